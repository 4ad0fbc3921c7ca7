import { createHash, randomBytes } from "node:crypto";
import type pg from "pg";
import { withTransaction } from "../../../db/withTransaction.ts";
import type { StatementTransaction } from "../../../domain/bank-statements/types.ts";
import {
  type FinishedSession,
  type ProviderAccount,
  type ProviderBalance,
  type ProviderConnectionRef,
  type ProviderPaymentOrder,
  type Xs2aProvider,
  Xs2aProviderError,
} from "../provider.ts";
import { findAccountById, findBank, findLogin, type SandboxAccountDef } from "./banks.ts";
import { berlinToday } from "./calendar.ts";
import { ensureSandboxSchema } from "./schema.ts";
import { hashKey } from "./sessions.ts";
import { accountBalance, accountTransactions } from "./statements.ts";
import { sandboxRoutes } from "./widgetRoutes.ts";

const CONSENT_DAYS = 90;

const cents = (n: number) => (n / 100).toFixed(2);
const tokenHash = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

interface ConnectionRow {
  id: string;
  bank_id: string;
  login: string;
  account_ids: string[];
  consent_valid: boolean;
}

function toProviderAccount(a: SandboxAccountDef): ProviderAccount {
  return {
    providerAccountId: a.id,
    name: a.name,
    holder: a.holder,
    kind: a.kind,
    accountNumber: a.accountNumber,
    iban: a.iban,
    bic: a.bic,
    currency: a.currency,
    cardBrand: a.kind === "CREDIT_CARD" ? "VISA" : null,
    creditLimit: a.creditLimitCents === null ? null : cents(a.creditLimitCents),
  };
}

/**
 * The embedded sandbox bank as an XS2A provider (DESIGN decision 13): its own widget, its own
 * books (schema sandbox_bank), test logins that succeed, fail, need a retry or lose their
 * consent, generated statements, and payments that show up pending on the next sync and
 * booked on the one after.
 */
export class SandboxProvider implements Xs2aProvider {
  readonly id = "SANDBOX";
  readonly widgetUrl = "/api/xs2a/sandbox/widget.js";
  readonly routes;
  private readonly now: () => Date;

  private constructor(
    private readonly ownerPool: pg.Pool,
    opts: { now?: () => Date },
  ) {
    this.now = opts.now ?? (() => new Date());
    this.routes = sandboxRoutes(ownerPool);
  }

  /** Creates the sandbox's schema (idempotent) and the provider. */
  static async start(ownerPool: pg.Pool, opts: { now?: () => Date } = {}): Promise<SandboxProvider> {
    await ensureSandboxSchema(ownerPool);
    return new SandboxProvider(ownerPool, opts);
  }

  private today() {
    return berlinToday(this.now());
  }

  private async createSession(fields: {
    mode: "ADD" | "UPDATE" | "PAY";
    connectionId?: string;
    step: string;
    bankId?: string;
    login?: string;
    accountIds?: string[];
    paymentIds?: string[];
  }) {
    // Sessions are kept a day past their end (for a late finish call), then forgotten.
    await this.ownerPool.query("delete from sandbox_bank.sessions where expires_at < now() - interval '1 day'");
    const { rows } = await this.ownerPool.query<{ id: string }>(
      `insert into sandbox_bank.sessions (mode, connection_id, step, bank_id, login, account_ids, payment_ids)
       values ($1, $2, $3, $4, $5, $6, $7::uuid[]) returning id`,
      [
        fields.mode,
        fields.connectionId ?? null,
        fields.step,
        fields.bankId ?? null,
        fields.login ?? null,
        fields.accountIds ?? [],
        fields.paymentIds ?? [],
      ],
    );
    return { providerSessionId: rows[0]!.id };
  }

