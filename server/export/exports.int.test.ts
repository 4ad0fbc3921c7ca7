import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlobStore } from "../files/blobStore.ts";
import { makeLogger } from "../logger.ts";
import { seedListDocuments, type ListFixture } from "../documents/listFixture.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { appFetch } from "../test/http.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { bookingsCsvWriter } from "./bookingsCsv.ts";
import { makeFormatRegistry } from "./formats.ts";
import { runExport, type RunExportDeps } from "./runExport.ts";

// The booking export through the real server and database: who may export, every refusal
// with its code, the job writing the bookings CSV into the file store, the download checked
// against the stored SHA-256, the GoBD lock of exported invoices in the database, and undo.

let server: TestServer;
let seed: TwoCompanies;
let fxA: ListFixture;
let fxB: ListFixture;
let deps: RunExportDeps;
type Who = "admin" | "foreignAdmin" | "accountant" | "clerk" | "viewer" | "booker";
const cookies = {} as Record<Who, string>;
const users: Record<string, string> = {};
/** The accountant's user row id. */
let accountantId = "";
/** Company A's documents by key. */
const doc = (key: string) => fxA.ids[key]!;

async function owner(sql: string, params: unknown[] = []) {
  return (await server.ownerPool.query(sql, params)).rows;
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
  users[email] = u.id as string;
  return server.signIn(u.id as string);
}

const CREATE = `mutation ($input: CreateExportInput!) {
  createExport(input: $input) {
    export { rowId status documentCount skippedDocumentCount accountingPeriodFrom accountingPeriodTo accountingExport }
  }
}`;

interface CreatedExport {
  rowId: string;
  status: string;
  documentCount: number;
  skippedDocumentCount: number;
  accountingPeriodFrom: string;
  accountingPeriodTo: string;
}

async function createExport(input: Record<string, unknown>, cookie = cookies.admin) {
  const { json } = await server.graphql(
    { query: CREATE, variables: { input: { clientCompanyRowId: seed.companyA, accountingExport: "NONE", ...input } } },
    cookie,
  );
  const created = (json.data?.createExport as { export: CreatedExport } | null)?.export ?? null;
  return { created, error: json.errors?.[0]?.extensions ?? null, errors: json.errors ?? [] };
}

