import type { TFunction } from "i18next";
import { formatMoney } from "../../../lib/format.ts";
import { normalizeDecimal } from "../../../lib/decimal.ts";
import type { WizardFormValues } from "../../../lib/wizards/workflowAndApprovalWizard.ts";

// The wizard's answers as the sentences a person checks before saving ("Rechnungen über
// 1.000,00 € (brutto) gibt Anna Schmidt frei.").

const K = "settingsWizards";

/** Row id → name of what the answers name. */
export interface WizardNames {
  users: ReadonlyMap<string, string>;
  groups: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, string>;
  partners: ReadonlyMap<string, string>;
}

type Answers = Omit<WizardFormValues, "name">;

const tr = (t: TFunction, key: string, values?: Record<string, unknown>) =>
  (t as unknown as (key: string, values?: Record<string, unknown>) => string)(key, values);

/** The approver's name (a person or a group) for the list and the summary. */
export function approverNameOf(answers: Answers, names: WizardNames, t: TFunction): string {
  if (answers.approverType === "USER_GROUP")
    return names.groups.get(answers.approverUserGroupRowId ?? "") ?? tr(t, `${K}.unknownGroup`);
  return names.users.get(answers.approverUserRowId ?? "") ?? tr(t, `${K}.unknownPerson`);
}

/** The threshold as money in the language ("1.000,00 €"). */
export function wizardAmountText(amount: string, language: string): string {
  return formatMoney(normalizeDecimal(amount.trim(), 2) ?? amount, "EUR", language);
}

/** The step names in the workflow's order. */
export function wizardStepsOf(answers: Answers): string[] {
  return [
    ...(answers.hasReviewStep ? [answers.reviewStepName.trim()] : []),
    answers.approvalStepName.trim(),
    answers.finalStepName.trim(),
  ];
}

export function wizardSummaryLines(answers: Answers, names: WizardNames, t: TFunction, language: string): string[] {
  const lines: string[] = [];
  const amount = wizardAmountText(answers.amount, language);
  const basis = tr(t, `${K}.basis.${answers.amountBasis}`);
  const approver = approverNameOf(answers, names, t);
  lines.push(
    tr(t, `${K}.summary.${answers.approverType === "USER_GROUP" ? "ruleGroup" : "rule"}`, { amount, basis, approver }),
  );
  const listed = (ids: readonly string[], map: ReadonlyMap<string, string>) =>
    ids.map((id) => map.get(id) ?? "?").join(", ");
  if (answers.documentCategoryRowIds.length > 0)
    lines.push(tr(t, `${K}.summary.categories`, { names: listed(answers.documentCategoryRowIds, names.categories) }));
  if (answers.partnerCompanyRowIds.length > 0)
    lines.push(tr(t, `${K}.summary.partners`, { names: listed(answers.partnerCompanyRowIds, names.partners) }));
  if (answers.hasReviewStep) {
    const reviewer = answers.reviewerUserRowId ? names.users.get(answers.reviewerUserRowId) : undefined;
    lines.push(
      reviewer
        ? tr(t, `${K}.summary.review`, { reviewer, step: answers.reviewStepName.trim() })
        : tr(t, `${K}.summary.reviewAnyone`, { step: answers.reviewStepName.trim() }),
    );
  }
  lines.push(
    answers.moveToFinalStepAfterApproval
      ? tr(t, `${K}.summary.afterApproval`, { step: answers.finalStepName.trim() })
      : tr(t, `${K}.summary.noMove`, { step: answers.approvalStepName.trim() }),
  );
  return lines;
}
