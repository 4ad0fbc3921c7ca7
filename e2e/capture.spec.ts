import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { makeTextPdf, SAMPLE_INVOICE_LINES } from "../server/test/badInputs.ts";
import { DEMO_COMPANIES, signIn } from "./support.ts";

const CORPUS = resolve(import.meta.dirname, "../testdata/einvoice/zugferd-corpus/XML-Rechnung");

/**
 * Document capture in a real browser: three files dropped at once on the upload page are
 * uploaded, processed by the worker and appear — without a reload — in the review inbox,
 * with their page images and extracted fields.
 */
test("upload three files at once and review them in the inbox", async ({ page }, testInfo) => {
  test.setTimeout(180_000); // long real work: the worker renders and reads (OCR) three uploaded files
  const company = DEMO_COMPANIES.haustechnik;
  const run = String(Date.now()).slice(-6);
  const invoiceNumber = `RE-E2E-${run}`;
  const pdf = await makeTextPdf(SAMPLE_INVOICE_LINES.map((l) => l.replace("RE-2024-0815", invoiceNumber)));
  const xml = readFileSync(`${CORPUS}/UBL/EN16931_Einfach.ubl.xml`);
  const facturX = readFileSync(`${CORPUS}/FX/EN16931_Elektron.pdf`);

  await signIn(page, "admin@demo.test", `/upload?clientCompanyRowId=${company}`);
  await expect(page.getByRole("heading", { name: "Belege hochladen" })).toBeVisible();

  await page.getByTestId("upload-file-input").setInputFiles([
    { name: `Rechnung ${invoiceNumber}.pdf`, mimeType: "application/pdf", buffer: Buffer.from(pdf) },
    { name: "xrechnung-einfach.xml", mimeType: "application/xml", buffer: xml },
    { name: "zugferd-elektron.pdf", mimeType: "application/pdf", buffer: facturX },
  ]);
  // All three are listed at once (beside earlier files of the company, e.g. the demo
  // invoices), then progress until each is done; a duplicate of an earlier run of this test
  // counts as done: it points to the existing document.
  const names = [`Rechnung ${invoiceNumber}.pdf`, "xrechnung-einfach.xml", "zugferd-elektron.pdf"];
  for (const name of names) await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await testInfo.attach("upload in progress", { body: await page.screenshot(), contentType: "image/png" });
  for (const name of names) {
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText(/Fertig|Bereits vorhanden/, {
      timeout: 120_000,
    });
  }
  await expect(page.getByTestId("upload-summary")).not.toContainText("fehlgeschlagen");
  await testInfo.attach("upload done", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

  // The review inbox in the top bar knows the new group (live, no reload).
  await page.getByRole("button", { name: /^Belege/ }).click();
  const group = page.getByRole("menuitem", { name: /Erstellt von Thomas Müller mit \d+ Dokument/ }).first();
  await expect(group).toBeVisible();
  await testInfo.attach("review inbox", { body: await page.screenshot(), contentType: "image/png" });
  await group.click();

  await expect(page).toHaveURL(/\/review\//);
  const list = page.getByRole("listbox");
  const item = list.getByRole("option", { name: new RegExp(invoiceNumber) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByText(invoiceNumber).first()).toBeVisible();
  await expect(page.getByText("1.190,00 €").first()).toBeVisible();
  await expect(page.getByText("DE89 3704 0044 0532 0130 00").first()).toBeVisible();
  // The page image is loaded (served by /api/files after the access check).
  await expect
    .poll(async () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>("img[src*='/api/files/pages/']")].some(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  await testInfo.attach("review page", { body: await page.screenshot(), contentType: "image/png" });

  // The e-invoice carries its exact figures, marked as coming from the XML.
  await list
    .getByRole("option", { name: /Lieferant GmbH/ })
    .first()
    .click();
  await expect(page.getByText("aus E-Rechnung").first()).toBeVisible();
});
