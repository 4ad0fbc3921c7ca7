// The settings area's navigation (spec part 2, settings): the sections that exist, for the
// selected client company and what the signed-in user may do there.

export type SettingsNavItemKey =
  | "user"
  | "clientCompanies"
  | "adminCompanies"
  | "adminClients"
  | "companyInfo"
  | "companyConfig"
  | "companyUsers"
  | "externalUsers"
  | "userGroups"
  | "partnerCompanies"
  | "realEstateObjects"
  | "tags"
  | "exports"
  | "license"
  | "extractionService"
  | "workflows"
  | "rules"
  | "wizards"
  | "integrations"
  | "bankConnections"
  | "bankAccounts"
  | "creditCards"
  | "cashBooks"
  | "moneyCategories"
  | "documentCategories"
  | "generalLedgerAccounts"
  | "partnerAccounts"
  | "vats"
  | "costCenters"
  | "costUnits"
  | "euOss";

export interface SettingsNavItem {
  key: SettingsNavItemKey;
  /** Path of the page (without search). */
  path: string;
  /** The path prefix under which the item is the current one. */
  activePrefix: string;
  /** The item is current only on exactly its path (an index page whose section has others). */
  isExact?: boolean;
}

export type SettingsNavSectionKey = "personal" | "firm" | "admin" | "company" | "automation" | "bank" | "accounting";

export interface SettingsNavSection {
  key: SettingsNavSectionKey;
  items: SettingsNavItem[];
}

/** What the signed-in user may do, for the URL's company (spec part 1 §6, part 2 §6). */
export interface SettingsNavigationInput {
  clientCompanyRowId: string | null | undefined;
  hasBankingAccess: boolean;
  hasCashAccountFeature: boolean;
  /** Super admins see the admin area and the extraction service (spec part 2 §6). */
  isSuperAdmin?: boolean;
  /** Provider staff (and super admins) see their client companies. */
  hasClientListAccess?: boolean;
  /** Admin access gates company config, users (spec part 2 §6). */
  hasAdminAccess?: boolean;
  /** Company-manage access gates the company settings. */
  hasCompanyManageAccess?: boolean;
  /** Company-tags-manage access gates the tags. */
  hasCompanyTagsManageAccess?: boolean;
  /** Settings-license access (contract start, billing, admin or accounting). */
  hasSettingsLicenseAccess?: boolean;
  /** Accounting access gates the accounting settings (spec part 2 §6). */
  hasAccountingAccess?: boolean;
  /** The company's features that add pages. */
  hasUserGroupFeature?: boolean;
  hasRealEstateObjectsFeature?: boolean;
  hasCostCentersFeature?: boolean;
  hasCostUnitsFeature?: boolean;
  hasEuOssFeature?: boolean;
  hasRulesFeature?: boolean;
  hasWizardWorkflowAndApprovalsFeature?: boolean;
}

const item = (key: SettingsNavItemKey, path: string, isExact = false): SettingsNavItem =>
  isExact ? { key, path, activePrefix: path, isExact } : { key, path, activePrefix: path };

