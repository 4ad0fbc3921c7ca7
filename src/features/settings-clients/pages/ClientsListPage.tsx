import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { ClientsListPage_query$key } from "../../../__generated__/ClientsListPage_query.graphql.ts";
import type { ClientsListPageQuery } from "../../../__generated__/ClientsListPageQuery.graphql.ts";
import type { ClientsListPaginationQuery } from "../../../__generated__/ClientsListPaginationQuery.graphql.ts";
import { formatCount, formatDateTime } from "../../../lib/format.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { BlockBadge, StatusBadge } from "../components/ClientBadges.tsx";
import { ForbiddenForNonStaff } from "../components/ForbiddenForNonStaff.tsx";
import { clientDetailPath } from "../lib/paths.ts";

const K = "settingsClients";

export const clientsListPageQuery = graphql`
  query ClientsListPageQuery($count: Int!, $searchText: String) @preloadable {
    currentUserIsProviderStaff
    ...ClientsListPage_query @arguments(count: $count, searchText: $searchText)
  }
`;

export interface ClientsListSearchState {
  searchText?: string;
}

export interface ClientsListPageProps {
  queryRef: PreloadedQuery<ClientsListPageQuery>;
  search: ClientsListSearchState;
  count: number;
  onSearchChange: (change: ClientsListSearchState) => void;
}

/** Settings → clients: the accounting firm's staff see all its clients (super admins every
 * company) with status, open review groups, open approval requests and block state. */
export function ClientsListPage({ queryRef, search, count, onSearchChange }: ClientsListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.list.title`));
  const data = usePreloadedQuery<ClientsListPageQuery>(clientsListPageQuery, queryRef);
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!data.currentUserIsProviderStaff) return <ForbiddenForNonStaff />;
  return (
    <SettingsPageFrame title={t(`${K}.list.title`)} description={t(`${K}.list.lead`)}>
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t(`${K}.list.searchLabel`)}
        searchPlaceholder={t(`${K}.list.searchPlaceholder`)}
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

interface ClientsTableProps {
  query: ClientsListPage_query$key;
  count: number;
  isFiltered: boolean;
  onResetFilter: () => void;
}

function ClientsTable({ query, count, isFiltered, onResetFilter }: ClientsTableProps) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ClientsListPaginationQuery,
    ClientsListPage_query$key
  >(
    graphql`
      fragment ClientsListPage_query on Query
      @refetchable(queryName: "ClientsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        providerClientCompanies(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "ClientsListPage_providerClientCompanies") {
          totalCount
          edges {
            node {
              rowId
              name
              status
              accountingFirmName
              accountingSystemClientNo
              openReviewGroupCount
              openApprovalRequestCount
              blockState
              blockStartsAt
              lastDocumentImportAt
            }
          }
        }
      }
    `,
    query,
  );
  const list = data.providerClientCompanies;
  const rows = list?.edges.map((edge) => edge.node) ?? [];
  type Row = (typeof rows)[number];
  // The firm column only says something when the list holds several firms' clients (super admins).
  const showsFirms = new Set(rows.map((row) => row.accountingFirmName ?? "")).size > 1;
  const count0 = (value: number) => (value > 0 ? formatCount(value, i18n.language) : <Dash />);
  return (
    <PagedTable<Row>
      label={t(`${K}.list.title`)}
      rows={rows}
      rowKey={(row) => row.rowId}
      rowHref={(row) => clientDetailPath(row.rowId)}
      rowTitle={(row) => row.name}
      columns={[
        { key: "name", header: t(`${K}.columns.name`), render: (row) => row.name },
        {
          key: "clientNo",
          header: t(`${K}.columns.clientNo`),
          render: (row) => row.accountingSystemClientNo ?? <Dash />,
        },
        { key: "status", header: t(`${K}.columns.status`), render: (row) => <StatusBadge status={row.status} /> },
        ...(showsFirms
          ? [
              {
                key: "firm",
                header: t(`${K}.columns.accountingFirm`),
                render: (row: Row) => row.accountingFirmName ?? <Dash />,
              },
            ]
          : []),
        {
          key: "reviewGroups",
          header: t(`${K}.columns.openReviewGroups`),
          align: "right",
          render: (row) => count0(row.openReviewGroupCount),
        },
        {
          key: "approvals",
          header: t(`${K}.columns.openApprovalRequests`),
          align: "right",
          render: (row) => count0(row.openApprovalRequestCount),
        },
        {
          key: "lastImport",
          header: t(`${K}.columns.lastImport`),
          render: (row) =>
            row.lastDocumentImportAt ? formatDateTime(row.lastDocumentImportAt, i18n.language) : <Dash />,
        },
        {
          key: "block",
          header: t(`${K}.columns.block`),
          render: (row) => <BlockBadge state={row.blockState} startsAt={row.blockStartsAt} />,
        },
      ]}
      totalCount={list?.totalCount ?? 0}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(count)}
      isFiltered={isFiltered}
      onResetFilter={onResetFilter}
      empty={{ title: t(`${K}.list.empty.title`), description: t(`${K}.list.empty.description`) }}
      createHref={null}
      createLabel=""
    />
  );
}
