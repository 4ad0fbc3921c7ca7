--! Previous: sha1:bd35db808cd9260d9ab79725b2a3bc3808f7f7b6
--! Hash: sha1:46e91e46b72fad1a2670d45a279b58f0f68bd6e8
--! Message: The shell's access and feature flags are computed in one step each: the user's access is read inline instead of through nested security definer calls, and feature flags from the list of active names

-- The shell's query (AppShellQuery, every page load) reads the access flags and the feature flags
-- of the company in view. Both are computed with fewer steps; what they answer stays the same.

-- Access of one user in one company: the single definition behind current_user_access and the
-- access composite. Plain SQL without SECURITY DEFINER or SET, so PostgreSQL inlines it into the
-- (security definer) functions that call it instead of running a function of its own, with its
-- own search_path switch, per call. Not executable by the visitor roles: they ask through
-- current_user_access.
create or replace function app_hidden.user_access(company_id uuid, for_user_id uuid) returns setof app_hidden.access as $$
  select
    ccu.id is not null,
    ccu.role_name,
    s.sa or coalesce(r.admin_access, false),
    s.sa or coalesce(r.company_manage_access, false),
    s.sa or coalesce(r.client_company_manage_access, false),
    s.sa or coalesce(r.company_tags_manage_access, false),
    s.sa or coalesce(r.accounting_access, false),
    s.sa or coalesce(r.documents_manage_access, false),
    s.sa or coalesce(r.banking_access, false),
    coalesce(r.verifying_access, false),
    ccu.document_accounting_tab_access
  from (
    select exists (
      select 1 from app_public.users u where u.id = user_access.for_user_id and u.type = 'SUPER_ADMIN'
    ) as sa
  ) s
  left join app_public.client_company_users ccu
    on ccu.client_company_id = user_access.company_id and ccu.user_id = user_access.for_user_id
  left join app_public.roles r on r.name = ccu.role_name;
$$ language sql stable;
revoke all on function app_hidden.user_access(uuid, uuid) from public, app_user, app_anonymous;
comment on function app_hidden.user_access(uuid, uuid) is
  'The access flags of a user in one company (one row). Super admins hold every flag except verifying; non-members none. Only for security definer functions about the request''s user.';

create or replace function app_hidden.current_user_access(company_id uuid) returns app_hidden.access as $$
  select * from app_hidden.user_access(current_user_access.company_id, app_hidden.current_user_id());
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

-- Why a user with access `a` may not export the bookings of company `c` (null: may export):
-- accounting access, or (without restrictBookingExport) a member's accounting-tab EDIT grant.
-- An expression only, so it is inlined where it is used.
create or replace function app_hidden.export_refusal(c app_public.client_companies, a app_hidden.access)
returns text as $$
  select case
    when c.id is null or not (a.accounting or (a.is_member and a.accounting_tab_grant is not distinct from 'EDIT')) then 'FORBIDDEN'
    when c.restrict_booking_export and not (a.admin or a.accounting) then 'BOOKING_EXPORT_RESTRICTED'
  end;
$$ language sql immutable;
revoke all on function app_hidden.export_refusal(app_public.client_companies, app_hidden.access) from public, app_user, app_anonymous;

create or replace function app_hidden.export_refusal_for(company_id uuid) returns text as $$
  select app_hidden.export_refusal(c, a)
  from app_hidden.user_access(export_refusal_for.company_id, app_hidden.current_user_id()) a
  left join app_public.client_companies c on c.id = export_refusal_for.company_id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

