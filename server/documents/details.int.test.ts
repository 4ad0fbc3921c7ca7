import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type GraphQLResponse, type TestServer } from "../test/testServer.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";

// The document details page's changes through the real server: invoice and other-document
// fields with their validation, items, confirmation, category, archive, delete, the history
// each writes, the capability flags, the tab preference — and that nothing of it reaches
// another company's documents.

let server: TestServer;
let seed: TwoCompanies;
let fxA: ListFixture;
let fxB: ListFixture;
// The seeded documents' ids by key.
let A: { inv: string; inv2: string; other: string; exported: string; old: string };
let B: { b: string };
const cookie: Record<string, string> = {};
const users: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  const docs = [
    {
      key: "inv",
      type: "INCOMING_INVOICE",
      partner: "Müller Sanitär GmbH",
      invoiceNumber: "RE-1",
      invoiceDate: "2026-03-01",
      net: "100.00",
      total: "119.00",
    },
    {
      key: "inv2",
      type: "INCOMING_INVOICE",
      partner: "Müller Sanitär GmbH",
      invoiceNumber: "RE-2",
      invoiceDate: "2026-03-05",
      total: "50.00",
    },
    { key: "other", type: "OTHER_DOCUMENT", documentDate: "2026-02-01", documentNumber: "V-1" },
    { key: "exported", type: "INCOMING_INVOICE", invoiceNumber: "RE-X", total: "10.00", exported: true },
    { key: "old", type: "INCOMING_INVOICE", invoiceNumber: "RE-OLD", total: "10.00", superseded: true },
  ] as const;
  fxA = await seedListDocuments(server.ownerPool, seed.companyA, docs);
  fxB = await seedListDocuments(server.ownerPool, seed.companyB, [
    { key: "b", type: "INCOMING_INVOICE", invoiceNumber: "RE-B", total: "1.00" },
  ]);
  A = fxA.ids as typeof A;
  B = fxB.ids as typeof B;
  const one = async (sql: string, params: unknown[]) =>
    (await server.ownerPool.query<{ id: string }>(sql, params)).rows[0]!.id;
  for (const role of ["ACCOUNTANT", "CLERK", "APPROVER", "VIEWER"]) {
    users[role] = await one(
      "insert into app_public.users (email, first_name, last_name) values ($1, $2, 'Test') returning id",
      [`${role.toLowerCase()}@test.example`, role],
    );
    await server.ownerPool.query(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, $3)",
      [users[role], seed.companyA, role],
    );
  }
  users.ADMIN = seed.userA;
  users.B = seed.userB;
  for (const [role, id] of Object.entries(users)) cookie[role] = await server.signIn(id);
});
afterAll(async () => server?.close());

const gql = async (query: string, variables: Record<string, unknown>, who: string) =>
  (await server.graphql({ query, variables }, cookie[who])).json;
const codeOf = (json: GraphQLResponse) => json.errors?.[0]?.extensions?.code;
const fieldOf = (json: GraphQLResponse) => json.errors?.[0]?.extensions?.field;

const UPDATE_INVOICE = `mutation ($id: UUID!, $patch: InvoicePatch!) {
  updateInvoice(input: {documentRowId: $id, patch: $patch}) { invoice { invoiceNumber net vatAmount total iban dueDate } }
}`;
const invoiceRow = async (id: string) =>
  (await server.ownerPool.query("select * from app_public.invoices where document_id = $1", [id])).rows[0];
const historyOf = async (id: string, type?: string) =>
  (
    await server.ownerPool.query(
      `select type::text, user_id, payload from app_public.document_history_entries
       where document_id = $1 and ($2::text is null or type::text = $2) order by created_at, id`,
      [id, type ?? null],
    )
  ).rows;

