import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

describe("the shell's calls", () => {
  let server: TestServer;
  let ids: TwoCompanies;
  let cookieA: string;
  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false });
    ids = await seedTwoCompanies(server.ownerPool);
    cookieA = await server.signIn(ids.userA);
    // A third company of userA, with a brand name, for searching and paging.
    const { rows } = await server.ownerPool.query(
      "insert into app_public.client_companies (name, brand_name) values ('Zeta 50% Rabatt GmbH', 'Aaron Brand') returning id",
    );
    await server.ownerPool.query(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'VIEWER')",
      [ids.userA, rows[0].id],
    );
  });
  afterAll(() => server.close());

  const names = (data: unknown) =>
    (data as { filterClientCompanies: { nodes: { brandNameOrName: string }[] } }).filterClientCompanies.nodes.map(
      (n) => n.brandNameOrName,
    );

  it("filterClientCompanies lists only the user's companies, by brand name, searchable and cursor-paged", async () => {
    const all = await server.graphql({ query: "{ filterClientCompanies { nodes { brandNameOrName } } }" }, cookieA);
    expect(names(all.json.data)).toEqual(["Aaron Brand", "Alpha Bau GmbH"]);
    const search = await server.graphql(
      { query: '{ filterClientCompanies(searchText: "50%") { nodes { brandNameOrName } } }' },
      cookieA,
    );
    expect(names(search.json.data)).toEqual(["Aaron Brand"]);
    const wildcard = await server.graphql(
      { query: '{ filterClientCompanies(searchText: "%") { nodes { brandNameOrName } } }' },
      cookieA,
    );
    expect(names(wildcard.json.data)).toEqual(["Aaron Brand"]);
    const page1 = await server.graphql(
      { query: "{ filterClientCompanies(first: 1) { nodes { brandNameOrName } pageInfo { endCursor hasNextPage } } }" },
      cookieA,
    );
    const info = (
      page1.json.data as { filterClientCompanies: { pageInfo: { endCursor: string; hasNextPage: boolean } } }
    ).filterClientCompanies.pageInfo;
    expect(info.hasNextPage).toBe(true);
    const page2 = await server.graphql(
      {
        query:
          "query ($after: Cursor) { filterClientCompanies(first: 1, after: $after) { nodes { brandNameOrName } } }",
        variables: { after: info.endCursor },
      },
      cookieA,
    );
    expect(names(page2.json.data)).toEqual(["Alpha Bau GmbH"]);
  });

  it("upsertUserDefaultClientCompany stores the default, only for oneself and a visible company", async () => {
    const upsert = (userRowId: string, clientCompanyRowId: string) =>
      server.graphql(
        {
          query: `mutation ($u: UUID!, $c: UUID!) { upsertUserDefaultClientCompany(input: { userRowId: $u, clientCompanyRowId: $c }) { userDefault { clientCompanyRowId } } }`,
          variables: { u: userRowId, c: clientCompanyRowId },
        },
        cookieA,
      );
    expect((await upsert(ids.userA, ids.companyA)).json.data).toEqual({
      upsertUserDefaultClientCompany: { userDefault: { clientCompanyRowId: ids.companyA } },
    });
    const me = await server.graphql({ query: "{ currentUser { defaultClientCompanyRowId } }" }, cookieA);
    expect(me.json.data).toEqual({ currentUser: { defaultClientCompanyRowId: ids.companyA } });
    expect((await upsert(ids.userA, ids.companyB)).json.errors?.[0]?.extensions?.code).toBe(
      "YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST",
    );
    expect((await upsert(ids.userB, ids.companyA)).json.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const { rows } = await server.ownerPool.query(
      "select client_company_id from app_public.user_defaults where user_id = $1",
      [ids.userA],
    );
    expect(rows).toEqual([{ client_company_id: ids.companyA }]);
  });

  it("updateUserLanguage switches one's own language and refuses anything but de and en", async () => {
    const update = (rowId: string, language: string) =>
      server.graphql(
        {
          query: `mutation ($r: UUID!, $l: String!) { updateUserLanguage(input: { rowId: $r, language: $l }) { user { language } } }`,
          variables: { r: rowId, l: language },
        },
        cookieA,
      );
    expect((await update(ids.userA, "en")).json.data).toEqual({ updateUserLanguage: { user: { language: "en" } } });
    const bad = await update(ids.userA, "fr");
    expect(bad.json.errors?.[0]?.message).toBe("Unsupported language: use de or en.");
    expect((await update(ids.userB, "en")).json.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const { rows } = await server.ownerPool.query(
      "select id, language from app_public.users where id = any($1) order by email",
      [[ids.userA, ids.userB]],
    );
    expect(rows.map((r) => r.language)).toEqual(["en", "de"]);
  });

  it("updateClientCompanyUser switches demo mode only in a DEMO company, between ADMIN and COLLABORATION_ONLY", async () => {
    const switchTo = (company: string, roleName: string) =>
      server.graphql(
        {
          query: `mutation ($c: UUID!, $r: String!) { updateClientCompanyUser(input: { clientCompanyRowId: $c, roleName: $r }) { clientCompanyUser { roleName } } }`,
          variables: { c: company, r: roleName },
        },
        cookieA,
      );
    expect((await switchTo(ids.companyA, "COLLABORATION_ONLY")).json.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    await server.ownerPool.query("update app_public.client_companies set status = 'DEMO' where id = $1", [
      ids.companyA,
    ]);
    expect((await switchTo(ids.companyA, "COLLABORATION_ONLY")).json.data).toEqual({
      updateClientCompanyUser: { clientCompanyUser: { roleName: "COLLABORATION_ONLY" } },
    });
    expect((await switchTo(ids.companyA, "ACCOUNTANT")).json.errors?.[0]?.message).toBe(
      "Demo mode switches only between ADMIN and COLLABORATION_ONLY.",
    );
    expect((await switchTo(ids.companyA, "ADMIN")).json.data).toEqual({
      updateClientCompanyUser: { clientCompanyUser: { roleName: "ADMIN" } },
    });
  });

  it("counts the user's other open sessions, and tells nobody else", async () => {
    const second = await server.signIn(ids.userA);
    await server.signIn(ids.userA);
    const { json } = await server.graphql(
      {
        query: "query ($b: UUID!) { currentUser { otherSessionsCount } user(rowId: $b) { otherSessionsCount } }",
        variables: { b: ids.userA },
      },
      second,
    );
    const { rows } = await server.ownerPool.query(
      "select count(*)::int as n from app_private.sessions where user_id = $1",
      [ids.userA],
    );
    expect(json.data).toEqual({
      currentUser: { otherSessionsCount: rows[0].n - 1 },
      user: { otherSessionsCount: rows[0].n - 1 },
    });
    const admin = await server.graphql(
      { query: "query ($a: UUID!) { user(rowId: $a) { otherSessionsCount } }", variables: { a: ids.userA } },
      await server.signIn(ids.superAdmin),
    );
    expect(admin.json.data).toEqual({ user: { otherSessionsCount: null } });
  });

  it("marks a review group locked for everyone but its reviewer, until the lock lapses", async () => {
    await server.ownerPool.query(
      "update app_public.review_groups set locked_by_user_id = $1, locked_at = now() where id = $2",
      [ids.superAdmin, ids.reviewGroupA],
    );
    const query = {
      query: "query ($g: UUID!) { reviewGroup(rowId: $g) { lockedForCurrentUser } }",
      variables: { g: ids.reviewGroupA },
    };
    expect((await server.graphql(query, cookieA)).json.data).toEqual({ reviewGroup: { lockedForCurrentUser: true } });
    expect((await server.graphql(query, await server.signIn(ids.superAdmin))).json.data).toEqual({
      reviewGroup: { lockedForCurrentUser: false },
    });
    await server.ownerPool.query(
      "update app_public.review_groups set locked_at = now() - interval '16 minutes' where id = $1",
      [ids.reviewGroupA],
    );
    expect((await server.graphql(query, cookieA)).json.data).toEqual({ reviewGroup: { lockedForCurrentUser: false } });
  });

  it("names an external user with their company", async () => {
    const { rows } = await server.ownerPool.query(
      `insert into app_public.users (email, first_name, last_name, type, client_company_id)
       values ('ext@test.example', 'Marco', 'Ricci', 'EXTERNAL', $1) returning id`,
      [ids.companyA],
    );
    const { json } = await server.graphql(
      { query: "{ currentUser { fullName fullNameWithCompany } }" },
      await server.signIn(rows[0].id),
    );
    expect(json.data).toEqual({
      currentUser: { fullName: "Marco Ricci", fullNameWithCompany: "Marco Ricci (Alpha Bau GmbH)" },
    });
  });
});
