--! Previous: sha1:5701e014c5ff7a39d939e594542014f80561b56d
--! Hash: sha1:163109d9821d22ef686ca37a82b0f9df4dde72d5
--! Message: Company settings: info and config fields, internal invoice numbers counted up, own IBANs and blacklisted VAT ids kept from partners, partner accounts for new partners, abandoned documents, workflow choice for admins only

--------------------------------------------------------------------------------
-- Company settings: Info (company-manage access) and Config (admin access), and what each
-- advanced flag does.

drop function if exists app_public.update_client_company_info(uuid, text, text, boolean, text, text, text, text[], text);
drop function if exists app_public.update_client_company_config(uuid, boolean, boolean, integer, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, text[], text, app_public.matching_check[]);
drop function if exists app_public.update_client_company_config(uuid, boolean, boolean, integer, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, text[], text, app_public.matching_check[]);
drop function if exists app_public.update_client_company_config(uuid, boolean, boolean, integer, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, text[], text, app_public.matching_check[], text[]);
drop function if exists app_public.set_document_custom_field_values(uuid, jsonb);
drop function if exists app_hidden.valid_custom_doc_field_names(text[]) cascade;
drop function if exists app_hidden.valid_custom_field_values(jsonb) cascade;
alter table app_public.documents drop column if exists custom_field_values;
alter table app_public.client_companies drop column if exists custom_doc_field_names;
drop function if exists app_public.client_companies_uses_internal_number_mode(app_public.client_companies);
drop function if exists app_public.client_companies_abandoned_documents_count(app_public.client_companies);
drop function if exists app_public.documents_is_abandoned(app_public.documents);
drop function if exists app_hidden.document_is_abandoned(uuid, uuid, timestamptz);
drop function if exists app_public.invoices_iban_is_own(app_public.invoices);
drop function if exists app_public.money_transactions_is_own_account_transfer(app_public.money_transactions);
drop function if exists app_hidden.is_own_iban(uuid, text);
drop function if exists app_hidden.is_blacklisted_partner_vat_id(uuid, text);
drop function if exists app_hidden.create_partner_account_for(uuid, uuid, app_public.partner_account_type);
drop trigger if exists _150_internal_number on app_public.invoices;
drop function if exists app_private.tg_invoices__internal_number();
drop function if exists app_hidden.next_invoice_internal_number(uuid, uuid);
drop table if exists app_private.invoice_internal_number_counters;
drop trigger if exists _260_protected_category on app_public.documents;
drop function if exists app_private.tg_documents__protected_category();
drop trigger if exists _900_invoice_cost_centers on app_public.accounting_item_cost_centers;
drop trigger if exists _900_invoice_cost_centers on app_public.accounting_items;
drop function if exists app_private.tg_accounting_items__invoice_cost_centers();
drop function if exists app_hidden.all_valid_ibans(text[]) cascade;
drop function if exists app_hidden.all_valid_vat_ids(text[]) cascade;
drop function if exists app_hidden.company_settings_access_refusal(uuid, boolean);
drop function if exists app_hidden.clean_text(text);
drop function if exists app_hidden.clean_codes(text[], text);

alter table app_public.client_companies
  drop constraint if exists client_companies_email_alias_key,
  drop column if exists email_alias,
  drop column if exists accounting_email,
  drop column if exists tax_reclaimable,
  drop column if exists vat_declaration,
  drop column if exists processing,
  drop column if exists blacklisted_partner_vat_ids,
  drop column if exists notes,
  drop column if exists abandoned_documents_warning,
  drop column if exists create_partner_account,
  drop column if exists disable_review_workflow_manage,
  drop column if exists invoice_internal_number_count_up_mode,
  drop column if exists ibans,
  drop column if exists uses_internal_number_mode;

-- Checks of list columns (immutable: used in check constraints).
create function app_hidden.all_valid_ibans(ibans text[]) returns boolean as $$
  select coalesce(bool_and(app_hidden.is_valid_iban(x)), true) from unnest(ibans) x;
$$ language sql immutable parallel safe;
create function app_hidden.all_valid_vat_ids(vat_ids text[]) returns boolean as $$
  select coalesce(bool_and(x ~ '^[A-Z]{2}[0-9A-Z+*.]{2,13}$'), true) from unnest(vat_ids) x;
$$ language sql immutable parallel safe;

