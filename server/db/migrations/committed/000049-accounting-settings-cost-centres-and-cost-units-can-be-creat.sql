--! Previous: sha1:5a12cdd1978d835f78e59c7265fc8a6b60e82a0e
--! Hash: sha1:183c28e3dc689fbf414a5babb447cbf2acc438c4
--! Message: Accounting settings: cost centres and cost units can be created and changed with accounting access, settings lists are searched in the database, EU OSS branches per member state

-- Accounting settings: partner accounts, cost centres, cost units and EU OSS branches are
-- managed in the settings (spec part 2, settings {clientCompanyRowId}/accounting). Their lists
-- are filtered and searched in the database; creating and changing needs accounting access.

drop function if exists app_public.client_companies_partner_accounts_list(app_public.client_companies, app_public.partner_account_type, boolean, text);
drop function if exists app_public.client_companies_cost_centers_list(app_public.client_companies, text);
drop function if exists app_public.client_companies_cost_units_list(app_public.client_companies, text);
drop function if exists app_public.client_companies_oss_branches_list(app_public.client_companies, text);
drop function if exists app_public.cost_units_assigned_amount(app_public.cost_units);
drop table if exists app_public.client_company_oss_branches;
drop function if exists app_private.tg_client_company_oss_branches__not_home_country();
drop function if exists app_hidden.is_eu_member_state(text);
drop policy if exists insert_accounting on app_public.cost_centers;
drop policy if exists update_accounting on app_public.cost_centers;
drop policy if exists insert_accounting on app_public.cost_units;
drop policy if exists update_accounting on app_public.cost_units;
revoke insert, update on app_public.cost_centers from app_user;
revoke insert, update on app_public.cost_units from app_user;

--------------------------------------------------------------------------------
-- Cost centres and cost units: created and changed in the settings, with accounting access.
-- (Before, they were read-only in the API.) Deleting stays hidden: items book to them.

comment on table app_public.cost_centers is E'@behavior -delete\nA cost centre (Kostenstelle, DATEV KOST1): where costs arise, e.g. a workshop or a branch. Listed by creation, oldest first. Managing cost centres needs accounting access.';
comment on table app_public.cost_units is E'@behavior -delete\nA cost unit (Kostenträger, DATEV KOST2): what costs are for, e.g. a construction project, with an optional budget. Listed by creation, oldest first. Managing cost units needs accounting access.';

create policy insert_accounting on app_public.cost_centers for insert
  with check (app_hidden.has_accounting_access(client_company_id));
create policy update_accounting on app_public.cost_centers for update
  using (app_hidden.has_accounting_access(client_company_id)) with check (app_hidden.has_accounting_access(client_company_id));
create policy insert_accounting on app_public.cost_units for insert
  with check (app_hidden.has_accounting_access(client_company_id));
create policy update_accounting on app_public.cost_units for update
  using (app_hidden.has_accounting_access(client_company_id)) with check (app_hidden.has_accounting_access(client_company_id));

grant insert (client_company_id, number, description, currency) on app_public.cost_centers to app_user;
grant update (number, description, currency) on app_public.cost_centers to app_user;
grant insert (client_company_id, number, description, currency, budget) on app_public.cost_units to app_user;
grant update (number, description, currency, budget) on app_public.cost_units to app_user;

-- The counts of a cost centre or unit look its assignments up by company and centre/unit.
create index if not exists accounting_item_cost_centers_company_center_idx
  on app_public.accounting_item_cost_centers (client_company_id, cost_center_id);
create index if not exists accounting_item_cost_units_company_unit_idx
  on app_public.accounting_item_cost_units (client_company_id, cost_unit_id);

create function app_public.cost_units_assigned_amount(u app_public.cost_units) returns numeric as $$
  select coalesce(sum(x.amount), 0)::numeric(15, 2) from app_public.accounting_item_cost_units x
  where x.client_company_id = u.client_company_id and x.cost_unit_id = u.id;
$$ language sql stable;
comment on function app_public.cost_units_assigned_amount(app_public.cost_units) is E'@notNull\nThe sum of the amounts the accounting items assign to the cost unit (what of its budget is used), as far as the viewer may see the items.';

--------------------------------------------------------------------------------
-- The settings lists: filtered and searched in the database, paged by cursor.

