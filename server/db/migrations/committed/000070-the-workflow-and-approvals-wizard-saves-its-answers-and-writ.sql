--! Previous: sha1:21862436911b81b6cbd5dbaa2fff43937ba6dd01
--! Hash: sha1:9209153ff55d451daa98d1dbb583c1bf1b556b26
--! Message: The workflow-and-approvals wizard saves its answers and writes the workflow and the rules they describe

-- The workflow-and-approvals wizard (spec part 2, "WizardWorkflowAndApproval": rowId, name,
-- payload): a small company answers a few questions (who approves, from which amount, for
-- which categories or partners, whether a factual check comes first, what happens after the
-- approval) and the wizard writes the workflow that carries them out. Listed under the
-- settings' wizards, editable again: an edit changes the same workflow, never a second one.

drop function if exists app_public.create_wizard_workflow_and_approval(uuid, text, jsonb);
drop function if exists app_public.update_wizard_workflow_and_approval(uuid, text, jsonb);
drop function if exists app_public.delete_wizard_workflow_and_approval(uuid);
drop function if exists app_hidden.apply_wizard_workflow_and_approval(app_public.wizard_workflow_and_approvals);
drop function if exists app_hidden.wizard_workflow_and_approval_refusal(uuid);
drop function if exists app_hidden.wizard_step_user(uuid, uuid);
drop function if exists app_hidden.wizard_payload_refusal(jsonb);
drop function if exists app_public.client_companies_wizard_workflow_and_approvals_list(app_public.client_companies, text);
drop table if exists app_public.wizard_workflow_and_approval_import_actions;
drop table if exists app_public.wizard_workflow_and_approvals;
drop function if exists app_hidden.wizard_workflow_and_approval_payload_valid(jsonb);

--------------------------------------------------------------------------------
-- The answers: the rules of src/lib/wizards/workflowAndApprovalWizard.ts (wizardPayloadSchema).

