import { IconPlus } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { RuleReactionsListPageQuery } from "../../../__generated__/RuleReactionsListPageQuery.graphql.ts";
import type { RuleReactionsListPage_clientCompany$key } from "../../../__generated__/RuleReactionsListPage_clientCompany.graphql.ts";
import type { RuleReactionsListPaginationQuery } from "../../../__generated__/RuleReactionsListPaginationQuery.graphql.ts";
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

export const ruleReactionsListPageQuery = graphql`
  query RuleReactionsListPageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      featureFlags {
        rules
      }
      ...RuleReactionsListPage_clientCompany @arguments(count: $count, searchText: $searchText)
    }
  }
`;

export interface RuleReactionsListPageProps {
  queryRef: PreloadedQuery<RuleReactionsListPageQuery>;
  search: SettingsListSearchState;
  count: number;
  onSearchChange: (change: SettingsListSearchState) => void;
}

/** Settings → rules → actions: the "then" parts (what happens), by name. */
export function RuleReactionsListPage({ queryRef, search, count, onSearchChange }: RuleReactionsListPageProps) {
  const { t, i18n } = useTranslation();
  usePageTitle(t(`${K}.reactions.title`));
  const data = usePreloadedQuery<RuleReactionsListPageQuery>(ruleReactionsListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  const list = usePaginationFragment<RuleReactionsListPaginationQuery, RuleReactionsListPage_clientCompany$key>(
    graphql`
      fragment RuleReactionsListPage_clientCompany on ClientCompany
      @refetchable(queryName: "RuleReactionsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        ruleReactionsList(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "RuleReactionsListPage_ruleReactionsList") {
          totalCount
          edges {
            node {
              id
              rowId
              name
              description
              kind
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
  const connection = list.data?.ruleReactionsList;
  const rows = connection?.edges.map((edge) => edge.node) ?? [];
  type Row = (typeof rows)[number];
  return (
    <SettingsPageFrame
      title={t(`${K}.title`)}
      description={t(`${K}.lead`)}
      actions={
        <HrefButton href={paths.create("reactions")} leftSection={<IconPlus size={18} />}>
          {t(`${K}.reactions.create`)}
        </HrefButton>
      }
    >
      <RulesTabs clientCompanyRowId={company.rowId} active="reactions" />
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t(`${K}.searchLabel`)}
        searchPlaceholder={t(`${K}.searchPlaceholder`)}
      />
      <PagedTable<Row>
        label={t(`${K}.reactions.title`)}
        rows={rows}
        rowKey={(row) => row.id}
        rowHref={(row) => paths.detail("reactions", row.rowId)}
        rowTitle={(row) => row.name}
        columns={[
          { key: "name", header: t(`${K}.columns.name`), render: (row) => row.name },
          { key: "description", header: t(`${K}.columns.description`), render: (row) => row.description ?? <Dash /> },
          {
            key: "kind",
            header: t(`${K}.columns.kind`),
            render: (row) => t(`${K}.reactionKinds.${row.kind}` as never),
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
        empty={{ title: t(`${K}.reactions.empty.title`), description: t(`${K}.reactions.empty.description`) }}
        createHref={paths.create("reactions")}
        createLabel={t(`${K}.reactions.create`)}
      />
    </SettingsPageFrame>
  );
}
