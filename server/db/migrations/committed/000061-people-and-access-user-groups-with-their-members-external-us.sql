--! Previous: sha1:a08e92a4ef16a7c90b77d96cf0415b1597eb700a
--! Hash: sha1:5701e014c5ff7a39d939e594542014f80561b56d
--! Message: People and access: user groups with their members, external users and revoking their shares, admins edit other users, super admins switch the assistant chat per user

-- People and access of a company (spec part 1 §2.10, §3, §5 "User form", §6; part 2 settings
-- {company}/company/users): user groups with their members, the external users a company's
-- documents are shared with (and revoking their shares), editing another user, and the super
-- admin's assistant-chat switch per user.

drop function if exists app_public.create_user_group(uuid, text, uuid[]);
drop function if exists app_public.update_user_group(uuid, text, uuid[]);
drop function if exists app_public.delete_user_group(uuid);
drop function if exists app_hidden.set_user_group_members(app_public.user_groups, uuid[]);
drop function if exists app_hidden.user_group_refusal(uuid);
drop function if exists app_public.client_companies_user_groups_list(app_public.client_companies, text);
drop function if exists app_public.user_groups_users(app_public.user_groups);
drop function if exists app_public.client_companies_external_users_list(app_public.client_companies, text);
drop function if exists app_public.users_document_shares_in(app_public.users, uuid);
drop function if exists app_public.revoke_user_document_shares(uuid, uuid);
drop function if exists app_public.set_user_feature_active(uuid, uuid, boolean);
drop function if exists app_public.comments_author_deleted(app_public.comments);
drop function if exists app_public.users_current_user_can_edit(app_public.users);
drop function if exists app_public.users_current_user_can_delete(app_public.users);
drop function if exists app_public.users_current_user_can_set_assistant_chat(app_public.users, uuid);
drop policy if exists update_managed on app_public.users;
drop trigger if exists _200_own_preferences on app_public.users;
drop function if exists app_private.tg_users__own_preferences();
drop function if exists app_hidden.current_user_can_manage_user(uuid);
drop table if exists app_public.user_group_members;
drop table if exists app_public.user_groups;

--------------------------------------------------------------------------------
-- User groups: named sets of a company's members (approvals and rules address a group).

create table app_public.user_groups (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  name text not null constraint user_groups_name_length check (length(btrim(name)) between 1 and 100 and name = btrim(name)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_groups_company_id_key unique (client_company_id, id)
);
-- One name per company, whatever its case ("Einkauf" and "einkauf" are the same group).
create unique index user_groups_company_name_key on app_public.user_groups (client_company_id, lower(name));
create trigger _100_timestamps before insert or update on app_public.user_groups
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.user_groups is E'@behavior -insert -update -delete\nA group of a company''s members (e.g. "Einkauf"), addressed as one by approval requests and rules. Managed by admins with the userGroup feature through createUserGroup, updateUserGroup and deleteUserGroup.';
comment on constraint user_groups_client_company_id_fkey on app_public.user_groups is E'@fieldName clientCompany\n@foreignFieldName userGroups';
comment on constraint user_groups_company_id_key on app_public.user_groups is E'@behavior -single -update -delete';

-- A member of a group is a member of the group's company: the foreign key onto the company's
-- memberships says so, and ending the membership (or deleting the user) leaves the group too.
create table app_public.user_group_members (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  user_group_id uuid not null,
  user_id uuid not null references app_public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint user_group_members_user_group_id_fkey foreign key (client_company_id, user_group_id)
    references app_public.user_groups (client_company_id, id) on delete cascade,
  constraint user_group_members_company_member_fkey foreign key (client_company_id, user_id)
    references app_public.client_company_users (client_company_id, user_id) on delete cascade,
  constraint user_group_members_group_user_key unique (user_group_id, user_id)
);
create index user_group_members_company_group_idx on app_public.user_group_members (client_company_id, user_group_id);
create index user_group_members_company_user_idx on app_public.user_group_members (client_company_id, user_id);
create index user_group_members_user_idx on app_public.user_group_members (user_id);
comment on table app_public.user_group_members is E'@behavior -insert -update -delete\nA member of a user group: always a member of the group''s company.';
comment on constraint user_group_members_user_group_id_fkey on app_public.user_group_members is E'@fieldName userGroup\n@foreignFieldName members';
comment on constraint user_group_members_user_id_fkey on app_public.user_group_members is E'@fieldName user\n@foreignFieldName userGroupMemberships';
comment on constraint user_group_members_company_member_fkey on app_public.user_group_members is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint user_group_members_group_user_key on app_public.user_group_members is E'@behavior -single -update -delete';

alter table app_public.user_groups enable row level security;
alter table app_public.user_group_members enable row level security;

-- Every member of the company reads its groups (an approval names one); admins with the
-- feature change them.
create policy select_member on app_public.user_groups for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
);
create policy insert_admin on app_public.user_groups for insert
  with check (app_hidden.has_admin_access(client_company_id)
              and app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = client_company_id), 'USER_GROUP'));
