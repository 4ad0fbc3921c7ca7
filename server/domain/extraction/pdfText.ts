/**
 * The text layer of a PDF as reading-order lines per page, rebuilt from pdf.js text items:
 * items are grouped into lines by their baseline, sorted left to right, and joined with a
 * single space for a word gap or two spaces for a column gap; a blank line marks a large
 * vertical gap between blocks. Pages without text yield "".
 */
import { getDocument, Util, VerbosityLevel } from "pdfjs-dist/legacy/build/pdf.mjs";
import { layoutLines, type PositionedText } from "./layout.ts";

export { COLUMN_GAP, type LayoutLine, layoutLineBoxes, layoutLines, type PositionedText } from "./layout.ts";

/** A text item as pdf.js returns it (only the fields used here). */
interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

const isTextItem = (item: unknown): item is PdfTextItem =>
  typeof item === "object" && item !== null && "str" in item && "transform" in item;

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