  /** The connection the reference names, if its token matches and it is not deleted. */
  private async connection(ref: ProviderConnectionRef): Promise<ConnectionRow> {
    const token = typeof ref.credentials.accessToken === "string" ? ref.credentials.accessToken : "";
    const { rows } = /^[0-9a-f-]{36}$/.test(ref.providerConnectionId)
      ? await this.ownerPool.query<ConnectionRow>(
          `select id, bank_id, login, account_ids, consent_expires_at > now() as consent_valid
           from sandbox_bank.connections where id = $1 and token_hash = $2 and deleted_at is null`,
          [ref.providerConnectionId, tokenHash(token)],
        )
      : { rows: [] };
    if (!rows[0]) throw new Xs2aProviderError("CONNECTION_NOT_FOUND");
    return rows[0];
  }

  private async consentedAccount(ref: ProviderConnectionRef, accountId: string) {
    const c = await this.connection(ref);
    if (!c.consent_valid) throw new Xs2aProviderError("CONSENT_EXPIRED");
    const account = c.account_ids.includes(accountId) ? findAccountById(accountId) : undefined;
    if (!account) throw new Xs2aProviderError("ACCOUNT_NOT_FOUND");
    return { connection: c, account };
  }

  startAddSession() {
    return this.createSession({ mode: "ADD", step: "BANK" });
  }

  async startUpdateSession(ref: ProviderConnectionRef) {
    const c = await this.connection(ref);
    return this.createSession({
      mode: "UPDATE",
      connectionId: c.id,
      step: "LOGIN",
      bankId: c.bank_id,
      login: c.login,
      accountIds: c.account_ids,
    });
  }

