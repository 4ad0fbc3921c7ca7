--! Previous: sha1:356ee62e01961bda0deb305f53440e5a28de1af3
--! Hash: sha1:d403d92b2939a99c6285b0563a0b52e2f957ddc5
--! Message: Merging a document category moves rule conditions, members' category accesses and the workflow wizard's answers to the target too

--------------------------------------------------------------------------------
-- Merging a document category means "everything that used the source now uses the target".
-- Before, the merge was refused (a foreign key) while a rule condition or a member's category
-- access named the source, and the workflow-and-approvals wizard kept the source's id in its
-- answers (saving it again was refused, WIZARD_CATEGORY_NOT_FOUND). Every reference moves now:
-- documents, uploads, the integrations' and the e-mail intake's configurations, the intake log,
-- rule conditions, members' category accesses (a member who already had the target keeps that
-- one access) and the wizard's answers and the rules it wrote per category (a rule the wizard
-- already had for the target replaces the source's). Rule runs and history keep what was.

create or replace function app_public.merge_document_category(source_row_id uuid, target_row_id uuid)
returns app_public.document_categories as $$
declare
  src app_public.document_categories;
  dst app_public.document_categories;
  src_prefix text;
  dst_prefix text;
begin
  select * into src from app_public.document_categories where id = source_row_id;
  if src.id is null or not (src.client_company_id in (select app_hidden.current_user_client_company_ids())
                            or app_hidden.current_user_is_super_admin()) then
    raise exception 'DOCUMENT_CATEGORY_NOT_FOUND' using errcode = '22023', column = 'sourceRowId';
  end if;
  if not app_hidden.has_accounting_access(src.client_company_id) then
    raise exception 'ACCOUNTING_SETTINGS_FORBIDDEN' using errcode = '42501';
  end if;
  select * into dst from app_public.document_categories where client_company_id = src.client_company_id and id = target_row_id;
  if dst.id is null then
    raise exception 'DOCUMENT_CATEGORY_NOT_FOUND' using errcode = '22023', column = 'targetRowId';
  end if;
  if dst.id = src.id then
    raise exception 'DOCUMENT_CATEGORY_MERGE_INTO_ITSELF' using errcode = '22023', column = 'targetRowId';
  end if;
  if dst.document_type <> src.document_type then
    raise exception 'DOCUMENT_CATEGORY_MERGE_TYPE_MISMATCH' using errcode = '22023', column = 'targetRowId';
  end if;
  update app_public.documents set category_id = dst.id where client_company_id = src.client_company_id and category_id = src.id;
  update app_public.source_files set category_id = dst.id where client_company_id = src.client_company_id and category_id = src.id;
  update app_public.getmyinvoices_configs set incoming_invoices_document_category_id = dst.id
    where client_company_id = src.client_company_id and incoming_invoices_document_category_id = src.id;
  update app_public.getmyinvoices_configs set outgoing_invoices_document_category_id = dst.id
    where client_company_id = src.client_company_id and outgoing_invoices_document_category_id = src.id;
  update app_public.getmyinvoices_configs set other_documents_document_category_id = dst.id
    where client_company_id = src.client_company_id and other_documents_document_category_id = src.id;
  update app_public.fastbill_configs set incoming_invoices_document_category_id = dst.id
    where client_company_id = src.client_company_id and incoming_invoices_document_category_id = src.id;
  update app_public.fastbill_configs set outgoing_invoices_document_category_id = dst.id
    where client_company_id = src.client_company_id and outgoing_invoices_document_category_id = src.id;
  update app_public.fastbill_configs set other_documents_document_category_id = dst.id
    where client_company_id = src.client_company_id and other_documents_document_category_id = src.id;
  update app_public.billing_configs set outgoing_invoices_document_category_id = dst.id
    where client_company_id = src.client_company_id and outgoing_invoices_document_category_id = src.id;
  update app_public.email_configs set category_id = dst.id where client_company_id = src.client_company_id and category_id = src.id;
  update app_public.inbound_emails set category_id = dst.id where client_company_id = src.client_company_id and category_id = src.id;

  -- Rule conditions ("category is / is not …") name the target.
  update app_public.rule_conditions set document_category_id = dst.id
    where client_company_id = src.client_company_id and document_category_id = src.id;

  -- Members restricted to the source see the target's documents (which now include the
  -- source's); one access per member and category.
  delete from app_public.client_company_user_document_categories a
    where a.client_company_id = src.client_company_id and a.document_category_id = src.id
      and exists (select 1 from app_public.client_company_user_document_categories b
                  where b.client_company_id = a.client_company_id and b.client_company_user_id = a.client_company_user_id
                    and b.document_category_id = dst.id);
  update app_public.client_company_user_document_categories set document_category_id = dst.id
    where client_company_id = src.client_company_id and document_category_id = src.id;

  -- The wizard's answers (documentCategoryRowIds, in their order, once each) and the rules it
  -- wrote per category and partner (combination key "<category>/<partner>").
  update app_public.wizard_workflow_and_approvals w
    set payload = jsonb_set(w.payload, '{documentCategoryRowIds}', (
      select coalesce(jsonb_agg(to_jsonb(x.id) order by x.first), '[]'::jsonb)
      from (select case when e.id = src.id::text then dst.id::text else e.id end as id, min(e.n) as first
            from jsonb_array_elements_text(w.payload -> 'documentCategoryRowIds') with ordinality e(id, n)
            group by 1) x))
    where w.client_company_id = src.client_company_id
      and w.payload -> 'documentCategoryRowIds' ? src.id::text;
  src_prefix := src.id::text || '/';
  dst_prefix := dst.id::text || '/';
  delete from app_public.rule_actions a
    using app_public.wizard_workflow_and_approval_import_actions l
    where l.client_company_id = src.client_company_id and starts_with(l.combination_key, src_prefix)
      and exists (select 1 from app_public.wizard_workflow_and_approval_import_actions o
                  where o.wizard_id = l.wizard_id
                    and o.combination_key = dst_prefix || substr(l.combination_key, length(src_prefix) + 1))
      and a.client_company_id = l.client_company_id and a.id = l.rule_action_id;
  update app_public.wizard_workflow_and_approval_import_actions l
    set combination_key = dst_prefix || substr(l.combination_key, length(src_prefix) + 1)
    where l.client_company_id = src.client_company_id and starts_with(l.combination_key, src_prefix);

  delete from app_public.document_categories where client_company_id = src.client_company_id and id = src.id;
  return dst;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.merge_document_category(uuid, uuid) is 'Moves everything that uses the source category to the target category (same company and document type) and deletes the source: documents and uploads (each document''s history records the change), the integrations'' and the e-mail intake''s configurations, the intake log, rule conditions, members'' category accesses (one per member) and the workflow-and-approvals wizard''s answers with the rules it wrote. Needs accounting access.';
