import AxeBuilder from "@axe-core/playwright";
import { writeFileSync } from "node:fs";
import { expect, type Page, test, type TestInfo } from "@playwright/test";
import { seedListDocuments } from "../server/documents/listFixture.ts";
import { DEMO_COMPANIES, signIn, withE2eOwnerDatabase } from "./support.ts";

/**
 * The WCAG 2.1 AA rules of axe-core over the main screens of the production build, in
 * German: no screen may have a single violation. Contrast and ARIA are fixed in the theme
 * and the shared components, so a failure here usually means a new screen bypassed them.
 */
const COMPANY = DEMO_COMPANIES.haustechnik;
const RUN = String(Date.now()).slice(-6);
const NUMBER = `E2E-A11Y-${RUN}`;
let documentRowId = "";

test.beforeAll(async () => {
  const fixture = await withE2eOwnerDatabase((pool) =>
    seedListDocuments(pool, COMPANY, [
      {
        key: "invoice",
        type: "INCOMING_INVOICE",
        partner: `E2E Barrierefrei ${RUN}`,
        invoiceNumber: NUMBER,
        invoiceDate: new Date().toISOString().slice(0, 10),
        net: "100.00",
        total: "119.00",
      },
    ]),
  );
  documentRowId = fixture.ids.invoice!;
});

/** Waits until the screen has its heading and nothing on it is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"], .mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0);
}

/** Runs the WCAG 2.0/2.1 A and AA rules; the failure message lists every violation. */
async function expectNoViolations(page: Page, testInfo: TestInfo) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.help}\n` +
        violation.nodes
          .slice(0, 8)
          .map((node) => `  ${node.target.join(" ")}\n    ${node.failureSummary?.replaceAll("\n", "\n    ")}`)
          .join("\n"),
    )
    .join("\n");
  if (violations.length > 0)
    writeFileSync(testInfo.outputPath("axe-violations.json"), JSON.stringify(violations, null, 2));
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.length}`),
    report,
  ).toEqual([]);
}

const inCompany = (path: string, params: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ clientCompanyRowId: COMPANY, ...params })}`;

test("the sign-in page", async ({ page }, testInfo) => {
  await page.goto("/authorize");
  await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
  await expectNoViolations(page, testInfo);
});

const SCREENS: { name: string; path: () => string }[] = [
  { name: "dashboard", path: () => inCompany("/", { period: "ALL" }) },
  { name: "documents list", path: () => inCompany("/documents", { datePreset: "ALL" }) },
  { name: "document details, review tab", path: () => inCompany(`/documents/${documentRowId}`, { tab: "review" }) },
  {
    name: "document details, accounting tab",
    path: () => inCompany(`/documents/${documentRowId}`, { tab: "accounting" }),
  },
  { name: "document details, payment tab", path: () => inCompany(`/documents/${documentRowId}`, { tab: "payment" }) },
  { name: "banking", path: () => inCompany("/banking") },
  { name: "upload", path: () => inCompany("/upload") },
  { name: "extensions", path: () => inCompany("/extensions") },
  { name: "invoice financing, refused", path: () => inCompany("/faktoora") },
  { name: "settings: user", path: () => inCompany("/settings/user") },
  {
    name: "settings: users › access",
    path: () => `/settings/${COMPANY}/company/users/access?clientCompanyRowId=${COMPANY}`,
  },
  { name: "settings: bank connections", path: () => inCompany("/settings/bank/connections") },
  { name: "settings: bank accounts", path: () => `/settings/bank/${COMPANY}/accounts?clientCompanyRowId=${COMPANY}` },
];

for (const screen of SCREENS) {
  test(screen.name, async ({ page }, testInfo) => {
    await signIn(page, "admin@demo.test", screen.path());
    await settled(page);
    await expectNoViolations(page, testInfo);
  });
}
