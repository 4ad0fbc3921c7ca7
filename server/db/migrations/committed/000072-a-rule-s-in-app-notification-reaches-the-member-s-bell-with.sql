--! Previous: sha1:6bd7dcded993b7a4969fac9e3f1cc0233e764a08
--! Hash: sha1:08751d6460bca4f825d7bbfda174853ed4c87559
--! Message: A rule's in-app notification reaches the member's bell with the rule's name and note, instead of an e-mail

-- A rule's notification reaction with destination IN_APP tells the member in the app (the bell),
-- not by e-mail: a notification of its own type carrying the rule's name and note.

alter type app_public.notification_type add value if not exists 'RULE_NOTIFICATION';

alter table app_public.notifications add column if not exists rule_name text;
alter table app_public.notifications add column if not exists note text;
alter table app_public.notifications drop constraint if exists notifications_rule_name_length;
alter table app_public.notifications add constraint notifications_rule_name_length
  check (rule_name is null or length(rule_name) between 1 and 200);
alter table app_public.notifications drop constraint if exists notifications_note_length;
alter table app_public.notifications add constraint notifications_note_length
  check (note is null or length(note) <= 2000);
comment on column app_public.notifications.rule_name is 'RULE_NOTIFICATION: the name of the rule reaction that sent it.';
comment on column app_public.notifications.note is 'RULE_NOTIFICATION: the note the rule carries for the member.';
