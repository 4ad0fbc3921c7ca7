/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";

/**
 * The documents list's tag, real-estate-object and invoice-completeness filters and the
 * accounting-export preset (approved, complete invoices not yet exported for booking), on a
 * known dataset with the REAL_ESTATE feature on. Every expectation is the exact list.
 *
 *          partner   account        items          object           approved  exported  lacks
 *   k1  in  Brandt   70001 Brandt   3400 = total   Lindenstraße 12  yes       no        –
 *   k2  in  Brandt   –              3400 = total   –                yes       no        partner account, object
 *   k3  in  Brandt   70001 Brandt   –              –                yes       no        items, object
 *   k4  out Kunde    10001 Kunde    8400 = total   Am Hafen 3       yes       yes       –
 *   k5  out Kunde    10001 Kunde    8400 = total   Am Hafen 3       no        no        –
 *   k6  in  Zeta     70002 Zeta     40 of 50       –                yes       no        items, object
 *   k7  other document, tagged and booked to Lindenstraße 12 (no completeness)
 *   k8  out Kunde    10001 Kunde    8400 = total   Lindenstraße 12  yes       no        –
 */

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
let cookieA: string;
let cookieB: string;
const ids: Record<string, string> = {};

const LIST = `query($c: UUID!, $f: DocumentsListFilter) {
  documentsList(clientCompanyRowId: $c, filter: $f, first: 50) { totalCount edges { node { rowId } } ids }
}`;

async function list(filter: Record<string, unknown>, cookie = cookieA, company = seed.companyA): Promise<string[]> {
  const { json } = await server.graphql({ query: LIST, variables: { c: company, f: filter } }, cookie);
  expect(json.errors).toBeUndefined();
  const byId = new Map(Object.entries(fx.ids).map(([k, id]) => [id, k]));
  return ((json.data as any).documentsList.edges as any[]).map((e) => byId.get(e.node.rowId) ?? e.node.rowId).sort();
}

