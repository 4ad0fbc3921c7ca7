import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { RuleReactionDetailPageQuery } from "../../../__generated__/RuleReactionDetailPageQuery.graphql.ts";
import type { RuleReaction } from "../../../lib/rules/index.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { RuleReactionForm } from "../components/RuleReactionForm.tsx";
import { RulesFeatureOff, RulesForbidden, RulesNotFound } from "../components/RulesMessages.tsx";
import { useRuleOptions } from "../components/useRuleOptions.ts";
import { ruleReactionFormValuesOf, ruleReactionInputOf } from "../lib/ruleFormValues.ts";
import { rulePaths } from "../lib/rulePaths.ts";
import { useUpdateRuleReactionMutation } from "../mutations/useUpdateRuleReactionMutation.ts";

const K = "settingsRules";

export const ruleReactionDetailPageQuery = graphql`
  query RuleReactionDetailPageQuery($clientCompanyRowId: UUID!, $ruleReactionRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      featureFlags {
        rules
      }
      ...RuleOptions_clientCompany
    }
    ruleReaction(rowId: $ruleReactionRowId) {
      id
      rowId
      clientCompanyRowId
      name
      description
      kind
      hasToken
      approverUserRowId
      blankApproverType
      blankApproverCount
      userGroupRowId
      controllerUserFromDocumentPartnerCompany
      macro
      clientCompanyTagRowId
      changeWorkflowStepRowId
      changeCurrency
      currency
      changePaymentStatus
      paymentStatus
      changeDueDateFromInvoiceDateInDays
      dueDateFromInvoiceDateInDays
      changeDiscountUntilFromInvoiceDateInDays
      discountUntilFromInvoiceDateInDays
      changeDiscountPercent
      discountPercent
      changeIban
      iban
      changeBic
      bic
      userRowId
      destination
      receiverUserRowId
      receiverEmail
      receiverUrl
      note
    }
  }
`;

export interface RuleReactionDetailPageProps {
  queryRef: PreloadedQuery<RuleReactionDetailPageQuery>;
}

/** Settings → rules → one reaction, edited. */
export function RuleReactionDetailPage({ queryRef }: RuleReactionDetailPageProps) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<RuleReactionDetailPageQuery>(ruleReactionDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const reaction = data.ruleReaction;
  usePageTitle(reaction?.name ?? t(`${K}.reactions.title`));
  if (!company?.currentUserHasAdminAccess) return <RulesForbidden />;
  if (!company.featureFlags?.rules) return <RulesFeatureOff />;
  const paths = rulePaths(company.rowId);
  if (!reaction || reaction.clientCompanyRowId !== company.rowId)
    return <RulesNotFound backHref={paths.list("reactions")} />;
  return <EditReaction company={company} reaction={reaction} />;
}

type Reaction = NonNullable<RuleReactionDetailPageQuery["response"]["ruleReaction"]>;

function EditReaction({
  company,
  reaction,
}: {
  company: { rowId: string } & Parameters<typeof useRuleOptions>[0];
  reaction: Reaction;
}) {
  const { t } = useTranslation();
  const options = useRuleOptions(company);
  const [commit] = useUpdateRuleReactionMutation();
  const paths = rulePaths(company.rowId);
  const defaultValues = useMemo(
    () => ruleReactionFormValuesOf(reaction as unknown as Record<string, unknown>),
    [reaction],
  );
  const save = async (values: RuleReaction) => {
    const response = await commitAsPromise(commit, {
      input: { ruleReactionRowId: reaction.rowId, reaction: ruleReactionInputOf(values) },
    });
    changedRow(response.updateRuleReaction?.result);
    notifications.show({ color: "teal", message: t(`${K}.form.saved`) });
  };
  return (
    <SettingsPageFrame
      title={reaction.name}
      description={reaction.description ?? t(`${K}.reactionKinds.${reaction.kind}` as never)}
      back={{ href: paths.list("reactions"), label: t(`${K}.reactions.backToList`) }}
    >
      <RuleReactionForm
        key={reaction.rowId}
        defaultValues={defaultValues}
        options={options}
        save={save}
        submitLabel={t(`${K}.form.save`)}
        cancelHref={paths.list("reactions")}
        hasToken={reaction.hasToken}
      />
    </SettingsPageFrame>
  );
}
