import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlobStore } from "../files/blobStore.ts";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { type CaptureDeps, processSourceFile } from "./processSourceFile.ts";
import { testInvoicePdf } from "./testLayoutPdf.ts";

/**
 * One sign convention for credit notes: a "Gutschrift" PDF, whether its totals are printed
 * negative or positive, is stored like the same credit note arriving as an e-invoice (type 381):
 * positive amounts beside the credit flag, so the signed total (the flag's negation) is -119.00,
 * not +119.00 from negating a negative amount a second time.
 */
let server: TestServer;
let fx: TwoCompanies;
let deps: CaptureDeps;
let category: string;

const CREDIT_NOTE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument><ram:ID>GS-XML-1</ram:ID><ram:TypeCode>381</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20260314</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty><ram:Name>Muster Bürobedarf GmbH</ram:Name><ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE136695976</ram:ID></ram:SpecifiedTaxRegistration></ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Alpha Bau GmbH</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:ApplicableTradeTax><ram:CalculatedAmount>19.00</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>100.00</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent></ram:ApplicableTradeTax>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>100.00</ram:LineTotalAmount>
        <ram:TaxBasisTotalAmount>100.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">19.00</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>119.00</ram:GrandTotalAmount>
        <ram:DuePayableAmount>119.00</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

async function capture(name: string, kind: "PDF" | "XML", bytes: Uint8Array) {
  const sha256 = await deps.blobs.put(bytes);
  const { rows } = await server.ownerPool.query<{ id: string }>(
    `insert into app_public.source_files (client_company_id, category_id, name, kind, media_type, size_bytes, sha256, uploaded_by_user_id, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'FAILED') returning id`,
    [
      fx.companyA,
      category,
      name,
      kind,
      kind === "PDF" ? "application/pdf" : "application/xml",
      bytes.length,
      sha256,
      fx.userA,
    ],
  );
  await processSourceFile(deps, rows[0]!.id);
  const { rows: stored } = await server.ownerPool.query(
    `select f.status, i.net::text, i.vat_amount::text, i.total::text, i.credit_memo,
            app_public.invoices_signed_total(i)::text as signed_total, i.vat_breakdown
       from app_public.source_files f
       join app_public.invoices i on i.document_id = f.document_id
      where f.id = $1`,
    [rows[0]!.id],
  );
  return stored[0];
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  fx = await seedTwoCompanies(server.ownerPool);
  category = (
    await server.ownerPool.query<{ id: string }>(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1",
      [fx.companyA],
    )
  ).rows[0]!.id;
  deps = {
    ownerPool: server.ownerPool,
    blobs: new BlobStore(server.blobDir),
    ocr: null,
    maxPages: 10,
    logger: makeLogger("silent"),
  };
});
afterAll(async () => {
  await server?.close();
});

describe("a credit note read from the text", () => {
  it("is stored like the same credit note as an e-invoice, printed negative or positive", async () => {
    const einvoice = await capture("gutschrift.xml", "XML", new TextEncoder().encode(CREDIT_NOTE_XML));
    expect(einvoice).toMatchObject({ net: "100.00", total: "119.00", credit_memo: true, signed_total: "-119.00" });
    const amounts = ({ net, vat_amount, total, credit_memo, signed_total }: Record<string, unknown>) => ({
      net,
      vat_amount,
      total,
      credit_memo,
      signed_total,
    });
    const printed = { title: "Gutschrift", date: "14.03.2026", iban: "DE89370400440532013000" };
    const negative = await capture(
      "gutschrift-negativ.pdf",
      "PDF",
      await testInvoicePdf({ ...printed, number: "GS-1", net: "-100,00", vat: "-19,00", total: "-119,00" }),
    );
    const positive = await capture(
      "gutschrift-positiv.pdf",
      "PDF",
      await testInvoicePdf({ ...printed, number: "GS-2", net: "100,00", vat: "19,00", total: "119,00" }),
    );
    expect(amounts(negative)).toEqual(amounts(einvoice));
    expect(amounts(positive)).toEqual(amounts(einvoice));
    expect(negative.vat_breakdown.map((l: Record<string, string>) => [l.taxableAmount, l.taxAmount])).toEqual(
      positive.vat_breakdown.map((l: Record<string, string>) => [l.taxableAmount, l.taxAmount]),
    );
  });

  it("keeps the sign of a corrected invoice printed with negative totals", async () => {
    const corrected = await capture(
      "korrektur.pdf",
      "PDF",
      await testInvoicePdf({
        title: "Rechnung",
        number: "RK-1",
        date: "14.03.2026",
        net: "-100,00",
        vat: "-19,00",
        total: "-119,00",
      }),
    );
    expect(corrected).toMatchObject({ total: "-119.00", signed_total: "-119.00" });
    expect(corrected.credit_memo).not.toBe(true);
  });
});
