--! Previous: sha1:69eb2c8d3bac127c9dbe89564f8997cc77e6fde4
--! Hash: sha1:e9bdd6d9524eea1cdcc1cb1939d74abd5f7b8e3f
--! Message: Document actions: moving between workflow steps with protected steps and mandatory conditions, approval requests requested, decided and cancelled

-- The document's actions tab (issue 6, spec part 2 "Document details"): moving a document
-- between workflow steps, and requesting, approving, rejecting and cancelling approvals.
--
-- Moving: documents-manage access, not superseded. A PROTECTED step is left only by its
-- responsible users or admins. Moving FORWARD (to a later step of the same workflow) needs the
-- mandatory conditions of the current step and of every step skipped:
--   review details   every field the review tab shows with a value is confirmed (the same
--                    fields its "confirm all" offers; a field edited after its confirmation is
--                    unconfirmed again);
--   ledger account   an invoice with at least one accounting item (items always carry one);
--   cost centre/unit an invoice whose accounting items all carry a cost centre / cost unit.
-- The accounting conditions apply to invoices only (other documents have no accounting items).
-- A trigger checks every move a person makes, whatever path it takes; the capture worker and
-- rules (no user) are not asked.
--
-- Approving: any member of the company except viewers and external users may be asked (not
-- oneself: four eyes). One open request per approver and document. Only the approver decides;
-- rejecting needs a message. The requester or an admin cancels. Policies check each of these
-- again. With the feature APPROVED_WHEN_WORKFLOW_IN_LAST_STEP a document also counts as
-- approved in the last step of its workflow, unless its newest request was rejected.

--------------------------------------------------------------------------------
-- Undo (idempotent re-runs of this file)

drop policy if exists insert_requester on app_public.approval_requests;
drop policy if exists update_decide on app_public.approval_requests;
drop trigger if exists _250_workflow_step_move on app_public.documents;
drop function if exists app_private.tg_documents__workflow_step_move();
drop function if exists app_public.set_document_workflow_step(uuid, uuid);
drop function if exists app_public.request_document_approval(uuid, uuid, text);
drop function if exists app_public.approve_approval_request(uuid, text);
drop function if exists app_public.reject_approval_request(uuid, text);
drop function if exists app_public.cancel_approval_request(uuid);
drop function if exists app_hidden.decide_approval_request(uuid, app_public.approval_request_state, text);
drop function if exists app_public.approval_requests_can_current_user_approve(app_public.approval_requests);
drop function if exists app_public.approval_requests_can_current_user_cancel(app_public.approval_requests);
drop function if exists app_public.documents_approver_candidates(app_public.documents);
drop function if exists app_public.documents_can_current_user_request_approval(app_public.documents);
drop function if exists app_public.documents_workflow_step_change_refusal(app_public.documents);
drop function if exists app_public.documents_next_workflow_step_refusal(app_public.documents);
drop function if exists app_public.documents_is_next_workflow_step_prevented(app_public.documents);
drop function if exists app_public.documents_unconfirmed_review_fields(app_public.documents);
drop function if exists app_hidden.approval_request_refusal(uuid, uuid, uuid);
drop function if exists app_hidden.can_approve_documents(uuid, uuid);
drop function if exists app_hidden.workflow_step_move_refusal(uuid, uuid, uuid);
drop function if exists app_hidden.workflow_step_unmet_condition(uuid, uuid, uuid);
drop function if exists app_hidden.document_unconfirmed_review_fields(uuid, uuid);
drop function if exists app_hidden.document_is_approved(uuid, uuid, uuid);
revoke update (workflow_step_id) on app_public.documents from app_user;
revoke insert, update on app_public.approval_requests from app_user;
alter table app_public.approval_requests drop column if exists decision_message;

--------------------------------------------------------------------------------
-- The approver's words on a decision (the request's message stays the requester's)

alter table app_public.approval_requests
  add column decision_message text check (decision_message is null or length(decision_message) <= 2000);
