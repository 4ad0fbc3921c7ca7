import { IconPlus } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { AdminClientsListPage_query$key } from "../../../__generated__/AdminClientsListPage_query.graphql.ts";
import type { AdminClientsListPageQuery } from "../../../__generated__/AdminClientsListPageQuery.graphql.ts";
import type { AdminClientsListPaginationQuery } from "../../../__generated__/AdminClientsListPaginationQuery.graphql.ts";
import { formatDate } from "../../../lib/calendarDate.ts";
import type { SettingsListSearch } from "../../../lib/search/settingsListSearchSchema.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { StatusBadge } from "../components/StatusBadge.tsx";
import { adminPaths } from "../lib/paths.ts";

const K = "settingsAdmin";

export const adminClientsListPageQuery = graphql`
  query AdminClientsListPageQuery($count: Int!, $searchText: String) @preloadable {
    currentUser {
      isSuperAdmin
    }
    ...AdminClientsListPage_query @arguments(count: $count, searchText: $searchText)
  }
`;

export interface AdminClientsListPageProps {
  queryRef: PreloadedQuery<AdminClientsListPageQuery>;
  search: SettingsListSearch;
  count: number;
  onSearchChange: (change: { searchText?: string | undefined; count?: number | undefined }) => void;
}

/** Settings → admin → clients: every client company, searched and paged (super admins). */
export function AdminClientsListPage({ queryRef, search, count, onSearchChange }: AdminClientsListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.clients.title`));
  const data = usePreloadedQuery<AdminClientsListPageQuery>(adminClientsListPageQuery, queryRef);
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!data.currentUser?.isSuperAdmin) return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  return (
    <SettingsPageFrame
      title={t(`${K}.clients.title`)}
      description={t(`${K}.clients.lead`)}
      actions={
        <HrefButton href={adminPaths.clientCreate()} leftSection={<IconPlus size={18} />}>
          {t(`${K}.clients.create`)}
        </HrefButton>
      }
    >
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t(`${K}.clients.searchLabel`)}
        searchPlaceholder={t(`${K}.clients.searchPlaceholder`)}
      />
      <ClientsTable
        query={data}
        count={count}
        isFiltered={Boolean(search.searchText)}
        onResetFilter={() => onSearchChange({ searchText: undefined })}
      />
    </SettingsPageFrame>
  );
}

function ClientsTable({
  query,
  count,
  isFiltered,
  onResetFilter,
}: {
  query: AdminClientsListPage_query$key;
  count: number;
  isFiltered: boolean;
  onResetFilter: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    AdminClientsListPaginationQuery,
    AdminClientsListPage_query$key
  >(
    graphql`
      fragment AdminClientsListPage_query on Query
      @refetchable(queryName: "AdminClientsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        adminClientCompanies(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "AdminClientsListPage_adminClientCompanies") {
          totalCount
          edges {
            node {
              id
              rowId
              brandNameOrName
              status
              accountingSystem
              accountingSystemClientNo
              contractStartDate
              company {
                brandNameOrName
              }
            }
          }
        }
      }
    `,
    query,
  );
  const list = data.adminClientCompanies;
  const rows = list?.edges.map((edge) => edge.node) ?? [];
  type Row = (typeof rows)[number];
  return (
    <PagedTable<Row>
      label={t(`${K}.clients.title`)}
      rows={rows}
      rowKey={(row) => row.id}
      rowHref={(row) => adminPaths.client(row.rowId)}
      rowTitle={(row) => row.brandNameOrName}
      columns={[
        { key: "name", header: t(`${K}.columns.name`), render: (row) => row.brandNameOrName },
        {
          key: "status",
          header: t(`${K}.columns.status`),
          render: (row) => <StatusBadge status={row.status} />,
        },
        {
          key: "company",
          header: t(`${K}.columns.company`),
          render: (row) => row.company?.brandNameOrName ?? <Dash />,
        },
        {
          key: "system",
          header: t(`${K}.columns.accountingSystem`),
          render: (row) =>
            row.accountingSystem ? t(`${K}.accountingSystems.${row.accountingSystem}` as never) : <Dash />,
        },
        {
          key: "clientNo",
          header: t(`${K}.columns.clientNo`),
          render: (row) => row.accountingSystemClientNo ?? <Dash />,
        },
        {
          key: "contractStart",
          header: t(`${K}.columns.contractStart`),
          render: (row) => (row.contractStartDate ? formatDate(row.contractStartDate, i18n.language) : <Dash />),
        },
      ]}
      isMuted={(row) => row.status === "INACTIVE"}
      totalCount={list?.totalCount ?? 0}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(count)}
      isFiltered={isFiltered}
      onResetFilter={onResetFilter}
      empty={{ title: t(`${K}.clients.empty.title`), description: t(`${K}.clients.empty.description`) }}
      createHref={adminPaths.clientCreate()}
      createLabel={t(`${K}.clients.create`)}
    />
  );
}
