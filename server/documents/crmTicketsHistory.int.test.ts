/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";

// CRM tickets on invoices, and the history the document details page shows for changes of
// tags, real-estate objects, CRM tickets and id fields (partner account …), through the real
// server: good paths, every refusal with its code and field, and another company's member.

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

/** The document's history entries of these types, oldest first. */
async function history(documentId: string, types: string[]) {
  return owner(
    `select type::text, payload, user_id from app_public.document_history_entries
     where document_id = $1 and type::text = any ($2) order by created_at, id`,
    [documentId, types],
  );
}

const ADD = `mutation($d: UUID!, $system: String!, $number: String!, $subject: String, $url: String) {
  addInvoiceCrmTicket(input: { documentRowId: $d, system: $system, ticketNumber: $number, subject: $subject, url: $url }) {
    result { rowId system ticketNumber subject url status createdBy { rowId } }
  }
}`;
const UPDATE = `mutation($id: UUID!, $system: String!, $number: String!, $subject: String, $url: String, $status: CrmTicketStatus) {
  updateInvoiceCrmTicket(input: { rowId: $id, system: $system, ticketNumber: $number, subject: $subject, url: $url, status: $status }) {
    result { rowId system ticketNumber subject url status }
  }
}`;
const REMOVE = `mutation($id: UUID!) { removeInvoiceCrmTicket(input: { rowId: $id }) { result { rowId ticketNumber } } }`;
const TICKETS = `query($d: UUID!) { invoice(documentRowId: $d) { crmTickets { rowId ticketNumber status } } }`;
const SET_TAGS = `mutation($d: UUID!, $t: [UUID]!) { setDocumentTags(input: { documentRowId: $d, tagRowIds: $t }) { result { rowId } } }`;
const SET_OBJECTS = `mutation($d: UUID!, $i: [RealEstateObjectInstanceInputRecordInput]!) {
  setDocumentRealEstateObjectInstances(input: { documentRowId: $d, instances: $i }) { result { rowId } }
}`;
const UPDATE_INVOICE = `mutation($d: UUID!, $patch: InvoicePatch!) {
  updateInvoice(input: { documentRowId: $d, patch: $patch }) { invoice { partnerAccountRowId } }
}`;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fx = await seedListDocuments(server.ownerPool, seed.companyA, [
    {
      key: "in",
      type: "INCOMING_INVOICE",
      partner: "Brandt Sanitär",
      invoiceNumber: "RE-1",
      total: "119.00",
      generalLedgerAccount: "3400",
    },
    {
      key: "out",
      type: "OUTGOING_INVOICE",
      partner: "Kunde Nord",
      invoiceNumber: "AR-1",
      total: "238.00",
      generalLedgerAccount: "8400",
    },
    { key: "other", type: "OTHER_DOCUMENT", title: "Mietvertrag" },
    { key: "old", type: "INCOMING_INVOICE", invoiceNumber: "RE-0", total: "10.00", superseded: true },
  ]);
  fxB = await seedListDocuments(server.ownerPool, seed.companyB, [
    { key: "bx", type: "INCOMING_INVOICE", partner: "Lieferant B", invoiceNumber: "B-1", total: "10.00" },
  ]);
  await owner(
    "insert into app_public.client_company_features (client_company_id, feature_id) select $1, id from app_public.features where name = 'REAL_ESTATE'",
    [seed.companyA],
  );
  const tag = async (name: string) =>
    (
      await owner("insert into app_public.client_company_tags (client_company_id, tag) values ($1, $2) returning id", [
        seed.companyA,
        name,
      ])
    )[0].id as string;
  ids.tagBau = await tag("Baustelle");
  ids.tagRueck = await tag("Rückfrage");
  const object = async (title: string) =>
    (
      await owner(
        "insert into app_public.real_estate_objects (client_company_id, title) values ($1, $2) returning id",
        [seed.companyA, title],
      )
    )[0].id as string;
  ids.objLinden = await object("Lindenstraße 4");
  ids.objHafen = await object("Hafenweg 12");
  ids.account = (
    await owner(
      `insert into app_public.partner_accounts (client_company_id, number, type, partner_company_id, description)
       values ($1, '70001', 'CREDITOR', $2, 'Brandt Sanitär') returning id`,
      [seed.companyA, fx.partners["Brandt Sanitär"]],
    )
  )[0].id;
  cookies.admin = await server.signIn(seed.userA);
  cookies.b = await server.signIn(seed.userB);
  cookies.viewer = await member("viewer-crm@test.example", "VIEWER");
});
afterAll(async () => server?.close());

