--! Previous: sha1:79c93095195a2026af87151b75af0c6ba1f1d70f
--! Hash: sha1:f204f7b0c0d1a7b80b5f1032efcebb5187dfa5fe
--! Message: Rules storage: rule actions with their conditions, reactions, action-reactions under a trigger and rule runs, for admins with the rules feature

-- Rules (spec part 2 §3 "Rules", settings {company}/rules): actions (their conditions),
-- reactions and the action-reactions that join them under a trigger; the runs of the engine.
-- Admins with the RULES feature manage them; every reference points at a row of the same
-- company (composite foreign keys); a row that would be invalid cannot exist (checks and a
-- deferred trigger: an action always has at least one condition).

drop function if exists app_public.create_rule_action(uuid, text, text, app_public.rule_condition_input[]);
drop function if exists app_public.update_rule_action(uuid, text, text, app_public.rule_condition_input[]);
drop function if exists app_public.delete_rule_action(uuid);
drop function if exists app_public.create_rule_reaction(uuid, app_public.rule_reaction_input);
drop function if exists app_public.update_rule_reaction(uuid, app_public.rule_reaction_input);
drop function if exists app_public.delete_rule_reaction(uuid);
drop function if exists app_public.create_rule_action_reaction(uuid, uuid, uuid, app_public.rule_trigger, boolean, integer);
drop function if exists app_public.update_rule_action_reaction(uuid, uuid, uuid, app_public.rule_trigger, boolean, integer);
drop function if exists app_public.delete_rule_action_reaction(uuid);
drop function if exists app_hidden.rules_refusal(uuid);
drop function if exists app_hidden.set_rule_conditions(app_public.rule_actions, app_public.rule_condition_input[]);
drop function if exists app_public.rule_actions_conditions(app_public.rule_actions);
drop function if exists app_public.rule_reactions_has_token(app_public.rule_reactions);
drop function if exists app_public.client_companies_rule_actions_list(app_public.client_companies, text);
drop function if exists app_public.client_companies_rule_reactions_list(app_public.client_companies, text);
drop function if exists app_public.client_companies_rule_action_reactions_list(app_public.client_companies, text, boolean, app_public.rule_trigger);
drop function if exists app_public.client_companies_rule_runs_list(app_public.client_companies, uuid, uuid);
drop function if exists app_public.rule_action_reactions_last_runs(app_public.rule_action_reactions);
drop function if exists app_private.tg_rule_actions__has_condition() cascade;
drop function if exists app_private.tg_rule_conditions__macro_feature() cascade;
drop function if exists app_private.tg_rule_reactions__macro_feature() cascade;
drop function if exists app_private.enqueue_rules(uuid, uuid, app_public.rule_trigger) cascade;
drop function if exists app_private.enqueue_daily_rules() cascade;
drop function if exists app_private.tg_documents__rules() cascade;
drop function if exists app_private.tg_invoices__rules() cascade;
drop function if exists app_private.tg_approval_requests__rules() cascade;
drop function if exists app_hidden.rules_document_snapshot(uuid);
drop function if exists app_hidden.rules_for_trigger(app_public.rule_trigger);
drop function if exists app_hidden.rules_action_conditions(uuid);
drop function if exists app_hidden.rules_apply_reaction(uuid, uuid);
drop function if exists app_hidden.rules_request_approval(uuid, uuid, uuid);
drop function if exists app_hidden.rules_cancel_approvals(uuid, uuid);
drop function if exists app_hidden.rules_enqueue_notification(uuid, uuid, uuid);
drop function if exists app_hidden.rules_record(uuid, app_public.rule_trigger, integer, jsonb, jsonb);
drop function if exists app_hidden.rules_notification(uuid, uuid);
drop function if exists app_hidden.current_automation_company_id() cascade;
drop table if exists app_public.rule_runs;
drop table if exists app_public.rule_action_reactions;
drop table if exists app_public.rule_conditions;
drop table if exists app_public.rule_reactions;
drop table if exists app_public.rule_actions;
drop type if exists app_public.rule_condition_input;
drop type if exists app_public.rule_reaction_input;
drop type if exists app_public.rule_run_state;
drop type if exists app_public.rule_notification_destination;
drop type if exists app_public.rule_reaction_kind;
drop type if exists app_public.rule_document_macro_reaction;
drop type if exists app_public.rule_condition_kind;
drop type if exists app_public.rule_document_macro_condition;
drop type if exists app_public.rule_invoice_completeness_level;
drop type if exists app_public.rule_comparison;
drop type if exists app_public.rule_equality;
drop type if exists app_public.rule_trigger;

--------------------------------------------------------------------------------
-- Types

create type app_public.rule_trigger as enum (
  'DOCUMENT_IMPORTED', 'DOCUMENT_FIELDS_CHANGED', 'DOCUMENT_CATEGORY_CHANGED', 'WORKFLOW_STEP_CHANGED',
  'APPROVAL_DECIDED', 'PAYMENT_STATUS_CHANGED', 'SCHEDULED_DAILY');
comment on type app_public.rule_trigger is 'When an action-reaction is evaluated: a document was imported, its fields, category, workflow step or payment status changed, an approval request was decided, or once a day.';

create type app_public.rule_equality as enum ('EQUAL', 'NOT_EQUAL');
comment on type app_public.rule_equality is 'How a condition compares: the document''s value is (EQUAL) or is not (NOT_EQUAL) the given one.';

create type app_public.rule_comparison as enum ('EQUAL', 'NOT_EQUAL', 'LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL');
comment on type app_public.rule_comparison is 'How a condition compares an amount or a date: the document''s value against the given one.';

create type app_public.rule_invoice_completeness_level as enum ('COMPLETE', 'INCOMPLETE');
comment on type app_public.rule_invoice_completeness_level is 'Whether the invoice lacks nothing for the booking export (COMPLETE) or still lacks something (INCOMPLETE).';

create type app_public.rule_document_macro_condition as enum ('CREDIT_MEMO', 'E_INVOICE', 'OVERDUE', 'NEEDS_MANUAL_REVIEW', 'ARCHIVED');
comment on type app_public.rule_document_macro_condition is 'A ready-made test of a document (macro condition, RULE_DOCUMENT_MACRO_CONDITIONS feature): a credit memo, an e-invoice, overdue (not paid after its due date), needs a person''s look, archived.';

create type app_public.rule_condition_kind as enum (
  'DOCUMENT', 'MACRO', 'CATEGORY_DOCUMENT_TYPE', 'CATEGORY', 'TAG', 'WORKFLOW_STEP', 'APPROVAL', 'IMPORT_DATE',
  'REAL_ESTATE_OBJECT', 'INVOICE');
comment on type app_public.rule_condition_kind is 'What a rule condition looks at.';

create type app_public.rule_document_macro_reaction as enum ('ARCHIVE', 'UNARCHIVE');
comment on type app_public.rule_document_macro_reaction is 'A ready-made change of a document (macro reaction, RULE_DOCUMENT_MACRO_REACTIONS feature): archive it or take it out of the archive.';

create type app_public.rule_reaction_kind as enum (
  'APPROVAL_REQUEST', 'CANCEL_APPROVAL_REQUEST', 'MACRO', 'TAG', 'WORKFLOW_STEP_CHANGE', 'INVOICE_CHANGES',
  'SEND_MAIL_ON_WORKFLOW_CHANGE', 'SEND_NOTIFICATION');
comment on type app_public.rule_reaction_kind is 'What a rule reaction does.';

create type app_public.rule_notification_destination as enum ('IN_APP', 'EMAIL', 'WEBHOOK');
comment on type app_public.rule_notification_destination is 'Where a rule''s notification goes: to a member in the app, to an e-mail address, or as a signed POST to an https webhook.';

create type app_public.rule_run_state as enum ('PENDING', 'SUCCESS', 'ERRORED', 'NO_MATCH');
comment on type app_public.rule_run_state is 'A run of an action-reaction on a document: waiting, its reaction applied, failed (with a message), or its conditions did not match.';

--------------------------------------------------------------------------------
-- Rule actions and their conditions

