--! Previous: sha1:5bc4ae9c7d861e7bc39c0529df158b8b19b6760f
--! Hash: sha1:9db5546c2f4c788a6b5244cd94e2d7a1efb3a748
--! Message: Licence page: contract fields, licence periods and usage, custom extraction service per category and partner, record of digest and contract-expiry e-mails

-- Licence: contract data, periods and usage; the custom extraction service per category and
-- partner; the update digest and contract-expiry e-mails (their sending is recorded here).

drop function if exists app_public.client_companies_license_usage(app_public.client_companies);
drop function if exists app_public.client_companies_license_periods(app_public.client_companies);
drop function if exists app_hidden.license_periods(date, date);
drop function if exists app_hidden.license_today();
drop type if exists app_public.license_usage;
drop type if exists app_public.license_periods;
drop function if exists app_public.set_document_category_custom_extraction_service(uuid, boolean);
drop function if exists app_public.set_partner_company_custom_extraction_service(uuid, boolean);
drop function if exists app_public.custom_extraction_service_available();
drop function if exists app_public.client_companies_extraction_service_partner_companies(app_public.client_companies, text, boolean);
drop table if exists app_private.update_digest_deliveries;
drop table if exists app_private.contract_expiry_notices;

--------------------------------------------------------------------------------
-- Contract fields (the admin's super-admin form edits them; the licence page shows them)

alter table app_public.client_companies add column if not exists contract_note text constraint client_companies_contract_note_length check (contract_note is null or length(contract_note) <= 2000), add column if not exists licensed_documents integer constraint client_companies_licensed_documents_range check (licensed_documents is null or licensed_documents >= 0), add column if not exists licensed_users integer constraint client_companies_licensed_users_range check (licensed_users is null or licensed_users >= 0), add column if not exists licensed_banks integer constraint client_companies_licensed_banks_range check (licensed_banks is null or licensed_banks >= 0), add column if not exists contract_expiry_notification_email text constraint client_companies_contract_expiry_email_format check (contract_expiry_notification_email is null or contract_expiry_notification_email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$');

comment on column app_public.client_companies.contract_note is 'A note on the contract (at most 2000 characters).';
comment on column app_public.client_companies.licensed_documents is 'Documents per licence period the contract covers (null: not limited).';
comment on column app_public.client_companies.licensed_users is 'Users the contract covers (null: not limited).';
comment on column app_public.client_companies.licensed_banks is 'Bank accounts the contract covers (null: not limited).';
comment on column app_public.client_companies.contract_expiry_notification_email is 'Where the contract-expiry e-mail goes (with the contractExpiryNotification feature on).';

--------------------------------------------------------------------------------
-- Licence periods (spec part 2 §4). The one definition on the client is
-- src/lib/licensePeriods.ts; server/license/licensePeriods.int.test.ts checks both against the
-- same table. Anniversaries are counted from the contract start (start + n years): a contract
-- started on 29 February has its anniversary on 28 February in other years (PostgreSQL's and
-- date-fns' year arithmetic both clamp to the month's end, so the period never starts in March).

-- Today as the licence counts it: the German calendar day, whatever the server's zone.
create function app_hidden.license_today() returns date as $$
  select (now() at time zone 'Europe/Berlin')::date;
$$ language sql stable;

create type app_public.license_periods as (
  from_date date,
  until_date date,
  previous_from_date date,
  previous_until_date date,
  include_current_period boolean,
  include_previous_period boolean
);
comment on type app_public.license_periods is 'The current and the previous licence period derived from the contract start date; a period is included only when it starts on or after the contract start.';

create function app_hidden.license_periods(contract_start date, today date) returns app_public.license_periods as $$
declare
  n integer;
  current_from date;
  result app_public.license_periods;
begin
  if contract_start is null or today is null then return null; end if;
  -- The contract start's day and month in this year; in the future: one year earlier.
  n := extract(year from today)::integer - extract(year from contract_start)::integer;
  current_from := (contract_start + make_interval(years => n))::date;
  if current_from > today then
    n := n - 1;
    current_from := (contract_start + make_interval(years => n))::date;
  end if;
  result.from_date := current_from;
  result.until_date := (contract_start + make_interval(years => n + 1))::date - 1;
  result.previous_from_date := (contract_start + make_interval(years => n - 1))::date;
  result.previous_until_date := current_from - 1;
  result.include_current_period := result.from_date >= contract_start;
  result.include_previous_period := result.previous_from_date >= contract_start;
  return result;
end;
$$ language plpgsql immutable;
comment on function app_hidden.license_periods(date, date) is 'The licence periods of a contract start on a given day (spec part 2 §4).';

create function app_public.client_companies_license_periods(c app_public.client_companies) returns app_public.license_periods as $$
  select app_hidden.license_periods(c.contract_start_date, app_hidden.license_today());
$$ language sql stable;
comment on function app_public.client_companies_license_periods(app_public.client_companies) is 'fromDate, untilDate, previousFromDate, previousUntilDate, includeCurrentPeriod, includePreviousPeriod: the licence periods derived from contractStartDate (null without one).';

create type app_public.license_usage as (
  client_company_id uuid,
  client_company_name text,
  is_current_period boolean,
  start_date date,
  end_date date,
  documents_count integer,
  predicted_documents_count integer,
  users_count integer,
  banks_count integer
);
comment on type app_public.license_usage is 'What one company used in one licence period.';

-- Usage of the company and of the companies it bills, for each included period. Only for
-- people with settings-license access (the billed companies are not theirs to see otherwise).
-- documentsCount: documents imported in the period; usersCount: standard users who are members
-- and were by the period's end; banksCount: active bank accounts that existed by its end;
-- predictedDocumentsCount (current period only): the documents so far extrapolated linearly
-- over the period's days.
create function app_public.client_companies_license_usage(c app_public.client_companies) returns setof app_public.license_usage as $$
  with p as (
    select * from app_hidden.license_periods(c.contract_start_date, app_hidden.license_today())
  ), periods as (
    select true as is_current, p.from_date as start_date, p.until_date as end_date from p where p.include_current_period
    union all
    select false, p.previous_from_date, p.previous_until_date from p where p.include_previous_period
  ), companies as (
    select cc.id, coalesce(cc.brand_name, cc.name) as name, cc.id <> c.id as billed
    from app_public.client_companies cc
    where cc.id = c.id or cc.billed_client_company_id = c.id
  ), usage as (
    select co.id, co.name, co.billed, pe.is_current, pe.start_date, pe.end_date,
      (select count(*) from app_public.documents d
        where d.client_company_id = co.id
          and (d.import_date at time zone 'Europe/Berlin')::date between pe.start_date and pe.end_date)::integer as documents_count,
      (select count(*) from app_public.client_company_users ccu join app_public.users u on u.id = ccu.user_id
        where ccu.client_company_id = co.id and u.type = 'STANDARD'
          and (ccu.created_at at time zone 'Europe/Berlin')::date <= pe.end_date)::integer as users_count,
      (select count(*) from app_public.money_accounts m
        where m.client_company_id = co.id and m.type = 'BANK' and m.active
          and (m.created_at at time zone 'Europe/Berlin')::date <= pe.end_date)::integer as banks_count
    from companies co cross join periods pe
  )
  select u.id, u.name, u.is_current, u.start_date, u.end_date, u.documents_count,
    case when u.is_current then
      round(u.documents_count::numeric * (u.end_date - u.start_date + 1)
            / greatest(least(app_hidden.license_today(), u.end_date) - u.start_date + 1, 1))::integer
    end,
    u.users_count, u.banks_count
  from usage u
  where (app_hidden.client_company_access_flags(c)).settings_license
  order by u.billed, u.name, u.id, u.is_current desc;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.client_companies_license_usage(app_public.client_companies) is 'Usage per licence period (current first) of this company, then of the companies it bills; empty without settings-license access. predictedDocumentsCount: the current period''s documents so far extrapolated linearly over its days.';

--------------------------------------------------------------------------------
-- Custom extraction service (super admin): documents of a category or partner that uses it are
-- read by the configured third-party service (CUSTOM_EXTRACTION_URL) instead of the built-in
-- extraction. The server tells the database whether it is configured (app.custom_extraction_service).

alter table app_public.document_categories add column if not exists uses_custom_extraction_service boolean not null default false;
alter table app_public.partner_companies add column if not exists uses_custom_extraction_service boolean not null default false;
comment on column app_public.document_categories.uses_custom_extraction_service is 'Documents of this category are read by the custom extraction service.';
comment on column app_public.partner_companies.uses_custom_extraction_service is 'Documents of this partner are read by the custom extraction service.';

create function app_public.custom_extraction_service_available() returns boolean as $$
  select coalesce(current_setting('app.custom_extraction_service', true), '') = 'on';
$$ language sql stable;
comment on function app_public.custom_extraction_service_available() is 'Whether this installation has a custom extraction service configured (CUSTOM_EXTRACTION_URL).';

create function app_public.client_companies_extraction_service_partner_companies(
  c app_public.client_companies,
  search_text text default null,
  uses_custom_extraction_service boolean default null
) returns setof app_public.partner_companies as $$
  select p.* from app_public.partner_companies p
  where p.client_company_id = c.id
    and app_hidden.current_user_is_super_admin()
    and (client_companies_extraction_service_partner_companies.uses_custom_extraction_service is null
         or p.uses_custom_extraction_service = client_companies_extraction_service_partner_companies.uses_custom_extraction_service)
    and (search_text is null or btrim(search_text) = '' or p.name ilike '%' || replace(replace(replace(btrim(left(search_text, 200)), '\', '\\'), '%', '\%'), '_', '\_') || '%')
  order by p.uses_custom_extraction_service desc, lower(p.name), p.id;
$$ language sql stable;
comment on function app_public.client_companies_extraction_service_partner_companies(app_public.client_companies, text, boolean) is 'Partner companies for the extraction-service page (super admins only; empty for others), those using the custom service first; searchText matches the name.';

create function app_public.set_document_category_custom_extraction_service(document_category_row_id uuid, uses_custom_extraction_service boolean)
returns app_public.document_categories as $$
declare
  result app_public.document_categories;
begin
  if not app_hidden.current_user_is_super_admin() then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  if uses_custom_extraction_service is null then
    raise exception 'CUSTOM_EXTRACTION_SWITCH_REQUIRED' using errcode = '22023', column = 'usesCustomExtractionService';
  end if;
  if uses_custom_extraction_service and not app_public.custom_extraction_service_available() then
    raise exception 'CUSTOM_EXTRACTION_SERVICE_UNAVAILABLE' using errcode = 'P0001';
  end if;
  update app_public.document_categories cat
     set uses_custom_extraction_service = set_document_category_custom_extraction_service.uses_custom_extraction_service
   where cat.id = document_category_row_id
  returning * into result;
  if result.id is null then
    raise exception 'DOCUMENT_CATEGORY_NOT_FOUND' using errcode = 'P0002';
  end if;
  return result;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.set_document_category_custom_extraction_service(uuid, boolean) is 'Super admins: switch the custom extraction service on or off for a document category. Refusals: FORBIDDEN, CUSTOM_EXTRACTION_SERVICE_UNAVAILABLE (none configured), DOCUMENT_CATEGORY_NOT_FOUND.';

create function app_public.set_partner_company_custom_extraction_service(partner_company_row_id uuid, uses_custom_extraction_service boolean)
returns app_public.partner_companies as $$
declare
  result app_public.partner_companies;
begin
  if not app_hidden.current_user_is_super_admin() then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  if uses_custom_extraction_service is null then
    raise exception 'CUSTOM_EXTRACTION_SWITCH_REQUIRED' using errcode = '22023', column = 'usesCustomExtractionService';
  end if;
  if uses_custom_extraction_service and not app_public.custom_extraction_service_available() then
    raise exception 'CUSTOM_EXTRACTION_SERVICE_UNAVAILABLE' using errcode = 'P0001';
  end if;
  update app_public.partner_companies p
     set uses_custom_extraction_service = set_partner_company_custom_extraction_service.uses_custom_extraction_service
   where p.id = partner_company_row_id
  returning * into result;
  if result.id is null then
    raise exception 'PARTNER_COMPANY_NOT_FOUND' using errcode = 'P0002';
  end if;
  return result;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.set_partner_company_custom_extraction_service(uuid, boolean) is 'Super admins: switch the custom extraction service on or off for a partner company. Refusals: FORBIDDEN, CUSTOM_EXTRACTION_SERVICE_UNAVAILABLE (none configured), PARTNER_COMPANY_NOT_FOUND.';

--------------------------------------------------------------------------------
-- What was sent: one update digest per user and interval, one contract-expiry e-mail per period

create table app_private.update_digest_deliveries (
  user_id uuid primary key references app_public.users (id) on delete cascade,
  last_sent_on date not null,
  last_sent_at timestamptz not null default now()
);
comment on table app_private.update_digest_deliveries is 'The day (German calendar) the user''s last update digest went out: the next is due update_notification days later.';

create table app_private.contract_expiry_notices (
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  period_until_date date not null,
  sent_at timestamptz not null default now(),
  primary key (client_company_id, period_until_date)
);
comment on table app_private.contract_expiry_notices is 'Contract-expiry e-mails sent: one per company and licence period (by its last day).';
