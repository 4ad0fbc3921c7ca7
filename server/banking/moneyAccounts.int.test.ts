import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Bank settings through the real server (spec part 2, settings → bank): money accounts of the
// three kinds and money categories, created and changed with PostGraphile's CRUD mutations.
// The database decides: the IBAN check digits, its uniqueness per company, the cash account
// feature, the disabled ledger accounts; banking access for accounts, accounting access for
// changing categories; and company B never sees or changes company A's rows.

const IBAN_A = "DE89370400440532013000";
const IBAN_A2 = "DE44500105175407324931";
/** Wrong check digits (the last digit changed). */
const IBAN_BAD = "DE89370400440532013001";

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};
const ledger: Record<string, string> = {};

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

const ACCOUNT_FIELDS = `rowId clientCompanyRowId type name iban bic currency active number cardBrand limit
  fullName currentBalance transactionCount syncActive lastSynced generalLedgerAccountRowId`;

const CREATE_ACCOUNT = `mutation ($input: MoneyAccountInput!) {
  createMoneyAccount(input: { moneyAccount: $input }) { moneyAccount { ${ACCOUNT_FIELDS} } }
}`;
const UPDATE_ACCOUNT = `mutation ($rowId: UUID!, $patch: MoneyAccountPatch!) {
  updateMoneyAccount(input: { rowId: $rowId, patch: $patch }) { moneyAccount { ${ACCOUNT_FIELDS} } }
}`;
const ACCOUNTS_OF = `query ($company: UUID!, $condition: MoneyAccountCondition) {
  clientCompany(rowId: $company) {
    currentUserHasBankingAccess
    moneyAccounts(condition: $condition, orderBy: [NAME_ASC]) { totalCount nodes { rowId name active } }
  }
}`;
const ACCOUNT = `query ($rowId: UUID!) { moneyAccount(rowId: $rowId) { ${ACCOUNT_FIELDS} } }`;

const CATEGORY_FIELDS = "rowId clientCompanyRowId name keywords generalLedgerAccountRowId transactionCount";
const CREATE_CATEGORY = `mutation ($input: MoneyCategoryInput!) {
  createMoneyCategory(input: { moneyCategory: $input }) { moneyCategory { ${CATEGORY_FIELDS} } }
}`;
const UPDATE_CATEGORY = `mutation ($rowId: UUID!, $patch: MoneyCategoryPatch!) {
  updateMoneyCategory(input: { rowId: $rowId, patch: $patch }) { moneyCategory { ${CATEGORY_FIELDS} } }
}`;
const DELETE_CATEGORY = `mutation ($rowId: UUID!) { deleteMoneyCategory(input: { rowId: $rowId }) { deletedMoneyCategoryId } }`;
const CATEGORY = `query ($rowId: UUID!) { moneyCategory(rowId: $rowId) { ${CATEGORY_FIELDS} } }`;

type Account = Record<string, unknown> & { rowId: string };

async function createAccount(cookie: string, input: Record<string, unknown>) {
  const result = await gql(cookie, CREATE_ACCOUNT, { input });
  const account = (result.data?.createMoneyAccount as { moneyAccount?: Account } | null)?.moneyAccount ?? null;
  return { ...result, account };
}

const codeOf = (result: GqlResult) => result.errors?.[0]?.extensions?.code;

/** A change the database did not make: refused with an error, or (a row that row-level
 * security hides) answered without a payload. The client treats both as not saved. */
function notChanged(result: GqlResult, field: string): boolean {
  if (result.errors?.length) return true;
  const payload = result.data?.[field] as Record<string, unknown> | null | undefined;
  return !payload || Object.entries(payload).every(([, value]) => value === null);
}

