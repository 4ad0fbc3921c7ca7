/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeSourceFile } from "../capture/storeSourceFile.ts";
import { seedListDocuments } from "../documents/listFixture.ts";
import { BlobStore } from "../files/blobStore.ts";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { appFetch } from "../test/http.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { type ImportDeps, runIntegrationImport } from "./importRun.ts";
import { integrationImportTask } from "./importTask.ts";
import { GetMyInvoicesHttp } from "./getmyinvoices/getMyInvoicesHttp.ts";
import { sandboxPdf } from "./sandboxDocuments.ts";
import { GETMYINVOICES_DOCUMENTS } from "./sandboxAccounts.ts";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { IntegrationProviderId, IntegrationProviders } from "./provider.ts";
import { SANDBOX_KEYS } from "./sandboxAccounts.ts";
import { sandboxProviders } from "./sandboxProvider.ts";
import { SecretBox } from "./secretBox.ts";
import { syncBillomatPayments } from "./syncPayments.ts";

// The integrations through the real server and the real database: configs are the company
// admins' alone (every other role and every other company sees and changes nothing), the API
// key is never readable (not through GraphQL, not from app_private, not in a log line), each
// connector imports its sandbox's documents into capture once (a re-run imports nothing twice),
// archived flags are honoured both ways, and a paid Billomat invoice is reported back once.

const SECRET = randomBytes(32);
const ROLES = ["ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"] as const;

let server: TestServer;
let seed: TwoCompanies;
const logLines: string[] = [];
const cookies: Record<string, string> = {};
const categories: Record<string, string> = {};
const { owner, member, gql } = graphqlKit(
  () => server,
  () => cookies.ADMIN,
);

