import { z } from "zod";
import { compareDecimals, fractionDigits, integerDigits, isDecimal, normalizeDecimal } from "../decimal.ts";

// The answers of the workflow-and-approvals wizard (spec part 2, "WizardWorkflowAndApproval":
// rowId, name, payload). The SPA's form and the database check the same rules: the database's
// app_hidden.wizard_workflow_and_approval_payload_valid(jsonb) mirrors `wizardPayloadSchema`,
// and the apply function checks that the named people, groups, categories and partners belong
// to the company. Messages are translation keys.

const V = "settingsWizards.validation";

export const WIZARD_PAYLOAD_VERSION = 1;
export const WIZARD_NAME_MAX = 200;
export const WIZARD_STEP_NAME_MAX = 100;
/** At most this many categories, partners and pairs of both narrow one wizard's rules (a rule
 * action per pair). */
export const WIZARD_FILTER_MAX = 50;
/** numeric(15, 2): at most 13 digits before the decimal point. */
const AMOUNT_INTEGER_DIGITS = 13;

export const WIZARD_APPROVER_TYPES = ["USER", "USER_GROUP"] as const;
export type WizardApproverType = (typeof WIZARD_APPROVER_TYPES)[number];
export const WIZARD_AMOUNT_BASES = ["NET", "GROSS"] as const;
export type WizardAmountBasis = (typeof WIZARD_AMOUNT_BASES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uuid = z.string().regex(UUID, `${V}.reference`);

/** An amount as canonical decimal text ("1000.00"): above zero, two decimals, numeric(15, 2). */
export function isValidWizardAmount(value: string): boolean {
  const text = value.trim();
  if (!/^\d+(\.\d+)?$/.test(text) || !isDecimal(text)) return false;
  const normalized = normalizeDecimal(text) ?? text;
  return (
    compareDecimals(normalized, "0") > 0 &&
    fractionDigits(normalized) <= 2 &&
    integerDigits(normalized) <= AMOUNT_INTEGER_DIGITS
  );
}

const stepName = z.string().trim().min(1, `${V}.stepNameRequired`).max(WIZARD_STEP_NAME_MAX, `${V}.stepNameTooLong`);

/** The questions' answers, as the form holds them (without the version). */
const answersShape = {
  approverType: z.enum(WIZARD_APPROVER_TYPES, { message: `${V}.approverType` }),
  approverUserRowId: uuid.nullable(),
  approverUserGroupRowId: uuid.nullable(),
  amount: z.string().trim().refine(isValidWizardAmount, `${V}.amount`),
  amountBasis: z.enum(WIZARD_AMOUNT_BASES, { message: `${V}.amountBasis` }),
  documentCategoryRowIds: z.array(uuid).max(WIZARD_FILTER_MAX, `${V}.tooMany`),
  partnerCompanyRowIds: z.array(uuid).max(WIZARD_FILTER_MAX, `${V}.tooMany`),
  hasReviewStep: z.boolean(),
  reviewStepName: stepName,
  reviewerUserRowId: uuid.nullable(),
  approvalStepName: stepName,
  finalStepName: stepName,
  moveToFinalStepAfterApproval: z.boolean(),
};

type Answers = z.output<z.ZodObject<typeof answersShape>>;

/** The rules between answers: the approver the type names is given; the step names differ. */
function checkAnswers(answers: Answers, context: z.RefinementCtx) {
  if (answers.approverType === "USER" && !answers.approverUserRowId)
    context.addIssue({ code: "custom", path: ["approverUserRowId"], message: `${V}.approverRequired` });
  if (answers.approverType === "USER_GROUP" && !answers.approverUserGroupRowId)
    context.addIssue({ code: "custom", path: ["approverUserGroupRowId"], message: `${V}.approverGroupRequired` });
  if (
    Math.max(answers.documentCategoryRowIds.length, 1) * Math.max(answers.partnerCompanyRowIds.length, 1) >
    WIZARD_FILTER_MAX
  )
    context.addIssue({ code: "custom", path: ["partnerCompanyRowIds"], message: `${V}.tooManyCombinations` });
  const approval = answers.approvalStepName.trim().toLowerCase();
  if (answers.finalStepName.trim().toLowerCase() === approval)
    context.addIssue({ code: "custom", path: ["finalStepName"], message: `${V}.stepNamesDistinct` });
  const review = answers.reviewStepName.trim().toLowerCase();
  if (answers.hasReviewStep && (review === approval || review === answers.finalStepName.trim().toLowerCase()))
    context.addIssue({ code: "custom", path: ["reviewStepName"], message: `${V}.stepNamesDistinct` });
}

/** The stored answers (version 1). */
export const wizardPayloadSchema = z
  .object({ version: z.literal(WIZARD_PAYLOAD_VERSION), ...answersShape })
  .strict()
  .superRefine(checkAnswers);
export type WizardPayload = z.output<typeof wizardPayloadSchema>;

/** The wizard's form: the name (the workflow's) beside the answers. */
export const wizardFormSchema = z
  .object({
    name: z.string().trim().min(1, `${V}.nameRequired`).max(WIZARD_NAME_MAX, `${V}.nameTooLong`),
    ...answersShape,
  })
  .superRefine(checkAnswers);
export type WizardFormValues = z.input<typeof wizardFormSchema>;
export type WizardFormOutput = z.output<typeof wizardFormSchema>;

/** The form's values as the mutations take them. */
export function toWizardInput(values: WizardFormOutput): { name: string; payload: WizardPayload } {
  const { name, ...answers } = values;
  return {
    name,
    payload: {
      version: WIZARD_PAYLOAD_VERSION,
      ...answers,
      approverUserRowId: answers.approverType === "USER" ? answers.approverUserRowId : null,
      approverUserGroupRowId: answers.approverType === "USER_GROUP" ? answers.approverUserGroupRowId : null,
      reviewerUserRowId: answers.hasReviewStep ? answers.reviewerUserRowId : null,
      amount: normalizeDecimal(answers.amount, 2) ?? answers.amount,
    },
  };
}

/** A saved wizard as the form shows it. */
export function wizardFormValuesOf(name: string, payload: WizardPayload): WizardFormValues {
  const { version: _version, ...answers } = payload;
  return { name, ...answers };
}

/** The answers a new wizard starts with (German step names, as a small company says them). */
export function defaultWizardPayload(language: string | undefined): WizardPayload {
  const english = language?.startsWith("en") ?? false;
  return {
    version: WIZARD_PAYLOAD_VERSION,
    approverType: "USER",
    approverUserRowId: null,
    approverUserGroupRowId: null,
    amount: "1000.00",
    amountBasis: "GROSS",
    documentCategoryRowIds: [],
    partnerCompanyRowIds: [],
    hasReviewStep: false,
    reviewStepName: english ? "Factual check" : "Sachliche Prüfung",
    reviewerUserRowId: null,
    approvalStepName: english ? "Approval" : "Freigabe",
    finalStepName: english ? "Payment/Accounting" : "Zahlung/Buchhaltung",
    moveToFinalStepAfterApproval: true,
  };
}

/** Stored answers of an older or damaged row read leniently: what parses, else the defaults. */
export function wizardPayloadOf(value: unknown, language: string | undefined): WizardPayload {
  const parsed = wizardPayloadSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const defaults = defaultWizardPayload(language);
  if (typeof value !== "object" || value === null) return defaults;
  const merged = { ...defaults, ...(value as Record<string, unknown>), version: WIZARD_PAYLOAD_VERSION };
  const again = wizardPayloadSchema.safeParse(merged);
  return again.success ? again.data : defaults;
}

/** The steps the wizard's workflow gets, in order. */
export function wizardStepNames(payload: WizardPayload): string[] {
  return [
    ...(payload.hasReviewStep ? [payload.reviewStepName.trim()] : []),
    payload.approvalStepName.trim(),
    payload.finalStepName.trim(),
  ];
}