create table app_public.rule_actions (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  name text not null constraint rule_actions_name_length check (length(btrim(name)) between 1 and 200 and name = btrim(name)),
  description text constraint rule_actions_description_length check (description is null or length(description) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint rule_actions_company_id_key unique (client_company_id, id)
);
create index rule_actions_company_name_idx on app_public.rule_actions (client_company_id, lower(name), id);
create trigger _100_timestamps before insert or update on app_public.rule_actions
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.rule_actions is E'@behavior -insert -update -delete\nA rule''s "if": a named set of conditions a document must all meet (at least one). Managed by admins with the rules feature through createRuleAction, updateRuleAction and deleteRuleAction.';
comment on constraint rule_actions_client_company_id_fkey on app_public.rule_actions is E'@fieldName clientCompany\n@foreignFieldName ruleActions';
comment on constraint rule_actions_company_id_key on app_public.rule_actions is E'@behavior -single -update -delete';

create table app_public.rule_conditions (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  rule_action_id uuid not null,
  sort_index integer not null default 0,
  kind app_public.rule_condition_kind not null,
  -- DOCUMENT
  approved boolean,
  has_controller_user_on_document_partner_company boolean,
  payment_status app_public.invoice_payment_status,
  -- MACRO
  macro app_public.rule_document_macro_condition,
  macro_equality app_public.rule_equality,
  -- CATEGORY_DOCUMENT_TYPE
  document_type_equality app_public.rule_equality,
  document_type app_public.document_type,
  -- CATEGORY
  document_category_row_id_equality app_public.rule_equality,
  document_category_id uuid,
  -- TAG
  client_company_tag_row_id_equality app_public.rule_equality,
  client_company_tag_id uuid,
  -- WORKFLOW_STEP
  document_workflow_step_row_id_equality app_public.rule_equality,
  document_workflow_step_id uuid,
  -- APPROVAL
  blank_approver_type text,
  approver_user_id uuid,
  -- IMPORT_DATE
  import_date_comparison app_public.rule_comparison,
  import_date date,
  -- REAL_ESTATE_OBJECT
  document_real_estate_object_instance_row_id_equality app_public.rule_equality,
  real_estate_object_id uuid,
  -- INVOICE
  completeness_level_equality app_public.rule_equality,
  completeness_level app_public.rule_invoice_completeness_level,
  total_comparison app_public.rule_comparison,
  total numeric(15, 2),
  invoice_date_comparison app_public.rule_comparison,
  invoice_date date,
  partner_company_row_id_equality app_public.rule_equality,
  partner_company_id uuid,
  cost_center_row_id_equality app_public.rule_equality,
  cost_center_id uuid,
  cost_unit_row_id_equality app_public.rule_equality,
  cost_unit_id uuid,
  created_at timestamptz not null default now(),
  constraint rule_conditions_rule_action_id_fkey foreign key (client_company_id, rule_action_id)
    references app_public.rule_actions (client_company_id, id) on delete cascade,
  constraint rule_conditions_document_category_id_fkey foreign key (client_company_id, document_category_id)
    references app_public.document_categories (client_company_id, id),
  constraint rule_conditions_client_company_tag_id_fkey foreign key (client_company_id, client_company_tag_id)
    references app_public.client_company_tags (client_company_id, id),
  constraint rule_conditions_document_workflow_step_id_fkey foreign key (client_company_id, document_workflow_step_id)
    references app_public.document_workflow_steps (client_company_id, id),
  constraint rule_conditions_approver_user_id_fkey foreign key (client_company_id, approver_user_id)
    references app_public.client_company_users (client_company_id, user_id),
  constraint rule_conditions_real_estate_object_id_fkey foreign key (client_company_id, real_estate_object_id)
    references app_public.real_estate_objects (client_company_id, id),
  constraint rule_conditions_partner_company_id_fkey foreign key (client_company_id, partner_company_id)
    references app_public.partner_companies (client_company_id, id),
  constraint rule_conditions_cost_center_id_fkey foreign key (client_company_id, cost_center_id)
    references app_public.cost_centers (client_company_id, id),
  constraint rule_conditions_cost_unit_id_fkey foreign key (client_company_id, cost_unit_id)
    references app_public.cost_units (client_company_id, id),
  constraint rule_conditions_sort_index_range check (sort_index between 0 and 1000),
  constraint rule_conditions_blank_approver_type_value check (blank_approver_type is null or blank_approver_type in ('ANY_MEMBER', 'USER_GROUP')),
  constraint rule_conditions_document_fields check (case when kind = 'DOCUMENT'
    then approved is not null or has_controller_user_on_document_partner_company is not null or payment_status is not null
    else approved is null and has_controller_user_on_document_partner_company is null and payment_status is null end),
  constraint rule_conditions_macro_fields check (case when kind = 'MACRO'
    then macro is not null and macro_equality is not null else macro is null and macro_equality is null end),
  constraint rule_conditions_document_type_fields check (case when kind = 'CATEGORY_DOCUMENT_TYPE'
    then document_type is not null and document_type_equality is not null else document_type is null and document_type_equality is null end),
  constraint rule_conditions_category_fields check (case when kind = 'CATEGORY'
    then document_category_id is not null and document_category_row_id_equality is not null
    else document_category_id is null and document_category_row_id_equality is null end),
  constraint rule_conditions_tag_fields check (case when kind = 'TAG'
    then client_company_tag_id is not null and client_company_tag_row_id_equality is not null
    else client_company_tag_id is null and client_company_tag_row_id_equality is null end),
  constraint rule_conditions_workflow_step_fields check (case when kind = 'WORKFLOW_STEP'
    then document_workflow_step_id is not null and document_workflow_step_row_id_equality is not null
    else document_workflow_step_id is null and document_workflow_step_row_id_equality is null end),
  constraint rule_conditions_approval_fields check (case when kind = 'APPROVAL'
    then blank_approver_type is not null or approver_user_id is not null
    else blank_approver_type is null and approver_user_id is null end),
  constraint rule_conditions_import_date_fields check (case when kind = 'IMPORT_DATE'
    then import_date is not null and import_date_comparison is not null else import_date is null and import_date_comparison is null end),
  constraint rule_conditions_real_estate_object_fields check (case when kind = 'REAL_ESTATE_OBJECT'
    then real_estate_object_id is not null and document_real_estate_object_instance_row_id_equality is not null
    else real_estate_object_id is null and document_real_estate_object_instance_row_id_equality is null end),
  constraint rule_conditions_invoice_fields check (case when kind = 'INVOICE'
    then (completeness_level is null) = (completeness_level_equality is null)
     and (total is null) = (total_comparison is null)
     and (invoice_date is null) = (invoice_date_comparison is null)
     and (partner_company_id is null) = (partner_company_row_id_equality is null)
     and (cost_center_id is null) = (cost_center_row_id_equality is null)
     and (cost_unit_id is null) = (cost_unit_row_id_equality is null)
     and (completeness_level is not null or total is not null or invoice_date is not null
          or partner_company_id is not null or cost_center_id is not null or cost_unit_id is not null)
    else completeness_level is null and completeness_level_equality is null and total is null and total_comparison is null
     and invoice_date is null and invoice_date_comparison is null and partner_company_id is null and partner_company_row_id_equality is null
     and cost_center_id is null and cost_center_row_id_equality is null and cost_unit_id is null and cost_unit_row_id_equality is null end)
);
create index rule_conditions_action_idx on app_public.rule_conditions (client_company_id, rule_action_id, sort_index, created_at);
create index rule_conditions_rule_action_idx on app_public.rule_conditions (rule_action_id);
create index rule_conditions_category_idx on app_public.rule_conditions (client_company_id, document_category_id) where document_category_id is not null;
create index rule_conditions_tag_idx on app_public.rule_conditions (client_company_id, client_company_tag_id) where client_company_tag_id is not null;
create index rule_conditions_step_idx on app_public.rule_conditions (client_company_id, document_workflow_step_id) where document_workflow_step_id is not null;
create index rule_conditions_approver_idx on app_public.rule_conditions (client_company_id, approver_user_id) where approver_user_id is not null;
create index rule_conditions_real_estate_object_idx on app_public.rule_conditions (client_company_id, real_estate_object_id) where real_estate_object_id is not null;
create index rule_conditions_partner_idx on app_public.rule_conditions (client_company_id, partner_company_id) where partner_company_id is not null;
create index rule_conditions_cost_center_idx on app_public.rule_conditions (client_company_id, cost_center_id) where cost_center_id is not null;
create index rule_conditions_cost_unit_idx on app_public.rule_conditions (client_company_id, cost_unit_id) where cost_unit_id is not null;
comment on table app_public.rule_conditions is E'@behavior -insert -update -delete\nOne condition of a rule action, in ascending order (sortIndex). kind says which fields apply; each comparison carries its operator (…Equality, …Comparison). blankApproverType: ANY_MEMBER (any member may approve) or USER_GROUP (any member of the request''s user group).';
comment on constraint rule_conditions_rule_action_id_fkey on app_public.rule_conditions is E'@fieldName ruleAction\n@foreignFieldName conditionRows\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_conditions_document_category_id_fkey on app_public.rule_conditions is E'@fieldName documentCategory\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_conditions_client_company_tag_id_fkey on app_public.rule_conditions is E'@fieldName clientCompanyTag\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_conditions_document_workflow_step_id_fkey on app_public.rule_conditions is E'@fieldName documentWorkflowStep\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_conditions_approver_user_id_fkey on app_public.rule_conditions is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_conditions_real_estate_object_id_fkey on app_public.rule_conditions is E'@fieldName realEstateObject\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_conditions_partner_company_id_fkey on app_public.rule_conditions is E'@fieldName partnerCompany\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_conditions_cost_center_id_fkey on app_public.rule_conditions is E'@fieldName costCenter\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_conditions_cost_unit_id_fkey on app_public.rule_conditions is E'@fieldName costUnit\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';

-- An action without a condition would match every document: it cannot exist. Checked at the
-- end of the transaction, so an action and its conditions are written in any order.
create function app_private.tg_rule_actions__has_condition() returns trigger as $$
declare
  action_id uuid;
begin
  if tg_table_name = 'rule_actions' then
    action_id := new.id;
  else
    action_id := old.rule_action_id;
  end if;
  if exists (select 1 from app_public.rule_actions a where a.id = action_id)
     and not exists (select 1 from app_public.rule_conditions x where x.rule_action_id = action_id) then
    raise exception 'RULE_ACTION_NO_CONDITION' using errcode = '23514', column = 'conditions';
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create constraint trigger rule_actions_has_condition after insert or update on app_public.rule_actions
  deferrable initially deferred for each row execute procedure app_private.tg_rule_actions__has_condition();
create constraint trigger rule_conditions_has_condition after delete or update on app_public.rule_conditions
  deferrable initially deferred for each row execute procedure app_private.tg_rule_actions__has_condition();

-- Macro conditions need their feature.
create function app_private.tg_rule_conditions__macro_feature() returns trigger as $$
begin
  if new.kind = 'MACRO' and not app_public.client_companies_feature_active(
       (select c from app_public.client_companies c where c.id = new.client_company_id), 'RULE_DOCUMENT_MACRO_CONDITIONS') then
    raise exception 'RULE_MACRO_CONDITIONS_FEATURE_OFF' using errcode = '42501', column = 'conditions';
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_macro_feature before insert or update on app_public.rule_conditions
  for each row execute procedure app_private.tg_rule_conditions__macro_feature();

--------------------------------------------------------------------------------
-- Rule reactions

create table app_public.rule_reactions (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  name text not null constraint rule_reactions_name_length check (length(btrim(name)) between 1 and 200 and name = btrim(name)),
  description text constraint rule_reactions_description_length check (description is null or length(description) <= 2000),
  kind app_public.rule_reaction_kind not null,
  -- APPROVAL_REQUEST
  blank_approver_type text,
  blank_approver_count integer,
  approver_user_id uuid,
  user_group_id uuid,
  controller_user_from_document_partner_company boolean not null default false,
  -- MACRO
  macro app_public.rule_document_macro_reaction,
  -- TAG
  client_company_tag_id uuid,
  -- WORKFLOW_STEP_CHANGE
  change_workflow_step_id uuid,
  -- INVOICE_CHANGES
  change_currency boolean not null default false,
  currency char(3),
  change_payment_status boolean not null default false,
  payment_status app_public.invoice_payment_status,
  change_due_date_from_invoice_date_in_days boolean not null default false,
  due_date_from_invoice_date_in_days integer,
  change_discount_until_from_invoice_date_in_days boolean not null default false,
  discount_until_from_invoice_date_in_days integer,
  change_discount_percent boolean not null default false,
  discount_percent numeric(5, 2),
  change_iban boolean not null default false,
  iban text,
  change_bic boolean not null default false,
  bic text,
  -- SEND_MAIL_ON_WORKFLOW_CHANGE
  user_id uuid,
  -- SEND_NOTIFICATION
  destination app_public.rule_notification_destination,
  receiver_user_id uuid,
  receiver_email text,
  receiver_url text,
  token text,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint rule_reactions_company_id_key unique (client_company_id, id),
  constraint rule_reactions_approver_user_id_fkey foreign key (client_company_id, approver_user_id)
    references app_public.client_company_users (client_company_id, user_id),
  constraint rule_reactions_user_group_id_fkey foreign key (client_company_id, user_group_id)
    references app_public.user_groups (client_company_id, id),
  constraint rule_reactions_client_company_tag_id_fkey foreign key (client_company_id, client_company_tag_id)
    references app_public.client_company_tags (client_company_id, id),
  constraint rule_reactions_change_workflow_step_id_fkey foreign key (client_company_id, change_workflow_step_id)
    references app_public.document_workflow_steps (client_company_id, id),
  constraint rule_reactions_user_id_fkey foreign key (client_company_id, user_id)
    references app_public.client_company_users (client_company_id, user_id),
  constraint rule_reactions_receiver_user_id_fkey foreign key (client_company_id, receiver_user_id)
    references app_public.client_company_users (client_company_id, user_id),
  constraint rule_reactions_blank_approver_type_value check (blank_approver_type is null or blank_approver_type in ('ANY_MEMBER', 'USER_GROUP')),
  constraint rule_reactions_blank_approver_count_range check (blank_approver_count is null or blank_approver_count between 1 and 20),
  constraint rule_reactions_currency_format check (currency is null or currency ~ '^[A-Z]{3}$'),
  constraint rule_reactions_due_days_range check (due_date_from_invoice_date_in_days is null or due_date_from_invoice_date_in_days between 0 and 365),
  constraint rule_reactions_discount_days_range check (discount_until_from_invoice_date_in_days is null or discount_until_from_invoice_date_in_days between 0 and 365),
  constraint rule_reactions_discount_percent_range check (discount_percent is null or discount_percent between 0 and 100),
  constraint rule_reactions_iban_valid check (iban is null or app_hidden.is_valid_iban(iban)),
  constraint rule_reactions_bic_format check (bic is null or bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  constraint rule_reactions_receiver_email_format check (receiver_email is null or (length(receiver_email) <= 254 and receiver_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')),
  constraint rule_reactions_receiver_url_https check (receiver_url is null or (length(receiver_url) <= 2000 and receiver_url ~ '^https://[^/?#@\s]+([/?#][^\s]*)?$')),
  constraint rule_reactions_token_length check (token is null or length(token) between 16 and 200),
  constraint rule_reactions_note_length check (note is null or length(note) <= 2000),
  constraint rule_reactions_approval_fields check (case when kind = 'APPROVAL_REQUEST'
    then (approver_user_id is not null)::int + (blank_approver_type is not null)::int + controller_user_from_document_partner_company::int = 1
     and (blank_approver_type is null or blank_approver_count is not null)
     and (blank_approver_type is distinct from 'USER_GROUP' or user_group_id is not null)
     and (blank_approver_count is null or blank_approver_type is not null)
    else blank_approver_type is null and blank_approver_count is null and approver_user_id is null and user_group_id is null
     and not controller_user_from_document_partner_company end),
  constraint rule_reactions_macro_fields check ((kind = 'MACRO') = (macro is not null)),
  constraint rule_reactions_tag_fields check ((kind = 'TAG') = (client_company_tag_id is not null)),
  constraint rule_reactions_workflow_step_fields check ((kind = 'WORKFLOW_STEP_CHANGE') = (change_workflow_step_id is not null)),
  constraint rule_reactions_invoice_fields check (case when kind = 'INVOICE_CHANGES'
    then (change_currency or change_payment_status or change_due_date_from_invoice_date_in_days
          or change_discount_until_from_invoice_date_in_days or change_discount_percent or change_iban or change_bic)
     and (not change_currency or currency is not null)
     and (not change_payment_status or payment_status is not null)
     and (not change_due_date_from_invoice_date_in_days or due_date_from_invoice_date_in_days is not null)
     and (not change_discount_until_from_invoice_date_in_days or discount_until_from_invoice_date_in_days is not null)
     and (not change_discount_percent or discount_percent is not null)
    else not (change_currency or change_payment_status or change_due_date_from_invoice_date_in_days
              or change_discount_until_from_invoice_date_in_days or change_discount_percent or change_iban or change_bic)
     and currency is null and payment_status is null and due_date_from_invoice_date_in_days is null
     and discount_until_from_invoice_date_in_days is null and discount_percent is null and iban is null and bic is null end),
  constraint rule_reactions_mail_fields check ((kind = 'SEND_MAIL_ON_WORKFLOW_CHANGE') = (user_id is not null)),
  constraint rule_reactions_notification_fields check (case when kind = 'SEND_NOTIFICATION'
    then case destination
      when 'IN_APP' then receiver_user_id is not null and receiver_email is null and receiver_url is null and token is null
      when 'EMAIL' then receiver_email is not null and receiver_user_id is null and receiver_url is null and token is null
      when 'WEBHOOK' then receiver_url is not null and token is not null and receiver_user_id is null and receiver_email is null
      else false end
    else destination is null and receiver_user_id is null and receiver_email is null and receiver_url is null
     and token is null and note is null end)
);
create index rule_reactions_company_name_idx on app_public.rule_reactions (client_company_id, lower(name), id);
create index rule_reactions_approver_idx on app_public.rule_reactions (client_company_id, approver_user_id) where approver_user_id is not null;
create index rule_reactions_user_group_idx on app_public.rule_reactions (client_company_id, user_group_id) where user_group_id is not null;
create index rule_reactions_tag_idx on app_public.rule_reactions (client_company_id, client_company_tag_id) where client_company_tag_id is not null;
create index rule_reactions_step_idx on app_public.rule_reactions (client_company_id, change_workflow_step_id) where change_workflow_step_id is not null;
create index rule_reactions_user_idx on app_public.rule_reactions (client_company_id, user_id) where user_id is not null;
create index rule_reactions_receiver_user_idx on app_public.rule_reactions (client_company_id, receiver_user_id) where receiver_user_id is not null;
create trigger _100_timestamps before insert or update on app_public.rule_reactions
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.rule_reactions is E'@behavior -insert -update -delete\nA rule''s "then": what happens to a matching document. kind says which fields apply. Approval request: exactly one of approver, blank approver (blankApproverType ANY_MEMBER or USER_GROUP with userGroup, and blankApproverCount) or the controller of the document''s partner. Managed by admins with the rules feature through createRuleReaction, updateRuleReaction and deleteRuleReaction.';
comment on column app_public.rule_reactions.token is E'@behavior -select\nThe webhook''s secret: the body is signed with HMAC-SHA256 under it. Never shown (hasToken says whether one is set).';
comment on column app_public.rule_reactions.receiver_url is 'The webhook''s https address (SEND_NOTIFICATION to WEBHOOK).';
comment on constraint rule_reactions_client_company_id_fkey on app_public.rule_reactions is E'@fieldName clientCompany\n@foreignFieldName ruleReactions';
comment on constraint rule_reactions_company_id_key on app_public.rule_reactions is E'@behavior -single -update -delete';
comment on constraint rule_reactions_approver_user_id_fkey on app_public.rule_reactions is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_reactions_user_id_fkey on app_public.rule_reactions is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_reactions_receiver_user_id_fkey on app_public.rule_reactions is E'@behavior -single -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_reactions_user_group_id_fkey on app_public.rule_reactions is E'@fieldName userGroup\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_reactions_client_company_tag_id_fkey on app_public.rule_reactions is E'@fieldName clientCompanyTag\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_reactions_change_workflow_step_id_fkey on app_public.rule_reactions is E'@fieldName changeWorkflowStep\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';

create function app_private.tg_rule_reactions__macro_feature() returns trigger as $$
begin
  if new.kind = 'MACRO' and not app_public.client_companies_feature_active(
       (select c from app_public.client_companies c where c.id = new.client_company_id), 'RULE_DOCUMENT_MACRO_REACTIONS') then
    raise exception 'RULE_MACRO_REACTIONS_FEATURE_OFF' using errcode = '42501', column = 'macro';
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_macro_feature before insert or update on app_public.rule_reactions
  for each row execute procedure app_private.tg_rule_reactions__macro_feature();

create function app_public.rule_reactions_has_token(r app_public.rule_reactions) returns boolean as $$
  select r.token is not null;
$$ language sql stable;
comment on function app_public.rule_reactions_has_token(app_public.rule_reactions) is E'@notNull\nA webhook secret is set (the secret itself is never shown).';

-- The users a reaction names, as fields (the foreign keys go to the memberships).
create function app_public.rule_reactions_approver(r app_public.rule_reactions) returns app_public.users as $$
  select u.* from app_public.users u where u.id = r.approver_user_id;
$$ language sql stable;
create function app_public.rule_reactions_user(r app_public.rule_reactions) returns app_public.users as $$
  select u.* from app_public.users u where u.id = r.user_id;
$$ language sql stable;
create function app_public.rule_reactions_receiver_user(r app_public.rule_reactions) returns app_public.users as $$
  select u.* from app_public.users u where u.id = r.receiver_user_id;
$$ language sql stable;
create function app_public.rule_conditions_approver(x app_public.rule_conditions) returns app_public.users as $$
  select u.* from app_public.users u where u.id = x.approver_user_id;
$$ language sql stable;

--------------------------------------------------------------------------------
-- Action-reactions: "when <trigger>, if <action> then <reaction>", in sortIndex order.

create table app_public.rule_action_reactions (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  rule_action_id uuid not null,
  rule_reaction_id uuid not null,
  trigger app_public.rule_trigger not null,
  disabled boolean not null default false,
  sort_index integer not null default 0 constraint rule_action_reactions_sort_index_range check (sort_index between 0 and 100000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint rule_action_reactions_company_id_key unique (client_company_id, id),
  constraint rule_action_reactions_rule_action_id_fkey foreign key (client_company_id, rule_action_id)
    references app_public.rule_actions (client_company_id, id) on delete cascade,
  constraint rule_action_reactions_rule_reaction_id_fkey foreign key (client_company_id, rule_reaction_id)
    references app_public.rule_reactions (client_company_id, id) on delete cascade,
  constraint rule_action_reactions_unique_key unique (client_company_id, rule_action_id, rule_reaction_id, trigger)
);
create index rule_action_reactions_trigger_idx on app_public.rule_action_reactions (client_company_id, trigger, sort_index, created_at) where not disabled;
create index rule_action_reactions_company_sort_idx on app_public.rule_action_reactions (client_company_id, sort_index, created_at, id);
create index rule_action_reactions_rule_action_idx on app_public.rule_action_reactions (rule_action_id);
create index rule_action_reactions_rule_reaction_idx on app_public.rule_action_reactions (client_company_id, rule_reaction_id);
create trigger _100_timestamps before insert or update on app_public.rule_action_reactions
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.rule_action_reactions is E'@behavior -insert -update -delete\nA rule (interaction): when the trigger fires for a document and the action''s conditions all match, the reaction is applied. Evaluated in ascending sortIndex; disabled ones are skipped. Managed through createRuleActionReaction, updateRuleActionReaction and deleteRuleActionReaction.';
comment on constraint rule_action_reactions_client_company_id_fkey on app_public.rule_action_reactions is E'@fieldName clientCompany\n@foreignFieldName ruleActionReactions';
comment on constraint rule_action_reactions_company_id_key on app_public.rule_action_reactions is E'@behavior -single -update -delete';
comment on constraint rule_action_reactions_unique_key on app_public.rule_action_reactions is E'@behavior -single -update -delete';
comment on constraint rule_action_reactions_rule_action_id_fkey on app_public.rule_action_reactions is E'@fieldName action\n@foreignFieldName actionReactions';
comment on constraint rule_action_reactions_rule_reaction_id_fkey on app_public.rule_action_reactions is E'@fieldName reaction\n@foreignFieldName actionReactions';

--------------------------------------------------------------------------------
-- Runs: one row per evaluation of an action-reaction on a document (written by the engine).

create table app_public.rule_runs (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  rule_action_reaction_id uuid not null,
  document_id uuid not null,
  trigger app_public.rule_trigger not null,
  depth integer not null default 0 constraint rule_runs_depth_range check (depth between 0 and 100),
  state app_public.rule_run_state not null default 'PENDING',
  message text constraint rule_runs_message_length check (message is null or length(message) <= 2000),
  explanation jsonb not null default '[]' constraint rule_runs_explanation_array check (jsonb_typeof(explanation) = 'array'),
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  constraint rule_runs_rule_action_reaction_id_fkey foreign key (client_company_id, rule_action_reaction_id)
    references app_public.rule_action_reactions (client_company_id, id) on delete cascade,
  constraint rule_runs_document_id_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete cascade
);
create index rule_runs_company_created_idx on app_public.rule_runs (client_company_id, created_at desc, id);
create index rule_runs_action_reaction_created_idx on app_public.rule_runs (rule_action_reaction_id, created_at desc);
create index rule_runs_document_idx on app_public.rule_runs (client_company_id, document_id, created_at desc);
comment on table app_public.rule_runs is E'@behavior -insert -update -delete\nOne evaluation of a rule (action-reaction) on a document: its trigger, depth (0: caused by a person; n: by a rule''s change n steps earlier), state and a readable message; explanation holds per condition {kind, matched, explanation}. Readable by the company''s admins, newest first.';
comment on constraint rule_runs_client_company_id_fkey on app_public.rule_runs is E'@fieldName clientCompany\n@foreignFieldName ruleRuns\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_runs_rule_action_reaction_id_fkey on app_public.rule_runs is E'@fieldName actionReaction\n@foreignFieldName runs\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';
comment on constraint rule_runs_document_id_fkey on app_public.rule_runs is E'@fieldName document\n@behavior -manyRelation:resource:connection -manyRelation:resource:list';

--------------------------------------------------------------------------------
-- Row-level security: the company's admins read; admins with the RULES feature write.

alter table app_public.rule_actions enable row level security;
alter table app_public.rule_conditions enable row level security;
alter table app_public.rule_reactions enable row level security;
alter table app_public.rule_action_reactions enable row level security;
alter table app_public.rule_runs enable row level security;

create function app_hidden.can_manage_rules(company_id uuid) returns boolean as $$
  select app_hidden.has_admin_access(company_id)
    and app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = company_id), 'RULES');
$$ language sql stable;
comment on function app_hidden.can_manage_rules(uuid) is 'The request''s user is an admin of the company and the company has the RULES feature.';

create policy select_admin on app_public.rule_actions for select using (app_hidden.has_admin_access(client_company_id));
create policy insert_admin on app_public.rule_actions for insert with check (app_hidden.can_manage_rules(client_company_id));
create policy update_admin on app_public.rule_actions for update using (app_hidden.can_manage_rules(client_company_id)) with check (app_hidden.can_manage_rules(client_company_id));
create policy delete_admin on app_public.rule_actions for delete using (app_hidden.can_manage_rules(client_company_id));

create policy select_admin on app_public.rule_conditions for select using (app_hidden.has_admin_access(client_company_id));
create policy insert_admin on app_public.rule_conditions for insert with check (app_hidden.can_manage_rules(client_company_id));
create policy delete_admin on app_public.rule_conditions for delete using (app_hidden.can_manage_rules(client_company_id));

create policy select_admin on app_public.rule_reactions for select using (app_hidden.has_admin_access(client_company_id));
create policy insert_admin on app_public.rule_reactions for insert with check (app_hidden.can_manage_rules(client_company_id));
create policy update_admin on app_public.rule_reactions for update using (app_hidden.can_manage_rules(client_company_id)) with check (app_hidden.can_manage_rules(client_company_id));
create policy delete_admin on app_public.rule_reactions for delete using (app_hidden.can_manage_rules(client_company_id));

create policy select_admin on app_public.rule_action_reactions for select using (app_hidden.has_admin_access(client_company_id));
create policy insert_admin on app_public.rule_action_reactions for insert with check (app_hidden.can_manage_rules(client_company_id));
create policy update_admin on app_public.rule_action_reactions for update using (app_hidden.can_manage_rules(client_company_id)) with check (app_hidden.can_manage_rules(client_company_id));
create policy delete_admin on app_public.rule_action_reactions for delete using (app_hidden.can_manage_rules(client_company_id));

create policy select_admin on app_public.rule_runs for select using (app_hidden.has_admin_access(client_company_id));

grant select on app_public.rule_actions to app_user;
grant insert (client_company_id, name, description) on app_public.rule_actions to app_user;
grant update (name, description) on app_public.rule_actions to app_user;
grant delete on app_public.rule_actions to app_user;
grant select on app_public.rule_conditions to app_user;
grant insert (client_company_id, rule_action_id, sort_index, kind, approved, has_controller_user_on_document_partner_company,
  payment_status, macro, macro_equality, document_type_equality, document_type, document_category_row_id_equality,
  document_category_id, client_company_tag_row_id_equality, client_company_tag_id, document_workflow_step_row_id_equality,
  document_workflow_step_id, blank_approver_type, approver_user_id, import_date_comparison, import_date,
  document_real_estate_object_instance_row_id_equality, real_estate_object_id, completeness_level_equality,
  completeness_level, total_comparison, total, invoice_date_comparison, invoice_date, partner_company_row_id_equality,
  partner_company_id, cost_center_row_id_equality, cost_center_id, cost_unit_row_id_equality, cost_unit_id)
  on app_public.rule_conditions to app_user;
grant delete on app_public.rule_conditions to app_user;
grant select on app_public.rule_reactions to app_user;
grant insert (client_company_id, name, description, kind, blank_approver_type, blank_approver_count, approver_user_id,
  user_group_id, controller_user_from_document_partner_company, macro, client_company_tag_id, change_workflow_step_id,
  change_currency, currency, change_payment_status, payment_status, change_due_date_from_invoice_date_in_days,
  due_date_from_invoice_date_in_days, change_discount_until_from_invoice_date_in_days,
  discount_until_from_invoice_date_in_days, change_discount_percent, discount_percent, change_iban, iban, change_bic, bic,
  user_id, destination, receiver_user_id, receiver_email, receiver_url, token, note)
  on app_public.rule_reactions to app_user;
grant update (name, description, kind, blank_approver_type, blank_approver_count, approver_user_id,
  user_group_id, controller_user_from_document_partner_company, macro, client_company_tag_id, change_workflow_step_id,
  change_currency, currency, change_payment_status, payment_status, change_due_date_from_invoice_date_in_days,
  due_date_from_invoice_date_in_days, change_discount_until_from_invoice_date_in_days,
  discount_until_from_invoice_date_in_days, change_discount_percent, discount_percent, change_iban, iban, change_bic, bic,
  user_id, destination, receiver_user_id, receiver_email, receiver_url, token, note)
  on app_public.rule_reactions to app_user;
grant delete on app_public.rule_reactions to app_user;
grant select on app_public.rule_action_reactions to app_user;
grant insert (client_company_id, rule_action_id, rule_reaction_id, trigger, disabled, sort_index) on app_public.rule_action_reactions to app_user;
grant update (rule_action_id, rule_reaction_id, trigger, disabled, sort_index) on app_public.rule_action_reactions to app_user;
grant delete on app_public.rule_action_reactions to app_user;
grant select on app_public.rule_runs to app_user;

--------------------------------------------------------------------------------
-- Inputs, lists and mutations

create type app_public.rule_condition_input as (
  kind app_public.rule_condition_kind,
  approved boolean,
  has_controller_user_on_document_partner_company boolean,
  payment_status app_public.invoice_payment_status,
  macro app_public.rule_document_macro_condition,
  macro_equality app_public.rule_equality,
  document_type_equality app_public.rule_equality,
  document_type app_public.document_type,
  document_category_row_id_equality app_public.rule_equality,
  document_category_id uuid,
  client_company_tag_row_id_equality app_public.rule_equality,
  client_company_tag_id uuid,
  document_workflow_step_row_id_equality app_public.rule_equality,
  document_workflow_step_id uuid,
  blank_approver_type text,
  approver_user_id uuid,
  import_date_comparison app_public.rule_comparison,
  import_date date,
  document_real_estate_object_instance_row_id_equality app_public.rule_equality,
  real_estate_object_id uuid,
  completeness_level_equality app_public.rule_equality,
  completeness_level app_public.rule_invoice_completeness_level,
  total_comparison app_public.rule_comparison,
  total numeric(15, 2),
  invoice_date_comparison app_public.rule_comparison,
  invoice_date date,
  partner_company_row_id_equality app_public.rule_equality,
  partner_company_id uuid,
  cost_center_row_id_equality app_public.rule_equality,
  cost_center_id uuid,
  cost_unit_row_id_equality app_public.rule_equality,
  cost_unit_id uuid
);
comment on type app_public.rule_condition_input is 'One condition of a rule action as the form sends it (the fields of its kind; the others null).';

create type app_public.rule_reaction_input as (
  name text,
  description text,
  kind app_public.rule_reaction_kind,
  blank_approver_type text,
  blank_approver_count integer,
  approver_user_id uuid,
  user_group_id uuid,
  controller_user_from_document_partner_company boolean,
  macro app_public.rule_document_macro_reaction,
  client_company_tag_id uuid,
  change_workflow_step_id uuid,
  change_currency boolean,
  currency text,
  change_payment_status boolean,
  payment_status app_public.invoice_payment_status,
  change_due_date_from_invoice_date_in_days boolean,
  due_date_from_invoice_date_in_days integer,
  change_discount_until_from_invoice_date_in_days boolean,
  discount_until_from_invoice_date_in_days integer,
  change_discount_percent boolean,
  discount_percent numeric(5, 2),
  change_iban boolean,
  iban text,
  change_bic boolean,
  bic text,
  user_id uuid,
  destination app_public.rule_notification_destination,
  receiver_user_id uuid,
  receiver_email text,
  receiver_url text,
  token text,
  note text
);
comment on type app_public.rule_reaction_input is 'A rule reaction as the form sends it (the fields of its kind; the others null). On update a null token keeps the webhook''s secret.';

create function app_public.rule_actions_conditions(a app_public.rule_actions) returns setof app_public.rule_conditions as $$
  select x.* from app_public.rule_conditions x
  where x.client_company_id = a.client_company_id and x.rule_action_id = a.id
  order by x.sort_index, x.created_at, x.id;
$$ language sql stable;
comment on function app_public.rule_actions_conditions(app_public.rule_actions) is E'@behavior -connection +list\n@notNull\nThe action''s conditions, ascending (all must match).';

create function app_public.client_companies_rule_actions_list(c app_public.client_companies, search_text text default null)
returns setof app_public.rule_actions as $$
  select a.* from app_public.rule_actions a
  where a.client_company_id = c.id
    and (coalesce(btrim(search_text), '') = ''
         or a.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or a.description ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')
  order by lower(a.name), a.id;
$$ language sql stable;
comment on function app_public.client_companies_rule_actions_list(app_public.client_companies, text) is
  'The rule actions of the settings list, by name, matching the search in name or description.';

create function app_public.client_companies_rule_reactions_list(c app_public.client_companies, search_text text default null)
returns setof app_public.rule_reactions as $$
  select r.* from app_public.rule_reactions r
  where r.client_company_id = c.id
    and (coalesce(btrim(search_text), '') = ''
         or r.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or r.description ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')
  order by lower(r.name), r.id;
$$ language sql stable;
comment on function app_public.client_companies_rule_reactions_list(app_public.client_companies, text) is
  'The rule reactions of the settings list, by name, matching the search in name or description.';

create function app_public.client_companies_rule_action_reactions_list(
  c app_public.client_companies, search_text text default null, include_disabled boolean default false,
  trigger app_public.rule_trigger default null
) returns setof app_public.rule_action_reactions as $$
  select ar.* from app_public.rule_action_reactions ar
  join app_public.rule_actions a on a.client_company_id = ar.client_company_id and a.id = ar.rule_action_id
  join app_public.rule_reactions r on r.client_company_id = ar.client_company_id and r.id = ar.rule_reaction_id
  where ar.client_company_id = c.id
    and (coalesce(include_disabled, false) or not ar.disabled)
    and (client_companies_rule_action_reactions_list.trigger is null or ar.trigger = client_companies_rule_action_reactions_list.trigger)
    and (coalesce(btrim(search_text), '') = ''
         or a.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!'
         or r.name ilike app_hidden.contains_pattern(left(search_text, 200)) escape '!')
  order by ar.sort_index, ar.created_at, ar.id;
$$ language sql stable;
comment on function app_public.client_companies_rule_action_reactions_list(app_public.client_companies, text, boolean, app_public.rule_trigger) is
  'The rules (action-reactions) of the settings list in evaluation order (sortIndex), without disabled ones unless includeDisabled, of one trigger (null: all), matching the search in the action''s or reaction''s name.';

create function app_public.client_companies_rule_runs_list(c app_public.client_companies, rule_action_reaction_row_id uuid default null, document_row_id uuid default null)
returns setof app_public.rule_runs as $$
  select x.* from app_public.rule_runs x
  where x.client_company_id = c.id
    and (rule_action_reaction_row_id is null or x.rule_action_reaction_id = rule_action_reaction_row_id)
    and (document_row_id is null or x.document_id = document_row_id)
  order by x.created_at desc, x.id desc;
$$ language sql stable;
comment on function app_public.client_companies_rule_runs_list(app_public.client_companies, uuid, uuid) is
  'The runs of the company''s rules, newest first (of one rule and/or one document when given); for admins.';

create function app_public.rule_action_reactions_last_runs(ar app_public.rule_action_reactions) returns setof app_public.rule_runs as $$
  select x.* from app_public.rule_runs x
  where x.client_company_id = ar.client_company_id and x.rule_action_reaction_id = ar.id
  order by x.created_at desc, x.id desc;
$$ language sql stable;
comment on function app_public.rule_action_reactions_last_runs(app_public.rule_action_reactions) is 'The rule''s runs, newest first.';

create function app_hidden.rules_refusal(company_id uuid) returns void as $$
begin
  if not app_hidden.current_user_can_see_company(company_id) then
    raise exception 'YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST' using errcode = 'P0002';
  end if;
  if not app_hidden.has_admin_access(company_id) then
    raise exception 'RULES_FORBIDDEN' using errcode = '42501';
  end if;
  if not app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = company_id), 'RULES') then
    raise exception 'RULES_FEATURE_OFF' using errcode = '42501';
  end if;
end;
$$ language plpgsql stable;

-- Makes the action's conditions exactly the given ones, in the given order.
create function app_hidden.set_rule_conditions(a app_public.rule_actions, conditions app_public.rule_condition_input[]) returns void as $$
begin
  if coalesce(cardinality(conditions), 0) = 0 then
    raise exception 'RULE_ACTION_NO_CONDITION' using errcode = '23514', column = 'conditions';
  end if;
  if cardinality(conditions) > 50 then
    raise exception 'RULE_ACTION_TOO_MANY_CONDITIONS' using errcode = '22023', column = 'conditions';
  end if;
  if exists (select 1 from unnest(conditions) x where x is null or x.kind is null) then
    raise exception 'RULE_CONDITION_KIND_MISSING' using errcode = '22023', column = 'conditions';
  end if;
  delete from app_public.rule_conditions x where x.client_company_id = a.client_company_id and x.rule_action_id = a.id;
  insert into app_public.rule_conditions (client_company_id, rule_action_id, sort_index, kind, approved,
    has_controller_user_on_document_partner_company, payment_status, macro, macro_equality, document_type_equality,
    document_type, document_category_row_id_equality, document_category_id, client_company_tag_row_id_equality,
    client_company_tag_id, document_workflow_step_row_id_equality, document_workflow_step_id, blank_approver_type,
    approver_user_id, import_date_comparison, import_date, document_real_estate_object_instance_row_id_equality,
    real_estate_object_id, completeness_level_equality, completeness_level, total_comparison, total,
    invoice_date_comparison, invoice_date, partner_company_row_id_equality, partner_company_id,
    cost_center_row_id_equality, cost_center_id, cost_unit_row_id_equality, cost_unit_id)
  select a.client_company_id, a.id, (x.ordinality - 1)::int, x.kind, x.approved,
    x.has_controller_user_on_document_partner_company, x.payment_status, x.macro, x.macro_equality, x.document_type_equality,
    x.document_type, x.document_category_row_id_equality, x.document_category_id, x.client_company_tag_row_id_equality,
    x.client_company_tag_id, x.document_workflow_step_row_id_equality, x.document_workflow_step_id, x.blank_approver_type,
    x.approver_user_id, x.import_date_comparison, x.import_date, x.document_real_estate_object_instance_row_id_equality,
    x.real_estate_object_id, x.completeness_level_equality, x.completeness_level, x.total_comparison, x.total,
    x.invoice_date_comparison, x.invoice_date, x.partner_company_row_id_equality, x.partner_company_id,
    x.cost_center_row_id_equality, x.cost_center_id, x.cost_unit_row_id_equality, x.cost_unit_id
  from unnest(conditions) with ordinality as x;
end;
$$ language plpgsql volatile;

create function app_public.create_rule_action(client_company_row_id uuid, name text, description text default null,
  conditions app_public.rule_condition_input[] default '{}')
returns app_public.rule_actions as $$
declare
  a app_public.rule_actions;
begin
  perform app_hidden.rules_refusal(client_company_row_id);
  insert into app_public.rule_actions (client_company_id, name, description)
  values (client_company_row_id, btrim(create_rule_action.name), nullif(btrim(create_rule_action.description), ''))
  returning * into a;
  perform app_hidden.set_rule_conditions(a, conditions);
  return a;
end;
$$ language plpgsql volatile;
comment on function app_public.create_rule_action(uuid, text, text, app_public.rule_condition_input[]) is
  'Creates a rule action with its conditions, in the given order (admins, rules feature). Refusals: RULES_FORBIDDEN, RULES_FEATURE_OFF, RULE_ACTION_NO_CONDITION, RULE_ACTION_TOO_MANY_CONDITIONS, RULE_CONDITION_KIND_MISSING, RULE_MACRO_CONDITIONS_FEATURE_OFF, a condition''s fields not those of its kind (rule_conditions_*_fields), a referenced row not of this company (…_fkey).';

create function app_public.update_rule_action(rule_action_row_id uuid, name text, description text default null,
  conditions app_public.rule_condition_input[] default null)
returns app_public.rule_actions as $$
declare
  a app_public.rule_actions;
begin
  select * into a from app_public.rule_actions where id = rule_action_row_id;
  if a.id is null then
    raise exception 'RULE_ACTION_NOT_FOUND' using errcode = 'P0002';
  end if;
  perform app_hidden.rules_refusal(a.client_company_id);
  update app_public.rule_actions set name = btrim(update_rule_action.name), description = nullif(btrim(update_rule_action.description), '')
  where id = a.id returning * into a;
  perform app_hidden.set_rule_conditions(a, conditions);
  return a;
end;
$$ language plpgsql volatile;
comment on function app_public.update_rule_action(uuid, text, text, app_public.rule_condition_input[]) is
  'Renames a rule action and makes its conditions exactly the given ones. Refusals as createRuleAction, and RULE_ACTION_NOT_FOUND.';

create function app_public.delete_rule_action(rule_action_row_id uuid) returns uuid as $$
declare
  a app_public.rule_actions;
begin
  select * into a from app_public.rule_actions where id = rule_action_row_id;
  if a.id is null then
    raise exception 'RULE_ACTION_NOT_FOUND' using errcode = 'P0002';
  end if;
  perform app_hidden.rules_refusal(a.client_company_id);
  delete from app_public.rule_actions where id = a.id;
  return a.id;
end;
$$ language plpgsql volatile;
comment on function app_public.delete_rule_action(uuid) is 'Deletes a rule action, its conditions and the rules that use it. Refusals: RULE_ACTION_NOT_FOUND, RULES_FORBIDDEN, RULES_FEATURE_OFF.';

create function app_public.create_rule_reaction(client_company_row_id uuid, reaction app_public.rule_reaction_input)
returns app_public.rule_reactions as $$
declare
  r app_public.rule_reactions;
begin
  perform app_hidden.rules_refusal(client_company_row_id);
  if reaction is null or reaction.kind is null then
    raise exception 'RULE_REACTION_KIND_MISSING' using errcode = '22023', column = 'kind';
  end if;
  insert into app_public.rule_reactions (client_company_id, name, description, kind, blank_approver_type, blank_approver_count,
    approver_user_id, user_group_id, controller_user_from_document_partner_company, macro, client_company_tag_id,
    change_workflow_step_id, change_currency, currency, change_payment_status, payment_status,
    change_due_date_from_invoice_date_in_days, due_date_from_invoice_date_in_days,
    change_discount_until_from_invoice_date_in_days, discount_until_from_invoice_date_in_days, change_discount_percent,
    discount_percent, change_iban, iban, change_bic, bic, user_id, destination, receiver_user_id, receiver_email,
    receiver_url, token, note)
  values (client_company_row_id, btrim(reaction.name), nullif(btrim(reaction.description), ''), reaction.kind,
    reaction.blank_approver_type, reaction.blank_approver_count, reaction.approver_user_id, reaction.user_group_id,
    coalesce(reaction.controller_user_from_document_partner_company, false), reaction.macro, reaction.client_company_tag_id,
    reaction.change_workflow_step_id, coalesce(reaction.change_currency, false), upper(nullif(btrim(reaction.currency), '')),
    coalesce(reaction.change_payment_status, false), reaction.payment_status,
    coalesce(reaction.change_due_date_from_invoice_date_in_days, false), reaction.due_date_from_invoice_date_in_days,
    coalesce(reaction.change_discount_until_from_invoice_date_in_days, false), reaction.discount_until_from_invoice_date_in_days,
    coalesce(reaction.change_discount_percent, false), reaction.discount_percent,
    coalesce(reaction.change_iban, false), nullif(upper(regexp_replace(reaction.iban, '\s', '', 'g')), ''),
    coalesce(reaction.change_bic, false), nullif(upper(regexp_replace(reaction.bic, '\s', '', 'g')), ''),
    reaction.user_id, reaction.destination, reaction.receiver_user_id, nullif(btrim(reaction.receiver_email), ''),
    nullif(btrim(reaction.receiver_url), ''), nullif(reaction.token, ''), nullif(btrim(reaction.note), ''))
  returning * into r;
  return r;
end;
$$ language plpgsql volatile;
comment on function app_public.create_rule_reaction(uuid, app_public.rule_reaction_input) is
  'Creates a rule reaction (admins, rules feature). Refusals: RULES_FORBIDDEN, RULES_FEATURE_OFF, RULE_REACTION_KIND_MISSING, RULE_MACRO_REACTIONS_FEATURE_OFF, fields not those of its kind (rule_reactions_*_fields), a webhook address that is not https (rule_reactions_receiver_url_https), an invalid IBAN or BIC, a referenced row not of this company (…_fkey).';

create function app_public.update_rule_reaction(rule_reaction_row_id uuid, reaction app_public.rule_reaction_input)
returns app_public.rule_reactions as $$
declare
  r app_public.rule_reactions;
begin
  select * into r from app_public.rule_reactions where id = rule_reaction_row_id;
  if r.id is null then
    raise exception 'RULE_REACTION_NOT_FOUND' using errcode = 'P0002';
  end if;
  perform app_hidden.rules_refusal(r.client_company_id);
  if reaction is null or reaction.kind is null then
    raise exception 'RULE_REACTION_KIND_MISSING' using errcode = '22023', column = 'kind';
  end if;
  update app_public.rule_reactions set
    name = btrim(reaction.name), description = nullif(btrim(reaction.description), ''), kind = reaction.kind,
    blank_approver_type = reaction.blank_approver_type, blank_approver_count = reaction.blank_approver_count,
    approver_user_id = reaction.approver_user_id, user_group_id = reaction.user_group_id,
    controller_user_from_document_partner_company = coalesce(reaction.controller_user_from_document_partner_company, false),
    macro = reaction.macro, client_company_tag_id = reaction.client_company_tag_id,
    change_workflow_step_id = reaction.change_workflow_step_id,
    change_currency = coalesce(reaction.change_currency, false), currency = upper(nullif(btrim(reaction.currency), '')),
    change_payment_status = coalesce(reaction.change_payment_status, false), payment_status = reaction.payment_status,
    change_due_date_from_invoice_date_in_days = coalesce(reaction.change_due_date_from_invoice_date_in_days, false),
    due_date_from_invoice_date_in_days = reaction.due_date_from_invoice_date_in_days,
    change_discount_until_from_invoice_date_in_days = coalesce(reaction.change_discount_until_from_invoice_date_in_days, false),
    discount_until_from_invoice_date_in_days = reaction.discount_until_from_invoice_date_in_days,
    change_discount_percent = coalesce(reaction.change_discount_percent, false), discount_percent = reaction.discount_percent,
    change_iban = coalesce(reaction.change_iban, false), iban = nullif(upper(regexp_replace(reaction.iban, '\s', '', 'g')), ''),
    change_bic = coalesce(reaction.change_bic, false), bic = nullif(upper(regexp_replace(reaction.bic, '\s', '', 'g')), ''),
    user_id = reaction.user_id, destination = reaction.destination, receiver_user_id = reaction.receiver_user_id,
    receiver_email = nullif(btrim(reaction.receiver_email), ''), receiver_url = nullif(btrim(reaction.receiver_url), ''),
    token = case when reaction.kind = 'SEND_NOTIFICATION' and reaction.destination = 'WEBHOOK'
                 then coalesce(nullif(reaction.token, ''), r.token) else nullif(reaction.token, '') end,
    note = nullif(btrim(reaction.note), '')
  where id = r.id returning * into r;
  return r;
end;
$$ language plpgsql volatile;
comment on function app_public.update_rule_reaction(uuid, app_public.rule_reaction_input) is
  'Changes a rule reaction (a null token keeps the webhook''s secret). Refusals as createRuleReaction, and RULE_REACTION_NOT_FOUND.';

create function app_public.delete_rule_reaction(rule_reaction_row_id uuid) returns uuid as $$
declare
  r app_public.rule_reactions;
begin
  select * into r from app_public.rule_reactions where id = rule_reaction_row_id;
  if r.id is null then
    raise exception 'RULE_REACTION_NOT_FOUND' using errcode = 'P0002';
  end if;
  perform app_hidden.rules_refusal(r.client_company_id);
  delete from app_public.rule_reactions where id = r.id;
  return r.id;
end;
$$ language plpgsql volatile;
comment on function app_public.delete_rule_reaction(uuid) is 'Deletes a rule reaction and the rules that use it. Refusals: RULE_REACTION_NOT_FOUND, RULES_FORBIDDEN, RULES_FEATURE_OFF.';

create function app_public.create_rule_action_reaction(client_company_row_id uuid, rule_action_row_id uuid, rule_reaction_row_id uuid,
  trigger app_public.rule_trigger, disabled boolean default false, sort_index integer default null)
returns app_public.rule_action_reactions as $$
declare
  ar app_public.rule_action_reactions;
begin
  perform app_hidden.rules_refusal(client_company_row_id);
  if create_rule_action_reaction.trigger is null then
    raise exception 'RULE_TRIGGER_MISSING' using errcode = '22023', column = 'trigger';
  end if;
  insert into app_public.rule_action_reactions (client_company_id, rule_action_id, rule_reaction_id, trigger, disabled, sort_index)
  values (client_company_row_id, rule_action_row_id, rule_reaction_row_id, create_rule_action_reaction.trigger,
          coalesce(create_rule_action_reaction.disabled, false),
          coalesce(create_rule_action_reaction.sort_index,
                   (select coalesce(max(x.sort_index) + 1, 0) from app_public.rule_action_reactions x where x.client_company_id = client_company_row_id)))
  returning * into ar;
  return ar;
end;
$$ language plpgsql volatile;
comment on function app_public.create_rule_action_reaction(uuid, uuid, uuid, app_public.rule_trigger, boolean, integer) is
  'Creates a rule: when trigger fires and the action matches, apply the reaction (admins, rules feature); without sortIndex it comes last. Refusals: RULES_FORBIDDEN, RULES_FEATURE_OFF, RULE_TRIGGER_MISSING, the same action, reaction and trigger twice (rule_action_reactions_unique_key), an action or reaction not of this company (…_fkey).';

create function app_public.update_rule_action_reaction(rule_action_reaction_row_id uuid, rule_action_row_id uuid, rule_reaction_row_id uuid,
  trigger app_public.rule_trigger, disabled boolean default false, sort_index integer default null)
returns app_public.rule_action_reactions as $$
declare
  ar app_public.rule_action_reactions;
begin
  select * into ar from app_public.rule_action_reactions where id = rule_action_reaction_row_id;
  if ar.id is null then
    raise exception 'RULE_ACTION_REACTION_NOT_FOUND' using errcode = 'P0002';
  end if;
  perform app_hidden.rules_refusal(ar.client_company_id);
  if update_rule_action_reaction.trigger is null then
    raise exception 'RULE_TRIGGER_MISSING' using errcode = '22023', column = 'trigger';
  end if;
  update app_public.rule_action_reactions set
    rule_action_id = rule_action_row_id, rule_reaction_id = rule_reaction_row_id,
    trigger = update_rule_action_reaction.trigger, disabled = coalesce(update_rule_action_reaction.disabled, false),
    sort_index = coalesce(update_rule_action_reaction.sort_index, ar.sort_index)
  where id = ar.id returning * into ar;
  return ar;
end;
$$ language plpgsql volatile;
comment on function app_public.update_rule_action_reaction(uuid, uuid, uuid, app_public.rule_trigger, boolean, integer) is
  'Changes a rule''s action, reaction, trigger, disabled flag and position. Refusals as createRuleActionReaction, and RULE_ACTION_REACTION_NOT_FOUND.';

create function app_public.delete_rule_action_reaction(rule_action_reaction_row_id uuid) returns uuid as $$
declare
  ar app_public.rule_action_reactions;
begin
  select * into ar from app_public.rule_action_reactions where id = rule_action_reaction_row_id;
  if ar.id is null then
    raise exception 'RULE_ACTION_REACTION_NOT_FOUND' using errcode = 'P0002';
  end if;
  perform app_hidden.rules_refusal(ar.client_company_id);
  delete from app_public.rule_action_reactions where id = ar.id;
  return ar.id;
end;
$$ language plpgsql volatile;
comment on function app_public.delete_rule_action_reaction(uuid) is 'Deletes a rule (its action and reaction stay). Refusals: RULE_ACTION_REACTION_NOT_FOUND, RULES_FORBIDDEN, RULES_FEATURE_OFF.';

--------------------------------------------------------------------------------
-- The engine's identity: rules run AS THE COMPANY, never as the owner. The worker sets
-- `role app_user` and `app.automation_client_company_id` for its transaction (no user id);
-- the access helpers then grant exactly that company, with the rights of an admin (not those
-- of a verifying accountant nor banking). A signed-in request never has this identity: it
-- counts only while app.user_id is empty, and the server's pgSettings never set it.

create function app_hidden.current_automation_company_id() returns uuid as $$
  select case when app_hidden.current_user_id() is null
              then nullif(pg_catalog.current_setting('app.automation_client_company_id', true), '')::uuid end;
$$ language sql stable;
comment on function app_hidden.current_automation_company_id() is 'The company whose rules the worker is running in this transaction (null for every request of a person).';

create or replace function app_hidden.current_user_client_company_ids() returns setof uuid as $$
  select client_company_id from app_public.client_company_users
  where user_id = app_hidden.current_user_id()
  union all
  select app_hidden.current_automation_company_id() where app_hidden.current_automation_company_id() is not null;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_client_company_ids() is 'Companies the request''s user belongs to (for the rules engine: the company it runs for).';

create or replace function app_hidden.current_user_unrestricted_client_company_ids() returns setof uuid as $$
  select m.client_company_id from app_public.client_company_users m
  where m.user_id = app_hidden.current_user_id()
    and not m.document_filter_has_workflow_step and not m.document_filter_has_approval_request
    and not exists (select 1 from app_public.client_company_user_document_categories a
                    where a.client_company_id = m.client_company_id and a.client_company_user_id = m.id)
  union all
  select app_hidden.current_automation_company_id() where app_hidden.current_automation_company_id() is not null;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_unrestricted_client_company_ids() is 'Companies whose documents the request''s user sees all of: a member without category accesses and without document filter (and the rules engine for its company).';

create or replace function app_hidden.current_user_access(company_id uuid) returns app_hidden.access as $$
  select
    case when automation then true else ccu.id is not null end,
    case when automation then 'AUTOMATION' else ccu.role_name end,
    automation or sa or coalesce(r.admin_access, false),
    automation or sa or coalesce(r.company_manage_access, false),
    automation or sa or coalesce(r.client_company_manage_access, false),
    automation or sa or coalesce(r.company_tags_manage_access, false),
    automation or sa or coalesce(r.accounting_access, false),
    automation or sa or coalesce(r.documents_manage_access, false),
    sa or coalesce(r.banking_access, false),
    coalesce(r.verifying_access, false),
    case when automation then 'EDIT'::app_public.document_accounting_tab_access else ccu.document_accounting_tab_access end
  from (select app_hidden.current_user_is_super_admin() as sa,
               coalesce(app_hidden.current_automation_company_id() = company_id, false) as automation) s
  left join app_public.client_company_users ccu
    on ccu.client_company_id = company_id and ccu.user_id = app_hidden.current_user_id()
  left join app_public.roles r on r.name = ccu.role_name;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_access(uuid) is 'The access flags of the request''s user in one company: the single definition behind RLS policies and the currentUserHas…Access fields (the rules engine holds an admin''s flags in its own company only).';

--------------------------------------------------------------------------------
-- Triggers: a change enqueues the evaluation of the company's enabled rules for that trigger
-- (graphile-worker task rules__evaluate). A change made by a rule carries its depth
-- (app.rules_depth, set by the worker): the next evaluation runs one level deeper, and the
-- worker stops a chain above its limit (the loop guard). The job key makes repeated changes of
-- one document collapse into one evaluation per trigger.

create function app_private.enqueue_rules(company_id uuid, document_id uuid, trig app_public.rule_trigger) returns void as $$
declare
  depth integer := coalesce(nullif(pg_catalog.current_setting('app.rules_depth', true), '')::integer + 1, 0);
begin
  if not exists (select 1 from app_public.rule_action_reactions ar
                 where ar.client_company_id = enqueue_rules.company_id and ar.trigger = trig and not ar.disabled) then
    return;
  end if;
  if not app_public.client_companies_feature_active((select c from app_public.client_companies c where c.id = company_id), 'RULES') then
    return;
  end if;
  perform graphile_worker.add_job('rules__evaluate',
    json_build_object('clientCompanyRowId', company_id, 'documentRowId', document_id, 'trigger', trig, 'depth', depth),
    job_key := 'rules:' || document_id::text || ':' || trig::text || ':' || depth::text,
    max_attempts := 3);
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.enqueue_rules(uuid, uuid, app_public.rule_trigger) is 'Queues the evaluation of the company''s enabled rules of this trigger for the document (nothing when there are none or the RULES feature is off).';

create function app_private.tg_documents__rules() returns trigger as $$
begin
  if tg_op = 'INSERT' then
    perform app_private.enqueue_rules(new.client_company_id, new.id, 'DOCUMENT_IMPORTED');
  else
    if new.category_id is distinct from old.category_id then
      perform app_private.enqueue_rules(new.client_company_id, new.id, 'DOCUMENT_CATEGORY_CHANGED');
    end if;
    if new.workflow_step_id is distinct from old.workflow_step_id then
      perform app_private.enqueue_rules(new.client_company_id, new.id, 'WORKFLOW_STEP_CHANGED');
    end if;
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _900_rules after insert or update of category_id, workflow_step_id on app_public.documents
  for each row execute procedure app_private.tg_documents__rules();

create function app_private.tg_invoices__rules() returns trigger as $$
begin
  if new.payment_status is distinct from old.payment_status then
    perform app_private.enqueue_rules(new.client_company_id, new.document_id, 'PAYMENT_STATUS_CHANGED');
  end if;
  if (to_jsonb(new) - '{updated_at,payment_status,paid_date,partially_paid}'::text[])
     is distinct from (to_jsonb(old) - '{updated_at,payment_status,paid_date,partially_paid}'::text[]) then
    perform app_private.enqueue_rules(new.client_company_id, new.document_id, 'DOCUMENT_FIELDS_CHANGED');
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _900_rules after update on app_public.invoices
  for each row execute procedure app_private.tg_invoices__rules();

create function app_private.tg_approval_requests__rules() returns trigger as $$
begin
  if old.state = 'OPEN' and new.state in ('APPROVED', 'REJECTED') then
    perform app_private.enqueue_rules(new.client_company_id, new.document_id, 'APPROVAL_DECIDED');
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _900_rules after update of state on app_public.approval_requests
  for each row execute procedure app_private.tg_approval_requests__rules();

-- Once a day (worker crontab rules__daily): every document of the companies with daily rules
-- that is not archived.
create function app_private.enqueue_daily_rules() returns integer as $$
declare
  n integer := 0;
  d record;
begin
  for d in
    select x.client_company_id, x.id from app_public.documents x
    where not x.archived and not x.superseded
      and exists (select 1 from app_public.rule_action_reactions ar
                  where ar.client_company_id = x.client_company_id and ar.trigger = 'SCHEDULED_DAILY' and not ar.disabled)
  loop
    perform app_private.enqueue_rules(d.client_company_id, d.id, 'SCHEDULED_DAILY');
    n := n + 1;
  end loop;
  return n;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.enqueue_daily_rules() is 'Queues the daily rules for every live document of the companies that have some; returns how many documents.';

--------------------------------------------------------------------------------
-- What the engine reads and does. These run as the caller (the worker's company identity, or
-- a person for "test this rule"): row-level security decides what they see and change. Only
-- the approval request, its withdrawal, queuing a notification and recording a run pass through
-- definer functions, each of which acts only for the engine's own company.

-- The document as the rules see it (null when the caller cannot see it).
create function app_hidden.rules_document_snapshot(document_id uuid) returns jsonb as $$
  select jsonb_build_object(
    'rowId', d.id,
    'clientCompanyRowId', d.client_company_id,
    'today', (now() at time zone 'Europe/Berlin')::date,
    'type', d.type,
    'documentType', c.document_type,
    'categoryRowId', d.category_id,
    'approved', d.approved,
    'archived', d.archived,
    'needsManualReview', d.needs_manual_review,
    'workflowStepRowId', d.workflow_step_id,
    'importDate', (d.import_date at time zone 'Europe/Berlin')::date,
    'tagRowIds', coalesce((select jsonb_agg(t.client_company_tag_id order by t.client_company_tag_id) from app_public.document_tags t
                           where t.client_company_id = d.client_company_id and t.document_id = d.id), '[]'::jsonb),
    'realEstateObjectRowIds', coalesce((select jsonb_agg(x.real_estate_object_id) from app_public.document_real_estate_object_instances x
                                        where x.client_company_id = d.client_company_id and x.document_id = d.id), '[]'::jsonb),
    'openApprovals', coalesce((select jsonb_agg(jsonb_build_object('approverUserRowId', r.approver_user_id, 'blankApproverType', r.blank_approver_type))
                               from app_public.approval_requests r
                               where r.client_company_id = d.client_company_id and r.document_id = d.id and r.state = 'OPEN'), '[]'::jsonb),
    'invoice', (select jsonb_build_object(
        'total', i.total::text,
        'currency', i.currency,
        'invoiceDate', i.invoice_date,
        'dueDate', i.due_date,
        'paymentStatus', i.payment_status,
        'creditMemo', i.credit_memo,
        'hasXmlSource', i.has_xml_source,
        'complete', coalesce(d.list_incomplete, 0) = 0,
        'partnerCompanyRowId', i.partner_company_id,
        'partnerControllerUserRowId', p.controller_user_id,
        'partnerControllerUserGroupRowId', p.controller_user_group_id,
        'costCenterRowIds', coalesce((select jsonb_agg(distinct cc.cost_center_id) from app_public.accounting_items ai
                                      join app_public.accounting_item_cost_centers cc on cc.client_company_id = ai.client_company_id and cc.accounting_item_id = ai.id
                                      where ai.client_company_id = d.client_company_id and ai.document_id = d.id), '[]'::jsonb),
        'costUnitRowIds', coalesce((select jsonb_agg(distinct cu.cost_unit_id) from app_public.accounting_items ai
                                    join app_public.accounting_item_cost_units cu on cu.client_company_id = ai.client_company_id and cu.accounting_item_id = ai.id
                                    where ai.client_company_id = d.client_company_id and ai.document_id = d.id), '[]'::jsonb))
      from app_public.invoices i
      left join app_public.partner_companies p on p.client_company_id = i.client_company_id and p.id = i.partner_company_id
      where i.client_company_id = d.client_company_id and i.document_id = d.id)
  )
  from app_public.documents d
  join app_public.document_categories c on c.client_company_id = d.client_company_id and c.id = d.category_id
  where d.id = rules_document_snapshot.document_id;
$$ language sql stable;
comment on function app_hidden.rules_document_snapshot(uuid) is 'A document as the rules engine evaluates it (JSON), as far as the caller sees it; null when not visible.';

-- The conditions of one action as JSON (camelCase, as the GraphQL inputs name them).
create function app_hidden.rules_action_conditions(rule_action_id uuid) returns jsonb as $$
  select coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
    'sortIndex', x.sort_index, 'kind', x.kind,
    'approved', x.approved, 'hasControllerUserOnDocumentPartnerCompany', x.has_controller_user_on_document_partner_company,
    'paymentStatus', x.payment_status, 'macro', x.macro, 'macroEquality', x.macro_equality,
    'documentTypeEquality', x.document_type_equality, 'documentType', x.document_type,
    'documentCategoryRowIdEquality', x.document_category_row_id_equality, 'documentCategoryRowId', x.document_category_id,
    'clientCompanyTagRowIdEquality', x.client_company_tag_row_id_equality, 'clientCompanyTagRowId', x.client_company_tag_id,
    'documentWorkflowStepRowIdEquality', x.document_workflow_step_row_id_equality, 'documentWorkflowStepRowId', x.document_workflow_step_id,
    'blankApproverType', x.blank_approver_type, 'approverUserRowId', x.approver_user_id,
    'importDateComparison', x.import_date_comparison, 'importDate', x.import_date,
    'documentRealEstateObjectInstanceRowIdEquality', x.document_real_estate_object_instance_row_id_equality,
    'realEstateObjectRowId', x.real_estate_object_id,
    'completenessLevelEquality', x.completeness_level_equality, 'completenessLevel', x.completeness_level,
    'totalComparison', x.total_comparison, 'total', x.total::text,
    'invoiceDateComparison', x.invoice_date_comparison, 'invoiceDate', x.invoice_date,
    'partnerCompanyRowIdEquality', x.partner_company_row_id_equality, 'partnerCompanyRowId', x.partner_company_id,
    'costCenterRowIdEquality', x.cost_center_row_id_equality, 'costCenterRowId', x.cost_center_id,
    'costUnitRowIdEquality', x.cost_unit_row_id_equality, 'costUnitRowId', x.cost_unit_id
  )) order by x.sort_index, x.created_at, x.id), '[]'::jsonb)
  from app_public.rule_conditions x where x.rule_action_id = rules_action_conditions.rule_action_id;
