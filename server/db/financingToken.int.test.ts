import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

const QUERY = "query($c: UUID!) { clientCompany(rowId: $c) { currentUserFaktooraConfig { token } } }";

/** The financing tool's token is the user's own secret: no colleague, not even a super admin, reads it. */
describe("ClientCompany.currentUserFaktooraConfig", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false });
    fx = await seedTwoCompanies(server.ownerPool);
    await server.ownerPool.query(
      "insert into app_private.faktoora_configs (user_id, client_company_id, token) values ($1, $2, 'token-of-anna')",
      [fx.userA, fx.companyA],
    );
    await server.ownerPool.query(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')",
      [fx.userB, fx.companyA],
    );
  });
  afterAll(() => server?.close());

  const configOf = async (userId: string) => {
    const { json } = await server.graphql({ query: QUERY, variables: { c: fx.companyA } }, await server.signIn(userId));
    expect(json.errors).toBeUndefined();
    return (json.data as { clientCompany: { currentUserFaktooraConfig: unknown } }).clientCompany
      .currentUserFaktooraConfig;
  };

  it("answers the user's own token", async () => {
    expect(await configOf(fx.userA)).toEqual({ token: "token-of-anna" });
  });

  it("answers nothing to a colleague in the same company or a super admin", async () => {
    expect(await configOf(fx.userB)).toBeNull();
    expect(await configOf(fx.superAdmin)).toBeNull();
  });
});
