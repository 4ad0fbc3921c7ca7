import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo-password-1";
export const DEMO_COMPANIES = {
  haustechnik: "0b8f5e1c-1a2b-4c3d-8e4f-000000000001",
  baeckerei: "0b8f5e1c-1a2b-4c3d-8e4f-000000000002",
  demoHandel: "0b8f5e1c-1a2b-4c3d-8e4f-000000000003",
  logistik: "0b8f5e1c-1a2b-4c3d-8e4f-000000000004",
  metallbau: "0b8f5e1c-1a2b-4c3d-8e4f-000000000005",
};

/** The persisted id of an operation, from the committed query map. */
export function persistedId(operationName: string): string {
  const map = JSON.parse(readFileSync("persisted-queries/queryMap.json", "utf8")) as Record<string, string>;
  const entry = Object.entries(map).find(([, text]) =>
    new RegExp(`(query|mutation|subscription) ${operationName}\\b`).test(text),
  );
  if (!entry) throw new Error(`${operationName} is not in the query map`);
  return entry[0];
}

/** Signs in through the real login page of the built-in identity provider. */
export async function fillLoginForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

export async function signIn(page: Page, email: string, returnTo?: string) {
  await page.goto(returnTo ? `/authorize?${new URLSearchParams({ returnTo })}` : "/authorize");
  await fillLoginForm(page, email);
  await expect(page).not.toHaveURL(/\/(oidc|authorize)/);
}

/** Port of the e2e server's embedded PostgreSQL (playwright.config.ts). */
const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54339);

/**
 * Runs `fn` with an owner connection to the e2e database (for setting up data the demo does
 * not have, such as a long list). The password is the one the e2e server generated in its
 * data directory; the owner bypasses nothing the tests check: the browser still reads
 * through GraphQL under RLS.
 */
export async function withE2eOwnerDatabase<T>(fn: (pool: import("pg").Pool) => Promise<T>): Promise<T> {
  const { default: pg } = await import("pg");
  const secrets = JSON.parse(readFileSync(".data/e2e/secrets.json", "utf8")) as { ownerPassword: string };
  const pool = new pg.Pool({
    connectionString: `postgres://belegwerk_owner:${encodeURIComponent(secrets.ownerPassword)}@localhost:${E2E_PG_PORT}/belegwerk`,
    max: 2,
  });
  try {
    return await fn(pool);
  } finally {
    await pool.end();
  }
}
