import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type CaptureDeps, processSourceFile } from "../capture/processSourceFile.ts";
import { BlobStore } from "../files/blobStore.ts";
import { makeLogger } from "../logger.ts";
import { makeTextPdf, SAMPLE_INVOICE_LINES } from "../test/badInputs.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { httpCustomExtraction } from "./customExtraction.ts";

// The capture pipeline honours the extraction-service switches: an invoice whose category or
// recognised partner uses the custom service is read by it (a stand-in HTTP service here: the
// real one is a third party), every other invoice by the built-in extraction.

let server: TestServer;
let fx: TwoCompanies;
let service: Server;
let serviceUrl: string;
let requests: { documentType: string; fileName: string; pagesText: string[]; file: string }[] = [];
let answerStatus = 200;
let category: string;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  fx = await seedTwoCompanies(server.ownerPool);
  service = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      requests.push(JSON.parse(body));
      res.writeHead(answerStatus, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          fields: {
            invoiceNumber: { value: "CUSTOM-42", confidence: 0.99 },
            invoiceDate: { value: "2024-03-15" },
            total: { value: "1234.56", confidence: 0.9 },
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/extract`;
  const { rows } = await server.ownerPool.query<{ id: string }>(
    "insert into app_public.document_categories (client_company_id, document_type, name) values ($1, 'INCOMING_INVOICE', 'Sonderformat') returning id",
    [fx.companyA],
  );
  category = rows[0]!.id;
});
afterAll(async () => {
  await new Promise((resolve) => service?.close(resolve));
  await server?.close();
});
beforeEach(async () => {
  requests = [];
  answerStatus = 200;
  await server.ownerPool.query(
    "update app_public.document_categories set uses_custom_extraction_service = false where client_company_id = $1",
    [fx.companyA],
  );
  await server.ownerPool.query(
    "update app_public.partner_companies set uses_custom_extraction_service = false where client_company_id = $1",
    [fx.companyA],
  );
});

const deps = (custom: boolean): CaptureDeps => ({
  ownerPool: server.ownerPool,
  blobs: new BlobStore(server.blobDir),
  ocr: null,
  maxPages: 10,
  logger: makeLogger("silent"),
  customExtraction: custom ? httpCustomExtraction(serviceUrl, 10_000) : null,
});

let counter = 0;
async function capture(opts: { custom: boolean }) {
  const d = deps(opts.custom);
  counter += 1;
  // The sample invoice (its partner's VAT id is DE123456789), with a number of its own.
  const bytes = await makeTextPdf(
    SAMPLE_INVOICE_LINES.map((line) => (line.startsWith("Rechnung Nr.") ? `Rechnung Nr. RE-${counter}` : line)),
  );
  const sha256 = await d.blobs.put(bytes);
  const { rows } = await server.ownerPool.query<{ id: string }>(
    `insert into app_public.source_files (client_company_id, category_id, name, kind, media_type, size_bytes, sha256, uploaded_by_user_id, status)
     values ($1, $2, $3, 'PDF', 'application/pdf', $4, $5, $6, 'FAILED') returning id`,
    [fx.companyA, category, `rechnung-${counter}.pdf`, bytes.length, sha256, fx.userA],
  );
  const id = rows[0]!.id;
  let error: unknown = null;
  await processSourceFile(d, id).catch((e: unknown) => (error = e));
  const { rows: out } = await server.ownerPool.query(
    `select f.status, i.invoice_number, i.total::text from app_public.source_files f
       left join app_public.invoices i on i.document_id = f.document_id where f.id = $1`,
    [id],
  );
  return { ...out[0], error };
}

describe("custom extraction service", () => {
  it("reads invoices of a category that uses it", async () => {
    await server.ownerPool.query(
      "update app_public.document_categories set uses_custom_extraction_service = true where id = $1",
      [category],
    );
    const result = await capture({ custom: true });
    expect(result).toMatchObject({ status: "DONE", invoice_number: "CUSTOM-42", total: "1234.56" });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ documentType: "INCOMING_INVOICE", fileName: expect.stringMatching(/\.pdf$/) });
    expect(requests[0]!.pagesText.join(" ")).toContain("Rechnung Nr.");
    expect(Buffer.from(requests[0]!.file, "base64").subarray(0, 4).toString()).toBe("%PDF");
  });

  it("reads invoices of a recognised partner that uses it", async () => {
    const { rows } = await server.ownerPool.query<{ id: string }>(
      "insert into app_public.partner_companies (client_company_id, name, uses_custom_extraction_service) values ($1, 'Muster Bürobedarf GmbH', true) returning id",
      [fx.companyA],
    );
    await server.ownerPool.query(
      "insert into app_public.partner_company_locations (client_company_id, partner_company_id, main, vat_id_no) values ($1, $2, true, 'DE123456789')",
      [fx.companyA, rows[0]!.id],
    );
    await server.ownerPool.query(
      "update app_public.partner_companies set uses_custom_extraction_service = true where id = $1",
      [rows[0]!.id],
    );
    const result = await capture({ custom: true });
    expect(result).toMatchObject({ status: "DONE", invoice_number: "CUSTOM-42" });
    expect(requests).toHaveLength(1);
  });

  it("leaves every other invoice to the built-in extraction", async () => {
    const result = await capture({ custom: true });
    expect(result.status).toBe("DONE");
    expect(result.invoice_number).toMatch(/^RE-\d+$/);
    expect(requests).toHaveLength(0);
  });

  it("uses the built-in extraction when no service is configured, whatever the switches say", async () => {
    await server.ownerPool.query(
      "update app_public.document_categories set uses_custom_extraction_service = true where id = $1",
      [category],
    );
    const result = await capture({ custom: false });
    expect(result.invoice_number).toMatch(/^RE-\d+$/);
    expect(requests).toHaveLength(0);
  });

  it("fails the attempt (for the worker to retry) when the service answers with an error", async () => {
    await server.ownerPool.query(
      "update app_public.document_categories set uses_custom_extraction_service = true where id = $1",
      [category],
    );
    answerStatus = 503;
    const result = await capture({ custom: true });
    expect(result.status).toBe("FAILED");
    expect(String(result.error)).toContain("503");
  });
});
