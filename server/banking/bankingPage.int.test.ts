import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// The banking page's queries through the real server (spec part 2, Banking): the filtered
// transaction list, its statistics and the selection totals, on a known ledger. The statistics
// read the daily totals the triggers keep whenever the filter is made of dates, accounts,
// categories, direction and "unclear" only, and count the rows otherwise: both paths must give
// what the rows say, after inserts, updates and deletes, and nothing of a company the user may
// not see.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};

interface Tx {
  id: string;
  account: string;
  date: string;
  /** Cents, signed. */
  cents: number;
  purpose: string;
  name: string | null;
  iban: string | null;
  category: string | null;
  matched: number;
}
let ledger: Tx[] = [];
const accounts: Record<string, string> = {};
const categories: Record<string, string> = {};

async function owner(sql: string, params: unknown[] = []) {
  return (await server.ownerPool.query(sql, params)).rows;
}

async function gql(cookie: string, query: string, variables: Record<string, unknown>) {
  const { json } = await server.graphql({ query, variables }, cookie);
  expect(json.errors).toBeUndefined();
  return json.data as Record<string, never>;
}

/** A deterministic ledger: two years on two accounts, amounts both ways (and a few zeros). */
function makeLedger(
  count: number,
  seedValue: number,
  companyAccounts: string[],
  categoryIds: string[],
): Omit<Tx, "id">[] {
  let state = seedValue;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const names = ["Hoffmann GmbH", "Stadtwerke Köln", "Müller & Söhne KG", null, "Finanzamt Köln-Mitte"];
  const ibans = ["DE02120300000000202051", "DE02500105170137075030", null, "DE12500105170648489890"];
  const words = [
    "Miete Büro",
    "Rechnung RE-2026-0042",
    "Strom Abschlag",
    "Gehalt",
    "Kartenzahlung",
    "Gutschrift 100%_Rabatt",
  ];
  const rows: Omit<Tx, "id">[] = [];
  const start = Date.UTC(2025, 0, 1);
  for (let i = 0; i < count; i++) {
    const day = Math.floor(next() * 690);
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const magnitude = Math.floor(next() * 500_000);
    const cents = i % 37 === 0 ? 0 : next() < 0.45 ? magnitude : -magnitude;
    rows.push({
      account: companyAccounts[i % companyAccounts.length]!,
      date,
      cents,
      purpose: `${words[Math.floor(next() * words.length)]} ${i}`,
      name: names[Math.floor(next() * names.length)] ?? null,
      iban: ibans[Math.floor(next() * ibans.length)] ?? null,
      category: next() < 0.3 ? categoryIds[Math.floor(next() * categoryIds.length)]! : null,
      matched: next() < 0.2 ? 1 : 0,
    });
  }
  return rows;
}

/** Inserts in one statement (the triggers see them as one batch). */
async function insertTransactions(company: string, rows: Omit<Tx, "id">[]): Promise<Tx[]> {
  const inserted = await owner(
    `insert into app_public.money_transactions (client_company_id, money_account_id, source, booking_date, amount, currency,
       purpose, counterparty_name, counterparty_iban, money_category_id, matched_count, fingerprint)
     select $1, a, 'IMPORT', d, c / 100.0, 'EUR', p, n, i, cat, m, 'fp-' || gen_random_uuid()
     from unnest($2::uuid[], $3::date[], $4::bigint[], $5::text[], $6::text[], $7::text[], $8::uuid[], $9::int[])
       with ordinality as x(a, d, c, p, n, i, cat, m, ord)
     order by ord
     returning id`,
    [
      company,
      rows.map((r) => r.account),
      rows.map((r) => r.date),
      rows.map((r) => r.cents),
      rows.map((r) => r.purpose),
      rows.map((r) => r.name),
      rows.map((r) => r.iban),
      rows.map((r) => r.category),
      rows.map((r) => r.matched),
    ],
  );
  return rows.map((r, i) => ({ ...r, id: inserted[i]!.id as string }));
}

interface Filter {
  searchText?: string;
  type?: "INCOMING" | "OUTGOING";
  minAmount?: string;
  maxAmount?: string;
  minMatchedCount?: number;
  maxMatchedCount?: number;
  fromDate?: string;
  untilDate?: string;
  moneyAccountRowIds?: string[];
  excludeMoneyAccountRowIds?: string[];
  moneyCategoryRowIds?: string[];
  excludeMoneyCategoryRowIds?: string[];
  moneyTransactionRowIds?: string[];
  unclear?: boolean;
}

