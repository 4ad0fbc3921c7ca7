/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";

/**
 * The documents list's payment and accounting filters: paid in a SEPA file (pain.001),
 * collected by direct debit (pain.008), payment reminder sent, linked to a transaction of a
 * money account, and accounting items by ledger account, cost centre and cost unit (each with
 * its exclusion). Every expectation is the exact list; company B sees none of A's.
 *
 *   p1  incoming, in a SEPA file, linked to a transaction of the Girokonto, booked to 4920 / KST 100
 *   p2  incoming, in a SEPA file that was CANCELLED (does not count), reminder sent, booked to 3400 / KTR 1001
 *   p3  outgoing, collected by direct debit, linked to a transaction of the Sparkonto
 *   p4  incoming, nothing
 */

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
let cookieA: string;
let cookieB: string;
const ids: Record<string, string> = {};

const LIST = `query($c: UUID!, $f: DocumentsListFilter) {
  documentsList(clientCompanyRowId: $c, filter: $f, first: 50) { totalCount edges { node { rowId } } ids }
}`;

async function list(filter: Record<string, unknown>, cookie = cookieA): Promise<string[]> {
  const { json } = await server.graphql({ query: LIST, variables: { c: seed.companyA, f: filter } }, cookie);
  expect(json.errors).toBeUndefined();
  const byId = new Map(Object.entries(fx.ids).map(([k, id]) => [id, k]));
  return (json.data as any).documentsList.edges.map((e: any) => byId.get(e.node.rowId) ?? e.node.rowId);
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  const q = async (sql: string, params: unknown[] = []) => (await server.ownerPool.query(sql, params)).rows;
  // Accounting items are visible with an accounting system (and accounting access).
  await q("update app_public.client_companies set accounting_system = 'DATEV' where id = $1", [seed.companyA]);
  fx = await seedListDocuments(server.ownerPool, seed.companyA, [
    { key: "p1", type: "INCOMING_INVOICE", invoiceNumber: "RE-1", invoiceDate: "2026-01-20", total: "119.00" },
    { key: "p2", type: "INCOMING_INVOICE", invoiceNumber: "RE-2", invoiceDate: "2026-01-19", total: "119.00" },
    { key: "p3", type: "OUTGOING_INVOICE", invoiceNumber: "AR-3", invoiceDate: "2026-01-18", total: "119.00" },
    { key: "p4", type: "INCOMING_INVOICE", invoiceNumber: "RE-4", invoiceDate: "2026-01-17", total: "119.00" },
  ]);
  const one = async (sql: string, params: unknown[]) => (await q(sql, params))[0].id as string;
  ids.giro = await one(
    "insert into app_public.money_accounts (client_company_id, type, name, iban) values ($1, 'BANK', 'Girokonto', 'DE89370400440532013000') returning id",
    [seed.companyA],
  );
  ids.spar = await one(
    "insert into app_public.money_accounts (client_company_id, type, name, iban) values ($1, 'BANK', 'Sparkonto', 'DE02120300000000202051') returning id",
    [seed.companyA],
  );
  const transaction = (account: string, amount: string, fp: string) =>
    one(
      `insert into app_public.money_transactions (client_company_id, money_account_id, source, booking_date, amount, currency, fingerprint)
       values ($1, $2, 'IMPORT', '2026-02-01', $3, 'EUR', $4) returning id`,
      [seed.companyA, account, amount, fp],
    );
  const link = async (tx: string, doc: string) =>
    q(
      "insert into app_public.money_transaction_documents (client_company_id, money_transaction_id, document_id, amount, source) values ($1, $2, $3, 50, 'MANUAL')",
      [seed.companyA, tx, doc],
    );
  await link(await transaction(ids.giro, "-50.00", "t1"), fx.ids.p1!);
  await link(await transaction(ids.spar, "50.00", "t3"), fx.ids.p3!);
  const payment = async (doc: string, method: string, status: string, e2e: string) =>
    q(
      `insert into app_public.bank_payments (client_company_id, document_id, method, status, recipient_name, recipient_iban, amount, total, purpose, end_to_end_id, requested_date)
       values ($1, $2, $3, $4, 'X', 'DE02120300000000202051', 119, 119, 'RE', $5, '2026-02-01')`,
      [seed.companyA, doc, method, status, e2e],
    );
  await payment(fx.ids.p1!, "SEPA_FILE", "CREATED", "E1");
  await payment(fx.ids.p2!, "SEPA_FILE", "CANCELLED", "E2");
  await payment(fx.ids.p3!, "DIRECT_DEBIT_FILE", "FINISHED", "E3");
  await q(
    "insert into app_public.document_history_entries (client_company_id, document_id, type, payload) values ($1, $2, 'PAYMENT_REMINDER_SENT', '{}')",
    [seed.companyA, fx.ids.p2],
  );
  ids.gl4920 = await one(
    "insert into app_public.general_ledger_accounts (client_company_id, number, name, category) values ($1, '4920', 'Telefon', 'EXPENSE') returning id",
    [seed.companyA],
  );
  ids.gl3400 = await one(
    "insert into app_public.general_ledger_accounts (client_company_id, number, name, category) values ($1, '3400', 'Wareneingang', 'EXPENSE') returning id",
    [seed.companyA],
  );
  ids.kst = await one(
    "insert into app_public.cost_centers (client_company_id, number) values ($1, '100') returning id",
    [seed.companyA],
  );
  ids.ktr = await one(
    "insert into app_public.cost_units (client_company_id, number) values ($1, '1001') returning id",
    [seed.companyA],
  );
  const item = (doc: string, gl: string) =>
    one(
      `insert into app_public.accounting_items (client_company_id, document_id, title, booking_type, amount, amount_type, general_ledger_account_id)
       values ($1, $2, 'Posten', 'DEBIT', 119, 'GROSS', $3) returning id`,
      [seed.companyA, doc, gl],
    );
  const i1 = await item(fx.ids.p1!, ids.gl4920);
  const i2 = await item(fx.ids.p2!, ids.gl3400);
  await q(
    "insert into app_public.accounting_item_cost_centers (client_company_id, accounting_item_id, cost_center_id, amount) values ($1, $2, $3, 119)",
    [seed.companyA, i1, ids.kst],
  );
  await q(
    "insert into app_public.accounting_item_cost_units (client_company_id, accounting_item_id, cost_unit_id, amount) values ($1, $2, $3, 119)",
    [seed.companyA, i2, ids.ktr],
  );
  cookieA = await server.signIn(seed.userA);
  cookieB = await server.signIn(seed.userB);
});
afterAll(async () => server?.close());

