import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// DATEV's XML interface (Belegbilder) takes at most 4 999 documents per delivery: createExport
// refuses a bigger DATEV XML export up front, with the count, and creates nothing; the same
// period as a Buchungsstapel is accepted.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};
const { owner, gql, refusal } = graphqlKit(
  () => server,
  () => cookies.admin,
);

const CREATE = `mutation ($input: CreateExportInput!) {
  createExport(input: $input) { export { rowId documentCount accountingExport } }
}`;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.admin = await server.signIn(seed.userA);
  await owner(
    "update app_public.client_companies set accounting_system = 'DATEV', datev_consultant_number = 29098, accounting_system_client_no = '55003' where id = $1",
    [seed.companyA],
  );
  const [category] = await owner(
    "insert into app_public.document_categories (client_company_id, document_type, name) values ($1, 'INCOMING_INVOICE', 'Eingang') returning id",
    [seed.companyA],
  );
  // 5 000 approved invoices of January 2026.
  await owner(
    `with d as (
       insert into app_public.documents (client_company_id, category_id, type, title, approved)
       select $1, $2, 'INCOMING_INVOICE', 'Rechnung ' || n, true from generate_series(1, 5000) n
       returning id)
     insert into app_public.invoices (document_id, client_company_id, invoice_number, invoice_date, net, total, currency)
     select d.id, $1, 'R-' || row_number() over (), date '2026-01-01' + ((row_number() over ())::int % 28), 100, 119, 'EUR' from d`,
    [seed.companyA, category.id],
  );
});
afterAll(async () => server?.close());

const input = (accountingExport: string) => ({
  clientCompanyRowId: seed.companyA,
  accountingPeriodFrom: "2026-01-01",
  accountingPeriodTo: "2026-01-31",
  accountingExport,
  allowIncomplete: true,
});

describe("a DATEV XML export", () => {
  it("of 5 000 documents is refused with EXPORT_XML_TOO_MANY_DOCUMENTS and the count; nothing is created", async () => {
    const answer = await gql(CREATE, { input: input("DATEV_XML") });
    expect(refusal(answer)).toEqual({ code: "EXPORT_XML_TOO_MANY_DOCUMENTS", field: "accountingExport" });
    expect(answer.errors![0]!.extensions!.count).toBe(5000);
    expect((await owner("select count(*)::int as n from app_public.exports"))[0].n).toBe(0);
  });

  it("of 4 999 documents passes the limit (the next refusal is the missing accounting items)", async () => {
    await owner(
      "update app_public.documents set archived = true where id = (select id from app_public.documents where client_company_id = $1 limit 1)",
      [seed.companyA],
    );
    const answer = await gql(CREATE, { input: input("DATEV_XML") });
    expect(refusal(answer).code).toBe("EXPORT_DOCUMENTS_NOT_BOOKABLE");
    expect(answer.errors![0]!.extensions!.count).toBe(4999);
  });
});
