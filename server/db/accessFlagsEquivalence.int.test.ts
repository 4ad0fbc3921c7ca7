import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/testServer.ts";

/**
 * The shell's access and feature flags are computed with fewer steps since migration 000065
 * (one inlined access read instead of nested security definer calls; feature flags from the
 * list of active names instead of one aggregate per flag). This test keeps the definitions
 * they replaced, word for word, and asks both for every user kind (each role as a standard and
 * as an external member, with and without an accounting-tab grant, super admins with and without
 * membership, an outsider, an anonymous visitor) in companies that differ in every column the
 * flags read: the answers must be the same.
 */
const PREVIOUS_DEFINITIONS = `
create function app_hidden.previous_current_user_access(company_id uuid) returns app_hidden.access as $$
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

create function app_hidden.previous_export_refusal_for(company_id uuid) returns text as $$
  select case
    when c.id is null or not (a.accounting or (a.is_member and a.accounting_tab_grant is not distinct from 'EDIT')) then 'FORBIDDEN'
    when c.restrict_booking_export and not (a.admin or a.accounting) then 'BOOKING_EXPORT_RESTRICTED'
  end
  from app_hidden.previous_current_user_access(company_id) a
  left join app_public.client_companies c on c.id = company_id;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

create function app_hidden.previous_client_company_access_flags(c app_public.client_companies)
returns app_hidden.client_company_access_flags as $$
  select a.role_name, a.admin, a.company_manage, a.client_company_manage, a.company_tags_manage, a.accounting,
         a.documents_manage, a.banking, a.verifying,
         c.contract_start_date is not null
           and (c.billed_client_company_id is null or c.billed_client_company_id = c.id)
           and (a.admin or a.accounting),
         c.accounting_system is not null and (a.accounting or a.accounting_tab_grant is not null),
         c.accounting_system is not null and (a.accounting or a.accounting_tab_grant is not distinct from 'EDIT'),
         case when c.restrict_document_delete then a.admin or a.accounting else a.documents_manage end,
         app_hidden.previous_export_refusal_for(c.id) is null,
         a.documents_manage and (not c.disable_invoice_internal_number_edit or a.admin),
         c.status = 'DEMO'
           and a.role_name in ('ADMIN', 'COLLABORATION_ONLY')
           and exists (select 1 from app_public.users u where u.id = app_hidden.current_user_id() and u.type = 'STANDARD'),
         app_public.client_companies_feature_active(c, 'APPROVED_WITHOUT_VERIFIERS') and not a.verifying
  from app_hidden.previous_current_user_access(c.id) a;
$$ language sql stable security definer set search_path to pg_catalog, public, pg_temp;

create function app_public.previous_feature_flags(c app_public.client_companies) returns app_public.client_company_feature_flags as $$
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
`;

const ROLES = ["ADMIN", "ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"] as const;

