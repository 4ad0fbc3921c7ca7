import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Merging a document category through the real server: everything that used the source uses
// the target afterwards (rule conditions, members' category accesses, the workflow wizard's
// answers and rules, the integrations' and intake's configurations, documents), the source is
// gone, and no admin of another company merges into or out of this company's categories.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};

async function owner(sql: string, params: unknown[] = []) {
  return (await server.ownerPool.query(sql, params)).rows;
}

const MERGE = `mutation ($source: UUID!, $target: UUID!) {
  mergeDocumentCategory(input: { sourceRowId: $source, targetRowId: $target }) { result { rowId documentCount } }
}`;

async function merge(cookie: string, source: string, target: string) {
  const { json } = await server.graphql({ query: MERGE, variables: { source, target } }, cookie);
  return json;
}

async function category(company: string, name: string, type = "INCOMING_INVOICE") {
  return (
    await owner(
      "insert into app_public.document_categories (client_company_id, document_type, name) values ($1, $2, $3) returning id",
      [company, type, name],
    )
  )[0].id as string;
}

/** A rule action ("if") with one condition: the category is (not) the given one. */
async function ruleOn(company: string, categoryId: string, equality: "EQUAL" | "NOT_EQUAL") {
  const [row] = await owner(
    `with a as (insert into app_public.rule_actions (client_company_id, name) values ($1, 'Kategorie-Regel') returning id),
          c as (insert into app_public.rule_conditions (client_company_id, rule_action_id, sort_index, kind, document_category_id, document_category_row_id_equality)
                select $1, a.id, 0, 'CATEGORY', $2, $3::app_public.rule_equality from a returning id)
     select (select id from a) as action, (select id from c) as condition`,
    [company, categoryId, equality],
  );
  return row as { action: string; condition: string };
}

async function memberOf(company: string, email: string) {
  const [user] = await owner(
    "insert into app_public.users (email, first_name, last_name) values ($1, 'Test', 'User') returning id",
    [email],
  );
  const [membership] = await owner(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'CLERK') returning id",
    [user.id, company],
  );
  return membership.id as string;
}

async function grantCategory(company: string, member: string, categoryId: string) {
  await owner(
    "insert into app_public.client_company_user_document_categories (client_company_id, client_company_user_id, document_category_id) values ($1, $2, $3)",
    [company, member, categoryId],
  );
}

const accessesOf = async (member: string) =>
  (
    await owner(
      "select document_category_id from app_public.client_company_user_document_categories where client_company_user_id = $1 order by document_category_id",
      [member],
    )
  ).map((row) => row.document_category_id as string);

function wizardPayload(categories: string[]) {
  return {
    version: 1,
    approverType: "USER",
    approverUserRowId: seed.userA,
    approverUserGroupRowId: null,
    amount: "1000.00",
    amountBasis: "NET",
    documentCategoryRowIds: categories,
    partnerCompanyRowIds: [],
    hasReviewStep: false,
    reviewStepName: "Sachliche Prüfung",
    reviewerUserRowId: null,
    approvalStepName: "Freigabe",
    finalStepName: "Freigegeben",
    moveToFinalStepAfterApproval: true,
  };
}

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.admin = await server.signIn(seed.userA);
  cookies.adminB = await server.signIn(seed.userB);
});
afterAll(async () => server?.close());

