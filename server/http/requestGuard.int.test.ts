/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTextPdf } from "../test/badInputs.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { appFetch, CSRF_HEADER } from "../test/http.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

const FOREIGN = "http://localhost:4999"; // a sibling origin: same host, another port
const LIST =
  "query List($c: UUID!, $ids: [UUID!]) { documentsList(clientCompanyRowId: $c, filter: { documentRowIds: $ids }) { __typename } }";
const QUERY_MAP = {
  list: LIST,
  logout: "mutation Logout { logout { __typename } }",
  me: "query Me { currentUser { rowId } }",
};

const json = async (res: Response) => (await res.json()) as any;
const code = async (res: Response) => {
  const body = await json(res);
  return body.errors?.[0]?.extensions?.code ?? body.error?.code;
};

/**
 * Cross-site request forgery and CORS (DESIGN decision 18): only our own pages may call the
 * API with the user's cookie. A page of another origin (here a sibling port on the same host,
 * the attack that read documents and mailed invoices out) gets no CORS grant and no answer;
 * forms and text bodies are refused; every state-changing request needs the CSRF header.
 */
describe("requests from other sites", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  let cookieA: string;

  beforeAll(async () => {
    server = await startTestServer({ queryMap: QUERY_MAP });
    fx = await seedTwoCompanies(server.ownerPool);
    cookieA = await server.signIn(fx.userA);
  });
  afterAll(async () => {
    await server?.close();
  });

  const graphqlBody = JSON.stringify({ doc_id: "me", variables: {} });

  it("grants no CORS to another origin, not even a preflight", async () => {
    const preflight = await fetch(`${server.url}/graphql`, {
      method: "OPTIONS",
      headers: {
        origin: FOREIGN,
        "access-control-request-method": "POST",
        "access-control-request-headers": `content-type,${CSRF_HEADER}`,
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    const read = await appFetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { origin: FOREIGN, cookie: cookieA, "content-type": "application/json" },
      body: graphqlBody,
    });
    expect(read.status).toBe(403);
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
    expect(await code(read)).toBe("CROSS_ORIGIN_REQUEST");
  });

  it("answers our own pages", async () => {
    const res = await appFetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { origin: server.url, cookie: cookieA, "content-type": "application/json" },
      body: graphqlBody,
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data.currentUser.rowId).toBe(fx.userA);
  });

  it("refuses GraphQL without the CSRF header, and form, text and multipart bodies", async () => {
    const bare = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { cookie: cookieA, "content-type": "application/json" },
      body: graphqlBody,
    });
    expect(bare.status).toBe(403);
    expect(await code(bare)).toBe("CSRF_HEADER_MISSING");
    const bodies: [string, BodyInit][] = [
      ["application/x-www-form-urlencoded", new URLSearchParams({ doc_id: "me" }).toString()],
      ["text/plain", graphqlBody],
      ["application/graphql", "{ currentUser { rowId } }"],
    ];
    for (const [type, body] of bodies) {
      const res = await appFetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { cookie: cookieA, "content-type": type },
        body,
      });
      expect(res.status, type).toBe(415);
      expect(await code(res), type).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
    const form = new FormData();
    form.append("operations", graphqlBody);
    const multipart = await appFetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { cookie: cookieA },
      body: form,
    });
    expect(multipart.status).toBe(415);
  });

  it("runs queries over GET but never mutations", async () => {
    const get = (id: string, headers: Record<string, string> = {}) =>
      appFetch(`${server.url}/graphql?${new URLSearchParams({ extensions: JSON.stringify({ doc_id: id }) })}`, {
        headers: { cookie: cookieA, accept: "application/json", ...headers },
      });
    const query = await get("me");
    expect(query.status, await query.clone().text()).toBe(200);
    expect((await json(query)).data.currentUser.rowId).toBe(fx.userA);
    // Once parsed and cached by a POST, the mutation is still refused over GET.
    const session = await server.signIn(fx.userA);
    await server.graphql({ doc_id: "logout" }, `${session}x`);
    const mutation = await get("logout", { cookie: session });
    expect(mutation.status).toBe(405);
    expect((await server.graphql({ doc_id: "me" }, session)).json.data?.currentUser).toEqual({ rowId: fx.userA });
    const withoutHeader = await fetch(`${server.url}/graphql?extensions=${encodeURIComponent('{"doc_id":"me"}')}`, {
      headers: { cookie: cookieA },
    });
    expect(withoutHeader.status).toBe(403);
  });

  it("refuses REST calls from other origins, without the header, and with text or form bodies", async () => {
    const reminder = JSON.stringify({ documentRowId: randomUUID(), receivers: ["outside@example.com"] });
    const post = (headers: Record<string, string>, body: string = reminder) =>
      fetch(`${server.url}/api/payments/reminder`, { method: "POST", headers: { cookie: cookieA, ...headers }, body });
    const foreign = await post({ origin: FOREIGN, [CSRF_HEADER]: "1", "content-type": "application/json" });
    expect(foreign.status).toBe(403);
    expect(await code(foreign)).toBe("CROSS_ORIGIN_REQUEST");
    const noHeader = await post({ "content-type": "application/json" });
    expect(noHeader.status).toBe(403);
    expect(await code(noHeader)).toBe("CSRF_HEADER_MISSING");
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const res = await post({ "content-type": type, [CSRF_HEADER]: "1" });
      expect(res.status, type).toBe(415);
      expect(await code(res), type).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
    // With everything right the handler answers (here: the document does not exist).
    const right = await post({ "content-type": "application/json", [CSRF_HEADER]: "1", origin: server.url });
    expect([403, 404, 400, 422]).toContain(right.status);
    expect(await code(right)).not.toMatch(/CROSS_ORIGIN_REQUEST|CSRF_HEADER_MISSING|UNSUPPORTED_MEDIA_TYPE/);
  });

  it("refuses the upload route without the header and with anything but multipart", async () => {
    const url = `${server.url}/api/source-files?clientCompanyRowId=${fx.companyA}`;
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array([1, 2, 3])]), "a.pdf");
    expect((await fetch(url, { method: "POST", headers: { cookie: cookieA }, body: form })).status).toBe(403);
    const text = await appFetch(url, {
      method: "POST",
      headers: { cookie: cookieA, "content-type": "text/plain" },
      body: "x",
    });
    expect(text.status).toBe(415);
  });

  it("changes bank connections only by POST/DELETE, or by the spec's GET with the CSRF header", async () => {
    const id = randomUUID();
    for (const path of [`delete-connection/${id}/`, `sync-connection/${id}/`]) {
      const link = await fetch(`${server.url}/api/xs2a/${path}`, { headers: { cookie: cookieA } });
      expect(link.status, path).toBe(403);
      expect(await code(link), path).toBe("CSRF_HEADER_MISSING");
      const alias = await appFetch(`${server.url}/api/xs2a/${path}`, { headers: { cookie: cookieA } });
      expect(await code(alias), path).toBe("BANK_CONNECTION_NOT_FOUND");
    }
    const del = await appFetch(`${server.url}/api/xs2a/delete-connection/${id}/`, {
      method: "DELETE",
      headers: { cookie: cookieA },
    });
    expect(await code(del)).toBe("BANK_CONNECTION_NOT_FOUND");
    const sync = await appFetch(`${server.url}/api/xs2a/sync-connection/${id}/`, {
      method: "POST",
      headers: { cookie: cookieA },
    });
    expect(await code(sync)).toBe("BANK_CONNECTION_NOT_FOUND");
  });

  it("takes every decision on the path the router sees: escaped spellings of /api/… are checked alike", async () => {
    const id = randomUUID();
    // `%61` is "a", `%73` is "s": the router decodes them, so the checks must too.
    for (const path of [
      `/%61pi/xs2a/delete-connection/${id}/`,
      `/api/xs2a/%73ync-connection/${id}/`,
      `/api/xs2a/wizard-session-key/${id}/`,
    ]) {
      const link = await fetch(`${server.url}${path}`, { headers: { cookie: cookieA } });
      expect(link.status, path).toBe(403);
      expect(await code(link), path).toBe("CSRF_HEADER_MISSING");
    }
    const text = await appFetch(`${server.url}/%61pi/payments/reminder`, {
      method: "POST",
      headers: { cookie: cookieA, "content-type": "text/plain" },
      body: "{}",
    });
    expect(text.status).toBe(415);
    expect(await code(text)).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("lets the identity provider's forms through from our own origin only", async () => {
    const own = await fetch(`${server.url}/oidc/token`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=authorization_code&code=nope",
    });
    expect(own.status).not.toBe(403);
    expect(own.status).toBeLessThan(500);
    const foreign = await fetch(`${server.url}/oidc/token`, {
      method: "POST",
      headers: { origin: FOREIGN, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=authorization_code&code=nope",
    });
    expect(foreign.status).toBe(403);
  });

  it("refuses a WebSocket from another origin", async () => {
    const { WebSocket } = await import("ws");
    const status = await new Promise<number | string>((resolve) => {
      const socket = new WebSocket(server.wsUrl, "graphql-transport-ws", { origin: FOREIGN });
      socket.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      socket.on("open", () => {
        socket.close();
        resolve("open");
      });
      socket.on("error", () => resolve("error"));
    });
    expect(status).toBe(403);
  });
});

