--! Previous: sha1:36ee8861f2b3826a5e5d33cb461c543527af7e1c
--! Hash: sha1:ba848a899f792786d53a572790bc364a51a57fde
--! Message: Recurring invoices: set up, change and end a recurrence; a daily job creates the due clones

-- Recurring documents (issue 19, item 6): a person sets up, edits and ends the recurrence of an
-- invoice; a daily job creates the clones that are due, each a new document of the same company
-- over the same source file, with the invoice's dates moved by the interval.

--------------------------------------------------------------------------------
-- Undo (idempotent re-runs of this file)

drop trigger if exists _410_history on app_public.document_recurrences;
drop trigger if exists _050_starts_on on app_public.document_recurrences;
drop function if exists app_private.tg_document_recurrences__starts_on();
drop policy if exists select_member on app_public.document_recurrences;
drop policy if exists insert_changeable on app_public.document_recurrences;
drop policy if exists update_changeable on app_public.document_recurrences;
drop policy if exists delete_changeable on app_public.document_recurrences;
revoke insert, update, delete on app_public.document_recurrences from app_user;
drop function if exists app_public.create_document_recurrence(uuid, app_public.recurrence_interval, date, date, integer);
drop function if exists app_public.update_document_recurrence(uuid, app_public.recurrence_interval, date, date, integer);
drop function if exists app_public.end_document_recurrence(uuid);
drop function if exists app_public.documents_clone_count(app_public.documents);
drop function if exists app_private.create_due_recurrence_clones(uuid, date);
drop function if exists app_private.due_document_recurrences(date);
drop function if exists app_private.create_recurrence_clone(app_public.document_recurrences);
drop function if exists app_private.tg_document_recurrences__history();
drop function if exists app_hidden.validate_document_recurrence(app_public.recurrence_interval, date, date, integer);
drop function if exists app_hidden.recurrence_period_end(date, app_public.recurrence_interval, integer);
drop function if exists app_hidden.recurrence_step(date, app_public.recurrence_interval, integer);
drop function if exists app_hidden.recurrence_today();
drop index if exists app_public.documents_recurrence_occurrence_key;
alter table app_public.documents drop constraint if exists documents_recurrence_id_fkey;
drop index if exists app_public.documents_company_recurrence_idx;
alter table app_public.documents
  drop column if exists recurrence_id,
  drop column if exists recurrence_index;
alter table app_public.document_recurrences
  drop constraint if exists document_recurrences_company_id_key,
  drop column if exists starts_on,
  drop column if exists anchor_count;

--------------------------------------------------------------------------------
-- History entry types

alter type app_public.document_history_type add value if not exists 'RECURRENCE_CREATED';
alter type app_public.document_history_type add value if not exists 'RECURRENCE_CHANGED';
alter type app_public.document_history_type add value if not exists 'RECURRENCE_ENDED';
alter type app_public.document_history_type add value if not exists 'RECURRENCE_CLONE_CREATED';
alter type app_public.document_history_type add value if not exists 'CREATED_BY_RECURRENCE';

--------------------------------------------------------------------------------
-- The recurrence's anchor and the clones' link to it

alter table app_public.document_recurrences
  add column starts_on date,
  add column anchor_count integer not null default 0 check (anchor_count >= 0),
  add constraint document_recurrences_company_id_key unique (client_company_id, id);
update app_public.document_recurrences set starts_on = coalesce(next_date, prev_date, created_at::date) where starts_on is null;
alter table app_public.document_recurrences alter column starts_on set not null;
-- A recurrence written without an anchor (older code, seeds) is anchored on its next date.
create function app_private.tg_document_recurrences__starts_on() returns trigger as $$
begin
  new.starts_on := coalesce(new.starts_on, new.next_date, new.prev_date, (now() at time zone 'Europe/Berlin')::date);
  return new;
end;
$$ language plpgsql volatile;
create trigger _050_starts_on before insert on app_public.document_recurrences
  for each row execute procedure app_private.tg_document_recurrences__starts_on();
comment on column app_public.document_recurrences.starts_on is 'The anchor of the dates: occurrence n (counted from anchorCount) falls on startsOn + n intervals, so a recurrence on the 31st comes back to the 31st after a short month.';
comment on column app_public.document_recurrences.anchor_count is 'How many clones existed when the recurrence was (re)anchored on startsOn.';
comment on constraint document_recurrences_company_id_key on app_public.document_recurrences is E'@behavior -single -update -delete';

