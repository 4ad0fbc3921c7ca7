import { type ConcreteRequest, type GraphQLResponse } from "relay-runtime";
import DocumentWorkflowActionsTestQueryNode from "../../../__generated__/DocumentWorkflowActionsTestQuery.graphql.ts";
import ApproveNode from "../../../__generated__/useApproveApprovalRequestMutation.graphql.ts";
import CancelRejectionNode from "../../../__generated__/useCancelApprovalRejectionMutation.graphql.ts";
import CancelNode from "../../../__generated__/useCancelApprovalRequestMutation.graphql.ts";
import RejectNode from "../../../__generated__/useRejectApprovalRequestMutation.graphql.ts";
import RequestNode from "../../../__generated__/useRequestDocumentApprovalMutation.graphql.ts";
import SetStepNode from "../../../__generated__/useSetDocumentWorkflowStepMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";

export const DOCUMENT = "d0000000-0000-4000-8000-000000000001";

export interface MockUser {
  rowId: string;
  fullName: string;
  email: string;
}
export const ME: MockUser = {
  rowId: "u0000000-0000-4000-8000-000000000001",
  fullName: "Thomas Müller",
  email: "admin@demo.test",
};
export const JULIA: MockUser = {
  rowId: "u0000000-0000-4000-8000-000000000002",
  fullName: "Dr. Julia Hoffmann",
  email: "accountant@demo.test",
};
export const LENA: MockUser = {
  rowId: "u0000000-0000-4000-8000-000000000003",
  fullName: "Lena Schneider",
  email: "clerk@demo.test",
};

export interface MockStep {
  rowId: string;
  name: string;
  protected?: boolean;
  reviewDetailsMandatory?: boolean;
  generalLedgerAccountMandatory?: boolean;
  costCenterMandatory?: boolean;
  costUnitMandatory?: boolean;
  responsible?: MockUser[];
}
export interface MockWorkflow {
  rowId: string;
  name: string;
  steps: MockStep[];
}

export const INVOICES: MockWorkflow = {
  rowId: "w0000000-0000-4000-8000-000000000001",
  name: "Eingangsrechnungen",
  steps: [
    {
      rowId: "s0000000-0000-4000-8000-000000000001",
      name: "Sachliche Prüfung",
      reviewDetailsMandatory: true,
      responsible: [LENA],
    },
    {
      rowId: "s0000000-0000-4000-8000-000000000002",
      name: "Kontierung",
      generalLedgerAccountMandatory: true,
      costCenterMandatory: true,
      responsible: [JULIA],
    },
    { rowId: "s0000000-0000-4000-8000-000000000003", name: "Freigabe Inhaber", protected: true, responsible: [ME] },
    { rowId: "s0000000-0000-4000-8000-000000000004", name: "Zahlung" },
  ],
};
export const CONTRACTS: MockWorkflow = {
  rowId: "w0000000-0000-4000-8000-000000000002",
  name: "Verträge",
  steps: [{ rowId: "s0000000-0000-4000-8000-000000000011", name: "Prüfen" }],
};

export interface MockRequest {
  rowId: string;
  state: "OPEN" | "APPROVED" | "REJECTED" | "CANCELED";
  /** Null for a group or blank request nobody took yet. */
  approver: MockUser | null;
  requester: MockUser;
  message: string | null;
  decisionMessage?: string | null;
  createdAt: string;
  decidedAt?: string | null;
  canCurrentUserApprove?: boolean;
  canCurrentUserCancel?: boolean;
  canCurrentUserCancelRejection?: boolean;
  currentUserApproverLimitExceeded?: boolean;
  blankApproverType?: "USER_GROUP" | "ANY_MEMBER" | null;
  blankApproverCount?: number;
  userGroup?: MockUserGroup | null;
  approvedAboveLimit?: boolean;
  approverLimitRequestRowId?: string | null;
  approvals?: { approver: MockUser; createdAt: string; approverLimitExceeded?: boolean }[];
}

export interface MockUserGroup {
  rowId: string;
  name: string;
}
export const EINKAUF: MockUserGroup = { rowId: "g0000000-0000-4000-8000-000000000001", name: "Einkauf" };

export interface LogEntry {
  rowId: string;
  createdAt: string;
  previousStepName: string | null;
  nextStepName: string | null;
  user: MockUser | null;
}

export interface ActionsMockState {
  workflows: MockWorkflow[];
  stepRowId: string | null;
  changeRefusal: string | null;
  nextRefusal: string | null;
  unconfirmedReviewFields: string[];
  logs: LogEntry[];
  requests: MockRequest[];
  candidates: MockUser[];
  /** Document.userGroupCandidates (empty without the userGroup feature). */
  userGroups: MockUserGroup[];
  canRequest: boolean;
  /** Document.approvedWithoutVerifiers (the feature applies and nobody was asked). */
  approvedWithoutVerifiers: boolean;
  total: string | null;
  /** Refuses the operation of this name with the code (and the field it names). */
  refuse: Record<string, { code: string; field?: string } | undefined>;
}

