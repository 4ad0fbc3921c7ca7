--! Previous: sha1:f977ac3c0ba9eb71f49ec1caf09706b45e296613
--! Hash: sha1:ef4843324548f19266cd61a90b1f5abc4033b508
--! Message: Jobs are never dropped and survive a crashed worker; capture is fair across companies; unreferenced files are swept; storage quota per company

--------------------------------------------------------------------------------
-- Jobs are never dropped: graphile-worker's schema is installed before the migrations
-- (server/db/migrate.ts), so jobs are added unconditionally, also while no worker runs.

create or replace function app_private.enqueue_job(task text, payload json, job_key text default null) returns void as $$
begin
  perform graphile_worker.add_job(task, payload, job_key := job_key, max_attempts := 5);
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

-- Fair capture across companies: the files of one company are processed one after the other
-- (a job queue per company), so one company's heavy PDFs never hold every worker while another
-- company's files wait; e-invoice XML (quick) goes before the PDFs and images waiting beside it.
create or replace function app_private.enqueue_source_file(source_file_id uuid) returns void as $$
declare
  f record;
begin
  select s.client_company_id, s.kind into f from app_public.source_files s where s.id = source_file_id;
  perform graphile_worker.add_job('source_files__process', json_build_object('id', source_file_id),
    queue_name := 'source_files:' || f.client_company_id::text,
    job_key := 'source_file:' || source_file_id::text,
    max_attempts := 5,
    priority := case when f.kind = 'XML' then -10 else 0 end);
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