alter table app_public.documents
  add column recurrence_id uuid,
  add column recurrence_index integer check (recurrence_index is null or recurrence_index >= 1),
  add constraint documents_recurrence_id_fkey foreign key (client_company_id, recurrence_id)
    references app_public.document_recurrences (client_company_id, id) on delete set null (recurrence_id);
create index documents_company_recurrence_idx on app_public.documents (client_company_id, recurrence_id);
-- One clone per occurrence: the job may run twice for a day, or resume after a crash.
create unique index documents_recurrence_occurrence_key on app_public.documents (recurrence_id, recurrence_index);
comment on column app_public.documents.recurrence_index is 'The occurrence (1, 2, …) of the recurrence that created this clone.';
comment on constraint documents_recurrence_id_fkey on app_public.documents is E'@fieldName createdByRecurrence\n@foreignFieldName createdClones';

--------------------------------------------------------------------------------
-- Dates

-- Today as the recurrences count it: the German calendar day.
create function app_hidden.recurrence_today() returns date as $$
  select (now() at time zone 'Europe/Berlin')::date;
$$ language sql stable;

-- The anchor-day rule: `n` intervals after `d`, always counted from the anchor, so 31 Jan plus
-- one month is 28 (29) Feb and plus two months is 31 Mar again (src/lib/recurrence.ts does the same).
create function app_hidden.recurrence_step(d date, step app_public.recurrence_interval, n integer) returns date as $$
  select case when d is null then null else (d + case step
    when 'WEEKLY' then n * interval '7 days'
    when 'MONTHLY' then n * interval '1 month'
    when 'QUARTERLY' then n * interval '3 months'
    when 'HALF_YEARLY' then n * interval '6 months'
    when 'YEARLY' then n * interval '1 year'
  end)::date end;
$$ language sql immutable parallel safe;
comment on function app_hidden.recurrence_step(date, app_public.recurrence_interval, integer) is 'The date n intervals after d (anchor-day rule: month ends are clamped, the anchor''s day comes back).';

-- The end of a service period n intervals later: a period ending on a month's last day ends on
-- the last day of its month again (1–30 Nov becomes 1–31 Dec), otherwise as recurrence_step.
create function app_hidden.recurrence_period_end(d date, step app_public.recurrence_interval, n integer) returns date as $$
  select case
    when d is not null and step <> 'WEEKLY' and d = (date_trunc('month', d) + interval '1 month - 1 day')::date
      then (date_trunc('month', app_hidden.recurrence_step(d, step, n)) + interval '1 month - 1 day')::date
    else app_hidden.recurrence_step(d, step, n) end;
$$ language sql immutable parallel safe;

--------------------------------------------------------------------------------
-- Who may see and change recurrences: who sees the document, who may change it

