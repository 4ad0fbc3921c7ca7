/**
 * `npm run bench:client` (and the end of `npm run bench`): prints figures, asserts nothing.
 *   - each route's initial JavaScript (gzip) from the production build's manifest, against its
 *     budget (scripts/bundleBudget.ts; `npm run build` first),
 *   - in Chromium against the built server (its own embedded database with the demo data): sign
 *     in as the demo admin, then open /documents with a cold cache (a fresh browser context:
 *     no cached files) and time from navigation start until the first document of the list shows.
 * Options (env): BENCH_CLIENT_PORT (default 3290), BENCH_CLIENT_PG_PORT (default 54359),
 * BENCH_CLIENT_RUNS (cold loads, default 3).
 */
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CLIENT_DIST_DIR, ROOT_DIR } from "../server/lib/paths.ts";
import { formatTable, measureBuild } from "../scripts/bundleBudget.ts";

const PORT = Number(process.env.BENCH_CLIENT_PORT ?? 3290);
const PG_PORT = Number(process.env.BENCH_CLIENT_PG_PORT ?? 54359);
const RUNS = Number(process.env.BENCH_CLIENT_RUNS ?? 3);
const CHROMIUM = "/usr/bin/chromium";
const ADMIN = { email: "admin@demo.test", password: "demo-password-1" };
/** The first document of the list, in either view (tiles by default, or the table). */
const FIRST_DOCUMENT = 'main [role="list"] [role="listitem"], main table tbody tr';

export function printRouteSizes(): boolean {
  if (!existsSync(join(CLIENT_DIST_DIR, ".vite", "manifest.json"))) {
    console.log("client: dist/client not built (run npm run build)");
    return false;
  }
  const { reports } = measureBuild(CLIENT_DIST_DIR);
  console.log("Initial JavaScript per route (gzip; entry + the route's lazy chunks and their static imports)");
  console.log(formatTable(reports));
  return true;
}

async function waitForHealth(url: string, server: ReturnType<typeof spawn>) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server ended (exit code ${server.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become healthy");
}

/** Cold loads of /documents after sign-in, in ms from navigation start to the first document shown. */
export async function timeDocumentsColdLoad(baseUrl: string, runs = RUNS): Promise<number[]> {
  const browser = await chromium.launch({
    ...(existsSync(CHROMIUM) ? { executablePath: CHROMIUM } : {}),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const signInContext = await browser.newContext({ baseURL: baseUrl, locale: "de-DE" });
    const page = await signInContext.newPage();
    await page.goto("/authorize?returnTo=%2Fdocuments");
    await page.getByLabel("E-Mail-Adresse").fill(ADMIN.email);
    await page.getByLabel("Passwort").fill(ADMIN.password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.locator(FIRST_DOCUMENT).first().waitFor();
    const storageState = await signInContext.storageState();
    const documentsUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    await signInContext.close();

    const timings: number[] = [];
    for (let run = 0; run < runs; run++) {
      // A new context has an empty HTTP cache: every file comes over the wire again.
      const context = await browser.newContext({ baseURL: baseUrl, locale: "de-DE", storageState });
      const cold = await context.newPage();
      await cold.goto(documentsUrl, { waitUntil: "commit" });
      await cold.locator(FIRST_DOCUMENT).first().waitFor();
      // The browser's own clock: from navigation start, without Playwright's round trips.
      const shownAt = await cold.evaluate(() => performance.now());
      const transferred = await cold.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== "fetch")
          .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
      );
      timings.push(shownAt);
      console.log(
        `client /documents cold load ${run + 1}: first document after ${shownAt.toFixed(0)} ms (files over the wire ${(transferred / 1000).toFixed(0)} kB)`,
      );
      await context.close();
    }
    return timings;
  } finally {
    await browser.close();
  }
}

/** Starts the built server on a throw-away data folder, measures, stops it. */
export async function runClientBench(): Promise<void> {
  if (!printRouteSizes()) return;
  if (!existsSync(join(ROOT_DIR, "dist", "server", "start.js"))) {
    console.log("client: dist/server not built (run npm run build)");
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), "belegwerk-bench-client-"));
  chmodSync(dataDir, 0o755); // PostgreSQL may run as another user
  const server = spawn(process.execPath, ["dist/server/start.js"], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(PG_PORT),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://localhost:${PORT}`;
  try {
    await waitForHealth(baseUrl, server);
    const timings = (await timeDocumentsColdLoad(baseUrl)).sort((a, b) => a - b);
    console.log(
      `client /documents cold load after sign-in: median ${timings[Math.floor(timings.length / 2)]!.toFixed(0)} ms over ${timings.length} runs`,
    );
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      const ended = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await ended;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runClientBench();
}
