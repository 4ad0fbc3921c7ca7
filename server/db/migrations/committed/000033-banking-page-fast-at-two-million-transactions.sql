--! Previous: sha1:32ed4aa61d84425d390dce1a2223f8fda0cdb6a3
--! Hash: sha1:dcebc4b073314810192b2e1b0e6dd95f9eb1d04a
--! Message: banking page fast at two million transactions

-- Banking page at two million transactions a company (issue 7, measured with npm run bench:banking):
-- * the select policies of the transactions read the membership list once per statement instead of
--   calling has_banking_access per row;
-- * a search for an amount ("1.234,56") uses an index on the absolute amount;
-- * the statistics read daily totals per account, category, direction and clarity, kept by
--   statement triggers, whenever the filter is made of dates, accounts, categories, direction
--   and "unclear" only (the presets and the default period); a search, amounts, matched counts
--   or ids count the matching rows as before.

drop trigger if exists _800_day_totals_insert on app_public.money_transactions;
drop trigger if exists _800_day_totals_update on app_public.money_transactions;
drop trigger if exists _800_day_totals_delete on app_public.money_transactions;
drop function if exists app_public.money_transactions_statistics(uuid, text, app_public.money_transaction_direction, numeric, numeric, integer, integer, date, date, uuid[], uuid[], uuid[], uuid[], uuid[], boolean);
drop function if exists app_hidden.money_transaction_day_totals_sum(uuid, date, date, uuid[], uuid[], uuid[], uuid[], app_public.money_transaction_direction, boolean);
drop function if exists app_hidden.money_transaction_day_totals_sum(uuid, date, date, uuid[], uuid[], app_public.money_transaction_direction, boolean);
drop function if exists app_private.tg_money_transactions__day_totals();
drop table if exists app_private.money_transaction_day_totals;
drop function if exists app_hidden.search_text_amount(text);
drop index if exists app_public.money_transactions_company_abs_amount_idx;

drop policy if exists select_banking on app_public.money_transactions;
create policy select_banking on app_public.money_transactions for select using (
  client_company_id in (select app_hidden.current_user_banking_client_company_ids())
  or (select app_hidden.current_user_is_super_admin()));
drop policy if exists select_banking on app_public.money_transaction_documents;
create policy select_banking on app_public.money_transaction_documents for select using (
  client_company_id in (select app_hidden.current_user_banking_client_company_ids())
  or (select app_hidden.current_user_is_super_admin()));
drop policy if exists select_banking on app_public.money_transaction_suggestions;
create policy select_banking on app_public.money_transaction_suggestions for select using (
  client_company_id in (select app_hidden.current_user_banking_client_company_ids())
  or (select app_hidden.current_user_is_super_admin()));

-- Searching for an amount.
create index money_transactions_company_abs_amount_idx on app_public.money_transactions (client_company_id, abs(amount));
-- The planner needs the statistics of the indexed expression to see how rare an amount is.
analyze app_public.money_transactions;

-- The amount a search text names, German or plain ("1.234,56", "1234,56", "1234.56"), else null.
create function app_hidden.search_text_amount(search_text text) returns numeric as $$
  select case when s ~ '^[0-9]{1,13}(\.[0-9]{1,2})?$' then s::numeric end
  from (select case when t ~ ',' then replace(replace(t, '.', ''), ',', '.')
                    when t ~ '^[0-9]{1,3}(\.[0-9]{3})+$' then replace(t, '.', '')
                    else t end as s
        from (select left(btrim(search_text), 30) as t) x) y;
$$ language sql immutable;
comment on function app_hidden.search_text_amount(text) is 'The amount a search text names (1.234,56 or 1234,56 or 1234.56), else null.';
grant execute on function app_hidden.search_text_amount(text) to app_user;

