import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CaptureDeps, processSourceFile } from "../capture/processSourceFile.ts";
import { BlobStore } from "../files/blobStore.ts";
import { makeLogger } from "../logger.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { DEMO, loadDemoData } from "./demoData.ts";
import { DEMO_INVOICE_SPECS } from "./demoDocuments.ts";

/**
 * The demo data with a blob store: the review groups get e-invoices as queued uploads, and the
 * real capture job turns every one of them into a document with its pages, invoice and partner.
 */
describe("demo documents", () => {
  let server: TestServer;
  let deps: CaptureDeps;
  const logger = makeLogger("silent");

  beforeAll(async () => {
    server = await startTestServer({ worker: false });
    deps = { ownerPool: server.ownerPool, blobs: new BlobStore(server.blobDir), ocr: null, maxPages: 500, logger };
    expect(await loadDemoData(server.ownerPool, logger, { blobs: deps.blobs })).toBe(true);
  });
  afterAll(async () => {
    await server?.close();
  });

  const sourceFiles = async () =>
    (
      await server.ownerPool.query<{
        id: string;
        status: string;
        name: string;
        client_company_id: string;
        uploaded_by_user_id: string;
        review_group_creator: string;
        category_type: string;
        sha256: string;
        size_bytes: string;
      }>(
        `select f.id, f.status, f.name, f.client_company_id, f.uploaded_by_user_id, f.sha256, f.size_bytes,
                g.created_by_user_id as review_group_creator, c.document_type as category_type
           from app_public.source_files f
           join app_public.review_groups g on g.id = f.review_group_id
           join app_public.document_categories c on c.id = f.category_id
          order by f.name`,
      )
    ).rows;

  it("queues one XML upload per demo invoice in the groups' companies", async () => {
    const files = await sourceFiles();
    expect(files).toHaveLength(DEMO_INVOICE_SPECS.length);
    for (const file of files) {
      expect(file.status).toBe("QUEUED");
      expect(file.name).toMatch(/^(Rechnung|Gutschrift)_.+\.xml$/);
      expect(file.uploaded_by_user_id).toBe(file.review_group_creator);
      expect(file.category_type).toBe("INCOMING_INVOICE");
      expect(await deps.blobs.size(file.sha256)).toBe(Number(file.size_bytes));
    }
  });

  it("turns every file into a document of its review group", async () => {
    for (const file of await sourceFiles()) await processSourceFile(deps, file.id);
    const files = await sourceFiles();
    expect(files.map((f) => f.status)).toEqual(files.map(() => "DONE"));

    const { rows: groups } = await server.ownerPool.query<{ creator: string; company: string; documents: number }>(
      `select g.created_by_user_id as creator, g.client_company_id as company, count(d.id)::int as documents
         from app_public.review_groups g
         left join app_public.documents d on d.review_group_id = g.id
        group by g.id order by g.created_at desc`,
    );
    expect(groups).toEqual([
      { creator: DEMO.users.admin, company: DEMO.companies.haustechnik, documents: 5 },
      { creator: DEMO.users.accountant, company: DEMO.companies.haustechnik, documents: 2 },
      { creator: DEMO.users.clerk, company: DEMO.companies.baeckerei, documents: 2 },
    ]);

    const { rows: documents } = await server.ownerPool.query(
      `select d.num_pages, d.needs_manual_review, d.compliance_findings, i.has_xml_source, i.credit_memo,
              i.invoice_number, i.total::text, i.partner_company_id, p.name as partner_name
         from app_public.documents d
         join app_public.invoices i on i.document_id = d.id
         left join app_public.partner_companies p on p.id = i.partner_company_id
        where d.source_file_id is not null`,
    );
    expect(documents).toHaveLength(9);
    for (const doc of documents) {
      expect(doc.has_xml_source).toBe(true);
      expect(doc.num_pages).toBeGreaterThan(0); // the visualization of the XML
      expect(doc.needs_manual_review).toBe(false);
      expect(doc.compliance_findings).toEqual([]);
      expect(doc.partner_company_id).not.toBeNull();
    }
    const credit = documents.filter((d) => d.credit_memo);
    expect(credit.map((d) => [d.invoice_number, d.total])).toEqual([[expect.stringMatching(/^GS-/), "456.37"]]);
    // The credit note's vendor is the wholesaler of the first invoice: the same partner.
    const wholesaler = documents.find((d) => /^RE-/.test(d.invoice_number))!;
    expect(credit[0].partner_company_id).toBe(wholesaler.partner_company_id);
  }, 120_000); // nine documents rendered one after the other

  it("creates one partner per vendor and company, which capture recognises", async () => {
    const { rows } = await server.ownerPool.query<{ client_company_id: string; name: string }>(
      "select client_company_id, name from app_public.partner_companies",
    );
    for (const company of [DEMO.companies.haustechnik, DEMO.companies.baeckerei]) {
      const names = rows.filter((r) => r.client_company_id === company).map((r) => r.name);
      expect(new Set(names).size).toBe(names.length); // no partner twice
      const vendors = DEMO_INVOICE_SPECS.filter(
        (s) => (s.group === "clerk" ? DEMO.companies.baeckerei : DEMO.companies.haustechnik) === company,
      ).map((s) => s.vendor.name);
      for (const vendor of vendors) expect(names).toContain(vendor);
    }
  });

  it("gives the companies a year of documents for the documents list", async () => {
    const { rows } = await server.ownerPool.query<{
      company: string;
      type: string;
      open: boolean;
      overdue: boolean;
      credit_memo: boolean;
      duplicate: boolean;
      approved: boolean;
    }>(
      `select d.client_company_id as company, d.type, d.list_open as open, d.list_open and d.list_due_date < current_date as overdue,
              d.list_credit_memo as credit_memo, d.list_duplicate as duplicate, d.approved
         from app_public.documents d where d.source_file_id is null`,
    );
    const of = (company: string) => rows.filter((r) => r.company === company);
    const haustechnik = of(DEMO.companies.haustechnik);
    expect(haustechnik.length).toBeGreaterThan(60);
    expect(of(DEMO.companies.baeckerei).length).toBeGreaterThan(20);
    expect(haustechnik.filter((r) => r.type === "OUTGOING_INVOICE").length).toBeGreaterThan(10);
    expect(haustechnik.filter((r) => r.type === "OTHER_DOCUMENT").length).toBe(4);
    expect(rows.filter((r) => r.overdue).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.credit_memo).length).toBe(2);
    expect(rows.filter((r) => r.duplicate).length).toBe(4); // one invoice imported twice, per company
    expect(rows.filter((r) => r.approved).length).toBeGreaterThan(rows.length / 2);
  });

  it("puts the newest invoices of Müller Haustechnik into a workflow with approvals and comments", async () => {
    const { rows } = await server.ownerPool.query<{ name: string; documents: number; open: number; approved: number }>(
      `select s.name, count(d.id)::int as documents,
              count(d.id) filter (where app_public.documents_approval_state(d) = 'OPEN')::int as open,
              count(d.id) filter (where d.approved)::int as approved
         from app_public.document_workflow_steps s
         left join app_public.documents d on d.workflow_step_id = s.id
        where s.client_company_id = $1
        group by s.id order by s.sort_index`,
      [DEMO.companies.haustechnik],
    );
    expect(rows).toEqual([
      { name: "Sachliche Prüfung", documents: 3, open: 0, approved: 0 },
      { name: "Freigabe Geschäftsführung", documents: 4, open: 4, approved: 0 },
      { name: "Zahlung und Buchung", documents: 8, open: 0, approved: 8 },
    ]);
    const { rows: mentions } = await server.ownerPool.query<{ user: string; count: number }>(
      `select mentioned_user_id as user, count(*)::int as count from app_public.comment_mentions group by 1 order by 1`,
    );
    expect(mentions).toEqual([
      { user: DEMO.users.admin, count: 1 },
      { user: DEMO.users.accountant, count: 2 },
    ]);
  });

  it("gives Bäckerei Schneider (actions tab) workflows with invoices in every step before payment", async () => {
    const { rows } = await server.ownerPool.query<{
      workflow: string;
      step: string;
      protected: boolean;
      documents: number;
      open: number;
      approved: number;
    }>(
      `select w.name as workflow, s.name as step, s.protected, count(d.id)::int as documents,
              count(d.id) filter (where app_public.documents_approval_state(d) = 'OPEN')::int as open,
              count(d.id) filter (where d.approved)::int as approved
         from app_public.document_workflows w
         join app_public.document_workflow_steps s on s.workflow_id = w.id
         left join app_public.documents d on d.workflow_step_id = s.id
        where w.client_company_id = $1
        group by w.id, s.id order by w.name, s.sort_index`,
      [DEMO.companies.baeckerei],
    );
    expect(rows).toEqual([
      {
        workflow: "Eingangsrechnungen",
        step: "Sachliche Prüfung",
        protected: false,
        documents: 1,
        open: 0,
        approved: 0,
      },
      { workflow: "Eingangsrechnungen", step: "Kontierung", protected: false, documents: 1, open: 0, approved: 0 },
      { workflow: "Eingangsrechnungen", step: "Freigabe Inhaber", protected: true, documents: 1, open: 1, approved: 0 },
      { workflow: "Eingangsrechnungen", step: "Zahlung", protected: false, documents: 1, open: 0, approved: 1 },
      { workflow: "Verträge und Bescheide", step: "Prüfen", protected: false, documents: 0, open: 0, approved: 0 },
      { workflow: "Verträge und Bescheide", step: "Abgelegt", protected: false, documents: 0, open: 0, approved: 0 },
    ]);
    // Made in the names of the people: the moves by the clerk, the approval by the owner.
    const { rows: logs } = await server.ownerPool.query<{ user: string; moves: number }>(
      `select l.user_id as user, count(*)::int as moves from app_public.document_workflow_step_logs l
        where l.client_company_id = $1 group by 1 order by 2 desc`,
      [DEMO.companies.baeckerei],
    );
    expect(logs).toEqual([
      { user: DEMO.users.clerk, moves: 4 },
      { user: DEMO.users.admin, moves: 1 },
    ]);
  });

  it("adds nothing when loaded again", async () => {
    const count = async () =>
      (
        await server.ownerPool.query<{ files: number; documents: number }>(
          `select (select count(*)::int from app_public.source_files) as files,
                  (select count(*)::int from app_public.documents) as documents`,
        )
      ).rows[0];
    const before = await count();
    expect(await loadDemoData(server.ownerPool, logger, { blobs: deps.blobs })).toBe(false);
    expect(await count()).toEqual(before);
    expect(before!.files).toBe(9);
    expect(before!.documents).toBeGreaterThan(9 + 80);
  });
});
