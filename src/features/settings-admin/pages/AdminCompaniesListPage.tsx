import { IconPlus } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { AdminCompaniesListPage_query$key } from "../../../__generated__/AdminCompaniesListPage_query.graphql.ts";
import type { AdminCompaniesListPageQuery } from "../../../__generated__/AdminCompaniesListPageQuery.graphql.ts";
import type { AdminCompaniesListPaginationQuery } from "../../../__generated__/AdminCompaniesListPaginationQuery.graphql.ts";
import { formatCount } from "../../../lib/format.ts";
import type { SettingsListSearch } from "../../../lib/search/settingsListSearchSchema.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { adminPaths } from "../lib/paths.ts";

const K = "settingsAdmin";

export const adminCompaniesListPageQuery = graphql`
  query AdminCompaniesListPageQuery($count: Int!, $searchText: String) @preloadable {
    currentUser {
      isSuperAdmin
    }
    ...AdminCompaniesListPage_query @arguments(count: $count, searchText: $searchText)
  }
`;

export interface AdminCompaniesListPageProps {
  queryRef: PreloadedQuery<AdminCompaniesListPageQuery>;
  search: SettingsListSearch;
  count: number;
  onSearchChange: (change: { searchText?: string | undefined; count?: number | undefined }) => void;
}

/** Settings → admin → companies: the legal entities, searched and paged (super admins). */
export function AdminCompaniesListPage({ queryRef, search, count, onSearchChange }: AdminCompaniesListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.companies.title`));
  const data = usePreloadedQuery<AdminCompaniesListPageQuery>(adminCompaniesListPageQuery, queryRef);
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!data.currentUser?.isSuperAdmin) return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  return (
    <SettingsPageFrame
      title={t(`${K}.companies.title`)}
      description={t(`${K}.companies.lead`)}
      actions={
        <HrefButton href={adminPaths.companyCreate()} leftSection={<IconPlus size={18} />}>
          {t(`${K}.companies.create`)}
        </HrefButton>
      }
    >
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t(`${K}.companies.searchLabel`)}
        searchPlaceholder={t(`${K}.companies.searchPlaceholder`)}
      />
      <CompaniesTable
        query={data}
        count={count}
        isFiltered={Boolean(search.searchText)}
        onResetFilter={() => onSearchChange({ searchText: undefined })}
      />
    </SettingsPageFrame>
  );
}

function CompaniesTable({
  query,
  count,
  isFiltered,
  onResetFilter,
}: {
  query: AdminCompaniesListPage_query$key;
  count: number;
  isFiltered: boolean;
  onResetFilter: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    AdminCompaniesListPaginationQuery,
    AdminCompaniesListPage_query$key
  >(
    graphql`
      fragment AdminCompaniesListPage_query on Query
      @refetchable(queryName: "AdminCompaniesListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        adminCompanies(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "AdminCompaniesListPage_adminCompanies") {
          totalCount
          edges {
            node {
              id
              rowId
              brandNameOrName
              legalForm
              countries
              mainLocation {
                city
              }
              clientCompanies {
                totalCount
              }
            }
          }
        }
      }
    `,
    query,
  );
  const list = data.adminCompanies;
  const rows = list?.edges.map((edge) => edge.node) ?? [];
  type Row = (typeof rows)[number];
  return (
    <PagedTable<Row>
      label={t(`${K}.companies.title`)}
      rows={rows}
      rowKey={(row) => row.id}
      rowHref={(row) => adminPaths.company(row.rowId)}
      rowTitle={(row) => row.brandNameOrName}
      columns={[
        { key: "name", header: t(`${K}.columns.name`), render: (row) => row.brandNameOrName },
        { key: "legalForm", header: t(`${K}.columns.legalForm`), render: (row) => row.legalForm ?? <Dash /> },
        { key: "city", header: t(`${K}.columns.city`), render: (row) => row.mainLocation?.city ?? <Dash /> },
        {
          key: "countries",
          header: t(`${K}.columns.countries`),
          render: (row) => (row.countries.length ? row.countries.join(", ") : <Dash />),
        },
        {
          key: "clients",
          header: t(`${K}.columns.clientCount`),
          align: "right",
          render: (row) => formatCount(row.clientCompanies.totalCount, i18n.language),
        },
      ]}
      totalCount={list?.totalCount ?? 0}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(count)}
      isFiltered={isFiltered}
      onResetFilter={onResetFilter}
      empty={{ title: t(`${K}.companies.empty.title`), description: t(`${K}.companies.empty.description`) }}
      createHref={adminPaths.companyCreate()}
      createLabel={t(`${K}.companies.create`)}
    />
  );
}