create policy update_admin on app_public.user_groups for update
  using (app_hidden.has_admin_access(client_company_id))
  with check (app_hidden.has_admin_access(client_company_id)
              and app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = client_company_id), 'USER_GROUP'));
create policy delete_admin on app_public.user_groups for delete
  using (app_hidden.has_admin_access(client_company_id)
         and app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = client_company_id), 'USER_GROUP'));

create policy select_member on app_public.user_group_members for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
);
create policy insert_admin on app_public.user_group_members for insert
  with check (app_hidden.has_admin_access(client_company_id)
              and app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = client_company_id), 'USER_GROUP'));
create policy delete_admin on app_public.user_group_members for delete
  using (app_hidden.has_admin_access(client_company_id)
         and app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = client_company_id), 'USER_GROUP'));

grant select on app_public.user_groups to app_user;
grant insert (client_company_id, name) on app_public.user_groups to app_user;
grant update (name) on app_public.user_groups to app_user;
grant delete on app_public.user_groups to app_user;
grant select on app_public.user_group_members to app_user;
grant insert (client_company_id, user_group_id, user_id) on app_public.user_group_members to app_user;
grant delete on app_public.user_group_members to app_user;

create function app_public.user_groups_users(g app_public.user_groups) returns setof app_public.users as $$
  select u.* from app_public.user_group_members m
  join app_public.users u on u.id = m.user_id
  where m.client_company_id = g.client_company_id and m.user_group_id = g.id
  order by u.first_name, u.last_name, u.id;
$$ language sql stable;
comment on function app_public.user_groups_users(app_public.user_groups) is 'The group''s members, by name.';

create function app_public.client_companies_user_groups_list(c app_public.client_companies, search_text text default null)
returns setof app_public.user_groups as $$
  select g.* from app_public.user_groups g
  where g.client_company_id = c.id
    and (coalesce(btrim(search_text), '') = ''
         or g.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or exists (select 1 from app_public.user_group_members m join app_public.users u on u.id = m.user_id
                    where m.client_company_id = g.client_company_id and m.user_group_id = g.id
                      and (concat_ws(' ', u.first_name, u.last_name) ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
                           or u.email::text ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')))
  order by lower(g.name), g.id;
$$ language sql stable;
comment on function app_public.client_companies_user_groups_list(app_public.client_companies, text) is
  'The user groups of the settings list, by name, matching the search in the name or a member''s name or e-mail.';

-- Refusals before the policies would: clear codes for the form.
create function app_hidden.user_group_refusal(company_id uuid) returns void as $$
begin
  if not app_hidden.has_admin_access(company_id) then
    raise exception 'USER_GROUPS_FORBIDDEN' using errcode = '42501';
  end if;
  if not app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = company_id), 'USER_GROUP') then
    raise exception 'USER_GROUP_FEATURE_OFF' using errcode = '42501';
  end if;
end;
$$ language plpgsql stable;

-- Makes the group's members exactly the given users (each a member of the group's company).
create function app_hidden.set_user_group_members(g app_public.user_groups, member_user_row_ids uuid[]) returns void as $$
begin
  if cardinality(member_user_row_ids) > 1000 then
    raise exception 'USER_GROUP_TOO_MANY_MEMBERS' using errcode = '22023', column = 'memberUserRowIds';
  end if;
  if exists (select 1 from unnest(coalesce(member_user_row_ids, '{}')) x(user_id)
             where x.user_id is null or not exists (select 1 from app_public.client_company_users ccu
                               where ccu.client_company_id = g.client_company_id and ccu.user_id = x.user_id)) then
    raise exception 'USER_GROUP_MEMBER_NOT_IN_COMPANY' using errcode = '22023', column = 'memberUserRowIds';
  end if;
  delete from app_public.user_group_members m
  where m.client_company_id = g.client_company_id and m.user_group_id = g.id
    and not (m.user_id = any (coalesce(member_user_row_ids, '{}')));
  insert into app_public.user_group_members (client_company_id, user_group_id, user_id)
  select distinct g.client_company_id, g.id, x.user_id from unnest(coalesce(member_user_row_ids, '{}')) x(user_id)
  on conflict (user_group_id, user_id) do nothing;
