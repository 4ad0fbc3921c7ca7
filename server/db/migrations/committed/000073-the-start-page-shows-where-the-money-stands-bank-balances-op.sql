--! Previous: sha1:08751d6460bca4f825d7bbfda174853ed4c87559
--! Hash: sha1:f68c5b877a5cda0dfec09e28cfba518d28155d0d
--! Message: The start page shows where the money stands: bank balances, open receivables and payables, money in and out per day, the top vendors and clients by net, and what waits in each client company

-- The dashboard (spec part 1 §2.11, §3 "Dashboard data", §7 dashboard query): the finance
-- summary, the bank statistics per day, the top vendors and clients by net, and the open
-- approval requests and review groups per client company ("all clients to-do").
--
-- Money figures (finance summary, bank statistics, partner statistics) answer only for a
-- company in which the signed-in user has banking access (or a super admin; §6 "Derived
-- rights": money accounts and vendors/clients are viewable with banking access); otherwise the
-- finance summary is null and the statistics are empty. Amounts are in euros: documents and
-- accounts in another currency are left out (the documents list shows them per currency).

drop function if exists app_public.client_companies_has_documents(app_public.client_companies);
drop function if exists app_public.open_approval_request_counts(uuid);
drop function if exists app_public.client_companies_partner_statistics(app_public.client_companies, app_public.dashboard_partner_type, date, date);
drop function if exists app_public.client_companies_bank_statistics(app_public.client_companies, date, date);
drop function if exists app_public.client_companies_finance_summary(app_public.client_companies);
drop function if exists app_hidden.dashboard_check_period(date, date);
drop function if exists app_hidden.current_user_sees_money_of(uuid);
drop type if exists app_public.dashboard_client_todo;
drop type if exists app_public.dashboard_partner_statistic;
drop type if exists app_public.dashboard_partner_type;
drop type if exists app_public.dashboard_bank_statistic;
drop type if exists app_public.dashboard_finance_summary;
drop index if exists app_public.documents_dashboard_partner_idx;

-- The partner statistics read the year's invoices of one type from this index alone (index-only
-- scan): 150 000 invoices of the largest benchmark company in about 50 ms.
create index documents_dashboard_partner_idx on app_public.documents (client_company_id, type, list_date)
  include (list_partner_company_id, list_net, list_currency)
  where not archived and not superseded and type <> 'OTHER_DOCUMENT';

create function app_hidden.current_user_sees_money_of(company_id uuid) returns boolean as $$
  select company_id in (select app_hidden.current_user_banking_client_company_ids())
    or app_hidden.current_user_is_super_admin();
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_sees_money_of(uuid) is
  'The request''s user may see the company''s money figures on the dashboard: banking access there, or a super admin.';

-- A period the dashboard asks for: both dates, in order, at most two years (the presets ask
-- for a year at most).
create function app_hidden.dashboard_check_period(from_date date, until_date date) returns void as $$
begin
  if from_date is null or until_date is null or from_date > until_date or until_date - from_date > 731 then
    raise exception 'DASHBOARD_PERIOD_INVALID' using errcode = '22023';
  end if;
end;
$$ language plpgsql immutable;
comment on function app_hidden.dashboard_check_period(date, date) is 'Refuses a dashboard period without both dates, reversed, or longer than two years (DASHBOARD_PERIOD_INVALID).';

--------------------------------------------------------------------------------
-- Finance summary

create type app_public.dashboard_finance_summary as (
  bank_balance_sum numeric,
  money_account_count integer,
  money_accounts_without_balance integer,
  assets numeric,
  assets_count integer,
  liabilities numeric,
  liabilities_count integer
);
comment on type app_public.dashboard_finance_summary is 'Where the money stands: the bank balances, open receivables (assets) and open payables (liabilities), in euros.';
comment on column app_public.dashboard_finance_summary.bank_balance_sum is E'@notNull\nSum of the current balances of the company''s active money accounts in euros.';
comment on column app_public.dashboard_finance_summary.money_account_count is E'@notNull\nActive money accounts in euros.';
comment on column app_public.dashboard_finance_summary.money_accounts_without_balance is E'@notNull\nActive money accounts in euros without a known balance yet (left out of the sum).';
comment on column app_public.dashboard_finance_summary.assets is E'@notNull\nOpen receivables: the open amounts of outgoing invoices not (fully) paid, as the documents list''s "not paid" filter counts them.';
comment on column app_public.dashboard_finance_summary.assets_count is E'@notNull\nOutgoing invoices not paid.';
comment on column app_public.dashboard_finance_summary.liabilities is E'@notNull\nOpen payables: the open amounts of incoming invoices not (fully) paid.';
comment on column app_public.dashboard_finance_summary.liabilities_count is E'@notNull\nIncoming invoices not paid.';

