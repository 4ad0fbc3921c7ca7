--! Previous: sha1:27a778a1c91c809ac9cd17a1e5d82150f60ee62c
--! Hash: sha1:858be508c2b63dafce54752c7e64e00bab89983e
--! Message: Invoice fields read with too little confidence are offered as suggestions; partner master data and layouts learned per partner fill invoices

--------------------------------------------------------------------------------
-- Field extraction: suggestions beside empty fields, values from the partner's master data,
-- and layouts learned per partner from what people confirmed.

drop trigger if exists _310_field_suggestions on app_public.invoices;
drop function if exists app_private.tg_invoices__field_suggestions();
drop trigger if exists _800_learn_layout on app_public.document_field_states;
drop function if exists app_private.tg_document_field_states__learn_layout();
drop function if exists app_public.dismiss_document_field_suggestion(uuid);
drop table if exists app_public.document_field_suggestions;
drop table if exists app_public.partner_layout_templates;
drop table if exists app_private.document_page_layouts;

-- Where a value came from: also from the partner's master data, or a suggestion a person accepted.
alter type app_public.field_value_source add value if not exists 'PARTNER';
alter type app_public.field_value_source add value if not exists 'SUGGESTION';
comment on type app_public.field_value_source is 'Where a field''s value came from: the e-invoice XML (exact), text extraction (with a confidence), a person, the partner''s master data, or an extraction suggestion a person accepted.';

--------------------------------------------------------------------------------
-- Suggestions: values the extraction read with too little confidence to fill the field.

create table app_public.document_field_suggestions (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  -- The field-state name (camel case, e.g. invoiceNumber).
  field text not null check (field ~ '^[a-z][A-Za-z0-9]{0,62}$'),
  -- Dates yyyy-mm-dd, amounts 1234.56, text as read.
  value text not null check (length(value) between 1 and 500),
  confidence numeric(4, 3) not null check (confidence between 0 and 1),
  -- Where it was read: {page, x, y, width, height, label?} in the page's points, y downwards.
  evidence jsonb check (evidence is null or jsonb_typeof(evidence) = 'object'),
  created_at timestamptz not null default now(),
  constraint document_field_suggestions_document_field_key unique (document_id, field),
  constraint document_field_suggestions_document_id_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete cascade
);
create index document_field_suggestions_company_document_idx
  on app_public.document_field_suggestions (client_company_id, document_id);
alter table app_public.document_field_suggestions enable row level security;
comment on table app_public.document_field_suggestions is E'@behavior -insert -update -delete\nA value the extraction read with too little confidence to fill the field in: offered beside the empty field until a person accepts it, types a value or dismisses it.';
comment on constraint document_field_suggestions_document_id_fkey on app_public.document_field_suggestions is E'@fieldName document\n@foreignFieldName fieldSuggestions';
comment on column app_public.document_field_suggestions.field is 'The field (camel-case field-state name, e.g. invoiceNumber).';
comment on column app_public.document_field_suggestions.value is 'The value as read: dates yyyy-mm-dd, amounts with a dot (1234.56), text as printed.';
comment on column app_public.document_field_suggestions.evidence is 'Where it was read: {page, x, y, width, height, label} in the page''s points, y downwards.';

create policy select_member on app_public.document_field_suggestions for select using (
  client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
  or document_id in (select app_hidden.current_user_restricted_document_ids())
);
create policy select_shared on app_public.document_field_suggestions for select using (
  document_id in (select app_hidden.current_user_shared_document_ids())
);
-- Dismissing (dismiss_document_field_suggestion) is a change of the document.
create policy delete_change on app_public.document_field_suggestions for delete using (
  app_hidden.can_change_document(client_company_id, document_id)
);
grant select, delete on app_public.document_field_suggestions to app_user;

create function app_public.dismiss_document_field_suggestion(suggestion_row_id uuid)
returns app_public.document_field_suggestions as $$
declare
  s app_public.document_field_suggestions;
  refusal text;
