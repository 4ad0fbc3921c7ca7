import { describe, expect, it } from "vitest";
import { learnFromConfirmedMatch } from "./explain.ts";
import { createMatcher, matchTransaction, runMatching } from "./matcher.ts";
import { ALL_CHECKS, invoice, MUELLER_IBAN, OTHER_IBAN, transaction } from "./testData.ts";
import type { MatchCheckResult, MatchSuggestion } from "./types.ts";

const check = (s: MatchSuggestion | undefined, name: MatchCheckResult["check"]) =>
  s?.checks.find((c) => c.check === name);

describe("a single payment", () => {
  it("links an exact payment with the number in the purpose automatically", () => {
    const [best, ...rest] = matchTransaction(transaction(), [invoice()], ALL_CHECKS);
    expect(best).toMatchObject({
      invoiceIds: ["inv-1"],
      allocations: [{ invoiceId: "inv-1", amount: "1190.00" }],
      confidence: "AUTO",
      reason: "SCORED",
    });
    expect(best!.score).toBeGreaterThan(0.9);
    expect(rest).toEqual([]);
    expect(check(best, "TOTAL")?.detail).toMatchObject({ kind: "EXACT", expected: "1190.00", actual: "1190.00" });
  });

  it("excludes invoices paid in the wrong direction or currency", () => {
    expect(matchTransaction(transaction({ amount: "1190.00" }), [invoice()], ALL_CHECKS)).toEqual([]);
    const outgoing = invoice({ documentType: "OUTGOING_INVOICE" });
    expect(matchTransaction(transaction(), [outgoing], ALL_CHECKS)).toEqual([]);
    expect(matchTransaction(transaction({ amount: "1190.00" }), [outgoing], ALL_CHECKS)[0]?.confidence).toBe("AUTO");
    expect(matchTransaction(transaction({ currency: "CHF" }), [invoice()], ALL_CHECKS)).toEqual([]);
  });

  it("matches a vendor's credit memo to a refund (money arriving)", () => {
    const memo = invoice({ creditMemo: true });
    expect(matchTransaction(transaction(), [memo], ALL_CHECKS)).toEqual([]);
    expect(matchTransaction(transaction({ amount: "1190.00" }), [memo], ALL_CHECKS)[0]?.confidence).toBe("AUTO");
  });

  it("suggests an exact amount without number, IBAN or name, but does not link it", () => {
    const tx = transaction({ purpose: "Danke", counterpartyName: null, counterpartyIban: null });
    const [best] = matchTransaction(tx, [invoice()], ALL_CHECKS);
    expect(best?.confidence).toBe("SUGGEST");
  });

  it("links an exact payment from the partner's IBAN and name without a number", () => {
    const [best] = matchTransaction(transaction({ purpose: "Vielen Dank" }), [invoice()], ALL_CHECKS);
    expect(best?.confidence).toBe("AUTO");
  });

  it("suggests despite a typo in the number, which scores without passing", () => {
    const [best] = matchTransaction(transaction({ purpose: "RE 2024-0851" }), [invoice()], ALL_CHECKS);
    expect(check(best, "NUMBER_IN_PURPOSE")).toMatchObject({
      passed: false,
      score: 0.5,
      detail: { kind: "SIMILAR", otherNumber: "2024-0851" },
    });
    // A typo looks just like the next invoice's number, perhaps not captured yet: no AUTO.
    expect(best?.confidence).toBe("SUGGEST");
  });

  it("does not link a payment that names another invoice number of the same kind", () => {
    const subscription = invoice({ invoiceNumber: "RE-2024-0815", amountDue: "49.99", openAmount: "49.99" });
    const tx = transaction({ amount: "-49.99", purpose: "RE-2024-0944 Abo April" });
    const [best] = matchTransaction(tx, [subscription], ALL_CHECKS);
    expect(check(best, "NUMBER_IN_PURPOSE")?.detail).toMatchObject({ kind: "NOT_FOUND", otherNumber: "RE-2024-0944" });
    expect(best?.confidence).toBe("SUGGEST");
    // Customer numbers, dates and amounts are no invoice numbers.
    const other = transaction({ amount: "-49.99", purpose: "KD-NR 2024-0944 vom 01.04.2024 1.234,56" });
    expect(matchTransaction(other, [subscription], ALL_CHECKS)[0]?.confidence).toBe("AUTO");
  });

  it("does not link an invoice without number to a payment that names one", () => {
    const unnumbered = invoice({ id: "x", invoiceNumber: null });
    const named = transaction({ purpose: "RE 4711" });
    expect(check(matchTransaction(named, [unnumbered], ALL_CHECKS)[0], "NUMBER_IN_PURPOSE")?.detail).toEqual({
      kind: "NO_NUMBER",
      field: null,
      expected: null,
      matchedText: null,
      otherNumber: "4711",
    });
    // The partner's numbering: another of its invoices is numbered like the purpose's number.
    const numbered = invoice({ id: "y", invoiceNumber: "RE-2024-0001", amountDue: "5.00", openAmount: "5.00" });
    const scheme = transaction({ purpose: "2024-0944 Danke" });
    expect(matchTransaction(scheme, [unnumbered, numbered], ALL_CHECKS)[0]?.confidence).toBe("SUGGEST");
    const plain = transaction({ purpose: "Danke" });
    expect(matchTransaction(plain, [unnumbered, numbered], ALL_CHECKS)[0]?.confidence).toBe("AUTO");
  });

  it("does not link a payment without number long after the due date", () => {
    const late = transaction({ purpose: "Danke", bookingDate: "2024-06-15" });
    expect(matchTransaction(late, [invoice()], ALL_CHECKS)[0]?.confidence).toBe("SUGGEST");
    const withNumber = transaction({ bookingDate: "2024-06-15" });
    expect(matchTransaction(withNumber, [invoice()], ALL_CHECKS)[0]?.confidence).toBe("AUTO");
  });

  it("matches names regardless of legal form and umlaut spelling", () => {
    const [best] = matchTransaction(transaction({ counterpartyName: "MUELLER HAUSTECHNIK" }), [invoice()], ALL_CHECKS);
    expect(check(best, "PARTNER_NAME")).toMatchObject({
      passed: true,
      detail: { kind: "COUNTERPARTY", expected: "Müller Haustechnik GmbH", similarity: 1 },
    });
  });
});