let server: TestServer;
const companies: string[] = [];
/** [label, user id or null for an anonymous visitor] */
const people: [string, string | null][] = [];

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await server.ownerPool.query(sql, params)).rows as T[];
  await q(PREVIOUS_DEFINITIONS);

  // Companies that differ in status, accounting system, contract, billing, restrictions, features.
  const variants: [string, Record<string, unknown>, string[]][] = [
    ["plain", {}, []],
    [
      "full",
      { accounting_system: "DATEV", contract_start_date: "2025-01-01" },
      ["APPROVED_WITHOUT_VERIFIERS", "RULES"],
    ],
    [
      "demo",
      { status: "DEMO", accounting_system: "DATEV" },
      ["COST_CENTERS", "DOCUMENT_APPROVAL", "USE_LAST_3_MONTHS"],
    ],
    [
      "restricted",
      {
        accounting_system: "DATEV",
        contract_start_date: "2025-01-01",
        restrict_document_delete: true,
        restrict_booking_export: true,
        disable_invoice_internal_number_edit: true,
      },
      ["APPROVED_WITHOUT_VERIFIERS"],
    ],
  ];
  for (const [name, columns, features] of variants) {
    const keys = ["name", ...Object.keys(columns)];
    const values = [`Flags ${name} GmbH`, ...Object.values(columns)];
    const [row] = await q<{ id: string }>(
      `insert into app_public.client_companies (${keys.join(", ")}) values (${keys.map((_, i) => `$${i + 1}`).join(", ")}) returning id`,
      values,
    );
    companies.push(row!.id);
    await q(
      `insert into app_public.client_company_features (client_company_id, feature_id)
       select $1, id from app_public.features where name = any($2::text[])`,
      [row!.id, features],
    );
  }
  // Billed through another company; a feature switched off again; every feature on.
  const [billed] = await q<{ id: string }>(
    `insert into app_public.client_companies (name, accounting_system, contract_start_date, billed_client_company_id)
     values ('Flags billed GmbH', 'DATEV', '2025-01-01', $1) returning id`,
    [companies[0]],
  );
  companies.push(billed!.id);
  await q(
    `insert into app_public.client_company_features (client_company_id, feature_id, active)
     select $1, id, false from app_public.features where name = 'APPROVED_WITHOUT_VERIFIERS'`,
    [billed!.id],
  );
  const [everything] = await q<{ id: string }>(
    "insert into app_public.client_companies (name, status) values ('Flags everything GmbH', 'DEMO') returning id",
  );
  companies.push(everything!.id);
  await q(
    "insert into app_public.client_company_features (client_company_id, feature_id) select $1, id from app_public.features",
    [everything!.id],
  );

  const user = async (label: string, type: string) => {
    const [row] = await q<{ id: string }>(
      "insert into app_public.users (email, first_name, type) values ($1, $2, $3) returning id",
      [`${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}@flags.test`, label, type],
    );
    people.push([label, row!.id]);
    return row!.id;
  };
  for (const role of ROLES) {
    for (const type of ["STANDARD", "EXTERNAL"]) {
      for (const grant of [null, "VIEW", "EDIT"]) {
        const id = await user(`${role} ${type} ${grant ?? "no grant"}`, type);
        for (const company of companies) {
          await q(
            `insert into app_public.client_company_users (user_id, client_company_id, role_name, document_accounting_tab_access)
             values ($1, $2, $3, $4)`,
            [id, company, role, grant],
          );
        }
      }
    }
  }
  const memberSuperAdmin = await user("super admin member", "SUPER_ADMIN");
  await q(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'VIEWER')",
    [memberSuperAdmin, companies[1]],
  );
  await user("super admin", "SUPER_ADMIN");
  await user("outsider", "STANDARD");
  people.push(["anonymous", null]);
});
afterAll(async () => server?.close());

/** Both definitions' answers for every company, as the person (RLS applies, as in GraphQL). The
 * company rows are handed over whole, so the answers for companies the person cannot see are
 * compared too (RLS policies ask current_user_access about any company). */
async function answersOf(userId: string | null) {
  const { rows: companyRows } = await server.ownerPool.query<{ rows: unknown }>(
    "select jsonb_agg(c) as rows from app_public.client_companies c where c.id = any($1::uuid[])",
    [companies],
  );
  const client = await server.authPool.connect();
  try {
    await client.query("begin");
    await client.query(userId ? "set local role app_user" : "set local role app_anonymous");
    if (userId) await client.query("select set_config('app.user_id', $1, true)", [userId]);
    const { rows } = await client.query<Record<string, unknown>>(
      `select c.id,
              to_jsonb(app_hidden.client_company_access_flags(c)) as flags,
              to_jsonb(app_hidden.previous_client_company_access_flags(c)) as previous_flags,
              to_jsonb(app_hidden.current_user_access(c.id)) as access,
              to_jsonb(app_hidden.previous_current_user_access(c.id)) as previous_access,
              app_hidden.export_refusal_for(c.id) as refusal,
              app_hidden.previous_export_refusal_for(c.id) as previous_refusal,
              to_jsonb(app_public.client_companies_feature_flags(c)) as features,
              to_jsonb(app_public.previous_feature_flags(c)) as previous_features
       from jsonb_populate_recordset(null::app_public.client_companies, $1::jsonb) c`,
      [JSON.stringify(companyRows[0]!.rows)],
    );
    await client.query("rollback");
    return rows;
  } finally {
    client.release();
  }
}

describe("the shell's access and feature flags", () => {
  it("answer exactly as the definitions they replaced, for every kind of user and company", async () => {
    let compared = 0;
    for (const [label, userId] of people) {
      for (const row of await answersOf(userId)) {
        expect(row.flags, `${label}: access flags`).not.toBeNull();
        expect(row.flags, `${label}: access flags`).toEqual(row.previous_flags);
        expect(row.access, `${label}: access`).toEqual(row.previous_access);
        expect(row.refusal, `${label}: export refusal`).toEqual(row.previous_refusal);
        expect(row.features, `${label}: feature flags`).toEqual(row.previous_features);
        compared++;
      }
    }
    expect(compared).toBe(people.length * companies.length);
  });
});
