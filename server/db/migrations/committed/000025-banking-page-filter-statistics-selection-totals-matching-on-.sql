--! Previous: sha1:437ec9d6325ebe72abcad78ca741aa2b3ae25778
--! Hash: sha1:0ec1160b362b51fb41ba9ace9498512ab28f196b
--! Message: banking page: filter, statistics, selection totals, matching on demand

-- Banking page (issue 7): the filtered transaction list, its statistics, selection totals, and
-- matching on demand. They read an owner view that repeats the row policy as a membership
-- list evaluated once, so two million rows are not each passed through the policy function
-- and the search can use its trigram index; the functions stay inlinable SQL, so the page's
-- limit reaches the index scan.

drop function if exists app_public.filter_money_transactions(uuid, text, app_public.money_transaction_direction, numeric, numeric, integer, integer, date, date, uuid[], uuid[], uuid[], uuid[], uuid[], boolean);
drop function if exists app_public.money_transactions_statistics(uuid, text, app_public.money_transaction_direction, numeric, numeric, integer, integer, date, date, uuid[], uuid[], uuid[], uuid[], uuid[], boolean);
drop function if exists app_public.money_transactions_selection_totals(uuid, uuid[]);
drop function if exists app_public.request_money_transaction_matching(uuid);
drop view if exists app_hidden.money_transactions_rows;
drop function if exists app_hidden.current_user_banking_client_company_ids();
drop type if exists app_public.money_transactions_statistic;
drop type if exists app_public.money_transactions_selection_total;
drop type if exists app_public.money_transaction_direction;

-- Imports and syncs record the balance the statement or bank reports.
grant update (balance, balance_date, available) on app_public.money_accounts to app_user;

create type app_public.money_transaction_direction as enum ('INCOMING', 'OUTGOING');

-- The companies whose money the request's user may see: banking access (super admins: all,
-- checked separately). Evaluated once per query, not per row.
create function app_hidden.current_user_banking_client_company_ids() returns setof uuid as $$
  select ccu.client_company_id from app_public.client_company_users ccu
  join app_public.roles r on r.name = ccu.role_name
  where ccu.user_id = app_hidden.current_user_id() and r.banking_access;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

-- An owner view carrying the transactions' select policy (like app_hidden.documents_list_rows):
-- under RLS the search's `like` could not use the trigram index, and the policy function would
-- run once per row. Only the banking functions below read it.
create view app_hidden.money_transactions_rows as
  select t.* from app_public.money_transactions t
  where t.client_company_id in (select app_hidden.current_user_banking_client_company_ids())
     or (select app_hidden.current_user_is_super_admin());
revoke all on app_hidden.money_transactions_rows from public;
grant select on app_hidden.money_transactions_rows to app_user;

