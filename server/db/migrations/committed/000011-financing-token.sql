--! Previous: sha1:9e11dc91dcd76c35ca4cc3304217f52e6368c732
--! Hash: sha1:456671884a6b229c821c6570b2ee1a4b94eb98c7
--! Message: financing token

--! The invoice-financing tool's token of a user in a company (spec part 1 §3:
--! currentUserFaktooraConfig.token). The token is a secret of the user: it lives in
--! app_private and only the user it belongs to can read it, through ClientCompany.
--! The shell shows the financing link when the iframe feature is on or the user has a token.

drop function if exists app_public.client_companies_current_user_faktoora_config(app_public.client_companies);
drop type if exists app_public.faktoora_config;
drop table if exists app_private.faktoora_configs;

create table app_private.faktoora_configs (
  user_id uuid not null references app_public.users (id) on delete cascade,
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  token text not null check (length(token) between 8 and 4096),
  created_at timestamptz not null default now(),
  primary key (user_id, client_company_id)
);
create index on app_private.faktoora_configs (client_company_id);
comment on table app_private.faktoora_configs is 'Token of the external invoice-financing tool per user and company (a secret: never logged or printed).';

create type app_public.faktoora_config as (token text);
comment on type app_public.faktoora_config is 'The signed-in user''s access to the external invoice-financing tool in a company.';

create function app_public.client_companies_current_user_faktoora_config(c app_public.client_companies)
returns app_public.faktoora_config as $$
  select row(f.token)::app_public.faktoora_config
  from app_private.faktoora_configs f
  where f.client_company_id = c.id and f.user_id = app_hidden.current_user_id();
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.client_companies_current_user_faktoora_config(app_public.client_companies) is 'The signed-in user''s invoice-financing token in this company (null without one).';
