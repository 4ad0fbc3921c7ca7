import { createHash, timingSafeEqual } from "node:crypto";
import type pg from "pg";
import { withTransaction } from "../../../db/withTransaction.ts";
import {
  accountsOfLogin,
  findBank,
  findLogin,
  SANDBOX_BANKS,
  SANDBOX_LOGINS,
  SANDBOX_PIN,
  SANDBOX_TAN,
} from "./banks.ts";
import type { WidgetErrorCode, WidgetMode, WidgetSessionState, WidgetStep, WidgetView } from "./widget/widgetView.ts";

export type { WidgetErrorCode, WidgetStep, WidgetView } from "./widget/widgetView.ts";

/**
 * The sandbox bank's side of the widget: a session moves BANK → LOGIN → TAN → ACCOUNTS → DONE
 * (add, update) or TAN → DONE (pay). Every call names the session by its key, whose SHA-256
 * alone is stored; a session lives 30 minutes.
 */

const STATUS: Record<WidgetErrorCode, 400 | 401 | 403 | 409 | 429 | 503> = {
  SESSION_INVALID: 401,
  WRONG_STEP: 409,
  INVALID_INPUT: 400,
  WRONG_CREDENTIALS: 403,
  ACCESS_BLOCKED: 403,
  BANK_UNAVAILABLE: 503,
  WRONG_TAN: 403,
  TOO_MANY_ATTEMPTS: 429,
};

export class WidgetError extends Error {
  readonly status: 400 | 401 | 403 | 409 | 429 | 503;
  constructor(
    readonly code: WidgetErrorCode,
    /** Attempts left after a wrong PIN or TAN. */
    readonly attemptsLeft: number | null = null,
  ) {
    super(code);
    this.status = STATUS[code];
  }
}

export const MAX_LOGIN_ATTEMPTS = 5;
export const MAX_TAN_ATTEMPTS = 3;

export const hashKey = (key: string) => createHash("sha256").update(key, "utf8").digest("hex");

interface SessionRow {
  id: string;
  mode: WidgetMode;
  connection_id: string | null;
  key_hash: string;
  step: WidgetStep;
  bank_id: string | null;
  login: string | null;
  login_attempts: number;
  tan_attempts: number;
  temporary_failure_shown: boolean;
  account_ids: string[];
  payment_ids: string[];
  state: WidgetSessionState;
}

const isKey = (key: string) => /^[A-Za-z0-9_-]{40,64}$/.test(key);

/** Runs `fn` on the session of the key, locked, in a transaction. A WidgetError that `fn`
 * returns instead of throwing is thrown after the commit: what `fn` did stays (a counted wrong
 * PIN or TAN), whereas a thrown error rolls everything back. */
async function withSession<T>(
  ownerPool: pg.Pool,
  key: string,
  fn: (client: pg.PoolClient, session: SessionRow) => Promise<T | WidgetError>,
  opts: { openOnly: boolean } = { openOnly: true },
): Promise<T> {
  if (!isKey(key)) throw new WidgetError("SESSION_INVALID");
  const hash = hashKey(key);
  const result = await withTransaction(ownerPool, async (client) => {
    const { rows } = await client.query<SessionRow>(
      `select id, mode, connection_id, key_hash, step, bank_id, login, login_attempts, tan_attempts,
              temporary_failure_shown, account_ids, payment_ids::text[] as payment_ids, state
       from sandbox_bank.sessions where key_hash = $1 and expires_at > now() for update`,
      [hash],
    );
    const session = rows[0];
    // The lookup is by hash; compare again in constant time for good measure.
    if (!session || !timingSafeEqual(Buffer.from(session.key_hash), Buffer.from(hash))) {
      throw new WidgetError("SESSION_INVALID");
    }
    if (session.state === "ABORTED" || (opts.openOnly && session.state !== "OPEN")) {
      throw new WidgetError("SESSION_INVALID");
    }
    return fn(client, session);
  });
  if (result instanceof WidgetError) throw result;
  return result;
}

async function view(client: pg.PoolClient, s: SessionRow): Promise<WidgetView> {
  const bank = s.bank_id ? findBank(s.bank_id) : undefined;
  const login = s.login ? findLogin(s.login) : undefined;
  const accounts =
    s.step === "ACCOUNTS" && bank && login
      ? accountsOfLogin(bank, login).map((a) => ({
          id: a.id,
          name: a.name,
          kind: a.kind,
          iban: a.iban,
          accountNumber: a.accountNumber,
          holder: a.holder,
          selected: s.mode === "ADD" || s.account_ids.length === 0 || s.account_ids.includes(a.id),
        }))
      : [];
  const payments =
    s.mode === "PAY"
      ? (
          await client.query<WidgetView["payments"][number]>(
            `select recipient_name as "recipientName", recipient_iban as "recipientIban", amount::text as amount,
                    currency, purpose, execution_date::text as "executionDate"
             from sandbox_bank.payments where id = any($1::uuid[]) order by created_at, id`,
            [s.payment_ids],
          )
        ).rows
      : [];
  return {
    mode: s.mode,
    step: s.step,
    state: s.state,
    banks: s.step === "BANK" ? SANDBOX_BANKS.map(({ id, name, bic }) => ({ id, name, bic })) : [],
    bank: bank ? { id: bank.id, name: bank.name, bic: bank.bic } : null,
    login: s.login,
    loginFixed: s.mode === "UPDATE",
    accounts,
    payments,
    hint: {
      logins: SANDBOX_LOGINS.map((l) => ({ login: l.login, behaviour: l.behaviour })),
      pin: SANDBOX_PIN,
      tan: SANDBOX_TAN,
    },
  };
}

