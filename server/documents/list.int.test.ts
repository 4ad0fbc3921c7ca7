import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { COMPANY_B_DATASET, DEFAULT_LIST_KEYS, expectedOrder, LIST_DATASET, LIST_PARTNERS } from "./listDataset.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";
import { DOCUMENTS_LIST_SORT_FIELDS } from "./listQuery.ts";
import { documentsList, type DocumentsListVariables, keysOf, nodeIds } from "./listTestClient.ts";

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
let fxB: ListFixture;
let cookieA: string;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fx = await seedListDocuments(server.ownerPool, seed.companyA, LIST_DATASET);
  fxB = await seedListDocuments(server.ownerPool, seed.companyB, COMPANY_B_DATASET);
  cookieA = await server.signIn(seed.userA);
});
afterAll(async () => server?.close());

const allIds = () => ({ ...fx.ids, ...fxB.ids });
/** The page's rows as dataset keys (first 200: the whole dataset). */
async function rows(vars: Omit<DocumentsListVariables, "c">): Promise<string[]> {
  const answer = await documentsList(server, { c: seed.companyA, first: 200, ...vars }, cookieA);
  return keysOf(nodeIds(answer), allIds());
}
const sorted = (keys: readonly string[]) => [...keys].sort();
const without = (...keys: string[]) => DEFAULT_LIST_KEYS.filter((k) => !keys.includes(k));

type Filter = (f: ListFixture) => Record<string, unknown>;
const { MUELLER, ZETA, ALPEN, BAECKEREI, KUNDE } = LIST_PARTNERS;