describe("CRM tickets", () => {
  it("links a ticket to an invoice, trimmed, OPEN, by the signed-in user, and writes history", async () => {
    const answer = await gql(ADD, {
      d: fx.ids.in,
      system: "  HubSpot ",
      number: " #48213 ",
      subject: "Kunde bestreitet Position 3",
      url: "https://app.hubspot.com/tickets/48213",
    });
    expect(answer.errors).toBeUndefined();
    const ticket = answer.data.addInvoiceCrmTicket.result;
    expect(ticket).toMatchObject({
      system: "HubSpot",
      ticketNumber: "#48213",
      subject: "Kunde bestreitet Position 3",
      url: "https://app.hubspot.com/tickets/48213",
      status: "OPEN",
      createdBy: { rowId: seed.userA },
    });
    ids.ticket = ticket.rowId;
    const entries = await history(fx.ids.in!, ["CRM_TICKET_ADDED"]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      user_id: seed.userA,
      payload: { system: "HubSpot", ticketNumber: "#48213", subject: "Kunde bestreitet Position 3", status: "OPEN" },
    });
    const listed = await gql(TICKETS, { d: fx.ids.in });
    expect(listed.data.invoice.crmTickets).toEqual([{ rowId: ids.ticket, ticketNumber: "#48213", status: "OPEN" }]);
  });

  it("refuses bad input with a code and the field, and keeps what was there", async () => {
    const base = { d: fx.ids.in, system: "Zendesk", number: "SUP-1" };
    expect(refusal(await gql(ADD, { ...base, system: "   " }))).toEqual({
      code: "CRM_TICKET_SYSTEM_REQUIRED",
      field: "system",
    });
    expect(refusal(await gql(ADD, { ...base, system: "x".repeat(101) }))).toEqual({
      code: "CRM_TICKET_SYSTEM_TOO_LONG",
      field: "system",
    });
    expect(refusal(await gql(ADD, { ...base, number: "" }))).toEqual({
      code: "CRM_TICKET_NUMBER_REQUIRED",
      field: "ticketNumber",
    });
    expect(refusal(await gql(ADD, { ...base, number: "1".repeat(101) }))).toEqual({
      code: "CRM_TICKET_NUMBER_TOO_LONG",
      field: "ticketNumber",
    });
    expect(refusal(await gql(ADD, { ...base, subject: "s".repeat(501) }))).toEqual({
      code: "CRM_TICKET_SUBJECT_TOO_LONG",
      field: "subject",
    });
    for (const url of [
      "javascript:alert(1)",
      "ftp://example.com/x",
      "https://",
      "https://exa mple.com",
      "www.example.com",
    ])
      expect(refusal(await gql(ADD, { ...base, url })), url).toEqual({ code: "CRM_TICKET_URL_INVALID", field: "url" });
    // The same system and number again, in other letter case.
    expect(refusal(await gql(ADD, { ...base, system: "hubspot", number: "#48213" }))).toEqual({
      code: "CRM_TICKET_DUPLICATE",
      field: "ticketNumber",
    });
    // Not an invoice, a superseded invoice, a missing one.
    expect(refusal(await gql(ADD, { ...base, d: fx.ids.other }))).toEqual({ code: "DOCUMENT_NOT_FOUND" });
    expect(refusal(await gql(ADD, { ...base, d: fx.ids.old }))).toEqual({ code: "DOCUMENT_SUPERSEDED" });
    expect(refusal(await gql(ADD, { ...base, d: "00000000-0000-4000-8000-000000000000" }))).toEqual({
      code: "DOCUMENT_NOT_FOUND",
    });
    const listed = await gql(TICKETS, { d: fx.ids.in });
    expect(listed.data.invoice.crmTickets.map((t: any) => t.ticketNumber)).toEqual(["#48213"]);
    expect(await history(fx.ids.in!, ["CRM_TICKET_ADDED"])).toHaveLength(1);
  });

  it("changes a ticket: closing it writes the previous status, an unchanged save writes nothing", async () => {
    const vars = {
      id: ids.ticket,
      system: "HubSpot",
      number: "#48213",
      subject: "Kunde bestreitet Position 3",
      url: "https://app.hubspot.com/tickets/48213",
    };
    const closed = await gql(UPDATE, { ...vars, status: "CLOSED" });
    expect(closed.errors).toBeUndefined();
    expect(closed.data.updateInvoiceCrmTicket.result.status).toBe("CLOSED");
    const same = await gql(UPDATE, { ...vars, status: null });
    expect(same.data.updateInvoiceCrmTicket.result.status).toBe("CLOSED");
    const entries = await history(fx.ids.in!, ["CRM_TICKET_CHANGED"]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.payload).toMatchObject({ status: "CLOSED", previousStatus: "OPEN", ticketNumber: "#48213" });
    expect(refusal(await gql(UPDATE, { ...vars, url: "mailto:a@b.de" }))).toEqual({
      code: "CRM_TICKET_URL_INVALID",
      field: "url",
    });
    expect(refusal(await gql(UPDATE, { ...vars, id: "00000000-0000-4000-8000-000000000000" }))).toEqual({
      code: "CRM_TICKET_NOT_FOUND",
    });
  });

  it("keeps other companies and people without documents-manage access out", async () => {
    // Company B's admin neither sees nor touches A's tickets; A's viewer reads but may not change.
    expect((await gql(TICKETS, { d: fx.ids.in }, cookies.b)).data.invoice).toBeNull();
    expect(refusal(await gql(ADD, { d: fx.ids.in, system: "X", number: "1" }, cookies.b))).toEqual({
      code: "DOCUMENT_NOT_FOUND",
    });
    const vars = { id: ids.ticket, system: "X", number: "1", status: "OPEN" };
    expect(refusal(await gql(UPDATE, vars, cookies.b))).toEqual({ code: "CRM_TICKET_NOT_FOUND" });
    expect(refusal(await gql(REMOVE, { id: ids.ticket }, cookies.b))).toEqual({ code: "CRM_TICKET_NOT_FOUND" });
    expect((await gql(TICKETS, { d: fx.ids.in }, cookies.viewer)).data.invoice.crmTickets).toHaveLength(1);
    expect(refusal(await gql(ADD, { d: fx.ids.in, system: "X", number: "1" }, cookies.viewer))).toEqual({
      code: "DOCUMENT_CHANGE_FORBIDDEN",
    });
    expect(refusal(await gql(UPDATE, vars, cookies.viewer))).toEqual({ code: "DOCUMENT_CHANGE_FORBIDDEN" });
    expect(refusal(await gql(REMOVE, { id: ids.ticket }, cookies.viewer))).toEqual({
      code: "DOCUMENT_CHANGE_FORBIDDEN",
    });
    // A's admin cannot reach B's invoice either.
    expect(refusal(await gql(ADD, { d: fxB.ids.bx, system: "X", number: "1" }))).toEqual({
      code: "DOCUMENT_NOT_FOUND",
    });
    const [row] = await owner(
      "select system, ticket_number, status from app_public.invoice_crm_tickets where id = $1",
      [ids.ticket],
    );
    expect(row).toEqual({ system: "HubSpot", ticket_number: "#48213", status: "CLOSED" });
  });

  it("removes a ticket and writes what it was", async () => {
    const removed = await gql(REMOVE, { id: ids.ticket });
    expect(removed.errors).toBeUndefined();
    expect(removed.data.removeInvoiceCrmTicket.result.ticketNumber).toBe("#48213");
    expect((await gql(TICKETS, { d: fx.ids.in })).data.invoice.crmTickets).toEqual([]);
    const entries = await history(fx.ids.in!, ["CRM_TICKET_REMOVED"]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.payload).toMatchObject({ system: "HubSpot", ticketNumber: "#48213", status: "CLOSED" });
    expect(refusal(await gql(REMOVE, { id: ids.ticket }))).toEqual({ code: "CRM_TICKET_NOT_FOUND" });
  });
});

