import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedListDocuments, type FixtureDocument, type ListFixture } from "../documents/listFixture.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// The dashboard's figures (spec part 1 §2.11, §3 "Dashboard data") against a known ledger:
// every figure below is the hand sum of the documents and transactions written here. Then the
// gates: without banking access no money figures, and no company's figures reach another's
// members, whatever their role.

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
let cookieA: string;
const kit = graphqlKit(
  () => server,
  () => cookieA,
);

/** Company A's ledger. Open (not paid) invoices count in the summary whatever their date; the
 * partner statistics take the period's invoices by invoice date. */
const LEDGER: FixtureDocument[] = [
  // clients (outgoing invoices)
  {
    key: "out1",
    type: "OUTGOING_INVOICE",
    partner: "Kunde Eins",
    invoiceDate: "2026-03-10",
    net: "1000.00",
    total: "1190.00",
  },
  {
    key: "out2",
    type: "OUTGOING_INVOICE",
    partner: "Kunde Eins",
    invoiceDate: "2026-04-01",
    net: "500.00",
    total: "595.00",
    paid: true,
  },
  {
    key: "out3",
    type: "OUTGOING_INVOICE",
    partner: "Kunde Zwei",
    invoiceDate: "2026-05-01",
    net: "300.00",
    total: "357.00",
  },
  // before the period: open (an asset), but not in the period's partner figures
  {
    key: "out4",
    type: "OUTGOING_INVOICE",
    partner: "Kunde Zwei",
    invoiceDate: "2025-12-31",
    net: "9999.00",
    total: "9999.00",
  },
  // a credit memo subtracts
  {
    key: "out5",
    type: "OUTGOING_INVOICE",
    partner: "Kunde Eins",
    invoiceDate: "2026-06-01",
    net: "100.00",
    total: "119.00",
    creditMemo: true,
  },
  // archived, and in another currency: left out everywhere
  {
    key: "out6",
    type: "OUTGOING_INVOICE",
    partner: "Kunde Zwei",
    invoiceDate: "2026-02-01",
    net: "5000.00",
    total: "5950.00",
    archived: true,
  },
  {
    key: "out7",
    type: "OUTGOING_INVOICE",
    partner: "Kunde Zwei",
    invoiceDate: "2026-02-01",
    net: "700.00",
    total: "700.00",
    currency: "USD",
  },
  // vendors (incoming invoices)
  {
    key: "in1",
    type: "INCOMING_INVOICE",
    partner: "Lieferant A",
    invoiceDate: "2026-01-15",
    net: "200.00",
    total: "238.00",
  },
  {
    key: "in2",
    type: "INCOMING_INVOICE",
    partner: "Lieferant B",
    invoiceDate: "2026-02-15",
    net: "400.00",
    total: "476.00",
    paid: true,
  },
  {
    key: "in3",
    type: "INCOMING_INVOICE",
    partner: "Lieferant A",
    invoiceDate: "2026-07-01",
    net: "50.00",
    total: "59.50",
  },
  // replaced by a newer version: left out
  {
    key: "in4",
    type: "INCOMING_INVOICE",
    partner: "Lieferant B",
    invoiceDate: "2026-03-01",
    net: "1000.00",
    total: "1190.00",
    superseded: true,
  },
  // no partner: a payable, but no vendor to list
  { key: "in5", type: "INCOMING_INVOICE", partner: null, invoiceDate: "2026-03-01", net: "80.00", total: "95.20" },
  { key: "other", type: "OTHER_DOCUMENT", documentDate: "2026-03-01", partner: "Kunde Eins" },
];

