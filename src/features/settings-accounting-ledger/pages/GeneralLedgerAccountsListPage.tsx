import { Badge, Group, Paper, Select, Switch, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import { startTransition, useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { GeneralLedgerAccountsListPageQuery } from "../../../__generated__/GeneralLedgerAccountsListPageQuery.graphql.ts";
import type { GeneralLedgerAccountsListPage_clientCompany$key } from "../../../__generated__/GeneralLedgerAccountsListPage_clientCompany.graphql.ts";
import type { GeneralLedgerAccountsListPaginationQuery } from "../../../__generated__/GeneralLedgerAccountsListPaginationQuery.graphql.ts";
import { formatDateLong } from "../../../lib/calendarDate.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { ImportChartMenu } from "../components/ImportChartMenu.tsx";
import { ImportDatevAccountsDialog } from "../components/ImportDatevAccountsDialog.tsx";
import { LedgerSettingsForbidden, ListFooter } from "../components/LedgerSettingsChrome.tsx";
import { HrefAnchor, HrefButton } from "../../../ui/HrefLinks.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import {
  LEDGER_ACCOUNT_CATEGORIES,
  ledgerCategoryKey,
  type GeneralLedgerAccountsListSearch,
} from "../lib/ledgerListSearch.ts";
import { ledgerPaths, withCompanySearch } from "../lib/ledgerPaths.ts";

export const generalLedgerAccountsListPageQuery = graphql`
  query GeneralLedgerAccountsListPageQuery(
    $clientCompanyRowId: UUID!
    $count: Int!
    $searchText: String
    $category: GeneralLedgerAccountCategory
    $includeDisabled: Boolean
  ) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      ...GeneralLedgerAccountsListPage_clientCompany
        @arguments(count: $count, searchText: $searchText, category: $category, includeDisabled: $includeDisabled)
    }
  }
`;

export type GeneralLedgerAccountsSearchChange = Partial<Omit<GeneralLedgerAccountsListSearch, "clientCompanyRowId">>;

export interface GeneralLedgerAccountsListPageProps {
  queryRef: PreloadedQuery<GeneralLedgerAccountsListPageQuery>;
  search: GeneralLedgerAccountsListSearch;
  count: number;
  onSearchChange: (change: GeneralLedgerAccountsSearchChange) => void;
}

/** Settings → accounting → general-ledger accounts: the company's chart of accounts. */
export function GeneralLedgerAccountsListPage({
  queryRef,
  search,
  count,
  onSearchChange,
}: GeneralLedgerAccountsListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t("settingsAccountingLedger.accounts.title"));
  const data = usePreloadedQuery<GeneralLedgerAccountsListPageQuery>(generalLedgerAccountsListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasAccountingAccess) return <LedgerSettingsForbidden />;
  const paths = ledgerPaths("general-ledger-accounts", company.rowId);
  return (
    <SettingsPageFrame
      title={t("settingsAccountingLedger.accounts.title")}
      description={t("settingsAccountingLedger.accounts.lead")}
      actions={
        <HrefButton href={withCompanySearch(paths.create, company.rowId)} leftSection={<IconPlus size={18} />}>
          {t("settingsAccountingLedger.accounts.create")}
        </HrefButton>
      }
    >
      <Group justify="space-between" align="center" gap="md">
        <ListToolbar
          searchText={search.searchText}
          onSearchTextChange={setSearchText}
          searchLabel={t("settingsAccountingLedger.accounts.searchLabel")}
          searchPlaceholder={t("settingsAccountingLedger.accounts.searchPlaceholder")}
        />
        <Group gap="md">
          <Select
            aria-label={t("settingsAccountingLedger.accounts.categoryFilter")}
            placeholder={t("settingsAccountingLedger.accounts.allCategories")}
            data={LEDGER_ACCOUNT_CATEGORIES.map((value) => ({
              value,
              label: t(`settingsAccountingLedger.categories.${value}`),
            }))}
            value={search.category ?? null}
            onChange={(value) =>
              onSearchChange({ category: (value as GeneralLedgerAccountsListSearch["category"]) ?? undefined })
            }
            clearable
            w={200}
          />
          <Switch
            label={t("settingsAccountingLedger.accounts.includeDisabled")}
            checked={search.includeDisabled === true}
            onChange={(event) => onSearchChange({ includeDisabled: event.currentTarget.checked || undefined })}
          />
        </Group>
      </Group>
      <GeneralLedgerAccountsTable
        clientCompany={company}
        count={count}
        detailHref={(rowId) => withCompanySearch(paths.detail(rowId), company.rowId)}
      />
    </SettingsPageFrame>
  );
}

