import { describe, expect, it } from "vitest";
import { matchTransaction } from "./matcher.ts";
import { invoice, transaction } from "./testData.ts";
import type { MatchCheckResult, MatchInvoice, MatchTransaction } from "./types.ts";

/** The checks of one transaction against one invoice, whatever the score. */
function checks(tx: Partial<MatchTransaction>, inv: Partial<MatchInvoice> = {}): Map<string, MatchCheckResult> {
  const [s] = matchTransaction(transaction(tx), [invoice(inv)], { disabledChecks: [], suggestThreshold: 0 });
  return new Map((s?.checks ?? []).map((c) => [c.check, c]));
}
const number = (purpose: string, inv: Partial<MatchInvoice> = {}) => checks({ purpose }, inv).get("NUMBER_IN_PURPOSE");

describe("TOTAL", () => {
  it("tells the open amount, the total and partial payments apart", () => {
    expect(checks({}, { openAmount: "190.00" }).get("TOTAL")?.detail).toMatchObject({
      kind: "EXACT",
      exceedsOpenAmount: true,
    });
    expect(checks({ amount: "-190" }, { openAmount: "190.00" }).get("TOTAL")).toMatchObject({
      score: 1,
      detail: { kind: "OPEN_AMOUNT", expected: "190.00", actual: "190.00" },
    });
    expect(checks({ amount: "-100.00" }).get("TOTAL")).toMatchObject({ passed: true, score: 0.3 });
    expect(checks({ amount: "-100.00", purpose: "Anzahlung" }).get("TOTAL")).toMatchObject({
      score: 0.6,
      detail: { kind: "PARTIAL", partialKeyword: true },
    });
    expect(checks({ amount: "-2000.00" }).get("TOTAL")).toMatchObject({ passed: false, detail: { kind: "MISMATCH" } });
  });

  it("compares decimals exactly", () => {
    expect(checks({ amount: "-1190.0" }).get("TOTAL")?.detail.kind).toBe("EXACT");
    expect(checks({ amount: "-1190.001" }).get("TOTAL")?.detail.kind).toBe("MISMATCH");
    expect(checks({ amount: "-1189.999" }).get("TOTAL")?.detail.kind).toBe("PARTIAL");
  });

  it("accepts either rounding of a Skonto percentage", () => {
    // 2.5 % of 10.10 is 0.2525: 10.10 − 0.25 = 9.85; 10.10 × 0.975 = 9.8475 → 9.85 as well;
    // 3 % of 10.50 = 0.315 → 0.32 → 10.18; 10.50 × 0.97 = 10.185 → 10.19.
    const inv = { amountDue: "10.50", openAmount: "10.50", discountUntil: "2024-03-31", discountPercent: "3" };
    expect(checks({ amount: "-10.18" }, inv).get("TOTAL")?.detail.kind).toBe("DISCOUNT");
    expect(checks({ amount: "-10.19" }, inv).get("TOTAL")?.detail.kind).toBe("DISCOUNT");
    expect(checks({ amount: "-10.17" }, inv).get("TOTAL")?.detail.kind).toBe("PARTIAL");
  });
});

describe("IBAN", () => {
  it("passes for a known IBAN in any spelling and reports what is missing", () => {
    expect(checks({ counterpartyIban: "de89 3704 0044 0532 0130 00" }).get("IBAN")?.detail.kind).toBe("PARTNER_IBAN");
    expect(checks({ counterpartyIban: null }).get("IBAN")?.detail.kind).toBe("NO_TRANSACTION_IBAN");
    expect(checks({}, { partnerIbans: [] }).get("IBAN")?.detail.kind).toBe("NO_KNOWN_IBAN");
    expect(checks({ counterpartyIban: "DE02120300000000202051" }).get("IBAN")).toMatchObject({
      passed: false,
      detail: { kind: "MISMATCH" },
    });
  });
});