describe("history of tags, objects and id fields", () => {
  it("writes one TAGS_CHANGED entry per change with the tag names, none for no change", async () => {
    expect((await gql(SET_TAGS, { d: fx.ids.out, t: [ids.tagBau, ids.tagRueck] })).errors).toBeUndefined();
    expect((await gql(SET_TAGS, { d: fx.ids.out, t: [ids.tagRueck, ids.tagBau] })).errors).toBeUndefined();
    expect((await gql(SET_TAGS, { d: fx.ids.out, t: [ids.tagRueck] })).errors).toBeUndefined();
    const entries = await history(fx.ids.out!, ["TAGS_CHANGED"]);
    expect(entries.map((e) => e.payload)).toEqual([
      { added: ["Baustelle", "Rückfrage"], removed: [] },
      { added: [], removed: ["Baustelle"] },
    ]);
    expect(entries[0]!.user_id).toBe(seed.userA);
    // A refused change writes nothing.
    expect(refusal(await gql(SET_TAGS, { d: fx.ids.out, t: [ids.tagBau] }, cookies.viewer))).toEqual({
      code: "DOCUMENT_CHANGE_FORBIDDEN",
    });
    expect(await history(fx.ids.out!, ["TAGS_CHANGED"])).toHaveLength(2);
  });

  it("writes REAL_ESTATE_OBJECTS_CHANGED with the objects and amounts before and after", async () => {
    const set = (instances: unknown[]) => gql(SET_OBJECTS, { d: fx.ids.in, i: instances });
    expect((await set([{ realEstateObjectRowId: ids.objLinden }])).errors).toBeUndefined();
    expect((await set([{ realEstateObjectRowId: ids.objLinden }])).errors).toBeUndefined();
    expect(
      (
        await set([
          { realEstateObjectRowId: ids.objLinden, amount: "19.00" },
          { realEstateObjectRowId: ids.objHafen, amount: "100.00" },
        ])
      ).errors,
    ).toBeUndefined();
    // Refused (more than the total): nothing changes, no entry.
    expect(
      refusal(
        await set([
          { realEstateObjectRowId: ids.objLinden, amount: "100.00" },
          { realEstateObjectRowId: ids.objHafen, amount: "100.00" },
        ]),
      ),
    ).toMatchObject({ code: "REAL_ESTATE_OBJECT_AMOUNTS_EXCEED_TOTAL" });
    expect((await set([])).errors).toBeUndefined();
    const entries = await history(fx.ids.in!, ["REAL_ESTATE_OBJECTS_CHANGED"]);
    expect(entries.map((e) => e.payload)).toEqual([
      { before: [], after: [{ title: "Lindenstraße 4", amount: null }] },
      {
        before: [{ title: "Lindenstraße 4", amount: null }],
        after: [
          { title: "Hafenweg 12", amount: 100 },
          { title: "Lindenstraße 4", amount: 19 },
        ],
      },
      {
        before: [
          { title: "Hafenweg 12", amount: 100 },
          { title: "Lindenstraße 4", amount: 19 },
        ],
        after: [],
      },
    ]);
  });

  it("names what an id field points at in FIELDS_CHANGED (the partner account)", async () => {
    expect(
      (await gql(UPDATE_INVOICE, { d: fx.ids.in, patch: { partnerAccountRowId: ids.account } })).errors,
    ).toBeUndefined();
    expect((await gql(UPDATE_INVOICE, { d: fx.ids.in, patch: { partnerAccountRowId: null } })).errors).toBeUndefined();
    const changes = (await history(fx.ids.in!, ["FIELDS_CHANGED"]))
      .flatMap((e) => e.payload.fields)
      .filter((f: any) => f.field === "partnerAccountId");
    expect(changes).toEqual([
      { field: "partnerAccountId", before: null, after: ids.account, afterLabel: "70001 Brandt Sanitär" },
      { field: "partnerAccountId", before: ids.account, after: null, beforeLabel: "70001 Brandt Sanitär" },
    ]);
  });
});