$$ language sql stable;

-- The enabled rules of a trigger for the engine's company, in evaluation order, with their
-- action's conditions and their reaction's kind.
create function app_hidden.rules_for_trigger(trig app_public.rule_trigger) returns jsonb as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'rowId', ar.id, 'sortIndex', ar.sort_index,
    'actionRowId', a.id, 'actionName', a.name, 'reactionRowId', r.id, 'reactionName', r.name, 'reactionKind', r.kind,
    'conditions', app_hidden.rules_action_conditions(a.id)) order by ar.sort_index, ar.created_at, ar.id), '[]'::jsonb)
  from app_public.rule_action_reactions ar
  join app_public.rule_actions a on a.client_company_id = ar.client_company_id and a.id = ar.rule_action_id
  join app_public.rule_reactions r on r.client_company_id = ar.client_company_id and r.id = ar.rule_reaction_id
  where ar.client_company_id = app_hidden.current_automation_company_id() and ar.trigger = trig and not ar.disabled;
$$ language sql stable;

create function app_hidden.rules_request_approval(company_id uuid, document_id uuid, reaction_id uuid) returns text as $$
declare
  r app_public.rule_reactions;
  approver uuid;
begin
  if company_id is distinct from app_hidden.current_automation_company_id() then
    raise exception 'RULES_ENGINE_ONLY' using errcode = '42501';
  end if;
  select * into r from app_public.rule_reactions x where x.client_company_id = company_id and x.id = reaction_id;
  approver := r.approver_user_id;
  if r.controller_user_from_document_partner_company then
    select p.controller_user_id into approver from app_public.invoices i
    join app_public.partner_companies p on p.client_company_id = i.client_company_id and p.id = i.partner_company_id
    where i.client_company_id = company_id and i.document_id = rules_request_approval.document_id;
    if approver is null then
      raise exception 'RULE_PARTNER_HAS_NO_CONTROLLER' using errcode = 'P0001';
    end if;
  end if;
  begin
    perform app_private.request_document_approval(company_id, document_id, approver, r.user_group_id,
      r.blank_approver_type, r.blank_approver_count, null, null);
  exception when others then
    if sqlerrm = 'APPROVAL_ALREADY_REQUESTED' then return 'UNCHANGED'; end if;
    raise;
  end;
  return 'APPLIED';
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

