import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { germanIban } from "../server/banking/xs2a/sandbox/banks.ts";
import { seedListDocuments } from "../server/documents/listFixture.ts";
import { DEMO_COMPANIES, signIn, withE2eOwnerDatabase } from "./support.ts";

/**
 * Banking end to end in a real browser, against the embedded sandbox bank:
 *
 * 1. connect the bank through its widget (login "demo" at the Sandbox Sparkasse): the demo
 *    company's Geschäftskonto carries that account's IBAN, so it is linked and synced;
 * 2. the first sync brings the payments of two open demo invoices the bank has booked since
 *    the last statement; the matching job links them, the invoices show as (partially) paid;
 * 3. pay an invoice of our own by SEPA file (pain.001 download);
 * 4. pay another one through the bank (TAN in the widget); the next syncs bring the payment,
 *    pending and then booked, and the matching links it by its end-to-end id: the invoice
 *    shows as paid without any manual step.
 *
 * The invoices of 3 and 4 are the test's own (Müller Haustechnik), written as the database
 * owner exactly as capture writes them.
 */
const COMPANY = DEMO_COMPANIES.haustechnik;
const RUN = String(Date.now()).slice(-6);
const BANK = "Sandbox Sparkasse";
// The sandbox bank's test login (README, "Sandbox bank"); its widget shows them as a hint.
const LOGIN = "demo";
const PIN = "12345";
const TAN = "123456";

const SEPA = {
  number: `E2E-SEPA-${RUN}`,
  partner: `E2E Sanitärgroßhandel ${RUN}`,
  total: "387.45",
  iban: germanIban("37040044", `5${RUN}001`),
};
const VIA_BANK = {
  number: `E2E-BANK-${RUN}`,
  partner: `E2E Elektro Service ${RUN}`,
  total: "512.80",
  iban: germanIban("50010517", `7${RUN}002`),
};

interface SyncedPayment {
  /** The demo invoice the sandbox's booked payment pays. */
  documentRowId: string;
  number: string;
  partner: string;
  isPartial: boolean;
}

let giroRowId = "";
let synced: SyncedPayment[] = [];
const ids = { sepa: "", viaBank: "" };

const today = () => new Date().toISOString().slice(0, 10);
/** Today at the bank (Europe/Berlin), as the list shows booking dates. */
const bankToday = () =>
  new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date());
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async () => {
  await withE2eOwnerDatabase(async (pool) => {
    const { rows: giro } = await pool.query<{ id: string; iban: string }>(
      `select id, iban from app_public.money_accounts
       where client_company_id = $1 and type = 'BANK' and name = 'Geschäftskonto'`,
      [COMPANY],
    );
    giroRowId = giro[0]!.id;
    // What the sandbox bank has booked on the demo account since the demo's last statement
    // (server/demo/demoBanking.ts): a payment in full and a partial one of two open invoices.
    const { rows: scheduled } = await pool.query<{ purpose: string }>(
      "select purpose from sandbox_bank.scheduled_transactions where iban = $1 order by purpose",
      [giro[0]!.iban],
    );
    const numbers = scheduled.map((row) => ({
      number: /RE (\S+)$/.exec(row.purpose)![1]!,
      isPartial: row.purpose.startsWith("Teilzahlung"),
    }));
    // The open invoice of each number (the demo has an invoice that arrived twice: its paid
    // first copy carries the same number).
    const { rows: invoices } = await pool.query<{ id: string; number: string; partner: string }>(
      `select d.id, i.invoice_number as number, p.name as partner
       from app_public.invoices i join app_public.documents d on d.id = i.document_id
       join app_public.partner_companies p on p.id = i.partner_company_id
       where d.client_company_id = $1 and not d.superseded and i.invoice_number = any($2)
         and i.payment_status = 'NOT_PAID'`,
      [COMPANY, numbers.map((n) => n.number)],
    );
    synced = numbers.map((n) => {
      const invoice = invoices.find((i) => i.number === n.number)!;
      return { documentRowId: invoice.id, number: n.number, partner: invoice.partner, isPartial: n.isPartial };
    });

    const fixture = await seedListDocuments(
      pool,
      COMPANY,
      [SEPA, VIA_BANK].map((invoice, index) => ({
        key: index === 0 ? "sepa" : "viaBank",
        type: "INCOMING_INVOICE" as const,
        partner: invoice.partner,
        invoiceNumber: invoice.number,
        invoiceDate: today(),
        dueDate: inDays(14),
        net: (Math.round((Number(invoice.total) / 1.19) * 100) / 100).toFixed(2),
        total: invoice.total,
      })),
    );
    ids.sepa = fixture.ids.sepa!;
    ids.viaBank = fixture.ids.viaBank!;
    // The SEPA invoice names an IBAN nobody confirmed yet (paying it needs an explicit check);
    // the other vendor's account is a confirmed payment preset.
    await pool.query("update app_public.invoices set iban = $2 where document_id = $1", [ids.sepa, SEPA.iban]);
    await pool.query(
      `insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban, "primary", verified_at)
       values ($1, $2, $3, true, now())`,
      [COMPANY, fixture.partners[VIA_BANK.partner], VIA_BANK.iban],
    );
  });
  expect(synced).toHaveLength(2);
});

