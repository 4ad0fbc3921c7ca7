/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedListDocuments } from "../documents/listFixture.ts";
import { defaultWizardPayload } from "../../src/lib/wizards/workflowAndApprovalWizard.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// The workflow-and-approvals wizard through the real server: saving writes one workflow with
// its steps (created by the wizard), saving again changes the same workflow (never a second),
// bad answers are refused at their field and save nothing, and only admins of the company
// with the wizard feature read or write wizards — every other role and the other company's
// admin are refused.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const { owner, member, gql, refusal } = graphqlKit(
  () => server,
  () => cookies.ADMIN,
);

const ROLES = ["ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"] as const;

const CREATE = `mutation($c: UUID!, $name: String!, $p: JSON!) {
  createWizardWorkflowAndApproval(input: { clientCompanyRowId: $c, name: $name, payload: $p }) {
    result { rowId name payload documentWorkflow { rowId name isAutomatic createdByWizard sortedSteps { rowId name preventInvoicePay } } }
  }
}`;
const UPDATE = `mutation($id: UUID!, $name: String!, $p: JSON!) {
  updateWizardWorkflowAndApproval(input: { wizardWorkflowAndApprovalRowId: $id, name: $name, payload: $p }) {
    result { rowId name payload documentWorkflow { rowId name sortedSteps { rowId name } } }
  }
}`;
const LIST = `query($c: UUID!, $s: String) {
  clientCompany(rowId: $c) { wizardWorkflowAndApprovalsList(first: 50, searchText: $s) { totalCount nodes { rowId name } } }
}`;
const ONE = `query($id: UUID!) { wizardWorkflowAndApproval(rowId: $id) { rowId name } }`;

const feature = (company: string, name: string, on: boolean) =>
  owner(
    `insert into app_public.client_company_features (client_company_id, feature_id, active)
     select $1, id, $3 from app_public.features where name = $2
     on conflict (client_company_id, feature_id) do update set active = excluded.active`,
    [company, name, on],
  );
/** The rules of a company as (action › reaction, trigger, sort) rows, the way an admin reads them. */
const rulesOf = async (company: string) =>
  (
    await owner(
      `select a.name as action, r.kind as reaction, ar.trigger, ar.sort_index,
              r.change_workflow_step_id as step, r.approver_user_id as approver, r.user_group_id as group_id,
              (select json_agg(json_build_object('kind', c.kind, 'total', c.total, 'op', coalesce(c.total_comparison::text, c.document_type_equality::text, c.document_category_row_id_equality::text, c.partner_company_row_id_equality::text, c.document_workflow_step_row_id_equality::text), 'ref', coalesce(c.document_category_id, c.partner_company_id, c.document_workflow_step_id)::text, 'approved', c.approved) order by c.sort_index)
                 from app_public.rule_conditions c where c.rule_action_id = a.id) as conditions
       from app_public.rule_action_reactions ar
       join app_public.rule_actions a on a.id = ar.rule_action_id
       join app_public.rule_reactions r on r.id = ar.rule_reaction_id
       where ar.client_company_id = $1 order by ar.sort_index, a.name, r.kind`,
      [company],
    )
  ).map((row) => ({ ...row, conditions: row.conditions }));
const ruleCounts = async (company: string) =>
  (
    await owner(
      `select (select count(*) from app_public.rule_actions where client_company_id = $1)::int as actions,
              (select count(*) from app_public.rule_reactions where client_company_id = $1)::int as reactions,
              (select count(*) from app_public.rule_action_reactions where client_company_id = $1)::int as rules,
              (select count(*) from app_public.document_workflows where client_company_id = $1)::int as workflows`,
      [company],
    )
  )[0];

const workflowCount = async (company: string) =>
  Number(
    (await owner("select count(*) from app_public.document_workflows where client_company_id = $1", [company]))[0]
      .count,
  );

