import { Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { UserGroupsListPage_clientCompany$key } from "../../../__generated__/UserGroupsListPage_clientCompany.graphql.ts";
import type { UserGroupsListPageQuery } from "../../../__generated__/UserGroupsListPageQuery.graphql.ts";
import type { UserGroupsListPaginationQuery } from "../../../__generated__/UserGroupsListPaginationQuery.graphql.ts";
import { formatCount } from "../../../lib/format.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { PeopleFeatureOff, PeopleForbidden } from "../components/PeopleMessages.tsx";
import { peoplePaths, type SettingsListSearchState } from "../lib/peoplePaths.ts";

const K = "settingsPeople";

export const userGroupsListPageQuery = graphql`
  query UserGroupsListPageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      featureFlags {
        userGroup
      }
      ...UserGroupsListPage_clientCompany @arguments(count: $count, searchText: $searchText)
    }
  }
`;

export interface UserGroupsListPageProps {
  queryRef: PreloadedQuery<UserGroupsListPageQuery>;
  search: SettingsListSearchState;
  count: number;
  onSearchChange: (change: SettingsListSearchState) => void;
}

/** Settings → company → users → user groups (admins, userGroup feature): the groups approvals
 * and rules address, searched by name or member. */
export function UserGroupsListPage({ queryRef, search, count, onSearchChange }: UserGroupsListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.userGroups.title`));
  const data = usePreloadedQuery<UserGroupsListPageQuery>(userGroupsListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasAdminAccess) return <PeopleForbidden />;
  if (!company.featureFlags?.userGroup) return <PeopleFeatureOff />;
  const paths = peoplePaths(company.rowId);
  const createHref = paths.userGroupCreate();
  return (
    <SettingsPageFrame
      title={t(`${K}.userGroups.title`)}
      description={t(`${K}.userGroups.lead`)}
      actions={
        <HrefButton href={createHref} leftSection={<IconPlus size={18} />}>
          {t(`${K}.userGroups.create`)}
        </HrefButton>
      }
    >
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t(`${K}.userGroups.searchLabel`)}
        searchPlaceholder={t(`${K}.userGroups.searchPlaceholder`)}
      />
      <UserGroupsTable
        clientCompany={company}
        count={count}
        isFiltered={Boolean(search.searchText)}
        onResetFilter={() => onSearchChange({ searchText: undefined })}
        createHref={createHref}
        detailHref={paths.userGroup}
      />
    </SettingsPageFrame>
  );
}

interface UserGroupsTableProps {
  clientCompany: UserGroupsListPage_clientCompany$key;
  count: number;
  isFiltered: boolean;
  onResetFilter: () => void;
  createHref: string;
  detailHref: (rowId: string) => string;
}

/** How many member names the list shows before "and N more". */
const NAMES_SHOWN = 4;

function UserGroupsTable({
  clientCompany,
  count,
  isFiltered,
  onResetFilter,
  createHref,
  detailHref,
}: UserGroupsTableProps) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    UserGroupsListPaginationQuery,
    UserGroupsListPage_clientCompany$key
  >(
    graphql`
      fragment UserGroupsListPage_clientCompany on ClientCompany
      @refetchable(queryName: "UserGroupsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        userGroupsList(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "UserGroupsListPage_userGroupsList") {
          totalCount
          edges {
            node {
              id
              rowId
              name
              users(first: 4) {
                totalCount
                nodes {
                  id
                  fullName
                  email
                }
              }
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const list = data.userGroupsList;
  const rows = list.edges.map((edge) => edge.node);
  type Row = (typeof rows)[number];
  const memberNames = (row: Row) => {
    if (row.users.totalCount === 0) return <Dash />;
    const names = row.users.nodes.map((u) => u.fullName || u.email).join(", ");
    const more = row.users.totalCount - Math.min(row.users.nodes.length, NAMES_SHOWN);
    return (
      <Text fz="sm" lineClamp={2}>
        {more > 0 ? t(`${K}.userGroups.namesAndMore`, { names, count: more }) : names}
      </Text>
    );
  };
  return (
    <PagedTable<Row>
      label={t(`${K}.userGroups.title`)}
      rows={rows}
      rowKey={(row) => row.id}
      rowHref={(row) => detailHref(row.rowId)}
      rowTitle={(row) => row.name}
      columns={[
        { key: "name", header: t(`${K}.columns.name`), render: (row) => row.name },
        { key: "members", header: t(`${K}.columns.members`), render: memberNames },
        {
          key: "count",
          header: t(`${K}.columns.memberCount`),
          align: "right",
          render: (row) => formatCount(row.users.totalCount, i18n.language),
        },
      ]}
      totalCount={list.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(count)}
      isFiltered={isFiltered}
      onResetFilter={onResetFilter}
      empty={{ title: t(`${K}.userGroups.empty.title`), description: t(`${K}.userGroups.empty.description`) }}
      createHref={createHref}
      createLabel={t(`${K}.userGroups.create`)}
    />
  );
}
