/**
 * `npm run bench:documents`: latency of Query.documentsList on the benchmark database that
 * `npm run bench:seed` fills (DATA_DIR, default .data/bench; EMBEDDED_PG_PORT, default 54358).
 * Prints figures, asserts nothing; refuses a database with fewer than 10 000 documents.
 *
 * It starts the real app in-process (makeApp over the authenticator pool, so RLS applies;
 * arbitrary operations allowed) and signs in as a standard user who is ADMIN of the largest
 * company. Per scenario, after BENCH_WARMUP (default 20) requests, it times BENCH_ITERATIONS
 * (default 200) requests one after another, each followed by its SQL on plain connections:
 *   - GraphQL server time: the app's own request log (arrival to last byte written);
 *     end-to-end: fetch over localhost HTTP from this process;
 *   - list SQL: exactly what server/documents/listQuery.ts builds for the same list, under
 *     RLS as app_authenticator (`begin`, the request's pgSettings via set_config — role
 *     app_user, app.user_id, app.session_id — the queries, `commit`, as @dataplan/pg does)
 *     and as the owner on the table itself (no access check at all, no transaction);
 *   - list + nodes SQL: the same under RLS plus one hand-written query for the page's
 *     documents with the fields the thumbnail view reads: what the database must do at least.
 * Then the floor of any signed-in request and the first page's throughput with 4 clients.
 */
import "../server/runtimeEnv.ts";
import pg from "pg";
import { pino } from "pino";
import { makeApp } from "../server/app.ts";
import { pgSettingsFor } from "../server/auth/sessions.ts";
import { parseConfig } from "../server/config.ts";
import { accessEmbeddedCluster } from "../server/db/cluster.ts";
import { EMBEDDED_DATABASE } from "../server/db/database.ts";
import { runMigrations } from "../server/db/migrate.ts";
import {
  type DocumentsListArgs,
  idsQuery,
  pageQuery,
  parseDocumentsListArgs,
  type SqlQuery,
  statisticsQuery,
} from "../server/documents/listQuery.ts";
import { CSRF_HEADERS } from "../src/lib/csrf.ts";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const THROUGHPUT_REQUESTS = Number(process.env.BENCH_THROUGHPUT_REQUESTS ?? 400);
const MIN_DOCUMENTS = 10_000;
const NODES_PER_PAGE = 70;

type ListSelection = "page" | "statistics" | "ids" | "pageLoad";
const VARIABLES =
  "$clientCompanyRowId: UUID!, $filter: DocumentsListFilter, $orderBy: DocumentsListOrderBy, $orderByDirection: DocumentsListOrderDirection, $first: Int, $after: String";
const ARGUMENTS =
  "clientCompanyRowId: $clientCompanyRowId, filter: $filter, orderBy: $orderBy, orderByDirection: $orderByDirection, first: $first, after: $after";
/** What the thumbnail view reads per document. */
const THUMB_NODE =
  "node { id rowId derivedTitle importDate invoice { invoiceNumber invoiceDate total currency paymentStatus partnerCompany { name } } pageImages(first: 1) { nodes { thumbnailUrl } } }";
const PAGE = `documentsList(${ARGUMENTS}) { edges { cursor ${THUMB_NODE} } pageInfo { hasNextPage endCursor } }`;
const STATISTICS =
  "statistics { count invoiceCount openCount currencies { currency count netSum totalSum openAmount } }";
const QUERIES: Record<ListSelection, string> = {
  page: `query BenchDocumentsPage(${VARIABLES}) { ${PAGE} }`,
  statistics: `query BenchDocumentsStatistics(${VARIABLES}) { documentsList(${ARGUMENTS}) { ${STATISTICS} } }`,
  ids: `query BenchDocumentsIds(${VARIABLES}) { documentsList(${ARGUMENTS}) { ids } }`,
  // As the documents page asks (DocumentsResults_query): ids and statistics beside the first page.
  pageLoad: `query BenchDocumentsPageLoad(${VARIABLES}) {
    summary: documentsList(clientCompanyRowId: $clientCompanyRowId, filter: $filter, orderBy: $orderBy, orderByDirection: $orderByDirection, first: 0) { ids ${STATISTICS} }
    ${PAGE}
  }`,
};
/** The same fields as THUMB_NODE in one hand-written query: what the nodes cost the database. */
const NODES_SQL = `select d.id, app_public.documents_derived_title(d) as title, d.import_date, i.invoice_number, i.invoice_date,
         i.total::text, i.currency, i.payment_status, p.name,
         (select app_public.document_pages_thumbnail_url(pg) from app_public.document_pages pg
           where pg.client_company_id = d.client_company_id and pg.document_id = d.id order by pg.id limit 1) as thumbnail_url
  from app_public.documents d
  left join app_public.invoices i on i.client_company_id = d.client_company_id and i.document_id = d.id
  left join app_public.partner_companies p on p.client_company_id = i.client_company_id and p.id = i.partner_company_id
  where d.id = any ($1::uuid[])
  order by array_position($1::uuid[], d.id)`;

