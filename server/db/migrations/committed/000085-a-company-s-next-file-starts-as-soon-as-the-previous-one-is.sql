--! Previous: sha1:ec357e2762659aa423efbe60d2ba997a9f82a64e
--! Hash: sha1:f65ec3034a9e7db0858ecd2f51045baae890ad03
--! Message: A company's next file starts as soon as the previous one is done, without waiting for the worker's poll

-- The files of one company are processed one after the other (graphile-worker's job queue
-- "source_files:<company>"). graphile-worker unlocks a queue only once the finished job's
-- completion is written, which happens after the worker has already looked for its next job
-- and found the queue still locked; the next file of the queue then waited for the next poll
-- (two seconds per file). An unlocked queue that still holds jobs is now announced the way
-- graphile-worker announces a new job, so an idle worker takes the next one at once.
drop trigger if exists _900_announce_unlocked on graphile_worker._private_job_queues;
drop function if exists app_private.tg_job_queues__announce_unlocked();

create function app_private.tg_job_queues__announce_unlocked() returns trigger as $$
begin
  if exists (select 1 from graphile_worker._private_jobs j where j.job_queue_id = new.id) then
    -- The queue id keeps announcements of several queues in one transaction apart (PostgreSQL
    -- sends equal payloads of a transaction once); graphile-worker reads only the count.
    perform pg_notify('jobs:insert', json_build_object('count', 1, 'queue', new.id)::text);
  end if;
  return null;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_private.tg_job_queues__announce_unlocked() is 'Wakes an idle worker when a job queue with waiting jobs is unlocked.';

create trigger _900_announce_unlocked after update of locked_by on graphile_worker._private_job_queues
  for each row when (old.locked_by is not null and new.locked_by is null)
  execute procedure app_private.tg_job_queues__announce_unlocked();
