/**
 * Bringing transactions into a money account — from a statement file a person imports or from
 * a bank sync — the same way every time:
 *
 * - amounts must fit cents exactly (a file with 18.155 is refused, not rounded) and be in the
 *   account's currency;
 * - each transaction gets a fingerprint (`transactionFingerprint`): overlapping statements and
 *   repeated syncs bring the same transaction again, and the unique (account, fingerprint) key
 *   skips it;
 * - a booked transaction that is the booked version of a pending one (camt.052/MT942 intraday,
 *   or a sync before booking) replaces that pending row — keeping its links — instead of
 *   becoming a second one; a pending transaction whose booked version is known is skipped;
 * - the statement's closing balance becomes the account's last known balance when it is newer;
 * - one `bank_statement_imports` row records what happened, and the matching job is queued.
 *
 * The caller's client decides the rights: a person's import runs as that user (RLS checks
 * banking access on every insert), a sync runs as the owner.
 */
import type pg from "pg";
import { compareDecimals, normalizeDecimal, roundDecimal } from "../../src/lib/decimal.ts";
import {
  fingerprintTransactions,
  isSamePendingTransaction,
  type StatementBalance,
  type StatementTransaction,
} from "../domain/bank-statements/index.ts";

export type IngestErrorCode = "STATEMENT_CURRENCY_MISMATCH" | "STATEMENT_AMOUNT_PRECISION" | "MONEY_ACCOUNT_NOT_FOUND";

/** A statement that cannot be taken as it is; nothing of it was stored. */
export class IngestError extends Error {
  constructor(
    readonly code: IngestErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = "IngestError";
  }
}

export interface IngestInput {
  clientCompanyId: string;
  moneyAccountId: string;
  source: "SYNC" | "IMPORT";
  /** CAMT053, MT940, CSV … or SYNC. */
  format: string;
  fileName: string;
  transactions: readonly StatementTransaction[];
  closingBalance: StatementBalance | null;
  /** The person importing; null for a sync (the owner's client). */
  userId: string | null;
  /** How many statements of the file these transactions come from (default 1). */
  statementCount?: number;
}

export interface IngestResult {
  importRowId: string;
  importedCount: number;
  duplicateCount: number;
  pendingReplacedCount: number;
  fromDate: string | null;
  untilDate: string | null;
}

interface PendingRow {
  id: string;
  booking_date: string;
  amount: string;
  currency: string;
  purpose: string;
  counterparty_name: string | null;
  counterparty_iban: string | null;
  end_to_end_id: string | null;
}

/** The stored form of a transaction: cents and the account's currency. */
function prepare(currency: string, t: StatementTransaction, index: number): StatementTransaction {
  const amount = normalizeDecimal(t.amount, 2);
  if (amount === undefined || compareDecimals(roundDecimal(amount, 2), amount) !== 0) {
    throw new IngestError("STATEMENT_AMOUNT_PRECISION", { amount: t.amount, position: index + 1 });
  }
  const txCurrency = t.currency || currency;
  if (txCurrency !== currency) {
    throw new IngestError("STATEMENT_CURRENCY_MISMATCH", { statementCurrency: txCurrency, accountCurrency: currency });
  }
  return { ...t, amount: roundDecimal(amount, 2), currency: txCurrency };
}

const asPendingTransaction = (row: PendingRow): StatementTransaction => ({
  bookingDate: row.booking_date,
  valueDate: null,
  amount: row.amount,
  currency: row.currency,
  status: "PENDING",
  purpose: row.purpose,
  counterpartyName: row.counterparty_name,
  counterpartyIban: row.counterparty_iban,
  counterpartyAccountNumber: null,
  counterpartyBic: null,
  endToEndId: row.end_to_end_id,
  mandateId: null,
  creditorId: null,
  bankReference: null,
  customerReference: null,
  bankTransactionCode: null,
});

