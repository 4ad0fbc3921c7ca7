--! Previous: sha1:08751d6460bca4f825d7bbfda174853ed4c87559
--! Hash: sha1:b47b5681db2e49bed2ce385c3f92e555c5db61aa
--! Message: Uploads, e-mail and integrations store source files one way; review groups of origin e-mail and integration; the intake log of inbound mail

-- One way into capture: uploads, e-mail and integrations store source files alike
-- (server/capture/storeSourceFile.ts). Documents by e-mail: the intake log of every mail.

drop table if exists app_public.inbound_emails cascade;
drop type if exists app_public.inbound_email_outcome;
drop policy if exists insert_documents_manage on app_public.source_files;
drop policy if exists insert_documents_manage on app_public.review_groups;
drop index if exists app_public.source_files_company_external_id_key;
alter table app_public.source_files
  drop column if exists inbound_email_id,
  drop column if exists external_id;
alter table app_public.review_groups drop column if exists group_key;

-- New origins of a review group (not used in this migration: a new enum value is usable only
-- after the transaction that adds it).
alter type app_public.review_group_origin add value if not exists 'EMAIL';
alter type app_public.review_group_origin add value if not exists 'INTEGRATION';

-- Which files join one group: an upload group is a person's (created_by_user_id); a group of
-- another origin is found by its key (one mail, one integration run).
alter table app_public.review_groups add column group_key text check (group_key is null or length(group_key) between 1 and 200);
comment on column app_public.review_groups.group_key is E'@behavior -select -insert -update\nWhat files of a non-upload origin join this group (e.g. one e-mail).';
create index on app_public.review_groups (client_company_id, origin, group_key) where group_key is not null;

create policy insert_documents_manage on app_public.review_groups for insert with check (
  app_hidden.has_documents_manage_access(client_company_id)
  and (origin::text = 'UPLOAD' or app_hidden.current_automation_company_id() = client_company_id)
);
grant insert (client_company_id, origin, group_key) on app_public.review_groups to app_user;

--------------------------------------------------------------------------------
-- The intake log: every mail the inbound server received, accepted, refused or ignored, with
-- a readable reason (a stable code the UI translates). A mail to an unknown address has no
-- company: only the operator's log (and this table, company null) keeps it.

create type app_public.inbound_email_outcome as enum ('ACCEPTED', 'REFUSED', 'IGNORED');

create table app_public.inbound_emails (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid references app_public.client_companies (id) on delete cascade,
  category_id uuid,
  review_group_id uuid references app_public.review_groups (id) on delete set null,
  outcome app_public.inbound_email_outcome not null,
  reason text check (reason is null or reason ~ '^[A-Z][A-Z0-9_]{2,63}$'),
  reason_detail text check (reason_detail is null or length(reason_detail) <= 2000),
  sender text check (sender is null or length(sender) <= 320),
  receiver text not null check (length(receiver) <= 320),
  subject text check (subject is null or length(subject) <= 1000),
  message_id text check (message_id is null or length(message_id) <= 1000),
  spf text check (spf is null or length(spf) <= 100),
  dkim text check (dkim is null or length(dkim) <= 100),
  attachment_count integer not null default 0 check (attachment_count >= 0),
  accepted_count integer not null default 0 check (accepted_count >= 0),
  received_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint inbound_emails_category_id_fkey foreign key (client_company_id, category_id)
    references app_public.document_categories (client_company_id, id) on delete set null (category_id),
  unique (client_company_id, id)
);
create index on app_public.inbound_emails (client_company_id, received_at desc);
create index on app_public.inbound_emails (client_company_id, category_id);
create index on app_public.inbound_emails (review_group_id);
comment on table app_public.inbound_emails is E'@behavior -insert -update -delete\nA mail the inbound e-mail server received for a company, and what became of it (the intake log).';
comment on column app_public.inbound_emails.reason is 'Why the mail was refused or ignored, as a stable code (e.g. NO_ATTACHMENT) the UI translates.';
comment on column app_public.inbound_emails.reason_detail is 'Technical detail, for support.';
comment on column app_public.inbound_emails.spf is 'The SPF result the receiving chain recorded (Received-SPF / Authentication-Results), when present.';
comment on column app_public.inbound_emails.dkim is 'The DKIM result the receiving chain recorded (Authentication-Results), when present.';
comment on constraint inbound_emails_category_id_fkey on app_public.inbound_emails is E'@fieldName category\n@foreignFieldName inboundEmails';
comment on constraint inbound_emails_review_group_id_fkey on app_public.inbound_emails is E'@fieldName reviewGroup\n@foreignFieldName inboundEmails';

alter table app_public.inbound_emails enable row level security;
create policy select_admin on app_public.inbound_emails for select using (
  app_hidden.has_admin_access(client_company_id) or (select app_hidden.current_user_is_super_admin())
);
create policy insert_automation on app_public.inbound_emails for insert with check (
  client_company_id = app_hidden.current_automation_company_id()
);
create policy update_automation on app_public.inbound_emails for update using (
  client_company_id = app_hidden.current_automation_company_id()
);
grant select on app_public.inbound_emails to app_user;
grant insert (client_company_id, category_id, review_group_id, outcome, reason, reason_detail, sender, receiver,
              subject, message_id, spf, dkim, attachment_count, accepted_count, received_at)
  on app_public.inbound_emails to app_user;
grant update (review_group_id, outcome, reason, reason_detail, accepted_count) on app_public.inbound_emails to app_user;

--------------------------------------------------------------------------------
-- Source files: the mail a file arrived with, and the provider's id of an imported file.

alter table app_public.source_files
  add column inbound_email_id uuid,
  add column external_id text check (external_id is null or length(external_id) between 1 and 300),
  add constraint source_files_inbound_email_id_fkey foreign key (client_company_id, inbound_email_id)
    references app_public.inbound_emails (client_company_id, id) on delete set null (inbound_email_id);
create index on app_public.source_files (client_company_id, inbound_email_id);
create unique index source_files_company_external_id_key on app_public.source_files (client_company_id, external_id)
  where external_id is not null;
comment on column app_public.source_files.inbound_email_id is '@behavior -select';
comment on column app_public.source_files.external_id is E'@behavior -select\nThe provider''s id of an imported file: a re-import of the same id adds nothing.';
comment on constraint source_files_inbound_email_id_fkey on app_public.source_files is E'@fieldName inboundEmail\n@foreignFieldName sourceFiles';

-- A person uploads as themselves; the company's automation (e-mail intake, integrations) has no
-- person and alone may name a mail or a provider's id.
create policy insert_documents_manage on app_public.source_files for insert with check (
  app_hidden.has_documents_manage_access(client_company_id)
  and uploaded_by_user_id is not distinct from app_hidden.current_user_id()
  and (uploaded_by_user_id is not null or app_hidden.current_automation_company_id() = client_company_id)
  and (inbound_email_id is null and external_id is null or app_hidden.current_automation_company_id() = client_company_id)
  and status = 'QUEUED'
);
grant insert (client_company_id, review_group_id, category_id, name, kind, media_type, size_bytes, sha256,
              document_to_update_id, inbound_email_id, external_id)
  on app_public.source_files to app_user;
