/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlobStore } from "../files/blobStore.ts";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { processSourceFile } from "./processSourceFile.ts";
import { appFetch } from "../test/http.ts";

const KOSIT = resolve(
  import.meta.dirname,
  "../../testdata/einvoice/kosit-xrechnung-testsuite/src/test/business-cases/standard",
);
const FX = resolve(import.meta.dirname, "../../testdata/einvoice/zugferd-corpus/XML-Rechnung/FX");

const payableOf = (ubl: Buffer) => Number(/<cbc:PayableAmount[^>]*>([^<]+)</.exec(ubl.toString("utf8"))![1]);

/**
 * An update-file upload: the file becomes the newer version of a document, the older one is
 * kept, superseded and linked (GoBD: never silently replaced), through the real upload route,
 * worker and database.
 */
describe("a new version of a document", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  let cookieA: string;
  let cookieB: string;
  let invoiceCategoryA: string;
  let otherCategoryA: string;
  let stepA: string;
  let v1: Buffer;
  let v2: Buffer;
  let older: string;
  let newer: string;

  beforeAll(async () => {
    server = await startTestServer({ worker: true, persistedOnly: false });
    fx = await seedTwoCompanies(server.ownerPool);
    cookieA = await server.signIn(fx.userA);
    cookieB = await server.signIn(fx.userB);
    const { rows: categories } = await server.ownerPool.query<{ id: string; document_type: string }>(
      "select id, document_type from app_public.document_categories where client_company_id = $1 order by sort_index",
      [fx.companyA],
    );
    invoiceCategoryA = categories.find((c) => c.document_type === "INCOMING_INVOICE")!.id;
    otherCategoryA = categories.find((c) => c.document_type === "OTHER_DOCUMENT")!.id;
    const { rows: workflows } = await server.ownerPool.query<{ id: string }>(
      "insert into app_public.document_workflows (client_company_id, name) values ($1, 'Freigabe') returning id",
      [fx.companyA],
    );
    const { rows: steps } = await server.ownerPool.query<{ id: string }>(
      "insert into app_public.document_workflow_steps (client_company_id, workflow_id, name) values ($1, $2, 'Prüfen') returning id",
      [fx.companyA, workflows[0]!.id],
    );
    stepA = steps[0]!.id;
    v1 = await readFile(`${KOSIT}/01.01a-INVOICE_ubl.xml`);
    v2 = await readFile(`${KOSIT}/01.02a-INVOICE_ubl.xml`);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function upload(
    file: { name: string; bytes: Uint8Array },
    opts: { documentToUpdate?: string; cookie?: string; company?: string; category?: string | null } = {},
  ) {
    const form = new FormData();
    form.append("file", new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
    const params = new URLSearchParams({ clientCompanyRowId: opts.company ?? fx.companyA });
    const category = opts.category === undefined ? (opts.documentToUpdate ? null : invoiceCategoryA) : opts.category;
    if (category) params.set("categoryRowId", category);
    if (opts.documentToUpdate) params.set("documentToUpdateRowId", opts.documentToUpdate);
    const res = await appFetch(`${server.url}/api/source-files?${params}`, {
      method: "POST",
      body: form,
      headers: { cookie: opts.cookie ?? cookieA, "accept-language": "de-DE" },
    });
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  }

  async function waitForFile(id: string, timeoutMs = 60_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await server.ownerPool.query(
        "select status, processing_error, document_id, duplicate_document_id from app_public.source_files where id = $1",
        [id],
      );
      const row = rows[0];
      if (row && ["DONE", "FAILED", "DUPLICATE"].includes(row.status)) return row;
      if (Date.now() > until) throw new Error(`source file ${id} still ${row?.status} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function history(documentId: string) {
    const { rows } = await server.ownerPool.query(
      "select type, user_id, payload from app_public.document_history_entries where document_id = $1 order by created_at, type",
      [documentId],
    );
    return rows;
  }

  it("turns an update-file upload into the newer version and keeps the older one, superseded and linked", async () => {
    const first = await upload({ name: "rechnung.xml", bytes: v1 });
    expect(first.status).toBe(201);
    older = (await waitForFile(first.json.sourceFiles[0].rowId)).document_id;
    // What people added to the first version: a workflow step, a title, a comment.
    await server.ownerPool.query(
      "update app_public.documents set workflow_step_id = $2, title = 'Wartung Q1' where id = $1",
      [older, stepA],
    );
    await server.ownerPool.query(
      "insert into app_public.comments (client_company_id, document_id, commented_by_user_id, text_message) values ($1, $2, $3, 'Bitte korrigierte Rechnung anfordern')",
      [fx.companyA, older, fx.userA],
    );

    const second = await upload({ name: "rechnung-korrigiert.xml", bytes: v2 }, { documentToUpdate: older });
    expect(second.status).toBe(201);
    const file = await waitForFile(second.json.sourceFiles[0].rowId);
    expect(file).toMatchObject({ status: "DONE", processing_error: null });
    newer = file.document_id;
    expect(newer).not.toBe(older);

    const { rows } = await server.ownerPool.query(
      `select d.id, d.superseded, d.superseded_by_document_id, d.category_id, d.workflow_step_id, d.title, d.archived,
              i.total, (select count(*)::int from app_public.comments c where c.document_id = d.id) as comments
         from app_public.documents d join app_public.invoices i on i.document_id = d.id
        where d.id = any ($1::uuid[])`,
      [[older, newer]],
    );
    const oldRow = rows.find((r) => r.id === older)!;
    const newRow = rows.find((r) => r.id === newer)!;
    expect(oldRow).toMatchObject({ superseded: true, superseded_by_document_id: newer, comments: 1 });
    expect(Number(oldRow.total)).toBe(payableOf(v1));
    expect(newRow).toMatchObject({
      superseded: false,
      superseded_by_document_id: null,
      category_id: invoiceCategoryA,
      workflow_step_id: stepA,
      title: "Wartung Q1",
      archived: false,
      comments: 0,
    });
    // The invoice fields come from the new file.
    expect(Number(newRow.total)).toBe(payableOf(v2));
    expect(payableOf(v2)).not.toBe(payableOf(v1));

    expect(await history(older)).toEqual(
      expect.arrayContaining([{ type: "SUPERSEDED", user_id: fx.userA, payload: { newerDocumentRowId: newer } }]),
    );
    expect(await history(newer)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "IMPORTED", user_id: fx.userA }),
        { type: "NEW_VERSION", user_id: fx.userA, payload: { olderDocumentRowId: older } },
      ]),
    );
  });

  it("shows the link both ways and leaves the older version out of the list", async () => {
    const { json } = await server.graphql(
      {
        query: `query($old: UUID!, $new: UUID!, $c: UUID!) {
          old: document(rowId: $old) { superseded canCurrentUserChange newerVersion { rowId } supersededBy { rowId } }
          new: document(rowId: $new) { superseded canCurrentUserChange supersededDocuments { nodes { rowId } } }
          list: documentsList(clientCompanyRowId: $c) { ids }
          all: documentsList(clientCompanyRowId: $c, filter: { superseded: null }) { ids }
        }`,
        variables: { old: older, new: newer, c: fx.companyA },
      },
      cookieA,
    );
    expect(json.errors).toBeUndefined();
    const data = json.data as any;
    expect(data.old).toEqual({
      superseded: true,
      canCurrentUserChange: false,
      newerVersion: { rowId: newer },
      supersededBy: { rowId: newer },
    });
    expect(data.new).toEqual({
      superseded: false,
      canCurrentUserChange: true,
      supersededDocuments: { nodes: [{ rowId: older }] },
    });
    expect(data.list.ids).toEqual([newer]);
    expect([...data.all.ids].sort()).toEqual([older, newer].sort());
  });

  it("refuses to update a superseded version at upload, in the caller's language", async () => {
    const { status, json } = await upload({ name: "dritte.xml", bytes: v1 }, { documentToUpdate: older });
    expect(status).toBe(409);
    expect(json.error).toMatchObject({
      code: "DOCUMENT_TO_UPDATE_SUPERSEDED",
      message: expect.stringContaining("neuere Version"),
    });
    const { rows } = await server.ownerPool.query(
      "select count(*)::int as n from app_public.source_files where document_to_update_id = $1",
      [older],
    );
    expect(rows[0].n).toBe(1); // only the upload that made the newer version
  });

  it("refuses in processing too when the version was superseded after the upload", async () => {
    // A file accepted while `older` was current, processed after `newer` replaced it.
    const blobs = new BlobStore(server.blobDir);
    const bytes = await readFile(`${KOSIT}/01.03a-INVOICE_ubl.xml`);
    const sha256 = await blobs.put(bytes);
    const { rows } = await server.ownerPool.query<{ id: string }>(
      `insert into app_public.source_files
         (client_company_id, category_id, name, kind, media_type, size_bytes, sha256, uploaded_by_user_id, document_to_update_id)
       values ($1, $2, 'spaet.xml', 'XML', 'application/xml', $3, $4, $5, $6) returning id`,
      [fx.companyA, invoiceCategoryA, bytes.length, sha256, fx.userA, older],
    );
    const deps = { ownerPool: server.ownerPool, blobs, ocr: null, maxPages: 10, logger: makeLogger("silent") };
    await processSourceFile(deps, rows[0]!.id);
    expect(await waitForFile(rows[0]!.id)).toMatchObject({
      status: "FAILED",
      processing_error: "DOCUMENT_TO_UPDATE_SUPERSEDED",
      document_id: null,
    });
    const { rows: docs } = await server.ownerPool.query(
      "select superseded_by_document_id from app_public.documents where id = $1",
      [older],
    );
    expect(docs[0].superseded_by_document_id).toBe(newer);
  });

  it("never lets another company's member see or update the document", async () => {
    const { rows } = await server.ownerPool.query<{ id: string }>(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' limit 1",
      [fx.companyB],
    );
    // B names its own company and A's document: as if the document did not exist.
    const foreign = await upload(
      { name: "fremd.xml", bytes: v1 },
      { documentToUpdate: newer, cookie: cookieB, company: fx.companyB, category: rows[0]!.id },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.code).toBe("DOCUMENT_TO_UPDATE_NOT_FOUND");
    // B names A's company: no documents-manage access there.
    const intoA = await upload({ name: "fremd.xml", bytes: v1 }, { documentToUpdate: newer, cookie: cookieB });
    expect(intoA.status).toBe(403);
    expect(intoA.json.error.code).toBe("FORBIDDEN");
    const { rows: state } = await server.ownerPool.query("select superseded from app_public.documents where id = $1", [
      newer,
    ]);
    expect(state[0].superseded).toBe(false);
  });

  it("marks the same bytes as the document to update as a duplicate of it", async () => {
    const { status, json } = await upload({ name: "nochmal.xml", bytes: v2 }, { documentToUpdate: newer });
    expect(status).toBe(201);
    expect(await waitForFile(json.sourceFiles[0].rowId)).toMatchObject({
      status: "DUPLICATE",
      duplicate_document_id: newer,
      document_id: null,
    });
    const { rows } = await server.ownerPool.query("select superseded from app_public.documents where id = $1", [newer]);
    expect(rows[0].superseded).toBe(false);
  });

  it("refuses while the document stands in a workflow step that prevents editing", async () => {
    await server.ownerPool.query(
      "update app_public.document_workflow_steps set prevent_document_edit = true where id = $1",
      [stepA],
    );
    try {
      const { status, json } = await upload({ name: "gesperrt.xml", bytes: v1 }, { documentToUpdate: newer });
      expect(status).toBe(409);
      expect(json.error.code).toBe("DOCUMENT_TO_UPDATE_LOCKED");
    } finally {
      await server.ownerPool.query(
        "update app_public.document_workflow_steps set prevent_document_edit = false where id = $1",
        [stepA],
      );
    }
  });

  it("updates a document exported for booking and keeps the exported version, in the category the upload names", async () => {
    await server.ownerPool.query("update app_public.documents set exported_for_booking_at = now() where id = $1", [
      newer,
    ]);
    const pdfName = (await import("node:fs/promises").then((fs) => fs.readdir(FX)))
      .filter((f) => f.endsWith(".pdf"))
      .sort()[0]!;
    const pdf = await readFile(`${FX}/${pdfName}`);
    const { status, json } = await upload(
      { name: pdfName, bytes: pdf },
      { documentToUpdate: newer, category: otherCategoryA },
    );
    expect(status).toBe(201);
    const file = await waitForFile(json.sourceFiles[0].rowId);
    expect(file.status).toBe("DONE");
    const { rows } = await server.ownerPool.query(
      `select d.id, d.superseded, d.superseded_by_document_id, d.exported_for_booking_at is not null as exported,
              d.category_id, d.type, d.num_pages
         from app_public.documents d where d.id = any ($1::uuid[])`,
      [[newer, file.document_id]],
    );
    expect(rows.find((r) => r.id === newer)).toMatchObject({
      superseded: true,
      superseded_by_document_id: file.document_id,
      exported: true,
    });
    expect(rows.find((r) => r.id === file.document_id)).toMatchObject({
      superseded: false,
      exported: false,
      category_id: otherCategoryA,
      type: "OTHER_DOCUMENT",
    });
    // The chain: the first version's newest version is now the third.
    const { json: gql } = await server.graphql(
      { query: `query($id: UUID!) { document(rowId: $id) { newerVersion { rowId } } }`, variables: { id: older } },
      cookieA,
    );
    expect((gql.data as any).document.newerVersion.rowId).toBe(file.document_id);
  });
});
