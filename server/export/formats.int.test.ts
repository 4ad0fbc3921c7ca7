import { createHash } from "node:crypto";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDecimals } from "../../src/lib/decimal.ts";
import { parseBuchungsstapel } from "../domain/export/datev/parse.ts";
import { seedListDocuments, type ListFixture } from "../documents/listFixture.ts";
import { BlobStore } from "../files/blobStore.ts";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { EXPORT_FORMATS, requestedKinds } from "./formats.ts";
import { runExport, type RunExportDeps } from "./runExport.ts";

// Every registered export format through createExport and the real job: the files in the file
// store with their checksums, the DATEV Buchungsstapel read back, the XML and PDF archives, the
// validation findings kept on a refused export, the accounting system's formats, money
// transactions exported and undone, and never another company's documents.

let server: TestServer;
let seed: TwoCompanies;
let fxA: ListFixture;
let deps: RunExportDeps;
let cookie = "";
const doc = (key: string) => fxA.ids[key]!;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function owner(sql: string, params: unknown[] = []) {
  return (await server.ownerPool.query(sql, params)).rows;
}

const CREATE = `mutation ($input: CreateExportInput!) {
  createExport(input: $input) { export { rowId status documentCount } }
}`;

async function createExport(input: Record<string, unknown>) {
  const { json } = await server.graphql(
    { query: CREATE, variables: { input: { clientCompanyRowId: seed.companyA, ...input } } },
    cookie,
  );
  const created = (json.data?.createExport as { export: { rowId: string } } | null)?.export ?? null;
  return { created, error: (json.errors?.[0]?.extensions ?? null) as { code?: string; count?: number } | null };
}

/** Creates the export, runs the job and returns the export row and its files' bytes by kind. */
async function exportAndRun(input: Record<string, unknown>) {
  const { created, error } = await createExport(input);
  expect(error).toBeNull();
  const outcome = await runExport(deps, created!.rowId);
  const [row] = await owner(
    "select id, status, error_code, findings, money_transaction_count from app_public.exports where id = $1",
    [created!.rowId],
  );
  const files = await owner(
    "select kind, file_name, mime_type, blob_key, sha256, byte_size from app_public.export_files where export_id = $1",
    [created!.rowId],
  );
  const bytes: Record<string, Uint8Array> = {};
  for (const f of files) {
    const content = await deps.blobs.read(f.blob_key);
    expect(sha256(content)).toBe(f.sha256);
    expect(String(content.length)).toBe(String(f.byte_size));
    bytes[f.kind] = content;
  }
  return { outcome, row, files, bytes };
}

