--! Previous: sha1:d5a3b2be0791c31b6af7d832074777d613b1f99b
--! Hash: sha1:32ed4aa61d84425d390dce1a2223f8fda0cdb6a3
--! Message: tags real-estate partner accounts completeness gl sort

-- Tags, real-estate objects, partner accounts, invoice completeness and the general-ledger-account
-- sort (issues 5 and 6): the company's tags (Schlagwörter) and the documents carrying them; its
-- real-estate objects (Objekte of a property manager) with their tenants and owners, and the
-- documents booked to them; its partner accounts (Personenkonten: Kreditoren and Debitoren) and
-- the invoice's partner account; what an invoice still lacks for the booking export, kept on the
-- document as a list key; and the list keys of the ledger-account and real-estate-object sorts.

--------------------------------------------------------------------------------
-- Undo (idempotent re-runs of this file)

drop policy if exists select_member on app_public.client_company_tags;
drop policy if exists insert_tags_manage on app_public.client_company_tags;
drop policy if exists update_tags_manage on app_public.client_company_tags;
drop policy if exists delete_tags_manage on app_public.client_company_tags;
drop policy if exists select_member on app_public.document_tags;
drop policy if exists insert_changeable on app_public.document_tags;
drop policy if exists delete_changeable on app_public.document_tags;
drop policy if exists select_member on app_public.real_estate_objects;
drop policy if exists insert_company_manage on app_public.real_estate_objects;
drop policy if exists update_company_manage on app_public.real_estate_objects;
drop policy if exists delete_company_manage on app_public.real_estate_objects;
drop policy if exists select_member on app_public.real_estate_object_tenant_owners;
drop policy if exists insert_company_manage on app_public.real_estate_object_tenant_owners;
drop policy if exists update_company_manage on app_public.real_estate_object_tenant_owners;
drop policy if exists delete_company_manage on app_public.real_estate_object_tenant_owners;
drop policy if exists select_member on app_public.document_real_estate_object_instances;
drop policy if exists insert_changeable on app_public.document_real_estate_object_instances;
drop policy if exists delete_changeable on app_public.document_real_estate_object_instances;
drop policy if exists select_member on app_public.partner_accounts;
drop policy if exists insert_accounting on app_public.partner_accounts;
drop policy if exists update_accounting on app_public.partner_accounts;
drop policy if exists delete_accounting on app_public.partner_accounts;

drop trigger if exists _205_partner_account on app_public.invoices;
drop trigger if exists _620_accounting_keys on app_public.invoices;
drop trigger if exists _621_accounting_keys on app_public.invoices;
drop trigger if exists _620_accounting_keys on app_public.documents;
drop trigger if exists _620_accounting_keys on app_public.accounting_items;
drop trigger if exists _621_accounting_keys on app_public.accounting_items;
drop trigger if exists _622_accounting_keys on app_public.accounting_items;
drop trigger if exists _620_accounting_keys on app_public.document_real_estate_object_instances;
drop trigger if exists _620_accounting_keys on app_public.real_estate_objects;
drop trigger if exists _620_accounting_keys on app_public.client_company_features;
drop trigger if exists _620_accounting_keys on app_public.general_ledger_accounts;
drop trigger if exists _620_accounting_keys on app_public.value_added_taxes;

drop function if exists app_public.set_document_tags(uuid, uuid[]);
drop function if exists app_public.set_document_real_estate_object_instances(uuid, app_public.real_estate_object_instance_input[]);
drop function if exists app_public.documents_tags(app_public.documents);
drop function if exists app_public.client_company_tags_document_tag_count(app_public.client_company_tags);
drop function if exists app_public.real_estate_objects_document_count(app_public.real_estate_objects);
drop function if exists app_public.partner_accounts_invoice_count(app_public.partner_accounts);
drop function if exists app_public.partner_accounts_full_name(app_public.partner_accounts);
drop function if exists app_public.invoices_invoice_completeness_details(app_public.invoices);
drop function if exists app_public.invoices_is_complete(app_public.invoices);
drop function if exists app_public.client_companies_sorted_tags(app_public.client_companies);
drop function if exists app_hidden.invoice_completeness_details_of(smallint);
drop function if exists app_hidden.has_company_tags_manage_access(uuid);
drop function if exists app_hidden.has_real_estate_feature(uuid);
drop function if exists app_private.refresh_document_accounting_keys(uuid[]);
drop function if exists app_private.backfill_document_accounting_keys(uuid);
drop function if exists app_private.tg_documents__accounting_keys() cascade;
drop function if exists app_private.tg_accounting_items__accounting_keys() cascade;
drop function if exists app_private.tg_invoices__partner_account() cascade;
drop function if exists app_private.tg_client_company_tags__validate() cascade;
drop function if exists app_private.tg_real_estate_objects__validate() cascade;
drop function if exists app_private.tg_real_estate_objects__refuse_delete() cascade;
drop function if exists app_private.tg_real_estate_object_tenant_owners__validate() cascade;
drop function if exists app_private.tg_partner_accounts__validate() cascade;
drop function if exists app_private.tg_partner_accounts__refuse_delete() cascade;

drop view if exists app_hidden.documents_list_rows;
drop index if exists app_public.documents_list_general_ledger_account_asc_idx;
drop index if exists app_public.documents_list_general_ledger_account_desc_idx;
drop index if exists app_public.documents_list_real_estate_object_asc_idx;
drop index if exists app_public.documents_list_real_estate_object_desc_idx;
drop index if exists app_public.documents_list_accounting_export_idx;
alter table app_public.documents
  drop column if exists list_incomplete,
  drop column if exists list_general_ledger_account,
  drop column if exists list_real_estate_object;
alter table app_public.invoices drop column if exists partner_account_id;

drop table if exists app_public.document_tags;
drop table if exists app_public.client_company_tags;
drop table if exists app_public.document_real_estate_object_instances;
drop table if exists app_public.real_estate_object_tenant_owners;
drop table if exists app_public.real_estate_objects;
drop table if exists app_public.partner_accounts;
drop type if exists app_public.real_estate_object_instance_input;
drop type if exists app_public.real_estate_object_type;
drop type if exists app_public.partner_account_type;
drop type if exists app_public.invoice_completeness_detail;

--------------------------------------------------------------------------------
-- Helpers

create function app_hidden.has_company_tags_manage_access(company_id uuid) returns boolean as $$
  select (app_hidden.current_user_access(company_id)).company_tags_manage;
$$ language sql stable;
comment on function app_hidden.has_company_tags_manage_access(uuid) is 'The request''s user may create, rename and delete the company''s tags (ClientCompany.currentUserHasCompanyTagsManageAccess).';

create function app_hidden.has_real_estate_feature(company_id uuid) returns boolean as $$
  select exists (
    select 1 from app_public.client_company_features ccf
    join app_public.features f on f.id = ccf.feature_id
    where ccf.client_company_id = company_id and f.name = 'REAL_ESTATE' and ccf.active
  );
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.has_real_estate_feature(uuid) is 'The company works with real-estate objects (its REAL_ESTATE feature is on).';

