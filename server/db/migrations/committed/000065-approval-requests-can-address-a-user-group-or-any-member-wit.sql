--! Previous: sha1:6a49cf5d20a18a3f8f8ae38a1f627e4d3886192e
--! Hash: sha1:79c93095195a2026af87151b75af0c6ba1f1d70f
--! Message: Approval requests can address a user group or any member, with a count of approvals needed

-- Approvals (issue 19, spec part 2 "Approval request", part 1 §2.3 and the user's approval
-- notification flags): a request addresses one approver, a user group, or nobody in particular
-- ("blank": any member who may approve); a blank request may need several distinct approvals
-- (blankApproverCount). Every approval is recorded (approval_request_approvals). An approval
-- above the approver's limit is recorded but does not approve the document: a second approver
-- whose limit covers the total is asked automatically. The internal function
-- app_private.request_document_approval is the one way requests are made (the
-- requestDocumentApproval mutation and the rules engine call it).
--
-- Addressing (blank_approver_type):
--   null          a direct request to approver_user_id;
--   'USER_GROUP'  any member of user_group_id may take it (user_group_id set);
--   'ANY_MEMBER'  any member of the company who may approve may take it.
-- Whoever decides a group or blank request becomes its approver_user_id (who took it).

--------------------------------------------------------------------------------
-- Undo (idempotent re-runs of this file)

drop function if exists app_public.client_companies_current_user_open_approval_request_count(app_public.client_companies);
drop function if exists app_public.cancel_approval_rejection(uuid);
drop function if exists app_public.approval_requests_can_current_user_cancel_rejection(app_public.approval_requests);
drop function if exists app_public.approval_requests_approved_count(app_public.approval_requests);
drop function if exists app_public.approval_requests_current_user_approver_limit_exceeded(app_public.approval_requests);
drop function if exists app_public.documents_approved_without_verifiers(app_public.documents);
drop function if exists app_public.documents_user_group_candidates(app_public.documents);
drop function if exists app_public.request_document_approval(uuid, uuid, text, uuid, text, integer);
drop function if exists app_private.request_document_approval(uuid, uuid, uuid, uuid, text, integer, uuid, text);
drop function if exists app_hidden.request_document_approval_as_current_user(uuid, uuid, uuid, uuid, text, integer, text);
drop function if exists app_hidden.cancel_approval_rejection_as_current_user(uuid);
drop function if exists app_hidden.current_user_sees_document(uuid, uuid);
drop function if exists app_hidden.approval_request_eligible(app_public.approval_requests, uuid);
drop function if exists app_hidden.document_total_in_euros(uuid, uuid);
drop function if exists app_hidden.approver_limit_covers(uuid, uuid, uuid);
drop function if exists app_hidden.company_feature_active(uuid, text);
drop table if exists app_public.approval_request_approvals;
alter table app_public.approval_requests
  drop constraint if exists approval_requests_user_group_id_fkey,
  drop constraint if exists approval_requests_approver_limit_request_id_fkey,
  drop constraint if exists approval_requests_blank_approver_type_check,
  drop constraint if exists approval_requests_blank_approver_count_check,
  drop constraint if exists approval_requests_company_id_key,
  drop column if exists user_group_id,
  drop column if exists blank_approver_type,
  drop column if exists blank_approver_count,
  drop column if exists approved_above_limit,
  drop column if exists approver_limit_request_id,
  drop column if exists rejection_canceled_at;

--------------------------------------------------------------------------------
-- The request's addressing

alter table app_public.approval_requests
  add column user_group_id uuid,
  add column blank_approver_type text
    constraint approval_requests_blank_approver_type_check check (blank_approver_type in ('ANY_MEMBER', 'USER_GROUP')),
  add column blank_approver_count integer not null default 1
    constraint approval_requests_blank_approver_count_check check (blank_approver_count between 1 and 20),
  add column approved_above_limit boolean not null default false,
  add column approver_limit_request_id uuid,
  add column rejection_canceled_at timestamptz,
  add constraint approval_requests_company_id_key unique (client_company_id, id),
  -- Deleting a group keeps its requests (their history); they lose the group.
  add constraint approval_requests_user_group_id_fkey foreign key (client_company_id, user_group_id)
    references app_public.user_groups (client_company_id, id) on delete set null (user_group_id),
  add constraint approval_requests_approver_limit_request_id_fkey foreign key (client_company_id, approver_limit_request_id)
    references app_public.approval_requests (client_company_id, id) on delete set null (approver_limit_request_id);
create index approval_requests_user_group_idx on app_public.approval_requests (client_company_id, user_group_id);
create index approval_requests_approver_limit_request_idx on app_public.approval_requests (client_company_id, approver_limit_request_id);
-- The approvals badge: open group and blank requests per company.
create index approval_requests_open_blank_idx on app_public.approval_requests (client_company_id, blank_approver_type, user_group_id)
  where state = 'OPEN' and blank_approver_type is not null;
