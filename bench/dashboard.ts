/**
 * `npm run bench:dashboard`: latency of the dashboard query (DashboardQuery, spec part 1 §7) on
 * the benchmark database that `npm run bench:seed` fills (DATA_DIR, default .data/bench;
 * EMBEDDED_PG_PORT, default 54358). Prints figures, asserts nothing; refuses a database with
 * fewer than 10 000 documents.
 *
 * It starts the real app in-process (makeApp over the authenticator pool, so RLS applies) and
 * signs in as a standard user who is ADMIN of the largest company, then sends the page's own
 * persisted query (the text of persisted-queries/queryMap.json) with the variables the page
 * computes for the year preset (and the week and twelve-month presets beside it). Per scenario,
 * after BENCH_WARMUP (default 20) requests, BENCH_ITERATIONS (default 200) requests one after
 * another, each followed by the same aggregates as bare SQL:
 *   - under RLS as app_authenticator (`begin`, the request's pgSettings, the dashboard's SQL
 *     functions, `commit`): what the GraphQL request must do at least;
 *   - as the owner, counted from the tables (no access check, no totals): the same aggregates
 *     without the monthly and daily totals the functions read.
 * Target: GraphQL server p95 ≤ 150 ms for the year preset.
 */
import "../server/runtimeEnv.ts";
import { readFileSync } from "node:fs";
import pg from "pg";
import { pino } from "pino";
import DashboardQueryParameters from "../src/__generated__/DashboardQuery$parameters.ts";
import { makeApp } from "../server/app.ts";
import { pgSettingsFor } from "../server/auth/sessions.ts";
import { parseConfig } from "../server/config.ts";
import { accessEmbeddedCluster } from "../server/db/cluster.ts";
import { EMBEDDED_DATABASE } from "../server/db/database.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { dashboardVariablesOf } from "../src/features/home/lib/dashboard.ts";
import { germanToday } from "../src/lib/calendarDate.ts";
import { CSRF_HEADERS } from "../src/lib/csrf.ts";
import type { DashboardPeriod } from "../src/lib/search/searchSchemas.ts";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const MIN_DOCUMENTS = 10_000;
const TARGET_P95_MS = 150;

const queryMap = JSON.parse(
  readFileSync(new URL("../persisted-queries/queryMap.json", import.meta.url), "utf8"),
) as Record<string, string>;
const QUERY = queryMap[DashboardQueryParameters.params.id!]!;

/** The dashboard's aggregates through its SQL functions, as the signed-in user (RLS). */
const RLS_SQL = `select
  (select row_to_json(f) from app_public.client_companies c
     cross join lateral app_public.client_companies_finance_summary(c) f where c.id = $1) as finance,
  (select json_agg(s) from app_public.client_companies c
     cross join lateral app_public.client_companies_bank_statistics(c, $2, $3) s where c.id = $1) as bank,
  (select json_agg(s) from (select s.* from app_public.client_companies c
     cross join lateral app_public.client_companies_partner_statistics(c, 'VENDOR', $2, $3) s where c.id = $1 limit 10) s) as vendors,
  (select json_agg(s) from (select s.* from app_public.client_companies c
     cross join lateral app_public.client_companies_partner_statistics(c, 'CLIENT', $2, $3) s where c.id = $1 limit 10) s) as clients,
  (select json_agg(t) from app_public.open_approval_request_counts($1) t) as todo,
  (select app_public.client_companies_has_documents(c) from app_public.client_companies c where c.id = $1) as has_documents`;

/** The same figures counted from the tables as the owner: no access checks, no totals. */
const partnerSql = (type: string) => `(select json_agg(s) from (
    select d.list_partner_company_id, p.name, sum(d.list_net) as net, count(*) as n
    from app_public.documents d join app_public.partner_companies p on p.id = d.list_partner_company_id
    where d.client_company_id = $1 and d.type = '${type}' and not d.archived and not d.superseded
      and d.list_date between $2 and $3 and d.list_partner_company_id is not null and d.list_currency = 'EUR'
    group by 1, 2 order by 3 desc limit 10) s)`;
