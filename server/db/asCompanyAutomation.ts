import type pg from "pg";
import { withTransaction } from "./withTransaction.ts";

/**
 * The settings that make a transaction the company's automation — the rules engine, the e-mail
 * intake, the integrations: role app_user without a person and `app.automation_client_company_id`
 * (migration 000069: app_hidden.current_automation_company_id). Row-level security then grants
 * exactly that company, with an admin's flags (neither banking nor verifying). `rulesDepth` is the
 * rules engine's loop guard (app.rules_depth) for changes a rule makes.
 */
export function automationSettings(clientCompanyId: string, rulesDepth?: number): Record<string, string> {
  return {
    role: "app_user",
    "app.user_id": "",
    "app.session_id": "",
    "app.automation_client_company_id": clientCompanyId,
    ...(rulesDepth !== undefined ? { "app.rules_depth": String(rulesDepth) } : {}),
  };
}

/**
 * Runs `fn` in one transaction AS THE COMPANY (no person): work nobody does by hand — a mail's
 * attachments, an integration's import — is still held by row-level security to that one
 * company. `pool` is the owner pool (its role may `set role app_user`).
 */
export function asCompanyAutomation<T>(
  pool: pg.Pool,
  clientCompanyId: string,
  fn: (client: pg.PoolClient) => Promise<T>,
  opts: { rulesDepth?: number } = {},
): Promise<T> {
  return withTransaction(pool, fn, automationSettings(clientCompanyId, opts.rulesDepth));
}
