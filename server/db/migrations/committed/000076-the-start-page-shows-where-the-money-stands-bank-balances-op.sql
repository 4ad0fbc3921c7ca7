--! Previous: sha1:272580148fc93e55acbf549bae08ef5c2fea50d6
--! Hash: sha1:746e42a9c432254bdb760ee31beec1b36a028283
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
drop index if exists app_hidden.document_day_totals_open_items_idx;
drop trigger if exists _810_partner_month_totals_insert on app_public.documents;
drop trigger if exists _810_partner_month_totals_update on app_public.documents;
drop trigger if exists _810_partner_month_totals_delete on app_public.documents;
drop function if exists app_private.rebuild_document_partner_month_totals();
drop function if exists app_private.tg_documents__partner_month_totals();
drop table if exists app_hidden.document_partner_month_totals;

-- The partner statistics read the days outside whole months (a week, the ends of the twelve
-- months back) from this index alone (index-only scan); whole months come from the monthly
-- totals below.
create index documents_dashboard_partner_idx on app_public.documents (client_company_id, type, list_date)
  include (list_partner_company_id, list_net, list_currency)
  where not archived and not superseded and type <> 'OTHER_DOCUMENT';

-- The finance summary's open items: the open rows of the documents list's daily totals alone.
create index document_day_totals_open_items_idx on app_hidden.document_day_totals (client_company_id, type)
  include (currency, open_amount_sum, document_count)
  where list_open and not archived and not superseded;

-- Monthly net sums per partner of the invoices in euros (not archived, not replaced, with a
-- partner), for the top vendors and clients: a year of the largest benchmark company is 180 000
-- invoices but some 20 000 of these rows. Kept by statement triggers on app_public.documents like
-- app_hidden.document_day_totals; a combination whose invoices are all gone keeps a row of zeros.
create table app_hidden.document_partner_month_totals (
  client_company_id uuid not null,
  type app_public.document_type not null,
  month date not null,
  partner_company_id uuid not null,
  document_count bigint not null,
  net_sum numeric not null,
  primary key (client_company_id, type, month, partner_company_id)
);
comment on table app_hidden.document_partner_month_totals is
  'Monthly net sums per partner of the invoices in euros (kept by statement triggers on app_public.documents; the dashboard''s partner statistics).';

-- RLS as on the daily totals: members who see every document of the company; only the trigger
-- (the owner) writes.
alter table app_hidden.document_partner_month_totals enable row level security;
create policy select_visible on app_hidden.document_partner_month_totals for select to app_user
  using (client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
         or (select app_hidden.current_user_is_super_admin()));
revoke all on app_hidden.document_partner_month_totals from public;
grant select on app_hidden.document_partner_month_totals to app_user;

create function app_private.tg_documents__partner_month_totals() returns trigger as $$
begin
  -- Signed contributions as in app_private.tg_documents__day_totals: +1 for a new row, -1 for
  -- an old one (an update both; rows whose keys and amounts did not change cancel out). An
  -- insert trigger has no old table and a delete trigger no new one, so each event reads its own.
  if tg_op = 'INSERT' then
    insert into app_hidden.document_partner_month_totals as t
      (client_company_id, type, month, partner_company_id, document_count, net_sum)
    select client_company_id, type, month, partner_company_id, sum(c), sum(net)
    from (
    select n.client_company_id, n.type, date_trunc('month', n.list_date)::date as month,
           n.list_partner_company_id as partner_company_id, 1 as c, coalesce(n.list_net, 0) as net
    from new_rows n
    where n.type <> 'OTHER_DOCUMENT' and not n.archived and not n.superseded
      and n.list_partner_company_id is not null and n.list_currency = 'EUR'
    ) x
    group by 1, 2, 3, 4
    having sum(c) <> 0 or sum(net) <> 0
    order by 1, 2, 3, 4
    on conflict (client_company_id, type, month, partner_company_id) do update
      set document_count = t.document_count + excluded.document_count,
          net_sum = t.net_sum + excluded.net_sum;
  elsif tg_op = 'DELETE' then
    insert into app_hidden.document_partner_month_totals as t
      (client_company_id, type, month, partner_company_id, document_count, net_sum)
    select client_company_id, type, month, partner_company_id, sum(c), sum(net)
    from (
    select o.client_company_id, o.type, date_trunc('month', o.list_date)::date as month,
           o.list_partner_company_id as partner_company_id, -1 as c, -coalesce(o.list_net, 0) as net
    from old_rows o
    where o.type <> 'OTHER_DOCUMENT' and not o.archived and not o.superseded
      and o.list_partner_company_id is not null and o.list_currency = 'EUR'
    ) x
    group by 1, 2, 3, 4
    having sum(c) <> 0 or sum(net) <> 0
    order by 1, 2, 3, 4
    on conflict (client_company_id, type, month, partner_company_id) do update
      set document_count = t.document_count + excluded.document_count,
          net_sum = t.net_sum + excluded.net_sum;
  else
    insert into app_hidden.document_partner_month_totals as t
      (client_company_id, type, month, partner_company_id, document_count, net_sum)
    select client_company_id, type, month, partner_company_id, sum(c), sum(net)
    from (
    select n.client_company_id, n.type, date_trunc('month', n.list_date)::date as month,
           n.list_partner_company_id as partner_company_id, 1 as c, coalesce(n.list_net, 0) as net
    from new_rows n
    where n.type <> 'OTHER_DOCUMENT' and not n.archived and not n.superseded
      and n.list_partner_company_id is not null and n.list_currency = 'EUR'
    union all
    select o.client_company_id, o.type, date_trunc('month', o.list_date)::date as month,
           o.list_partner_company_id as partner_company_id, -1 as c, -coalesce(o.list_net, 0) as net
    from old_rows o
    where o.type <> 'OTHER_DOCUMENT' and not o.archived and not o.superseded
      and o.list_partner_company_id is not null and o.list_currency = 'EUR'
    ) x
    group by 1, 2, 3, 4
    having sum(c) <> 0 or sum(net) <> 0
    order by 1, 2, 3, 4
    on conflict (client_company_id, type, month, partner_company_id) do update
      set document_count = t.document_count + excluded.document_count,
          net_sum = t.net_sum + excluded.net_sum;
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.tg_documents__partner_month_totals() is
  'Adds the inserted invoices and subtracts the deleted ones (an update: both) to app_hidden.document_partner_month_totals.';

