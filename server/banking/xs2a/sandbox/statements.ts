import type pg from "pg";
import { fromCents, toCents } from "../../../../src/lib/decimal.ts";
import { withTransaction } from "../../../db/withTransaction.ts";
import type { StatementTransaction } from "../../../domain/bank-statements/types.ts";
import type { ProviderBalance } from "../provider.ts";
import type { SandboxAccountDef } from "./banks.ts";
import { generateStatement, type SandboxTransaction } from "./generator.ts";

/**
 * A sandbox account's statement and balance: its generated history (unless the demo data
 * writes the account's past itself), the transactions seeded for its IBAN, and the payments
 * ordered through the widget.
 */

const cents = (n: number) => fromCents(BigInt(n));
/** A stored numeric amount as whole cents, exactly (no binary float on the way). */
const centsOf = (amount: string | null | undefined) => Number(toCents(amount ?? "0"));

export function toStatement(t: SandboxTransaction): StatementTransaction {
  return {
    bookingDate: t.bookingDate,
    valueDate: t.valueDate,
    amount: cents(t.amountCents),
    currency: t.currency,
    status: t.status,
    purpose: t.purpose,
    counterpartyName: t.counterpartyName,
    counterpartyIban: t.counterpartyIban,
    counterpartyAccountNumber: null,
    counterpartyBic: t.counterpartyBic,
    endToEndId: t.endToEndId,
    mandateId: t.mandateId,
    creditorId: t.creditorId,
    // Like camt.052 PDNG entries, a pending entry has no bank reference yet: the booking
    // gives it one. The app recognises the booked version by amount and end-to-end id.
    bankReference: t.status === "PENDING" ? null : t.bankReference,
    customerReference: null,
    bankTransactionCode: t.bankTransactionCode,
  };
}

/** Booked and pending transactions with a booking date on or after `since`, as of `today`. */
export async function accountTransactions(
  pool: pg.Pool,
  account: SandboxAccountDef,
  since: string,
  today: string,
): Promise<StatementTransaction[]> {
  const settings = await override(pool, account.iban);
  const generated =
    settings?.generated === false
      ? []
      : generateStatement(account, today).transactions.filter((t) => t.bookingDate >= since);
  const scheduled = account.iban ? await scheduledTransactions(pool, account.iban, since, today) : [];
  const payments = await paymentTransactions(pool, account.id, since, today);
  return [...generated, ...scheduled, ...payments]
    .sort((a, b) => a.bookingDate.localeCompare(b.bookingDate) || a.bankReference.localeCompare(b.bankReference))
    .map(toStatement);
}

async function scheduledTransactions(
  pool: pg.Pool,
  iban: string,
  since: string,
  today: string,
): Promise<SandboxTransaction[]> {
  const { rows } = await pool.query<{
    booking_date: string;
    amount: string;
    purpose: string;
    counterparty_name: string | null;
    counterparty_iban: string | null;
    counterparty_bic: string | null;
    end_to_end_id: string | null;
    bank_reference: string;
  }>(
    `select booking_date::text, amount::text, purpose, counterparty_name, counterparty_iban, counterparty_bic,
            end_to_end_id, bank_reference
     from sandbox_bank.scheduled_transactions
     where iban = $1 and booking_date between $2 and $3 order by booking_date, bank_reference`,
    [iban, since, today],
  );
  return rows.map((r) => {
    const amountCents = centsOf(r.amount);
    return {
      bankReference: r.bank_reference,
      bookingDate: r.booking_date,
      valueDate: r.booking_date,
      amountCents,
      currency: "EUR",
      status: "BOOKED",
      purpose: r.purpose,
      counterpartyName: r.counterparty_name,
      counterpartyIban: r.counterparty_iban,
      counterpartyBic: r.counterparty_bic,
      endToEndId: r.end_to_end_id,
      mandateId: null,
      creditorId: null,
      bankTransactionCode: amountCents > 0 ? "PMNT-RCDT-ESCT" : "PMNT-ICDT-ESCT",
    };
  });
}

/**
 * Payments ordered through the widget: an authorised one is reported PENDING once, and is
 * BOOKED from the next fetch on (on its execution date at the earliest), with its
 * end-to-end id both times.
 */
