import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { RuleReactionsListPageQuery } from "../../../__generated__/RuleReactionsListPageQuery.graphql.ts";
import type { RuleReactionsListPage_clientCompany$key } from "../../../__generated__/RuleReactionsListPage_clientCompany.graphql.ts";
import type { RuleReactionsListPaginationQuery } from "../../../__generated__/RuleReactionsListPaginationQuery.graphql.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { RulesFeatureOff, RulesForbidden } from "../components/RulesMessages.tsx";
import { RulePartsList } from "../components/RulePartsList.tsx";
import type { SettingsListSearchState } from "../lib/rulePaths.ts";

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

/** Settings → rules → reactions: the "then" parts (what happens), by name. */
export function RuleReactionsListPage({ queryRef, search, count, onSearchChange }: RuleReactionsListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.reactions.title`));
  const data = usePreloadedQuery<RuleReactionsListPageQuery>(ruleReactionsListPageQuery, queryRef);
  const company = data.clientCompany;
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
  const connection = list.data?.ruleReactionsList;
  const rows = connection?.edges.map((edge) => edge.node) ?? [];
  return (
    <RulePartsList
      part="reactions"
      clientCompanyRowId={company.rowId}
      rows={rows}
      partColumn={{
        key: "kind",
        header: t(`${K}.columns.kind`),
        render: (row) => t(`${K}.reactionKinds.${row.kind}` as never),
      }}
      totalCount={connection?.totalCount ?? 0}
      hasNext={list.hasNext}
      isLoadingNext={list.isLoadingNext}
      onLoadMore={() => list.loadNext(count)}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