describe("NUMBER_IN_PURPOSE", () => {
  it("finds the number written in other ways", () => {
    expect(number("RE-2024-0815")?.detail).toMatchObject({ kind: "EXACT", matchedText: "RE-2024-0815" });
    expect(number("Rechnung Nr. 2024/0815 vom 01.03.")?.detail).toMatchObject({
      kind: "NORMALISED",
      field: "INVOICE_NUMBER",
      matchedText: "2024/0815",
    });
    expect(number("RG 2024 0815 DANKE")).toMatchObject({ passed: true, score: 0.9, detail: { kind: "SPACED" } });
    expect(number("Invoice 815", { invoiceNumber: "000815" })?.passed).toBe(true);
  });

  it("does not find a short number inside a longer one", () => {
    expect(number("KD 2012-1234", { invoiceNumber: "12" })?.passed).toBe(false);
    expect(number("KD 2012-1234", { invoiceNumber: "1234" })?.passed).toBe(false);
    expect(number("Zahlung 12 Stueck", { invoiceNumber: "12" })?.passed).toBe(false);
    expect(number("Rechnung 12", { invoiceNumber: "12" })?.passed).toBe(true);
    expect(number("RE12", { invoiceNumber: "12" })?.passed).toBe(true);
    expect(number("Best. 4500012345", { invoiceNumber: "450" })?.passed).toBe(false);
  });

  it("falls back to the order and the internal number", () => {
    const inv = { invoiceNumber: "RE-9", orderNumber: "PO-77812", internalNumber: "ER-2024-331" };
    expect(number("Bestellung PO-77812", inv)).toMatchObject({ score: 0.9, detail: { field: "ORDER_NUMBER" } });
    expect(number("ER-2024-331", inv)).toMatchObject({ score: 0.8, detail: { field: "INTERNAL_NUMBER" } });
    expect(number("nichts", inv)?.detail).toMatchObject({ kind: "NOT_FOUND", expected: "RE-9" });
    expect(number("nichts", { invoiceNumber: null })?.detail.kind).toBe("NO_NUMBER");
  });
});

describe("DATE", () => {
  const date = (bookingDate: string, inv: Partial<MatchInvoice> = {}) => checks({ bookingDate }, inv).get("DATE");

  it("scores 1 within the payment term, decays after the due date", () => {
    expect(date("2024-03-20")).toMatchObject({ score: 1, detail: { kind: "IN_TERM", days: -11 } });
    expect(date("2024-04-30")).toMatchObject({ score: 0.5, passed: true, detail: { kind: "LATE", days: 30 } });
    expect(date("2024-05-30")?.score).toBeCloseTo(0.25);
    expect(date("2024-12-31")?.detail.kind).toBe("OUT_OF_WINDOW");
  });

  it("finds a payment before the invoice date implausible", () => {
    expect(date("2024-02-28")).toMatchObject({ score: 0.5, detail: { kind: "EARLY" } });
    expect(date("2024-02-01")).toMatchObject({ score: 0, passed: false, detail: { kind: "BEFORE_INVOICE_DATE" } });
  });

  it("expects payment 30 days after the invoice date without a due date", () => {
    expect(date("2024-04-15", { dueDate: null })?.detail).toMatchObject({ reference: "2024-03-31", days: 15 });
    expect(date("2024-04-15", { dueDate: null, invoiceDate: null })?.detail.kind).toBe("NO_DATE");
  });
});

describe("INVOICE_DATE_IN_PURPOSE", () => {
  it("finds the invoice date in the usual formats", () => {
    for (const purpose of ["RE vom 01.03.2024", "Rg 1.3.24", "2024-03-01", "RE 01032024", "01/03/2024"]) {
      expect(checks({ purpose }).get("INVOICE_DATE_IN_PURPOSE"), purpose).toMatchObject({ passed: true, score: 1 });
    }
    expect(checks({ purpose: "vom 02.03.2024" }).get("INVOICE_DATE_IN_PURPOSE")?.detail.kind).toBe("NOT_FOUND");
  });
});

describe("PARTNER_NAME", () => {
  const name = (tx: Partial<MatchTransaction>, inv: Partial<MatchInvoice> = {}) => checks(tx, inv).get("PARTNER_NAME");

  it("reports the similarity with the best name variant", () => {
    expect(name({ counterpartyName: "Mueller Haustechnik GmbH & Co. KG" })).toMatchObject({
      passed: true,
      detail: { similarity: 1 },
    });
    expect(
      name({ counterpartyName: "MH SERVICE" }, { partnerAlternativeNames: ["M.H. Service e.K."] })?.detail,
    ).toMatchObject({ kind: "COUNTERPARTY", expected: "M.H. Service e.K.", similarity: 1 });
    expect(name({ counterpartyName: "Schmidt Haustechnik GmbH" })).toMatchObject({ passed: false, score: 0 });
  });

  it("finds the name in the purpose when a payment service pays", () => {
    expect(
      name({ counterpartyName: "PayPal Europe S.a.r.l.", purpose: "Muller Haustechnik Ihr Einkauf" })?.detail,
    ).toMatchObject({ kind: "PURPOSE", similarity: 0.9 });
  });
});
