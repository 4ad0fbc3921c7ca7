/**
 * `npm run bench:banking`: latency of the banking page's queries (filterMoneyTransactions,
 * moneyTransactionsStatistics, moneyTransactionsSelectionTotals) over 2 000 000 transactions.
 * Prints figures, asserts nothing.
 *
 * It uses the benchmark database (DATA_DIR, default .data/bench; EMBEDDED_PG_PORT, default
 * 54358), migrates it, and seeds the transactions once (bench/bankingSeed.ts; BENCH_TRANSACTIONS,
 * default 2 000 000, for the company with the most documents, 50 000 for two others;
 * BENCH_RESEED=1 replaces an earlier seed). Then it
 * starts the real app in-process (makeApp over the authenticator pool, so RLS applies; arbitrary
 * operations allowed) and signs in as a standard user who is ADMIN of that company. Per
 * scenario, after BENCH_WARMUP (default 10) requests, it times BENCH_ITERATIONS (default 100)
 * requests one after another, fewer when a scenario is slow (warm-up stops after 20 s, timing
 * after BENCH_SCENARIO_SECONDS, default 60, but not before 5 timed requests):
 *   - server: the app's own request log (arrival to last byte written); end-to-end: fetch over
 *     localhost HTTP from this process;
 *   - SQL: the statements the request sent on its database connections (captured on the pool's
 *     clients: begin, settings, the queries, commit; list and totalCount run in parallel on two
 *     connections): the slowest banking statement's time, from sending to its result;
 *   - plans: how often PostgreSQL ran the prepared statements with their generic plan
 *     (@dataplan/pg prepares its statements, and after five runs PostgreSQL may stop planning
 *     per value), from pg_prepared_statements of each pooled connection before and after.
 * BENCH_SCENARIOS (a regular expression) runs only the scenarios whose name it matches;
 * BENCH_PRINT_SQL=1 prints each scenario's statements. Then the first page's throughput with
 * 4 clients, and EXPLAIN (ANALYZE, BUFFERS) of the two
 * slowest scenarios' main statement under the user's role settings, planned for its values
 * and as the generic plan.
 */
import "../server/runtimeEnv.ts";
import { readFileSync } from "node:fs";
import pg from "pg";
import { pino } from "pino";
import { makeApp } from "../server/app.ts";
import { pgSettingsFor } from "../server/auth/sessions.ts";
import { parseConfig } from "../server/config.ts";
import { accessEmbeddedCluster } from "../server/db/cluster.ts";
import { EMBEDDED_DATABASE } from "../server/db/database.ts";
import { loadDemoData } from "../server/demo/demoData.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { bankingPresets } from "../src/features/banking/lib/bankingPresets.ts";
import { bankingVariablesOf } from "../src/features/banking/lib/bankingVariables.ts";
import { todayIsoDate } from "../src/lib/calendarDate.ts";
import type { BankingSearch } from "../src/lib/search/searchSchemas.ts";
import {
  bankingStatements,
  type CapturedStatement,
  captureStatements,
  explainUnderRls,
  statisticsBody,
} from "./bankingExplain.ts";
import { seedBanking } from "./bankingSeed.ts";
import { CSRF_HEADERS } from "../src/lib/csrf.ts";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const WARMUP_SECONDS = 20;
const SCENARIO_SECONDS = Number(process.env.BENCH_SCENARIO_SECONDS ?? 60);
const MIN_ITERATIONS = 5;
const THROUGHPUT_REQUESTS = Number(process.env.BENCH_THROUGHPUT_REQUESTS ?? 400);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 2_000_000);
const PAGE_SIZE = 100;

const LIST_VARIABLES =
  "$clientCompanyRowId: UUID!, $searchText: String, $type: MoneyTransactionDirection, $minAmount: BigFloat, $maxAmount: BigFloat, $minMatchedCount: Int, $maxMatchedCount: Int, $fromDate: Date, $untilDate: Date, $moneyAccountRowIds: [UUID], $moneyCategoryRowIds: [UUID], $excludeMoneyCategoryRowIds: [UUID], $unclear: Boolean";
