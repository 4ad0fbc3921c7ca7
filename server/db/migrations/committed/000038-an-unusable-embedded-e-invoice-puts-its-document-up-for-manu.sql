--! Previous: sha1:ef4843324548f19266cd61a90b1f5abc4033b508
--! Hash: sha1:ff448b728b1fcdbe7614807d6509135deaa2fe39
--! Message: An unusable embedded e-invoice puts its document up for manual review

-- An embedded e-invoice that cannot be used (its figures were read from the text instead)
-- always puts the document up for a person's review.
alter table app_public.documents drop constraint if exists documents_manual_review_reason_check;
alter table app_public.documents add constraint documents_manual_review_reason_check
  check (manual_review_reason is null
         or manual_review_reason in ('OCR_UNAVAILABLE', 'NO_TEXT', 'NOTHING_EXTRACTED', 'EINVOICE_UNUSABLE'));

comment on column app_public.documents.manual_review_reason is 'Why the document needs a person''s look (OCR_UNAVAILABLE: a scan without text and no OCR installed; NO_TEXT; NOTHING_EXTRACTED; EINVOICE_UNUSABLE: the embedded e-invoice could not be used, the figures were read from the text).';
