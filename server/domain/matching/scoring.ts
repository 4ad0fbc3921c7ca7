/**
 * How a transaction's candidates are scored and when one is linked automatically.
 *
 * Score: each enabled check yields a score 0..1 (checks.ts); the suggestion's score is their
 * weighted mean, the weights below renormalised over the checks the company has enabled, so a
 * disabled check neither helps nor hurts. Missing data (no IBAN on the transaction, no number on
 * the invoice) scores 0 and stays in the denominator: absent evidence is no evidence. With all
 * checks enabled, an exact amount plus the invoice number (0.60) or plus the partner's IBAN and
 * name (0.60) reaches AUTO_THRESHOLD; an exact amount alone (0.30) is at most a suggestion.
 *
 * Confidence AUTO needs all of:
 *   - score ≥ autoThreshold;
 *   - the amount settles the invoice: TOTAL (when enabled) is EXACT, OPEN_AMOUNT or DISCOUNT in
 *     time; a PARTIAL payment only when the purpose names the invoice's number and calls the
 *     payment partial ("Teilzahlung", "Anzahlung", "Rate", "Restzahlung", …), and never a
 *     Skonto amount paid after the discount period. Without TOTAL, the number must be in the
 *     purpose;
 *   - an identifying check passed: NUMBER_IN_PURPOSE, IBAN or PARTNER_NAME;
 *   - the purpose names no other number of the invoice number's kind (a typo, or the number of
 *     another invoice not captured yet: a subscription's next invoice has the same amount);
 *   - without the number in the purpose, DATE passed (at most about a month late): a payment
 *     of the same amount long after the due date is as likely for a later invoice;
 *   - a combination: every invoice's number is in the purpose;
 *   - no ambiguity: the runner-up (the best other suggestion that is not part of this one) is at
 *     least AUTO_MARGIN lower, and lower on something other than DATE. AUTO_MARGIN exceeds the
 *     weights of DATE and INVOICE_DATE_IN_PURPOSE together, so two equal invoices of the same
 *     partner are never told apart by dates alone.
 * Otherwise SUGGEST from suggestThreshold; below it a candidate is not returned. A payment the
 * product initiated itself (the end-to-end id) is AUTO regardless (matcher.ts).
 */
import type { MatchCheckName, MatchCheckResult, MatchOptions, MatchSuggestion } from "./types.ts";
import { MATCH_CHECK_NAMES } from "./types.ts";

/** Weights of the checks (sum 1); renormalised over the enabled ones. */
export const CHECK_WEIGHTS: Readonly<Record<MatchCheckName, number>> = {
  TOTAL: 0.3,
  NUMBER_IN_PURPOSE: 0.3,
  IBAN: 0.15,
  PARTNER_NAME: 0.15,
  DATE: 0.05,
  INVOICE_DATE_IN_PURPOSE: 0.05,
};

export const DEFAULT_AUTO_THRESHOLD = 0.6;
export const DEFAULT_SUGGEST_THRESHOLD = 0.3;
export const DEFAULT_MAX_SUGGESTIONS = 5;
export const DEFAULT_DATE_WINDOW_DAYS = 180;
/** AUTO needs the runner-up at least this much lower. */
export const AUTO_MARGIN = 0.15;
/** A combination's score is reduced by this per invoice beyond the first (fewer is likelier). */
export const COMBINATION_SIZE_PENALTY = 0.02;

export interface ResolvedOptions {
  /** Renormalised weights of the enabled checks. */
  weights: Map<MatchCheckName, number>;
  autoThreshold: number;
  suggestThreshold: number;
  maxSuggestions: number;
  dateWindowDays: number;
}

export function resolveOptions(options: MatchOptions): ResolvedOptions {
  const enabled = MATCH_CHECK_NAMES.filter((c) => !options.disabledChecks.includes(c));
  const sum = enabled.reduce((s, c) => s + CHECK_WEIGHTS[c], 0);
  return {
    weights: new Map(enabled.map((c) => [c, CHECK_WEIGHTS[c] / sum])),
    autoThreshold: options.autoThreshold ?? DEFAULT_AUTO_THRESHOLD,
    suggestThreshold: options.suggestThreshold ?? DEFAULT_SUGGEST_THRESHOLD,
    maxSuggestions: options.maxSuggestions ?? DEFAULT_MAX_SUGGESTIONS,
    dateWindowDays: options.dateWindowDays ?? DEFAULT_DATE_WINDOW_DAYS,
  };
}

export const weightedScore = (checks: readonly MatchCheckResult[]): number =>
  checks.reduce((sum, c) => sum + c.weight * c.score, 0);

/** A suggestion before its confidence is known. */
export type Candidate = Omit<MatchSuggestion, "confidence">;

const find = <C extends MatchCheckName>(checks: readonly MatchCheckResult[], name: C) =>
  checks.find((c): c is Extract<MatchCheckResult, { check: C }> => c.check === name);

/** The amount and identity conditions for AUTO (see the module comment), apart from the margin. */
export function autoEligible(candidate: Candidate): boolean {
  const { checks } = candidate;
  const number = find(checks, "NUMBER_IN_PURPOSE");
  if (candidate.reason === "COMBINATION") {
    return Object.values(candidate.checksByInvoice).every((cs) => find(cs, "NUMBER_IN_PURPOSE")?.passed === true);
  }
  const total = find(checks, "TOTAL");
  let amountSettles: boolean;
  if (!total) amountSettles = number?.passed === true;
  else {
    const d = total.detail;
    amountSettles =
      (d.kind === "EXACT" && !d.exceedsOpenAmount) ||
      d.kind === "OPEN_AMOUNT" ||
      d.kind === "DISCOUNT" ||
      (d.kind === "PARTIAL" && d.partialKeyword === true && !d.discountExpired && number?.passed === true);
  }
  const identified = checks.some(
    (c) => c.passed && (c.check === "NUMBER_IN_PURPOSE" || c.check === "IBAN" || c.check === "PARTNER_NAME"),
  );
  const numberDetail = number?.detail.kind === "AGGREGATE" ? undefined : number?.detail;
  const otherNumber = numberDetail?.otherNumber !== undefined;
  const date = find(checks, "DATE");
  const timely = number?.passed === true || !date || date.passed;
  return amountSettles && identified && !otherNumber && timely;
}

const scoreWithoutDate = (c: Candidate) =>
  c.score - (find(c.checks, "DATE")?.score ?? 0) * (find(c.checks, "DATE")?.weight ?? 0);

/** Sorts best first and assigns confidences; candidates below the suggest threshold are dropped. */
export function rankCandidates(candidates: Candidate[], options: ResolvedOptions): MatchSuggestion[] {
  const ranked = [...candidates].sort(
    (a, b) =>
      b.score - a.score ||
      a.invoiceIds.length - b.invoiceIds.length ||
      a.invoiceIds.join(",").localeCompare(b.invoiceIds.join(",")),
  );
  const best = ranked[0];
  if (!best) return [];
  const bestIds = new Set(best.invoiceIds);
  const runnerUp = ranked.slice(1).find((c) => !c.invoiceIds.every((id) => bestIds.has(id)));
  const auto =
    best.score >= options.autoThreshold &&
    autoEligible(best) &&
    (!runnerUp || (best.score - runnerUp.score >= AUTO_MARGIN && scoreWithoutDate(best) > scoreWithoutDate(runnerUp)));
  return ranked
    .filter((c, i) => (i === 0 && auto) || c.score >= options.suggestThreshold)
    .slice(0, options.maxSuggestions)
    .map((c, i) => ({ ...c, confidence: i === 0 && auto ? "AUTO" : "SUGGEST" }));
}
