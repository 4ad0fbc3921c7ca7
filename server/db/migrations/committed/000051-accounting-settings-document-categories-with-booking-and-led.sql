--! Previous: sha1:cb175d50f918e68663cb478dff11cd866a1ee3af
--! Hash: sha1:142a11269a0ee9fa4d756f3bb51f8975fabf2189
--! Message: Accounting settings: document categories with booking and ledger defaults, merge and in-use protection; ledger accounts and VAT codes with dated rates editable with accounting access; SKR03/SKR04 import

-- Accounting settings: document categories, general-ledger accounts (with the standard charts
-- SKR03/SKR04) and VAT codes with dated rates become editable by people with accounting access.

drop function if exists app_public.client_companies_general_ledger_accounts_list(app_public.client_companies, text, app_public.general_ledger_account_category, boolean);
drop function if exists app_public.merge_document_category(uuid, uuid);
drop function if exists app_public.import_general_ledger_chart(uuid, app_public.standard_chart);
drop trigger if exists _200_refuse_delete_in_use on app_public.document_categories;
drop function if exists app_private.tg_document_categories__refuse_delete_in_use();
drop trigger if exists _300_rates_from_percentages on app_public.value_added_taxes;
drop function if exists app_private.tg_value_added_taxes__rates_from_percentages();
drop table if exists app_public.value_added_tax_rates;
drop function if exists app_private.tg_value_added_tax_rates__keep_percentages();
drop table if exists app_private.standard_chart_accounts;
drop type if exists app_public.general_ledger_chart_import_result;
drop type if exists app_public.standard_chart;

drop policy if exists insert_accounting on app_public.document_categories;
drop policy if exists update_accounting on app_public.document_categories;
drop policy if exists delete_accounting on app_public.document_categories;
drop policy if exists insert_accounting on app_public.general_ledger_accounts;
drop policy if exists update_accounting on app_public.general_ledger_accounts;
drop policy if exists delete_accounting on app_public.general_ledger_accounts;
drop policy if exists insert_accounting on app_public.value_added_taxes;
drop policy if exists update_accounting on app_public.value_added_taxes;
drop policy if exists delete_accounting on app_public.value_added_taxes;

alter table app_public.document_categories
  drop constraint if exists document_categories_general_ledger_account_id_fkey,
  drop constraint if exists document_categories_items_ledger_account_fkey,
  drop column if exists booking_type,
  drop column if exists booking_category,
  drop column if exists general_ledger_account_id,
  drop column if exists accounting_items_general_ledger_account_id,
  drop column if exists accounting_items_title;
alter table app_public.value_added_taxes drop column if exists intra_eu;

--------------------------------------------------------------------------------
-- Document categories

alter table app_public.document_categories
  add column booking_type app_public.booking_type,
  add column booking_category text check (booking_category is null or length(btrim(booking_category)) between 1 and 60),
  add column general_ledger_account_id uuid,
  add column accounting_items_general_ledger_account_id uuid,
  add column accounting_items_title text
    check (accounting_items_title is null or length(btrim(accounting_items_title)) between 1 and 60),
  add constraint document_categories_general_ledger_account_id_fkey foreign key (client_company_id, general_ledger_account_id)
    references app_public.general_ledger_accounts (client_company_id, id) on delete set null (general_ledger_account_id),
  add constraint document_categories_items_ledger_account_fkey
    foreign key (client_company_id, accounting_items_general_ledger_account_id)
    references app_public.general_ledger_accounts (client_company_id, id) on delete set null (accounting_items_general_ledger_account_id);
create index document_categories_company_ledger_account_idx
  on app_public.document_categories (client_company_id, general_ledger_account_id);
create index document_categories_company_items_ledger_account_idx
  on app_public.document_categories (client_company_id, accounting_items_general_ledger_account_id);

comment on table app_public.document_categories is E'A category documents are filed under (e.g. "Eingangsrechnungen"); its document type decides invoice or other document. Changed by people with accounting access; one that holds documents cannot be deleted, only renamed or merged into another (mergeDocumentCategory).';
comment on column app_public.document_categories.booking_type is 'The side its documents are booked on (debit or credit), when it differs from what the document type implies.';
comment on column app_public.document_categories.booking_category is 'A free booking category for the accounting system (at most 60 characters).';
comment on column app_public.document_categories.accounting_items_title is 'The booking text new accounting items of its documents start with (at most 60 characters).';
comment on constraint document_categories_general_ledger_account_id_fkey on app_public.document_categories is E'@fieldName generalLedgerAccount\n@foreignFieldName documentCategories';
comment on constraint document_categories_items_ledger_account_fkey on app_public.document_categories is E'@fieldName accountingItemsGeneralLedgerAccount\n@foreignFieldName accountingItemsDocumentCategories';