--------------------------------------------------------------------------------
-- Jobs survive a crash: each worker (graphile-worker's worker id) reports that it lives; the
-- jobs and queues locked by a worker that stopped reporting are unlocked and run again
-- (graphile-worker itself releases such locks only after 4 hours).

drop function if exists app_private.release_dead_workers(interval, text[]);
drop function if exists app_private.worker_heartbeat(text[]);
drop table if exists app_private.worker_heartbeats;

create table app_private.worker_heartbeats (
  worker_id text primary key,
  seen_at timestamptz not null default now()
);
comment on table app_private.worker_heartbeats is 'The last sign of life of each job worker; a worker whose heartbeat is stale no longer exists.';

create function app_private.worker_heartbeat(worker_ids text[]) returns void as $$
  insert into app_private.worker_heartbeats (worker_id, seen_at)
  select distinct unnest(worker_ids), now()
  on conflict (worker_id) do update set seen_at = excluded.seen_at;
$$ language sql volatile security definer set search_path to pg_catalog, public, pg_temp;

-- Unlocks what workers without a fresh heartbeat hold, locked longer ago than stale_after (a
-- worker that just started and locked a job before its first heartbeat is not touched), except
-- the caller's own workers. Returns the released worker ids.
create function app_private.release_dead_workers(stale_after interval, own_worker_ids text[] default '{}')
returns text[] as $$
declare
  dead text[];
begin
  select coalesce(array_agg(distinct l.locked_by), '{}') into dead
    from (
      select j.locked_by from graphile_worker._private_jobs j
       where j.locked_by is not null and j.locked_at < now() - stale_after
      union
      select q.locked_by from graphile_worker._private_job_queues q
       where q.locked_by is not null and q.locked_at < now() - stale_after
    ) l
   where not l.locked_by = any(own_worker_ids)
     and not exists (select 1 from app_private.worker_heartbeats h
                      where h.worker_id = l.locked_by and h.seen_at >= now() - stale_after);
  if cardinality(dead) > 0 then
    perform graphile_worker.force_unlock_workers(dead);
  end if;
  delete from app_private.worker_heartbeats h
   where h.seen_at < now() - greatest(stale_after, interval '1 hour') and not h.worker_id = any(own_worker_ids);
  return dead;
end;
$$ language plpgsql volatile security definer set search_path to pg_catalog, public, pg_temp;

--------------------------------------------------------------------------------
-- Storage: blobs nobody references are swept (server/files/blobSweep.ts); each company has a
-- storage quota (null: the server's default, STORAGE_QUOTA_MEGABYTES).

alter table app_public.client_companies drop column if exists storage_quota_bytes;
alter table app_public.client_companies add column storage_quota_bytes bigint check (storage_quota_bytes is null or storage_quota_bytes >= 0);
comment on column app_public.client_companies.storage_quota_bytes is E'@behavior -*\nHow many bytes of uploaded files the company may keep; null: the server''s default. Only a super admin changes it.';

drop function if exists app_private.referenced_blobs(text[]);
drop function if exists app_hidden.client_company_storage(uuid);

-- Everything that names a blob by its hash (source files, page images and thumbnails).
-- Keep this list complete: a blob missing here would be deleted by the sweep.
create function app_private.referenced_blobs(candidates text[]) returns setof text as $$
  select f.sha256 from app_public.source_files f where f.sha256 = any(candidates)
  union
  select p.image_sha256 from app_public.document_pages p where p.image_sha256 = any(candidates)
  union
  select p.thumb_sha256 from app_public.document_pages p where p.thumb_sha256 = any(candidates);
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

create index if not exists document_pages_image_sha256_idx on app_public.document_pages (image_sha256);
create index if not exists document_pages_thumb_sha256_idx on app_public.document_pages (thumb_sha256);
create index if not exists source_files_sha256_idx on app_public.source_files (sha256);

-- The bytes of uploaded files the company keeps (each content once) and its own quota (null:
-- the server's default). Answers only for the caller's companies (and a super admin).
create function app_hidden.client_company_storage(client_company_id uuid, out used_bytes bigint, out quota_bytes bigint) as $$
  select (select coalesce(sum(s.size_bytes), 0)::bigint from (
            select distinct on (f.sha256) f.size_bytes from app_public.source_files f
             where f.client_company_id = c.id) s),
         c.storage_quota_bytes
    from app_public.client_companies c
   where c.id = client_company_storage.client_company_id
     and (c.id in (select app_hidden.current_user_client_company_ids()) or app_hidden.current_user_is_super_admin());
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
grant execute on function app_hidden.client_company_storage(uuid) to app_user;

-- Deleting a document also deletes its uploads (the file it was made from and later uploads
-- of the same file), so their bytes can be swept.
create or replace function app_public.delete_document(document_row_id uuid) returns uuid as $$
declare
  d app_public.documents;
  a app_hidden.access;
  co app_public.client_companies;
begin
  select * into d from app_public.documents where id = document_row_id;
  if d.id is null then
    raise exception 'DOCUMENT_NOT_FOUND' using errcode = 'P0002';
  end if;
  a := app_hidden.current_user_access(d.client_company_id);
  select * into co from app_public.client_companies where id = d.client_company_id;
  if not a.documents_manage or (co.restrict_document_delete and not (a.admin or a.accounting)) then
    raise exception 'DOCUMENT_DELETE_FORBIDDEN' using errcode = '42501';
  end if;
  if d.exported_for_booking_at is not null then
    raise exception 'DOCUMENT_EXPORTED_CANNOT_BE_DELETED' using errcode = 'P0001';
  end if;
  if exists (select 1 from app_public.documents o where o.client_company_id = d.client_company_id
             and (o.base_document_id = d.id or o.superseded_by_document_id = d.id)) then
    raise exception 'DOCUMENT_HAS_DEPENDENT_DOCUMENTS' using errcode = 'P0001';
  end if;
  delete from app_public.source_files f
   where f.client_company_id = d.client_company_id
     and (f.id = d.source_file_id or f.document_id = d.id or f.duplicate_document_id = d.id)
     and f.status in ('DONE', 'DUPLICATE');
  delete from app_public.documents where id = d.id;
  return d.id;
end;
$$ language plpgsql volatile;
comment on function app_public.delete_document(uuid) is 'Deletes a document for good (not when exported for booking or when other documents derive from it), with the uploads it was made from. Returns its row id.';