-- Reads the accounts under their RLS (banking access) and the documents' daily totals under
-- theirs (members who see every document), as the banking page and the documents list do.
create function app_public.client_companies_finance_summary(c app_public.client_companies)
returns app_public.dashboard_finance_summary as $$
  select coalesce(b.balance, 0), b.accounts, b.without_balance,
         coalesce(d.assets, 0), coalesce(d.assets_count, 0)::int,
         coalesce(d.liabilities, 0), coalesce(d.liabilities_count, 0)::int
  from (
    select sum(x.balance) as balance, count(*)::int as accounts, (count(*) filter (where x.balance is null))::int as without_balance
    from (
      select app_public.money_accounts_current_balance(a) as balance
      from app_public.money_accounts a
      where a.client_company_id = c.id and a.active and a.currency = 'EUR'
    ) x
  ) b,
  (
    select sum(t.open_amount_sum) filter (where t.type = 'OUTGOING_INVOICE') as assets,
           sum(t.document_count) filter (where t.type = 'OUTGOING_INVOICE') as assets_count,
           sum(t.open_amount_sum) filter (where t.type = 'INCOMING_INVOICE') as liabilities,
           sum(t.document_count) filter (where t.type = 'INCOMING_INVOICE') as liabilities_count
    from app_hidden.document_day_totals t
    where t.client_company_id = c.id and t.list_open and not t.archived and not t.superseded
      and t.currency = 'EUR' and t.type <> 'OTHER_DOCUMENT'
  ) d
  where app_hidden.current_user_sees_money_of(c.id);
$$ language sql stable;
comment on function app_public.client_companies_finance_summary(app_public.client_companies) is
  'The dashboard''s finance summary; null without banking access to the company.';

--------------------------------------------------------------------------------
-- Bank statistics per day

create type app_public.dashboard_bank_statistic as (
  date date,
  sum_incoming numeric,
  sum_outgoing numeric
);
comment on type app_public.dashboard_bank_statistic is 'The money that came in and went out on one day, over all of the company''s money accounts.';
comment on column app_public.dashboard_bank_statistic.date is E'@notNull\nThe booking date.';
comment on column app_public.dashboard_bank_statistic.sum_incoming is E'@notNull\nSum of the incoming amounts (positive).';
comment on column app_public.dashboard_bank_statistic.sum_outgoing is E'@notNull\nSum of the outgoing amounts (negative).';

-- From the banking page's daily totals (kept by triggers on the transactions).
create function app_public.client_companies_bank_statistics(c app_public.client_companies, from_date date, until_date date)
returns setof app_public.dashboard_bank_statistic as $$
begin
  perform app_hidden.dashboard_check_period(from_date, until_date);
  if not app_hidden.current_user_sees_money_of(c.id) then
    return;
  end if;
  return query
    select d.booking_date,
           coalesce(sum(d.amount_sum) filter (where d.direction = 1), 0),
           coalesce(sum(d.amount_sum) filter (where d.direction = -1), 0)
    from app_private.money_transaction_day_totals d
    join app_public.money_accounts a on a.id = d.money_account_id and a.currency = 'EUR'
    where d.client_company_id = c.id
      and d.booking_date between from_date and until_date
      and d.direction <> 0
    group by d.booking_date
    having sum(d.transaction_count) > 0
    order by d.booking_date;
end;
$$ language plpgsql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.client_companies_bank_statistics(app_public.client_companies, date, date) is
  E'@sortable false\nIncoming and outgoing money per booking date between fromDate and untilDate (days without transactions are left out); empty without banking access.';

--------------------------------------------------------------------------------
-- Partner statistics: the top vendors and clients by net

create type app_public.dashboard_partner_type as enum ('VENDOR', 'CLIENT');
comment on type app_public.dashboard_partner_type is 'VENDOR: partners of incoming invoices; CLIENT: partners of outgoing invoices.';

create type app_public.dashboard_partner_statistic as (
  partner_company_id uuid,
  partner_name text,
  net_sum numeric,
  document_count integer
);
comment on type app_public.dashboard_partner_statistic is 'One partner''s invoices in the period.';
comment on column app_public.dashboard_partner_statistic.partner_company_id is E'@notNull\nThe partner company.';
comment on column app_public.dashboard_partner_statistic.partner_name is E'@notNull';
comment on column app_public.dashboard_partner_statistic.net_sum is E'@notNull\nSum of the net amounts in euros (credit memos subtract).';
comment on column app_public.dashboard_partner_statistic.document_count is E'@notNull\nInvoices in the period.';

