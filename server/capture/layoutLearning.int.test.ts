import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpCustomExtraction } from "../extraction/customExtraction.ts";
import { BlobStore } from "../files/blobStore.ts";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { learnPartnerLayout } from "./learnLayout.ts";
import { type CaptureDeps, processSourceFile } from "./processSourceFile.ts";
import { testInvoicePdf, type TestInvoiceValues } from "./testLayoutPdf.ts";

/**
 * From upload to a learned layout: values read with too little confidence are offered, not
 * filled; the partner's master data fills what the text lacks; a person's confirmation teaches
 * the partner's layout, which reads the partner's next invoice of that layout — in the
 * company that learned it only.
 */
let server: TestServer;
let fx: TwoCompanies;
let service: Server;
let serviceUrl: string;
const cookie: Record<"A" | "B", string> = { A: "", B: "" };
const category: Record<"A" | "B" | "custom", string> = { A: "", B: "", custom: "" };
const partner: Record<"A" | "B", string> = { A: "", B: "" };

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  fx = await seedTwoCompanies(server.ownerPool);
  cookie.A = await server.signIn(fx.userA);
  cookie.B = await server.signIn(fx.userB);
  const owner = server.ownerPool;
  for (const who of ["A", "B"] as const) {
    const company = who === "A" ? fx.companyA : fx.companyB;
    category[who] = (
      await owner.query<{ id: string }>(
        "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1",
        [company],
      )
    ).rows[0]!.id;
    // The vendor, known to both companies by its VAT id (each its own partner record).
    partner[who] = (
      await owner.query<{ id: string }>(
        "insert into app_public.partner_companies (client_company_id, name) values ($1, 'Muster Bürobedarf GmbH') returning id",
        [company],
      )
    ).rows[0]!.id;
    await owner.query(
      "insert into app_public.partner_company_locations (client_company_id, partner_company_id, main, vat_id_no) values ($1, $2, true, 'DE136695976')",
      [company, partner[who]],
    );
  }
  // A knows the vendor's bank account and payment terms (14 days).
  await owner.query(
    `insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban, bic, "primary", due_date_in_days)
     values ($1, $2, 'DE89370400440532013000', 'COBADEFFXXX', true, 14)`,
    [fx.companyA, partner.A],
  );
  category.custom = (
    await owner.query<{ id: string }>(
      "insert into app_public.document_categories (client_company_id, document_type, name, uses_custom_extraction_service) values ($1, 'INCOMING_INVOICE', 'Sonderformat', true) returning id",
      [fx.companyA],
    )
  ).rows[0]!.id;
  // A third-party extraction service (unreachable from here, so played by a local server): it
  // reads the due date with little confidence and the rest with much.
  service = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          fields: {
            invoiceNumber: { value: "S-1", confidence: 0.99 },
            total: { value: "119.00", confidence: 0.95 },
            dueDate: { value: "2026-04-30", confidence: 0.4 },
            orderNumber: { value: "PO-77", confidence: 0.45 },
            paymentReference: { value: "S-1 K 4711", confidence: 0.42 },
            // Too unsure even to offer.
            deliveredFrom: { value: "2026-03-01", confidence: 0.1 },
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/extract`;
});
afterAll(async () => {
  await new Promise((resolve) => service?.close(resolve));
  await server?.close();
});

const deps = (): CaptureDeps => ({
  ownerPool: server.ownerPool,
  blobs: new BlobStore(server.blobDir),
  ocr: null,
  maxPages: 10,
  logger: makeLogger("silent"),
  customExtraction: httpCustomExtraction(serviceUrl, 10_000),
});

let counter = 0;
/** Captures a file as the upload's worker does; returns the document's id. */
async function capture(who: "A" | "B", bytes: Uint8Array, categoryId = category[who]): Promise<string> {
  const d = deps();
  const sha256 = await d.blobs.put(bytes);
  counter += 1;
  const { rows } = await server.ownerPool.query<{ id: string }>(
    `insert into app_public.source_files (client_company_id, category_id, name, kind, media_type, size_bytes, sha256, uploaded_by_user_id, status)
     values ($1, $2, $3, 'PDF', 'application/pdf', $4, $5, $6, 'FAILED') returning id`,
    [
      who === "A" ? fx.companyA : fx.companyB,
      categoryId,
      `rechnung-${counter}.pdf`,
      bytes.length,
      sha256,
      who === "A" ? fx.userA : fx.userB,
    ],
  );
  await processSourceFile(d, rows[0]!.id);
  const { rows: done } = await server.ownerPool.query<{ status: string; document_id: string }>(
    "select status, document_id from app_public.source_files where id = $1",
    [rows[0]!.id],
  );
  expect(done[0]).toMatchObject({ status: "DONE" });
  return done[0]!.document_id;
}

async function invoiceOf(documentId: string) {
  const { rows } = await server.ownerPool.query<Record<string, string | null>>(
    `select invoice_number, invoice_date::text, due_date::text, net::text, vat_amount::text, total::text, iban, bic,
            order_number, partner_company_id::text
       from app_public.invoices where document_id = $1`,
    [documentId],
  );
  return rows[0]!;
}

async function statesOf(documentId: string) {
  const { rows } = await server.ownerPool.query<{ field: string; source: string; confidence: string | null }>(
    "select field, source::text, confidence::text from app_public.document_field_states where document_id = $1",
    [documentId],
  );
  return Object.fromEntries(rows.map((r) => [r.field, { source: r.source, confidence: r.confidence }]));
}

const gql = async (who: "A" | "B", query: string, variables: Record<string, unknown>) =>
  (await server.graphql({ query, variables }, cookie[who])).json;

const SAVE = `mutation ($id: UUID!, $patch: JSON) {
  saveInvoiceReview(input: {documentRowId: $id, patch: $patch}) { result { invoiceNumber } }
}`;
const CONFIRM = `mutation ($id: UUID!, $fields: [String]!) {
  confirmDocumentFields(input: {documentRowId: $id, fields: $fields}) { clientMutationId }
}`;
const SUGGESTIONS = `query ($id: UUID!) {
  document(rowId: $id) { fieldSuggestions { nodes { rowId field value confidence } } }
}`;
const DISMISS = `mutation ($id: UUID!) {
  dismissDocumentFieldSuggestion(input: {suggestionRowId: $id}) { result { field } }
}`;
const TEMPLATES = `{ partnerLayoutTemplates { totalCount nodes { partnerCompanyRowId usedCount } } }`;

const first: TestInvoiceValues = {
  number: "RE-2026-0117",
  date: "14.03.2026",
  net: "1.000,00",
  vat: "190,00",
  total: "1.190,00",
  orderNumber: "K-4711",
};
const second: TestInvoiceValues = {
  number: "RE-2026-0342",
  date: "02.05.2026",
  due: "16.05.2026",
  net: "87,50",
  vat: "16,63",
  total: "104,13",
  iban: "DE89 3704 0044 0532 0130 00",
  orderNumber: "K-4712",
  addressLines: 4,
};

describe("suggestions beside empty fields", () => {
  let documentId: string;

  it("fills what is sure and offers what is not, readable under the document's rights", async () => {
    documentId = await capture("A", await testInvoicePdf(first), category.custom);
    const invoice = await invoiceOf(documentId);
    expect(invoice).toMatchObject({ invoice_number: "S-1", total: "119.00", due_date: null, order_number: null });
    const states = await statesOf(documentId);
    expect(states.total).toMatchObject({ source: "EXTRACTED" });
    expect(states.dueDate).toBeUndefined();

    const json = await gql("A", SUGGESTIONS, { id: documentId });
    expect(json.errors).toBeUndefined();
    const nodes = (json.data as { document: { fieldSuggestions: { nodes: { field: string; value: string }[] } } })
      .document.fieldSuggestions.nodes;
    expect(nodes.map((n) => [n.field, n.value]).sort()).toEqual([
      ["dueDate", "2026-04-30"],
      ["orderNumber", "PO-77"],
      ["paymentReference", "S-1 K 4711"],
    ]);
    // Another company's user sees neither the document nor its suggestions.
    const other = await gql("B", SUGGESTIONS, { id: documentId });
    expect((other.data as { document: unknown } | null)?.document ?? null).toBeNull();
  });

  it("accepting fills the field through the save and marks it; typing replaces the suggestion", async () => {
    const accepted = await gql("A", SAVE, { id: documentId, patch: { dueDate: "2026-04-30" } });
    expect(accepted.errors).toBeUndefined();
    const typed = await gql("A", SAVE, { id: documentId, patch: { paymentReference: "S-1" } });
    expect(typed.errors).toBeUndefined();
    const states = await statesOf(documentId);
    expect(states.dueDate).toMatchObject({ source: "SUGGESTION", confidence: "0.400" });
    expect(states.paymentReference).toMatchObject({ source: "USER", confidence: null });
    const { rows } = await server.ownerPool.query(
      "select field from app_public.document_field_suggestions where document_id = $1",
      [documentId],
    );
    expect(rows.map((r) => r.field)).toEqual(["orderNumber"]);
  });

  it("is dismissed by a person who may change the document, never by another company", async () => {
    const { rows } = await server.ownerPool.query<{ id: string }>(
      "select id from app_public.document_field_suggestions where document_id = $1 and field = 'orderNumber'",
      [documentId],
    );
    const id = rows[0]!.id;
    const refused = await gql("B", DISMISS, { id });
    expect(refused.errors?.[0]?.extensions?.code).toBe("DOCUMENT_NOT_FOUND");
    const dismissed = await gql("A", DISMISS, { id });
    expect(dismissed.errors).toBeUndefined();
    const { rows: left } = await server.ownerPool.query(
      "select 1 from app_public.document_field_suggestions where document_id = $1",
      [documentId],
    );
    expect(left).toHaveLength(0);
    expect((await invoiceOf(documentId)).order_number).toBeNull();
  });
});

describe("the partner's master data and its learned layout", () => {
  let firstDocument: string;

  it("fills the bank account and the due date from the recognised partner, marked as such", async () => {
    firstDocument = await capture("A", await testInvoicePdf(first));
    const invoice = await invoiceOf(firstDocument);
    expect(invoice).toMatchObject({
      partner_company_id: partner.A,
      invoice_number: "RE-2026-0117",
      invoice_date: "2026-03-14",
      total: "1190.00",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      // 14 days of payment terms from the invoice date.
      due_date: "2026-03-28",
    });
    const states = await statesOf(firstDocument);
    expect(states.iban).toMatchObject({ source: "PARTNER" });
    expect(states.dueDate).toMatchObject({ source: "PARTNER" });
    expect(states.invoiceNumber).toMatchObject({ source: "EXTRACTED" });
  });

  it("learns the layout when a person corrects and confirms the fields", async () => {
    // Nothing is learned from values nobody looked at.
    expect((await learnPartnerLayout(server.ownerPool, firstDocument)).outcome).toBe("NOTHING_CONFIRMED");
    // The reference the generic reading missed is typed in by the person.
    expect((await invoiceOf(firstDocument)).order_number).toBeNull();
    const corrected = await gql("A", SAVE, { id: firstDocument, patch: { orderNumber: "K-4711" } });
    expect(corrected.errors).toBeUndefined();
    const confirmed = await gql("A", CONFIRM, {
      id: firstDocument,
      fields: ["invoiceNumber", "invoiceDate", "net", "vatAmount", "total"],
    });
    expect(confirmed.errors).toBeUndefined();
    // The confirmation queued the learning job (once per document).
    const { rows: jobs } = await server.ownerPool.query(
      "select id from graphile_worker.jobs where task_identifier = 'partner_layout_templates__learn' and key = $1",
      [`learn-layout:${firstDocument}`],
    );
    expect(jobs).toHaveLength(1);
    const learned = await learnPartnerLayout(server.ownerPool, firstDocument);
    expect(learned.outcome).toBe("LEARNED");
    expect(learned.fields.sort()).toEqual(["invoiceDate", "invoiceNumber", "net", "orderNumber", "total", "vatAmount"]);
    console.info(`learning the layout took ${learned.learnMs.toFixed(2)} ms`);
  });

  it("reads the partner's next invoice of the same layout with the template", async () => {
    const next = await capture("A", await testInvoicePdf(second));
    expect(await invoiceOf(next)).toMatchObject({
      partner_company_id: partner.A,
      invoice_number: "RE-2026-0342",
      invoice_date: "2026-05-02",
      net: "87.50",
      vat_amount: "16.63",
      total: "104.13",
      order_number: "K-4712",
    });
    const states = await statesOf(next);
    for (const field of ["invoiceNumber", "invoiceDate", "net", "vatAmount", "total", "orderNumber"])
      expect(states[field], field).toMatchObject({ source: "EXTRACTED", confidence: "0.970" });
    const { rows } = await server.ownerPool.query<{ used_count: number }>(
      "select used_count from app_public.partner_layout_templates where client_company_id = $1 and partner_company_id = $2",
      [fx.companyA, partner.A],
    );
    expect(rows[0]?.used_count).toBe(1);
  });

  it("leaves a different layout of the same partner to the generic reading", async () => {
    const other = await capture("A", await testInvoicePdf({ ...second, number: "RE-2026-0400" }, "other"));
    const invoice = await invoiceOf(other);
    expect(invoice.partner_company_id).toBe(partner.A);
    const { rows } = await server.ownerPool.query<{ used_count: number }>(
      "select used_count from app_public.partner_layout_templates where client_company_id = $1",
      [fx.companyA],
    );
    expect(rows[0]?.used_count).toBe(1);
  });

  it("keeps the template to its company: another company neither sees nor uses it", async () => {
    expect((await gql("A", TEMPLATES, {})).data).toEqual({
      partnerLayoutTemplates: { totalCount: 1, nodes: [{ partnerCompanyRowId: partner.A, usedCount: 1 }] },
    });
    expect((await gql("B", TEMPLATES, {})).data).toEqual({ partnerLayoutTemplates: { totalCount: 0, nodes: [] } });
    const inB = await capture("B", await testInvoicePdf({ ...second, number: "RE-2026-0555" }));
    expect((await invoiceOf(inB)).partner_company_id).toBe(partner.B);
    const { rows } = await server.ownerPool.query<{ client_company_id: string; used_count: number }>(
      "select client_company_id, used_count from app_public.partner_layout_templates",
    );
    expect(rows).toEqual([{ client_company_id: fx.companyA, used_count: 1 }]);
  });
});