const user = (u: MockUser) => ({
  id: `user-${u.rowId}`,
  rowId: u.rowId,
  fullName: u.fullName,
  email: u.email,
  isCurrentUser: u.rowId === ME.rowId,
});

function stepData(workflow: MockWorkflow, index: number): Record<string, unknown> {
  const step = workflow.steps[index]!;
  const neighbour = (i: number) => {
    const other = workflow.steps[i];
    return other ? { id: `step-${other.rowId}`, rowId: other.rowId, name: other.name } : null;
  };
  return {
    id: `step-${step.rowId}`,
    rowId: step.rowId,
    name: step.name,
    protected: step.protected ?? false,
    preventDocumentEdit: false,
    preventInvoicePay: step.protected ?? false,
    reviewDetailsMandatory: step.reviewDetailsMandatory ?? false,
    generalLedgerAccountMandatory: step.generalLedgerAccountMandatory ?? false,
    costCenterMandatory: step.costCenterMandatory ?? false,
    costUnitMandatory: step.costUnitMandatory ?? false,
    previousStep: neighbour(index - 1),
    nextStep: neighbour(index + 1),
    responsibleUsers: {
      nodes: (step.responsible ?? []).map((u) => ({ id: `su-${step.rowId}-${u.rowId}`, user: user(u) })),
    },
  };
}

function documentData(state: ActionsMockState): Record<string, unknown> {
  const workflow = state.workflows.find((w) => w.steps.some((s) => s.rowId === state.stepRowId));
  const index = workflow ? workflow.steps.findIndex((s) => s.rowId === state.stepRowId) : -1;
  const newest = state.requests.find((r) => r.state !== "CANCELED");
  return {
    id: "document-1",
    rowId: DOCUMENT,
    approved: newest?.state === "APPROVED",
    approvalState: newest?.state ?? "NONE",
    approvedWithoutVerifiers: state.approvedWithoutVerifiers && !newest,
    workflowStepChangeRefusal: state.changeRefusal,
    nextWorkflowStepRefusal: state.nextRefusal,
    unconfirmedReviewFields: state.unconfirmedReviewFields,
    canCurrentUserRequestApproval: state.canRequest,
    invoice: state.total ? { id: "invoice-1", total: state.total, currency: "EUR" } : null,
    workflowStep: workflow
      ? {
          ...stepData(workflow, index),
          workflow: {
            id: `workflow-${workflow.rowId}`,
            rowId: workflow.rowId,
            name: workflow.name,
            sortedSteps: workflow.steps.map((_, i) => stepData(workflow, i)),
          },
        }
      : null,
    clientCompany: {
      id: "company-1",
      currentUserOpenApprovalRequestCount: state.requests.filter((r) => r.state === "OPEN" && r.canCurrentUserApprove)
        .length,
      documentWorkflows: {
        nodes: state.workflows.map((w) => ({
          id: `workflow-${w.rowId}`,
          rowId: w.rowId,
          name: w.name,
          firstStep: w.steps[0]
            ? { id: `step-${w.steps[0].rowId}`, rowId: w.steps[0].rowId, name: w.steps[0].name }
            : null,
        })),
      },
    },
    approverCandidates: state.candidates.map(user),
    approvalRequests: {
      nodes: state.requests.map((r) => ({
        id: `request-${r.rowId}`,
        rowId: r.rowId,
        state: r.state,
        message: r.message,
        decisionMessage: r.decisionMessage ?? null,
        createdAt: r.createdAt,
        decidedAt: r.decidedAt ?? null,
        canCurrentUserApprove: r.canCurrentUserApprove ?? false,
        canCurrentUserCancel: r.canCurrentUserCancel ?? false,
        canCurrentUserCancelRejection: r.canCurrentUserCancelRejection ?? false,
        currentUserApproverLimitExceeded: r.currentUserApproverLimitExceeded ?? false,
        blankApproverType: r.blankApproverType ?? null,
        blankApproverCount: r.blankApproverCount ?? 1,
        approvedCount: (r.approvals ?? []).filter((a) => !a.approverLimitExceeded).length,
        approvedAboveLimit: r.approvedAboveLimit ?? false,
        approverLimitRequestRowId: r.approverLimitRequestRowId ?? null,
        userGroupRowId: r.userGroup?.rowId ?? null,
        userGroup: r.userGroup ? { id: `group-${r.userGroup.rowId}`, name: r.userGroup.name } : null,
        approverUserRowId: r.approver?.rowId ?? null,
        approver: r.approver ? user(r.approver) : null,
        requester: user(r.requester),
        approvals: {
          nodes: (r.approvals ?? []).map((a, i) => ({
            id: `approval-${r.rowId}-${i}`,
            createdAt: a.createdAt,
            approverLimitExceeded: a.approverLimitExceeded ?? false,
            approver: user(a.approver),
          })),
        },
      })),
    },
    userGroupCandidates: state.userGroups.map((g) => ({ id: `group-${g.rowId}`, rowId: g.rowId, name: g.name })),
    workflowStepLogs: {
      nodes: state.logs.map((log) => ({ id: `log-${log.rowId}`, ...log, user: log.user ? user(log.user) : null })),
    },
  };
}

