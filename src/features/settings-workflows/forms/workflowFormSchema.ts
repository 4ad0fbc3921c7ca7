import { z } from "zod";

/** The database's limits (app_public.save_document_workflow). */
export const WORKFLOW_NAME_MAX = 200;
export const WORKFLOW_STEPS_MAX = 50;
export const RESPONSIBLE_MAX = 100;

const K = "settingsWorkflows.validation";

/** The step flags the form offers as checkboxes, in their order. */
export const STEP_FLAGS = [
  "protected",
  "preventDocumentEdit",
  "preventInvoicePay",
  "reviewDetailsMandatory",
  "generalLedgerAccountMandatory",
  "costCenterMandatory",
  "costUnitMandatory",
] as const;
export type StepFlag = (typeof STEP_FLAGS)[number];

const stepSchema = z.object({
  /** Stable while the step is moved around; removals name their target by it. */
  key: z.string(),
  /** The stored step, or null for a new one. */
  rowId: z.string().nullable(),
  name: z.string().trim().min(1, `${K}.stepNameRequired`).max(WORKFLOW_NAME_MAX, `${K}.stepNameTooLong`),
  protected: z.boolean(),
  preventDocumentEdit: z.boolean(),
  preventInvoicePay: z.boolean(),
  reviewDetailsMandatory: z.boolean(),
  generalLedgerAccountMandatory: z.boolean(),
  costCenterMandatory: z.boolean(),
  costUnitMandatory: z.boolean(),
  responsibleUserRowIds: z.array(z.string()).max(RESPONSIBLE_MAX, `${K}.tooManyResponsible`),
  responsibleUserGroupRowIds: z.array(z.string()).max(RESPONSIBLE_MAX, `${K}.tooManyResponsible`),
  /** Documents standing in the step now (0 for a new one). */
  documentCount: z.number(),
});

const removedSchema = z.object({
  rowId: z.string(),
  name: z.string(),
  documentCount: z.number(),
  /** The key of the step its documents move to (null: it holds none). */
  targetKey: z.string().nullable(),
});

/** A workflow (spec part 2: DocumentWorkflow and steps): messages are translation keys. */
export const workflowFormSchema = z
  .object({
    name: z.string().trim().min(1, `${K}.nameRequired`).max(WORKFLOW_NAME_MAX, `${K}.nameTooLong`),
    isAutomatic: z.boolean(),
    steps: z.array(stepSchema).min(1, `${K}.stepsRequired`).max(WORKFLOW_STEPS_MAX, `${K}.tooManySteps`),
    removed: z.array(removedSchema),
  })
  .superRefine((values, ctx) => {
    const seen = new Set<string>();
    values.steps.forEach((step, index) => {
      const name = step.name.trim().toLowerCase();
      if (name && seen.has(name))
        ctx.addIssue({ code: "custom", path: ["steps", index, "name"], message: `${K}.stepNameTaken` });
      seen.add(name);
    });
    const keys = new Set(values.steps.map((s) => s.key));
    values.removed.forEach((removed, index) => {
      if (removed.documentCount > 0 && !(removed.targetKey && keys.has(removed.targetKey)))
        ctx.addIssue({ code: "custom", path: ["removed", index, "targetKey"], message: `${K}.moveTargetRequired` });
    });
  });

export type WorkflowFormValues = z.infer<typeof workflowFormSchema>;
export type WorkflowStepValues = WorkflowFormValues["steps"][number];

let nextKey = 0;
/** A key no other step of this page has. */
export const newStepKey = () => `new-${++nextKey}`;

export function emptyStep(name = ""): WorkflowStepValues {
  return {
    key: newStepKey(),
    rowId: null,
    name,
    protected: false,
    preventDocumentEdit: false,
    preventInvoicePay: false,
    reviewDetailsMandatory: false,
    generalLedgerAccountMandatory: false,
    costCenterMandatory: false,
    costUnitMandatory: false,
    responsibleUserRowIds: [],
    responsibleUserGroupRowIds: [],
    documentCount: 0,
  };
}

export const emptyWorkflow = (): WorkflowFormValues => ({
  name: "",
  isAutomatic: false,
  steps: [emptyStep()],
  removed: [],
});

interface StoredStep {
  readonly rowId: string;
  readonly name: string;
  readonly protected: boolean;
  readonly preventDocumentEdit: boolean;
  readonly preventInvoicePay: boolean;
  readonly reviewDetailsMandatory: boolean;
  readonly generalLedgerAccountMandatory: boolean;
  readonly costCenterMandatory: boolean;
  readonly costUnitMandatory: boolean;
  readonly documentCount: number;
  readonly responsibleUsers: { readonly nodes: readonly { readonly userRowId: string }[] };
  readonly responsibleUserGroups: { readonly nodes: readonly { readonly userGroupRowId: string }[] };
}

/** The form's values for a stored workflow. */
export function workflowFormValuesOf(workflow: {
  name: string;
  isAutomatic: boolean;
  sortedSteps: readonly StoredStep[];
}): WorkflowFormValues {
  return {
    name: workflow.name,
    isAutomatic: workflow.isAutomatic,
    steps: workflow.sortedSteps.map((s) => ({
      key: s.rowId,
      rowId: s.rowId,
      name: s.name,
      protected: s.protected,
      preventDocumentEdit: s.preventDocumentEdit,
      preventInvoicePay: s.preventInvoicePay,
      reviewDetailsMandatory: s.reviewDetailsMandatory,
      generalLedgerAccountMandatory: s.generalLedgerAccountMandatory,
      costCenterMandatory: s.costCenterMandatory,
      costUnitMandatory: s.costUnitMandatory,
      responsibleUserRowIds: s.responsibleUsers.nodes.map((n) => n.userRowId),
      responsibleUserGroupRowIds: s.responsibleUserGroups.nodes.map((n) => n.userGroupRowId),
      documentCount: s.documentCount,
    })),
    removed: [],
  };
}

/** The input of saveDocumentWorkflow: steps in their order, removed steps with documents
 * pointing at their target by its place in the list. */
export function toSaveWorkflowInput(values: WorkflowFormValues) {
  const indexOf = new Map(values.steps.map((s, i) => [s.key, i]));
  return {
    name: values.name.trim(),
    isAutomatic: values.isAutomatic,
    steps: values.steps.map((s) => ({
      rowId: s.rowId,
      name: s.name.trim(),
      protected: s.protected,
      preventDocumentEdit: s.preventDocumentEdit,
      preventInvoicePay: s.preventInvoicePay,
      reviewDetailsMandatory: s.reviewDetailsMandatory,
      generalLedgerAccountMandatory: s.generalLedgerAccountMandatory,
      costCenterMandatory: s.costCenterMandatory,
      costUnitMandatory: s.costUnitMandatory,
      responsibleUserRowIds: [...new Set(s.responsibleUserRowIds)],
      responsibleUserGroupRowIds: [...new Set(s.responsibleUserGroupRowIds)],
    })),
    removedSteps: values.removed
      .filter((r) => r.targetKey !== null && indexOf.has(r.targetKey))
      .map((r) => ({ stepRowId: r.rowId, targetStepIndex: indexOf.get(r.targetKey!)! })),
  };
}
