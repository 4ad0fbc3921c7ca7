import { z } from "zod";

/** At most this many characters in a request's or a decision's message (the database's limit). */
export const APPROVAL_MESSAGE_MAX = 2000;

/** Messages are translation keys under documentWorkflow.validation. */
export type ApprovalValidationKey = "approverRequired" | "messageTooLong" | "rejectionMessageRequired";

const key = (message: ApprovalValidationKey) => ({ message });

/** Asking a colleague to approve (requestDocumentApproval): whom, and an optional message. */
export const approvalRequestFormSchema = z.object({
  approverUserRowId: z.string().min(1, key("approverRequired")),
  message: z.string().trim().max(APPROVAL_MESSAGE_MAX, key("messageTooLong")),
});
export type ApprovalRequestFormValues = z.input<typeof approvalRequestFormSchema>;
export type ApprovalRequestFormOutput = z.output<typeof approvalRequestFormSchema>;

export type ApprovalDecision = "APPROVE" | "REJECT";

/** The approver's decision: a message, required to reject (the requester must learn why). */
export function approvalDecisionFormSchema(decision: ApprovalDecision) {
  const message = z.string().trim().max(APPROVAL_MESSAGE_MAX, key("messageTooLong"));
  return z.object({
    message: decision === "REJECT" ? message.min(1, key("rejectionMessageRequired")) : message,
  });
}
export type ApprovalDecisionFormValues = z.input<ReturnType<typeof approvalDecisionFormSchema>>;