describe("merging a document category moves every reference to the target", () => {
  it("knows every foreign key to document categories (a new one must be handled by the merge)", async () => {
    const keys = await owner(
      `select conrelid::regclass::text || '.' || conname as key from pg_constraint
        where contype = 'f' and confrelid = 'app_public.document_categories'::regclass order by 1`,
    );
    expect(keys.map((row) => row.key)).toEqual([
      "app_public.billing_configs.billing_configs_outgoing_category_fkey",
      "app_public.client_company_user_document_categories.client_company_user_document_categories_category_fkey",
      "app_public.documents.documents_category_id_fkey",
      "app_public.email_configs.email_configs_category_id_fkey",
      "app_public.fastbill_configs.fastbill_configs_incoming_category_fkey",
      "app_public.fastbill_configs.fastbill_configs_other_category_fkey",
      "app_public.fastbill_configs.fastbill_configs_outgoing_category_fkey",
      "app_public.getmyinvoices_configs.getmyinvoices_configs_incoming_category_fkey",
      "app_public.getmyinvoices_configs.getmyinvoices_configs_other_category_fkey",
      "app_public.getmyinvoices_configs.getmyinvoices_configs_outgoing_category_fkey",
      "app_public.inbound_emails.inbound_emails_category_id_fkey",
      "app_public.rule_conditions.rule_conditions_document_category_id_fkey",
      "app_public.source_files.source_files_category_id_fkey",
    ]);
  });

  it("moves rule conditions, members' category accesses (once per member), the wizard and the documents, and deletes the source", async () => {
    const source = await category(seed.companyA, "Reisekosten alt");
    const target = await category(seed.companyA, "Reisekosten");
    const [document] = await owner(
      "insert into app_public.documents (client_company_id, category_id, type, title) values ($1, $2, 'INCOMING_INVOICE', 'Hotel') returning id",
      [seed.companyA, source],
    );
    const isRule = await ruleOn(seed.companyA, source, "EQUAL");
    const isNotRule = await ruleOn(seed.companyA, source, "NOT_EQUAL");
    const onlySource = await memberOf(seed.companyA, "only-source@a.example");
    const both = await memberOf(seed.companyA, "both@a.example");
    await grantCategory(seed.companyA, onlySource, source);
    await grantCategory(seed.companyA, both, source);
    await grantCategory(seed.companyA, both, target);
    await owner("insert into app_public.email_configs (client_company_id, category_id) values ($1, $2)", [
      seed.companyA,
      source,
    ]);

    // The wizard asked for both categories and wrote one rule per category.
    const [wizard] = await owner(
      "insert into app_public.wizard_workflow_and_approvals (client_company_id, name, payload) values ($1, 'Freigabe', $2) returning id",
      [seed.companyA, JSON.stringify(wizardPayload([source, target]))],
    );
    const wizardRuleOfSource = await ruleOn(seed.companyA, source, "EQUAL");
    const wizardRuleOfTarget = await ruleOn(seed.companyA, target, "EQUAL");
    await owner(
      `insert into app_public.wizard_workflow_and_approval_import_actions (client_company_id, wizard_id, combination_key, rule_action_id)
       values ($1, $2, $3 || '/*', $4), ($1, $2, $5 || '/*', $6)`,
      [seed.companyA, wizard.id, source, wizardRuleOfSource.action, target, wizardRuleOfTarget.action],
    );

    const merged = await merge(cookies.admin!, source, target);
    expect(merged.errors).toBeUndefined();
    expect(merged.data?.mergeDocumentCategory).toEqual({ result: { rowId: target, documentCount: 1 } });

    expect(await owner("select 1 from app_public.document_categories where id = $1", [source])).toHaveLength(0);
    expect(await owner("select category_id from app_public.documents where id = $1", [document.id])).toEqual([
      { category_id: target },
    ]);
    expect(
      await owner(
        "select id, document_category_id, document_category_row_id_equality as equality from app_public.rule_conditions where id = any($1::uuid[]) order by equality",
        [[isRule.condition, isNotRule.condition]],
      ),
    ).toEqual([
      { id: isRule.condition, document_category_id: target, equality: "EQUAL" },
      { id: isNotRule.condition, document_category_id: target, equality: "NOT_EQUAL" },
    ]);
    expect(await accessesOf(onlySource)).toEqual([target]);
    expect(await accessesOf(both)).toEqual([target]);
    expect(
      await owner("select category_id from app_public.email_configs where client_company_id = $1", [seed.companyA]),
    ).toEqual([{ category_id: target }]);

    const [saved] = await owner("select payload from app_public.wizard_workflow_and_approvals where id = $1", [
      wizard.id,
    ]);
    expect(saved.payload.documentCategoryRowIds).toEqual([target]);
    expect(
      await owner(
        "select combination_key, rule_action_id from app_public.wizard_workflow_and_approval_import_actions where wizard_id = $1",
        [wizard.id],
      ),
    ).toEqual([{ combination_key: `${target}/*`, rule_action_id: wizardRuleOfTarget.action }]);
    // The wizard's rule for the source was the same rule as the target's: it is gone.
    expect(
      await owner("select 1 from app_public.rule_actions where id = $1", [wizardRuleOfSource.action]),
    ).toHaveLength(0);
    expect(await owner("select 1 from app_public.rule_actions where id = $1", [isRule.action])).toHaveLength(1);
  });

  it("moves a wizard's rule for the source to the target when the wizard had none for the target", async () => {
    const source = await category(seed.companyA, "Bewirtung alt");
    const target = await category(seed.companyA, "Bewirtung");
    const [wizard] = await owner(
      "insert into app_public.wizard_workflow_and_approvals (client_company_id, name, payload) values ($1, 'Bewirtung', $2) returning id",
      [seed.companyA, JSON.stringify(wizardPayload([source]))],
    );
    const rule = await ruleOn(seed.companyA, source, "EQUAL");
    await owner(
      `insert into app_public.wizard_workflow_and_approval_import_actions (client_company_id, wizard_id, combination_key, rule_action_id)
       values ($1, $2, $3 || '/*', $4)`,
      [seed.companyA, wizard.id, source, rule.action],
    );

    const merged = await merge(cookies.admin!, source, target);
    expect(merged.errors).toBeUndefined();
    const [saved] = await owner("select payload from app_public.wizard_workflow_and_approvals where id = $1", [
      wizard.id,
    ]);
    expect(saved.payload.documentCategoryRowIds).toEqual([target]);
    expect(
      await owner(
        "select combination_key, rule_action_id from app_public.wizard_workflow_and_approval_import_actions where wizard_id = $1",
        [wizard.id],
      ),
    ).toEqual([{ combination_key: `${target}/*`, rule_action_id: rule.action }]);
    expect(
      await owner("select document_category_id from app_public.rule_conditions where id = $1", [rule.condition]),
    ).toEqual([{ document_category_id: target }]);
  });

  it("refuses an accountant whose merge would move documents out of a protected workflow step; nothing moves", async () => {
    const source = await category(seed.companyA, "Geschützt alt");
    const target = await category(seed.companyA, "Geschützt");
    await owner("update app_public.client_companies set assign_protected_document_category = true where id = $1", [
      seed.companyA,
    ]);
    const [workflow] = await owner(
      "insert into app_public.document_workflows (client_company_id, name) values ($1, 'Freigabe') returning id",
      [seed.companyA],
    );
    const [step] = await owner(
      "insert into app_public.document_workflow_steps (client_company_id, workflow_id, name, protected) values ($1, $2, 'Geprüft', true) returning id",
      [seed.companyA, workflow.id],
    );
    const [document] = await owner(
      "insert into app_public.documents (client_company_id, category_id, type, title, workflow_step_id) values ($1, $2, 'INCOMING_INVOICE', 'Im Schritt', $3) returning id",
      [seed.companyA, source, step.id],
    );
    const rule = await ruleOn(seed.companyA, source, "EQUAL");
    const [accountantUser] = await owner(
      "insert into app_public.users (email, first_name, last_name) values ('accountant@a.example', 'Test', 'User') returning id",
    );
    await owner(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'ACCOUNTANT')",
      [accountantUser.id, seed.companyA],
    );
    const accountant = await server.signIn(accountantUser.id as string);

    const refused = await merge(accountant, source, target);
    expect(refused.errors?.[0]?.extensions?.code).toBe("DOCUMENT_CATEGORY_PROTECTED");
    expect(await owner("select category_id from app_public.documents where id = $1", [document.id])).toEqual([
      { category_id: source },
    ]);
    expect(
      await owner("select document_category_id from app_public.rule_conditions where id = $1", [rule.condition]),
    ).toEqual([{ document_category_id: source }]);
    expect(await owner("select 1 from app_public.document_categories where id = $1", [source])).toHaveLength(1);

    // An admin may: the document moves with everything else.
    expect((await merge(cookies.admin!, source, target)).errors).toBeUndefined();
    expect(await owner("select category_id from app_public.documents where id = $1", [document.id])).toEqual([
      { category_id: target },
    ]);
    await owner("update app_public.client_companies set assign_protected_document_category = false where id = $1", [
      seed.companyA,
    ]);
  });

  it("another company's admin merges neither into nor out of this company's categories", async () => {
    const ofA = await category(seed.companyA, "Nur A");
    const otherOfA = await category(seed.companyA, "Auch A");
    const ofB = await category(seed.companyB, "Nur B");
    const rule = await ruleOn(seed.companyA, ofA, "EQUAL");
    const member = await memberOf(seed.companyA, "member-of-a@a.example");
    await grantCategory(seed.companyA, member, ofA);

    const codeOf = (json: Awaited<ReturnType<typeof merge>>) => json.errors?.[0]?.extensions?.code;
    // Out of A's category into B's, into A's, and out of B's into A's: refused, nothing moves.
    expect(codeOf(await merge(cookies.adminB!, ofA, ofB))).toBe("DOCUMENT_CATEGORY_NOT_FOUND");
    expect(codeOf(await merge(cookies.adminB!, ofA, otherOfA))).toBe("DOCUMENT_CATEGORY_NOT_FOUND");
    expect(codeOf(await merge(cookies.adminB!, ofB, ofA))).toBe("DOCUMENT_CATEGORY_NOT_FOUND");
    expect(codeOf(await merge(cookies.admin!, ofA, ofB))).toBe("DOCUMENT_CATEGORY_NOT_FOUND");

    expect(
      await owner("select id from app_public.document_categories where id = any($1::uuid[]) order by name", [
        [ofA, otherOfA, ofB],
      ]),
    ).toHaveLength(3);
    expect(
      await owner("select document_category_id from app_public.rule_conditions where id = $1", [rule.condition]),
    ).toEqual([{ document_category_id: ofA }]);
    expect(await accessesOf(member)).toEqual([ofA]);
  });
});
