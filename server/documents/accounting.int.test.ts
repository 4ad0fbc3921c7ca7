import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO, loadDemoData } from "../demo/demoData.ts";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { seedListDocuments, type ListFixture } from "./listFixture.ts";

// Accounting items through the real server: the remaining amount, every refusal of
// setAccountingItems with the field and item it names, and who may read and write them (RLS).

const ROLES = ["ADMIN", "ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"] as const;

let server: TestServer;
let seed: TwoCompanies;
let fxA: ListFixture;
let fxB: ListFixture;
const cookies: Record<string, string> = {};
/** Row ids of company A's (and one of B's) accounting settings by a short name. */
const ids: Record<string, string> = {};

async function owner(sql: string, params: unknown[] = []) {
  return (await server.ownerPool.query(sql, params)).rows;
}

async function setFeature(company: string, name: string, on: boolean) {
  await owner(
    "delete from app_public.client_company_features where client_company_id = $1 and feature_id = (select id from app_public.features where name = $2)",
    [company, name],
  );
  if (on)
    await owner(
      "insert into app_public.client_company_features (client_company_id, feature_id) select $1, id from app_public.features where name = $2",
      [company, name],
    );
}

async function member(company: string, email: string, role: string, grant: "VIEW" | "EDIT" | null = null) {
  const [u] = await owner(
    "insert into app_public.users (email, first_name, last_name) values ($1, 'Test', 'User') returning id",
    [email],
  );
  await owner(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name, document_accounting_tab_access) values ($1, $2, $3, $4)",
    [u.id, company, role, grant],
  );
  return server.signIn(u.id as string);
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  await owner("update app_public.client_companies set accounting_system = 'DATEV' where id = any($1)", [
    [seed.companyA, seed.companyB],
  ]);
  fxA = await seedListDocuments(server.ownerPool, seed.companyA, [
    { key: "inv", type: "INCOMING_INVOICE", invoiceNumber: "RE-1", net: "100.00", total: "119.00" },
    { key: "out", type: "OUTGOING_INVOICE", invoiceNumber: "AR-1", net: "100.00", total: "119.00" },
    { key: "memo", type: "INCOMING_INVOICE", invoiceNumber: "GS-1", total: "119.00", creditMemo: true },
    { key: "rc", type: "INCOMING_INVOICE", invoiceNumber: "RC-1", net: "1000.00", total: "1000.00" },
    { key: "old", type: "INCOMING_INVOICE", invoiceNumber: "RE-0", total: "10.00", superseded: true },
    { key: "exported", type: "INCOMING_INVOICE", invoiceNumber: "RE-X", total: "10.00", exported: true },
    { key: "contract", type: "OTHER_DOCUMENT", title: "Mietvertrag" },
  ]);
  fxB = await seedListDocuments(server.ownerPool, seed.companyB, [
    { key: "b", type: "INCOMING_INVOICE", invoiceNumber: "B-1", total: "50.00" },
  ]);
  const one = async (sql: string, params: unknown[]) => (await owner(sql, params))[0].id as string;
  const account = (company: string, number: string, disabled = false) =>
    one(
      `insert into app_public.general_ledger_accounts (client_company_id, number, name, category, disabled_at)
       values ($1, $2, 'Konto ' || $2, 'EXPENSE', case when $3 then now() end) returning id`,
      [company, number, disabled],
    );
  ids.telefon = await account(seed.companyA, "4920");
  ids.wareneingang = await account(seed.companyA, "3400");
  ids.erloese = await account(seed.companyA, "8400");
  ids.pkw = await account(seed.companyA, "0320", true);
  ids.foreignAccount = await account(seed.companyB, "4920");
  const vat = (company: string, code: string, type: string, net: boolean, percentages: string) =>
    one(
      `insert into app_public.value_added_taxes (client_company_id, type, name, code, amount_type_must_be_net, percentages)
       values ($1, $2, 'Steuer ' || $3, $3, $4, $5) returning id`,
      [company, type, code, net, percentages],
    );
  ids.vst19 = await vat(seed.companyA, "9", "INPUT_TAX", false, "{19,16}");
  ids.ust19 = await vat(seed.companyA, "3", "OUTPUT_TAX", false, "{19,16}");
  ids.rc = await vat(seed.companyA, "94", "REVERSE_CHARGE", true, "{19}");
  ids.foreignVat = await vat(seed.companyB, "9", "INPUT_TAX", false, "{19}");
  const center = (company: string, number: string) =>
    one("insert into app_public.cost_centers (client_company_id, number) values ($1, $2) returning id", [
      company,
      number,
    ]);
  ids.cc100 = await center(seed.companyA, "100");
  ids.cc200 = await center(seed.companyA, "200");
  ids.foreignCc = await center(seed.companyB, "100");
  ids.cu1 = await one(
    "insert into app_public.cost_units (client_company_id, number) values ($1, '1001') returning id",
    [seed.companyA],
  );
  cookies.admin = await server.signIn(seed.userA);
  cookies.foreignAdmin = await server.signIn(seed.userB);
  cookies.viewGrant = await member(seed.companyA, "view@test.example", "VIEWER", "VIEW");
  cookies.editGrant = await member(seed.companyA, "edit@test.example", "VIEWER", "EDIT");
  cookies.clerk = await member(seed.companyA, "clerk@test.example", "CLERK");
  cookies.bookkeeper = await member(seed.companyA, "bookkeeper@test.example", "BOOKKEEPER");
  for (const role of ROLES) cookies[`B_${role}`] = await member(seed.companyB, `${role}@b.example`, role, "EDIT");
});
afterAll(async () => server?.close());

