import { readdir, readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPlaceholderName } from "../domain/capture/parties.ts";
import { parseEInvoiceXml } from "../domain/einvoice/index.ts";
import { BlobStore } from "../files/blobStore.ts";
import { openPdf } from "../files/pdf.ts";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { type CaptureDeps, processSourceFile } from "./processSourceFile.ts";

const ROOT = resolve(import.meta.dirname, "../../testdata/einvoice");
const DIRS = [
  "zugferd-corpus/XML-Rechnung/CII",
  "zugferd-corpus/XML-Rechnung/UBL",
  "zugferd-corpus/XML-Rechnung/FX",
  "kosit-xrechnung-testsuite/src/test/business-cases/standard",
];

interface CorpusFile {
  path: string;
  name: string;
  kind: "XML" | "PDF";
  /** The XML whose figures the imported invoice must carry. */
  xmlPath?: string;
}

async function corpus(): Promise<CorpusFile[]> {
  const files: CorpusFile[] = [];
  for (const dir of DIRS) {
    for (const name of (await readdir(`${ROOT}/${dir}`)).sort()) {
      const path = `${ROOT}/${dir}/${name}`;
      if (name.endsWith(".xml")) files.push({ path, name, kind: "XML", xmlPath: path });
      if (name.endsWith(".pdf")) files.push({ path, name, kind: "PDF" });
    }
  }
  return files;
}

const isoDate = (d: Date | null) =>
  d == null
    ? null
    : `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
/** The XML itself, or the one embedded in a Factur-X/ZUGFeRD PDF (not always equal to its CII twin). */
async function expectedXml(file: CorpusFile): Promise<Uint8Array> {
  if (file.xmlPath) return new Uint8Array(await readFile(file.xmlPath));
  const pdf = await openPdf(new Uint8Array(await readFile(file.path)), { maxPages: 500 });
  try {
    const xml = pdf.attachments.find((a) => /\.xml$/i.test(a.filename));
    if (!xml) throw new Error(`${file.name} has no XML attachment`);
    return xml.content;
  } finally {
    await pdf.close();
  }
}

const money = (v: string | null | undefined) => (v == null ? null : Number(v).toFixed(2));

/**
 * Every e-invoice of the public corpora goes through the real processing job into the
 * database: the stored invoice carries the XML's figures exactly (for the Factur-X PDFs, those
 * of the XML they embed), the partner is the seller, and the document has its pages.
 */
describe("e-invoice corpus import", async () => {
  const files = await corpus();
  let server: TestServer;
  let fx: TwoCompanies;
  let deps: CaptureDeps;
  let categoryId: string;

  beforeAll(async () => {
    server = await startTestServer({ worker: false });
    fx = await seedTwoCompanies(server.ownerPool);
    deps = {
      ownerPool: server.ownerPool,
      blobs: new BlobStore(server.blobDir),
      ocr: null,
      maxPages: 500,
      logger: makeLogger("silent"),
    };
    const { rows } = await server.ownerPool.query(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1",
      [fx.companyA],
    );
    categoryId = rows[0].id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("finds the corpus", () => {
    expect(files.filter((f) => f.kind === "XML").length).toBeGreaterThanOrEqual(121);
    expect(files.filter((f) => f.kind === "PDF").length).toBeGreaterThanOrEqual(26);
  });

  it.each(files.map((f) => [f.name, f] as const))("imports %s exactly", async (_name, file) => {
    const bytes = new Uint8Array(await readFile(file.path));
    const sha256 = await deps.blobs.put(bytes);
    const { rows } = await server.ownerPool.query<{ id: string }>(
      `insert into app_public.source_files (client_company_id, category_id, name, kind, media_type, size_bytes, sha256, uploaded_by_user_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        fx.companyA,
        categoryId,
        file.name,
        file.kind,
        file.kind === "PDF" ? "application/pdf" : "application/xml",
        bytes.length,
        sha256,
        fx.userA,
      ],
    );
    await processSourceFile(deps, rows[0]!.id);
    const { rows: result } = await server.ownerPool.query(
      `select f.status, f.processing_error, f.duplicate_document_id, d.num_pages, i.*, p.name as partner_name
         from app_public.source_files f
         left join app_public.documents d on d.id = coalesce(f.document_id, f.duplicate_document_id)
         left join app_public.invoices i on i.document_id = d.id
         left join app_public.partner_companies p on p.id = i.partner_company_id
        where f.id = $1`,
      [rows[0]!.id],
    );
    const row = result[0];
    expect(row.processing_error).toBeNull();
    expect(["DONE", "DUPLICATE"]).toContain(row.status); // some corpus files are byte-identical

    const expected = parseEInvoiceXml(await expectedXml(file)).invoice;
    expect({
      invoiceNumber: row.invoice_number,
      invoiceDate: isoDate(row.invoice_date),
      dueDate: isoDate(row.due_date),
      currency: row.currency,
      net: money(row.net),
      vatAmount: money(row.vat_amount),
      total: money(row.total),
      creditMemo: row.credit_memo,
      hasXmlSource: row.has_xml_source,
    }).toEqual({
      invoiceNumber: expected.invoiceNumber?.slice(0, 100) ?? null,
      invoiceDate: expected.invoiceDate ?? null,
      dueDate: expected.dueDate ?? null,
      currency: expected.currency ?? "EUR",
      net: money(expected.net),
      vatAmount: money(expected.vatAmount),
      total: money(expected.total),
      creditMemo: expected.isCreditMemo,
      hasXmlSource: true,
    });
    if (expected.payment.iban && /^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/.test(expected.payment.iban)) {
      expect(row.iban).toBe(expected.payment.iban);
    }
    // A template's placeholder ("[Seller name]") never becomes a partner (one found by its VAT
    // id keeps its own name); a real name always gives one.
    if (isPlaceholderName(expected.seller.name)) {
      expect(row.partner_name === null || !isPlaceholderName(row.partner_name)).toBe(true);
    } else if (expected.seller.name) expect(row.partner_name).toBeTruthy();
    expect(row.num_pages).toBeGreaterThan(0); // the PDF's pages, or the visualization of the XML
  });
});
