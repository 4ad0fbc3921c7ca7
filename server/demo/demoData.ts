import type pg from "pg";
import { hashPassword } from "../auth/passwords.ts";
import { withTransaction } from "../db/withTransaction.ts";
import type { BlobStorage } from "../files/blobStore.ts";
import type { Logger } from "../logger.ts";
import { insertDemoAccounting, insertDemoCostUnitBudgets } from "./demoAccounting.ts";
import { seedSandboxPaymentsForInvoices } from "../banking/xs2a/sandbox/seed.ts";
import { insertDemoBanking } from "./demoBanking.ts";
import { insertDemoDocuments } from "./demoDocuments.ts";
import { insertDemoExport } from "./demoExport.ts";
import { insertDemoCollaboration, insertDemoHistory } from "./demoHistory.ts";
import { insertDemoTagsObjectsAccounts } from "./demoTagsObjectsAccounts.ts";
import { insertDemoRules } from "./demoRules.ts";
import { insertDemoBakeryWorkflows } from "./demoWorkflows.ts";

/** Every demo user signs in with this password (README, demo accounts). */
export const DEMO_PASSWORD = "demo-password-1";

/** Fixed ids so that documentation, tests and bookmarks can name the demo rows. */
export const DEMO = {
  companies: {
    haustechnik: "0b8f5e1c-1a2b-4c3d-8e4f-000000000001",
    baeckerei: "0b8f5e1c-1a2b-4c3d-8e4f-000000000002",
    demoHandel: "0b8f5e1c-1a2b-4c3d-8e4f-000000000003",
    logistik: "0b8f5e1c-1a2b-4c3d-8e4f-000000000004",
    metallbau: "0b8f5e1c-1a2b-4c3d-8e4f-000000000005",
    kanzlei: "0b8f5e1c-1a2b-4c3d-8e4f-000000000006",
  },
  users: {
    superadmin: "5a1d0c3e-7b2a-4f1e-9c8d-000000000001",
    admin: "5a1d0c3e-7b2a-4f1e-9c8d-000000000002",
    accountant: "5a1d0c3e-7b2a-4f1e-9c8d-000000000003",
    clerk: "5a1d0c3e-7b2a-4f1e-9c8d-000000000004",
    external: "5a1d0c3e-7b2a-4f1e-9c8d-000000000005",
  },
} as const;

const C = DEMO.companies;
const U = DEMO.users;

type Row = Record<string, unknown>;

async function insert(client: pg.PoolClient, table: string, rows: Row[]) {
  for (const row of rows) {
    const keys = Object.keys(row);
    await client.query(
      `insert into ${table} (${keys.join(", ")}) values (${keys.map((_, i) => `$${i + 1}`).join(", ")})`,
      keys.map((k) => row[k]),
    );
  }
}

/** What one load inserted: the sandbox bank is seeded from it after the commit, the rest is logged. */
interface DemoLoad {
  banking: Awaited<ReturnType<typeof insertDemoBanking>>;
  summary: Record<string, unknown>;
}

/**
 * Loads the demo companies and users once per database. A second start finds the marker in
 * app_private.installation and changes nothing. Runs as the owner in one transaction, under
 * an advisory lock so two servers starting together do not both load it.
 *
 * With `blobs`, the review groups also get demo e-invoices (demoDocuments.ts): stored as
 * uploaded XML files, QUEUED, which the worker turns into documents after start; with `blobs`
 * and `publicUrl`, Müller Haustechnik's exports list gets one finished booking export
 * (demoExport.ts), made after the commit and before the worker starts.
 */