// One row per line reads as a table.
// prettier-ignore
const FILTER_CASES: [string, Filter, string[]][] = [
  ["no filter: current, not archived", () => ({}), DEFAULT_LIST_KEYS],
  // Archived and superseded: default false, true only those, explicit null both.
  ["superseded true", () => ({ superseded: true }), ["s1"]],
  ["superseded null", () => ({ superseded: null }), [...DEFAULT_LIST_KEYS, "s1"]],
  ["archived true", () => ({ archived: true }), ["a1"]],
  ["archived null", () => ({ archived: null }), [...DEFAULT_LIST_KEYS, "a1"]],
  ["archived and superseded true", () => ({ archived: true, superseded: true }), ["as1"]],
  ["archived and superseded null", () => ({ archived: null, superseded: null }), LIST_DATASET.map((d) => d.key)],
  // Dates: bounds inclusive; other documents by document date, undated ones by import day in Berlin.
  ["invoice date range", () => ({ dateFilterType: "INVOICE_DATE", fromDate: "2026-03-10", untilDate: "2026-03-15" }), ["t1", "t2", "t3", "t4", "t5", "t6", "t7", "b1"]],
  ["date range without type = invoice date", () => ({ fromDate: "2026-03-10", untilDate: "2026-03-15" }), ["t1", "t2", "t3", "t4", "t5", "t6", "t7", "b1"]],
  ["document date range", () => ({ dateFilterType: "DOCUMENT_DATE", fromDate: "2026-01-01", untilDate: "2026-01-31" }), ["d1", "f2", "c2", "i1"]],
  ["from date only", () => ({ fromDate: "2026-03-16" }), ["b2", "o2", "n1", "i3"]],
  ["until date only", () => ({ untilDate: "2026-01-05" }), ["d1", "f2"]],
  ["undated document: its Berlin import day", () => ({ fromDate: "2026-02-21", untilDate: "2026-02-21" }), ["d2"]],
  ["import date: Berlin day, late UTC evening", () => ({ dateFilterType: "IMPORT_DATE", fromDate: "2026-02-20", untilDate: "2026-02-20" }), ["e1"]],
  ["import date: after midnight in Berlin", () => ({ dateFilterType: "IMPORT_DATE", fromDate: "2026-02-21", untilDate: "2026-02-21" }), ["d2"]],
  ["import date one day", () => ({ dateFilterType: "IMPORT_DATE", fromDate: "2026-03-11", untilDate: "2026-03-11" }), ["t1", "t2", "t3", "t4", "t5", "t6", "t7"]],
  ["import date from", () => ({ dateFilterType: "IMPORT_DATE", fromDate: "2026-03-25" }), ["n1", "i3"]],
  // Amounts: signed, credit memos negative, bounds inclusive.
  ["credit memos by negative range", () => ({ minTotal: "-100", maxTotal: "0" }), ["c1", "c2"]],
  ["exact amount", () => ({ minTotal: "119", maxTotal: "119.00" }), ["t1", "t2", "t3", "t6", "t7"]],
  ["min total", () => ({ minTotal: "1000" }), ["f1", "o1"]],
  ["max total", () => ({ maxTotal: "10" }), ["e1", "c1", "c2"]],
  ["exact negative amount", () => ({ minTotal: "-59.5", maxTotal: "-59.50" }), ["c1"]],
  ["not paid", () => ({ paidStatus: "NOT_PAID" }), ["t1", "t3", "t4", "t5", "t7", "c1", "f1", "i2", "o1", "n1"]],
  ["paid", () => ({ paidStatus: "PAID" }), ["t2", "t6", "c2", "f2", "i1", "i3", "o2", "b1", "e1"]],
  ["exported", () => ({ exportStatus: "EXPORTED_FOR_BOOKING" }), ["i1", "i3"]],
  ["not exported", () => ({ exportStatus: "NOT_EXPORTED_FOR_BOOKING" }), without("i1", "i3")],
  ["outgoing invoices", () => ({ documentTypes: ["OUTGOING_INVOICE"] }), ["t5", "o1", "o2"]],
  ["excluding invoices", () => ({ excludeDocumentTypes: ["INCOMING_INVOICE", "OUTGOING_INVOICE"] }), ["d1", "d2", "d3", "b2"]],
  ["types minus excluded type", () => ({ documentTypes: ["OTHER_DOCUMENT", "OUTGOING_INVOICE"], excludeDocumentTypes: ["OTHER_DOCUMENT"] }), ["t5", "o1", "o2"]],
  ["category", (f) => ({ categoryRowIds: [f.categories.second] }), ["i1", "i3"]],
  ["excluded categories", (f) => ({ excludeCategoryRowIds: [f.categories.first, f.categories.other] }), ["i1", "i3", "t5", "o1", "o2"]],
  ["partner", (f) => ({ partnerCompanyRowIds: [f.partners[BAECKEREI]] }), ["i2", "i3"]],
  ["partners", (f) => ({ partnerCompanyRowIds: [f.partners[ALPEN], f.partners[KUNDE]] }), ["c2", "f2", "i1", "d3", "t5", "o1", "o2"]],
  // Excluding partners keeps documents without a recognised partner.
  ["excluded partners", (f) => ({ excludePartnerCompanyRowIds: [f.partners[MUELLER], f.partners[ZETA]] }), ["t5", "t6", "c2", "f2", "i1", "i2", "i3", "o1", "o2", "d2", "d3", "b2", "n1"]],
  ["base document", (f) => ({ baseDocumentRowIds: [f.ids.b1] }), ["b2"]],
  ["document ids (archived one hidden)", (f) => ({ documentRowIds: [f.ids.t1, f.ids.i2, f.ids.a1] }), ["t1", "i2"]],
  ["document ids, archived null", (f) => ({ documentRowIds: [f.ids.t1, f.ids.i2, f.ids.a1], archived: null }), ["t1", "i2", "a1"]],
  ["approved", () => ({ isApproved: true }), ["i1", "i2", "o2", "d3"]],
  ["not approved", () => ({ isApproved: false }), without("i1", "i2", "o2", "d3")],
  // t3 and the superseded s1 share a number: a superseded invoice makes no duplicate.
  ["duplicates", () => ({ isDuplicate: true }), ["t1", "t7"]],
  ["no duplicates", () => ({ isDuplicate: false }), without("t1", "t7")],
  ["credit memos", () => ({ isCreditMemo: true }), ["c1", "c2"]],
  ["no credit memos", () => ({ isCreditMemo: false }), without("c1", "c2")],
  ["XML source", () => ({ hasXmlSource: true }), ["i1", "o1"]],
  ["no XML source", () => ({ hasXmlSource: false }), without("i1", "o1")],
  ["contract type", () => ({ contractType: "RENTAL" }), ["d1"]],
  ["other contract type", () => ({ contractType: "LEASING" }), ["d3"]],
  ["internal number part", () => ({ internalNumber: "7001" }), ["i1"]],
  ["internal number, any case", () => ({ internalNumber: "int-700" }), ["i1", "i2"]],
  // Combined filters are all applied.
  ["incoming, unpaid, in March", () => ({ documentTypes: ["INCOMING_INVOICE"], paidStatus: "NOT_PAID", fromDate: "2026-03-01", untilDate: "2026-03-31" }), ["t1", "t3", "t4", "t7", "n1"]],
  ["search, no credit memo, unpaid", () => ({ searchText: "Müller", isCreditMemo: false, paidStatus: "NOT_PAID" }), ["t1", "t7"]],
  ["partner, min total, no XML", (f) => ({ partnerCompanyRowIds: [f.partners[ZETA]], minTotal: "100", hasXmlSource: false }), ["t3", "f1"]],
  ["archived null with partner and date", (f) => ({ archived: null, partnerCompanyRowIds: [f.partners[MUELLER]], untilDate: "2026-02-15" }), ["a1", "c1"]],
];

