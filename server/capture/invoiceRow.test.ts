import { describe, expect, it } from "vitest";
import { FILL_THRESHOLD, SUGGESTION_THRESHOLD } from "../domain/extraction/index.ts";
import type { EInvoice } from "../domain/capture/types.ts";
import { capturedInvoiceRow, extractedInvoiceRow, filledFields } from "./invoiceRow.ts";

describe("extractedInvoiceRow: filled values and suggestions", () => {
  const below = (FILL_THRESHOLD + SUGGESTION_THRESHOLD) / 2;
  const evidence = { page: 1, x: 400, y: 220, width: 60, height: 12, label: "Zahlbar bis" };
  const row = extractedInvoiceRow({
    invoiceNumber: { value: "RE-1", confidence: FILL_THRESHOLD },
    total: { value: "119.00", confidence: 0.97 },
    dueDate: { value: "2026-04-30", confidence: below, evidence },
    iban: { value: "DE89370400440532013000", confidence: below },
    orderNumber: { value: "PO-1", confidence: SUGGESTION_THRESHOLD - 0.01 },
    partnerName: { value: "Muster GmbH", confidence: below },
    isCreditMemo: { value: true, confidence: below },
  });

  it("fills a value at or above the fill threshold, with its source", () => {
    expect(row.columns).toMatchObject({ invoice_number: "RE-1", total: "119.00" });
    expect(row.fieldStates.map((s) => s.field).sort()).toEqual(["invoiceNumber", "total"]);
  });

  it("offers a value below it beside the empty field, with its confidence and place", () => {
    expect(row.columns.due_date).toBeUndefined();
    expect(row.columns.iban).toBeUndefined();
    expect(row.suggestions).toEqual([
      { field: "dueDate", column: "due_date", value: "2026-04-30", confidence: below, evidence },
      { field: "iban", column: "iban", value: "DE89370400440532013000", confidence: below, evidence: null },
    ]);
  });

  it("neither fills nor offers an unsure partner name or credit-note flag, nor what is below the suggestion threshold", () => {
    expect(row.columns.order_number).toBeUndefined();
    expect(row.suggestions?.map((x) => x.field)).not.toContain("orderNumber");
    expect(row.columns.extracted_partner_name).toBeNull();
    expect(row.columns.credit_memo).toBeUndefined();
  });

  it("filledFields keeps only the sure fields (partner recognition uses no guesses)", () => {
    expect(
      Object.keys(filledFields({ iban: { value: "X", confidence: below }, total: { value: "1.00", confidence: 0.9 } })),
    ).toEqual(["total"]);
  });
});

describe("extractedInvoiceRow: a credit note's sign", () => {
  const creditNote = (sign: "" | "-", flagConfidence = 0.9) =>
    extractedInvoiceRow({
      net: { value: `${sign}100.00`, confidence: 0.95 },
      vatAmount: { value: `${sign}19.00`, confidence: 0.95 },
      total: { value: `${sign}119.00`, confidence: 0.95 },
      vatBreakdown: {
        value: [{ ratePercent: "19", taxableAmount: `${sign}100.00`, taxAmount: `${sign}19.00` }],
        confidence: 0.95,
      },
      isCreditMemo: { value: true, confidence: flagConfidence },
    });
  const stored = (row: ReturnType<typeof extractedInvoiceRow>) => ({
    net: row.columns.net,
    vat_amount: row.columns.vat_amount,
    total: row.columns.total,
    credit_memo: row.columns.credit_memo,
    vat_breakdown: JSON.parse(String(row.columns.vat_breakdown)),
  });

  it("stores the amounts positive beside the flag, whether printed negative (e.g. a learned layout) or not", () => {
    expect(stored(creditNote("-"))).toEqual({
      net: "100.00",
      vat_amount: "19.00",
      total: "119.00",
      credit_memo: true,
      vat_breakdown: [{ ratePercent: "19", taxableAmount: "100.00", taxAmount: "19.00" }],
    });
    expect(stored(creditNote(""))).toEqual(stored(creditNote("-")));
  });

  it("keeps negative amounts when the credit flag is too unsure to be stored", () => {
    const row = creditNote("-", SUGGESTION_THRESHOLD);
    expect(row.columns).toMatchObject({ net: "-100.00", total: "-119.00" });
    expect(row.columns.credit_memo).toBeUndefined();
  });
});

