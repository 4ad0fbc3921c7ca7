--! Previous: sha1:766786625fdb14c03f8e5c41848fa0573ae79611
--! Hash: sha1:4e69e78588fd4b7bb83329828f3dc984f17e0100
--! Message: Account numbers have the company's account length; the SKR import needs length 4; a DATEV XML export takes at most 4 999 documents; document history written per statement; exported money transactions are locked

-- Account numbers have the company's length (DATEV Sachkontenlänge): a ledger account exactly
-- that many digits, a partner account (Personenkonto) one more. Checked for new and changed
-- numbers only; rows of another length that exist stay. The length cannot change while
-- accounts of another length exist. The SKR chart import needs length 4; a DATEV XML export
-- takes at most 4 999 documents.

drop trigger if exists _210_number_length on app_public.general_ledger_accounts;
drop trigger if exists _210_number_length on app_public.partner_accounts;
drop trigger if exists _210_account_length_in_use on app_public.client_companies;
drop function if exists app_private.tg_general_ledger_accounts__number_length();
drop function if exists app_private.tg_partner_accounts__number_length();
drop function if exists app_private.tg_client_companies__account_length_in_use();

create function app_private.tg_general_ledger_accounts__number_length() returns trigger as $$
declare
  len smallint;
begin
  if tg_op = 'UPDATE' and new.number = old.number and new.client_company_id = old.client_company_id then
    return new;
  end if;
  select c.general_ledger_account_length into len from app_public.client_companies c where c.id = new.client_company_id;
  if len is not null and new.number ~ '^[0-9]+$' and length(new.number) <> len then
    raise exception 'GENERAL_LEDGER_ACCOUNT_LENGTH' using errcode = '22023', column = 'number', hint = len::text;
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _210_number_length before insert or update on app_public.general_ledger_accounts
  for each row execute procedure app_private.tg_general_ledger_accounts__number_length();

create function app_private.tg_partner_accounts__number_length() returns trigger as $$
declare
  len smallint;
begin
  if tg_op = 'UPDATE' and new.number = old.number and new.client_company_id = old.client_company_id then
    return new;
  end if;
  select c.general_ledger_account_length + 1 into len from app_public.client_companies c where c.id = new.client_company_id;
  if len is not null and new.number ~ '^[0-9]+$' and length(new.number) <> len then
    raise exception 'PARTNER_ACCOUNT_LENGTH' using errcode = '22023', column = 'number', hint = len::text;
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _210_number_length before insert or update on app_public.partner_accounts
  for each row execute procedure app_private.tg_partner_accounts__number_length();

create function app_private.tg_client_companies__account_length_in_use() returns trigger as $$
declare
  other_count integer;
begin
  -- A length outside 4–8 is the range check's refusal.
  if new.general_ledger_account_length not between 4 and 8 then
    return new;
  end if;
  select (select count(*) from app_public.general_ledger_accounts a
          where a.client_company_id = new.id and length(a.number) <> new.general_ledger_account_length)
       + (select count(*) from app_public.partner_accounts p
          where p.client_company_id = new.id and length(p.number) <> new.general_ledger_account_length + 1)
    into other_count;
  if other_count > 0 then
    raise exception 'GENERAL_LEDGER_ACCOUNT_LENGTH_IN_USE' using errcode = 'P0001',
      column = 'generalLedgerAccountLength', hint = other_count::text;
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _210_account_length_in_use before update of general_ledger_account_length on app_public.client_companies
  for each row when (new.general_ledger_account_length is distinct from old.general_ledger_account_length)
  execute procedure app_private.tg_client_companies__account_length_in_use();

comment on column app_public.general_ledger_accounts.number is 'The account number: exactly the company''s account length in digits (4–8; SKR03/SKR04: 4).';
comment on column app_public.partner_accounts.number is 'The account number: the company''s account length + 1 digits, the first 1–6 for debtors and 7–9 for creditors (DATEV).';

create or replace function app_public.import_general_ledger_chart(client_company_row_id uuid, chart app_public.standard_chart)
returns app_public.general_ledger_chart_import_result as $$
declare
  total integer;
  added integer;
  len smallint;