begin
  -- Only a suggestion the caller can see (RLS) is found.
  select * into s from app_public.document_field_suggestions where id = suggestion_row_id;
  if s.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(s.client_company_id, s.document_id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  delete from app_public.document_field_suggestions where id = s.id;
  return s;
end;
$$ language plpgsql volatile security invoker set search_path to pg_catalog, public, pg_temp;
comment on function app_public.dismiss_document_field_suggestion(uuid) is 'Removes a suggestion beside an empty field (the person does not want it).';


-- A value written into a field settles its suggestion: accepted (the same value, the field is
-- marked as an accepted suggestion) or replaced by what the person typed.
create function app_private.tg_invoices__field_suggestions() returns trigger as $$
declare
  s record;
  written text;
begin
  for s in
    select fs.id, fs.field, fs.value, fs.confidence, n.value as new_value
      from app_public.document_field_suggestions fs
      join jsonb_each(to_jsonb(new)) n
        on lower(substr(n.key, 1, 1)) || substr(replace(initcap(replace(n.key, '_', ' ')), ' ', ''), 2) = fs.field
     where fs.document_id = new.document_id
       and n.value is distinct from (to_jsonb(old) -> n.key)
       and jsonb_typeof(n.value) <> 'null'
  loop
    written := s.new_value #>> '{}';
    if written = s.value
       or (jsonb_typeof(s.new_value) = 'number' and s.value ~ '^-?[0-9]+(\.[0-9]+)?$' and written::numeric = s.value::numeric)
    then
      update app_public.document_field_states
         set source = 'SUGGESTION', confidence = s.confidence
       where document_id = new.document_id and field = s.field;
    end if;
    delete from app_public.document_field_suggestions where id = s.id;
  end loop;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _310_field_suggestions after update on app_public.invoices
  for each row execute procedure app_private.tg_invoices__field_suggestions();

--------------------------------------------------------------------------------
-- The positioned text of each page (for learning where a partner prints its values).

create table app_private.document_page_layouts (
  document_id uuid not null,
  page_no integer not null check (page_no >= 1),
  client_company_id uuid not null,
  -- The page's size in points.
  width real not null check (width > 0),
  height real not null check (height > 0),
  -- [[text, x, baseline y, width, font size], …] in points, y downwards.
  items jsonb not null check (jsonb_typeof(items) = 'array'),
  primary key (document_id, page_no),
  foreign key (client_company_id, document_id) references app_public.documents (client_company_id, id) on delete cascade
);
create index document_page_layouts_company_document_idx on app_private.document_page_layouts (client_company_id, document_id);
comment on table app_private.document_page_layouts is 'The text layer of a PDF page as positioned pieces, kept from capture so confirming an invoice can learn where its values are printed.';

--------------------------------------------------------------------------------
-- Layout templates: per company and partner, where that partner prints each value.

create table app_public.partner_layout_templates (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  partner_company_id uuid not null,
  document_type app_public.document_type not null,
  -- {version, fields: {invoiceNumber: {page, x, y, width, height, right, label, labelX, labelY, tokens}, …}}
  template jsonb not null check (jsonb_typeof(template) = 'object'),
  learned_from_document_id uuid,
  learned_at timestamptz not null default now(),
  used_count integer not null default 0,
  last_used_at timestamptz,
  constraint partner_layout_templates_partner_type_key unique (client_company_id, partner_company_id, document_type),
  constraint partner_layout_templates_partner_company_id_fkey foreign key (client_company_id, partner_company_id)
    references app_public.partner_companies (client_company_id, id) on delete cascade,
  constraint partner_layout_templates_learned_from_document_id_fkey foreign key (learned_from_document_id)
    references app_public.documents (id) on delete set null
);
create index partner_layout_templates_partner_idx on app_public.partner_layout_templates (client_company_id, partner_company_id);
create index partner_layout_templates_learned_from_idx on app_public.partner_layout_templates (learned_from_document_id);
alter table app_public.partner_layout_templates enable row level security;
comment on table app_public.partner_layout_templates is E'@behavior -insert -update -delete\nWhere a partner prints the values of its invoices, learned from the fields a person confirmed or corrected; read first for the partner''s next invoice of the same layout (the built-in custom extraction per partner).';
comment on constraint partner_layout_templates_partner_company_id_fkey on app_public.partner_layout_templates is E'@fieldName partnerCompany\n@foreignFieldName layoutTemplates';
comment on constraint partner_layout_templates_learned_from_document_id_fkey on app_public.partner_layout_templates is E'@fieldName learnedFromDocument\n@foreignFieldName learnedLayoutTemplates';

create policy select_member on app_public.partner_layout_templates for select using (
  client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
);
grant select on app_public.partner_layout_templates to app_user;

-- A person saving or confirming a field of an invoice read from a PDF's text: learn the layout
-- (a job, collapsed per document, so several saves in a row learn once).
create function app_private.tg_document_field_states__learn_layout() returns trigger as $$
begin
  if app_hidden.current_user_id() is null then return new; end if;
  if new.source = 'EINVOICE' then return new; end if;
  if new.confirmed_by_user_id is null and new.source <> 'USER' and new.source <> 'SUGGESTION' then return new; end if;
  if not exists (select 1 from app_private.document_page_layouts l where l.document_id = new.document_id) then
    return new;
  end if;
  perform app_private.enqueue_job(
    'partner_layout_templates__learn',
    json_build_object('documentRowId', new.document_id),
    'learn-layout:' || new.document_id
  );
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _800_learn_layout after insert or update on app_public.document_field_states
  for each row execute procedure app_private.tg_document_field_states__learn_layout();
