--! Previous: sha1:08751d6460bca4f825d7bbfda174853ed4c87559
--! Hash: sha1:8aa592721b840898c7ec69af40a546c99f37c9a3
--! Message: Only notifications that have an e-mail queue the mail job

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
