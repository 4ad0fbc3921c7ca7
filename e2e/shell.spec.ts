import { expect, test } from "@playwright/test";

test.describe("the application shell", () => {
  test("loads in German, titles pages '%s | Belegwerk' and switches to English for good", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Startseite | Belegwerk");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // The card is rendered from the answer of the persisted HomePageQuery.
    await expect(page.getByRole("heading", { name: "Sie sind nicht angemeldet" })).toBeVisible();
    await page.screenshot({ path: "test-results/shell-home-de.png" });

    await page.getByRole("button", { name: "Sprache wählen" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page).toHaveTitle("Home | Belegwerk");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "You are not signed in" })).toBeVisible();

    await page.reload();
    await expect(page).toHaveTitle("Home | Belegwerk");
    await page.screenshot({ path: "test-results/shell-home-en.png" });
  });

  test("sends GraphQL as a stored operation id, never as query text", async ({ page }) => {
    const bodies: Record<string, unknown>[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/graphql") && request.method() === "POST") bodies.push(request.postDataJSON());
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Sie sind nicht angemeldet" })).toBeVisible();
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body.doc_id).toMatch(/^[0-9a-f]{64}$/);
      expect(body).not.toHaveProperty("query");
      expect(body.operationName).toBe("HomePageQuery");
    }
  });

  test("a route whose feature comes later says so clearly and leads home", async ({ page }) => {
    await page.goto("/banking?fromDate=not-a-date&maxMatchedCount=-3");
    await expect(page).toHaveTitle("Bankkonten | Belegwerk");
    await expect(page.getByRole("heading", { name: "Bankkonten – kommt bald" })).toBeVisible();
    await page.screenshot({ path: "test-results/shell-coming-soon.png" });
    await page.getByRole("link", { name: "Zur Startseite", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("Startseite | Belegwerk");
  });

  test("an unknown address shows a translated not-found page", async ({ page }) => {
    await page.goto("/this/does/not/exist");
    await expect(page.getByRole("heading", { name: "Diese Seite gibt es nicht" })).toBeVisible();
  });
});
