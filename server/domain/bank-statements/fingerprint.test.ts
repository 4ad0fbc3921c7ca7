import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  decodeStatementText,
  fingerprintTransactions,
  isSamePendingTransaction,
  parseMt940,
  transactionFingerprint,
  type StatementTransaction,
} from "./index.ts";

const MT940_DIR = path.resolve(import.meta.dirname, "../../../testdata/bank-statements/mt940");
const transactionsOf = (name: string): StatementTransaction[] =>
  parseMt940(decodeStatementText(new Uint8Array(fs.readFileSync(path.join(MT940_DIR, name))))).flatMap(
    (s) => s.transactions,
  );

const base: StatementTransaction = {
  bookingDate: "2024-03-01",
  valueDate: "2024-03-01",
  amount: "-50.00",
  currency: "EUR",
  status: "BOOKED",
  purpose: "Rechnung RE-42",
  counterpartyName: "Stadtwerke Beispiel",
  counterpartyIban: "DE02120300000000202051",
  counterpartyAccountNumber: null,
  counterpartyBic: null,
  endToEndId: null,
  mandateId: null,
  creditorId: null,
  bankReference: null,
  customerReference: null,
  bankTransactionCode: null,
};

describe("transactionFingerprint", () => {
  it("is the same when the same statement is imported twice", () => {
    const first = transactionsOf("betterplace/sepa_mt9401.sta");
    const second = transactionsOf("betterplace/sepa_mt9401.sta");
    expect(fingerprintTransactions("acct-1", second)).toEqual(fingerprintTransactions("acct-1", first));
  });

  it("keeps the 97 transactions of a real file apart, equal amounts and dates included", () => {
    const transactions = transactionsOf("betterplace/sepa_mt9401.sta");
    const fingerprints = transactions.map((t) => transactionFingerprint("acct-1", t));
    expect(transactions).toHaveLength(97);
    expect(new Set(fingerprints).size).toBe(97);
  });

  it("stays short enough for the unique index however long the purpose or reference is", () => {
    const long = { ...base, purpose: "Überweisung ".repeat(400) + "Ende" };
    const other = { ...long, purpose: "Überweisung ".repeat(400) + "Rest" };
    const key = transactionFingerprint("acct-1", long);
    expect(Buffer.byteLength(key, "utf8")).toBeLessThanOrEqual(200);
    expect(key).toMatch(/^v1\|acct-1\|H\|[0-9a-f]{64}$/);
    expect(transactionFingerprint("acct-1", { ...long })).toBe(key);
    expect(transactionFingerprint("acct-1", other)).not.toBe(key);
    const reference = { ...base, bankReference: "R".repeat(3000) };
    expect(Buffer.byteLength(transactionFingerprint("acct-1", reference), "utf8")).toBeLessThanOrEqual(200);
    // Ordinary keys stay readable and unchanged.
    expect(transactionFingerprint("a", base)).toMatch(/^v1\|a\|C\|2024-03-01\|EUR\|-50.00\|/);
  });

  it("prefers the bank reference: re-wrapped purpose text does not matter then", () => {
    const t = { ...base, bankReference: "0724710345316116" };
    const rewrapped = { ...t, purpose: "Rechnung RE- 42", counterpartyIban: null };
    expect(transactionFingerprint("a", rewrapped)).toBe(transactionFingerprint("a", t));
    expect(transactionFingerprint("a", t)).toBe("v1|a|R|0724710345316116|EUR|-50.00");
  });

  it("does not collide for equal amount and date with different references", () => {
    const one = { ...base, bankReference: "REF-1" };
    const two = { ...base, bankReference: "REF-2" };
    expect(transactionFingerprint("a", one)).not.toBe(transactionFingerprint("a", two));
    const e2eOne = { ...base, endToEndId: "E2E-1" };
    const e2eTwo = { ...base, endToEndId: "E2E-2" };
    expect(transactionFingerprint("a", e2eOne)).not.toBe(transactionFingerprint("a", e2eTwo));
  });

  it("without a reference uses date, amount, IBAN, end-to-end id and the purpose (case and spaces ignored)", () => {
    expect(transactionFingerprint("a", base)).toBe(
      "v1|a|C|2024-03-01|EUR|-50.00|DE02120300000000202051||RECHNUNG RE-42",
    );
    const sameText = { ...base, purpose: "  rechnung   RE-42 ", amount: "-50.0" };
    expect(transactionFingerprint("a", sameText)).toBe(transactionFingerprint("a", base));
    expect(transactionFingerprint("b", base)).not.toBe(transactionFingerprint("a", base));
  });

  it("numbers genuinely identical transactions within a statement", () => {
    const twice = fingerprintTransactions("a", [base, { ...base }, { ...base, amount: "-5.00" }]);
    expect(twice[1]).toBe(`${twice[0]}#2`);
    expect(new Set(twice).size).toBe(3);
  });
});

describe("isSamePendingTransaction", () => {
  it("matches each MT942 line of mBank to its later MT940 booking, and only that one", () => {
    const pending = transactionsOf("mBank/mt942.sta");
    const booked = transactionsOf("mBank/mt940.sta");
    expect(pending.map((p) => p.status)).toEqual(["PENDING", "PENDING", "PENDING"]);
    const matches = pending.map((p) => booked.flatMap((b, index) => (isSamePendingTransaction(p, b) ? [index] : [])));
    expect(matches).toEqual([[0], [1], [2]]);
  });

  const pending: StatementTransaction = { ...base, status: "PENDING", bookingDate: "2024-02-27" };

  it("uses the end-to-end id when both have one", () => {
    expect(
      isSamePendingTransaction({ ...pending, endToEndId: "E1" }, { ...base, endToEndId: "E1", purpose: "x" }),
    ).toBe(true);
    expect(isSamePendingTransaction({ ...pending, endToEndId: "E1" }, { ...base, endToEndId: "E2" })).toBe(false);
  });

  it("else compares counterparty and purpose (a truncated purpose still matches)", () => {
    expect(isSamePendingTransaction({ ...pending, purpose: "Rechnung" }, base)).toBe(true);
    expect(isSamePendingTransaction({ ...pending, counterpartyIban: "DE89370400440532013000" }, base)).toBe(false);
    expect(isSamePendingTransaction({ ...pending, purpose: "Gutschrift" }, base)).toBe(false);
    const byName = { ...pending, counterpartyIban: null, counterpartyName: "STADTWERKE  beispiel" };
    expect(isSamePendingTransaction(byName, { ...base, counterpartyIban: null })).toBe(true);
  });

  it("needs the same amount and currency within 10 days", () => {
    expect(isSamePendingTransaction({ ...pending, amount: "-50.01" }, base)).toBe(false);
    expect(isSamePendingTransaction({ ...pending, currency: "USD" }, base)).toBe(false);
    expect(isSamePendingTransaction({ ...pending, bookingDate: "2024-02-20" }, base)).toBe(true);
    expect(isSamePendingTransaction({ ...pending, bookingDate: "2024-02-19" }, base)).toBe(false);
  });
});
