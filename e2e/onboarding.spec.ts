import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  acceptInvitation,
  awaitInvitationLink,
  badgesShowTheirWholeText,
  fieldsShowTheirWholeValue,
  fitsTheWidth,
  signIn,
} from "./support.ts";

/**
 * An accounting firm takes on a new client from nothing to its first uploaded invoice, all in
 * the browser: the super admin creates the company and its client company, the invited admin
 * sets a password from the invitation mail and adds a colleague as clerk, the clerk sets a
 * password, sees only what a clerk may, and uploads the client's first invoice (a ZUGFeRD
 * invoice of the repository's test data), which then appears in the documents list.
 */
const INVOICE = resolve(import.meta.dirname, "../testdata/einvoice/zugferd-corpus/XML-Rechnung/FX/EN16931_Einfach.pdf");

test.use({ viewport: { width: 1440, height: 900 } });

/** Screenshot of each step (kept in test-results/), checked not to scroll sideways. */
const step = (page: Page, name: string) => fitsTheWidth(page, `test-results/onboarding-${name}.png`);

test("an accounting firm onboards a new client from nothing to its first uploaded invoice", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000); // a whole onboarding, three people and the worker reading an invoice
  const stamp = Date.now();
  const company = `Seewind Handel ${stamp}`;
  const client = `Seewind ${stamp}`;
  const adminEmail = `greta.grund.${stamp}@demo.test`;
  const clerkEmail = `paul.post.${stamp}@demo.test`;

  // 1. The super admin creates the legal entity and its client company with a first admin.
  await signIn(page, "superadmin@demo.test", "/settings/admin/companies");
  await page.getByRole("link", { name: "Unternehmen anlegen" }).first().click();
  await expect(page.getByRole("heading", { name: "Neues Unternehmen" })).toBeVisible();
  await page.getByRole("textbox", { name: /^Name/ }).fill(company);
  await page.getByRole("textbox", { name: /^Rechtsform/ }).fill("GmbH");
  await page.getByRole("textbox", { name: /^Ort/ }).fill("Rostock");
  await step(page, "01-company-create");
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByRole("heading", { name: company })).toBeVisible();
  await step(page, "02-company-detail");

  await page.getByRole("link", { name: "Mandant anlegen" }).click();
  await expect(page.getByRole("heading", { name: "Neuer Mandant" })).toBeVisible();
  await page.getByRole("textbox", { name: /^Name/ }).fill(client);
  await page.getByRole("textbox", { name: /^E-Mail$/ }).fill(adminEmail);
  await page.getByRole("textbox", { name: /^Vorname/ }).fill("Greta");
  await page.getByRole("textbox", { name: /^Nachname/ }).fill("Grund");
  await step(page, "03-client-create");
  await page.getByRole("heading", { name: "Erster Administrator" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/onboarding-03-client-create-admin.png" });
  await fieldsShowTheirWholeValue(page);
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByRole("heading", { name: client })).toBeVisible();
  await step(page, "04-client-detail");
  const clientRowId = /\/settings\/admin\/clients\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(clientRowId, "the new client company's id in the URL").toBeTruthy();

  // 2. Its admin sets a password from the invitation in the outbox and signs in.
  const admin = await acceptInvitation(
    browser,
    await awaitInvitationLink(adminEmail),
    adminEmail,
    "Seewind-Start-2026",
    {
      expectText: client,
      screenshot: "test-results/onboarding-05-admin-invitation.png",
    },
  );
  await expect(admin.getByRole("banner").getByText(client)).toBeVisible();
  await step(admin, "06-admin-home");

  // 3. The admin adds a colleague as clerk.
  await admin
    .getByRole("banner")
    .getByRole("button", { name: /Benutzermenü/ })
    .click();
  await admin.getByRole("menuitem", { name: "Einstellungen" }).click();
  await admin
    .getByRole("navigation", { name: "Bereiche der Einstellungen" })
    .getByRole("link", { name: "Benutzer und Zugriff" })
    .click();
  await expect(admin.getByRole("heading", { name: "Zugriff" })).toBeVisible();
  const access = `/settings/${clientRowId}/company/users/access`;
  await expect(admin).toHaveURL(new RegExp(access));
  await expect(admin.getByRole("link", { name: /Greta Grund/ })).toBeVisible();
  await expect(admin.getByText("Sie", { exact: true })).toBeVisible();
  await step(admin, "07-admin-access");
  await badgesShowTheirWholeText(admin);
  await admin.getByRole("link", { name: "Mitglied hinzufügen" }).click();
  await admin.getByRole("textbox", { name: "Vorname" }).fill("Paul");
  await admin.getByRole("textbox", { name: "Nachname" }).fill("Post");
  await admin.getByRole("textbox", { name: "E-Mail" }).fill(clerkEmail);
  await admin.getByRole("combobox", { name: /Rolle/ }).click();
  await admin.getByRole("option", { name: "Sachbearbeitung" }).click();
  await step(admin, "08-admin-add-clerk");
  await admin.getByRole("button", { name: "Einladung senden" }).click();
  await expect(admin.getByText(`${clerkEmail} ist eingeladen.`)).toBeVisible();
  await expect(admin.getByRole("region", { name: "Ausstehende Einladungen" })).toContainText(clerkEmail);
  await step(admin, "09-admin-clerk-invited");

  // 4. The clerk sets a password, signs in and sees only what a clerk may.
  const clerk = await acceptInvitation(
    browser,
    await awaitInvitationLink(clerkEmail),
    clerkEmail,
    "Seewind-Post-2026",
    {
      expectText: client,
    },
  );
  const banner = clerk.getByRole("banner");
  await expect(banner.getByText(client)).toBeVisible();
  await expect(banner.getByRole("link", { name: /Hochladen/ })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Bank" })).toHaveCount(0);
  await expect(banner.getByRole("link", { name: "Buchhaltung" })).toHaveCount(0);
  await step(clerk, "10-clerk-home");
  await clerk.goto(access);
  await expect(clerk.getByText("Den Zugriff verwalten nur Administratoren des Mandanten.")).toBeVisible();
  await expect(clerk.getByRole("link", { name: "Mitglied hinzufügen" })).toHaveCount(0);
  // Their settings offer only their own profile: no company, bank or accounting sections.
  const sections = clerk.getByRole("navigation", { name: "Bereiche der Einstellungen" });
  await expect(sections.getByRole("link", { name: "Benutzer", exact: true })).toBeVisible();
  for (const section of ["Benutzer und Zugriff", "Unternehmensdaten", "Bankverbindungen", "Belegkategorien"])
    await expect(sections.getByRole("link", { name: section })).toHaveCount(0);
  await step(clerk, "11-clerk-access-forbidden");

  // Nor do the accounting settings open by their address.
  await clerk.goto(`/settings/${clientRowId}/accounting`);
  await expect(clerk.getByRole("heading", { level: 1, name: "Kein Buchhaltungszugriff" })).toBeVisible();
  await expect(clerk.getByRole("heading", { name: "Belegkategorien" })).toHaveCount(0);
  await step(clerk, "11b-clerk-accounting-forbidden");

  // 5. The clerk uploads the client's first invoice; it appears in the documents list.
  await banner.getByRole("link", { name: /Hochladen/ }).click();
  await expect(clerk.getByRole("heading", { name: "Belege hochladen" })).toBeVisible();
  await clerk
    .getByTestId("upload-file-input")
    .setInputFiles([{ name: "Erste Rechnung.pdf", mimeType: "application/pdf", buffer: readFileSync(INVOICE) }]);
  const row = clerk.getByRole("row").filter({ hasText: "Erste Rechnung.pdf" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Fertig", { timeout: 120_000 });
  await step(clerk, "12-clerk-uploaded");

  await clerk.goto(`/documents?clientCompanyRowId=${clientRowId}&dateFilterType=IMPORT_DATE`);
  await expect(clerk.getByRole("heading", { level: 1, name: "Belege" })).toBeVisible();
  await expect(clerk.getByTestId("documents-count")).toHaveText("Belege 1");
  await expect(clerk.getByRole("list", { name: "Kacheln" }).getByRole("listitem")).toHaveCount(1);
  await step(clerk, "13-clerk-documents");
  await badgesShowTheirWholeText(clerk);

  // It opens with the figures read from the e-invoice.
  await clerk.getByRole("list", { name: "Kacheln" }).getByRole("listitem").first().click();
  await expect(clerk).toHaveURL(/\/documents\/[0-9a-f-]{36}/);
  await expect(clerk.getByRole("heading", { level: 1 })).toContainText("471102");
  await expect(clerk.getByRole("heading", { level: 1, name: "Belege" })).toHaveCount(0);
  await step(clerk, "14-clerk-document");

  await clerk.context().close();
  await admin.context().close();
});