-- One open request per document and group, and one open "any member" request per document.
create unique index approval_requests_open_group_idx on app_public.approval_requests (client_company_id, document_id, user_group_id)
  where state = 'OPEN' and blank_approver_type = 'USER_GROUP';
create unique index approval_requests_open_any_member_idx on app_public.approval_requests (client_company_id, document_id)
  where state = 'OPEN' and blank_approver_type = 'ANY_MEMBER';
comment on column app_public.approval_requests.user_group_id is 'The user group whose members may take the request (blankApproverType USER_GROUP).';
comment on column app_public.approval_requests.blank_approver_type is 'Null: a direct request to the approver. USER_GROUP: any member of the user group may take it. ANY_MEMBER: any member of the company who may approve may take it. Whoever decides becomes the approver.';
comment on column app_public.approval_requests.blank_approver_count is 'How many distinct approvals a group or blank request needs (1 for a direct request).';
comment on column app_public.approval_requests.approved_above_limit is 'The approval lay above the approver''s limit: recorded, but the document is not approved by it (a second approver is asked).';
comment on column app_public.approval_requests.approver_limit_request_id is 'The request whose approval lay above its approver''s limit; this request asks a second approver whose limit covers the total.';
comment on column app_public.approval_requests.rejection_canceled_at is 'When the rejection was withdrawn (feature DOCUMENT_APPROVAL_REJECT_CANCEL); the request is then CANCELED.';
comment on constraint approval_requests_user_group_id_fkey on app_public.approval_requests is E'@fieldName userGroup\n@foreignFieldName approvalRequests';
comment on constraint approval_requests_approver_limit_request_id_fkey on app_public.approval_requests is E'@fieldName approverLimitRequest\n@foreignFieldName secondApprovalRequests';
comment on constraint approval_requests_company_id_key on app_public.approval_requests is E'@behavior -single -update -delete';

--------------------------------------------------------------------------------
-- Every approval given on a request (a blank request with a count collects several)

create table app_public.approval_request_approvals (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  approval_request_id uuid not null,
  approver_user_id uuid references app_public.users (id) on delete set null,
  approver_limit_exceeded boolean not null default false,
  message text check (message is null or length(message) <= 2000),
  created_at timestamptz not null default clock_timestamp(),
  constraint approval_request_approvals_request_fkey foreign key (client_company_id, approval_request_id)
    references app_public.approval_requests (client_company_id, id) on delete cascade
);
create index approval_request_approvals_request_idx on app_public.approval_request_approvals (client_company_id, approval_request_id, created_at);
create unique index approval_request_approvals_request_approver_key on app_public.approval_request_approvals (approval_request_id, approver_user_id);
create index approval_request_approvals_approver_idx on app_public.approval_request_approvals (approver_user_id);
comment on table app_public.approval_request_approvals is E'@behavior -insert -update -delete\nAn approval given on a request, by whom and when (the request''s approvals, oldest first).';
comment on column app_public.approval_request_approvals.approver_limit_exceeded is 'The document''s total lay above the approver''s limit: recorded, not counted.';
comment on constraint approval_request_approvals_request_fkey on app_public.approval_request_approvals is E'@fieldName approvalRequest\n@foreignFieldName approvals';
comment on constraint approval_request_approvals_approver_user_id_fkey on app_public.approval_request_approvals is E'@fieldName approver\n@foreignFieldName approvalRequestApprovals';

alter table app_public.approval_request_approvals enable row level security;
create policy select_member on app_public.approval_request_approvals for select using (
  client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
  or approval_request_id in (select r.id from app_public.approval_requests r)
);
grant select on app_public.approval_request_approvals to app_user;

--------------------------------------------------------------------------------
-- Helpers

create function app_hidden.company_feature_active(company_id uuid, feature_name text) returns boolean as $$
  select exists (select 1 from app_public.client_company_features ccf join app_public.features f on f.id = ccf.feature_id
                 where ccf.client_company_id = company_feature_active.company_id and ccf.active and f.name = company_feature_active.feature_name);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.company_feature_active(uuid, text) is 'Whether the named feature is on for the company.';

-- The user's limit covers the document: no limit, not an invoice, or the total in euros at most the limit.
create function app_hidden.approver_limit_covers(company_id uuid, document_id uuid, user_id uuid) returns boolean as $$
  select not app_hidden.approver_limit_exceeded(company_id, document_id, user_id);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.approver_limit_covers(uuid, uuid, uuid) is 'The user''s approver limit covers the document''s total (no limit, not an invoice, or the total in euros at most the limit).';

