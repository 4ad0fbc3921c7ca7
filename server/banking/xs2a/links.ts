import type pg from "pg";

/**
 * Linking a bank-access account to a client company: the company's money account with the
 * same IBAN (credit cards: the same card number) is linked to it, or one is created. An
 * account is linked to one company at a time; its syncs bring that money account's
 * transactions. Unlinking leaves the money account as a plain one, transactions kept.
 * Runs as the owner inside the caller's transaction, with app.user_id set to the user.
 */

export class LinkError extends Error {
  constructor(
    readonly code:
      "BANK_ACCOUNT_NOT_FOUND" | "BANKING_FORBIDDEN" | "MONEY_ACCOUNT_LINKED_ELSEWHERE" | "BANK_ACCOUNT_WITHOUT_IBAN",
    readonly params: Record<string, string> = {},
  ) {
    super(code);
  }
}

export interface Xs2aAccountRow {
  id: string;
  connection_id: string;
  provider_account_id: string;
  derived_name: string;
  holder: string | null;
  is_credit_card: boolean;
  account_number: string | null;
  iban: string | null;
  bic: string | null;
  currency: string;
  balance: string | null;
  available: string | null;
  balance_date: string | null;
  linked_money_account_id: string | null;
  linked_company_id: string | null;
}

/** The user's bank-access accounts of these ids, locked (missing ids: not theirs). */
export async function loadOwnAccounts(client: pg.PoolClient, userId: string, ids: string[]): Promise<Xs2aAccountRow[]> {
  const { rows } = await client.query<Xs2aAccountRow>(
    `select a.id, a.connection_id, a.provider_account_id, app_public.xs2a_accounts_derived_name(a) as derived_name,
            a.holder, a.is_credit_card, a.account_number, a.iban, a.bic, a.currency,
            a.balance::text, a.available::text, a.balance_date::text,
            m.id as linked_money_account_id, m.client_company_id as linked_company_id
     from app_public.xs2a_accounts a
     join app_public.xs2a_connections c on c.id = a.connection_id
     left join app_public.money_accounts m on m.xs2a_account_id = a.id
     where a.id = any($1::uuid[]) and c.user_id = $2
     order by a.id
     for update of a`,
    [ids, userId],
  );
  return rows;
}

/** Whether the transaction's user (app.user_id) has banking access in the company. */
export async function hasBankingAccess(client: pg.PoolClient, companyId: string): Promise<boolean> {
  const { rows } = await client.query<{ banking: boolean | null }>(
    "select (app_hidden.current_user_access($1)).banking as banking",
    [companyId],
  );
  return rows[0]?.banking === true;
}

export async function unlinkAccount(client: pg.PoolClient, accountId: string): Promise<void> {
  await client.query("update app_public.money_accounts set xs2a_account_id = null where xs2a_account_id = $1", [
    accountId,
  ]);
}

const cardBrand = (number: string | null) =>
  /^\s*4/.test(number ?? "")
    ? "VISA"
    : /^\s*(5[1-5]|2[2-7])/.test(number ?? "")
      ? "MASTERCARD"
      : /^\s*3[47]/.test(number ?? "")
        ? "AMEX"
        : "OTHER";

const bankAccountType = (name: string) =>
  /tagesgeld|spar|festgeld|savings|deposit/i.test(name)
    ? "SAVINGS"
    : /darlehen|kredit|loan/i.test(name)
      ? "LOAN"
      : "CURRENT";

/**
 * Links the account to the company's matching money account (or a new one) and returns that
 * money account's id. The caller has checked banking access in the company.
 */
export async function linkAccount(client: pg.PoolClient, account: Xs2aAccountRow, companyId: string): Promise<string> {
  if (account.linked_company_id === companyId && account.linked_money_account_id)
    return account.linked_money_account_id;
  if (account.linked_money_account_id) await unlinkAccount(client, account.id);
  const { rows: found } = await client.query<{ id: string; xs2a_account_id: string | null; name: string }>(
    account.is_credit_card
      ? `select id, xs2a_account_id, name from app_public.money_accounts
         where client_company_id = $1 and type = 'CREDIT_CARD' and number = $2 order by created_at limit 1 for update`
      : `select id, xs2a_account_id, name from app_public.money_accounts
         where client_company_id = $1 and iban = $2 for update`,
    [companyId, account.is_credit_card ? account.account_number : account.iban],
  );
  const existing = found[0];
  if (existing) {
    if (existing.xs2a_account_id && existing.xs2a_account_id !== account.id) {
      throw new LinkError("MONEY_ACCOUNT_LINKED_ELSEWHERE", { name: existing.name });
    }
    await client.query(
      `update app_public.money_accounts set xs2a_account_id = $2, external_row_id = $3,
         bic = coalesce(bic, case when type = 'BANK' then $4 end)
       where id = $1`,
      [existing.id, account.id, account.provider_account_id, account.bic],
    );
    return existing.id;
  }
  if (!account.is_credit_card && !account.iban)
    throw new LinkError("BANK_ACCOUNT_WITHOUT_IBAN", { name: account.derived_name });
  const isCard = account.is_credit_card;
  const bic = account.bic && /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(account.bic) ? account.bic : null;
  const { rows } = await client.query<{ id: string }>(
    `insert into app_public.money_accounts
       (client_company_id, type, name, currency, holder, iban, bic, bank_account_type, number, card_brand,
        balance, balance_date, available, xs2a_account_id, external_row_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
    [
      companyId,
      isCard ? "CREDIT_CARD" : "BANK",
      account.derived_name.slice(0, 120),
      account.currency,
      account.holder?.slice(0, 70) ?? null,
      isCard ? null : account.iban,
      isCard ? null : bic,
      isCard ? null : bankAccountType(account.derived_name),
      isCard ? account.account_number?.slice(0, 40) : null,
      isCard ? cardBrand(account.account_number) : null,
      account.balance_date ? account.balance : null,
      account.balance_date,
      account.available,
      account.id,
      account.provider_account_id,
    ],
  );
  return rows[0]!.id;
}