-- A category that holds documents (archived ones too) or uploads is not deleted: the refusal
-- is a code the UI translates, not the foreign key's message.
create function app_private.tg_document_categories__refuse_delete_in_use() returns trigger as $$
begin
  if exists (select 1 from app_public.documents d where d.client_company_id = old.client_company_id and d.category_id = old.id)
     or exists (select 1 from app_public.source_files f where f.client_company_id = old.client_company_id and f.category_id = old.id) then
    raise exception 'DOCUMENT_CATEGORY_IN_USE' using errcode = 'P0001', column = 'documentCategoryRowId';
  end if;
  return old;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_refuse_delete_in_use before delete on app_public.document_categories
  for each row execute procedure app_private.tg_document_categories__refuse_delete_in_use();

create policy insert_accounting on app_public.document_categories for insert with check (app_hidden.has_accounting_access(client_company_id));
create policy update_accounting on app_public.document_categories for update
  using (app_hidden.has_accounting_access(client_company_id)) with check (app_hidden.has_accounting_access(client_company_id));
create policy delete_accounting on app_public.document_categories for delete using (app_hidden.has_accounting_access(client_company_id));
grant insert (client_company_id, document_type, name, description, email_alias, internal_number_mode, internal_number_min,
              ignore_booking_type_paid_assumption, booking_type, booking_category, general_ledger_account_id,
              accounting_items_general_ledger_account_id, accounting_items_title, sort_index)
  on app_public.document_categories to app_user;
grant update (name, description, email_alias, internal_number_mode, internal_number_min,
              ignore_booking_type_paid_assumption, booking_type, booking_category, general_ledger_account_id,
              accounting_items_general_ledger_account_id, accounting_items_title, sort_index)
  on app_public.document_categories to app_user;
grant delete on app_public.document_categories to app_user;

-- Merge: the source category's documents and uploads move to the target (same company, same
-- document type), each document's history records the category change, then the source is
-- deleted. Accounting access in the company is required.
create function app_public.merge_document_category(source_row_id uuid, target_row_id uuid)
returns app_public.document_categories as $$
declare
  src app_public.document_categories;
  dst app_public.document_categories;
begin
  select * into src from app_public.document_categories where id = source_row_id;
  if src.id is null or not (src.client_company_id in (select app_hidden.current_user_client_company_ids())
                            or app_hidden.current_user_is_super_admin()) then
    raise exception 'DOCUMENT_CATEGORY_NOT_FOUND' using errcode = '22023', column = 'sourceRowId';
  end if;
  if not app_hidden.has_accounting_access(src.client_company_id) then
    raise exception 'ACCOUNTING_SETTINGS_FORBIDDEN' using errcode = '42501';
  end if;
  select * into dst from app_public.document_categories where client_company_id = src.client_company_id and id = target_row_id;
  if dst.id is null then
    raise exception 'DOCUMENT_CATEGORY_NOT_FOUND' using errcode = '22023', column = 'targetRowId';
  end if;
  if dst.id = src.id then
    raise exception 'DOCUMENT_CATEGORY_MERGE_INTO_ITSELF' using errcode = '22023', column = 'targetRowId';
  end if;
  if dst.document_type <> src.document_type then
    raise exception 'DOCUMENT_CATEGORY_MERGE_TYPE_MISMATCH' using errcode = '22023', column = 'targetRowId';
  end if;
  update app_public.documents set category_id = dst.id where client_company_id = src.client_company_id and category_id = src.id;
  update app_public.source_files set category_id = dst.id where client_company_id = src.client_company_id and category_id = src.id;
  delete from app_public.document_categories where client_company_id = src.client_company_id and id = src.id;
  return dst;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.merge_document_category(uuid, uuid) is 'Moves every document and upload of the source category into the target category (same company and document type; each document''s history records the change) and deletes the source. Needs accounting access.';
revoke all on function app_public.merge_document_category(uuid, uuid) from public;
grant execute on function app_public.merge_document_category(uuid, uuid) to app_user;

--------------------------------------------------------------------------------
-- General-ledger accounts

