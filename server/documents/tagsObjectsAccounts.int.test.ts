/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";

// Tags, real-estate objects and partner accounts through the real server: who may write them,
// and every refusal with the code the UI translates (and the field it names).

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
let fxB: ListFixture;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const {
  owner,
  member: memberOf,
  gql,
  refusal,
} = graphqlKit(
  () => server,
  () => cookies.admin,
);
const member = (email: string, role: string) => memberOf(seed.companyA, email, role);

const CREATE_TAG = `mutation($c: UUID!, $tag: String!) {
  createClientCompanyTag(input: { clientCompanyTag: { clientCompanyRowId: $c, tag: $tag } }) { clientCompanyTag { rowId tag } }
}`;
const SET_TAGS = `mutation($d: UUID!, $t: [UUID]!) {
  setDocumentTags(input: { documentRowId: $d, tagRowIds: $t }) { result { rowId tags { nodes { tag } } } }
}`;
const UPDATE_INVOICE = `mutation($d: UUID!, $patch: InvoicePatch!) {
  updateInvoice(input: { documentRowId: $d, patch: $patch }) { invoice { partnerAccountRowId partnerCompanyRowId invoiceCompletenessDetails } }
}`;
const CREATE_ACCOUNT = `mutation($a: PartnerAccountInput!) {
  createPartnerAccount(input: { partnerAccount: $a }) { partnerAccount { rowId fullName } }
}`;
const CREATE_OBJECT = `mutation($o: RealEstateObjectInput!) {
  createRealEstateObject(input: { realEstateObject: $o }) { realEstateObject { rowId title iban } }
}`;
const SET_OBJECTS = `mutation($d: UUID!, $i: [RealEstateObjectInstanceInputRecordInput]!) {
  setDocumentRealEstateObjectInstances(input: { documentRowId: $d, instances: $i }) {
    result { realEstateObjectInstances { nodes { amount realEstateObject { title } } } }
  }
}`;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fx = await seedListDocuments(server.ownerPool, seed.companyA, [
    { key: "in", type: "INCOMING_INVOICE", partner: "Brandt Sanitär", invoiceNumber: "RE-1", total: "119.00" },
    { key: "out", type: "OUTGOING_INVOICE", partner: "Kunde Nord", invoiceNumber: "AR-1", total: "238.00" },
    { key: "zeta", type: "INCOMING_INVOICE", partner: "Zeta Logistik", invoiceNumber: "ZL-1", total: "50.00" },
    { key: "old", type: "INCOMING_INVOICE", invoiceNumber: "RE-0", total: "10.00", superseded: true },
  ]);
  fxB = await seedListDocuments(server.ownerPool, seed.companyB, [
    { key: "bx", type: "INCOMING_INVOICE", partner: "Lieferant B", invoiceNumber: "B-1", total: "10.00" },
  ]);
  for (const company of [seed.companyA, seed.companyB])
    await owner(
      "insert into app_public.client_company_features (client_company_id, feature_id) select $1, id from app_public.features where name = 'REAL_ESTATE'",
      [company],
    );
  const account = async (company: string, number: string, type: string, partner: string | null, disabled = false) =>
    (
      await owner(
        `insert into app_public.partner_accounts (client_company_id, number, type, partner_company_id, description, disabled_at)
         values ($1, $2, $3, $4, 'Konto', case when $5 then now() end) returning id`,
        [company, number, type, partner, disabled],
      )
    )[0].id as string;
  ids.brandt = await account(seed.companyA, "70001", "CREDITOR", fx.partners["Brandt Sanitär"]!);
  ids.brandtOld = await account(seed.companyA, "70002", "CREDITOR", fx.partners["Brandt Sanitär"]!, true);
  ids.zeta = await account(seed.companyA, "70003", "CREDITOR", fx.partners["Zeta Logistik"]!);
  ids.diverse = await account(seed.companyA, "79999", "CREDITOR", null);
  ids.diverseDebtors = await account(seed.companyA, "19999", "DEBTOR", null);
  ids.kunde = await account(seed.companyA, "10001", "DEBTOR", fx.partners["Kunde Nord"]!);
  ids.accountB = await account(seed.companyB, "70001", "CREDITOR", fxB.partners["Lieferant B"]!);
  ids.objectB = (
    await owner(
      "insert into app_public.real_estate_objects (client_company_id, title) values ($1, 'Objekt B') returning id",
      [seed.companyB],
    )
  )[0].id;
  cookies.admin = await server.signIn(seed.userA);
  cookies.b = await server.signIn(seed.userB);
  cookies.clerk = await member("clerk@test.example", "CLERK");
  cookies.viewer = await member("viewer@test.example", "VIEWER");
  cookies.bookkeeper = await member("bookkeeper@test.example", "BOOKKEEPER");
});
afterAll(async () => server?.close());

