--! Previous: sha1:34740e80a19e2e337e2aa02dfe7ee50569ef3faf
--! Hash: sha1:34dbeaf2f9d30df257671b60c12b01c3ac1cf03e
--! Message: Invoices in review take their partner's account; a revoked share is told apart from a document never shared

--------------------------------------------------------------------------------
-- Invoices under review take their partner's account (Personenkonto).
-- Capture now sets it when it matches or creates the partner; invoices captured before stayed
-- "Fehlt: Personenkonto" although their partner has an account. The rule is capture's and the
-- review form's: the partner's own account of the invoice's kind (creditor for incoming, debtor
-- for outgoing invoices), not disabled, the lowest number when there are several.

drop function if exists app_private.apply_partner_accounts_to_unreviewed_invoices(uuid);

create function app_private.apply_partner_accounts_to_unreviewed_invoices(company_id uuid default null) returns integer as $$
  with updated as (
    update app_public.invoices i set partner_account_id = (
        select a.id from app_public.partner_accounts a
         where a.client_company_id = i.client_company_id and a.partner_company_id = i.partner_company_id
           and a.type = case when d.type = 'INCOMING_INVOICE' then 'CREDITOR' else 'DEBTOR' end::app_public.partner_account_type
           and a.disabled_at is null
         order by a.number limit 1)
      from app_public.documents d
     where d.client_company_id = i.client_company_id and d.id = i.document_id
       and (company_id is null or i.client_company_id = company_id)
       and i.partner_account_id is null and i.partner_company_id is not null
       and d.state = 'IN_REVIEW' and d.exported_for_booking_at is null
       and exists (
         select 1 from app_public.partner_accounts a
          where a.client_company_id = i.client_company_id and a.partner_company_id = i.partner_company_id
            and a.type = case when d.type = 'INCOMING_INVOICE' then 'CREDITOR' else 'DEBTOR' end::app_public.partner_account_type
            and a.disabled_at is null)
    returning 1)
  select count(*)::int from updated;
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.apply_partner_accounts_to_unreviewed_invoices(uuid) is 'Gives invoices still in review (not exported) without partner account their partner''s account of the invoice''s kind, if it has one; answers how many invoices were changed.';

select app_private.apply_partner_accounts_to_unreviewed_invoices();

--------------------------------------------------------------------------------
-- A person whose share of a document was revoked is told so; one it was never shared with
-- (or a document that does not exist) is told it is not available, not that access was
-- withdrawn. Says nothing to anyone else: only about the current user's own past share.

drop function if exists app_public.document_share_withdrawn(uuid);

create function app_public.document_share_withdrawn(document_row_id uuid) returns boolean as $$
  select app_hidden.current_user_id() is not null
    and not exists (
      select 1 from app_public.document_shares s
       where s.document_id = document_row_id and s.user_id = app_hidden.current_user_id())
    and exists (
      select 1 from app_public.document_history_entries h
       where h.document_id = document_row_id and h.type = 'UNSHARED'
         and h.payload ->> 'shareUserRowId' = app_hidden.current_user_id()::text);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.document_share_withdrawn(uuid) is E'@notNull\nWhether the document was shared with the current user and that share was revoked since (so the page can say "access withdrawn" rather than "not available"); false for a document never shared with them or that does not exist.';
grant execute on function app_public.document_share_withdrawn(uuid) to app_user;
