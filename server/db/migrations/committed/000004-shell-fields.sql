--! Previous: sha1:cd5d0d820638d42047960bda910b2080ea137d15
--! Hash: sha1:1378a5b7d7ede4db4131ebed90f44718ad8168e1
--! Message: shell fields

--! Shell fields: who is reviewing a review group (inbox lock), the user's name with company,
--! and how many other sessions the user has open.

drop function if exists app_public.review_groups_locked_for_current_user(app_public.review_groups);
drop function if exists app_public.users_full_name_with_company(app_public.users);
drop function if exists app_public.users_other_sessions_count(app_public.users);

alter table app_public.review_groups
  add column if not exists locked_by_user_id uuid references app_public.users (id) on delete set null,
  add column if not exists locked_at timestamptz;
create index if not exists review_groups_locked_by_user_id_idx on app_public.review_groups (locked_by_user_id);
comment on column app_public.review_groups.locked_by_user_id is E'@behavior -insert -update\nWho is reviewing this group right now (the lock lapses after 15 minutes).';
comment on column app_public.review_groups.locked_at is E'@behavior -insert -update\nWhen the reviewer took the lock.';

create function app_public.review_groups_locked_for_current_user(g app_public.review_groups) returns boolean as $$
  select g.locked_by_user_id is not null
    and g.locked_by_user_id is distinct from app_hidden.current_user_id()
    and g.locked_at > now() - interval '15 minutes';
$$ language sql stable;
comment on function app_public.review_groups_locked_for_current_user(app_public.review_groups) is 'Someone else is reviewing this group (their lock is younger than 15 minutes).';

create function app_public.users_full_name_with_company(u app_public.users) returns text as $$
  select concat_ws(' ', u.first_name, u.last_name)
    || coalesce(' (' || (select coalesce(c.brand_name, c.name) from app_public.client_companies c where c.id = u.client_company_id) || ')', '');
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
-- Security definer: an external user is no member of their home company, yet is shown with its name.
comment on function app_public.users_full_name_with_company(app_public.users) is 'Full name, followed by the home company of an external user, e.g. "Marco Ricci (Müller Haustechnik GmbH)".';

create function app_public.users_other_sessions_count(u app_public.users) returns integer as $$
  select case when u.id = app_hidden.current_user_id() then (
    select count(*)::int from app_private.sessions s
    where s.user_id = u.id and s.expires_at > now()
      and s.id is distinct from app_hidden.current_session_id()
  ) end;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.users_other_sessions_count(app_public.users) is 'Open sessions of the signed-in user besides this one (null for other users).';
