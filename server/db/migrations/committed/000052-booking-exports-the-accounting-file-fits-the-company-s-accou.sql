--! Previous: sha1:142a11269a0ee9fa4d756f3bb51f8975fabf2189
--! Hash: sha1:766786625fdb14c03f8e5c41848fa0573ae79611
--! Message: Booking exports: the accounting file fits the company's accounting system, findings of a refused export, money transactions, BMD bank info and currency

-- Booking export, part two: the accounting file must fit the company's accounting system,
-- documents an accounting file cannot take are refused up front, the job's validation findings
-- are kept on the failed export, money transactions can be exported with the documents (marked
-- exported, unmarked by an undo), and the company's BMD bank-info flag and currency.

drop function if exists app_public.create_export(uuid, date, date, uuid[], app_public.accounting_export_format, boolean, boolean, boolean, boolean, boolean, boolean, boolean, app_public.export_audit_trail_position);
drop function if exists app_public.create_export(uuid, date, date, uuid[], app_public.accounting_export_format, boolean, boolean, boolean, boolean, boolean, boolean, boolean, app_public.export_audit_trail_position, boolean);
drop function if exists app_public.update_company_accounting_settings(uuid, text, integer, integer, integer, integer);
drop function if exists app_public.update_company_accounting_settings(uuid, text, integer, integer, integer, integer, boolean);

alter table app_public.exports
  drop constraint if exists exports_findings_valid,
  drop column if exists findings,
  drop column if exists include_money_transactions;
alter table app_public.exports
  add column findings jsonb not null default '[]'
    constraint exports_findings_valid check (jsonb_typeof(findings) = 'array' and jsonb_array_length(findings) <= 500),
  add column include_money_transactions boolean not null default false;
comment on column app_public.exports.findings is 'Why the job refused the export (error_code EXPORT_VALIDATION_FAILED): up to 500 findings [{code, documentRowId, itemRowId?, moneyTransactionRowId?}].';
comment on column app_public.exports.include_money_transactions is 'The company''s booked money transactions of the period are exported with the documents.';

alter table app_public.client_companies
  drop constraint if exists client_companies_currency_format,
  drop column if exists bmd_bankinfo,
  drop column if exists currency;
alter table app_public.client_companies
  add column bmd_bankinfo boolean not null default false,
  add column currency char(3) not null default 'EUR' constraint client_companies_currency_format check (currency ~ '^[A-Z]{3}$');
comment on column app_public.client_companies.bmd_bankinfo is 'BMD exports carry the partner''s bank details (IBAN, BIC) with each booking.';
comment on column app_public.client_companies.currency is 'The currency the company keeps its books in (ISO 4217).';

alter table app_public.money_transactions drop column if exists exported_for_booking_at;
alter table app_public.money_transactions add column exported_for_booking_at timestamptz;
comment on column app_public.money_transactions.exported_for_booking_at is 'When the transaction was exported for booking with an export (null: not exported).';

create or replace function app_private.tg_exports__immutable() returns trigger as $$
begin
  if tg_op = 'DELETE' then
    if exists (select 1 from app_public.client_companies c where c.id = old.client_company_id) then
      raise exception 'EXPORT_IMMUTABLE' using errcode = 'P0001';
    end if;
    return old;
  end if;
  if (new.id, new.client_company_id, new.creator_user_id, new.created_via, new.accounting_export,
      new.accounting_period_from, new.accounting_period_to, new.allow_incomplete, new.booking_export,
      new.ready_for_booking_export, new.spreadsheets, new.factor_excel, new.pdfs, new.xml_embedded,
      new.audit_trail_pos, new.skipped_document_count, new.include_money_transactions, new.created_at)
     is distinct from
     (old.id, old.client_company_id, old.creator_user_id, old.created_via, old.accounting_export,
      old.accounting_period_from, old.accounting_period_to, old.allow_incomplete, old.booking_export,
      old.ready_for_booking_export, old.spreadsheets, old.factor_excel, old.pdfs, old.xml_embedded,
      old.audit_trail_pos, old.skipped_document_count, old.include_money_transactions, old.created_at)
     -- A finished export keeps its result; only the undo fields may still be set, once.
     or (old.status in ('DONE', 'FAILED')
         and (new.status, new.progress, new.error_code, new.document_count, new.money_transaction_count,
              new.booking_line_count, new.total_sum, new.net_sum, new.vat_sum, new.currency, new.started_at, new.finished_at, new.findings)
             is distinct from
             (old.status, old.progress, old.error_code, old.document_count, old.money_transaction_count,
              old.booking_line_count, old.total_sum, old.net_sum, old.vat_sum, old.currency, old.started_at, old.finished_at, old.findings))
     or (old.undone_at is not null and (new.undone_at, new.undone_by_user_id, new.undo_reason)
                                       is distinct from (old.undone_at, old.undone_by_user_id, old.undo_reason))
     or (new.undone_at is not null and new.status <> 'DONE')
  then
    raise exception 'EXPORT_IMMUTABLE' using errcode = 'P0001';
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;

