import { Badge, Paper, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { DocumentCategoriesListPage_clientCompany$key } from "../../../__generated__/DocumentCategoriesListPage_clientCompany.graphql.ts";
import type { DocumentCategoriesListPageQuery } from "../../../__generated__/DocumentCategoriesListPageQuery.graphql.ts";
import type { DocumentCategoriesListPaginationQuery } from "../../../__generated__/DocumentCategoriesListPaginationQuery.graphql.ts";
import { formatCount } from "../../../lib/format.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { LedgerSettingsForbidden, ListFooter } from "../components/LedgerSettingsChrome.tsx";
import { HrefAnchor, HrefButton } from "../../../ui/HrefLinks.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { ledgerPaths, withCompanySearch } from "../lib/ledgerPaths.ts";
import { useEnumLabel } from "../lib/useEnumLabel.ts";

export const documentCategoriesListPageQuery = graphql`
  query DocumentCategoriesListPageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      ...DocumentCategoriesListPage_clientCompany @arguments(count: $count, searchText: $searchText)
    }
  }
`;

export interface DocumentCategoriesListPageProps {
  queryRef: PreloadedQuery<DocumentCategoriesListPageQuery>;
  search: { searchText?: string };
  count: number;
  onSearchChange: (change: { searchText?: string }) => void;
}

/** Settings → accounting → categories: the document categories with their booking defaults. */
export function DocumentCategoriesListPage({
  queryRef,
  search,
  count,
  onSearchChange,
}: DocumentCategoriesListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t("settingsAccountingLedger.documentCategories.title"));
  const data = usePreloadedQuery<DocumentCategoriesListPageQuery>(documentCategoriesListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasAccountingAccess) return <LedgerSettingsForbidden />;
  const paths = ledgerPaths("categories", company.rowId);
  return (
    <SettingsPageFrame
      title={t("settingsAccountingLedger.documentCategories.title")}
      description={t("settingsAccountingLedger.documentCategories.lead")}
      actions={
        <HrefButton href={withCompanySearch(paths.create, company.rowId)} leftSection={<IconPlus size={18} />}>
          {t("settingsAccountingLedger.documentCategories.create")}
        </HrefButton>
      }
    >
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t("settingsAccountingLedger.documentCategories.searchLabel")}
        searchPlaceholder={t("settingsAccountingLedger.documentCategories.searchPlaceholder")}
      />
      <DocumentCategoriesTable
        clientCompany={company}
        count={count}
        detailHref={(rowId) => withCompanySearch(paths.detail(rowId), company.rowId)}
      />
    </SettingsPageFrame>
  );
}

function DocumentCategoriesTable({
  clientCompany,
  count,
  detailHref,
}: {
  clientCompany: DocumentCategoriesListPage_clientCompany$key;
  count: number;
  detailHref: (rowId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const label = useEnumLabel();
  const router = useRouter();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    DocumentCategoriesListPaginationQuery,
    DocumentCategoriesListPage_clientCompany$key
  >(
    graphql`
      fragment DocumentCategoriesListPage_clientCompany on ClientCompany
      @refetchable(queryName: "DocumentCategoriesListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        documentCategoriesList(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "DocumentCategoriesListPage_documentCategoriesList") {
          totalCount
          edges {
            node {
              id
              rowId
              name
              documentType
              bookingType
              emailAlias
              documentCount
              generalLedgerAccount {
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
  const list = data.documentCategoriesList;
  return (
    <Paper withBorder radius="md">
      {list.totalCount === 0 ? (
        <Text p="md" c="dimmed" fz="sm">
          {t("settingsAccountingLedger.documentCategories.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table highlightOnHover verticalSpacing={6} horizontalSpacing="md" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("settingsAccountingLedger.columns.name")}</Table.Th>
                <Table.Th w={180}>{t("settingsAccountingLedger.columns.documentType")}</Table.Th>
                <Table.Th w={130}>{t("settingsAccountingLedger.columns.bookingType")}</Table.Th>
                <Table.Th w={260}>{t("settingsAccountingLedger.columns.ledgerAccount")}</Table.Th>
                <Table.Th w={110} ta="right">
                  {t("settingsAccountingLedger.columns.documentCount")}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.edges.map(({ node: category }) => {
                const href = detailHref(category.rowId);
                return (
                  <Table.Tr
                    key={category.id}
                    style={{ cursor: "pointer" }}
                    onClick={(event) => {
                      if ((event.target as HTMLElement).closest("a, button")) return;
                      void router.navigate({ href });
                    }}
                  >
                    <Table.Td>
                      <HrefAnchor href={href} fw={600} c="inherit">
                        {category.name}
                      </HrefAnchor>
                      {category.emailAlias ? (
                        <Text fz="xs" c="dimmed">
                          {category.emailAlias}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="gray" tt="none" fw={500}>
                        {label("documentTypes", category.documentType)}
                      </Badge>
                    </Table.Td>
                    <Table.Td fz="sm">
                      {category.bookingType
                        ? label("bookingTypes", category.bookingType)
                        : t("settingsAccountingLedger.bookingTypes.default")}
                    </Table.Td>
                    <Table.Td fz="sm">
                      {category.generalLedgerAccount
                        ? `${category.generalLedgerAccount.number} · ${category.generalLedgerAccount.name}`
                        : "–"}
                    </Table.Td>
                    <Table.Td ta="right" fz="sm" style={{ fontVariantNumeric: "tabular-nums" }}>
                      {formatCount(category.documentCount ?? 0, i18n.language)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paper px="md" py="xs" radius={0} style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
        <ListFooter
          shown={list.edges.length}
          totalCount={list.totalCount}
          hasNext={hasNext}
          isLoadingNext={isLoadingNext}
          onLoadMore={() => loadNext(count)}
        />
      </Paper>
    </Paper>
  );
}