async function exportCount() {
  return Number((await owner("select count(*) from app_public.exports"))[0].count);
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  await owner(
    "update app_public.client_companies set accounting_system = 'DATEV', datev_consultant_number = 29098, accounting_system_client_no = '55003' where id = $1",
    [seed.companyA],
  );
  await owner("update app_public.client_companies set accounting_system = 'DATEV' where id = $1", [seed.companyB]);
  fxA = await seedListDocuments(server.ownerPool, seed.companyA, [
    {
      key: "jan1",
      type: "INCOMING_INVOICE",
      invoiceNumber: "=HYPERLINK(1)",
      invoiceDate: "2026-01-10",
      net: "100.00",
      total: "119.00",
      partner: "Telekom",
      approved: true,
      generalLedgerAccount: "4920",
    },
    {
      key: "jan2",
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
      key: "feb",
      type: "INCOMING_INVOICE",
      invoiceNumber: "RE-2",
      invoiceDate: "2026-02-05",
      total: "50.00",
      partner: "Telekom",
      approved: false,
      generalLedgerAccount: "4920",
    },
    {
      key: "mar",
      type: "INCOMING_INVOICE",
      invoiceNumber: "RE-3",
      invoiceDate: "2026-03-05",
      net: "10.00",
      total: "11.90",
      partner: "Telekom",
      approved: true,
      generalLedgerAccount: "4920",
    },
  ]);
  fxB = await seedListDocuments(server.ownerPool, seed.companyB, [
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
  // Partner accounts make the invoices complete (the accounting-export preset).
  for (const [company, fx] of [
    [seed.companyA, fxA],
    [seed.companyB, fxB],
  ] as const) {
    for (const [name, partnerId] of Object.entries(fx.partners)) {
      const type = name === "Kunde" ? "DEBTOR" : "CREDITOR";
      const [acc] = await owner(
        "insert into app_public.partner_accounts (client_company_id, number, type, partner_company_id) values ($1, $2, $3, $4) returning id",
        [company, type === "DEBTOR" ? "10001" : `7000${Object.keys(fx.partners).indexOf(name) + 1}`, type, partnerId],
      );
      await owner(
        "update app_public.invoices set partner_account_id = $1 where client_company_id = $2 and partner_company_id = $3",
        [acc.id, company, partnerId],
      );
    }
  }
  cookies.admin = await server.signIn(seed.userA);
  cookies.foreignAdmin = await server.signIn(seed.userB);
  cookies.accountant = await member(seed.companyA, "accountant@test.example", "ACCOUNTANT");
  accountantId = users["accountant@test.example"]!;
  cookies.clerk = await member(seed.companyA, "clerk@test.example", "CLERK");
  cookies.viewer = await member(seed.companyA, "viewer@test.example", "VIEWER");
  cookies.booker = await member(seed.companyA, "booker@test.example", "VIEWER", "EDIT");
  deps = {
    ownerPool: server.ownerPool,
    blobs: new BlobStore(server.blobDir),
    logger: makeLogger("silent"),
    publicUrl: "https://belegwerk.test",
    batchSize: 2,
  };
});
afterAll(async () => server?.close());

describe("createExport refuses", () => {
  it("the seeded invoices are complete where the test expects it", async () => {
    const rows = await owner(
      "select id, list_incomplete from app_public.documents where client_company_id = $1 and id = any($2)",
      [seed.companyA, [doc("jan1"), doc("jan2")]],
    );
    expect(rows.map((r) => r.list_incomplete)).toEqual([0, 0]);
  });

  it("a CLERK and a VIEWER: FORBIDDEN; the foreign company's admin likewise", async () => {
    for (const cookie of [cookies.clerk, cookies.viewer, cookies.foreignAdmin]) {
      const { error } = await createExport(
        { accountingPeriodFrom: "2026-01-01", accountingPeriodTo: "2026-01-31" },
        cookie,
      );
      expect(error?.code).toBe("FORBIDDEN");
    }
    expect(await exportCount()).toBe(0);
  });

  it("restrictBookingExport: someone with only the accounting-tab EDIT grant gets BOOKING_EXPORT_RESTRICTED", async () => {
    await owner("update app_public.client_companies set restrict_booking_export = true where id = $1", [seed.companyA]);
    const refused = await createExport(
      { accountingPeriodFrom: "2026-01-01", accountingPeriodTo: "2026-01-31" },
      cookies.booker,
    );
    expect(refused.error?.code).toBe("BOOKING_EXPORT_RESTRICTED");
    const { json } = await server.graphql(
      {
        query: "query ($id: UUID!) { clientCompany(rowId: $id) { currentUserCanExportBookings } }",
        variables: { id: seed.companyA },
      },
      cookies.booker,
    );
    expect(json.data?.clientCompany).toEqual({ currentUserCanExportBookings: false });
    await owner("update app_public.client_companies set restrict_booking_export = false where id = $1", [
      seed.companyA,
    ]);
    const { json: after } = await server.graphql(
      {
        query: "query ($id: UUID!) { clientCompany(rowId: $id) { currentUserCanExportBookings } }",
        variables: { id: seed.companyA },
      },
      cookies.clerk,
    );
    expect(after.data?.clientCompany).toEqual({ currentUserCanExportBookings: false });
    expect(await exportCount()).toBe(0);
  });

  it("allowIncomplete while disableIncompleteExport is on: EXPORT_INCOMPLETE_DISABLED", async () => {
    await owner("update app_public.client_companies set disable_incomplete_export = true where id = $1", [
      seed.companyA,
    ]);
    const { error } = await createExport({
      accountingPeriodFrom: "2026-01-01",
      accountingPeriodTo: "2026-02-28",
      allowIncomplete: true,
    });
    expect(error).toMatchObject({ code: "EXPORT_INCOMPLETE_DISABLED", field: "allowIncomplete" });
    await owner("update app_public.client_companies set disable_incomplete_export = false where id = $1", [
      seed.companyA,
    ]);
  });

  it("bad periods: in the future, reversed, missing, spanning two fiscal years (DATEV)", async () => {
    const next = new Date();
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    const future = next.toISOString().slice(0, 10);
    expect((await createExport({ accountingPeriodFrom: future, accountingPeriodTo: future })).error?.code).toBe(
      "EXPORT_PERIOD_IN_FUTURE",
    );
    expect(
      (await createExport({ accountingPeriodFrom: "2026-02-01", accountingPeriodTo: "2026-01-01" })).error,
    ).toMatchObject({ code: "EXPORT_PERIOD_REVERSED", field: "accountingPeriodTo" });
    expect((await createExport({ accountingPeriodFrom: "2026-02-01" })).error?.code).toBe("EXPORT_PERIOD_REQUIRED");
    expect(
      (
        await createExport({
          accountingPeriodFrom: "2025-12-01",
          accountingPeriodTo: "2026-01-31",
          accountingExport: "DATEV_EXTF",
        })
      ).error?.code,
    ).toBe("EXPORT_PERIOD_SPANS_FISCAL_YEARS");
    expect(
      (await createExport({ accountingPeriodFrom: "not-a-date", accountingPeriodTo: "2026-01-01" })).error,
    ).not.toBeNull();
    expect(await exportCount()).toBe(0);
  });

  it("a DATEV export of a company without consultant number: EXPORT_DATEV_NUMBERS_MISSING", async () => {
    const { json } = await server.graphql(
      {
        query: CREATE,
        variables: {
          input: {
            clientCompanyRowId: seed.companyB,
            accountingPeriodFrom: "2026-01-01",
            accountingPeriodTo: "2026-01-31",
            accountingExport: "DATEV_EXTF",
          },
        },
      },
      cookies.foreignAdmin,
    );
    expect(json.errors?.[0]?.extensions?.code).toBe("EXPORT_DATEV_NUMBERS_MISSING");
  });

  it("no documents in the period; incomplete documents without allowIncomplete (with their number)", async () => {
    expect(
      (await createExport({ accountingPeriodFrom: "2025-06-01", accountingPeriodTo: "2025-06-30" })).error?.code,
    ).toBe("EXPORT_NO_DOCUMENTS");
    const { error } = await createExport({ accountingPeriodFrom: "2026-01-01", accountingPeriodTo: "2026-02-28" });
    expect(error).toMatchObject({ code: "EXPORT_DOCUMENTS_INCOMPLETE", count: 1 });
  });

  it("selections: 1001 ids, unknown ids, another company's ids, malformed ids", async () => {
    const many = Array.from({ length: 1001 }, () => crypto.randomUUID());
    // The API refuses any list longer than 1000 at its edge (the function refuses it too).
    expect((await createExport({ documentRowIds: many })).error).toMatchObject({ code: "LIST_TOO_LONG", limit: 1000 });
    expect((await createExport({ documentRowIds: [doc("jan1"), crypto.randomUUID()] })).error).toMatchObject({
      code: "EXPORT_DOCUMENTS_NOT_FOUND",
      count: 1,
    });
    // Another company's invoice is unknown here, even beside one of the company's own.
    expect((await createExport({ documentRowIds: [doc("jan1"), fxB.ids.b!] })).error).toMatchObject({
      code: "EXPORT_DOCUMENTS_NOT_FOUND",
      count: 1,
    });
    const malformed = await createExport({ documentRowIds: ["not-a-uuid"] });
    expect(malformed.created).toBeNull();
    expect(malformed.errors.length).toBeGreaterThan(0);
    expect(await exportCount()).toBe(0);
  });
});

describe("an export", () => {
  let exported: CreatedExport;

  it("is queued with its documents and a job; the job writes the bookings CSV and locks the documents", async () => {
    const { created, error } = await createExport({ documentRowIds: [doc("jan1"), doc("jan2")] }, cookies.accountant);
    expect(error).toBeNull();
    exported = created!;
    expect(exported).toMatchObject({
      status: "QUEUED",
      documentCount: 2,
      skippedDocumentCount: 0,
      accountingPeriodFrom: "2026-01-10",
      accountingPeriodTo: "2026-01-20",
    });
    const jobs = await owner(
      "select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'export__run'",
    );
    expect(jobs.map((j) => j.payload)).toEqual([{ exportRowId: exported.rowId }]);

    expect(await runExport(deps, exported.rowId)).toBe("done");
    const [row] = await owner(
      "select status, progress, document_count, booking_line_count, total_sum::text, error_code from app_public.exports where id = $1",
      [exported.rowId],
    );
    expect(row).toEqual({
      status: "DONE",
      progress: 100,
      document_count: 2,
      booking_line_count: 2,
      total_sum: "357.00",
      error_code: null,
    });
    const files = await owner(
      "select kind, file_name, blob_key, sha256, byte_size from app_public.export_files where export_id = $1",
      [exported.rowId],
    );
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ kind: "BOOKINGS_CSV", file_name: "Buchungen_2026-01-10_2026-01-20.csv" });
    const bytes = await deps.blobs.read(files[0].blob_key);
    expect(sha256(bytes)).toBe(files[0].sha256);
    expect(String(bytes.length)).toBe(String(files[0].byte_size));
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF"Belegdatum";')).toBe(true);
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(3);
    // Formula guard, decimal comma, quoted texts, German dates, the document's link.
    expect(lines[1]).toContain(`10.01.2026;"'=HYPERLINK(1)"`);
    expect(lines[1]).toContain(';"4920";"S";119,00;"brutto";"EUR";');
    expect(lines[1]).toContain(`"https://belegwerk.test/documents/${doc("jan1")}"`);
    expect(lines[2]).toContain('"AR-1"');

    const docs = await owner(
      "select id, exported_for_booking_at is not null as exported from app_public.documents where id = any($1) order by id",
      [[doc("jan1"), doc("jan2"), doc("mar")]],
    );
    expect(Object.fromEntries(docs.map((d) => [d.id, d.exported]))).toEqual({
      [doc("jan1")]: true,
      [doc("jan2")]: true,
      [doc("mar")]: false,
    });
    const history = await owner(
      "select type, user_id, payload from app_public.document_history_entries where document_id = $1 and type = 'EXPORTED'",
      [doc("jan1")],
    );
    expect(history).toEqual([{ type: "EXPORTED", user_id: accountantId, payload: { exportRowId: exported.rowId } }]);
  });

  it("is listed for accounting (filters userRowIds / excludeUserRowIds), never for a CLERK or the other company", async () => {
    const LIST = `query ($id: UUID!, $users: [UUID], $exclude: [UUID]) {
      clientCompany(rowId: $id) { exports(userRowIds: $users, excludeUserRowIds: $exclude) { totalCount nodes { rowId files { nodes { kind } } } } }
    }`;
    const list = async (cookie: string, vars: Record<string, unknown> = {}) =>
      (await server.graphql({ query: LIST, variables: { id: seed.companyA, ...vars } }, cookie)).json;
    const all = await list(cookies.admin);
    expect(all.data?.clientCompany).toEqual({
      exports: { totalCount: 1, nodes: [{ rowId: exported.rowId, files: { nodes: [{ kind: "BOOKINGS_CSV" }] } }] },
    });
    expect((await list(cookies.admin, { users: [seed.userA] })).data?.clientCompany).toMatchObject({
      exports: { totalCount: 0 },
    });
    expect((await list(cookies.admin, { exclude: [accountantId] })).data?.clientCompany).toMatchObject({
      exports: { totalCount: 0 },
    });
    expect((await list(cookies.clerk)).data?.clientCompany).toMatchObject({ exports: { totalCount: 0 } });
    expect((await list(cookies.foreignAdmin)).data?.clientCompany ?? null).toBeNull();
  });

  it("downloads with the stored checksum; a foreign admin gets 404; a changed file answers 409 EXPORT_FILE_CHANGED", async () => {
    const [file] = await owner("select id, blob_key, sha256 from app_public.export_files where export_id = $1", [
      exported.rowId,
    ]);
    const url = `${server.url}/api/exports/${exported.rowId}/files/${file.id}`;
    const ok = await appFetch(url, { headers: { cookie: cookies.admin } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-disposition")).toContain("Buchungen_2026-01-10_2026-01-20.csv");
    expect(ok.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(sha256(new Uint8Array(await ok.arrayBuffer()))).toBe(file.sha256);
    expect((await appFetch(url, { headers: { cookie: cookies.foreignAdmin } })).status).toBe(404);
    expect((await appFetch(url, { headers: { cookie: cookies.clerk } })).status).toBe(404);
    expect((await appFetch(url)).status).toBe(401);
    expect(
      (await appFetch(`${server.url}/api/exports/nope/files/${file.id}`, { headers: { cookie: cookies.admin } }))
        .status,
    ).toBe(404);

    // Someone changes the stored file behind the product's back.
    const path = `${server.blobDir}/${file.blob_key.slice(0, 2)}/${file.blob_key.slice(2, 4)}/${file.blob_key}`;
    const original = await readFile(path);
    await writeFile(path, Buffer.concat([original.subarray(0, original.length - 3), Buffer.from("9\r\n")]));
    const changed = await appFetch(url, { headers: { cookie: cookies.admin, "accept-language": "en" } });
    expect(changed.status).toBe(409);
    expect(((await changed.json()) as { error: { code: string } }).error.code).toBe("EXPORT_FILE_CHANGED");
    await writeFile(path, original);
  });

  it("locks its invoices in the database: amounts, dates, partner, accounting items and their cost shares", async () => {
    const id = doc("jan1");
    for (const sql of [
      "update app_public.invoices set total = 1 where document_id = $1",
      "update app_public.invoices set invoice_date = '2026-01-11' where document_id = $1",
      "update app_public.invoices set currency = 'USD' where document_id = $1",
      "update app_public.invoices set partner_company_id = null where document_id = $1",
      "update app_public.accounting_items set amount = 1 where document_id = $1",
      "delete from app_public.accounting_items where document_id = $1",
      `insert into app_public.accounting_items (client_company_id, document_id, booking_type, amount, amount_type, general_ledger_account_id)
         select client_company_id, document_id, booking_type, 1, amount_type, general_ledger_account_id from app_public.accounting_items where document_id = $1`,
    ]) {
      await expect(server.ownerPool.query(sql, [id]), sql).rejects.toThrow("DOCUMENT_EXPORTED_LOCKED");
    }
    // As the signed-in accountant (app_user under RLS), with the grants the app has.
    const client = await server.authPool.connect();
    try {
      for (const sql of [
        "update app_public.invoices set partner_account_id = null where document_id = $1",
        "delete from app_public.accounting_items where document_id = $1",
      ]) {
        await client.query("begin");
        await client.query("select set_config('role', 'app_user', true), set_config('app.user_id', $1, true)", [
          accountantId,
        ]);
        const outcome = await client.query(sql, [id]).then(
          (r) => `changed ${r.rowCount}`,
          (e: Error) => e.message,
        );
        await client.query("rollback");
        expect(["DOCUMENT_EXPORTED_LOCKED", "changed 0"], sql).toContain(outcome);
      }
    } finally {
      client.release();
    }
    const [inv] = await owner(
      "select total::text, partner_account_id is not null as has_account from app_public.invoices where document_id = $1",
      [id],
    );
    expect(inv).toEqual({ total: "119.00", has_account: true });
    // Fields outside the booking stay changeable (the payment status).
    await owner("update app_public.invoices set payment_status = 'PAID' where document_id = $1", [id]);
  });

  it("is immutable: no update of its options, no delete, its files unchanged", async () => {
    await expect(
      owner("update app_public.exports set accounting_period_to = '2026-12-31' where id = $1", [exported.rowId]),
    ).rejects.toThrow("EXPORT_IMMUTABLE");
    await expect(
      owner("update app_public.exports set status = 'FAILED' where id = $1", [exported.rowId]),
    ).rejects.toThrow("EXPORT_IMMUTABLE");
    await expect(owner("delete from app_public.exports where id = $1", [exported.rowId])).rejects.toThrow(
      "EXPORT_IMMUTABLE",
    );
    await expect(
      owner("update app_public.export_files set sha256 = repeat('0', 64) where export_id = $1", [exported.rowId]),
    ).rejects.toThrow("EXPORT_IMMUTABLE");
    await expect(
      owner("delete from app_public.export_documents where export_id = $1", [exported.rowId]),
    ).rejects.toThrow("EXPORT_IMMUTABLE");
  });

  it("skips documents exported before and says how many", async () => {
    const { created, error } = await createExport({ documentRowIds: [doc("jan1"), doc("mar")] });
    expect(error).toBeNull();
    expect(created).toMatchObject({ documentCount: 1, skippedDocumentCount: 1 });
    expect(await runExport(deps, created!.rowId)).toBe("done");
    const again = await createExport({ documentRowIds: [doc("jan1"), doc("mar")] });
    expect(again.error?.code).toBe("EXPORT_NO_DOCUMENTS");
  });

  it("undo: refused for a CLERK, needs a reason; unlocks the documents, writes UNEXPORTED with the reason, stays listed", async () => {
    const UNDO = `mutation ($id: UUID!, $reason: String!) { undoExport(input: { exportRowId: $id, reason: $reason }) { export { rowId undoneAt undoReason undoneBy { rowId } } } }`;
    const undo = async (reason: string, cookie = cookies.admin) =>
      (await server.graphql({ query: UNDO, variables: { id: exported.rowId, reason } }, cookie)).json;
    expect((await undo("Korrektur der Rechnung", cookies.clerk)).errors?.[0]?.extensions?.code).toBe(
      "EXPORT_UNDO_FORBIDDEN",
    );
    expect((await undo("Korrektur der Rechnung", cookies.foreignAdmin)).errors?.[0]?.extensions?.code).toBe(
      "EXPORT_NOT_FOUND",
    );
    expect((await undo("  x ")).errors?.[0]?.extensions).toMatchObject({
      code: "EXPORT_UNDO_REASON_LENGTH",
      field: "reason",
    });
    expect((await undo("x".repeat(501))).errors?.[0]?.extensions?.code).toBe("EXPORT_UNDO_REASON_LENGTH");
    const done = await undo("Korrektur der Rechnung");
    expect(done.errors).toBeUndefined();
    expect(done.data?.undoExport).toMatchObject({
      export: { undoReason: "Korrektur der Rechnung", undoneBy: { rowId: seed.userA } },
    });
    expect((await undo("noch einmal")).errors?.[0]?.extensions?.code).toBe("EXPORT_ALREADY_UNDONE");
    const docs = await owner("select exported_for_booking_at from app_public.documents where id = any($1)", [
      [doc("jan1"), doc("jan2")],
    ]);
    expect(docs).toEqual([{ exported_for_booking_at: null }, { exported_for_booking_at: null }]);
    const history = await owner(
      "select user_id, payload from app_public.document_history_entries where document_id = $1 and type = 'UNEXPORTED'",
      [doc("jan2")],
    );
    expect(history).toEqual([
      { user_id: seed.userA, payload: { exportRowId: exported.rowId, reason: "Korrektur der Rechnung" } },
    ]);
    // Unlocked: the invoice can be corrected again.
    await owner("update app_public.invoices set invoice_date = '2026-01-21' where document_id = $1", [doc("jan2")]);
    expect(
      Number((await owner("select count(*) from app_public.exports where id = $1", [exported.rowId]))[0].count),
    ).toBe(1);
  });

  it("a failing job marks nothing exported and records FAILED with a code", async () => {
    const { created, error } = await createExport({ documentRowIds: [doc("jan1"), doc("jan2")] });
    expect(error).toBeNull();
    const failing = makeFormatRegistry([
      {
        ...bookingsCsvWriter,
        async *write(input) {
          let n = 0;
          for await (const doc of input.documents()) {
            yield new TextEncoder().encode(doc.documentRowId);
            if (++n === 1) throw new Error("disk on fire");
          }
        },
      },
    ]);
    expect(await runExport({ ...deps, formats: failing }, created!.rowId)).toBe("failed");
    const [row] = await owner("select status, error_code from app_public.exports where id = $1", [created!.rowId]);
    expect(row).toEqual({ status: "FAILED", error_code: "EXPORT_FAILED" });
    expect(await owner("select id from app_public.export_files where export_id = $1", [created!.rowId])).toEqual([]);
    const docs = await owner("select exported_for_booking_at from app_public.documents where id = any($1)", [
      [doc("jan1"), doc("jan2")],
    ]);
    expect(docs).toEqual([{ exported_for_booking_at: null }, { exported_for_booking_at: null }]);
    // A format no writer is registered for fails the same way, with its own code.
    const datev = await createExport({ documentRowIds: [doc("jan1")], accountingExport: "DATEV_EXTF" });
    expect(datev.error).toBeNull();
    expect(await runExport({ ...deps, formats: makeFormatRegistry([bookingsCsvWriter]) }, datev.created!.rowId)).toBe(
      "failed",
    );
    expect((await owner("select error_code from app_public.exports where id = $1", [datev.created!.rowId]))[0]).toEqual(
      {
        error_code: "EXPORT_FORMAT_UNAVAILABLE",
      },
    );
    expect(await runExport(deps, datev.created!.rowId)).toBe("not-runnable");
  });

  it("the accounting settings: accounting access only, with the database's ranges", async () => {
    const SET = `mutation ($input: UpdateCompanyAccountingSettingsInput!) {
      updateCompanyAccountingSettings(input: $input) { clientCompany { accountingSystem datevConsultantNumber accountingSystemClientNo generalLedgerAccountLength fiscalYearStartMonth } }
    }`;
    const set = async (values: Record<string, unknown>, cookie = cookies.admin) =>
      (
        await server.graphql(
          {
            query: SET,
            variables: {
              input: {
                clientCompanyRowId: seed.companyA,
                accountingSystem: "DATEV",
                datevConsultantNumber: 29098,
                accountingSystemClientNo: "55003",
                generalLedgerAccountLength: 4,
                fiscalYearStartMonth: 1,
                ...values,
              },
            },
          },
          cookie,
        )
      ).json;
    expect(
      (await set({ accountingSystem: "BMD", fiscalYearStartMonth: 7 })).data?.updateCompanyAccountingSettings,
    ).toEqual({
      clientCompany: {
        accountingSystem: "BMD",
        datevConsultantNumber: 29098,
        accountingSystemClientNo: "55003",
        generalLedgerAccountLength: 4,
        fiscalYearStartMonth: 7,
      },
    });
    expect((await set({}, cookies.clerk)).errors?.[0]?.extensions?.code).toBe("ACCOUNTING_SETTINGS_FORBIDDEN");
    expect((await set({}, cookies.foreignAdmin)).errors?.[0]?.extensions?.code).toBe("ACCOUNTING_SETTINGS_FORBIDDEN");
    for (const [field, value, constraint] of [
      ["datevConsultantNumber", 1000, "client_companies_datev_consultant_number_range"],
      ["datevConsultantNumber", 10000000, "client_companies_datev_consultant_number_range"],
      ["accountingSystemClientNo", "0", "client_companies_accounting_system_client_no_datev"],
      ["accountingSystemClientNo", "100000", "client_companies_accounting_system_client_no_datev"],
      ["accountingSystemClientNo", "5500A", "client_companies_accounting_system_client_no_datev"],
      ["generalLedgerAccountLength", 3, "client_companies_general_ledger_account_length_range"],
      ["generalLedgerAccountLength", 9, "client_companies_general_ledger_account_length_range"],
      ["fiscalYearStartMonth", 13, "client_companies_fiscal_year_start_month_range"],
      ["accountingSystem", "SAP", "client_companies_accounting_system_check"],
    ] as const) {
      expect((await set({ [field]: value })).errors?.[0]?.extensions, `${field}=${value}`).toMatchObject({
        constraint,
      });
    }
    // Other accounting systems: free text up to 30 characters.
    expect(
      (await set({ accountingSystem: "BMD", accountingSystemClientNo: "x".repeat(31) })).errors?.[0]?.extensions,
    ).toMatchObject({ constraint: "client_companies_accounting_system_client_no_length" });
    expect(
      (await set({ accountingSystem: "BMD", accountingSystemClientNo: " KD-4711/A " })).data
        ?.updateCompanyAccountingSettings,
    ).toMatchObject({ clientCompany: { accountingSystem: "BMD", accountingSystemClientNo: "KD-4711/A" } });
    await set({});
  });
});
