import { describe, expect, it } from "vitest";
import { FILL_THRESHOLD, SUGGESTION_THRESHOLD } from "../domain/extraction/index.ts";
import { extractedInvoiceRow, filledFields } from "./invoiceRow.ts";

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