const DASHBOARD = `query Dashboard($c: UUID!, $from: Date!, $until: Date!) {
  clientCompany(rowId: $c) {
    financeSummary { bankBalanceSum moneyAccountCount moneyAccountsWithoutBalance assets assetsCount liabilities liabilitiesCount }
    bankStatistics(fromDate: $from, untilDate: $until) { nodes { date sumIncoming sumOutgoing } }
    vendors: partnerStatistics(type: VENDOR, fromDate: $from, untilDate: $until, first: 10) {
      totalCount nodes { partnerCompanyRowId partnerName netSum documentCount }
    }
    clients: partnerStatistics(type: CLIENT, fromDate: $from, untilDate: $until, first: 10) {
      totalCount nodes { partnerCompanyRowId partnerName netSum documentCount }
    }
  }
}`;
const TODO = `query Todo($c: UUID) {
  openApprovalRequestCounts(clientCompanyRowId: $c) {
    nodes { clientCompanyRowId clientCompanyName openApprovalRequestCount openReviewGroupCount }
  }
}`;
const YEAR = { from: "2026-01-01", until: "2026-12-31" };

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fx = await seedListDocuments(server.ownerPool, seed.companyA, LEDGER);
  // Company B has figures of its own that must never show up in A's.
  await seedListDocuments(server.ownerPool, seed.companyB, [
    {
      key: "b1",
      type: "OUTGOING_INVOICE",
      partner: "Kunde Eins",
      invoiceDate: "2026-03-10",
      net: "777.00",
      total: "777.00",
    },
    {
      key: "b2",
      type: "INCOMING_INVOICE",
      partner: "Lieferant A",
      invoiceDate: "2026-03-10",
      net: "888.00",
      total: "888.00",
    },
  ]);
  const { owner } = kit;
  const account = async (
    company: string,
    type: string,
    currency: string,
    balance: string | null,
    date: string | null,
    iban: string,
  ) =>
    (
      await owner(
        `insert into app_public.money_accounts (client_company_id, type, name, currency, balance, balance_date, iban)
         values ($1, $2::app_public.money_account_type, $3, $4, $5, $6, $7) returning id`,
        [company, type, `${type} ${currency} ${iban.slice(-4)}`, currency, balance, date, iban],
      )
    )[0].id as string;
  const tx = async (company: string, accountId: string, date: string, amount: string, currency = "EUR") =>
    owner(
      `insert into app_public.money_transactions (client_company_id, money_account_id, source, booking_date, amount, currency, purpose, fingerprint)
       values ($1, $2, 'MANUAL', $3, $4, $5, 'test', gen_random_uuid()::text)`,
      [company, accountId, date, amount, currency],
    );
  const bank = await account(seed.companyA, "BANK", "EUR", "1000.00", "2026-01-31", "DE89370400440532013000");
  const savings = await account(seed.companyA, "BANK", "EUR", "20.00", "2026-02-28", "DE02120300000000202051");
  const noBalance = await account(seed.companyA, "BANK", "EUR", null, null, "DE02500105170137075030");
  const dollars = await account(seed.companyA, "BANK", "USD", "5000.00", "2026-01-31", "DE75512108001245126199");
  await tx(seed.companyA, bank, "2026-01-10", "100.00"); // before the balance date: in the statistics only
  await tx(seed.companyA, bank, "2026-02-03", "500.00");
  await tx(seed.companyA, bank, "2026-02-03", "-200.00");
  await tx(seed.companyA, bank, "2026-02-10", "-50.25");
  await tx(seed.companyA, savings, "2026-02-03", "20.00"); // before its balance date
  await tx(seed.companyA, noBalance, "2026-02-10", "-10.00");
  await tx(seed.companyA, dollars, "2026-02-03", "999.00", "USD");
  const bankB = await account(seed.companyB, "BANK", "EUR", "31337.00", "2026-01-31", "DE89370400440532013000");
  await tx(seed.companyB, bankB, "2026-02-03", "4242.00");

  // To-do: two open requests and one decided in A, one open in B; A's review group holds a
  // document (open), a second group is being reviewed by someone else right now (not open).
  const request = (company: string, document: string, approver: string, state = "OPEN") =>
    owner(
      `insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id, state)
       values ($1, $2, $3, $3, $4::app_public.approval_request_state)`,
      [company, document, approver, state],
    );
  await request(seed.companyA, fx.ids.in1!, seed.userA);
  await request(seed.companyA, fx.ids.in3!, seed.userA);
  await request(seed.companyA, fx.ids.in5!, seed.userA, "APPROVED");
  const [bDoc] = await owner("select id from app_public.documents where client_company_id = $1 limit 1", [
    seed.companyB,
  ]);
  await request(seed.companyB, bDoc.id, seed.userB);
  await owner("update app_public.documents set review_group_id = $1 where id = $2", [seed.reviewGroupA, fx.ids.other]);
  const [busy] = await owner(
    `insert into app_public.review_groups (client_company_id, created_by_user_id, locked_by_user_id, locked_at)
     values ($1, $2, $2, now()) returning id`,
    [seed.companyA, seed.superAdmin],
  );
  await owner("update app_public.documents set review_group_id = $1 where id = $2", [busy.id, fx.ids.in2]);
  cookieA = await server.signIn(seed.userA);
});
afterAll(async () => server?.close());

