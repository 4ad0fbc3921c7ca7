/**
 * The six checks of one transaction against one invoice. Each returns passed, a score 0..1 and
 * the facts behind it for the UI; scoring.ts weighs them. Money is compared exactly, as canonical
 * decimal strings (prepare.ts) and integer cents, never as floats.
 */
import { subtractDecimals } from "../../../src/lib/decimal.ts";
import { nameInWords, nameSimilarity, type PreparedName } from "./names.ts";
import {
  isoDay,
  lessThanOpen,
  type PreparedInvoice,
  type PreparedPartner,
  type PreparedTransaction,
} from "./prepare.ts";
import {
  MIN_NUMBER_LENGTH_WITHOUT_KEYWORD,
  MIN_SIMILAR_LENGTH,
  type NumberHit,
  numberShape,
  withinOneEdit,
} from "./purpose.ts";
import type { IbanDetail, MatchCheckResult, NameDetail, NumberDetail, NumberField } from "./types.ts";

/** TOTAL scores per kind. */
export const TOTAL_SCORES = {
  EXACT: 1,
  OPEN_AMOUNT: 1,
  DISCOUNT: 0.95,
  /** The amount due paid although part is already linked: a double payment as likely as not. */
  EXACT_EXCEEDING_OPEN: 0.8,
  /** Less than open, and the purpose says so ("Teilzahlung", "Anzahlung", "Restzahlung", …). */
  PARTIAL_DECLARED: 0.6,
  PARTIAL: 0.3,
  /** Several invoices whose numbers are all in the purpose add up to the payment. */
  COMBINATION: 1,
  /** Several invoices of a partner add up, not all named: many subsets exist, some add up by chance. */
  COMBINATION_WITHOUT_NUMBERS: 0.5,
} as const;
/** Days after discountUntil that a Skonto payment still counts (the bank books it later). */
export const DISCOUNT_GRACE_DAYS = 3;

/** NUMBER_IN_PURPOSE scores per field; a number split by spaces gets SPACED_FACTOR of it. */
export const NUMBER_SCORES: Record<NumberField, number> = {
  INVOICE_NUMBER: 1,
  ORDER_NUMBER: 0.9,
  INTERNAL_NUMBER: 0.8,
};
const SPACED_FACTOR = 0.9;
/** An invoice number one character off (a typo) scores this, without passing. */
export const SIMILAR_NUMBER_SCORE = 0.5;
/** Numbers this long in the shape of the invoice's number count as naming another invoice. */
const MIN_CONFLICT_LENGTH = 4;

/** Without a due date, payment is expected this many days after the invoice date. */
export const DEFAULT_PAYMENT_TERM_DAYS = 30;
/** A booking this many days before the invoice date is still plausible (dates on both sides vary). */
export const EARLY_GRACE_DAYS = 3;
export const EARLY_SCORE = 0.5;
/** After the due date the DATE score halves every this many days. */
export const LATE_HALF_LIFE_DAYS = 30;
/** DATE passes at this score and above. */
const DATE_PASS_SCORE = 0.5;

/** PARTNER_NAME passes from this similarity; below NAME_MIN_SIMILARITY it scores 0. */
export const NAME_PASS_SIMILARITY = 0.8;
export const NAME_MIN_SIMILARITY = 0.6;
/** Similarity reported when all of the partner's distinctive words occur in the purpose. */
export const NAME_IN_PURPOSE_SIMILARITY = 0.9;

type CheckOf<C extends MatchCheckResult["check"]> = Extract<MatchCheckResult, { check: C }>;

export function checkTotal(inv: PreparedInvoice, tx: PreparedTransaction, weight: number): CheckOf<"TOTAL"> {
  const actual = tx.abs ?? "0";
  const result = (score: number, detail: CheckOf<"TOTAL">["detail"]): CheckOf<"TOTAL"> => ({
    check: "TOTAL",
    passed: score > 0,
    score,
    weight,
    detail,
  });
  if (actual === inv.open) {
    const kind = inv.amountDue !== null && inv.amountDue !== inv.open ? "OPEN_AMOUNT" : "EXACT";
    return result(TOTAL_SCORES[kind], { kind, expected: inv.open, actual });
  }
  if (inv.amountDue !== null && actual === inv.amountDue) {
    return result(TOTAL_SCORES.EXACT_EXCEEDING_OPEN, {
      kind: "EXACT",
      expected: inv.amountDue,
      actual,
      exceedsOpenAmount: true,
    });
  }
  if (inv.discountedAmounts.includes(actual)) {
    const discount = subtractDecimals(inv.open, actual);
    const inTime =
      inv.discountUntilDay !== null && tx.day !== null && tx.day <= inv.discountUntilDay + DISCOUNT_GRACE_DAYS;
    if (inTime) return result(TOTAL_SCORES.DISCOUNT, { kind: "DISCOUNT", expected: actual, actual, discount });
    return result(TOTAL_SCORES.PARTIAL, {
      kind: "PARTIAL",
      expected: inv.open,
      actual,
      discount,
      discountExpired: true,
      partialKeyword: tx.purpose.partialKeyword,
    });
  }
  if (lessThanOpen(tx, inv)) {
    return result(tx.purpose.partialKeyword ? TOTAL_SCORES.PARTIAL_DECLARED : TOTAL_SCORES.PARTIAL, {
      kind: "PARTIAL",
      expected: inv.open,
      actual,
      partialKeyword: tx.purpose.partialKeyword,
    });
  }
  return result(0, { kind: "MISMATCH", expected: inv.open, actual });
}