-- One security definer call per company row (ClientCompanyAccessFlagsPlugin): the user's access
-- is read once, inlined, instead of through current_user_access twice (once more via
-- export_refusal_for), each a function call with its own search_path switch.
create or replace function app_hidden.client_company_access_flags(c app_public.client_companies)
returns app_hidden.client_company_access_flags as $$
  select a.role_name, a.admin, a.company_manage, a.client_company_manage, a.company_tags_manage, a.accounting,
         a.documents_manage, a.banking, a.verifying,
         -- license settings: a contract start date, the company billed for itself (or no billing
         -- company), and admin or accounting access
         c.contract_start_date is not null
           and (c.billed_client_company_id is null or c.billed_client_company_id = c.id)
           and (a.admin or a.accounting),
         -- the accounting tab: accounting access or a grant (EDIT to edit), and an accounting system
         c.accounting_system is not null and (a.accounting or a.accounting_tab_grant is not null),
         c.accounting_system is not null and (a.accounting or a.accounting_tab_grant is not distinct from 'EDIT'),
         -- restrictDocumentDelete: only admins and accounting; the booking export as create_export decides
         case when c.restrict_document_delete then a.admin or a.accounting else a.documents_manage end,
         app_hidden.export_refusal(c, a) is null,
         -- disableInvoiceInternalNumberEdit: only admins
         a.documents_manage and (not c.disable_invoice_internal_number_edit or a.admin),
         -- demo mode: a standard user with role ADMIN or COLLABORATION_ONLY in a DEMO company
         c.status = 'DEMO'
           and a.role_name in ('ADMIN', 'COLLABORATION_ONLY')
           and exists (select 1 from app_public.users u where u.id = app_hidden.current_user_id() and u.type = 'STANDARD'),
         -- approved-without-verifiers as it applies to the user: off for verifying access
         app_public.client_companies_feature_active(c, 'APPROVED_WITHOUT_VERIFIERS') and not a.verifying
  from app_hidden.user_access(c.id, app_hidden.current_user_id()) a;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

-- All feature flags of a company: the names of its active company features are collected once
-- and each flag looks its name up there (before: 34 filtered aggregates over every feature row).
create or replace function app_public.client_companies_feature_flags(c app_public.client_companies)
returns app_public.client_company_feature_flags as $$
  select row(
    'RULES' = any(s.active),
    'COST_CENTERS' = any(s.active),
    'COST_UNITS' = any(s.active),
    'SINGLE_COST_CENTER_PER_ACCOUNTING_ITEM' = any(s.active),
    'SINGLE_COST_UNIT_PER_ACCOUNTING_ITEM' = any(s.active),
    'READY_FOR_BOOKING' = any(s.active),
    'DOCUMENTS_WORKFLOW_VIEW' = any(s.active),
    'DOCUMENT_APPROVAL' = any(s.active),
    'USE_LAST_3_MONTHS' = any(s.active),
    'COLLABORATION' = any(s.active),
    'SHARE_DOCUMENT' = any(s.active),
    'NEW_DOCUMENT_STATUS' = any(s.active),
    'APPROVED_WITHOUT_VERIFIERS' = any(s.active),
    'APPROVED_WHEN_WORKFLOW_IN_LAST_STEP' = any(s.active),
    'WIZARD_WORKFLOW_AND_APPROVALS' = any(s.active),
    'APP_BAR_QUICK_ACTIONS' = any(s.active),
    'CASH_ACCOUNT' = any(s.active),
    'USER_GROUP' = any(s.active),
    'FAKTOORA_IFRAME' = any(s.active),
    'SAFE_WORKFLOWS' = any(s.active),
    'CONTRACT_EXPIRY_NOTIFICATION' = any(s.active),
    'REAL_ESTATE' = any(s.active),
    'IDWELL' = any(s.active),
    'SIGNA_COMPANY' = any(s.active),
    'RULE_DOCUMENT_MACRO_CONDITIONS' = any(s.active),
    'RULE_DOCUMENT_MACRO_REACTIONS' = any(s.active),
    'DOCUMENT_APPROVAL_REJECT_CANCEL' = any(s.active),
    'FACTOR_BANK' = any(s.active),
    'EU_OSS' = any(s.active),
    'CHAT_SUPPORT' = any(s.active),
    'ALL_CLIENTS_TODO' = any(s.active),
    'DISABLE_ERROR_REPORTING' = any(s.active),
    'DISABLE_SESSION_RECORDING' = any(s.active),
    'DISABLE_CHAT_WIDGET' = any(s.active)
  )::app_public.client_company_feature_flags
  from (
    select coalesce(array_agg(f.name) filter (where ccf.active), '{}') as active
    from app_public.client_company_features ccf
    join app_public.features f on f.id = ccf.feature_id
    where ccf.client_company_id = c.id and f.scope = 'CLIENT_COMPANY'
  ) s;
$$ language sql stable;
