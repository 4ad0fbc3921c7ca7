--! Previous: sha1:3f194a0c550173f84f2e4d2bfa984341702b6470
--! Hash: sha1:d5a3b2be0791c31b6af7d832074777d613b1f99b
--! Message: bank payments in SEPA files can be cancelled

-- A payment written to a SEPA file that never reached the bank can be cancelled, so the invoice
-- can be paid again; the history says so.
alter type app_public.document_history_type add value if not exists 'PAYMENT_CANCELLED';

drop function if exists app_public.cancel_bank_payment(uuid);
create function app_public.cancel_bank_payment(bank_payment_row_id uuid) returns app_public.bank_payments as $$
declare
  result app_public.bank_payments;
begin
  update app_public.bank_payments p set status = 'CANCELLED', finished_at = now()
  where p.id = bank_payment_row_id and p.status = 'CREATED' and p.method in ('SEPA_FILE', 'DIRECT_DEBIT_FILE')
  returning * into result;
  if result.id is null then
    raise exception 'BANK_PAYMENT_NOT_CANCELLABLE' using errcode = 'P0001';
  end if;
  perform app_hidden.add_payment_history_entry(result.client_company_id, result.document_id, 'PAYMENT_CANCELLED',
    jsonb_build_object('bankPaymentRowId', result.id, 'method', result.method, 'amount', result.amount::text));
  return result;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
comment on function app_public.cancel_bank_payment(uuid) is 'Cancels a payment written to a SEPA file (credit transfer or direct debit) that the bank has not executed: the file was not uploaded, or was rejected. The invoice can then be paid again.';
