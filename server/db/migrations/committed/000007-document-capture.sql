--! Previous: sha1:959e7d8487dbb354965bea9a93aaeba30516d222
--! Hash: sha1:3806d9992233f8d567e48a90d9784409ed73b2fd
--! Message: document capture

--! Document capture: document categories, documents with their invoice or other-document
--! details, invoice items, page images, per-field edit/confirm state, history, source files
--! (uploads and their processing), partner companies with locations and payment presets.
--! Everything is tenant-owned (client_company_id) and readable by the company's members;
--! files are written by the upload endpoint under the uploader's RLS and processed by the
--! worker (source_files__process).

drop function if exists app_public.retry_source_file(uuid);
drop function if exists app_public.client_companies_unprocessed_source_files(app_public.client_companies);
drop function if exists app_public.client_companies_source_file_processing_limit_reached(app_public.client_companies);
drop function if exists app_public.client_companies_upload_review_group(app_public.client_companies);
drop function if exists app_public.source_file_processing_limit();
drop function if exists app_hidden.open_upload_review_group_id(uuid);
drop function if exists app_public.client_companies_sorted_document_categories(app_public.client_companies);
drop function if exists app_public.review_groups_document_count(app_public.review_groups);
drop function if exists app_public.document_categories_full_name_wo_document_type(app_public.document_categories);
drop function if exists app_public.document_categories_document_count(app_public.document_categories);
drop function if exists app_public.documents_derived_title(app_public.documents);
drop function if exists app_public.documents_has_pages(app_public.documents);
drop function if exists app_public.document_pages_image_url(app_public.document_pages);
drop function if exists app_public.document_pages_thumbnail_url(app_public.document_pages);
drop function if exists app_public.invoices_signed_net(app_public.invoices);
drop function if exists app_public.invoices_signed_total(app_public.invoices);
drop function if exists app_public.invoices_converted_signed_net(app_public.invoices);
drop function if exists app_public.invoices_converted_signed_total(app_public.invoices);
drop function if exists app_public.invoices_is_paid(app_public.invoices);
drop function if exists app_public.invoices_open_amount(app_public.invoices);
drop function if exists app_public.invoices_has_duplicate_invoices(app_public.invoices);
drop function if exists app_public.invoices_partner_has_payment_preset(app_public.invoices);
drop function if exists app_public.invoices_has_unverified_iban(app_public.invoices);
drop function if exists app_public.source_files_done(app_public.source_files);
drop function if exists app_public.partner_companies_derived_name(app_public.partner_companies);
drop function if exists app_public.partner_companies_vat_ids(app_public.partner_companies);
drop function if exists app_public.partner_companies_invoices_count(app_public.partner_companies);
drop function if exists app_hidden.partner_company_vat_id_key(text);
drop function if exists app_private.create_default_document_categories(uuid, text);
drop function if exists app_private.tg_client_companies__default_document_categories() cascade;
drop function if exists app_private.tg_documents__history_imported() cascade;
drop function if exists app_private.tg_documents__notify_review_group() cascade;
drop function if exists app_private.tg_source_files__enqueue() cascade;
drop function if exists app_private.tg__field_states() cascade;
drop function if exists app_private.enqueue_source_file(uuid);

drop table if exists app_public.document_history_entries;
drop table if exists app_public.document_field_states;
drop table if exists app_public.document_pages;
drop table if exists app_public.invoice_items;
drop table if exists app_public.invoices;
drop table if exists app_public.other_documents;
alter table if exists app_public.source_files drop constraint if exists source_files_document_id_fkey;
alter table if exists app_public.source_files drop constraint if exists source_files_duplicate_document_id_fkey;
alter table if exists app_public.source_files drop constraint if exists source_files_document_to_update_id_fkey;
drop table if exists app_public.documents;
drop table if exists app_public.source_files;
drop table if exists app_public.document_categories;
drop table if exists app_public.partner_company_payment_presets;
drop table if exists app_public.partner_company_locations;
drop table if exists app_public.partner_companies;
drop type if exists app_public.document_type;
drop type if exists app_public.document_state;
drop type if exists app_public.other_document_type;
drop type if exists app_public.invoice_payment_status;
drop type if exists app_public.source_file_status;
drop type if exists app_public.source_file_kind;
drop type if exists app_public.page_text_source;
drop type if exists app_public.field_value_source;
drop type if exists app_public.document_history_type;
drop type if exists app_public.internal_number_mode;

create extension if not exists pg_trgm with schema public;

alter table app_public.client_companies
  add column if not exists create_partner boolean not null default true;
comment on column app_public.client_companies.create_partner is 'Document capture creates a partner company when it recognises none.';

--------------------------------------------------------------------------------
-- Enumerations

