import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { uploadAndProcess } from "../test/uploads.ts";

/** A minimal e-invoice (Factur-X MINIMUM) from a seller known by its VAT id. */
const einvoice = (number: string, sellerVatId: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:factur-x.eu:1p0:minimum</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>${number}</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20260115</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty>
        <ram:Name>Brandt Sanitärgroßhandel GmbH</ram:Name>
        <ram:PostalTradeAddress><ram:CountryID>DE</ram:CountryID></ram:PostalTradeAddress>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${sellerVatId}</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Alpha Bau GmbH</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:TaxBasisTotalAmount>100.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">19.00</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>119.00</ram:GrandTotalAmount>
        <ram:DuePayableAmount>119.00</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

/**
 * A captured invoice is booked against its partner's account (Personenkonto) from the start,
 * so a new e-invoice of a known vendor is not "Fehlt: Personenkonto"; invoices captured before
 * get it from the migration's back-fill.
 */
describe("the partner account of captured invoices", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  let cookie: string;
  let category: string;

  beforeAll(async () => {
    server = await startTestServer({ worker: true, persistedOnly: false });
    fx = await seedTwoCompanies(server.ownerPool);
    cookie = await server.signIn(fx.userA);
    const { rows } = await server.ownerPool.query<{ id: string }>(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1",
      [fx.companyA],
    );
    category = rows[0]!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  async function partnerWithAccounts(vatId: string, accounts: { number: string; disabled?: boolean }[]) {
    const owner = server.ownerPool;
    const partner = (
      await owner.query<{ id: string }>(
        "insert into app_public.partner_companies (client_company_id, name) values ($1, $2) returning id",
        [fx.companyA, `Partner ${vatId}`],
      )
    ).rows[0]!.id;
    await owner.query(
      "insert into app_public.partner_company_locations (client_company_id, partner_company_id, main, vat_id_no) values ($1, $2, true, $3)",
      [fx.companyA, partner, vatId],
    );
    const ids: Record<string, string> = {};
    for (const account of accounts) {
      const type = Number(account.number[0]) >= 7 ? "CREDITOR" : "DEBTOR";
      ids[account.number] = (
        await owner.query<{ id: string }>(
          `insert into app_public.partner_accounts (client_company_id, partner_company_id, number, type, disabled_at)
           values ($1, $2, $3, $4, $5) returning id`,
          [fx.companyA, partner, account.number, type, account.disabled ? new Date() : null],
        )
      ).rows[0]!.id;
    }
    return { partner, ids };
  }

  async function capture(xml: string) {
    const target = { server, cookie, clientCompanyRowId: fx.companyA, categoryRowId: category };
    const processed = await uploadAndProcess(target, "rechnung.xml", xml, { "accept-language": "de-DE" });
    expect(processed).toMatchObject({ status: "DONE" });
    const invoice = await server.ownerPool.query(
      `select i.partner_company_id, i.partner_account_id, d.list_incomplete
         from app_public.invoices i join app_public.documents d on d.id = i.document_id where i.document_id = $1`,
      [processed.documentId],
    );
    return invoice.rows[0] as {
      partner_company_id: string;
      partner_account_id: string | null;
      list_incomplete: number;
    };
  }

  it("sets the matched partner's creditor account, the lowest enabled one of several", async () => {
    const { partner, ids } = await partnerWithAccounts("DE300000001", [
      { number: "70001", disabled: true },
      { number: "70005" },
      { number: "70003" },
      { number: "10003" }, // a debtor account: not for incoming invoices
    ]);
    const invoice = await capture(einvoice("RE-1", "DE300000001"));
    expect(invoice.partner_company_id).toBe(partner);
    expect(invoice.partner_account_id).toBe(ids["70003"]);
    // Complete but for the accounting items: the partner account is no longer missing.
    expect(invoice.list_incomplete & 1).toBe(0);
  });

  it("leaves it empty when the partner has no usable account of the invoice's kind", async () => {
    const { partner } = await partnerWithAccounts("DE300000002", [
      { number: "70010", disabled: true },
      { number: "10010" },
    ]);
    const invoice = await capture(einvoice("RE-2", "DE300000002"));
    expect(invoice.partner_company_id).toBe(partner);
    expect(invoice.partner_account_id).toBeNull();
    expect(invoice.list_incomplete & 1).toBe(1);
  });

  it("back-fills invoices in review whose partner got an account, not reviewed or exported ones", async () => {
    const { partner } = await partnerWithAccounts("DE300000003", []);
    const inReview = await capture(einvoice("RE-3", "DE300000003"));
    await capture(einvoice("RE-4", "DE300000003"));
    await capture(einvoice("RE-5", "DE300000003"));
    expect(inReview.partner_account_id).toBeNull();
    const owner = server.ownerPool;
    const documentOf = async (number: string) =>
      (
        await owner.query<{ document_id: string }>(
          "select document_id from app_public.invoices where client_company_id = $1 and invoice_number = $2",
          [fx.companyA, number],
        )
      ).rows[0]!.document_id;
    await owner.query("update app_public.documents set state = 'REVIEWED' where id = $1", [await documentOf("RE-4")]);
    await owner.query("update app_public.documents set exported_for_booking_at = now() where id = $1", [
      await documentOf("RE-5"),
    ]);
    const account = (
      await owner.query<{ id: string }>(
        `insert into app_public.partner_accounts (client_company_id, partner_company_id, number, type)
         values ($1, $2, '70020', 'CREDITOR') returning id`,
        [fx.companyA, partner],
      )
    ).rows[0]!.id;

    const { rows } = await owner.query<{ changed: number }>(
      "select app_private.apply_partner_accounts_to_unreviewed_invoices($1) as changed",
      [fx.companyA],
    );
    expect(rows[0]!.changed).toBe(1);
    const after = await owner.query<{
      invoice_number: string;
      partner_account_id: string | null;
      list_incomplete: number;
    }>(
      `select i.invoice_number, i.partner_account_id, d.list_incomplete from app_public.invoices i
         join app_public.documents d on d.id = i.document_id
        where i.partner_company_id = $1 order by i.invoice_number`,
      [partner],
    );
    expect(after.rows.map((r) => [r.invoice_number, r.partner_account_id])).toEqual([
      ["RE-3", account],
      ["RE-4", null],
      ["RE-5", null],
    ]);
    expect(after.rows[0]!.list_incomplete & 1).toBe(0);
  });
});
