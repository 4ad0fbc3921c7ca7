--! Previous: sha1:08751d6460bca4f825d7bbfda174853ed4c87559
--! Hash: sha1:27a778a1c91c809ac9cd17a1e5d82150f60ee62c
--! Message: Only notifications that have an e-mail queue the mail job; the invoices' rules trigger looks at the company's enabled rules first; the document filter and the protected category count user groups; approved in the last step follows the steps' order

--------------------------------------------------------------------------------
-- Only notifications that have an e-mail queue the mail job (server/mail/notificationMail.ts
-- MAILED_NOTIFICATION_TYPES): a rule's in-app notification or a membership request queued a
-- job that sent nothing.

drop trigger if exists _900_mail on app_public.notifications;
create trigger _900_mail after insert on app_public.notifications
  for each row
  when (new.document_id is not null
        and new.type::text in ('COMMENT_MENTION', 'DOCUMENT_SHARED', 'APPROVAL_REQUESTED', 'DOCUMENT_APPROVED', 'DOCUMENT_REJECTED'))
  execute procedure app_private.tg_notifications__mail();

--------------------------------------------------------------------------------
-- The invoices' rules trigger looks at the company's enabled rules first: without a rule on a
-- payment status or field change (most companies), an invoice update costs one index probe
-- instead of two whole-row JSON conversions. With rules, the same triggers fire as before.

drop trigger if exists _900_rules on app_public.invoices;
drop function if exists app_private.tg_invoices__rules();
drop function if exists app_private.invoice_rule_fields_changed(app_public.invoices, app_public.invoices);

create function app_private.invoice_rule_fields_changed(new app_public.invoices, old app_public.invoices) returns boolean as $$
  select (to_jsonb(new) - '{updated_at,payment_status,paid_date,partially_paid}'::text[])
         is distinct from (to_jsonb(old) - '{updated_at,payment_status,paid_date,partially_paid}'::text[]);
$$ language sql immutable set search_path to pg_catalog, public, pg_temp;
comment on function app_private.invoice_rule_fields_changed(app_public.invoices, app_public.invoices) is 'Whether an invoice update changed a field the DOCUMENT_FIELDS_CHANGED rules look at (anything but the payment state and the timestamp).';

create function app_private.tg_invoices__rules() returns trigger as $$
declare
  on_payment boolean;
  on_fields boolean;
begin
  select coalesce(bool_or(ar.trigger = 'PAYMENT_STATUS_CHANGED'), false),
         coalesce(bool_or(ar.trigger = 'DOCUMENT_FIELDS_CHANGED'), false)
    into on_payment, on_fields
    from app_public.rule_action_reactions ar
   where ar.client_company_id = new.client_company_id
     and ar.trigger in ('PAYMENT_STATUS_CHANGED', 'DOCUMENT_FIELDS_CHANGED')
     and not ar.disabled;
  if on_payment and new.payment_status is distinct from old.payment_status then
    perform app_private.enqueue_rules(new.client_company_id, new.document_id, 'PAYMENT_STATUS_CHANGED');
  end if;
  if on_fields and app_private.invoice_rule_fields_changed(new, old) then
    perform app_private.enqueue_rules(new.client_company_id, new.document_id, 'DOCUMENT_FIELDS_CHANGED');
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _900_rules after update on app_public.invoices
  for each row execute procedure app_private.tg_invoices__rules();

--------------------------------------------------------------------------------
-- The document filter counts user groups: "approval requests" shows, besides requests addressed
-- to the member, the documents of open group and any-member requests the member may take
-- (app_hidden.approval_request_eligible: a member of the group, not the requester, …), so what
-- their approvals list offers, they can open; "workflow steps" shows the steps the member is
-- responsible for through a user group too (app_hidden.workflow_step_is_responsible).

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
               app_hidden.workflow_step_is_responsible(m.client_company_id, d.workflow_step_id, m.user_id)
               or exists (select 1 from app_public.document_workflow_steps s
                          join app_public.client_company_user_document_workflows w
                            on w.client_company_id = s.client_company_id and w.document_workflow_id = s.workflow_id
                          where s.client_company_id = d.client_company_id and s.id = d.workflow_step_id
                            and w.client_company_user_id = m.id)))
         or (m.document_filter_has_approval_request and (
               exists (select 1 from app_public.approval_requests r
                       where r.client_company_id = d.client_company_id and r.document_id = d.id and r.approver_user_id = m.user_id)
               or exists (select 1 from app_public.approval_requests r
                          where r.client_company_id = d.client_company_id and r.document_id = d.id
                            and r.state = 'OPEN' and r.blank_approver_type is not null
                            and app_hidden.approval_request_eligible(r, m.user_id)))));
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_restricted_document_ids() is 'Documents the request''s user sees in companies where category accesses or a document filter limit them (the approval-request filter: requests to them, and open group or any-member requests they may take).';

--------------------------------------------------------------------------------
-- assignProtectedDocumentCategory: the people responsible for a protected step through a user
-- group may change the category too, as they may move the document on
-- (app_hidden.workflow_step_is_responsible, 000065); the trigger asked for named users only.

