--! Previous: sha1:006e6f88b111789d588d6cbcc98ff848300db48a
--! Hash: sha1:cae5b709932ab6d12737ae06f247d0e4ea76c12c
--! Message: workflows approvals comments

--! Workflows, approvals, comments: the data model behind the documents list's collaboration
--! filters (assigned to me, my workflow steps, comments mentioning me, hasComments) and the
--! workflow view. Document workflows with ordered steps and the users responsible for each
--! step, the document's current step with a log of its moves, approval requests (OPEN →
--! APPROVED | REJECTED | CANCELED) that keep documents.approved, comments with replies,
--! mentions (derived from the message parts), likes and seens. Everything is tenant-owned
--! (client_company_id in every key), readable by the company's members; nothing is writable
--! through GraphQL yet (the document actions and comments tabs bring their mutations).

drop trigger if exists _410_workflow_step_log on app_public.documents;
drop trigger if exists _411_workflow_step_log on app_public.documents;
drop function if exists app_private.tg_documents__workflow_step_log() cascade;
drop function if exists app_private.tg_approval_requests__decision() cascade;
drop function if exists app_private.tg_approval_requests__document_approved() cascade;
drop function if exists app_private.tg_comments__thread() cascade;
drop function if exists app_private.tg_comments__mentions() cascade;
drop function if exists app_private.tg_comment_seens__mention_seen() cascade;
drop function if exists app_public.client_companies_current_user_workflow_step_row_ids(app_public.client_companies);
drop function if exists app_public.documents_approval_state(app_public.documents);
drop function if exists app_public.documents_comment_count(app_public.documents);
drop function if exists app_public.documents_unseen_comment_count(app_public.documents);
drop function if exists app_public.documents_in_last_workflow_step(app_public.documents);
drop function if exists app_public.documents_is_in_protected_workflow_step(app_public.documents);
drop function if exists app_public.documents_is_in_prevent_edit_workflow_step(app_public.documents);
drop function if exists app_public.comments_liked_by_current_user(app_public.comments);
drop function if exists app_public.comments_seen_by_current_user(app_public.comments);
drop function if exists app_public.approval_requests_open(app_public.approval_requests);
drop function if exists app_public.approval_requests_rejected(app_public.approval_requests);
drop function if exists app_public.document_workflows_first_step(app_public.document_workflows);
drop function if exists app_public.document_workflows_sorted_steps(app_public.document_workflows);
drop function if exists app_public.document_workflow_steps_index(app_public.document_workflow_steps);
drop function if exists app_public.document_workflow_steps_full_name(app_public.document_workflow_steps);
drop function if exists app_public.document_workflow_steps_is_last_step(app_public.document_workflow_steps);
drop function if exists app_public.document_workflow_steps_previous_step(app_public.document_workflow_steps);
drop function if exists app_public.document_workflow_steps_next_step(app_public.document_workflow_steps);
drop function if exists app_public.document_workflow_steps_document_count(app_public.document_workflow_steps);
drop function if exists app_hidden.workflow_step_full_name(uuid, uuid);

drop table if exists app_public.comment_seens;
drop table if exists app_public.comment_likes;
drop table if exists app_public.comment_mentions;
drop table if exists app_public.comments;
drop table if exists app_public.approval_requests;
drop table if exists app_public.document_workflow_step_logs;
drop table if exists app_public.document_workflow_step_users;
alter table app_public.documents drop constraint if exists documents_workflow_step_id_fkey;
alter table app_public.documents drop column if exists workflow_step_id;
drop table if exists app_public.document_workflow_steps;
drop table if exists app_public.document_workflows;
drop type if exists app_public.approval_request_state;
drop type if exists app_public.document_approval_state;
drop function if exists app_hidden.comment_message_parts_valid(jsonb);

--------------------------------------------------------------------------------
-- Workflows and their steps

create table app_public.document_workflows (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  is_automatic boolean not null default false,
  created_by_wizard boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint document_workflows_company_id_key unique (client_company_id, id)
);
create trigger _100_timestamps before insert or update on app_public.document_workflows
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.document_workflows is E'@behavior -insert -update -delete\nAn ordered sequence of steps a document moves through (e.g. check, approve, pay).';
comment on column app_public.document_workflows.is_automatic is 'Documents enter the workflow by themselves (rules), not only by hand.';
comment on column app_public.document_workflows.created_by_wizard is 'Made by the workflow-and-approvals wizard.';
comment on constraint document_workflows_client_company_id_fkey on app_public.document_workflows is E'@foreignFieldName documentWorkflows';