comment on column app_public.approval_requests.decision_message is 'What the approver wrote when approving or rejecting (required for a rejection).';
comment on column app_public.approval_requests.message is 'What the requester wrote when asking.';

--------------------------------------------------------------------------------
-- Review details: the fields still to confirm

-- The fields the review tab shows with a value and without a confirmation, in camel case as
-- Document.fieldStates names them. Mirrors the review form: the conversion rate only for a
-- foreign currency, the credit memo's invoice only for a credit memo, the partner's location
-- only with a partner; the partner account is a booking assignment and never confirmed.
create function app_hidden.document_unconfirmed_review_fields(company_id uuid, document_id uuid) returns text[] as $$
  select coalesce(array_agg(f.field order by f.field), '{}')
  from (
    select v.field, v.shown
    from app_public.invoices i
    cross join lateral (values
      ('partnerCompanyId', i.partner_company_id is not null),
      ('partnerCompanyLocationId', i.partner_company_id is not null and i.partner_company_location_id is not null),
      ('invoiceNumber', coalesce(i.invoice_number, '') <> ''),
      ('internalNumber', coalesce(i.internal_number, '') <> ''),
      ('invoiceDate', i.invoice_date is not null),
      ('dueDate', i.due_date is not null),
      ('orderNumber', coalesce(i.order_number, '') <> ''),
      ('orderDate', i.order_date is not null),
      ('deliveredFrom', i.delivered_from is not null),
      ('deliveredUntil', i.delivered_until is not null),
      ('net', i.net is not null),
      ('vatAmount', i.vat_amount is not null),
      ('total', i.total is not null),
      ('currency', true),
      ('conversionRate', i.currency <> 'EUR' and i.conversion_rate is not null),
      ('accountNumber', coalesce(i.account_number, '') <> ''),
      ('discountUntil', i.discount_until is not null),
      ('discountPercent', i.discount_percent is not null),
      ('discountAmount', i.discount_amount is not null),
      ('iban', coalesce(i.iban, '') <> ''),
      ('bic', coalesce(i.bic, '') <> ''),
      ('paymentReference', coalesce(i.payment_reference, '') <> ''),
      ('creditMemo', true),
      ('creditMemoForInvoiceId', i.credit_memo and i.credit_memo_for_invoice_id is not null),
      ('clause35aKind', i.clause_35a_kind is not null),
      ('clause35aNet', i.clause_35a_net is not null),
      ('clause35aTotal', i.clause_35a_total is not null)
    ) v(field, shown)
    where i.client_company_id = document_unconfirmed_review_fields.company_id
      and i.document_id = document_unconfirmed_review_fields.document_id
    union all
    select v.field, v.shown
    from app_public.other_documents o
    cross join lateral (values
      ('type', true),
      ('documentDate', o.document_date is not null),
      ('documentNumber', coalesce(o.document_number, '') <> ''),
      ('documentDetails', coalesce(o.document_details, '') <> ''),
      ('resubmissionDate', o.resubmission_date is not null),
      ('expiryDate', o.expiry_date is not null),
      ('contractType', coalesce(o.contract_type, '') <> ''),
      ('contactUserId', o.contact_user_id is not null),
      ('partnerCompanyId', o.partner_company_id is not null),
      ('partnerName', coalesce(o.partner_name, '') <> '')
    ) v(field, shown)
    where o.client_company_id = document_unconfirmed_review_fields.company_id
      and o.document_id = document_unconfirmed_review_fields.document_id
  ) f
  where f.shown
    and not exists (
      select 1 from app_public.document_field_states s
      where s.document_id = document_unconfirmed_review_fields.document_id
        and s.field = f.field and s.confirmed_at is not null);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.document_unconfirmed_review_fields(uuid, uuid) is 'The review fields of the document that hold a value but are not confirmed (camel case); empty when its details are reviewed.';

create function app_public.documents_unconfirmed_review_fields(d app_public.documents) returns text[] as $$
  select case when app_hidden.current_user_can_see_company(d.client_company_id)
    then app_hidden.document_unconfirmed_review_fields(d.client_company_id, d.id) else '{}' end;
