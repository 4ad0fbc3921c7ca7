import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Accounting settings through the real server (spec part 2, settings → accounting): document
// categories, ledger accounts and VAT codes are changed with accounting access only, never in
// another company; a category that holds documents is not deleted but merged; the standard
// charts are imported once (the second import adds nothing).

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};

async function owner(sql: string, params: unknown[] = []) {
  return (await server.ownerPool.query(sql, params)).rows;
}

async function member(company: string, email: string, role: string) {
  const [user] = await owner(
    "insert into app_public.users (email, first_name, last_name) values ($1, 'Test', 'User') returning id",
    [email],
  );
  await owner(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, $3)",
    [user.id, company, role],
  );
  return server.signIn(user.id as string);
}

interface GqlResult {
  data: Record<string, unknown> | null | undefined;
  errors: { message: string; extensions?: Record<string, unknown> }[] | undefined;
}

async function gql(cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<GqlResult> {
  const { json } = await server.graphql({ query, variables }, cookie);
  return { data: json.data, errors: json.errors };
}

const codeOf = (result: GqlResult) => result.errors?.[0]?.extensions?.code;

/** Refused with an error, or (a row that row-level security hides) answered without a payload. */
function notChanged(result: GqlResult, field: string): boolean {
  if (result.errors?.length) return true;
  const payload = result.data?.[field] as Record<string, unknown> | null | undefined;
  return !payload || Object.values(payload).every((value) => value === null);
}

const IMPORT = `mutation ($company: UUID!, $chart: StandardChart!) {
  importGeneralLedgerChart(input: { clientCompanyRowId: $company, chart: $chart }) { result { added skipped } }
}`;
const CREATE_ACCOUNT = `mutation ($input: GeneralLedgerAccountInput!) {
  createGeneralLedgerAccount(input: { generalLedgerAccount: $input }) { generalLedgerAccount { rowId number name category } }
}`;
const UPDATE_ACCOUNT = `mutation ($rowId: UUID!, $patch: GeneralLedgerAccountPatch!) {
  updateGeneralLedgerAccount(input: { rowId: $rowId, patch: $patch }) { generalLedgerAccount { rowId name } }
}`;
const CREATE_CATEGORY = `mutation ($input: DocumentCategoryInput!) {
  createDocumentCategory(input: { documentCategory: $input }) {
    documentCategory { rowId name documentType bookingType accountingItemsTitle generalLedgerAccountRowId documentCount }
  }
}`;
const UPDATE_CATEGORY = `mutation ($rowId: UUID!, $patch: DocumentCategoryPatch!) {
  updateDocumentCategory(input: { rowId: $rowId, patch: $patch }) { documentCategory { rowId name } }
}`;
const DELETE_CATEGORY = `mutation ($rowId: UUID!) { deleteDocumentCategory(input: { rowId: $rowId }) { deletedDocumentCategoryId } }`;
const MERGE = `mutation ($source: UUID!, $target: UUID!) {
  mergeDocumentCategory(input: { sourceRowId: $source, targetRowId: $target }) { result { rowId documentCount } }
}`;
const CREATE_VAT = `mutation ($input: ValueAddedTaxInput!) {
  createValueAddedTax(input: { valueAddedTax: $input }) { valueAddedTax { rowId name code intraEu percentages } }
}`;
const CREATE_RATE = `mutation ($input: ValueAddedTaxRateInput!) {
  createValueAddedTaxRate(input: { valueAddedTaxRate: $input }) { valueAddedTaxRate { rowId percentage validFrom validUntil } }
}`;

async function category(company: string, type: string, name: string) {
  return (
    await owner(
      "insert into app_public.document_categories (client_company_id, document_type, name) values ($1, $2, $3) returning id",
      [company, type, name],
    )
  )[0].id as string;
}

async function document(company: string, categoryId: string) {
  return (
    await owner(
      "insert into app_public.documents (client_company_id, category_id, type, title) values ($1, $2, 'INCOMING_INVOICE', 'Rechnung') returning id",
      [company, categoryId],
    )
  )[0].id as string;
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.admin = await server.signIn(seed.userA);
  cookies.adminB = await server.signIn(seed.userB);
  cookies.viewer = await member(seed.companyA, "viewer@a.example", "VIEWER");
  cookies.clerk = await member(seed.companyA, "clerk@a.example", "CLERK");
  // Banking access without accounting access (README, roles).
  cookies.bookkeeper = await member(seed.companyA, "bookkeeper@a.example", "BOOKKEEPER");
});
afterAll(async () => server?.close());

