/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlobStore } from "../files/blobStore.ts";
import { makeLogger } from "../logger.ts";
import { runExport, type RunExportDeps } from "../export/runExport.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { DEMO, loadDemoData } from "./demoData.ts";
import { demoMonth } from "./demoExport.ts";

/**
 * The demo's accounting settings and exports: both companies carry their DATEV numbers and their
 * standard chart, Müller Haustechnik works with cost centres, cost units and EU OSS branches, its
 * exports list holds a finished export of the month before last whose files are in the file
 * store, and last month exports through createExport and the real job without a finding.
 */
describe("demo accounting settings and booking exports", () => {
  let server: TestServer;
  let deps: RunExportDeps;
  let cookie: string;
  const muller: string = DEMO.companies.haustechnik;
  const bakery: string = DEMO.companies.baeckerei;
  const q = async (sql: string, params: unknown[] = []) => (await server.ownerPool.query(sql, params)).rows;

  beforeAll(async () => {
    server = await startTestServer({ worker: false, persistedOnly: false });
    const logger = makeLogger("silent");
    deps = { ownerPool: server.ownerPool, blobs: new BlobStore(server.blobDir), logger, publicUrl: server.url };
    expect(await loadDemoData(server.ownerPool, logger, { blobs: deps.blobs, publicUrl: server.url })).toBe(true);
    cookie = await server.signIn(DEMO.users.admin);
  });
  afterAll(async () => server?.close());

  it("gives both companies their DATEV numbers, account length and fiscal year", async () => {
    const rows = await q(
      `select id, accounting_system, datev_consultant_number, datev_client_number, general_ledger_account_length, fiscal_year_start_month
       from app_public.client_companies where id = any ($1::uuid[]) order by datev_client_number`,
      [[muller, bakery]],
    );
    expect(rows).toEqual([
      expect.objectContaining({ id: muller, accounting_system: "DATEV", datev_consultant_number: 29098 }),
      expect.objectContaining({ id: bakery, accounting_system: "DATEV", datev_consultant_number: 29098 }),
    ]);
    expect(
      rows.map((r) => [r.datev_client_number, r.general_ledger_account_length, r.fiscal_year_start_month]),
    ).toEqual([
      [10001, 4, 1],
      [10002, 4, 1],
    ]);
  });

  it("books Müller on SKR03 and the bakery on SKR04, every item on an account of its chart", async () => {
    const chartOf = async (company: string, chart: string) =>
      q(
        `select s.number, s.name, g.number as company_number
         from app_private.standard_chart_accounts s
         left join app_public.general_ledger_accounts g on g.client_company_id = $1 and g.number = s.number and g.name = s.name
         where s.chart = $2::app_public.standard_chart`,
        [company, chart],
      );
    for (const [company, chart] of [
      [muller, "SKR03"],
      [bakery, "SKR04"],
    ] as const) {
      const standard = await chartOf(company, chart);
      expect(standard.length).toBeGreaterThan(50);
      expect(
        standard.filter((a) => a.company_number === null),
        chart,
      ).toEqual([]);
      // Nothing of the other chart: every account is the chart's (Müller adds its OSS revenue accounts).
      const foreign = await q(
        `select g.number from app_public.general_ledger_accounts g
         where g.client_company_id = $1 and not exists (select 1 from app_private.standard_chart_accounts s
                                                        where s.chart = $2::app_public.standard_chart and s.number = g.number)
         order by g.number`,
        [company, chart],
      );
      expect(foreign.map((a) => a.number)).toEqual(company === muller ? ["8320", "8321"] : []);
    }
    const expected: Record<string, Record<string, string>> = {
      [muller]: {
        "4930": "Bürobedarf",
        "3400": "Wareneingang 19 % Vorsteuer",
        "1200": "Bank",
        "8400": "Erlöse 19 % USt",
      },
      [bakery]: {
        "6815": "Bürobedarf",
        "5400": "Wareneingang 19 % Vorsteuer",
        "1800": "Bank",
        "4400": "Erlöse 19 % USt",
      },
    };
    for (const [company, accounts] of Object.entries(expected)) {
      const rows = await q(
        "select number, name from app_public.general_ledger_accounts where client_company_id = $1 and number = any ($2::text[])",
        [company, Object.keys(accounts)],
      );
      expect(Object.fromEntries(rows.map((r) => [r.number, r.name]))).toEqual(accounts);
    }
    // Every demo booking (items, bank and cash accounts, categories) names an account of its company's chart.
    const items = await q(
      `select a.client_company_id, count(*)::int as n, count(g.id)::int as with_account
       from app_public.accounting_items a
       left join app_public.general_ledger_accounts g on g.client_company_id = a.client_company_id and g.id = a.general_ledger_account_id
       group by a.client_company_id`,
    );
    for (const row of items) expect(row.with_account).toBe(row.n);
    const unbooked = await q(
      `select name from app_public.money_categories where general_ledger_account_id is null
       union all select name from app_public.money_accounts where general_ledger_account_id is null and type <> 'CREDIT_CARD'`,
    );
    expect(unbooked).toEqual([]);
    const bakeryBank = await q(
      `select g.number from app_public.money_accounts m join app_public.general_ledger_accounts g on g.id = m.general_ledger_account_id
       where m.client_company_id = $1 and m.type = 'BANK'`,
      [bakery],
    );
    expect(bakeryBank.map((r) => r.number)).toEqual(["1800"]);
  });

  it("has the common DATEV tax keys with their rates over time", async () => {
    const rows = await q(
      `select v.code, v.type::text, v.amount_type_must_be_net as net,
              array_agg(r.percentage::text || ' ' || coalesce(r.valid_from::text, '') || '–' || coalesce(r.valid_until::text, '')
                        order by r.valid_from nulls first) as rates
       from app_public.value_added_taxes v join app_public.value_added_tax_rates r on r.value_added_tax_id = v.id
       where v.client_company_id = $1 group by v.id order by v.code::int`,
      [muller],
    );
    expect(rows.map((r) => r.code)).toEqual(["1", "2", "3", "8", "9", "18", "19", "91", "94"]);
    const byCode = Object.fromEntries(rows.map((r) => [r.code, r]));
    expect(byCode["9"]).toEqual({
      code: "9",
      type: "INPUT_TAX",
      net: false,
      rates: ["19.00 2007-01-01–", "16.00 2020-07-01–2020-12-31"],
    });
    expect(byCode["2"].rates).toEqual(["7.00 1983-07-01–", "5.00 2020-07-01–2020-12-31"]);
    expect(byCode["3"].type).toBe("OUTPUT_TAX");
    expect(byCode["94"]).toMatchObject({ type: "REVERSE_CHARGE", net: true });
    expect(byCode["91"]).toMatchObject({ type: "REVERSE_CHARGE", net: true });
  });

  it("links the partner accounts to their partners: Kreditoren from 70000, Debitoren from 10000", async () => {
    const rows = await q(
      `select a.number, a.type::text, a.partner_company_id is not null as linked
       from app_public.partner_accounts a where a.client_company_id = $1 and a.disabled_at is null`,
      [muller],
    );
    const linked = rows.filter((r) => r.linked);
    expect(linked.filter((r) => r.type === "CREDITOR").every((r) => Number(r.number) >= 70001)).toBe(true);
    expect(
      linked.filter((r) => r.type === "DEBTOR").every((r) => Number(r.number) >= 10001 && Number(r.number) < 70000),
    ).toBe(true);
    expect(linked.some((r) => r.type === "DEBTOR")).toBe(true);
    expect(linked.some((r) => r.type === "CREDITOR")).toBe(true);
  });

  it("has Müller's cost centres, cost units with budgets (one over it) and EU OSS branches", async () => {
    const { json } = await server.graphql(
      {
        query: `query($c: UUID!) { clientCompany(rowId: $c) { featureFlags { costCenters costUnits euOss } } }`,
        variables: { c: muller },
      },
      cookie,
    );
    expect(json.errors).toBeUndefined();
    expect((json.data as any).clientCompany.featureFlags).toEqual({ costCenters: true, costUnits: true, euOss: true });

    const centers = await q(
      `select c.number, (select count(*)::int from app_public.accounting_item_cost_centers a where a.cost_center_id = c.id) as items
       from app_public.cost_centers c where c.client_company_id = $1 order by c.number`,
      [muller],
    );
    expect(centers.length).toBeGreaterThanOrEqual(3);
    expect(centers.filter((c) => c.items > 0).length).toBeGreaterThanOrEqual(2);

    const units = await q(
      `select u.number, u.budget, coalesce(sum(a.amount), 0) as assigned, count(a.id)::int as items
       from app_public.cost_units u left join app_public.accounting_item_cost_units a on a.cost_unit_id = u.id
       where u.client_company_id = $1 group by u.id order by u.number`,
      [muller],
    );
    expect(units.map((u) => u.number)).toEqual(["2409", "2417"]);
    for (const u of units) {
      expect(u.items, u.number).toBeGreaterThan(0);
      expect(Number(u.budget), u.number).toBeGreaterThan(0);
    }
    const usage = Object.fromEntries(units.map((u) => [u.number, Number(u.assigned) / Number(u.budget)]));
    expect(usage["2417"]).toBeGreaterThan(1);
    expect(usage["2409"]).toBeLessThan(0.8);

    const branches = await q(
      `select b.country, g.number, g.category::text from app_public.client_company_oss_branches b
       join app_public.general_ledger_accounts g on g.id = b.general_ledger_account_id
       where b.client_company_id = $1 order by b.country`,
      [muller],
    );
    expect(branches).toEqual([
      { country: "AT", number: "8320", category: "REVENUE" },
      { country: "NL", number: "8321", category: "REVENUE" },
    ]);
  });

  it("keeps one finished export of the month before last, its files in the file store and its documents locked", async () => {
    const period = demoMonth(-2);
    const exports = await q(
      `select e.id, e.status::text, e.accounting_export::text, e.creator_user_id, e.document_count,
              e.accounting_period_from::text as period_from, e.accounting_period_to::text as period_to, e.findings
       from app_public.exports e where e.client_company_id = $1`,
      [muller],
    );
    expect(exports).toHaveLength(1);
    const done = exports[0];
    expect(done).toMatchObject({
      status: "DONE",
      accounting_export: "DATEV_EXTF",
      creator_user_id: DEMO.users.admin,
      period_from: period.from,
      period_to: period.to,
    });
    expect(done.document_count).toBeGreaterThanOrEqual(2);

    const files = await q(
      "select kind, file_name, blob_key, sha256, byte_size from app_public.export_files where export_id = $1",
      [done.id],
    );
    expect(files.length).toBeGreaterThanOrEqual(1);
    for (const f of files) {
      const bytes = await deps.blobs.read(f.blob_key);
      expect(bytes.length).toBe(Number(f.byte_size));
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(f.sha256);
    }
    expect(files.map((f) => f.file_name).sort()).toEqual([
      `Buchungen_${period.from}_${period.to}.csv`,
      `EXTF_Buchungsstapel_${period.from}_${period.to}.csv`,
      `EXTF_Debitoren_Kreditoren_${period.from}_${period.to}.csv`,
    ]);
    const extf = files.find((f) => f.file_name.startsWith("EXTF_Buchungsstapel"));
    expect(extf).toBeDefined();
    const text = new TextDecoder("windows-1252").decode(await deps.blobs.read(extf!.blob_key));
    expect(text.startsWith('"EXTF";700;21;')).toBe(true);
    expect(text).toContain(";29098;10001;");

    const docs = await q(
      `select d.exported_for_booking_at is not null as locked, i.invoice_date::text as invoice_date
       from app_public.export_documents ed join app_public.documents d on d.id = ed.document_id
       join app_public.invoices i on i.document_id = d.id where ed.export_id = $1`,
      [done.id],
    );
    expect(docs).toHaveLength(done.document_count);
    for (const d of docs) {
      expect(d.locked).toBe(true);
      expect(d.invoice_date >= period.from && d.invoice_date <= period.to).toBe(true);
    }
  });

  it("offers last month's invoices in the accounting-export preset and exports them without a finding", async () => {
    const period = demoMonth(-1);
    const { json: list } = await server.graphql(
      {
        query: `query($c: UUID!, $f: DocumentsListFilter) { documentsList(clientCompanyRowId: $c, filter: $f) { totalCount } }`,
        variables: {
          c: muller,
          f: {
            dateFilterType: "INVOICE_DATE",
            fromDate: period.from,
            untilDate: period.to,
            documentTypes: ["INCOMING_INVOICE", "OUTGOING_INVOICE"],
            isApproved: true,
            exportStatus: "NOT_EXPORTED_FOR_BOOKING",
            invoiceCompletenessDetails: ["PARTNER_ACCOUNT", "ACCOUNTING_ITEMS", "REAL_ESTATE_OBJECT"],
          },
        },
      },
      cookie,
    );
    expect(list.errors).toBeUndefined();
    const ready = (list.data as any).documentsList.totalCount as number;
    expect(ready).toBeGreaterThanOrEqual(3);

    const { json } = await server.graphql(
      {
        query: `mutation ($input: CreateExportInput!) { createExport(input: $input) { export { rowId status documentCount } } }`,
        variables: {
          input: {
            clientCompanyRowId: muller,
            accountingPeriodFrom: period.from,
            accountingPeriodTo: period.to,
            accountingExport: "DATEV_EXTF",
            readyForBookingExport: true,
          },
        },
      },
      cookie,
    );
    expect(json.errors).toBeUndefined();
    const created = (json.data as any).createExport.export;
    expect(created).toMatchObject({ status: "QUEUED", documentCount: ready });

    expect(await runExport(deps, created.rowId)).toBe("done");
    const [row] = await q("select status::text, error_code, findings from app_public.exports where id = $1", [
      created.rowId,
    ]);
    expect(row).toEqual({ status: "DONE", error_code: null, findings: [] });
    const [locked] = await q(
      `select count(*)::int as n from app_public.export_documents ed join app_public.documents d on d.id = ed.document_id
       where ed.export_id = $1 and d.exported_for_booking_at is not null`,
      [created.rowId],
    );
    expect(locked.n).toBe(ready);
  });
});
