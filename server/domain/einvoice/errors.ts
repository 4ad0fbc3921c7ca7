/**
 * Why an e-invoice could not be read. `code` is stable: the processing job stores it and the SPA
 * translates it; the message is for developers (English, may name the element concerned).
 * Never change a code's meaning, add new ones instead.
 */
export type EInvoiceErrorCode =
  /** No bytes, or only whitespace. */
  | "XML_EMPTY"
  /** Larger than the size cap (see `MAX_XML_BYTES`). */
  | "XML_TOO_LARGE"
  /** A DOCTYPE or entity declaration, or absurd nesting: refused before anything is expanded. */
  | "XML_UNSAFE"
  /** Not well-formed XML, an undeclared namespace prefix or entity, or an undecodable encoding. */
  | "XML_MALFORMED"
  /** Well-formed XML, but no UBL, CII or ebInterface invoice (e.g. an RSS feed, an order). */
  | "EINVOICE_UNKNOWN_FORMAT"
  /** An e-invoice root, but a mandatory part (number, totals, …) is missing or not a number. */
  | "EINVOICE_INVALID";

export class EInvoiceError extends Error {
  override readonly name = "EInvoiceError";
  readonly code: EInvoiceErrorCode;

  constructor(code: EInvoiceErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export const isEInvoiceError = (e: unknown): e is EInvoiceError => e instanceof EInvoiceError;
