import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LICENSE_PERIOD_CASES } from "../../src/lib/licensePeriods.cases.ts";
import { licensePeriods } from "../../src/lib/licensePeriods.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// The licence page's data through the real server: the SQL period function agrees with the
// client module on the same table; usage and billed companies are shown only to people with
// settings-license access in the company that bills itself; the extraction-service switches are
// for super admins only and only when a custom service is configured.

let server: TestServer;
let seed: TwoCompanies;
const kit = graphqlKit(
  () => server,
  () => undefined,
);
const { owner, member, gql, refusal } = kit;

beforeAll(async () => {
  server = await startTestServer({
    persistedOnly: false,
    env: { CUSTOM_EXTRACTION_URL: "http://127.0.0.1:9/extract" },
  });
  seed = await seedTwoCompanies(server.ownerPool);
});
afterAll(async () => server?.close());

const today = async () => (await owner("select app_hidden.license_today()::text as d"))[0].d as string;

describe("licence periods", () => {
  it.each(LICENSE_PERIOD_CASES)(
    "SQL agrees with the client: $name",
    async ({ contractStart, today: day, expected }) => {
      const [row] = await owner(
        `select from_date::text, until_date::text, previous_from_date::text, previous_until_date::text,
              include_current_period, include_previous_period
         from app_hidden.license_periods($1::date, $2::date)`,
        [contractStart, day],
      );
      expect({
        fromDate: row.from_date,
        untilDate: row.until_date,
        previousFromDate: row.previous_from_date,
        previousUntilDate: row.previous_until_date,
        includeCurrentPeriod: row.include_current_period,
        includePreviousPeriod: row.include_previous_period,
      }).toEqual(expected);
    },
  );
});

const LICENSE = `query ($id: UUID!) {
  clientCompany(rowId: $id) {
    currentUserHasSettingsLicenseAccess contractStartDate contractNote licensedDocuments licensedUsers licensedBanks
    licensePeriods { fromDate untilDate previousFromDate previousUntilDate includeCurrentPeriod includePreviousPeriod }
    licenseUsage { nodes { clientCompanyRowId clientCompanyName isCurrentPeriod startDate endDate documentsCount predictedDocumentsCount usersCount banksCount } }
  }
}`;

