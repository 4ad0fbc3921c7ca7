--! Previous: sha1:e2ef117f7221eac5806f928d23dcb6b91ef53b68
--! Hash: sha1:381b5874b92aafbd28789edcdd2bfef9b55dd4ba
--! Message: document details: refusals instead of silent no-ops; item history

-- Document details, corrections found by the integration tests of 000017:
-- * A change the user may not make was a silent no-op (RLS hid the row from the UPDATE, so
--   PostGraphile answered `invoice: null` without an error). The update policies now see every
--   row the user may read, and the validation trigger refuses with the reason (a code the UI
--   translates: DOCUMENT_CHANGE_FORBIDDEN, DOCUMENT_SUPERSEDED, …); WITH CHECK still requires
--   the right to change.
-- * set_invoice_items could not write its history entry (the history table takes no writes
--   from users): it goes through a definer function that checks the right to change first.

drop policy if exists update_changeable on app_public.invoices;
drop policy if exists update_changeable on app_public.other_documents;
drop function if exists app_hidden.add_document_history_entry(uuid, uuid, app_public.document_history_type, jsonb);

create policy update_changeable on app_public.invoices for update
  using (client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin()))
  with check (app_hidden.can_change_document(client_company_id, document_id));
create policy update_changeable on app_public.other_documents for update
  using (client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin()))
  with check (app_hidden.can_change_document(client_company_id, document_id));

create or replace function app_private.tg_invoices__validate() returns trigger as $$
declare
  uid uuid := app_hidden.current_user_id();
  co app_public.client_companies;
  refusal text;
