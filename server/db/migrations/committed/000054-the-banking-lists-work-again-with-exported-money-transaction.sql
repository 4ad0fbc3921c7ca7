--! Previous: sha1:4e69e78588fd4b7bb83329828f3dc984f17e0100
--! Hash: sha1:c0ce3f0bc7bf253c55d96aade82b5cc82be8d629
--! Message: The banking lists work again with exported money transactions: the owner view the banking functions read carries the new column

-- The banking functions return app_public.money_transactions rows read through this owner view
-- (000025); its `t.*` was expanded when the view was made, so the column added for exported
-- money transactions (000052) made every banking list fail with "return type mismatch". The view
-- is recreated to carry it; server/db/ownerViews.int.test.ts keeps such views complete.
create or replace view app_hidden.money_transactions_rows as
  select t.* from app_public.money_transactions t
  where t.client_company_id in (select app_hidden.current_user_banking_client_company_ids())
     or (select app_hidden.current_user_is_super_admin());
