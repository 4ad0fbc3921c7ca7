--! Previous: sha1:6b6a492d5da2e6c9c5e113a487fce832f4b552d9
--! Hash: sha1:a0dea81f1a8f654a1d9bf08fc75d85e4f48a6b00
--! Message: document sharing and public links

-- Sharing a document (issue 6): with a colleague or an external person by e-mail, or through
-- a public link; the shared document (its details, pages and history) becomes readable for the
-- share's user, and revoking the share ends that at once (RLS asks on every request). External
-- persons and public links are users of type EXTERNAL; a link's token (only its SHA-256 is
-- stored) opens a session for its user at /share/<token>.
-- Also: mention notifications are e-mailed by the worker; confirmDocumentFields no longer tells
-- another company's member that a document exists.

--------------------------------------------------------------------------------
-- Undo

drop policy if exists select_shared on app_public.documents;
drop policy if exists select_shared on app_public.invoices;
drop policy if exists select_shared on app_public.other_documents;
drop policy if exists select_shared on app_public.invoice_items;
drop policy if exists select_shared on app_public.document_pages;
drop policy if exists select_shared on app_public.document_history_entries;
drop policy if exists select_shared on app_public.document_field_states;
drop policy if exists select_share_people on app_public.users;
drop trigger if exists _900_mail on app_public.notifications;
drop function if exists app_private.tg_notifications__mail();
drop function if exists app_public.share_document(uuid, text);
drop function if exists app_public.create_document_public_link(uuid);
drop function if exists app_public.revoke_document_share(uuid);
drop function if exists app_public.document_exists(uuid);
drop function if exists app_public.documents_shared_with(app_public.documents);
drop function if exists app_public.document_shares_is_public_link(app_public.document_shares);
drop function if exists app_hidden.current_user_shared_document_ids();
drop function if exists app_hidden.current_user_share_people_ids();
drop function if exists app_private.share_token_hash(text);
drop function if exists app_private.shareable_document(uuid);
drop function if exists app_private.enqueue_job(text, json, text);
drop table if exists app_private.document_share_links;
drop table if exists app_public.document_shares;
drop type if exists app_public.document_public_link;

alter type app_public.notification_type add value if not exists 'DOCUMENT_SHARED';

--------------------------------------------------------------------------------
-- Jobs from SQL (graphile-worker installs its schema on first start; before that, nothing)

create function app_private.enqueue_job(task text, payload json, job_key text default null) returns void as $$
begin
  if to_regprocedure('graphile_worker.add_job(text,json,text,timestamptz,integer,text,integer,text[],text)') is not null then
    execute 'select graphile_worker.add_job($1, $2, job_key := $3, max_attempts := 5)' using task, payload, job_key;
  end if;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