beforeEach(async () => {
  await setFeature(seed.companyA, "COST_CENTERS", true);
  await setFeature(seed.companyA, "COST_UNITS", false);
  await setFeature(seed.companyA, "SINGLE_COST_CENTER_PER_ACCOUNTING_ITEM", false);
  await owner("update app_public.client_companies set accounting_system = 'DATEV' where id = $1", [seed.companyA]);
});

interface Item {
  title?: string | null;
  bookingType?: "DEBIT" | "CREDIT" | null;
  amount?: string | null;
  amountType?: "NET" | "GROSS" | null;
  generalLedgerAccountRowId?: string | null;
  valueAddedTaxRowId?: string | null;
  valueAddedTaxPercentage?: string | null;
  costCenters?: { costCenterRowId: string; amount: string }[];
  costUnits?: { costUnitRowId: string; amount: string }[];
}

const expense = (amount: string, extra: Item = {}): Item => ({
  title: "Telefon",
  bookingType: "DEBIT",
  amount,
  amountType: "GROSS",
  generalLedgerAccountRowId: ids.telefon,
  valueAddedTaxRowId: ids.vst19,
  valueAddedTaxPercentage: "19",
  ...extra,
});

const SET = `mutation ($id: UUID!, $items: [AccountingItemInputRecordInput]!) {
  setAccountingItems(input: { documentRowId: $id, items: $items }) {
    result {
      accountingItemsRemainingAmount
      accountingItemsRemainingAmountIsZero
      accountingItems(orderBy: [SORT_INDEX_ASC]) {
        nodes {
          title bookingType amount amountType valueAddedTaxPercentage
          generalLedgerAccount { number }
          costCenters { nodes { amount costCenter { number } } }
          costUnits { nodes { amount costUnit { number } } }
        }
      }
    }
  }
}`;

interface SetResult {
  accountingItemsRemainingAmount: string | null;
  accountingItemsRemainingAmountIsZero: boolean;
  accountingItems: { nodes: Record<string, unknown>[] };
}

async function setItems(documentRowId: string, items: Item[], cookie = cookies.admin) {
  const { json } = await server.graphql({ query: SET, variables: { id: documentRowId, items } }, cookie);
  const result = (json.data?.setAccountingItems as { result: SetResult } | null)?.result ?? null;
  const error = json.errors?.[0]?.extensions ?? null;
  // Shares have no order of their own (random ids): compare them by number.
  for (const item of result?.accountingItems.nodes ?? []) {
    for (const key of ["costCenters", "costUnits"] as const) {
      const shares = item[key] as { nodes: { costCenter?: { number: string }; costUnit?: { number: string } }[] };
      const numberOf = (s: (typeof shares.nodes)[number]) => (s.costCenter ?? s.costUnit)?.number ?? "";
      shares.nodes.sort((a, b) => numberOf(a).localeCompare(numberOf(b), "de", { numeric: true }));
    }
  }
  return { result, error };
}