-- May this user decide the open request? The approver of a direct request; for a group request
-- a member of the group, for an "any member" request any member who may approve — never the
-- requester (four eyes), nobody who approved it already, and for a second-approver request not
-- the first approver.
create function app_hidden.approval_request_eligible(r app_public.approval_requests, user_id uuid) returns boolean as $$
  select r.state = 'OPEN' and user_id is not null
    and app_hidden.can_approve_documents(r.client_company_id, user_id)
    and case
      when r.blank_approver_type is null then r.approver_user_id = user_id
      else r.requester_user_id is distinct from user_id
        and (r.blank_approver_type = 'ANY_MEMBER'
             or exists (select 1 from app_public.user_group_members gm
                        where gm.client_company_id = r.client_company_id and gm.user_group_id = r.user_group_id
                          and gm.user_id = approval_request_eligible.user_id))
        and not exists (select 1 from app_public.approval_request_approvals a
                        where a.approval_request_id = r.id and a.approver_user_id = approval_request_eligible.user_id)
        and not exists (select 1 from app_public.approval_requests f
                        where f.client_company_id = r.client_company_id and f.id = r.approver_limit_request_id
                          and f.approver_user_id = approval_request_eligible.user_id)
    end;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.approval_request_eligible(app_public.approval_requests, uuid) is 'The user may approve or reject the open request.';

--------------------------------------------------------------------------------
-- Making a request: the one internal function (the mutation and the rules engine call it)

create function app_private.request_document_approval(
  client_company_id uuid,
  document_id uuid,
  approver_user_id uuid,
  user_group_id uuid,
  blank_approver_type text,
  blank_approver_count integer,
  requester_user_id uuid,
  message text
) returns setof app_public.approval_requests as $$
declare
  d app_public.documents;
  r app_public.approval_requests;
  kind text := nullif(btrim(blank_approver_type), '');
  n integer := coalesce(blank_approver_count, 1);
  msg text := nullif(btrim(message), '');
begin
  select * into d from app_public.documents x
    where x.client_company_id = request_document_approval.client_company_id and x.id = request_document_approval.document_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  if d.superseded then
    raise exception 'DOCUMENT_SUPERSEDED' using errcode = '42501';
  end if;
  if kind is null and user_group_id is not null then
    kind := 'USER_GROUP';
  end if;
  if kind is not null and kind not in ('ANY_MEMBER', 'USER_GROUP') then
    raise exception 'APPROVAL_BLANK_APPROVER_TYPE_INVALID' using errcode = '22023', column = 'blankApproverType';
  end if;
  if kind is null then
    -- A direct request.
    if approver_user_id is null or not app_hidden.can_approve_documents(d.client_company_id, approver_user_id) then
      raise exception 'APPROVER_NOT_FOUND' using errcode = '22023', column = 'approverUserRowId';
    end if;
    if approver_user_id = requester_user_id then
      raise exception 'APPROVAL_FROM_YOURSELF' using errcode = '22023', column = 'approverUserRowId';
    end if;
    if n <> 1 then
      raise exception 'APPROVAL_COUNT_INVALID' using errcode = '22023', column = 'blankApproverCount';
    end if;
    if exists (select 1 from app_public.approval_requests x
               where x.client_company_id = d.client_company_id and x.document_id = d.id
                 and x.approver_user_id = request_document_approval.approver_user_id and x.state = 'OPEN') then
      raise exception 'APPROVAL_ALREADY_REQUESTED' using errcode = 'P0001', column = 'approverUserRowId';
    end if;
  else
    if approver_user_id is not null then
      raise exception 'APPROVAL_ADDRESS_AMBIGUOUS' using errcode = '22023', column = 'approverUserRowId';
    end if;
    if n < 1 or n > 20 then
      raise exception 'APPROVAL_COUNT_INVALID' using errcode = '22023', column = 'blankApproverCount';
    end if;
    if kind = 'USER_GROUP' then
      if not app_hidden.company_feature_active(d.client_company_id, 'USER_GROUP') then
        raise exception 'USER_GROUP_FEATURE_OFF' using errcode = '42501', column = 'userGroupRowId';
      end if;
      if user_group_id is null or not exists (select 1 from app_public.user_groups g
                                              where g.client_company_id = d.client_company_id and g.id = request_document_approval.user_group_id) then
        raise exception 'USER_GROUP_NOT_FOUND' using errcode = '22023', column = 'userGroupRowId';
      end if;
      -- The group must be able to give the approvals asked for (members who may approve, not the requester).
      if (select count(*) from app_public.user_group_members gm
          where gm.client_company_id = d.client_company_id and gm.user_group_id = request_document_approval.user_group_id
            and gm.user_id is distinct from requester_user_id
            and app_hidden.can_approve_documents(d.client_company_id, gm.user_id)) < n then
        raise exception 'APPROVAL_COUNT_TOO_HIGH' using errcode = '22023', column = 'blankApproverCount';
      end if;
      if exists (select 1 from app_public.approval_requests x
                 where x.client_company_id = d.client_company_id and x.document_id = d.id and x.state = 'OPEN'
                   and x.blank_approver_type = 'USER_GROUP' and x.user_group_id = request_document_approval.user_group_id) then
        raise exception 'APPROVAL_ALREADY_REQUESTED' using errcode = 'P0001', column = 'userGroupRowId';
      end if;
    else
      if user_group_id is not null then
        raise exception 'APPROVAL_ADDRESS_AMBIGUOUS' using errcode = '22023', column = 'userGroupRowId';
      end if;
      if (select count(*) from app_public.client_company_users m
          where m.client_company_id = d.client_company_id and m.user_id is distinct from requester_user_id
            and app_hidden.can_approve_documents(d.client_company_id, m.user_id)) < n then
        raise exception 'APPROVAL_COUNT_TOO_HIGH' using errcode = '22023', column = 'blankApproverCount';
      end if;
      if exists (select 1 from app_public.approval_requests x
                 where x.client_company_id = d.client_company_id and x.document_id = d.id and x.state = 'OPEN'
                   and x.blank_approver_type = 'ANY_MEMBER') then
        raise exception 'APPROVAL_ALREADY_REQUESTED' using errcode = 'P0001', column = 'blankApproverType';
      end if;
    end if;
  end if;
  if length(msg) > 2000 then
    raise exception 'APPROVAL_MESSAGE_TOO_LONG' using errcode = '22023', column = 'message';
  end if;
  insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id,
                                            user_group_id, blank_approver_type, blank_approver_count, message)
  values (d.client_company_id, d.id, requester_user_id, case when kind is null then approver_user_id end,
          case when kind = 'USER_GROUP' then user_group_id end, kind, n, msg)
  returning * into r;
  return next r;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.request_document_approval(uuid, uuid, uuid, uuid, text, integer, uuid, text) is
  'Asks for the approval of a document: of approver_user_id (direct), of any member of user_group_id (blank_approver_type USER_GROUP, implied by a group), or of any member who may approve (ANY_MEMBER); blank_approver_count distinct approvals for group and blank requests (default 1). requester_user_id null: a rule asked. Writes the history (APPROVAL_REQUESTED) and the notifications. Checks the document, the addressees and duplicates, not the requester''s access (the caller''s duty). Refusals: DOCUMENT_NOT_FOUND, DOCUMENT_SUPERSEDED, APPROVER_NOT_FOUND, APPROVAL_FROM_YOURSELF, APPROVAL_BLANK_APPROVER_TYPE_INVALID, APPROVAL_ADDRESS_AMBIGUOUS, APPROVAL_COUNT_INVALID, APPROVAL_COUNT_TOO_HIGH, USER_GROUP_FEATURE_OFF, USER_GROUP_NOT_FOUND, APPROVAL_ALREADY_REQUESTED, APPROVAL_MESSAGE_TOO_LONG.';

