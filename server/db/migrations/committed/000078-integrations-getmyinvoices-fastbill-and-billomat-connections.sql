--! Previous: sha1:7c5968d49afa235b4461435dd865f812b200a85a
--! Hash: sha1:3fb13800e6b2f4c9f91cfae904cd874307a56a27
--! Message: Integrations: GetMyInvoices, Fastbill and Billomat connections with append-only configs, encrypted API keys, import runs and imported documents, for company admins

-- Integrations (spec part 2: settings {company}/integrations; §3 FastbillConfig,
-- GetmyinvoicesConfig, BillingConfig): connections to GetMyInvoices, Fastbill and the billing
-- software Billomat that import documents into capture. Configurations are append-only (the
-- latest config is the one created last); the API key lives encrypted (AES-256-GCM, by the
-- server) in app_private and is never readable through the API; imported documents are
-- remembered per (company, provider, external id) so a re-run imports nothing twice; every
-- import run is recorded with its counts and a readable error. Company admins only.

drop function if exists app_public.request_integration_import(uuid, app_public.integration_provider);
drop function if exists app_public.review_groups_integration_provider(app_public.review_groups);
drop function if exists app_public.client_companies_latest_getmyinvoices_config(app_public.client_companies);
drop function if exists app_public.client_companies_latest_fastbill_config(app_public.client_companies);
drop function if exists app_public.client_companies_latest_billomat_config(app_public.client_companies);
drop function if exists app_public.client_companies_integration_runs(app_public.client_companies, app_public.integration_provider);
drop function if exists app_public.client_companies_integration_key_stored(app_public.client_companies, app_public.integration_provider);
drop function if exists app_hidden.set_integration_api_key(uuid, app_public.integration_provider, text);
drop function if exists app_hidden.integration_api_key(uuid, app_public.integration_provider);
drop function if exists app_private.tg_invoices__integration_payment_sync() cascade;
drop function if exists app_private.enqueue_integration_run(uuid, uuid, app_public.integration_provider);
drop table if exists app_public.integration_documents;
drop table if exists app_public.integration_runs;
drop table if exists app_private.integration_api_keys;
drop table if exists app_public.getmyinvoices_configs;
drop table if exists app_public.fastbill_configs;
drop table if exists app_public.billing_configs;
drop type if exists app_public.integration_run_state;
drop type if exists app_public.integration_run_trigger;
drop type if exists app_public.billing_software;
drop type if exists app_public.integration_provider;

create type app_public.integration_provider as enum ('GETMYINVOICES', 'FASTBILL', 'BILLOMAT');
create type app_public.integration_run_state as enum ('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED');
create type app_public.integration_run_trigger as enum ('MANUAL', 'SCHEDULED');
create type app_public.billing_software as enum ('BILLOMAT');

--------------------------------------------------------------------------------
-- Configurations (append-only: saving writes a new row).

create table app_public.getmyinvoices_configs (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  from_date date not null,
  import_archived boolean not null default false,
  archive_imported boolean not null default false,
  incoming_invoices_document_category_id uuid not null,
  outgoing_invoices_document_category_id uuid not null,
  other_documents_document_category_id uuid not null,
  created_by_user_id uuid default app_hidden.current_user_id() references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint getmyinvoices_configs_from_date_range check (from_date >= date '2000-01-01'),
  constraint getmyinvoices_configs_incoming_category_fkey foreign key (client_company_id, incoming_invoices_document_category_id)
    references app_public.document_categories (client_company_id, id) on delete cascade,
  constraint getmyinvoices_configs_outgoing_category_fkey foreign key (client_company_id, outgoing_invoices_document_category_id)
    references app_public.document_categories (client_company_id, id) on delete cascade,
  constraint getmyinvoices_configs_other_category_fkey foreign key (client_company_id, other_documents_document_category_id)
    references app_public.document_categories (client_company_id, id) on delete cascade
);
create index getmyinvoices_configs_company_created_idx on app_public.getmyinvoices_configs (client_company_id, created_at desc, id desc);
create index getmyinvoices_configs_incoming_idx on app_public.getmyinvoices_configs (client_company_id, incoming_invoices_document_category_id);
create index getmyinvoices_configs_outgoing_idx on app_public.getmyinvoices_configs (client_company_id, outgoing_invoices_document_category_id);
create index getmyinvoices_configs_other_idx on app_public.getmyinvoices_configs (client_company_id, other_documents_document_category_id);
create index getmyinvoices_configs_created_by_idx on app_public.getmyinvoices_configs (created_by_user_id);