interface Scenario {
  name: string;
  selection: ListSelection;
  variables: Record<string, unknown>;
  /** Pages to walk through (with their cursors) before the timed one. */
  pagesBefore?: number;
}

/** The lists people open most: the default (the year preset, newest invoice date first) and variations of it. */
function scenariosFor(o: { companyId: string; year: number; numberFragment: string; categoryId: string }): Scenario[] {
  const filter = { dateFilterType: "INVOICE_DATE", fromDate: `${o.year}-01-01`, untilDate: `${o.year}-12-31` };
  const base = {
    clientCompanyRowId: o.companyId,
    filter,
    orderBy: "INVOICE_DATE",
    orderByDirection: "DESC",
    first: 70,
    after: null,
  };
  const page = (name: string, variables: Record<string, unknown>): Scenario => ({ name, selection: "page", variables });
  return [
    page("first page (70, thumbnail view)", base),
    page("search partner word “Hoffmann”", { ...base, filter: { ...filter, searchText: "Hoffmann" } }),
    page(`search number fragment “${o.numberFragment}”`, {
      ...base,
      filter: { ...filter, searchText: o.numberFragment },
    }),
    page("incoming + not paid + category", {
      ...base,
      filter: {
        ...filter,
        documentTypes: ["INCOMING_INVOICE"],
        paidStatus: "NOT_PAID",
        categoryRowIds: [o.categoryId],
      },
    }),
    page("sorted by partner asc", { ...base, orderBy: "PARTNER", orderByDirection: "ASC" }),
    { ...page("page 5 (cursor)", base), pagesBefore: 4 },
    page("open items by due date asc", {
      ...base,
      filter: { ...filter, paidStatus: "NOT_PAID" },
      orderBy: "DUE_DATE",
      orderByDirection: "ASC",
    }),
    { name: "statistics only", selection: "statistics", variables: base },
    {
      name: "statistics of a search (counts rows)",
      selection: "statistics",
      variables: { ...base, filter: { ...filter, searchText: "Hoffmann" } },
    },
    { name: "ids only (first 500)", selection: "ids", variables: base },
    { name: "page load as the UI asks (page + ids + statistics)", selection: "pageLoad", variables: base },
  ];
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

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
        `bench:documents needs at least ${MIN_DOCUMENTS.toLocaleString("en")}. Fill it first: npm run bench:seed -- --documents 1000000`,
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
  const settings = pgSettingsFor(session);

  let requestNo = 0;
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const requestId = `bench-documents-${++requestNo}`;
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { ...CSRF_HEADERS, "content-type": "application/json", cookie, "x-request-id": requestId },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: { documentsList: Record<string, unknown> }; errors?: unknown[] };
    const e2e = performance.now() - started;
    if (!res.ok || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? res.status)}`);
    if (!serverMs.has(requestId)) await new Promise((resolve) => setImmediate(resolve));
    const server = serverMs.get(requestId) ?? Number.NaN;
    serverMs.delete(requestId);
    return { e2e, server, list: body.data!.documentsList };
  };

  // Bare SQL: one connection as the app's role under RLS, one as the owner.
  const rls = new pg.Client({ connectionString: cluster.authUrlFor(EMBEDDED_DATABASE) });
  const owner = new pg.Client({ connectionString: cluster.ownerUrlFor(EMBEDDED_DATABASE) });
  await rls.connect();
  await owner.connect();
  await rls.query("set jit = off"); // as @dataplan/pg does on each of its connections
  await owner.query("set jit = off");
  const settingsJson = JSON.stringify(Object.entries(settings));
  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  /** The list SQL, then (for pages) the nodes of the page's rows, as one request would. */
  const runSql = async (client: pg.Client, queries: SqlQuery[], withNodes: boolean) => {
    let ids: string[] = [];
    for (const query of queries) {
      const { rows } = await client.query<{ id: string }>(query);
      if (query === queries.at(-1)) ids = rows.slice(0, NODES_PER_PAGE).map((r) => r.id);
    }
    if (withNodes) await client.query(NODES_SQL, [ids]);
  };
  const sqlUnderRls = (queries: SqlQuery[], withNodes = false) =>
    timed(async () => {
      await rls.query("begin");
      await rls.query("select set_config(el->>0, el->>1, true) from json_array_elements($1::json) el", [settingsJson]);
      await runSql(rls, queries, withNodes);
      await rls.query("commit");
    });
  // The owner reads the table itself: the list view's membership condition needs a signed-in
  // user, so without one it would answer nothing at all.
  const onTable = (q: SqlQuery): SqlQuery => ({
    ...q,
    text: q.text.replaceAll("app_hidden.documents_list_rows", "app_public.documents"),
  });
  const sqlAsOwner = (queries: SqlQuery[]) => timed(() => runSql(owner, queries.map(onTable), false));

  const year = new Date().getFullYear();
  const { rows: samples } = await ownerPool.query<{ number: string; category: string }>(
    `select (select list_number from app_public.documents
              where client_company_id = $1 and not archived and not superseded and list_date >= $2::date
                and list_number ~ '\\d{5}$' order by list_date desc, id desc limit 1) as number,
            (select category_id from app_public.documents where client_company_id = $1 and type = 'INCOMING_INVOICE'
              group by 1 order by count(*) desc limit 1) as category`,
    [company.id, `${year}-01-01`],
  );
  const scenarios = scenariosFor({
    companyId: company.id,
    year,
    numberFragment: samples[0]!.number.slice(-5),
    categoryId: samples[0]!.category,
  });

  // The list SQL of server/documents/listQuery.ts for each selection, in the order the plugin runs it.
  const sqlOf = (selection: ListSelection, args: DocumentsListArgs): SqlQuery[] => {
    const page = pageQuery(args);
    if (selection === "statistics") return [statisticsQuery(args)];
    if (selection === "ids") return [idsQuery(args)];
    if (selection === "pageLoad") return [idsQuery(args), statisticsQuery(args), page];
    return [page];
  };
  const f = (n: number) => (Number.isNaN(n) ? "–" : n.toFixed(1));
  const ratio = (a: number, b: number) => (Number.isNaN(a) || Number.isNaN(b) ? "–" : (a / b).toFixed(1));
  const table: string[] = [
    "| scenario | rows | GraphQL server p50 / p95 / p99 | GraphQL end-to-end p50 / p99 | list SQL under RLS p50 / p95 / p99 | list SQL as owner p50 / p99 | list + nodes SQL under RLS p50 / p99 | p99 server ÷ list SQL | p99 server ÷ list + nodes SQL |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  let listSize = 0;
  /** p50/p99 of the server and the p99 of the bare SQL (list + nodes for pages) per scenario. */
  const summary = new Map<string, { p50: number; p99: number; sqlP99: number }>();
  for (const scenario of scenarios) {
    let variables = scenario.variables;
    for (let i = 0; i < (scenario.pagesBefore ?? 0); i++) {
      // Walk to the page with real cursors, as a client scrolling down would.
      const { list } = await graphql(QUERIES.page, variables);
      variables = { ...variables, after: (list.pageInfo as { endCursor: string }).endCursor };
    }
    const args = parseDocumentsListArgs({
      clientCompanyRowId: variables.clientCompanyRowId,
      filter: variables.filter,
      orderBy: variables.orderBy,
      orderByDirection: variables.orderByDirection,
      first: variables.first,
      after: variables.after,
    });
    const sql = sqlOf(scenario.selection, args);
    const withNodes = scenario.selection === "page" || scenario.selection === "pageLoad";
    const series = {
      e2e: [] as number[],
      server: [] as number[],
      rls: [] as number[],
      owner: [] as number[],
      nodes: [] as number[],
    };
    let rows = 0;
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      const g = await graphql(QUERIES[scenario.selection], variables);
      const r = await sqlUnderRls(sql);
      const o = await sqlAsOwner(sql);
      const n = withNodes ? await sqlUnderRls(sql, true) : Number.NaN;
      if (i < WARMUP) continue;
      series.e2e.push(g.e2e);
      series.server.push(g.server);
      series.rls.push(r);
      series.owner.push(o);
      series.nodes.push(n);
      const list = g.list as { edges?: unknown[]; ids?: unknown[]; statistics?: { count: number } };
      rows = list.edges?.length ?? list.ids?.length ?? list.statistics?.count ?? 0;
      if (scenario.name === "statistics only") listSize = rows;
    }
    const [e2e, server, underRls, asOwner, nodes] = [series.e2e, series.server, series.rls, series.owner, series.nodes]
      .map((values) => values.sort((a, b) => a - b))
      .map((sorted) => (q: number) => percentile(sorted, q));
    table.push(
      `| ${scenario.name} | ${rows.toLocaleString("en")} | ${f(server!(50))} / ${f(server!(95))} / ${f(server!(99))} | ${f(e2e!(50))} / ${f(e2e!(99))} | ${f(underRls!(50))} / ${f(underRls!(95))} / ${f(underRls!(99))} | ${f(asOwner!(50))} / ${f(asOwner!(99))} | ${f(nodes!(50))} / ${f(nodes!(99))} | ${ratio(server!(99), underRls!(99))} | ${ratio(server!(99), nodes!(99))} |`,
    );
    summary.set(scenario.name, {
      p50: server!(50),
      p99: server!(99),
      sqlP99: withNodes ? nodes!(99) : underRls!(99),
    });
    console.error(`  measured: ${scenario.name}`);
  }

  // What every request costs without touching the list: session, Yoga, Grafast.
  const floor: number[] = [];
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    const requestId = `bench-floor-${i}`;
    await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { ...CSRF_HEADERS, "content-type": "application/json", cookie, "x-request-id": requestId },
      body: JSON.stringify({ query: "{ __typename }" }),
    }).then((res) => res.json());
    if (!serverMs.has(requestId)) await new Promise((resolve) => setImmediate(resolve));
    if (i >= WARMUP) floor.push(serverMs.get(requestId) ?? Number.NaN);
  }
  floor.sort((a, b) => a - b);

  // Throughput: the first page, 4 clients at once.
  const first = scenarios[0]!;
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next++ < THROUGHPUT_REQUESTS) latencies.push((await graphql(QUERIES.page, first.variables)).e2e);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  await rls.end();
  await owner.end();

  const { rows: db } = await ownerPool.query<{ size: string; version: string; shared_buffers: string }>(
    "select pg_size_pretty(pg_database_size(current_database())) as size, current_setting('server_version') as version, current_setting('shared_buffers') as shared_buffers",
  );
  console.log(
    `Query.documentsList on ${config.dataDir}: ${totalDocuments.toLocaleString("en")} documents, database ${db[0]!.size} ` +
      `(PostgreSQL ${db[0]!.version}, shared_buffers ${db[0]!.shared_buffers}); node ${process.version}`,
  );
  console.log(
    `Company "${company.name}": ${Number(company.count).toLocaleString("en")} documents, ${listSize.toLocaleString("en")} in the default list (year ${year}); ` +
      `signed in as a standard user with role ADMIN. ${WARMUP} warm-up + ${ITERATIONS} timed requests per scenario, one at a time; times in ms.`,
  );
  console.log("");
  console.log(table.join("\n"));
  console.log("");
  const target = (label: string, key: string, p99Target: number, sqlLabel: string) => {
    const m = summary.get(key);
    if (!m) return;
    console.log(
      `${label}: server p50 ${f(m.p50)} ms, p99 ${f(m.p99)} ms (target p99 ≤ ${p99Target} ms: ${m.p99 <= p99Target ? "met" : "NOT met"}); ` +
        `bare ${sqlLabel} p99 ${f(m.sqlP99)} ms, ratio server ÷ SQL ${ratio(m.p99, m.sqlP99)}`,
    );
  };
  target(
    "Page load as the UI asks",
    "page load as the UI asks (page + ids + statistics)",
    80,
    "list + nodes SQL under RLS",
  );
  target(`Statistics of the default year (${year})`, "statistics only", 30, "statistics SQL under RLS");
  console.log("");
  console.log(
    `Floor of any signed-in request ({ __typename }: session lookup, Yoga, Grafast): server p50 ${f(percentile(floor, 50))} ms, p99 ${f(percentile(floor, 99))} ms`,
  );
  console.log(
    `Throughput, first page, 4 concurrent clients: ${(THROUGHPUT_REQUESTS / seconds).toFixed(0)} requests/s ` +
      `(end-to-end p50 ${f(percentile(latencies, 50))} ms, p99 ${f(percentile(latencies, 99))} ms)`,
  );
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
    `insert into app_public.users (email, first_name, last_name) values ('bench-documents@bench.test', 'Bench', 'Documents')
     on conflict (email) do update set first_name = excluded.first_name returning id`,
  );
  await ownerPool.query(
    `insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')
     on conflict (client_company_id, user_id) do update set role_name = 'ADMIN'`,
    [made[0]!.id, companyId],
  );
  return made[0]!.id;
}
