--! Previous: sha1:7cd466b40eb49c25ab523a59902a624b6dc0e3b6
--! Hash: sha1:83a162c3e5570056cba0340f0a9813e75178d841
--! Message: Inbound mail addresses follow the answering server's configuration; a document category an integration's configuration in force names cannot be deleted, merging moves the configurations along

-- 1. The inbound mail domain comes from the web process that answers, not from whichever
-- process started last: each request carries its process's domain (app.mail_inbound_domain,
-- set by the server while it receives mail, server/mail/inbound/inboundDomain.ts). The row the
-- processes used to write at start-up is gone.

create or replace function app_hidden.mail_inbound_domain() returns text as $$
  select nullif(current_setting('app.mail_inbound_domain', true), '');
$$ language sql stable;
comment on function app_hidden.mail_inbound_domain() is 'The domain of the addresses that turn mail into documents, as the answering server is configured (null while inbound mail is off there).';

delete from app_private.installation where key = 'mail_inbound';

-- 2. A document category that the configuration in force of an integration (GetMyInvoices,
-- Fastbill, Billomat, documents by e-mail) names is not deleted from under it: the delete is
-- refused at the configuration's foreign key, whose message names the connection, instead of
-- the configuration disappearing (and an older one silently counting again) or the e-mail
-- setting silently falling back. Older configurations never count again; those that name the
-- category go with it. Merging a category into another moves the configurations along.

alter table app_public.getmyinvoices_configs
  drop constraint if exists getmyinvoices_configs_incoming_category_fkey,
  drop constraint if exists getmyinvoices_configs_outgoing_category_fkey,
  drop constraint if exists getmyinvoices_configs_other_category_fkey;
alter table app_public.getmyinvoices_configs
  add constraint getmyinvoices_configs_incoming_category_fkey foreign key (client_company_id, incoming_invoices_document_category_id)
    references app_public.document_categories (client_company_id, id),
  add constraint getmyinvoices_configs_outgoing_category_fkey foreign key (client_company_id, outgoing_invoices_document_category_id)
    references app_public.document_categories (client_company_id, id),
  add constraint getmyinvoices_configs_other_category_fkey foreign key (client_company_id, other_documents_document_category_id)
    references app_public.document_categories (client_company_id, id);

alter table app_public.fastbill_configs
  drop constraint if exists fastbill_configs_incoming_category_fkey,
  drop constraint if exists fastbill_configs_outgoing_category_fkey,
  drop constraint if exists fastbill_configs_other_category_fkey;
alter table app_public.fastbill_configs
  add constraint fastbill_configs_incoming_category_fkey foreign key (client_company_id, incoming_invoices_document_category_id)
    references app_public.document_categories (client_company_id, id),
  add constraint fastbill_configs_outgoing_category_fkey foreign key (client_company_id, outgoing_invoices_document_category_id)
    references app_public.document_categories (client_company_id, id),
  add constraint fastbill_configs_other_category_fkey foreign key (client_company_id, other_documents_document_category_id)
    references app_public.document_categories (client_company_id, id);

alter table app_public.billing_configs drop constraint if exists billing_configs_outgoing_category_fkey;
alter table app_public.billing_configs
  add constraint billing_configs_outgoing_category_fkey foreign key (client_company_id, outgoing_invoices_document_category_id)
    references app_public.document_categories (client_company_id, id);

alter table app_public.email_configs drop constraint if exists email_configs_category_id_fkey;
alter table app_public.email_configs
  add constraint email_configs_category_id_fkey foreign key (client_company_id, category_id)
    references app_public.document_categories (client_company_id, id);

comment on constraint getmyinvoices_configs_incoming_category_fkey on app_public.getmyinvoices_configs is E'@fieldName incomingInvoicesDocumentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint getmyinvoices_configs_outgoing_category_fkey on app_public.getmyinvoices_configs is E'@fieldName outgoingInvoicesDocumentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint getmyinvoices_configs_other_category_fkey on app_public.getmyinvoices_configs is E'@fieldName otherDocumentsDocumentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint fastbill_configs_incoming_category_fkey on app_public.fastbill_configs is E'@fieldName incomingInvoicesDocumentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint fastbill_configs_outgoing_category_fkey on app_public.fastbill_configs is E'@fieldName outgoingInvoicesDocumentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint fastbill_configs_other_category_fkey on app_public.fastbill_configs is E'@fieldName otherDocumentsDocumentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint billing_configs_outgoing_category_fkey on app_public.billing_configs is E'@fieldName outgoingInvoicesDocumentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint email_configs_category_id_fkey on app_public.email_configs is E'@fieldName category\n@foreignFieldName emailConfigs';

drop trigger if exists _210_drop_superseded_integration_configs on app_public.document_categories;
drop function if exists app_private.tg_document_categories__drop_superseded_integration_configs();

create function app_private.tg_document_categories__drop_superseded_integration_configs() returns trigger as $$
begin
  delete from app_public.getmyinvoices_configs g
  where g.client_company_id = old.client_company_id
    and old.id in (g.incoming_invoices_document_category_id, g.outgoing_invoices_document_category_id, g.other_documents_document_category_id)
    and g.id is distinct from (select l.id from app_public.getmyinvoices_configs l where l.client_company_id = old.client_company_id
                               order by l.created_at desc, l.id desc limit 1);
  delete from app_public.fastbill_configs f
  where f.client_company_id = old.client_company_id
    and old.id in (f.incoming_invoices_document_category_id, f.outgoing_invoices_document_category_id, f.other_documents_document_category_id)
    and f.id is distinct from (select l.id from app_public.fastbill_configs l where l.client_company_id = old.client_company_id
                               order by l.created_at desc, l.id desc limit 1);
  delete from app_public.billing_configs b
  where b.client_company_id = old.client_company_id and b.outgoing_invoices_document_category_id = old.id
    and b.id is distinct from (select l.id from app_public.billing_configs l
                               where l.client_company_id = old.client_company_id and l.billing_software = b.billing_software
                               order by l.created_at desc, l.id desc limit 1);
  delete from app_public.email_configs e
  where e.client_company_id = old.client_company_id and e.category_id = old.id
    and e.id is distinct from (select l.id from app_public.email_configs l where l.client_company_id = old.client_company_id
                               order by l.created_at desc, l.id desc limit 1);
  return old;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.tg_document_categories__drop_superseded_integration_configs() is
  'Before a document category goes: the integrations'' older configurations that name it (never in force again) go with it; the one in force keeps it (its foreign key refuses the delete).';
create trigger _210_drop_superseded_integration_configs before delete on app_public.document_categories
  for each row execute procedure app_private.tg_document_categories__drop_superseded_integration_configs();

-- Merging a category moves what the integrations' configurations and the intake log name along.
create or replace function app_public.merge_document_category(source_row_id uuid, target_row_id uuid)
returns app_public.document_categories as $$
declare
  src app_public.document_categories;
  dst app_public.document_categories;
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
  delete from app_public.document_categories where client_company_id = src.client_company_id and id = src.id;
  return dst;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.merge_document_category(uuid, uuid) is 'Moves every document and upload of the source category into the target category (same company and document type; each document''s history records the change), points the integrations'' configurations and the intake log that name it at the target, and deletes the source. Needs accounting access.';
