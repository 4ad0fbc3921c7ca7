import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCp1252 } from "../domain/export/datev/cp1252.ts";
import { DEBITOREN_KREDITOREN_COLUMNS, readDebitorenKreditoren } from "../domain/export/datev/stammdaten.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Partner accounts as DATEV Debitoren/Kreditoren (EXTF category 16) through the real server: the
// export carries the linked partner companies' name, address, VAT id and IBAN and reads back; the
// import previews, then creates and (on request) updates accounts by number, linked to the one
// partner company with the row's VAT id or name, unlinked (and saying why) otherwise; refused
// files write nothing; accounting access only.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};
const { owner, member, gql, refusal } = graphqlKit(
  () => server,
  () => cookies.admin,
);
const partner: Record<string, string> = {};

const EXPORT = `query ($company: UUID!) {
  datevPartnerAccountsFile(clientCompanyRowId: $company) { fileName contentBase64 count skippedNumbers }
}`;
const IMPORT = `mutation ($input: ImportDatevPartnerAccountsInput!) {
  importDatevPartnerAccounts(input: $input) {
    refusal added updated skipped
    rows { line number name type action partnerCompanyRowId partnerCompanyName linkProblem }
    errors { line code column }
  }
}`;

const HEADER =
  '"EXTF";700;16;"Debitoren/Kreditoren";5;20250402101530123;;"RE";"";"";29098;55003;20250101;4;;;"";"";;;;"";;"";;;"";;;"";""';
function row(values: Record<string, string>) {
  const fields = new Array<string>(DEBITOREN_KREDITOREN_COLUMNS.length).fill("");
  for (const [column, value] of Object.entries(values)) fields[DEBITOREN_KREDITOREN_COLUMNS.indexOf(column)] = value;
  return fields.join(";");
}
const file = (...lines: string[]) =>
  Buffer.from(encodeCp1252([HEADER, DEBITOREN_KREDITOREN_COLUMNS.join(";"), ...lines].join("\r\n") + "\r\n")).toString(
    "base64",
  );

const accounts = () =>
  owner(
    "select number, description, type::text, partner_company_id from app_public.partner_accounts where client_company_id = $1 order by number",
    [seed.companyA],
  );

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.admin = await server.signIn(seed.userA);
  cookies.adminB = await server.signIn(seed.userB);
  cookies.clerk = await member(seed.companyA, "clerk@a.example", "CLERK");
  await owner(
    "update app_public.client_companies set accounting_system = 'DATEV', datev_consultant_number = 29098, accounting_system_client_no = '55003' where id = $1",
    [seed.companyA],
  );
  const company = async (name: string, vat: string | null) => {
    const [c] = await owner(
      "insert into app_public.partner_companies (client_company_id, name) values ($1, $2) returning id",
      [seed.companyA, name],
    );
    await owner(
      "insert into app_public.partner_company_locations (client_company_id, partner_company_id, main, street, zip, city, country, vat_id_no) values ($1, $2, true, 'Hauptstraße 1', '50667', 'Köln', 'DE', $3)",
      [seed.companyA, c.id, vat],
    );
    return c.id as string;
  };
  partner.brandt = await company("Brandt Sanitärgroßhandel GmbH", "DE123456789");
  partner.mueller1 = await company("Müller GmbH", null);
  partner.mueller2 = await company("Müller GmbH", null);
  await owner(
    "insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban, bic, \"primary\") values ($1, $2, 'DE89370400440532013000', 'COBADEFFXXX', true)",
    [seed.companyA, partner.brandt],
  );
  await owner(
    "insert into app_public.partner_accounts (client_company_id, number, description, type, partner_company_id) values ($1, '70001', 'Brandt', 'CREDITOR', $2)",
    [seed.companyA, partner.brandt],
  );
});
afterAll(async () => server?.close());

describe("datevPartnerAccountsFile", () => {
  it("writes the accounts with the partner company's name, address, VAT id and IBAN; it reads back", async () => {
    const answer = await gql(EXPORT, { company: seed.companyA });
    expect(answer.errors).toBeUndefined();
    const exported = answer.data.datevPartnerAccountsFile;
    expect(exported).toMatchObject({ fileName: "EXTF_Debitoren_Kreditoren_55003.csv", count: 1, skippedNumbers: [] });
    const read = readDebitorenKreditoren(Buffer.from(exported.contentBase64, "base64"));
    expect(read.errors).toEqual([]);
    expect(read.rows).toEqual([
      expect.objectContaining({
        accountNumber: "70001",
        type: "CREDITOR",
        name: "Brandt Sanitärgroßhandel GmbH",
        vatId: "DE123456789",
        street: "Hauptstraße 1",
        postalCode: "50667",
        city: "Köln",
        countryCode: "DE",
        iban: "DE89370400440532013000",
      }),
    ]);
  });

  it("is refused without accounting access and for another company", async () => {
    for (const cookie of [cookies.clerk, cookies.adminB]) {
      const answer = await gql(EXPORT, { company: seed.companyA }, cookie);
      expect(refusal(answer)).toEqual({ code: "ACCOUNTING_SETTINGS_FORBIDDEN" });
    }
  });
});