-- Reads the invoices through documents_dashboard_partner_idx after checking banking access once
-- (per-row document policies would rule out the index-only scan).
create function app_public.client_companies_partner_statistics(
  c app_public.client_companies, type app_public.dashboard_partner_type, from_date date, until_date date
) returns setof app_public.dashboard_partner_statistic as $$
begin
  perform app_hidden.dashboard_check_period(from_date, until_date);
  if type is null then
    raise exception 'DASHBOARD_PERIOD_INVALID' using errcode = '22023';
  end if;
  if not app_hidden.current_user_sees_money_of(c.id) then
    return;
  end if;
  return query
    select s.partner_id, p.name, s.net, s.n::int
    from (
      select d.list_partner_company_id as partner_id, sum(d.list_net) as net, count(*) as n
      from app_public.documents d
      where d.client_company_id = c.id
        and d.type = case client_companies_partner_statistics.type
                       when 'VENDOR' then 'INCOMING_INVOICE'::app_public.document_type
                       else 'OUTGOING_INVOICE'::app_public.document_type end
        and d.type <> 'OTHER_DOCUMENT'
        and not d.archived and not d.superseded
        and d.list_date between from_date and until_date
        and d.list_partner_company_id is not null
        and d.list_currency = 'EUR'
      group by d.list_partner_company_id
    ) s
    join app_public.partner_companies p on p.client_company_id = c.id and p.id = s.partner_id
    order by s.net desc, p.name, s.partner_id;
end;
$$ language plpgsql stable security definer set search_path to pg_catalog, public, pg_temp
-- Each call planned for its dates: a week and a year read very different parts of the index.
set plan_cache_mode to force_custom_plan;
comment on function app_public.client_companies_partner_statistics(app_public.client_companies, app_public.dashboard_partner_type, date, date) is
  E'@sortable false\nThe vendors (incoming invoices) or clients (outgoing invoices) by net sum in the period (by invoice date, as the documents list), largest first; not archived, not replaced; empty without banking access.';

--------------------------------------------------------------------------------
-- Open approval requests and review groups per client company

create type app_public.dashboard_client_todo as (
  client_company_id uuid,
  client_company_name text,
  open_approval_request_count integer,
  open_review_group_count integer
);
comment on type app_public.dashboard_client_todo is 'What waits in one client company: approval requests without a decision and review groups to check.';
comment on column app_public.dashboard_client_todo.client_company_id is E'@notNull';
comment on column app_public.dashboard_client_todo.client_company_name is E'@notNull\nBrand name if set, else the name.';
comment on column app_public.dashboard_client_todo.open_approval_request_count is E'@notNull\nApproval requests waiting for a decision.';
comment on column app_public.dashboard_client_todo.open_review_group_count is E'@notNull\nReview groups with documents that nobody else is reviewing right now (as the inbox badge counts).';

-- Under RLS: the companies the user is a member of, their requests and groups as they see them.
create function app_public.open_approval_request_counts(client_company_row_id uuid default null)
returns setof app_public.dashboard_client_todo as $$
  select c.id, coalesce(c.brand_name, c.name),
         (select count(*)::int from app_public.approval_requests r where r.client_company_id = c.id and r.state = 'OPEN'),
         (select count(*)::int from app_public.review_groups g
           where g.client_company_id = c.id
             and not (g.locked_by_user_id is not null
                      and g.locked_by_user_id is distinct from app_hidden.current_user_id()
                      and g.locked_at > now() - interval '15 minutes')
             and exists (select 1 from app_public.documents d where d.review_group_id = g.id))
  from app_public.client_companies c
  where c.id in (select app_hidden.current_user_client_company_ids())
    and (open_approval_request_counts.client_company_row_id is null or c.id = open_approval_request_counts.client_company_row_id)
  order by lower(coalesce(c.brand_name, c.name)), c.id;
$$ language sql stable;
comment on function app_public.open_approval_request_counts(uuid) is
  E'@sortable false\nOpen approval requests and review groups per client company the signed-in user is a member of (one company when clientCompanyRowId is given), by name.';

--------------------------------------------------------------------------------
-- Whether a company has any document the user sees: the dashboard's first steps for a new company.

create function app_public.client_companies_has_documents(c app_public.client_companies) returns boolean as $$
  select exists (select 1 from app_public.documents d where d.client_company_id = c.id);
$$ language sql stable;
comment on function app_public.client_companies_has_documents(app_public.client_companies) is
  E'@notNull\nThe company has a document the signed-in user sees (a new company has none: the dashboard says to upload the first).';