create or replace function app_private.tg_documents__protected_category() returns trigger as $$
declare
  step app_public.document_workflow_steps;
begin
  if app_hidden.current_user_id() is null or new.workflow_step_id is null then
    return new;
  end if;
  if not coalesce((select c.assign_protected_document_category from app_public.client_companies c where c.id = new.client_company_id), false) then
    return new;
  end if;
  select * into step from app_public.document_workflow_steps s
   where s.client_company_id = new.client_company_id and s.id = old.workflow_step_id;
  if step.protected
     and not coalesce((app_hidden.current_user_access(new.client_company_id)).admin, false)
     and not app_hidden.workflow_step_is_responsible(step.client_company_id, step.id, app_hidden.current_user_id()) then
    raise exception 'DOCUMENT_CATEGORY_PROTECTED' using errcode = '42501', column = 'categoryRowId';
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

--------------------------------------------------------------------------------
-- documents.approved with APPROVED_WHEN_WORKFLOW_IN_LAST_STEP depends on which step is last:
-- reordering, adding or removing steps, and switching the feature on or off recompute it for
-- the documents concerned (it was recomputed only when a document moved or a request changed).

drop trigger if exists _910_approved_after_insert on app_public.document_workflow_steps;
drop trigger if exists _910_approved_after_update on app_public.document_workflow_steps;
drop trigger if exists _910_approved_after_delete on app_public.document_workflow_steps;
drop trigger if exists _910_approved on app_public.client_company_features;
drop function if exists app_private.tg_document_workflow_steps__approved();
drop function if exists app_private.tg_client_company_features__approved();
drop function if exists app_private.refresh_workflow_approved(uuid, uuid);
drop function if exists app_private.refresh_documents_approved(uuid, uuid);

create function app_private.refresh_documents_approved(company_id uuid, workflow_id uuid default null) returns void as $$
  update app_public.documents d
     set approved = app_hidden.document_is_approved(d.client_company_id, d.id, d.workflow_step_id)
    from app_public.document_workflow_steps s
   where d.client_company_id = refresh_documents_approved.company_id
     and s.client_company_id = d.client_company_id and s.id = d.workflow_step_id
     and (refresh_documents_approved.workflow_id is null or s.workflow_id = refresh_documents_approved.workflow_id)
     and d.approved is distinct from app_hidden.document_is_approved(d.client_company_id, d.id, d.workflow_step_id);
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.refresh_documents_approved(uuid, uuid) is 'Recomputes documents.approved for the company''s documents standing in a workflow (or in the given workflow).';

create function app_private.refresh_workflow_approved(company_id uuid, workflow_id uuid) returns void as $$
begin
  -- Without the feature the order of steps does not matter; a deleted company has nothing left.
  if app_hidden.company_feature_active(company_id, 'APPROVED_WHEN_WORKFLOW_IN_LAST_STEP') then
    perform app_private.refresh_documents_approved(company_id, workflow_id);
  end if;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

-- Statement triggers with the changed rows: a save that renumbers every step recomputes each
-- workflow once per statement.
create function app_private.tg_document_workflow_steps__approved() returns trigger as $$
declare
  w record;
begin
  -- Each branch names only the transition tables its event has.
  if tg_op = 'INSERT' then
    for w in select distinct n.client_company_id, n.workflow_id from new_steps n loop
      perform app_private.refresh_workflow_approved(w.client_company_id, w.workflow_id);
    end loop;
  elsif tg_op = 'DELETE' then
    for w in select distinct o.client_company_id, o.workflow_id from old_steps o loop
      perform app_private.refresh_workflow_approved(w.client_company_id, w.workflow_id);
    end loop;
  else
    for w in select n.client_company_id, n.workflow_id from new_steps n
             union select o.client_company_id, o.workflow_id from old_steps o loop
      perform app_private.refresh_workflow_approved(w.client_company_id, w.workflow_id);
    end loop;
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _910_approved_after_insert after insert on app_public.document_workflow_steps
  referencing new table as new_steps
  for each statement execute procedure app_private.tg_document_workflow_steps__approved();
create trigger _910_approved_after_update after update on app_public.document_workflow_steps
  referencing old table as old_steps new table as new_steps
  for each statement execute procedure app_private.tg_document_workflow_steps__approved();
create trigger _910_approved_after_delete after delete on app_public.document_workflow_steps
  referencing old table as old_steps
  for each statement execute procedure app_private.tg_document_workflow_steps__approved();

create function app_private.tg_client_company_features__approved() returns trigger as $$
declare
  r record := coalesce(new, old);
begin
  if exists (select 1 from app_public.features f where f.id = r.feature_id and f.name = 'APPROVED_WHEN_WORKFLOW_IN_LAST_STEP')
     and exists (select 1 from app_public.client_companies c where c.id = r.client_company_id) then
    perform app_private.refresh_documents_approved(r.client_company_id);
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _910_approved after insert or update of active or delete on app_public.client_company_features
  for each row execute procedure app_private.tg_client_company_features__approved();
