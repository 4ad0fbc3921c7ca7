import { z } from "zod";
import {
  INTEGRATION_CONFIG_SCHEMAS,
  type IntegrationProvider,
} from "../../../lib/integrations/integrationConfigSchema.ts";

const K = "settingsIntegrations.validation";

/** What the integration form holds: every connector's fields (each page shows its own). */
export interface IntegrationFormValues {
  /** Write-only: empty keeps the stored key. */
  apiKey: string;
  /** Fastbill: the account's e-mail; Billomat: the Billomat id. */
  account: string;
  /** The ISO date, or the typed text while it is not a date. */
  fromDate: string;
  importArchived: boolean;
  archiveImported: boolean;
  incoming: string | null;
  outgoing: string | null;
  other: string | null;
  syncBackPayments: boolean;
}

/** The config payload of a connector (src/lib/integrations/integrationConfigSchema.ts). */
export function toIntegrationPayload(provider: IntegrationProvider, v: IntegrationFormValues): Record<string, unknown> {
  const apiKey = v.apiKey.trim() || undefined;
  if (provider === "BILLOMAT")
    return {
      apiKey,
      billomatId: v.account,
      fromDate: v.fromDate,
      outgoingInvoicesDocumentCategoryRowId: v.outgoing ?? "",
      syncBackPayments: v.syncBackPayments,
    };
  return {
    apiKey,
    ...(provider === "FASTBILL" ? { accountEmail: v.account } : {}),
    fromDate: v.fromDate,
    importArchived: v.importArchived,
    archiveImported: v.archiveImported,
    incomingInvoicesDocumentCategoryRowId: v.incoming ?? "",
    outgoingInvoicesDocumentCategoryRowId: v.outgoing ?? "",
    otherDocumentsDocumentCategoryRowId: v.other ?? "",
  };
}

const FIELD_OF: Record<string, keyof IntegrationFormValues> = {
  apiKey: "apiKey",
  accountEmail: "account",
  billomatId: "account",
  fromDate: "fromDate",
  importArchived: "importArchived",
  archiveImported: "archiveImported",
  incomingInvoicesDocumentCategoryRowId: "incoming",
  outgoingInvoicesDocumentCategoryRowId: "outgoing",
  otherDocumentsDocumentCategoryRowId: "other",
  syncBackPayments: "syncBackPayments",
};

/** The form's schema: the server's own payload schema, its messages on the form's fields; a
 * first config needs a key. */
export function makeIntegrationFormSchema(provider: IntegrationProvider, keyStored: boolean) {
  return z
    .object({
      apiKey: z.string(),
      account: z.string(),
      fromDate: z.string(),
      importArchived: z.boolean(),
      archiveImported: z.boolean(),
      incoming: z.string().nullable(),
      outgoing: z.string().nullable(),
      other: z.string().nullable(),
      syncBackPayments: z.boolean(),
    })
    .superRefine((values, ctx) => {
      if (!keyStored && values.apiKey.trim() === "")
        ctx.addIssue({ code: "custom", path: ["apiKey"], message: `${K}.apiKeyRequired` });
      const parsed = INTEGRATION_CONFIG_SCHEMAS[provider].safeParse(toIntegrationPayload(provider, values));
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])];
        if (field) ctx.addIssue({ code: "custom", path: [field], message: issue.message });
      }
    });
}
