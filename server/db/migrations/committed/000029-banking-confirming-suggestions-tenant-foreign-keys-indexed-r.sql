--! Previous: sha1:09c2570d0bbeb43862572edfa8230510fe87614b
--! Hash: sha1:a06ac597ce55bb1c384e8bc8d5429798035576b8
--! Message: banking: confirming suggestions, tenant foreign keys indexed, removing a category, the account's bank

-- Banking fixes: confirming a suggestion (the learning helper moves where users may call it), the
-- tenant foreign keys indexed (PostGraphile exposes backward relations such as
-- MoneyTransaction.documentLinks only with an index), a category can be removed again, and a
-- money account names its bank.

drop function if exists app_public.money_accounts_bank(app_public.money_accounts);
drop function if exists app_public.set_money_transactions_category(uuid[], uuid);
drop function if exists app_hidden.learn_partner_counterparty(uuid, uuid, text, text, text);
drop function if exists app_private.learn_partner_counterparty(uuid, uuid, text, text, text);

create function app_hidden.learn_partner_counterparty(company_id uuid, partner_id uuid, iban text, bic text, name text) returns void as $$
begin
  -- A person confirming a match needs banking access in the company; the worker (no user) may.
  if app_hidden.current_user_id() is not null and not app_hidden.has_banking_access(company_id) then
    raise exception 'FORBIDDEN' using errcode = '42501';
  end if;
  if partner_id is null then return; end if;
  if iban is not null and app_hidden.is_valid_iban(iban) and not exists (
       select 1 from app_public.partner_company_payment_presets p
       where p.client_company_id = company_id and p.partner_company_id = partner_id and p.iban = learn_partner_counterparty.iban) then
    insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban, bic, source)
    values (company_id, partner_id, iban, case when bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$' then bic end, 'LEARNED');
  end if;
  if name is not null and length(btrim(name)) between 2 and 200 then
    update app_public.partner_companies p
    set learned_name_variants = (select array_agg(distinct v) from unnest(p.learned_name_variants || btrim(name)) v)
    where p.client_company_id = company_id and p.id = partner_id
      and not (lower(btrim(name)) = lower(p.name) or lower(btrim(name)) = any (select lower(v) from unnest(p.learned_name_variants || p.alternative_names) v))
      and cardinality(p.learned_name_variants) < 20;
  end if;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
grant execute on function app_hidden.learn_partner_counterparty(uuid, uuid, text, text, text) to app_user;
comment on function app_hidden.learn_partner_counterparty(uuid, uuid, text, text, text) is 'The partner learns a counterparty from a confirmed match: its IBAN as an unverified (LEARNED) payment preset and its name as a variant.';

create or replace function app_public.confirm_money_transaction_suggestion(suggestion_row_id uuid) returns app_public.money_transactions as $$
declare
  s app_public.money_transaction_suggestions;
  t app_public.money_transactions;
  alloc jsonb;
  partner uuid;
  result app_public.money_transactions;
begin
  select * into s from app_public.money_transaction_suggestions where id = suggestion_row_id and dismissed_at is null;
  if s.id is null then
    raise exception 'MATCH_SUGGESTION_NOT_FOUND' using errcode = 'P0002';
  end if;
  select * into t from app_public.money_transactions where id = s.money_transaction_id;
  for alloc in select * from jsonb_array_elements(s.allocations) loop
    insert into app_public.money_transaction_documents (client_company_id, money_transaction_id, document_id, amount, source, score, checks)
    values (t.client_company_id, t.id, (alloc->>'documentRowId')::uuid, (alloc->>'amount')::numeric, 'SUGGESTION', s.score,
            coalesce((select c->'checks' from jsonb_array_elements(s.checks) c where c->>'documentRowId' = alloc->>'documentRowId'), '[]'));
    perform app_hidden.add_payment_history_entry(t.client_company_id, (alloc->>'documentRowId')::uuid, 'PAYMENT_LINKED',
      jsonb_build_object('moneyTransactionRowId', t.id, 'amount', alloc->>'amount', 'bookingDate', t.booking_date, 'source', 'SUGGESTION'));
    select i.partner_company_id into partner from app_public.invoices i where i.document_id = (alloc->>'documentRowId')::uuid;
    perform app_hidden.learn_partner_counterparty(t.client_company_id, partner, t.counterparty_iban, t.counterparty_bic, t.counterparty_name);
  end loop;
  update app_public.money_transaction_suggestions x set dismissed_at = now()
  where x.money_transaction_id = t.id and x.dismissed_at is null;
  update app_public.money_transactions x set suggestion_count = 0 where x.id = t.id;
  select * into result from app_public.money_transactions where id = t.id;
  return result;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;

create function app_public.set_money_transactions_category(money_transaction_row_ids uuid[], money_category_row_id uuid default null)
returns setof app_public.money_transactions as $$
begin
  if cardinality(money_transaction_row_ids) > 500 then
    raise exception 'TOO_MANY_TRANSACTIONS' using errcode = '22023';
  end if;
  return query
  update app_public.money_transactions t set money_category_id = money_category_row_id
  where t.id = any (money_transaction_row_ids)
  returning t.*;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
comment on function app_public.set_money_transactions_category(uuid[], uuid) is 'Assigns a money category to transactions; without one it removes their category.';

create function app_public.money_accounts_bank(a app_public.money_accounts) returns app_public.banks as $$
  select b.* from app_public.banks b
  where a.bic is not null and (b.bic = a.bic or (length(a.bic) = 8 and b.bic = a.bic || 'XXX'))
  limit 1;
$$ language sql stable;
comment on function app_public.money_accounts_bank(app_public.money_accounts) is 'The bank of the account, by its BIC (bic, legalName, brandName).';

create index if not exists money_accounts_company_ledger_account_idx on app_public.money_accounts (client_company_id, general_ledger_account_id);
create index if not exists money_categories_company_ledger_account_idx on app_public.money_categories (client_company_id, general_ledger_account_id);
create index if not exists bank_statement_imports_company_account_idx on app_public.bank_statement_imports (client_company_id, money_account_id);
create index if not exists money_transactions_company_account_idx on app_public.money_transactions (client_company_id, money_account_id);
create index if not exists money_transactions_company_import_idx on app_public.money_transactions (client_company_id, import_id);
create index if not exists money_transactions_company_category_idx on app_public.money_transactions (client_company_id, money_category_id);
create index if not exists money_transaction_documents_company_transaction_idx on app_public.money_transaction_documents (client_company_id, money_transaction_id);
create index if not exists money_transaction_documents_company_document_idx on app_public.money_transaction_documents (client_company_id, document_id);
create index if not exists money_transaction_suggestions_company_transaction_idx on app_public.money_transaction_suggestions (client_company_id, money_transaction_id, rank);
create index if not exists sepa_files_company_account_idx on app_public.sepa_files (client_company_id, money_account_id);
create index if not exists bank_payments_company_document_idx on app_public.bank_payments (client_company_id, document_id);
create index if not exists bank_payments_company_account_idx on app_public.bank_payments (client_company_id, money_account_id);
create index if not exists bank_payments_company_sepa_file_idx on app_public.bank_payments (client_company_id, sepa_file_id);
create index if not exists partner_company_direct_debit_mandates_company_partner_idx on app_public.partner_company_direct_debit_mandates (client_company_id, partner_company_id);
drop index if exists app_public.money_transactions_import_id_idx;
drop index if exists app_public.money_transactions_money_category_id_idx;
drop index if exists app_public.partner_company_direct_debit_mandates_partner_company_id_idx;
drop index if exists app_public.sepa_files_money_account_id_idx;
drop index if exists app_public.bank_payments_money_account_id_idx;
drop index if exists app_public.bank_payments_sepa_file_id_idx;
