/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeHeavyPdf, makeTextPdf } from "../test/badInputs.ts";
import { BlobStore } from "../files/blobStore.ts";
import { RenderPool } from "../files/renderPool.ts";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { appFetch } from "../test/http.ts";
import { type CaptureDeps, processSourceFile } from "./processSourceFile.ts";

/**
 * Capture across companies: one company's heavy PDFs cannot hold every worker (a job queue per
 * company, e-invoice XML first), a page over its budget does not stop the document, and a
 * timeout is reported as a timeout, not as a damaged PDF.
 */
describe("capture is fair across companies and bounded per document", { timeout: 120_000 }, () => {
  let server: TestServer;
  let fx: TwoCompanies;
  const category: Record<string, string> = {};
  let deps: CaptureDeps;

  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false });
    fx = await seedTwoCompanies(server.ownerPool);
    for (const company of [fx.companyA, fx.companyB]) {
      const { rows } = await server.ownerPool.query<{ id: string }>(
        "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1",
        [company],
      );
      category[company] = rows[0]!.id;
    }
    deps = {
      ownerPool: server.ownerPool,
      blobs: new BlobStore(server.blobDir),
      ocr: null,
      maxPages: 50,
      logger: makeLogger("silent"),
    };
  });
  afterAll(async () => {
    await server?.close();
  });

  async function upload(bytes: Uint8Array, name: string, company: string, user: string): Promise<string> {
    const form = new FormData();
    form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    const params = new URLSearchParams({ clientCompanyRowId: company, categoryRowId: category[company]! });
    const res = await appFetch(`${server.url}/api/source-files?${params}`, {
      method: "POST",
      body: form,
      headers: { cookie: await server.signIn(user) },
    });
    const json = (await res.json()) as Record<string, any>;
    expect(res.status).toBe(201);
    return json.sourceFiles[0].rowId as string;
  }

  const jobOf = async (id: string) =>
    (
      await server.ownerPool.query<{ queue_name: string | null; priority: number }>(
        "select queue_name, priority from graphile_worker.jobs where key = $1",
        [`source_file:${id}`],
      )
    ).rows[0];

  it("queues each company's files in a queue of its own, e-invoice XML first", async () => {
    const heavy1 = await upload(await makeHeavyPdf(2), "plan-1.pdf", fx.companyA, fx.userA);
    const heavy2 = await upload(await makeHeavyPdf(3), "plan-2.pdf", fx.companyA, fx.userA);
    const xml = await upload(
      new TextEncoder().encode(
        `<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>`,
      ),
      "xrechnung.xml",
      fx.companyB,
      fx.userB,
    );
    // graphile-worker runs the jobs of one queue one after the other: company A's PDFs take one
    // worker at most, and company B's e-invoice gets another.
    expect(await jobOf(heavy1)).toEqual({ queue_name: `source_files:${fx.companyA}`, priority: 0 });
    expect(await jobOf(heavy2)).toEqual({ queue_name: `source_files:${fx.companyA}`, priority: 0 });
    expect(await jobOf(xml)).toEqual({ queue_name: `source_files:${fx.companyB}`, priority: -10 });
  });

  it("makes the document of a PDF whose page is over its time budget, with a note", async () => {
    const id = await upload(await makeHeavyPdf(1), "zeichnung.pdf", fx.companyA, fx.userA);
    await processSourceFile({ ...deps, renderBudget: { pageTimeoutMs: 0, fallbackTimeoutMs: 120_000 } }, id);
    const { rows } = await server.ownerPool.query(
      `select f.status, d.num_pages, d.compliance_findings from app_public.source_files f
         join app_public.documents d on d.id = f.document_id where f.id = $1`,
      [id],
    );
    expect(rows[0]).toMatchObject({
      status: "DONE",
      num_pages: 1,
      compliance_findings: [{ rule: "PAGE_RENDER_SIMPLIFIED", severity: "warning", params: { pageNo: "1" } }],
    });
  });

  it("reports a document over the render time limit as PROCESSING_TIMEOUT, not as a damaged PDF", async () => {
    const id = await upload(await makeTextPdf(["Rechnung Nr. ZEIT-1"]), "langsam.pdf", fx.companyB, fx.userB);
    const pool = new RenderPool({ size: 1, timeoutMs: 1 });
    try {
      await processSourceFile({ ...deps, render: pool.render }, id);
    } finally {
      await pool.close();
    }
    const { rows } = await server.ownerPool.query(
      "select status, processing_error from app_public.source_files where id = $1",
      [id],
    );
    expect(rows[0]).toEqual({ status: "FAILED", processing_error: "PROCESSING_TIMEOUT" });
  });
});
