import { describe, expect, it } from "vitest";
import { isSettingsNavItemActive, settingsNavHref, settingsNavigation } from "../lib/settingsNavigation.ts";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const keys = (sections: ReturnType<typeof settingsNavigation>) =>
  sections.map((section) => [section.key, section.items.map((item) => item.key)]);

describe("settingsNavigation", () => {
  it("offers the bank section with banking access, cash books only with the feature", () => {
    expect(
      keys(settingsNavigation({ clientCompanyRowId: COMPANY, hasBankingAccess: true, hasCashAccountFeature: false })),
    ).toEqual([
      ["personal", ["user"]],
      ["bank", ["bankConnections", "bankAccounts", "creditCards", "moneyCategories"]],
    ]);
    expect(
      keys(
        settingsNavigation({ clientCompanyRowId: COMPANY, hasBankingAccess: true, hasCashAccountFeature: true }),
      )[1]?.[1],
    ).toContain("cashBooks");
  });

  it("leaves the bank section out without banking access or without a company", () => {
    expect(
      keys(settingsNavigation({ clientCompanyRowId: COMPANY, hasBankingAccess: false, hasCashAccountFeature: true })),
    ).toEqual([["personal", ["user"]]]);
    expect(
      keys(settingsNavigation({ clientCompanyRowId: null, hasBankingAccess: true, hasCashAccountFeature: true })),
    ).toEqual([["personal", ["user"]]]);
  });

  it("marks an item current on its list, create and detail pages only", () => {
    const [, bank] = settingsNavigation({
      clientCompanyRowId: COMPANY,
      hasBankingAccess: true,
      hasCashAccountFeature: true,
    });
    const accounts = bank!.items.find((item) => item.key === "bankAccounts")!;
    expect(isSettingsNavItemActive(accounts, `/settings/bank/${COMPANY}/accounts`)).toBe(true);
    expect(isSettingsNavItemActive(accounts, `/settings/bank/${COMPANY.toUpperCase()}/accounts/create`)).toBe(true);
    expect(isSettingsNavItemActive(accounts, `/settings/bank/${COMPANY}/accounts-old`)).toBe(false);
    expect(isSettingsNavItemActive(accounts, `/settings/bank/${COMPANY}/credit-cards`)).toBe(false);
    expect(settingsNavHref(accounts, COMPANY)).toBe(`/settings/bank/${COMPANY}/accounts?clientCompanyRowId=${COMPANY}`);
  });

  it("shows the accounting pages with accounting access, the feature pages only with their feature", () => {
    const base = { clientCompanyRowId: COMPANY, hasBankingAccess: false, hasCashAccountFeature: false };
    expect(keys(settingsNavigation({ ...base, hasAccountingAccess: true }))).toEqual([
      ["personal", ["user"]],
      ["company", ["exports"]],
      ["accounting", ["documentCategories", "generalLedgerAccounts", "partnerAccounts", "vats"]],
    ]);
    expect(
      keys(
        settingsNavigation({
          ...base,
          hasAccountingAccess: true,
          hasAdminAccess: true,
          hasCostCentersFeature: true,
          hasCostUnitsFeature: true,
          hasEuOssFeature: true,
        }),
      ),
    ).toEqual([
      ["personal", ["user"]],
      ["company", ["companyUsers", "exports"]],
      [
        "accounting",
        ["documentCategories", "generalLedgerAccounts", "partnerAccounts", "vats", "costCenters", "costUnits", "euOss"],
      ],
    ]);
    // The features alone open nothing without accounting access.
    expect(keys(settingsNavigation({ ...base, hasCostCentersFeature: true, hasEuOssFeature: true }))).toEqual([
      ["personal", ["user"]],
    ]);
  });
});
