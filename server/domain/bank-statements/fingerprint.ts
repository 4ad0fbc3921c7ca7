/**
 * Duplicate detection across imports: overlapping statements, the same days as MT940 and as
 * camt, a bank sync after a file import.
 *
 * `transactionFingerprint` is a plain deterministic string (no hash, so it stays readable in
 * the database and in logs), versioned ("v1") so the rule can change without mixing keys:
 *
 * - with a bank reference (camt AcctSvcrRef, MT940 `//` reference): account, "R", reference,
 *   currency and amount. The bank's reference is the most stable identity of a booking across
 *   formats and re-exports; the amount guards against banks reusing short references.
 * - without: account, "C", booking date, currency, amount, counterparty IBAN, end-to-end id
 *   and the purpose (whitespace collapsed, upper-cased, so re-wrapped text still matches).
 *
 * Two genuinely identical transactions (same day, amount, counterparty and purpose, no bank
 * reference, e.g. two equal card payments) get equal fingerprints; `fingerprintTransactions`
 * numbers such repeats within one statement ("#2"), which keeps them apart and still matches
 * the same pair in an overlapping import. Callers should prefer it for whole statements.
 */
import { createHash } from "node:crypto";
import { compareDecimals, normalizeAmount } from "../../../src/lib/decimal.ts";
import { collapseWhitespace } from "./common.ts";
import { daysBetween } from "../../../src/lib/calendarDate.ts";
import type { StatementTransaction } from "./types.ts";

const FINGERPRINT_VERSION = "v1";
/**
 * Longest key kept readable, in UTF-8 bytes. The key is a unique index entry, and PostgreSQL
 * refuses index entries over about 2.7 kB: a longer key (a purpose or reference of kilobytes,
 * as a broken or hostile file carries) is stored as the SHA-256 of the readable key instead, so
 * the import neither fails nor loses its duplicate detection. Keys up to this length are as before.
 */
export const MAX_READABLE_FINGERPRINT_BYTES = 2000;

/** A pending transaction books within this many days (weekends, holidays, card clearing). */
const PENDING_WINDOW_DAYS = 10;

const normalizeText = (text: string | null): string => collapseWhitespace(text ?? "").toUpperCase();
const normalizeId = (text: string | null): string => (text ?? "").replace(/\s+/g, "").toUpperCase();

/** The duplicate key of one transaction of the account identified by `accountKey`. */
export function transactionFingerprint(accountKey: string, t: StatementTransaction): string {
  const amount = normalizeAmount(t.amount) ?? t.amount;
  const reference = normalizeId(t.bankReference);
  const parts =
    reference !== ""
      ? [FINGERPRINT_VERSION, accountKey, "R", reference, t.currency, amount]
      : [
          FINGERPRINT_VERSION,
          accountKey,
          "C",
          t.bookingDate,
          t.currency,
          amount,
          normalizeId(t.counterpartyIban),
          normalizeId(t.endToEndId),
          normalizeText(t.purpose),
        ];
  const key = parts.join("|");
  if (Buffer.byteLength(key, "utf8") <= MAX_READABLE_FINGERPRINT_BYTES) return key;
  return [FINGERPRINT_VERSION, accountKey, "H", createHash("sha256").update(key, "utf8").digest("hex")].join("|");
}

/** Fingerprints of a statement's transactions, repeats numbered "#2", "#3", … in file order. */
export function fingerprintTransactions(accountKey: string, transactions: readonly StatementTransaction[]): string[] {
  const seen = new Map<string, number>();
  return transactions.map((t) => {
    const fingerprint = transactionFingerprint(accountKey, t);
    const occurrence = (seen.get(fingerprint) ?? 0) + 1;
    seen.set(fingerprint, occurrence);
    return occurrence === 1 ? fingerprint : `${fingerprint}#${occurrence}`;
  });
}

/**
 * Whether a pending transaction (camt PDNG, MT942) is the one that has now booked: same amount
 * and currency, booking dates at most 10 days apart, and the same end-to-end id when both have
 * one, else the same counterparty (IBAN, else name) and purpose (one may be a truncation of
 * the other).
 */
export function isSamePendingTransaction(pending: StatementTransaction, booked: StatementTransaction): boolean {
  if (pending.currency !== booked.currency || compareDecimals(pending.amount, booked.amount) !== 0) return false;
  if (Math.abs(daysBetween(pending.bookingDate, booked.bookingDate)) > PENDING_WINDOW_DAYS) return false;
  const [e2eA, e2eB] = [normalizeId(pending.endToEndId), normalizeId(booked.endToEndId)];
  if (e2eA !== "" && e2eB !== "") return e2eA === e2eB;
  return sameCounterparty(pending, booked) && samePurpose(pending.purpose, booked.purpose);
}

function sameCounterparty(a: StatementTransaction, b: StatementTransaction): boolean {
  const [ibanA, ibanB] = [normalizeId(a.counterpartyIban), normalizeId(b.counterpartyIban)];
  if (ibanA !== "" && ibanB !== "") return ibanA === ibanB;
  return normalizeText(a.counterpartyName) === normalizeText(b.counterpartyName);
}

function samePurpose(a: string, b: string): boolean {
  const [x, y] = [normalizeText(a), normalizeText(b)];
  if (x === y) return true;
  return x !== "" && y !== "" && (x.startsWith(y) || y.startsWith(x));
}