comment on table app_public.general_ledger_accounts is E'A ledger account (Sachkonto) of the company''s chart of accounts, e.g. SKR03 4920 Telefon. A disabled account is no longer offered for new accounting items. Changed by people with accounting access.';

create policy insert_accounting on app_public.general_ledger_accounts for insert with check (app_hidden.has_accounting_access(client_company_id));
create policy update_accounting on app_public.general_ledger_accounts for update
  using (app_hidden.has_accounting_access(client_company_id)) with check (app_hidden.has_accounting_access(client_company_id));
create policy delete_accounting on app_public.general_ledger_accounts for delete using (app_hidden.has_accounting_access(client_company_id));
grant insert (client_company_id, number, name, category, disabled_at) on app_public.general_ledger_accounts to app_user;
grant update (number, name, category, disabled_at) on app_public.general_ledger_accounts to app_user;
grant delete on app_public.general_ledger_accounts to app_user;

create type app_public.standard_chart as enum ('SKR03', 'SKR04');
comment on type app_public.standard_chart is 'A standard German chart of accounts: SKR03 (process structure) or SKR04 (balance-sheet structure).';

-- The common accounts of each chart (see server/accounting/charts/README.md for the source).
create table app_private.standard_chart_accounts (
  chart app_public.standard_chart not null,
  number text not null check (number ~ '^[0-9]{4}$'),
  name text not null,
  category app_public.general_ledger_account_category not null,
  primary key (chart, number)
);

