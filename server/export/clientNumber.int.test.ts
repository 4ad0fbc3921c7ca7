import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceFiles } from "../../src/i18n/allResources.ts";
import { parseBuchungsstapel } from "../domain/export/datev/parse.ts";
import { seedListDocuments } from "../documents/listFixture.ts";
import { BlobStore } from "../files/blobStore.ts";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { runExport, type RunExportDeps } from "./runExport.ts";

// A client company has one client number in its accounting system (spec part 2 §3
// ClientCompany.accountingSystemClientNo): the super admin's client-company form and the
// accounting settings of the exports page edit the same value, and the DATEV Buchungsstapel
// carries it as the Mandantennummer. For DATEV it is a number 1–99999, refused otherwise with
// the constraint's translated text.

let server: TestServer;
let seed: TwoCompanies;
let superAdmin = "";
let admin = "";
let deps: RunExportDeps;
let legalCompany = "";
const kit = graphqlKit(
  () => server,
  () => admin,
);
const { owner, gql } = kit;

const UPDATE_CLIENT = `mutation($input: UpdateClientCompanyInput!) {
  updateClientCompany(input: $input) { result { rowId accountingSystem accountingSystemClientNo } }
}`;
const SETTINGS = `mutation ($input: UpdateCompanyAccountingSettingsInput!) {
  updateCompanyAccountingSettings(input: $input) { clientCompany { accountingSystem accountingSystemClientNo } }
}`;
const READ = `query($id: UUID!) { clientCompany(rowId: $id) { accountingSystem accountingSystemClientNo } }`;
const PROVIDER = `query($id: UUID!) { providerClientCompany(rowId: $id) { accountingSystemClientNo } }`;
const CREATE_EXPORT = `mutation ($input: CreateExportInput!) { createExport(input: $input) { export { rowId } } }`;

const adminForm = (accountingSystem: string, accountingSystemClientNo: string | null) =>
  gql(
    UPDATE_CLIENT,
    {
      input: {
        clientCompanyRowId: seed.companyA,
        companyRowId: legalCompany,
        name: "Alpha GmbH",
        accountingSystem,
        accountingSystemClientNo,
      },
    },
    superAdmin,
  );

const exportsPage = (accountingSystemClientNo: string) =>
  gql(SETTINGS, {
    input: {
      clientCompanyRowId: seed.companyA,
      accountingSystem: "DATEV",
      datevConsultantNumber: 29098,
      accountingSystemClientNo,
      generalLedgerAccountLength: 4,
      fiscalYearStartMonth: 1,
    },
  });

/** Exports January as a DATEV Buchungsstapel and returns its header. */
async function datevExport() {
  const answer = await gql(CREATE_EXPORT, {
    input: {
      clientCompanyRowId: seed.companyA,
      accountingPeriodFrom: "2026-01-01",
      accountingPeriodTo: "2026-01-31",
      accountingExport: "DATEV_EXTF",
      bookingExport: false,
    },
  });
  expect(answer.errors).toBeUndefined();
  const rowId = answer.data.createExport.export.rowId as string;
  expect(await runExport(deps, rowId)).toBe("done");
  const [extf] = await owner(
    "select blob_key from app_public.export_files where export_id = $1 and kind = 'DATEV_EXTF'",
    [rowId],
  );
  const parsed = parseBuchungsstapel(await deps.blobs.read(extf.blob_key));
  expect(parsed.errors).toEqual([]);
  return { header: parsed.header! };
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  superAdmin = await server.signIn(seed.superAdmin);
  admin = await server.signIn(seed.userA);
  await owner(
    "update app_public.client_companies set accounting_system = 'DATEV', datev_consultant_number = 29098, accounting_company_client_company_id = $2 where id = $1",
    [seed.companyA, seed.companyB],
  );
  legalCompany = (
    await owner("select legal_company_id from app_public.client_companies where id = $1", [seed.companyA])
  )[0].legal_company_id;
  const fx = await seedListDocuments(server.ownerPool, seed.companyA, [
    {
      key: "jan",
      type: "INCOMING_INVOICE",
      invoiceNumber: "RE-1",
      invoiceDate: "2026-01-10",
      net: "100.00",
      total: "119.00",
      partner: "Telekom",
      approved: true,
      generalLedgerAccount: "4920",
    },
  ]);
  const [account] = await owner(
    "insert into app_public.partner_accounts (client_company_id, number, type, partner_company_id) values ($1, '70001', 'CREDITOR', $2) returning id",
    [seed.companyA, fx.partners.Telekom],
  );
  await owner("update app_public.invoices set partner_account_id = $1 where client_company_id = $2", [
    account.id,
    seed.companyA,
  ]);
  deps = {
    ownerPool: server.ownerPool,
    blobs: new BlobStore(server.blobDir),
    logger: makeLogger("silent"),
    publicUrl: "https://belegwerk.test",
    batchSize: 10,
  };
});
afterAll(() => server?.close());

