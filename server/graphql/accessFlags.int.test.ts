import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { CLIENT_COMPANY_ACCESS_FIELDS } from "./plugins/ClientCompanyAccessFlagsPlugin.ts";

// ClientCompany's access fields come from one composite per company and request: asking for all
// of them looks the user's access up no more often than asking for one.

let server: TestServer;
let seed: TwoCompanies;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookie = await server.signIn(seed.userA);
  // Count the access lookups: the lookup is renamed and called through a counting stand-in.
  await server.ownerPool.query(`
    create sequence app_hidden.test_access_lookups;
    alter function app_hidden.current_user_access(uuid) rename to current_user_access_counted;
    create function app_hidden.current_user_access(company_id uuid) returns app_hidden.access as $$
    begin
      perform nextval('app_hidden.test_access_lookups');
      return app_hidden.current_user_access_counted(company_id);
    end;
    $$ language plpgsql stable security definer set search_path to pg_catalog, public, pg_temp;`);
});
afterAll(async () => server?.close());

async function lookupsFor(fields: readonly string[]) {
  const before = await server.ownerPool.query<{ n: string }>("select nextval('app_hidden.test_access_lookups') as n");
  const { json } = await server.graphql(
    {
      query: `query Q($c: UUID!) { clientCompany(rowId: $c) { rowId ${fields.join(" ")} } }`,
      variables: { c: seed.companyA },
    },
    cookie,
  );
  const after = await server.ownerPool.query<{ n: string }>("select nextval('app_hidden.test_access_lookups') as n");
  expect(json.errors).toBeUndefined();
  return { lookups: Number(after.rows[0]!.n) - Number(before.rows[0]!.n) - 1, company: json.data!.clientCompany };
}

describe("ClientCompany access fields", () => {
  it("look the access up once per company, however many fields are asked", async () => {
    const fields = Object.keys(CLIENT_COMPANY_ACCESS_FIELDS);
    const one = await lookupsFor(["currentUserHasAdminAccess"]);
    const all = await lookupsFor(fields);
    expect(one.company).toMatchObject({ currentUserHasAdminAccess: true });
    expect(all.company).toMatchObject({
      currentUserRoleName: "ADMIN",
      currentUserHasAdminAccess: true,
      currentUserHasVerifyingAccess: false,
      currentUserCanSwitchDemoMode: false,
    });
    expect(all.lookups).toBe(one.lookups);
  });

  it("answer another company's flags for a non-member as nothing allowed", async () => {
    const { json } = await server.graphql(
      {
        query: `query Q($c: UUID!) { clientCompany(rowId: $c) { rowId currentUserHasAdminAccess } }`,
        variables: { c: seed.companyB },
      },
      cookie,
    );
    expect(json.data?.clientCompany ?? null).toBeNull();
  });
});
