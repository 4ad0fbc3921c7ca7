--! Previous: sha1:456671884a6b229c821c6570b2ee1a4b94eb98c7
--! Hash: sha1:006e6f88b111789d588d6cbcc98ff848300db48a
--! Message: documents list keys

-- Documents list: the keys the list filters and sorts on, kept on the document row itself so
-- that every list path is one index range scan of one table (with RLS on), plus full-text
-- search (German stemming for words, 'simple' for names and numbers, trigrams for parts of
-- numbers). The keys are derived, never written by people: triggers on invoices, other
-- documents, pages and partner companies keep them current.

drop trigger if exists _600_list_keys on app_public.invoices;
drop trigger if exists _600_list_keys on app_public.other_documents;
drop trigger if exists _600_list_keys on app_public.document_pages;
drop trigger if exists _601_list_keys on app_public.document_pages;
drop trigger if exists _602_list_keys on app_public.document_pages;
drop function if exists app_private.tg_document_pages__list_keys() cascade;
drop trigger if exists _600_list_keys on app_public.documents;
drop trigger if exists _600_list_keys on app_public.partner_companies;
drop trigger if exists _610_duplicate_flags on app_public.invoices;
drop trigger if exists _610_duplicate_flags on app_public.documents;
drop function if exists app_private.tg_documents__list_keys() cascade;
drop function if exists app_private.tg_invoices__duplicate_flags() cascade;
drop function if exists app_private.tg_documents__duplicate_flags() cascade;
drop function if exists app_private.refresh_document_list_keys(uuid[]);
drop function if exists app_private.refresh_duplicate_flags(uuid, uuid, text);
drop function if exists app_private.backfill_document_list_keys(uuid);
drop function if exists app_private.backfill_duplicate_flags(uuid);
drop function if exists app_hidden.search_tsquery(text);
drop function if exists app_private.document_list_search(text, text, text, text);

create extension if not exists btree_gin with schema public;

alter table app_public.documents
  add column if not exists list_date date not null default current_date,
  add column if not exists list_partner_company_id uuid,
  add column if not exists list_partner_name text,
  add column if not exists list_number text,
  add column if not exists list_currency char(3),
  add column if not exists list_net numeric(15, 2),
  add column if not exists list_total numeric(15, 2),
  add column if not exists list_open_amount numeric(15, 2),
  add column if not exists list_open boolean not null default false,
  add column if not exists list_credit_memo boolean not null default false,
  add column if not exists list_due_date date,
  add column if not exists list_discount_due_date date,
  add column if not exists list_duplicate boolean not null default false,
  add column if not exists list_search tsvector not null default ''::tsvector,
  add column if not exists list_search_keys text not null default '',
  add column if not exists exported_for_booking_at timestamptz;

comment on column app_public.documents.list_date is E'@behavior -*\nList key: the invoice date, for other documents the document date, else the import date.';
comment on column app_public.documents.list_partner_company_id is E'@behavior -*\nList key: the partner of the invoice or other document.';
comment on column app_public.documents.list_partner_name is E'@behavior -*\nList key: the partner''s name in lower case (recognised partner, else the extracted name).';
comment on column app_public.documents.list_number is E'@behavior -*\nList key: invoice number, for other documents the document number.';
comment on column app_public.documents.list_currency is E'@behavior -*\nList key: the invoice currency.';
comment on column app_public.documents.list_net is E'@behavior -*\nList key: signed net (negative for credit memos).';
comment on column app_public.documents.list_total is E'@behavior -*\nList key: signed total (negative for credit memos).';
comment on column app_public.documents.list_open_amount is E'@behavior -*\nList key: the signed total while the invoice is unpaid, else 0.';
comment on column app_public.documents.list_open is E'@behavior -*\nList key: an invoice that is not paid.';
comment on column app_public.documents.list_credit_memo is E'@behavior -*\nList key: the invoice is a credit memo.';
comment on column app_public.documents.list_due_date is E'@behavior -*\nList key: the invoice''s due date.';
comment on column app_public.documents.list_discount_due_date is E'@behavior -*\nList key: the last day for the early-payment discount.';
comment on column app_public.documents.list_duplicate is E'@behavior -*\nList key: another current invoice of the same partner carries the same number.';
comment on column app_public.documents.list_search is E'@behavior -*\nFull-text search vector: partner, numbers (simple) and title and page text (German).';
comment on column app_public.documents.list_search_keys is E'@behavior -*\nPartner name, invoice, order and document numbers, for trigram (part-of) matching.';
comment on column app_public.documents.exported_for_booking_at is 'When the document was last exported for booking (null: not exported).';

