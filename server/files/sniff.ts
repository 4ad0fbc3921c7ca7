/**
 * File type detection by content (magic bytes) only. The file name and the client's
 * Content-Type are never trusted: a program renamed to `.pdf` or an HTML page named `.xml`
 * is refused here.
 */

import { FileProcessingError } from "./errors.ts";

export type FileKind = "PDF" | "PNG" | "JPEG" | "TIFF" | "XML";

export interface SniffResult {
  kind: FileKind;
  mediaType: string;
  /** File name extension without the dot, e.g. "pdf". */
  extension: string;
}

/** How many bytes from the start of a file `sniffFileType` wants to see. */
export const SNIFF_BYTES = 4096;

/** The PDF header may be preceded by junk; readers accept it within the first 1024 bytes. */
const PDF_HEADER_WINDOW = 1024;

const RESULTS: Record<FileKind, SniffResult> = {
  PDF: { kind: "PDF", mediaType: "application/pdf", extension: "pdf" },
  PNG: { kind: "PNG", mediaType: "image/png", extension: "png" },
  JPEG: { kind: "JPEG", mediaType: "image/jpeg", extension: "jpg" },
  TIFF: { kind: "TIFF", mediaType: "image/tiff", extension: "tif" },
  XML: { kind: "XML", mediaType: "application/xml", extension: "xml" },
};

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const TIFF_LE = [0x49, 0x49, 0x2a, 0x00];
const TIFF_BE = [0x4d, 0x4d, 0x00, 0x2a];
const BIGTIFF_LE = [0x49, 0x49, 0x2b, 0x00];
const BIGTIFF_BE = [0x4d, 0x4d, 0x00, 0x2b];
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

function findPdfHeader(head: Uint8Array): boolean {
  const end = Math.min(head.length, PDF_HEADER_WINDOW) - PDF_MAGIC.length;
  for (let i = 0; i <= end; i++) {
    if (head[i] === 0x25 && startsWith(head, PDF_MAGIC, i)) return true;
  }
  return false;
}

export function sniffFileType(head: Uint8Array): SniffResult | null {
  if (startsWith(head, PNG_MAGIC)) return RESULTS.PNG;
  if (startsWith(head, JPEG_MAGIC)) return RESULTS.JPEG;
  if ([TIFF_LE, TIFF_BE, BIGTIFF_LE, BIGTIFF_BE].some((m) => startsWith(head, m))) return RESULTS.TIFF;
  if (findPdfHeader(head)) return RESULTS.PDF;
  if (looksLikeXml(head)) return RESULTS.XML;
  return null;
}

const isSpace = (c: number | undefined): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
/** XML NameStartChar, restricted to what can be told from one UTF-8 byte (any non-ASCII lead byte passes). */
const isNameStart = (c: number | undefined): boolean =>
  c !== undefined && ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x3a || c >= 0xc2);
const isNameChar = (c: number | undefined): boolean =>
  isNameStart(c) || (c !== undefined && ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e || c >= 0x80));

/**
 * Root elements a browser would take for a web page: the HTML tags of the WHATWG MIME
 * sniffing standard ("identifying a resource with an unknown MIME type"), plus SVG. No
 * invoice is called that; such a file is refused even when it is well-formed XML.
 */
const REFUSED_ROOTS = new Set(
  [
    "html",
    "head",
    "script",
    "iframe",
    "h1",
    "div",
    "font",
    "table",
    "a",
    "style",
    "title",
    "b",
    "body",
    "br",
    "p",
  ].concat("svg"),
);

/**
 * UTF-8 XML: optional BOM and white space, then a prolog (`<?xml …?>`, comments, processing
 * instructions, a DOCTYPE) and a root element. Anything that is HTML or SVG (DOCTYPE or
 * root element) or contains control bytes, which XML 1.0 forbids, is refused. UTF-16 XML is
 * not accepted (German e-invoices are UTF-8).
 */
function looksLikeXml(head: Uint8Array): boolean {
  for (const c of head) {
    if (c < 0x20 && !isSpace(c)) return false;
  }
  let i = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  const text = (from: number, len: number) => String.fromCharCode(...head.subarray(from, from + len));
  const skipSpace = () => {
    while (isSpace(head[i])) i++;
  };
  const skipPast = (terminator: string): boolean => {
    const at = text(i, head.length - i).indexOf(terminator);
    if (at < 0) return false;
    i += at + terminator.length;
    return true;
  };
  skipSpace();
  if (head[i] !== 0x3c) return false; // "<"
  let sawProlog = false;
  for (;;) {
    skipSpace();
    if (i >= head.length) return sawProlog; // the head ended inside the prolog
    if (head[i] !== 0x3c) return false;
    const next = head[i + 1];
    if (next === 0x3f) {
      // <?xml …?> or another processing instruction; its target must be a name.
      const targetStart = i + 2;
      if (!isNameStart(head[targetStart])) return false;
      let end = targetStart;
      while (isNameChar(head[end])) end++;
      const target = text(targetStart, end - targetStart).toLowerCase();
      if (target === "php") return false;
      if (target === "xml" && sawProlog) return false; // the XML declaration comes first or not at all
      sawProlog = true;
      i = end;
      if (!skipPast("?>")) return true;
    } else if (next === 0x21) {
      if (text(i, 4) === "<!--") {
        if (!skipPast("-->")) return sawProlog;
      } else if (text(i, 9).toUpperCase() === "<!DOCTYPE") {
        i += 9;
        skipSpace();
        const nameStart = i;
        while (isNameChar(head[i])) i++;
        const name = text(nameStart, i - nameStart);
        if (name === "" || REFUSED_ROOTS.has(name.slice(name.indexOf(":") + 1).toLowerCase())) return false;
        sawProlog = true;
        // Skip the DOCTYPE, including an internal subset in brackets (the parser decides what is allowed).
        let depth = 0;
        for (; i < head.length; i++) {
          const c = head[i];
          if (c === 0x5b) depth++;
          else if (c === 0x5d) depth--;
          else if (c === 0x3e && depth <= 0) break;
        }
        if (i >= head.length) return true;
        i++;
      } else {
        return false;
      }
    } else if (isNameStart(next)) {
      const nameStart = i + 1;
      let end = nameStart;
      while (isNameChar(head[end])) end++;
      const name = text(nameStart, end - nameStart);
      const local = name.slice(name.indexOf(":") + 1).toLowerCase();
      if (REFUSED_ROOTS.has(local)) return false;
      const after = head[end];
      // The name must be followed by white space, ">", "/>" or the end of the head.
      return after === undefined || isSpace(after) || after === 0x3e || after === 0x2f;
    } else {
      return false;
    }
  }
}

/**
 * For the upload handler: the sniffed type of a stored upload, or a FileProcessingError
 * (FILE_EMPTY for 0 bytes, UNSUPPORTED_TYPE for anything not recognised).
 */
export function requireSupportedType(head: Uint8Array, size: number): SniffResult {
  if (size === 0) throw new FileProcessingError("FILE_EMPTY", "The file is empty.");
  const result = sniffFileType(head);
  if (!result) {
    throw new FileProcessingError("UNSUPPORTED_TYPE", "The file is not a PDF, PNG, JPEG, TIFF or XML file.");
  }
  return result;
}
