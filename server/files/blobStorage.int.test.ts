/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { appFetch } from "../test/http.ts";
import { type LocalS3, startLocalS3 } from "../test/s3Server.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { uploadAndProcess } from "../test/uploads.ts";
import { makeTextPdf } from "../test/badInputs.ts";
import { BlobNotFoundError, type BlobStorage, BlobStore, FileTooLargeError } from "./blobStore.ts";
import { sweepBlobs } from "./blobSweep.ts";
import { makeBlobStorage } from "./makeBlobStorage.ts";
import { S3BlobStore } from "./s3BlobStore.ts";

const GRACE_MS = 24 * 60 * 60 * 1000;

/** A PDF (by its magic bytes) of about `kilobytes`, different every time. */
const pdfOf = (kilobytes: number) =>
  new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(kilobytes * 1024)]));

async function setUp(backend: "local" | "s3", worker = false) {
  const s3 = backend === "s3" ? await startLocalS3() : null;
  const server = await startTestServer({ persistedOnly: false, worker, env: s3?.env ?? {} });
  const fx = await seedTwoCompanies(server.ownerPool);
  const { rows } = await server.ownerPool.query<{ id: string }>(
    "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1",
    [fx.companyA],
  );
  // The server's own kind of store, opened a second time (as another process would).
  const blobs: BlobStorage = s3 ? makeBlobStorage(parseConfig({ ...s3.env })) : new BlobStore(server.blobDir);
  return { s3, server, fx, categoryRowId: rows[0]!.id, blobs };
}

describe.each(["local", "s3"] as const)("file store (%s): uploads, downloads whole and by byte range", (backend) => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  let server: TestServer;
  let fx: TwoCompanies;
  beforeAll(async () => {
    ctx = await setUp(backend);
    ({ server, fx } = ctx);
  });
  afterAll(async () => {
    await server?.close();
    await ctx?.s3?.close();
  });

  async function upload(bytes: Uint8Array) {
    const form = new FormData();
    form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), "beleg.pdf");
    const params = new URLSearchParams({ clientCompanyRowId: fx.companyA, categoryRowId: ctx.categoryRowId });
    const res = await appFetch(`${server.url}/api/source-files?${params}`, {
      method: "POST",
      body: form,
      headers: { cookie: await server.signIn(fx.userA) },
    });
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  }

  const download = async (rowId: string, headers: Record<string, string> = {}) =>
    appFetch(`${server.url}/api/files/source-files/${rowId}`, {
      headers: { cookie: await server.signIn(fx.userA), ...headers },
    });

  it("stores an upload once by its hash and serves it whole, by range, and refuses a range outside it", async () => {
    const bytes = pdfOf(300);
    const first = await upload(bytes);
    expect(first.status).toBe(201);
    const rowId = first.json.sourceFiles[0].rowId as string;
    const { rows } = await server.ownerPool.query<{ sha256: string }>(
      "select sha256 from app_public.source_files where id = $1",
      [rowId],
    );
    const sha256 = rows[0]!.sha256;
    expect(await ctx.blobs.has(sha256)).toBe(true);
    expect(await ctx.blobs.size(sha256)).toBe(bytes.length);
    expect(Buffer.from(await ctx.blobs.read(sha256)).equals(Buffer.from(bytes))).toBe(true);

    const whole = await download(rowId);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const part = await download(rowId, { range: "bytes=100-4195" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-4195/${bytes.length}`);
    expect(part.headers.get("content-length")).toBe("4096");
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(bytes.subarray(100, 4196)))).toBe(true);

    const tail = await download(rowId, { range: "bytes=-10" });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(Buffer.from(bytes.subarray(bytes.length - 10)))).toBe(true);

    // If-Range naming another version: the whole (current) file.
    const stale = await download(rowId, { range: "bytes=0-9", "if-range": '"0000"' });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();

    const outside = await download(rowId, { range: `bytes=${bytes.length}-`, "accept-language": "en" });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
    expect(((await outside.json()) as any).error).toMatchObject({
      code: "RANGE_NOT_SATISFIABLE",
      message: "The requested part of the file lies outside the file.",
    });

    // The same content again: a second row, the same single blob.
    const blobsBefore = await countBlobs(ctx.blobs);
    const second = await upload(bytes);
    expect(second.status).toBe(201);
    expect(await countBlobs(ctx.blobs)).toBe(blobsBefore);
  });

  it("deletes in the sweep only blobs no row references, once their grace period is over", async () => {
    const kept = await upload(pdfOf(20));
    const { rows } = await server.ownerPool.query<{ sha256: string }>(
      "select sha256 from app_public.source_files where id = $1",
      [kept.json.sourceFiles[0].rowId],
    );
    const orphan = await ctx.blobs.put(randomBytes(2048));
    const young = await sweepBlobs({ ownerPool: server.ownerPool, blobs: ctx.blobs, graceMs: GRACE_MS });
    expect(young.removed).toBe(0);
    expect(await ctx.blobs.has(orphan)).toBe(true);

    const later = Date.now() + 2 * GRACE_MS;
    const swept = await sweepBlobs({ ownerPool: server.ownerPool, blobs: ctx.blobs, graceMs: GRACE_MS, now: later });
    expect(swept.removed).toBe(1);
    expect(await ctx.blobs.has(orphan)).toBe(false);
    expect(await ctx.blobs.has(rows[0]!.sha256)).toBe(true);
    await expect(ctx.blobs.read(orphan)).rejects.toBeInstanceOf(BlobNotFoundError);
    const stream = ctx.blobs.createReadStream(orphan);
    await expect(
      new Promise((resolve, reject) => stream.on("error", reject).on("end", resolve).resume()),
    ).rejects.toBeTruthy();
  });

  it("refuses a stream beyond its limit and keeps nothing of it; a discarded upload is gone", async () => {
    await expect(
      ctx.blobs.writeStream(Readable.from([Buffer.alloc(4096, 1)]), { maxBytes: 1000 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    const staged = await ctx.blobs.writeStream(Readable.from([Buffer.from("kept only until discarded")]), {
      maxBytes: 1000,
    });
    expect(await ctx.blobs.sweepTemp(60_000)).toBe(0); // an upload in progress is young
    await ctx.blobs.discard(staged);
    expect(await ctx.blobs.has(staged.sha256)).toBe(false);
    if (ctx.blobs instanceof S3BlobStore) {
      const temp = await ctx.blobs.client.send(new ListObjectsV2Command({ Bucket: ctx.s3!.bucket, Prefix: "tmp/" }));
      expect(temp.Contents ?? []).toEqual([]);
    }
  });
});

describe("file store in S3: the job worker", () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    ctx = await setUp("s3", true);
  });
  afterAll(async () => {
    await ctx?.server.close();
    await ctx?.s3?.close();
  });

  it("reads the upload from the bucket and stores the page images there, served by range too", async () => {
    const { server, fx } = ctx;
    const cookie = await server.signIn(fx.userA);
    const processed = await uploadAndProcess(
      { server, cookie, clientCompanyRowId: fx.companyA, categoryRowId: ctx.categoryRowId },
      "rechnung.pdf",
      (await makeTextPdf()) as Uint8Array<ArrayBuffer>,
    );
    expect(processed.status).toBe("DONE");
    const { rows } = await server.ownerPool.query<{ id: string; image_sha256: string }>(
      "select id, image_sha256 from app_public.document_pages where document_id = $1 order by page_no limit 1",
      [processed.documentId],
    );
    expect(await ctx.blobs.has(rows[0]!.image_sha256)).toBe(true);
    const size = await ctx.blobs.size(rows[0]!.image_sha256);
    const res = await appFetch(`${server.url}/api/files/pages/${rows[0]!.id}/image`, {
      headers: { cookie, range: "bytes=0-15" },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 0-15/${size}`);
    const head = Buffer.from(await res.arrayBuffer());
    expect(head.equals(Buffer.from((await ctx.blobs.read(rows[0]!.image_sha256)).subarray(0, 16)))).toBe(true);
  });
});