-- The mutation: the signed-in user asks (documents-manage access). It reads the document under
-- row-level security (a member limited by categories or a document filter asks only about the
-- documents they see), then asks through the internal function.
drop function if exists app_public.request_document_approval(uuid, uuid, text);
create function app_public.request_document_approval(
  document_row_id uuid,
  approver_user_row_id uuid default null,
  message text default null,
  user_group_row_id uuid default null,
  blank_approver_type text default null,
  blank_approver_count integer default null
) returns app_public.approval_requests as $$
declare
  d app_public.documents;
  r app_public.approval_requests;
begin
  select * into d from app_public.documents x where x.id = document_row_id;
  if d.id is null or not app_hidden.current_user_can_see_company(d.client_company_id) then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  select * into r from app_hidden.request_document_approval_as_current_user(d.client_company_id, d.id, approver_user_row_id,
    user_group_row_id, blank_approver_type, blank_approver_count, message);
  return r;
end;
$$ language plpgsql volatile;
comment on function app_public.request_document_approval(uuid, uuid, text, uuid, text, integer) is E'Asks for the approval of the document, with an optional message (at most 2000 characters): of a colleague (approverUserRowId), of any member of a user group (userGroupRowId, feature userGroup), or of any colleague who may approve (blankApproverType ANY_MEMBER); group and blank requests may need blankApproverCount distinct approvals (1 to 20). Refusals: DOCUMENT_NOT_FOUND, DOCUMENT_CHANGE_FORBIDDEN (no documents-manage access), DOCUMENT_SUPERSEDED, APPROVER_NOT_FOUND (not a member who may approve: viewers and external users may not), APPROVAL_FROM_YOURSELF, APPROVAL_ALREADY_REQUESTED (an open request to this approver, group or anyone exists), APPROVAL_BLANK_APPROVER_TYPE_INVALID, APPROVAL_ADDRESS_AMBIGUOUS (an approver together with a group or blank request), APPROVAL_COUNT_INVALID, APPROVAL_COUNT_TOO_HIGH (fewer possible approvers than approvals asked for), USER_GROUP_FEATURE_OFF, USER_GROUP_NOT_FOUND, APPROVAL_MESSAGE_TOO_LONG.';