-- A new notification is also e-mailed (the worker renders it in the recipient's language).
create function app_private.tg_notifications__mail() returns trigger as $$
begin
  perform app_private.enqueue_job('notifications__mail', json_build_object('notificationRowId', new.id), 'notification_mail:' || new.id::text);
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _900_mail after insert on app_public.notifications
  for each row execute procedure app_private.tg_notifications__mail();

--------------------------------------------------------------------------------
-- Confirming fields of a document the user cannot see: not found (it said "forbidden")

create or replace function app_public.confirm_document_fields(document_row_id uuid, fields text[])
returns setof app_public.document_field_states as $$
declare
  d app_public.documents;
  refusal text;
  uid uuid := app_hidden.current_user_id();
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null or not app_hidden.current_user_can_see_company(d.client_company_id) then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(d.client_company_id, d.id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  if fields is null or cardinality(fields) = 0 or cardinality(fields) > 100
     or exists (select 1 from unnest(fields) f where f !~ '^[a-z][A-Za-z0-9]{0,62}$') then
    raise exception 'INVALID_FIELD_NAMES' using errcode = '22023', column = 'fields';
  end if;
  insert into app_public.document_field_states (document_id, field, client_company_id, source, last_edit_by_user_id, last_edit_at, confirmed_by_user_id, confirmed_at)
  select d.id, f, d.client_company_id,
         case when exists (select 1 from app_public.invoices i where i.document_id = d.id and i.has_xml_source) then 'EINVOICE' else 'EXTRACTED' end::app_public.field_value_source,
         null, d.import_date, uid, now()
  from unnest(fields) f
  on conflict (document_id, field) do update set confirmed_by_user_id = excluded.confirmed_by_user_id, confirmed_at = excluded.confirmed_at;
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (d.client_company_id, d.id, 'FIELDS_CONFIRMED', uid, jsonb_build_object('fields', to_jsonb(fields)));
  return query select * from app_public.document_field_states s where s.document_id = d.id and s.field = any (fields);
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

--------------------------------------------------------------------------------
-- Shares

create table app_public.document_shares (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  user_id uuid not null references app_public.users (id) on delete cascade,
  shared_by_user_id uuid references app_public.users (id) on delete set null,
  created_at timestamptz not null default clock_timestamp(),
  constraint document_shares_document_id_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete cascade,
  constraint document_shares_document_user_key unique (client_company_id, document_id, user_id)
);
create index document_shares_user_idx on app_public.document_shares (user_id, document_id);
create index on app_public.document_shares (shared_by_user_id);
alter table app_public.document_shares enable row level security;
comment on table app_public.document_shares is E'@behavior -insert -update -delete\nA document shared with a user: a colleague, an external person (by e-mail) or a public link''s user. Created and revoked through shareDocument, createDocumentPublicLink and revokeDocumentShare.';
comment on constraint document_shares_document_id_fkey on app_public.document_shares is E'@fieldName document\n@foreignFieldName shares';
comment on constraint document_shares_user_id_fkey on app_public.document_shares is E'@fieldName user\n@foreignFieldName documentShares';
comment on constraint document_shares_shared_by_user_id_fkey on app_public.document_shares is E'@fieldName sharedBy\n@foreignFieldName sharedDocumentShares';
comment on constraint document_shares_document_user_key on app_public.document_shares is E'@behavior -single -update -delete';

-- A link's token: 64 hex characters (two random UUIDs, 244 random bits); only its SHA-256 here.
create table app_private.document_share_links (
  share_id uuid primary key references app_public.document_shares (id) on delete cascade,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
comment on table app_private.document_share_links is 'The secret link of a share (public link, or the personal link mailed to an external person): the SHA-256 of its token.';

create function app_private.share_token_hash(token text) returns bytea as $$
  select sha256(convert_to(token, 'UTF8'));
$$ language sql immutable strict;

create function app_hidden.current_user_shared_document_ids() returns setof uuid as $$
  select s.document_id from app_public.document_shares s where s.user_id = app_hidden.current_user_id();
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_shared_document_ids() is 'Documents shared with the request''s user.';

-- People a user may see besides their companies' members: whom their companies' documents are
-- shared with, and who shared a document with them.
create function app_hidden.current_user_share_people_ids() returns setof uuid as $$
  select s.user_id from app_public.document_shares s
  where s.client_company_id in (select app_hidden.current_user_client_company_ids())
  union
  select s.shared_by_user_id from app_public.document_shares s
  where s.user_id = app_hidden.current_user_id() and s.shared_by_user_id is not null;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

create policy select_member_or_own on app_public.document_shares for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
  or user_id = (select app_hidden.current_user_id())
);
grant select on app_public.document_shares to app_user;

-- What a share opens: the document, its details, items, pages, field states and history.
create policy select_shared on app_public.documents for select using (id in (select app_hidden.current_user_shared_document_ids()));
create policy select_shared on app_public.invoices for select using (document_id in (select app_hidden.current_user_shared_document_ids()));
create policy select_shared on app_public.other_documents for select using (document_id in (select app_hidden.current_user_shared_document_ids()));
create policy select_shared on app_public.invoice_items for select using (document_id in (select app_hidden.current_user_shared_document_ids()));
create policy select_shared on app_public.document_pages for select using (document_id in (select app_hidden.current_user_shared_document_ids()));
create policy select_shared on app_public.document_history_entries for select using (document_id in (select app_hidden.current_user_shared_document_ids()));
create policy select_shared on app_public.document_field_states for select using (document_id in (select app_hidden.current_user_shared_document_ids()));
create policy select_share_people on app_public.users for select using (id in (select app_hidden.current_user_share_people_ids()));

create function app_public.documents_shared_with(d app_public.documents) returns setof app_public.users as $$
  select u.* from app_public.document_shares s
  join app_public.users u on u.id = s.user_id
  where s.client_company_id = d.client_company_id and s.document_id = d.id
  order by s.created_at, s.id;
$$ language sql stable;
comment on function app_public.documents_shared_with(app_public.documents) is 'The users the document is shared with (colleagues, external people, public links), oldest share first.';

create function app_public.document_shares_is_public_link(s app_public.document_shares) returns boolean as $$
  select coalesce((select u.is_external_public_link from app_public.users u where u.id = s.user_id), false);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.document_shares_is_public_link(app_public.document_shares) is E'@notNull\nThe share is the document''s public link.';

create function app_public.document_exists(document_row_id uuid) returns boolean as $$
  select exists (select 1 from app_public.documents where id = document_row_id);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.document_exists(uuid) is E'@notNull\nWhether a document with this id exists at all (so the page can tell "no access" from "deleted"); says nothing else about it.';

-- Who may share: documents-manage access, the document not superseded (Document.canCurrentUserShare).
create function app_private.shareable_document(document_row_id uuid) returns app_public.documents as $$
declare
  d app_public.documents;
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null or not app_hidden.current_user_can_see_company(d.client_company_id) then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  if not (app_hidden.current_user_access(d.client_company_id)).documents_manage then
    raise exception 'DOCUMENT_SHARE_FORBIDDEN' using errcode = '42501';
  end if;
  if d.superseded then
    raise exception 'DOCUMENT_SUPERSEDED' using errcode = '42501';
  end if;
  return d;
end;
$$ language plpgsql stable security definer set search_path to pg_catalog, public, pg_temp;

create function app_public.share_document(document_row_id uuid, email text) returns app_public.document_shares as $$
declare
  d app_public.documents;
  address citext := lower(btrim(email));
  u app_public.users;
  me app_public.users;
  s app_public.document_shares;
begin
  d := app_private.shareable_document(document_row_id);
  if address is null or length(address) > 254 or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'INVALID_EMAIL' using errcode = '22023', column = 'email';
  end if;
  select * into me from app_public.users where id = app_hidden.current_user_id();
  select * into u from app_public.users where users.email = address;
  if u.id = me.id then
    raise exception 'CANNOT_SHARE_WITH_YOURSELF' using errcode = '22023', column = 'email';
  end if;
  if u.id is null then
    insert into app_public.users (email, first_name, type, client_company_id, language)
    values (address, left(split_part(address::text, '@', 1), 100), 'EXTERNAL', d.client_company_id, me.language)
    returning * into u;
  end if;
  insert into app_public.document_shares (client_company_id, document_id, user_id, shared_by_user_id)
  values (d.client_company_id, d.id, u.id, me.id)
  on conflict (client_company_id, document_id, user_id) do nothing
  returning * into s;
  if s.id is null then
    raise exception 'ALREADY_SHARED' using errcode = '22023', column = 'email';
  end if;
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (d.client_company_id, d.id, 'SHARED', me.id, jsonb_build_object(
    'shareUserRowId', u.id, 'shareUserName', concat_ws(' ', u.first_name, u.last_name), 'shareUserEmail', u.email::text, 'isExternalPublicLink', false));
  if u.type <> 'EXTERNAL' and exists (select 1 from app_public.client_company_users ccu where ccu.client_company_id = d.client_company_id and ccu.user_id = u.id) then
    -- A colleague: an in-app notification (and its mail).
    insert into app_public.notifications (user_id, client_company_id, type, document_id, actor_user_id)
    values (u.id, d.client_company_id, 'DOCUMENT_SHARED', d.id, me.id);
  else
    -- Anyone else gets a mail with their personal link.
    perform app_private.enqueue_job('document_shares__invite', json_build_object('shareRowId', s.id), 'share_invite:' || s.id::text);
  end if;
  return s;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.share_document(uuid, text) is 'Shares the document with a person by e-mail: a colleague is notified; anyone else becomes an external user and is mailed a personal link that opens this document only. Refusals: INVALID_EMAIL, CANNOT_SHARE_WITH_YOURSELF, ALREADY_SHARED, DOCUMENT_SHARE_FORBIDDEN, DOCUMENT_SUPERSEDED.';

create type app_public.document_public_link as (
  share_id uuid,
  token text
);
comment on type app_public.document_public_link is 'A new public link: its share and its token (shown once; the link is /share/<token>).';

create function app_public.create_document_public_link(document_row_id uuid) returns app_public.document_public_link as $$
declare
  d app_public.documents;
  link_user app_public.users;
  s app_public.document_shares;
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  fresh boolean := false;
begin
  d := app_private.shareable_document(document_row_id);
  if not app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = d.client_company_id), 'SHARE_DOCUMENT') then
    raise exception 'DOCUMENT_SHARE_FEATURE_OFF' using errcode = '42501';
  end if;
  select s2.* into s from app_public.document_shares s2
    join app_public.users u on u.id = s2.user_id and u.is_external_public_link
    where s2.client_company_id = d.client_company_id and s2.document_id = d.id;
  if s.id is null then
    insert into app_public.users (email, first_name, type, is_external_public_link, client_company_id, language)
    values ('public-link-' || d.id::text || '@links.belegwerk.invalid', 'Public link', 'EXTERNAL', true, d.client_company_id,
            (select language from app_public.users where id = app_hidden.current_user_id()))
    on conflict (email) do update set updated_at = now()
    returning * into link_user;
    insert into app_public.document_shares (client_company_id, document_id, user_id, shared_by_user_id)
    values (d.client_company_id, d.id, link_user.id, app_hidden.current_user_id())
    returning * into s;
    fresh := true;
  end if;
  -- A new token replaces the old one: the old link stops working.
  insert into app_private.document_share_links (share_id, token_hash) values (s.id, app_private.share_token_hash(token))
  on conflict (share_id) do update set token_hash = excluded.token_hash, created_at = now(), last_used_at = null;
  delete from app_private.sessions ss where ss.user_id = s.user_id;
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (d.client_company_id, d.id, 'SHARED', app_hidden.current_user_id(),
          jsonb_build_object('shareUserRowId', s.user_id, 'isExternalPublicLink', true, 'renewed', not fresh));
  return (s.id, token)::app_public.document_public_link;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.create_document_public_link(uuid) is 'Creates the document''s public link, or a new token for it (the previous link stops working). Needs the documentShare feature. The token is returned once.';

