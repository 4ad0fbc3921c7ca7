import { IconPlus } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { OssBranchesListPageQuery } from "../../../__generated__/OssBranchesListPageQuery.graphql.ts";
import type { OssBranchesListPage_clientCompany$key } from "../../../__generated__/OssBranchesListPage_clientCompany.graphql.ts";
import type { OssBranchesListPaginationQuery } from "../../../__generated__/OssBranchesListPaginationQuery.graphql.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { AccountingFeatureOff, AccountingForbidden } from "../components/AccountingMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { countryName } from "../lib/euCountries.ts";
import { type SettingsListSearchState, sectionPaths } from "../lib/paths.ts";

const K = "settingsAccountingPartners";

export const ossBranchesListPageQuery = graphql`
  query OssBranchesListPageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      featureFlags {
        euOss
      }
      ...OssBranchesListPage_clientCompany @arguments(count: $count, searchText: $searchText)
    }
  }
`;

export interface OssBranchesListPageProps {
  queryRef: PreloadedQuery<OssBranchesListPageQuery>;
  search: SettingsListSearchState;
  count: number;
  onSearchChange: (change: SettingsListSearchState) => void;
}

/** Settings → accounting → EU OSS branches, searched by country code, branch, item title or
 * ledger account (spec part 2, settings). */
export function OssBranchesListPage({ queryRef, search, count, onSearchChange }: OssBranchesListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.euOss.title`));
  const data = usePreloadedQuery<OssBranchesListPageQuery>(ossBranchesListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasAccountingAccess) return <AccountingForbidden />;
  if (!company.featureFlags?.euOss) return <AccountingFeatureOff feature="euOss" />;
  const paths = sectionPaths(company.rowId, "eu-oss");
  const createHref = paths.create();
  return (
    <SettingsPageFrame
      title={t(`${K}.euOss.title`)}
      description={t(`${K}.euOss.lead`)}
      actions={
        <HrefButton href={createHref} leftSection={<IconPlus size={18} />}>
          {t(`${K}.euOss.create`)}
        </HrefButton>
      }
    >
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t(`${K}.euOss.searchLabel`)}
        searchPlaceholder={t(`${K}.euOss.searchPlaceholder`)}
      />
      <OssBranchesTable
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

interface OssBranchesTableProps {
  clientCompany: OssBranchesListPage_clientCompany$key;
  count: number;
  isFiltered: boolean;
  onResetFilter: () => void;
  createHref: string;
  detailHref: (rowId: string) => string;
}

function OssBranchesTable({
  clientCompany,
  count,
  isFiltered,
  onResetFilter,
  createHref,
  detailHref,
}: OssBranchesTableProps) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    OssBranchesListPaginationQuery,
    OssBranchesListPage_clientCompany$key
  >(
    graphql`
      fragment OssBranchesListPage_clientCompany on ClientCompany
      @refetchable(queryName: "OssBranchesListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        ossBranchesList(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "OssBranchesListPage_ossBranchesList") {
          totalCount
          edges {
            node {
              id
              rowId
              country
              branch
              invoiceAccountingItemTitle
              generalLedgerAccount {
                id
                number
                name
              }
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const list = data.ossBranchesList;
  const rows = list.edges.map((edge) => edge.node);
  type Row = (typeof rows)[number];
  return (
    <PagedTable<Row>
      label={t(`${K}.euOss.title`)}
      rows={rows}
      rowKey={(row) => row.id}
      rowHref={(row) => detailHref(row.rowId)}
      rowTitle={(row) => countryName(row.country, i18n.language)}
      columns={[
        { key: "country", header: t(`${K}.columns.country`), render: (row) => countryName(row.country, i18n.language) },
        { key: "branch", header: t(`${K}.columns.branch`), render: (row) => row.branch },
        {
          key: "ledgerAccount",
          header: t(`${K}.columns.ledgerAccount`),
          render: (row) =>
            row.generalLedgerAccount ? (
              `${row.generalLedgerAccount.number} · ${row.generalLedgerAccount.name}`
            ) : (
              <Dash />
            ),
        },
        {
          key: "itemTitle",
          header: t(`${K}.columns.itemTitle`),
          render: (row) => row.invoiceAccountingItemTitle ?? <Dash />,
        },
      ]}
      totalCount={list.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(count)}
      isFiltered={isFiltered}
      onResetFilter={onResetFilter}
      empty={{ title: t(`${K}.euOss.empty.title`), description: t(`${K}.euOss.empty.description`) }}
      createHref={createHref}
      createLabel={t(`${K}.euOss.create`)}
    />
  );
}
