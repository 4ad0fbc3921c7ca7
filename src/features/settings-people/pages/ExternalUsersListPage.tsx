import { Text } from "@mantine/core";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { ExternalUsersListPage_clientCompany$key } from "../../../__generated__/ExternalUsersListPage_clientCompany.graphql.ts";
import type { ExternalUsersListPageQuery } from "../../../__generated__/ExternalUsersListPageQuery.graphql.ts";
import type { ExternalUsersListPaginationQuery } from "../../../__generated__/ExternalUsersListPaginationQuery.graphql.ts";
import { formatDateTime } from "../../../lib/calendarDate.ts";
import { formatCount } from "../../../lib/format.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { UserTypeBadge } from "../../../ui/UserTypeBadge.tsx";
import { PeopleForbidden } from "../components/PeopleMessages.tsx";
import { peoplePaths, type SettingsListSearchState } from "../lib/peoplePaths.ts";

const K = "settingsPeople";

export const externalUsersListPageQuery = graphql`
  query ExternalUsersListPageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      ...ExternalUsersListPage_clientCompany
        @arguments(count: $count, searchText: $searchText, clientCompanyRowId: $clientCompanyRowId)
    }
  }
`;

export interface ExternalUsersListPageProps {
  queryRef: PreloadedQuery<ExternalUsersListPageQuery>;
  search: SettingsListSearchState;
  count: number;
  onSearchChange: (change: SettingsListSearchState) => void;
}

/** Settings → company → users → external users (admins): the people outside the company and
 * the public links its documents are shared with, and how many documents each holds. */
export function ExternalUsersListPage({ queryRef, search, count, onSearchChange }: ExternalUsersListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.externalUsers.title`));
  const data = usePreloadedQuery<ExternalUsersListPageQuery>(externalUsersListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasAdminAccess) return <PeopleForbidden />;
  const paths = peoplePaths(company.rowId);
  return (
    <SettingsPageFrame title={t(`${K}.externalUsers.title`)} description={t(`${K}.externalUsers.lead`)}>
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t(`${K}.externalUsers.searchLabel`)}
        searchPlaceholder={t(`${K}.externalUsers.searchPlaceholder`)}
      />
      <ExternalUsersTable
        clientCompany={company}
        count={count}
        isFiltered={Boolean(search.searchText)}
        onResetFilter={() => onSearchChange({ searchText: undefined })}
        detailHref={paths.externalUser}
      />
    </SettingsPageFrame>
  );
}

interface ExternalUsersTableProps {
  clientCompany: ExternalUsersListPage_clientCompany$key;
  count: number;
  isFiltered: boolean;
  onResetFilter: () => void;
  detailHref: (rowId: string) => string;
}

function ExternalUsersTable({ clientCompany, count, isFiltered, onResetFilter, detailHref }: ExternalUsersTableProps) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ExternalUsersListPaginationQuery,
    ExternalUsersListPage_clientCompany$key
  >(
    graphql`
      fragment ExternalUsersListPage_clientCompany on ClientCompany
      @refetchable(queryName: "ExternalUsersListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int!" }
        cursor: { type: "Cursor" }
        searchText: { type: "String" }
        clientCompanyRowId: { type: "UUID!" }
      ) {
        externalUsersList(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "ExternalUsersListPage_externalUsersList") {
          totalCount
          edges {
            node {
              id
              rowId
              fullName
              email
              isSuperAdmin
              isExternal
              isExternalPublicLink
              documentSharesIn(clientCompanyRowId: $clientCompanyRowId, first: 1) {
                totalCount
                nodes {
                  id
                  createdAt
                  document {
                    derivedTitle
                  }
                }
              }
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const list = data.externalUsersList;
  const rows = list.edges.map((edge) => edge.node);
  type Row = (typeof rows)[number];
  const nameOf = (row: Row) => (row.isExternalPublicLink ? t(`${K}.publicLink`) : row.fullName || row.email);
  return (
    <PagedTable<Row>
      label={t(`${K}.externalUsers.title`)}
      rows={rows}
      rowKey={(row) => row.id}
      rowHref={(row) => detailHref(row.rowId)}
      rowTitle={nameOf}
      columns={[
        { key: "name", header: t(`${K}.columns.name`), render: nameOf },
        {
          key: "type",
          header: t(`${K}.columns.type`),
          render: (row) => (
            <UserTypeBadge
              isSuperAdmin={row.isSuperAdmin}
              isExternal={row.isExternal}
              isExternalPublicLink={row.isExternalPublicLink}
            />
          ),
        },
        {
          key: "email",
          header: t(`${K}.columns.email`),
          render: (row) => (row.isExternalPublicLink ? <Dash /> : row.email),
        },
        {
          key: "latest",
          header: t(`${K}.columns.latestShare`),
          render: (row) => {
            const latest = row.documentSharesIn.nodes[0];
            if (!latest) return <Dash />;
            return (
              <Text span fz="sm" lineClamp={1}>
                {t(`${K}.externalUsers.latestShare`, {
                  title: latest.document?.derivedTitle || t(`${K}.untitledDocument`),
                  date: formatDateTime(latest.createdAt, i18n.language),
                })}
              </Text>
            );
          },
        },
        {
          key: "documents",
          header: t(`${K}.columns.sharedDocuments`),
          align: "right",
          render: (row) => formatCount(row.documentSharesIn.totalCount, i18n.language),
        },
      ]}
      totalCount={list.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(count)}
      isFiltered={isFiltered}
      onResetFilter={onResetFilter}
      empty={{ title: t(`${K}.externalUsers.empty.title`), description: t(`${K}.externalUsers.empty.description`) }}
      createHref={null}
      createLabel=""
    />
  );
}
