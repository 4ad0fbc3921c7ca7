import { IconPlus } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { RuleActionsListPageQuery } from "../../../__generated__/RuleActionsListPageQuery.graphql.ts";
import type { RuleActionsListPage_clientCompany$key } from "../../../__generated__/RuleActionsListPage_clientCompany.graphql.ts";
import type { RuleActionsListPaginationQuery } from "../../../__generated__/RuleActionsListPaginationQuery.graphql.ts";
import { formatCount } from "../../../lib/format.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { RulesFeatureOff, RulesForbidden } from "../components/RulesMessages.tsx";
import { RulesTabs } from "../components/RulesTabs.tsx";
import { rulePaths, type SettingsListSearchState } from "../lib/rulePaths.ts";

const K = "settingsRules";

export const ruleActionsListPageQuery = graphql`
  query RuleActionsListPageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      featureFlags {
        rules
      }
      ...RuleActionsListPage_clientCompany @arguments(count: $count, searchText: $searchText)
    }
  }
`;

export interface RuleActionsListPageProps {
  queryRef: PreloadedQuery<RuleActionsListPageQuery>;
  search: SettingsListSearchState;
  count: number;
  onSearchChange: (change: SettingsListSearchState) => void;
}

/** Settings → rules → actions: the "if" parts (conditions), by name. */
export function RuleActionsListPage({ queryRef, search, count, onSearchChange }: RuleActionsListPageProps) {
  const { t, i18n } = useTranslation();
  usePageTitle(t(`${K}.actions.title`));
  const data = usePreloadedQuery<RuleActionsListPageQuery>(ruleActionsListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  const list = usePaginationFragment<RuleActionsListPaginationQuery, RuleActionsListPage_clientCompany$key>(
    graphql`
      fragment RuleActionsListPage_clientCompany on ClientCompany
      @refetchable(queryName: "RuleActionsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        ruleActionsList(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "RuleActionsListPage_ruleActionsList") {
          totalCount
          edges {
            node {
              id
              rowId
              name
              description
              conditionsList {
                id
              }
              actionReactions {
                totalCount
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
  const connection = list.data?.ruleActionsList;
  const rows = connection?.edges.map((edge) => edge.node) ?? [];
  type Row = (typeof rows)[number];
  return (
    <SettingsPageFrame
      title={t(`${K}.title`)}
      description={t(`${K}.lead`)}
      actions={
        <HrefButton href={paths.create("actions")} leftSection={<IconPlus size={18} />}>
          {t(`${K}.actions.create`)}
        </HrefButton>
      }
    >
      <RulesTabs clientCompanyRowId={company.rowId} active="actions" />
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t(`${K}.searchLabel`)}
        searchPlaceholder={t(`${K}.searchPlaceholder`)}
      />
      <PagedTable<Row>
        label={t(`${K}.actions.title`)}
        rows={rows}
        rowKey={(row) => row.id}
        rowHref={(row) => paths.detail("actions", row.rowId)}
        rowTitle={(row) => row.name}
        columns={[
          { key: "name", header: t(`${K}.columns.name`), render: (row) => row.name },
          { key: "description", header: t(`${K}.columns.description`), render: (row) => row.description ?? <Dash /> },
          {
            key: "conditions",
            header: t(`${K}.columns.conditions`),
            align: "right",
            render: (row) => formatCount(row.conditionsList.length, i18n.language),
          },
          {
            key: "rules",
            header: t(`${K}.columns.rules`),
            align: "right",
            render: (row) => formatCount(row.actionReactions.totalCount, i18n.language),
          },
        ]}
        totalCount={connection?.totalCount ?? 0}
        hasNext={list.hasNext}
        isLoadingNext={list.isLoadingNext}
        onLoadMore={() => list.loadNext(count)}
        isFiltered={Boolean(search.searchText)}
        onResetFilter={() => onSearchChange({ searchText: undefined })}
        empty={{ title: t(`${K}.actions.empty.title`), description: t(`${K}.actions.empty.description`) }}
        createHref={paths.create("actions")}
        createLabel={t(`${K}.actions.create`)}
      />
    </SettingsPageFrame>
  );
}
