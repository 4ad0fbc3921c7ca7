--! Previous: sha1:e9bdd6d9524eea1cdcc1cb1939d74abd5f7b8e3f
--! Hash: sha1:f977ac3c0ba9eb71f49ec1caf09706b45e296613
--! Message: Approval notifications: the approver is told of a request, the requester of the decision

-- Approval notifications: the approver learns of a request, the requester of the decision, in
-- the app (the bell) and by e-mail (the notifications__mail job of every notification).

drop trigger if exists _500_notify on app_public.approval_requests;
drop function if exists app_private.tg_approval_requests__notify();
alter table app_public.notifications drop column if exists approval_request_id;

alter type app_public.notification_type add value if not exists 'APPROVAL_REQUESTED';
alter type app_public.notification_type add value if not exists 'DOCUMENT_APPROVED';
alter type app_public.notification_type add value if not exists 'DOCUMENT_REJECTED';

alter table app_public.notifications
  add column approval_request_id uuid references app_public.approval_requests (id) on delete cascade;
create index notifications_approval_request_idx on app_public.notifications (approval_request_id);
comment on column app_public.notifications.approval_request_id is 'The approval request an APPROVAL_REQUESTED, DOCUMENT_APPROVED or DOCUMENT_REJECTED notification is about.';
comment on constraint notifications_approval_request_id_fkey on app_public.notifications is E'@fieldName approvalRequest\n@foreignFieldName notifications';

-- A request notifies its approver (actor: the requester; none for a rule's request); a decision
-- notifies the requester (actor: the approver). Nobody is told what they did themselves, and a
-- cancelled request tells nobody (its approver's notification stays, the request shows withdrawn).
create function app_private.tg_approval_requests__notify() returns trigger as $$
declare
  recipient uuid;
  actor uuid;
  kind app_public.notification_type;
begin
  if tg_op = 'INSERT' then
    if new.state <> 'OPEN' then return null; end if;
    recipient := new.approver_user_id;
    actor := new.requester_user_id;
    kind := 'APPROVAL_REQUESTED';
  elsif new.state in ('APPROVED', 'REJECTED') and old.state = 'OPEN' then
    recipient := new.requester_user_id;
    actor := new.approver_user_id;
    kind := case new.state when 'APPROVED' then 'DOCUMENT_APPROVED' else 'DOCUMENT_REJECTED' end::app_public.notification_type;
  else
    return null;
  end if;
  if recipient is null or recipient is not distinct from actor then return null; end if;
  -- Only people who still belong to the company are told.
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
create trigger _500_notify after insert or update of state on app_public.approval_requests
  for each row execute procedure app_private.tg_approval_requests__notify();