/** The SQL's amount reading of a search text (German or plain), in cents. */
function searchAmount(text: string): number | null {
  let t = text.trim().slice(0, 30);
  if (t.includes(",")) t = t.replaceAll(".", "").replace(",", ".");
  else if (/^[0-9]{1,3}(\.[0-9]{3})+$/.test(t)) t = t.replaceAll(".", "");
  return /^[0-9]{1,13}(\.[0-9]{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : null;
}

/** What the filter should hold, by the definitions on the banking page. */
function expected(rows: Tx[], f: Filter): Tx[] {
  const cents = (value: string | undefined) => (value === undefined ? undefined : Math.round(Number(value) * 100));
  const search = f.searchText?.trim().toLowerCase();
  const amount = f.searchText ? searchAmount(f.searchText) : null;
  return rows
    .filter((r) => {
      if (search) {
        const haystack = `${r.purpose} ${r.name ?? ""} ${r.iban ?? ""}`.toLowerCase();
        if (!haystack.includes(search) && Math.abs(r.cents) !== amount) return false;
      }
      if (f.type === "INCOMING" && !(r.cents > 0)) return false;
      if (f.type === "OUTGOING" && !(r.cents < 0)) return false;
      if (f.minAmount !== undefined && Math.abs(r.cents) < cents(f.minAmount)!) return false;
      if (f.maxAmount !== undefined && Math.abs(r.cents) > cents(f.maxAmount)!) return false;
      if (f.minMatchedCount !== undefined && r.matched < f.minMatchedCount) return false;
      if (f.maxMatchedCount !== undefined && r.matched > f.maxMatchedCount) return false;
      if (f.fromDate && r.date < f.fromDate) return false;
      if (f.untilDate && r.date > f.untilDate) return false;
      if (f.moneyAccountRowIds?.length && !f.moneyAccountRowIds.includes(r.account)) return false;
      if (f.excludeMoneyAccountRowIds?.includes(r.account)) return false;
      if (f.moneyCategoryRowIds?.length && !(r.category && f.moneyCategoryRowIds.includes(r.category))) return false;
      if (f.excludeMoneyCategoryRowIds && r.category && f.excludeMoneyCategoryRowIds.includes(r.category)) return false;
      if (f.moneyTransactionRowIds?.length && !f.moneyTransactionRowIds.includes(r.id)) return false;
      if (f.unclear !== undefined && f.unclear !== (r.category === null && r.matched === 0)) return false;
      return true;
    })
    .sort((a, b) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1));
}

const FILTER_VARIABLES =
  "$company: UUID!, $searchText: String, $type: MoneyTransactionDirection, $minAmount: BigFloat, $maxAmount: BigFloat, $minMatchedCount: Int, $maxMatchedCount: Int, $fromDate: Date, $untilDate: Date, $moneyAccountRowIds: [UUID], $excludeMoneyAccountRowIds: [UUID], $moneyCategoryRowIds: [UUID], $excludeMoneyCategoryRowIds: [UUID], $moneyTransactionRowIds: [UUID], $unclear: Boolean";
const FILTER_ARGUMENTS =
  "clientCompanyRowId: $company, searchText: $searchText, type: $type, minAmount: $minAmount, maxAmount: $maxAmount, minMatchedCount: $minMatchedCount, maxMatchedCount: $maxMatchedCount, fromDate: $fromDate, untilDate: $untilDate, moneyAccountRowIds: $moneyAccountRowIds, excludeMoneyAccountRowIds: $excludeMoneyAccountRowIds, moneyCategoryRowIds: $moneyCategoryRowIds, excludeMoneyCategoryRowIds: $excludeMoneyCategoryRowIds, moneyTransactionRowIds: $moneyTransactionRowIds, unclear: $unclear";
const LIST = `query (${FILTER_VARIABLES}, $first: Int!, $after: Cursor) {
  filterMoneyTransactions(${FILTER_ARGUMENTS}, first: $first, after: $after) {
    nodes { rowId } pageInfo { hasNextPage endCursor }
  }
}`;
const STATISTICS = `query (${FILTER_VARIABLES}) {
  moneyTransactionsStatistics(${FILTER_ARGUMENTS}) {
    count incomingSum outgoingSum unclearCount balanceSum allMoneyAccountsHaveBalance
  }
}`;
const SELECTION = `query ($company: UUID!, $ids: [UUID]!) {
  moneyTransactionsSelectionTotals(clientCompanyRowId: $company, moneyTransactionRowIds: $ids) { rowIds incomingSum outgoingSum }
}`;

interface Statistics {
  count: number;
  incomingSum: string;
  outgoingSum: string;
  unclearCount: number;
  balanceSum: string;
  allMoneyAccountsHaveBalance: boolean;
}

async function statistics(cookie: string, company: string, f: Filter) {
  return (await gql(cookie, STATISTICS, { company, ...f })).moneyTransactionsStatistics as unknown as Statistics;
}

/** Every row of the filter, page by page through the cursors. */
async function listed(cookie: string, company: string, f: Filter, pageSize = 70): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const data = await gql(cookie, LIST, { company, ...f, first: pageSize, after });
    const page = data.filterMoneyTransactions as unknown as {
      nodes: { rowId: string }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
    ids.push(...page.nodes.map((n) => n.rowId));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor;
  }
}

