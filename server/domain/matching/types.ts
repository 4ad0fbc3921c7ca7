/**
 * Inputs and results of the bank transaction ↔ invoice matching engine (see scoring.ts for how a
 * score comes about). Amounts are exact decimal strings ("1190.00"), dates are "YYYY-MM-DD".
 */

/** A bank transaction: negative amounts leave the company's account, positive ones arrive. */
export interface MatchTransaction {
  id: string;
  amount: string;
  currency: string;
  bookingDate: string;
  purpose: string;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  endToEndId: string | null;
}

export type MatchDocumentType = "INCOMING_INVOICE" | "OUTGOING_INVOICE";

/** An open invoice that a transaction may pay. */
export interface MatchInvoice {
  id: string;
  documentType: MatchDocumentType;
  creditMemo: boolean;
  invoiceNumber: string | null;
  orderNumber: string | null;
  internalNumber: string | null;
  invoiceDate: string | null;
  dueDate: string | null;
  /** What the invoice asks to be paid (BT-115: the gross total less prepaid amounts, plus
   * rounding; the gross total when the invoice states nothing else), positive. */
  amountDue: string | null;
  /** What is still open (amount due minus payments already linked), positive. */
  openAmount: string;
  currency: string;
  /** Skonto: pay by discountUntil and deduct discountAmount or discountPercent % of the amount due. */
  discountUntil: string | null;
  discountPercent: string | null;
  discountAmount: string | null;
  /** IBAN printed on the invoice. */
  iban: string | null;
  /**
   * Optional: the partner's id. Invoices of one partner may be paid together (combinations);
   * without an id, invoices with the same partner name (normalised) count as one partner's.
   */
  partnerId?: string | null;
  partnerName: string | null;
  /** Name variants learned from confirmed matches. */
  partnerAlternativeNames: string[];
  /** The partner's known IBANs (payment presets, learned from confirmed matches). */
  partnerIbans: string[];
  /** End-to-end ids of SEPA payments the product initiated for this invoice. */
  paymentEndToEndIds: string[];
}

export type MatchCheckName =
  "TOTAL" | "IBAN" | "NUMBER_IN_PURPOSE" | "DATE" | "INVOICE_DATE_IN_PURPOSE" | "PARTNER_NAME";

export const MATCH_CHECK_NAMES: readonly MatchCheckName[] = [
  "TOTAL",
  "IBAN",
  "NUMBER_IN_PURPOSE",
  "DATE",
  "INVOICE_DATE_IN_PURPOSE",
  "PARTNER_NAME",
];

/**
 * EXACT: the amount due (exceedsOpenAmount when part of it is already linked);
 * OPEN_AMOUNT: the open rest of a partly paid invoice; DISCOUNT: the amount due less Skonto within
 * the discount period; PARTIAL: less than the open amount; COMBINATION: the sum over several
 * invoices; MISMATCH: none of these (more than open, or nothing to compare).
 */
export type TotalMatchKind = "EXACT" | "OPEN_AMOUNT" | "DISCOUNT" | "PARTIAL" | "COMBINATION" | "MISMATCH";

export interface TotalDetail {
  kind: TotalMatchKind;
  /** The amount the transaction was compared with (open amount, amount due, Skonto amount or sum). */
  expected: string;
  /** |transaction amount|. */
  actual: string;
  /** The Skonto deducted (DISCOUNT), or the Skonto the payment would match if it were in time. */
  discount?: string;
  /** PARTIAL: the payment equals the Skonto amount, but was booked after the discount period. */
  discountExpired?: boolean;
  /** EXACT: the amount due was paid although part of the invoice is already paid. */
  exceedsOpenAmount?: boolean;
  /** PARTIAL: the purpose calls it a partial payment ("Teilzahlung", "Anzahlung", …). */
  partialKeyword?: boolean;
}

export interface IbanDetail {
  kind: "INVOICE_IBAN" | "PARTNER_IBAN" | "MISMATCH" | "NO_TRANSACTION_IBAN" | "NO_KNOWN_IBAN";
  actual: string | null;
  /** The IBANs compared with (invoice IBAN first), normalised. */
  expected: string[];
}

export type NumberField = "INVOICE_NUMBER" | "ORDER_NUMBER" | "INTERNAL_NUMBER";

export interface NumberDetail {
  /**
   * EXACT: as printed; NORMALISED: after separators, "RE"/"Nr." prefixes and leading zeros;
   * SPACED: split by spaces or a line break; SIMILAR: one character off (not passed).
   */
  kind: "EXACT" | "NORMALISED" | "SPACED" | "SIMILAR" | "NOT_FOUND" | "NO_NUMBER";
  field: NumberField | null;
  expected: string | null;
  matchedText: string | null;
  /**
   * SIMILAR or NOT_FOUND: the purpose names another number of the invoice number's kind (one
   * character off; the same shape, or the shape of the partner's other invoice numbers; or
   * after an invoice keyword such as "RE") — a typo, or another invoice perhaps not captured
   * yet. Rules out AUTO.
   */
  otherNumber?: string;
}