async function owner(sql: string, params: unknown[] = []) {
  return (await server.ownerPool.query(sql, params)).rows;
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  await owner("update app_public.client_companies set accounting_system = 'DATEV' where id = $1", [seed.companyA]);
  const brandt = "Brandt Sanitärgroßhandel GmbH";
  const zeta = "Zeta Logistik AG";
  const kunde = "Kunde Nord GmbH";
  fx = await seedListDocuments(server.ownerPool, seed.companyA, [
    {
      key: "k1",
      type: "INCOMING_INVOICE",
      partner: brandt,
      invoiceNumber: "RE-1",
      invoiceDate: "2026-03-01",
      total: "119.00",
      approved: true,
      generalLedgerAccount: "3400",
      realEstateObject: "Lindenstraße 12",
    },
    {
      key: "k2",
      type: "INCOMING_INVOICE",
      partner: brandt,
      invoiceNumber: "RE-2",
      invoiceDate: "2026-03-02",
      total: "119.00",
      approved: true,
      generalLedgerAccount: "3400",
    },
    {
      key: "k3",
      type: "INCOMING_INVOICE",
      partner: brandt,
      invoiceNumber: "RE-3",
      invoiceDate: "2026-03-03",
      total: "119.00",
      approved: true,
    },
    {
      key: "k4",
      type: "OUTGOING_INVOICE",
      partner: kunde,
      invoiceNumber: "AR-4",
      invoiceDate: "2026-03-04",
      total: "238.00",
      approved: true,
      // exported below, once booked (an exported invoice is locked)
      generalLedgerAccount: "8400",
      realEstateObject: "Am Hafen 3",
    },
    {
      key: "k5",
      type: "OUTGOING_INVOICE",
      partner: kunde,
      invoiceNumber: "AR-5",
      invoiceDate: "2026-03-05",
      total: "238.00",
      generalLedgerAccount: "8400",
      realEstateObject: "Am Hafen 3",
    },
    {
      key: "k6",
      type: "INCOMING_INVOICE",
      partner: zeta,
      invoiceNumber: "ZL-6",
      invoiceDate: "2026-03-06",
      total: "50.00",
      approved: true,
    },
    {
      key: "k7",
      type: "OTHER_DOCUMENT",
      documentDate: "2026-03-07",
      title: "Wartungsvertrag Aufzug",
      realEstateObject: "Lindenstraße 12",
    },
    {
      key: "k8",
      type: "OUTGOING_INVOICE",
      partner: kunde,
      invoiceNumber: "AR-8",
      invoiceDate: "2026-03-08",
      total: "238.00",
      approved: true,
      generalLedgerAccount: "8400",
      realEstateObject: "Lindenstraße 12",
    },
  ]);
  const one = async (sql: string, params: unknown[]) => (await owner(sql, params))[0].id as string;
  const account = (number: string, type: string, partner: string | null, description: string) =>
    one(
      `insert into app_public.partner_accounts (client_company_id, number, type, partner_company_id, description)
       values ($1, $2, $3, $4, $5) returning id`,
      [seed.companyA, number, type, partner ? fx.partners[partner] : null, description],
    );
  ids.brandt = await account("70001", "CREDITOR", brandt, "Brandt Sanitärgroßhandel");
  ids.zeta = await account("70002", "CREDITOR", zeta, "Zeta Logistik");
  ids.kunde = await account("10001", "DEBTOR", kunde, "Kunde Nord");
  const setAccount = (key: string, accountId: string) =>
    owner("update app_public.invoices set partner_account_id = $2 where document_id = $1", [fx.ids[key], accountId]);
  await setAccount("k1", ids.brandt);
  await setAccount("k3", ids.brandt);
  await setAccount("k4", ids.kunde);
  await setAccount("k5", ids.kunde);
  await setAccount("k6", ids.zeta);
  await setAccount("k8", ids.kunde);
  await owner("update app_public.documents set exported_for_booking_at = now() where id = $1", [fx.ids.k4]);
  // k6 books 40 of its 50: not complete.
  await owner(
    `insert into app_public.accounting_items (client_company_id, document_id, title, booking_type, amount, amount_type, general_ledger_account_id)
     select $1, $2, 'Fracht', 'DEBIT', 40, 'GROSS', id from app_public.general_ledger_accounts where client_company_id = $1 and number = '3400'`,
    [seed.companyA, fx.ids.k6],
  );
  const tag = (name: string) =>
    one("insert into app_public.client_company_tags (client_company_id, tag) values ($1, $2) returning id", [
      seed.companyA,
      name,
    ]);
  ids.baustelle = await tag("Baustelle Lindenstraße");
  ids.rueckfrage = await tag("Rückfrage Steuerberater");
  const tagDocument = (key: string, tagId: string) =>
    owner(
      "insert into app_public.document_tags (client_company_id, document_id, client_company_tag_id) values ($1, $2, $3)",
      [seed.companyA, fx.ids[key], tagId],
    );
  await tagDocument("k1", ids.baustelle);
  await tagDocument("k7", ids.baustelle);
  await tagDocument("k2", ids.rueckfrage);
  await tagDocument("k1", ids.rueckfrage);
  const objects = await owner("select id, title from app_public.real_estate_objects where client_company_id = $1", [
    seed.companyA,
  ]);
  for (const o of objects) ids[o.title === "Am Hafen 3" ? "hafen" : "linden"] = o.id;
  cookieA = await server.signIn(seed.userA);
  cookieB = await server.signIn(seed.userB);
});
afterAll(async () => server?.close());

describe("tag filters", () => {
  it("tagRowIds: carrying one of the tags; excludeTagRowIds: carrying none of them", async () => {
    expect(await list({ tagRowIds: [ids.baustelle] })).toEqual(["k1", "k7"]);
    expect(await list({ tagRowIds: [ids.baustelle, ids.rueckfrage] })).toEqual(["k1", "k2", "k7"]);
    expect(await list({ excludeTagRowIds: [ids.baustelle] })).toEqual(["k2", "k3", "k4", "k5", "k6", "k8"]);
    expect(await list({ excludeTagRowIds: [ids.baustelle, ids.rueckfrage] })).toEqual(["k3", "k4", "k5", "k6", "k8"]);
    expect(await list({ tagRowIds: [ids.rueckfrage], excludeTagRowIds: [ids.baustelle] })).toEqual(["k2"]);
  });
});

describe("real-estate object filters", () => {
  it("realEstateObjectRowIds and their exclusion, other documents included", async () => {
    expect(await list({ realEstateObjectRowIds: [ids.linden] })).toEqual(["k1", "k7", "k8"]);
    expect(await list({ realEstateObjectRowIds: [ids.linden, ids.hafen] })).toEqual(["k1", "k4", "k5", "k7", "k8"]);
    expect(await list({ excludeRealEstateObjectRowIds: [ids.linden] })).toEqual(["k2", "k3", "k4", "k5", "k6"]);
  });
});

