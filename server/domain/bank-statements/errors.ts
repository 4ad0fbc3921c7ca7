/**
 * Why a bank statement file could not be read. `code` is stable (the UI translates it); the
 * message is for developers (English) and `details` lists specifics such as failing CSV rows.
 * Never change a code's meaning, add new ones instead.
 */
export type BankStatementErrorCode =
  /** Not a format this module reads (no CAMT namespace, no SWIFT tags, not CSV-like). */
  | "UNKNOWN_FORMAT"
  /** Recognised format but broken content: bad XML, unreadable tag, amount or date, missing mandatory part. */
  | "MALFORMED"
  /** A related but unsupported message: another ISO 20022 message (pain, camt.056…), a SWIFT MT other than 940/942. */
  | "UNSUPPORTED"
  /** Larger than `MAX_STATEMENT_BYTES`. */
  | "TOO_LARGE"
  /** No bytes, only whitespace, or a recognised format without any statement content. */
  | "EMPTY"
  /** A CSV file: it needs a column mapping (`guessCsvMapping` / `applyCsvMapping`). */
  | "CSV_NEEDS_MAPPING"
  /** A CSV import with rows that cannot be read; `details` names the first few rows. Nothing is imported. */
  | "CSV_ROW_INVALID"
  /** An amount or balance beyond what an account holds (more than 13 digits before the decimal point); `params` says where. */
  | "AMOUNT_TOO_LARGE"
  /** A date that is no calendar date (2026-02-31, month 13); `params` says where and what. */
  | "INVALID_DATE"
  /** Reading the file took longer than the time budget (the reader was stopped). */
  | "TIMEOUT";

/**
 * Where in the file a refusal is: `line` (MT940/MT942, 1-based line of the file) or
 * `statement` and `entry` (camt: the n-th Stmt/Rpt/Ntfctn and its n-th Ntry, 1-based), plus
 * `value` (the offending text, shortened).
 */
export type BankStatementErrorParams = Partial<Record<"line" | "statement" | "entry" | "row", number>> & {
  value?: string;
};

export class BankStatementError extends Error {
  override readonly name = "BankStatementError";
  readonly code: BankStatementErrorCode;
  readonly details: string[];
  readonly params: BankStatementErrorParams;

  constructor(
    code: BankStatementErrorCode,
    message: string,
    details: string[] = [],
    options?: { cause?: unknown; params?: BankStatementErrorParams },
  ) {
    super(message, options);
    this.code = code;
    this.details = details;
    this.params = options?.params ?? {};
  }
}

export const isBankStatementError = (e: unknown): e is BankStatementError => e instanceof BankStatementError;

export const malformed = (message: string, details: string[] = []): BankStatementError =>
  new BankStatementError("MALFORMED", message, details);
