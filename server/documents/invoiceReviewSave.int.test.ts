import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type GraphQLResponse, type TestServer } from "../test/testServer.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";

// The invoice review form's save (saveInvoiceReview): the category, the changed invoice fields
// and the lines in one transaction, all or nothing; as the caller, so another company's invoice
// stays out of reach.

let server: TestServer;
let seed: TwoCompanies;
let fxA: ListFixture;
let fxB: ListFixture;
let A: { inv: string };
let B: { b: string };
const cookie: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fxA = await seedListDocuments(server.ownerPool, seed.companyA, [
    {
      key: "inv",
      type: "INCOMING_INVOICE",
      partner: "Müller Sanitär GmbH",
      invoiceNumber: "RE-1",
      invoiceDate: "2026-03-01",
      net: "100.00",
      total: "119.00",
    },
  ]);
  fxB = await seedListDocuments(server.ownerPool, seed.companyB, [
    { key: "b", type: "INCOMING_INVOICE", invoiceNumber: "RE-B", total: "1.00" },
  ]);
  A = fxA.ids as typeof A;
  B = fxB.ids as typeof B;
  cookie.A = await server.signIn(seed.userA);
  cookie.B = await server.signIn(seed.userB);
});
afterAll(async () => server?.close());

const SAVE = `mutation ($id: UUID!, $category: UUID, $patch: JSON, $items: [InvoiceItemInputRecordInput]) {
  saveInvoiceReview(input: {documentRowId: $id, categoryRowId: $category, patch: $patch, items: $items}) {
    result { invoiceNumber dueDate total }
  }
}`;
const save = async (who: string, variables: Record<string, unknown>) =>
  (await server.graphql({ query: SAVE, variables }, cookie[who])).json;
const codeOf = (json: GraphQLResponse) => json.errors?.[0]?.extensions?.code;
const fieldOf = (json: GraphQLResponse) => json.errors?.[0]?.extensions?.field;

/** What is stored of the invoice: its category, fields and lines. */
async function stored(documentId: string) {
  const { rows } = await server.ownerPool.query<{
    category_id: string;
    invoice_number: string;
    due_date: string | null;
    total: string;
    items: string[] | null;
  }>(
    `select d.category_id, i.invoice_number, to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.total::text,
            (select array_agg(ii.title order by ii.sort_index) from app_public.invoice_items ii
              where ii.document_id = d.id) as items
       from app_public.documents d join app_public.invoices i on i.document_id = d.id where d.id = $1`,
    [documentId],
  );
  return rows[0]!;
}

describe("saving the invoice review form", () => {
  it("saves the category, the changed fields and the lines together", async () => {
    const json = await save("A", {
      id: A.inv,
      category: fxA.categories.second,
      patch: { invoiceNumber: "RE-1a", dueDate: "2026-03-31" },
      items: [{ title: "Rohr DN 50", quantity: "2", unitNetPrice: "50.00", totalPrice: "100.00" }],
    });
    expect(json.errors).toBeUndefined();
    expect(json.data?.saveInvoiceReview).toEqual({
      result: { invoiceNumber: "RE-1a", dueDate: "2026-03-31", total: "119.00" },
    });
    expect(await stored(A.inv)).toEqual({
      category_id: fxA.categories.second,
      invoice_number: "RE-1a",
      due_date: "2026-03-31",
      total: "119.00",
      items: ["Rohr DN 50"],
    });
  });

  it("keeps everything as it was when the lines are refused (category and fields roll back)", async () => {
    const before = await stored(A.inv);
    const json = await save("A", {
      id: A.inv,
      category: fxA.categories.first,
      patch: { invoiceNumber: "RE-1b" },
      items: [
        { title: "Montage", totalPrice: "10.00" },
        { title: "  ", totalPrice: "5.00" },
      ],
    });
    expect(codeOf(json)).toBe("INVOICE_ITEM_TITLE_REQUIRED");
    expect(fieldOf(json)).toBe("items");
    expect(await stored(A.inv)).toEqual(before);
  });

  it("keeps everything as it was when a field is refused by the invoice's checks", async () => {
    const before = await stored(A.inv);
    const json = await save("A", {
      id: A.inv,
      category: fxA.categories.first,
      patch: { invoiceNumber: "RE-1c", dueDate: "2026-02-01" },
      items: [],
    });
    expect(codeOf(json)).toBe("DUE_DATE_BEFORE_INVOICE_DATE");
    expect(await stored(A.inv)).toEqual(before);
  });

  it.each([
    [{ invoiceDate: "2026-02-30" }, "INVOICE_FIELD_INVALID", "invoiceDate"],
    [{ total: "zwölf" }, "INVOICE_FIELD_INVALID", "total"],
    [{ clause35AKind: "NOT_A_KIND" }, "INVOICE_FIELD_INVALID", "clause35AKind"],
    [{ paymentStatus: "PAID" }, "INVOICE_FIELD_UNKNOWN", "paymentStatus"],
    [{ clientCompanyRowId: "00000000-0000-4000-8000-000000000000" }, "INVOICE_FIELD_UNKNOWN", "clientCompanyRowId"],
  ])("refuses %j with %s naming the field, and saves nothing", async (patch, code, field) => {
    const before = await stored(A.inv);
    const json = await save("A", { id: A.inv, category: fxA.categories.first, patch });
    expect(codeOf(json)).toBe(code);
    expect(fieldOf(json)).toBe(field);
    expect(await stored(A.inv)).toEqual(before);
  });

  it("refuses a patch that is not an object", async () => {
    const json = await save("A", { id: A.inv, patch: ["invoiceNumber"] });
    expect(codeOf(json)).toBe("INVOICE_FIELD_UNKNOWN");
  });

  it("cannot save another company's invoice: company B's document is not found for A's user", async () => {
    const before = await stored(B.b);
    const json = await save("A", {
      id: B.b,
      category: fxB.categories.second,
      patch: { invoiceNumber: "HACKED" },
      items: [{ title: "fremd", totalPrice: "1.00" }],
    });
    expect(codeOf(json)).toBe("DOCUMENT_NOT_FOUND");
    expect(await stored(B.b)).toEqual(before);
    // Its own user may.
    const own = await save("B", { id: B.b, patch: { invoiceNumber: "RE-B2" } });
    expect(own.errors).toBeUndefined();
    expect((await stored(B.b)).invoice_number).toBe("RE-B2");
  });
});