create or replace function app_public.filter_money_transactions(
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
            like '%' || replace(replace(replace(lower(left(btrim(search_text), 200)),
              chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%'
         or abs(t.amount) = app_hidden.search_text_amount(search_text))
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

-- Daily totals per account, category, direction (1 incoming, -1 outgoing, 0 zero amount) and
-- clarity (unclear: no category and no linked document). Kept by the statement triggers below; a day
-- whose transactions are all gone keeps a row of zeros.
create table app_private.money_transaction_day_totals (
  client_company_id uuid not null,
  booking_date date not null,
  money_account_id uuid not null,
  -- The money category, the nil uuid for none (a key column cannot be null).
  money_category_id uuid not null,
  direction smallint not null,
  unclear boolean not null,
  transaction_count bigint not null,
  amount_sum numeric not null,
  primary key (client_company_id, booking_date, money_account_id, money_category_id, direction, unclear)
);
comment on table app_private.money_transaction_day_totals is 'Daily totals of money transactions for the banking statistics (kept by triggers on app_public.money_transactions).';

create function app_private.tg_money_transactions__day_totals() returns trigger as $$
begin
  if tg_op = 'INSERT' then
    insert into app_private.money_transaction_day_totals as d
      (client_company_id, booking_date, money_account_id, money_category_id, direction, unclear, transaction_count, amount_sum)
    select n.client_company_id, n.booking_date, n.money_account_id, coalesce(n.money_category_id, '00000000-0000-0000-0000-000000000000'), sign(n.amount)::smallint,
           n.money_category_id is null and n.matched_count = 0, count(*), sum(n.amount)
    from new_rows n group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6
    on conflict (client_company_id, booking_date, money_account_id, money_category_id, direction, unclear) do update
      set transaction_count = d.transaction_count + excluded.transaction_count, amount_sum = d.amount_sum + excluded.amount_sum;
  elsif tg_op = 'DELETE' then
    insert into app_private.money_transaction_day_totals as d
      (client_company_id, booking_date, money_account_id, money_category_id, direction, unclear, transaction_count, amount_sum)
    select o.client_company_id, o.booking_date, o.money_account_id, coalesce(o.money_category_id, '00000000-0000-0000-0000-000000000000'), sign(o.amount)::smallint,
           o.money_category_id is null and o.matched_count = 0, -count(*), -sum(o.amount)
    from old_rows o group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6
    on conflict (client_company_id, booking_date, money_account_id, money_category_id, direction, unclear) do update
      set transaction_count = d.transaction_count + excluded.transaction_count, amount_sum = d.amount_sum + excluded.amount_sum;
  else
    insert into app_private.money_transaction_day_totals as d
      (client_company_id, booking_date, money_account_id, money_category_id, direction, unclear, transaction_count, amount_sum)
    select client_company_id, booking_date, money_account_id, money_category_id, direction, unclear, sum(c), sum(s)
    from (
      select n.client_company_id, n.booking_date, n.money_account_id,
             coalesce(n.money_category_id, '00000000-0000-0000-0000-000000000000') as money_category_id, sign(n.amount)::smallint as direction,
             n.money_category_id is null and n.matched_count = 0 as unclear, 1 as c, n.amount as s
      from new_rows n
      union all
      select o.client_company_id, o.booking_date, o.money_account_id, coalesce(o.money_category_id, '00000000-0000-0000-0000-000000000000'), sign(o.amount)::smallint,
             o.money_category_id is null and o.matched_count = 0, -1, -o.amount
      from old_rows o
    ) x
    group by 1, 2, 3, 4, 5, 6 having sum(c) <> 0 or sum(s) <> 0 order by 1, 2, 3, 4, 5, 6
    on conflict (client_company_id, booking_date, money_account_id, money_category_id, direction, unclear) do update
      set transaction_count = d.transaction_count + excluded.transaction_count, amount_sum = d.amount_sum + excluded.amount_sum;
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

-- Transition tables allow one event per trigger.
create trigger _800_day_totals_insert after insert on app_public.money_transactions
  referencing new table as new_rows for each statement execute procedure app_private.tg_money_transactions__day_totals();
create trigger _800_day_totals_update after update on app_public.money_transactions
  referencing old table as old_rows new table as new_rows for each statement execute procedure app_private.tg_money_transactions__day_totals();
create trigger _800_day_totals_delete after delete on app_public.money_transactions
  referencing old table as old_rows for each statement execute procedure app_private.tg_money_transactions__day_totals();

insert into app_private.money_transaction_day_totals
  (client_company_id, booking_date, money_account_id, money_category_id, direction, unclear, transaction_count, amount_sum)
select client_company_id, booking_date, money_account_id, coalesce(money_category_id, '00000000-0000-0000-0000-000000000000'),
       sign(amount)::smallint, money_category_id is null and matched_count = 0, count(*), sum(amount)
from app_public.money_transactions group by 1, 2, 3, 4, 5, 6;

-- The daily totals of a company the caller may see the money of (nothing otherwise).
create function app_hidden.money_transaction_day_totals_sum(
  client_company_row_id uuid, from_date date, until_date date, money_account_row_ids uuid[],
  exclude_money_account_row_ids uuid[], money_category_row_ids uuid[], exclude_money_category_row_ids uuid[],
  type app_public.money_transaction_direction, unclear boolean,
  out transaction_count integer, out incoming_sum numeric, out outgoing_sum numeric, out unclear_count integer
) as $$
  select coalesce(sum(d.transaction_count), 0)::int,
         coalesce(sum(d.amount_sum) filter (where d.direction = 1), 0),
         coalesce(sum(d.amount_sum) filter (where d.direction = -1), 0),
         coalesce(sum(d.transaction_count) filter (where d.unclear), 0)::int
  from app_private.money_transaction_day_totals d
  where d.client_company_id = client_company_row_id
    and (client_company_row_id in (select app_hidden.current_user_banking_client_company_ids())
         or app_hidden.current_user_is_super_admin())
    and (from_date is null or d.booking_date >= from_date)
    and (until_date is null or d.booking_date <= until_date)
    and (coalesce(cardinality(money_account_row_ids), 0) = 0 or d.money_account_id = any (money_account_row_ids))
    and (exclude_money_account_row_ids is null or not (d.money_account_id = any (exclude_money_account_row_ids)))
    and (coalesce(cardinality(money_category_row_ids), 0) = 0 or d.money_category_id = any (money_category_row_ids))
    and (exclude_money_category_row_ids is null or d.money_category_id = '00000000-0000-0000-0000-000000000000'
         or not (d.money_category_id = any (exclude_money_category_row_ids)))
    and (money_transaction_day_totals_sum.type is null
         or d.direction = case money_transaction_day_totals_sum.type when 'INCOMING' then 1 else -1 end)
    and (money_transaction_day_totals_sum.unclear is null or d.unclear = money_transaction_day_totals_sum.unclear);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
grant execute on function app_hidden.money_transaction_day_totals_sum(uuid, date, date, uuid[], uuid[], uuid[], uuid[], app_public.money_transaction_direction, boolean) to app_user;

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
declare
  result app_public.money_transactions_statistic;
begin
  if nullif(btrim(search_text), '') is null and min_amount is null and max_amount is null
     and min_matched_count is null and max_matched_count is null
     and coalesce(cardinality(money_transaction_row_ids), 0) = 0 then
    select s.transaction_count, s.incoming_sum, s.outgoing_sum, s.unclear_count
      into result.count, result.incoming_sum, result.outgoing_sum, result.unclear_count
    from app_hidden.money_transaction_day_totals_sum(client_company_row_id, from_date, until_date,
      money_account_row_ids, exclude_money_account_row_ids, money_category_row_ids, exclude_money_category_row_ids,
      type, unclear) s;
  else
    select count(*)::int, coalesce(sum(t.amount) filter (where t.amount > 0), 0),
           coalesce(sum(t.amount) filter (where t.amount < 0), 0),
           (count(*) filter (where t.money_category_id is null and t.matched_count = 0))::int
      into result.count, result.incoming_sum, result.outgoing_sum, result.unclear_count
    from app_public.filter_money_transactions(client_company_row_id, search_text, type, min_amount, max_amount,
      min_matched_count, max_matched_count, from_date, until_date, money_account_row_ids, exclude_money_account_row_ids,
      money_category_row_ids, exclude_money_category_row_ids, money_transaction_row_ids, unclear) t;
  end if;
  select coalesce(sum(app_public.money_accounts_current_balance(a)), 0),
         coalesce(bool_and(app_public.money_accounts_current_balance(a) is not null), true)
    into result.balance_sum, result.all_money_accounts_have_balance
  from app_public.money_accounts a
  where a.client_company_id = client_company_row_id and a.active
    and (coalesce(cardinality(money_account_row_ids), 0) = 0 or a.id = any (money_account_row_ids))
    and (exclude_money_account_row_ids is null or not (a.id = any (exclude_money_account_row_ids)));
  return result;
end;
$$ language plpgsql stable
-- Each call planned for its values: a search and an amount range need different indexes.
set plan_cache_mode to force_custom_plan;
comment on function app_public.money_transactions_statistics(uuid, text, app_public.money_transaction_direction, numeric, numeric, integer, integer, date, date, uuid[], uuid[], uuid[], uuid[], uuid[], boolean) is 'Statistics of the banking page''s filter: count, incoming and outgoing sums, unclear transactions, and the balance of the active accounts in the filter.';