describe("licence usage", () => {
  let billed: string;
  beforeAll(async () => {
    await owner(
      `update app_public.client_companies set contract_start_date = current_date - 400, contract_note = 'Rahmenvertrag',
              licensed_documents = 100, licensed_users = 3, licensed_banks = 1 where id = $1`,
      [seed.companyA],
    );
    [{ id: billed }] = await owner(
      "insert into app_public.client_companies (name, billed_client_company_id) values ('Gamma Tochter GmbH', $1) returning id",
      [seed.companyA],
    );
    const [cat] = await owner(
      "insert into app_public.document_categories (client_company_id, document_type, name) values ($1, 'INCOMING_INVOICE', 'ER') returning id",
      [seed.companyA],
    );
    // Two documents today, one in the previous period, one before the contract.
    for (const daysAgo of [0, 0, 380, 800])
      await owner(
        `insert into app_public.documents (client_company_id, category_id, type, import_date)
         values ($1, $2, 'INCOMING_INVOICE', now() - make_interval(days => $3))`,
        [seed.companyA, cat.id, daysAgo],
      );
    await owner(
      "insert into app_public.money_accounts (client_company_id, type, name, iban) values ($1, 'BANK', 'Giro', 'DE89370400440532013000')",
      [seed.companyA],
    );
  });

  it("shows the admin of the billing company the periods, usage and billed companies", async () => {
    const cookie = await server.signIn(seed.userA);
    const answer = await gql(LICENSE, { id: seed.companyA }, cookie);
    expect(answer.errors).toBeUndefined();
    const c = answer.data.clientCompany;
    expect(c.currentUserHasSettingsLicenseAccess).toBe(true);
    expect(c.contractNote).toBe("Rahmenvertrag");
    const day = await today();
    const [{ start }] = await owner("select (current_date - 400)::text as start");
    const periods = licensePeriods(start, day);
    expect(c.licensePeriods).toEqual(periods);
    const own = c.licenseUsage.nodes.filter(
      (n: { clientCompanyRowId: string }) => n.clientCompanyRowId === seed.companyA,
    );
    expect(own.map((n: { isCurrentPeriod: boolean }) => n.isCurrentPeriod)).toEqual([true, false]);
    const current = own.find((n: { isCurrentPeriod: boolean }) => n.isCurrentPeriod);
    expect(current).toMatchObject({
      startDate: periods.fromDate,
      endDate: periods.untilDate,
      usersCount: 1,
      banksCount: 1,
    });
    expect(current.documentsCount).toBeGreaterThanOrEqual(2);
    expect(current.predictedDocumentsCount).toBeGreaterThanOrEqual(current.documentsCount);
    const other = c.licenseUsage.nodes.filter((n: { clientCompanyRowId: string }) => n.clientCompanyRowId === billed);
    expect(other.length).toBeGreaterThan(0);
    expect(other[0]).toMatchObject({ clientCompanyName: "Gamma Tochter GmbH", documentsCount: 0 });
  });

  it("predicts the current period linearly and leaves the previous one without a prediction", async () => {
    const cookie = await server.signIn(seed.userA);
    const answer = await gql(LICENSE, { id: seed.companyA }, cookie);
    const nodes = answer.data.clientCompany.licenseUsage.nodes.filter(
      (n: { clientCompanyRowId: string }) => n.clientCompanyRowId === seed.companyA,
    );
    const [{ expected }] = await owner(
      `select round(count(*)::numeric * ($2::date - $1::date + 1) / greatest(app_hidden.license_today() - $1::date + 1, 1))::int as expected
         from app_public.documents where client_company_id = $3
          and (import_date at time zone 'Europe/Berlin')::date between $1::date and $2::date`,
      [nodes[0].startDate, nodes[0].endDate, seed.companyA],
    );
    expect(nodes[0].predictedDocumentsCount).toBe(expected);
    for (const n of nodes.slice(1)) expect(n.predictedDocumentsCount).toBeNull();
  });

  it("refuses another company's licence, with every role", async () => {
    const roles = await owner("select name from app_public.roles order by name");
    expect(roles.length).toBeGreaterThan(1);
    for (const { name: role } of roles) {
      const cookie = await member(seed.companyB, `lic-${String(role).toLowerCase()}@b.test`, role as string);
      const answer = await gql(LICENSE, { id: seed.companyA }, cookie);
      expect(answer.data?.clientCompany ?? null).toBeNull();
    }
  });

  it("shows no usage to members without admin or accounting access", async () => {
    const [{ name }] = await owner(
      "select name from app_public.roles where not admin_access and not accounting_access order by name limit 1",
    );
    const cookie = await member(seed.companyA, "lic-plain@a.test", name as string);
    const c = (await gql(LICENSE, { id: seed.companyA }, cookie)).data.clientCompany;
    expect(c.currentUserHasSettingsLicenseAccess).toBe(false);
    expect(c.licenseUsage.nodes).toEqual([]);
  });

  it("shows no usage to a company billed by another", async () => {
    await owner(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')",
      [seed.userB, billed],
    );
    await owner("update app_public.client_companies set contract_start_date = current_date - 10 where id = $1", [
      billed,
    ]);
    const c = (await gql(LICENSE, { id: billed }, await server.signIn(seed.userB))).data.clientCompany;
    expect(c.currentUserHasSettingsLicenseAccess).toBe(false);
    expect(c.licenseUsage.nodes).toEqual([]);
  });

  it("refuses contract values out of range", async () => {
    for (const [column, value] of [
      ["licensed_documents", -1],
      ["licensed_users", -5],
      ["licensed_banks", -1],
      ["contract_note", "x".repeat(2001)],
      ["contract_expiry_notification_email", "not an address"],
    ] as const) {
      await expect(
        owner(`update app_public.client_companies set ${column} = $2 where id = $1`, [seed.companyA, value]),
      ).rejects.toThrow(/check constraint/);
    }
  });
});

const SET_CATEGORY = `mutation ($id: UUID!, $on: Boolean!) {
  setDocumentCategoryCustomExtractionService(input: { documentCategoryRowId: $id, usesCustomExtractionService: $on }) {
    result { rowId usesCustomExtractionService }
  }
}`;
const SET_PARTNER = `mutation ($id: UUID!, $on: Boolean!) {
  setPartnerCompanyCustomExtractionService(input: { partnerCompanyRowId: $id, usesCustomExtractionService: $on }) {
    result { rowId usesCustomExtractionService }
  }
}`;
const PARTNERS = `query ($id: UUID!, $on: Boolean) {
  customExtractionServiceAvailable
  clientCompany(rowId: $id) { extractionServicePartnerCompanies(usesCustomExtractionService: $on) { totalCount nodes { rowId name } } }
}`;

