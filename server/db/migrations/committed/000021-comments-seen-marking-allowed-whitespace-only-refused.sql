--! Previous: sha1:a0dea81f1a8f654a1d9bf08fc75d85e4f48a6b00
--! Hash: sha1:01b0ec6fd8fa2e7e06ab7e2960facb8fd0855000
--! Message: comments: seen marking allowed, whitespace-only refused

-- Comments, corrections: marking a document's comments seen (and notifications read) was
-- refused for everybody, because users could not update their own notifications; a comment of
-- nothing but line breaks or tabs was accepted.

drop policy if exists update_own on app_public.notifications;
create policy update_own on app_public.notifications for update
  using (user_id = app_hidden.current_user_id())
  with check (user_id = app_hidden.current_user_id());
grant update (read_at) on app_public.notifications to app_user;

create or replace function app_public.create_comment(document_row_id uuid, message_parts jsonb, reply_to_row_id uuid default null)
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
  -- Every kind of white space counts as empty (btrim took only spaces: a comment of line
  -- breaks was stored).
  txt := regexp_replace(app_hidden.message_text_of_parts(d.client_company_id, parts), '^\s+|\s+$', '', 'g');
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