const payload = (change: Record<string, unknown> = {}) => ({
  ...defaultWizardPayload("de"),
  approverUserRowId: seed.userA,
  ...change,
});

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.ADMIN = await server.signIn(seed.userA);
  cookies.B = await server.signIn(seed.userB);
  for (const role of ROLES) cookies[role] = await member(seed.companyA, `${role.toLowerCase()}@test.example`, role);
  ids.clerk = (await owner("select id from app_public.users where email = 'clerk@test.example'"))[0].id;
  for (const company of [seed.companyA, seed.companyB]) await feature(company, "WIZARD_WORKFLOW_AND_APPROVALS", true);
  ids.groupB = (
    await owner("insert into app_public.user_groups (client_company_id, name) values ($1, 'Einkauf B') returning id", [
      seed.companyB,
    ])
  )[0].id;
});
afterAll(async () => server?.close());

describe("workflow-and-approvals wizard", () => {
  it("writes a workflow with the approval and the last step, created by the wizard", async () => {
    const answer = await gql(CREATE, { c: seed.companyA, name: " Freigabe GF ", p: payload() });
    expect(answer.errors).toBeUndefined();
    const wizard = answer.data.createWizardWorkflowAndApproval.result;
    ids.wizard = wizard.rowId;
    expect(wizard.name).toBe("Freigabe GF");
    expect(wizard.documentWorkflow).toMatchObject({ name: "Freigabe GF", isAutomatic: true, createdByWizard: true });
    expect(wizard.documentWorkflow.sortedSteps.map((s: any) => s.name)).toEqual(["Freigabe", "Zahlung/Buchhaltung"]);
    expect(wizard.documentWorkflow.sortedSteps[0].preventInvoicePay).toBe(true);
    ids.workflow = wizard.documentWorkflow.rowId;
    ids.approvalStep = wizard.documentWorkflow.sortedSteps[0].rowId;
    const responsible = await owner("select user_id from app_public.document_workflow_step_users where step_id = $1", [
      ids.approvalStep,
    ]);
    expect(responsible.map((r) => r.user_id)).toEqual([seed.userA]);

    // The rules that drive it: on import an incoming invoice above 1 000 € goes to the approval
    // step and its approval is requested from the approver; once approved it moves on.
    const finalStep = wizard.documentWorkflow.sortedSteps[1].rowId;
    expect(await rulesOf(seed.companyA)).toEqual([
      {
        action: "Freigabe GF › > 1000.00",
        reaction: "WORKFLOW_STEP_CHANGE",
        trigger: "DOCUMENT_IMPORTED",
        sort_index: 10,
        step: ids.approvalStep,
        approver: null,
        group_id: null,
        conditions: [
          { kind: "CATEGORY_DOCUMENT_TYPE", total: null, op: "EQUAL", ref: null, approved: null },
          { kind: "INVOICE", total: 1000, op: "GREATER_THAN", ref: null, approved: null },
        ],
      },
      {
        action: "Freigabe GF › > 1000.00",
        reaction: "APPROVAL_REQUEST",
        trigger: "DOCUMENT_IMPORTED",
        sort_index: 20,
        step: null,
        approver: seed.userA,
        group_id: null,
        conditions: expect.any(Array),
      },
      {
        action: "Freigabe GF › Freigabe ✓",
        reaction: "WORKFLOW_STEP_CHANGE",
        trigger: "APPROVAL_DECIDED",
        sort_index: 30,
        step: finalStep,
        approver: null,
        group_id: null,
        conditions: [
          { kind: "WORKFLOW_STEP", total: null, op: "EQUAL", ref: ids.approvalStep, approved: null },
          { kind: "DOCUMENT", total: null, op: null, ref: null, approved: true },
        ],
      },
    ]);
    ids.counts = JSON.stringify(await ruleCounts(seed.companyA));

    const listed = await gql(LIST, { c: seed.companyA, s: "GF" });
    expect(listed.data.clientCompany.wizardWorkflowAndApprovalsList.nodes.map((w: any) => w.name)).toEqual([
      "Freigabe GF",
    ]);
  });

  it("saving again changes the same workflow and its steps, never a second one", async () => {
    const before = await workflowCount(seed.companyA);
    const answer = await gql(UPDATE, {
      id: ids.wizard,
      name: "Freigabe Geschäftsführung",
      p: payload({ hasReviewStep: true, reviewerUserRowId: ids.clerk, approvalStepName: "Freigabe GF" }),
    });
    expect(answer.errors).toBeUndefined();
    const workflow = answer.data.updateWizardWorkflowAndApproval.result.documentWorkflow;
    expect(workflow.rowId).toBe(ids.workflow);
    expect(workflow.name).toBe("Freigabe Geschäftsführung");
    expect(workflow.sortedSteps.map((s: any) => s.name)).toEqual([
      "Sachliche Prüfung",
      "Freigabe GF",
      "Zahlung/Buchhaltung",
    ]);
    expect(workflow.sortedSteps[1].rowId).toBe(ids.approvalStep);
    expect(await workflowCount(seed.companyA)).toBe(before);
    ids.reviewStep = workflow.sortedSteps[0].rowId;
    // With the factual check the import moves the invoice there; the approval is requested when
    // it reaches the approval step. One action more, the same reactions, nothing twice.
    const rules = await rulesOf(seed.companyA);
    expect(rules.map((r) => [r.action, r.reaction, r.trigger])).toEqual([
      ["Freigabe Geschäftsführung › > 1000.00", "WORKFLOW_STEP_CHANGE", "DOCUMENT_IMPORTED"],
      ["Freigabe Geschäftsführung › Freigabe GF", "APPROVAL_REQUEST", "WORKFLOW_STEP_CHANGED"],
      ["Freigabe Geschäftsführung › Freigabe GF ✓", "WORKFLOW_STEP_CHANGE", "APPROVAL_DECIDED"],
    ]);
    expect(rules[0]!.step).toBe(ids.reviewStep);
    const counts = await ruleCounts(seed.companyA);
    expect(counts).toMatchObject({ actions: 3, reactions: 3, rules: 3, workflows: before });
  });

  it("narrows the rules to categories and partners, one action per pair, and drops them again", async () => {
    const [category] = await owner(
      "insert into app_public.document_categories (client_company_id, name, document_type) values ($1, 'Material', 'INCOMING_INVOICE') returning id",
      [seed.companyA],
    );
    const partners = await owner(
      "insert into app_public.partner_companies (client_company_id, name) values ($1, 'Hagebau'), ($1, 'Würth') returning id",
      [seed.companyA],
    );
    const narrowed = await gql(UPDATE, {
      id: ids.wizard,
      name: "Freigabe Geschäftsführung",
      p: payload({
        hasReviewStep: true,
        approvalStepName: "Freigabe GF",
        documentCategoryRowIds: [category.id],
        partnerCompanyRowIds: partners.map((x) => x.id),
      }),
    });
    expect(narrowed.errors).toBeUndefined();
    const imports = (await rulesOf(seed.companyA)).filter((r) => r.trigger === "DOCUMENT_IMPORTED");
    expect(imports.map((r) => r.action)).toEqual([
      "Freigabe Geschäftsführung › > 1000.00 · Material · Hagebau",
      "Freigabe Geschäftsführung › > 1000.00 · Material · Würth",
    ]);
    expect(imports[0]!.conditions.map((c: any) => [c.kind, c.ref])).toEqual([
      ["CATEGORY_DOCUMENT_TYPE", null],
      ["INVOICE", null],
      ["CATEGORY", category.id],
      ["INVOICE", partners[0].id],
    ]);
    const back = await gql(UPDATE, {
      id: ids.wizard,
      name: "Freigabe Geschäftsführung",
      p: payload({ hasReviewStep: true, approvalStepName: "Freigabe GF" }),
    });
    expect(back.errors).toBeUndefined();
    expect(await ruleCounts(seed.companyA)).toMatchObject({ actions: 3, reactions: 3, rules: 3 });
  });

  it("refuses to remove the factual check while documents stand in it, and keeps everything", async () => {
    const docs = await seedListDocuments(server.ownerPool, seed.companyA, [
      { key: "one", type: "INCOMING_INVOICE", invoiceNumber: "RE-W1" },
    ]);
    await owner("update app_public.documents set workflow_step_id = $1 where id = $2", [ids.reviewStep, docs.ids.one]);
    const answer = await gql(UPDATE, { id: ids.wizard, name: "Anders", p: payload({ hasReviewStep: false }) });
    expect(refusal(answer)).toEqual({ code: "WIZARD_STEP_HOLDS_DOCUMENTS", field: "hasReviewStep" });
    const [wizard] = await owner("select name from app_public.wizard_workflow_and_approvals where id = $1", [
      ids.wizard,
    ]);
    expect(wizard.name).toBe("Freigabe Geschäftsführung");
    await owner("update app_public.documents set workflow_step_id = null where id = $1", [docs.ids.one]);
    const again = await gql(UPDATE, { id: ids.wizard, name: "Freigabe GF", p: payload({ hasReviewStep: false }) });
    expect(again.errors).toBeUndefined();
    expect(
      again.data.updateWizardWorkflowAndApproval.result.documentWorkflow.sortedSteps.map((s: any) => s.name),
    ).toEqual(["Freigabe", "Zahlung/Buchhaltung"]);
  });

  it("makes the workflow and its rules again when someone deleted them", async () => {
    await owner("delete from app_public.rule_reactions where client_company_id = $1", [seed.companyA]);
    await owner("delete from app_public.rule_actions where client_company_id = $1", [seed.companyA]);
    await owner("delete from app_public.document_workflows where id = $1", [ids.workflow]);
    const answer = await gql(UPDATE, { id: ids.wizard, name: "Freigabe GF", p: payload() });
    expect(answer.errors).toBeUndefined();
    const workflow = answer.data.updateWizardWorkflowAndApproval.result.documentWorkflow;
    expect(workflow.rowId).not.toBe(ids.workflow);
    expect(workflow.sortedSteps).toHaveLength(2);
    expect(JSON.stringify(await ruleCounts(seed.companyA))).toBe(ids.counts);
  });

  it("refuses bad answers at their field and saves nothing", async () => {
    const before = await workflowCount(seed.companyA);
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ amount: "-5" }, { code: "WIZARD_PAYLOAD_INVALID", field: "payload" }],
      [{ amount: "1.234,00" }, { code: "WIZARD_PAYLOAD_INVALID", field: "payload" }],
      [{ approverUserRowId: null }, { code: "WIZARD_PAYLOAD_INVALID", field: "payload" }],
      [{ finalStepName: "freigabe" }, { code: "WIZARD_PAYLOAD_INVALID", field: "payload" }],
      [{ surprise: true }, { code: "WIZARD_PAYLOAD_INVALID", field: "payload" }],
      [{ approverUserRowId: seed.userB }, { code: "WIZARD_APPROVER_NOT_IN_COMPANY", field: "approverUserRowId" }],
      [
        { approverType: "USER_GROUP", approverUserGroupRowId: ids.groupB },
        { code: "USER_GROUP_FEATURE_OFF", field: "approverUserGroupRowId" },
      ],
      [
        { hasReviewStep: true, reviewerUserRowId: seed.userB },
        { code: "WIZARD_REVIEWER_NOT_IN_COMPANY", field: "reviewerUserRowId" },
      ],
      [
        { documentCategoryRowIds: [seed.companyB] },
        { code: "WIZARD_CATEGORY_NOT_FOUND", field: "documentCategoryRowIds" },
      ],
      [{ partnerCompanyRowIds: [seed.companyB] }, { code: "WIZARD_PARTNER_NOT_FOUND", field: "partnerCompanyRowIds" }],
    ];
    for (const [change, expected] of cases)
      expect(
        refusal(await gql(CREATE, { c: seed.companyA, name: "Schlecht", p: payload(change) })),
        JSON.stringify(change),
      ).toEqual(expected);
    const categories = await owner(
      "insert into app_public.document_categories (client_company_id, name, document_type) select $1, 'K' || i, 'INCOMING_INVOICE' from generate_series(1, 8) i returning id",
      [seed.companyA],
    );
    const partners = await owner(
      "insert into app_public.partner_companies (client_company_id, name) select $1, 'P' || i from generate_series(1, 7) i returning id",
      [seed.companyA],
    );
    expect(
      refusal(
        await gql(CREATE, {
          c: seed.companyA,
          name: "Zu viele",
          p: payload({
            documentCategoryRowIds: categories.map((x) => x.id),
            partnerCompanyRowIds: partners.map((x) => x.id),
          }),
        }),
      ),
    ).toEqual({ code: "WIZARD_TOO_MANY_COMBINATIONS", field: "partnerCompanyRowIds" });
    await feature(seed.companyA, "USER_GROUP", true);
    expect(
      refusal(
        await gql(CREATE, {
          c: seed.companyA,
          name: "Fremde Gruppe",
          p: payload({ approverType: "USER_GROUP", approverUserGroupRowId: ids.groupB }),
        }),
      ),
    ).toEqual({ code: "WIZARD_USER_GROUP_NOT_FOUND", field: "approverUserGroupRowId" });
    expect(refusal(await gql(CREATE, { c: seed.companyA, name: "  ", p: payload() }))).toMatchObject({
      code: "INVALID_VALUE",
    });
    expect(await workflowCount(seed.companyA)).toBe(before);
    expect(JSON.stringify(await ruleCounts(seed.companyA))).toBe(ids.counts);
  });

  it("every role but admin, and the other company's admin, neither read nor write wizards", async () => {
    const before = await workflowCount(seed.companyA);
    for (const role of ROLES) {
      expect(refusal(await gql(CREATE, { c: seed.companyA, name: role, p: payload() }, cookies[role])), role).toEqual({
        code: "WIZARDS_FORBIDDEN",
      });
      expect(refusal(await gql(UPDATE, { id: ids.wizard, name: role, p: payload() }, cookies[role])), role).toEqual({
        code: "WIZARDS_FORBIDDEN",
      });
      const listed = await gql(LIST, { c: seed.companyA, s: null }, cookies[role]);
      expect(listed.data.clientCompany.wizardWorkflowAndApprovalsList.totalCount, role).toBe(0);
      expect((await gql(ONE, { id: ids.wizard }, cookies[role])).data.wizardWorkflowAndApproval, role).toBeNull();
    }
    expect(refusal(await gql(CREATE, { c: seed.companyA, name: "B", p: payload() }, cookies.B))).toEqual({
      code: "YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST",
    });
    expect(refusal(await gql(UPDATE, { id: ids.wizard, name: "B", p: payload() }, cookies.B))).toEqual({
      code: "WIZARD_NOT_FOUND",
    });
    expect((await gql(ONE, { id: ids.wizard }, cookies.B)).data.wizardWorkflowAndApproval).toBeNull();
    expect(await workflowCount(seed.companyA)).toBe(before);
    const [wizard] = await owner("select name from app_public.wizard_workflow_and_approvals where id = $1", [
      ids.wizard,
    ]);
    expect(wizard.name).toBe("Freigabe GF");
  });

  it("with the feature off even admins are refused", async () => {
    await feature(seed.companyA, "WIZARD_WORKFLOW_AND_APPROVALS", false);
    expect(refusal(await gql(CREATE, { c: seed.companyA, name: "Aus", p: payload() }))).toEqual({
      code: "WIZARD_FEATURE_OFF",
    });
    expect((await gql(ONE, { id: ids.wizard })).data.wizardWorkflowAndApproval).toBeNull();
    await feature(seed.companyA, "WIZARD_WORKFLOW_AND_APPROVALS", true);
  });
});
