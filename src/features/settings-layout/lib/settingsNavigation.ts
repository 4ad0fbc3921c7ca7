// The settings area's navigation (spec part 2, settings): the sections that exist, for the
// selected client company and what the signed-in user may do there.

export type SettingsNavItemKey =
  | "user"
  | "companyUsers"
  | "exports"
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
}

export interface SettingsNavSection {
  key: "personal" | "company" | "bank" | "accounting";
  items: SettingsNavItem[];
}

export interface SettingsNavigationInput {
  clientCompanyRowId: string | null | undefined;
  hasBankingAccess: boolean;
  hasCashAccountFeature: boolean;
  /** Admins of the company (and super admins) manage its users. */
  hasAdminAccess?: boolean;
  /** Accounting access gates the accounting settings (spec part 2 §6). */
  hasAccountingAccess?: boolean;
  /** The company's features that add accounting pages. */
  hasCostCentersFeature?: boolean;
  hasCostUnitsFeature?: boolean;
  hasEuOssFeature?: boolean;
}

export function settingsNavigation({
  clientCompanyRowId,
  hasBankingAccess,
  hasCashAccountFeature,
  hasAdminAccess = false,
  hasAccountingAccess = false,
  hasCostCentersFeature = false,
  hasCostUnitsFeature = false,
  hasEuOssFeature = false,
}: SettingsNavigationInput): SettingsNavSection[] {
  const sections: SettingsNavSection[] = [
    { key: "personal", items: [{ key: "user", path: "/settings/user", activePrefix: "/settings/user" }] },
  ];
  if (clientCompanyRowId && (hasAdminAccess || hasAccountingAccess)) {
    const exports = `/settings/${clientCompanyRowId}/exports`;
    sections.push({
      key: "company",
      items: [
        ...(hasAdminAccess
          ? [{ key: "companyUsers" as const, path: "/settings/users", activePrefix: "/settings/users" }]
          : []),
        // The booking exports (spec: {clientCompanyRowId}/exports) with admin or accounting access.
        { key: "exports", path: exports, activePrefix: exports },
      ],
    });
  }
  // Bank settings need banking access (spec part 2 §6) and belong to one company.
  if (clientCompanyRowId && hasBankingAccess) {
    const company = `/settings/bank/${clientCompanyRowId}`;
    const item = (key: SettingsNavItemKey, segment: string): SettingsNavItem => ({
      key,
      path: `${company}/${segment}`,
      activePrefix: `${company}/${segment}`,
    });
    sections.push({
      key: "bank",
      items: [
        { key: "bankConnections", path: "/settings/bank/connections", activePrefix: "/settings/bank/connections" },
        item("bankAccounts", "accounts"),
        item("creditCards", "credit-cards"),
        ...(hasCashAccountFeature ? [item("cashBooks", "cash-books")] : []),
        item("moneyCategories", "categories"),
      ],
    });
  }
  // Accounting settings need accounting access (spec part 2 §6); some pages need their feature.
  if (clientCompanyRowId && hasAccountingAccess) {
    const company = `/settings/accounting/${clientCompanyRowId}`;
    const item = (key: SettingsNavItemKey, segment: string): SettingsNavItem => ({
      key,
      path: `${company}/${segment}`,
      activePrefix: `${company}/${segment}`,
    });
    sections.push({
      key: "accounting",
      items: [
        item("documentCategories", "categories"),
        item("generalLedgerAccounts", "general-ledger-accounts"),
        item("partnerAccounts", "partner-accounts"),
        item("vats", "vats"),
        ...(hasCostCentersFeature ? [item("costCenters", "cost-centers")] : []),
        ...(hasCostUnitsFeature ? [item("costUnits", "cost-units")] : []),
        ...(hasEuOssFeature ? [item("euOss", "eu-oss")] : []),
      ],
    });
  }
  return sections;
}

/** Whether the item is the page at `pathname` (or one of its create and detail pages). */
export function isSettingsNavItemActive(item: SettingsNavItem, pathname: string): boolean {
  // Row ids in paths are case-insensitive (the routes accept upper-case UUIDs).
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  const prefix = item.activePrefix.toLowerCase();
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The item's link in the company (every page carries it in the search, spec §2.2). */
export function settingsNavHref(item: SettingsNavItem, clientCompanyRowId: string | null | undefined): string {
  return clientCompanyRowId ? `${item.path}?${new URLSearchParams({ clientCompanyRowId })}` : item.path;
}