end;
$$ language plpgsql volatile;

-- These run as the caller: the policies above decide, the checks only word the refusal.
create function app_public.create_user_group(client_company_row_id uuid, name text, member_user_row_ids uuid[] default '{}')
returns app_public.user_groups as $$
declare
  g app_public.user_groups;
begin
  if not app_hidden.current_user_can_see_company(client_company_row_id) then
    raise exception 'YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST' using errcode = 'P0002';
  end if;
  perform app_hidden.user_group_refusal(client_company_row_id);
  insert into app_public.user_groups (client_company_id, name) values (client_company_row_id, btrim(create_user_group.name))
  returning * into g;
  perform app_hidden.set_user_group_members(g, member_user_row_ids);
  return g;
end;
$$ language plpgsql volatile;
comment on function app_public.create_user_group(uuid, text, uuid[]) is
  'Creates a user group with its members (admins, userGroup feature). Refusals: USER_GROUPS_FORBIDDEN, USER_GROUP_FEATURE_OFF, USER_GROUP_MEMBER_NOT_IN_COMPANY, a name taken (user_groups_company_name_key) or empty (user_groups_name_length).';

create function app_public.update_user_group(user_group_row_id uuid, name text, member_user_row_ids uuid[])
returns app_public.user_groups as $$
declare
  g app_public.user_groups;
begin
  select * into g from app_public.user_groups where id = user_group_row_id;
  if g.id is null then
    raise exception 'USER_GROUP_NOT_FOUND' using errcode = 'P0002';
  end if;
  perform app_hidden.user_group_refusal(g.client_company_id);
  update app_public.user_groups set name = btrim(update_user_group.name) where id = g.id returning * into g;
  perform app_hidden.set_user_group_members(g, member_user_row_ids);
  return g;
end;
$$ language plpgsql volatile;
comment on function app_public.update_user_group(uuid, text, uuid[]) is
  'Renames a user group and makes its members exactly the given users (admins, userGroup feature). Refusals as createUserGroup, and USER_GROUP_NOT_FOUND.';

create function app_public.delete_user_group(user_group_row_id uuid) returns uuid as $$
declare
  g app_public.user_groups;
begin
  select * into g from app_public.user_groups where id = user_group_row_id;
  if g.id is null then
    raise exception 'USER_GROUP_NOT_FOUND' using errcode = 'P0002';
  end if;
  perform app_hidden.user_group_refusal(g.client_company_id);
  delete from app_public.user_groups where id = g.id;
  return g.id;
end;
$$ language plpgsql volatile;
comment on function app_public.delete_user_group(uuid) is 'Deletes a user group (its members stay members of the company). Refusals: USER_GROUP_NOT_FOUND, USER_GROUPS_FORBIDDEN, USER_GROUP_FEATURE_OFF.';

--------------------------------------------------------------------------------
-- External users: the people outside the company (and public links) its documents are shared
-- with. Admins see who has which document and revoke one share or all of a person's shares
-- (revokeDocumentShare: row-level security closes the document at once, on every open page
-- and socket of theirs, since every request asks again).