--------------------------------------------------------------------------------
-- Tags

create table app_public.client_company_tags (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  tag text not null check (tag = btrim(tag) and length(tag) between 1 and 60),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint client_company_tags_client_company_id_id_key unique (client_company_id, id)
);
create unique index client_company_tags_company_tag_key on app_public.client_company_tags (client_company_id, lower(tag));
create index client_company_tags_company_created_idx on app_public.client_company_tags (client_company_id, created_at, id);
create trigger _100_timestamps before insert or update on app_public.client_company_tags
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.client_company_tags is E'A tag (Schlagwort) of the company that documents can carry, e.g. "Bauvorhaben Lindenstraße" or "Steuerberater fragen". Unique per company regardless of case; listed by creation, oldest first. Managing tags needs company-tags-manage access.';
comment on column app_public.client_company_tags.tag is 'The tag as shown: trimmed, inner spaces collapsed, 1 to 60 characters.';
comment on constraint client_company_tags_client_company_id_fkey on app_public.client_company_tags is E'@fieldName clientCompany\n@foreignFieldName clientCompanyTags';
comment on constraint client_company_tags_client_company_id_id_key on app_public.client_company_tags is E'@behavior -single -update -delete';

-- Refusals in the caller's words (the unique index stays the final guard). Security invoker:
-- it sees only the tags the caller may see, and it asks for the right first.
create function app_private.tg_client_company_tags__validate() returns trigger as $$
begin
  if app_hidden.current_user_id() is not null and not app_hidden.has_company_tags_manage_access(new.client_company_id) then
    raise exception 'TAGS_MANAGE_FORBIDDEN' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and new.client_company_id <> old.client_company_id then
    raise exception 'TAG_COMPANY_FIXED' using errcode = '22023', column = 'clientCompanyRowId';
  end if;
  new.tag := regexp_replace(btrim(coalesce(new.tag, '')), '\s+', ' ', 'g');
  if new.tag = '' then
    raise exception 'TAG_REQUIRED' using errcode = '22023', column = 'tag';
  end if;
  if length(new.tag) > 60 then
    raise exception 'TAG_TOO_LONG' using errcode = '22023', column = 'tag';
  end if;
  if exists (select 1 from app_public.client_company_tags t
             where t.client_company_id = new.client_company_id and lower(t.tag) = lower(new.tag) and t.id <> new.id) then
    raise exception 'TAG_ALREADY_EXISTS' using errcode = '23505', column = 'tag';
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _200_validate before insert or update on app_public.client_company_tags
  for each row execute procedure app_private.tg_client_company_tags__validate();

create table app_public.document_tags (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  client_company_tag_id uuid not null,
  created_by_user_id uuid references app_public.users (id) on delete set null default app_hidden.current_user_id(),
  created_at timestamptz not null default now(),
  constraint document_tags_document_id_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete cascade,
  constraint document_tags_client_company_tag_id_fkey foreign key (client_company_id, client_company_tag_id)
    references app_public.client_company_tags (client_company_id, id) on delete cascade,
  constraint document_tags_document_tag_key unique (client_company_id, document_id, client_company_tag_id)
);
create index document_tags_company_tag_document_idx on app_public.document_tags (client_company_id, client_company_tag_id, document_id);
create index document_tags_created_by_user_id_idx on app_public.document_tags (created_by_user_id);
comment on table app_public.document_tags is E'@behavior -insert -update -delete\nA tag on a document. Written through setDocumentTags by whoever may change the document.';
comment on constraint document_tags_document_id_fkey on app_public.document_tags is E'@fieldName document\n@foreignFieldName documentTags';
comment on constraint document_tags_client_company_tag_id_fkey on app_public.document_tags is E'@fieldName tag\n@foreignFieldName documentTags';
comment on constraint document_tags_created_by_user_id_fkey on app_public.document_tags is E'@fieldName createdBy\n@foreignFieldName createdDocumentTags';
comment on constraint document_tags_document_tag_key on app_public.document_tags is E'@behavior -single -update -delete';

create function app_public.client_company_tags_document_tag_count(t app_public.client_company_tags) returns integer as $$
  select count(*)::int from app_public.document_tags dt
  where dt.client_company_id = t.client_company_id and dt.client_company_tag_id = t.id;
$$ language sql stable;
comment on function app_public.client_company_tags_document_tag_count(app_public.client_company_tags) is E'@notNull\nHow many documents carry the tag.';

create function app_public.client_companies_sorted_tags(c app_public.client_companies) returns setof app_public.client_company_tags as $$
  select t.* from app_public.client_company_tags t where t.client_company_id = c.id order by t.created_at, t.id;
$$ language sql stable;
comment on function app_public.client_companies_sorted_tags(app_public.client_companies) is 'The company''s tags by creation, oldest first (spec part 2 §9).';

create function app_public.documents_tags(d app_public.documents) returns setof app_public.client_company_tags as $$
  select t.* from app_public.document_tags dt
  join app_public.client_company_tags t on t.client_company_id = dt.client_company_id and t.id = dt.client_company_tag_id
  where dt.client_company_id = d.client_company_id and dt.document_id = d.id
  order by t.created_at, t.id;
$$ language sql stable;
comment on function app_public.documents_tags(app_public.documents) is 'The tags on the document, in the company''s tag order (by creation).';

