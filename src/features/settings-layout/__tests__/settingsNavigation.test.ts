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
      ["company", ["companyUsers", "externalUsers", "exports"]],
      ["automation", ["workflows", "integrations"]],
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

  it("gates each company page by its access and feature (spec part 2 §6)", () => {
    const base = { clientCompanyRowId: COMPANY, hasBankingAccess: false, hasCashAccountFeature: false };
    const company = (input: Partial<Parameters<typeof settingsNavigation>[0]>) =>
      settingsNavigation({ ...base, ...input })
        .find((section) => section.key === "company")
        ?.items.map((i) => i.key);
    // Company-manage access alone: the info page and the partner companies.
    expect(company({ hasCompanyManageAccess: true })).toEqual(["companyInfo", "partnerCompanies"]);
    // Real-estate objects need the feature too; tags their own access; the licence its own.
    expect(
      company({
        hasCompanyManageAccess: true,
        hasRealEstateObjectsFeature: true,
        hasCompanyTagsManageAccess: true,
        hasSettingsLicenseAccess: true,
      }),
    ).toEqual(["companyInfo", "partnerCompanies", "realEstateObjects", "tags", "license"]);
    // Admins: config, users, external users; user groups with the feature.
    expect(company({ hasCompanyManageAccess: true, hasAdminAccess: true, hasUserGroupFeature: true })).toEqual([
      "companyInfo",
      "companyConfig",
      "companyUsers",
      "externalUsers",
      "userGroups",
      "partnerCompanies",
      "exports",
    ]);
    // The extraction service and the admin area only for super admins.
    expect(company({ isSuperAdmin: true })).toEqual(["extractionService"]);
    expect(keys(settingsNavigation({ ...base, isSuperAdmin: true })).slice(0, 3)).toEqual([
      ["personal", ["user"]],
      ["firm", ["clientCompanies"]],
      ["admin", ["adminCompanies", "adminClients"]],
    ]);
    // Without a company in the URL only the pages that belong to none.
    expect(keys(settingsNavigation({ ...base, clientCompanyRowId: null, isSuperAdmin: true }))).toEqual([
      ["personal", ["user"]],
      ["firm", ["clientCompanies"]],
      ["admin", ["adminCompanies", "adminClients"]],
    ]);
  });

  it("shows workflows and integrations to admins, rules and the wizards only with their feature", () => {
    const base = { clientCompanyRowId: COMPANY, hasBankingAccess: false, hasCashAccountFeature: false };
    const automation = (input: Partial<Parameters<typeof settingsNavigation>[0]>) =>
      settingsNavigation({ ...base, ...input })
        .find((section) => section.key === "automation")
        ?.items.map((i) => [i.key, i.path]);
    // Not an admin: no section at all, even with both features.
    expect(automation({ hasRulesFeature: true, hasWizardWorkflowAndApprovalsFeature: true })).toBeUndefined();
    expect(automation({ hasAdminAccess: true })).toEqual([
      ["workflows", `/settings/${COMPANY}/workflows`],
      ["integrations", `/settings/${COMPANY}/integrations`],
    ]);
    expect(
      automation({ hasAdminAccess: true, hasRulesFeature: true, hasWizardWorkflowAndApprovalsFeature: true }),
    ).toEqual([
      ["workflows", `/settings/${COMPANY}/workflows`],
      ["rules", `/settings/${COMPANY}/rules`],
      ["wizards", `/settings/${COMPANY}/wizards/workflow-and-approvals`],
      ["integrations", `/settings/${COMPANY}/integrations`],
    ]);
  });

  it("marks the company info page current only on itself, not on the pages below it", () => {
    const sections = settingsNavigation({
      clientCompanyRowId: COMPANY,
      hasBankingAccess: false,
      hasCashAccountFeature: false,
      hasCompanyManageAccess: true,
    });
    const info = sections.find((section) => section.key === "company")!.items[0]!;
    expect(isSettingsNavItemActive(info, `/settings/${COMPANY}/company`)).toBe(true);
    expect(isSettingsNavItemActive(info, `/settings/${COMPANY}/company/partner-companies`)).toBe(false);
  });
});
