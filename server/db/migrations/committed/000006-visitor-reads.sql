--! Previous: sha1:e3b311674e458a4a18684db79e29ae1b693d7087
--! Hash: sha1:959e7d8487dbb354965bea9a93aaeba30516d222
--! Message: visitor reads

--! Signed-out visitors: PostgreSQL checks table privileges for every table a query names,
--! before it finds that no row is visible. The shell's query names users, companies and
--! memberships; for a visitor it must answer "nothing" (RLS), not "permission denied", so
--! the UI can tell "not signed in" from an error. Every policy below needs a user id, which
--! a visitor has not: the grants reveal no row.

grant select on
  app_public.users,
  app_public.client_companies,
  app_public.roles,
  app_public.client_company_users,
  app_public.client_company_blocks,
  app_public.user_defaults,
  app_public.features,
  app_public.client_company_features,
  app_public.user_features,
  app_public.review_groups,
  app_public.user_activities
to app_anonymous;
