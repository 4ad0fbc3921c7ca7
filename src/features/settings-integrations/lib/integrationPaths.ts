import { INTEGRATION_PATHS, type IntegrationProvider } from "../../../lib/integrations/integrationProviders.ts";

/** The integrations' tabs, in their order: the e-mail page (its own feature) and the connectors. */
export const INTEGRATION_TABS = ["email", "getmyinvoices", "fastbill", "billomat"] as const;
export type IntegrationTab = (typeof INTEGRATION_TABS)[number];

/** The page of a tab; every settings page carries the company in its search (spec §2.2). */
export const integrationHref = (clientCompanyRowId: string, tab: IntegrationTab): string =>
  `/settings/${clientCompanyRowId}/integrations/${tab}?${new URLSearchParams({ clientCompanyRowId })}`;

export const tabOfProvider = (provider: IntegrationProvider): IntegrationTab => INTEGRATION_PATHS[provider];
