import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceFiles } from "../../src/i18n/allResources.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type GraphQLResponse, type TestServer } from "../test/testServer.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";

// A credit memo's net, VAT and total are stated as printed, without minus sign: the flag makes
// them a credit (signed amounts, statistics, booking side). The database refuses a negative one
// beside the flag (invoices_credit_memo_amounts_check) on every write path, with a translated
// message; a corrected invoice (type 384) keeps negative amounts without the flag. Migration
// 000083 turns the rows stored before the rule into the credit they meant.

const CONSTRAINT = "invoices_credit_memo_amounts_check";
const committed = join(dirname(fileURLToPath(import.meta.url)), "..", "db", "migrations", "committed");
const migration = readFileSync(
  join(
    committed,
    readdirSync(committed).find((name) => name.startsWith("000083-"))!,
  ),
  "utf8",
).replace(/^--!.*$/gm, "");

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fx = await seedListDocuments(server.ownerPool, seed.companyA, [
    {
      key: "negative",
      type: "INCOMING_INVOICE",
      invoiceNumber: "RE-NEG",
      invoiceDate: "2026-03-01",
      net: "-100.00",
      total: "-119.00",
    },
    {
      key: "credit",
      type: "INCOMING_INVOICE",
      invoiceNumber: "GS-1",
      invoiceDate: "2026-03-02",
      net: "100.00",
      total: "119.00",
      creditMemo: true,
    },
    {
      key: "plain",
      type: "INCOMING_INVOICE",
      invoiceNumber: "RE-2",
      invoiceDate: "2026-03-03",
      net: "50.00",
      total: "59.50",
    },
  ]);
  cookie = await server.signIn(seed.userA);
});
afterAll(async () => server?.close());

const SAVE = `mutation ($id: UUID!, $patch: JSON) {
  saveInvoiceReview(input: {documentRowId: $id, patch: $patch}) { result { creditMemo net total signedTotal } }
}`;
const save = async (id: string, patch: Record<string, unknown>) =>
  (await server.graphql({ query: SAVE, variables: { id, patch } }, cookie)).json;
const extensionsOf = (json: GraphQLResponse) => json.errors?.[0]?.extensions;

async function stored(id: string) {
  const { rows } = await server.ownerPool.query(
    `select i.credit_memo, i.net::text, i.vat_amount::text, i.total::text,
            app_public.invoices_signed_total(i)::text as signed_total
       from app_public.invoices i where i.document_id = $1`,
    [id],
  );
  return rows[0] as {
    credit_memo: boolean;
    net: string;
    vat_amount: string | null;
    total: string;
    signed_total: string;
  };
}

describe("a credit memo's amounts are not negative", () => {
  it("has a German and an English message that says how to enter a credit memo", () => {
    const text = (language: "de" | "en") =>
      (resourceFiles[language].constraints?.constraints as Record<string, string>)[CONSTRAINT];
    expect(text("de")).toMatch(/Gutschrift.*ohne Minuszeichen/);
    expect(text("en")).toMatch(/credit memo.*without minus sign/);
  });

  it("refuses ticking “credit memo” on an invoice with negative amounts, naming the rule; nothing changes", async () => {
    const before = await stored(fx.ids.negative!);
    const json = await save(fx.ids.negative!, { creditMemo: true });
    expect(extensionsOf(json)).toMatchObject({ code: "INVALID_VALUE", constraint: CONSTRAINT });
    expect(await stored(fx.ids.negative!)).toEqual(before);
    expect(before.signed_total).toBe("-119.00");
  });

  it("refuses a negative amount typed on a credit memo (net, VAT or total)", async () => {
    for (const patch of [{ total: "-119.00" }, { net: "-100.00" }, { vatAmount: "-19.00", total: "81.00" }]) {
      const json = await save(fx.ids.credit!, patch);
      expect(extensionsOf(json), JSON.stringify(patch)).toMatchObject({
        code: "INVALID_VALUE",
        constraint: CONSTRAINT,
      });
    }
    expect(await stored(fx.ids.credit!)).toMatchObject({ credit_memo: true, total: "119.00", signed_total: "-119.00" });
  });

  it("takes the credit memo once its amounts are entered as printed, and counts it as a credit", async () => {
    const json = await save(fx.ids.negative!, { creditMemo: true, net: "100.00", vatAmount: "19.00", total: "119.00" });
    expect(json.errors).toBeUndefined();
    expect(json.data?.saveInvoiceReview).toEqual({
      result: { creditMemo: true, net: "100.00", total: "119.00", signedTotal: "-119.00" },
    });
  });

  it("keeps a corrected invoice's negative amounts without the flag", async () => {
    const json = await save(fx.ids.plain!, { net: "-50.00", vatAmount: "-9.50", total: "-59.50" });
    expect(json.errors).toBeUndefined();
    expect(await stored(fx.ids.plain!)).toMatchObject({ credit_memo: false, total: "-59.50", signed_total: "-59.50" });
  });
});