describe("invoice completeness", () => {
  it("complete in these details: invoices only, every named detail present", async () => {
    expect(await list({ invoiceCompletenessDetails: ["PARTNER_ACCOUNT"] })).toEqual([
      "k1",
      "k3",
      "k4",
      "k5",
      "k6",
      "k8",
    ]);
    expect(await list({ invoiceCompletenessDetails: ["ACCOUNTING_ITEMS"] })).toEqual(["k1", "k2", "k4", "k5", "k8"]);
    expect(await list({ invoiceCompletenessDetails: ["REAL_ESTATE_OBJECT"] })).toEqual(["k1", "k4", "k5", "k8"]);
    expect(
      await list({ invoiceCompletenessDetails: ["PARTNER_ACCOUNT", "ACCOUNTING_ITEMS", "REAL_ESTATE_OBJECT"] }),
    ).toEqual(["k1", "k4", "k5", "k8"]);
  });

  it("missing these details: at least one of them lacking (the complement among invoices)", async () => {
    expect(await list({ excludeInvoiceCompletenessDetails: ["PARTNER_ACCOUNT"] })).toEqual(["k2"]);
    expect(await list({ excludeInvoiceCompletenessDetails: ["ACCOUNTING_ITEMS"] })).toEqual(["k3", "k6"]);
    expect(await list({ excludeInvoiceCompletenessDetails: ["PARTNER_ACCOUNT", "ACCOUNTING_ITEMS"] })).toEqual([
      "k2",
      "k3",
      "k6",
    ]);
  });

  it("Invoice.invoiceCompletenessDetails and isComplete say what is missing", async () => {
    const details = async (key: string) => {
      const answer = await server.graphql(
        {
          query: "query($id: UUID!) { document(rowId: $id) { invoice { invoiceCompletenessDetails isComplete } } }",
          variables: { id: fx.ids[key] },
        },
        cookieA,
      );
      expect(answer.json.errors).toBeUndefined();
      return (answer.json.data as any).document.invoice;
    };
    expect(await details("k1")).toEqual({ invoiceCompletenessDetails: [], isComplete: true });
    expect(await details("k2")).toEqual({
      invoiceCompletenessDetails: ["PARTNER_ACCOUNT", "REAL_ESTATE_OBJECT"],
      isComplete: false,
    });
    expect(await details("k6")).toEqual({
      invoiceCompletenessDetails: ["ACCOUNTING_ITEMS", "REAL_ESTATE_OBJECT"],
      isComplete: false,
    });
  });
});

describe("the accounting-export preset", () => {
  const PRESET = {
    documentTypes: ["INCOMING_INVOICE", "OUTGOING_INVOICE"],
    isApproved: true,
    exportStatus: "NOT_EXPORTED_FOR_BOOKING",
    invoiceCompletenessDetails: ["PARTNER_ACCOUNT", "ACCOUNTING_ITEMS", "REAL_ESTATE_OBJECT"],
  };

  it("lists the approved, complete invoices not yet exported for booking", async () => {
    expect(await list(PRESET)).toEqual(["k1", "k8"]);
  });

  it("ignores real-estate objects while the REAL_ESTATE feature is off, and follows it when switched", async () => {
    await owner(
      "update app_public.client_company_features set active = false where client_company_id = $1 and feature_id = (select id from app_public.features where name = 'REAL_ESTATE')",
      [seed.companyA],
    );
    try {
      expect(await list({ excludeInvoiceCompletenessDetails: ["REAL_ESTATE_OBJECT"] })).toEqual([]);
      expect(await list({ excludeInvoiceCompletenessDetails: ["ACCOUNTING_ITEMS"] })).toEqual(["k3", "k6"]);
      expect(await list(PRESET)).toEqual(["k1", "k8"]);
    } finally {
      await owner(
        "update app_public.client_company_features set active = true where client_company_id = $1 and feature_id = (select id from app_public.features where name = 'REAL_ESTATE')",
        [seed.companyA],
      );
    }
    expect(await list({ excludeInvoiceCompletenessDetails: ["REAL_ESTATE_OBJECT"] })).toEqual(["k2", "k3", "k6"]);
  });

  it("follows the invoice: a partner account and an object make k2 ready for export", async () => {
    await owner("update app_public.invoices set partner_account_id = $2 where document_id = $1", [
      fx.ids.k2,
      ids.brandt,
    ]);
    await owner(
      "insert into app_public.document_real_estate_object_instances (client_company_id, document_id, real_estate_object_id) values ($1, $2, $3)",
      [seed.companyA, fx.ids.k2, ids.hafen],
    );
    try {
      expect(await list(PRESET)).toEqual(["k1", "k2", "k8"]);
      // Deleting its accounting item takes it out again.
      await owner("delete from app_public.accounting_items where document_id = $1", [fx.ids.k2]);
      expect(await list(PRESET)).toEqual(["k1", "k8"]);
      expect(await list({ excludeInvoiceCompletenessDetails: ["ACCOUNTING_ITEMS"] })).toEqual(["k2", "k3", "k6"]);
    } finally {
      await owner(
        `insert into app_public.accounting_items (client_company_id, document_id, title, booking_type, amount, amount_type, general_ledger_account_id)
         select $1, $2, 'Posten', 'DEBIT', 119, 'GROSS', id from app_public.general_ledger_accounts where client_company_id = $1 and number = '3400'`,
        [seed.companyA, fx.ids.k2],
      );
      await owner("delete from app_public.document_real_estate_object_instances where document_id = $1", [fx.ids.k2]);
      await owner("update app_public.invoices set partner_account_id = null where document_id = $1", [fx.ids.k2]);
    }
    expect(await list({ excludeInvoiceCompletenessDetails: ["PARTNER_ACCOUNT"] })).toEqual(["k2"]);
  });
});

