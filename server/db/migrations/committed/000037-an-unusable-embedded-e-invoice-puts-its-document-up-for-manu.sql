--! Previous: sha1:f977ac3c0ba9eb71f49ec1caf09706b45e296613
--! Hash: sha1:09527f49aa2d2cd8cd67f4b569d4057ec544f9b8
--! Message: An unusable embedded e-invoice puts its document up for manual review

-- An embedded e-invoice that cannot be used (its figures were read from the text instead)
-- always puts the document up for a person's review.
alter table app_public.documents drop constraint if exists documents_manual_review_reason_check;
alter table app_public.documents add constraint documents_manual_review_reason_check
  check (manual_review_reason is null
         or manual_review_reason in ('OCR_UNAVAILABLE', 'NO_TEXT', 'NOTHING_EXTRACTED', 'EINVOICE_UNUSABLE'));

comment on column app_public.documents.manual_review_reason is 'Why the document needs a person''s look (OCR_UNAVAILABLE: a scan without text and no OCR installed; NO_TEXT; NOTHING_EXTRACTED; EINVOICE_UNUSABLE: the embedded e-invoice could not be used, the figures were read from the text).';
