import { Box, Button, Center, Checkbox, Loader, Stack, Table, Text } from "@mantine/core";
import { IconBuildingBank } from "@tabler/icons-react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type MouseEvent, useCallback, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import type { TransactionsList_query$key } from "../../../__generated__/TransactionsList_query.graphql.ts";
import type { TransactionsListPaginationQuery } from "../../../__generated__/TransactionsListPaginationQuery.graphql.ts";
import { useFillViewport } from "../../../ui/useFillViewport.ts";
import { useRovingFocus } from "../../../ui/useRovingFocus.ts";
import { BANKING_PAGE_SIZE } from "../lib/bankingVariables.ts";
import { TRANSACTION_ROW_HEIGHT, TransactionRow } from "./TransactionRow.tsx";

/** Rows before the end at which the next page is asked for. */
const LOAD_MORE_THRESHOLD_ROWS = 15;

export interface TransactionsListProps {
  query: TransactionsList_query$key;
  selectedRowIds: ReadonlySet<string>;
  /** A checkbox click (with the event: Shift selects a range) or Space (event null). */
  onToggleSelected: (rowId: string, event: MouseEvent | null) => void;
  onSetSelected: (rowIds: readonly string[], isSelected: boolean) => void;
  /** The rows loaded so far, in order (for ranges and "select the loaded ones"). */
  onLoadedChange: (rowIds: readonly string[]) => void;
  openRowId: string | undefined;
  onOpen: (rowId: string) => void;
  /** A next page was refused or failed. */
  onLoadError: (error: Error) => void;
  hasFilter: boolean;
  onResetFilters: () => void;
  /** No money account yet: the empty list says how to get transactions. */
  hasAccounts: boolean;
  clientCompanyRowId: string;
  /** How many transactions the filter holds (from the statistics; the list itself does not count). */
  totalCount: number | undefined;
}

const COLUMNS = [
  { id: "bookingDate", width: 108 },
  { id: "counterparty", width: 340 },
  { id: "account", width: 150 },
  { id: "category", width: 150 },
  { id: "match", width: 230 },
  { id: "amount", width: 130, align: "right" as const },
] as const;

/** The transactions of the filter, newest booking first: rows rendered only where visible,
 * the next page loaded while scrolling. */
