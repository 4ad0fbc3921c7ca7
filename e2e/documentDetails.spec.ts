import { expect, type Page, test } from "@playwright/test";
import { seedListDocuments } from "../server/documents/listFixture.ts";
import { DEMO_COMPANIES, signIn, withE2eOwnerDatabase } from "./support.ts";

/**
 * The document details page in a real browser: open an invoice from the list, book it with
 * accounting items that balance, comment with a mention (the mentioned colleague is notified),
 * share it through a public link and open that link in a fresh browser as the external user.
 * The invoice is the test's own (Müller Haustechnik: accounting system, collaboration and
 * document sharing on), written as the database owner exactly as capture writes it.
 */
const COMPANY = DEMO_COMPANIES.haustechnik;
const RUN = String(Date.now()).slice(-6);
const NUMBER = `E2E-DET-${RUN}`;
const PARTNER = `E2E Detailpartner ${RUN}`;
let documentRowId = "";

test.beforeAll(async () => {
  const fixture = await withE2eOwnerDatabase((pool) =>
    seedListDocuments(pool, COMPANY, [
      {
        key: "invoice",
        type: "INCOMING_INVOICE",
        partner: PARTNER,
        invoiceNumber: NUMBER,
        invoiceDate: new Date().toISOString().slice(0, 10),
        net: "100.00",
        total: "119.00",
      },
    ]),
  );
  documentRowId = fixture.ids.invoice!;
});

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

test.describe.configure({ mode: "serial" });

test("open an invoice from the list, correct and confirm its fields", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto(
    `/documents?${new URLSearchParams({ clientCompanyRowId: COMPANY, datePreset: "ALL", searchText: NUMBER })}`,
  );
  await page
    .getByRole("link", { name: new RegExp(PARTNER) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/documents/${documentRowId}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(NUMBER);

  await tab(page, "Prüfen").click();
  const form = page.getByRole("form", { name: /Rechnung/ });
  // A wrong VAT amount is caught before saving, with a one-click fix.
  await form.getByLabel("Umsatzsteuer", { exact: true }).fill("20,00");
  await expect(page.getByText("Netto und Umsatzsteuer ergeben nicht den Bruttobetrag")).toBeVisible();
  await page.getByRole("button", { name: /Umsatzsteuer = 19,00/ }).click();
  await form.getByLabel("Bestellnummer", { exact: true }).fill(`PO-${RUN}`);
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByText("Änderungen gespeichert.")).toBeVisible();
  await expect(page.getByText(/bearbeitet von Thomas Müller/).first()).toBeVisible();
  await page.getByRole("button", { name: "Bestellnummer bestätigen" }).click();
  await expect(page.getByText("bestätigt").first()).toBeVisible();

  // Stored: the change and the confirmation survive a reload.
  await page.reload();
  await tab(page, "Prüfen").click();
  await expect(page.getByRole("form", { name: /Rechnung/ }).getByLabel("Bestellnummer", { exact: true })).toHaveValue(
    `PO-${RUN}`,
  );
  await expect(page.getByText("bestätigt").first()).toBeVisible();
});

test("book the invoice with accounting items that balance", async ({ page }) => {
  await signIn(page, "admin@demo.test", `/documents/${documentRowId}?clientCompanyRowId=${COMPANY}&tab=accounting`);
  await expect(page.getByText("Noch nicht kontiert: 119,00 €")).toBeVisible();
  await page.getByRole("button", { name: "Restbetrag als neue Zeile" }).click();
  await page.getByLabel("Buchungstext, Zeile 1").fill("Druckerpapier");
  await page.getByRole("combobox", { name: "Sachkonto, Zeile 1" }).fill("4930");
  await page.getByRole("option", { name: /4930/ }).first().click();
  // Balanced but not saved yet: it says so, and only the saved items count as booked.
  await expect(page.getByText(/Restbetrag 0,00\s€: noch nicht gespeichert/)).toBeVisible();
  await expect(page.getByText(/vollständig kontiert/)).toHaveCount(0);
  await page.getByRole("button", { name: "Kontierung speichern" }).click();
  await expect(page.getByText("Kontierung gespeichert.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Buchungstext, Zeile 1")).toHaveValue("Druckerpapier");
  await expect(page.getByText(/vollständig kontiert/)).toBeVisible();
});

test("comment with a mention; the colleague is notified", async ({ page, browser, baseURL }) => {
  await signIn(page, "admin@demo.test", `/documents/${documentRowId}?clientCompanyRowId=${COMPANY}&tab=collaboration`);
  // Collaboration is on in this company: the comments live in the collaboration tab.
  const composer = page.getByRole("textbox", { name: "Neuer Kommentar" });
  await composer.click();
  await composer.pressSequentially("Bitte prüfen @Jul");
  await page.getByRole("option", { name: /Julia Hoffmann/ }).click();
  await composer.pressSequentially(" danke!");
  await page.getByRole("button", { name: "Senden", exact: true }).click();
  const threads = page.getByLabel("Kommentare zum Beleg");
  await expect(threads.getByText(/Bitte prüfen/)).toBeVisible();
  await expect(threads.getByText(/@(Dr\. )?Julia Hoffmann/)).toBeVisible();

  // The accountant sees it in the bell and opens the document from there.
  const context = await browser.newContext({ baseURL });
  const accountant = await context.newPage();
  await signIn(accountant, "accountant@demo.test");
  await accountant.getByRole("button", { name: /Benachrichtigungen/ }).click();
  // (the mention in the bell's pop-up: the start page behind it links the same partner among its
  // top vendors)
  await accountant
    .getByRole("link", { name: new RegExp(`${PARTNER}.*erwähnt`) })
    .first()
    .click();
  await expect(accountant).toHaveURL(new RegExp(`/documents/${documentRowId}`));
  await expect(accountant.getByLabel("Kommentare zum Beleg").getByText(/Bitte prüfen/)).toBeVisible();
  await context.close();
});

test("share a public link and open it in a fresh browser as the external user", async ({ page, browser, baseURL }) => {
  await signIn(page, "admin@demo.test", `/documents/${documentRowId}?clientCompanyRowId=${COMPANY}&tab=collaboration`);
  await page.getByRole("button", { name: /Teilen/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: /Öffentlichen Link erstellen/ }).click();
  const link = await dialog.getByRole("textbox", { name: /Link/ }).inputValue();
  expect(link).toMatch(/\/share\/[0-9a-f]{64}$/);

  const context = await browser.newContext({ baseURL });
  const external = await context.newPage();
  await external.goto(link);
  await expect(external).toHaveURL(new RegExp(`/documents/${documentRowId}`));
  await expect(external.getByText(NUMBER).first()).toBeVisible();
  await expect(external.getByText(/Öffentlicher Link/)).toBeVisible();
  // The reduced page: details and history, no tabs to change anything.
  await expect(external.getByRole("tab", { name: "Prüfen" })).toHaveCount(0);
  await expect(external.getByRole("tab", { name: "Kontierung" })).toHaveCount(0);

  // Revoking ends access at once (asked first, inline).
  await dialog.getByRole("button", { name: "Link widerrufen" }).click();
  await dialog
    .getByRole("group", { name: /Öffentlichen Link widerrufen/ })
    .getByRole("button", { name: "Link widerrufen" })
    .click();
  await expect(dialog.getByRole("button", { name: "Öffentlichen Link erstellen" })).toBeVisible();
  await external.reload();
  await expect(external.getByText(/keinen Zugriff/)).toBeVisible();
  await context.close();
});
