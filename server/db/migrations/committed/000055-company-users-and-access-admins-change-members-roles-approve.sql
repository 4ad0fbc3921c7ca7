--! Previous: sha1:c0ce3f0bc7bf253c55d96aade82b5cc82be8d629
--! Hash: sha1:ace8b5397b68d72e7805b3f8ecf82fa3b27a0efd
--! Message: Company users and access: admins change members' roles, approver limits, document filters and category, workflow and step accesses, and remove members, never the last admin; category accesses and filters limit the documents a member sees

-- Company › Users › Access: the members of a client company with everything that limits what
-- they see and may do (spec part 2 "Company settings and users", ClientCompanyUser):
-- role, accounting-tab grant, approver limit, document filter (by workflow step / approval
-- request), document category accesses, workflow accesses and step accesses. Admins change
-- members and remove them; a company never loses its last admin (refused here, in the
-- database, also under concurrency). A member's category accesses and document filter limit
-- the documents they see in the documents' row-level security.

drop function if exists app_public.update_client_company_member(uuid, text, app_public.document_accounting_tab_access, numeric, boolean, boolean, uuid[], uuid[], uuid[]);
drop function if exists app_public.remove_client_company_member(uuid);
drop function if exists app_public.client_companies_members_list(app_public.client_companies, text);
drop function if exists app_public.client_company_users_workflow_step_row_ids(app_public.client_company_users);
drop function if exists app_public.client_company_users_is_current_user(app_public.client_company_users);
drop function if exists app_public.client_company_users_is_last_admin(app_public.client_company_users);
drop function if exists app_public.client_company_users_has_admin_access(app_public.client_company_users);
drop function if exists app_public.approval_requests_approver_limit_exceeded(app_public.approval_requests);
drop policy if exists select_member on app_public.documents;
drop policy if exists select_member on app_public.invoices;
drop policy if exists select_member on app_public.other_documents;
drop policy if exists select_member on app_public.invoice_items;
drop policy if exists select_member on app_public.document_pages;
drop policy if exists select_member on app_public.document_field_states;
drop policy if exists select_member on app_public.document_history_entries;
drop policy if exists select_member on app_public.comments;
drop policy if exists select_member on app_public.approval_requests;
drop policy if exists select_member on app_public.document_tags;
drop function if exists app_hidden.approver_limit_exceeded(uuid, uuid, uuid);
drop function if exists app_hidden.current_user_sees_all_documents(uuid);
drop policy if exists select_visible on app_hidden.document_day_totals;
drop trigger if exists _900_keep_an_admin on app_public.client_company_users;
drop function if exists app_private.tg_client_company_users__keep_an_admin();
drop policy if exists update_admin on app_public.client_company_users;
drop policy if exists delete_admin on app_public.client_company_users;
revoke update, delete on app_public.client_company_users from app_user;
drop policy if exists insert_admin on app_public.document_workflow_step_users;
drop policy if exists delete_admin on app_public.document_workflow_step_users;
revoke insert, delete on app_public.document_workflow_step_users from app_user;
drop table if exists app_public.client_company_user_document_categories;
drop table if exists app_public.client_company_user_document_workflows;
alter table app_public.client_company_users
  drop constraint if exists client_company_users_company_id_key,
  drop column if exists approver_limit,
  drop column if exists document_filter_has_workflow_step,
  drop column if exists document_filter_has_approval_request;

--------------------------------------------------------------------------------
-- The member's own settings

alter table app_public.client_company_users
  add column approver_limit numeric(15, 2) constraint client_company_users_approver_limit_check check (approver_limit >= 0),
  add column document_filter_has_workflow_step boolean not null default false,
  add column document_filter_has_approval_request boolean not null default false,
  add constraint client_company_users_company_id_key unique (client_company_id, id);
comment on column app_public.client_company_users.approver_limit is 'The highest invoice total (in euros) the member may approve; null: no limit.';
comment on column app_public.client_company_users.document_filter_has_workflow_step is 'The member sees only documents in a workflow step they have access to (a workflow access or a step access), or with an approval request to them when that filter is on too.';
comment on column app_public.client_company_users.document_filter_has_approval_request is 'The member sees only documents with an approval request to them, or in one of their workflow steps when that filter is on too.';
comment on constraint client_company_users_company_id_key on app_public.client_company_users is E'@behavior -single -update -delete';

