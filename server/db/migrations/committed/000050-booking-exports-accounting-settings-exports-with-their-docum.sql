--! Previous: sha1:183c28e3dc689fbf414a5babb447cbf2acc438c4
--! Hash: sha1:cb175d50f918e68663cb478dff11cd866a1ee3af
--! Message: Booking exports: accounting settings, exports with their documents and files, create and undo, exported invoices locked

-- Booking export: the company's accounting settings (DATEV consultant and client number,
-- account length, fiscal year), the exports with their documents, money transactions and files,
-- creating and undoing an export, and the GoBD lock of exported invoices.

-- Idempotent: current.sql runs again on every save during `npm run db -- watch`.
drop function if exists app_public.create_export(uuid, date, date, uuid[], app_public.accounting_export_format, boolean, boolean, boolean, boolean, boolean, boolean, boolean, app_public.export_audit_trail_position);
drop function if exists app_public.undo_export(uuid, text);
drop function if exists app_public.update_company_accounting_settings(uuid, text, integer, integer, integer, integer);
drop function if exists app_public.client_companies_exports(app_public.client_companies, uuid[], uuid[], app_public.export_created_via);
drop function if exists app_hidden.export_refusal_for(uuid) cascade;
drop function if exists app_hidden.can_see_exports(uuid) cascade;
drop function if exists app_private.tg_exports__immutable() cascade;
drop function if exists app_private.tg_export_rows__immutable() cascade;
drop function if exists app_private.tg_invoices__exported_lock() cascade;
drop function if exists app_private.tg_accounting_items__exported_lock() cascade;
drop function if exists app_private.tg_accounting_item_costs__exported_lock() cascade;
drop function if exists app_hidden.document_is_exported(uuid, uuid);
drop table if exists app_public.export_files;
drop table if exists app_public.export_money_transactions;
drop table if exists app_public.export_documents;
drop table if exists app_public.exports;
drop type if exists app_public.export_status;
drop type if exists app_public.accounting_export_format;
drop type if exists app_public.export_created_via;
drop type if exists app_public.export_audit_trail_position;

--------------------------------------------------------------------------------
-- Accounting settings of a company

alter table app_public.client_companies
  drop constraint if exists client_companies_accounting_system_check,
  drop column if exists datev_consultant_number,
  drop column if exists datev_client_number,
  drop column if exists general_ledger_account_length,
  drop column if exists fiscal_year_start_month;
alter table app_public.client_companies
  add constraint client_companies_accounting_system_check
    check (accounting_system is null or accounting_system in ('DATEV', 'BMD', 'LEXWARE', 'ADDISON', 'AGENDA', 'SIMBA', 'OTHER')),
  add column datev_consultant_number integer
    constraint client_companies_datev_consultant_number_range check (datev_consultant_number between 1001 and 9999999),
  add column datev_client_number integer
    constraint client_companies_datev_client_number_range check (datev_client_number between 1 and 99999),
  add column general_ledger_account_length smallint not null default 4
    constraint client_companies_general_ledger_account_length_range check (general_ledger_account_length between 4 and 8),
  add column fiscal_year_start_month smallint not null default 1
    constraint client_companies_fiscal_year_start_month_range check (fiscal_year_start_month between 1 and 12);
comment on column app_public.client_companies.datev_consultant_number is 'DATEV Beraternummer (1001–9999999) of the tax advisor booking for the company; needed for DATEV exports.';
comment on column app_public.client_companies.datev_client_number is 'DATEV Mandantennummer (1–99999) of the company; needed for DATEV exports.';
comment on column app_public.client_companies.general_ledger_account_length is 'Sachkontenlänge: digits of a general-ledger account number (4–8, DATEV).';
comment on column app_public.client_companies.fiscal_year_start_month is 'The month the fiscal year starts in (1 January … 12 December).';

-- Changing the accounting settings: accounting access (admins have it too). The function
-- checks the access itself and then writes as owner: client_companies has no update grant.
create function app_public.update_company_accounting_settings(
  client_company_row_id uuid,
  accounting_system text,
  datev_consultant_number integer,
  datev_client_number integer,
  general_ledger_account_length integer,
  fiscal_year_start_month integer
) returns app_public.client_companies as $$
declare
  c app_public.client_companies;
begin
  if not coalesce((app_hidden.current_user_access(client_company_row_id)).accounting, false) then
    raise exception 'ACCOUNTING_SETTINGS_FORBIDDEN' using errcode = '42501';
  end if;
  update app_public.client_companies cc set
    accounting_system = update_company_accounting_settings.accounting_system,
    datev_consultant_number = update_company_accounting_settings.datev_consultant_number,
    datev_client_number = update_company_accounting_settings.datev_client_number,
    general_ledger_account_length = coalesce(update_company_accounting_settings.general_ledger_account_length, 4),
    fiscal_year_start_month = coalesce(update_company_accounting_settings.fiscal_year_start_month, 1)
  where cc.id = client_company_row_id
  returning * into c;
  return c;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.update_company_accounting_settings(uuid, text, integer, integer, integer, integer) is E'@resultFieldName clientCompany\nSets the company''s accounting system and its DATEV numbers, account length and fiscal-year start (accounting access).';
