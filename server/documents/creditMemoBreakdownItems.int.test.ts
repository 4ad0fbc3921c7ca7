import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceFiles } from "../../src/i18n/allResources.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type GraphQLResponse, type TestServer } from "../test/testServer.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";

// A credit memo's VAT breakdown and line items are stated like its totals, without minus sign:
// the breakdown's taxable and tax amounts each add up to zero or more, and so do the items'
// line totals (a single line of the other sign, a fee charged on a credit note, keeps its
// minus). The database refuses the rest with translated messages; the review form's one save
// turns totals, breakdown and lines together; migration 000084 turns the rows stored before.

const BREAKDOWN = "invoices_credit_memo_vat_breakdown_check";
const ITEMS = "invoice_items_credit_memo_amounts_check";
const committed = join(dirname(fileURLToPath(import.meta.url)), "..", "db", "migrations", "committed");
const migration = readFileSync(
  join(
    committed,
    readdirSync(committed).find((name) => name.startsWith("000084-"))!,
  ),
  "utf8",
).replace(/^--!.*$/gm, "");

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
let cookie: string;

const NEGATIVE_BREAKDOWN = [
  { categoryCode: "S", ratePercent: "19", taxableAmount: "-80.00", taxAmount: "-15.20" },
  { categoryCode: "S", ratePercent: "7", taxableAmount: "-20.00", taxAmount: "-1.40" },
];
const POSITIVE_BREAKDOWN = [
  { categoryCode: "S", ratePercent: "19", taxableAmount: "80.00", taxAmount: "15.20" },
  { categoryCode: "S", ratePercent: "7", taxableAmount: "20.00", taxAmount: "1.40" },
];

const item = (title: string, quantity: string, unitNetPrice: string, totalPrice: string) => ({
  posNo: null,
  deliveryNo: null,
  orderNo: null,
  title,
  quantity,
  unit: null,
  unitNetPrice,
  vatPercent: "19",
  discountPercent: null,
  totalPrice,
});

async function owner(sql: string, params: unknown[] = []) {
  return (await server.ownerPool.query(sql, params)).rows;
}

async function setItems(documentId: string, company: string, lines: [string, string, string][]) {
  for (const [index, [quantity, unitNetPrice, totalPrice]] of lines.entries())
    await owner(
      `insert into app_public.invoice_items (client_company_id, document_id, sort_index, title, quantity, unit_net_price, total_price)
       values ($1, $2, $3, 'Position', $4, $5, $6)`,
      [company, documentId, index, quantity, unitNetPrice, totalPrice],
    );
}

const SAVE = `mutation ($id: UUID!, $patch: JSON, $items: [InvoiceItemInputRecordInput]) {
  saveInvoiceReview(input: {documentRowId: $id, patch: $patch, items: $items}) { result { creditMemo net total vatBreakdown } }
}`;
const save = async (id: string, patch: Record<string, unknown>, items?: unknown[]) =>
  (await server.graphql({ query: SAVE, variables: { id, patch, items } }, cookie)).json;
const extensionsOf = (json: GraphQLResponse) => json.errors?.[0]?.extensions;

async function stored(id: string) {
  const [row] = await owner(
    `select i.credit_memo, i.total::text, i.vat_breakdown,
            coalesce((select jsonb_agg(jsonb_build_array(ii.quantity::text, ii.unit_net_price::text, ii.total_price::text) order by ii.sort_index)
                      from app_public.invoice_items ii where ii.document_id = i.document_id), '[]') as items
       from app_public.invoices i where i.document_id = $1`,
    [id],
  );
  return row as { credit_memo: boolean; total: string; vat_breakdown: unknown[]; items: string[][] };
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fx = await seedListDocuments(server.ownerPool, seed.companyA, [
    // A credit note read with its printed minus signs, the box not yet ticked.
    {
      key: "printed",
      type: "INCOMING_INVOICE",
      invoiceNumber: "GS-1",
      invoiceDate: "2026-03-01",
      net: "-100.00",
      total: "-116.60",
    },
    {
      key: "credit",
      type: "INCOMING_INVOICE",
      invoiceNumber: "GS-2",
      invoiceDate: "2026-03-02",
      net: "100.00",
      total: "119.00",
      creditMemo: true,
    },
  ]);
  await owner("update app_public.invoices set vat_amount = -16.60, vat_breakdown = $2 where document_id = $1", [
    fx.ids.printed,
    JSON.stringify(NEGATIVE_BREAKDOWN),
  ]);
  await setItems(fx.ids.printed!, seed.companyA, [
    ["-2", "40.0000", "-80.00"],
    ["1", "-20.0000", "-20.00"],
  ]);
  cookie = await server.signIn(seed.userA);
});
afterAll(async () => server?.close());