describe("cost centre and cost unit counts", () => {
  it("counts the invoices and accounting items that book to them, for members of the company only", async () => {
    // Accounting items are read by those who may see the accounting tab (an accounting system is set).
    await owner("update app_public.client_companies set accounting_system = 'DATEV' where id = $1", [seed.companyA]);
    const [cc] = await owner(
      "insert into app_public.cost_centers (client_company_id, number, description) values ($1, 'KST100', 'Werkstatt') returning id",
      [seed.companyA],
    );
    const [cu] = await owner(
      "insert into app_public.cost_units (client_company_id, number, description) values ($1, 'KTR7', 'Projekt Linden') returning id",
      [seed.companyA],
    );
    const items = await owner(
      "select id, amount from app_public.accounting_items where client_company_id = $1 order by id",
      [seed.companyA],
    );
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) {
      await owner(
        "insert into app_public.accounting_item_cost_centers (client_company_id, accounting_item_id, cost_center_id, amount) values ($1, $2, $3, $4)",
        [seed.companyA, item.id, cc.id, item.amount],
      );
    }
    await owner(
      "insert into app_public.accounting_item_cost_units (client_company_id, accounting_item_id, cost_unit_id, amount) values ($1, $2, $3, $4)",
      [seed.companyA, items[0]!.id, cu.id, items[0]!.amount],
    );
    const query = `query($cc: UUID!, $cu: UUID!) {
      costCenter(rowId: $cc) { invoiceCount itemCount }
      costUnit(rowId: $cu) { invoiceCount itemCount }
    }`;
    const answer = await gql(query, { cc: cc.id, cu: cu.id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.costCenter).toEqual({ invoiceCount: items.length, itemCount: items.length });
    expect(answer.data.costUnit).toEqual({ invoiceCount: 1, itemCount: 1 });
    const other = await gql(query, { cc: cc.id, cu: cu.id }, cookies.b);
    expect(other.data).toEqual({ costCenter: null, costUnit: null });
  });
});
