/**
 * `npm run bench`: prints figures, asserts nothing. Starts a throw-away embedded PostgreSQL,
 * migrates, loads the demo data, starts the real server and measures
 *   - GraphQL latency percentiles and throughput of persisted operations (signed in),
 *   - the size of the built SPA (run `npm run build` first; raw and gzip),
 *   - per-route initial JavaScript and a cold /documents load in Chromium (bench/client.ts).
 * The requests come from a child process (bench/loadGenerator.ts), so the figures are the server's.
 * Options (env): BENCH_REQUESTS (default 2000), BENCH_CONCURRENCY (default 16), BENCH_WARMUP
 * (requests before the measured ones, default 200), BENCH_PROFILE (a folder: the server's CPU profile
 * during the AppShellQuery run is written there), BENCH_ONLY (a part of a scenario's name, e.g.
 * AppShellQuery: only the scenarios whose name contains it, without the bundle and browser
 * figures; for repeated measurements of one change), EMBEDDED_PG_PORT
 * (default 54349) for its throw-away PostgreSQL.
 */
import "../server/runtimeEnv.ts";
import { fork } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { Session } from "node:inspector";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
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
import type { Scenario, ScenarioResult } from "./loadGenerator.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const ONLY = process.env.BENCH_ONLY;
/** What Chromium sends: the server answers JSON of 1 kB and more compressed, as in the app. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd", accept: "application/json" };

/**
 * The load generator runs in a process of its own (bench/loadGenerator.ts): the figures are the
 * server's, not the sum of the server's and the client's work in one event loop.
 */
const loadGenerator = fork(fileURLToPath(new URL("./loadGenerator.ts", import.meta.url)), [], {
  stdio: ["ignore", "inherit", "inherit", "ipc"],
});

let postgresPid: number | null = null;

/** CPU time (user + system, ms) of a process and its children (PostgreSQL's backends) so far. */
function processTreeCpuMs(rootPid: number): number {
  const ticksPerMs = 100 / 1000; // USER_HZ
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid … utime(14) stime(15)
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const [ppid, utime, stime] = [Number(fields[1]), Number(fields[11]), Number(fields[12])];
      // The root's cutime and cstime hold its ended children's (closed connections') time.
      const [cutime, cstime] = [Number(fields[13]), Number(fields[14])];
      if (Number(entry) === rootPid) total += (utime + stime + cutime + cstime) / ticksPerMs;
      else if (ppid === rootPid) total += (utime + stime) / ticksPerMs;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

async function measure(
  scenario: Omit<Scenario, "requests" | "concurrency" | "warmup">,
): Promise<ScenarioResult | null> {
  if (ONLY && !scenario.name.includes(ONLY)) return null;
  let serverCpu: NodeJS.CpuUsage | null = null;
  let postgresCpu = 0;
  // Counted from the first measured request on (after the warm-up) to the last.
  const onStart = (message: unknown) => {
    if (message !== "measuring") return;
    serverCpu = process.cpuUsage();
    postgresCpu = postgresPid === null ? 0 : processTreeCpuMs(postgresPid);
  };
  loadGenerator.on("message", onStart);
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the load generator ended (exit code ${code})`));
    loadGenerator.once("exit", onExit);
    const onResult = (result: ScenarioResult | "measuring") => {
      if (result === "measuring") return;
      const server = process.cpuUsage(serverCpu ?? undefined);
      const postgres = postgresPid === null ? 0 : processTreeCpuMs(postgresPid) - postgresCpu;
      loadGenerator.off("message", onResult);
      loadGenerator.off("message", onStart);
      loadGenerator.off("exit", onExit);
      const f = (n: number) => n.toFixed(1).padStart(7);
      const perRequest = (ms: number) => (ms / REQUESTS).toFixed(2);
      console.log(
        `${result.name.padEnd(36)} p50 ${f(result.p50)} ms  p95 ${f(result.p95)} ms  p99 ${f(result.p99)} ms  ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  failures ${result.failures}`,
      );
      console.log(
        `${"".padEnd(36)} CPU per request: server ${perRequest((server.user + server.system) / 1000)} ms, PostgreSQL ${perRequest(postgres)} ms, load generator ${perRequest(result.cpuMs)} ms`,
      );
      if (result.firstFailure) console.log(`  first failure: ${result.firstFailure}`);
      resolve(result);
    };
    loadGenerator.on("message", onResult);
    loadGenerator.send({
      ...scenario,
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      warmup: WARMUP,
    } satisfies Scenario);
  });
}

/**
 * With BENCH_PROFILE=<folder>, the server's CPU profile while it answers `fn`'s requests (only
 * those: not the start-up) is written there as <name>.cpuprofile (open it in Chrome's DevTools).
 */
async function profiled<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return fn();
  const session = new Session();
  session.connect();
  const post = <R>(method: string, params?: object) =>
    new Promise<R>((resolve, reject) =>
      session.post(method, params, (err, result) => (err ? reject(err) : resolve(result as R))),
    );
  await post("Profiler.enable");
  await post("Profiler.setSamplingInterval", { interval: 200 });
  await post("Profiler.start");
  try {
    return await fn();
  } finally {
    const { profile } = await post<{ profile: object }>("Profiler.stop");
    session.disconnect();
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`  CPU profile of the server: ${file}`);
  }
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
  postgresPid = Number(readFileSync(join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
  const ownerPool = new pg.Pool({ connectionString: ownerUrl });
  const authPool = new pg.Pool({
    connectionString: withCredentials(rootUrl, "app_authenticator", "bench-authenticator", "bench"),
    max: 20,
  });
  // The cluster stops below while a pooled connection may still be closing.
  for (const pool of [ownerPool, authPool]) pool.on("error", () => {});
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
  const post = (name: string, docId: string, variables: Record<string, unknown> = {}) => ({
    name,
    url: `http://127.0.0.1:${port}/graphql`,
    method: "POST" as const,
    headers: { ...BROWSER_HEADERS, ...CSRF_HEADERS, "content-type": "application/json", cookie },
    body: JSON.stringify({ doc_id: docId, variables }),
  });
  console.log(
    `GraphQL over HTTP, ${REQUESTS} requests (after ${WARMUP} to warm up), concurrency ${CONCURRENCY}, node ${process.version}; load generator in its own process`,
  );
  await measure(post("currentUser (persisted)", "bench-current-user"));
  await measure(post("clientCompanies first 20 (persisted)", "bench-companies"));
  if (shellQueryId) {
    // The query every page load runs: user, company, access flags, feature flags, inbox.
    const shell = await profiled("app-shell-query", () =>
      measure(
        post("AppShellQuery (every page load)", shellQueryId, {
          clientCompanyRowId: DEMO.companies.haustechnik,
          withCompany: true,
        }),
      ),
    );
    if (shell) {
      console.log(
        `AppShellQuery p50 ${shell.p50.toFixed(1)} ms at concurrency ${CONCURRENCY} (target ≤ 25 ms at 16: ${shell.p50 <= 25 ? "met" : "NOT met"})`,
      );
    }
  }
  await measure({
    name: "GET /api/health",
    url: `http://127.0.0.1:${port}/api/health`,
    method: "GET",
    headers: BROWSER_HEADERS,
  });
  await app.close();
  await ownerPool.end();
  await authPool.end();
  if (!ONLY) bundleSize();
} finally {
  if (loadGenerator.connected) loadGenerator.disconnect();
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
// Per-route initial JavaScript and a cold /documents load in Chromium (bench/client.ts).
if (!ONLY) await runClientBench();