const MONEY_ROLES = ["ADMIN", "ACCOUNTANT", "BOOKKEEPER"];
const OTHER_ROLES = ["CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"];

describe("the dashboard's figures", () => {
  it("equal the hand sums of the known ledger", async () => {
    const answer = await kit.gql(DASHBOARD, { c: seed.companyA, ...YEAR });
    expect(answer.errors).toBeUndefined();
    const company = answer.data.clientCompany;
    expect(company.financeSummary).toEqual({
      // 1000.00 + 500.00 − 200.00 − 50.25 (after the balance date) + 20.00 (savings); not the
      // dollars, nor the account without a balance
      bankBalanceSum: "1269.75",
      moneyAccountCount: 3,
      moneyAccountsWithoutBalance: 1,
      // out1 1190.00 + out3 357.00 + out4 9999.00 − out5 119.00 (credit memo)
      assets: "11427.00",
      assetsCount: 4,
      // in1 238.00 + in3 59.50 + in5 95.20
      liabilities: "392.70",
      liabilitiesCount: 3,
    });
    expect(company.bankStatistics.nodes).toEqual([
      { date: "2026-01-10", sumIncoming: "100.00", sumOutgoing: "0" },
      { date: "2026-02-03", sumIncoming: "520.00", sumOutgoing: "-200.00" },
      { date: "2026-02-10", sumIncoming: "0", sumOutgoing: "-60.25" },
    ]);
    expect(company.clients).toEqual({
      totalCount: 2,
      nodes: [
        // 1000.00 + 500.00 − 100.00
        {
          partnerCompanyRowId: fx.partners["Kunde Eins"],
          partnerName: "Kunde Eins",
          netSum: "1400.00",
          documentCount: 3,
        },
        {
          partnerCompanyRowId: fx.partners["Kunde Zwei"],
          partnerName: "Kunde Zwei",
          netSum: "300.00",
          documentCount: 1,
        },
      ],
    });
    expect(company.vendors).toEqual({
      totalCount: 2,
      nodes: [
        {
          partnerCompanyRowId: fx.partners["Lieferant B"],
          partnerName: "Lieferant B",
          netSum: "400.00",
          documentCount: 1,
        },
        {
          partnerCompanyRowId: fx.partners["Lieferant A"],
          partnerName: "Lieferant A",
          netSum: "250.00",
          documentCount: 2,
        },
      ],
    });
  });

  it("take the period's days only", async () => {
    const answer = await kit.gql(DASHBOARD, { c: seed.companyA, from: "2026-02-01", until: "2026-04-30" });
    const company = answer.data.clientCompany;
    expect(company.bankStatistics.nodes).toEqual([
      { date: "2026-02-03", sumIncoming: "520.00", sumOutgoing: "-200.00" },
      { date: "2026-02-10", sumIncoming: "0", sumOutgoing: "-60.25" },
    ]);
    expect(company.clients.nodes.map((n: { netSum: string }) => n.netSum)).toEqual(["1500.00"]);
    expect(
      company.vendors.nodes.map((n: { partnerName: string; netSum: string }) => [n.partnerName, n.netSum]),
    ).toEqual([["Lieferant B", "400.00"]]);
    // The summary is where things stand today, whatever the period.
    expect(company.financeSummary.assets).toBe("11427.00");
  });

  it("list the top 10 only when asked for 10", async () => {
    const { owner } = kit;
    const docs: FixtureDocument[] = Array.from({ length: 12 }, (_, i) => ({
      key: `many${i}`,
      type: "INCOMING_INVOICE",
      partner: `Viele ${String(i).padStart(2, "0")}`,
      invoiceDate: "2025-06-01",
      net: `${i + 1}.00`,
      total: `${i + 1}.00`,
      paid: true,
    }));
    await seedListDocuments(server.ownerPool, seed.companyA, docs);
    const answer = await kit.gql(DASHBOARD, { c: seed.companyA, from: "2025-06-01", until: "2025-06-01" });
    const vendors = answer.data.clientCompany.vendors;
    expect(vendors.totalCount).toBe(12);
    expect(vendors.nodes.map((n: { netSum: string }) => n.netSum)).toEqual(
      ["12", "11", "10", "9", "8", "7", "6", "5", "4", "3"].map((n) => `${n}.00`),
    );
    await owner("delete from app_public.documents where client_company_id = $1 and list_date = '2025-06-01'", [
      seed.companyA,
    ]);
  });

  it("count an invoice without a net amount yet with 0, also when it is the partner's only one", async () => {
    const { owner } = kit;
    // captured, not yet reviewed: a partner, no amounts; one in a partial month only, another
    // partner's in a whole month only
    await seedListDocuments(server.ownerPool, seed.companyA, [
      {
        key: "noNet1",
        type: "INCOMING_INVOICE",
        partner: "Ohne Netto Juli",
        invoiceDate: "2025-07-15",
        currency: "EUR",
      },
      {
        key: "noNet2",
        type: "INCOMING_INVOICE",
        partner: "Ohne Netto August",
        invoiceDate: "2025-08-12",
        currency: "EUR",
      },
    ]);
    // 10.07. – 31.08.: July partial (from the invoices), August whole (from the monthly totals)
    const answer = await kit.gql(DASHBOARD, { c: seed.companyA, from: "2025-07-10", until: "2025-08-31" });
    expect(answer.errors).toBeUndefined();
    expect(
      answer.data.clientCompany.vendors.nodes.map(
        (n: { partnerName: string; netSum: string; documentCount: number }) => [
          n.partnerName,
          n.netSum,
          n.documentCount,
        ],
      ),
    ).toEqual([
      ["Ohne Netto August", "0", 1],
      ["Ohne Netto Juli", "0", 1],
    ]);
    await owner(
      "delete from app_public.documents where client_company_id = $1 and list_date in ('2025-07-15', '2025-08-12')",
      [seed.companyA],
    );
  });

  it("add whole months from the monthly totals and the days around them from the invoices", async () => {
    // 05.03. – 15.06.: out1 (10.03.) and out5 (01.06.) in the partial months, out2 (April) and
    // out3 (May) in the whole ones.
    const answer = await kit.gql(DASHBOARD, { c: seed.companyA, from: "2026-03-05", until: "2026-06-15" });
    const clients = answer.data.clientCompany.clients.nodes.map(
      (n: { partnerName: string; netSum: string; documentCount: number }) => [n.partnerName, n.netSum, n.documentCount],
    );
    expect(clients).toEqual([
      ["Kunde Eins", "1400.00", 3],
      ["Kunde Zwei", "300.00", 1],
    ]);
    // 11.03. – 31.05. leaves out1 (10.03.) out.
    const later = await kit.gql(DASHBOARD, { c: seed.companyA, from: "2026-03-11", until: "2026-05-31" });
    expect(later.data.clientCompany.clients.nodes.map((n: { netSum: string }) => n.netSum)).toEqual([
      "500.00",
      "300.00",
    ]);
  });

  it("keep the monthly totals equal to the invoices after every kind of change", async () => {
    const { owner } = kit;
    const expectTotalsEqualCounting = async () => {
      const rows = await owner(
        `with totals as (
           select client_company_id, type, month, partner_company_id, document_count, net_sum
           from app_hidden.document_partner_month_totals where document_count <> 0 or net_sum <> 0),
         counted as (
           select client_company_id, type, date_trunc('month', list_date)::date as month,
                  list_partner_company_id as partner_company_id, count(*) as document_count, coalesce(sum(list_net), 0) as net_sum
           from app_public.documents
           where type <> 'OTHER_DOCUMENT' and not archived and not superseded
             and list_partner_company_id is not null and list_currency = 'EUR'
           group by 1, 2, 3, 4)
         (select t::text as row, 'totals only' as side from (table totals except table counted) t)
         union all
         (select c::text, 'counted only' from (table counted except table totals) c)`,
      );
      expect(rows).toEqual([]);
    };
    await expectTotalsEqualCounting();
    // a new date (another month), a new amount, archived and back, another partner, deleted
    await owner("update app_public.invoices set invoice_date = '2026-08-20' where document_id = $1", [fx.ids.out3]);
    await expectTotalsEqualCounting();
    await owner("update app_public.invoices set net = 310.00 where document_id = $1", [fx.ids.out3]);
    await expectTotalsEqualCounting();
    await owner("update app_public.documents set archived = true where id = $1", [fx.ids.out1]);
    await expectTotalsEqualCounting();
    await owner("update app_public.documents set archived = false where id = $1", [fx.ids.out1]);
    await owner("update app_public.invoices set partner_company_id = $2 where document_id = $1", [
      fx.ids.in3,
      fx.partners["Lieferant B"],
    ]);
    await expectTotalsEqualCounting();
    const answer = await kit.gql(DASHBOARD, { c: seed.companyA, ...YEAR });
    expect(
      answer.data.clientCompany.vendors.nodes.map((n: { partnerName: string; netSum: string }) => [
        n.partnerName,
        n.netSum,
      ]),
    ).toEqual([
      ["Lieferant B", "450.00"],
      ["Lieferant A", "200.00"],
    ]);
    // back as it was for the other tests
    await owner("update app_public.invoices set partner_company_id = $2 where document_id = $1", [
      fx.ids.in3,
      fx.partners["Lieferant A"],
    ]);
    await owner("update app_public.invoices set invoice_date = '2026-05-01', net = 300.00 where document_id = $1", [
      fx.ids.out3,
    ]);
    const [extra] = await owner(
      "insert into app_public.documents (client_company_id, category_id, type) values ($1, $2, 'OUTGOING_INVOICE') returning id",
      [seed.companyA, fx.categories.outgoing],
    );
    await owner(
      `insert into app_public.invoices (document_id, client_company_id, invoice_date, net, total, currency, payment_status, partner_company_id)
       values ($1, $2, '2024-01-01', 1.00, 1.00, 'EUR', 'PAID', $3)`,
      [extra.id, seed.companyA, fx.partners["Kunde Zwei"]],
    );
    await expectTotalsEqualCounting();
    await owner("delete from app_public.documents where id = $1", [extra.id]);
    await expectTotalsEqualCounting();
  });

  it("refuse a period without order or longer than two years", async () => {
    for (const period of [
      { from: "2026-02-01", until: "2026-01-01" },
      { from: "2020-01-01", until: "2026-01-01" },
    ]) {
      const answer = await kit.gql(DASHBOARD, { c: seed.companyA, ...period });
      expect(kit.refusal(answer)).toEqual({ code: "DASHBOARD_PERIOD_INVALID" });
    }
  });

  it("count the open approval requests and review groups per company of the user", async () => {
    const all = await kit.gql(TODO, {});
    expect(all.errors).toBeUndefined();
    expect(all.data.openApprovalRequestCounts.nodes).toEqual([
      {
        clientCompanyRowId: seed.companyA,
        clientCompanyName: "Alpha Bau GmbH",
        openApprovalRequestCount: 2,
        openReviewGroupCount: 1,
      },
    ]);
    // A member of both companies sees both, each with its own counts.
    const both = await kit.member(seed.companyA, "both@test.example", "ACCOUNTANT");
    const [u] = await kit.owner("select id from app_public.users where email = 'both@test.example'");
    await kit.owner(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'CLERK')",
      [u.id, seed.companyB],
    );
    const answer = await kit.gql(TODO, {}, both);
    expect(
      answer.data.openApprovalRequestCounts.nodes.map(
        (n: { clientCompanyName: string; openApprovalRequestCount: number; openReviewGroupCount: number }) => [
          n.clientCompanyName,
          n.openApprovalRequestCount,
          n.openReviewGroupCount,
        ],
      ),
    ).toEqual([
      // the group locked by someone else is not open for this user either
      ["Alpha Bau GmbH", 2, 1],
      ["Beta Handel KG", 1, 0],
    ]);
    const one = await kit.gql(TODO, { c: seed.companyB }, both);
    expect(one.data.openApprovalRequestCounts.nodes).toHaveLength(1);
  });
});

