import { createHash } from "node:crypto";
import type pg from "pg";
import type { AppSession } from "../../auth/sessions.ts";
import type { Logger } from "../../logger.ts";
import { enqueueSync, ownerTransaction } from "./db.ts";
import { providerCall, Xs2aServiceError } from "./errors.ts";
import { hasBankingAccess, LinkError, linkAccount, loadOwnAccounts } from "./links.ts";
import type { FinishedSession, ProviderAccount, WizardMode, Xs2aProvider } from "./provider.ts";

/**
 * The bank connection dialog's wizard sessions (app_private.xs2a_wizard_sessions): one per
 * dialog, owned by the user who opened it, 30 minutes long. The provider's own session id
 * and the hash of the last widget key are kept with it; the key itself only goes to the
 * browser.
 */

export interface Xs2aDeps {
  ownerPool: pg.Pool;
  provider: Xs2aProvider;
  logger: Logger;
}

interface WizardRow {
  id: string;
  user_id: string;
  mode: WizardMode;
  connection_id: string | null;
  client_company_id: string | null;
  bank_payment_ids: string[];
  provider_session_id: string | null;
  state: "OPEN" | "FINISHED" | "ABORTED" | "FAILED";
  expired: boolean;
}

/** The user's wizard session, locked; refused as not found for anyone else. */
async function loadWizard(client: pg.PoolClient, session: AppSession, sessionId: string): Promise<WizardRow> {
  const { rows } = await client.query<WizardRow>(
    `select id, user_id, mode, connection_id, client_company_id, bank_payment_ids::text[] as bank_payment_ids,
            provider_session_id, state, expires_at <= now() as expired
     from app_private.xs2a_wizard_sessions where id = $1 and user_id = $2 for update`,
    [sessionId, session.userId],
  );
  if (!rows[0]) throw new Xs2aServiceError("XS2A_SESSION_NOT_FOUND");
  return rows[0];
}

export async function createWizardSession(
  client: pg.PoolClient,
  fields: {
    userId: string;
    mode: WizardMode;
    providerSessionId: string;
    connectionId?: string | null;
    clientCompanyId?: string | null;
    bankPaymentIds?: string[];
  },
): Promise<string> {
  // The user's sessions that ended more than a day ago are of no use any more.
  await client.query(
    "delete from app_private.xs2a_wizard_sessions where user_id = $1 and expires_at < now() - interval '1 day'",
    [fields.userId],
  );
  const { rows } = await client.query<{ id: string }>(
    `insert into app_private.xs2a_wizard_sessions (user_id, mode, provider_session_id, connection_id, client_company_id, bank_payment_ids)
     values ($1, $2, $3, $4, $5, $6::uuid[]) returning id`,
    [
      fields.userId,
      fields.mode,
      fields.providerSessionId,
      fields.connectionId ?? null,
      fields.clientCompanyId ?? null,
      fields.bankPaymentIds ?? [],
    ],
  );
  return rows[0]!.id;
}

/** `POST /init/bank-sync/`: a session to add a connection. The company is a hint: with banking
 * access there, the new accounts are linked to it when the wizard finishes. */
export async function startAddWizard(deps: Xs2aDeps, session: AppSession, clientCompanyId: string | null) {
  const { providerSessionId } = await providerCall(() => deps.provider.startAddSession());
  return ownerTransaction(deps.ownerPool, session.userId, async (client) => {
    const hint = clientCompanyId && (await hasBankingAccess(client, clientCompanyId)) ? clientCompanyId : null;
    const sessionId = await createWizardSession(client, {
      userId: session.userId,
      mode: "ADD",
      providerSessionId,
      clientCompanyId: hint,
    });
    return { sessionId };
  });
}

function assertUsable(w: WizardRow) {
  if (w.state !== "OPEN") throw new Xs2aServiceError("XS2A_SESSION_CLOSED");
  if (w.expired) throw new Xs2aServiceError("XS2A_SESSION_EXPIRED");
}

/** `GET /wizard-session-key/:id/`: a fresh widget key (the previous one stops working). */
export async function issueSessionKey(deps: Xs2aDeps, session: AppSession, sessionId: string) {
  return ownerTransaction(deps.ownerPool, session.userId, async (client) => {
    const w = await loadWizard(client, session, sessionId);
    assertUsable(w);
    const key = await providerCall(() => deps.provider.sessionKey(w.provider_session_id ?? ""));
    await client.query("update app_private.xs2a_wizard_sessions set key_hash = $2 where id = $1", [
      w.id,
      createHash("sha256").update(key, "utf8").digest("hex"),
    ]);
    return { key, widgetUrl: deps.provider.widgetUrl, mode: w.mode };
  });
}

