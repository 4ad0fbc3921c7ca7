/**
 * Why a SEPA file or EPC QR code could not be produced. `code` is stable: the SPA translates
 * it (keep this list and the translations in step); `paymentIndex` is the 0-based index of the
 * payment or direct-debit transaction concerned (null for batch-level fields such as the
 * debtor account or the message id), `field` names the input property (e.g. "creditorIban",
 * "debtor.bic"). The message is for developers (English). Never change a code's meaning, add
 * new ones instead.
 */
export type SepaErrorCode =
  /** Not an IBAN: wrong shape, wrong length for its country, or wrong mod-97 check digits. */
  | "INVALID_IBAN"
  /** Not a BIC (ISO 9362: 4 letters bank, 2 letters country, 2 location, optional 3 branch). */
  | "INVALID_BIC"
  /** Not a plain decimal, ≤ 0, > 999999999.99, or more than two decimals. */
  | "INVALID_AMOUNT"
  /** A currency other than EUR (SEPA payments and the EPC QR code are EUR only). */
  | "INVALID_CURRENCY"
  /** A required name (debtor, creditor, initiating party, QR beneficiary) is empty after sanitising. */
  | "MISSING_NAME"
  /** Remittance information longer than 140 characters after sanitising (it is never cut). */
  | "REMITTANCE_TOO_LONG"
  /** Two payments/transactions share an end-to-end id (compared case-insensitively). */
  | "DUPLICATE_END_TO_END_ID"
  /** The batch has no payments/transactions. */
  | "NO_PAYMENTS"
  /** A date is not a real calendar date in YYYY-MM-DD form, or `createdAt` is an invalid Date. */
  | "INVALID_DATE"
  /** The creditor identifier (Gläubiger-ID) has a wrong shape or wrong ISO 7064 check digits. */
  | "INVALID_CREDITOR_ID"
  /**
   * Direct-debit mandate data: mandate id empty/over 35/not SEPA charset, signature date after
   * the collection date, or no sequence type.
   */
  | "INVALID_MANDATE"
  /** The EPC QR payload is over 331 bytes (UTF-8). */
  | "PAYLOAD_TOO_LARGE"
  /**
   * Added beyond the original list: an identifier that must pass unchanged to the bank
   * (message id, end-to-end id, purpose code, QR structured reference, makeEndToEndId input)
   * is empty, over its limit, or outside the SEPA id character set — or a QR code was given
   * both a structured reference and unstructured text. Identifiers are never rewritten, since
   * the app matches bank statements on them.
   */
  | "INVALID_REFERENCE";

/** Every code, for the SPA's translation table and its completeness test. */
export const SEPA_ERROR_CODES: readonly SepaErrorCode[] = [
  "INVALID_IBAN",
  "INVALID_BIC",
  "INVALID_AMOUNT",
  "INVALID_CURRENCY",
  "MISSING_NAME",
  "REMITTANCE_TOO_LONG",
  "DUPLICATE_END_TO_END_ID",
  "NO_PAYMENTS",
  "INVALID_DATE",
  "INVALID_CREDITOR_ID",
  "INVALID_MANDATE",
  "PAYLOAD_TOO_LARGE",
  "INVALID_REFERENCE",
];

export class SepaError extends Error {
  override readonly name = "SepaError";
  readonly code: SepaErrorCode;
  readonly paymentIndex: number | null;
  readonly field: string | null;

  constructor(
    code: SepaErrorCode,
    message: string,
    where: { paymentIndex?: number | null; field?: string | null } = {},
  ) {
    const index = where.paymentIndex ?? null;
    super(index === null ? message : `Payment ${index}: ${message}`);
    this.code = code;
    this.paymentIndex = index;
    this.field = where.field ?? null;
  }
}

export const isSepaError = (e: unknown): e is SepaError => e instanceof SepaError;
