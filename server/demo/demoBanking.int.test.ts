import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchCompanyTransactions } from "../banking/matchTransactions.ts";
import { withTransaction } from "../db/withTransaction.ts";
import { makeLogger } from "../logger.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { DEMO, loadDemoData } from "./demoData.ts";

/** The demo banking after a first matching run: what a person opening /banking sees. */
describe("demo banking", () => {
  let server: TestServer;
  const company = DEMO.companies.haustechnik;
  const q = async (sql: string, params: unknown[] = []) => (await server.ownerPool.query(sql, params)).rows;

  beforeAll(async () => {
    server = await startTestServer({ worker: false });
    expect(await loadDemoData(server.ownerPool, makeLogger("silent"))).toBe(true);
    await withTransaction(server.ownerPool, (client) =>
      matchCompanyTransactions(client, company, makeLogger("silent")),
    );
  });
  afterAll(async () => server?.close());

  it("has accounts, categories and four months of transactions with a plausible balance", async () => {
    const accounts = await q(
      "select type, name from app_public.money_accounts where client_company_id = $1 order by type",
      [company],
    );
    expect(accounts.map((a) => a.type)).toEqual(["BANK", "CREDIT_CARD", "CASH"]);
    const [giro] = await q(
      "select app_public.money_accounts_current_balance(a)::numeric as balance from app_public.money_accounts a where client_company_id = $1 and type = 'BANK'",
      [company],
    );
    expect(Number(giro.balance)).toBeGreaterThan(0);
    const [counts] = await q(
      `select count(*)::int as all, count(*) filter (where money_category_id is not null)::int as categorised,
              count(*) filter (where matched_count > 0)::int as matched,
              count(*) filter (where matched_count = 0 and money_category_id is null)::int as unclear,
              count(*) filter (where suggestion_count > 0)::int as suggested
       from app_public.money_transactions where client_company_id = $1 and source = 'IMPORT'`,
      [company],
    );
    expect(counts.all).toBeGreaterThan(20);
    expect(counts.categorised).toBeGreaterThan(5);
    expect(counts.matched).toBeGreaterThan(3);
    expect(counts.unclear).toBeGreaterThan(0);
    expect(counts.suggested).toBeGreaterThan(0);
  });

  it("links the payments of paid invoices and pays open ones by the matching run", async () => {
    const sources = await q(
      "select source, count(*)::int as n from app_public.money_transaction_documents where client_company_id = $1 group by source order by source",
      [company],
    );
    expect(sources.map((s) => s.source)).toContain("AUTO");
    const [paidByLinks] = await q(
      "select count(*)::int as n from app_public.invoices where client_company_id = $1 and payment_status = 'PAID' and payment_status_source = 'TRANSACTIONS'",
      [company],
    );
    expect(paidByLinks.n).toBeGreaterThan(3);
    const [partial] = await q(
      "select count(*)::int as n from app_public.invoices where client_company_id = $1 and partially_paid",
      [company],
    );
    expect(partial.n).toBeGreaterThanOrEqual(1);
  });

  it("flags the open invoice whose IBAN was changed", async () => {
    const flagged = await q(
      `select i.invoice_number from app_public.invoices i join app_public.documents d on d.id = i.document_id
       where i.client_company_id = $1 and i.payment_status = 'NOT_PAID' and d.type = 'INCOMING_INVOICE'
         and app_public.invoices_has_unverified_iban(i)`,
      [company],
    );
    expect(flagged.length).toBeGreaterThanOrEqual(1);
  });
});
