import { expect, type Page, test } from "@playwright/test";
import { acceptInvitation, awaitInvitationLink, DEMO_COMPANIES, fitsTheWidth as fitsWidth, signIn } from "./support.ts";

/** At 1440×900 nothing is cut off sideways (screenshot kept in test-results/). */
const fitsTheWidth = (page: Page, name: string) => fitsWidth(page, `test-results/settings-admin-${name}.png`);

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(120_000);

test("a super admin without a default company creates a company and a client company; its invited admin signs in", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `erika.erste.${stamp}@demo.test`;
  await signIn(page, "superadmin@demo.test", "/settings/admin/companies");
  // The Admin pages open without the company picker.
  await expect(page.getByRole("heading", { name: "Unternehmen", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welchen Mandanten möchten Sie öffnen?" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Müller Haustechnik GmbH" })).toBeVisible();
  await fitsTheWidth(page, "companies");

  await page.getByRole("link", { name: "Unternehmen anlegen" }).first().click();
  await expect(page.getByRole("heading", { name: "Neues Unternehmen" })).toBeVisible();
  await fitsTheWidth(page, "company-create");
  await page.getByRole("textbox", { name: /^Name/ }).fill(`Nordstern Bau ${stamp}`);
  await page.getByRole("textbox", { name: /^Rechtsform/ }).fill("GmbH");
  await page.getByRole("textbox", { name: /^Ort/ }).fill("Kiel");
  await page.getByRole("textbox", { name: /^USt-IdNr/ }).fill("XX1");
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByText("Das ist keine USt-IdNr., z. B. DE123456789.")).toBeVisible();
  await page.getByRole("textbox", { name: /^USt-IdNr/ }).fill("DE 123 456 789");
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByRole("heading", { name: `Nordstern Bau ${stamp}` })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Hauptstandort" }).getByRole("textbox", { name: /^USt-IdNr/ }),
  ).toHaveValue("DE123456789");
  await fitsTheWidth(page, "company-detail");

  await page.getByRole("link", { name: "Mandant anlegen" }).click();
  await expect(page.getByRole("heading", { name: "Neuer Mandant" })).toBeVisible();
  await expect(page.getByLabel("Unternehmen (juristische Person)").first()).toHaveValue(`Nordstern Bau ${stamp}`);
  await fitsTheWidth(page, "client-create");
  await page.getByRole("textbox", { name: /^Name/ }).fill(`Nordstern ${stamp}`);
  // A contract start in the far future is refused at its field, before anything is sent.
  await page.getByRole("textbox", { name: /^Vertragsbeginn/ }).fill("01.01.2099");
  await page.getByRole("textbox", { name: /^E-Mail$/ }).fill(email);
  await page.getByRole("textbox", { name: /^Vorname/ }).fill("Erika");
  await page.getByRole("textbox", { name: /^Nachname/ }).fill("Erste");
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByText("Der Vertragsbeginn darf höchstens ein Jahr in der Zukunft liegen.")).toBeVisible();
  await page.getByRole("textbox", { name: /^Vertragsbeginn/ }).fill("01.01.2026");
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByRole("heading", { name: `Nordstern ${stamp}` })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Vertragsbeginn/ })).toHaveValue("01.01.2026");
  await fitsTheWidth(page, "client-detail");

  await page.getByRole("link", { name: "Alle Mandanten" }).click();
  await page.getByLabel("Mandanten suchen").fill(`Nordstern ${stamp}`);
  await expect(page.getByRole("link", { name: `Nordstern ${stamp}` })).toBeVisible();
  await fitsTheWidth(page, "clients");

  // A URL naming a company opens it for the super admin (no member of it), without the picker.
  await page.goto(`/settings/${DEMO_COMPANIES.haustechnik}/accounting`);
  await expect(page.getByRole("heading", { name: "Belegkategorien" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Müller Haustechnik GmbH")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welchen Mandanten möchten Sie öffnen?" })).toHaveCount(0);

  // The invitation reaches the first admin, who sets a password and signs in as the admin.
  const link = await awaitInvitationLink(email);
  const admin = await acceptInvitation(browser, link, email, "Nordstern-Start-2026", {
    expectText: `Nordstern ${stamp}`,
  });
  await expect(admin.getByRole("banner").getByText(`Nordstern ${stamp}`)).toBeVisible();
  // The company came with its categories: the admin may upload at once.
  await expect(admin.getByRole("banner").getByRole("link", { name: /Hochladen/ })).toBeVisible();
  await admin.context().close();
});
