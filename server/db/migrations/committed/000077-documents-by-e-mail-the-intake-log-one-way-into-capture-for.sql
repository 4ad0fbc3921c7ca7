--! Previous: sha1:746e42a9c432254bdb760ee31beec1b36a028283
--! Hash: sha1:7c5968d49afa235b4461435dd865f812b200a85a
--! Message: Documents by e-mail: the intake log, one way into capture for uploads, e-mail and integrations, the company's e-mail configuration, and the mail a document arrived with

-- One way into capture: uploads, e-mail and integrations store source files alike
-- (server/capture/storeSourceFile.ts). Documents by e-mail (server/mail/inbound): the intake
-- log of every mail, the company's e-mail configuration, the mail a document arrived with.

drop function if exists app_public.review_groups_source_email_sender(app_public.review_groups);
drop function if exists app_public.documents_source_email(app_public.documents);
drop function if exists app_public.documents_source_email_partner(app_public.documents);
drop function if exists app_public.documents_source_email_sender_is_client(app_public.documents);
drop function if exists app_public.documents_source_email_sender_is_partner(app_public.documents);
drop function if exists app_hidden.source_file_inbound_email(uuid, uuid);
drop function if exists app_hidden.email_sender_partner_id(uuid, text);
drop function if exists app_hidden.email_sender_is_client(uuid, text);
drop function if exists app_hidden.email_sender_blacklisted_vat_id(uuid, text);
drop function if exists app_hidden.mail_inbound_domain();
drop function if exists app_public.client_companies_email_address(app_public.client_companies);
drop function if exists app_public.client_companies_email_config(app_public.client_companies);
drop function if exists app_public.client_companies_recent_inbound_emails(app_public.client_companies);
drop function if exists app_public.document_categories_german_email_addr(app_public.document_categories);
drop function if exists app_private.email_intake_target(text, text);
drop type if exists app_public.document_source_email;
drop table if exists app_public.email_configs;
drop type if exists app_public.email_body_as_pdf;
alter table app_public.document_categories drop constraint if exists document_categories_email_alias_key;
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

-- A category's address part after "+" (its emailAlias) names one category of the company.
alter table app_public.document_categories
  add constraint document_categories_email_alias_key unique (client_company_id, email_alias);

--------------------------------------------------------------------------------
-- The inbound mail domain (MAIL_INBOUND_DOMAIN) of the web server that receives mail, written
-- by it at start (app_private.installation 'mail_inbound'); absent while inbound mail is off.

create function app_hidden.mail_inbound_domain() returns text as $$
  select value ->> 'domain' from app_private.installation where key = 'mail_inbound';
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.mail_inbound_domain() is 'The domain of the addresses that turn mail into documents (null while inbound mail is off).';

create function app_public.client_companies_email_address(c app_public.client_companies) returns text as $$
  select c.email_alias || '@' || app_hidden.mail_inbound_domain()
  where c.email_alias is not null and app_hidden.mail_inbound_domain() is not null;
$$ language sql stable;
comment on function app_public.client_companies_email_address(app_public.client_companies) is 'The address whose mail becomes documents of the company (<emailAlias>@<domain>); null without an alias or while inbound mail is off.';

create function app_public.document_categories_german_email_addr(cat app_public.document_categories) returns text as $$
  select c.email_alias || '+' || cat.email_alias || '@' || app_hidden.mail_inbound_domain()
  from app_public.client_companies c
  where c.id = cat.client_company_id and c.email_alias is not null and cat.email_alias is not null
    and app_hidden.mail_inbound_domain() is not null;
$$ language sql stable;
comment on function app_public.document_categories_german_email_addr(app_public.document_categories) is 'The address whose mail becomes documents of this category (<company emailAlias>+<category emailAlias>@<domain>); null without both aliases or while inbound mail is off.';

--------------------------------------------------------------------------------
-- The company's e-mail configuration: the latest one counts (like the connectors' configs).

create type app_public.email_body_as_pdf as enum ('NEVER', 'WITHOUT_ATTACHMENT', 'ALWAYS');
comment on type app_public.email_body_as_pdf is 'When the text of a mail becomes a PDF document of its own: never, only when the mail has no usable attachment, or always.';

