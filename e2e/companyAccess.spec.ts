import { expect, test } from "@playwright/test";
import { acceptInvitation, awaitInvitationLink, DEMO_COMPANIES, signIn } from "./support.ts";

const PASSWORD = "Herbst-Nebel-2026";
const COMPANY = DEMO_COMPANIES.haustechnik;
const ACCESS = `/settings/${COMPANY}/company/users/access?clientCompanyRowId=${COMPANY}`;

test("an admin adds a colleague as CLERK, who sees only what a clerk may; a demotion applies at their next request", async ({
  page,
  browser,
}) => {
  const email = `lisa.lager.${Date.now()}@demo.test`;
  await signIn(page, "admin@demo.test", ACCESS);
  await expect(page.getByRole("heading", { name: "Zugriff" })).toBeVisible();
  await page.getByRole("link", { name: "Mitglied hinzufügen" }).click();
  await page.getByRole("textbox", { name: "Vorname" }).fill("Lisa");
  await page.getByRole("textbox", { name: "Nachname" }).fill("Lager");
  await page.getByRole("textbox", { name: "E-Mail" }).fill(email);
  await page.getByRole("combobox", { name: /Rolle/ }).click();
  await page.getByRole("option", { name: "Sachbearbeitung" }).click();
  await page.getByRole("button", { name: "Einladung senden" }).click();
  await expect(page.getByText(`${email} ist eingeladen.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Ausstehende Einladungen" })).toContainText(email);

  const link = await awaitInvitationLink(email);
  const colleague = await acceptInvitation(browser, link, email, PASSWORD);
  await expect(colleague).toHaveURL(new RegExp(`clientCompanyRowId=${COMPANY}`));
  const banner = colleague.getByRole("banner");
  // A clerk captures documents, but has no banking, no accounting and no company settings.
  await expect(banner.getByRole("link", { name: /Hochladen/ })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Bank" })).toHaveCount(0);
  await expect(banner.getByRole("link", { name: "Buchhaltung" })).toHaveCount(0);
  await colleague.goto(ACCESS);
  await expect(colleague.getByText("Den Zugriff verwalten nur Administratoren des Mandanten.")).toBeVisible();
  await colleague.screenshot({ path: "test-results/company-access-clerk-forbidden.png" });

  // The admin makes the colleague read-only; the colleague's next page load has no upload.
  await page.goto(ACCESS);
  await page.getByRole("link", { name: /Lisa Lager/ }).click();
  await expect(page.getByRole("combobox", { name: /Rolle/ })).toHaveValue("Sachbearbeitung");
  await page.screenshot({ path: "test-results/company-access-member.png" });
  await page.getByRole("combobox", { name: /Rolle/ }).click();
  await page.getByRole("option", { name: "Nur lesen" }).click();
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Mitglied gespeichert.")).toBeVisible();

  await colleague.goto(`/?clientCompanyRowId=${COMPANY}`);
  await expect(colleague.getByRole("banner").getByRole("button", { name: /Benutzermenü/ })).toBeVisible();
  await expect(colleague.getByRole("banner").getByRole("link", { name: /Hochladen/ })).toHaveCount(0);

  // The last admin cannot be demoted: the refusal is said at the role and nothing changes.
  await page.goto(ACCESS);
  await page.getByRole("link", { name: /Thomas Müller/ }).click();
  await page.getByRole("combobox", { name: /Rolle/ }).click();
  await page.getByRole("option", { name: "Nur lesen" }).click();
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(
    page.getByText("Der Mandant braucht mindestens einen Administrator.", { exact: false }).first(),
  ).toBeVisible();
  await page.screenshot({ path: "test-results/company-access-last-admin.png" });
  await colleague.context().close();
});
