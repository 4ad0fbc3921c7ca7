import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { hashPassword } from "../server/auth/passwords.ts";
import { base32Decode, totp } from "../server/auth/totp.ts";
import { DEMO_COMPANIES, DEMO_PASSWORD, fillLoginForm } from "./support.ts";

/** The e2e server's embedded database (playwright.config.ts: DATA_DIR, EMBEDDED_PG_PORT). */
function ownerPool() {
  const secrets = JSON.parse(readFileSync(".data/e2e/secrets.json", "utf8")) as { ownerPassword: string };
  const port = Number(process.env.E2E_PG_PORT ?? 54339);
  return new pg.Pool({
    connectionString: `postgresql://belegwerk_owner:${encodeURIComponent(secrets.ownerPassword)}@localhost:${port}/belegwerk`,
    max: 1,
  });
}

/** The code an authenticator app shows for a secret as the page displays it ("ABCD EFGH …"). */
const codeFor = (shownSecret: string, atMs: number) => totp(base32Decode(shownSecret.replace(/\s/g, ""))!, atMs);

test.describe("settings: two-factor sign-in", () => {
  // A user of this test alone, so no other spec meets two-factor sign-in.
  const email = `totp-${randomBytes(4).toString("hex")}@demo.test`;
  let pool: pg.Pool;
  let userId: string;

  test.beforeAll(async () => {
    pool = ownerPool();
    const { rows } = await pool.query<{ id: string }>(
      "insert into app_public.users (email, first_name, last_name) values ($1, 'Tara', 'Test') returning id",
      [email],
    );
    userId = rows[0]!.id;
    await pool.query("insert into app_private.user_credentials (user_id, password_hash) values ($1, $2)", [
      userId,
      await hashPassword(DEMO_PASSWORD),
    ]);
    await pool.query(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'CLERK')",
      [userId, DEMO_COMPANIES.baeckerei],
    );
    await pool.query("insert into app_public.user_defaults (user_id, client_company_id) values ($1, $2)", [
      userId,
      DEMO_COMPANIES.baeckerei,
    ]);
  });

  test.afterAll(async () => {
    await pool.query("delete from app_public.users where id = $1", [userId]);
    await pool.end();
  });

  test("enables TOTP on the settings page, signs in with password and code, disables it again", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/authorize?${new URLSearchParams({ returnTo: "/settings/user" })}`);
    await fillLoginForm(page, email);
    await expect(page).toHaveURL(/\/settings\/user/);
    await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
    await page.screenshot({ path: "test-results/settings-user-de.png", fullPage: true });

    // Enrol: the QR code and the secret in groups of four; confirm with the app's code.
    const twoFactor = page.getByRole("region", { name: "Zwei-Faktor-Anmeldung (TOTP)" });
    await twoFactor.getByRole("button", { name: "Einrichten" }).click();
    await expect(twoFactor.getByRole("img", { name: "QR-Code für die Authenticator-App" })).toBeVisible();
    const shownSecret = (await twoFactor.getByTestId("totp-secret").textContent()) ?? "";
    expect(shownSecret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    await page.screenshot({ path: "test-results/settings-user-totp-enrolment.png", fullPage: true });
    // A code is accepted once, and only after the last accepted one: enrol with the previous
    // step's code (inside the ±1 window), sign in with the current one, disable with the next.
    await twoFactor.getByLabel(/Aktuelles Passwort/).fill(DEMO_PASSWORD);
    await twoFactor.getByLabel(/6-stelliger Code/).fill(codeFor(shownSecret, Date.now() - 30_000));
    await twoFactor.getByRole("button", { name: "Bestätigen und einschalten" }).click();
    await expect(twoFactor.getByText("Aktiv", { exact: true })).toBeVisible();
    await expect(twoFactor.getByText("Die Zwei-Faktor-Anmeldung ist eingeschaltet.")).toBeVisible();

    // Sign out, then in again through the real login page: password, then the code.
    await page.goto("/logout");
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await fillLoginForm(page, email);
    await expect(page.getByRole("heading", { name: "Bestätigungscode" })).toBeVisible();
    await page.getByLabel("Code").fill(codeFor(shownSecret, Date.now()));
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await expect(page).not.toHaveURL(/\/(oidc|authorize)/);

    // Disable again: password and a fresh code.
    await page.goto("/settings/user");
    await expect(twoFactor.getByText("Aktiv", { exact: true })).toBeVisible();
    await twoFactor.getByRole("button", { name: "Ausschalten …" }).click();
    await twoFactor.getByLabel(/Aktuelles Passwort/).fill(DEMO_PASSWORD);
    await twoFactor.getByLabel(/6-stelliger Code/).fill(codeFor(shownSecret, Date.now() + 30_000));
    await twoFactor.getByRole("button", { name: "Zwei-Faktor-Anmeldung ausschalten" }).click();
    await expect(twoFactor.getByText("Die Zwei-Faktor-Anmeldung ist ausgeschaltet.")).toBeVisible();
    await expect(twoFactor.getByRole("button", { name: "Einrichten" })).toBeVisible();

    const { rows } = await pool.query<{ totp_secret: string | null; mfa: boolean }>(
      `select c.totp_secret, coalesce((select uf.active from app_public.user_features uf
         join app_public.features f on f.id = uf.feature_id where uf.user_id = c.user_id and f.name = 'MFA'), false) as mfa
       from app_private.user_credentials c where c.user_id = $1`,
      [userId],
    );
    expect(rows[0]).toEqual({ totp_secret: null, mfa: false });
  });
});