const OPERATIONS: Record<string, ConcreteRequest> = {
  DocumentWorkflowActionsTestQuery: DocumentWorkflowActionsTestQueryNode,
  useSetDocumentWorkflowStepMutation: SetStepNode,
  useRequestDocumentApprovalMutation: RequestNode,
  useApproveApprovalRequestMutation: ApproveNode,
  useRejectApprovalRequestMutation: RejectNode,
  useCancelApprovalRequestMutation: CancelNode,
  useCancelApprovalRejectionMutation: CancelRejectionNode,
};

const stepName = (state: ActionsMockState, rowId: string | null) => {
  for (const w of state.workflows) {
    const step = w.steps.find((s) => s.rowId === rowId);
    if (step) return `${w.name} › ${step.name}`;
  }
  return null;
};

let next = 100;
const newId = (prefix: string) => `${prefix}0000000-0000-4000-8000-${String(next++).padStart(12, "0")}`;

/** A Relay environment answering the actions tab's query and mutations from `state`, which
 * the mutations change as the server would. */
export function createActionsEnvironment(initial: Partial<ActionsMockState> = {}) {
  const state: ActionsMockState = {
    workflows: [INVOICES, CONTRACTS],
    stepRowId: null,
    changeRefusal: null,
    nextRefusal: null,
    unconfirmedReviewFields: [],
    logs: [],
    requests: [],
    candidates: [JULIA, LENA],
    userGroups: [],
    canRequest: true,
    approvedWithoutVerifiers: false,
    total: "1190.00",
    refuse: {},
    ...initial,
  };
  const { environment, requests } = createMockRelayEnvironment({
    operations: OPERATIONS,
    answer: async (_name, variables, params, generate) => {
      const node = OPERATIONS[params.name];
      if (!node) throw new Error(`No mock for ${params.name}`);
      const refusal = state.refuse[params.name];
      if (refusal)
        throw GraphQLRequestError.fromErrors([
          {
            message: refusal.code,
            extensions: { code: refusal.code, ...(refusal.field ? { field: refusal.field } : {}) },
          },
        ]);
      const input = (variables.input ?? {}) as Record<string, unknown>;
      const now = new Date().toISOString();
      if (params.name === "useSetDocumentWorkflowStepMutation") {
        const target = (input.workflowStepRowId as string | null) ?? null;
        state.logs.unshift({
          rowId: newId("l"),
          createdAt: now,
          previousStepName: stepName(state, state.stepRowId),
          nextStepName: stepName(state, target),
          user: ME,
        });
        state.stepRowId = target;
        state.nextRefusal = null;
      } else if (params.name === "useRequestDocumentApprovalMutation") {
        const approver = state.candidates.find((c) => c.rowId === input.approverUserRowId) ?? null;
        const group = state.userGroups.find((g) => g.rowId === input.userGroupRowId) ?? null;
        state.requests.unshift({
          rowId: newId("r"),
          state: "OPEN",
          approver,
          blankApproverType: group ? "USER_GROUP" : ((input.blankApproverType as "ANY_MEMBER" | null) ?? null),
          blankApproverCount: (input.blankApproverCount as number | null) ?? 1,
          userGroup: group,
          requester: ME,
          message: (input.message as string | null) ?? null,
          createdAt: now,
          canCurrentUserCancel: true,
        });
      } else if (params.name !== "DocumentWorkflowActionsTestQuery") {
        const request = state.requests.find((r) => r.rowId === input.rowId)!;
        request.state =
          params.name === "useCancelApprovalRejectionMutation"
            ? "CANCELED"
            : params.name === "useApproveApprovalRequestMutation"
              ? "APPROVED"
              : params.name === "useRejectApprovalRequestMutation"
                ? "REJECTED"
                : "CANCELED";
        request.decisionMessage = (input.message as string | null | undefined) ?? null;
        request.decidedAt = now;
        request.canCurrentUserApprove = false;
        request.canCurrentUserCancel = false;
        request.canCurrentUserCancelRejection = false;
        if (params.name !== "useCancelApprovalRejectionMutation" && request.blankApproverType) request.approver = ME;
      }
      return generate({
        Document: () => documentData(state),
        // The mutations' result; the document's own requests come with the document.
        ApprovalRequest: (context) =>
          context.name === "result"
            ? { id: `request-${String(input.rowId ?? "new")}`, document: documentData(state) }
            : undefined,
      }) as GraphQLResponse;
    },
  });
  return { environment, requests, state };
}
