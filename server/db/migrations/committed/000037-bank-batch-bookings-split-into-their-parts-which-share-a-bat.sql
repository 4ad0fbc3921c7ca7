--! Previous: sha1:f977ac3c0ba9eb71f49ec1caf09706b45e296613
--! Hash: sha1:889224e28a02369be7b1c99d3ff7eba79e1b2fa0
--! Message: Bank batch bookings split into their parts, which share a batch reference

-- Bank batch bookings (a camt entry with several TxDtls) become one transaction per part; the
-- parts share the batch's reference so the banking page and matching know they belong together.
alter table app_public.money_transactions drop column if exists batch_reference;
alter table app_public.money_transactions add column batch_reference text
  constraint money_transactions_batch_reference_check check (char_length(batch_reference) between 1 and 140);
comment on column app_public.money_transactions.batch_reference is
  E'Parts of one batch booking of the bank (a camt entry with several transactions) share this reference: the entry''s bank reference, else its batch id, else its date, amount and position.';
create index if not exists money_transactions_batch_reference_idx
  on app_public.money_transactions (money_account_id, batch_reference) where batch_reference is not null;
grant insert (batch_reference) on app_public.money_transactions to app_user;