-- Changing the accounting settings, now with the BMD bank-info flag (unchanged when not given).
create or replace function app_public.update_company_accounting_settings(
  client_company_row_id uuid,
  accounting_system text,
  datev_consultant_number integer,
  datev_client_number integer,
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
    datev_client_number = update_company_accounting_settings.datev_client_number,
    general_ledger_account_length = coalesce(update_company_accounting_settings.general_ledger_account_length, 4),
    fiscal_year_start_month = coalesce(update_company_accounting_settings.fiscal_year_start_month, 1),
    bmd_bankinfo = coalesce(update_company_accounting_settings.bmd_bankinfo, cc.bmd_bankinfo)
  where cc.id = client_company_row_id
  returning * into c;
  return c;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.update_company_accounting_settings(uuid, text, integer, integer, integer, integer, boolean) is E'@resultFieldName clientCompany\nSets the company''s accounting system, its DATEV numbers, account length, fiscal-year start and the BMD bank-info flag (accounting access).';
revoke all on function app_public.update_company_accounting_settings(uuid, text, integer, integer, integer, integer, boolean) from public;
grant execute on function app_public.update_company_accounting_settings(uuid, text, integer, integer, integer, integer, boolean) to app_user;

create function app_public.create_export(
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
comment on function app_public.create_export(uuid, date, date, uuid[], app_public.accounting_export_format, boolean, boolean, boolean, boolean, boolean, boolean, boolean, app_public.export_audit_trail_position, boolean) is E'@resultFieldName export\nStarts a booking export of the company''s invoices of a period (or of up to 1000 selected invoices): refuses incomplete ones unless allowIncomplete, skips those exported before (skippedDocumentCount), and queues the job that writes the files. includeMoneyTransactions adds the booked money transactions of the period not exported before.';
revoke all on function app_public.create_export(uuid, date, date, uuid[], app_public.accounting_export_format, boolean, boolean, boolean, boolean, boolean, boolean, boolean, app_public.export_audit_trail_position, boolean) from public;
grant execute on function app_public.create_export(uuid, date, date, uuid[], app_public.accounting_export_format, boolean, boolean, boolean, boolean, boolean, boolean, boolean, app_public.export_audit_trail_position, boolean) to app_user;

create or replace function app_public.undo_export(export_row_id uuid, reason text) returns app_public.exports as $$
declare
  e app_public.exports;
  a app_hidden.access;
begin
  select * into e from app_public.exports where id = export_row_id;
  if e.id is null then
    raise exception 'EXPORT_NOT_FOUND' using errcode = 'P0002';
  end if;
  a := app_hidden.current_user_access(e.client_company_id);
  if not coalesce(a.admin or a.accounting, false) then
    -- Not even visible to a non-member: the same answer as an unknown export.
    if not coalesce(a.is_member, false) then
      raise exception 'EXPORT_NOT_FOUND' using errcode = 'P0002';
    end if;
    raise exception 'EXPORT_UNDO_FORBIDDEN' using errcode = '42501';
  end if;
  if reason is null or length(btrim(reason)) not between 3 and 500 then
    raise exception 'EXPORT_UNDO_REASON_LENGTH' using errcode = '22023', column = 'reason';
  end if;
  if e.undone_at is not null then
    raise exception 'EXPORT_ALREADY_UNDONE' using errcode = 'P0001';
  end if;
  if e.status <> 'DONE' then
    raise exception 'EXPORT_NOT_DONE' using errcode = 'P0001';
  end if;
  perform set_config('app.export_row_id', e.id::text, true);
  perform set_config('app.unexport_reason', btrim(reason), true);
  if e.booking_export then
    update app_public.documents d set exported_for_booking_at = null
    where d.client_company_id = e.client_company_id
      and d.id in (select ed.document_id from app_public.export_documents ed
                   where ed.client_company_id = e.client_company_id and ed.export_id = e.id)
      and d.exported_for_booking_at is not null;
  end if;
  if e.booking_export then
    update app_public.money_transactions t set exported_for_booking_at = null
    where t.client_company_id = e.client_company_id
      and t.id in (select em.money_transaction_id from app_public.export_money_transactions em
                   where em.client_company_id = e.client_company_id and em.export_id = e.id)
      and t.exported_for_booking_at is not null;
  end if;
  update app_public.exports set undone_at = now(), undone_by_user_id = app_hidden.current_user_id(), undo_reason = btrim(reason)
  where id = e.id returning * into e;
  perform set_config('app.export_row_id', '', true);
  perform set_config('app.unexport_reason', '', true);
  return e;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.undo_export(uuid, text) is E'@resultFieldName export\nUndoes a finished booking export (admin or accounting access, a reason of 3–500 characters): its documents are unlocked and may be corrected and exported again; the export stays listed as undone.';
revoke all on function app_public.undo_export(uuid, text) from public;
grant execute on function app_public.undo_export(uuid, text) to app_user;