-- The signed-in user as requester: documents-manage access in the document's company.
create function app_hidden.request_document_approval_as_current_user(
  company_id uuid, document_id uuid, approver_user_id uuid, user_group_id uuid,
  blank_approver_type text, blank_approver_count integer, message text
) returns app_public.approval_requests as $$
declare
  r app_public.approval_requests;
begin
  if app_hidden.current_user_id() is null
     or not coalesce((app_hidden.current_user_access(company_id)).documents_manage, false) then
    raise exception 'DOCUMENT_CHANGE_FORBIDDEN' using errcode = '42501';
  end if;
  select * into r from app_private.request_document_approval(company_id, document_id, approver_user_id, user_group_id,
    blank_approver_type, blank_approver_count, app_hidden.current_user_id(), message);
  return r;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.request_document_approval_as_current_user(uuid, uuid, uuid, uuid, text, integer, text) is 'The request''s user asks for an approval (documents-manage access); see app_private.request_document_approval.';

--------------------------------------------------------------------------------
-- The history and the notifications of group and blank requests

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
          jsonb_strip_nulls(jsonb_build_object(
            'approverRowId', new.approver_user_id,
            'approverName', (select concat_ws(' ', u.first_name, u.last_name) from app_public.users u where u.id = new.approver_user_id),
            'userGroupRowId', new.user_group_id,
            'userGroupName', (select g.name from app_public.user_groups g where g.client_company_id = new.client_company_id and g.id = new.user_group_id),
            'blankApproverType', new.blank_approver_type,
            'blankApproverCount', case when new.blank_approver_type is not null then new.blank_approver_count end,
            'approverLimitExceeded', case when new.approved_above_limit then true end,
            'rejectionCanceled', case when tg_op = 'UPDATE' and old.state = 'REJECTED' then true end,
            'secondApprover', case when tg_op = 'INSERT' and new.approver_limit_request_id is not null then true end))
          || jsonb_build_object('message', case when tg_op = 'INSERT' then new.message else new.decision_message end));
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

