import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { RuleActionCreatePageQuery } from "../../../__generated__/RuleActionCreatePageQuery.graphql.ts";
import type { RuleAction } from "../../../lib/rules/index.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { RuleActionForm } from "../components/RuleActionForm.tsx";
import { RulesFeatureOff, RulesForbidden } from "../components/RulesMessages.tsx";
import { useRuleOptions } from "../components/useRuleOptions.ts";
import { emptyRuleActionFormValues, ruleActionInputOf } from "../lib/ruleFormValues.ts";
import { rulePaths } from "../lib/rulePaths.ts";
import { useCreateRuleActionMutation } from "../mutations/useCreateRuleActionMutation.ts";

const K = "settingsRules";

export const ruleActionCreatePageQuery = graphql`
  query RuleActionCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
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

export interface RuleActionCreatePageProps {
  queryRef: PreloadedQuery<RuleActionCreatePageQuery>;
}

/** Settings → rules → actions → create. */
export function RuleActionCreatePage({ queryRef }: RuleActionCreatePageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.actions.createTitle`));
  const data = usePreloadedQuery<RuleActionCreatePageQuery>(ruleActionCreatePageQuery, queryRef);
  const company = data.clientCompany;
  if (!company?.currentUserHasAdminAccess) return <RulesForbidden />;
  if (!company.featureFlags?.rules) return <RulesFeatureOff />;
  return <CreateAction company={company} />;
}

function CreateAction({ company }: { company: { rowId: string } & Parameters<typeof useRuleOptions>[0] }) {
  const { t } = useTranslation();
  const router = useRouter();
  const options = useRuleOptions(company);
  const [commit] = useCreateRuleActionMutation();
  const paths = rulePaths(company.rowId);
  const save = async (action: RuleAction) => {
    const response = await commitAsPromise(commit, {
      input: { clientCompanyRowId: company.rowId, ...ruleActionInputOf(action) },
    });
    const created = changedRow(response.createRuleAction?.result);
    notifications.show({ color: "teal", message: t(`${K}.created`, { name: created.name }) });
    await router.navigate({ href: paths.detail("actions", created.rowId) });
  };
  return (
    <SettingsPageFrame
      title={t(`${K}.actions.createTitle`)}
      description={t(`${K}.actions.lead`)}
      back={{ href: paths.list("actions"), label: t(`${K}.actions.backToList`) }}
    >
      <RuleActionForm
        defaultValues={emptyRuleActionFormValues()}
        options={options}
        save={save}
        submitLabel={t(`${K}.form.create`)}
        cancelHref={paths.list("actions")}
        isNew
      />
    </SettingsPageFrame>
  );
}
