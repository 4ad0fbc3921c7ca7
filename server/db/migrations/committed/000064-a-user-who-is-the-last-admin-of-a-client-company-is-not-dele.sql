--! Previous: sha1:ad708053504681ce605f5115b5d1267530ca80ab
--! Hash: sha1:6a49cf5d20a18a3f8f8ae38a1f627e4d3886192e
--! Message: A user who is the last admin of a client company is not deleted; someone else becomes admin first

drop trigger if exists _150_keep_company_admins on app_public.users;
drop function if exists app_private.tg_users__keep_company_admins();

-- A user who is the last admin of a client company is not deleted: the company would be left
-- without anyone who can manage its members (the same rule the members' own trigger keeps for
-- demotions and removals, LAST_ADMIN). Someone else becomes admin first.
create function app_private.tg_users__keep_company_admins() returns trigger as $$
declare
  v_company text;
begin
  select coalesce(c.brand_name, c.name) into v_company
  from app_public.client_company_users m
  join app_public.roles r on r.name = m.role_name and r.admin_access
  join app_public.client_companies c on c.id = m.client_company_id
  where m.user_id = old.id
    and not exists (
      select 1 from app_public.client_company_users other
      join app_public.roles r2 on r2.name = other.role_name and r2.admin_access
      where other.client_company_id = m.client_company_id and other.user_id <> old.id
    )
  order by c.name
  limit 1;
  if v_company is not null then
    raise exception using errcode = 'P0001', message = 'USER_IS_LAST_ADMIN', detail = v_company;
  end if;
  return old;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;

create trigger _150_keep_company_admins before delete on app_public.users
  for each row execute procedure app_private.tg_users__keep_company_admins();