async function upsertAccounts(client: pg.PoolClient, connectionId: string, accounts: ProviderAccount[]) {
  const ids: string[] = [];
  for (const a of accounts) {
    const { rows } = await client.query<{ id: string }>(
      `insert into app_public.xs2a_accounts (connection_id, provider_account_id, name, holder, is_credit_card,
         account_number, iban, bic, currency)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (connection_id, provider_account_id) do update set
         name = excluded.name, holder = excluded.holder, is_credit_card = excluded.is_credit_card,
         account_number = excluded.account_number, iban = excluded.iban, bic = excluded.bic, currency = excluded.currency
       returning id`,
      [
        connectionId,
        a.providerAccountId,
        a.name,
        a.holder,
        a.kind === "CREDIT_CARD",
        a.accountNumber,
        a.iban,
        a.bic,
        a.currency,
      ],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

async function finishConnection(
  deps: Xs2aDeps,
  client: pg.PoolClient,
  session: AppSession,
  w: WizardRow,
  result: Extract<FinishedSession, { mode: "ADD" | "UPDATE" }>,
): Promise<string> {
  let connectionId = w.connection_id;
  if (w.mode === "ADD" || !connectionId) {
    const { rows } = await client.query<{ id: string }>(
      `insert into app_public.xs2a_connections (user_id, provider, bank_name, bank_bic) values ($1, $2, $3, $4) returning id`,
      [session.userId, deps.provider.id, result.bank.name, result.bank.bic],
    );
    connectionId = rows[0]!.id;
    await client.query(
      `insert into app_private.xs2a_connection_secrets (connection_id, provider_connection_id, credentials) values ($1, $2, $3)`,
      [connectionId, result.connection.providerConnectionId, JSON.stringify(result.connection.credentials)],
    );
  } else {
    await client.query(
      `update app_private.xs2a_connection_secrets set provider_connection_id = $2, credentials = $3 where connection_id = $1`,
      [connectionId, result.connection.providerConnectionId, JSON.stringify(result.connection.credentials)],
    );
    await client.query("update app_public.xs2a_connections set sync_message = null where id = $1", [connectionId]);
  }
  const accountIds = await upsertAccounts(client, connectionId, result.accounts);
  if (w.mode === "UPDATE") {
    // Accounts the renewed consent leaves out can no longer be synced: their money accounts
    // become plain ones (the foreign key sets the link null), transactions kept.
    await client.query("delete from app_public.xs2a_accounts where connection_id = $1 and not (id = any($2::uuid[]))", [
      connectionId,
      accountIds,
    ]);
  }
  if (w.mode === "ADD" && w.client_company_id && (await hasBankingAccess(client, w.client_company_id))) {
    for (const account of await loadOwnAccounts(client, session.userId, accountIds)) {
      await client.query("savepoint link");
      try {
        await linkAccount(client, account, w.client_company_id);
        await client.query("release savepoint link");
      } catch (error) {
        // An account the company links elsewhere already stays inactive; the user can decide.
        await client.query("rollback to savepoint link");
        if (!(error instanceof LinkError)) throw error;
      }
    }
  }
  return connectionId;
}

async function finishPayments(
  client: pg.PoolClient,
  w: WizardRow,
  result: Extract<FinishedSession, { mode: "PAY" }>,
): Promise<void> {
  for (const p of result.payments) {
    const { rows } = await client.query<{ id: string; client_company_id: string; document_id: string; amount: string }>(
      `update app_public.bank_payments set status = $3::app_public.bank_payment_status, provider_payment_id = $4,
         error_message = case when $3 = 'CANCELLED' then 'REJECTED_BY_BANK' end
       where id = any($1::uuid[]) and end_to_end_id = $2 and status = 'CREATED'
       returning id, client_company_id, document_id, amount::text`,
      [w.bank_payment_ids, p.endToEndId, p.status === "ACCEPTED" ? "PENDING" : "CANCELLED", p.providerPaymentId],
    );
    const payment = rows[0];
    if (payment && p.status === "ACCEPTED") {
      await client.query(
        `select app_hidden.add_payment_history_entry($1, $2, 'PAYMENT_INITIATED', $3)
         where app_hidden.has_banking_access($1)`,
        [
          payment.client_company_id,
          payment.document_id,
          JSON.stringify({
            bankPaymentRowId: payment.id,
            method: "BANK",
            amount: payment.amount,
            endToEndId: p.endToEndId,
          }),
        ],
      );
    }
  }
}

/** `GET /wizard-finish/:id/`: takes the widget's outcome. Calling it again answers the same. */
export async function finishWizard(deps: Xs2aDeps, session: AppSession, sessionId: string) {
  const outcome = await ownerTransaction(deps.ownerPool, session.userId, async (client) => {
    const w = await loadWizard(client, session, sessionId);
    if (w.state === "FINISHED") return { connectionRowId: w.connection_id, fresh: false };
    assertUsable(w);
    const result = await providerCall(() => deps.provider.finishSession(w.provider_session_id ?? ""));
    let connectionId = w.connection_id;
    if (result.mode === "PAY") await finishPayments(client, w, result);
    else connectionId = await finishConnection(deps, client, session, w, result);
    await client.query(
      `update app_private.xs2a_wizard_sessions set state = 'FINISHED', finished_at = now(), connection_id = $2, key_hash = null
       where id = $1`,
      [w.id, connectionId],
    );
    if (connectionId) await enqueueSync(client, connectionId);
    return { connectionRowId: connectionId, fresh: true };
  });
  if (outcome.fresh)
    deps.logger.info({ wizardSessionId: sessionId, connectionRowId: outcome.connectionRowId }, "bank wizard finished");
  return { state: "FINISHED" as const, connectionRowId: outcome.connectionRowId };
}

/** `POST /wizard-abort/:id/`: ends the session; payments waiting for it are cancelled. */
export async function abortWizard(deps: Xs2aDeps, session: AppSession, sessionId: string) {
  await ownerTransaction(deps.ownerPool, session.userId, async (client) => {
    const w = await loadWizard(client, session, sessionId);
    if (w.state === "ABORTED") return;
    if (w.state !== "OPEN") throw new Xs2aServiceError("XS2A_SESSION_CLOSED");
    if (w.provider_session_id) await providerCall(() => deps.provider.abortSession(w.provider_session_id!));
    await client.query(
      "update app_private.xs2a_wizard_sessions set state = 'ABORTED', finished_at = now(), key_hash = null where id = $1",
      [w.id],
    );
    if (w.bank_payment_ids.length > 0) {
      await client.query(
        `update app_public.bank_payments set status = 'CANCELLED', error_message = 'ABORTED_BY_USER'
         where id = any($1::uuid[]) and status = 'CREATED'`,
        [w.bank_payment_ids],
      );
    }
  });
  return { state: "ABORTED" as const };
}