describe("extraction service", () => {
  let category: string;
  let partner: string;
  beforeAll(async () => {
    [{ id: category }] = await owner(
      "insert into app_public.document_categories (client_company_id, document_type, name) values ($1, 'INCOMING_INVOICE', 'Custom ER') returning id",
      [seed.companyA],
    );
    [{ id: partner }] = await owner(
      "insert into app_public.partner_companies (client_company_id, name) values ($1, 'Lieferant mit Sonderformat') returning id",
      [seed.companyA],
    );
  });

  it("lets a super admin switch categories and partners", async () => {
    const cookie = await server.signIn(seed.superAdmin);
    const a = await gql(SET_CATEGORY, { id: category, on: true }, cookie);
    expect(a.data.setDocumentCategoryCustomExtractionService.result.usesCustomExtractionService).toBe(true);
    const b = await gql(SET_PARTNER, { id: partner, on: true }, cookie);
    expect(b.data.setPartnerCompanyCustomExtractionService.result.usesCustomExtractionService).toBe(true);
    const list = await gql(PARTNERS, { id: seed.companyA, on: true }, cookie);
    expect(list.data.customExtractionServiceAvailable).toBe(true);
    expect(
      list.data.clientCompany.extractionServicePartnerCompanies.nodes.map((n: { rowId: string }) => n.rowId),
    ).toEqual([partner]);
  });

  it("refuses everyone else, also the company's own admin, and changes nothing", async () => {
    await owner("update app_public.document_categories set uses_custom_extraction_service = false where id = $1", [
      category,
    ]);
    for (const user of [seed.userA, seed.userB]) {
      const cookie = await server.signIn(user);
      expect(refusal(await gql(SET_CATEGORY, { id: category, on: true }, cookie))).toEqual({ code: "FORBIDDEN" });
      expect(refusal(await gql(SET_PARTNER, { id: partner, on: false }, cookie))).toEqual({ code: "FORBIDDEN" });
      const list = await gql(PARTNERS, { id: seed.companyA, on: null }, cookie);
      expect(list.data.clientCompany?.extractionServicePartnerCompanies.nodes ?? []).toEqual([]);
    }
    const [row] = await owner(
      "select uses_custom_extraction_service as on from app_public.document_categories where id = $1",
      [category],
    );
    expect(row.on).toBe(false);
  });

  it("answers not found for an unknown row", async () => {
    const cookie = await server.signIn(seed.superAdmin);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(refusal(await gql(SET_CATEGORY, { id: unknown, on: false }, cookie))).toEqual({
      code: "DOCUMENT_CATEGORY_NOT_FOUND",
    });
    expect(refusal(await gql(SET_PARTNER, { id: unknown, on: false }, cookie))).toEqual({
      code: "PARTNER_COMPANY_NOT_FOUND",
    });
  });
});

describe("extraction service without a configured service", () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ persistedOnly: false, database: server.database });
  });
  afterAll(async () => bare?.close());

  it("offers no switch: switching on is refused, switching off still works", async () => {
    const [{ id }] = await owner(
      "insert into app_public.document_categories (client_company_id, document_type, name) values ($1, 'OTHER_DOCUMENT', 'Sonst') returning id",
      [seed.companyA],
    );
    const cookie = await bare.signIn(seed.superAdmin);
    const available = await bare.graphql({ query: "{ customExtractionServiceAvailable }" }, cookie);
    expect(available.json.data?.customExtractionServiceAvailable).toBe(false);
    const on = await bare.graphql({ query: SET_CATEGORY, variables: { id, on: true } }, cookie);
    expect(on.json.errors?.[0]?.extensions?.code).toBe("CUSTOM_EXTRACTION_SERVICE_UNAVAILABLE");
    const off = await bare.graphql({ query: SET_CATEGORY, variables: { id, on: false } }, cookie);
    expect(off.json.errors).toBeUndefined();
  });
});