create policy select_member on app_public.document_recurrences for select using (
  client_company_id in (select app_hidden.current_user_unrestricted_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
  or document_id in (select app_hidden.current_user_restricted_document_ids())
);
create policy insert_changeable on app_public.document_recurrences for insert
  with check (app_hidden.can_change_document(client_company_id, document_id));
create policy update_changeable on app_public.document_recurrences for update
  using (app_hidden.can_change_document(client_company_id, document_id))
  with check (app_hidden.can_change_document(client_company_id, document_id));
create policy delete_changeable on app_public.document_recurrences for delete
  using (app_hidden.can_change_document(client_company_id, document_id) and ended);
grant insert (client_company_id, document_id, interval, ends_at, max_recurrences, starts_on, next_date, created_by_user_id)
  on app_public.document_recurrences to app_user;
grant update (interval, ends_at, max_recurrences, starts_on, anchor_count, next_date, ended)
  on app_public.document_recurrences to app_user;
grant delete on app_public.document_recurrences to app_user;

--------------------------------------------------------------------------------
-- Mutations

create function app_hidden.validate_document_recurrence(
  step app_public.recurrence_interval, first_date date, ends_at date, max_recurrences integer
) returns void as $$
begin
  if step is null then
    raise exception 'RECURRENCE_INTERVAL_REQUIRED' using errcode = '22023', column = 'interval';
  end if;
  if first_date is null then
    raise exception 'RECURRENCE_FIRST_DATE_REQUIRED' using errcode = '22023', column = 'firstDate';
  end if;
  if first_date < app_hidden.recurrence_today() then
    raise exception 'RECURRENCE_FIRST_DATE_IN_PAST' using errcode = '22023', column = 'firstDate';
  end if;
  if first_date > app_hidden.recurrence_today() + interval '5 years' then
    raise exception 'RECURRENCE_FIRST_DATE_TOO_FAR' using errcode = '22023', column = 'firstDate';
  end if;
  if ends_at is not null and ends_at <= first_date then
    raise exception 'RECURRENCE_ENDS_BEFORE_FIRST_DATE' using errcode = '22023', column = 'endsAt';
  end if;
  if max_recurrences is not null and (max_recurrences < 1 or max_recurrences > 1000) then
    raise exception 'RECURRENCE_MAX_OUT_OF_RANGE' using errcode = '22023', column = 'maxRecurrences';
  end if;
end;
$$ language plpgsql stable;

create function app_public.create_document_recurrence(
  document_row_id uuid,
  "interval" app_public.recurrence_interval default null,
  first_date date default null,
  ends_at date default null,
  max_recurrences integer default null
) returns app_public.documents as $$
declare
  d app_public.documents;
  refusal text;
  r app_public.document_recurrences;
begin
  -- Under RLS: another company's document is not found.
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(d.client_company_id, d.id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  if d.type not in ('INCOMING_INVOICE', 'OUTGOING_INVOICE') then
    raise exception 'RECURRENCE_ONLY_FOR_INVOICES' using errcode = '22023';
  end if;
  if exists (select 1 from app_public.invoices i where i.document_id = d.id and i.credit_memo) then
    raise exception 'RECURRENCE_NOT_FOR_CREDIT_MEMO' using errcode = '22023';
  end if;
  if d.recurrence_index is not null then
    raise exception 'RECURRENCE_NOT_FOR_CLONE' using errcode = '22023';
  end if;
  if d.archived then
    raise exception 'RECURRENCE_DOCUMENT_ARCHIVED' using errcode = '22023';
  end if;
  select * into r from app_public.document_recurrences x where x.client_company_id = d.client_company_id and x.document_id = d.id;
  if r.id is not null and not r.ended then
    raise exception 'RECURRENCE_ALREADY_ACTIVE' using errcode = '22023';
  end if;
  perform app_hidden.validate_document_recurrence("interval", first_date, ends_at, max_recurrences);
  -- An ended recurrence makes room for the new one (its clones keep their source link).
  if r.id is not null then
    delete from app_public.document_recurrences x where x.id = r.id;
  end if;
  insert into app_public.document_recurrences
    (client_company_id, document_id, interval, ends_at, max_recurrences, starts_on, next_date, created_by_user_id)
  values (d.client_company_id, d.id, "interval", ends_at, max_recurrences, first_date, first_date, app_hidden.current_user_id())
  returning * into r;
  select * into d from app_public.documents x where x.id = d.id;
  return d;
end;
$$ language plpgsql volatile;
comment on function app_public.create_document_recurrence(uuid, app_public.recurrence_interval, date, date, integer) is 'Makes an invoice recurring: from firstDate on, every interval a clone is created, until endsAt or maxRecurrences (1–1000). Needs change access; one active recurrence per document.';

create function app_public.update_document_recurrence(
  document_row_id uuid,
  "interval" app_public.recurrence_interval default null,
  next_date date default null,
  ends_at date default null,
  max_recurrences integer default null
) returns app_public.documents as $$
declare
  d app_public.documents;
  refusal text;
  r app_public.document_recurrences;
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(d.client_company_id, d.id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  select * into r from app_public.document_recurrences x
  where x.client_company_id = d.client_company_id and x.document_id = d.id for update;
  if r.id is null then
    raise exception 'RECURRENCE_NOT_FOUND' using errcode = 'P0002';
  end if;
  if r.ended then
    raise exception 'RECURRENCE_ALREADY_ENDED' using errcode = '22023';
  end if;
  perform app_hidden.validate_document_recurrence("interval", next_date, ends_at, max_recurrences);
  if r.prev_date is not null and next_date <= r.prev_date then
    raise exception 'RECURRENCE_NEXT_DATE_NOT_AFTER_PREVIOUS' using errcode = '22023', column = 'firstDate';
  end if;
  if max_recurrences is not null and max_recurrences <= r.recurrence_count then
    raise exception 'RECURRENCE_MAX_NOT_ABOVE_COUNT' using errcode = '22023', column = 'maxRecurrences';
  end if;
  -- The next date becomes the new anchor; the clones made so far stay as they are.
  update app_public.document_recurrences x
  set interval = update_document_recurrence."interval",
      ends_at = update_document_recurrence.ends_at,
      max_recurrences = update_document_recurrence.max_recurrences,
      starts_on = update_document_recurrence.next_date,
      anchor_count = r.recurrence_count,
      next_date = update_document_recurrence.next_date
  where x.id = r.id
  returning * into r;
  select * into d from app_public.documents x where x.id = d.id;
  return d;
end;
$$ language plpgsql volatile;
comment on function app_public.update_document_recurrence(uuid, app_public.recurrence_interval, date, date, integer) is 'Changes an active recurrence: its interval, the date of the next clone (the new anchor), endsAt and maxRecurrences.';

create function app_public.end_document_recurrence(document_row_id uuid) returns app_public.documents as $$
declare
  d app_public.documents;
  refusal text;
  r app_public.document_recurrences;
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(d.client_company_id, d.id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  select * into r from app_public.document_recurrences x
  where x.client_company_id = d.client_company_id and x.document_id = d.id for update;
  if r.id is null then
    raise exception 'RECURRENCE_NOT_FOUND' using errcode = 'P0002';
  end if;
  if r.ended then
    raise exception 'RECURRENCE_ALREADY_ENDED' using errcode = '22023';
  end if;
  update app_public.document_recurrences x set ended = true, next_date = null where x.id = r.id returning * into r;
  select * into d from app_public.documents x where x.id = d.id;
  return d;
end;
$$ language plpgsql volatile;
comment on function app_public.end_document_recurrence(uuid) is 'Ends a recurrence: no further clones are created; the clones made so far stay.';

-- History of the recurrence on its document: set up, changed, ended (by a person or because
-- endsAt / maxRecurrences was reached: then without a user).
create function app_private.tg_document_recurrences__history() returns trigger as $$
declare
  kind app_public.document_history_type;
  payload jsonb;
begin
  if tg_op = 'INSERT' then
    kind := 'RECURRENCE_CREATED';
  elsif new.ended and not old.ended then
    kind := 'RECURRENCE_ENDED';
  elsif app_hidden.current_user_id() is not null
        and (new.interval, new.ends_at, new.max_recurrences, new.next_date) is distinct from
            (old.interval, old.ends_at, old.max_recurrences, old.next_date) then
    kind := 'RECURRENCE_CHANGED';
  else
    return new;
  end if;
  payload := jsonb_build_object(
    'interval', new.interval, 'nextDate', new.next_date, 'endsAt', new.ends_at,
    'maxRecurrences', new.max_recurrences, 'recurrenceCount', new.recurrence_count);
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (new.client_company_id, new.document_id, kind, app_hidden.current_user_id(), payload);
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _410_history after insert or update on app_public.document_recurrences
  for each row execute procedure app_private.tg_document_recurrences__history();

--------------------------------------------------------------------------------
-- The clones (the worker: server/worker/tasks/document_recurrences__create_clones.ts)

-- Creates the next clone of one recurrence and advances it. Everything it reads and writes is
-- keyed by the recurrence's company (composite foreign keys hold every reference inside it).
create function app_private.create_recurrence_clone(r app_public.document_recurrences) returns uuid as $$
declare
  src app_public.documents;
  base_id uuid;
  occurrence integer := r.recurrence_count + 1;
  steps integer := r.recurrence_count - r.anchor_count + 1;
  clone_id uuid := gen_random_uuid();
  shift jsonb;
  bi app_public.invoices;
begin
  select * into src from app_public.documents d where d.client_company_id = r.client_company_id and d.id = r.document_id;
  -- The dates move from the anchor: the source itself, or the clone made when the recurrence was re-anchored.
  base_id := coalesce(
    (select d.id from app_public.documents d
     where d.client_company_id = r.client_company_id and d.recurrence_id = r.id and d.recurrence_index = r.anchor_count),
    src.id);
  select * into bi from app_public.invoices i where i.client_company_id = r.client_company_id and i.document_id = base_id;

  insert into app_public.documents
  select (jsonb_populate_record(src, jsonb_build_object(
    'id', clone_id, 'import_date', now(), 'imported_by_user_id', r.created_by_user_id,
    'archived', false, 'approved', false, 'superseded', false, 'superseded_by_document_id', null,
    'base_document_id', null, 'review_group_id', null, 'workflow_step_id', null,
    'needs_manual_review', false, 'manual_review_reason', null,
    'exported_for_booking_at', null, 'list_duplicate', false,
    'clone_of_document_id', src.id, 'clone_reason', 'RECURRENCE',
    'recurrence_id', r.id, 'recurrence_index', occurrence,
    'created_at', now(), 'updated_at', now()))).*;
  -- The row is a clone, not an import: its history says so (below).
  delete from app_public.document_history_entries h
  where h.client_company_id = r.client_company_id and h.document_id = clone_id and h.type = 'IMPORTED';

  if bi.document_id is not null then
    shift := jsonb_build_object(
      'document_id', clone_id, 'internal_number', null,
      'invoice_date', app_hidden.recurrence_step(bi.invoice_date, r.interval, steps),
      'due_date', app_hidden.recurrence_step(bi.due_date, r.interval, steps),
      'discount_until', app_hidden.recurrence_step(bi.discount_until, r.interval, steps),
      'delivered_from', app_hidden.recurrence_step(bi.delivered_from, r.interval, steps),
      'delivered_until', app_hidden.recurrence_period_end(bi.delivered_until, r.interval, steps),
      'payment_status', 'NOT_PAID', 'payment_status_source', 'TRANSACTIONS', 'paid_date', null,
      'partially_paid', false, 'paid_amount', 0, 'credit_memo_for_invoice_id', null,
      'created_at', now(), 'updated_at', now());
    insert into app_public.invoices
    select (jsonb_populate_record(bi, shift)).*;
  end if;

  insert into app_public.invoice_items
    (client_company_id, document_id, sort_index, pos_no, delivery_no, order_no, title, quantity, unit,
     unit_net_price, vat_percent, discount_percent, total_price)
  select client_company_id, clone_id, sort_index, pos_no, delivery_no, order_no, title, quantity, unit,
         unit_net_price, vat_percent, discount_percent, total_price
  from app_public.invoice_items where client_company_id = r.client_company_id and document_id = base_id;
  insert into app_public.accounting_items
    (client_company_id, document_id, sort_index, title, booking_type, amount, amount_type,
     general_ledger_account_id, value_added_tax_id, value_added_tax_percentage)
  select client_company_id, clone_id, sort_index, title, booking_type, amount, amount_type,
         general_ledger_account_id, value_added_tax_id, value_added_tax_percentage
  from app_public.accounting_items where client_company_id = r.client_company_id and document_id = base_id;
  -- The same page images (the same blobs): no file is copied.
  insert into app_public.document_pages
    (client_company_id, document_id, page_no, width, height, image_sha256, image_media_type,
     thumb_sha256, thumb_media_type, thumb_width, thumb_height, text, text_source)
  select client_company_id, clone_id, page_no, width, height, image_sha256, image_media_type,
         thumb_sha256, thumb_media_type, thumb_width, thumb_height, text, text_source
  from app_public.document_pages where client_company_id = r.client_company_id and document_id = src.id;
  insert into app_public.document_tags (client_company_id, document_id, client_company_tag_id, created_by_user_id)
  select client_company_id, clone_id, client_company_tag_id, created_by_user_id
  from app_public.document_tags where client_company_id = r.client_company_id and document_id = base_id;
  insert into app_public.document_real_estate_object_instances (client_company_id, document_id, real_estate_object_id, amount, created_by_user_id)
  select client_company_id, clone_id, real_estate_object_id, amount, created_by_user_id
  from app_public.document_real_estate_object_instances where client_company_id = r.client_company_id and document_id = base_id;

  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, source_file_id, payload)
  values
    (r.client_company_id, clone_id, 'CREATED_BY_RECURRENCE', null, src.source_file_id,
     jsonb_build_object('sourceDocumentRowId', src.id, 'reason', 'RECURRENCE', 'recurrenceCount', occurrence,
                        'date', r.next_date, 'interval', r.interval)),
    (r.client_company_id, src.id, 'RECURRENCE_CLONE_CREATED', null, null,
     jsonb_build_object('cloneDocumentRowId', clone_id, 'recurrenceCount', occurrence,
                        'date', r.next_date, 'interval', r.interval));
  return clone_id;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.create_recurrence_clone(app_public.document_recurrences) is 'Creates the clone for the recurrence''s next occurrence (invoice fields copied, dates moved by the interval), with history on both documents.';

-- The recurrences with a clone due on or before `today`, oldest first.
create function app_private.due_document_recurrences(today date) returns setof uuid as $$
  select r.id from app_public.document_recurrences r
  where not r.ended and r.next_date <= today
  order by r.next_date, r.id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

-- Creates every clone of one recurrence due up to `today` and advances it (prevDate, nextDate,
-- count; ended when endsAt or maxRecurrences is reached). Returns the number of clones made.
-- Locks the recurrence, so two runs at once make each clone once; a second run finds nothing due.
create function app_private.create_due_recurrence_clones(recurrence_id uuid, today date) returns integer as $$
declare
  r app_public.document_recurrences;
  made integer := 0;
  following date;
begin
  select * into r from app_public.document_recurrences x where x.id = recurrence_id for update skip locked;
  if r.id is null then return 0; end if;
  -- The source may have been deleted or superseded meanwhile: then the recurrence ends.
  if not exists (select 1 from app_public.documents d where d.client_company_id = r.client_company_id
                 and d.id = r.document_id and not d.superseded) then
    update app_public.document_recurrences x set ended = true, next_date = null where x.id = r.id;
    return 0;
  end if;
  while not r.ended and r.next_date is not null and r.next_date <= today loop
    perform app_private.create_recurrence_clone(r);
    made := made + 1;
    following := app_hidden.recurrence_step(r.starts_on, r.interval, r.recurrence_count + 1 - r.anchor_count);
    update app_public.document_recurrences x
    set recurrence_count = r.recurrence_count + 1,
        prev_date = r.next_date,
        next_date = case
          when (r.max_recurrences is not null and r.recurrence_count + 1 >= r.max_recurrences)
            or (r.ends_at is not null and following > r.ends_at) then null
          else following end,
        ended = (r.max_recurrences is not null and r.recurrence_count + 1 >= r.max_recurrences)
            or (r.ends_at is not null and following > r.ends_at)
    where x.id = r.id
    returning * into r;
  end loop;
  return made;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.create_due_recurrence_clones(uuid, date) is 'Creates the clones of one recurrence due up to today and advances it; idempotent per day.';

--------------------------------------------------------------------------------
-- Computed fields

create function app_public.documents_clone_count(d app_public.documents) returns integer as $$
  select count(*)::integer from app_public.documents c
  where c.client_company_id = d.client_company_id and c.clone_of_document_id = d.id;
$$ language sql stable;
comment on function app_public.documents_clone_count(app_public.documents) is E'@notNull\nHow many clones of this document the user sees.';

--------------------------------------------------------------------------------
-- Clones of a recurrence share the source's invoice number by design: they are not duplicates.

create or replace function app_private.refresh_duplicate_flags(company_id uuid, partner_id uuid, number text) returns void as $$
  update app_public.documents d set list_duplicate = g.dup
  from (
    select i.document_id,
      not d2.superseded and d2.recurrence_index is null
        and count(*) filter (where not d2.superseded and d2.recurrence_index is null)
          over (partition by i.credit_memo) > 1 as dup
    from app_public.invoices i
    join app_public.documents d2 on d2.id = i.document_id
    where i.client_company_id = company_id
      and i.partner_company_id is not distinct from partner_id
      and i.invoice_number = number
  ) g
  where d.id = g.document_id and d.list_duplicate is distinct from g.dup;
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;

-- A recurrence's copies share the invoice number with their source and each other: no duplicates.
create or replace function app_public.documents_duplicate_invoices(d app_public.documents) returns setof app_public.documents as $$
  select o.* from app_public.invoices i
  join app_public.invoices oi on oi.client_company_id = i.client_company_id and oi.document_id <> i.document_id
    and oi.invoice_number = i.invoice_number and oi.partner_company_id is not distinct from i.partner_company_id
    and oi.credit_memo = i.credit_memo
  join app_public.documents o on o.id = oi.document_id and not o.superseded and o.recurrence_index is null
  where i.document_id = d.id and i.invoice_number is not null and d.recurrence_index is null
  order by o.import_date, o.id;
$$ language sql stable;

create or replace function app_public.invoices_has_duplicate_invoices(i app_public.invoices) returns boolean as $$
  select i.invoice_number is not null
    and not exists (select 1 from app_public.documents s where s.id = i.document_id and s.recurrence_index is not null)
    and exists (
    select 1 from app_public.invoices o
    join app_public.documents d on d.id = o.document_id
    where o.client_company_id = i.client_company_id
      and o.document_id <> i.document_id
      and o.invoice_number = i.invoice_number
      and o.partner_company_id is not distinct from i.partner_company_id
      and o.credit_memo = i.credit_memo
      and not d.superseded
      and d.recurrence_index is null
  );
$$ language sql stable;
