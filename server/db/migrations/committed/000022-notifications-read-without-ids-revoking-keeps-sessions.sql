--! Previous: sha1:01b0ec6fd8fa2e7e06ab7e2960facb8fd0855000
--! Hash: sha1:c9af96a392401679d7e11d0e65fee312da53acc2
--! Message: notifications read without ids; revoking keeps sessions

-- Corrections from building the page's UI:
-- * markNotificationsRead: without ids it marks all read, but the argument was required.
-- * Revoking a share signed the public link's (or the external person's last) sessions out, so
--   they met a sign-in page instead of "your access was withdrawn". RLS already ends access at
--   once; the sessions stay (they see nothing) until they expire.

drop function if exists app_public.mark_notifications_read(uuid[]);
create function app_public.mark_notifications_read(notification_row_ids uuid[] default null) returns integer as $$
  with updated as (
    update app_public.notifications n set read_at = now()
    where n.user_id = app_hidden.current_user_id() and n.read_at is null
      and (notification_row_ids is null or n.id = any (notification_row_ids))
    returning 1)
  select count(*)::int from updated;
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.mark_notifications_read(uuid[]) is 'Marks the signed-in user''s notifications as read (all when no ids are given); returns how many.';

create or replace function app_public.revoke_document_share(share_row_id uuid) returns uuid as $$
declare
  s app_public.document_shares;
  u app_public.users;
begin
  select * into s from app_public.document_shares where id = share_row_id;
  if s.id is null or not app_hidden.current_user_can_see_company(s.client_company_id) then
    raise exception 'SHARE_NOT_FOUND' using errcode = 'P0002';
  end if;
  if not (app_hidden.current_user_access(s.client_company_id)).documents_manage then
    raise exception 'DOCUMENT_SHARE_FORBIDDEN' using errcode = '42501';
  end if;
  select * into u from app_public.users where id = s.user_id;
  delete from app_public.document_shares where id = s.id;
  -- Sessions are kept: RLS closes the document at once, and whoever had it open is told that
  -- their access was withdrawn instead of being sent to a sign-in they cannot use.
  insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
  values (s.client_company_id, s.document_id, 'UNSHARED', app_hidden.current_user_id(), jsonb_build_object(
    'shareUserRowId', u.id, 'shareUserName', case when u.is_external_public_link then null else concat_ws(' ', u.first_name, u.last_name) end,
    'shareUserEmail', case when u.is_external_public_link then null else u.email::text end, 'isExternalPublicLink', u.is_external_public_link));
  return s.id;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