-- A direct request notifies its approver; a group or blank request every member who may take it
-- and whose limit covers the total. The bell shows every one; the e-mail follows the profile's
-- documentDirectApprovalRequestNotification (direct) or documentGroupApprovalRequestNotification
-- (group and blank requests; server/mail/notificationMail.ts). A decision notifies the requester
-- (not an approval above the approver's limit: the document is not approved by it).
create or replace function app_private.tg_approval_requests__notify() returns trigger as $$
declare
  recipient uuid;
  actor uuid;
  kind app_public.notification_type;
begin
  if tg_op = 'INSERT' then
    if new.state <> 'OPEN' then return null; end if;
    actor := new.requester_user_id;
    for recipient in
      select m.user_id from app_public.client_company_users m
      where m.client_company_id = new.client_company_id
        and m.user_id is distinct from actor
        and app_hidden.approval_request_eligible(new, m.user_id)
        and (new.blank_approver_type is null
             or app_hidden.approver_limit_covers(new.client_company_id, new.document_id, m.user_id))
    loop
      insert into app_public.notifications (user_id, client_company_id, type, document_id, approval_request_id, actor_user_id)
      values (recipient, new.client_company_id, 'APPROVAL_REQUESTED', new.document_id, new.id, actor);
      perform pg_notify('notification:' || recipient::text, json_build_object('type', 'APPROVAL_REQUESTED')::text);
    end loop;
    return null;
  elsif new.state in ('APPROVED', 'REJECTED') and old.state = 'OPEN' and not new.approved_above_limit then
    recipient := new.requester_user_id;
    actor := new.approver_user_id;
    kind := case new.state when 'APPROVED' then 'DOCUMENT_APPROVED' else 'DOCUMENT_REJECTED' end::app_public.notification_type;
  else
    return null;
  end if;
  if recipient is null or recipient is not distinct from actor then return null; end if;
  if not exists (select 1 from app_public.client_company_users ccu
                 where ccu.client_company_id = new.client_company_id and ccu.user_id = recipient) then
    return null;
  end if;
  insert into app_public.notifications (user_id, client_company_id, type, document_id, approval_request_id, actor_user_id)
  values (recipient, new.client_company_id, kind, new.document_id, new.id, actor);
  perform pg_notify('notification:' || recipient::text, json_build_object('type', kind)::text);
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

--------------------------------------------------------------------------------
-- Reading requests

create function app_public.documents_user_group_candidates(d app_public.documents) returns setof app_public.user_groups as $$
  select g.* from app_public.user_groups g
  where g.client_company_id = d.client_company_id
    and app_hidden.company_feature_active(d.client_company_id, 'USER_GROUP')
  order by lower(g.name), g.id;
$$ language sql stable;
comment on function app_public.documents_user_group_candidates(app_public.documents) is E'@behavior -connection +list\n@listSuffix omit\n@notNull\nThe user groups an approval of the document may be asked of (with the userGroup feature), by name.';

create function app_public.approval_requests_approved_count(r app_public.approval_requests) returns integer as $$
  select count(*)::int from app_public.approval_request_approvals a
  where a.client_company_id = r.client_company_id and a.approval_request_id = r.id and not a.approver_limit_exceeded;
$$ language sql stable;
comment on function app_public.approval_requests_approved_count(app_public.approval_requests) is E'@notNull\nHow many approvals within their approver''s limit the request has (of blankApproverCount needed).';

create function app_public.approval_requests_current_user_approver_limit_exceeded(r app_public.approval_requests) returns boolean as $$
  select app_hidden.approver_limit_exceeded(r.client_company_id, r.document_id, app_hidden.current_user_id());
$$ language sql stable;
comment on function app_public.approval_requests_current_user_approver_limit_exceeded(app_public.approval_requests) is E'@notNull\nThe document''s total lies above the signed-in user''s approver limit: their approval is recorded but a second approver whose limit covers it is needed.';

create or replace function app_public.approval_requests_can_current_user_approve(r app_public.approval_requests) returns boolean as $$
  select app_hidden.approval_request_eligible(r, app_hidden.current_user_id());
$$ language sql stable;
comment on function app_public.approval_requests_can_current_user_approve(app_public.approval_requests) is E'@notNull\nThe request is open and the signed-in user may decide it: its approver, or for a group or blank request a member who may take it (not the requester, not twice).';

create function app_public.approval_requests_can_current_user_cancel_rejection(r app_public.approval_requests) returns boolean as $$
  select r.state = 'REJECTED'
    and app_hidden.company_feature_active(r.client_company_id, 'DOCUMENT_APPROVAL_REJECT_CANCEL')
    and (r.approver_user_id = app_hidden.current_user_id() or app_hidden.has_admin_access(r.client_company_id));
$$ language sql stable;
comment on function app_public.approval_requests_can_current_user_cancel_rejection(app_public.approval_requests) is E'@notNull\nThe request was rejected and the signed-in user (who rejected it, or an admin) may withdraw the rejection (feature documentApprovalRejectCancel).';

--------------------------------------------------------------------------------
-- Deciding: writes go through these functions only (they check everything themselves).

drop policy if exists insert_requester on app_public.approval_requests;
drop policy if exists update_decide on app_public.approval_requests;
revoke insert, update on app_public.approval_requests from app_user;

-- A decision is final, except that a rejection may be withdrawn (REJECTED → CANCELED, with
-- rejection_canceled_at); decided_at follows the state.
create or replace function app_private.tg_approval_requests__decision() returns trigger as $$
begin
  if tg_op = 'UPDATE' and old.state <> 'OPEN' and new.state is distinct from old.state
     and not (old.state = 'REJECTED' and new.state = 'CANCELED' and new.rejection_canceled_at is not null) then
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

-- The request's user sees the document (the documents' select policy, evaluated for them).
create or replace function app_hidden.current_user_sees_document(company_id uuid, document_id uuid) returns boolean as $$
  select company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
    or app_hidden.current_user_is_super_admin()
    or document_id in (select app_hidden.current_user_restricted_document_ids());
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_sees_document(uuid, uuid) is 'The request''s user may see the document (as the documents'' select policy says).';

create or replace function app_hidden.decide_approval_request(row_id uuid, decision app_public.approval_request_state, message text)
returns app_public.approval_requests as $$
declare
  r app_public.approval_requests;
  probe app_public.approval_requests;
  msg text := nullif(btrim(message), '');
  uid uuid := app_hidden.current_user_id();
  exceeded boolean;
