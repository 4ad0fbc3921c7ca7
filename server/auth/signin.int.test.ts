import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import {
  CookieJar,
  exchangeCode,
  type FlowContext,
  followToClient,
  postForm,
  startAuthorization,
  step,
} from "../test/oidcFlow.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { Credentials } from "./credentials.ts";
import { base32Decode, totp } from "./totp.ts";
import { appFetch } from "../test/http.ts";

const PASSWORD = "correct horse battery";
const LOGIN = "mutation Login($token: String!) { login(input: { token: $token }) { userRowId } }";
const ME = "{ currentUser { rowId fullName } currentSessionIsImpersonated }";

describe("sign-in through the built-in identity provider", () => {
  let server: TestServer;
  let seed: TwoCompanies;
  const redirectUri = "http://localhost:0/authorize"; // PUBLIC_URL of the test server (port 0)
  const flow = (): FlowContext => ({ baseUrl: server.url, redirectUri, jar: new CookieJar() });

  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false });
    seed = await seedTwoCompanies(server.ownerPool);
    const credentials = new Credentials(server.ownerPool);
    for (const user of [seed.userA, seed.userB, seed.superAdmin]) await credentials.setPassword(user, PASSWORD);
  });
  afterAll(() => server.close());

  async function signInForIdToken(email: string, password = PASSWORD) {
    const ctx = flow();
    const { interactionUrl, verifier, state } = await startAuthorization(ctx);
    const page = await step(ctx, interactionUrl);
    expect(page.status).toBe(200);
    const posted = await postForm(ctx, `${interactionUrl}/login`, { email, password });
    const answer = await followToClient(ctx, posted);
    expect(answer.get("state")).toBe(state);
    const token = await exchangeCode(ctx, answer.get("code")!, verifier);
    expect(token.status).toBe(200);
    return String(token.json.id_token);
  }

  async function login(idToken: string) {
    const res = await appFetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: LOGIN, variables: { token: idToken } }),
    });
    return {
      res,
      json: (await res.json()) as {
        data?: { login: { userRowId: string } | null };
        errors?: { message: string; extensions?: { code?: string } }[];
      },
    };
  }

  it("runs code + PKCE to a session: the cookie answers currentUser", async () => {
    const idToken = await signInForIdToken("a@test.example");
    const { res, json } = await login(idToken);
    expect(json.errors).toBeUndefined();
    expect(json.data?.login?.userRowId).toBe(seed.userA);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("bw_session="))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=1209600/);
    expect(setCookie).not.toMatch(/Secure/); // http://
    const cookie = setCookie.split(";")[0]!;
    const me = await server.graphql({ query: ME }, cookie);
    expect(me.json.data).toEqual({
      currentUser: { rowId: seed.userA, fullName: "Anna Test" },
      currentSessionIsImpersonated: false,
    });
  });

  it("opens one session per ID token: the same token is refused after a logout", async () => {
    const idToken = await signInForIdToken("a@test.example");
    const first = await login(idToken);
    expect(first.json.data?.login?.userRowId).toBe(seed.userA);
    const cookie = first.res.headers
      .getSetCookie()
      .find((c) => c.startsWith("bw_session="))!
      .split(";")[0]!;
    const out = await server.graphql({ query: "mutation { logout { success } }" }, cookie);
    expect(out.json.errors).toBeUndefined();
    const again = await login(idToken);
    expect(again.json.data?.login ?? null).toBeNull();
    expect(again.json.errors?.[0]?.message).toBe("Invalid token specified");
    expect(again.res.headers.getSetCookie().some((c) => /^bw_session=[^;]+/.test(c))).toBe(false);
  });

  it("refuses a code exchange without the right PKCE verifier", async () => {
    const ctx = flow();
    const { interactionUrl } = await startAuthorization(ctx);
    const posted = await postForm(ctx, `${interactionUrl}/login`, { email: "b@test.example", password: PASSWORD });
    const answer = await followToClient(ctx, posted);
    const token = await exchangeCode(ctx, answer.get("code")!, "x".repeat(43));
    expect(token.status).toBe(400);
    expect(token.json.error).toBe("invalid_grant");
  });

  it("refuses an authorization request without PKCE", async () => {
    const ctx = flow();
    const res = await step(
      ctx,
      `/oidc/auth?${new URLSearchParams({ client_id: "belegwerk-spa", response_type: "code", scope: "openid", redirect_uri: redirectUri, response_mode: "fragment" })}`,
    );
    expect(res.status).toBe(303);
    const hash = new URLSearchParams(new URL(res.headers.get("location")!).hash.slice(1));
    expect(hash.get("error")).toBe("invalid_request");
    expect(hash.get("error_description")).toMatch(/PKCE/);
  });

  it("answers a wrong password and an unknown address with the same generic error", async () => {
    for (const email of ["b@test.example", "nobody@test.example"]) {
      const ctx = flow();
      const { interactionUrl } = await startAuthorization(ctx);
      const res = await postForm(ctx, `${interactionUrl}/login`, { email, password: "wrong password" });
      expect(res.status).toBe(401);
      const html = await res.text();
      expect(html).toContain("E-Mail-Adresse oder Passwort ist falsch.");
      expect(html).toContain(`value="${email}"`);
    }
  });

  it("speaks English when the SPA asks for it (ui_locales) and German by default", async () => {
    const ctx = flow();
    const { interactionUrl } = await startAuthorization(ctx, { ui_locales: "en" });
    const html = await (await step(ctx, interactionUrl)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Email address");
    const res = await postForm(ctx, `${interactionUrl}/login`, { email: "b@test.example", password: "nope" });
    expect(await res.text()).toContain("Email address or password is incorrect.");

    const de = flow();
    const started = await startAuthorization(de);
    const page = await (
      await step(de, started.interactionUrl, { headers: { "accept-language": "fr, de;q=0.5" } })
    ).text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain("Passwort");
  });

  it("locks an account for 15 minutes after 5 failed attempts, even for the right password", async () => {
    const email = "root@test.example";
    const ctx = flow();
    const { interactionUrl } = await startAuthorization(ctx);
    for (let i = 1; i <= 4; i++) {
      const res = await postForm(ctx, `${interactionUrl}/login`, { email, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const fifth = await postForm(ctx, `${interactionUrl}/login`, { email, password: "wrong-5" });
    expect(fifth.status).toBe(429);
    expect(await fifth.text()).toContain("Zu viele Fehlversuche. Bitte versuchen Sie es in 15 Minuten erneut.");
    const right = await postForm(ctx, `${interactionUrl}/login`, { email, password: PASSWORD });
    expect(right.status).toBe(429);
    const { rows } = await server.ownerPool.query<{ minutes: number }>(
      "select round(extract(epoch from locked_until - now()) / 60) as minutes from app_private.user_credentials where user_id = $1",
      [seed.superAdmin],
    );
    expect(Number(rows[0]!.minutes)).toBe(15);
    // Once the lock has passed, the right password works again.
    await server.ownerPool.query(
      "update app_private.user_credentials set locked_until = now() - interval '1 second' where user_id = $1",
      [seed.superAdmin],
    );
    const later = await postForm(ctx, `${interactionUrl}/login`, { email, password: PASSWORD });
    expect(later.status).toBe(303);
  });

  it("locks unknown addresses the same way: same answers after the same number of attempts", async () => {
    const statuses = async (email: string) => {
      const ctx = flow();
      const { interactionUrl } = await startAuthorization(ctx);
      const seen: number[] = [];
      for (let i = 1; i <= 6; i++) {
        seen.push((await postForm(ctx, `${interactionUrl}/login`, { email, password: `wrong-${i}` })).status);
      }
      return seen;
    };
    const known = await statuses("a@test.example");
    const unknown = await statuses("nobody.here@test.example");
    expect(known).toEqual([401, 401, 401, 401, 429, 429]);
    expect(unknown).toEqual(known);
    await new Credentials(server.ownerPool).succeed(seed.userA);
  });

  it("holds the lock at the limit under parallel wrong passwords: at most 5 guesses are checked", async () => {
    const credentials = new Credentials(server.ownerPool);
    await credentials.succeed(seed.userB); // earlier tests' wrong passwords do not count here
    // 19 wrong guesses and, sent last, the right password: it comes after the limit.
    const guesses = [...Array.from({ length: 19 }, (_, i) => `parallel-wrong-${i}`), PASSWORD];
    const results = await Promise.all(guesses.map((guess) => credentials.checkPassword("b@test.example", guess)));
    // Four answered "wrong", the fifth locked the account, all others were refused unchecked.
    expect(results.filter((r) => r.result === "invalid")).toHaveLength(4);
    expect(results.filter((r) => r.result === "locked")).toHaveLength(16);
    expect(results.at(-1)).toEqual({ result: "locked" });
    expect((await credentials.checkPassword("b@test.example", PASSWORD)).result).toBe("locked");
    await credentials.succeed(seed.userB);
    expect((await credentials.checkPassword("b@test.example", PASSWORD)).result).toBe("ok");
  });

  it("asks for the TOTP code when the user's MFA feature is on", async () => {
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"; // RFC 6238's SHA-1 key, base32
    await server.ownerPool.query("update app_private.user_credentials set totp_secret = $2 where user_id = $1", [
      seed.userB,
      secret,
    ]);
    await server.ownerPool.query(
      "insert into app_public.user_features (user_id, feature_id) select $1, id from app_public.features where name = 'MFA'",
      [seed.userB],
    );
    const ctx = flow();
    const { interactionUrl, verifier } = await startAuthorization(ctx);
    const first = await postForm(ctx, `${interactionUrl}/login`, { email: "b@test.example", password: PASSWORD });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('name="code"');
    // Reloading the page keeps the second step; a wrong code is refused.
    expect(await (await step(ctx, interactionUrl)).text()).toContain('name="code"');
    const wrong = await postForm(ctx, `${interactionUrl}/totp`, { code: "000000" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Der Code ist falsch oder abgelaufen.");
    const code = totp(base32Decode(secret)!, Date.now());
    const right = await postForm(ctx, `${interactionUrl}/totp`, { code });
    const answer = await followToClient(ctx, right);
    const token = await exchangeCode(ctx, answer.get("code")!, verifier);
    const { json } = await login(String(token.json.id_token));
    expect(json.data?.login?.userRowId).toBe(seed.userB);
  });

  it("answers bad form input with a clear page, never a crash", async () => {
    const ctx = flow();
    const { interactionUrl } = await startAuthorization(ctx);
    const empty = await postForm(ctx, `${interactionUrl}/login`, { email: "", password: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Bitte geben Sie E-Mail-Adresse und Passwort ein.");

    const json = await step(ctx, `${interactionUrl}/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@test.example", password: PASSWORD }),
    });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain("unerwartetes Format");

    const huge = await step(ctx, `${interactionUrl}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `email=a&password=${"x".repeat(10 * 1024 * 1024)}`,
    }).catch((e: unknown) => e as Error);
    // The server refuses before reading: either the 413 page arrives or the connection closes.
    if (huge instanceof Response) {
      expect(huge.status).toBe(413);
      expect(await huge.text()).toContain("zu groß");
    }

    // A stale or foreign interaction (no interaction cookie) gets the "expired" page.
    const stranger = await postForm(flow(), `${interactionUrl}/login`, { email: "a@test.example", password: PASSWORD });
    expect(stranger.status).toBe(400);
    expect(await stranger.text()).toContain("Anmeldung abgelaufen");

    // The server still works afterwards.
    expect((await appFetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
