import {
  getNamedType,
  type GraphQLArgument,
  type GraphQLField,
  GraphQLEnumType,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  isObjectType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/testServer.ts";

/**
 * The attack test: generated from the schema, so every table and operation added later is
 * covered without writing a test for it. Users of company A, one per role, try every root
 * query, connection, single-row lookup and mutation against company B's rows. Expected:
 * none of B's rows is ever returned, and no row of app_public changes.
 */

const ROLES = ["ADMIN", "ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"];
/** Every role of company A, and a visitor without session. */
const ATTACKERS = [...ROLES, "ANONYMOUS"];

interface Fixture {
  companyA: string;
  companyB: string;
  userB: string;
  attackers: Record<string, string>;
  /** Every id of a row only company B may see. */
  foreignIds: Set<string>;
  /** Foreign ids by GraphQL type name. */
  foreignByType: Map<string, string[]>;
}

async function seed(server: TestServer): Promise<Fixture> {
  const q = async (sql: string, params: unknown[] = []) => (await server.ownerPool.query(sql, params)).rows;
  const company = async (name: string) =>
    (
      await q("insert into app_public.client_companies (name, accounting_system) values ($1, 'DATEV') returning id", [
        name,
      ])
    )[0].id as string;
  const user = async (email: string) =>
    (await q("insert into app_public.users (email, first_name) values ($1, 'Test') returning id", [email]))[0]
      .id as string;
  const companyA = await company("Attacker GmbH");
  const companyB = await company("Victim AG");
  const userB = await user("victim@attack.test");
  await q(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ADMIN')",
    [userB, companyB],
  );
  const attackers: Record<string, string> = {};
  for (const role of ROLES) {
    attackers[role] = await user(`${role.toLowerCase()}@attack.test`);
    await q("insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, $3)", [
      attackers[role],
      companyA,
      role,
    ]);
  }
  // Company B's data in every kind of table there is today.
  await q("insert into app_public.user_defaults (user_id, client_company_id) values ($1, $2)", [userB, companyB]);
  await q(
    "insert into app_public.client_company_blocks (client_company_id, starts_at, reason) values ($1, now() + interval '1 day', 'x')",
    [companyB],
  );
  await q(
    "insert into app_public.client_company_features (client_company_id, feature_id) select $1, id from app_public.features where name = 'RULES'",
    [companyB],
  );
  await q(
    "insert into app_public.user_features (user_id, feature_id) select $1, id from app_public.features where name = 'MFA'",
    [userB],
  );
  await q("insert into app_public.review_groups (client_company_id, created_by_user_id) values ($1, $2)", [
    companyB,
    userB,
  ]);
  await q("insert into app_public.user_activities (user_id, client_company_id, kind) values ($1, $2, 'LOGIN')", [
    userB,
    companyB,
  ]);

  // Document capture: a partner, a failed and a finished upload, an invoice with an item,
  // a page and a field state, another document.
  const [partner] = await q(
    "insert into app_public.partner_companies (client_company_id, name) values ($1, 'Lieferant B') returning id",
    [companyB],
  );
  await q(
    "insert into app_public.partner_company_locations (client_company_id, partner_company_id, main, vat_id_no) values ($1, $2, true, 'DE999999999')",
    [companyB, partner.id],
  );
  await q(
    "insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban) values ($1, $2, 'DE02120300000000202051')",
    [companyB, partner.id],
  );
  const categoryOf = async (type: string) =>
    (
      await q(
        "select id from app_public.document_categories where client_company_id = $1 and document_type = $2 order by sort_index limit 1",
        [companyB, type],
      )
    )[0].id as string;
  const sourceFile = async (status: string) =>
    (
      await q(
        `insert into app_public.source_files (client_company_id, category_id, name, kind, media_type, size_bytes, sha256, status, uploaded_by_user_id)
         values ($1, $2, 'b.pdf', 'PDF', 'application/pdf', 10, repeat('a', 64), $3, $4) returning id`,
        [companyB, await categoryOf("INCOMING_INVOICE"), status, userB],
      )
    )[0].id as string;
  await sourceFile("FAILED");
  const doneFile = await sourceFile("DONE");
  const [invoiceDoc] = await q(
    `insert into app_public.documents (client_company_id, category_id, type, source_file_id, imported_by_user_id, num_pages)
     values ($1, $2, 'INCOMING_INVOICE', $3, $4, 1) returning id`,
    [companyB, await categoryOf("INCOMING_INVOICE"), doneFile, userB],
  );
  await q(
    "insert into app_public.invoices (document_id, client_company_id, invoice_number, total, partner_company_id) values ($1, $2, 'RE-B-1', 119, $3)",
    [invoiceDoc.id, companyB, partner.id],
  );
  await q(
    "insert into app_public.invoice_items (client_company_id, document_id, title, total_price) values ($1, $2, 'Secret item', 100)",
    [companyB, invoiceDoc.id],
  );
  await q(
    `insert into app_public.document_pages (client_company_id, document_id, page_no, width, height, image_sha256, image_media_type, thumb_sha256, thumb_media_type, thumb_width, thumb_height, text)
     values ($1, $2, 1, 100, 141, repeat('b', 64), 'image/webp', repeat('c', 64), 'image/webp', 30, 42, 'secret text')`,
    [companyB, invoiceDoc.id],
  );
  await q(
    "insert into app_public.document_field_states (document_id, field, client_company_id, source, confidence) values ($1, 'invoiceNumber', $2, 'EXTRACTED', 0.9)",
    [invoiceDoc.id, companyB],
  );
  const [otherDoc] = await q(
    "insert into app_public.documents (client_company_id, category_id, type) values ($1, $2, 'OTHER_DOCUMENT') returning id",
    [companyB, await categoryOf("OTHER_DOCUMENT")],
  );
  await q(
    "insert into app_public.other_documents (document_id, client_company_id, document_number) values ($1, $2, 'V-1')",
    [otherDoc.id, companyB],
  );

  // Workflows, approvals, comments: a workflow with a step B's user is responsible for, the
  // invoice moved into it (a step log), an open approval request, a comment mentioning B's
  // user with a reply, a like and a seen.
  const [workflow] = await q(
    "insert into app_public.document_workflows (client_company_id, name) values ($1, 'Freigabe B') returning id",
    [companyB],
  );
  const [step] = await q(
    "insert into app_public.document_workflow_steps (client_company_id, workflow_id, name) values ($1, $2, 'Prüfen B') returning id",
    [companyB, workflow.id],
  );
  await q(
    "insert into app_public.document_workflow_step_users (client_company_id, step_id, user_id) values ($1, $2, $3)",
    [companyB, step.id, userB],
  );
  await q("update app_public.documents set workflow_step_id = $2 where id = $1", [invoiceDoc.id, step.id]);
  // B's admin limited to one category and the workflow (Company › Users › Access).
  await q(
    `insert into app_public.client_company_user_document_categories (client_company_id, client_company_user_id, document_category_id)
     select $1, m.id, $3 from app_public.client_company_users m where m.client_company_id = $1 and m.user_id = $2`,
    [companyB, userB, await categoryOf("INCOMING_INVOICE")],
  );
  await q(
    `insert into app_public.client_company_user_document_workflows (client_company_id, client_company_user_id, document_workflow_id)
     select $1, m.id, $3 from app_public.client_company_users m where m.client_company_id = $1 and m.user_id = $2`,
    [companyB, userB, workflow.id],
  );
  await q(
    "insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id, message) values ($1, $2, $3, $3, 'secret')",
    [companyB, invoiceDoc.id, userB],
  );
  // A request to B's user group needing two approvals, one given (the approvals badge, taking
  // group requests).
  const [groupOfB] = await q(
    "insert into app_public.user_groups (client_company_id, name) values ($1, 'Gruppe B') returning id",
    [companyB],
  );
  const [groupRequest] = await q(
    `insert into app_public.approval_requests (client_company_id, document_id, user_group_id, blank_approver_type, blank_approver_count)
     values ($1, $2, $3, 'USER_GROUP', 2) returning id`,
    [companyB, invoiceDoc.id, groupOfB.id],
  );
  await q(
    "insert into app_public.approval_request_approvals (client_company_id, approval_request_id, approver_user_id) values ($1, $2, $3)",
    [companyB, groupRequest.id, userB],
  );
  const [comment] = await q(
    `insert into app_public.comments (client_company_id, document_id, commented_by_user_id, text_message, message_parts)
     values ($1, $2, $3, 'Secret @Victim', jsonb_build_array(jsonb_build_object('type', 'MENTION', 'userRowId', $3::uuid))) returning id`,
    [companyB, invoiceDoc.id, userB],
  );
  await q(
    "insert into app_public.comments (client_company_id, document_id, reply_to_id, commented_by_user_id, text_message) values ($1, $2, $3, $4, 'Secret reply')",
    [companyB, invoiceDoc.id, comment.id, userB],
  );
  await q("insert into app_public.comment_likes (client_company_id, comment_id, user_id) values ($1, $2, $3)", [
    companyB,
    comment.id,
    userB,
  ]);
  await q("insert into app_public.comment_seens (client_company_id, comment_id, user_id) values ($1, $2, $3)", [
    companyB,
    comment.id,
    userB,
  ]);
  // Document details: a mention notification for B's user, a recurrence of B's invoice.
  await q(
    "insert into app_public.notifications (user_id, client_company_id, type, document_id, comment_id, actor_user_id) values ($1, $2, 'COMMENT_MENTION', $3, $4, $1)",
    [userB, companyB, invoiceDoc.id, comment.id],
  );
  await q(
    "insert into app_public.document_recurrences (client_company_id, document_id, interval, next_date) values ($1, $2, 'MONTHLY', '2026-02-01')",
    [companyB, invoiceDoc.id],
  );

  // Accounting: a ledger account, a VAT key, a cost centre and a cost unit of B, and an
  // accounting item on B's invoice carried by both.
  const [account] = await q(
    "insert into app_public.general_ledger_accounts (client_company_id, number, name, category) values ($1, '4920', 'Telefon', 'EXPENSE') returning id",
    [companyB],
  );
  const [vat] = await q(
    "insert into app_public.value_added_taxes (client_company_id, type, name, code, percentages) values ($1, 'INPUT_TAX', 'Vorsteuer 19 %', '9', '{19}') returning id",
    [companyB],
  );
  const [costCenter] = await q(
    "insert into app_public.cost_centers (client_company_id, number, description) values ($1, '100', 'Verwaltung B') returning id",
    [companyB],
  );
  const [costUnit] = await q(
    "insert into app_public.cost_units (client_company_id, number, description, budget) values ($1, '1001', 'Projekt B', 5000) returning id",
    [companyB],
  );
  const [accountingItem] = await q(
    `insert into app_public.accounting_items (client_company_id, document_id, title, booking_type, amount, amount_type,
       general_ledger_account_id, value_added_tax_id, value_added_tax_percentage)
     values ($1, $2, 'Secret booking', 'DEBIT', 119, 'GROSS', $3, $4, 19) returning id`,
    [companyB, invoiceDoc.id, account.id, vat.id],
  );
  await q(
    "insert into app_public.accounting_item_cost_centers (client_company_id, accounting_item_id, cost_center_id, amount) values ($1, $2, $3, 119)",
    [companyB, accountingItem.id, costCenter.id],
  );
  await q(
    "insert into app_public.accounting_item_cost_units (client_company_id, accounting_item_id, cost_unit_id, amount) values ($1, $2, $3, 119)",
    [companyB, accountingItem.id, costUnit.id],
  );

  // Banking: B's bank account with an imported transaction linked to B's invoice, a match
  // suggestion, a category, a SEPA file with its payment, a direct-debit mandate, a disabled
  // matching check, and B's user's bank connection with its account.
  const [moneyAccount] = await q(
    "insert into app_public.money_accounts (client_company_id, type, name, iban) values ($1, 'BANK', 'Giro B', 'DE89370400440532013000') returning id",
    [companyB],
  );
  const [moneyCategory] = await q(
    "insert into app_public.money_categories (client_company_id, name, keywords) values ($1, 'Gebühren B', '{Entgelt}') returning id",
    [companyB],
  );
  const [statementImport] = await q(
    "insert into app_public.bank_statement_imports (client_company_id, money_account_id, file_name, format) values ($1, $2, 'b.xml', 'CAMT053') returning id",
    [companyB, moneyAccount.id],
  );
  const [transaction] = await q(
    `insert into app_public.money_transactions (client_company_id, money_account_id, source, booking_date, amount, currency, purpose, fingerprint, import_id, money_category_id)
     values ($1, $2, 'IMPORT', '2026-01-05', -119, 'EUR', 'RE-B-1 secret', 'fp-b-1', $3, $4) returning id`,
    [companyB, moneyAccount.id, statementImport.id, moneyCategory.id],
  );
  await q(
    "insert into app_public.money_transaction_documents (client_company_id, money_transaction_id, document_id, amount, source) values ($1, $2, $3, 100, 'MANUAL')",
    [companyB, transaction.id, invoiceDoc.id],
  );
  await q(
    `insert into app_public.money_transaction_suggestions (client_company_id, money_transaction_id, rank, document_ids, allocations, score, reason)
     values ($1, $2, 1, array[$3::uuid], jsonb_build_array(jsonb_build_object('documentRowId', $3::text, 'amount', '19.00')), 0.5, 'SCORED')`,
    [companyB, transaction.id, invoiceDoc.id],
  );
  const [sepaFile] = await q(
    `insert into app_public.sepa_files (client_company_id, kind, schema_version, message_id, money_account_id, number_of_transactions, control_sum, requested_date, xml)
     values ($1, 'CREDIT_TRANSFER', 'pain.001.001.09', 'MSG-B-1', $2, 1, 119, '2026-01-05', '<secret/>') returning id`,
    [companyB, moneyAccount.id],
  );
  await q(
    `insert into app_public.bank_payments (client_company_id, document_id, method, money_account_id, sepa_file_id, recipient_name, recipient_iban, amount, total, purpose, end_to_end_id, requested_date)
     values ($1, $2, 'SEPA_FILE', $3, $4, 'Lieferant B', 'DE02120300000000202051', 119, 119, 'RE-B-1', 'E2E-B-1', '2026-01-05')`,
    [companyB, invoiceDoc.id, moneyAccount.id, sepaFile.id],
  );
  await q(
    `insert into app_public.partner_company_direct_debit_mandates (client_company_id, partner_company_id, mandate_id, signature_date, debtor_name, debtor_iban)
     values ($1, $2, 'MANDATE-B-1', '2025-01-01', 'Lieferant B', 'DE02120300000000202051')`,
    [companyB, partner.id],
  );
  await q(
    "insert into app_public.client_company_disabled_matching_checks (client_company_id, name) values ($1, 'DATE')",
    [companyB],
  );
  const [connection] = await q(
    "insert into app_public.xs2a_connections (user_id, bank_name, bank_bic) values ($1, 'Sandbox Bank', 'SANDBOXDEXX') returning id",
    [userB],
  );
  const [xs2aAccount] = await q(
    "insert into app_public.xs2a_accounts (connection_id, provider_account_id, iban, holder) values ($1, 'acc-b', 'DE89370400440532013000', 'Beta') returning id",
    [connection.id],
  );
  await q("update app_public.money_accounts set xs2a_account_id = $2 where id = $1", [moneyAccount.id, xs2aAccount.id]);

  // Tags, real-estate objects and partner accounts: a tag on B's invoice, an object (REAL_ESTATE
  // on for B) with a tenant and B's invoice booked to it, and B's invoice booked against the
  // partner's creditor account.
  const [tag] = await q(
    "insert into app_public.client_company_tags (client_company_id, tag) values ($1, 'Geheim B') returning id",
    [companyB],
  );
  await q(
    "insert into app_public.document_tags (client_company_id, document_id, client_company_tag_id) values ($1, $2, $3)",
    [companyB, invoiceDoc.id, tag.id],
  );
  await q(
    "insert into app_public.client_company_features (client_company_id, feature_id) select $1, id from app_public.features where name = 'REAL_ESTATE'",
    [companyB],
  );
  const [realEstateObject] = await q(
    "insert into app_public.real_estate_objects (client_company_id, title, number, iban) values ($1, 'WEG B', 'B-1', 'DE89370400440532013000') returning id",
    [companyB],
  );
  await q(
    "insert into app_public.real_estate_object_tenant_owners (client_company_id, real_estate_object_id, tenant_owner_no, unit_no, owner) values ($1, $2, '001', 'W1', 'Geheim')",
    [companyB, realEstateObject.id],
  );
  await q(
    "insert into app_public.document_real_estate_object_instances (client_company_id, document_id, real_estate_object_id, amount) values ($1, $2, $3, 100)",
    [companyB, invoiceDoc.id, realEstateObject.id],
  );
  await q(
    "insert into app_public.real_estate_object_tags (client_company_id, real_estate_object_id, client_company_tag_id) values ($1, $2, $3)",
    [companyB, realEstateObject.id, tag.id],
  );
  const [partnerAccount] = await q(
    "insert into app_public.partner_accounts (client_company_id, number, type, partner_company_id, description) values ($1, '70001', 'CREDITOR', $2, 'Lieferant B') returning id",
    [companyB, partner.id],
  );
  await q("update app_public.invoices set partner_account_id = $2 where document_id = $1", [
    invoiceDoc.id,
    partnerAccount.id,
  ]);
  // A CRM ticket on B's invoice.
  await q(
    "insert into app_public.invoice_crm_tickets (client_company_id, document_id, system, ticket_number, subject) values ($1, $2, 'HubSpot', 'B-77', 'Geheim')",
    [companyB, invoiceDoc.id],
  );
  // A user group of B with B's user, and B's invoice shared with an external person.
  await q(
    "insert into app_public.client_company_features (client_company_id, feature_id) select $1, id from app_public.features where name = 'USER_GROUP'",
    [companyB],
  );
  const [userGroup] = await q(
    "insert into app_public.user_groups (client_company_id, name) values ($1, 'Einkauf B') returning id",
    [companyB],
  );
  await q("insert into app_public.user_group_members (client_company_id, user_group_id, user_id) values ($1, $2, $3)", [
    companyB,
    userGroup.id,
    userB,
  ]);
  const [externalB] = await q(
    "insert into app_public.users (email, first_name, type, client_company_id) values ('extern@victim.test', 'Extern', 'EXTERNAL', $1) returning id",
    [companyB],
  );
  await q(
    "insert into app_public.document_shares (client_company_id, document_id, user_id, shared_by_user_id) values ($1, $2, $3, $4)",
    [companyB, invoiceDoc.id, externalB.id, userB],
  );

  // Foreign rows: B itself, B's only-member users, and every row of a table carrying
  // client_company_id = B or user_id = one of B's users.
  const tables = await q(
    `select c.relname as table, array_agg(a.attname::text) as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = 'app_public' and c.relkind = 'r' group by c.relname`,
  );
  const foreignByTable = new Map<string, string[]>();
  foreignByTable.set("client_companies", [companyB]);
  foreignByTable.set("users", [userB, externalB.id as string]);
  for (const { table, columns } of tables as { table: string; columns: string[] }[]) {
    if (!columns.includes("id") || table === "client_companies" || table === "users") continue;
    const conditions: string[] = [];
    const params: string[] = [];
    if (columns.includes("client_company_id")) conditions.push(`client_company_id = $${params.push(companyB)}`);
    if (columns.includes("user_id")) conditions.push(`user_id = $${params.push(userB)}`);
    if (conditions.length === 0) continue;
    const rows = await q(`select id::text from app_public.${table} where ${conditions.join(" or ")}`, params);
    foreignByTable.set(
      table,
      rows.map((r) => r.id),
    );
  }
  // Bank-access accounts belong to B's user through the connection.
  foreignByTable.set("xs2a_accounts", [xs2aAccount.id as string]);
  // The company (legal entity) of B and its locations belong to B through the client company.
  const companyOfB = (
    await q("select legal_company_id::text as id from app_public.client_companies where id = $1", [companyB])
  )[0]!.id as string;
  foreignByTable.set("companies", [companyOfB]);
  foreignByTable.set(
    "company_locations",
    (await q("select id::text from app_public.company_locations where company_id = $1", [companyOfB])).map((r) => r.id),
  );
  const foreignIds = new Set([...foreignByTable.values()].flat());
  // Map table names to GraphQL type names through the schema's own `rowId` lookups.
  const foreignByType = new Map<string, string[]>();
  const typeOf: Record<string, string> = {
    client_companies: "ClientCompany",
    users: "User",
    user_defaults: "UserDefault",
    client_company_blocks: "ClientCompanyBlock",
    client_company_features: "ClientCompanyFeature",
    user_features: "UserFeature",
    review_groups: "ReviewGroup",
    user_activities: "UserActivity",
    client_company_users: "ClientCompanyUser",
    partner_companies: "PartnerCompany",
    partner_company_locations: "PartnerCompanyLocation",
    partner_company_payment_presets: "PartnerCompanyPaymentPreset",
    document_categories: "DocumentCategory",
    source_files: "SourceFile",
    documents: "Document",
    invoice_items: "InvoiceItem",
    document_pages: "DocumentPage",
    document_history_entries: "DocumentHistoryEntry",
    document_workflows: "DocumentWorkflow",
    document_workflow_steps: "DocumentWorkflowStep",
    document_workflow_step_users: "DocumentWorkflowStepUser",
    document_workflow_step_logs: "DocumentWorkflowStepLog",
    approval_requests: "ApprovalRequest",
    approval_request_approvals: "ApprovalRequestApproval",
    comments: "Comment",
    comment_mentions: "CommentMention",
    comment_likes: "CommentLike",
    comment_seens: "CommentSeen",
    notifications: "Notification",
    document_recurrences: "DocumentRecurrence",
    general_ledger_accounts: "GeneralLedgerAccount",
    value_added_taxes: "ValueAddedTax",
    cost_centers: "CostCenter",
    cost_units: "CostUnit",
    accounting_items: "AccountingItem",
    accounting_item_cost_centers: "AccountingItemCostCenter",
    accounting_item_cost_units: "AccountingItemCostUnit",
    money_accounts: "MoneyAccount",
    money_categories: "MoneyCategory",
    bank_statement_imports: "BankStatementImport",
    money_transactions: "MoneyTransaction",
    money_transaction_documents: "MoneyTransactionDocument",
    money_transaction_suggestions: "MoneyTransactionSuggestion",
    sepa_files: "SepaFile",
    bank_payments: "BankPayment",
    partner_company_direct_debit_mandates: "PartnerCompanyDirectDebitMandate",
    client_company_disabled_matching_checks: "ClientCompanyDisabledMatchingCheck",
    xs2a_connections: "Xs2AConnection",
    xs2a_accounts: "Xs2AAccount",
    client_company_tags: "ClientCompanyTag",
    document_tags: "DocumentTag",
    real_estate_objects: "RealEstateObject",
    real_estate_object_tenant_owners: "RealEstateObjectTenantOwner",
    real_estate_object_tags: "RealEstateObjectTag",
    document_real_estate_object_instances: "DocumentRealEstateObjectInstance",
    partner_accounts: "PartnerAccount",
    invoice_crm_tickets: "InvoiceCrmTicket",
    user_groups: "UserGroup",
    user_group_members: "UserGroupMember",
    document_shares: "DocumentShare",
    client_company_user_document_categories: "ClientCompanyUserDocumentCategory",
    client_company_user_document_workflows: "ClientCompanyUserDocumentWorkflow",
    companies: "Company",
    company_locations: "CompanyLocation",
  };
  for (const [table, ids] of foreignByTable) foreignByType.set(typeOf[table] ?? table, ids);
  return { companyA, companyB, userB, attackers, foreignIds, foreignByType };
}

/** A fingerprint of every row of app_public, to prove nothing changed. */
async function fingerprint(server: TestServer): Promise<Record<string, string>> {
  const { rows } = await server.ownerPool.query<{ table: string }>(
    "select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'app_public' and c.relkind = 'r' order by 1",
  );
  const result: Record<string, string> = {};
  for (const { table } of rows) {
    const { rows: hash } = await server.ownerPool.query(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from app_public.${table} t`,
    );
    result[table] = hash[0].h;
  }
  return result;
}

/** A value for an input type: B's ids wherever an id goes, harmless values elsewhere. */
function valueFor(type: GraphQLInputType, name: string, fx: Fixture, depth = 0): unknown {
  if (type instanceof GraphQLNonNull) return valueFor(type.ofType, name, fx, depth);
  if (type instanceof GraphQLList) return [valueFor(type.ofType, name, fx, depth)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]!.value;
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 3) return {};
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const required = field.type instanceof GraphQLNonNull;
      if (required || /RowId$/.test(field.name)) out[field.name] = valueFor(field.type, field.name, fx, depth + 1);
    }
    // A patch with nothing in it changes nothing and proves nothing: set one plain field.
    if (type.name.endsWith("Patch") && Object.keys(out).length === 0) {
      const plain = Object.values(type.getFields()).find((f) => getNamedType(f.type).name === "String");
      if (plain) out[plain.name] = "attacker";
    }
    return out;
  }
  const scalar = (type as GraphQLScalarType).name;
  if (scalar === "UUID") {
    // `sourceFileId` / `documentRowId`: a foreign row of that type, where there is one.
    const typed = /^(\w+?)(Row)?Id$/.exec(name);
    const stem = typed && typed[1]!.charAt(0).toUpperCase() + typed[1]!.slice(1);
    const ofType = stem && fx.foreignByType.get(ID_TYPE_ALIASES[stem] ?? stem);
    if (ofType?.length) return ofType[0];
    if (/user/i.test(name)) return fx.userB;
    if (/company/i.test(name)) return fx.companyB;
    return fx.foreignByType.get("ReviewGroup")?.[0] ?? fx.companyB;
  }
  if (scalar === "ID") return null; // set per mutation to the target's node id
  if (scalar === "Boolean") return true;
  if (scalar === "Int") return 1;
  if (scalar === "String") return name === "language" ? "en" : "ADMIN";
  if (scalar === "Datetime") return new Date().toISOString();
  if (scalar === "Date") return "2026-01-01";
  if (scalar === "JSON") return [{ type: "TEXT", text: "attacker" }];
  return null;
}

/** Ids named other than their type: `workflowStepRowId` is a DocumentWorkflowStep's. */
const ID_TYPE_ALIASES: Record<string, string> = { WorkflowStep: "DocumentWorkflowStep" };
/** Mutations whose `rowId` names a row of a type their name does not start with. */
const MUTATION_TARGET_TYPES: Record<string, string> = {
  approveApprovalRequest: "ApprovalRequest",
  rejectApprovalRequest: "ApprovalRequest",
  cancelApprovalRequest: "ApprovalRequest",
  cancelApprovalRejection: "ApprovalRequest",
};

const nodeIdOf = (typeName: string, id: string) => Buffer.from(JSON.stringify([typeName, id])).toString("base64");

const isConnection = (field: GraphQLField<unknown, unknown>) => getNamedType(field.type).name.endsWith("Connection");
const requiredArgs = (field: GraphQLField<unknown, unknown>) =>
  field.args.filter((a: GraphQLArgument) => a.type instanceof GraphQLNonNull);

describe("attack: company A's users against company B's rows, generated from the schema", () => {
  let server: TestServer;
  let fx: Fixture;
  const cookies: Record<string, string | undefined> = {};
  const tried: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ persistedOnly: false });
    fx = await seed(server);
    for (const role of ROLES) cookies[role] = await server.signIn(fx.attackers[role]!);
  });
  afterAll(async () => {
    console.log(`attack test tried ${tried.length} operations:\n  ${[...new Set(tried)].sort().join("\n  ")}`);
    await server.close();
  });

  it("has row-level security and at least one policy on every app_public table", async () => {
    const { rows } = await server.ownerPool.query(
      `select c.relname as table, c.relrowsecurity as rls,
              (select count(*)::int from pg_policies p where p.schemaname = 'app_public' and p.tablename = c.relname) as policies
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'app_public' and c.relkind in ('r', 'p') order by 1`,
    );
    expect(rows.filter((r) => !r.rls || r.policies === 0)).toEqual([]);
  });

  it("never returns a row of company B from any root connection or lookup", async () => {
    const queryType = server.app.schema.getQueryType()!;
    const leaks: string[] = [];
    for (const field of Object.values(queryType.getFields())) {
      const named = getNamedType(field.type);
      if (!isObjectType(named)) continue;
      if (isConnection(field) && requiredArgs(field).length === 0) {
        const nodesField = named.getFields().nodes;
        const nodeType = nodesField && getNamedType(nodesField.type);
        if (!nodeType || !isObjectType(nodeType) || !("rowId" in nodeType.getFields())) continue;
        for (const role of ATTACKERS) {
          tried.push(`query ${field.name}`);
          const { json } = await server.graphql({ query: `{ r: ${field.name} { nodes { rowId } } }` }, cookies[role]);
          const nodes = (json.data?.r as { nodes?: { rowId: string }[] } | null)?.nodes ?? [];
          for (const node of nodes)
            if (fx.foreignIds.has(node.rowId)) leaks.push(`${role}: ${field.name} returned ${node.rowId}`);
        }
      } else if (field.args.length === 1 && field.args[0]!.name === "rowId") {
        for (const id of fx.foreignByType.get(named.name) ?? []) {
          for (const role of ATTACKERS) {
            tried.push(`query ${field.name}(rowId)`);
            const { json } = await server.graphql(
              { query: `query ($id: UUID!) { r: ${field.name}(rowId: $id) { __typename } }`, variables: { id } },
              cookies[role],
            );
            if (json.data?.r) leaks.push(`${role}: ${field.name}(rowId: ${id})`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(tried.length).toBeGreaterThan(20);
  });

  it("changes nothing with any mutation aimed at company B's rows", async () => {
    const before = await fingerprint(server);
    const mutationType = server.app.schema.getMutationType();
    const attempts: string[] = [];
    const malformed: string[] = [];
    for (const field of Object.values(mutationType?.getFields() ?? {})) {
      const input = field.args.find((a) => a.name === "input");
      if (!input) continue;
      const inputValue = valueFor(input.type, "input", fx) as Record<string, unknown>;
      // Update/delete by row id: aim at a foreign row of the mutated type.
      const typeName =
        MUTATION_TARGET_TYPES[field.name] ?? field.name.replace(/^(create|update|delete)/, "").replace(/By\w+$/, "");
      const target = fx.foreignByType.get(typeName)?.[0];
      if (target && "rowId" in inputValue) inputValue.rowId = target;
      if (target && "id" in inputValue) inputValue.id = nodeIdOf(typeName, target);
      if ("email" in inputValue) inputValue.email = "victim@attack.test";
      for (const role of ATTACKERS) {
        tried.push(`mutation ${field.name}`);
        attempts.push(field.name);
        const { json } = await server.graphql(
          {
            query: `mutation ($input: ${String(input.type)}) { r: ${field.name}(input: $input) { __typename } }`,
            variables: { input: inputValue },
          },
          cookies[role],
        );
        // An attempt the schema rejects before running proves nothing: make it well-formed.
        const invalid = json.errors?.find(
          (e) => e.extensions?.code === "GRAPHQL_VALIDATION_FAILED" || /Variable "\$input"/.test(e.message),
        );
        if (invalid) malformed.push(`${field.name}: ${invalid.message}`);
      }
    }
    expect(malformed).toEqual([]);
    expect(attempts.length).toBeGreaterThan(0);
    expect(await fingerprint(server)).toEqual(before);
  });

  it("does not resolve company B's rows through node(id)", async () => {
    // Control: the encoding is right, an own row resolves.
    const own = await server.graphql(
      { query: "query ($id: ID!) { node(id: $id) { id } }", variables: { id: nodeIdOf("ClientCompany", fx.companyA) } },
      cookies.ADMIN,
    );
    expect(own.json.data?.node).not.toBeNull();
    const leaks: string[] = [];
    for (const [typeName, ids] of fx.foreignByType) {
      for (const id of ids) {
        const nodeId = nodeIdOf(typeName, id);
        for (const role of ATTACKERS) {
          tried.push(`query node(${typeName})`);
          const { json } = await server.graphql(
            { query: "query ($id: ID!) { node(id: $id) { id } }", variables: { id: nodeId } },
            cookies[role],
          );
          if (json.data?.node) leaks.push(`${role}: node ${typeName} ${id}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });
});
