--! Previous: sha1:ace8b5397b68d72e7805b3f8ecf82fa3b27a0efd
--! Hash: sha1:ad9683f961dbce2a18e3ffac1b6122a07c7c5e2b
--! Message: Super admins create and change companies (the legal entity with its locations) and client companies: status, branding, accounting firm, contract and licence; a new client company is set up with categories, a chart of accounts and its first admin invited in one step

-- Super admin › Admin: the legal entity behind a client company (Company, with its locations),
-- and client companies created, changed and deactivated by super admins: status, language,
-- branding with a logo, accounting firm, billed company, accounting system and client number,
-- contract and licence. Creating a client company sets it up in one transaction: default
-- categories, a chosen chart of accounts and its first admin invited by e-mail.

drop function if exists app_public.admin_companies(text);
drop function if exists app_public.create_company(text, text, text[], text, date, date, text, text, text, text, text, text, text, text, text, text);
drop function if exists app_public.update_company(uuid, text, text, text[], text, date, date, text, text, text, text, text, text, text, text, text, text);
drop function if exists app_private.save_main_location(uuid, text, text, text, text, text, text, text, text, text, text);
drop function if exists app_public.admin_client_companies(text, app_public.client_company_status);
drop function if exists app_public.create_client_company(uuid, text, text, text, text, text, text, app_public.client_company_status, text, app_public.client_company_branding, uuid, uuid, text, text, date, text, integer, integer, integer, text, app_public.standard_chart);
drop function if exists app_public.update_client_company(uuid, uuid, text, text, app_public.client_company_status, text, app_public.client_company_branding, uuid, uuid, text, text, date, text, integer, integer, integer, text);
drop function if exists app_public.delete_client_company(uuid);
drop function if exists app_public.companies_brand_name_or_name(app_public.companies);
drop function if exists app_public.companies_countries(app_public.companies);
drop function if exists app_public.companies_main_location(app_public.companies);
drop function if exists app_public.companies_client_companies_count(app_public.companies);
drop function if exists app_public.client_companies_has_logo(app_public.client_companies);
drop trigger if exists _050_company on app_public.client_companies;
drop trigger if exists _210_contract_start_insert on app_public.client_companies;
drop trigger if exists _210_contract_start_update on app_public.client_companies;
drop function if exists app_private.tg_client_companies__company();
drop function if exists app_private.tg_client_companies__contract_start();
drop function if exists app_hidden.current_user_company_ids();
alter table if exists app_public.client_companies
  drop column if exists legal_company_id,
  drop column if exists accounting_system_client_no,
  drop column if exists logo_sha256,
  drop column if exists logo_content_type;
drop table if exists app_public.company_locations;
drop table if exists app_public.companies;
drop function if exists app_hidden.names_are_valid(text[]);

--------------------------------------------------------------------------------
-- Companies: the legal entity (name, brand, legal form, founded and dissolved, locations).

create function app_hidden.names_are_valid(names text[]) returns boolean as $$
  select cardinality(names) <= 20
    and coalesce((select bool_and(n is not null and length(btrim(n)) between 1 and 200) from unnest(names) n), true);
$$ language sql immutable;
comment on function app_hidden.names_are_valid(text[]) is 'At most 20 names, each 1–200 characters.';

create table app_public.companies (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint companies_name_length check (length(btrim(name)) between 1 and 200),
  brand_name text constraint companies_brand_name_length check (brand_name is null or length(btrim(brand_name)) between 1 and 200),
  alternative_names text[] not null default '{}' constraint companies_alternative_names_valid check (app_hidden.names_are_valid(alternative_names)),
  legal_form text constraint companies_legal_form_length check (legal_form is null or length(btrim(legal_form)) between 1 and 100),
  founded date,
  dissolved date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint companies_dissolved_after_founded check (dissolved is null or founded is null or dissolved >= founded)
);
create index companies_name_idx on app_public.companies (lower(coalesce(brand_name, name)), id);
create trigger _100_timestamps before insert or update on app_public.companies
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.companies is E'@behavior -insert -update -delete\nA company as a legal entity (name, brand, legal form, locations); a client company is kept for one. Super admins manage companies; members of a client company see its company.';
comment on column app_public.companies.alternative_names is 'Other names the company is known by (at most 20).';
comment on column app_public.companies.legal_form is 'The legal form, e.g. GmbH, AG, e. K.';
comment on column app_public.companies.founded is 'The day the company was founded.';
comment on column app_public.companies.dissolved is 'The day the company was dissolved (not before it was founded).';

