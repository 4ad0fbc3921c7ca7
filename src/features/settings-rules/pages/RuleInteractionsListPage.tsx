import { Badge, Checkbox, Group, Switch, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useCallback, useState, useTransition } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { RuleInteractionsListPageQuery } from "../../../__generated__/RuleInteractionsListPageQuery.graphql.ts";
import type { RuleInteractionsListPage_clientCompany$key } from "../../../__generated__/RuleInteractionsListPage_clientCompany.graphql.ts";
import type { RuleInteractionsListPaginationQuery } from "../../../__generated__/RuleInteractionsListPaginationQuery.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { RulesFeatureOff, RulesForbidden } from "../components/RulesMessages.tsx";
import { RulesTabs } from "../components/RulesTabs.tsx";
import { rulePaths, type SettingsListSearchState } from "../lib/rulePaths.ts";
import { useUpdateRuleActionReactionMutation } from "../mutations/useUpdateRuleActionReactionMutation.ts";

const K = "settingsRules";
const STATE_COLOR: Record<string, string> = { SUCCESS: "teal", ERRORED: "red", PENDING: "gray", NO_MATCH: "blue" };

export const ruleInteractionsListPageQuery = graphql`
  query RuleInteractionsListPageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      featureFlags {
        rules
      }
      ...RuleInteractionsListPage_clientCompany @arguments(count: $count, searchText: $searchText)
    }
  }
`;

export interface RuleInteractionsListPageProps {
  queryRef: PreloadedQuery<RuleInteractionsListPageQuery>;
  search: SettingsListSearchState;
  count: number;
  onSearchChange: (change: SettingsListSearchState) => void;
}

/** Settings → rules → interactions: the rules in the order they run, with their last run. */
export function RuleInteractionsListPage({ queryRef, search, count, onSearchChange }: RuleInteractionsListPageProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  usePageTitle(t(`${K}.interactions.title`));
  const data = usePreloadedQuery<RuleInteractionsListPageQuery>(ruleInteractionsListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  const [includeDisabled, setIncludeDisabled] = useState(false);
  const [, startTransition] = useTransition();
  const [commitUpdate] = useUpdateRuleActionReactionMutation();
  const list = usePaginationFragment<RuleInteractionsListPaginationQuery, RuleInteractionsListPage_clientCompany$key>(
    graphql`
      fragment RuleInteractionsListPage_clientCompany on ClientCompany
      @refetchable(queryName: "RuleInteractionsListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int!" }
        cursor: { type: "Cursor" }
        searchText: { type: "String" }
        includeDisabled: { type: "Boolean", defaultValue: false }
      ) {
        ruleActionReactionsList(
          first: $count
          after: $cursor
          searchText: $searchText
          includeDisabled: $includeDisabled
        ) @connection(key: "RuleInteractionsListPage_ruleActionReactionsList") {
          totalCount
          edges {
            node {
              id
              rowId
              sortIndex
              trigger
              disabled
              ruleActionRowId
              ruleReactionRowId
              action {
                name
              }
              reaction {
                name
              }
              lastRuns(first: 1) {
                nodes {
                  state
                  createdAt
                  message
                }
              }
            }
          }
        }
      }
    `,
    company ?? null,
  );
  if (!company?.currentUserHasAdminAccess) return <RulesForbidden />;
  if (!company.featureFlags?.rules) return <RulesFeatureOff />;
  const paths = rulePaths(company.rowId);
  const connection = list.data?.ruleActionReactionsList;
  const rows = connection?.edges.map((edge) => edge.node) ?? [];
  type Row = (typeof rows)[number];

  const showDisabled = (checked: boolean) => {
    setIncludeDisabled(checked);
    startTransition(() => {
      list.refetch({ includeDisabled: checked }, { fetchPolicy: "network-only" });
    });
  };
  const toggle = async (row: Row, enabled: boolean) => {
    try {
      await commitAsPromise(commitUpdate, {
        input: {
          ruleActionReactionRowId: row.rowId,
          ruleActionRowId: row.ruleActionRowId,
          ruleReactionRowId: row.ruleReactionRowId,
          trigger: row.trigger,
          sortIndex: row.sortIndex,
          disabled: !enabled,
        },
      });
      notifications.show({
        color: "teal",
        message: t(enabled ? `${K}.interactions.enabled` : `${K}.interactions.disabled`),
      });
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error) });
    }
  };

  return (
    <SettingsPageFrame
      title={t(`${K}.title`)}
      description={t(`${K}.lead`)}
      actions={
        <HrefButton href={paths.create("interactions")} leftSection={<IconPlus size={18} />}>
          {t(`${K}.interactions.create`)}
        </HrefButton>
      }
    >
      <RulesTabs clientCompanyRowId={company.rowId} active="interactions" />
      <Group justify="space-between" align="flex-end">
        <ListToolbar
          searchText={search.searchText}
          onSearchTextChange={setSearchText}
          searchLabel={t(`${K}.searchLabel`)}
          searchPlaceholder={t(`${K}.searchPlaceholder`)}
        />
        <Checkbox
          label={t(`${K}.interactions.includeDisabled`)}
          checked={includeDisabled}
          onChange={(event) => showDisabled(event.currentTarget.checked)}
          mb="md"
        />
      </Group>
      <PagedTable<Row>
        label={t(`${K}.interactions.title`)}
        rows={rows}
        rowKey={(row) => row.id}
        rowHref={(row) => paths.detail("interactions", row.rowId)}
        rowTitle={(row) => `${row.action?.name ?? "?"} → ${row.reaction?.name ?? "?"}`}
        isMuted={(row) => row.disabled}
        columns={[
          {
            key: "rule",
            header: t(`${K}.columns.rule`),
            render: (row) => `${row.action?.name ?? "?"} → ${row.reaction?.name ?? "?"}`,
          },
          {
            key: "trigger",
            header: t(`${K}.columns.trigger`),
            render: (row) => t(`${K}.triggers.${row.trigger}` as never),
          },
          { key: "sortIndex", header: t(`${K}.columns.sortIndex`), align: "right", render: (row) => row.sortIndex },
          {
            key: "lastRun",
            header: t(`${K}.columns.lastRun`),
            render: (row) => {
              const run = row.lastRuns.nodes[0];
              if (!run) return <Dash />;
              return (
                <Group gap={6} wrap="nowrap" title={run.message ?? undefined}>
                  <Badge size="sm" variant="light" color={STATE_COLOR[run.state] ?? "gray"}>
                    {t(`${K}.runStates.${run.state}` as never)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(run.createdAt, i18n.language)}
                  </Text>
                </Group>
              );
            },
          },
          {
            key: "enabled",
            header: t(`${K}.columns.enabled`),
            render: (row) => (
              <Switch
                aria-label={t(`${K}.interactions.toggle`, { name: row.action?.name ?? "" })}
                checked={!row.disabled}
                onClick={(event) => event.stopPropagation()}
                onChange={(event) => void toggle(row, event.currentTarget.checked)}
              />
            ),
          },
        ]}
        totalCount={connection?.totalCount ?? 0}
        hasNext={list.hasNext}
        isLoadingNext={list.isLoadingNext}
        onLoadMore={() => list.loadNext(count)}
        isFiltered={Boolean(search.searchText)}
        onResetFilter={() => onSearchChange({ searchText: undefined })}
        empty={{ title: t(`${K}.interactions.empty.title`), description: t(`${K}.interactions.empty.description`) }}
        createHref={paths.create("interactions")}
        createLabel={t(`${K}.interactions.create`)}
      />
    </SettingsPageFrame>
  );
}