const toCents = (value: string) => Math.round(Number(value) * 100);

function expectStatistics(actual: Statistics, rows: Tx[]) {
  expect(actual.count).toBe(rows.length);
  expect(toCents(actual.incomingSum)).toBe(rows.filter((r) => r.cents > 0).reduce((s, r) => s + r.cents, 0));
  expect(toCents(actual.outgoingSum)).toBe(rows.filter((r) => r.cents < 0).reduce((s, r) => s + r.cents, 0));
  expect(actual.unclearCount).toBe(rows.filter((r) => r.category === null && r.matched === 0).length);
}

/** The filters tried (their definitions need the seeded rows: see filters()). */
const FILTER_NAMES = [
  "everything",
  "twelve months",
  "one day",
  "one account",
  "all but one account",
  "incoming",
  "outgoing",
  "unclear",
  "not unclear",
  "search word",
  "search counterparty",
  "search IBAN fragment",
  "search with LIKE characters",
  "search German amount",
  "search plain amount",
  "amount range",
  "matched only",
  "category",
  "without a category",
  "given ids",
  "combined",
] as const;
type FilterName = (typeof FILTER_NAMES)[number];

/** Filters the daily totals answer (dates, accounts, direction, unclear) and ones that count rows. */
function filters(): Record<FilterName, Filter> {
  const [first, second] = [accounts.giro!, accounts.tagesgeld!];
  return {
    everything: {},
    "twelve months": { fromDate: "2025-11-21", untilDate: "2026-11-20" },
    "one day": { fromDate: ledger[5]!.date, untilDate: ledger[5]!.date },
    "one account": { moneyAccountRowIds: [first] },
    "all but one account": { excludeMoneyAccountRowIds: [first] },
    incoming: { type: "INCOMING", fromDate: "2025-06-01" },
    outgoing: { type: "OUTGOING", moneyAccountRowIds: [second] },
    unclear: { unclear: true, fromDate: "2025-03-01", untilDate: "2026-02-28" },
    "not unclear": { unclear: false },
    "search word": { searchText: "miete" },
    "search counterparty": { searchText: "Hoffmann" },
    "search IBAN fragment": { searchText: "0137075030" },
    "search with LIKE characters": { searchText: "100%_R" },
    "search German amount": { searchText: amountText(ledger[3]!.cents, true) },
    "search plain amount": { searchText: amountText(ledger[3]!.cents, false) },
    "amount range": { minAmount: "1000.00", maxAmount: "2500.50" },
    "matched only": { minMatchedCount: 1 },
    category: { moneyCategoryRowIds: [categories.fees!] },
    "without a category": { excludeMoneyCategoryRowIds: [categories.fees!, categories.rent!] },
    "given ids": { moneyTransactionRowIds: ledger.slice(0, 30).map((r) => r.id) },
    combined: { type: "OUTGOING", fromDate: "2025-06-01", searchText: "strom", unclear: true },
  };
}

