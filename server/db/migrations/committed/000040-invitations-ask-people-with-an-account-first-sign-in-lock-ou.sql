--! Previous: sha1:2bba43e79f9f4310555f04c9eb6ea28eb5df8835
--! Hash: sha1:34740e80a19e2e337e2aa02dfe7ee50569ef3faf
--! Message: Invitations ask people with an account first; sign-in lock-out for every address; ID tokens open one session

-- Sign-in hardening and invitations that ask first.
--
-- 1. Membership requests: inviting a person who already has an account no longer adds them to
--    the company; they get a request (a notification in the bell) and become a member only
--    when they accept. Pending requests are a table of their own, so no access helper
--    (current_user_access, current_user_client_company_ids, ...) ever counts them.
-- 2. Sign-in failures for addresses without a password: they lock out like real accounts, so
--    the answers do not tell which addresses exist.
-- 3. ID tokens used for a sign-in: remembered until they expire, so a token cannot open a
--    second session (after a logout, for example).

drop function if exists app_public.accept_membership_request(uuid);
drop function if exists app_public.decline_membership_request(uuid);
drop function if exists app_private.accept_membership_request(uuid, uuid);
drop function if exists app_public.membership_requests_company_name(app_public.membership_requests);
drop function if exists app_public.membership_requests_invited_by_name(app_public.membership_requests);
drop trigger if exists _500_notify on app_public.membership_requests;
drop function if exists app_private.tg_membership_requests__notify();
alter table app_public.notifications drop column if exists membership_request_id;
drop table if exists app_public.membership_requests;
drop table if exists app_private.sign_in_failures;
drop table if exists app_private.used_id_tokens;

alter type app_public.notification_type add value if not exists 'MEMBERSHIP_REQUESTED';