export function TransactionsList(props: TransactionsListProps) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    TransactionsListPaginationQuery,
    TransactionsList_query$key
  >(
    graphql`
      fragment TransactionsList_query on Query
      @refetchable(queryName: "TransactionsListPaginationQuery")
      @argumentDefinitions(
        clientCompanyRowId: { type: "UUID!" }
        searchText: { type: "String" }
        type: { type: "MoneyTransactionDirection" }
        minAmount: { type: "BigFloat" }
        maxAmount: { type: "BigFloat" }
        minMatchedCount: { type: "Int" }
        maxMatchedCount: { type: "Int" }
        fromDate: { type: "Date" }
        untilDate: { type: "Date" }
        moneyAccountRowIds: { type: "[UUID]" }
        moneyCategoryRowIds: { type: "[UUID]" }
        excludeMoneyCategoryRowIds: { type: "[UUID]" }
        unclear: { type: "Boolean" }
        first: { type: "Int!" }
        after: { type: "Cursor" }
      ) {
        filterMoneyTransactions(
          clientCompanyRowId: $clientCompanyRowId
          searchText: $searchText
          type: $type
          minAmount: $minAmount
          maxAmount: $maxAmount
          minMatchedCount: $minMatchedCount
          maxMatchedCount: $maxMatchedCount
          fromDate: $fromDate
          untilDate: $untilDate
          moneyAccountRowIds: $moneyAccountRowIds
          moneyCategoryRowIds: $moneyCategoryRowIds
          excludeMoneyCategoryRowIds: $excludeMoneyCategoryRowIds
          unclear: $unclear
          first: $first
          after: $after
        ) @connection(key: "TransactionsList_filterMoneyTransactions") {
          edges {
            node {
              rowId
              ...TransactionRow_transaction
            }
          }
        }
      }
    `,
    props.query,
  );
  const items = useMemo(
    () => (data.filterMoneyTransactions?.edges ?? []).map((edge) => edge.node),
    [data.filterMoneyTransactions?.edges],
  );
  const loadedIds = useMemo(() => items.map((item) => item.rowId), [items]);
  const { onLoadError, onLoadedChange } = props;
  useEffect(() => onLoadedChange(loadedIds), [loadedIds, onLoadedChange]);

  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    loadNext(BANKING_PAGE_SIZE, { onComplete: (error) => error && onLoadError(error) });
  }, [hasNext, isLoadingNext, loadNext, onLoadError]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const height = useFillViewport(scrollRef);
  // The virtualizer's functions change with every scroll: this component is not memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TRANSACTION_ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 1200, height: 800 },
    scrollPaddingStart: 40,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasNext && !isLoadingNext && lastIndex >= items.length - LOAD_MORE_THRESHOLD_ROWS) loadMore();
  }, [hasNext, isLoadingNext, lastIndex, items.length, loadMore]);

  const roving = useRovingFocus({
    count: items.length,
    columns: 1,
    containerRef: scrollRef,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: "auto" }),
    onOpen: (index) => items[index] && props.onOpen(items[index].rowId),
    onToggle: (index) => items[index] && props.onToggleSelected(items[index].rowId, null),
  });

  if (items.length === 0) {
    return (
      <Stack
        align="center"
        gap="sm"
        py={64}
        px="md"
        ta="center"
        bg="white"
        bd="1px solid var(--mantine-color-gray-3)"
        style={{ borderRadius: "var(--mantine-radius-md)" }}
      >
        <IconBuildingBank size={40} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text fw={600}>{t("banking.empty.title")}</Text>
        <Text c="dimmed" fz="sm" maw={520}>
          {props.hasFilter
            ? t("banking.empty.withFilter")
            : props.hasAccounts
              ? t("banking.empty.withoutFilter")
              : t("banking.empty.noAccounts")}
        </Text>
        {props.hasFilter ? (
          <Button variant="light" onClick={props.onResetFilters}>
            {t("banking.filters.reset")}
          </Button>
        ) : null}
      </Stack>
    );
  }

  const selectedLoaded = loadedIds.filter((rowId) => props.selectedRowIds.has(rowId)).length;
  const paddingTop = virtualItems[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualItems.at(-1)?.end ?? 0);
  const spacer = (size: number) =>
    size > 0 ? (
      <tr aria-hidden>
        <td colSpan={COLUMNS.length + 1} style={{ height: size, padding: 0, border: 0 }} />
      </tr>
    ) : null;

  return (
    <Box
      ref={scrollRef}
      h={height}
      style={{ overflow: "auto", borderRadius: "var(--mantine-radius-md)" }}
      bg="white"
      bd="1px solid var(--mantine-color-gray-3)"
      onKeyDown={roving.onKeyDown}
      onFocus={roving.onFocus}
      data-testid="banking-scroll"
    >
      <Table
        stickyHeader
        highlightOnHover
        verticalSpacing={4}
        horizontalSpacing="sm"
        fz="sm"
        miw={40 + COLUMNS.reduce((sum, column) => sum + column.width, 0)}
        aria-label={t("banking.list.label")}
        aria-rowcount={(props.totalCount ?? items.length) + 1}
        style={{ tableLayout: "fixed" }}
      >
        <Table.Thead style={{ zIndex: 2 }}>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                size="xs"
                checked={selectedLoaded > 0 && selectedLoaded === loadedIds.length}
                indeterminate={selectedLoaded > 0 && selectedLoaded < loadedIds.length}
                onChange={() => props.onSetSelected(loadedIds, selectedLoaded < loadedIds.length)}
                aria-label={t("banking.selection.toggleLoaded")}
              />
            </Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th
                key={column.id}
                w={column.id === "counterparty" ? undefined : column.width}
                ta={"align" in column ? column.align : undefined}
                style={{ whiteSpace: "nowrap" }}
              >
                {t(`banking.list.columns.${column.id}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {spacer(paddingTop)}
          {virtualItems.map((virtualItem) => {
            const item = items[virtualItem.index]!;
            return (
              <TransactionRow
                key={item.rowId}
                transaction={item}
                index={virtualItem.index}
                isFocused={roving.focusedIndex === virtualItem.index}
                isSelected={props.selectedRowIds.has(item.rowId)}
                isOpen={props.openRowId === item.rowId}
                onToggleSelected={(event) => props.onToggleSelected(item.rowId, event)}
                onOpen={() => props.onOpen(item.rowId)}
                clientCompanyRowId={props.clientCompanyRowId}
              />
            );
          })}
          {spacer(paddingBottom)}
        </Table.Tbody>
      </Table>
      {isLoadingNext ? (
        <Center py="sm">
          <Loader size="sm" aria-label={t("banking.list.loadingMore")} />
        </Center>
      ) : null}
    </Box>
  );
}