// One row per line reads as a table.
// prettier-ignore
const SEARCH_CASES: [string, string, string[]][] = [
  // German stemming: the plural finds the singular and the plural.
  ["stemming", "Rechnungen", ["i2", "d1"]],
  ["stemming, singular", "rechnung", ["i2", "d1"]],
  ["stemming of a title", "Lieferscheine", ["d2", "b2"]],
  ["partner name", "Schmidt", ["i2", "i3"]],
  ["partner name with umlaut", "bäckerei", ["i2", "i3"]],
  ["partner name, case", "MÜLLER", ["t1", "t2", "t7", "c1", "b1"]],
  ["extracted partner name", "Ostwind", ["t6"]],
  ["whole invoice number", "RE-2026-0102", ["t2"]],
  ["part of invoice numbers", "2026-010", ["t1", "t2", "t3", "t7"]],
  ["part of invoice numbers, lower case", "s-2026-1", ["i2", "i3"]],
  ["order number", "BEST-55501", ["i1"]],
  ["part of an order number", "88123", ["o1"]],
  ["document number", "MV-2026-01", ["d1"]],
  ["internal number", "INT-7002", ["i2"]],
  ["page text", "Brötchenlieferung", ["i2"]],
  ["title", "Mietvertrag", ["d1"]],
  ["multi-word AND: partner and page text", "Bäckerei Brötchenlieferung", ["i2"]],
  ["multi-word AND: partner and title", "Zeta Mietvertrag", ["d1"]],
  ["multi-word AND: nothing has both", "Müller Brötchenlieferung", []],
  ["multi-word AND: partner and part of a number", "Müller 0102", ["t2"]],
  ["multi-word AND: partner and part of a number, three words", "müller sanitär 0101", ["t1", "t7"]],
  ["no match", "Xylophon", []],
  ["surrounding blanks", "  Ostwind  ", ["t6"]],
  ["stop words do not narrow a phrase", "Brötchenlieferung für das Büro", ["i2"]],
  ["punctuation only does not filter", "-", DEFAULT_LIST_KEYS],
];