create type app_public.document_type as enum ('INCOMING_INVOICE', 'OUTGOING_INVOICE', 'OTHER_DOCUMENT');
comment on type app_public.document_type is 'What a document is: an incoming (vendor) or outgoing (client) invoice, or another document.';
create type app_public.document_state as enum ('IN_REVIEW', 'REVIEWED');
comment on type app_public.document_state is 'IN_REVIEW: captured, its fields wait to be checked; REVIEWED: checked by a person.';
create type app_public.other_document_type as enum (
  'CONTRACT', 'DELIVERY_NOTE', 'RECEIPT', 'OFFER', 'ORDER_CONFIRMATION', 'CORRESPONDENCE', 'BANK_STATEMENT', 'TAX_NOTICE', 'OTHER'
);
create type app_public.invoice_payment_status as enum ('NOT_PAID', 'PAID');
create type app_public.source_file_status as enum ('QUEUED', 'PROCESSING', 'DONE', 'FAILED', 'DUPLICATE');
comment on type app_public.source_file_status is 'QUEUED: stored, waiting for processing; PROCESSING; DONE: the document exists; FAILED: see processingError, can be retried; DUPLICATE: the same file already is a document of the company.';
create type app_public.source_file_kind as enum ('PDF', 'PNG', 'JPEG', 'TIFF', 'XML');
create type app_public.page_text_source as enum ('PDF', 'OCR', 'NONE');
create type app_public.field_value_source as enum ('EINVOICE', 'EXTRACTED', 'USER');
comment on type app_public.field_value_source is 'Where a field''s value came from: the e-invoice XML (exact), text extraction (with a confidence), or a person.';
create type app_public.document_history_type as enum ('IMPORTED', 'DUPLICATE_UPLOADED');
create type app_public.internal_number_mode as enum ('NONE', 'COUNT_UP');

--------------------------------------------------------------------------------
-- Partner companies (vendors and clients), enough for recognition; settings screens come later.

create table app_public.partner_companies (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  active boolean not null default true,
  name text not null check (length(btrim(name)) between 1 and 300),
  alternative_names text[] not null default '{}',
  paid_with_direct_debit boolean not null default false,
  notes text check (notes is null or length(notes) <= 10000),
  is_consumer boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (client_company_id, id)
);
create index on app_public.partner_companies using gin (name gin_trgm_ops);
create index on app_public.partner_companies (client_company_id, lower(name));
create trigger _100_timestamps before insert or update on app_public.partner_companies
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.partner_companies is E'@behavior -insert -update -delete\nA vendor or client of the client company.';

create table app_public.partner_company_locations (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  partner_company_id uuid not null,
  main boolean not null default false,
  title text,
  street text,
  city text,
  zip text,
  country char(2) check (country is null or country ~ '^[A-Z]{2}$'),
  phone text,
  email text,
  website text,
  registration_no text,
  vat_id_no text check (vat_id_no is null or vat_id_no ~ '^[A-Z]{2}[0-9A-Za-z+*.]{2,13}$'),
  tax_id_no text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint partner_company_locations_partner_company_id_fkey foreign key (client_company_id, partner_company_id) references app_public.partner_companies (client_company_id, id) on delete cascade,
  unique (client_company_id, id)
);
create index on app_public.partner_company_locations (partner_company_id);
create index on app_public.partner_company_locations (client_company_id, vat_id_no) where vat_id_no is not null;
create unique index partner_company_locations_one_main on app_public.partner_company_locations (partner_company_id) where main;
create trigger _100_timestamps before insert or update on app_public.partner_company_locations
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.partner_company_locations is E'@behavior -insert -update -delete\nAn address of a partner company; one is the main location.';
comment on constraint partner_company_locations_partner_company_id_fkey on app_public.partner_company_locations is E'@fieldName partnerCompany\n@foreignFieldName locations';

