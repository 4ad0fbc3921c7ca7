--! Previous: sha1:d3c1fa4dbe967cedd376df02bce9c6dc19147f86
--! Hash: sha1:f08b435c9d84e3870da1676a97818e8d26a5e011
--! Message: An e-invoice refused at upload keeps the reader's coded reason for the upload page

-- Why an upload was refused, in words the upload page can show: the e-invoice reader's coded
-- reason (a value missing, not a number, not a date, an unknown code; the business term and
-- the offending value) is stored beside the error code, readable like the file itself. The
-- technical detail stays for support only and is no longer part of the API.
alter table app_public.source_files drop constraint if exists source_files_processing_error_reason_check;
alter table app_public.source_files drop column if exists processing_error_reason;
alter table app_public.source_files add column processing_error_reason jsonb;
alter table app_public.source_files add constraint source_files_processing_error_reason_check check (
  processing_error_reason is null
  or (jsonb_typeof(processing_error_reason) = 'object'
      and coalesce(processing_error_reason ->> 'reason' in ('MISSING', 'NOT_A_NUMBER', 'NOT_A_DATE', 'UNKNOWN_CODE'), false)
      and (processing_error_reason - array['reason', 'term', 'label', 'value']) = '{}'::jsonb
      and length(processing_error_reason::text) <= 1000)
);
comment on column app_public.source_files.processing_error_reason is
  'Why the e-invoice was refused, coded for the UI to translate: {reason: MISSING | NOT_A_NUMBER | NOT_A_DATE | UNKNOWN_CODE, term (e.g. BT-115), label, value}.';
comment on column app_public.source_files.processing_error_detail is
  E'@behavior -select\nTechnical detail of the processing error, for support (not part of the API).';

-- Retrying forgets the old reason along with the old error.
create or replace function app_public.retry_source_file(source_file_id uuid) returns app_public.source_files as $$
declare
  f app_public.source_files;
begin
  select * into f from app_public.source_files where id = source_file_id;
  if f.id is null or not app_hidden.current_user_can_see_company(f.client_company_id) then
    raise exception 'The file does not exist.' using errcode = 'P0002';
  end if;
  if not app_hidden.has_documents_manage_access(f.client_company_id) then
    raise exception 'You may not manage documents of this company.' using errcode = '42501';
  end if;
  if f.status <> 'FAILED' then
    raise exception 'Only a file whose processing failed can be retried.' using errcode = '22023';
  end if;
  update app_public.source_files
    set status = 'QUEUED', processing_percentage = 0, processing_error = null, processing_error_detail = null,
        processing_error_reason = null, attempts = 0
    where id = f.id
    returning * into f;
  perform app_private.enqueue_source_file(f.id);
  return f;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.retry_source_file(uuid) is E'@resultFieldName sourceFile\nProcess a failed file again.';