describe("documentsList filters", () => {
  it.each(FILTER_CASES)("%s", async (_name, filter, expected) => {
    expect(sorted(await rows({ f: filter(fx) }))).toEqual(sorted(expected));
  });

  it.each(SEARCH_CASES)("search: %s (%s)", async (_name, searchText, expected) => {
    expect(sorted(await rows({ f: { searchText } }))).toEqual(sorted(expected));
  });

  it("searches one company only", async () => {
    const answer = await documentsList(
      server,
      { c: seed.companyB, f: { searchText: "Müller" } },
      await server.signIn(seed.userB),
    );
    expect(keysOf(nodeIds(answer), allIds())).toEqual(["bx1"]);
    expect(sorted(await rows({ f: { searchText: "Rechnungen" } }))).toEqual(["d1", "i2"]);
  });

  it("filter null and filter {} both mean the defaults", async () => {
    expect(sorted(await rows({ f: null }))).toEqual(sorted(DEFAULT_LIST_KEYS));
    expect(sorted(await rows({}))).toEqual(sorted(DEFAULT_LIST_KEYS));
  });
});

const DIRECTIONS = ["ASC", "DESC"] as const;
const SORTS = DOCUMENTS_LIST_SORT_FIELDS.flatMap((o) => DIRECTIONS.map((d) => [o, d] as const));
const defaultDocs = () => LIST_DATASET.filter((d) => !d.archived && !d.superseded);

describe("documentsList order", () => {
  it("defaults to invoice date, newest first, ties by id", async () => {
    expect(await rows({})).toEqual(expectedOrder(defaultDocs(), fx.ids, "INVOICE_DATE", "DESC"));
  });

  it.each(SORTS)("%s %s: exact order, keys a document lacks last", async (orderBy, direction) => {
    const expected = expectedOrder(defaultDocs(), fx.ids, orderBy, direction);
    const answer = await documentsList(server, { c: seed.companyA, o: orderBy, d: direction, first: 200 }, cookieA);
    expect(keysOf(nodeIds(answer), fx.ids)).toEqual(expected);
    expect(keysOf(answer.ids, fx.ids)).toEqual(expected);
  });

  // Hand-checked against the dataset, so the model above cannot share a mistake with the SQL.
  it("hand-checked orders: signed totals, nulls last in both directions", async () => {
    const nullTotals = ["t4", "d1", "d2", "d3", "b2", "n1"];
    const asc = await rows({ o: "TOTAL", d: "ASC" });
    expect(asc.slice(0, 6)).toEqual(["c1", "c2", "e1", "i3", "i2", "i1"]);
    expect(sorted(asc.slice(6, 11))).toEqual(["t1", "t2", "t3", "t6", "t7"]);
    expect(asc.slice(11, 17)).toEqual(["t5", "b1", "f2", "o2", "f1", "o1"]);
    expect(sorted(asc.slice(17))).toEqual(sorted(nullTotals));
    const desc = await rows({ o: "TOTAL", d: "DESC" });
    expect(desc.slice(0, 6)).toEqual(["o1", "f1", "o2", "f2", "b1", "t5"]);
    expect(desc.slice(11, 17)).toEqual(["i1", "i2", "i3", "e1", "c2", "c1"]);
    expect(sorted(desc.slice(17))).toEqual(sorted(nullTotals));
    const dueDesc = await rows({ o: "DUE_DATE", d: "DESC" });
    expect(sorted(dueDesc.slice(0, 3))).toEqual(["t1", "t3", "t6"]);
    expect(dueDesc.slice(3, 7)).toEqual(["i2", "o1", "f1", "c1"]);
    const dueAsc = await rows({ o: "DUE_DATE", d: "ASC" });
    expect(dueAsc.slice(0, 4)).toEqual(["c1", "f1", "o1", "i2"]);
    expect(sorted(dueAsc.slice(4, 7))).toEqual(["t1", "t3", "t6"]);
    const partnerAsc = await rows({ o: "PARTNER", d: "ASC" });
    expect(sorted(partnerAsc.slice(0, 4))).toEqual(["c2", "d3", "f2", "i1"]);
    expect(sorted(partnerAsc.slice(-3))).toEqual(["b2", "d2", "n1"]);
    const partnerDesc = await rows({ o: "PARTNER", d: "DESC" });
    expect(sorted(partnerDesc.slice(0, 5))).toEqual(["d1", "e1", "f1", "t3", "t4"]);
    expect(partnerDesc[5]).toBe("t6");
    expect(sorted(partnerDesc.slice(-3))).toEqual(["b2", "d2", "n1"]);
  });
});

