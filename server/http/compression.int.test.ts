import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import type { OutputBundle } from "rolldown";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { precompress } from "../../scripts/precompress.ts";
import { JSON_COMPRESSION } from "./compression.ts";
import { seedTwoCompanies } from "../test/fixtures.ts";
import { appFetch } from "../test/http.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// A build of the web app of our own (the server reads CLIENT_DIST_DIR when it loads).
const { clientDir } = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join: joinPath } = await import("node:path");
  const dir = mkdtempSync(joinPath(tmpdir(), "belegwerk-client-"));
  process.env.CLIENT_DIST_DIR = dir;
  return { clientDir: dir };
});

const SCRIPT = "assets/main-3f9a1c.js";
const SCRIPT_TEXT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ row: i, label: "Beleg" })))};\n`;
const INDEX_TEXT = `<!doctype html><html><body><div id="root"></div><script type="module" src="/${SCRIPT}"></script></body></html>\n`;
const ALIASES = 40;
const QUERY_MAP = {
  me: "query Me { currentUser { rowId } }",
  // The same field under many names: an answer of a few kB.
  big: `query Big { ${Array.from({ length: ALIASES }, (_, i) => `u${i}: currentUser { rowId fullName }`).join(" ")} }`,
};

/** The answer's bytes as they came over the wire (undici would decode them). */
async function rawBody(url: string, acceptEncoding: string, init: RequestInit = {}) {
  const { request } = await import("node:http");
  const target = new URL(url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        target,
        {
          method: init.method ?? "GET",
          headers: {
            "accept-encoding": acceptEncoding,
            "x-belegwerk-request": "1",
            ...(init.headers as Record<string, string>),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on("error", reject);
      req.end(init.body as string | undefined);
    },
  );
}

describe("compressed answers", () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    mkdirSync(join(clientDir, "assets"), { recursive: true });
    writeFileSync(join(clientDir, SCRIPT), SCRIPT_TEXT);
    writeFileSync(join(clientDir, "index.html"), INDEX_TEXT);
    // The build step that writes the .br and .gz copies.
    const plugin = precompress() as unknown as {
      configResolved: (config: unknown) => void;
      writeBundle: (options: unknown, bundle: Partial<OutputBundle>) => void;
    };
    plugin.configResolved({ root: clientDir, build: { outDir: clientDir } });
    plugin.writeBundle({}, { [SCRIPT]: {} as never, "index.html": {} as never });
    server = await startTestServer({ queryMap: QUERY_MAP });
    const fx = await seedTwoCompanies(server.ownerPool);
    cookie = await server.signIn(fx.userA);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("sends a script brotli-compressed, gzip-compressed or plain as the browser accepts, cached for good", async () => {
    const brotli = await rawBody(`${server.url}/${SCRIPT}`, "gzip, deflate, br");
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["vary"]).toBe("Accept-Encoding");
    expect(brotli.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.body.length).toBeLessThan(SCRIPT_TEXT.length / 4);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT_TEXT);

    const gzip = await rawBody(`${server.url}/${SCRIPT}`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["vary"]).toBe("Accept-Encoding");
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT_TEXT);

    const plain = await rawBody(`${server.url}/${SCRIPT}`, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["vary"]).toBe("Accept-Encoding");
    expect(plain.headers["content-length"]).toBe(String(SCRIPT_TEXT.length));
    expect(plain.body.toString()).toBe(SCRIPT_TEXT);

    // br refused explicitly: gzip
    const noBrotli = await rawBody(`${server.url}/${SCRIPT}`, "br;q=0, gzip;q=0.5");
    expect(noBrotli.headers["content-encoding"]).toBe("gzip");
  });

  it("sends the page compressed too, revalidated on every visit, for every route of the app", async () => {
    const page = await rawBody(`${server.url}/documents?clientCompanyRowId=x`, "br");
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["vary"]).toBe("Accept-Encoding");
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(page.body).toString()).toBe(INDEX_TEXT);
  });

  it("answers a missing chunk with 404, not with the page", async () => {
    const missing = await rawBody(`${server.url}/assets/main-000000.js`, "br");
    expect(missing.status).toBe(404);
    expect(readFileSync(join(clientDir, "index.html"), "utf8")).toBe(INDEX_TEXT);
  });

  it("compresses GraphQL answers above 1 kB, not the small ones", async () => {
    const post = (docId: string, acceptEncoding: string) =>
      rawBody(`${server.url}/graphql`, acceptEncoding, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ doc_id: docId, variables: {} }),
      });
    const big = await post("big", "gzip, deflate, br");
    expect(big.status).toBe(200);
    expect(big.headers["content-encoding"]).toBe("br");
    expect(big.headers["vary"]).toMatch(/Accept-Encoding/);
    const answer = JSON.parse(brotliDecompressSync(big.body).toString()) as { data: Record<string, unknown> };
    expect(Object.keys(answer.data)).toHaveLength(ALIASES);
    expect(Number(big.headers["content-length"])).toBe(big.body.length);

    const bigGzip = await post("big", "gzip");
    expect(bigGzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(bigGzip.body).toString())).toEqual(answer);

    const bigPlain = await post("big", "identity");
    expect(bigPlain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(bigPlain.body.toString())).toEqual(answer);

    const small = await post("me", "gzip, deflate, br");
    expect(small.status).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.length).toBeLessThan(1024);
    expect(JSON.parse(small.body.toString())).toMatchObject({ data: { currentUser: { rowId: expect.any(String) } } });
  });

  it("compresses JSON at the fastest levels (made anew for each answer, unlike static files)", async () => {
    expect(JSON_COMPRESSION).toEqual({ brotliQuality: 1, gzipLevel: 1 });
    const post = (acceptEncoding: string) =>
      rawBody(`${server.url}/graphql`, acceptEncoding, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ doc_id: "big", variables: {} }),
      });
    const plain = (await post("identity")).body;
    const brotli = (await post("br")).body;
    expect(brotli).toEqual(
      brotliCompressSync(plain, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
      }),
    );
    expect((await post("gzip")).body).toEqual(gzipSync(plain, { level: 1 }));
  });

  it("leaves small REST answers plain, and the app's fetch reads compressed ones as before", async () => {
    const health = await rawBody(`${server.url}/api/health`, "gzip, deflate, br");
    expect(health.status).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.headers["vary"]).toMatch(/Accept-Encoding/);
    expect(JSON.parse(health.body.toString())).toBeTruthy();

    const res = await appFetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ doc_id: "big", variables: {} }),
    });
    expect(res.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    const body = (await res.json()) as { data: Record<string, unknown> };
    expect(Object.keys(body.data)).toHaveLength(ALIASES);
  });
});
