import { expect, test } from "@playwright/test";
import { DEMO_COMPANIES, signIn, withE2eOwnerDatabase } from "./support.ts";

// The start page of a company (spec part 1 §2.11): where the money stands, money in and out as a
// chart, the top vendors and clients, and what a new company should do first. The demo's
// documents and transactions are dated relative to today; the twelve months back always hold them.

test.describe("dashboard", () => {
  test("Müller Haustechnik: the figures, the chart and the top partners, each leading to its list", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, "admin@demo.test");
    await expect(page).toHaveURL(new RegExp(`clientCompanyRowId=${DEMO_COMPANIES.haustechnik}`));
    await expect(page.getByRole("heading", { name: "Übersicht – Müller Haustechnik GmbH" })).toBeVisible();
    // The year is the default period.
    await expect(page.getByRole("radio", { name: "Jahr" })).toBeChecked();
    await expect(page.getByText("Kontostände")).toBeVisible();
    await expect(page.getByText("Offene Forderungen")).toBeVisible();
    await expect(page.getByText("Offene Verbindlichkeiten")).toBeVisible();

    await page.getByText("12 Monate").click();
    await expect(page).toHaveURL(/period=ALL/);
    // The chart (loaded after the figures) with its bars.
    const chart = page.locator(".recharts-surface").first();
    await expect(chart).toBeVisible();
    await expect(page.locator("path.recharts-rectangle").first()).toBeVisible();
    const vendors = page.getByRole("table", { name: "Top 10 Lieferanten (netto)" });
    const clients = page.getByRole("table", { name: "Top 10 Kunden (netto)" });
    await expect(vendors.getByRole("link").first()).toBeVisible();
    await expect(clients.getByRole("link").first()).toBeVisible();
    expect(await vendors.getByRole("row").count()).toBeLessThanOrEqual(11);
    await page.screenshot({ path: "test-results/dashboard-haustechnik.png" });

    // A vendor leads to that partner's invoices in the period.
    const vendor = vendors.getByRole("link").first();
    const name = (await vendor.textContent())!.trim();
    await vendor.click();
    await expect(page).toHaveURL(/\/documents\?.*partnerCompanyRowIds/);
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test("a company without documents or accounts is told what to do first", async ({ page }) => {
    // A company of its own: the demo's companies fill up with other tests' uploads.
    const name = `Neugründung ${String(Date.now()).slice(-6)} GmbH`;
    const company = await withE2eOwnerDatabase(async (pool) => {
      const { rows } = await pool.query<{ id: string }>(
        "insert into app_public.client_companies (name) values ($1) returning id",
        [name],
      );
      await pool.query(
        `insert into app_public.client_company_users (user_id, client_company_id, role_name)
         select u.id, $1, 'ADMIN' from app_public.users u where u.email = 'admin@demo.test'`,
        [rows[0]!.id],
      );
      return rows[0]!.id;
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, "admin@demo.test", `/?clientCompanyRowId=${company}`);
    await expect(page.getByRole("heading", { name: `Übersicht – ${name}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Erste Schritte" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Belege hochladen" })).toHaveAttribute(
      "href",
      `/upload?clientCompanyRowId=${company}`,
    );
    await expect(page.getByText("In diesem Zeitraum gibt es keine Kontoumsätze.")).toBeVisible();
    await page.screenshot({ path: "test-results/dashboard-empty.png" });
    await page.getByRole("link", { name: "Bank verbinden" }).click();
    await expect(page).toHaveURL(/\/settings\/bank\/connections/);
  });

  test("the accountant sees what waits in each of her clients and opens one", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, "accountant@demo.test");
    const todo = page.getByRole("table", { name: "Alle Mandanten – zu erledigen" });
    await expect(todo).toBeVisible();
    await expect(todo.getByRole("link", { name: "Müller Haustechnik GmbH" })).toBeVisible();
    await page.screenshot({ path: "test-results/dashboard-accountant.png" });
    await todo.getByRole("link", { name: "Schneiders Backstube" }).click();
    await expect(page).toHaveURL(new RegExp(`clientCompanyRowId=${DEMO_COMPANIES.baeckerei}`));
    await expect(page.getByRole("heading", { name: "Übersicht – Schneiders Backstube" })).toBeVisible();
  });
});
