import { expect, test } from "@playwright/test";
import nodemailer from "nodemailer";
import { makeTextPdf, SAMPLE_INVOICE_LINES } from "../server/test/badInputs.ts";
import { DEMO_COMPANIES, signIn, withE2eOwnerDatabase } from "./support.ts";

/**
 * Documents by e-mail in a real browser: a mail with an invoice sent over SMTP to the demo
 * company's address (mueller@localhost, the server's inbound port from playwright.config.ts)
 * appears in the review inbox as arriving by e-mail from its sender, and the e-mail
 * integration page lists it in its intake log.
 */
test("a mail to the demo alias appears in the review inbox", async ({ page }, testInfo) => {
  test.setTimeout(180_000); // the worker renders and reads the mailed PDF
  const company = DEMO_COMPANIES.haustechnik;
  const run = String(Date.now()).slice(-6);
  const invoiceNumber = `RE-MAIL-${run}`;
  const sender = `rechnung-${run}@lieferant-e2e.example`;
  const pdf = await makeTextPdf(SAMPLE_INVOICE_LINES.map((l) => l.replace("RE-2024-0815", invoiceNumber)));
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: Number(process.env.E2E_MAIL_PORT),
    ignoreTLS: true,
  });
  const info = await transport.sendMail({
    from: `Lieferant E2E <${sender}>`,
    to: "mueller@localhost",
    subject: `Rechnung ${invoiceNumber}`,
    text: "Anbei die Rechnung.",
    attachments: [{ filename: `Rechnung ${invoiceNumber}.pdf`, content: Buffer.from(pdf) }],
  });
  expect(info.response).toMatch(/^250 /);
  // The worker turns the stored attachment into a document (as after an upload).
  await expect
    .poll(
      () =>
        withE2eOwnerDatabase(async (pool) => {
          const { rows } = await pool.query<{ status: string }>(
            `select f.status from app_public.source_files f join app_public.inbound_emails e on e.id = f.inbound_email_id
              where e.message_id = $1`,
            [info.messageId],
          );
          return rows[0]?.status ?? "MISSING";
        }),
      { timeout: 120_000 },
    )
    .toBe("DONE");

  await signIn(page, "admin@demo.test", `/documents?clientCompanyRowId=${company}`);
  await page.getByRole("button", { name: /^Belege/ }).click();
  const group = page.getByRole("menuitem", { name: new RegExp(`Per E-Mail von ${sender} mit 1 Dokument`) });
  await expect(group).toBeVisible();
  await testInfo.attach("review inbox", { body: await page.screenshot(), contentType: "image/png" });
  await group.click();

  await expect(page).toHaveURL(/\/review\//);
  const item = page.getByRole("listbox").getByRole("option").first();
  await expect(item).toContainText(`Per E-Mail von ${sender}`);
  await expect(page.getByText(invoiceNumber).first()).toBeVisible({ timeout: 120_000 });
  await testInfo.attach("review page", { body: await page.screenshot(), contentType: "image/png" });

  await page.goto(`/settings/${company}/integrations/email?clientCompanyRowId=${company}`);
  await expect(page.getByRole("heading", { name: "E-Mail-Empfang" })).toBeVisible();
  await expect(page.getByText("mueller@localhost", { exact: true })).toBeVisible();
  const log = page.getByRole("region", { name: "Eingegangene Mails" });
  await expect(log.getByRole("row").filter({ hasText: sender })).toContainText("Angenommen");
  await testInfo.attach("e-mail integration page", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });
});
