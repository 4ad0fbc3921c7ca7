import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { COMPANY_B_DATASET } from "./listDataset.ts";
import { seedListDocuments, type FixtureDocument, type ListFixture } from "./listFixture.ts";
import { documentsList, keysOf, nodeIds, requestDocumentsList, type DocumentsListVariables } from "./listTestClient.ts";

// Who sees which documents (RLS through the real server) and what bad input gets back.

const LONG_PARTNER = `Ärztehaus ${"ü".repeat(290)}`;
// One row per line reads as a table.
// prettier-ignore
const COMPANY_A_DATASET: FixtureDocument[] = [
  { key: "a1", type: "INCOMING_INVOICE", partner: "Müller Sanitär GmbH", invoiceNumber: "RE-1", invoiceDate: "2026-03-01", net: "100.00", total: "119.00", importDate: "2026-03-02T09:00:00Z" },
  { key: "a2", type: "INCOMING_INVOICE", partner: LONG_PARTNER, invoiceNumber: "RE-2", invoiceDate: "2026-03-02", net: "10.00", total: "11.90", importDate: "2026-03-03T09:00:00Z" },
  { key: "a3", type: "OTHER_DOCUMENT", documentDate: "2026-03-03", title: "Mietvertrag", importDate: "2026-03-04T09:00:00Z" },
  { key: "a4", type: "INCOMING_INVOICE", partner: "Müller Sanitär GmbH", invoiceNumber: "RE-0", invoiceDate: "2026-01-01", total: "5.00", archived: true, importDate: "2026-01-02T09:00:00Z" },
];

let server: TestServer;
let seed: TwoCompanies;
let fxA: ListFixture;
let fxB: ListFixture;
const cookies: Record<"userA" | "userB" | "superAdmin", string> = { userA: "", userB: "", superAdmin: "" };

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fxA = await seedListDocuments(server.ownerPool, seed.companyA, COMPANY_A_DATASET);
  fxB = await seedListDocuments(server.ownerPool, seed.companyB, COMPANY_B_DATASET);
  for (const who of ["userA", "userB", "superAdmin"] as const) cookies[who] = await server.signIn(seed[who]);
});
afterAll(async () => server?.close());

const keys = (ids: readonly string[]) => keysOf(ids, { ...fxA.ids, ...fxB.ids });
const EMPTY = {
  totalCount: 0,
  edges: [],
  ids: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  statistics: { count: 0, invoiceCount: 0, openCount: 0, currencies: [] },
};

describe("documentsList access", () => {
  it("shows a member their company's documents", async () => {
    const answer = await documentsList(server, { c: seed.companyA }, cookies.userA);
    expect(keys(nodeIds(answer))).toEqual(["a3", "a2", "a1"]);
    expect(answer.statistics.count).toBe(3);
  });

  it("shows another company's member nothing: no rows, no counts, no ids", async () => {
    for (const f of [
      null,
      { archived: null, superseded: null },
      { documentRowIds: Object.values(fxA.ids) },
      { searchText: "Müller" },
      // a number fragment is found through the trigram index, before membership is checked
      { searchText: "RE-1" },
      { searchText: "E-" },
    ]) {
      const answer = await documentsList(server, { c: seed.companyA, f }, cookies.userB);
      expect(answer).toEqual(EMPTY);
    }
  });

  it("never shows a member another company's documents, even by id", async () => {
    const byId = await documentsList(
      server,
      { c: seed.companyA, f: { documentRowIds: Object.values(fxB.ids) } },
      cookies.userA,
    );
    expect(byId).toEqual(EMPTY);
    const otherCompany = await documentsList(server, { c: seed.companyB, f: { archived: null } }, cookies.userA);
    expect(otherCompany).toEqual(EMPTY);
    const search = await documentsList(server, { c: seed.companyA, f: { searchText: "Rechnungen" } }, cookies.userA);
    expect(search).toEqual(EMPTY);
  });

  it("shows a super admin any company's documents", async () => {
    const a = await documentsList(server, { c: seed.companyA, f: { archived: null } }, cookies.superAdmin);
    expect(keys(nodeIds(a))).toEqual(["a3", "a2", "a1", "a4"]);
    expect(keys(a.ids)).toEqual(["a3", "a2", "a1", "a4"]);
    const b = await documentsList(server, { c: seed.companyB }, cookies.superAdmin);
    expect(keys(b.ids).sort()).toEqual(["bx1", "bx2", "bx3"]);
  });

  it("answers a signed-out visitor with an empty list, not an error", async () => {
    const { status, json } = await server.graphql({
      query: `query($c: UUID!) { documentsList(clientCompanyRowId: $c, filter: { archived: null, superseded: null }) {
        totalCount edges { node { rowId } } statistics { count currencies { currency } } ids } }`,
      variables: { c: seed.companyA },
    });
    expect(status).toBe(200);
    expect(json).toEqual({
      data: { documentsList: { totalCount: 0, edges: [], statistics: { count: 0, currencies: [] }, ids: [] } },
    });
  });
});