revoke all on function app_public.update_company_accounting_settings(uuid, text, integer, integer, integer, integer) from public;
grant execute on function app_public.update_company_accounting_settings(uuid, text, integer, integer, integer, integer) to app_user;

--------------------------------------------------------------------------------
-- Exports

create type app_public.export_status as enum ('QUEUED', 'RUNNING', 'DONE', 'FAILED');
comment on type app_public.export_status is 'Where an export stands: waiting for the worker, being written, finished, failed.';
create type app_public.accounting_export_format as enum ('DATEV_EXTF', 'DATEV_XML', 'BMD', 'NONE');
comment on type app_public.accounting_export_format is 'The booking file of an export: DATEV Buchungsstapel (EXTF), DATEV XML-Schnittstelle online, BMD, or none.';
create type app_public.export_created_via as enum ('USER', 'API');
comment on type app_public.export_created_via is 'Who started the export: a person in the app or an API client.';
create type app_public.export_audit_trail_position as enum ('NONE', 'BEFORE', 'AFTER');
comment on type app_public.export_audit_trail_position is 'Where the generated audit-trail page goes in each exported PDF.';

create table app_public.exports (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  creator_user_id uuid references app_public.users (id) on delete set null,
  created_via app_public.export_created_via not null default 'USER',
  status app_public.export_status not null default 'QUEUED',
  progress smallint not null default 0 constraint exports_progress_range check (progress between 0 and 100),
  error_code text constraint exports_error_code_format check (error_code is null or error_code ~ '^[A-Z][A-Z0-9_]{2,80}$'),
  accounting_export app_public.accounting_export_format not null default 'DATEV_EXTF',
  accounting_period_from date not null,
  accounting_period_to date not null,
  allow_incomplete boolean not null default false,
  booking_export boolean not null default true,
  ready_for_booking_export boolean not null default false,
  spreadsheets boolean not null default false,
  factor_excel boolean not null default false,
  pdfs boolean not null default false,
  xml_embedded boolean not null default false,
  audit_trail_pos app_public.export_audit_trail_position not null default 'NONE',
  document_count integer not null default 0 constraint exports_document_count_range check (document_count >= 0),
  skipped_document_count integer not null default 0 constraint exports_skipped_document_count_range check (skipped_document_count >= 0),
  money_transaction_count integer not null default 0 constraint exports_money_transaction_count_range check (money_transaction_count >= 0),
  booking_line_count integer not null default 0 constraint exports_booking_line_count_range check (booking_line_count >= 0),
  total_sum numeric(15, 2),
  net_sum numeric(15, 2),
  vat_sum numeric(15, 2),
  currency char(3) not null default 'EUR' constraint exports_currency_format check (currency ~ '^[A-Z]{3}$'),
  started_at timestamptz,
  finished_at timestamptz,
  undone_at timestamptz,
  undone_by_user_id uuid references app_public.users (id) on delete set null,
  undo_reason text constraint exports_undo_reason_length check (undo_reason is null or length(btrim(undo_reason)) between 3 and 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint exports_client_company_id_id_key unique (client_company_id, id),
  constraint exports_period_order check (accounting_period_from <= accounting_period_to),
  constraint exports_undone_complete check ((undone_at is null) = (undo_reason is null))
);
create index exports_company_created_idx on app_public.exports (client_company_id, created_at desc, id desc);
create index exports_creator_user_id_idx on app_public.exports (creator_user_id);
create index exports_undone_by_user_id_idx on app_public.exports (undone_by_user_id);
create trigger _100_timestamps before insert or update on app_public.exports
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.exports is E'@behavior -insert -update -delete\nA booking export of a company: its options, its documents and money transactions, its files; written by the worker, immutable afterwards (an undo only marks it undone).';
comment on column app_public.exports.progress is 'Percent of the documents written (0–100).';
comment on column app_public.exports.error_code is 'Why the export failed (a code the UI translates); null unless FAILED.';
comment on column app_public.exports.skipped_document_count is 'Documents of the period or selection left out because they were exported before.';
comment on column app_public.exports.booking_export is 'The documents are marked exported for booking (and locked) when the export is done.';
comment on column app_public.exports.total_sum is 'Sum of the exported invoices'' totals in the company''s currency (foreign currencies at their conversion rate, credit notes negative).';
comment on constraint exports_client_company_id_fkey on app_public.exports is E'@fieldName clientCompany\n@foreignFieldName exportRows\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint exports_creator_user_id_fkey on app_public.exports is E'@fieldName creator\n@foreignFieldName createdExports';
comment on constraint exports_undone_by_user_id_fkey on app_public.exports is E'@fieldName undoneBy\n@foreignFieldName undoneExports';
comment on constraint exports_client_company_id_id_key on app_public.exports is E'@behavior -single -update -delete';

create table app_public.export_documents (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  export_id uuid not null,
  document_id uuid not null,
  constraint export_documents_export_document_key unique (export_id, document_id),
  constraint export_documents_export_id_fkey foreign key (client_company_id, export_id)
    references app_public.exports (client_company_id, id) on delete cascade,
  constraint export_documents_document_id_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete cascade
);
create index export_documents_company_export_idx on app_public.export_documents (client_company_id, export_id);
create index export_documents_company_document_idx on app_public.export_documents (client_company_id, document_id);
comment on table app_public.export_documents is E'@behavior -insert -update -delete\nA document an export contains.';
comment on constraint export_documents_export_id_fkey on app_public.export_documents is E'@fieldName export\n@foreignFieldName exportDocuments';
comment on constraint export_documents_document_id_fkey on app_public.export_documents is E'@fieldName document\n@foreignFieldName exportDocuments';
comment on constraint export_documents_export_document_key on app_public.export_documents is E'@behavior -single -update -delete';

create table app_public.export_money_transactions (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  export_id uuid not null,
  money_transaction_id uuid not null,
  constraint export_money_transactions_export_transaction_key unique (export_id, money_transaction_id),
  constraint export_money_transactions_export_id_fkey foreign key (client_company_id, export_id)
    references app_public.exports (client_company_id, id) on delete cascade,
  constraint export_money_transactions_money_transaction_id_fkey foreign key (client_company_id, money_transaction_id)
    references app_public.money_transactions (client_company_id, id) on delete cascade
);
create index export_money_transactions_company_export_idx on app_public.export_money_transactions (client_company_id, export_id);
create index export_money_transactions_company_transaction_idx on app_public.export_money_transactions (client_company_id, money_transaction_id);
comment on table app_public.export_money_transactions is E'@behavior -insert -update -delete\nA bank, cash or credit-card transaction an export contains.';
comment on constraint export_money_transactions_export_id_fkey on app_public.export_money_transactions is E'@fieldName export\n@foreignFieldName exportMoneyTransactions';
comment on constraint export_money_transactions_money_transaction_id_fkey on app_public.export_money_transactions is E'@fieldName moneyTransaction\n@foreignFieldName exportMoneyTransactions';
comment on constraint export_money_transactions_export_transaction_key on app_public.export_money_transactions is E'@behavior -single -update -delete';

create table app_public.export_files (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  export_id uuid not null,
  kind text not null constraint export_files_kind_format check (kind ~ '^[A-Z][A-Z0-9_]{1,40}$'),
  file_name text not null constraint export_files_file_name_valid check (length(file_name) between 1 and 200 and file_name !~ '[/\\[:cntrl:]]'),
  mime_type text not null constraint export_files_mime_type_format check (mime_type ~ '^[a-z]+/[a-zA-Z0-9.+-]+(; ?charset=[a-zA-Z0-9-]+)?$'),
  blob_key text not null constraint export_files_blob_key_format check (blob_key ~ '^[0-9a-f]{64}$'),
  byte_size bigint not null constraint export_files_byte_size_range check (byte_size >= 0),
  sha256 text not null constraint export_files_sha256_format check (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  constraint export_files_export_kind_key unique (export_id, kind),
  constraint export_files_export_id_fkey foreign key (client_company_id, export_id)
    references app_public.exports (client_company_id, id) on delete cascade
);
create index export_files_company_export_idx on app_public.export_files (client_company_id, export_id);
create index export_files_blob_key_idx on app_public.export_files (blob_key);
comment on table app_public.export_files is E'@behavior -insert -update -delete\nA file an export wrote (the bookings, a DATEV file, a ZIP), kept in the file store; its SHA-256 is checked again on every download.';
comment on column app_public.export_files.kind is 'The format (BOOKINGS_CSV, DATEV_EXTF, …), at most one file of each per export.';
comment on constraint export_files_export_id_fkey on app_public.export_files is E'@fieldName export\n@foreignFieldName files';
comment on constraint export_files_export_kind_key on app_public.export_files is E'@behavior -single -update -delete';

-- Immutable: only the worker (status, progress, counts, sums) and an undo (undone_*) change an
-- export, only forward; nobody deletes one (a company's deletion takes its exports along).
create function app_private.tg_exports__immutable() returns trigger as $$
begin
  if tg_op = 'DELETE' then
    if exists (select 1 from app_public.client_companies c where c.id = old.client_company_id) then
      raise exception 'EXPORT_IMMUTABLE' using errcode = 'P0001';
    end if;
    return old;
  end if;
  if (new.id, new.client_company_id, new.creator_user_id, new.created_via, new.accounting_export,
      new.accounting_period_from, new.accounting_period_to, new.allow_incomplete, new.booking_export,
      new.ready_for_booking_export, new.spreadsheets, new.factor_excel, new.pdfs, new.xml_embedded,
      new.audit_trail_pos, new.skipped_document_count, new.created_at)
     is distinct from
     (old.id, old.client_company_id, old.creator_user_id, old.created_via, old.accounting_export,
      old.accounting_period_from, old.accounting_period_to, old.allow_incomplete, old.booking_export,
      old.ready_for_booking_export, old.spreadsheets, old.factor_excel, old.pdfs, old.xml_embedded,
      old.audit_trail_pos, old.skipped_document_count, old.created_at)
     -- A finished export keeps its result; only the undo fields may still be set, once.
     or (old.status in ('DONE', 'FAILED')
         and (new.status, new.progress, new.error_code, new.document_count, new.money_transaction_count,
              new.booking_line_count, new.total_sum, new.net_sum, new.vat_sum, new.currency, new.started_at, new.finished_at)
             is distinct from
             (old.status, old.progress, old.error_code, old.document_count, old.money_transaction_count,
              old.booking_line_count, old.total_sum, old.net_sum, old.vat_sum, old.currency, old.started_at, old.finished_at))
     or (old.undone_at is not null and (new.undone_at, new.undone_by_user_id, new.undo_reason)
                                       is distinct from (old.undone_at, old.undone_by_user_id, old.undo_reason))
     or (new.undone_at is not null and new.status <> 'DONE')
  then
    raise exception 'EXPORT_IMMUTABLE' using errcode = 'P0001';
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _050_immutable before update or delete on app_public.exports
  for each row execute procedure app_private.tg_exports__immutable();

-- An export's documents, transactions and files: inserted, never changed or deleted (unless
-- the export, the document or the transaction goes with its company).
create function app_private.tg_export_rows__immutable() returns trigger as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from app_public.exports e where e.id = old.export_id) then
    return old;
  end if;
  if tg_op = 'DELETE' and tg_table_name = 'export_documents' then
    if not exists (select 1 from app_public.documents d where d.id = (to_jsonb(old) ->> 'document_id')::uuid) then
      return old;
    end if;
  end if;
  if tg_op = 'DELETE' and tg_table_name = 'export_money_transactions' then
    if not exists (select 1 from app_public.money_transactions t where t.id = (to_jsonb(old) ->> 'money_transaction_id')::uuid) then
      return old;
    end if;
  end if;
  raise exception 'EXPORT_IMMUTABLE' using errcode = 'P0001';
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _050_immutable before update or delete on app_public.export_documents
  for each row execute procedure app_private.tg_export_rows__immutable();
create trigger _050_immutable before update or delete on app_public.export_money_transactions
  for each row execute procedure app_private.tg_export_rows__immutable();
create trigger _050_immutable before update or delete on app_public.export_files
  for each row execute procedure app_private.tg_export_rows__immutable();

-- Who sees a company's exports: accounting access (admins and super admins have it).
create function app_hidden.can_see_exports(company_id uuid) returns boolean as $$
  select coalesce((app_hidden.current_user_access(company_id)).accounting, false);
$$ language sql stable;

alter table app_public.exports enable row level security;
alter table app_public.export_documents enable row level security;
alter table app_public.export_money_transactions enable row level security;
alter table app_public.export_files enable row level security;
create policy select_accounting on app_public.exports for select using (app_hidden.can_see_exports(client_company_id));
create policy select_accounting on app_public.export_documents for select using (app_hidden.can_see_exports(client_company_id));
create policy select_accounting on app_public.export_money_transactions for select using (app_hidden.can_see_exports(client_company_id));
create policy select_accounting on app_public.export_files for select using (app_hidden.can_see_exports(client_company_id));
grant select on app_public.exports to app_user;
grant select on app_public.export_documents to app_user;
grant select on app_public.export_money_transactions to app_user;
grant select on app_public.export_files to app_user;

-- The exports list of the spec (ClientCompany.exports): exports of these users / not of these
-- users, by a person or by an API client.
create function app_public.client_companies_exports(
  c app_public.client_companies,
  user_row_ids uuid[] default null,
  exclude_user_row_ids uuid[] default null,
  created_via app_public.export_created_via default null
) returns setof app_public.exports as $$
  select e.* from app_public.exports e
  where e.client_company_id = c.id
    and (user_row_ids is null or e.creator_user_id = any(user_row_ids))
    and (exclude_user_row_ids is null or e.creator_user_id is null or not (e.creator_user_id = any(exclude_user_row_ids)))
    and (client_companies_exports.created_via is null or e.created_via = client_companies_exports.created_via)
  order by e.created_at desc, e.id desc;
$$ language sql stable;
comment on function app_public.client_companies_exports(app_public.client_companies, uuid[], uuid[], app_public.export_created_via) is E'The company''s exports, newest first (undone ones too): only those of userRowIds, none of excludeUserRowIds, only those made by a person (USER) or an API client (API).';

-- The blobs of export files are kept by the file-store sweep.
create or replace function app_private.referenced_blobs(candidates text[]) returns setof text as $$
  select f.sha256 from app_public.source_files f where f.sha256 = any(candidates)
  union
  select p.image_sha256 from app_public.document_pages p where p.image_sha256 = any(candidates)
  union
  select p.thumb_sha256 from app_public.document_pages p where p.thumb_sha256 = any(candidates)
  union
  select x.blob_key from app_public.export_files x where x.blob_key = any(candidates);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

--------------------------------------------------------------------------------
-- Creating an export

-- Why the request's user may not export bookings of the company, or null: accounting access,
-- or (without restrictBookingExport) a member's accounting-tab EDIT grant.
create function app_hidden.export_refusal_for(company_id uuid) returns text as $$
  select case
    when c.id is null or not (a.accounting or (a.is_member and a.accounting_tab_grant is not distinct from 'EDIT')) then 'FORBIDDEN'
    when c.restrict_booking_export and not (a.admin or a.accounting) then 'BOOKING_EXPORT_RESTRICTED'
  end
  from app_hidden.current_user_access(company_id) a
  left join app_public.client_companies c on c.id = company_id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

-- ClientCompany.currentUserCanExportBookings says what create_export decides.
create or replace function app_hidden.client_company_access_flags(c app_public.client_companies)
returns app_hidden.client_company_access_flags as $$
  select a.role_name, a.admin, a.company_manage, a.client_company_manage, a.company_tags_manage, a.accounting,
         a.documents_manage, a.banking, a.verifying,
         -- license settings: a contract start date, the company billed for itself (or no billing
         -- company), and admin or accounting access
         c.contract_start_date is not null
           and (c.billed_client_company_id is null or c.billed_client_company_id = c.id)
           and (a.admin or a.accounting),
         -- the accounting tab: accounting access or a grant (EDIT to edit), and an accounting system
         c.accounting_system is not null and (a.accounting or a.accounting_tab_grant is not null),
         c.accounting_system is not null and (a.accounting or a.accounting_tab_grant is not distinct from 'EDIT'),
         -- restrictDocumentDelete: only admins and accounting; the booking export as create_export decides
         case when c.restrict_document_delete then a.admin or a.accounting else a.documents_manage end,
         app_hidden.export_refusal_for(c.id) is null,
         -- disableInvoiceInternalNumberEdit: only admins
         a.documents_manage and (not c.disable_invoice_internal_number_edit or a.admin),
         -- demo mode: a standard user with role ADMIN or COLLABORATION_ONLY in a DEMO company
         c.status = 'DEMO'
           and a.role_name in ('ADMIN', 'COLLABORATION_ONLY')
           and exists (select 1 from app_public.users u where u.id = app_hidden.current_user_id() and u.type = 'STANDARD'),
         -- approved-without-verifiers as it applies to the user: off for verifying access
         app_public.client_companies_feature_active(c, 'APPROVED_WITHOUT_VERIFIERS') and not a.verifying
  from app_hidden.current_user_access(c.id) a;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

create function app_public.create_export(
  client_company_row_id uuid,
  accounting_period_from date default null,
  accounting_period_to date default null,
  document_row_ids uuid[] default null,
  accounting_export app_public.accounting_export_format default null,
  allow_incomplete boolean default null,
  booking_export boolean default null,
  ready_for_booking_export boolean default null,
  spreadsheets boolean default null,
  factor_excel boolean default null,
  pdfs boolean default null,
  xml_embedded boolean default null,
  audit_trail_pos app_public.export_audit_trail_position default null
) returns app_public.exports as $$
declare
  c app_public.client_companies;
  refusal text;
  e app_public.exports;
  fmt app_public.accounting_export_format := coalesce(accounting_export, 'DATEV_EXTF');
  incomplete_ok boolean := coalesce(allow_incomplete, false);
  mark boolean := coalesce(booking_export, true);
  ready_only boolean := coalesce(ready_for_booking_export, false);
  period_from date := accounting_period_from;
  period_to date := accounting_period_to;
  fy_start date;
  unknown_count integer;
  candidate_count integer;
  incomplete_count integer;
  skipped integer;
begin
  refusal := app_hidden.export_refusal_for(client_company_row_id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  select * into c from app_public.client_companies where id = client_company_row_id;
  if incomplete_ok and c.disable_incomplete_export then
    raise exception 'EXPORT_INCOMPLETE_DISABLED' using errcode = 'P0001', column = 'allowIncomplete';
  end if;
  if document_row_ids is not null and cardinality(document_row_ids) > 1000 then
    raise exception 'EXPORT_TOO_MANY_DOCUMENTS' using errcode = '22023', column = 'documentRowIds';
  end if;
  if (document_row_ids is null and (period_from is null or period_to is null))
     or ((period_from is null) <> (period_to is null)) then
    raise exception 'EXPORT_PERIOD_REQUIRED' using errcode = '22023',
      column = case when period_from is null then 'accountingPeriodFrom' else 'accountingPeriodTo' end;
  end if;
  if period_from > period_to then
    raise exception 'EXPORT_PERIOD_REVERSED' using errcode = '22023', column = 'accountingPeriodTo';
  end if;
  if period_from > current_date then
    raise exception 'EXPORT_PERIOD_IN_FUTURE' using errcode = '22023', column = 'accountingPeriodFrom';
  end if;
  if fmt in ('DATEV_EXTF', 'DATEV_XML') and (c.datev_consultant_number is null or c.datev_client_number is null) then
    raise exception 'EXPORT_DATEV_NUMBERS_MISSING' using errcode = 'P0001';
  end if;

  -- One export at a time per company is put together, so two exports never take the same document.
  perform pg_advisory_xact_lock(hashtextextended('export:' || c.id::text, 0));

  -- The candidates: the company's invoices of the period or the selection (never another
  -- company's: every row is filtered by the company first).
  if document_row_ids is not null then
    select count(*) into unknown_count
    from (select distinct x from unnest(document_row_ids) x) ids
    where not exists (select 1 from app_public.documents d
                      join app_public.invoices i on i.client_company_id = d.client_company_id and i.document_id = d.id
                      where d.client_company_id = c.id and d.id = ids.x and not d.archived and not d.superseded);
    if unknown_count > 0 then
      raise exception 'EXPORT_DOCUMENTS_NOT_FOUND' using errcode = '22023', column = 'documentRowIds', hint = unknown_count::text;
    end if;
  end if;
  create temporary table if not exists export_candidates (document_id uuid primary key, invoice_date date, incomplete boolean, exported boolean) on commit drop;
  truncate pg_temp.export_candidates;
  insert into pg_temp.export_candidates
  select d.id, i.invoice_date,
         not (d.approved and coalesce(d.list_incomplete, 0) = 0),
         d.exported_for_booking_at is not null
           or exists (select 1 from app_public.export_documents ed join app_public.exports x on x.id = ed.export_id
                      where ed.client_company_id = c.id and ed.document_id = d.id and x.booking_export and x.status in ('QUEUED', 'RUNNING'))
  from app_public.documents d
  join app_public.invoices i on i.client_company_id = d.client_company_id and i.document_id = d.id
  where d.client_company_id = c.id
    and not d.archived and not d.superseded
    and (document_row_ids is null or d.id = any(document_row_ids))
    and (period_from is null or i.invoice_date between period_from and period_to);
  if period_from is null then
    select min(coalesce(invoice_date, current_date)), max(coalesce(invoice_date, current_date)) into period_from, period_to from pg_temp.export_candidates;
    if period_from > current_date then
      raise exception 'EXPORT_PERIOD_IN_FUTURE' using errcode = '22023', column = 'accountingPeriodFrom';
    end if;
  end if;
  -- DATEV: a Buchungsstapel lies within one fiscal year.
  if fmt in ('DATEV_EXTF', 'DATEV_XML') and period_from is not null then
    fy_start := make_date(extract(year from period_from)::int, c.fiscal_year_start_month, 1);
    if fy_start > period_from then fy_start := (fy_start - interval '1 year')::date; end if;
    if period_to >= (fy_start + interval '1 year')::date then
      raise exception 'EXPORT_PERIOD_SPANS_FISCAL_YEARS' using errcode = '22023', column = 'accountingPeriodTo';
    end if;
  end if;
  skipped := 0;
  if mark then
    select count(*) filter (where exported) into skipped from pg_temp.export_candidates;
    delete from pg_temp.export_candidates where exported;
  end if;
  if ready_only then
    delete from pg_temp.export_candidates where incomplete;
  end if;
  select count(*), count(*) filter (where incomplete) into candidate_count, incomplete_count from pg_temp.export_candidates;
  if candidate_count = 0 then
    raise exception 'EXPORT_NO_DOCUMENTS' using errcode = 'P0001';
  end if;
  if incomplete_count > 0 and not incomplete_ok then
    raise exception 'EXPORT_DOCUMENTS_INCOMPLETE' using errcode = 'P0001', column = 'allowIncomplete', hint = incomplete_count::text;
  end if;

  insert into app_public.exports (client_company_id, creator_user_id, created_via, accounting_export,
    accounting_period_from, accounting_period_to, allow_incomplete, booking_export, ready_for_booking_export,
    spreadsheets, factor_excel, pdfs, xml_embedded, audit_trail_pos, document_count, skipped_document_count)
  values (c.id, app_hidden.current_user_id(), 'USER', fmt, period_from, period_to, incomplete_ok, mark, ready_only,
    coalesce(spreadsheets, false), coalesce(factor_excel, false), coalesce(pdfs, false), coalesce(xml_embedded, false),
    coalesce(audit_trail_pos, 'NONE'), candidate_count, skipped)
  returning * into e;
  insert into app_public.export_documents (client_company_id, export_id, document_id)
  select c.id, e.id, document_id from pg_temp.export_candidates;
  perform app_private.enqueue_job('export__run', json_build_object('exportRowId', e.id), 'export:' || e.id::text);
  return e;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.create_export(uuid, date, date, uuid[], app_public.accounting_export_format, boolean, boolean, boolean, boolean, boolean, boolean, boolean, app_public.export_audit_trail_position) is E'@resultFieldName export\nStarts a booking export of the company''s invoices of a period (or of up to 1000 selected invoices): refuses incomplete ones unless allowIncomplete, skips those exported before (skippedDocumentCount), and queues the job that writes the files.';
revoke all on function app_public.create_export(uuid, date, date, uuid[], app_public.accounting_export_format, boolean, boolean, boolean, boolean, boolean, boolean, boolean, app_public.export_audit_trail_position) from public;
grant execute on function app_public.create_export(uuid, date, date, uuid[], app_public.accounting_export_format, boolean, boolean, boolean, boolean, boolean, boolean, boolean, app_public.export_audit_trail_position) to app_user;

--------------------------------------------------------------------------------
-- GoBD: an exported invoice is locked

create function app_hidden.document_is_exported(company_id uuid, document_id uuid) returns boolean as $$
  select coalesce((select d.exported_for_booking_at is not null from app_public.documents d
                   where d.client_company_id = company_id and d.id = document_id), false);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

create function app_private.tg_invoices__exported_lock() returns trigger as $$
begin
  if app_hidden.document_is_exported(old.client_company_id, old.document_id)
     and (new.net, new.vat_amount, new.total, new.currency, new.conversion_rate, new.invoice_date, new.due_date,
          new.invoice_number, new.internal_number, new.credit_memo, new.partner_company_id, new.partner_company_location_id,
          new.partner_account_id, new.discount_until, new.discount_percent, new.discount_amount, new.delivered_from,
          new.delivered_until, new.client_company_id, new.document_id)
         is distinct from
         (old.net, old.vat_amount, old.total, old.currency, old.conversion_rate, old.invoice_date, old.due_date,
          old.invoice_number, old.internal_number, old.credit_memo, old.partner_company_id, old.partner_company_location_id,
          old.partner_account_id, old.discount_until, old.discount_percent, old.discount_amount, old.delivered_from,
          old.delivered_until, old.client_company_id, old.document_id)
  then
    raise exception 'DOCUMENT_EXPORTED_LOCKED' using errcode = 'P0001';
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _040_exported_lock before update on app_public.invoices
  for each row execute procedure app_private.tg_invoices__exported_lock();

create function app_private.tg_accounting_items__exported_lock() returns trigger as $$
begin
  if (tg_op in ('UPDATE', 'DELETE') and app_hidden.document_is_exported(old.client_company_id, old.document_id))
     or (tg_op in ('INSERT', 'UPDATE') and app_hidden.document_is_exported(new.client_company_id, new.document_id)) then
    raise exception 'DOCUMENT_EXPORTED_LOCKED' using errcode = 'P0001';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _040_exported_lock before insert or update or delete on app_public.accounting_items
  for each row execute procedure app_private.tg_accounting_items__exported_lock();

create function app_private.tg_accounting_item_costs__exported_lock() returns trigger as $$
declare
  company uuid := case when tg_op = 'DELETE' then old.client_company_id else new.client_company_id end;
  item uuid := case when tg_op = 'DELETE' then old.accounting_item_id else new.accounting_item_id end;
begin
  if exists (select 1 from app_public.accounting_items ai
             where ai.client_company_id = company and ai.id = item
               and app_hidden.document_is_exported(ai.client_company_id, ai.document_id))
     or (tg_op = 'UPDATE' and exists (select 1 from app_public.accounting_items ai
             where ai.client_company_id = old.client_company_id and ai.id = old.accounting_item_id
               and app_hidden.document_is_exported(ai.client_company_id, ai.document_id))) then
    raise exception 'DOCUMENT_EXPORTED_LOCKED' using errcode = 'P0001';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _040_exported_lock before insert or update or delete on app_public.accounting_item_cost_centers
  for each row execute procedure app_private.tg_accounting_item_costs__exported_lock();
create trigger _040_exported_lock before insert or update or delete on app_public.accounting_item_cost_units
  for each row execute procedure app_private.tg_accounting_item_costs__exported_lock();

-- The history of exporting and unexporting names the export and, for an undo, the reason
-- (set for the transaction by the export job and undo_export).
create or replace function app_private.tg_documents__history_changes() returns trigger as $$
declare
  uid uuid := app_hidden.current_user_id();
begin
  if new.archived is distinct from old.archived then
    insert into app_public.document_history_entries (client_company_id, document_id, type, user_id)
    values (new.client_company_id, new.id, case when new.archived then 'ARCHIVED' else 'UNARCHIVED' end::app_public.document_history_type, uid);
  end if;
  if new.category_id is distinct from old.category_id then
    insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
    values (new.client_company_id, new.id, 'CATEGORY_CHANGED', uid, jsonb_build_object(
      'previousCategory', (select c.name from app_public.document_categories c where c.id = old.category_id),
      'nextCategory', (select c.name from app_public.document_categories c where c.id = new.category_id)));
  end if;
  if new.workflow_step_id is distinct from old.workflow_step_id then
    insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
    values (new.client_company_id, new.id, 'WORKFLOW_STEP_CHANGED', uid, jsonb_build_object(
      'previousStep', app_hidden.workflow_step_full_name(new.client_company_id, old.workflow_step_id),
      'nextStep', app_hidden.workflow_step_full_name(new.client_company_id, new.workflow_step_id)));
  end if;
  if new.exported_for_booking_at is distinct from old.exported_for_booking_at then
    insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
    values (new.client_company_id, new.id, case when new.exported_for_booking_at is null then 'UNEXPORTED' else 'EXPORTED' end::app_public.document_history_type, uid,
            jsonb_strip_nulls(jsonb_build_object(
              'exportRowId', nullif(current_setting('app.export_row_id', true), ''),
              'reason', case when new.exported_for_booking_at is null then nullif(current_setting('app.unexport_reason', true), '') end)));
  end if;
  if new.superseded and not old.superseded then
    insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
    values (new.client_company_id, new.id, 'SUPERSEDED', uid, jsonb_build_object('newerDocumentRowId', new.superseded_by_document_id));
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

-- Undoing an export: admin or accounting access, a reason; the export's documents are
-- unlocked (history UNEXPORTED with the reason) and the export stays listed, marked undone.
create function app_public.undo_export(export_row_id uuid, reason text) returns app_public.exports as $$
declare
  e app_public.exports;
  a app_hidden.access;
begin
  select * into e from app_public.exports where id = export_row_id;
  if e.id is null then
    raise exception 'EXPORT_NOT_FOUND' using errcode = 'P0002';
  end if;
  a := app_hidden.current_user_access(e.client_company_id);
  if not coalesce(a.admin or a.accounting, false) then
    -- Not even visible to a non-member: the same answer as an unknown export.
    if not coalesce(a.is_member, false) then
      raise exception 'EXPORT_NOT_FOUND' using errcode = 'P0002';
    end if;
    raise exception 'EXPORT_UNDO_FORBIDDEN' using errcode = '42501';
  end if;
  if reason is null or length(btrim(reason)) not between 3 and 500 then
    raise exception 'EXPORT_UNDO_REASON_LENGTH' using errcode = '22023', column = 'reason';
  end if;
  if e.undone_at is not null then
    raise exception 'EXPORT_ALREADY_UNDONE' using errcode = 'P0001';
  end if;
  if e.status <> 'DONE' then
    raise exception 'EXPORT_NOT_DONE' using errcode = 'P0001';
  end if;
  perform set_config('app.export_row_id', e.id::text, true);
  perform set_config('app.unexport_reason', btrim(reason), true);
  if e.booking_export then
    update app_public.documents d set exported_for_booking_at = null
    where d.client_company_id = e.client_company_id
      and d.id in (select ed.document_id from app_public.export_documents ed
                   where ed.client_company_id = e.client_company_id and ed.export_id = e.id)
      and d.exported_for_booking_at is not null;
  end if;
  update app_public.exports set undone_at = now(), undone_by_user_id = app_hidden.current_user_id(), undo_reason = btrim(reason)
  where id = e.id returning * into e;
  perform set_config('app.export_row_id', '', true);
  perform set_config('app.unexport_reason', '', true);
  return e;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.undo_export(uuid, text) is E'@resultFieldName export\nUndoes a finished booking export (admin or accounting access, a reason of 3–500 characters): its documents are unlocked and may be corrected and exported again; the export stays listed as undone.';
revoke all on function app_public.undo_export(uuid, text) from public;
grant execute on function app_public.undo_export(uuid, text) to app_user;
