--! Previous: sha1:858be508c2b63dafce54752c7e64e00bab89983e
--! Hash: sha1:272580148fc93e55acbf549bae08ef5c2fea50d6
--! Message: A user's access in a company asks once whether the user is a super admin instead of once per flag, so the shell's access flags cost half as much

-- The access of a user in a company (behind the shell's access flags, current_user_access and the
-- export check) asks once whether the user is a super admin. Without the fence (offset 0) the
-- planner pulls the one-row subquery up and copies its `exists` into each of the seven flags
-- that use it: seven index scans of users per call and seven sub-plans to plan, which made
-- client_company_access_flags (every AppShellQuery) about twice as slow. What it answers stays
-- the same.
create or replace function app_hidden.user_access(company_id uuid, for_user_id uuid) returns setof app_hidden.access as $$
  select
    ccu.id is not null,
    ccu.role_name,
    s.sa or coalesce(r.admin_access, false),
    s.sa or coalesce(r.company_manage_access, false),
    s.sa or coalesce(r.client_company_manage_access, false),
    s.sa or coalesce(r.company_tags_manage_access, false),
    s.sa or coalesce(r.accounting_access, false),
    s.sa or coalesce(r.documents_manage_access, false),
    s.sa or coalesce(r.banking_access, false),
    coalesce(r.verifying_access, false),
    ccu.document_accounting_tab_access
  from (
    -- offset 0: evaluated once per call, not once per flag (see above)
    select exists (
      select 1 from app_public.users u where u.id = user_access.for_user_id and u.type = 'SUPER_ADMIN'
    ) as sa
    offset 0
  ) s
  left join app_public.client_company_users ccu
    on ccu.client_company_id = user_access.company_id and ccu.user_id = user_access.for_user_id
  left join app_public.roles r on r.name = ccu.role_name;
$$ language sql stable;
revoke all on function app_hidden.user_access(uuid, uuid) from public, app_user, app_anonymous;
comment on function app_hidden.user_access(uuid, uuid) is
  'The access flags of a user in one company (one row). Super admins hold every flag except verifying; non-members none. Only for security definer functions about the request''s user.';
