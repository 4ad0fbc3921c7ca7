--! Previous: sha1:1378a5b7d7ede4db4131ebed90f44718ad8168e1
--! Hash: sha1:e3b311674e458a4a18684db79e29ae1b693d7087
--! Message: identity
--! Identity: credentials for the built-in sign-in (argon2id, TOTP, lock-out), the OpenID

--! provider's storage, and the activity log of sign-ins and sign-outs.

drop table if exists app_public.user_activities;
drop type if exists app_public.user_activity_kind;
drop table if exists app_private.oidc_payloads;
drop table if exists app_private.user_credentials;

create table app_private.user_credentials (
  user_id uuid primary key references app_public.users (id) on delete cascade,
  password_hash text not null,
  totp_secret text,
  failed_attempts integer not null default 0 check (failed_attempts >= 0),
  locked_until timestamptz,
  password_changed_at timestamptz not null default now()
);
comment on table app_private.user_credentials is 'Password (argon2id hash), optional TOTP secret and lock-out state of the built-in sign-in.';

create table app_private.oidc_payloads (
  id text not null,
  type text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (type, id)
);
create index on app_private.oidc_payloads (grant_id);
create index on app_private.oidc_payloads (uid);
create index on app_private.oidc_payloads (user_code);
create index on app_private.oidc_payloads (expires_at);
comment on table app_private.oidc_payloads is 'Storage of the built-in OpenID Connect provider (oidc-provider adapter): sessions, grants, codes, interactions.';

create type app_public.user_activity_kind as enum ('LOGIN', 'LOGOUT');

create table app_public.user_activities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app_public.users (id) on delete cascade,
  client_company_id uuid references app_public.client_companies (id) on delete set null,
  kind app_public.user_activity_kind not null,
  created_at timestamptz not null default now()
);
create index on app_public.user_activities (user_id, created_at desc);
create index on app_public.user_activities (client_company_id);
comment on table app_public.user_activities is E'@behavior -insert -update -delete\nSign-ins and sign-outs (PUT /api/activity/login|logout); impersonated sessions are not recorded.';

alter table app_public.user_activities enable row level security;
create policy select_own on app_public.user_activities for select using (
  user_id = (select app_hidden.current_user_id()) or (select app_hidden.current_user_is_super_admin())
);
grant select on app_public.user_activities to app_user;
