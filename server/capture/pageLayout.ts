/**
 * The compact stored form (app_private.document_page_layouts) of the positioned text of a
 * PDF's pages, which the page pipeline reads with the pages' text (RenderedDocumentPage.layout;
 * layout templates place values relative to the page size).
 *
 * Why stored rather than read again when learning: learning runs when a person saves the
 * fields, possibly long after capture; the stored pieces (a few kB per page as jsonb) keep it
 * within milliseconds and independent of the blob store, and a document's layout never changes.
 */
import type { PositionedText } from "../domain/extraction/pdfText.ts";

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
