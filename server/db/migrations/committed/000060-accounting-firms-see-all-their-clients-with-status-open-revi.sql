--! Previous: sha1:9db5546c2f4c788a6b5244cd94e2d7a1efb3a748
--! Hash: sha1:a08e92a4ef16a7c90b77d96cf0415b1597eb700a
--! Message: Accounting firms see all their clients with status, open review groups, approval requests and block state, and may block a client or lift its block

--! The accounting firm's view of its clients (spec part 2 "Settings": the client company list
--! and details for provider staff) and blocking a client.

drop function if exists app_public.lift_client_company_block(uuid);
drop function if exists app_public.set_client_company_block(uuid, text, timestamptz);
drop function if exists app_public.provider_client_company(uuid);
drop function if exists app_public.provider_client_companies(text);
drop function if exists app_public.current_user_is_provider_staff();
drop function if exists app_hidden.provider_client_company_of(app_public.client_companies);
drop function if exists app_hidden.current_user_sees_as_provider(uuid);
drop function if exists app_hidden.current_user_may_block(uuid);
drop function if exists app_hidden.current_user_provider_firm_ids();
drop type if exists app_public.provider_client_company;
drop type if exists app_public.client_company_block_state;

--------------------------------------------------------------------------------
-- Who is provider staff: a member of an accounting firm (a company other companies name as
-- their accounting_company) whose role there grants client-company-manage access (ADMIN,
-- ACCOUNTANT). Staff see the firm's clients in this overview, even the ones they are no member
-- of; opening a client's own pages still needs membership (or super admin).

create function app_hidden.current_user_provider_firm_ids() returns setof uuid as $$
  select ccu.client_company_id
  from app_public.client_company_users ccu
  join app_public.roles r on r.name = ccu.role_name
  where ccu.user_id = app_hidden.current_user_id() and r.client_company_manage_access;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_provider_firm_ids() is 'Companies in which the request''s user holds client-company-manage access: the accounting firms whose clients they see as staff.';

create function app_hidden.current_user_sees_as_provider(company_id uuid) returns boolean as $$
  select app_hidden.current_user_is_super_admin() or exists (
    select 1 from app_public.client_companies c
    where c.id = company_id
      and c.accounting_company_client_company_id in (select app_hidden.current_user_provider_firm_ids())
  );
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_sees_as_provider(uuid) is 'The request''s user sees this company in the client overview: super admin, or staff of its accounting firm.';

create function app_hidden.current_user_may_block(company_id uuid) returns boolean as $$
  select app_hidden.current_user_is_super_admin() or exists (
    select 1 from app_public.client_companies c
    join app_public.client_company_users ccu
      on ccu.client_company_id = c.accounting_company_client_company_id and ccu.user_id = app_hidden.current_user_id()
    join app_public.roles r on r.name = ccu.role_name
    where c.id = company_id and c.accounting_company_client_company_id <> c.id and r.admin_access
  );
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_may_block(uuid) is 'Super admins and admins of the company''s accounting firm may block it or lift its block (never the firm itself).';

create function app_public.current_user_is_provider_staff() returns boolean as $$
  select app_hidden.current_user_is_super_admin() or exists (
    select 1 from app_public.client_companies c
    where c.accounting_company_client_company_id in (select app_hidden.current_user_provider_firm_ids())
  );
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.current_user_is_provider_staff() is E'@notNull\nThe signed-in user may open the client overview (settings › clients): a super admin, or staff of an accounting firm with clients.';

--------------------------------------------------------------------------------
-- One client as the overview shows it

create type app_public.client_company_block_state as enum ('NONE', 'SCHEDULED', 'ACTIVE');
comment on type app_public.client_company_block_state is 'NONE: not blocked; SCHEDULED: a block starts at startsAt; ACTIVE: blocked since startsAt.';