$$ language sql stable;
comment on function app_public.documents_unconfirmed_review_fields(app_public.documents) is E'@notNull\nThe review fields with a value that nobody has confirmed yet (field-state names, e.g. invoiceNumber). Empty: the details are reviewed, as a step with reviewDetailsMandatory asks before the document moves on.';

--------------------------------------------------------------------------------
-- Moving between workflow steps

-- The first mandatory condition of the step (left forward) the document does not meet.
create function app_hidden.workflow_step_unmet_condition(company_id uuid, document_id uuid, step_id uuid) returns text as $$
  select case
    when s.review_details_mandatory
         and cardinality(app_hidden.document_unconfirmed_review_fields(s.client_company_id, workflow_step_unmet_condition.document_id)) > 0
      then 'WORKFLOW_STEP_REVIEW_DETAILS_MANDATORY'
    when i.document_id is null then null
    when s.general_ledger_account_mandatory
         and not exists (select 1 from app_public.accounting_items ai
                         where ai.client_company_id = s.client_company_id and ai.document_id = i.document_id)
      then 'WORKFLOW_STEP_GENERAL_LEDGER_ACCOUNT_MANDATORY'
    when s.cost_center_mandatory
         and (not exists (select 1 from app_public.accounting_items ai
                          where ai.client_company_id = s.client_company_id and ai.document_id = i.document_id)
              or exists (select 1 from app_public.accounting_items ai
                         where ai.client_company_id = s.client_company_id and ai.document_id = i.document_id
                           and not exists (select 1 from app_public.accounting_item_cost_centers c
                                           where c.client_company_id = ai.client_company_id and c.accounting_item_id = ai.id)))
      then 'WORKFLOW_STEP_COST_CENTER_MANDATORY'
    when s.cost_unit_mandatory
         and (not exists (select 1 from app_public.accounting_items ai
                          where ai.client_company_id = s.client_company_id and ai.document_id = i.document_id)
              or exists (select 1 from app_public.accounting_items ai
                         where ai.client_company_id = s.client_company_id and ai.document_id = i.document_id
                           and not exists (select 1 from app_public.accounting_item_cost_units c
                                           where c.client_company_id = ai.client_company_id and c.accounting_item_id = ai.id)))
      then 'WORKFLOW_STEP_COST_UNIT_MANDATORY'
  end
  from app_public.document_workflow_steps s
  left join app_public.invoices i
    on i.client_company_id = s.client_company_id and i.document_id = workflow_step_unmet_condition.document_id
  where s.client_company_id = workflow_step_unmet_condition.company_id and s.id = workflow_step_unmet_condition.step_id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

-- Why the request's user may not move the document to the target step (null: out of its
-- workflow), or null when they may. One definition for the mutation, the trigger that checks
-- every move and the Document fields the UI reads.
create function app_hidden.workflow_step_move_refusal(company_id uuid, document_id uuid, target_step_id uuid) returns text as $$
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
  if d.workflow_step_id is null or d.workflow_step_id is not distinct from target_step_id then
    return null;
  end if;
  select * into cur from app_public.document_workflow_steps s
    where s.client_company_id = d.client_company_id and s.id = d.workflow_step_id;
  if cur.protected and not a.admin and not exists (
    select 1 from app_public.document_workflow_step_users su
    where su.client_company_id = cur.client_company_id and su.step_id = cur.id
      and su.user_id = app_hidden.current_user_id()) then
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
comment on function app_hidden.workflow_step_move_refusal(uuid, uuid, uuid) is 'Null when the request''s user may move the document to the step (null: out of its workflow), else the reason (a code the UI translates).';