const READ = `query ($id: UUID!) {
  document(rowId: $id) {
    canCurrentUserViewAccountingTab
    canCurrentUserEditAccountingTab
    accountingTabEditRefusal
    invoice {
      accountingItemsRemainingAmount
      accountingItemsRemainingAmountIsZero
      accountingItems { nodes { rowId amount } }
    }
  }
}`;

interface ReadResult {
  canCurrentUserViewAccountingTab: boolean;
  canCurrentUserEditAccountingTab: boolean;
  accountingTabEditRefusal: string | null;
  invoice: {
    accountingItemsRemainingAmount: string | null;
    accountingItemsRemainingAmountIsZero: boolean;
    accountingItems: { nodes: { rowId: string; amount: string }[] };
  } | null;
}

async function read(documentRowId: string, cookie: string) {
  const { json } = await server.graphql({ query: READ, variables: { id: documentRowId } }, cookie);
  expect(json.errors).toBeUndefined();
  return json.data?.document as ReadResult | null;
}

const historyOf = async (documentRowId: string) =>
  (await owner(
    "select payload from app_public.document_history_entries where document_id = $1 and type = 'ACCOUNTING_ITEMS_CHANGED' order by created_at",
    [documentRowId],
  )) as { payload: { before: number; after: number } }[];

describe("setAccountingItems: the remaining amount", () => {
  it("books an invoice fully with a net and a gross item: remaining 0, cost centres kept, history written", async () => {
    const { result, error } = await setItems(fxA.ids.inv!, [
      expense("50.00", {
        amountType: "NET",
        title: "Material",
        generalLedgerAccountRowId: ids.wareneingang,
        costCenters: [
          { costCenterRowId: ids.cc100!, amount: "30.00" },
          { costCenterRowId: ids.cc200!, amount: "20.00" },
        ],
      }),
      expense("59.50", { title: null }),
    ]);
    expect(error).toBeNull();
    expect(result!.accountingItemsRemainingAmount).toBe("0.00");
    expect(result!.accountingItemsRemainingAmountIsZero).toBe(true);
    expect(result!.accountingItems.nodes).toEqual([
      {
        title: "Material",
        bookingType: "DEBIT",
        amount: "50.00",
        amountType: "NET",
        valueAddedTaxPercentage: "19.00",
        generalLedgerAccount: { number: "3400" },
        costCenters: {
          nodes: [
            { amount: "30.00", costCenter: { number: "100" } },
            { amount: "20.00", costCenter: { number: "200" } },
          ],
        },
        costUnits: { nodes: [] },
      },
      {
        title: null,
        bookingType: "DEBIT",
        amount: "59.50",
        amountType: "GROSS",
        valueAddedTaxPercentage: "19.00",
        generalLedgerAccount: { number: "4920" },
        costCenters: { nodes: [] },
        costUnits: { nodes: [] },
      },
    ]);
    expect((await historyOf(fxA.ids.inv!)).at(-1)!.payload).toEqual({ before: 0, after: 2 });
  });

  it("replaces all items: an empty list leaves the whole total open", async () => {
    await setItems(fxA.ids.inv!, [expense("119.00")]);
    const { result } = await setItems(fxA.ids.inv!, []);
    expect(result!.accountingItems.nodes).toEqual([]);
    expect(result!.accountingItemsRemainingAmount).toBe("119.00");
    expect(result!.accountingItemsRemainingAmountIsZero).toBe(false);
    expect((await historyOf(fxA.ids.inv!)).at(-1)!.payload).toEqual({ before: 1, after: 0 });
  });

  it("rounds each net item's gross to cents, half away from zero", async () => {
    // 33.33 × 1.19 = 39.6627 → 39.66; 66.67 × 1.19 = 79.3373 → 79.34; together 119.00.
    const { result } = await setItems(fxA.ids.inv!, [
      expense("33.33", { amountType: "NET" }),
      expense("66.67", { amountType: "NET" }),
    ]);
    expect(result!.accountingItemsRemainingAmount).toBe("0.00");
    // 0.05 × 1.19 = 0.0595 → 0.06
    const { result: half } = await setItems(fxA.ids.inv!, [expense("0.05", { amountType: "NET" })]);
    expect(half!.accountingItemsRemainingAmount).toBe("118.94");
  });

  it("counts the other booking side negative; outgoing invoices and credit memos book on the credit side", async () => {
    const { result } = await setItems(fxA.ids.inv!, [
      expense("150.00"),
      expense("31.00", { bookingType: "CREDIT", title: "Skonto" }),
    ]);
    expect(result!.accountingItemsRemainingAmount).toBe("0.00");
    const revenue = expense("100.00", {
      bookingType: "CREDIT",
      amountType: "NET",
      generalLedgerAccountRowId: ids.erloese,
      valueAddedTaxRowId: ids.ust19,
    });
    expect((await setItems(fxA.ids.out!, [revenue])).result!.accountingItemsRemainingAmountIsZero).toBe(true);
    expect((await setItems(fxA.ids.memo!, [expense("119.00", { bookingType: "CREDIT" })])).result).toMatchObject({
      accountingItemsRemainingAmount: "0.00",
    });
    expect((await setItems(fxA.ids.memo!, [expense("119.00")])).result).toMatchObject({
      accountingItemsRemainingAmount: "238.00",
    });
  });

  it("books reverse charge on the net amount: the tax is not on the invoice", async () => {
    const { result, error } = await setItems(fxA.ids.rc!, [
      expense("1000.00", { amountType: "NET", valueAddedTaxRowId: ids.rc, valueAddedTaxPercentage: null }),
    ]);
    expect(error).toBeNull();
    // The key has one rate: it is taken when none is given.
    expect(result!.accountingItems.nodes[0]!.valueAddedTaxPercentage).toBe("19.00");
    expect(result!.accountingItemsRemainingAmount).toBe("0.00");
  });
});

