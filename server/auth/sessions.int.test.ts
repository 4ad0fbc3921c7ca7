import { generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { appFetch } from "../test/http.ts";

const ISSUER = "http://localhost:0/oidc"; // the test server's PUBLIC_URL has port 0
const LOGIN = "mutation Login($token: String!) { login(input: { token: $token }) { userRowId } }";
const LOGOUT = "mutation { logout { success } }";
const IMPERSONATE = "mutation I($id: UUID!) { impersonateUser(input: { userRowId: $id }) { userRowId } }";
const ME = "{ currentUser { rowId } currentSessionIsImpersonated }";

describe("sessions: login with ID tokens, logout, impersonation, activity log", () => {
  let server: TestServer;
  let seed: TwoCompanies;
  let signingKey: CryptoKey;
  let kid: string;

  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false });
    seed = await seedTwoCompanies(server.ownerPool);
    const { rows } = await server.ownerPool.query<{ value: { keys: JWK[] } }>(
      "select value from app_private.installation where key = 'oidc_jwks'",
    );
    const jwk = rows[0]!.value.keys[0]!;
    kid = jwk.kid!;
    signingKey = (await importJWK(jwk, "RS256")) as CryptoKey;
  });
  afterAll(() => server.close());

  const token = (
    claims: Record<string, unknown>,
    opts: { key?: CryptoKey; exp?: number; iss?: string; aud?: string } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid })
      .setIssuer(opts.iss ?? ISSUER)
      .setAudience(opts.aud ?? "belegwerk-spa")
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 300)
      .sign(opts.key ?? signingKey);

  async function login(idToken: string) {
    const res = await appFetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: LOGIN, variables: { token: idToken } }),
    });
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("bw_session="))
      ?.split(";")[0];
    return { cookie, json: (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] } };
  }

  it("accepts a token of the issuer, keys survive in the installation table", async () => {
    const { cookie, json } = await login(await token({ sub: seed.userA }));
    expect(json.errors).toBeUndefined();
    expect(cookie).toBeTruthy();
  });

  it.each([
    [
      "forged (another key)",
      async () => token({ sub: seed.userA }, { key: (await generateKeyPair("RS256")).privateKey }),
    ],
    ["expired", () => token({ sub: seed.userA }, { exp: Math.floor(Date.now() / 1000) - 3600 })],
    ["of another issuer", () => token({ sub: seed.userA }, { iss: "https://evil.example/oidc" })],
    ["for another client", () => token({ sub: seed.userA }, { aud: "someone-else" })],
    ["not a token at all", () => Promise.resolve("not.a.jwt")],
  ])("refuses a %s token with INVALID_TOKEN and sets no cookie", async (_name, make) => {
    const { cookie, json } = await login(await make());
    expect(cookie).toBeUndefined();
    expect(json.errors?.[0]?.message).toBe("Invalid token specified");
    expect(json.errors?.[0]?.extensions?.code).toBe("INVALID_TOKEN");
  });

  it("refuses a valid token for an unknown user with USER_NOT_FOUND", async () => {
    const { cookie, json } = await login(await token({ sub: "00000000-0000-4000-8000-000000000000" }));
    expect(cookie).toBeUndefined();
    expect(json.errors?.[0]).toMatchObject({
      message: "User not fully identified",
      extensions: { code: "USER_NOT_FOUND" },
    });
  });

  it("logout ends the server session and clears the cookie", async () => {
    const { cookie } = await login(await token({ sub: seed.userB }));
    expect((await server.graphql({ query: ME }, cookie)).json.data?.currentUser).toEqual({ rowId: seed.userB });
    const res = await appFetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: cookie! },
      body: JSON.stringify({ query: LOGOUT }),
    });
    expect(await res.json()).toEqual({ data: { logout: { success: true } } });
    expect(res.headers.getSetCookie().join()).toMatch(/bw_session=;.*Max-Age=0/);
    // The old cookie opens nothing any more.
    expect((await server.graphql({ query: ME }, cookie)).json.data).toEqual({
      currentUser: null,
      currentSessionIsImpersonated: false,
    });
  });

  it("lets only super admins impersonate; the new session says so", async () => {
    const asUser = await server.signIn(seed.userA);
    const refused = await server.graphql({ query: IMPERSONATE, variables: { id: seed.userB } }, asUser);
    expect(refused.json.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const asAdmin = await server.signIn(seed.superAdmin);
    const res = await appFetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: asAdmin },
      body: JSON.stringify({ query: IMPERSONATE, variables: { id: seed.userB } }),
    });
    expect(await res.json()).toEqual({ data: { impersonateUser: { userRowId: seed.userB } } });
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("bw_session="))!
      .split(";")[0]!;
    expect((await server.graphql({ query: ME }, cookie)).json.data).toEqual({
      currentUser: { rowId: seed.userB },
      currentSessionIsImpersonated: true,
    });
    // The admin's own session was replaced.
    expect((await server.graphql({ query: ME }, asAdmin)).json.data?.currentUser).toBeNull();
  });

  describe("PUT /api/activity/login|logout", () => {
    const put = (path: string, body: unknown, cookie?: string, type = "application/json") =>
      appFetch(`${server.url}/api/activity/${path}`, {
        method: "PUT",
        headers: { "content-type": type, ...(cookie ? { cookie } : {}) },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    const activities = async (userId: string) =>
      (
        await server.ownerPool.query<{ kind: string; client_company_id: string | null }>(
          "select kind, client_company_id from app_public.user_activities where user_id = $1 order by created_at",
          [userId],
        )
      ).rows;

    it("records sign-in (with a company of the user) and sign-out", async () => {
      await server.ownerPool.query("delete from app_public.user_activities");
      const cookie = await server.signIn(seed.userA);
      expect((await put("login", { clientCompanyID: seed.companyA }, cookie)).status).toBe(204);
      expect((await put("login", { clientCompanyID: null }, cookie)).status).toBe(204);
      expect((await put("logout", "", cookie)).status).toBe(204);
      expect(await activities(seed.userA)).toEqual([
        { kind: "LOGIN", client_company_id: seed.companyA },
        { kind: "LOGIN", client_company_id: null },
        { kind: "LOGOUT", client_company_id: null },
      ]);
    });

    it("refuses another user's company, bad bodies and missing sessions", async () => {
      const cookie = await server.signIn(seed.userB);
      const foreign = await put("login", { clientCompanyID: seed.companyA }, cookie);
      expect(foreign.status).toBe(403);
      for (const body of ["{not json", { clientCompanyID: "nope" }, { clientCompanyID: 5 }, { other: 1 }]) {
        const res = await put("login", body, cookie);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect((await res.json()) as { error: string }).toHaveProperty("error");
      }
      const anonymous = await put("login", { clientCompanyID: null });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: "Not signed in." });
      expect((await put("logout", "")).status).toBe(401);
      expect(await activities(seed.userB)).toEqual([]);
    });

    it("skips impersonated sessions: 204, nothing written", async () => {
      const { token: raw } = await server.app.sessions.create(seed.userB, seed.superAdmin);
      const cookie = `bw_session=${raw}`;
      expect((await put("login", { clientCompanyID: seed.companyB }, cookie)).status).toBe(204);
      expect((await put("logout", "", cookie)).status).toBe(204);
      expect(await activities(seed.userB)).toEqual([]);
    });
  });
});