create type app_public.provider_client_company as (
  id uuid,
  name text,
  legal_name text,
  status app_public.client_company_status,
  accounting_firm_id uuid,
  accounting_firm_name text,
  billed_company_name text,
  accounting_system text,
  accounting_system_client_no integer,
  contract_start_date date,
  open_review_group_count integer,
  open_approval_request_count integer,
  block_state app_public.client_company_block_state,
  block_starts_at timestamptz,
  block_reason text,
  last_document_import_at timestamptz,
  member_count integer,
  documents_this_month integer,
  current_user_is_member boolean,
  current_user_has_company_manage_access boolean,
  current_user_has_accounting_access boolean,
  current_user_can_block boolean
);
comment on type app_public.provider_client_company is 'A client company as its accounting firm''s staff see it in the client overview.';
comment on column app_public.provider_client_company.id is E'@notNull\nThe client company''s row id.';
comment on column app_public.provider_client_company.name is E'@notNull\nBrand name if set, else the legal name.';
comment on column app_public.provider_client_company.legal_name is E'@notNull\nThe legal name.';
comment on column app_public.provider_client_company.status is E'@notNull';
comment on column app_public.provider_client_company.accounting_system_client_no is 'The client number in the accounting system (DATEV Mandantennummer).';
comment on column app_public.provider_client_company.open_review_group_count is E'@notNull\nReview groups with documents that nobody else is reviewing right now (as the inbox badge counts).';
comment on column app_public.provider_client_company.open_approval_request_count is E'@notNull\nApproval requests waiting for a decision.';
comment on column app_public.provider_client_company.block_state is E'@notNull';
comment on column app_public.provider_client_company.last_document_import_at is 'When the newest document came in.';
comment on column app_public.provider_client_company.member_count is E'@notNull\nPeople with access to the company.';
comment on column app_public.provider_client_company.documents_this_month is E'@notNull\nDocuments imported since the start of this month (Europe/Berlin).';
comment on column app_public.provider_client_company.current_user_is_member is E'@notNull\nThe signed-in user may open the company (member or super admin).';
comment on column app_public.provider_client_company.current_user_has_company_manage_access is E'@notNull\nThe company settings open for the signed-in user.';
comment on column app_public.provider_client_company.current_user_has_accounting_access is E'@notNull\nThe accounting settings open for the signed-in user.';
comment on column app_public.provider_client_company.current_user_can_block is E'@notNull\nThe signed-in user may block the company or lift its block.';

-- Only ever called for a company the caller sees as provider (the callers check).
create function app_hidden.provider_client_company_of(c app_public.client_companies)
returns app_public.provider_client_company as $$
  select
    c.id,
    coalesce(c.brand_name, c.name),
    c.name,
    c.status,
    c.accounting_company_client_company_id,
    (select coalesce(f.brand_name, f.name) from app_public.client_companies f where f.id = c.accounting_company_client_company_id),
    (select coalesce(b.brand_name, b.name) from app_public.client_companies b
      where b.id = c.billed_client_company_id and b.id <> c.id),
    c.accounting_system,
    c.datev_client_number,
    c.contract_start_date,
    (select count(*)::int from app_public.review_groups g
      where g.client_company_id = c.id
        and not (g.locked_by_user_id is not null
                 and g.locked_by_user_id is distinct from app_hidden.current_user_id()
                 and g.locked_at > now() - interval '15 minutes')
        and exists (select 1 from app_public.documents d where d.review_group_id = g.id)),
    (select count(*)::int from app_public.approval_requests r where r.client_company_id = c.id and r.state = 'OPEN'),
    case when blk.id is null then 'NONE' when blk.starts_at <= now() then 'ACTIVE' else 'SCHEDULED' end::app_public.client_company_block_state,
    blk.starts_at,
    blk.reason,
    (select max(d.import_date) from app_public.documents d where d.client_company_id = c.id),
    (select count(*)::int from app_public.client_company_users u where u.client_company_id = c.id),
    (select count(*)::int from app_public.documents d
      where d.client_company_id = c.id
        and d.import_date >= date_trunc('month', now() at time zone 'Europe/Berlin') at time zone 'Europe/Berlin'),
    coalesce(a.is_member, false) or app_hidden.current_user_is_super_admin(),
    coalesce(a.company_manage, false),
    coalesce(a.accounting, false),
    app_hidden.current_user_may_block(c.id)
  from (select 1) one
  left join app_public.client_company_blocks blk on blk.client_company_id = c.id
  left join lateral app_hidden.current_user_access(c.id) a on true;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