const PDF_BYTES = await (async () => {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  return pdf.save();
})();
const XML_BYTES = new TextEncoder().encode('<?xml version="1.0"?><Invoice>AR-1</Invoice>');

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  for (const company of [seed.companyA, seed.companyB])
    await owner(
      "update app_public.client_companies set accounting_system = 'DATEV', datev_consultant_number = 29098, accounting_system_client_no = '55003', append_audit_trail = true where id = $1",
      [company],
    );
  fxA = await seedListDocuments(server.ownerPool, seed.companyA, [
    {
      key: "a1",
      type: "INCOMING_INVOICE",
      invoiceNumber: "RE-1",
      invoiceDate: "2026-01-10",
      net: "100.00",
      total: "119.00",
      partner: "Telekom",
      approved: true,
      generalLedgerAccount: "4920",
    },
    {
      key: "a2",
      type: "OUTGOING_INVOICE",
      invoiceNumber: "AR-1",
      invoiceDate: "2026-01-20",
      net: "200.00",
      total: "238.00",
      partner: "Kunde",
      approved: true,
      generalLedgerAccount: "8400",
    },
    {
      key: "bad",
      type: "INCOMING_INVOICE",
      invoiceNumber: "RE-2-WITH-A-NUMBER-FAR-TOO-LONG-FOR-DATEV-1234567890",
      invoiceDate: "2026-02-10",
      total: "50.00",
      partner: "Telekom",
      approved: true,
      generalLedgerAccount: "4920",
    },
    { key: "noItems", type: "INCOMING_INVOICE", invoiceNumber: "RE-3", invoiceDate: "2026-03-10", total: "9.00" },
  ]);
  const fxB = await seedListDocuments(server.ownerPool, seed.companyB, [
    {
      key: "b",
      type: "INCOMING_INVOICE",
      invoiceNumber: "B-1",
      invoiceDate: "2026-01-15",
      total: "50.00",
      partner: "Fremd",
      approved: true,
      generalLedgerAccount: "4920",
    },
  ]);
  for (const [company, fx] of [
    [seed.companyA, fxA],
    [seed.companyB, fxB],
  ] as const) {
    for (const [name, partnerId] of Object.entries(fx.partners)) {
      const debtor = name === "Kunde";
      const [acc] = await owner(
        "insert into app_public.partner_accounts (client_company_id, number, type, partner_company_id) values ($1, $2, $3, $4) returning id",
        [
          company,
          debtor ? "10001" : `7000${Object.keys(fx.partners).indexOf(name) + 1}`,
          debtor ? "DEBTOR" : "CREDITOR",
          partnerId,
        ],
      );
      await owner(
        "update app_public.invoices set partner_account_id = $1 where client_company_id = $2 and partner_company_id = $3",
        [acc.id, company, partnerId],
      );
    }
  }
  deps = {
    ownerPool: server.ownerPool,
    blobs: new BlobStore(server.blobDir),
    logger: makeLogger("silent"),
    publicUrl: "https://belegwerk.test",
    batchSize: 2,
  };
  // a1 came as a PDF, a2 as an e-invoice XML.
  const category = fxA.categories.first;
  for (const [key, kind, media, bytes] of [
    ["a1", "PDF", "application/pdf", PDF_BYTES],
    ["a2", "XML", "application/xml", XML_BYTES],
  ] as const) {
    const hash = await deps.blobs.put(bytes);
    await owner(
      `insert into app_public.source_files (client_company_id, category_id, name, kind, media_type, size_bytes, sha256, status, document_id)
       values ($1, $2, $3, $4, $5, $6, $7, 'DONE', $8)`,
      [seed.companyA, category, `${key}.${kind.toLowerCase()}`, kind, media, bytes.length, hash, doc(key)],
    );
  }
  cookie = await server.signIn(seed.userA);
});
afterAll(async () => server?.close());