describe("migration 000083 on credit memos stored with a minus sign", () => {
  let rows: ListFixture;
  beforeAll(async () => {
    // The breakdown's own rule (000084) comes after this migration: off while it runs again.
    await server.ownerPool.query(
      `alter table app_public.invoices drop constraint ${CONSTRAINT};
       alter table app_public.invoices drop constraint invoices_credit_memo_vat_breakdown_check`,
    );
    rows = await seedListDocuments(server.ownerPool, seed.companyB, [
      // Captured before the capture fix: printed negative beside the flag.
      {
        key: "printed",
        type: "INCOMING_INVOICE",
        invoiceNumber: "GS-P",
        invoiceDate: "2026-02-01",
        net: "-100.00",
        total: "-119.00",
        creditMemo: true,
        exported: true,
      },
      // Only the total read as negative.
      {
        key: "mixed",
        type: "INCOMING_INVOICE",
        invoiceNumber: "GS-M",
        invoiceDate: "2026-02-02",
        net: "100.00",
        total: "-119.00",
        creditMemo: true,
      },
      // A correct credit memo and a corrected invoice stay as they are.
      {
        key: "right",
        type: "INCOMING_INVOICE",
        invoiceNumber: "GS-R",
        invoiceDate: "2026-02-03",
        net: "10.00",
        total: "11.90",
        creditMemo: true,
      },
      {
        key: "corrected",
        type: "INCOMING_INVOICE",
        invoiceNumber: "RE-K",
        invoiceDate: "2026-02-04",
        net: "-10.00",
        total: "-11.90",
      },
    ]);
    await server.ownerPool.query(
      `alter table app_public.invoices disable trigger _040_exported_lock;
       update app_public.invoices set vat_amount = -19.00, prepaid_amount = -20.00, amount_due = -99.00,
         vat_breakdown = '[{"categoryCode": "S", "ratePercent": "19", "taxableAmount": "-100.00", "taxAmount": "-19.00"},
                           {"categoryCode": "Z", "ratePercent": 0, "taxableAmount": -0.5, "taxAmount": 0}]'
       where document_id = '${rows.ids.printed}';
       alter table app_public.invoices enable trigger _040_exported_lock`,
    );
    await server.ownerPool.query(migration);
  });

  it("turns a credit memo printed negative into the credit it meant, breakdown included", async () => {
    const {
      rows: [row],
    } = await server.ownerPool.query(
      `select i.net::text, i.vat_amount::text, i.total::text, i.prepaid_amount::text, i.amount_due::text, i.vat_breakdown,
              app_public.invoices_signed_total(i)::text as signed_total, d.list_total::text
         from app_public.invoices i join app_public.documents d on d.id = i.document_id where i.document_id = $1`,
      [rows.ids.printed],
    );
    expect(row).toEqual({
      net: "100.00",
      vat_amount: "19.00",
      total: "119.00",
      prepaid_amount: "20.00",
      amount_due: "99.00",
      vat_breakdown: [
        { categoryCode: "S", ratePercent: "19", taxableAmount: "100.00", taxAmount: "19.00" },
        { categoryCode: "Z", ratePercent: 0, taxableAmount: 0.5, taxAmount: 0 },
      ],
      signed_total: "-119.00",
      list_total: "-119.00",
    });
  });

  it("drops the sign of a single negative amount and leaves correct rows alone", async () => {
    expect(await stored(rows.ids.mixed!)).toMatchObject({ net: "100.00", total: "119.00", signed_total: "-119.00" });
    expect(await stored(rows.ids.right!)).toMatchObject({ net: "10.00", total: "11.90", signed_total: "-11.90" });
    expect(await stored(rows.ids.corrected!)).toMatchObject({
      credit_memo: false,
      total: "-11.90",
      signed_total: "-11.90",
    });
  });

  it("leaves the rule validated on the table", async () => {
    const {
      rows: [c],
    } = await server.ownerPool.query(
      "select convalidated from pg_constraint where conname = $1 and conrelid = 'app_public.invoices'::regclass",
      [CONSTRAINT],
    );
    expect(c).toEqual({ convalidated: true });
  });
});