create table app_public.company_locations (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null,
  main boolean not null default false,
  title text constraint company_locations_title_length check (title is null or length(btrim(title)) between 1 and 200),
  street text constraint company_locations_street_length check (street is null or length(btrim(street)) between 1 and 200),
  zip text constraint company_locations_zip_length check (zip is null or length(btrim(zip)) between 1 and 20),
  city text constraint company_locations_city_length check (city is null or length(btrim(city)) between 1 and 100),
  country char(2) not null default 'DE' constraint company_locations_country_format check (country ~ '^[A-Z]{2}$'),
  phone text constraint company_locations_phone_length check (phone is null or length(btrim(phone)) between 1 and 50),
  email text constraint company_locations_email_format check (email is null or (length(email) <= 254 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$')),
  website text constraint company_locations_website_length check (website is null or length(btrim(website)) between 1 and 200),
  registration_no text constraint company_locations_registration_no_length check (registration_no is null or length(btrim(registration_no)) between 1 and 50),
  vat_id_no text constraint company_locations_vat_id_no_format check (vat_id_no is null or vat_id_no ~ '^[A-Z]{2}[0-9A-Za-z+*.]{2,12}$'),
  tax_id_no text constraint company_locations_tax_id_no_length check (tax_id_no is null or length(btrim(tax_id_no)) between 1 and 50),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint company_locations_company_id_fkey foreign key (company_id) references app_public.companies (id) on delete cascade
);
create index company_locations_company_idx on app_public.company_locations (company_id);
create unique index company_locations_one_main on app_public.company_locations (company_id) where main;
create trigger _100_timestamps before insert or update on app_public.company_locations
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.company_locations is 'A location of a company: its main seat (one per company) or another site, with address, contact, registration, VAT and tax id.';
comment on column app_public.company_locations.main is 'The company''s main location (at most one).';
comment on constraint company_locations_company_id_fkey on app_public.company_locations is E'@fieldName company\n@foreignFieldName locations';

create function app_public.companies_brand_name_or_name(c app_public.companies) returns text as $$
  select coalesce(c.brand_name, c.name);
$$ language sql stable;
comment on function app_public.companies_brand_name_or_name(app_public.companies) is E'@notNull\nThe brand name, else the name.';

create function app_public.companies_countries(c app_public.companies) returns text[] as $$
  select coalesce(array_agg(distinct l.country::text order by l.country::text), '{}')
  from app_public.company_locations l where l.company_id = c.id;
$$ language sql stable;
comment on function app_public.companies_countries(app_public.companies) is E'@notNull\nThe countries of the company''s locations.';

create function app_public.companies_main_location(c app_public.companies) returns app_public.company_locations as $$
  select l.* from app_public.company_locations l where l.company_id = c.id and l.main;
$$ language sql stable;
comment on function app_public.companies_main_location(app_public.companies) is 'The company''s main location.';

--------------------------------------------------------------------------------
-- Client companies: the company they are kept for, the client number in the accounting
-- system, the logo, the contract and licence.

alter table app_public.client_companies
  add column legal_company_id uuid,
  add column accounting_system_client_no text
    constraint client_companies_accounting_system_client_no_length
    check (accounting_system_client_no is null or length(btrim(accounting_system_client_no)) between 1 and 50),
  add column logo_sha256 text
    constraint client_companies_logo_sha256_format check (logo_sha256 is null or logo_sha256 ~ '^[0-9a-f]{64}$'),
  add column logo_content_type text
    constraint client_companies_logo_content_type_valid
    check (logo_content_type is null or logo_content_type in ('image/png', 'image/jpeg', 'image/webp')),
  add constraint client_companies_logo_complete check ((logo_sha256 is null) = (logo_content_type is null));
alter table app_public.client_companies add column if not exists contract_note text constraint client_companies_contract_note_length check (contract_note is null or length(contract_note) <= 2000), add column if not exists licensed_documents integer constraint client_companies_licensed_documents_range check (licensed_documents is null or licensed_documents >= 0), add column if not exists licensed_users integer constraint client_companies_licensed_users_range check (licensed_users is null or licensed_users >= 0), add column if not exists licensed_banks integer constraint client_companies_licensed_banks_range check (licensed_banks is null or licensed_banks >= 0), add column if not exists contract_expiry_notification_email text constraint client_companies_contract_expiry_email_format check (contract_expiry_notification_email is null or contract_expiry_notification_email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$');
comment on column app_public.client_companies.accounting_system_client_no is 'The company''s client number in its accounting system.';
comment on column app_public.client_companies.logo_sha256 is E'@behavior -*\nThe blob of the company''s logo (served by /api/client-companies/{rowId}/logo).';
comment on column app_public.client_companies.logo_content_type is E'@behavior -*\nThe type of the logo (PNG, JPEG or WebP).';
comment on column app_public.client_companies.contract_note is 'A note on the contract (at most 2000 characters).';
comment on column app_public.client_companies.licensed_documents is 'Documents per contract year the licence covers.';
comment on column app_public.client_companies.licensed_users is 'Users the licence covers.';
comment on column app_public.client_companies.licensed_banks is 'Bank connections the licence covers.';
comment on column app_public.client_companies.contract_expiry_notification_email is 'Who is told by e-mail when the contract expires.';

-- One company per existing client company, from its own name and address.
do $$
declare
  cc record;
  new_company uuid;
begin
  for cc in select * from app_public.client_companies where legal_company_id is null loop
    insert into app_public.companies (name, brand_name) values (cc.name, cc.brand_name) returning id into new_company;
    insert into app_public.company_locations (company_id, main, street, zip, city, country, vat_id_no, tax_id_no)
    values (new_company, true, nullif(btrim(cc.street), ''), nullif(btrim(cc.postal_code), ''), nullif(btrim(cc.city), ''),
            cc.country, cc.vat_id, nullif(btrim(cc.tax_number), ''));
    update app_public.client_companies set legal_company_id = new_company where id = cc.id;
  end loop;
end;
$$;

alter table app_public.client_companies
  alter column legal_company_id set not null,
  add constraint client_companies_legal_company_id_fkey foreign key (legal_company_id) references app_public.companies (id) on delete restrict;
create index client_companies_legal_company_idx on app_public.client_companies (legal_company_id);
-- Not "company_id": many functions take a parameter of that name and read client_companies,
-- where a column of the same name would win over the parameter.
comment on column app_public.client_companies.legal_company_id is 'The company (legal entity) the client company is kept for. (companyRowId names the client company itself, as the shell reads it.)';
comment on constraint client_companies_legal_company_id_fkey on app_public.client_companies is E'@fieldName company\n@foreignFieldName clientCompanies';

-- A client company inserted without a company (demo data, tests) gets one of its own.
create function app_private.tg_client_companies__company() returns trigger as $$
begin
  if new.legal_company_id is null then
    insert into app_public.companies (name, brand_name) values (new.name, new.brand_name) returning id into new.legal_company_id;
    insert into app_public.company_locations (company_id, main, street, zip, city, country, vat_id_no, tax_id_no)
    values (new.legal_company_id, true, nullif(btrim(new.street), ''), nullif(btrim(new.postal_code), ''), nullif(btrim(new.city), ''),
            new.country, new.vat_id, nullif(btrim(new.tax_number), ''));
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _050_company before insert on app_public.client_companies
  for each row execute procedure app_private.tg_client_companies__company();

-- A contract cannot start more than a year ahead (a typo, not a plan).
create function app_private.tg_client_companies__contract_start() returns trigger as $$
begin
  if new.contract_start_date > current_date + interval '1 year' then
    raise exception 'CONTRACT_START_TOO_FAR_IN_FUTURE' using errcode = 'P0001', column = 'contractStartDate';
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _210_contract_start_insert before insert on app_public.client_companies
  for each row when (new.contract_start_date is not null) execute procedure app_private.tg_client_companies__contract_start();
create trigger _210_contract_start_update before update of contract_start_date on app_public.client_companies
  for each row when (new.contract_start_date is distinct from old.contract_start_date)
  execute procedure app_private.tg_client_companies__contract_start();

-- The logo blob is referenced: the blob sweep keeps it.
create or replace function app_private.referenced_blobs(candidates text[]) returns setof text as $$
  select f.sha256 from app_public.source_files f where f.sha256 = any(candidates)
  union
  select p.image_sha256 from app_public.document_pages p where p.image_sha256 = any(candidates)
  union
  select p.thumb_sha256 from app_public.document_pages p where p.thumb_sha256 = any(candidates)
  union
  select x.blob_key from app_public.export_files x where x.blob_key = any(candidates)
  union
  select c.logo_sha256 from app_public.client_companies c where c.logo_sha256 = any(candidates);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

create function app_public.client_companies_has_logo(c app_public.client_companies) returns boolean as $$
  select c.logo_sha256 is not null;
$$ language sql stable;
comment on function app_public.client_companies_has_logo(app_public.client_companies) is E'@notNull\nWhether the company has a logo of its own (served by /api/client-companies/{rowId}/logo).';

--------------------------------------------------------------------------------
-- Security: super admins manage companies; members of a client company read its company.

create function app_hidden.current_user_company_ids() returns setof uuid as $$
  select cc.legal_company_id from app_public.client_companies cc
  where cc.id in (select app_hidden.current_user_client_company_ids());
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_company_ids() is 'The companies (legal entities) of the client companies the request''s user belongs to.';

alter table app_public.companies enable row level security;
alter table app_public.company_locations enable row level security;
create policy select_member_or_super_admin on app_public.companies for select using (
  (select app_hidden.current_user_is_super_admin()) or id in (select app_hidden.current_user_company_ids()));
create policy insert_super_admin on app_public.companies for insert with check ((select app_hidden.current_user_is_super_admin()));
create policy update_super_admin on app_public.companies for update
  using ((select app_hidden.current_user_is_super_admin())) with check ((select app_hidden.current_user_is_super_admin()));
create policy select_member_or_super_admin on app_public.company_locations for select using (
  (select app_hidden.current_user_is_super_admin()) or company_id in (select app_hidden.current_user_company_ids()));
create policy insert_super_admin on app_public.company_locations for insert with check ((select app_hidden.current_user_is_super_admin()));
create policy update_super_admin on app_public.company_locations for update
  using ((select app_hidden.current_user_is_super_admin())) with check ((select app_hidden.current_user_is_super_admin()));
create policy delete_super_admin on app_public.company_locations for delete using ((select app_hidden.current_user_is_super_admin()));

grant select on app_public.companies to app_user;
grant insert (name, brand_name, alternative_names, legal_form, founded, dissolved) on app_public.companies to app_user;
grant update (name, brand_name, alternative_names, legal_form, founded, dissolved) on app_public.companies to app_user;
grant select, delete on app_public.company_locations to app_user;
grant insert (company_id, main, title, street, zip, city, country, phone, email, website, registration_no, vat_id_no, tax_id_no)
  on app_public.company_locations to app_user;
grant update (main, title, street, zip, city, country, phone, email, website, registration_no, vat_id_no, tax_id_no)
  on app_public.company_locations to app_user;

--------------------------------------------------------------------------------
-- Creating and changing a company with its main location, in one step (super admins).

create function app_private.save_main_location(
  company uuid, street text, zip text, city text, country text, vat_id_no text, tax_id_no text,
  registration_no text, phone text, email text, website text
) returns void as $$
begin
  update app_public.company_locations l set
    street = nullif(btrim(save_main_location.street), ''),
    zip = nullif(btrim(save_main_location.zip), ''),
    city = nullif(btrim(save_main_location.city), ''),
    country = coalesce(nullif(upper(btrim(save_main_location.country)), ''), 'DE'),
    vat_id_no = nullif(upper(replace(save_main_location.vat_id_no, ' ', '')), ''),
    tax_id_no = nullif(btrim(save_main_location.tax_id_no), ''),
    registration_no = nullif(btrim(save_main_location.registration_no), ''),
    phone = nullif(btrim(save_main_location.phone), ''),
    email = nullif(lower(btrim(save_main_location.email)), ''),
    website = nullif(btrim(save_main_location.website), '')
  where l.company_id = save_main_location.company and l.main;
  if not found then
    insert into app_public.company_locations (company_id, main, street, zip, city, country, vat_id_no, tax_id_no, registration_no, phone, email, website)
    values (save_main_location.company, true, nullif(btrim(save_main_location.street), ''), nullif(btrim(save_main_location.zip), ''),
            nullif(btrim(save_main_location.city), ''), coalesce(nullif(upper(btrim(save_main_location.country)), ''), 'DE'),
            nullif(upper(replace(save_main_location.vat_id_no, ' ', '')), ''), nullif(btrim(save_main_location.tax_id_no), ''),
            nullif(btrim(save_main_location.registration_no), ''), nullif(btrim(save_main_location.phone), ''),
            nullif(lower(btrim(save_main_location.email)), ''), nullif(btrim(save_main_location.website), ''));
  end if;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

create function app_public.create_company(
  name text,
  brand_name text default null,
  alternative_names text[] default null,
  legal_form text default null,
  founded date default null,
  dissolved date default null,
  street text default null,
  zip text default null,
  city text default null,
  country text default null,
  vat_id_no text default null,
  tax_id_no text default null,
  registration_no text default null,
  phone text default null,
  email text default null,
  website text default null
) returns app_public.companies as $$
declare
  c app_public.companies;
begin
  if not coalesce(app_hidden.current_user_is_super_admin(), false) then
    raise exception 'SUPER_ADMIN_ONLY' using errcode = '42501';
  end if;
  insert into app_public.companies (name, brand_name, alternative_names, legal_form, founded, dissolved)
  values (btrim(create_company.name), nullif(btrim(create_company.brand_name), ''),
          coalesce((select array_agg(btrim(n)) from unnest(create_company.alternative_names) n where btrim(n) <> ''), '{}'),
          nullif(btrim(create_company.legal_form), ''), create_company.founded, create_company.dissolved)
  returning * into c;
  perform app_private.save_main_location(c.id, street, zip, city, country, vat_id_no, tax_id_no, registration_no, phone, email, website);
  return c;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.create_company(text, text, text[], text, date, date, text, text, text, text, text, text, text, text, text, text) is
  'Super admin: creates a company (legal entity) with its main location.';

create function app_public.update_company(
  company_row_id uuid,
  name text,
  brand_name text default null,
  alternative_names text[] default null,
  legal_form text default null,
  founded date default null,
  dissolved date default null,
  street text default null,
  zip text default null,
  city text default null,
  country text default null,
  vat_id_no text default null,
  tax_id_no text default null,
  registration_no text default null,
  phone text default null,
  email text default null,
  website text default null
) returns app_public.companies as $$
declare
  c app_public.companies;
begin
  if not coalesce(app_hidden.current_user_is_super_admin(), false) then
    raise exception 'SUPER_ADMIN_ONLY' using errcode = '42501';
  end if;
  update app_public.companies x set
    name = btrim(update_company.name),
    brand_name = nullif(btrim(update_company.brand_name), ''),
    alternative_names = coalesce((select array_agg(btrim(n)) from unnest(update_company.alternative_names) n where btrim(n) <> ''), '{}'),
    legal_form = nullif(btrim(update_company.legal_form), ''),
    founded = update_company.founded,
    dissolved = update_company.dissolved
  where x.id = company_row_id
  returning * into c;
  if c.id is null then
    raise exception 'COMPANY_NOT_FOUND' using errcode = 'P0002';
  end if;
  perform app_private.save_main_location(c.id, street, zip, city, country, vat_id_no, tax_id_no, registration_no, phone, email, website);
  return c;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.update_company(uuid, text, text, text[], text, date, date, text, text, text, text, text, text, text, text, text, text) is
  'Super admin: changes a company (legal entity) and its main location.';

revoke execute on function app_public.create_company(text, text, text[], text, date, date, text, text, text, text, text, text, text, text, text, text) from public;
grant execute on function app_public.create_company(text, text, text[], text, date, date, text, text, text, text, text, text, text, text, text, text) to app_user;
revoke execute on function app_public.update_company(uuid, text, text, text[], text, date, date, text, text, text, text, text, text, text, text, text, text) from public;
grant execute on function app_public.update_company(uuid, text, text, text[], text, date, date, text, text, text, text, text, text, text, text, text, text) to app_user;
revoke execute on function app_private.save_main_location(uuid, text, text, text, text, text, text, text, text, text, text) from public;

--------------------------------------------------------------------------------
-- The admin lists: super admins only (anyone else gets an empty list), searched in the
-- database, paged by cursor.

create function app_public.admin_companies(search_text text default null) returns setof app_public.companies as $$
  select c.* from app_public.companies c
  where (select app_hidden.current_user_is_super_admin())
    and (coalesce(btrim(search_text), '') = ''
         or c.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or c.brand_name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or array_to_string(c.alternative_names, ' ') ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or exists (select 1 from app_public.company_locations l where l.company_id = c.id
                    and (l.vat_id_no ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
                         or l.city ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')))
  order by lower(coalesce(c.brand_name, c.name)), c.id;
$$ language sql stable;
comment on function app_public.admin_companies(text) is
  'Super admin: the companies (legal entities), by name, matching the search in name, brand name, alternative names, VAT id or city.';

create function app_public.admin_client_companies(search_text text default null, status app_public.client_company_status default null)
returns setof app_public.client_companies as $$
  select c.* from app_public.client_companies c
  where (select app_hidden.current_user_is_super_admin())
    and (admin_client_companies.status is null or c.status = admin_client_companies.status)
    and (coalesce(btrim(search_text), '') = ''
         or c.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or c.brand_name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or c.accounting_system_client_no ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')
  order by lower(coalesce(c.brand_name, c.name)), c.id;
$$ language sql stable;
comment on function app_public.admin_client_companies(text, app_public.client_company_status) is
  'Super admin: every client company, by name, of one status (null: all), matching the search in name, brand name or client number.';

--------------------------------------------------------------------------------
-- Creating, changing and deleting client companies (super admins).

create function app_public.create_client_company(
  company_row_id uuid,
  name text,
  admin_email text,
  admin_first_name text,
  admin_last_name text default null,
  admin_language text default null,
  brand_name text default null,
  status app_public.client_company_status default null,
  language text default null,
  branding app_public.client_company_branding default null,
  accounting_company_client_company_row_id uuid default null,
  billed_client_company_row_id uuid default null,
  accounting_system text default null,
  accounting_system_client_no text default null,
  contract_start_date date default null,
  contract_note text default null,
  licensed_documents integer default null,
  licensed_users integer default null,
  licensed_banks integer default null,
  contract_expiry_notification_email text default null,
  chart app_public.standard_chart default null
) returns app_public.client_companies as $$
declare
  c app_public.client_companies;
  me uuid := app_hidden.current_user_id();
  v_email text := lower(btrim(admin_email));
  existing record;
  admin_id uuid;
begin
  if not coalesce(app_hidden.current_user_is_super_admin(), false) then
    raise exception 'SUPER_ADMIN_ONLY' using errcode = '42501';
  end if;
  if company_row_id is null or not exists (select 1 from app_public.companies x where x.id = company_row_id) then
    raise exception 'COMPANY_NOT_FOUND' using errcode = 'P0002', column = 'companyRowId';
  end if;
  if v_email is null or v_email = '' or length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'FIRST_ADMIN_EMAIL_INVALID' using errcode = 'P0001', column = 'adminEmail';
  end if;
  if coalesce(btrim(admin_first_name), '') = '' then
    raise exception 'FIRST_ADMIN_NAME_REQUIRED' using errcode = 'P0001', column = 'adminFirstName';
  end if;
  select u.id, u.type into existing from app_public.users u where u.email = v_email::citext for update;
  if found and existing.type = 'EXTERNAL' then
    raise exception 'FIRST_ADMIN_IS_EXTERNAL_USER' using errcode = 'P0001', column = 'adminEmail';
  end if;

  insert into app_public.client_companies as cc (
    legal_company_id, name, brand_name, status, language, branding, accounting_company_client_company_id,
    billed_client_company_id, accounting_system, accounting_system_client_no, contract_start_date, contract_note,
    licensed_documents, licensed_users, licensed_banks, contract_expiry_notification_email)
  values (
    company_row_id, btrim(name), nullif(btrim(brand_name), ''), coalesce(status, 'ACTIVE'), coalesce(language, 'de'), branding,
    accounting_company_client_company_row_id, billed_client_company_row_id, nullif(accounting_system, ''),
    nullif(btrim(accounting_system_client_no), ''), contract_start_date, nullif(btrim(contract_note), ''),
    licensed_documents, licensed_users, licensed_banks, nullif(lower(btrim(contract_expiry_notification_email)), ''))
  returning * into c;
  -- The default document categories come with the insert (trigger _200_default_document_categories).
  if chart is not null then
    perform app_public.import_general_ledger_chart(c.id, chart);
  end if;

  -- The first admin: as POST /api/user/create/ invites, with the role ADMIN. A new person gets
  -- an account and the link to set a password (users__invite); setting it accepts the
  -- membership. A person with an account accepts the request in the bell.
  if existing.id is null then
    insert into app_public.users (email, first_name, last_name, language, type)
    values (v_email, btrim(admin_first_name), nullif(btrim(admin_last_name), ''), coalesce(admin_language, c.language), 'STANDARD')
    returning id into admin_id;
    perform app_private.enqueue_job('users__invite',
      json_build_object('userRowId', admin_id, 'clientCompanyRowId', c.id, 'createdByUserRowId', me),
      'user_invitation:' || admin_id);
  else
    admin_id := existing.id;
  end if;
  insert into app_public.membership_requests (client_company_id, user_id, role_name, invited_by_user_id, invited_email, invited_name)
  values (c.id, admin_id, 'ADMIN', me, v_email, concat_ws(' ', btrim(admin_first_name), nullif(btrim(admin_last_name), '')));
  return c;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.create_client_company(uuid, text, text, text, text, text, text, app_public.client_company_status, text, app_public.client_company_branding, uuid, uuid, text, text, date, text, integer, integer, integer, text, app_public.standard_chart) is
  E'Super admin: creates a client company for a company, set up in one transaction: the default document categories, the chosen standard chart of accounts (none: null) and its first admin, invited by e-mail. Any refusal changes nothing.';

create function app_public.update_client_company(
  client_company_row_id uuid,
  company_row_id uuid,
  name text,
  brand_name text default null,
  status app_public.client_company_status default null,
  language text default null,
  branding app_public.client_company_branding default null,
  accounting_company_client_company_row_id uuid default null,
  billed_client_company_row_id uuid default null,
  accounting_system text default null,
  accounting_system_client_no text default null,
  contract_start_date date default null,
  contract_note text default null,
  licensed_documents integer default null,
  licensed_users integer default null,
  licensed_banks integer default null,
  contract_expiry_notification_email text default null
) returns app_public.client_companies as $$
declare
  c app_public.client_companies;
begin
  if not coalesce(app_hidden.current_user_is_super_admin(), false) then
    raise exception 'SUPER_ADMIN_ONLY' using errcode = '42501';
  end if;
  if company_row_id is null or not exists (select 1 from app_public.companies x where x.id = company_row_id) then
    raise exception 'COMPANY_NOT_FOUND' using errcode = 'P0002', column = 'companyRowId';
  end if;
  update app_public.client_companies cc set
    legal_company_id = company_row_id,
    name = btrim(update_client_company.name),
    brand_name = nullif(btrim(update_client_company.brand_name), ''),
    status = coalesce(update_client_company.status, cc.status),
    language = coalesce(update_client_company.language, cc.language),
    branding = update_client_company.branding,
    accounting_company_client_company_id = accounting_company_client_company_row_id,
    billed_client_company_id = billed_client_company_row_id,
    accounting_system = nullif(update_client_company.accounting_system, ''),
    accounting_system_client_no = nullif(btrim(update_client_company.accounting_system_client_no), ''),
    contract_start_date = update_client_company.contract_start_date,
    contract_note = nullif(btrim(update_client_company.contract_note), ''),
    licensed_documents = update_client_company.licensed_documents,
    licensed_users = update_client_company.licensed_users,
    licensed_banks = update_client_company.licensed_banks,
    contract_expiry_notification_email = nullif(lower(btrim(update_client_company.contract_expiry_notification_email)), '')
  where cc.id = client_company_row_id
  returning * into c;
  if c.id is null then
    raise exception 'CLIENT_COMPANY_NOT_FOUND' using errcode = 'P0002';
  end if;
  return c;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.update_client_company(uuid, uuid, text, text, app_public.client_company_status, text, app_public.client_company_branding, uuid, uuid, text, text, date, text, integer, integer, integer, text) is
  'Super admin: changes a client company''s identity, status (INACTIVE deactivates it), language, branding, accounting firm, billed company, accounting system and client number, contract and licence.';

-- Deleting: only a client company without documents (one with documents is deactivated
-- instead: its records are kept, GoBD).
create function app_public.delete_client_company(client_company_row_id uuid) returns app_public.client_companies as $$
declare
  c app_public.client_companies;
begin
  if not coalesce(app_hidden.current_user_is_super_admin(), false) then
    raise exception 'SUPER_ADMIN_ONLY' using errcode = '42501';
  end if;
  select * into c from app_public.client_companies cc where cc.id = client_company_row_id for update;
  if c.id is null then
    raise exception 'CLIENT_COMPANY_NOT_FOUND' using errcode = 'P0002';
  end if;
  if exists (select 1 from app_public.documents d where d.client_company_id = c.id)
     or exists (select 1 from app_public.source_files f where f.client_company_id = c.id) then
    raise exception 'CLIENT_COMPANY_HAS_DOCUMENTS' using errcode = 'P0001';
  end if;
  delete from app_public.client_companies cc where cc.id = c.id;
  return c;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.delete_client_company(uuid) is
  'Super admin: deletes a client company that has no documents; one with documents is refused (CLIENT_COMPANY_HAS_DOCUMENTS) and can only be deactivated.';

revoke execute on function app_public.create_client_company(uuid, text, text, text, text, text, text, app_public.client_company_status, text, app_public.client_company_branding, uuid, uuid, text, text, date, text, integer, integer, integer, text, app_public.standard_chart) from public;
grant execute on function app_public.create_client_company(uuid, text, text, text, text, text, text, app_public.client_company_status, text, app_public.client_company_branding, uuid, uuid, text, text, date, text, integer, integer, integer, text, app_public.standard_chart) to app_user;
revoke execute on function app_public.update_client_company(uuid, uuid, text, text, app_public.client_company_status, text, app_public.client_company_branding, uuid, uuid, text, text, date, text, integer, integer, integer, text) from public;
grant execute on function app_public.update_client_company(uuid, uuid, text, text, app_public.client_company_status, text, app_public.client_company_branding, uuid, uuid, text, text, date, text, integer, integer, integer, text) to app_user;
revoke execute on function app_public.delete_client_company(uuid) from public;
grant execute on function app_public.delete_client_company(uuid) to app_user;