-- Generated from server/accounting/charts/skr03.json and skr04.json (a unit test compares them).
insert into app_private.standard_chart_accounts (chart, number, name, category) values
  ('SKR03', '0027', 'EDV-Software', 'ASSET'),
  ('SKR03', '0200', 'Technische Anlagen und Maschinen', 'ASSET'),
  ('SKR03', '0320', 'Pkw', 'ASSET'),
  ('SKR03', '0420', 'Büroeinrichtung', 'ASSET'),
  ('SKR03', '0480', 'Geringwertige Wirtschaftsgüter', 'ASSET'),
  ('SKR03', '0490', 'Sonstige Betriebs- und Geschäftsausstattung', 'ASSET'),
  ('SKR03', '0630', 'Verbindlichkeiten gegenüber Kreditinstituten', 'LIABILITY'),
  ('SKR03', '0800', 'Gezeichnetes Kapital', 'EQUITY'),
  ('SKR03', '0880', 'Variables Kapital', 'EQUITY'),
  ('SKR03', '1000', 'Kasse', 'ASSET'),
  ('SKR03', '1200', 'Bank', 'ASSET'),
  ('SKR03', '1360', 'Geldtransit', 'ASSET'),
  ('SKR03', '1400', 'Forderungen aus Lieferungen und Leistungen', 'ASSET'),
  ('SKR03', '1571', 'Abziehbare Vorsteuer 7 %', 'TAX'),
  ('SKR03', '1576', 'Abziehbare Vorsteuer 19 %', 'TAX'),
  ('SKR03', '1577', 'Abziehbare Vorsteuer nach § 13b UStG 19 %', 'TAX'),
  ('SKR03', '1588', 'Entstandene Einfuhrumsatzsteuer', 'TAX'),
  ('SKR03', '1590', 'Durchlaufende Posten', 'ASSET'),
  ('SKR03', '1600', 'Verbindlichkeiten aus Lieferungen und Leistungen', 'LIABILITY'),
  ('SKR03', '1740', 'Verbindlichkeiten aus Lohn und Gehalt', 'LIABILITY'),
  ('SKR03', '1741', 'Verbindlichkeiten aus Lohn- und Kirchensteuer', 'LIABILITY'),
  ('SKR03', '1742', 'Verbindlichkeiten im Rahmen der sozialen Sicherheit', 'LIABILITY'),
  ('SKR03', '1771', 'Umsatzsteuer 7 %', 'TAX'),
  ('SKR03', '1776', 'Umsatzsteuer 19 %', 'TAX'),
  ('SKR03', '1780', 'Umsatzsteuer-Vorauszahlungen', 'TAX'),
  ('SKR03', '1787', 'Umsatzsteuer nach § 13b UStG 19 %', 'TAX'),
  ('SKR03', '1790', 'Umsatzsteuer Vorjahr', 'TAX'),
  ('SKR03', '1800', 'Privatentnahmen allgemein', 'EQUITY'),
  ('SKR03', '1890', 'Privateinlagen', 'EQUITY'),
  ('SKR03', '2100', 'Zinsen und ähnliche Aufwendungen', 'EXPENSE'),
  ('SKR03', '2650', 'Sonstige Zinsen und ähnliche Erträge', 'REVENUE'),
  ('SKR03', '3300', 'Wareneingang 7 % Vorsteuer', 'EXPENSE'),
  ('SKR03', '3400', 'Wareneingang 19 % Vorsteuer', 'EXPENSE'),
  ('SKR03', '3736', 'Erhaltene Skonti 19 % Vorsteuer', 'EXPENSE'),
  ('SKR03', '4120', 'Gehälter', 'EXPENSE'),
  ('SKR03', '4130', 'Gesetzliche soziale Aufwendungen', 'EXPENSE'),
  ('SKR03', '4210', 'Miete', 'EXPENSE'),
  ('SKR03', '4240', 'Gas, Strom, Wasser', 'EXPENSE'),
  ('SKR03', '4360', 'Versicherungen', 'EXPENSE'),
  ('SKR03', '4380', 'Beiträge', 'EXPENSE'),
  ('SKR03', '4500', 'Fahrzeugkosten', 'EXPENSE'),
  ('SKR03', '4530', 'Laufende Kfz-Betriebskosten', 'EXPENSE'),
  ('SKR03', '4600', 'Werbekosten', 'EXPENSE'),
  ('SKR03', '4650', 'Bewirtungskosten', 'EXPENSE'),
  ('SKR03', '4660', 'Reisekosten Arbeitnehmer', 'EXPENSE'),
  ('SKR03', '4670', 'Reisekosten Unternehmer', 'EXPENSE'),
  ('SKR03', '4806', 'Wartungskosten für Hard- und Software', 'EXPENSE'),
  ('SKR03', '4830', 'Abschreibungen auf Sachanlagen', 'EXPENSE'),
  ('SKR03', '4855', 'Sofortabschreibung geringwertiger Wirtschaftsgüter', 'EXPENSE'),
  ('SKR03', '4900', 'Sonstige betriebliche Aufwendungen', 'EXPENSE'),
  ('SKR03', '4910', 'Porto', 'EXPENSE'),
  ('SKR03', '4920', 'Telefon', 'EXPENSE'),
  ('SKR03', '4925', 'Telefax und Internetkosten', 'EXPENSE'),
  ('SKR03', '4930', 'Bürobedarf', 'EXPENSE'),
  ('SKR03', '4940', 'Zeitschriften, Bücher', 'EXPENSE'),
  ('SKR03', '4950', 'Rechts- und Beratungskosten', 'EXPENSE'),
  ('SKR03', '4955', 'Buchführungskosten', 'EXPENSE'),
  ('SKR03', '4970', 'Nebenkosten des Geldverkehrs', 'EXPENSE'),
  ('SKR03', '8100', 'Steuerfreie Umsätze § 4 Nr. 8 ff. UStG', 'REVENUE'),
  ('SKR03', '8125', 'Steuerfreie innergemeinschaftliche Lieferungen § 4 Nr. 1b UStG', 'REVENUE'),
  ('SKR03', '8200', 'Erlöse', 'REVENUE'),
  ('SKR03', '8300', 'Erlöse 7 % USt', 'REVENUE'),
  ('SKR03', '8400', 'Erlöse 19 % USt', 'REVENUE'),
  ('SKR03', '8736', 'Gewährte Skonti 19 % USt', 'REVENUE');