test.describe.configure({ mode: "serial" });

const connectionsUrl = `/settings/bank/connections?clientCompanyRowId=${COMPANY}`;
const paymentTabUrl = (documentRowId: string) =>
  `/documents/${documentRowId}?clientCompanyRowId=${COMPANY}&tab=payment`;
const connectionCard = (page: Page) => page.getByRole("region", { name: BANK });
const paymentStatus = (page: Page) => page.getByRole("region", { name: "Zahlungsstatus" });
const PAID = /^Bezahlt am \d{2}\.\d{2}\.\d{4}$/;
/** The status badge (the first of its words in the section: amounts and the switch repeat them). */
const statusBadge = (page: Page, text: string) => paymentStatus(page).getByText(text, { exact: true }).first();

/** "Aktualisieren" on the connection card, then waits until that sync has ended. */
async function syncNow(card: Locator) {
  await card.getByRole("button", { name: "Aktualisieren" }).click();
  await expect(card.getByRole("button", { name: "Wird aktualisiert…" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Aktualisieren" })).toBeEnabled({ timeout: 30_000 });
}

test("connect the sandbox bank through its widget; the accounts are linked and synced", async ({ page }) => {
  test.setTimeout(90_000); // long real work: the widget's connection and the first bank sync
  await signIn(page, "admin@demo.test", connectionsUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Bankverbindungen" })).toBeVisible();
  await expect(page.getByText("Noch keine Bankkonten verbunden")).toBeVisible();
  await page.getByRole("button", { name: "Bankverbindung hinzufügen" }).click();

  const dialog = page.getByRole("dialog", { name: "Bankverbindung hinzufügen" });
  const widget = dialog.getByTestId("xs2a-widget");
  await expect(widget.getByRole("heading", { name: "Bank auswählen" })).toBeVisible();
  await widget.getByLabel("Bank suchen").fill("Sparkasse");
  await widget.getByRole("button", { name: new RegExp(BANK) }).click();

  await expect(widget.getByRole("heading", { name: `Anmeldung bei ${BANK}` })).toBeVisible();
  await widget.getByLabel("Anmeldename").fill(LOGIN);
  // A wrong PIN is refused at the bank; the form stays for another try.
  await widget.getByLabel("PIN", { exact: true }).fill("99999");
  await widget.getByRole("button", { name: "Anmelden" }).click();
  await expect(widget.getByRole("alert")).toContainText("Anmeldename oder PIN ist falsch.");
  await widget.getByLabel("PIN", { exact: true }).fill(PIN);
  await widget.getByRole("button", { name: "Anmelden" }).click();

  await expect(widget.getByRole("heading", { name: "TAN eingeben" })).toBeVisible();
  await widget.getByLabel("TAN", { exact: true }).fill(TAN);
  await widget.getByRole("button", { name: "Bestätigen" }).click();

  await expect(widget.getByRole("heading", { name: "Konten auswählen" })).toBeVisible();
  for (const account of ["Geschäftsgirokonto", "Tagesgeldkonto Business", "Visa Business Card"]) {
    await expect(widget.getByRole("checkbox", { name: new RegExp(account) })).toBeChecked();
  }
  await widget.getByRole("button", { name: "Übernehmen" }).click();
  await expect(dialog.getByText("Die Bankverbindung ist eingerichtet.")).toBeVisible();
  await dialog.getByRole("button", { name: "Schließen" }).last().click();
  await expect(dialog).toBeHidden();

  // The connection, its accounts active for the company the page was opened for; the
  // business account is the company's Geschäftskonto (same IBAN), with a link to its
  // transactions.
  const card = connectionCard(page);
  await expect(card.getByRole("heading", { name: BANK })).toBeVisible();
  await expect(card.getByText("BIC SANDBOXDEXX")).toBeVisible();
  const active = card.getByRole("region", { name: "Aktiv" });
  for (const account of ["Geschäftsgirokonto", "Tagesgeldkonto Business", "Visa Business Card"]) {
    await expect(active.getByText(account, { exact: true })).toBeVisible();
  }
  await expect(active.getByText("Müller Haustechnik GmbH", { exact: true })).toHaveCount(3);
  await expect(active.locator(`a[href*="moneyAccountRowIds=${giroRowId}"]`)).toHaveText("Kontoumsätze anzeigen");
  await expect(card.getByRole("region", { name: "Inaktiv" })).toContainText(
    "Alle Konten sind einem Mandanten zugeordnet.",
  );

  // The first sync runs in the background; the card follows it until it has ended.
  await expect(card.getByText(/^Zuletzt aktualisiert /)).toBeVisible({ timeout: 45_000 });
  await expect(card.getByRole("button", { name: "Aktualisieren" })).toBeEnabled();
  await expect(card.getByText(/Abruf|Zustimmung|nicht erreichbar/)).toHaveCount(0);
});

test("the first sync brings the booked payments; the engine links them to their invoices", async ({ page }) => {
  test.setTimeout(60_000); // long real work: a bank sync and the matching engine over its payments
  const [full, partial] = [synced.find((s) => !s.isPartial)!, synced.find((s) => s.isPartial)!];
  await signIn(
    page,
    "admin@demo.test",
    `/banking?${new URLSearchParams({ clientCompanyRowId: COMPANY, moneyAccountRowIds: giroRowId, searchText: full.number })}`,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Kontoumsätze" })).toBeVisible();
  await expect(page.getByText("Konto: Geschäftskonto")).toBeVisible();

  // The matching job runs right after the sync; the row shows the invoice it pays.
  const label = `${full.number} · ${full.partner}`;
  // The bank's row (the demo's statement history may name the same number).
  const row = page.getByRole("row").filter({ has: page.getByText(`RE ${full.number}`, { exact: true }) });
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole("link", { name: label })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toHaveAccessibleName(new RegExp(`^${bankToday()}, ${full.partner}, `));

  // The drawer: fetched from the bank, and why the engine linked it.
  await row.click();
  const drawer = page.getByRole("dialog", { name: "Umsatz" });
  await expect(drawer.getByText("Bankabruf")).toBeVisible();
  const links = drawer.getByRole("region", { name: "Verknüpfte Belege" });
  await expect(links.getByRole("link", { name: label })).toBeVisible();
  await expect(links.getByText("Automatisch zugeordnet")).toBeVisible();
  await expect(links).toContainText("· bezahlt");
  await links.getByRole("button", { name: /Prüfungen anzeigen/ }).click();
  const checks = links.getByRole("list", { name: "Prüfungen" });
  await expect(checks).toBeVisible();
  await expect(checks).toContainText(`Rechnungsnummer ${full.number} im Verwendungszweck gefunden`);
  await expect(checks).toContainText("Betrag entspricht dem Rechnungsbetrag");
  await expect(checks).toContainText("Name stimmt mit");

  // The invoice, opened from the drawer, is paid now (from the bank transaction).
  await links.getByRole("link", { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${full.documentRowId}`));
  await page.getByRole("tab", { name: "Zahlung", exact: true }).click();
  await expect(paymentStatus(page).getByText(PAID)).toBeVisible();
  await expect(paymentStatus(page).getByText("aus Kontoumsätzen")).toBeVisible();
  await expect(page.getByRole("region", { name: "Zugeordnete Kontoumsätze" })).toContainText(`RE ${full.number}`);

  // The partial payment leaves the other invoice partially paid.
  await page.goto(paymentTabUrl(partial.documentRowId));
  await expect(statusBadge(page, "Teilweise bezahlt")).toBeVisible();
  await expect(page.getByRole("region", { name: "Zugeordnete Kontoumsätze" })).toContainText(
    `Teilzahlung RE ${partial.number}`,
  );
});

test("pay an invoice by SEPA file from the Geschäftskonto", async ({ page }) => {
  await signIn(page, "admin@demo.test", paymentTabUrl(ids.sepa));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(SEPA.number);
  await expect(statusBadge(page, "Offen")).toBeVisible();
  await expect(page.getByText("IBAN nicht bestätigt").first()).toBeVisible();

  await page.getByRole("button", { name: "SEPA-Datei", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Per SEPA-Datei bezahlen" });
  await expect(dialog.getByText(SEPA.partner, { exact: true })).toBeVisible();
  await expect(dialog.getByTestId("pay-total")).toHaveText("387,45 €");
  await dialog.getByLabel("Von Bankkonto").click();
  await page.getByRole("option", { name: /Geschäftskonto/ }).click();

  // An IBAN nobody confirmed is not paid without an explicit check.
  await dialog.getByRole("button", { name: "SEPA-Datei erstellen" }).click();
  await expect(
    dialog.getByText(
      "Bitte bestätigen Sie, dass Sie die IBAN geprüft haben, oder nehmen Sie die Rechnung aus der Zahlung.",
    ),
  ).toBeVisible();
  await dialog.getByRole("checkbox", { name: new RegExp(`für ${SEPA.partner} geprüft`) }).check();

  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "SEPA-Datei erstellen" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^SEPA-Ueberweisungen-\d{4}-\d{2}-\d{2}-BW-\d{8}-[0-9A-F]{8}\.xml$/);
  const xml = readFileSync((await file.path())!, "utf8");
  expect(xml).toContain("urn:iso:std:iso:20022:tech:xsd:pain.001.001.09");
  expect(xml).toMatch(new RegExp(`<CdtrAcct>\\s*<Id>\\s*<IBAN>${SEPA.iban}</IBAN>`));
  expect(xml).toMatch(/<InstdAmt Ccy="EUR">387\.45<\/InstdAmt>/);
  expect(xml).toMatch(/<EndToEndId>BW[0-9A-F]{32}<\/EndToEndId>/);
  expect(xml).toContain(SEPA.number);
  await expect(dialog).toBeHidden();
  await expect(page.getByText("SEPA-Datei erstellt")).toBeVisible();

  // The payment is on the tab; a second one is not offered while it is under way.
  const payments = page.getByRole("region", { name: "Veranlasste Zahlungen" });
  await expect(payments.getByText("SEPA-Datei", { exact: true })).toBeVisible();
  await expect(payments.getByText("erstellt", { exact: true })).toBeVisible();
  await expect(payments.getByText("387,45 €")).toBeVisible();
  await expect(payments.getByText("nicht bestätigte IBAN ausdrücklich freigegeben")).toBeVisible();
  await expect(payments.getByRole("link", { name: "SEPA-Datei herunterladen" })).toBeVisible();
  await expect(page.getByText(/Für diese Rechnung ist bereits eine Zahlung veranlasst/)).toBeVisible();
  await expect(page.getByRole("button", { name: "SEPA-Datei", exact: true })).toBeDisabled();
});

test("pay through the sandbox bank; the next syncs bring it and the invoice is paid", async ({ page, context }) => {
  test.setTimeout(120_000); // long real work: the payment through the bank and the syncs that bring it
  await signIn(page, "admin@demo.test", paymentTabUrl(ids.viaBank));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(VIA_BANK.number);
  await expect(statusBadge(page, "Offen")).toBeVisible();

  await page.getByRole("button", { name: "Über Bank bezahlen" }).click();
  const payDialog = page.getByRole("dialog", { name: "Über die Bank bezahlen" });
  await expect(payDialog.getByText(VIA_BANK.partner, { exact: true })).toBeVisible();
  await expect(payDialog.getByTestId("pay-total")).toHaveText("512,80 €");
  // Only accounts of a bank connection pay through the bank.
  await payDialog.getByLabel("Von Bankkonto").click();
  await page.getByRole("option", { name: /Geschäftskonto/ }).click();
  await payDialog.getByRole("button", { name: "Weiter zur Bank" }).click();

  // The bank's widget in pay mode: the order, released with a TAN.
  const bankDialog = page.getByRole("dialog", { name: "Zahlung über die Bank freigeben" });
  const widget = bankDialog.getByTestId("xs2a-widget");
  await expect(widget.getByRole("heading", { name: "Zahlung freigeben" })).toBeVisible();
  await expect(widget).toContainText(VIA_BANK.partner);
  await expect(widget).toContainText("512,80 €");
  await expect(widget).toContainText(VIA_BANK.number);
  await widget.getByLabel("TAN", { exact: true }).fill("000000");
  await widget.getByRole("button", { name: "Freigeben" }).click();
  await expect(widget.getByRole("alert")).toContainText("Die TAN ist falsch.");
  await widget.getByLabel("TAN", { exact: true }).fill(TAN);
  await widget.getByRole("button", { name: "Freigeben" }).click();
  await expect(page.getByText("Die Zahlung wurde an die Bank übergeben.")).toBeVisible();
  await expect(bankDialog).toBeHidden();

  const payments = page.getByRole("region", { name: "Veranlasste Zahlungen" });
  await expect(payments.getByText("Über die Bank", { exact: true })).toBeVisible();
  await expect(payments.getByText("in Bearbeitung", { exact: true })).toBeVisible();

  // The bank's syncs (as the scheduler runs them; here the Update button): the first brings
  // the payment pending, the next booked; the engine links it by its end-to-end id.
  const bank = await context.newPage();
  await bank.goto(connectionsUrl);
  const card = connectionCard(bank);
  await expect(async () => {
    await syncNow(card);
    await page.reload();
    await expect(paymentStatus(page).getByText(PAID)).toBeVisible({ timeout: 4_000 });
    await expect(payments.getByText("ausgeführt", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 75_000 });
  await bank.close();

  await expect(paymentStatus(page).getByText("aus Kontoumsätzen")).toBeVisible();
  await expect(page.getByText("Die Rechnung ist bezahlt.")).toBeVisible();
  const transactions = page.getByRole("region", { name: "Zugeordnete Kontoumsätze" });
  await expect(transactions.getByText("Zahlungs-ID", { exact: true })).toBeVisible();
  await expect(transactions).toContainText("Konto: Geschäftskonto");
  await expect(transactions).toContainText("-512,80 €");
});