create table app_public.fastbill_configs (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  -- Fastbill signs in with the account's e-mail address and the API key (HTTP basic auth).
  account_email text not null constraint fastbill_configs_account_email_format check (account_email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and length(account_email) <= 254),
  from_date date not null,
  import_archived boolean not null default false,
  archive_imported boolean not null default false,
  incoming_invoices_document_category_id uuid not null,
  outgoing_invoices_document_category_id uuid not null,
  other_documents_document_category_id uuid not null,
  created_by_user_id uuid default app_hidden.current_user_id() references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint fastbill_configs_from_date_range check (from_date >= date '2000-01-01'),
  constraint fastbill_configs_incoming_category_fkey foreign key (client_company_id, incoming_invoices_document_category_id)
    references app_public.document_categories (client_company_id, id) on delete cascade,
  constraint fastbill_configs_outgoing_category_fkey foreign key (client_company_id, outgoing_invoices_document_category_id)
    references app_public.document_categories (client_company_id, id) on delete cascade,
  constraint fastbill_configs_other_category_fkey foreign key (client_company_id, other_documents_document_category_id)
    references app_public.document_categories (client_company_id, id) on delete cascade
);
create index fastbill_configs_company_created_idx on app_public.fastbill_configs (client_company_id, created_at desc, id desc);
create index fastbill_configs_incoming_idx on app_public.fastbill_configs (client_company_id, incoming_invoices_document_category_id);
create index fastbill_configs_outgoing_idx on app_public.fastbill_configs (client_company_id, outgoing_invoices_document_category_id);
create index fastbill_configs_other_idx on app_public.fastbill_configs (client_company_id, other_documents_document_category_id);
create index fastbill_configs_created_by_idx on app_public.fastbill_configs (created_by_user_id);

