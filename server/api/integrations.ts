import { Hono, type Context } from "hono";
import type pg from "pg";
import { z } from "zod";
import {
  INTEGRATION_CONFIG_SCHEMAS,
  integrationTestSchema,
  type IntegrationProvider,
  providerOfPath,
} from "../../src/lib/integrations/integrationConfigSchema.ts";
import type { AppSession } from "../auth/sessions.ts";
import { asUser } from "../db/asUser.ts";
import { loadConnection } from "../integrations/importRun.ts";
import { IntegrationError, type IntegrationProviders, type ProviderCredentials } from "../integrations/provider.ts";
import { apiKeyContext, type SecretBox } from "../integrations/secretBox.ts";
import type { Logger } from "../logger.ts";
import { apiError } from "./errors.ts";

const INSERT_SQL: Record<IntegrationProvider, (company: string, body: Record<string, unknown>) => [string, unknown[]]> =
  {
    GETMYINVOICES: (company, b) => [
      `insert into app_public.getmyinvoices_configs (client_company_id, from_date, import_archived, archive_imported,
       incoming_invoices_document_category_id, outgoing_invoices_document_category_id, other_documents_document_category_id)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        company,
        b.fromDate,
        b.importArchived,
        b.archiveImported,
        b.incomingInvoicesDocumentCategoryRowId,
        b.outgoingInvoicesDocumentCategoryRowId,
        b.otherDocumentsDocumentCategoryRowId,
      ],
    ],
    FASTBILL: (company, b) => [
      `insert into app_public.fastbill_configs (client_company_id, account_email, from_date, import_archived, archive_imported,
       incoming_invoices_document_category_id, outgoing_invoices_document_category_id, other_documents_document_category_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        company,
        b.accountEmail,
        b.fromDate,
        b.importArchived,
        b.archiveImported,
        b.incomingInvoicesDocumentCategoryRowId,
        b.outgoingInvoicesDocumentCategoryRowId,
        b.otherDocumentsDocumentCategoryRowId,
      ],
    ],
    BILLOMAT: (company, b) => [
      `insert into app_public.billing_configs (client_company_id, billing_software, billing_software_account, from_date,
       outgoing_invoices_document_category_id, sync_back_payments)
     values ($1, 'BILLOMAT', $2, $3, $4, $5) returning id`,
      [company, b.billomatId, b.fromDate, b.outgoingInvoicesDocumentCategoryRowId, b.syncBackPayments],
    ],
  };

class Refusal extends Error {
  constructor(
    readonly code: "FORBIDDEN" | "INVALID_REQUEST" | "INTEGRATION_API_KEY_REQUIRED" | "INTEGRATION_CATEGORY_NOT_FOUND",
  ) {
    super(code);
  }
}

/**
 * The integrations' settings calls under /api/integrations (company admins; everything runs
 * as the signed-in user, so row-level security decides):
 *
 * - `POST /:clientCompanyRowId/:provider/config` (provider: getmyinvoices, fastbill, billomat)
 *   with the connector's config (src/lib/integrations/integrationConfigSchema.ts) → `{ rowId }`.
 *   A new config row each time (the latest counts); `apiKey`, when given, replaces the stored
 *   key, sealed with AES-256-GCM here — the API never answers it.
 * - `POST /:clientCompanyRowId/:provider/test` `{ apiKey?, account? }` → `{ ok: true, accountName,
 *   sandbox }` or `{ ok: false, code }`: signs in at the provider with the key typed (not saved)
 *   or the stored one.
 *
 * "Import now" is the GraphQL mutation requestIntegrationImport. No key reaches a log line.
 */