create table app_public.document_workflow_steps (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  workflow_id uuid not null,
  sort_index integer not null default 0,
  name text not null check (length(btrim(name)) between 1 and 200),
  prevent_document_edit boolean not null default false,
  prevent_invoice_pay boolean not null default false,
  review_details_mandatory boolean not null default false,
  general_ledger_account_mandatory boolean not null default false,
  cost_center_mandatory boolean not null default false,
  cost_unit_mandatory boolean not null default false,
  protected boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint document_workflow_steps_workflow_id_fkey foreign key (client_company_id, workflow_id)
    references app_public.document_workflows (client_company_id, id) on delete cascade,
  constraint document_workflow_steps_company_id_key unique (client_company_id, id)
);
-- The steps of a workflow in order; ties of sort_index are broken by id everywhere.
create index document_workflow_steps_company_workflow_idx on app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, id);
create trigger _100_timestamps before insert or update on app_public.document_workflow_steps
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.document_workflow_steps is E'@behavior -insert -update -delete\nOne step of a workflow; documents stand in at most one step at a time.';
comment on column app_public.document_workflow_steps.sort_index is 'Position key within the workflow (ascending; ties by row id).';
comment on column app_public.document_workflow_steps.prevent_document_edit is 'Documents in this step cannot be edited.';
comment on column app_public.document_workflow_steps.prevent_invoice_pay is 'Invoices in this step cannot be paid.';
comment on column app_public.document_workflow_steps.review_details_mandatory is 'A document must be reviewed before it leaves this step.';
comment on column app_public.document_workflow_steps.general_ledger_account_mandatory is 'A general ledger account is required before leaving this step.';
comment on column app_public.document_workflow_steps.cost_center_mandatory is 'A cost center is required before leaving this step.';
comment on column app_public.document_workflow_steps.cost_unit_mandatory is 'A cost unit is required before leaving this step.';
comment on column app_public.document_workflow_steps.protected is 'A protected step: only its responsible users move documents out of it.';
comment on constraint document_workflow_steps_workflow_id_fkey on app_public.document_workflow_steps is E'@fieldName workflow\n@foreignFieldName steps';

create function app_public.document_workflows_sorted_steps(w app_public.document_workflows)
returns setof app_public.document_workflow_steps as $$
  select * from app_public.document_workflow_steps s
  where s.client_company_id = w.client_company_id and s.workflow_id = w.id
  order by s.sort_index, s.id;
$$ language sql stable;
comment on function app_public.document_workflows_sorted_steps(app_public.document_workflows) is E'@behavior -connection +list\n@listSuffix omit\n@notNull\nThe steps in their order.';

create function app_public.document_workflows_first_step(w app_public.document_workflows)
returns app_public.document_workflow_steps as $$
  select * from app_public.document_workflow_steps s
  where s.client_company_id = w.client_company_id and s.workflow_id = w.id
  order by s.sort_index, s.id
  limit 1;
$$ language sql stable;
comment on function app_public.document_workflows_first_step(app_public.document_workflows) is 'The step documents enter first (null for a workflow without steps).';

create function app_public.document_workflow_steps_index(s app_public.document_workflow_steps) returns integer as $$
  select count(*)::int from app_public.document_workflow_steps o
  where o.client_company_id = s.client_company_id and o.workflow_id = s.workflow_id
    and (o.sort_index, o.id) < (s.sort_index, s.id);
$$ language sql stable;
comment on function app_public.document_workflow_steps_index(app_public.document_workflow_steps) is E'@notNull\nThe step''s position in its workflow, 0 for the first.';

-- Also used by the step log, which keeps the names of the moment (steps may be renamed or deleted).
create function app_hidden.workflow_step_full_name(company_id uuid, step_id uuid) returns text as $$
  select w.name || ' › ' || s.name
  from app_public.document_workflow_steps s
  join app_public.document_workflows w on w.client_company_id = s.client_company_id and w.id = s.workflow_id
  where s.client_company_id = company_id and s.id = step_id;
$$ language sql stable;

create function app_public.document_workflow_steps_full_name(s app_public.document_workflow_steps) returns text as $$
  select w.name || ' › ' || s.name from app_public.document_workflows w
  where w.client_company_id = s.client_company_id and w.id = s.workflow_id;
$$ language sql stable;
comment on function app_public.document_workflow_steps_full_name(app_public.document_workflow_steps) is E'@notNull\nWorkflow and step name, e.g. "Eingangsrechnungen › Freigabe".';