describe("a credit memo's VAT breakdown and line items are not negative", () => {
  it("has German and English messages that say how to enter a credit memo", () => {
    for (const name of [BREAKDOWN, ITEMS]) {
      const text = (language: "de" | "en") =>
        (resourceFiles[language].constraints?.constraints as Record<string, string>)[name];
      expect(text("de")).toMatch(/Gutschrift.*ohne Minuszeichen/);
      expect(text("en")).toMatch(/credit memo.*without minus sign/);
    }
  });

  it("refuses ticking “credit memo” with the totals turned but the breakdown still negative; nothing changes", async () => {
    const before = await stored(fx.ids.printed!);
    const json = await save(fx.ids.printed!, { creditMemo: true, net: "100.00", vatAmount: "16.60", total: "116.60" });
    expect(extensionsOf(json)).toMatchObject({ code: "INVALID_VALUE", constraint: BREAKDOWN });
    expect(await stored(fx.ids.printed!)).toEqual(before);
  });

  it("refuses it with the breakdown turned but the lines still negative (checked at the end of the save)", async () => {
    const before = await stored(fx.ids.printed!);
    const json = await save(fx.ids.printed!, {
      creditMemo: true,
      net: "100.00",
      vatAmount: "16.60",
      total: "116.60",
      vatBreakdown: POSITIVE_BREAKDOWN,
    });
    expect(extensionsOf(json)).toMatchObject({ code: "INVALID_VALUE", constraint: ITEMS });
    expect(await stored(fx.ids.printed!)).toEqual(before);
  });

  it("takes totals, breakdown and lines turned in one save (the review form's one click)", async () => {
    const json = await save(
      fx.ids.printed!,
      { creditMemo: true, net: "100.00", vatAmount: "16.60", total: "116.60", vatBreakdown: POSITIVE_BREAKDOWN },
      [item("Rückgabe", "2", "40", "80.00"), item("Gutschrift Rabatt", "1", "20", "20.00")],
    );
    expect(json.errors).toBeUndefined();
    expect(json.data?.saveInvoiceReview).toEqual({
      result: { creditMemo: true, net: "100.00", total: "116.60", vatBreakdown: POSITIVE_BREAKDOWN },
    });
    expect((await stored(fx.ids.printed!)).items).toEqual([
      ["2.0000", "40.0000", "80.00"],
      ["1.0000", "20.0000", "20.00"],
    ]);
  });

  it("keeps a single line of the other sign (a fee charged) when the lines add up to a credit", async () => {
    const json = await save(fx.ids.credit!, {}, [
      item("Rückgabe", "1", "105", "105.00"),
      item("Bearbeitungsgebühr", "1", "-5", "-5.00"),
    ]);
    expect(json.errors).toBeUndefined();
    expect((await stored(fx.ids.credit!)).items).toEqual([
      ["1.0000", "105.0000", "105.00"],
      ["1.0000", "-5.0000", "-5.00"],
    ]);
  });

  it("refuses lines or a breakdown typed negative on a credit memo", async () => {
    const before = await stored(fx.ids.credit!);
    const lines = await save(fx.ids.credit!, {}, [item("Rückgabe", "-1", "100", "-100.00")]);
    expect(extensionsOf(lines)).toMatchObject({ code: "INVALID_VALUE", constraint: ITEMS });
    const breakdown = await save(fx.ids.credit!, { vatBreakdown: NEGATIVE_BREAKDOWN });
    expect(extensionsOf(breakdown)).toMatchObject({ code: "INVALID_VALUE", constraint: BREAKDOWN });
    expect(await stored(fx.ids.credit!)).toEqual(before);
  });

  it("refuses a breakdown that is no list of lines", async () => {
    for (const vatBreakdown of [{ taxableAmount: "1" }, ["19 %"], Array.from({ length: 101 }, () => ({}))]) {
      const json = await save(fx.ids.credit!, { vatBreakdown });
      expect(extensionsOf(json)).toMatchObject({ code: "INVOICE_FIELD_INVALID", field: "vatBreakdown" });
    }
  });

  it("keeps a corrected invoice's negative breakdown and lines without the flag", async () => {
    const [row] = await owner("select credit_memo from app_public.invoices where document_id = $1", [fx.ids.credit]);
    expect(row.credit_memo).toBe(true);
    const json = await save(
      fx.ids.credit!,
      { creditMemo: false, net: "-100.00", vatAmount: "-16.60", total: "-116.60", vatBreakdown: NEGATIVE_BREAKDOWN },
      [item("Korrektur", "1", "-100", "-100.00")],
    );
    expect(json.errors).toBeUndefined();
    expect(await stored(fx.ids.credit!)).toMatchObject({ credit_memo: false, vat_breakdown: NEGATIVE_BREAKDOWN });
  });
});

