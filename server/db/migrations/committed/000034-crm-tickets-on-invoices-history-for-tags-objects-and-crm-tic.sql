--! Previous: sha1:dcebc4b073314810192b2e1b0e6dd95f9eb1d04a
--! Hash: sha1:69eb2c8d3bac127c9dbe89564f8997cc77e6fde4
--! Message: CRM tickets on invoices, history for tags, objects and CRM tickets, readable id fields in field history, cost centre and unit counts

-- Document details: history for tags, real-estate objects and CRM tickets; readable values for
-- id fields in FIELDS_CHANGED; CRM tickets on invoices; invoice and item counts of cost centres
-- and cost units.

drop function if exists app_public.add_invoice_crm_ticket(uuid, text, text, text, text);
drop function if exists app_public.update_invoice_crm_ticket(uuid, text, text, text, text, app_public.crm_ticket_status);
drop function if exists app_public.remove_invoice_crm_ticket(uuid);
drop function if exists app_public.invoices_crm_tickets(app_public.invoices);
drop table if exists app_public.invoice_crm_tickets;
drop function if exists app_private.tg_invoice_crm_tickets__validate();
drop function if exists app_private.tg_invoice_crm_tickets__history();
drop type if exists app_public.crm_ticket_status;
drop function if exists app_public.cost_centers_invoice_count(app_public.cost_centers);
drop function if exists app_public.cost_centers_item_count(app_public.cost_centers);
drop function if exists app_public.cost_units_invoice_count(app_public.cost_units);
drop function if exists app_public.cost_units_item_count(app_public.cost_units);
drop function if exists app_hidden.history_value_label(uuid, text, text);
drop function if exists app_hidden.write_document_history(uuid, app_public.document_history_type, jsonb);

--------------------------------------------------------------------------------
-- New history entry types

alter type app_public.document_history_type add value if not exists 'TAGS_CHANGED';
alter type app_public.document_history_type add value if not exists 'REAL_ESTATE_OBJECTS_CHANGED';
alter type app_public.document_history_type add value if not exists 'CRM_TICKET_ADDED';
alter type app_public.document_history_type add value if not exists 'CRM_TICKET_CHANGED';
alter type app_public.document_history_type add value if not exists 'CRM_TICKET_REMOVED';
comment on column app_public.document_history_entries.payload is E'Details per type: FIELDS_CHANGED {entity, fields: [{field, before, after, beforeLabel?, afterLabel?}]} (labels name what an id field points at: partner, location, partner account, credit-memo invoice, contact person), FIELDS_CONFIRMED {fields}, INVOICE_ITEMS_CHANGED {before, after} (counts), ACCOUNTING_ITEMS_CHANGED {before, after} (counts), CATEGORY_CHANGED {previousCategory, nextCategory}, WORKFLOW_STEP_CHANGED {previousStep, nextStep}, APPROVAL_* {approverRowId, approverName, message}, SUPERSEDED {newerDocumentRowId}, NEW_VERSION {olderDocumentRowId}, SHARED/UNSHARED {shareUserRowId, shareUserName, isExternalPublicLink}, PAYMENT_REMINDER_SENT {receiver, subject, message, ccMe, attachDocument}, AUTOMATION {pending, errored, niceErrorMsg, success, noOtherActions}, TAGS_CHANGED {added: [tag], removed: [tag]}, REAL_ESTATE_OBJECTS_CHANGED {before: [{title, amount}], after: [{title, amount}]}, CRM_TICKET_ADDED/CHANGED/REMOVED {system, ticketNumber, subject, status, previousStatus?}.';

--------------------------------------------------------------------------------
-- FIELDS_CHANGED: id fields also carry what they point at, so the history reads "Partner:
-- Brandt → Sanitär Schulz" instead of two uuids. The label is taken when the change is made;
-- a later rename does not rewrite history.