create table app_public.email_configs (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  body_as_pdf app_public.email_body_as_pdf not null default 'NEVER',
  category_id uuid,
  created_by_user_id uuid default app_hidden.current_user_id() references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint email_configs_category_id_fkey foreign key (client_company_id, category_id)
    references app_public.document_categories (client_company_id, id) on delete set null (category_id)
);
create index on app_public.email_configs (client_company_id, created_at desc);
create index on app_public.email_configs (client_company_id, category_id);
create index on app_public.email_configs (created_by_user_id);
comment on table app_public.email_configs is E'@behavior -update -delete\nThe company''s settings for documents by e-mail; the one created last counts (ClientCompany.emailConfig).';
comment on column app_public.email_configs.category_id is 'The category of mail to the company''s own address (null: its first incoming-invoice category).';
comment on column app_public.email_configs.created_by_user_id is E'@behavior -insert -update';
comment on constraint email_configs_category_id_fkey on app_public.email_configs is E'@fieldName category\n@foreignFieldName emailConfigs';
comment on constraint email_configs_created_by_user_id_fkey on app_public.email_configs is E'@fieldName createdBy\n@foreignFieldName createdEmailConfigs';

alter table app_public.email_configs enable row level security;
create policy select_admin on app_public.email_configs for select using (
  app_hidden.has_admin_access(client_company_id) or (select app_hidden.current_user_is_super_admin())
);
create policy insert_admin on app_public.email_configs for insert with check (
  app_hidden.has_admin_access(client_company_id) and created_by_user_id is not distinct from app_hidden.current_user_id()
);
grant select on app_public.email_configs to app_user;
grant insert (client_company_id, body_as_pdf, category_id) on app_public.email_configs to app_user;

create function app_public.client_companies_email_config(c app_public.client_companies) returns app_public.email_configs as $$
  select * from app_public.email_configs e where e.client_company_id = c.id order by e.created_at desc, e.id desc limit 1;
$$ language sql stable;
comment on function app_public.client_companies_email_config(app_public.client_companies) is 'The e-mail configuration that counts: the one created last (null: none yet, the defaults apply).';

--------------------------------------------------------------------------------
-- The sender of a mail, recognised: a partner (the address of one of its locations, or the
-- domain of it unless a free-mail domain), or a member of the company. Answer only about the
-- caller's companies (the company's automation included).

create function app_hidden.email_sender_partner_id(company_id uuid, sender text) returns uuid as $$
  select l.partner_company_id
  from app_public.partner_company_locations l
  join app_public.partner_companies p on p.id = l.partner_company_id
  where l.client_company_id = email_sender_partner_id.company_id and p.active and l.email is not null
    and sender is not null and position('@' in sender) > 1
    and (company_id in (select app_hidden.current_user_client_company_ids()) or app_hidden.current_user_is_super_admin())
    and (lower(btrim(l.email)) = lower(btrim(sender))
         or (split_part(lower(btrim(l.email)), '@', 2) = split_part(lower(btrim(sender)), '@', 2)
             and split_part(lower(btrim(sender)), '@', 2) <> all (array[
               'gmail.com', 'googlemail.com', 'gmx.de', 'gmx.net', 'gmx.at', 'gmx.ch', 'web.de', 't-online.de',
               'outlook.com', 'outlook.de', 'hotmail.com', 'hotmail.de', 'live.com', 'live.de', 'yahoo.com',
               'yahoo.de', 'icloud.com', 'me.com', 'aol.com', 'freenet.de', 'posteo.de', 'mailbox.org', 'mail.de',
               'arcor.de', 'online.de', 'proton.me', 'protonmail.com'])))
  order by (lower(btrim(l.email)) = lower(btrim(sender))) desc, l.main desc, p.created_at, p.id
  limit 1;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.email_sender_partner_id(uuid, text) is 'The partner of the company a mail sender belongs to: its exact address at a location first, else the same domain (free-mail domains never count).';

create function app_hidden.email_sender_is_client(company_id uuid, sender text) returns boolean as $$
  select coalesce(sender is not null
    and (company_id in (select app_hidden.current_user_client_company_ids()) or app_hidden.current_user_is_super_admin())
    and exists (select 1 from app_public.client_company_users m join app_public.users u on u.id = m.user_id
                where m.client_company_id = email_sender_is_client.company_id and u.email = btrim(sender)::citext), false);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.email_sender_is_client(uuid, text) is 'Whether a mail sender is a member of the company.';

