import { z } from "zod";

/**
 * The integrations' config payloads (POST /api/integrations/:company/:provider/config), one zod
 * schema per connector, used by the settings forms and by the server that stores them. The API
 * key is write-only: empty keeps the stored one, a value replaces it.
 */

export {
  INTEGRATION_PATHS,
  INTEGRATION_PROVIDER_IDS,
  type IntegrationProvider,
  providerOfPath,
} from "./integrationProviders.ts";

const apiKey = z
  .string()
  .trim()
  .max(500, { error: "settingsIntegrations.validation.apiKeyTooLong" })
  .regex(/^[\x21-\x7e]*$/, { error: "settingsIntegrations.validation.apiKeyCharacters" })
  .optional()
  .transform((v) => (v ? v : undefined));
const fromDate = z.iso
  .date({ error: "settingsIntegrations.validation.fromDate" })
  .refine((d) => d >= "2000-01-01", { error: "settingsIntegrations.validation.fromDateTooEarly" });
const category = z.uuid({ error: "settingsIntegrations.validation.category" });

export const getMyInvoicesConfigSchema = z.object({
  apiKey,
  fromDate,
  importArchived: z.boolean(),
  archiveImported: z.boolean(),
  incomingInvoicesDocumentCategoryRowId: category,
  outgoingInvoicesDocumentCategoryRowId: category,
  otherDocumentsDocumentCategoryRowId: category,
});

export const fastbillConfigSchema = getMyInvoicesConfigSchema.extend({
  accountEmail: z
    .string()
    .trim()
    .max(254, { error: "settingsIntegrations.validation.accountEmail" })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: "settingsIntegrations.validation.accountEmail" }),
});

export const billomatConfigSchema = z.object({
  apiKey,
  billomatId: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { error: "settingsIntegrations.validation.billomatId" }),
  fromDate,
  outgoingInvoicesDocumentCategoryRowId: category,
  syncBackPayments: z.boolean(),
});

export type GetMyInvoicesConfigInput = z.input<typeof getMyInvoicesConfigSchema>;
export type FastbillConfigInput = z.input<typeof fastbillConfigSchema>;
export type BillomatConfigInput = z.input<typeof billomatConfigSchema>;

export const INTEGRATION_CONFIG_SCHEMAS = {
  GETMYINVOICES: getMyInvoicesConfigSchema,
  FASTBILL: fastbillConfigSchema,
  BILLOMAT: billomatConfigSchema,
} as const;

/** A connection test: a key typed but not saved yet (with the account it belongs to), or the stored one. */
export const integrationTestSchema = z.object({
  apiKey,
  account: z.string().trim().max(254).optional(),
});

/** The codes a connection test or an import run may end with (texts: settingsIntegrations `runErrors`). */
export const INTEGRATION_RUN_ERROR_CODES = [
  "INTEGRATION_AUTH_FAILED",
  "INTEGRATION_RATE_LIMITED",
  "INTEGRATION_UNREACHABLE",
  "INTEGRATION_BAD_RESPONSE",
  "INTEGRATION_REFUSED",
  "INTEGRATION_KEY_UNREADABLE",
  "INTEGRATION_NOT_CONFIGURED",
  "INTEGRATION_DOCUMENTS_REFUSED",
  "INTEGRATION_INTERNAL",
] as const;
