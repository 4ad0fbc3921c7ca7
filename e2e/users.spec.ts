import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_COMPANIES, fillLoginForm, signIn } from "./support.ts";

/** The end-to-end server writes its mail as .eml files (playwright.config.ts: DATA_DIR). */
const OUTBOX = join(".data", "e2e", "mail-outbox");

/** The invitation link of the newest mail to `address`, if it has arrived. */
function invitationLinkMailedTo(address: string): string | null {
  let files: string[];
  try {
    files = readdirSync(OUTBOX).filter((name) => name.endsWith(".eml"));
  } catch {
    return null;
  }
  for (const name of files.sort().reverse()) {
    // Quoted-printable: join soft line breaks and decode "=3D" before looking for the link.
    const mail = readFileSync(join(OUTBOX, name), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    if (!mail.toLowerCase().includes(address)) continue;
    const link = /https?:\/\/[^\s"<>]+\/oidc\/invitation\/[A-Za-z0-9_-]{43}/.exec(mail);
    if (link) return link[0];
  }
  return null;
}

const NEW_PASSWORD = "Sommer-Regen-2026";

test.describe("user management", () => {
  test("an admin invites a colleague, who sets a password through the link and signs in into the company", async ({
    page,
    browser,
  }) => {
    const email = `clara.neumann.${Date.now()}@demo.test`;
    await signIn(page, "admin@demo.test");
    await expect(page).toHaveURL(new RegExp(`clientCompanyRowId=${DEMO_COMPANIES.haustechnik}`));

    await page.getByRole("banner").getByRole("button", { name: "Schnellaktionen" }).click();
    await page.getByRole("menuitem", { name: "Kollegin oder Kollegen einladen" }).click();
    const dialog = page.getByRole("dialog", { name: "Zu Müller Haustechnik GmbH einladen" });
    await expect(dialog).toBeVisible();
    // The rules show before anything is sent.
    await dialog.getByRole("button", { name: "Einladen" }).click();
    await expect(dialog.getByText("Bitte geben Sie einen Vornamen ein.")).toBeVisible();
    await page.screenshot({ path: "test-results/users-invite-dialog-errors.png" });

    await dialog.getByRole("textbox", { name: "Titel" }).fill("Dr.");
    await dialog.getByRole("textbox", { name: "Vorname" }).fill("Clara");
    await dialog.getByRole("textbox", { name: "Nachname" }).fill("Neumann");
    await dialog.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(email.toUpperCase());
    await page.screenshot({ path: "test-results/users-invite-dialog.png" });
    await dialog.getByRole("button", { name: "Einladen" }).click();

    // The same answer for every address: the link goes to the new colleague by e-mail only.
    await expect(dialog.getByText(/ist eingeladen\. Wer noch kein Benutzerkonto hat/)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Einladungslink" })).toHaveCount(0);
    await page.screenshot({ path: "test-results/users-invite-success.png" });
    let link = "";
    await expect
      .poll(() => (link = invitationLinkMailedTo(email.toLowerCase()) ?? ""), { timeout: 30_000 })
      .toMatch(/^http:\/\/localhost:\d+\/oidc\/invitation\/[A-Za-z0-9_-]{43}$/);

    // The colleague, in a browser of their own.
    const context = await browser.newContext({ locale: "de-DE" });
    const colleague = await context.newPage();
    await colleague.goto(link);
    await expect(colleague.getByRole("heading", { name: "Willkommen bei Belegwerk" })).toBeVisible();
    await expect(colleague.getByText("Müller Haustechnik GmbH")).toBeVisible();
    await expect(colleague.getByText("Dr. Clara Neumann")).toBeVisible();
    await colleague.screenshot({ path: "test-results/users-invitation-page.png" });
    await colleague.getByLabel("Neues Passwort").fill("zu kurz");
    await colleague.getByLabel("Passwort wiederholen").fill("zu kurz");
    await colleague.getByRole("button", { name: "Passwort festlegen" }).click();
    await expect(colleague.getByRole("alert")).toHaveText("Das Passwort muss mindestens 10 Zeichen lang sein.");
    await colleague.screenshot({ path: "test-results/users-invitation-weak.png" });
    await colleague.getByLabel("Neues Passwort").fill(NEW_PASSWORD);
    await colleague.getByLabel("Passwort wiederholen").fill(NEW_PASSWORD);
    await colleague.getByRole("button", { name: "Passwort festlegen" }).click();
    await expect(colleague.getByRole("heading", { name: "Passwort festgelegt" })).toBeVisible();
    await colleague.screenshot({ path: "test-results/users-invitation-done.png" });

    await colleague.getByRole("button", { name: "Jetzt anmelden" }).click();
    await fillLoginForm(colleague, email, NEW_PASSWORD);
    await expect(colleague).toHaveURL(new RegExp(`clientCompanyRowId=${DEMO_COMPANIES.haustechnik}`));
    await expect(colleague.getByRole("heading", { name: "Übersicht – Müller Haustechnik GmbH" })).toBeVisible();
    // A viewer: no upload, no quick actions.
    await expect(colleague.getByRole("banner").getByRole("link", { name: /Hochladen/ })).toHaveCount(0);

    // The link is used up.
    await colleague.goto(link);
    await expect(colleague.getByRole("heading", { name: "Einladung nicht mehr gültig" })).toBeVisible();
    await context.close();
  });

  test("a super admin signs in as another user and sees the impersonation banner", async ({ page }) => {
    await signIn(page, "superadmin@demo.test");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Benutzermenü/ })
      .click();
    await page.getByRole("menuitem", { name: "Als anderer Benutzer anmelden…" }).click();
    const dialog = page.getByRole("dialog", { name: "Als anderer Benutzer anmelden" });
    await dialog.getByRole("combobox", { name: "Benutzer" }).fill("lena");
    const option = page.getByRole("option", { name: /Lena Schneider/ });
    await expect(option).toContainText("clerk@demo.test");
    await page.screenshot({ path: "test-results/users-impersonate-dialog.png" });
    await option.click();
    await dialog.getByRole("button", { name: "Als Lena Schneider anmelden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Sie handeln als Lena Schneider" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`clientCompanyRowId=${DEMO_COMPANIES.baeckerei}`));
    await page.screenshot({ path: "test-results/users-impersonating.png" });
    // No second impersonation from inside one.
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Benutzermenü/ })
      .click();
    await expect(page.getByRole("menuitem", { name: "Abmelden" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: /anderer Benutzer/ })).toHaveCount(0);
  });
});