create function app_hidden.history_value_label(company_id uuid, field text, value text) returns text as $$
  select case field
    when 'partner_company_id' then
      (select p.name from app_public.partner_companies p where p.client_company_id = company_id and p.id = value::uuid)
    when 'partner_company_location_id' then
      (select concat_ws(', ', nullif(l.title, ''), nullif(l.street, ''), nullif(concat_ws(' ', nullif(l.zip, ''), nullif(l.city, '')), ''))
         from app_public.partner_company_locations l where l.client_company_id = company_id and l.id = value::uuid)
    when 'partner_account_id' then
      (select a.number || ' ' || a.description from app_public.partner_accounts a where a.client_company_id = company_id and a.id = value::uuid)
    when 'credit_memo_for_invoice_id' then
      (select coalesce(i.invoice_number, i.internal_number) from app_public.invoices i where i.client_company_id = company_id and i.document_id = value::uuid)
    when 'contact_user_id' then
      (select concat_ws(' ', u.first_name, u.last_name) from app_public.users u where u.id = value::uuid)
  end;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.history_value_label(uuid, text, text) is 'What an id field of a document points at, in words, for the history (null for other fields and unknown ids).';

create or replace function app_private.tg__history_fields() returns trigger as $$
declare
  changes jsonb;
begin
  select jsonb_agg(
           jsonb_strip_nulls(jsonb_build_object(
             'field', lower(substr(n.key, 1, 1)) || substr(replace(initcap(replace(n.key, '_', ' ')), ' ', ''), 2),
             'beforeLabel', case when o.value <> 'null'::jsonb then app_hidden.history_value_label(new.client_company_id, n.key, o.value #>> '{}') end,
             'afterLabel', case when n.value <> 'null'::jsonb then app_hidden.history_value_label(new.client_company_id, n.key, n.value #>> '{}') end))
           || jsonb_build_object('before', o.value, 'after', n.value)
           order by n.key)
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

--------------------------------------------------------------------------------
-- History entries are not writable by app_user (no policy, no grant): functions that run as
-- the caller write theirs through this, which only accepts documents the caller may change.

create function app_hidden.write_document_history(document_id uuid, type app_public.document_history_type, payload jsonb)
returns void as $$
declare
  d app_public.documents;
begin
  select * into d from app_public.documents x where x.id = write_document_history.document_id;
  if d.id is null or not app_hidden.can_change_document(d.client_company_id, d.id) then
    raise exception 'DOCUMENT_CHANGE_FORBIDDEN' using errcode = '42501';
  end if;
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (d.client_company_id, d.id, write_document_history.type, app_hidden.current_user_id(), write_document_history.payload);
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.write_document_history(uuid, app_public.document_history_type, jsonb) is 'Writes a history entry by the request''s user on a document they may change (for security-invoker functions).';

--------------------------------------------------------------------------------
-- Tags and real-estate objects: one history entry per change, written by the functions that
-- make the change (one call, one entry; a call that changes nothing writes none).

create or replace function app_public.set_document_tags(document_row_id uuid, tag_row_ids uuid[]) returns app_public.documents as $$
declare
  d app_public.documents;
  refusal text;
  ids uuid[];
  added text[];
  removed text[];
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(d.client_company_id, d.id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  ids := array(select distinct x from unnest(tag_row_ids) x where x is not null);
  if cardinality(ids) > 50 then
    raise exception 'TOO_MANY_TAGS' using errcode = '22023', column = 'tagRowIds';
  end if;
  if exists (select 1 from unnest(ids) x
             where not exists (select 1 from app_public.client_company_tags t where t.client_company_id = d.client_company_id and t.id = x)) then
    raise exception 'TAG_NOT_FOUND' using errcode = '22023', column = 'tagRowIds';
  end if;
  select coalesce(array_agg(t.tag order by t.created_at, t.id), '{}') into removed
  from app_public.document_tags dt
  join app_public.client_company_tags t on t.client_company_id = dt.client_company_id and t.id = dt.client_company_tag_id
  where dt.client_company_id = d.client_company_id and dt.document_id = d.id and not (dt.client_company_tag_id = any (ids));
  select coalesce(array_agg(t.tag order by t.created_at, t.id), '{}') into added
  from app_public.client_company_tags t
  where t.client_company_id = d.client_company_id and t.id = any (ids)
    and not exists (select 1 from app_public.document_tags dt
                    where dt.client_company_id = d.client_company_id and dt.document_id = d.id and dt.client_company_tag_id = t.id);
  delete from app_public.document_tags dt
  where dt.client_company_id = d.client_company_id and dt.document_id = d.id and not (dt.client_company_tag_id = any (ids));
  insert into app_public.document_tags (client_company_id, document_id, client_company_tag_id)
  select d.client_company_id, d.id, x from unnest(ids) x
  where not exists (select 1 from app_public.document_tags dt
                    where dt.client_company_id = d.client_company_id and dt.document_id = d.id and dt.client_company_tag_id = x);
  if cardinality(added) > 0 or cardinality(removed) > 0 then
    perform app_hidden.write_document_history(d.id, 'TAGS_CHANGED', jsonb_build_object('added', to_jsonb(added), 'removed', to_jsonb(removed)));
  end if;
  return d;
end;
$$ language plpgsql volatile;
comment on function app_public.set_document_tags(uuid, uuid[]) is E'Sets the document''s tags to exactly these (an empty list removes all) and returns the document; a change writes a TAGS_CHANGED history entry. Refusals: DOCUMENT_NOT_FOUND, DOCUMENT_CHANGE_FORBIDDEN, DOCUMENT_SUPERSEDED, DOCUMENT_IN_PREVENT_EDIT_WORKFLOW_STEP, TOO_MANY_TAGS (more than 50), TAG_NOT_FOUND (not a tag of the document''s company).';

create or replace function app_public.set_document_real_estate_object_instances(document_row_id uuid, instances app_public.real_estate_object_instance_input[])
returns app_public.documents as $$
declare
  d app_public.documents;
  refusal text;
  before_ids uuid[];
  before_list jsonb;
  after_list jsonb;
  item app_public.real_estate_object_instance_input;
  n integer := 0;
  o app_public.real_estate_objects;
  total numeric;
  share_sum numeric := 0;
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(d.client_company_id, d.id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  if coalesce(cardinality(instances), 0) > 0 and not app_hidden.has_real_estate_feature(d.client_company_id) then
    raise exception 'REAL_ESTATE_FEATURE_OFF' using errcode = 'P0001';
  end if;
  if coalesce(cardinality(instances), 0) > 100 then
    raise exception 'TOO_MANY_REAL_ESTATE_OBJECTS' using errcode = '22023', column = 'instances';
  end if;
  select coalesce(array_agg(x.real_estate_object_id), '{}'),
         coalesce(jsonb_agg(jsonb_build_object('title', r.title, 'amount', x.amount) order by r.title, r.id), '[]')
    into before_ids, before_list
  from app_public.document_real_estate_object_instances x
  join app_public.real_estate_objects r on r.client_company_id = x.client_company_id and r.id = x.real_estate_object_id
  where x.client_company_id = d.client_company_id and x.document_id = d.id;
  delete from app_public.document_real_estate_object_instances x where x.client_company_id = d.client_company_id and x.document_id = d.id;
  select i.total into total from app_public.invoices i where i.document_id = d.id;

  foreach item in array coalesce(instances, '{}') loop
    n := n + 1;
    if item is null or item.real_estate_object_id is null then
      raise exception 'REAL_ESTATE_OBJECT_REQUIRED' using errcode = '22023', column = 'realEstateObjectRowId', detail = n::text;
    end if;
    select * into o from app_public.real_estate_objects r where r.client_company_id = d.client_company_id and r.id = item.real_estate_object_id;
    if o.id is null then
      raise exception 'REAL_ESTATE_OBJECT_NOT_FOUND' using errcode = '22023', column = 'realEstateObjectRowId', detail = n::text;
    end if;
    -- A disabled object stays on the documents that already had it; it is not chosen anew.
    if o.disabled_at is not null and not o.id = any (before_ids) then
      raise exception 'REAL_ESTATE_OBJECT_DISABLED' using errcode = '22023', column = 'realEstateObjectRowId', detail = n::text;
    end if;
    if item.amount is not null and item.amount <= 0 then
      raise exception 'REAL_ESTATE_OBJECT_AMOUNT_NOT_POSITIVE' using errcode = '22023', column = 'amount', detail = n::text;
    end if;
    if exists (select 1 from app_public.document_real_estate_object_instances x
               where x.client_company_id = d.client_company_id and x.document_id = d.id and x.real_estate_object_id = o.id) then
      raise exception 'REAL_ESTATE_OBJECT_DUPLICATE' using errcode = '22023', column = 'realEstateObjectRowId', detail = n::text;
    end if;
    share_sum := share_sum + coalesce(item.amount, 0);
    if total is not null and share_sum > total then
      raise exception 'REAL_ESTATE_OBJECT_AMOUNTS_EXCEED_TOTAL' using errcode = '22023', column = 'amount', detail = n::text;
    end if;
    insert into app_public.document_real_estate_object_instances (client_company_id, document_id, real_estate_object_id, amount)
    values (d.client_company_id, d.id, o.id, item.amount);
  end loop;
  select coalesce(jsonb_agg(jsonb_build_object('title', r.title, 'amount', x.amount) order by r.title, r.id), '[]')
    into after_list
  from app_public.document_real_estate_object_instances x
  join app_public.real_estate_objects r on r.client_company_id = x.client_company_id and r.id = x.real_estate_object_id
  where x.client_company_id = d.client_company_id and x.document_id = d.id;
  if before_list is distinct from after_list then
    perform app_hidden.write_document_history(d.id, 'REAL_ESTATE_OBJECTS_CHANGED', jsonb_build_object('before', before_list, 'after', after_list));
  end if;
  select * into d from app_public.documents where id = d.id;
  return d;
end;
$$ language plpgsql volatile;
comment on function app_public.set_document_real_estate_object_instances(uuid, app_public.real_estate_object_instance_input[]) is E'Books the document to exactly these real-estate objects (an empty list removes them) and returns the document; a change writes a REAL_ESTATE_OBJECTS_CHANGED history entry. Refusals: DOCUMENT_NOT_FOUND and the document-change refusals, REAL_ESTATE_FEATURE_OFF, TOO_MANY_REAL_ESTATE_OBJECTS; per object (extensions.field and position): REAL_ESTATE_OBJECT_REQUIRED, REAL_ESTATE_OBJECT_NOT_FOUND (not an object of the document''s company), REAL_ESTATE_OBJECT_DISABLED, REAL_ESTATE_OBJECT_AMOUNT_NOT_POSITIVE, REAL_ESTATE_OBJECT_DUPLICATE, REAL_ESTATE_OBJECT_AMOUNTS_EXCEED_TOTAL.';

--------------------------------------------------------------------------------
-- CRM tickets: the tickets of the company's CRM or helpdesk (HubSpot, Zendesk, Salesforce …)
-- that concern an invoice, e.g. a client's query about an outgoing invoice or a complaint to a
-- supplier. The ticket lives in the other system; the invoice keeps its reference (system,
-- number, subject, link) and whether it is still open, so the accountant sees at a glance that
-- an invoice is disputed before paying or booking it.

create type app_public.crm_ticket_status as enum ('OPEN', 'CLOSED');
comment on type app_public.crm_ticket_status is 'OPEN: the matter is still being clarified; CLOSED: settled.';

create table app_public.invoice_crm_tickets (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null,
  document_id uuid not null,
  system text not null,
  ticket_number text not null,
  subject text,
  url text,
  status app_public.crm_ticket_status not null default 'OPEN',
  created_by_user_id uuid references app_public.users (id) on delete set null default app_hidden.current_user_id(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint invoice_crm_tickets_invoice_fkey foreign key (client_company_id, document_id)
    references app_public.documents (client_company_id, id) on delete cascade
);
create unique index invoice_crm_tickets_document_ticket_key
  on app_public.invoice_crm_tickets (client_company_id, document_id, lower(system), lower(ticket_number));
create index invoice_crm_tickets_created_by_idx on app_public.invoice_crm_tickets (created_by_user_id);
create trigger _100_timestamps before insert or update on app_public.invoice_crm_tickets
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.invoice_crm_tickets is E'@behavior -insert -update -delete\nA ticket of the company''s CRM or helpdesk that concerns an invoice (oldest first). Written through addInvoiceCrmTicket, updateInvoiceCrmTicket and removeInvoiceCrmTicket by whoever may change the invoice.';
comment on column app_public.invoice_crm_tickets.system is 'The CRM or helpdesk the ticket lives in, e.g. "HubSpot".';
comment on column app_public.invoice_crm_tickets.ticket_number is 'The ticket''s number or key in that system, e.g. "#48213" or "SUP-112".';
comment on column app_public.invoice_crm_tickets.subject is 'What the ticket is about.';
comment on column app_public.invoice_crm_tickets.url is 'A link that opens the ticket in its system (http or https).';
comment on constraint invoice_crm_tickets_invoice_fkey on app_public.invoice_crm_tickets is E'@fieldName document\n@foreignFieldName crmTickets';
comment on constraint invoice_crm_tickets_created_by_user_id_fkey on app_public.invoice_crm_tickets is E'@fieldName createdBy\n@foreignFieldName createdInvoiceCrmTickets';

-- Field checks with codes the UI translates (column = the input field).
create function app_private.tg_invoice_crm_tickets__validate() returns trigger as $$
begin
  new.system := btrim(coalesce(new.system, ''));
  new.ticket_number := btrim(coalesce(new.ticket_number, ''));
  new.subject := nullif(btrim(coalesce(new.subject, '')), '');
  new.url := nullif(btrim(coalesce(new.url, '')), '');
  if new.system = '' then
    raise exception 'CRM_TICKET_SYSTEM_REQUIRED' using errcode = '22023', column = 'system';
  end if;
  if length(new.system) > 100 then
    raise exception 'CRM_TICKET_SYSTEM_TOO_LONG' using errcode = '22023', column = 'system';
  end if;
  if new.ticket_number = '' then
    raise exception 'CRM_TICKET_NUMBER_REQUIRED' using errcode = '22023', column = 'ticketNumber';
  end if;
  if length(new.ticket_number) > 100 then
    raise exception 'CRM_TICKET_NUMBER_TOO_LONG' using errcode = '22023', column = 'ticketNumber';
  end if;
  if length(new.subject) > 500 then
    raise exception 'CRM_TICKET_SUBJECT_TOO_LONG' using errcode = '22023', column = 'subject';
  end if;
  if new.url is not null and (length(new.url) > 2000 or new.url !~* '^https?://[^[:space:]/?#]+[^[:space:]]*$') then
    raise exception 'CRM_TICKET_URL_INVALID' using errcode = '22023', column = 'url';
  end if;
  if tg_op = 'INSERT' and not exists (select 1 from app_public.invoices i where i.client_company_id = new.client_company_id and i.document_id = new.document_id) then
    raise exception 'CRM_TICKET_NOT_AN_INVOICE' using errcode = '22023';
  end if;
  if exists (select 1 from app_public.invoice_crm_tickets t
             where t.client_company_id = new.client_company_id and t.document_id = new.document_id and t.id <> new.id
               and lower(t.system) = lower(new.system) and lower(t.ticket_number) = lower(new.ticket_number)) then
    raise exception 'CRM_TICKET_DUPLICATE' using errcode = '22023', column = 'ticketNumber';
  end if;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _200_validate before insert or update on app_public.invoice_crm_tickets
  for each row execute procedure app_private.tg_invoice_crm_tickets__validate();

create function app_private.tg_invoice_crm_tickets__history() returns trigger as $$
declare
  r app_public.invoice_crm_tickets := case when tg_op = 'DELETE' then old else new end;
  payload jsonb := jsonb_build_object('system', r.system, 'ticketNumber', r.ticket_number, 'subject', r.subject, 'status', r.status);
begin
  if tg_op = 'UPDATE' then
    if (old.system, old.ticket_number, old.subject, old.url, old.status) is not distinct from (new.system, new.ticket_number, new.subject, new.url, new.status) then
      return null;
    end if;
    if old.status is distinct from new.status then
      payload := payload || jsonb_build_object('previousStatus', old.status);
    end if;
  end if;
  -- A ticket removed with its document leaves no entry behind (the document is gone).
  if tg_op = 'DELETE' and not exists (select 1 from app_public.documents d where d.client_company_id = r.client_company_id and d.id = r.document_id) then
    return null;
  end if;
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (r.client_company_id, r.document_id,
          case tg_op when 'INSERT' then 'CRM_TICKET_ADDED' when 'UPDATE' then 'CRM_TICKET_CHANGED' else 'CRM_TICKET_REMOVED' end::app_public.document_history_type,
          app_hidden.current_user_id(), payload);
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
create trigger _400_history after insert or update or delete on app_public.invoice_crm_tickets
  for each row execute procedure app_private.tg_invoice_crm_tickets__history();

create function app_public.invoices_crm_tickets(i app_public.invoices) returns setof app_public.invoice_crm_tickets as $$
  select t.* from app_public.invoice_crm_tickets t
  where t.client_company_id = i.client_company_id and t.document_id = i.document_id
  order by t.created_at, t.id;
$$ language sql stable;
comment on function app_public.invoices_crm_tickets(app_public.invoices) is E'@behavior -connection +list\n@listSuffix omit\n@notNull\nThe CRM tickets concerning the invoice, oldest first.';

create function app_public.add_invoice_crm_ticket(document_row_id uuid, system text, ticket_number text, subject text default null, url text default null)
returns app_public.invoice_crm_tickets as $$
declare
  i app_public.invoices;
  refusal text;
  t app_public.invoice_crm_tickets;
begin
  select * into i from app_public.invoices where document_id = document_row_id;
  if i.document_id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(i.client_company_id, i.document_id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  if (select count(*) from app_public.invoice_crm_tickets x where x.client_company_id = i.client_company_id and x.document_id = i.document_id) >= 50 then
    raise exception 'TOO_MANY_CRM_TICKETS' using errcode = '22023';
  end if;
  insert into app_public.invoice_crm_tickets (client_company_id, document_id, system, ticket_number, subject, url)
  values (i.client_company_id, i.document_id, system, ticket_number, subject, url)
  returning * into t;
  return t;
end;
$$ language plpgsql volatile;
comment on function app_public.add_invoice_crm_ticket(uuid, text, text, text, text) is E'Links a CRM ticket to the invoice (status OPEN) and returns it; writes CRM_TICKET_ADDED. Refusals: DOCUMENT_NOT_FOUND (also for a document that is no invoice), the document-change refusals, TOO_MANY_CRM_TICKETS (50), CRM_TICKET_SYSTEM_REQUIRED/_TOO_LONG, CRM_TICKET_NUMBER_REQUIRED/_TOO_LONG, CRM_TICKET_SUBJECT_TOO_LONG, CRM_TICKET_URL_INVALID, CRM_TICKET_DUPLICATE (the same system and number already linked).';

create function app_public.update_invoice_crm_ticket(row_id uuid, system text, ticket_number text, subject text default null, url text default null, status app_public.crm_ticket_status default null)
returns app_public.invoice_crm_tickets as $$
declare
  t app_public.invoice_crm_tickets;
  refusal text;
begin
  select * into t from app_public.invoice_crm_tickets x where x.id = row_id;
  if t.id is null then
    raise exception 'CRM_TICKET_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(t.client_company_id, t.document_id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  update app_public.invoice_crm_tickets x
    set system = update_invoice_crm_ticket.system,
        ticket_number = update_invoice_crm_ticket.ticket_number,
        subject = update_invoice_crm_ticket.subject,
        url = update_invoice_crm_ticket.url,
        status = coalesce(update_invoice_crm_ticket.status, x.status)
    where x.id = t.id
    returning * into t;
  return t;
end;
$$ language plpgsql volatile;
comment on function app_public.update_invoice_crm_ticket(uuid, text, text, text, text, app_public.crm_ticket_status) is E'Changes a CRM ticket of an invoice (all fields as given; status null keeps it) and returns it; a change writes CRM_TICKET_CHANGED. Refusals: CRM_TICKET_NOT_FOUND, the document-change refusals and the field refusals of addInvoiceCrmTicket.';

create function app_public.remove_invoice_crm_ticket(row_id uuid) returns app_public.invoice_crm_tickets as $$
declare
  t app_public.invoice_crm_tickets;
  refusal text;
begin
  select * into t from app_public.invoice_crm_tickets x where x.id = row_id;
  if t.id is null then
    raise exception 'CRM_TICKET_NOT_FOUND' using errcode = 'P0002';
  end if;
  refusal := app_hidden.document_change_refusal(t.client_company_id, t.document_id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '42501';
  end if;
  delete from app_public.invoice_crm_tickets x where x.id = t.id;
  return t;
end;
$$ language plpgsql volatile;
comment on function app_public.remove_invoice_crm_ticket(uuid) is E'Unlinks a CRM ticket from its invoice and returns what it was; writes CRM_TICKET_REMOVED. Refusals: CRM_TICKET_NOT_FOUND and the document-change refusals.';

-- Members read the tickets of their company's invoices; shared documents' external users do not
-- (the tickets are the company's internal correspondence).
alter table app_public.invoice_crm_tickets enable row level security;
create policy select_member on app_public.invoice_crm_tickets for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids()) or (select app_hidden.current_user_is_super_admin())
);
create policy insert_changeable on app_public.invoice_crm_tickets for insert
  with check (app_hidden.can_change_document(client_company_id, document_id));
create policy update_changeable on app_public.invoice_crm_tickets for update
  using (app_hidden.can_change_document(client_company_id, document_id)) with check (app_hidden.can_change_document(client_company_id, document_id));
create policy delete_changeable on app_public.invoice_crm_tickets for delete
  using (app_hidden.can_change_document(client_company_id, document_id));
grant select on app_public.invoice_crm_tickets to app_user;
grant insert (client_company_id, document_id, system, ticket_number, subject, url) on app_public.invoice_crm_tickets to app_user;
grant update (system, ticket_number, subject, url, status) on app_public.invoice_crm_tickets to app_user;
grant delete on app_public.invoice_crm_tickets to app_user;

--------------------------------------------------------------------------------
-- Cost centres and cost units: how many invoices and accounting items use them (spec part 2:
-- CostCenter "counts of invoices and items", CostUnit the same).

create function app_public.cost_centers_invoice_count(c app_public.cost_centers) returns integer as $$
  select count(distinct ai.document_id)::int
  from app_public.accounting_item_cost_centers x
  join app_public.accounting_items ai on ai.client_company_id = x.client_company_id and ai.id = x.accounting_item_id
  where x.client_company_id = c.client_company_id and x.cost_center_id = c.id;
$$ language sql stable;
comment on function app_public.cost_centers_invoice_count(app_public.cost_centers) is E'@notNull\nHow many invoices book to the cost centre.';
create function app_public.cost_centers_item_count(c app_public.cost_centers) returns integer as $$
  select count(*)::int from app_public.accounting_item_cost_centers x
  where x.client_company_id = c.client_company_id and x.cost_center_id = c.id;
$$ language sql stable;
comment on function app_public.cost_centers_item_count(app_public.cost_centers) is E'@notNull\nHow many accounting items book to the cost centre.';
create function app_public.cost_units_invoice_count(c app_public.cost_units) returns integer as $$
  select count(distinct ai.document_id)::int
  from app_public.accounting_item_cost_units x
  join app_public.accounting_items ai on ai.client_company_id = x.client_company_id and ai.id = x.accounting_item_id
  where x.client_company_id = c.client_company_id and x.cost_unit_id = c.id;
$$ language sql stable;
comment on function app_public.cost_units_invoice_count(app_public.cost_units) is E'@notNull\nHow many invoices book to the cost unit.';
create function app_public.cost_units_item_count(c app_public.cost_units) returns integer as $$
  select count(*)::int from app_public.accounting_item_cost_units x
  where x.client_company_id = c.client_company_id and x.cost_unit_id = c.id;
$$ language sql stable;
comment on function app_public.cost_units_item_count(app_public.cost_units) is E'@notNull\nHow many accounting items book to the cost unit.';
