--! Previous: -
--! Hash: sha1:13a4f98e6c44553234f734447e552b7dc6d252ef
--! Message: foundation
--! Foundation: schemas, helper functions, users, client companies, access, features,

--! review groups, sessions. Row-level security on every app_public table.

drop schema if exists app_public cascade;
drop schema if exists app_hidden cascade;
drop schema if exists app_private cascade;

create extension if not exists citext with schema public;

revoke all on schema public from public;
alter default privileges revoke all on sequences from public;
alter default privileges revoke all on functions from public;

create schema app_public;
create schema app_hidden;
create schema app_private;

grant usage on schema public, app_public, app_hidden to app_user, app_anonymous;
alter default privileges in schema public, app_public, app_hidden grant usage, select on sequences to app_user;
alter default privileges in schema public, app_public, app_hidden grant execute on functions to app_user, app_anonymous;

comment on schema app_public is 'The product''s API: every table here is exposed through GraphQL and has row-level security.';

--------------------------------------------------------------------------------
-- Generic triggers and request helpers

create function app_private.tg__timestamps() returns trigger as $$
begin
  new.created_at = (case when tg_op = 'INSERT' then now() else old.created_at end);
  new.updated_at = (case when tg_op = 'UPDATE' and old.updated_at >= now() then old.updated_at + interval '1 millisecond' else now() end);
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;

create function app_hidden.current_session_id() returns uuid as $$
  select nullif(pg_catalog.current_setting('app.session_id', true), '')::uuid;
$$ language sql stable;
comment on function app_hidden.current_session_id() is 'The session of the request, set by the server in app.session_id (null when signed out).';

create function app_hidden.current_user_id() returns uuid as $$
  select nullif(pg_catalog.current_setting('app.user_id', true), '')::uuid;
$$ language sql stable;
comment on function app_hidden.current_user_id() is 'The user of the request, set by the server in app.user_id after validating the session.';

--------------------------------------------------------------------------------
-- Users

create type app_public.user_type as enum ('STANDARD', 'SUPER_ADMIN', 'EXTERNAL');

create table app_public.users (
  id uuid primary key default gen_random_uuid(),
  email citext not null unique check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  title text check (title is null or length(title) between 1 and 40),
  first_name text not null check (length(first_name) between 1 and 100),
  last_name text check (last_name is null or length(last_name) between 1 and 100),
  language text not null default 'de' check (language in ('de', 'en')),
  type app_public.user_type not null default 'STANDARD',
  is_external_public_link boolean not null default false,
  client_company_id uuid,
  update_notification smallint not null default 1 check (update_notification in (0, 1, 7)),
  document_direct_approval_request_notification boolean not null default true,
  document_group_approval_request_notification boolean not null default true,
  dashboard_all_clients boolean not null default false,
  dashboard_only_todo boolean not null default false,
  disable_document_workflow_push boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint public_link_users_are_external check (not is_external_public_link or type = 'EXTERNAL')
);
create index on app_public.users (client_company_id);
create trigger _100_timestamps before insert or update on app_public.users
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.users is E'@behavior -insert -delete\nA person who signs in: staff of a client company, an accountant, a super admin or an external user.';
comment on column app_public.users.client_company_id is 'Home company of an external user (the company whose document was shared).';
comment on column app_public.users.update_notification is 'Update e-mail interval in days: 0 disabled, 1 daily, 7 weekly.';

create function app_hidden.current_user_is_super_admin() returns boolean as $$
  select exists (
    select 1 from app_public.users
    where id = app_hidden.current_user_id() and type = 'SUPER_ADMIN'
  );
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_is_super_admin() is 'True when the request''s user is a super admin (sees every company).';

--------------------------------------------------------------------------------
-- Client companies

create type app_public.client_company_status as enum ('ACTIVE', 'DEMO', 'TRIAL', 'INACTIVE');
create type app_public.client_company_branding as enum ('NORDLICHT', 'KONTOR', 'STEUERWERK');

