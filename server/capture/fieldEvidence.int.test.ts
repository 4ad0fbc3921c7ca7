import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlobStore } from "../files/blobStore.ts";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { type CaptureDeps, processSourceFile } from "./processSourceFile.ts";
import { testInvoicePdf } from "./testLayoutPdf.ts";

/**
 * Where on the page a filled-in value was read: kept with the field from capture (with the
 * page's size), readable under the document's rights, cleared when a person types another
 * value, and carried over when a person accepts a suggestion.
 */
let server: TestServer;
let fx: TwoCompanies;
const cookie: Record<"A" | "B", string> = { A: "", B: "" };
let documentId: string;

interface Evidence {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  label?: string;
  pageWidth?: number;
  pageHeight?: number;
}
type StateNode = { field: string; source: string; evidence: Evidence | null };

const STATES = `query ($id: UUID!) {
  document(rowId: $id) { fieldStates { nodes { field source evidence } } }
}`;
const SAVE = `mutation ($id: UUID!, $patch: JSON) {
  saveInvoiceReview(input: {documentRowId: $id, patch: $patch}) { result { invoiceNumber } }
}`;

const gql = async (who: "A" | "B", query: string, variables: Record<string, unknown>) =>
  (await server.graphql({ query, variables }, cookie[who])).json;

async function statesOf(who: "A" | "B"): Promise<Map<string, StateNode> | null> {
  const json = await gql(who, STATES, { id: documentId });
  expect(json.errors).toBeUndefined();
  const document = (json.data as { document: { fieldStates: { nodes: StateNode[] } } | null }).document;
  return document ? new Map(document.fieldStates.nodes.map((n) => [n.field, n])) : null;
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  fx = await seedTwoCompanies(server.ownerPool);
  cookie.A = await server.signIn(fx.userA);
  cookie.B = await server.signIn(fx.userB);
  const owner = server.ownerPool;
  const category = (
    await owner.query<{ id: string }>(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1",
      [fx.companyA],
    )
  ).rows[0]!.id;
  const deps: CaptureDeps = {
    ownerPool: owner,
    blobs: new BlobStore(server.blobDir),
    ocr: null,
    maxPages: 10,
    logger: makeLogger("silent"),
  };
  const bytes = await testInvoicePdf({
    number: "RE-2026-0117",
    date: "14.03.2026",
    net: "1.000,00",
    vat: "190,00",
    total: "1.190,00",
    orderNumber: "K-4711",
  });
  const sha256 = await deps.blobs.put(bytes);
  const { rows } = await owner.query<{ id: string }>(
    `insert into app_public.source_files (client_company_id, category_id, name, kind, media_type, size_bytes, sha256, uploaded_by_user_id, status)
     values ($1, $2, 'rechnung.pdf', 'PDF', 'application/pdf', $3, $4, $5, 'FAILED') returning id`,
    [fx.companyA, category, bytes.length, sha256, fx.userA],
  );
  await processSourceFile(deps, rows[0]!.id);
  documentId = (
    await owner.query<{ document_id: string }>("select document_id from app_public.source_files where id = $1", [
      rows[0]!.id,
    ])
  ).rows[0]!.document_id;
  expect(documentId).toBeTruthy();
});
afterAll(async () => {
  await server?.close();
});

describe("evidence of the values read from the PDF", () => {
  it("is kept with each filled field, on its page with the page's size, for those who see the document", async () => {
    const states = (await statesOf("A"))!;
    const number = states.get("invoiceNumber")!;
    expect(number.source).toBe("EXTRACTED");
    // testInvoicePdf prints the number at x = 460 on an A4 page (points, y downwards).
    expect(number.evidence).toMatchObject({ page: 1 });
    expect(number.evidence!.pageWidth).toBeCloseTo(595, 0);
    expect(number.evidence!.pageHeight).toBeCloseTo(842, 0);
    expect(number.evidence!.x).toBeCloseTo(460, 0);
    expect(number.evidence!.width).toBeGreaterThan(0);
    expect(number.evidence!.height).toBeGreaterThan(0);
    expect(number.evidence!.y).toBeGreaterThan(0);
    expect(number.evidence!.y).toBeLessThan(842);
    expect(states.get("total")?.evidence).toMatchObject({ page: 1 });
    // Another company's user sees neither the document nor where its values stand.
    expect(await statesOf("B")).toBeNull();
  });

  it("is cleared when a person types another value", async () => {
    const saved = await gql("A", SAVE, { id: documentId, patch: { invoiceNumber: "RE-2026-0118" } });
    expect(saved.errors).toBeUndefined();
    const number = (await statesOf("A"))!.get("invoiceNumber")!;
    expect(number).toMatchObject({ source: "USER", evidence: null });
    // The other fields keep theirs.
    expect((await statesOf("A"))!.get("total")?.evidence).toMatchObject({ page: 1 });
  });

  it("comes with an accepted suggestion, and only with the value suggested", async () => {
    const owner = server.ownerPool;
    const evidence = {
      page: 1,
      x: 60,
      y: 700,
      width: 90,
      height: 10,
      label: "Kunden-Nr.",
      pageWidth: 595.3,
      pageHeight: 841.9,
    };
    await owner.query(
      `insert into app_public.document_field_suggestions (client_company_id, document_id, field, value, confidence, evidence)
       values ($1, $2, 'paymentReference', 'KD 4711', 0.5, $3), ($1, $2, 'dueDate', '2026-04-30', 0.5, $3)`,
      [fx.companyA, documentId, JSON.stringify(evidence)],
    );
    const accepted = await gql("A", SAVE, { id: documentId, patch: { paymentReference: "KD 4711" } });
    expect(accepted.errors).toBeUndefined();
    const typed = await gql("A", SAVE, { id: documentId, patch: { dueDate: "2026-05-02" } });
    expect(typed.errors).toBeUndefined();
    const states = (await statesOf("A"))!;
    expect(states.get("paymentReference")).toMatchObject({ source: "SUGGESTION", evidence });
    expect(states.get("dueDate")).toMatchObject({ source: "USER", evidence: null });
  });
});
