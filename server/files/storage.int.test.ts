/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CaptureDeps, processSourceFile } from "../capture/processSourceFile.ts";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { appFetch } from "../test/http.ts";
import { makeTextPdf } from "../test/badInputs.ts";
import { BlobStore } from "./blobStore.ts";
import { sweepBlobs } from "./blobSweep.ts";

const HOUR = 60 * 60 * 1000;
const GRACE_MS = 24 * HOUR;

/** A PDF (by its magic bytes) of about `kilobytes`, different every time. */
const pdfOf = (kilobytes: number) =>
  new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(kilobytes * 1024)]));

describe("file store: unreferenced files are swept, each company has a storage quota", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  let blobs: BlobStore;
  const category: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false, env: { STORAGE_QUOTA_MEGABYTES: "1" } });
    fx = await seedTwoCompanies(server.ownerPool);
    blobs = new BlobStore(server.blobDir);
    for (const company of [fx.companyA, fx.companyB]) {
      const { rows } = await server.ownerPool.query<{ id: string }>(
        "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1",
        [company],
      );
      category[company] = rows[0]!.id;
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  async function upload(bytes: Uint8Array, company: string, user: string, lang = "de-DE") {
    const form = new FormData();
    form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), "beleg.pdf");
    const params = new URLSearchParams({ clientCompanyRowId: company, categoryRowId: category[company]! });
    const res = await appFetch(`${server.url}/api/source-files?${params}`, {
      method: "POST",
      body: form,
      headers: { cookie: await server.signIn(user), "accept-language": lang },
    });
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  }

  /** Makes a blob look written long ago (beyond the grace period). */
  const age = (sha256: string) =>
    utimes(blobs.path(sha256), new Date(Date.now() - 2 * 24 * HOUR), new Date(Date.now() - 2 * 24 * HOUR));

  it("removes blobs no row references, keeps referenced and recent ones, and frees a deleted document's files", async () => {
    // A document with its upload and page images.
    const pdf = await makeTextPdf(["Rechnung Nr. SWEEP-7", "Rechnungsbetrag 10,00 €"]);
    const { status, json } = await upload(pdf, fx.companyA, fx.userA);
    expect(status).toBe(201);
    const sourceFileId = json.sourceFiles[0].rowId as string;
    const deps: CaptureDeps = {
      ownerPool: server.ownerPool,
      blobs,
      ocr: null,
      maxPages: 10,
      logger: makeLogger("silent"),
    };
    await processSourceFile(deps, sourceFileId);
    const { rows: docs } = await server.ownerPool.query<{ document_id: string; sha256: string }>(
      "select document_id, sha256 from app_public.source_files where id = $1 and status = 'DONE'",
      [sourceFileId],
    );
    const { document_id: documentId, sha256: uploadSha } = docs[0]!;
    const { rows: pages } = await server.ownerPool.query<{ image_sha256: string; thumb_sha256: string }>(
      "select image_sha256, thumb_sha256 from app_public.document_pages where document_id = $1",
      [documentId],
    );
    expect(pages).toHaveLength(1);
    const referenced = [uploadSha, pages[0]!.image_sha256, pages[0]!.thumb_sha256];

    // An upload refused or deleted long ago, and one written just now (its row may not be committed yet).
    const orphan = await blobs.put(randomBytes(2048));
    const fresh = await blobs.put(randomBytes(2048));
    for (const sha of [...referenced, orphan]) await age(sha);
    // Temp files: a crashed upload long ago, and an upload being written right now.
    await mkdir(join(server.blobDir, ".tmp"), { recursive: true });
    const oldTemp = join(server.blobDir, ".tmp", `${randomUUID()}.part`);
    const runningTemp = join(server.blobDir, ".tmp", `${randomUUID()}.part`);
    await writeFile(oldTemp, "half an upload");
    await writeFile(runningTemp, "an upload in progress");
    await utimes(oldTemp, new Date(Date.now() - 2 * 24 * HOUR), new Date(Date.now() - 2 * 24 * HOUR));

    const first = await sweepBlobs({ ownerPool: server.ownerPool, blobs, graceMs: GRACE_MS });
    expect(first).toMatchObject({ removed: 1, removedTemp: 1 });
    expect(await blobs.has(orphan)).toBe(false);
    for (const sha of [...referenced, fresh]) expect(await blobs.has(sha)).toBe(true);

    // The same bytes uploaded again make the old blob fresh: it is not swept under the upload.
    const reused = await blobs.put(randomBytes(10));
    await age(reused);
    await blobs.put(Buffer.from(await blobs.read(reused)));
    await sweepBlobs({ ownerPool: server.ownerPool, blobs, graceMs: GRACE_MS });
    expect(await blobs.has(reused)).toBe(true);

    // Deleting the document deletes its upload; its file and page images go with the next sweep.
    const deleted = await server.graphql(
      {
        query: "mutation($id: UUID!) { deleteDocument(input: { documentRowId: $id }) { result } }",
        variables: { id: documentId },
      },
      await server.signIn(fx.userA),
    );
    expect(deleted.json.errors).toBeUndefined();
    const { rows: left } = await server.ownerPool.query("select 1 from app_public.source_files where id = $1", [
      sourceFileId,
    ]);
    expect(left).toHaveLength(0);
    await sweepBlobs({ ownerPool: server.ownerPool, blobs, graceMs: GRACE_MS });
    for (const sha of referenced) expect(await blobs.has(sha)).toBe(false);
  });

  it("refuses an upload beyond the company's storage quota with a coded, translated answer", async () => {
    // The default quota of this server is 1 MB; company B keeps 700 kB.
    const first = pdfOf(700);
    expect((await upload(first, fx.companyB, fx.userB)).status).toBe(201);

    const second = await upload(pdfOf(700), fx.companyB, fx.userB);
    expect(second.status).toBe(413);
    expect(second.json.error).toMatchObject({
      code: "STORAGE_QUOTA_EXCEEDED",
      params: { usedMegabytes: 1, quotaMegabytes: 1 },
    });
    expect(second.json.error.message).toMatch(/Speicherplatz/);
    const english = await upload(pdfOf(700), fx.companyB, fx.userB, "en-GB");
    expect(english.json.error.message).toMatch(/storage is full/);
    // Nothing of the refused files was kept.
    const { rows: files } = await server.ownerPool.query(
      "select 1 from app_public.source_files where client_company_id = $1",
      [fx.companyB],
    );
    expect(files).toHaveLength(1);

    // The same content again takes no room and is accepted (it becomes a duplicate).
    expect((await upload(first, fx.companyB, fx.userB)).status).toBe(201);

    // Other companies are not affected.
    expect((await upload(pdfOf(300), fx.companyA, fx.userA)).status).toBe(201);

    // A super admin raised the company's quota: the upload goes through.
    await server.ownerPool.query("update app_public.client_companies set storage_quota_bytes = $2 where id = $1", [
      fx.companyB,
      5 * 1024 * 1024,
    ]);
    expect((await upload(pdfOf(700), fx.companyB, fx.userB)).status).toBe(201);

    // A company already at its quota is refused before the file is read.
    await server.ownerPool.query("update app_public.client_companies set storage_quota_bytes = 1024 where id = $1", [
      fx.companyB,
    ]);
    const full = await upload(pdfOf(1), fx.companyB, fx.userB);
    expect(full.status).toBe(413);
    expect(full.json.error.code).toBe("STORAGE_QUOTA_EXCEEDED");
  });
});
