--! Previous: sha1:97a2bfcecde4cf1388cd258b0c247185d4d55ec2
--! Hash: sha1:f221379e01766b3e7d219e80527b91d388119117
--! Message: Documents list statistics come from daily totals kept by the database, so a year's figures no longer count a million rows; a company's access flags are computed together

-- Documents list statistics from daily totals (like the banking page's, migration "banking page
-- fast at two million transactions"): per company, day (the list date), type (incoming, outgoing,
-- other), category, payment state (list_open), archived, superseded and currency, kept by
-- statement triggers with transition tables on app_public.documents. The list reads them when
-- its filter is one the totals can answer (server/documents/listQuery.ts) and counts rows
-- otherwise. A combination whose documents are all gone keeps a row of zeros.
drop trigger if exists _800_day_totals_insert on app_public.documents;
drop trigger if exists _800_day_totals_update on app_public.documents;
drop trigger if exists _800_day_totals_delete on app_public.documents;
drop function if exists app_private.rebuild_document_day_totals();
drop function if exists app_private.tg_documents__day_totals();
drop table if exists app_hidden.document_day_totals;

create table app_hidden.document_day_totals (
  client_company_id uuid not null,
  list_date date not null,
  type app_public.document_type not null,
  category_id uuid not null,
  list_open boolean not null,
  archived boolean not null,
  superseded boolean not null,
  -- The list currency, '' for none (a key column cannot be null).
  currency text not null,
  document_count bigint not null,
  net_sum numeric not null,
  total_sum numeric not null,
  open_amount_sum numeric not null,
  primary key (client_company_id, list_date, type, category_id, list_open, archived, superseded, currency)
);
comment on table app_hidden.document_day_totals is
  'Daily totals of documents for the documents list statistics (kept by statement triggers on app_public.documents; read under RLS).';

-- RLS: the request's user reads the totals of the companies whose documents they may see (the
-- select policy of app_public.documents; a visitor none); only the trigger (the owner) writes.
alter table app_hidden.document_day_totals enable row level security;
create policy select_visible on app_hidden.document_day_totals for select to app_user, app_anonymous
  using (client_company_id in (select app_hidden.current_user_client_company_ids())
         or (select app_hidden.current_user_is_super_admin()));
revoke all on app_hidden.document_day_totals from public;
grant select on app_hidden.document_day_totals to app_user, app_anonymous;

create function app_private.tg_documents__day_totals() returns trigger as $$
begin
  -- The changed rows as signed contributions: +1 for a new row, -1 for an old one (an update
  -- both; rows whose keys and amounts did not change cancel out). An insert trigger has no old
  -- table and a delete trigger no new one, so each event reads only its own.
  if tg_op = 'INSERT' then
    insert into app_hidden.document_day_totals as t
      (client_company_id, list_date, type, category_id, list_open, archived, superseded, currency,
       document_count, net_sum, total_sum, open_amount_sum)
    select client_company_id, list_date, type, category_id, list_open, archived, superseded, currency,
           sum(c), sum(net), sum(total), sum(open_amount)
    from (
      select n.client_company_id, n.list_date, n.type, n.category_id, n.list_open, n.archived,
             n.superseded, coalesce(n.list_currency::text, '') as currency, 1 as c, coalesce(n.list_net, 0) as net,
             coalesce(n.list_total, 0) as total, coalesce(n.list_open_amount, 0) as open_amount
      from new_rows n
    ) x
    group by 1, 2, 3, 4, 5, 6, 7, 8
    having sum(c) <> 0 or sum(net) <> 0 or sum(total) <> 0 or sum(open_amount) <> 0
    order by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict (client_company_id, list_date, type, category_id, list_open, archived, superseded, currency) do update
      set document_count = t.document_count + excluded.document_count,
          net_sum = t.net_sum + excluded.net_sum,
          total_sum = t.total_sum + excluded.total_sum,
          open_amount_sum = t.open_amount_sum + excluded.open_amount_sum;
  elsif tg_op = 'DELETE' then
    insert into app_hidden.document_day_totals as t
      (client_company_id, list_date, type, category_id, list_open, archived, superseded, currency,
       document_count, net_sum, total_sum, open_amount_sum)
    select client_company_id, list_date, type, category_id, list_open, archived, superseded, currency,
           sum(c), sum(net), sum(total), sum(open_amount)
    from (
      select o.client_company_id, o.list_date, o.type, o.category_id, o.list_open, o.archived,
             o.superseded, coalesce(o.list_currency::text, '') as currency, -1 as c, -coalesce(o.list_net, 0) as net,
             -coalesce(o.list_total, 0) as total, -coalesce(o.list_open_amount, 0) as open_amount
      from old_rows o
    ) x
    group by 1, 2, 3, 4, 5, 6, 7, 8
    having sum(c) <> 0 or sum(net) <> 0 or sum(total) <> 0 or sum(open_amount) <> 0
    order by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict (client_company_id, list_date, type, category_id, list_open, archived, superseded, currency) do update
      set document_count = t.document_count + excluded.document_count,
          net_sum = t.net_sum + excluded.net_sum,
          total_sum = t.total_sum + excluded.total_sum,
          open_amount_sum = t.open_amount_sum + excluded.open_amount_sum;
  else
    insert into app_hidden.document_day_totals as t
      (client_company_id, list_date, type, category_id, list_open, archived, superseded, currency,
       document_count, net_sum, total_sum, open_amount_sum)
    select client_company_id, list_date, type, category_id, list_open, archived, superseded, currency,
           sum(c), sum(net), sum(total), sum(open_amount)
    from (
      select n.client_company_id, n.list_date, n.type, n.category_id, n.list_open, n.archived,
             n.superseded, coalesce(n.list_currency::text, '') as currency, 1 as c, coalesce(n.list_net, 0) as net,
             coalesce(n.list_total, 0) as total, coalesce(n.list_open_amount, 0) as open_amount
      from new_rows n
      union all
      select o.client_company_id, o.list_date, o.type, o.category_id, o.list_open, o.archived,
             o.superseded, coalesce(o.list_currency::text, '') as currency, -1 as c, -coalesce(o.list_net, 0) as net,
             -coalesce(o.list_total, 0) as total, -coalesce(o.list_open_amount, 0) as open_amount
      from old_rows o
    ) x
    group by 1, 2, 3, 4, 5, 6, 7, 8
    having sum(c) <> 0 or sum(net) <> 0 or sum(total) <> 0 or sum(open_amount) <> 0
    order by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict (client_company_id, list_date, type, category_id, list_open, archived, superseded, currency) do update
      set document_count = t.document_count + excluded.document_count,
          net_sum = t.net_sum + excluded.net_sum,
          total_sum = t.total_sum + excluded.total_sum,
          open_amount_sum = t.open_amount_sum + excluded.open_amount_sum;
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.tg_documents__day_totals() is
  'Adds the inserted rows and subtracts the deleted ones (an update: both) to app_hidden.document_day_totals.';

