import { Box, Center, Checkbox, Loader, UnstyledButton } from "@mantine/core";
import { Table } from "../../../ui/mantineShims/tableWithoutScrollContainer.ts";
import { IconArrowDown, IconArrowUp, IconArrowsSort } from "@tabler/icons-react";
import { Fragment, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentsSortField, SortDirection } from "../../../lib/search/documentsSearchSchema.ts";
import { useFillViewport } from "../../../ui/useFillViewport.ts";
import { useRememberedPosition } from "../hooks/useRememberedPosition.ts";
import { useFixedWindow } from "../../../ui/useFixedWindow.ts";
import { useRovingFocus } from "../../../ui/useRovingFocus.ts";
import { rememberedFocusIndex, writeListViewMemory } from "../lib/listViewMemory.ts";
import { type DocumentsColumn, TABLE_ROW_HEIGHT } from "./DocumentsTableRow.tsx";
import { type DocumentsViewProps, LOAD_MORE_THRESHOLD_ROWS } from "./documentsViewProps.ts";

export interface DocumentsTableProps extends DocumentsViewProps {
  columns: readonly DocumentsColumn[];
  orderBy: DocumentsSortField;
  orderByDirection: SortDirection;
  /** A click on a sortable header: sort by it, or turn the direction when it sorts already. */
  onSort: (field: DocumentsSortField) => void;
  /** Checked state of the header checkbox ("all loaded rows selected"). */
  allSelected: "all" | "some" | "none";
  onToggleAll: () => void;
  label: string;
}

/** The list, accounting and workflow views: a dense table with sortable headers, rows rendered
 * only where visible, the next page loaded while scrolling. */
export function DocumentsTable(props: DocumentsTableProps) {
  const { t } = useTranslation();
  const { items, columns, hasNext, isLoadingNext, loadMore } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const height = useFillViewport(scrollRef);
  const virtualizer = useFixedWindow({
    count: items.length,
    scrollRef,
    size: TABLE_ROW_HEIGHT,
    overscan: 12,
    initialHeight: 800,
    scrollPaddingStart: TABLE_ROW_HEIGHT,
  });
  const virtualItems = virtualizer.items;
  const lastIndex = virtualItems.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasNext && !isLoadingNext && lastIndex >= items.length - LOAD_MORE_THRESHOLD_ROWS) loadMore();
  }, [hasNext, isLoadingNext, lastIndex, items.length, loadMore]);

  const roving = useRovingFocus({
    count: items.length,
    columns: 1,
    containerRef: scrollRef,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index),
    onOpen: (index) => items[index] && props.onOpen(items[index].rowId),
    onToggle: (index) => items[index] && props.onToggleSelected?.(items[index].rowId),
    // The row opened last keeps the focus when the person comes back from its details.
    initialIndex: rememberedFocusIndex(items, props.scrollRestorationId),
    onFocusedChange: (index) =>
      items[index] && writeListViewMemory(props.scrollRestorationId, { focusedRowId: items[index].rowId }),
  });
  useRememberedPosition({
    listId: props.scrollRestorationId,
    scrollRef,
    contentHeight: virtualizer.totalSize,
    hasNext,
  });

  const paddingTop = virtualItems[0]?.start ?? 0;
  const paddingBottom = virtualizer.totalSize - (virtualItems.at(-1)?.end ?? 0);
  const minWidth = 40 + columns.reduce((sum, column) => sum + column.width, 0);
  const spacer = (height: number) =>
    height > 0 ? (
      <tr aria-hidden>
        <td colSpan={columns.length + 1} style={{ height, padding: 0, border: 0 }} />
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
      data-testid="documents-scroll"
      data-scroll-restoration-id={props.scrollRestorationId}
    >
      <Table
        stickyHeader
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing="sm"
        fz="sm"
        miw={minWidth}
        aria-label={props.label}
        aria-rowcount={items.length + 1}
        style={{ tableLayout: "fixed" }}
      >
        <Table.Thead style={{ zIndex: 2 }}>
          <Table.Tr>
            {props.onToggleSelected ? (
              <Table.Th w={40}>
                <Checkbox
                  size="xs"
                  checked={props.allSelected === "all"}
                  indeterminate={props.allSelected === "some"}
                  onChange={props.onToggleAll}
                  aria-label={t("documents.selection.toggleLoaded")}
                />
              </Table.Th>
            ) : null}
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} {...props} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {spacer(paddingTop)}
          {virtualItems.map((virtualItem) => {
            const item = items[virtualItem.index]!;
            return (
              <Fragment key={item.rowId}>
                {props.renderItem(item, {
                  index: virtualItem.index,
                  isFocused: roving.focusedIndex === virtualItem.index,
                  isSelected: props.selectedRowIds.has(item.rowId),
                  onToggleSelected: props.onToggleSelected && (() => props.onToggleSelected?.(item.rowId)),
                  onOpen: () => props.onOpen(item.rowId),
                  clientCompanyRowId: props.clientCompanyRowId,
                  today: props.today,
                })}
              </Fragment>
            );
          })}
          {spacer(paddingBottom)}
        </Table.Tbody>
      </Table>
      {isLoadingNext ? (
        <Center py="sm">
          <Loader size="sm" aria-label={t("documents.loadingMore")} />
        </Center>
      ) : null}
    </Box>
  );
}

function HeaderCell({
  column,
  orderBy,
  orderByDirection,
  onSort,
}: { column: DocumentsColumn } & Pick<DocumentsTableProps, "orderBy" | "orderByDirection" | "onSort">) {
  const { t } = useTranslation();
  const label = t(`documents.columns.${column.id}`);
  const isSorted = column.sortField !== undefined && column.sortField === orderBy;
  const SortIcon = !isSorted ? IconArrowsSort : orderByDirection === "ASC" ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      w={column.width}
      ta={column.align}
      aria-sort={isSorted ? (orderByDirection === "ASC" ? "ascending" : "descending") : undefined}
      style={{ whiteSpace: "nowrap" }}
    >
      {column.sortField ? (
        <UnstyledButton
          onClick={() => onSort(column.sortField!)}
          fz="sm"
          fw={700}
          style={{
            display: "inline-flex",
            alignItems: "center",
            gap: 4,
            flexDirection: column.align === "right" ? "row-reverse" : "row",
          }}
          title={t("documents.sort.byColumn", { column: label })}
        >
          {label}
          <SortIcon size={14} color={isSorted ? "var(--mantine-color-petrol-7)" : "var(--mantine-color-gray-5)"} />
        </UnstyledButton>
      ) : (
        label
      )}
    </Table.Th>
  );
}