describe("setAccountingItems: refusals name the field and the item", () => {
  const cases: [string, () => Item, string, string][] = [
    [
      "a gross amount under a net-only VAT key",
      () => expense("10.00", { valueAddedTaxRowId: ids.rc }),
      "AMOUNT_TYPE_MUST_BE_NET",
      "amountType",
    ],
    [
      "a rate the VAT key does not have",
      () => expense("10.00", { valueAddedTaxPercentage: "7" }),
      "VALUE_ADDED_TAX_PERCENTAGE_NOT_ALLOWED",
      "valueAddedTaxPercentage",
    ],
    [
      "a rate without a VAT key",
      () => expense("10.00", { valueAddedTaxRowId: null }),
      "ACCOUNTING_ITEM_VALUE_REQUIRED",
      "valueAddedTaxRowId",
    ],
    [
      "a disabled ledger account",
      () => expense("10.00", { generalLedgerAccountRowId: ids.pkw }),
      "GENERAL_LEDGER_ACCOUNT_DISABLED",
      "generalLedgerAccountRowId",
    ],
    [
      "another company's ledger account",
      () => expense("10.00", { generalLedgerAccountRowId: ids.foreignAccount }),
      "GENERAL_LEDGER_ACCOUNT_NOT_FOUND",
      "generalLedgerAccountRowId",
    ],
    [
      "no ledger account",
      () => expense("10.00", { generalLedgerAccountRowId: null }),
      "ACCOUNTING_ITEM_VALUE_REQUIRED",
      "generalLedgerAccountRowId",
    ],
    [
      "another company's VAT key",
      () => expense("10.00", { valueAddedTaxRowId: ids.foreignVat }),
      "VALUE_ADDED_TAX_NOT_FOUND",
      "valueAddedTaxRowId",
    ],
    [
      "another company's cost centre",
      () => expense("10.00", { costCenters: [{ costCenterRowId: ids.foreignCc!, amount: "10.00" }] }),
      "COST_CENTER_NOT_FOUND",
      "costCenters",
    ],
    [
      "cost-centre shares that do not add up",
      () => expense("10.00", { costCenters: [{ costCenterRowId: ids.cc100!, amount: "9.99" }] }),
      "COST_CENTER_AMOUNTS_DO_NOT_ADD_UP",
      "costCenters",
    ],
    [
      "the same cost centre twice",
      () =>
        expense("10.00", {
          costCenters: [
            { costCenterRowId: ids.cc100!, amount: "5.00" },
            { costCenterRowId: ids.cc100!, amount: "5.00" },
          ],
        }),
      "COST_CENTER_DUPLICATE",
      "costCenters",
    ],
    [
      "cost units while their feature is off",
      () => expense("10.00", { costUnits: [{ costUnitRowId: ids.cu1!, amount: "10.00" }] }),
      "COST_UNITS_DISABLED",
      "costUnits",
    ],
    ["a zero amount", () => expense("0"), "ACCOUNTING_ITEM_AMOUNT_NOT_POSITIVE", "amount"],
    ["a negative amount", () => expense("-5.00"), "ACCOUNTING_ITEM_AMOUNT_NOT_POSITIVE", "amount"],
    ["no amount", () => expense("1", { amount: null }), "ACCOUNTING_ITEM_VALUE_REQUIRED", "amount"],
    ["no booking type", () => expense("10.00", { bookingType: null }), "ACCOUNTING_ITEM_VALUE_REQUIRED", "bookingType"],
    [
      "a booking text over 60 characters",
      () => expense("10.00", { title: "x".repeat(61) }),
      "ACCOUNTING_ITEM_TITLE_TOO_LONG",
      "title",
    ],
  ];
  it.each(cases)("refuses %s", async (_what, bad, code, field) => {
    await setItems(fxA.ids.inv!, [expense("119.00")]);
    const { result, error } = await setItems(fxA.ids.inv!, [expense("100.00"), bad()]);
    expect(result).toBeNull();
    expect(error).toEqual({ code, field, position: 2 });
    // Nothing of the refused call stays: the earlier item is still there.
    const doc = await read(fxA.ids.inv!, cookies.admin!);
    expect(doc!.invoice!.accountingItems.nodes.map((n) => n.amount)).toEqual(["119.00"]);
  });

  it("refuses cost centres while their feature is off, and a second one with the single-per-item flag", async () => {
    const two = expense("10.00", {
      costCenters: [
        { costCenterRowId: ids.cc100!, amount: "4.00" },
        { costCenterRowId: ids.cc200!, amount: "6.00" },
      ],
    });
    await setFeature(seed.companyA, "SINGLE_COST_CENTER_PER_ACCOUNTING_ITEM", true);
    expect((await setItems(fxA.ids.inv!, [two])).error).toEqual({
      code: "SINGLE_COST_CENTER_PER_ACCOUNTING_ITEM",
      field: "costCenters",
      position: 1,
    });
    await setFeature(seed.companyA, "COST_CENTERS", false);
    expect((await setItems(fxA.ids.inv!, [two])).error).toMatchObject({ code: "COST_CENTERS_DISABLED" });
  });

  it("accepts cost units when their feature is on", async () => {
    await setFeature(seed.companyA, "COST_UNITS", true);
    const { result, error } = await setItems(fxA.ids.inv!, [
      expense("119.00", { costUnits: [{ costUnitRowId: ids.cu1!, amount: "119.00" }] }),
    ]);
    expect(error).toBeNull();
    expect(result!.accountingItems.nodes[0]!.costUnits).toEqual({
      nodes: [{ amount: "119.00", costUnit: { number: "1001" } }],
    });
  });

  it("keeps a disabled account on items that already used it", async () => {
    await owner(
      `insert into app_public.accounting_items (client_company_id, document_id, booking_type, amount, amount_type, general_ledger_account_id)
       values ($1, $2, 'DEBIT', 119, 'GROSS', $3)`,
      [seed.companyA, fxA.ids.out, ids.pkw],
    );
    const { error } = await setItems(fxA.ids.out!, [
      expense("119.00", {
        generalLedgerAccountRowId: ids.pkw,
        valueAddedTaxRowId: null,
        valueAddedTaxPercentage: null,
      }),
    ]);
    expect(error).toBeNull();
    await setItems(fxA.ids.out!, []);
  });

  it("refuses documents that cannot take accounting items", async () => {
    expect((await setItems(fxA.ids.old!, [expense("10.00")])).error).toMatchObject({ code: "DOCUMENT_SUPERSEDED" });
    expect((await setItems(fxA.ids.exported!, [expense("10.00")])).error).toMatchObject({
      code: "DOCUMENT_EXPORTED_FOR_BOOKING",
    });
    expect((await setItems(fxA.ids.contract!, [expense("10.00")])).error).toMatchObject({ code: "DOCUMENT_NOT_FOUND" });
    const exported = await read(fxA.ids.exported!, cookies.admin!);
    expect(exported).toMatchObject({
      canCurrentUserViewAccountingTab: true,
      canCurrentUserEditAccountingTab: false,
      accountingTabEditRefusal: "DOCUMENT_EXPORTED_FOR_BOOKING",
    });
    expect(await read(fxA.ids.contract!, cookies.admin!)).toMatchObject({ canCurrentUserViewAccountingTab: false });
  });
});