async function storedAccount(rowId: string) {
  const [row] = await owner("select name, active, iban from app_public.money_accounts where id = $1", [rowId]);
  return row as { name: string; active: boolean; iban: string | null } | undefined;
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  const account = async (company: string, number: string, disabled = false) =>
    (
      await owner(
        `insert into app_public.general_ledger_accounts (client_company_id, number, name, category, disabled_at)
         values ($1, $2, 'Konto ' || $2, 'ASSET', case when $3 then now() end) returning id`,
        [company, number, disabled],
      )
    )[0].id as string;
  ledger.bank = await account(seed.companyA, "1200");
  ledger.cash = await account(seed.companyA, "1000");
  ledger.disabled = await account(seed.companyA, "1210", true);
  ledger.ofB = await account(seed.companyB, "1200");
  cookies.admin = await server.signIn(seed.userA);
  cookies.adminB = await server.signIn(seed.userB);
  cookies.viewer = await member(seed.companyA, "viewer@a.example", "VIEWER");
  cookies.clerk = await member(seed.companyA, "clerk@a.example", "CLERK");
  // Banking access without accounting access (README, roles).
  cookies.bookkeeper = await member(seed.companyA, "bookkeeper@a.example", "BOOKKEEPER");
});
afterAll(async () => server?.close());

beforeEach(async () => {
  await owner("delete from app_public.money_accounts");
  await owner("delete from app_public.money_categories");
  await setFeature(seed.companyA, "CASH_ACCOUNT", false);
});

