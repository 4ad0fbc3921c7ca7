--! Previous: sha1:9209153ff55d451daa98d1dbb583c1bf1b556b26
--! Hash: sha1:6bd7dcded993b7a4969fac9e3f1cc0233e764a08
--! Message: A workflow step that rules name is not deleted from under them: removing it or deleting its workflow is refused with the number of rules

-- A workflow step that rules name (a condition "in step X" or a reaction "move to step X") is
-- not deleted from under them: removing it from its workflow, or deleting the workflow, is
-- refused with the number of rules, instead of failing on the rules' foreign keys with a
-- message about a step that "does not exist". Deleting the whole company is the exception.

drop trigger if exists _210_keep_rules on app_public.document_workflow_steps;
drop function if exists app_private.tg_document_workflow_steps__keep_rules();

create function app_private.tg_document_workflow_steps__keep_rules() returns trigger as $$
declare
  used integer;
begin
  select (select count(distinct c.rule_action_id) from app_public.rule_conditions c
          where c.client_company_id = old.client_company_id and c.document_workflow_step_id = old.id)
       + (select count(*) from app_public.rule_reactions r
          where r.client_company_id = old.client_company_id and r.change_workflow_step_id = old.id)
    into used;
  if used > 0 and exists (select 1 from app_public.client_companies c where c.id = old.client_company_id) then
    raise exception 'WORKFLOW_STEP_USED_BY_RULES' using errcode = 'P0001', hint = used::text,
      detail = old.name;
  end if;
  return old;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.tg_document_workflow_steps__keep_rules() is
  'Refuses deleting a workflow step that rule actions (conditions) or rule reactions name (WORKFLOW_STEP_USED_BY_RULES, hint: how many).';
create trigger _210_keep_rules before delete on app_public.document_workflow_steps
  for each row execute procedure app_private.tg_document_workflow_steps__keep_rules();