export function checkIban(inv: PreparedInvoice, tx: PreparedTransaction, weight: number): CheckOf<"IBAN"> {
  const expected = [...new Set([...(inv.invoiceIban ? [inv.invoiceIban] : []), ...inv.partnerIbans])];
  const result = (passed: boolean, kind: IbanDetail["kind"]): CheckOf<"IBAN"> => ({
    check: "IBAN",
    passed,
    score: passed ? 1 : 0,
    weight,
    detail: { kind, actual: tx.iban, expected },
  });
  if (tx.iban === null) return result(false, "NO_TRANSACTION_IBAN");
  if (expected.length === 0) return result(false, "NO_KNOWN_IBAN");
  if (tx.iban === inv.invoiceIban) return result(true, "INVOICE_IBAN");
  if (inv.partnerIbans.has(tx.iban)) return result(true, "PARTNER_IBAN");
  return result(false, "MISMATCH");
}

function bestHit(hits: readonly NumberHit[], compact: string, short: boolean): NumberHit | undefined {
  const usable = short ? hits.filter((h) => h.keyword) : hits;
  return (
    usable.find((h) => !h.spaced && h.compact === compact) ?? usable.find((h) => !h.spaced) ?? usable.find(() => true)
  );
}

/**
 * @param exactCores number cores in the purpose that are some open invoice's number exactly:
 *   they are not typos of another one.
 */
export function checkNumber(
  inv: PreparedInvoice,
  tx: PreparedTransaction,
  weight: number,
  exactCores: ReadonlySet<string>,
): CheckOf<"NUMBER_IN_PURPOSE"> {
  const result = (score: number, passed: boolean, detail: NumberDetail): CheckOf<"NUMBER_IN_PURPOSE"> => ({
    check: "NUMBER_IN_PURPOSE",
    passed,
    score,
    weight,
    detail,
  });
  for (const n of inv.numbers) {
    const hits = tx.purpose.numbers.get(n.core);
    const hit = hits && bestHit(hits, n.compact, n.core.length < MIN_NUMBER_LENGTH_WITHOUT_KEYWORD);
    if (!hit) continue;
    const kind = hit.spaced ? "SPACED" : hit.compact === n.compact ? "EXACT" : "NORMALISED";
    const score = NUMBER_SCORES[n.field] * (hit.spaced ? SPACED_FACTOR : 1);
    return result(score, true, { kind, field: n.field, expected: n.original, matchedText: hit.text });
  }
  const invoiceNumber = inv.numbers.find((n) => n.field === "INVOICE_NUMBER");
  const first = inv.numbers[0];
  const notFound: NumberDetail = {
    kind: first ? "NOT_FOUND" : "NO_NUMBER",
    field: first?.field ?? null,
    expected: first?.original ?? null,
    matchedText: null,
  };
  // Numbers of the invoice number's shape (without one, of the partner's numbering), or after an
  // invoice keyword, name another invoice (see NumberDetail.otherNumber).
  const shapes = invoiceNumber ? new Set([numberShape(invoiceNumber.body)]) : inv.partner.numberShapes;
  const ownCores = new Set(inv.numbers.map((n) => n.core));
  let otherNumber: string | undefined;
  for (const [core, hits] of tx.purpose.numbers) {
    if (ownCores.has(core)) continue;
    for (const hit of hits) {
      if (hit.other) continue;
      const typo =
        invoiceNumber !== undefined &&
        !exactCores.has(core) &&
        ((core.length >= MIN_SIMILAR_LENGTH && withinOneEdit(core, invoiceNumber.core)) ||
          (hit.body.length >= MIN_SIMILAR_LENGTH && withinOneEdit(hit.body, invoiceNumber.body)));
      if (typo) {
        return result(SIMILAR_NUMBER_SCORE, false, {
          kind: "SIMILAR",
          field: "INVOICE_NUMBER",
          expected: invoiceNumber.original,
          matchedText: hit.text,
          otherNumber: hit.text,
        });
      }
      const named = hit.keyword || shapes.has(numberShape(hit.body));
      if (hit.body.length >= MIN_CONFLICT_LENGTH && named) otherNumber ??= hit.text;
    }
  }
  return result(0, false, otherNumber === undefined ? notFound : { ...notFound, otherNumber });
}