describe("changing an invoice", () => {
  beforeEach(async () => {
    await server.ownerPool.query(
      "update app_public.invoices set net = 100, vat_amount = null, total = 119, iban = null, due_date = null, invoice_date = '2026-03-01', internal_number = null where document_id = $1",
      [A.inv],
    );
    await server.ownerPool.query(
      "update app_public.client_companies set disable_invoice_internal_number_edit = false where id = $1",
      [seed.companyA],
    );
  });

  it("saves the fields a person changed, marks them edited and writes a history entry", async () => {
    const json = await gql(
      UPDATE_INVOICE,
      { id: A.inv, patch: { invoiceNumber: "RE-1a", vatAmount: "19.00", iban: "DE89370400440532013000" } },
      "CLERK",
    );
    expect(json.errors).toBeUndefined();
    expect(json.data?.updateInvoice).toEqual({
      invoice: {
        invoiceNumber: "RE-1a",
        net: "100.00",
        vatAmount: "19.00",
        total: "119.00",
        iban: "DE89370400440532013000",
        dueDate: null,
      },
    });
    const states = await server.ownerPool.query(
      "select field, source::text, last_edit_by_user_id from app_public.document_field_states where document_id = $1 and field in ('invoiceNumber', 'vatAmount', 'iban') order by field",
      [A.inv],
    );
    expect(states.rows).toEqual([
      { field: "iban", source: "USER", last_edit_by_user_id: users.CLERK },
      { field: "invoiceNumber", source: "USER", last_edit_by_user_id: users.CLERK },
      { field: "vatAmount", source: "USER", last_edit_by_user_id: users.CLERK },
    ]);
    const [entry] = (await historyOf(A.inv, "FIELDS_CHANGED")).slice(-1);
    expect(entry.user_id).toBe(users.CLERK);
    expect(entry.payload.entity).toBe("INVOICE");
    expect(entry.payload.fields).toContainEqual({ field: "invoiceNumber", before: "RE-1", after: "RE-1a" });
    // the list keys follow
    const { rows } = await server.ownerPool.query("select list_number from app_public.documents where id = $1", [
      A.inv,
    ]);
    expect(rows[0].list_number).toBe("RE-1a");
  });

  it("refuses totals that do not add up, naming the field, and keeps the stored values", async () => {
    const json = await gql(UPDATE_INVOICE, { id: A.inv, patch: { vatAmount: "20.00" } }, "ADMIN");
    expect(codeOf(json)).toBe("INVOICE_TOTALS_DO_NOT_ADD_UP");
    expect(fieldOf(json)).toBe("total");
    expect((await invoiceRow(A.inv)).vat_amount).toBeNull();
  });

  it.each([
    [{ iban: "DE89370400440532013001" }, "INVALID_IBAN", "iban"],
    [{ iban: "not an iban" }, "INVALID_IBAN", "iban"],
    [{ invoiceDate: "1989-12-31" }, "INVOICE_DATE_OUT_OF_RANGE", "invoiceDate"],
    [{ invoiceDate: "2099-01-01" }, "INVOICE_DATE_OUT_OF_RANGE", "invoiceDate"],
    [{ dueDate: "2026-02-01" }, "DUE_DATE_BEFORE_INVOICE_DATE", "dueDate"],
    [{ discountUntil: "2026-01-01" }, "DISCOUNT_DATE_BEFORE_INVOICE_DATE", "discountUntil"],
    [{ discountAmount: "200.00" }, "DISCOUNT_AMOUNT_OUT_OF_RANGE", "discountAmount"],
    [{ discountPercent: "101" }, "INVALID_VALUE", undefined],
    [{ clause35ATotal: "500.00" }, "CLAUSE_35A_EXCEEDS_TOTAL", "clause35ATotal"],
    [{ clause35ANet: "50.00", clause35ATotal: "40.00" }, "CLAUSE_35A_NET_EXCEEDS_TOTAL", "clause35ANet"],
    [{ currency: "eur" }, "INVALID_VALUE", undefined],
    [{ currency: "euro" }, "VALUE_TOO_LONG", undefined],
    [{ invoiceNumber: "x".repeat(101) }, "INVALID_VALUE", undefined],
  ])("refuses %j with %s", async (patch, code, field) => {
    const before = await invoiceRow(A.inv);
    const json = await gql(UPDATE_INVOICE, { id: A.inv, patch }, "ADMIN");
    expect(codeOf(json)).toBe(code);
    expect(fieldOf(json)).toBe(field);
    const after = await invoiceRow(A.inv);
    expect({ ...after, updated_at: null }).toEqual({ ...before, updated_at: null });
  });

  it("refuses a credit memo for itself or for a document that is not an invoice", async () => {
    const self = await gql(
      UPDATE_INVOICE,
      { id: A.inv, patch: { creditMemo: true, creditMemoForInvoiceRowId: A.inv } },
      "ADMIN",
    );
    expect(codeOf(self)).toBe("CREDIT_MEMO_FOR_ITSELF");
    const other = await gql(UPDATE_INVOICE, { id: A.inv, patch: { creditMemoForInvoiceRowId: A.other } }, "ADMIN");
    expect(codeOf(other)).toBe("CREDIT_MEMO_TARGET_NOT_AN_INVOICE");
    const foreign = await gql(UPDATE_INVOICE, { id: A.inv, patch: { creditMemoForInvoiceRowId: B.b } }, "ADMIN");
    expect(codeOf(foreign)).toBeDefined();
    const ok = await gql(
      UPDATE_INVOICE,
      { id: A.inv2, patch: { creditMemo: true, creditMemoForInvoiceRowId: A.inv } },
      "ADMIN",
    );
    expect(ok.errors).toBeUndefined();
    await server.ownerPool.query(
      "update app_public.invoices set credit_memo = false, credit_memo_for_invoice_id = null where document_id = $1",
      [A.inv2],
    );
  });

  it("locks the internal number for non-admins when the company says so", async () => {
    await server.ownerPool.query(
      "update app_public.client_companies set disable_invoice_internal_number_edit = true where id = $1",
      [seed.companyA],
    );
    const clerk = await gql(UPDATE_INVOICE, { id: A.inv, patch: { internalNumber: "I-9" } }, "CLERK");
    expect(codeOf(clerk)).toBe("INTERNAL_NUMBER_EDIT_DISABLED");
    const admin = await gql(UPDATE_INVOICE, { id: A.inv, patch: { internalNumber: "I-9" } }, "ADMIN");
    expect(admin.errors).toBeUndefined();
  });

  it("lets only documents-manage roles change, and never a superseded version", async () => {
    for (const who of ["APPROVER", "VIEWER"]) {
      const json = await gql(UPDATE_INVOICE, { id: A.inv, patch: { invoiceNumber: "hacked" } }, who);
      expect(codeOf(json)).toBe("DOCUMENT_CHANGE_FORBIDDEN");
    }
    // another company's member does not even find it (nothing to update, nothing said)
    const foreign = await gql(UPDATE_INVOICE, { id: A.inv, patch: { invoiceNumber: "hacked" } }, "B");
    expect((foreign.data?.updateInvoice ?? { invoice: null }) as Record<string, unknown>).toEqual({ invoice: null });
    const superseded = await gql(UPDATE_INVOICE, { id: A.old, patch: { invoiceNumber: "new" } }, "ADMIN");
    expect(codeOf(superseded)).toBe("DOCUMENT_SUPERSEDED");
    expect((await invoiceRow(A.inv)).invoice_number).not.toBe("hacked");
    expect((await invoiceRow(A.old)).invoice_number).toBe("RE-OLD");
  });

  it("tells the page who may change, comment, share and delete", async () => {
    const q = `query ($id: UUID!) { document(rowId: $id) { canCurrentUserChange canCurrentUserComment canCurrentUserShare canCurrentUserDelete } }`;
    const flags = async (id: string, who: string) => (await gql(q, { id }, who)).data?.document;
    expect(await flags(A.inv, "ADMIN")).toEqual({
      canCurrentUserChange: true,
      canCurrentUserComment: true,
      canCurrentUserShare: true,
      canCurrentUserDelete: true,
    });
    expect(await flags(A.inv, "VIEWER")).toEqual({
      canCurrentUserChange: false,
      canCurrentUserComment: true,
      canCurrentUserShare: false,
      canCurrentUserDelete: false,
    });
    expect(await flags(A.exported, "ADMIN")).toMatchObject({ canCurrentUserDelete: false });
    expect(await flags(A.old, "ADMIN")).toMatchObject({ canCurrentUserChange: false, canCurrentUserShare: false });
    expect(await flags(A.inv, "B")).toBeNull();
  });
});