create function app_public.document_workflow_steps_is_last_step(s app_public.document_workflow_steps) returns boolean as $$
  select not exists (
    select 1 from app_public.document_workflow_steps o
    where o.client_company_id = s.client_company_id and o.workflow_id = s.workflow_id
      and (o.sort_index, o.id) > (s.sort_index, s.id));
$$ language sql stable;
comment on function app_public.document_workflow_steps_is_last_step(app_public.document_workflow_steps) is E'@notNull\nNo step follows this one.';

create function app_public.document_workflow_steps_previous_step(s app_public.document_workflow_steps)
returns app_public.document_workflow_steps as $$
  select * from app_public.document_workflow_steps o
  where o.client_company_id = s.client_company_id and o.workflow_id = s.workflow_id
    and (o.sort_index, o.id) < (s.sort_index, s.id)
  order by o.sort_index desc, o.id desc
  limit 1;
$$ language sql stable;
comment on function app_public.document_workflow_steps_previous_step(app_public.document_workflow_steps) is 'The step before this one (null for the first).';

create function app_public.document_workflow_steps_next_step(s app_public.document_workflow_steps)
returns app_public.document_workflow_steps as $$
  select * from app_public.document_workflow_steps o
  where o.client_company_id = s.client_company_id and o.workflow_id = s.workflow_id
    and (o.sort_index, o.id) > (s.sort_index, s.id)
  order by o.sort_index, o.id
  limit 1;
$$ language sql stable;
comment on function app_public.document_workflow_steps_next_step(app_public.document_workflow_steps) is 'The step after this one (null for the last).';

-- Who is responsible for a step: the "my workflow steps" preset lists their documents.
create table app_public.document_workflow_step_users (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  step_id uuid not null,
  user_id uuid not null references app_public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint document_workflow_step_users_step_id_fkey foreign key (client_company_id, step_id)
    references app_public.document_workflow_steps (client_company_id, id) on delete cascade,
  constraint document_workflow_step_users_step_user_key unique (client_company_id, step_id, user_id)
);
create index document_workflow_step_users_user_idx on app_public.document_workflow_step_users (user_id, client_company_id);
comment on table app_public.document_workflow_step_users is E'@behavior -insert -update -delete\nA user responsible for a workflow step.';
comment on constraint document_workflow_step_users_step_id_fkey on app_public.document_workflow_step_users is E'@fieldName step\n@foreignFieldName responsibleUsers';
comment on constraint document_workflow_step_users_user_id_fkey on app_public.document_workflow_step_users is E'@fieldName user\n@foreignFieldName documentWorkflowStepUsers';
comment on constraint document_workflow_step_users_step_user_key on app_public.document_workflow_step_users is E'@behavior -single -update -delete';

create function app_public.client_companies_current_user_workflow_step_row_ids(c app_public.client_companies)
returns setof uuid as $$
  select su.step_id
  from app_public.document_workflow_step_users su
  where su.user_id = app_hidden.current_user_id() and su.client_company_id = c.id
  order by su.step_id;
$$ language sql stable;
comment on function app_public.client_companies_current_user_workflow_step_row_ids(app_public.client_companies) is E'@behavior -connection +list\n@listSuffix omit\n@notNull\nThe workflow steps the signed-in user is responsible for here (the "my workflow steps" preset).';

--------------------------------------------------------------------------------
-- The document's current step, and the log of its moves

alter table app_public.documents add column workflow_step_id uuid;
alter table app_public.documents add constraint documents_workflow_step_id_fkey foreign key (client_company_id, workflow_step_id)
  references app_public.document_workflow_steps (client_company_id, id) on delete set null (workflow_step_id);
create index documents_company_workflow_step_idx on app_public.documents (client_company_id, workflow_step_id);
comment on column app_public.documents.workflow_step_id is 'The workflow step the document stands in (null: in no workflow).';
comment on constraint documents_workflow_step_id_fkey on app_public.documents is E'@fieldName workflowStep\n@foreignFieldName documents';

create function app_public.document_workflow_steps_document_count(s app_public.document_workflow_steps) returns integer as $$
  select count(*)::int from app_public.documents d
  where d.client_company_id = s.client_company_id and d.workflow_step_id = s.id;
$$ language sql stable;
comment on function app_public.document_workflow_steps_document_count(app_public.document_workflow_steps) is E'@notNull\nDocuments standing in this step.';

create function app_public.documents_in_last_workflow_step(d app_public.documents) returns boolean as $$
  select coalesce((select app_public.document_workflow_steps_is_last_step(s) from app_public.document_workflow_steps s
                   where s.client_company_id = d.client_company_id and s.id = d.workflow_step_id), false);