create function app_public.client_companies_external_users_list(c app_public.client_companies, search_text text default null)
returns setof app_public.users as $$
  select u.* from app_public.users u
  where (app_hidden.current_user_access(c.id)).admin
    and u.type = 'EXTERNAL'
    and exists (select 1 from app_public.document_shares s where s.client_company_id = c.id and s.user_id = u.id)
    and (coalesce(btrim(search_text), '') = ''
         or concat_ws(' ', u.first_name, u.last_name) ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or (not u.is_external_public_link and u.email::text ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'))
  order by u.is_external_public_link, lower(concat_ws(' ', u.first_name, u.last_name)), u.id;
$$ language sql stable;
comment on function app_public.client_companies_external_users_list(app_public.client_companies, text) is
  'The external users (people outside the company and public links) the company''s documents are shared with, for its admins: people by name, then public links; matching the search in name or e-mail.';

create function app_public.users_document_shares_in(u app_public.users, client_company_row_id uuid) returns setof app_public.document_shares as $$
  select s.* from app_public.document_shares s
  where s.client_company_id = client_company_row_id and s.user_id = u.id
  order by s.created_at desc, s.id;
$$ language sql stable;
comment on function app_public.users_document_shares_in(app_public.users, uuid) is 'The documents of one company shared with this user (newest share first), as far as the viewer sees the shares.';

create function app_public.revoke_user_document_shares(client_company_row_id uuid, user_row_id uuid) returns integer as $$
declare
  s record;
  n integer := 0;
begin
  if not app_hidden.current_user_can_see_company(client_company_row_id) then
    raise exception 'YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST' using errcode = 'P0002';
  end if;
  if not app_hidden.has_admin_access(client_company_row_id) then
    raise exception 'EXTERNAL_USERS_FORBIDDEN' using errcode = '42501';
  end if;
  for s in select id from app_public.document_shares
           where client_company_id = client_company_row_id and user_id = user_row_id order by created_at, id loop
    perform app_public.revoke_document_share(s.id);
    n := n + 1;
  end loop;
  return n;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.revoke_user_document_shares(uuid, uuid) is
  'Revokes every share of the company''s documents with this user (admins), each as revokeDocumentShare does (history entry, access closed at once); returns how many.';

--------------------------------------------------------------------------------
-- Editing another user (spec §2.10, userByRowId): super admins edit anyone; a company's admins
-- edit its members and the external users its documents are shared with, never a super admin.

create function app_hidden.current_user_can_manage_user(target_user_id uuid) returns boolean as $$
  select app_hidden.current_user_is_super_admin()
    or (
      not exists (select 1 from app_public.users t where t.id = target_user_id and t.type = 'SUPER_ADMIN')
      and (
        exists (select 1 from app_public.client_company_users ccu
                where ccu.user_id = target_user_id and app_hidden.has_admin_access(ccu.client_company_id))
        or exists (select 1 from app_public.document_shares s join app_public.users t on t.id = s.user_id and t.type = 'EXTERNAL'
                   where s.user_id = target_user_id and app_hidden.has_admin_access(s.client_company_id))));
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_can_manage_user(uuid) is 'Whether the request''s user may edit that user: a super admin, or an admin of a company the user belongs to or (external users) has shared documents of; never another''s super admin.';

create policy update_managed on app_public.users for update
  using ((select app_hidden.current_user_id()) <> id and app_hidden.current_user_can_manage_user(id))
  with check (app_hidden.current_user_can_manage_user(id));

-- Someone else's dashboard and push preferences are their own: an admin edits the name,
-- language and notifications only.
create function app_private.tg_users__own_preferences() returns trigger as $$
begin
  if new.id is distinct from app_hidden.current_user_id() and app_hidden.current_user_id() is not null
     and current_user in ('app_user', 'app_anonymous')
     and (new.dashboard_all_clients is distinct from old.dashboard_all_clients
          or new.dashboard_only_todo is distinct from old.dashboard_only_todo
          or new.disable_document_workflow_push is distinct from old.disable_document_workflow_push) then
    raise exception 'USER_PREFERENCES_OWN_ONLY' using errcode = '42501';
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _200_own_preferences before update on app_public.users
  for each row execute procedure app_private.tg_users__own_preferences();

create function app_public.users_current_user_can_edit(u app_public.users) returns boolean as $$
  select u.id = app_hidden.current_user_id() or app_hidden.current_user_can_manage_user(u.id);
$$ language sql stable;
comment on function app_public.users_current_user_can_edit(app_public.users) is E'@notNull\nWhether the signed-in user may edit this user''s name, language and notifications.';

create function app_public.users_current_user_can_delete(u app_public.users) returns boolean as $$
  select app_hidden.current_user_is_super_admin() and u.id <> app_hidden.current_user_id();
$$ language sql stable;
comment on function app_public.users_current_user_can_delete(app_public.users) is E'@notNull\nWhether the signed-in user may delete this user (super admins, never themselves).';

--------------------------------------------------------------------------------
-- The assistant chat per user (setUserFeatureActive): super admins switch it for a standard
-- user of a company that has the assistant chat.

create function app_public.users_current_user_can_set_assistant_chat(u app_public.users, client_company_row_id uuid) returns boolean as $$
  select app_hidden.current_user_is_super_admin() and u.type = 'STANDARD'
    and app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = client_company_row_id), 'ASSISTANT_CHAT');
