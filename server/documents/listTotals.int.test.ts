import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser } from "../db/asUser.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { COMPANY_B_DATASET, LIST_DATASET } from "./listDataset.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";
import { documentsList } from "./listTestClient.ts";
import {
  countedStatisticsQuery,
  type DocumentsListArgs,
  type DocumentsListFilter,
  statisticsQuery,
  type StatisticsRow,
  toStatistics,
  totalsAnswerStatistics,
} from "./listQuery.ts";

// The documents list statistics read daily totals kept by statement triggers
// (app_hidden.document_day_totals): after every kind of write they must say exactly what
// counting the documents says, and RLS must keep one company's totals from another.

let server: TestServer;
let seed: TwoCompanies;
let fxA: ListFixture;
let fxB: ListFixture;
let authPool: pg.Pool;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fxA = await seedListDocuments(server.ownerPool, seed.companyA, LIST_DATASET);
  fxB = await seedListDocuments(server.ownerPool, seed.companyB, COMPANY_B_DATASET);
  authPool = server.authPool;
});
afterAll(async () => server?.close());

/** Every total (without the rows of zeros) against the documents counted now. */
async function expectTotalsEqualCounting() {
  const { rows } = await server.ownerPool.query<{ row: string; side: string }>(
    `with totals as (
       select client_company_id, list_date, type, category_id, list_open, archived, superseded, currency,
              document_count, net_sum, total_sum, open_amount_sum
       from app_hidden.document_day_totals
       where document_count <> 0 or net_sum <> 0 or total_sum <> 0 or open_amount_sum <> 0),
     counted as (
       select client_company_id, list_date, type, category_id, list_open, archived, superseded,
              coalesce(list_currency::text, '') as currency, count(*) as document_count,
              coalesce(sum(list_net), 0) as net_sum, coalesce(sum(list_total), 0) as total_sum,
              coalesce(sum(list_open_amount), 0) as open_amount_sum
       from app_public.documents group by 1, 2, 3, 4, 5, 6, 7, 8)
     (select t::text as row, 'totals only' as side from (table totals except table counted) t)
     union all
     (select c::text, 'counted only' from (table counted except table totals) c)`,
  );
  expect(rows).toEqual([]);
}

const FILTERS: (DocumentsListFilter | null)[] = [
  null,
  { archived: null, superseded: null },
  { archived: true },
  { superseded: true },
  { fromDate: "2026-01-01", untilDate: "2026-12-31" },
  { fromDate: "2026-03-10", untilDate: "2026-03-10", dateFilterType: "DOCUMENT_DATE" },
  { paidStatus: "PAID" },
  { paidStatus: "NOT_PAID" },
  { documentTypes: ["INCOMING_INVOICE"] },
  { excludeDocumentTypes: ["OTHER_DOCUMENT"] },
  { searchText: "  ", documentRowIds: [] },
];

/** The statistics of each filter, read from the totals and by counting rows, as the user. */
async function expectStatisticsAgree(company: string, userId: string) {
  const fx = company === seed.companyA ? fxA : fxB;
  const filters = [
    ...FILTERS,
    { categoryRowIds: [fx.categories.first] },
    { excludeCategoryRowIds: [fx.categories.first, fx.categories.other] },
  ];
  for (const filter of filters) {
    const args: DocumentsListArgs = { clientCompanyRowId: company, filter };
    expect(totalsAnswerStatistics(args)).toBe(true);
    const [fromTotals, counted] = await asUser(
      authPool,
      { sessionId: userId, userId, impersonatorUserId: null },
      async (c) => [
        toStatistics((await c.query<StatisticsRow>(statisticsQuery(args))).rows),
        toStatistics((await c.query<StatisticsRow>(countedStatisticsQuery(args))).rows),
      ],
    );
    expect(numeric(fromTotals), JSON.stringify(filter)).toEqual(numeric(counted));
  }
}

/** Money as numbers: "0" and "0.00" say the same. */
const numeric = (s: ReturnType<typeof toStatistics>) => ({
  ...s,
  currencies: s.currencies.map((c) => ({
    ...c,
    netSum: Number(c.netSum),
    totalSum: Number(c.totalSum),
    openAmount: Number(c.openAmount),
  })),
});