describe("tags", () => {
  it("creates tags once per company, case-insensitively, trimmed", async () => {
    const created = await gql(CREATE_TAG, { c: seed.companyA, tag: "  Baustelle   Lindenstraße " });
    expect(created.errors).toBeUndefined();
    expect(created.data.createClientCompanyTag.clientCompanyTag.tag).toBe("Baustelle Lindenstraße");
    ids.tag = created.data.createClientCompanyTag.clientCompanyTag.rowId;
    expect(refusal(await gql(CREATE_TAG, { c: seed.companyA, tag: "baustelle lindenstraße" }))).toEqual({
      code: "TAG_ALREADY_EXISTS",
      field: "tag",
    });
    expect(refusal(await gql(CREATE_TAG, { c: seed.companyA, tag: "   " }))).toEqual({
      code: "TAG_REQUIRED",
      field: "tag",
    });
    expect(refusal(await gql(CREATE_TAG, { c: seed.companyA, tag: "x".repeat(61) }))).toEqual({
      code: "TAG_TOO_LONG",
      field: "tag",
    });
    // Another company may use the same words.
    expect(
      (await gql(CREATE_TAG, { c: seed.companyB, tag: "Baustelle Lindenstraße" }, cookies.b)).errors,
    ).toBeUndefined();
  });

  it("needs company-tags-manage access to manage tags (a clerk has none, a bookkeeper has it)", async () => {
    expect(refusal(await gql(CREATE_TAG, { c: seed.companyA, tag: "Clerk" }, cookies.clerk))).toEqual({
      code: "TAGS_MANAGE_FORBIDDEN",
    });
    expect((await gql(CREATE_TAG, { c: seed.companyA, tag: "Rückfrage" }, cookies.bookkeeper)).errors).toBeUndefined();
    expect(refusal(await gql(CREATE_TAG, { c: seed.companyB, tag: "Fremd" }))).toEqual({
      code: "TAGS_MANAGE_FORBIDDEN",
    });
  });

  it("tags a document for whoever may change it, exactly the given set, in creation order", async () => {
    const [rueckfrage] = await owner("select id from app_public.client_company_tags where tag = 'Rückfrage'");
    const answer = await gql(SET_TAGS, { d: fx.ids.in, t: [rueckfrage.id, ids.tag, ids.tag] }, cookies.clerk);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.setDocumentTags.result.tags.nodes.map((n: any) => n.tag)).toEqual([
      "Baustelle Lindenstraße",
      "Rückfrage",
    ]);
    const fewer = await gql(SET_TAGS, { d: fx.ids.in, t: [rueckfrage.id] });
    expect(fewer.data.setDocumentTags.result.tags.nodes.map((n: any) => n.tag)).toEqual(["Rückfrage"]);
    const [{ count }] = await owner(
      "select app_public.client_company_tags_document_tag_count(t) as count from app_public.client_company_tags t where id = $1",
      [rueckfrage.id],
    );
    expect(count).toBe(1);
  });

  it("refuses viewers, superseded documents, foreign tags and foreign documents", async () => {
    expect(refusal(await gql(SET_TAGS, { d: fx.ids.in, t: [ids.tag] }, cookies.viewer))).toEqual({
      code: "DOCUMENT_CHANGE_FORBIDDEN",
    });
    expect(refusal(await gql(SET_TAGS, { d: fx.ids.old, t: [ids.tag] }))).toEqual({ code: "DOCUMENT_SUPERSEDED" });
    const [tagB] = await owner("select id from app_public.client_company_tags where client_company_id = $1", [
      seed.companyB,
    ]);
    expect(refusal(await gql(SET_TAGS, { d: fx.ids.in, t: [tagB.id] }))).toEqual({
      code: "TAG_NOT_FOUND",
      field: "tagRowIds",
    });
    expect(refusal(await gql(SET_TAGS, { d: fxB.ids.bx, t: [] }))).toEqual({ code: "DOCUMENT_NOT_FOUND" });
    const [{ count }] = await owner("select count(*)::int from app_public.document_tags where client_company_id = $1", [
      seed.companyB,
    ]);
    expect(count).toBe(0);
  });
});