export function checkDate(
  inv: PreparedInvoice,
  tx: PreparedTransaction,
  weight: number,
  windowDays: number,
): CheckOf<"DATE"> {
  const actual = tx.tx.bookingDate;
  const result = (score: number, detail: CheckOf<"DATE">["detail"]): CheckOf<"DATE"> => ({
    check: "DATE",
    passed: score >= DATE_PASS_SCORE,
    score,
    weight,
    detail,
  });
  const reference = inv.dueDay ?? (inv.invoiceDay !== null ? inv.invoiceDay + DEFAULT_PAYMENT_TERM_DAYS : null);
  if (reference === null || tx.day === null) {
    return result(0, { kind: "NO_DATE", reference: null, actual, days: null });
  }
  const days = tx.day - reference;
  const detail = { reference: isoDay(reference), actual, days };
  if (inv.invoiceDay !== null && tx.day < inv.invoiceDay) {
    const early = tx.day >= inv.invoiceDay - EARLY_GRACE_DAYS;
    return result(early ? EARLY_SCORE : 0, { kind: early ? "EARLY" : "BEFORE_INVOICE_DATE", ...detail });
  }
  if (Math.abs(days) > windowDays) return result(0, { kind: "OUT_OF_WINDOW", ...detail });
  if (days <= 0) return result(1, { kind: "IN_TERM", ...detail });
  return result(0.5 ** (days / LATE_HALF_LIFE_DAYS), { kind: "LATE", ...detail });
}

export function checkInvoiceDate(
  inv: PreparedInvoice,
  tx: PreparedTransaction,
  weight: number,
): CheckOf<"INVOICE_DATE_IN_PURPOSE"> {
  const expected = inv.invoice.invoiceDate;
  const matchedText = expected === null || inv.invoiceDay === null ? undefined : tx.purpose.dates.get(expected);
  return {
    check: "INVOICE_DATE_IN_PURPOSE",
    passed: matchedText !== undefined,
    score: matchedText !== undefined ? 1 : 0,
    weight,
    detail: {
      kind: matchedText !== undefined ? "FOUND" : inv.invoiceDay === null ? "NO_DATE" : "NOT_FOUND",
      expected,
      matchedText: matchedText ?? null,
    },
  };
}

export interface NameMatch {
  similarity: number;
  expected: string;
}

/** The partner's name most similar to the counterparty's name. */
export function bestPartnerName(partner: PreparedPartner, counterparty: PreparedName): NameMatch | null {
  let best: NameMatch | null = null;
  for (const name of partner.names) {
    const similarity = nameSimilarity(counterparty, name);
    if (!best || similarity > best.similarity) best = { similarity, expected: name.original };
  }
  return best;
}

/**
 * The partner's name against the transaction: the same for all of the partner's invoices.
 * @param counterparty bestPartnerName of the counterparty's name (null without one)
 * @param purposeWords the partner words found in the purpose (findNameWords)
 */
export function comparePartnerName(
  partner: PreparedPartner,
  tx: PreparedTransaction,
  counterparty: NameMatch | null,
  purposeWords: ReadonlySet<string>,
): NameDetail {
  const actual = tx.tx.counterpartyName;
  if (partner.names.length === 0) return { kind: "NO_NAME", expected: null, actual, similarity: 0 };
  if (counterparty && counterparty.similarity >= NAME_PASS_SIMILARITY)
    return { kind: "COUNTERPARTY", actual, ...counterparty };
  const inPurpose = purposeWords.size > 0 ? partner.names.find((name) => nameInWords(name, purposeWords)) : undefined;
  if (inPurpose) {
    return {
      kind: "PURPOSE",
      expected: inPurpose.original,
      actual: tx.tx.purpose,
      similarity: NAME_IN_PURPOSE_SIMILARITY,
    };
  }
  if (!counterparty) return { kind: "NO_NAME", expected: null, actual, similarity: 0 };
  return {
    kind: counterparty.similarity >= NAME_MIN_SIMILARITY ? "COUNTERPARTY" : "NO_MATCH",
    actual,
    ...counterparty,
  };
}

export function checkName(detail: NameDetail, weight: number): CheckOf<"PARTNER_NAME"> {
  return {
    check: "PARTNER_NAME",
    passed: detail.similarity >= NAME_PASS_SIMILARITY,
    score: detail.similarity >= NAME_MIN_SIMILARITY ? detail.similarity : 0,
    weight,
    detail,
  };
}