create function app_public.provider_client_companies(search_text text default null)
returns setof app_public.provider_client_company as $$
  select p.*
  from app_public.client_companies c
  cross join lateral app_hidden.provider_client_company_of(c) p
  where (app_hidden.current_user_is_super_admin()
         or c.accounting_company_client_company_id in (select app_hidden.current_user_provider_firm_ids()))
    and (coalesce(btrim(search_text), '') = ''
         or coalesce(c.brand_name, c.name) ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or c.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or c.datev_client_number::text = btrim(search_text))
  order by lower(coalesce(c.brand_name, c.name)), c.id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.provider_client_companies(text) is 'The client overview of the accounting firm''s staff (every company for super admins), by name: status, open review groups, open approval requests and block state; the search matches the name, brand name or the exact client number.';

create function app_public.provider_client_company(row_id uuid)
returns app_public.provider_client_company as $$
  select p.*
  from app_public.client_companies c
  cross join lateral app_hidden.provider_client_company_of(c) p
  where c.id = provider_client_company.row_id and app_hidden.current_user_sees_as_provider(c.id);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.provider_client_company(uuid) is 'One client of the overview with its contract, block, members and documents this month; null when the signed-in user is no staff of its accounting firm (nor a super admin).';

--------------------------------------------------------------------------------
-- Blocking a client: a scheduled block warns its people until startsAt, then locks them out
-- (spec part 1 §4 "Client block").

create function app_public.set_client_company_block(client_company_row_id uuid, reason text, starts_at timestamptz default null)
returns app_public.provider_client_company as $$
declare
  c app_public.client_companies;
  clean_reason text := btrim(coalesce(reason, ''));
begin
  select * into c from app_public.client_companies where id = client_company_row_id;
  if c.id is null or not app_hidden.current_user_sees_as_provider(c.id) then
    raise exception 'YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST' using errcode = '42501';
  end if;
  if not app_hidden.current_user_may_block(c.id) then
    raise exception 'CLIENT_BLOCK_FORBIDDEN' using errcode = '42501';
  end if;
  if clean_reason = '' then
    raise exception 'CLIENT_BLOCK_REASON_REQUIRED' using errcode = '22023', column = 'reason';
  end if;
  if length(clean_reason) > 1000 then
    raise exception 'CLIENT_BLOCK_REASON_TOO_LONG' using errcode = '22023', column = 'reason';
  end if;
  if starts_at is not null and (starts_at < now() - interval '1 day' or starts_at > now() + interval '2 years') then
    raise exception 'CLIENT_BLOCK_START_OUT_OF_RANGE' using errcode = '22023', column = 'startsAt';
  end if;
  insert into app_public.client_company_blocks (client_company_id, starts_at, reason)
  values (
    c.id,
    -- No start given: a block that exists keeps its start (only the reason changes), a new one starts now.
    coalesce(starts_at, (select b.starts_at from app_public.client_company_blocks b where b.client_company_id = c.id), now()),
    clean_reason
  )
  on conflict (client_company_id) do update set starts_at = excluded.starts_at, reason = excluded.reason;
  return app_hidden.provider_client_company_of(c);
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.set_client_company_block(uuid, text, timestamptz) is 'Blocks a client (or changes its block): from startsAt on (at most a day back, two years ahead; empty: a block that exists keeps its start, a new one starts now) its people see only the blocked screen with the reason. Super admins and admins of its accounting firm.';

create function app_public.lift_client_company_block(client_company_row_id uuid)
returns app_public.provider_client_company as $$
declare
  c app_public.client_companies;
begin
  select * into c from app_public.client_companies where id = client_company_row_id;
  if c.id is null or not app_hidden.current_user_sees_as_provider(c.id) then
    raise exception 'YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST' using errcode = '42501';
  end if;
  if not app_hidden.current_user_may_block(c.id) then
    raise exception 'CLIENT_BLOCK_FORBIDDEN' using errcode = '42501';
  end if;
  delete from app_public.client_company_blocks where client_company_id = c.id;
  return app_hidden.provider_client_company_of(c);
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.lift_client_company_block(uuid) is 'Lifts a client''s block, active or scheduled (nothing to lift is no error). Super admins and admins of its accounting firm.';

-- The row builder trusts its caller: only the functions above (owner's rights) call it.
revoke execute on function app_hidden.provider_client_company_of(app_public.client_companies) from app_user, app_anonymous;