-- documents.approved: the newest request that is not canceled is APPROVED; with the feature
-- APPROVED_WHEN_WORKFLOW_IN_LAST_STEP also standing in the last step of a workflow, unless
-- that newest request is a rejection.
create function app_hidden.document_is_approved(company_id uuid, document_id uuid, step_id uuid) returns boolean as $$
  with newest as (
    select coalesce((
      select r.state::text from app_public.approval_requests r
      where r.client_company_id = document_is_approved.company_id and r.document_id = document_is_approved.document_id
        and r.state <> 'CANCELED'
      order by r.created_at desc, r.id desc
      limit 1), 'NONE') as state
  )
  select n.state = 'APPROVED'
    or (n.state <> 'REJECTED'
        and exists (select 1 from app_public.client_company_features ccf join app_public.features f on f.id = ccf.feature_id
                    where ccf.client_company_id = document_is_approved.company_id and ccf.active
                      and f.name = 'APPROVED_WHEN_WORKFLOW_IN_LAST_STEP')
        and coalesce((select app_public.document_workflow_steps_is_last_step(s) from app_public.document_workflow_steps s
                      where s.client_company_id = document_is_approved.company_id and s.id = document_is_approved.step_id), false))
  from newest n;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

create or replace function app_private.tg_approval_requests__document_approved() returns trigger as $$
declare
  r app_public.approval_requests := coalesce(new, old);
begin
  update app_public.documents d
    set approved = app_hidden.document_is_approved(d.client_company_id, d.id, d.workflow_step_id)
    where d.client_company_id = r.client_company_id and d.id = r.document_id
      and d.approved is distinct from app_hidden.document_is_approved(d.client_company_id, d.id, d.workflow_step_id);
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

-- Every move a person makes is checked here, whichever way it arrives.
create function app_private.tg_documents__workflow_step_move() returns trigger as $$
declare
  refusal text;
begin
  if app_hidden.current_user_id() is not null then
    refusal := app_hidden.workflow_step_move_refusal(new.client_company_id, new.id, new.workflow_step_id);
    if refusal is not null then
      raise exception '%', refusal using errcode = '42501';
    end if;
  end if;
  if exists (select 1 from app_public.client_company_features ccf join app_public.features f on f.id = ccf.feature_id
             where ccf.client_company_id = new.client_company_id and ccf.active and f.name = 'APPROVED_WHEN_WORKFLOW_IN_LAST_STEP') then
    new.approved := app_hidden.document_is_approved(new.client_company_id, new.id, new.workflow_step_id);
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _250_workflow_step_move before update of workflow_step_id on app_public.documents
  for each row when (old.workflow_step_id is distinct from new.workflow_step_id)
  execute procedure app_private.tg_documents__workflow_step_move();

grant update (workflow_step_id) on app_public.documents to app_user;

create function app_public.set_document_workflow_step(document_row_id uuid, workflow_step_row_id uuid default null) returns app_public.documents as $$
declare
  d app_public.documents;
  refusal text;
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null or not app_hidden.current_user_can_see_company(d.client_company_id) then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.workflow_step_move_refusal(d.client_company_id, d.id, workflow_step_row_id);
  if refusal = 'WORKFLOW_STEP_NOT_FOUND' then
    raise exception '%', refusal using errcode = '22023', column = 'workflowStepRowId';
  elsif refusal like 'WORKFLOW_STEP_%_MANDATORY' then
    raise exception '%', refusal using errcode = 'P0001';
  elsif refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  if d.workflow_step_id is not distinct from workflow_step_row_id then
    return d;
  end if;
  update app_public.documents set workflow_step_id = workflow_step_row_id where id = d.id returning * into d;
  if d.id is null then
    raise exception 'DOCUMENT_CHANGE_FORBIDDEN' using errcode = '42501';
  end if;
  return d;
end;
$$ language plpgsql volatile;
comment on function app_public.set_document_workflow_step(uuid, uuid) is E'Puts the document into a workflow step (none or null: out of its workflow) and returns it; the move is logged and written to the history. Refusals: DOCUMENT_NOT_FOUND, DOCUMENT_CHANGE_FORBIDDEN (no documents-manage access), DOCUMENT_SUPERSEDED, WORKFLOW_STEP_NOT_FOUND (not a step of the document''s company), WORKFLOW_STEP_PROTECTED (leaving a protected step: only its responsible users and admins), WORKFLOW_STEP_REVIEW_DETAILS_MANDATORY, WORKFLOW_STEP_GENERAL_LEDGER_ACCOUNT_MANDATORY, WORKFLOW_STEP_COST_CENTER_MANDATORY, WORKFLOW_STEP_COST_UNIT_MANDATORY (moving forward past a step whose condition is unmet).';