begin
  if not app_hidden.has_accounting_access(client_company_row_id) then
    raise exception 'ACCOUNTING_SETTINGS_FORBIDDEN' using errcode = '42501';
  end if;
  select c.general_ledger_account_length into len from app_public.client_companies c where c.id = client_company_row_id;
  if len is distinct from 4 then
    raise exception 'GENERAL_LEDGER_CHART_NEEDS_LENGTH_4' using errcode = 'P0001', hint = coalesce(len, 0)::text;
  end if;
  select count(*) into total from app_private.standard_chart_accounts s where s.chart = import_general_ledger_chart.chart;
  insert into app_public.general_ledger_accounts (client_company_id, number, name, category)
  select client_company_row_id, s.number, s.name, s.category
  from app_private.standard_chart_accounts s
  where s.chart = import_general_ledger_chart.chart
  on conflict (client_company_id, number) do nothing;
  get diagnostics added = row_count;
  return row(added, total - added)::app_public.general_ledger_chart_import_result;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.import_general_ledger_chart(uuid, app_public.standard_chart) is 'Adds the standard chart''s accounts whose numbers the company does not have yet; existing accounts stay as they are. Needs accounting access and the account length 4 (the charts'' numbers have four digits).';

create or replace function app_public.create_export(
  client_company_row_id uuid,
  accounting_period_from date default null,
  accounting_period_to date default null,
  document_row_ids uuid[] default null,
  accounting_export app_public.accounting_export_format default null,
  allow_incomplete boolean default null,
  booking_export boolean default null,
  ready_for_booking_export boolean default null,
  spreadsheets boolean default null,
  factor_excel boolean default null,
  pdfs boolean default null,
  xml_embedded boolean default null,
  audit_trail_pos app_public.export_audit_trail_position default null,
  include_money_transactions boolean default null
) returns app_public.exports as $$
declare
  c app_public.client_companies;
  refusal text;
  e app_public.exports;
  fmt app_public.accounting_export_format := coalesce(accounting_export, 'DATEV_EXTF');
  incomplete_ok boolean := coalesce(allow_incomplete, false);
  mark boolean := coalesce(booking_export, true);
  ready_only boolean := coalesce(ready_for_booking_export, false);
  period_from date := accounting_period_from;
  period_to date := accounting_period_to;
  fy_start date;
  unknown_count integer;
  candidate_count integer;
  incomplete_count integer;
  skipped integer;
  unbookable_count integer;
  with_transactions boolean := coalesce(include_money_transactions, false);
