import { expect, test } from "@playwright/test";
import { DEMO_COMPANIES, signIn, withE2eOwnerDatabase } from "./support";

// The booking export end to end (issue 17): the admin sets the company's DATEV numbers,
// exports an approved invoice from the "accounting export" list, downloads the DATEV Buchungsstapel,
// sees the invoice locked, undoes the export with a reason and sees it unlocked again.

const COMPANY = DEMO_COMPANIES.haustechnik;

test("exports an invoice for booking, locks it, and unlocks it when the export is undone", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "admin@demo.test", `/settings/${COMPANY}/exports?clientCompanyRowId=${COMPANY}`);

  // The DATEV numbers the export needs (the demo leaves them empty).
  const settings = page.getByRole("form", { name: "Exporteinstellungen" });
  await expect(settings).toBeVisible();
  const consultant = settings.getByRole("textbox", { name: "DATEV-Beraternummer" });
  if ((await consultant.inputValue()) === "") {
    await consultant.fill("29098");
    await settings.getByRole("textbox", { name: "DATEV-Mandantennummer" }).fill("55003");
    await settings.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Die Exporteinstellungen wurden gespeichert.")).toBeVisible();
  }

  // The documents list with the "accounting export" preset offers the booking export.
  await page.goto(`/documents?clientCompanyRowId=${COMPANY}&view=LIST_VIEW`);
  await page.getByRole("navigation", { name: "Schnellfilter" }).getByRole("link", { name: "Buchungsexport" }).click();
  await expect(page.getByRole("button", { name: "Buchungsexport" })).toBeVisible();

  // Export the first invoice of the list.
  const rowCheckboxes = page.getByRole("checkbox", { name: / auswählen$/ });
  await rowCheckboxes.nth(1).check();
  await page.getByRole("button", { name: "Exportieren", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "1 ausgewählten Beleg exportieren" });
  // The company's system (DATEV) is the default format: the export writes the Buchungsstapel.
  const format = dialog.getByRole("combobox", { name: "Format" });
  await expect(format).toHaveValue("DATEV-Buchungsstapel (EXTF)");
  await dialog.getByRole("button", { name: "Export starten" }).click();
  await expect(dialog.getByText("Der Export ist fertig.")).toBeVisible({ timeout: 60_000 });

  // The Buchungsstapel as DATEV reads it: an "EXTF" header record (format 700, category 21)
  // with the company's consultant number, Windows-1252 text and CRLF line ends.
  const download = dialog.getByRole("link", { name: /^EXTF_Buchungsstapel_.* herunterladen/ });
  const href = await download.getAttribute("href");
  expect(href).toMatch(/^\/api\/exports\/[0-9a-f-]{36}\/files\/[0-9a-f-]{36}$/);
  const response = await page.request.get(href!, { headers: { "X-Belegwerk-Request": "1" } });
  expect(response.status()).toBe(200);
  const lines = (await response.body()).toString("latin1").split("\r\n");
  expect(lines[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;/);
  expect(lines[0]).toContain(";29098;");
  expect(lines.filter((line) => /^\d+,\d{2};"[SH]"/.test(line)).length).toBeGreaterThan(0);

  // The exported invoice is locked.
  const exportRowId = href!.split("/")[3]!;
  const documentRowId = await withE2eOwnerDatabase(async (pool) => {
    const { rows } = await pool.query<{ document_id: string }>(
      "select document_id from app_public.export_documents where export_id = $1 limit 1",
      [exportRowId],
    );
    return rows[0]!.document_id;
  });
  await page.goto(`/documents/${documentRowId}?clientCompanyRowId=${COMPANY}`);
  await page.getByRole("tab", { name: "Prüfen" }).click();
  await expect(page.getByTestId("export-lock-notice")).toContainText("für die Buchhaltung exportiert");
  await expect(page.getByLabel("Netto", { exact: true })).toHaveAttribute("readonly", "");
  await page.getByRole("tab", { name: "Kontierung" }).click();
  await expect(page.getByTestId("export-lock-notice")).toContainText("Kontierung sind gesperrt");

  // Undo the export with a reason: the invoice can be corrected again.
  await page.goto(`/settings/${COMPANY}/exports?clientCompanyRowId=${COMPANY}`);
  const row = page.locator(`[data-export-row-id="${exportRowId}"]`);
  await row.getByRole("button", { name: "Export zurücknehmen" }).click();
  const undo = page.getByRole("dialog", { name: "Export zurücknehmen" });
  await undo.getByRole("button", { name: "Export zurücknehmen" }).click();
  await expect(undo.getByText("Bitte geben Sie eine Begründung mit mindestens 3 Zeichen an.")).toBeVisible();
  await undo.getByRole("textbox", { name: "Begründung" }).fill("Falscher Zeitraum, wird neu exportiert");
  await undo.getByRole("button", { name: "Export zurücknehmen" }).click();
  await expect(row.getByTestId("export-undone")).toContainText("Falscher Zeitraum, wird neu exportiert");

  await page.goto(`/documents/${documentRowId}?clientCompanyRowId=${COMPANY}`);
  await page.getByRole("tab", { name: "Prüfen" }).click();
  await expect(page.getByLabel("Netto", { exact: true })).not.toHaveAttribute("readonly", "");
  await expect(page.getByTestId("export-lock-notice")).toHaveCount(0);
});
