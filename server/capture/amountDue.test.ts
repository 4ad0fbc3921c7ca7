/** The amount due (BT-115), prepaid (BT-113) and rounding (BT-114) amounts reach the invoice row. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEInvoiceXml } from "../domain/einvoice/index.ts";
import { capturedInvoiceRow, extractedInvoiceRow } from "./invoiceRow.ts";

const TESTDATA = path.resolve(import.meta.dirname, "../../testdata/einvoice");
const read = (file: string) => fs.readFileSync(path.join(TESTDATA, file), "utf8");
const zugferd = (file: string) => read(`zugferd-corpus/XML-Rechnung/${file}`);
const kosit = (file: string) => read(`kosit-xrechnung-testsuite/src/test/business-cases/standard/${file}`);

const amountsOf = (xml: string) => {
  const { columns, fieldStates } = capturedInvoiceRow(parseEInvoiceXml(xml));
  return {
    total: columns.total,
    prepaid: columns.prepaid_amount,
    rounding: columns.rounding_amount,
    due: columns.amount_due,
    creditMemo: columns.credit_memo,
    states: fieldStates
      .filter((s) => ["prepaidAmount", "roundingAmount", "amountDue"].includes(s.field))
      .map((s) => s.field),
  };
};

describe("amount due from e-invoices", () => {
  it("CII: a service-charge settlement with 18 310.63 total and 17 808.00 prepaid asks for 502.63", () => {
    expect(amountsOf(zugferd("CII/EN16931_Betriebskostenabrechnung.cii.xml"))).toMatchObject({
      total: "18310.63",
      prepaid: "17808.00",
      due: "502.63",
      states: ["prepaidAmount", "amountDue"],
    });
  });

  it("CII: a negative amount due (the supplier owes us) stays negative", () => {
    expect(amountsOf(zugferd("CII/EN16931_Einfach_negativePaymentDue.cii.xml"))).toMatchObject({
      total: "529.87",
      prepaid: "1059.74",
      due: "-529.87",
      creditMemo: false,
    });
  });

  it("UBL: a partial invoice with a prepaid amount", () => {
    expect(amountsOf(zugferd("UBL/EN16931_1_Teilrechnung.ubl.xml"))).toMatchObject({
      total: "197.65",
      prepaid: "50.00",
      due: "147.65",
    });
  });

  it("UBL and CII: the rounding amount", () => {
    for (const xml of [kosit("01.17a-INVOICE_ubl.xml"), kosit("01.17a-INVOICE_uncefact.xml")]) {
      expect(amountsOf(xml)).toMatchObject({ total: "336.90", rounding: "0.01", due: "336.91" });
    }
  });

  it("UBL credit note: prepaid amount and amount due as printed (positive), the credit memo flag gives the sign", () => {
    const xml = zugferd("UBL/ubl-tc434-creditnote1.xml").replace(
      /<cbc:PayableAmount currencyID="EUR">100.11<\/cbc:PayableAmount>/,
      '<cbc:PrepaidAmount currencyID="EUR">40.00</cbc:PrepaidAmount><cbc:PayableAmount currencyID="EUR">60.11</cbc:PayableAmount>',
    );
    expect(amountsOf(xml)).toMatchObject({ total: "100.11", prepaid: "40.00", due: "60.11", creditMemo: true });
  });

  it("ZUGFeRD 1.0: prepaid amount and amount due", () => {
    expect(amountsOf(zugferd1({ prepaid: "35.62", due: "200.00" }))).toMatchObject({
      total: "235.62",
      prepaid: "35.62",
      due: "200.00",
    });
  });

  it("ZUGFeRD 1.0 and CII: an amount due that only repeats the total is stored as it is", () => {
    expect(amountsOf(zugferd1({ due: "235.62" }))).toMatchObject({
      total: "235.62",
      due: "235.62",
      prepaid: undefined,
    });
  });
});

describe("amount due from the text", () => {
  it("keeps the printed prepayment and amount to pay with their confidence", () => {
    const row = extractedInvoiceRow({
      total: { value: "1190.00", confidence: 0.96 },
      prepaid: { value: "500.00", confidence: 0.92 },
      amountDue: { value: "690.00", confidence: 0.92 },
    });
    expect(row.columns).toMatchObject({ total: "1190.00", prepaid_amount: "500.00", amount_due: "690.00" });
    expect(row.fieldStates).toContainEqual({ field: "amountDue", source: "EXTRACTED", confidence: 0.92 });
  });

  it("states no amount due when none is printed (the database takes the total)", () => {
    const row = extractedInvoiceRow({ total: { value: "1190.00", confidence: 0.96 } });
    expect(row.columns).not.toHaveProperty("amount_due");
    expect(row.columns).not.toHaveProperty("prepaid_amount");
  });
});

/** A ZUGFeRD 1.0 COMFORT invoice (D13B names) with the given settlement figures. */
function zugferd1({ prepaid, due }: { prepaid?: string; due: string }) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15">
  <rsm:SpecifiedExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:ferd:CrossIndustryDocument:invoice:1p0:comfort</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:SpecifiedExchangedDocumentContext>
  <rsm:HeaderExchangedDocument>
    <ram:ID>RE-2013-0815</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20130305</udt:DateTimeString></ram:IssueDateTime>
  </rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction>
    <ram:ApplicableSupplyChainTradeAgreement>
      <ram:SellerTradeParty><ram:Name>Lieferant GmbH</ram:Name></ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Kunden AG Mitte</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableSupplyChainTradeAgreement>
    <ram:ApplicableSupplyChainTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:ApplicableTradeTax>
        <ram:CalculatedAmount currencyID="EUR">37.62</ram:CalculatedAmount>
        <ram:TypeCode>VAT</ram:TypeCode>
        <ram:BasisAmount currencyID="EUR">198.00</ram:BasisAmount>
        <ram:CategoryCode>S</ram:CategoryCode>
        <ram:ApplicablePercent>19.00</ram:ApplicablePercent>
      </ram:ApplicableTradeTax>
      <ram:SpecifiedTradeSettlementMonetarySummation>
        <ram:LineTotalAmount currencyID="EUR">198.00</ram:LineTotalAmount>
        <ram:TaxBasisTotalAmount currencyID="EUR">198.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">37.62</ram:TaxTotalAmount>
        <ram:GrandTotalAmount currencyID="EUR">235.62</ram:GrandTotalAmount>
        ${prepaid ? `<ram:TotalPrepaidAmount currencyID="EUR">${prepaid}</ram:TotalPrepaidAmount>` : ""}
        <ram:DuePayableAmount currencyID="EUR">${due}</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementMonetarySummation>
    </ram:ApplicableSupplyChainTradeSettlement>
  </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>`;
}
