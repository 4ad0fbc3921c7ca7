import { expect, type Page, test } from "@playwright/test";
import { type FixtureDocument, seedListDocuments } from "../server/documents/listFixture.ts";
import { DEMO_COMPANIES, persistedId, signIn, withE2eOwnerDatabase } from "./support.ts";

/**
 * The documents list in a real browser. The demo companies hold about a hundred documents,
 * too few and too changeable to page through predictably, so the test writes its own: 150
 * invoices of one partner in Demo Handelsgesellschaft (numbered by age, so the order is
 * known), inserted as the database owner exactly as capture writes them.
 */
const COMPANY = DEMO_COMPANIES.demoHandel;
const RUN = String(Date.now()).slice(-6);
const PARTNER = `E2E Listenpartner ${RUN}`;
const COUNT = 150;
const OUTGOING = 30;
let partnerRowId = "";

const number = (i: number) => `E2E-${RUN}-${String(i).padStart(3, "0")}`;
const isoDaysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
};

test.beforeAll(async () => {
  // Invoice i is i days old (1 newest … 150 oldest), every fifth outgoing, every other paid.
  const documents: FixtureDocument[] = Array.from({ length: COUNT }, (_, index) => {
    const i = index + 1;
    const net = 100 + i;
    return {
      key: `d${i}`,
      type: i % 5 === 0 ? "OUTGOING_INVOICE" : "INCOMING_INVOICE",
      invoiceNumber: number(i),
      internalNumber: `INT-${RUN}-${i}`,
      invoiceDate: isoDaysAgo(i),
      dueDate: isoDaysAgo(i - 30),
      net: net.toFixed(2),
      total: (net * 1.19).toFixed(2),
      paid: i % 2 === 0,
      partner: PARTNER,
    };
  });
  const fixture = await withE2eOwnerDatabase((pool) => seedListDocuments(pool, COMPANY, documents));
  partnerRowId = fixture.partners[PARTNER]!;
});

const listUrl = (params: Record<string, string> = {}) =>
  `/documents?${new URLSearchParams({
    clientCompanyRowId: COMPANY,
    datePreset: "ALL",
    partnerCompanyRowIds: JSON.stringify([partnerRowId]),
    ...params,
  })}`;

const documentsCount = (page: Page) => page.getByTestId("documents-count");
/** The view switch's radio inputs are visually hidden: click their labels. */
const chooseView = (page: Page, view: string) => page.locator(`label[for$="-${view}"]`).click();
const filterButton = (page: Page) => page.getByRole("button", { name: /^Filter( \d+)?$/ });

test("page through a long list, combine filters, switch views and come back by URL", async ({ page }, testInfo) => {
  test.setTimeout(120_000); // a long walk through the list; a busy CI machine needs more than a minute
  await signIn(page, "admin@demo.test", listUrl());
  await expect(page.getByRole("heading", { level: 1, name: "Belege" })).toBeVisible();
  await expect(documentsCount(page)).toHaveText(`Belege ${COUNT}`);

  // Thumbnails (the default), newest invoice first, amounts and dates in German.
  const grid = page.getByRole("list", { name: "Kacheln" });
  await expect(grid.getByRole("listitem").first()).toContainText(number(1));
  await expect(grid.getByRole("listitem").first()).toContainText("120,19 €");
  await testInfo.attach("thumbnails", { body: await page.screenshot(), contentType: "image/png" });

  // Scrolling past the first page (70) loads the next ones, down to the oldest invoice.
  const pagination = page.waitForRequest(
    (request) =>
      request.url().endsWith("/graphql") &&
      (request.postData() ?? "").includes(persistedId("DocumentsListPaginationQuery")),
  );
  const scroller = page.getByTestId("documents-scroll");
  const oldest = grid.getByRole("listitem").filter({ hasText: number(COUNT) });
  await expect(async () => {
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(oldest).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await pagination;

  // The list view, sorted by partner by a click on its header, then back to the date.
  await chooseView(page, "LIST_VIEW");
  await expect(page).toHaveURL(/view=LIST_VIEW/);
  const table = page.getByRole("table", { name: "Liste" });
  await expect(table.getByRole("row").nth(1)).toContainText(number(1));
  await table.getByRole("button", { name: /^Belegnummer/ }).click();
  await expect(page).toHaveURL(/orderBy=INVOICE_NUMBER/);
  await expect(table.getByRole("columnheader", { name: /Belegnummer/ })).toHaveAttribute("aria-sort", "ascending");
  await table.getByRole("button", { name: /^Belegnummer/ }).click();
  await expect(table.getByRole("row").nth(1)).toContainText(number(COUNT));

  // The partner of the URL has its name in the chips and in the panel's picker (asked of the
  // server by id); Backspace in the empty search removes it, the server's search (whatever
  // the case) finds it again.
  const chips = page.getByRole("group", { name: "Aktive Filter" });
  await expect(chips).toContainText(`Partner: ${PARTNER}`);
  await filterButton(page).click();
  const partnerPicker = page.getByRole("combobox", { name: "Partner", exact: true });
  await expect(page.locator(".mantine-MultiSelect-pill", { hasText: PARTNER })).toBeVisible();
  await partnerPicker.click();
  await page.keyboard.press("Backspace");
  await expect(chips).not.toContainText("Partner:");
  await partnerPicker.fill(`listenpartner ${RUN}`);
  await page.getByRole("option", { name: PARTNER }).click();
  await page.keyboard.press("Escape");
  await expect(chips).toContainText(`Partner: ${PARTNER}`);
  await expect(documentsCount(page)).toHaveText(`Belege ${COUNT}`);

  // Combine filters in the panel: outgoing invoices, not paid.
  await page.getByRole("combobox", { name: "Belegart", exact: true }).click();
  await page.getByRole("option", { name: "Ausgangsrechnung" }).click();
  await page.keyboard.press("Escape");
  await expect(documentsCount(page)).toHaveText(`Belege ${OUTGOING}`);
  await page.getByRole("combobox", { name: "Zahlung", exact: true }).click();
  await page.getByRole("option", { name: "Nicht bezahlt" }).click();
  await expect(documentsCount(page)).toHaveText(`Belege ${OUTGOING / 2}`);
  await expect(chips).toContainText("Belegart: Ausgangsrechnung");
  await expect(chips).toContainText("Nicht bezahlt");
  await testInfo.attach("filters", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

  // Reload and a pasted link give the same list.
  const filteredUrl = page.url();
  await page.reload();
  await expect(documentsCount(page)).toHaveText(`Belege ${OUTGOING / 2}`);
  await expect(page.getByRole("group", { name: "Aktive Filter" })).toContainText("Belegart: Ausgangsrechnung");
  const pasted = await page.context().newPage();
  await pasted.goto(filteredUrl);
  await expect(documentsCount(pasted)).toHaveText(`Belege ${OUTGOING / 2}`);
  await pasted.close();

  // Back: the filter before "not paid".
  await page.goBack();
  await expect(documentsCount(page)).toHaveText(`Belege ${OUTGOING}`);
  // A chip removes its filter.
  await page.getByRole("button", { name: "Filter „Belegart: Ausgangsrechnung“ entfernen" }).click();
  await expect(documentsCount(page)).toHaveText(`Belege ${COUNT}`);

  // The internal number filters in the accounting view only.
  await page.goto(listUrl({ view: "ACCOUNTING_VIEW", internalNumber: `INT-${RUN}-15` }));
  await expect(documentsCount(page)).toHaveText("Belege 2"); // …-15 and …-150
  const accounting = page.getByRole("table", { name: "Buchhaltung" });
  await expect(accounting.getByRole("row").nth(1)).toContainText(`INT-${RUN}-15`);
  await testInfo.attach("accounting", { body: await page.screenshot(), contentType: "image/png" });
  await chooseView(page, "LIST_VIEW");
  await expect(documentsCount(page)).toHaveText(`Belege ${COUNT}`);

  // Keyboard: arrows move through the rows, Enter opens the document.
  const rows = page.getByRole("table", { name: "Liste" }).getByRole("row");
  await rows.nth(1).click({ position: { x: 400, y: 10 } });
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}/);
  await page.goBack();
  await rows.nth(1).focus();
  await page.keyboard.press("ArrowDown");
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}/);
});

