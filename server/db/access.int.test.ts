import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/testServer.ts";

const FLAGS = [
  "currentUserHasAdminAccess",
  "currentUserHasCompanyManageAccess",
  "currentUserHasClientCompanyManageAccess",
  "currentUserHasCompanyTagsManageAccess",
  "currentUserHasAccountingAccess",
  "currentUserHasDocumentsManageAccess",
  "currentUserHasBankingAccess",
  "currentUserHasVerifyingAccess",
  "currentUserHasSettingsLicenseAccess",
  "currentUserCanViewAccountingTab",
  "currentUserCanEditAccountingTab",
  "currentUserCanDeleteDocuments",
  "currentUserCanExportBookings",
  "currentUserCanEditInvoiceInternalNumber",
  "currentUserCanSwitchDemoMode",
] as const;

type Flag = (typeof FLAGS)[number];
const row = (...values: (0 | 1)[]): Record<Flag, boolean> =>
  Object.fromEntries(FLAGS.map((f, i) => [f, values[i] === 1])) as Record<Flag, boolean>;

/**
 * The access matrix of spec part 1 §6 for the company under test: accounting system DATEV,
 * a contract start date, billed for itself, no restrictions, status ACTIVE.
 *                                   adm co  cli tag acc doc bnk ver lic vTab eTab del exp num demo */