export async function ingestStatement(client: pg.PoolClient, input: IngestInput): Promise<IngestResult> {
  const { rows: accounts } = await client.query<{ currency: string; balance_date: string | null }>(
    `select currency, to_char(balance_date, 'YYYY-MM-DD') as balance_date
     from app_public.money_accounts where client_company_id = $1 and id = $2 for update`,
    [input.clientCompanyId, input.moneyAccountId],
  );
  const account = accounts[0];
  if (!account) throw new IngestError("MONEY_ACCOUNT_NOT_FOUND");
  const stored = input.transactions.map((t, i) => prepare(account.currency, t, i));
  // Fingerprints over the whole statement: two identical transactions without a bank reference
  // (two equal card payments on one day) are numbered, not merged.
  const fingerprints = fingerprintTransactions(input.moneyAccountId, stored);
  const prepared = stored.map((t, i) => ({ t, fingerprint: fingerprints[i]! }));
  const dates = prepared.map((p) => p.t.bookingDate).sort();
  const fromDate = dates[0] ?? null;
  const untilDate = dates.at(-1) ?? null;

  const { rows: imports } = await client.query<{ id: string }>(
    `insert into app_public.bank_statement_imports (client_company_id, money_account_id, file_name, format, from_date, until_date)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      input.clientCompanyId,
      input.moneyAccountId,
      input.fileName.slice(0, 255) || "-",
      input.format,
      fromDate,
      untilDate,
    ],
  );
  const importRowId = imports[0]!.id;

  // Pending transactions of the account around the statement's dates: candidates for being
  // replaced by their booked versions.
  const { rows: pendingRows } = fromDate
    ? await client.query<PendingRow>(
        `select id, to_char(booking_date, 'YYYY-MM-DD') as booking_date, amount::text, currency, purpose,
                counterparty_name, counterparty_iban, end_to_end_id
         from app_public.money_transactions
         where money_account_id = $1 and status = 'PENDING' and booking_date between $2::date - 15 and $3::date + 15`,
        [input.moneyAccountId, fromDate, untilDate],
      )
    : { rows: [] as PendingRow[] };
  const openPending = new Map(pendingRows.map((r) => [r.id, asPendingTransaction(r)]));

  let pendingReplacedCount = 0;
  const toInsert: typeof prepared = [];
  for (const p of prepared) {
    if (p.t.status === "BOOKED") {
      const match = [...openPending].find(([, pending]) => isSamePendingTransaction(pending, p.t));
      if (match) {
        openPending.delete(match[0]);
        const { rowCount } = await client.query(
          `update app_public.money_transactions
           set status = 'BOOKED', booking_date = $2, value_date = $3, fingerprint = $4, bank_reference = $5, import_id = $6
           where id = $1
             and not exists (select 1 from app_public.money_transactions x where x.money_account_id = $7 and x.fingerprint = $4 and x.id <> $1)`,
          [
            match[0],
            p.t.bookingDate,
            p.t.valueDate,
            p.fingerprint,
            p.t.bankReference,
            importRowId,
            input.moneyAccountId,
          ],
        );
        if (rowCount === 1) {
          pendingReplacedCount++;
          continue;
        }
      }
    }
    toInsert.push(p);
  }

  // A pending transaction whose booked version is already stored is not new.
  const pendingNew = toInsert.filter((p) => p.t.status === "PENDING");
  let skippedPending = new Set<string>();
  if (pendingNew.length > 0) {
    const { rows: booked } = await client.query<PendingRow>(
      `select id, to_char(booking_date, 'YYYY-MM-DD') as booking_date, amount::text, currency, purpose,
              counterparty_name, counterparty_iban, end_to_end_id
       from app_public.money_transactions
       where money_account_id = $1 and status = 'BOOKED' and booking_date between $2::date - 15 and $3::date + 15`,
      [input.moneyAccountId, fromDate, untilDate],
    );
    skippedPending = new Set(
      pendingNew
        .filter((p) =>
          booked.some((b) => isSamePendingTransaction(p.t, { ...asPendingTransaction(b), status: "BOOKED" })),
        )
        .map((p) => p.fingerprint),
    );
  }
  const rows = toInsert.filter((p) => !skippedPending.has(p.fingerprint));

  let importedCount = 0;
  const BATCH = 1000;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const col = <T>(f: (p: (typeof batch)[number]) => T) => batch.map(f);
    const { rowCount } = await client.query(
      `insert into app_public.money_transactions
         (client_company_id, money_account_id, import_id, source, status, booking_date, value_date, amount, currency, purpose,
          counterparty_name, counterparty_iban, counterparty_bic, counterparty_account_number, end_to_end_id, mandate_id,
          creditor_id, bank_reference, customer_reference, bank_transaction_code, fingerprint, batch_reference)
       select $1, $2, $3, $4::app_public.money_transaction_source, u.*
       from unnest($5::app_public.money_transaction_status[], $6::date[], $7::date[], $8::numeric[], $9::text[], $10::text[],
                   $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[],
                   $19::text[], $20::text[], $21::text[], $22::text[]) u
       on conflict (money_account_id, fingerprint) do nothing`,
      [
        input.clientCompanyId,
        input.moneyAccountId,
        importRowId,
        input.source,
        col((p) => p.t.status),
        col((p) => p.t.bookingDate),
        col((p) => p.t.valueDate),
        col((p) => p.t.amount),
        col((p) => p.t.currency),
        col((p) => p.t.purpose.slice(0, 2000)),
        col((p) => p.t.counterpartyName?.slice(0, 200) ?? null),
        col((p) => p.t.counterpartyIban),
        col((p) => p.t.counterpartyBic),
        col((p) => p.t.counterpartyAccountNumber),
        col((p) => (p.t.endToEndId && p.t.endToEndId.length <= 35 ? p.t.endToEndId : null)),
        col((p) => p.t.mandateId),
        col((p) => p.t.creditorId),
        col((p) => p.t.bankReference),
        col((p) => p.t.customerReference),
        col((p) => p.t.bankTransactionCode),
        col((p) => p.fingerprint),
        col((p) => p.t.batchReference?.slice(0, 140) || null),
      ],
    );
    importedCount += rowCount ?? 0;
  }
  const duplicateCount = prepared.length - importedCount - pendingReplacedCount;

  const closing = input.closingBalance;
  if (
    closing &&
    closing.currency === account.currency &&
    (!account.balance_date || closing.date >= account.balance_date)
  ) {
    const amount = normalizeDecimal(closing.amount, 2);
    if (amount !== undefined) {
      await client.query(
        "update app_public.money_accounts set balance = round($3::numeric, 2), balance_date = $4 where client_company_id = $1 and id = $2",
        [input.clientCompanyId, input.moneyAccountId, amount, closing.date],
      );
    }
  }
  await client.query(
    `update app_public.bank_statement_imports
     set statement_count = $4, imported_count = $2, duplicate_count = $3
     where id = $1`,
    [importRowId, importedCount + pendingReplacedCount, duplicateCount, input.statementCount ?? 1],
  );
  if (importedCount + pendingReplacedCount > 0) {
    // The owner (a sync) queues directly; a person goes through the function that checks access.
    if (input.userId === null) {
      await client.query("select app_private.enqueue_job('money_transactions__match', $1::json, $2)", [
        JSON.stringify({ clientCompanyRowId: input.clientCompanyId }),
        `match:${input.clientCompanyId}`,
      ]);
    } else {
      await client.query("select app_public.request_money_transaction_matching($1)", [input.clientCompanyId]);
    }
  }
  return { importRowId, importedCount, duplicateCount, pendingReplacedCount, fromDate, untilDate };
}
