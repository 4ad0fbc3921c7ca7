--! Previous: sha1:381b5874b92aafbd28789edcdd2bfef9b55dd4ba
--! Hash: sha1:6b6a492d5da2e6c9c5e113a487fce832f4b552d9
--! Message: accounting items

-- Accounting items (issue 6, accounting tab): the chart of accounts, VAT codes, cost centres and
-- cost units of a company (read-only in the API until the settings screens arrive), the
-- accounting items of an invoice replaced as a whole by set_accounting_items, the remaining
-- amount and the tab's capability flags. Partner accounts (Kreditoren/Debitoren) come with the
-- accounting settings.

--------------------------------------------------------------------------------
-- Undo (idempotent re-runs of this file)

drop policy if exists select_accounting_viewer on app_public.accounting_items;
drop policy if exists insert_accounting_editor on app_public.accounting_items;
drop policy if exists delete_accounting_editor on app_public.accounting_items;
drop policy if exists select_accounting_viewer on app_public.accounting_item_cost_centers;
drop policy if exists insert_accounting_editor on app_public.accounting_item_cost_centers;
drop policy if exists select_accounting_viewer on app_public.accounting_item_cost_units;
drop policy if exists insert_accounting_editor on app_public.accounting_item_cost_units;
drop function if exists app_public.set_accounting_items(uuid, app_public.accounting_item_input[]);
drop function if exists app_hidden.log_accounting_items_changed(uuid, integer, integer);
drop function if exists app_public.invoices_accounting_items_remaining_amount_is_zero(app_public.invoices);
drop function if exists app_public.invoices_accounting_items_remaining_amount(app_public.invoices);
drop function if exists app_public.invoices_accounting_booking_type(app_public.invoices);
drop function if exists app_public.documents_can_current_user_view_accounting_tab(app_public.documents);
drop function if exists app_public.documents_can_current_user_edit_accounting_tab(app_public.documents);
drop function if exists app_public.documents_accounting_tab_edit_refusal(app_public.documents);
drop function if exists app_public.value_added_taxes_short_name_or_name(app_public.value_added_taxes);
drop function if exists app_hidden.accounting_tab_edit_refusal(uuid, uuid);
drop function if exists app_hidden.can_view_accounting_items(uuid);
drop function if exists app_hidden.accounting_item_gross(numeric, app_public.accounting_amount_type, numeric, app_public.value_added_tax_type);
drop function if exists app_hidden.invoice_booking_type(app_public.document_type, boolean);
drop table if exists app_public.accounting_item_cost_units;
drop table if exists app_public.accounting_item_cost_centers;
drop table if exists app_public.accounting_items;
drop table if exists app_public.cost_units;
drop table if exists app_public.cost_centers;
drop table if exists app_public.value_added_taxes;
drop table if exists app_public.general_ledger_accounts;
drop type if exists app_public.accounting_item_input;
drop type if exists app_public.accounting_item_cost_center_input;
drop type if exists app_public.accounting_item_cost_unit_input;
drop type if exists app_public.booking_type;
drop type if exists app_public.accounting_amount_type;
drop type if exists app_public.value_added_tax_type;
drop type if exists app_public.general_ledger_account_category;

alter type app_public.document_history_type add value if not exists 'ACCOUNTING_ITEMS_CHANGED';
comment on column app_public.document_history_entries.payload is E'Details per type: FIELDS_CHANGED {entity, fields: [{field, before, after}]}, FIELDS_CONFIRMED {fields}, INVOICE_ITEMS_CHANGED {before, after} (counts), ACCOUNTING_ITEMS_CHANGED {before, after} (counts), CATEGORY_CHANGED {previousCategory, nextCategory}, WORKFLOW_STEP_CHANGED {previousStep, nextStep}, APPROVAL_* {approverRowId, approverName, message}, SUPERSEDED {newerDocumentRowId}, NEW_VERSION {olderDocumentRowId}, SHARED/UNSHARED {shareUserRowId, shareUserName, isExternalPublicLink}, PAYMENT_REMINDER_SENT {receiver, subject, message, ccMe, attachDocument}, AUTOMATION {pending, errored, niceErrorMsg, success, noOtherActions}.';

--------------------------------------------------------------------------------
-- Accounting settings of a company: ledger accounts, VAT codes, cost centres, cost units

create type app_public.general_ledger_account_category as enum ('ASSET', 'LIABILITY', 'EQUITY', 'TAX', 'REVENUE', 'EXPENSE');
comment on type app_public.general_ledger_account_category is 'Where a ledger account belongs: balance sheet (asset, liability, equity), tax accounts (input and output VAT), profit and loss (revenue, expense).';