/** The sections the user may open; a section without items is left out. */
export function settingsNavigation(input: SettingsNavigationInput): SettingsNavSection[] {
  const { clientCompanyRowId: id, isSuperAdmin = false } = input;
  const sections: SettingsNavSection[] = [{ key: "personal", items: [item("user", "/settings/user")] }];
  const push = (key: SettingsNavSectionKey, items: (SettingsNavItem | false)[]) => {
    const shown = items.filter((entry): entry is SettingsNavItem => entry !== false);
    if (shown.length > 0) sections.push({ key, items: shown });
  };
  push("firm", [(isSuperAdmin || input.hasClientListAccess === true) && item("clientCompanies", "/settings/clients")]);
  push("admin", [
    isSuperAdmin && item("adminCompanies", "/settings/admin/companies"),
    isSuperAdmin && item("adminClients", "/settings/admin/clients"),
  ]);
  if (!id) return sections;

  const company = `/settings/${id}`;
  const isAdmin = input.hasAdminAccess === true;
  const canManage = input.hasCompanyManageAccess === true;
  push("company", [
    canManage && item("companyInfo", `${company}/company`, true),
    canManage && isAdmin && item("companyConfig", `${company}/company/config`),
    isAdmin && item("companyUsers", `${company}/company/users/access`),
    isAdmin && item("externalUsers", `${company}/company/users/external-users`),
    isAdmin && input.hasUserGroupFeature === true && item("userGroups", `${company}/company/users/user-groups`),
    canManage && item("partnerCompanies", `${company}/company/partner-companies`),
    canManage &&
      input.hasRealEstateObjectsFeature === true &&
      item("realEstateObjects", `${company}/company/real-estate-objects`),
    input.hasCompanyTagsManageAccess === true && item("tags", `${company}/tags`),
    // The booking exports (spec: {clientCompanyRowId}/exports) with admin or accounting access.
    (isAdmin || input.hasAccountingAccess === true) && item("exports", `${company}/exports`),
    input.hasSettingsLicenseAccess === true && item("license", `${company}/license`),
    isSuperAdmin && item("extractionService", `${company}/extraction-service`),
  ]);

  // Workflows, rules, wizards and integrations: admin access, rules and wizards each with their
  // feature (spec part 2 §6, "Admin access gates … workflows, rules, integrations, wizards").
  push("automation", [
    isAdmin && item("workflows", `${company}/workflows`),
    isAdmin && input.hasRulesFeature === true && item("rules", `${company}/rules`),
    isAdmin &&
      input.hasWizardWorkflowAndApprovalsFeature === true &&
      item("wizards", `${company}/wizards/workflow-and-approvals`),
    // e-mail, GetMyInvoices, Fastbill, Billomat (the index opens the e-mail page)
    isAdmin && item("integrations", `${company}/integrations`),
  ]);

  // Bank settings need banking access (spec part 2 §6) and belong to one company.
  if (input.hasBankingAccess) {
    const bank = `/settings/bank/${id}`;
    push("bank", [
      item("bankConnections", "/settings/bank/connections"),
      item("bankAccounts", `${bank}/accounts`),
      item("creditCards", `${bank}/credit-cards`),
      input.hasCashAccountFeature && item("cashBooks", `${bank}/cash-books`),
      item("moneyCategories", `${bank}/categories`),
    ]);
  }
  // Accounting settings need accounting access (spec part 2 §6); some pages need their feature.
  if (input.hasAccountingAccess === true) {
    const accounting = `${company}/accounting`;
    push("accounting", [
      item("documentCategories", `${accounting}/categories`),
      item("generalLedgerAccounts", `${accounting}/general-ledger-accounts`),
      item("partnerAccounts", `${accounting}/partner-accounts`),
      item("vats", `${accounting}/vats`),
      input.hasCostCentersFeature === true && item("costCenters", `${accounting}/cost-centers`),
      input.hasCostUnitsFeature === true && item("costUnits", `${accounting}/cost-units`),
      input.hasEuOssFeature === true && item("euOss", `${accounting}/eu-oss`),
    ]);
  }
  return sections;
}

/** Whether the item is the page at `pathname` (or one of its create and detail pages). */
export function isSettingsNavItemActive(item: SettingsNavItem, pathname: string): boolean {
  // Row ids in paths are case-insensitive (the routes accept upper-case UUIDs).
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  const prefix = item.activePrefix.toLowerCase();
  if (item.isExact) return path === prefix;
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The item's link in the company (every page carries it in the search, spec §2.2). */
export function settingsNavHref(item: SettingsNavItem, clientCompanyRowId: string | null | undefined): string {
  return clientCompanyRowId ? `${item.path}?${new URLSearchParams({ clientCompanyRowId })}` : item.path;
}
