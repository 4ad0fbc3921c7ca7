--! Previous: sha1:163109d9821d22ef686ca37a82b0f9df4dde72d5
--! Hash: sha1:ad708053504681ce605f5115b5d1267530ca80ab
--! Message: One client number per client company: the admin form and the accounting settings edit it, the DATEV export reads it

--------------------------------------------------------------------------------
-- One client number per client company: accounting_system_client_no (spec part 2 §3
-- ClientCompany.accountingSystemClientNo). The super admin's client-company form and the
-- accounting settings of the exports page both edit it; the DATEV export reads the
-- Mandantennummer derived from it (datev_client_number, generated, so it cannot diverge).

-- Rerunnable: the rules come back below.
alter table app_public.client_companies
  drop constraint if exists client_companies_accounting_system_client_no_datev,
  drop constraint if exists client_companies_accounting_system_client_no_length;

-- 1. The number the DATEV export used so far goes into the client number where that is empty.
update app_public.client_companies
set accounting_system_client_no = datev_client_number::text
where datev_client_number is not null and coalesce(btrim(accounting_system_client_no), '') = '';

-- 2. Every stored number fits its rule: trimmed; for DATEV a Mandantennummer 1–99999 (a
--    number with leading zeros loses them; anything else gives way to the number the DATEV
--    export used); for the other systems at most 30 characters.
update app_public.client_companies
set accounting_system_client_no = nullif(btrim(accounting_system_client_no), '')
where accounting_system_client_no is distinct from nullif(btrim(accounting_system_client_no), '');
update app_public.client_companies
set accounting_system_client_no = case
    when accounting_system_client_no ~ '^0*[1-9][0-9]{0,4}$' then ltrim(accounting_system_client_no, '0')
    else datev_client_number::text
  end
where accounting_system = 'DATEV' and accounting_system_client_no !~ '^[1-9][0-9]{0,4}$';
update app_public.client_companies
set accounting_system_client_no = btrim(left(accounting_system_client_no, 30))
where accounting_system is distinct from 'DATEV' and length(accounting_system_client_no) > 30;

-- 3. The DATEV Mandantennummer is no column of its own any more: it is the client number
--    read as a number, for DATEV companies only.
alter table app_public.client_companies drop column if exists datev_client_number;
alter table app_public.client_companies
  add column datev_client_number integer generated always as (
    case when accounting_system = 'DATEV' and accounting_system_client_no ~ '^[1-9][0-9]{0,4}$'
      then accounting_system_client_no::integer end) stored;
comment on column app_public.client_companies.datev_client_number is
  E'@behavior -*\nThe DATEV Mandantennummer (1–99999) for the DATEV export: the client number of a DATEV company, read as a number (generated; set accounting_system_client_no).';

alter table app_public.client_companies
  add constraint client_companies_accounting_system_client_no_length
    check (accounting_system_client_no is null
           or (length(accounting_system_client_no) between 1 and 30 and accounting_system_client_no = btrim(accounting_system_client_no))),
  add constraint client_companies_accounting_system_client_no_datev
    check (accounting_system is distinct from 'DATEV' or accounting_system_client_no is null
           or accounting_system_client_no ~ '^[1-9][0-9]{0,4}$');
comment on column app_public.client_companies.accounting_system_client_no is
  'The company''s client number in its accounting system: for DATEV the Mandantennummer (1–99999, digits only), else at most 30 characters.';

--------------------------------------------------------------------------------
-- The exports page's accounting settings write the same client number.