describe("WebSocket message size", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ queryMap: QUERY_MAP });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("closes a socket whose message is larger than a request body may be, before parsing it", async () => {
    const { WebSocket } = await import("ws");
    const socket = new WebSocket(server.wsUrl, "graphql-transport-ws", { origin: server.url });
    await new Promise<void>((resolve, reject) => {
      socket.on("open", () => socket.send(JSON.stringify({ type: "connection_init" })));
      socket.on("message", (data) => {
        if (String(data).includes("connection_ack")) resolve();
      });
      socket.on("error", reject);
    });
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
    // 2 MB of variables: twice the JSON body limit.
    const variables = { ids: Array.from({ length: 50_000 }, () => randomUUID()) };
    socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { doc_id: "me", variables } }));
    expect(await closed).toBe(1009);
  });
});

describe("request size and list limits", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  let cookieA: string;

  beforeAll(async () => {
    server = await startTestServer({ queryMap: QUERY_MAP, persistedOnly: false });
    fx = await seedTwoCompanies(server.ownerPool);
    cookieA = await server.signIn(fx.userA);
  });
  afterAll(async () => {
    await server?.close();
  });

  const ids = (n: number) => Array.from({ length: n }, () => randomUUID());

  it("refuses a list variable with more than 1000 entries before running anything", async () => {
    const ok = await server.graphql({ doc_id: "list", variables: { c: fx.companyA, ids: ids(1000) } }, cookieA);
    expect(ok.json.errors).toBeUndefined();
    for (const cookie of [cookieA, undefined]) {
      const big = await server.graphql({ doc_id: "list", variables: { c: fx.companyA, ids: ids(1001) } }, cookie);
      expect(big.status).toBe(400);
      expect(big.json.errors?.[0]?.extensions).toMatchObject({ code: "LIST_TOO_LONG", limit: 1000 });
    }
    // Nested lists anywhere in the variables count too.
    const nested = await server.graphql({ doc_id: "me", variables: { a: { b: [{ c: ids(1001) }] } } }, cookieA);
    expect(nested.json.errors?.[0]?.extensions?.code).toBe("LIST_TOO_LONG");
    const deep = await server.graphql({ doc_id: "me", variables: { a: JSON.parse("[".repeat(50) + "]".repeat(50)) } });
    expect(deep.json.errors?.[0]?.extensions?.code).toBe("REQUEST_TOO_LARGE");
  });

  it("refuses bodies over 1 MB on GraphQL and REST", async () => {
    const huge = JSON.stringify({ doc_id: "list", variables: { c: fx.companyA, ids: ids(40_000) } });
    expect(huge.length).toBeGreaterThan(1024 * 1024);
    const res = await appFetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { cookie: cookieA, "content-type": "application/json" },
      body: huge,
    });
    expect(res.status).toBe(413);
    // The product's own code, which the client says in words (not the GraphQL server's own).
    expect(
      ((await res.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code,
    ).toBe("REQUEST_TOO_LARGE");
    const rest = await appFetch(`${server.url}/api/payments/reminder`, {
      method: "POST",
      headers: { cookie: cookieA, "content-type": "application/json" },
      body: huge,
    });
    expect(rest.status).toBe(413);
    expect(await code(rest)).toBe("REQUEST_TOO_LARGE");
  });

  it("refuses operations nested deeper than 20 levels", async () => {
    const query = `{ ${"currentUser { clientCompanyUsersByUserId { nodes { user { ".repeat(6)} rowId ${"} } } }".repeat(6)} }`;
    const { json: answer } = await server.graphql({ query }, cookieA);
    expect(answer.errors?.[0]?.extensions?.code).toBe("REQUEST_TOO_LARGE");
  });

  it("treats __proto__, constructor and toString as unknown operation ids", async () => {
    for (const id of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const { status, json: answer } = await server.graphql({ doc_id: id }, cookieA);
      expect(status, id).toBe(400);
      expect(answer.errors?.[0]?.extensions?.code, id).toBe("PERSISTED_QUERY_NOT_FOUND");
    }
  });

  it("names no schema fields in production errors", async () => {
    const { json: answer } = await server.graphql({ query: "{ currentUsr { rowId } }" }, cookieA);
    expect(answer.errors?.[0]?.message).toContain("currentUsr");
    expect(JSON.stringify(answer)).not.toMatch(/Did you mean|currentUser/);
    const { json: variables } = await server.graphql(
      { doc_id: "list", variables: { c: fx.companyA, ids: ["not-a-uuid"] } },
      cookieA,
    );
    expect(variables.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(variables)).not.toContain("Did you mean");
  });

  it("keeps UTF-8 file names of uploads", async () => {
    const { rows } = await server.ownerPool.query<{ id: string }>(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' limit 1",
      [fx.companyA],
    );
    const form = new FormData();
    form.append("file", new Blob([(await makeTextPdf()) as Uint8Array<ArrayBuffer>]), "Rechnung_Müller_Ü.pdf");
    const params = new URLSearchParams({ clientCompanyRowId: fx.companyA, categoryRowId: rows[0]!.id });
    const res = await appFetch(`${server.url}/api/source-files?${params}`, {
      method: "POST",
      headers: { cookie: cookieA },
      body: form,
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.sourceFiles[0].name).toBe("Rechnung_Müller_Ü.pdf");
    const stored = await server.ownerPool.query("select name from app_public.source_files where id = $1", [
      body.sourceFiles[0].rowId,
    ]);
    expect(stored.rows[0].name).toBe("Rechnung_Müller_Ü.pdf");
  });
});