  async startPaymentSession(ref: ProviderConnectionRef, orders: ProviderPaymentOrder[]) {
    const c = await this.connection(ref);
    if (!c.consent_valid) throw new Xs2aProviderError("CONSENT_EXPIRED");
    if (orders.some((o) => !c.account_ids.includes(o.debtorProviderAccountId))) {
      throw new Xs2aProviderError("ACCOUNT_NOT_FOUND");
    }
    const paymentIds: string[] = [];
    for (const o of orders) {
      const { rows } = await this.ownerPool.query<{ id: string }>(
        `insert into sandbox_bank.payments (connection_id, account_id, recipient_name, recipient_iban, recipient_bic,
           amount, currency, purpose, end_to_end_id, execution_date, bank_reference)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
        [
          c.id,
          o.debtorProviderAccountId,
          o.recipientName,
          o.recipientIban,
          o.recipientBic,
          o.amount,
          o.currency,
          o.purpose,
          o.endToEndId,
          o.executionDate,
          `SBXPAY${randomBytes(8).toString("hex").toUpperCase()}`,
        ],
      );
      paymentIds.push(rows[0]!.id);
    }
    return this.createSession({ mode: "PAY", connectionId: c.id, step: "TAN", paymentIds });
  }

  async sessionKey(providerSessionId: string): Promise<string> {
    const key = randomBytes(32).toString("base64url");
    const { rowCount } = await this.ownerPool.query(
      `update sandbox_bank.sessions set key_hash = $2
       where id = $1 and state = 'OPEN' and expires_at > now()`,
      [providerSessionId, hashKey(key)],
    );
    if (!rowCount) throw new Xs2aProviderError("SESSION_NOT_FOUND");
    return key;
  }

  async finishSession(providerSessionId: string): Promise<FinishedSession> {
    return withTransaction(this.ownerPool, async (client) => {
      const { rows } = await client.query<{
        mode: "ADD" | "UPDATE" | "PAY";
        state: string;
        connection_id: string | null;
        bank_id: string | null;
        login: string | null;
        account_ids: string[];
        payment_ids: string[];
      }>(
        `select mode, state, connection_id, bank_id, login, account_ids, payment_ids::text[] as payment_ids
         from sandbox_bank.sessions where id = $1 for update`,
        [providerSessionId],
      );
      const s = rows[0];
      if (!s || s.state === "ABORTED") throw new Xs2aProviderError("SESSION_NOT_FOUND");
      if (s.state === "OPEN") throw new Xs2aProviderError("SESSION_NOT_COMPLETED");
      let result: FinishedSession;
      if (s.mode === "PAY") {
        const payments = await client.query<{ end_to_end_id: string; id: string; status: string }>(
          "select end_to_end_id, id, status from sandbox_bank.payments where id = any($1::uuid[]) order by created_at, id",
          [s.payment_ids],
        );
        result = {
          mode: "PAY",
          payments: payments.rows.map((p) => ({
            endToEndId: p.end_to_end_id,
            providerPaymentId: p.id,
            status: p.status === "CANCELLED" ? "REJECTED" : "ACCEPTED",
          })),
        };
      } else {
        const bank = findBank(s.bank_id ?? "");
        const login = findLogin(s.login ?? "");
        if (!bank || !login) throw new Xs2aProviderError("SESSION_NOT_FOUND");
        // A new token with every finish: the app keeps the last one it was given.
        const token = randomBytes(32).toString("base64url");
        const consentDays = login.behaviour === "CONSENT_EXPIRED" && s.mode === "ADD" ? 0 : CONSENT_DAYS;
        let connectionId = s.connection_id;
        if (connectionId) {
          await client.query(
            `update sandbox_bank.connections set token_hash = $2, account_ids = $3,
               consent_expires_at = case when $5 then consent_expires_at else now() + make_interval(days => $4) end
             where id = $1`,
            [connectionId, tokenHash(token), s.account_ids, consentDays, s.state === "FINISHED"],
          );
        } else {
          const created = await client.query<{ id: string }>(
            `insert into sandbox_bank.connections (bank_id, login, token_hash, consent_expires_at, account_ids)
             values ($1, $2, $3, now() + make_interval(days => $4), $5) returning id`,
            [bank.id, login.login, tokenHash(token), consentDays, s.account_ids],
          );
          connectionId = created.rows[0]!.id;
        }
        await client.query("update sandbox_bank.sessions set connection_id = $2 where id = $1", [
          providerSessionId,
          connectionId,
        ]);
        result = {
          mode: s.mode,
          connection: { providerConnectionId: connectionId, credentials: { accessToken: token } },
          bank: { name: bank.name, bic: bank.bic },
          accounts: s.account_ids.flatMap((id) => {
            const a = findAccountById(id);
            return a ? [toProviderAccount(a)] : [];
          }),
        };
      }
      await client.query("update sandbox_bank.sessions set state = 'FINISHED', key_hash = null where id = $1", [
        providerSessionId,
      ]);
      return result;
    });
  }

  async abortSession(providerSessionId: string): Promise<void> {
    await this.ownerPool.query(
      `with s as (
         update sandbox_bank.sessions set state = 'ABORTED', key_hash = null
         where id = $1 and state in ('OPEN', 'COMPLETED') returning payment_ids)
       update sandbox_bank.payments p set status = 'CANCELLED'
       from s where p.id = any (s.payment_ids) and p.status = 'AWAITING_AUTHORISATION'`,
      [providerSessionId],
    );
  }

  async consentValid(ref: ProviderConnectionRef): Promise<boolean> {
    return (await this.connection(ref)).consent_valid;
  }

  async listAccounts(ref: ProviderConnectionRef): Promise<ProviderAccount[]> {
    const c = await this.connection(ref);
    if (!c.consent_valid) throw new Xs2aProviderError("CONSENT_EXPIRED");
    return c.account_ids.flatMap((id) => {
      const a = findAccountById(id);
      return a ? [toProviderAccount(a)] : [];
    });
  }

  async fetchTransactions(
    ref: ProviderConnectionRef,
    accountId: string,
    since: string,
  ): Promise<StatementTransaction[]> {
    const { account } = await this.consentedAccount(ref, accountId);
    return accountTransactions(this.ownerPool, account, since, this.today());
  }

  async fetchBalance(ref: ProviderConnectionRef, accountId: string): Promise<ProviderBalance> {
    const { account } = await this.consentedAccount(ref, accountId);
    return accountBalance(this.ownerPool, account, this.today());
  }

  async deleteConnection(ref: ProviderConnectionRef): Promise<void> {
    try {
      const c = await this.connection(ref);
      await this.ownerPool.query("update sandbox_bank.connections set deleted_at = now() where id = $1", [c.id]);
    } catch (error) {
      if (error instanceof Xs2aProviderError && error.code === "CONNECTION_NOT_FOUND") return;
      throw error;
    }
  }
}