create function app_hidden.rules_cancel_approvals(company_id uuid, document_id uuid) returns text as $$
declare
  n integer;
begin
  if company_id is distinct from app_hidden.current_automation_company_id() then
    raise exception 'RULES_ENGINE_ONLY' using errcode = '42501';
  end if;
  update app_public.approval_requests x set state = 'CANCELED'
  where x.client_company_id = company_id and x.document_id = rules_cancel_approvals.document_id and x.state = 'OPEN';
  get diagnostics n = row_count;
  return case when n > 0 then 'APPLIED' else 'UNCHANGED' end;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

create function app_hidden.rules_enqueue_notification(company_id uuid, document_id uuid, reaction_id uuid) returns text as $$
begin
  if company_id is distinct from app_hidden.current_automation_company_id() then
    raise exception 'RULES_ENGINE_ONLY' using errcode = '42501';
  end if;
  perform graphile_worker.add_job('rules__notify',
    json_build_object('clientCompanyRowId', company_id, 'documentRowId', document_id, 'reactionRowId', reaction_id),
    max_attempts := 8);
  return 'QUEUED';
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

-- Applies one reaction to one document as the caller. Returns APPLIED, UNCHANGED (nothing to
-- change) or QUEUED (a notification goes out from its own job); a refusal raises.
create function app_hidden.rules_apply_reaction(document_id uuid, reaction_id uuid) returns text as $$
declare
  d app_public.documents;
  r app_public.rule_reactions;
  n integer;
  changed boolean := false;