describe("documentsList cursor paging", () => {
  /** Walks every page and checks what pageInfo says on the way. */
  async function walk(vars: Omit<DocumentsListVariables, "c" | "first" | "after">, first: number): Promise<string[]> {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 100; page++) {
      const answer = await documentsList(server, { c: seed.companyA, ...vars, first, after }, cookieA);
      expect(answer.edges.length).toBeLessThanOrEqual(first);
      expect(answer.pageInfo.hasPreviousPage).toBe(after !== null);
      expect(answer.pageInfo.startCursor).toBe(answer.edges[0]?.cursor ?? null);
      expect(answer.pageInfo.endCursor).toBe(answer.edges.at(-1)?.cursor ?? null);
      seen.push(...nodeIds(answer));
      if (!answer.pageInfo.hasNextPage) {
        expect(answer.totalCount).toBe(seen.length);
        return seen;
      }
      expect(answer.edges).toHaveLength(first);
      after = answer.pageInfo.endCursor;
    }
    throw new Error("paging did not end");
  }

  it.each(SORTS.flatMap(([o, d]) => [2, 3].map((n) => [o, d, n] as const)))(
    "%s %s in pages of %i: no row skipped or repeated",
    async (orderBy, direction, first) => {
      const expected = expectedOrder(defaultDocs(), fx.ids, orderBy, direction);
      const walked = keysOf(await walk({ o: orderBy, d: direction }, first), fx.ids);
      expect(walked).toEqual(expected);
      const { ids } = await documentsList(server, { c: seed.companyA, o: orderBy, d: direction, first: 1 }, cookieA);
      expect(keysOf(ids, fx.ids)).toEqual(walked);
    },
  );

  it("pages the tie group: one day, one import moment, due dates partly missing", async () => {
    const ties = LIST_DATASET.filter((d) => d.key.startsWith("t"));
    for (const orderBy of DOCUMENTS_LIST_SORT_FIELDS) {
      for (const direction of DIRECTIONS) {
        const walked = await walk(
          { f: { fromDate: "2026-03-10", untilDate: "2026-03-10" }, o: orderBy, d: direction },
          2,
        );
        expect(keysOf(walked, fx.ids)).toEqual(expectedOrder(ties, fx.ids, orderBy, direction));
      }
    }
  });

  it("first: 0 gives no rows but says whether there are any", async () => {
    const answer = await documentsList(server, { c: seed.companyA, first: 0 }, cookieA);
    expect(answer.edges).toEqual([]);
    expect(answer.pageInfo).toMatchObject({ hasNextPage: true, startCursor: null, endCursor: null });
    expect(answer.totalCount).toBe(DEFAULT_LIST_KEYS.length);
  });

  it("the default page size is 50", async () => {
    const answer = await documentsList(server, { c: seed.companyA }, cookieA);
    expect(answer.edges).toHaveLength(DEFAULT_LIST_KEYS.length);
    expect(answer.pageInfo.hasNextPage).toBe(false);
  });
});

