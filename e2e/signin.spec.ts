import { expect, test } from "@playwright/test";
import { CSRF_HEADERS } from "../src/lib/csrf.ts";
import { fillLoginForm, persistedId } from "./support.ts";

const HOME_PAGE_QUERY_ID = persistedId("HomePageQuery");
/** Home, before or after the shell adds the default company to the address. */
const HOME_URL = /\/(\?clientCompanyRowId=[0-9a-f-]+)?$/;

test.describe("sign-in through the built-in identity provider", () => {
  test("signs in as the demo admin and lands on the dashboard", async ({ page }) => {
    await page.goto("/authorize");
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await page.screenshot({ path: "test-results/signin-login-page.png" });
    await fillLoginForm(page, "admin@demo.test", "demo-password-1");

    await expect(page).toHaveURL(HOME_URL);
    const session = (await page.context().cookies()).find((c) => c.name === "bw_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    // The session cookie opens the session on the server.
    const answer = await page.request.post("/graphql", {
      headers: { ...CSRF_HEADERS },
      data: {
        doc_id: HOME_PAGE_QUERY_ID,
        operationName: "HomePageQuery",
        variables: { clientCompanyRowId: "00000000-0000-0000-0000-000000000000", withCompany: false },
      },
    });
    expect(((await answer.json()) as { data: { currentUser: { fullName: string } } }).data.currentUser.fullName).toBe(
      "Thomas Müller",
    );
    await expect(page.getByRole("heading", { name: /^Übersicht – / })).toBeVisible();
  });

  test("signs out: server session ended, back at the sign-in page", async ({ page, context }) => {
    await page.goto("/authorize");
    await fillLoginForm(page, "admin@demo.test", "demo-password-1");
    await expect(page).toHaveURL(HOME_URL);
    const next = await context.newPage();
    await page.close();
    await next.goto("/logout");
    // Signing out ends at the sign-in page of the identity provider.
    await expect(next).toHaveURL(/\/oidc\/interaction\//);
    await expect(next.getByRole("heading", { name: "Anmelden" })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === "bw_session")).toBeUndefined();
  });

  test("returns to the page the user came from", async ({ page }) => {
    await page.goto("/authorize?returnTo=%2Fsettings%2Fuser");
    await fillLoginForm(page, "admin@demo.test", "demo-password-1");
    await expect(page).toHaveURL(/\/settings\/user(\?clientCompanyRowId=[0-9a-f-]+)?$/);
  });

  test("answers a wrong password with the generic error", async ({ page }) => {
    await page.goto("/authorize");
    await fillLoginForm(page, "admin@demo.test", "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse oder Passwort ist falsch.");
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue("admin@demo.test");
  });

  test("shows the provider's error description from the fragment", async ({ page }) => {
    await page.goto("/authorize#error=access_denied&error_description=Zugriff%20verweigert");
    await expect(page.getByRole("heading", { name: "Anmeldung fehlgeschlagen" })).toBeVisible();
    await expect(page.getByText("Zugriff verweigert")).toBeVisible();
  });
});
