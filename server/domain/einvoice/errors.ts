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

/**
 * What exactly is wrong, for people: a stable reason code, the business term concerned (an
 * EN 16931 id like "BT-115" or "BG-22", when the value has one) and the offending value. The
 * capture job stores it with the finding and the SPA translates it (`einvoiceReasons.*`,
 * `einvoiceTerms.*`); `label` is the English name for terms without an id.
 */
export interface EInvoiceErrorDetail {
  reason: EInvoiceErrorReason;
  term?: string;
  label?: string;
  value?: string;
}

export type EInvoiceErrorReason =
  /** A mandatory value is absent. */
  | "MISSING"
  /** An amount, rate or quantity is no decimal number. */
  | "NOT_A_NUMBER"
  /** A date is no calendar date. */
  | "NOT_A_DATE"
  /** A code (document type, …) is not one the syntax allows. */
  | "UNKNOWN_CODE";

export class EInvoiceError extends Error {
  override readonly name = "EInvoiceError";
  readonly code: EInvoiceErrorCode;
  readonly detail: EInvoiceErrorDetail | undefined;

  constructor(code: EInvoiceErrorCode, message: string, options?: { cause?: unknown; detail?: EInvoiceErrorDetail }) {
    super(message, options);
    this.code = code;
    this.detail = options?.detail;
  }
}

/** The business term in a value's description: "Amount due for payment (BT-115)" → "BT-115". */
export function termOf(what: string): string | undefined {
  return /\b(B[TG]-\d+)\b/.exec(what)?.[1];
}

/** The detail of an error about the value described by `what` (a term id is taken from it). */
export function detailOf(reason: EInvoiceErrorReason, what: string, value?: string): EInvoiceErrorDetail {
  const term = termOf(what);
  const detail: EInvoiceErrorDetail = term ? { reason, term } : { reason, label: what };
  if (value !== undefined) detail.value = value.slice(0, 100);
  return detail;
}

export const isEInvoiceError = (e: unknown): e is EInvoiceError => e instanceof EInvoiceError;