create table app_public.client_companies (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  brand_name text check (brand_name is null or length(brand_name) between 1 and 200),
  status app_public.client_company_status not null default 'ACTIVE',
  branding app_public.client_company_branding,
  language text not null default 'de' check (language in ('de', 'en')),
  vat_id text check (vat_id is null or vat_id ~ '^[A-Z]{2}[0-9A-Za-z+*.]{2,12}$'),
  tax_number text,
  street text,
  postal_code text,
  city text,
  country char(2) not null default 'DE',
  billed_client_company_id uuid references app_public.client_companies (id) on delete set null,
  accounting_system text check (accounting_system is null or accounting_system in ('DATEV', 'LEXWARE', 'ADDISON', 'AGENDA', 'SIMBA', 'OTHER')),
  accounting_company_client_company_id uuid references app_public.client_companies (id) on delete set null,
  contract_start_date date,
  append_audit_trail boolean not null default false,
  invoice_cost_centers boolean not null default false,
  restrict_booking_export boolean not null default false,
  disable_incomplete_export boolean not null default false,
  uses_internal_number_mode boolean not null default false,
  disable_invoice_internal_number_edit boolean not null default false,
  restrict_document_delete boolean not null default false,
  assign_protected_document_category boolean not null default false,
  custom_doc_fields boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index on app_public.client_companies (billed_client_company_id);
create index on app_public.client_companies (accounting_company_client_company_id);
create index client_companies_name_idx on app_public.client_companies (lower(coalesce(brand_name, name)), id);
create trigger _100_timestamps before insert or update on app_public.client_companies
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.client_companies is E'@behavior -insert -update -delete\nA company whose documents and accounts are kept here, served by its accountants.';
comment on column app_public.client_companies.billed_client_company_id is 'The company billed for this one (null or itself: it pays for itself).';
comment on column app_public.client_companies.accounting_company_client_company_id is 'The accounting firm (tax advisor) that books for this company.';

alter table app_public.users
  add constraint users_client_company_id_fkey foreign key (client_company_id)
  references app_public.client_companies (id) on delete set null;

create function app_public.client_companies_company_row_id(c app_public.client_companies) returns uuid as $$
  select c.id;
$$ language sql stable;
comment on function app_public.client_companies_company_row_id(app_public.client_companies) is 'The company''s row id, as the shell names it.';

create function app_public.client_companies_brand_name_or_name(c app_public.client_companies) returns text as $$
  select coalesce(c.brand_name, c.name);
$$ language sql stable;
comment on function app_public.client_companies_brand_name_or_name(app_public.client_companies) is 'The brand name if set, else the legal name.';

create function app_public.client_companies_has_accounting_system(c app_public.client_companies) returns boolean as $$
  select c.accounting_system is not null;
$$ language sql stable;

--------------------------------------------------------------------------------
-- Membership and roles

create table app_public.roles (
  name text primary key check (name ~ '^[A-Z][A-Z_]*$'),
  update_documents boolean not null default false,
  description text not null
);
comment on table app_public.roles is E'@behavior -insert -update -delete\nA role a user holds in a client company.';

insert into app_public.roles (name, update_documents, description) values
  ('ADMIN', true, 'Full access to the company, its settings and users'),
  ('ACCOUNTANT', true, 'Tax advisor: bookkeeping, accounting settings, verifying'),
  ('BOOKKEEPER', true, 'Captures, reviews and pays documents; banking'),
  ('CLERK', true, 'Captures and reviews documents; no banking, no accounting'),
  ('APPROVER', false, 'Approves documents in workflows'),
  ('VIEWER', false, 'Reads documents only'),
  ('COLLABORATION_ONLY', false, 'Simplified view: comments and approvals only (demo mode simple)');

create type app_public.document_accounting_tab_access as enum ('VIEW', 'EDIT');

create table app_public.client_company_users (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app_public.users (id) on delete cascade,
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  role_name text not null references app_public.roles (name),
  document_accounting_tab_access app_public.document_accounting_tab_access,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (client_company_id, user_id)
);
create index on app_public.client_company_users (user_id);
create index on app_public.client_company_users (role_name);
create trigger _100_timestamps before insert or update on app_public.client_company_users
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.client_company_users is E'@behavior -insert -update -delete\nMembership of a user in a client company, with the role held there.';
comment on constraint client_company_users_role_name_fkey on app_public.client_company_users is E'@fieldName role';

create function app_hidden.current_user_client_company_ids() returns setof uuid as $$
  select client_company_id from app_public.client_company_users
  where user_id = app_hidden.current_user_id();
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_client_company_ids() is 'Companies the request''s user belongs to.';

create function app_hidden.current_user_can_see_company(company_id uuid) returns boolean as $$
  select company_id in (select app_hidden.current_user_client_company_ids())
    or app_hidden.current_user_is_super_admin();
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_can_see_company(uuid) is 'Membership or super admin: the base of every company-scoped policy.';

--------------------------------------------------------------------------------
-- Blocks, defaults, features

create table app_public.client_company_blocks (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null unique references app_public.client_companies (id) on delete cascade,
  starts_at timestamptz not null,
  reason text not null check (length(reason) between 1 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger _100_timestamps before insert or update on app_public.client_company_blocks
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.client_company_blocks is E'@behavior -insert -update -delete\nA block of a client company: scheduled until starts_at, active from then on.';
comment on constraint client_company_blocks_client_company_id_fkey on app_public.client_company_blocks is E'@foreignSingleFieldName clientCompanyBlock';

create function app_public.client_company_blocks_active(b app_public.client_company_blocks) returns boolean as $$
  select b.starts_at <= now();
$$ language sql stable;
comment on function app_public.client_company_blocks_active(app_public.client_company_blocks) is 'The block is in force (its start has passed).';

create table app_public.user_defaults (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references app_public.users (id) on delete cascade,
  client_company_id uuid references app_public.client_companies (id) on delete set null,
  expire_session boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index on app_public.user_defaults (client_company_id);
create trigger _100_timestamps before insert or update on app_public.user_defaults
  for each row execute procedure app_private.tg__timestamps();
comment on table app_public.user_defaults is E'@behavior -insert -update -delete\nPer-user defaults: the company opened after sign-in.';

create function app_public.users_default_client_company_row_id(u app_public.users) returns uuid as $$
  select client_company_id from app_public.user_defaults where user_id = u.id;
$$ language sql stable;

create function app_public.users_full_name(u app_public.users) returns text as $$
  select concat_ws(' ', u.first_name, u.last_name);
$$ language sql stable;

create function app_public.users_is_current_user(u app_public.users) returns boolean as $$
  select u.id = app_hidden.current_user_id();
$$ language sql stable;

create function app_public.users_is_super_admin(u app_public.users) returns boolean as $$
  select u.type = 'SUPER_ADMIN';
$$ language sql stable;

create function app_public.users_is_external(u app_public.users) returns boolean as $$
  select u.type = 'EXTERNAL';
$$ language sql stable;

create function app_public.users_is_standard(u app_public.users) returns boolean as $$
  select u.type = 'STANDARD';
$$ language sql stable;

create type app_public.feature_scope as enum ('CLIENT_COMPANY', 'USER');

create table app_public.features (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (name ~ '^[A-Z][A-Z0-9_]*$'),
  camel_case_name text not null unique check (camel_case_name ~ '^[a-z][A-Za-z0-9]*$'),
  scope app_public.feature_scope not null default 'CLIENT_COMPANY',
  description text not null
);
comment on table app_public.features is E'@behavior -insert -update -delete\nA switchable product feature, per company or per user.';
comment on column app_public.features.camel_case_name is 'The flag''s name as the shell reads it, e.g. costCenters.';

insert into app_public.features (name, camel_case_name, scope, description) values
  ('RULES', 'rules', 'CLIENT_COMPANY', 'Rules that act on documents'),
  ('COST_CENTERS', 'costCenters', 'CLIENT_COMPANY', 'Cost centres on accounting items'),
  ('COST_UNITS', 'costUnits', 'CLIENT_COMPANY', 'Cost units on accounting items'),
  ('SINGLE_COST_CENTER_PER_ACCOUNTING_ITEM', 'singleCostCenterPerAccountingItem', 'CLIENT_COMPANY', 'At most one cost centre per accounting item'),
  ('SINGLE_COST_UNIT_PER_ACCOUNTING_ITEM', 'singleCostUnitPerAccountingItem', 'CLIENT_COMPANY', 'At most one cost unit per accounting item'),
  ('READY_FOR_BOOKING', 'readyForBooking', 'CLIENT_COMPANY', 'Ready-for-booking state of documents'),
  ('DOCUMENTS_WORKFLOW_VIEW', 'documentsWorkflowView', 'CLIENT_COMPANY', 'Approvals page and badge'),
  ('DOCUMENT_APPROVAL', 'approval', 'CLIENT_COMPANY', 'Document approvals'),
  ('USE_LAST_3_MONTHS', 'useLast3Months', 'CLIENT_COMPANY', 'Last-three-months date presets'),
  ('COLLABORATION', 'collaboration', 'CLIENT_COMPANY', 'Comments and collaboration tab'),
  ('SHARE_DOCUMENT', 'documentShare', 'CLIENT_COMPANY', 'Sharing documents through a public link'),
  ('NEW_DOCUMENT_STATUS', 'newDocumentStatus', 'CLIENT_COMPANY', 'The newer document status model'),
  ('APPROVED_WITHOUT_VERIFIERS', 'approvedWithoutVerifiers', 'CLIENT_COMPANY', 'Approved without verifiers'),
  ('APPROVED_WHEN_WORKFLOW_IN_LAST_STEP', 'approvedWhenWorkflowInLastStep', 'CLIENT_COMPANY', 'Approved when the workflow reaches its last step'),
  ('WIZARD_WORKFLOW_AND_APPROVALS', 'wizardWorkflowAndApprovals', 'CLIENT_COMPANY', 'Workflow-and-approvals wizard'),
  ('APP_BAR_QUICK_ACTIONS', 'appBarQuickActions', 'CLIENT_COMPANY', 'Quick actions in the top bar'),
  ('CASH_ACCOUNT', 'cashAccount', 'CLIENT_COMPANY', 'Cash accounts'),
  ('USER_GROUP', 'userGroup', 'CLIENT_COMPANY', 'User groups'),
  ('FAKTOORA_IFRAME', 'faktooraIframe', 'CLIENT_COMPANY', 'Embedded invoice-financing tool'),
  ('SAFE_WORKFLOWS', 'safeWorkflows', 'CLIENT_COMPANY', 'Safe workflows'),
  ('CONTRACT_EXPIRY_NOTIFICATION', 'contractExpiryNotification', 'CLIENT_COMPANY', 'Contract expiry notifications'),
  ('REAL_ESTATE', 'realEstateObjects', 'CLIENT_COMPANY', 'Real-estate objects'),
  ('IDWELL', 'idwell', 'CLIENT_COMPANY', 'Property-management integration'),
  ('SIGNA_COMPANY', 'signaCompany', 'CLIENT_COMPANY', 'Signature integration'),
  ('RULE_DOCUMENT_MACRO_CONDITIONS', 'ruleDocumentMacroConditions', 'CLIENT_COMPANY', 'Macro conditions in rules'),
  ('RULE_DOCUMENT_MACRO_REACTIONS', 'ruleDocumentMacroReactions', 'CLIENT_COMPANY', 'Macro reactions in rules'),
  ('DOCUMENT_APPROVAL_REJECT_CANCEL', 'documentApprovalRejectCancel', 'CLIENT_COMPANY', 'Cancelling a rejection'),
  ('FACTOR_BANK', 'factorBank', 'CLIENT_COMPANY', 'Factoring bank'),
  ('EU_OSS', 'euOss', 'CLIENT_COMPANY', 'EU one-stop shop VAT'),
  ('CHAT_SUPPORT', 'chatSupport', 'CLIENT_COMPANY', 'Chat support widget'),
  ('ALL_CLIENTS_TODO', 'allClientsTodo', 'CLIENT_COMPANY', 'All-clients to-do dashboard'),
  ('DISABLE_ERROR_REPORTING', 'disableErrorReporting', 'CLIENT_COMPANY', 'Switches off error reporting'),
  ('DISABLE_SESSION_RECORDING', 'disableSessionRecording', 'CLIENT_COMPANY', 'Switches off session recording'),
  ('DISABLE_CHAT_WIDGET', 'disableChatWidget', 'CLIENT_COMPANY', 'Switches off the chat widget'),
  ('MFA', 'mfa', 'USER', 'Second factor (TOTP) at sign-in'),
  ('ASSISTANT_CHAT', 'assistantChat', 'USER', 'Assistant chat');

create table app_public.client_company_features (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  feature_id uuid not null references app_public.features (id) on delete cascade,
  active boolean not null default true,
  unique (client_company_id, feature_id)
);
create index on app_public.client_company_features (feature_id);
comment on table app_public.client_company_features is E'@behavior -insert -update -delete\nA feature switched on or off for one company.';

create table app_public.user_features (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references app_public.users (id) on delete cascade,
  feature_id uuid not null references app_public.features (id) on delete cascade,
  active boolean not null default true,
  unique (user_id, feature_id)
);
create index on app_public.user_features (feature_id);
comment on table app_public.user_features is E'@behavior -insert -update -delete\nA feature switched on or off for one user (e.g. MFA, the assistant chat).';

create function app_public.client_companies_feature_active(c app_public.client_companies, name text) returns boolean as $$
  select coalesce((
    select ccf.active from app_public.client_company_features ccf
    join app_public.features f on f.id = ccf.feature_id
    where ccf.client_company_id = c.id and f.name = client_companies_feature_active.name
  ), false);
$$ language sql stable;
comment on function app_public.client_companies_feature_active(app_public.client_companies, text) is 'Whether the named feature (e.g. COST_CENTERS) is on for this company.';

--------------------------------------------------------------------------------
-- Review groups (the review inbox)

create type app_public.review_group_origin as enum ('UPLOAD');

create table app_public.review_groups (
  id uuid primary key default gen_random_uuid(),
  client_company_id uuid not null references app_public.client_companies (id) on delete cascade,
  origin app_public.review_group_origin not null default 'UPLOAD',
  created_by_user_id uuid references app_public.users (id) on delete set null default app_hidden.current_user_id(),
  created_at timestamptz not null default now()
);
create index on app_public.review_groups (client_company_id, created_at desc);
create index on app_public.review_groups (created_by_user_id);
comment on table app_public.review_groups is E'@behavior -update -delete\nDocuments captured together (e.g. one upload) waiting for review.';
comment on constraint review_groups_created_by_user_id_fkey on app_public.review_groups is E'@fieldName createdBy\n@foreignFieldName createdReviewGroups';
comment on column app_public.review_groups.created_by_user_id is E'@behavior -insert -update';

create function app_private.tg_review_groups__notify_created() returns trigger as $$
begin
  perform pg_notify(
    'review_group_created:' || new.client_company_id::text,
    json_build_object('id', new.id)::text
  );
  return new;
end;
$$ language plpgsql volatile set search_path to pg_catalog, public, pg_temp;
create trigger _500_notify_created after insert on app_public.review_groups
  for each row execute procedure app_private.tg_review_groups__notify_created();

--------------------------------------------------------------------------------
-- Sessions (never exposed)

create table app_private.sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash bytea not null unique,
  user_id uuid not null references app_public.users (id) on delete cascade,
  impersonator_user_id uuid references app_public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_active_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index on app_private.sessions (user_id);
create index on app_private.sessions (impersonator_user_id);
create index on app_private.sessions (expires_at);
comment on table app_private.sessions is 'Server-side sessions. The cookie holds a random token; only its SHA-256 is stored.';

create table app_private.installation (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
comment on table app_private.installation is 'Facts about this installation, e.g. when the demo data was loaded.';

--------------------------------------------------------------------------------
-- Row-level security: policies first, then grants.

alter table app_public.users enable row level security;
alter table app_public.client_companies enable row level security;
alter table app_public.roles enable row level security;
alter table app_public.client_company_users enable row level security;
alter table app_public.client_company_blocks enable row level security;
alter table app_public.user_defaults enable row level security;
alter table app_public.features enable row level security;
alter table app_public.client_company_features enable row level security;
alter table app_public.user_features enable row level security;
alter table app_public.review_groups enable row level security;

-- A user sees themself, the people of their companies, and everyone when super admin.
create policy select_visible on app_public.users for select using (
  id = (select app_hidden.current_user_id())
  or (select app_hidden.current_user_is_super_admin())
  or exists (
    select 1 from app_public.client_company_users ccu
    where ccu.user_id = users.id
      and ccu.client_company_id in (select app_hidden.current_user_client_company_ids())
  )
);
create policy update_self on app_public.users for update using (id = (select app_hidden.current_user_id()));

create policy select_member on app_public.client_companies for select using (
  id in (select app_hidden.current_user_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
);

create policy select_signed_in on app_public.roles for select using ((select app_hidden.current_user_id()) is not null);
create policy select_signed_in on app_public.features for select using ((select app_hidden.current_user_id()) is not null);

create policy select_member on app_public.client_company_users for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.client_company_blocks for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.client_company_features for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
);
create policy select_own on app_public.user_defaults for select using (user_id = (select app_hidden.current_user_id()));
create policy select_own on app_public.user_features for select using (
  user_id = (select app_hidden.current_user_id()) or (select app_hidden.current_user_is_super_admin())
);
create policy select_member on app_public.review_groups for select using (
  client_company_id in (select app_hidden.current_user_client_company_ids())
  or (select app_hidden.current_user_is_super_admin())
);
create policy insert_member on app_public.review_groups for insert with check (
  client_company_id in (select app_hidden.current_user_client_company_ids())
);

grant select on app_public.users to app_user;
grant update (title, first_name, last_name, language, update_notification,
  document_direct_approval_request_notification, document_group_approval_request_notification,
  dashboard_all_clients, dashboard_only_todo, disable_document_workflow_push) on app_public.users to app_user;
grant select on app_public.client_companies to app_user;
grant select on app_public.roles to app_user;
grant select on app_public.client_company_users to app_user;
grant select on app_public.client_company_blocks to app_user;
grant select on app_public.user_defaults to app_user;
grant select on app_public.features to app_user;
grant select on app_public.client_company_features to app_user;
grant select on app_public.user_features to app_user;
grant select on app_public.review_groups to app_user;
grant insert (client_company_id, origin) on app_public.review_groups to app_user;

--------------------------------------------------------------------------------
-- Root fields

-- Security definer so that an anonymous visitor (no grant on users) gets null, not an error;
-- it only ever returns the caller's own row.
create function app_public.current_user() returns app_public.users as $$
  select * from app_public.users where id = app_hidden.current_user_id();
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.current_user() is 'The signed-in user, or null.';