-- The search vector of one document from its parts. Page text is capped so one huge scan
-- cannot exceed the tsvector limit.
create function app_private.document_list_search(title text, names text, numbers text, page_text text) returns tsvector as $$
  select setweight(to_tsvector('simple', coalesce(names, '') || ' ' || coalesce(numbers, '')), 'A')
    || setweight(to_tsvector('german', coalesce(names, '')), 'A')
    || setweight(to_tsvector('german', coalesce(title, '')), 'B')
    || setweight(to_tsvector('german', left(coalesce(page_text, ''), 200000)), 'D');
$$ language sql immutable parallel safe;

-- What a person typed, as a query: every word must match, in its German stem or as written.
create function app_hidden.search_tsquery(search text) returns tsquery as $$
  select coalesce(
    (select string_agg('(' || numnode_q || ')', ' & ')::tsquery
       from (
         select concat_ws(' | ',
                  nullif(plainto_tsquery('german', w)::text, ''),
                  nullif(plainto_tsquery('simple', w)::text, '')) as numnode_q
         from regexp_split_to_table(btrim(search), '\s+') as w
         where w <> ''
       ) parts
      where numnode_q <> ''),
    ''::tsquery);
$$ language sql immutable parallel safe;
comment on function app_hidden.search_tsquery(text) is 'A search text as tsquery: all words, each in German stemming or verbatim.';

-- Recompute the list keys of the given documents from their invoice or other document.
create function app_private.refresh_document_list_keys(document_ids uuid[]) returns void as $$
  update app_public.documents d set
    list_date = k.list_date,
    list_partner_company_id = k.partner_id,
    list_partner_name = k.partner_name,
    list_number = k.number,
    list_currency = k.currency,
    list_net = k.net,
    list_total = k.total,
    list_open_amount = k.open_amount,
    list_open = k.open,
    list_credit_memo = k.credit_memo,
    list_due_date = k.due_date,
    list_discount_due_date = k.discount_due_date,
    list_search = k.search,
    list_search_keys = k.search_keys
  from (
    select d2.id,
      coalesce(i.invoice_date, o.document_date, (d2.import_date at time zone 'Europe/Berlin')::date) as list_date,
      coalesce(i.partner_company_id, o.partner_company_id) as partner_id,
      lower(nullif(btrim(coalesce(p.name, i.extracted_partner_name, o.partner_name)), '')) as partner_name,
      coalesce(i.invoice_number, o.document_number) as number,
      i.currency,
      case when i.credit_memo then -i.net else i.net end as net,
      case when i.credit_memo then -i.total else i.total end as total,
      case when i.document_id is null then null
           when i.payment_status = 'PAID' then 0
           else case when i.credit_memo then -i.total else i.total end end as open_amount,
      coalesce(i.payment_status = 'NOT_PAID', false) as open,
      coalesce(i.credit_memo, false) as credit_memo,
      i.due_date,
      i.discount_until as discount_due_date,
      app_private.document_list_search(
        d2.title,
        concat_ws(' ', p.name, i.extracted_partner_name, o.partner_name),
        concat_ws(' ', i.invoice_number, i.order_number, i.internal_number, o.document_number),
        (select string_agg(pg.text, E'\n' order by pg.page_no) from app_public.document_pages pg where pg.document_id = d2.id)
      ) as search,
      lower(concat_ws(' ', p.name, i.extracted_partner_name, o.partner_name, i.invoice_number, i.order_number, i.internal_number, o.document_number)) as search_keys
    from app_public.documents d2
    left join app_public.invoices i on i.document_id = d2.id
    left join app_public.other_documents o on o.document_id = d2.id
    left join app_public.partner_companies p on p.id = coalesce(i.partner_company_id, o.partner_company_id)
    where d2.id = any (document_ids)
  ) k
  where d.id = k.id
    and (d.list_date, d.list_partner_company_id, d.list_partner_name, d.list_number, d.list_currency, d.list_net,
         d.list_total, d.list_open_amount, d.list_open, d.list_credit_memo, d.list_due_date, d.list_discount_due_date,
         d.list_search, d.list_search_keys)
      is distinct from
        (k.list_date, k.partner_id, k.partner_name, k.number, k.currency, k.net, k.total, k.open_amount, k.open,
         k.credit_memo, k.due_date, k.discount_due_date, k.search, k.search_keys);
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.refresh_document_list_keys(uuid[]) is 'Recompute the documents list keys of these documents.';

