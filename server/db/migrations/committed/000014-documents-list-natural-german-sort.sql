--! Previous: sha1:cae5b709932ab6d12737ae06f247d0e4ea76c12c
--! Hash: sha1:d3a43a58b84cd40daacb0732da4af037e69d0d42
--! Message: documents list natural German sort

-- Documents list, second pass:
-- 1. Partner names and document numbers sort the way a German reader expects: umlauts with
--    their base letters (Ärzte before Bäcker, not after Zimmermann) and digits as numbers
--    (RE-9 before RE-10), with an ICU collation on the two sort keys. Their indexes are
--    rebuilt by the type change.
-- 2. A document whose invoice row is deleted (e.g. turned into another document) no longer
--    keeps its duplicate flag.

create collation if not exists public.de_natural (provider = icu, locale = 'de-u-kn-true');
comment on collation public.de_natural is 'German ordering with numbers compared by value: the documents list''s partner and number sorts.';

alter table app_public.documents
  alter column list_partner_name type text collate public.de_natural,
  alter column list_number type text collate public.de_natural;

create or replace function app_private.tg_invoices__duplicate_flags() returns trigger as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.invoice_number is not null then
    perform app_private.refresh_duplicate_flags(old.client_company_id, old.partner_company_id, old.invoice_number);
  end if;
  if tg_op = 'DELETE' then
    update app_public.documents set list_duplicate = false where id = old.document_id and list_duplicate;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    if new.invoice_number is not null then
      perform app_private.refresh_duplicate_flags(new.client_company_id, new.partner_company_id, new.invoice_number);
    end if;
    if tg_op = 'UPDATE' and new.invoice_number is null and old.invoice_number is not null then
      update app_public.documents set list_duplicate = false where id = new.document_id and list_duplicate;
    end if;
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