describe("the client number in the accounting system", () => {
  it("set in the super admin's client-company form, is the Mandantennummer of the DATEV export", async () => {
    const answer = await adminForm("DATEV", " 10042 ");
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateClientCompany.result).toMatchObject({ accountingSystemClientNo: "10042" });
    // The exports page (accounting settings) and the client overview show the same number.
    expect((await gql(READ, { id: seed.companyA })).data.clientCompany).toEqual({
      accountingSystem: "DATEV",
      accountingSystemClientNo: "10042",
    });
    expect((await gql(PROVIDER, { id: seed.companyA }, superAdmin)).data.providerClientCompany).toEqual({
      accountingSystemClientNo: "10042",
    });
    const { header } = await datevExport();
    expect(header.consultantNumber).toBe(29098);
    expect(header.clientNumber).toBe(10042);
  });

  it("set on the exports page, is the one the admin form shows and the export carries", async () => {
    expect((await exportsPage("20077")).data.updateCompanyAccountingSettings.clientCompany).toEqual({
      accountingSystem: "DATEV",
      accountingSystemClientNo: "20077",
    });
    expect(
      (
        await gql(
          `query { adminClientCompanies(searchText: "20077") { nodes { rowId accountingSystemClientNo } } }`,
          {},
          superAdmin,
        )
      ).data.adminClientCompanies.nodes,
    ).toEqual([{ rowId: seed.companyA, accountingSystemClientNo: "20077" }]);
    expect((await datevExport()).header.clientNumber).toBe(20077);
  });

  it("refuses a DATEV client number that is no number 1–99999, on both forms, with the translated rule", async () => {
    for (const bad of ["100420", "0", "00042", "10 42", "1004A"]) {
      for (const answer of [await adminForm("DATEV", bad), await exportsPage(bad)]) {
        expect(answer.errors?.[0]?.extensions, bad).toMatchObject({
          constraint: "client_companies_accounting_system_client_no_datev",
        });
      }
    }
    const rule = "client_companies_accounting_system_client_no_datev";
    const text = (language: "de" | "en") =>
      (resourceFiles[language].constraints!.constraints as Record<string, string>)[rule];
    expect(text("de")).toContain("99999");
    expect(text("en")).toContain("99999");
    // Nothing changed.
    expect((await gql(READ, { id: seed.companyA })).data.clientCompany.accountingSystemClientNo).toBe("20077");
  });

  it("another accounting system takes free text up to 30 characters; DATEV then has no Mandantennummer", async () => {
    const answer = await adminForm("BMD", "KD-4711/A");
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateClientCompany.result).toMatchObject({ accountingSystemClientNo: "KD-4711/A" });
    const [row] = await owner("select datev_client_number from app_public.client_companies where id = $1", [
      seed.companyA,
    ]);
    expect(row.datev_client_number).toBeNull();
    expect((await adminForm("BMD", "x".repeat(31))).errors?.[0]?.extensions).toMatchObject({
      constraint: "client_companies_accounting_system_client_no_length",
    });
    // Back to DATEV with a text that is no Mandantennummer: refused, not half applied.
    expect((await adminForm("DATEV", "KD-4711/A")).errors?.[0]?.extensions).toMatchObject({
      constraint: "client_companies_accounting_system_client_no_datev",
    });
    expect((await gql(READ, { id: seed.companyA })).data.clientCompany).toEqual({
      accountingSystem: "BMD",
      accountingSystemClientNo: "KD-4711/A",
    });
  });

  it("the DATEV Mandantennummer cannot be written apart from the client number", async () => {
    await expect(
      owner("update app_public.client_companies set datev_client_number = 1 where id = $1", [seed.companyA]),
    ).rejects.toThrow();
  });
});
