import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_COMPANIES, signIn, withE2eOwnerDatabase } from "./support";

// Issue 17 end to end: the admin sets up a ledger account and a VAT code in the accounting
// settings, books a demo invoice (last month's where one is ready) on them in its "Kontierung" tab, exports exactly
// that invoice as a DATEV Buchungsstapel from the documents list, downloads the file and finds
// the new account and BU-Schlüssel in the invoice's booking line, then undoes the export and
// can book the invoice again. Every run picks numbers that are still free, so it passes again
// on the same database.

const COMPANY = DEMO_COMPANIES.haustechnik;
const RUN = String(Date.now()).slice(-6);
const ACCOUNT_NAME = `E2E Aufwand ${RUN}`;
const VAT_NAME = `E2E Vorsteuer 19 % ${RUN}`;
const VAT_SHORT_NAME = `E2E VSt ${RUN}`;

interface Invoice {
  id: string;
  invoiceNumber: string;
  net: string;
  total: string;
  itemCount: number;
}

/** A 4-digit account number in 4980–4999 and a BU-Schlüssel the company does not use yet, and an
 * approved, not yet exported incoming invoice (last month's first) that one 19 % line books exactly. */
async function pickTestData(): Promise<{ accountNumber: string; vatCode: string; invoice: Invoice }> {
  return withE2eOwnerDatabase(async (pool) => {
    const accounts = await pool.query<{ number: string }>(
      "select number from app_public.general_ledger_accounts where client_company_id = $1",
      [COMPANY],
    );
    const takenAccounts = new Set(accounts.rows.map((row) => row.number));
    const accountNumber = Array.from({ length: 20 }, (_, i) => String(4980 + i)).find((n) => !takenAccounts.has(n));
    if (!accountNumber) throw new Error("No free account number in 4980–4999");

    const codes = await pool.query<{ code: string }>(
      "select code from app_public.value_added_taxes where client_company_id = $1 and code is not null",
      [COMPANY],
    );
    const takenCodes = new Set(codes.rows.map((row) => String(Number(row.code))));
    const vatCode = Array.from({ length: 99 }, (_, i) => String(9901 + i)).find((c) => !takenCodes.has(c));
    if (!vatCode) throw new Error("No free BU-Schlüssel in 9901–9999");

    // Approved incoming invoices, not exported, complete but for their accounting items (the
    // export needs the rest), in euros, with 19 % VAT only: net + 19 % is the total to the cent.
    // Last month's first (the demo's may all still lack a real-estate object; then the newest
    // before), those without accounting items first; one with items has them replaced.
    const invoices = await pool.query<{
      id: string;
      invoice_number: string;
      net: string;
      total: string;
      item_count: number;
    }>(
      `select * from (
       select d.id, i.invoice_number, i.invoice_date,
              i.invoice_date >= date_trunc('month', current_date) - interval '1 month'
                and i.invoice_date < date_trunc('month', current_date) as last_month, i.net::text as net, i.total::text as total,
              (select count(*)::int from app_public.accounting_items a
                where a.client_company_id = d.client_company_id and a.document_id = d.id) as item_count
         from app_public.documents d
         join app_public.invoices i on i.client_company_id = d.client_company_id and i.document_id = d.id
        where d.client_company_id = $1
          and d.type = 'INCOMING_INVOICE' and d.approved and not d.archived and not d.superseded
          and d.exported_for_booking_at is null
          -- Lacks nothing but (at most) its accounting items: partner account and, with the
          -- REAL_ESTATE feature on in this company, a real-estate object are there.
          and coalesce(d.list_incomplete, 0) & 5 = 0
          and not app_public.documents_is_in_prevent_edit_workflow_step(d)
          and i.currency = 'EUR' and not i.credit_memo
          and i.invoice_number is not null
          and i.net > 0 and i.vat_amount = round(i.net * 0.19, 2) and i.total = i.net + i.vat_amount
       ) candidates
        order by last_month desc, item_count = 0 desc, invoice_date desc, invoice_number
        limit 1`,
      [COMPANY],
    );
    const row = invoices.rows[0];
    if (!row) throw new Error("The demo has no approved, unexported 19 % incoming invoice");
    return {
      accountNumber,
      vatCode,
      invoice: {
        id: row.id,
        invoiceNumber: row.invoice_number,
        net: row.net,
        total: row.total,
        itemCount: row.item_count,
      },
    };
  });
}

