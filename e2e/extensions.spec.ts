import { expect, type Page, test } from "@playwright/test";
import { DEMO_COMPANIES, signIn, withE2eOwnerDatabase } from "./support.ts";

// /extensions and /faktoora in the real app: the integrations page shows each part to whom its
// gate allows and leads to the settings; the invoice-financing tool is framed (the sandbox page
// this server serves) for users with the company's feature or a token of their own, and refused
// at the route to everyone else, whatever address they type. The token never shows.

const TOKEN = "e2e-faktoora-token-7f3a9c2b";
// Changes the demo data here and puts it back: one test after the other.
test.describe.configure({ mode: "serial" });

const userMenu = (page: Page) => page.getByRole("banner").getByRole("button", { name: /Benutzermenü/ });

test("an admin of an unbranded company finds the extensions in the user menu and goes on to the cost units", async ({
  page,
}, testInfo) => {
  const company = DEMO_COMPANIES.haustechnik;
  await signIn(page, "admin@demo.test", `/?clientCompanyRowId=${company}`);
  await userMenu(page).click();
  await page.getByRole("menuitem", { name: "Erweiterungen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Erweiterungen" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/extensions\\?clientCompanyRowId=${company}`));
  for (const section of ["Ihr Konto", "Buchhaltung", "Bank und Kasse", "Anbindungen"]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Einrichten: Zwei-Faktor-Anmeldung" })).toHaveAttribute(
    "href",
    `/settings/user?clientCompanyRowId=${company}`,
  );
  for (const [name, key] of [
    ["Belege per E-Mail", "email"],
    ["GetMyInvoices", "getmyinvoices"],
    ["Fastbill", "fastbill"],
    ["Billomat", "billomat"],
  ]) {
    await expect(page.getByRole("link", { name: `Einrichten: ${name}` })).toHaveAttribute(
      "href",
      `/settings/${company}/integrations/${key}?clientCompanyRowId=${company}`,
    );
  }
  await page.screenshot({ path: testInfo.outputPath("extensions-admin.png"), fullPage: true });

  await page.getByRole("link", { name: "Kassenbücher verwalten: Kassenbücher" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kassenbücher" })).toBeVisible();
  await page.goBack();
  await page.getByRole("link", { name: "Kostenträger verwalten: Kostenträger" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kostenträger" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/settings/${company}/accounting/cost-units`));
});

test("a clerk without accounting, banking or admin access sees only the two-factor sign-in", async ({ page }) => {
  await signIn(page, "clerk@demo.test", `/extensions?clientCompanyRowId=${DEMO_COMPANIES.baeckerei}`);
  await expect(page.getByRole("heading", { level: 1, name: "Erweiterungen" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Ihr Konto"]);
  await expect(page.getByText("GetMyInvoices")).toHaveCount(0);
  await expect(page.getByText("Kostenträger")).toHaveCount(0);
});

test("external users are refused the extensions and the financing tool at the route", async ({ page }) => {
  // The demo external user chose English.
  await signIn(page, "external@demo.test", `/extensions?clientCompanyRowId=${DEMO_COMPANIES.haustechnik}`);
  await expect(
    page.getByRole("heading", { name: /Für externe Benutzer nicht verfügbar|Not available for external users/ }),
  ).toBeVisible();
  await page.goto(`/faktoora?clientCompanyRowId=${DEMO_COMPANIES.haustechnik}`);
  await expect(
    page.getByRole("heading", { name: /Für externe Benutzer nicht verfügbar|Not available for external users/ }),
  ).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("/faktoora typed by a user without the feature and without a token shows no tool", async ({ page }) => {
  await signIn(page, "clerk@demo.test", `/faktoora?clientCompanyRowId=${DEMO_COMPANIES.baeckerei}`);
  await expect(page.getByRole("heading", { level: 1, name: "Keine Rechnungsfinanzierung" })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Finanzierung", exact: true })).toHaveCount(0);
});

test("a user with a token gets the tool in a frame: the sandbox receives the token, which shows nowhere", async ({
  page,
}, testInfo) => {
  const company = DEMO_COMPANIES.baeckerei;
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await withE2eOwnerDatabase((pool) =>
    pool.query(
      `insert into app_private.faktoora_configs (user_id, client_company_id, token)
       select id, $1, $2 from app_public.users where email = 'clerk@demo.test'
       on conflict (user_id, client_company_id) do update set token = excluded.token`,
      [company, TOKEN],
    ),
  );
  try {
    await signIn(page, "clerk@demo.test", `/?clientCompanyRowId=${company}`);
    await page.getByRole("banner").getByRole("link", { name: "Finanzierung", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Rechnungsfinanzierung für/ })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Rechnungsfinanzierung (faktoora)"]');
    await expect(frame.getByRole("heading", { level: 1, name: "Rechnungen vorfinanzieren" })).toBeVisible();
    await expect(frame.getByRole("status")).toHaveText("Zugangstoken empfangen – Sie sind angemeldet.");
    await expect(frame.locator("#company")).toHaveText(/Backstube|Bäckerei/);
    await page.screenshot({ path: testInfo.outputPath("faktoora-token.png"), fullPage: true });

    // The token went in the fragment only: no request carried it, no text shows it, and the
    // sandbox took it out of its address.
    expect(requests.some((url) => url.includes(TOKEN))).toBe(false);
    await expect(page.locator("body")).not.toContainText(TOKEN);
    await expect(frame.locator("body")).not.toContainText(TOKEN);
    const inner = page.frames().find((f) => f.url().includes("/sandbox/faktoora"));
    expect(inner?.url()).not.toContain(TOKEN);
  } finally {
    await withE2eOwnerDatabase((pool) =>
      pool.query(
        `delete from app_private.faktoora_configs
         where client_company_id = $1 and user_id = (select id from app_public.users where email = 'clerk@demo.test')`,
        [company],
      ),
    );
  }
});

test("the company's iframe feature opens the tool without a token, in English too", async ({ page }, testInfo) => {
  const company = DEMO_COMPANIES.demoHandel;
  await withE2eOwnerDatabase((pool) =>
    pool.query(
      `insert into app_public.client_company_features (client_company_id, feature_id)
       select $1, id from app_public.features where name = 'FAKTOORA_IFRAME' on conflict do nothing`,
      [company],
    ),
  );
  try {
    await signIn(page, "admin@demo.test", `/faktoora?clientCompanyRowId=${company}`);
    const frame = page.frameLocator('iframe[title="Rechnungsfinanzierung (faktoora)"]');
    await expect(frame.getByRole("status")).toHaveText(/Kein Zugangstoken/);
    await userMenu(page).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    const englishFrame = page.frameLocator('iframe[title="Invoice financing (faktoora)"]');
    await expect(englishFrame.getByRole("heading", { level: 1, name: "Invoice financing" })).toBeVisible();
    await expect(englishFrame.getByRole("status")).toHaveText(/No access token/);
    await page.screenshot({ path: testInfo.outputPath("faktoora-feature-en.png"), fullPage: true });
  } finally {
    await withE2eOwnerDatabase(async (pool) => {
      await pool.query(
        `delete from app_public.client_company_features
         where client_company_id = $1 and feature_id = (select id from app_public.features where name = 'FAKTOORA_IFRAME')`,
        [company],
      );
      // The language is stored on the user: German again for the other tests.
      await pool.query("update app_public.users set language = 'de' where email = 'admin@demo.test'");
    });
  }
});
