import { describe, expect, it } from "vitest";
import { explainSuggestion, learnFromConfirmedMatch } from "./explain.ts";
import { matchTransaction } from "./matcher.ts";
import { ALL_CHECKS, invoice, MUELLER_IBAN, OTHER_IBAN, transaction } from "./testData.ts";

describe("explainSuggestion", () => {
  it("lists each check with its outcome, weight and facts", () => {
    const [s] = matchTransaction(transaction({ purpose: "RE-2024-0815 vom 01.03.2024" }), [invoice()], ALL_CHECKS);
    const items = explainSuggestion(s!);
    expect(items.map((i) => [i.check, i.passed])).toEqual([
      ["TOTAL", true],
      ["IBAN", true],
      ["NUMBER_IN_PURPOSE", true],
      ["DATE", true],
      ["INVOICE_DATE_IN_PURPOSE", true],
      ["PARTNER_NAME", true],
    ]);
    expect(items.every((i) => i.invoiceId === "inv-1")).toBe(true);
    expect(items.reduce((sum, i) => sum + i.weight * i.score, 0)).toBeCloseTo(s!.score);
    expect(items[2]!.detail).toEqual({
      kind: "EXACT",
      field: "INVOICE_NUMBER",
      expected: "RE-2024-0815",
      matchedText: "RE-2024-0815",
    });
  });

  it("puts the end-to-end id first and a combination's sum before the invoices", () => {
    const tx = transaction({ purpose: "", endToEndId: "E2E-1" });
    const [e2e] = matchTransaction(tx, [invoice({ paymentEndToEndIds: ["E2E-1"] })], ALL_CHECKS);
    expect(explainSuggestion(e2e!)[0]).toEqual({
      invoiceId: "inv-1",
      check: "END_TO_END_ID",
      passed: true,
      score: 1,
      weight: 1,
      detail: { kind: "PAYMENT_INITIATED", endToEndId: "E2E-1" },
    });

    const pair = [
      invoice({ id: "a", invoiceNumber: "RE-501", amountDue: "60.00", openAmount: "60.00" }),
      invoice({ id: "b", invoiceNumber: "RE-502", amountDue: "40.00", openAmount: "40.00" }),
    ];
    const [combination] = matchTransaction(
      transaction({ amount: "-100.00", purpose: "RE-501 RE-502" }),
      pair,
      ALL_CHECKS,
    );
    const items = explainSuggestion(combination!);
    expect(items[0]).toMatchObject({ invoiceId: null, check: "TOTAL", detail: { kind: "COMBINATION" } });
    expect(items.filter((i) => i.invoiceId === "a")).toHaveLength(6);
    expect(items.find((i) => i.invoiceId === "b" && i.check === "TOTAL")?.detail).toEqual({
      kind: "EXACT",
      expected: "40.00",
      actual: "40.00",
    });
  });
});

describe("learnFromConfirmedMatch", () => {
  it("remembers a new IBAN and a name that is not yet known", () => {
    const tx = transaction({ counterpartyIban: "de02 1203 0000 0000 2020 51", counterpartyName: "MH Installationen" });
    expect(learnFromConfirmedMatch(tx, invoice())).toEqual({
      ibanToRemember: OTHER_IBAN,
      nameVariantToRemember: "MH Installationen",
    });
  });

  it("remembers nothing already known or similar enough", () => {
    const tx = transaction({ counterpartyIban: MUELLER_IBAN, counterpartyName: "MUELLER HAUSTECHNIK GMBH" });
    expect(learnFromConfirmedMatch(tx, invoice())).toEqual({ ibanToRemember: null, nameVariantToRemember: null });
    const known = invoice({ partnerAlternativeNames: ["MH Installationen"] });
    expect(learnFromConfirmedMatch(transaction({ counterpartyName: "M.H. Installationen" }), known)).toEqual({
      ibanToRemember: null,
      nameVariantToRemember: null,
    });
    expect(learnFromConfirmedMatch(transaction({ counterpartyIban: null, counterpartyName: null }), invoice())).toEqual(
      { ibanToRemember: null, nameVariantToRemember: null },
    );
  });

  it("learns nothing from a payment service's account", () => {
    const tx = transaction({ counterpartyIban: OTHER_IBAN, counterpartyName: "PayPal (Europe) S.a r.l. et Cie" });
    expect(learnFromConfirmedMatch(tx, invoice())).toEqual({ ibanToRemember: null, nameVariantToRemember: null });
  });
});
