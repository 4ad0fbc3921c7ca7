/**
 * What the UI shows about a suggestion, and what a confirmed match teaches the partner's data.
 */
import { normalizeIban } from "../../../src/lib/iban.ts";
import { NAME_PASS_SIMILARITY } from "./checks.ts";
import { isPaymentIntermediary, nameSimilarity, type PreparedName, prepareName } from "./names.ts";
import type {
  LearnedFromMatch,
  MatchExplanationItem,
  MatchInvoice,
  MatchSuggestion,
  MatchTransaction,
} from "./types.ts";

/**
 * The suggestion's facts as a list for the UI (which translates them): for an end-to-end match
 * the id first; for a combination the sum first (invoiceId null), then each invoice's checks.
 */
export function explainSuggestion(suggestion: MatchSuggestion): MatchExplanationItem[] {
  const items: MatchExplanationItem[] = [];
  if (suggestion.reason === "END_TO_END_ID" && suggestion.endToEndId !== undefined) {
    items.push({
      invoiceId: suggestion.invoiceIds[0] ?? null,
      check: "END_TO_END_ID",
      passed: true,
      score: 1,
      weight: 1,
      detail: { kind: "PAYMENT_INITIATED", endToEndId: suggestion.endToEndId },
    });
  }
  if (suggestion.reason === "COMBINATION") {
    for (const c of suggestion.checks) {
      if (c.check === "TOTAL") items.push({ invoiceId: null, ...pick(c) });
    }
  }
  for (const invoiceId of suggestion.invoiceIds) {
    for (const c of suggestion.checksByInvoice[invoiceId] ?? []) items.push({ invoiceId, ...pick(c) });
  }
  return items;
}

const pick = ({ check, passed, score, weight, detail }: MatchSuggestion["checks"][number]) => ({
  check,
  passed,
  score,
  weight,
  detail,
});

/**
 * After the accountant confirmed that `tx` pays `invoice`: the counterparty IBAN when the
 * partner does not know it yet, and the counterparty name when no known name is similar enough
 * (NAME_PASS_SIMILARITY), for the caller to store so the next payment scores higher. Nothing is
 * learned from payment services (PayPal, Klarna, …): their account is not the partner's.
 */
export function learnFromConfirmedMatch(tx: MatchTransaction, invoice: MatchInvoice): LearnedFromMatch {
  const name = tx.counterpartyName?.trim() ?? "";
  if (name !== "" && isPaymentIntermediary(name)) return { ibanToRemember: null, nameVariantToRemember: null };
  const iban = tx.counterpartyIban ? normalizeIban(tx.counterpartyIban) : "";
  const known = new Set(invoice.partnerIbans.map(normalizeIban));
  const prepared = prepareName(name);
  const knownNames = [invoice.partnerName, ...invoice.partnerAlternativeNames]
    .filter((n): n is string => !!n)
    .map(prepareName)
    .filter((n): n is PreparedName => n !== null);
  const similar = prepared !== null && knownNames.some((n) => nameSimilarity(prepared, n) >= NAME_PASS_SIMILARITY);
  return {
    ibanToRemember: iban !== "" && !known.has(iban) ? iban : null,
    nameVariantToRemember: prepared !== null && !similar ? name : null,
  };
}
