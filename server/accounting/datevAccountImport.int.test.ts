import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCp1252 } from "../domain/export/datev/cp1252.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Importing a DATEV Kontenbeschriftungen file into the ledger accounts through the real server:
// preview (nothing written), then import: new numbers added with their chart's category or the
// chosen one, existing ones renamed only with updateNames; refused files write nothing; lines
// with errors are listed with their line; accounting access only, never another company.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};
const { owner, member, gql, refusal } = graphqlKit(
  () => server,
  () => cookies.admin,
);

const IMPORT = `mutation ($input: ImportDatevGeneralLedgerAccountsInput!) {
  importDatevGeneralLedgerAccounts(input: $input) {
    refusal chart added updated skipped
    rows { line number name action category currentName }
    errors { line code column }
  }
}`;

const HEADER =
  '"EXTF";700;20;"Kontenbeschriftungen";3;20250402101530123;;"RE";"";"";29098;55003;20250101;4;;;"";"";;;;"";;"";;;"";;;"";""';
const file = (...lines: string[]) => Buffer.from(encodeCp1252(lines.join("\r\n") + "\r\n")).toString("base64");
const GOOD = file(
  HEADER,
  "Konto;Kontenbeschriftung;Sprach-ID",
  '1200;"Sparkasse Köln";"de-DE"',
  '4930;"Bürobedarf ""Verbrauch""";"de-DE"',
  '8400;"Erlöse 19 % USt";"de-DE"',
  '12A0;"Kaputt";"de-DE"',
  '84000;"Zu lang";"de-DE"',
);

const accounts = async (company: string) =>
  owner(
    "select number, name, category from app_public.general_ledger_accounts where client_company_id = $1 order by number",
    [company],
  );

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.admin = await server.signIn(seed.userA);
  cookies.adminB = await server.signIn(seed.userB);
  cookies.clerk = await member(seed.companyA, "clerk@a.example", "CLERK");
  // The company follows SKR03: its bank account is SKR03's 1200 Bank.
  await owner(
    "insert into app_public.general_ledger_accounts (client_company_id, number, name, category) values ($1, '1200', 'Bank', 'ASSET')",
    [seed.companyA],
  );
});
afterAll(async () => server?.close());

describe("importDatevGeneralLedgerAccounts", () => {
  it("previews without writing: actions, categories from SKR03's number ranges, line errors", async () => {
    const answer = await gql(IMPORT, { input: { clientCompanyRowId: seed.companyA, contentBase64: GOOD } });
    expect(answer.errors).toBeUndefined();
    const result = answer.data.importDatevGeneralLedgerAccounts;
    expect(result).toMatchObject({ refusal: null, chart: "SKR03", added: 2, updated: 0, skipped: 1 });
    expect(result.rows).toEqual([
      { line: 3, number: "1200", name: "Sparkasse Köln", action: "SKIP", category: "ASSET", currentName: "Bank" },
      {
        line: 4,
        number: "4930",
        name: 'Bürobedarf "Verbrauch"',
        action: "ADD",
        category: "EXPENSE",
        currentName: null,
      },
      { line: 5, number: "8400", name: "Erlöse 19 % USt", action: "ADD", category: "REVENUE", currentName: null },
    ]);
    expect(result.errors).toEqual([
      { line: 6, code: "DATEV_IMPORT_INVALID_ACCOUNT", column: "Konto" },
      { line: 7, code: "GENERAL_LEDGER_ACCOUNT_LENGTH", column: "Konto" },
    ]);
    expect(await accounts(seed.companyA)).toEqual([{ number: "1200", name: "Bank", category: "ASSET" }]);
  });

  it("imports: adds the new numbers, renames an existing one only with updateNames", async () => {
    const first = await gql(IMPORT, {
      input: { clientCompanyRowId: seed.companyA, contentBase64: GOOD, dryRun: false },
    });
    expect(first.data.importDatevGeneralLedgerAccounts).toMatchObject({ added: 2, updated: 0, skipped: 1 });
    expect(await accounts(seed.companyA)).toEqual([
      { number: "1200", name: "Bank", category: "ASSET" },
      { number: "4930", name: 'Bürobedarf "Verbrauch"', category: "EXPENSE" },
      { number: "8400", name: "Erlöse 19 % USt", category: "REVENUE" },
    ]);
    const second = await gql(IMPORT, {
      input: { clientCompanyRowId: seed.companyA, contentBase64: GOOD, dryRun: false, updateNames: true },
    });
    expect(second.data.importDatevGeneralLedgerAccounts).toMatchObject({ added: 0, updated: 1, skipped: 2 });
    expect((await accounts(seed.companyA))[0]).toEqual({ number: "1200", name: "Sparkasse Köln", category: "ASSET" });
  });

  it("gives every new account the category chosen for the import", async () => {
    const answer = await gql(
      IMPORT,
      {
        input: {
          clientCompanyRowId: seed.companyB,
          contentBase64: file(HEADER, "Konto;Kontenbeschriftung", '4000;"Eins"', '9000;"Zwei"'),
          category: "EXPENSE",
          dryRun: false,
        },
      },
      cookies.adminB,
    );
    expect(answer.data.importDatevGeneralLedgerAccounts).toMatchObject({ refusal: null, added: 2 });
    expect((await accounts(seed.companyB)).map((a) => a.category)).toEqual(["EXPENSE", "EXPENSE"]);
  });

  it("refuses without a chart or category to take categories from", async () => {
    await owner("delete from app_public.general_ledger_accounts where client_company_id = $1", [seed.companyB]);
    const answer = await gql(
      IMPORT,
      { input: { clientCompanyRowId: seed.companyB, contentBase64: GOOD, dryRun: false } },
      cookies.adminB,
    );
    expect(answer.data.importDatevGeneralLedgerAccounts.refusal).toBe("DATEV_IMPORT_CATEGORY_REQUIRED");
    expect(await accounts(seed.companyB)).toEqual([]);
  });

  it.each([
    [
      "another format category",
      file(
        HEADER.replace(';20;"Kontenbeschriftungen";3', ';16;"Debitoren/Kreditoren";5'),
        "Konto;Kontenbeschriftung",
        '4000;"X"',
      ),
      "DATEV_IMPORT_WRONG_FORMAT",
    ],
    ["no EXTF file", file("Konto;Name", "4000;X"), "DATEV_IMPORT_NOT_EXTF"],
    [
      "broken quoting",
      file(HEADER, "Konto;Kontenbeschriftung", '4000;"Gut"', '4001;"Kaputt'),
      "DATEV_IMPORT_BROKEN_QUOTING",
    ],
    ["not base64", "%%%", "DATEV_IMPORT_FILE_TOO_LARGE"],
  ])("refuses %s as a whole and writes nothing", async (_name, contentBase64, code) => {
    const before = await accounts(seed.companyA);
    const answer = await gql(IMPORT, { input: { clientCompanyRowId: seed.companyA, contentBase64, dryRun: false } });
    expect(answer.data.importDatevGeneralLedgerAccounts).toMatchObject({ refusal: code, added: 0, rows: [] });
    expect(await accounts(seed.companyA)).toEqual(before);
  });

  it("is refused without accounting access and for another company", async () => {
    for (const cookie of [cookies.clerk, cookies.adminB]) {
      const answer = await gql(
        IMPORT,
        { input: { clientCompanyRowId: seed.companyA, contentBase64: GOOD, dryRun: false, updateNames: true } },
        cookie,
      );
      expect(refusal(answer)).toEqual({ code: "ACCOUNTING_SETTINGS_FORBIDDEN" });
    }
  });
});
