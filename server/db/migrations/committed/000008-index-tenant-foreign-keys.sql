--! Previous: sha1:3806d9992233f8d567e48a90d9784409ed73b2fd
--! Hash: sha1:c3f685073f151c36c8c027e273d4849676c7b7af
--! Message: index tenant foreign keys

--! Index every tenant-scoped foreign key on (client_company_id, <key>): the composite keys of
--! document capture are what the relations join on, and PostGraphile exposes a backward
--! relation (Document.pageImages, Document.invoice, …) only where an index supports it.
--! The single-column indexes they replace are dropped.

drop index if exists app_public.partner_company_locations_partner_company_id_idx;
create index if not exists partner_company_locations_company_partner_idx on app_public.partner_company_locations (client_company_id, partner_company_id);
drop index if exists app_public.partner_company_payment_presets_partner_company_id_idx;
create index if not exists partner_company_payment_presets_company_partner_idx on app_public.partner_company_payment_presets (client_company_id, partner_company_id);

drop index if exists app_public.source_files_category_id_idx;
create index if not exists source_files_company_category_idx on app_public.source_files (client_company_id, category_id);
drop index if exists app_public.source_files_document_id_idx;
create index if not exists source_files_company_document_idx on app_public.source_files (client_company_id, document_id);
drop index if exists app_public.source_files_duplicate_document_id_idx;
create index if not exists source_files_company_duplicate_document_idx on app_public.source_files (client_company_id, duplicate_document_id);
drop index if exists app_public.source_files_document_to_update_id_idx;
create index if not exists source_files_company_document_to_update_idx on app_public.source_files (client_company_id, document_to_update_id);

drop index if exists app_public.documents_category_id_idx;
create index if not exists documents_company_category_idx on app_public.documents (client_company_id, category_id);
drop index if exists app_public.documents_source_file_id_idx;
create index if not exists documents_company_source_file_idx on app_public.documents (client_company_id, source_file_id);
drop index if exists app_public.documents_base_document_id_idx;
create index if not exists documents_company_base_document_idx on app_public.documents (client_company_id, base_document_id);

create unique index if not exists invoices_company_document_idx on app_public.invoices (client_company_id, document_id);
drop index if exists app_public.invoices_credit_memo_for_invoice_id_idx;
create index if not exists invoices_company_credit_memo_for_invoice_idx on app_public.invoices (client_company_id, credit_memo_for_invoice_id);
drop index if exists app_public.invoices_partner_company_id_idx;
drop index if exists app_public.invoices_partner_company_location_id_idx;
create index if not exists invoices_company_partner_company_location_idx on app_public.invoices (client_company_id, partner_company_location_id);

drop index if exists app_public.invoice_items_document_id_sort_index_idx;
create index if not exists invoice_items_company_document_idx on app_public.invoice_items (client_company_id, document_id, sort_index);

create unique index if not exists other_documents_company_document_idx on app_public.other_documents (client_company_id, document_id);
drop index if exists app_public.other_documents_partner_company_id_idx;
create index if not exists other_documents_company_partner_company_idx on app_public.other_documents (client_company_id, partner_company_id);

create index if not exists document_field_states_company_document_idx on app_public.document_field_states (client_company_id, document_id);
create index if not exists document_pages_company_document_idx on app_public.document_pages (client_company_id, document_id, page_no);

drop index if exists app_public.document_history_entries_document_id_created_at_idx;
create index if not exists document_history_entries_company_document_idx on app_public.document_history_entries (client_company_id, document_id, created_at desc);
drop index if exists app_public.document_history_entries_source_file_id_idx;
create index if not exists document_history_entries_company_source_file_idx on app_public.document_history_entries (client_company_id, source_file_id);