describe("documentsList statistics", () => {
  const stats = async (f: Record<string, unknown>) =>
    (await documentsList(server, { c: seed.companyA, f, first: 1 }, cookieA)).statistics;

  it("covers the whole list: counts, and sums per currency, the largest group first", async () => {
    const answer = await documentsList(server, { c: seed.companyA, first: 2 }, cookieA);
    expect(answer.totalCount).toBe(23);
    expect(answer.statistics).toEqual({
      count: 23,
      invoiceCount: 19,
      openCount: 10,
      currencies: [
        { currency: "EUR", count: 17, netSum: "2520.69", totalSum: "2993.39", openAmount: "1768.30" },
        { currency: "CHF", count: 1, netSum: "500.00", totalSum: "500.00", openAmount: "0.00" },
        { currency: "USD", count: 1, netSum: "1000.00", totalSum: "1000.00", openAmount: "1000.00" },
      ],
    });
  });

  it("subtracts credit memos", async () => {
    expect(await stats({ partnerCompanyRowIds: [fx.partners[MUELLER]] })).toEqual({
      count: 5,
      invoiceCount: 5,
      openCount: 3,
      currencies: [{ currency: "EUR", count: 5, netSum: "502.10", totalSum: "597.50", openAmount: "178.50" }],
    });
    expect(await stats({ isCreditMemo: true })).toEqual({
      count: 2,
      invoiceCount: 2,
      openCount: 1,
      currencies: [{ currency: "EUR", count: 2, netSum: "-66.81", totalSum: "-79.50", openAmount: "-59.50" }],
    });
  });

  it("counts other documents but sums invoices only", async () => {
    expect(await stats({ partnerCompanyRowIds: [fx.partners[ZETA]] })).toEqual({
      count: 5,
      invoiceCount: 4,
      openCount: 3,
      currencies: [
        { currency: "EUR", count: 3, netSum: "108.40", totalSum: "129.00", openAmount: "119.00" },
        { currency: "USD", count: 1, netSum: "1000.00", totalSum: "1000.00", openAmount: "1000.00" },
      ],
    });
    expect(await stats({ documentTypes: ["OTHER_DOCUMENT"] })).toEqual({
      count: 4,
      invoiceCount: 0,
      openCount: 0,
      currencies: [],
    });
  });

  it("is empty for an empty list", async () => {
    const answer = await documentsList(server, { c: seed.companyA, f: { searchText: "Xylophon" } }, cookieA);
    expect(answer).toMatchObject({
      totalCount: 0,
      edges: [],
      ids: [],
      pageInfo: { hasNextPage: false, startCursor: null, endCursor: null },
      statistics: { count: 0, invoiceCount: 0, openCount: 0, currencies: [] },
    });
  });

  it("ignores the cursor: statistics and ids describe the whole list", async () => {
    const first = await documentsList(server, { c: seed.companyA, first: 5 }, cookieA);
    const second = await documentsList(
      server,
      { c: seed.companyA, first: 5, after: first.pageInfo.endCursor },
      cookieA,
    );
    expect(second.statistics).toEqual(first.statistics);
    expect(second.ids).toEqual(first.ids);
    expect(second.totalCount).toBe(23);
  });
});

describe("documentsList ids", () => {
  it("lists at most 500 ids, in list order", async () => {
    // A third company of user A with 520 documents, written in one statement.
    const owner = server.ownerPool;
    const { rows: company } = await owner.query<{ id: string }>(
      "insert into app_public.client_companies (name) values ('Gamma Masse GmbH') returning id",
    );
    const companyC = company[0]!.id;
    await owner.query(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')",
      [seed.userA, companyC],
    );
    await owner.query(
      `insert into app_public.documents (client_company_id, category_id, type, import_date)
       select $1, c.id, 'OTHER_DOCUMENT', timestamptz '2026-01-01 00:00:00+00' + g * interval '1 hour'
       from generate_series(1, 520) g,
            (select id from app_public.document_categories where client_company_id = $1 and document_type = 'OTHER_DOCUMENT' order by sort_index limit 1) c`,
      [companyC],
    );
    for (const direction of DIRECTIONS) {
      const pages: string[] = [];
      let after: string | null = null;
      let answer;
      do {
        answer = await documentsList(server, { c: companyC, d: direction, first: 200, after }, cookieA);
        pages.push(...nodeIds(answer));
        after = answer.pageInfo.endCursor;
      } while (answer.pageInfo.hasNextPage);
      expect(pages).toHaveLength(520);
      expect(new Set(pages).size).toBe(520);
      expect(answer.totalCount).toBe(520);
      expect(answer.statistics.count).toBe(520);
      expect(answer.ids).toEqual(pages.slice(0, 500));
    }
  });
});