describe("invoice rows never hold a credit memo with a negative net, VAT or total (invoices_credit_memo_amounts_check)", () => {
  const einvoice = (sign: "" | "-", typeCode: "381" | "384"): EInvoice => ({
    syntax: "CII",
    profile: "EN 16931",
    invoice: {
      documentTypeCode: typeCode,
      isCreditMemo: typeCode === "381",
      invoiceNumber: "GS-7",
      invoiceDate: "2026-03-14",
      currency: "EUR",
      net: `${sign}100.00`,
      vatAmount: `${sign}19.00`,
      total: `${sign}119.00`,
      prepaid: `${sign}20.00`,
      roundingAmount: `${sign}0.01`,
      amountDue: `${sign}99.01`,
      vatBreakdown: [
        { categoryCode: "S", ratePercent: "19", taxableAmount: `${sign}100.00`, taxAmount: `${sign}19.00` },
      ],
      seller: { name: "S GmbH" },
      buyer: { name: "B KG" },
      payment: {},
      items: [],
      notes: [],
    },
  });
  const amounts = (row: ReturnType<typeof capturedInvoiceRow>) => ({
    net: row.columns.net,
    vat_amount: row.columns.vat_amount,
    total: row.columns.total,
    prepaid_amount: row.columns.prepaid_amount,
    rounding_amount: row.columns.rounding_amount,
    amount_due: row.columns.amount_due,
    vat_breakdown: JSON.parse(String(row.columns.vat_breakdown)),
  });

  it("stores an e-invoice credit note that states its amounts negative like one that states them positive", () => {
    const positive = amounts(capturedInvoiceRow(einvoice("", "381")));
    expect(positive).toMatchObject({ net: "100.00", vat_amount: "19.00", total: "119.00", amount_due: "99.01" });
    expect(amounts(capturedInvoiceRow(einvoice("-", "381")))).toEqual(positive);
    expect(capturedInvoiceRow(einvoice("-", "381")).columns.credit_memo).toBe(true);
  });

  it("keeps a corrected invoice's (384) negative amounts: it is no credit memo", () => {
    const row = capturedInvoiceRow(einvoice("-", "384"));
    expect(row.columns).toMatchObject({ credit_memo: false, net: "-100.00", total: "-119.00", amount_due: "-99.01" });
  });

  it("leaves a credit memo's single amount signed unlike the others empty, for a person to fill in", () => {
    const row = extractedInvoiceRow({
      net: { value: "100.00", confidence: 0.95 },
      vatAmount: { value: "-19.00", confidence: 0.95 },
      total: { value: "119.00", confidence: 0.95 },
      isCreditMemo: { value: true, confidence: 0.95 },
    });
    expect(row.columns).toMatchObject({ credit_memo: true, net: "100.00", total: "119.00" });
    expect(row.columns).not.toHaveProperty("vat_amount");
    expect(row.fieldStates.map((s) => s.field)).not.toContain("vatAmount");
  });
});