begin
  select * into d from app_public.documents x where x.id = rules_apply_reaction.document_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  select * into r from app_public.rule_reactions x where x.client_company_id = d.client_company_id and x.id = reaction_id;
  if r.id is null then
    raise exception 'RULE_REACTION_NOT_FOUND' using errcode = 'P0002';
  end if;
  case r.kind
  when 'TAG' then
    insert into app_public.document_tags (client_company_id, document_id, client_company_tag_id)
    select d.client_company_id, d.id, r.client_company_tag_id
    where not exists (select 1 from app_public.document_tags t where t.client_company_id = d.client_company_id
                        and t.document_id = d.id and t.client_company_tag_id = r.client_company_tag_id);
  when 'WORKFLOW_STEP_CHANGE' then
    update app_public.documents x set workflow_step_id = r.change_workflow_step_id
    where x.id = d.id and x.workflow_step_id is distinct from r.change_workflow_step_id;
  when 'MACRO' then
    update app_public.documents x set archived = (r.macro = 'ARCHIVE')
    where x.id = d.id and x.archived is distinct from (r.macro = 'ARCHIVE');
  when 'INVOICE_CHANGES' then
    if not exists (select 1 from app_public.invoices i where i.client_company_id = d.client_company_id and i.document_id = d.id) then
      raise exception 'RULE_DOCUMENT_NOT_AN_INVOICE' using errcode = 'P0001';
    end if;
    if (r.change_due_date_from_invoice_date_in_days or r.change_discount_until_from_invoice_date_in_days)
       and exists (select 1 from app_public.invoices i where i.client_company_id = d.client_company_id and i.document_id = d.id and i.invoice_date is null) then
      raise exception 'RULE_INVOICE_DATE_MISSING' using errcode = 'P0001';
    end if;
    if r.change_payment_status then
      update app_public.invoices i set payment_status = r.payment_status,
        paid_date = case when r.payment_status = 'PAID' then coalesce(i.paid_date, (now() at time zone 'Europe/Berlin')::date) else null end
      where i.client_company_id = d.client_company_id and i.document_id = d.id and i.payment_status is distinct from r.payment_status;
      get diagnostics n = row_count;
      changed := n > 0;
    end if;
    update app_public.invoices i set
      currency = case when r.change_currency then r.currency else i.currency end,
      due_date = case when r.change_due_date_from_invoice_date_in_days then i.invoice_date + r.due_date_from_invoice_date_in_days else i.due_date end,
      discount_until = case when r.change_discount_until_from_invoice_date_in_days then i.invoice_date + r.discount_until_from_invoice_date_in_days else i.discount_until end,
      discount_percent = case when r.change_discount_percent then r.discount_percent else i.discount_percent end,
      iban = case when r.change_iban then r.iban else i.iban end,
      bic = case when r.change_bic then r.bic else i.bic end
    where i.client_company_id = d.client_company_id and i.document_id = d.id
      and (i.currency, i.due_date, i.discount_until, i.discount_percent, i.iban, i.bic) is distinct from (
        case when r.change_currency then r.currency else i.currency end,
        case when r.change_due_date_from_invoice_date_in_days then i.invoice_date + r.due_date_from_invoice_date_in_days else i.due_date end,
        case when r.change_discount_until_from_invoice_date_in_days then i.invoice_date + r.discount_until_from_invoice_date_in_days else i.discount_until end,
        case when r.change_discount_percent then r.discount_percent else i.discount_percent end,
        case when r.change_iban then r.iban else i.iban end,
        case when r.change_bic then r.bic else i.bic end);
    get diagnostics n = row_count;
    return case when n > 0 or changed then 'APPLIED' else 'UNCHANGED' end;
  when 'APPROVAL_REQUEST' then
    return app_hidden.rules_request_approval(d.client_company_id, d.id, r.id);
  when 'CANCEL_APPROVAL_REQUEST' then
    return app_hidden.rules_cancel_approvals(d.client_company_id, d.id);
  when 'SEND_NOTIFICATION', 'SEND_MAIL_ON_WORKFLOW_CHANGE' then
    return app_hidden.rules_enqueue_notification(d.client_company_id, d.id, r.id);
  end case;
  get diagnostics n = row_count;
  return case when n > 0 then 'APPLIED' else 'UNCHANGED' end;
