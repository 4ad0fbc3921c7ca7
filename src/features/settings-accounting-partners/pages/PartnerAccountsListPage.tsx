import { Badge, Group, SegmentedControl } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { startTransition, useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { PartnerAccountsListPageQuery } from "../../../__generated__/PartnerAccountsListPageQuery.graphql.ts";
import type { PartnerAccountsListPage_clientCompany$key } from "../../../__generated__/PartnerAccountsListPage_clientCompany.graphql.ts";
import type { PartnerAccountsListPaginationQuery } from "../../../__generated__/PartnerAccountsListPaginationQuery.graphql.ts";
import { formatCount } from "../../../lib/format.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { AccountingForbidden } from "../components/AccountingMessages.tsx";
import { DatevPartnerAccountsActions } from "../components/DatevPartnerAccountsActions.tsx";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { Dash, PagedTable } from "../../../ui/settings/PagedTable.tsx";
import { type PartnerAccountTypeParam, sectionPaths } from "../lib/paths.ts";

const K = "settingsAccountingPartners";

export const partnerAccountsListPageQuery = graphql`
  query PartnerAccountsListPageQuery(
    $clientCompanyRowId: UUID!
    $count: Int!
    $type: PartnerAccountType!
    $includeDisabled: Boolean!
    $searchText: String
  ) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      ...PartnerAccountsListPage_clientCompany
        @arguments(count: $count, type: $type, includeDisabled: $includeDisabled, searchText: $searchText)
    }
  }
`;

export interface PartnerAccountsListSearchState {
  searchText?: string;
  type?: PartnerAccountTypeParam;
  includeDisabled?: boolean;
}

export interface PartnerAccountsListPageProps {
  queryRef: PreloadedQuery<PartnerAccountsListPageQuery>;
  search: PartnerAccountsListSearchState;
  count: number;
  onSearchChange: (change: PartnerAccountsListSearchState) => void;
}

/** Settings → accounting → partner accounts: creditors or debtors, searched by number,
 * description or partner name (spec part 2, settings). */
export function PartnerAccountsListPage({ queryRef, search, count, onSearchChange }: PartnerAccountsListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.partnerAccounts.title`));
  const data = usePreloadedQuery<PartnerAccountsListPageQuery>(partnerAccountsListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasAccountingAccess) return <AccountingForbidden />;
  const type = search.type ?? "CREDITOR";
  const paths = sectionPaths(company.rowId, "partner-accounts");
  const createHref = paths.create({ type });
  return (
    <SettingsPageFrame
      title={t(`${K}.partnerAccounts.title`)}
      description={t(`${K}.partnerAccounts.lead`)}
      actions={
        <HrefButton href={createHref} leftSection={<IconPlus size={18} />}>
          {t(`${K}.partnerAccounts.create`)}
        </HrefButton>
      }
    >
      <Group gap="md" align="center" wrap="wrap">
        <SegmentedControl
          aria-label={t(`${K}.fields.type`)}
          value={type}
          onChange={(value) => onSearchChange({ type: value === "DEBTOR" ? "DEBTOR" : undefined })}
          data={[
            { value: "CREDITOR", label: t(`${K}.types.CREDITOR_plural`) },
            { value: "DEBTOR", label: t(`${K}.types.DEBTOR_plural`) },
          ]}
        />
        <div style={{ flex: 1 }}>
          <ListToolbar
            searchText={search.searchText}
            onSearchTextChange={setSearchText}
            searchLabel={t(`${K}.partnerAccounts.searchLabel`)}
            searchPlaceholder={t(`${K}.partnerAccounts.searchPlaceholder`)}
            includeInactive={{
              value: search.includeDisabled === true,
              label: t(`${K}.partnerAccounts.includeDisabled`),
              onChange: (value) => onSearchChange({ includeDisabled: value || undefined }),
            }}
          />
        </div>
      </Group>
      <PartnerAccountsTable
        clientCompany={company}
        count={count}
        isFiltered={Boolean(search.searchText) || search.includeDisabled === true}
        onResetFilter={() => onSearchChange({ searchText: undefined, includeDisabled: undefined })}
        createHref={createHref}
        detailHref={paths.detail}
      />
    </SettingsPageFrame>
  );
}

interface PartnerAccountsTableProps {
  clientCompany: PartnerAccountsListPage_clientCompany$key;
  count: number;
  isFiltered: boolean;
  onResetFilter: () => void;
  createHref: string;
  detailHref: (rowId: string) => string;
}

function PartnerAccountsTable({
  clientCompany,
  count,
  isFiltered,
  onResetFilter,
  createHref,
  detailHref,
}: PartnerAccountsTableProps) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    PartnerAccountsListPaginationQuery,
    PartnerAccountsListPage_clientCompany$key
  >(
    graphql`
      fragment PartnerAccountsListPage_clientCompany on ClientCompany
      @refetchable(queryName: "PartnerAccountsListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int!" }
        cursor: { type: "Cursor" }
        type: { type: "PartnerAccountType!" }
        includeDisabled: { type: "Boolean!" }
        searchText: { type: "String" }
      ) {
        rowId
        generalLedgerAccountLength
        partnerAccountsList(
          first: $count
          after: $cursor
          type: $type
          includeDisabled: $includeDisabled
          searchText: $searchText
        ) @connection(key: "PartnerAccountsListPage_partnerAccountsList") {
          totalCount
          edges {
            node {
              id
              rowId
              number
              description
              currency
              disabledAt
              invoiceCount
              partnerCompany {
                name
              }
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const list = data.partnerAccountsList;
  const rows = list.edges.map((edge) => edge.node);
  type Row = (typeof rows)[number];
  // In a transition: the list stays on screen while the imported rows load.
  const onImported = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: "network-only" });
    });
  return (
    <>
      <DatevPartnerAccountsActions
        clientCompanyRowId={data.rowId}
        accountLength={data.generalLedgerAccountLength}
        onImported={onImported}
      />
      <PagedTable<Row>
        label={t(`${K}.partnerAccounts.title`)}
        rows={rows}
        rowKey={(row) => row.id}
        rowHref={(row) => detailHref(row.rowId)}
        rowTitle={(row) => row.number}
        isMuted={(row) => Boolean(row.disabledAt)}
        columns={[
          { key: "number", header: t(`${K}.columns.number`), render: (row) => row.number },
          { key: "description", header: t(`${K}.columns.description`), render: (row) => row.description ?? <Dash /> },
          {
            key: "partner",
            header: t(`${K}.columns.partnerCompany`),
            render: (row) => row.partnerCompany?.name ?? <Dash />,
          },
          { key: "currency", header: t(`${K}.columns.currency`), render: (row) => row.currency },
          {
            key: "status",
            header: t(`${K}.columns.status`),
            render: (row) =>
              row.disabledAt ? (
                <Badge color="gray" variant="light">
                  {t(`${K}.status.disabled`)}
                </Badge>
              ) : (
                <Badge color="teal" variant="light">
                  {t(`${K}.status.active`)}
                </Badge>
              ),
          },
          {
            key: "invoices",
            header: t(`${K}.columns.invoiceCount`),
            align: "right",
            render: (row) => formatCount(row.invoiceCount, i18n.language),
          },
        ]}
        totalCount={list.totalCount}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(count)}
        isFiltered={isFiltered}
        onResetFilter={onResetFilter}
        empty={{
          title: t(`${K}.partnerAccounts.empty.title`),
          description: t(`${K}.partnerAccounts.empty.description`),
        }}
        createHref={createHref}
        createLabel={t(`${K}.partnerAccounts.create`)}
      />
    </>
  );
}
