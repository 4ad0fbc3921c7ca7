/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedListDocuments } from "../documents/listFixture.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Workflow settings through the real server: one save writes a whole workflow (steps in their
// order, flags, responsible users and groups); a removed step's documents move where the
// admin says (step log and history written); nothing strands a document; admins only, and
// company B's workflows stay out of reach of every role of company A.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const { owner, member, gql, refusal } = graphqlKit(
  () => server,
  () => cookies.ADMIN,
);

const ROLES = ["ADMIN", "ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"] as const;

const SAVE = `mutation($c: UUID!, $w: UUID, $name: String!, $auto: Boolean!, $steps: [DocumentWorkflowStepInputRecordInput]!, $removed: [DocumentWorkflowStepRemovalInput]) {
  saveDocumentWorkflow(input: { clientCompanyRowId: $c, documentWorkflowRowId: $w, name: $name, isAutomatic: $auto, steps: $steps, removedSteps: $removed }) {
    result {
      rowId name isAutomatic documentCount
      sortedSteps { rowId name protected preventDocumentEdit costCenterMandatory documentCount
        responsibleUsers { nodes { userRowId } } responsibleUserGroups { nodes { userGroupRowId } } }
    }
  }
}`;
const DELETE = `mutation($w: UUID!, $to: UUID) { deleteDocumentWorkflow(input: { documentWorkflowRowId: $w, moveDocumentsToStepRowId: $to }) { result } }`;
const LIST = `query($c: UUID!, $s: String) {
  clientCompany(rowId: $c) { documentWorkflowsList(first: 50, searchText: $s) { totalCount nodes { rowId name documentCount } } }
}`;
const WORKFLOW = `query($id: UUID!) { documentWorkflow(rowId: $id) { rowId name sortedSteps { rowId name } } }`;

const step = (name: string, extra: Record<string, unknown> = {}) => ({ name, ...extra });
const feature = (company: string, name: string, on: boolean) =>
  owner(
    `insert into app_public.client_company_features (client_company_id, feature_id, active)
     select $1, id, $2 from app_public.features where name = $3
     on conflict (client_company_id, feature_id) do update set active = excluded.active`,
    [company, on, name],
  );
const stepOf = async (documentId: string | undefined) =>
  (await owner("select workflow_step_id from app_public.documents where id = $1", [documentId]))[0].workflow_step_id;
const stepNames = async (workflowId: string | undefined) =>
  (
    await owner("select name from app_public.document_workflow_steps where workflow_id = $1 order by sort_index, id", [
      workflowId,
    ])
  ).map((r: any) => r.name);

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.ADMIN = await server.signIn(seed.userA);
  cookies.B = await server.signIn(seed.userB);
  for (const role of ROLES.filter((r) => r !== "ADMIN"))
    cookies[role] = await member(seed.companyA, `${role.toLowerCase()}@wf.example`, role);
  ids.clerk = (await owner("select id from app_public.users where email = 'clerk@wf.example'"))[0].id;
  await feature(seed.companyA, "USER_GROUP", true);
  ids.groupA = (
    await owner("insert into app_public.user_groups (client_company_id, name) values ($1, 'Einkauf') returning id", [
      seed.companyA,
    ])
  )[0].id;
  ids.groupB = (
    await owner("insert into app_public.user_groups (client_company_id, name) values ($1, 'Einkauf B') returning id", [
      seed.companyB,
    ])
  )[0].id;
  const docsA = await seedListDocuments(server.ownerPool, seed.companyA, [
    { key: "one", type: "INCOMING_INVOICE", invoiceNumber: "WF-1" },
    { key: "two", type: "INCOMING_INVOICE", invoiceNumber: "WF-2" },
    { key: "three", type: "INCOMING_INVOICE", invoiceNumber: "WF-3" },
  ]);
  ids.doc1 = docsA.ids.one!;
  ids.doc2 = docsA.ids.two!;
  ids.doc3 = docsA.ids.three!;
  // Company B's workflow with a document in it.
  ids.workflowB = (
    await owner(
      "insert into app_public.document_workflows (client_company_id, name) values ($1, 'Fremd') returning id",
      [seed.companyB],
    )
  )[0].id;
  ids.stepB = (
    await owner(
      "insert into app_public.document_workflow_steps (client_company_id, workflow_id, name) values ($1, $2, 'B1') returning id",
      [seed.companyB, ids.workflowB],
    )
  )[0].id;
});
afterAll(async () => server?.close());