describe("accounting items: who may read and write (RLS)", () => {
  beforeAll(async () => {
    await setFeature(seed.companyA, "COST_CENTERS", true);
    const { error } = await setItems(fxA.ids.inv!, [expense("119.00")]);
    expect(error).toBeNull();
  });
  const count = async () =>
    Number(
      (await owner("select count(*) from app_public.accounting_items where document_id = $1", [fxA.ids.inv]))[0].count,
    );

  it("a VIEW grant reads the items but may not change them", async () => {
    const doc = await read(fxA.ids.inv!, cookies.viewGrant!);
    expect(doc).toMatchObject({
      canCurrentUserViewAccountingTab: true,
      canCurrentUserEditAccountingTab: false,
      accountingTabEditRefusal: "ACCOUNTING_TAB_EDIT_FORBIDDEN",
    });
    expect(doc!.invoice!.accountingItems.nodes).toHaveLength(1);
    expect((await setItems(fxA.ids.inv!, [], cookies.viewGrant)).error).toMatchObject({
      code: "ACCOUNTING_TAB_EDIT_FORBIDDEN",
    });
    expect(await count()).toBe(1);
  });

  it("the EDIT grant may change them without documents-manage access", async () => {
    expect(await read(fxA.ids.inv!, cookies.editGrant!)).toMatchObject({ canCurrentUserEditAccountingTab: true });
    const { error, result } = await setItems(fxA.ids.inv!, [expense("119.00", { title: "Neu" })], cookies.editGrant);
    expect(error).toBeNull();
    expect(result!.accountingItems.nodes[0]).toMatchObject({ title: "Neu" });
  });

  it("members without accounting access or grant see neither the tab nor the items, only whether it is booked", async () => {
    for (const who of ["clerk", "bookkeeper"]) {
      const doc = await read(fxA.ids.inv!, cookies[who]!);
      expect(doc).toMatchObject({ canCurrentUserViewAccountingTab: false, canCurrentUserEditAccountingTab: false });
      expect(doc!.invoice!.accountingItems.nodes).toEqual([]);
      expect(doc!.invoice!.accountingItemsRemainingAmountIsZero).toBe(true);
      expect((await setItems(fxA.ids.inv!, [], cookies[who])).error).toMatchObject({
        code: "ACCOUNTING_TAB_EDIT_FORBIDDEN",
      });
    }
    expect(await count()).toBe(1);
  });

  it("no accounting system: nobody views or edits the tab", async () => {
    await owner("update app_public.client_companies set accounting_system = null where id = $1", [seed.companyA]);
    const doc = await read(fxA.ids.inv!, cookies.admin!);
    expect(doc).toMatchObject({ canCurrentUserViewAccountingTab: false, canCurrentUserEditAccountingTab: false });
    expect(doc!.invoice!.accountingItems.nodes).toEqual([]);
    expect((await setItems(fxA.ids.inv!, [])).error).toMatchObject({ code: "ACCOUNTING_TAB_EDIT_FORBIDDEN" });
    expect(await count()).toBe(1);
  });

  it("every role of another company, even with the EDIT grant there, neither reads nor sets company A's items", async () => {
    const companyARows = new Set(
      (
        await owner(
          `select id::text from app_public.accounting_items where client_company_id = $1
           union all select id::text from app_public.general_ledger_accounts where client_company_id = $1`,
          [seed.companyA],
        )
      ).map((r) => r.id as string),
    );
    expect(companyARows.size).toBeGreaterThan(1);
    for (const who of ["foreignAdmin", ...ROLES.map((r) => `B_${r}`)]) {
      expect(await read(fxA.ids.inv!, cookies[who]!)).toBeNull();
      const { json } = await server.graphql(
        { query: "{ accountingItems { nodes { rowId } } generalLedgerAccounts { nodes { rowId } } }" },
        cookies[who],
      );
      expect(json.errors).toBeUndefined();
      const data = json.data as Record<string, { nodes: { rowId: string }[] }>;
      const seen = Object.values(data).flatMap((c) => c.nodes.map((n) => n.rowId));
      expect(seen.filter((id) => companyARows.has(id))).toEqual([]);
      expect((await setItems(fxA.ids.inv!, [], cookies[who])).error).toMatchObject({ code: "DOCUMENT_NOT_FOUND" });
    }
    expect(await count()).toBe(1);
    // Company B's own invoice with A's accounts is refused, too.
    expect((await setItems(fxB.ids.b!, [expense("50.00")], cookies.foreignAdmin)).error).toMatchObject({
      code: "GENERAL_LEDGER_ACCOUNT_NOT_FOUND",
    });
  });
});