create table app_public.membership_requests (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  user_id uuid not null references app_public.users (id) on delete cascade,
  role_name text not null references app_public.roles (name),
  invited_by_user_id uuid references app_public.users (id) on delete set null,
  -- What the inviting admin typed: the pending entry in their user list shows this, never the
  -- person's own profile (which they may not see before the person accepts).
  invited_email citext not null,
  invited_name text not null,
  state text not null default 'PENDING' check (state in ('PENDING', 'ACCEPTED', 'DECLINED')),
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create unique index membership_requests_one_pending_idx on app_public.membership_requests (client_company_id, user_id)
  where state = 'PENDING';
create index membership_requests_user_idx on app_public.membership_requests (user_id);
create index membership_requests_role_idx on app_public.membership_requests (role_name);
create index membership_requests_invited_by_idx on app_public.membership_requests (invited_by_user_id);
alter table app_public.membership_requests enable row level security;
-- The invited person sees their own requests; the company's admins (and super admins) see the
-- requests of their company.
create policy select_own_or_admin on app_public.membership_requests for select using (
  user_id = app_hidden.current_user_id() or app_hidden.has_admin_access(client_company_id)
);
grant select on app_public.membership_requests to app_user;
comment on table app_public.membership_requests is E'@behavior -insert -update -delete\nAn invitation of a person who has an account already into a company: a membership only once they accept.';
comment on column app_public.membership_requests.invited_email is 'The address the inviting admin entered.';
comment on column app_public.membership_requests.invited_name is 'The name the inviting admin entered.';
comment on column app_public.membership_requests.state is 'PENDING until the person accepts (ACCEPTED) or declines (DECLINED).';
comment on constraint membership_requests_user_id_fkey on app_public.membership_requests is E'@fieldName user\n@foreignFieldName membershipRequests';
comment on constraint membership_requests_client_company_id_fkey on app_public.membership_requests is E'@fieldName clientCompany\n@foreignFieldName membershipRequests';

-- Names the invited person may read before they belong to the company (the company and the
-- admin who invited them): only about a request the caller may see.
create function app_public.membership_requests_company_name(r app_public.membership_requests) returns text as $$
  select coalesce(c.brand_name, c.name) from app_public.client_companies c
  where c.id = r.client_company_id
    and exists (select 1 from app_public.membership_requests m
                where m.id = r.id and m.client_company_id = r.client_company_id
                  and (m.user_id = app_hidden.current_user_id() or app_hidden.has_admin_access(m.client_company_id)));
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.membership_requests_company_name(app_public.membership_requests) is 'The name of the company the person is invited into.';
create function app_public.membership_requests_invited_by_name(r app_public.membership_requests) returns text as $$
  select nullif(concat_ws(' ', u.first_name, u.last_name), '') from app_public.users u
  where u.id = r.invited_by_user_id
    and exists (select 1 from app_public.membership_requests m
                where m.id = r.id and m.invited_by_user_id = r.invited_by_user_id
                  and (m.user_id = app_hidden.current_user_id() or app_hidden.has_admin_access(m.client_company_id)));
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.membership_requests_invited_by_name(app_public.membership_requests) is 'Who sent the invitation.';
grant execute on function app_public.membership_requests_company_name(app_public.membership_requests) to app_user;
grant execute on function app_public.membership_requests_invited_by_name(app_public.membership_requests) to app_user;

alter table app_public.notifications
  add column membership_request_id uuid references app_public.membership_requests (id) on delete cascade;
create index notifications_membership_request_idx on app_public.notifications (membership_request_id);
comment on column app_public.notifications.membership_request_id is 'The membership request a MEMBERSHIP_REQUESTED notification asks about.';
comment on constraint notifications_membership_request_id_fkey on app_public.notifications is E'@fieldName membershipRequest\n@foreignFieldName notifications';

-- A new request tells the invited person (in the bell, and live).
create function app_private.tg_membership_requests__notify() returns trigger as $$
begin
  if new.state <> 'PENDING' then return null; end if;
  insert into app_public.notifications (user_id, client_company_id, type, membership_request_id, actor_user_id)
  values (new.user_id, new.client_company_id, 'MEMBERSHIP_REQUESTED'::text::app_public.notification_type, new.id,
          new.invited_by_user_id);
  perform pg_notify('notification:' || new.user_id::text, json_build_object('type', 'MEMBERSHIP_REQUESTED')::text);
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _500_notify after insert on app_public.membership_requests
  for each row execute procedure app_private.tg_membership_requests__notify();

-- Accepting makes the membership (with the role of the request) and opens the company after
-- the next sign-in unless the person has a default already. Also used when a new person sets
-- their first password through the company's invitation link.
create function app_private.accept_membership_request(request_id uuid, accepting_user_id uuid)
returns app_public.membership_requests as $$
declare
  r app_public.membership_requests;
begin
  update app_public.membership_requests set state = 'ACCEPTED', decided_at = now()
  where id = request_id and user_id = accepting_user_id and state = 'PENDING'
  returning * into r;
  if r.id is null then return null; end if;
  insert into app_public.client_company_users (user_id, client_company_id, role_name)
  values (r.user_id, r.client_company_id, r.role_name)
  on conflict (client_company_id, user_id) do nothing;
  insert into app_public.user_defaults (user_id, client_company_id) values (r.user_id, r.client_company_id)
  on conflict (user_id) do update set client_company_id = excluded.client_company_id
  where user_defaults.client_company_id is null;
  update app_public.notifications set read_at = now() where membership_request_id = r.id and read_at is null;
  return r;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

create function app_public.accept_membership_request(membership_request_row_id uuid)
returns app_public.membership_requests as $$
declare
  r app_public.membership_requests;
begin
  r := app_private.accept_membership_request(membership_request_row_id, app_hidden.current_user_id());
  if r.id is null then
    raise exception 'MEMBERSHIP_REQUEST_NOT_FOUND' using errcode = 'P0002';
  end if;
  return r;
end;
$$ language plpgsql volatile strict security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.accept_membership_request(uuid) is 'The signed-in person accepts a pending invitation into a company: from now on they are a member.';

create function app_public.decline_membership_request(membership_request_row_id uuid)
returns app_public.membership_requests as $$
declare
  r app_public.membership_requests;
begin
  update app_public.membership_requests set state = 'DECLINED', decided_at = now()
  where id = membership_request_row_id and user_id = app_hidden.current_user_id() and state = 'PENDING'
  returning * into r;
  if r.id is null then
    raise exception 'MEMBERSHIP_REQUEST_NOT_FOUND' using errcode = 'P0002';
  end if;
  update app_public.notifications set read_at = now() where membership_request_id = r.id and read_at is null;
  return r;
end;
$$ language plpgsql volatile strict security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.decline_membership_request(uuid) is 'The signed-in person declines a pending invitation into a company.';
revoke execute on function app_private.accept_membership_request(uuid, uuid) from public;
revoke execute on function app_public.accept_membership_request(uuid) from public;
revoke execute on function app_public.decline_membership_request(uuid) from public;
grant execute on function app_public.accept_membership_request(uuid) to app_user;
grant execute on function app_public.decline_membership_request(uuid) to app_user;

-- Failed sign-ins at addresses without a password (unknown or not yet set up), by the SHA-256
-- of the lower-cased address: the same lock-out as user_credentials has.
create table app_private.sign_in_failures (
  email_hash bytea primary key,
  failed_attempts integer not null default 0,
  locked_until timestamptz,
  updated_at timestamptz not null default now()
);
comment on table app_private.sign_in_failures is 'Failed sign-ins at addresses without a password, for the same lock-out as real accounts.';

-- ID tokens that opened a session, by the SHA-256 of the token, until they expire.
create table app_private.used_id_tokens (
  token_hash bytea primary key,
  expires_at timestamptz not null
);
create index used_id_tokens_expires_idx on app_private.used_id_tokens (expires_at);
comment on table app_private.used_id_tokens is 'ID tokens already used for a sign-in: each opens one session only.';