create function app_public.filter_money_transactions(
  client_company_row_id uuid,
  search_text text default null,
  type app_public.money_transaction_direction default null,
  min_amount numeric default null,
  max_amount numeric default null,
  min_matched_count integer default null,
  max_matched_count integer default null,
  from_date date default null,
  until_date date default null,
  money_account_row_ids uuid[] default null,
  exclude_money_account_row_ids uuid[] default null,
  money_category_row_ids uuid[] default null,
  exclude_money_category_row_ids uuid[] default null,
  money_transaction_row_ids uuid[] default null,
  unclear boolean default null
) returns setof app_public.money_transactions as $$
  select t.* from app_hidden.money_transactions_rows t
  where t.client_company_id = client_company_row_id
    and (nullif(btrim(search_text), '') is null
         or lower(t.purpose || ' ' || coalesce(t.counterparty_name, '') || ' ' || coalesce(t.counterparty_iban, ''))
            like '%' || replace(replace(replace(lower(left(btrim(search_text), 200)), '\', '\\'), '%', '\%'), '_', '\_') || '%'
         or abs(t.amount)::text = replace(replace(left(btrim(search_text), 30), '.', ''), ',', '.'))
    and (type is null or (type = 'INCOMING' and t.amount > 0) or (type = 'OUTGOING' and t.amount < 0))
    and (min_amount is null or abs(t.amount) >= min_amount)
    and (max_amount is null or abs(t.amount) <= max_amount)
    and (min_matched_count is null or t.matched_count >= min_matched_count)
    and (max_matched_count is null or t.matched_count <= max_matched_count)
    and (from_date is null or t.booking_date >= from_date)
    and (until_date is null or t.booking_date <= until_date)
    and (coalesce(cardinality(money_account_row_ids), 0) = 0 or t.money_account_id = any (money_account_row_ids))
    and (exclude_money_account_row_ids is null or not (t.money_account_id = any (exclude_money_account_row_ids)))
    and (coalesce(cardinality(money_category_row_ids), 0) = 0 or t.money_category_id = any (money_category_row_ids))
    and (exclude_money_category_row_ids is null or t.money_category_id is null or not (t.money_category_id = any (exclude_money_category_row_ids)))
    and (coalesce(cardinality(money_transaction_row_ids), 0) = 0 or t.id = any (money_transaction_row_ids))
    and (unclear is null or (unclear = (t.money_category_id is null and t.matched_count = 0)))
  order by t.booking_date desc, t.id desc;
$$ language sql stable;
comment on function app_public.filter_money_transactions(uuid, text, app_public.money_transaction_direction, numeric, numeric, integer, integer, date, date, uuid[], uuid[], uuid[], uuid[], uuid[], boolean) is E'@sortable false\n@filterable false\nThe banking page: transactions of the company, newest booking first. type: INCOMING or OUTGOING; amounts compare the absolute value; unclear: no money category and no linked document. searchText looks in purpose, counterparty and IBAN, or for an amount (1.234,56).';

create type app_public.money_transactions_statistic as (
  count integer,
  incoming_sum numeric,
  outgoing_sum numeric,
  unclear_count integer,
  balance_sum numeric,
  all_money_accounts_have_balance boolean
);
comment on type app_public.money_transactions_statistic is E'@notNull\nTotals of the filtered transactions (incomingSum positive, outgoingSum negative) and the current balance over the company''s active money accounts (in the filter''s accounts when it names some).';

create function app_public.money_transactions_statistics(
  client_company_row_id uuid,
  search_text text default null,
  type app_public.money_transaction_direction default null,
  min_amount numeric default null,
  max_amount numeric default null,
  min_matched_count integer default null,
  max_matched_count integer default null,
  from_date date default null,
  until_date date default null,
  money_account_row_ids uuid[] default null,
  exclude_money_account_row_ids uuid[] default null,
  money_category_row_ids uuid[] default null,
  exclude_money_category_row_ids uuid[] default null,
  money_transaction_row_ids uuid[] default null,
  unclear boolean default null
) returns app_public.money_transactions_statistic as $$
  select
    (select row(count(*)::int,
                coalesce(sum(t.amount) filter (where t.amount > 0), 0),
                coalesce(sum(t.amount) filter (where t.amount < 0), 0),
                (count(*) filter (where t.money_category_id is null and t.matched_count = 0))::int,
                b.balance_sum, b.all_have)::app_public.money_transactions_statistic
     from app_public.filter_money_transactions(client_company_row_id, search_text, type, min_amount, max_amount,
       min_matched_count, max_matched_count, from_date, until_date, money_account_row_ids, exclude_money_account_row_ids,
       money_category_row_ids, exclude_money_category_row_ids, money_transaction_row_ids, unclear) t)
  from (
    select coalesce(sum(app_public.money_accounts_current_balance(a)), 0) as balance_sum,
           coalesce(bool_and(app_public.money_accounts_current_balance(a) is not null), true) as all_have
    from app_public.money_accounts a
    where a.client_company_id = client_company_row_id and a.active
      and (coalesce(cardinality(money_account_row_ids), 0) = 0 or a.id = any (money_account_row_ids))
      and (exclude_money_account_row_ids is null or not (a.id = any (exclude_money_account_row_ids)))
  ) b;
$$ language sql stable;
comment on function app_public.money_transactions_statistics(uuid, text, app_public.money_transaction_direction, numeric, numeric, integer, integer, date, date, uuid[], uuid[], uuid[], uuid[], uuid[], boolean) is 'Statistics of the banking page''s filter.';

create type app_public.money_transactions_selection_total as (
  row_ids uuid[],
  incoming_sum numeric,
  outgoing_sum numeric
);
comment on type app_public.money_transactions_selection_total is E'@notNull';

create function app_public.money_transactions_selection_totals(client_company_row_id uuid, money_transaction_row_ids uuid[])
returns app_public.money_transactions_selection_total as $$
  select row(coalesce(array_agg(t.id order by t.booking_date desc, t.id desc), '{}'),
             coalesce(sum(t.amount) filter (where t.amount > 0), 0),
             coalesce(sum(t.amount) filter (where t.amount < 0), 0))::app_public.money_transactions_selection_total
  from app_hidden.money_transactions_rows t
  where t.client_company_id = client_company_row_id and t.id = any (money_transaction_row_ids);
$$ language sql stable;
comment on function app_public.money_transactions_selection_totals(uuid, uuid[]) is 'Totals of selected transactions: the visible ones of the ids, incoming and outgoing sums.';

-- Matching on demand: queue the engine for the company's unmatched transactions.
create function app_public.request_money_transaction_matching(client_company_row_id uuid) returns boolean as $$
begin
  if not app_hidden.has_banking_access(client_company_row_id) then
    raise exception 'YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST' using errcode = '42501';
  end if;
  perform app_private.enqueue_job('money_transactions__match', json_build_object('clientCompanyRowId', client_company_row_id),
    'match:' || client_company_row_id::text);
  return true;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.request_money_transaction_matching(uuid) is 'Runs the matching engine for the company''s transactions without links (in the background).';