create function app_hidden.email_sender_blacklisted_vat_id(company_id uuid, sender text) returns text as $$
  select l.vat_id_no from app_public.partner_company_locations l
  where l.partner_company_id = app_hidden.email_sender_partner_id(company_id, sender)
    and app_hidden.is_blacklisted_partner_vat_id(company_id, l.vat_id_no)
  order by l.main desc limit 1;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.email_sender_blacklisted_vat_id(uuid, text) is 'The blacklisted VAT id (company info blacklistedPartnerVatIds) of the partner a mail sender belongs to, if any: its mail is refused.';

--------------------------------------------------------------------------------
-- The mail a document arrived with (through its source file). The intake log itself is for
-- admins; whoever sees the document sees its sender and receiver.

create type app_public.document_source_email as (
  sender text,
  receiver text,
  subject text,
  received_at timestamptz,
  spf text,
  dkim text
);
comment on type app_public.document_source_email is 'The e-mail a document arrived with: sender and receiver address, subject, when, and the SPF/DKIM results the mail carried.';

create function app_hidden.source_file_inbound_email(company_id uuid, source_file_id uuid) returns app_public.inbound_emails as $$
  select e.* from app_public.source_files f
  join app_public.inbound_emails e on e.client_company_id = f.client_company_id and e.id = f.inbound_email_id
  where f.client_company_id = source_file_inbound_email.company_id and f.id = source_file_inbound_email.source_file_id
    and (company_id in (select app_hidden.current_user_client_company_ids()) or app_hidden.current_user_is_super_admin());
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.source_file_inbound_email(uuid, uuid) is 'The mail a source file arrived with, for members of its company.';

create function app_public.documents_source_email(d app_public.documents) returns app_public.document_source_email as $$
  select row(e.sender, e.receiver, e.subject, e.received_at, e.spf, e.dkim)::app_public.document_source_email
  from app_hidden.source_file_inbound_email(d.client_company_id, d.source_file_id) e
  where d.source_file_id is not null and e.id is not null;
$$ language sql stable;
comment on function app_public.documents_source_email(app_public.documents) is 'The e-mail the document arrived with (null: it was not sent by e-mail).';

create function app_public.documents_source_email_partner(d app_public.documents) returns app_public.partner_companies as $$
  select p.* from app_public.partner_companies p
  where p.id = app_hidden.email_sender_partner_id(d.client_company_id, (app_public.documents_source_email(d)).sender);
$$ language sql stable;
comment on function app_public.documents_source_email_partner(app_public.documents) is 'The partner the sender of the document''s e-mail belongs to (by address or domain), if any.';

create function app_public.documents_source_email_sender_is_partner(d app_public.documents) returns boolean as $$
  select case when d.source_file_id is null then false
              else app_hidden.email_sender_partner_id(d.client_company_id, (app_public.documents_source_email(d)).sender) is not null end;
$$ language sql stable;
comment on function app_public.documents_source_email_sender_is_partner(app_public.documents) is E'@notNull\nWhether the sender of the document''s e-mail is recognised as one of the company''s partners.';

create function app_public.documents_source_email_sender_is_client(d app_public.documents) returns boolean as $$
  select case when d.source_file_id is null then false
              else app_hidden.email_sender_is_client(d.client_company_id, (app_public.documents_source_email(d)).sender) end;
$$ language sql stable;
comment on function app_public.documents_source_email_sender_is_client(app_public.documents) is E'@notNull\nWhether the sender of the document''s e-mail is a member of the company (a client user).';

-- The review inbox: who sent the mail a review group of origin EMAIL holds.
create function app_public.review_groups_source_email_sender(g app_public.review_groups) returns text as $$
  select e.sender from app_public.inbound_emails e
  where e.review_group_id = g.id and e.client_company_id = g.client_company_id
    and (g.client_company_id in (select app_hidden.current_user_client_company_ids()) or app_hidden.current_user_is_super_admin())
  order by e.received_at limit 1;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.review_groups_source_email_sender(app_public.review_groups) is 'For a review group of origin EMAIL: the sender of its mail (null otherwise).';
