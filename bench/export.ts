/**
 * `npm run bench:export`: a DATEV booking export of 10 000 invoices through the real job.
 * Prints figures beside their targets, asserts nothing.
 *
 * It starts a fresh embedded database (DATA_DIR, default .data/bench-export, removed first
 * unless BENCH_REUSE=1 finds the company seeded before; EMBEDDED_PG_PORT, default 55410),
 * migrates it and seeds one DATEV company with
 * BENCH_INVOICES (default 10 000) booked invoices of 2025 with three accounting items each
 * (≈ 30 000 booking lines) and their partner accounts. Then it starts the real app in-process
 * (makeApp over the authenticator pool, so RLS applies), signs in as the company's admin,
 * creates the export with createExport (DATEV_EXTF) over GraphQL and runs the export job
 * (runExport, what the worker's export__run task does) in this process, while:
 *   - the process's RSS is sampled every 50 ms (peak growth over the RSS before the export);
 *   - BENCH_CLIENTS (default 2) clients send the app shell's query (AppShellQuery) one after
 *     another with BENCH_PAUSE_MS (default 100) between two, end to end over localhost HTTP,
 *     until the export is done: p50 / p95. (BENCH_PAUSE_MS=0 is a load test: the requests'
 *     own work then dominates the process's CPU and memory.)
 * Reports the export's duration, its booking lines, its files' bytes and the figures above.
 */
import "../server/runtimeEnv.ts";
import { readFileSync, rmSync } from "node:fs";
import pg from "pg";
import { pino } from "pino";
import { makeApp } from "../server/app.ts";
import { parseConfig } from "../server/config.ts";
import { accessEmbeddedCluster } from "../server/db/cluster.ts";
import { EMBEDDED_DATABASE } from "../server/db/database.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { runExport } from "../server/export/runExport.ts";
import { BlobStore } from "../server/files/blobStore.ts";
import { CSRF_HEADERS } from "../src/lib/csrf.ts";

const INVOICES = Number(process.env.BENCH_INVOICES ?? 10_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2);
/** Each client's pause between two requests (a person clicking, not a load test); 0: back to back. */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 100);
const TARGET = { seconds: 10, rssMb: 100, p95Ms: 150 };

const dataDir = process.env.DATA_DIR ?? ".data/bench-export";
const reuse = process.env.BENCH_REUSE === "1";
if (!reuse) rmSync(dataDir, { recursive: true, force: true });
const config = parseConfig({
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: "0",
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? "55410",
  WORKER_ENABLED: "false",
  GRAPHQL_PERSISTED_ONLY: "false",
  RATE_LIMIT_PER_IP_PER_MINUTE: "1000000",
  RATE_LIMIT_PER_SESSION_PER_MINUTE: "1000000",
});
const logger = pino({ level: "warn" });
const cluster = await accessEmbeddedCluster(config, logger);
const ownerPool = new pg.Pool({ connectionString: cluster.ownerUrlFor(EMBEDDED_DATABASE), max: 5 });
const authPool = new pg.Pool({ connectionString: cluster.authUrlFor(EMBEDDED_DATABASE), max: 10 });
let app: Awaited<ReturnType<typeof makeApp>> | undefined;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const mb = (bytes: number) => bytes / 1024 / 1024;

try {
  await runMigrations(cluster.ownerUrlFor(EMBEDDED_DATABASE), logger);
  const seedStarted = performance.now();
  const { companyId, userId } = (reuse ? await seeded() : null) ?? (await seed());
  console.log(`seeded ${INVOICES} invoices in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  app = await makeApp({ config, logger, ownerPool, authPool, queryMap: {} });
  const port = await app.listen();
  const { token } = await app.sessions.create(userId);
  const cookie = `${config.session.cookieName}=${token}`;
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { ...CSRF_HEADERS, "content-type": "application/json", cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (!res.ok || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? res.status)}`);
    return body.data!;
  };
  const queryMap = JSON.parse(readFileSync("persisted-queries/queryMap.json", "utf8")) as Record<string, string>;
  const shellQuery = Object.values(queryMap).find((text) => text.startsWith("query AppShellQuery"));
  if (!shellQuery) throw new Error("AppShellQuery not in persisted-queries/queryMap.json");
  const shellVariables = { clientCompanyRowId: companyId, withCompany: true };
  for (let i = 0; i < 10; i++) await graphql(shellQuery, shellVariables); // warm-up

  const created = await graphql(
    `
      mutation ($input: CreateExportInput!) {
        createExport(input: $input) {
          export {
            rowId
            documentCount
          }
        }
      }
    `,
    {
      input: {
        clientCompanyRowId: companyId,
        accountingPeriodFrom: "2025-01-01",
        accountingPeriodTo: "2025-12-31",
        accountingExport: "DATEV_EXTF",
        allowIncomplete: true,
      },
    },
  );
  const exportRowId = (created.createExport as { export: { rowId: string; documentCount: number } }).export.rowId;

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 50);
  let running = true;
  const latencies: number[] = [];
  const client = async () => {
    while (running) {
      const started = performance.now();
      await graphql(shellQuery, shellVariables);
      latencies.push(performance.now() - started);
      if (PAUSE_MS > 0) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  };
  let markMs = Number.NaN;
  const started = performance.now();
  const clients = Array.from({ length: CLIENTS }, client);
  const outcome = await runExport(
    {
      ownerPool,
      blobs: new BlobStore(`${dataDir}/blobs`),
      logger,
      publicUrl: "https://belegwerk.bench",
      onPhase: (_phase, ms) => (markMs = ms),
    },
    exportRowId,
  );
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await Promise.all(clients);
  clearInterval(sampler);

  const [row] = (
    await ownerPool.query(
      `select status, error_code, document_count, booking_line_count,
              (select json_agg(json_build_object('kind', kind, 'bytes', byte_size) order by kind)
                 from app_public.export_files f where f.export_id = e.id) as files
         from app_public.exports e where id = $1`,
      [exportRowId],
    )
  ).rows;
  const sorted = latencies.sort((a, b) => a - b);
  const files = (row.files ?? []) as { kind: string; bytes: string }[];
  const bytes = files.reduce((sum, f) => sum + Number(f.bytes), 0);
  const rssGrowth = mb(rssPeak - rssBefore);
  const p95 = percentile(sorted, 95);
  console.log(`export ${outcome}: ${row.status}${row.error_code ? ` (${row.error_code})` : ""}`);
  console.log(`documents          ${row.document_count}`);
  console.log(`booking lines      ${row.booking_line_count}`);
  console.log(
    `files              ${files.map((f) => `${f.kind} ${Number(f.bytes).toLocaleString("en")} B`).join(", ")}`,
  );
  console.log(`bytes              ${bytes.toLocaleString("en")}`);
  console.log(
    `marking exported   ${(markMs / 1000).toFixed(2)} s   (documents and money transactions, with their triggers)`,
  );
  console.log(`duration           ${seconds.toFixed(2)} s   (target ≤ ${TARGET.seconds} s)`);
  console.log(
    `peak RSS growth    ${rssGrowth.toFixed(1)} MB   (target ≤ ${TARGET.rssMb} MB; before ${mb(rssBefore).toFixed(0)} MB)`,
  );
  console.log(
    `AppShellQuery      p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${sorted.length} requests from ${CLIENTS} clients, ${PAUSE_MS} ms apart   (target p95 ≤ ${TARGET.p95Ms} ms)`,
  );
} finally {
  await app?.close();
  await ownerPool.end();
  await authPool.end();
  await cluster.release();
}