begin
  select * into r from app_public.approval_requests x where x.id = decide_approval_request.row_id for update;
  if r.id is null or uid is null or not app_hidden.current_user_sees_document(r.client_company_id, r.document_id) then
    raise exception 'APPROVAL_REQUEST_NOT_FOUND' using errcode = 'P0002';
  end if;
  if decision = 'CANCELED' then
    if not (r.requester_user_id is not distinct from uid or app_hidden.has_admin_access(r.client_company_id)) then
      raise exception 'APPROVAL_CANCEL_FORBIDDEN' using errcode = '42501';
    end if;
    if r.state <> 'OPEN' then
      raise exception 'APPROVAL_REQUEST_NOT_OPEN' using errcode = 'P0001';
    end if;
    update app_public.approval_requests x set state = 'CANCELED' where x.id = r.id returning * into r;
    return r;
  end if;
  probe := r;
  probe.state := 'OPEN';
  if r.state = 'OPEN' or r.blank_approver_type is null then
    if not app_hidden.approval_request_eligible(probe, uid) then
      raise exception 'APPROVAL_DECISION_FORBIDDEN' using errcode = '42501';
    end if;
  end if;
  if r.state <> 'OPEN' then
    raise exception 'APPROVAL_REQUEST_NOT_OPEN' using errcode = 'P0001';
  end if;
  if length(msg) > 2000 then
    raise exception 'APPROVAL_MESSAGE_TOO_LONG' using errcode = '22023', column = 'message';
  end if;
  if decision = 'REJECTED' then
    if msg is null then
      raise exception 'APPROVAL_REJECTION_MESSAGE_REQUIRED' using errcode = '22023', column = 'message';
    end if;
    update app_public.approval_requests x set state = 'REJECTED', decision_message = msg, approver_user_id = uid
      where x.id = r.id returning * into r;
    return r;
  end if;

  -- Approving: every approval is recorded; one above the approver's limit does not count.
  exceeded := app_hidden.approver_limit_exceeded(r.client_company_id, r.document_id, uid);
  if exceeded and exists (select 1 from app_public.client_company_users m
                          where m.client_company_id = r.client_company_id and m.user_id = uid and m.approver_limit = 0) then
    -- A limit of 0 is no approval right at all.
    raise exception 'APPROVER_LIMIT_EXCEEDED' using errcode = 'P0001';
  end if;
  insert into app_public.approval_request_approvals (client_company_id, approval_request_id, approver_user_id, approver_limit_exceeded, message)
  values (r.client_company_id, r.id, uid, exceeded, msg);
  if r.blank_approver_type is null then
    update app_public.approval_requests x set state = 'APPROVED', decision_message = msg, approved_above_limit = exceeded
      where x.id = r.id returning * into r;
    if exceeded and not exists (select 1 from app_public.approval_requests x
                                where x.client_company_id = r.client_company_id and x.document_id = r.document_id
                                  and x.state = 'OPEN' and x.blank_approver_type = 'ANY_MEMBER') then
      -- A second approver whose limit covers the total is asked (any member who may approve).
      insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, blank_approver_type,
                                                blank_approver_count, approver_limit_request_id)
      values (r.client_company_id, r.document_id, r.requester_user_id, 'ANY_MEMBER', 1, r.id);
    end if;
  elsif app_public.approval_requests_approved_count(r) >= r.blank_approver_count then
    update app_public.approval_requests x set state = 'APPROVED', decision_message = msg, approver_user_id = uid
      where x.id = r.id returning * into r;
  end if;
  return r;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.decide_approval_request(uuid, app_public.approval_request_state, text) is 'The request''s user approves, rejects or cancels an approval request (every check here; the table takes no writes from app_user).';

comment on function app_public.approve_approval_request(uuid, text) is E'The approver approves the document, with an optional message; a group or blank request is taken by any member who may (it is approved once it has blankApproverCount approvals). An approval above the approver''s limit is recorded but does not approve the document: a second approver is asked. Refusals: APPROVAL_REQUEST_NOT_FOUND, APPROVAL_DECISION_FORBIDDEN (only the approver, or a member who may take a group or blank request, not the requester, not twice), APPROVAL_REQUEST_NOT_OPEN, APPROVER_LIMIT_EXCEEDED (the approver''s limit is 0: no approval right), APPROVAL_MESSAGE_TOO_LONG.';
comment on function app_public.reject_approval_request(uuid, text) is E'The approver (or a member who may take a group or blank request) rejects the document and says why. Refusals: APPROVAL_REQUEST_NOT_FOUND, APPROVAL_DECISION_FORBIDDEN, APPROVAL_REQUEST_NOT_OPEN, APPROVAL_REJECTION_MESSAGE_REQUIRED, APPROVAL_MESSAGE_TOO_LONG.';

create function app_public.cancel_approval_rejection(row_id uuid) returns app_public.approval_requests as $$
declare
  r app_public.approval_requests;
  uid uuid := app_hidden.current_user_id();
begin
  select * into r from app_public.approval_requests x where x.id = cancel_approval_rejection.row_id;
  if r.id is null then
    raise exception 'APPROVAL_REQUEST_NOT_FOUND' using errcode = 'P0002';
  end if;
  select * into r from app_hidden.cancel_approval_rejection_as_current_user(r.id);
  return r;
end;
$$ language plpgsql volatile;
comment on function app_public.cancel_approval_rejection(uuid) is E'Withdraws a rejection (feature documentApprovalRejectCancel): the request becomes CANCELED, the history records it, and the document''s approval follows the newest request left. Refusals: APPROVAL_REQUEST_NOT_FOUND, APPROVAL_REJECT_CANCEL_FEATURE_OFF, APPROVAL_REQUEST_NOT_REJECTED, APPROVAL_CANCEL_FORBIDDEN (only who rejected it, or an admin).';

create function app_hidden.cancel_approval_rejection_as_current_user(row_id uuid) returns app_public.approval_requests as $$
declare
  r app_public.approval_requests;
  uid uuid := app_hidden.current_user_id();