-- Mark every current invoice of one (company, partner, number) group as duplicate or not.
create function app_private.refresh_duplicate_flags(company_id uuid, partner_id uuid, number text) returns void as $$
  update app_public.documents d set list_duplicate = g.dup
  from (
    select i.document_id,
      not d2.superseded and count(*) filter (where not d2.superseded)
        over (partition by i.credit_memo) > 1 as dup
    from app_public.invoices i
    join app_public.documents d2 on d2.id = i.document_id
    where i.client_company_id = company_id
      and i.partner_company_id is not distinct from partner_id
      and i.invoice_number = number
  ) g
  where d.id = g.document_id and d.list_duplicate is distinct from g.dup;
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;

create function app_private.tg_documents__list_keys() returns trigger as $$
begin
  if tg_table_name = 'documents' then
    perform app_private.refresh_document_list_keys(array[new.id]);
  elsif tg_table_name = 'partner_companies' then
    perform app_private.refresh_document_list_keys(array(
      select d.id from app_public.documents d
      where d.client_company_id = new.client_company_id and d.list_partner_company_id = new.id));
  elsif tg_op = 'DELETE' then
    perform app_private.refresh_document_list_keys(array[old.document_id]);
  else
    perform app_private.refresh_document_list_keys(array[new.document_id]);
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

create trigger _600_list_keys after insert or update or delete on app_public.invoices
  for each row execute procedure app_private.tg_documents__list_keys();
create trigger _600_list_keys after insert or update or delete on app_public.other_documents
  for each row execute procedure app_private.tg_documents__list_keys();
-- Pages arrive many per statement: one refresh per statement, not per page.
create function app_private.tg_document_pages__list_keys() returns trigger as $$
begin
  perform app_private.refresh_document_list_keys(array(select distinct document_id from changed_pages));
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _600_list_keys after insert on app_public.document_pages
  referencing new table as changed_pages
  for each statement execute procedure app_private.tg_document_pages__list_keys();
create trigger _601_list_keys after update on app_public.document_pages
  referencing new table as changed_pages
  for each statement execute procedure app_private.tg_document_pages__list_keys();
create trigger _602_list_keys after delete on app_public.document_pages
  referencing old table as changed_pages
  for each statement execute procedure app_private.tg_document_pages__list_keys();
create trigger _600_list_keys after insert or update of title, import_date on app_public.documents
  for each row execute procedure app_private.tg_documents__list_keys();
create trigger _600_list_keys after update of name on app_public.partner_companies
  for each row when (old.name is distinct from new.name)
  execute procedure app_private.tg_documents__list_keys();

create function app_private.tg_invoices__duplicate_flags() returns trigger as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.invoice_number is not null then
    perform app_private.refresh_duplicate_flags(old.client_company_id, old.partner_company_id, old.invoice_number);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    if new.invoice_number is not null then
      perform app_private.refresh_duplicate_flags(new.client_company_id, new.partner_company_id, new.invoice_number);
    end if;
    if tg_op = 'UPDATE' and new.invoice_number is null and old.invoice_number is not null then
      update app_public.documents set list_duplicate = false where id = new.document_id and list_duplicate;
    end if;
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _610_duplicate_flags after insert or delete or update of invoice_number, partner_company_id, credit_memo
  on app_public.invoices for each row execute procedure app_private.tg_invoices__duplicate_flags();

create function app_private.tg_documents__duplicate_flags() returns trigger as $$
declare
  inv app_public.invoices;
begin
  select * into inv from app_public.invoices where document_id = new.id;
  if found and inv.invoice_number is not null then
    perform app_private.refresh_duplicate_flags(inv.client_company_id, inv.partner_company_id, inv.invoice_number);
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _610_duplicate_flags after update of superseded on app_public.documents
  for each row when (old.superseded is distinct from new.superseded)
  execute procedure app_private.tg_documents__duplicate_flags();

