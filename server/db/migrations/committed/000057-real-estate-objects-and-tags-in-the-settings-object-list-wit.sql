--! Previous: sha1:ad9683f961dbce2a18e3ffac1b6122a07c7c5e2b
--! Hash: sha1:398e50071ffc8a8e1815600106b3c10d4445ec02
--! Message: Real-estate objects and tags in the settings: object list with only-active filter and search, tags on objects, disabling and enabling, tenants and owners unique per number and unit, refusals in words; tags list, and deleting a tag records the removal in each document's history

-- Settings › Company › Real-estate objects and Settings › Tags (spec part 2 "Settings", §3
-- RealEstateObject and ClientCompanyTag, §7, §9): the objects' list (only active ones on request,
-- searched in the database), their tags, disabling and enabling, tenants and owners unique per
-- number and unit, refusals in words for every field; the tags' list with counts, and removing a
-- tag from documents writes their history.

--------------------------------------------------------------------------------
-- Undo (idempotent re-runs of this file)

drop function if exists app_public.client_companies_real_estate_objects_list(app_public.client_companies, boolean, text);
drop function if exists app_public.client_companies_tags_list(app_public.client_companies, text);
drop function if exists app_public.set_real_estate_object_disabled(uuid, boolean);
drop function if exists app_public.set_real_estate_object_tags(uuid, uuid[]);
drop function if exists app_public.real_estate_objects_tags(app_public.real_estate_objects);
drop function if exists app_public.real_estate_objects_sorted_tenant_owners(app_public.real_estate_objects);
drop function if exists app_public.client_company_tags_real_estate_object_count(app_public.client_company_tags);
drop trigger if exists _300_history on app_public.client_company_tags;
drop function if exists app_private.tg_client_company_tags__history() cascade;
drop trigger if exists _200_refuse_feature_off on app_public.real_estate_object_tenant_owners;
drop function if exists app_private.tg_real_estate_object_tenant_owners__refuse_delete() cascade;
drop table if exists app_public.real_estate_object_tags;
alter table app_public.real_estate_object_tenant_owners
  drop constraint if exists real_estate_object_tenant_owners_unit_key;

--------------------------------------------------------------------------------
-- Real-estate objects: every field refused in words, disabling stamped by the server