$$ language sql stable;
comment on function app_public.documents_in_last_workflow_step(app_public.documents) is E'@notNull\nThe document stands in the last step of its workflow.';

create function app_public.documents_is_in_protected_workflow_step(d app_public.documents) returns boolean as $$
  select coalesce((select s.protected from app_public.document_workflow_steps s
                   where s.client_company_id = d.client_company_id and s.id = d.workflow_step_id), false);
$$ language sql stable;
comment on function app_public.documents_is_in_protected_workflow_step(app_public.documents) is E'@notNull\nThe document stands in a protected step.';

create function app_public.documents_is_in_prevent_edit_workflow_step(d app_public.documents) returns boolean as $$
  select coalesce((select s.prevent_document_edit from app_public.document_workflow_steps s
                   where s.client_company_id = d.client_company_id and s.id = d.workflow_step_id), false);
$$ language sql stable;
comment on function app_public.documents_is_in_prevent_edit_workflow_step(app_public.documents) is E'@notNull\nThe document stands in a step that prevents editing.';

create table app_public.document_workflow_step_logs (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  previous_step_id uuid,
  next_step_id uuid,
  previous_step_name text,
  next_step_name text,
  user_id uuid references app_public.users (id) on delete set null,
  -- clock_timestamp: several moves in one transaction still have an order.
  created_at timestamptz not null default clock_timestamp(),
  constraint document_workflow_step_logs_document_id_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete cascade,
  constraint document_workflow_step_logs_previous_step_id_fkey foreign key (client_company_id, previous_step_id)
    references app_public.document_workflow_steps (client_company_id, id) on delete set null (previous_step_id),
  constraint document_workflow_step_logs_next_step_id_fkey foreign key (client_company_id, next_step_id)
    references app_public.document_workflow_steps (client_company_id, id) on delete set null (next_step_id)
);
create index document_workflow_step_logs_company_document_idx on app_public.document_workflow_step_logs (client_company_id, document_id, created_at desc);
create index document_workflow_step_logs_company_previous_idx on app_public.document_workflow_step_logs (client_company_id, previous_step_id);
create index document_workflow_step_logs_company_next_idx on app_public.document_workflow_step_logs (client_company_id, next_step_id);
create index document_workflow_step_logs_user_idx on app_public.document_workflow_step_logs (user_id);
comment on table app_public.document_workflow_step_logs is E'@behavior -insert -update -delete\nA move of a document from one workflow step to another (newest first), written by a trigger.';
comment on column app_public.document_workflow_step_logs.previous_step_name is 'Full name of the previous step at the time of the move.';
comment on column app_public.document_workflow_step_logs.next_step_name is 'Full name of the next step at the time of the move.';
comment on constraint document_workflow_step_logs_document_id_fkey on app_public.document_workflow_step_logs is E'@fieldName document\n@foreignFieldName workflowStepLogs';
comment on constraint document_workflow_step_logs_previous_step_id_fkey on app_public.document_workflow_step_logs is E'@fieldName previousStep\n@foreignFieldName logsAsPreviousStep';
comment on constraint document_workflow_step_logs_next_step_id_fkey on app_public.document_workflow_step_logs is E'@fieldName nextStep\n@foreignFieldName logsAsNextStep';
comment on constraint document_workflow_step_logs_user_id_fkey on app_public.document_workflow_step_logs is E'@fieldName user\n@foreignFieldName documentWorkflowStepLogs';

create function app_private.tg_documents__workflow_step_log() returns trigger as $$
begin
  insert into app_public.document_workflow_step_logs
    (client_company_id, document_id, previous_step_id, next_step_id, previous_step_name, next_step_name, user_id)
  values (
    new.client_company_id, new.id,
    case when tg_op = 'UPDATE' then old.workflow_step_id end, new.workflow_step_id,
    case when tg_op = 'UPDATE' then app_hidden.workflow_step_full_name(new.client_company_id, old.workflow_step_id) end,
    app_hidden.workflow_step_full_name(new.client_company_id, new.workflow_step_id),
    app_hidden.current_user_id()
  );
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _410_workflow_step_log after insert on app_public.documents
  for each row when (new.workflow_step_id is not null)
  execute procedure app_private.tg_documents__workflow_step_log();
create trigger _411_workflow_step_log after update of workflow_step_id on app_public.documents
  for each row when (old.workflow_step_id is distinct from new.workflow_step_id)
  execute procedure app_private.tg_documents__workflow_step_log();

