import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fx = await seedListDocuments(server.ownerPool, seed.companyA, [
    { key: "a", type: "INCOMING_INVOICE", invoiceNumber: "RE-2026-4711", invoiceDate: "2026-03-01", total: "119.00", net: "100.00", partner: "Müller Sanitär GmbH" },
    { key: "b", type: "INCOMING_INVOICE", invoiceNumber: "RE-2026-4711", invoiceDate: "2026-03-02", total: "50.00", net: "42.02", partner: "Müller Sanitär GmbH", paid: true },
    { key: "c", type: "OTHER_DOCUMENT", documentDate: "2026-02-01", title: "Mietvertrag Lager", pageText: "Die Rechnungen werden monatlich gestellt" },
  ]);
  cookie = await server.signIn(seed.userA);
});
afterAll(async () => server?.close());

describe("documentsList smoke", () => {
  it("lists, pages, counts and searches", async () => {
    const { json } = await server.graphql(
      {
        query: `query($c: UUID!, $f: DocumentsListFilter, $after: String) { documentsList(clientCompanyRowId: $c, filter: $f, first: 2, after: $after) {
          totalCount edges { cursor node { rowId derivedTitle invoice { invoiceNumber } } } pageInfo { hasNextPage endCursor }
          statistics { count invoiceCount openCount currencies { currency count netSum totalSum openAmount } } ids } }`,
        variables: { c: seed.companyA, f: {} },
      },
      cookie,
    );
    expect(json.errors).toBeUndefined();
    const list = (json.data as any).documentsList;
    expect(list.edges.map((e: any) => e.node.rowId)).toEqual([fx.ids.b, fx.ids.a]);
    expect(list.totalCount).toBe(3);
    expect(list.pageInfo.hasNextPage).toBe(true);
    expect(list.statistics.currencies).toEqual([
      { currency: "EUR", count: 2, netSum: "142.02", totalSum: "169.00", openAmount: "119.00" },
    ]);
    expect(list.ids).toEqual([fx.ids.b, fx.ids.a, fx.ids.c]);
    const next = await server.graphql(
      {
        query: `query($c: UUID!, $after: String) { documentsList(clientCompanyRowId: $c, first: 2, after: $after) { edges { node { rowId } } pageInfo { hasNextPage } } }`,
        variables: { c: seed.companyA, after: list.pageInfo.endCursor },
      },
      cookie,
    );
    expect((next.json.data as any).documentsList.edges.map((e: any) => e.node.rowId)).toEqual([fx.ids.c]);
    const search = async (searchText: string) => {
      const r = await server.graphql(
        {
          query: `query($c: UUID!, $f: DocumentsListFilter) { documentsList(clientCompanyRowId: $c, filter: $f) { edges { node { rowId } } } }`,
          variables: { c: seed.companyA, f: { searchText } },
        },
        cookie,
      );
      expect(r.json.errors).toBeUndefined();
      return (r.json.data as any).documentsList.edges.map((e: any) => e.node.rowId).sort();
    };
    expect(await search("4711")).toEqual([fx.ids.a, fx.ids.b].sort());
    expect(await search("müller")).toEqual([fx.ids.a, fx.ids.b].sort());
    expect(await search("Rechnung")).toEqual([fx.ids.c]);
    expect(await search("mietverträge")).toEqual([fx.ids.c]);
  });
});
