/** What a workflow step asks before a document moves on from it (spec part 2 §3). */
export type MandatoryCondition = "reviewDetails" | "generalLedgerAccount" | "costCenter" | "costUnit";

export interface StepConditionFlags {
  readonly reviewDetailsMandatory: boolean;
  readonly generalLedgerAccountMandatory: boolean;
  readonly costCenterMandatory: boolean;
  readonly costUnitMandatory: boolean;
}

/** The step's mandatory conditions, in the order the server checks them. */
export function mandatoryConditionsOf(step: StepConditionFlags): MandatoryCondition[] {
  const conditions: MandatoryCondition[] = [];
  if (step.reviewDetailsMandatory) conditions.push("reviewDetails");
  if (step.generalLedgerAccountMandatory) conditions.push("generalLedgerAccount");
  if (step.costCenterMandatory) conditions.push("costCenter");
  if (step.costUnitMandatory) conditions.push("costUnit");
  return conditions;
}
