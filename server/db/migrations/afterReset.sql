-- Runs after graphile-migrate creates (or resets) a database, before the migrations.
-- The roles themselves are cluster-wide and made by server/db/roles.ts.
revoke all on database :DATABASE_NAME from public;
grant connect on database :DATABASE_NAME to app_authenticator;