insert into app_private.standard_chart_accounts (chart, number, name, category) values
  ('SKR04', '0135', 'EDV-Software', 'ASSET'),
  ('SKR04', '0440', 'Maschinen', 'ASSET'),
  ('SKR04', '0520', 'Pkw', 'ASSET'),
  ('SKR04', '0650', 'Büroeinrichtung', 'ASSET'),
  ('SKR04', '0670', 'Geringwertige Wirtschaftsgüter', 'ASSET'),
  ('SKR04', '0690', 'Sonstige Betriebs- und Geschäftsausstattung', 'ASSET'),
  ('SKR04', '1200', 'Forderungen aus Lieferungen und Leistungen', 'ASSET'),
  ('SKR04', '1360', 'Geldtransit', 'ASSET'),
  ('SKR04', '1370', 'Durchlaufende Posten', 'ASSET'),
  ('SKR04', '1401', 'Abziehbare Vorsteuer 7 %', 'TAX'),
  ('SKR04', '1406', 'Abziehbare Vorsteuer 19 %', 'TAX'),
  ('SKR04', '1407', 'Abziehbare Vorsteuer nach § 13b UStG 19 %', 'TAX'),
  ('SKR04', '1433', 'Entstandene Einfuhrumsatzsteuer', 'TAX'),
  ('SKR04', '1600', 'Kasse', 'ASSET'),
  ('SKR04', '1800', 'Bank', 'ASSET'),
  ('SKR04', '2000', 'Festkapital', 'EQUITY'),
  ('SKR04', '2100', 'Privatentnahmen allgemein', 'EQUITY'),
  ('SKR04', '2180', 'Privateinlagen', 'EQUITY'),
  ('SKR04', '2900', 'Gezeichnetes Kapital', 'EQUITY'),
  ('SKR04', '3150', 'Verbindlichkeiten gegenüber Kreditinstituten', 'LIABILITY'),
  ('SKR04', '3300', 'Verbindlichkeiten aus Lieferungen und Leistungen', 'LIABILITY'),
  ('SKR04', '3720', 'Verbindlichkeiten aus Lohn und Gehalt', 'LIABILITY'),
  ('SKR04', '3730', 'Verbindlichkeiten aus Lohn- und Kirchensteuer', 'LIABILITY'),
  ('SKR04', '3740', 'Verbindlichkeiten im Rahmen der sozialen Sicherheit', 'LIABILITY'),
  ('SKR04', '3801', 'Umsatzsteuer 7 %', 'TAX'),
  ('SKR04', '3806', 'Umsatzsteuer 19 %', 'TAX'),
  ('SKR04', '3820', 'Umsatzsteuer-Vorauszahlungen', 'TAX'),
  ('SKR04', '3837', 'Umsatzsteuer nach § 13b UStG 19 %', 'TAX'),
  ('SKR04', '3840', 'Umsatzsteuer Vorjahr', 'TAX'),
  ('SKR04', '4100', 'Steuerfreie Umsätze § 4 Nr. 8 ff. UStG', 'REVENUE'),
  ('SKR04', '4125', 'Steuerfreie innergemeinschaftliche Lieferungen § 4 Nr. 1b UStG', 'REVENUE'),
  ('SKR04', '4200', 'Erlöse', 'REVENUE'),
  ('SKR04', '4300', 'Erlöse 7 % USt', 'REVENUE'),
  ('SKR04', '4400', 'Erlöse 19 % USt', 'REVENUE'),
  ('SKR04', '4736', 'Gewährte Skonti 19 % USt', 'REVENUE'),
  ('SKR04', '5300', 'Wareneingang 7 % Vorsteuer', 'EXPENSE'),
  ('SKR04', '5400', 'Wareneingang 19 % Vorsteuer', 'EXPENSE'),
  ('SKR04', '5736', 'Erhaltene Skonti 19 % Vorsteuer', 'EXPENSE'),
  ('SKR04', '6020', 'Gehälter', 'EXPENSE'),
  ('SKR04', '6110', 'Gesetzliche soziale Aufwendungen', 'EXPENSE'),
  ('SKR04', '6220', 'Abschreibungen auf Sachanlagen', 'EXPENSE'),
  ('SKR04', '6260', 'Sofortabschreibung geringwertiger Wirtschaftsgüter', 'EXPENSE'),
  ('SKR04', '6300', 'Sonstige betriebliche Aufwendungen', 'EXPENSE'),
  ('SKR04', '6310', 'Miete', 'EXPENSE'),
  ('SKR04', '6325', 'Gas, Strom, Wasser', 'EXPENSE'),
  ('SKR04', '6400', 'Versicherungen', 'EXPENSE'),
  ('SKR04', '6420', 'Beiträge', 'EXPENSE'),
  ('SKR04', '6495', 'Wartungskosten für Hard- und Software', 'EXPENSE'),
  ('SKR04', '6500', 'Fahrzeugkosten', 'EXPENSE'),
  ('SKR04', '6530', 'Laufende Kfz-Betriebskosten', 'EXPENSE'),
  ('SKR04', '6600', 'Werbekosten', 'EXPENSE'),
  ('SKR04', '6640', 'Bewirtungskosten', 'EXPENSE'),
  ('SKR04', '6650', 'Reisekosten Arbeitnehmer', 'EXPENSE'),
  ('SKR04', '6670', 'Reisekosten Unternehmer', 'EXPENSE'),
  ('SKR04', '6800', 'Porto', 'EXPENSE'),
  ('SKR04', '6805', 'Telefon', 'EXPENSE'),
  ('SKR04', '6810', 'Telefax und Internetkosten', 'EXPENSE'),
  ('SKR04', '6815', 'Bürobedarf', 'EXPENSE'),
  ('SKR04', '6820', 'Zeitschriften, Bücher', 'EXPENSE'),
  ('SKR04', '6825', 'Rechts- und Beratungskosten', 'EXPENSE'),
  ('SKR04', '6830', 'Buchführungskosten', 'EXPENSE'),
  ('SKR04', '6855', 'Nebenkosten des Geldverkehrs', 'EXPENSE'),
  ('SKR04', '7100', 'Sonstige Zinsen und ähnliche Erträge', 'REVENUE'),
  ('SKR04', '7300', 'Zinsen und ähnliche Aufwendungen', 'EXPENSE');