describe("migration 000084 on credit memos stored with a negative breakdown or negative lines", () => {
  let rows: ListFixture;
  beforeAll(async () => {
    await owner(
      `alter table app_public.invoices drop constraint ${BREAKDOWN};
       drop trigger ${ITEMS} on app_public.invoices;
       drop trigger ${ITEMS} on app_public.invoice_items`,
    );
    rows = await seedListDocuments(server.ownerPool, seed.companyB, [
      {
        key: "turned",
        type: "INCOMING_INVOICE",
        invoiceNumber: "GS-T",
        invoiceDate: "2026-02-01",
        net: "100.00",
        total: "116.60",
        creditMemo: true,
        exported: true,
      },
      {
        key: "withFee",
        type: "INCOMING_INVOICE",
        invoiceNumber: "GS-F",
        invoiceDate: "2026-02-02",
        net: "100.00",
        total: "119.00",
        creditMemo: true,
      },
      {
        key: "corrected",
        type: "INCOMING_INVOICE",
        invoiceNumber: "RE-K",
        invoiceDate: "2026-02-03",
        net: "-100.00",
        total: "-116.60",
      },
    ]);
    await owner(
      `alter table app_public.invoices disable trigger _040_exported_lock;
       update app_public.invoices set vat_breakdown = $$[{"categoryCode": "S", "ratePercent": "19", "taxableAmount": "-80.00", "taxAmount": "-15.20"},
                                                       {"categoryCode": "S", "ratePercent": 7, "taxableAmount": -20, "taxAmount": -1.4}]$$
         where document_id in ('${rows.ids.turned}', '${rows.ids.corrected}');
       alter table app_public.invoices enable trigger _040_exported_lock`,
    );
    await setItems(rows.ids.turned!, seed.companyB, [
      ["-2", "40.0000", "-80.00"],
      ["1", "-20.0000", "-20.00"],
    ]);
    await setItems(rows.ids.withFee!, seed.companyB, [
      ["1", "105.0000", "105.00"],
      ["1", "-5.0000", "-5.00"],
    ]);
    await setItems(rows.ids.corrected!, seed.companyB, [["1", "-100.0000", "-100.00"]]);
    await owner(migration);
  });

  it("turns the breakdown and the lines of a credit memo stored negative, keeping each value's type", async () => {
    expect(await stored(rows.ids.turned!)).toEqual({
      credit_memo: true,
      total: "116.60",
      vat_breakdown: [
        { categoryCode: "S", ratePercent: "19", taxableAmount: "80.00", taxAmount: "15.20" },
        { categoryCode: "S", ratePercent: 7, taxableAmount: 20, taxAmount: 1.4 },
      ],
      items: [
        ["2.0000", "40.0000", "80.00"],
        ["1.0000", "20.0000", "20.00"],
      ],
    });
  });

  it("leaves a credit memo with a fee line and a corrected invoice alone", async () => {
    expect((await stored(rows.ids.withFee!)).items).toEqual([
      ["1.0000", "105.0000", "105.00"],
      ["1.0000", "-5.0000", "-5.00"],
    ]);
    expect(await stored(rows.ids.corrected!)).toMatchObject({
      credit_memo: false,
      items: [["1.0000", "-100.0000", "-100.00"]],
    });
    expect((await stored(rows.ids.corrected!)).vat_breakdown[0]).toMatchObject({ taxableAmount: "-80.00" });
  });

  it("leaves both rules on the tables, validated", async () => {
    expect(
      await owner(
        "select conname, convalidated from pg_constraint where conname in ($1, $2) order by conrelid::regclass::text, conname",
        [BREAKDOWN, ITEMS],
      ),
    ).toEqual([
      { conname: ITEMS, convalidated: true },
      { conname: ITEMS, convalidated: true },
      { conname: BREAKDOWN, convalidated: true },
    ]);
  });
});