create function app_hidden.wizard_workflow_and_approval_payload_valid(p jsonb) returns boolean as $$
  select jsonb_typeof(p) = 'object'
    and (select count(*) from jsonb_object_keys(p) k
         where k not in ('version', 'approverType', 'approverUserRowId', 'approverUserGroupRowId', 'amount',
                         'amountBasis', 'documentCategoryRowIds', 'partnerCompanyRowIds', 'hasReviewStep',
                         'reviewStepName', 'reviewerUserRowId', 'approvalStepName', 'finalStepName',
                         'moveToFinalStepAfterApproval')) = 0
    and p->'version' = '1'::jsonb
    and coalesce(p->>'approverType' in ('USER', 'USER_GROUP'), false)
    and (case p->>'approverType'
           when 'USER' then coalesce(p->>'approverUserRowId' ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', false)
           else coalesce(p->>'approverUserGroupRowId' ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', false)
         end)
    and jsonb_typeof(p->'approverUserRowId') in ('string', 'null')
    and jsonb_typeof(p->'approverUserGroupRowId') in ('string', 'null')
    and jsonb_typeof(p->'reviewerUserRowId') in ('string', 'null')
    and coalesce(p->>'reviewerUserRowId' ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', true)
    and jsonb_typeof(p->'amount') = 'string'
    and coalesce(p->>'amount' ~ '^[0-9]{1,13}(\.[0-9]{1,2})?$' and (p->>'amount')::numeric > 0, false)
    and coalesce(p->>'amountBasis' in ('NET', 'GROSS'), false)
    and jsonb_typeof(p->'documentCategoryRowIds') = 'array'
    and jsonb_array_length(p->'documentCategoryRowIds') <= 50
    and jsonb_typeof(p->'partnerCompanyRowIds') = 'array'
    and jsonb_array_length(p->'partnerCompanyRowIds') <= 50
    and not exists (select 1 from jsonb_array_elements(p->'documentCategoryRowIds' || p->'partnerCompanyRowIds') e
                    where jsonb_typeof(e) <> 'string'
                       or not (e #>> '{}') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')
    and jsonb_typeof(p->'hasReviewStep') = 'boolean'
    and jsonb_typeof(p->'moveToFinalStepAfterApproval') = 'boolean'
    and jsonb_typeof(p->'reviewStepName') = 'string'
    and jsonb_typeof(p->'approvalStepName') = 'string'
    and jsonb_typeof(p->'finalStepName') = 'string'
    and length(btrim(p->>'reviewStepName')) between 1 and 100
    and length(btrim(p->>'approvalStepName')) between 1 and 100
    and length(btrim(p->>'finalStepName')) between 1 and 100
    and lower(btrim(p->>'approvalStepName')) <> lower(btrim(p->>'finalStepName'))
    and (not (p->>'hasReviewStep')::boolean
         or lower(btrim(p->>'reviewStepName')) not in (lower(btrim(p->>'approvalStepName')), lower(btrim(p->>'finalStepName'))));
$$ language sql immutable;
comment on function app_hidden.wizard_workflow_and_approval_payload_valid(jsonb) is
  'Whether the wizard''s answers have the shape of wizardPayloadSchema (src/lib/wizards/workflowAndApprovalWizard.ts).';

--------------------------------------------------------------------------------
-- The wizards of a company: the answers and what they made (the workflow and its steps).

create table app_public.wizard_workflow_and_approvals (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  name text not null constraint wizard_workflow_and_approvals_name_length
    check (length(btrim(name)) between 1 and 200 and name = btrim(name)),
  payload jsonb not null constraint wizard_workflow_and_approvals_payload_valid
    check (app_hidden.wizard_workflow_and_approval_payload_valid(payload)),
  document_workflow_id uuid,
  review_step_id uuid,
  approval_step_id uuid,
  final_step_id uuid,
  first_step_reaction_id uuid,
  request_reaction_id uuid,
  final_step_reaction_id uuid,
  approval_step_action_id uuid,
  approved_action_id uuid,
  created_by_user_id uuid references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint wizard_workflow_and_approvals_workflow_fkey foreign key (client_company_id, document_workflow_id)
    references app_public.document_workflows (client_company_id, id) on delete set null (document_workflow_id),
  constraint wizard_workflow_and_approvals_review_step_fkey foreign key (client_company_id, review_step_id)
    references app_public.document_workflow_steps (client_company_id, id) on delete set null (review_step_id),
  constraint wizard_workflow_and_approvals_approval_step_fkey foreign key (client_company_id, approval_step_id)
    references app_public.document_workflow_steps (client_company_id, id) on delete set null (approval_step_id),
  constraint wizard_workflow_and_approvals_final_step_fkey foreign key (client_company_id, final_step_id)
    references app_public.document_workflow_steps (client_company_id, id) on delete set null (final_step_id),
  constraint wizard_workflow_and_approvals_first_step_reaction_fkey foreign key (client_company_id, first_step_reaction_id)
    references app_public.rule_reactions (client_company_id, id) on delete set null (first_step_reaction_id),
  constraint wizard_workflow_and_approvals_request_reaction_fkey foreign key (client_company_id, request_reaction_id)
    references app_public.rule_reactions (client_company_id, id) on delete set null (request_reaction_id),
  constraint wizard_workflow_and_approvals_final_step_reaction_fkey foreign key (client_company_id, final_step_reaction_id)
    references app_public.rule_reactions (client_company_id, id) on delete set null (final_step_reaction_id),
  constraint wizard_workflow_and_approvals_approval_step_action_fkey foreign key (client_company_id, approval_step_action_id)
    references app_public.rule_actions (client_company_id, id) on delete set null (approval_step_action_id),
  constraint wizard_workflow_and_approvals_approved_action_fkey foreign key (client_company_id, approved_action_id)
    references app_public.rule_actions (client_company_id, id) on delete set null (approved_action_id),
  constraint wizard_workflow_and_approvals_company_id_key unique (client_company_id, id)
);
create index wizard_workflow_and_approvals_company_idx on app_public.wizard_workflow_and_approvals (client_company_id, created_at, id);
create index wizard_workflow_and_approvals_workflow_idx on app_public.wizard_workflow_and_approvals (client_company_id, document_workflow_id);
create index wizard_workflow_and_approvals_review_step_idx on app_public.wizard_workflow_and_approvals (client_company_id, review_step_id);
create index wizard_workflow_and_approvals_approval_step_idx on app_public.wizard_workflow_and_approvals (client_company_id, approval_step_id);
create index wizard_workflow_and_approvals_final_step_idx on app_public.wizard_workflow_and_approvals (client_company_id, final_step_id);
create index wizard_workflow_and_approvals_first_step_reaction_idx on app_public.wizard_workflow_and_approvals (client_company_id, first_step_reaction_id);
create index wizard_workflow_and_approvals_request_reaction_idx on app_public.wizard_workflow_and_approvals (client_company_id, request_reaction_id);
create index wizard_workflow_and_approvals_final_step_reaction_idx on app_public.wizard_workflow_and_approvals (client_company_id, final_step_reaction_id);
create index wizard_workflow_and_approvals_approval_step_action_idx on app_public.wizard_workflow_and_approvals (client_company_id, approval_step_action_id);
create index wizard_workflow_and_approvals_approved_action_idx on app_public.wizard_workflow_and_approvals (client_company_id, approved_action_id);
create index wizard_workflow_and_approvals_created_by_idx on app_public.wizard_workflow_and_approvals (created_by_user_id);
create trigger _100_timestamps before insert or update on app_public.wizard_workflow_and_approvals
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.wizard_workflow_and_approvals is E'@behavior -insert -update -delete\nA workflow-and-approvals wizard: the answers (payload) and the workflow they made. Admins with the wizard feature save it through createWizardWorkflowAndApproval and updateWizardWorkflowAndApproval.';
comment on column app_public.wizard_workflow_and_approvals.payload is E'@notNull\nThe answers (wizardPayloadSchema): approver (a member or a user group), amount and its basis (net or gross), categories and partners, the factual-check step, the step names and whether an approval moves the document to the last step.';
comment on column app_public.wizard_workflow_and_approvals.document_workflow_id is 'The workflow the wizard made (null once someone deleted it; the next save makes it again).';
comment on column app_public.wizard_workflow_and_approvals.review_step_id is E'@behavior -select\nThe factual-check step the wizard made, if any.';
comment on column app_public.wizard_workflow_and_approvals.approval_step_id is E'@behavior -select\nThe approval step the wizard made.';
comment on column app_public.wizard_workflow_and_approvals.final_step_id is E'@behavior -select\nThe last step (payment/accounting) the wizard made.';
comment on column app_public.wizard_workflow_and_approvals.created_by_user_id is E'@behavior -select\nWho saved the wizard first.';
comment on constraint wizard_workflow_and_approvals_client_company_id_fkey on app_public.wizard_workflow_and_approvals is E'@fieldName clientCompany\n@foreignFieldName wizardWorkflowAndApprovals\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint wizard_workflow_and_approvals_workflow_fkey on app_public.wizard_workflow_and_approvals is E'@fieldName documentWorkflow\n@foreignFieldName wizardWorkflowAndApprovals\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint wizard_workflow_and_approvals_review_step_fkey on app_public.wizard_workflow_and_approvals is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint wizard_workflow_and_approvals_approval_step_fkey on app_public.wizard_workflow_and_approvals is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint wizard_workflow_and_approvals_final_step_fkey on app_public.wizard_workflow_and_approvals is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint wizard_workflow_and_approvals_created_by_user_id_fkey on app_public.wizard_workflow_and_approvals is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';

comment on column app_public.wizard_workflow_and_approvals.first_step_reaction_id is E'@behavior -select\nA rule part the wizard made (it changes this one when saved again).';
comment on constraint wizard_workflow_and_approvals_first_step_reaction_fkey on app_public.wizard_workflow_and_approvals is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on column app_public.wizard_workflow_and_approvals.request_reaction_id is E'@behavior -select\nA rule part the wizard made (it changes this one when saved again).';
comment on constraint wizard_workflow_and_approvals_request_reaction_fkey on app_public.wizard_workflow_and_approvals is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on column app_public.wizard_workflow_and_approvals.final_step_reaction_id is E'@behavior -select\nA rule part the wizard made (it changes this one when saved again).';
comment on constraint wizard_workflow_and_approvals_final_step_reaction_fkey on app_public.wizard_workflow_and_approvals is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on column app_public.wizard_workflow_and_approvals.approval_step_action_id is E'@behavior -select\nA rule part the wizard made (it changes this one when saved again).';
comment on constraint wizard_workflow_and_approvals_approval_step_action_fkey on app_public.wizard_workflow_and_approvals is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on column app_public.wizard_workflow_and_approvals.approved_action_id is E'@behavior -select\nA rule part the wizard made (it changes this one when saved again).';
comment on constraint wizard_workflow_and_approvals_approved_action_fkey on app_public.wizard_workflow_and_approvals is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint wizard_workflow_and_approvals_company_id_key on app_public.wizard_workflow_and_approvals is E'@behavior -single -update -delete';

-- The rule actions the wizard made for an amount, one per category and partner combination
-- (a rule action's conditions must all match, so "category A or B" is two actions).
create table app_public.wizard_workflow_and_approval_import_actions (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  wizard_id uuid not null,
  combination_key text not null constraint wizard_workflow_and_approval_import_actions_key_length check (length(combination_key) between 3 and 80),
  rule_action_id uuid not null,
  constraint wizard_workflow_and_approval_import_actions_wizard_fkey foreign key (client_company_id, wizard_id)
    references app_public.wizard_workflow_and_approvals (client_company_id, id) on delete cascade,
  constraint wizard_workflow_and_approval_import_actions_action_fkey foreign key (client_company_id, rule_action_id)
    references app_public.rule_actions (client_company_id, id) on delete cascade,
  constraint wizard_workflow_and_approval_import_actions_key unique (wizard_id, combination_key)
);
create index wizard_workflow_and_approval_import_actions_wizard_idx on app_public.wizard_workflow_and_approval_import_actions (client_company_id, wizard_id);
create index wizard_workflow_and_approval_import_actions_action_idx on app_public.wizard_workflow_and_approval_import_actions (client_company_id, rule_action_id);
comment on table app_public.wizard_workflow_and_approval_import_actions is E'@behavior -insert -update -delete -query:resource:list -query:resource:connection\nWhich rule action a wizard made for which category and partner (written by the wizard only).';
comment on constraint wizard_workflow_and_approval_import_actions_wizard_fkey on app_public.wizard_workflow_and_approval_import_actions is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint wizard_workflow_and_approval_import_actions_action_fkey on app_public.wizard_workflow_and_approval_import_actions is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint wizard_workflow_and_approval_import_actions_key on app_public.wizard_workflow_and_approval_import_actions is E'@behavior -single -update -delete';
alter table app_public.wizard_workflow_and_approval_import_actions enable row level security;
create policy select_admin on app_public.wizard_workflow_and_approval_import_actions for select using (app_hidden.has_admin_access(client_company_id));
grant select on app_public.wizard_workflow_and_approval_import_actions to app_user;

alter table app_public.wizard_workflow_and_approvals enable row level security;

-- Admins of the company with the wizard feature read them; the functions below write them.
create policy select_admin on app_public.wizard_workflow_and_approvals for select using (
  app_hidden.has_admin_access(client_company_id)
  and app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = client_company_id), 'WIZARD_WORKFLOW_AND_APPROVALS')
);
grant select on app_public.wizard_workflow_and_approvals to app_user;

create function app_public.client_companies_wizard_workflow_and_approvals_list(c app_public.client_companies, search_text text default null)
returns setof app_public.wizard_workflow_and_approvals as $$
  select w.* from app_public.wizard_workflow_and_approvals w
  where w.client_company_id = c.id
    and (coalesce(btrim(search_text), '') = ''
         or w.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')
  order by lower(w.name), w.id;
$$ language sql stable;
comment on function app_public.client_companies_wizard_workflow_and_approvals_list(app_public.client_companies, text) is
  'The workflow-and-approvals wizards of the settings list, by name, matching the search in the name.';

--------------------------------------------------------------------------------
-- Saving: the answers are checked, then the workflow is written (made or changed) in the same
-- transaction. The functions run as the owner because they write the workflow's tables on the
-- admin's behalf; they check admin access and the feature themselves, first.

create function app_hidden.wizard_workflow_and_approval_refusal(company_id uuid) returns void as $$
begin
  if not app_hidden.current_user_can_see_company(company_id) then
    raise exception 'YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST' using errcode = 'P0002';
  end if;
  if not app_hidden.has_admin_access(company_id) then
    raise exception 'WIZARDS_FORBIDDEN' using errcode = '42501';
  end if;
  if not app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = company_id), 'WIZARD_WORKFLOW_AND_APPROVALS') then
    raise exception 'WIZARD_FEATURE_OFF' using errcode = '42501';
  end if;
end;
$$ language plpgsql stable security definer set search_path to pg_catalog, public, pg_temp;

-- Makes the step's responsible users exactly the given one (none for null).
create function app_hidden.wizard_step_user(step_id uuid, user_id uuid) returns void as $$
  delete from app_public.document_workflow_step_users su
  where su.step_id = wizard_step_user.step_id and su.user_id is distinct from wizard_step_user.user_id;
  insert into app_public.document_workflow_step_users (client_company_id, step_id, user_id)
  select s.client_company_id, s.id, wizard_step_user.user_id from app_public.document_workflow_steps s
  where s.id = wizard_step_user.step_id and wizard_step_user.user_id is not null
  on conflict (client_company_id, step_id, user_id) do nothing;
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;

create function app_hidden.apply_wizard_workflow_and_approval(w app_public.wizard_workflow_and_approvals)
returns app_public.wizard_workflow_and_approvals as $$
declare
  p jsonb := w.payload;
  approver uuid := nullif(p->>'approverUserRowId', '')::uuid;
  approver_group uuid := nullif(p->>'approverUserGroupRowId', '')::uuid;
  reviewer uuid := nullif(p->>'reviewerUserRowId', '')::uuid;
  has_review boolean := (p->>'hasReviewStep')::boolean;
  wf_id uuid := w.document_workflow_id;
  review_id uuid := w.review_step_id;
  approval_id uuid := w.approval_step_id;
  final_id uuid := w.final_step_id;
  drop_review_id uuid;
  amount numeric(15, 2) := (p->>'amount')::numeric;
  approver_name text;
  first_reaction uuid := w.first_step_reaction_id;
  request_reaction uuid := w.request_reaction_id;
  final_reaction uuid := w.final_step_reaction_id;
  step_action uuid := w.approval_step_action_id;
  approved_action uuid := w.approved_action_id;
  combo record;
  combo_key text;
  combo_keys text[] := '{}';
  import_ids uuid[] := '{}';
  action_id uuid;
  rule_name text;
begin
  -- The people, group, categories and partners named must be the company's.
  if p->>'approverType' = 'USER' and not exists (
    select 1 from app_public.client_company_users ccu where ccu.client_company_id = w.client_company_id and ccu.user_id = approver) then
    raise exception 'WIZARD_APPROVER_NOT_IN_COMPANY' using errcode = '22023', column = 'approverUserRowId';
  end if;
  if p->>'approverType' = 'USER_GROUP' then
    if not app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = w.client_company_id), 'USER_GROUP') then
      raise exception 'USER_GROUP_FEATURE_OFF' using errcode = '42501', column = 'approverUserGroupRowId';
    end if;
    if not exists (select 1 from app_public.user_groups g where g.client_company_id = w.client_company_id and g.id = approver_group) then
      raise exception 'WIZARD_USER_GROUP_NOT_FOUND' using errcode = '22023', column = 'approverUserGroupRowId';
    end if;
  end if;
  if has_review and reviewer is not null and not exists (
    select 1 from app_public.client_company_users ccu where ccu.client_company_id = w.client_company_id and ccu.user_id = reviewer) then
    raise exception 'WIZARD_REVIEWER_NOT_IN_COMPANY' using errcode = '22023', column = 'reviewerUserRowId';
  end if;
  if exists (select 1 from jsonb_array_elements_text(p->'documentCategoryRowIds') x(id)
             where not exists (select 1 from app_public.document_categories dc
                               where dc.client_company_id = w.client_company_id and dc.id = x.id::uuid)) then
    raise exception 'WIZARD_CATEGORY_NOT_FOUND' using errcode = '22023', column = 'documentCategoryRowIds';
  end if;
  if exists (select 1 from jsonb_array_elements_text(p->'partnerCompanyRowIds') x(id)
             where not exists (select 1 from app_public.partner_companies pc
                               where pc.client_company_id = w.client_company_id and pc.id = x.id::uuid)) then
    raise exception 'WIZARD_PARTNER_NOT_FOUND' using errcode = '22023', column = 'partnerCompanyRowIds';
  end if;
  if greatest(jsonb_array_length(p->'documentCategoryRowIds'), 1) * greatest(jsonb_array_length(p->'partnerCompanyRowIds'), 1) > 50 then
    raise exception 'WIZARD_TOO_MANY_COMBINATIONS' using errcode = '22023', column = 'partnerCompanyRowIds';
  end if;

  -- The workflow: the one made before (renamed), or a new one.
  if wf_id is not null then
    update app_public.document_workflows set name = w.name, is_automatic = true, created_by_wizard = true
    where client_company_id = w.client_company_id and id = wf_id;
  end if;
  if wf_id is null or not found then
    insert into app_public.document_workflows (client_company_id, name, is_automatic, created_by_wizard)
    values (w.client_company_id, w.name, true, true) returning id into wf_id;
    review_id := null;
    approval_id := null;
    final_id := null;
  end if;

  -- Steps the wizard made but someone moved to another workflow are no longer its own.
  select s.id into review_id from app_public.document_workflow_steps s
  where s.client_company_id = w.client_company_id and s.workflow_id = wf_id and s.id = review_id;
  select s.id into approval_id from app_public.document_workflow_steps s
  where s.client_company_id = w.client_company_id and s.workflow_id = wf_id and s.id = approval_id;
  select s.id into final_id from app_public.document_workflow_steps s
  where s.client_company_id = w.client_company_id and s.workflow_id = wf_id and s.id = final_id;

  -- The factual check: made, renamed or removed (never with documents standing in it).
  if has_review then
    if review_id is null then
      insert into app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, name, prevent_invoice_pay)
      values (w.client_company_id, wf_id, 10, btrim(p->>'reviewStepName'), true) returning id into review_id;
    else
      update app_public.document_workflow_steps set name = btrim(p->>'reviewStepName'), sort_index = 10, prevent_invoice_pay = true
      where id = review_id;
    end if;
    perform app_hidden.wizard_step_user(review_id, reviewer);
  elsif review_id is not null then
    if exists (select 1 from app_public.documents d where d.client_company_id = w.client_company_id and d.workflow_step_id = review_id) then
      raise exception 'WIZARD_STEP_HOLDS_DOCUMENTS' using errcode = 'P0001', column = 'hasReviewStep';
    end if;
    drop_review_id := review_id;
    review_id := null;
  end if;

  if approval_id is null then
    insert into app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, name, prevent_invoice_pay)
    values (w.client_company_id, wf_id, 20, btrim(p->>'approvalStepName'), true) returning id into approval_id;
  else
    update app_public.document_workflow_steps set name = btrim(p->>'approvalStepName'), sort_index = 20, prevent_invoice_pay = true
    where id = approval_id;
  end if;
  perform app_hidden.wizard_step_user(approval_id, case when p->>'approverType' = 'USER' then approver end);

  if final_id is null then
    insert into app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, name)
    values (w.client_company_id, wf_id, 30, btrim(p->>'finalStepName')) returning id into final_id;
  else
    update app_public.document_workflow_steps set name = btrim(p->>'finalStepName'), sort_index = 30 where id = final_id;
  end if;

  ------------------------------------------------------------------------------
  -- The rules that drive the workflow (the rules engine runs them in sortIndex order):
  --   on import, an incoming invoice above the amount (of the category / partner) goes to the
  --   first step; without a factual check its approval is requested at once, with one the
  --   approval is requested when the document reaches the approval step; once approved, it
  --   moves to the last step. What the wizard made before is changed, never made twice.
  approver_name := case when p->>'approverType' = 'USER'
    then (select coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email::text) from app_public.users u where u.id = approver)
    else (select g.name from app_public.user_groups g where g.id = approver_group) end;

  -- Reactions: move to the first step, request the approval, move to the last step.
  rule_name := left(w.name || ' › ' || btrim(case when has_review then p->>'reviewStepName' else p->>'approvalStepName' end), 200);
  if first_reaction is not null and exists (select 1 from app_public.rule_reactions r where r.id = first_reaction) then
    update app_public.rule_reactions set name = btrim(rule_name), kind = 'WORKFLOW_STEP_CHANGE',
      change_workflow_step_id = coalesce(review_id, approval_id)
    where id = first_reaction;
  else
    insert into app_public.rule_reactions (client_company_id, name, kind, change_workflow_step_id)
    values (w.client_company_id, btrim(rule_name), 'WORKFLOW_STEP_CHANGE', coalesce(review_id, approval_id))
    returning id into first_reaction;
  end if;

  rule_name := left(w.name || ' › ' || coalesce(approver_name, btrim(p->>'approvalStepName')), 200);
  if request_reaction is not null and exists (select 1 from app_public.rule_reactions r where r.id = request_reaction) then
    update app_public.rule_reactions set name = btrim(rule_name), kind = 'APPROVAL_REQUEST',
      approver_user_id = case when p->>'approverType' = 'USER' then approver end,
      blank_approver_type = case when p->>'approverType' = 'USER_GROUP' then 'USER_GROUP' end,
      blank_approver_count = case when p->>'approverType' = 'USER_GROUP' then 1 end,
      user_group_id = case when p->>'approverType' = 'USER_GROUP' then approver_group end,
      controller_user_from_document_partner_company = false
    where id = request_reaction;
  else
    insert into app_public.rule_reactions (client_company_id, name, kind, approver_user_id, blank_approver_type,
      blank_approver_count, user_group_id)
    values (w.client_company_id, btrim(rule_name), 'APPROVAL_REQUEST',
      case when p->>'approverType' = 'USER' then approver end,
      case when p->>'approverType' = 'USER_GROUP' then 'USER_GROUP' end,
      case when p->>'approverType' = 'USER_GROUP' then 1 end,
      case when p->>'approverType' = 'USER_GROUP' then approver_group end)
    returning id into request_reaction;
  end if;

  if (p->>'moveToFinalStepAfterApproval')::boolean then
    rule_name := left(w.name || ' › ' || btrim(p->>'finalStepName'), 200);
    if final_reaction is not null and exists (select 1 from app_public.rule_reactions r where r.id = final_reaction) then
      update app_public.rule_reactions set name = btrim(rule_name), kind = 'WORKFLOW_STEP_CHANGE', change_workflow_step_id = final_id
      where id = final_reaction;
    else
      insert into app_public.rule_reactions (client_company_id, name, kind, change_workflow_step_id)
      values (w.client_company_id, btrim(rule_name), 'WORKFLOW_STEP_CHANGE', final_id)
      returning id into final_reaction;
    end if;
  elsif final_reaction is not null then
    delete from app_public.rule_reactions where id = final_reaction;
    final_reaction := null;
  end if;

  -- Actions on import: incoming invoice, total above the amount, per category × partner.
  for combo in
    select c.category_id, pc.partner_id
    from (select x::uuid as category_id from jsonb_array_elements_text(p->'documentCategoryRowIds') x
          union all select null::uuid where jsonb_array_length(p->'documentCategoryRowIds') = 0) c
    cross join (select x::uuid as partner_id from jsonb_array_elements_text(p->'partnerCompanyRowIds') x
          union all select null::uuid where jsonb_array_length(p->'partnerCompanyRowIds') = 0) pc
  loop
    combo_key := coalesce(combo.category_id::text, '*') || '/' || coalesce(combo.partner_id::text, '*');
    rule_name := left(concat_ws(' · ', w.name || ' › > ' || to_char(amount, 'FM9999999999990.00'),
      (select dc.name from app_public.document_categories dc where dc.id = combo.category_id),
      (select pc.name from app_public.partner_companies pc where pc.id = combo.partner_id)), 200);
    select l.rule_action_id into action_id from app_public.wizard_workflow_and_approval_import_actions l
    where l.wizard_id = w.id and l.combination_key = combo_key;
    if action_id is null then
      insert into app_public.rule_actions (client_company_id, name) values (w.client_company_id, btrim(rule_name))
      returning id into action_id;
      insert into app_public.wizard_workflow_and_approval_import_actions (client_company_id, wizard_id, combination_key, rule_action_id)
      values (w.client_company_id, w.id, combo_key, action_id);
    else
      update app_public.rule_actions set name = btrim(rule_name) where id = action_id;
      delete from app_public.rule_conditions x where x.rule_action_id = action_id;
    end if;
    insert into app_public.rule_conditions (client_company_id, rule_action_id, sort_index, kind, document_type, document_type_equality)
    values (w.client_company_id, action_id, 0, 'CATEGORY_DOCUMENT_TYPE', 'INCOMING_INVOICE', 'EQUAL');
    insert into app_public.rule_conditions (client_company_id, rule_action_id, sort_index, kind, total, total_comparison)
    values (w.client_company_id, action_id, 1, 'INVOICE', amount, 'GREATER_THAN');
    if combo.category_id is not null then
      insert into app_public.rule_conditions (client_company_id, rule_action_id, sort_index, kind, document_category_id, document_category_row_id_equality)
      values (w.client_company_id, action_id, 2, 'CATEGORY', combo.category_id, 'EQUAL');
    end if;
    if combo.partner_id is not null then
      insert into app_public.rule_conditions (client_company_id, rule_action_id, sort_index, kind, partner_company_id, partner_company_row_id_equality)
      values (w.client_company_id, action_id, 3, 'INVOICE', combo.partner_id, 'EQUAL');
    end if;
    combo_keys := combo_keys || combo_key;
    import_ids := import_ids || action_id;
    action_id := null;
  end loop;
  -- Combinations no longer asked for go, with their rules.
  delete from app_public.rule_actions a using app_public.wizard_workflow_and_approval_import_actions l
  where l.wizard_id = w.id and not (l.combination_key = any (combo_keys)) and a.client_company_id = l.client_company_id and a.id = l.rule_action_id;

  -- With a factual check: the approval is requested when the document reaches the approval step.
  if has_review then
    rule_name := left(w.name || ' › ' || btrim(p->>'approvalStepName'), 200);
    if step_action is not null and exists (select 1 from app_public.rule_actions a where a.id = step_action) then
      update app_public.rule_actions set name = btrim(rule_name) where id = step_action;
      delete from app_public.rule_conditions x where x.rule_action_id = step_action;
    else
      insert into app_public.rule_actions (client_company_id, name) values (w.client_company_id, btrim(rule_name))
      returning id into step_action;
    end if;
    insert into app_public.rule_conditions (client_company_id, rule_action_id, sort_index, kind, document_workflow_step_id, document_workflow_step_row_id_equality)
    values (w.client_company_id, step_action, 0, 'WORKFLOW_STEP', approval_id, 'EQUAL');
  elsif step_action is not null then
    delete from app_public.rule_actions where id = step_action;
    step_action := null;
  end if;

  -- After the approval: an approved document in the approval step moves to the last step.
  if (p->>'moveToFinalStepAfterApproval')::boolean then
    rule_name := left(w.name || ' › ' || btrim(p->>'approvalStepName') || ' ✓', 200);
    if approved_action is not null and exists (select 1 from app_public.rule_actions a where a.id = approved_action) then
      update app_public.rule_actions set name = btrim(rule_name) where id = approved_action;
      delete from app_public.rule_conditions x where x.rule_action_id = approved_action;
    else
      insert into app_public.rule_actions (client_company_id, name) values (w.client_company_id, btrim(rule_name))
      returning id into approved_action;
    end if;
    insert into app_public.rule_conditions (client_company_id, rule_action_id, sort_index, kind, document_workflow_step_id, document_workflow_step_row_id_equality)
    values (w.client_company_id, approved_action, 0, 'WORKFLOW_STEP', approval_id, 'EQUAL');
    insert into app_public.rule_conditions (client_company_id, rule_action_id, sort_index, kind, approved)
    values (w.client_company_id, approved_action, 1, 'DOCUMENT', true);
  elsif approved_action is not null then
    delete from app_public.rule_actions where id = approved_action;
    approved_action := null;
  end if;

  -- The action-reactions: exactly these (an admin's enable/disable of one stays as it is).
  create temporary table if not exists pg_temp.wizard_rules (rule_action_id uuid, rule_reaction_id uuid, trigger app_public.rule_trigger, sort_index int) on commit drop;
  delete from pg_temp.wizard_rules;
  insert into pg_temp.wizard_rules select x, first_reaction, 'DOCUMENT_IMPORTED', 10 from unnest(import_ids) x;
  if has_review then
    insert into pg_temp.wizard_rules values (step_action, request_reaction, 'WORKFLOW_STEP_CHANGED', 20);
  else
    insert into pg_temp.wizard_rules select x, request_reaction, 'DOCUMENT_IMPORTED', 20 from unnest(import_ids) x;
  end if;
  if approved_action is not null then
    insert into pg_temp.wizard_rules values (approved_action, final_reaction, 'APPROVAL_DECIDED', 30);
  end if;
  delete from app_public.rule_action_reactions ar
  where ar.client_company_id = w.client_company_id
    and (ar.rule_action_id = any (import_ids || step_action || approved_action)
         or ar.rule_reaction_id in (first_reaction, request_reaction, final_reaction))
    and not exists (select 1 from pg_temp.wizard_rules d where d.rule_action_id = ar.rule_action_id
                    and d.rule_reaction_id = ar.rule_reaction_id and d.trigger = ar.trigger);
  insert into app_public.rule_action_reactions (client_company_id, rule_action_id, rule_reaction_id, trigger, sort_index)
  select w.client_company_id, d.rule_action_id, d.rule_reaction_id, d.trigger, d.sort_index from pg_temp.wizard_rules d
  on conflict (client_company_id, rule_action_id, rule_reaction_id, trigger) do update set sort_index = excluded.sort_index;

  if drop_review_id is not null then
    delete from app_public.document_workflow_steps where id = drop_review_id;
  end if;

  update app_public.wizard_workflow_and_approvals x
  set document_workflow_id = wf_id, review_step_id = review_id, approval_step_id = approval_id, final_step_id = final_id,
    first_step_reaction_id = first_reaction, request_reaction_id = request_reaction, final_step_reaction_id = final_reaction,
    approval_step_action_id = step_action, approved_action_id = approved_action
  where x.id = w.id
  returning * into w;
  return w;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.apply_wizard_workflow_and_approval(app_public.wizard_workflow_and_approvals) is
  'Writes the workflow (and its steps) and the rules the wizard''s answers describe: makes them on the first save, changes the same ones afterwards.';

create function app_hidden.wizard_payload_refusal(payload jsonb) returns void as $$
begin
  if payload is null or not app_hidden.wizard_workflow_and_approval_payload_valid(payload) then
    raise exception 'WIZARD_PAYLOAD_INVALID' using errcode = '22023', column = 'payload';
  end if;
end;
$$ language plpgsql immutable;

create function app_public.create_wizard_workflow_and_approval(client_company_row_id uuid, name text, payload jsonb)
returns app_public.wizard_workflow_and_approvals as $$
declare
  w app_public.wizard_workflow_and_approvals;
begin
  perform app_hidden.wizard_workflow_and_approval_refusal(client_company_row_id);
  perform app_hidden.wizard_payload_refusal(payload);
  insert into app_public.wizard_workflow_and_approvals (client_company_id, name, payload, created_by_user_id)
  values (client_company_row_id, btrim(create_wizard_workflow_and_approval.name), payload, app_hidden.current_user_id())
  returning * into w;
  return app_hidden.apply_wizard_workflow_and_approval(w);
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.create_wizard_workflow_and_approval(uuid, text, jsonb) is
  'Saves a workflow-and-approvals wizard and writes its workflow (admins, wizard feature). Refusals: WIZARDS_FORBIDDEN, WIZARD_FEATURE_OFF, WIZARD_PAYLOAD_INVALID, WIZARD_APPROVER_NOT_IN_COMPANY, WIZARD_USER_GROUP_NOT_FOUND, USER_GROUP_FEATURE_OFF, WIZARD_REVIEWER_NOT_IN_COMPANY, WIZARD_CATEGORY_NOT_FOUND, WIZARD_PARTNER_NOT_FOUND, WIZARD_TOO_MANY_COMBINATIONS (more than 50 category × partner pairs), a name empty or too long (wizard_workflow_and_approvals_name_length).';

create function app_public.update_wizard_workflow_and_approval(wizard_workflow_and_approval_row_id uuid, name text, payload jsonb)
returns app_public.wizard_workflow_and_approvals as $$
declare
  w app_public.wizard_workflow_and_approvals;
begin
  select * into w from app_public.wizard_workflow_and_approvals x where x.id = wizard_workflow_and_approval_row_id for update;
  if w.id is null or not app_hidden.current_user_can_see_company(w.client_company_id) then
    raise exception 'WIZARD_NOT_FOUND' using errcode = 'P0002';
  end if;
  perform app_hidden.wizard_workflow_and_approval_refusal(w.client_company_id);
  perform app_hidden.wizard_payload_refusal(payload);
  update app_public.wizard_workflow_and_approvals x
  set name = btrim(update_wizard_workflow_and_approval.name), payload = update_wizard_workflow_and_approval.payload
  where x.id = w.id returning * into w;
  return app_hidden.apply_wizard_workflow_and_approval(w);
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.update_wizard_workflow_and_approval(uuid, text, jsonb) is
  'Changes a wizard''s answers and the same workflow it made (never a second one). Refusals as createWizardWorkflowAndApproval, WIZARD_NOT_FOUND and WIZARD_STEP_HOLDS_DOCUMENTS (the factual check removed while documents stand in it).';

-- The owner's helpers run only inside the functions above, never on their own.
revoke all on function app_hidden.apply_wizard_workflow_and_approval(app_public.wizard_workflow_and_approvals) from public, app_user, app_anonymous;
revoke all on function app_hidden.wizard_step_user(uuid, uuid) from public, app_user, app_anonymous;