describe("partner accounts", () => {
  it("sets the partner's account; refuses another partner's, a disabled one, the wrong kind and another company's", async () => {
    const set = (key: string, partnerAccountRowId: string | undefined, cookie = cookies.clerk) =>
      gql(UPDATE_INVOICE, { d: fx.ids[key], patch: { partnerAccountRowId } }, cookie);
    const ok = await set("in", ids.brandt);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateInvoice.invoice.partnerAccountRowId).toBe(ids.brandt);
    expect(ok.data.updateInvoice.invoice.invoiceCompletenessDetails).toEqual([
      "ACCOUNTING_ITEMS",
      "REAL_ESTATE_OBJECT",
    ]);
    const field = "partnerAccountRowId";
    expect(refusal(await set("in", ids.zeta))).toEqual({ code: "PARTNER_ACCOUNT_OF_ANOTHER_PARTNER", field });
    expect(refusal(await set("in", ids.brandtOld))).toEqual({ code: "PARTNER_ACCOUNT_DISABLED", field });
    expect(refusal(await set("in", ids.kunde))).toEqual({ code: "PARTNER_ACCOUNT_OF_ANOTHER_PARTNER", field });
    expect(refusal(await set("in", ids.diverseDebtors))).toEqual({ code: "PARTNER_ACCOUNT_TYPE_MISMATCH", field });
    expect(refusal(await set("out", ids.diverse))).toEqual({ code: "PARTNER_ACCOUNT_TYPE_MISMATCH", field });
    expect(refusal(await set("in", ids.accountB))).toEqual({ code: "PARTNER_ACCOUNT_NOT_FOUND", field });
    expect(refusal(await set("in", ids.brandt, cookies.viewer))).toEqual({ code: "DOCUMENT_CHANGE_FORBIDDEN" });
    // A collective account (no partner) fits any vendor.
    expect((await set("zeta", ids.diverse)).errors).toBeUndefined();
  });

  it("drops the old partner's account when the invoice's partner changes", async () => {
    const answer = await gql(UPDATE_INVOICE, {
      d: fx.ids.in,
      patch: { partnerCompanyRowId: fx.partners["Zeta Logistik"] },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateInvoice.invoice).toMatchObject({
      partnerCompanyRowId: fx.partners["Zeta Logistik"],
      partnerAccountRowId: null,
    });
    expect(answer.data.updateInvoice.invoice.invoiceCompletenessDetails).toContain("PARTNER_ACCOUNT");
  });

  it("is managed with accounting access: number, kind and uniqueness checked", async () => {
    const input = (number: string, type: string, extra: Record<string, unknown> = {}) => ({
      a: { clientCompanyRowId: seed.companyA, number, type, description: "Neuer Lieferant", ...extra },
    });
    const created = await gql(CREATE_ACCOUNT, input("70100", "CREDITOR"));
    expect(created.errors).toBeUndefined();
    expect(created.data.createPartnerAccount.partnerAccount.fullName).toBe("70100 Neuer Lieferant");
    expect(refusal(await gql(CREATE_ACCOUNT, input("70100", "CREDITOR")))).toEqual({
      code: "PARTNER_ACCOUNT_NUMBER_TAKEN",
      field: "number",
    });
    expect(refusal(await gql(CREATE_ACCOUNT, input("10100", "CREDITOR")))).toEqual({
      code: "PARTNER_ACCOUNT_NUMBER_DOES_NOT_MATCH_TYPE",
      field: "number",
    });
    expect(refusal(await gql(CREATE_ACCOUNT, input("4920", "DEBTOR")))).toEqual({
      code: "INVALID_PARTNER_ACCOUNT_NUMBER",
      field: "number",
    });
    expect(
      refusal(
        await gql(CREATE_ACCOUNT, input("70101", "CREDITOR", { partnerCompanyRowId: fxB.partners["Lieferant B"] })),
      ),
    ).toEqual({
      code: "PARTNER_COMPANY_NOT_FOUND",
      field: "partnerCompanyRowId",
    });
    expect(refusal(await gql(CREATE_ACCOUNT, input("70102", "CREDITOR"), cookies.bookkeeper))).toEqual({
      code: "PARTNER_ACCOUNTS_MANAGE_FORBIDDEN",
    });
  });

  it("keeps invoices consistent: an account in use is not deleted nor given to another partner", async () => {
    await gql(UPDATE_INVOICE, { d: fx.ids.zeta, patch: { partnerAccountRowId: ids.zeta } });
    const del = await gql(
      "mutation($id: UUID!) { deletePartnerAccount(input: { rowId: $id }) { partnerAccount { rowId } } }",
      {
        id: ids.zeta,
      },
    );
    expect(refusal(del)).toEqual({ code: "PARTNER_ACCOUNT_IN_USE" });
    const move = await gql(
      "mutation($id: UUID!, $p: UUID!) { updatePartnerAccount(input: { rowId: $id, patch: { partnerCompanyRowId: $p } }) { partnerAccount { rowId } } }",
      { id: ids.zeta, p: fx.partners["Brandt Sanitär"] },
    );
    expect(refusal(move)).toEqual({ code: "PARTNER_ACCOUNT_IN_USE" });
  });
});

