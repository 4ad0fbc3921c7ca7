--! Previous: sha1:34dbeaf2f9d30df257671b60c12b01c3ac1cf03e
--! Hash: sha1:d3c1fa4dbe967cedd376df02bce9c6dc19147f86
--! Message: Bank batch bookings split into their parts, which share a batch reference; the banking balance follows the filtered period

-- Bank batch bookings (a camt entry with several TxDtls) become one transaction per part; the
-- parts share the batch's reference so the banking page and matching know they belong together.
alter table app_public.money_transactions drop column if exists batch_reference;
alter table app_public.money_transactions add column batch_reference text
  constraint money_transactions_batch_reference_check check (char_length(batch_reference) between 1 and 140);
comment on column app_public.money_transactions.batch_reference is
  E'Parts of one batch booking of the bank (a camt entry with several transactions) share this reference: the entry''s bank reference, else its batch id, else its date, amount and position.';
create index if not exists money_transactions_batch_reference_idx
  on app_public.money_transactions (money_account_id, batch_reference) where batch_reference is not null;
grant insert (batch_reference) on app_public.money_transactions to app_user;
-- The banking functions read the transactions through this owner view (000025); its `t.*` was
-- expanded when it was created, so it is recreated to carry the new column (appended at the end).
create or replace view app_hidden.money_transactions_rows as
  select t.* from app_public.money_transactions t
  where t.client_company_id in (select app_hidden.current_user_banking_client_company_ids())
     or (select app_hidden.current_user_is_super_admin());

-- The banking page's "Saldo" follows the filter: the balance at the end of the filtered period.
create or replace function app_public.money_transactions_statistics(
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
  -- The balance at the end of the filtered period: each account's current balance less its
  -- booked transactions after the period's last day (without an end date: the current balance).
  select coalesce(sum(b.balance), 0), coalesce(bool_and(b.balance is not null), true)
    into result.balance_sum, result.all_money_accounts_have_balance
  from (
    select app_public.money_accounts_current_balance(a) - case when until_date is null then 0 else coalesce((
             select sum(t.amount) from app_public.money_transactions t
             where t.money_account_id = a.id and t.status = 'BOOKED' and t.booking_date > until_date), 0) end as balance
    from app_public.money_accounts a
  where a.client_company_id = client_company_row_id and a.active
    and (coalesce(cardinality(money_account_row_ids), 0) = 0 or a.id = any (money_account_row_ids))
    and (exclude_money_account_row_ids is null or not (a.id = any (exclude_money_account_row_ids)))
  ) b;
  return result;
end;
$$ language plpgsql stable
-- Each call planned for its values: a search and an amount range need different indexes.
set plan_cache_mode to force_custom_plan;
comment on function app_public.money_transactions_statistics(uuid, text, app_public.money_transaction_direction, numeric, numeric, integer, integer, date, date, uuid[], uuid[], uuid[], uuid[], uuid[], boolean) is 'Statistics of the banking page''s filter: count, incoming and outgoing sums, unclear transactions, and the balance of the active accounts in the filter at the end of its period (today''s balance without an end date).';