create function app_public.revoke_document_share(share_row_id uuid) returns uuid as $$
declare
  s app_public.document_shares;
  u app_public.users;
begin
  select * into s from app_public.document_shares where id = share_row_id;
  if s.id is null or not app_hidden.current_user_can_see_company(s.client_company_id) then
    raise exception 'SHARE_NOT_FOUND' using errcode = 'P0002';
  end if;
  if not (app_hidden.current_user_access(s.client_company_id)).documents_manage then
    raise exception 'DOCUMENT_SHARE_FORBIDDEN' using errcode = '42501';
  end if;
  select * into u from app_public.users where id = s.user_id;
  delete from app_public.document_shares where id = s.id;
  -- A public link's sessions end with it; an external person keeps their sign-in for other shares.
  if u.is_external_public_link or not exists (select 1 from app_public.document_shares o where o.user_id = u.id) and u.type = 'EXTERNAL' then
    delete from app_private.sessions ss where ss.user_id = u.id;
  end if;
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (s.client_company_id, s.document_id, 'UNSHARED', app_hidden.current_user_id(), jsonb_build_object(
    'shareUserRowId', u.id, 'shareUserName', case when u.is_external_public_link then null else concat_ws(' ', u.first_name, u.last_name) end,
    'shareUserEmail', case when u.is_external_public_link then null else u.email::text end, 'isExternalPublicLink', u.is_external_public_link));
  return s.id;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.revoke_document_share(uuid) is 'Ends a share at once (a public link''s sessions too). Returns the share''s row id.';