begin
  select * into r from app_public.approval_requests x where x.id = cancel_approval_rejection_as_current_user.row_id for update;
  if r.id is null or uid is null or not app_hidden.current_user_sees_document(r.client_company_id, r.document_id) then
    raise exception 'APPROVAL_REQUEST_NOT_FOUND' using errcode = 'P0002';
  end if;
  if not app_hidden.company_feature_active(r.client_company_id, 'DOCUMENT_APPROVAL_REJECT_CANCEL') then
    raise exception 'APPROVAL_REJECT_CANCEL_FEATURE_OFF' using errcode = '42501';
  end if;
  if not (r.approver_user_id is not distinct from uid or app_hidden.has_admin_access(r.client_company_id)) then
    raise exception 'APPROVAL_CANCEL_FORBIDDEN' using errcode = '42501';
  end if;
  if r.state <> 'REJECTED' then
    raise exception 'APPROVAL_REQUEST_NOT_REJECTED' using errcode = 'P0001';
  end if;
  update app_public.approval_requests x set state = 'CANCELED', rejection_canceled_at = now()
    where x.id = r.id returning * into r;
  return r;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.cancel_approval_rejection_as_current_user(uuid) is 'The request''s user withdraws a rejection (see cancelApprovalRejection).';

--------------------------------------------------------------------------------
-- The document's approval: an approval above the approver's limit does not count (neither as
-- approval nor, with APPROVED_WHEN_WORKFLOW_IN_LAST_STEP, does the last step approve while it or
-- its open second-approver request is the newest).

create or replace function app_public.documents_approval_state(d app_public.documents) returns app_public.document_approval_state as $$
  select coalesce(
    (select case when r.state = 'APPROVED' and r.approved_above_limit then 'OPEN'
                 else r.state::text end::app_public.document_approval_state
       from app_public.approval_requests r
       where r.client_company_id = d.client_company_id and r.document_id = d.id and r.state <> 'CANCELED'
       order by r.created_at desc, r.id desc
       limit 1),
    'NONE');
$$ language sql stable;

create or replace function app_hidden.document_is_approved(company_id uuid, document_id uuid, step_id uuid) returns boolean as $$
  with newest as (
    select coalesce((
      select case when (r.state = 'APPROVED' and r.approved_above_limit)
                       or (r.state = 'OPEN' and r.approver_limit_request_id is not null) then 'ABOVE_LIMIT'
                  else r.state::text end
      from app_public.approval_requests r
      where r.client_company_id = document_is_approved.company_id and r.document_id = document_is_approved.document_id
        and r.state <> 'CANCELED'
      order by r.created_at desc, r.id desc
      limit 1), 'NONE') as state
  )
  select n.state = 'APPROVED'
    or (n.state not in ('REJECTED', 'ABOVE_LIMIT')
        and app_hidden.company_feature_active(document_is_approved.company_id, 'APPROVED_WHEN_WORKFLOW_IN_LAST_STEP')
        and coalesce((select app_public.document_workflow_steps_is_last_step(s) from app_public.document_workflow_steps s
                      where s.client_company_id = document_is_approved.company_id and s.id = document_is_approved.step_id), false))
  from newest n;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

-- approvedWithoutVerifiers (feature APPROVED_WITHOUT_VERIFIERS): a document nobody was asked to
-- approve (no request that is not withdrawn) counts as approved — except for users with
-- verifying access (they see the strict approval; spec part 1 §6).
create function app_public.documents_approved_without_verifiers(d app_public.documents) returns boolean as $$
  select not d.approved
    and coalesce((app_hidden.current_user_access(d.client_company_id)).verifying, false) = false
    and app_hidden.company_feature_active(d.client_company_id, 'APPROVED_WITHOUT_VERIFIERS')
    and not exists (select 1 from app_public.approval_requests r
                    where r.client_company_id = d.client_company_id and r.document_id = d.id and r.state <> 'CANCELED');
$$ language sql stable;
comment on function app_public.documents_approved_without_verifiers(app_public.documents) is E'@notNull\nWith the approvedWithoutVerifiers feature the document counts as approved because nobody was asked to approve it (no request that is not withdrawn); off for users with verifying access.';

--------------------------------------------------------------------------------
-- The approvals badge: the signed-in user's open requests in the company (direct ones and the
-- group and blank ones they may take), counted up to 10 (the badge shows 9+ above nine).

create function app_public.client_companies_current_user_open_approval_request_count(c app_public.client_companies) returns integer as $$
  select count(*)::int from (
    select 1 from app_public.approval_requests r
    where r.client_company_id = c.id and r.state = 'OPEN' and r.blank_approver_type is null
      and r.approver_user_id = app_hidden.current_user_id()
    union all
    select 1 from app_public.approval_requests r
    where r.client_company_id = c.id and r.state = 'OPEN' and r.blank_approver_type is not null
      and app_hidden.approval_request_eligible(r, app_hidden.current_user_id())
    limit 10
  ) open_requests;
$$ language sql stable;
comment on function app_public.client_companies_current_user_open_approval_request_count(app_public.client_companies) is E'@notNull\nThe signed-in user''s open approval requests in the company: direct ones and the group and blank ones they may take (counted up to 10; the badge shows 9+ above nine).';
