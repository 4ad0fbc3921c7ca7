import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { RuleActionsListPageQuery } from "../../../__generated__/RuleActionsListPageQuery.graphql.ts";
import type { RuleActionsListPage_clientCompany$key } from "../../../__generated__/RuleActionsListPage_clientCompany.graphql.ts";
import type { RuleActionsListPaginationQuery } from "../../../__generated__/RuleActionsListPaginationQuery.graphql.ts";
import { formatCount } from "../../../lib/format.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { RulesFeatureOff, RulesForbidden } from "../components/RulesMessages.tsx";
import { RulePartsList } from "../components/RulePartsList.tsx";
import type { SettingsListSearchState } from "../lib/rulePaths.ts";

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
  const connection = list.data?.ruleActionsList;
  const rows = connection?.edges.map((edge) => edge.node) ?? [];
  return (
    <RulePartsList
      part="actions"
      clientCompanyRowId={company.rowId}
      rows={rows}
      partColumn={{
        key: "conditions",
        header: t(`${K}.columns.conditions`),
        align: "right",
        render: (row) => formatCount(row.conditionsList.length, i18n.language),
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