-- Replaces the document's tags. Security invoker: the policies decide; the checks before them
-- turn a refusal into a code the UI translates.
create function app_public.set_document_tags(document_row_id uuid, tag_row_ids uuid[]) returns app_public.documents as $$
declare
  d app_public.documents;
  refusal text;
  ids uuid[];
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(d.client_company_id, d.id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  ids := array(select distinct x from unnest(tag_row_ids) x where x is not null);
  if cardinality(ids) > 50 then
    raise exception 'TOO_MANY_TAGS' using errcode = '22023', column = 'tagRowIds';
  end if;
  if exists (select 1 from unnest(ids) x
             where not exists (select 1 from app_public.client_company_tags t where t.client_company_id = d.client_company_id and t.id = x)) then
    raise exception 'TAG_NOT_FOUND' using errcode = '22023', column = 'tagRowIds';
  end if;
  delete from app_public.document_tags dt
  where dt.client_company_id = d.client_company_id and dt.document_id = d.id and not (dt.client_company_tag_id = any (ids));
  insert into app_public.document_tags (client_company_id, document_id, client_company_tag_id)
  select d.client_company_id, d.id, x from unnest(ids) x
  where not exists (select 1 from app_public.document_tags dt
                    where dt.client_company_id = d.client_company_id and dt.document_id = d.id and dt.client_company_tag_id = x);
  return d;
end;
$$ language plpgsql volatile;
comment on function app_public.set_document_tags(uuid, uuid[]) is E'Sets the document''s tags to exactly these (an empty list removes all) and returns the document. Refusals: DOCUMENT_NOT_FOUND, DOCUMENT_CHANGE_FORBIDDEN, DOCUMENT_SUPERSEDED, DOCUMENT_IN_PREVENT_EDIT_WORKFLOW_STEP, TOO_MANY_TAGS (more than 50), TAG_NOT_FOUND (not a tag of the document''s company).';

--------------------------------------------------------------------------------
-- Real-estate objects (feature REAL_ESTATE)

create type app_public.real_estate_object_type as enum ('HOMEOWNERS_ASSOCIATION', 'RENTAL', 'SPECIAL_PROPERTY', 'COMMERCIAL', 'OTHER');
comment on type app_public.real_estate_object_type is 'How the object is managed: a homeowners'' association (WEG-Verwaltung), rental management (Mietverwaltung), management of one owner''s units (Sondereigentumsverwaltung), a commercial property, or other.';

create table app_public.real_estate_objects (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  title text not null check (length(btrim(title)) between 1 and 200),
  type app_public.real_estate_object_type not null default 'RENTAL',
  number text check (number is null or number ~ '^[A-Za-z0-9][A-Za-z0-9./ -]{0,19}$'),
  accounting_area text check (accounting_area is null or length(btrim(accounting_area)) between 1 and 20),
  user_account text check (user_account is null or length(btrim(user_account)) between 1 and 60),
  address text check (address is null or length(btrim(address)) between 1 and 200),
  alternative_addresses text[] not null default '{}'
    check (cardinality(alternative_addresses) <= 20 and array_position(alternative_addresses, null) is null),
  zip text check (zip is null or zip ~ '^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$'),
  city text check (city is null or length(btrim(city)) between 1 and 100),
  country char(2) not null default 'DE' check (country ~ '^[A-Z]{2}$'),
  iban text check (iban is null or iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$'),
  bic text check (bic is null or bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  note text check (note is null or length(note) <= 5000),
  disabled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint real_estate_objects_client_company_id_id_key unique (client_company_id, id),
  constraint real_estate_objects_company_number_key unique (client_company_id, number)
);
create index real_estate_objects_company_title_idx on app_public.real_estate_objects (client_company_id, title);
create trigger _100_timestamps before insert or update on app_public.real_estate_objects
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.real_estate_objects is E'A property the company manages (an Objekt of a property manager): the documents of its owners'' association, its rentals or its units are booked to it. Only with the REAL_ESTATE feature; managing objects needs company-manage access. A disabled object is no longer offered for new documents.';
comment on column app_public.real_estate_objects.number is 'The object number in the property-management software (Objektnummer).';
comment on column app_public.real_estate_objects.accounting_area is 'The accounting area (Buchungskreis) the object''s bookings go to.';
comment on column app_public.real_estate_objects.user_account is 'The object''s user account in the property-management software.';
comment on column app_public.real_estate_objects.address is 'Street and house number.';
comment on column app_public.real_estate_objects.alternative_addresses is 'Other addresses the object is known by (corner buildings, rear buildings), for recognising it on documents.';
comment on column app_public.real_estate_objects.iban is 'The object''s own bank account (e.g. the owners'' association''s account).';
comment on constraint real_estate_objects_client_company_id_fkey on app_public.real_estate_objects is E'@fieldName clientCompany\n@foreignFieldName realEstateObjects';
comment on constraint real_estate_objects_client_company_id_id_key on app_public.real_estate_objects is E'@behavior -single -update -delete';
comment on constraint real_estate_objects_company_number_key on app_public.real_estate_objects is E'@behavior -single -update -delete';

create function app_private.tg_real_estate_objects__validate() returns trigger as $$
begin
  if app_hidden.current_user_id() is not null and not app_hidden.has_company_manage_access(new.client_company_id) then
    raise exception 'REAL_ESTATE_OBJECTS_MANAGE_FORBIDDEN' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and new.client_company_id <> old.client_company_id then
    raise exception 'REAL_ESTATE_OBJECT_COMPANY_FIXED' using errcode = '22023', column = 'clientCompanyRowId';
  end if;
  if not app_hidden.has_real_estate_feature(new.client_company_id) then
    raise exception 'REAL_ESTATE_FEATURE_OFF' using errcode = 'P0001';
  end if;
  new.title := btrim(new.title);
  new.number := nullif(btrim(new.number), '');
  new.iban := nullif(upper(regexp_replace(new.iban, '\s', '', 'g')), '');
  new.bic := nullif(upper(regexp_replace(new.bic, '\s', '', 'g')), '');
  new.alternative_addresses := array(select btrim(a) from unnest(new.alternative_addresses) a where btrim(a) <> '');
  if new.iban is not null and not app_hidden.is_valid_iban(new.iban) then
    raise exception 'INVALID_IBAN' using errcode = '22023', column = 'iban';
  end if;
  if new.number is not null and exists (select 1 from app_public.real_estate_objects o
       where o.client_company_id = new.client_company_id and o.number = new.number and o.id <> new.id) then
    raise exception 'REAL_ESTATE_OBJECT_NUMBER_TAKEN' using errcode = '23505', column = 'number';
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _200_validate before insert or update on app_public.real_estate_objects
  for each row execute procedure app_private.tg_real_estate_objects__validate();

-- Documents booked to an object keep it: it is disabled, not deleted. Only people's deletes are
-- refused here; a company's removal takes its objects with it.
create function app_private.tg_real_estate_objects__refuse_delete() returns trigger as $$
begin
  if app_hidden.current_user_id() is not null and exists (
       select 1 from app_public.document_real_estate_object_instances x
       where x.client_company_id = old.client_company_id and x.real_estate_object_id = old.id) then
    raise exception 'REAL_ESTATE_OBJECT_IN_USE' using errcode = 'P0001';
  end if;
  return old;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

create table app_public.real_estate_object_tenant_owners (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  real_estate_object_id uuid not null,
  tenant_owner_no text not null check (tenant_owner_no ~ '^[A-Za-z0-9][A-Za-z0-9./ -]{0,19}$'),
  unit_no text check (unit_no is null or unit_no ~ '^[A-Za-z0-9][A-Za-z0-9./ -]{0,19}$'),
  owner text not null check (length(btrim(owner)) between 1 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint real_estate_object_tenant_owners_object_fkey foreign key (client_company_id, real_estate_object_id)
    references app_public.real_estate_objects (client_company_id, id) on delete cascade,
  constraint real_estate_object_tenant_owners_number_key unique (client_company_id, real_estate_object_id, tenant_owner_no)
);
create trigger _100_timestamps before insert or update on app_public.real_estate_object_tenant_owners
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.real_estate_object_tenant_owners is E'A tenant or owner of a real-estate object (Mieter/Eigentümer): their number in the property-management software, the unit (Wohnungs- or Einheitennummer) and the name.';
comment on column app_public.real_estate_object_tenant_owners.tenant_owner_no is 'The tenant''s or owner''s number (Mieter-/Eigentümernummer), unique within the object.';
comment on column app_public.real_estate_object_tenant_owners.unit_no is 'The unit''s number (Einheit, Wohnung).';
comment on constraint real_estate_object_tenant_owners_object_fkey on app_public.real_estate_object_tenant_owners is E'@fieldName realEstateObject\n@foreignFieldName tenantOwners';
comment on constraint real_estate_object_tenant_owners_number_key on app_public.real_estate_object_tenant_owners is E'@behavior -single -update -delete';

create function app_private.tg_real_estate_object_tenant_owners__validate() returns trigger as $$
begin
  if app_hidden.current_user_id() is not null and not app_hidden.has_company_manage_access(new.client_company_id) then
    raise exception 'REAL_ESTATE_OBJECTS_MANAGE_FORBIDDEN' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and (new.client_company_id, new.real_estate_object_id) <> (old.client_company_id, old.real_estate_object_id) then
    raise exception 'TENANT_OWNER_OBJECT_FIXED' using errcode = '22023', column = 'realEstateObjectRowId';
  end if;
  new.tenant_owner_no := btrim(new.tenant_owner_no);
  new.unit_no := nullif(btrim(new.unit_no), '');
  new.owner := btrim(new.owner);
  if exists (select 1 from app_public.real_estate_object_tenant_owners t
             where t.client_company_id = new.client_company_id and t.real_estate_object_id = new.real_estate_object_id
               and t.tenant_owner_no = new.tenant_owner_no and t.id <> new.id) then
    raise exception 'TENANT_OWNER_NUMBER_TAKEN' using errcode = '23505', column = 'tenantOwnerNo';
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _200_validate before insert or update on app_public.real_estate_object_tenant_owners
  for each row execute procedure app_private.tg_real_estate_object_tenant_owners__validate();

create table app_public.document_real_estate_object_instances (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  real_estate_object_id uuid not null,
  amount numeric(15, 2) check (amount is null or amount > 0),
  created_by_user_id uuid references app_public.users (id) on delete set null default app_hidden.current_user_id(),
  created_at timestamptz not null default now(),
  constraint document_real_estate_object_instances_document_id_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete cascade,
  constraint document_real_estate_object_instances_object_fkey foreign key (client_company_id, real_estate_object_id)
    references app_public.real_estate_objects (client_company_id, id),
  constraint document_real_estate_object_instances_document_object_key unique (client_company_id, document_id, real_estate_object_id)
);
create index document_real_estate_object_instances_object_idx on app_public.document_real_estate_object_instances (client_company_id, real_estate_object_id, document_id);
create index document_real_estate_object_instances_created_by_idx on app_public.document_real_estate_object_instances (created_by_user_id);
comment on table app_public.document_real_estate_object_instances is E'@behavior -insert -update -delete\nA document booked to a real-estate object, optionally with the part of its amount the object carries (a document may be split over several objects). Written through setDocumentRealEstateObjectInstances.';
comment on column app_public.document_real_estate_object_instances.amount is 'The object''s share of the document''s total (null: the whole document).';
comment on constraint document_real_estate_object_instances_document_id_fkey on app_public.document_real_estate_object_instances is E'@fieldName document\n@foreignFieldName realEstateObjectInstances';
comment on constraint document_real_estate_object_instances_object_fkey on app_public.document_real_estate_object_instances is E'@fieldName realEstateObject\n@foreignFieldName documentInstances';
comment on constraint document_real_estate_object_instances_created_by_user_id_fkey on app_public.document_real_estate_object_instances is E'@fieldName createdBy\n@foreignFieldName createdRealEstateObjectInstances';
comment on constraint document_real_estate_object_instances_document_object_key on app_public.document_real_estate_object_instances is E'@behavior -single -update -delete';

create trigger _200_refuse_delete before delete on app_public.real_estate_objects
  for each row execute procedure app_private.tg_real_estate_objects__refuse_delete();

create function app_public.real_estate_objects_document_count(o app_public.real_estate_objects) returns integer as $$
  select count(*)::int from app_public.document_real_estate_object_instances x
  where x.client_company_id = o.client_company_id and x.real_estate_object_id = o.id;
$$ language sql stable;
comment on function app_public.real_estate_objects_document_count(app_public.real_estate_objects) is E'@notNull\nHow many documents are booked to the object.';

create type app_public.real_estate_object_instance_input as (
  real_estate_object_id uuid,
  amount numeric(15, 2)
);
comment on type app_public.real_estate_object_instance_input is 'A real-estate object a document is booked to, with its share of the amount (null: all of it).';

create function app_public.set_document_real_estate_object_instances(document_row_id uuid, instances app_public.real_estate_object_instance_input[])
returns app_public.documents as $$
declare
  d app_public.documents;
  refusal text;
  before_ids uuid[];
  item app_public.real_estate_object_instance_input;
  n integer := 0;
  o app_public.real_estate_objects;
  total numeric;
  share_sum numeric := 0;
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(d.client_company_id, d.id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  if coalesce(cardinality(instances), 0) > 0 and not app_hidden.has_real_estate_feature(d.client_company_id) then
    raise exception 'REAL_ESTATE_FEATURE_OFF' using errcode = 'P0001';
  end if;
  if coalesce(cardinality(instances), 0) > 100 then
    raise exception 'TOO_MANY_REAL_ESTATE_OBJECTS' using errcode = '22023', column = 'instances';
  end if;
  select coalesce(array_agg(x.real_estate_object_id), '{}') into before_ids
  from app_public.document_real_estate_object_instances x where x.client_company_id = d.client_company_id and x.document_id = d.id;
  delete from app_public.document_real_estate_object_instances x where x.client_company_id = d.client_company_id and x.document_id = d.id;
  select i.total into total from app_public.invoices i where i.document_id = d.id;

  foreach item in array coalesce(instances, '{}') loop
    n := n + 1;
    if item is null or item.real_estate_object_id is null then
      raise exception 'REAL_ESTATE_OBJECT_REQUIRED' using errcode = '22023', column = 'realEstateObjectRowId', detail = n::text;
    end if;
    select * into o from app_public.real_estate_objects r where r.client_company_id = d.client_company_id and r.id = item.real_estate_object_id;
    if o.id is null then
      raise exception 'REAL_ESTATE_OBJECT_NOT_FOUND' using errcode = '22023', column = 'realEstateObjectRowId', detail = n::text;
    end if;
    -- A disabled object stays on the documents that already had it; it is not chosen anew.
    if o.disabled_at is not null and not o.id = any (before_ids) then
      raise exception 'REAL_ESTATE_OBJECT_DISABLED' using errcode = '22023', column = 'realEstateObjectRowId', detail = n::text;
    end if;
    if item.amount is not null and item.amount <= 0 then
      raise exception 'REAL_ESTATE_OBJECT_AMOUNT_NOT_POSITIVE' using errcode = '22023', column = 'amount', detail = n::text;
    end if;
    if exists (select 1 from app_public.document_real_estate_object_instances x
               where x.client_company_id = d.client_company_id and x.document_id = d.id and x.real_estate_object_id = o.id) then
      raise exception 'REAL_ESTATE_OBJECT_DUPLICATE' using errcode = '22023', column = 'realEstateObjectRowId', detail = n::text;
    end if;
    share_sum := share_sum + coalesce(item.amount, 0);
    if total is not null and share_sum > total then
      raise exception 'REAL_ESTATE_OBJECT_AMOUNTS_EXCEED_TOTAL' using errcode = '22023', column = 'amount', detail = n::text;
    end if;
    insert into app_public.document_real_estate_object_instances (client_company_id, document_id, real_estate_object_id, amount)
    values (d.client_company_id, d.id, o.id, item.amount);
  end loop;
  select * into d from app_public.documents where id = d.id;
  return d;
end;
$$ language plpgsql volatile;
comment on function app_public.set_document_real_estate_object_instances(uuid, app_public.real_estate_object_instance_input[]) is E'Books the document to exactly these real-estate objects (an empty list removes them) and returns the document. Refusals: DOCUMENT_NOT_FOUND and the document-change refusals, REAL_ESTATE_FEATURE_OFF, TOO_MANY_REAL_ESTATE_OBJECTS; per object (extensions.field and position): REAL_ESTATE_OBJECT_REQUIRED, REAL_ESTATE_OBJECT_NOT_FOUND (not an object of the document''s company), REAL_ESTATE_OBJECT_DISABLED, REAL_ESTATE_OBJECT_AMOUNT_NOT_POSITIVE, REAL_ESTATE_OBJECT_DUPLICATE, REAL_ESTATE_OBJECT_AMOUNTS_EXCEED_TOTAL.';

--------------------------------------------------------------------------------
-- Partner accounts (Personenkonten)

create type app_public.partner_account_type as enum ('CREDITOR', 'DEBTOR');
comment on type app_public.partner_account_type is 'A vendor''s account (Kreditor, incoming invoices) or a client''s account (Debitor, outgoing invoices).';

create table app_public.partner_accounts (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  number text not null check (number ~ '^[1-9][0-9]{4,8}$'),
  description text check (description is null or length(btrim(description)) between 1 and 200),
  type app_public.partner_account_type not null,
  currency char(3) not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  disabled_at timestamptz,
  partner_company_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint partner_accounts_client_company_id_id_key unique (client_company_id, id),
  constraint partner_accounts_company_number_key unique (client_company_id, number),
  constraint partner_accounts_partner_company_id_fkey foreign key (client_company_id, partner_company_id)
    references app_public.partner_companies (client_company_id, id) on delete set null (partner_company_id),
  -- DATEV: the first digit of a personal account tells its kind, 1–6 Debitoren, 7–9 Kreditoren.
  constraint partner_accounts_number_matches_type check ((type = 'DEBTOR') = (left(number, 1) between '1' and '6'))
);
create index partner_accounts_company_partner_idx on app_public.partner_accounts (client_company_id, partner_company_id);
create index partner_accounts_company_type_number_idx on app_public.partner_accounts (client_company_id, type, number);
create trigger _100_timestamps before insert or update on app_public.partner_accounts
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.partner_accounts is E'A personal account of the company''s bookkeeping (Personenkonto): a creditor (Kreditor, 70000–99999 in SKR03/SKR04 with four-digit ledger accounts) for a vendor, a debtor (Debitor, 10000–69999) for a client. Invoices are booked against their partner''s account. Managing partner accounts needs accounting access; a disabled account is no longer offered for new invoices.';
comment on column app_public.partner_accounts.number is 'The account number: 5 to 9 digits, the first 1–6 for debtors and 7–9 for creditors (DATEV).';
comment on column app_public.partner_accounts.partner_company_id is 'The vendor or client the account belongs to (null: a collective account, e.g. Diverse Kreditoren).';
comment on constraint partner_accounts_client_company_id_fkey on app_public.partner_accounts is E'@fieldName clientCompany\n@foreignFieldName partnerAccounts';
comment on constraint partner_accounts_partner_company_id_fkey on app_public.partner_accounts is E'@fieldName partnerCompany\n@foreignFieldName partnerAccounts';
comment on constraint partner_accounts_client_company_id_id_key on app_public.partner_accounts is E'@behavior -single -update -delete';
comment on constraint partner_accounts_company_number_key on app_public.partner_accounts is E'@behavior -single -update -delete';

alter table app_public.invoices
  add column partner_account_id uuid,
  add constraint invoices_partner_account_id_fkey foreign key (client_company_id, partner_account_id)
    references app_public.partner_accounts (client_company_id, id);
create index invoices_company_partner_account_idx on app_public.invoices (client_company_id, partner_account_id);
comment on column app_public.invoices.partner_account_id is 'The personal account (Kreditor or Debitor) the invoice is booked against: an account of the invoice''s company, of its partner (or a collective account without partner), a creditor for incoming and a debtor for outgoing invoices.';
comment on constraint invoices_partner_account_id_fkey on app_public.invoices is E'@fieldName partnerAccount\n@foreignFieldName invoices';
grant update (partner_account_id) on app_public.invoices to app_user;

create function app_public.partner_accounts_full_name(a app_public.partner_accounts) returns text as $$
  select concat_ws(' ', a.number, a.description);
$$ language sql stable;
comment on function app_public.partner_accounts_full_name(app_public.partner_accounts) is E'@notNull\nNumber and description, e.g. "70001 Brandt Sanitärgroßhandel".';

create function app_public.partner_accounts_invoice_count(a app_public.partner_accounts) returns integer as $$
  select count(*)::int from app_public.invoices i where i.client_company_id = a.client_company_id and i.partner_account_id = a.id;
$$ language sql stable;
comment on function app_public.partner_accounts_invoice_count(app_public.partner_accounts) is E'@notNull\nHow many invoices are booked against the account.';

-- Security invoker, the right asked first: a refusal never tells about another company's rows.
create function app_private.tg_partner_accounts__validate() returns trigger as $$
begin
  if app_hidden.current_user_id() is not null and not app_hidden.has_accounting_access(new.client_company_id) then
    raise exception 'PARTNER_ACCOUNTS_MANAGE_FORBIDDEN' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and new.client_company_id <> old.client_company_id then
    raise exception 'PARTNER_ACCOUNT_COMPANY_FIXED' using errcode = '22023', column = 'clientCompanyRowId';
  end if;
  new.number := btrim(new.number);
  new.description := nullif(btrim(new.description), '');
  new.currency := upper(btrim(new.currency));
  if new.number !~ '^[1-9][0-9]{4,8}$' then
    raise exception 'INVALID_PARTNER_ACCOUNT_NUMBER' using errcode = '22023', column = 'number';
  end if;
  if (new.type = 'DEBTOR') <> (left(new.number, 1) between '1' and '6') then
    raise exception 'PARTNER_ACCOUNT_NUMBER_DOES_NOT_MATCH_TYPE' using errcode = '22023', column = 'number';
  end if;
  if exists (select 1 from app_public.partner_accounts a
             where a.client_company_id = new.client_company_id and a.number = new.number and a.id <> new.id) then
    raise exception 'PARTNER_ACCOUNT_NUMBER_TAKEN' using errcode = '23505', column = 'number';
  end if;
  if new.partner_company_id is not null and not exists (
       select 1 from app_public.partner_companies p where p.client_company_id = new.client_company_id and p.id = new.partner_company_id) then
    raise exception 'PARTNER_COMPANY_NOT_FOUND' using errcode = '22023', column = 'partnerCompanyRowId';
  end if;
  -- Invoices booked against the account must stay consistent with it.
  if tg_op = 'UPDATE' and (new.partner_company_id is distinct from old.partner_company_id or new.type <> old.type) and exists (
       select 1 from app_public.invoices i join app_public.documents d on d.id = i.document_id
       where i.client_company_id = new.client_company_id and i.partner_account_id = new.id
         and ((new.partner_company_id is not null and i.partner_company_id is not null and i.partner_company_id <> new.partner_company_id)
              or (d.type = 'INCOMING_INVOICE') <> (new.type = 'CREDITOR'))) then
    raise exception 'PARTNER_ACCOUNT_IN_USE' using errcode = 'P0001';
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _200_validate before insert or update on app_public.partner_accounts
  for each row execute procedure app_private.tg_partner_accounts__validate();

-- An account invoices are booked against is disabled, not deleted (the foreign key is the
-- final guard; this names the reason).
create function app_private.tg_partner_accounts__refuse_delete() returns trigger as $$
begin
  if app_hidden.current_user_id() is not null and exists (
       select 1 from app_public.invoices i where i.client_company_id = old.client_company_id and i.partner_account_id = old.id) then
    raise exception 'PARTNER_ACCOUNT_IN_USE' using errcode = 'P0001';
  end if;
  return old;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_refuse_delete before delete on app_public.partner_accounts
  for each row execute procedure app_private.tg_partner_accounts__refuse_delete();

-- The invoice's partner account, enforced for every writer (people, capture, demo data): an
-- account of the invoice's company (the foreign key), of the invoice's partner when both have
-- one, of the invoice's kind (creditor for incoming, debtor for outgoing), and not disabled
-- when newly chosen. A new partner drops the old partner's account, as it drops its location.
create function app_private.tg_invoices__partner_account() returns trigger as $$
declare
  acc app_public.partner_accounts;
  doc_type app_public.document_type;
begin
  if new.partner_account_id is null then return new; end if;
  select * into acc from app_public.partner_accounts a
  where a.client_company_id = new.client_company_id and a.id = new.partner_account_id;
  if acc.id is null then
    raise exception 'PARTNER_ACCOUNT_NOT_FOUND' using errcode = '22023', column = 'partnerAccountRowId';
  end if;
  if tg_op = 'UPDATE' and new.partner_company_id is distinct from old.partner_company_id
     and new.partner_account_id is not distinct from old.partner_account_id
     and acc.partner_company_id is not null and acc.partner_company_id is distinct from new.partner_company_id then
    new.partner_account_id := null;
    return new;
  end if;
  if acc.partner_company_id is not null and new.partner_company_id is not null and acc.partner_company_id <> new.partner_company_id then
    raise exception 'PARTNER_ACCOUNT_OF_ANOTHER_PARTNER' using errcode = '22023', column = 'partnerAccountRowId';
  end if;
  if tg_op = 'INSERT' or new.partner_account_id is distinct from old.partner_account_id then
    if acc.disabled_at is not null then
      raise exception 'PARTNER_ACCOUNT_DISABLED' using errcode = '22023', column = 'partnerAccountRowId';
    end if;
    select d.type into doc_type from app_public.documents d where d.client_company_id = new.client_company_id and d.id = new.document_id;
    if doc_type is not null and (doc_type = 'INCOMING_INVOICE') <> (acc.type = 'CREDITOR') then
      raise exception 'PARTNER_ACCOUNT_TYPE_MISMATCH' using errcode = '22023', column = 'partnerAccountRowId';
    end if;
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _205_partner_account before insert or update of partner_account_id, partner_company_id on app_public.invoices
  for each row execute procedure app_private.tg_invoices__partner_account();

--------------------------------------------------------------------------------
-- Invoice completeness and the accounting list keys

create type app_public.invoice_completeness_detail as enum ('PARTNER_ACCOUNT', 'ACCOUNTING_ITEMS', 'REAL_ESTATE_OBJECT');
comment on type app_public.invoice_completeness_detail is 'What an invoice needs before it is exported for booking: its partner account, accounting items that book exactly its total, and (with the REAL_ESTATE feature) a real-estate object.';

alter table app_public.documents
  add column list_incomplete smallint check (list_incomplete is null or list_incomplete between 0 and 7),
  add column list_general_ledger_account text collate public.de_natural,
  add column list_real_estate_object text collate public.de_natural;
comment on column app_public.documents.list_incomplete is E'@behavior -*\nList key: what the invoice lacks, as bits (1 partner account, 2 accounting items booking the total, 4 a real-estate object, only with the REAL_ESTATE feature); 0 complete; null for other documents.';
comment on column app_public.documents.list_general_ledger_account is E'@behavior -*\nList key: the ledger account number of the invoice''s first accounting item.';
comment on column app_public.documents.list_real_estate_object is E'@behavior -*\nList key: the title of the first real-estate object the document is booked to.';

-- The details an incompleteness mask stands for, in the enum's order.
create function app_hidden.invoice_completeness_details_of(mask smallint) returns app_public.invoice_completeness_detail[] as $$
  select coalesce(array_agg(v.detail order by v.bit), '{}')
  from (values (1, 'PARTNER_ACCOUNT'::app_public.invoice_completeness_detail), (2, 'ACCOUNTING_ITEMS'), (4, 'REAL_ESTATE_OBJECT')) v(bit, detail)
  where mask & v.bit <> 0;
$$ language sql immutable parallel safe;

create function app_public.invoices_invoice_completeness_details(i app_public.invoices) returns app_public.invoice_completeness_detail[] as $$
  select app_hidden.invoice_completeness_details_of(coalesce(d.list_incomplete, 0)::smallint)
  from app_public.documents d where d.client_company_id = i.client_company_id and d.id = i.document_id;
$$ language sql stable;
comment on function app_public.invoices_invoice_completeness_details(app_public.invoices) is E'@notNull\nWhat the invoice still lacks for the booking export: PARTNER_ACCOUNT (no partner account), ACCOUNTING_ITEMS (no accounting items, or they do not book exactly the total: accountingItemsRemainingAmountIsZero is false), REAL_ESTATE_OBJECT (with the REAL_ESTATE feature only: booked to no real-estate object). Empty when complete.';

create function app_public.invoices_is_complete(i app_public.invoices) returns boolean as $$
  select coalesce(d.list_incomplete, 0) = 0
  from app_public.documents d where d.client_company_id = i.client_company_id and d.id = i.document_id;
$$ language sql stable;
comment on function app_public.invoices_is_complete(app_public.invoices) is E'@notNull\nThe invoice lacks nothing for the booking export (invoiceCompletenessDetails is empty).';

-- Recompute completeness and the accounting sort keys of the given documents. The remaining
-- amount is the one of invoices_accounting_items_remaining_amount, computed here without its
-- membership check (triggers run for every writer).
create function app_private.refresh_document_accounting_keys(document_ids uuid[]) returns void as $$
  update app_public.documents d set
    list_incomplete = k.incomplete,
    list_general_ledger_account = k.account,
    list_real_estate_object = k.real_estate_object
  from (
    select d2.id,
      case when i.document_id is null then null else (
          (case when i.partner_account_id is null then 1 else 0 end)
        | (case when r.item_count = 0 or coalesce(r.remaining <> 0, true) then 2 else 0 end)
        | (case when app_hidden.has_real_estate_feature(d2.client_company_id)
                 and not exists (select 1 from app_public.document_real_estate_object_instances x
                                 where x.client_company_id = d2.client_company_id and x.document_id = d2.id) then 4 else 0 end)
      )::smallint end as incomplete,
      (select g.number from app_public.accounting_items ai
       join app_public.general_ledger_accounts g on g.client_company_id = ai.client_company_id and g.id = ai.general_ledger_account_id
       where ai.client_company_id = d2.client_company_id and ai.document_id = d2.id
       order by ai.sort_index, ai.created_at, ai.id limit 1) as account,
      (select o.title from app_public.document_real_estate_object_instances x
       join app_public.real_estate_objects o on o.client_company_id = x.client_company_id and o.id = x.real_estate_object_id
       where x.client_company_id = d2.client_company_id and x.document_id = d2.id
       order by x.created_at, x.id limit 1) as real_estate_object
    from app_public.documents d2
    left join app_public.invoices i on i.document_id = d2.id
    left join lateral (
      select count(ai.id) as item_count,
             i.total - coalesce(sum(case when ai.booking_type = app_hidden.invoice_booking_type(d2.type, i.credit_memo) then 1 else -1 end
                                    * app_hidden.accounting_item_gross(ai.amount, ai.amount_type, ai.value_added_tax_percentage, v.type)), 0) as remaining
      from app_public.accounting_items ai
      left join app_public.value_added_taxes v on v.client_company_id = ai.client_company_id and v.id = ai.value_added_tax_id
      where ai.client_company_id = d2.client_company_id and ai.document_id = d2.id
    ) r on true
    where d2.id = any (document_ids)
  ) k
  where d.id = k.id
    and (d.list_incomplete, d.list_general_ledger_account, d.list_real_estate_object)
      is distinct from (k.incomplete, k.account, k.real_estate_object);
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.refresh_document_accounting_keys(uuid[]) is 'Recompute the completeness and the ledger-account and real-estate-object sort keys of these documents.';

create function app_private.backfill_document_accounting_keys(company_id uuid default null) returns void as $$
  select app_private.refresh_document_accounting_keys(array(
    select d.id from app_public.documents d where company_id is null or d.client_company_id = company_id));
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.backfill_document_accounting_keys(uuid) is 'Recompute the accounting list keys of all documents (of one company).';

create function app_private.tg_documents__accounting_keys() returns trigger as $$
begin
  case tg_table_name
    when 'documents' then
      perform app_private.refresh_document_accounting_keys(array[new.id]);
    when 'invoices', 'document_real_estate_object_instances' then
      perform app_private.refresh_document_accounting_keys(
        case when tg_op = 'DELETE' then array[old.document_id] else array[new.document_id] end);
    when 'real_estate_objects' then
      perform app_private.refresh_document_accounting_keys(array(
        select x.document_id from app_public.document_real_estate_object_instances x
        where x.client_company_id = new.client_company_id and x.real_estate_object_id = new.id));
    when 'general_ledger_accounts' then
      perform app_private.refresh_document_accounting_keys(array(
        select distinct ai.document_id from app_public.accounting_items ai
        where ai.client_company_id = new.client_company_id and ai.general_ledger_account_id = new.id));
    when 'value_added_taxes' then
      perform app_private.refresh_document_accounting_keys(array(
        select distinct ai.document_id from app_public.accounting_items ai
        where ai.client_company_id = new.client_company_id and ai.value_added_tax_id = new.id));
    when 'client_company_features' then
      if exists (select 1 from app_public.features f
                 where f.name = 'REAL_ESTATE' and f.id in (coalesce(new.feature_id, old.feature_id), coalesce(old.feature_id, new.feature_id))) then
        perform app_private.backfill_document_accounting_keys(coalesce(new.client_company_id, old.client_company_id));
      end if;
  end case;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

create trigger _620_accounting_keys after insert or delete on app_public.invoices
  for each row execute procedure app_private.tg_documents__accounting_keys();
-- By value, not by the columns named in the UPDATE: a new partner drops the partner account in a
-- BEFORE trigger.
create trigger _621_accounting_keys after update on app_public.invoices
  for each row when ((old.partner_account_id, old.total, old.credit_memo) is distinct from (new.partner_account_id, new.total, new.credit_memo))
  execute procedure app_private.tg_documents__accounting_keys();
create trigger _620_accounting_keys after update of type on app_public.documents
  for each row when (old.type is distinct from new.type) execute procedure app_private.tg_documents__accounting_keys();
create trigger _620_accounting_keys after insert or delete or update on app_public.document_real_estate_object_instances
  for each row execute procedure app_private.tg_documents__accounting_keys();
create trigger _620_accounting_keys after update of title on app_public.real_estate_objects
  for each row when (old.title is distinct from new.title) execute procedure app_private.tg_documents__accounting_keys();
create trigger _620_accounting_keys after update of number on app_public.general_ledger_accounts
  for each row when (old.number is distinct from new.number) execute procedure app_private.tg_documents__accounting_keys();
create trigger _620_accounting_keys after update of type on app_public.value_added_taxes
  for each row when (old.type is distinct from new.type) execute procedure app_private.tg_documents__accounting_keys();
create trigger _620_accounting_keys after insert or delete or update of active on app_public.client_company_features
  for each row execute procedure app_private.tg_documents__accounting_keys();

-- setAccountingItems replaces many items at once: one refresh per statement.
create function app_private.tg_accounting_items__accounting_keys() returns trigger as $$
begin
  perform app_private.refresh_document_accounting_keys(array(select distinct document_id from changed_items));
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _620_accounting_keys after insert on app_public.accounting_items
  referencing new table as changed_items
  for each statement execute procedure app_private.tg_accounting_items__accounting_keys();
create trigger _621_accounting_keys after update on app_public.accounting_items
  referencing new table as changed_items
  for each statement execute procedure app_private.tg_accounting_items__accounting_keys();
create trigger _622_accounting_keys after delete on app_public.accounting_items
  referencing old table as changed_items
  for each statement execute procedure app_private.tg_accounting_items__accounting_keys();

select app_private.backfill_document_accounting_keys();

-- The list reads the new keys through its owner view (migration "documents list reads through
-- an owner view"): the view is recreated with them.
create view app_hidden.documents_list_rows as
  select d.id, d.client_company_id, d.archived, d.superseded, d.type, d.category_id,
         d.import_date, d.approved, d.base_document_id, d.workflow_step_id,
         d.list_date, d.list_partner_company_id, d.list_partner_name, d.list_number,
         d.list_currency, d.list_net, d.list_total, d.list_open_amount, d.list_open,
         d.list_credit_memo, d.list_due_date, d.list_discount_due_date, d.list_duplicate,
         d.list_search, d.list_search_keys, d.exported_for_booking_at,
         d.list_incomplete, d.list_general_ledger_account, d.list_real_estate_object
  from app_public.documents d
  where d.client_company_id in (select app_hidden.current_user_client_company_ids())
     or (select app_hidden.current_user_is_super_admin());
comment on view app_hidden.documents_list_rows is
  E'The documents the request''s user may see (the select policy of app_public.documents, repeated), with the list''s keys; read only by the documents list query so that its search indexes stay usable.';
revoke all on app_hidden.documents_list_rows from public;
grant select on app_hidden.documents_list_rows to app_user, app_anonymous;

-- The new sorts, both directions (nulls last in each), and the accounting-export preset
-- (approved, complete, not exported) as a partial index of its own.
create index documents_list_general_ledger_account_asc_idx on app_public.documents (client_company_id, list_general_ledger_account asc nulls last, id asc)
  where not archived and not superseded;
create index documents_list_general_ledger_account_desc_idx on app_public.documents (client_company_id, list_general_ledger_account desc nulls last, id desc)
  where not archived and not superseded;
create index documents_list_real_estate_object_asc_idx on app_public.documents (client_company_id, list_real_estate_object asc nulls last, id asc)
  where not archived and not superseded;
create index documents_list_real_estate_object_desc_idx on app_public.documents (client_company_id, list_real_estate_object desc nulls last, id desc)
  where not archived and not superseded;
create index documents_list_accounting_export_idx on app_public.documents (client_company_id, list_date desc, id desc)
  where list_incomplete = 0 and approved and exported_for_booking_at is null and not archived and not superseded;

--------------------------------------------------------------------------------
-- Row-level security: policies first, then grants

alter table app_public.client_company_tags enable row level security;
alter table app_public.document_tags enable row level security;
alter table app_public.real_estate_objects enable row level security;
alter table app_public.real_estate_object_tenant_owners enable row level security;
alter table app_public.document_real_estate_object_instances enable row level security;
alter table app_public.partner_accounts enable row level security;

-- Every member reads the company's tags, objects and accounts (pickers, filters, chips).
create policy select_member on app_public.client_company_tags for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy insert_tags_manage on app_public.client_company_tags for insert
  with check (app_hidden.has_company_tags_manage_access(client_company_id));
create policy update_tags_manage on app_public.client_company_tags for update
  using (app_hidden.has_company_tags_manage_access(client_company_id)) with check (app_hidden.has_company_tags_manage_access(client_company_id));
create policy delete_tags_manage on app_public.client_company_tags for delete
  using (app_hidden.has_company_tags_manage_access(client_company_id));

create policy select_member on app_public.document_tags for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy insert_changeable on app_public.document_tags for insert
  with check (app_hidden.can_change_document(client_company_id, document_id));
create policy delete_changeable on app_public.document_tags for delete
  using (app_hidden.can_change_document(client_company_id, document_id));

create policy select_member on app_public.real_estate_objects for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy insert_company_manage on app_public.real_estate_objects for insert
  with check (app_hidden.has_company_manage_access(client_company_id));
create policy update_company_manage on app_public.real_estate_objects for update
  using (app_hidden.has_company_manage_access(client_company_id)) with check (app_hidden.has_company_manage_access(client_company_id));
create policy delete_company_manage on app_public.real_estate_objects for delete
  using (app_hidden.has_company_manage_access(client_company_id));

create policy select_member on app_public.real_estate_object_tenant_owners for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy insert_company_manage on app_public.real_estate_object_tenant_owners for insert
  with check (app_hidden.has_company_manage_access(client_company_id));
create policy update_company_manage on app_public.real_estate_object_tenant_owners for update
  using (app_hidden.has_company_manage_access(client_company_id)) with check (app_hidden.has_company_manage_access(client_company_id));
create policy delete_company_manage on app_public.real_estate_object_tenant_owners for delete
  using (app_hidden.has_company_manage_access(client_company_id));

create policy select_member on app_public.document_real_estate_object_instances for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy insert_changeable on app_public.document_real_estate_object_instances for insert
  with check (app_hidden.can_change_document(client_company_id, document_id));
create policy delete_changeable on app_public.document_real_estate_object_instances for delete
  using (app_hidden.can_change_document(client_company_id, document_id));

create policy select_member on app_public.partner_accounts for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy insert_accounting on app_public.partner_accounts for insert
  with check (app_hidden.has_accounting_access(client_company_id));
create policy update_accounting on app_public.partner_accounts for update
  using (app_hidden.has_accounting_access(client_company_id)) with check (app_hidden.has_accounting_access(client_company_id));
create policy delete_accounting on app_public.partner_accounts for delete
  using (app_hidden.has_accounting_access(client_company_id));

grant select on
  app_public.client_company_tags,
  app_public.document_tags,
  app_public.real_estate_objects,
  app_public.real_estate_object_tenant_owners,
  app_public.document_real_estate_object_instances,
  app_public.partner_accounts
to app_user;
grant insert (client_company_id, tag) on app_public.client_company_tags to app_user;
grant update (tag) on app_public.client_company_tags to app_user;
grant delete on app_public.client_company_tags to app_user;
grant insert (client_company_id, document_id, client_company_tag_id) on app_public.document_tags to app_user;
grant delete on app_public.document_tags to app_user;
grant insert (client_company_id, title, type, number, accounting_area, user_account, address, alternative_addresses,
              zip, city, country, iban, bic, note, disabled_at) on app_public.real_estate_objects to app_user;
grant update (title, type, number, accounting_area, user_account, address, alternative_addresses,
              zip, city, country, iban, bic, note, disabled_at) on app_public.real_estate_objects to app_user;
grant delete on app_public.real_estate_objects to app_user;
grant insert (client_company_id, real_estate_object_id, tenant_owner_no, unit_no, owner) on app_public.real_estate_object_tenant_owners to app_user;
grant update (tenant_owner_no, unit_no, owner) on app_public.real_estate_object_tenant_owners to app_user;
grant delete on app_public.real_estate_object_tenant_owners to app_user;
grant insert (client_company_id, document_id, real_estate_object_id, amount) on app_public.document_real_estate_object_instances to app_user;
grant delete on app_public.document_real_estate_object_instances to app_user;
grant insert (client_company_id, number, description, type, currency, disabled_at, partner_company_id) on app_public.partner_accounts to app_user;
grant update (number, description, type, currency, disabled_at, partner_company_id) on app_public.partner_accounts to app_user;
grant delete on app_public.partner_accounts to app_user;