const LIST_ARGUMENTS =
  "clientCompanyRowId: $clientCompanyRowId, searchText: $searchText, type: $type, minAmount: $minAmount, maxAmount: $maxAmount, minMatchedCount: $minMatchedCount, maxMatchedCount: $maxMatchedCount, fromDate: $fromDate, untilDate: $untilDate, moneyAccountRowIds: $moneyAccountRowIds, moneyCategoryRowIds: $moneyCategoryRowIds, excludeMoneyCategoryRowIds: $excludeMoneyCategoryRowIds, unclear: $unclear";
/** What a row of the banking list shows (TransactionRow_transaction), plus the counterparty and the number of linked documents. */
const NODE =
  "node { id rowId bookingDate amount currency status purpose counterpartyName derivedPartnerName matchedCount suggestionCount moneyAccount { name } moneyCategory { name } documentLinks { totalCount } }";
const pageQuery = (withTotalCount: boolean) =>
  `query BenchBankingPage${withTotalCount ? "" : "WithoutCount"}(${LIST_VARIABLES}, $first: Int!, $after: Cursor) {
    filterMoneyTransactions(${LIST_ARGUMENTS}, first: $first, after: $after) {
      ${withTotalCount ? "totalCount" : ""} edges { cursor ${NODE} } pageInfo { hasNextPage endCursor }
    }
  }`;
const QUERIES = {
  /** What the banking page asks for a filter: the first page and the statistics (which hold the count). */
  pageAndStatistics: `query BenchBankingPageAndStatistics(${LIST_VARIABLES}, $first: Int!, $after: Cursor) {
    filterMoneyTransactions(${LIST_ARGUMENTS}, first: $first, after: $after) {
      edges { cursor ${NODE} } pageInfo { hasNextPage endCursor }
    }
    moneyTransactionsStatistics(${LIST_ARGUMENTS}) { count incomingSum outgoingSum unclearCount balanceSum allMoneyAccountsHaveBalance }
  }`,
  page: pageQuery(true),
  pageWithoutCount: pageQuery(false),
  statistics: `query BenchBankingStatistics(${LIST_VARIABLES}) {
    moneyTransactionsStatistics(${LIST_ARGUMENTS}) { count incomingSum outgoingSum unclearCount balanceSum allMoneyAccountsHaveBalance }
  }`,
  selection: `query BenchBankingSelection($clientCompanyRowId: UUID!, $ids: [UUID]!) {
    moneyTransactionsSelectionTotals(clientCompanyRowId: $clientCompanyRowId, moneyTransactionRowIds: $ids) { rowIds incomingSum outgoingSum }
  }`,
  /** The page's own query (BankingPageQuery from the persisted query map): statistics, list, options. */
  uiPageLoad: uiPageQuery(),
};
type QueryName = keyof typeof QUERIES;

interface Scenario {
  name: string;
  query: QueryName;
  variables: Record<string, unknown>;
  /** Pages to walk through (with their cursors) before the timed one. */
  pagesBefore?: number;
}

interface ListPayload {
  totalCount?: number;
  edges?: unknown[];
  pageInfo?: { endCursor: string | null };
}
interface Payload {
  filterMoneyTransactions?: ListPayload;
  moneyTransactionsStatistics?: { count: number };
  moneyTransactionsSelectionTotals?: { rowIds: string[] };
}

