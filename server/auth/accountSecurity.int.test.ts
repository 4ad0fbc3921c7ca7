import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { CookieJar, type FlowContext, postForm, startAuthorization } from "../test/oidcFlow.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { AccountSecurity, AccountSecurityError } from "./accountSecurity.ts";
import { Credentials, MAX_FAILED_ATTEMPTS } from "./credentials.ts";
import { base32Decode, totp } from "./totp.ts";
import { appFetch } from "../test/http.ts";

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "staple of the battery";

const SIGN_OUT_OTHERS = `mutation { signOutOtherSessions { signedOutCount user { rowId otherSessionsCount } } }`;
const CHANGE_PASSWORD = `mutation Change($input: ChangePasswordInput!) {
  changePassword(input: $input) { signedOutCount user { rowId otherSessionsCount } } }`;
const START_TOTP = `mutation { startTotpEnrolment { secret otpauthUri } }`;
const CONFIRM_TOTP = `mutation Confirm($code: String!, $currentPassword: String! = "${PASSWORD}") {
  confirmTotpEnrolment(input: { currentPassword: $currentPassword, code: $code }) { user { rowId mfa: featureActive(name: "MFA") } } }`;
const DISABLE_TOTP = `mutation Disable($currentPassword: String!, $code: String!) {
  disableTotp(input: { currentPassword: $currentPassword, code: $code }) { user { rowId mfa: featureActive(name: "MFA") } } }`;

/** The code of a base32 secret at a moment (default now). */
const codeOf = (secret: string, atMs = Date.now()) => totp(base32Decode(secret)!, atMs);

