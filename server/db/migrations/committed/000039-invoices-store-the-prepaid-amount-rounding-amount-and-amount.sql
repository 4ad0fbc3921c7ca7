--! Previous: sha1:ff448b728b1fcdbe7614807d6509135deaa2fe39
--! Hash: sha1:2bba43e79f9f4310555f04c9eb6ea28eb5df8835
--! Message: Invoices store the prepaid amount, rounding amount and amount due; open amount, paying and matching use the amount due

-- The amount due (BT-115): what the invoice asks to be paid, after amounts paid in advance
-- (BT-113) and rounding (BT-114). The open amount, paying, SEPA files, GiroCode and matching
-- use it instead of the gross total. Amounts are as printed (credit memos positive, their
-- signed amounts negative); a negative amount due means the partner owes us.

alter table app_public.invoices
  add column if not exists prepaid_amount numeric(15, 2),
  add column if not exists rounding_amount numeric(15, 2),
  add column if not exists amount_due numeric(15, 2);
comment on column app_public.invoices.prepaid_amount is 'Paid in advance and deducted on the invoice (BT-113: down payments, "bereits bezahlt").';
comment on column app_public.invoices.rounding_amount is 'Added to round the amount due (BT-114).';
comment on column app_public.invoices.amount_due is 'What the invoice asks to be paid (BT-115): the total less the prepaid amount plus the rounding amount unless the invoice states otherwise; negative when the partner owes us. Open amount, payments and matching use it.';

-- Existing rows: the amount due is the total (no prepaid or rounding amounts were stored).
alter table app_public.invoices disable trigger user;
update app_public.invoices set amount_due = total where amount_due is null and total is not null;
alter table app_public.invoices enable trigger user;

-- Without a stated amount due, it follows the total, prepaid and rounding amounts; a stated one
-- (from the e-invoice or typed in) stays when the total changes unless it was the derived one.
create or replace function app_private.tg_invoices__amount_due() returns trigger as $$
declare
  derived numeric := case when new.total is null then null
                          else new.total - coalesce(new.prepaid_amount, 0) + coalesce(new.rounding_amount, 0) end;
begin
  if tg_op = 'INSERT' then
    if new.amount_due is null then
      new.amount_due := derived;
    end if;
  elsif new.amount_due is null then
    new.amount_due := derived;
  elsif new.amount_due is not distinct from old.amount_due
        and (new.total, new.prepaid_amount, new.rounding_amount) is distinct from (old.total, old.prepaid_amount, old.rounding_amount)
        and (old.total is null
             or old.amount_due = old.total - coalesce(old.prepaid_amount, 0) + coalesce(old.rounding_amount, 0)) then
    new.amount_due := derived;
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
drop trigger if exists _160_amount_due on app_public.invoices;
create trigger _160_amount_due before insert or update on app_public.invoices
  for each row execute procedure app_private.tg_invoices__amount_due();

grant update (prepaid_amount, rounding_amount, amount_due) on app_public.invoices to app_user;

create or replace function app_public.invoices_open_amount(i app_public.invoices) returns numeric as $$
  select case when i.payment_status = 'PAID' or i.amount_due is null then 0
              when i.amount_due < 0 then i.amount_due
              else greatest(i.amount_due - i.paid_amount, 0) end;
$$ language sql stable;
comment on function app_public.invoices_open_amount(app_public.invoices) is 'What is still to pay: the amount due less what the linked transactions paid; 0 once paid; negative when the partner owes us.';

create or replace function app_public.invoices_payment_discount_amount(i app_public.invoices) returns numeric as $$
  select coalesce(i.discount_amount,
    round(greatest(i.amount_due, 0) * app_public.invoices_payment_discount_percent(i) / 100, 2));
$$ language sql stable;
comment on function app_public.invoices_payment_discount_amount(app_public.invoices) is 'The early-payment discount (Skonto) in money: the printed amount, else the amount due times the discount percent.';

create or replace function app_hidden.invoice_pay_refusal(company_id uuid, document_id uuid) returns text as $$
  select case
    when not (app_hidden.current_user_access(company_id)).banking then 'PAY_FORBIDDEN'
    when d.id is null or i.document_id is null then 'DOCUMENT_NOT_FOUND'
    when d.superseded then 'DOCUMENT_SUPERSEDED'
    when coalesce(s.prevent_invoice_pay, false) then 'INVOICE_PAY_PREVENTED_BY_WORKFLOW_STEP'
    when i.credit_memo then 'INVOICE_IS_CREDIT_MEMO'
    when i.payment_status = 'PAID' then 'INVOICE_ALREADY_PAID'
    when i.total is null or i.total <= 0 then 'INVOICE_TOTAL_MISSING'
    when i.amount_due < 0 then 'INVOICE_AMOUNT_DUE_NEGATIVE'
    when i.amount_due = 0 then 'INVOICE_NOTHING_DUE'
  end
  from (select 1) one
  left join app_public.documents d on d.client_company_id = company_id and d.id = document_id
  left join app_public.invoices i on i.document_id = d.id
  left join app_public.document_workflow_steps s on s.client_company_id = d.client_company_id and s.id = d.workflow_step_id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.invoice_pay_refusal(uuid, uuid) is 'Null when the request''s user may pay the invoice, else the reason (a code the UI translates).';
comment on function app_public.invoices_pay_refusal(app_public.invoices) is 'Why the invoice cannot be paid now (null when it can): PAY_FORBIDDEN, DOCUMENT_SUPERSEDED, INVOICE_PAY_PREVENTED_BY_WORKFLOW_STEP, INVOICE_IS_CREDIT_MEMO, INVOICE_ALREADY_PAID, INVOICE_TOTAL_MISSING, INVOICE_AMOUNT_DUE_NEGATIVE, INVOICE_NOTHING_DUE.';

