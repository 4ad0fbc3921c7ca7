/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeBadInputs,
  makeScannedPdf,
  makeScannedPng,
  makeTextPdf,
  SAMPLE_INVOICE_LINES,
  type BadInput,
} from "../test/badInputs.ts";
import { BlobStore } from "../files/blobStore.ts";
import { Ocr } from "../files/ocr.ts";
import { makeLogger } from "../logger.ts";
import { type CaptureDeps, processSourceFile } from "./processSourceFile.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { appFetch } from "../test/http.ts";

const ocrInstalled = (await Ocr.detect()) !== null;
const CORPUS = resolve(import.meta.dirname, "../../testdata/einvoice");

/**
 * Upload → processing → document, through the real HTTP server, worker, blob store and
 * database: the good path, duplicates, access checks, and the bad-input corpus (each file
 * refused at upload or failed in processing with its reason, nothing else lost).
 */
describe("document capture", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  let cookieA: string;
  let cookieB: string;
  let categoryA: string;
  let otherCategoryA: string;

  beforeAll(async () => {
    server = await startTestServer({
      worker: true,
      persistedOnly: false,
      env: { UPLOAD_MAX_MEGABYTES: "2", CAPTURE_MAX_PAGES: "50" },
    });
    fx = await seedTwoCompanies(server.ownerPool);
    cookieA = await server.signIn(fx.userA);
    cookieB = await server.signIn(fx.userB);
    const categories = await server.ownerPool.query<{ id: string; document_type: string }>(
      "select id, document_type from app_public.document_categories where client_company_id = $1 order by sort_index",
      [fx.companyA],
    );
    categoryA = categories.rows.find((c) => c.document_type === "INCOMING_INVOICE")!.id;
    otherCategoryA = categories.rows.find((c) => c.document_type === "OTHER_DOCUMENT")!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  async function upload(
    file: { name: string; bytes: Uint8Array | Blob },
    opts: { cookie?: string; company?: string; category?: string } = {},
  ) {
    const form = new FormData();
    const blob = file.bytes instanceof Blob ? file.bytes : new Blob([file.bytes as Uint8Array<ArrayBuffer>]);
    form.append("file", blob, file.name);
    const params = new URLSearchParams({
      clientCompanyRowId: opts.company ?? fx.companyA,
      categoryRowId: opts.category ?? categoryA,
    });
    const res = await appFetch(`${server.url}/api/source-files?${params}`, {
      method: "POST",
      body: form,
      headers: { ...(opts.cookie === "" ? {} : { cookie: opts.cookie ?? cookieA }), "accept-language": "de-DE" },
    });
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  }

  async function waitForFile(id: string, timeoutMs = 60_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await server.ownerPool.query(
        "select status, processing_error, processing_percentage, document_id, duplicate_document_id from app_public.source_files where id = $1",
        [id],
      );
      const row = rows[0];
      if (row && ["DONE", "FAILED", "DUPLICATE"].includes(row.status)) return row;
      if (Date.now() > until) throw new Error(`source file ${id} still ${row?.status} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  let firstDocument: string;
  let pdfBytes: Uint8Array;

  it("turns an uploaded PDF into a document with page images and extracted fields", async () => {
    pdfBytes = await makeTextPdf();
    const { status, json } = await upload({ name: "Rechnung RE-2024-0815.pdf", bytes: pdfBytes });
    expect(status).toBe(201);
    expect(json.sourceFiles).toHaveLength(1);
    expect(json.sourceFiles[0]).toMatchObject({ name: "Rechnung RE-2024-0815.pdf", status: "QUEUED" });
    const file = await waitForFile(json.sourceFiles[0].rowId);
    expect(file).toMatchObject({ status: "DONE", processing_percentage: 100, processing_error: null });
    firstDocument = file.document_id;

    const { json: gql } = await server.graphql(
      {
        query: `query($id: UUID!) { document(rowId: $id) {
          type numPages derivedTitle needsManualReview
          pageImages { nodes { pageNo width height imageUrl thumbnailUrl textSource } }
          invoice { invoiceNumber invoiceDate total net vatAmount currency iban hasXmlSource }
          fieldStates { nodes { field source confidence } }
          reviewGroup { documentCount origin }
          historyEntries { nodes { type } }
        } }`,
        variables: { id: firstDocument },
      },
      cookieA,
    );
    expect(gql.errors).toBeUndefined();
    const doc = (gql.data as any).document;
    expect(doc).toMatchObject({ type: "INCOMING_INVOICE", numPages: 1, needsManualReview: false });
    expect(doc.pageImages.nodes).toHaveLength(1);
    expect(doc.pageImages.nodes[0]).toMatchObject({ pageNo: 1, textSource: "PDF" });
    expect(doc.invoice).toMatchObject({
      invoiceNumber: "RE-2024-0815",
      invoiceDate: "2024-03-14",
      hasXmlSource: false,
    });
    expect(Number(doc.invoice.total)).toBe(1190);
    expect(doc.invoice.iban).toBe("DE89370400440532013000");
    expect(doc.fieldStates.nodes.find((s: any) => s.field === "total")).toMatchObject({ source: "EXTRACTED" });
    expect(doc.reviewGroup).toMatchObject({ documentCount: 1, origin: "UPLOAD" });
    expect(doc.historyEntries.nodes).toEqual([{ type: "IMPORTED" }]);

    // The page image, with its access check and ETag caching.
    const imageUrl = `${server.url}${doc.pageImages.nodes[0].imageUrl}`;
    const image = await appFetch(imageUrl, { headers: { cookie: cookieA } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
    const etag = image.headers.get("etag")!;
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const cached = await appFetch(imageUrl, { headers: { cookie: cookieA, "if-none-match": etag } });
    expect(cached.status).toBe(304);
    expect((await appFetch(imageUrl, { headers: { cookie: cookieB } })).status).toBe(404);
    expect((await appFetch(imageUrl)).status).toBe(401);
    const thumb = await appFetch(`${server.url}${doc.pageImages.nodes[0].thumbnailUrl}`, {
      headers: { cookie: cookieA },
    });
    expect(thumb.status).toBe(200);
  });

  it("records who last edited a field, replacing the capture provenance", async () => {
    const client = await server.ownerPool.connect();
    try {
      await client.query("begin");
      await client.query("select set_config('app.user_id', $1, true)", [fx.userA]);
      await client.query("update app_public.invoices set invoice_number = 'RE-2024-0815-K' where document_id = $1", [
        firstDocument,
      ]);
      await client.query("commit");
    } finally {
      client.release();
    }
    const { rows } = await server.ownerPool.query(
      "select field, source, confidence, last_edit_by_user_id, confirmed_at from app_public.document_field_states where document_id = $1 and field in ('invoiceNumber', 'total') order by field",
      [firstDocument],
    );
    expect(rows).toEqual([
      { field: "invoiceNumber", source: "USER", confidence: null, last_edit_by_user_id: fx.userA, confirmed_at: null },
      expect.objectContaining({ field: "total", source: "EXTRACTED", last_edit_by_user_id: null }),
    ]);
  });

  it("marks the same file uploaded again as a duplicate of the existing document", async () => {
    const { status, json } = await upload({ name: "nochmal.pdf", bytes: pdfBytes });
    expect(status).toBe(201);
    const file = await waitForFile(json.sourceFiles[0].rowId);
    expect(file).toMatchObject({ status: "DUPLICATE", duplicate_document_id: firstDocument, document_id: null });
    const { rows } = await server.ownerPool.query(
      "select count(*)::int as n from app_public.documents where client_company_id = $1",
      [fx.companyA],
    );
    expect(rows[0].n).toBe(1);
  });

  it("lets the same file become a document of another company", async () => {
    const { rows } = await server.ownerPool.query(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' limit 1",
      [fx.companyB],
    );
    const { status, json } = await upload(
      { name: "b.pdf", bytes: pdfBytes },
      { cookie: cookieB, company: fx.companyB, category: rows[0].id },
    );
    expect(status).toBe(201);
    expect(await waitForFile(json.sourceFiles[0].rowId)).toMatchObject({ status: "DONE" });
  });

  it("puts files uploaded in parallel by one person into one review group", async () => {
    const cookie = await server.signIn(fx.superAdmin);
    const files = await Promise.all(
      [1, 2, 3].map(async (n) => ({ name: `p${n}.pdf`, bytes: await makeTextPdf([`Rechnung Nr. PAR-${n}`]) })),
    );
    const answers = await Promise.all(files.map((file) => upload(file, { cookie })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const { rows } = await server.ownerPool.query(
      "select count(distinct review_group_id)::int as groups from app_public.source_files where uploaded_by_user_id = $1",
      [fx.superAdmin],
    );
    expect(rows[0].groups).toBe(1);
    for (const a of answers) await waitForFile(a.json.sourceFiles[0].rowId);
  });

  it("refuses uploads without session, without access, with bad parameters", async () => {
    const file = { name: "x.pdf", bytes: pdfBytes };
    expect((await upload(file, { cookie: "" })).json.error.code).toBe("NOT_SIGNED_IN");
    const foreign = await upload(file, { cookie: cookieB });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error).toMatchObject({ code: "FORBIDDEN" });
    expect(foreign.json.error.message).toMatch(/keine Berechtigung/);
    const wrongCategory = await upload(file, { category: "00000000-0000-4000-8000-000000000000" });
    expect(wrongCategory.status).toBe(400);
    const badCompany = await upload(file, { company: "nope" });
    expect(badCompany.status).toBe(400);
    expect(badCompany.json.error.code).toBe("INVALID_REQUEST");
    // Uploads are multipart only.
    const res = await appFetch(`${server.url}/api/source-files?clientCompanyRowId=nope`, {
      method: "POST",
      headers: { cookie: cookieA, "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as any).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  describe("the bad-input corpus", () => {
    let inputs: BadInput[];
    beforeAll(async () => {
      inputs = await makeBadInputs(undefined, { sizeLimitBytes: 2 * 1024 * 1024, manyPages: 3000 });
    }, 120_000);

    const refusedAtUpload: Record<string, [number, string]> = {
      programAsPdf: [415, "UNSUPPORTED_FILE_TYPE"],
      emptyFile: [400, "EMPTY_FILE"],
      htmlAsXml: [415, "UNSUPPORTED_FILE_TYPE"],
      oversizedPdf: [413, "FILE_TOO_LARGE"],
    };
    const failedInProcessing: Record<string, string> = {
      truncatedPdf: "PDF_DAMAGED",
      encryptedPdf: "PDF_ENCRYPTED",
      zeroPagePdf: "PDF_EMPTY",
      manyPagesPdf: "PDF_TOO_MANY_PAGES",
      xxeXml: "XML_UNSAFE",
      billionLaughsXml: "XML_UNSAFE",
      brokenCii: "XML_MALFORMED", // cut off in the middle
      corruptPng: "IMAGE_DAMAGED",
      pngBomb: "IMAGE_TOO_LARGE",
    };

    it("covers every input of the corpus", () => {
      expect(Object.keys({ ...refusedAtUpload, ...failedInProcessing }).sort()).toEqual(
        inputs.map((i) => i.name).sort(),
      );
    });

    it("refuses at upload what is no supported file, keeping nothing", async () => {
      const before = await server.ownerPool.query("select count(*)::int as n from app_public.source_files");
      for (const input of inputs.filter((i) => i.name in refusedAtUpload)) {
        const [status, code] = refusedAtUpload[input.name]!;
        const bytes = input.bytes ?? new Uint8Array(await new Response(input.stream() as any).arrayBuffer());
        const res = await upload({ name: input.filename, bytes });
        expect({ name: input.name, status: res.status, code: res.json.error?.code }).toEqual({
          name: input.name,
          status,
          code,
        });
        expect(res.json.error.message).toBeTruthy();
      }
      const after = await server.ownerPool.query("select count(*)::int as n from app_public.source_files");
      expect(after.rows[0].n).toBe(before.rows[0].n);
    }, 60_000);

    it("fails in processing what cannot be read, with its reason, and keeps the file for a retry", async () => {
      const uploaded: [string, string][] = [];
      for (const input of inputs.filter((i) => i.name in failedInProcessing)) {
        const res = await upload({ name: input.filename, bytes: input.bytes! }, { category: otherCategoryA });
        expect(res.status, input.name).toBe(201);
        uploaded.push([input.name, res.json.sourceFiles[0].rowId]);
      }
      for (const [name, id] of uploaded) {
        const file = await waitForFile(id, 120_000);
        expect({ name, status: file.status, error: file.processing_error }).toEqual({
          name,
          status: "FAILED",
          error: failedInProcessing[name],
        });
      }
      // The server still serves, and the good document is untouched.
      expect((await appFetch(`${server.url}/api/health`)).status).toBe(200);
      const { rows } = await server.ownerPool.query(
        "select count(*)::int as n from app_public.documents where id = $1",
        [firstDocument],
      );
      expect(rows[0].n).toBe(1);
    }, 180_000);
  });

  it("retries a failed file on request and lets finished or failed files be removed, not waiting ones", async () => {
    const inputs = await makeBadInputs(undefined, { manyPages: 10 });
    const encrypted = inputs.find((i) => i.name === "encryptedPdf")!;
    const { json } = await upload({ name: "passwort.pdf", bytes: encrypted.bytes! });
    const id = json.sourceFiles[0].rowId as string;
    expect(await waitForFile(id)).toMatchObject({ status: "FAILED", processing_error: "PDF_ENCRYPTED" });

    const retry = await server.graphql(
      {
        query:
          "mutation($id: UUID!) { retrySourceFile(input: { sourceFileId: $id }) { sourceFile { status processingError } } }",
        variables: { id },
      },
      cookieA,
    );
    expect(retry.json.errors).toBeUndefined();
    expect((retry.json.data as any).retrySourceFile.sourceFile).toEqual({ status: "QUEUED", processingError: null });
    expect(await waitForFile(id)).toMatchObject({ status: "FAILED", processing_error: "PDF_ENCRYPTED" });

    // Someone else's file: as if it did not exist.
    const foreign = await server.graphql(
      {
        query: "mutation($id: UUID!) { retrySourceFile(input: { sourceFileId: $id }) { sourceFile { status } } }",
        variables: { id },
      },
      cookieB,
    );
    expect(foreign.json.errors?.[0]?.message).toMatch(/does not exist/);

    const remove = await server.graphql(
      {
        query: "mutation($id: UUID!) { deleteSourceFile(input: { rowId: $id }) { sourceFile { rowId } } }",
        variables: { id },
      },
      cookieA,
    );
    expect(remove.json.errors).toBeUndefined();
    const { rows } = await server.ownerPool.query("select 1 from app_public.source_files where id = $1", [id]);
    expect(rows).toHaveLength(0);

    const { rows: waiting } = await server.ownerPool.query<{ id: string }>(
      `insert into app_public.source_files (client_company_id, category_id, name, kind, media_type, size_bytes, sha256, uploaded_by_user_id, status)
       values ($1, $2, 'wartet.pdf', 'PDF', 'application/pdf', 1, repeat('0', 64), $3, 'PROCESSING') returning id`,
      [fx.companyA, categoryA, fx.userA],
    );
    const refused = await server.graphql(
      {
        query: "mutation($id: UUID!) { deleteSourceFile(input: { rowId: $id }) { sourceFile { rowId } } }",
        variables: { id: waiting[0]!.id },
      },
      cookieA,
    );
    expect(refused.json.errors?.length).toBeGreaterThan(0);
    await server.ownerPool.query("delete from app_public.source_files where id = $1", [waiting[0]!.id]);
  });

  it.runIf(ocrInstalled)(
    "reads a scanned invoice with OCR",
    async () => {
      const scan = await makeScannedPdf();
      const { json } = await upload({ name: "scan.pdf", bytes: scan });
      const file = await waitForFile(json.sourceFiles[0].rowId, 120_000);
      expect(file.status).toBe("DONE");
      const { rows } = await server.ownerPool.query(
        `select p.text_source, d.needs_manual_review, i.total from app_public.document_pages p
         join app_public.documents d on d.id = p.document_id join app_public.invoices i on i.document_id = d.id
        where d.id = $1`,
        [file.document_id],
      );
      expect(rows[0]).toMatchObject({ text_source: "OCR", needs_manual_review: false });
      expect(Number(rows[0].total)).toBe(1190);
    },
    150_000,
  );

  it("marks a scan for manual review when no OCR is installed", async () => {
    const deps: CaptureDeps = {
      ownerPool: server.ownerPool,
      blobs: new BlobStore(server.blobDir),
      ocr: null,
      maxPages: 10,
      logger: makeLogger("silent"),
    };
    const scan = await makeScannedPng();
    const sha256 = await deps.blobs.put(scan);
    const { rows } = await server.ownerPool.query<{ id: string }>(
      `insert into app_public.source_files (client_company_id, category_id, name, kind, media_type, size_bytes, sha256, uploaded_by_user_id)
       values ($1, $2, 'foto.png', 'PNG', 'image/png', $3, $4, $5) returning id`,
      [
        fx.companyB,
        (
          await server.ownerPool.query(
            "select id from app_public.document_categories where client_company_id = $1 limit 1",
            [fx.companyB],
          )
        ).rows[0].id,
        scan.length,
        sha256,
        fx.userB,
      ],
    );
    await processSourceFile(deps, rows[0]!.id);
    const { rows: doc } = await server.ownerPool.query(
      `select d.needs_manual_review, d.manual_review_reason, d.num_pages from app_public.source_files f
         join app_public.documents d on d.id = f.document_id where f.id = $1`,
      [rows[0]!.id],
    );
    expect(doc[0]).toEqual({ needs_manual_review: true, manual_review_reason: "OCR_UNAVAILABLE", num_pages: 1 });
  });

  it("picks up files that wait without a job (uploaded while no worker ran)", async () => {
    const bytes = await makeTextPdf(["Rechnung Nr. SWEEP-1", "Rechnungsbetrag 10,00 €"]);
    const sha256 = await new BlobStore(server.blobDir).put(bytes);
    // Inserted as FAILED (the trigger queues only QUEUED files), then set waiting: no job exists.
    const { rows } = await server.ownerPool.query<{ id: string }>(
      `insert into app_public.source_files (client_company_id, category_id, name, kind, media_type, size_bytes, sha256, uploaded_by_user_id, status)
       values ($1, $2, 'ohne-job.pdf', 'PDF', 'application/pdf', $3, $4, $5, 'FAILED') returning id`,
      [fx.companyA, categoryA, bytes.length, sha256, fx.userA],
    );
    const id = rows[0]!.id;
    await server.ownerPool.query("update app_public.source_files set status = 'QUEUED' where id = $1", [id]);
    const { rows: jobs } = await server.ownerPool.query("select 1 from graphile_worker.jobs where key = $1", [
      `source_file:${id}`,
    ]);
    expect(jobs).toHaveLength(0);
    await server.ownerPool.query("select graphile_worker.add_job('source_files__sweep', '{}'::json)");
    expect(await waitForFile(id)).toMatchObject({ status: "DONE" });
  });

  it("recognises a known partner by VAT id instead of creating it again", async () => {
    const { rows } = await server.ownerPool.query(
      `select l.vat_id_no, count(distinct l.partner_company_id)::int as partners
         from app_public.partner_company_locations l where l.client_company_id = $1 and l.vat_id_no is not null
        group by 1 having count(distinct l.partner_company_id) > 1`,
      [fx.companyA],
    );
    expect(rows).toEqual([]);
  });

  it("fails a well-formed e-invoice that lacks its totals as EINVOICE_INVALID", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument><ram:ID>RE-1</ram:ID><ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20240314</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty><ram:Name>S GmbH</ram:Name></ram:SellerTradeParty><ram:BuyerTradeParty><ram:Name>B KG</ram:Name></ram:BuyerTradeParty></ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode></ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;
    const { status, json } = await upload({ name: "ohne-summen.xml", bytes: new TextEncoder().encode(xml) });
    expect(status).toBe(201);
    expect(await waitForFile(json.sourceFiles[0].rowId)).toMatchObject({
      status: "FAILED",
      processing_error: "EINVOICE_INVALID",
    });
  });

  it("imports an XRechnung (UBL) and a ZUGFeRD PDF with the exact figures of their XML", async () => {
    const ubl = await readFile(
      `${CORPUS}/zugferd-corpus/XML-Rechnung/UBL/${await firstFile("zugferd-corpus/XML-Rechnung/UBL")}`,
    );
    const { json } = await upload({ name: "xrechnung.xml", bytes: ubl });
    const file = await waitForFile(json.sourceFiles[0].rowId);
    expect(file.status).toBe("DONE");
    const { rows } = await server.ownerPool.query(
      `select i.has_xml_source, i.einvoice_syntax, i.total, p.name as partner
         from app_public.invoices i left join app_public.partner_companies p on p.id = i.partner_company_id
        where i.document_id = $1`,
      [file.document_id],
    );
    expect(rows[0]).toMatchObject({ has_xml_source: true, einvoice_syntax: "UBL" });
    const xml = ubl.toString("utf8");
    const payable = /<cbc:TaxInclusiveAmount[^>]*>([^<]+)</.exec(xml)![1]!;
    expect(Number(rows[0].total)).toBe(Number(payable));
    expect(rows[0].partner).toBeTruthy();

    const fx = await readFile(
      `${CORPUS}/zugferd-corpus/XML-Rechnung/FX/${await firstFile("zugferd-corpus/XML-Rechnung/FX")}`,
    );
    const pdf = await upload({ name: "zugferd.pdf", bytes: fx });
    const pdfFile = await waitForFile(pdf.json.sourceFiles[0].rowId);
    expect(pdfFile.status).toBe("DONE");
    const { rows: pdfRows } = await server.ownerPool.query(
      `select i.has_xml_source, i.einvoice_syntax, d.num_pages from app_public.invoices i
         join app_public.documents d on d.id = i.document_id where i.document_id = $1`,
      [pdfFile.document_id],
    );
    expect(pdfRows[0]).toMatchObject({ has_xml_source: true, einvoice_syntax: "CII" });
    expect(pdfRows[0].num_pages).toBeGreaterThan(0);
  });

  it("fills a seller's labelled VAT id whose check digits do not match, but creates no partner with it", async () => {
    // DE246813579 is well-formed and printed with its label in the seller's footer; its check digits fail.
    const lines = SAMPLE_INVOICE_LINES.map((l) =>
      l
        .replace("Muster Bürobedarf GmbH", "Nordlicht Handel GmbH")
        .replace("RE-2024-0815", "RE-2024-0999")
        .replace(/^USt-IdNr\.: DE123456789/, "Nordlicht Handel GmbH · USt-IdNr.: DE246813579"),
    );
    const { json } = await upload({ name: "Rechnung RE-2024-0999.pdf", bytes: await makeTextPdf(lines) });
    const file = await waitForFile(json.sourceFiles[0].rowId);
    expect(file).toMatchObject({ status: "DONE" });
    const { rows } = await server.ownerPool.query<{ vat: string | null; partner: string | null }>(
      "select extracted_partner_vat_id_no as vat, partner_company_id as partner from app_public.invoices where document_id = $1",
      [file.document_id],
    );
    expect(rows[0]!.vat).toBe("DE246813579");
    // The partner is created from the name, without the id.
    expect(rows[0]!.partner).not.toBeNull();
    const { rows: stored } = await server.ownerPool.query(
      "select vat_id_no from app_public.partner_company_locations where partner_company_id = $1 or vat_id_no = 'DE246813579'",
      [rows[0]!.partner],
    );
    expect(stored).toEqual([{ vat_id_no: null }]);
  });
});

async function firstFile(dir: string): Promise<string> {
  const { readdir } = await import("node:fs/promises");
  return (await readdir(`${CORPUS}/${dir}`)).filter((f) => /\.(xml|pdf)$/i.test(f)).sort()[0]!;
}