create type app_public.general_ledger_chart_import_result as (added integer, skipped integer);
comment on type app_public.general_ledger_chart_import_result is E'@notNull added,skipped\nHow many accounts a chart import added and how many it left alone because the number existed.';

create function app_public.import_general_ledger_chart(client_company_row_id uuid, chart app_public.standard_chart)
returns app_public.general_ledger_chart_import_result as $$
declare
  total integer;
  added integer;
begin
  if not app_hidden.has_accounting_access(client_company_row_id) then
    raise exception 'ACCOUNTING_SETTINGS_FORBIDDEN' using errcode = '42501';
  end if;
  select count(*) into total from app_private.standard_chart_accounts s where s.chart = import_general_ledger_chart.chart;
  insert into app_public.general_ledger_accounts (client_company_id, number, name, category)
  select client_company_row_id, s.number, s.name, s.category
  from app_private.standard_chart_accounts s
  where s.chart = import_general_ledger_chart.chart
  on conflict (client_company_id, number) do nothing;
  get diagnostics added = row_count;
  return row(added, total - added)::app_public.general_ledger_chart_import_result;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.import_general_ledger_chart(uuid, app_public.standard_chart) is 'Adds the standard chart''s accounts whose numbers the company does not have yet; existing accounts stay as they are. Needs accounting access.';
revoke all on function app_public.import_general_ledger_chart(uuid, app_public.standard_chart) from public;
grant execute on function app_public.import_general_ledger_chart(uuid, app_public.standard_chart) to app_user;

--------------------------------------------------------------------------------
-- VAT codes and their dated rates

alter table app_public.value_added_taxes add column intra_eu boolean not null default false;
comment on column app_public.value_added_taxes.intra_eu is 'An intra-Community supply or acquisition (innergemeinschaftlich, §4 Nr. 1b / §1a UStG).';
comment on table app_public.value_added_taxes is E'A VAT code of the accounting system (DATEV: the tax key, e.g. 9 = 19 % Vorsteuer) and the rates it allows, each valid for a period (valueAddedTaxRates). Changed by people with accounting access.';

create policy insert_accounting on app_public.value_added_taxes for insert with check (app_hidden.has_accounting_access(client_company_id));
create policy update_accounting on app_public.value_added_taxes for update
  using (app_hidden.has_accounting_access(client_company_id)) with check (app_hidden.has_accounting_access(client_company_id));
create policy delete_accounting on app_public.value_added_taxes for delete using (app_hidden.has_accounting_access(client_company_id));
grant insert (client_company_id, type, name, short_name, amount_type_must_be_net, code, intra_eu) on app_public.value_added_taxes to app_user;
grant update (type, name, short_name, amount_type_must_be_net, code, intra_eu) on app_public.value_added_taxes to app_user;
grant delete on app_public.value_added_taxes to app_user;