end;
$$ language plpgsql volatile;
comment on function app_hidden.rules_apply_reaction(uuid, uuid) is 'Applies a rule reaction to a document as the caller (row-level security decides); APPLIED, UNCHANGED or QUEUED.';

-- Records one evaluation: the runs (one per rule evaluated) and the document's AUTOMATION
-- history entry {pending, errored, niceErrorMsg, success, noOtherActions, trigger, depth, rules}.
create function app_hidden.rules_record(document_id uuid, trig app_public.rule_trigger, depth integer, runs jsonb, history jsonb)
returns void as $$
declare
  company uuid := app_hidden.current_automation_company_id();
begin
  if company is null then
    raise exception 'RULES_ENGINE_ONLY' using errcode = '42501';
  end if;
  insert into app_public.rule_runs (client_company_id, rule_action_reaction_id, document_id, trigger, depth, state, message, explanation, finished_at)
  select company, (x->>'ruleActionReactionRowId')::uuid, rules_record.document_id, trig, least(rules_record.depth, 100),
         (x->>'state')::app_public.rule_run_state, left(x->>'message', 2000), coalesce(x->'explanation', '[]'::jsonb), now()
  from jsonb_array_elements(runs) x;
  if history is not null then
    insert into app_public.document_history_entries (client_company_id, document_id, type, payload)
    values (company, rules_record.document_id, 'AUTOMATION', history);
  end if;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.rules_record(uuid, app_public.rule_trigger, integer, jsonb, jsonb) is 'The rules engine records the runs of one evaluation and the document''s automation history entry (its own company only).';

