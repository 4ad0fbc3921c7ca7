import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Credentials } from "../auth/credentials.ts";
import { hashInvitationToken } from "../auth/invitations.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { CookieJar, type FlowContext, postForm, startAuthorization, step } from "../test/oidcFlow.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { appFetch } from "../test/http.ts";

const PASSWORD = "a long enough password";

interface CreateAnswer {
  userRowId?: string;
  invitationUrl?: string;
  error?: { code: string; message: string };
}

describe("user management: POST /api/user/create/, the invitation page, DELETE /api/user/delete/{id}/", () => {
  let server: TestServer;
  let seed: TwoCompanies;
  let adminA: string;
  let viewerA: string;
  let superAdmin: string;
  let viewerUser: string;
  let counter = 0;

  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false });
    seed = await seedTwoCompanies(server.ownerPool);
    const { rows } = await server.ownerPool.query<{ id: string }>(
      "insert into app_public.users (email, first_name, last_name) values ('viewer@test.example', 'Vera', 'Viewer') returning id",
    );
    viewerUser = rows[0]!.id;
    await server.ownerPool.query(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'VIEWER')",
      [viewerUser, seed.companyA],
    );
    adminA = await server.signIn(seed.userA);
    viewerA = await server.signIn(viewerUser);
    superAdmin = await server.signIn(seed.superAdmin);
  });
  afterAll(() => server.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    clientCompanyId: seed.companyA,
    title: "",
    firstName: "Clara",
    lastName: "Neumann",
    email: `Clara.Neumann.${++counter}@Test.Example`,
    language: "de",
    updateNotification: 7,
    skipAssigningAccess: false,
    ...overrides,
  });

  async function create(payload: unknown, cookie?: string, headers: Record<string, string> = {}) {
    const res = await appFetch(`${server.url}/api/user/create/`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
      body: JSON.stringify(payload),
    });
    return { status: res.status, json: (await res.json()) as CreateAnswer };
  }

  const q = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await server.ownerPool.query<T>(sql, params)).rows;

  describe("create", () => {
    it("lets a company admin invite: a standard user with role VIEWER, a default company and a one-time link", async () => {
      const payload = body({ title: "Dr." });
      const { status, json } = await create(payload, adminA);
      expect(status).toBe(201);
      expect(json.userRowId).toMatch(/^[0-9a-f-]{36}$/);
      expect(json.invitationUrl).toMatch(/^http:\/\/localhost:0\/oidc\/invitation\/[A-Za-z0-9_-]{43}$/);
      const [user] = await q<Record<string, unknown>>(
        `select email::text, title, first_name, last_name, language, update_notification, type::text
         from app_public.users where id = $1`,
        [json.userRowId],
      );
      expect(user).toEqual({
        email: String(payload.email).toLowerCase(),
        title: "Dr.",
        first_name: "Clara",
        last_name: "Neumann",
        language: "de",
        update_notification: 7,
        type: "STANDARD",
      });
      expect(
        await q("select role_name from app_public.client_company_users where user_id = $1", [json.userRowId]),
      ).toEqual([{ role_name: "VIEWER" }]);
      expect(
        await q("select client_company_id from app_public.user_defaults where user_id = $1", [json.userRowId]),
      ).toEqual([{ client_company_id: seed.companyA }]);
      // Only the token's SHA-256 is stored, valid for 7 days.
      const token = json.invitationUrl!.split("/").pop()!;
      const [invitation] = await q<{ token_hash: string; days: string; created_by_user_id: string }>(
        `select token_hash, round(extract(epoch from expires_at - created_at) / 86400) as days, created_by_user_id
         from app_private.user_invitations where user_id = $1`,
        [json.userRowId],
      );
      expect(invitation).toEqual({ token_hash: hashInvitationToken(token), days: "7", created_by_user_id: seed.userA });
      expect(JSON.stringify(invitation)).not.toContain(token);
    });

    it("lets a super admin invite into any company, without the trailing slash too", async () => {
      const res = await appFetch(`${server.url}/api/user/create`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: superAdmin },
        body: JSON.stringify(body({ clientCompanyId: seed.companyB })),
      });
      expect(res.status).toBe(201);
    });

    it("skips the membership when asked to", async () => {
      const { status, json } = await create(body({ skipAssigningAccess: true }), adminA);
      expect(status).toBe(201);
      expect(await q("select 1 from app_public.client_company_users where user_id = $1", [json.userRowId])).toEqual([]);
      expect(json.invitationUrl).toBeDefined();
    });

    it("refuses members without admin access, admins of another company and visitors", async () => {
      const before = await q<{ n: string }>("select count(*) as n from app_public.users");
      const viewer = await create(body(), viewerA);
      expect(viewer.status).toBe(403);
      expect(viewer.json.error).toEqual({
        code: "NOT_COMPANY_ADMIN",
        message: "Nur Administratoren dieses Mandanten dürfen Kolleginnen und Kollegen einladen.",
      });
      const otherAdmin = await create(body({ clientCompanyId: seed.companyB }), adminA, { "accept-language": "en" });
      expect(otherAdmin.status).toBe(403);
      expect(otherAdmin.json.error?.message).toBe("Only administrators of this client company may invite colleagues.");
      const unknownCompany = await create(
        body({ clientCompanyId: "00000000-0000-4000-8000-000000000000" }),
        superAdmin,
      );
      expect(unknownCompany.status).toBe(403);
      const anonymous = await create(body());
      expect(anonymous.status).toBe(401);
      expect(anonymous.json.error?.code).toBe("NOT_SIGNED_IN");
      expect(await q<{ n: string }>("select count(*) as n from app_public.users")).toEqual(before);
    });

    it("answers 409 for a member and adds an existing non-member without creating a second user", async () => {
      const member = await create(body({ email: "A@test.example" }), adminA);
      expect(member.status).toBe(409);
      expect(member.json.error?.code).toBe("USER_ALREADY_MEMBER");
      expect(member.json.error?.message).toBe("Diese Person hat bereits Zugriff auf diesen Mandanten.");

      // userB (admin of company B, with a password) joins company A.
      await new Credentials(server.ownerPool).setPassword(seed.userB, PASSWORD);
      const before = await q<{ n: string }>("select count(*) as n from app_public.users");
      const added = await create(body({ email: "b@test.example", firstName: "Ignored" }), adminA);
      expect(added.status).toBe(200);
      expect(added.json).toEqual({ userRowId: seed.userB }); // has a password: no link
      expect(await q<{ n: string }>("select count(*) as n from app_public.users")).toEqual(before);
      expect(await q("select first_name from app_public.users where id = $1", [seed.userB])).toEqual([
        { first_name: "Bernd" },
      ]);
      expect(
        await q("select role_name from app_public.client_company_users where user_id = $1 and client_company_id = $2", [
          seed.userB,
          seed.companyA,
        ]),
      ).toEqual([{ role_name: "VIEWER" }]);
      const again = await create(body({ email: "b@test.example" }), adminA);
      expect(again.status).toBe(409);
    });

    it("gives an invited user without a password a fresh link when invited again; the old one stops working", async () => {
      const first = await create(body({ email: "twice@test.example", skipAssigningAccess: true }), adminA);
      const second = await create(body({ email: "twice@test.example" }), adminA);
      expect(second.status).toBe(200);
      expect(second.json.userRowId).toBe(first.json.userRowId);
      expect(second.json.invitationUrl).toBeDefined();
      const oldPage = await appFetch(localUrl(first.json.invitationUrl!));
      expect(oldPage.status).toBe(410);
      expect((await appFetch(localUrl(second.json.invitationUrl!))).status).toBe(200);
    });

    it("refuses external users as colleagues", async () => {
      await q("insert into app_public.users (email, first_name, type) values ('ext@test.example', 'Ext', 'EXTERNAL')");
      const res = await create(body({ email: "ext@test.example" }), adminA);
      expect(res.status).toBe(409);
      expect(res.json.error?.code).toBe("USER_IS_EXTERNAL");
    });

    it.each([
      ["a missing first name", { firstName: "  " }, "FIRST_NAME_REQUIRED", "Bitte geben Sie einen Vornamen ein."],
      ["a missing last name", { lastName: undefined }, "LAST_NAME_REQUIRED", "Bitte geben Sie einen Nachnamen ein."],
      [
        "an invalid e-mail",
        { email: "not-an-address" },
        "EMAIL_INVALID",
        "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      ],
      [
        "a wrong language",
        { language: "fr" },
        "LANGUAGE_INVALID",
        "Bitte wählen Sie Deutsch oder Englisch als Sprache.",
      ],
      [
        "a wrong interval",
        { updateNotification: 3 },
        "UPDATE_NOTIFICATION_INVALID",
        expect.stringContaining("täglich"),
      ],
      [
        "a too long title",
        { title: "x".repeat(41) },
        "TITLE_TOO_LONG",
        "Der Titel darf höchstens 40 Zeichen lang sein.",
      ],
      [
        "an unknown field",
        { role: "ADMIN" },
        "INVALID_REQUEST",
        expect.stringContaining("unvollständig oder fehlerhaft"),
      ],
      ["no company", { clientCompanyId: "acme" }, "INVALID_REQUEST", expect.stringContaining("Anfrage")],
      ["a string for a boolean", { skipAssigningAccess: "no" }, "INVALID_REQUEST", expect.any(String)],
    ])("answers %s with 400 and a translated message", async (_, overrides, code, message) => {
      const { status, json } = await create(body(overrides), adminA);
      expect(status).toBe(400);
      expect(json.error).toEqual({ code, message });
    });

    it("answers English messages on request, and 400 for a body that is not JSON", async () => {
      const { json } = await create(body({ firstName: "" }), adminA, { "accept-language": "en-GB,en;q=0.9" });
      expect(json.error?.message).toBe("Please enter a first name.");
      const res = await appFetch(`${server.url}/api/user/create/`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: adminA },
        body: "{not json",
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as CreateAnswer).error?.code).toBe("INVALID_REQUEST");
    });
  });

  describe("invitation page", () => {
    const redirectUri = "http://localhost:0/authorize";
    const flow = (): FlowContext => ({ baseUrl: server.url, redirectUri, jar: new CookieJar() });

    async function invite(email: string) {
      const { json } = await create(body({ email, firstName: "Ida", lastName: "Eingeladen" }), adminA);
      return { userRowId: json.userRowId!, path: new URL(json.invitationUrl!).pathname };
    }

    /** Opens the page (which sets the form's cookie) and posts the form. */
    async function submit(ctx: FlowContext, path: string, password: string, again = password) {
      const page = await step(ctx, path);
      const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1]!;
      return postForm(ctx, path, { csrf, password, passwordAgain: again });
    }

    it("shows name and company, sets the password once; then sign-in works through the credentials check", async () => {
      const { userRowId, path } = await invite("ida@test.example");
      const ctx = flow();
      const page = await step(ctx, path);
      expect(page.status).toBe(200);
      expect(page.headers.get("referrer-policy")).toBe("same-origin");
      const html = await page.text();
      expect(html).toContain('<html lang="de">');
      expect(html).toContain(
        "<strong>Ida Eingeladen</strong>, Sie wurden zu <strong>Alpha Bau GmbH</strong> eingeladen.",
      );
      expect(html).toContain('value="ida@test.example"');

      const set = await submit(ctx, path, PASSWORD);
      expect(set.status).toBe(200);
      const done = await set.text();
      expect(done).toContain("Passwort festgelegt");
      expect(done).toContain('action="http://localhost:0/"');

      const credentials = new Credentials(server.ownerPool);
      expect(await credentials.checkPassword("ida@test.example", PASSWORD)).toEqual({
        result: "ok",
        userId: userRowId,
        mfaRequired: false,
      });
      // And through the real login form of the identity provider.
      const login = flow();
      const { interactionUrl } = await startAuthorization(login);
      const signedIn = await postForm(login, `${interactionUrl}/login`, {
        email: "ida@test.example",
        password: PASSWORD,
      });
      expect(signedIn.status).toBe(303);

      // One-time: the link is used up.
      const reused = await step(flow(), path);
      expect(reused.status).toBe(410);
      expect(await reused.text()).toContain("Dieser Einladungslink wurde bereits verwendet.");
      const repost = await postForm(ctx, path, {
        csrf: "x",
        password: "another password",
        passwordAgain: "another password",
      });
      expect(repost.status).toBe(410);
      expect((await credentials.checkPassword("ida@test.example", PASSWORD)).result).toBe("ok");
    });

    it("refuses expired and unknown links with a clear page", async () => {
      const { path } = await invite("late@test.example");
      await q(
        "update app_private.user_invitations set expires_at = now() - interval '1 minute' where token_hash = $1",
        [hashInvitationToken(path.split("/").pop()!)],
      );
      const expired = await appFetch(`${server.url}${path}`, { headers: { "accept-language": "en" } });
      expect(expired.status).toBe(410);
      const html = await expired.text();
      expect(html).toContain("Invitation no longer valid");
      expect(html).toContain("invitations are valid for 7 days");
      expect(html).not.toContain('name="password"');
      const posted = await appFetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ password: PASSWORD, passwordAgain: PASSWORD }).toString(),
      });
      expect(posted.status).toBe(410);
      for (const bad of ["/oidc/invitation/nope", `/oidc/invitation/${"A".repeat(43)}`, "/oidc/invitation/%E0%A4%A"]) {
        const res = await appFetch(`${server.url}${bad}`);
        expect(res.status, bad).toBe(404);
        expect(await res.text()).toContain("Einladung nicht gefunden");
      }
      expect(
        await q(
          "select 1 from app_private.user_credentials c join app_public.users u on u.id = c.user_id where u.email = 'late@test.example'",
        ),
      ).toEqual([]);
    });

    it("refuses weak passwords with a message per rule and stores nothing", async () => {
      const { userRowId, path } = await invite("weak@test.example");
      const ctx = flow();
      const cases: [string, string, string[]][] = [
        ["short", "short", ["Das Passwort muss mindestens 10 Zeichen lang sein."]],
        ["weak@test.example", "weak@test.example", ["Das Passwort darf nicht Ihre E-Mail-Adresse sein."]],
        [PASSWORD, `${PASSWORD}!`, ["Die beiden Passwörter stimmen nicht überein."]],
        [
          "",
          "x",
          ["Das Passwort muss mindestens 10 Zeichen lang sein.", "Die beiden Passwörter stimmen nicht überein."],
        ],
      ];
      for (const [password, again, messages] of cases) {
        const res = await submit(ctx, path, password, again);
        expect(res.status).toBe(400);
        const html = await res.text();
        for (const message of messages) expect(html).toContain(message);
      }
      expect(await q("select 1 from app_private.user_credentials where user_id = $1", [userRowId])).toEqual([]);
      expect(await q("select used_at from app_private.user_invitations where user_id = $1", [userRowId])).toEqual([
        { used_at: null },
      ]);
    });

    it("refuses a post without the form's secret (another site's form) and stores nothing", async () => {
      const { userRowId, path } = await invite("csrf@test.example");
      const ctx = flow();
      await step(ctx, path); // has the cookie, but the attacker's form has no matching field
      const forged = await postForm(ctx, path, { csrf: "guess", password: PASSWORD, passwordAgain: PASSWORD });
      expect(forged.status).toBe(403);
      expect(await forged.text()).toContain("Das Formular ist abgelaufen.");
      const noCookie = await postForm(flow(), path, { csrf: "x", password: PASSWORD, passwordAgain: PASSWORD });
      expect(noCookie.status).toBe(403);
      expect(await q("select 1 from app_private.user_credentials where user_id = $1", [userRowId])).toEqual([]);
    });
  });

  describe("delete", () => {
    async function remove(id: string, cookie?: string) {
      const res = await appFetch(`${server.url}/api/user/delete/${id}/`, {
        method: "DELETE",
        headers: cookie ? { cookie } : {},
      });
      return { status: res.status, text: await res.text() };
    }

    it("lets only super admins delete; sessions, credentials, invitations and memberships go with the user", async () => {
      const { json } = await create(body({ email: "gone@test.example" }), adminA);
      const id = json.userRowId!;
      await new Credentials(server.ownerPool).setPassword(id, PASSWORD);
      const victimSession = await server.signIn(id);
      // Something that stays for the record: a review group the user created.
      const [group] = await q<{ id: string }>(
        "insert into app_public.review_groups (client_company_id, created_by_user_id) values ($1, $2) returning id",
        [seed.companyA, id],
      );

      expect((await remove(id, adminA)).status).toBe(403);
      expect((await remove(id, viewerA)).status).toBe(403);
      expect((await remove(id)).status).toBe(401);

      const done = await remove(id, superAdmin);
      expect(done).toEqual({ status: 204, text: "" });
      expect(await q("select 1 from app_public.users where id = $1", [id])).toEqual([]);
      for (const table of [
        "app_private.sessions",
        "app_private.user_credentials",
        "app_private.user_invitations",
        "app_public.client_company_users",
        "app_public.user_defaults",
      ]) {
        expect(await q(`select 1 from ${table} where user_id = $1`, [id]), table).toEqual([]);
      }
      expect(await q("select created_by_user_id from app_public.review_groups where id = $1", [group!.id])).toEqual([
        { created_by_user_id: null },
      ]);
      expect((await server.graphql({ query: "{ currentUser { rowId } }" }, victimSession)).json.data).toEqual({
        currentUser: null,
      });

      expect((await remove(id, superAdmin)).status).toBe(404);
      expect((await remove("not-a-uuid", superAdmin)).status).toBe(404);
    });

    it("refuses deleting oneself", async () => {
      const res = await appFetch(`${server.url}/api/user/delete/${seed.superAdmin}/`, {
        method: "DELETE",
        headers: { cookie: superAdmin, "accept-language": "en" },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: "CANNOT_DELETE_SELF", message: "You cannot delete your own user account." },
      });
    });

    it("every foreign key to users cascades or sets null, so a delete never fails on history", async () => {
      const rows = await q<{ name: string; action: string }>(
        `select conrelid::regclass::text || '.' || conname as name, confdeltype::text as action
         from pg_constraint where contype = 'f' and confrelid = 'app_public.users'::regclass order by 1`,
      );
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.filter((r) => r.action !== "c" && r.action !== "n")).toEqual([]);
    });
  });

  describe("searchUsers (the impersonation typeahead)", () => {
    const SEARCH = "query S($search: String) { searchUsers(search: $search, first: 10) { nodes { rowId email } } }";
    const emails = async (search: string, cookie: string) =>
      (
        (await server.graphql({ query: SEARCH, variables: { search } }, cookie)).json.data as {
          searchUsers: { nodes: { email: string }[] };
        }
      ).searchUsers.nodes.map((n) => n.email);

    it("finds users by name or e-mail for super admins, wildcards taken literally", async () => {
      expect(await emails("bernd", superAdmin)).toEqual(["b@test.example"]);
      expect(await emails("VIEWER@TEST", superAdmin)).toEqual(["viewer@test.example"]);
      expect(await emails("Vera Vie", superAdmin)).toEqual(["viewer@test.example"]);
      expect(await emails("%", superAdmin)).toEqual([]);
    });

    it("answers nothing to anyone else, not even their own colleagues", async () => {
      expect(await emails("", adminA)).toEqual([]);
      expect(await emails("anna", adminA)).toEqual([]);
    });
  });

  function localUrl(invitationUrl: string) {
    return `${server.url}${new URL(invitationUrl).pathname}`;
  }
});

describe("POST /api/user/create/ with an external identity provider", () => {
  let server: TestServer;
  let seed: TwoCompanies;
  beforeAll(async () => {
    server = await startTestServer({ env: { OIDC_ISSUER_URL: "https://login.example.com/realms/acme" } });
    seed = await seedTwoCompanies(server.ownerPool);
  });
  afterAll(() => server.close());

  it("creates the user without an invitation link: they sign in at their issuer with the same e-mail", async () => {
    const res = await appFetch(`${server.url}/api/user/create/`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: await server.signIn(seed.userA) },
      body: JSON.stringify({
        clientCompanyId: seed.companyA,
        firstName: "Eva",
        lastName: "Extern",
        email: "eva@test.example",
        language: "en",
        updateNotification: 0,
        skipAssigningAccess: false,
      }),
    });
    expect(res.status).toBe(201);
    const json = (await res.json()) as CreateAnswer;
    expect(Object.keys(json)).toEqual(["userRowId"]);
    const { rows } = await server.ownerPool.query("select 1 from app_private.user_invitations");
    expect(rows).toEqual([]);
  });
});
