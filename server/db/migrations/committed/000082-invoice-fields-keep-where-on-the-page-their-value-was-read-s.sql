--! Previous: sha1:83a162c3e5570056cba0340f0a9813e75178d841
--! Hash: sha1:cfe07130499e927bc16792c66b5c1cb7cba7109c
--! Message: Invoice fields keep where on the page their value was read, so the viewer can show it

--------------------------------------------------------------------------------
-- Where on the page a filled-in value was read: the document viewer highlights it while a
-- person looks at the field. Kept only while the value is the one read (extracted, or an
-- accepted suggestion); a person's edit clears it.

drop trigger if exists _200_evidence_of_read_values on app_public.document_field_states;
drop function if exists app_private.tg_document_field_states__evidence_of_read_values();

alter table app_public.document_field_states add column if not exists evidence jsonb;
alter table app_public.document_field_states drop constraint if exists document_field_states_evidence_check;
alter table app_public.document_field_states add constraint document_field_states_evidence_check
  check (evidence is null or jsonb_typeof(evidence) = 'object');
comment on column app_public.document_field_states.evidence is 'Where the value was read on the page: {page, x, y, width, height, label, pageWidth, pageHeight} in the page''s points, y downwards; only while the value is the one read (extracted or an accepted suggestion).';
comment on column app_public.document_field_suggestions.evidence is 'Where it was read: {page, x, y, width, height, label, pageWidth, pageHeight} in the page''s points, y downwards.';

create function app_private.tg_document_field_states__evidence_of_read_values() returns trigger as $$
begin
  if new.source not in ('EXTRACTED', 'SUGGESTION') then
    new.evidence := null;
  end if;
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _200_evidence_of_read_values before insert or update on app_public.document_field_states
  for each row execute procedure app_private.tg_document_field_states__evidence_of_read_values();

-- An accepted suggestion keeps where it was read (the rest as in 000074).
create or replace function app_private.tg_invoices__field_suggestions() returns trigger as $$
declare
  s record;
  written text;
begin
  for s in
    select fs.id, fs.field, fs.value, fs.confidence, fs.evidence, n.value as new_value
      from app_public.document_field_suggestions fs
      join jsonb_each(to_jsonb(new)) n
        on lower(substr(n.key, 1, 1)) || substr(replace(initcap(replace(n.key, '_', ' ')), ' ', ''), 2) = fs.field
     where fs.document_id = new.document_id
       and n.value is distinct from (to_jsonb(old) -> n.key)
       and jsonb_typeof(n.value) <> 'null'
  loop
    written := s.new_value #>> '{}';
    if written = s.value
       or (jsonb_typeof(s.new_value) = 'number' and s.value ~ '^-?[0-9]+(\.[0-9]+)?$' and written::numeric = s.value::numeric)
    then
      update app_public.document_field_states
         set source = 'SUGGESTION', confidence = s.confidence, evidence = s.evidence
       where document_id = new.document_id and field = s.field;
    end if;
    delete from app_public.document_field_suggestions where id = s.id;
  end loop;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