-- Bulk (re)computation: this migration's backfill and bulk loads that bypass the triggers.
create function app_private.backfill_duplicate_flags(company_id uuid default null) returns void as $$
  update app_public.documents d set list_duplicate = g.dup
  from (
    select i.document_id,
      not d2.superseded and count(*) filter (where not d2.superseded)
        over (partition by i.client_company_id, i.partner_company_id, i.invoice_number, i.credit_memo) > 1 as dup
    from app_public.invoices i
    join app_public.documents d2 on d2.id = i.document_id
    where i.invoice_number is not null and (company_id is null or i.client_company_id = company_id)
  ) g
  where d.id = g.document_id and d.list_duplicate is distinct from g.dup;
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.backfill_duplicate_flags(uuid) is 'Recompute the duplicate flags of all invoices (of one company).';

create function app_private.backfill_document_list_keys(company_id uuid default null) returns void as $$
begin
  perform app_private.refresh_document_list_keys(array(
    select d.id from app_public.documents d where company_id is null or d.client_company_id = company_id));
  perform app_private.backfill_duplicate_flags(company_id);
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.backfill_document_list_keys(uuid) is 'Recompute the list keys and duplicate flags of all documents (of one company).';

select app_private.backfill_document_list_keys();

-- The list paths. Every list index is partial on the default (current, not archived)
-- documents and leads with the company, so the first page of any sort is an index range
-- scan that stops after one page. Nullable keys sort nulls last in both directions, hence
-- one index per direction where a sort is common.
drop index if exists app_public.documents_list_date_idx;
drop index if exists app_public.documents_list_import_date_idx;
drop index if exists app_public.documents_list_partner_asc_idx;
drop index if exists app_public.documents_list_partner_desc_idx;
drop index if exists app_public.documents_list_number_idx;
drop index if exists app_public.documents_list_total_asc_idx;
drop index if exists app_public.documents_list_total_desc_idx;
drop index if exists app_public.documents_list_due_date_idx;
drop index if exists app_public.documents_list_discount_due_date_idx;
drop index if exists app_public.documents_list_open_due_date_idx;
drop index if exists app_public.documents_list_partner_company_idx;
drop index if exists app_public.documents_list_search_idx;
drop index if exists app_public.documents_list_search_keys_idx;
drop index if exists app_public.documents_client_company_id_archived_idx;

create index documents_list_date_idx on app_public.documents (client_company_id, list_date desc, id desc)
  where not archived and not superseded;
create index documents_list_import_date_idx on app_public.documents (client_company_id, import_date desc, id desc)
  where not archived and not superseded;
create index documents_list_partner_asc_idx on app_public.documents (client_company_id, list_partner_name asc nulls last, id asc)
  where not archived and not superseded;
create index documents_list_partner_desc_idx on app_public.documents (client_company_id, list_partner_name desc nulls last, id desc)
  where not archived and not superseded;
create index documents_list_number_idx on app_public.documents (client_company_id, list_number asc nulls last, id asc)
  where not archived and not superseded;
create index documents_list_total_asc_idx on app_public.documents (client_company_id, list_total asc nulls last, id asc)
  where not archived and not superseded;
create index documents_list_total_desc_idx on app_public.documents (client_company_id, list_total desc nulls last, id desc)
  where not archived and not superseded;
create index documents_list_due_date_idx on app_public.documents (client_company_id, list_due_date asc nulls last, id asc)
  where not archived and not superseded;
create index documents_list_discount_due_date_idx on app_public.documents (client_company_id, list_discount_due_date asc nulls last, id asc)
  where not archived and not superseded;
-- Open items: unpaid invoices by due date.
create index documents_list_open_due_date_idx on app_public.documents (client_company_id, list_due_date asc nulls last, id asc)
  where list_open and not archived and not superseded;
create index documents_list_partner_company_idx on app_public.documents (client_company_id, list_partner_company_id);
-- Archived or superseded documents are listed only on request; this serves those lists.
create index documents_client_company_id_archived_idx on app_public.documents (client_company_id, list_date desc, id desc)
  where archived or superseded;
create index documents_list_search_idx on app_public.documents using gin (client_company_id, list_search);
create index documents_list_search_keys_idx on app_public.documents using gin (list_search_keys gin_trgm_ops);