/** The company a run before seeded, its invoices unmarked again (BENCH_REUSE=1). */
async function seeded(): Promise<{ companyId: string; userId: string } | null> {
  const { rows } = await ownerPool.query(
    `select c.id as company_id, u.id as user_id from app_public.client_companies c, app_public.users u
      where c.name = 'Bench Export GmbH' and u.email = 'bench-export@bench.test'`,
  );
  if (!rows[0]) return null;
  await ownerPool.query(
    "update app_public.documents set exported_for_booking_at = null where client_company_id = $1 and exported_for_booking_at is not null",
    [rows[0].company_id],
  );
  return { companyId: rows[0].company_id, userId: rows[0].user_id };
}

/** One DATEV company with INVOICES booked invoices of 2025, three accounting items each, in a few statements. */
async function seed(): Promise<{ companyId: string; userId: string }> {
  const one = async (sql: string, params: unknown[] = []) => (await ownerPool.query(sql, params)).rows[0];
  const company = await one(
    `insert into app_public.client_companies (name, vat_id, accounting_system, datev_consultant_number, accounting_system_client_no)
     values ('Bench Export GmbH', 'DE123456789', 'DATEV', 29098, '55003') returning id`,
  );
  const user = await one(
    "insert into app_public.users (email, first_name, last_name) values ('bench-export@bench.test', 'Bench', 'Export') returning id",
  );
  await ownerPool.query(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')",
    [user.id, company.id],
  );
  await ownerPool.query(
    `insert into app_public.general_ledger_accounts (client_company_id, number, name, category)
     select $1, n::text, 'Konto ' || n, 'EXPENSE' from unnest(array[4920, 4930, 4940]) n`,
    [company.id],
  );
  await ownerPool.query(
    `with p as (
       insert into app_public.partner_companies (client_company_id, name)
       select $1, 'Lieferant ' || g from generate_series(1, 50) g returning id, name)
     insert into app_public.partner_accounts (client_company_id, number, type, partner_company_id)
     select $1, (70000 + substring(p.name from 11)::int)::text, 'CREDITOR', p.id from p`,
    [company.id],
  );
  await ownerPool.query(
    `with cat as (select id from app_public.document_categories
                   where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index, id limit 1),
          pa as (select pa.id, pa.partner_company_id, row_number() over (order by pa.number) - 1 as k
                   from app_public.partner_accounts pa where pa.client_company_id = $1),
          d as (
            insert into app_public.documents (client_company_id, category_id, type, title, approved, import_date)
            select $1, (select id from cat), 'INCOMING_INVOICE', 'Rechnung ' || g, true, now()
              from generate_series(1, $2::int) g returning id),
          numbered as (select id, row_number() over (order by id) as g from d)
     insert into app_public.invoices (document_id, client_company_id, invoice_number, invoice_date, net, total, currency,
                                      partner_company_id, partner_account_id)
     select n.id, $1, 'RE-' || n.g, date '2025-01-01' + (n.g % 365)::int, 30 + n.g % 100, 30 + n.g % 100, 'EUR',
            pa.partner_company_id, pa.id
       from numbered n join pa on pa.k = n.g % 50`,
    [company.id, INVOICES],
  );
  await ownerPool.query(
    `insert into app_public.accounting_items (client_company_id, document_id, title, booking_type, amount, amount_type, general_ledger_account_id, sort_index)
     select i.client_company_id, i.document_id, 'Posten ' || k, 'DEBIT',
            case k when 1 then 10 when 2 then 20 else i.total - 30 end, 'GROSS', gl.id, k
       from app_public.invoices i
       cross join generate_series(1, 3) k
       join app_public.general_ledger_accounts gl on gl.client_company_id = i.client_company_id
                                                  and gl.number = (4910 + 10 * k)::text
      where i.client_company_id = $1 and (k < 3 or i.total > 30)`,
    [company.id],
  );
  await ownerPool.query("analyze");
  return { companyId: company.id, userId: user.id };
}
