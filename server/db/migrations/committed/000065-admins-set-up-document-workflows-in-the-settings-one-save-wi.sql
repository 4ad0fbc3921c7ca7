--! Previous: sha1:6a49cf5d20a18a3f8f8ae38a1f627e4d3886192e
--! Hash: sha1:bd35db808cd9260d9ab79725b2a3bc3808f7f7b6
--! Message: Admins set up document workflows in the settings: one save with ordered steps, responsible users and groups, and documents of removed steps moved

-- Workflow settings: admins create, change and delete a company's document workflows in one
-- save each (name, automatic or manual, ordered steps with their flags, responsible users and
-- user groups). A step that holds documents is never deleted without moving them: the save
-- names the step to move them to, and a trigger refuses any other way of deleting such a step.
-- With the SAFE_WORKFLOWS feature a workflow holding documents cannot be deleted at all;
-- without it, its deletion names the step (of another workflow) that takes its documents.
-- Moves go through the documents' step column, so the step log and the history entry
-- WORKFLOW_STEP_CHANGED are written as for any other move.

--------------------------------------------------------------------------------
-- Undo (idempotent re-runs of this file)

drop function if exists app_public.save_document_workflow(uuid, text, boolean, app_public.document_workflow_step_input[], uuid, app_public.document_workflow_step_removal[]);
drop function if exists app_public.delete_document_workflow(uuid, uuid);
drop function if exists app_public.client_companies_document_workflows_list(app_public.client_companies, text);
drop function if exists app_public.document_workflows_document_count(app_public.document_workflows);
drop function if exists app_hidden.document_workflow_refusal(uuid);
drop function if exists app_hidden.workflow_step_held_documents(uuid, uuid);
drop function if exists app_hidden.workflow_step_is_responsible(uuid, uuid, uuid);
drop trigger if exists _200_keep_documents on app_public.document_workflow_steps;
drop function if exists app_private.tg_document_workflow_steps__keep_documents();
drop table if exists app_public.document_workflow_step_user_groups;
drop type if exists app_public.document_workflow_step_input;
drop type if exists app_public.document_workflow_step_removal;
drop policy if exists insert_admin on app_public.document_workflows;
drop policy if exists update_admin on app_public.document_workflows;
drop policy if exists delete_admin on app_public.document_workflows;
drop policy if exists insert_admin on app_public.document_workflow_steps;
drop policy if exists update_admin on app_public.document_workflow_steps;
drop policy if exists delete_admin on app_public.document_workflow_steps;
revoke insert, update, delete on app_public.document_workflows from app_user;
revoke insert, update, delete on app_public.document_workflow_steps from app_user;

--------------------------------------------------------------------------------
-- User groups responsible for a step (with the userGroup feature): their members count as
-- responsible like the step's users.

create table app_public.document_workflow_step_user_groups (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  step_id uuid not null,
  user_group_id uuid not null,
  created_at timestamptz not null default now(),
  constraint document_workflow_step_user_groups_step_id_fkey foreign key (client_company_id, step_id)
    references app_public.document_workflow_steps (client_company_id, id) on delete cascade,
  constraint document_workflow_step_user_groups_user_group_id_fkey foreign key (client_company_id, user_group_id)
    references app_public.user_groups (client_company_id, id) on delete cascade,
  constraint document_workflow_step_user_groups_step_group_key unique (client_company_id, step_id, user_group_id)
);
create index document_workflow_step_user_groups_company_group_idx on app_public.document_workflow_step_user_groups (client_company_id, user_group_id);
comment on table app_public.document_workflow_step_user_groups is E'@behavior -insert -update -delete\nA user group responsible for a workflow step (userGroup feature); set by saveDocumentWorkflow.';
comment on constraint document_workflow_step_user_groups_step_id_fkey on app_public.document_workflow_step_user_groups is E'@fieldName step\n@foreignFieldName responsibleUserGroups';
comment on constraint document_workflow_step_user_groups_user_group_id_fkey on app_public.document_workflow_step_user_groups is E'@fieldName userGroup\n@foreignFieldName responsibleForWorkflowSteps';
comment on constraint document_workflow_step_user_groups_step_group_key on app_public.document_workflow_step_user_groups is E'@behavior -single -update -delete';

