import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type GraphQLResponse, type TestServer } from "../test/testServer.ts";
import { seedListDocuments } from "./listFixture.ts";

// The document's actions tab through the real server: moving a document between workflow
// steps (protected steps, the mandatory conditions of moving forward, the step log and the
// history), and approval requests (request, approve, reject, cancel; documents.approved
// following) — refused without documents-manage access, and never reaching company B.

let server: TestServer;
let seed: TwoCompanies;
let A: { inv: string; inv2: string; inv3: string; other: string; old: string };
let B: { b: string };
/** Company A's workflow "Eingangsrechnungen" and its steps, a second workflow, B's step. */
const steps: Record<"check" | "booking" | "approval" | "payment" | "contracts" | "foreign", string> = {
  check: "",
  booking: "",
  approval: "",
  payment: "",
  contracts: "",
  foreign: "",
};
let foreignRequest: string;
const cookie: Record<string, string> = {};
const users: Record<string, string> = {};

const one = async (sql: string, params: unknown[]) =>
  (await server.ownerPool.query<{ id: string }>(sql, params)).rows[0]!.id;
const owner = (sql: string, params: unknown[]) => server.ownerPool.query(sql, params);

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  const fxA = await seedListDocuments(server.ownerPool, seed.companyA, [
    { key: "inv", type: "INCOMING_INVOICE", invoiceNumber: "RE-1", total: "119.00", partner: "Müller Sanitär GmbH" },
    { key: "inv2", type: "INCOMING_INVOICE", invoiceNumber: "RE-2", total: "50.00" },
    { key: "inv3", type: "INCOMING_INVOICE", invoiceNumber: "RE-3", total: "20.00" },
    { key: "other", type: "OTHER_DOCUMENT", documentNumber: "V-1" },
    { key: "old", type: "INCOMING_INVOICE", invoiceNumber: "RE-OLD", total: "10.00", superseded: true },
  ]);
  const fxB = await seedListDocuments(server.ownerPool, seed.companyB, [
    { key: "b", type: "INCOMING_INVOICE", invoiceNumber: "RE-B", total: "1.00" },
  ]);
  A = fxA.ids as typeof A;
  B = fxB.ids as typeof B;
  for (const role of ["ACCOUNTANT", "CLERK", "APPROVER", "VIEWER"]) {
    users[role] = await one(
      "insert into app_public.users (email, first_name, last_name) values ($1, $2, 'Test') returning id",
      [`${role.toLowerCase()}@actions.example`, role],
    );
    await owner(
      "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, $3)",
      [users[role], seed.companyA, role],
    );
  }
  users.ADMIN = seed.userA;
  users.B = seed.userB;
  for (const [role, id] of Object.entries(users)) cookie[role] = await server.signIn(id);

  const workflow = (company: string, name: string) =>
    one("insert into app_public.document_workflows (client_company_id, name) values ($1, $2) returning id", [
      company,
      name,
    ]);
  const step = (company: string, wf: string, index: number, name: string, flags: Record<string, boolean> = {}) =>
    one(
      `insert into app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, name, protected,
         review_details_mandatory, general_ledger_account_mandatory, cost_center_mandatory, cost_unit_mandatory)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        company,
        wf,
        index,
        name,
        flags.protected ?? false,
        flags.review ?? false,
        flags.ledger ?? false,
        flags.costCenter ?? false,
        flags.costUnit ?? false,
      ],
    );
  const invoices = await workflow(seed.companyA, "Eingangsrechnungen");
  steps.check = await step(seed.companyA, invoices, 1, "Prüfung", { review: true });
  steps.booking = await step(seed.companyA, invoices, 2, "Kontierung", {
    ledger: true,
    costCenter: true,
    costUnit: true,
  });
  steps.approval = await step(seed.companyA, invoices, 3, "Freigabe", { protected: true });
  steps.payment = await step(seed.companyA, invoices, 4, "Zahlung");
  steps.contracts = await step(seed.companyA, await workflow(seed.companyA, "Verträge"), 1, "Ablage");
  await owner(
    "insert into app_public.document_workflow_step_users (client_company_id, step_id, user_id) values ($1, $2, $3)",
    [seed.companyA, steps.approval, users.ACCOUNTANT],
  );
  // Company B: a step with B's invoice in it and an open request to B's user.
  steps.foreign = await step(seed.companyB, await workflow(seed.companyB, "Freigabe B"), 1, "Prüfen B");
  await owner("update app_public.documents set workflow_step_id = $2 where id = $1", [B.b, steps.foreign]);
  foreignRequest = await one(
    `insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id, message)
     values ($1, $2, $3, $3, 'geheim') returning id`,
    [seed.companyB, B.b, seed.userB],
  );
});
afterAll(async () => server?.close());

const gql = async (query: string, variables: Record<string, unknown>, who: string) =>
  (await server.graphql({ query, variables }, cookie[who])).json;
const codeOf = (json: GraphQLResponse) => json.errors?.[0]?.extensions?.code;
const fieldOf = (json: GraphQLResponse) => json.errors?.[0]?.extensions?.field;

const SET_STEP = `mutation ($doc: UUID!, $step: UUID) {
  setDocumentWorkflowStep(input: {documentRowId: $doc, workflowStepRowId: $step}) { result { workflowStepRowId approved } }
}`;
const DOCUMENT = `query ($id: UUID!) { document(rowId: $id) {
  workflowStepRowId approved approvalState
  nextWorkflowStepRefusal isNextWorkflowStepPrevented workflowStepChangeRefusal unconfirmedReviewFields
  canCurrentUserRequestApproval
  approverCandidates { rowId }
  approvalRequests(orderBy: [CREATED_AT_DESC]) { nodes { rowId state message decisionMessage canCurrentUserApprove canCurrentUserCancel } }
  workflowStepLogs(orderBy: [CREATED_AT_DESC]) { nodes { previousStepName nextStepName user { rowId } } }
} }`;
const REQUEST = `mutation ($doc: UUID!, $approver: UUID!, $message: String) {
  requestDocumentApproval(input: {documentRowId: $doc, approverUserRowId: $approver, message: $message}) {
    result { rowId state message requester { rowId } approver { rowId } }
  }
}`;
const APPROVE = `mutation ($id: UUID!, $message: String) {
  approveApprovalRequest(input: {rowId: $id, message: $message}) { result { state decisionMessage decidedAt } }
}`;
const REJECT = `mutation ($id: UUID!, $message: String!) {
  rejectApprovalRequest(input: {rowId: $id, message: $message}) { result { state decisionMessage decidedAt } }
}`;
const CANCEL = `mutation ($id: UUID!) { cancelApprovalRequest(input: {rowId: $id}) { result { state decidedAt } } }`;
const CONFIRM = `mutation ($id: UUID!, $fields: [String]!) { confirmDocumentFields(input: {documentRowId: $id, fields: $fields}) { clientMutationId } }`;

interface DocumentView {
  workflowStepRowId: string | null;
  approved: boolean;
  approvalState: string;
  nextWorkflowStepRefusal: string | null;
  isNextWorkflowStepPrevented: boolean;
  workflowStepChangeRefusal: string | null;
  unconfirmedReviewFields: string[];
  canCurrentUserRequestApproval: boolean;
  approverCandidates: { rowId: string }[];
  approvalRequests: {
    nodes: {
      rowId: string;
      state: string;
      message: string | null;
      decisionMessage: string | null;
      canCurrentUserApprove: boolean;
      canCurrentUserCancel: boolean;
    }[];
  };
  workflowStepLogs: {
    nodes: { previousStepName: string | null; nextStepName: string | null; user: { rowId: string } | null }[];
  };
}
const view = async (id: string, who: string) => (await gql(DOCUMENT, { id }, who)).data?.document as DocumentView;
const stepOf = async (id: string) =>
  (await owner("select workflow_step_id from app_public.documents where id = $1", [id])).rows[0].workflow_step_id as
    string | null;
const historyOf = async (id: string, type: string) =>
  (
    await owner(
      "select user_id, payload from app_public.document_history_entries where document_id = $1 and type::text = $2 order by created_at, id",
      [id, type],
    )
  ).rows;
/** As the owner (no user: the move checks do not apply), e.g. to set a test's starting point. */
const placeIn = (id: string, step: string | null) =>
  owner("update app_public.documents set workflow_step_id = $2 where id = $1", [id, step]);

describe("moving a document between workflow steps", () => {
  it("puts a document into a workflow: the step log and the history record who moved it where", async () => {
    const json = await gql(SET_STEP, { doc: A.inv, step: steps.check }, "CLERK");
    expect(json.errors).toBeUndefined();
    expect(json.data?.setDocumentWorkflowStep).toEqual({ result: { workflowStepRowId: steps.check, approved: false } });
    const document = await view(A.inv, "CLERK");
    expect(document.workflowStepLogs.nodes[0]).toEqual({
      previousStepName: null,
      nextStepName: "Eingangsrechnungen › Prüfung",
      user: { rowId: users.CLERK },
    });
    const [entry] = await historyOf(A.inv, "WORKFLOW_STEP_CHANGED");
    expect(entry).toEqual({
      user_id: users.CLERK,
      payload: { previousStep: null, nextStep: "Eingangsrechnungen › Prüfung" },
    });
  });

  it("moves on from a step that asks for reviewed details only once every shown field is confirmed", async () => {
    await placeIn(A.inv, steps.check);
    const before = await view(A.inv, "CLERK");
    expect(before.unconfirmedReviewFields).toEqual([
      "creditMemo",
      "currency",
      "invoiceNumber",
      "partnerCompanyId",
      "total",
    ]);
    expect(before.nextWorkflowStepRefusal).toBe("WORKFLOW_STEP_REVIEW_DETAILS_MANDATORY");
    expect(before.isNextWorkflowStepPrevented).toBe(true);
    expect(codeOf(await gql(SET_STEP, { doc: A.inv, step: steps.booking }, "CLERK"))).toBe(
      "WORKFLOW_STEP_REVIEW_DETAILS_MANDATORY",
    );
    expect(await stepOf(A.inv)).toBe(steps.check);

    // Confirming all but one is not enough; a confirmed field that is edited again is unconfirmed.
    await gql(CONFIRM, { id: A.inv, fields: ["creditMemo", "currency", "invoiceNumber", "partnerCompanyId"] }, "CLERK");
    expect((await view(A.inv, "CLERK")).unconfirmedReviewFields).toEqual(["total"]);
    await gql(CONFIRM, { id: A.inv, fields: ["total"] }, "CLERK");
    const reviewed = await view(A.inv, "CLERK");
    expect(reviewed.unconfirmedReviewFields).toEqual([]);
    expect(reviewed.nextWorkflowStepRefusal).toBeNull();
    expect(reviewed.isNextWorkflowStepPrevented).toBe(false);
    expect((await gql(SET_STEP, { doc: A.inv, step: steps.booking }, "CLERK")).errors).toBeUndefined();
    expect(await stepOf(A.inv)).toBe(steps.booking);
  });

  it("needs a ledger account, then a cost centre and a cost unit on every accounting item before moving on", async () => {
    await placeIn(A.inv, steps.booking);
    const move = () => gql(SET_STEP, { doc: A.inv, step: steps.approval }, "CLERK");
    expect(codeOf(await move())).toBe("WORKFLOW_STEP_GENERAL_LEDGER_ACCOUNT_MANDATORY");
    const account = await one(
      "insert into app_public.general_ledger_accounts (client_company_id, number, name, category) values ($1, '3400', 'Wareneingang', 'EXPENSE') returning id",
      [seed.companyA],
    );
    const item = await one(
      `insert into app_public.accounting_items (client_company_id, document_id, booking_type, amount, amount_type, general_ledger_account_id)
       values ($1, $2, 'DEBIT', 119, 'GROSS', $3) returning id`,
      [seed.companyA, A.inv, account],
    );
    expect(codeOf(await move())).toBe("WORKFLOW_STEP_COST_CENTER_MANDATORY");
    expect((await view(A.inv, "CLERK")).nextWorkflowStepRefusal).toBe("WORKFLOW_STEP_COST_CENTER_MANDATORY");
    const costCenter = await one(
      "insert into app_public.cost_centers (client_company_id, number, description) values ($1, '100', 'Filiale') returning id",
      [seed.companyA],
    );
    await owner(
      "insert into app_public.accounting_item_cost_centers (client_company_id, accounting_item_id, cost_center_id, amount) values ($1, $2, $3, 119)",
      [seed.companyA, item, costCenter],
    );
    expect(codeOf(await move())).toBe("WORKFLOW_STEP_COST_UNIT_MANDATORY");
    const costUnit = await one(
      "insert into app_public.cost_units (client_company_id, number, description) values ($1, '1000', 'Projekt') returning id",
      [seed.companyA],
    );
    await owner(
      "insert into app_public.accounting_item_cost_units (client_company_id, accounting_item_id, cost_unit_id, amount) values ($1, $2, $3, 119)",
      [seed.companyA, item, costUnit],
    );
    expect((await move()).errors).toBeUndefined();
    expect(await stepOf(A.inv)).toBe(steps.approval);
  });

  it("checks the conditions of every step skipped forward, and none going back or elsewhere", async () => {
    await placeIn(A.inv2, steps.check);
    await gql(CONFIRM, { id: A.inv2, fields: (await view(A.inv2, "CLERK")).unconfirmedReviewFields }, "CLERK");
    // Prüfung is met, Kontierung (skipped) is not.
    expect(codeOf(await gql(SET_STEP, { doc: A.inv2, step: steps.payment }, "CLERK"))).toBe(
      "WORKFLOW_STEP_GENERAL_LEDGER_ACCOUNT_MANDATORY",
    );
    await placeIn(A.inv2, steps.booking);
    expect((await gql(SET_STEP, { doc: A.inv2, step: steps.check }, "CLERK")).errors).toBeUndefined();
    await placeIn(A.inv2, steps.booking);
    expect((await gql(SET_STEP, { doc: A.inv2, step: steps.contracts }, "CLERK")).errors).toBeUndefined();
    await placeIn(A.inv2, steps.booking);
    expect((await gql(SET_STEP, { doc: A.inv2, step: null }, "CLERK")).errors).toBeUndefined();
    expect(await stepOf(A.inv2)).toBeNull();
  });

  it("asks no accounting of a document that is not an invoice", async () => {
    await placeIn(A.other, steps.booking);
    expect((await view(A.other, "CLERK")).nextWorkflowStepRefusal).toBeNull();
    expect((await gql(SET_STEP, { doc: A.other, step: steps.approval }, "CLERK")).errors).toBeUndefined();
  });

  it("lets only the responsible users and admins take a document out of a protected step", async () => {
    await placeIn(A.inv3, steps.approval);
    const clerk = await view(A.inv3, "CLERK");
    expect(clerk.workflowStepChangeRefusal).toBe("WORKFLOW_STEP_PROTECTED");
    expect(clerk.nextWorkflowStepRefusal).toBe("WORKFLOW_STEP_PROTECTED");
    for (const step of [steps.payment, steps.check, null]) {
      expect(codeOf(await gql(SET_STEP, { doc: A.inv3, step }, "CLERK"))).toBe("WORKFLOW_STEP_PROTECTED");
    }
    expect(await stepOf(A.inv3)).toBe(steps.approval);
    expect((await view(A.inv3, "ACCOUNTANT")).workflowStepChangeRefusal).toBeNull();
    expect((await gql(SET_STEP, { doc: A.inv3, step: steps.payment }, "ACCOUNTANT")).errors).toBeUndefined();
    await placeIn(A.inv3, steps.approval);
    expect((await gql(SET_STEP, { doc: A.inv3, step: steps.check }, "ADMIN")).errors).toBeUndefined();
    // Entering a protected step is open to everyone with documents-manage access.
    await placeIn(A.inv3, null);
    expect((await gql(SET_STEP, { doc: A.inv3, step: steps.approval }, "CLERK")).errors).toBeUndefined();
  });

  it("refuses without documents-manage access, for a superseded document, another company's step or document", async () => {
    await placeIn(A.inv3, steps.check);
    for (const role of ["VIEWER", "APPROVER"]) {
      expect(codeOf(await gql(SET_STEP, { doc: A.inv3, step: steps.contracts }, role))).toBe(
        "DOCUMENT_CHANGE_FORBIDDEN",
      );
      expect((await view(A.inv3, role)).workflowStepChangeRefusal).toBe("DOCUMENT_CHANGE_FORBIDDEN");
    }
    expect(codeOf(await gql(SET_STEP, { doc: A.old, step: steps.check }, "ADMIN"))).toBe("DOCUMENT_SUPERSEDED");
    const foreignStep = await gql(SET_STEP, { doc: A.inv3, step: steps.foreign }, "ADMIN");
    expect(codeOf(foreignStep)).toBe("WORKFLOW_STEP_NOT_FOUND");
    expect(fieldOf(foreignStep)).toBe("workflowStepRowId");
    expect(codeOf(await gql(SET_STEP, { doc: B.b, step: null }, "ADMIN"))).toBe("DOCUMENT_NOT_FOUND");
    expect(codeOf(await gql(SET_STEP, { doc: B.b, step: steps.check }, "ADMIN"))).toBe("DOCUMENT_NOT_FOUND");
    expect(await stepOf(A.inv3)).toBe(steps.check);
    expect(await stepOf(A.old)).toBeNull();
    expect(await stepOf(B.b)).toBe(steps.foreign);
  });

  it("counts reaching the last step as approval with the feature APPROVED_WHEN_WORKFLOW_IN_LAST_STEP", async () => {
    await placeIn(A.other, steps.approval);
    expect((await gql(SET_STEP, { doc: A.other, step: steps.payment }, "ADMIN")).data?.setDocumentWorkflowStep).toEqual(
      {
        result: { workflowStepRowId: steps.payment, approved: false },
      },
    );
    await owner(
      "insert into app_public.client_company_features (client_company_id, feature_id) select $1, id from app_public.features where name = 'APPROVED_WHEN_WORKFLOW_IN_LAST_STEP'",
      [seed.companyA],
    );
    try {
      await placeIn(A.other, steps.approval);
      expect(
        (await gql(SET_STEP, { doc: A.other, step: steps.payment }, "ADMIN")).data?.setDocumentWorkflowStep,
      ).toEqual({
        result: { workflowStepRowId: steps.payment, approved: true },
      });
      expect(
        (await gql(SET_STEP, { doc: A.other, step: steps.approval }, "ADMIN")).data?.setDocumentWorkflowStep,
      ).toEqual({ result: { workflowStepRowId: steps.approval, approved: false } });
    } finally {
      await owner(
        "delete from app_public.client_company_features where client_company_id = $1 and feature_id = (select id from app_public.features where name = 'APPROVED_WHEN_WORKFLOW_IN_LAST_STEP')",
        [seed.companyA],
      );
    }
  });
});

describe("approval requests", () => {
  it("offers as approvers the colleagues who may approve: no viewers, not oneself", async () => {
    const document = await view(A.inv2, "ADMIN");
    expect(document.canCurrentUserRequestApproval).toBe(true);
    expect(new Set(document.approverCandidates.map((u) => u.rowId))).toEqual(
      new Set([users.ACCOUNTANT, users.CLERK, users.APPROVER]),
    );
    expect((await view(A.inv2, "VIEWER")).canCurrentUserRequestApproval).toBe(false);
    expect((await view(A.old, "ADMIN")).canCurrentUserRequestApproval).toBe(false);
  });

  it("requests, and the approver approves: the history, the document's approval follow", async () => {
    const requested = await gql(
      REQUEST,
      { doc: A.inv2, approver: users.APPROVER, message: "  Bitte freigeben. " },
      "ADMIN",
    );
    expect(requested.errors).toBeUndefined();
    const request = (requested.data?.requestDocumentApproval as { result: { rowId: string } }).result;
    expect(request).toEqual({
      rowId: expect.any(String),
      state: "OPEN",
      message: "Bitte freigeben.",
      requester: { rowId: users.ADMIN },
      approver: { rowId: users.APPROVER },
    });
    expect((await historyOf(A.inv2, "APPROVAL_REQUESTED")).at(-1)).toEqual({
      user_id: users.ADMIN,
      payload: { approverRowId: users.APPROVER, approverName: "APPROVER Test", message: "Bitte freigeben." },
    });
    const asAdmin = await view(A.inv2, "ADMIN");
    expect(asAdmin.approvalState).toBe("OPEN");
    expect(asAdmin.approvalRequests.nodes[0]).toMatchObject({
      canCurrentUserApprove: false,
      canCurrentUserCancel: true,
    });
    const asApprover = await view(A.inv2, "APPROVER");
    expect(asApprover.approvalRequests.nodes[0]).toMatchObject({
      canCurrentUserApprove: true,
      canCurrentUserCancel: false,
    });

    expect(codeOf(await gql(APPROVE, { id: request.rowId }, "ADMIN"))).toBe("APPROVAL_DECISION_FORBIDDEN");
    const approved = await gql(APPROVE, { id: request.rowId, message: "Passt." }, "APPROVER");
    expect(approved.data?.approveApprovalRequest).toEqual({
      result: { state: "APPROVED", decisionMessage: "Passt.", decidedAt: expect.any(String) },
    });
    const after = await view(A.inv2, "APPROVER");
    expect(after).toMatchObject({ approved: true, approvalState: "APPROVED" });
    expect(after.approvalRequests.nodes[0]).toMatchObject({
      message: "Bitte freigeben.",
      canCurrentUserApprove: false,
      canCurrentUserCancel: false,
    });
    expect((await historyOf(A.inv2, "APPROVED")).at(-1)).toEqual({
      user_id: users.APPROVER,
      payload: { approverRowId: users.APPROVER, approverName: "APPROVER Test", message: "Passt." },
    });
    expect(codeOf(await gql(APPROVE, { id: request.rowId }, "APPROVER"))).toBe("APPROVAL_REQUEST_NOT_OPEN");
    expect(codeOf(await gql(REJECT, { id: request.rowId, message: "Doch nicht" }, "APPROVER"))).toBe(
      "APPROVAL_REQUEST_NOT_OPEN",
    );
  });

  it("refuses a request the approver cannot answer, a second open one, one to oneself, a long message", async () => {
    const open = await gql(REQUEST, { doc: A.inv3, approver: users.ACCOUNTANT }, "CLERK");
    expect(open.errors).toBeUndefined();
    const again = await gql(REQUEST, { doc: A.inv3, approver: users.ACCOUNTANT, message: "Nochmal" }, "ADMIN");
    expect(codeOf(again)).toBe("APPROVAL_ALREADY_REQUESTED");
    expect(fieldOf(again)).toBe("approverUserRowId");
    expect(codeOf(await gql(REQUEST, { doc: A.inv3, approver: users.CLERK }, "CLERK"))).toBe("APPROVAL_FROM_YOURSELF");
    for (const approver of [users.VIEWER, users.B, "00000000-0000-4000-8000-000000000000"]) {
      const refused = await gql(REQUEST, { doc: A.inv3, approver }, "ADMIN");
      expect(codeOf(refused)).toBe("APPROVER_NOT_FOUND");
      expect(fieldOf(refused)).toBe("approverUserRowId");
    }
    const long = await gql(REQUEST, { doc: A.inv3, approver: users.APPROVER, message: "x".repeat(2001) }, "ADMIN");
    expect(codeOf(long)).toBe("APPROVAL_MESSAGE_TOO_LONG");
    expect(fieldOf(long)).toBe("message");
    for (const role of ["VIEWER", "APPROVER"]) {
      expect(codeOf(await gql(REQUEST, { doc: A.inv3, approver: users.ADMIN }, role))).toBe(
        "DOCUMENT_CHANGE_FORBIDDEN",
      );
    }
    expect(codeOf(await gql(REQUEST, { doc: A.old, approver: users.APPROVER }, "ADMIN"))).toBe("DOCUMENT_SUPERSEDED");
    expect(codeOf(await gql(REQUEST, { doc: B.b, approver: users.B }, "ADMIN"))).toBe("DOCUMENT_NOT_FOUND");
    const { rows } = await owner(
      "select document_id, approver_user_id from app_public.approval_requests where document_id = any($1::uuid[]) and state = 'OPEN'",
      [[A.inv3, A.old, B.b]],
    );
    expect(rows).toHaveLength(2); // A's one open request and B's own
  });

  it("rejects only with a reason; the newest decision decides whether the document is approved", async () => {
    const first = await gql(REQUEST, { doc: A.other, approver: users.APPROVER }, "ADMIN");
    const firstId = (first.data?.requestDocumentApproval as { result: { rowId: string } }).result.rowId;
    await gql(APPROVE, { id: firstId }, "APPROVER");
    expect((await view(A.other, "ADMIN")).approved).toBe(true);
    const second = await gql(REQUEST, { doc: A.other, approver: users.ACCOUNTANT }, "ADMIN");
    const secondId = (second.data?.requestDocumentApproval as { result: { rowId: string } }).result.rowId;
    // Asking again re-opens the question: not approved while it is open.
    expect((await view(A.other, "ADMIN")).approvalState).toBe("OPEN");
    const blank = await gql(REJECT, { id: secondId, message: "   " }, "ACCOUNTANT");
    expect(codeOf(blank)).toBe("APPROVAL_REJECTION_MESSAGE_REQUIRED");
    expect(fieldOf(blank)).toBe("message");
    expect(codeOf(await gql(REJECT, { id: secondId, message: "Nein" }, "APPROVER"))).toBe(
      "APPROVAL_DECISION_FORBIDDEN",
    );
    const rejected = await gql(REJECT, { id: secondId, message: "Betrag stimmt nicht." }, "ACCOUNTANT");
    expect(rejected.data?.rejectApprovalRequest).toEqual({
      result: { state: "REJECTED", decisionMessage: "Betrag stimmt nicht.", decidedAt: expect.any(String) },
    });
    expect(await view(A.other, "ADMIN")).toMatchObject({ approved: false, approvalState: "REJECTED" });
    expect((await historyOf(A.other, "REJECTED")).at(-1)?.payload.message).toBe("Betrag stimmt nicht.");
  });

  it("lets the requester or an admin cancel an open request, nobody else", async () => {
    const requested = await gql(REQUEST, { doc: A.inv, approver: users.APPROVER, message: "Bitte ansehen" }, "CLERK");
    const id = (requested.data?.requestDocumentApproval as { result: { rowId: string } }).result.rowId;
    expect(codeOf(await gql(CANCEL, { id }, "ACCOUNTANT"))).toBe("APPROVAL_CANCEL_FORBIDDEN");
    expect(codeOf(await gql(CANCEL, { id }, "APPROVER"))).toBe("APPROVAL_CANCEL_FORBIDDEN");
    expect((await gql(CANCEL, { id }, "CLERK")).data?.cancelApprovalRequest).toEqual({
      result: { state: "CANCELED", decidedAt: expect.any(String) },
    });
    expect((await historyOf(A.inv, "APPROVAL_CANCELED")).at(-1)?.user_id).toBe(users.CLERK);
    expect(codeOf(await gql(CANCEL, { id }, "CLERK"))).toBe("APPROVAL_REQUEST_NOT_OPEN");
    expect(codeOf(await gql(APPROVE, { id }, "APPROVER"))).toBe("APPROVAL_REQUEST_NOT_OPEN");
    expect((await view(A.inv, "ADMIN")).approvalState).toBe("NONE");

    const again = await gql(REQUEST, { doc: A.inv, approver: users.APPROVER }, "CLERK");
    const againId = (again.data?.requestDocumentApproval as { result: { rowId: string } }).result.rowId;
    expect((await gql(CANCEL, { id: againId }, "ADMIN")).errors).toBeUndefined();
  });

  it("does not let an approver who became a viewer decide", async () => {
    const requested = await gql(REQUEST, { doc: A.inv, approver: users.ACCOUNTANT }, "ADMIN");
    const id = (requested.data?.requestDocumentApproval as { result: { rowId: string } }).result.rowId;
    await owner("update app_public.client_company_users set role_name = 'VIEWER' where user_id = $1", [
      users.ACCOUNTANT,
    ]);
    try {
      expect((await view(A.inv, "ACCOUNTANT")).approvalRequests.nodes[0]?.canCurrentUserApprove).toBe(false);
      expect(codeOf(await gql(APPROVE, { id }, "ACCOUNTANT"))).toBe("APPROVAL_DECISION_FORBIDDEN");
    } finally {
      await owner("update app_public.client_company_users set role_name = 'ACCOUNTANT' where user_id = $1", [
        users.ACCOUNTANT,
      ]);
    }
    await gql(CANCEL, { id }, "ADMIN");
  });

  it("never decides or cancels another company's request", async () => {
    for (const role of ["ADMIN", "ACCOUNTANT", "CLERK", "APPROVER", "VIEWER"]) {
      expect(codeOf(await gql(APPROVE, { id: foreignRequest }, role))).toBe("APPROVAL_REQUEST_NOT_FOUND");
      expect(codeOf(await gql(REJECT, { id: foreignRequest, message: "Nein" }, role))).toBe(
        "APPROVAL_REQUEST_NOT_FOUND",
      );
      expect(codeOf(await gql(CANCEL, { id: foreignRequest }, role))).toBe("APPROVAL_REQUEST_NOT_FOUND");
    }
    const { rows } = await owner(
      "select state::text, decision_message from app_public.approval_requests where id = $1",
      [foreignRequest],
    );
    expect(rows).toEqual([{ state: "OPEN", decision_message: null }]);
    // B's own approver still can.
    expect((await gql(APPROVE, { id: foreignRequest }, "B")).data?.approveApprovalRequest).toMatchObject({
      result: { state: "APPROVED" },
    });
  });
});

describe("a company with the collaboration feature (no actions tab: the collaboration tab carries the controls)", () => {
  it("lets documents managers move documents between steps and request approval, and the approver decide", async () => {
    await owner(
      "insert into app_public.client_company_features (client_company_id, feature_id) select $1, id from app_public.features where name = 'COLLABORATION'",
      [seed.companyA],
    );
    try {
      const flags = await gql(
        "query ($id: UUID!) { clientCompany(rowId: $id) { featureFlags { collaboration } } }",
        { id: seed.companyA },
        "ADMIN",
      );
      expect(flags.data?.clientCompany).toEqual({ featureFlags: { collaboration: true } });
      const document = A.inv;
      await placeIn(document, null);
      for (const role of ["ADMIN", "CLERK"]) {
        const before = await view(document, role);
        expect(before.workflowStepChangeRefusal).toBeNull();
        expect(before.canCurrentUserRequestApproval).toBe(true);
      }
      expect((await gql(SET_STEP, { doc: document, step: steps.contracts }, "CLERK")).errors).toBeUndefined();
      expect(await stepOf(document)).toBe(steps.contracts);
      const requested = await gql(REQUEST, { doc: document, approver: users.APPROVER, message: null }, "CLERK");
      expect(requested.errors).toBeUndefined();
      const request = (requested.data?.requestDocumentApproval as { result: { rowId: string } }).result;
      expect((await gql(APPROVE, { id: request.rowId }, "APPROVER")).data?.approveApprovalRequest).toMatchObject({
        result: { state: "APPROVED" },
      });
      // Still refused to those without documents-manage access.
      expect(codeOf(await gql(SET_STEP, { doc: document, step: null }, "VIEWER"))).toBe("DOCUMENT_CHANGE_FORBIDDEN");
      expect(codeOf(await gql(REQUEST, { doc: document, approver: users.ADMIN }, "VIEWER"))).toBe(
        "DOCUMENT_CHANGE_FORBIDDEN",
      );
    } finally {
      await owner(
        "delete from app_public.client_company_features where client_company_id = $1 and feature_id = (select id from app_public.features where name = 'COLLABORATION')",
        [seed.companyA],
      );
    }
  });
});
