/** The integrations page's parts (spec part 2: "/extensions: integrations page (multi-factor,
 * cost-unit and cash-account features gate parts)"), each shown only to whom its gate allows. */

export type ExtensionSectionKey = "security" | "accounting" | "banking" | "connectors";
export type ExtensionItemKey =
  "multiFactor" | "costUnits" | "cashAccounts" | "email" | "getmyinvoices" | "fastbill" | "billomat";

export interface ExtensionItem {
  key: ExtensionItemKey;
  /** Where its button leads (a path with the company in the search). */
  href: string;
  /** Two-factor sign-in: whether it is on for the signed-in user. */
  isActive?: boolean;
}

export interface ExtensionSection {
  key: ExtensionSectionKey;
  items: ExtensionItem[];
}

export interface ExtensionGateInput {
  clientCompanyRowId: string;
  /** The built-in sign-in manages passwords and TOTP (with another issuer, that issuer does). */
  isBuiltInSignIn: boolean;
  /** The user feature MFA: on once the user enrolled an authenticator app. */
  isMfaActive: boolean;
  hasAdminAccess: boolean;
  hasAccountingAccess: boolean;
  hasBankingAccess: boolean;
  hasCostUnitsFeature: boolean;
  hasCashAccountFeature: boolean;
}

/** The connectors of the company's integration settings, in the settings' order. */
export const CONNECTORS = ["email", "getmyinvoices", "fastbill", "billomat"] as const;

/** The page's sections for the signed-in user, empty ones left out. */
export function extensionSectionsFor(input: ExtensionGateInput): ExtensionSection[] {
  const id = input.clientCompanyRowId;
  const withCompany = (path: string) => `${path}?${new URLSearchParams({ clientCompanyRowId: id })}`;
  const sections: ExtensionSection[] = [
    {
      key: "security",
      // Enrolment happens in the user's own settings, which offer it with the built-in sign-in only.
      items: input.isBuiltInSignIn
        ? [{ key: "multiFactor", href: withCompany("/settings/user"), isActive: input.isMfaActive }]
        : [],
    },
    {
      key: "accounting",
      items:
        input.hasCostUnitsFeature && input.hasAccountingAccess
          ? [{ key: "costUnits", href: withCompany(`/settings/${id}/accounting/cost-units`) }]
          : [],
    },
    {
      key: "banking",
      items:
        input.hasCashAccountFeature && input.hasBankingAccess
          ? [{ key: "cashAccounts", href: withCompany(`/settings/bank/${id}/cash-books`) }]
          : [],
    },
    {
      key: "connectors",
      // The integration settings are an admin's (spec part 2 §6: admin access gates integrations).
      items: input.hasAdminAccess
        ? CONNECTORS.map((key) => ({ key, href: withCompany(`/settings/${id}/integrations/${key}`) }))
        : [],
    },
  ];
  return sections.filter((section) => section.items.length > 0);
}
