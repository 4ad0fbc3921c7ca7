--! Previous: sha1:ef956c0ebaa11f07f46ab0313fff302331bb21ec
--! Hash: sha1:e2ef117f7221eac5806f928d23dcb6b91ef53b68
--! Message: document details: changes, actions, comments, history

-- Document details (issue 6): changing invoices, their items and other documents under RLS
-- with validation; archive, delete; comments, likes, seens and mention notifications; the
-- history of every change; capability flags; the details tab preference; versions,
-- recurrences and clones.

--------------------------------------------------------------------------------
-- Undo (idempotent re-runs of this file)

drop policy if exists update_changeable on app_public.invoices;
drop policy if exists update_changeable on app_public.other_documents;
drop policy if exists insert_changeable on app_public.invoice_items;
drop policy if exists update_changeable on app_public.invoice_items;
drop policy if exists delete_changeable on app_public.invoice_items;
drop policy if exists update_documents_manage on app_public.documents;
drop policy if exists delete_documents_manage on app_public.documents;
drop policy if exists insert_commenter on app_public.comments;
drop policy if exists insert_own on app_public.comment_likes;
drop policy if exists delete_own on app_public.comment_likes;
drop policy if exists insert_own on app_public.comment_seens;
drop policy if exists update_own on app_public.comment_seens;
drop trigger if exists _200_validate on app_public.invoices;
drop trigger if exists _200_validate on app_public.other_documents;
drop trigger if exists _410_history_fields on app_public.invoices;
drop trigger if exists _410_history_fields on app_public.other_documents;
drop trigger if exists _410_history_changes on app_public.documents;
drop trigger if exists _410_history on app_public.approval_requests;
drop trigger if exists _500_notify_mentions on app_public.comment_mentions;
drop function if exists app_public.set_invoice_items(uuid, app_public.invoice_item_input[]);
drop function if exists app_public.confirm_document_fields(uuid, text[]);
drop function if exists app_public.set_document_archived(uuid, boolean);
drop function if exists app_public.delete_document(uuid);
drop function if exists app_public.set_document_category(uuid, uuid);
drop function if exists app_public.create_comment(uuid, jsonb, uuid);
drop function if exists app_public.set_comment_liked(uuid, boolean);
drop function if exists app_public.mark_document_comments_seen(uuid);
drop function if exists app_public.mark_notifications_read(uuid[]);
drop function if exists app_public.set_document_details_tab(text);
drop function if exists app_public.users_document_details_tab(app_public.users);
drop function if exists app_public.users_unread_notification_count(app_public.users);
drop function if exists app_public.documents_can_current_user_change(app_public.documents);
drop function if exists app_public.documents_can_current_user_comment(app_public.documents);
drop function if exists app_public.documents_can_current_user_share(app_public.documents);
drop function if exists app_public.documents_can_current_user_delete(app_public.documents);
drop function if exists app_public.documents_is_derived(app_public.documents);
drop function if exists app_public.documents_has_derived_documents(app_public.documents);
drop function if exists app_public.documents_is_clone(app_public.documents);
drop function if exists app_public.documents_has_active_recurrence(app_public.documents);
drop function if exists app_public.documents_newer_version(app_public.documents);
drop function if exists app_public.documents_duplicate_invoices(app_public.documents);
drop function if exists app_public.comments_text_of_parts(jsonb);
drop function if exists app_hidden.message_text_of_parts(uuid, jsonb);
drop function if exists app_hidden.can_change_document(uuid, uuid);
drop function if exists app_hidden.can_comment_document(uuid, uuid);
drop function if exists app_hidden.document_change_refusal(uuid, uuid);
drop function if exists app_hidden.is_valid_iban(text);
drop function if exists app_private.tg_documents__validate_change();
drop function if exists app_private.tg_invoices__validate();
drop function if exists app_private.tg_other_documents__validate();
drop function if exists app_private.tg__history_fields();
drop function if exists app_private.tg_documents__history_changes();
drop function if exists app_private.tg_approval_requests__history();
drop function if exists app_private.tg_comment_mentions__notify();
drop table if exists app_public.notifications;
drop table if exists app_public.document_recurrences;
alter table app_public.user_defaults drop column if exists document_details_tab;
alter table app_public.invoices
  drop column if exists clause_35a_net,
  drop column if exists clause_35a_total,
  drop column if exists clause_35a_kind,
  drop column if exists clause_35a_detected;
alter table app_public.documents
  drop column if exists superseded_by_document_id,
  drop column if exists clone_of_document_id,
  drop column if exists clone_reason;
drop type if exists app_public.notification_type;
drop type if exists app_public.recurrence_interval;
drop type if exists app_public.invoice_item_input;
drop type if exists app_public.clause_35a_kind;

--------------------------------------------------------------------------------
-- History entry types for every change the details page shows

alter type app_public.document_history_type add value if not exists 'FIELDS_CHANGED';
alter type app_public.document_history_type add value if not exists 'FIELDS_CONFIRMED';
alter type app_public.document_history_type add value if not exists 'INVOICE_ITEMS_CHANGED';
alter type app_public.document_history_type add value if not exists 'CATEGORY_CHANGED';
alter type app_public.document_history_type add value if not exists 'ARCHIVED';
alter type app_public.document_history_type add value if not exists 'UNARCHIVED';
alter type app_public.document_history_type add value if not exists 'WORKFLOW_STEP_CHANGED';
alter type app_public.document_history_type add value if not exists 'APPROVAL_REQUESTED';
alter type app_public.document_history_type add value if not exists 'APPROVED';
alter type app_public.document_history_type add value if not exists 'REJECTED';
alter type app_public.document_history_type add value if not exists 'APPROVAL_CANCELED';
alter type app_public.document_history_type add value if not exists 'EXPORTED';
alter type app_public.document_history_type add value if not exists 'UNEXPORTED';
alter type app_public.document_history_type add value if not exists 'SUPERSEDED';
alter type app_public.document_history_type add value if not exists 'NEW_VERSION';
alter type app_public.document_history_type add value if not exists 'SHARED';
alter type app_public.document_history_type add value if not exists 'UNSHARED';
alter type app_public.document_history_type add value if not exists 'PAYMENT_REMINDER_SENT';
alter type app_public.document_history_type add value if not exists 'AUTOMATION';
comment on column app_public.document_history_entries.payload is E'Details per type: FIELDS_CHANGED {entity, fields: [{field, before, after}]}, FIELDS_CONFIRMED {fields}, INVOICE_ITEMS_CHANGED {before, after} (counts), CATEGORY_CHANGED {previousCategory, nextCategory}, WORKFLOW_STEP_CHANGED {previousStep, nextStep}, APPROVAL_* {approverRowId, approverName, message}, SUPERSEDED {newerDocumentRowId}, NEW_VERSION {olderDocumentRowId}, SHARED/UNSHARED {shareUserRowId, shareUserName, isExternalPublicLink}, PAYMENT_REMINDER_SENT {receiver, subject, message, ccMe, attachDocument}, AUTOMATION {pending, errored, niceErrorMsg, success, noOtherActions}.';

