--! Previous: sha1:34740e80a19e2e337e2aa02dfe7ee50569ef3faf
--! Hash: sha1:53d4db83e2b3c78b8580ce1b7c4d800d2b0835cf
--! Message: Open WebSockets close the moment their session ends

-- Open WebSockets of a session are closed the moment the session ends (logout, sign-out
-- everywhere, a password change, an admin's or a share's revocation, the user's deletion):
-- every deleted session row is announced on the channel `session_ended` with its id.
drop trigger if exists _900_notify_session_ended on app_private.sessions;
drop function if exists app_private.tg_sessions__notify_ended();

create function app_private.tg_sessions__notify_ended() returns trigger as $$
begin
  perform pg_notify('session_ended', old.id::text);
  return old;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
comment on function app_private.tg_sessions__notify_ended() is
  'Announces an ended session on the channel session_ended (payload: the session id); the WebSocket server closes its sockets.';

create trigger _900_notify_session_ended after delete on app_private.sessions
  for each row execute procedure app_private.tg_sessions__notify_ended();