/** "1234.50" → "1234,50", as a German user types an amount. */
const germanAmount = (value: string) => value.replace(".", ",");

/** The fields of a DATEV EXTF line: ";"-separated, texts in double quotes ("" inside). */
function extfFields(line: string): string[] {
  const fields: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ";") {
      fields.push(current);
      current = "";
    } else current += char;
  }
  fields.push(current);
  return fields;
}

const accountingTab = (page: Page) => page.getByRole("tab", { name: "Kontierung", exact: true });

test("a new ledger account and VAT code book an invoice that is exported to DATEV and undone", async ({ page }) => {
  test.setTimeout(180_000);
  const { accountNumber, vatCode, invoice } = await pickTestData();

  // 1. The ledger account, created in the settings and found in the list.
  await signIn(page, "admin@demo.test", `/settings/${COMPANY}/accounting/general-ledger-accounts/create`);
  const accountForm = page.getByRole("form", { name: "Sachkonto" });
  await expect(accountForm).toBeVisible();
  await accountForm.getByRole("textbox", { name: "Kontonummer" }).fill(accountNumber);
  await accountForm.getByRole("textbox", { name: "Bezeichnung" }).fill(ACCOUNT_NAME);
  await accountForm.getByRole("combobox", { name: /^Kategorie/ }).click();
  await page.getByRole("option", { name: "Aufwand", exact: true }).click();
  await accountForm.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByText(`Sachkonto ${accountNumber} · ${ACCOUNT_NAME} angelegt.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/settings/${COMPANY}/accounting/general-ledger-accounts\\?`));
  await page.getByRole("searchbox", { name: "Sachkonten durchsuchen" }).fill(accountNumber);
  const accountRow = page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: accountNumber, exact: true }) });
  await expect(accountRow).toContainText(ACCOUNT_NAME);
  await expect(accountRow).toContainText("Aufwand");
  await expect(accountRow).toContainText("Aktiv");

  // 2. The VAT code in the drawer: input tax, its BU-Schlüssel, 19 % from 01.01.2026.
  await page.goto(`/settings/${COMPANY}/accounting/vats?clientCompanyRowId=${COMPANY}`);
  await page.getByRole("button", { name: "Steuerschlüssel anlegen" }).click();
  const drawer = page.getByRole("dialog", { name: "Neuer Steuerschlüssel" });
  const vatForm = drawer.getByRole("form", { name: "Steuerschlüssel" });
  await vatForm.getByRole("combobox", { name: /^Art/ }).click();
  await page.getByRole("option", { name: "Vorsteuer", exact: true }).click();
  await expect(vatForm.getByRole("combobox", { name: /^Art/ })).toHaveValue("Vorsteuer");
  await vatForm.getByRole("textbox", { name: /^Name\b/ }).fill(VAT_NAME);
  await vatForm.getByRole("textbox", { name: "Kurzname" }).fill(VAT_SHORT_NAME);
  await vatForm.getByRole("textbox", { name: "BU-Schlüssel" }).fill(vatCode);
  await vatForm.getByRole("textbox", { name: /^Satz/ }).fill("19");
  await vatForm.getByRole("textbox", { name: "Gültig ab" }).fill("01.01.2026");
  await vatForm.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(`Steuerschlüssel „${VAT_NAME}“ gespeichert.`)).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Steuerschlüssel durchsuchen" }).fill(vatCode);
  const vatRow = page.getByRole("row").filter({ has: page.getByRole("button", { name: VAT_NAME }) });
  await expect(vatRow).toContainText(vatCode);
  await expect(vatRow).toContainText("Vorsteuer");
  await expect(vatRow).toContainText("19 %");
  await expect(vatRow).toContainText("ab 01.01.2026");

  // 3. Book the invoice: one line of its net amount on the new account with the new code.
  await page.goto(`/documents/${invoice.id}?clientCompanyRowId=${COMPANY}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(invoice.invoiceNumber);
  await accountingTab(page).click();
  const items = page.getByRole("form", { name: "Kontierung" });
  await expect(items.getByRole("button", { name: "Kontierung speichern" })).toBeVisible();
  // Items the demo booked before are replaced.
  for (let left = invoice.itemCount; left > 0; left--) {
    await items.getByRole("button", { name: "Zeile 1 entfernen" }).click();
  }
  await expect(items.getByText("Noch keine Buchungszeilen.")).toBeVisible();
  await items.getByRole("button", { name: "Zeile hinzufügen" }).click();
  await items.getByRole("textbox", { name: "Buchungstext, Zeile 1" }).fill(`E2E Kontierung ${RUN}`);
  await items.getByRole("combobox", { name: "Sachkonto, Zeile 1" }).fill(accountNumber);
  await page.getByRole("option", { name: `${accountNumber} ${ACCOUNT_NAME}` }).click();
  await items.getByRole("textbox", { name: "Betrag, Zeile 1" }).fill(germanAmount(invoice.net));
  await items.getByRole("combobox", { name: "Netto/Brutto, Zeile 1" }).click();
  await page.getByRole("option", { name: "Netto", exact: true }).click();
  await items.getByRole("combobox", { name: "Steuerschlüssel, Zeile 1" }).fill(VAT_SHORT_NAME);
  await page.getByRole("option", { name: `${VAT_SHORT_NAME} (${vatCode})` }).click();
  await expect(items.getByRole("combobox", { name: "Steuersatz, Zeile 1" })).toHaveValue(/^19(,00)?\s%$/);
  await expect(items.getByText(/Restbetrag 0,00\s€: noch nicht gespeichert/)).toBeVisible();
  await items.getByRole("button", { name: "Kontierung speichern" }).click();
  await expect(page.getByText("Kontierung gespeichert.")).toBeVisible();
  await page.reload();
  await accountingTab(page).click();
  await expect(page.getByRole("combobox", { name: "Sachkonto, Zeile 1" })).toHaveValue(
    `${accountNumber} ${ACCOUNT_NAME}`,
  );
  await expect(page.getByRole("combobox", { name: "Steuerschlüssel, Zeile 1" })).toHaveValue(
    `${VAT_SHORT_NAME} (${vatCode})`,
  );
  await expect(page.getByText(/vollständig kontiert/)).toBeVisible();

  // The DATEV numbers the export needs (the demo may leave them empty).
  await page.goto(`/settings/${COMPANY}/exports?clientCompanyRowId=${COMPANY}`);
  const settings = page.getByRole("form", { name: "Exporteinstellungen" });
  const consultant = settings.getByRole("textbox", { name: "DATEV-Beraternummer" });
  await expect(consultant).toBeVisible();
  if ((await consultant.inputValue()) === "") {
    await consultant.fill("29098");
    await settings.getByRole("textbox", { name: "DATEV-Mandantennummer" }).fill("55003");
    await settings.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Die Exporteinstellungen wurden gespeichert.")).toBeVisible();
  }

  // 4. Export exactly this invoice: the "Buchungsexport" list, narrowed to its number, selected.
  await page.goto(`/documents?clientCompanyRowId=${COMPANY}&view=LIST_VIEW`);
  await page.getByRole("navigation", { name: "Schnellfilter" }).getByRole("link", { name: "Buchungsexport" }).click();
  await expect(page.getByRole("button", { name: "Buchungsexport" })).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Belege durchsuchen" });
  await search.fill(invoice.invoiceNumber);
  await search.press("Enter");
  const documentRow = page
    .locator("tr[data-document-item]")
    .filter({ has: page.locator(`a[href^="/documents/${invoice.id}"]`) });
  await documentRow.getByRole("checkbox", { name: / auswählen$/ }).check();
  await page.getByRole("button", { name: "Exportieren", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "1 ausgewählten Beleg exportieren" });
  await expect(dialog.getByRole("combobox", { name: "Format" })).toHaveValue("DATEV-Buchungsstapel (EXTF)");
  await dialog.getByRole("button", { name: "Export starten" }).click();
  await expect(dialog.getByText("Der Export ist fertig.")).toBeVisible({ timeout: 60_000 });

  // The Buchungsstapel, downloaded as the browser saves it.
  const fileLink = dialog.getByRole("link", { name: /^EXTF_Buchungsstapel_.* herunterladen/ });
  const href = await fileLink.getAttribute("href");
  expect(href).toMatch(/^\/api\/exports\/[0-9a-f-]{36}\/files\/[0-9a-f-]{36}$/);
  const exportRowId = href!.split("/")[3]!;
  const [download] = await Promise.all([page.waitForEvent("download"), fileLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^EXTF_Buchungsstapel_.*\.csv$/);
  const bytes = readFileSync((await download.path())!);
  // Windows-1252 text with CRLF line ends: header record, column names, then the bookings.
  const text = bytes.toString("latin1");
  expect(text).not.toMatch(/[^\r]\n/);
  const lines = text.split("\r\n").filter((line) => line !== "");
  expect(lines[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;/);
  const columns = extfFields(lines[1]!);
  expect(columns[6]).toBe("Konto");
  expect(columns[8]).toBe("BU-Schlüssel");
  const bookings = lines.slice(2).map(extfFields);
  // Exactly this invoice: its one item is the one booking line (Beleglink to the document).
  expect(bookings).toHaveLength(1);
  const booking = bookings[0]!;
  expect(booking[columns.indexOf("Beleglink")]).toMatch(new RegExp(`/documents/${invoice.id}$`));
  // Belegfeld 1: the invoice number in the characters DATEV allows there.
  expect(booking[columns.indexOf("Belegfeld 1")]).toBe(
    invoice.invoiceNumber.replace(/[^A-Za-z0-9_$%\-/]/g, "").slice(0, 36),
  );
  expect(booking[6]).toBe(accountNumber);
  expect(booking[8]).toBe(vatCode);
  // A net line with a BU-Schlüssel goes to DATEV gross, on the debit side of an incoming invoice.
  expect(booking[0]).toBe(germanAmount(invoice.total));
  expect(booking[1]).toBe("S");
  expect(booking[columns.indexOf("Buchungstext")]).toBe(`E2E Kontierung ${RUN}`);

  // Exported: the accounting tab is locked.
  await page.goto(`/documents/${invoice.id}?clientCompanyRowId=${COMPANY}`);
  await accountingTab(page).click();
  await expect(page.getByTestId("export-lock-notice")).toContainText("Kontierung sind gesperrt");
  await expect(page.getByRole("button", { name: "Kontierung speichern" })).toHaveCount(0);

  // 5. Undo the export with a reason: the accounting tab is editable again.
  await page.goto(`/settings/${COMPANY}/exports?clientCompanyRowId=${COMPANY}`);
  const exportRow = page.locator(`[data-export-row-id="${exportRowId}"]`);
  await exportRow.getByRole("button", { name: "Export zurücknehmen" }).click();
  const undo = page.getByRole("dialog", { name: "Export zurücknehmen" });
  await undo.getByRole("textbox", { name: "Begründung" }).fill(`Kontierung korrigieren ${RUN}`);
  await undo.getByRole("button", { name: "Export zurücknehmen" }).click();
  await expect(exportRow.getByTestId("export-undone")).toContainText(`Kontierung korrigieren ${RUN}`);

  await page.goto(`/documents/${invoice.id}?clientCompanyRowId=${COMPANY}`);
  await accountingTab(page).click();
  await expect(page.getByRole("button", { name: "Kontierung speichern" })).toBeVisible();
  await expect(page.getByTestId("export-lock-notice")).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Sachkonto, Zeile 1" })).toBeEditable();
  await expect(page.getByRole("combobox", { name: "Sachkonto, Zeile 1" })).toHaveValue(
    `${accountNumber} ${ACCOUNT_NAME}`,
  );
});