function GeneralLedgerAccountsTable({
  clientCompany,
  count,
  detailHref,
}: {
  clientCompany: GeneralLedgerAccountsListPage_clientCompany$key;
  count: number;
  detailHref: (rowId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    GeneralLedgerAccountsListPaginationQuery,
    GeneralLedgerAccountsListPage_clientCompany$key
  >(
    graphql`
      fragment GeneralLedgerAccountsListPage_clientCompany on ClientCompany
      @refetchable(queryName: "GeneralLedgerAccountsListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int!" }
        cursor: { type: "Cursor" }
        searchText: { type: "String" }
        category: { type: "GeneralLedgerAccountCategory" }
        includeDisabled: { type: "Boolean" }
      ) {
        rowId
        generalLedgerAccountLength
        generalLedgerAccountsList(
          first: $count
          after: $cursor
          searchText: $searchText
          category: $category
          includeDisabled: $includeDisabled
        ) @connection(key: "GeneralLedgerAccountsListPage_generalLedgerAccountsList") {
          totalCount
          edges {
            node {
              id
              rowId
              number
              name
              category
              disabledAt
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const list = data.generalLedgerAccountsList;
  const categoryLabel = (category: string) => {
    const key = ledgerCategoryKey(category);
    return key ? t(key) : category;
  };
  // In a transition: the list stays on screen while the new rows load.
  const onImported = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: "network-only" });
    });
  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" px="md" py="xs">
        <ListFooter
          shown={list.edges.length}
          totalCount={list.totalCount}
          hasNext={hasNext}
          isLoadingNext={isLoadingNext}
          onLoadMore={() => loadNext(count)}
        />
        <Group gap="xs">
          <ImportDatevAccountsDialog
            clientCompanyRowId={data.rowId}
            accountLength={data.generalLedgerAccountLength}
            onImported={onImported}
          />
          <ImportChartMenu clientCompanyRowId={data.rowId} onImported={onImported} />
        </Group>
      </Group>
      {list.totalCount === 0 ? (
        <Text px="md" pb="md" c="dimmed" fz="sm">
          {t("settingsAccountingLedger.accounts.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table highlightOnHover verticalSpacing={6} horizontalSpacing="md" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={120}>{t("settingsAccountingLedger.columns.number")}</Table.Th>
                <Table.Th>{t("settingsAccountingLedger.columns.name")}</Table.Th>
                <Table.Th w={200}>{t("settingsAccountingLedger.columns.category")}</Table.Th>
                <Table.Th w={140}>{t("settingsAccountingLedger.columns.status")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.edges.map(({ node: account }) => {
                const href = detailHref(account.rowId);
                return (
                  <Table.Tr
                    key={account.id}
                    style={{ cursor: "pointer" }}
                    onClick={(event) => {
                      if ((event.target as HTMLElement).closest("a, button")) return;
                      void router.navigate({ href });
                    }}
                  >
                    <Table.Td style={{ fontVariantNumeric: "tabular-nums" }}>
                      <HrefAnchor href={href} fw={600} c="inherit">
                        {account.number}
                      </HrefAnchor>
                    </Table.Td>
                    <Table.Td fz="sm">{account.name}</Table.Td>
                    <Table.Td fz="sm">{categoryLabel(account.category)}</Table.Td>
                    <Table.Td>
                      {account.disabledAt ? (
                        <Badge color="gray" variant="light" tt="none">
                          {t("settingsAccountingLedger.accounts.disabledSince", {
                            date: formatDateLong(new Date(String(account.disabledAt)), i18n.language),
                          })}
                        </Badge>
                      ) : (
                        <Badge color="teal" variant="light" tt="none">
                          {t("settingsAccountingLedger.accounts.active")}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
