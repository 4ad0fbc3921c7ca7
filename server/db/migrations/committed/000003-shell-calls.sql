--! Previous: sha1:2b6f3d4821221edf5c2d8a09dd609c0ab944d13f
--! Hash: sha1:cd5d0d820638d42047960bda910b2080ea137d15
--! Message: shell calls

--! Shell calls (spec part 1 §7): filterClientCompanies, upsertUserDefaultClientCompany,
--! updateUserLanguage and updateClientCompanyUser (the demo-mode switch).

drop function if exists app_public.filter_client_companies(text);
drop function if exists app_hidden.contains_pattern(text);
drop function if exists app_public.upsert_user_default_client_company(uuid, uuid);
drop function if exists app_public.update_user_language(uuid, text);
drop function if exists app_public.update_client_company_user(uuid, text);

create function app_hidden.contains_pattern(search_text text) returns text as $$
  -- '!' escapes LIKE's wildcards, so a search for "50%" finds "50%", not everything.
  select '%' || replace(replace(replace(trim(search_text), '!', '!!'), '%', '!%'), '_', '!_') || '%';
$$ language sql immutable;

create function app_public.filter_client_companies(search_text text default null)
returns setof app_public.client_companies as $$
  select c.* from app_public.client_companies c
  where coalesce(trim(search_text), '') = ''
     or coalesce(c.brand_name, c.name) ilike app_hidden.contains_pattern(search_text) escape '!'
     or c.name ilike app_hidden.contains_pattern(search_text) escape '!'
  order by lower(coalesce(c.brand_name, c.name)), c.id;
$$ language sql stable;
comment on function app_public.filter_client_companies(text) is 'Companies the user may open, by brand name or name, for the company picker (cursor-paged).';

create function app_public.upsert_user_default_client_company(user_row_id uuid, client_company_row_id uuid)
returns app_public.user_defaults as $$
declare
  v_default app_public.user_defaults;
begin
  if user_row_id is distinct from app_hidden.current_user_id() then
    raise exception 'You can only change your own default company.' using errcode = '42501';
  end if;
  if not app_hidden.current_user_can_see_company(client_company_row_id) then
    raise exception 'YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST' using errcode = '42501';
  end if;
  insert into app_public.user_defaults (user_id, client_company_id)
    values (user_row_id, client_company_row_id)
    on conflict (user_id) do update set client_company_id = excluded.client_company_id
    returning * into v_default;
  return v_default;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.upsert_user_default_client_company(uuid, uuid) is E'@resultFieldName userDefault\nStores the company the user opens after sign-in (chosen in the company picker).';

create function app_public.update_user_language(row_id uuid, language text) returns app_public.users as $$
declare
  v_user app_public.users;
begin
  if row_id is distinct from app_hidden.current_user_id() then
    raise exception 'You can only change your own language.' using errcode = '42501';
  end if;
  if language is null or language not in ('de', 'en') then
    raise exception 'Unsupported language: use de or en.' using errcode = '22023';
  end if;
  update app_public.users set language = update_user_language.language where id = row_id returning * into v_user;
  return v_user;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.update_user_language(uuid, text) is E'@resultFieldName user\nSwitches the signed-in user''s interface language (de or en).';

create function app_public.update_client_company_user(client_company_row_id uuid, role_name text)
returns app_public.client_company_users as $$
declare
  v_member app_public.client_company_users;
begin
  if role_name is null or role_name not in ('ADMIN', 'COLLABORATION_ONLY') then
    raise exception 'Demo mode switches only between ADMIN and COLLABORATION_ONLY.' using errcode = '22023';
  end if;
  if not coalesce((
    select app_public.client_companies_current_user_can_switch_demo_mode(c)
    from app_public.client_companies c where c.id = client_company_row_id
  ), false) then
    raise exception 'Demo mode is only available to administrators of a demo company.' using errcode = '42501';
  end if;
  update app_public.client_company_users ccu set role_name = update_client_company_user.role_name
    where ccu.client_company_id = client_company_row_id and ccu.user_id = app_hidden.current_user_id()
    returning * into v_member;
  return v_member;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.update_client_company_user(uuid, text) is E'@resultFieldName clientCompanyUser\nThe demo-mode switch: the signed-in user''s own role in a DEMO company, ADMIN (full view) or COLLABORATION_ONLY (simple).';
