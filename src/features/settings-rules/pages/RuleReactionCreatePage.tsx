import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { RuleReactionCreatePageQuery } from "../../../__generated__/RuleReactionCreatePageQuery.graphql.ts";
import type { RuleReaction } from "../../../lib/rules/index.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { RuleReactionForm } from "../components/RuleReactionForm.tsx";
import { RulesFeatureOff, RulesForbidden } from "../components/RulesMessages.tsx";
import { useRuleOptions } from "../components/useRuleOptions.ts";
import { emptyRuleReactionFormValues, ruleReactionInputOf } from "../lib/ruleFormValues.ts";
import { rulePaths } from "../lib/rulePaths.ts";
import { useCreateRuleReactionMutation } from "../mutations/useCreateRuleReactionMutation.ts";

const K = "settingsRules";

export const ruleReactionCreatePageQuery = graphql`
  query RuleReactionCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      featureFlags {
        rules
      }
      ...RuleOptions_clientCompany
    }
  }
`;

export interface RuleReactionCreatePageProps {
  queryRef: PreloadedQuery<RuleReactionCreatePageQuery>;
}

/** Settings → rules → reactions → create. */
export function RuleReactionCreatePage({ queryRef }: RuleReactionCreatePageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.reactions.createTitle`));
  const data = usePreloadedQuery<RuleReactionCreatePageQuery>(ruleReactionCreatePageQuery, queryRef);
  const company = data.clientCompany;
  if (!company?.currentUserHasAdminAccess) return <RulesForbidden />;
  if (!company.featureFlags?.rules) return <RulesFeatureOff />;
  return <CreateReaction company={company} />;
}

function CreateReaction({ company }: { company: { rowId: string } & Parameters<typeof useRuleOptions>[0] }) {
  const { t } = useTranslation();
  const router = useRouter();
  const options = useRuleOptions(company);
  const [commit] = useCreateRuleReactionMutation();
  const paths = rulePaths(company.rowId);
  const save = async (reaction: RuleReaction) => {
    const response = await commitAsPromise(commit, {
      input: { clientCompanyRowId: company.rowId, reaction: ruleReactionInputOf(reaction) },
    });
    const created = changedRow(response.createRuleReaction?.result);
    notifications.show({ color: "teal", message: t(`${K}.created`, { name: created.name }) });
    await router.navigate({ href: paths.detail("reactions", created.rowId) });
  };
  return (
    <SettingsPageFrame
      title={t(`${K}.reactions.createTitle`)}
      description={t(`${K}.reactions.lead`)}
      back={{ href: paths.list("reactions"), label: t(`${K}.reactions.backToList`) }}
    >
      <RuleReactionForm
        defaultValues={emptyRuleReactionFormValues()}
        options={options}
        save={save}
        submitLabel={t(`${K}.form.create`)}
        cancelHref={paths.list("reactions")}
        isNew
      />
    </SettingsPageFrame>
  );
}