describe("file store in S3: the object storage fails", () => {
  let s3: LocalS3;
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    ctx = await setUp("s3");
    s3 = ctx.s3!;
  });
  afterAll(async () => {
    await ctx?.server.close();
    await s3?.close();
  });

  it("refuses the upload with STORAGE_UNAVAILABLE, keeps the database as it was, and works again once S3 is back", async () => {
    const { server, fx } = ctx;
    const cookie = await server.signIn(fx.userA);
    const post = async (bytes: Uint8Array) => {
      const form = new FormData();
      form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), "beleg.pdf");
      const params = new URLSearchParams({ clientCompanyRowId: fx.companyA, categoryRowId: ctx.categoryRowId });
      return appFetch(`${server.url}/api/source-files?${params}`, { method: "POST", body: form, headers: { cookie } });
    };
    const stored = await post(pdfOf(10));
    expect(stored.status).toBe(201);
    const storedRowId = ((await stored.json()) as any).sourceFiles[0].rowId as string;
    const count = async () =>
      (await server.ownerPool.query<{ n: number }>("select count(*)::int as n from app_public.source_files")).rows[0]!
        .n;
    const before = await count();

    await s3.stop();
    const refused = await post(pdfOf(10));
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as any).error).toMatchObject({
      code: "STORAGE_UNAVAILABLE",
      message:
        "Der Dateispeicher ist gerade nicht erreichbar. Es wurde nichts gespeichert; bitte versuchen Sie es in einigen Minuten erneut.",
    });
    expect(await count()).toBe(before);
    const download = await appFetch(`${server.url}/api/files/source-files/${storedRowId}`, {
      headers: { cookie, "accept-language": "en" },
    });
    expect(download.status).toBe(503);
    expect(((await download.json()) as any).error.code).toBe("STORAGE_UNAVAILABLE");

    await s3.start();
    expect((await post(pdfOf(10))).status).toBe(201);
    expect(await count()).toBe(before + 1);
    const again = await appFetch(`${server.url}/api/files/source-files/${storedRowId}`, { headers: { cookie } });
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });
});

async function countBlobs(blobs: BlobStorage): Promise<number> {
  let n = 0;
  for await (const _ of blobs.list()) n++;
  return n;
}