describe("the general-ledger-account and real-estate-object sorts", () => {
  const ordered = async (orderBy: string, direction: string) => {
    const { json } = await server.graphql(
      {
        query: `query($c: UUID!, $o: DocumentsListOrderBy, $d: DocumentsListOrderDirection) {
          documentsList(clientCompanyRowId: $c, orderBy: $o, orderByDirection: $d, first: 50) { edges { node { rowId } } }
        }`,
        variables: { c: seed.companyA, o: orderBy, d: direction },
      },
      cookieA,
    );
    expect(json.errors).toBeUndefined();
    const byId = new Map(Object.entries(fx.ids).map(([k, id]) => [id, k]));
    return ((json.data as any).documentsList.edges as any[]).map((e) => byId.get(e.node.rowId));
  };

  it("sorts by the first item's account number, documents without one last in both directions", async () => {
    const asc = await ordered("GENERAL_LEDGER_ACCOUNT", "ASC");
    // 3400: k2, k6 (its one item), k1; 8400: k4, k5, k8; then k3 and k7 without items.
    expect(new Set(asc.slice(0, 3))).toEqual(new Set(["k1", "k2", "k6"]));
    expect(new Set(asc.slice(3, 6))).toEqual(new Set(["k4", "k5", "k8"]));
    expect(new Set(asc.slice(6))).toEqual(new Set(["k3", "k7"]));
    const desc = await ordered("GENERAL_LEDGER_ACCOUNT", "DESC");
    expect(new Set(desc.slice(0, 3))).toEqual(new Set(["k4", "k5", "k8"]));
    expect(new Set(desc.slice(6))).toEqual(new Set(["k3", "k7"]));
  });

  it("sorts by the object's title", async () => {
    const asc = await ordered("REAL_ESTATE_OBJECT", "ASC");
    expect(new Set(asc.slice(0, 2))).toEqual(new Set(["k4", "k5"]));
    expect(new Set(asc.slice(2, 5))).toEqual(new Set(["k1", "k7", "k8"]));
  });
});

describe("another company", () => {
  it("finds nothing of A's through these filters, and its own list knows nothing of A's tags", async () => {
    const { json } = await server.graphql(
      { query: LIST, variables: { c: seed.companyA, f: { tagRowIds: [ids.baustelle] } } },
      cookieB,
    );
    expect((json.data as any)?.documentsList?.totalCount ?? 0).toBe(0);
    expect(await list({ tagRowIds: [ids.baustelle] }, cookieB, seed.companyB)).toEqual([]);
    expect(await list({ realEstateObjectRowIds: [ids.linden] }, cookieB, seed.companyB)).toEqual([]);
  });
});

describe("input validation", () => {
  it("refuses an unknown completeness detail", async () => {
    const { json } = await server.graphql(
      { query: LIST, variables: { c: seed.companyA, f: { invoiceCompletenessDetails: ["PARTNER"] } } },
      cookieA,
    );
    expect(json.errors?.length).toBeGreaterThan(0);
  });
});