--------------------------------------------------------------------------------
-- Category accesses: with any, the member sees only documents of those categories.

create table app_public.client_company_user_document_categories (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  client_company_user_id uuid not null,
  document_category_id uuid not null,
  created_at timestamptz not null default now(),
  constraint client_company_user_document_categories_member_fkey foreign key (client_company_id, client_company_user_id)
    references app_public.client_company_users (client_company_id, id) on delete cascade,
  -- No cascade: deleting a category must not widen a member's view to every category.
  constraint client_company_user_document_categories_category_fkey foreign key (client_company_id, document_category_id)
    references app_public.document_categories (client_company_id, id),
  constraint client_company_user_document_categories_member_category_key unique (client_company_user_id, document_category_id)
);
create index client_company_user_document_categories_member_idx
  on app_public.client_company_user_document_categories (client_company_id, client_company_user_id);
create index client_company_user_document_categories_category_idx
  on app_public.client_company_user_document_categories (client_company_id, document_category_id);
comment on table app_public.client_company_user_document_categories is E'@behavior -insert -update -delete\nA document category a member has access to. A member with any sees only documents of their categories.';
comment on constraint client_company_user_document_categories_member_fkey on app_public.client_company_user_document_categories is E'@fieldName clientCompanyUser\n@foreignFieldName documentCategoryAccesses';
comment on constraint client_company_user_document_categories_category_fkey on app_public.client_company_user_document_categories is E'@fieldName documentCategory\n@foreignFieldName memberAccesses';
comment on constraint client_company_user_document_categories_member_category_key on app_public.client_company_user_document_categories is E'@behavior -single -update -delete';

--------------------------------------------------------------------------------
-- Workflow accesses: the member works in the workflow (every step of it counts for the
-- workflow-step document filter). Step accesses are the existing document_workflow_step_users:
-- the member is responsible for the step ("my workflow steps", moving out of a protected step)
-- and the step counts for the document filter.

create table app_public.client_company_user_document_workflows (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  client_company_user_id uuid not null,
  document_workflow_id uuid not null,
  created_at timestamptz not null default now(),
  constraint client_company_user_document_workflows_member_fkey foreign key (client_company_id, client_company_user_id)
    references app_public.client_company_users (client_company_id, id) on delete cascade,
  constraint client_company_user_document_workflows_workflow_fkey foreign key (client_company_id, document_workflow_id)
    references app_public.document_workflows (client_company_id, id) on delete cascade,
  constraint client_company_user_document_workflows_member_workflow_key unique (client_company_user_id, document_workflow_id)
);
create index client_company_user_document_workflows_member_idx
  on app_public.client_company_user_document_workflows (client_company_id, client_company_user_id);
create index client_company_user_document_workflows_workflow_idx
  on app_public.client_company_user_document_workflows (client_company_id, document_workflow_id);
comment on table app_public.client_company_user_document_workflows is E'@behavior -insert -update -delete\nA workflow a member has access to: with the workflow-step document filter they see the documents in any of its steps.';
comment on constraint client_company_user_document_workflows_member_fkey on app_public.client_company_user_document_workflows is E'@fieldName clientCompanyUser\n@foreignFieldName documentWorkflowAccesses';
comment on constraint client_company_user_document_workflows_workflow_fkey on app_public.client_company_user_document_workflows is E'@fieldName documentWorkflow\n@foreignFieldName memberAccesses';
comment on constraint client_company_user_document_workflows_member_workflow_key on app_public.client_company_user_document_workflows is E'@behavior -single -update -delete';

--------------------------------------------------------------------------------
-- Row-level security: admins read and change the accesses of their company's members; a
-- member reads their own.

alter table app_public.client_company_user_document_categories enable row level security;
alter table app_public.client_company_user_document_workflows enable row level security;

create policy select_admin_or_own on app_public.client_company_user_document_categories for select using (
  app_hidden.has_admin_access(client_company_id)
  or client_company_user_id in (select m.id from app_public.client_company_users m where m.user_id = (select app_hidden.current_user_id()))
);
create policy insert_admin on app_public.client_company_user_document_categories for insert
  with check (app_hidden.has_admin_access(client_company_id));
create policy delete_admin on app_public.client_company_user_document_categories for delete
  using (app_hidden.has_admin_access(client_company_id));