describe("money accounts", () => {
  it("creates a bank account with its computed fields, the IBAN as given (normalised by the client)", async () => {
    const { account, errors } = await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "BANK",
      name: "Geschäftskonto",
      iban: IBAN_A,
      bic: "COBADEFFXXX",
      holder: "Alpha Bau GmbH",
      includeHolderWithPayment: true,
      bankAccountType: "CURRENT",
      limit: "5000.00",
      generalLedgerAccountRowId: ledger.bank,
    });
    expect(errors).toBeUndefined();
    expect(account).toMatchObject({
      clientCompanyRowId: seed.companyA,
      type: "BANK",
      name: "Geschäftskonto",
      iban: IBAN_A,
      currency: "EUR",
      active: true,
      limit: "5000.00",
      fullName: "Geschäftskonto (DE89 3704 0044 0532 0130 00)",
      currentBalance: null,
      transactionCount: 0,
      syncActive: false,
      lastSynced: null,
      generalLedgerAccountRowId: ledger.bank,
    });
  });

  it("refuses an IBAN with wrong check digits with INVALID_IBAN at the iban field", async () => {
    const result = await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "BANK",
      name: "Tippfehler",
      iban: IBAN_BAD,
    });
    expect(result.account).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_IBAN", field: "iban" });
    expect(await owner("select 1 from app_public.money_accounts")).toHaveLength(0);
  });

  it("requires an IBAN for bank accounts and none for cards and cash books", async () => {
    const withoutIban = await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "BANK",
      name: "Ohne",
    });
    expect(codeOf(withoutIban)).toBe("INVALID_VALUE");
    // The constraint is named, so the page can say "A bank account needs an IBAN." (constraints.*).
    expect(withoutIban.errors?.[0]?.extensions?.constraint).toBe("money_accounts_check");
    const cardWithIban = await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "CREDIT_CARD",
      name: "Karte",
      iban: IBAN_A,
    });
    expect(codeOf(cardWithIban)).toBe("INVALID_VALUE");
  });

  it("refuses a second account with the same IBAN in the company (ALREADY_EXISTS), not in another company", async () => {
    await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "BANK",
      name: "Giro",
      iban: IBAN_A,
    });
    const duplicate = await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "BANK",
      name: "Giro (doppelt)",
      iban: IBAN_A,
    });
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({
      code: "ALREADY_EXISTS",
      constraint: "money_accounts_company_iban_key",
    });
    const inB = await createAccount(cookies.adminB!, {
      clientCompanyRowId: seed.companyB,
      type: "BANK",
      name: "Giro B",
      iban: IBAN_A,
    });
    expect(inB.errors).toBeUndefined();
    expect(inB.account?.clientCompanyRowId).toBe(seed.companyB);
  });

  it("creates credit cards, and cash books only with the cash account feature", async () => {
    const card = await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "CREDIT_CARD",
      name: "Visa Geschäftsführung",
      number: "**** **** **** 4242",
      cardBrand: "VISA",
      limit: "10000",
    });
    expect(card.errors).toBeUndefined();
    expect(card.account).toMatchObject({
      type: "CREDIT_CARD",
      cardBrand: "VISA",
      fullName: "Visa Geschäftsführung (**** **** **** 4242)",
    });

    const cashOff = await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "CASH",
      name: "Hauptkasse",
    });
    expect(codeOf(cashOff)).toBe("CASH_ACCOUNT_FEATURE_OFF");

    await setFeature(seed.companyA, "CASH_ACCOUNT", true);
    const cash = await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "CASH",
      name: "Hauptkasse",
      number: "K1",
      generalLedgerAccountRowId: ledger.cash,
    });
    expect(cash.errors).toBeUndefined();
    // A cash book's balance starts at zero (no statement balance needed).
    expect(cash.account).toMatchObject({ type: "CASH", currentBalance: "0", fullName: "Hauptkasse (K1)" });
  });

  it("changes an account, deactivates it (the active-only list drops it) and reactivates it", async () => {
    const { account } = await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "BANK",
      name: "Giro",
      iban: IBAN_A,
    });
    const renamed = await gql(cookies.admin!, UPDATE_ACCOUNT, {
      rowId: account!.rowId,
      patch: { name: "Giro Commerzbank", iban: IBAN_A2, bic: "INGDDEFFXXX", description: "Hauptkonto" },
    });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data?.updateMoneyAccount).toMatchObject({
      moneyAccount: { name: "Giro Commerzbank", iban: IBAN_A2 },
    });

    const off = await gql(cookies.admin!, UPDATE_ACCOUNT, { rowId: account!.rowId, patch: { active: false } });
    expect(off.errors).toBeUndefined();
    const activeOnly = await gql(cookies.admin!, ACCOUNTS_OF, {
      company: seed.companyA,
      condition: { type: "BANK", active: true },
    });
    expect(activeOnly.data?.clientCompany).toMatchObject({ moneyAccounts: { totalCount: 0 } });
    const all = await gql(cookies.admin!, ACCOUNTS_OF, { company: seed.companyA, condition: { type: "BANK" } });
    expect(all.data?.clientCompany).toMatchObject({ moneyAccounts: { totalCount: 1, nodes: [{ active: false }] } });

    await gql(cookies.admin!, UPDATE_ACCOUNT, { rowId: account!.rowId, patch: { active: true } });
    expect(await storedAccount(account!.rowId)).toMatchObject({ active: true });
  });

  it("keeps the kind: the patch has no type, and an invalid IBAN in a change is refused at its field", async () => {
    const { account } = await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "BANK",
      name: "Giro",
      iban: IBAN_A,
    });
    const typeChange = await gql(cookies.admin!, UPDATE_ACCOUNT, { rowId: account!.rowId, patch: { type: "CASH" } });
    expect(typeChange.errors?.[0]?.message).toMatch(/type/);
    const badIban = await gql(cookies.admin!, UPDATE_ACCOUNT, { rowId: account!.rowId, patch: { iban: IBAN_BAD } });
    expect(badIban.errors?.[0]?.extensions).toMatchObject({ code: "INVALID_IBAN", field: "iban" });
    expect(await storedAccount(account!.rowId)).toMatchObject({ iban: IBAN_A });
  });

  it("refuses a disabled ledger account and one of another company", async () => {
    const disabled = await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "BANK",
      name: "Giro",
      iban: IBAN_A,
      generalLedgerAccountRowId: ledger.disabled,
    });
    expect(disabled.errors?.[0]?.extensions).toMatchObject({
      code: "GENERAL_LEDGER_ACCOUNT_DISABLED",
      field: "generalLedgerAccountRowId",
    });
    const foreign = await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "BANK",
      name: "Giro",
      iban: IBAN_A,
      generalLedgerAccountRowId: ledger.ofB,
    });
    expect(codeOf(foreign)).toBe("REFERENCE_NOT_FOUND");
  });

  it("without banking access (VIEWER, CLERK): no accounts are visible, none can be created or changed", async () => {
    const { account } = await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "BANK",
      name: "Giro",
      iban: IBAN_A,
    });
    for (const role of ["viewer", "clerk"] as const) {
      const list = await gql(cookies[role]!, ACCOUNTS_OF, { company: seed.companyA });
      expect(list.data?.clientCompany).toEqual({
        currentUserHasBankingAccess: false,
        moneyAccounts: { totalCount: 0, nodes: [] },
      });
      expect((await gql(cookies[role]!, ACCOUNT, { rowId: account!.rowId })).data?.moneyAccount).toBeNull();
      const created = await createAccount(cookies[role]!, {
        clientCompanyRowId: seed.companyA,
        type: "BANK",
        name: "Heimlich",
        iban: IBAN_A2,
      });
      expect(codeOf(created)).toBe("FORBIDDEN");
      // Row-level security hides the row: the update finds nothing to change (no payload).
      const changed = await gql(cookies[role]!, UPDATE_ACCOUNT, {
        rowId: account!.rowId,
        patch: { name: "Geändert", active: false },
      });
      expect(notChanged(changed, "updateMoneyAccount")).toBe(true);
    }
    expect(await storedAccount(account!.rowId)).toMatchObject({ name: "Giro", active: true });
    expect(await owner("select 1 from app_public.money_accounts")).toHaveLength(1);
  });

  it("company B's admin neither sees nor changes company A's accounts, nor creates accounts in A", async () => {
    const { account } = await createAccount(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      type: "BANK",
      name: "Giro A",
      iban: IBAN_A,
    });
    expect((await gql(cookies.adminB!, ACCOUNT, { rowId: account!.rowId })).data?.moneyAccount).toBeNull();
    expect((await gql(cookies.adminB!, ACCOUNTS_OF, { company: seed.companyA })).data?.clientCompany).toBeNull();
    const all = await gql(cookies.adminB!, `{ moneyAccounts { totalCount } }`);
    expect(all.data?.moneyAccounts).toEqual({ totalCount: 0 });
    const changed = await gql(cookies.adminB!, UPDATE_ACCOUNT, { rowId: account!.rowId, patch: { active: false } });
    expect(notChanged(changed, "updateMoneyAccount")).toBe(true);
    const planted = await createAccount(cookies.adminB!, {
      clientCompanyRowId: seed.companyA,
      type: "BANK",
      name: "Fremd",
      iban: IBAN_A2,
    });
    expect(codeOf(planted)).toBe("FORBIDDEN");
    expect(await storedAccount(account!.rowId)).toMatchObject({ name: "Giro A", active: true });
    expect(await owner("select 1 from app_public.money_accounts")).toHaveLength(1);
  });
});