const post = (path: string, body: unknown, cookie = cookies.ADMIN) =>
  appFetch(`${server.url}/api/integrations/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "en", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const gmiConfig = (extra: Record<string, unknown> = {}) => ({
  apiKey: SANDBOX_KEYS.GETMYINVOICES.valid,
  fromDate: "2026-09-01",
  importArchived: false,
  archiveImported: false,
  incomingInvoicesDocumentCategoryRowId: categories.INCOMING_INVOICE,
  outgoingInvoicesDocumentCategoryRowId: categories.OUTGOING_INVOICE,
  otherDocumentsDocumentCategoryRowId: categories.OTHER_DOCUMENT,
  ...extra,
});

const LATEST = `query($c: UUID!) { clientCompany(rowId: $c) {
  gmi: integrationKeyStored(provider: GETMYINVOICES)
  latestGetmyinvoicesConfig { rowId fromDate importArchived archiveImported incomingInvoicesDocumentCategoryRowId }
  integrationRunsList(provider: GETMYINVOICES) { rowId state importedCount skippedCount totalCount errorCode }
} }`;

let providers: IntegrationProviders = sandboxProviders();
const deps = (): ImportDeps => ({
  ownerPool: server.ownerPool,
  blobs: new BlobStore(server.blobDir),
  providers,
  secrets: SecretBox.fromKey(SECRET),
  storeSourceFile,
  defaultQuotaBytes: 1024 * 1024 * 1024,
  maxFileBytes: 50 * 1024 * 1024,
  logger: makeLogger("silent"),
});
const run = (provider: IntegrationProviderId, company = seed.companyA) =>
  runIntegrationImport(deps(), { provider, clientCompanyId: company, runId: null });
const imported = async (provider: string, company = seed.companyA) =>
  (
    await owner(
      `select d.external_id, s.name, s.external_id as source_external_id, s.category_id, g.origin
         from app_public.integration_documents d
         join app_public.source_files s on s.id = d.source_file_id
         left join app_public.review_groups g on g.id = s.review_group_id
        where d.client_company_id = $1 and d.provider = $2 order by d.external_id`,
      [company, provider],
    )
  ).map((r: any) => ({ ...r }));

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString("utf8"));
      done();
    },
  });
  server = await startTestServer({
    persistedOnly: false,
    env: { INTEGRATIONS_SECRET_KEY: SECRET.toString("base64"), LOG_LEVEL: "debug" },
    logger: makeLogger("debug", destination),
  });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.ADMIN = await server.signIn(seed.userA);
  cookies.B = await server.signIn(seed.userB);
  for (const role of ROLES) cookies[role] = await member(seed.companyA, `${role.toLowerCase()}@int.example`, role);
  for (const type of ["INCOMING_INVOICE", "OUTGOING_INVOICE", "OTHER_DOCUMENT"]) {
    const [row] = await owner(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = $2 order by created_at, id limit 1",
      [seed.companyA, type],
    );
    categories[type] = row.id;
  }
});
afterAll(async () => server?.close());

describe("configs", () => {
  it("an admin saves a config with a key; the latest config counts and the key is only 'stored'", async () => {
    const first = await post(`${seed.companyA}/getmyinvoices/config`, gmiConfig());
    if (first.status !== 201)
      console.log(
        logLines
          .filter((l) => /"level":(50|40)/.test(l))
          .join("\n")
          .slice(0, 3000),
      );
    expect(first.status).toBe(201);
    // Saved again without a key: the stored key stays, the new config counts.
    const second = await post(
      `${seed.companyA}/getmyinvoices/config`,
      gmiConfig({ apiKey: "", fromDate: "2026-09-02" }),
    );
    expect(second.status).toBe(201);
    const answer = await gql(LATEST, { c: seed.companyA });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.clientCompany.gmi).toBe(true);
    expect(answer.data.clientCompany.latestGetmyinvoicesConfig.fromDate).toBe("2026-09-02");
    expect(answer.data.clientCompany.latestGetmyinvoicesConfig.rowId).toBe(((await second.json()) as any).rowId);
  });

  it("refuses a first config without a key, bad input and another company's category", async () => {
    const noKey = await post(`${seed.companyA}/fastbill/config`, {
      ...gmiConfig({ apiKey: undefined }),
      accountEmail: "buchhaltung@sandbox.test",
    });
    expect(noKey.status).toBe(400);
    expect(((await noKey.json()) as any).error.code).toBe("INTEGRATION_API_KEY_REQUIRED");
    for (const bad of [
      gmiConfig({ fromDate: "1999-12-31" }),
      gmiConfig({ fromDate: "31.12.2026" }),
      gmiConfig({ importArchived: "yes" }),
      gmiConfig({ incomingInvoicesDocumentCategoryRowId: "not-a-uuid" }),
      gmiConfig({ apiKey: "x".repeat(501) }),
      null,
    ]) {
      const res = await post(`${seed.companyA}/getmyinvoices/config`, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as any).error.code).toBe("INVALID_REQUEST");
    }
    const [foreign] = await owner(
      "select id from app_public.document_categories where client_company_id = $1 limit 1",
      [seed.companyB],
    );
    const crossed = await post(
      `${seed.companyA}/getmyinvoices/config`,
      gmiConfig({ incomingInvoicesDocumentCategoryRowId: foreign.id }),
    );
    expect(((await crossed.json()) as any).error.code).toBe("INTEGRATION_CATEGORY_NOT_FOUND");
    expect((await post(`${seed.companyA}/unknown/config`, gmiConfig())).status).toBe(404);
  });

  it("no other role and no other company reads or writes a config, a key or a run", async () => {
    for (const who of [...ROLES, "B"]) {
      const save = await post(
        `${seed.companyA}/getmyinvoices/config`,
        gmiConfig({ apiKey: "stolen-key" }),
        cookies[who],
      );
      expect(save.status, who).toBe(403);
      const test = await post(`${seed.companyA}/getmyinvoices/test`, {}, cookies[who]);
      expect(test.status, who).toBe(403);
      const answer = await gql(LATEST, { c: seed.companyA }, cookies[who]);
      const company = answer.data?.clientCompany;
      if (company) {
        expect(company.latestGetmyinvoicesConfig, who).toBeNull();
        expect(company.gmi, who).toBe(false);
        expect(company.integrationRunsList, who).toEqual([]);
      }
      const importNow = await gql(
        `mutation($c: UUID!) { requestIntegrationImport(input: { clientCompanyId: $c, provider: GETMYINVOICES }) { result { rowId } } }`,
        { c: seed.companyA },
        cookies[who],
      );
      expect(importNow.errors?.[0]?.extensions?.code ?? importNow.errors?.[0]?.message, who).toBe(
        "INTEGRATION_FORBIDDEN",
      );
    }
    expect((await post(`${seed.companyA}/getmyinvoices/config`, gmiConfig(), "")).status).toBe(401);
    // A visitor without a session gets nothing, and no error either (the page's loader may ask
    // before the sign-in redirect).
    const anonymous = await gql(LATEST, { c: seed.companyA }, "");
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data.clientCompany).toBeNull();
    // Company B's admin sees none of A's rows in the root collections either.
    const all = await gql(
      `{ getmyinvoicesConfigs { totalCount } integrationRuns { totalCount } integrationDocuments { totalCount } }`,
      {},
      cookies.B,
    );
    expect(all.data).toEqual({
      getmyinvoicesConfigs: { totalCount: 0 },
      integrationRuns: { totalCount: 0 },
      integrationDocuments: { totalCount: 0 },
    });
  });

  it("never lets the key out: no field in the API, no grant on the table, no log line", async () => {
    const schema = await gql(`{ __type(name: "GetmyinvoicesConfig") { fields { name } } }`, {});
    const fields = schema.data.__type.fields.map((f: any) => f.name);
    expect(fields).toContain("fromDate");
    expect(fields.filter((f: string) => /key|secret|cipher/i.test(f))).toEqual([]);
    const stored = await owner("select ciphertext from app_private.integration_api_keys where client_company_id = $1", [
      seed.companyA,
    ]);
    expect(stored[0].ciphertext).not.toContain(SANDBOX_KEYS.GETMYINVOICES.valid);
    expect(stored[0].ciphertext).toMatch(/^v1\./);
    const direct = await server.authPool
      .query("set role app_user; select * from app_private.integration_api_keys")
      .then(
        () => "readable",
        (e: { code?: string }) => e.code,
      );
    expect(direct).toBe("42501");
    // A connection test with the stored key, and one with a wrong key typed in.
    const ok = (await (await post(`${seed.companyA}/getmyinvoices/test`, {})).json()) as any;
    expect(ok).toMatchObject({ ok: true, sandbox: true });
    const wrong = (await (
      await post(`${seed.companyA}/getmyinvoices/test`, { apiKey: "wrong-key-123" })
    ).json()) as any;
    expect(wrong).toMatchObject({ ok: false, code: "INTEGRATION_AUTH_FAILED" });
    const limited = (await (
      await post(`${seed.companyA}/getmyinvoices/test`, { apiKey: SANDBOX_KEYS.GETMYINVOICES.rateLimited })
    ).json()) as any;
    expect(limited).toMatchObject({ ok: false, code: "INTEGRATION_RATE_LIMITED" });
    const log = logLines.join("");
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [SANDBOX_KEYS.GETMYINVOICES.valid, "wrong-key-123", "stolen-key", SECRET.toString("base64")])
      expect(log).not.toContain(secret);
  });

  it("a key sealed for one company does not open for another", async () => {
    const box = SecretBox.fromKey(SECRET);
    const sealed = box.seal("k", `integration-api-key:${seed.companyA}:GETMYINVOICES`);
    expect(() => box.open(sealed, `integration-api-key:${seed.companyB}:GETMYINVOICES`)).toThrow(
      "INTEGRATION_KEY_UNREADABLE",
    );
  });
});

describe("imports from the sandboxes", () => {
  it("GetMyInvoices: imports the not archived documents since the from-date into their categories, once", async () => {
    providers = sandboxProviders();
    const first = await run("GETMYINVOICES");
    expect(first.state).toBe("SUCCEEDED");
    // From 2026-09-02: four of five not archived (100101 is dated 2026-09-03: in), the archived 100106 out.
    const rows = await imported("GETMYINVOICES");
    expect(rows.map((r) => r.external_id)).toEqual(["100101", "100102", "100103", "100104", "100105"]);
    expect(first.counts).toEqual({ total: 5, imported: 5, skipped: 0, failed: 0 });
    const byId = Object.fromEntries(rows.map((r) => [r.external_id, r]));
    expect(byId["100101"].category_id).toBe(categories.INCOMING_INVOICE);
    expect(byId["100104"].category_id).toBe(categories.OTHER_DOCUMENT);
    expect(byId["100105"].category_id).toBe(categories.OUTGOING_INVOICE);
    expect(byId["100101"].origin).toBe("INTEGRATION");
    expect(byId["100101"].source_external_id).toBe("getmyinvoices:100101");
    expect(byId["100101"].name).toBe("TK-2026-0912-4471.pdf");
    // The inbox can say where the group came from, also to a member who is no admin.
    const [group] = await owner(
      "select review_group_id as id from app_public.source_files where external_id = 'getmyinvoices:100101'",
    );
    const from = await gql(
      `query($g: UUID!) { reviewGroup(rowId: $g) { origin integrationProvider } }`,
      { g: group.id },
      cookies.ACCOUNTANT,
    );
    expect(from.data.reviewGroup).toEqual({ origin: "INTEGRATION", integrationProvider: "GETMYINVOICES" });

    const again = await run("GETMYINVOICES");
    expect(again.counts).toEqual({ total: 5, imported: 0, skipped: 5, failed: 0 });
    expect(await imported("GETMYINVOICES")).toHaveLength(5);
    const files = await owner("select count(*)::int as n from app_public.source_files where client_company_id = $1", [
      seed.companyA,
    ]);
    expect(files[0].n).toBe(5);

    // The page's runs: newest first, with their counts.
    const answer = await gql(LATEST, { c: seed.companyA });
    expect(
      answer.data.clientCompany.integrationRunsList.map((r: any) => [r.state, r.importedCount, r.skippedCount]),
    ).toEqual([
      ["SUCCEEDED", 0, 5],
      ["SUCCEEDED", 5, 0],
    ]);
  });

  it("GetMyInvoices: archives what it imported when asked, and imports archived ones only when asked", async () => {
    providers = sandboxProviders();
    await post(`${seed.companyA}/getmyinvoices/config`, gmiConfig({ fromDate: "2026-08-01", archiveImported: true }));
    const run1 = await run("GETMYINVOICES");
    // The archived 100106 (2026-08-12) stays out; the five known ones are archived at the provider.
    expect(run1.counts).toEqual({ total: 5, imported: 0, skipped: 5, failed: 0 });
    const listed = [];
    for await (const d of providers.GETMYINVOICES.listDocuments(
      { apiKey: SANDBOX_KEYS.GETMYINVOICES.valid },
      { fromDate: "2026-01-01", includeArchived: true },
    ))
      listed.push([d.externalId, d.archived]);
    expect(listed.every(([, archived]) => archived)).toBe(true);
    const archivedRows = await owner(
      "select count(*)::int as n from app_public.integration_documents where client_company_id = $1 and archived_at is not null",
      [seed.companyA],
    );
    expect(archivedRows[0].n).toBe(5);

    await post(`${seed.companyA}/getmyinvoices/config`, gmiConfig({ fromDate: "2026-08-01", importArchived: true }));
    const run2 = await run("GETMYINVOICES");
    expect(run2.counts).toEqual({ total: 6, imported: 1, skipped: 5, failed: 0 });
    expect((await imported("GETMYINVOICES")).map((r) => r.external_id)).toContain("100106");
  });

  it("a wrong key ends the run with a readable code and imports nothing", async () => {
    await post(`${seed.companyA}/getmyinvoices/config`, gmiConfig({ apiKey: "not-the-key" }));
    const failed = await run("GETMYINVOICES");
    expect(failed).toMatchObject({ state: "FAILED", errorCode: "INTEGRATION_AUTH_FAILED" });
    const answer = await gql(LATEST, { c: seed.companyA });
    expect(answer.data.clientCompany.integrationRunsList[0]).toMatchObject({
      state: "FAILED",
      errorCode: "INTEGRATION_AUTH_FAILED",
    });
    await post(`${seed.companyA}/getmyinvoices/config`, gmiConfig());
  });

  it("Import now queues a run once and the worker's task picks it", async () => {
    const ask = () =>
      gql(
        `mutation($c: UUID!) { requestIntegrationImport(input: { clientCompanyId: $c, provider: GETMYINVOICES }) { result { rowId state trigger } } }`,
        { c: seed.companyA },
      );
    const a = await ask();
    const b = await ask();
    expect(a.errors).toBeUndefined();
    expect(a.data.requestIntegrationImport.result).toMatchObject({ state: "QUEUED", trigger: "MANUAL" });
    expect(b.data.requestIntegrationImport.result.rowId).toBe(a.data.requestIntegrationImport.result.rowId);
    const jobs = await owner(
      "select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'getmyinvoices__import'",
    );
    expect(jobs).toHaveLength(1);
    const runId = a.data.requestIntegrationImport.result.rowId;
    const done = await runIntegrationImport(deps(), {
      provider: "GETMYINVOICES",
      clientCompanyId: seed.companyA,
      runId,
    });
    expect(done).toMatchObject({ runId, state: "SUCCEEDED" });
    // Not configured for company B: refused with a readable code.
    const none = await gql(
      `mutation($c: UUID!) { requestIntegrationImport(input: { clientCompanyId: $c, provider: FASTBILL }) { result { rowId } } }`,
      { c: seed.companyB },
      cookies.B,
    );
    expect(none.errors?.[0]?.extensions?.code ?? none.errors?.[0]?.message).toBe("INTEGRATION_NOT_CONFIGURED");
  });

  it("Fastbill: outgoing invoices and expenses since the from-date, once", async () => {
    providers = sandboxProviders();
    const saved = await post(`${seed.companyA}/fastbill/config`, {
      ...gmiConfig({ apiKey: SANDBOX_KEYS.FASTBILL.valid, fromDate: "2026-07-01" }),
      accountEmail: "Buchhaltung@Sandbox.test",
    });
    expect(saved.status).toBe(201);
    const first = await run("FASTBILL");
    expect(first.counts).toEqual({ total: 4, imported: 4, skipped: 0, failed: 0 });
    expect((await run("FASTBILL")).counts).toEqual({ total: 4, imported: 0, skipped: 4, failed: 0 });
  });

  it("Billomat: outgoing invoices, once; a paid one is reported back once", async () => {
    providers = sandboxProviders();
    const saved = await post(`${seed.companyA}/billomat/config`, {
      apiKey: SANDBOX_KEYS.BILLOMAT.valid,
      billomatId: "Sandbox",
      fromDate: "2026-10-01",
      outgoingInvoicesDocumentCategoryRowId: categories.OUTGOING_INVOICE,
      syncBackPayments: true,
    });
    expect(saved.status).toBe(201);
    expect((await run("BILLOMAT")).counts).toEqual({ total: 3, imported: 3, skipped: 0, failed: 0 });
    expect((await run("BILLOMAT")).counts).toEqual({ total: 3, imported: 0, skipped: 3, failed: 0 });
    // The capture pipeline made a document of one of them (written here as processing would).
    const [file] = await owner(
      `select s.id from app_public.source_files s
        join app_public.integration_documents d on d.source_file_id = s.id
       where d.client_company_id = $1 and d.provider = 'BILLOMAT' and d.external_id = '880002'`,
      [seed.companyA],
    );
    const docs = await seedListDocuments(server.ownerPool, seed.companyA, [
      { key: "paid", type: "OUTGOING_INVOICE", invoiceNumber: "RE-2026-0416", total: "957.40", paid: false },
    ]);
    const doc = { id: docs.ids.paid! };
    await owner("update app_public.source_files set document_id = $2 where id = $1", [file.id, doc.id]);
    const nothingYet = await syncBillomatPayments(
      {
        ownerPool: server.ownerPool,
        provider: providers.BILLOMAT,
        secrets: SecretBox.fromKey(SECRET),
        logger: makeLogger("silent"),
      },
      seed.companyA,
    );
    expect(nothingYet.reported).toBe(0);
    await owner(
      "update app_public.invoices set payment_status = 'PAID', paid_date = '2026-11-20' where document_id = $1",
      [doc.id],
    );
    // The trigger queued the sync-back for the company.
    const jobs = await owner(
      "select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'billomat__sync_payments'",
    );
    expect(jobs.map((j: any) => j.payload)).toEqual([{ clientCompanyRowId: seed.companyA }]);
    const sync = () =>
      syncBillomatPayments(
        {
          ownerPool: server.ownerPool,
          provider: providers.BILLOMAT,
          secrets: SecretBox.fromKey(SECRET),
          logger: makeLogger("silent"),
        },
        seed.companyA,
      );
    expect((await sync()).reported).toBe(1);
    expect((await sync()).reported).toBe(0);
    const sandbox = providers.BILLOMAT as unknown as { payments: { externalId: string; payment: unknown }[] };
    expect(sandbox.payments).toEqual([
      { externalId: "880002", payment: { date: "2026-11-20", amount: "957.40", comment: "Belegwerk: RE-2026-0416" } },
    ]);
  });

  it("company B's run sees none of company A's imports and imports its own", async () => {
    providers = sandboxProviders();
    const [catB] = await owner(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = 'OUTGOING_INVOICE' limit 1",
      [seed.companyB],
    );
    const saved = await post(
      `${seed.companyB}/billomat/config`,
      {
        apiKey: SANDBOX_KEYS.BILLOMAT.valid,
        billomatId: "sandbox",
        fromDate: "2026-10-01",
        outgoingInvoicesDocumentCategoryRowId: catB.id,
        syncBackPayments: false,
      },
      cookies.B,
    );
    expect(saved.status).toBe(201);
    expect((await run("BILLOMAT", seed.companyB)).counts).toEqual({ total: 3, imported: 3, skipped: 0, failed: 0 });
    expect(await imported("BILLOMAT", seed.companyB)).toHaveLength(3);
    expect(await imported("BILLOMAT", seed.companyA)).toHaveLength(3);
  });

  it("the hourly task queues one import per connected company; a company's job imports what is new", async () => {
    providers = sandboxProviders();
    const queued: { task: string; payload: unknown; key: string | undefined }[] = [];
    const helpers = {
      addJob: async (task: string, payload: unknown, spec?: { jobKey?: string }) => {
        queued.push({ task, payload, key: spec?.jobKey });
      },
    } as unknown as Parameters<ReturnType<typeof integrationImportTask>>[1];
    await integrationImportTask("BILLOMAT", deps())({}, helpers);
    expect(queued.map((q) => (q.payload as { clientCompanyRowId: string }).clientCompanyRowId).sort()).toEqual(
      [seed.companyA, seed.companyB].sort(),
    );
    expect(queued.every((q) => q.task === "billomat__import" && q.key?.startsWith("integration:billomat:"))).toBe(true);
    // GetMyInvoices is connected for company A only.
    queued.length = 0;
    await integrationImportTask("GETMYINVOICES", deps())({}, helpers);
    expect(queued.map((q) => q.payload)).toEqual([{ clientCompanyRowId: seed.companyA }]);
    // A company's scheduled job: a run of trigger SCHEDULED that finds nothing new.
    await integrationImportTask("BILLOMAT", deps())({ clientCompanyRowId: seed.companyB }, helpers);
    const [latest] = await owner(
      "select trigger, state, imported_count, skipped_count from app_public.integration_runs where client_company_id = $1 order by created_at desc limit 1",
      [seed.companyB],
    );
    expect(latest).toEqual({ trigger: "SCHEDULED", state: "SUCCEEDED", imported_count: 0, skipped_count: 3 });
    // A malformed payload is dropped, not retried forever.
    await expect(
      integrationImportTask("BILLOMAT", deps())({ clientCompanyRowId: "nope" }, helpers),
    ).resolves.toBeUndefined();
  });

  it("imports through the real HTTP client from a provider that answers as GetMyInvoices documents", async () => {
    const spec = GETMYINVOICES_DOCUMENTS[2]!;
    const pdf = await sandboxPdf({ ...spec, number: "HTTP-77" });
    const fake = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        res.setHeader("content-type", "application/json");
        if (req.headers["x-api-key"] !== SANDBOX_KEYS.GETMYINVOICES.valid) {
          res.statusCode = 401;
          return res.end("{}");
        }
        if (req.url === "/v3/listDocuments")
          return res.end(
            JSON.stringify({
              records: [
                {
                  documentUid: 777,
                  documentType: "INCOMING_INVOICE",
                  documentNumber: "HTTP-77",
                  documentDate: "2026-10-06",
                  isArchived: 0,
                },
              ],
            }),
          );
        if (req.url === "/v3/getDocument")
          return res.end(JSON.stringify({ fileContent: pdf.toString("base64"), fileName: "HTTP-77.pdf" }));
        res.statusCode = 404;
        res.end("{}");
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    try {
      providers = {
        ...sandboxProviders(),
        GETMYINVOICES: new GetMyInvoicesHttp(`http://127.0.0.1:${(fake.address() as AddressInfo).port}/v3`),
      };
      await post(`${seed.companyA}/getmyinvoices/config`, gmiConfig());
      const result = await run("GETMYINVOICES");
      expect(result.counts).toEqual({ total: 1, imported: 1, skipped: 0, failed: 0 });
      expect((await imported("GETMYINVOICES")).find((r) => r.external_id === "777")?.name).toBe("HTTP-77.pdf");
      expect((await run("GETMYINVOICES")).counts).toEqual({ total: 1, imported: 0, skipped: 1, failed: 0 });
    } finally {
      await new Promise<void>((resolve) => fake.close(() => resolve()));
    }
  });
});