test("presets are links that filter and show which one is in force", async ({ page }) => {
  await signIn(page, "admin@demo.test", `/documents?clientCompanyRowId=${COMPANY}`);
  const presets = page.getByRole("navigation", { name: "Schnellfilter" });
  await presets.getByRole("link", { name: "Offene Posten", exact: true }).click();
  await expect(page).toHaveURL(/paidStatus=NOT_PAID/);
  await expect(page).toHaveURL(/orderBy=DUE_DATE/);
  await expect(presets.getByRole("link", { name: "Offene Posten", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // Every document of the open items is open (the whole list: the statistics).
  const statistics = page.getByRole("region", { name: "Summen der gefilterten Belege" });
  await expect
    .poll(async () => {
      const text = (await statistics.innerText()).replace(/\s+/g, " ");
      return /Belege (\d+)/.exec(text)?.[1] === /Offen (\d+)/.exec(text)?.[1];
    })
    .toBe(true);

  await presets.getByRole("link", { name: "Rechnungen", exact: true }).click();
  await expect(page).toHaveURL(/documentTypes=/);
  await expect(presets.getByRole("link", { name: "Rechnungen", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(presets.getByRole("link", { name: "Offene Posten", exact: true })).not.toHaveAttribute("aria-current");

  await presets.getByRole("link", { name: "Neue Belege" }).click();
  await expect(page).toHaveURL(/dateFilterType=IMPORT_DATE/);
  // The test's own invoices were imported just now.
  await expect(documentsCount(page)).not.toHaveText("Belege 0");
  // A native select: its value is the preset, the chosen option shows its name.
  await expect(page.getByRole("combobox", { name: "Zeitraum" }).locator("option:checked")).toHaveText("Letzte 7 Tage");
});

test("a refused filter explains itself and keeps the list", async ({ page }) => {
  await signIn(page, "admin@demo.test", listUrl());
  await expect(documentsCount(page)).toHaveText(`Belege ${COUNT}`);
  await page.goto(listUrl({ minTotal: "500", maxTotal: "100" }));
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Dieser Filter wurde abgelehnt");
  await expect(alert).toContainText("Der Mindestbetrag ist größer als der Höchstbetrag.");
  // The unfiltered list stands below the message.
  await expect(page.getByTestId("documents-scroll")).toBeVisible();
});

test("the documents menu opens the list views and the open items", async ({ page }) => {
  await signIn(page, "admin@demo.test", `/?clientCompanyRowId=${DEMO_COMPANIES.haustechnik}`);
  await page.getByRole("button", { name: /^Belege/ }).click();
  await page.getByRole("menuitem", { name: "Offene Posten" }).click();
  await expect(page).toHaveURL(/\/documents\?.*view=LIST_VIEW.*paidStatus=NOT_PAID/);
  await expect(page.getByRole("table", { name: "Liste" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Schnellfilter" }).getByRole("link", { name: "Offene Posten", exact: true }),
  ).toHaveAttribute("aria-current", "page");
});