create policy select_admin_or_own on app_public.client_company_user_document_workflows for select using (
  app_hidden.has_admin_access(client_company_id)
  or client_company_user_id in (select m.id from app_public.client_company_users m where m.user_id = (select app_hidden.current_user_id()))
);
create policy insert_admin on app_public.client_company_user_document_workflows for insert
  with check (app_hidden.has_admin_access(client_company_id));
create policy delete_admin on app_public.client_company_user_document_workflows for delete
  using (app_hidden.has_admin_access(client_company_id));

grant select, delete on app_public.client_company_user_document_categories to app_user;
grant insert (client_company_id, client_company_user_id, document_category_id) on app_public.client_company_user_document_categories to app_user;
grant select, delete on app_public.client_company_user_document_workflows to app_user;
grant insert (client_company_id, client_company_user_id, document_workflow_id) on app_public.client_company_user_document_workflows to app_user;

-- Admins change and remove their company's members (the table stays read-only in the API:
-- the functions below do it); step accesses are given to members only.
create policy update_admin on app_public.client_company_users for update
  using (app_hidden.has_admin_access(client_company_id)) with check (app_hidden.has_admin_access(client_company_id));
create policy delete_admin on app_public.client_company_users for delete
  using (app_hidden.has_admin_access(client_company_id));
grant update (role_name, document_accounting_tab_access, approver_limit, document_filter_has_workflow_step,
  document_filter_has_approval_request) on app_public.client_company_users to app_user;
grant delete on app_public.client_company_users to app_user;

create policy insert_admin on app_public.document_workflow_step_users for insert with check (
  app_hidden.has_admin_access(client_company_id)
  and exists (select 1 from app_public.client_company_users m
              where m.client_company_id = document_workflow_step_users.client_company_id
                and m.user_id = document_workflow_step_users.user_id)
);
create policy delete_admin on app_public.document_workflow_step_users for delete
  using (app_hidden.has_admin_access(client_company_id));
grant insert (client_company_id, step_id, user_id) on app_public.document_workflow_step_users to app_user;
grant delete on app_public.document_workflow_step_users to app_user;

