import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { LIST_DATASET, LIST_PARTNERS } from "./listDataset.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";
import { documentsList, type DocumentsListVariables, keysOf, nodeIds } from "./listTestClient.ts";

// The list keys are derived by triggers: when an invoice, other document, page or partner
// changes (as capture and review will change them), the list's filters, order and search
// follow. Writes go through the owner, as the fixture's; reads through the server.

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
let cookieA: string;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fx = await seedListDocuments(server.ownerPool, seed.companyA, LIST_DATASET);
  cookieA = await server.signIn(seed.userA);
});
afterAll(async () => server?.close());

async function rows(vars: Omit<DocumentsListVariables, "c">): Promise<string[]> {
  const answer = await documentsList(server, { c: seed.companyA, first: 200, ...vars }, cookieA);
  return keysOf(nodeIds(answer), fx.ids);
}
const sorted = (keys: readonly string[]) => [...keys].sort();
const search = async (searchText: string) => sorted(await rows({ f: { searchText } }));
const duplicates = async () => sorted(await rows({ f: { isDuplicate: true, superseded: null } }));
const sql = (text: string, values: unknown[]) => server.ownerPool.query(text, values);
const { MUELLER, ZETA, ALPEN, BAECKEREI } = LIST_PARTNERS;

describe("list keys follow changes", () => {
  it("an invoice's partner, date, total, credit memo and payment", async () => {
    await sql("update app_public.invoices set partner_company_id = $2 where document_id = $1", [
      fx.ids.t2,
      fx.partners[ALPEN],
    ]);
    expect(sorted(await rows({ f: { partnerCompanyRowIds: [fx.partners[ALPEN]] } }))).toEqual([
      "c2",
      "d3",
      "f2",
      "i1",
      "t2",
    ]);
    expect(sorted((await rows({ o: "PARTNER", d: "ASC" })).slice(0, 5))).toEqual(["c2", "d3", "f2", "i1", "t2"]);
    expect(await search("Müller")).toEqual(["b1", "c1", "t1", "t7"]);
    expect(await search("Alpen 0102")).toEqual(["t2"]);

    // i3 was exported for booking, which locks its date (GoBD): the export is taken back first.
    await sql("update app_public.documents set exported_for_booking_at = null where id = $1", [fx.ids.i3]);
    await sql("update app_public.invoices set invoice_date = '2026-01-03' where document_id = $1", [fx.ids.i3]);
    expect((await rows({ o: "INVOICE_DATE", d: "ASC" })).slice(0, 3)).toEqual(["d1", "i3", "f2"]);
    expect(sorted(await rows({ f: { untilDate: "2026-01-05" } }))).toEqual(["d1", "f2", "i3"]);

    await sql("update app_public.invoices set total = 5000, net = 4201.68 where document_id = $1", [fx.ids.e1]);
    expect((await rows({ o: "TOTAL", d: "DESC" }))[0]).toBe("e1");

    await sql("update app_public.invoices set credit_memo = true where document_id = $1", [fx.ids.t5]);
    expect(sorted(await rows({ f: { maxTotal: "-100" } }))).toEqual(["t5"]);
    expect((await rows({ o: "TOTAL", d: "ASC" }))[0]).toBe("t5");

    await sql(
      "update app_public.invoices set payment_status = 'PAID', paid_date = '2026-03-10' where document_id = $1",
      [fx.ids.i2],
    );
    expect(await rows({ f: { paidStatus: "NOT_PAID", partnerCompanyRowIds: [fx.partners[BAECKEREI]] } })).toEqual([]);
  });

  it("an other document's date, number and partner", async () => {
    await sql(
      "update app_public.other_documents set document_date = '2026-04-30', document_number = 'AA-1', partner_company_id = $2 where document_id = $1",
      [fx.ids.b2, fx.partners[MUELLER]],
    );
    expect((await rows({ o: "INVOICE_DATE", d: "DESC" }))[0]).toBe("b2");
    expect((await rows({ o: "INVOICE_NUMBER", d: "ASC" }))[0]).toBe("b2");
    expect(await search("AA-1")).toEqual(["b2"]);
    expect(sorted(await rows({ f: { partnerCompanyRowIds: [fx.partners[MUELLER]] } }))).toEqual([
      "b1",
      "b2",
      "c1",
      "t1",
      "t7",
    ]);
  });

  it("a document without a date follows its import date", async () => {
    await sql("update app_public.documents set import_date = '2025-12-31T12:00:00Z' where id = $1", [fx.ids.n1]);
    expect((await rows({ o: "INVOICE_DATE", d: "ASC" }))[0]).toBe("n1");
    expect((await rows({ o: "IMPORT_DATE", d: "ASC" }))[0]).toBe("n1");
  });

  it("a renamed partner", async () => {
    await sql("update app_public.partner_companies set name = 'Aachener Backhaus' where id = $1", [
      fx.partners[BAECKEREI],
    ]);
    expect(await search("Backhaus")).toEqual(["i2", "i3"]);
    expect(await search("Schmidt")).toEqual([]);
    expect(sorted((await rows({ o: "PARTNER", d: "ASC" })).slice(0, 2))).toEqual(["i2", "i3"]);
  });

  it("a title and page text added, changed and removed", async () => {
    await sql("update app_public.documents set title = 'Kopiererleasing Vertrag' where id = $1", [fx.ids.d3]);
    expect(await search("Kopiererleasing")).toEqual(["d3"]);
    expect(await search("Leasingvertrag")).toEqual([]);

    await sql(
      `insert into app_public.document_pages (client_company_id, document_id, page_no, width, height, image_sha256, image_media_type,
                                              thumb_sha256, thumb_media_type, thumb_width, thumb_height, text, text_source)
       values ($1, $2, 1, 1240, 1754, repeat('a', 64), 'image/webp', repeat('b', 64), 'image/webp', 200, 283, 'Wartungsverträge für Kopierer', 'PDF'),
              ($1, $2, 2, 1240, 1754, repeat('a', 64), 'image/webp', repeat('b', 64), 'image/webp', 200, 283, 'Anlage: Preisblatt', 'PDF')`,
      [seed.companyA, fx.ids.d3],
    );
    expect(await search("Wartungsvertrag")).toEqual(["d3"]);
    expect(await search("Wartungsvertrag Preisblatt")).toEqual(["d3"]);

    await sql("update app_public.document_pages set text = 'Kaffeelieferung für das Büro' where document_id = $1", [
      fx.ids.i2,
    ]);
    expect(await search("Brötchenlieferung")).toEqual([]);
    expect(await search("Kaffeelieferung")).toEqual(["i2"]);

    await sql("delete from app_public.document_pages where document_id = $1 and page_no = 2", [fx.ids.d3]);
    expect(await search("Preisblatt")).toEqual([]);
    expect(await search("Wartungsvertrag")).toEqual(["d3"]);
  });
});