describe("ambiguity", () => {
  const twins = [
    invoice({
      id: "a",
      invoiceNumber: "RE-1001",
      openAmount: "500.00",
      amountDue: "500.00",
      invoiceDate: "2024-03-01",
    }),
    invoice({
      id: "b",
      invoiceNumber: "RE-1002",
      openAmount: "500.00",
      amountDue: "500.00",
      invoiceDate: "2024-03-10",
    }),
  ];

  it("never links one of two equal invoices of the same partner without a distinguishing number", () => {
    const suggestions = matchTransaction(transaction({ amount: "-500.00", purpose: "Danke" }), twins, ALL_CHECKS);
    expect(suggestions.map((s) => [s.invoiceIds[0], s.confidence])).toEqual([
      ["a", "SUGGEST"],
      ["b", "SUGGEST"],
    ]);
  });

  it("links the one whose number is in the purpose", () => {
    const [best] = matchTransaction(transaction({ amount: "-500.00", purpose: "RE-1002" }), twins, ALL_CHECKS);
    expect(best).toMatchObject({ invoiceIds: ["b"], confidence: "AUTO" });
  });
});

describe("end-to-end id", () => {
  const initiated = invoice({ paymentEndToEndIds: ["BW-PAY-0001"] });

  it("links the invoice the product paid, though the purpose is empty and the name unknown", () => {
    const tx = transaction({ purpose: "", counterpartyName: null, counterpartyIban: null, endToEndId: "BW-PAY-0001" });
    const suggestions = matchTransaction(tx, [invoice({ id: "other", invoiceNumber: "9" }), initiated], ALL_CHECKS);
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({
      invoiceIds: ["inv-1"],
      confidence: "AUTO",
      reason: "END_TO_END_ID",
      endToEndId: "BW-PAY-0001",
      score: 1,
    });
  });

  it("ignores NOTPROVIDED and a returned payment (same id, money coming back)", () => {
    const placeholder = invoice({ paymentEndToEndIds: ["NOTPROVIDED"] });
    const tx = transaction({ purpose: "", counterpartyName: null, counterpartyIban: null, endToEndId: "NOTPROVIDED" });
    expect(matchTransaction(tx, [placeholder], ALL_CHECKS)[0]?.reason).not.toBe("END_TO_END_ID");
    const returned = transaction({ amount: "1190.00", purpose: "RETOURE", endToEndId: "BW-PAY-0001" });
    expect(matchTransaction(returned, [initiated], ALL_CHECKS)).toEqual([]);
  });
});

