--! Previous: sha1:398e50071ffc8a8e1815600106b3c10d4445ec02
--! Hash: sha1:5bc4ae9c7d861e7bc39c0529df158b8b19b6760f
--! Message: Partner companies are managed in the company settings: locations, payment presets with verified IBANs, direct-debit mandates, controller and main cost centre; duplicates merge into one partner that keeps every reference

-- Company › Partner companies (spec part 2, settings {clientCompanyRowId}/company/partner-companies):
-- people with company-manage access create and change partner companies with their locations,
-- payment presets and direct-debit mandates, deactivate them, verify an IBAN, and merge
-- duplicates (same VAT id or same name) into one partner that keeps every reference.

drop function if exists app_public.merge_partner_companies(uuid, uuid[]);
drop function if exists app_public.client_companies_partner_companies_list(app_public.client_companies, boolean, boolean, text, app_public.partner_company_order);
drop function if exists app_public.partner_companies_duplicates(app_public.partner_companies);
drop function if exists app_public.partner_companies_duplicates_count(app_public.partner_companies);
drop function if exists app_public.partner_companies_documents_count(app_public.partner_companies);
drop function if exists app_public.partner_companies_vat_ids(app_public.partner_companies);
drop function if exists app_public.partner_company_direct_debit_mandates_sequence_type(app_public.partner_company_direct_debit_mandates);
drop function if exists app_public.verify_partner_company_payment_preset(uuid);
drop trigger if exists _200_validate on app_public.partner_companies;
drop trigger if exists _200_validate on app_public.partner_company_locations;
drop trigger if exists _200_validate on app_public.partner_company_payment_presets;
drop trigger if exists _200_validate on app_public.partner_company_direct_debit_mandates;
drop function if exists app_private.tg_partner_companies__validate();
drop trigger if exists _150_one_main on app_public.partner_company_locations;
drop trigger if exists _150_one_primary on app_public.partner_company_payment_presets;
drop trigger if exists _200_refuse_delete on app_public.partner_company_locations;
drop function if exists app_private.tg_partner_company_locations__one_main();
drop function if exists app_private.tg_partner_company_payment_presets__one_primary();
drop function if exists app_private.tg_partner_company_locations__refuse_delete();
drop function if exists app_private.tg_partner_company_locations__validate();
drop function if exists app_private.tg_partner_company_payment_presets__validate();
drop function if exists app_private.tg_partner_company_direct_debit_mandates__validate();
drop function if exists app_hidden.partner_iban_is_valid(text);
drop policy if exists insert_company_manage on app_public.partner_companies;
drop policy if exists update_company_manage on app_public.partner_companies;
drop policy if exists insert_company_manage on app_public.partner_company_locations;
drop policy if exists update_company_manage on app_public.partner_company_locations;
drop policy if exists delete_company_manage on app_public.partner_company_locations;
drop policy if exists insert_company_manage on app_public.partner_company_payment_presets;
drop policy if exists update_company_manage on app_public.partner_company_payment_presets;
drop policy if exists delete_company_manage on app_public.partner_company_payment_presets;
drop policy if exists select_company_manage on app_public.partner_company_direct_debit_mandates;
drop policy if exists insert_company_manage on app_public.partner_company_direct_debit_mandates;
drop policy if exists update_company_manage on app_public.partner_company_direct_debit_mandates;
drop policy if exists delete_company_manage on app_public.partner_company_direct_debit_mandates;
revoke insert, update on app_public.partner_companies from app_user;
revoke insert, update, delete on app_public.partner_company_locations from app_user;
revoke insert, delete on app_public.partner_company_payment_presets from app_user;
revoke insert, delete on app_public.partner_company_direct_debit_mandates from app_user;
revoke update (iban, bic, currency, "primary", recipient, purpose_prefix, due_date_in_days, discount_due_date_in_days,
               discount_percent, discount_amount, verified_at, verified_by_user_id) on app_public.partner_company_payment_presets from app_user;
revoke update (mandate_id, signature_date, debtor_name, debtor_iban, debtor_bic) on app_public.partner_company_direct_debit_mandates from app_user;
alter table app_public.partner_company_locations drop column if exists vat_id_key;
drop index if exists app_public.partner_companies_company_name_key_idx;
alter table app_public.partner_companies drop column if exists name_key;
drop function if exists app_hidden.partner_name_key(text);
drop index if exists app_public.partner_companies_controller_user_idx;
drop index if exists app_public.partner_companies_controller_user_group_idx;
drop index if exists app_public.partner_companies_company_main_cost_center_idx;
drop index if exists app_public.partner_companies_company_main_cost_unit_idx;
alter table app_public.partner_companies
  drop column if exists controller_user_id,
  drop column if exists controller_user_group_id,
  drop column if exists main_cost_center_id,
  drop column if exists main_cost_unit_id;
drop type if exists app_public.partner_company_order;

