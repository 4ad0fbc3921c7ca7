import { Stack } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { AccessMembersListPage_clientCompany$key } from "../../../__generated__/AccessMembersListPage_clientCompany.graphql.ts";
import type { AccessMembersListPageQuery } from "../../../__generated__/AccessMembersListPageQuery.graphql.ts";
import type { AccessMembersListPaginationQuery } from "../../../__generated__/AccessMembersListPaginationQuery.graphql.ts";
import { formatMoney } from "../../../lib/format.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { PendingInvitations } from "../../users/index.ts";
import { MemberName, useRoleLabel } from "../components/MemberLabels.tsx";
import { type AccessListSearchState, accessPaths } from "../lib/paths.ts";

const K = "settingsAccess";

export const accessMembersListPageQuery = graphql`
  query AccessMembersListPageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      brandNameOrName
      currentUserHasAdminAccess
      ...AccessMembersListPage_clientCompany @arguments(count: $count, searchText: $searchText)
      ...PendingInvitations_clientCompany
    }
  }
`;

export interface AccessMembersListPageProps {
  queryRef: PreloadedQuery<AccessMembersListPageQuery>;
  search: AccessListSearchState;
  count: number;
  onSearchChange: (change: AccessListSearchState) => void;
}

/** Settings → company → users → access (admins): the members with role, accounting-tab grant,
 * approver limit and what limits their documents; the invitations still open below. */
export function AccessMembersListPage({ queryRef, search, count, onSearchChange }: AccessMembersListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.title`));
  const data = usePreloadedQuery<AccessMembersListPageQuery>(accessMembersListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasAdminAccess) return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  const paths = accessPaths(company.rowId);
  return (
    <SettingsPageFrame
      title={t(`${K}.title`)}
      description={t(`${K}.lead`, { company: company.brandNameOrName ?? "" })}
      actions={
        <HrefButton href={paths.create()} leftSection={<IconUserPlus size={18} />}>
          {t(`${K}.add`)}
        </HrefButton>
      }
    >
      <Stack gap="lg">
        <Stack gap="sm">
          <ListToolbar
            searchText={search.searchText}
            onSearchTextChange={setSearchText}
            searchLabel={t(`${K}.searchLabel`)}
            searchPlaceholder={t(`${K}.searchPlaceholder`)}
          />
          <MembersTable
            clientCompany={company}
            count={count}
            isFiltered={Boolean(search.searchText)}
            onResetFilter={() => onSearchChange({ searchText: undefined })}
            createHref={paths.create()}
            detailHref={paths.detail}
          />
        </Stack>
        <PendingInvitations clientCompany={company} />
      </Stack>
    </SettingsPageFrame>
  );
}

interface MembersTableProps {
  clientCompany: AccessMembersListPage_clientCompany$key;
  count: number;
  isFiltered: boolean;
  onResetFilter: () => void;
  createHref: string;
  detailHref: (rowId: string) => string;
}

function MembersTable({ clientCompany, count, isFiltered, onResetFilter, createHref, detailHref }: MembersTableProps) {
  const { t, i18n } = useTranslation();
  const roleLabel = useRoleLabel();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    AccessMembersListPaginationQuery,
    AccessMembersListPage_clientCompany$key
  >(
    graphql`
      fragment AccessMembersListPage_clientCompany on ClientCompany
      @refetchable(queryName: "AccessMembersListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        membersList(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "AccessMembersListPage_membersList") {
          totalCount
          edges {
            node {
              id
              rowId
              roleName
              documentAccountingTabAccess
              approverLimit
              isCurrentUser
              documentFilterHasWorkflowStep
              documentFilterHasApprovalRequest
              documentCategoryAccesses {
                totalCount
              }
              user {
                fullName
                email
                isSuperAdmin
                isExternal
                isExternalPublicLink
              }
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const list = data.membersList;
  const rows = list.edges.map((edge) => edge.node);
  type Row = (typeof rows)[number];
  const documentsOf = (row: Row) => {
    const parts: string[] = [];
    if (row.documentCategoryAccesses.totalCount > 0)
      parts.push(t(`${K}.documentsCategories`, { count: row.documentCategoryAccesses.totalCount }));
    if (row.documentFilterHasWorkflowStep) parts.push(t(`${K}.documentsWorkflowStep`));
    if (row.documentFilterHasApprovalRequest) parts.push(t(`${K}.documentsApprovalRequest`));
    return parts.length ? parts.join(" · ") : t(`${K}.documentsAll`);
  };
  return (
    <PagedTable<Row>
      label={t(`${K}.title`)}
      rows={rows}
      rowKey={(row) => row.id}
      rowHref={(row) => detailHref(row.rowId)}
      rowTitle={(row) => (row.user ? <MemberName user={row.user} isCurrentUser={row.isCurrentUser} /> : <Dash />)}
      columns={[
        { key: "name", header: t(`${K}.columns.name`), render: () => null },
        { key: "email", header: t(`${K}.columns.email`), render: (row) => row.user?.email ?? <Dash /> },
        { key: "role", header: t(`${K}.columns.role`), render: (row) => roleLabel(row.roleName) },
        {
          key: "accountingTab",
          header: t(`${K}.columns.accountingTab`),
          render: (row) =>
            row.documentAccountingTabAccess === "VIEW" || row.documentAccountingTabAccess === "EDIT" ? (
              t(`${K}.accountingTab.${row.documentAccountingTabAccess}`)
            ) : (
              <Dash />
            ),
        },
        {
          key: "approverLimit",
          header: t(`${K}.columns.approverLimit`),
          align: "right",
          render: (row) =>
            row.approverLimit == null ? t(`${K}.noLimit`) : formatMoney(row.approverLimit, "EUR", i18n.language),
        },
        { key: "documents", header: t(`${K}.columns.documents`), render: documentsOf },
      ]}
      totalCount={list.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(count)}
      isFiltered={isFiltered}
      onResetFilter={onResetFilter}
      empty={{ title: t(`${K}.empty.title`), description: t(`${K}.empty.description`) }}
      createHref={createHref}
      createLabel={t(`${K}.add`)}
    />
  );
}