begin
  if uid is null then return new; end if;
  refusal := app_hidden.document_change_refusal(new.client_company_id, new.document_id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  select * into co from app_public.client_companies where id = new.client_company_id;
  if new.internal_number is distinct from old.internal_number and co.disable_invoice_internal_number_edit
     and not (app_hidden.current_user_access(new.client_company_id)).admin then
    raise exception 'INTERNAL_NUMBER_EDIT_DISABLED' using errcode = '42501', column = 'internalNumber';
  end if;
  if (new.net, new.vat_amount, new.total) is distinct from (old.net, old.vat_amount, old.total)
     and new.net is not null and new.vat_amount is not null and new.total is not null
     and new.net + new.vat_amount <> new.total then
    raise exception 'INVOICE_TOTALS_DO_NOT_ADD_UP' using errcode = '22023', column = 'total';
  end if;
  if new.iban is distinct from old.iban and new.iban is not null and not app_hidden.is_valid_iban(new.iban) then
    raise exception 'INVALID_IBAN' using errcode = '22023', column = 'iban';
  end if;
  if new.invoice_date is distinct from old.invoice_date and new.invoice_date is not null
     and (new.invoice_date < date '1990-01-01' or new.invoice_date > current_date + 366) then
    raise exception 'INVOICE_DATE_OUT_OF_RANGE' using errcode = '22023', column = 'invoiceDate';
  end if;
  if (new.invoice_date, new.due_date) is distinct from (old.invoice_date, old.due_date)
     and new.due_date is not null and new.invoice_date is not null and new.due_date < new.invoice_date then
    raise exception 'DUE_DATE_BEFORE_INVOICE_DATE' using errcode = '22023', column = 'dueDate';
  end if;
  if (new.invoice_date, new.discount_until) is distinct from (old.invoice_date, old.discount_until)
     and new.discount_until is not null and new.invoice_date is not null and new.discount_until < new.invoice_date then
    raise exception 'DISCOUNT_DATE_BEFORE_INVOICE_DATE' using errcode = '22023', column = 'discountUntil';
  end if;
  if new.discount_amount is distinct from old.discount_amount and new.discount_amount is not null
     and (new.discount_amount < 0 or (new.total is not null and new.discount_amount > new.total)) then
    raise exception 'DISCOUNT_AMOUNT_OUT_OF_RANGE' using errcode = '22023', column = 'discountAmount';
  end if;
  if (new.clause_35a_net, new.clause_35a_total, new.total) is distinct from (old.clause_35a_net, old.clause_35a_total, old.total)
     and new.clause_35a_total is not null and new.total is not null and new.clause_35a_total > new.total then
    raise exception 'CLAUSE_35A_EXCEEDS_TOTAL' using errcode = '22023', column = 'clause35ATotal';
  end if;
  if (new.clause_35a_net, new.clause_35a_total) is distinct from (old.clause_35a_net, old.clause_35a_total)
     and new.clause_35a_net is not null and new.clause_35a_total is not null and new.clause_35a_net > new.clause_35a_total then
    raise exception 'CLAUSE_35A_NET_EXCEEDS_TOTAL' using errcode = '22023', column = 'clause35ANet';
  end if;
  if new.credit_memo_for_invoice_id is distinct from old.credit_memo_for_invoice_id and new.credit_memo_for_invoice_id is not null then
    if new.credit_memo_for_invoice_id = new.document_id then
      raise exception 'CREDIT_MEMO_FOR_ITSELF' using errcode = '22023', column = 'creditMemoForInvoiceRowId';
    end if;
    if not exists (select 1 from app_public.invoices i where i.client_company_id = new.client_company_id
                   and i.document_id = new.credit_memo_for_invoice_id and not i.credit_memo) then
      raise exception 'CREDIT_MEMO_TARGET_NOT_AN_INVOICE' using errcode = '22023', column = 'creditMemoForInvoiceRowId';
    end if;
  end if;
  if new.partner_company_location_id is distinct from old.partner_company_location_id and new.partner_company_location_id is not null
     and not exists (select 1 from app_public.partner_company_locations l where l.client_company_id = new.client_company_id
                     and l.id = new.partner_company_location_id and l.partner_company_id is not distinct from new.partner_company_id) then
    raise exception 'LOCATION_OF_ANOTHER_PARTNER' using errcode = '22023', column = 'partnerCompanyLocationRowId';
  end if;
  if new.partner_company_id is distinct from old.partner_company_id and new.partner_company_location_id is not distinct from old.partner_company_location_id then
    -- A new partner drops the old partner's location.
    new.partner_company_location_id := null;
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

create or replace function app_private.tg_other_documents__validate() returns trigger as $$
declare
  refusal text;
begin
  if app_hidden.current_user_id() is null then return new; end if;
  refusal := app_hidden.document_change_refusal(new.client_company_id, new.document_id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  if new.document_date is distinct from old.document_date and new.document_date is not null
     and (new.document_date < date '1900-01-01' or new.document_date > current_date + 366) then
    raise exception 'DOCUMENT_DATE_OUT_OF_RANGE' using errcode = '22023', column = 'documentDate';
  end if;
  if new.resubmission_date is distinct from old.resubmission_date and new.resubmission_date is not null
     and (new.resubmission_date < date '1990-01-01' or new.resubmission_date > date '2199-12-31') then
    raise exception 'RESUBMISSION_DATE_OUT_OF_RANGE' using errcode = '22023', column = 'resubmissionDate';
  end if;
  if new.expiry_date is distinct from old.expiry_date and new.expiry_date is not null
     and (new.expiry_date < date '1900-01-01' or new.expiry_date > date '2199-12-31') then
    raise exception 'EXPIRY_DATE_OUT_OF_RANGE' using errcode = '22023', column = 'expiryDate';
  end if;
  if new.contact_user_id is distinct from old.contact_user_id and new.contact_user_id is not null
     and not exists (select 1 from app_public.client_company_users ccu
                     where ccu.client_company_id = new.client_company_id and ccu.user_id = new.contact_user_id) then
    raise exception 'CONTACT_USER_NOT_A_MEMBER' using errcode = '22023', column = 'contactUserRowId';
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

-- A history entry written by a user's function, for a document they may change.
create function app_hidden.add_document_history_entry(company_id uuid, document_id uuid, type app_public.document_history_type, payload jsonb)
returns void as $$
begin
  if not app_hidden.can_change_document(company_id, document_id) then
    raise exception 'DOCUMENT_CHANGE_FORBIDDEN' using errcode = '42501';
  end if;
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (company_id, document_id, type, app_hidden.current_user_id(), coalesce(payload, '{}'));
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
grant execute on function app_hidden.add_document_history_entry(uuid, uuid, app_public.document_history_type, jsonb) to app_user;

create or replace function app_public.set_invoice_items(document_row_id uuid, items app_public.invoice_item_input[])
returns setof app_public.invoice_items as $$
declare
  company uuid;
  refusal text;
  before_count integer;
  item app_public.invoice_item_input;
  n integer := 0;
begin
  select i.client_company_id into company from app_public.invoices i where i.document_id = document_row_id;
  if company is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(company, document_row_id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  if coalesce(cardinality(items), 0) > 1000 then
    raise exception 'TOO_MANY_INVOICE_ITEMS' using errcode = '22023', column = 'items';
  end if;
  select count(*) into before_count from app_public.invoice_items ii where ii.document_id = document_row_id;
  delete from app_public.invoice_items ii where ii.document_id = document_row_id;
  foreach item in array coalesce(items, '{}') loop
    n := n + 1;
    if item.title is null or length(btrim(item.title)) = 0 then
      raise exception 'INVOICE_ITEM_TITLE_REQUIRED' using errcode = '22023', column = 'items', detail = n::text;
    end if;
    insert into app_public.invoice_items (client_company_id, document_id, sort_index, pos_no, delivery_no, order_no,
                                          title, quantity, unit, unit_net_price, vat_percent, discount_percent, total_price)
    values (company, document_row_id, n, nullif(btrim(item.pos_no), ''), nullif(btrim(item.delivery_no), ''),
            nullif(btrim(item.order_no), ''), btrim(item.title), item.quantity, nullif(btrim(item.unit), ''),
            item.unit_net_price, item.vat_percent, item.discount_percent, item.total_price);
  end loop;
  perform app_hidden.add_document_history_entry(company, document_row_id, 'INVOICE_ITEMS_CHANGED',
                                                jsonb_build_object('before', before_count, 'after', n));
  return query select * from app_public.invoice_items ii where ii.document_id = document_row_id order by ii.sort_index, ii.id;
end;
$$ language plpgsql volatile;
