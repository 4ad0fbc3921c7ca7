import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, validate } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT_DIR } from "../lib/paths.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { loadQueryMap } from "./persisted.ts";
import { printSortedSchema } from "./printSchema.ts";

const CURRENT_USER = "query TestCurrentUser { currentUser { rowId fullName } }";
const INTROSPECTION = "query TestIntrospection { __schema { queryType { name } } }";
const testMap = { "test-current-user": CURRENT_USER, "test-introspection": INTROSPECTION };

describe("GraphQL in production mode (persisted operations only)", () => {
  let server: TestServer;
  let ids: TwoCompanies;
  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: true, queryMap: { ...loadQueryMap(), ...testMap } });
    ids = await seedTwoCompanies(server.ownerPool);
  });
  afterAll(() => server.close());

  it("refuses arbitrary query text with a clear error", async () => {
    const { status, json } = await server.graphql({ query: "{__typename}" });
    expect(status).toBe(400);
    expect(json.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_ONLY");
    expect(json.errors?.[0]?.message).toMatch(/stored operations/);
  });

  it("refuses an unknown operation id", async () => {
    const { json } = await server.graphql({ doc_id: "0".repeat(64) });
    expect(json.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
  });

  it("answers a persisted id, anonymously and for a signed-in user", async () => {
    const anonymous = await server.graphql({ doc_id: "test-current-user" });
    expect(anonymous.json).toEqual({ data: { currentUser: null } });
    const cookie = await server.signIn(ids.userA);
    const signedIn = await server.graphql({ doc_id: "test-current-user", operationName: "TestCurrentUser" }, cookie);
    expect(signedIn.json.errors).toBeUndefined();
    expect(signedIn.json.data).toEqual({ currentUser: { rowId: ids.userA, fullName: "Anna Test" } });
  });

  it("answers every operation of the committed query map", async () => {
    const committed = loadQueryMap();
    expect(Object.keys(committed).length).toBeGreaterThan(0);
    for (const [id, text] of Object.entries(committed)) {
      expect(validate(server.app.schema, parse(text)), `operation ${id}`).toEqual([]);
    }
    const home = Object.entries(committed).find(([, text]) => text.includes("query HomePageQuery"));
    expect(home).toBeDefined();
    const { json } = await server.graphql(
      {
        doc_id: home![0],
        variables: { clientCompanyRowId: "00000000-0000-0000-0000-000000000000", withCompany: false },
      },
      await server.signIn(ids.userB),
    );
    expect(json.errors).toBeUndefined();
    expect(json.data).toMatchObject({ currentUser: { rowId: ids.userB } });
  });

  it("refuses introspection, even as a persisted operation", async () => {
    const { json } = await server.graphql({ doc_id: "test-introspection" }, await server.signIn(ids.userA));
    expect(json.data ?? null).toBeNull();
    expect(json.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it("keeps schema.graphql in step with the database", () => {
    const committed = readFileSync(join(ROOT_DIR, "schema.graphql"), "utf8");
    expect(printSortedSchema(server.app.schema), "schema.graphql is stale: run npm run schema:export").toBe(committed);
  });
});

describe("GraphQL with GRAPHQL_PERSISTED_ONLY=false (trusted tooling)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false });
  });
  afterAll(() => server.close());

  it("accepts query text and introspection", async () => {
    const typename = await server.graphql({ query: "{ __typename }" });
    expect(typename.json).toEqual({ data: { __typename: "Query" } });
    const intro = await server.graphql({ query: INTROSPECTION });
    expect(intro.json).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });
  });

  it("answers syntax errors with the position, not a crash", async () => {
    const { status, json } = await server.graphql({ query: "{ currentUser { " });
    expect(status).toBeLessThan(500);
    expect(json.errors?.[0]?.message).toMatch(/Syntax Error/);
  });
});
