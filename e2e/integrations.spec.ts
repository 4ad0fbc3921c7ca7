import { expect, test } from "@playwright/test";
import { DEMO_COMPANIES, signIn, withE2eOwnerDatabase } from "./support";

// Issue 20, integrations in a real browser: the admin of Müller Haustechnik opens Settings ›
// Integrations › GetMyInvoices, is told plainly that a wrong API key is refused, connects the
// sandbox with its test key, saves, presses "Import now" and sees the run succeed; the imported
// documents reach the review inbox (processed by the worker like uploads). A second run on the
// same database imports nothing twice (the run then reports them as skipped).

const COMPANY = DEMO_COMPANIES.haustechnik;

const importedCount = () =>
  withE2eOwnerDatabase(
    async (pool) =>
      (
        await pool.query<{ n: number }>(
          `select count(*)::int as n from app_public.integration_documents
            where client_company_id = $1 and provider = 'GETMYINVOICES' and source_file_id is not null`,
          [COMPANY],
        )
      ).rows[0]!.n,
  );

test("an admin connects the GetMyInvoices sandbox, imports, and finds the documents in the review inbox", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, "admin@demo.test", `/settings/${COMPANY}/integrations?clientCompanyRowId=${COMPANY}`);
  // The index opens the e-mail tab; the GetMyInvoices tab is a link beside it.
  await expect(page).toHaveURL(/\/integrations\/email/);
  await page.goto(`/settings/${COMPANY}/integrations/getmyinvoices?clientCompanyRowId=${COMPANY}`);
  await expect(page.getByRole("heading", { level: 1, name: "GetMyInvoices" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "GetMyInvoices" })).toHaveAttribute("aria-selected", "true");

  // A wrong key: the test says so in words, nothing is saved by testing.
  const key = page.getByLabel("API-Schlüssel");
  await key.fill("falscher-schluessel");
  await page.getByRole("button", { name: "Verbindung testen" }).click();
  await expect(page.getByRole("status")).toContainText("Der Anbieter hat den API-Schlüssel");
  // A date that is none is refused at the field.
  const fromDate = page.getByRole("textbox", { name: /Importieren ab/ });
  await fromDate.fill("31.02.2026");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).")).toBeVisible();

  // The sandbox's test key works; save with documents from 1 August 2026.
  await key.fill("gmi-sandbox-key");
  await page.getByRole("button", { name: "Verbindung testen" }).click();
  await expect(page.getByRole("status")).toContainText("Verbindung erfolgreich: GetMyInvoices Sandbox");
  await fromDate.fill("01.08.2026");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Die Einstellungen sind gespeichert.")).toBeVisible();
  // The key is never shown again: the field is empty and says a key is stored.
  await expect(key).toHaveValue("");
  await expect(page.getByText("Ein Schlüssel ist gespeichert.")).toBeVisible();

  const before = await importedCount();
  await page.getByRole("button", { name: "Jetzt importieren" }).click();
  const runs = page.getByRole("table", { name: "Letzte Importe" });
  const latest = runs.getByRole("row").nth(1);
  await expect(latest).toContainText("Erfolgreich", { timeout: 60_000 });
  await testInfo.attach("integration run", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });
  // Five documents since 1 August are not archived (the archived one stays out): the first run
  // imports them, any later run skips them.
  await expect(latest.getByRole("cell").nth(3)).toHaveText("5");
  const after = await importedCount();
  expect(after).toBe(5);
  if (before === 0) await expect(latest.getByRole("cell").nth(4)).toHaveText("5");
  else await expect(latest.getByRole("cell").nth(5)).toHaveText("5");

  // The documents reach the review inbox: the Telekom invoice is there, read by capture.
  const [groupId] = await withE2eOwnerDatabase(async (pool) =>
    (
      await pool.query<{ id: string }>(
        `select s.review_group_id as id from app_public.integration_documents d
           join app_public.source_files s on s.id = d.source_file_id
          where d.client_company_id = $1 and d.provider = 'GETMYINVOICES' and d.external_id = '100101'`,
        [COMPANY],
      )
    ).rows.map((r) => r.id),
  );
  expect(groupId).toBeTruthy();
  await page.goto(`/review/${groupId}?clientCompanyRowId=${COMPANY}`);
  const list = page.getByRole("listbox");
  await expect(list.getByRole("option", { name: /TK-2026-0912-4471|Telekom/ }).first()).toBeVisible({
    timeout: 120_000,
  });
  await testInfo.attach("review inbox", { body: await page.screenshot(), contentType: "image/png" });
});