describe("rate limits", () => {
  let server: TestServer;
  let fx: TwoCompanies;

  beforeAll(async () => {
    server = await startTestServer({
      queryMap: QUERY_MAP,
      env: { RATE_LIMIT_PER_SESSION_PER_MINUTE: "10", RATE_LIMIT_PER_IP_PER_MINUTE: "25", TRUST_PROXY_HOPS: "1" },
    });
    fx = await seedTwoCompanies(server.ownerPool);
  });
  afterAll(async () => {
    await server?.close();
  });

  const me = (cookie: string | null, ip: string) =>
    appFetch(`${server.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "accept-language": "en",
        "x-forwarded-for": ip,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ doc_id: "me" }),
    });

  it("answers 429 with Retry-After to a session over its limit; another session goes on", async () => {
    const busy = await server.signIn(fx.userA);
    const other = await server.signIn(fx.userB);
    for (let i = 0; i < 10; i++) expect((await me(busy, "10.0.0.1")).status).toBe(200);
    const limited = await me(busy, "10.0.0.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await json(limited);
    expect(body.errors[0].extensions.code).toBe("RATE_LIMITED");
    expect(body.errors[0].message).toMatch(/Too many requests/);
    expect((await me(other, "10.0.0.1")).status).toBe(200);
  });

  it("limits an address as a whole; another address is unaffected", async () => {
    for (let i = 0; i < 25; i++) expect((await me(null, "10.0.0.2")).status).toBe(200);
    const limited = await me(null, "10.0.0.2");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await me(null, "10.0.0.3")).status).toBe(200);
    const rest = await appFetch(`${server.url}/api/rss/`, { headers: { "x-forwarded-for": "10.0.0.2" } });
    expect(rest.status).toBe(429);
    expect(await code(rest)).toBe("RATE_LIMITED");
  });
});

describe("security headers", () => {
  it("send HSTS under https only, and let the page connect to its own origin only", async () => {
    const plain = await startTestServer({ queryMap: QUERY_MAP });
    const secure = await startTestServer({ queryMap: QUERY_MAP, env: { PUBLIC_URL: "https://belegwerk.example" } });
    try {
      const http = await fetch(`${plain.url}/api/health`);
      expect(http.headers.get("strict-transport-security")).toBeNull();
      const csp = http.headers.get("content-security-policy")!;
      const connect = /connect-src ([^;]+)/.exec(csp)![1]!.split(" ");
      expect(connect).toEqual(["'self'", "ws://localhost:0"]);
      const https = await fetch(`${secure.url}/api/health`);
      expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000");
      expect(https.headers.get("content-security-policy")).toContain("connect-src 'self' wss://belegwerk.example;");
    } finally {
      await plain.close();
      await secure.close();
    }
  });
});
