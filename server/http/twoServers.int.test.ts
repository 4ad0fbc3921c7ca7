import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { collect, wsClient } from "../test/graphqlWs.ts";
import { appFetch } from "../test/http.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

const QUERY_MAP = {
  "test-review-group-created":
    "subscription TestReviewGroupCreated($c: UUID!) { reviewGroupCreated(clientCompanyRowId: $c) { reviewGroup { rowId } } }",
  "test-logout": "mutation TestLogout { logout { success } }",
  "test-me": "query TestMe { currentUser { rowId } }",
};

type ReviewGroupEvent = { reviewGroupCreated: { reviewGroup: { rowId: string } } };

/** Waits until `check` holds; the integration project's test timeout bounds a failing run. */
async function until(check: () => boolean | Promise<boolean>, step?: () => Promise<unknown>) {
  while (!(await check())) {
    await step?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Two web processes on one database, as behind a load balancer (each without its own worker):
 * a session, a subscription's events and a session's end reach both, through PostgreSQL.
 */
describe("two web processes on one database", () => {
  let one: TestServer;
  let two: TestServer;
  let ids: TwoCompanies;
  const clients: Client[] = [];
  beforeAll(async () => {
    one = await startTestServer({ queryMap: QUERY_MAP });
    two = await startTestServer({ queryMap: QUERY_MAP, database: one.database });
    ids = await seedTwoCompanies(one.ownerPool);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await two?.close();
    await one?.close();
  });
  const client = (server: TestServer, cookie: string) => {
    const c = wsClient(server.wsUrl, cookie);
    clients.push(c);
    return c;
  };

  it("delivers to a subscription on the second server the review group an upload on the first created", async () => {
    const cookie = await one.signIn(ids.userA);
    const events = collect(client(two, cookie), {
      query: "",
      variables: { c: ids.companyA },
      extensions: { doc_id: "test-review-group-created" },
    });
    // The subscription is live once the second server has run LISTEN, which sends no signal:
    // a review group written straight into the database shows when it is.
    await until(
      () => events.events.length > 0,
      () => two.ownerPool.query("insert into app_public.review_groups (client_company_id) values ($1)", [ids.companyA]),
    );
    expect(events.errors).toEqual([]);

    // The upload opens a review group of its own (the fixture's open one is from yesterday).
    await one.ownerPool.query(
      "update app_public.review_groups set created_at = now() - interval '1 day' where client_company_id = $1",
      [ids.companyA],
    );
    const { rows: categories } = await one.ownerPool.query<{ id: string }>(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' limit 1",
      [ids.companyA],
    );
    const form = new FormData();
    form.append("file", new Blob([new TextEncoder().encode("%PDF-1.4\nan invoice")]), "beleg.pdf");
    const params = new URLSearchParams({ clientCompanyRowId: ids.companyA, categoryRowId: categories[0]!.id });
    const res = await appFetch(`${one.url}/api/source-files?${params}`, {
      method: "POST",
      body: form,
      headers: { cookie },
    });
    expect(res.status).toBe(201);
    const rowId = ((await res.json()) as { sourceFiles: { rowId: string }[] }).sourceFiles[0]!.rowId;
    const { rows } = await one.ownerPool.query<{ review_group_id: string }>(
      "select review_group_id from app_public.source_files where id = $1",
      [rowId],
    );
    const uploaded = rows[0]!.review_group_id;
    await until(() =>
      (events.events as ReviewGroupEvent[]).some((e) => e.reviewGroupCreated.reviewGroup.rowId === uploaded),
    );
    events.dispose();
  });

  it("a session signed in on one server works on the other; signed out on one, the other refuses it and closes its sockets", async () => {
    const cookie = await one.signIn(ids.userA);
    const me = { query: "", extensions: { doc_id: "test-me" } };
    expect((await two.graphql(me, cookie)).json.data).toEqual({ currentUser: { rowId: ids.userA } });

    const socket = client(two, cookie);
    const closed = new Promise<number>((resolve) =>
      socket.on("closed", (event) => resolve((event as { code: number }).code)),
    );
    const sub = collect(socket, {
      query: "",
      variables: { c: ids.companyA },
      extensions: { doc_id: "test-review-group-created" },
    });
    await new Promise<void>((resolve) => socket.on("connected", () => resolve()));

    const out = await one.graphql({ query: "", extensions: { doc_id: "test-logout" } }, cookie);
    expect(out.json.data).toEqual({ logout: { success: true } });
    // The second server hears of the ended session through PostgreSQL (session_ended) and closes
    // the socket at once, not at its minute's check (the bound only keeps a failing run short).
    const code = await Promise.race([
      closed,
      new Promise<string>((resolve) => setTimeout(() => resolve("still open"), 20_000)),
    ]);
    expect(code).toBe(4401);
    await sub.done;
    expect((await two.graphql(me, cookie)).json.data).toEqual({ currentUser: null });
  });
});
