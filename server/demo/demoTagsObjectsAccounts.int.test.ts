/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLogger } from "../logger.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { DEMO, loadDemoData } from "./demoData.ts";

/** The demo data gives every tag, object and completeness filter and the accounting-export
 * preset something to find, through the real list query as the demo admin. */
describe("demo tags, real-estate objects and partner accounts", () => {
  let server: TestServer;
  let cookie: string;
  const company: string = DEMO.companies.haustechnik;
  const q = async (sql: string, params: unknown[] = []) => (await server.ownerPool.query(sql, params)).rows;
  const count = async (filter: Record<string, unknown>, companyId = company) => {
    const { json } = await server.graphql(
      {
        query: `query($c: UUID!, $f: DocumentsListFilter) { documentsList(clientCompanyRowId: $c, filter: $f) { totalCount } }`,
        variables: { c: companyId, f: { dateFilterType: "INVOICE_DATE", ...filter } },
      },
      cookie,
    );
    expect(json.errors).toBeUndefined();
    return (json.data as any).documentsList.totalCount as number;
  };

  beforeAll(async () => {
    server = await startTestServer({ worker: false, persistedOnly: false });
    expect(await loadDemoData(server.ownerPool, makeLogger("silent"))).toBe(true);
    cookie = await server.signIn(DEMO.users.admin);
  });
  afterAll(async () => server?.close());

  it("books most invoices against SKR03-style partner accounts of their partner", async () => {
    const accounts = await q(
      "select number, type, partner_company_id, disabled_at from app_public.partner_accounts where client_company_id = $1 order by number",
      [company],
    );
    expect(accounts.some((a) => a.type === "CREDITOR" && Number(a.number) >= 70001)).toBe(true);
    expect(accounts.some((a) => a.type === "DEBTOR" && Number(a.number) >= 10001 && Number(a.number) < 70000)).toBe(
      true,
    );
    expect(accounts.filter((a) => a.disabled_at !== null)).toHaveLength(1);
    const [shares] = await q(
      "select count(*)::int as all, count(partner_account_id)::int as booked from app_public.invoices where client_company_id = $1",
      [company],
    );
    expect(shares.booked / shares.all).toBeGreaterThan(0.8);
    expect(shares.booked).toBeLessThan(shares.all);
  });

  it("finds documents by tag and by real-estate object, and their exclusions", async () => {
    const tags = await q("select id, tag from app_public.client_company_tags where client_company_id = $1", [company]);
    expect(tags.length).toBeGreaterThanOrEqual(5);
    const all = await count({ fromDate: "2000-01-01" });
    for (const tag of tags) {
      const tagged = await count({ fromDate: "2000-01-01", tagRowIds: [tag.id] });
      expect(tagged, tag.tag).toBeGreaterThan(0);
      expect(await count({ fromDate: "2000-01-01", excludeTagRowIds: [tag.id] })).toBe(all - tagged);
    }
    const objects = await q("select id, title from app_public.real_estate_objects where client_company_id = $1", [
      company,
    ]);
    expect(objects).toHaveLength(3);
    for (const o of objects)
      expect(await count({ fromDate: "2000-01-01", realEstateObjectRowIds: [o.id] }), o.title).toBeGreaterThan(0);
    const [split] = await q(
      "select count(*)::int as n from app_public.document_real_estate_object_instances where client_company_id = $1 and amount is not null",
      [company],
    );
    expect(split.n).toBe(2);
  });

  it("has complete invoices and invoices missing each detail; the accounting-export preset lists some", async () => {
    const period = { fromDate: "2000-01-01" };
    for (const detail of ["PARTNER_ACCOUNT", "ACCOUNTING_ITEMS", "REAL_ESTATE_OBJECT"]) {
      expect(await count({ ...period, invoiceCompletenessDetails: [detail] }), detail).toBeGreaterThan(0);
      expect(await count({ ...period, excludeInvoiceCompletenessDetails: [detail] }), detail).toBeGreaterThan(0);
    }
    const preset = {
      ...period,
      documentTypes: ["INCOMING_INVOICE", "OUTGOING_INVOICE"],
      isApproved: true,
      exportStatus: "NOT_EXPORTED_FOR_BOOKING",
      invoiceCompletenessDetails: ["PARTNER_ACCOUNT", "ACCOUNTING_ITEMS", "REAL_ESTATE_OBJECT"],
    };
    expect(await count(preset)).toBeGreaterThanOrEqual(3);
    // The bakery works without objects: completeness there is partner account and items.
    expect(await count(preset, DEMO.companies.baeckerei)).toBeGreaterThanOrEqual(3);
  });

  it("has an open and a settled CRM ticket on Haustechnik invoices, linked by the admin with history", async () => {
    const tickets = await q(
      `select t.system, t.ticket_number, t.status::text, t.created_by_user_id, d.type::text as type,
              (select count(*)::int from app_public.document_history_entries h
               where h.document_id = t.document_id and h.type = 'CRM_TICKET_ADDED' and h.user_id = t.created_by_user_id) as entries
       from app_public.invoice_crm_tickets t join app_public.documents d on d.id = t.document_id
       where t.client_company_id = $1 order by t.ticket_number`,
      [company],
    );
    expect(tickets).toEqual([
      {
        system: "HubSpot",
        ticket_number: "#47980",
        status: "CLOSED",
        created_by_user_id: DEMO.users.admin,
        type: "INCOMING_INVOICE",
        entries: 1,
      },
      {
        system: "HubSpot",
        ticket_number: "#48213",
        status: "OPEN",
        created_by_user_id: DEMO.users.admin,
        type: "OUTGOING_INVOICE",
        entries: 1,
      },
    ]);
  });
});
