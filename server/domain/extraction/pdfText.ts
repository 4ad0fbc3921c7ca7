/**
 * The text layer of a PDF as reading-order lines per page, rebuilt from pdf.js text items:
 * items are grouped into lines by their baseline, sorted left to right, and joined with a
 * single space for a word gap or two spaces for a column gap; a blank line marks a large
 * vertical gap between blocks. Pages without text yield "".
 */
import { getDocument, Util, VerbosityLevel } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A positioned piece of text in device space (y grows downwards). */
export interface PositionedText {
  str: string;
  /** Left edge and baseline. */
  x: number;
  y: number;
  width: number;
  /** Font size (height of the em box). */
  size: number;
}

/** A text item as pdf.js returns it (only the fields used here). */
interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

const isTextItem = (item: unknown): item is PdfTextItem =>
  typeof item === "object" && item !== null && "str" in item && "transform" in item;

/** Separator written between two pieces of text on one line whose gap reads as a column break. */
export const COLUMN_GAP = "  ";

/**
 * Lays out positioned text as lines. Pure; exported for tests. Items whose baselines differ by
 * less than ~40 % of the font size share a line.
 */
export function layoutLines(items: PositionedText[]): string {
  const pieces = items.filter((i) => i.str.length > 0 && Number.isFinite(i.x) && Number.isFinite(i.y));
  if (pieces.length === 0) return "";
  pieces.sort((a, b) => a.y - b.y || a.x - b.x);

  const lines: { y: number; size: number; items: PositionedText[] }[] = [];
  for (const item of pieces) {
    const size = item.size > 0 ? item.size : 10;
    const last = lines[lines.length - 1];
    const tolerance = Math.max(1.5, 0.4 * Math.min(size, last?.size ?? size));
    if (last && Math.abs(item.y - last.y) <= tolerance) {
      last.items.push(item);
      // Keep the line's size as the largest font on it (headings, superscripts).
      last.size = Math.max(last.size, size);
    } else {
      lines.push({ y: item.y, size, items: [item] });
    }
  }

  const out: string[] = [];
  let previous: { y: number; size: number } | undefined;
  for (const line of lines) {
    // Lines of whitespace items only (pdf.js emits them for gaps) carry nothing.
    if (!line.items.some((i) => i.str.trim().length > 0)) continue;
    if (previous && line.y - previous.y > 2.2 * Math.max(previous.size, line.size)) out.push("");
    out.push(joinLine(line.items));
    previous = line;
  }
  // Trailing blank lines carry no information.
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out.join("\n");
}

function joinLine(items: PositionedText[]): string {
  items.sort((a, b) => a.x - b.x);
  let text = "";
  let end = -Infinity;
  // pdf.js emits whitespace items where the PDF had a space or a gap; they only mark that
  // the next piece starts a new word, their widths (spanning whole column gaps) are ignored.
  let spaceMarked = false;
  for (const item of items) {
    const str = item.str.replace(/\s+/g, " ");
    if (str.trim().length === 0) {
      spaceMarked = text.length > 0;
      continue;
    }
    const size = item.size > 0 ? item.size : 10;
    if (text.length > 0) {
      const gap = item.x - end;
      if (gap > 1.6 * size) {
        text = text.trimEnd() + COLUMN_GAP;
      } else if ((spaceMarked || gap > 0.18 * size) && !text.endsWith(" ") && !str.startsWith(" ")) {
        text += " ";
      }
    }
    text += text.length === 0 || text.endsWith(" ") ? str.trimStart() : str;
    end = Math.max(end, item.x + Math.max(0, item.width));
    spaceMarked = false;
  }
  return text.trimEnd();
}

/** Opens a PDF with settings safe for untrusted input in Node. Copies the buffer (pdf.js detaches it). */
export function openPdf(data: Uint8Array) {
  return getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
}

/** A pdf.js page, as far as reading its positioned text needs it. */
export interface TextPage {
  getViewport(params: { scale: number }): { transform: number[] };
  getTextContent(): Promise<{ items: unknown[] }>;
}

/** The positioned text items of one pdf.js page in device space (y downwards, scale 1). */
export async function positionedItems(page: TextPage): Promise<PositionedText[]> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: PositionedText[] = [];
  // Width is in text space scaled by the font matrix; scale it like the x axis.
  const scaleX = Math.hypot(viewport.transform[0]!, viewport.transform[1]!) || 1;
  for (const item of content.items) {
    if (!isTextItem(item) || item.str.length === 0) continue;
    const m = Util.transform(viewport.transform, item.transform) as number[];
    const size = Math.hypot(m[2]!, m[3]!) || item.height || 10;
    items.push({ str: item.str, x: m[4]!, y: m[5]!, width: item.width * scaleX, size });
  }
  return items;
}

/** The text of a PDF: per page the reading-order lines joined by "\n" and the positioned items. */
export async function readPdfText(data: Uint8Array): Promise<{ pages: string[]; layout: PositionedText[][] }> {
  const doc = await openPdf(data);
  try {
    const pages: string[] = [];
    const layout: PositionedText[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      let items: PositionedText[] = [];
      try {
        const page = await doc.getPage(n);
        items = await positionedItems(page);
        page.cleanup();
      } catch {
        items = [];
      }
      pages.push(layoutLines([...items]));
      layout.push(items);
    }
    return { pages, layout };
  } finally {
    await doc.destroy();
  }
}

/** The text of each page of a PDF as reading-order lines joined by "\n". */
export async function extractPdfTextPages(data: Uint8Array): Promise<string[]> {
  return (await readPdfText(data)).pages;
}