create function app_public.documents_workflow_step_change_refusal(d app_public.documents) returns text as $$
  select app_hidden.workflow_step_move_refusal(d.client_company_id, d.id, null);
$$ language sql stable;
comment on function app_public.documents_workflow_step_change_refusal(app_public.documents) is 'Why the signed-in user may not take the document out of its step, back, or into another workflow (DOCUMENT_CHANGE_FORBIDDEN, DOCUMENT_SUPERSEDED, WORKFLOW_STEP_PROTECTED); null when they may.';

create function app_public.documents_next_workflow_step_refusal(d app_public.documents) returns text as $$
  select app_hidden.workflow_step_move_refusal(d.client_company_id, d.id, nx.id)
  from app_public.document_workflow_steps s
  cross join lateral app_public.document_workflow_steps_next_step(s) nx
  where s.client_company_id = d.client_company_id and s.id = d.workflow_step_id and nx.id is not null;
$$ language sql stable;
comment on function app_public.documents_next_workflow_step_refusal(app_public.documents) is 'Why the signed-in user may not move the document on to the next step (the refusals of setDocumentWorkflowStep); null when they may or there is no next step.';

create function app_public.documents_is_next_workflow_step_prevented(d app_public.documents) returns boolean as $$
  select app_public.documents_next_workflow_step_refusal(d) is not null;
$$ language sql stable;
comment on function app_public.documents_is_next_workflow_step_prevented(app_public.documents) is E'@notNull\nThe document has a next step but the signed-in user may not move it there (see nextWorkflowStepRefusal).';

--------------------------------------------------------------------------------
-- Approval requests

-- Who may be asked to approve: a member of the company who is not a viewer, not external.
create function app_hidden.can_approve_documents(company_id uuid, user_id uuid) returns boolean as $$
  select exists (
    select 1 from app_public.client_company_users ccu
    join app_public.users u on u.id = ccu.user_id
    where ccu.client_company_id = can_approve_documents.company_id and ccu.user_id = can_approve_documents.user_id
      and ccu.role_name <> 'VIEWER' and u.type <> 'EXTERNAL');
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.can_approve_documents(uuid, uuid) is 'The user may approve the company''s documents: a member, not a viewer, not external.';

create function app_hidden.approval_request_refusal(company_id uuid, document_id uuid, approver_user_id uuid) returns text as $$
  select case
    when not coalesce((app_hidden.current_user_access(approval_request_refusal.company_id)).documents_manage, false)
      then 'DOCUMENT_CHANGE_FORBIDDEN'
    when d.id is null then 'DOCUMENT_NOT_FOUND'
    when d.superseded then 'DOCUMENT_SUPERSEDED'
    when approval_request_refusal.approver_user_id is null
         or not app_hidden.can_approve_documents(d.client_company_id, approval_request_refusal.approver_user_id)
      then 'APPROVER_NOT_FOUND'
    when approval_request_refusal.approver_user_id = app_hidden.current_user_id() then 'APPROVAL_FROM_YOURSELF'
    when exists (select 1 from app_public.approval_requests r
                 where r.client_company_id = d.client_company_id and r.document_id = d.id
                   and r.approver_user_id = approval_request_refusal.approver_user_id and r.state = 'OPEN')
      then 'APPROVAL_ALREADY_REQUESTED'
  end
  from (select 1) one
  left join app_public.documents d
    on d.client_company_id = approval_request_refusal.company_id and d.id = approval_request_refusal.document_id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.approval_request_refusal(uuid, uuid, uuid) is 'Null when the request''s user may ask the approver to approve the document, else the reason (a code the UI translates).';

