/**
 * The integrations' providers and their URL segments (routes and API), without the config
 * schemas (integrationConfigSchema.ts), so links and tabs do not load zod.
 */

export const INTEGRATION_PROVIDER_IDS = ["GETMYINVOICES", "FASTBILL", "BILLOMAT"] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDER_IDS)[number];

/** The URL segment of a provider (routes and API). */
export const INTEGRATION_PATHS = {
  GETMYINVOICES: "getmyinvoices",
  FASTBILL: "fastbill",
  BILLOMAT: "billomat",
} as const;
export const providerOfPath = (segment: string): IntegrationProvider | null =>
  INTEGRATION_PROVIDER_IDS.find((p) => INTEGRATION_PATHS[p] === segment) ?? null;
