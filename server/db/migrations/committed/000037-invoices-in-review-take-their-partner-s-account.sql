--! Previous: sha1:f977ac3c0ba9eb71f49ec1caf09706b45e296613
--! Hash: sha1:3f97500f3cad1c87cfcaefb03eb8aa1b83744003
--! Message: Invoices in review take their partner's account

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