create policy insert_requester on app_public.approval_requests for insert with check (
  requester_user_id = (select app_hidden.current_user_id())
  and state = 'OPEN' and decision_message is null
  and app_hidden.approval_request_refusal(client_company_id, document_id, approver_user_id) is null
);
-- Open requests change: the approver decides, the requester or an admin cancels.
create policy update_decide on app_public.approval_requests for update using (
  state = 'OPEN' and (
    approver_user_id = (select app_hidden.current_user_id())
    or requester_user_id = (select app_hidden.current_user_id())
    or app_hidden.has_admin_access(client_company_id))
) with check (
  case state
    when 'APPROVED' then approver_user_id = (select app_hidden.current_user_id())
      and app_hidden.can_approve_documents(client_company_id, approver_user_id)
    when 'REJECTED' then approver_user_id = (select app_hidden.current_user_id())
      and app_hidden.can_approve_documents(client_company_id, approver_user_id)
      and length(btrim(coalesce(decision_message, ''))) > 0
    when 'CANCELED' then requester_user_id = (select app_hidden.current_user_id()) or app_hidden.has_admin_access(client_company_id)
    else false
  end
);
grant insert (client_company_id, document_id, requester_user_id, approver_user_id, message) on app_public.approval_requests to app_user;
grant update (state, decision_message) on app_public.approval_requests to app_user;

create function app_public.request_document_approval(document_row_id uuid, approver_user_row_id uuid, message text default null)
returns app_public.approval_requests as $$
declare
  d app_public.documents;
  r app_public.approval_requests;
  refusal text;
  msg text := nullif(btrim(message), '');
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null or not app_hidden.current_user_can_see_company(d.client_company_id) then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.approval_request_refusal(d.client_company_id, d.id, approver_user_row_id);
  if refusal in ('APPROVER_NOT_FOUND', 'APPROVAL_FROM_YOURSELF') then
    raise exception '%', refusal using errcode = '22023', column = 'approverUserRowId';
  elsif refusal = 'APPROVAL_ALREADY_REQUESTED' then
    raise exception '%', refusal using errcode = 'P0001', column = 'approverUserRowId';
  elsif refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  if length(msg) > 2000 then
    raise exception 'APPROVAL_MESSAGE_TOO_LONG' using errcode = '22023', column = 'message';
  end if;
  insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id, message)
  values (d.client_company_id, d.id, app_hidden.current_user_id(), approver_user_row_id, msg)
  returning * into r;
  return r;
end;
$$ language plpgsql volatile;
comment on function app_public.request_document_approval(uuid, uuid, text) is E'Asks a colleague to approve the document, with an optional message (at most 2000 characters). Refusals: DOCUMENT_NOT_FOUND, DOCUMENT_CHANGE_FORBIDDEN (no documents-manage access), DOCUMENT_SUPERSEDED, APPROVER_NOT_FOUND (not a member who may approve: viewers and external users may not), APPROVAL_FROM_YOURSELF, APPROVAL_ALREADY_REQUESTED (an open request to this approver exists), APPROVAL_MESSAGE_TOO_LONG.';

create function app_hidden.decide_approval_request(row_id uuid, decision app_public.approval_request_state, message text)
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

create function app_public.approve_approval_request(row_id uuid, message text default null) returns app_public.approval_requests as $$
  select * from app_hidden.decide_approval_request(row_id, 'APPROVED', message);
$$ language sql volatile;
comment on function app_public.approve_approval_request(uuid, text) is E'The approver approves the document, with an optional message. Refusals: APPROVAL_REQUEST_NOT_FOUND, APPROVAL_DECISION_FORBIDDEN (only the approver), APPROVAL_REQUEST_NOT_OPEN, APPROVAL_MESSAGE_TOO_LONG.';

create function app_public.reject_approval_request(row_id uuid, message text) returns app_public.approval_requests as $$
  select * from app_hidden.decide_approval_request(row_id, 'REJECTED', message);