--------------------------------------------------------------------------------
-- New fields: the controller (a member who checks this partner's invoices, or a user group),
-- the main cost centre and cost unit; keys for finding duplicates.

alter table app_public.partner_companies
  add column controller_user_id uuid references app_public.users (id) on delete set null,
  -- References app_public.user_groups (id) once that table exists (user groups come with the
  -- Users › User groups settings).
  add column controller_user_group_id uuid,
  add column main_cost_center_id uuid,
  add column main_cost_unit_id uuid,
  add constraint partner_companies_main_cost_center_id_fkey foreign key (client_company_id, main_cost_center_id)
    references app_public.cost_centers (client_company_id, id) on delete set null (main_cost_center_id),
  add constraint partner_companies_main_cost_unit_id_fkey foreign key (client_company_id, main_cost_unit_id)
    references app_public.cost_units (client_company_id, id) on delete set null (main_cost_unit_id);
create index partner_companies_controller_user_idx on app_public.partner_companies (controller_user_id);
create index partner_companies_controller_user_group_idx on app_public.partner_companies (controller_user_group_id);
create index partner_companies_company_main_cost_center_idx on app_public.partner_companies (client_company_id, main_cost_center_id);
create index partner_companies_company_main_cost_unit_idx on app_public.partner_companies (client_company_id, main_cost_unit_id);
comment on column app_public.partner_companies.controller_user_id is 'The member who controls this partner''s documents (e.g. asked for approval by rules).';
comment on column app_public.partner_companies.controller_user_group_id is 'The user group that controls this partner''s documents.';
comment on column app_public.partner_companies.main_cost_center_id is 'The cost centre this partner''s invoices are usually booked to.';
comment on column app_public.partner_companies.main_cost_unit_id is 'The cost unit this partner''s invoices are usually booked to.';
comment on constraint partner_companies_controller_user_id_fkey on app_public.partner_companies is E'@fieldName controllerUser\n@foreignFieldName controlledPartnerCompanies';
comment on constraint partner_companies_main_cost_center_id_fkey on app_public.partner_companies is E'@fieldName mainCostCenter\n@foreignFieldName mainForPartnerCompanies';
comment on constraint partner_companies_main_cost_unit_id_fkey on app_public.partner_companies is E'@fieldName mainCostUnit\n@foreignFieldName mainForPartnerCompanies';

-- A company name without legal form, punctuation and case (as server/capture/partners.ts
-- normalizePartnerName compares names): "Müller GmbH & Co. KG" and "müller" are the same.
create function app_hidden.partner_name_key(name text) returns text as $$
  select nullif(btrim(regexp_replace(
    regexp_replace(lower(name),
      '(gmbh\s*&\s*co\.?\s*kg|gmbh|mbh|ag|kg|ohg|gbr|ug\s*\(haftungsbeschränkt\)|ug|e\.\s?k\.|e\.\s?v\.|se|ltd\.?|limited|inc\.?|llc|s\.?a\.?r\.?l\.?|b\.?v\.?|co\.?)(?=\s|$|[,.])',
      ' ', 'g'),
    '[^[:alnum:]]+', ' ', 'g')), '');
$$ language sql immutable;
comment on function app_hidden.partner_name_key(text) is 'A partner name folded for finding duplicates: lower case, without legal form and punctuation (null when nothing is left).';

alter table app_public.partner_companies
  add column name_key text generated always as (app_hidden.partner_name_key(name)) stored;
comment on column app_public.partner_companies.name_key is E'@behavior -*\nThe name folded for finding duplicates (partner_name_key).';
create index partner_companies_company_name_key_idx on app_public.partner_companies (client_company_id, name_key);

alter table app_public.partner_company_locations
  add column vat_id_key text generated always as (upper(regexp_replace(vat_id_no, '[\s.-]', '', 'g'))) stored;
comment on column app_public.partner_company_locations.vat_id_key is E'@behavior -*\nThe VAT id without spaces, dots and dashes, upper case: what counts as the same VAT id.';
create index if not exists partner_company_locations_company_vat_id_key_idx
  on app_public.partner_company_locations (client_company_id, vat_id_key) where vat_id_key is not null;

--------------------------------------------------------------------------------
-- Validation with coded refusals (the client names the field).

create function app_private.tg_partner_companies__validate() returns trigger as $$
begin
  if new.controller_user_id is not null and (tg_op = 'INSERT' or new.controller_user_id is distinct from old.controller_user_id)
     and not exists (select 1 from app_public.client_company_users u
                     where u.client_company_id = new.client_company_id and u.user_id = new.controller_user_id) then
    raise exception 'PARTNER_CONTROLLER_NOT_MEMBER' using errcode = '22023', column = 'controllerUserRowId';
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_validate before insert or update on app_public.partner_companies
  for each row execute procedure app_private.tg_partner_companies__validate();

-- A VAT id names one partner in the company: a person giving a second partner the same VAT id
-- is refused (the duplicate is merged instead). Locations of the same partner may share it.
-- Capture finds partners by VAT id before it creates one; duplicates from before are merged.
create function app_private.tg_partner_company_locations__validate() returns trigger as $$
declare
  v_key text := upper(regexp_replace(new.vat_id_no, '[\s.-]', '', 'g'));
begin
  if new.vat_id_no is not null and (tg_op = 'INSERT' or new.vat_id_no is distinct from old.vat_id_no) then
    if new.vat_id_no !~ '^[A-Z]{2}[0-9A-Za-z+*.]{2,13}$' then
      raise exception 'PARTNER_VAT_ID_INVALID' using errcode = '22023', column = 'vatIdNo';
    end if;
    if app_hidden.current_user_id() is not null and exists (
               select 1 from app_public.partner_company_locations l
               where l.client_company_id = new.client_company_id and l.vat_id_key = v_key
                 and l.partner_company_id <> new.partner_company_id) then
      raise exception 'PARTNER_VAT_ID_TAKEN' using errcode = '23505', column = 'vatIdNo';
    end if;
  end if;
  if new.country is not null and new.country !~ '^[A-Z]{2}$' then
    raise exception 'PARTNER_COUNTRY_INVALID' using errcode = '22023', column = 'country';
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_validate before insert or update on app_public.partner_company_locations
  for each row execute procedure app_private.tg_partner_company_locations__validate();

-- One main location and one primary payment preset per partner: making one main (primary)
-- makes the partner's other one an ordinary one.
create function app_private.tg_partner_company_locations__one_main() returns trigger as $$
begin
  if new.main and (tg_op = 'INSERT' or not old.main or new.partner_company_id <> old.partner_company_id) then
    update app_public.partner_company_locations l set main = false
    where l.client_company_id = new.client_company_id and l.partner_company_id = new.partner_company_id
      and l.main and l.id <> new.id;
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _150_one_main before insert or update of main, partner_company_id on app_public.partner_company_locations
  for each row execute procedure app_private.tg_partner_company_locations__one_main();

create function app_private.tg_partner_company_payment_presets__one_primary() returns trigger as $$
begin
  if new."primary" and (tg_op = 'INSERT' or not old."primary" or new.partner_company_id <> old.partner_company_id) then
    update app_public.partner_company_payment_presets p set "primary" = false
    where p.client_company_id = new.client_company_id and p.partner_company_id = new.partner_company_id
      and p."primary" and p.id <> new.id;
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _150_one_primary before insert or update of "primary", partner_company_id on app_public.partner_company_payment_presets
  for each row execute procedure app_private.tg_partner_company_payment_presets__one_primary();

-- A location invoices name is kept (deleting it would change the invoices, exported ones too).
create function app_private.tg_partner_company_locations__refuse_delete() returns trigger as $$
begin
  if app_hidden.current_user_id() is not null and exists (
       select 1 from app_public.invoices i
       where i.client_company_id = old.client_company_id and i.partner_company_location_id = old.id) then
    raise exception 'PARTNER_LOCATION_IN_USE' using errcode = 'P0001';
  end if;
  return old;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_refuse_delete before delete on app_public.partner_company_locations
  for each row execute procedure app_private.tg_partner_company_locations__refuse_delete();

-- ISO 13616: the country's length is not checked here (src/lib/iban.ts does), the mod-97
-- check digits are: letters count 10…35, the first four characters move to the end.
create function app_hidden.partner_iban_is_valid(iban text) returns boolean as $$
declare
  rearranged text;
  remainder int := 0;
  ch text;
  v int;
begin
  if iban is null or iban !~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' then return false; end if;
  rearranged := substr(iban, 5) || substr(iban, 1, 4);
  foreach ch in array regexp_split_to_array(rearranged, '') loop
    v := case when ch between 'A' and 'Z' then ascii(ch) - 55 else ascii(ch) - 48 end;
    remainder := case when v >= 10 then (remainder * 100 + v) % 97 else (remainder * 10 + v) % 97 end;
  end loop;
  return remainder = 1;
end;
$$ language plpgsql immutable;
comment on function app_hidden.partner_iban_is_valid(text) is 'Whether an IBAN (upper case, no spaces) has the right shape and valid mod-97 check digits.';

-- A person's IBAN and BIC are checked (capture keeps what a document says, in shape); a
-- changed IBAN is no longer verified.
create function app_private.tg_partner_company_payment_presets__validate() returns trigger as $$
begin
  new.iban := upper(regexp_replace(new.iban, '\s', '', 'g'));
  new.bic := nullif(upper(regexp_replace(new.bic, '\s', '', 'g')), '');
  if tg_op = 'INSERT' or new.iban is distinct from old.iban or new.bic is distinct from old.bic then
    if app_hidden.current_user_id() is not null and not app_hidden.partner_iban_is_valid(new.iban) then
      raise exception 'INVALID_IBAN' using errcode = '22023', column = 'iban';
    end if;
    if new.bic is not null and new.bic !~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$' then
      raise exception 'INVALID_BIC' using errcode = '22023', column = 'bic';
    end if;
  end if;
  if tg_op = 'UPDATE' and new.iban is distinct from old.iban then
    new.verified_at := null;
    new.verified_by_user_id := null;
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _200_validate before insert or update on app_public.partner_company_payment_presets
  for each row execute procedure app_private.tg_partner_company_payment_presets__validate();

create function app_private.tg_partner_company_direct_debit_mandates__validate() returns trigger as $$
begin
  new.debtor_iban := upper(regexp_replace(new.debtor_iban, '\s', '', 'g'));
  new.debtor_bic := nullif(upper(regexp_replace(new.debtor_bic, '\s', '', 'g')), '');
  if tg_op = 'INSERT' or new.debtor_iban is distinct from old.debtor_iban or new.debtor_bic is distinct from old.debtor_bic then
    if app_hidden.current_user_id() is not null and not app_hidden.partner_iban_is_valid(new.debtor_iban) then
      raise exception 'INVALID_IBAN' using errcode = '22023', column = 'debtorIban';
    end if;
    if new.debtor_bic is not null and new.debtor_bic !~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$' then
      raise exception 'INVALID_BIC' using errcode = '22023', column = 'debtorBic';
    end if;
  end if;
  if tg_op = 'INSERT' or new.mandate_id is distinct from old.mandate_id then
    if exists (select 1 from app_public.partner_company_direct_debit_mandates m
               where m.client_company_id = new.client_company_id and m.mandate_id = new.mandate_id and m.id <> new.id) then
      raise exception 'MANDATE_ID_TAKEN' using errcode = '23505', column = 'mandateId';
    end if;
  end if;
  if new.signature_date > current_date then
    raise exception 'MANDATE_SIGNED_IN_FUTURE' using errcode = '22023', column = 'signatureDate';
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_validate before insert or update on app_public.partner_company_direct_debit_mandates
  for each row execute procedure app_private.tg_partner_company_direct_debit_mandates__validate();

--------------------------------------------------------------------------------
-- Access: company-manage access creates and changes partners and their parts (deleting a
-- partner is not offered: it is deactivated, or merged into another).

comment on table app_public.partner_companies is E'@behavior -delete\nA vendor or client of the client company. Created and changed with company-manage access; deactivated instead of deleted; duplicates are merged (mergePartnerCompanies).';
comment on table app_public.partner_company_locations is E'An address of a partner company; one is the main location. A VAT id names one partner of the company.';
comment on table app_public.partner_company_payment_presets is E'How a partner company is paid: its bank account and terms. A changed IBAN is unverified until a person verifies it (verifyPartnerCompanyPaymentPreset).';
comment on table app_public.partner_company_direct_debit_mandates is E'A SEPA direct-debit mandate a client signed: the company may collect its outgoing invoices from the debtor''s account (pain.008). The first collection is FRST, later ones RCUR.';
comment on column app_public.partner_company_payment_presets.verified_at is E'@behavior -insert -update\nWhen a person confirmed that this IBAN belongs to the partner (a payment to it was confirmed explicitly, or the preset was checked). Invoices with other IBANs are flagged hasUnverifiedIban.';
comment on column app_public.partner_company_payment_presets.verified_by_user_id is E'@behavior -insert -update\nWho verified the IBAN.';
comment on column app_public.partner_company_payment_presets.source is E'@behavior -insert -update\nWhere the preset came from: a person, an e-invoice, or learned from a confirmed bank transaction.';
comment on column app_public.partner_company_direct_debit_mandates.first_collected_at is E'@behavior -insert -update\nWhen the first collection under the mandate was made (null: the next one is FRST).';

create policy insert_company_manage on app_public.partner_companies for insert
  with check (app_hidden.has_company_manage_access(client_company_id));
create policy update_company_manage on app_public.partner_companies for update
  using (app_hidden.has_company_manage_access(client_company_id)) with check (app_hidden.has_company_manage_access(client_company_id));
create policy insert_company_manage on app_public.partner_company_locations for insert
  with check (app_hidden.has_company_manage_access(client_company_id));
create policy update_company_manage on app_public.partner_company_locations for update
  using (app_hidden.has_company_manage_access(client_company_id)) with check (app_hidden.has_company_manage_access(client_company_id));
create policy delete_company_manage on app_public.partner_company_locations for delete
  using (app_hidden.has_company_manage_access(client_company_id));
create policy insert_company_manage on app_public.partner_company_payment_presets for insert
  with check (app_hidden.has_company_manage_access(client_company_id));
create policy update_company_manage on app_public.partner_company_payment_presets for update
  using (app_hidden.has_company_manage_access(client_company_id)) with check (app_hidden.has_company_manage_access(client_company_id));
create policy delete_company_manage on app_public.partner_company_payment_presets for delete
  using (app_hidden.has_company_manage_access(client_company_id));
create policy select_company_manage on app_public.partner_company_direct_debit_mandates for select
  using (app_hidden.has_company_manage_access(client_company_id));
create policy insert_company_manage on app_public.partner_company_direct_debit_mandates for insert
  with check (app_hidden.has_company_manage_access(client_company_id));
create policy update_company_manage on app_public.partner_company_direct_debit_mandates for update
  using (app_hidden.has_company_manage_access(client_company_id)) with check (app_hidden.has_company_manage_access(client_company_id));
create policy delete_company_manage on app_public.partner_company_direct_debit_mandates for delete
  using (app_hidden.has_company_manage_access(client_company_id));

grant insert (client_company_id, name, alternative_names, paid_with_direct_debit, notes, is_consumer, active,
              controller_user_id, controller_user_group_id, main_cost_center_id, main_cost_unit_id)
  on app_public.partner_companies to app_user;
grant update (name, alternative_names, paid_with_direct_debit, notes, is_consumer, active,
              controller_user_id, controller_user_group_id, main_cost_center_id, main_cost_unit_id)
  on app_public.partner_companies to app_user;
grant insert (client_company_id, partner_company_id, main, title, street, city, zip, country, phone, email, website,
              registration_no, vat_id_no, tax_id_no)
  on app_public.partner_company_locations to app_user;
grant update (main, title, street, city, zip, country, phone, email, website, registration_no, vat_id_no, tax_id_no)
  on app_public.partner_company_locations to app_user;
grant delete on app_public.partner_company_locations to app_user;
grant insert (client_company_id, partner_company_id, iban, bic, currency, "primary", recipient, purpose_prefix,
              due_date_in_days, discount_due_date_in_days, discount_percent, discount_amount)
  on app_public.partner_company_payment_presets to app_user;
grant update (iban, bic, currency, "primary", recipient, purpose_prefix, due_date_in_days, discount_due_date_in_days,
              discount_percent, discount_amount)
  on app_public.partner_company_payment_presets to app_user;
grant delete on app_public.partner_company_payment_presets to app_user;
grant insert (client_company_id, partner_company_id, mandate_id, signature_date, debtor_name, debtor_iban, debtor_bic)
  on app_public.partner_company_direct_debit_mandates to app_user;
grant update (mandate_id, signature_date, debtor_name, debtor_iban, debtor_bic)
  on app_public.partner_company_direct_debit_mandates to app_user;
grant delete on app_public.partner_company_direct_debit_mandates to app_user;

-- Verifying an IBAN: banking or company-manage access; the person and the moment are recorded.
create function app_public.verify_partner_company_payment_preset(preset_row_id uuid) returns app_public.partner_company_payment_presets as $$
declare
  result app_public.partner_company_payment_presets;
begin
  select * into result from app_public.partner_company_payment_presets p where p.id = preset_row_id;
  if result.id is null or not app_hidden.current_user_can_see_company(result.client_company_id) then
    raise exception 'PAYMENT_PRESET_NOT_FOUND' using errcode = 'P0002';
  end if;
  if not (app_hidden.has_banking_access(result.client_company_id) or app_hidden.has_company_manage_access(result.client_company_id)) then
    raise exception 'PARTNER_SETTINGS_FORBIDDEN' using errcode = '42501';
  end if;
  update app_public.partner_company_payment_presets p set verified_at = now(), verified_by_user_id = app_hidden.current_user_id()
  where p.id = preset_row_id returning * into result;
  return result;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.verify_partner_company_payment_preset(uuid) is 'A person confirms that this IBAN belongs to the partner (e.g. checked by phone): invoices naming it are no longer flagged hasUnverifiedIban. Needs banking or company-manage access.';
revoke all on function app_public.verify_partner_company_payment_preset(uuid) from public;
grant execute on function app_public.verify_partner_company_payment_preset(uuid) to app_user;

--------------------------------------------------------------------------------
-- Computed fields and the settings list.

create function app_public.partner_companies_vat_ids(p app_public.partner_companies) returns text[] as $$
  select coalesce(array_agg(distinct l.vat_id_no order by l.vat_id_no), '{}')
  from app_public.partner_company_locations l
  where l.client_company_id = p.client_company_id and l.partner_company_id = p.id and l.vat_id_no is not null;
$$ language sql stable;
comment on function app_public.partner_companies_vat_ids(app_public.partner_companies) is E'@notNull\nThe VAT ids of the partner''s locations.';

create function app_public.partner_companies_documents_count(p app_public.partner_companies) returns integer as $$
  select count(*)::int from app_public.documents d
  where d.client_company_id = p.client_company_id and d.list_partner_company_id = p.id;
$$ language sql stable;
comment on function app_public.partner_companies_documents_count(app_public.partner_companies) is E'@notNull\nHow many documents (invoices and other documents) name the partner, as far as the viewer may see them.';

create function app_public.partner_companies_duplicates(p app_public.partner_companies) returns setof app_public.partner_companies as $$
  select o.* from app_public.partner_companies o
  where o.client_company_id = p.client_company_id and o.id <> p.id
    and ((p.name_key is not null and o.name_key = p.name_key)
         or exists (select 1 from app_public.partner_company_locations a
                    join app_public.partner_company_locations b
                      on b.client_company_id = a.client_company_id and b.vat_id_key = a.vat_id_key
                    where a.client_company_id = p.client_company_id and a.partner_company_id = p.id
                      and b.partner_company_id = o.id and a.vat_id_key is not null))
  order by o.name collate public.de_natural, o.id;
$$ language sql stable;
comment on function app_public.partner_companies_duplicates(app_public.partner_companies) is E'@behavior -connection +list\nOther partners of the company that look like the same one: the same VAT id, or the same name without legal form and punctuation (active or not).';

create function app_public.partner_companies_duplicates_count(p app_public.partner_companies) returns integer as $$
  select count(*)::int from app_public.partner_companies_duplicates(p);
$$ language sql stable;
comment on function app_public.partner_companies_duplicates_count(app_public.partner_companies) is E'@notNull\nHow many other partners look like the same one (see duplicates).';

create function app_public.partner_company_direct_debit_mandates_sequence_type(m app_public.partner_company_direct_debit_mandates) returns text as $$
  select case when m.first_collected_at is null then 'FRST' else 'RCUR' end;
$$ language sql stable;
comment on function app_public.partner_company_direct_debit_mandates_sequence_type(app_public.partner_company_direct_debit_mandates) is E'@notNull\nThe sequence type of the next collection: FRST before the first one, RCUR after it.';

create type app_public.partner_company_order as enum ('NAME_ASC', 'NAME_DESC', 'DOCUMENTS_DESC', 'DOCUMENTS_ASC', 'CREATED_DESC', 'CREATED_ASC');
comment on type app_public.partner_company_order is 'How the partner companies list is sorted: by name, by number of documents, or by creation.';

create function app_public.client_companies_partner_companies_list(
  c app_public.client_companies,
  include_inactive boolean default false,
  with_duplicates boolean default false,
  search_text text default null,
  order_by app_public.partner_company_order default 'NAME_ASC'
) returns setof app_public.partner_companies as $$
  select p.* from app_public.partner_companies p
  where p.client_company_id = c.id
    and (coalesce(include_inactive, false) or p.active)
    and (coalesce(btrim(search_text), '') = ''
         or p.search_key ilike app_hidden.contains_pattern(app_hidden.search_key(left(search_text, 200))) escape '!'
         or p.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or exists (select 1 from app_public.partner_company_locations l
                    where l.client_company_id = p.client_company_id and l.partner_company_id = p.id
                      and (l.vat_id_key like app_hidden.contains_pattern(upper(regexp_replace(left(search_text, 200), '[\s.-]', '', 'g'))) escape '!'
                           or l.city ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')))
    and (not coalesce(with_duplicates, false) or exists (select 1 from app_public.partner_companies_duplicates(p)))
  order by
    case when order_by = 'DOCUMENTS_DESC' then -app_public.partner_companies_documents_count(p)
         when order_by = 'DOCUMENTS_ASC' then app_public.partner_companies_documents_count(p) end,
    case when order_by = 'CREATED_DESC' then p.created_at end desc,
    case when order_by = 'CREATED_ASC' then p.created_at end,
    case when order_by = 'NAME_DESC' then p.name end collate public.de_natural desc,
    p.name collate public.de_natural, p.id;
$$ language sql stable;
comment on function app_public.client_companies_partner_companies_list(app_public.client_companies, boolean, boolean, text, app_public.partner_company_order) is
  'The partner companies of the settings list: only active ones unless includeInactive, only those with duplicates if withDuplicates, matching the search in name, alternative names, VAT id or city; sorted by orderBy (name first by default).';

--------------------------------------------------------------------------------
-- Merging duplicates. Everything that names a duplicate moves to the survivor: documents,
-- partner accounts, locations (the same VAT id or address counts once), payment presets (the
-- same IBAN counts once, verified if either was), mandates, what recognition and bank matching
-- learned (names, counterparty names), and any other reference a future table adds (found in
-- the catalog). Each moved document's history records the merge; the duplicates are deleted.
-- While the merge runs (belegwerk.partner_merge), the lock of exported invoices, the field
-- states and the generic field history leave the partner change alone: it renames who the
-- document is from, it changes nothing booked (the partner account moves along).

drop trigger if exists _040_exported_lock on app_public.invoices;
create trigger _040_exported_lock before update on app_public.invoices
  for each row when (current_setting('belegwerk.partner_merge', true) is distinct from 'on')
  execute procedure app_private.tg_invoices__exported_lock();
drop trigger if exists _300_field_states on app_public.invoices;
create trigger _300_field_states after update on app_public.invoices
  for each row when (current_setting('belegwerk.payment_refresh', true) is distinct from 'on'
                     and current_setting('belegwerk.partner_merge', true) is distinct from 'on')
  execute procedure app_private.tg__field_states();
drop trigger if exists _410_history_fields on app_public.invoices;
create trigger _410_history_fields after update on app_public.invoices
  for each row when (app_hidden.current_user_id() is not null
                     and current_setting('belegwerk.payment_refresh', true) is distinct from 'on'
                     and current_setting('belegwerk.partner_merge', true) is distinct from 'on')
  execute procedure app_private.tg__history_fields();
drop trigger if exists _300_field_states on app_public.other_documents;
create trigger _300_field_states after update on app_public.other_documents
  for each row when (current_setting('belegwerk.partner_merge', true) is distinct from 'on')
  execute procedure app_private.tg__field_states();
drop trigger if exists _410_history_fields on app_public.other_documents;
create trigger _410_history_fields after update on app_public.other_documents
  for each row when (app_hidden.current_user_id() is not null
                     and current_setting('belegwerk.partner_merge', true) is distinct from 'on')
  execute procedure app_private.tg__history_fields();

alter type app_public.document_history_type add value if not exists 'PARTNER_MERGED';

create function app_public.merge_partner_companies(survivor_row_id uuid, duplicate_row_ids uuid[])
returns app_public.partner_companies as $$
declare
  survivor app_public.partner_companies;
  dup app_public.partner_companies;
  dups app_public.partner_companies[] := '{}';
  loc record;
  target uuid;
  pre record;
  fk record;
  uid uuid := app_hidden.current_user_id();
begin
  select * into survivor from app_public.partner_companies where id = survivor_row_id for update;
  if survivor.id is null or not app_hidden.current_user_can_see_company(survivor.client_company_id) then
    raise exception 'PARTNER_COMPANY_NOT_FOUND' using errcode = '22023', column = 'survivorRowId';
  end if;
  if not app_hidden.has_company_manage_access(survivor.client_company_id) then
    raise exception 'PARTNER_SETTINGS_FORBIDDEN' using errcode = '42501';
  end if;
  if coalesce(cardinality(duplicate_row_ids), 0) = 0 then
    raise exception 'PARTNER_MERGE_NOTHING_TO_MERGE' using errcode = '22023', column = 'duplicateRowIds';
  end if;
  if survivor.id = any (duplicate_row_ids) then
    raise exception 'PARTNER_MERGE_INTO_ITSELF' using errcode = '22023', column = 'duplicateRowIds';
  end if;
  for dup in select * from app_public.partner_companies where id = any (duplicate_row_ids) order by created_at, id for update loop
    if dup.client_company_id <> survivor.client_company_id then
      if app_hidden.current_user_can_see_company(dup.client_company_id) then
        raise exception 'PARTNER_MERGE_ACROSS_COMPANIES' using errcode = '22023', column = 'duplicateRowIds';
      end if;
      raise exception 'PARTNER_COMPANY_NOT_FOUND' using errcode = '22023', column = 'duplicateRowIds';
    end if;
    dups := dups || dup;
  end loop;
  if cardinality(dups) <> (select count(distinct x) from unnest(duplicate_row_ids) x) then
    raise exception 'PARTNER_COMPANY_NOT_FOUND' using errcode = '22023', column = 'duplicateRowIds';
  end if;

  perform set_config('belegwerk.partner_merge', 'on', true);

  -- Locations: one with the same VAT id or the same address as one of the survivor's is the
  -- survivor's; the others move (the survivor keeps its main location).
  create temporary table if not exists pg_temp.partner_merge_locations (old_id uuid primary key, new_id uuid not null) on commit drop;
  delete from pg_temp.partner_merge_locations;
  for loc in select l.* from app_public.partner_company_locations l
             where l.client_company_id = survivor.client_company_id and l.partner_company_id = any (duplicate_row_ids)
             order by l.main desc, l.created_at, l.id loop
    select s.id into target from app_public.partner_company_locations s
    where s.client_company_id = survivor.client_company_id and s.partner_company_id = survivor.id
      and ((loc.vat_id_key is not null and s.vat_id_key = loc.vat_id_key)
           or (loc.street is not null and lower(btrim(s.street)) = lower(btrim(loc.street))
               and coalesce(lower(btrim(s.zip)), '') = coalesce(lower(btrim(loc.zip)), '')
               and coalesce(s.country, '') = coalesce(loc.country, '')))
    order by s.main desc, s.created_at limit 1;
    if target is null then
      update app_public.partner_company_locations l
      set partner_company_id = survivor.id,
          main = loc.main and not exists (select 1 from app_public.partner_company_locations s
                                          where s.partner_company_id = survivor.id and s.main)
      where l.id = loc.id;
      target := loc.id;
    end if;
    insert into pg_temp.partner_merge_locations values (loc.id, target);
  end loop;

  -- Partner accounts: held without a partner while their invoices move, then the survivor's.
  create temporary table if not exists pg_temp.partner_merge_accounts (id uuid primary key) on commit drop;
  delete from pg_temp.partner_merge_accounts;
  with moved as (
    update app_public.partner_accounts a set partner_company_id = null
    where a.client_company_id = survivor.client_company_id and a.partner_company_id = any (duplicate_row_ids)
    returning a.id)
  insert into pg_temp.partner_merge_accounts select id from moved;

  -- Documents: the history of each records the merge.
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  select x.client_company_id, x.document_id, 'PARTNER_MERGED', uid,
         jsonb_build_object('fromPartnerRowId', d.id, 'fromPartnerName', d.name,
                            'toPartnerRowId', survivor.id, 'toPartnerName', survivor.name)
  from (select i.client_company_id, i.document_id, i.partner_company_id from app_public.invoices i
        where i.client_company_id = survivor.client_company_id and i.partner_company_id = any (duplicate_row_ids)
        union all
        select o.client_company_id, o.document_id, o.partner_company_id from app_public.other_documents o
        where o.client_company_id = survivor.client_company_id and o.partner_company_id = any (duplicate_row_ids)) x
  join app_public.partner_companies d on d.id = x.partner_company_id;

  create temporary table if not exists pg_temp.partner_merge_invoices (document_id uuid primary key, location_id uuid) on commit drop;
  delete from pg_temp.partner_merge_invoices;
  insert into pg_temp.partner_merge_invoices
  select i.document_id, m.new_id from app_public.invoices i
  left join pg_temp.partner_merge_locations m on m.old_id = i.partner_company_location_id
  where i.client_company_id = survivor.client_company_id and i.partner_company_id = any (duplicate_row_ids);
  update app_public.invoices i set partner_company_id = survivor.id
  from pg_temp.partner_merge_invoices m
  where i.client_company_id = survivor.client_company_id and i.document_id = m.document_id;
  update app_public.invoices i set partner_company_location_id = m.location_id
  from pg_temp.partner_merge_invoices m
  where i.client_company_id = survivor.client_company_id and i.document_id = m.document_id
    and m.location_id is not null and i.partner_company_location_id is distinct from m.location_id;
  update app_public.other_documents o set partner_company_id = survivor.id
  where o.client_company_id = survivor.client_company_id and o.partner_company_id = any (duplicate_row_ids);

  update app_public.partner_accounts a set partner_company_id = survivor.id
  from pg_temp.partner_merge_accounts m
  where a.client_company_id = survivor.client_company_id and a.id = m.id;

  delete from app_public.partner_company_locations l
  using pg_temp.partner_merge_locations m
  where l.client_company_id = survivor.client_company_id and l.id = m.old_id and m.new_id <> m.old_id;

  -- Payment presets: the same IBAN counts once; a verification is kept.
  for pre in select p.* from app_public.partner_company_payment_presets p
             where p.client_company_id = survivor.client_company_id and p.partner_company_id = any (duplicate_row_ids)
             order by p.verified_at nulls last, p.created_at, p.id loop
    if exists (select 1 from app_public.partner_company_payment_presets s
               where s.client_company_id = survivor.client_company_id and s.partner_company_id = survivor.id and s.iban = pre.iban) then
      update app_public.partner_company_payment_presets s
      set verified_at = coalesce(s.verified_at, pre.verified_at),
          verified_by_user_id = case when s.verified_at is null then pre.verified_by_user_id else s.verified_by_user_id end,
          bic = coalesce(s.bic, pre.bic)
      where s.client_company_id = survivor.client_company_id and s.partner_company_id = survivor.id and s.iban = pre.iban;
      delete from app_public.partner_company_payment_presets p where p.id = pre.id;
    else
      update app_public.partner_company_payment_presets p
      set partner_company_id = survivor.id,
          "primary" = pre."primary" and not exists (select 1 from app_public.partner_company_payment_presets s
                                                    where s.partner_company_id = survivor.id and s."primary")
      where p.id = pre.id;
    end if;
  end loop;

  update app_public.partner_company_direct_debit_mandates m set partner_company_id = survivor.id
  where m.client_company_id = survivor.client_company_id and m.partner_company_id = any (duplicate_row_ids);

  -- Any other reference to a duplicate (a table added later) moves too.
  for fk in
    select c.conrelid::regclass as tbl, a.attname as col
    from pg_constraint c
    join lateral unnest(c.conkey, c.confkey) as k(con_att, ref_att) on true
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.con_att
    join pg_attribute r on r.attrelid = c.confrelid and r.attnum = k.ref_att
    where c.contype = 'f' and c.confrelid = 'app_public.partner_companies'::regclass and r.attname = 'id'
  loop
    execute format('update %s set %I = $1 where %I = any ($2)', fk.tbl, fk.col, fk.col) using survivor.id, duplicate_row_ids;
  end loop;

  -- What recognition and bank matching learned: the duplicates' names and their variants.
  update app_public.partner_companies s set
    alternative_names = coalesce((
      select array_agg(u.n order by u.ord) from (
        select distinct on (lower(btrim(a.n))) btrim(a.n) as n, a.ord from (
          select t.n, t.ord from unnest(s.alternative_names) with ordinality as t(n, ord)
          union all
          select dups[i].name, 100000 + i from generate_subscripts(dups, 1) as i
          union all
          select x.an, 200000 + i * 1000 + x.j
          from generate_subscripts(dups, 1) as i, unnest(dups[i].alternative_names) with ordinality as x(an, j)
        ) a
        where btrim(a.n) <> '' and lower(btrim(a.n)) <> lower(btrim(s.name))
        order by lower(btrim(a.n)), a.ord) u), '{}'),
    learned_name_variants = array(select distinct v from (
        select unnest(s.learned_name_variants) v
        union select unnest(d.learned_name_variants) from unnest(dups) d) x where v is not null order by v),
    paid_with_direct_debit = s.paid_with_direct_debit or exists (select 1 from unnest(dups) d where d.paid_with_direct_debit),
    notes = left(nullif(concat_ws(E'\n\n', s.notes, (select string_agg(d.notes, E'\n\n') from unnest(dups) d
                                                      where nullif(btrim(d.notes), '') is not null and d.notes is distinct from s.notes)), ''), 10000),
    controller_user_id = coalesce(s.controller_user_id, (select d.controller_user_id from unnest(dups) d where d.controller_user_id is not null limit 1)),
    controller_user_group_id = coalesce(s.controller_user_group_id, (select d.controller_user_group_id from unnest(dups) d where d.controller_user_group_id is not null limit 1)),
    main_cost_center_id = coalesce(s.main_cost_center_id, (select d.main_cost_center_id from unnest(dups) d where d.main_cost_center_id is not null limit 1)),
    main_cost_unit_id = coalesce(s.main_cost_unit_id, (select d.main_cost_unit_id from unnest(dups) d where d.main_cost_unit_id is not null limit 1))
  where s.id = survivor.id
  returning * into survivor;

  delete from app_public.partner_companies p where p.client_company_id = survivor.client_company_id and p.id = any (duplicate_row_ids);
  perform set_config('belegwerk.partner_merge', '', true);
  return survivor;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.merge_partner_companies(uuid, uuid[]) is 'Merges duplicates into the survivor (same company): their documents, partner accounts, locations, payment presets, mandates and learned names move to it, each document''s history records the merge, and the duplicates are deleted. Needs company-manage access.';
revoke all on function app_public.merge_partner_companies(uuid, uuid[]) from public;
grant execute on function app_public.merge_partner_companies(uuid, uuid[]) to app_user;
