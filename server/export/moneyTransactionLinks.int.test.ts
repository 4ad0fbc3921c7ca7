import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { streamExportMoneyTransactions } from "./exportData.ts";

// What the export job reads of an exported payment: the linked invoices' Belegfeld 1 as the
// invoices got it (cleaned invoice number, else the internal number) with their rowIds, and the
// cash discount (Skonto) taken: the one matching recorded, else the invoice's discount amount
// when exactly total − discount amount was paid; none for a plain or partial payment.

let server: TestServer;
let seed: TwoCompanies;
const owner = async (sql: string, params: unknown[] = []) => (await server.ownerPool.query(sql, params)).rows;
let exportId: string;
const tx: Record<string, string> = {};
const doc: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  const company = seed.companyA;
  const [account] = await owner(
    "insert into app_public.money_accounts (client_company_id, type, name, iban) values ($1, 'BANK', 'Bank', 'DE89370400440532013000') returning id",
    [company],
  );
  const [category] = await owner(
    "insert into app_public.document_categories (client_company_id, document_type, name) values ($1, 'INCOMING_INVOICE', 'Eingang') returning id",
    [company],
  );
  const invoice = async (
    key: string,
    invoiceNumber: string | null,
    internalNumber: string | null,
    discount: string | null,
  ) => {
    const [d] = await owner(
      "insert into app_public.documents (client_company_id, category_id, type, title) values ($1, $2, 'INCOMING_INVOICE', $3) returning id",
      [company, category.id, key],
    );
    await owner(
      `insert into app_public.invoices (document_id, client_company_id, invoice_number, internal_number, invoice_date, net, total, currency, discount_amount)
       values ($1, $2, $3, $4, date '2026-01-05', 100, 119, 'EUR', $5)`,
      [d.id, company, invoiceNumber, internalNumber, discount],
    );
    doc[key] = d.id;
  };
  await invoice("skonto", "RE 2026/001 §", null, "2.38");
  await invoice("matched", "RE-2", null, null);
  await invoice("partial", "RE-3", null, "2.38");
  await invoice("internal", null, "E-17", null);
  const payment = async (key: string, amount: string) => {
    const [t] = await owner(
      `insert into app_public.money_transactions (client_company_id, money_account_id, source, booking_date, amount, currency, purpose, fingerprint)
       values ($1, $2, 'MANUAL', date '2026-01-10', $3, 'EUR', $4, $4) returning id`,
      [company, account.id, amount, key],
    );
    tx[key] = t.id;
  };
  await payment("skonto", "-116.62");
  await payment("matched", "-115.00");
  await payment("partial", "-50.00");
  await payment("two", "-238.00");
  const link = (t: string, d: string, amount: string, checks = "[]") =>
    owner(
      "insert into app_public.money_transaction_documents (client_company_id, money_transaction_id, document_id, amount, source, checks) values ($1, $2, $3, $4, 'MANUAL', $5::jsonb)",
      [company, tx[t], doc[d], amount, checks],
    );
  await link("skonto", "skonto", "116.62");
  await link(
    "matched",
    "matched",
    "115.00",
    JSON.stringify([
      { check: "TOTAL", passed: true, score: 1, weight: 1, detail: { kind: "DISCOUNT", discount: "4.00" } },
    ]),
  );
  await link("partial", "partial", "50.00");
  await link("two", "internal", "119.00");
  await link("two", "matched", "119.00");
  const [e] = await owner(
    "insert into app_public.exports (client_company_id, accounting_period_from, accounting_period_to) values ($1, date '2026-01-01', date '2026-01-31') returning id",
    [company],
  );
  exportId = e.id;
  await owner(
    "insert into app_public.export_money_transactions (client_company_id, export_id, money_transaction_id) select $1, $2, unnest($3::uuid[])",
    [company, exportId, Object.values(tx)],
  );
});
afterAll(async () => server?.close());

describe("exported payments", () => {
  it("carry the invoices' Belegfeld 1 and rowIds and the Skonto taken", async () => {
    const rows = [];
    for await (const row of streamExportMoneyTransactions(server.ownerPool, {
      rowId: exportId,
      companyRowId: seed.companyA,
    }))
      rows.push(row);
    const byId = new Map(rows.map((r) => [r.rowId, r]));
    // Total − discount amount paid exactly: the invoice's discount; the number cleaned as Belegfeld 1.
    expect(byId.get(tx.skonto!)).toMatchObject({
      documentNumbers: ["RE2026/001"],
      documentRowIds: [doc.skonto],
      discount: "2.38",
    });
    // What matching recorded wins.
    expect(byId.get(tx.matched!)).toMatchObject({ documentNumbers: ["RE-2"], discount: "4.00" });
    // A partial payment takes no discount.
    expect(byId.get(tx.partial!)).toMatchObject({ documentNumbers: ["RE-3"], discount: null });
    // Two invoices: the internal number where there is no invoice number; rowIds in the same order.
    expect(byId.get(tx.two!)).toMatchObject({
      documentNumbers: ["E-17", "RE-2"],
      documentRowIds: [doc.internal, doc.matched],
      discount: null,
    });
  });
});