-- Transition tables allow one event per trigger.
create trigger _810_partner_month_totals_insert after insert on app_public.documents
  referencing new table as new_rows for each statement execute procedure app_private.tg_documents__partner_month_totals();
create trigger _810_partner_month_totals_update after update on app_public.documents
  referencing old table as old_rows new table as new_rows for each statement execute procedure app_private.tg_documents__partner_month_totals();
create trigger _810_partner_month_totals_delete after delete on app_public.documents
  referencing old table as old_rows for each statement execute procedure app_private.tg_documents__partner_month_totals();

-- Recomputes every monthly total from the documents: the backfill below, and after a bulk load
-- that ran with triggers off (the benchmark seed).
create function app_private.rebuild_document_partner_month_totals() returns void as $$
  delete from app_hidden.document_partner_month_totals;
  insert into app_hidden.document_partner_month_totals
    (client_company_id, type, month, partner_company_id, document_count, net_sum)
  select client_company_id, type, date_trunc('month', list_date)::date, list_partner_company_id, count(*),
         coalesce(sum(list_net), 0)
  from app_public.documents
  where type <> 'OTHER_DOCUMENT' and not archived and not superseded
    and list_partner_company_id is not null and list_currency = 'EUR'
  group by 1, 2, 3, 4;
$$ language sql volatile set search_path to pg_catalog, public, pg_temp;
comment on function app_private.rebuild_document_partner_month_totals() is
  'Recomputes app_hidden.document_partner_month_totals from the documents (backfill; after bulk loads with triggers off).';

select app_private.rebuild_document_partner_month_totals();

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

-- Whole months of the period from the monthly totals, the days before the first and after the
-- last whole month from the invoices (documents_dashboard_partner_idx), after checking banking
-- access once (per-row document policies would rule out the index-only scan).
create function app_public.client_companies_partner_statistics(
  c app_public.client_companies, type app_public.dashboard_partner_type, from_date date, until_date date
) returns setof app_public.dashboard_partner_statistic as $$
declare
  doc_type app_public.document_type;
  -- the first day of the first whole month and the last day of the last whole month
  whole_from date;
  whole_until date;
begin
  perform app_hidden.dashboard_check_period(from_date, until_date);
  if type is null then
    raise exception 'DASHBOARD_PERIOD_INVALID' using errcode = '22023';
  end if;
  if not app_hidden.current_user_sees_money_of(c.id) then
    return;
  end if;
  doc_type := case client_companies_partner_statistics.type
                when 'VENDOR' then 'INCOMING_INVOICE'::app_public.document_type
                else 'OUTGOING_INVOICE'::app_public.document_type end;
  whole_from := case when from_date = date_trunc('month', from_date)::date then from_date
                     else (date_trunc('month', from_date) + interval '1 month')::date end;
  whole_until := case when until_date = (date_trunc('month', until_date) + interval '1 month - 1 day')::date then until_date
                      else (date_trunc('month', until_date) - interval '1 day')::date end;
  if whole_from > whole_until then
    -- no whole month: every day from the invoices
    whole_from := until_date + 1;
    whole_until := until_date;
  end if;
  return query
    select s.partner_id, p.name, sum(s.net), sum(s.n)::int
    from (
      select t.partner_company_id as partner_id, t.net_sum as net, t.document_count as n
      from app_hidden.document_partner_month_totals t
      where t.client_company_id = c.id and t.type = doc_type and t.month between whole_from and whole_until
      union all
      select d.list_partner_company_id, d.list_net, 1
      from app_public.documents d
      where d.client_company_id = c.id and d.type = doc_type and d.type <> 'OTHER_DOCUMENT'
        and not d.archived and not d.superseded
        and d.list_date between from_date and whole_from - 1
        and d.list_partner_company_id is not null and d.list_currency = 'EUR'
      union all
      select d.list_partner_company_id, d.list_net, 1
      from app_public.documents d
      where d.client_company_id = c.id and d.type = doc_type and d.type <> 'OTHER_DOCUMENT'
        and not d.archived and not d.superseded
        and d.list_date between whole_until + 1 and until_date
        and d.list_partner_company_id is not null and d.list_currency = 'EUR'
    ) s
    join app_public.partner_companies p on p.client_company_id = c.id and p.id = s.partner_id
    group by s.partner_id, p.name
    having sum(s.n) > 0
    order by sum(s.net) desc, p.name, s.partner_id;
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