describe("documents list statistics from daily totals", () => {
  it("asks the totals only for filters they can answer", () => {
    const c = seed.companyA;
    expect(totalsAnswerStatistics({ clientCompanyRowId: c })).toBe(true);
    expect(totalsAnswerStatistics({ clientCompanyRowId: c, filter: { searchText: "Müller" } })).toBe(false);
    expect(totalsAnswerStatistics({ clientCompanyRowId: c, filter: { minTotal: "10.00" } })).toBe(false);
    expect(totalsAnswerStatistics({ clientCompanyRowId: c, filter: { isApproved: false } })).toBe(false);
    expect(totalsAnswerStatistics({ clientCompanyRowId: c, filter: { partnerCompanyRowIds: [c] } })).toBe(false);
    expect(
      totalsAnswerStatistics({
        clientCompanyRowId: c,
        filter: { fromDate: "2026-01-01", dateFilterType: "IMPORT_DATE" },
      }),
    ).toBe(false);
  });

  it("equal counting the documents after they were written", async () => {
    await expectTotalsEqualCounting();
    await expectStatisticsAgree(seed.companyA, seed.userA);
    await expectStatisticsAgree(seed.companyB, seed.userB);
  });

  it("follow inserts, amount and payment changes, archiving, category moves and deletes", async () => {
    const owner = server.ownerPool;
    await seedListDocuments(owner, seed.companyA, [
      { key: "n1", type: "INCOMING_INVOICE", invoiceDate: "2026-05-05", net: "10.00", total: "11.90", currency: "USD" },
      { key: "n2", type: "OUTGOING_INVOICE", invoiceDate: "2026-05-05", net: "20.00", total: "23.80" },
    ]);
    // Exported invoices are locked (GoBD); every other invoice of the company changes its amounts.
    await owner.query(
      `update app_public.invoices i set total = total + 1, net = net + 1
        where i.client_company_id = $1
          and not exists (select 1 from app_public.documents d where d.id = i.document_id and d.exported_for_booking_at is not null)`,
      [seed.companyA],
    );
    await owner.query(
      "update app_public.invoices set payment_status = 'PAID', paid_date = current_date where document_id = $1",
      [fxA.ids.t1],
    );
    await owner.query("update app_public.documents set archived = true where id = any ($1::uuid[])", [
      [fxA.ids.t3, fxA.ids.t4],
    ]);
    await owner.query("update app_public.documents set category_id = $1 where id = $2", [
      fxA.categories.second,
      fxA.ids.t7,
    ]);
    await expectTotalsEqualCounting();
    await owner.query("delete from app_public.documents where id = any ($1::uuid[])", [[fxA.ids.t2, fxA.ids.t5]]);
    await expectTotalsEqualCounting();
    await expectStatisticsAgree(seed.companyA, seed.userA);
  });

  it("follow a document moved to another company", async () => {
    const owner = server.ownerPool;
    // A document without invoice or other-document row (as capture leaves it until extraction):
    // nothing else carries its company.
    const { rows } = await owner.query<{ id: string }>(
      `insert into app_public.documents (client_company_id, category_id, type) values ($1, $2, 'INCOMING_INVOICE') returning id`,
      [seed.companyA, fxA.categories.first],
    );
    await expectTotalsEqualCounting();
    // Its import history names the company too: it goes in the same statement.
    await owner.query(
      `with h as (delete from app_public.document_history_entries where document_id = $3)
       update app_public.documents set client_company_id = $1, category_id = $2 where id = $3`,
      [seed.companyB, fxB.categories.first, rows[0]!.id],
    );
    await expectTotalsEqualCounting();
    await expectStatisticsAgree(seed.companyA, seed.userA);
    await expectStatisticsAgree(seed.companyB, seed.userB);
  });

  it("are invisible to another company's members (RLS)", async () => {
    const asB = { sessionId: seed.userB, userId: seed.userB, impersonatorUserId: null };
    const { rows } = await asUser(authPool, asB, (c) =>
      c.query<{ client_company_id: string }>("select distinct client_company_id from app_hidden.document_day_totals"),
    );
    expect(rows.map((r) => r.client_company_id)).toEqual([seed.companyB]);
    const readA = await asUser(authPool, asB, (c) =>
      c.query<StatisticsRow>(statisticsQuery({ clientCompanyRowId: seed.companyA, filter: { archived: null } })),
    );
    expect(readA.rows).toEqual([]);
    const answer = await documentsList(server, { c: seed.companyA }, await server.signIn(seed.userB));
    expect(answer.statistics).toEqual({ count: 0, invoiceCount: 0, openCount: 0, currencies: [] });
    // and nobody but the trigger writes them
    await expect(
      asUser(authPool, asB, (c) =>
        c.query("update app_hidden.document_day_totals set document_count = 0 where client_company_id = $1", [
          seed.companyB,
        ]),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});