describe("payment filters", () => {
  it("hasPain001Payment: in a SEPA file that was not cancelled", async () => {
    expect(await list({ hasPain001Payment: true })).toEqual(["p1"]);
    expect(await list({ hasPain001Payment: false })).toEqual(["p2", "p3", "p4"]);
  });
  it("hasPain008DirectDebit and isPaymentReminderSent", async () => {
    expect(await list({ hasPain008DirectDebit: true })).toEqual(["p3"]);
    expect(await list({ isPaymentReminderSent: true })).toEqual(["p2"]);
    expect(await list({ isPaymentReminderSent: false })).toEqual(["p1", "p3", "p4"]);
  });
  it("moneyAccountRowIds: linked to a transaction of these accounts", async () => {
    expect(await list({ moneyAccountRowIds: [ids.giro] })).toEqual(["p1"]);
    expect(await list({ moneyAccountRowIds: [ids.giro, ids.spar] })).toEqual(["p1", "p3"]);
  });
});

describe("accounting filters", () => {
  it("general ledger accounts, cost centres and cost units, each with its exclusion", async () => {
    expect(await list({ generalLedgerAccountRowIds: [ids.gl4920] })).toEqual(["p1"]);
    expect(await list({ excludeGeneralLedgerAccountRowIds: [ids.gl4920] })).toEqual(["p2", "p3", "p4"]);
    expect(await list({ costCenterRowIds: [ids.kst] })).toEqual(["p1"]);
    expect(await list({ excludeCostCenterRowIds: [ids.kst] })).toEqual(["p2", "p3", "p4"]);
    expect(await list({ costUnitRowIds: [ids.ktr] })).toEqual(["p2"]);
    expect(await list({ excludeCostUnitRowIds: [ids.ktr] })).toEqual(["p1", "p3", "p4"]);
  });
});

describe("another company", () => {
  it("finds nothing of A's through these filters", async () => {
    const { json } = await server.graphql(
      { query: LIST, variables: { c: seed.companyA, f: { hasPain001Payment: true, moneyAccountRowIds: [ids.giro] } } },
      cookieB,
    );
    const answer = (json.data as any)?.documentsList;
    expect(answer?.totalCount ?? 0).toBe(0);
  });
});
