import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { RuleInteractionCreatePageQuery } from "../../../__generated__/RuleInteractionCreatePageQuery.graphql.ts";
import type { RuleActionReaction } from "../../../lib/rules/index.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { RuleInteractionForm } from "../components/RuleInteractionForm.tsx";
import { RulesFeatureOff, RulesForbidden } from "../components/RulesMessages.tsx";
import { rulePaths } from "../lib/rulePaths.ts";
import { useCreateRuleActionReactionMutation } from "../mutations/useCreateRuleActionReactionMutation.ts";

const K = "settingsRules";

export const ruleInteractionCreatePageQuery = graphql`
  query RuleInteractionCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      featureFlags {
        rules
      }
      ruleActionsList(first: 500) {
        nodes {
          rowId
          name
        }
      }
      ruleReactionsList(first: 500) {
        nodes {
          rowId
          name
        }
      }
    }
  }
`;

export interface RuleInteractionCreatePageProps {
  queryRef: PreloadedQuery<RuleInteractionCreatePageQuery>;
}

/** Settings → rules → interactions → create: when, if, then. */
export function RuleInteractionCreatePage({ queryRef }: RuleInteractionCreatePageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.interactions.createTitle`));
  const router = useRouter();
  const data = usePreloadedQuery<RuleInteractionCreatePageQuery>(ruleInteractionCreatePageQuery, queryRef);
  const company = data.clientCompany;
  const [commit] = useCreateRuleActionReactionMutation();
  if (!company?.currentUserHasAdminAccess) return <RulesForbidden />;
  if (!company.featureFlags?.rules) return <RulesFeatureOff />;
  const paths = rulePaths(company.rowId);
  const save = async (rule: RuleActionReaction) => {
    const response = await commitAsPromise(commit, {
      input: { clientCompanyRowId: company.rowId, ...rule, sortIndex: rule.sortIndex ?? null },
    });
    const created = changedRow(response.createRuleActionReaction?.result);
    notifications.show({ color: "teal", message: t(`${K}.interactions.created`) });
    await router.navigate({ href: paths.detail("interactions", created.rowId) });
  };
  return (
    <SettingsPageFrame
      title={t(`${K}.interactions.createTitle`)}
      description={t(`${K}.lead`)}
      back={{ href: paths.list("interactions"), label: t(`${K}.interactions.backToList`) }}
    >
      <RuleInteractionForm
        defaultValues={{
          ruleActionRowId: null,
          ruleReactionRowId: null,
          trigger: "DOCUMENT_IMPORTED",
          disabled: false,
          sortIndex: null,
        }}
        actions={company.ruleActionsList.nodes.map((a) => ({ value: a.rowId, label: a.name }))}
        reactions={company.ruleReactionsList.nodes.map((r) => ({ value: r.rowId, label: r.name }))}
        save={save}
        submitLabel={t(`${K}.form.create`)}
        cancelHref={paths.list("interactions")}
        isNew
      />
    </SettingsPageFrame>
  );
}