-- Transition tables allow one event per trigger.
create trigger _800_day_totals_insert after insert on app_public.documents
  referencing new table as new_rows for each statement execute procedure app_private.tg_documents__day_totals();
create trigger _800_day_totals_update after update on app_public.documents
  referencing old table as old_rows new table as new_rows for each statement execute procedure app_private.tg_documents__day_totals();
create trigger _800_day_totals_delete after delete on app_public.documents
  referencing old table as old_rows for each statement execute procedure app_private.tg_documents__day_totals();

-- Recomputes every total from the documents: the backfill below, and after a bulk load that ran
-- with triggers off (the benchmark seed).
create function app_private.rebuild_document_day_totals() returns void as $$
  delete from app_hidden.document_day_totals;
  insert into app_hidden.document_day_totals
    (client_company_id, list_date, type, category_id, list_open, archived, superseded, currency,
     document_count, net_sum, total_sum, open_amount_sum)
  select client_company_id, list_date, type, category_id, list_open, archived, superseded,
         coalesce(list_currency::text, ''), count(*), coalesce(sum(list_net), 0), coalesce(sum(list_total), 0),
         coalesce(sum(list_open_amount), 0)
  from app_public.documents
  group by 1, 2, 3, 4, 5, 6, 7, 8;
$$ language sql volatile set search_path to pg_catalog, public, pg_temp;
comment on function app_private.rebuild_document_day_totals() is
  'Recomputes app_hidden.document_day_totals from the documents (backfill; after bulk loads with triggers off).';

select app_private.rebuild_document_day_totals();

-- ClientCompany's access flags from one composite per company: GraphQL reads every
-- currentUserHas…Access / currentUserCan… field of a company from a single call
-- (ClientCompanyAccessFlagsPlugin selects it once per row), instead of one access lookup per
-- field. The per-field functions stay (SQL callers, the schema) and read the same composite, so
-- each flag keeps one definition.
drop function if exists app_hidden.client_company_access_flags(app_public.client_companies);
drop type if exists app_hidden.client_company_access_flags;
create type app_hidden.client_company_access_flags as (
  role_name text,
  admin boolean,
  company_manage boolean,
  client_company_manage boolean,
  company_tags_manage boolean,
  accounting boolean,
  documents_manage boolean,
  banking boolean,
  verifying boolean,
  settings_license boolean,
  can_view_accounting_tab boolean,
  can_edit_accounting_tab boolean,
  can_delete_documents boolean,
  can_export_bookings boolean,
  can_edit_invoice_internal_number boolean,
  can_switch_demo_mode boolean,
  approved_without_verifiers_active boolean
);
comment on type app_hidden.client_company_access_flags is
  'Everything the request''s user may do in one company (ClientCompany''s currentUser… fields), computed together.';

create function app_hidden.client_company_access_flags(c app_public.client_companies)
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
         -- restrictDocumentDelete / restrictBookingExport: only admins and accounting
         case when c.restrict_document_delete then a.admin or a.accounting else a.documents_manage end,
         case when c.restrict_booking_export then a.admin or a.accounting else a.documents_manage or a.accounting end,
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
comment on function app_hidden.client_company_access_flags(app_public.client_companies) is
  'The access flags of the request''s user in one company, all at once: the single definition behind ClientCompany''s currentUser… fields.';

create or replace function app_public.client_companies_current_user_role_name(c app_public.client_companies) returns text as $$
  select (app_hidden.client_company_access_flags(c)).role_name;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_has_admin_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).admin;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_has_company_manage_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).company_manage;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_has_client_company_manage_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).client_company_manage;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_has_company_tags_manage_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).company_tags_manage;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_has_accounting_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).accounting;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_has_documents_manage_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).documents_manage;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_has_banking_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).banking;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_has_verifying_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).verifying;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_has_settings_license_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).settings_license;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_can_view_accounting_tab(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).can_view_accounting_tab;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_can_edit_accounting_tab(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).can_edit_accounting_tab;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_can_delete_documents(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).can_delete_documents;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_can_export_bookings(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).can_export_bookings;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_can_edit_invoice_internal_number(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).can_edit_invoice_internal_number;
$$ language sql stable;
create or replace function app_public.client_companies_current_user_can_switch_demo_mode(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).can_switch_demo_mode;
$$ language sql stable;
create or replace function app_public.client_companies_approved_without_verifiers_active(c app_public.client_companies) returns boolean as $$
  select (app_hidden.client_company_access_flags(c)).approved_without_verifiers_active;
$$ language sql stable;