create table app_public.general_ledger_accounts (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  number text not null check (number ~ '^[0-9]{4,8}$'),
  name text not null check (length(btrim(name)) between 1 and 200),
  category app_public.general_ledger_account_category not null,
  disabled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint general_ledger_accounts_company_number_key unique (client_company_id, number),
  constraint general_ledger_accounts_client_company_id_id_key unique (client_company_id, id)
);
create trigger _100_timestamps before insert or update on app_public.general_ledger_accounts
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.general_ledger_accounts is E'@behavior -insert -update -delete\nA ledger account (Sachkonto) of the company''s chart of accounts, e.g. SKR03 4920 Telefon. A disabled account is no longer offered for new accounting items.';
comment on column app_public.general_ledger_accounts.number is 'The account number, 4 to 8 digits (SKR03/SKR04: 4).';
comment on constraint general_ledger_accounts_client_company_id_fkey on app_public.general_ledger_accounts is E'@fieldName clientCompany\n@foreignFieldName generalLedgerAccounts';
comment on constraint general_ledger_accounts_client_company_id_id_key on app_public.general_ledger_accounts is E'@behavior -single -update -delete';
comment on constraint general_ledger_accounts_company_number_key on app_public.general_ledger_accounts is E'@behavior -single -update -delete';

create type app_public.value_added_tax_type as enum ('INPUT_TAX', 'OUTPUT_TAX', 'TAX_FREE', 'REVERSE_CHARGE');
comment on type app_public.value_added_tax_type is 'Input tax (Vorsteuer, purchases), output tax (Umsatzsteuer, sales), tax-free, or reverse charge: the recipient owes the tax (§13b UStG, intra-Community acquisitions), so the invoice shows none.';

