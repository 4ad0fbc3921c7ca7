import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SYSTEM_CHROMIUM = "/usr/bin/chromium";
// Documents by e-mail: the server's inbound SMTP port, beside its HTTP port (specs read it here).
process.env.E2E_MAIL_PORT ??= String(PORT + 20_000);

/**
 * End-to-end tests against the production build (`npm run build` first; `npm run test:e2e`
 * does both) and the real server on an embedded database of its own, in a real Chromium:
 * the system's /usr/bin/chromium where present, else Playwright's own browser.
 */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  // No retries, in CI neither: a test that passes only on its second run is a failing test.
  retries: 0,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  outputDir: "test-results",
  timeout: 30_000,
  // Assertions wait for what they expect; the production server on a busy machine may take a
  // few seconds for the first screen after sign-in (one bound for every spec, none of their own).
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "de-DE",
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "rm -rf .data/e2e && node --enable-source-maps dist/server/start.js",
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: ".data/e2e",
      EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 54339)),
      LOG_LEVEL: "warn",
      // Every spec signs people in from the same address; the suite's ~60 sign-ins within a few
      // minutes would hit the production limit per address (50 per 15 minutes, which the
      // integration tests check) and fail every spec after it.
      SIGN_IN_ATTEMPTS_PER_IP: "1000",
      MAIL_INBOUND_PORT: process.env.E2E_MAIL_PORT,
    },
  },
});