export function integrationRoutes(deps: {
  authPool: pg.Pool;
  providers: IntegrationProviders;
  secrets: SecretBox;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
  logger: Logger;
}) {
  const app = new Hono({ strict: false });

  const target = (c: Context): { company: string; provider: IntegrationProvider } | null => {
    const company = z.uuid().safeParse(c.req.param("clientCompanyRowId"));
    const provider = providerOfPath(c.req.param("provider") ?? "");
    return company.success && provider ? { company: company.data, provider } : null;
  };

  app.post("/:clientCompanyRowId/:provider/config", async (c) => {
    const lang = c.req.header("accept-language");
    c.header("Cache-Control", "no-store");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    const where = target(c);
    if (!where) return apiError(c, "NOT_FOUND", lang);
    const parsed = INTEGRATION_CONFIG_SCHEMAS[where.provider].safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return apiError(c, "INVALID_REQUEST", lang);
    const body = parsed.data as Record<string, unknown> & { apiKey?: string };
    try {
      const rowId = await asUser(deps.authPool, session, async (db) => {
        const { rows: admin } = await db.query<{ ok: boolean }>("select app_hidden.has_admin_access($1) as ok", [
          where.company,
        ]);
        if (!admin[0]?.ok) throw new Refusal("FORBIDDEN");
        const [sql, values] = INSERT_SQL[where.provider](where.company, body);
        const { rows } = await db.query<{ id: string }>(sql, values);
        if (body.apiKey) {
          await db.query("select app_hidden.set_integration_api_key($1, $2, $3)", [
            where.company,
            where.provider,
            deps.secrets.seal(body.apiKey, apiKeyContext(where.company, where.provider)),
          ]);
        } else {
          const { rows: stored } = await db.query<{ sealed: string | null }>(
            "select app_hidden.integration_api_key($1, $2) as sealed",
            [where.company, where.provider],
          );
          if (!stored[0]?.sealed) throw new Refusal("INTEGRATION_API_KEY_REQUIRED");
        }
        return rows[0]!.id;
      });
      return c.json({ rowId }, 201);
    } catch (error) {
      if (error instanceof Refusal) return apiError(c, error.code, lang);
      const code = (error as { code?: string }).code;
      if (code === "42501") return apiError(c, "FORBIDDEN", lang);
      // A category of another company, or gone (composite foreign key).
      if (code === "23503") return apiError(c, "INTEGRATION_CATEGORY_NOT_FOUND", lang);
      if (code === "23514" || code === "22007" || code === "22008") return apiError(c, "INVALID_REQUEST", lang);
      throw error;
    }
  });

  app.post("/:clientCompanyRowId/:provider/test", async (c) => {
    const lang = c.req.header("accept-language");
    c.header("Cache-Control", "no-store");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    const where = target(c);
    if (!where) return apiError(c, "NOT_FOUND", lang);
    const parsed = integrationTestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return apiError(c, "INVALID_REQUEST", lang);
    const provider = deps.providers[where.provider];
    try {
      const credentials = await asUser(deps.authPool, session, async (db): Promise<ProviderCredentials> => {
        const { rows: admin } = await db.query<{ ok: boolean }>("select app_hidden.has_admin_access($1) as ok", [
          where.company,
        ]);
        if (!admin[0]?.ok) throw new Refusal("FORBIDDEN");
        if (parsed.data.apiKey) {
          return { apiKey: parsed.data.apiKey, ...(parsed.data.account ? { account: parsed.data.account } : {}) };
        }
        const { credentials } = await loadConnection(db, deps.secrets, where.company, where.provider);
        return parsed.data.account ? { ...credentials, account: parsed.data.account } : credentials;
      });
      const { accountName } = await provider.testConnection(credentials);
      return c.json({ ok: true, accountName, sandbox: provider.kind === "sandbox" });
    } catch (error) {
      if (error instanceof Refusal) return apiError(c, error.code, lang);
      if (error instanceof IntegrationError) {
        deps.logger.info({ provider: where.provider, code: error.code }, "integration connection test failed");
        return c.json({ ok: false, code: error.code, sandbox: provider.kind === "sandbox" });
      }
      throw error;
    }
  });

  app.all("*", (c) => apiError(c, "NOT_FOUND", c.req.header("accept-language")));
  return app;
}
