import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, expect, type Page } from "@playwright/test";

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

/** The end-to-end server writes its mail as .eml files (playwright.config.ts: DATA_DIR). */
const OUTBOX = join(".data", "e2e", "mail-outbox");
const INVITATION_LINK = /https?:\/\/[^\s"<>]+\/oidc\/invitation\/[A-Za-z0-9_-]{43}/;

/** The invitation link in the newest mail of the outbox addressed to `address`, if any. */
export function invitationLinkMailedTo(address: string): string | null {
  let files: string[];
  try {
    files = readdirSync(OUTBOX).filter((name) => name.endsWith(".eml"));
  } catch {
    return null;
  }
  const wanted = address.toLowerCase();
  for (const name of files.sort().reverse()) {
    // Quoted-printable: join soft line breaks and decode "=" before reading the link.
    const mail = readFileSync(join(OUTBOX, name), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    if (!mail.toLowerCase().includes(wanted)) continue;
    const link = INVITATION_LINK.exec(mail);
    if (link) return link[0];
  }
  return null;
}

/** Waits until the invitation mail to `address` is in the outbox and returns its link. */
export async function awaitInvitationLink(address: string): Promise<string> {
  let link = "";
  await expect
    .poll(() => (link = invitationLinkMailedTo(address) ?? ""), {
      message: `an invitation mailed to ${address}`,
      timeout: 30_000,
    })
    .toMatch(/\/oidc\/invitation\/[A-Za-z0-9_-]{43}$/);
  return link;
}

/**
 * Opens an invitation link in a browser context of its own (a different person than the
 * inviting page), sets the password there and signs in with it. Returns the signed-in page;
 * close its context when done.
 */
export async function acceptInvitation(
  browser: Browser,
  link: string,
  email: string,
  password: string,
  options: { expectText?: string; screenshot?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({ locale: "de-DE", viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(link);
  if (options.expectText) await expect(page.getByText(options.expectText)).toBeVisible();
  await page.getByLabel("Neues Passwort").fill(password);
  await page.getByLabel("Passwort wiederholen").fill(password);
  if (options.screenshot) await page.screenshot({ path: options.screenshot });
  await page.getByRole("button", { name: "Passwort festlegen" }).click();
  await page.getByRole("button", { name: "Jetzt anmelden" }).click();
  await fillLoginForm(page, email, password);
  await expect(page).not.toHaveURL(/\/(oidc|authorize)/);
  return page;
}

/** At the page's viewport nothing is cut off sideways: the page does not scroll horizontally. */
export async function fitsTheWidth(page: Page, screenshotPath: string) {
  await page.screenshot({ path: screenshotPath });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${screenshotPath} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * Every badge on the page shows its whole label: none is squeezed by its row into "S…" (the
 * label's text is wider than the label, even by a fraction of a pixel, when the ellipsis shows;
 * scrollWidth rounds that away, so the text's own box is measured).
 */
export async function badgesShowTheirWholeText(page: Page) {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".mantine-Badge-label")]
      .filter((label) => {
        const text = document.createRange();
        text.selectNodeContents(label);
        return text.getBoundingClientRect().width > label.getBoundingClientRect().width + 0.01;
      })
      .map((label) => label.textContent ?? ""),
  );
  expect(cut, "badges cut off").toEqual([]);
}

/** Every visible text field shows its whole value (an e-mail address, a chosen option): none is
 * scrolled inside a column too narrow for it. */
export async function fieldsShowTheirWholeValue(page: Page) {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>("input:not([type=hidden]):not([type=checkbox]):not([type=radio])")]
      .filter((input) => input.offsetParent !== null && input.value !== "" && input.scrollWidth > input.clientWidth)
      .map((input) => input.value),
  );
  expect(cut, "field values cut off").toEqual([]);
}