/** 1234.56 as "1.234,56" (German) or "1234.56". */
function amountText(cents: number, german: boolean): string {
  const value = (Math.abs(cents) / 100).toFixed(2);
  if (!german) return value;
  const [whole, fraction] = value.split(".");
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${fraction}`;
}

async function dayTotalsAgreeWithRows() {
  const differences = await owner(
    `with fresh as (
       select client_company_id, booking_date, money_account_id,
              coalesce(money_category_id, '00000000-0000-0000-0000-000000000000') as money_category_id,
              sign(amount)::smallint as direction, money_category_id is null and matched_count = 0 as unclear,
              count(*) as transaction_count, sum(amount) as amount_sum
       from app_public.money_transactions group by 1, 2, 3, 4, 5, 6)
     select * from fresh f
     full join (select * from app_private.money_transaction_day_totals where transaction_count <> 0 or amount_sum <> 0) d
       using (client_company_id, booking_date, money_account_id, money_category_id, direction, unclear)
     where f.transaction_count is distinct from d.transaction_count or f.amount_sum is distinct from d.amount_sum`,
  );
  expect(differences).toEqual([]);
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  const account = async (company: string, name: string, iban: string, balance: string | null) =>
    (
      await owner(
        `insert into app_public.money_accounts (client_company_id, type, name, iban, balance, balance_date)
         values ($1, 'BANK', $2, $3, $4::numeric, case when $4 is not null then date '2025-01-01' end) returning id`,
        [company, name, iban, balance],
      )
    )[0].id as string;
  accounts.giro = await account(seed.companyA, "Girokonto", "DE89370400440532013000", "1000.00");
  accounts.tagesgeld = await account(seed.companyA, "Tagesgeld", "DE44500105175407324931", null);
  accounts.ofB = await account(seed.companyB, "Konto B", "DE89370400440532013000", "50.00");
  const category = async (company: string, name: string) =>
    (
      await owner("insert into app_public.money_categories (client_company_id, name) values ($1, $2) returning id", [
        company,
        name,
      ])
    )[0].id as string;
  categories.fees = await category(seed.companyA, "Bankgebühren");
  categories.rent = await category(seed.companyA, "Miete");
  categories.ofB = await category(seed.companyB, "Sonstiges");

  ledger = await insertTransactions(
    seed.companyA,
    makeLedger(600, 7, [accounts.giro, accounts.tagesgeld], [categories.fees, categories.rent]),
  );
  // Company B's money, which company A's users must never count.
  await insertTransactions(seed.companyB, makeLedger(150, 11, [accounts.ofB], [categories.ofB]));

  // Changes after the import, each one statement over many rows: categories assigned, links
  // made (matchedCount), a pending transaction booked on a later day, some deleted.
  const assign = ledger.filter((_, i) => i % 11 === 0).map((r) => r.id);
  await owner("update app_public.money_transactions set money_category_id = $2 where id = any ($1)", [
    assign,
    categories.fees,
  ]);
  for (const r of ledger) if (assign.includes(r.id)) r.category = categories.fees!;
  const link = ledger.filter((_, i) => i % 13 === 1).map((r) => r.id);
  await owner("update app_public.money_transactions set matched_count = matched_count + 1 where id = any ($1)", [link]);
  for (const r of ledger) if (link.includes(r.id)) r.matched += 1;
  const moved = ledger[8]!;
  await owner(
    "update app_public.money_transactions set booking_date = date '2026-11-20', status = 'BOOKED' where id = $1",
    [moved.id],
  );
  moved.date = "2026-11-20";
  const gone = ledger.filter((_, i) => i % 17 === 2).map((r) => r.id);
  await owner("delete from app_public.money_transactions where id = any ($1)", [gone]);
  ledger = ledger.filter((r) => !gone.includes(r.id));

  cookies.admin = await server.signIn(seed.userA);
  cookies.adminB = await server.signIn(seed.userB);
  const [clerk] = await owner(
    "insert into app_public.users (email, first_name, last_name) values ('clerk@a.example', 'Test', 'Clerk') returning id",
  );
  await owner(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'CLERK')",
    [clerk.id, seed.companyA],
  );
  cookies.clerk = await server.signIn(clerk.id as string);
});
afterAll(async () => server?.close());

describe("the banking page's filter", () => {
  it("the daily totals the triggers keep agree with the rows after inserts, updates and deletes", async () => {
    await dayTotalsAgreeWithRows();
  });

  it.each(FILTER_NAMES)("lists exactly the transactions of the filter, newest booking first: %s", async (name) => {
    const f = filters()[name];
    const want = expected(ledger, f);
    expect(want.length, "the filter is meaningful on this ledger").toBeGreaterThan(0);
    expect(await listed(cookies.admin!, seed.companyA, f)).toEqual(want.map((r) => r.id));
  });

  it.each(FILTER_NAMES)("counts and sums the filter in the statistics: %s", async (name) => {
    const f = filters()[name];
    expectStatistics(await statistics(cookies.admin!, seed.companyA, f), expected(ledger, f));
  });

  it("the statistics' balance: the active accounts in the filter, and whether all of them have one", async () => {
    const booked = (account: string) =>
      ledger.filter((r) => r.account === account && r.date > "2025-01-01").reduce((s, r) => s + r.cents, 0);
    const all = await statistics(cookies.admin!, seed.companyA, {});
    expect(toCents(all.balanceSum)).toBe(100_000 + booked(accounts.giro!));
    expect(all.allMoneyAccountsHaveBalance).toBe(false);
    const giro = await statistics(cookies.admin!, seed.companyA, { moneyAccountRowIds: [accounts.giro!] });
    expect(giro.allMoneyAccountsHaveBalance).toBe(true);
  });

  it("the statistics' balance follows the filtered period: the balance at its last day", async () => {
    const bookedUntil = (account: string, until: string) =>
      ledger
        .filter((r) => r.account === account && r.date > "2025-01-01" && r.date <= until)
        .reduce((s, r) => s + r.cents, 0);
    for (const untilDate of ["2025-06-30", "2025-12-31"]) {
      const period = await statistics(cookies.admin!, seed.companyA, {
        moneyAccountRowIds: [accounts.giro!],
        fromDate: "2025-03-01",
        untilDate,
      });
      expect(toCents(period.balanceSum)).toBe(100_000 + bookedUntil(accounts.giro!, untilDate));
    }
  });

  it("an empty search text is no filter; a text that names nothing finds nothing", async () => {
    expectStatistics(await statistics(cookies.admin!, seed.companyA, { searchText: "   " }), ledger);
    expect(await listed(cookies.admin!, seed.companyA, { searchText: "gibt es nicht" })).toEqual([]);
    expectStatistics(await statistics(cookies.admin!, seed.companyA, { searchText: "gibt es nicht" }), []);
  });

  it("selection totals: the visible ones of the ids with their sums; another company's ids are dropped", async () => {
    const chosen = ledger.slice(10, 40);
    const [foreign] = await owner("select id from app_public.money_transactions where client_company_id = $1 limit 1", [
      seed.companyB,
    ]);
    const data = await gql(cookies.admin!, SELECTION, {
      company: seed.companyA,
      ids: [...chosen.map((r) => r.id), foreign.id],
    });
    const totals = data.moneyTransactionsSelectionTotals as unknown as {
      rowIds: string[];
      incomingSum: string;
      outgoingSum: string;
    };
    expect(new Set(totals.rowIds)).toEqual(new Set(chosen.map((r) => r.id)));
    expect(toCents(totals.incomingSum)).toBe(chosen.filter((r) => r.cents > 0).reduce((s, r) => s + r.cents, 0));
    expect(toCents(totals.outgoingSum)).toBe(chosen.filter((r) => r.cents < 0).reduce((s, r) => s + r.cents, 0));
  });
});

describe("another company's money", () => {
  it.each(["everything", "twelve months", "search word", "amount range"] as const)(
    "company B's admin sees none of company A's transactions, also not in the statistics: %s",
    async (name) => {
      const f = filters()[name];
      expect(await listed(cookies.adminB!, seed.companyA, f)).toEqual([]);
      expectStatistics(await statistics(cookies.adminB!, seed.companyA, f), []);
    },
  );

  it("a clerk of company A (no banking access) sees no transactions and no totals", async () => {
    for (const f of [filters().everything, filters()["search word"]]) {
      expect(await listed(cookies.clerk!, seed.companyA, f)).toEqual([]);
      expectStatistics(await statistics(cookies.clerk!, seed.companyA, f), []);
    }
    const data = await gql(cookies.clerk!, SELECTION, {
      company: seed.companyA,
      ids: ledger.slice(0, 5).map((r) => r.id),
    });
    expect(data.moneyTransactionsSelectionTotals).toMatchObject({ rowIds: [] });
  });

  it("company A's own statistics never include company B's transactions", async () => {
    const [b] = await owner(
      "select count(*)::int as n from app_public.money_transactions where client_company_id = $1",
      [seed.companyB],
    );
    expect(b.n).toBeGreaterThan(0);
    expect((await statistics(cookies.admin!, seed.companyA, {})).count).toBe(ledger.length);
  });
});
