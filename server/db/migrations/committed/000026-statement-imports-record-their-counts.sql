--! Previous: sha1:0ec1160b362b51fb41ba9ace9498512ab28f196b
--! Hash: sha1:040efecde4d69cbc34b28d6c28e5588b86e428ff
--! Message: statement imports record their counts

-- Statement imports record their counts after the transactions are in (as the importing user).
drop policy if exists update_banking on app_public.bank_statement_imports;
create policy update_banking on app_public.bank_statement_imports for update
  using (app_hidden.has_banking_access(client_company_id)) with check (app_hidden.has_banking_access(client_company_id));
grant update (statement_count, imported_count, duplicate_count) on app_public.bank_statement_imports to app_user;
