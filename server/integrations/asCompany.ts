import type pg from "pg";
import { type Rollback, withTransaction } from "../db/withTransaction.ts";

/**
 * Runs `fn` in a transaction AS THE COMPANY (no person): role app_user with
 * app.automation_client_company_id, the identity the rules engine uses (migration 000069,
 * current_automation_company_id). Row-level security stays in charge: the company's own rows
 * with an admin's flags, nothing of another company.
 */
export function asCompany<T>(
  pool: pg.Pool,
  clientCompanyId: string,
  fn: (db: pg.PoolClient, rollback: Rollback<T>) => Promise<T>,
): Promise<T> {
  return withTransaction(pool, fn, {
    role: "app_user",
    "app.user_id": "",
    "app.session_id": "",
    "app.automation_client_company_id": clientCompanyId,
    "app.rules_depth": "0",
  });
}
