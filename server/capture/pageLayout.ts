/**
 * The positioned text of a PDF's pages with the page sizes (layout templates place values
 * relative to the page), and its compact stored form (app_private.document_page_layouts).
 *
 * Why stored rather than read again when learning: learning runs when a person saves the
 * fields, possibly long after capture; the stored pieces (a few kB per page as jsonb) keep it
 * within milliseconds and independent of the blob store, and a document's layout never changes.
 */
import { openPdf, positionedItems, type PositionedText } from "../domain/extraction/pdfText.ts";
import type { PageLayout } from "./layoutTemplate.ts";

/** The pages' positioned text and sizes (points); [] when the PDF cannot be read. */
export async function readPageLayouts(data: Uint8Array, maxPages: number): Promise<PageLayout[]> {
  let doc;
  try {
    doc = await openPdf(data);
  } catch {
    return [];
  }
  try {
    const pages: PageLayout[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
      try {
        const page = await doc.getPage(n);
        const viewport = page.getViewport({ scale: 1 });
        const items = await positionedItems(page);
        page.cleanup();
        pages.push({ width: viewport.width, height: viewport.height, items });
      } catch {
        pages.push({ width: 595, height: 842, items: [] });
      }
    }
    return pages;
  } catch {
    return [];
  } finally {
    await doc.destroy();
  }
}

/** A stored piece: [text, x, baseline y, width, font size], numbers to a tenth of a point. */
export type StoredPiece = [string, number, number, number, number];

const tenth = (x: number) => Math.round(x * 10) / 10;

/** The pieces as stored (whitespace-only pieces and NUL characters left out). */
export function storedPieces(items: PositionedText[]): StoredPiece[] {
  const out: StoredPiece[] = [];
  for (const item of items) {
    const str = item.str.replaceAll(String.fromCharCode(0), "");
    if (!str.trim() || !Number.isFinite(item.x) || !Number.isFinite(item.y)) continue;
    out.push([str, tenth(item.x), tenth(item.y), tenth(item.width), tenth(item.size)]);
  }
  return out;
}

/** The stored pieces read back (malformed entries skipped). */
export function piecesOf(stored: unknown): PositionedText[] {
  if (!Array.isArray(stored)) return [];
  const out: PositionedText[] = [];
  for (const entry of stored) {
    if (!Array.isArray(entry) || entry.length < 5 || typeof entry[0] !== "string") continue;
    const [str, x, y, width, size] = entry as StoredPiece;
    if ([x, y, width, size].every((n) => typeof n === "number" && Number.isFinite(n)))
      out.push({ str, x, y, width, size });
  }
  return out;
}
