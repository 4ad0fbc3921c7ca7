/**
 * The e-invoice reader's coded reasons in words, shared by the review (an embedded e-invoice
 * that could not be used) and the upload page (an e-invoice XML that was refused). The reader
 * stores `{ reason, term, label, value }` (see server/domain/einvoice/errors.ts); the texts live
 * under `compliance.einvoiceReasons.*` and `compliance.einvoiceTerms.*`.
 */

/** i18next's `t` without its typed keys: reasons and terms come from the server. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface EInvoiceReason {
  reason?: string;
  term?: string;
  label?: string;
  value?: string;
}

const REASONS = new Set(["MISSING", "NOT_A_NUMBER", "NOT_A_DATE", "UNKNOWN_CODE"]);

const stringOf = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** Reads a stored reason (JSON from the API); anything else is no reason. */
export function parseEInvoiceReason(raw: unknown): EInvoiceReason | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const reason = stringOf(record.reason);
  if (!reason || !REASONS.has(reason)) return null;
  const parsed: EInvoiceReason = { reason };
  const term = stringOf(record.term);
  const label = stringOf(record.label);
  const value = stringOf(record.value);
  if (term) parsed.term = term;
  if (label) parsed.label = label;
  if (value !== undefined) parsed.value = value;
  return parsed;
}

/**
 * The name of an e-invoice business term in words ("BT-115" → "Zahlbetrag (BT-115)"); a term
 * without a text shows its id, a value without an id its English label from the reader.
 */
export function einvoiceTermName(params: EInvoiceReason, translate: Translate): string {
  if (params.term) return translate(`compliance.einvoiceTerms.${params.term}`, { defaultValue: params.term });
  return params.label ?? translate("compliance.einvoiceReasons.UNKNOWN_TERM");
}

/**
 * The reader's reason in words ("Zahlbetrag (BT-115) fehlt."), or `fallback` when there is no
 * reason to tell.
 */
export function einvoiceReasonText(params: EInvoiceReason, translate: Translate, fallback: string): string {
  if (!params.reason) return fallback;
  return translate(`compliance.einvoiceReasons.${params.reason}`, {
    termName: einvoiceTermName(params, translate),
    value: params.value ?? "",
    defaultValue: fallback,
  });
}