const OWNER_SQL = `select
  (select json_build_object('balance', sum(coalesce(a.balance, 0) + coalesce((select sum(t.amount) from app_public.money_transactions t
      where t.money_account_id = a.id and t.status = 'BOOKED' and (a.balance_date is null or t.booking_date > a.balance_date)), 0)))
   from app_public.money_accounts a where a.client_company_id = $1 and a.active and a.currency = 'EUR') as balance,
  (select json_build_object('assets', sum(open_amount_sum) filter (where type = 'OUTGOING_INVOICE'),
                            'liabilities', sum(open_amount_sum) filter (where type = 'INCOMING_INVOICE'))
   from app_hidden.document_day_totals where client_company_id = $1 and list_open and not archived and not superseded
     and currency = 'EUR') as open_items,
  (select json_agg(s) from (select booking_date, sum(amount_sum) filter (where direction = 1), sum(amount_sum) filter (where direction = -1)
     from app_private.money_transaction_day_totals where client_company_id = $1 and booking_date between $2 and $3
     group by 1 order by 1) s) as bank,
  ${partnerSql("INCOMING_INVOICE")} as vendors,
  ${partnerSql("OUTGOING_INVOICE")} as clients,
  (select count(*) from app_public.approval_requests where client_company_id = $1 and state = 'OPEN') as approvals,
  (select count(*) from app_public.review_groups g where g.client_company_id = $1
     and exists (select 1 from app_public.documents d where d.review_group_id = g.id)) as review_groups`;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const env = {
  DATA_DIR: process.env.DATA_DIR ?? ".data/bench",
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? "54358",
};
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
  RATE_LIMIT_PER_IP_PER_MINUTE: "1000000",
  RATE_LIMIT_PER_SESSION_PER_MINUTE: "1000000",
  ...env,
});
const cluster = await accessEmbeddedCluster(config, pino({ level: "warn" }));
const ownerPool = new pg.Pool({ connectionString: cluster.ownerUrlFor(EMBEDDED_DATABASE), max: 5 });
const authPool = new pg.Pool({ connectionString: cluster.authUrlFor(EMBEDDED_DATABASE), max: 20 });
let app: Awaited<ReturnType<typeof makeApp>> | undefined;
try {
  const { rows: ready } = await ownerPool.query<{ exists: boolean }>(
    "select to_regclass('app_public.documents') is not null as exists",
  );
  const documents = ready[0]!.exists
    ? Number((await ownerPool.query("select count(*) from app_public.documents")).rows[0].count)
    : 0;
  if (documents < MIN_DOCUMENTS) {
    console.error(
      `The benchmark database (${config.dataDir}, port ${config.database.embeddedPort}) holds ${documents.toLocaleString("en")} documents; ` +
        `bench:dashboard needs at least ${MIN_DOCUMENTS.toLocaleString("en")}. Fill it first: npm run bench:seed -- --documents 1000000`,
    );
    process.exitCode = 1;
  } else {
    await runMigrations(cluster.ownerUrlFor(EMBEDDED_DATABASE), pino({ level: "warn" }));
    await run(documents);
  }
} finally {
  await app?.close();
  await ownerPool.end();
  await authPool.end();
  await cluster.release();
}

