import { expect, test } from "@playwright/test";
import { DEMO_COMPANIES, signIn } from "./support.ts";

test.describe("the application shell", () => {
  test("sends signed-out visitors to the sign-in page", async ({ page }) => {
    await page.goto("/banking");
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
  });

  test("admin: German title template, the company in the URL, every top-bar item; English survives a reload", async ({
    page,
  }) => {
    await signIn(page, "admin@demo.test");
    await expect(page).toHaveURL(new RegExp(`clientCompanyRowId=${DEMO_COMPANIES.haustechnik}`));
    await expect(page).toHaveTitle("Startseite | Belegwerk");
    await expect(page.getByRole("heading", { name: "Willkommen, Thomas Müller!" })).toBeVisible();
    const bar = page.getByRole("banner");
    for (const name of ["Übersicht", "Bank", "Buchhaltung", "Freigaben"]) {
      await expect(bar.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(bar.getByRole("button", { name: /Mandant wechseln/ })).toBeVisible();
    await expect(bar.getByRole("link", { name: /Hochladen/ })).toBeVisible();
    await page.screenshot({ path: "test-results/shell-admin-de.png" });

    await bar.getByRole("button", { name: /Benutzermenü/ }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page).toHaveTitle("Home | Belegwerk");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page).toHaveTitle("Home | Belegwerk");
    await page.screenshot({ path: "test-results/shell-admin-en.png" });
    // Back to German for the other tests of this user (the language is stored on the user).
    await page
      .getByRole("banner")
      .getByRole("button", { name: /User menu|Benutzermenü/ })
      .click();
    await page.getByRole("menuitem", { name: "Deutsch" }).click();
    await expect(page).toHaveTitle("Startseite | Belegwerk");
  });

  test("clerk: the company name as plain text, documents but no banking or bookkeeping", async ({ page }) => {
    await signIn(page, "clerk@demo.test");
    await expect(page).toHaveURL(new RegExp(`clientCompanyRowId=${DEMO_COMPANIES.baeckerei}`));
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("button", { name: /Mandant wechseln/ })).toHaveCount(0);
    await expect(bar.getByText("Schneiders Backstube")).toBeVisible();
    await expect(bar.getByRole("link", { name: /Hochladen/ })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Bank", exact: true })).toHaveCount(0);
    await expect(bar.getByRole("link", { name: "Buchhaltung", exact: true })).toHaveCount(0);
    await page.screenshot({ path: "test-results/shell-clerk.png" });
  });

  test("a blocked company shows the full-page block screen", async ({ page }) => {
    await signIn(page, "admin@demo.test", `/?clientCompanyRowId=${DEMO_COMPANIES.metallbau}`);
    await expect(page.getByRole("heading", { name: "Dieser Mandant wurde gesperrt" })).toBeVisible();
    await page.screenshot({ path: "test-results/shell-blocked.png" });
  });

  test("sends GraphQL as stored operation ids, never as query text", async ({ page }) => {
    const bodies: Record<string, unknown>[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/graphql") && request.method() === "POST") bodies.push(request.postDataJSON());
    });
    await signIn(page, "accountant@demo.test");
    await expect(page.getByRole("heading", { name: /Willkommen/ })).toBeVisible();
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body.doc_id).toMatch(/^[0-9a-f]{64}$/);
      expect(body).not.toHaveProperty("query");
    }
  });

  test("a route whose feature comes later says so clearly; unknown addresses are not found", async ({ page }) => {
    await signIn(
      page,
      "admin@demo.test",
      `/banking?clientCompanyRowId=${DEMO_COMPANIES.haustechnik}&fromDate=not-a-date`,
    );
    await expect(page.getByRole("heading", { name: "Bankkonten – kommt bald" })).toBeVisible();
    await page.goto(`/this/does/not/exist?clientCompanyRowId=${DEMO_COMPANIES.haustechnik}`);
    await expect(page.getByRole("heading", { name: "Diese Seite gibt es nicht" })).toBeVisible();
  });
});