describe("demo accounting", () => {
  it("seeds SKR03, the DATEV tax keys and invoices that balance, but one", async () => {
    // A server of its own: the demo data uses fixed ids.
    const demo = await startTestServer({ persistedOnly: false });
    try {
      expect(await loadDemoData(demo.ownerPool, makeLogger("silent"))).toBe(true);
      const q = async (sql: string, params: unknown[] = []) => (await demo.ownerPool.query(sql, params)).rows;
      const accounts = await q(
        "select number, name from app_public.general_ledger_accounts where client_company_id = $1 order by number",
        [DEMO.companies.haustechnik],
      );
      expect(accounts.length).toBeGreaterThanOrEqual(40);
      expect(accounts).toContainEqual({ number: "1576", name: "Abziehbare Vorsteuer 19 %" });
      expect(accounts).toContainEqual({ number: "8400", name: "Erlöse 19 % USt" });
      const keys = await q("select code from app_public.value_added_taxes where client_company_id = $1 order by code", [
        DEMO.companies.baeckerei,
      ]);
      expect(keys.map((k) => k.code)).toEqual(expect.arrayContaining(["1", "2", "3", "8", "9", "94"]));
      const invoices = await q(
        // The owner is no member: the API's rule, spelled out (the field answers members only).
        `select i.document_id, i.total - sum(case when a.booking_type = app_hidden.invoice_booking_type(d.type, i.credit_memo) then 1 else -1 end
                  * app_hidden.accounting_item_gross(a.amount, a.amount_type, a.value_added_tax_percentage, v.type)) as remaining
         from app_public.invoices i join app_public.documents d on d.id = i.document_id
         join app_public.accounting_items a on a.document_id = i.document_id
         left join app_public.value_added_taxes v on v.id = a.value_added_tax_id
         group by i.document_id, i.total`,
      );
      expect(invoices.length).toBeGreaterThanOrEqual(8);
      expect(invoices.filter((i) => i.remaining !== "0.00")).toHaveLength(1);
      // Shares of cost centres and units add up to their item, rates are the key's.
      const broken = await q(
        `select a.id from app_public.accounting_items a
         left join app_public.value_added_taxes v on v.id = a.value_added_tax_id
         where (v.id is not null and not a.value_added_tax_percentage = any (v.percentages))
            or coalesce((select sum(c.amount) from app_public.accounting_item_cost_centers c where c.accounting_item_id = a.id), a.amount) <> a.amount
            or coalesce((select sum(c.amount) from app_public.accounting_item_cost_units c where c.accounting_item_id = a.id), a.amount) <> a.amount`,
      );
      expect(broken).toEqual([]);
      const systems = await q(
        "select count(*)::int as n from app_public.client_companies where accounting_system is null",
      );
      expect(systems[0].n).toBe(0);
    } finally {
      await demo.close();
    }
  });
});