--------------------------------------------------------------------------------
-- Approval requests

create type app_public.approval_request_state as enum ('OPEN', 'APPROVED', 'REJECTED', 'CANCELED');
comment on type app_public.approval_request_state is 'OPEN: waits for the approver; APPROVED, REJECTED: decided by the approver; CANCELED: withdrawn. Only OPEN changes.';
create type app_public.document_approval_state as enum ('NONE', 'OPEN', 'APPROVED', 'REJECTED');
comment on type app_public.document_approval_state is 'The state of a document''s newest approval request that is not canceled; NONE without one.';

create table app_public.approval_requests (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  requester_user_id uuid references app_public.users (id) on delete set null,
  approver_user_id uuid references app_public.users (id) on delete set null,
  message text check (message is null or length(message) <= 2000),
  state app_public.approval_request_state not null default 'OPEN',
  -- clock_timestamp: "newest" stays well defined for requests made in one transaction.
  created_at timestamptz not null default clock_timestamp(),
  decided_at timestamptz,
  constraint approval_requests_document_id_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete cascade,
  constraint approval_requests_decided_at_check check ((state = 'OPEN') = (decided_at is null))
);
create index approval_requests_company_document_idx on app_public.approval_requests (client_company_id, document_id, created_at desc);
-- "Documents with an OPEN request for approver X" (assigned to me); one open request per
-- approver and document.
create unique index approval_requests_open_approver_idx on app_public.approval_requests (client_company_id, approver_user_id, document_id)
  where state = 'OPEN';
create index approval_requests_approver_idx on app_public.approval_requests (approver_user_id);
create index approval_requests_requester_idx on app_public.approval_requests (requester_user_id);
comment on table app_public.approval_requests is E'@behavior -insert -update -delete\nA request to a user to approve a document (newest first).';
comment on column app_public.approval_requests.requester_user_id is 'Who asked (null: a rule asked).';
comment on column app_public.approval_requests.approver_user_id is 'Who is asked to decide.';
comment on column app_public.approval_requests.decided_at is 'When the request was approved, rejected or canceled.';
comment on constraint approval_requests_document_id_fkey on app_public.approval_requests is E'@fieldName document\n@foreignFieldName approvalRequests';
comment on constraint approval_requests_requester_user_id_fkey on app_public.approval_requests is E'@fieldName requester\n@foreignFieldName approvalRequestsAsRequester';
comment on constraint approval_requests_approver_user_id_fkey on app_public.approval_requests is E'@fieldName approver\n@foreignFieldName approvalRequestsAsApprover';

create function app_public.approval_requests_open(r app_public.approval_requests) returns boolean as $$
  select r.state = 'OPEN';
$$ language sql stable;
comment on function app_public.approval_requests_open(app_public.approval_requests) is E'@notNull\nThe request waits for a decision.';

create function app_public.approval_requests_rejected(r app_public.approval_requests) returns boolean as $$
  select r.state = 'REJECTED';
$$ language sql stable;
comment on function app_public.approval_requests_rejected(app_public.approval_requests) is E'@notNull\nThe approver rejected the document.';

-- A decision is final: only an OPEN request changes its state; decided_at follows the state.
create function app_private.tg_approval_requests__decision() returns trigger as $$
begin
  if tg_op = 'UPDATE' and old.state <> 'OPEN' and new.state is distinct from old.state then
    raise exception 'This approval request is already % and cannot change.', lower(old.state::text) using errcode = '22023';
  end if;
  if new.state = 'OPEN' then
    new.decided_at := null;
  elsif new.decided_at is null then
    new.decided_at := now();
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _200_decision before insert or update on app_public.approval_requests
  for each row execute procedure app_private.tg_approval_requests__decision();

create function app_public.documents_approval_state(d app_public.documents) returns app_public.document_approval_state as $$
  select coalesce(
    (select r.state::text::app_public.document_approval_state
       from app_public.approval_requests r
       where r.client_company_id = d.client_company_id and r.document_id = d.id and r.state <> 'CANCELED'
       order by r.created_at desc, r.id desc
       limit 1),
    'NONE');
$$ language sql stable;
comment on function app_public.documents_approval_state(app_public.documents) is E'@notNull\nThe state of the newest approval request that is not canceled (NONE without one).';

-- documents.approved follows the approval requests, so the list's isApproved filter stays a
-- column test: approved exactly when the newest non-canceled request is APPROVED.
create function app_private.tg_approval_requests__document_approved() returns trigger as $$
declare
  r app_public.approval_requests := coalesce(new, old);
