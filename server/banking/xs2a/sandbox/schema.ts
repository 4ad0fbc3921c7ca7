import type pg from "pg";
import { withTransaction } from "../../../db/withTransaction.ts";

/**
 * The sandbox bank keeps its own books in its own schema, as a third party would in its own
 * database: not part of the app's migrations, created (idempotently) when the sandbox starts.
 * No grants: only the database owner, i.e. the sandbox, reads it; the API roles cannot.
 */
const DDL = `
create schema if not exists sandbox_bank;
revoke all on schema sandbox_bank from public;

create table if not exists sandbox_bank.connections (
  id uuid primary key default gen_random_uuid(),
  bank_id text not null,
  login text not null,
  token_hash text not null unique,
  consent_expires_at timestamptz not null,
  account_ids text[] not null default '{}',
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table if not exists sandbox_bank.sessions (
  id uuid primary key default gen_random_uuid(),
  mode text not null check (mode in ('ADD', 'UPDATE', 'PAY')),
  connection_id uuid references sandbox_bank.connections (id) on delete cascade,
  key_hash text unique,
  step text not null default 'BANK',
  bank_id text,
  login text,
  login_attempts integer not null default 0,
  tan_attempts integer not null default 0,
  temporary_failure_shown boolean not null default false,
  account_ids text[] not null default '{}',
  payment_ids uuid[] not null default '{}',
  state text not null default 'OPEN' check (state in ('OPEN', 'COMPLETED', 'FINISHED', 'ABORTED')),
  expires_at timestamptz not null default now() + interval '30 minutes',
  created_at timestamptz not null default now()
);
create index if not exists sessions_connection_idx on sandbox_bank.sessions (connection_id);

create table if not exists sandbox_bank.payments (
  id uuid primary key default gen_random_uuid(),
  connection_id uuid not null references sandbox_bank.connections (id) on delete cascade,
  account_id text not null,
  recipient_name text not null,
  recipient_iban text not null,
  recipient_bic text,
  amount numeric(15, 2) not null check (amount > 0),
  currency char(3) not null,
  purpose text not null,
  end_to_end_id text not null,
  execution_date date not null,
  status text not null default 'AWAITING_AUTHORISATION'
    check (status in ('AWAITING_AUTHORISATION', 'AUTHORISED', 'PENDING_REPORTED', 'BOOKED', 'CANCELLED')),
  bank_reference text not null unique,
  booked_on date,
  created_at timestamptz not null default now()
);
create index if not exists payments_account_idx on sandbox_bank.payments (account_id, status);
create index if not exists payments_connection_idx on sandbox_bank.payments (connection_id);

-- An account whose statement someone else writes (the demo data): no generated history, and
-- the balance it had on a day.
create table if not exists sandbox_bank.account_overrides (
  iban text primary key,
  generated boolean not null default true,
  balance numeric(15, 2),
  balance_date date,
  check ((balance is null) = (balance_date is null))
);

create table if not exists sandbox_bank.scheduled_transactions (
  id uuid primary key default gen_random_uuid(),
  iban text not null,
  booking_date date not null,
  amount numeric(15, 2) not null check (amount <> 0),
  purpose text not null,
  counterparty_name text,
  counterparty_iban text,
  counterparty_bic text,
  end_to_end_id text,
  bank_reference text not null,
  created_at timestamptz not null default now(),
  unique (iban, bank_reference)
);
`;

const ready = new WeakSet<pg.Pool>();

/** Creates the sandbox's schema once per pool (under a lock: servers may start together). */
export async function ensureSandboxSchema(ownerPool: pg.Pool): Promise<void> {
  if (ready.has(ownerPool)) return;
  await withTransaction(ownerPool, async (client) => {
    await client.query("select pg_advisory_xact_lock(hashtext('belegwerk.sandbox_bank'))");
    await client.query(DDL);
  });
  ready.add(ownerPool);
}
