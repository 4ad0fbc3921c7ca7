--! Previous: sha1:c3f685073f151c36c8c027e273d4849676c7b7af
--! Hash: sha1:3ac4335291c717fdba26b825e08252ce7646001d
--! Message: invitations and totp enrolment

--! User invitations (a one-time link to set the first password at the built-in sign-in) and
--! TOTP enrolment state with replay protection (the last accepted time step per user).

drop table if exists app_private.user_invitations;
create table app_private.user_invitations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app_public.users (id) on delete cascade,
  client_company_id uuid references app_public.client_companies (id) on delete cascade,
  token_hash text not null unique,
  created_by_user_id uuid references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index on app_private.user_invitations (user_id);
create index on app_private.user_invitations (client_company_id);
create index on app_private.user_invitations (created_by_user_id);
comment on table app_private.user_invitations is 'One-time links (SHA-256 of the token) with which an invited user sets a first password.';

alter table app_private.user_credentials
  add column if not exists totp_last_counter bigint,
  add column if not exists totp_pending_secret text,
  add column if not exists totp_pending_created_at timestamptz;
comment on column app_private.user_credentials.totp_last_counter is 'The 30-second time step of the last accepted TOTP code: a code is never accepted twice.';
comment on column app_private.user_credentials.totp_pending_secret is 'A TOTP secret being enrolled, until the user confirms it with a code.';