create table app_public.value_added_tax_rates (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  value_added_tax_id uuid not null,
  percentage numeric(5, 2) not null check (percentage between 0 and 100),
  valid_from date,
  valid_until date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint value_added_tax_rates_value_added_tax_id_fkey foreign key (client_company_id, value_added_tax_id)
    references app_public.value_added_taxes (client_company_id, id) on delete cascade,
  constraint value_added_tax_rates_period_check check (valid_from is null or valid_until is null or valid_from <= valid_until),
  constraint value_added_tax_rates_tax_percentage_from_key unique nulls not distinct (client_company_id, value_added_tax_id, percentage, valid_from)
);
create index value_added_tax_rates_company_tax_idx on app_public.value_added_tax_rates (client_company_id, value_added_tax_id, valid_from);
create trigger _100_timestamps before insert or update on app_public.value_added_tax_rates
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.value_added_tax_rates is 'A rate of a VAT code and when it applies (e.g. 19 % from 2007-01-01; 16 % from 2020-07-01 until 2020-12-31). Open ends are unbounded.';
comment on constraint value_added_tax_rates_value_added_tax_id_fkey on app_public.value_added_tax_rates is E'@fieldName valueAddedTax\n@foreignFieldName valueAddedTaxRates';
comment on constraint value_added_tax_rates_tax_percentage_from_key on app_public.value_added_tax_rates is E'@behavior -single -update -delete';

-- The code's percentages (which accounting items may choose from) are its rates' percentages:
-- one list kept by the rates, so the booking checks stay as they are.
create function app_private.tg_value_added_tax_rates__keep_percentages() returns trigger as $$
declare
  tax_ids uuid[] := array[coalesce(new.value_added_tax_id, old.value_added_tax_id), coalesce(old.value_added_tax_id, new.value_added_tax_id)];
begin
  update app_public.value_added_taxes v
    set percentages = array(select distinct r.percentage from app_public.value_added_tax_rates r
                            where r.client_company_id = v.client_company_id and r.value_added_tax_id = v.id order by r.percentage desc)
    where v.id = any (tax_ids);
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _300_keep_percentages after insert or update or delete on app_public.value_added_tax_rates
  for each row execute procedure app_private.tg_value_added_tax_rates__keep_percentages();

-- A code created with percentages (older clients, demo data) gets them as open-ended rates.
create function app_private.tg_value_added_taxes__rates_from_percentages() returns trigger as $$
begin
  insert into app_public.value_added_tax_rates (client_company_id, value_added_tax_id, percentage)
  select new.client_company_id, new.id, p from unnest(new.percentages) p
  on conflict do nothing;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _300_rates_from_percentages after insert on app_public.value_added_taxes
  for each row when (cardinality(new.percentages) > 0) execute procedure app_private.tg_value_added_taxes__rates_from_percentages();

-- Existing codes keep their percentages as open-ended rates.
insert into app_public.value_added_tax_rates (client_company_id, value_added_tax_id, percentage)
select v.client_company_id, v.id, p from app_public.value_added_taxes v cross join lateral unnest(v.percentages) p
on conflict do nothing;

alter table app_public.value_added_tax_rates enable row level security;
create policy select_member on app_public.value_added_tax_rates for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy insert_accounting on app_public.value_added_tax_rates for insert with check (app_hidden.has_accounting_access(client_company_id));
create policy update_accounting on app_public.value_added_tax_rates for update
  using (app_hidden.has_accounting_access(client_company_id)) with check (app_hidden.has_accounting_access(client_company_id));
create policy delete_accounting on app_public.value_added_tax_rates for delete using (app_hidden.has_accounting_access(client_company_id));
grant select on app_public.value_added_tax_rates to app_user, app_anonymous;
grant insert (client_company_id, value_added_tax_id, percentage, valid_from, valid_until) on app_public.value_added_tax_rates to app_user;
grant update (percentage, valid_from, valid_until) on app_public.value_added_tax_rates to app_user;
grant delete on app_public.value_added_tax_rates to app_user;

--------------------------------------------------------------------------------
-- The settings lists: searched and filtered in the database, paged by cursor.

drop function if exists app_public.client_companies_general_ledger_accounts_list(app_public.client_companies, text, app_public.general_ledger_account_category, boolean);
drop function if exists app_public.client_companies_document_categories_list(app_public.client_companies, text);
drop function if exists app_public.client_companies_value_added_taxes_list(app_public.client_companies, text);

create function app_public.client_companies_general_ledger_accounts_list(
  c app_public.client_companies, search_text text default null,
  category app_public.general_ledger_account_category default null, include_disabled boolean default false)
