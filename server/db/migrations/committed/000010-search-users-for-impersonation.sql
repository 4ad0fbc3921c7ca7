--! Previous: sha1:3ac4335291c717fdba26b825e08252ce7646001d
--! Hash: sha1:9e11dc91dcd76c35ca4cc3304217f52e6368c732
--! Message: search users for impersonation

--! searchUsers: the typeahead of "Sign in as another user" (super admins only).

drop function if exists app_public.search_users(text);

create function app_public.search_users(search text default null) returns setof app_public.users as $$
  select u.* from app_public.users u
  where app_hidden.current_user_is_super_admin()
    and (coalesce(trim(search), '') = ''
      or concat_ws(' ', u.first_name, u.last_name) ilike app_hidden.contains_pattern(search) escape '!'
      or u.email ilike app_hidden.contains_pattern(search) escape '!')
  order by lower(concat_ws(' ', u.first_name, u.last_name)), u.id;
$$ language sql stable;
comment on function app_public.search_users(text) is 'Super admins only (empty for everyone else): users whose name or e-mail contains the search text, for impersonation.';
