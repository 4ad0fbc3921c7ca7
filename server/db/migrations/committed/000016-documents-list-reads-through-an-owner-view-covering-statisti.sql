--! Previous: sha1:490c6d31560d215b60f885cba324ace7203efe80
--! Hash: sha1:ef956c0ebaa11f07f46ab0313fff302331bb21ec
--! Message: documents list reads through an owner view; covering statistics index

-- The documents list reads through an owner view that carries the documents' select policy.
--
-- Under RLS PostgreSQL evaluates a policy before any condition whose functions are not leakproof
-- (`like`, `@@`, most casts). The list's search conditions are such functions, so under RLS the
-- trigram and full-text indexes could not be used: a number fragment over a million documents
-- read them all (1.2–2 s). The view is owned by the schema owner, so RLS does not apply inside
-- it; it repeats the policy's condition itself. It is not a security barrier, so the planner may
-- use the search indexes and filter by membership afterwards. That is safe here because only
-- server/documents/listQuery.ts queries it (app_hidden is not exposed through GraphQL) and its
-- conditions neither have side effects nor raise errors that depend on another company's data.
-- The page's documents themselves are then read from app_public.documents under RLS.
drop view if exists app_hidden.documents_list_rows;
create view app_hidden.documents_list_rows as
  select d.id, d.client_company_id, d.archived, d.superseded, d.type, d.category_id,
         d.import_date, d.approved, d.base_document_id, d.workflow_step_id,
         d.list_date, d.list_partner_company_id, d.list_partner_name, d.list_number,
         d.list_currency, d.list_net, d.list_total, d.list_open_amount, d.list_open,
         d.list_credit_memo, d.list_due_date, d.list_discount_due_date, d.list_duplicate,
         d.list_search, d.list_search_keys, d.exported_for_booking_at
  from app_public.documents d
  where d.client_company_id in (select app_hidden.current_user_client_company_ids())
     or (select app_hidden.current_user_is_super_admin());
comment on view app_hidden.documents_list_rows is
  E'The documents the request''s user may see (the select policy of app_public.documents, repeated), with the list''s keys; read only by the documents list query so that its search indexes stay usable.';
revoke all on app_hidden.documents_list_rows from public;
grant select on app_hidden.documents_list_rows to app_user, app_anonymous;

-- Statistics of a whole year sum four columns over up to 200 000 rows: with them in the
-- date index they are read by an index-only scan instead of fetching every row.
drop index if exists app_public.documents_list_date_idx;
create index documents_list_date_idx on app_public.documents (client_company_id, list_date desc, id desc)
  include (list_currency, list_net, list_total, list_open_amount, list_open)
  where not archived and not superseded;
drop index if exists app_public.documents_list_open_due_date_idx;
create index documents_list_open_due_date_idx on app_public.documents (client_company_id, list_due_date asc nulls last, id asc)
  include (list_date)
  where list_open and not archived and not superseded;