create table app_public.value_added_taxes (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  type app_public.value_added_tax_type not null,
  name text not null check (length(btrim(name)) between 1 and 200),
  short_name text check (short_name is null or length(btrim(short_name)) between 1 and 40),
  amount_type_must_be_net boolean not null default false,
  code text check (code is null or code ~ '^[0-9]{1,4}$'),
  percentages numeric(5, 2)[] not null default '{}'
    check (array_position(percentages, null) is null and 0 <= all (percentages) and 100 >= all (percentages)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint value_added_taxes_company_code_key unique (client_company_id, code),
  constraint value_added_taxes_client_company_id_id_key unique (client_company_id, id)
);
create trigger _100_timestamps before insert or update on app_public.value_added_taxes
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.value_added_taxes is E'@behavior -insert -update -delete\nA VAT code of the accounting system (DATEV: the tax key, e.g. 9 = 19 % Vorsteuer) and the percentages it allows.';
comment on column app_public.value_added_taxes.code is 'The accounting system''s key for this VAT (DATEV Buchungsschlüssel / BU-Schlüssel).';
comment on column app_public.value_added_taxes.amount_type_must_be_net is 'Accounting items with this VAT must state a net amount (e.g. reverse charge: the invoice shows no VAT).';
comment on column app_public.value_added_taxes.percentages is 'The rates this code may be booked with (a key can carry a former rate too, e.g. 16 % in the second half of 2020).';
comment on constraint value_added_taxes_client_company_id_fkey on app_public.value_added_taxes is E'@fieldName clientCompany\n@foreignFieldName valueAddedTaxes';
comment on constraint value_added_taxes_client_company_id_id_key on app_public.value_added_taxes is E'@behavior -single -update -delete';
comment on constraint value_added_taxes_company_code_key on app_public.value_added_taxes is E'@behavior -single -update -delete';

create function app_public.value_added_taxes_short_name_or_name(v app_public.value_added_taxes) returns text as $$
  select coalesce(v.short_name, v.name);
$$ language sql stable;
comment on function app_public.value_added_taxes_short_name_or_name(app_public.value_added_taxes) is E'@notNull\nThe short name if set, else the name.';

create table app_public.cost_centers (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  number text not null check (number ~ '^[A-Za-z0-9]{1,20}$'),
  description text check (description is null or length(description) <= 200),
  currency char(3) not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint cost_centers_company_number_key unique (client_company_id, number),
  constraint cost_centers_client_company_id_id_key unique (client_company_id, id)
);
create index cost_centers_company_created_idx on app_public.cost_centers (client_company_id, created_at, id);
create trigger _100_timestamps before insert or update on app_public.cost_centers
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.cost_centers is E'@behavior -insert -update -delete\nA cost centre (Kostenstelle, DATEV KOST1): where costs arise, e.g. a workshop or a branch. Listed by creation, oldest first.';
comment on constraint cost_centers_client_company_id_fkey on app_public.cost_centers is E'@fieldName clientCompany\n@foreignFieldName costCenters';
comment on constraint cost_centers_client_company_id_id_key on app_public.cost_centers is E'@behavior -single -update -delete';
comment on constraint cost_centers_company_number_key on app_public.cost_centers is E'@behavior -single -update -delete';

create table app_public.cost_units (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  number text not null check (number ~ '^[A-Za-z0-9]{1,20}$'),
  description text check (description is null or length(description) <= 200),
  currency char(3) not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  budget numeric(15, 2) check (budget is null or budget >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint cost_units_company_number_key unique (client_company_id, number),
  constraint cost_units_client_company_id_id_key unique (client_company_id, id)
);
create index cost_units_company_created_idx on app_public.cost_units (client_company_id, created_at, id);
create trigger _100_timestamps before insert or update on app_public.cost_units
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.cost_units is E'@behavior -insert -update -delete\nA cost unit (Kostenträger, DATEV KOST2): what costs are for, e.g. a construction project, with an optional budget. Listed by creation, oldest first.';
comment on constraint cost_units_client_company_id_fkey on app_public.cost_units is E'@fieldName clientCompany\n@foreignFieldName costUnits';
comment on constraint cost_units_client_company_id_id_key on app_public.cost_units is E'@behavior -single -update -delete';
comment on constraint cost_units_company_number_key on app_public.cost_units is E'@behavior -single -update -delete';

--------------------------------------------------------------------------------
-- Accounting items of an invoice

create type app_public.booking_type as enum ('DEBIT', 'CREDIT');
comment on type app_public.booking_type is 'The side an accounting item is booked on: debit (Soll) or credit (Haben).';
create type app_public.accounting_amount_type as enum ('NET', 'GROSS');
comment on type app_public.accounting_amount_type is 'Whether an accounting item''s amount is before (net) or including (gross) VAT.';

create table app_public.accounting_items (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  sort_index integer not null default 0,
  title text check (title is null or length(title) between 1 and 60),
  booking_type app_public.booking_type not null,
  amount numeric(15, 2) not null check (amount > 0),
  amount_type app_public.accounting_amount_type not null,
  general_ledger_account_id uuid not null,
  value_added_tax_id uuid,
  value_added_tax_percentage numeric(5, 2) check (value_added_tax_percentage between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint accounting_items_client_company_id_id_key unique (client_company_id, id),
  constraint accounting_items_invoice_fkey foreign key (client_company_id, document_id)
    references app_public.invoices (client_company_id, document_id) on delete cascade,
  constraint accounting_items_general_ledger_account_id_fkey foreign key (client_company_id, general_ledger_account_id)
    references app_public.general_ledger_accounts (client_company_id, id),
  constraint accounting_items_value_added_tax_id_fkey foreign key (client_company_id, value_added_tax_id)
    references app_public.value_added_taxes (client_company_id, id),
  check ((value_added_tax_id is null) = (value_added_tax_percentage is null))
);
create index accounting_items_company_document_idx on app_public.accounting_items (client_company_id, document_id, sort_index);
create index accounting_items_company_ledger_account_idx on app_public.accounting_items (client_company_id, general_ledger_account_id);
create index accounting_items_company_vat_idx on app_public.accounting_items (client_company_id, value_added_tax_id);
create trigger _100_timestamps before insert or update on app_public.accounting_items
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.accounting_items is E'@behavior -insert -update -delete\nOne booking line of an invoice (a split booking has several): ledger account, side, amount (net or gross), VAT code and rate, cost centres and cost units. Written through setAccountingItems.';
comment on column app_public.accounting_items.title is 'The booking text (DATEV Buchungstext, at most 60 characters).';
comment on column app_public.accounting_items.amount is 'Positive; in the invoice''s currency; net or gross as amountType says.';
comment on constraint accounting_items_invoice_fkey on app_public.accounting_items is E'@fieldName invoice\n@foreignFieldName accountingItems';
comment on constraint accounting_items_general_ledger_account_id_fkey on app_public.accounting_items is E'@fieldName generalLedgerAccount\n@foreignFieldName accountingItems';
comment on constraint accounting_items_value_added_tax_id_fkey on app_public.accounting_items is E'@fieldName valueAddedTax\n@foreignFieldName accountingItems';
comment on constraint accounting_items_client_company_id_id_key on app_public.accounting_items is E'@behavior -single -update -delete';

create table app_public.accounting_item_cost_centers (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  accounting_item_id uuid not null,
  cost_center_id uuid not null,
  amount numeric(15, 2) not null check (amount > 0),
  created_at timestamptz not null default now(),
  constraint accounting_item_cost_centers_item_cost_center_key unique (client_company_id, accounting_item_id, cost_center_id),
  constraint accounting_item_cost_centers_accounting_item_id_fkey foreign key (client_company_id, accounting_item_id)
    references app_public.accounting_items (client_company_id, id) on delete cascade,
  constraint accounting_item_cost_centers_cost_center_id_fkey foreign key (client_company_id, cost_center_id)
    references app_public.cost_centers (client_company_id, id)
);
create index accounting_item_cost_centers_company_cost_center_idx on app_public.accounting_item_cost_centers (client_company_id, cost_center_id);
comment on table app_public.accounting_item_cost_centers is E'@behavior -insert -update -delete\nThe part of an accounting item''s amount that a cost centre carries.';
comment on constraint accounting_item_cost_centers_accounting_item_id_fkey on app_public.accounting_item_cost_centers is E'@fieldName accountingItem\n@foreignFieldName costCenters';
comment on constraint accounting_item_cost_centers_cost_center_id_fkey on app_public.accounting_item_cost_centers is E'@fieldName costCenter\n@foreignFieldName accountingItemCostCenters';
comment on constraint accounting_item_cost_centers_item_cost_center_key on app_public.accounting_item_cost_centers is E'@behavior -single -update -delete';

create table app_public.accounting_item_cost_units (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  accounting_item_id uuid not null,
  cost_unit_id uuid not null,
  amount numeric(15, 2) not null check (amount > 0),
  created_at timestamptz not null default now(),
  constraint accounting_item_cost_units_item_cost_unit_key unique (client_company_id, accounting_item_id, cost_unit_id),
  constraint accounting_item_cost_units_accounting_item_id_fkey foreign key (client_company_id, accounting_item_id)
    references app_public.accounting_items (client_company_id, id) on delete cascade,
  constraint accounting_item_cost_units_cost_unit_id_fkey foreign key (client_company_id, cost_unit_id)
    references app_public.cost_units (client_company_id, id)
);
create index accounting_item_cost_units_company_cost_unit_idx on app_public.accounting_item_cost_units (client_company_id, cost_unit_id);
comment on table app_public.accounting_item_cost_units is E'@behavior -insert -update -delete\nThe part of an accounting item''s amount that a cost unit carries.';
comment on constraint accounting_item_cost_units_accounting_item_id_fkey on app_public.accounting_item_cost_units is E'@fieldName accountingItem\n@foreignFieldName costUnits';
comment on constraint accounting_item_cost_units_cost_unit_id_fkey on app_public.accounting_item_cost_units is E'@fieldName costUnit\n@foreignFieldName accountingItemCostUnits';
comment on constraint accounting_item_cost_units_item_cost_unit_key on app_public.accounting_item_cost_units is E'@behavior -single -update -delete';

--------------------------------------------------------------------------------
-- Who may see and change accounting items (spec §6)

-- Viewing the accounting tab: accounting access or a document accounting tab grant (VIEW or
-- EDIT), and an accounting system. ClientCompany.currentUserCanViewAccountingTab is the one
-- definition; this reads it by company id for the policies.
create function app_hidden.can_view_accounting_items(company_id uuid) returns boolean as $$
  select coalesce((select app_public.client_companies_current_user_can_view_accounting_tab(c)
                   from app_public.client_companies c where c.id = company_id), false);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

-- Why the request's user may not change the document's accounting items, or null when they
-- may: accounting access or the EDIT grant, and an accounting system
-- (ClientCompany.currentUserCanEditAccountingTab); then the document's state (superseded, a
-- workflow step that prevents editing, already exported for booking). Documents-manage access
-- is not needed: the EDIT grant is meant for people who only book. One definition for the
-- policies, setAccountingItems' refusals and Document.canCurrentUserEditAccountingTab.
create function app_hidden.accounting_tab_edit_refusal(company_id uuid, document_id uuid) returns text as $$
  select case
    when not coalesce(app_public.client_companies_current_user_can_edit_accounting_tab(c), false) then 'ACCOUNTING_TAB_EDIT_FORBIDDEN'
    when i.document_id is null then 'DOCUMENT_NOT_FOUND'
    when d.superseded then 'DOCUMENT_SUPERSEDED'
    when coalesce(s.prevent_document_edit, false) then 'DOCUMENT_IN_PREVENT_EDIT_WORKFLOW_STEP'
    when d.exported_for_booking_at is not null then 'DOCUMENT_EXPORTED_FOR_BOOKING'
  end
  from (select 1) one
  left join app_public.client_companies c on c.id = company_id
  left join app_public.invoices i on i.client_company_id = company_id and i.document_id = accounting_tab_edit_refusal.document_id
  left join app_public.documents d on d.client_company_id = i.client_company_id and d.id = i.document_id
  left join app_public.document_workflow_steps s on s.client_company_id = d.client_company_id and s.id = d.workflow_step_id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.accounting_tab_edit_refusal(uuid, uuid) is 'Null when the request''s user may change the invoice''s accounting items, else the reason (a code the UI translates).';

create function app_public.documents_can_current_user_view_accounting_tab(d app_public.documents) returns boolean as $$
  select d.type in ('INCOMING_INVOICE', 'OUTGOING_INVOICE') and app_hidden.can_view_accounting_items(d.client_company_id);
$$ language sql stable;
comment on function app_public.documents_can_current_user_view_accounting_tab(app_public.documents) is E'@notNull\nThe accounting tab is shown: an invoice, accounting access or a document accounting tab grant, and an accounting system.';

create function app_public.documents_accounting_tab_edit_refusal(d app_public.documents) returns text as $$
  select app_hidden.accounting_tab_edit_refusal(d.client_company_id, d.id);
$$ language sql stable;
comment on function app_public.documents_accounting_tab_edit_refusal(app_public.documents) is 'Why the signed-in user may not change the accounting items (ACCOUNTING_TAB_EDIT_FORBIDDEN, DOCUMENT_NOT_FOUND (not an invoice), DOCUMENT_SUPERSEDED, DOCUMENT_IN_PREVENT_EDIT_WORKFLOW_STEP, DOCUMENT_EXPORTED_FOR_BOOKING), null when they may.';

create function app_public.documents_can_current_user_edit_accounting_tab(d app_public.documents) returns boolean as $$
  select app_hidden.accounting_tab_edit_refusal(d.client_company_id, d.id) is null;
$$ language sql stable;
comment on function app_public.documents_can_current_user_edit_accounting_tab(app_public.documents) is E'@notNull\nThe accounting items may be changed: accounting access or the EDIT grant, an accounting system, and a changeable invoice (not superseded, not in a step that prevents editing, not exported for booking).';

alter table app_public.general_ledger_accounts enable row level security;
alter table app_public.value_added_taxes enable row level security;
alter table app_public.cost_centers enable row level security;
alter table app_public.cost_units enable row level security;
alter table app_public.accounting_items enable row level security;
alter table app_public.accounting_item_cost_centers enable row level security;
alter table app_public.accounting_item_cost_units enable row level security;

-- The settings lists are the company's; every member may read them (pickers, filters).
create policy select_member on app_public.general_ledger_accounts for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.value_added_taxes for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.cost_centers for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.cost_units for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
-- The bookings themselves only for those who may view the accounting tab.
create policy select_accounting_viewer on app_public.accounting_items for select using (app_hidden.can_view_accounting_items(client_company_id));
create policy insert_accounting_editor on app_public.accounting_items for insert
  with check (app_hidden.accounting_tab_edit_refusal(client_company_id, document_id) is null);
create policy delete_accounting_editor on app_public.accounting_items for delete
  using (app_hidden.accounting_tab_edit_refusal(client_company_id, document_id) is null);
create policy select_accounting_viewer on app_public.accounting_item_cost_centers for select using (app_hidden.can_view_accounting_items(client_company_id));
create policy insert_accounting_editor on app_public.accounting_item_cost_centers for insert
  with check (exists (select 1 from app_public.accounting_items ai
                      where ai.client_company_id = accounting_item_cost_centers.client_company_id and ai.id = accounting_item_id
                        and app_hidden.accounting_tab_edit_refusal(ai.client_company_id, ai.document_id) is null));
create policy select_accounting_viewer on app_public.accounting_item_cost_units for select using (app_hidden.can_view_accounting_items(client_company_id));
create policy insert_accounting_editor on app_public.accounting_item_cost_units for insert
  with check (exists (select 1 from app_public.accounting_items ai
                      where ai.client_company_id = accounting_item_cost_units.client_company_id and ai.id = accounting_item_id
                        and app_hidden.accounting_tab_edit_refusal(ai.client_company_id, ai.document_id) is null));

grant select on
  app_public.general_ledger_accounts,
  app_public.value_added_taxes,
  app_public.cost_centers,
  app_public.cost_units,
  app_public.accounting_items,
  app_public.accounting_item_cost_centers,
  app_public.accounting_item_cost_units
to app_user, app_anonymous;
grant insert (client_company_id, document_id, sort_index, title, booking_type, amount, amount_type,
              general_ledger_account_id, value_added_tax_id, value_added_tax_percentage) on app_public.accounting_items to app_user;
grant delete on app_public.accounting_items to app_user;
grant insert (client_company_id, accounting_item_id, cost_center_id, amount) on app_public.accounting_item_cost_centers to app_user;
grant insert (client_company_id, accounting_item_id, cost_unit_id, amount) on app_public.accounting_item_cost_units to app_user;

--------------------------------------------------------------------------------
-- The remaining amount: what of the invoice total is not yet booked

-- The side an invoice's cost or revenue is booked on: an incoming invoice's expense on the
-- debit side (Soll), an outgoing invoice's revenue on the credit side (Haben); a credit memo
-- reverses it.
create function app_hidden.invoice_booking_type(document_type app_public.document_type, credit_memo boolean) returns app_public.booking_type as $$
  select case when (document_type = 'INCOMING_INVOICE') <> coalesce(credit_memo, false) then 'DEBIT' else 'CREDIT' end::app_public.booking_type;
$$ language sql immutable parallel safe;

-- What an item adds to the invoice total: a gross amount as it is; a net amount times
-- (1 + rate / 100), rounded half away from zero to cents (the same rule as
-- src/features/document-accounting/utils/remainingAmount.ts). Without VAT, and with reverse
-- charge (the recipient's own tax, not on the invoice), the net amount is what was invoiced.
create function app_hidden.accounting_item_gross(amount numeric, amount_type app_public.accounting_amount_type, percentage numeric,
                                                 vat_type app_public.value_added_tax_type) returns numeric as $$
  select case when amount_type = 'NET' and percentage is not null and vat_type is distinct from 'REVERSE_CHARGE'
              then round(amount * (100 + percentage) / 100, 2) else amount end;
$$ language sql immutable parallel safe;

create function app_public.invoices_accounting_booking_type(i app_public.invoices) returns app_public.booking_type as $$
  select app_hidden.invoice_booking_type(d.type, i.credit_memo) from app_public.documents d where d.id = i.document_id;
$$ language sql stable;
comment on function app_public.invoices_accounting_booking_type(app_public.invoices) is 'The side the invoice''s items count towards its total: debit for incoming invoices, credit for outgoing ones, reversed for credit memos.';

-- Security definer: a member who may not view the accounting tab still sees whether an
-- invoice is fully booked (the documents list), never the items themselves.
create function app_public.invoices_accounting_items_remaining_amount(i app_public.invoices) returns numeric as $$
  select i.total - coalesce(sum(case when ai.booking_type = side.t then 1 else -1 end
                                * app_hidden.accounting_item_gross(ai.amount, ai.amount_type, ai.value_added_tax_percentage, v.type)), 0)
  from app_public.documents d
  cross join lateral (select app_hidden.invoice_booking_type(d.type, i.credit_memo) as t) side
  left join app_public.accounting_items ai on ai.client_company_id = i.client_company_id and ai.document_id = i.document_id
  left join app_public.value_added_taxes v on v.client_company_id = ai.client_company_id and v.id = ai.value_added_tax_id
  where d.id = i.document_id and i.total is not null
    and (d.client_company_id in (select app_hidden.current_user_client_company_ids()) or app_hidden.current_user_is_super_admin())
  group by side.t;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.invoices_accounting_items_remaining_amount(app_public.invoices) is E'The invoice total minus the gross amounts of its accounting items (null without a total). An item on the invoice''s booking side (accountingBookingType) counts positive, one on the other side negative; a net item''s gross is its amount times (1 + rate / 100), rounded half away from zero to cents (reverse charge: the net amount, the tax is not on the invoice).';

create function app_public.invoices_accounting_items_remaining_amount_is_zero(i app_public.invoices) returns boolean as $$
  select coalesce(app_public.invoices_accounting_items_remaining_amount(i) = 0, false);
$$ language sql stable;
comment on function app_public.invoices_accounting_items_remaining_amount_is_zero(app_public.invoices) is E'@notNull\nThe accounting items book exactly the invoice total.';

--------------------------------------------------------------------------------
-- Replacing the accounting items (the tab edits them as one table)

create type app_public.accounting_item_cost_center_input as (
  cost_center_id uuid,
  amount numeric(15, 2)
);
comment on type app_public.accounting_item_cost_center_input is 'A cost centre''s share of an accounting item.';
create type app_public.accounting_item_cost_unit_input as (
  cost_unit_id uuid,
  amount numeric(15, 2)
);
comment on type app_public.accounting_item_cost_unit_input is 'A cost unit''s share of an accounting item.';
create type app_public.accounting_item_input as (
  title text,
  booking_type app_public.booking_type,
  amount numeric(15, 2),
  amount_type app_public.accounting_amount_type,
  general_ledger_account_id uuid,
  value_added_tax_id uuid,
  value_added_tax_percentage numeric(5, 2),
  cost_centers app_public.accounting_item_cost_center_input[],
  cost_units app_public.accounting_item_cost_unit_input[]
);
comment on type app_public.accounting_item_input is 'One accounting item as the accounting tab sends it.';

-- The history entry. Security definer (the table takes no inserts from people), so it checks
-- the caller's right itself.
create function app_hidden.log_accounting_items_changed(document_row_id uuid, before_count integer, after_count integer) returns void as $$
declare
  company uuid;
begin
  select i.client_company_id into company from app_public.invoices i where i.document_id = document_row_id;
  if company is null or app_hidden.accounting_tab_edit_refusal(company, document_row_id) is not null then
    raise exception 'ACCOUNTING_TAB_EDIT_FORBIDDEN' using errcode = '42501';
  end if;
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (company, document_row_id, 'ACCOUNTING_ITEMS_CHANGED', app_hidden.current_user_id(),
          jsonb_build_object('before', before_count, 'after', after_count));
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

-- Security invoker: the policies above decide; the checks before them only turn a refusal
-- into a coded error that names the field (`column`, in the input's GraphQL spelling) and the
-- item (`detail`, 1-based).
create function app_public.set_accounting_items(document_row_id uuid, items app_public.accounting_item_input[])
returns app_public.invoices as $$
declare
  inv app_public.invoices;
  co app_public.client_companies;
  refusal text;
  before_count integer;
  before_accounts uuid[];
  item app_public.accounting_item_input;
  n integer := 0;
  account app_public.general_ledger_accounts;
  vat app_public.value_added_taxes;
  percentage numeric(5, 2);
  item_id uuid;
  cost_centers_on boolean;
  cost_units_on boolean;
  single_cost_center boolean;
  single_cost_unit boolean;
  cc app_public.accounting_item_cost_center_input;
  cu app_public.accounting_item_cost_unit_input;
  share_sum numeric;
begin
  select * into inv from app_public.invoices i where i.document_id = document_row_id;
  if inv.document_id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.accounting_tab_edit_refusal(inv.client_company_id, inv.document_id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  if coalesce(cardinality(items), 0) > 500 then
    raise exception 'TOO_MANY_ACCOUNTING_ITEMS' using errcode = '22023', column = 'items';
  end if;
  select * into co from app_public.client_companies c where c.id = inv.client_company_id;
  cost_centers_on := app_public.client_companies_feature_active(co, 'COST_CENTERS');
  cost_units_on := app_public.client_companies_feature_active(co, 'COST_UNITS');
  single_cost_center := app_public.client_companies_feature_active(co, 'SINGLE_COST_CENTER_PER_ACCOUNTING_ITEM');
  single_cost_unit := app_public.client_companies_feature_active(co, 'SINGLE_COST_UNIT_PER_ACCOUNTING_ITEM');

  select count(*), coalesce(array_agg(distinct ai.general_ledger_account_id), '{}') into before_count, before_accounts
  from app_public.accounting_items ai where ai.client_company_id = inv.client_company_id and ai.document_id = inv.document_id;
  delete from app_public.accounting_items ai where ai.client_company_id = inv.client_company_id and ai.document_id = inv.document_id;

  foreach item in array coalesce(items, '{}') loop
    n := n + 1;
    if item is null then
      raise exception 'ACCOUNTING_ITEM_VALUE_REQUIRED' using errcode = '22023', column = 'items', detail = n::text;
    end if;
    if item.title is not null and length(btrim(item.title)) > 60 then
      raise exception 'ACCOUNTING_ITEM_TITLE_TOO_LONG' using errcode = '22023', column = 'title', detail = n::text;
    end if;
    if item.booking_type is null then
      raise exception 'ACCOUNTING_ITEM_VALUE_REQUIRED' using errcode = '22023', column = 'bookingType', detail = n::text;
    end if;
    if item.amount is null then
      raise exception 'ACCOUNTING_ITEM_VALUE_REQUIRED' using errcode = '22023', column = 'amount', detail = n::text;
    end if;
    if item.amount <= 0 then
      raise exception 'ACCOUNTING_ITEM_AMOUNT_NOT_POSITIVE' using errcode = '22023', column = 'amount', detail = n::text;
    end if;
    if item.amount_type is null then
      raise exception 'ACCOUNTING_ITEM_VALUE_REQUIRED' using errcode = '22023', column = 'amountType', detail = n::text;
    end if;

    if item.general_ledger_account_id is null then
      raise exception 'ACCOUNTING_ITEM_VALUE_REQUIRED' using errcode = '22023', column = 'generalLedgerAccountRowId', detail = n::text;
    end if;
    select * into account from app_public.general_ledger_accounts g
      where g.client_company_id = inv.client_company_id and g.id = item.general_ledger_account_id;
    if account.id is null then
      raise exception 'GENERAL_LEDGER_ACCOUNT_NOT_FOUND' using errcode = '22023', column = 'generalLedgerAccountRowId', detail = n::text;
    end if;
    -- A disabled account stays on the items that already used it; it is not chosen anew.
    if account.disabled_at is not null and not account.id = any (before_accounts) then
      raise exception 'GENERAL_LEDGER_ACCOUNT_DISABLED' using errcode = '22023', column = 'generalLedgerAccountRowId', detail = n::text;
    end if;

    vat := null;
    percentage := null;
    if item.value_added_tax_id is not null then
      select * into vat from app_public.value_added_taxes v
        where v.client_company_id = inv.client_company_id and v.id = item.value_added_tax_id;
      if vat.id is null then
        raise exception 'VALUE_ADDED_TAX_NOT_FOUND' using errcode = '22023', column = 'valueAddedTaxRowId', detail = n::text;
      end if;
      if vat.amount_type_must_be_net and item.amount_type <> 'NET' then
        raise exception 'AMOUNT_TYPE_MUST_BE_NET' using errcode = '22023', column = 'amountType', detail = n::text;
      end if;
      percentage := coalesce(item.value_added_tax_percentage,
                             case when cardinality(vat.percentages) = 1 then vat.percentages[1] end);
      if percentage is null then
        raise exception 'ACCOUNTING_ITEM_VALUE_REQUIRED' using errcode = '22023', column = 'valueAddedTaxPercentage', detail = n::text;
      end if;
      if not percentage = any (vat.percentages) then
        raise exception 'VALUE_ADDED_TAX_PERCENTAGE_NOT_ALLOWED' using errcode = '22023', column = 'valueAddedTaxPercentage', detail = n::text;
      end if;
    elsif item.value_added_tax_percentage is not null then
      raise exception 'ACCOUNTING_ITEM_VALUE_REQUIRED' using errcode = '22023', column = 'valueAddedTaxRowId', detail = n::text;
    end if;

    insert into app_public.accounting_items (client_company_id, document_id, sort_index, title, booking_type, amount, amount_type,
                                             general_ledger_account_id, value_added_tax_id, value_added_tax_percentage)
    values (inv.client_company_id, inv.document_id, n, nullif(btrim(item.title), ''), item.booking_type, item.amount, item.amount_type,
            account.id, vat.id, percentage)
    returning id into item_id;

    if coalesce(cardinality(item.cost_centers), 0) > 0 then
      if not cost_centers_on then
        raise exception 'COST_CENTERS_DISABLED' using errcode = '22023', column = 'costCenters', detail = n::text;
      end if;
      if single_cost_center and cardinality(item.cost_centers) > 1 then
        raise exception 'SINGLE_COST_CENTER_PER_ACCOUNTING_ITEM' using errcode = '22023', column = 'costCenters', detail = n::text;
      end if;
      share_sum := 0;
      foreach cc in array item.cost_centers loop
        if cc is null or cc.cost_center_id is null or cc.amount is null then
          raise exception 'ACCOUNTING_ITEM_VALUE_REQUIRED' using errcode = '22023', column = 'costCenters', detail = n::text;
        end if;
        if cc.amount <= 0 then
          raise exception 'ACCOUNTING_ITEM_AMOUNT_NOT_POSITIVE' using errcode = '22023', column = 'costCenters', detail = n::text;
        end if;
        if not exists (select 1 from app_public.cost_centers c where c.client_company_id = inv.client_company_id and c.id = cc.cost_center_id) then
          raise exception 'COST_CENTER_NOT_FOUND' using errcode = '22023', column = 'costCenters', detail = n::text;
        end if;
        if exists (select 1 from app_public.accounting_item_cost_centers a
                   where a.client_company_id = inv.client_company_id and a.accounting_item_id = item_id and a.cost_center_id = cc.cost_center_id) then
          raise exception 'COST_CENTER_DUPLICATE' using errcode = '22023', column = 'costCenters', detail = n::text;
        end if;
        insert into app_public.accounting_item_cost_centers (client_company_id, accounting_item_id, cost_center_id, amount)
        values (inv.client_company_id, item_id, cc.cost_center_id, cc.amount);
        share_sum := share_sum + cc.amount;
      end loop;
      if share_sum <> item.amount then
        raise exception 'COST_CENTER_AMOUNTS_DO_NOT_ADD_UP' using errcode = '22023', column = 'costCenters', detail = n::text;
      end if;
    end if;

    if coalesce(cardinality(item.cost_units), 0) > 0 then
      if not cost_units_on then
        raise exception 'COST_UNITS_DISABLED' using errcode = '22023', column = 'costUnits', detail = n::text;
      end if;
      if single_cost_unit and cardinality(item.cost_units) > 1 then
        raise exception 'SINGLE_COST_UNIT_PER_ACCOUNTING_ITEM' using errcode = '22023', column = 'costUnits', detail = n::text;
      end if;
      share_sum := 0;
      foreach cu in array item.cost_units loop
        if cu is null or cu.cost_unit_id is null or cu.amount is null then
          raise exception 'ACCOUNTING_ITEM_VALUE_REQUIRED' using errcode = '22023', column = 'costUnits', detail = n::text;
        end if;
        if cu.amount <= 0 then
          raise exception 'ACCOUNTING_ITEM_AMOUNT_NOT_POSITIVE' using errcode = '22023', column = 'costUnits', detail = n::text;
        end if;
        if not exists (select 1 from app_public.cost_units c where c.client_company_id = inv.client_company_id and c.id = cu.cost_unit_id) then
          raise exception 'COST_UNIT_NOT_FOUND' using errcode = '22023', column = 'costUnits', detail = n::text;
        end if;
        if exists (select 1 from app_public.accounting_item_cost_units a
                   where a.client_company_id = inv.client_company_id and a.accounting_item_id = item_id and a.cost_unit_id = cu.cost_unit_id) then
          raise exception 'COST_UNIT_DUPLICATE' using errcode = '22023', column = 'costUnits', detail = n::text;
        end if;
        insert into app_public.accounting_item_cost_units (client_company_id, accounting_item_id, cost_unit_id, amount)
        values (inv.client_company_id, item_id, cu.cost_unit_id, cu.amount);
        share_sum := share_sum + cu.amount;
      end loop;
      if share_sum <> item.amount then
        raise exception 'COST_UNIT_AMOUNTS_DO_NOT_ADD_UP' using errcode = '22023', column = 'costUnits', detail = n::text;
      end if;
    end if;
  end loop;

  perform app_hidden.log_accounting_items_changed(inv.document_id, before_count, n);
  select * into inv from app_public.invoices i where i.document_id = inv.document_id;
  return inv;
end;
$$ language plpgsql volatile;
comment on function app_public.set_accounting_items(uuid, app_public.accounting_item_input[]) is E'Replaces the invoice''s accounting items with the given ones, in their order, and returns the invoice (with its new remaining amount). Refusals: ACCOUNTING_TAB_EDIT_FORBIDDEN and the document states of Document.accountingTabEditRefusal; per item (extensions.field and position): ACCOUNTING_ITEM_VALUE_REQUIRED, ACCOUNTING_ITEM_TITLE_TOO_LONG, ACCOUNTING_ITEM_AMOUNT_NOT_POSITIVE, GENERAL_LEDGER_ACCOUNT_NOT_FOUND, GENERAL_LEDGER_ACCOUNT_DISABLED, VALUE_ADDED_TAX_NOT_FOUND, AMOUNT_TYPE_MUST_BE_NET, VALUE_ADDED_TAX_PERCENTAGE_NOT_ALLOWED, COST_CENTERS_DISABLED, SINGLE_COST_CENTER_PER_ACCOUNTING_ITEM, COST_CENTER_NOT_FOUND, COST_CENTER_DUPLICATE, COST_CENTER_AMOUNTS_DO_NOT_ADD_UP and the same for cost units.';
