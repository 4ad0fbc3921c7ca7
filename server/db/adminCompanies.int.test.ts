import { Logger as WorkerLogger, runMigrations } from "graphile-worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLogger } from "../logger.ts";
import type { MailMessage } from "../mail/mailTransport.ts";
import { sendUserInvitationMail } from "../mail/userInvitationMail.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Super admin › Admin: companies (the legal entity) and client companies, created, changed,
// deactivated and deleted by super admins only; creating a client company sets it up in one
// transaction (categories, chart of accounts, first admin invited) or not at all.

const ROLES = ["ADMIN", "ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"];

const CREATE_COMPANY = `mutation($input: CreateCompanyInput!) { createCompany(input: $input) { result { rowId name legalForm } } }`;
const CREATE_LOCATION = `mutation($input: CreateCompanyLocationInput!) { createCompanyLocation(input: $input) { companyLocation { rowId } } }`;
const CREATE_CLIENT = `mutation($input: CreateClientCompanyInput!) {
  createClientCompany(input: $input) { result { rowId name status language legalCompanyRowId contractStartDate licensedUsers } }
}`;
const UPDATE_CLIENT = `mutation($input: UpdateClientCompanyInput!) {
  updateClientCompany(input: $input) { result { rowId status name } }
}`;
const DELETE_CLIENT = `mutation($id: UUID!) { deleteClientCompany(input: { clientCompanyRowId: $id }) { result { rowId } } }`;
const LISTS = `query($search: String, $first: Int, $after: Cursor) {
  adminCompanies(searchText: $search, first: $first, after: $after) {
    totalCount nodes { rowId name brandNameOrName countries mainLocation { vatIdNo } }
    pageInfo { hasNextPage endCursor }
  }
  adminClientCompanies(searchText: $search) { totalCount nodes { rowId name } }
}`;

