--! Previous: sha1:c9af96a392401679d7e11d0e65fee312da53acc2
--! Hash: sha1:1c8785414ffee158686f8111bc829c61b576515b
--! Message: shared documents: original file readable

-- The original file of a shared document can be downloaded by the share's user (the page
-- offered it only to members: source files had no share policy).
drop policy if exists select_shared on app_public.source_files;
create policy select_shared on app_public.source_files for select
  using (document_id in (select app_hidden.current_user_shared_document_ids()));