alter table app_public.client_companies
  add column email_alias text
    constraint client_companies_email_alias_format check (email_alias ~ '^[a-z0-9][a-z0-9.-]{1,62}[a-z0-9]$'),
  add column accounting_email text
    constraint client_companies_accounting_email_format check (
      accounting_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(accounting_email) <= 254),
  add column tax_reclaimable boolean not null default true,
  add column vat_declaration text
    constraint client_companies_vat_declaration_value check (vat_declaration in ('MONTHLY', 'QUARTERLY', 'YEARLY', 'NONE')),
  add column processing text
    constraint client_companies_processing_value check (processing in ('SELF', 'ACCOUNTING_FIRM')),
  add column blacklisted_partner_vat_ids text[] not null default '{}'
    constraint client_companies_blacklisted_partner_vat_ids_valid check (
      cardinality(blacklisted_partner_vat_ids) <= 100 and app_hidden.all_valid_vat_ids(blacklisted_partner_vat_ids)),
  add column notes text
    constraint client_companies_notes_length check (length(notes) <= 10000),
  add column abandoned_documents_warning smallint
    constraint client_companies_abandoned_documents_warning_range check (abandoned_documents_warning between 1 and 365),
  add column create_partner_account boolean not null default false,
  add column disable_review_workflow_manage boolean not null default false,
  add column invoice_internal_number_count_up_mode boolean not null default false,
  add column ibans text[] not null default '{}'
    constraint client_companies_ibans_valid check (cardinality(ibans) <= 50 and app_hidden.all_valid_ibans(ibans));
alter table app_public.client_companies
  add constraint client_companies_email_alias_key unique (email_alias);

create function app_hidden.valid_custom_doc_field_names(names text[]) returns boolean as $$
  select cardinality(names) <= 20
    and (select count(distinct lower(x)) from unnest(names) x) = cardinality(names)
    and coalesce((select bool_and(x = btrim(x) and length(x) between 1 and 60) from unnest(names) x), true);
