import type { RuleAction, RuleReaction } from "../../../lib/rules/index.ts";
import { CONDITION_FIELDS, type ConditionValues, type RuleActionFormValues } from "../components/ConditionsEditor.tsx";
import type { RuleReactionFormValues } from "../components/RuleReactionForm.tsx";

// Between the API's rows and the forms: a saved condition or reaction shows only its kind's
// fields; what the forms give back is the API's input.

type Row = Record<string, unknown>;

const present = (row: Row, names: readonly string[]) =>
  Object.fromEntries(names.filter((name) => row[name] != null).map((name) => [name, row[name]]));

export function ruleActionFormValuesOf(action: {
  name: string;
  description?: string | null | undefined;
  conditionsList: readonly Row[];
}): RuleActionFormValues {
  return {
    name: action.name,
    description: action.description ?? "",
    conditions: action.conditionsList.map((condition) => {
      const kind = condition.kind as ConditionValues["kind"];
      return {
        kind,
        ...present(
          condition,
          CONDITION_FIELDS[kind].map((spec) => spec.name),
        ),
      } as ConditionValues;
    }),
  };
}

export function emptyRuleActionFormValues(): RuleActionFormValues {
  return { name: "", description: "", conditions: [{ kind: "INVOICE", totalComparison: "GREATER_THAN" }] };
}

/** The action as the create and update mutations take it. */
export function ruleActionInputOf(action: RuleAction) {
  return { name: action.name, description: action.description ?? null, conditions: action.conditions };
}

export const REACTION_FIELDS = [
  "approverUserRowId",
  "blankApproverType",
  "blankApproverCount",
  "userGroupRowId",
  "controllerUserFromDocumentPartnerCompany",
  "macro",
  "clientCompanyTagRowId",
  "changeWorkflowStepRowId",
  "changeCurrency",
  "currency",
  "changePaymentStatus",
  "paymentStatus",
  "changeDueDateFromInvoiceDateInDays",
  "dueDateFromInvoiceDateInDays",
  "changeDiscountUntilFromInvoiceDateInDays",
  "discountUntilFromInvoiceDateInDays",
  "changeDiscountPercent",
  "discountPercent",
  "changeIban",
  "iban",
  "changeBic",
  "bic",
  "userRowId",
  "destination",
  "receiverUserRowId",
  "receiverEmail",
  "receiverUrl",
  "note",
] as const;

export function ruleReactionFormValuesOf(reaction: Row): RuleReactionFormValues {
  // Flags that are off say nothing; a kind without them shows none.
  const values = Object.fromEntries(
    Object.entries(present(reaction, REACTION_FIELDS)).filter(([, value]) => value !== false),
  );
  if (typeof values.discountPercent === "string") values.discountPercent = Number(values.discountPercent);
  return {
    name: reaction.name as string,
    description: (reaction.description as string | null | undefined) ?? "",
    kind: reaction.kind as RuleReactionFormValues["kind"],
    ...values,
  } as RuleReactionFormValues;
}

export function emptyRuleReactionFormValues(): RuleReactionFormValues {
  return { name: "", description: "", kind: "APPROVAL_REQUEST" };
}

/** The reaction as the create and update mutations take it (amounts as decimal text). */
export function ruleReactionInputOf(reaction: RuleReaction) {
  const input: Record<string, unknown> = { ...reaction };
  if (typeof input.discountPercent === "number") input.discountPercent = String(input.discountPercent);
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}