begin
  refusal := app_hidden.export_refusal_for(client_company_row_id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  select * into c from app_public.client_companies where id = client_company_row_id;
  if incomplete_ok and c.disable_incomplete_export then
    raise exception 'EXPORT_INCOMPLETE_DISABLED' using errcode = 'P0001', column = 'allowIncomplete';
  end if;
  if document_row_ids is not null and cardinality(document_row_ids) > 1000 then
    raise exception 'EXPORT_TOO_MANY_DOCUMENTS' using errcode = '22023', column = 'documentRowIds';
  end if;
  if (document_row_ids is null and (period_from is null or period_to is null))
     or ((period_from is null) <> (period_to is null)) then
    raise exception 'EXPORT_PERIOD_REQUIRED' using errcode = '22023',
      column = case when period_from is null then 'accountingPeriodFrom' else 'accountingPeriodTo' end;
  end if;
  if period_from > period_to then
    raise exception 'EXPORT_PERIOD_REVERSED' using errcode = '22023', column = 'accountingPeriodTo';
  end if;
  if period_from > current_date then
    raise exception 'EXPORT_PERIOD_IN_FUTURE' using errcode = '22023', column = 'accountingPeriodFrom';
  end if;
  -- The accounting format must be the one of the company's accounting system.
  if (fmt in ('DATEV_EXTF', 'DATEV_XML') and c.accounting_system is distinct from 'DATEV')
     or (fmt = 'BMD' and c.accounting_system is distinct from 'BMD') then
    raise exception 'EXPORT_FORMAT_NOT_FOR_ACCOUNTING_SYSTEM' using errcode = '22023', column = 'accountingExport';
  end if;
  if fmt in ('DATEV_EXTF', 'DATEV_XML') and (c.datev_consultant_number is null or c.datev_client_number is null) then
    raise exception 'EXPORT_DATEV_NUMBERS_MISSING' using errcode = 'P0001';
  end if;

  -- One export at a time per company is put together, so two exports never take the same document.
  perform pg_advisory_xact_lock(hashtextextended('export:' || c.id::text, 0));

  -- The candidates: the company's invoices of the period or the selection (never another
  -- company's: every row is filtered by the company first).
  if document_row_ids is not null then
    select count(*) into unknown_count
    from (select distinct x from unnest(document_row_ids) x) ids
    where not exists (select 1 from app_public.documents d
                      join app_public.invoices i on i.client_company_id = d.client_company_id and i.document_id = d.id
                      where d.client_company_id = c.id and d.id = ids.x and not d.archived and not d.superseded);
    if unknown_count > 0 then
      raise exception 'EXPORT_DOCUMENTS_NOT_FOUND' using errcode = '22023', column = 'documentRowIds', hint = unknown_count::text;
    end if;
  end if;
  create temporary table if not exists export_candidates (document_id uuid primary key, invoice_date date, incomplete boolean, exported boolean) on commit drop;
  truncate pg_temp.export_candidates;
  insert into pg_temp.export_candidates
  select d.id, i.invoice_date,
         not (d.approved and coalesce(d.list_incomplete, 0) = 0),
         d.exported_for_booking_at is not null
           or exists (select 1 from app_public.export_documents ed join app_public.exports x on x.id = ed.export_id
                      where ed.client_company_id = c.id and ed.document_id = d.id and x.booking_export and x.status in ('QUEUED', 'RUNNING'))
  from app_public.documents d
  join app_public.invoices i on i.client_company_id = d.client_company_id and i.document_id = d.id
  where d.client_company_id = c.id
    and not d.archived and not d.superseded
    and (document_row_ids is null or d.id = any(document_row_ids))
    and (period_from is null or i.invoice_date between period_from and period_to);
  if period_from is null then
    select min(coalesce(invoice_date, current_date)), max(coalesce(invoice_date, current_date)) into period_from, period_to from pg_temp.export_candidates;
    if period_from > current_date then
      raise exception 'EXPORT_PERIOD_IN_FUTURE' using errcode = '22023', column = 'accountingPeriodFrom';
    end if;
  end if;
  -- DATEV: a Buchungsstapel lies within one fiscal year.
  if fmt in ('DATEV_EXTF', 'DATEV_XML') and period_from is not null then
    fy_start := make_date(extract(year from period_from)::int, c.fiscal_year_start_month, 1);
    if fy_start > period_from then fy_start := (fy_start - interval '1 year')::date; end if;
    if period_to >= (fy_start + interval '1 year')::date then
      raise exception 'EXPORT_PERIOD_SPANS_FISCAL_YEARS' using errcode = '22023', column = 'accountingPeriodTo';
    end if;
  end if;
  skipped := 0;
  if mark then
    select count(*) filter (where exported) into skipped from pg_temp.export_candidates;
    delete from pg_temp.export_candidates where exported;
  end if;
  if ready_only then
    delete from pg_temp.export_candidates where incomplete;
  end if;
  select count(*), count(*) filter (where incomplete) into candidate_count, incomplete_count from pg_temp.export_candidates;
  if candidate_count = 0 then
    raise exception 'EXPORT_NO_DOCUMENTS' using errcode = 'P0001';
  end if;
  if incomplete_count > 0 and not incomplete_ok then
    raise exception 'EXPORT_DOCUMENTS_INCOMPLETE' using errcode = 'P0001', column = 'allowIncomplete', hint = incomplete_count::text;
  end if;
  -- DATEV's XML interface takes at most 4 999 documents per delivery.
  if fmt = 'DATEV_XML' and candidate_count > 4999 then
    raise exception 'EXPORT_XML_TOO_MANY_DOCUMENTS' using errcode = 'P0001', column = 'accountingExport', hint = candidate_count::text;
  end if;
  -- An accounting file needs every document's invoice date and accounting items: refused at
  -- once with their number (the job checks the rest of the format's rules before writing).
  if fmt <> 'NONE' then
    select count(*) into unbookable_count from pg_temp.export_candidates x
    where x.invoice_date is null
       or not exists (select 1 from app_public.accounting_items ai where ai.client_company_id = c.id and ai.document_id = x.document_id);
    if unbookable_count > 0 then
      raise exception 'EXPORT_DOCUMENTS_NOT_BOOKABLE' using errcode = 'P0001', column = 'accountingExport', hint = unbookable_count::text;
    end if;
  end if;

  insert into app_public.exports (client_company_id, creator_user_id, created_via, accounting_export,
    accounting_period_from, accounting_period_to, allow_incomplete, booking_export, ready_for_booking_export,
    spreadsheets, factor_excel, pdfs, xml_embedded, audit_trail_pos, document_count, skipped_document_count, include_money_transactions)
  values (c.id, app_hidden.current_user_id(), 'USER', fmt, period_from, period_to, incomplete_ok, mark, ready_only,
    coalesce(spreadsheets, false), coalesce(factor_excel, false), coalesce(pdfs, false), coalesce(xml_embedded, false),
    coalesce(audit_trail_pos, 'NONE'), candidate_count, skipped, with_transactions)
  returning * into e;
  insert into app_public.export_documents (client_company_id, export_id, document_id)
  select c.id, e.id, document_id from pg_temp.export_candidates;
  -- The company's booked bank, cash and credit-card transactions of the period not exported
  -- before (nor taken by a running export) that have a contra account: their category's ledger
  -- account or the partner account of a linked invoice.
  if with_transactions then
    insert into app_public.export_money_transactions (client_company_id, export_id, money_transaction_id)
    select c.id, e.id, t.id
    from app_public.money_transactions t
    where t.client_company_id = c.id and t.status = 'BOOKED'
      and t.booking_date between period_from and period_to
      and (not mark or (t.exported_for_booking_at is null
           and not exists (select 1 from app_public.export_money_transactions em join app_public.exports x on x.id = em.export_id
                           where em.client_company_id = c.id and em.money_transaction_id = t.id and x.booking_export
                             and x.status in ('QUEUED', 'RUNNING'))))
      and (exists (select 1 from app_public.money_categories mc
                   where mc.client_company_id = c.id and mc.id = t.money_category_id and mc.general_ledger_account_id is not null)
           or exists (select 1 from app_public.money_transaction_documents l
                      join app_public.invoices i on i.client_company_id = l.client_company_id and i.document_id = l.document_id
                      where l.client_company_id = c.id and l.money_transaction_id = t.id and i.partner_account_id is not null));
  end if;
  perform app_private.enqueue_job('export__run', json_build_object('exportRowId', e.id), 'export:' || e.id::text);
  return e;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.create_export(uuid, date, date, uuid[], app_public.accounting_export_format, boolean, boolean, boolean, boolean, boolean, boolean, boolean, app_public.export_audit_trail_position, boolean) is E'@resultFieldName export\nStarts a booking export of the company''s invoices of a period (or of up to 1000 selected invoices; a DATEV XML export at most 4 999): refuses incomplete ones unless allowIncomplete, skips those exported before (skippedDocumentCount), and queues the job that writes the files. includeMoneyTransactions adds the booked money transactions of the period not exported before.';
revoke all on function app_public.create_export(uuid, date, date, uuid[], app_public.accounting_export_format, boolean, boolean, boolean, boolean, boolean, boolean, boolean, app_public.export_audit_trail_position, boolean) from public;
grant execute on function app_public.create_export(uuid, date, date, uuid[], app_public.accounting_export_format, boolean, boolean, boolean, boolean, boolean, boolean, boolean, app_public.export_audit_trail_position, boolean) to app_user;

-- Marking thousands of documents exported (one UPDATE of the export job) wrote their history
-- row by row: the history of changed documents is now written once per statement, set-based,
-- from the statement's old and new rows (the same entries, in the same order per document).
-- The daily totals (already per statement) skip the rows whose listed figures did not change.
drop trigger if exists _410_history_changes on app_public.documents;
create or replace function app_private.tg_documents__history_changes() returns trigger as $$
declare
  uid uuid := app_hidden.current_user_id();
  export_row_id text := nullif(current_setting('app.export_row_id', true), '');
  unexport_reason text := nullif(current_setting('app.unexport_reason', true), '');
begin
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  select e.client_company_id, e.document_id, e.type, uid, coalesce(e.payload, '{}'::jsonb)
  from (
    select n.client_company_id, n.id as document_id, 1 as ord,
           case when n.archived then 'ARCHIVED' else 'UNARCHIVED' end::app_public.document_history_type as type,
           null::jsonb as payload
    from old_rows o join new_rows n on n.id = o.id
    where n.archived is distinct from o.archived
    union all
    select n.client_company_id, n.id, 2, 'CATEGORY_CHANGED', jsonb_build_object(
             'previousCategory', (select c.name from app_public.document_categories c where c.id = o.category_id),
             'nextCategory', (select c.name from app_public.document_categories c where c.id = n.category_id))
    from old_rows o join new_rows n on n.id = o.id
    where n.category_id is distinct from o.category_id
    union all
    select n.client_company_id, n.id, 3, 'WORKFLOW_STEP_CHANGED', jsonb_build_object(
             'previousStep', app_hidden.workflow_step_full_name(n.client_company_id, o.workflow_step_id),
             'nextStep', app_hidden.workflow_step_full_name(n.client_company_id, n.workflow_step_id))
    from old_rows o join new_rows n on n.id = o.id
    where n.workflow_step_id is distinct from o.workflow_step_id
    union all
    select n.client_company_id, n.id, 4,
           case when n.exported_for_booking_at is null then 'UNEXPORTED' else 'EXPORTED' end::app_public.document_history_type,
           jsonb_strip_nulls(jsonb_build_object(
             'exportRowId', export_row_id,
             'reason', case when n.exported_for_booking_at is null then unexport_reason end))
    from old_rows o join new_rows n on n.id = o.id
    where n.exported_for_booking_at is distinct from o.exported_for_booking_at
    union all
    select n.client_company_id, n.id, 5, 'SUPERSEDED', jsonb_build_object('newerDocumentRowId', n.superseded_by_document_id)
    from old_rows o join new_rows n on n.id = o.id
    where n.superseded and not o.superseded
  ) e
  order by e.document_id, e.ord;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.tg_documents__history_changes() is
  'Per UPDATE statement: the history entries (archived, category, workflow step, exported/unexported with the export and reason, superseded) of the documents whose value changed.';
create trigger _410_history_changes after update on app_public.documents
  referencing old table as old_rows new table as new_rows
  for each statement execute procedure app_private.tg_documents__history_changes();

-- GoBD: an exported money transaction is locked like an exported document: its amount, dates,
-- account, category and status and its links to documents stay as exported until the export is
-- undone (undo_export clears exported_for_booking_at); it cannot be deleted.
drop trigger if exists _040_exported_lock on app_public.money_transactions;
drop trigger if exists _040_exported_lock on app_public.money_transaction_documents;
drop function if exists app_private.tg_money_transactions__exported_lock();
drop function if exists app_private.tg_money_transaction_documents__exported_lock();

create function app_private.tg_money_transactions__exported_lock() returns trigger as $$
begin
  if tg_op = 'DELETE' then
    if old.exported_for_booking_at is not null then
      raise exception 'MONEY_TRANSACTION_EXPORTED_LOCKED' using errcode = 'P0001';
    end if;
    return old;
  end if;
  if old.exported_for_booking_at is not null and new.exported_for_booking_at is not null
     and (new.amount, new.currency, new.booking_date, new.value_date, new.money_account_id, new.money_category_id,
          new.status, new.client_company_id)
         is distinct from
         (old.amount, old.currency, old.booking_date, old.value_date, old.money_account_id, old.money_category_id,
          old.status, old.client_company_id)
  then
    raise exception 'MONEY_TRANSACTION_EXPORTED_LOCKED' using errcode = 'P0001';
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _040_exported_lock before update or delete on app_public.money_transactions
  for each row execute procedure app_private.tg_money_transactions__exported_lock();

create function app_private.tg_money_transaction_documents__exported_lock() returns trigger as $$
declare
  r record := case when tg_op = 'DELETE' then old else new end;
begin
  if exists (select 1 from app_public.money_transactions t
             where t.client_company_id = r.client_company_id and t.id = r.money_transaction_id
               and t.exported_for_booking_at is not null)
     or (tg_op = 'UPDATE' and exists (select 1 from app_public.money_transactions t
             where t.client_company_id = old.client_company_id and t.id = old.money_transaction_id
               and t.exported_for_booking_at is not null))
  then
    raise exception 'MONEY_TRANSACTION_EXPORTED_LOCKED' using errcode = 'P0001';
  end if;
  return r;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _040_exported_lock before insert or update or delete on app_public.money_transaction_documents
  for each row execute procedure app_private.tg_money_transaction_documents__exported_lock();