$$ language sql stable;
comment on function app_public.users_current_user_can_set_assistant_chat(app_public.users, uuid) is E'@notNull\nWhether the signed-in user may switch the assistant chat for this user in that company (a super admin, a standard user, the company has the assistant chat).';

create function app_public.set_user_feature_active(feature_row_id uuid, user_row_id uuid, active boolean) returns app_public.users as $$
declare
  f app_public.features;
  u app_public.users;
begin
  if not app_hidden.current_user_is_super_admin() then
    raise exception 'USER_FEATURE_SUPER_ADMIN_ONLY' using errcode = '42501';
  end if;
  select * into f from app_public.features where id = feature_row_id and scope = 'USER' and name = 'ASSISTANT_CHAT';
  if f.id is null then
    raise exception 'USER_FEATURE_NOT_FOUND' using errcode = '22023', column = 'featureRowId';
  end if;
  select * into u from app_public.users where id = user_row_id;
  if u.id is null then
    raise exception 'USER_NOT_FOUND' using errcode = 'P0002';
  end if;
  if u.type <> 'STANDARD' then
    raise exception 'USER_FEATURE_STANDARD_USERS_ONLY' using errcode = '22023', column = 'userRowId';
  end if;
  if coalesce(active, false) and not exists (
       select 1 from app_public.client_company_users ccu
       join app_public.client_companies c on c.id = ccu.client_company_id
       where ccu.user_id = u.id and app_public.client_companies_feature_active(c, 'ASSISTANT_CHAT')) then
    raise exception 'USER_FEATURE_NOT_IN_COMPANY' using errcode = '22023', column = 'active';
  end if;
  insert into app_public.user_features (user_id, feature_id, active) values (u.id, f.id, coalesce(active, false))
  on conflict (user_id, feature_id) do update set active = excluded.active;
  return u;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.set_user_feature_active(uuid, uuid, boolean) is
  'Switches the assistant chat (a user feature) on or off for a standard user (super admins; switching on needs a company of theirs with the assistant chat). Refusals: USER_FEATURE_SUPER_ADMIN_ONLY, USER_FEATURE_NOT_FOUND, USER_NOT_FOUND, USER_FEATURE_STANDARD_USERS_ONLY, USER_FEATURE_NOT_IN_COMPANY.';

--------------------------------------------------------------------------------
-- A deleted user's comments stay (their author set to null by the foreign key): the thread
-- says "deleted user" rather than an unknown person. Every comment is written with its author.

create function app_public.comments_author_deleted(c app_public.comments) returns boolean as $$
  select c.commented_by_user_id is null;
$$ language sql stable;
comment on function app_public.comments_author_deleted(app_public.comments) is E'@notNull\nThe comment''s author has been deleted (the comment stays).';
