import { expect, test } from "@playwright/test";
import { seedListDocuments } from "../server/documents/listFixture.ts";
import { DEMO_COMPANIES, signIn, withE2eOwnerDatabase } from "./support.ts";

/**
 * Approvals in a real browser: a request to the user group "Freigabe Geschäftsführung" (the
 * admin is a member) counts in the admin's approvals badge; the admin takes it on the
 * document's collaboration tab (which carries the actions with collaboration on), the request
 * records who took it, and the badge counts one
 * less at once. The invoice and the request are the test's own, written as the database owner
 * the way the rules engine asks (app_private.request_document_approval).
 */
const COMPANY = DEMO_COMPANIES.haustechnik;
const RUN = String(Date.now()).slice(-6);
const PARTNER = `E2E Freigabepartner ${RUN}`;
let documentRowId = "";
let adminRowId = "";

/** The admin's open approval requests in the company, as the badge counts them (up to 10). */
const expectedCount = () =>
  withE2eOwnerDatabase(async (pool) => {
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query("select set_config('app.user_id', $1, true)", [adminRowId]);
      const { rows } = await client.query<{ n: number }>(
        "select app_public.client_companies_current_user_open_approval_request_count(c) as n from app_public.client_companies c where c.id = $1",
        [COMPANY],
      );
      return rows[0]!.n;
    } finally {
      await client.query("rollback");
      client.release();
    }
  });
const linkName = (count: number) =>
  count === 0 ? "Freigaben" : `Freigaben – ${count > 9 ? "9+" : count} offene ${count === 1 ? "Anfrage" : "Anfragen"}`;

test.beforeAll(async () => {
  await withE2eOwnerDatabase(async (pool) => {
    const fixture = await seedListDocuments(pool, COMPANY, [
      { key: "inv", type: "INCOMING_INVOICE", invoiceNumber: `E2E-APP-${RUN}`, total: "480.00", partner: PARTNER },
    ]);
    documentRowId = fixture.ids.inv!;
    const users = await pool.query<{ email: string; id: string }>(
      "select email::text, id from app_public.users where email in ('admin@demo.test', 'accountant@demo.test')",
    );
    adminRowId = users.rows.find((u) => u.email === "admin@demo.test")!.id;
    const accountant = users.rows.find((u) => u.email === "accountant@demo.test")!.id;
    await pool.query(
      `select * from app_private.request_document_approval($1, $2, null,
         (select g.id from app_public.user_groups g where g.client_company_id = $1 and g.name = 'Freigabe Geschäftsführung'),
         null, 1, $3, 'Bitte als Geschäftsführung freigeben')`,
      [COMPANY, documentRowId, accountant],
    );
  });
});

test("a group request counts in the badge; taking it records who decided and lowers the count", async ({ page }) => {
  const before = await expectedCount();
  expect(before).toBeGreaterThan(0);
  await signIn(page, "admin@demo.test", `/?clientCompanyRowId=${COMPANY}`);
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(nav.getByRole("link", { name: linkName(before), exact: true })).toBeVisible();

  await page.goto(`/documents/${documentRowId}?clientCompanyRowId=${COMPANY}&tab=collaboration`);
  // Collaboration is on in this company: its tab carries the workflow and approval controls.
  const requests = page.getByRole("list", { name: "Freigabeanfragen" });
  const request = requests.getByRole("listitem").filter({ hasText: "Benutzergruppe „Freigabe Geschäftsführung“" });
  await expect(request).toContainText("Angefordert von Julia Hoffmann");
  await request.getByRole("button", { name: "Freigeben" }).click();
  await page.getByRole("button", { name: "Beleg freigeben" }).click();
  await expect(request).toContainText(/Übernommen und freigegeben von Thomas Müller am/);

  const after = await expectedCount();
  expect(after).toBe(before - 1);
  // Back in the list (the details page has no top bar): the badge counts one less.
  await page.getByRole("link", { name: "Belegliste" }).click();
  await expect(nav.getByRole("link", { name: linkName(after), exact: true })).toBeVisible();
  const taken = await withE2eOwnerDatabase(
    async (pool) =>
      (
        await pool.query<{ approver_user_id: string; state: string }>(
          "select approver_user_id, state::text from app_public.approval_requests where document_id = $1",
          [documentRowId],
        )
      ).rows,
  );
  expect(taken).toEqual([{ approver_user_id: adminRowId, state: "APPROVED" }]);
});
