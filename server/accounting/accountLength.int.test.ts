import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// The company's account length (DATEV Sachkontenlänge) through the real server: a new or
// renumbered ledger account has exactly that many digits, a partner account one more; rows
// that exist keep their numbers; the length cannot change while accounts of another length
// exist; the SKR charts (four-digit numbers) are imported only at length 4.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};
const { owner, gql, refusal } = graphqlKit(
  () => server,
  () => cookies.admin,
);

const CREATE_ACCOUNT = `mutation ($input: GeneralLedgerAccountInput!) {
  createGeneralLedgerAccount(input: { generalLedgerAccount: $input }) { generalLedgerAccount { rowId number } }
}`;
const UPDATE_ACCOUNT = `mutation ($rowId: UUID!, $patch: GeneralLedgerAccountPatch!) {
  updateGeneralLedgerAccount(input: { rowId: $rowId, patch: $patch }) { generalLedgerAccount { rowId number name } }
}`;
const CREATE_PARTNER = `mutation ($a: PartnerAccountInput!) {
  createPartnerAccount(input: { partnerAccount: $a }) { partnerAccount { rowId number } }
}`;
const SET_LENGTH = `mutation ($company: UUID!, $length: Int!) {
  updateCompanyAccountingSettings(input: { clientCompanyRowId: $company, accountingSystem: "DATEV", datevConsultantNumber: 29098, accountingSystemClientNo: "55003", generalLedgerAccountLength: $length, fiscalYearStartMonth: 1 }) {
    clientCompany { generalLedgerAccountLength }
  }
}`;
const IMPORT = `mutation ($company: UUID!) {
  importGeneralLedgerChart(input: { clientCompanyRowId: $company, chart: SKR03 }) { result { added skipped } }
}`;

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.admin = await server.signIn(seed.userA);
  cookies.adminB = await server.signIn(seed.userB);
});
afterAll(async () => server?.close());

const accountCount = async (company: string) =>
  Number(
    (await owner("select count(*) from app_public.general_ledger_accounts where client_company_id = $1", [company]))[0]
      .count,
  );

describe("ledger account numbers have the company's length", () => {
  it("refuses a new account of another length with GENERAL_LEDGER_ACCOUNT_LENGTH at number, with the length", async () => {
    for (const number of ["123", "12345", "98765432"]) {
      const answer = await gql(CREATE_ACCOUNT, {
        input: { clientCompanyRowId: seed.companyA, number, name: "Falsch", category: "EXPENSE" },
      });
      expect(refusal(answer)).toEqual({ code: "GENERAL_LEDGER_ACCOUNT_LENGTH", field: "number" });
      expect(answer.errors![0]!.extensions!.count).toBe(4);
    }
    expect(await accountCount(seed.companyA)).toBe(0);
    const ok = await gql(CREATE_ACCOUNT, {
      input: { clientCompanyRowId: seed.companyA, number: "4920", name: "Telefon", category: "EXPENSE" },
    });
    expect(ok.errors).toBeUndefined();
  });

  it("keeps an existing account of another length; renaming it works, renumbering to another length does not", async () => {
    // A row from before the rule (written past the check, as the rows before this migration are).
    await owner("alter table app_public.general_ledger_accounts disable trigger _210_number_length");
    const [old] = await owner(
      "insert into app_public.general_ledger_accounts (client_company_id, number, name, category) values ($1, '65000', 'Alt', 'EXPENSE') returning id",
      [seed.companyA],
    );
    await owner("alter table app_public.general_ledger_accounts enable trigger _210_number_length");
    const renamed = await gql(UPDATE_ACCOUNT, { rowId: old.id, patch: { name: "Alt umbenannt" } });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data.updateGeneralLedgerAccount.generalLedgerAccount).toMatchObject({ number: "65000" });
    const renumbered = await gql(UPDATE_ACCOUNT, { rowId: old.id, patch: { number: "650001" } });
    expect(refusal(renumbered)).toEqual({ code: "GENERAL_LEDGER_ACCOUNT_LENGTH", field: "number" });
    const fixed = await gql(UPDATE_ACCOUNT, { rowId: old.id, patch: { number: "6500" } });
    expect(fixed.errors).toBeUndefined();
  });

  it("partner accounts have the length + 1 digits (PARTNER_ACCOUNT_LENGTH)", async () => {
    for (const number of ["100000", "1000000"]) {
      const answer = await gql(CREATE_PARTNER, { a: { clientCompanyRowId: seed.companyA, number, type: "DEBTOR" } });
      expect(refusal(answer)).toEqual({ code: "PARTNER_ACCOUNT_LENGTH", field: "number" });
      expect(answer.errors![0]!.extensions!.count).toBe(5);
    }
    const ok = await gql(CREATE_PARTNER, { a: { clientCompanyRowId: seed.companyA, number: "10001", type: "DEBTOR" } });
    expect(ok.errors).toBeUndefined();
  });
});

describe("changing the company's account length", () => {
  it("is refused while accounts of another length exist, with their count; nothing changes", async () => {
    const answer = await gql(SET_LENGTH, { company: seed.companyA, length: 5 });
    expect(refusal(answer)).toEqual({
      code: "GENERAL_LEDGER_ACCOUNT_LENGTH_IN_USE",
      field: "generalLedgerAccountLength",
    });
    // 4920 and 6500 (ledger) and 10001 (partner) would all be of another length.
    expect(answer.errors![0]!.extensions!.count).toBe(3);
    expect(
      (
        await owner("select general_ledger_account_length from app_public.client_companies where id = $1", [
          seed.companyA,
        ])
      )[0].general_ledger_account_length,
    ).toBe(4);
  });

  it("is allowed for a company without accounts; the SKR import then refuses with GENERAL_LEDGER_CHART_NEEDS_LENGTH_4", async () => {
    const set = await gql(SET_LENGTH, { company: seed.companyB, length: 6 }, cookies.adminB);
    expect(set.errors).toBeUndefined();
    expect(set.data.updateCompanyAccountingSettings.clientCompany.generalLedgerAccountLength).toBe(6);
    const imported = await gql(IMPORT, { company: seed.companyB }, cookies.adminB);
    expect(refusal(imported)).toEqual({ code: "GENERAL_LEDGER_CHART_NEEDS_LENGTH_4" });
    expect(await accountCount(seed.companyB)).toBe(0);
    const six = await gql(
      CREATE_ACCOUNT,
      { input: { clientCompanyRowId: seed.companyB, number: "492000", name: "Telefon", category: "EXPENSE" } },
      cookies.adminB,
    );
    expect(six.errors).toBeUndefined();
    // Same length again: nothing of another length, allowed.
    const again = await gql(SET_LENGTH, { company: seed.companyB, length: 6 }, cookies.adminB);
    expect(again.errors).toBeUndefined();
  });
});
