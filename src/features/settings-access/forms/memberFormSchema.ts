import { z } from "zod";
import { compareDecimals, fractionDigits, integerDigits, isDecimal, normalizeDecimal } from "../../../lib/decimal.ts";
import { MEMBER_ROLES } from "../../../lib/inviteUserSchema.ts";

// The member form: the database's rules (app_public.update_client_company_member): a role of
// app_public.roles, the accounting-tab grant (none, VIEW, EDIT), an approver limit
// numeric(15,2) ≥ 0 (empty: none), the document filter and the sets of accesses. Messages are
// translation keys.

const V = "settingsAccess.validation";
/** numeric(15, 2): at most 13 digits before the decimal point. */
const LIMIT_INTEGER_DIGITS = 13;

export const ACCOUNTING_TAB_CHOICES = ["NONE", "VIEW", "EDIT"] as const;

export function isValidApproverLimit(value: string): boolean {
  const text = value.trim();
  if (text === "") return true;
  if (!/^\d+(\.\d+)?$/.test(text) || !isDecimal(text)) return false;
  const normalized = normalizeDecimal(text) ?? text;
  return (
    compareDecimals(normalized, "0") >= 0 &&
    fractionDigits(normalized) <= 2 &&
    integerDigits(normalized) <= LIMIT_INTEGER_DIGITS
  );
}

export const memberFormSchema = z.object({
  roleName: z.enum(MEMBER_ROLES, { error: `${V}.role` }),
  accountingTab: z.enum(ACCOUNTING_TAB_CHOICES),
  approverLimit: z.string().refine(isValidApproverLimit, `${V}.approverLimit`),
  documentFilterHasWorkflowStep: z.boolean(),
  documentFilterHasApprovalRequest: z.boolean(),
  documentCategoryRowIds: z.array(z.string()),
  documentWorkflowRowIds: z.array(z.string()),
  documentWorkflowStepRowIds: z.array(z.string()),
});
export type MemberFormValues = z.input<typeof memberFormSchema>;

export interface StoredMember {
  roleName: string;
  documentAccountingTabAccess: "VIEW" | "EDIT" | "%future added value" | null | undefined;
  approverLimit: string | null | undefined;
  documentFilterHasWorkflowStep: boolean;
  documentFilterHasApprovalRequest: boolean;
  workflowStepRowIds: readonly string[];
  documentCategoryAccesses: { nodes: readonly { documentCategoryRowId: string }[] };
  documentWorkflowAccesses: { nodes: readonly { documentWorkflowRowId: string }[] };
}

const isRole = (value: string): value is MemberFormValues["roleName"] =>
  (MEMBER_ROLES as readonly string[]).includes(value);

export function memberFormValuesOf(member: StoredMember): MemberFormValues {
  const tab = member.documentAccountingTabAccess;
  return {
    roleName: isRole(member.roleName) ? member.roleName : "VIEWER",
    accountingTab: tab === "VIEW" || tab === "EDIT" ? tab : "NONE",
    approverLimit: member.approverLimit ?? "",
    documentFilterHasWorkflowStep: member.documentFilterHasWorkflowStep,
    documentFilterHasApprovalRequest: member.documentFilterHasApprovalRequest,
    documentCategoryRowIds: member.documentCategoryAccesses.nodes.map((n) => n.documentCategoryRowId).sort(),
    documentWorkflowRowIds: member.documentWorkflowAccesses.nodes.map((n) => n.documentWorkflowRowId).sort(),
    documentWorkflowStepRowIds: [...member.workflowStepRowIds].sort(),
  };
}

/** The mutation's input for the form's values (the sets are replaced as a whole). */
export function toMemberInput(clientCompanyUserRowId: string, values: MemberFormValues) {
  const limit = values.approverLimit.trim();
  return {
    clientCompanyUserRowId,
    roleName: values.roleName,
    documentAccountingTabAccess: values.accountingTab === "NONE" ? null : values.accountingTab,
    approverLimit: limit === "" ? null : (normalizeDecimal(limit) ?? limit),
    documentFilterHasWorkflowStep: values.documentFilterHasWorkflowStep,
    documentFilterHasApprovalRequest: values.documentFilterHasApprovalRequest,
    documentCategoryRowIds: values.documentCategoryRowIds,
    documentWorkflowRowIds: values.documentWorkflowRowIds,
    documentWorkflowStepRowIds: values.documentWorkflowStepRowIds,
  };
}
