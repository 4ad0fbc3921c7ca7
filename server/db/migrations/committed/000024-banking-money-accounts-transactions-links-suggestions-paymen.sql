--! Previous: sha1:1c8785414ffee158686f8111bc829c61b576515b
--! Hash: sha1:437ec9d6325ebe72abcad78ca741aa2b3ae25778
--! Message: banking: money accounts, transactions, links, suggestions, payments

-- Banking (issue 7): money accounts (bank, credit card, cash), money categories, bank-access
-- connections and their accounts, money transactions from statement imports and bank syncs,
-- transaction ↔ document links and match suggestions with their checks, bank payments and SEPA
-- files, the partner's direct-debit mandates and payment presets, and the invoice's payment
-- state following the links.

--------------------------------------------------------------------------------
-- Undo (idempotent re-runs of this file)

drop policy if exists insert_banking on app_public.bank_statement_imports;
drop policy if exists insert_banking on app_public.money_transactions;
drop policy if exists update_banking on app_public.money_transactions;
drop policy if exists delete_manual on app_public.money_transactions;
drop policy if exists insert_banking on app_public.money_transaction_documents;
drop policy if exists delete_banking on app_public.money_transaction_documents;
drop policy if exists update_banking on app_public.money_transaction_suggestions;
drop policy if exists insert_banking on app_public.sepa_files;
drop policy if exists insert_payable on app_public.bank_payments;
drop policy if exists update_banking on app_public.bank_payments;
drop policy if exists update_banking on app_public.partner_company_payment_presets;
drop policy if exists select_banking on app_public.money_accounts;
drop policy if exists insert_banking on app_public.money_accounts;
drop policy if exists update_banking on app_public.money_accounts;
drop policy if exists select_member on app_public.money_categories;
drop policy if exists insert_accounting on app_public.money_categories;
drop policy if exists update_accounting on app_public.money_categories;
drop policy if exists delete_accounting on app_public.money_categories;
drop policy if exists select_banking on app_public.money_transactions;
drop policy if exists select_banking on app_public.money_transaction_documents;
drop policy if exists select_document_viewer on app_public.money_transaction_documents;
drop policy if exists select_banking on app_public.money_transaction_suggestions;
drop policy if exists select_banking on app_public.bank_statement_imports;
drop policy if exists select_owner on app_public.xs2a_connections;
drop policy if exists select_owner on app_public.xs2a_accounts;
drop policy if exists select_banking on app_public.bank_payments;
drop policy if exists select_banking on app_public.sepa_files;
drop policy if exists select_member on app_public.client_company_disabled_matching_checks;
drop policy if exists select_banking on app_public.partner_company_direct_debit_mandates;
drop policy if exists select_all on app_public.banks;
drop trigger if exists _500_payment_state on app_public.money_transaction_documents;
drop trigger if exists _210_payment_status on app_public.invoices;
drop function if exists app_private.tg_invoices__payment_status();
drop trigger if exists _150_payment_status_source on app_public.invoices;
drop function if exists app_private.tg_invoices__payment_status_source();
drop function if exists app_private.learn_partner_counterparty(uuid, uuid, text, text, text);
drop trigger if exists _200_validate on app_public.money_accounts;
drop trigger if exists _210_transaction_currency on app_public.money_transactions;
drop trigger if exists _200_validate on app_public.money_transaction_documents;
drop function if exists app_private.tg_money_transaction_documents__payment_state();
drop function if exists app_private.tg_money_accounts__validate();
drop function if exists app_private.tg_money_transactions__defaults();
drop function if exists app_private.tg_money_transaction_documents__validate();
drop function if exists app_private.refresh_invoice_payment_state(uuid[]);
drop function if exists app_public.link_money_transaction_document(uuid, uuid, numeric);
drop function if exists app_public.unlink_money_transaction_document(uuid, uuid);
drop function if exists app_public.confirm_money_transaction_suggestion(uuid);
drop function if exists app_public.dismiss_money_transaction_suggestion(uuid);
drop function if exists app_public.set_money_transactions_category(uuid[], uuid);
drop function if exists app_public.set_client_company_disabled_matching_checks(uuid, app_public.matching_check[]);
drop function if exists app_public.create_cash_transaction(uuid, date, numeric, text, uuid);
drop function if exists app_public.delete_cash_transaction(uuid);
drop function if exists app_public.verify_partner_company_payment_preset(uuid);
drop function if exists app_public.money_accounts_full_name(app_public.money_accounts);
drop function if exists app_public.money_accounts_current_balance(app_public.money_accounts);
drop function if exists app_public.money_accounts_sync_active(app_public.money_accounts);
drop function if exists app_public.money_accounts_sync_message(app_public.money_accounts);
drop function if exists app_public.money_accounts_last_synced(app_public.money_accounts);
drop function if exists app_public.money_accounts_transaction_count(app_public.money_accounts);
drop function if exists app_public.money_categories_transaction_count(app_public.money_categories);
drop function if exists app_public.money_transactions_derived_partner_name(app_public.money_transactions);
drop function if exists app_public.money_transactions_matched_amount(app_public.money_transactions);
drop function if exists app_public.xs2a_accounts_derived_name(app_public.xs2a_accounts);
drop function if exists app_public.xs2a_accounts_money_account(app_public.xs2a_accounts);
drop function if exists app_public.invoices_payment_iban(app_public.invoices);
drop function if exists app_public.invoices_payment_bic(app_public.invoices);
drop function if exists app_public.invoices_payment_recipient(app_public.invoices);
drop function if exists app_public.invoices_payment_currency(app_public.invoices);
drop function if exists app_public.invoices_payment_due_date(app_public.invoices);
drop function if exists app_public.invoices_payment_discount_due_date(app_public.invoices);
drop function if exists app_public.invoices_payment_discount_percent(app_public.invoices);
drop function if exists app_public.invoices_payment_discount_amount(app_public.invoices);
drop function if exists app_public.invoices_partner_has_payment_preset(app_public.invoices);
drop function if exists app_public.invoices_has_unverified_iban(app_public.invoices);
drop function if exists app_public.invoices_can_pay(app_public.invoices);
drop function if exists app_public.invoices_pay_refusal(app_public.invoices);
drop function if exists app_public.invoices_can_update_payment_status(app_public.invoices);
drop function if exists app_public.invoices_can_update_partially_paid(app_public.invoices);
drop function if exists app_hidden.invoice_pay_refusal(uuid, uuid);
drop function if exists app_hidden.invoice_payment_status_refusal(uuid, uuid);
drop function if exists app_hidden.invoice_payment_preset(uuid, uuid);
drop function if exists app_hidden.invoice_payment_iban(uuid, uuid);
drop function if exists app_hidden.is_verified_partner_iban(uuid, uuid, text);
drop function if exists app_hidden.can_view_money(uuid);
drop function if exists app_hidden.current_user_xs2a_connection_ids();
drop function if exists app_hidden.add_payment_history_entry(uuid, uuid, app_public.document_history_type, jsonb);
drop function if exists app_public.money_transactions_checks(app_public.money_transactions);
drop table if exists app_private.xs2a_wizard_sessions;
drop table if exists app_private.xs2a_connection_secrets;
drop table if exists app_public.money_transaction_suggestions;
drop table if exists app_public.money_transaction_documents;
drop table if exists app_public.bank_payments;
drop table if exists app_public.sepa_files;
drop table if exists app_public.money_transactions;
drop table if exists app_public.bank_statement_imports;
alter table if exists app_public.money_accounts drop constraint if exists money_accounts_xs2a_account_id_fkey;
drop table if exists app_public.xs2a_accounts;
drop table if exists app_public.xs2a_connections;
drop table if exists app_public.money_categories;
drop table if exists app_public.money_accounts;
drop table if exists app_public.banks;
drop table if exists app_public.client_company_disabled_matching_checks;
drop table if exists app_public.partner_company_direct_debit_mandates;
alter table app_public.partner_company_payment_presets
  drop column if exists recipient,
  drop column if exists purpose_prefix,
  drop column if exists due_date_in_days,
  drop column if exists discount_due_date_in_days,
  drop column if exists discount_percent,
  drop column if exists discount_amount,
  drop column if exists verified_at,
  drop column if exists verified_by_user_id,
  drop column if exists source;
alter table app_public.partner_companies drop column if exists learned_name_variants;
alter table app_public.invoices
  drop column if exists paid_amount,
  drop column if exists payment_status_source,
  drop column if exists override_partner_company_payment_preset;
alter table app_public.client_companies
  drop column if exists sepa_creditor_id,
  drop column if exists disable_unverified_iban_check,
  drop column if exists payment_reminder_message;
drop type if exists app_public.money_account_type;
drop type if exists app_public.bank_account_type;
drop type if exists app_public.credit_card_brand;
drop type if exists app_public.money_transaction_status;
drop type if exists app_public.money_transaction_source;
drop type if exists app_public.money_transaction_link_source;
drop type if exists app_public.matching_check;
drop type if exists app_public.bank_payment_method;
drop type if exists app_public.bank_payment_status;
drop type if exists app_public.sepa_file_kind;
drop type if exists app_public.payment_preset_source;
drop type if exists app_public.payment_status_source;
drop type if exists app_public.xs2a_wizard_mode;
drop type if exists app_public.xs2a_wizard_state;

alter type app_public.document_history_type add value if not exists 'PAYMENT_LINKED';
alter type app_public.document_history_type add value if not exists 'PAYMENT_UNLINKED';
alter type app_public.document_history_type add value if not exists 'PAYMENT_INITIATED';

--------------------------------------------------------------------------------
-- Company and partner settings that payments need