describe("standard chart import", () => {
  it("adds the SKR03 accounts once and counts what it added and skipped", async () => {
    await owner(
      "insert into app_public.general_ledger_accounts (client_company_id, number, name, category) values ($1, '1200', 'Sparkasse', 'ASSET')",
      [seed.companyA],
    );
    const [{ total }] = await owner(
      "select count(*)::int as total from app_private.standard_chart_accounts where chart = 'SKR03'",
    );
    const first = await gql(cookies.admin!, IMPORT, { company: seed.companyA, chart: "SKR03" });
    expect(first.errors).toBeUndefined();
    expect(first.data?.importGeneralLedgerChart).toEqual({ result: { added: total - 1, skipped: 1 } });
    // The existing account keeps its own name.
    expect(
      await owner(
        "select name from app_public.general_ledger_accounts where client_company_id = $1 and number = '1200'",
        [seed.companyA],
      ),
    ).toEqual([{ name: "Sparkasse" }]);
    const second = await gql(cookies.admin!, IMPORT, { company: seed.companyA, chart: "SKR03" });
    expect(second.data?.importGeneralLedgerChart).toEqual({ result: { added: 0, skipped: total } });
    const [{ count }] = await owner(
      "select count(*)::int as count from app_public.general_ledger_accounts where client_company_id = $1",
      [seed.companyA],
    );
    expect(count).toBe(total);
  });

  it("is refused without accounting access and for another company", async () => {
    for (const cookie of [cookies.viewer!, cookies.clerk!, cookies.bookkeeper!, cookies.adminB!]) {
      const result = await gql(cookie, IMPORT, { company: seed.companyA, chart: "SKR04" });
      expect(codeOf(result)).toBe("ACCOUNTING_SETTINGS_FORBIDDEN");
    }
    const [{ count }] = await owner(
      "select count(*)::int as count from app_public.general_ledger_accounts where client_company_id = $1 and number = '6805'",
      [seed.companyA],
    );
    expect(count).toBe(0);
  });
});

describe("general-ledger accounts", () => {
  it("are created and changed with accounting access, by no one else, never in another company", async () => {
    const created = await gql(cookies.admin!, CREATE_ACCOUNT, {
      input: { clientCompanyRowId: seed.companyA, number: "9876", name: "Sonderkonto", category: "EXPENSE" },
    });
    expect(created.errors).toBeUndefined();
    const rowId = (created.data?.createGeneralLedgerAccount as { generalLedgerAccount: { rowId: string } })
      .generalLedgerAccount.rowId;
    for (const cookie of [cookies.viewer!, cookies.clerk!, cookies.bookkeeper!, cookies.adminB!]) {
      const create = await gql(cookie, CREATE_ACCOUNT, {
        input: { clientCompanyRowId: seed.companyA, number: "9877", name: "Fremd", category: "EXPENSE" },
      });
      expect(notChanged(create, "createGeneralLedgerAccount")).toBe(true);
      const update = await gql(cookie, UPDATE_ACCOUNT, { rowId, patch: { name: "Umbenannt" } });
      expect(notChanged(update, "updateGeneralLedgerAccount")).toBe(true);
    }
    expect(await owner("select name from app_public.general_ledger_accounts where id = $1", [rowId])).toEqual([
      { name: "Sonderkonto" },
    ]);
    const { json } = await server.graphql(
      {
        query: `query ($company: UUID!) { clientCompany(rowId: $company) { generalLedgerAccounts { totalCount } } }`,
        variables: { company: seed.companyA },
      },
      cookies.adminB!,
    );
    expect(json.data?.clientCompany ?? null).toBeNull();
  });

  it("refuses a number that is not 4 to 8 digits", async () => {
    const result = await gql(cookies.admin!, CREATE_ACCOUNT, {
      input: { clientCompanyRowId: seed.companyA, number: "12a", name: "Falsch", category: "EXPENSE" },
    });
    expect(codeOf(result)).toBeDefined();
    expect(result.errors?.[0]?.extensions?.constraint).toBe("general_ledger_accounts_number_check");
  });
});

