/**
 * One byte range of an HTTP `Range` header (RFC 9110 §14) against a representation of `size`
 * bytes: `bytes=0-99`, `bytes=100-`, `bytes=-100`.
 *  - null: serve the whole file (no header, another unit, several ranges, or a header that does
 *    not parse — RFC 9110 lets a server ignore those);
 *  - "unsatisfiable": no byte of the range lies in the file (416);
 *  - else the inclusive first and last byte, the last cut to the file's end.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | null {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === "" && m[2] === "")) return null;
  const [first, last] = [m[1]!, m[2]!];
  // Digits beyond what a file can have would lose precision as numbers.
  if (first.length > 15 || last.length > 15) return first.length > 15 ? "unsatisfiable" : null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Infinity : Number(last);
  if (end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}