describe("the dashboard's gates", () => {
  it.each(MONEY_ROLES)("%s (banking access) sees the money figures", async (role) => {
    const cookie = await kit.member(seed.companyA, `money-${role.toLowerCase()}@test.example`, role);
    const company = (await kit.gql(DASHBOARD, { c: seed.companyA, ...YEAR }, cookie)).data.clientCompany;
    expect(company.financeSummary.bankBalanceSum).toBe("1269.75");
    expect(company.bankStatistics.nodes).toHaveLength(3);
    expect(company.vendors.totalCount).toBe(2);
  });

  it.each(OTHER_ROLES)("%s (no banking access) gets no money figures", async (role) => {
    const cookie = await kit.member(seed.companyA, `nomoney-${role.toLowerCase()}@test.example`, role);
    const answer = await kit.gql(DASHBOARD, { c: seed.companyA, ...YEAR }, cookie);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.clientCompany).toEqual({
      financeSummary: null,
      bankStatistics: { nodes: [] },
      vendors: { totalCount: 0, nodes: [] },
      clients: { totalCount: 0, nodes: [] },
    });
    // … but still what waits for them in the company.
    const todo = await kit.gql(TODO, { c: seed.companyA }, cookie);
    expect(todo.data.openApprovalRequestCounts.nodes[0].openApprovalRequestCount).toBe(2);
  });

  it.each([...MONEY_ROLES, ...OTHER_ROLES])("%s of another company never sees this company's figures", async (role) => {
    const cookie = await kit.member(seed.companyB, `other-${role.toLowerCase()}@test.example`, role);
    const answer = await kit.gql(DASHBOARD, { c: seed.companyA, ...YEAR }, cookie);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.clientCompany).toBeNull();
    const todo = await kit.gql(TODO, { c: seed.companyA }, cookie);
    expect(todo.data.openApprovalRequestCounts.nodes).toEqual([]);
    // Their own company's figures hold nothing of A's.
    const own = (await kit.gql(DASHBOARD, { c: seed.companyB, ...YEAR }, cookie)).data.clientCompany;
    if (MONEY_ROLES.includes(role)) {
      expect(own.financeSummary).toMatchObject({ bankBalanceSum: "35579.00", assets: "777.00", liabilities: "888.00" });
      expect(own.clients.nodes.map((n: { netSum: string }) => n.netSum)).toEqual(["777.00"]);
    } else {
      expect(own.financeSummary).toBeNull();
    }
  });

  it("a visitor without a session sees nothing", async () => {
    const answer = await kit.gql(DASHBOARD, { c: seed.companyA, ...YEAR }, "");
    expect(answer.data?.clientCompany ?? null).toBeNull();
    const todo = await kit.gql(TODO, {}, "");
    expect(todo.data?.openApprovalRequestCounts?.nodes ?? []).toEqual([]);
  });
});
