--! Previous: sha1:f221379e01766b3e7d219e80527b91d388119117
--! Hash: sha1:5a12cdd1978d835f78e59c7265fc8a6b60e82a0e
--! Message: The invoice review form saves category, invoice fields and lines in one transaction: all or nothing

-- The invoice review form saves in one transaction: category, changed invoice fields and lines
-- together, or nothing (before, three mutations could half-apply).
drop function if exists app_public.save_invoice_review(uuid, uuid, jsonb, app_public.invoice_item_input[]);

create function app_public.save_invoice_review(
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
    'clause35ATotal', 'clause_35a_total'
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
comment on function app_public.save_invoice_review(uuid, uuid, jsonb, app_public.invoice_item_input[]) is E'Saves the invoice review form in one go, all or nothing: the category (when given), the changed invoice fields (`patch`, keyed by the InvoicePatch field names) and the lines (when given: they replace the old ones).';