begin
  update app_public.documents d
    set approved = (app_public.documents_approval_state(d) = 'APPROVED')
    where d.client_company_id = r.client_company_id and d.id = r.document_id
      and d.approved is distinct from (app_public.documents_approval_state(d) = 'APPROVED');
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _600_document_approved after insert or update of state or delete on app_public.approval_requests
  for each row execute procedure app_private.tg_approval_requests__document_approved();

--------------------------------------------------------------------------------
-- Comments: threads of one level (replies to a reply join its thread), mentions derived
-- from the message parts, likes and seens.

-- [{type: 'TEXT', text}, {type: 'MENTION', userRowId, text?}], nothing else.
create function app_hidden.comment_message_parts_valid(parts jsonb) returns boolean as $$
  select jsonb_typeof(parts) = 'array'
    and jsonb_array_length(parts) <= 1000
    and not exists (
      select 1 from jsonb_array_elements(parts) p
      where not coalesce(
        jsonb_typeof(p) = 'object' and (
          (p ->> 'type' = 'TEXT'
            and jsonb_typeof(p -> 'text') = 'string'
            and p - 'type' - 'text' = '{}'::jsonb)
          or (p ->> 'type' = 'MENTION'
            and jsonb_typeof(p -> 'userRowId') = 'string'
            and p ->> 'userRowId' ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
            and (not p ? 'text' or jsonb_typeof(p -> 'text') = 'string')
            and p - 'type' - 'userRowId' - 'text' = '{}'::jsonb)
        ), false));
$$ language sql immutable parallel safe;
comment on function app_hidden.comment_message_parts_valid(jsonb) is 'The shape of comments.message_parts: an array of TEXT {text} and MENTION {userRowId, text?} parts.';

