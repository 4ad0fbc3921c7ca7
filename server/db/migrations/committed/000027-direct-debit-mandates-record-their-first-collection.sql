--! Previous: sha1:040efecde4d69cbc34b28d6c28e5588b86e428ff
--! Hash: sha1:d1b79042d4bffedd61571053eb005d44541487d4
--! Message: direct-debit mandates record their first collection

-- Enter migration here

-- A direct-debit collection marks the mandate's first use (FRST once, RCUR afterwards).
drop policy if exists update_banking on app_public.partner_company_direct_debit_mandates;
create policy update_banking on app_public.partner_company_direct_debit_mandates for update
  using (app_hidden.has_banking_access(client_company_id)) with check (app_hidden.has_banking_access(client_company_id));
grant update (first_collected_at) on app_public.partner_company_direct_debit_mandates to app_user;