describe("Skonto", () => {
  const skonto = invoice({ discountUntil: "2024-03-11", discountPercent: "2" });

  it("links 2 % less within the discount period", () => {
    const [best] = matchTransaction(
      transaction({ amount: "-1166.20", bookingDate: "2024-03-11" }),
      [skonto],
      ALL_CHECKS,
    );
    expect(best?.confidence).toBe("AUTO");
    expect(check(best, "TOTAL")?.detail).toEqual({
      kind: "DISCOUNT",
      expected: "1166.20",
      actual: "1166.20",
      discount: "23.80",
    });
  });

  it("allows a few days for the bank, and reads a discount amount", () => {
    const tx = transaction({ amount: "-1166.20", bookingDate: "2024-03-14" });
    expect(check(matchTransaction(tx, [skonto], ALL_CHECKS)[0], "TOTAL")?.detail.kind).toBe("DISCOUNT");
    const byAmount = invoice({ discountUntil: "2024-03-11", discountAmount: "23.80" });
    expect(check(matchTransaction(tx, [byAmount], ALL_CHECKS)[0], "TOTAL")?.detail.kind).toBe("DISCOUNT");
  });

  it("suggests the same amount after the period only as a partial payment", () => {
    const [best] = matchTransaction(
      transaction({ amount: "-1166.20", bookingDate: "2024-03-20" }),
      [skonto],
      ALL_CHECKS,
    );
    expect(best?.confidence).toBe("SUGGEST");
    expect(check(best, "TOTAL")?.detail).toMatchObject({ kind: "PARTIAL", discountExpired: true, discount: "23.80" });
  });
});

describe("several payments for one invoice", () => {
  it("links a partial payment, then the rest against the reduced open amount", () => {
    const first = transaction({ id: "t1", amount: "-500.00", purpose: "Teilzahlung RE-2024-0815" });
    const [partial] = matchTransaction(first, [invoice()], ALL_CHECKS);
    expect(partial).toMatchObject({ confidence: "AUTO", allocations: [{ invoiceId: "inv-1", amount: "500.00" }] });
    expect(check(partial, "TOTAL")?.detail).toMatchObject({ kind: "PARTIAL", partialKeyword: true });

    // The caller stores the link and reduces the open amount.
    const rest = transaction({ id: "t2", amount: "-690.00", bookingDate: "2024-04-02", purpose: "Rest RE-2024-0815" });
    const [second] = matchTransaction(rest, [invoice({ openAmount: "690.00" })], ALL_CHECKS);
    expect(second).toMatchObject({ confidence: "AUTO", allocations: [{ invoiceId: "inv-1", amount: "690.00" }] });
    expect(check(second, "TOTAL")?.detail).toMatchObject({ kind: "OPEN_AMOUNT", expected: "690.00" });
  });

  it("only suggests a partial payment that does not say so", () => {
    const [best] = matchTransaction(transaction({ amount: "-500.00" }), [invoice()], ALL_CHECKS);
    expect(best?.confidence).toBe("SUGGEST");
  });

  it("does the same across a batch", () => {
    const results = runMatching(
      [
        transaction({ id: "t2", amount: "-690.00", bookingDate: "2024-04-02", purpose: "RE-2024-0815" }),
        transaction({ id: "t1", amount: "-500.00", bookingDate: "2024-03-20", purpose: "1. Rate RE-2024-0815" }),
      ],
      [invoice()],
      ALL_CHECKS,
    );
    expect(results.map((r) => [r.transactionId, r.auto?.invoiceIds[0], r.auto?.allocations[0]?.amount])).toEqual([
      ["t2", "inv-1", "690.00"],
      ["t1", "inv-1", "500.00"],
    ]);
  });
});

describe("one payment for several invoices", () => {
  const three = [
    invoice({ id: "a", invoiceNumber: "RE-101", amountDue: "100.00", openAmount: "100.00" }),
    invoice({ id: "b", invoiceNumber: "RE-102", amountDue: "250.50", openAmount: "250.50" }),
    invoice({ id: "c", invoiceNumber: "RE-103", amountDue: "49.50", openAmount: "49.50" }),
    invoice({ id: "d", invoiceNumber: "RE-104", amountDue: "150.50", openAmount: "150.50" }),
  ];

  it("links three invoices whose numbers are all in the purpose", () => {
    const tx = transaction({ amount: "-400.00", purpose: "RE-101, RE-102 UND RE-103" });
    const [best] = matchTransaction(tx, three, ALL_CHECKS);
    expect(best).toMatchObject({ reason: "COMBINATION", confidence: "AUTO" });
    expect(best!.allocations).toEqual([
      { invoiceId: "b", amount: "250.50" },
      { invoiceId: "a", amount: "100.00" },
      { invoiceId: "c", amount: "49.50" },
    ]);
    expect(check(best, "TOTAL")?.detail).toEqual({ kind: "COMBINATION", expected: "400.00", actual: "400.00" });
    expect(check(best, "NUMBER_IN_PURPOSE")).toMatchObject({ passed: true, detail: { kind: "AGGREGATE" } });
  });

  it("only suggests a combination of the partner's invoices without the numbers", () => {
    const [best] = matchTransaction(transaction({ amount: "-400.00", purpose: "Sammelzahlung" }), three, ALL_CHECKS);
    expect(best).toMatchObject({ reason: "COMBINATION", confidence: "SUGGEST" });
    expect([...best!.invoiceIds].sort()).toEqual(["a", "b", "c"]);
  });

  it("combines Skonto amounts in the discount period", () => {
    const skonto = three.map((i) => ({ ...i, discountUntil: "2024-03-25", discountPercent: "2" }));
    const tx = transaction({ amount: "-392.00", purpose: "RE-101 RE-102 RE-103 abzgl. 2% Skonto" });
    const [best] = matchTransaction(tx, skonto, ALL_CHECKS);
    expect(best).toMatchObject({ reason: "COMBINATION", confidence: "AUTO" });
    expect(best!.allocations.map((a) => a.amount)).toEqual(["245.49", "98.00", "48.51"]);
  });

  it("stays bounded with 500 open invoices of one partner", () => {
    const many = Array.from({ length: 500 }, (_, i) =>
      invoice({
        id: `i${i}`,
        invoiceNumber: `RE-${10000 + i}`,
        openAmount: `${100 + i}.37`,
        amountDue: `${100 + i}.37`,
      }),
    );
    const suggestions = matchTransaction(
      transaction({ amount: "-99999.99", purpose: "Sammelzahlung" }),
      many,
      ALL_CHECKS,
    );
    expect(suggestions.every((s) => s.confidence === "SUGGEST")).toBe(true);
  });
});

