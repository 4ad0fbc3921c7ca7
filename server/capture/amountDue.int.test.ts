/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchCompanyTransactions } from "../banking/matchTransactions.ts";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { appFetch } from "../test/http.ts";
import { uploadAndProcess } from "../test/uploads.ts";

const CII = resolve(import.meta.dirname, "../../testdata/einvoice/zugferd-corpus/XML-Rechnung/CII");
const OWN_IBAN = "DE89370400440532013000";
const SUPPLIER_IBAN = "DE02120300000000202051";

/**
 * An e-invoice whose amount due differs from its total (a service-charge settlement: 18 310.63
 * total, 17 808.00 prepaid, 502.63 due) is captured with the amount due, and everything that
 * pays or matches it uses that amount: the open amount, the SEPA file and the matching. A
 * negative amount due (the supplier owes us) produces no payment.
 */
describe("amount due", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  let cookie: string;
  let category: string;
  let accountId: string;
  let settlement: string;
  let negative: string;

  beforeAll(async () => {
    server = await startTestServer({ worker: true, persistedOnly: false });
    fx = await seedTwoCompanies(server.ownerPool);
    cookie = await server.signIn(fx.userA);
    const { rows } = await server.ownerPool.query<{ id: string }>(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1",
      [fx.companyA],
    );
    category = rows[0]!.id;
    const account = await server.ownerPool.query<{ id: string }>(
      "insert into app_public.money_accounts (client_company_id, type, name, iban) values ($1, 'BANK', 'Girokonto', $2) returning id",
      [fx.companyA, OWN_IBAN],
    );
    accountId = account.rows[0]!.id;
    settlement = await capture("EN16931_Betriebskostenabrechnung.cii.xml");
    negative = await capture("EN16931_Einfach_negativePaymentDue.cii.xml");
  });
  afterAll(async () => server?.close());

  async function capture(file: string): Promise<string> {
    const target = { server, cookie, clientCompanyRowId: fx.companyA, categoryRowId: category };
    const processed = await uploadAndProcess(target, file, await readFile(resolve(CII, file)));
    if (processed.status !== "DONE") throw new Error(`${file}: ${processed.status}`);
    return processed.documentId!;
  }

  const invoice = async (documentRowId: string) => {
    const { json } = await server.graphql(
      {
        query: `query($id: UUID!) { invoice(documentRowId: $id) {
          total prepaidAmount roundingAmount amountDue openAmount canPay payRefusal paymentDiscountAmount } }`,
        variables: { id: documentRowId },
      },
      cookie,
    );
    expect(json.errors).toBeUndefined();
    return (json.data as any).invoice;
  };

  it("stores the prepaid amount and the amount due, and the open amount is the amount due", async () => {
    expect(await invoice(settlement)).toMatchObject({
      total: "18310.63",
      prepaidAmount: "17808.00",
      amountDue: "502.63",
      openAmount: "502.63",
      canPay: true,
    });
    const { rows } = await server.ownerPool.query(
      "select list_open_amount::text from app_public.documents where id = $1",
      [settlement],
    );
    expect(rows[0].list_open_amount).toBe("502.63");
  });

  it("matches a transaction of the amount due as an amount match", async () => {
    await server.ownerPool.query(
      `insert into app_public.money_transactions (client_company_id, money_account_id, source, booking_date, amount, currency, purpose, counterparty_name, fingerprint)
       values ($1, $2, 'SYNC', current_date, -502.63, 'EUR', 'Nachzahlung Nebenkosten', 'Grundbesitz GmbH & Co.', 'amount-due-1')`,
      [fx.companyA, accountId],
    );
    const client = await server.ownerPool.connect();
    try {
      await client.query("begin");
      await matchCompanyTransactions(client, fx.companyA, makeLogger("silent"));
      await client.query("commit");
    } finally {
      client.release();
    }
    const { rows } = await server.ownerPool.query(
      `select checks from app_public.money_transaction_documents where document_id = $1
       union all select checks from app_public.money_transaction_suggestions where $1 = any (document_ids)`,
      [settlement],
    );
    const checks = rows.flatMap((r) => r.checks).flatMap((c: any) => (c.documentRowId === settlement ? c.checks : []));
    expect(checks.find((c: any) => c.check === "TOTAL")).toMatchObject({
      passed: true,
      detail: { kind: "EXACT", expected: "502.63", actual: "502.63" },
    });
    // Undo the link (if the engine was sure enough to make one) so the payment below is not refused as paid.
    await server.ownerPool.query("delete from app_public.money_transaction_documents where document_id = $1", [
      settlement,
    ]);
  });

  it("pays the amount due in the SEPA file", async () => {
    await server.ownerPool.query("update app_public.invoices set iban = $2 where document_id = $1", [
      settlement,
      SUPPLIER_IBAN,
    ]);
    const res = await appFetch(`${server.url}/api/payments/sepa-credit-transfer`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({
        clientCompanyRowId: fx.companyA,
        documentRowIds: [settlement],
        moneyAccountRowId: accountId,
        confirmUnverifiedIbanDocumentRowIds: [settlement],
      }),
    });
    const body = (await res.json()) as any;
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.sepaFile).toMatchObject({ numberOfTransactions: 1, controlSum: "502.63" });
    const { rows } = await server.ownerPool.query(
      "select f.xml, p.amount::text from app_public.sepa_files f join app_public.bank_payments p on p.sepa_file_id = f.id where p.document_id = $1",
      [settlement],
    );
    expect(rows[0].amount).toBe("502.63");
    expect(rows[0].xml).toContain('<InstdAmt Ccy="EUR">502.63</InstdAmt>');
    expect(rows[0].xml).not.toContain("18310.63");
  });

  it("refuses to pay a negative amount due (the supplier owes us), clearly and without a file", async () => {
    expect(await invoice(negative)).toMatchObject({
      total: "529.87",
      prepaidAmount: "1059.74",
      amountDue: "-529.87",
      openAmount: "-529.87",
      canPay: false,
      payRefusal: "INVOICE_AMOUNT_DUE_NEGATIVE",
    });
    await server.ownerPool.query("update app_public.invoices set iban = $2 where document_id = $1", [
      negative,
      SUPPLIER_IBAN,
    ]);
    const before = await server.ownerPool.query("select count(*)::int as n from app_public.sepa_files");
    const res = await appFetch(`${server.url}/api/payments/sepa-credit-transfer`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({
        clientCompanyRowId: fx.companyA,
        documentRowIds: [negative],
        moneyAccountRowId: accountId,
        confirmUnverifiedIbanDocumentRowIds: [negative],
      }),
    });
    const body = (await res.json()) as any;
    expect(res.status).toBe(422);
    expect(body.refusals).toEqual([{ documentRowId: negative, code: "INVOICE_AMOUNT_DUE_NEGATIVE" }]);
    const qr = await appFetch(`${server.url}/api/payments/epc-qr?documentRowId=${negative}`, { headers: { cookie } });
    expect(qr.status).toBe(422);
    const after = await server.ownerPool.query("select count(*)::int as n from app_public.sepa_files");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("lets a person correct the figures: the amount due follows the total unless stated otherwise", async () => {
    const update = (id: string, patch: Record<string, unknown>) =>
      server.graphql(
        {
          query: `mutation($id: UUID!, $patch: InvoicePatch!) { updateInvoice(input: { documentRowId: $id, patch: $patch }) { invoice { total prepaidAmount amountDue openAmount } } }`,
          variables: { id, patch },
        },
        cookie,
      );
    // The negative invoice: a corrected prepaid amount with the amount due typed in.
    let r = await update(negative, { prepaidAmount: "500.00", amountDue: "29.87" });
    expect(r.json.errors).toBeUndefined();
    expect((r.json.data as any).updateInvoice.invoice).toMatchObject({ amountDue: "29.87", openAmount: "29.87" });
    // Cleared: it is derived again from total, prepaid and rounding.
    r = await update(negative, { amountDue: null });
    expect((r.json.data as any).updateInvoice.invoice).toMatchObject({ amountDue: "29.87" });
    await server.ownerPool.query("update app_public.invoices set prepaid_amount = null where document_id = $1", [
      negative,
    ]);
    const [row] = (
      await server.ownerPool.query("select amount_due::text from app_public.invoices where document_id = $1", [
        negative,
      ])
    ).rows;
    expect(row.amount_due).toBe("529.87");
  });
});