create or replace function app_private.tg_real_estate_objects__validate() returns trigger as $$
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
  new.title := regexp_replace(btrim(coalesce(new.title, '')), '\s+', ' ', 'g');
  new.number := nullif(btrim(new.number), '');
  new.accounting_area := nullif(btrim(new.accounting_area), '');
  new.user_account := nullif(btrim(new.user_account), '');
  new.address := nullif(btrim(new.address), '');
  new.zip := nullif(btrim(new.zip), '');
  new.city := nullif(btrim(new.city), '');
  new.country := upper(btrim(coalesce(new.country, 'DE')));
  new.note := nullif(btrim(new.note), '');
  new.iban := nullif(upper(regexp_replace(new.iban, '\s', '', 'g')), '');
  new.bic := nullif(upper(regexp_replace(new.bic, '\s', '', 'g')), '');
  new.alternative_addresses := array(select btrim(a) from unnest(coalesce(new.alternative_addresses, '{}')) a where btrim(a) <> '');
  if new.title = '' then
    raise exception 'REAL_ESTATE_OBJECT_TITLE_REQUIRED' using errcode = '22023', column = 'title';
  end if;
  if length(new.title) > 200 then
    raise exception 'REAL_ESTATE_OBJECT_TITLE_TOO_LONG' using errcode = '22023', column = 'title';
  end if;
  if new.number is not null and new.number !~ '^[A-Za-z0-9][A-Za-z0-9./ -]{0,19}$' then
    raise exception 'INVALID_REAL_ESTATE_OBJECT_NUMBER' using errcode = '22023', column = 'number';
  end if;
  if length(new.accounting_area) > 20 then
    raise exception 'REAL_ESTATE_OBJECT_ACCOUNTING_AREA_TOO_LONG' using errcode = '22023', column = 'accountingArea';
  end if;
  if length(new.user_account) > 60 then
    raise exception 'REAL_ESTATE_OBJECT_USER_ACCOUNT_TOO_LONG' using errcode = '22023', column = 'userAccount';
  end if;
  if length(new.address) > 200 then
    raise exception 'REAL_ESTATE_OBJECT_ADDRESS_TOO_LONG' using errcode = '22023', column = 'address';
  end if;
  if cardinality(new.alternative_addresses) > 20 or exists (select 1 from unnest(new.alternative_addresses) a where length(a) > 200) then
    raise exception 'REAL_ESTATE_OBJECT_ALTERNATIVE_ADDRESSES_INVALID' using errcode = '22023', column = 'alternativeAddresses';
  end if;
  if new.zip is not null and new.zip !~ '^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$' then
    raise exception 'INVALID_ZIP' using errcode = '22023', column = 'zip';
  end if;
  if length(new.city) > 100 then
    raise exception 'REAL_ESTATE_OBJECT_CITY_TOO_LONG' using errcode = '22023', column = 'city';
  end if;
  if new.country !~ '^[A-Z]{2}$' then
    raise exception 'INVALID_COUNTRY' using errcode = '22023', column = 'country';
  end if;
  if length(new.note) > 5000 then
    raise exception 'REAL_ESTATE_OBJECT_NOTE_TOO_LONG' using errcode = '22023', column = 'note';
  end if;
  if new.iban is not null and not app_hidden.is_valid_iban(new.iban) then
    raise exception 'INVALID_IBAN' using errcode = '22023', column = 'iban';
  end if;
  if new.bic is not null and new.bic !~ '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$' then
    raise exception 'INVALID_BIC' using errcode = '22023', column = 'bic';
  end if;
  if new.number is not null and exists (select 1 from app_public.real_estate_objects o
       where o.client_company_id = new.client_company_id and o.number = new.number and o.id <> new.id) then
    raise exception 'REAL_ESTATE_OBJECT_NUMBER_TAKEN' using errcode = '23505', column = 'number';
  end if;
  -- The moment of disabling is the server's: a person only switches it on or off.
  if tg_op = 'INSERT' then
    if new.disabled_at is not null then new.disabled_at := now(); end if;
  elsif new.disabled_at is distinct from old.disabled_at and new.disabled_at is not null then
    new.disabled_at := coalesce(old.disabled_at, now());
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;


create function app_public.set_real_estate_object_disabled(real_estate_object_row_id uuid, disabled boolean)
returns app_public.real_estate_objects as $$
declare
  o app_public.real_estate_objects;
begin
  select * into o from app_public.real_estate_objects r where r.id = real_estate_object_row_id;
  if o.id is null then
    raise exception 'REAL_ESTATE_OBJECT_NOT_FOUND' using errcode = 'P0002';
  end if;
  if not app_hidden.has_company_manage_access(o.client_company_id) then
    raise exception 'REAL_ESTATE_OBJECTS_MANAGE_FORBIDDEN' using errcode = '42501';
  end if;
  update app_public.real_estate_objects r
  set disabled_at = case when coalesce(disabled, true) then coalesce(r.disabled_at, now()) end
  where r.id = o.id
  returning * into o;
  return o;
end;
$$ language plpgsql volatile;
comment on function app_public.set_real_estate_object_disabled(uuid, boolean) is E'Disables the object (no longer offered for new documents; the documents booked to it keep it) or enables it again, and returns it. Refusals: REAL_ESTATE_OBJECT_NOT_FOUND, REAL_ESTATE_OBJECTS_MANAGE_FORBIDDEN, REAL_ESTATE_FEATURE_OFF.';

