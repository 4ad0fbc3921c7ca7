/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { uploadAndProcess } from "../test/uploads.ts";

const CII = resolve(import.meta.dirname, "../../testdata/einvoice/zugferd-corpus/XML-Rechnung/CII");

const SOURCE_FILE = `query ($rowId: UUID!) {
  sourceFile(rowId: $rowId) { status processingError processingErrorReason }
}`;

/**
 * A standalone e-invoice XML the reader refuses: the file fails as EINVOICE_INVALID and keeps
 * the reader's coded reason (term and value) in a column its company's members read through
 * the API, so the upload page can say what exactly is wrong. Nothing technical is exposed.
 */
describe("an e-invoice XML refused at upload", () => {
  let server: TestServer;
  let fx: TwoCompanies;
  let cookieA: string;
  let cookieB: string;
  let category: string;
  let einfach: string;

  beforeAll(async () => {
    server = await startTestServer({ worker: true, persistedOnly: false });
    fx = await seedTwoCompanies(server.ownerPool);
    cookieA = await server.signIn(fx.userA);
    cookieB = await server.signIn(fx.userB);
    const { rows } = await server.ownerPool.query<{ id: string }>(
      `select id from app_public.document_categories
        where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1`,
      [fx.companyA],
    );
    category = rows[0]!.id;
    einfach = await readFile(`${CII}/EN16931_Einfach.cii.xml`, "utf8");
  });
  afterAll(async () => {
    await server?.close();
  });

  async function refused(name: string, xml: string) {
    const target = { server, cookie: cookieA, clientCompanyRowId: fx.companyA, categoryRowId: category };
    const { rowId } = await uploadAndProcess(target, name, xml);
    const { json } = await server.graphql({ query: SOURCE_FILE, variables: { rowId } }, cookieA);
    expect(json.errors).toBeUndefined();
    return { rowId, sourceFile: (json.data as any).sourceFile };
  }

  it("names the missing amount due (BT-115) of an EN 16931 invoice", async () => {
    const xml = einfach.replace(/<ram:DuePayableAmount>[^<]*<\/ram:DuePayableAmount>/, "");
    expect(xml).not.toContain("DuePayableAmount");
    const { rowId, sourceFile } = await refused("ohne-zahlbetrag.xml", xml);
    expect(sourceFile).toEqual({
      status: "FAILED",
      processingError: "EINVOICE_INVALID",
      processingErrorReason: { reason: "MISSING", term: "BT-115" },
    });
    // Another company's user does not see the file, nor its reason.
    const other = await server.graphql({ query: SOURCE_FILE, variables: { rowId } }, cookieB);
    expect((other.json.data as any).sourceFile).toBeNull();
  });

  it("names an invoice date that is no date, with the value", async () => {
    const xml = einfach.replace(/(<ram:IssueDateTime>\s*<udt:DateTimeString format="102">)20180305/, "$120180231");
    expect(xml).toContain("20180231");
    const { sourceFile } = await refused("falsches-datum.xml", xml);
    expect(sourceFile).toEqual({
      status: "FAILED",
      processingError: "EINVOICE_INVALID",
      processingErrorReason: { reason: "NOT_A_DATE", term: "BT-2", value: "20180231" },
    });
  });

  it("names missing document totals (BG-22)", async () => {
    const xml = einfach.replace(
      /<ram:SpecifiedTradeSettlementHeaderMonetarySummation>[\s\S]*<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>/,
      "",
    );
    const { sourceFile } = await refused("ohne-summen.xml", xml);
    expect(sourceFile.processingErrorReason).toEqual({ reason: "MISSING", term: "BG-22" });
  });

  it("keeps a file refused for another cause without a reason, and the technical detail out of the API", async () => {
    const { sourceFile } = await refused("kaputt.xml", einfach.slice(0, einfach.length / 2));
    expect(sourceFile).toEqual({ status: "FAILED", processingError: "XML_MALFORMED", processingErrorReason: null });
    const detail = await server.graphql(
      { query: `{ sourceFiles(first: 1) { nodes { processingErrorDetail } } }` },
      cookieA,
    );
    expect(detail.json.errors?.[0]?.message).toMatch(/processingErrorDetail/);
  });

  it("refuses a reason in the column that is not one of the coded ones", async () => {
    const { rows } = await server.ownerPool.query<{ id: string }>(
      "select id from app_public.source_files where client_company_id = $1 limit 1",
      [fx.companyA],
    );
    for (const bad of [{ reason: "Stack trace: …" }, { reason: "MISSING", sql: "select 1" }, ["MISSING"]]) {
      await expect(
        server.ownerPool.query("update app_public.source_files set processing_error_reason = $2 where id = $1", [
          rows[0]!.id,
          JSON.stringify(bad),
        ]),
      ).rejects.toThrow(/source_files_processing_error_reason_check/);
    }
  });
});