describe("real-estate objects", () => {
  it("are created with company-manage access; the IBAN is checked (mod 97) and normalised", async () => {
    const object = (extra: Record<string, unknown>) => ({
      o: { clientCompanyRowId: seed.companyA, title: "WEG Lindenstraße 12", type: "HOMEOWNERS_ASSOCIATION", ...extra },
    });
    expect(refusal(await gql(CREATE_OBJECT, object({ iban: "DE89370400440532013001" })))).toEqual({
      code: "INVALID_IBAN",
      field: "iban",
    });
    const created = await gql(CREATE_OBJECT, object({ number: "WEG-12", iban: "de89 3704 0044 0532 0130 00" }));
    expect(created.errors).toBeUndefined();
    expect(created.data.createRealEstateObject.realEstateObject.iban).toBe("DE89370400440532013000");
    ids.linden = created.data.createRealEstateObject.realEstateObject.rowId;
    expect(refusal(await gql(CREATE_OBJECT, object({ number: "WEG-12", title: "Doppelt" })))).toEqual({
      code: "REAL_ESTATE_OBJECT_NUMBER_TAKEN",
      field: "number",
    });
    expect(refusal(await gql(CREATE_OBJECT, object({ number: "WEG-13" }), cookies.bookkeeper))).toEqual({
      code: "REAL_ESTATE_OBJECTS_MANAGE_FORBIDDEN",
    });
  });

  it("books a document to objects of its company only, with shares up to the total", async () => {
    const answer = await gql(
      SET_OBJECTS,
      { d: fx.ids.in, i: [{ realEstateObjectRowId: ids.linden, amount: "100.00" }] },
      cookies.clerk,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.setDocumentRealEstateObjectInstances.result.realEstateObjectInstances.nodes).toEqual([
      { amount: "100.00", realEstateObject: { title: "WEG Lindenstraße 12" } },
    ]);
    expect(
      refusal(await gql(SET_OBJECTS, { d: fx.ids.in, i: [{ realEstateObjectRowId: ids.objectB }] })),
    ).toMatchObject({
      code: "REAL_ESTATE_OBJECT_NOT_FOUND",
      field: "realEstateObjectRowId",
    });
    expect(
      refusal(await gql(SET_OBJECTS, { d: fx.ids.in, i: [{ realEstateObjectRowId: ids.linden, amount: "200.00" }] })),
    ).toMatchObject({
      code: "REAL_ESTATE_OBJECT_AMOUNTS_EXCEED_TOTAL",
    });
    expect(
      refusal(await gql(SET_OBJECTS, { d: fx.ids.in, i: [{ realEstateObjectRowId: ids.linden }] }, cookies.viewer)),
    ).toEqual({
      code: "DOCUMENT_CHANGE_FORBIDDEN",
    });
    // The refused calls changed nothing.
    const [{ amount }] = await owner(
      "select amount::text from app_public.document_real_estate_object_instances where document_id = $1",
      [fx.ids.in],
    );
    expect(amount).toBe("100.00");
  });

  it("refuses objects without the REAL_ESTATE feature and keeps used objects from deletion", async () => {
    const del = await gql(
      "mutation($id: UUID!) { deleteRealEstateObject(input: { rowId: $id }) { realEstateObject { rowId } } }",
      {
        id: ids.linden,
      },
    );
    expect(refusal(del)).toEqual({ code: "REAL_ESTATE_OBJECT_IN_USE" });
    await owner(
      "delete from app_public.client_company_features where client_company_id = $1 and feature_id = (select id from app_public.features where name = 'REAL_ESTATE')",
      [seed.companyA],
    );
    expect(
      refusal(await gql(CREATE_OBJECT, { o: { clientCompanyRowId: seed.companyA, title: "Ohne Funktion" } })),
    ).toEqual({
      code: "REAL_ESTATE_FEATURE_OFF",
    });
    expect(refusal(await gql(SET_OBJECTS, { d: fx.ids.out, i: [{ realEstateObjectRowId: ids.linden }] }))).toEqual({
      code: "REAL_ESTATE_FEATURE_OFF",
    });
    // Removing them still works.
    expect((await gql(SET_OBJECTS, { d: fx.ids.in, i: [] })).errors).toBeUndefined();
  });
});
