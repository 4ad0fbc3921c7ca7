/* eslint-disable @typescript-eslint/no-explicit-any -- database rows are checked field by field */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { appFetch } from "../test/http.ts";

const TESTDATA = resolve(import.meta.dirname, "../../testdata/einvoice");
const V1 = `${TESTDATA}/zugferd-corpus/ZUGFeRDv1`;

/**
 * E-invoices the review must not take at face value: a ZUGFeRD 1.0 PDF read leniently, a PDF
 * whose embedded invoice is unusable (its reason stored, the document up for manual review),
 * and placeholder parties (a warning, no partner created), all through upload and worker.
 */
describe("capture of e-invoices that need a closer look", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  let cookie: string;
  let category: string;

  beforeAll(async () => {
    server = await startTestServer({ worker: true, persistedOnly: false, env: { CAPTURE_MAX_PAGES: "50" } });
    fx = await seedTwoCompanies(server.ownerPool);
    cookie = await server.signIn(fx.userA);
    const { rows } = await server.ownerPool.query<{ id: string }>(
      `select id from app_public.document_categories
        where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1`,
      [fx.companyA],
    );
    category = rows[0]!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  async function capture(name: string, bytes: Uint8Array) {
    const form = new FormData();
    form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    const params = new URLSearchParams({ clientCompanyRowId: fx.companyA, categoryRowId: category });
    const res = await appFetch(`${server.url}/api/source-files?${params}`, {
      method: "POST",
      body: form,
      headers: { cookie },
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as any).sourceFiles[0].rowId as string;
    for (;;) {
      const { rows } = await server.ownerPool.query(
        `select f.status, f.processing_error, d.needs_manual_review, d.manual_review_reason, d.compliance_findings,
                i.has_xml_source, i.invoice_number, i.total::text, i.net::text, i.einvoice_profile, i.partner_company_id
           from app_public.source_files f
           left join app_public.documents d on d.id = f.document_id
           left join app_public.invoices i on i.document_id = d.id
          where f.id = $1`,
        [id],
      );
      if (["DONE", "FAILED"].includes(rows[0].status)) return rows[0];
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it("imports a ZUGFeRD 1.0 BASIC PDF from its XML, with what the vendor left out as findings", async () => {
    const doc = await capture("acme.pdf", await readFile(`${V1}/correct/Konik/acme_invoice-42_ZUGFeRD.pdf`));
    expect(doc).toMatchObject({
      status: "DONE",
      has_xml_source: true,
      invoice_number: "20131122-42",
      total: "119.00",
      net: null,
      needs_manual_review: false,
    });
    const rules = doc.compliance_findings.map((f: any) => f.rule);
    expect(doc.compliance_findings).toContainEqual({
      rule: "EINVOICE_VALUE_MISSING",
      severity: "warning",
      params: { term: "BT-109" },
    });
    // Addressed to "Buyer Inc.", uploaded to Alpha Bau GmbH.
    expect(rules).toContain("ADDRESSED_TO_OTHER_COMPANY");
  }, 60_000);

  it("stores why an embedded e-invoice is unusable and always puts the document up for manual review", async () => {
    const doc = await capture("fail1.pdf", await readFile(`${V1}/fail/Mustangproject/fail1.pdf`));
    expect(doc).toMatchObject({
      status: "DONE",
      has_xml_source: false,
      needs_manual_review: true,
      manual_review_reason: "EINVOICE_UNUSABLE",
    });
    expect(doc.compliance_findings).toContainEqual({
      rule: "EINVOICE_ATTACHMENT_UNREADABLE",
      severity: "warning",
      params: {
        filename: "ZUGFeRD-invoice.xml",
        code: "EINVOICE_INVALID",
        reason: "NOT_A_NUMBER",
        term: "BT-152",
        value: "19.00e",
      },
    });
  }, 60_000);

  it("warns about placeholder parties and creates no partner from them", async () => {
    const xml = await readFile(
      `${TESTDATA}/kosit-xrechnung-testsuite/src/test/business-cases/extension/05.01a-INVOICE_ubl.xml`,
    );
    const doc = await capture("drittzahlung.xml", xml);
    expect(doc).toMatchObject({ status: "DONE", has_xml_source: true, partner_company_id: null });
    const rules = doc.compliance_findings.map((f: any) => f.rule);
    expect(rules).toEqual(expect.arrayContaining(["SELLER_PLACEHOLDER", "BUYER_PLACEHOLDER"]));
    // The third-party payments are part of the amount due (XRechnung extension): no BR-CO-16.
    expect(rules).not.toContain("BR-CO-16");
    expect(rules).not.toContain("ADDRESSED_TO_OTHER_COMPANY"); // a placeholder names no company
    const { rows } = await server.ownerPool.query(
      "select name from app_public.partner_companies where client_company_id = $1 and name like '%[%'",
      [fx.companyA],
    );
    expect(rows).toEqual([]);
  }, 60_000);
});