describe("duplicate flags follow changes", () => {
  const setNumber = (key: string, number: string | null) =>
    sql("update app_public.invoices set invoice_number = $2 where document_id = $1", [fx.ids[key], number]);
  const setSuperseded = (key: string, superseded: boolean) =>
    sql("update app_public.documents set superseded = $2 where id = $1", [fx.ids[key], superseded]);

  it("clears when a duplicate's number changes, sets when it comes back", async () => {
    expect(await duplicates()).toEqual(["t1", "t7"]);
    await setNumber("t7", "RE-2026-0199");
    expect(await duplicates()).toEqual([]);
    await setNumber("t7", "RE-2026-0101");
    expect(await duplicates()).toEqual(["t1", "t7"]);
    await setNumber("t7", null);
    expect(await duplicates()).toEqual([]);
    await setNumber("t7", "RE-2026-0101");
    expect(await duplicates()).toEqual(["t1", "t7"]);
  });

  it("clears when a duplicate is superseded, sets when it is current again", async () => {
    await setSuperseded("t1", true);
    expect(await duplicates()).toEqual([]);
    await setSuperseded("t1", false);
    expect(await duplicates()).toEqual(["t1", "t7"]);
    // s1 repeats t3's number; current again, the two are duplicates.
    await setSuperseded("s1", false);
    expect(await duplicates()).toEqual(["s1", "t1", "t3", "t7"]);
    await setSuperseded("s1", true);
    expect(await duplicates()).toEqual(["t1", "t7"]);
  });

  it("needs the same partner and the same kind (invoice or credit memo)", async () => {
    await sql("update app_public.invoices set partner_company_id = $2 where document_id = $1", [
      fx.ids.t7,
      fx.partners[ZETA],
    ]);
    expect(await duplicates()).toEqual([]);
    await sql("update app_public.invoices set partner_company_id = $2 where document_id = $1", [
      fx.ids.t7,
      fx.partners[MUELLER],
    ]);
    expect(await duplicates()).toEqual(["t1", "t7"]);
    await sql("update app_public.invoices set credit_memo = true where document_id = $1", [fx.ids.t7]);
    expect(await duplicates()).toEqual([]);
    await sql("update app_public.invoices set credit_memo = false where document_id = $1", [fx.ids.t7]);
    expect(await duplicates()).toEqual(["t1", "t7"]);
  });

  it("clears when the other duplicate's document is deleted", async () => {
    await setSuperseded("s1", false);
    expect(await duplicates()).toEqual(["s1", "t1", "t3", "t7"]);
    await sql("delete from app_public.documents where id = $1", [fx.ids.s1]);
    expect(await duplicates()).toEqual(["t1", "t7"]);
  });

  it("clears the other one when a duplicate's invoice is deleted", async () => {
    await sql("delete from app_public.invoices where document_id = $1", [fx.ids.t7]);
    expect(sorted(await rows({ f: { isDuplicate: true, documentRowIds: [fx.ids.t1] } }))).toEqual([]);
    // The document whose invoice was deleted (t7, say, re-classified as another document)
    // is no duplicate either (migration 000014).
    expect(await duplicates()).toEqual([]);
  });
});