create table app_public.comments (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  reply_to_id uuid,
  commented_by_user_id uuid references app_public.users (id) on delete set null,
  text_message text not null check (length(btrim(text_message)) between 1 and 10000),
  message_parts jsonb not null default '[]' constraint comments_message_parts_check check (app_hidden.comment_message_parts_valid(message_parts)),
  created_at timestamptz not null default clock_timestamp(),
  constraint comments_document_id_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete cascade,
  constraint comments_company_id_key unique (client_company_id, id),
  constraint comments_company_document_id_key unique (client_company_id, document_id, id),
  -- A reply belongs to the same document as the comment it answers.
  constraint comments_reply_to_id_fkey foreign key (client_company_id, document_id, reply_to_id)
    references app_public.comments (client_company_id, document_id, id) on delete cascade,
  constraint comments_not_reply_to_self check (reply_to_id is distinct from id)
);
-- Serves Document.comments oldest first (the comments tab) and newest first (the workflow
-- view's latest comment), and the hasComments filter.
create index comments_company_document_created_idx on app_public.comments (client_company_id, document_id, created_at);
create index comments_company_reply_to_idx on app_public.comments (client_company_id, document_id, reply_to_id);
create index comments_commented_by_idx on app_public.comments (commented_by_user_id);
comment on table app_public.comments is E'@behavior -insert -update -delete\nA comment on a document, or a reply to one.';
comment on column app_public.comments.text_message is 'The comment as plain text (mentions written as @Name).';
comment on column app_public.comments.message_parts is E'The comment as parts: [{"type": "TEXT", "text": …}, {"type": "MENTION", "userRowId": …, "text": "@Name"}].';
comment on constraint comments_document_id_fkey on app_public.comments is E'@fieldName document\n@foreignFieldName comments';
comment on constraint comments_reply_to_id_fkey on app_public.comments is E'@fieldName replyTo\n@foreignFieldName replies';
comment on constraint comments_commented_by_user_id_fkey on app_public.comments is E'@fieldName commentedBy\n@foreignFieldName comments';
comment on constraint comments_company_id_key on app_public.comments is E'@behavior -single -update -delete';
comment on constraint comments_company_document_id_key on app_public.comments is E'@behavior -single -update -delete';

-- Replies form one level: answering a reply answers the comment that started its thread.
create function app_private.tg_comments__thread() returns trigger as $$
declare
  thread_start uuid;
begin
  if new.reply_to_id is not null then
    select c.reply_to_id into thread_start from app_public.comments c
      where c.client_company_id = new.client_company_id and c.id = new.reply_to_id;
    if thread_start is not null then
      new.reply_to_id := thread_start;
    end if;
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_thread before insert or update of reply_to_id on app_public.comments
  for each row execute procedure app_private.tg_comments__thread();

create table app_public.comment_mentions (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  comment_id uuid not null,
  mentioned_user_id uuid not null references app_public.users (id) on delete cascade,
  seen_at timestamptz,
  created_at timestamptz not null default now(),
  constraint comment_mentions_comment_id_fkey foreign key (client_company_id, document_id, comment_id)
    references app_public.comments (client_company_id, document_id, id) on delete cascade,
  constraint comment_mentions_comment_user_key unique (client_company_id, document_id, comment_id, mentioned_user_id)
);
-- "Documents with a comment mentioning user X (seen or not)".
create index comment_mentions_user_document_idx on app_public.comment_mentions (client_company_id, mentioned_user_id, document_id) include (seen_at);
create index comment_mentions_mentioned_user_idx on app_public.comment_mentions (mentioned_user_id);
comment on table app_public.comment_mentions is E'@behavior -insert -update -delete\nA user mentioned in a comment; kept from the comment''s message parts by a trigger.';
comment on column app_public.comment_mentions.document_id is 'The comment''s document (copied so "documents mentioning me" is one index lookup).';
comment on column app_public.comment_mentions.seen_at is 'When the mentioned user saw the comment (null: not yet).';
comment on constraint comment_mentions_comment_id_fkey on app_public.comment_mentions is E'@fieldName comment\n@foreignFieldName mentions';
comment on constraint comment_mentions_mentioned_user_id_fkey on app_public.comment_mentions is E'@fieldName mentionedUser\n@foreignFieldName commentMentions';
comment on constraint comment_mentions_comment_user_key on app_public.comment_mentions is E'@behavior -single -update -delete';

create table app_public.comment_likes (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  comment_id uuid not null,
  user_id uuid not null references app_public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint comment_likes_comment_id_fkey foreign key (client_company_id, comment_id)
    references app_public.comments (client_company_id, id) on delete cascade,
  constraint comment_likes_comment_user_key unique (client_company_id, comment_id, user_id)
);
create index comment_likes_user_idx on app_public.comment_likes (user_id);
comment on table app_public.comment_likes is E'@behavior -insert -update -delete\nA user likes a comment.';
comment on constraint comment_likes_comment_id_fkey on app_public.comment_likes is E'@fieldName comment\n@foreignFieldName likes';
comment on constraint comment_likes_user_id_fkey on app_public.comment_likes is E'@fieldName user\n@foreignFieldName commentLikes';
comment on constraint comment_likes_comment_user_key on app_public.comment_likes is E'@behavior -single -update -delete';

create table app_public.comment_seens (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  comment_id uuid not null,
  user_id uuid not null references app_public.users (id) on delete cascade,
  seen_at timestamptz not null default now(),
  constraint comment_seens_comment_id_fkey foreign key (client_company_id, comment_id)
    references app_public.comments (client_company_id, id) on delete cascade,
  constraint comment_seens_comment_user_key unique (client_company_id, comment_id, user_id)
);
create index comment_seens_user_idx on app_public.comment_seens (user_id);
comment on table app_public.comment_seens is E'@behavior -insert -update -delete\nA user has seen a comment.';
comment on constraint comment_seens_comment_id_fkey on app_public.comment_seens is E'@fieldName comment\n@foreignFieldName seens';
comment on constraint comment_seens_user_id_fkey on app_public.comment_seens is E'@fieldName user\n@foreignFieldName commentSeens';
comment on constraint comment_seens_comment_user_key on app_public.comment_seens is E'@behavior -single -update -delete';

-- The mentions follow the message parts. Only members of the company can be mentioned.
create function app_private.tg_comments__mentions() returns trigger as $$
declare
  mentioned uuid[];
begin
  select coalesce(array_agg(distinct (p ->> 'userRowId')::uuid), '{}') into mentioned
    from jsonb_array_elements(new.message_parts) p
    where p ->> 'type' = 'MENTION';
  if exists (
    select 1 from unnest(mentioned) u(id)
    where not exists (select 1 from app_public.client_company_users ccu
                      where ccu.client_company_id = new.client_company_id and ccu.user_id = u.id)
  ) then
    raise exception 'A mentioned user is not a member of this company.' using errcode = '22023';
  end if;
  if tg_op = 'UPDATE' then
    delete from app_public.comment_mentions m
      where m.client_company_id = new.client_company_id and m.document_id = new.document_id
        and m.comment_id = new.id and m.mentioned_user_id <> all (mentioned);
  end if;
  insert into app_public.comment_mentions (client_company_id, document_id, comment_id, mentioned_user_id, seen_at)
    select new.client_company_id, new.document_id, new.id, u.id,
           (select s.seen_at from app_public.comment_seens s
             where s.client_company_id = new.client_company_id and s.comment_id = new.id and s.user_id = u.id)
    from unnest(mentioned) u(id)
    on conflict (client_company_id, document_id, comment_id, mentioned_user_id) do nothing;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _300_mentions after insert or update of message_parts on app_public.comments
  for each row execute procedure app_private.tg_comments__mentions();

-- Seeing a comment sees its mention of you.
create function app_private.tg_comment_seens__mention_seen() returns trigger as $$
declare
  s app_public.comment_seens := coalesce(new, old);
begin
  update app_public.comment_mentions m
    set seen_at = case when tg_op = 'DELETE' then null else s.seen_at end
    where m.client_company_id = s.client_company_id and m.comment_id = s.comment_id and m.mentioned_user_id = s.user_id;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _300_mention_seen after insert or update of seen_at or delete on app_public.comment_seens
  for each row execute procedure app_private.tg_comment_seens__mention_seen();

create function app_public.comments_liked_by_current_user(c app_public.comments) returns boolean as $$
  select exists (select 1 from app_public.comment_likes l
                 where l.client_company_id = c.client_company_id and l.comment_id = c.id
                   and l.user_id = app_hidden.current_user_id());
$$ language sql stable;
comment on function app_public.comments_liked_by_current_user(app_public.comments) is E'@notNull\nThe signed-in user likes this comment.';

create function app_public.comments_seen_by_current_user(c app_public.comments) returns boolean as $$
  select c.commented_by_user_id = app_hidden.current_user_id()
    or exists (select 1 from app_public.comment_seens s
               where s.client_company_id = c.client_company_id and s.comment_id = c.id
                 and s.user_id = app_hidden.current_user_id());
$$ language sql stable;
comment on function app_public.comments_seen_by_current_user(app_public.comments) is E'@notNull\nThe signed-in user wrote or has seen this comment.';

create function app_public.documents_comment_count(d app_public.documents) returns integer as $$
  select count(*)::int from app_public.comments c
  where c.client_company_id = d.client_company_id and c.document_id = d.id;
$$ language sql stable;
comment on function app_public.documents_comment_count(app_public.documents) is E'@notNull\nComments and replies on the document.';

create function app_public.documents_unseen_comment_count(d app_public.documents) returns integer as $$
  select count(*)::int from app_public.comments c
  where c.client_company_id = d.client_company_id and c.document_id = d.id
    and c.commented_by_user_id is distinct from app_hidden.current_user_id()
    and not exists (select 1 from app_public.comment_seens s
                    where s.client_company_id = c.client_company_id and s.comment_id = c.id
                      and s.user_id = app_hidden.current_user_id());
$$ language sql stable;
comment on function app_public.documents_unseen_comment_count(app_public.documents) is E'@notNull\nComments by others the signed-in user has not seen yet.';

--------------------------------------------------------------------------------
-- Row-level security: members (and super admins) read; writes arrive with the document
-- actions and comments screens.

alter table app_public.document_workflows enable row level security;
alter table app_public.document_workflow_steps enable row level security;
alter table app_public.document_workflow_step_users enable row level security;
alter table app_public.document_workflow_step_logs enable row level security;
alter table app_public.approval_requests enable row level security;
alter table app_public.comments enable row level security;
alter table app_public.comment_mentions enable row level security;
alter table app_public.comment_likes enable row level security;
alter table app_public.comment_seens enable row level security;

create policy select_member on app_public.document_workflows for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.document_workflow_steps for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.document_workflow_step_users for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.document_workflow_step_logs for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.approval_requests for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.comments for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.comment_mentions for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.comment_likes for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.comment_seens for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);

grant select on
  app_public.document_workflows,
  app_public.document_workflow_steps,
  app_public.document_workflow_step_users,
  app_public.document_workflow_step_logs,
  app_public.approval_requests,
  app_public.comments,
  app_public.comment_mentions,
  app_public.comment_likes,
  app_public.comment_seens
to app_user, app_anonymous;

-- The (client_company_id, id) keys exist for the tenant-safe composite foreign keys; they are
-- no way to look rows up.
comment on constraint document_workflows_company_id_key on app_public.document_workflows is E'@behavior -single -update -delete';
comment on constraint document_workflow_steps_company_id_key on app_public.document_workflow_steps is E'@behavior -single -update -delete';
