--! Previous: sha1:cfe07130499e927bc16792c66b5c1cb7cba7109c
--! Hash: sha1:356ee62e01961bda0deb305f53440e5a28de1af3
--! Message: A credit memo's net, VAT and total are stated without minus sign; credit memos stored with the printed minus sign are turned into the credit they meant

--------------------------------------------------------------------------------
-- A credit memo's amounts are stated as printed on the credit note, without minus sign: the
-- credit-memo flag is what makes them a credit (signed net and total, the list's statistics,
-- the booking side and the payment direction negate them). A negative amount beside the flag
-- was negated twice and counted as an invoice. The database refuses it on every write path
-- (the review form, rules, integrations, capture, REST) with its own translated message; a
-- corrected invoice (EN 16931 type 384) keeps its negative amounts without the flag.

alter table app_public.invoices drop constraint if exists invoices_credit_memo_amounts_check;

-- A negated decimal in a VAT breakdown line, kept as the type it was stored as (text or number);
-- anything that is not a decimal stays as it is.
create or replace function pg_temp.negated_amount(value jsonb) returns jsonb as $$
  select case
    when jsonb_typeof(value) = 'number' then to_jsonb(-(value #>> '{}')::numeric)
    when jsonb_typeof(value) = 'string' and (value #>> '{}') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$'
      then to_jsonb((-trim(value #>> '{}')::numeric)::text)
    else value end;
$$ language sql immutable;

-- Rows written before the rule (credit notes captured with the printed minus sign, a box ticked
-- on an invoice with negative amounts) meant a credit: their signed amounts were never meant to
-- be positive. A credit memo whose leading amount (total, else net, else VAT) is negative was
-- stored as printed negative: all its amounts turn (net, VAT, total, prepaid, rounding, amount
-- due and the VAT breakdown), so the signed total becomes the credit the print meant. A single
-- negative amount left beside positive ones is the same minus sign on one field: it drops its
-- sign. The lock on exported invoices, the change checks, field states and rules stay out of
-- this correction (nobody edited a field); list keys, statistics and accounting keys follow it.
alter table app_public.invoices disable trigger _040_exported_lock;
alter table app_public.invoices disable trigger _200_validate;
alter table app_public.invoices disable trigger _300_field_states;
alter table app_public.invoices disable trigger _410_history_fields;
alter table app_public.invoices disable trigger _900_rules;

update app_public.invoices i
set net = -i.net,
    vat_amount = -i.vat_amount,
    total = -i.total,
    prepaid_amount = -i.prepaid_amount,
    rounding_amount = -i.rounding_amount,
    amount_due = -i.amount_due,
    vat_breakdown = coalesce((
      select jsonb_agg(
               case when jsonb_typeof(line) = 'object'
                    then line
                         || case when line ? 'taxableAmount'
                                 then jsonb_build_object('taxableAmount', pg_temp.negated_amount(line -> 'taxableAmount'))
                                 else '{}'::jsonb end
                         || case when line ? 'taxAmount'
                                 then jsonb_build_object('taxAmount', pg_temp.negated_amount(line -> 'taxAmount'))
                                 else '{}'::jsonb end
                    else line end
               order by position)
      from jsonb_array_elements(i.vat_breakdown) with ordinality as b(line, position)), '[]'::jsonb)
where i.credit_memo and coalesce(i.total, i.net, i.vat_amount) < 0;

update app_public.invoices i
set net = abs(i.net),
    vat_amount = abs(i.vat_amount),
    total = abs(i.total)
where i.credit_memo and (i.net < 0 or i.vat_amount < 0 or i.total < 0);

alter table app_public.invoices enable trigger _040_exported_lock;
alter table app_public.invoices enable trigger _200_validate;
alter table app_public.invoices enable trigger _300_field_states;
alter table app_public.invoices enable trigger _410_history_fields;
alter table app_public.invoices enable trigger _900_rules;

alter table app_public.invoices add constraint invoices_credit_memo_amounts_check
  check (not credit_memo or ((net is null or net >= 0) and (vat_amount is null or vat_amount >= 0) and (total is null or total >= 0)));
comment on constraint invoices_credit_memo_amounts_check on app_public.invoices is
  'A credit memo''s net, VAT and total are stated without minus sign, as printed on the credit note; the credit-memo flag makes them a credit.';