async function update(client: pg.PoolClient, id: string, fields: Partial<Record<string, unknown>>) {
  const keys = Object.keys(fields);
  await client.query(
    `update sandbox_bank.sessions set ${keys.map((k, i) => `${k} = $${i + 2}`).join(", ")} where id = $1`,
    [id, ...keys.map((k) => fields[k])],
  );
}

const reload = async (client: pg.PoolClient, s: SessionRow, fields: Partial<SessionRow>) => {
  await update(client, s.id, fields);
  return view(client, { ...s, ...fields });
};

export const sessionView = (ownerPool: pg.Pool, key: string) =>
  withSession(ownerPool, key, (client, s) => view(client, s), { openOnly: false });

export const chooseBank = (ownerPool: pg.Pool, key: string, bankId: string) =>
  withSession(ownerPool, key, async (client, s) => {
    if (s.mode !== "ADD" || s.step !== "BANK") throw new WidgetError("WRONG_STEP");
    if (!findBank(bankId)) throw new WidgetError("INVALID_INPUT");
    return reload(client, s, { bank_id: bankId, step: "LOGIN" });
  });

/** Back to choosing the bank (add mode, before the TAN). */
export const goBack = (ownerPool: pg.Pool, key: string) =>
  withSession(ownerPool, key, async (client, s) => {
    if (s.mode !== "ADD" || !["LOGIN", "TAN"].includes(s.step)) throw new WidgetError("WRONG_STEP");
    return reload(client, s, { step: s.step === "TAN" ? "LOGIN" : "BANK" });
  });

export const signIn = (ownerPool: pg.Pool, key: string, loginName: string, pin: string) =>
  withSession(ownerPool, key, async (client, s) => {
    if (s.mode === "PAY" || s.step !== "LOGIN") throw new WidgetError("WRONG_STEP");
    if (s.login_attempts >= MAX_LOGIN_ATTEMPTS) throw new WidgetError("TOO_MANY_ATTEMPTS");
    const name = loginName.trim().toLowerCase();
    const login = findLogin(name);
    const attempts = s.login_attempts + 1;
    const fixedLoginDiffers = s.mode === "UPDATE" && name !== s.login;
    if (!login || fixedLoginDiffers || (login.behaviour !== "FAIL" && pin !== SANDBOX_PIN)) {
      await update(client, s.id, { login_attempts: attempts });
      return new WidgetError(
        attempts >= MAX_LOGIN_ATTEMPTS ? "TOO_MANY_ATTEMPTS" : "WRONG_CREDENTIALS",
        MAX_LOGIN_ATTEMPTS - attempts,
      );
    }
    if (login.behaviour === "FAIL") throw new WidgetError("ACCESS_BLOCKED");
    if (login.behaviour === "RETRY" && !s.temporary_failure_shown) {
      await update(client, s.id, { temporary_failure_shown: true });
      return new WidgetError("BANK_UNAVAILABLE");
    }
    return reload(client, s, { login: login.login, step: "TAN", tan_attempts: 0 });
  });

/** The TAN confirms the sign-in (add, update) or authorises the payments (pay). */
export const confirmTan = (ownerPool: pg.Pool, key: string, tan: string) =>
  withSession(ownerPool, key, async (client, s) => {
    if (s.step !== "TAN") throw new WidgetError("WRONG_STEP");
    if (s.tan_attempts >= MAX_TAN_ATTEMPTS) throw new WidgetError("TOO_MANY_ATTEMPTS");
    if (tan.trim() !== SANDBOX_TAN) {
      const attempts = s.tan_attempts + 1;
      await update(client, s.id, { tan_attempts: attempts });
      return new WidgetError(
        attempts >= MAX_TAN_ATTEMPTS ? "TOO_MANY_ATTEMPTS" : "WRONG_TAN",
        MAX_TAN_ATTEMPTS - attempts,
      );
    }
    if (s.mode === "PAY") {
      await client.query(
        `update sandbox_bank.payments set status = 'AUTHORISED'
         where id = any($1::uuid[]) and status = 'AWAITING_AUTHORISATION'`,
        [s.payment_ids],
      );
      return reload(client, s, { step: "DONE", state: "COMPLETED" });
    }
    return reload(client, s, { step: "ACCOUNTS" });
  });

export const chooseAccounts = (ownerPool: pg.Pool, key: string, accountIds: string[]) =>
  withSession(ownerPool, key, async (client, s) => {
    if (s.step !== "ACCOUNTS" || !s.bank_id || !s.login) throw new WidgetError("WRONG_STEP");
    const offered = accountsOfLogin(findBank(s.bank_id)!, findLogin(s.login)!).map((a) => a.id);
    const chosen = [...new Set(accountIds)];
    if (chosen.length === 0 || chosen.some((id) => !offered.includes(id))) throw new WidgetError("INVALID_INPUT");
    return reload(client, s, {
      account_ids: offered.filter((id) => chosen.includes(id)),
      step: "DONE",
      state: "COMPLETED",
    });
  });

export const abortByKey = (ownerPool: pg.Pool, key: string) =>
  withSession(ownerPool, key, async (client, s) => {
    await client.query(
      `update sandbox_bank.payments set status = 'CANCELLED'
       where id = any($1::uuid[]) and status = 'AWAITING_AUTHORISATION'`,
      [s.payment_ids],
    );
    await update(client, s.id, { state: "ABORTED" });
    return { state: "ABORTED" as const };
  });
