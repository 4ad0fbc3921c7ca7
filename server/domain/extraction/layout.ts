/**
 * Positioned text (pdf.js text items in device space) laid out as reading-order lines. Pure:
 * no pdf.js here, so the extractors can use the geometry without loading it.
 */

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

/** Separator written between two pieces of text on one line whose gap reads as a column break. */
export const COLUMN_GAP = "  ";

/** A line of positioned text: its items left to right, baseline, largest font size, text. */
export interface LayoutLine {
  text: string;
  /** Baseline (y downwards). */
  y: number;
  /** Largest font size on the line. */
  size: number;
  items: PositionedText[];
  /** A large vertical gap precedes the line (a blank line in the text). */
  blankBefore: boolean;
  /** Which characters of `text` each item wrote ([start, end) offsets). */
  spans: { item: PositionedText; start: number; end: number }[];
}

/**
 * Groups positioned text into lines (the geometry behind `layoutLines`). Pure. Items whose
 * baselines differ by less than ~40 % of the font size share a line; lines of whitespace only
 * are left out.
 */
export function layoutLineBoxes(items: PositionedText[]): LayoutLine[] {
  const pieces = items.filter((i) => i.str.length > 0 && Number.isFinite(i.x) && Number.isFinite(i.y));
  if (pieces.length === 0) return [];
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

  const out: LayoutLine[] = [];
  let previous: { y: number; size: number } | undefined;
  for (const line of lines) {
    // Lines of whitespace items only (pdf.js emits them for gaps) carry nothing.
    if (!line.items.some((i) => i.str.trim().length > 0)) continue;
    const blankBefore = previous !== undefined && line.y - previous.y > 2.2 * Math.max(previous.size, line.size);
    const { text, spans } = joinLine(line.items);
    out.push({ text, y: line.y, size: line.size, items: line.items, blankBefore, spans });
    previous = line;
  }
  return out;
}

/**
 * Lays out positioned text as lines. Pure; exported for tests. Items whose baselines differ by
 * less than ~40 % of the font size share a line.
 */
export function layoutLines(items: PositionedText[]): string {
  const out: string[] = [];
  for (const line of layoutLineBoxes(items)) {
    if (line.blankBefore) out.push("");
    out.push(line.text);
  }
  return out.join("\n");
}

function joinLine(items: PositionedText[]): { text: string; spans: LayoutLine["spans"] } {
  items.sort((a, b) => a.x - b.x);
  const spans: LayoutLine["spans"] = [];
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
    const piece = text.length === 0 || text.endsWith(" ") ? str.trimStart() : str;
    spans.push({ item, start: text.length, end: text.length + piece.length });
    text += piece;
    end = Math.max(end, item.x + Math.max(0, item.width));
    spaceMarked = false;
  }
  return { text: text.trimEnd(), spans };
}

/**
 * The horizontal extent of the characters [start, end) of a line's text, read from the items
 * that wrote them (a part of an item is placed by its share of the item's characters).
 * Undefined when no item wrote any of them.
 */
export function xRangeOf(line: LayoutLine, start: number, end: number): { x0: number; x1: number } | undefined {
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const span of line.spans) {
    const s = Math.max(start, span.start);
    const e = Math.min(end, span.end);
    if (s >= e) continue;
    const chars = Math.max(1, span.end - span.start);
    const width = Math.max(0, span.item.width);
    x0 = Math.min(x0, span.item.x + ((s - span.start) / chars) * width);
    x1 = Math.max(x1, span.item.x + ((e - span.start) / chars) * width);
  }
  return Number.isFinite(x0) && Number.isFinite(x1) ? { x0, x1 } : undefined;
}