async function paymentTransactions(
  pool: pg.Pool,
  accountId: string,
  since: string,
  today: string,
): Promise<SandboxTransaction[]> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{
      id: string;
      recipient_name: string;
      recipient_iban: string;
      recipient_bic: string | null;
      amount: string;
      purpose: string;
      end_to_end_id: string;
      execution_date: string;
      status: "AUTHORISED" | "PENDING_REPORTED" | "BOOKED";
      booked_on: string | null;
      bank_reference: string;
    }>(
      `select id, recipient_name, recipient_iban, recipient_bic, amount::text, purpose, end_to_end_id,
              execution_date::text, status, booked_on::text, bank_reference
       from sandbox_bank.payments
       where account_id = $1 and (status in ('AUTHORISED', 'PENDING_REPORTED') or (status = 'BOOKED' and booked_on >= $2))
       order by created_at, id for update`,
      [accountId, since],
    );
    const out: SandboxTransaction[] = [];
    for (const r of rows) {
      let { status, booked_on: bookedOn } = r;
      if (status === "PENDING_REPORTED" && r.execution_date <= today) {
        status = "BOOKED";
        bookedOn = today;
      } else if (status === "AUTHORISED") {
        status = "PENDING_REPORTED";
      }
      if (status !== r.status) {
        await client.query("update sandbox_bank.payments set status = $2, booked_on = $3 where id = $1", [
          r.id,
          status,
          bookedOn,
        ]);
      }
      const booked = status === "BOOKED";
      const date = booked ? bookedOn! : r.execution_date > today ? r.execution_date : today;
      out.push({
        bankReference: r.bank_reference,
        bookingDate: date,
        valueDate: date,
        amountCents: -centsOf(r.amount),
        currency: "EUR",
        status: booked ? "BOOKED" : "PENDING",
        purpose: r.purpose,
        counterpartyName: r.recipient_name,
        counterpartyIban: r.recipient_iban,
        counterpartyBic: r.recipient_bic,
        endToEndId: r.end_to_end_id,
        mandateId: null,
        creditorId: null,
        bankTransactionCode: "PMNT-ICDT-ESCT",
      });
    }
    return out;
  });
}

/** The booked balance today and what is available (pending debits deducted, card limit added). */
export async function accountBalance(
  pool: pg.Pool,
  account: SandboxAccountDef,
  today: string,
): Promise<ProviderBalance> {
  const settings = await override(pool, account.iban);
  // The generated history's balance, or the one the seed gave for a day (then only what
  // was booked after that day counts).
  const generated = settings?.generated === false ? null : generateStatement(account, today);
  const since = generated ? "0001-01-01" : (settings?.balance_date ?? "0001-01-01");
  const { rows } = await pool.query<{ scheduled: string; booked: string; pending: string }>(
    `select
       (select coalesce(sum(amount), 0) from sandbox_bank.scheduled_transactions
        where iban = $2 and booking_date <= $3 and booking_date > $4)::text as scheduled,
       (select coalesce(sum(amount), 0) from sandbox_bank.payments
        where account_id = $1 and status = 'BOOKED' and booked_on > $4)::text as booked,
       (select coalesce(sum(amount), 0) from sandbox_bank.payments
        where account_id = $1 and status in ('AUTHORISED', 'PENDING_REPORTED'))::text as pending`,
    [account.id, account.iban ?? "", today, since],
  );
  const base = generated ? generated.bookedBalanceCents : centsOf(settings?.balance);
  const balance = base + centsOf(rows[0]?.scheduled) - centsOf(rows[0]?.booked);
  const available =
    balance + (generated?.pendingCents ?? 0) - centsOf(rows[0]?.pending) + (account.creditLimitCents ?? 0);
  return { balance: cents(balance), available: cents(available), currency: account.currency, date: today };
}

/** What the demo data set for the account (sandbox_bank.account_overrides), if anything. */
async function override(pool: pg.Pool, iban: string | null) {
  if (!iban) return undefined;
  const { rows } = await pool.query<{
    generated: boolean;
    balance: string | null;
    balance_date: string | null;
  }>("select generated, balance::text, balance_date::text from sandbox_bank.account_overrides where iban = $1", [iban]);
  return rows[0];
}