-- Paid when the links cover the amount due (or it less the early-payment discount in time).
create or replace function app_private.refresh_invoice_payment_state(document_ids uuid[]) returns void as $$
begin
  -- The invoice's own triggers (change rights, field states, history) are for people's edits.
  perform set_config('belegwerk.payment_refresh', 'on', true);
  with sums as (
    select i.document_id,
      coalesce(sum(l.amount), 0) as paid,
      max(t.booking_date) as last_date
    from app_public.invoices i
    left join app_public.money_transaction_documents l on l.document_id = i.document_id
    left join app_public.money_transactions t on t.id = l.money_transaction_id
    where i.document_id = any (document_ids)
    group by i.document_id
  ), state as (
    select i.document_id, s.paid, s.last_date,
      i.amount_due is not null and i.amount_due > 0 and s.paid > 0 and (
        s.paid >= i.amount_due
        or (i.discount_until is not null and s.last_date <= i.discount_until + 5
            and s.paid >= i.amount_due - coalesce(i.discount_amount, round(i.amount_due * coalesce(i.discount_percent, 0) / 100, 2)))
      ) as fully_paid
    from app_public.invoices i join sums s using (document_id)
  )
  update app_public.invoices i set
    paid_amount = st.paid,
    payment_status = case when st.fully_paid then 'PAID'::app_public.invoice_payment_status
                          when i.payment_status_source = 'USER' then i.payment_status
                          else 'NOT_PAID' end,
    paid_date = case when st.fully_paid then st.last_date
                     when i.payment_status_source = 'USER' then i.paid_date
                     else null end,
    partially_paid = not st.fully_paid and st.paid > 0 and not (i.payment_status_source = 'USER' and i.payment_status = 'PAID'),
    payment_status_source = case when st.fully_paid then 'TRANSACTIONS'::app_public.payment_status_source else i.payment_status_source end
  from state st
  where i.document_id = st.document_id
    and (i.paid_amount, i.payment_status, i.paid_date, i.partially_paid) is distinct from (
      st.paid,
      case when st.fully_paid then 'PAID'::app_public.invoice_payment_status when i.payment_status_source = 'USER' then i.payment_status else 'NOT_PAID' end,
      case when st.fully_paid then st.last_date when i.payment_status_source = 'USER' then i.paid_date else null end,
      not st.fully_paid and st.paid > 0 and not (i.payment_status_source = 'USER' and i.payment_status = 'PAID'));
  perform set_config('belegwerk.payment_refresh', 'off', true);
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.refresh_invoice_payment_state(uuid[]) is 'Recompute paid amount, payment status, paid date and partially-paid of these invoices from their transaction links.';

-- The documents list's open amount is the invoice's open amount (of the amount due).
create or replace function app_private.refresh_document_list_keys(document_ids uuid[]) returns void as $$
  update app_public.documents d set
    list_date = k.list_date,
    list_partner_company_id = k.partner_id,
    list_partner_name = k.partner_name,
    list_number = k.number,
    list_currency = k.currency,
    list_net = k.net,
    list_total = k.total,
    list_open_amount = k.open_amount,
    list_open = k.open,
    list_credit_memo = k.credit_memo,
    list_due_date = k.due_date,
    list_discount_due_date = k.discount_due_date,
    list_search = k.search,
    list_search_keys = k.search_keys
  from (
    select d2.id,
      coalesce(i.invoice_date, o.document_date, (d2.import_date at time zone 'Europe/Berlin')::date) as list_date,
      coalesce(i.partner_company_id, o.partner_company_id) as partner_id,
      lower(nullif(btrim(coalesce(p.name, i.extracted_partner_name, o.partner_name)), '')) as partner_name,
      coalesce(i.invoice_number, o.document_number) as number,
      i.currency,
      case when i.credit_memo then -i.net else i.net end as net,
      case when i.credit_memo then -i.total else i.total end as total,
      case when i.document_id is null then null
           when i.payment_status = 'PAID' then 0
           else case when i.credit_memo then -1 else 1 end * app_public.invoices_open_amount(i) end as open_amount,
      coalesce(i.payment_status = 'NOT_PAID', false) as open,
      coalesce(i.credit_memo, false) as credit_memo,
      i.due_date,
      i.discount_until as discount_due_date,
      app_private.document_list_search(
        d2.title,
        concat_ws(' ', p.name, i.extracted_partner_name, o.partner_name),
        concat_ws(' ', i.invoice_number, i.order_number, i.internal_number, o.document_number),
        (select string_agg(pg.text, E'\n' order by pg.page_no) from app_public.document_pages pg where pg.document_id = d2.id)
      ) as search,
      lower(concat_ws(' ', p.name, i.extracted_partner_name, o.partner_name, i.invoice_number, i.order_number, i.internal_number, o.document_number)) as search_keys
    from app_public.documents d2
    left join app_public.invoices i on i.document_id = d2.id
    left join app_public.other_documents o on o.document_id = d2.id
    left join app_public.partner_companies p on p.id = coalesce(i.partner_company_id, o.partner_company_id)
    where d2.id = any (document_ids)
  ) k
  where d.id = k.id
    and (d.list_date, d.list_partner_company_id, d.list_partner_name, d.list_number, d.list_currency, d.list_net,
         d.list_total, d.list_open_amount, d.list_open, d.list_credit_memo, d.list_due_date, d.list_discount_due_date,
         d.list_search, d.list_search_keys)
      is distinct from
        (k.list_date, k.partner_id, k.partner_name, k.number, k.currency, k.net, k.total, k.open_amount, k.open,
         k.credit_memo, k.due_date, k.discount_due_date, k.search, k.search_keys);
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.refresh_document_list_keys(uuid[]) is 'Recompute the documents list keys of these documents.';
