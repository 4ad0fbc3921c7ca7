--! Previous: sha1:13a4f98e6c44553234f734447e552b7dc6d252ef
--! Hash: sha1:2b6f3d4821221edf5c2d8a09dd609c0ab944d13f
--! Message: access model

--! Access model: one SQL function per access flag (spec part 1 §6), used by RLS policies and
--! exposed as ClientCompany.currentUserHas…Access; camel-case feature flags for the shell.

-- Idempotent: current.sql runs again on every save during `npm run db -- watch`.
drop policy if exists insert_documents_manage on app_public.review_groups;
drop function if exists app_hidden.has_admin_access(uuid);
drop function if exists app_hidden.has_company_manage_access(uuid);
drop function if exists app_hidden.has_accounting_access(uuid);
drop function if exists app_hidden.has_documents_manage_access(uuid);
drop function if exists app_hidden.has_banking_access(uuid);
drop function if exists app_public.client_companies_feature_flags(app_public.client_companies);
drop type if exists app_public.client_company_feature_flags;
drop function if exists app_public.client_companies_current_user_role_name(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_has_admin_access(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_has_company_manage_access(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_has_client_company_manage_access(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_has_company_tags_manage_access(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_has_accounting_access(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_has_documents_manage_access(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_has_banking_access(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_has_verifying_access(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_has_settings_license_access(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_can_view_accounting_tab(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_can_edit_accounting_tab(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_can_delete_documents(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_can_export_bookings(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_can_edit_invoice_internal_number(app_public.client_companies);
drop function if exists app_public.client_companies_current_user_can_switch_demo_mode(app_public.client_companies);
drop function if exists app_public.client_companies_approved_without_verifiers_active(app_public.client_companies);
drop function if exists app_hidden.current_user_access(uuid);
drop type if exists app_hidden.access;
drop function if exists app_public.users_feature_active(app_public.users, text);

alter table app_public.roles
  add column if not exists admin_access boolean not null default false,
  add column if not exists company_manage_access boolean not null default false,
  add column if not exists client_company_manage_access boolean not null default false,
  add column if not exists company_tags_manage_access boolean not null default false,
  add column if not exists accounting_access boolean not null default false,
  add column if not exists documents_manage_access boolean not null default false,
  add column if not exists banking_access boolean not null default false,
  add column if not exists verifying_access boolean not null default false;
comment on table app_public.roles is E'@behavior -insert -update -delete\nA role a user holds in a client company, and the access it grants (spec part 1 §6).';

-- The role → access matrix. ADMIN and COLLABORATION_ONLY come from the spec; the others are
-- the working roles of a company and its accounting firm (README, "Roles").
update app_public.roles set
  admin_access = v.admin, company_manage_access = v.company, client_company_manage_access = v.client_company,
  company_tags_manage_access = v.tags, accounting_access = v.accounting, documents_manage_access = v.documents,
  banking_access = v.banking, verifying_access = v.verifying
from (values
  --                    admin  company client tags   acct   docs   bank   verify
  ('ADMIN',              true,  true,   true,  true,  true,  true,  true,  false),
  ('ACCOUNTANT',         false, false,  true,  true,  true,  true,  true,  true),
  ('BOOKKEEPER',         false, false,  false, true,  false, true,  true,  false),
  ('CLERK',              false, false,  false, false, false, true,  false, false),
  ('APPROVER',           false, false,  false, false, false, false, false, false),
  ('VIEWER',             false, false,  false, false, false, false, false, false),
  ('COLLABORATION_ONLY', false, false,  false, false, false, false, false, false)
) as v(name, admin, company, client_company, tags, accounting, documents, banking, verifying)
where roles.name = v.name;

-- Everything the request's user may do in one company, computed once. Super admins hold
-- every flag except verifying (that is the accounting firm's own duty). Non-members: none.
create type app_hidden.access as (
  is_member boolean,
  role_name text,
  admin boolean,
  company_manage boolean,
  client_company_manage boolean,
  company_tags_manage boolean,
  accounting boolean,
  documents_manage boolean,
  banking boolean,
  verifying boolean,
  accounting_tab_grant app_public.document_accounting_tab_access
);

create function app_hidden.current_user_access(company_id uuid) returns app_hidden.access as $$
  select
    ccu.id is not null,
    ccu.role_name,
    sa or coalesce(r.admin_access, false),
    sa or coalesce(r.company_manage_access, false),
    sa or coalesce(r.client_company_manage_access, false),
    sa or coalesce(r.company_tags_manage_access, false),
    sa or coalesce(r.accounting_access, false),
    sa or coalesce(r.documents_manage_access, false),
    sa or coalesce(r.banking_access, false),
    coalesce(r.verifying_access, false),
    ccu.document_accounting_tab_access
  from (select app_hidden.current_user_is_super_admin() as sa) s
  left join app_public.client_company_users ccu
    on ccu.client_company_id = company_id and ccu.user_id = app_hidden.current_user_id()
  left join app_public.roles r on r.name = ccu.role_name;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_hidden.current_user_access(uuid) is 'The access flags of the request''s user in one company: the single definition behind RLS policies and the currentUserHas…Access fields.';

create function app_hidden.has_admin_access(company_id uuid) returns boolean as $$
  select (app_hidden.current_user_access(company_id)).admin;
$$ language sql stable;
create function app_hidden.has_company_manage_access(company_id uuid) returns boolean as $$
  select (app_hidden.current_user_access(company_id)).company_manage;
$$ language sql stable;
create function app_hidden.has_accounting_access(company_id uuid) returns boolean as $$
  select (app_hidden.current_user_access(company_id)).accounting;
$$ language sql stable;
create function app_hidden.has_documents_manage_access(company_id uuid) returns boolean as $$
  select (app_hidden.current_user_access(company_id)).documents_manage;
$$ language sql stable;
create function app_hidden.has_banking_access(company_id uuid) returns boolean as $$
  select (app_hidden.current_user_access(company_id)).banking;
$$ language sql stable;

create function app_public.client_companies_current_user_role_name(c app_public.client_companies) returns text as $$
  select (app_hidden.current_user_access(c.id)).role_name;
$$ language sql stable;
comment on function app_public.client_companies_current_user_role_name(app_public.client_companies) is 'The role the signed-in user holds here (null for super admins who are not members).';

create function app_public.client_companies_current_user_has_admin_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.current_user_access(c.id)).admin;
$$ language sql stable;
comment on function app_public.client_companies_current_user_has_admin_access(app_public.client_companies) is 'Invite colleagues; settings: configuration, users, workflows, rules, integrations, wizards.';

create function app_public.client_companies_current_user_has_company_manage_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.current_user_access(c.id)).company_manage;
$$ language sql stable;
comment on function app_public.client_companies_current_user_has_company_manage_access(app_public.client_companies) is 'Company settings.';

create function app_public.client_companies_current_user_has_client_company_manage_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.current_user_access(c.id)).client_company_manage;
$$ language sql stable;
comment on function app_public.client_companies_current_user_has_client_company_manage_access(app_public.client_companies) is 'Client company settings.';

create function app_public.client_companies_current_user_has_company_tags_manage_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.current_user_access(c.id)).company_tags_manage;
$$ language sql stable;
comment on function app_public.client_companies_current_user_has_company_tags_manage_access(app_public.client_companies) is 'Tags settings.';

create function app_public.client_companies_current_user_has_accounting_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.current_user_access(c.id)).accounting;
$$ language sql stable;
comment on function app_public.client_companies_current_user_has_accounting_access(app_public.client_companies) is 'Bookkeeping link (with an accounting system), accounting settings, creating money categories, accounting tab.';

create function app_public.client_companies_current_user_has_documents_manage_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.current_user_access(c.id)).documents_manage;
$$ language sql stable;
comment on function app_public.client_companies_current_user_has_documents_manage_access(app_public.client_companies) is 'Review-group menu, upload, review tab and actions tab.';

create function app_public.client_companies_current_user_has_banking_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.current_user_access(c.id)).banking;
$$ language sql stable;
comment on function app_public.client_companies_current_user_has_banking_access(app_public.client_companies) is 'Banking link, adding bank connections, bank settings, payment tab.';

create function app_public.client_companies_current_user_has_verifying_access(c app_public.client_companies) returns boolean as $$
  select (app_hidden.current_user_access(c.id)).verifying;
$$ language sql stable;
comment on function app_public.client_companies_current_user_has_verifying_access(app_public.client_companies) is 'The accounting firm verifies documents: exempt from the full-page block; approved-without-verifiers is off.';

create function app_public.client_companies_current_user_has_settings_license_access(c app_public.client_companies) returns boolean as $$
  select c.contract_start_date is not null
    and (c.billed_client_company_id is null or c.billed_client_company_id = c.id)
    and ((app_hidden.current_user_access(c.id)).admin or (app_hidden.current_user_access(c.id)).accounting);
$$ language sql stable;
comment on function app_public.client_companies_current_user_has_settings_license_access(app_public.client_companies) is 'License settings: a contract start date, the company billed for itself (or no billing company), and admin or accounting access.';

create function app_public.client_companies_current_user_can_view_accounting_tab(c app_public.client_companies) returns boolean as $$
  select c.accounting_system is not null and (a.accounting or a.accounting_tab_grant is not null)
  from app_hidden.current_user_access(c.id) a;
$$ language sql stable;
comment on function app_public.client_companies_current_user_can_view_accounting_tab(app_public.client_companies) is 'Accounting tab visible: accounting access or a document accounting tab grant, and an accounting system.';

create function app_public.client_companies_current_user_can_edit_accounting_tab(c app_public.client_companies) returns boolean as $$
  select c.accounting_system is not null and (a.accounting or a.accounting_tab_grant is not distinct from 'EDIT')
  from app_hidden.current_user_access(c.id) a;
$$ language sql stable;
comment on function app_public.client_companies_current_user_can_edit_accounting_tab(app_public.client_companies) is 'Accounting tab editable: accounting access or the EDIT grant, and an accounting system.';

create function app_public.client_companies_current_user_can_delete_documents(c app_public.client_companies) returns boolean as $$
  select case when c.restrict_document_delete then a.admin or a.accounting else a.documents_manage end
  from app_hidden.current_user_access(c.id) a;
$$ language sql stable;
comment on function app_public.client_companies_current_user_can_delete_documents(app_public.client_companies) is 'With restrictDocumentDelete only admins and accounting may delete documents.';

create function app_public.client_companies_current_user_can_export_bookings(c app_public.client_companies) returns boolean as $$
  select case when c.restrict_booking_export then a.admin or a.accounting else a.documents_manage or a.accounting end
  from app_hidden.current_user_access(c.id) a;
$$ language sql stable;
comment on function app_public.client_companies_current_user_can_export_bookings(app_public.client_companies) is 'With restrictBookingExport only admins and accounting may export bookings.';

create function app_public.client_companies_current_user_can_edit_invoice_internal_number(c app_public.client_companies) returns boolean as $$
  select a.documents_manage and (not c.disable_invoice_internal_number_edit or a.admin)
  from app_hidden.current_user_access(c.id) a;
$$ language sql stable;
comment on function app_public.client_companies_current_user_can_edit_invoice_internal_number(app_public.client_companies) is 'With disableInvoiceInternalNumberEdit only admins may edit the internal invoice number.';

create function app_public.client_companies_current_user_can_switch_demo_mode(c app_public.client_companies) returns boolean as $$
  select c.status = 'DEMO'
    and a.role_name in ('ADMIN', 'COLLABORATION_ONLY')
    and exists (select 1 from app_public.users u where u.id = app_hidden.current_user_id() and u.type = 'STANDARD')
  from app_hidden.current_user_access(c.id) a;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;
comment on function app_public.client_companies_current_user_can_switch_demo_mode(app_public.client_companies) is 'Demo mode: a standard user with role ADMIN or COLLABORATION_ONLY in a DEMO company.';

create function app_public.client_companies_approved_without_verifiers_active(c app_public.client_companies) returns boolean as $$
  select app_public.client_companies_feature_active(c, 'APPROVED_WITHOUT_VERIFIERS')
    and not (app_hidden.current_user_access(c.id)).verifying;
$$ language sql stable;
comment on function app_public.client_companies_approved_without_verifiers_active(app_public.client_companies) is 'The approved-without-verifiers feature as it applies to the signed-in user: off for verifying access.';

-- Feature flags in the camel-case form the shell reads (ClientCompany.featureFlags.costCenters).
create type app_public.client_company_feature_flags as (
  rules boolean,
  cost_centers boolean,
  cost_units boolean,
  single_cost_center_per_accounting_item boolean,
  single_cost_unit_per_accounting_item boolean,
  ready_for_booking boolean,
  documents_workflow_view boolean,
  approval boolean,
  use_last3_months boolean,
  collaboration boolean,
  document_share boolean,
  new_document_status boolean,
  approved_without_verifiers boolean,
  approved_when_workflow_in_last_step boolean,
  wizard_workflow_and_approvals boolean,
  app_bar_quick_actions boolean,
  cash_account boolean,
  user_group boolean,
  faktoora_iframe boolean,
  safe_workflows boolean,
  contract_expiry_notification boolean,
  real_estate_objects boolean,
  idwell boolean,
  signa_company boolean,
  rule_document_macro_conditions boolean,
  rule_document_macro_reactions boolean,
  document_approval_reject_cancel boolean,
  factor_bank boolean,
  eu_oss boolean,
  chat_support boolean,
  all_clients_todo boolean,
  disable_error_reporting boolean,
  disable_session_recording boolean,
  disable_chat_widget boolean
);
comment on type app_public.client_company_feature_flags is 'Every company feature flag, on or off.';

create function app_public.client_companies_feature_flags(c app_public.client_companies) returns app_public.client_company_feature_flags as $$
  select row(
    coalesce(bool_or(ccf.active) filter (where f.name = 'RULES'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'COST_CENTERS'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'COST_UNITS'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'SINGLE_COST_CENTER_PER_ACCOUNTING_ITEM'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'SINGLE_COST_UNIT_PER_ACCOUNTING_ITEM'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'READY_FOR_BOOKING'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'DOCUMENTS_WORKFLOW_VIEW'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'DOCUMENT_APPROVAL'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'USE_LAST_3_MONTHS'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'COLLABORATION'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'SHARE_DOCUMENT'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'NEW_DOCUMENT_STATUS'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'APPROVED_WITHOUT_VERIFIERS'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'APPROVED_WHEN_WORKFLOW_IN_LAST_STEP'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'WIZARD_WORKFLOW_AND_APPROVALS'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'APP_BAR_QUICK_ACTIONS'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'CASH_ACCOUNT'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'USER_GROUP'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'FAKTOORA_IFRAME'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'SAFE_WORKFLOWS'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'CONTRACT_EXPIRY_NOTIFICATION'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'REAL_ESTATE'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'IDWELL'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'SIGNA_COMPANY'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'RULE_DOCUMENT_MACRO_CONDITIONS'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'RULE_DOCUMENT_MACRO_REACTIONS'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'DOCUMENT_APPROVAL_REJECT_CANCEL'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'FACTOR_BANK'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'EU_OSS'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'CHAT_SUPPORT'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'ALL_CLIENTS_TODO'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'DISABLE_ERROR_REPORTING'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'DISABLE_SESSION_RECORDING'), false),
    coalesce(bool_or(ccf.active) filter (where f.name = 'DISABLE_CHAT_WIDGET'), false)
  )::app_public.client_company_feature_flags
  from app_public.features f
  left join app_public.client_company_features ccf on ccf.feature_id = f.id and ccf.client_company_id = c.id
  where f.scope = 'CLIENT_COMPANY';
$$ language sql stable;
comment on function app_public.client_companies_feature_flags(app_public.client_companies) is 'All feature flags of the company, each by its camel-case name.';

create function app_public.users_feature_active(u app_public.users, name text) returns boolean as $$
  select coalesce((
    select uf.active from app_public.user_features uf
    join app_public.features f on f.id = uf.feature_id
    where uf.user_id = u.id and f.name = users_feature_active.name
  ), false);
$$ language sql stable;
comment on function app_public.users_feature_active(app_public.users, text) is 'Whether the named user feature (MFA, ASSISTANT_CHAT) is on for this user.';

-- Creating a review group (an upload) needs documents-manage access, not mere membership.
drop policy if exists insert_member on app_public.review_groups;
create policy insert_documents_manage on app_public.review_groups for insert with check (
  app_hidden.has_documents_manage_access(client_company_id)
);
