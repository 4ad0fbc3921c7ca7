import { IconPlus } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { CostUnitsListPageQuery } from "../../../__generated__/CostUnitsListPageQuery.graphql.ts";
import type { CostUnitsListPage_clientCompany$key } from "../../../__generated__/CostUnitsListPage_clientCompany.graphql.ts";
import type { CostUnitsListPaginationQuery } from "../../../__generated__/CostUnitsListPaginationQuery.graphql.ts";
import { formatCount, formatMoney } from "../../../lib/format.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { ConsumptionCell } from "../components/BudgetConsumption.tsx";
import { AccountingFeatureOff, AccountingForbidden } from "../components/AccountingMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { type SettingsListSearchState, sectionPaths } from "../lib/paths.ts";

const K = "settingsAccountingPartners";

export const costUnitsListPageQuery = graphql`
  query CostUnitsListPageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      featureFlags {
        costUnits
      }
      ...CostUnitsListPage_clientCompany @arguments(count: $count, searchText: $searchText)
    }
  }
`;

export interface CostUnitsListPageProps {
  queryRef: PreloadedQuery<CostUnitsListPageQuery>;
  search: SettingsListSearchState;
  count: number;
  onSearchChange: (change: SettingsListSearchState) => void;
}

/** Settings → accounting → cost units, with budget, assigned amount and consumption, searched by number or description (spec part 2, settings). */
export function CostUnitsListPage({ queryRef, search, count, onSearchChange }: CostUnitsListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.costUnits.title`));
  const data = usePreloadedQuery<CostUnitsListPageQuery>(costUnitsListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasAccountingAccess) return <AccountingForbidden />;
  if (!company.featureFlags?.costUnits) return <AccountingFeatureOff feature="costUnits" />;
  const paths = sectionPaths(company.rowId, "cost-units");
  const createHref = paths.create();
  return (
    <SettingsPageFrame
      title={t(`${K}.costUnits.title`)}
      description={t(`${K}.costUnits.lead`)}
      actions={
        <HrefButton href={createHref} leftSection={<IconPlus size={18} />}>
          {t(`${K}.costUnits.create`)}
        </HrefButton>
      }
    >
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t(`${K}.costUnits.searchLabel`)}
        searchPlaceholder={t(`${K}.costUnits.searchPlaceholder`)}
      />
      <CostUnitsTable
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

interface CostUnitsTableProps {
  clientCompany: CostUnitsListPage_clientCompany$key;
  count: number;
  isFiltered: boolean;
  onResetFilter: () => void;
  createHref: string;
  detailHref: (rowId: string) => string;
}

function CostUnitsTable({
  clientCompany,
  count,
  isFiltered,
  onResetFilter,
  createHref,
  detailHref,
}: CostUnitsTableProps) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    CostUnitsListPaginationQuery,
    CostUnitsListPage_clientCompany$key
  >(
    graphql`
      fragment CostUnitsListPage_clientCompany on ClientCompany
      @refetchable(queryName: "CostUnitsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        costUnitsList(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "CostUnitsListPage_costUnitsList") {
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
              budget
              assignedAmount
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const list = data.costUnitsList;
  const rows = list.edges.map((edge) => edge.node);
  type Row = (typeof rows)[number];
  return (
    <PagedTable<Row>
      label={t(`${K}.costUnits.title`)}
      rows={rows}
      rowKey={(row) => row.id}
      rowHref={(row) => detailHref(row.rowId)}
      rowTitle={(row) => row.number}
      columns={[
        { key: "number", header: t(`${K}.columns.number`), render: (row) => row.number },
        { key: "description", header: t(`${K}.columns.description`), render: (row) => row.description ?? <Dash /> },
        { key: "currency", header: t(`${K}.columns.currency`), render: (row) => row.currency },
        {
          key: "budget",
          header: t(`${K}.columns.budget`),
          align: "right",
          render: (row) => (row.budget ? formatMoney(row.budget, row.currency, i18n.language) : <Dash />),
        },
        {
          key: "assigned",
          header: t(`${K}.columns.used`),
          align: "right",
          render: (row) => formatMoney(row.assignedAmount, row.currency, i18n.language),
        },
        {
          key: "consumption",
          header: t(`${K}.columns.consumption`),
          align: "right",
          render: (row) => <ConsumptionCell budget={row.budget} assigned={row.assignedAmount} />,
        },
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
      empty={{ title: t(`${K}.costUnits.empty.title`), description: t(`${K}.costUnits.empty.description`) }}
      createHref={createHref}
      createLabel={t(`${K}.costUnits.create`)}
    />
  );
}
