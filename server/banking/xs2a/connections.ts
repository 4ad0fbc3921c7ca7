import type { AppSession } from "../../auth/sessions.ts";
import { enqueueSync, loadConnection, ownerTransaction } from "./db.ts";
import { providerCall, Xs2aServiceError } from "./errors.ts";
import { hasBankingAccess, LinkError, linkAccount, loadOwnAccounts, unlinkAccount } from "./links.ts";
import { createWizardSession, type Xs2aDeps } from "./wizard.ts";

/** `GET /sync-connection/:id/`: a direct sync when the consent holds (null), else a session
 * id for the dialog's update mode, in which the user renews it at the bank. */
export async function requestSync(deps: Xs2aDeps, session: AppSession, connectionRowId: string) {
  const connection = await loadConnection(deps.ownerPool, connectionRowId, session.userId);
  if (!connection) throw new Xs2aServiceError("BANK_CONNECTION_NOT_FOUND");
  let valid: boolean;
  try {
    valid = await providerCall(() => deps.provider.consentValid(connection.ref));
  } catch (error) {
    if (error instanceof Xs2aServiceError && error.code === "BANK_CONNECTION_LOST") {
      await deps.ownerPool.query(
        "update app_public.xs2a_connections set sync_message = 'CONNECTION_LOST' where id = $1",
        [connection.id],
      );
    }
    throw error;
  }
  if (valid) {
    await ownerTransaction(deps.ownerPool, session.userId, async (client) => {
      await client.query("update app_public.xs2a_connections set sync_active = true where id = $1", [connection.id]);
      await enqueueSync(client, connection.id);
    });
    return { sessionId: null };
  }
  const { providerSessionId } = await providerCall(() => deps.provider.startUpdateSession(connection.ref));
  const sessionId = await ownerTransaction(deps.ownerPool, session.userId, (client) =>
    createWizardSession(client, {
      userId: session.userId,
      mode: "UPDATE",
      providerSessionId,
      connectionId: connection.id,
    }),
  );
  return { sessionId };
}

/** `GET /delete-connection/:id/`: its money accounts become plain accounts (transactions
 * kept), the connection and its accounts are removed here and revoked at the provider. */
export async function deleteConnection(deps: Xs2aDeps, session: AppSession, connectionRowId: string) {
  const ref = await ownerTransaction(deps.ownerPool, session.userId, async (client) => {
    const connection = await loadConnection(client, connectionRowId, session.userId, { lock: true });
    if (!connection) throw new Xs2aServiceError("BANK_CONNECTION_NOT_FOUND");
    await client.query(
      `update app_public.money_accounts set xs2a_account_id = null
       where xs2a_account_id in (select id from app_public.xs2a_accounts where connection_id = $1)`,
      [connection.id],
    );
    await client.query(
      `update app_public.bank_payments set status = 'CANCELLED', error_message = 'CONNECTION_DELETED'
       where status = 'CREATED' and id in (
         select unnest(bank_payment_ids) from app_private.xs2a_wizard_sessions where connection_id = $1 and state = 'OPEN')`,
      [connection.id],
    );
    await client.query("delete from app_public.xs2a_connections where id = $1", [connection.id]);
    return connection.ref;
  });
  // Revoking at the provider comes after: a provider that cannot be reached does not keep the
  // connection alive here (its token is gone with the secret row).
  try {
    await deps.provider.deleteConnection(ref);
  } catch (error) {
    deps.logger.warn({ connectionRowId, err: (error as Error).name }, "bank connection not revoked at the provider");
  }
  deps.logger.info({ connectionRowId }, "bank connection deleted");
  return { deleted: true as const };
}

/**
 * `POST /link-unlink-accounts/`: each account linked to a company (its money account there
 * found by IBAN or card number, else created) or unlinked (null). All or nothing: banking
 * access in every target company is needed, else nothing changes.
 */
export async function linkUnlinkAccounts(
  deps: Xs2aDeps,
  session: AppSession,
  links: readonly { id: string; clientCompanyId: string | null }[],
) {
  const ids = links.map((l) => l.id);
  if (new Set(ids).size !== ids.length) throw new Xs2aServiceError("INVALID_REQUEST");
  const result = await ownerTransaction(deps.ownerPool, session.userId, async (client) => {
    const accounts = new Map((await loadOwnAccounts(client, session.userId, ids)).map((a) => [a.id, a]));
    if (accounts.size !== ids.length) throw new Xs2aServiceError("BANK_ACCOUNT_NOT_FOUND");
    for (const company of new Set(links.flatMap((l) => (l.clientCompanyId ? [l.clientCompanyId] : [])))) {
      if (!(await hasBankingAccess(client, company))) throw new Xs2aServiceError("BANKING_FORBIDDEN");
    }
    const out: { id: string; moneyAccountRowId: string | null }[] = [];
    const toSync = new Set<string>();
    // Unlinks first: an account moving between two of the user's connections frees its
    // money account before the other one takes it.
    for (const link of links) {
      if (link.clientCompanyId === null) await unlinkAccount(client, link.id);
    }
    for (const link of links) {
      if (link.clientCompanyId === null) {
        out.push({ id: link.id, moneyAccountRowId: null });
        continue;
      }
      const account = accounts.get(link.id)!;
      try {
        const moneyAccountRowId = await linkAccount(client, account, link.clientCompanyId);
        if (moneyAccountRowId !== account.linked_money_account_id) toSync.add(account.connection_id);
        out.push({ id: link.id, moneyAccountRowId });
      } catch (error) {
        if (error instanceof LinkError) throw new Xs2aServiceError(error.code, error.params);
        throw error;
      }
    }
    // Newly linked accounts bring their transactions without waiting for the next update.
    for (const connectionId of toSync) await enqueueSync(client, connectionId);
    return out;
  });
  return { accounts: result };
}
