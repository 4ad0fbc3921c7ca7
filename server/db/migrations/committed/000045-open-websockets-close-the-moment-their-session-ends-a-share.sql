--! Previous: sha1:b8e67fc87c740cdd6dc425495182620d5bf1b081
--! Hash: sha1:bac30962d5cfba31566b1cf950a8d4148e2903a1
--! Message: Open WebSockets close the moment their session ends; a share link asks a signed-in person first

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

-- A signed-in person who opens a share link is asked before the browser's session is swapped
-- for the link's external access. The question carries a one-time confirmation, valid for ten
-- minutes, for this link and this session only; only its SHA-256 is kept.
drop table if exists app_private.share_link_confirmations;
create table app_private.share_link_confirmations (
  confirmation_hash bytea primary key,
  token_hash bytea not null,
  session_id uuid not null references app_private.sessions (id) on delete cascade,
  expires_at timestamptz not null default now() + interval '10 minutes'
);
create index on app_private.share_link_confirmations (session_id);
create index on app_private.share_link_confirmations (expires_at);
comment on table app_private.share_link_confirmations is
  'One-time confirmations of "open this share link instead of my session" (hashes only; used once, then deleted).';