describe("document categories", () => {
  it("are created with booking and ledger defaults with accounting access only", async () => {
    const [{ id: ledger }] = await owner(
      "select id from app_public.general_ledger_accounts where client_company_id = $1 and number = '4920'",
      [seed.companyA],
    );
    const created = await gql(cookies.admin!, CREATE_CATEGORY, {
      input: {
        clientCompanyRowId: seed.companyA,
        documentType: "INCOMING_INVOICE",
        name: "Telefonrechnungen",
        bookingType: "DEBIT",
        accountingItemsTitle: "Telefon",
        generalLedgerAccountRowId: ledger,
      },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createDocumentCategory).toMatchObject({
      documentCategory: {
        name: "Telefonrechnungen",
        bookingType: "DEBIT",
        generalLedgerAccountRowId: ledger,
        documentCount: 0,
      },
    });
    for (const cookie of [cookies.viewer!, cookies.bookkeeper!, cookies.adminB!]) {
      const result = await gql(cookie, CREATE_CATEGORY, {
        input: { clientCompanyRowId: seed.companyA, documentType: "INCOMING_INVOICE", name: "Fremd" },
      });
      expect(notChanged(result, "createDocumentCategory")).toBe(true);
    }
  });

  it("refuses to delete a category that holds documents with DOCUMENT_CATEGORY_IN_USE; an empty one is deleted", async () => {
    const used = await category(seed.companyA, "INCOMING_INVOICE", "Belegt");
    await document(seed.companyA, used);
    const refused = await gql(cookies.admin!, DELETE_CATEGORY, { rowId: used });
    expect(codeOf(refused)).toBe("DOCUMENT_CATEGORY_IN_USE");
    expect(await owner("select 1 from app_public.document_categories where id = $1", [used])).toHaveLength(1);
    // Renaming stays possible.
    const renamed = await gql(cookies.admin!, UPDATE_CATEGORY, { rowId: used, patch: { name: "Belegt (alt)" } });
    expect(renamed.errors).toBeUndefined();

    const empty = await category(seed.companyA, "INCOMING_INVOICE", "Leer");
    const viewerDelete = await gql(cookies.viewer!, DELETE_CATEGORY, { rowId: empty });
    expect(notChanged(viewerDelete, "deleteDocumentCategory")).toBe(true);
    const deleted = await gql(cookies.admin!, DELETE_CATEGORY, { rowId: empty });
    expect(deleted.errors).toBeUndefined();
    expect(await owner("select 1 from app_public.document_categories where id = $1", [empty])).toHaveLength(0);
  });

  it("merges a category into another of the same type: documents move, history records it, the source is gone", async () => {
    const source = await category(seed.companyA, "INCOMING_INVOICE", "Quelle");
    const target = await category(seed.companyA, "INCOMING_INVOICE", "Ziel");
    const other = await category(seed.companyA, "OTHER_DOCUMENT", "Sonstiges Ziel");
    const documents = [await document(seed.companyA, source), await document(seed.companyA, source)];

    expect(codeOf(await gql(cookies.admin!, MERGE, { source, target: other }))).toBe(
      "DOCUMENT_CATEGORY_MERGE_TYPE_MISMATCH",
    );
    expect(codeOf(await gql(cookies.admin!, MERGE, { source, target: source }))).toBe(
      "DOCUMENT_CATEGORY_MERGE_INTO_ITSELF",
    );
    expect(codeOf(await gql(cookies.bookkeeper!, MERGE, { source, target }))).toBe("ACCOUNTING_SETTINGS_FORBIDDEN");
    expect(codeOf(await gql(cookies.adminB!, MERGE, { source, target }))).toBe("DOCUMENT_CATEGORY_NOT_FOUND");

    const merged = await gql(cookies.admin!, MERGE, { source, target });
    expect(merged.errors).toBeUndefined();
    expect(merged.data?.mergeDocumentCategory).toEqual({ result: { rowId: target, documentCount: 2 } });
    expect(await owner("select category_id from app_public.documents where id = any($1::uuid[])", [documents])).toEqual(
      [{ category_id: target }, { category_id: target }],
    );
    expect(await owner("select 1 from app_public.document_categories where id = $1", [source])).toHaveLength(0);
    const history = await owner(
      "select payload from app_public.document_history_entries where document_id = $1 and type = 'CATEGORY_CHANGED'",
      [documents[0]],
    );
    expect(history).toEqual([
      { payload: expect.objectContaining({ previousCategory: "Quelle", nextCategory: "Ziel" }) },
    ]);
  });

  it("another company's categories are neither readable nor changeable", async () => {
    const ofA = await category(seed.companyA, "INCOMING_INVOICE", "Nur A");
    const { json } = await server.graphql(
      { query: `query ($rowId: UUID!) { documentCategory(rowId: $rowId) { rowId } }`, variables: { rowId: ofA } },
      cookies.adminB!,
    );
    expect(json.data?.documentCategory ?? null).toBeNull();
    const update = await gql(cookies.adminB!, UPDATE_CATEGORY, { rowId: ofA, patch: { name: "Gekapert" } });
    expect(notChanged(update, "updateDocumentCategory")).toBe(true);
    const remove = await gql(cookies.adminB!, DELETE_CATEGORY, { rowId: ofA });
    expect(notChanged(remove, "deleteDocumentCategory")).toBe(true);
    expect(await owner("select name from app_public.document_categories where id = $1", [ofA])).toEqual([
      { name: "Nur A" },
    ]);
  });
});

describe("VAT codes with dated rates", () => {
  it("keeps the code's percentages as its rates' percentages and refuses a period that ends before it starts", async () => {
    const created = await gql(cookies.admin!, CREATE_VAT, {
      input: {
        clientCompanyRowId: seed.companyA,
        type: "INPUT_TAX",
        name: "Vorsteuer 19 %",
        code: "9",
        intraEu: false,
      },
    });
    expect(created.errors).toBeUndefined();
    const vat = (created.data?.createValueAddedTax as { valueAddedTax: { rowId: string } }).valueAddedTax.rowId;
    const add = (percentage: string, validFrom: string | null, validUntil: string | null) =>
      gql(cookies.admin!, CREATE_RATE, {
        input: { clientCompanyRowId: seed.companyA, valueAddedTaxRowId: vat, percentage, validFrom, validUntil },
      });
    expect((await add("19", "2007-01-01", null)).errors).toBeUndefined();
    expect((await add("16", "2020-07-01", "2020-12-31")).errors).toBeUndefined();
    expect((await add("15", "2021-01-01", "2020-12-31")).errors?.[0]?.extensions?.constraint).toBe(
      "value_added_tax_rates_period_check",
    );
    expect(await owner("select percentages from app_public.value_added_taxes where id = $1", [vat])).toEqual([
      { percentages: [19, 16] },
    ]);
    const bookkeeper = await gql(cookies.bookkeeper!, CREATE_RATE, {
      input: { clientCompanyRowId: seed.companyA, valueAddedTaxRowId: vat, percentage: "7" },
    });
    expect(notChanged(bookkeeper, "createValueAddedTaxRate")).toBe(true);
    const other = await gql(cookies.adminB!, CREATE_RATE, {
      input: { clientCompanyRowId: seed.companyA, valueAddedTaxRowId: vat, percentage: "7" },
    });
    expect(notChanged(other, "createValueAddedTaxRate")).toBe(true);
  });

  it("replaces a code's rates at once with setValueAddedTaxRates, accounting access only", async () => {
    const created = await gql(cookies.admin!, CREATE_VAT, {
      input: { clientCompanyRowId: seed.companyA, type: "OUTPUT_TAX", name: "Umsatzsteuer 19 %", code: "3" },
    });
    const vat = (created.data?.createValueAddedTax as { valueAddedTax: { rowId: string } }).valueAddedTax.rowId;
    const SET = `mutation ($vat: UUID!, $rates: [ValueAddedTaxRateInputRecordInput]!) {
      setValueAddedTaxRates(input: { valueAddedTaxRowId: $vat, rates: $rates }) { result { percentages } }
    }`;
    const rates = [
      { percentage: "19", validFrom: "2007-01-01", validUntil: "2020-06-30" },
      { percentage: "16", validFrom: "2020-07-01", validUntil: "2020-12-31" },
      { percentage: "19", validFrom: "2021-01-01", validUntil: null },
    ];
    const saved = await gql(cookies.admin!, SET, { vat, rates });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.setValueAddedTaxRates).toEqual({ result: { percentages: ["19.00", "16.00"] } });
    expect(codeOf(await gql(cookies.bookkeeper!, SET, { vat, rates: [] }))).toBe("ACCOUNTING_SETTINGS_FORBIDDEN");
    expect(codeOf(await gql(cookies.adminB!, SET, { vat, rates: [] }))).toBe("VALUE_ADDED_TAX_NOT_FOUND");
    const [{ count }] = await owner(
      "select count(*)::int as count from app_public.value_added_tax_rates where value_added_tax_id = $1",
      [vat],
    );
    expect(count).toBe(3);
  });
});
