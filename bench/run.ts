/**
 * `npm run bench`: prints figures, asserts nothing. Starts a throw-away embedded PostgreSQL,
 * migrates, loads the demo data, starts the real server and measures
 *   - GraphQL latency percentiles and throughput of persisted operations (signed in),
 *   - the size of the built SPA (run `npm run build` first; raw and gzip),
 *   - per-route initial JavaScript and a cold /documents load in Chromium (bench/client.ts).
 * Options (env): BENCH_REQUESTS (default 2000), BENCH_CONCURRENCY (default 16), EMBEDDED_PG_PORT
 * (default 54349) for its throw-away PostgreSQL.
 */
import "../server/runtimeEnv.ts";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { makeApp } from "../server/app.ts";
import { parseConfig } from "../server/config.ts";
import { DEMO, loadDemoData } from "../server/demo/demoData.ts";
import { startEmbeddedPostgres } from "../server/db/embedded.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { ensureRolesAndDatabase, withCredentials } from "../server/db/roles.ts";
import { loadQueryMap } from "../server/graphql/persisted.ts";
import { CLIENT_DIST_DIR } from "../server/lib/paths.ts";
import { makeLogger } from "../server/logger.ts";
import { CSRF_HEADERS } from "../src/lib/csrf.ts";
import { runClientBench } from "./client.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(name: string, send: () => Promise<Response>) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t = performance.now();
        const res = await send();
        const body = (await res.json()) as { errors?: unknown };
        if (!res.ok || body.errors) failures++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  const p50 = percentile(latencies, 50);
  console.log(
    `${name.padEnd(34)} p50 ${f(percentile(latencies, 50))} ms  p95 ${f(percentile(latencies, 95))} ms  p99 ${f(percentile(latencies, 99))} ms  ${(REQUESTS / seconds).toFixed(0).padStart(6)} req/s  failures ${failures}`,
  );
  return p50;
}

function bundleSize() {
  const dir = join(CLIENT_DIST_DIR, "assets");
  if (!existsSync(dir)) {
    console.log("bundle: dist/client not built (run npm run build)");
    return;
  }
  let raw = 0;
  let gz = 0;
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const file = join(dir, name);
    raw += statSync(file).size;
    const size = gzipSync(readFileSync(file)).length;
    gz += size;
    console.log(
      `bundle ${name.padEnd(40)} ${(statSync(file).size / 1024).toFixed(1).padStart(8)} KiB  gzip ${(size / 1024).toFixed(1).padStart(7)} KiB`,
    );
  }
  console.log(`bundle total ${(raw / 1024).toFixed(1)} KiB, gzip ${(gz / 1024).toFixed(1)} KiB`);
}

const logger = makeLogger("warn");
const dataDir = mkdtempSync(join(tmpdir(), "belegwerk-bench-"));
chmodSync(dataDir, 0o755);
const cluster = await startEmbeddedPostgres({
  dataDir,
  port: Number(process.env.EMBEDDED_PG_PORT ?? 54349),
  logger,
  persistent: false,
});
try {
  const rootUrl = cluster.rootUrl();
  await ensureRolesAndDatabase(rootUrl, {
    authenticatorPassword: "bench-authenticator",
    owner: { name: "belegwerk_owner", password: "bench-owner", database: "bench" },
  });
  const ownerUrl = withCredentials(rootUrl, "belegwerk_owner", "bench-owner", "bench");
  await runMigrations(ownerUrl, logger);
  const ownerPool = new pg.Pool({ connectionString: ownerUrl });
  const authPool = new pg.Pool({
    connectionString: withCredentials(rootUrl, "app_authenticator", "bench-authenticator", "bench"),
    max: 20,
  });
  await loadDemoData(ownerPool, logger);
  const config = parseConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    WORKER_ENABLED: "false",
    // The benchmarks measure the server, not its request limiter (one client sends thousands).
    RATE_LIMIT_PER_IP_PER_MINUTE: "1000000",
    RATE_LIMIT_PER_SESSION_PER_MINUTE: "1000000",
  });
  const committed = loadQueryMap();
  const shellQueryId = Object.entries(committed).find(([, text]) => /query AppShellQuery\b/.test(text))?.[0];
  const queryMap = {
    ...committed,
    "bench-current-user":
      "query BenchCurrentUser { currentUser { rowId fullName email clientCompanyUsers { totalCount } } }",
    "bench-companies":
      "query BenchCompanies { clientCompanies(first: 20, orderBy: PRIMARY_KEY_ASC) { nodes { rowId brandNameOrName status clientCompanyBlock { startsAt active } } } }",
  };
  const app = await makeApp({ config, logger, ownerPool, authPool, queryMap });
  const port = await app.listen();
  const { token } = await app.sessions.create(DEMO.users.admin);
  const cookie = `${config.session.cookieName}=${token}`;
  const post =
    (docId: string, variables: Record<string, unknown> = {}) =>
    () =>
      fetch(`http://127.0.0.1:${port}/graphql`, {
        method: "POST",
        headers: { ...CSRF_HEADERS, "content-type": "application/json", cookie },
        body: JSON.stringify({ doc_id: docId, variables }),
      });
  console.log(`GraphQL over HTTP, ${REQUESTS} requests, concurrency ${CONCURRENCY}, node ${process.version}`);
  await measure("currentUser (persisted)", post("bench-current-user"));
  await measure("clientCompanies first 20 (persisted)", post("bench-companies"));
  if (shellQueryId) {
    // The query every page load runs: user, company, access flags, feature flags, inbox.
    const shellP50 = await measure(
      "AppShellQuery (every page load)",
      post(shellQueryId, { clientCompanyRowId: DEMO.companies.haustechnik, withCompany: true }),
    );
    console.log(
      `AppShellQuery p50 ${shellP50.toFixed(1)} ms at concurrency ${CONCURRENCY} (target ≤ 25 ms at 16: ${shellP50 <= 25 ? "met" : "NOT met"})`,
    );
  }
  await measure("GET /api/health", () => fetch(`http://127.0.0.1:${port}/api/health`));
  await app.close();
  await ownerPool.end();
  await authPool.end();
  bundleSize();
} finally {
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
// Per-route initial JavaScript and a cold /documents load in Chromium (bench/client.ts).
await runClientBench();
