import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { CLIENT_COMPANY_ACCESS_FIELDS } from "./plugins/ClientCompanyAccessFlagsPlugin.ts";

// ClientCompany's access fields come from one composite per company and request: asking for all
// of them computes the composite no more often than asking for one, and the composite reads the
// user's access inline, without calling further security definer functions.

let server: TestServer;
let seed: TwoCompanies;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookie = await server.signIn(seed.userA);
});

/** Counts the composite's computations: it is renamed and called through a counting stand-in
 * (until `stopCounting`). */
async function countComposites() {
  await server.ownerPool.query(`
    create sequence app_hidden.test_access_lookups;
    alter function app_hidden.client_company_access_flags(app_public.client_companies) rename to client_company_access_flags_counted;
    create function app_hidden.client_company_access_flags(c app_public.client_companies)
    returns app_hidden.client_company_access_flags as $$
    begin
      perform nextval('app_hidden.test_access_lookups');
      return app_hidden.client_company_access_flags_counted(c);
    end;
    $$ language plpgsql stable security definer set search_path to pg_catalog, public, pg_temp;`);
}
async function stopCounting() {
  await server.ownerPool.query(`
    drop function app_hidden.client_company_access_flags(app_public.client_companies);
    alter function app_hidden.client_company_access_flags_counted(app_public.client_companies) rename to client_company_access_flags;
    drop sequence app_hidden.test_access_lookups;`);
}
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
  it("compute the composite once per company, however many fields are asked", async () => {
    const fields = Object.keys(CLIENT_COMPANY_ACCESS_FIELDS);
    await countComposites();
    const one = await lookupsFor(["currentUserHasAdminAccess"]).finally(stopCounting);
    await countComposites();
    const all = await lookupsFor(fields).finally(stopCounting);
    expect(one.company).toMatchObject({ currentUserHasAdminAccess: true });
    expect(all.company).toMatchObject({
      currentUserRoleName: "ADMIN",
      currentUserHasAdminAccess: true,
      currentUserHasVerifyingAccess: false,
      currentUserCanSwitchDemoMode: false,
    });
    expect(one.lookups).toBe(1);
    expect(all.lookups).toBe(1);
  });

  it("read the user's access inline: the composite calls no other security definer function", async () => {
    // Each security definer function with a SET clause is a call of its own (no inlining) with a
    // search_path switch; the composite used to make five of them per company.
    const url = new URL(inject("pgRootUrl"));
    url.pathname = `/${server.database}`;
    const root = new pg.Client({ connectionString: url.toString() });
    await root.connect();
    try {
      await root.query("begin");
      await root.query("set local track_functions = 'all'");
      const { rows: company } = await root.query(
        "select to_jsonb(c) as row from app_public.client_companies c where id = $1",
        [seed.companyA],
      );
      await root.query("set local role app_user");
      await root.query("select set_config('app.user_id', $1, true)", [seed.userA]);
      const { rows } = await root.query(
        "select (app_hidden.client_company_access_flags(jsonb_populate_record(null::app_public.client_companies, $1))).admin",
        [company[0]!.row],
      );
      expect(rows[0]).toEqual({ admin: true });
      await root.query("reset role");
      const { rows: calls } = await root.query<{ name: string; calls: string }>(
        `select p.oid::regproc::text as name, pg_stat_get_xact_function_calls(p.oid) as calls
         from pg_proc p where p.prosecdef and pg_stat_get_xact_function_calls(p.oid) > 0 order by 1`,
      );
      expect(calls).toEqual([{ name: "app_hidden.client_company_access_flags", calls: "1" }]);
    } finally {
      await root.query("rollback");
      await root.end();
    }
  });

  it("ask once per company whether the user is a super admin, not once per flag", async () => {
    // Seven of the flags depend on it: without the fence in app_hidden.user_access the planner
    // copied the question into each of them (seven scans of users, seven sub-plans to plan).
    const { rows } = await server.ownerPool.query<{ "QUERY PLAN": string }>(
      "explain (costs off) select * from app_hidden.user_access($1, $2)",
      [seed.companyA, seed.userA],
    );
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    expect(plan.match(/ on users\b/g)).toHaveLength(1);
    const { rows: access } = await server.ownerPool.query(
      "select role_name, admin, banking, verifying from app_hidden.user_access($1, $2)",
      [seed.companyA, seed.userA],
    );
    expect(access).toEqual([{ role_name: "ADMIN", admin: true, banking: true, verifying: false }]);
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