export interface DateDetail {
  /**
   * IN_TERM: between invoice date and due date; LATE: after the due date (score decays);
   * EARLY: a few days before the invoice date; BEFORE_INVOICE_DATE: implausibly early;
   * OUT_OF_WINDOW: further than dateWindowDays from the due date; NO_DATE: nothing to compare.
   */
  kind: "IN_TERM" | "LATE" | "EARLY" | "BEFORE_INVOICE_DATE" | "OUT_OF_WINDOW" | "NO_DATE";
  /** The due date, or the invoice date plus the default payment term. */
  reference: string | null;
  actual: string;
  /** Booking date − reference date in days (negative: before the due date). */
  days: number | null;
}

export interface InvoiceDateDetail {
  kind: "FOUND" | "NOT_FOUND" | "NO_DATE";
  expected: string | null;
  matchedText: string | null;
}

export interface NameDetail {
  /** COUNTERPARTY: the account holder's name; PURPOSE: the partner's name appears in the purpose. */
  kind: "COUNTERPARTY" | "PURPOSE" | "NO_MATCH" | "NO_NAME";
  /** The best-matching partner name or variant. */
  expected: string | null;
  actual: string | null;
  /** 0..1 */
  similarity: number;
}

/** A check over all invoices of a combination: passed when it passed for every one. */
export interface AggregateDetail {
  kind: "AGGREGATE";
  passedInvoiceIds: string[];
  invoiceCount: number;
}

interface CheckBase {
  passed: boolean;
  /** 0..1 */
  score: number;
  /** The check's weight renormalised over the enabled checks (weights sum to 1). */
  weight: number;
}

export type MatchCheckResult = CheckBase &
  (
    | { check: "TOTAL"; detail: TotalDetail }
    | { check: "IBAN"; detail: IbanDetail | AggregateDetail }
    | { check: "NUMBER_IN_PURPOSE"; detail: NumberDetail | AggregateDetail }
    | { check: "DATE"; detail: DateDetail | AggregateDetail }
    | { check: "INVOICE_DATE_IN_PURPOSE"; detail: InvoiceDateDetail | AggregateDetail }
    | { check: "PARTNER_NAME"; detail: NameDetail | AggregateDetail }
  );

export interface MatchAllocation {
  invoiceId: string;
  /** The part of the transaction assigned to this invoice, positive. */
  amount: string;
}

export type MatchConfidence = "AUTO" | "SUGGEST";
export type MatchReason = "END_TO_END_ID" | "SCORED" | "COMBINATION";

export interface MatchSuggestion {
  invoiceIds: string[];
  allocations: MatchAllocation[];
  /** 0..1 */
  score: number;
  confidence: MatchConfidence;
  /** The checks the score was computed from (for a combination: the sum and the aggregates). */
  checks: MatchCheckResult[];
  /** Each invoice's own checks. */
  checksByInvoice: Record<string, MatchCheckResult[]>;
  reason: MatchReason;
  /** END_TO_END_ID: the id that identified the payment. */
  endToEndId?: string;
}

export interface MatchOptions {
  /** Checks the company switched off: skipped, the other weights renormalised. */
  disabledChecks: MatchCheckName[];
  /** Default DEFAULT_AUTO_THRESHOLD. */
  autoThreshold?: number;
  /** Default DEFAULT_SUGGEST_THRESHOLD. */
  suggestThreshold?: number;
  /** Default DEFAULT_MAX_SUGGESTIONS. */
  maxSuggestions?: number;
  /** DATE scores 0 further than this from the due date. Default DEFAULT_DATE_WINDOW_DAYS. */
  dateWindowDays?: number;
}

/** One line of explainSuggestion: structured, for the UI to translate. */
export interface MatchExplanationItem {
  /** null: about the whole suggestion (end-to-end id, the sum of a combination). */
  invoiceId: string | null;
  check: MatchCheckName | "END_TO_END_ID";
  passed: boolean;
  score: number;
  weight: number;
  detail: MatchCheckResult["detail"] | { kind: "PAYMENT_INITIATED"; endToEndId: string };
}

export interface LearnedFromMatch {
  ibanToRemember: string | null;
  nameVariantToRemember: string | null;
}

export interface TransactionMatchResult {
  transactionId: string;
  /** The suggestion that was applied automatically, if any. */
  auto: MatchSuggestion | null;
  /** Suggestions for the accountant (SUGGEST), best first, without the applied one. */
  suggestions: MatchSuggestion[];
}
