--! Previous: sha1:356ee62e01961bda0deb305f53440e5a28de1af3
--! Hash: sha1:ec357e2762659aa423efbe60d2ba997a9f82a64e
--! Message: Merging a document category moves every reference to the target; a credit memo's VAT breakdown and line items are stated without minus sign like its totals

--------------------------------------------------------------------------------
-- Merging a document category means "everything that used the source now uses the target".
-- Before, the merge was refused (a foreign key) while a rule condition or a member's category
-- access named the source, and the workflow-and-approvals wizard kept the source's id in its
-- answers (saving it again was refused, WIZARD_CATEGORY_NOT_FOUND). Every reference moves now:
-- documents, uploads, the integrations' and the e-mail intake's configurations, the intake log,
-- rule conditions, members' category accesses (a member who already had the target keeps that
-- one access) and the wizard's answers and the rules it wrote per category (a rule the wizard
-- already had for the target replaces the source's). Rule runs and history keep what was.

create or replace function app_public.merge_document_category(source_row_id uuid, target_row_id uuid)
returns app_public.document_categories as $$
declare
  src app_public.document_categories;
  dst app_public.document_categories;
  src_prefix text;
  dst_prefix text;
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
  update app_public.getmyinvoices_configs set incoming_invoices_document_category_id = dst.id
    where client_company_id = src.client_company_id and incoming_invoices_document_category_id = src.id;
  update app_public.getmyinvoices_configs set outgoing_invoices_document_category_id = dst.id
    where client_company_id = src.client_company_id and outgoing_invoices_document_category_id = src.id;
  update app_public.getmyinvoices_configs set other_documents_document_category_id = dst.id
    where client_company_id = src.client_company_id and other_documents_document_category_id = src.id;
  update app_public.fastbill_configs set incoming_invoices_document_category_id = dst.id
    where client_company_id = src.client_company_id and incoming_invoices_document_category_id = src.id;
  update app_public.fastbill_configs set outgoing_invoices_document_category_id = dst.id
    where client_company_id = src.client_company_id and outgoing_invoices_document_category_id = src.id;
  update app_public.fastbill_configs set other_documents_document_category_id = dst.id
    where client_company_id = src.client_company_id and other_documents_document_category_id = src.id;
  update app_public.billing_configs set outgoing_invoices_document_category_id = dst.id
    where client_company_id = src.client_company_id and outgoing_invoices_document_category_id = src.id;
  update app_public.email_configs set category_id = dst.id where client_company_id = src.client_company_id and category_id = src.id;
  update app_public.inbound_emails set category_id = dst.id where client_company_id = src.client_company_id and category_id = src.id;

  -- Rule conditions ("category is / is not …") name the target.
  update app_public.rule_conditions set document_category_id = dst.id
    where client_company_id = src.client_company_id and document_category_id = src.id;

  -- Members restricted to the source see the target's documents (which now include the
  -- source's); one access per member and category.
  delete from app_public.client_company_user_document_categories a
    where a.client_company_id = src.client_company_id and a.document_category_id = src.id
      and exists (select 1 from app_public.client_company_user_document_categories b
                  where b.client_company_id = a.client_company_id and b.client_company_user_id = a.client_company_user_id
                    and b.document_category_id = dst.id);
  update app_public.client_company_user_document_categories set document_category_id = dst.id
    where client_company_id = src.client_company_id and document_category_id = src.id;

  -- The wizard's answers (documentCategoryRowIds, in their order, once each) and the rules it
  -- wrote per category and partner (combination key "<category>/<partner>").
  update app_public.wizard_workflow_and_approvals w
    set payload = jsonb_set(w.payload, '{documentCategoryRowIds}', (
      select coalesce(jsonb_agg(to_jsonb(x.id) order by x.first), '[]'::jsonb)
      from (select case when e.id = src.id::text then dst.id::text else e.id end as id, min(e.n) as first
            from jsonb_array_elements_text(w.payload -> 'documentCategoryRowIds') with ordinality e(id, n)
            group by 1) x))
    where w.client_company_id = src.client_company_id
      and w.payload -> 'documentCategoryRowIds' ? src.id::text;
  src_prefix := src.id::text || '/';
  dst_prefix := dst.id::text || '/';
  delete from app_public.rule_actions a
    using app_public.wizard_workflow_and_approval_import_actions l
    where l.client_company_id = src.client_company_id and starts_with(l.combination_key, src_prefix)
      and exists (select 1 from app_public.wizard_workflow_and_approval_import_actions o
                  where o.wizard_id = l.wizard_id
                    and o.combination_key = dst_prefix || substr(l.combination_key, length(src_prefix) + 1))
      and a.client_company_id = l.client_company_id and a.id = l.rule_action_id;
  update app_public.wizard_workflow_and_approval_import_actions l
    set combination_key = dst_prefix || substr(l.combination_key, length(src_prefix) + 1)
    where l.client_company_id = src.client_company_id and starts_with(l.combination_key, src_prefix);

  delete from app_public.document_categories where client_company_id = src.client_company_id and id = src.id;
  return dst;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.merge_document_category(uuid, uuid) is 'Moves everything that uses the source category to the target category (same company and document type) and deletes the source: documents and uploads (each document''s history records the change), the integrations'' and the e-mail intake''s configurations, the intake log, rule conditions, members'' category accesses (one per member) and the workflow-and-approvals wizard''s answers with the rules it wrote. Needs accounting access.';

