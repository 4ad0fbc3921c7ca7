import { Badge, Group, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { RuleInteractionDetailPageQuery } from "../../../__generated__/RuleInteractionDetailPageQuery.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import type { RuleActionReaction } from "../../../lib/rules/index.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { RuleInteractionForm } from "../components/RuleInteractionForm.tsx";
import { RulesFeatureOff, RulesForbidden, RulesNotFound } from "../components/RulesMessages.tsx";
import { rulePaths } from "../lib/rulePaths.ts";
import { useUpdateRuleActionReactionMutation } from "../mutations/useUpdateRuleActionReactionMutation.ts";

const K = "settingsRules";
const STATE_COLOR: Record<string, string> = { SUCCESS: "teal", ERRORED: "red", PENDING: "gray", NO_MATCH: "blue" };

export const ruleInteractionDetailPageQuery = graphql`
  query RuleInteractionDetailPageQuery($clientCompanyRowId: UUID!, $ruleActionReactionRowId: UUID!) @preloadable {
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
    ruleActionReaction(rowId: $ruleActionReactionRowId) {
      id
      rowId
      clientCompanyRowId
      ruleActionRowId
      ruleReactionRowId
      trigger
      disabled
      sortIndex
      action {
        name
      }
      reaction {
        name
      }
      lastRuns(first: 10) {
        nodes {
          id
          state
          trigger
          depth
          message
          createdAt
          document {
            rowId
            title
          }
        }
      }
    }
  }
`;

export interface RuleInteractionDetailPageProps {
  queryRef: PreloadedQuery<RuleInteractionDetailPageQuery>;
}

/** Settings → rules → one interaction: edited, with its last runs. */
export function RuleInteractionDetailPage({ queryRef }: RuleInteractionDetailPageProps) {
  const { t, i18n } = useTranslation();
  const data = usePreloadedQuery<RuleInteractionDetailPageQuery>(ruleInteractionDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const rule = data.ruleActionReaction;
  const title = rule ? `${rule.action?.name ?? "?"} → ${rule.reaction?.name ?? "?"}` : t(`${K}.interactions.title`);
  usePageTitle(title);
  const [commit] = useUpdateRuleActionReactionMutation();
  if (!company?.currentUserHasAdminAccess) return <RulesForbidden />;
  if (!company.featureFlags?.rules) return <RulesFeatureOff />;
  const paths = rulePaths(company.rowId);
  if (!rule || rule.clientCompanyRowId !== company.rowId)
    return <RulesNotFound backHref={paths.list("interactions")} />;
  const save = async (values: RuleActionReaction) => {
    const response = await commitAsPromise(commit, {
      input: { ruleActionReactionRowId: rule.rowId, ...values, sortIndex: values.sortIndex ?? null },
    });
    changedRow(response.updateRuleActionReaction?.result);
    notifications.show({ color: "teal", message: t(`${K}.form.saved`) });
  };
  const runs = rule.lastRuns.nodes;
  return (
    <SettingsPageFrame
      title={title}
      description={t(`${K}.triggers.${rule.trigger}` as never)}
      back={{ href: paths.list("interactions"), label: t(`${K}.interactions.backToList`) }}
    >
      <RuleInteractionForm
        key={rule.rowId}
        defaultValues={{
          ruleActionRowId: rule.ruleActionRowId,
          ruleReactionRowId: rule.ruleReactionRowId,
          trigger: rule.trigger,
          disabled: rule.disabled,
          sortIndex: rule.sortIndex,
        }}
        actions={company.ruleActionsList.nodes.map((a) => ({ value: a.rowId, label: a.name }))}
        reactions={company.ruleReactionsList.nodes.map((r) => ({ value: r.rowId, label: r.name }))}
        save={save}
        submitLabel={t(`${K}.form.save`)}
        cancelHref={paths.list("interactions")}
      />
      <FormSection title={t(`${K}.interactions.runs`)}>
        {runs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`${K}.interactions.noRuns`)}
          </Text>
        ) : (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`${K}.columns.runAt`)}</Table.Th>
                <Table.Th>{t(`${K}.columns.state`)}</Table.Th>
                <Table.Th>{t(`${K}.columns.document`)}</Table.Th>
                <Table.Th>{t(`${K}.columns.message`)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.map((run) => (
                <Table.Tr key={run.id}>
                  <Table.Td>{formatDateTime(run.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge size="sm" variant="light" color={STATE_COLOR[run.state] ?? "gray"}>
                        {t(`${K}.runStates.${run.state}` as never)}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {run.document ? (
                      <a href={`/documents/${run.document.rowId}`}>
                        {run.document.title ?? run.document.rowId.slice(0, 8)}
                      </a>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{run.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </FormSection>
    </SettingsPageFrame>
  );
}
