--! Previous: sha1:3fb13800e6b2f4c9f91cfae904cd874307a56a27
--! Hash: sha1:4b4cd00df65c2f273089fdd7e4813615b9130903
--! Message: Merging partner companies keeps the more recently learned invoice layout of each document type instead of refusing the merge

-- Merging partner companies keeps one learned layout per document type: the partner-merge moves
-- every reference to a duplicate onto the survivor, and two learned layouts of the same type
-- (the survivor's and a duplicate's, or two duplicates') would break the one-layout-per-type
-- key and refuse the whole merge. The more recently learned layout stays; the other goes with
-- its duplicate.
drop trigger if exists _100_one_per_type on app_public.partner_layout_templates;
drop function if exists app_private.tg_partner_layout_templates__one_per_type();

create function app_private.tg_partner_layout_templates__one_per_type() returns trigger as $$
declare
  other app_public.partner_layout_templates;
begin
  select * into other from app_public.partner_layout_templates t
  where t.client_company_id = new.client_company_id
    and t.partner_company_id = new.partner_company_id
    and t.document_type = new.document_type
    and t.id <> new.id;
  if not found then
    return new;
  end if;
  if other.learned_at >= new.learned_at then
    -- The partner already has a layout at least as recent: this one stays behind and is
    -- deleted with its partner.
    return null;
  end if;
  delete from app_public.partner_layout_templates t where t.id = other.id;
  return new;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
revoke all on function app_private.tg_partner_layout_templates__one_per_type() from public;
comment on function app_private.tg_partner_layout_templates__one_per_type() is
  'A learned layout moved to another partner (a partner merge) keeps the one-per-type rule: the more recently learned of the two stays.';

create trigger _100_one_per_type before update of partner_company_id on app_public.partner_layout_templates
  for each row when (new.partner_company_id is distinct from old.partner_company_id)
  execute function app_private.tg_partner_layout_templates__one_per_type();