-- What a notification job needs about its reaction and document, read as the company.
create function app_hidden.rules_notification(document_id uuid, reaction_id uuid) returns jsonb as $$
  select jsonb_build_object(
    'kind', r.kind, 'destination', r.destination, 'receiverUrl', r.receiver_url, 'token', r.token, 'note', r.note,
    'receiverEmail', r.receiver_email, 'reactionName', r.name,
    'receiver', (select jsonb_build_object('rowId', u.id, 'email', u.email, 'language', u.language,
                                           'name', concat_ws(' ', u.first_name, u.last_name))
                 from app_public.users u where u.id = coalesce(r.receiver_user_id, r.user_id)),
    'document', jsonb_build_object('rowId', d.id, 'title', app_public.documents_derived_title(d), 'type', d.type,
                                   'workflowStep', (select s.name from app_public.document_workflow_steps s
                                                    where s.client_company_id = d.client_company_id and s.id = d.workflow_step_id),
                                   'invoiceNumber', i.invoice_number, 'total', i.total, 'currency', i.currency),
    'companyName', c.name, 'companyLanguage', c.language)
  from app_public.documents d
  join app_public.rule_reactions r on r.client_company_id = d.client_company_id and r.id = reaction_id
  join app_public.client_companies c on c.id = d.client_company_id
  left join app_public.invoices i on i.client_company_id = d.client_company_id and i.document_id = d.id
  where d.id = rules_notification.document_id;
$$ language sql stable;