--------------------------------------------------------------------------------
-- New columns: §35a EStG (household services and craftsmen's labour), versions, clones

create type app_public.clause_35a_kind as enum ('HOUSEHOLD_SERVICE', 'CRAFTSMAN_SERVICE', 'HOUSEHOLD_EMPLOYMENT');
comment on type app_public.clause_35a_kind is 'Kind of a §35a EStG expense: household-related services, craftsmen''s services (labour costs), household employment.';

alter table app_public.invoices
  add column clause_35a_net numeric(15, 2) check (clause_35a_net is null or clause_35a_net >= 0),
  add column clause_35a_total numeric(15, 2) check (clause_35a_total is null or clause_35a_total >= 0),
  add column clause_35a_kind app_public.clause_35a_kind,
  add column clause_35a_detected boolean not null default false;
comment on column app_public.invoices.clause_35a_net is 'Labour and service costs eligible under §35a EStG, net.';
comment on column app_public.invoices.clause_35a_total is 'Labour and service costs eligible under §35a EStG, gross.';
comment on column app_public.invoices.clause_35a_detected is 'Capture found §35a labour costs on the invoice.';

alter table app_public.documents
  add column superseded_by_document_id uuid,
  add column clone_of_document_id uuid,
  add column clone_reason text check (clone_reason is null or length(clone_reason) <= 500),
  add constraint documents_superseded_by_document_id_fkey foreign key (client_company_id, superseded_by_document_id)
    references app_public.documents (client_company_id, id) on delete set null (superseded_by_document_id),
  add constraint documents_clone_of_document_id_fkey foreign key (client_company_id, clone_of_document_id)
    references app_public.documents (client_company_id, id) on delete set null (clone_of_document_id);
create index on app_public.documents (client_company_id, superseded_by_document_id);
create index on app_public.documents (client_company_id, clone_of_document_id);
comment on column app_public.documents.superseded_by_document_id is 'The newer version that replaced this document (an update-file upload).';
comment on column app_public.documents.clone_reason is 'Why the document was cloned (e.g. the next period of a recurring invoice).';
comment on constraint documents_superseded_by_document_id_fkey on app_public.documents is E'@fieldName supersededBy\n@foreignFieldName supersededDocuments';
comment on constraint documents_clone_of_document_id_fkey on app_public.documents is E'@fieldName cloneOf\n@foreignFieldName clones';

create function app_public.documents_is_derived(d app_public.documents) returns boolean as $$
  select d.base_document_id is not null;
$$ language sql stable;
comment on function app_public.documents_is_derived(app_public.documents) is E'@notNull\nThe document was derived from another one (its base document).';
create function app_public.documents_has_derived_documents(d app_public.documents) returns boolean as $$
  select exists (select 1 from app_public.documents o where o.client_company_id = d.client_company_id and o.base_document_id = d.id);
$$ language sql stable;
comment on function app_public.documents_has_derived_documents(app_public.documents) is E'@notNull';
create function app_public.documents_is_clone(d app_public.documents) returns boolean as $$
  select d.clone_of_document_id is not null;
$$ language sql stable;
comment on function app_public.documents_is_clone(app_public.documents) is E'@notNull\nThe document is a clone of another one (see cloneOf, cloneReason).';

--------------------------------------------------------------------------------
-- Recurrences (a recurring invoice produces its next clone on nextDate)

create type app_public.recurrence_interval as enum ('WEEKLY', 'MONTHLY', 'QUARTERLY', 'HALF_YEARLY', 'YEARLY');

create table app_public.document_recurrences (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  interval app_public.recurrence_interval not null,
  ends_at date,
  max_recurrences integer check (max_recurrences is null or max_recurrences between 1 and 1000),
  recurrence_count integer not null default 0 check (recurrence_count >= 0),
  prev_date date,
  next_date date,
  ended boolean not null default false,
  created_by_user_id uuid references app_public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint document_recurrences_document_id_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete cascade,
  constraint document_recurrences_document_key unique (client_company_id, document_id),
  check (prev_date is null or next_date is null or prev_date < next_date)
);
create index on app_public.document_recurrences (created_by_user_id);
create trigger _100_timestamps before insert or update on app_public.document_recurrences
  for each row execute procedure app_private.tg__timestamps();
alter table app_public.document_recurrences enable row level security;
create policy select_member on app_public.document_recurrences for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
grant select on app_public.document_recurrences to app_user;
comment on table app_public.document_recurrences is E'@behavior -insert -update -delete\nThe recurrence of a recurring document: every interval a clone is created on nextDate, until endsAt or maxRecurrences.';
comment on constraint document_recurrences_document_id_fkey on app_public.document_recurrences is E'@fieldName document\n@foreignSingleFieldName recurrence';
comment on constraint document_recurrences_document_key on app_public.document_recurrences is E'@behavior -single -update -delete';
comment on constraint document_recurrences_created_by_user_id_fkey on app_public.document_recurrences is E'@fieldName createdBy\n@foreignFieldName createdDocumentRecurrences';

create function app_public.documents_has_active_recurrence(d app_public.documents) returns boolean as $$
  select exists (select 1 from app_public.document_recurrences r
                 where r.client_company_id = d.client_company_id and r.document_id = d.id and not r.ended);
$$ language sql stable;
comment on function app_public.documents_has_active_recurrence(app_public.documents) is E'@notNull';

--------------------------------------------------------------------------------
-- Who may change, comment, share and delete a document

-- Why the request's user may not change the document, or null when they may. One definition
-- for the RLS policies, the mutations' error messages and Document.canCurrentUserChange.
create function app_hidden.document_change_refusal(company_id uuid, document_id uuid) returns text as $$
  select case
    when not (app_hidden.current_user_access(company_id)).documents_manage then 'DOCUMENT_CHANGE_FORBIDDEN'
    when d.id is null then 'DOCUMENT_NOT_FOUND'
    when d.superseded then 'DOCUMENT_SUPERSEDED'
    when coalesce(s.prevent_document_edit, false) then 'DOCUMENT_IN_PREVENT_EDIT_WORKFLOW_STEP'
  end
  from (select 1) one
  left join app_public.documents d on d.client_company_id = company_id and d.id = document_id
  left join app_public.document_workflow_steps s on s.client_company_id = d.client_company_id and s.id = d.workflow_step_id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.document_change_refusal(uuid, uuid) is 'Null when the request''s user may change the document, else the reason (a code the UI translates).';

create function app_hidden.can_change_document(company_id uuid, document_id uuid) returns boolean as $$
  select app_hidden.document_change_refusal(company_id, document_id) is null;
$$ language sql stable;

-- Comments: every member of the company (also approvers and viewers), and super admins.
create function app_hidden.can_comment_document(company_id uuid, document_id uuid) returns boolean as $$
  select (app_hidden.current_user_access(company_id)).is_member or app_hidden.current_user_is_super_admin();
$$ language sql stable;

create function app_public.documents_can_current_user_change(d app_public.documents) returns boolean as $$
  select app_hidden.can_change_document(d.client_company_id, d.id);
$$ language sql stable;
comment on function app_public.documents_can_current_user_change(app_public.documents) is E'@notNull\nThe signed-in user may edit the document''s fields (documents-manage access; not superseded; not in a workflow step that prevents editing).';
create function app_public.documents_can_current_user_comment(d app_public.documents) returns boolean as $$
  select app_hidden.can_comment_document(d.client_company_id, d.id);
$$ language sql stable;
comment on function app_public.documents_can_current_user_comment(app_public.documents) is E'@notNull';
create function app_public.documents_can_current_user_share(d app_public.documents) returns boolean as $$
  select (app_hidden.current_user_access(d.client_company_id)).documents_manage and not d.superseded;
$$ language sql stable;
comment on function app_public.documents_can_current_user_share(app_public.documents) is E'@notNull';
create function app_public.documents_can_current_user_delete(d app_public.documents) returns boolean as $$
  select a.documents_manage
     and (not c.restrict_document_delete or a.admin or a.accounting)
     and d.exported_for_booking_at is null
  from app_hidden.current_user_access(d.client_company_id) a, app_public.client_companies c
  where c.id = d.client_company_id;
$$ language sql stable;
comment on function app_public.documents_can_current_user_delete(app_public.documents) is E'@notNull\nThe signed-in user may delete the document for good (documents-manage; only admin or accounting when restrictDocumentDelete is set; never once exported for booking).';

--------------------------------------------------------------------------------
-- Validation of a person's change

-- ISO 13616 mod-97 check digits (the same check as server/domain/iban.ts).
create function app_hidden.is_valid_iban(iban text) returns boolean as $$
declare
  rearranged text;
  remainder integer := 0;
  ch text;
  v integer;
begin
  if iban is null or iban !~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$' then return false; end if;
  rearranged := substr(iban, 5) || substr(iban, 1, 4);
  foreach ch in array regexp_split_to_array(rearranged, '') loop
    v := case when ch ~ '[A-Z]' then ascii(ch) - 55 else ascii(ch) - 48 end;
    remainder := case when v >= 10 then (remainder * 100 + v) % 97 else (remainder * 10 + v) % 97 end;
  end loop;
  return remainder = 1;
end;
$$ language plpgsql immutable strict parallel safe;

-- Raises with the field in COLUMN, so the API can point at the input.
create function app_private.tg_invoices__validate() returns trigger as $$
declare
  uid uuid := app_hidden.current_user_id();
  co app_public.client_companies;
begin
  if uid is null then return new; end if;
  select * into co from app_public.client_companies where id = new.client_company_id;
  if new.internal_number is distinct from old.internal_number and co.disable_invoice_internal_number_edit
     and not (app_hidden.current_user_access(new.client_company_id)).admin then
    raise exception 'INTERNAL_NUMBER_EDIT_DISABLED' using errcode = '42501', column = 'internalNumber';
  end if;
  if (new.net, new.vat_amount, new.total) is distinct from (old.net, old.vat_amount, old.total)
     and new.net is not null and new.vat_amount is not null and new.total is not null
     and new.net + new.vat_amount <> new.total then
    raise exception 'INVOICE_TOTALS_DO_NOT_ADD_UP' using errcode = '22023', column = 'total';
  end if;
  if new.iban is distinct from old.iban and new.iban is not null and not app_hidden.is_valid_iban(new.iban) then
    raise exception 'INVALID_IBAN' using errcode = '22023', column = 'iban';
  end if;
  if new.invoice_date is distinct from old.invoice_date and new.invoice_date is not null
     and (new.invoice_date < date '1990-01-01' or new.invoice_date > current_date + 366) then
    raise exception 'INVOICE_DATE_OUT_OF_RANGE' using errcode = '22023', column = 'invoiceDate';
  end if;
  if (new.invoice_date, new.due_date) is distinct from (old.invoice_date, old.due_date)
     and new.due_date is not null and new.invoice_date is not null and new.due_date < new.invoice_date then
    raise exception 'DUE_DATE_BEFORE_INVOICE_DATE' using errcode = '22023', column = 'dueDate';
  end if;
  if (new.invoice_date, new.discount_until) is distinct from (old.invoice_date, old.discount_until)
     and new.discount_until is not null and new.invoice_date is not null and new.discount_until < new.invoice_date then
    raise exception 'DISCOUNT_DATE_BEFORE_INVOICE_DATE' using errcode = '22023', column = 'discountUntil';
  end if;
  if new.discount_amount is distinct from old.discount_amount and new.discount_amount is not null
     and (new.discount_amount < 0 or (new.total is not null and new.discount_amount > new.total)) then
    raise exception 'DISCOUNT_AMOUNT_OUT_OF_RANGE' using errcode = '22023', column = 'discountAmount';
  end if;
  if (new.clause_35a_net, new.clause_35a_total, new.total) is distinct from (old.clause_35a_net, old.clause_35a_total, old.total)
     and new.clause_35a_total is not null and new.total is not null and new.clause_35a_total > new.total then
    raise exception 'CLAUSE_35A_EXCEEDS_TOTAL' using errcode = '22023', column = 'clause35ATotal';
  end if;
  if (new.clause_35a_net, new.clause_35a_total) is distinct from (old.clause_35a_net, old.clause_35a_total)
     and new.clause_35a_net is not null and new.clause_35a_total is not null and new.clause_35a_net > new.clause_35a_total then
    raise exception 'CLAUSE_35A_NET_EXCEEDS_TOTAL' using errcode = '22023', column = 'clause35ANet';
  end if;
  if new.credit_memo_for_invoice_id is distinct from old.credit_memo_for_invoice_id and new.credit_memo_for_invoice_id is not null then
    if new.credit_memo_for_invoice_id = new.document_id then
      raise exception 'CREDIT_MEMO_FOR_ITSELF' using errcode = '22023', column = 'creditMemoForInvoiceRowId';
    end if;
    if not exists (select 1 from app_public.invoices i where i.client_company_id = new.client_company_id
                   and i.document_id = new.credit_memo_for_invoice_id and not i.credit_memo) then
      raise exception 'CREDIT_MEMO_TARGET_NOT_AN_INVOICE' using errcode = '22023', column = 'creditMemoForInvoiceRowId';
    end if;
  end if;
  if new.partner_company_location_id is distinct from old.partner_company_location_id and new.partner_company_location_id is not null
     and not exists (select 1 from app_public.partner_company_locations l where l.client_company_id = new.client_company_id
                     and l.id = new.partner_company_location_id and l.partner_company_id is not distinct from new.partner_company_id) then
    raise exception 'LOCATION_OF_ANOTHER_PARTNER' using errcode = '22023', column = 'partnerCompanyLocationRowId';
  end if;
  if new.partner_company_id is distinct from old.partner_company_id and new.partner_company_location_id is not distinct from old.partner_company_location_id then
    -- A new partner drops the old partner's location.
    new.partner_company_location_id := null;
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_validate before update on app_public.invoices
  for each row execute procedure app_private.tg_invoices__validate();

create function app_private.tg_other_documents__validate() returns trigger as $$
begin
  if app_hidden.current_user_id() is null then return new; end if;
  if new.document_date is distinct from old.document_date and new.document_date is not null
     and (new.document_date < date '1900-01-01' or new.document_date > current_date + 366) then
    raise exception 'DOCUMENT_DATE_OUT_OF_RANGE' using errcode = '22023', column = 'documentDate';
  end if;
  if new.resubmission_date is distinct from old.resubmission_date and new.resubmission_date is not null
     and (new.resubmission_date < date '1990-01-01' or new.resubmission_date > date '2199-12-31') then
    raise exception 'RESUBMISSION_DATE_OUT_OF_RANGE' using errcode = '22023', column = 'resubmissionDate';
  end if;
  if new.expiry_date is distinct from old.expiry_date and new.expiry_date is not null
     and (new.expiry_date < date '1900-01-01' or new.expiry_date > date '2199-12-31') then
    raise exception 'EXPIRY_DATE_OUT_OF_RANGE' using errcode = '22023', column = 'expiryDate';
  end if;
  if new.contact_user_id is distinct from old.contact_user_id and new.contact_user_id is not null
     and not exists (select 1 from app_public.client_company_users ccu
                     where ccu.client_company_id = new.client_company_id and ccu.user_id = new.contact_user_id) then
    raise exception 'CONTACT_USER_NOT_A_MEMBER' using errcode = '22023', column = 'contactUserRowId';
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_validate before update on app_public.other_documents
  for each row execute procedure app_private.tg_other_documents__validate();

--------------------------------------------------------------------------------
-- Changing invoices and other documents: PostGraphile's update mutations, RLS deciding

comment on table app_public.invoices is E'@behavior -insert -delete\nThe invoice details of an invoice document. Amounts are as printed (positive); signed amounts are negative for credit memos.';
create policy update_changeable on app_public.invoices for update
  using (app_hidden.can_change_document(client_company_id, document_id))
  with check (app_hidden.can_change_document(client_company_id, document_id));
grant update (
  invoice_number, internal_number, invoice_date, due_date, net, vat_amount, total, currency, conversion_rate,
  account_number, credit_memo, credit_memo_for_invoice_id, order_number, order_date,
  discount_until, discount_percent, discount_amount, delivered_from, delivered_until,
  iban, bic, payment_reference, partner_company_id, partner_company_location_id,
  clause_35a_net, clause_35a_total, clause_35a_kind
) on app_public.invoices to app_user;

comment on table app_public.other_documents is E'@behavior -insert -delete\nThe details of a document that is not an invoice (contract, delivery note, letter …).';
create policy update_changeable on app_public.other_documents for update
  using (app_hidden.can_change_document(client_company_id, document_id))
  with check (app_hidden.can_change_document(client_company_id, document_id));
grant update (
  type, document_date, document_number, document_details, resubmission_date, expiry_date, contract_type,
  contact_user_id, partner_company_id, partner_name
) on app_public.other_documents to app_user;

-- Invoice items are replaced as a whole (the form edits them as one table).
create type app_public.invoice_item_input as (
  pos_no text,
  delivery_no text,
  order_no text,
  title text,
  quantity numeric(19, 4),
  unit text,
  unit_net_price numeric(19, 4),
  vat_percent numeric(5, 2),
  discount_percent numeric(5, 2),
  total_price numeric(15, 2)
);
comment on type app_public.invoice_item_input is 'One line of an invoice as the review form sends it.';

create policy insert_changeable on app_public.invoice_items for insert
  with check (app_hidden.can_change_document(client_company_id, document_id));
create policy update_changeable on app_public.invoice_items for update
  using (app_hidden.can_change_document(client_company_id, document_id));
create policy delete_changeable on app_public.invoice_items for delete
  using (app_hidden.can_change_document(client_company_id, document_id));
grant insert (client_company_id, document_id, sort_index, pos_no, delivery_no, order_no, title, quantity, unit,
              unit_net_price, vat_percent, discount_percent, total_price) on app_public.invoice_items to app_user;
grant delete on app_public.invoice_items to app_user;

create function app_public.set_invoice_items(document_row_id uuid, items app_public.invoice_item_input[])
returns setof app_public.invoice_items as $$
declare
  company uuid;
  refusal text;
  before_count integer;
  item app_public.invoice_item_input;
  n integer := 0;
begin
  select i.client_company_id into company from app_public.invoices i where i.document_id = document_row_id;
  if company is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(company, document_row_id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  if coalesce(cardinality(items), 0) > 1000 then
    raise exception 'TOO_MANY_INVOICE_ITEMS' using errcode = '22023', column = 'items';
  end if;
  select count(*) into before_count from app_public.invoice_items ii where ii.document_id = document_row_id;
  delete from app_public.invoice_items ii where ii.document_id = document_row_id;
  foreach item in array coalesce(items, '{}') loop
    n := n + 1;
    if item.title is null or length(btrim(item.title)) = 0 then
      raise exception 'INVOICE_ITEM_TITLE_REQUIRED' using errcode = '22023', column = 'items', detail = n::text;
    end if;
    insert into app_public.invoice_items (client_company_id, document_id, sort_index, pos_no, delivery_no, order_no,
                                          title, quantity, unit, unit_net_price, vat_percent, discount_percent, total_price)
    values (company, document_row_id, n, nullif(btrim(item.pos_no), ''), nullif(btrim(item.delivery_no), ''),
            nullif(btrim(item.order_no), ''), btrim(item.title), item.quantity, nullif(btrim(item.unit), ''),
            item.unit_net_price, item.vat_percent, item.discount_percent, item.total_price);
  end loop;
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (company, document_row_id, 'INVOICE_ITEMS_CHANGED', app_hidden.current_user_id(),
          jsonb_build_object('before', before_count, 'after', n));
  return query select * from app_public.invoice_items ii where ii.document_id = document_row_id order by ii.sort_index, ii.id;
end;
$$ language plpgsql volatile;
comment on function app_public.set_invoice_items(uuid, app_public.invoice_item_input[]) is 'Replaces the invoice''s items with the given lines, in their order.';

-- Confirming a field: a person has checked it. A later change to the field clears it.
create function app_public.confirm_document_fields(document_row_id uuid, fields text[])
returns setof app_public.document_field_states as $$
declare
  d app_public.documents;
  refusal text;
  uid uuid := app_hidden.current_user_id();
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(d.client_company_id, d.id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  if fields is null or cardinality(fields) = 0 or cardinality(fields) > 100
     or exists (select 1 from unnest(fields) f where f !~ '^[a-z][A-Za-z0-9]{0,62}$') then
    raise exception 'INVALID_FIELD_NAMES' using errcode = '22023', column = 'fields';
  end if;
  insert into app_public.document_field_states (document_id, field, client_company_id, source, last_edit_by_user_id, last_edit_at, confirmed_by_user_id, confirmed_at)
  select d.id, f, d.client_company_id,
         case when exists (select 1 from app_public.invoices i where i.document_id = d.id and i.has_xml_source) then 'EINVOICE' else 'EXTRACTED' end::app_public.field_value_source,
         null, d.import_date, uid, now()
  from unnest(fields) f
  on conflict (document_id, field) do update set confirmed_by_user_id = excluded.confirmed_by_user_id, confirmed_at = excluded.confirmed_at;
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (d.client_company_id, d.id, 'FIELDS_CONFIRMED', uid, jsonb_build_object('fields', to_jsonb(fields)));
  return query select * from app_public.document_field_states s where s.document_id = d.id and s.field = any (fields);
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.confirm_document_fields(uuid, text[]) is 'Marks fields (camel-case names, e.g. invoiceNumber) as checked by the signed-in user.';

--------------------------------------------------------------------------------
-- Document actions: category, archive, delete

create policy update_documents_manage on app_public.documents for update
  using ((app_hidden.current_user_access(client_company_id)).documents_manage)
  with check ((app_hidden.current_user_access(client_company_id)).documents_manage);
create policy delete_documents_manage on app_public.documents for delete
  using ((app_hidden.current_user_access(client_company_id)).documents_manage);
grant update (title, category_id, archived) on app_public.documents to app_user;
grant delete on app_public.documents to app_user;

create function app_public.set_document_archived(document_row_id uuid, archived boolean) returns app_public.documents as $$
declare
  d app_public.documents;
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  if not (app_hidden.current_user_access(d.client_company_id)).documents_manage then
    raise exception 'DOCUMENT_CHANGE_FORBIDDEN' using errcode = '42501';
  end if;
  update app_public.documents set archived = set_document_archived.archived where id = d.id returning * into d;
  return d;
end;
$$ language plpgsql volatile;
comment on function app_public.set_document_archived(uuid, boolean) is 'Archives or restores a document (archived documents leave the lists unless asked for).';

create function app_public.set_document_category(document_row_id uuid, category_row_id uuid) returns app_public.documents as $$
declare
  d app_public.documents;
  c app_public.document_categories;
  refusal text;
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(d.client_company_id, d.id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  select * into c from app_public.document_categories where client_company_id = d.client_company_id and id = category_row_id;
  if c.id is null then
    raise exception 'CATEGORY_NOT_FOUND' using errcode = '22023', column = 'categoryRowId';
  end if;
  if c.document_type <> d.type then
    raise exception 'CATEGORY_OF_ANOTHER_DOCUMENT_TYPE' using errcode = '22023', column = 'categoryRowId';
  end if;
  update app_public.documents set category_id = c.id where id = d.id returning * into d;
  return d;
end;
$$ language plpgsql volatile;
comment on function app_public.set_document_category(uuid, uuid) is 'Moves a document to another category of the same document type.';

-- Deleting for good. GoBD: a document exported for booking is never deleted (archive it).
create function app_public.delete_document(document_row_id uuid) returns uuid as $$
declare
  d app_public.documents;
  a app_hidden.access;
  co app_public.client_companies;
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  a := app_hidden.current_user_access(d.client_company_id);
  select * into co from app_public.client_companies where id = d.client_company_id;
  if not a.documents_manage or (co.restrict_document_delete and not (a.admin or a.accounting)) then
    raise exception 'DOCUMENT_DELETE_FORBIDDEN' using errcode = '42501';
  end if;
  if d.exported_for_booking_at is not null then
    raise exception 'DOCUMENT_EXPORTED_CANNOT_BE_DELETED' using errcode = 'P0001';
  end if;
  if exists (select 1 from app_public.documents o where o.client_company_id = d.client_company_id
             and (o.base_document_id = d.id or o.superseded_by_document_id = d.id)) then
    raise exception 'DOCUMENT_HAS_DEPENDENT_DOCUMENTS' using errcode = 'P0001';
  end if;
  delete from app_public.documents where id = d.id;
  return d.id;
end;
$$ language plpgsql volatile;
comment on function app_public.delete_document(uuid) is 'Deletes a document for good (not when exported for booking or when other documents derive from it). Returns its row id.';

--------------------------------------------------------------------------------
-- History of every change

-- One FIELDS_CHANGED entry per statement row: the camel-case fields with before and after.
create function app_private.tg__history_fields() returns trigger as $$
declare
  changes jsonb;
begin
  select jsonb_agg(jsonb_build_object(
           'field', lower(substr(n.key, 1, 1)) || substr(replace(initcap(replace(n.key, '_', ' ')), ' ', ''), 2),
           'before', o.value, 'after', n.value) order by n.key)
    into changes
  from jsonb_each(to_jsonb(new)) n
  join jsonb_each(to_jsonb(old)) o using (key)
  where n.value is distinct from o.value
    and n.key not in ('created_at', 'updated_at', 'vat_breakdown', 'extracted_partner_emails');
  if changes is null then return null; end if;
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (new.client_company_id, new.document_id, 'FIELDS_CHANGED', app_hidden.current_user_id(),
          jsonb_build_object('entity', case tg_table_name when 'invoices' then 'INVOICE' else 'OTHER_DOCUMENT' end, 'fields', changes));
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _410_history_fields after update on app_public.invoices
  for each row when (app_hidden.current_user_id() is not null) execute procedure app_private.tg__history_fields();
create trigger _410_history_fields after update on app_public.other_documents
  for each row when (app_hidden.current_user_id() is not null) execute procedure app_private.tg__history_fields();

create function app_private.tg_documents__history_changes() returns trigger as $$
declare
  uid uuid := app_hidden.current_user_id();
begin
  if new.archived is distinct from old.archived then
    insert into app_public.document_history_entries (client_company_id, document_id, type, user_id)
    values (new.client_company_id, new.id, case when new.archived then 'ARCHIVED' else 'UNARCHIVED' end::app_public.document_history_type, uid);
  end if;
  if new.category_id is distinct from old.category_id then
    insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
    values (new.client_company_id, new.id, 'CATEGORY_CHANGED', uid, jsonb_build_object(
      'previousCategory', (select c.name from app_public.document_categories c where c.id = old.category_id),
      'nextCategory', (select c.name from app_public.document_categories c where c.id = new.category_id)));
  end if;
  if new.workflow_step_id is distinct from old.workflow_step_id then
    insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
    values (new.client_company_id, new.id, 'WORKFLOW_STEP_CHANGED', uid, jsonb_build_object(
      'previousStep', app_hidden.workflow_step_full_name(new.client_company_id, old.workflow_step_id),
      'nextStep', app_hidden.workflow_step_full_name(new.client_company_id, new.workflow_step_id)));
  end if;
  if new.exported_for_booking_at is distinct from old.exported_for_booking_at then
    insert into app_public.document_history_entries (client_company_id, document_id, type, user_id)
    values (new.client_company_id, new.id, case when new.exported_for_booking_at is null then 'UNEXPORTED' else 'EXPORTED' end::app_public.document_history_type, uid);
  end if;
  if new.superseded and not old.superseded then
    insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
    values (new.client_company_id, new.id, 'SUPERSEDED', uid, jsonb_build_object('newerDocumentRowId', new.superseded_by_document_id));
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _410_history_changes after update on app_public.documents
  for each row execute procedure app_private.tg_documents__history_changes();

create function app_private.tg_approval_requests__history() returns trigger as $$
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
                             'message', new.message));
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _410_history after insert or update of state on app_public.approval_requests
  for each row execute procedure app_private.tg_approval_requests__history();

--------------------------------------------------------------------------------
-- Comments: write, like, see; mentions notify

create function app_hidden.message_text_of_parts(company_id uuid, parts jsonb) returns text as $$
  select string_agg(
    case p ->> 'type'
      when 'MENTION' then coalesce(nullif(p ->> 'text', ''),
        '@' || (select concat_ws(' ', u.first_name, u.last_name) from app_public.users u where u.id = (p ->> 'userRowId')::uuid))
      else p ->> 'text'
    end, '' order by ord)
  from jsonb_array_elements(parts) with ordinality as e(p, ord);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

create policy insert_commenter on app_public.comments for insert
  with check (app_hidden.can_comment_document(client_company_id, document_id) and commented_by_user_id = app_hidden.current_user_id());
grant insert (client_company_id, document_id, reply_to_id, commented_by_user_id, text_message, message_parts) on app_public.comments to app_user;

create function app_public.create_comment(document_row_id uuid, message_parts jsonb, reply_to_row_id uuid default null)
returns app_public.comments as $$
declare
  d app_public.documents;
  c app_public.comments;
  parts jsonb := message_parts;
  txt text;
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  if not app_hidden.can_comment_document(d.client_company_id, d.id) then
    raise exception 'COMMENT_FORBIDDEN' using errcode = '42501';
  end if;
  if parts is null or jsonb_typeof(parts) <> 'array' or jsonb_array_length(parts) = 0
     or jsonb_array_length(parts) > 500 or not app_hidden.comment_message_parts_valid(parts) then
    raise exception 'INVALID_COMMENT' using errcode = '22023', column = 'messageParts';
  end if;
  txt := btrim(app_hidden.message_text_of_parts(d.client_company_id, parts));
  if txt is null or length(txt) = 0 then
    raise exception 'COMMENT_EMPTY' using errcode = '22023', column = 'messageParts';
  end if;
  if length(txt) > 10000 then
    raise exception 'COMMENT_TOO_LONG' using errcode = '22023', column = 'messageParts';
  end if;
  if reply_to_row_id is not null and not exists (
    select 1 from app_public.comments r where r.client_company_id = d.client_company_id and r.document_id = d.id and r.id = reply_to_row_id) then
    raise exception 'REPLY_TO_COMMENT_NOT_FOUND' using errcode = '22023', column = 'replyToRowId';
  end if;
  insert into app_public.comments (client_company_id, document_id, reply_to_id, commented_by_user_id, text_message, message_parts)
  values (d.client_company_id, d.id, reply_to_row_id, app_hidden.current_user_id(), txt, parts)
  returning * into c;
  -- The writer has seen their own comment.
  insert into app_public.comment_seens (client_company_id, comment_id, user_id)
  values (c.client_company_id, c.id, app_hidden.current_user_id());
  return c;
end;
$$ language plpgsql volatile;
comment on function app_public.create_comment(uuid, jsonb, uuid) is E'Writes a comment (or a reply) from message parts: [{"type": "TEXT", "text": …}, {"type": "MENTION", "userRowId": …}]. Mentioned users must be members; they are notified.';

create policy insert_own on app_public.comment_likes for insert
  with check (user_id = app_hidden.current_user_id() and app_hidden.can_comment_document(client_company_id, null));
create policy delete_own on app_public.comment_likes for delete using (user_id = app_hidden.current_user_id());
grant insert (client_company_id, comment_id, user_id) on app_public.comment_likes to app_user;
grant delete on app_public.comment_likes to app_user;

create function app_public.set_comment_liked(comment_row_id uuid, liked boolean) returns app_public.comments as $$
declare
  c app_public.comments;
begin
  select * into c from app_public.comments where id = comment_row_id;
  if c.id is null then
    raise exception 'COMMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  if liked then
    insert into app_public.comment_likes (client_company_id, comment_id, user_id)
    values (c.client_company_id, c.id, app_hidden.current_user_id())
    on conflict (client_company_id, comment_id, user_id) do nothing;
  else
    delete from app_public.comment_likes l
      where l.client_company_id = c.client_company_id and l.comment_id = c.id and l.user_id = app_hidden.current_user_id();
  end if;
  return c;
end;
$$ language plpgsql volatile;
comment on function app_public.set_comment_liked(uuid, boolean) is 'Likes or unlikes a comment as the signed-in user.';

create policy insert_own on app_public.comment_seens for insert
  with check (user_id = app_hidden.current_user_id() and app_hidden.can_comment_document(client_company_id, null));
create policy update_own on app_public.comment_seens for update using (user_id = app_hidden.current_user_id());
grant insert (client_company_id, comment_id, user_id) on app_public.comment_seens to app_user;

create function app_public.mark_document_comments_seen(document_row_id uuid) returns app_public.documents as $$
declare
  d app_public.documents;
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  if app_hidden.can_comment_document(d.client_company_id, d.id) then
    insert into app_public.comment_seens (client_company_id, comment_id, user_id)
    select c.client_company_id, c.id, app_hidden.current_user_id()
    from app_public.comments c
    where c.client_company_id = d.client_company_id and c.document_id = d.id
    on conflict (client_company_id, comment_id, user_id) do nothing;
    update app_public.notifications n set read_at = now()
      where n.user_id = app_hidden.current_user_id() and n.document_id = d.id and n.read_at is null;
  end if;
  return d;
end;
$$ language plpgsql volatile;
comment on function app_public.mark_document_comments_seen(uuid) is 'The signed-in user has seen every comment of the document (and its mention notifications).';

-- In-app notifications (a mention now; e-mail through the worker when mail is configured).
create type app_public.notification_type as enum ('COMMENT_MENTION');
create table app_public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app_public.users (id) on delete cascade,
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  type app_public.notification_type not null,
  document_id uuid,
  comment_id uuid,
  actor_user_id uuid references app_public.users (id) on delete set null,
  read_at timestamptz,
  created_at timestamptz not null default clock_timestamp(),
  constraint notifications_document_id_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete cascade,
  constraint notifications_comment_id_fkey foreign key (client_company_id, comment_id)
    references app_public.comments (client_company_id, id) on delete cascade
);
create index notifications_user_created_idx on app_public.notifications (user_id, created_at desc);
create index notifications_user_unread_idx on app_public.notifications (user_id) where read_at is null;
create index on app_public.notifications (client_company_id, document_id);
create index on app_public.notifications (client_company_id, comment_id);
create index on app_public.notifications (actor_user_id);
alter table app_public.notifications enable row level security;
create policy select_own on app_public.notifications for select using (user_id = app_hidden.current_user_id());
grant select on app_public.notifications to app_user;
comment on table app_public.notifications is E'@behavior -insert -update -delete\nSomething that happened for a user: e.g. a colleague mentioned them in a comment.';
comment on constraint notifications_user_id_fkey on app_public.notifications is E'@fieldName user\n@foreignFieldName notifications';
comment on constraint notifications_actor_user_id_fkey on app_public.notifications is E'@fieldName actor\n@foreignFieldName causedNotifications';
comment on constraint notifications_client_company_id_fkey on app_public.notifications is E'@fieldName clientCompany\n@foreignFieldName notifications';
comment on constraint notifications_document_id_fkey on app_public.notifications is E'@fieldName document\n@foreignFieldName notifications';
comment on constraint notifications_comment_id_fkey on app_public.notifications is E'@fieldName comment\n@foreignFieldName notifications';

create function app_private.tg_comment_mentions__notify() returns trigger as $$
declare
  actor uuid;
begin
  select c.commented_by_user_id into actor from app_public.comments c
    where c.client_company_id = new.client_company_id and c.id = new.comment_id;
  if actor is distinct from new.mentioned_user_id then
    insert into app_public.notifications (user_id, client_company_id, type, document_id, comment_id, actor_user_id)
    values (new.mentioned_user_id, new.client_company_id, 'COMMENT_MENTION', new.document_id, new.comment_id, actor);
    perform pg_notify('notification:' || new.mentioned_user_id::text, json_build_object('type', 'COMMENT_MENTION')::text);
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _500_notify_mentions after insert on app_public.comment_mentions
  for each row execute procedure app_private.tg_comment_mentions__notify();

create function app_public.users_unread_notification_count(u app_public.users) returns integer as $$
  select count(*)::int from app_public.notifications n where n.user_id = u.id and n.read_at is null;
$$ language sql stable;
comment on function app_public.users_unread_notification_count(app_public.users) is E'@notNull\nUnread notifications of this user (only readable for oneself).';

create function app_public.mark_notifications_read(notification_row_ids uuid[]) returns integer as $$
  with updated as (
    update app_public.notifications n set read_at = now()
    where n.user_id = app_hidden.current_user_id() and n.read_at is null
      and (notification_row_ids is null or n.id = any (notification_row_ids))
    returning 1)
  select count(*)::int from updated;
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.mark_notifications_read(uuid[]) is 'Marks the signed-in user''s notifications as read (all when no ids are given); returns how many.';

--------------------------------------------------------------------------------
-- The details tab a user opens by default

alter table app_public.user_defaults
  add column document_details_tab text check (document_details_tab is null or document_details_tab in ('actions', 'review', 'payment', 'accounting', 'comments', 'collaboration'));
comment on column app_public.user_defaults.document_details_tab is 'The document details tab opened when none is asked for.';

create function app_public.users_document_details_tab(u app_public.users) returns text as $$
  select d.document_details_tab from app_public.user_defaults d
  where d.user_id = u.id and u.id = app_hidden.current_user_id();
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.users_document_details_tab(app_public.users) is 'The signed-in user''s preferred document details tab (null: the collaboration tab).';

create function app_public.set_document_details_tab(tab text) returns text as $$
declare
  uid uuid := app_hidden.current_user_id();
begin
  if uid is null then
    raise exception 'NOT_SIGNED_IN' using errcode = '42501';
  end if;
  if tab is not null and tab not in ('actions', 'review', 'payment', 'accounting', 'comments', 'collaboration') then
    raise exception 'UNKNOWN_DOCUMENT_DETAILS_TAB' using errcode = '22023', column = 'tab';
  end if;
  insert into app_public.user_defaults (user_id, document_details_tab) values (uid, tab)
  on conflict (user_id) do update set document_details_tab = excluded.document_details_tab;
  return tab;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.set_document_details_tab(text) is 'Stores the document details tab the signed-in user opens by default.';

--------------------------------------------------------------------------------
-- Duplicates of an invoice (the list beside the details)

create function app_public.documents_duplicate_invoices(d app_public.documents) returns setof app_public.documents as $$
  select o.* from app_public.invoices i
  join app_public.invoices oi on oi.client_company_id = i.client_company_id and oi.document_id <> i.document_id
    and oi.invoice_number = i.invoice_number and oi.partner_company_id is not distinct from i.partner_company_id
    and oi.credit_memo = i.credit_memo
  join app_public.documents o on o.id = oi.document_id and not o.superseded
  where i.document_id = d.id and i.invoice_number is not null
  order by o.import_date, o.id;
$$ language sql stable;
comment on function app_public.documents_duplicate_invoices(app_public.documents) is E'@behavior -connection +list\nOther invoices of the same partner with the same invoice number (oldest first).';

create function app_public.documents_newer_version(d app_public.documents) returns app_public.documents as $$
  -- Follows the chain to the newest version the user can see.
  with recursive chain(id, depth) as (
    select d.superseded_by_document_id, 1 where d.superseded_by_document_id is not null
    union all
    select n.superseded_by_document_id, c.depth + 1 from chain c
    join app_public.documents n on n.id = c.id
    where n.superseded_by_document_id is not null and c.depth < 50
  )
  select o.* from chain c join app_public.documents o on o.id = c.id order by c.depth desc limit 1;
$$ language sql stable;
comment on function app_public.documents_newer_version(app_public.documents) is 'The newest version of a superseded document.';
