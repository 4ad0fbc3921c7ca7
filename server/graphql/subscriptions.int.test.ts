import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collect, wsClient } from "../test/graphqlWs.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { waitUntil } from "../test/waitUntil.ts";

const SUBSCRIPTION =
  "subscription TestReviewGroupCreated($c: UUID!) { reviewGroupCreated(clientCompanyRowId: $c) { reviewGroup { rowId clientCompanyRowId } } }";

describe("subscription reviewGroupCreated over graphql-ws", () => {
  let server: TestServer;
  let ids: TwoCompanies;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      persistedOnly: true,
      queryMap: {
        "test-review-group-created": SUBSCRIPTION,
        "test-logout": "mutation TestLogout { logout { success } }",
        "test-me": "query TestMe { currentUser { rowId } }",
      },
    });
    ids = await seedTwoCompanies(server.ownerPool);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await server.close();
  });
  const client = (cookie?: string, origin?: string) => {
    const c = wsClient(server.wsUrl, cookie, origin);
    clients.push(c);
    return c;
  };
  const byId = (c: string) => ({ query: "", variables: { c }, extensions: { doc_id: "test-review-group-created" } });

  it("delivers a new review group to a member of that company and to no one else", async () => {
    const a = collect(client(await server.signIn(ids.userA)), byId(ids.companyA));
    const b = collect(client(await server.signIn(ids.userB)), byId(ids.companyB));
    const bSnooping = collect(client(await server.signIn(ids.userB)), byId(ids.companyA));
    await bSnooping.done;
    expect(bSnooping.errors.join(" ")).toMatch(
      /YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST|don't have access/,
    );
    expect(bSnooping.events).toEqual([]);

    // The subscription is live once the server has run LISTEN, which sends no signal:
    // insert until the first event arrives.
    const insertUntilEvent = (subscription: typeof a, company: string) =>
      waitUntil(
        `a review group event of ${company}`,
        async () => {
          if (subscription.events.length > 0) return true;
          await server.ownerPool.query("insert into app_public.review_groups (client_company_id) values ($1)", [
            company,
          ]);
          return false;
        },
        { intervalMs: 200 },
      );
    await insertUntilEvent(a, ids.companyA);
    const companyOf = (event: unknown) =>
      (event as { reviewGroupCreated: { reviewGroup: { clientCompanyRowId: string } } }).reviewGroupCreated.reviewGroup
        .clientCompanyRowId;
    expect(a.events.map(companyOf)).toEqual(a.events.map(() => ids.companyA));
    // B's own company's event comes after company A's (notifications arrive in commit order):
    // once it is there, an event of company A would have reached B before it.
    await insertUntilEvent(b, ids.companyB);
    expect(b.events.map(companyOf)).toEqual(b.events.map(() => ids.companyB));
    a.dispose();
    b.dispose();
  });

  it("tells the inbox when a document arrives in an existing review group", async () => {
    const a = collect(client(await server.signIn(ids.userA)), byId(ids.companyA));
    const { rows } = await server.ownerPool.query<{ id: string }>(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' limit 1",
      [ids.companyA],
    );
    await waitUntil(
      "the inbox event",
      async () => {
        if (a.events.length > 0) return true;
        await server.ownerPool.query(
          "insert into app_public.documents (client_company_id, category_id, type, review_group_id) values ($1, $2, 'INCOMING_INVOICE', $3)",
          [ids.companyA, rows[0]!.id, ids.reviewGroupA],
        );
        return false;
      },
      { intervalMs: 200 },
    );
    const event = a.events[0] as { reviewGroupCreated: { reviewGroup: { rowId: string } } } | undefined;
    expect(event?.reviewGroupCreated.reviewGroup.rowId).toBe(ids.reviewGroupA);
    a.dispose();
  });

  it("closes a socket whose session has ended elsewhere (logout, sign-out everywhere)", async () => {
    const cookie = await server.signIn(ids.userA);
    const c = client(cookie);
    const closed = new Promise<number>((resolve) =>
      c.on("closed", (event) => resolve((event as { code: number }).code)),
    );
    const sub = collect(c, byId(ids.companyA));
    await new Promise<void>((resolve) => c.on("connected", () => resolve()));
    // Another session of someone else stays open.
    const other = client(await server.signIn(ids.userB));
    const otherSub = collect(other, byId(ids.companyB));
    await new Promise<void>((resolve) => other.on("connected", () => resolve()));

    await server.app.recheckSocketSessions();
    await server.ownerPool.query("delete from app_private.sessions where user_id = $1", [ids.userA]);
    await server.app.recheckSocketSessions();
    expect(await closed).toBe(4401);
    await sub.done;
    expect(otherSub.errors).toEqual([]);
    otherSub.dispose();
  });

  it("closes the socket at once when its session logs out, so no further operation runs on it", async () => {
    const cookie = await server.signIn(ids.userA);
    const c = client(cookie);
    const closed = new Promise<number>((resolve) =>
      c.on("closed", (event) => resolve((event as { code: number }).code)),
    );
    const sub = collect(c, byId(ids.companyA));
    await new Promise<void>((resolve) => c.on("connected", () => resolve()));
    // The socket works while the session lives.
    const before = collect(c, { query: "", extensions: { doc_id: "test-me" } });
    await before.done;
    expect(before.events).toEqual([{ currentUser: { rowId: ids.userA } }]);
    // Another session of the same person stays open.
    const otherCookie = await server.signIn(ids.userA);
    const other = client(otherCookie);
    const otherSub = collect(other, byId(ids.companyA));
    await new Promise<void>((resolve) => other.on("connected", () => resolve()));

    const res = await server.graphql({ query: "", extensions: { doc_id: "test-logout" } }, cookie);
    expect(res.json.data).toEqual({ logout: { success: true } });
    // Without the announcement the socket would stay usable until the minute's check; the
    // bound only keeps a failing run from hanging.
    const code = await Promise.race([
      closed,
      new Promise<string>((resolve) => setTimeout(() => resolve("still open"), 20_000)),
    ]);
    expect(code).toBe(4401);
    await sub.done;
    // The client opens a new socket for the next operation: the ended cookie makes it anonymous.
    const after = collect(c, { query: "", extensions: { doc_id: "test-me" } });
    await after.done;
    expect(after.events).toEqual([{ currentUser: null }]);
    expect(otherSub.errors).toEqual([]);
    const otherMe = collect(other, { query: "", extensions: { doc_id: "test-me" } });
    await otherMe.done;
    expect(otherMe.events).toEqual([{ currentUser: { rowId: ids.userA } }]);
    otherSub.dispose();
  });

  it("refuses query text on the socket in production mode", async () => {
    const c = collect(client(await server.signIn(ids.userA)), { query: SUBSCRIPTION, variables: { c: ids.companyA } });
    await c.done;
    expect(c.errors.join(" ")).toMatch(/stored operations/);
  });

  it("completes the handshake without a session, but refuses a company's events", async () => {
    const anonymous = client();
    const acknowledged = new Promise<boolean>((resolve) => anonymous.on("connected", () => resolve(true)));
    const c = collect(anonymous, byId(ids.companyA));
    expect(await acknowledged).toBe(true);
    await c.done;
    expect(c.errors.join(" ")).toMatch(/don't have access|not allowed/);
    expect(c.events).toEqual([]);
  });

  it("refuses a socket opened from another site's page", async () => {
    const c = collect(client(await server.signIn(ids.userA), "https://evil.example"), byId(ids.companyA));
    await c.done;
    expect(c.events).toEqual([]);
    expect(c.errors.length).toBeGreaterThan(0);
  });
});