create table app_public.billing_configs (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  billing_software app_public.billing_software not null default 'BILLOMAT',
  -- Billomat: the account's id, the sub-domain of <id>.billomat.net.
  billing_software_account text not null constraint billing_configs_account_id_format check (billing_software_account ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  from_date date not null,
  outgoing_invoices_document_category_id uuid not null,
  sync_back_payments boolean not null default false,
  created_by_user_id uuid default app_hidden.current_user_id() references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint billing_configs_from_date_range check (from_date >= date '2000-01-01'),
  constraint billing_configs_outgoing_category_fkey foreign key (client_company_id, outgoing_invoices_document_category_id)
    references app_public.document_categories (client_company_id, id) on delete cascade
);
create index billing_configs_company_created_idx on app_public.billing_configs (client_company_id, billing_software, created_at desc, id desc);
create index billing_configs_outgoing_idx on app_public.billing_configs (client_company_id, outgoing_invoices_document_category_id);
create index billing_configs_created_by_idx on app_public.billing_configs (created_by_user_id);

comment on table app_public.getmyinvoices_configs is E'@behavior -insert -update -delete\nThe GetMyInvoices connection of a company: documents dated from fromDate are imported into the category of their type; archived ones only with importArchived; archiveImported marks each imported document archived at GetMyInvoices. Append-only: the latest config (created last) counts. The API key is kept apart, encrypted, and never readable.';
comment on table app_public.fastbill_configs is E'@behavior -insert -update -delete\nThe Fastbill connection of a company (account e-mail; the API key is kept apart, encrypted, never readable). Append-only: the latest config counts.';
comment on table app_public.billing_configs is E'@behavior -insert -update -delete\nA billing-software connection (Billomat): outgoing invoices dated from fromDate are imported into the outgoing-invoices category; with syncBackPayments a payment recorded here is reported back to the billing software. Append-only: the latest config counts.';
comment on column app_public.billing_configs.billing_software_account is 'The account at the billing software (Billomat: the id in <id>.billomat.net).';
comment on constraint getmyinvoices_configs_client_company_id_fkey on app_public.getmyinvoices_configs is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint fastbill_configs_client_company_id_fkey on app_public.fastbill_configs is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint billing_configs_client_company_id_fkey on app_public.billing_configs is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint getmyinvoices_configs_incoming_category_fkey on app_public.getmyinvoices_configs is E'@fieldName incomingInvoicesDocumentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint getmyinvoices_configs_outgoing_category_fkey on app_public.getmyinvoices_configs is E'@fieldName outgoingInvoicesDocumentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint getmyinvoices_configs_other_category_fkey on app_public.getmyinvoices_configs is E'@fieldName otherDocumentsDocumentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint fastbill_configs_incoming_category_fkey on app_public.fastbill_configs is E'@fieldName incomingInvoicesDocumentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint fastbill_configs_outgoing_category_fkey on app_public.fastbill_configs is E'@fieldName outgoingInvoicesDocumentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint fastbill_configs_other_category_fkey on app_public.fastbill_configs is E'@fieldName otherDocumentsDocumentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint billing_configs_outgoing_category_fkey on app_public.billing_configs is E'@fieldName outgoingInvoicesDocumentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint getmyinvoices_configs_created_by_user_id_fkey on app_public.getmyinvoices_configs is E'@fieldName createdBy\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint fastbill_configs_created_by_user_id_fkey on app_public.fastbill_configs is E'@fieldName createdBy\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint billing_configs_created_by_user_id_fkey on app_public.billing_configs is E'@fieldName createdBy\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';

--------------------------------------------------------------------------------
-- The API keys: AES-256-GCM ciphertext written by the server (server/integrations/secretBox.ts).

create table app_private.integration_api_keys (
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  provider app_public.integration_provider not null,
  ciphertext text not null check (length(ciphertext) between 20 and 4000),
  updated_at timestamptz not null default now(),
  primary key (client_company_id, provider)
);

create function app_hidden.set_integration_api_key(company_id uuid, provider app_public.integration_provider, ciphertext text) returns void as $$
#variable_conflict use_column
begin
  if not app_hidden.has_admin_access(company_id) then
    raise exception 'INTEGRATION_FORBIDDEN' using errcode = '42501';
  end if;
  insert into app_private.integration_api_keys (client_company_id, provider, ciphertext)
  values (company_id, provider, ciphertext)
  on conflict (client_company_id, provider) do update set ciphertext = excluded.ciphertext, updated_at = now();
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.set_integration_api_key(uuid, app_public.integration_provider, text) is 'Stores (replaces) the encrypted API key of a connection; company admins only.';

create function app_hidden.integration_api_key(company_id uuid, provider app_public.integration_provider) returns text as $$
  select k.ciphertext from app_private.integration_api_keys k
  where k.client_company_id = integration_api_key.company_id and k.provider = integration_api_key.provider
    and app_hidden.has_admin_access(integration_api_key.company_id);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.integration_api_key(uuid, app_public.integration_provider) is 'The encrypted API key of a connection, for the server (connection test, import as the company); admins of the company only. Never exposed to GraphQL.';

create function app_public.client_companies_integration_key_stored(c app_public.client_companies, provider app_public.integration_provider) returns boolean as $$
  select app_hidden.integration_api_key(c.id, provider) is not null;
$$ language sql stable;
comment on function app_public.client_companies_integration_key_stored(app_public.client_companies, app_public.integration_provider) is 'Whether an API key is stored for this connection (admins; the key itself is never shown).';

--------------------------------------------------------------------------------
-- Runs and imported documents.

create table app_public.integration_runs (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  provider app_public.integration_provider not null,
  trigger app_public.integration_run_trigger not null,
  state app_public.integration_run_state not null default 'QUEUED',
  requested_by_user_id uuid default app_hidden.current_user_id() references app_public.users (id) on delete set null,
  total_count integer not null default 0 constraint integration_runs_total_count_range check (total_count >= 0),
  imported_count integer not null default 0 constraint integration_runs_imported_count_range check (imported_count >= 0),
  skipped_count integer not null default 0 constraint integration_runs_skipped_count_range check (skipped_count >= 0),
  failed_count integer not null default 0 constraint integration_runs_failed_count_range check (failed_count >= 0),
  error_code text constraint integration_runs_error_code_format check (error_code is null or error_code ~ '^[A-Z][A-Z0-9_]{2,60}$'),
  error_detail text constraint integration_runs_error_detail_length check (error_detail is null or length(error_detail) <= 500),
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index integration_runs_company_provider_idx on app_public.integration_runs (client_company_id, provider, created_at desc);
create unique index integration_runs_one_open_idx on app_public.integration_runs (client_company_id, provider) where state in ('QUEUED', 'RUNNING');
create index integration_runs_requested_by_idx on app_public.integration_runs (requested_by_user_id);
comment on table app_public.integration_runs is E'@behavior -insert -update -delete\nOne import of a connection: queued by "Import now" (MANUAL) or the hourly schedule (SCHEDULED); totalCount documents found, importedCount imported, skippedCount already imported before, failedCount refused; errorCode (translated by the app) and errorDetail when the run failed.';
comment on constraint integration_runs_client_company_id_fkey on app_public.integration_runs is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint integration_runs_requested_by_user_id_fkey on app_public.integration_runs is E'@fieldName requestedBy\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';

create table app_public.integration_documents (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  provider app_public.integration_provider not null,
  external_id text not null constraint integration_documents_external_id_length check (length(external_id) between 1 and 200),
  source_file_id uuid references app_public.source_files (id) on delete set null,
  run_id uuid references app_public.integration_runs (id) on delete set null,
  archived_at timestamptz,
  payment_synced_at timestamptz,
  created_at timestamptz not null default now(),
  constraint integration_documents_external_key unique (client_company_id, provider, external_id)
);
create index integration_documents_source_file_idx on app_public.integration_documents (source_file_id);
create index integration_documents_run_idx on app_public.integration_documents (run_id);
create index integration_documents_payment_idx on app_public.integration_documents (client_company_id, provider) where payment_synced_at is null;
comment on table app_public.integration_documents is E'@behavior -insert -update -delete\nA document imported from a provider (its id there): imported once per company; archivedAt when it was marked archived at the provider, paymentSyncedAt when its payment was reported back.';
comment on constraint integration_documents_client_company_id_fkey on app_public.integration_documents is E'@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint integration_documents_source_file_id_fkey on app_public.integration_documents is E'@fieldName sourceFile\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint integration_documents_run_id_fkey on app_public.integration_documents is E'@fieldName run\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint integration_documents_external_key on app_public.integration_documents is E'@behavior -single -update -delete';

--------------------------------------------------------------------------------
-- Row-level security: the company's admins (and the company's own automation, which holds an
-- admin's flags: server/db/asCompanyAutomation) read and write; nobody else sees a row.

alter table app_public.getmyinvoices_configs enable row level security;
alter table app_public.fastbill_configs enable row level security;
alter table app_public.billing_configs enable row level security;
alter table app_public.integration_runs enable row level security;
alter table app_public.integration_documents enable row level security;

create policy select_admin on app_public.getmyinvoices_configs for select using (app_hidden.has_admin_access(client_company_id));
create policy insert_admin on app_public.getmyinvoices_configs for insert with check (app_hidden.has_admin_access(client_company_id));
create policy select_admin on app_public.fastbill_configs for select using (app_hidden.has_admin_access(client_company_id));
create policy insert_admin on app_public.fastbill_configs for insert with check (app_hidden.has_admin_access(client_company_id));
create policy select_admin on app_public.billing_configs for select using (app_hidden.has_admin_access(client_company_id));
create policy insert_admin on app_public.billing_configs for insert with check (app_hidden.has_admin_access(client_company_id));
create policy select_admin on app_public.integration_runs for select using (app_hidden.has_admin_access(client_company_id));
create policy insert_admin on app_public.integration_runs for insert with check (app_hidden.has_admin_access(client_company_id));
create policy update_admin on app_public.integration_runs for update using (app_hidden.has_admin_access(client_company_id)) with check (app_hidden.has_admin_access(client_company_id));
create policy select_admin on app_public.integration_documents for select using (app_hidden.has_admin_access(client_company_id));
create policy insert_admin on app_public.integration_documents for insert with check (app_hidden.has_admin_access(client_company_id));
create policy update_admin on app_public.integration_documents for update using (app_hidden.has_admin_access(client_company_id)) with check (app_hidden.has_admin_access(client_company_id));

grant select on app_public.getmyinvoices_configs to app_user;
grant insert (client_company_id, from_date, import_archived, archive_imported, incoming_invoices_document_category_id,
  outgoing_invoices_document_category_id, other_documents_document_category_id) on app_public.getmyinvoices_configs to app_user;
grant select on app_public.fastbill_configs to app_user;
grant insert (client_company_id, account_email, from_date, import_archived, archive_imported, incoming_invoices_document_category_id,
  outgoing_invoices_document_category_id, other_documents_document_category_id) on app_public.fastbill_configs to app_user;
grant select on app_public.billing_configs to app_user;
grant insert (client_company_id, billing_software, billing_software_account, from_date, outgoing_invoices_document_category_id,
  sync_back_payments) on app_public.billing_configs to app_user;
grant select on app_public.integration_runs to app_user;
grant insert (client_company_id, provider, trigger, state, started_at) on app_public.integration_runs to app_user;
grant update (state, total_count, imported_count, skipped_count, failed_count, error_code, error_detail, started_at, finished_at)
  on app_public.integration_runs to app_user;
grant select on app_public.integration_documents to app_user;
-- A visitor reads the company settings query like anyone (its computed columns select from these
-- tables) and gets nothing: the policies grant admins only.
grant select on app_public.getmyinvoices_configs, app_public.fastbill_configs, app_public.billing_configs,
  app_public.integration_runs to app_anonymous;
grant insert (client_company_id, provider, external_id, source_file_id, run_id) on app_public.integration_documents to app_user;
grant update (source_file_id, archived_at, payment_synced_at) on app_public.integration_documents to app_user;

-- The connector a review group's files were imported from (the inbox says "imported from …").
create function app_public.review_groups_integration_provider(g app_public.review_groups) returns app_public.integration_provider as $$
  select d.provider from app_public.source_files s
  join app_public.integration_documents d on d.source_file_id = s.id
  where s.review_group_id = g.id and s.client_company_id = g.client_company_id
  limit 1;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.review_groups_integration_provider(app_public.review_groups) is 'The integration a review group''s documents were imported from (null for uploads and e-mail), for whoever sees the group.';

--------------------------------------------------------------------------------
-- Reading: the latest config per connection and the last runs (the company settings query).

create function app_public.client_companies_latest_getmyinvoices_config(c app_public.client_companies) returns app_public.getmyinvoices_configs as $$
  select * from app_public.getmyinvoices_configs g where g.client_company_id = c.id order by g.created_at desc, g.id desc limit 1;
$$ language sql stable;
comment on function app_public.client_companies_latest_getmyinvoices_config(app_public.client_companies) is 'The GetMyInvoices config in force: the one created last (admins).';

create function app_public.client_companies_latest_fastbill_config(c app_public.client_companies) returns app_public.fastbill_configs as $$
  select * from app_public.fastbill_configs f where f.client_company_id = c.id order by f.created_at desc, f.id desc limit 1;
$$ language sql stable;
comment on function app_public.client_companies_latest_fastbill_config(app_public.client_companies) is 'The Fastbill config in force: the one created last (admins).';

create function app_public.client_companies_latest_billomat_config(c app_public.client_companies) returns app_public.billing_configs as $$
  select * from app_public.billing_configs b where b.client_company_id = c.id and b.billing_software = 'BILLOMAT'
  order by b.created_at desc, b.id desc limit 1;
$$ language sql stable;
comment on function app_public.client_companies_latest_billomat_config(app_public.client_companies) is 'The Billomat billing config in force: the one created last (admins).';

create function app_public.client_companies_integration_runs(c app_public.client_companies, provider app_public.integration_provider) returns setof app_public.integration_runs as $$
  select * from app_public.integration_runs r where r.client_company_id = c.id and r.provider = client_companies_integration_runs.provider
  order by r.created_at desc, r.id desc limit 10;
$$ language sql stable rows 10;
comment on function app_public.client_companies_integration_runs(app_public.client_companies, app_public.integration_provider) is E'@behavior -connection +list\nThe last ten import runs of a connection, newest first (admins).';

--------------------------------------------------------------------------------
-- "Import now": a run of the connection, queued for its worker task (<provider>__import). An
-- open run (queued or running) is returned instead of a second one. Security definer (it queues
-- the job): it checks the caller's admin access itself and touches only that company's rows.

create function app_public.request_integration_import(client_company_id uuid, provider app_public.integration_provider) returns app_public.integration_runs as $$
declare
  run app_public.integration_runs;
  configured boolean;
begin
  if not app_hidden.has_admin_access(client_company_id) then
    raise exception 'INTEGRATION_FORBIDDEN' using errcode = '42501';
  end if;
  configured := case provider
    when 'GETMYINVOICES' then exists (select 1 from app_public.getmyinvoices_configs g where g.client_company_id = request_integration_import.client_company_id)
    when 'FASTBILL' then exists (select 1 from app_public.fastbill_configs f where f.client_company_id = request_integration_import.client_company_id)
    else exists (select 1 from app_public.billing_configs b where b.client_company_id = request_integration_import.client_company_id)
  end;
  if not configured or app_hidden.integration_api_key(client_company_id, provider) is null then
    raise exception 'INTEGRATION_NOT_CONFIGURED' using errcode = '22023';
  end if;
  select * into run from app_public.integration_runs r
  where r.client_company_id = request_integration_import.client_company_id and r.provider = request_integration_import.provider
    and r.state in ('QUEUED', 'RUNNING');
  if found then
    return run;
  end if;
  insert into app_public.integration_runs (client_company_id, provider, trigger)
  values (client_company_id, provider, 'MANUAL') returning * into run;
  perform graphile_worker.add_job(lower(provider::text) || '__import',
    json_build_object('runRowId', run.id, 'clientCompanyRowId', run.client_company_id),
    job_key := 'integration:' || lower(provider::text) || ':' || run.client_company_id::text,
    max_attempts := 1);
  return run;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.request_integration_import(uuid, app_public.integration_provider) is 'Import now: queues an import run of the connection (admins). Returns the open run if one is queued or running. Refusals: INTEGRATION_FORBIDDEN, INTEGRATION_NOT_CONFIGURED.';


--------------------------------------------------------------------------------
-- Sync-back: an invoice imported from a billing software that becomes paid queues the report
-- of its payment (billomat__sync_payments; idempotent: paymentSyncedAt is set once reported).

create function app_private.tg_invoices__integration_payment_sync() returns trigger as $$
declare
  company uuid;
begin
  select d.client_company_id into company
  from app_public.integration_documents d
  join app_public.source_files s on s.id = d.source_file_id
  join app_public.billing_configs b on b.client_company_id = d.client_company_id
  where s.document_id = new.document_id and d.provider = 'BILLOMAT' and d.payment_synced_at is null
    and b.id = (select b2.id from app_public.billing_configs b2 where b2.client_company_id = d.client_company_id
                order by b2.created_at desc, b2.id desc limit 1)
    and b.sync_back_payments
  limit 1;
  if company is not null then
    perform graphile_worker.add_job('billomat__sync_payments', json_build_object('clientCompanyRowId', company),
      job_key := 'billomat_payments:' || company::text, max_attempts := 5);
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.tg_invoices__integration_payment_sync() is 'Queues the payment report to the billing software when an invoice imported from it becomes paid.';

create trigger _910_integration_payment_sync after update of payment_status on app_public.invoices
  for each row when (new.payment_status = 'PAID' and old.payment_status is distinct from 'PAID')
  execute procedure app_private.tg_invoices__integration_payment_sync();