describe("importDatevPartnerAccounts", () => {
  const content = file(
    row({
      Konto: "10001",
      "Name (Adressattyp Unternehmen)": '"Brandt Sanitär"',
      "EU-Land": '"DE"',
      "EU-UStID": '"123456789"',
    }),
    row({ Konto: "10002", "Name (Adressattyp Unternehmen)": '"Müller GmbH"' }),
    row({ Konto: "10003", "Name (Adressattyp Unternehmen)": '"Neukunde AG"' }),
    row({ Konto: "70001", "Name (Adressattyp Unternehmen)": '"Brandt Großhandel"' }),
    row({ Konto: "100004", "Name (Adressattyp Unternehmen)": '"Zu lang"' }),
  );

  it("previews: links by VAT id, leaves ambiguous and unknown names unlinked, lists bad lines; writes nothing", async () => {
    const before = await accounts();
    const answer = await gql(IMPORT, { input: { clientCompanyRowId: seed.companyA, contentBase64: content } });
    expect(answer.errors).toBeUndefined();
    const result = answer.data.importDatevPartnerAccounts;
    expect(result).toMatchObject({ refusal: null, added: 3, updated: 0, skipped: 1 });
    expect(
      result.rows.map((r: Record<string, unknown>) => [r.number, r.action, r.partnerCompanyRowId, r.linkProblem]),
    ).toEqual([
      ["10001", "ADD", partner.brandt, null],
      ["10002", "ADD", null, "AMBIGUOUS"],
      ["10003", "ADD", null, "NONE"],
      ["70001", "SKIP", partner.brandt, null],
    ]);
    expect(result.errors).toEqual([{ line: 7, code: "PARTNER_ACCOUNT_LENGTH", column: "Konto" }]);
    expect(await accounts()).toEqual(before);
  });

  it("imports: creates the new accounts, updates an existing one only with updateExisting", async () => {
    const first = await gql(IMPORT, {
      input: { clientCompanyRowId: seed.companyA, contentBase64: content, dryRun: false },
    });
    expect(first.data.importDatevPartnerAccounts).toMatchObject({ added: 3, updated: 0, skipped: 1 });
    const second = await gql(IMPORT, {
      input: { clientCompanyRowId: seed.companyA, contentBase64: content, dryRun: false, updateExisting: true },
    });
    expect(second.data.importDatevPartnerAccounts).toMatchObject({ added: 0, updated: 1, skipped: 3 });
    expect(await accounts()).toEqual([
      { number: "10001", description: "Brandt Sanitär", type: "DEBTOR", partner_company_id: partner.brandt },
      { number: "10002", description: "Müller GmbH", type: "DEBTOR", partner_company_id: null },
      { number: "10003", description: "Neukunde AG", type: "DEBTOR", partner_company_id: null },
      { number: "70001", description: "Brandt Großhandel", type: "CREDITOR", partner_company_id: partner.brandt },
    ]);
  });

  it.each([
    [
      "a Kontenbeschriftungen file",
      Buffer.from(
        encodeCp1252(
          HEADER.replace(';16;"Debitoren/Kreditoren";5', ';20;"Kontenbeschriftungen";3') +
            "\r\nKonto;Kontenbeschriftung\r\n",
        ),
      ).toString("base64"),
      "DATEV_IMPORT_WRONG_FORMAT",
    ],
    [
      "broken quoting",
      file(row({ Konto: "10009", "Name (Adressattyp Unternehmen)": '"Kaputt' })),
      "DATEV_IMPORT_BROKEN_QUOTING",
    ],
  ])("refuses %s and writes nothing", async (_name, contentBase64, code) => {
    const before = await accounts();
    const answer = await gql(IMPORT, { input: { clientCompanyRowId: seed.companyA, contentBase64, dryRun: false } });
    expect(answer.data.importDatevPartnerAccounts).toMatchObject({ refusal: code, added: 0 });
    expect(await accounts()).toEqual(before);
  });

  it("is refused without accounting access", async () => {
    const answer = await gql(
      IMPORT,
      { input: { clientCompanyRowId: seed.companyA, contentBase64: content, dryRun: false } },
      cookies.clerk,
    );
    expect(refusal(answer)).toEqual({ code: "ACCOUNTING_SETTINGS_FORBIDDEN" });
  });
});