describe("invoice items, confirmation, other documents", () => {
  const SET_ITEMS = `mutation ($id: UUID!, $items: [InvoiceItemInputRecordInput]!) {
    setInvoiceItems(input: {documentRowId: $id, items: $items}) { result { title quantity totalPrice } }
  }`;

  it("replaces the items in their order and records the change", async () => {
    const json = await gql(
      SET_ITEMS,
      {
        id: A.inv,
        items: [
          { title: " Rohr DN 50 ", quantity: "2", unitNetPrice: "25.00", totalPrice: "50.00" },
          { title: "Montage", quantity: "1", totalPrice: "50.00" },
        ],
      },
      "CLERK",
    );
    expect(json.errors).toBeUndefined();
    expect(json.data?.setInvoiceItems).toEqual({
      result: [
        { title: "Rohr DN 50", quantity: "2.0000", totalPrice: "50.00" },
        { title: "Montage", quantity: "1.0000", totalPrice: "50.00" },
      ],
    });
    const again = await gql(SET_ITEMS, { id: A.inv, items: [{ title: "Pauschale", totalPrice: "100.00" }] }, "CLERK");
    expect(again.data?.setInvoiceItems).toEqual({
      result: [{ title: "Pauschale", quantity: null, totalPrice: "100.00" }],
    });
    expect((await historyOf(A.inv, "INVOICE_ITEMS_CHANGED")).map((e) => e.payload)).toEqual([
      { before: 0, after: 2 },
      { before: 2, after: 1 },
    ]);
  });

  it("refuses an item without title (saying which) and keeps the stored items", async () => {
    const json = await gql(SET_ITEMS, { id: A.inv, items: [{ title: "ok" }, { title: "  " }] }, "CLERK");
    expect(json.errors?.[0]?.extensions).toEqual({ code: "INVOICE_ITEM_TITLE_REQUIRED", field: "items", position: 2 });
    const { rows } = await server.ownerPool.query("select title from app_public.invoice_items where document_id = $1", [
      A.inv,
    ]);
    expect(rows).toEqual([{ title: "Pauschale" }]);
  });

  it("does not touch another company's items", async () => {
    const json = await gql(SET_ITEMS, { id: B.b, items: [] }, "ADMIN");
    expect(codeOf(json)).toBe("DOCUMENT_NOT_FOUND");
    const viewer = await gql(SET_ITEMS, { id: A.inv, items: [] }, "VIEWER");
    expect(codeOf(viewer)).toBe("DOCUMENT_CHANGE_FORBIDDEN");
    const { rows } = await server.ownerPool.query(
      "select count(*)::int as n from app_public.invoice_items where document_id = $1",
      [A.inv],
    );
    expect(rows[0].n).toBe(1);
  });

  it("confirms fields; a later change clears the confirmation", async () => {
    const CONFIRM = `mutation ($id: UUID!, $fields: [String]!) { confirmDocumentFields(input: {documentRowId: $id, fields: $fields}) { result { field confirmedByUserRowId } } }`;
    const json = await gql(CONFIRM, { id: A.inv2, fields: ["invoiceNumber", "total"] }, "CLERK");
    expect(json.errors).toBeUndefined();
    expect(json.data?.confirmDocumentFields).toEqual({
      result: expect.arrayContaining([
        { field: "invoiceNumber", confirmedByUserRowId: users.CLERK },
        { field: "total", confirmedByUserRowId: users.CLERK },
      ]),
    });
    await gql(UPDATE_INVOICE, { id: A.inv2, patch: { total: "51.00" } }, "ADMIN");
    const { rows } = await server.ownerPool.query(
      "select field, confirmed_by_user_id from app_public.document_field_states where document_id = $1 and field in ('invoiceNumber', 'total') order by field",
      [A.inv2],
    );
    expect(rows).toEqual([
      { field: "invoiceNumber", confirmed_by_user_id: users.CLERK },
      { field: "total", confirmed_by_user_id: null },
    ]);
    expect(codeOf(await gql(CONFIRM, { id: A.inv2, fields: ["Bad Field"] }, "CLERK"))).toBe("INVALID_FIELD_NAMES");
    expect(codeOf(await gql(CONFIRM, { id: A.inv2, fields: ["total"] }, "VIEWER"))).toBe("DOCUMENT_CHANGE_FORBIDDEN");
    expect(codeOf(await gql(CONFIRM, { id: B.b, fields: ["total"] }, "ADMIN"))).toBe("DOCUMENT_NOT_FOUND");
  });

  it("changes an other document and refuses a contact who is not a member", async () => {
    const UPDATE = `mutation ($id: UUID!, $patch: OtherDocumentPatch!) { updateOtherDocument(input: {documentRowId: $id, patch: $patch}) { otherDocument { documentNumber type contactUserRowId } } }`;
    const ok = await gql(
      UPDATE,
      { id: A.other, patch: { documentNumber: "V-2", type: "CONTRACT", contactUserRowId: users.VIEWER } },
      "CLERK",
    );
    expect(ok.data?.updateOtherDocument).toEqual({
      otherDocument: { documentNumber: "V-2", type: "CONTRACT", contactUserRowId: users.VIEWER },
    });
    const outsider = await gql(UPDATE, { id: A.other, patch: { contactUserRowId: seed.userB } }, "CLERK");
    expect(codeOf(outsider)).toBe("CONTACT_USER_NOT_A_MEMBER");
    const date = await gql(UPDATE, { id: A.other, patch: { expiryDate: "2300-01-01" } }, "CLERK");
    expect(codeOf(date)).toBe("EXPIRY_DATE_OUT_OF_RANGE");
    expect((await historyOf(A.other, "FIELDS_CHANGED")).at(-1)?.payload.entity).toBe("OTHER_DOCUMENT");
  });
});

