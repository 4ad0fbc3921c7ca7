import { Loader } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { RuleActionDetailPageQuery } from "../../../__generated__/RuleActionDetailPageQuery.graphql.ts";
import type { RuleAction } from "../../../lib/rules/index.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { RuleTestPanel } from "../../rule-test/index.ts";
import { RuleActionForm } from "../components/RuleActionForm.tsx";
import { RulesFeatureOff, RulesForbidden, RulesNotFound } from "../components/RulesMessages.tsx";
import { useRuleOptions } from "../components/useRuleOptions.ts";
import { ruleActionFormValuesOf, ruleActionInputOf } from "../lib/ruleFormValues.ts";
import { rulePaths } from "../lib/rulePaths.ts";
import { useUpdateRuleActionMutation } from "../mutations/useUpdateRuleActionMutation.ts";

const K = "settingsRules";

export const ruleActionDetailPageQuery = graphql`
  query RuleActionDetailPageQuery($clientCompanyRowId: UUID!, $ruleActionRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      featureFlags {
        rules
      }
      ...RuleOptions_clientCompany
    }
    ruleAction(rowId: $ruleActionRowId) {
      id
      rowId
      clientCompanyRowId
      name
      description
      conditionsList {
        id
        kind
        approved
        hasControllerUserOnDocumentPartnerCompany
        paymentStatus
        macro
        macroEquality
        documentType
        documentTypeEquality
        documentCategoryRowId
        documentCategoryRowIdEquality
        clientCompanyTagRowId
        clientCompanyTagRowIdEquality
        documentWorkflowStepRowId
        documentWorkflowStepRowIdEquality
        blankApproverType
        approverUserRowId
        importDate
        importDateComparison
        realEstateObjectRowId
        documentRealEstateObjectInstanceRowIdEquality
        completenessLevel
        completenessLevelEquality
        total
        totalComparison
        invoiceDate
        invoiceDateComparison
        partnerCompanyRowId
        partnerCompanyRowIdEquality
        costCenterRowId
        costCenterRowIdEquality
        costUnitRowId
        costUnitRowIdEquality
      }
    }
  }
`;

export interface RuleActionDetailPageProps {
  queryRef: PreloadedQuery<RuleActionDetailPageQuery>;
}

/** Settings → rules → one action: its conditions, edited. */
export function RuleActionDetailPage({ queryRef }: RuleActionDetailPageProps) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<RuleActionDetailPageQuery>(ruleActionDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const action = data.ruleAction;
  usePageTitle(action?.name ?? t(`${K}.actions.title`));
  if (!company?.currentUserHasAdminAccess) return <RulesForbidden />;
  if (!company.featureFlags?.rules) return <RulesFeatureOff />;
  const paths = rulePaths(company.rowId);
  if (!action || action.clientCompanyRowId !== company.rowId) return <RulesNotFound backHref={paths.list("actions")} />;
  return <EditAction company={company} action={action} />;
}

type Action = NonNullable<RuleActionDetailPageQuery["response"]["ruleAction"]>;

function EditAction({
  company,
  action,
}: {
  company: { rowId: string } & Parameters<typeof useRuleOptions>[0];
  action: Action;
}) {
  const { t } = useTranslation();
  const options = useRuleOptions(company);
  const [commit] = useUpdateRuleActionMutation();
  const paths = rulePaths(company.rowId);
  const defaultValues = useMemo(() => ruleActionFormValuesOf(action), [action]);
  const save = async (values: RuleAction) => {
    const response = await commitAsPromise(commit, {
      input: { ruleActionRowId: action.rowId, ...ruleActionInputOf(values) },
    });
    changedRow(response.updateRuleAction?.result);
    notifications.show({ color: "teal", message: t(`${K}.form.saved`) });
  };
  return (
    <SettingsPageFrame
      title={action.name}
      description={action.description ?? t(`${K}.actions.lead`)}
      back={{ href: paths.list("actions"), label: t(`${K}.actions.backToList`) }}
    >
      <RuleActionForm
        key={action.rowId}
        defaultValues={defaultValues}
        options={options}
        save={save}
        submitLabel={t(`${K}.form.save`)}
        cancelHref={paths.list("actions")}
      />
      <Suspense fallback={<Loader size="sm" aria-label={t(`${K}.loading`)} />}>
        <RuleTestPanel clientCompanyRowId={company.rowId} ruleActionRowId={action.rowId} />
      </Suspense>
    </SettingsPageFrame>
  );
}
