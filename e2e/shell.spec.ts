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
    await expect(page.getByRole("heading", { name: "Übersicht – Müller Haustechnik GmbH" })).toBeVisible();
    const bar = page.getByRole("banner");
    for (const name of ["Übersicht", "Bank", "Buchhaltung"]) {
      await expect(bar.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // The approvals link names its open requests when there are any ("Freigaben – 3 offene Anfragen").
    await expect(bar.getByRole("link", { name: /^Freigaben( – .*)?$/ })).toBeVisible();
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
    await expect(page.getByRole("heading", { name: /^Übersicht – / })).toBeVisible();
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body.doc_id).toMatch(/^[0-9a-f]{64}$/);
      expect(body).not.toHaveProperty("query");
    }
  });

  test("a page ignores search parameters it does not take; unknown addresses are not found", async ({ page }) => {
    await signIn(
      page,
      "admin@demo.test",
      `/extensions?clientCompanyRowId=${DEMO_COMPANIES.haustechnik}&fromDate=not-a-date`,
    );
    await expect(page.getByRole("heading", { level: 1, name: "Erweiterungen" })).toBeVisible();
    await page.goto(`/this/does/not/exist?clientCompanyRowId=${DEMO_COMPANIES.haustechnik}`);
    await expect(page.getByRole("heading", { name: "Diese Seite gibt es nicht" })).toBeVisible();
  });
});

test.describe("switching and special users", () => {
  test("admin switches company with the picker and stays in the same area", async ({ page }) => {
    await signIn(page, "admin@demo.test", `/banking?clientCompanyRowId=${DEMO_COMPANIES.haustechnik}`);
    await expect(page.getByRole("heading", { level: 1, name: "Kontoumsätze" })).toBeVisible();
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Mandant wechseln/ })
      .click();
    await page.getByLabel("Mandanten suchen").fill("Backstube");
    await page.getByRole("option", { name: /Schneiders Backstube/ }).click();
    await expect(page).toHaveURL(new RegExp(`/banking\\?.*clientCompanyRowId=${DEMO_COMPANIES.baeckerei}`));
    await expect(page.getByRole("heading", { level: 1, name: "Kontoumsätze" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: /Schneiders Backstube/ })).toBeVisible();
    // Choosing stored Schneiders Backstube as the default: switch back so other tests find
    // the admin's usual default company.
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Mandant wechseln/ })
      .click();
    await page.getByLabel("Mandanten suchen").fill("Haustechnik");
    await page.getByRole("option", { name: /Müller Haustechnik/ }).click();
    await expect(page).toHaveURL(new RegExp(`clientCompanyRowId=${DEMO_COMPANIES.haustechnik}`));
  });

  test("a scheduled block shows the warning banner with the time left", async ({ page }) => {
    await signIn(page, "admin@demo.test", `/?clientCompanyRowId=${DEMO_COMPANIES.logistik}`);
    await expect(page.getByText(/Kranich Logistik GmbH wird in \d+ Tagen gesperrt/)).toBeVisible();
    await page.screenshot({ path: "test-results/shell-scheduled-block.png" });
  });

  test("super admin: sees every company in the picker and is not stopped by a block", async ({ page }) => {
    await signIn(page, "superadmin@demo.test", `/?clientCompanyRowId=${DEMO_COMPANIES.metallbau}`);
    await expect(page.getByRole("heading", { name: "Dieser Mandant wurde gesperrt" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("button", { name: /Mandant wechseln/ })).toBeVisible();
    await page.screenshot({ path: "test-results/shell-superadmin.png" });
  });

  test("accountant: accounting and banking, no admin quick actions", async ({ page }) => {
    await signIn(page, "accountant@demo.test");
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("link", { name: "Buchhaltung", exact: true })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Bank", exact: true })).toBeVisible();
    await page.screenshot({ path: "test-results/shell-accountant.png" });
  });

  test("external user: confined to shared documents, in their own language", async ({ page }) => {
    await signIn(page, "external@demo.test", "/banking");
    // The demo external user chose English; the user's stored language applies after sign-in.
    await expect(page.getByRole("heading", { name: "Not available for external users" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await page.screenshot({ path: "test-results/shell-external.png" });
  });
});

test("demo mode: the admin of a DEMO company switches to the simple view and back", async ({ page }) => {
  await signIn(page, "admin@demo.test", `/?clientCompanyRowId=${DEMO_COMPANIES.demoHandel}`);
  const bar = page.getByRole("banner");
  await expect(bar.getByRole("link", { name: /Hochladen/ })).toBeVisible();
  await bar.getByRole("button", { name: /Benutzermenü/ }).click();
  await page.getByRole("menuitem", { name: "Demo-Modus: einfache Ansicht" }).click();
  // COLLABORATION_ONLY: no documents-manage access, so no upload; the home page reloads.
  await expect(page).toHaveURL(new RegExp(`/\\?clientCompanyRowId=${DEMO_COMPANIES.demoHandel}`));
  await expect(page.getByRole("banner").getByRole("link", { name: /Hochladen/ })).toHaveCount(0);
  await page.screenshot({ path: "test-results/shell-demo-simple.png" });
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Benutzermenü/ })
    .click();
  await page.getByRole("menuitem", { name: "Zurück zur vollen Ansicht" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: /Hochladen/ })).toBeVisible();
});