--------------------------------------------------------------------------------
-- Never the last admin: a change or removal that leaves the company without a member holding
-- an admin role is refused. The company row is locked first, so two admins demoting each
-- other at the same moment cannot both succeed (the second sees the first's change).
-- Not refused: the company itself being deleted, a user being deleted by a super admin, and
-- the demo-mode switch of a DEMO company's admin to COLLABORATION_ONLY (they may switch back).

create function app_private.tg_client_company_users__keep_an_admin() returns trigger as $$
begin
  if not exists (select 1 from app_public.roles r where r.name = old.role_name and r.admin_access) then
    return null;
  end if;
  if tg_op = 'UPDATE' and exists (select 1 from app_public.roles r where r.name = new.role_name and r.admin_access) then
    return null;
  end if;
  perform 1 from app_public.client_companies c where c.id = old.client_company_id for no key update;
  if not found then
    return null;
  end if;
  if tg_op = 'DELETE' and not exists (select 1 from app_public.users u where u.id = old.user_id) then
    return null;
  end if;
  if tg_op = 'UPDATE' and new.role_name = 'COLLABORATION_ONLY' and new.user_id = app_hidden.current_user_id()
     and exists (select 1 from app_public.client_companies c where c.id = old.client_company_id and c.status = 'DEMO') then
    return null;
  end if;
  if not exists (
    select 1 from app_public.client_company_users m
    join app_public.roles r on r.name = m.role_name and r.admin_access
    where m.client_company_id = old.client_company_id
  ) then
    if tg_op = 'DELETE' then
      raise exception 'LAST_ADMIN' using errcode = 'P0001';
    end if;
    raise exception 'LAST_ADMIN' using errcode = 'P0001', column = 'roleName';
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _900_keep_an_admin after update of role_name or delete on app_public.client_company_users
  for each row execute procedure app_private.tg_client_company_users__keep_an_admin();

--------------------------------------------------------------------------------
-- Documents: a member's category accesses and document filter limit what they see.

create or replace function app_hidden.current_user_unrestricted_client_company_ids() returns setof uuid as $$
  select m.client_company_id from app_public.client_company_users m
  where m.user_id = app_hidden.current_user_id()
    and not m.document_filter_has_workflow_step and not m.document_filter_has_approval_request
    and not exists (select 1 from app_public.client_company_user_document_categories a
                    where a.client_company_id = m.client_company_id and a.client_company_user_id = m.id);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_unrestricted_client_company_ids() is 'Companies whose documents the request''s user sees all of: a member without category accesses and without document filter.';

create or replace function app_hidden.current_user_restricted_document_ids() returns setof uuid as $$
  select d.id
  from app_public.client_company_users m
  join app_public.documents d on d.client_company_id = m.client_company_id
  where m.user_id = app_hidden.current_user_id()
    and (m.document_filter_has_workflow_step or m.document_filter_has_approval_request
         or exists (select 1 from app_public.client_company_user_document_categories a
                    where a.client_company_id = m.client_company_id and a.client_company_user_id = m.id))
    -- categories: with any, only theirs
    and (not exists (select 1 from app_public.client_company_user_document_categories a
                     where a.client_company_id = m.client_company_id and a.client_company_user_id = m.id)
         or d.category_id in (select a.document_category_id from app_public.client_company_user_document_categories a
                              where a.client_company_id = m.client_company_id and a.client_company_user_id = m.id))
    -- the document filter: without one, every document (of their categories)
    and ((not m.document_filter_has_workflow_step and not m.document_filter_has_approval_request)
         or (m.document_filter_has_workflow_step and d.workflow_step_id is not null and (
               d.workflow_step_id in (select su.step_id from app_public.document_workflow_step_users su
                                      where su.client_company_id = m.client_company_id and su.user_id = m.user_id)
               or exists (select 1 from app_public.document_workflow_steps s
                          join app_public.client_company_user_document_workflows w
                            on w.client_company_id = s.client_company_id and w.document_workflow_id = s.workflow_id
                          where s.client_company_id = d.client_company_id and s.id = d.workflow_step_id
                            and w.client_company_user_id = m.id)))
         or (m.document_filter_has_approval_request and exists (
               select 1 from app_public.approval_requests r
               where r.client_company_id = d.client_company_id and r.document_id = d.id and r.approver_user_id = m.user_id)));
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_restricted_document_ids() is 'Documents the request''s user sees in companies where category accesses or a document filter limit them.';

create policy select_member on app_public.documents for select using (
  client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
  or id in (select app_hidden.current_user_restricted_document_ids())
);

-- What belongs to a document is limited the same way: its invoice or other-document data,
-- items, pages, field states, history, comments, approval requests and tags.
create policy select_member on app_public.invoices for select using (
  client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
  or document_id in (select app_hidden.current_user_restricted_document_ids())
);
create policy select_member on app_public.other_documents for select using (
  client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
  or document_id in (select app_hidden.current_user_restricted_document_ids())
);
create policy select_member on app_public.invoice_items for select using (
  client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
  or document_id in (select app_hidden.current_user_restricted_document_ids())
);
create policy select_member on app_public.document_pages for select using (
  client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
  or document_id in (select app_hidden.current_user_restricted_document_ids())
);
create policy select_member on app_public.document_field_states for select using (
  client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
  or document_id in (select app_hidden.current_user_restricted_document_ids())
);
create policy select_member on app_public.document_history_entries for select using (
  client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
  or document_id in (select app_hidden.current_user_restricted_document_ids())
);
create policy select_member on app_public.comments for select using (
  client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
  or document_id in (select app_hidden.current_user_restricted_document_ids())
);
create policy select_member on app_public.approval_requests for select using (
  client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
  or document_id in (select app_hidden.current_user_restricted_document_ids())
);
create policy select_member on app_public.document_tags for select using (
  client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
  or document_id in (select app_hidden.current_user_restricted_document_ids())
);

-- The documents list reads an owner view that repeats the documents' select policy, and
-- takes its statistics from daily totals per company: a limited member gets neither the
-- whole company's rows nor its totals (the list counts their documents instead).
create or replace view app_hidden.documents_list_rows as
  select d.id, d.client_company_id, d.archived, d.superseded, d.type, d.category_id,
         d.import_date, d.approved, d.base_document_id, d.workflow_step_id,
         d.list_date, d.list_partner_company_id, d.list_partner_name, d.list_number,
         d.list_currency, d.list_net, d.list_total, d.list_open_amount, d.list_open,
         d.list_credit_memo, d.list_due_date, d.list_discount_due_date, d.list_duplicate,
         d.list_search, d.list_search_keys, d.exported_for_booking_at,
         d.list_incomplete, d.list_general_ledger_account, d.list_real_estate_object
  from app_public.documents d
  where d.client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
     or (select app_hidden.current_user_is_super_admin())
     or d.id in (select app_hidden.current_user_restricted_document_ids());

create function app_hidden.current_user_sees_all_documents(company_id uuid) returns boolean as $$
  select company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
    or app_hidden.current_user_is_super_admin();
$$ language sql stable;
comment on function app_hidden.current_user_sees_all_documents(uuid) is 'The request''s user sees every document of the company (no category accesses, no document filter; or a super admin).';

create policy select_visible on app_hidden.document_day_totals for select to app_user, app_anonymous
  using (client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
         or (select app_hidden.current_user_is_super_admin()));

--------------------------------------------------------------------------------
-- The approver limit: an approver may not approve an invoice whose total (in euros) is above it.

create function app_hidden.approver_limit_exceeded(company_id uuid, document_id uuid, user_id uuid) returns boolean as $$
  select coalesce((
    select abs(i.total * case when i.currency = 'EUR' then 1 else i.conversion_rate end) > m.approver_limit
    from app_public.client_company_users m
    join app_public.invoices i on i.client_company_id = m.client_company_id and i.document_id = approver_limit_exceeded.document_id
    where m.client_company_id = approver_limit_exceeded.company_id and m.user_id = approver_limit_exceeded.user_id
      and m.approver_limit is not null
  ), false);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.approver_limit_exceeded(uuid, uuid, uuid) is 'The document is an invoice whose total in euros lies above the user''s approver limit in the company.';

create or replace function app_hidden.decide_approval_request(row_id uuid, decision app_public.approval_request_state, message text)
returns app_public.approval_requests as $$
declare
  r app_public.approval_requests;
  msg text := nullif(btrim(message), '');
  uid uuid := app_hidden.current_user_id();
begin
  select * into r from app_public.approval_requests x where x.id = decide_approval_request.row_id;
  if r.id is null then
    raise exception 'APPROVAL_REQUEST_NOT_FOUND' using errcode = 'P0002';
  end if;
  if decision = 'CANCELED' then
    if not (r.requester_user_id is not distinct from uid or app_hidden.has_admin_access(r.client_company_id)) then
      raise exception 'APPROVAL_CANCEL_FORBIDDEN' using errcode = '42501';
    end if;
  elsif r.approver_user_id is distinct from uid or not app_hidden.can_approve_documents(r.client_company_id, uid) then
    raise exception 'APPROVAL_DECISION_FORBIDDEN' using errcode = '42501';
  end if;
  if r.state <> 'OPEN' then
    raise exception 'APPROVAL_REQUEST_NOT_OPEN' using errcode = 'P0001';
  end if;
  if decision = 'APPROVED' and app_hidden.approver_limit_exceeded(r.client_company_id, r.document_id, uid) then
    raise exception 'APPROVER_LIMIT_EXCEEDED' using errcode = 'P0001';
  end if;
  if length(msg) > 2000 then
    raise exception 'APPROVAL_MESSAGE_TOO_LONG' using errcode = '22023', column = 'message';
  end if;
  if decision = 'REJECTED' and msg is null then
    raise exception 'APPROVAL_REJECTION_MESSAGE_REQUIRED' using errcode = '22023', column = 'message';
  end if;
  update app_public.approval_requests x set state = decision, decision_message = msg
    where x.id = r.id returning * into r;
  if r.id is null then
    raise exception 'APPROVAL_DECISION_FORBIDDEN' using errcode = '42501';
  end if;
  return r;
end;
$$ language plpgsql volatile;

create function app_public.approval_requests_approver_limit_exceeded(r app_public.approval_requests) returns boolean as $$
  select app_hidden.approver_limit_exceeded(r.client_company_id, r.document_id, r.approver_user_id);
$$ language sql stable;
comment on function app_public.approval_requests_approver_limit_exceeded(app_public.approval_requests) is E'@notNull\nThe invoice total lies above the approver''s limit: they may reject but not approve.';

--------------------------------------------------------------------------------
-- The member list and the member's fields

create function app_public.client_companies_members_list(c app_public.client_companies, search_text text default null)
returns setof app_public.client_company_users as $$
  select m.* from app_public.client_company_users m
  join app_public.users u on u.id = m.user_id
  where m.client_company_id = c.id
    and (coalesce(btrim(search_text), '') = ''
         or concat_ws(' ', u.first_name, u.last_name) ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or u.email ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or m.role_name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')
  order by lower(coalesce(nullif(concat_ws(' ', u.last_name, u.first_name), ''), u.email::text)), m.id;
$$ language sql stable;
comment on function app_public.client_companies_members_list(app_public.client_companies, text) is
  'The members of the company for the access settings, by name, matching the search in name, e-mail or role.';

create function app_public.client_company_users_workflow_step_row_ids(m app_public.client_company_users)
returns setof uuid as $$
  select su.step_id from app_public.document_workflow_step_users su
  where su.client_company_id = m.client_company_id and su.user_id = m.user_id
  order by su.step_id;
$$ language sql stable;
comment on function app_public.client_company_users_workflow_step_row_ids(app_public.client_company_users) is
  E'@behavior -connection +list\n@listSuffix omit\n@notNull\nThe workflow steps the member has access to (is responsible for).';

create function app_public.client_company_users_is_current_user(m app_public.client_company_users) returns boolean as $$
  select m.user_id = app_hidden.current_user_id();
$$ language sql stable;
comment on function app_public.client_company_users_is_current_user(app_public.client_company_users) is E'@notNull\nThe membership is the signed-in user''s own.';

create function app_public.client_company_users_has_admin_access(m app_public.client_company_users) returns boolean as $$
  select coalesce((select r.admin_access from app_public.roles r where r.name = m.role_name), false);
$$ language sql stable;
comment on function app_public.client_company_users_has_admin_access(app_public.client_company_users) is E'@notNull\nThe member''s role grants admin access.';

--------------------------------------------------------------------------------
-- Changing and removing a member (admins of the company; super admins)

create function app_public.update_client_company_member(
  client_company_user_row_id uuid,
  role_name text,
  document_accounting_tab_access app_public.document_accounting_tab_access default null,
  approver_limit numeric default null,
  document_filter_has_workflow_step boolean default false,
  document_filter_has_approval_request boolean default false,
  document_category_row_ids uuid[] default '{}',
  document_workflow_row_ids uuid[] default '{}',
  document_workflow_step_row_ids uuid[] default '{}'
) returns app_public.client_company_users as $$
declare
  m app_public.client_company_users;
  categories uuid[] := coalesce(document_category_row_ids, '{}');
  workflows uuid[] := coalesce(document_workflow_row_ids, '{}');
  steps uuid[] := coalesce(document_workflow_step_row_ids, '{}');
begin
  select * into m from app_public.client_company_users x where x.id = client_company_user_row_id;
  if m.id is null then
    raise exception 'CLIENT_COMPANY_USER_NOT_FOUND' using errcode = 'P0002';
  end if;
  if not coalesce(app_hidden.has_admin_access(m.client_company_id), false) then
    raise exception 'MEMBERS_MANAGE_FORBIDDEN' using errcode = '42501';
  end if;
  if role_name is null or not exists (select 1 from app_public.roles r where r.name = update_client_company_member.role_name) then
    raise exception 'ROLE_NOT_FOUND' using errcode = '22023', column = 'roleName';
  end if;
  if approver_limit is not null and (approver_limit < 0 or approver_limit >= 1e13) then
    raise exception 'APPROVER_LIMIT_INVALID' using errcode = '22023', column = 'approverLimit';
  end if;
  if cardinality(categories) > 1000 or cardinality(workflows) > 1000 or cardinality(steps) > 1000 then
    raise exception 'TOO_MANY_ACCESSES' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(categories) x(id) where not exists (
       select 1 from app_public.document_categories dc where dc.client_company_id = m.client_company_id and dc.id = x.id)) then
    raise exception 'DOCUMENT_CATEGORY_NOT_FOUND' using errcode = '22023', column = 'documentCategoryRowIds';
  end if;
  if exists (select 1 from unnest(workflows) x(id) where not exists (
       select 1 from app_public.document_workflows w where w.client_company_id = m.client_company_id and w.id = x.id)) then
    raise exception 'WORKFLOW_NOT_FOUND' using errcode = '22023', column = 'documentWorkflowRowIds';
  end if;
  if exists (select 1 from unnest(steps) x(id) where not exists (
       select 1 from app_public.document_workflow_steps s where s.client_company_id = m.client_company_id and s.id = x.id)) then
    raise exception 'WORKFLOW_STEP_NOT_FOUND' using errcode = '22023', column = 'documentWorkflowStepRowIds';
  end if;

  update app_public.client_company_users x set
    role_name = update_client_company_member.role_name,
    document_accounting_tab_access = update_client_company_member.document_accounting_tab_access,
    approver_limit = update_client_company_member.approver_limit,
    document_filter_has_workflow_step = coalesce(update_client_company_member.document_filter_has_workflow_step, false),
    document_filter_has_approval_request = coalesce(update_client_company_member.document_filter_has_approval_request, false)
  where x.id = m.id
  returning * into m;
  if m.id is null then
    raise exception 'MEMBERS_MANAGE_FORBIDDEN' using errcode = '42501';
  end if;

  delete from app_public.client_company_user_document_categories a
    where a.client_company_id = m.client_company_id and a.client_company_user_id = m.id
      and a.document_category_id <> all (categories);
  insert into app_public.client_company_user_document_categories (client_company_id, client_company_user_id, document_category_id)
    select distinct m.client_company_id, m.id, x.id from unnest(categories) x(id)
    on conflict (client_company_user_id, document_category_id) do nothing;

  delete from app_public.client_company_user_document_workflows a
    where a.client_company_id = m.client_company_id and a.client_company_user_id = m.id
      and a.document_workflow_id <> all (workflows);
  insert into app_public.client_company_user_document_workflows (client_company_id, client_company_user_id, document_workflow_id)
    select distinct m.client_company_id, m.id, x.id from unnest(workflows) x(id)
    on conflict (client_company_user_id, document_workflow_id) do nothing;

  delete from app_public.document_workflow_step_users su
    where su.client_company_id = m.client_company_id and su.user_id = m.user_id and su.step_id <> all (steps);
  insert into app_public.document_workflow_step_users (client_company_id, step_id, user_id)
    select distinct m.client_company_id, x.id, m.user_id from unnest(steps) x(id)
    on conflict (client_company_id, step_id, user_id) do nothing;
  return m;
end;
$$ language plpgsql volatile;
comment on function app_public.update_client_company_member(uuid, text, app_public.document_accounting_tab_access, numeric, boolean, boolean, uuid[], uuid[], uuid[]) is
  E'@resultFieldName clientCompanyUser\nChanges a member of the company (admins): role, accounting-tab grant, approver limit, document filter, and the sets of category, workflow and step accesses (each replaced by the given list). Takes effect with the member''s next request. Refusals: CLIENT_COMPANY_USER_NOT_FOUND, MEMBERS_MANAGE_FORBIDDEN, ROLE_NOT_FOUND, APPROVER_LIMIT_INVALID, DOCUMENT_CATEGORY_NOT_FOUND, WORKFLOW_NOT_FOUND, WORKFLOW_STEP_NOT_FOUND, TOO_MANY_ACCESSES, LAST_ADMIN (the company would have no admin left).';

create function app_public.remove_client_company_member(client_company_user_row_id uuid)
returns app_public.client_company_users as $$
declare
  m app_public.client_company_users;
begin
  select * into m from app_public.client_company_users x where x.id = client_company_user_row_id;
  if m.id is null then
    raise exception 'CLIENT_COMPANY_USER_NOT_FOUND' using errcode = 'P0002';
  end if;
  if not coalesce(app_hidden.has_admin_access(m.client_company_id), false) then
    raise exception 'MEMBERS_MANAGE_FORBIDDEN' using errcode = '42501';
  end if;
  delete from app_public.client_company_users x where x.id = m.id returning * into m;
  if m.id is null then
    raise exception 'MEMBERS_MANAGE_FORBIDDEN' using errcode = '42501';
  end if;
  delete from app_public.document_workflow_step_users su
    where su.client_company_id = m.client_company_id and su.user_id = m.user_id;
  return m;
end;
$$ language plpgsql volatile;
comment on function app_public.remove_client_company_member(uuid) is
  E'@resultFieldName clientCompanyUser\nRemoves a member from the company (admins); their documents and history stay. Refusals: CLIENT_COMPANY_USER_NOT_FOUND, MEMBERS_MANAGE_FORBIDDEN, LAST_ADMIN (never the company''s last admin).';
