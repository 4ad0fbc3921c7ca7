import { Badge, Button, EmptyState, Group, Loader, Paper, Stack, Table, Text } from "@mantine/core";
import { IconCategory, IconPlus, IconSearch } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import type { MoneyCategoriesTable_clientCompany$key } from "../../../__generated__/MoneyCategoriesTable_clientCompany.graphql.ts";
import type { MoneyCategoriesTablePaginationQuery } from "../../../__generated__/MoneyCategoriesTablePaginationQuery.graphql.ts";
import { matchesSearch } from "../../../lib/search/matchesSearch.ts";
import { HrefAnchor, HrefButton } from "../../../ui/HrefLinks.tsx";
import { formatCount } from "../../../lib/format.ts";

export interface MoneyCategoriesTableProps {
  clientCompany: MoneyCategoriesTable_clientCompany$key;
  searchText: string | undefined;
  count: number;
  onResetSearch: () => void;
  /** Null without accounting access (creating is not offered). */
  createHref: string | null;
  detailHref: (rowId: string) => string;
}

/** Keywords shown in a row before "+N". */
const VISIBLE_KEYWORDS = 4;

/** The company's money categories with their keywords, ledger account and transactions. */
export function MoneyCategoriesTable({
  clientCompany,
  searchText,
  count,
  onResetSearch,
  createHref,
  detailHref,
}: MoneyCategoriesTableProps) {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    MoneyCategoriesTablePaginationQuery,
    MoneyCategoriesTable_clientCompany$key
  >(
    graphql`
      fragment MoneyCategoriesTable_clientCompany on ClientCompany
      @refetchable(queryName: "MoneyCategoriesTablePaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }) {
        moneyCategories(first: $count, after: $cursor, orderBy: [NAME_ASC, PRIMARY_KEY_ASC])
          @connection(key: "MoneyCategoriesTable_moneyCategories") {
          totalCount
          edges {
            node {
              id
              rowId
              name
              keywords
              transactionCount
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
  const categories = data.moneyCategories;
  const rows = useMemo(
    () =>
      categories.edges
        .map((edge) => edge.node)
        .filter((category) =>
          matchesSearch(searchText, [
            category.name,
            ...category.keywords.map((keyword) => keyword ?? null),
            category.generalLedgerAccount?.number,
            category.generalLedgerAccount?.name,
          ]),
        ),
    [categories.edges, searchText],
  );
  const isSearching = Boolean(searchText);
  useEffect(() => {
    if (isSearching && hasNext && !isLoadingNext) loadNext(count);
  }, [isSearching, hasNext, isLoadingNext, loadNext, count]);

  if (categories.totalCount === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState icon={<IconCategory size={28} stroke={1.6} />} variant="light">
          <EmptyState.Title order={2}>{t("settingsBank.categories.empty.title")}</EmptyState.Title>
          <EmptyState.Description>{t("settingsBank.categories.empty.description")}</EmptyState.Description>
          {createHref ? (
            <EmptyState.Actions>
              <HrefButton href={createHref} leftSection={<IconPlus size={18} />}>
                {t("settingsBank.categories.create")}
              </HrefButton>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      </Paper>
    );
  }
  if (rows.length === 0 && !hasNext) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState icon={<IconSearch size={28} stroke={1.6} />} variant="light" color="gray">
          <EmptyState.Title order={2}>{t("settingsBank.list.noMatch.title", { searchText })}</EmptyState.Title>
          <EmptyState.Description>{t("settingsBank.list.noMatch.description")}</EmptyState.Description>
          <EmptyState.Actions>
            <Button variant="default" onClick={onResetSearch}>
              {t("settingsBank.list.resetSearch")}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  }

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {isSearching
          ? t("settingsBank.categories.countFiltered", { count: rows.length, total: categories.totalCount })
          : t("settingsBank.categories.count", { count: categories.totalCount })}
      </Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={680}>
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("settingsBank.columns.name")}</Table.Th>
                <Table.Th>{t("settingsBank.columns.keywords")}</Table.Th>
                <Table.Th>{t("settingsBank.columns.ledgerAccount")}</Table.Th>
                <Table.Th ta="right">{t("settingsBank.columns.transactionCount")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((category) => {
                const href = detailHref(category.rowId);
                const keywords = category.keywords.filter((keyword): keyword is string => typeof keyword === "string");
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
                    </Table.Td>
                    <Table.Td>
                      {keywords.length > 0 ? (
                        <Group gap={4}>
                          {keywords.slice(0, VISIBLE_KEYWORDS).map((keyword) => (
                            <Badge key={keyword} variant="light" color="gray" tt="none" fw={500}>
                              {keyword}
                            </Badge>
                          ))}
                          {keywords.length > VISIBLE_KEYWORDS ? (
                            <Text fz="xs" c="dimmed">
                              {t("settingsBank.categories.moreKeywords", { count: keywords.length - VISIBLE_KEYWORDS })}
                            </Text>
                          ) : null}
                        </Group>
                      ) : (
                        <Text fz="sm" c="dimmed">
                          –
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td fz="sm">
                      {category.generalLedgerAccount ? (
                        `${category.generalLedgerAccount.number} · ${category.generalLedgerAccount.name}`
                      ) : (
                        <Text span fz="sm" c="dimmed">
                          –
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" fz="sm" style={{ fontVariantNumeric: "tabular-nums" }}>
                      {formatCount(category.transactionCount, i18n.language)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {hasNext && !isSearching ? (
        <Group justify="center">
          <Button variant="default" loading={isLoadingNext} onClick={() => loadNext(count)}>
            {t("settingsBank.list.loadMore")}
          </Button>
        </Group>
      ) : null}
      {isSearching && hasNext ? (
        <Group justify="center" gap="xs">
          <Loader size="xs" />
          <Text fz="sm" c="dimmed">
            {t("settingsBank.list.searchingAll")}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