function uiPageQuery(): string | null {
  const artifact = readFileSync(new URL("../src/__generated__/BankingPageQuery.graphql.ts", import.meta.url), "utf8");
  const id = /@relayRequestID (\w+)/.exec(artifact)?.[1];
  const map = JSON.parse(
    readFileSync(new URL("../persisted-queries/queryMap.json", import.meta.url), "utf8"),
  ) as Record<string, string>;
  return id ? (map[id] ?? null) : null;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const f = (n: number) => (Number.isNaN(n) ? "–" : n.toFixed(1));
const count = (n: number | undefined) => (n === undefined ? "–" : n.toLocaleString("en"));

const env = {
  DATA_DIR: process.env.DATA_DIR ?? ".data/bench",
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? "54358",
};
// Server time per request id, read from the app's own request log; warnings still show.
const serverMs = new Map<string, number>();
const logger = pino(
  { level: "info" },
  {
    write(line: string) {
      const entry = JSON.parse(line) as { level: number; msg?: string; ms?: number; requestId?: string };
      if (entry.msg === "request" && entry.requestId && typeof entry.ms === "number") {
        serverMs.set(entry.requestId, entry.ms);
      } else if (entry.level >= 40) process.stderr.write(line);
    },
  },
);
const config = parseConfig({
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: "0",
  WORKER_ENABLED: "false",
  GRAPHQL_PERSISTED_ONLY: "false",
  // The benchmarks measure the server, not its request limiter (one client sends thousands).
  RATE_LIMIT_PER_IP_PER_MINUTE: "1000000",
  RATE_LIMIT_PER_SESSION_PER_MINUTE: "1000000",
  ...env,
});
const cluster = await accessEmbeddedCluster(config, pino({ level: "warn" }));
const ownerPool = new pg.Pool({ connectionString: cluster.ownerUrlFor(EMBEDDED_DATABASE), max: 5 });
// Idle connections stay, so their prepared statements (and plan counters) live through the run.
const authPool = new pg.Pool({
  connectionString: cluster.authUrlFor(EMBEDDED_DATABASE),
  max: 20,
  idleTimeoutMillis: 0,
});
const captured = captureStatements(authPool);
let app: Awaited<ReturnType<typeof makeApp>> | undefined;
try {
  await runMigrations(cluster.ownerUrlFor(EMBEDDED_DATABASE), pino({ level: "warn" }));
  await loadDemoData(ownerPool, pino({ level: "warn" }));
  const root = new pg.Client({ connectionString: cluster.rootUrl.replace(/\/postgres$/, `/${EMBEDDED_DATABASE}`) });
  await root.connect();
  const seed = await seedBanking(
    root,
    {
      mainTransactions: TRANSACTIONS,
      otherTransactions: 50_000,
      otherCompanies: 2,
      reseed: process.env.BENCH_RESEED === "1",
    },
    (line) => console.error(line),
  ).finally(() => root.end());
  await run(seed.mainCompanyId, seed.otherCompanyIds, seed.seededNow, seed.seconds);
} finally {
  await app?.close();
  await ownerPool.end();
  await authPool.end();
  await cluster.release();
}

async function run(companyId: string, otherCompanyIds: string[], seededNow: boolean, seedSeconds: number) {
  const { rows: facts } = await ownerPool.query<{
    name: string;
    transactions: string;
    all_transactions: string;
    links: string;
    second_account: string;
    fees_category: string;
    iban: string;
  }>(
    `select (select name from app_public.client_companies where id = $1) as name,
            (select count(*) from app_public.money_transactions where client_company_id = $1) as transactions,
            (select count(*) from app_public.money_transactions) as all_transactions,
            (select count(*) from app_public.money_transaction_documents) as links,
            (select id from app_public.money_accounts where client_company_id = $1 and external_row_id = 'bench-banking:second') as second_account,
            (select id from app_public.money_categories where client_company_id = $1 and name = 'Bankgebühren') as fees_category,
            (select counterparty_iban from app_public.money_transactions where client_company_id = $1 and counterparty_iban is not null
              and booking_date > current_date - 90 group by 1 order by count(*) desc limit 1) as iban`,
    [companyId],
  );
  const fact = facts[0]!;
  const userId = await benchUser(companyId);
  app = await makeApp({ config, logger, ownerPool, authPool, queryMap: {} });
  const port = await app.listen();
  const { token, session } = await app.sessions.create(userId);
  const cookie = `${config.session.cookieName}=${token}`;
  const settings = pgSettingsFor(session);

  let requestNo = 0;
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const requestId = `bench-banking-${++requestNo}`;
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { ...CSRF_HEADERS, "content-type": "application/json", cookie, "x-request-id": requestId },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Payload; errors?: unknown[] };
    const e2e = performance.now() - started;
    if (!res.ok || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? res.status)}`);
    if (!serverMs.has(requestId)) await new Promise((resolve) => setImmediate(resolve));
    const server = serverMs.get(requestId) ?? Number.NaN;
    serverMs.delete(requestId);
    return { e2e, server, data: body.data! };
  };
  /** One request with its database statements recorded. */
  const capturedRequest = async (query: string, variables: Record<string, unknown>) => {
    const statements: CapturedStatement[] = [];
    captured.capture = statements;
    try {
      const result = await graphql(query, variables);
      await new Promise((resolve) => setImmediate(resolve));
      return { ...result, statements };
    } finally {
      captured.capture = null;
    }
  };
  /** Generic and custom plans PostgreSQL chose so far for the prepared banking statements, per pooled connection. */
  const preparedPlans = async () => {
    const clients = await Promise.all(Array.from({ length: authPool.idleCount }, () => authPool.connect()));
    const plans = new Map<number, { generic: number; custom: number }>();
    for (const client of clients) {
      const { rows } = await client.query<{ pid: number; generic: number; custom: number }>(
        `select pg_backend_pid() as pid, coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom
         from pg_prepared_statements
         where statement ~ 'filter_money_transactions|money_transactions_statistics|money_transactions_selection_totals'`,
      );
      plans.set(rows[0]!.pid, rows[0]!);
      client.release();
    }
    return plans;
  };
  const plansBetween = (before: Map<number, { generic: number; custom: number }>, after: typeof before) => {
    let generic = 0;
    let custom = 0;
    for (const [pid, now] of after) {
      generic += now.generic - (before.get(pid)?.generic ?? 0);
      custom += now.custom - (before.get(pid)?.custom ?? 0);
    }
    return { generic, executions: generic + custom };
  };

  const today = todayIsoDate();
  const year = Number(today.slice(0, 4));
  const variablesOf = (search: Partial<BankingSearch>): Record<string, unknown> => ({
    ...bankingVariablesOf(companyId, { clientCompanyRowId: companyId, ...search } as BankingSearch, today),
    first: PAGE_SIZE,
    after: null,
  });
  const preset = (id: string) => bankingPresets(today).find((p) => p.id === id)!.filter;
  const all = variablesOf({}); // the page's default: twelve months back to today
  const noDates = { ...all, fromDate: null, untilDate: null };
  const thisYear = variablesOf(preset("thisYear"));
  const { rows: newest } = await ownerPool.query<{ id: string }>(
    `select id from app_public.money_transactions where client_company_id = $1 order by booking_date desc, id desc limit 500`,
    [companyId],
  );
  const ibanFragment = fact.iban.slice(8, 18);
  const page = (
    name: string,
    variables: Record<string, unknown>,
    query: QueryName = "pageAndStatistics",
  ): Scenario => ({
    name,
    query,
    variables,
  });
  const scenarios: Scenario[] = [
    page("first page and statistics, default (12 months)", all),
    page("first page only, default", all, "pageWithoutCount"),
    page("first page and statistics, all 5 years (no dates)", noDates),
    page("preset this month", variablesOf(preset("thisMonth"))),
    page("preset last 3 months", variablesOf(preset("last3Months"))),
    page(`preset this year (${year})`, thisYear),
    page("preset unclear (no category, no link)", variablesOf(preset("unclear"))),
    page("one account (Girokonto Zahlungsverkehr)", { ...all, moneyAccountRowIds: [fact.second_account] }),
    page("category Bankgebühren", { ...all, moneyCategoryRowIds: [fact.fees_category] }),
    page("search purpose word “Miete”", { ...all, searchText: "Miete" }),
    page("search counterparty “Hoffmann”", { ...all, searchText: "Hoffmann" }),
    page(`search IBAN fragment “${ibanFragment}”`, { ...all, searchText: ibanFragment }),
    page("search amount “1.234,56”", { ...all, searchText: "1.234,56" }),
    page("amount 1 000 – 5 000", { ...all, minAmount: "1000.00", maxAmount: "5000.00" }),
    { ...page("page 20 via cursors (default)", all, "pageWithoutCount"), pagesBefore: 19 },
    page(`statistics, year ${year}`, thisYear, "statistics"),
    page("statistics, default (12 months)", all, "statistics"),
    page("statistics, all 5 years", noDates, "statistics"),
    page("first page with totalCount (API clients), default", all, "page"),
    page("first page with totalCount (API clients), all 5 years", noDates, "page"),
    page("selection totals of 500 ids", { clientCompanyRowId: companyId, ids: newest.map((r) => r.id) }, "selection"),
  ];
  if (QUERIES.uiPageLoad) {
    scenarios.push(page("page load as the UI asks (BankingPageQuery, 100 rows)", all, "uiPageLoad"));
  }
  const only = process.env.BENCH_SCENARIOS ? new RegExp(process.env.BENCH_SCENARIOS, "i") : null;
  if (only) scenarios.splice(0, scenarios.length, ...scenarios.filter((s) => only.test(s.name)));

  const table: string[] = [
    "| scenario | rows (page / total) | n | server p50 / p95 / p99 | end-to-end p50 / p95 / p99 | slowest SQL statement p50 / p99 | statements | generic plans |",
    "|---|--:|--:|--:|--:|--:|--:|--:|",
  ];
  const results: { scenario: Scenario; variables: Record<string, unknown>; p95: number; last: CapturedStatement[] }[] =
    [];
  for (const scenario of scenarios) {
    const query = QUERIES[scenario.query]!;
    let variables = scenario.variables;
    for (let i = 0; i < (scenario.pagesBefore ?? 0); i++) {
      // Walk to the page with real cursors, as a client scrolling down would.
      const { data } = await graphql(query, variables);
      variables = { ...variables, after: data.filterMoneyTransactions!.pageInfo!.endCursor };
    }
    const series = { e2e: [] as number[], server: [] as number[], sql: [] as number[] };
    let rows = "";
    let statementCount = 0;
    let last: CapturedStatement[] = [];
    const plansBefore = await preparedPlans();
    const warmupEnd = performance.now() + WARMUP_SECONDS * 1000;
    for (let i = 0; i < WARMUP && performance.now() < warmupEnd; i++) await graphql(query, variables);
    const timingEnd = performance.now() + SCENARIO_SECONDS * 1000;
    for (let i = 0; i < ITERATIONS && (i < MIN_ITERATIONS || performance.now() < timingEnd); i++) {
      const r = await capturedRequest(query, variables);
      series.e2e.push(r.e2e);
      series.server.push(r.server);
      series.sql.push(Math.max(...bankingStatements(r.statements).map((s) => s.ms)));
      statementCount = r.statements.length;
      last = r.statements;
      const list = r.data.filterMoneyTransactions;
      rows = list
        ? `${count(list.edges?.length)} / ${count(list.totalCount ?? r.data.moneyTransactionsStatistics?.count)}`
        : r.data.moneyTransactionsStatistics
          ? count(r.data.moneyTransactionsStatistics.count)
          : count(r.data.moneyTransactionsSelectionTotals?.rowIds.length);
    }
    const plans = plansBetween(plansBefore, await preparedPlans());
    const [e2e, server, sql] = [series.e2e, series.server, series.sql]
      .map((values) => values.sort((a, b) => a - b))
      .map((sorted) => (q: number) => percentile(sorted, q));
    table.push(
      `| ${scenario.name} | ${rows} | ${series.server.length} | ${f(server!(50))} / ${f(server!(95))} / ${f(server!(99))} | ${f(e2e!(50))} / ${f(e2e!(95))} / ${f(e2e!(99))} | ${f(sql!(50))} / ${f(sql!(99))} | ${statementCount} | ${plans.generic} of ${plans.executions} |`,
    );
    results.push({ scenario, variables, p95: server!(95), last });
    if (process.env.BENCH_PRINT_SQL) {
      for (const s of last)
        console.error(`    ${f(s.ms)} ms  ${s.text.replace(/\s+/g, " ")}  ${JSON.stringify(s.values)}`);
    }
    console.error(`  measured: ${scenario.name} (server p95 ${f(server!(95))} ms)`);
  }

  // Throughput: the default first page, 4 clients at once.
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next++ < THROUGHPUT_REQUESTS) latencies.push((await graphql(QUERIES.pageAndStatistics, all)).e2e);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);

  // The plans of the two slowest scenarios' costliest statement, as the request's user.
  const explainer = new pg.Client({ connectionString: cluster.authUrlFor(EMBEDDED_DATABASE) });
  await explainer.connect();
  const explained: string[] = [];
  for (const result of [...results].sort((a, b) => b.p95 - a.p95).slice(0, 2)) {
    const statement = bankingStatements(result.last).sort((a, b) => b.ms - a.ms)[0];
    if (!statement) continue;
    explained.push(
      `${result.scenario.name} (server p95 ${f(result.p95)} ms); its statement took ${f(statement.ms)} ms in the last request:`,
      `  SQL: ${statement.text.replace(/\s+/g, " ").slice(0, 400)}…`,
      `  values: ${JSON.stringify(statement.values).slice(0, 300)}`,
      "  plan for these values (custom plan):",
      ...(await explainUnderRls(explainer, settings, statement)),
      "  generic plan (the prepared statement's plan without the values):",
      ...(await explainUnderRls(explainer, settings, statement, { genericPlan: true })),
    );
    const body = statisticsBody(statement);
    if (body) {
      explained.push(
        "  inside the function: its aggregate over filter_money_transactions, planned for these values:",
        ...(await explainUnderRls(explainer, settings, body)),
        "  and as a generic plan (a SQL function's statement is planned with its arguments as parameters):",
        ...(await explainUnderRls(explainer, settings, body, { genericPlan: true })),
      );
    }
    explained.push("");
  }
  await explainer.end();

  const { rows: db } = await ownerPool.query<{
    size: string;
    table_size: string;
    version: string;
    shared_buffers: string;
    work_mem: string;
  }>(
    `select pg_size_pretty(pg_database_size(current_database())) as size,
            pg_size_pretty(pg_total_relation_size('app_public.money_transactions')) as table_size,
            current_setting('server_version') as version, current_setting('shared_buffers') as shared_buffers,
            current_setting('work_mem') as work_mem`,
  );
  console.log(
    `Banking page queries on ${config.dataDir}: ${count(Number(fact.all_transactions))} money transactions ` +
      `(${count(Number(fact.links))} links to invoices), money_transactions with indexes ${db[0]!.table_size}, database ${db[0]!.size} ` +
      `(PostgreSQL ${db[0]!.version}, shared_buffers ${db[0]!.shared_buffers}, work_mem ${db[0]!.work_mem}); node ${process.version}`,
  );
  console.log(
    `Seed: ${seededNow ? "made now" : "reused"}, ${seedSeconds.toFixed(0)} s to seed (${otherCompanyIds.length} other companies with 50,000 each).`,
  );
  console.log(
    `Company "${fact.name}": ${count(Number(fact.transactions))} transactions on 3 accounts over 5 years; signed in as a standard user with role ADMIN. ` +
      `Per scenario up to ${WARMUP} warm-up and ${ITERATIONS} timed requests (n; fewer after ${SCENARIO_SECONDS} s), one at a time, ${PAGE_SIZE} rows a page; today ${today}; times in ms.`,
  );
  console.log("");
  console.log(table.join("\n"));
  console.log("");
  console.log(
    `Throughput, first page and statistics (default), 4 concurrent clients: ${(THROUGHPUT_REQUESTS / seconds).toFixed(1)} requests/s ` +
      `(end-to-end p50 ${f(percentile(latencies, 50))} ms, p95 ${f(percentile(latencies, 95))} ms, p99 ${f(percentile(latencies, 99))} ms)`,
  );
  console.log("");
  console.log("EXPLAIN (ANALYZE, BUFFERS) of the two slowest scenarios, as the signed-in user (role app_user, RLS):");
  console.log(explained.join("\n"));
}

/** A standard user with role ADMIN in the company (the demo admin), made if missing. */
async function benchUser(companyId: string): Promise<string> {
  const { rows } = await ownerPool.query<{ id: string }>(
    `select u.id from app_public.users u join app_public.client_company_users m on m.user_id = u.id
     where m.client_company_id = $1 and m.role_name = 'ADMIN' and u.type = 'STANDARD'
     order by u.created_at, u.id limit 1`,
    [companyId],
  );
  if (rows[0]) return rows[0].id;
  const { rows: made } = await ownerPool.query<{ id: string }>(
    `insert into app_public.users (email, first_name, last_name) values ('bench-banking@bench.test', 'Bench', 'Banking')
     on conflict (email) do update set first_name = excluded.first_name returning id`,
  );
  await ownerPool.query(
    `insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')
     on conflict (client_company_id, user_id) do update set role_name = 'ADMIN'`,
    [made[0]!.id, companyId],
  );
  return made[0]!.id;
}