describe("money categories", () => {
  async function createCategory(cookie: string, input: Record<string, unknown>) {
    const result = await gql(cookie, CREATE_CATEGORY, { input });
    const category =
      (result.data?.createMoneyCategory as { moneyCategory?: Record<string, unknown> & { rowId: string } } | null)
        ?.moneyCategory ?? null;
    return { ...result, category };
  }

  it("creates, changes and deletes a category with accounting access", async () => {
    const { category, errors } = await createCategory(cookies.admin!, {
      clientCompanyRowId: seed.companyA,
      name: "Kontoführungsgebühren",
      keywords: ["Entgelt", "Kontoführung"],
      generalLedgerAccountRowId: ledger.bank,
    });
    expect(errors).toBeUndefined();
    expect(category).toMatchObject({
      name: "Kontoführungsgebühren",
      keywords: ["Entgelt", "Kontoführung"],
      transactionCount: 0,
    });
    const changed = await gql(cookies.admin!, UPDATE_CATEGORY, {
      rowId: category!.rowId,
      patch: { name: "Bankgebühren", keywords: ["Entgelt"], generalLedgerAccountRowId: null },
    });
    expect(changed.data?.updateMoneyCategory).toMatchObject({
      moneyCategory: { name: "Bankgebühren", keywords: ["Entgelt"], generalLedgerAccountRowId: null },
    });
    const deleted = await gql(cookies.admin!, DELETE_CATEGORY, { rowId: category!.rowId });
    expect(deleted.errors).toBeUndefined();
    expect(await owner("select 1 from app_public.money_categories")).toHaveLength(0);
  });

  it("refuses a second category of the same name (ALREADY_EXISTS on the name constraint)", async () => {
    await createCategory(cookies.admin!, { clientCompanyRowId: seed.companyA, name: "Löhne" });
    const duplicate = await createCategory(cookies.admin!, { clientCompanyRowId: seed.companyA, name: "Löhne" });
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({
      code: "ALREADY_EXISTS",
      constraint: "money_categories_company_name_key",
    });
  });

  it("banking without accounting access (BOOKKEEPER) reads categories but cannot create, change or delete them", async () => {
    const { category } = await createCategory(cookies.admin!, { clientCompanyRowId: seed.companyA, name: "Steuern" });
    expect((await gql(cookies.bookkeeper!, CATEGORY, { rowId: category!.rowId })).data?.moneyCategory).toMatchObject({
      name: "Steuern",
    });
    const access = await gql(
      cookies.bookkeeper!,
      `query ($c: UUID!) { clientCompany(rowId: $c) { currentUserHasBankingAccess currentUserHasAccountingAccess } }`,
      { c: seed.companyA },
    );
    expect(access.data?.clientCompany).toEqual({
      currentUserHasBankingAccess: true,
      currentUserHasAccountingAccess: false,
    });
    expect(codeOf(await createCategory(cookies.bookkeeper!, { clientCompanyRowId: seed.companyA, name: "Neu" }))).toBe(
      "FORBIDDEN",
    );
    const changed = await gql(cookies.bookkeeper!, UPDATE_CATEGORY, { rowId: category!.rowId, patch: { name: "X" } });
    expect(notChanged(changed, "updateMoneyCategory")).toBe(true);
    const deleted = await gql(cookies.bookkeeper!, DELETE_CATEGORY, { rowId: category!.rowId });
    expect(notChanged(deleted, "deleteMoneyCategory")).toBe(true);
    expect(await owner("select name from app_public.money_categories")).toEqual([{ name: "Steuern" }]);
  });

  it("company B's admin neither reads, changes nor deletes company A's categories", async () => {
    const { category } = await createCategory(cookies.admin!, { clientCompanyRowId: seed.companyA, name: "Miete" });
    expect((await gql(cookies.adminB!, CATEGORY, { rowId: category!.rowId })).data?.moneyCategory).toBeNull();
    const changed = await gql(cookies.adminB!, UPDATE_CATEGORY, { rowId: category!.rowId, patch: { name: "X" } });
    expect(notChanged(changed, "updateMoneyCategory")).toBe(true);
    const deleted = await gql(cookies.adminB!, DELETE_CATEGORY, { rowId: category!.rowId });
    expect(notChanged(deleted, "deleteMoneyCategory")).toBe(true);
    expect(codeOf(await createCategory(cookies.adminB!, { clientCompanyRowId: seed.companyA, name: "Fremd" }))).toBe(
      "FORBIDDEN",
    );
    expect(await owner("select name from app_public.money_categories")).toEqual([{ name: "Miete" }]);
  });
});