--------------------------------------------------------------------------------
-- A credit memo's VAT breakdown and line items are stated like its net, VAT and total
-- (invoices_credit_memo_amounts_check, 000083): without minus sign, as printed on a credit
-- note; the credit-memo flag makes them a credit. The breakdown's taxable amounts and tax
-- amounts each add up to zero or more, and so do the line totals of its items; a single line of
-- the other sign (a fee charged on a credit note) keeps its minus, as a discount line on an
-- invoice does. Before, a credit memo ticked on a negative print kept a negative breakdown and
-- negative lines beside positive totals. Nothing downstream negates them: the DATEV and
-- spreadsheet exports book the accounting items (positive, the flag swaps the side), the
-- accounting form's remaining-amount rows take the breakdown's amounts without sign, and the
-- payment code reads the amount due.

alter table app_public.invoices drop constraint if exists invoices_credit_memo_vat_breakdown_check;
drop trigger if exists invoice_items_credit_memo_amounts_check on app_public.invoice_items;
drop trigger if exists invoice_items_credit_memo_amounts_check on app_public.invoices;

-- The sum of one amount of a VAT breakdown's lines (numbers or decimal texts; anything else
-- counts as nothing).
create or replace function app_hidden.vat_breakdown_sum(breakdown jsonb, amount text) returns numeric as $$
  select coalesce(sum((line ->> amount)::numeric), 0)
  from jsonb_array_elements(case when jsonb_typeof(breakdown) = 'array' then breakdown else '[]'::jsonb end) as b(line)
  where jsonb_typeof(line) = 'object'
    and jsonb_typeof(line -> amount) in ('number', 'string')
    and (line ->> amount) ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$';
$$ language sql immutable parallel safe;
comment on function app_hidden.vat_breakdown_sum(jsonb, text) is 'The sum of one amount (taxableAmount, taxAmount) over a VAT breakdown''s lines.';

