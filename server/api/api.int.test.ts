import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { appFetch } from "../test/http.ts";

describe("REST API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ worker: true });
  });
  afterAll(() => server.close());

  it("GET /api/health answers 200 when database, migrations and worker are fine", async () => {
    const res = await appFetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok", checks: { database: "ok", migrations: "ok", worker: "ok" } });
  });

  it("GET /api/rss/ serves the bundled RSS 2.0 feed, never cached", async () => {
    for (const path of ["/api/rss/", "/api/rss", "/api/rss/?lang=en"]) {
      const res = await appFetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      const xml = await res.text();
      expect(xml).toMatch(/^<\?xml[^>]*>\s*<rss version="2.0"/);
    }
    const de = await (await appFetch(`${server.url}/api/rss/`)).text();
    const en = await (await appFetch(`${server.url}/api/rss/?lang=en`)).text();
    expect(de).toContain("<language>de-de</language>");
    expect(en).toContain("<language>en</language>");
  });

  it("answers a bad language with 400 and a readable message", async () => {
    const res = await appFetch(`${server.url}/api/rss/?lang=fr`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Unsupported language: use lang=de or lang=en." });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await appFetch(`${server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "No such API endpoint." });
  });

  it("sets security headers and a request id on every answer", async () => {
    const res = await appFetch(`${server.url}/api/health`, { headers: { "x-request-id": "trace-12345678" } });
    expect(res.headers.get("x-request-id")).toBe("trace-12345678");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
  });
});