create table app_public.partner_company_payment_presets (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  partner_company_id uuid not null,
  iban text not null check (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$'),
  bic text check (bic is null or bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  currency char(3) not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  "primary" boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint partner_company_payment_presets_partner_company_id_fkey foreign key (client_company_id, partner_company_id) references app_public.partner_companies (client_company_id, id) on delete cascade
);
create index on app_public.partner_company_payment_presets (partner_company_id);
create index on app_public.partner_company_payment_presets (client_company_id, iban);
create trigger _100_timestamps before insert or update on app_public.partner_company_payment_presets
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.partner_company_payment_presets is E'@behavior -insert -update -delete\nHow a partner company is paid: its bank account and terms.';
comment on constraint partner_company_payment_presets_partner_company_id_fkey on app_public.partner_company_payment_presets is E'@fieldName partnerCompany\n@foreignFieldName paymentPresets';

--------------------------------------------------------------------------------
-- Document categories

create table app_public.document_categories (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  document_type app_public.document_type not null,
  name text not null check (length(btrim(name)) between 1 and 120),
  description text check (description is null or length(description) <= 2000),
  email_alias text check (email_alias is null or email_alias ~ '^[a-z0-9][a-z0-9._-]{0,62}$'),
  internal_number_mode app_public.internal_number_mode not null default 'NONE',
  internal_number_min integer check (internal_number_min is null or internal_number_min >= 0),
  ignore_booking_type_paid_assumption boolean not null default false,
  custom_extraction_service text,
  sort_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (client_company_id, id),
  unique (client_company_id, document_type, name)
);
create trigger _100_timestamps before insert or update on app_public.document_categories
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.document_categories is E'@behavior -insert -update -delete\nA category documents are filed under (e.g. "Eingangsrechnungen"); its document type decides invoice or other document.';

create function app_public.document_categories_full_name_wo_document_type(c app_public.document_categories) returns text as $$
  select c.name;
$$ language sql stable;
comment on function app_public.document_categories_full_name_wo_document_type(app_public.document_categories) is 'The category''s name without its document type.';

create function app_private.create_default_document_categories(company_id uuid, lang text) returns void as $$
  insert into app_public.document_categories (client_company_id, document_type, name, sort_index)
  select company_id, v.t::app_public.document_type, case when lang = 'en' then v.en else v.de end, v.i
  from (values
    ('INCOMING_INVOICE', 'Eingangsrechnungen', 'Incoming invoices', 10),
    ('OUTGOING_INVOICE', 'Ausgangsrechnungen', 'Outgoing invoices', 20),
    ('INCOMING_INVOICE', 'Kassenbelege', 'Cash receipts', 30),
    ('OTHER_DOCUMENT', 'Verträge', 'Contracts', 40),
    ('OTHER_DOCUMENT', 'Sonstige Dokumente', 'Other documents', 50)
  ) as v(t, de, en, i)
  on conflict (client_company_id, document_type, name) do nothing;
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;

create function app_private.tg_client_companies__default_document_categories() returns trigger as $$
begin
  perform app_private.create_default_document_categories(new.id, new.language);
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_default_document_categories after insert on app_public.client_companies
  for each row execute procedure app_private.tg_client_companies__default_document_categories();

select app_private.create_default_document_categories(c.id, c.language) from app_public.client_companies c;

create function app_public.client_companies_sorted_document_categories(c app_public.client_companies)
returns setof app_public.document_categories as $$
  select * from app_public.document_categories
  where client_company_id = c.id
  order by document_type, sort_index, name;
$$ language sql stable;
comment on function app_public.client_companies_sorted_document_categories(app_public.client_companies) is 'The document categories by document type, then their order.';

--------------------------------------------------------------------------------
-- Source files: one uploaded file and its processing.

create table app_public.source_files (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  review_group_id uuid references app_public.review_groups (id) on delete set null,
  category_id uuid not null,
  name text not null check (length(name) between 1 and 255),
  kind app_public.source_file_kind not null,
  media_type text not null,
  size_bytes bigint not null check (size_bytes > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  status app_public.source_file_status not null default 'QUEUED',
  processing_percentage integer not null default 0 check (processing_percentage between 0 and 100),
  processing_error text,
  processing_error_detail text,
  attempts integer not null default 0,
  duplicate_document_id uuid,
  document_id uuid,
  document_to_update_id uuid,
  uploaded_by_user_id uuid default app_hidden.current_user_id() references app_public.users (id) on delete set null,
  processed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint source_files_category_id_fkey foreign key (client_company_id, category_id) references app_public.document_categories (client_company_id, id),
  unique (client_company_id, id)
);
create index on app_public.source_files (client_company_id, created_at desc);
create index on app_public.source_files (client_company_id, sha256);
create index on app_public.source_files (client_company_id, status) where status in ('QUEUED', 'PROCESSING', 'FAILED');
create index on app_public.source_files (review_group_id);
create index on app_public.source_files (category_id);
create index on app_public.source_files (uploaded_by_user_id);
create trigger _100_timestamps before insert or update on app_public.source_files
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.source_files is E'@behavior -insert -update\nA file as it was uploaded (PDF, image or e-invoice XML) and the state of its processing into a document.';
comment on column app_public.source_files.processing_error is 'Why processing failed, as a stable code (e.g. PDF_ENCRYPTED) the UI translates.';
comment on column app_public.source_files.processing_error_detail is 'Technical detail of the processing error, for support.';
comment on column app_public.source_files.sha256 is E'@behavior -select\nContent hash; the blob''s key in the file store.';
comment on constraint source_files_category_id_fkey on app_public.source_files is E'@fieldName category\n@foreignFieldName sourceFiles';
comment on constraint source_files_uploaded_by_user_id_fkey on app_public.source_files is E'@fieldName uploadedBy\n@foreignFieldName uploadedSourceFiles';

create function app_public.source_files_done(f app_public.source_files) returns boolean as $$
  select f.status in ('DONE', 'DUPLICATE');
$$ language sql stable;
comment on function app_public.source_files_done(app_public.source_files) is 'Nothing is left to do with this file: its document exists (or already existed).';

--------------------------------------------------------------------------------
-- Documents

create table app_public.documents (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  category_id uuid not null,
  type app_public.document_type not null,
  state app_public.document_state not null default 'IN_REVIEW',
  title text check (title is null or length(title) <= 300),
  archived boolean not null default false,
  approved boolean not null default false,
  superseded boolean not null default false,
  base_document_id uuid,
  import_date timestamptz not null default now(),
  imported_by_user_id uuid references app_public.users (id) on delete set null,
  source_file_id uuid,
  review_group_id uuid references app_public.review_groups (id) on delete set null,
  num_pages integer not null default 0 check (num_pages >= 0),
  num_attach_pages integer not null default 0 check (num_attach_pages >= 0),
  needs_manual_review boolean not null default false,
  manual_review_reason text check (manual_review_reason is null or manual_review_reason in ('OCR_UNAVAILABLE', 'NO_TEXT', 'NOTHING_EXTRACTED')),
  compliance_findings jsonb not null default '[]' check (jsonb_typeof(compliance_findings) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint documents_category_id_fkey foreign key (client_company_id, category_id) references app_public.document_categories (client_company_id, id),
  constraint documents_source_file_id_fkey foreign key (client_company_id, source_file_id) references app_public.source_files (client_company_id, id) on delete set null (source_file_id),
  constraint documents_base_document_id_fkey foreign key (client_company_id, base_document_id) references app_public.documents (client_company_id, id),
  unique (client_company_id, id)
);
create index on app_public.documents (client_company_id, import_date desc);
create index on app_public.documents (category_id);
create index on app_public.documents (review_group_id);
create index on app_public.documents (source_file_id);
create index on app_public.documents (base_document_id);
create index on app_public.documents (imported_by_user_id);
create trigger _100_timestamps before insert or update on app_public.documents
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.documents is E'@behavior -insert -update -delete\nA captured document: an invoice or another document, with its page images.';
comment on column app_public.documents.compliance_findings is 'Findings of the e-invoice / §14 UStG compliance check: [{rule, severity, field, params}].';
comment on column app_public.documents.manual_review_reason is 'Why the document needs a person''s look (e.g. OCR_UNAVAILABLE: a scan without text and no OCR installed).';
comment on constraint documents_category_id_fkey on app_public.documents is E'@fieldName category\n@foreignFieldName documents';
comment on constraint documents_source_file_id_fkey on app_public.documents is E'@fieldName sourceFile\n@foreignFieldName documents';
comment on constraint documents_base_document_id_fkey on app_public.documents is E'@fieldName baseDocument\n@foreignFieldName derivedDocuments';
comment on constraint documents_imported_by_user_id_fkey on app_public.documents is E'@fieldName importedBy\n@foreignFieldName importedDocuments';

alter table app_public.source_files
  add constraint source_files_document_id_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete set null (document_id),
  add constraint source_files_duplicate_document_id_fkey foreign key (client_company_id, duplicate_document_id)
    references app_public.documents (client_company_id, id) on delete set null (duplicate_document_id),
  add constraint source_files_document_to_update_id_fkey foreign key (client_company_id, document_to_update_id)
    references app_public.documents (client_company_id, id) on delete set null (document_to_update_id);
create index on app_public.source_files (document_id);
create index on app_public.source_files (duplicate_document_id);
create index on app_public.source_files (document_to_update_id);
comment on constraint source_files_document_id_fkey on app_public.source_files is E'@fieldName document\n@foreignFieldName createdFromSourceFiles';
comment on constraint source_files_duplicate_document_id_fkey on app_public.source_files is E'@fieldName duplicateDocument\n@foreignFieldName duplicateSourceFiles';
comment on constraint source_files_document_to_update_id_fkey on app_public.source_files is E'@fieldName documentToUpdate\n@foreignFieldName updateSourceFiles';

create function app_public.review_groups_document_count(g app_public.review_groups) returns integer as $$
  select count(*)::int from app_public.documents d where d.review_group_id = g.id;
$$ language sql stable;
comment on function app_public.review_groups_document_count(app_public.review_groups) is 'How many documents the group holds.';

create function app_public.document_categories_document_count(c app_public.document_categories) returns integer as $$
  select count(*)::int from app_public.documents d where d.category_id = c.id and not d.archived;
$$ language sql stable;

--------------------------------------------------------------------------------
-- Invoices (one per invoice document)

create table app_public.invoices (
  document_id uuid primary key,
  client_company_id uuid not null,
  invoice_number text check (invoice_number is null or length(invoice_number) <= 100),
  internal_number text check (internal_number is null or length(internal_number) <= 100),
  invoice_date date,
  due_date date,
  net numeric(15, 2),
  vat_amount numeric(15, 2),
  total numeric(15, 2),
  currency char(3) not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  conversion_rate numeric(18, 8) check (conversion_rate is null or conversion_rate > 0),
  account_number text,
  credit_memo boolean not null default false,
  credit_memo_for_invoice_id uuid,
  order_number text check (order_number is null or length(order_number) <= 100),
  order_date date,
  payment_status app_public.invoice_payment_status not null default 'NOT_PAID',
  paid_date date,
  partially_paid boolean not null default false,
  discount_until date,
  discount_percent numeric(5, 2) check (discount_percent is null or discount_percent between 0 and 100),
  discount_amount numeric(15, 2),
  delivered_from date,
  delivered_until date,
  iban text check (iban is null or iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$'),
  bic text check (bic is null or bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  payment_reference text check (payment_reference is null or length(payment_reference) <= 140),
  payment_terms text,
  buyer_reference text,
  partner_company_id uuid,
  partner_company_location_id uuid,
  has_xml_source boolean not null default false,
  einvoice_syntax text check (einvoice_syntax is null or einvoice_syntax in ('UBL', 'CII', 'EBINTERFACE')),
  einvoice_profile text,
  extracted_partner_name text,
  extracted_partner_emails text[] not null default '{}',
  extracted_partner_vat_id_no text,
  vat_breakdown jsonb not null default '[]' check (jsonb_typeof(vat_breakdown) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint invoices_document_id_fkey foreign key (client_company_id, document_id) references app_public.documents (client_company_id, id) on delete cascade,
  constraint invoices_credit_memo_for_invoice_id_fkey foreign key (client_company_id, credit_memo_for_invoice_id) references app_public.documents (client_company_id, id) on delete set null (credit_memo_for_invoice_id),
  constraint invoices_partner_company_id_fkey foreign key (client_company_id, partner_company_id) references app_public.partner_companies (client_company_id, id) on delete set null (partner_company_id),
  constraint invoices_partner_company_location_id_fkey foreign key (client_company_id, partner_company_location_id) references app_public.partner_company_locations (client_company_id, id) on delete set null (partner_company_location_id),
  check (delivered_from is null or delivered_until is null or delivered_from <= delivered_until)
);
create index on app_public.invoices (client_company_id, invoice_date desc);
create index on app_public.invoices (client_company_id, partner_company_id, invoice_number);
create index on app_public.invoices (partner_company_id);
create index on app_public.invoices (partner_company_location_id);
create index on app_public.invoices (credit_memo_for_invoice_id);
create trigger _100_timestamps before insert or update on app_public.invoices
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.invoices is E'@behavior -insert -update -delete\nThe invoice details of an invoice document. Amounts are as printed (positive); signed amounts are negative for credit memos.';
comment on column app_public.invoices.vat_breakdown is 'VAT per rate: [{categoryCode, ratePercent, taxableAmount, taxAmount}].';
comment on column app_public.invoices.has_xml_source is 'The figures come from an e-invoice''s XML (XRechnung, ZUGFeRD/Factur-X, ebInterface).';
comment on constraint invoices_document_id_fkey on app_public.invoices is E'@fieldName document\n@foreignSingleFieldName invoice';
comment on constraint invoices_credit_memo_for_invoice_id_fkey on app_public.invoices is E'@fieldName creditMemoForInvoice\n@foreignFieldName creditMemos';
comment on constraint invoices_partner_company_id_fkey on app_public.invoices is E'@fieldName partnerCompany\n@foreignFieldName invoices';
comment on constraint invoices_partner_company_location_id_fkey on app_public.invoices is E'@fieldName partnerCompanyLocation\n@foreignFieldName invoices';

create function app_public.invoices_signed_net(i app_public.invoices) returns numeric as $$
  select case when i.credit_memo then -i.net else i.net end;
$$ language sql stable;
create function app_public.invoices_signed_total(i app_public.invoices) returns numeric as $$
  select case when i.credit_memo then -i.total else i.total end;
$$ language sql stable;
create function app_public.invoices_converted_signed_net(i app_public.invoices) returns numeric as $$
  select round(app_public.invoices_signed_net(i) * case when i.currency = 'EUR' then 1 else i.conversion_rate end, 2);
$$ language sql stable;
comment on function app_public.invoices_converted_signed_net(app_public.invoices) is 'Signed net in EUR (null for a foreign currency without conversion rate).';
create function app_public.invoices_converted_signed_total(i app_public.invoices) returns numeric as $$
  select round(app_public.invoices_signed_total(i) * case when i.currency = 'EUR' then 1 else i.conversion_rate end, 2);
$$ language sql stable;
comment on function app_public.invoices_converted_signed_total(app_public.invoices) is 'Signed total in EUR (null for a foreign currency without conversion rate).';
create function app_public.invoices_is_paid(i app_public.invoices) returns boolean as $$
  select i.payment_status = 'PAID';
$$ language sql stable;
create function app_public.invoices_open_amount(i app_public.invoices) returns numeric as $$
  select case when i.payment_status = 'PAID' then 0 else i.total end;
$$ language sql stable;
comment on function app_public.invoices_open_amount(app_public.invoices) is 'What is still to pay (the total until the invoice is paid).';
create function app_public.invoices_has_duplicate_invoices(i app_public.invoices) returns boolean as $$
  select i.invoice_number is not null and exists (
    select 1 from app_public.invoices o
    join app_public.documents d on d.id = o.document_id
    where o.client_company_id = i.client_company_id
      and o.document_id <> i.document_id
      and o.invoice_number = i.invoice_number
      and o.partner_company_id is not distinct from i.partner_company_id
      and o.credit_memo = i.credit_memo
      and not d.superseded
  );
$$ language sql stable;
comment on function app_public.invoices_has_duplicate_invoices(app_public.invoices) is 'Another invoice of the same partner carries the same invoice number.';
create function app_public.invoices_partner_has_payment_preset(i app_public.invoices) returns boolean as $$
  select exists (select 1 from app_public.partner_company_payment_presets p where p.partner_company_id = i.partner_company_id);
$$ language sql stable;
create function app_public.invoices_has_unverified_iban(i app_public.invoices) returns boolean as $$
  select i.iban is not null and i.partner_company_id is not null and not exists (
    select 1 from app_public.partner_company_payment_presets p
    where p.partner_company_id = i.partner_company_id and p.iban = i.iban
  );
$$ language sql stable;
comment on function app_public.invoices_has_unverified_iban(app_public.invoices) is 'The invoice names an IBAN that is not among the partner''s known bank accounts.';

create table app_public.invoice_items (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  sort_index integer not null default 0,
  pos_no text,
  delivery_no text,
  order_no text,
  title text not null check (length(title) <= 1000),
  quantity numeric(19, 4),
  unit text,
  unit_net_price numeric(19, 4),
  vat_percent numeric(5, 2),
  discount_percent numeric(5, 2),
  total_price numeric(15, 2),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint invoice_items_document_id_fkey foreign key (client_company_id, document_id) references app_public.documents (client_company_id, id) on delete cascade
);
create index on app_public.invoice_items (document_id, sort_index);
create trigger _100_timestamps before insert or update on app_public.invoice_items
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.invoice_items is E'@behavior -insert -update -delete\nA line of an invoice.';
comment on constraint invoice_items_document_id_fkey on app_public.invoice_items is E'@fieldName document\n@foreignFieldName invoiceItems';

create table app_public.other_documents (
  document_id uuid primary key,
  client_company_id uuid not null,
  type app_public.other_document_type not null default 'OTHER',
  document_date date,
  document_number text check (document_number is null or length(document_number) <= 100),
  document_details text check (document_details is null or length(document_details) <= 10000),
  resubmission_date date,
  expiry_date date,
  contract_type text,
  contact_user_id uuid references app_public.users (id) on delete set null,
  partner_company_id uuid,
  partner_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint other_documents_document_id_fkey foreign key (client_company_id, document_id) references app_public.documents (client_company_id, id) on delete cascade,
  constraint other_documents_partner_company_id_fkey foreign key (client_company_id, partner_company_id) references app_public.partner_companies (client_company_id, id) on delete set null (partner_company_id)
);
create index on app_public.other_documents (contact_user_id);
create index on app_public.other_documents (partner_company_id);
create trigger _100_timestamps before insert or update on app_public.other_documents
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.other_documents is E'@behavior -insert -update -delete\nThe details of a document that is not an invoice (contract, delivery note, letter …).';
comment on constraint other_documents_document_id_fkey on app_public.other_documents is E'@fieldName document\n@foreignSingleFieldName otherDocument';
comment on constraint other_documents_contact_user_id_fkey on app_public.other_documents is E'@fieldName contactUser\n@foreignFieldName contactForOtherDocuments';
comment on constraint other_documents_partner_company_id_fkey on app_public.other_documents is E'@fieldName partnerCompany\n@foreignFieldName otherDocuments';

--------------------------------------------------------------------------------
-- Per-field provenance: who last edited and who confirmed each field of an invoice or
-- other document; for captured values also where they came from and how sure capture was.

create table app_public.document_field_states (
  document_id uuid not null,
  field text not null check (field ~ '^[a-z][A-Za-z0-9]{0,62}$'),
  client_company_id uuid not null,
  source app_public.field_value_source not null,
  confidence numeric(4, 3) check (confidence is null or confidence between 0 and 1),
  last_edit_by_user_id uuid references app_public.users (id) on delete set null,
  last_edit_at timestamptz not null default now(),
  confirmed_by_user_id uuid references app_public.users (id) on delete set null,
  confirmed_at timestamptz,
  primary key (document_id, field),
  constraint document_field_states_document_id_fkey foreign key (client_company_id, document_id) references app_public.documents (client_company_id, id) on delete cascade
);
create index on app_public.document_field_states (last_edit_by_user_id);
create index on app_public.document_field_states (confirmed_by_user_id);
comment on table app_public.document_field_states is E'@behavior -insert -update -delete\nProvenance of one field (camel-case name, e.g. invoiceNumber): source, capture confidence, last edit by/at, confirmed by/at.';
comment on constraint document_field_states_document_id_fkey on app_public.document_field_states is E'@fieldName document\n@foreignFieldName fieldStates';
comment on constraint document_field_states_last_edit_by_user_id_fkey on app_public.document_field_states is E'@fieldName lastEditBy\n@foreignFieldName editedFieldStates';
comment on constraint document_field_states_confirmed_by_user_id_fkey on app_public.document_field_states is E'@fieldName confirmedBy\n@foreignFieldName confirmedFieldStates';

-- A person's change to an invoice or other document records who and when, per field.
-- Changes without a user (the capture worker) record their provenance themselves.
create function app_private.tg__field_states() returns trigger as $$
declare
  uid uuid := app_hidden.current_user_id();
begin
  if uid is null then return new; end if;
  insert into app_public.document_field_states (document_id, field, client_company_id, source, last_edit_by_user_id, last_edit_at, confirmed_by_user_id, confirmed_at)
  select new.document_id,
         lower(substr(n.key, 1, 1)) || substr(replace(initcap(replace(n.key, '_', ' ')), ' ', ''), 2),
         new.client_company_id, 'USER', uid, now(), null, null
  from jsonb_each(to_jsonb(new)) n
  join jsonb_each(to_jsonb(old)) o using (key)
  where n.value is distinct from o.value and n.key not in ('created_at', 'updated_at')
  on conflict (document_id, field) do update
    set source = 'USER', confidence = null, last_edit_by_user_id = excluded.last_edit_by_user_id,
        last_edit_at = excluded.last_edit_at, confirmed_by_user_id = null, confirmed_at = null;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _300_field_states after update on app_public.invoices
  for each row execute procedure app_private.tg__field_states();
create trigger _300_field_states after update on app_public.other_documents
  for each row execute procedure app_private.tg__field_states();

--------------------------------------------------------------------------------
-- Page images

create table app_public.document_pages (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  page_no integer not null check (page_no >= 1),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  image_sha256 text not null check (image_sha256 ~ '^[0-9a-f]{64}$'),
  image_media_type text not null,
  thumb_sha256 text not null check (thumb_sha256 ~ '^[0-9a-f]{64}$'),
  thumb_media_type text not null,
  thumb_width integer not null check (thumb_width > 0),
  thumb_height integer not null check (thumb_height > 0),
  text text,
  text_source app_public.page_text_source not null default 'NONE',
  created_at timestamptz not null default now(),
  constraint document_pages_document_id_fkey foreign key (client_company_id, document_id) references app_public.documents (client_company_id, id) on delete cascade,
  unique (document_id, page_no)
);
comment on table app_public.document_pages is E'@behavior -insert -update -delete\nA page of a document: its image (full size and thumbnail) and its text (text layer or OCR).';
comment on column app_public.document_pages.image_sha256 is '@behavior -select';
comment on column app_public.document_pages.thumb_sha256 is '@behavior -select';
comment on constraint document_pages_document_id_fkey on app_public.document_pages is E'@fieldName document\n@foreignFieldName pageImages';

create function app_public.document_pages_image_url(p app_public.document_pages) returns text as $$
  select '/api/files/pages/' || p.id || '/image?v=' || left(p.image_sha256, 16);
$$ language sql stable;
comment on function app_public.document_pages_image_url(app_public.document_pages) is 'Where the full-size page image is served (after an access check).';
create function app_public.document_pages_thumbnail_url(p app_public.document_pages) returns text as $$
  select '/api/files/pages/' || p.id || '/thumbnail?v=' || left(p.thumb_sha256, 16);
$$ language sql stable;
comment on function app_public.document_pages_thumbnail_url(app_public.document_pages) is 'Where the page thumbnail is served (after an access check).';

create function app_public.documents_has_pages(d app_public.documents) returns boolean as $$
  select d.num_pages > 0;
$$ language sql stable;

create function app_public.documents_derived_title(d app_public.documents) returns text as $$
  select coalesce(
    nullif(btrim(d.title), ''),
    (select nullif(concat_ws(' · ', coalesce(p.name, i.extracted_partner_name), i.invoice_number), '')
       from app_public.invoices i
       left join app_public.partner_companies p on p.id = i.partner_company_id
       where i.document_id = d.id),
    (select nullif(concat_ws(' · ', coalesce(p.name, o.partner_name), o.document_number), '')
       from app_public.other_documents o
       left join app_public.partner_companies p on p.id = o.partner_company_id
       where o.document_id = d.id),
    (select f.name from app_public.source_files f where f.id = d.source_file_id)
  );
$$ language sql stable;
comment on function app_public.documents_derived_title(app_public.documents) is 'A title to show: the document''s own, else partner and number, else the uploaded file''s name.';

--------------------------------------------------------------------------------
-- History entries (import now; workflow, approval, export … arrive with their features)

create table app_public.document_history_entries (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  type app_public.document_history_type not null,
  user_id uuid references app_public.users (id) on delete set null,
  source_file_id uuid,
  payload jsonb not null default '{}',
  created_at timestamptz not null default now(),
  constraint document_history_entries_document_id_fkey foreign key (client_company_id, document_id) references app_public.documents (client_company_id, id) on delete cascade,
  constraint document_history_entries_source_file_id_fkey foreign key (client_company_id, source_file_id) references app_public.source_files (client_company_id, id) on delete set null (source_file_id)
);
create index on app_public.document_history_entries (document_id, created_at desc);
create index on app_public.document_history_entries (user_id);
create index on app_public.document_history_entries (source_file_id);
comment on table app_public.document_history_entries is E'@behavior -insert -update -delete\nWhat happened to a document, newest first (import, duplicate upload …).';
comment on constraint document_history_entries_document_id_fkey on app_public.document_history_entries is E'@fieldName document\n@foreignFieldName historyEntries';
comment on constraint document_history_entries_user_id_fkey on app_public.document_history_entries is E'@fieldName user\n@foreignFieldName documentHistoryEntries';
comment on constraint document_history_entries_source_file_id_fkey on app_public.document_history_entries is E'@fieldName sourceFile\n@foreignFieldName historyEntries';

create function app_private.tg_documents__history_imported() returns trigger as $$
begin
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, source_file_id)
  values (new.client_company_id, new.id, 'IMPORTED', new.imported_by_user_id, new.source_file_id);
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _400_history_imported after insert on app_public.documents
  for each row execute procedure app_private.tg_documents__history_imported();

-- A document arriving in a review group changes the review inbox: tell its subscribers on the
-- reviewGroupCreated topic (the group they see is new to them once it holds documents).
create function app_private.tg_documents__notify_review_group() returns trigger as $$
begin
  if new.review_group_id is not null then
    perform pg_notify('review_group_created:' || new.client_company_id::text, json_build_object('id', new.review_group_id)::text);
  end if;
  return new;
end;
$$ language plpgsql volatile;
create trigger _500_notify_review_group after insert on app_public.documents
  for each row execute procedure app_private.tg_documents__notify_review_group();

--------------------------------------------------------------------------------
-- Upload: processing queue, limits, the review group of origin UPLOAD

create function app_private.enqueue_source_file(source_file_id uuid) returns void as $$
begin
  -- graphile-worker installs its schema when it first starts; without a worker the file
  -- stays QUEUED and is picked up by the worker's startup sweep.
  if to_regprocedure('graphile_worker.add_job(text,json,text,timestamptz,integer,text,integer,text[],text)') is not null then
    execute 'select graphile_worker.add_job($1, json_build_object(''id'', $2), job_key := $3, max_attempts := 5)'
      using 'source_files__process', source_file_id, 'source_file:' || source_file_id::text;
  end if;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

create function app_private.tg_source_files__enqueue() returns trigger as $$
begin
  if new.status = 'QUEUED' then
    perform app_private.enqueue_source_file(new.id);
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _900_enqueue after insert on app_public.source_files
  for each row execute procedure app_private.tg_source_files__enqueue();

create function app_public.source_file_processing_limit() returns integer as $$
  select coalesce(nullif(current_setting('app.source_file_processing_limit', true), '')::int, 200);
$$ language sql stable;
comment on function app_public.source_file_processing_limit() is 'How many files of one company may wait for or be in processing at once.';

create function app_public.client_companies_source_file_processing_limit_reached(c app_public.client_companies) returns boolean as $$
  select count(*) >= app_public.source_file_processing_limit()
  from app_public.source_files f
  where f.client_company_id = c.id and f.status in ('QUEUED', 'PROCESSING');
$$ language sql stable;
comment on function app_public.client_companies_source_file_processing_limit_reached(app_public.client_companies) is 'As many files as the limit allows are waiting or in processing; more uploads must wait.';

create function app_public.client_companies_unprocessed_source_files(c app_public.client_companies)
returns setof app_public.source_files as $$
  select * from app_public.source_files f
  where f.client_company_id = c.id
    and (f.status in ('QUEUED', 'PROCESSING', 'FAILED') or f.updated_at > now() - interval '1 day')
  order by f.created_at desc, f.name;
$$ language sql stable;
comment on function app_public.client_companies_unprocessed_source_files(app_public.client_companies) is 'Files still waiting, in processing or failed, and those finished in the last day, newest first.';

-- The group new uploads of the request's user join: their newest upload group of the last
-- eight hours in which nothing has been reviewed yet.
create function app_hidden.open_upload_review_group_id(company_id uuid) returns uuid as $$
  select g.id from app_public.review_groups g
  where g.client_company_id = company_id
    and g.origin = 'UPLOAD'
    and g.created_by_user_id = app_hidden.current_user_id()
    and g.created_at > now() - interval '8 hours'
    and not exists (select 1 from app_public.documents d where d.review_group_id = g.id and d.state <> 'IN_REVIEW')
  order by g.created_at desc
  limit 1;
$$ language sql stable;

create function app_public.client_companies_upload_review_group(c app_public.client_companies) returns app_public.review_groups as $$
  select * from app_public.review_groups where id = app_hidden.open_upload_review_group_id(c.id);
$$ language sql stable;
comment on function app_public.client_companies_upload_review_group(app_public.client_companies) is 'The review group of origin UPLOAD that the signed-in user''s uploads join now (null until the first upload).';

-- Retrying a failed file: documents-manage access; runs as definer because users may not
-- update source files directly.
create function app_public.retry_source_file(source_file_id uuid) returns app_public.source_files as $$
declare
  f app_public.source_files;
begin
  select * into f from app_public.source_files where id = source_file_id;
  if f.id is null or not app_hidden.current_user_can_see_company(f.client_company_id) then
    raise exception 'The file does not exist.' using errcode = 'P0002';
  end if;
  if not app_hidden.has_documents_manage_access(f.client_company_id) then
    raise exception 'You may not manage documents of this company.' using errcode = '42501';
  end if;
  if f.status <> 'FAILED' then
    raise exception 'Only a file whose processing failed can be retried.' using errcode = '22023';
  end if;
  update app_public.source_files
    set status = 'QUEUED', processing_percentage = 0, processing_error = null, processing_error_detail = null, attempts = 0
    where id = f.id
    returning * into f;
  perform app_private.enqueue_source_file(f.id);
  return f;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.retry_source_file(uuid) is E'@resultFieldName sourceFile\nProcess a failed file again.';

--------------------------------------------------------------------------------
-- Row-level security: members (and super admins) read; changes go through the upload
-- endpoint, the worker and later the document screens.

alter table app_public.partner_companies enable row level security;
alter table app_public.partner_company_locations enable row level security;
alter table app_public.partner_company_payment_presets enable row level security;
alter table app_public.document_categories enable row level security;
alter table app_public.source_files enable row level security;
alter table app_public.documents enable row level security;
alter table app_public.invoices enable row level security;
alter table app_public.invoice_items enable row level security;
alter table app_public.other_documents enable row level security;
alter table app_public.document_field_states enable row level security;
alter table app_public.document_pages enable row level security;
alter table app_public.document_history_entries enable row level security;

create policy select_member on app_public.partner_companies for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.partner_company_locations for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.partner_company_payment_presets for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.document_categories for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.source_files for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy insert_documents_manage on app_public.source_files for insert with check (
  app_hidden.has_documents_manage_access(client_company_id)
  and uploaded_by_user_id = app_hidden.current_user_id()
  and status = 'QUEUED'
);
create policy delete_finished on app_public.source_files for delete using (
  app_hidden.has_documents_manage_access(client_company_id) and status in ('DONE', 'FAILED', 'DUPLICATE')
);
create policy select_member on app_public.documents for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.invoices for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.invoice_items for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.other_documents for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.document_field_states for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.document_pages for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.document_history_entries for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);

grant select on
  app_public.partner_companies,
  app_public.partner_company_locations,
  app_public.partner_company_payment_presets,
  app_public.document_categories,
  app_public.source_files,
  app_public.documents,
  app_public.invoices,
  app_public.invoice_items,
  app_public.other_documents,
  app_public.document_field_states,
  app_public.document_pages,
  app_public.document_history_entries
to app_user, app_anonymous;
grant insert (client_company_id, review_group_id, category_id, name, kind, media_type, size_bytes, sha256, document_to_update_id)
  on app_public.source_files to app_user;
grant delete on app_public.source_files to app_user;

-- The (client_company_id, id) keys exist for the tenant-safe composite foreign keys; they are
-- no way to look rows up.
comment on constraint partner_companies_client_company_id_id_key on app_public.partner_companies is E'@behavior -single -update -delete';
comment on constraint partner_company_locations_client_company_id_id_key on app_public.partner_company_locations is E'@behavior -single -update -delete';
comment on constraint document_categories_client_company_id_id_key on app_public.document_categories is E'@behavior -single -update -delete';
comment on constraint document_categories_client_company_id_document_type_name_key on app_public.document_categories is E'@behavior -single -update -delete';
comment on constraint source_files_client_company_id_id_key on app_public.source_files is E'@behavior -single -update -delete';
comment on constraint documents_client_company_id_id_key on app_public.documents is E'@behavior -single -update -delete';