describe("document actions", () => {
  const ARCHIVE = `mutation ($id: UUID!, $archived: Boolean!) { setDocumentArchived(input: {documentRowId: $id, archived: $archived}) { result { archived } } }`;
  const DELETE = `mutation ($id: UUID!) { deleteDocument(input: {documentRowId: $id}) { result } }`;
  const CATEGORY = `mutation ($id: UUID!, $c: UUID!) { setDocumentCategory(input: {documentRowId: $id, categoryRowId: $c}) { result { categoryRowId } } }`;

  it("archives and restores, with history", async () => {
    expect((await gql(ARCHIVE, { id: A.inv2, archived: true }, "CLERK")).data?.setDocumentArchived).toEqual({
      result: { archived: true },
    });
    expect((await gql(ARCHIVE, { id: A.inv2, archived: false }, "CLERK")).data?.setDocumentArchived).toEqual({
      result: { archived: false },
    });
    expect((await historyOf(A.inv2)).map((e) => e.type).filter((t) => t.endsWith("ARCHIVED"))).toEqual([
      "ARCHIVED",
      "UNARCHIVED",
    ]);
    expect(codeOf(await gql(ARCHIVE, { id: A.inv2, archived: true }, "VIEWER"))).toBe("DOCUMENT_CHANGE_FORBIDDEN");
    expect(codeOf(await gql(ARCHIVE, { id: B.b, archived: true }, "ADMIN"))).toBe("DOCUMENT_NOT_FOUND");
  });

  it("moves a document to another category of its type only", async () => {
    const json = await gql(CATEGORY, { id: A.inv2, c: fxA.categories.second }, "CLERK");
    expect(json.errors).toBeUndefined();
    const entry = (await historyOf(A.inv2, "CATEGORY_CHANGED")).at(-1);
    expect(entry?.payload.previousCategory).toBeTruthy();
    expect(codeOf(await gql(CATEGORY, { id: A.inv2, c: fxA.categories.other }, "CLERK"))).toBe(
      "CATEGORY_OF_ANOTHER_DOCUMENT_TYPE",
    );
    expect(codeOf(await gql(CATEGORY, { id: A.inv2, c: fxB.categories.first }, "CLERK"))).toBe("CATEGORY_NOT_FOUND");
  });

  it("never deletes an exported document; restricts delete to admin or accounting when asked", async () => {
    expect(codeOf(await gql(DELETE, { id: A.exported }, "ADMIN"))).toBe("DOCUMENT_EXPORTED_CANNOT_BE_DELETED");
    await server.ownerPool.query(
      "update app_public.client_companies set restrict_document_delete = true where id = $1",
      [seed.companyA],
    );
    expect(codeOf(await gql(DELETE, { id: A.inv2 }, "CLERK"))).toBe("DOCUMENT_DELETE_FORBIDDEN");
    expect(codeOf(await gql(DELETE, { id: B.b }, "ADMIN"))).toBe("DOCUMENT_NOT_FOUND");
    const { rows } = await server.ownerPool.query(
      "select count(*)::int as n from app_public.documents where id = any($1::uuid[])",
      [[A.exported, A.inv2, B.b]],
    );
    expect(rows[0].n).toBe(3);
    const deleted = await gql(DELETE, { id: A.inv2 }, "ACCOUNTANT");
    expect(deleted.data?.deleteDocument).toEqual({ result: A.inv2 });
    await server.ownerPool.query(
      "update app_public.client_companies set restrict_document_delete = false where id = $1",
      [seed.companyA],
    );
  });
});

describe("the details tab preference", () => {
  const SET = `mutation ($tab: String!) { setDocumentDetailsTab(input: {tab: $tab}) { result } }`;
  const GET = `{ currentUser { documentDetailsTab } }`;
  it("stores a known tab for oneself only and refuses others", async () => {
    expect((await gql(SET, { tab: "review" }, "CLERK")).data?.setDocumentDetailsTab).toEqual({ result: "review" });
    expect((await gql(GET, {}, "CLERK")).data?.currentUser).toEqual({ documentDetailsTab: "review" });
    expect((await gql(GET, {}, "VIEWER")).data?.currentUser).toEqual({ documentDetailsTab: null });
    expect(codeOf(await gql(SET, { tab: "secret" }, "CLERK"))).toBe("UNKNOWN_DOCUMENT_DETAILS_TAB");
    expect((await gql(GET, {}, "CLERK")).data?.currentUser).toEqual({ documentDetailsTab: "review" });
  });
});