describe("a credit memo's VAT breakdown and line items are stored without minus sign (migration 000084)", () => {
  const creditNote = (
    totals: "" | "-",
    lines: { quantity: string; unitNetPrice: string; totalPrice: string }[],
    breakdownSign: "" | "-" = totals,
    typeCode: "381" | "384" = "381",
  ): EInvoice => ({
    syntax: "UBL",
    profile: "EN 16931",
    invoice: {
      documentTypeCode: typeCode,
      isCreditMemo: typeCode === "381",
      invoiceNumber: "CN-9",
      invoiceDate: "2026-03-14",
      currency: "EUR",
      net: `${totals}100.00`,
      vatAmount: `${totals}19.00`,
      total: `${totals}119.00`,
      amountDue: `${totals}119.00`,
      vatBreakdown: [
        {
          categoryCode: "S",
          ratePercent: "19",
          taxableAmount: `${breakdownSign}100.00`,
          taxAmount: `${breakdownSign}19.00`,
        },
      ],
      seller: { name: "S GmbH" },
      buyer: { name: "B KG" },
      payment: {},
      items: lines.map((line, index) => ({ title: `Position ${index + 1}`, vatPercent: "19", ...line })),
      notes: [],
    },
  });
  const linesOf = (row: ReturnType<typeof capturedInvoiceRow>) =>
    row.items.map((item) => [item.quantity, item.unit_net_price, item.total_price]);
  const breakdownOf = (row: ReturnType<typeof capturedInvoiceRow>) => JSON.parse(String(row.columns.vat_breakdown));

  it("turns the lines of a credit note printed negative with its totals (a returned quantity, a negative price)", () => {
    const row = capturedInvoiceRow(
      creditNote("-", [
        { quantity: "-2", unitNetPrice: "40.00", totalPrice: "-80.00" },
        { quantity: "1", unitNetPrice: "-25.00", totalPrice: "-25.00" },
        { quantity: "1", unitNetPrice: "5.00", totalPrice: "5.00" },
      ]),
    );
    expect(row.columns).toMatchObject({ credit_memo: true, total: "119.00" });
    expect(breakdownOf(row)).toEqual([
      { categoryCode: "S", ratePercent: "19", taxableAmount: "100.00", taxAmount: "19.00" },
    ]);
    // The fee charged on the credit note keeps its place: against the credit.
    expect(linesOf(row)).toEqual([
      ["2", "40.00", "80.00"],
      ["1", "25.00", "25.00"],
      ["1", "-5.00", "-5.00"],
    ]);
  });

  it("turns a breakdown and lines stated negative beside positive totals", () => {
    const row = capturedInvoiceRow(
      creditNote("", [{ quantity: "1", unitNetPrice: "-100.00", totalPrice: "-100.00" }], "-"),
    );
    expect(breakdownOf(row)).toEqual([
      { categoryCode: "S", ratePercent: "19", taxableAmount: "100.00", taxAmount: "19.00" },
    ]);
    expect(linesOf(row)).toEqual([["1", "100.00", "100.00"]]);
  });

  it("leaves a credit note stated positive and a corrected invoice's (384) negative lines as they are", () => {
    const positive = capturedInvoiceRow(
      creditNote("", [{ quantity: "1", unitNetPrice: "100.00", totalPrice: "100.00" }]),
    );
    expect(linesOf(positive)).toEqual([["1", "100.00", "100.00"]]);
    const corrected = capturedInvoiceRow(
      creditNote("-", [{ quantity: "1", unitNetPrice: "-100.00", totalPrice: "-100.00" }], "-", "384"),
    );
    expect(corrected.columns.credit_memo).toBe(false);
    expect(linesOf(corrected)).toEqual([["1", "-100.00", "-100.00"]]);
    expect(breakdownOf(corrected)[0]).toMatchObject({ taxableAmount: "-100.00" });
  });

  it("turns a breakdown read from the text with minus signs beside positive totals of a credit memo", () => {
    const row = extractedInvoiceRow({
      net: { value: "100.00", confidence: 0.95 },
      vatAmount: { value: "19.00", confidence: 0.95 },
      total: { value: "119.00", confidence: 0.95 },
      isCreditMemo: { value: true, confidence: 0.95 },
      vatBreakdown: {
        value: [{ ratePercent: "19", taxableAmount: "-100.00", taxAmount: "-19.00" }],
        confidence: 0.95,
      },
    });
    expect(JSON.parse(String(row.columns.vat_breakdown))).toEqual([
      { ratePercent: "19", taxableAmount: "100.00", taxAmount: "19.00" },
    ]);
  });
});