-- A negated decimal in a VAT breakdown line, kept as the type it was stored as (text or number).
create or replace function pg_temp.negated_amount(value jsonb) returns jsonb as $$
  select case
    when jsonb_typeof(value) = 'number' then to_jsonb(-(value #>> '{}')::numeric)
    when jsonb_typeof(value) = 'string' and (value #>> '{}') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$'
      then to_jsonb((-trim(value #>> '{}')::numeric)::text)
    else value end;
$$ language sql immutable;

-- The breakdown with one amount turned on every line.
create or replace function pg_temp.turned_breakdown(breakdown jsonb, amount text) returns jsonb as $$
  select coalesce(jsonb_agg(
           case when jsonb_typeof(line) = 'object' and line ? amount
                then line || jsonb_build_object(amount, pg_temp.negated_amount(line -> amount))
                else line end
           order by position), '[]'::jsonb)
  from jsonb_array_elements(breakdown) with ordinality as b(line, position);
$$ language sql immutable;

-- Rows stored before the rule: an amount whose lines add up to less than zero turns on every
-- line (the same minus sign as the totals had); the locks, checks, field states, history and
-- rules stay out of it (nobody edited a field).
alter table app_public.invoices disable trigger _040_exported_lock;
alter table app_public.invoices disable trigger _200_validate;
alter table app_public.invoices disable trigger _300_field_states;
alter table app_public.invoices disable trigger _410_history_fields;
alter table app_public.invoices disable trigger _900_rules;

update app_public.invoices i
set vat_breakdown = pg_temp.turned_breakdown(i.vat_breakdown, 'taxableAmount')
where i.credit_memo and jsonb_typeof(i.vat_breakdown) = 'array'
  and app_hidden.vat_breakdown_sum(i.vat_breakdown, 'taxableAmount') < 0;
update app_public.invoices i
set vat_breakdown = pg_temp.turned_breakdown(i.vat_breakdown, 'taxAmount')
where i.credit_memo and jsonb_typeof(i.vat_breakdown) = 'array'
  and app_hidden.vat_breakdown_sum(i.vat_breakdown, 'taxAmount') < 0;

alter table app_public.invoices enable trigger _040_exported_lock;
alter table app_public.invoices enable trigger _200_validate;
alter table app_public.invoices enable trigger _300_field_states;
alter table app_public.invoices enable trigger _410_history_fields;
alter table app_public.invoices enable trigger _900_rules;

-- Line items whose totals add up to less than zero turn: the line total, and the quantity when
-- it carried the minus, else the unit price (quantity × unit price stays the line total).
update app_public.invoice_items ii
set total_price = -ii.total_price,
    quantity = case when ii.quantity < 0 then -ii.quantity else ii.quantity end,
    unit_net_price = case when ii.quantity < 0 then ii.unit_net_price else -ii.unit_net_price end
from app_public.invoices i
where i.credit_memo and ii.client_company_id = i.client_company_id and ii.document_id = i.document_id
  and (select sum(x.total_price) from app_public.invoice_items x
       where x.client_company_id = i.client_company_id and x.document_id = i.document_id) < 0;

alter table app_public.invoices add constraint invoices_credit_memo_vat_breakdown_check
  check (not credit_memo or (app_hidden.vat_breakdown_sum(vat_breakdown, 'taxableAmount') >= 0
                             and app_hidden.vat_breakdown_sum(vat_breakdown, 'taxAmount') >= 0));
comment on constraint invoices_credit_memo_vat_breakdown_check on app_public.invoices is
  'A credit memo''s VAT breakdown is stated without minus sign, as printed on the credit note: its taxable amounts and its tax amounts each add up to zero or more.';

-- The items' rule spans rows (an invoice and its lines, written in any order in one
-- transaction, e.g. saveInvoiceReview): checked at the end of the transaction.
create or replace function app_private.tg_invoice_items__credit_memo_amounts() returns trigger as $$
declare
  company uuid;
  doc uuid;
begin
  if tg_op = 'DELETE' then
    company := old.client_company_id;
    doc := old.document_id;
  else
    company := new.client_company_id;
    doc := new.document_id;
  end if;
  if exists (select 1 from app_public.invoices i where i.client_company_id = company and i.document_id = doc and i.credit_memo)
     and (select coalesce(sum(ii.total_price), 0) from app_public.invoice_items ii
          where ii.client_company_id = company and ii.document_id = doc) < 0 then
    raise exception 'A credit memo''s line items are stated without minus sign: their line totals add up to zero or more.'
      using errcode = '23514', constraint = 'invoice_items_credit_memo_amounts_check', table = 'invoice_items',
            column = 'items';
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create constraint trigger invoice_items_credit_memo_amounts_check after insert or update or delete on app_public.invoice_items
  deferrable initially deferred for each row execute procedure app_private.tg_invoice_items__credit_memo_amounts();
create constraint trigger invoice_items_credit_memo_amounts_check after insert or update of credit_memo on app_public.invoices
  deferrable initially deferred for each row execute procedure app_private.tg_invoice_items__credit_memo_amounts();

-- The review form turns a credit memo's breakdown with its amounts ("take without minus"), so
-- saveInvoiceReview takes the breakdown too (an array of at most 100 lines, each an object).
-- Not in InvoicePatch: the form's one save is the way to change it.
grant update (vat_breakdown) on app_public.invoices to app_user;
comment on column app_public.invoices.vat_breakdown is E'@behavior -attribute:update\nVAT per rate: [{categoryCode, ratePercent, taxableAmount, taxAmount}]; a credit memo''s without minus sign.';

-- saveInvoiceReview takes the VAT breakdown beside the InvoicePatch fields.
create or replace function app_public.save_invoice_review(
  document_row_id uuid,
  category_row_id uuid default null,
  patch jsonb default null,
  items app_public.invoice_item_input[] default null
) returns app_public.invoices as $$
declare
  -- The invoice fields the review form edits: the API's name → the column.
  field_columns constant jsonb := jsonb_build_object(
    'partnerCompanyRowId', 'partner_company_id',
    'partnerCompanyLocationRowId', 'partner_company_location_id',
    'partnerAccountRowId', 'partner_account_id',
    'invoiceNumber', 'invoice_number',
    'internalNumber', 'internal_number',
    'invoiceDate', 'invoice_date',
    'dueDate', 'due_date',
    'orderNumber', 'order_number',
    'orderDate', 'order_date',
    'deliveredFrom', 'delivered_from',
    'deliveredUntil', 'delivered_until',
    'net', 'net',
    'vatAmount', 'vat_amount',
    'total', 'total',
    'prepaidAmount', 'prepaid_amount',
    'roundingAmount', 'rounding_amount',
    'amountDue', 'amount_due',
    'currency', 'currency',
    'conversionRate', 'conversion_rate',
    'accountNumber', 'account_number',
    'discountUntil', 'discount_until',
    'discountPercent', 'discount_percent',
    'discountAmount', 'discount_amount',
    'iban', 'iban',
    'bic', 'bic',
    'paymentReference', 'payment_reference',
    'creditMemo', 'credit_memo',
    'creditMemoForInvoiceRowId', 'credit_memo_for_invoice_id',
    'clause35AKind', 'clause_35a_kind',
    'clause35ANet', 'clause_35a_net',
    'clause35ATotal', 'clause_35a_total',
    'vatBreakdown', 'vat_breakdown'
  );
  inv app_public.invoices;
  refusal text;
  field text;
  col text;
  row_values jsonb := '{}';
  assignments text[] := '{}';
begin
  select * into inv from app_public.invoices i where i.document_id = document_row_id;
  if inv.document_id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(inv.client_company_id, inv.document_id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  if patch is not null and jsonb_typeof(patch) <> 'object' then
    raise exception 'INVOICE_FIELD_UNKNOWN' using errcode = '22023', column = 'patch';
  end if;
  -- Every field is known and its value fits its column, each checked on its own so the refusal
  -- names the field.
  for field in select jsonb_object_keys(coalesce(patch, '{}')) loop
    col := field_columns ->> field;
    if col is null then
      raise exception 'INVOICE_FIELD_UNKNOWN' using errcode = '22023', column = field;
    end if;
    -- The VAT breakdown: its lines as the invoice stores them (at most 100, each an object).
    if col = 'vat_breakdown' and not (jsonb_typeof(patch -> field) = 'array'
        and jsonb_array_length(patch -> field) <= 100
        and not exists (select 1 from jsonb_array_elements(patch -> field) e where jsonb_typeof(e) <> 'object')) then
      raise exception 'INVOICE_FIELD_INVALID' using errcode = '22023', column = field;
    end if;
    begin
      perform jsonb_populate_record(null::app_public.invoices, jsonb_build_object(col, patch -> field));
    exception when data_exception then
      raise exception 'INVOICE_FIELD_INVALID' using errcode = '22023', column = field;
    end;
    row_values := row_values || jsonb_build_object(col, patch -> field);
    assignments := assignments || format('%I = r.%I', col, col);
  end loop;

  if category_row_id is not null then
    perform app_public.set_document_category(inv.document_id, category_row_id);
  end if;
  if cardinality(assignments) > 0 then
    -- As the caller: the column grants, the update policy and the invoice's checks and
    -- triggers (field states, history) apply as to any other change.
    execute format(
      'update app_public.invoices i set %s from jsonb_populate_record(null::app_public.invoices, $1) r where i.document_id = $2',
      array_to_string(assignments, ', ')
    ) using row_values, inv.document_id;
  end if;
  if items is not null then
    perform app_public.set_invoice_items(inv.document_id, items);
  end if;

  select * into inv from app_public.invoices i where i.document_id = document_row_id;
  return inv;
end;
$$ language plpgsql volatile security invoker;
comment on function app_public.save_invoice_review(uuid, uuid, jsonb, app_public.invoice_item_input[]) is E'Saves the invoice review form in one go, all or nothing: the category (when given), the changed invoice fields (`patch`, keyed by the InvoicePatch field names, and `vatBreakdown`: the VAT breakdown''s lines) and the lines (when given: they replace the old ones).';
