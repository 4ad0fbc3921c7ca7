import { IconPlus } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { CostCentersListPageQuery } from "../../../__generated__/CostCentersListPageQuery.graphql.ts";
import type { CostCentersListPage_clientCompany$key } from "../../../__generated__/CostCentersListPage_clientCompany.graphql.ts";
import type { CostCentersListPaginationQuery } from "../../../__generated__/CostCentersListPaginationQuery.graphql.ts";
import { formatCount } from "../../../lib/format.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { AccountingFeatureOff, AccountingForbidden } from "../components/AccountingMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { type SettingsListSearchState, sectionPaths } from "../lib/paths.ts";

const K = "settingsAccountingPartners";

export const costCentersListPageQuery = graphql`
  query CostCentersListPageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      featureFlags {
        costCenters
      }
      ...CostCentersListPage_clientCompany @arguments(count: $count, searchText: $searchText)
    }
  }
`;

export interface CostCentersListPageProps {
  queryRef: PreloadedQuery<CostCentersListPageQuery>;
  search: SettingsListSearchState;
  count: number;
  onSearchChange: (change: SettingsListSearchState) => void;
}

/** Settings → accounting → cost centres, searched by number or description (spec part 2, settings). */
export function CostCentersListPage({ queryRef, search, count, onSearchChange }: CostCentersListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.costCenters.title`));
  const data = usePreloadedQuery<CostCentersListPageQuery>(costCentersListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasAccountingAccess) return <AccountingForbidden />;
  if (!company.featureFlags?.costCenters) return <AccountingFeatureOff feature="costCenters" />;
  const paths = sectionPaths(company.rowId, "cost-centers");
  const createHref = paths.create();
  return (
    <SettingsPageFrame
      title={t(`${K}.costCenters.title`)}
      description={t(`${K}.costCenters.lead`)}
      actions={
        <HrefButton href={createHref} leftSection={<IconPlus size={18} />}>
          {t(`${K}.costCenters.create`)}
        </HrefButton>
      }
    >
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t(`${K}.costCenters.searchLabel`)}
        searchPlaceholder={t(`${K}.costCenters.searchPlaceholder`)}
      />
      <CostCentersTable
        clientCompany={company}
        count={count}
        isFiltered={Boolean(search.searchText)}
        onResetFilter={() => onSearchChange({ searchText: undefined })}
        createHref={createHref}
        detailHref={paths.detail}
      />
    </SettingsPageFrame>
  );
}

interface CostCentersTableProps {
  clientCompany: CostCentersListPage_clientCompany$key;
  count: number;
  isFiltered: boolean;
  onResetFilter: () => void;
  createHref: string;
  detailHref: (rowId: string) => string;
}

function CostCentersTable({
  clientCompany,
  count,
  isFiltered,
  onResetFilter,
  createHref,
  detailHref,
}: CostCentersTableProps) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    CostCentersListPaginationQuery,
    CostCentersListPage_clientCompany$key
  >(
    graphql`
      fragment CostCentersListPage_clientCompany on ClientCompany
      @refetchable(queryName: "CostCentersListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        costCentersList(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "CostCentersListPage_costCentersList") {
          totalCount
          edges {
            node {
              id
              rowId
              number
              description
              currency
              invoiceCount
              itemCount
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const list = data.costCentersList;
  const rows = list.edges.map((edge) => edge.node);
  type Row = (typeof rows)[number];
  return (
    <PagedTable<Row>
      label={t(`${K}.costCenters.title`)}
      rows={rows}
      rowKey={(row) => row.id}
      rowHref={(row) => detailHref(row.rowId)}
      rowTitle={(row) => row.number}
      columns={[
        { key: "number", header: t(`${K}.columns.number`), render: (row) => row.number },
        { key: "description", header: t(`${K}.columns.description`), render: (row) => row.description ?? <Dash /> },
        { key: "currency", header: t(`${K}.columns.currency`), render: (row) => row.currency },
        {
          key: "invoices",
          header: t(`${K}.columns.invoiceCount`),
          align: "right",
          render: (row) => formatCount(row.invoiceCount, i18n.language),
        },
        {
          key: "items",
          header: t(`${K}.columns.itemCount`),
          align: "right",
          render: (row) => formatCount(row.itemCount, i18n.language),
        },
      ]}
      totalCount={list.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(count)}
      isFiltered={isFiltered}
      onResetFilter={onResetFilter}
      empty={{ title: t(`${K}.costCenters.empty.title`), description: t(`${K}.costCenters.empty.description`) }}
      createHref={createHref}
      createLabel={t(`${K}.costCenters.create`)}
    />
  );
}