drop function if exists app_public.update_company_accounting_settings(uuid, text, integer, integer, integer, integer, boolean);
drop function if exists app_public.update_company_accounting_settings(uuid, text, integer, text, integer, integer, boolean);
create function app_public.update_company_accounting_settings(
  client_company_row_id uuid,
  accounting_system text,
  datev_consultant_number integer,
  accounting_system_client_no text,
  general_ledger_account_length integer,
  fiscal_year_start_month integer,
  bmd_bankinfo boolean default null
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
    accounting_system_client_no = nullif(btrim(update_company_accounting_settings.accounting_system_client_no), ''),
    general_ledger_account_length = coalesce(update_company_accounting_settings.general_ledger_account_length, 4),
    fiscal_year_start_month = coalesce(update_company_accounting_settings.fiscal_year_start_month, 1),
    bmd_bankinfo = coalesce(update_company_accounting_settings.bmd_bankinfo, cc.bmd_bankinfo)
  where cc.id = client_company_row_id
  returning * into c;
  return c;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.update_company_accounting_settings(uuid, text, integer, text, integer, integer, boolean) is E'@resultFieldName clientCompany\nSets the company''s accounting system, its DATEV consultant number, its client number in the accounting system (the same one the super admin''s client-company form edits), account length, fiscal-year start and the BMD bank-info flag (accounting access).';
revoke all on function app_public.update_company_accounting_settings(uuid, text, integer, text, integer, integer, boolean) from public;
grant execute on function app_public.update_company_accounting_settings(uuid, text, integer, text, integer, integer, boolean) to app_user;

--------------------------------------------------------------------------------
-- The client overview of the accounting firms shows and searches the same client number.

alter type app_public.provider_client_company alter attribute accounting_system_client_no type text;
comment on column app_public.provider_client_company.accounting_system_client_no is 'The client number in the accounting system (for DATEV the Mandantennummer).';

create or replace function app_hidden.provider_client_company_of(c app_public.client_companies)
returns app_public.provider_client_company as $$
  select
    c.id,
    coalesce(c.brand_name, c.name),
    c.name,
    c.status,
    c.accounting_company_client_company_id,
    (select coalesce(f.brand_name, f.name) from app_public.client_companies f where f.id = c.accounting_company_client_company_id),
    (select coalesce(b.brand_name, b.name) from app_public.client_companies b
      where b.id = c.billed_client_company_id and b.id <> c.id),
    c.accounting_system,
    c.accounting_system_client_no,
    c.contract_start_date,
    (select count(*)::int from app_public.review_groups g
      where g.client_company_id = c.id
        and not (g.locked_by_user_id is not null
                 and g.locked_by_user_id is distinct from app_hidden.current_user_id()
                 and g.locked_at > now() - interval '15 minutes')
        and exists (select 1 from app_public.documents d where d.review_group_id = g.id)),
    (select count(*)::int from app_public.approval_requests r where r.client_company_id = c.id and r.state = 'OPEN'),
    case when blk.id is null then 'NONE' when blk.starts_at <= now() then 'ACTIVE' else 'SCHEDULED' end::app_public.client_company_block_state,
    blk.starts_at,
    blk.reason,
    (select max(d.import_date) from app_public.documents d where d.client_company_id = c.id),
    (select count(*)::int from app_public.client_company_users u where u.client_company_id = c.id),
    (select count(*)::int from app_public.documents d
      where d.client_company_id = c.id
        and d.import_date >= date_trunc('month', now() at time zone 'Europe/Berlin') at time zone 'Europe/Berlin'),
    coalesce(a.is_member, false) or app_hidden.current_user_is_super_admin(),
    coalesce(a.company_manage, false),
    coalesce(a.accounting, false),
    app_hidden.current_user_may_block(c.id)
  from (select 1) one
  left join app_public.client_company_blocks blk on blk.client_company_id = c.id
  left join lateral app_hidden.current_user_access(c.id) a on true;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

create or replace function app_public.provider_client_companies(search_text text default null)
returns setof app_public.provider_client_company as $$
  select p.*
  from app_public.client_companies c
  cross join lateral app_hidden.provider_client_company_of(c) p
  where (app_hidden.current_user_is_super_admin()
         or c.accounting_company_client_company_id in (select app_hidden.current_user_provider_firm_ids()))
    and (coalesce(btrim(search_text), '') = ''
         or coalesce(c.brand_name, c.name) ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or c.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or lower(c.accounting_system_client_no) = lower(btrim(search_text)))
  order by lower(coalesce(c.brand_name, c.name)), c.id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
