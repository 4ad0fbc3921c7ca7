// The refusals of the actions tab's mutations and of the Document fields that explain a
// disabled button (nextWorkflowStepRefusal, workflowStepChangeRefusal), as translation keys.
import { isGraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";

/** Codes documentWorkflow.refusals has a text for; any other code gets the general one. */
export const ACTION_REFUSAL_CODES = [
  "DOCUMENT_NOT_FOUND",
  "DOCUMENT_CHANGE_FORBIDDEN",
  "DOCUMENT_SUPERSEDED",
  "WORKFLOW_STEP_NOT_FOUND",
  "WORKFLOW_STEP_PROTECTED",
  "WORKFLOW_STEP_REVIEW_DETAILS_MANDATORY",
  "WORKFLOW_STEP_GENERAL_LEDGER_ACCOUNT_MANDATORY",
  "WORKFLOW_STEP_COST_CENTER_MANDATORY",
  "WORKFLOW_STEP_COST_UNIT_MANDATORY",
  "APPROVER_NOT_FOUND",
  "APPROVAL_FROM_YOURSELF",
  "APPROVAL_ALREADY_REQUESTED",
  "APPROVAL_MESSAGE_TOO_LONG",
  "APPROVAL_REQUEST_NOT_FOUND",
  "APPROVAL_REQUEST_NOT_OPEN",
  "APPROVAL_DECISION_FORBIDDEN",
  "APPROVAL_CANCEL_FORBIDDEN",
  "APPROVAL_REJECTION_MESSAGE_REQUIRED",
  "APPROVAL_ADDRESS_AMBIGUOUS",
  "APPROVAL_BLANK_APPROVER_TYPE_INVALID",
  "APPROVAL_COUNT_INVALID",
  "APPROVAL_COUNT_TOO_HIGH",
  "USER_GROUP_NOT_FOUND",
  "USER_GROUP_FEATURE_OFF",
  "APPROVER_LIMIT_EXCEEDED",
  "APPROVAL_REJECT_CANCEL_FEATURE_OFF",
  "APPROVAL_REQUEST_NOT_REJECTED",
  "NETWORK_ERROR",
] as const;
export type ActionRefusalCode = (typeof ACTION_REFUSAL_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ACTION_REFUSAL_CODES);

/** The translation key for a refusal code (documentWorkflow.refusals.<code>, or .other). */
export function refusalKey(
  code: string | null | undefined,
): `documentWorkflow.refusals.${ActionRefusalCode | "other"}` {
  return code && KNOWN.has(code)
    ? `documentWorkflow.refusals.${code as ActionRefusalCode}`
    : "documentWorkflow.refusals.other";
}

/** A failed mutation's code and the input it is about (the server's `extensions.field`). */
export function refusalOf(error: unknown): { code: string; field: string | null } {
  if (!isGraphQLRequestError(error)) return { code: "UNKNOWN", field: null };
  const field = error.errors[0]?.extensions?.field;
  return { code: error.code ?? "UNKNOWN", field: typeof field === "string" ? field : null };
}