export async function loadDemoData(
  ownerPool: pg.Pool,
  logger: Logger,
  opts: { blobs?: BlobStorage; publicUrl?: string } = {},
): Promise<boolean> {
  const loaded = await withTransaction<DemoLoad | null>(ownerPool, async (client, rollback) => {
    await client.query("select pg_advisory_xact_lock(hashtext('belegwerk.demo_data'))");
    const done = await client.query("select 1 from app_private.installation where key = 'demo_data_loaded_at'");
    if (done.rowCount) return rollback(null);

    const company = (id: string, name: string, extra: Row = {}): Row => ({
      id,
      name,
      country: "DE",
      language: "de",
      ...extra,
    });
    await insert(client, "app_public.client_companies", [
      company(C.kanzlei, "Hoffmann & Kollegen Steuerberatungsgesellschaft mbH", {
        brand_name: "Hoffmann & Kollegen",
        vat_id: "DE298765431",
        street: "Königsallee 58",
        postal_code: "40212",
        city: "Düsseldorf",
        accounting_system: "DATEV",
        contract_start_date: "2023-01-01",
      }),
      company(C.haustechnik, "Müller Haustechnik GmbH", {
        vat_id: "DE287451963",
        tax_number: "30/123/45678",
        street: "Schönhauser Allee 112",
        postal_code: "10439",
        city: "Berlin",
        accounting_system: "DATEV",
        // Booked by Hoffmann & Kollegen: their DATEV consultant number, the company's client number.
        datev_consultant_number: 29098,
        accounting_system_client_no: "10001",
        general_ledger_account_length: 4,
        fiscal_year_start_month: 1,
        accounting_company_client_company_id: C.kanzlei,
        contract_start_date: "2024-03-01",
        restrict_document_delete: true,
        // Documents by e-mail: mueller@<MAIL_INBOUND_DOMAIN> (README).
        email_alias: "mueller",
      }),
      company(C.baeckerei, "Bäckerei Schneider KG", {
        brand_name: "Schneiders Backstube",
        branding: "NORDLICHT",
        vat_id: "DE314159265",
        street: "Eppendorfer Weg 27",
        postal_code: "20259",
        city: "Hamburg",
        accounting_system: "DATEV",
        datev_consultant_number: 29098,
        accounting_system_client_no: "10002",
        general_ledger_account_length: 4,
        fiscal_year_start_month: 1,
        accounting_company_client_company_id: C.kanzlei,
        billed_client_company_id: C.kanzlei,
        contract_start_date: "2025-01-01",
      }),
      company(C.demoHandel, "Demo Handelsgesellschaft mbH", {
        status: "DEMO",
        vat_id: "DE271828182",
        accounting_system: "DATEV",
        street: "Leopoldstraße 150",
        postal_code: "80804",
        city: "München",
      }),
      company(C.logistik, "Kranich Logistik GmbH", {
        vat_id: "DE246813579",
        street: "Hafenstraße 9",
        postal_code: "28217",
        city: "Bremen",
        accounting_system: "LEXWARE",
        // Clients of Hoffmann & Kollegen too (settings › clients shows their blocks), though
        // Julia Hoffmann is no member of them.
        accounting_company_client_company_id: C.kanzlei,
        contract_start_date: "2024-07-01",
      }),
      company(C.metallbau, "Weber Metallbau GmbH & Co. KG", {
        vat_id: "DE135792468",
        street: "Industriestraße 4",
        postal_code: "70565",
        city: "Stuttgart",
        accounting_system: "DATEV",
        accounting_company_client_company_id: C.kanzlei,
        contract_start_date: "2022-05-01",
      }),
    ]);
    // Mail to mueller+sonstiges@… files into Müller's category "Sonstige Dokumente" (not into
    // "Verträge", which is of the same type and sorts first).
    await client.query(
      `update app_public.document_categories set email_alias = 'sonstiges'
        where id = (select id from app_public.document_categories
                     where client_company_id = $1 and document_type = 'OTHER_DOCUMENT'
                     order by (name = 'Sonstige Dokumente') desc, sort_index, name limit 1)`,
      [C.haustechnik],
    );

    await insert(client, "app_public.users", [
      {
        id: U.superadmin,
        email: "superadmin@demo.test",
        first_name: "Katrin",
        last_name: "Vogel",
        type: "SUPER_ADMIN",
      },
      { id: U.admin, email: "admin@demo.test", first_name: "Thomas", last_name: "Müller" },
      {
        id: U.accountant,
        email: "accountant@demo.test",
        title: "Dr.",
        first_name: "Julia",
        last_name: "Hoffmann",
        // Her dashboard lists what waits in each of her clients (with their ALL_CLIENTS_TODO).
        dashboard_all_clients: true,
      },
      { id: U.clerk, email: "clerk@demo.test", first_name: "Lena", last_name: "Schneider", update_notification: 7 },
      {
        id: U.external,
        email: "external@demo.test",
        first_name: "Marco",
        last_name: "Ricci",
        language: "en",
        type: "EXTERNAL",
        client_company_id: C.haustechnik,
        update_notification: 0,
      },
    ]);

    // One argon2id hash for all of them: hashing is deliberately slow.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await insert(
      client,
      "app_private.user_credentials",
      Object.values(U).map((user_id) => ({ user_id, password_hash: passwordHash })),
    );

    const member = (user_id: string, client_company_id: string, role_name: string, extra: Row = {}): Row => ({
      user_id,
      client_company_id,
      role_name,
      ...extra,
    });
    await insert(client, "app_public.client_company_users", [
      ...[C.haustechnik, C.baeckerei, C.demoHandel, C.logistik, C.metallbau].map((c) => member(U.admin, c, "ADMIN")),
      member(U.accountant, C.kanzlei, "ADMIN"),
      member(U.accountant, C.haustechnik, "ACCOUNTANT", { document_accounting_tab_access: "EDIT" }),
      member(U.accountant, C.baeckerei, "ACCOUNTANT", { document_accounting_tab_access: "EDIT" }),
      member(U.clerk, C.baeckerei, "CLERK"),
    ]);

    await insert(client, "app_public.user_defaults", [
      { user_id: U.admin, client_company_id: C.haustechnik },
      { user_id: U.accountant, client_company_id: C.haustechnik },
      { user_id: U.clerk, client_company_id: C.baeckerei },
    ]);

    await client.query(
      `insert into app_public.client_company_blocks (client_company_id, starts_at, reason) values
        ($1, now() + interval '5 days', 'Der Lizenzvertrag wurde zum Monatsende gekündigt.'),
        ($2, now() - interval '3 days', 'Offene Rechnungen aus dem Lizenzvertrag trotz zweiter Mahnung.')`,
      [C.logistik, C.metallbau],
    );

    const companyFeatures: Record<string, string[]> = {
      [C.haustechnik]: [
        "USER_GROUP",
        "DOCUMENTS_WORKFLOW_VIEW",
        "DOCUMENT_APPROVAL",
        "APP_BAR_QUICK_ACTIONS",
        "WIZARD_WORKFLOW_AND_APPROVALS",
        "COLLABORATION",
        "SHARE_DOCUMENT",
        "COST_CENTERS",
        "COST_UNITS",
        "EU_OSS",
        "RULES",
        "READY_FOR_BOOKING",
        "ALL_CLIENTS_TODO",
      ],
      // Without COLLABORATION: the bakery's documents show the comments and actions tabs
      // instead of comments inside the collaboration tab.
      [C.baeckerei]: ["APP_BAR_QUICK_ACTIONS", "COST_CENTERS", "COST_UNITS", "ALL_CLIENTS_TODO"],
      [C.demoHandel]: ["COLLABORATION", "DOCUMENT_APPROVAL", "DOCUMENTS_WORKFLOW_VIEW"],
    };
    for (const [companyId, names] of Object.entries(companyFeatures)) {
      await client.query(
        `insert into app_public.client_company_features (client_company_id, feature_id)
         select $1, id from app_public.features where name = any($2::text[])`,
        [companyId, names],
      );
    }
    await client.query(
      `insert into app_public.user_features (user_id, feature_id)
       select $1, id from app_public.features where name = 'ASSISTANT_CHAT'`,
      [U.accountant],
    );
    // A user group of Müller Haustechnik (its userGroup feature is on): approvals can address it.
    await client.query(
      `with g as (insert into app_public.user_groups (client_company_id, name) values ($1, 'Freigabe Geschäftsführung') returning id, client_company_id)
       insert into app_public.user_group_members (client_company_id, user_group_id, user_id)
       select g.client_company_id, g.id, u from g, unnest($2::uuid[]) u`,
      [C.haustechnik, [U.admin, U.accountant]],
    );

    await client.query(
      `insert into app_public.review_groups (client_company_id, origin, created_by_user_id, created_at) values
        ($1, 'UPLOAD', $2, now() - interval '2 hours'),
        ($1, 'UPLOAD', $3, now() - interval '1 day'),
        ($4, 'UPLOAD', $5, now() - interval '3 days')`,
      [C.haustechnik, U.admin, U.accountant, C.baeckerei, U.clerk],
    );
    // The past year first: its partners are the ones capture then recognises in the e-invoices.
    const history = await insertDemoHistory(client, DEMO);
    await insertDemoCollaboration(client, DEMO);
    const accountingItems = await insertDemoAccounting(client, DEMO);
    await insertDemoBakeryWorkflows(client, DEMO);
    const tagsObjectsAccounts = await insertDemoTagsObjectsAccounts(client, DEMO);
    await insertDemoCostUnitBudgets(client, C.haustechnik);
    const banking = await insertDemoBanking(client, {
      companies: { haustechnik: C.haustechnik, baeckerei: C.baeckerei },
    });
    const documents = opts.blobs ? await insertDemoDocuments(client, opts.blobs, DEMO) : 0;
    // After the documents: the example rules act on what is uploaded from now on.
    const rules = await insertDemoRules(client, DEMO);

    await client.query(
      "insert into app_private.installation (key, value) values ('demo_data_loaded_at', to_jsonb(now()))",
    );
    return { banking, summary: { documents, history, accountingItems, rules, ...tagsObjectsAccounts } };
  });
  if (!loaded) return false;
  const { banking, summary } = loaded;
  // The sandbox bank is a third party with its own storage: told about its demo account after commit.
  if (banking.sandbox) {
    await seedSandboxPaymentsForInvoices(ownerPool, { ...banking.sandbox, generatedHistory: false });
  }
  let exportOutcome: string | null = null;
  if (opts.blobs && opts.publicUrl) {
    // The demo is loaded either way: an export that cannot be made is logged, not fatal.
    try {
      const made = await insertDemoExport(
        { ownerPool, blobs: opts.blobs, logger, publicUrl: opts.publicUrl },
        { companyRowId: C.haustechnik, userRowId: U.admin },
      );
      exportOutcome = made.outcome;
      if (made.outcome !== "done") logger.warn({ exportRowId: made.exportRowId, outcome: made.outcome }, "demo export");
    } catch (err) {
      logger.warn({ err }, "demo export not made");
    }
  }
  logger.info({ ...summary, bankTransactions: banking.transactions, exportOutcome }, "demo data loaded");
  return true;
}
