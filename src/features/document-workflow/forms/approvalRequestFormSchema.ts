import { z } from "zod";

/** At most this many characters in a request's or a decision's message (the database's limit). */
export const APPROVAL_MESSAGE_MAX = 2000;

/** Messages are translation keys under documentWorkflow.validation. */
export type ApprovalValidationKey =
  "approverRequired" | "userGroupRequired" | "countInvalid" | "messageTooLong" | "rejectionMessageRequired";

const key = (message: ApprovalValidationKey) => ({ message });

/** Whom a request asks: one colleague, any member of a user group, or anyone who may approve
 * (spec part 2 "Approval request": approver, userGroup, blankApproverType). */
export const APPROVAL_ADDRESSEES = ["USER", "USER_GROUP", "ANY_MEMBER"] as const;
export type ApprovalAddressee = (typeof APPROVAL_ADDRESSEES)[number];
/** Group and blank requests need 1 to this many distinct approvals (the database's limit). */
export const APPROVAL_COUNT_MAX = 20;

/** Asking for an approval (requestDocumentApproval): whom, how many approvals for a group or
 * blank request, and an optional message. */
export const approvalRequestFormSchema = z
  .object({
    addressee: z.enum(APPROVAL_ADDRESSEES),
    approverUserRowId: z.string(),
    userGroupRowId: z.string(),
    count: z
      .number(key("countInvalid"))
      .int(key("countInvalid"))
      .min(1, key("countInvalid"))
      .max(APPROVAL_COUNT_MAX, key("countInvalid")),
    message: z.string().trim().max(APPROVAL_MESSAGE_MAX, key("messageTooLong")),
  })
  .superRefine((values, ctx) => {
    if (values.addressee === "USER" && !values.approverUserRowId)
      ctx.addIssue({ code: "custom", path: ["approverUserRowId"], ...key("approverRequired") });
    if (values.addressee === "USER_GROUP" && !values.userGroupRowId)
      ctx.addIssue({ code: "custom", path: ["userGroupRowId"], ...key("userGroupRequired") });
  });
export type ApprovalRequestFormValues = z.input<typeof approvalRequestFormSchema>;
export type ApprovalRequestFormOutput = z.output<typeof approvalRequestFormSchema>;

/** The mutation's input for the form's values: only the fields of the chosen addressee. */
export function approvalRequestInput(documentRowId: string, values: ApprovalRequestFormOutput) {
  return {
    documentRowId,
    approverUserRowId: values.addressee === "USER" ? values.approverUserRowId : null,
    userGroupRowId: values.addressee === "USER_GROUP" ? values.userGroupRowId : null,
    blankApproverType: values.addressee === "ANY_MEMBER" ? "ANY_MEMBER" : null,
    blankApproverCount: values.addressee === "USER" ? null : values.count,
    message: values.message || null,
  };
}

export type ApprovalDecision = "APPROVE" | "REJECT";

/** The approver's decision: a message, required to reject (the requester must learn why). */
export function approvalDecisionFormSchema(decision: ApprovalDecision) {
  const message = z.string().trim().max(APPROVAL_MESSAGE_MAX, key("messageTooLong"));
  return z.object({
    message: decision === "REJECT" ? message.min(1, key("rejectionMessageRequired")) : message,
  });
}
export type ApprovalDecisionFormValues = z.input<ReturnType<typeof approvalDecisionFormSchema>>;
