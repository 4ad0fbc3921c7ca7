import { Logger as WorkerLogger, runMigrations } from "graphile-worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Credentials } from "../auth/credentials.ts";
import { hashInvitationToken } from "../auth/invitations.ts";
import { makeLogger } from "../logger.ts";
import type { MailMessage } from "../mail/mailTransport.ts";
import type { NotificationMailDeps } from "../mail/notificationMail.ts";
import { sendUserInvitationMail } from "../mail/userInvitationMail.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { CookieJar, type FlowContext, postForm, startAuthorization, step } from "../test/oidcFlow.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { appFetch } from "../test/http.ts";

const PASSWORD = "a long enough password";
const silentWorkerLogger = new WorkerLogger(() => () => {});

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
  /** What the invitation mails said (an in-process transport: the same messages SMTP would get). */
  const outbox: MailMessage[] = [];
  const mailDeps = (): NotificationMailDeps => ({
    ownerPool: server.ownerPool,
    transport: { kind: "outbox", destination: "memory", send: async (message) => void outbox.push(message) },
    publicUrl: "http://localhost:0",
    logger: makeLogger("silent"),
    invitationBaseUrl: "http://localhost:0/oidc",
  });

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
    // The job queue's tables (the worker installs them when it starts; it is off here).
    await runMigrations({ pgPool: server.ownerPool, logger: silentWorkerLogger });
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

  /** Runs the queued invitation mails (the worker's users__invite task) and answers the
   * newest link mailed to each address. */
  async function deliverInvitations(): Promise<Map<string, string>> {
    const jobs = await q<{
      id: string;
      payload: { userRowId: string; clientCompanyRowId: string | null; createdByUserRowId: string | null };
    }>(
      `select j.id, p.payload from graphile_worker.jobs j join graphile_worker._private_jobs p on p.id = j.id
       where j.task_identifier = 'users__invite' order by j.id`,
    );
    for (const job of jobs) {
      await sendUserInvitationMail(mailDeps(), job.payload);
      await q("select graphile_worker.complete_jobs(array[$1::bigint])", [job.id]);
    }
    const links = new Map<string, string>();
    for (const mail of outbox.splice(0)) {
      const link = /https?:\/\/\S+\/oidc\/invitation\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
      if (link) links.set(mail.to, link);
    }
    return links;
  }

  const jobCount = async (userRowId: string) =>
    Number(
      (
        await q<{ n: string }>(
          "select count(*) as n from graphile_worker.jobs where task_identifier = 'users__invite' and key = $1",
          [`user_invitation:${userRowId}`],
        )
      )[0]!.n,
    );

  describe("create", () => {
    it("lets a company admin invite: a standard user, a pending VIEWER membership and a one-time link mailed to the address", async () => {
      const payload = body({ title: "Dr." });
      const { status, json } = await create(payload, adminA);
      expect(status).toBe(202);
      expect(json).toEqual({ userRowId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
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
      // Pending until the person says yes (here: by setting the password through the link).
      expect(await q("select 1 from app_public.client_company_users where user_id = $1", [json.userRowId])).toEqual([]);
      expect(
        await q("select role_name, state from app_public.membership_requests where user_id = $1", [json.userRowId]),
      ).toEqual([{ role_name: "VIEWER", state: "PENDING" }]);
      const links = await deliverInvitations();
      const link = links.get(String(payload.email).toLowerCase())!;
      expect(link).toMatch(/^http:\/\/localhost:0\/oidc\/invitation\/[A-Za-z0-9_-]{43}$/);
      // Only the token's SHA-256 is stored, valid for 7 days.
      const token = link.split("/").pop()!;
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
      expect(res.status).toBe(202);
    });

    it("gives the membership the role the admin chose (the access settings' add-member form), and refuses unknown roles", async () => {
      const { status, json } = await create(body({ roleName: "CLERK" }), adminA);
      expect(status).toBe(202);
      expect(
        await q("select role_name, state from app_public.membership_requests where user_id = $1", [json.userRowId]),
      ).toEqual([{ role_name: "CLERK", state: "PENDING" }]);
      const before = await q<{ n: string }>("select count(*) as n from app_public.users");
      for (const roleName of ["KING", "admin", "", 3, null]) {
        const refused = await create(body({ roleName }), adminA);
        expect(refused.status).toBe(400);
        expect(refused.json.error?.code).toBe("ROLE_INVALID");
      }
      expect(await q<{ n: string }>("select count(*) as n from app_public.users")).toEqual(before);
    });

    it("skips the membership when asked to", async () => {
      const { status, json } = await create(body({ skipAssigningAccess: true }), adminA);
      expect(status).toBe(202);
      expect(await q("select 1 from app_public.client_company_users where user_id = $1", [json.userRowId])).toEqual([]);
      expect(await q("select 1 from app_public.membership_requests where user_id = $1", [json.userRowId])).toEqual([]);
      expect(await jobCount(json.userRowId!)).toBe(1);
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

    it("never makes a link for a person who exists: another company's admin cannot take over an account without a password", async () => {
      // Company A invites Olga; she has not set her password yet.
      const first = await create(body({ email: "olga@test.example", firstName: "Olga" }), adminA);
      const olga = first.json.userRowId!;
      const original = (await deliverInvitations()).get("olga@test.example")!;
      expect(original).toBeDefined();

      // The admin of company B invites the same address: no link, the original one stays valid.
      const adminB = await server.signIn(seed.userB);
      const second = await create(body({ clientCompanyId: seed.companyB, email: "OLGA@test.example" }), adminB);
      expect(second.status).toBe(202);
      expect(second.json).toEqual({ userRowId: olga });
      expect(await jobCount(olga)).toBe(0);
      expect((await deliverInvitations()).size).toBe(0);
      expect(await q("select count(*)::int as n from app_private.user_invitations where user_id = $1", [olga])).toEqual(
        [{ n: 1 }],
      );
      expect((await appFetch(localUrl(original))).status).toBe(200);
      // Company B only asked: Olga is no member of B.
      expect(
        await q("select client_company_id from app_public.client_company_users where user_id = $1", [olga]),
      ).toEqual([]);

      // Sending the link again is for company A's admins and super admins only.
      const resend = async (cookie: string, userRowId = olga) => {
        const res = await appFetch(`${server.url}/api/user/resend-invitation/`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ userRowId }),
        });
        return { status: res.status, json: (await res.json()) as CreateAnswer };
      };
      const byB = await resend(adminB);
      expect(byB.status).toBe(403);
      expect(byB.json.error?.code).toBe("INVITATION_NOT_ALLOWED");
      expect(await jobCount(olga)).toBe(0);
      expect((await resend(viewerA)).status).toBe(403);
      expect((await resend(adminA, seed.userB)).status).toBe(403); // not invited by A
      expect((await resend(adminA)).status).toBe(202);
      const renewed = (await deliverInvitations()).get("olga@test.example")!;
      expect(renewed).not.toBe(original);
      expect((await appFetch(localUrl(original))).status).toBe(410);
      expect((await resend(superAdmin)).status).toBe(202);
      expect(await jobCount(olga)).toBe(1);
      await deliverInvitations();
    });

    it("answers the same for every address and adds nobody without their consent", async () => {
      await new Credentials(server.ownerPool).setPassword(seed.userB, PASSWORD);
      await q("insert into app_public.users (email, first_name, type) values ('ext@test.example', 'Ext', 'EXTERNAL')");
      const members = async () =>
        q<{ user_id: string }>(
          "select user_id from app_public.client_company_users where client_company_id = $1 order by user_id",
          [seed.companyA],
        );
      const before = await members();
      const answers = [];
      for (const email of [
        "brand.new@test.example", // unknown
        "a@test.example", // a member already (the caller)
        "b@test.example", // another company's admin, with a password
        "root@test.example", // a super admin
        "ext@test.example", // an external user
      ]) {
        const { status, json } = await create(body({ email }), adminA);
        answers.push({ status, keys: Object.keys(json) });
      }
      expect(answers).toEqual(Array(5).fill({ status: 202, keys: ["userRowId"] }));
      const newUser = (
        await q<{ id: string }>("select id from app_public.users where email = 'brand.new@test.example'")
      )[0]!;
      // Nobody became a member: the new person and the two known ones have pending requests.
      expect(await members()).toEqual(before);
      expect(
        await q(
          `select u.email::text as email, m.state from app_public.membership_requests m join app_public.users u on u.id = m.user_id
           where m.client_company_id = $1 and u.email in ('brand.new@test.example', 'a@test.example', 'b@test.example', 'root@test.example', 'ext@test.example')
           order by u.email`,
          [seed.companyA],
        ),
      ).toEqual([
        { email: "b@test.example", state: "PENDING" },
        { email: "brand.new@test.example", state: "PENDING" },
        { email: "root@test.example", state: "PENDING" },
      ]);
      expect(await jobCount(newUser.id)).toBe(1);
      await deliverInvitations();
      // A second invitation while one is pending changes nothing and answers the same.
      expect((await create(body({ email: "b@test.example" }), adminA)).status).toBe(202);
      expect(
        await q(
          "select count(*)::int as n from app_public.membership_requests where user_id = $1 and client_company_id = $2",
          [seed.userB, seed.companyA],
        ),
      ).toEqual([{ n: 1 }]);
      // The known person is told in the bell.
      expect(
        await q(
          `select n.type::text as type, n.actor_user_id from app_public.notifications n
           join app_public.membership_requests m on m.id = n.membership_request_id
           where n.user_id = $1 and m.client_company_id = $2`,
          [seed.userB, seed.companyA],
        ),
      ).toEqual([{ type: "MEMBERSHIP_REQUESTED", actor_user_id: seed.userA }]);
    });

    it("shows a company's admins its requests, when a link may be sent again, and lets them withdraw a pending one", async () => {
      const adminB = await server.signIn(seed.userB);
      // Pia is new (no password yet); Kai has an account with a password.
      const pia = (await create(body({ email: "pia@test.example", firstName: "Pia" }), adminA)).json.userRowId!;
      await deliverInvitations();
      const kai = (
        await q<{ id: string }>(
          "insert into app_public.users (email, first_name) values ('kai@test.example', 'Kai') returning id",
        )
      )[0]!.id;
      await new Credentials(server.ownerPool).setPassword(kai, PASSWORD);
      expect((await create(body({ email: "kai@test.example" }), adminA)).status).toBe(202);
      expect((await create(body({ clientCompanyId: seed.companyB, email: "pia@test.example" }), adminB)).status).toBe(
        202,
      );

      const listOf = async (cookie: string, companyId: string) => {
        const res = await server.graphql(
          {
            query: `query($id: UUID!) { clientCompany(rowId: $id) { membershipRequests { nodes {
              rowId userRowId state invitedEmail canResendInvitation } } } }`,
            variables: { id: companyId },
          },
          cookie,
        );
        expect(res.json.errors).toBeUndefined();
        const data = res.json.data as {
          clientCompany: {
            membershipRequests: {
              nodes: { rowId: string; userRowId: string; invitedEmail: string; canResendInvitation: boolean }[];
            };
          } | null;
        };
        return (data.clientCompany?.membershipRequests.nodes ?? []).filter((n) => [pia, kai].includes(n.userRowId));
      };
      const listA = await listOf(adminA, seed.companyA);
      expect(listA.map((n) => [n.invitedEmail, n.canResendInvitation]).sort()).toEqual([
        ["kai@test.example", false], // has a password: no link
        ["pia@test.example", true],
      ]);
      // Company B asked Pia too, but A invited her first: B may not send her a link.
      expect((await listOf(adminB, seed.companyB)).map((n) => n.canResendInvitation)).toEqual([false]);
      expect((await listOf(superAdmin, seed.companyB)).map((n) => n.canResendInvitation)).toEqual([true]);
      // A viewer of A sees none of A's requests.
      expect(await listOf(viewerA, seed.companyA)).toEqual([]);

      const cancel = (id: string, cookie: string) =>
        server.graphql(
          {
            query:
              "mutation($id: UUID!) { cancelMembershipRequest(input: { membershipRequestRowId: $id }) { result { rowId } } }",
            variables: { id },
          },
          cookie,
        );
      const kaiRequest = listA.find((n) => n.userRowId === kai)!.rowId;
      // Not a viewer of A, not the admin of another company.
      for (const cookie of [viewerA, adminB]) {
        const refused = await cancel(kaiRequest, cookie);
        expect(refused.json.errors?.[0]?.extensions?.code).toBe("MEMBERSHIP_REQUEST_NOT_FOUND");
      }
      expect(await q("select state from app_public.membership_requests where id = $1", [kaiRequest])).toEqual([
        { state: "PENDING" },
      ]);
      const withdrawn = await cancel(kaiRequest, adminA);
      expect(withdrawn.json.errors).toBeUndefined();
      expect(withdrawn.json.data).toEqual({ cancelMembershipRequest: { result: { rowId: kaiRequest } } });
      // Gone, with Kai's notification; he can no longer accept it.
      expect(await q("select 1 from app_public.membership_requests where id = $1", [kaiRequest])).toEqual([]);
      expect(await q("select 1 from app_public.notifications where user_id = $1", [kai])).toEqual([]);
      const kaiCookie = await server.signIn(kai);
      const late = await server.graphql(
        {
          query:
            "mutation($id: UUID!) { acceptMembershipRequest(input: { membershipRequestRowId: $id }) { result { state } } }",
          variables: { id: kaiRequest },
        },
        kaiCookie,
      );
      expect(late.json.errors?.[0]?.extensions?.code).toBe("MEMBERSHIP_REQUEST_NOT_FOUND");
      expect(
        await q("select 1 from app_public.client_company_users where user_id = $1 and client_company_id = $2", [
          kai,
          seed.companyA,
        ]),
      ).toEqual([]);
      // A decided request stays as the record: it cannot be withdrawn.
      const piaB = (await listOf(superAdmin, seed.companyB))[0]!.rowId;
      await q("update app_public.membership_requests set state = 'DECLINED', decided_at = now() where id = $1", [piaB]);
      expect((await cancel(piaB, adminB)).json.errors?.[0]?.extensions?.code).toBe("MEMBERSHIP_REQUEST_NOT_FOUND");
    });

    it("makes the membership count only once the person accepts; declining leaves them out", async () => {
      const bernd = await server.signIn(seed.userB);
      const root = await server.signIn(seed.superAdmin);
      const requestOf = async (userId: string) =>
        (
          await q<{ id: string }>(
            "select id from app_public.membership_requests where user_id = $1 and client_company_id = $2 and state = 'PENDING'",
            [userId, seed.companyA],
          )
        )[0]!.id;
      const berndRequest = await requestOf(seed.userB);
      const companyQuery = {
        query: "query($id: UUID!) { clientCompany(rowId: $id) { name } }",
        variables: { id: seed.companyA },
      };
      // Pending: no access to the company's data.
      expect((await server.graphql(companyQuery, bernd)).json.data).toEqual({ clientCompany: null });
      // The request and the names Bernd needs to decide; nobody else's requests.
      const mine = await server.graphql(
        {
          query:
            "{ currentUser { membershipRequests { nodes { rowId state companyName invitedByName invitedEmail } } } }",
        },
        bernd,
      );
      expect(mine.json.errors).toBeUndefined();
      expect(mine.json.data).toEqual({
        currentUser: {
          membershipRequests: {
            nodes: [
              {
                rowId: berndRequest,
                state: "PENDING",
                companyName: "Alpha Bau GmbH",
                invitedByName: "Anna Test",
                invitedEmail: "b@test.example",
              },
            ],
          },
        },
      });
      const accept = (id: string, cookie: string) =>
        server.graphql(
          {
            query:
              "mutation($id: UUID!) { acceptMembershipRequest(input: { membershipRequestRowId: $id }) { result { state } } }",
            variables: { id },
          },
          cookie,
        );
      const decline = (id: string, cookie: string) =>
        server.graphql(
          {
            query:
              "mutation($id: UUID!) { declineMembershipRequest(input: { membershipRequestRowId: $id }) { result { state } } }",
            variables: { id },
          },
          cookie,
        );
      // Nobody decides for someone else: not the inviting admin, not another person.
      expect((await accept(berndRequest, adminA)).json.errors?.length).toBe(1);
      expect((await accept(berndRequest, root)).json.errors?.length).toBe(1);
      expect((await server.graphql(companyQuery, bernd)).json.data).toEqual({ clientCompany: null });

      const accepted = await accept(berndRequest, bernd);
      expect(accepted.json.errors).toBeUndefined();
      expect(accepted.json.data).toEqual({ acceptMembershipRequest: { result: { state: "ACCEPTED" } } });
      expect((await server.graphql(companyQuery, bernd)).json.data).toEqual({
        clientCompany: { name: "Alpha Bau GmbH" },
      });
      expect(
        await q("select role_name from app_public.client_company_users where user_id = $1 and client_company_id = $2", [
          seed.userB,
          seed.companyA,
        ]),
      ).toEqual([{ role_name: "VIEWER" }]);
      expect((await accept(berndRequest, bernd)).json.errors?.length).toBe(1); // once

      const rootRequest = await requestOf(seed.superAdmin);
      const declined = await decline(rootRequest, root);
      expect(declined.json.data).toEqual({ declineMembershipRequest: { result: { state: "DECLINED" } } });
      expect(
        await q("select 1 from app_public.client_company_users where user_id = $1 and client_company_id = $2", [
          seed.superAdmin,
          seed.companyA,
        ]),
      ).toEqual([]);

      // The inviting admin sees the company's pending requests by what they typed.
      const listed = await server.graphql(
        {
          query: "{ membershipRequests { nodes { clientCompanyRowId state invitedEmail invitedName } } }",
        },
        adminA,
      );
      expect(listed.json.errors).toBeUndefined();
      const pending = (
        listed.json.data as {
          membershipRequests: { nodes: { invitedEmail: string; state: string; clientCompanyRowId: string }[] };
        }
      ).membershipRequests.nodes
        .filter((n) => n.state === "PENDING" && n.clientCompanyRowId === seed.companyA)
        .map((n) => n.invitedEmail);
      expect(pending).toContain("brand.new@test.example");
      expect(pending).not.toContain("b@test.example");
      // An admin of another company sees none of them.
      const foreign = await server.graphql(
        { query: "{ membershipRequests { nodes { clientCompanyRowId userRowId } } }" },
        await server.signIn(seed.userB),
      );
      expect(foreign.json.errors).toBeUndefined();
      // Of company A's requests, only Bernd's own (accepted) one.
      const seen = (
        foreign.json.data as { membershipRequests: { nodes: { clientCompanyRowId: string; userRowId: string }[] } }
      ).membershipRequests.nodes.filter((n) => n.clientCompanyRowId === seed.companyA);
      expect(seen).toEqual([{ clientCompanyRowId: seed.companyA, userRowId: seed.userB }]);
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
      const link = (await deliverInvitations()).get(email)!;
      return { userRowId: json.userRowId!, path: new URL(link).pathname };
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
    await runMigrations({ pgPool: server.ownerPool, logger: silentWorkerLogger });
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
    expect(res.status).toBe(202);
    const json = (await res.json()) as CreateAnswer;
    expect(Object.keys(json)).toEqual(["userRowId"]);
    expect(
      await server.ownerPool.query("select 1 from graphile_worker.jobs where task_identifier = 'users__invite'"),
    ).toMatchObject({ rows: [] });
    const { rows } = await server.ownerPool.query("select 1 from app_private.user_invitations");
    expect(rows).toEqual([]);
  });
});