describe("the export formats", () => {
  it("every requested kind has a writer", () => {
    for (const accountingExport of ["DATEV_EXTF", "DATEV_XML", "BMD", "NONE"] as const) {
      const kinds = requestedKinds({
        accountingExport,
        allowIncomplete: false,
        bookingExport: true,
        readyForBookingExport: false,
        spreadsheets: true,
        factorExcel: true,
        pdfs: true,
        xmlEmbedded: false,
        auditTrailPos: "AFTER",
      });
      for (const kind of kinds) expect(EXPORT_FORMATS.has(kind), kind).toBe(true);
    }
  });

  it("DATEV XML: an archive with document.xml, the booking data and the documents' own files", async () => {
    const { outcome, row, bytes } = await exportAndRun({
      accountingPeriodFrom: "2026-01-01",
      accountingPeriodTo: "2026-01-31",
      accountingExport: "DATEV_XML",
      bookingExport: false,
    });
    expect(outcome).toBe("done");
    expect(row.status).toBe("DONE");
    const zip = unzipSync(bytes.DATEV_XML!);
    const names = Object.keys(zip);
    expect(names).toContain("document.xml");
    expect(names).toContain("a1.pdf");
    expect(names).toContain("a2.xml");
    expect(new TextDecoder().decode(zip["a2.xml"])).toContain("<Invoice>AR-1</Invoice>");
    expect(names.filter((n) => n.endsWith("_booking.xml"))).toHaveLength(2);
    // Never the other company's invoice.
    expect(names.some((n) => n.includes("B-1"))).toBe(false);
  });

  it("a DATEV company gets no BMD file and a BMD company no DATEV file (coded refusal); BMD for a BMD company", async () => {
    expect(
      (
        await createExport({
          accountingPeriodFrom: "2026-01-01",
          accountingPeriodTo: "2026-01-31",
          accountingExport: "BMD",
        })
      ).error?.code,
    ).toBe("EXPORT_FORMAT_NOT_FOR_ACCOUNTING_SYSTEM");
    // The accounting settings switch the company to BMD with the bank details on each booking.
    await owner(
      "update app_public.invoices set iban = 'DE89370400440532013000', bic = 'COBADEFFXXX' where document_id = $1",
      [doc("a1")],
    );
    const settings = await server.graphql(
      {
        query: `mutation ($input: UpdateCompanyAccountingSettingsInput!) {
          updateCompanyAccountingSettings(input: $input) { clientCompany { accountingSystem bmdBankinfo currency } }
        }`,
        variables: {
          input: {
            clientCompanyRowId: seed.companyA,
            accountingSystem: "BMD",
            datevConsultantNumber: 29098,
            accountingSystemClientNo: "55003",
            generalLedgerAccountLength: 4,
            fiscalYearStartMonth: 1,
            bmdBankinfo: true,
          },
        },
      },
      cookie,
    );
    expect(settings.json.errors).toBeUndefined();
    expect(settings.json.data?.updateCompanyAccountingSettings).toEqual({
      clientCompany: { accountingSystem: "BMD", bmdBankinfo: true, currency: "EUR" },
    });
    try {
      for (const accountingExport of ["DATEV_EXTF", "DATEV_XML"]) {
        const { error } = await createExport({
          accountingPeriodFrom: "2026-01-01",
          accountingPeriodTo: "2026-01-31",
          accountingExport,
        });
        expect(error?.code).toBe("EXPORT_FORMAT_NOT_FOR_ACCOUNTING_SYSTEM");
      }
      const { outcome, bytes } = await exportAndRun({
        accountingPeriodFrom: "2026-01-01",
        accountingPeriodTo: "2026-01-31",
        accountingExport: "BMD",
        bookingExport: false,
      });
      expect(outcome).toBe("done");
      const lines = new TextDecoder("windows-1252").decode(bytes.BMD).split("\r\n").filter(Boolean);
      expect(lines).toHaveLength(3);
      expect(lines.slice(1).join("\n")).toContain('"RE-1"');
      expect(lines.slice(1).join("\n")).not.toContain("B-1");
      expect(lines.find((l) => l.includes('"RE-1"'))).toContain('"DE89370400440532013000";"COBADEFFXXX"');
    } finally {
      await owner("update app_public.client_companies set accounting_system = 'DATEV' where id = $1", [seed.companyA]);
    }
  });

  it("documents without accounting items or invoice date are refused at once with their number", async () => {
    const { created, error } = await createExport({
      documentRowIds: [doc("noItems"), doc("a1")],
      accountingExport: "DATEV_EXTF",
      allowIncomplete: true,
    });
    expect(created).toBeNull();
    expect(error).toMatchObject({ code: "EXPORT_DOCUMENTS_NOT_BOOKABLE", count: 1 });
  });

  it("a document DATEV refuses fails the export with its findings, exposed in GraphQL; nothing is marked", async () => {
    const { outcome, row, files } = await exportAndRun({
      accountingPeriodFrom: "2026-02-01",
      accountingPeriodTo: "2026-02-28",
      accountingExport: "DATEV_EXTF",
    });
    expect(outcome).toBe("failed");
    expect(row.status).toBe("FAILED");
    expect(row.error_code).toBe("EXPORT_VALIDATION_FAILED");
    expect(row.findings).toEqual([{ code: "DATEV_DOCUMENT_NUMBER_TOO_LONG", documentRowId: doc("bad") }]);
    expect(files).toEqual([]);
    const [d] = await owner("select exported_for_booking_at from app_public.documents where id = $1", [doc("bad")]);
    expect(d.exported_for_booking_at).toBeNull();
    const { json } = await server.graphql(
      {
        query: `query ($id: UUID!) { clientCompany(rowId: $id) { exports { nodes { rowId errorCode findings } } } }`,
        variables: { id: seed.companyA },
      },
      cookie,
    );
    const nodes = (json.data?.clientCompany as { exports: { nodes: { rowId: string; findings: unknown }[] } }).exports
      .nodes;
    expect(nodes.find((n) => n.rowId === row.id)?.findings).toEqual(row.findings);
  });

  it("DATEV EXTF with partner accounts, spreadsheets, factoring list, PDFs and money transactions; undo unmarks them", async () => {
    // A bank account on 1200 with a booked fee on 4970 in January, one in February, one without contra account.
    const gl = async (number: string) =>
      (
        await owner(
          "insert into app_public.general_ledger_accounts (client_company_id, number, name, category) values ($1, $2, $2, 'EXPENSE') returning id",
          [seed.companyA, number],
        )
      )[0].id;
    const [account] = await owner(
      "insert into app_public.money_accounts (client_company_id, type, name, iban, general_ledger_account_id) values ($1, 'BANK', 'Bank', 'DE89370400440532013000', $2) returning id",
      [seed.companyA, await gl("1200")],
    );
    const [category] = await owner(
      "insert into app_public.money_categories (client_company_id, name, general_ledger_account_id) values ($1, 'Gebühren', $2) returning id",
      [seed.companyA, await gl("4970")],
    );
    const tx = async (date: string, withCategory: boolean, fingerprint: string) =>
      (
        await owner(
          `insert into app_public.money_transactions (client_company_id, money_account_id, status, source, booking_date, amount, currency, purpose, fingerprint, money_category_id)
           values ($1, $2, 'BOOKED', 'MANUAL', $3, -12.50, 'EUR', 'Kontoführung', $4, $5) returning id`,
          [seed.companyA, account.id, date, fingerprint, withCategory ? category.id : null],
        )
      )[0].id as string;
    const janTx = await tx("2026-01-31", true, "f1");
    await tx("2026-02-28", true, "f2");
    await tx("2026-01-15", false, "f3");

    const { outcome, row, files, bytes } = await exportAndRun({
      accountingPeriodFrom: "2026-01-01",
      accountingPeriodTo: "2026-01-31",
      accountingExport: "DATEV_EXTF",
      spreadsheets: true,
      factorExcel: true,
      pdfs: true,
      auditTrailPos: "AFTER",
      includeMoneyTransactions: true,
    });
    expect(outcome).toBe("done");
    expect(row.money_transaction_count).toBe(1);
    expect(files.map((f) => f.kind).sort()).toEqual(
      ["BOOKINGS_CSV", "BOOKINGS_XLSX", "DATEV_EXTF", "DATEV_PARTNER_ACCOUNTS", "FACTOR_XLSX", "PDF_ZIP"].sort(),
    );

    // The Buchungsstapel reads back; each invoice's lines sum to its total; the fee is booked.
    const parsed = parseBuchungsstapel(bytes.DATEV_EXTF!);
    expect(parsed.errors).toEqual([]);
    expect(parsed.header?.periodFrom).toBe("2026-01-01");
    const sums = new Map<string, string>();
    for (const line of parsed.lines)
      sums.set(line.documentNumber, addDecimals(sums.get(line.documentNumber) ?? "0", line.amount));
    expect(sums.get("RE-1")).toBe("119.00");
    expect(sums.get("AR-1")).toBe("238.00");
    expect(sums.has("B-1")).toBe(false);
    const fee = parsed.lines.find((l) => l.account === "1200" || l.contraAccount === "1200");
    expect(fee).toMatchObject({ amount: "12.50" });
    expect([fee!.account, fee!.contraAccount].sort()).toEqual(["1200", "4970"]);
    expect(parsed.lines).toHaveLength(3);

    // The partner accounts of the export's invoices, no other.
    const partners = new TextDecoder("windows-1252").decode(bytes.DATEV_PARTNER_ACCOUNTS).split("\r\n").filter(Boolean);
    expect(partners).toHaveLength(4);
    expect(
      partners
        .slice(2)
        .map((l) => l.split(";")[0])
        .sort(),
    ).toEqual(["10001", "70001"]);

    // The spreadsheets are workbooks; the PDFs one per document, with the audit trail appended.
    for (const kind of ["BOOKINGS_XLSX", "FACTOR_XLSX"])
      expect(Object.keys(unzipSync(bytes[kind]!))).toContain("xl/workbook.xml");
    const pdfs = unzipSync(bytes.PDF_ZIP!);
    expect(Object.keys(pdfs).sort()).toEqual(["AR-1.pdf", "RE-1.pdf"]);
    const re1 = await PDFDocument.load(pdfs["RE-1.pdf"]!);
    expect(re1.getPageCount()).toBeGreaterThan(1);

    // The transaction is linked and marked; the others are not.
    const linked = await owner(
      "select money_transaction_id from app_public.export_money_transactions where export_id = $1",
      [row.id],
    );
    expect(linked.map((l) => l.money_transaction_id)).toEqual([janTx]);
    const marked = async () =>
      (
        await owner(
          "select exported_for_booking_at is not null as marked from app_public.money_transactions where id = $1",
          [janTx],
        )
      )[0].marked;
    expect(await marked()).toBe(true);
    expect(
      (
        await owner(
          "select count(*)::int as n from app_public.money_transactions where client_company_id = $1 and exported_for_booking_at is not null",
          [seed.companyA],
        )
      )[0].n,
    ).toBe(1);

    // A second export of January takes the transaction no more; the undo gives it back.
    const { json } = await server.graphql(
      {
        query: `mutation ($input: UndoExportInput!) { undoExport(input: $input) { export { rowId undoneAt } } }`,
        variables: { input: { exportRowId: row.id, reason: "Falscher Zeitraum" } },
      },
      cookie,
    );
    expect(json.errors).toBeUndefined();
    expect(await marked()).toBe(false);
  });

  it("DATEV EXTF books a credit memo (amounts, VAT breakdown and lines without minus) once against the expense: no double turn", async () => {
    // A supplier's credit note as the product stores it: positive amounts beside the flag, a
    // positive VAT breakdown and lines, the accounting item on the expense's usual side.
    const [credit] = await owner(
      `insert into app_public.documents (client_company_id, category_id, type, title, approved)
       values ($1, $2, 'INCOMING_INVOICE', 'Gutschrift', true) returning id`,
      [seed.companyA, fxA.categories.first],
    );
    const [invoice] = await owner(
      "select partner_company_id, partner_account_id from app_public.invoices where document_id = $1",
      [doc("a1")],
    );
    await owner(
      `insert into app_public.invoices (document_id, client_company_id, invoice_number, invoice_date, net, vat_amount, total,
                                        currency, credit_memo, partner_company_id, partner_account_id, vat_breakdown)
       values ($1, $2, 'GS-6', '2026-06-10', 100.00, 19.00, 119.00, 'EUR', true, $3, $4, $5)`,
      [
        credit.id,
        seed.companyA,
        invoice.partner_company_id,
        invoice.partner_account_id,
        JSON.stringify([{ categoryCode: "S", ratePercent: "19", taxableAmount: "100.00", taxAmount: "19.00" }]),
      ],
    );
    await owner(
      `insert into app_public.invoice_items (client_company_id, document_id, title, quantity, unit_net_price, total_price)
       values ($1, $2, 'Rückgabe', 1, 100, 100.00)`,
      [seed.companyA, credit.id],
    );
    await owner(
      `insert into app_public.accounting_items (client_company_id, document_id, title, booking_type, amount, amount_type, general_ledger_account_id)
       select $1, $2, 'Rückgabe', 'DEBIT', 119.00, 'GROSS', a.id from app_public.general_ledger_accounts a
        where a.client_company_id = $1 and a.number = '4920'`,
      [seed.companyA, credit.id],
    );

    const { outcome, bytes } = await exportAndRun({
      accountingPeriodFrom: "2026-06-01",
      accountingPeriodTo: "2026-06-30",
      accountingExport: "DATEV_EXTF",
      // Completeness (a due date, a file) is another check than the one this is about.
      allowIncomplete: true,
    });
    expect(outcome).toBe("done");
    const parsed = parseBuchungsstapel(bytes.DATEV_EXTF!);
    expect(parsed.errors).toEqual([]);
    // Umsatz without sign, the expense account on the credit side (Haben): the credit note
    // reduces the expense once.
    expect(parsed.lines).toHaveLength(1);
    expect(parsed.lines[0]).toMatchObject({ documentNumber: "GS-6", amount: "119.00", side: "H", account: "4920" });
  });
});