returns setof app_public.general_ledger_accounts as $$
  select g.* from app_public.general_ledger_accounts g
  where g.client_company_id = c.id
    and (client_companies_general_ledger_accounts_list.category is null or g.category = client_companies_general_ledger_accounts_list.category)
    and (coalesce(include_disabled, false) or g.disabled_at is null)
    and (nullif(btrim(search_text), '') is null
         or g.number like btrim(search_text) || '%'
         or g.name ilike '%' || replace(replace(replace(btrim(search_text), '\', '\\'), '%', '\%'), '_', '\_') || '%')
  order by g.number, g.id;
$$ language sql stable;
comment on function app_public.client_companies_general_ledger_accounts_list(app_public.client_companies, text, app_public.general_ledger_account_category, boolean) is E'@sortable false\nThe settings list of ledger accounts by number: a search text matches the start of the number or any part of the name; optionally one category; disabled accounts only when asked.';

create function app_public.client_companies_document_categories_list(c app_public.client_companies, search_text text default null)
returns setof app_public.document_categories as $$
  select d.* from app_public.document_categories d
  where d.client_company_id = c.id
    and (nullif(btrim(search_text), '') is null
         or d.name ilike '%' || replace(replace(replace(btrim(search_text), '\', '\\'), '%', '\%'), '_', '\_') || '%'
         or d.description ilike '%' || replace(replace(replace(btrim(search_text), '\', '\\'), '%', '\%'), '_', '\_') || '%')
  order by d.document_type, d.sort_index, d.name, d.id;
$$ language sql stable;
comment on function app_public.client_companies_document_categories_list(app_public.client_companies, text) is 'The settings list of document categories by document type, order and name; a search text matches any part of the name or description.';

create function app_public.client_companies_value_added_taxes_list(c app_public.client_companies, search_text text default null)
returns setof app_public.value_added_taxes as $$
  select v.* from app_public.value_added_taxes v
  where v.client_company_id = c.id
    and (nullif(btrim(search_text), '') is null
         or v.code = btrim(search_text)
         or v.name ilike '%' || replace(replace(replace(btrim(search_text), '\', '\\'), '%', '\%'), '_', '\_') || '%'
         or v.short_name ilike '%' || replace(replace(replace(btrim(search_text), '\', '\\'), '%', '\%'), '_', '\_') || '%')
  order by v.type, nullif(v.code, '')::int nulls last, v.name, v.id;
$$ language sql stable;
comment on function app_public.client_companies_value_added_taxes_list(app_public.client_companies, text) is 'The settings list of VAT codes by type and tax key; a search text matches the tax key exactly or any part of the name or short name.';

-- The VAT drawer saves a code's rates at once: the given list replaces the stored one in one
-- transaction (row-level security decides: accounting access in the code's company).
drop function if exists app_public.set_value_added_tax_rates(uuid, app_public.value_added_tax_rate_input[]);
drop type if exists app_public.value_added_tax_rate_input;
create type app_public.value_added_tax_rate_input as (percentage numeric(5, 2), valid_from date, valid_until date);
comment on type app_public.value_added_tax_rate_input is E'@notNull percentage\nOne rate of a VAT code and its period (open ends: null).';

create function app_public.set_value_added_tax_rates(value_added_tax_row_id uuid, rates app_public.value_added_tax_rate_input[])
returns app_public.value_added_taxes as $$
declare
  vat app_public.value_added_taxes;
begin
  select * into vat from app_public.value_added_taxes where id = value_added_tax_row_id;
  if vat.id is null then
    raise exception 'VALUE_ADDED_TAX_NOT_FOUND' using errcode = '22023', column = 'valueAddedTaxRowId';
  end if;
  if not app_hidden.has_accounting_access(vat.client_company_id) then
    raise exception 'ACCOUNTING_SETTINGS_FORBIDDEN' using errcode = '42501';
  end if;
  delete from app_public.value_added_tax_rates r where r.client_company_id = vat.client_company_id and r.value_added_tax_id = vat.id;
  insert into app_public.value_added_tax_rates (client_company_id, value_added_tax_id, percentage, valid_from, valid_until)
  select vat.client_company_id, vat.id, r.percentage, r.valid_from, r.valid_until from unnest(coalesce(rates, '{}')) r;
  select * into vat from app_public.value_added_taxes where id = value_added_tax_row_id;
  return vat;
end;
$$ language plpgsql volatile;
comment on function app_public.set_value_added_tax_rates(uuid, app_public.value_added_tax_rate_input[]) is 'Replaces the rates of a VAT code with the given ones (accounting access). Overlapping periods are allowed: a code may carry a former rate for documents of its period.';