alter table app_public.client_companies
  add column sepa_creditor_id text check (sepa_creditor_id is null or sepa_creditor_id ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$'),
  add column disable_unverified_iban_check boolean not null default false,
  add column payment_reminder_message text check (payment_reminder_message is null or length(payment_reminder_message) <= 5000);
comment on column app_public.client_companies.sepa_creditor_id is 'The company''s SEPA creditor identifier (Gläubiger-ID) for direct-debit collections (pain.008).';
comment on column app_public.client_companies.disable_unverified_iban_check is 'Paying an invoice whose IBAN is not a verified payment preset of its partner needs no extra confirmation.';
comment on column app_public.client_companies.payment_reminder_message is 'The default message of payment reminders.';

alter table app_public.partner_companies
  add column learned_name_variants text[] not null default '{}';
comment on column app_public.partner_companies.learned_name_variants is E'@behavior -*\nCounterparty names of bank transactions a person confirmed for this partner; the matching engine compares names against them.';

create type app_public.payment_preset_source as enum ('USER', 'EINVOICE', 'LEARNED');
comment on type app_public.payment_preset_source is 'Where a payment preset came from: entered by a person, an e-invoice, or learned from a confirmed bank transaction.';

alter table app_public.partner_company_payment_presets
  add column recipient text check (recipient is null or length(recipient) <= 70),
  add column purpose_prefix text check (purpose_prefix is null or length(purpose_prefix) <= 60),
  add column due_date_in_days integer check (due_date_in_days is null or due_date_in_days between 0 and 365),
  add column discount_due_date_in_days integer check (discount_due_date_in_days is null or discount_due_date_in_days between 0 and 365),
  add column discount_percent numeric(5, 2) check (discount_percent is null or discount_percent between 0 and 100),
  add column discount_amount numeric(15, 2) check (discount_amount is null or discount_amount >= 0),
  add column verified_at timestamptz,
  add column verified_by_user_id uuid references app_public.users (id) on delete set null,
  add column source app_public.payment_preset_source not null default 'USER';
create index partner_company_payment_presets_verified_by_idx on app_public.partner_company_payment_presets (verified_by_user_id);
comment on column app_public.partner_company_payment_presets.verified_at is 'When a person confirmed that this IBAN belongs to the partner (a payment to it was confirmed explicitly, or the preset was checked). Invoices with other IBANs are flagged hasUnverifiedIban.';

create table app_public.partner_company_direct_debit_mandates (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  partner_company_id uuid not null,
  mandate_id text not null check (mandate_id ~ '^[A-Za-z0-9+?/:().,'' -]{1,35}$'),
  signature_date date not null,
  debtor_name text not null check (length(btrim(debtor_name)) between 1 and 70),
  debtor_iban text not null check (debtor_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$'),
  debtor_bic text check (debtor_bic is null or debtor_bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  first_collected_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint partner_company_direct_debit_mandates_partner_fkey foreign key (client_company_id, partner_company_id)
    references app_public.partner_companies (client_company_id, id) on delete cascade,
  constraint partner_company_direct_debit_mandates_mandate_key unique (client_company_id, mandate_id)
);
create index on app_public.partner_company_direct_debit_mandates (partner_company_id);
create trigger _100_timestamps before insert or update on app_public.partner_company_direct_debit_mandates
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.partner_company_direct_debit_mandates is E'@behavior -insert -update -delete\nA SEPA direct-debit mandate a client signed: the company may collect its outgoing invoices from the debtor''s account (pain.008). The first collection is FRST, later ones RCUR.';
comment on constraint partner_company_direct_debit_mandates_partner_fkey on app_public.partner_company_direct_debit_mandates is E'@fieldName partnerCompany\n@foreignFieldName directDebitMandates';
comment on constraint partner_company_direct_debit_mandates_mandate_key on app_public.partner_company_direct_debit_mandates is E'@behavior -single -update -delete';

--------------------------------------------------------------------------------
-- Banks (reference data) and money accounts

create table app_public.banks (
  bic text primary key check (bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  legal_name text not null,
  brand_name text,
  country char(2) not null check (country ~ '^[A-Z]{2}$')
);
comment on table app_public.banks is E'@behavior -insert -update -delete\nA bank by its BIC: its legal and brand name.';

create type app_public.money_account_type as enum ('BANK', 'CREDIT_CARD', 'CASH');
create type app_public.bank_account_type as enum ('CURRENT', 'SAVINGS', 'LOAN', 'OTHER');
create type app_public.credit_card_brand as enum ('VISA', 'MASTERCARD', 'AMEX', 'OTHER');

create table app_public.money_accounts (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  type app_public.money_account_type not null,
  name text not null check (length(btrim(name)) between 1 and 120),
  description text check (description is null or length(description) <= 2000),
  active boolean not null default true,
  currency char(3) not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  holder text check (holder is null or length(holder) <= 70),
  include_holder_with_payment boolean not null default false,
  iban text check (iban is null or iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$'),
  bic text check (bic is null or bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  bank_account_type app_public.bank_account_type,
  number text check (number is null or length(number) between 1 and 40),
  card_brand app_public.credit_card_brand,
  balance numeric(15, 2),
  balance_date date,
  available numeric(15, 2),
  credit_limit numeric(15, 2) check (credit_limit is null or credit_limit >= 0),
  general_ledger_account_id uuid,
  xs2a_account_id uuid unique,
  external_row_id text,
  created_by_user_id uuid references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint money_accounts_client_company_id_id_key unique (client_company_id, id),
  constraint money_accounts_general_ledger_account_id_fkey foreign key (client_company_id, general_ledger_account_id)
    references app_public.general_ledger_accounts (client_company_id, id) on delete set null (general_ledger_account_id),
  check (type <> 'BANK' or iban is not null),
  check (type = 'BANK' or (iban is null and bank_account_type is null and not include_holder_with_payment)),
  check (type = 'CREDIT_CARD' or card_brand is null),
  check (type <> 'CASH' or (xs2a_account_id is null and credit_limit is null and available is null)),
  check ((balance is null) = (balance_date is null))
);
create index money_accounts_company_type_idx on app_public.money_accounts (client_company_id, type, active, name);
create unique index money_accounts_company_iban_key on app_public.money_accounts (client_company_id, iban) where iban is not null;
create index on app_public.money_accounts (created_by_user_id);
create trigger _100_timestamps before insert or update on app_public.money_accounts
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.money_accounts is E'A bank account, credit card or cash book of the company. Bank and credit-card accounts may be linked to a bank-access account (xs2aAccount), whose syncs bring their transactions; any account can import statements. The balance is the last known one (balanceDate); currentBalance adds the booked transactions after it.';
comment on column app_public.money_accounts.holder is 'The account holder''s name, as the bank knows it.';
comment on column app_public.money_accounts.include_holder_with_payment is 'SEPA files name the holder as the debtor (else the company name).';
comment on column app_public.money_accounts.number is 'Credit cards: the masked card number (last digits); cash books: the cash book''s number.';
comment on column app_public.money_accounts.credit_limit is E'@name limit\nThe credit limit (credit cards, overdrafts).';
comment on column app_public.money_accounts.xs2a_account_id is E'@behavior -insert -update\nThe bank-access account this account is linked to; its syncs bring the transactions.';
comment on column app_public.money_accounts.external_row_id is E'@behavior -insert -update\nThe id of the account at the bank-access provider.';
comment on column app_public.money_accounts.balance is E'@behavior -insert -update\nThe last known balance (from a statement''s closing balance or a bank sync).';
comment on column app_public.money_accounts.balance_date is E'@behavior -insert -update\nThe date of the last known balance.';
comment on column app_public.money_accounts.available is E'@behavior -insert -update\nThe available amount the bank reported.';
comment on constraint money_accounts_client_company_id_fkey on app_public.money_accounts is E'@fieldName clientCompany\n@foreignFieldName moneyAccounts';
comment on constraint money_accounts_client_company_id_id_key on app_public.money_accounts is E'@behavior -single -update -delete';
comment on constraint money_accounts_general_ledger_account_id_fkey on app_public.money_accounts is E'@fieldName generalLedgerAccount\n@foreignFieldName moneyAccounts';

create function app_private.tg_money_accounts__validate() returns trigger as $$
begin
  if new.iban is not null and not app_hidden.is_valid_iban(new.iban) then
    raise exception 'INVALID_IBAN' using errcode = '22023', column = 'iban';
  end if;
  if new.type = 'CASH' and not app_public.client_companies_feature_active(
       (select c from app_public.client_companies c where c.id = new.client_company_id), 'CASH_ACCOUNT') then
    raise exception 'CASH_ACCOUNT_FEATURE_OFF' using errcode = 'P0001';
  end if;
  if tg_op = 'UPDATE' and new.type <> old.type then
    raise exception 'MONEY_ACCOUNT_TYPE_FIXED' using errcode = 'P0001', column = 'type';
  end if;
  if new.general_ledger_account_id is not null and exists (
       select 1 from app_public.general_ledger_accounts g
       where g.client_company_id = new.client_company_id and g.id = new.general_ledger_account_id
         and g.disabled_at is not null and (tg_op = 'INSERT' or g.id is distinct from old.general_ledger_account_id)) then
    raise exception 'GENERAL_LEDGER_ACCOUNT_DISABLED' using errcode = 'P0001', column = 'generalLedgerAccountRowId';
  end if;
  if tg_op = 'INSERT' then
    new.created_by_user_id := app_hidden.current_user_id();
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _200_validate before insert or update on app_public.money_accounts
  for each row execute procedure app_private.tg_money_accounts__validate();

create table app_public.money_categories (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 120),
  keywords text[] not null default '{}' check (cardinality(keywords) <= 50 and array_position(keywords, null) is null),
  general_ledger_account_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint money_categories_client_company_id_id_key unique (client_company_id, id),
  constraint money_categories_company_name_key unique (client_company_id, name),
  constraint money_categories_general_ledger_account_id_fkey foreign key (client_company_id, general_ledger_account_id)
    references app_public.general_ledger_accounts (client_company_id, id) on delete set null (general_ledger_account_id)
);
create trigger _100_timestamps before insert or update on app_public.money_categories
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.money_categories is E'A category for bank transactions that no invoice explains (fees, salaries, taxes, transfers); keywords found in a transaction''s purpose or counterparty suggest it.';
comment on constraint money_categories_client_company_id_fkey on app_public.money_categories is E'@fieldName clientCompany\n@foreignFieldName moneyCategories';
comment on constraint money_categories_client_company_id_id_key on app_public.money_categories is E'@behavior -single -update -delete';
comment on constraint money_categories_company_name_key on app_public.money_categories is E'@behavior -single -update -delete';
comment on constraint money_categories_general_ledger_account_id_fkey on app_public.money_categories is E'@fieldName generalLedgerAccount\n@foreignFieldName moneyCategories';

--------------------------------------------------------------------------------
-- Bank access (XS2A): a user's connections to banks and the accounts they reveal

create table app_public.xs2a_connections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app_public.users (id) on delete cascade,
  provider text not null default 'SANDBOX' check (provider ~ '^[A-Z0-9_]{1,40}$'),
  bank_name text not null,
  bank_bic text check (bank_bic is null or bank_bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  sync_active boolean not null default false,
  sync_message text,
  last_synced timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index on app_public.xs2a_connections (user_id, created_at);
create trigger _100_timestamps before insert or update on app_public.xs2a_connections
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.xs2a_connections is E'@behavior -insert -update -delete\n@name xs2AConnection\nA bank connection of a user through the bank-access provider. syncActive while a sync runs; syncMessage holds the last sync''s problem (shown in red).';
comment on constraint xs2a_connections_user_id_fkey on app_public.xs2a_connections is E'@fieldName user\n@foreignFieldName xs2AConnections';

create table app_public.xs2a_accounts (
  id uuid primary key default gen_random_uuid(),
  connection_id uuid not null references app_public.xs2a_connections (id) on delete cascade,
  provider_account_id text not null,
  name text,
  holder text,
  is_credit_card boolean not null default false,
  account_number text,
  iban text check (iban is null or iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$'),
  bic text,
  currency char(3) not null default 'EUR',
  balance numeric(15, 2),
  available numeric(15, 2),
  balance_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (connection_id, provider_account_id)
);
create trigger _100_timestamps before insert or update on app_public.xs2a_accounts
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.xs2a_accounts is E'@behavior -insert -update -delete\n@name xs2AAccount\nAn account the bank connection revealed. Active when linked to a client company (a money account of that company points at it), inactive otherwise.';
comment on constraint xs2a_accounts_connection_id_fkey on app_public.xs2a_accounts is E'@fieldName connection\n@foreignFieldName accounts';

alter table app_public.money_accounts
  add constraint money_accounts_xs2a_account_id_fkey foreign key (xs2a_account_id) references app_public.xs2a_accounts (id) on delete set null;
comment on constraint money_accounts_xs2a_account_id_fkey on app_public.money_accounts is E'@fieldName xs2AAccount\n@foreignSingleFieldName moneyAccount';

-- Secrets of the provider (tokens, its connection id) and the wizard sessions: never exposed.
create table app_private.xs2a_connection_secrets (
  connection_id uuid primary key references app_public.xs2a_connections (id) on delete cascade,
  provider_connection_id text not null,
  credentials jsonb not null default '{}'
);

create type app_public.xs2a_wizard_mode as enum ('ADD', 'UPDATE', 'PAY');
create type app_public.xs2a_wizard_state as enum ('OPEN', 'FINISHED', 'ABORTED', 'FAILED');
create table app_private.xs2a_wizard_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app_public.users (id) on delete cascade,
  mode app_public.xs2a_wizard_mode not null,
  connection_id uuid references app_public.xs2a_connections (id) on delete cascade,
  client_company_id uuid references app_public.client_companies (id) on delete cascade,
  bank_payment_ids uuid[] not null default '{}',
  provider_session_id text,
  key_hash text,
  state app_public.xs2a_wizard_state not null default 'OPEN',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '30 minutes',
  finished_at timestamptz
);
create index on app_private.xs2a_wizard_sessions (user_id, created_at);
create index on app_private.xs2a_wizard_sessions (connection_id);
create index on app_private.xs2a_wizard_sessions (client_company_id);

--------------------------------------------------------------------------------
-- Statement imports and money transactions

create table app_public.bank_statement_imports (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  money_account_id uuid not null,
  file_name text not null check (length(file_name) between 1 and 255),
  format text not null check (format in ('CAMT052', 'CAMT053', 'CAMT054', 'MT940', 'MT942', 'CSV', 'SYNC')),
  statement_count integer not null default 0,
  imported_count integer not null default 0,
  duplicate_count integer not null default 0,
  from_date date,
  until_date date,
  created_by_user_id uuid references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint bank_statement_imports_money_account_id_fkey foreign key (client_company_id, money_account_id)
    references app_public.money_accounts (client_company_id, id) on delete cascade,
  constraint bank_statement_imports_client_company_id_id_key unique (client_company_id, id)
);
create index on app_public.bank_statement_imports (money_account_id, created_at);
create index on app_public.bank_statement_imports (created_by_user_id);
comment on table app_public.bank_statement_imports is E'@behavior -insert -update -delete\nOne statement file import (or bank sync): how many transactions it brought and how many it skipped as already known.';
comment on constraint bank_statement_imports_money_account_id_fkey on app_public.bank_statement_imports is E'@fieldName moneyAccount\n@foreignFieldName bankStatementImports';
comment on constraint bank_statement_imports_client_company_id_id_key on app_public.bank_statement_imports is E'@behavior -single -update -delete';

create type app_public.money_transaction_status as enum ('BOOKED', 'PENDING');
create type app_public.money_transaction_source as enum ('IMPORT', 'SYNC', 'MANUAL');

create table app_public.money_transactions (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  money_account_id uuid not null,
  status app_public.money_transaction_status not null default 'BOOKED',
  source app_public.money_transaction_source not null,
  booking_date date not null,
  value_date date,
  amount numeric(15, 2) not null,
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  purpose text not null default '' check (length(purpose) <= 2000),
  counterparty_name text check (counterparty_name is null or length(counterparty_name) <= 200),
  counterparty_iban text check (counterparty_iban is null or counterparty_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$'),
  counterparty_bic text,
  counterparty_account_number text,
  end_to_end_id text check (end_to_end_id is null or length(end_to_end_id) <= 35),
  mandate_id text,
  creditor_id text,
  bank_reference text,
  customer_reference text,
  bank_transaction_code text,
  fingerprint text not null,
  import_id uuid,
  money_category_id uuid,
  matched_count integer not null default 0,
  suggestion_count integer not null default 0,
  matched_at timestamptz,
  created_by_user_id uuid references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint money_transactions_client_company_id_id_key unique (client_company_id, id),
  constraint money_transactions_money_account_id_fkey foreign key (client_company_id, money_account_id)
    references app_public.money_accounts (client_company_id, id) on delete cascade,
  constraint money_transactions_import_id_fkey foreign key (client_company_id, import_id)
    references app_public.bank_statement_imports (client_company_id, id) on delete set null (import_id),
  constraint money_transactions_money_category_id_fkey foreign key (client_company_id, money_category_id)
    references app_public.money_categories (client_company_id, id) on delete set null (money_category_id),
  constraint money_transactions_fingerprint_key unique (money_account_id, fingerprint)
);
create index money_transactions_company_date_idx on app_public.money_transactions (client_company_id, booking_date desc, id desc)
  include (amount, money_account_id, money_category_id, matched_count);
create index money_transactions_account_date_idx on app_public.money_transactions (money_account_id, booking_date desc, id desc);
create index money_transactions_unclear_idx on app_public.money_transactions (client_company_id, booking_date desc, id desc)
  where money_category_id is null and matched_count = 0;
create index on app_public.money_transactions (import_id);
create index on app_public.money_transactions (money_category_id);
create index on app_public.money_transactions (created_by_user_id);
create index money_transactions_end_to_end_idx on app_public.money_transactions (client_company_id, end_to_end_id) where end_to_end_id is not null;
create index money_transactions_search_idx on app_public.money_transactions
  using gin ((lower(purpose || ' ' || coalesce(counterparty_name, '') || ' ' || coalesce(counterparty_iban, ''))) gin_trgm_ops);
create trigger _100_timestamps before insert or update on app_public.money_transactions
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.money_transactions is E'@behavior -insert -update -delete\nA movement on a money account: from a statement import, a bank sync, or entered in a cash book. amount is signed: incoming positive, outgoing negative. A pending transaction is replaced by its booked one when that arrives. matchedCount counts the linked documents.';
comment on column app_public.money_transactions.fingerprint is E'@behavior -*\nThe key that recognises the same transaction in overlapping imports and syncs.';
comment on column app_public.money_transactions.matched_count is 'How many documents this transaction is linked to.';
comment on column app_public.money_transactions.suggestion_count is 'How many open match suggestions it has.';
comment on constraint money_transactions_money_account_id_fkey on app_public.money_transactions is E'@fieldName moneyAccount\n@foreignFieldName moneyTransactions';
comment on constraint money_transactions_import_id_fkey on app_public.money_transactions is E'@fieldName import\n@foreignFieldName moneyTransactions';
comment on constraint money_transactions_money_category_id_fkey on app_public.money_transactions is E'@fieldName moneyCategory\n@foreignFieldName moneyTransactions';
comment on constraint money_transactions_client_company_id_id_key on app_public.money_transactions is E'@behavior -single -update -delete';
comment on constraint money_transactions_fingerprint_key on app_public.money_transactions is E'@behavior -single -update -delete';

--------------------------------------------------------------------------------
-- Links between transactions and documents, and match suggestions

create type app_public.matching_check as enum ('TOTAL', 'IBAN', 'NUMBER_IN_PURPOSE', 'DATE', 'INVOICE_DATE_IN_PURPOSE', 'PARTNER_NAME');
comment on type app_public.matching_check is 'The checks the matching engine scores a transaction ↔ invoice pair on: the amount (open amount, total, early-payment discount, partial), the IBAN, the invoice or order number in the purpose, the date, the invoice date in the purpose, and the similarity of the partner''s name.';
create type app_public.money_transaction_link_source as enum ('AUTO', 'END_TO_END_ID', 'SUGGESTION', 'MANUAL');
comment on type app_public.money_transaction_link_source is 'How a link came about: linked by the matching engine on its own (a confident match, or the end-to-end id of a payment this product initiated), a suggestion a person confirmed, or linked by hand.';

create table app_public.client_company_disabled_matching_checks (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  name app_public.matching_check not null,
  constraint client_company_disabled_matching_checks_name_key unique (client_company_id, name)
);
comment on table app_public.client_company_disabled_matching_checks is E'@behavior -insert -update -delete\nA matching check the company switched off; the engine scores without it.';
comment on constraint client_company_disabled_matching_checks_client_company_id_fkey on app_public.client_company_disabled_matching_checks is E'@fieldName clientCompany\n@foreignFieldName disabledMatchingChecks';
comment on constraint client_company_disabled_matching_checks_name_key on app_public.client_company_disabled_matching_checks is E'@behavior -single -update -delete';

create table app_public.money_transaction_documents (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  money_transaction_id uuid not null,
  document_id uuid not null,
  amount numeric(15, 2) not null check (amount > 0),
  source app_public.money_transaction_link_source not null,
  score numeric(4, 3) check (score is null or score between 0 and 1),
  checks jsonb not null default '[]' check (jsonb_typeof(checks) = 'array'),
  created_by_user_id uuid references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint money_transaction_documents_transaction_fkey foreign key (client_company_id, money_transaction_id)
    references app_public.money_transactions (client_company_id, id) on delete cascade,
  constraint money_transaction_documents_document_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete cascade,
  constraint money_transaction_documents_pair_key unique (money_transaction_id, document_id)
);
create index on app_public.money_transaction_documents (document_id, created_at);
create index on app_public.money_transaction_documents (created_by_user_id);
comment on table app_public.money_transaction_documents is E'@behavior -insert -update -delete\nA transaction paying (part of) a document: amount is the part of the transaction assigned to it (positive). checks holds the matching checks'' results when the engine proposed it: [{check, passed, score, detail}].';
comment on constraint money_transaction_documents_transaction_fkey on app_public.money_transaction_documents is E'@fieldName moneyTransaction\n@foreignFieldName documentLinks';
comment on constraint money_transaction_documents_document_fkey on app_public.money_transaction_documents is E'@fieldName document\n@foreignFieldName moneyTransactionLinks';
comment on constraint money_transaction_documents_pair_key on app_public.money_transaction_documents is E'@behavior -single -update -delete';

create table app_public.money_transaction_suggestions (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  money_transaction_id uuid not null,
  rank integer not null check (rank >= 1),
  document_ids uuid[] not null check (cardinality(document_ids) between 1 and 10),
  allocations jsonb not null check (jsonb_typeof(allocations) = 'array'),
  score numeric(4, 3) not null check (score between 0 and 1),
  reason text not null check (reason in ('END_TO_END_ID', 'SCORED', 'COMBINATION')),
  checks jsonb not null default '[]' check (jsonb_typeof(checks) = 'array'),
  dismissed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint money_transaction_suggestions_transaction_fkey foreign key (client_company_id, money_transaction_id)
    references app_public.money_transactions (client_company_id, id) on delete cascade,
  constraint money_transaction_suggestions_rank_key unique (money_transaction_id, rank)
);
create index money_transaction_suggestions_documents_idx on app_public.money_transaction_suggestions using gin (document_ids);
comment on table app_public.money_transaction_suggestions is E'@behavior -insert -update -delete\nA match the engine proposes but does not link on its own: the documents, how much of the transaction each gets (allocations: [{documentRowId, amount}]), the score and each check''s result per document (checks: [{documentRowId, checks: [{check, passed, score, detail}]}]). Confirming links it; dismissing hides it.';
comment on constraint money_transaction_suggestions_transaction_fkey on app_public.money_transaction_suggestions is E'@fieldName moneyTransaction\n@foreignFieldName suggestions';
comment on constraint money_transaction_suggestions_rank_key on app_public.money_transaction_suggestions is E'@behavior -single -update -delete';

--------------------------------------------------------------------------------
-- Payments the product initiates: SEPA files and payments through the bank

create type app_public.sepa_file_kind as enum ('CREDIT_TRANSFER', 'DIRECT_DEBIT');
create table app_public.sepa_files (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  kind app_public.sepa_file_kind not null,
  schema_version text not null check (schema_version in ('pain.001.001.09', 'pain.001.001.03', 'pain.008.001.02')),
  message_id text not null check (length(message_id) between 1 and 35),
  money_account_id uuid,
  number_of_transactions integer not null check (number_of_transactions > 0),
  control_sum numeric(17, 2) not null,
  requested_date date not null,
  xml text not null,
  created_by_user_id uuid references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint sepa_files_client_company_id_id_key unique (client_company_id, id),
  constraint sepa_files_money_account_id_fkey foreign key (client_company_id, money_account_id)
    references app_public.money_accounts (client_company_id, id) on delete set null (money_account_id),
  constraint sepa_files_message_id_key unique (client_company_id, message_id)
);
create index on app_public.sepa_files (client_company_id, created_at desc);
create index on app_public.sepa_files (money_account_id);
create index on app_public.sepa_files (created_by_user_id);
comment on table app_public.sepa_files is E'@behavior -insert -update -delete\nA SEPA file the product wrote: a credit transfer (pain.001) for paying incoming invoices or a direct-debit collection (pain.008) for outgoing ones. Downloaded at /api/sepa-files/{rowId}.';
comment on column app_public.sepa_files.xml is E'@behavior -*\nThe file itself (served by the download endpoint).';
comment on constraint sepa_files_client_company_id_fkey on app_public.sepa_files is E'@fieldName clientCompany\n@foreignFieldName sepaFiles';
comment on constraint sepa_files_client_company_id_id_key on app_public.sepa_files is E'@behavior -single -update -delete';
comment on constraint sepa_files_money_account_id_fkey on app_public.sepa_files is E'@fieldName moneyAccount\n@foreignFieldName sepaFiles';
comment on constraint sepa_files_message_id_key on app_public.sepa_files is E'@behavior -single -update -delete';

create type app_public.bank_payment_method as enum ('SEPA_FILE', 'BANK', 'DIRECT_DEBIT_FILE');
create type app_public.bank_payment_status as enum ('CREATED', 'PENDING', 'FINISHED', 'FAILED', 'CANCELLED');
comment on type app_public.bank_payment_status is 'CREATED: written to a SEPA file or waiting for the bank''s confirmation; PENDING: the bank accepted it; FINISHED: executed (or the file was handed over); FAILED / CANCELLED: not paid.';

create table app_public.bank_payments (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  method app_public.bank_payment_method not null,
  status app_public.bank_payment_status not null default 'CREATED',
  money_account_id uuid,
  sepa_file_id uuid,
  recipient_name text not null,
  recipient_iban text not null check (recipient_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$'),
  recipient_bic text,
  currency char(3) not null default 'EUR',
  amount numeric(15, 2) not null check (amount > 0),
  discount_percent numeric(5, 2),
  fee numeric(15, 2) not null default 0,
  total numeric(15, 2) not null check (total > 0),
  purpose text not null check (length(purpose) <= 140),
  end_to_end_id text not null check (length(end_to_end_id) between 1 and 35),
  mandate_id text,
  requested_date date not null,
  unverified_iban_confirmed boolean not null default false,
  error_message text,
  provider_payment_id text,
  created_by_user_id uuid references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  constraint bank_payments_document_id_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete cascade,
  constraint bank_payments_money_account_id_fkey foreign key (client_company_id, money_account_id)
    references app_public.money_accounts (client_company_id, id) on delete set null (money_account_id),
  constraint bank_payments_sepa_file_id_fkey foreign key (client_company_id, sepa_file_id)
    references app_public.sepa_files (client_company_id, id) on delete set null (sepa_file_id),
  constraint bank_payments_end_to_end_id_key unique (client_company_id, end_to_end_id)
);
create index on app_public.bank_payments (document_id, created_at desc);
create index on app_public.bank_payments (money_account_id);
create index on app_public.bank_payments (sepa_file_id);
create index on app_public.bank_payments (created_by_user_id);
comment on table app_public.bank_payments is E'@behavior -insert -update -delete\nA payment of a document the product initiated: in a SEPA file, through the bank connection, or a direct-debit collection. Its end-to-end id comes back on the bank statement, so the transaction is matched to the document exactly.';
comment on constraint bank_payments_document_id_fkey on app_public.bank_payments is E'@fieldName document\n@foreignFieldName bankPayments';
comment on constraint bank_payments_money_account_id_fkey on app_public.bank_payments is E'@fieldName moneyAccount\n@foreignFieldName bankPayments';
comment on constraint bank_payments_sepa_file_id_fkey on app_public.bank_payments is E'@fieldName sepaFile\n@foreignFieldName bankPayments';
comment on constraint bank_payments_end_to_end_id_key on app_public.bank_payments is E'@behavior -single -update -delete';

--------------------------------------------------------------------------------
-- The invoice's payment state follows its links

create type app_public.payment_status_source as enum ('TRANSACTIONS', 'USER');
comment on type app_public.payment_status_source is 'Who set the payment status last: the linked bank transactions, or a person (e.g. paid in cash, settled by offsetting).';

alter table app_public.invoices
  add column paid_amount numeric(15, 2) not null default 0,
  add column payment_status_source app_public.payment_status_source not null default 'TRANSACTIONS',
  add column override_partner_company_payment_preset boolean not null default false;
comment on column app_public.invoices.paid_amount is E'@behavior -insert -update\nWhat the linked transactions paid (positive; early-payment discount not included).';
comment on column app_public.invoices.payment_status_source is E'@behavior -insert -update\nWho set the payment status last.';
comment on column app_public.invoices.override_partner_company_payment_preset is 'Pay to the invoice''s own IBAN and terms rather than the partner''s payment preset.';

create or replace function app_public.invoices_open_amount(i app_public.invoices) returns numeric as $$
  select case when i.payment_status = 'PAID' or i.total is null then 0 else greatest(i.total - i.paid_amount, 0) end;
$$ language sql stable;
comment on function app_public.invoices_open_amount(app_public.invoices) is 'What is still to pay: the total less what the linked transactions paid; 0 once paid.';

-- Recompute paid amount, status, paid date and partially-paid of invoices from their links.
-- Paid when the links cover the total, or the early-payment discount amount with the last
-- payment within the discount period. A status a person set stays unless links now pay it in
-- full.
create function app_private.refresh_invoice_payment_state(document_ids uuid[]) returns void as $$
begin
  -- The invoice's own triggers (change rights, field states, history) are for people's edits.
  perform set_config('belegwerk.payment_refresh', 'on', true);
  with sums as (
    select i.document_id,
      coalesce(sum(l.amount), 0) as paid,
      max(t.booking_date) as last_date
    from app_public.invoices i
    left join app_public.money_transaction_documents l on l.document_id = i.document_id
    left join app_public.money_transactions t on t.id = l.money_transaction_id
    where i.document_id = any (document_ids)
    group by i.document_id
  ), state as (
    select i.document_id, s.paid, s.last_date,
      i.total is not null and s.paid > 0 and (
        s.paid >= i.total
        or (i.discount_until is not null and s.last_date <= i.discount_until + 5
            and s.paid >= i.total - coalesce(i.discount_amount, round(i.total * coalesce(i.discount_percent, 0) / 100, 2)))
      ) as fully_paid
    from app_public.invoices i join sums s using (document_id)
  )
  update app_public.invoices i set
    paid_amount = st.paid,
    payment_status = case when st.fully_paid then 'PAID'::app_public.invoice_payment_status
                          when i.payment_status_source = 'USER' then i.payment_status
                          else 'NOT_PAID' end,
    paid_date = case when st.fully_paid then st.last_date
                     when i.payment_status_source = 'USER' then i.paid_date
                     else null end,
    partially_paid = not st.fully_paid and st.paid > 0 and not (i.payment_status_source = 'USER' and i.payment_status = 'PAID'),
    payment_status_source = case when st.fully_paid then 'TRANSACTIONS'::app_public.payment_status_source else i.payment_status_source end
  from state st
  where i.document_id = st.document_id
    and (i.paid_amount, i.payment_status, i.paid_date, i.partially_paid) is distinct from (
      st.paid,
      case when st.fully_paid then 'PAID'::app_public.invoice_payment_status when i.payment_status_source = 'USER' then i.payment_status else 'NOT_PAID' end,
      case when st.fully_paid then st.last_date when i.payment_status_source = 'USER' then i.paid_date else null end,
      not st.fully_paid and st.paid > 0 and not (i.payment_status_source = 'USER' and i.payment_status = 'PAID'));
  perform set_config('belegwerk.payment_refresh', 'off', true);
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.refresh_invoice_payment_state(uuid[]) is 'Recompute paid amount, payment status, paid date and partially-paid of these invoices from their transaction links.';


-- The documents list's open amount follows the paid amount.
create or replace function app_private.refresh_document_list_keys(document_ids uuid[]) returns void as $$
  update app_public.documents d set
    list_date = k.list_date,
    list_partner_company_id = k.partner_id,
    list_partner_name = k.partner_name,
    list_number = k.number,
    list_currency = k.currency,
    list_net = k.net,
    list_total = k.total,
    list_open_amount = k.open_amount,
    list_open = k.open,
    list_credit_memo = k.credit_memo,
    list_due_date = k.due_date,
    list_discount_due_date = k.discount_due_date,
    list_search = k.search,
    list_search_keys = k.search_keys
  from (
    select d2.id,
      coalesce(i.invoice_date, o.document_date, (d2.import_date at time zone 'Europe/Berlin')::date) as list_date,
      coalesce(i.partner_company_id, o.partner_company_id) as partner_id,
      lower(nullif(btrim(coalesce(p.name, i.extracted_partner_name, o.partner_name)), '')) as partner_name,
      coalesce(i.invoice_number, o.document_number) as number,
      i.currency,
      case when i.credit_memo then -i.net else i.net end as net,
      case when i.credit_memo then -i.total else i.total end as total,
      case when i.document_id is null then null
           when i.payment_status = 'PAID' then 0
           else case when i.credit_memo then -1 else 1 end * greatest(i.total - i.paid_amount, 0) end as open_amount,
      coalesce(i.payment_status = 'NOT_PAID', false) as open,
      coalesce(i.credit_memo, false) as credit_memo,
      i.due_date,
      i.discount_until as discount_due_date,
      app_private.document_list_search(
        d2.title,
        concat_ws(' ', p.name, i.extracted_partner_name, o.partner_name),
        concat_ws(' ', i.invoice_number, i.order_number, i.internal_number, o.document_number),
        (select string_agg(pg.text, E'\n' order by pg.page_no) from app_public.document_pages pg where pg.document_id = d2.id)
      ) as search,
      lower(concat_ws(' ', p.name, i.extracted_partner_name, o.partner_name, i.invoice_number, i.order_number, i.internal_number, o.document_number)) as search_keys
    from app_public.documents d2
    left join app_public.invoices i on i.document_id = d2.id
    left join app_public.other_documents o on o.document_id = d2.id
    left join app_public.partner_companies p on p.id = coalesce(i.partner_company_id, o.partner_company_id)
    where d2.id = any (document_ids)
  ) k
  where d.id = k.id
    and (d.list_date, d.list_partner_company_id, d.list_partner_name, d.list_number, d.list_currency, d.list_net,
         d.list_total, d.list_open_amount, d.list_open, d.list_credit_memo, d.list_due_date, d.list_discount_due_date,
         d.list_search, d.list_search_keys)
      is distinct from
        (k.list_date, k.partner_id, k.partner_name, k.number, k.currency, k.net, k.total, k.open_amount, k.open,
         k.credit_memo, k.due_date, k.discount_due_date, k.search, k.search_keys);
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.refresh_document_list_keys(uuid[]) is 'Recompute the documents list keys of these documents.';


create function app_private.tg_money_transaction_documents__payment_state() returns trigger as $$
declare
  link app_public.money_transaction_documents := case when tg_op = 'DELETE' then old else new end;
begin
  perform app_private.refresh_invoice_payment_state(array[link.document_id]);
  update app_public.money_transactions t set
    matched_count = c.n,
    matched_at = case when c.n > 0 then coalesce(t.matched_at, now()) end
  from (select count(*)::int as n from app_public.money_transaction_documents l where l.money_transaction_id = link.money_transaction_id) c
  where t.id = link.money_transaction_id;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _500_payment_state after insert or delete on app_public.money_transaction_documents
  for each row execute procedure app_private.tg_money_transaction_documents__payment_state();

-- A link must fit: the document is an invoice of the same currency, the transaction's direction
-- pays it (an incoming invoice by an outgoing transaction, an outgoing one by an incoming, a
-- credit memo the other way), and the links of a transaction do not assign more than it moved.
create function app_private.tg_money_transaction_documents__validate() returns trigger as $$
declare
  t app_public.money_transactions;
  d app_public.documents;
  i app_public.invoices;
  assigned numeric;
begin
  select * into t from app_public.money_transactions where id = new.money_transaction_id;
  select * into d from app_public.documents where id = new.document_id;
  select * into i from app_public.invoices where document_id = new.document_id;
  if d.superseded then
    raise exception 'DOCUMENT_SUPERSEDED' using errcode = 'P0001';
  end if;
  if i.document_id is not null then
    if i.currency <> t.currency then
      raise exception 'TRANSACTION_CURRENCY_DIFFERS' using errcode = 'P0001';
    end if;
    if (t.amount < 0) <> ((d.type = 'INCOMING_INVOICE') <> i.credit_memo) then
      raise exception 'TRANSACTION_DIRECTION_DOES_NOT_PAY_INVOICE' using errcode = 'P0001';
    end if;
  end if;
  select coalesce(sum(l.amount), 0) into assigned from app_public.money_transaction_documents l
  where l.money_transaction_id = new.money_transaction_id and l.id <> new.id;
  if assigned + new.amount > abs(t.amount) then
    raise exception 'TRANSACTION_AMOUNT_EXCEEDED' using errcode = 'P0001', column = 'amount';
  end if;
  new.created_by_user_id := app_hidden.current_user_id();
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_validate before insert on app_public.money_transaction_documents
  for each row execute procedure app_private.tg_money_transaction_documents__validate();

-- The transaction's currency is its account's unless the file says otherwise.
create function app_private.tg_money_transactions__defaults() returns trigger as $$
begin
  if tg_op = 'INSERT' then
    new.created_by_user_id := app_hidden.current_user_id();
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _210_transaction_currency before insert on app_public.money_transactions
  for each row execute procedure app_private.tg_money_transactions__defaults();

-- The invoice's own triggers are for people's edits, not for the payment refresh.
drop trigger if exists _200_validate on app_public.invoices;
create trigger _200_validate before update on app_public.invoices
  for each row when (current_setting('belegwerk.payment_refresh', true) is distinct from 'on')
  execute procedure app_private.tg_invoices__validate();
drop trigger if exists _300_field_states on app_public.invoices;
create trigger _300_field_states after update on app_public.invoices
  for each row when (current_setting('belegwerk.payment_refresh', true) is distinct from 'on')
  execute procedure app_private.tg__field_states();
drop trigger if exists _410_history_fields on app_public.invoices;
create trigger _410_history_fields after update on app_public.invoices
  for each row when (app_hidden.current_user_id() is not null and current_setting('belegwerk.payment_refresh', true) is distinct from 'on')
  execute procedure app_private.tg__history_fields();

--------------------------------------------------------------------------------
-- Who may see and do what

create function app_hidden.current_user_xs2a_connection_ids() returns setof uuid as $$
  select c.id from app_public.xs2a_connections c where c.user_id = app_hidden.current_user_id();
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

-- The IBAN an invoice is paid to: the partner's primary payment preset unless the invoice
-- overrides it or has no partner preset, else the invoice's own.
create function app_hidden.invoice_payment_preset(company_id uuid, partner_id uuid) returns app_public.partner_company_payment_presets as $$
  select p from app_public.partner_company_payment_presets p
  where p.client_company_id = company_id and p.partner_company_id = partner_id
  order by p."primary" desc, p.verified_at is not null desc, p.created_at desc
  limit 1;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

create function app_hidden.is_verified_partner_iban(company_id uuid, partner_id uuid, iban text) returns boolean as $$
  select exists (select 1 from app_public.partner_company_payment_presets p
                 where p.client_company_id = company_id and p.partner_company_id = partner_id
                   and p.iban = is_verified_partner_iban.iban and p.verified_at is not null);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

-- Why the request's user may not pay this invoice now (null: may pay). One definition for
-- canPay and the insert policy of bank payments.
create function app_hidden.invoice_pay_refusal(company_id uuid, document_id uuid) returns text as $$
  select case
    when not (app_hidden.current_user_access(company_id)).banking then 'PAY_FORBIDDEN'
    when d.id is null or i.document_id is null then 'DOCUMENT_NOT_FOUND'
    when d.superseded then 'DOCUMENT_SUPERSEDED'
    when coalesce(s.prevent_invoice_pay, false) then 'INVOICE_PAY_PREVENTED_BY_WORKFLOW_STEP'
    when i.credit_memo then 'INVOICE_IS_CREDIT_MEMO'
    when i.payment_status = 'PAID' then 'INVOICE_ALREADY_PAID'
    when i.total is null or i.total <= 0 then 'INVOICE_TOTAL_MISSING'
  end
  from (select 1) one
  left join app_public.documents d on d.client_company_id = company_id and d.id = document_id
  left join app_public.invoices i on i.document_id = d.id
  left join app_public.document_workflow_steps s on s.client_company_id = d.client_company_id and s.id = d.workflow_step_id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.invoice_pay_refusal(uuid, uuid) is 'Null when the request''s user may pay the invoice, else the reason (a code the UI translates).';

create function app_hidden.invoice_payment_status_refusal(company_id uuid, document_id uuid) returns text as $$
  select case
    when not (app_hidden.current_user_access(company_id)).banking then 'PAYMENT_STATUS_FORBIDDEN'
    else app_hidden.document_change_refusal(company_id, document_id)
  end;
$$ language sql stable;

create function app_public.invoices_pay_refusal(i app_public.invoices) returns text as $$
  select app_hidden.invoice_pay_refusal(i.client_company_id, i.document_id);
$$ language sql stable;
comment on function app_public.invoices_pay_refusal(app_public.invoices) is 'Why the invoice cannot be paid now (null when it can): PAY_FORBIDDEN, DOCUMENT_SUPERSEDED, INVOICE_PAY_PREVENTED_BY_WORKFLOW_STEP, INVOICE_IS_CREDIT_MEMO, INVOICE_ALREADY_PAID, INVOICE_TOTAL_MISSING.';
create function app_public.invoices_can_pay(i app_public.invoices) returns boolean as $$
  select app_hidden.invoice_pay_refusal(i.client_company_id, i.document_id) is null;
$$ language sql stable;
comment on function app_public.invoices_can_pay(app_public.invoices) is E'@notNull\nThe signed-in user may pay this invoice now (banking access, not paid, not a credit memo, not in a workflow step that prevents paying).';
create function app_public.invoices_can_update_payment_status(i app_public.invoices) returns boolean as $$
  select app_hidden.invoice_payment_status_refusal(i.client_company_id, i.document_id) is null;
$$ language sql stable;
comment on function app_public.invoices_can_update_payment_status(app_public.invoices) is E'@notNull\nThe signed-in user may mark the invoice paid or unpaid by hand (banking access and may change the document).';
create function app_public.invoices_can_update_partially_paid(i app_public.invoices) returns boolean as $$
  select i.payment_status = 'NOT_PAID' and app_hidden.invoice_payment_status_refusal(i.client_company_id, i.document_id) is null;
$$ language sql stable;
comment on function app_public.invoices_can_update_partially_paid(app_public.invoices) is E'@notNull\nThe signed-in user may mark the unpaid invoice partially paid by hand.';

create function app_public.invoices_payment_iban(i app_public.invoices) returns text as $$
  select case when i.override_partner_company_payment_preset or i.partner_company_id is null then i.iban
              else coalesce((app_hidden.invoice_payment_preset(i.client_company_id, i.partner_company_id)).iban, i.iban) end;
$$ language sql stable;
comment on function app_public.invoices_payment_iban(app_public.invoices) is 'The IBAN the invoice is paid to: the partner''s payment preset, or the invoice''s own when it overrides the preset or the partner has none.';
create function app_public.invoices_payment_bic(i app_public.invoices) returns text as $$
  select case when i.override_partner_company_payment_preset or i.partner_company_id is null
                or (app_hidden.invoice_payment_preset(i.client_company_id, i.partner_company_id)).id is null then i.bic
              else (app_hidden.invoice_payment_preset(i.client_company_id, i.partner_company_id)).bic end;
$$ language sql stable;
create function app_public.invoices_payment_recipient(i app_public.invoices) returns text as $$
  select coalesce(
    case when not i.override_partner_company_payment_preset and i.partner_company_id is not null
         then (app_hidden.invoice_payment_preset(i.client_company_id, i.partner_company_id)).recipient end,
    (select p.name from app_public.partner_companies p where p.id = i.partner_company_id),
    i.extracted_partner_name);
$$ language sql stable;
comment on function app_public.invoices_payment_recipient(app_public.invoices) is 'The name the payment goes to.';
create function app_public.invoices_payment_currency(i app_public.invoices) returns text as $$
  select i.currency::text;
$$ language sql stable;
create function app_public.invoices_payment_due_date(i app_public.invoices) returns date as $$
  select coalesce(i.due_date,
    case when not i.override_partner_company_payment_preset and i.partner_company_id is not null
         then i.invoice_date + (app_hidden.invoice_payment_preset(i.client_company_id, i.partner_company_id)).due_date_in_days end);
$$ language sql stable;
create function app_public.invoices_payment_discount_due_date(i app_public.invoices) returns date as $$
  select coalesce(i.discount_until,
    case when not i.override_partner_company_payment_preset and i.partner_company_id is not null
         then i.invoice_date + (app_hidden.invoice_payment_preset(i.client_company_id, i.partner_company_id)).discount_due_date_in_days end);
$$ language sql stable;
create function app_public.invoices_payment_discount_percent(i app_public.invoices) returns numeric as $$
  select coalesce(i.discount_percent,
    case when not i.override_partner_company_payment_preset and i.partner_company_id is not null
         then (app_hidden.invoice_payment_preset(i.client_company_id, i.partner_company_id)).discount_percent end);
$$ language sql stable;
create function app_public.invoices_payment_discount_amount(i app_public.invoices) returns numeric as $$
  select coalesce(i.discount_amount,
    round(i.total * app_public.invoices_payment_discount_percent(i) / 100, 2));
$$ language sql stable;
comment on function app_public.invoices_payment_discount_amount(app_public.invoices) is 'The early-payment discount (Skonto) in money: the printed amount, else the total times the discount percent.';
create function app_public.invoices_partner_has_payment_preset(i app_public.invoices) returns boolean as $$
  select i.partner_company_id is not null and exists (
    select 1 from app_public.partner_company_payment_presets p
    where p.client_company_id = i.client_company_id and p.partner_company_id = i.partner_company_id);
$$ language sql stable;
comment on function app_public.invoices_partner_has_payment_preset(app_public.invoices) is E'@notNull';
create function app_public.invoices_has_unverified_iban(i app_public.invoices) returns boolean as $$
  select app_public.invoices_payment_iban(i) is not null
    and not coalesce((select c.disable_unverified_iban_check from app_public.client_companies c where c.id = i.client_company_id), false)
    and (i.partner_company_id is null
         or not app_hidden.is_verified_partner_iban(i.client_company_id, i.partner_company_id, app_public.invoices_payment_iban(i)));
$$ language sql stable;
comment on function app_public.invoices_has_unverified_iban(app_public.invoices) is E'@notNull\nThe IBAN the invoice would be paid to is not a verified payment preset of its partner: it may be a changed bank account (invoice-redirection fraud). Paying needs an explicit confirmation.';

-- Manual payment status changes: banking access, and the status is then the person's.
create function app_private.tg_invoices__payment_status() returns trigger as $$
declare
  refusal text;
begin
  refusal := app_hidden.invoice_payment_status_refusal(new.client_company_id, new.document_id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501', column = 'paymentStatus';
  end if;
  if new.payment_status = 'PAID' and new.paid_date is null then
    new.paid_date := current_date;
  elsif new.payment_status = 'NOT_PAID' then
    new.paid_date := null;
  end if;
  if new.paid_date is not null and new.paid_date > current_date + 1 then
    raise exception 'PAID_DATE_IN_FUTURE' using errcode = '22023', column = 'paidDate';
  end if;
  if new.payment_status = 'PAID' then
    new.partially_paid := false;
  end if;
  new.payment_status_source := 'USER';
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
drop trigger if exists _210_payment_status on app_public.invoices;
create trigger _210_payment_status before update of payment_status, paid_date, partially_paid on app_public.invoices
  for each row when (app_hidden.current_user_id() is not null
                     and current_setting('belegwerk.payment_refresh', true) is distinct from 'on'
                     and (old.payment_status, old.paid_date, old.partially_paid) is distinct from (new.payment_status, new.paid_date, new.partially_paid))
  execute procedure app_private.tg_invoices__payment_status();
grant update (payment_status, paid_date, partially_paid, override_partner_company_payment_preset) on app_public.invoices to app_user;

-- An invoice captured or created as paid was marked paid by a person (or its source), not by
-- transactions; so were those paid before transactions existed.
create function app_private.tg_invoices__payment_status_source() returns trigger as $$
begin
  if new.payment_status = 'PAID' and new.paid_amount = 0 then
    new.payment_status_source := 'USER';
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
drop trigger if exists _150_payment_status_source on app_public.invoices;
create trigger _150_payment_status_source before insert on app_public.invoices
  for each row execute procedure app_private.tg_invoices__payment_status_source();
update app_public.invoices set payment_status_source = 'USER' where payment_status = 'PAID' and payment_status_source <> 'USER';

--------------------------------------------------------------------------------
-- Computed fields

create function app_public.money_accounts_full_name(a app_public.money_accounts) returns text as $$
  select a.name || coalesce(' (' || case a.type
      when 'BANK' then regexp_replace(a.iban, '(.{4})', '\1 ', 'g')
      when 'CREDIT_CARD' then a.number
      else a.number end || ')', '');
$$ language sql stable;
comment on function app_public.money_accounts_full_name(app_public.money_accounts) is E'@notNull\nThe name with the IBAN (bank), card number (credit card) or cash-book number.';
create function app_public.money_accounts_current_balance(a app_public.money_accounts) returns numeric as $$
  select case when a.balance is null and a.type <> 'CASH' then null
    else coalesce(a.balance, 0) + coalesce((
      select sum(t.amount) from app_public.money_transactions t
      where t.money_account_id = a.id and t.status = 'BOOKED' and (a.balance_date is null or t.booking_date > a.balance_date)), 0) end;
$$ language sql stable;
comment on function app_public.money_accounts_current_balance(app_public.money_accounts) is 'The last known balance plus the booked transactions after its date (cash books: from zero). Null when a bank or card account has no balance yet.';
create function app_public.money_accounts_sync_active(a app_public.money_accounts) returns boolean as $$
  select coalesce((select c.sync_active from app_public.xs2a_accounts x join app_public.xs2a_connections c on c.id = x.connection_id where x.id = a.xs2a_account_id), false);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.money_accounts_sync_active(app_public.money_accounts) is E'@notNull\nA bank sync of its connection is running.';
create function app_public.money_accounts_sync_message(a app_public.money_accounts) returns text as $$
  select c.sync_message from app_public.xs2a_accounts x join app_public.xs2a_connections c on c.id = x.connection_id where x.id = a.xs2a_account_id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
create function app_public.money_accounts_last_synced(a app_public.money_accounts) returns timestamptz as $$
  select c.last_synced from app_public.xs2a_accounts x join app_public.xs2a_connections c on c.id = x.connection_id where x.id = a.xs2a_account_id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
create function app_public.money_accounts_transaction_count(a app_public.money_accounts) returns integer as $$
  select count(*)::int from app_public.money_transactions t where t.money_account_id = a.id;
$$ language sql stable;
comment on function app_public.money_accounts_transaction_count(app_public.money_accounts) is E'@notNull';
create function app_public.money_categories_transaction_count(c app_public.money_categories) returns integer as $$
  select count(*)::int from app_public.money_transactions t where t.client_company_id = c.client_company_id and t.money_category_id = c.id;
$$ language sql stable;
comment on function app_public.money_categories_transaction_count(app_public.money_categories) is E'@notNull';
create function app_public.money_transactions_derived_partner_name(t app_public.money_transactions) returns text as $$
  select coalesce(
    (select p.name from app_public.money_transaction_documents l
       join app_public.invoices i on i.document_id = l.document_id
       join app_public.partner_companies p on p.id = i.partner_company_id
     where l.money_transaction_id = t.id order by l.created_at limit 1),
    t.counterparty_name);
$$ language sql stable;
comment on function app_public.money_transactions_derived_partner_name(app_public.money_transactions) is 'The partner of the linked invoice, else the counterparty name the bank reported.';
create function app_public.money_transactions_matched_amount(t app_public.money_transactions) returns numeric as $$
  select coalesce(sum(l.amount), 0) from app_public.money_transaction_documents l where l.money_transaction_id = t.id;
$$ language sql stable;
comment on function app_public.money_transactions_matched_amount(app_public.money_transactions) is E'@notNull\nHow much of the transaction is assigned to documents (positive).';
create function app_public.xs2a_accounts_derived_name(a app_public.xs2a_accounts) returns text as $$
  select coalesce(a.name, case when a.is_credit_card then a.account_number else coalesce(a.iban, a.account_number) end, a.id::text);
$$ language sql stable;
comment on function app_public.xs2a_accounts_derived_name(app_public.xs2a_accounts) is E'@notNull';

--------------------------------------------------------------------------------
-- Actions

-- A payment event in the document's history (linked, unlinked, payment initiated): written by
-- a user with banking access, who need not be allowed to change the document's fields.
create function app_hidden.add_payment_history_entry(company_id uuid, document_id uuid, type app_public.document_history_type, payload jsonb)
returns void as $$
begin
  if not app_hidden.has_banking_access(company_id)
     or not exists (select 1 from app_public.documents d where d.client_company_id = company_id and d.id = document_id) then
    raise exception 'PAY_FORBIDDEN' using errcode = '42501';
  end if;
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (company_id, document_id, type, app_hidden.current_user_id(), coalesce(payload, '{}'));
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
grant execute on function app_hidden.add_payment_history_entry(uuid, uuid, app_public.document_history_type, jsonb) to app_user;

create function app_public.link_money_transaction_document(money_transaction_row_id uuid, document_row_id uuid, amount numeric default null)
returns app_public.money_transaction_documents as $$
declare
  t app_public.money_transactions;
  open numeric;
  result app_public.money_transaction_documents;
begin
  select * into t from app_public.money_transactions where id = money_transaction_row_id;
  if t.id is null then
    raise exception 'MONEY_TRANSACTION_NOT_FOUND' using errcode = 'P0002';
  end if;
  if not exists (select 1 from app_public.documents d where d.client_company_id = t.client_company_id and d.id = document_row_id) then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  if amount is null then
    select least(abs(t.amount) - coalesce((select sum(l.amount) from app_public.money_transaction_documents l where l.money_transaction_id = t.id), 0),
                 coalesce(nullif(app_public.invoices_open_amount(i), 0), abs(t.amount)))
      into open from app_public.invoices i where i.document_id = document_row_id;
    amount := coalesce(open, abs(t.amount) - coalesce((select sum(l.amount) from app_public.money_transaction_documents l where l.money_transaction_id = t.id), 0));
  end if;
  if amount <= 0 then
    raise exception 'TRANSACTION_AMOUNT_EXCEEDED' using errcode = 'P0001', column = 'amount';
  end if;
  insert into app_public.money_transaction_documents (client_company_id, money_transaction_id, document_id, amount, source)
  values (t.client_company_id, t.id, document_row_id, amount, 'MANUAL')
  returning * into result;
  update app_public.money_transaction_suggestions s set dismissed_at = now()
  where s.money_transaction_id = t.id and s.dismissed_at is null;
  perform app_hidden.add_payment_history_entry(t.client_company_id, document_row_id, 'PAYMENT_LINKED',
    jsonb_build_object('moneyTransactionRowId', t.id, 'amount', amount::text, 'bookingDate', t.booking_date, 'source', 'MANUAL'));
  return result;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
comment on function app_public.link_money_transaction_document(uuid, uuid, numeric) is 'Links a transaction to a document by hand. Without an amount it assigns what is still open of both. The invoice''s payment state follows.';

create function app_public.unlink_money_transaction_document(money_transaction_row_id uuid, document_row_id uuid)
returns app_public.money_transactions as $$
declare
  removed app_public.money_transaction_documents;
  result app_public.money_transactions;
begin
  delete from app_public.money_transaction_documents l
  where l.money_transaction_id = money_transaction_row_id and l.document_id = document_row_id
  returning * into removed;
  if removed.id is null then
    raise exception 'MONEY_TRANSACTION_LINK_NOT_FOUND' using errcode = 'P0002';
  end if;
  perform app_hidden.add_payment_history_entry(removed.client_company_id, document_row_id, 'PAYMENT_UNLINKED',
    jsonb_build_object('moneyTransactionRowId', money_transaction_row_id, 'amount', removed.amount::text));
  select * into result from app_public.money_transactions where id = money_transaction_row_id;
  return result;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
comment on function app_public.unlink_money_transaction_document(uuid, uuid) is 'Removes a link; the invoice''s payment state follows.';

-- Confirming a suggestion links its documents with its allocations and teaches the partner the
-- counterparty's IBAN (unverified: it identifies the partner for matching, it does not make
-- the IBAN safe to pay to) and name variant.
create function app_public.confirm_money_transaction_suggestion(suggestion_row_id uuid) returns app_public.money_transactions as $$
declare
  s app_public.money_transaction_suggestions;
  t app_public.money_transactions;
  alloc jsonb;
  partner uuid;
  result app_public.money_transactions;
begin
  select * into s from app_public.money_transaction_suggestions where id = suggestion_row_id and dismissed_at is null;
  if s.id is null then
    raise exception 'MATCH_SUGGESTION_NOT_FOUND' using errcode = 'P0002';
  end if;
  select * into t from app_public.money_transactions where id = s.money_transaction_id;
  for alloc in select * from jsonb_array_elements(s.allocations) loop
    insert into app_public.money_transaction_documents (client_company_id, money_transaction_id, document_id, amount, source, score, checks)
    values (t.client_company_id, t.id, (alloc->>'documentRowId')::uuid, (alloc->>'amount')::numeric, 'SUGGESTION', s.score,
            coalesce((select c->'checks' from jsonb_array_elements(s.checks) c where c->>'documentRowId' = alloc->>'documentRowId'), '[]'));
    perform app_hidden.add_payment_history_entry(t.client_company_id, (alloc->>'documentRowId')::uuid, 'PAYMENT_LINKED',
      jsonb_build_object('moneyTransactionRowId', t.id, 'amount', alloc->>'amount', 'bookingDate', t.booking_date, 'source', 'SUGGESTION'));
    select i.partner_company_id into partner from app_public.invoices i where i.document_id = (alloc->>'documentRowId')::uuid;
    perform app_private.learn_partner_counterparty(t.client_company_id, partner, t.counterparty_iban, t.counterparty_bic, t.counterparty_name);
  end loop;
  update app_public.money_transaction_suggestions x set dismissed_at = now()
  where x.money_transaction_id = t.id and x.dismissed_at is null;
  update app_public.money_transactions x set suggestion_count = 0 where x.id = t.id;
  select * into result from app_public.money_transactions where id = t.id;
  return result;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
comment on function app_public.confirm_money_transaction_suggestion(uuid) is 'Links the suggestion''s documents with its allocations; the partner learns the counterparty''s IBAN and name.';

create function app_public.dismiss_money_transaction_suggestion(suggestion_row_id uuid) returns app_public.money_transactions as $$
declare
  s app_public.money_transaction_suggestions;
  result app_public.money_transactions;
begin
  update app_public.money_transaction_suggestions x set dismissed_at = now()
  where x.id = suggestion_row_id and x.dismissed_at is null returning * into s;
  if s.id is null then
    raise exception 'MATCH_SUGGESTION_NOT_FOUND' using errcode = 'P0002';
  end if;
  update app_public.money_transactions x set suggestion_count = (
    select count(*) from app_public.money_transaction_suggestions y where y.money_transaction_id = x.id and y.dismissed_at is null)
  where x.id = s.money_transaction_id returning * into result;
  return result;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;

create function app_public.set_money_transactions_category(money_transaction_row_ids uuid[], money_category_row_id uuid)
returns setof app_public.money_transactions as $$
begin
  if cardinality(money_transaction_row_ids) > 500 then
    raise exception 'TOO_MANY_TRANSACTIONS' using errcode = '22023';
  end if;
  return query
  update app_public.money_transactions t set money_category_id = money_category_row_id
  where t.id = any (money_transaction_row_ids)
  returning t.*;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
comment on function app_public.set_money_transactions_category(uuid[], uuid) is 'Assigns a money category to transactions (null removes it).';

create function app_public.create_cash_transaction(money_account_row_id uuid, booking_date date, amount numeric, purpose text, money_category_row_id uuid default null)
returns app_public.money_transactions as $$
declare
  a app_public.money_accounts;
  result app_public.money_transactions;
begin
  select * into a from app_public.money_accounts where id = money_account_row_id;
  if a.id is null then
    raise exception 'MONEY_ACCOUNT_NOT_FOUND' using errcode = 'P0002';
  end if;
  if a.type <> 'CASH' then
    raise exception 'NOT_A_CASH_ACCOUNT' using errcode = 'P0001';
  end if;
  if amount = 0 or amount is null then
    raise exception 'AMOUNT_REQUIRED' using errcode = '22023', column = 'amount';
  end if;
  if booking_date > current_date + 1 or booking_date < date '1990-01-01' then
    raise exception 'BOOKING_DATE_OUT_OF_RANGE' using errcode = '22023', column = 'bookingDate';
  end if;
  if length(btrim(coalesce(purpose, ''))) = 0 then
    raise exception 'PURPOSE_REQUIRED' using errcode = '22023', column = 'purpose';
  end if;
  insert into app_public.money_transactions (client_company_id, money_account_id, source, booking_date, value_date, amount, currency, purpose, money_category_id, fingerprint)
  values (a.client_company_id, a.id, 'MANUAL', booking_date, booking_date, amount, a.currency, btrim(purpose), money_category_row_id, 'manual:' || gen_random_uuid())
  returning * into result;
  return result;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
comment on function app_public.create_cash_transaction(uuid, date, numeric, text, uuid) is 'Enters a cash-book movement (incoming positive, outgoing negative).';

create function app_public.delete_cash_transaction(money_transaction_row_id uuid) returns uuid as $$
declare
  removed uuid;
begin
  delete from app_public.money_transactions t where t.id = money_transaction_row_id and t.source = 'MANUAL' returning t.id into removed;
  if removed is null then
    raise exception 'MONEY_TRANSACTION_NOT_FOUND' using errcode = 'P0002';
  end if;
  return removed;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;

create function app_public.set_client_company_disabled_matching_checks(client_company_row_id uuid, checks app_public.matching_check[])
returns setof app_public.client_company_disabled_matching_checks as $$
begin
  if not (app_hidden.current_user_access(client_company_row_id)).company_manage then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  delete from app_public.client_company_disabled_matching_checks d
  where d.client_company_id = client_company_row_id and not (d.name = any (checks));
  insert into app_public.client_company_disabled_matching_checks (client_company_id, name)
  select client_company_row_id, c from unnest(checks) c
  on conflict (client_company_id, name) do nothing;
  return query select * from app_public.client_company_disabled_matching_checks d where d.client_company_id = client_company_row_id order by d.name;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.set_client_company_disabled_matching_checks(uuid, app_public.matching_check[]) is 'Which matching checks the engine skips for this company (company settings).';

create function app_public.verify_partner_company_payment_preset(preset_row_id uuid) returns app_public.partner_company_payment_presets as $$
declare
  result app_public.partner_company_payment_presets;
begin
  update app_public.partner_company_payment_presets p set verified_at = now(), verified_by_user_id = app_hidden.current_user_id()
  where p.id = preset_row_id returning * into result;
  if result.id is null then
    raise exception 'PAYMENT_PRESET_NOT_FOUND' using errcode = 'P0002';
  end if;
  return result;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
comment on function app_public.verify_partner_company_payment_preset(uuid) is 'A person confirms that this IBAN belongs to the partner (e.g. checked by phone).';

-- The partner learns a counterparty from a confirmed match: its IBAN as an unverified preset
-- and its name as a variant.
create function app_private.learn_partner_counterparty(company_id uuid, partner_id uuid, iban text, bic text, name text) returns void as $$
begin
  if partner_id is null then return; end if;
  if iban is not null and app_hidden.is_valid_iban(iban) and not exists (
       select 1 from app_public.partner_company_payment_presets p
       where p.client_company_id = company_id and p.partner_company_id = partner_id and p.iban = learn_partner_counterparty.iban) then
    insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban, bic, source)
    values (company_id, partner_id, iban, case when bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$' then bic end, 'LEARNED');
  end if;
  if name is not null and length(btrim(name)) between 2 and 200 then
    update app_public.partner_companies p
    set learned_name_variants = (select array_agg(distinct v) from unnest(p.learned_name_variants || btrim(name)) v)
    where p.client_company_id = company_id and p.id = partner_id
      and not (lower(btrim(name)) = lower(p.name) or lower(btrim(name)) = any (select lower(v) from unnest(p.learned_name_variants || p.alternative_names) v))
      and cardinality(p.learned_name_variants) < 20;
  end if;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

--------------------------------------------------------------------------------
-- Row-level security

alter table app_public.banks enable row level security;
alter table app_public.money_accounts enable row level security;
alter table app_public.money_categories enable row level security;
alter table app_public.xs2a_connections enable row level security;
alter table app_public.xs2a_accounts enable row level security;
alter table app_public.bank_statement_imports enable row level security;
alter table app_public.money_transactions enable row level security;
alter table app_public.money_transaction_documents enable row level security;
alter table app_public.money_transaction_suggestions enable row level security;
alter table app_public.client_company_disabled_matching_checks enable row level security;
alter table app_public.sepa_files enable row level security;
alter table app_public.bank_payments enable row level security;
alter table app_public.partner_company_direct_debit_mandates enable row level security;

create policy select_all on app_public.banks for select using (true);

create policy select_banking on app_public.money_accounts for select using (app_hidden.has_banking_access(client_company_id));
create policy insert_banking on app_public.money_accounts for insert with check (app_hidden.has_banking_access(client_company_id));
create policy update_banking on app_public.money_accounts for update
  using (app_hidden.has_banking_access(client_company_id)) with check (app_hidden.has_banking_access(client_company_id));

-- Every member may read the categories (pickers); creating, changing and deleting them needs
-- accounting access.
create policy select_member on app_public.money_categories for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy insert_accounting on app_public.money_categories for insert with check (app_hidden.has_accounting_access(client_company_id));
create policy update_accounting on app_public.money_categories for update
  using (app_hidden.has_accounting_access(client_company_id)) with check (app_hidden.has_accounting_access(client_company_id));
create policy delete_accounting on app_public.money_categories for delete using (app_hidden.has_accounting_access(client_company_id));

create policy select_owner on app_public.xs2a_connections for select
  using (user_id = app_hidden.current_user_id() or (select app_hidden.current_user_is_super_admin()));
create policy select_owner on app_public.xs2a_accounts for select
  using (connection_id in (select app_hidden.current_user_xs2a_connection_ids()) or (select app_hidden.current_user_is_super_admin()));

create policy select_banking on app_public.bank_statement_imports for select using (app_hidden.has_banking_access(client_company_id));
create policy insert_banking on app_public.bank_statement_imports for insert with check (app_hidden.has_banking_access(client_company_id));

create policy select_banking on app_public.money_transactions for select using (app_hidden.has_banking_access(client_company_id));
create policy insert_banking on app_public.money_transactions for insert
  with check (app_hidden.has_banking_access(client_company_id) and source in ('IMPORT', 'MANUAL'));
create policy update_banking on app_public.money_transactions for update
  using (app_hidden.has_banking_access(client_company_id)) with check (app_hidden.has_banking_access(client_company_id));
create policy delete_manual on app_public.money_transactions for delete
  using (app_hidden.has_banking_access(client_company_id) and source = 'MANUAL');

create policy select_banking on app_public.money_transaction_documents for select using (app_hidden.has_banking_access(client_company_id));
create policy insert_banking on app_public.money_transaction_documents for insert
  with check (app_hidden.has_banking_access(client_company_id)
              and exists (select 1 from app_public.documents d where d.client_company_id = money_transaction_documents.client_company_id and d.id = document_id));
create policy delete_banking on app_public.money_transaction_documents for delete using (app_hidden.has_banking_access(client_company_id));

create policy select_banking on app_public.money_transaction_suggestions for select using (app_hidden.has_banking_access(client_company_id));
create policy update_banking on app_public.money_transaction_suggestions for update
  using (app_hidden.has_banking_access(client_company_id)) with check (app_hidden.has_banking_access(client_company_id));

create policy select_member on app_public.client_company_disabled_matching_checks for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);

create policy select_banking on app_public.sepa_files for select using (app_hidden.has_banking_access(client_company_id));
create policy insert_banking on app_public.sepa_files for insert with check (app_hidden.has_banking_access(client_company_id));

-- A payment may only be recorded for an invoice the user may pay now.
create policy select_banking on app_public.bank_payments for select using (app_hidden.has_banking_access(client_company_id));
create policy insert_payable on app_public.bank_payments for insert
  with check (app_hidden.invoice_pay_refusal(client_company_id, document_id) is null);
create policy update_banking on app_public.bank_payments for update
  using (app_hidden.has_banking_access(client_company_id)) with check (app_hidden.has_banking_access(client_company_id));

create policy select_banking on app_public.partner_company_direct_debit_mandates for select using (app_hidden.has_banking_access(client_company_id));

-- Payment presets: verifying one is a banking decision.
drop policy if exists update_banking on app_public.partner_company_payment_presets;
create policy update_banking on app_public.partner_company_payment_presets for update
  using (app_hidden.has_banking_access(client_company_id)) with check (app_hidden.has_banking_access(client_company_id));

grant select on
  app_public.banks,
  app_public.money_accounts,
  app_public.money_categories,
  app_public.xs2a_connections,
  app_public.xs2a_accounts,
  app_public.bank_statement_imports,
  app_public.money_transactions,
  app_public.money_transaction_documents,
  app_public.money_transaction_suggestions,
  app_public.client_company_disabled_matching_checks,
  app_public.sepa_files,
  app_public.bank_payments,
  app_public.partner_company_direct_debit_mandates
to app_user;
grant insert (client_company_id, type, name, description, active, currency, holder, include_holder_with_payment, iban, bic,
              bank_account_type, number, card_brand, credit_limit, general_ledger_account_id)
  on app_public.money_accounts to app_user;
grant update (name, description, active, currency, holder, include_holder_with_payment, iban, bic,
              bank_account_type, number, card_brand, credit_limit, general_ledger_account_id)
  on app_public.money_accounts to app_user;
grant insert (client_company_id, name, keywords, general_ledger_account_id) on app_public.money_categories to app_user;
grant update (name, keywords, general_ledger_account_id) on app_public.money_categories to app_user;
grant delete on app_public.money_categories to app_user;
grant insert (client_company_id, money_account_id, file_name, format, statement_count, imported_count, duplicate_count, from_date, until_date)
  on app_public.bank_statement_imports to app_user;
grant insert (client_company_id, money_account_id, status, source, booking_date, value_date, amount, currency, purpose,
              counterparty_name, counterparty_iban, counterparty_bic, counterparty_account_number, end_to_end_id, mandate_id,
              creditor_id, bank_reference, customer_reference, bank_transaction_code, fingerprint, import_id, money_category_id)
  on app_public.money_transactions to app_user;
grant update (money_category_id, suggestion_count, status, booking_date, value_date, fingerprint, bank_reference, import_id) on app_public.money_transactions to app_user;
grant delete on app_public.money_transactions to app_user;
grant insert (client_company_id, money_transaction_id, document_id, amount, source, score, checks) on app_public.money_transaction_documents to app_user;
grant delete on app_public.money_transaction_documents to app_user;
grant update (dismissed_at) on app_public.money_transaction_suggestions to app_user;
grant insert (client_company_id, kind, schema_version, message_id, money_account_id, number_of_transactions, control_sum, requested_date, xml)
  on app_public.sepa_files to app_user;
grant insert (client_company_id, document_id, method, status, money_account_id, sepa_file_id, recipient_name, recipient_iban, recipient_bic,
              currency, amount, discount_percent, fee, total, purpose, end_to_end_id, mandate_id, requested_date, unverified_iban_confirmed)
  on app_public.bank_payments to app_user;
grant update (status, error_message, finished_at, provider_payment_id) on app_public.bank_payments to app_user;
grant update (verified_at, verified_by_user_id) on app_public.partner_company_payment_presets to app_user;

-- Reference data: German banks the demo and the sandbox use.
insert into app_public.banks (bic, legal_name, brand_name, country) values
  ('COBADEFFXXX', 'Commerzbank AG', 'Commerzbank', 'DE'),
  ('DEUTDEFFXXX', 'Deutsche Bank AG', 'Deutsche Bank', 'DE'),
  ('GENODEF1S04', 'GLS Gemeinschaftsbank eG', 'GLS Bank', 'DE'),
  ('HYVEDEMMXXX', 'UniCredit Bank GmbH', 'HypoVereinsbank', 'DE'),
  ('INGDDEFFXXX', 'ING-DiBa AG', 'ING', 'DE'),
  ('BYLADEMMXXX', 'Bayerische Landesbank', 'BayernLB', 'DE'),
  ('SSKMDEMMXXX', 'Stadtsparkasse München', 'Stadtsparkasse München', 'DE'),
  ('COLSDE33XXX', 'Sparkasse KölnBonn', 'Sparkasse KölnBonn', 'DE'),
  ('BELADEBEXXX', 'Landesbank Berlin AG', 'Berliner Sparkasse', 'DE'),
  ('SANDBOXDEXX', 'Sandbox Bank AG', 'Sandbox Bank', 'DE')
on conflict (bic) do nothing;