create function app_public.client_companies_real_estate_objects_list(
  c app_public.client_companies,
  only_active boolean default false,
  search_text text default null
) returns setof app_public.real_estate_objects as $$
  select o.* from app_public.real_estate_objects o
  where o.client_company_id = c.id
    and app_hidden.has_real_estate_feature(c.id)
    and (not coalesce(only_active, false) or o.disabled_at is null)
    and (coalesce(btrim(search_text), '') = ''
         or o.title ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or o.number ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or o.address ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or o.zip ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or o.city ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or o.accounting_area ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or o.user_account ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or o.iban ilike app_hidden.contains_pattern(left(regexp_replace(search_text, '\s', '', 'g'), 200)) escape '!'
         or exists (select 1 from unnest(o.alternative_addresses) a
                    where a ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')
         or exists (select 1 from app_public.real_estate_object_tenant_owners t
                    where t.client_company_id = o.client_company_id and t.real_estate_object_id = o.id
                      and (t.owner ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
                           or t.tenant_owner_no ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')))
  order by o.number nulls last, o.title, o.id;
$$ language sql stable;
comment on function app_public.client_companies_real_estate_objects_list(app_public.client_companies, boolean, text) is
  'The real-estate objects of the settings list, by number (objects without a number last) and title: only the active ones when onlyActive, matching the search in title, number, address, zip, city, accounting area, user account, IBAN, alternative addresses or a tenant''s or owner''s name or number. Empty while the REAL_ESTATE feature is off.';

create function app_public.real_estate_objects_sorted_tenant_owners(o app_public.real_estate_objects)
returns setof app_public.real_estate_object_tenant_owners as $$
  select t.* from app_public.real_estate_object_tenant_owners t
  where t.client_company_id = o.client_company_id and t.real_estate_object_id = o.id
  order by t.tenant_owner_no, t.unit_no nulls first, t.id;
$$ language sql stable;
comment on function app_public.real_estate_objects_sorted_tenant_owners(app_public.real_estate_objects) is 'The object''s tenants and owners by their number, then unit.';

--------------------------------------------------------------------------------
-- Tenants and owners: one entry per number and unit (an owner may hold several units)

alter table app_public.real_estate_object_tenant_owners
  drop constraint if exists real_estate_object_tenant_owners_number_key;
alter table app_public.real_estate_object_tenant_owners
  add constraint real_estate_object_tenant_owners_unit_key
  unique nulls not distinct (client_company_id, real_estate_object_id, tenant_owner_no, unit_no);
comment on constraint real_estate_object_tenant_owners_unit_key on app_public.real_estate_object_tenant_owners is E'@behavior -single -update -delete';

create or replace function app_private.tg_real_estate_object_tenant_owners__validate() returns trigger as $$
begin
  if app_hidden.current_user_id() is not null and not app_hidden.has_company_manage_access(new.client_company_id) then
    raise exception 'REAL_ESTATE_OBJECTS_MANAGE_FORBIDDEN' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and (new.client_company_id, new.real_estate_object_id) <> (old.client_company_id, old.real_estate_object_id) then
    raise exception 'TENANT_OWNER_OBJECT_FIXED' using errcode = '22023', column = 'realEstateObjectRowId';
  end if;
  if not app_hidden.has_real_estate_feature(new.client_company_id) then
    raise exception 'REAL_ESTATE_FEATURE_OFF' using errcode = 'P0001';
  end if;
  new.tenant_owner_no := btrim(coalesce(new.tenant_owner_no, ''));
  new.unit_no := nullif(btrim(new.unit_no), '');
  new.owner := regexp_replace(btrim(coalesce(new.owner, '')), '\s+', ' ', 'g');
  if new.tenant_owner_no = '' then
    raise exception 'TENANT_OWNER_NUMBER_REQUIRED' using errcode = '22023', column = 'tenantOwnerNo';
  end if;
  if new.tenant_owner_no !~ '^[A-Za-z0-9][A-Za-z0-9./ -]{0,19}$' then
    raise exception 'INVALID_TENANT_OWNER_NUMBER' using errcode = '22023', column = 'tenantOwnerNo';
  end if;
  if new.unit_no is not null and new.unit_no !~ '^[A-Za-z0-9][A-Za-z0-9./ -]{0,19}$' then
    raise exception 'INVALID_UNIT_NUMBER' using errcode = '22023', column = 'unitNo';
  end if;
  if new.owner = '' then
    raise exception 'TENANT_OWNER_NAME_REQUIRED' using errcode = '22023', column = 'owner';
  end if;
  if length(new.owner) > 200 then
    raise exception 'TENANT_OWNER_NAME_TOO_LONG' using errcode = '22023', column = 'owner';
  end if;
  if exists (select 1 from app_public.real_estate_object_tenant_owners t
             where t.client_company_id = new.client_company_id and t.real_estate_object_id = new.real_estate_object_id
               and t.tenant_owner_no = new.tenant_owner_no and t.unit_no is not distinct from new.unit_no and t.id <> new.id) then
    raise exception 'TENANT_OWNER_NUMBER_TAKEN' using errcode = '23505', column = 'tenantOwnerNo';
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;

-- Removing a tenant or owner is a change of the object: not while the feature is off. (A
-- company's or object's removal takes them along; only people's deletes are asked.)
create function app_private.tg_real_estate_object_tenant_owners__refuse_delete() returns trigger as $$
begin
  if app_hidden.current_user_id() is not null and pg_trigger_depth() = 1
     and not app_hidden.has_real_estate_feature(old.client_company_id) then
    raise exception 'REAL_ESTATE_FEATURE_OFF' using errcode = 'P0001';
  end if;
  return old;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _200_refuse_feature_off before delete on app_public.real_estate_object_tenant_owners
  for each row execute procedure app_private.tg_real_estate_object_tenant_owners__refuse_delete();

--------------------------------------------------------------------------------
-- Tags on real-estate objects (the company's tags, as on documents)

create table app_public.real_estate_object_tags (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  real_estate_object_id uuid not null,
  client_company_tag_id uuid not null,
  created_at timestamptz not null default now(),
  constraint real_estate_object_tags_object_fkey foreign key (client_company_id, real_estate_object_id)
    references app_public.real_estate_objects (client_company_id, id) on delete cascade,
  constraint real_estate_object_tags_tag_fkey foreign key (client_company_id, client_company_tag_id)
    references app_public.client_company_tags (client_company_id, id) on delete cascade,
  constraint real_estate_object_tags_object_tag_key unique (client_company_id, real_estate_object_id, client_company_tag_id)
);
create index real_estate_object_tags_company_tag_idx on app_public.real_estate_object_tags (client_company_id, client_company_tag_id);
comment on table app_public.real_estate_object_tags is E'@behavior -insert -update -delete\nA tag on a real-estate object. Written through setRealEstateObjectTags (company-manage access).';
comment on constraint real_estate_object_tags_object_fkey on app_public.real_estate_object_tags is E'@fieldName realEstateObject\n@foreignFieldName objectTags';
comment on constraint real_estate_object_tags_tag_fkey on app_public.real_estate_object_tags is E'@fieldName tag\n@foreignFieldName realEstateObjectTags';
comment on constraint real_estate_object_tags_object_tag_key on app_public.real_estate_object_tags is E'@behavior -single -update -delete';

alter table app_public.real_estate_object_tags enable row level security;
create policy select_member on app_public.real_estate_object_tags for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy insert_company_manage on app_public.real_estate_object_tags for insert
  with check (app_hidden.has_company_manage_access(client_company_id));
create policy delete_company_manage on app_public.real_estate_object_tags for delete
  using (app_hidden.has_company_manage_access(client_company_id));
grant select on app_public.real_estate_object_tags to app_user;
grant insert (client_company_id, real_estate_object_id, client_company_tag_id) on app_public.real_estate_object_tags to app_user;
grant delete on app_public.real_estate_object_tags to app_user;

create function app_public.real_estate_objects_tags(o app_public.real_estate_objects) returns setof app_public.client_company_tags as $$
  select t.* from app_public.real_estate_object_tags x
  join app_public.client_company_tags t on t.client_company_id = x.client_company_id and t.id = x.client_company_tag_id
  where x.client_company_id = o.client_company_id and x.real_estate_object_id = o.id
  order by t.created_at, t.id;
$$ language sql stable;
comment on function app_public.real_estate_objects_tags(app_public.real_estate_objects) is 'The tags on the object, in the company''s tag order (by creation).';

create function app_public.set_real_estate_object_tags(real_estate_object_row_id uuid, tag_row_ids uuid[])
returns app_public.real_estate_objects as $$
declare
  o app_public.real_estate_objects;
  ids uuid[];
begin
  select * into o from app_public.real_estate_objects r where r.id = real_estate_object_row_id;
  if o.id is null then
    raise exception 'REAL_ESTATE_OBJECT_NOT_FOUND' using errcode = 'P0002';
  end if;
  if not app_hidden.has_company_manage_access(o.client_company_id) then
    raise exception 'REAL_ESTATE_OBJECTS_MANAGE_FORBIDDEN' using errcode = '42501';
  end if;
  if not app_hidden.has_real_estate_feature(o.client_company_id) then
    raise exception 'REAL_ESTATE_FEATURE_OFF' using errcode = 'P0001';
  end if;
  ids := array(select distinct x from unnest(coalesce(tag_row_ids, '{}')) x where x is not null);
  if cardinality(ids) > 50 then
    raise exception 'TOO_MANY_TAGS' using errcode = '22023', column = 'tagRowIds';
  end if;
  if exists (select 1 from unnest(ids) x
             where not exists (select 1 from app_public.client_company_tags t where t.client_company_id = o.client_company_id and t.id = x)) then
    raise exception 'TAG_NOT_FOUND' using errcode = '22023', column = 'tagRowIds';
  end if;
  delete from app_public.real_estate_object_tags x
  where x.client_company_id = o.client_company_id and x.real_estate_object_id = o.id and not (x.client_company_tag_id = any (ids));
  insert into app_public.real_estate_object_tags (client_company_id, real_estate_object_id, client_company_tag_id)
  select o.client_company_id, o.id, x from unnest(ids) x
  where not exists (select 1 from app_public.real_estate_object_tags y
                    where y.client_company_id = o.client_company_id and y.real_estate_object_id = o.id and y.client_company_tag_id = x);
  return o;
end;
$$ language plpgsql volatile;
comment on function app_public.set_real_estate_object_tags(uuid, uuid[]) is E'Sets the object''s tags to exactly these (an empty list removes all) and returns the object. Refusals: REAL_ESTATE_OBJECT_NOT_FOUND, REAL_ESTATE_OBJECTS_MANAGE_FORBIDDEN, REAL_ESTATE_FEATURE_OFF, TOO_MANY_TAGS (more than 50), TAG_NOT_FOUND (not a tag of the object''s company).';

--------------------------------------------------------------------------------
-- Tags: the settings list, and a deleted tag leaves its trace in the documents' history

create function app_public.client_companies_tags_list(c app_public.client_companies, search_text text default null)
returns setof app_public.client_company_tags as $$
  select t.* from app_public.client_company_tags t
  where t.client_company_id = c.id
    and (coalesce(btrim(search_text), '') = ''
         or t.tag ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')
  order by t.created_at, t.id;
$$ language sql stable;
comment on function app_public.client_companies_tags_list(app_public.client_companies, text) is
  'The tags of the settings list, by creation (oldest first, spec part 2 §9), matching the search.';

create function app_public.client_company_tags_real_estate_object_count(t app_public.client_company_tags) returns integer as $$
  select count(*)::int from app_public.real_estate_object_tags x
  where x.client_company_id = t.client_company_id and x.client_company_tag_id = t.id;
$$ language sql stable;
comment on function app_public.client_company_tags_real_estate_object_count(app_public.client_company_tags) is E'@notNull\nHow many real-estate objects carry the tag.';

-- A person deleting a tag takes it off every document; each of those documents records the
-- removal (TAGS_CHANGED, as setDocumentTags writes it). Security definer: the tag manager may
-- not be allowed to change each document, yet the removal is theirs and is written in their
-- name. A company's removal (no person) writes nothing.
create function app_private.tg_client_company_tags__history() returns trigger as $$
begin
  if app_hidden.current_user_id() is null then
    return old;
  end if;
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  select dt.client_company_id, dt.document_id, 'TAGS_CHANGED', app_hidden.current_user_id(),
         jsonb_build_object('added', '[]'::jsonb, 'removed', jsonb_build_array(old.tag))
  from app_public.document_tags dt
  where dt.client_company_id = old.client_company_id and dt.client_company_tag_id = old.id;
  return old;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _300_history before delete on app_public.client_company_tags
  for each row execute procedure app_private.tg_client_company_tags__history();
