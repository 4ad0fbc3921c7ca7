import { expect, test } from "@playwright/test";
import { formatDate, todayIsoDate } from "../src/lib/calendarDate.ts";
import { licensePeriods } from "../src/lib/licensePeriods.ts";
import { DEMO_COMPANIES, signIn } from "./support.ts";

// Settings › licence and › extraction service in the real app: the licence's periods are the ones
// the shared module computes from the demo contract start (01.03.2024), people without
// settings-license access and non-super-admins are refused, and without a configured custom
// extraction service the page says why nothing can be switched.

test("an admin sees the licence periods of the contract", async ({ page }) => {
  const company = DEMO_COMPANIES.haustechnik;
  await signIn(page, "admin@demo.test", `/settings/${company}/license`);
  await expect(page.getByRole("heading", { name: "Lizenz", level: 1 })).toBeVisible();
  await expect(page.getByText("01.03.2024")).toBeVisible();
  const periods = licensePeriods("2024-03-01", todayIsoDate(new Date(), "Europe/Berlin"));
  const current = page.getByRole("region", { name: "Aktueller Zeitraum" });
  await expect(
    current.getByText(`${formatDate(periods.fromDate, "de")} – ${formatDate(periods.untilDate, "de")}`),
  ).toBeVisible();
  await expect(current.getByText(/Hochrechnung: \d+ Belege/)).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Abgerechnete Mandanten" }).getByText("Müller Haustechnik GmbH"),
  ).toBeVisible();
});

test("a company billed by another has no licence page for its people", async ({ page }) => {
  await signIn(page, "clerk@demo.test", `/settings/${DEMO_COMPANIES.baeckerei}/license`);
  await expect(page.getByText(/Die Lizenz sehen Administratoren und Buchhalter/)).toBeVisible();
});

test("the extraction service is for super admins, and says why nothing can be switched", async ({ page, browser }) => {
  const company = DEMO_COMPANIES.haustechnik;
  await signIn(page, "superadmin@demo.test", `/settings/${company}/extraction-service`);
  await expect(page.getByRole("heading", { name: "Erkennungsdienst", level: 1 })).toBeVisible();
  await expect(page.getByText("Kein eigener Erkennungsdienst eingerichtet")).toBeVisible();
  await expect(page.getByRole("table", { name: "Belegkategorien" }).getByText("Eingangsrechnungen")).toBeVisible();
  await expect(page.getByRole("switch")).toHaveCount(0);

  const admin = await browser.newPage();
  await signIn(admin, "admin@demo.test", `/settings/${company}/extraction-service`);
  await expect(admin.getByText("Den Erkennungsdienst verwalten nur Super-Admins.")).toBeVisible();
  await admin.close();
});
