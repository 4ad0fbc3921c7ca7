import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { makeBadInputs, makeTextPdf, SAMPLE_INVOICE_LINES } from "../server/test/badInputs.ts";
import { DEMO_COMPANIES, signIn } from "./support.ts";

const errors = (
  JSON.parse(readFileSync("src/i18n/locales/de/review.json", "utf8")) as { sourceFileErrors: Record<string, string> }
).sourceFileErrors;

/** What the upload page must say about each input of the bad-input corpus. */
const EXPECTED: Record<string, string> = {
  programAsPdf: "UNSUPPORTED_FILE_TYPE",
  htmlAsXml: "UNSUPPORTED_FILE_TYPE",
  emptyFile: "EMPTY_FILE",
  oversizedPdf: "text:Die Datei ist größer als 50 MB.", // refused by the page before sending
  truncatedPdf: "PDF_DAMAGED",
  encryptedPdf: "PDF_ENCRYPTED",
  zeroPagePdf: "PDF_EMPTY",
  manyPagesPdf: "PDF_TOO_MANY_PAGES",
  xxeXml: "XML_UNSAFE",
  billionLaughsXml: "XML_UNSAFE",
  brokenCii: "XML_MALFORMED",
  corruptPng: "IMAGE_DAMAGED",
  pngBomb: "IMAGE_TOO_LARGE",
};

test.describe("upload page with many and with bad files", () => {
  test("every file of the bad-input corpus is refused or failed with its reason shown", async ({ page }, testInfo) => {
    test.setTimeout(240_000); // long real work: the whole bad-input corpus goes through capture
    const dir = mkdtempSync(join(tmpdir(), "belegwerk-bad-inputs-"));
    try {
      // Just over the default limit of 50 MB (the upload page refuses it before sending).
      const inputs = await makeBadInputs(dir, { sizeLimitBytes: 50 * 1024 * 1024 });
      expect(inputs.map((i) => i.name).sort()).toEqual(Object.keys(EXPECTED).sort());
      await signIn(page, "admin@demo.test", `/upload?clientCompanyRowId=${DEMO_COMPANIES.baeckerei}`);
      await expect(page.getByRole("heading", { name: "Belege hochladen" })).toBeVisible();
      await page.getByTestId("upload-file-input").setInputFiles(inputs.map((i) => i.path!));

      for (const input of inputs) {
        const row = page.getByRole("row").filter({ hasText: input.filename });
        const expected = EXPECTED[input.name]!;
        const text = expected.startsWith("text:") ? expected.slice(5) : errors[expected]!.split("{{")[0]!.trim();
        await expect(row.first(), `${input.name} (${input.filename})`).toContainText(text, {
          timeout: 120_000,
        });
      }
      await testInfo.attach("bad inputs", {
        body: await page.screenshot({ fullPage: true }),
        contentType: "image/png",
      });
      // The server kept serving throughout.
      expect((await page.request.get("/api/health")).ok()).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("takes 50 files in one drop", async ({ page }, testInfo) => {
    test.setTimeout(300_000); // long real work: capture of 50 files on a 2-core machine
    const run = String(Date.now()).slice(-6);
    const files = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const number = `RE-${run}-${String(i + 1).padStart(2, "0")}`;
        const pdf = await makeTextPdf(SAMPLE_INVOICE_LINES.map((l) => l.replace("RE-2024-0815", number)));
        return { name: `Rechnung ${number}.pdf`, mimeType: "application/pdf", buffer: Buffer.from(pdf) };
      }),
    );
    await signIn(page, "admin@demo.test", `/upload?clientCompanyRowId=${DEMO_COMPANIES.demoHandel}`);
    await expect(page.getByRole("heading", { name: "Belege hochladen" })).toBeVisible();
    await page.getByTestId("upload-file-input").setInputFiles(files);
    const summary = page.getByTestId("upload-summary");
    await expect(summary).toContainText("50 Dateien");
    await expect(summary).toContainText("50 fertig", { timeout: 240_000 });
    await testInfo.attach("50 files", { body: await page.screenshot(), contentType: "image/png" });
  });
});