describe("options and learning", () => {
  it("renormalises the score over the enabled checks", () => {
    const tx = transaction({ counterpartyIban: null });
    const [all] = matchTransaction(tx, [invoice()], ALL_CHECKS);
    const [withoutIban] = matchTransaction(tx, [invoice()], { disabledChecks: ["IBAN"] });
    expect(check(withoutIban, "IBAN")).toBeUndefined();
    expect(withoutIban!.score).toBeGreaterThan(all!.score);
    expect(withoutIban!.checks.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1);
    expect(check(withoutIban, "TOTAL")?.weight).toBeCloseTo(0.3 / 0.85);
  });

  it("a learned IBAN raises the score of the next payment", () => {
    const inv = invoice({ partnerIbans: [] });
    const tx = transaction({ counterpartyIban: OTHER_IBAN });
    const [before] = matchTransaction(tx, [inv], ALL_CHECKS);
    const learned = learnFromConfirmedMatch(tx, inv);
    expect(learned).toEqual({ ibanToRemember: OTHER_IBAN, nameVariantToRemember: null });
    const next = transaction({ id: "tx-2", purpose: "Danke", counterpartyName: null, counterpartyIban: OTHER_IBAN });
    const [without] = matchTransaction(next, [inv], ALL_CHECKS);
    const [withIban] = matchTransaction(next, [{ ...inv, partnerIbans: [learned.ibanToRemember!] }], ALL_CHECKS);
    expect(withIban!.score).toBeGreaterThan(without!.score + 0.1);
    expect(before!.score).toBeLessThan(1);
  });

  it("keeps to suggestThreshold and maxSuggestions", () => {
    const invoices = Array.from({ length: 8 }, (_, i) => invoice({ id: `i${i}`, invoiceNumber: `X-${1000 + i}` }));
    const tx = transaction({ purpose: "" });
    expect(matchTransaction(tx, invoices, ALL_CHECKS)).toHaveLength(5);
    expect(matchTransaction(tx, invoices, { disabledChecks: [], maxSuggestions: 2 })).toHaveLength(2);
    expect(matchTransaction(tx, invoices, { disabledChecks: [], suggestThreshold: 0.99 })).toHaveLength(0);
  });

  it("a matcher keeps open amounts between transactions", () => {
    const matcher = createMatcher([invoice()]);
    const [s] = matcher.match(transaction({ amount: "-190.00", purpose: "Anzahlung RE-2024-0815" }), ALL_CHECKS);
    matcher.apply(s!);
    expect(matcher.openAmount("inv-1")).toBe("1000.00");
    const [rest] = matcher.match(transaction({ amount: "-1000.00" }), ALL_CHECKS);
    matcher.apply(rest!);
    expect(matcher.openAmount("inv-1")).toBeNull();
  });

  it("uses the IBAN printed on the invoice and normalises IBANs", () => {
    const inv = invoice({ partnerIbans: [], iban: "de89 3704 0044 0532 0130 00" });
    const [best] = matchTransaction(transaction({ counterpartyIban: MUELLER_IBAN.toLowerCase() }), [inv], ALL_CHECKS);
    expect(check(best, "IBAN")).toMatchObject({ passed: true, detail: { kind: "INVOICE_IBAN" } });
  });
});