create function app_public.client_companies_partner_accounts_list(
  c app_public.client_companies,
  type app_public.partner_account_type default null,
  include_disabled boolean default false,
  search_text text default null
) returns setof app_public.partner_accounts as $$
  select a.* from app_public.partner_accounts a
  left join app_public.partner_companies p on p.client_company_id = a.client_company_id and p.id = a.partner_company_id
  where a.client_company_id = c.id
    and (client_companies_partner_accounts_list.type is null or a.type = client_companies_partner_accounts_list.type)
    and (coalesce(include_disabled, false) or a.disabled_at is null)
    and (coalesce(btrim(search_text), '') = ''
         or a.number ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or a.description ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or p.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')
  order by a.number, a.id;
$$ language sql stable;
comment on function app_public.client_companies_partner_accounts_list(app_public.client_companies, app_public.partner_account_type, boolean, text) is
  'The partner accounts of the settings list, by number: of one type (null: both), without disabled ones unless includeDisabled, matching the search in number, description or partner name.';

create function app_public.client_companies_cost_centers_list(c app_public.client_companies, search_text text default null)
returns setof app_public.cost_centers as $$
  select x.* from app_public.cost_centers x
  where x.client_company_id = c.id
    and (coalesce(btrim(search_text), '') = ''
         or x.number ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or x.description ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')
  order by x.number, x.id;
$$ language sql stable;
comment on function app_public.client_companies_cost_centers_list(app_public.client_companies, text) is
  'The cost centres of the settings list, by number, matching the search in number or description.';

create function app_public.client_companies_cost_units_list(c app_public.client_companies, search_text text default null)
returns setof app_public.cost_units as $$
  select x.* from app_public.cost_units x
  where x.client_company_id = c.id
    and (coalesce(btrim(search_text), '') = ''
         or x.number ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or x.description ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')
  order by x.number, x.id;
$$ language sql stable;
comment on function app_public.client_companies_cost_units_list(app_public.client_companies, text) is
  'The cost units of the settings list, by number, matching the search in number or description.';

--------------------------------------------------------------------------------
-- EU OSS branches: for the one-stop shop (OSS) the company books its sales to consumers in
-- another EU member state per country: the branch, the revenue account and the item title.

create function app_hidden.is_eu_member_state(country text) returns boolean as $$
  select country in ('AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE',
                     'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK');
$$ language sql immutable;
comment on function app_hidden.is_eu_member_state(text) is 'Whether an ISO 3166 alpha-2 code is one of the 27 EU member states (Greece: GR).';

create table app_public.client_company_oss_branches (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  country char(2) not null,
  branch text not null,
  general_ledger_account_id uuid not null,
  invoice_accounting_item_title text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint client_company_oss_branches_country_eu check (app_hidden.is_eu_member_state(country)),
  constraint client_company_oss_branches_branch_length check (length(btrim(branch)) between 1 and 200),
  constraint client_company_oss_branches_title_length
    check (invoice_accounting_item_title is null or length(btrim(invoice_accounting_item_title)) between 1 and 200),
  constraint client_company_oss_branches_company_country_key unique (client_company_id, country),
  constraint client_company_oss_branches_general_ledger_account_id_fkey foreign key (client_company_id, general_ledger_account_id)
    references app_public.general_ledger_accounts (client_company_id, id) on delete restrict
);
create index client_company_oss_branches_company_account_idx
  on app_public.client_company_oss_branches (client_company_id, general_ledger_account_id);
create trigger _100_timestamps before insert or update on app_public.client_company_oss_branches
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.client_company_oss_branches is E'@behavior -delete\nAn EU OSS branch (One-Stop-Shop): how the company books sales to consumers in another EU member state: the country, the branch, the revenue account and the title of the invoice''s accounting item. One per country; needs accounting access.';
comment on column app_public.client_company_oss_branches.country is 'The EU member state (ISO 3166 alpha-2, Greece GR), not the company''s own country.';
comment on column app_public.client_company_oss_branches.branch is 'The branch''s name or identifier in that country.';
comment on column app_public.client_company_oss_branches.invoice_accounting_item_title is 'The title of the accounting item an invoice to that country gets.';
comment on constraint client_company_oss_branches_client_company_id_fkey on app_public.client_company_oss_branches is E'@fieldName clientCompany\n@foreignFieldName ossBranches';
comment on constraint client_company_oss_branches_general_ledger_account_id_fkey on app_public.client_company_oss_branches is E'@fieldName generalLedgerAccount\n@foreignFieldName ossBranches';
comment on constraint client_company_oss_branches_company_country_key on app_public.client_company_oss_branches is E'@behavior -single -update -delete';

-- The company's own country is not an OSS country (its sales there are domestic).
create function app_private.tg_client_company_oss_branches__not_home_country() returns trigger as $$
begin
  if exists (select 1 from app_public.client_companies c where c.id = new.client_company_id and c.country = new.country) then
    raise exception 'The company''s own country is not an OSS country.'
      using errcode = '23514', constraint = 'client_company_oss_branches_country_not_home',
            table = 'client_company_oss_branches', column = 'country';
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_not_home_country before insert or update of country, client_company_id on app_public.client_company_oss_branches
  for each row execute procedure app_private.tg_client_company_oss_branches__not_home_country();

alter table app_public.client_company_oss_branches enable row level security;
create policy select_accounting on app_public.client_company_oss_branches for select
  using (app_hidden.has_accounting_access(client_company_id));
create policy insert_accounting on app_public.client_company_oss_branches for insert
  with check (app_hidden.has_accounting_access(client_company_id));
create policy update_accounting on app_public.client_company_oss_branches for update
  using (app_hidden.has_accounting_access(client_company_id)) with check (app_hidden.has_accounting_access(client_company_id));

grant select on app_public.client_company_oss_branches to app_user;
grant insert (client_company_id, country, branch, general_ledger_account_id, invoice_accounting_item_title)
  on app_public.client_company_oss_branches to app_user;
grant update (country, branch, general_ledger_account_id, invoice_accounting_item_title)
  on app_public.client_company_oss_branches to app_user;

create function app_public.client_companies_oss_branches_list(c app_public.client_companies, search_text text default null)
returns setof app_public.client_company_oss_branches as $$
  select b.* from app_public.client_company_oss_branches b
  left join app_public.general_ledger_accounts g on g.client_company_id = b.client_company_id and g.id = b.general_ledger_account_id
  where b.client_company_id = c.id
    and (coalesce(btrim(search_text), '') = ''
         or b.country ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or b.branch ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or b.invoice_accounting_item_title ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or g.number ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or g.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')
  order by b.country, b.id;
$$ language sql stable;
comment on function app_public.client_companies_oss_branches_list(app_public.client_companies, text) is
  'The EU OSS branches of the settings list, by country, matching the search in country, branch, item title or ledger account.';