describe("documentsList paging over long keys", () => {
  it("pages past a 300-character partner name", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const answer = await documentsList(
        server,
        { c: seed.companyA, o: "PARTNER", d: "ASC", first: 1, after },
        cookies.userA,
      );
      seen.push(...nodeIds(answer));
      if (!answer.pageInfo.hasNextPage) break;
      after = answer.pageInfo.endCursor;
    }
    // German order: "Ärztehaus …" before "Müller …"; the other document has no partner.
    expect(keys(seen)).toEqual(["a2", "a1", "a3"]);
  });
});

describe("documentsList bad input", () => {
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const someId = () => fxA.ids.a1!;

  // One row per line reads as a table.
  // prettier-ignore
  const CASES: [string, () => Omit<DocumentsListVariables, "c">, string, RegExp][] = [
    ["a day that does not exist", () => ({ f: { fromDate: "2026-02-30" } }), "INVALID_DOCUMENTS_FILTER", /fromDate: not a calendar date/],
    ["a reversed date range", () => ({ f: { fromDate: "2026-03-31", untilDate: "2026-03-01" } }), "DATE_RANGE_REVERSED", /start date lies after the end date/],
    ["a reversed amount range", () => ({ f: { minTotal: "100", maxTotal: "-100" } }), "AMOUNT_RANGE_REVERSED", /minimum amount is larger than the maximum/],
    ["an amount that is no number", () => ({ f: { minTotal: "12,50" } }), "INVALID_DOCUMENTS_FILTER", /minTotal/],
    ["a garbage cursor", () => ({ after: "garbage" }), "INVALID_CURSOR", /cursor/],
    ["a forged cursor key", () => ({ after: cursorOf(["INVOICE_DATE", "nope", someId()]) }), "INVALID_CURSOR", /cursor/],
    ["a forged cursor id", () => ({ after: cursorOf(["INVOICE_DATE", "2026-03-01", "1 or 1=1"]) }), "INVALID_CURSOR", /cursor/],
    ["a cursor of another sort", () => ({ o: "TOTAL", after: cursorOf(["INVOICE_DATE", "2026-03-01", someId()]) }), "INVALID_CURSOR", /another sort order/],
    ["more than 200 rows", () => ({ first: 201 }), "INVALID_DOCUMENTS_FILTER", /first/],
    ["a negative page size", () => ({ first: -5 }), "INVALID_DOCUMENTS_FILTER", /first/],
    ["a search text over 200 characters", () => ({ f: { searchText: "Rechnung ".repeat(23) } }), "INVALID_DOCUMENTS_FILTER", /searchText/],
  ];

  it.each(CASES)("refuses %s with a coded error", async (_name, vars, code, message) => {
    const json = await requestDocumentsList(server, { c: seed.companyA, ...vars() }, cookies.userA);
    expect(json.data).toBeNull();
    expect(json.errors).toHaveLength(1);
    expect(json.errors![0]!.message).toMatch(message);
    expect(json.errors![0]!.extensions).toMatchObject({ code });
  });

  it("refuses a bad cursor even when only counts are asked for", async () => {
    const { json } = await server.graphql(
      {
        query: `query($c: UUID!) { documentsList(clientCompanyRowId: $c, after: "garbage") { totalCount ids } }`,
        variables: { c: seed.companyA },
      },
      cookies.userA,
    );
    expect(json.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_CURSOR" });
  });

  it("refuses an unknown sort field written in the query as invalid", async () => {
    const { json } = await server.graphql(
      {
        query: `query($c: UUID!) { documentsList(clientCompanyRowId: $c, orderBy: COLOUR) { totalCount } }`,
        variables: { c: seed.companyA },
      },
      cookies.userA,
    );
    expect(json.data).toBeUndefined();
    expect(json.errors?.[0]).toMatchObject({
      message: 'Value "COLOUR" does not exist in "DocumentsListOrderBy" enum.',
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    });
  });

  it("refuses an unknown enum value in variables", async () => {
    for (const vars of [{ o: "COLOUR" }, { d: "SIDEWAYS" }, { f: { paidStatus: "MAYBE" } }]) {
      const json = await requestDocumentsList(server, { c: seed.companyA, ...(vars as object) }, cookies.userA);
      expect(json.data).toBeUndefined();
      expect(json.errors).toHaveLength(1);
      expect(json.errors![0]!.message).toMatch(/does not exist in "Documents\w+" enum/);
      // extensions.code is missing here: variable coercion errors pass server/graphql/errors.ts
      // unchanged (reported with this change; not this file's to mend).
    }
  });

  it("keeps serving after refusals", async () => {
    for (const [, vars] of CASES) await requestDocumentsList(server, { c: seed.companyA, ...vars() }, cookies.userA);
    const answer = await documentsList(server, { c: seed.companyA }, cookies.userA);
    expect(keys(nodeIds(answer))).toEqual(["a3", "a2", "a1"]);
  });
});