$$ language sql volatile;
comment on function app_public.reject_approval_request(uuid, text) is E'The approver rejects the document and says why. Refusals: APPROVAL_REQUEST_NOT_FOUND, APPROVAL_DECISION_FORBIDDEN (only the approver), APPROVAL_REQUEST_NOT_OPEN, APPROVAL_REJECTION_MESSAGE_REQUIRED, APPROVAL_MESSAGE_TOO_LONG.';

create function app_public.cancel_approval_request(row_id uuid) returns app_public.approval_requests as $$
  select * from app_hidden.decide_approval_request(row_id, 'CANCELED', null);
$$ language sql volatile;
comment on function app_public.cancel_approval_request(uuid) is E'Withdraws an open request. Refusals: APPROVAL_REQUEST_NOT_FOUND, APPROVAL_CANCEL_FORBIDDEN (only the requester or an admin), APPROVAL_REQUEST_NOT_OPEN.';

create function app_public.approval_requests_can_current_user_approve(r app_public.approval_requests) returns boolean as $$
  select r.state = 'OPEN' and r.approver_user_id = app_hidden.current_user_id()
    and app_hidden.can_approve_documents(r.client_company_id, r.approver_user_id);
$$ language sql stable;
comment on function app_public.approval_requests_can_current_user_approve(app_public.approval_requests) is E'@notNull\nThe request is open and the signed-in user is its approver: they may approve or reject.';

create function app_public.approval_requests_can_current_user_cancel(r app_public.approval_requests) returns boolean as $$
  select r.state = 'OPEN'
    and (r.requester_user_id = app_hidden.current_user_id() or app_hidden.has_admin_access(r.client_company_id));
$$ language sql stable;
comment on function app_public.approval_requests_can_current_user_cancel(app_public.approval_requests) is E'@notNull\nThe request is open and the signed-in user asked for it or is an admin: they may withdraw it.';

create function app_public.documents_can_current_user_request_approval(d app_public.documents) returns boolean as $$
  select coalesce((app_hidden.current_user_access(d.client_company_id)).documents_manage, false) and not d.superseded;
$$ language sql stable;
comment on function app_public.documents_can_current_user_request_approval(app_public.documents) is E'@notNull\nThe signed-in user may ask colleagues to approve the document (documents-manage access; not superseded).';

create function app_public.documents_approver_candidates(d app_public.documents) returns setof app_public.users as $$
  select u.* from app_public.client_company_users ccu
  join app_public.users u on u.id = ccu.user_id
  where ccu.client_company_id = d.client_company_id
    and u.id is distinct from app_hidden.current_user_id()
    and app_hidden.can_approve_documents(d.client_company_id, u.id)
  order by u.last_name nulls first, u.first_name, u.id;
$$ language sql stable;
comment on function app_public.documents_approver_candidates(app_public.documents) is E'@behavior -connection +list\n@listSuffix omit\n@notNull\nThe colleagues the signed-in user may ask to approve the document (members who are not viewers or external, not oneself), by name.';

-- The history of a decision carries the approver's words, that of a request the requester's.
create or replace function app_private.tg_approval_requests__history() returns trigger as $$
declare
  t app_public.document_history_type;
begin
  if tg_op = 'INSERT' then
    t := 'APPROVAL_REQUESTED';
  elsif new.state is distinct from old.state then
    t := case new.state when 'APPROVED' then 'APPROVED' when 'REJECTED' then 'REJECTED' when 'CANCELED' then 'APPROVAL_CANCELED' end;
  end if;
  if t is null then return null; end if;
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (new.client_company_id, new.document_id, t,
          coalesce(app_hidden.current_user_id(), case when tg_op = 'INSERT' then new.requester_user_id else new.approver_user_id end),
          jsonb_build_object('approverRowId', new.approver_user_id,
                             'approverName', (select concat_ws(' ', u.first_name, u.last_name) from app_public.users u where u.id = new.approver_user_id),
                             'message', case when tg_op = 'INSERT' then new.message else new.decision_message end));
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