describe("the user's own sign-in settings (sessions, password, TOTP)", () => {
  let server: TestServer;
  let seed: TwoCompanies;
  let credentials: Credentials;

  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false });
    seed = await seedTwoCompanies(server.ownerPool);
    credentials = new Credentials(server.ownerPool);
  });
  afterAll(() => server.close());

  beforeEach(async () => {
    // Every test starts from the same sign-in state, without sessions.
    for (const user of [seed.userA, seed.userB, seed.superAdmin]) await credentials.setPassword(user, PASSWORD);
    await server.ownerPool.query(
      `update app_private.user_credentials set totp_secret = null, totp_last_counter = null,
         totp_pending_secret = null, totp_pending_created_at = null`,
    );
    await server.ownerPool.query("delete from app_public.user_features");
    await server.ownerPool.query("delete from app_private.sessions");
  });

  const sessionsOf = async (userId: string) =>
    Number(
      (
        await server.ownerPool.query<{ n: string }>(
          "select count(*) as n from app_private.sessions where user_id = $1",
          [userId],
        )
      ).rows[0]!.n,
    );
  const credentialsOf = async (userId: string) =>
    (
      await server.ownerPool.query<{
        password_hash: string;
        failed_attempts: number;
        locked: boolean;
        totp_secret: string | null;
        totp_last_counter: string | null;
        totp_pending_secret: string | null;
      }>(
        `select password_hash, failed_attempts, coalesce(locked_until > now(), false) as locked, totp_secret,
                totp_last_counter::text as totp_last_counter, totp_pending_secret
         from app_private.user_credentials where user_id = $1`,
        [userId],
      )
    ).rows[0]!;
  const codeOfError = (json: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    json.errors?.[0]?.extensions?.code;

  describe("signOutOtherSessions", () => {
    it("ends the caller's other sessions, keeps the current one and other users' sessions", async () => {
      const cookie = await server.signIn(seed.userA);
      await server.signIn(seed.userA);
      await server.signIn(seed.userA);
      const other = await server.signIn(seed.userB);
      const before = await server.graphql({ query: "{ currentUser { otherSessionsCount } }" }, cookie);
      expect(before.json.data).toEqual({ currentUser: { otherSessionsCount: 2 } });

      const { json } = await server.graphql({ query: SIGN_OUT_OTHERS }, cookie);
      expect(json.errors).toBeUndefined();
      expect(json.data).toEqual({
        signOutOtherSessions: { signedOutCount: 2, user: { rowId: seed.userA, otherSessionsCount: 0 } },
      });
      expect(await sessionsOf(seed.userA)).toBe(1);
      expect(await sessionsOf(seed.userB)).toBe(1);
      // Both remaining sessions still work.
      expect((await server.graphql({ query: "{ currentUser { rowId } }" }, cookie)).json.data).toEqual({
        currentUser: { rowId: seed.userA },
      });
      expect((await server.graphql({ query: "{ currentUser { rowId } }" }, other)).json.data).toEqual({
        currentUser: { rowId: seed.userB },
      });
    });

    it("refuses visitors and super admins acting as the user", async () => {
      const anonymous = await server.graphql({ query: SIGN_OUT_OTHERS });
      expect(codeOfError(anonymous.json)).toBe("NOT_SIGNED_IN");

      await server.signIn(seed.userA);
      const { token } = await server.app.sessions.create(seed.userA, seed.superAdmin);
      const { json } = await server.graphql({ query: SIGN_OUT_OTHERS }, `bw_session=${token}`);
      expect(codeOfError(json)).toBe("NOT_WHILE_IMPERSONATING");
      expect(await sessionsOf(seed.userA)).toBe(2);
    });
  });

  describe("changePassword", () => {
    const change = (cookie: string, input: Record<string, unknown>) =>
      server.graphql({ query: CHANGE_PASSWORD, variables: { input } }, cookie);

    it("sets the new password, ends the other sessions, leaves other users alone", async () => {
      const cookie = await server.signIn(seed.userA);
      await server.signIn(seed.userA);
      await server.signIn(seed.userB);
      const { json } = await change(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
      expect(json.errors).toBeUndefined();
      expect(json.data).toEqual({
        changePassword: { signedOutCount: 1, user: { rowId: seed.userA, otherSessionsCount: 0 } },
      });
      expect(await credentials.checkPassword("a@test.example", NEW_PASSWORD)).toMatchObject({ result: "ok" });
      expect(await credentials.checkPassword("a@test.example", PASSWORD)).toEqual({ result: "invalid" });
      expect(await credentials.checkPassword("b@test.example", PASSWORD)).toMatchObject({ result: "ok" });
      expect(await sessionsOf(seed.userA)).toBe(1);
      expect(await sessionsOf(seed.userB)).toBe(1);
    });

    it("refuses bad input with a code and changes nothing", async () => {
      const cookie = await server.signIn(seed.userA);
      await server.signIn(seed.userA);
      const before = await credentialsOf(seed.userA);
      const cases: [Record<string, unknown>, string][] = [
        [{ currentPassword: PASSWORD, newPassword: "short" }, "PASSWORD_TOO_SHORT"],
        [{ currentPassword: PASSWORD, newPassword: "x".repeat(2000) }, "PASSWORD_TOO_LONG"],
        [{ currentPassword: PASSWORD, newPassword: "A@Test.Example" }, "PASSWORD_IS_EMAIL"],
        [{ currentPassword: PASSWORD, newPassword: PASSWORD }, "PASSWORD_UNCHANGED"],
        [{ currentPassword: "", newPassword: NEW_PASSWORD }, "INVALID_INPUT"],
      ];
      for (const [input, code] of cases) {
        const { json } = await change(cookie, input);
        expect(codeOfError(json), code).toBe(code);
        expect(json.data?.changePassword ?? null).toBeNull();
      }
      // A missing field is refused by GraphQL itself.
      const missing = await change(cookie, { currentPassword: PASSWORD });
      expect(missing.json.errors?.length).toBeGreaterThan(0);
      const after = await credentialsOf(seed.userA);
      expect(after.password_hash).toBe(before.password_hash);
      expect(after.failed_attempts).toBe(0);
      expect(await sessionsOf(seed.userA)).toBe(2);
    });

    it("counts a wrong current password toward the lock-out, then refuses even the right one", async () => {
      const cookie = await server.signIn(seed.userA);
      for (let i = 1; i < MAX_FAILED_ATTEMPTS; i++) {
        const { json } = await change(cookie, { currentPassword: `wrong-${i}`, newPassword: NEW_PASSWORD });
        expect(codeOfError(json)).toBe("WRONG_PASSWORD");
        expect((await credentialsOf(seed.userA)).failed_attempts).toBe(i);
      }
      const last = await change(cookie, { currentPassword: "wrong-5", newPassword: NEW_PASSWORD });
      expect(codeOfError(last.json)).toBe("ACCOUNT_LOCKED");
      expect((await credentialsOf(seed.userA)).locked).toBe(true);
      const right = await change(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
      expect(codeOfError(right.json)).toBe("ACCOUNT_LOCKED");
      // The sign-in page is locked as well.
      expect(await credentials.checkPassword("a@test.example", PASSWORD)).toEqual({ result: "locked" });
    });

    it("is refused to a super admin acting as the user", async () => {
      const { token } = await server.app.sessions.create(seed.userA, seed.superAdmin);
      const { json } = await change(`bw_session=${token}`, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
      expect(codeOfError(json)).toBe("NOT_WHILE_IMPERSONATING");
      expect(await credentials.checkPassword("a@test.example", PASSWORD)).toMatchObject({ result: "ok" });
    });
  });

  describe("TOTP enrolment and removal", () => {
    async function startEnrolment(cookie: string) {
      const { json } = await server.graphql({ query: START_TOTP }, cookie);
      expect(json.errors).toBeUndefined();
      return (json.data as { startTotpEnrolment: { secret: string; otpauthUri: string } }).startTotpEnrolment;
    }

    it("enrols with a code of the new secret; the same code is then refused at sign-in", async () => {
      const cookie = await server.signIn(seed.userA);
      const { secret, otpauthUri } = await startEnrolment(cookie);
      expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 20 random bytes
      expect(base32Decode(secret)).toHaveLength(20);
      expect(otpauthUri).toBe(
        `otpauth://totp/Belegwerk:a%40test.example?issuer=Belegwerk&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
      );
      expect((await credentialsOf(seed.userA)).totp_pending_secret).toBe(secret);
      expect((await credentialsOf(seed.userA)).totp_secret).toBeNull();

      const wrong = await server.graphql({ query: CONFIRM_TOTP, variables: { code: "000000" } }, cookie);
      expect(codeOfError(wrong.json)).toBe("INVALID_CODE");
      expect((await credentialsOf(seed.userA)).failed_attempts).toBe(1);

      // A session without the password cannot bind a second factor (e.g. a stolen session).
      const noPassword = await server.graphql(
        { query: CONFIRM_TOTP, variables: { code: codeOf(secret), currentPassword: "not the password" } },
        cookie,
      );
      expect(codeOfError(noPassword.json)).toBe("WRONG_PASSWORD");
      expect((await credentialsOf(seed.userA)).totp_secret).toBeNull();
      await server.ownerPool.query("update app_private.user_credentials set failed_attempts = 0 where user_id = $1", [
        seed.userA,
      ]);

      const code = codeOf(secret);
      const { json } = await server.graphql({ query: CONFIRM_TOTP, variables: { code } }, cookie);
      expect(json.errors).toBeUndefined();
      expect(json.data).toEqual({ confirmTotpEnrolment: { user: { rowId: seed.userA, mfa: true } } });
      const stored = await credentialsOf(seed.userA);
      expect(stored).toMatchObject({ totp_secret: secret, totp_pending_secret: null, failed_attempts: 0 });
      // The step of the code is stored as the last accepted one.
      expect(Math.abs(Number(stored.totp_last_counter) - Math.floor(Date.now() / 30_000))).toBeLessThanOrEqual(1);
      expect(await credentials.checkPassword("a@test.example", PASSWORD)).toEqual({
        result: "ok",
        userId: seed.userA,
        mfaRequired: true,
      });
      // The code that confirmed the enrolment does not sign in.
      expect(await credentials.checkCode(seed.userA, code)).toEqual({ result: "invalid" });
      // Another user was not touched.
      expect((await credentialsOf(seed.userB)).totp_secret).toBeNull();
    });

    it("refuses to start or confirm while two-factor sign-in is on, and an expired enrolment", async () => {
      const cookie = await server.signIn(seed.userA);
      const { secret } = await startEnrolment(cookie);
      await server.graphql({ query: CONFIRM_TOTP, variables: { code: codeOf(secret) } }, cookie);
      const again = await server.graphql({ query: START_TOTP }, cookie);
      expect(codeOfError(again.json)).toBe("TOTP_ALREADY_ENABLED");
      expect((await credentialsOf(seed.userA)).totp_secret).toBe(secret);

      const other = await server.signIn(seed.userB);
      const pending = await startEnrolment(other);
      await server.ownerPool.query(
        "update app_private.user_credentials set totp_pending_created_at = now() - interval '16 minutes' where user_id = $1",
        [seed.userB],
      );
      const late = await server.graphql({ query: CONFIRM_TOTP, variables: { code: codeOf(pending.secret) } }, other);
      expect(codeOfError(late.json)).toBe("TOTP_ENROLMENT_EXPIRED");
      const malformed = await server.graphql({ query: CONFIRM_TOTP, variables: { code: "12 34" } }, other);
      expect(codeOfError(malformed.json)).toBe("INVALID_CODE");
      expect((await credentialsOf(seed.userB)).totp_secret).toBeNull();
    });

    it("counts wrong codes toward the lock-out", async () => {
      const cookie = await server.signIn(seed.userA);
      await startEnrolment(cookie);
      for (let i = 1; i <= MAX_FAILED_ATTEMPTS; i++) {
        const { json } = await server.graphql({ query: CONFIRM_TOTP, variables: { code: "000000" } }, cookie);
        expect(codeOfError(json)).toBe(i < MAX_FAILED_ATTEMPTS ? "INVALID_CODE" : "ACCOUNT_LOCKED");
      }
      expect((await credentialsOf(seed.userA)).locked).toBe(true);
      expect((await credentialsOf(seed.userA)).totp_secret).toBeNull();
    });

    it("disables only with the password and a fresh code", async () => {
      const cookie = await server.signIn(seed.userA);
      const { secret } = await startEnrolment(cookie);
      // Enrolled with the previous step's code (within the window), so the current one is fresh.
      const enrolCode = codeOf(secret, Date.now() - 30_000);
      await server.graphql({ query: CONFIRM_TOTP, variables: { code: enrolCode } }, cookie);
      const disable = (currentPassword: string, code: string) =>
        server.graphql({ query: DISABLE_TOTP, variables: { currentPassword, code } }, cookie);

      expect(codeOfError((await disable("wrong password", codeOf(secret))).json)).toBe("WRONG_PASSWORD");
      expect(codeOfError((await disable(PASSWORD, "000000")).json)).toBe("INVALID_CODE");
      // The code that was accepted already.
      expect(codeOfError((await disable(PASSWORD, enrolCode)).json)).toBe("INVALID_CODE");
      expect(codeOfError((await disable(PASSWORD, "abc")).json)).toBe("INVALID_CODE");
      expect((await credentialsOf(seed.userA)).failed_attempts).toBe(3);
      expect((await credentialsOf(seed.userA)).totp_secret).toBe(secret);

      const { json } = await disable(PASSWORD, codeOf(secret));
      expect(json.errors).toBeUndefined();
      expect(json.data).toEqual({ disableTotp: { user: { rowId: seed.userA, mfa: false } } });
      expect(await credentialsOf(seed.userA)).toMatchObject({ totp_secret: null, failed_attempts: 0 });
      expect(await credentials.checkPassword("a@test.example", PASSWORD)).toMatchObject({ mfaRequired: false });
      const twice = await disable(PASSWORD, codeOf(secret));
      expect(codeOfError(twice.json)).toBe("TOTP_NOT_ENABLED");
    });

    it("refuses password and TOTP changes when another identity provider signs in", async () => {
      const external = new AccountSecurity({ ownerPool: server.ownerPool, credentials, isBuiltInIssuer: false });
      const session = {
        sessionId: "00000000-0000-4000-8000-000000000000",
        userId: seed.userA,
        impersonatorUserId: null,
      };
      for (const attempt of [
        () => external.changePassword(session, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
        () => external.startTotpEnrolment(session),
      ]) {
        await expect(attempt()).rejects.toEqual(new AccountSecurityError("PASSWORD_SIGN_IN_NOT_AVAILABLE"));
      }
    });
  });

  describe("replay protection at sign-in", () => {
    it("accepts a code once: the same code twice through the login page, the second is refused", async () => {
      const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
      await server.ownerPool.query("update app_private.user_credentials set totp_secret = $2 where user_id = $1", [
        seed.userB,
        secret,
      ]);
      await server.ownerPool.query(
        "insert into app_public.user_features (user_id, feature_id) select $1, id from app_public.features where name = 'MFA'",
        [seed.userB],
      );
      const code = codeOf(secret);
      const signInWith = async () => {
        const ctx: FlowContext = {
          baseUrl: server.url,
          redirectUri: "http://localhost:0/authorize",
          jar: new CookieJar(),
        };
        const { interactionUrl } = await startAuthorization(ctx);
        const first = await postForm(ctx, `${interactionUrl}/login`, { email: "b@test.example", password: PASSWORD });
        expect(first.status).toBe(200);
        return postForm(ctx, `${interactionUrl}/totp`, { code });
      };
      expect((await signInWith()).status).toBe(303);
      const replay = await signInWith();
      expect(replay.status).toBe(401);
      expect(await replay.text()).toContain("Der Code ist falsch oder abgelaufen.");
    });

    it("lets only one of two simultaneous attempts with one code through", async () => {
      const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
      await server.ownerPool.query("update app_private.user_credentials set totp_secret = $2 where user_id = $1", [
        seed.userB,
        secret,
      ]);
      const code = codeOf(secret);
      const results = await Promise.all([1, 2, 3].map(() => credentials.checkCode(seed.userB, code)));
      expect(results.filter((r) => r.result === "ok")).toHaveLength(1);
    });
  });

  it("tells the SPA that the built-in provider signs in", async () => {
    const res = await appFetch(`${server.url}/api/auth/config`);
    expect(await res.json()).toMatchObject({
      builtIn: true,
      authorizationEndpoint: "/oidc/auth",
      idTokenSigningAlgs: ["RS256"],
    });
  });
});