describe("super admin › admin: companies and client companies", () => {
  let server: TestServer;
  let seed: TwoCompanies;
  let superAdmin: string;
  const members: Record<string, string> = {};
  const outbox: MailMessage[] = [];
  const kit = graphqlKit(
    () => server,
    () => superAdmin,
  );
  const { owner, gql, refusal } = kit;
  let counter = 0;

  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false });
    seed = await seedTwoCompanies(server.ownerPool);
    await runMigrations({ pgPool: server.ownerPool, logger: new WorkerLogger(() => () => {}) });
    superAdmin = await server.signIn(seed.superAdmin);
    for (const role of ROLES) members[role] = await kit.member(seed.companyA, `${role.toLowerCase()}@a.test`, role);
  });
  afterAll(() => server?.close());

  const companyOf = async (clientCompanyId: string) =>
    (await owner("select legal_company_id from app_public.client_companies where id = $1", [clientCompanyId]))[0]!
      .legal_company_id as string;

  const newCompany = async (name = `Neu ${++counter} GmbH`) => {
    const answer = await gql(CREATE_COMPANY, {
      input: { name, legalForm: "GmbH", city: "Berlin", vatIdNo: "de 123456789" },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data.createCompany.result.rowId as string;
  };

  const clientInput = (companyRowId: string, overrides: Record<string, unknown> = {}) => ({
    companyRowId,
    name: `Mandant ${++counter}`,
    status: "ACTIVE",
    language: "de",
    accountingCompanyClientCompanyRowId: seed.companyA,
    accountingSystem: "DATEV",
    accountingSystemClientNo: "10042",
    contractStartDate: "2026-01-01",
    licensedDocuments: 1000,
    licensedUsers: 5,
    licensedBanks: 2,
    chart: "SKR03",
    adminEmail: `Erste.Admin.${counter}@Neu.Example`,
    adminFirstName: "Erika",
    adminLastName: "Erste",
    ...overrides,
  });

  /** Counts of what a client company of this name brought with it. */
  const traces = async (name: string) =>
    (
      await owner(
        `select count(c.id)::int as companies,
                (select count(*)::int from app_public.document_categories d where d.client_company_id = any(array_agg(c.id))) as categories,
                (select count(*)::int from app_public.general_ledger_accounts g where g.client_company_id = any(array_agg(c.id))) as accounts,
                (select count(*)::int from app_public.membership_requests m where m.client_company_id = any(array_agg(c.id))) as requests
         from app_public.client_companies c where c.name = $1`,
        [name],
      )
    )[0];

  it("gives every client company a company of its own, with its address as the main location", async () => {
    const company = await companyOf(seed.companyA);
    const [row] = await owner(
      "select c.name, l.main, l.vat_id_no from app_public.companies c join app_public.company_locations l on l.company_id = c.id where c.id = $1",
      [company],
    );
    expect(row).toEqual({ name: "Alpha Bau GmbH", main: true, vat_id_no: "DE111111111" });
  });

  it("lets members read their own company and nobody else's; super admins read all", async () => {
    const query = `query($a: UUID!, $b: UUID!) { a: company(rowId: $a) { name } b: company(rowId: $b) { name } }`;
    const ids = { a: await companyOf(seed.companyA), b: await companyOf(seed.companyB) };
    for (const role of ROLES) {
      const answer = await gql(query, ids, members[role]);
      expect(answer.data, role).toEqual({ a: { name: "Alpha Bau GmbH" }, b: null });
    }
    expect((await gql(query, ids)).data).toEqual({ a: { name: "Alpha Bau GmbH" }, b: { name: "Beta Handel KG" } });
  });

  it("lets only super admins create and change companies and their locations", async () => {
    for (const role of ROLES) {
      const answer = await gql(CREATE_COMPANY, { input: { name: `Fremd ${role}` } }, members[role]);
      expect(refusal(answer).code, role).toBe("SUPER_ADMIN_ONLY");
      const location = await gql(
        CREATE_LOCATION,
        { input: { companyLocation: { companyRowId: await companyOf(seed.companyA), city: "X" } } },
        members[role],
      );
      expect(refusal(location).code, role).toBe("FORBIDDEN");
    }
    expect(await owner("select 1 from app_public.companies where name like 'Fremd %'")).toEqual([]);

    const company = await newCompany("Gamma Holding");
    expect(
      (
        await gql(CREATE_LOCATION, {
          input: { companyLocation: { companyRowId: company, city: "Wien", country: "AT", vatIdNo: "ATU12345678" } },
        })
      ).errors,
    ).toBeUndefined();
    for (const role of ROLES) {
      const answer = await gql(
        `mutation($id: UUID!) { updateCompany(input: { companyRowId: $id, name: "Übernommen" }) { result { rowId } } }`,
        { id: await companyOf(seed.companyA) },
        members[role],
      );
      expect(refusal(answer).code, role).toBe("SUPER_ADMIN_ONLY");
    }
    // One main location per company, and a dissolution before the foundation, are refused by name.
    const secondMain = await gql(CREATE_LOCATION, {
      input: { companyLocation: { companyRowId: company, main: true, city: "Graz" } },
    });
    expect(secondMain.errors?.[0]?.extensions?.constraint).toBe("company_locations_one_main");
    const dates = await gql(
      `mutation($id: UUID!) { updateCompany(input: { companyRowId: $id, name: "Gamma Holding", founded: "2020-01-01", dissolved: "2019-01-01" }) { result { rowId } } }`,
      { id: company },
    );
    expect(dates.errors?.[0]?.extensions?.constraint).toBe("companies_dissolved_after_founded");
  });

  it("lists companies and client companies for super admins only, searched and paged", async () => {
    const all = await gql(LISTS, { search: "gamma", first: 10 });
    expect(all.data.adminCompanies.totalCount).toBe(1);
    expect(all.data.adminCompanies.nodes[0]).toMatchObject({
      name: "Gamma Holding",
      countries: ["AT", "DE"],
      mainLocation: { vatIdNo: "DE123456789" },
    });
    const firstPage = await gql(LISTS, { first: 1 });
    expect(firstPage.data.adminCompanies.pageInfo.hasNextPage).toBe(true);
    const secondPage = await gql(LISTS, { first: 1, after: firstPage.data.adminCompanies.pageInfo.endCursor });
    expect(secondPage.data.adminCompanies.nodes[0].rowId).not.toBe(firstPage.data.adminCompanies.nodes[0].rowId);
    expect((await gql(LISTS, { search: "beta" })).data.adminClientCompanies.nodes).toEqual([
      { rowId: seed.companyB, name: "Beta Handel KG" },
    ]);
    for (const role of ROLES) {
      const answer = await gql(LISTS, { search: null }, members[role]);
      expect(answer.data.adminCompanies, role).toMatchObject({ totalCount: 0, nodes: [] });
      expect(answer.data.adminClientCompanies, role).toMatchObject({ totalCount: 0, nodes: [] });
    }
  });

  it("creates a client company completely: categories, the chosen chart, its first admin invited by e-mail", async () => {
    const company = await newCompany();
    const input = clientInput(company);
    const answer = await gql(CREATE_CLIENT, { input });
    expect(answer.errors).toBeUndefined();
    const created = answer.data.createClientCompany.result;
    expect(created).toMatchObject({
      name: input.name,
      status: "ACTIVE",
      legalCompanyRowId: company,
      contractStartDate: "2026-01-01",
      licensedUsers: 5,
    });
    expect(await traces(input.name)).toEqual({
      companies: 1,
      categories: 5,
      accounts: expect.any(Number),
      requests: 1,
    });
    const [chart] = await owner(
      "select count(*)::int as n from app_private.standard_chart_accounts where chart = 'SKR03'",
    );
    expect((await traces(input.name))!.accounts).toBe(chart!.n);
    const [request] = await owner(
      `select m.role_name, m.state, u.email::text as email, u.first_name, u.type::text as type
       from app_public.membership_requests m join app_public.users u on u.id = m.user_id where m.client_company_id = $1`,
      [created.rowId],
    );
    expect(request).toEqual({
      role_name: "ADMIN",
      state: "PENDING",
      email: input.adminEmail.toLowerCase(),
      first_name: "Erika",
      type: "STANDARD",
    });

    // The queued invitation, sent as the worker sends it, reaches the address with a link.
    const jobs = await owner(
      `select j.id, p.payload from graphile_worker.jobs j join graphile_worker._private_jobs p on p.id = j.id
       where j.task_identifier = 'users__invite' and p.payload->>'clientCompanyRowId' = $1`,
      [created.rowId],
    );
    expect(jobs).toHaveLength(1);
    const outcome = await sendUserInvitationMail(
      {
        ownerPool: server.ownerPool,
        transport: { kind: "outbox", destination: "memory", send: async (message) => void outbox.push(message) },
        publicUrl: "http://localhost:0",
        logger: makeLogger("silent"),
        invitationBaseUrl: "http://localhost:0/oidc",
      },
      jobs[0]!.payload,
    );
    expect(outcome).toBe("sent");
    expect(outbox.at(-1)?.to).toBe(input.adminEmail.toLowerCase());
    expect(outbox.at(-1)?.text).toContain(input.name);
    expect(outbox.at(-1)?.text).toMatch(/\/oidc\/invitation\/[A-Za-z0-9_-]{43}/);
  });

  it("creates a client company without a chart when none is chosen", async () => {
    const input = clientInput(await newCompany(), { chart: null });
    expect((await gql(CREATE_CLIENT, { input })).errors).toBeUndefined();
    expect(await traces(input.name)).toEqual({ companies: 1, categories: 5, accounts: 0, requests: 1 });
  });

  it("rolls everything back when any part is refused", async () => {
    const company = await newCompany();
    await owner(
      "insert into app_public.users (email, first_name, type) values ('extern@neu.example', 'Ext', 'EXTERNAL')",
    );
    const cases: [Record<string, unknown>, { code: string; field?: string }][] = [
      [{ adminEmail: "not an address" }, { code: "FIRST_ADMIN_EMAIL_INVALID", field: "adminEmail" }],
      [{ adminEmail: "" }, { code: "FIRST_ADMIN_EMAIL_INVALID", field: "adminEmail" }],
      [{ adminEmail: "EXTERN@neu.example" }, { code: "FIRST_ADMIN_IS_EXTERNAL_USER", field: "adminEmail" }],
      [{ adminFirstName: "  " }, { code: "FIRST_ADMIN_NAME_REQUIRED", field: "adminFirstName" }],
      [{ contractStartDate: "2099-01-01" }, { code: "CONTRACT_START_TOO_FAR_IN_FUTURE", field: "contractStartDate" }],
      [{ companyRowId: "00000000-0000-4000-8000-000000000000" }, { code: "COMPANY_NOT_FOUND", field: "companyRowId" }],
    ];
    for (const [overrides, expected] of cases) {
      const input = clientInput(company, overrides);
      expect(refusal(await gql(CREATE_CLIENT, { input })), JSON.stringify(overrides)).toEqual(expected);
      expect(await traces(input.name)).toEqual({ companies: 0, categories: 0, accounts: 0, requests: 0 });
    }
    // A constraint late in the insert (a negative licence) leaves nothing either, and no invited user.
    const input = clientInput(company, { licensedUsers: -1, adminEmail: "late@neu.example" });
    const late = await gql(CREATE_CLIENT, { input });
    expect(late.errors?.[0]?.extensions?.constraint).toBe("client_companies_licensed_users_range");
    expect(await traces(input.name)).toEqual({ companies: 0, categories: 0, accounts: 0, requests: 0 });
    expect(await owner("select 1 from app_public.users where email = 'late@neu.example'")).toEqual([]);
    expect(
      await owner("select 1 from graphile_worker.jobs where task_identifier = 'users__invite' and key like $1", [
        "user_invitation:%",
      ]),
    ).toHaveLength(2);
  });

  it("refuses company admins and every other role creating, changing or deleting client companies", async () => {
    const company = await newCompany();
    for (const role of ROLES) {
      const input = clientInput(company);
      expect(refusal(await gql(CREATE_CLIENT, { input }, members[role])).code, role).toBe("SUPER_ADMIN_ONLY");
      expect(await traces(input.name)).toEqual({ companies: 0, categories: 0, accounts: 0, requests: 0 });
      const update = await gql(
        UPDATE_CLIENT,
        { input: { clientCompanyRowId: seed.companyA, companyRowId: company, name: "Übernommen", status: "INACTIVE" } },
        members[role],
      );
      expect(refusal(update).code, role).toBe("SUPER_ADMIN_ONLY");
      expect(refusal(await gql(DELETE_CLIENT, { id: seed.companyB }, members[role])).code, role).toBe(
        "SUPER_ADMIN_ONLY",
      );
    }
    expect(
      await owner("select name, status::text from app_public.client_companies where id = $1", [seed.companyA]),
    ).toEqual([{ name: "Alpha Bau GmbH", status: "ACTIVE" }]);
  });

  it("deactivates a client company; a contract start in the far future is refused", async () => {
    const company = await companyOf(seed.companyB);
    const far = await gql(UPDATE_CLIENT, {
      input: {
        clientCompanyRowId: seed.companyB,
        companyRowId: company,
        name: "Beta Handel KG",
        contractStartDate: "2030-01-01",
      },
    });
    expect(refusal(far)).toEqual({ code: "CONTRACT_START_TOO_FAR_IN_FUTURE", field: "contractStartDate" });
    const answer = await gql(UPDATE_CLIENT, {
      input: { clientCompanyRowId: seed.companyB, companyRowId: company, name: "Beta Handel KG", status: "INACTIVE" },
    });
    expect(answer.data.updateClientCompany.result).toEqual({
      rowId: seed.companyB,
      status: "INACTIVE",
      name: "Beta Handel KG",
    });
  });

  it("never deletes a client company with documents; one without is deleted", async () => {
    const [category] = await owner(
      "select id from app_public.document_categories where client_company_id = $1 limit 1",
      [seed.companyB],
    );
    await owner(
      "insert into app_public.documents (client_company_id, category_id, type) values ($1, $2, 'OTHER_DOCUMENT')",
      [seed.companyB, category!.id],
    );
    expect(refusal(await gql(DELETE_CLIENT, { id: seed.companyB }))).toEqual({ code: "CLIENT_COMPANY_HAS_DOCUMENTS" });
    expect(await owner("select 1 from app_public.client_companies where id = $1", [seed.companyB])).toHaveLength(1);

    const input = clientInput(await newCompany(), { chart: null });
    const created = (await gql(CREATE_CLIENT, { input })).data.createClientCompany.result.rowId as string;
    expect((await gql(DELETE_CLIENT, { id: created })).errors).toBeUndefined();
    expect(await owner("select 1 from app_public.client_companies where id = $1", [created])).toEqual([]);
  });
});