$$ language sql immutable parallel safe;
create function app_hidden.valid_custom_field_values(field_values jsonb) returns boolean as $$
  select jsonb_typeof(field_values) = 'object'
    and (select count(*) from jsonb_each(field_values)) <= 20
    and coalesce((select bool_and(jsonb_typeof(v) = 'string' and length(v #>> '{}') between 1 and 500)
                    from jsonb_each(field_values) e(k, v)), true);
$$ language sql immutable parallel safe;

alter table app_public.client_companies
  add column custom_doc_field_names text[] not null default '{}'
    constraint client_companies_custom_doc_field_names_valid check (app_hidden.valid_custom_doc_field_names(custom_doc_field_names));
comment on column app_public.client_companies.custom_doc_field_names is 'The custom document fields (customDocFields on): their names, in order; each document keeps a text per field (customFieldValues).';
alter table app_public.documents
  add column custom_field_values jsonb not null default '{}'
    constraint documents_custom_field_values_valid check (app_hidden.valid_custom_field_values(custom_field_values));
comment on column app_public.documents.custom_field_values is 'The document''s custom fields: {field name: text}, for the company''s customDocFieldNames; set with setDocumentCustomFieldValues.';

comment on column app_public.client_companies.email_alias is 'The local part of the company''s upload address: mail to <alias>@ the upload domain becomes documents of the company.';
comment on column app_public.client_companies.accounting_email is 'Where the company''s accounting correspondence goes (e.g. the accounting firm''s inbox for this client).';
comment on column app_public.client_companies.tax_reclaimable is 'The company may deduct input VAT (Vorsteuerabzug).';
comment on column app_public.client_companies.vat_declaration is 'How often the company files its VAT return: MONTHLY, QUARTERLY, YEARLY or NONE.';
comment on column app_public.client_companies.processing is 'Who processes the documents: the company itself (SELF) or its accounting firm (ACCOUNTING_FIRM).';
comment on column app_public.client_companies.blacklisted_partner_vat_ids is 'VAT ids document capture never takes for a partner: it neither links a partner by them nor creates one with them (e.g. the company''s own or its tax advisor''s).';
comment on column app_public.client_companies.notes is 'Free notes about the company, for the people who manage it.';
comment on column app_public.client_companies.abandoned_documents_warning is 'After how many days untouched an open document counts as abandoned (isAbandoned, abandonedDocumentsCount); null: no warning.';
comment on column app_public.client_companies.create_partner_account is 'When document capture creates a partner, it also opens a partner account (creditor or debtor) with the next free number.';
comment on column app_public.client_companies.disable_review_workflow_manage is 'Only admins may put a document into a workflow, take it out or switch its workflow; others only move it between the steps of its workflow.';
comment on column app_public.client_companies.invoice_internal_number_count_up_mode is 'Every new invoice gets the next internal number of the company (1, 2, 3 …, gapless); a category counting up itself keeps its own counter.';
comment on column app_public.client_companies.ibans is 'The company''s own IBANs: capture never takes one for a partner, and invoices and transactions with one are flagged (ibanIsOwn, isOwnAccountTransfer).';
comment on column app_public.client_companies.restrict_booking_export is 'Only admins and accounting may create a booking export.';
comment on column app_public.client_companies.disable_incomplete_export is 'Exports never take incomplete documents.';
comment on column app_public.client_companies.disable_invoice_internal_number_edit is 'Only admins may change an invoice''s internal number.';
comment on column app_public.client_companies.restrict_document_delete is 'Only admins and accounting may delete documents.';
comment on column app_public.client_companies.append_audit_trail is 'PDF exports end with the documents'' audit trail.';
comment on column app_public.client_companies.assign_protected_document_category is 'A document standing in a protected workflow step keeps its category: only admins and the step''s responsible users assign another (DOCUMENT_CATEGORY_PROTECTED).';
comment on column app_public.client_companies.invoice_cost_centers is 'Cost centres belong to the whole invoice: every booking line of an invoice carries the same cost centres (INVOICE_COST_CENTERS_DIFFER otherwise).';
comment on column app_public.client_companies.custom_doc_fields is 'Documents carry the company''s custom fields (customDocFieldNames), shown and edited in the review.';

create function app_public.client_companies_uses_internal_number_mode(c app_public.client_companies) returns boolean as $$
  select c.invoice_internal_number_count_up_mode
    or exists (select 1 from app_public.document_categories dc
               where dc.client_company_id = c.id and dc.internal_number_mode = 'COUNT_UP');
$$ language sql stable;
comment on function app_public.client_companies_uses_internal_number_mode(app_public.client_companies) is E'@notNull\nInvoices of the company get internal numbers counted up (the company setting, or a category counting up).';

--------------------------------------------------------------------------------
-- invoiceInternalNumberCountUpMode: the next internal number, gapless under concurrency (the
-- counter row is locked until the inserting transaction ends; a rollback gives its number back).

create table app_private.invoice_internal_number_counters (
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  -- the category that counts itself, or the company's own id for the company-wide counter
  scope_id uuid not null,
  last_number bigint not null check (last_number >= 0),
  primary key (client_company_id, scope_id)
);
comment on table app_private.invoice_internal_number_counters is 'The last internal invoice number handed out, per company (scope = company id) or per counting category.';

create function app_hidden.next_invoice_internal_number(company_id uuid, category_id uuid) returns text as $$
declare
  mode app_public.internal_number_mode;
  min_number integer;
  company_mode boolean;
  scope uuid;
  result bigint;
begin
  select dc.internal_number_mode, dc.internal_number_min into mode, min_number
    from app_public.document_categories dc
   where dc.client_company_id = next_invoice_internal_number.company_id and dc.id = next_invoice_internal_number.category_id;
  select c.invoice_internal_number_count_up_mode into company_mode
    from app_public.client_companies c where c.id = next_invoice_internal_number.company_id;
  if mode = 'COUNT_UP' then
    scope := category_id;
  elsif company_mode then
    scope := company_id;
    min_number := null;
  else
    return null;
  end if;
  insert into app_private.invoice_internal_number_counters as n (client_company_id, scope_id, last_number)
  values (company_id, scope, greatest(coalesce(min_number, 1), 1))
  on conflict (client_company_id, scope_id)
    do update set last_number = greatest(n.last_number + 1, coalesce(min_number, 1))
  returning n.last_number into result;
  return result::text;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
revoke all on function app_hidden.next_invoice_internal_number(uuid, uuid) from public, app_user, app_anonymous;
comment on function app_hidden.next_invoice_internal_number(uuid, uuid) is 'Hands out the next internal invoice number of a category counting up (from its minimum) or of the company (invoiceInternalNumberCountUpMode); null when neither counts.';

create function app_private.tg_invoices__internal_number() returns trigger as $$
begin
  if new.internal_number is null or btrim(new.internal_number) = '' then
    new.internal_number := app_hidden.next_invoice_internal_number(
      new.client_company_id,
      (select d.category_id from app_public.documents d where d.client_company_id = new.client_company_id and d.id = new.document_id));
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _150_internal_number before insert on app_public.invoices
  for each row execute procedure app_private.tg_invoices__internal_number();

--------------------------------------------------------------------------------
-- abandonedDocumentsWarning: open documents nobody touched for N days.

create function app_hidden.document_is_abandoned(company_id uuid, document_id uuid, updated_at timestamptz) returns boolean as $$
  select c.abandoned_documents_warning is not null
    and greatest(document_is_abandoned.updated_at,
                 (select max(h.created_at) from app_public.document_history_entries h
                   where h.client_company_id = document_is_abandoned.company_id and h.document_id = document_is_abandoned.document_id))
        < now() - make_interval(days => c.abandoned_documents_warning)
  from app_public.client_companies c where c.id = document_is_abandoned.company_id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

create function app_public.documents_is_abandoned(d app_public.documents) returns boolean as $$
  select d.state = 'IN_REVIEW' and not d.archived and not d.superseded
    and coalesce(app_hidden.document_is_abandoned(d.client_company_id, d.id, d.updated_at), false);
$$ language sql stable;
comment on function app_public.documents_is_abandoned(app_public.documents) is E'@notNull\nThe document is still in review and nobody touched it for the company''s abandonedDocumentsWarning days.';

create function app_public.client_companies_abandoned_documents_count(c app_public.client_companies) returns integer as $$
  select case when c.abandoned_documents_warning is null then 0 else (
    select count(*)::int from app_public.documents d
     where d.client_company_id = c.id and d.state = 'IN_REVIEW' and not d.archived and not d.superseded
       and d.updated_at < now() - make_interval(days => c.abandoned_documents_warning)
       and app_hidden.document_is_abandoned(d.client_company_id, d.id, d.updated_at)) end;
$$ language sql stable;
comment on function app_public.client_companies_abandoned_documents_count(app_public.client_companies) is E'@notNull\nHow many of the documents the user sees are abandoned (0 when the warning is off).';

--------------------------------------------------------------------------------
-- ibans and blacklisted partner VAT ids

create function app_hidden.is_own_iban(company_id uuid, iban text) returns boolean as $$
  select iban is not null and exists (
    select 1 from app_public.client_companies c
     where c.id = is_own_iban.company_id
       and upper(regexp_replace(is_own_iban.iban, '\s', '', 'g')) = any (c.ibans));
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.is_own_iban(uuid, text) is 'The IBAN is one of the company''s own (company config ibans).';

create function app_hidden.is_blacklisted_partner_vat_id(company_id uuid, vat_id text) returns boolean as $$
  select vat_id is not null and exists (
    select 1 from app_public.client_companies c
     where c.id = is_blacklisted_partner_vat_id.company_id
       and upper(regexp_replace(is_blacklisted_partner_vat_id.vat_id, '[\s.-]', '', 'g')) = any (c.blacklisted_partner_vat_ids));
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.is_blacklisted_partner_vat_id(uuid, text) is 'Document capture never takes this VAT id for a partner (company info blacklistedPartnerVatIds).';

create function app_public.invoices_iban_is_own(i app_public.invoices) returns boolean as $$
  select coalesce(app_hidden.is_own_iban(i.client_company_id, app_public.invoices_payment_iban(i)), false);
$$ language sql stable;
comment on function app_public.invoices_iban_is_own(app_public.invoices) is E'@notNull\nThe IBAN the invoice would be paid to is one of the company''s own: paying it is refused (PAYMENT_TO_OWN_IBAN).';

create function app_public.money_transactions_is_own_account_transfer(t app_public.money_transactions) returns boolean as $$
  select coalesce(app_hidden.is_own_iban(t.client_company_id, t.counterparty_iban), false);
$$ language sql stable;
comment on function app_public.money_transactions_is_own_account_transfer(app_public.money_transactions) is E'@notNull\nThe counterparty is one of the company''s own accounts (a transfer between own accounts, no invoice to match).';

--------------------------------------------------------------------------------
-- createPartnerAccount: the account capture opens for a partner it created.

create function app_hidden.create_partner_account_for(company_id uuid, partner_id uuid, account_type app_public.partner_account_type)
returns uuid as $$
declare
  len integer;
  first_number bigint;
  last_number bigint;
  partner_name text;
  result uuid;
begin
  select c.general_ledger_account_length + 1 into len from app_public.client_companies c
   where c.id = company_id and c.create_partner_account and c.accounting_system is not null;
  if len is null then
    return null;
  end if;
  select p.name into partner_name from app_public.partner_companies p where p.client_company_id = company_id and p.id = partner_id;
  if partner_name is null then
    return null;
  end if;
  -- creditors from 70000 (length 5), debtors from 10000: the first free number after the highest
  first_number := (case when account_type = 'CREDITOR' then 7 else 1 end) * power(10, len - 1)::bigint;
  perform pg_advisory_xact_lock(hashtextextended('partner_accounts:' || company_id::text, 0));
  select max(a.number::bigint) into last_number from app_public.partner_accounts a
   where a.client_company_id = company_id and a.type = account_type and length(a.number) = len;
  if coalesce(last_number + 1, first_number) >= (case when account_type = 'CREDITOR' then 10 else 7 end) * power(10, len - 1)::bigint then
    return null; -- the range is full: the partner stays without an account
  end if;
  insert into app_public.partner_accounts (client_company_id, number, description, type, partner_company_id)
  values (company_id, greatest(coalesce(last_number + 1, first_number), first_number)::text, left(btrim(partner_name), 200), account_type, partner_id)
  returning id into result;
  return result;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.create_partner_account_for(uuid, uuid, app_public.partner_account_type) is 'Opens a partner account with the next free number for a partner capture created, when the company has createPartnerAccount and an accounting system; the account id, or null.';
revoke all on function app_hidden.create_partner_account_for(uuid, uuid, app_public.partner_account_type) from public, app_user, app_anonymous;

--------------------------------------------------------------------------------
-- disableReviewWorkflowManage: the workflow move refusal learns WORKFLOW_MANAGE_DISABLED.

create or replace function app_hidden.workflow_step_move_refusal(company_id uuid, document_id uuid, target_step_id uuid) returns text as $$
declare
  a app_hidden.access := app_hidden.current_user_access(workflow_step_move_refusal.company_id);
  d app_public.documents;
  cur app_public.document_workflow_steps;
  target app_public.document_workflow_steps;
  passed app_public.document_workflow_steps;
  unmet text;
begin
  if not coalesce(a.documents_manage, false) then
    return 'DOCUMENT_CHANGE_FORBIDDEN';
  end if;
  select * into d from app_public.documents x
    where x.client_company_id = workflow_step_move_refusal.company_id and x.id = workflow_step_move_refusal.document_id;
  if d.id is null then
    return 'DOCUMENT_NOT_FOUND';
  end if;
  if d.superseded then
    return 'DOCUMENT_SUPERSEDED';
  end if;
  if target_step_id is not null then
    select * into target from app_public.document_workflow_steps s
      where s.client_company_id = d.client_company_id and s.id = workflow_step_move_refusal.target_step_id;
    if target.id is null then
      return 'WORKFLOW_STEP_NOT_FOUND';
    end if;
  end if;
  if d.workflow_step_id is not distinct from target_step_id then
    return null;
  end if;
  if d.workflow_step_id is not null then
    select * into cur from app_public.document_workflow_steps s
      where s.client_company_id = d.client_company_id and s.id = d.workflow_step_id;
  end if;
  -- disableReviewWorkflowManage: only admins choose a workflow, leave it or switch it
  if not a.admin
     and (target.id is null or cur.id is null or target.workflow_id is distinct from cur.workflow_id)
     and coalesce((select c.disable_review_workflow_manage from app_public.client_companies c where c.id = d.client_company_id), false) then
    return 'WORKFLOW_MANAGE_DISABLED';
  end if;
  if cur.id is null then
    return null;
  end if;
  if cur.protected and not a.admin and not exists (
    select 1 from app_public.document_workflow_step_users su
    where su.client_company_id = cur.client_company_id and su.step_id = cur.id
      and su.user_id = app_hidden.current_user_id()) then
    return 'WORKFLOW_STEP_PROTECTED';
  end if;
  -- Forward: the conditions of the current step and of every step skipped.
  if target.id is not null and target.workflow_id = cur.workflow_id
     and (target.sort_index, target.id) > (cur.sort_index, cur.id) then
    for passed in
      select * from app_public.document_workflow_steps s
      where s.client_company_id = cur.client_company_id and s.workflow_id = cur.workflow_id
        and (s.sort_index, s.id) >= (cur.sort_index, cur.id) and (s.sort_index, s.id) < (target.sort_index, target.id)
      order by s.sort_index, s.id
    loop
      unmet := app_hidden.workflow_step_unmet_condition(passed.client_company_id, d.id, passed.id);
      if unmet is not null then
        return unmet;
      end if;
    end loop;
  end if;
  return null;
end;
$$ language plpgsql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.workflow_step_move_refusal(uuid, uuid, uuid) is 'Null when the request''s user may move the document to the step (null: out of its workflow), else the reason (a code the UI translates; WORKFLOW_MANAGE_DISABLED: disableReviewWorkflowManage and the move chooses, leaves or switches a workflow).';

--------------------------------------------------------------------------------
-- The mutations of the two pages

-- Empty text is no value; lists are trimmed, upper-cased, without blanks and duplicates.
create function app_hidden.clean_text(value text) returns text as $$
  select nullif(btrim(value), '');
$$ language sql immutable;
create function app_hidden.clean_codes(values_ text[], strip text) returns text[] as $$
  select case when values_ is null then null else coalesce(array_agg(distinct x order by x), '{}') end
    from (select upper(regexp_replace(v, strip, '', 'g')) x from unnest(values_) v) s
   where x <> '';
$$ language sql immutable;

create function app_hidden.company_settings_access_refusal(company_id uuid, need_admin boolean) returns text as $$
declare
  a app_hidden.access := app_hidden.current_user_access(company_id);
begin
  if not exists (select 1 from app_public.client_companies c where c.id = company_id)
     or not (coalesce(a.is_member, false) or app_hidden.current_user_is_super_admin()) then
    return 'YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST';
  end if;
  if need_admin and not a.admin then
    return 'COMPANY_CONFIG_FORBIDDEN';
  end if;
  if not need_admin and not a.company_manage then
    return 'COMPANY_SETTINGS_FORBIDDEN';
  end if;
  return null;
end;
$$ language plpgsql stable security definer set search_path to pg_catalog, public, pg_temp;

create function app_public.update_client_company_info(
  client_company_row_id uuid,
  email_alias text default null,
  accounting_email text default null,
  tax_reclaimable boolean default null,
  vat_declaration text default null,
  processing text default null,
  sepa_creditor_row_id text default null,
  blacklisted_partner_vat_ids text[] default null,
  notes text default null
) returns app_public.client_companies as $$
declare
  refusal text := app_hidden.company_settings_access_refusal(client_company_row_id, false);
  c app_public.client_companies;
begin
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  update app_public.client_companies cc set
    email_alias = case when update_client_company_info.email_alias is null then cc.email_alias else lower(app_hidden.clean_text(update_client_company_info.email_alias)) end,
    accounting_email = case when update_client_company_info.accounting_email is null then cc.accounting_email else app_hidden.clean_text(update_client_company_info.accounting_email) end,
    tax_reclaimable = coalesce(update_client_company_info.tax_reclaimable, cc.tax_reclaimable),
    vat_declaration = case when update_client_company_info.vat_declaration is null then cc.vat_declaration else app_hidden.clean_text(update_client_company_info.vat_declaration) end,
    processing = case when update_client_company_info.processing is null then cc.processing else app_hidden.clean_text(update_client_company_info.processing) end,
    sepa_creditor_id = case when update_client_company_info.sepa_creditor_row_id is null then cc.sepa_creditor_id else upper(regexp_replace(app_hidden.clean_text(update_client_company_info.sepa_creditor_row_id), '\s', '', 'g')) end,
    blacklisted_partner_vat_ids = coalesce(app_hidden.clean_codes(update_client_company_info.blacklisted_partner_vat_ids, '[\s.-]'), cc.blacklisted_partner_vat_ids),
    notes = case when update_client_company_info.notes is null then cc.notes else app_hidden.clean_text(update_client_company_info.notes) end
  where cc.id = client_company_row_id
  returning * into c;
  return c;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.update_client_company_info(uuid, text, text, boolean, text, text, text, text[], text) is E'@resultFieldName clientCompany\nSaves the company info (company-manage access): upload e-mail alias, accounting e-mail, input-VAT deduction, VAT return period, who processes, SEPA creditor id (pain.008), blacklisted partner VAT ids, notes (a value not given stays; an empty text clears). Refusals: YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST, COMPANY_SETTINGS_FORBIDDEN, and the columns'' constraints.';
revoke all on function app_public.update_client_company_info(uuid, text, text, boolean, text, text, text, text[], text) from public;
grant execute on function app_public.update_client_company_info(uuid, text, text, boolean, text, text, text, text[], text) to app_user;

create function app_public.update_client_company_config(
  client_company_row_id uuid,
  append_audit_trail boolean default null,
  invoice_cost_centers boolean default null,
  abandoned_documents_warning integer default null,
  create_partner boolean default null,
  create_partner_account boolean default null,
  bmd_bankinfo boolean default null,
  restrict_booking_export boolean default null,
  disable_incomplete_export boolean default null,
  disable_review_workflow_manage boolean default null,
  disable_unverified_iban_check boolean default null,
  invoice_internal_number_count_up_mode boolean default null,
  disable_invoice_internal_number_edit boolean default null,
  restrict_document_delete boolean default null,
  assign_protected_document_category boolean default null,
  custom_doc_fields boolean default null,
  ibans text[] default null,
  payment_reminder_message text default null,
  disabled_matching_checks app_public.matching_check[] default null,
  custom_doc_field_names text[] default null
) returns app_public.client_companies as $$
declare
  refusal text := app_hidden.company_settings_access_refusal(client_company_row_id, true);
  c app_public.client_companies;
begin
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  update app_public.client_companies cc set
    append_audit_trail = coalesce(update_client_company_config.append_audit_trail, cc.append_audit_trail),
    invoice_cost_centers = coalesce(update_client_company_config.invoice_cost_centers, cc.invoice_cost_centers),
    abandoned_documents_warning = case when update_client_company_config.abandoned_documents_warning is null then cc.abandoned_documents_warning
                                       else nullif(update_client_company_config.abandoned_documents_warning, 0) end,
    create_partner = coalesce(update_client_company_config.create_partner, cc.create_partner),
    create_partner_account = coalesce(update_client_company_config.create_partner_account, cc.create_partner_account),
    bmd_bankinfo = coalesce(update_client_company_config.bmd_bankinfo, cc.bmd_bankinfo),
    restrict_booking_export = coalesce(update_client_company_config.restrict_booking_export, cc.restrict_booking_export),
    disable_incomplete_export = coalesce(update_client_company_config.disable_incomplete_export, cc.disable_incomplete_export),
    disable_review_workflow_manage = coalesce(update_client_company_config.disable_review_workflow_manage, cc.disable_review_workflow_manage),
    disable_unverified_iban_check = coalesce(update_client_company_config.disable_unverified_iban_check, cc.disable_unverified_iban_check),
    invoice_internal_number_count_up_mode = coalesce(update_client_company_config.invoice_internal_number_count_up_mode, cc.invoice_internal_number_count_up_mode),
    disable_invoice_internal_number_edit = coalesce(update_client_company_config.disable_invoice_internal_number_edit, cc.disable_invoice_internal_number_edit),
    restrict_document_delete = coalesce(update_client_company_config.restrict_document_delete, cc.restrict_document_delete),
    assign_protected_document_category = coalesce(update_client_company_config.assign_protected_document_category, cc.assign_protected_document_category),
    custom_doc_fields = coalesce(update_client_company_config.custom_doc_fields, cc.custom_doc_fields),
    ibans = coalesce(app_hidden.clean_codes(update_client_company_config.ibans, '\s'), cc.ibans),
    custom_doc_field_names = coalesce((select array_agg(btrim(x) order by n) from unnest(update_client_company_config.custom_doc_field_names) with ordinality u(x, n)
                                        where btrim(x) <> ''), case when update_client_company_config.custom_doc_field_names is null then cc.custom_doc_field_names else '{}' end),
    payment_reminder_message = case when update_client_company_config.payment_reminder_message is null then cc.payment_reminder_message
                                    else app_hidden.clean_text(update_client_company_config.payment_reminder_message) end
  where cc.id = client_company_row_id
  returning * into c;
  if disabled_matching_checks is not null then
    delete from app_public.client_company_disabled_matching_checks d
     where d.client_company_id = client_company_row_id and not (d.name = any (disabled_matching_checks));
    insert into app_public.client_company_disabled_matching_checks (client_company_id, name)
    select client_company_row_id, x from unnest(disabled_matching_checks) x
    on conflict (client_company_id, name) do nothing;
  end if;
  return c;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.update_client_company_config(uuid, boolean, boolean, integer, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, text[], text, app_public.matching_check[], text[]) is E'@resultFieldName clientCompany\nSaves the company''s advanced settings (admin access): the behaviour flags, the abandoned-documents days, the own IBANs, the payment-reminder text, the custom document fields'' names and the matching checks the engine skips (a value not given stays; an empty text clears; abandonedDocumentsWarning 0 switches the warning off). Refusals: YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST, COMPANY_CONFIG_FORBIDDEN, and the columns'' constraints.';
revoke all on function app_public.update_client_company_config(uuid, boolean, boolean, integer, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, text[], text, app_public.matching_check[], text[]) from public;
grant execute on function app_public.update_client_company_config(uuid, boolean, boolean, integer, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, text[], text, app_public.matching_check[], text[]) to app_user;

-- The matching checks are part of the company config: admins only, like the page.
create or replace function app_public.set_client_company_disabled_matching_checks(client_company_row_id uuid, checks app_public.matching_check[])
returns setof app_public.client_company_disabled_matching_checks as $$
declare
  refusal text := app_hidden.company_settings_access_refusal(client_company_row_id, true);
begin
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  delete from app_public.client_company_disabled_matching_checks d
  where d.client_company_id = client_company_row_id and not (d.name = any (checks));
  insert into app_public.client_company_disabled_matching_checks (client_company_id, name)
  select client_company_row_id, c from unnest(checks) c
  on conflict (client_company_id, name) do nothing;
  return query select * from app_public.client_company_disabled_matching_checks d where d.client_company_id = client_company_row_id order by d.name;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

--------------------------------------------------------------------------------
-- assignProtectedDocumentCategory: the category of a document in a protected step is the
-- step's people's to change.

create function app_private.tg_documents__protected_category() returns trigger as $$
declare
  step app_public.document_workflow_steps;
begin
  if app_hidden.current_user_id() is null or new.workflow_step_id is null then
    return new;
  end if;
  if not coalesce((select c.assign_protected_document_category from app_public.client_companies c where c.id = new.client_company_id), false) then
    return new;
  end if;
  select * into step from app_public.document_workflow_steps s
   where s.client_company_id = new.client_company_id and s.id = old.workflow_step_id;
  if step.protected
     and not coalesce((app_hidden.current_user_access(new.client_company_id)).admin, false)
     and not exists (select 1 from app_public.document_workflow_step_users su
                      where su.client_company_id = step.client_company_id and su.step_id = step.id
                        and su.user_id = app_hidden.current_user_id()) then
    raise exception 'DOCUMENT_CATEGORY_PROTECTED' using errcode = '42501', column = 'categoryRowId';
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _260_protected_category before update of category_id on app_public.documents
  for each row when (old.category_id is distinct from new.category_id)
  execute procedure app_private.tg_documents__protected_category();

--------------------------------------------------------------------------------
-- invoiceCostCenters: one set of cost centres per invoice, checked when the transaction ends
-- (the booking lines are replaced one by one).

create function app_private.tg_accounting_items__invoice_cost_centers() returns trigger as $$
declare
  company_id uuid := coalesce(new.client_company_id, old.client_company_id);
  doc_id uuid;
begin
  if tg_table_name = 'accounting_items' then
    doc_id := coalesce(new.document_id, old.document_id);
  else
    select ai.document_id into doc_id from app_public.accounting_items ai
     where ai.client_company_id = company_id and ai.id = coalesce(new.accounting_item_id, old.accounting_item_id);
  end if;
  if doc_id is null
     or not coalesce((select c.invoice_cost_centers from app_public.client_companies c where c.id = company_id), false) then
    return null;
  end if;
  if (select count(distinct centers) from (
        select coalesce(array_agg(cc.cost_center_id order by cc.cost_center_id) filter (where cc.cost_center_id is not null), '{}') as centers
          from app_public.accounting_items ai
          left join app_public.accounting_item_cost_centers cc
            on cc.client_company_id = ai.client_company_id and cc.accounting_item_id = ai.id
         where ai.client_company_id = company_id and ai.document_id = doc_id
         group by ai.id) x) > 1 then
    raise exception 'INVOICE_COST_CENTERS_DIFFER' using errcode = 'P0001', column = 'costCenters';
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create constraint trigger _900_invoice_cost_centers after insert or update on app_public.accounting_items
  deferrable initially deferred
  for each row execute procedure app_private.tg_accounting_items__invoice_cost_centers();
create constraint trigger _900_invoice_cost_centers after insert or update or delete on app_public.accounting_item_cost_centers
  deferrable initially deferred
  for each row execute procedure app_private.tg_accounting_items__invoice_cost_centers();

--------------------------------------------------------------------------------
-- customDocFields: the document's texts for the company's custom fields.

create function app_public.set_document_custom_field_values(document_row_id uuid, field_values jsonb)
returns app_public.documents as $$
declare
  d app_public.documents;
  co app_public.client_companies;
  cleaned jsonb;
  unknown text;
begin
  select * into d from app_public.documents x where x.id = document_row_id;
  if d.id is null or not app_hidden.current_user_can_see_company(d.client_company_id) then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  if not coalesce((app_hidden.current_user_access(d.client_company_id)).documents_manage, false) then
    raise exception 'DOCUMENT_CHANGE_FORBIDDEN' using errcode = '42501';
  end if;
  select * into co from app_public.client_companies c where c.id = d.client_company_id;
  if not co.custom_doc_fields then
    raise exception 'CUSTOM_DOC_FIELDS_DISABLED' using errcode = 'P0001';
  end if;
  if jsonb_typeof(coalesce(field_values, '{}')) <> 'object' then
    raise exception 'CUSTOM_DOC_FIELD_VALUES_INVALID' using errcode = '22023', column = 'fieldValues';
  end if;
  select min(k) into unknown from jsonb_object_keys(coalesce(field_values, '{}')) k where not k = any (co.custom_doc_field_names);
  if unknown is not null then
    raise exception 'CUSTOM_DOC_FIELD_UNKNOWN' using errcode = '22023', column = 'fieldValues';
  end if;
  -- texts trimmed; an empty one removes the field's value
  select coalesce(jsonb_object_agg(e.key, btrim(e.value #>> '{}')), '{}') into cleaned
    from jsonb_each(coalesce(field_values, '{}')) e
   where jsonb_typeof(e.value) = 'string' and btrim(e.value #>> '{}') <> '';
  if exists (select 1 from jsonb_each(coalesce(field_values, '{}')) e where jsonb_typeof(e.value) not in ('string', 'null')) then
    raise exception 'CUSTOM_DOC_FIELD_VALUES_INVALID' using errcode = '22023', column = 'fieldValues';
  end if;
  update app_public.documents x set custom_field_values = cleaned where x.id = d.id returning * into d;
  return d;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.set_document_custom_field_values(uuid, jsonb) is 'Sets the document''s custom field texts ({field name: text}; empty or null removes one) and returns it. Refusals: DOCUMENT_NOT_FOUND, DOCUMENT_CHANGE_FORBIDDEN (documents-manage access), CUSTOM_DOC_FIELDS_DISABLED (the company''s customDocFields is off), CUSTOM_DOC_FIELD_UNKNOWN (not one of customDocFieldNames), CUSTOM_DOC_FIELD_VALUES_INVALID, documents_custom_field_values_valid (at most 20 texts of at most 500 characters).';
revoke all on function app_public.set_document_custom_field_values(uuid, jsonb) from public;
grant execute on function app_public.set_document_custom_field_values(uuid, jsonb) to app_user;
