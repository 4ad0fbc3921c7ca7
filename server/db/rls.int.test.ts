import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

/** Row-level security as an attacker meets it: through the real server, as the visitor role. */
describe("row-level security between client companies", () => {
  let server: TestServer;
  let ids: TwoCompanies;
  let cookieA: string;
  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false });
    ids = await seedTwoCompanies(server.ownerPool);
    cookieA = await server.signIn(ids.userA);
  });
  afterAll(() => server.close());

  const rowIds = (data: unknown, key: string) =>
    ((data as Record<string, { nodes: { rowId: string }[] }>)[key]?.nodes ?? []).map((n) => n.rowId);

  it("shows a user only their own company, its members and its review groups", async () => {
    const { json } = await server.graphql(
      {
        query: `{ clientCompanies { nodes { rowId } } users { nodes { rowId } }
          reviewGroups { nodes { rowId } } clientCompanyUsers { nodes { rowId clientCompanyRowId } } }`,
      },
      cookieA,
    );
    expect(json.errors).toBeUndefined();
    expect(rowIds(json.data, "clientCompanies")).toEqual([ids.companyA]);
    expect(rowIds(json.data, "users")).toEqual([ids.userA]);
    expect(rowIds(json.data, "reviewGroups")).toEqual([ids.reviewGroupA]);
    const memberships = (json.data!.clientCompanyUsers as { nodes: { clientCompanyRowId: string }[] }).nodes;
    expect(memberships.map((m) => m.clientCompanyRowId)).toEqual([ids.companyA]);
  });

  it("returns nothing for a foreign company's rows asked for by id", async () => {
    const { json } = await server.graphql(
      {
        query: `query ($c: UUID!, $g: UUID!, $u: UUID!) { clientCompany(rowId: $c) { rowId } reviewGroup(rowId: $g) { rowId } user(rowId: $u) { rowId } }`,
        variables: { c: ids.companyB, g: ids.reviewGroupB, u: ids.userB },
      },
      cookieA,
    );
    expect(json).toEqual({ data: { clientCompany: null, reviewGroup: null, user: null } });
  });

  it("refuses to create a review group in a foreign company and changes nothing", async () => {
    const before = await server.ownerPool.query("select count(*)::int as n from app_public.review_groups");
    const { json } = await server.graphql(
      {
        query: `mutation ($c: UUID!) { createReviewGroup(input: { reviewGroup: { clientCompanyRowId: $c } }) { reviewGroup { rowId } } }`,
        variables: { c: ids.companyB },
      },
      cookieA,
    );
    expect(json.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const after = await server.ownerPool.query("select count(*)::int as n from app_public.review_groups");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("lets a member create a review group in their own company, recorded as theirs", async () => {
    const { json } = await server.graphql(
      {
        query: `mutation ($c: UUID!) { createReviewGroup(input: { reviewGroup: { clientCompanyRowId: $c } }) { reviewGroup { rowId createdBy { rowId } } } }`,
        variables: { c: ids.companyA },
      },
      cookieA,
    );
    expect(json.errors).toBeUndefined();
    expect(json.data).toMatchObject({ createReviewGroup: { reviewGroup: { createdBy: { rowId: ids.userA } } } });
  });

  it("does not let a user change another user", async () => {
    const { json } = await server.graphql(
      {
        query: `mutation ($u: UUID!) { updateUser(input: { rowId: $u, patch: { firstName: "Mallory" } }) { user { rowId } } }`,
        variables: { u: ids.userB },
      },
      cookieA,
    );
    // RLS hides the row from the UPDATE: nothing is returned and nothing changes.
    expect((json.data?.updateUser as { user: unknown } | null)?.user ?? null).toBeNull();
    const { rows } = await server.ownerPool.query("select first_name from app_public.users where id = $1", [ids.userB]);
    expect(rows[0].first_name).toBe("Bernd");
  });

  it("shows a super admin every company and an anonymous visitor none", async () => {
    const q = { query: "{ clientCompanies(orderBy: PRIMARY_KEY_ASC) { nodes { rowId } } }" };
    const admin = await server.graphql(q, await server.signIn(ids.superAdmin));
    expect(rowIds(admin.json.data, "clientCompanies").sort()).toEqual([ids.companyA, ids.companyB].sort());
    const anonymous = await server.graphql(q);
    expect(anonymous.json).toEqual({ data: { clientCompanies: { nodes: [] } } });
    const lookup = await server.graphql({
      query: "query ($c: UUID!) { clientCompany(rowId: $c) { rowId } }",
      variables: { c: ids.companyA },
    });
    expect(lookup.json).toEqual({ data: { clientCompany: null } });
  });

  it("keeps row-level security on for every table of app_public", async () => {
    const { rows } = await server.ownerPool.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'app_public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(rows.map((r) => r.relname)).toEqual([]);
  });
});