alter table app_public.document_workflow_step_user_groups enable row level security;
create policy select_member on app_public.document_workflow_step_user_groups for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);

-- Admins write workflows; the save and delete functions below run as the caller, so these
-- policies decide and the functions only word the refusal. (The step users' policies are
-- 000055's: an admin adds only members of the company.)
create policy insert_admin on app_public.document_workflows for insert with check (app_hidden.has_admin_access(client_company_id));
create policy update_admin on app_public.document_workflows for update
  using (app_hidden.has_admin_access(client_company_id)) with check (app_hidden.has_admin_access(client_company_id));
create policy delete_admin on app_public.document_workflows for delete using (app_hidden.has_admin_access(client_company_id));
create policy insert_admin on app_public.document_workflow_steps for insert with check (app_hidden.has_admin_access(client_company_id));
create policy update_admin on app_public.document_workflow_steps for update
  using (app_hidden.has_admin_access(client_company_id)) with check (app_hidden.has_admin_access(client_company_id));
create policy delete_admin on app_public.document_workflow_steps for delete using (app_hidden.has_admin_access(client_company_id));
create policy insert_admin on app_public.document_workflow_step_user_groups for insert with check (app_hidden.has_admin_access(client_company_id));
create policy delete_admin on app_public.document_workflow_step_user_groups for delete using (app_hidden.has_admin_access(client_company_id));

grant insert (client_company_id, name, is_automatic) on app_public.document_workflows to app_user;
grant update (name, is_automatic) on app_public.document_workflows to app_user;
grant delete on app_public.document_workflows to app_user;
grant insert (client_company_id, workflow_id, sort_index, name, protected, prevent_document_edit, prevent_invoice_pay,
              review_details_mandatory, general_ledger_account_mandatory, cost_center_mandatory, cost_unit_mandatory)
  on app_public.document_workflow_steps to app_user;
grant update (sort_index, name, protected, prevent_document_edit, prevent_invoice_pay,
              review_details_mandatory, general_ledger_account_mandatory, cost_center_mandatory, cost_unit_mandatory)
  on app_public.document_workflow_steps to app_user;
grant delete on app_public.document_workflow_steps to app_user;
grant select on app_public.document_workflow_step_user_groups to app_user, app_anonymous;
grant insert (client_company_id, step_id, user_group_id) on app_public.document_workflow_step_user_groups to app_user;
grant delete on app_public.document_workflow_step_user_groups to app_user;

--------------------------------------------------------------------------------
-- No document is stranded: a step is deleted only when no document stands in it (whoever
-- deletes it, however). Deleting the whole company is the exception: its documents go too.

create function app_hidden.workflow_step_held_documents(company_id uuid, step_id uuid) returns integer as $$
  select count(*)::int from app_public.documents d
  where d.client_company_id = workflow_step_held_documents.company_id and d.workflow_step_id = workflow_step_held_documents.step_id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.workflow_step_held_documents(uuid, uuid) is 'How many documents stand in the step, whether the caller sees them or not.';

create function app_private.tg_document_workflow_steps__keep_documents() returns trigger as $$
declare
  held integer := app_hidden.workflow_step_held_documents(old.client_company_id, old.id);
begin
  if held > 0 and exists (select 1 from app_public.client_companies c where c.id = old.client_company_id) then
    raise exception 'WORKFLOW_STEP_HAS_DOCUMENTS' using errcode = 'P0001', hint = held::text;
  end if;
  return old;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_keep_documents before delete on app_public.document_workflow_steps
  for each row execute procedure app_private.tg_document_workflow_steps__keep_documents();

--------------------------------------------------------------------------------
-- Responsible for a step: named as a user, or a member of a responsible user group. Both count
-- for leaving a protected step and for "my workflow steps".

create function app_hidden.workflow_step_is_responsible(company_id uuid, step_id uuid, user_id uuid) returns boolean as $$
  select exists (select 1 from app_public.document_workflow_step_users su
                 where su.client_company_id = workflow_step_is_responsible.company_id
                   and su.step_id = workflow_step_is_responsible.step_id and su.user_id = workflow_step_is_responsible.user_id)
      or exists (select 1 from app_public.document_workflow_step_user_groups sg
                 join app_public.user_group_members m on m.client_company_id = sg.client_company_id and m.user_group_id = sg.user_group_id
                 where sg.client_company_id = workflow_step_is_responsible.company_id
                   and sg.step_id = workflow_step_is_responsible.step_id and m.user_id = workflow_step_is_responsible.user_id);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.workflow_step_is_responsible(uuid, uuid, uuid) is 'The user is responsible for the step: named, or a member of a responsible user group.';

-- As in 000062, with group members responsible too.
create or replace function app_hidden.workflow_step_move_refusal(company_id uuid, document_id uuid, target_step_id uuid) returns text as $$
declare
  a app_hidden.access := app_hidden.current_user_access(workflow_step_move_refusal.company_id);
  d app_public.documents;
  cur app_public.document_workflow_steps;
  target app_public.document_workflow_steps;
  passed app_public.document_workflow_steps;
  unmet text;
begin
  if not coalesce(a.documents_manage, false) then
    return 'DOCUMENT_CHANGE_FORBIDDEN';
  end if;
  select * into d from app_public.documents x
    where x.client_company_id = workflow_step_move_refusal.company_id and x.id = workflow_step_move_refusal.document_id;
  if d.id is null then
    return 'DOCUMENT_NOT_FOUND';
  end if;
  if d.superseded then
    return 'DOCUMENT_SUPERSEDED';
  end if;
  if target_step_id is not null then
    select * into target from app_public.document_workflow_steps s
      where s.client_company_id = d.client_company_id and s.id = workflow_step_move_refusal.target_step_id;
    if target.id is null then
      return 'WORKFLOW_STEP_NOT_FOUND';
    end if;
  end if;
  if d.workflow_step_id is not distinct from target_step_id then
    return null;
  end if;
  if d.workflow_step_id is not null then
    select * into cur from app_public.document_workflow_steps s
      where s.client_company_id = d.client_company_id and s.id = d.workflow_step_id;
  end if;
  -- disableReviewWorkflowManage: only admins choose a workflow, leave it or switch it
  if not a.admin
     and (target.id is null or cur.id is null or target.workflow_id is distinct from cur.workflow_id)
     and coalesce((select c.disable_review_workflow_manage from app_public.client_companies c where c.id = d.client_company_id), false) then
    return 'WORKFLOW_MANAGE_DISABLED';
  end if;
  if cur.id is null then
    return null;
  end if;
  if cur.protected and not a.admin
     and not app_hidden.workflow_step_is_responsible(cur.client_company_id, cur.id, app_hidden.current_user_id()) then
    return 'WORKFLOW_STEP_PROTECTED';
  end if;
  -- Forward: the conditions of the current step and of every step skipped.
  if target.id is not null and target.workflow_id = cur.workflow_id
     and (target.sort_index, target.id) > (cur.sort_index, cur.id) then
    for passed in
      select * from app_public.document_workflow_steps s
      where s.client_company_id = cur.client_company_id and s.workflow_id = cur.workflow_id
        and (s.sort_index, s.id) >= (cur.sort_index, cur.id) and (s.sort_index, s.id) < (target.sort_index, target.id)
      order by s.sort_index, s.id
    loop
      unmet := app_hidden.workflow_step_unmet_condition(passed.client_company_id, d.id, passed.id);
      if unmet is not null then
        return unmet;
      end if;
    end loop;
  end if;
  return null;
end;
$$ language plpgsql stable security definer set search_path to pg_catalog, public, pg_temp;

create or replace function app_public.client_companies_current_user_workflow_step_row_ids(c app_public.client_companies)
returns setof uuid as $$
  select su.step_id
  from app_public.document_workflow_step_users su
  where su.user_id = app_hidden.current_user_id() and su.client_company_id = c.id
  union
  select sg.step_id
  from app_public.document_workflow_step_user_groups sg
  join app_public.user_group_members m on m.client_company_id = sg.client_company_id and m.user_group_id = sg.user_group_id
  where m.user_id = app_hidden.current_user_id() and sg.client_company_id = c.id
  order by 1;
$$ language sql stable;

--------------------------------------------------------------------------------
-- Reading

create function app_public.document_workflows_document_count(w app_public.document_workflows) returns integer as $$
  select count(*)::int from app_public.documents d
  join app_public.document_workflow_steps s on s.client_company_id = d.client_company_id and s.id = d.workflow_step_id
  where s.client_company_id = w.client_company_id and s.workflow_id = w.id;
$$ language sql stable;
comment on function app_public.document_workflows_document_count(app_public.document_workflows) is E'@notNull\nDocuments standing in one of the workflow''s steps.';

create function app_public.client_companies_document_workflows_list(c app_public.client_companies, search_text text default null)
returns setof app_public.document_workflows as $$
  select w.* from app_public.document_workflows w
  where w.client_company_id = c.id
    and (coalesce(btrim(search_text), '') = ''
         or w.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or exists (select 1 from app_public.document_workflow_steps s
                    where s.client_company_id = w.client_company_id and s.workflow_id = w.id
                      and s.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'))
  order by lower(w.name), w.id;
$$ language sql stable;
comment on function app_public.client_companies_document_workflows_list(app_public.client_companies, text) is
  'The workflows of the settings list, by name, matching the search in the workflow''s or a step''s name.';

--------------------------------------------------------------------------------
-- Saving a whole workflow

create type app_public.document_workflow_step_input as (
  id uuid,
  name text,
  protected boolean,
  prevent_document_edit boolean,
  prevent_invoice_pay boolean,
  review_details_mandatory boolean,
  general_ledger_account_mandatory boolean,
  cost_center_mandatory boolean,
  cost_unit_mandatory boolean,
  responsible_user_row_ids uuid[],
  responsible_user_group_row_ids uuid[]
);
comment on type app_public.document_workflow_step_input is 'One step as the workflow form sends it, in its order: rowId for a stored step, none for a new one.';

create type app_public.document_workflow_step_removal as (
  step_id uuid,
  target_step_id uuid,
  target_step_index integer
);
comment on type app_public.document_workflow_step_removal is 'Where the documents of a removed step go: a kept step by its rowId, or any step of the saved list by its 0-based index (e.g. a new one).';

create function app_hidden.document_workflow_refusal(company_id uuid) returns void as $$
begin
  if not app_hidden.current_user_can_see_company(company_id) then
    raise exception 'YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST' using errcode = 'P0002';
  end if;
  if not coalesce(app_hidden.has_admin_access(company_id), false) then
    raise exception 'DOCUMENT_WORKFLOWS_FORBIDDEN' using errcode = '42501';
  end if;
end;
$$ language plpgsql stable;

create function app_public.save_document_workflow(
  client_company_row_id uuid,
  name text,
  is_automatic boolean,
  steps app_public.document_workflow_step_input[],
  document_workflow_row_id uuid default null,
  removed_steps app_public.document_workflow_step_removal[] default '{}'
) returns app_public.document_workflows as $$
declare
  company app_public.client_companies;
  w app_public.document_workflows;
  s app_public.document_workflow_step_input;
  stored app_public.document_workflow_steps;
  r app_public.document_workflow_step_removal;
  pos integer;
  n integer := coalesce(cardinality(steps), 0);
  kept uuid[] := '{}';
  step_ids uuid[] := '{}';
  new_step_id uuid;
  target uuid;
  held integer;
  cost_centers boolean;
  cost_units boolean;
  user_groups boolean;
  clean_name text := btrim(coalesce(save_document_workflow.name, ''));
begin
  perform app_hidden.document_workflow_refusal(client_company_row_id);
  select * into company from app_public.client_companies c where c.id = client_company_row_id;
  if document_workflow_row_id is not null then
    select * into w from app_public.document_workflows x
      where x.id = document_workflow_row_id and x.client_company_id = client_company_row_id;
    if w.id is null then
      raise exception 'DOCUMENT_WORKFLOW_NOT_FOUND' using errcode = 'P0002';
    end if;
  end if;
  cost_centers := app_public.client_companies_feature_active(company, 'COST_CENTERS');
  cost_units := app_public.client_companies_feature_active(company, 'COST_UNITS');
  user_groups := app_public.client_companies_feature_active(company, 'USER_GROUP');

  -- The input, checked whole before anything is written.
  if clean_name = '' then
    raise exception 'DOCUMENT_WORKFLOW_NAME_REQUIRED' using errcode = '22023', column = 'name';
  end if;
  if length(clean_name) > 200 then
    raise exception 'DOCUMENT_WORKFLOW_NAME_TOO_LONG' using errcode = '22023', column = 'name';
  end if;
  if n = 0 then
    raise exception 'DOCUMENT_WORKFLOW_STEPS_REQUIRED' using errcode = '22023', column = 'steps';
  end if;
  if n > 50 then
    raise exception 'DOCUMENT_WORKFLOW_TOO_MANY_STEPS' using errcode = '22023', column = 'steps';
  end if;
  for pos in 1 .. n loop
    s := steps[pos];
    if s is null or btrim(coalesce(s.name, '')) = '' then
      raise exception 'DOCUMENT_WORKFLOW_STEP_NAME_REQUIRED' using errcode = '22023', column = 'steps', detail = pos::text;
    end if;
    if length(btrim(s.name)) > 200 then
      raise exception 'DOCUMENT_WORKFLOW_STEP_NAME_TOO_LONG' using errcode = '22023', column = 'steps', detail = pos::text;
    end if;
    if exists (select 1 from unnest(steps[1:pos - 1]) o where lower(btrim(o.name)) = lower(btrim(s.name))) then
      raise exception 'DOCUMENT_WORKFLOW_STEP_NAME_TAKEN' using errcode = '22023', column = 'steps', detail = pos::text;
    end if;
    if s.id is not null then
      -- A step twice would put it in two places of the order (a cycle).
      if s.id = any (kept) then
        raise exception 'DOCUMENT_WORKFLOW_STEP_REPEATED' using errcode = '22023', column = 'steps', detail = pos::text;
      end if;
      if w.id is null or not exists (select 1 from app_public.document_workflow_steps x
                                     where x.client_company_id = w.client_company_id and x.workflow_id = w.id and x.id = s.id) then
        raise exception 'DOCUMENT_WORKFLOW_STEP_NOT_FOUND' using errcode = '22023', column = 'steps', detail = pos::text;
      end if;
      kept := kept || s.id;
    end if;
    if cardinality(s.responsible_user_row_ids) > 100 or cardinality(s.responsible_user_group_row_ids) > 100 then
      raise exception 'DOCUMENT_WORKFLOW_STEP_TOO_MANY_RESPONSIBLE' using errcode = '22023', column = 'steps', detail = pos::text;
    end if;
    if exists (select 1 from unnest(coalesce(s.responsible_user_row_ids, '{}')) x(user_id)
               where x.user_id is null or not exists (select 1 from app_public.client_company_users ccu
                                                      where ccu.client_company_id = client_company_row_id and ccu.user_id = x.user_id)) then
      raise exception 'DOCUMENT_WORKFLOW_STEP_USER_NOT_IN_COMPANY' using errcode = '22023', column = 'steps', detail = pos::text;
    end if;
    if coalesce(cardinality(s.responsible_user_group_row_ids), 0) > 0 and not user_groups then
      raise exception 'USER_GROUP_FEATURE_OFF' using errcode = '22023', column = 'steps', detail = pos::text;
    end if;
    if exists (select 1 from unnest(coalesce(s.responsible_user_group_row_ids, '{}')) x(group_id)
               where x.group_id is null or not exists (select 1 from app_public.user_groups g
                                                       where g.client_company_id = client_company_row_id and g.id = x.group_id)) then
      raise exception 'DOCUMENT_WORKFLOW_STEP_USER_GROUP_NOT_FOUND' using errcode = '22023', column = 'steps', detail = pos::text;
    end if;
  end loop;

  -- Removed steps: each named once, and one holding documents says where they go.
  for pos in 1 .. coalesce(cardinality(removed_steps), 0) loop
    r := removed_steps[pos];
    if r is null or r.step_id is null or w.id is null or r.step_id = any (kept)
       or not exists (select 1 from app_public.document_workflow_steps x
                      where x.client_company_id = w.client_company_id and x.workflow_id = w.id and x.id = r.step_id)
       or exists (select 1 from unnest(removed_steps[1:pos - 1]) o where o.step_id = r.step_id) then
      raise exception 'DOCUMENT_WORKFLOW_REMOVED_STEP_NOT_FOUND' using errcode = '22023', column = 'removedSteps', detail = pos::text;
    end if;
    if r.target_step_id is not null and r.target_step_index is not null then
      raise exception 'DOCUMENT_WORKFLOW_MOVE_TARGET_NOT_FOUND' using errcode = '22023', column = 'removedSteps', detail = pos::text;
    end if;
    if r.target_step_id is not null and not (r.target_step_id = any (kept)) then
      if exists (select 1 from app_public.document_workflow_steps x
                 where x.client_company_id = w.client_company_id and x.workflow_id = w.id and x.id = r.target_step_id) then
        raise exception 'DOCUMENT_WORKFLOW_MOVE_TARGET_REMOVED' using errcode = '22023', column = 'removedSteps', detail = pos::text;
      end if;
      raise exception 'DOCUMENT_WORKFLOW_MOVE_TARGET_NOT_FOUND' using errcode = '22023', column = 'removedSteps', detail = pos::text;
    end if;
    if r.target_step_index is not null and r.target_step_index not between 0 and n - 1 then
      raise exception 'DOCUMENT_WORKFLOW_MOVE_TARGET_NOT_FOUND' using errcode = '22023', column = 'removedSteps', detail = pos::text;
    end if;
  end loop;
  -- Every stored step left out of the list that holds documents needs its target; the
  -- refusal names the step by its position in the stored order (1-based) and its count.
  if w.id is not null then
    for stored in
      select * from app_public.document_workflow_steps x
      where x.client_company_id = w.client_company_id and x.workflow_id = w.id and not (x.id = any (kept))
      order by x.sort_index, x.id
    loop
      held := app_hidden.workflow_step_held_documents(stored.client_company_id, stored.id);
      if held > 0 and not exists (select 1 from unnest(coalesce(removed_steps, '{}')) o
                                  where o.step_id = stored.id and (o.target_step_id is not null or o.target_step_index is not null)) then
        raise exception 'DOCUMENT_WORKFLOW_MOVE_TARGET_REQUIRED' using errcode = '22023', column = 'removedSteps',
          detail = (select count(*) + 1 from app_public.document_workflow_steps o
                    where o.client_company_id = stored.client_company_id and o.workflow_id = stored.workflow_id
                      and (o.sort_index, o.id) < (stored.sort_index, stored.id))::text,
          hint = held::text;
      end if;
    end loop;
  end if;

  -- Writing: the workflow, then the steps in their order.
  if w.id is null then
    insert into app_public.document_workflows (client_company_id, name, is_automatic)
    values (client_company_row_id, clean_name, coalesce(save_document_workflow.is_automatic, false))
    returning * into w;
  else
    update app_public.document_workflows x
      set name = clean_name, is_automatic = coalesce(save_document_workflow.is_automatic, false)
      where x.id = w.id
      returning * into w;
  end if;
  -- Removed steps go behind every other first: moving their documents is then a move back,
  -- which asks no step conditions (only the protection and the document's own state).
  update app_public.document_workflow_steps x set sort_index = 2147483647
    where x.client_company_id = w.client_company_id and x.workflow_id = w.id and not (x.id = any (kept));
  for pos in 1 .. n loop
    s := steps[pos];
    if s.id is null then
      insert into app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, name, protected,
        prevent_document_edit, prevent_invoice_pay, review_details_mandatory, general_ledger_account_mandatory,
        cost_center_mandatory, cost_unit_mandatory)
      values (w.client_company_id, w.id, pos, btrim(s.name), coalesce(s.protected, false),
        coalesce(s.prevent_document_edit, false), coalesce(s.prevent_invoice_pay, false),
        coalesce(s.review_details_mandatory, false), coalesce(s.general_ledger_account_mandatory, false),
        cost_centers and coalesce(s.cost_center_mandatory, false), cost_units and coalesce(s.cost_unit_mandatory, false))
      returning id into new_step_id;
    else
      -- Without their feature the cost flags keep what they were (the form does not offer them).
      update app_public.document_workflow_steps x
        set sort_index = pos, name = btrim(s.name), protected = coalesce(s.protected, false),
            prevent_document_edit = coalesce(s.prevent_document_edit, false),
            prevent_invoice_pay = coalesce(s.prevent_invoice_pay, false),
            review_details_mandatory = coalesce(s.review_details_mandatory, false),
            general_ledger_account_mandatory = coalesce(s.general_ledger_account_mandatory, false),
            cost_center_mandatory = case when cost_centers then coalesce(s.cost_center_mandatory, false) else x.cost_center_mandatory end,
            cost_unit_mandatory = case when cost_units then coalesce(s.cost_unit_mandatory, false) else x.cost_unit_mandatory end
        where x.client_company_id = w.client_company_id and x.id = s.id
        returning x.id into new_step_id;
    end if;
    step_ids := step_ids || new_step_id;
    delete from app_public.document_workflow_step_users su
      where su.client_company_id = w.client_company_id and su.step_id = new_step_id
        and not (su.user_id = any (coalesce(s.responsible_user_row_ids, '{}')));
    insert into app_public.document_workflow_step_users (client_company_id, step_id, user_id)
      select distinct w.client_company_id, new_step_id, x.user_id from unnest(coalesce(s.responsible_user_row_ids, '{}')) x(user_id)
      on conflict (client_company_id, step_id, user_id) do nothing;
    delete from app_public.document_workflow_step_user_groups sg
      where sg.client_company_id = w.client_company_id and sg.step_id = new_step_id
        and not (sg.user_group_id = any (coalesce(s.responsible_user_group_row_ids, '{}')));
    insert into app_public.document_workflow_step_user_groups (client_company_id, step_id, user_group_id)
      select distinct w.client_company_id, new_step_id, x.group_id from unnest(coalesce(s.responsible_user_group_row_ids, '{}')) x(group_id)
      on conflict (client_company_id, step_id, user_group_id) do nothing;
  end loop;

  -- The documents of removed steps move (logged and in their history), then the steps go.
  foreach r in array coalesce(removed_steps, '{}') loop
    target := coalesce(r.target_step_id, step_ids[r.target_step_index + 1]);
    if target is not null then
      update app_public.documents d set workflow_step_id = target
        where d.client_company_id = w.client_company_id and d.workflow_step_id = r.step_id;
    end if;
  end loop;
  delete from app_public.document_workflow_steps x
    where x.client_company_id = w.client_company_id and x.workflow_id = w.id and not (x.id = any (step_ids));
  return w;
end;
$$ language plpgsql volatile;
comment on function app_public.save_document_workflow(uuid, text, boolean, app_public.document_workflow_step_input[], uuid, app_public.document_workflow_step_removal[]) is
  E'Creates (no documentWorkflowRowId) or changes a workflow in one go, all or nothing (admins): name, automatic, the steps in their order with flags and responsible users and user groups (userGroup feature; cost centre/unit mandatory only with their features). A stored step left out is deleted; one holding documents needs an entry in removedSteps saying where they go (moved with step log and history). Refusals: DOCUMENT_WORKFLOWS_FORBIDDEN, DOCUMENT_WORKFLOW_NOT_FOUND, DOCUMENT_WORKFLOW_NAME_REQUIRED, DOCUMENT_WORKFLOW_NAME_TOO_LONG, DOCUMENT_WORKFLOW_STEPS_REQUIRED, DOCUMENT_WORKFLOW_TOO_MANY_STEPS; per step (field steps, position): DOCUMENT_WORKFLOW_STEP_NAME_REQUIRED, DOCUMENT_WORKFLOW_STEP_NAME_TOO_LONG, DOCUMENT_WORKFLOW_STEP_NAME_TAKEN, DOCUMENT_WORKFLOW_STEP_REPEATED (a step twice: a cyclic order), DOCUMENT_WORKFLOW_STEP_NOT_FOUND, DOCUMENT_WORKFLOW_STEP_TOO_MANY_RESPONSIBLE, DOCUMENT_WORKFLOW_STEP_USER_NOT_IN_COMPANY, USER_GROUP_FEATURE_OFF, DOCUMENT_WORKFLOW_STEP_USER_GROUP_NOT_FOUND; removals (field removedSteps): DOCUMENT_WORKFLOW_REMOVED_STEP_NOT_FOUND, DOCUMENT_WORKFLOW_MOVE_TARGET_NOT_FOUND, DOCUMENT_WORKFLOW_MOVE_TARGET_REMOVED, DOCUMENT_WORKFLOW_MOVE_TARGET_REQUIRED (position of the stored step, count of its documents).';

create function app_public.delete_document_workflow(document_workflow_row_id uuid, move_documents_to_step_row_id uuid default null)
returns uuid as $$
declare
  w app_public.document_workflows;
  held integer;
begin
  select * into w from app_public.document_workflows x where x.id = document_workflow_row_id;
  if w.id is null then
    raise exception 'DOCUMENT_WORKFLOW_NOT_FOUND' using errcode = 'P0002';
  end if;
  perform app_hidden.document_workflow_refusal(w.client_company_id);
  select coalesce(sum(app_hidden.workflow_step_held_documents(s.client_company_id, s.id)), 0)::int into held
    from app_public.document_workflow_steps s where s.client_company_id = w.client_company_id and s.workflow_id = w.id;
  if held > 0 then
    if app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = w.client_company_id), 'SAFE_WORKFLOWS') then
      raise exception 'DOCUMENT_WORKFLOW_HAS_DOCUMENTS' using errcode = 'P0001', hint = held::text;
    end if;
    if move_documents_to_step_row_id is null then
      raise exception 'DOCUMENT_WORKFLOW_DELETE_TARGET_REQUIRED' using errcode = '22023', column = 'moveDocumentsToStepRowId', hint = held::text;
    end if;
    if not exists (select 1 from app_public.document_workflow_steps s
                   where s.client_company_id = w.client_company_id and s.id = move_documents_to_step_row_id and s.workflow_id <> w.id) then
      raise exception 'DOCUMENT_WORKFLOW_MOVE_TARGET_NOT_FOUND' using errcode = '22023', column = 'moveDocumentsToStepRowId';
    end if;
    update app_public.documents d set workflow_step_id = move_documents_to_step_row_id
      from app_public.document_workflow_steps s
      where s.client_company_id = w.client_company_id and s.workflow_id = w.id
        and d.client_company_id = s.client_company_id and d.workflow_step_id = s.id;
  end if;
  delete from app_public.document_workflows x where x.id = w.id;
  return w.id;
end;
$$ language plpgsql volatile;
comment on function app_public.delete_document_workflow(uuid, uuid) is
  'Deletes a workflow with its steps (admins). A workflow holding documents: with the safeWorkflows feature refused (DOCUMENT_WORKFLOW_HAS_DOCUMENTS, with the count); without it, its documents move to moveDocumentsToStepRowId, a step of another workflow (DOCUMENT_WORKFLOW_DELETE_TARGET_REQUIRED without one, DOCUMENT_WORKFLOW_MOVE_TARGET_NOT_FOUND). Refusals also: DOCUMENT_WORKFLOW_NOT_FOUND, DOCUMENT_WORKFLOWS_FORBIDDEN.';
