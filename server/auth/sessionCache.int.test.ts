import { once } from "node:events";
import { PgSubscriber } from "postgraphile/@dataplan/pg/adaptors/pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { SessionStore } from "./sessions.ts";

// Validated sessions are answered from memory for a few seconds; an ended session leaves the
// memory of every process sharing the database at once (LISTEN/NOTIFY on session_ended).

const ME = "{ currentUser { rowId } }";
const LOGOUT = "mutation { logout { success } }";
const SIGN_OUT_OTHERS = "mutation { signOutOtherSessions { signedOutCount } }";

let server: TestServer;
let seed: TwoCompanies;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
});
afterAll(async () => server?.close());

const me = async (graphql: TestServer["graphql"], cookie: string) =>
  (await graphql({ query: ME }, cookie)).json.data?.currentUser ?? null;
const tokenOf = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));

/** A store of its own with a memory that never times out, listening on a LISTEN connection of
 * its own: what it answers after an end can only come from the announcement. */
async function listeningStore() {
  const subscriber = new PgSubscriber(server.ownerPool);
  const store = new SessionStore(server.ownerPool, 30, 60 * 60_000);
  store.listen(subscriber);
  // The first read happens once the subscription is up (it is what enables the memory).
  await new Promise((resolve) => setImmediate(resolve));
  return {
    store,
    close: () => {
      store.stop();
      subscriber.release();
    },
  };
}

describe("the in-process session memory", () => {
  it("answers a validated session from memory, and forgets it the moment its end is announced", async () => {
    const { store, close } = await listeningStore();
    try {
      const { token, session } = await store.create(seed.userA);
      // Until the subscription is listening nothing is remembered; wait for a remembered answer.
      await expect(store.fromToken(token)).resolves.toMatchObject({ sessionId: session.sessionId });
      await server.ownerPool.query("alter table app_private.sessions disable trigger _900_notify_session_ended");
      try {
        await server.ownerPool.query("delete from app_private.sessions where id = $1", [session.sessionId]);
      } finally {
        await server.ownerPool.query("alter table app_private.sessions enable trigger _900_notify_session_ended");
      }
      // Unannounced (the trigger was off), the memory still holds it: the table does not.
      await expect(store.fromToken(token)).resolves.toMatchObject({ sessionId: session.sessionId });
      await expect(store.fromToken(token, { fresh: true })).resolves.toBeNull();

      const second = await store.create(seed.userA);
      await expect(store.fromToken(second.token)).resolves.toMatchObject({ sessionId: second.session.sessionId });
      const ended = once(store.events, "ended");
      await server.ownerPool.query("delete from app_private.sessions where id = $1", [second.session.sessionId]);
      expect(await ended).toEqual([second.session.sessionId]);
      await expect(store.fromToken(second.token)).resolves.toBeNull();
    } finally {
      close();
    }
  });

  it("refuses a bad token without remembering anything", async () => {
    const { store, close } = await listeningStore();
    try {
      for (const bad of ["", "x".repeat(201), "not-a-token", "%%%"])
        await expect(store.fromToken(bad)).resolves.toBeNull();
    } finally {
      close();
    }
  });
});

describe("ended sessions through the server", () => {
  it("refuses a logged-out session on the very next request", async () => {
    const cookie = await server.signIn(seed.userA);
    expect(await me(server.graphql, cookie)).toEqual({ rowId: seed.userA });
    expect(await me(server.graphql, cookie)).toEqual({ rowId: seed.userA });
    await server.graphql({ query: LOGOUT }, cookie);
    expect(await me(server.graphql, cookie)).toBeNull();
  });

  it("refuses the other sessions on the very next request after 'sign out everywhere else'", async () => {
    const own = await server.signIn(seed.userA);
    const other = await server.signIn(seed.userA);
    expect(await me(server.graphql, other)).toEqual({ rowId: seed.userA });
    const out = await server.graphql({ query: SIGN_OUT_OTHERS }, own);
    expect(out.json.errors).toBeUndefined();
    expect(await me(server.graphql, other)).toBeNull();
    expect(await me(server.graphql, own)).toEqual({ rowId: seed.userA });
  });

  it("refuses a session revoked in the database once the end is announced (revocation, user deletion)", async () => {
    const cookie = await server.signIn(seed.userB);
    expect(await me(server.graphql, cookie)).toEqual({ rowId: seed.userB });
    const session = await server.app.sessions.fromToken(tokenOf(cookie));
    const ended = once(server.app.sessions.events, "ended");
    await server.ownerPool.query("delete from app_private.sessions where id = $1", [session!.sessionId]);
    expect(await ended).toEqual([session!.sessionId]);
    expect(await me(server.graphql, cookie)).toBeNull();
  });

  it("a logout through one web process refuses the session on another sharing the database", async () => {
    const peer = await server.startPeer();
    const cookie = await server.signIn(seed.userA);
    // Both processes have validated (and remember) the session.
    expect(await me(server.graphql, cookie)).toEqual({ rowId: seed.userA });
    expect(await me(peer.graphql, cookie)).toEqual({ rowId: seed.userA });
    expect(await me(peer.graphql, cookie)).toEqual({ rowId: seed.userA });
    const session = await peer.app.sessions.fromToken(tokenOf(cookie));
    const endedOnPeer = once(peer.app.sessions.events, "ended");
    await server.graphql({ query: LOGOUT }, cookie);
    expect(await endedOnPeer).toEqual([session!.sessionId]);
    expect(await me(peer.graphql, cookie)).toBeNull();
    expect(await me(server.graphql, cookie)).toBeNull();
  });
});