const EXPECTED: Record<string, Record<Flag, boolean>> = {
  ADMIN: row(1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0),
  ACCOUNTANT: row(0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0),
  // The booking export needs accounting access (or the accounting tab's EDIT grant): a
  // BOOKKEEPER and a CLERK cannot export (issue 17).
  BOOKKEEPER: row(0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 1, 0, 1, 0),
  CLERK: row(0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0),
  APPROVER: row(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
  VIEWER: row(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
  COLLABORATION_ONLY: row(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
  SUPER_ADMIN: row(1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0),
};

describe("access flags of ClientCompany for every role", () => {
  let server: TestServer;
  let company: string;
  let demoCompany: string;
  let restricted: string;
  const users: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false });
    const q = async (sql: string, params: unknown[] = []) => (await server.ownerPool.query(sql, params)).rows;
    const insertCompany = async (name: string, extra = "", values: unknown[] = []) =>
      (
        await q(
          `insert into app_public.client_companies (name, accounting_system, contract_start_date${extra ? `, ${extra}` : ""})
           values ($1, 'DATEV', '2025-01-01'${values.map((_, i) => `, $${i + 2}`).join("")}) returning id`,
          [name, ...values],
        )
      )[0].id as string;
    company = await insertCompany("Gamma Werkzeugbau GmbH");
    demoCompany = await insertCompany("Delta Demo GmbH", "status", ["DEMO"]);
    restricted = await insertCompany(
      "Epsilon Restricted AG",
      "restrict_document_delete, restrict_booking_export, disable_invoice_internal_number_edit, billed_client_company_id",
      [true, true, true, company],
    );
    for (const role of Object.keys(EXPECTED)) {
      const type = role === "SUPER_ADMIN" ? "SUPER_ADMIN" : "STANDARD";
      users[role] = (
        await q("insert into app_public.users (email, first_name, type) values ($1, $2, $3) returning id", [
          `${role.toLowerCase()}@access.test`,
          role,
          type,
        ])
      )[0].id;
      if (role !== "SUPER_ADMIN") {
        for (const c of [company, demoCompany, restricted]) {
          await q(
            "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, $3)",
            [users[role], c, role],
          );
        }
      }
    }
    users.OUTSIDER = (
      await q("insert into app_public.users (email, first_name) values ('outsider@access.test', 'Olga') returning id")
    )[0].id;
  });
  afterAll(() => server.close());

  const flagsOf = async (userId: string, companyId: string) => {
    const { json } = await server.graphql(
      { query: `query ($c: UUID!) { clientCompany(rowId: $c) { ${FLAGS.join(" ")} } }`, variables: { c: companyId } },
      await server.signIn(userId),
    );
    expect(json.errors).toBeUndefined();
    return json.data!.clientCompany as Record<Flag, boolean> | null;
  };

  it.each(Object.keys(EXPECTED))("%s gets exactly the access of the matrix", async (role) => {
    expect(await flagsOf(users[role]!, company)).toEqual(EXPECTED[role]);
  });

  it("shows an outsider nothing at all", async () => {
    expect(await flagsOf(users.OUTSIDER!, company)).toBeNull();
  });

  it("offers the demo-mode switch only to ADMIN and COLLABORATION_ONLY in a DEMO company", async () => {
    for (const role of Object.keys(EXPECTED)) {
      const flags = await flagsOf(users[role]!, demoCompany);
      expect(flags?.currentUserCanSwitchDemoMode, role).toBe(role === "ADMIN" || role === "COLLABORATION_ONLY");
    }
  });

  it("applies the company's restrictions and the license rule", async () => {
    const clerk = await flagsOf(users.CLERK!, restricted);
    expect(clerk).toMatchObject({
      currentUserCanDeleteDocuments: false,
      currentUserCanExportBookings: false,
      currentUserCanEditInvoiceInternalNumber: false,
    });
    const accountant = await flagsOf(users.ACCOUNTANT!, restricted);
    expect(accountant).toMatchObject({
      currentUserCanDeleteDocuments: true,
      currentUserCanExportBookings: true,
      currentUserCanEditInvoiceInternalNumber: false,
      // Billed through another company: no license settings here.
      currentUserHasSettingsLicenseAccess: false,
    });
    expect(await flagsOf(users.ADMIN!, restricted)).toMatchObject({ currentUserCanEditInvoiceInternalNumber: true });
  });

  it("opens the accounting tab through the per-user grant, and only with an accounting system", async () => {
    await server.ownerPool.query(
      "update app_public.client_company_users set document_accounting_tab_access = 'VIEW' where user_id = $1 and client_company_id = $2",
      [users.VIEWER, company],
    );
    await server.ownerPool.query(
      "update app_public.client_company_users set document_accounting_tab_access = 'EDIT' where user_id = $1 and client_company_id = $2",
      [users.APPROVER, company],
    );
    expect(await flagsOf(users.VIEWER!, company)).toMatchObject({
      currentUserCanViewAccountingTab: true,
      currentUserCanEditAccountingTab: false,
    });
    expect(await flagsOf(users.APPROVER!, company)).toMatchObject({
      currentUserCanViewAccountingTab: true,
      currentUserCanEditAccountingTab: true,
    });
    await server.ownerPool.query("update app_public.client_companies set accounting_system = null where id = $1", [
      company,
    ]);
    expect(await flagsOf(users.APPROVER!, company)).toMatchObject({
      currentUserCanViewAccountingTab: false,
      currentUserCanEditAccountingTab: false,
    });
    expect(await flagsOf(users.ACCOUNTANT!, company)).toMatchObject({ currentUserCanViewAccountingTab: false });
    await server.ownerPool.query("update app_public.client_companies set accounting_system = 'DATEV' where id = $1", [
      company,
    ]);
  });

  it("lets only documents-manage access create review groups (RLS, not the UI)", async () => {
    const create = async (role: string) =>
      server.graphql(
        {
          query: `mutation ($c: UUID!) { createReviewGroup(input: { reviewGroup: { clientCompanyRowId: $c } }) { reviewGroup { rowId } } }`,
          variables: { c: company },
        },
        await server.signIn(users[role]!),
      );
    expect((await create("CLERK")).json.errors).toBeUndefined();
    expect((await create("VIEWER")).json.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await create("COLLABORATION_ONLY")).json.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("reads feature flags by name and in camel case", async () => {
    await server.ownerPool.query(
      `insert into app_public.client_company_features (client_company_id, feature_id)
       select $1, id from app_public.features where name in ('COST_CENTERS', 'DOCUMENT_APPROVAL', 'USE_LAST_3_MONTHS')`,
      [company],
    );
    const { json } = await server.graphql(
      {
        query: `query ($c: UUID!) { clientCompany(rowId: $c) {
          featureActive(name: "COST_CENTERS") other: featureActive(name: "RULES")
          featureFlags { costCenters approval useLast3Months rules realEstateObjects } } }`,
        variables: { c: company },
      },
      await server.signIn(users.CLERK!),
    );
    expect(json.data).toEqual({
      clientCompany: {
        featureActive: true,
        other: false,
        featureFlags: {
          costCenters: true,
          approval: true,
          useLast3Months: true,
          rules: false,
          realEstateObjects: false,
        },
      },
    });
  });

  it("keeps every feature of the catalogue in the camel-case flags", async () => {
    const { rows } = await server.ownerPool.query<{ camel_case_name: string }>(
      "select camel_case_name from app_public.features where scope = 'CLIENT_COMPANY' order by 1",
    );
    const { json } = await server.graphql(
      {
        query: `query ($c: UUID!) { clientCompany(rowId: $c) { featureFlags { ${rows.map((r) => r.camel_case_name).join(" ")} } } }`,
        variables: { c: company },
      },
      await server.signIn(users.ADMIN!),
    );
    expect(json.errors).toBeUndefined();
  });
});
