--! Previous: sha1:bac30962d5cfba31566b1cf950a8d4148e2903a1
--! Hash: sha1:97a2bfcecde4cf1388cd258b0c247185d4d55ec2
--! Message: Sign-in attempts per client address are counted in the database, shared by every server process

-- Sign-in attempts per client address, counted in PostgreSQL so that every web process sees the
-- same count (rate-limiter-flexible's RateLimiterPostgres layout: key, points, expire in ms since
-- the epoch). Keys are hashes of the address, never the address itself.
drop table if exists app_private.sign_in_attempts;
create table app_private.sign_in_attempts (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);
create index sign_in_attempts_expire_idx on app_private.sign_in_attempts (expire);
comment on table app_private.sign_in_attempts is 'Sign-in attempts per client address (hashed) in the current window, shared by all server processes.';