describe("saving a workflow", () => {
  it("creates a workflow with ordered steps, flags, responsible users and groups", async () => {
    const answer = await gql(SAVE, {
      c: seed.companyA,
      name: "  Eingangsrechnungen ",
      auto: true,
      steps: [
        step("Sachliche Prüfung", { responsibleUserRowIds: [ids.clerk], reviewDetailsMandatory: true }),
        step("Freigabe", { protected: true, responsibleUserGroupRowIds: [ids.groupA], costCenterMandatory: true }),
        step("Zahlung", { preventDocumentEdit: true }),
      ],
    });
    expect(answer.errors).toBeUndefined();
    const w = answer.data.saveDocumentWorkflow.result;
    expect(w).toMatchObject({ name: "Eingangsrechnungen", isAutomatic: true, documentCount: 0 });
    expect(w.sortedSteps.map((s: any) => s.name)).toEqual(["Sachliche Prüfung", "Freigabe", "Zahlung"]);
    expect(w.sortedSteps[0].responsibleUsers.nodes).toEqual([{ userRowId: ids.clerk }]);
    expect(w.sortedSteps[1]).toMatchObject({ protected: true, costCenterMandatory: false });
    expect(w.sortedSteps[1].responsibleUserGroups.nodes).toEqual([{ userGroupRowId: ids.groupA }]);
    expect(w.sortedSteps[2].preventDocumentEdit).toBe(true);
    ids.workflow = w.rowId;
    ids.check = w.sortedSteps[0].rowId;
    ids.approval = w.sortedSteps[1].rowId;
    ids.payment = w.sortedSteps[2].rowId;
    const list = await gql(LIST, { c: seed.companyA, s: "freigabe" });
    expect(list.data.clientCompany.documentWorkflowsList).toMatchObject({
      totalCount: 1,
      nodes: [{ name: "Eingangsrechnungen" }],
    });
  });

  it("reorders and renames steps, keeping their rows and documents", async () => {
    await owner("update app_public.documents set workflow_step_id = $2 where id = $1", [ids.doc1, ids.payment]);
    const answer = await gql(SAVE, {
      c: seed.companyA,
      w: ids.workflow,
      name: "Eingangsrechnungen",
      auto: false,
      steps: [
        step("Freigabe GF", { rowId: ids.approval, protected: true }),
        step("Sachliche Prüfung", { rowId: ids.check }),
        step("Zahlung", { rowId: ids.payment }),
      ],
    });
    expect(answer.errors).toBeUndefined();
    const w = answer.data.saveDocumentWorkflow.result;
    expect(w.sortedSteps.map((s: any) => s.rowId)).toEqual([ids.approval, ids.check, ids.payment]);
    expect(w.sortedSteps[0].responsibleUserGroups.nodes).toEqual([]);
    expect(w.sortedSteps[2].documentCount).toBe(1);
    expect(w.documentCount).toBe(1);
    expect(await stepOf(ids.doc1)).toBe(ids.payment);
  });

  it("refuses bad input with a code at its field and saves nothing", async () => {
    const base = { c: seed.companyA, w: ids.workflow, name: "Eingangsrechnungen", auto: false };
    const kept = [step("Freigabe GF", { rowId: ids.approval }), step("Sachliche Prüfung", { rowId: ids.check })];
    const cases: [Record<string, unknown>, { code: string; field?: string }][] = [
      [
        { ...base, name: "   ", steps: kept },
        { code: "DOCUMENT_WORKFLOW_NAME_REQUIRED", field: "name" },
      ],
      [
        { ...base, steps: [] },
        { code: "DOCUMENT_WORKFLOW_STEPS_REQUIRED", field: "steps" },
      ],
      [
        { ...base, steps: [...kept, step(" ")] },
        { code: "DOCUMENT_WORKFLOW_STEP_NAME_REQUIRED", field: "steps" },
      ],
      [
        { ...base, steps: [...kept, step("freigabe gf")] },
        { code: "DOCUMENT_WORKFLOW_STEP_NAME_TAKEN", field: "steps" },
      ],
      // The same step twice: a cyclic order.
      [
        { ...base, steps: [...kept, step("Nochmal", { rowId: ids.approval })] },
        { code: "DOCUMENT_WORKFLOW_STEP_REPEATED", field: "steps" },
      ],
      [
        { ...base, steps: [...kept, step("Fremd", { rowId: ids.stepB })] },
        { code: "DOCUMENT_WORKFLOW_STEP_NOT_FOUND", field: "steps" },
      ],
      [
        { ...base, steps: [step("X", { rowId: ids.check, responsibleUserRowIds: [seed.userB] })] },
        { code: "DOCUMENT_WORKFLOW_STEP_USER_NOT_IN_COMPANY", field: "steps" },
      ],
      [
        { ...base, steps: [step("X", { rowId: ids.check, responsibleUserGroupRowIds: [ids.groupB] })] },
        { code: "DOCUMENT_WORKFLOW_STEP_USER_GROUP_NOT_FOUND", field: "steps" },
      ],
      // The payment step holds a document and is left out without a target.
      [
        { ...base, steps: kept },
        { code: "DOCUMENT_WORKFLOW_MOVE_TARGET_REQUIRED", field: "removedSteps" },
      ],
      [
        { ...base, steps: kept, removed: [{ stepRowId: ids.payment, targetStepRowId: ids.payment }] },
        { code: "DOCUMENT_WORKFLOW_MOVE_TARGET_REMOVED", field: "removedSteps" },
      ],
      [
        { ...base, steps: kept, removed: [{ stepRowId: ids.payment, targetStepRowId: ids.stepB }] },
        { code: "DOCUMENT_WORKFLOW_MOVE_TARGET_NOT_FOUND", field: "removedSteps" },
      ],
      [
        { ...base, steps: kept, removed: [{ stepRowId: ids.payment, targetStepIndex: 7 }] },
        { code: "DOCUMENT_WORKFLOW_MOVE_TARGET_NOT_FOUND", field: "removedSteps" },
      ],
    ];
    for (const [variables, expected] of cases) {
      expect(refusal(await gql(SAVE, variables)), JSON.stringify(variables)).toEqual(expected);
    }
    const required = await gql(SAVE, { ...base, steps: kept });
    // The stored step's position (third) and its document count name it for the form.
    expect(required.errors![0]!.extensions).toMatchObject({ position: 3, count: 1 });
    expect(await stepNames(ids.workflow)).toEqual(["Freigabe GF", "Sachliche Prüfung", "Zahlung"]);
    expect(await stepOf(ids.doc1)).toBe(ids.payment);
  });

  it("moves a removed step's documents to the chosen step, logged and in the history", async () => {
    await owner("update app_public.documents set workflow_step_id = $2 where id = $1", [ids.doc2, ids.payment]);
    const answer = await gql(SAVE, {
      c: seed.companyA,
      w: ids.workflow,
      name: "Eingangsrechnungen",
      auto: false,
      steps: [
        step("Freigabe GF", { rowId: ids.approval }),
        step("Sachliche Prüfung", { rowId: ids.check }),
        step("Buchhaltung"),
      ],
      // To the new step, by its place in the list.
      removed: [{ stepRowId: ids.payment, targetStepIndex: 2 }],
    });
    expect(answer.errors).toBeUndefined();
    const steps = answer.data.saveDocumentWorkflow.result.sortedSteps;
    expect(steps.map((s: any) => [s.name, s.documentCount])).toEqual([
      ["Freigabe GF", 0],
      ["Sachliche Prüfung", 0],
      ["Buchhaltung", 2],
    ]);
    ids.booking = steps[2].rowId;
    expect(await stepOf(ids.doc1)).toBe(ids.booking);
    const logs = await owner(
      `select previous_step_name, next_step_name, user_id from app_public.document_workflow_step_logs
        where document_id = $1 order by created_at desc limit 1`,
      [ids.doc1],
    );
    expect(logs).toEqual([
      {
        previous_step_name: "Eingangsrechnungen › Zahlung",
        next_step_name: "Eingangsrechnungen › Buchhaltung",
        user_id: seed.userA,
      },
    ]);
    const history = await owner(
      `select payload from app_public.document_history_entries
        where document_id = $1 and type = 'WORKFLOW_STEP_CHANGED' order by created_at desc limit 1`,
      [ids.doc2],
    );
    expect(history[0].payload).toEqual({
      previousStep: "Eingangsrechnungen › Zahlung",
      nextStep: "Eingangsrechnungen › Buchhaltung",
    });
    expect(await owner("select 1 from app_public.document_workflow_steps where id = $1", [ids.payment])).toEqual([]);
  });

  it("the database refuses deleting a step that holds documents, whichever way", async () => {
    await expect(
      owner("delete from app_public.document_workflow_steps where id = $1", [ids.booking]),
    ).rejects.toMatchObject({ message: "WORKFLOW_STEP_HAS_DOCUMENTS" });
    await expect(
      owner("delete from app_public.document_workflows where id = $1", [ids.workflow]),
    ).rejects.toMatchObject({ message: "WORKFLOW_STEP_HAS_DOCUMENTS" });
  });

  it("refuses removing a step, or deleting its workflow, while rules name it", async () => {
    const saved = await gql(SAVE, {
      c: seed.companyA,
      name: "Gutschriften",
      auto: false,
      steps: [step("Prüfen"), step("Ablegen")],
    });
    const workflow = saved.data!.saveDocumentWorkflow.result;
    const [check, file] = workflow.sortedSteps.map((s: { rowId: string }) => s.rowId);
    await owner(
      `with a as (insert into app_public.rule_actions (client_company_id, name) values ($1, 'In Prüfung') returning id)
       insert into app_public.rule_conditions (client_company_id, rule_action_id, kind, document_workflow_step_row_id_equality, document_workflow_step_id)
       select $1, a.id, 'WORKFLOW_STEP', 'EQUAL', $2 from a`,
      [seed.companyA, check],
    );
    const removed = await gql(SAVE, {
      c: seed.companyA,
      w: workflow.rowId,
      name: "Gutschriften",
      auto: false,
      steps: [step("Ablegen", { rowId: file })],
    });
    expect(removed.errors![0]!.extensions).toMatchObject({ code: "WORKFLOW_STEP_USED_BY_RULES", count: 1 });
    expect(refusal(await gql(DELETE, { w: workflow.rowId }))).toEqual({ code: "WORKFLOW_STEP_USED_BY_RULES" });
    await expect(owner("delete from app_public.document_workflow_steps where id = $1", [check])).rejects.toMatchObject({
      message: "WORKFLOW_STEP_USED_BY_RULES",
    });
    expect(await stepNames(workflow.rowId)).toEqual(["Prüfen", "Ablegen"]);
    // Once the rule is gone, the step goes.
    await owner("delete from app_public.rule_actions where client_company_id = $1 and name = 'In Prüfung'", [
      seed.companyA,
    ]);
    expect((await gql(DELETE, { w: workflow.rowId })).errors).toBeUndefined();
  });

  it("offers the cost flags only with their features", async () => {
    await feature(seed.companyA, "COST_CENTERS", true);
    const answer = await gql(SAVE, {
      c: seed.companyA,
      w: ids.workflow,
      name: "Eingangsrechnungen",
      auto: false,
      steps: [
        step("Freigabe GF", { rowId: ids.approval, costCenterMandatory: true }),
        step("Sachliche Prüfung", { rowId: ids.check }),
        step("Buchhaltung", { rowId: ids.booking }),
      ],
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.saveDocumentWorkflow.result.sortedSteps[0].costCenterMandatory).toBe(true);
    await feature(seed.companyA, "COST_CENTERS", false);
    await feature(seed.companyA, "USER_GROUP", false);
    expect(
      refusal(
        await gql(SAVE, {
          c: seed.companyA,
          name: "Mit Gruppe",
          auto: false,
          steps: [step("A", { responsibleUserGroupRowIds: [ids.groupA] })],
        }),
      ),
    ).toEqual({ code: "USER_GROUP_FEATURE_OFF", field: "steps" });
    await feature(seed.companyA, "USER_GROUP", true);
  });
});

describe("deleting a workflow", () => {
  it("with safeWorkflows a workflow holding documents stays, with the count", async () => {
    await feature(seed.companyA, "SAFE_WORKFLOWS", true);
    const answer = await gql(DELETE, { w: ids.workflow });
    expect(refusal(answer)).toEqual({ code: "DOCUMENT_WORKFLOW_HAS_DOCUMENTS" });
    expect(answer.errors![0]!.extensions!.count).toBe(2);
    await feature(seed.companyA, "SAFE_WORKFLOWS", false);
  });

  it("without it the documents need a step of another workflow, then move there", async () => {
    expect(refusal(await gql(DELETE, { w: ids.workflow }))).toEqual({
      code: "DOCUMENT_WORKFLOW_DELETE_TARGET_REQUIRED",
      field: "moveDocumentsToStepRowId",
    });
    expect(refusal(await gql(DELETE, { w: ids.workflow, to: ids.booking }))).toEqual({
      code: "DOCUMENT_WORKFLOW_MOVE_TARGET_NOT_FOUND",
      field: "moveDocumentsToStepRowId",
    });
    expect(refusal(await gql(DELETE, { w: ids.workflow, to: ids.stepB }))).toEqual({
      code: "DOCUMENT_WORKFLOW_MOVE_TARGET_NOT_FOUND",
      field: "moveDocumentsToStepRowId",
    });
    const other = await gql(SAVE, { c: seed.companyA, name: "Archiv", auto: false, steps: [step("Abgelegt")] });
    const archive = other.data.saveDocumentWorkflow.result.sortedSteps[0].rowId;
    expect((await gql(DELETE, { w: ids.workflow, to: archive })).errors).toBeUndefined();
    expect(await stepOf(ids.doc1)).toBe(archive);
    expect(await stepOf(ids.doc2)).toBe(archive);
    expect((await gql(WORKFLOW, { id: ids.workflow })).data.documentWorkflow).toBeNull();
    ids.archiveWorkflow = other.data.saveDocumentWorkflow.result.rowId;
    ids.archive = archive;
  });

  it("an empty workflow is simply deleted", async () => {
    const created = await gql(SAVE, { c: seed.companyA, name: "Leer", auto: false, steps: [step("Eins")] });
    expect(
      (await gql(DELETE, { w: created.data.saveDocumentWorkflow.result.rowId })).data.deleteDocumentWorkflow.result,
    ).toBe(created.data.saveDocumentWorkflow.result.rowId);
  });
});

describe("responsible user groups", () => {
  it("a member of a responsible group takes documents out of a protected step and sees it as theirs", async () => {
    await owner(
      "insert into app_public.user_group_members (client_company_id, user_group_id, user_id) values ($1, $2, $3)",
      [seed.companyA, ids.groupA, ids.clerk],
    );
    const created = await gql(SAVE, {
      c: seed.companyA,
      name: "Geschützt",
      auto: false,
      steps: [step("Freigabe", { protected: true, responsibleUserGroupRowIds: [ids.groupA] }), step("Erledigt")],
    });
    const [guarded, done] = created.data.saveDocumentWorkflow.result.sortedSteps.map((s: any) => s.rowId);
    await owner("update app_public.documents set workflow_step_id = $2 where id = $1", [ids.doc3, guarded]);
    const mine = await gql(
      `query($c: UUID!) { clientCompany(rowId: $c) { currentUserWorkflowStepRowIds } }`,
      { c: seed.companyA },
      cookies.CLERK,
    );
    expect(mine.data.clientCompany.currentUserWorkflowStepRowIds).toEqual([guarded]);
    // A member of no responsible group may not; the group's member may.
    const MOVE = `mutation($d: UUID!, $s: UUID) { setDocumentWorkflowStep(input: { documentRowId: $d, workflowStepRowId: $s }) { result { rowId } } }`;
    expect(refusal(await gql(MOVE, { d: ids.doc3, s: done }, cookies.ACCOUNTANT))).toEqual({
      code: "WORKFLOW_STEP_PROTECTED",
    });
    expect((await gql(MOVE, { d: ids.doc3, s: done }, cookies.CLERK)).errors).toBeUndefined();
    expect(await stepOf(ids.doc3)).toBe(done);
  });
});

describe("access", () => {
  it("only admins save and delete; members read", async () => {
    for (const role of ROLES.filter((r) => r !== "ADMIN")) {
      expect(
        refusal(await gql(SAVE, { c: seed.companyA, name: role, auto: false, steps: [step("A")] }, cookies[role])),
        role,
      ).toEqual({ code: "DOCUMENT_WORKFLOWS_FORBIDDEN" });
      expect(
        refusal(
          await gql(
            SAVE,
            { c: seed.companyA, w: ids.archiveWorkflow, name: role, auto: false, steps: [step("A")] },
            cookies[role],
          ),
        ),
        role,
      ).toEqual({ code: "DOCUMENT_WORKFLOWS_FORBIDDEN" });
      expect(refusal(await gql(DELETE, { w: ids.archiveWorkflow }, cookies[role])), role).toEqual({
        code: "DOCUMENT_WORKFLOWS_FORBIDDEN",
      });
    }
    expect(await stepNames(ids.archiveWorkflow)).toEqual(["Abgelegt"]);
    // RLS holds without the functions too: a clerk's direct write changes nothing.
    const clerkClient = await server.ownerPool.connect();
    try {
      await clerkClient.query("begin");
      await clerkClient.query("set local role app_user");
      await clerkClient.query("select set_config('app.user_id', $1, true)", [ids.clerk]);
      const { rowCount } = await clerkClient.query(
        "update app_public.document_workflows set name = 'X' where id = $1",
        [ids.archiveWorkflow],
      );
      expect(rowCount).toBe(0);
      await expect(
        clerkClient.query(
          "insert into app_public.document_workflows (client_company_id, name) values ($1, 'Eingeschleust')",
          [seed.companyA],
        ),
      ).rejects.toMatchObject({ code: "42501" });
    } finally {
      await clerkClient.query("rollback");
      clerkClient.release();
    }
  });

  it.each(ROLES)("%s of company A neither reads nor changes company B's workflows", async (role) => {
    const cookie = cookies[role];
    expect((await gql(WORKFLOW, { id: ids.workflowB }, cookie)).data.documentWorkflow).toBeNull();
    expect((await gql(LIST, { c: seed.companyB }, cookie)).data.clientCompany).toBeNull();
    expect(
      refusal(
        await gql(
          SAVE,
          { c: seed.companyB, w: ids.workflowB, name: "Hacked", auto: false, steps: [step("H")] },
          cookie,
        ),
      ),
    ).toEqual({ code: "YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST" });
    // B's workflow named under A's company: not found there.
    const underA = await gql(
      SAVE,
      { c: seed.companyA, w: ids.workflowB, name: "Hacked", auto: false, steps: [step("H")] },
      cookie,
    );
    expect(refusal(underA).code).toMatch(/^(DOCUMENT_WORKFLOW_NOT_FOUND|DOCUMENT_WORKFLOWS_FORBIDDEN)$/);
    expect(refusal(await gql(DELETE, { w: ids.workflowB }, cookie))).toEqual({ code: "DOCUMENT_WORKFLOW_NOT_FOUND" });
    expect(await stepNames(ids.workflowB)).toEqual(["B1"]);
    expect((await owner("select name from app_public.document_workflows where id = $1", [ids.workflowB]))[0].name).toBe(
      "Fremd",
    );
  });
});