async function run(totalDocuments: number) {
  const { rows: companies } = await ownerPool.query<{ id: string; name: string; count: string }>(
    `select c.id, c.name, n.count from (select client_company_id, count(*) from app_public.documents group by 1) n
     join app_public.client_companies c on c.id = n.client_company_id order by n.count desc limit 1`,
  );
  const company = companies[0]!;
  const userId = await benchUser(company.id);
  app = await makeApp({ config, logger, ownerPool, authPool, queryMap: {} });
  const port = await app.listen();
  const { token, session } = await app.sessions.create(userId);
  const cookie = `${config.session.cookieName}=${token}`;
  const settingsJson = JSON.stringify(Object.entries(pgSettingsFor(session)));

  let requestNo = 0;
  type Answer = { data?: { clientCompany?: Record<string, unknown> }; errors?: unknown[] };
  const graphql = async (variables: Record<string, unknown>) => {
    const requestId = `bench-dashboard-${++requestNo}`;
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { ...CSRF_HEADERS, "content-type": "application/json", cookie, "x-request-id": requestId },
      body: JSON.stringify({ query: QUERY, operationName: "DashboardQuery", variables }),
    });
    const body = (await res.json()) as Answer;
    const e2e = performance.now() - started;
    if (!res.ok || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? res.status)}`);
    if (!serverMs.has(requestId)) await new Promise((resolve) => setImmediate(resolve));
    const server = serverMs.get(requestId) ?? Number.NaN;
    serverMs.delete(requestId);
    return { e2e, server, body };
  };

  const rls = new pg.Client({ connectionString: cluster.authUrlFor(EMBEDDED_DATABASE) });
  const owner = new pg.Client({ connectionString: cluster.ownerUrlFor(EMBEDDED_DATABASE) });
  await rls.connect();
  await owner.connect();
  await rls.query("set jit = off"); // as @dataplan/pg does on each of its connections
  await owner.query("set jit = off");
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const sqlUnderRls = (params: unknown[]) =>
    timed(async () => {
      await rls.query("begin");
      await rls.query("select set_config(el->>0, el->>1, true) from json_array_elements($1::json) el", [settingsJson]);
      await rls.query(RLS_SQL, params);
      await rls.query("commit");
    });
  const sqlAsOwner = (params: unknown[]) => timed(() => owner.query(OWNER_SQL, params));

  const today = germanToday();
  // The ADMIN's parts (banking access): money and partners; the all-clients to-do beside.
  const access = { canViewMoneyAccounts: true, canViewVendorsAndClients: true, canViewAllClientsTodo: false };
  const scenarios: { name: string; period: DashboardPeriod; allClients?: boolean }[] = [
    { name: "year (the default)", period: "YEAR" },
    { name: "year + all-clients to-do", period: "YEAR", allClients: true },
    { name: "12 months back", period: "ALL" },
    { name: "week", period: "WEEK" },
  ];
  const f = (n: number) => (Number.isNaN(n) ? "–" : n.toFixed(1));
  const ratio = (a: number, b: number) => (Number.isNaN(a) || Number.isNaN(b) ? "–" : (a / b).toFixed(1));
  const table = [
    "| scenario | period | vendors / clients / bank days | GraphQL server p50 / p95 / p99 | end-to-end p50 / p95 | SQL under RLS p50 / p95 | counted from the tables as owner p50 / p95 | p95 server ÷ SQL under RLS | p95 server ÷ counted |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|",
  ];
  let year: { p50: number; p95: number; rls: number; bare: number } | undefined;
  for (const scenario of scenarios) {
    const variables = dashboardVariablesOf(
      company.id,
      scenario.period,
      { ...access, canViewAllClientsTodo: scenario.allClients ?? false },
      today,
    );
    const params = [company.id, variables.bankStatsFromDate, variables.bankStatsUntilDate];
    const series = { e2e: [] as number[], server: [] as number[], rls: [] as number[], owner: [] as number[] };
    let shape = "";
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      const g = await graphql(variables as unknown as Record<string, unknown>);
      const r = await sqlUnderRls(params);
      const o = await sqlAsOwner(params);
      if (i < WARMUP) {
        const c = g.body.data?.clientCompany as
          | { vendors?: { nodes: unknown[] }; clients?: { nodes: unknown[] }; bankStatistics?: { nodes: unknown[] } }
          | undefined;
        shape = `${c?.vendors?.nodes.length ?? 0} / ${c?.clients?.nodes.length ?? 0} / ${c?.bankStatistics?.nodes.length ?? 0}`;
        continue;
      }
      series.e2e.push(g.e2e);
      series.server.push(g.server);
      series.rls.push(r);
      series.owner.push(o);
    }
    const [e2e, server, underRls, asOwner] = [series.e2e, series.server, series.rls, series.owner]
      .map((values) => values.sort((a, b) => a - b))
      .map((sorted) => (q: number) => percentile(sorted, q));
    table.push(
      `| ${scenario.name} | ${variables.bankStatsFromDate} – ${variables.bankStatsUntilDate} | ${shape} | ${f(server!(50))} / ${f(server!(95))} / ${f(server!(99))} | ${f(e2e!(50))} / ${f(e2e!(95))} | ${f(underRls!(50))} / ${f(underRls!(95))} | ${f(asOwner!(50))} / ${f(asOwner!(95))} | ${ratio(server!(95), underRls!(95))} | ${ratio(server!(95), asOwner!(95))} |`,
    );
    if (scenario.name === "year (the default)") {
      year = { p50: server!(50), p95: server!(95), rls: underRls!(95), bare: asOwner!(95) };
    }
    console.error(`  measured: ${scenario.name}`);
  }
  await rls.end();
  await owner.end();

  const yearRange = dashboardVariablesOf(company.id, "YEAR", access, today);
  const { rows: counts } = await ownerPool.query<{ year_invoices: string; size: string; version: string }>(
    `select (select count(*) from app_public.documents where client_company_id = $1 and type <> 'OTHER_DOCUMENT'
              and not archived and not superseded and list_date between $2 and $3) as year_invoices,
            pg_size_pretty(pg_database_size(current_database())) as size, current_setting('server_version') as version`,
    [company.id, yearRange.bankStatsFromDate, yearRange.bankStatsUntilDate],
  );
  console.log(
    `DashboardQuery on ${config.dataDir}: ${totalDocuments.toLocaleString("en")} documents, database ${counts[0]!.size} ` +
      `(PostgreSQL ${counts[0]!.version}); node ${process.version}`,
  );
  console.log(
    `Company "${company.name}": ${Number(company.count).toLocaleString("en")} documents, ${Number(counts[0]!.year_invoices).toLocaleString("en")} invoices in this year; ` +
      `signed in as a standard user with role ADMIN (RLS applies). ${WARMUP} warm-up + ${ITERATIONS} timed requests per scenario, one at a time; times in ms.`,
  );
  console.log("");
  console.log(table.join("\n"));
  console.log("");
  if (year) {
    console.log(
      `Year preset: server p50 ${f(year.p50)} ms, p95 ${f(year.p95)} ms (target p95 ≤ ${TARGET_P95_MS} ms: ${year.p95 <= TARGET_P95_MS ? "met" : "NOT met"}); ` +
        `SQL under RLS p95 ${f(year.rls)} ms (ratio ${ratio(year.p95, year.rls)}), counted from the tables as owner p95 ${f(year.bare)} ms (ratio ${ratio(year.p95, year.bare)})`,
    );
  }
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
    `insert into app_public.users (email, first_name, last_name) values ('bench-dashboard@bench.test', 'Bench', 'Dashboard')
     on conflict (email) do update set first_name = excluded.first_name returning id`,
  );
  await ownerPool.query(
    `insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')
     on conflict (client_company_id, user_id) do update set role_name = 'ADMIN'`,
    [made[0]!.id, companyId],
  );
  return made[0]!.id;
}
