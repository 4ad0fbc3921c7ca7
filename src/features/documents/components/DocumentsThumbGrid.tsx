import { Box, Center, Loader } from "@mantine/core";
import { useElementSize, useMergedRef } from "@mantine/hooks";
import { Fragment, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFillViewport } from "../../../ui/useFillViewport.ts";
import { useRememberedPosition } from "../hooks/useRememberedPosition.ts";
import { useFixedWindow } from "../../../ui/useFixedWindow.ts";
import { useRovingFocus } from "../../../ui/useRovingFocus.ts";
import { rememberedFocusIndex, writeListViewMemory } from "../lib/listViewMemory.ts";
import { type DocumentsViewProps, LOAD_MORE_THRESHOLD_ROWS } from "./documentsViewProps.ts";

const MIN_CARD_WIDTH = 210;
const GAP = 12;
const PADDING = 12;

/** The thumbnail view: cards in rows as many as fit, rows rendered only where visible. */
export function DocumentsThumbGrid(props: DocumentsViewProps & { label: string; cardHeight: number }) {
  const { t } = useTranslation();
  const { items, hasNext, isLoadingNext, loadMore } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { ref: sizeRef, width } = useElementSize();
  const mergedRef = useMergedRef(scrollRef, sizeRef);
  const height = useFillViewport(scrollRef);
  const innerWidth = (width || 1000) - 2 * PADDING;
  const columns = Math.max(1, Math.floor((innerWidth + GAP) / (MIN_CARD_WIDTH + GAP)));
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useFixedWindow({
    count: rowCount,
    scrollRef,
    size: props.cardHeight,
    overscan: 2,
    paddingStart: PADDING,
    paddingEnd: PADDING,
    initialHeight: 800,
  });
  const virtualRows = virtualizer.items;
  const lastRow = virtualRows.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasNext && !isLoadingNext && (lastRow + 1) * columns >= items.length - LOAD_MORE_THRESHOLD_ROWS) loadMore();
  }, [hasNext, isLoadingNext, lastRow, columns, items.length, loadMore]);

  const roving = useRovingFocus({
    count: items.length,
    columns,
    containerRef: scrollRef,
    scrollToIndex: (index) => virtualizer.scrollToIndex(Math.floor(index / columns)),
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

  return (
    <Box
      ref={mergedRef}
      h={height}
      style={{ overflowY: "auto", borderRadius: "var(--mantine-radius-md)" }}
      bg="white"
      bd="1px solid var(--mantine-color-gray-3)"
      onKeyDown={roving.onKeyDown}
      onFocus={roving.onFocus}
      data-testid="documents-scroll"
      data-scroll-restoration-id={props.scrollRestorationId}
    >
      <div role="list" aria-label={props.label} style={{ height: virtualizer.totalSize, position: "relative" }}>
        {virtualRows.map((row) => (
          <div
            key={row.index}
            role="none"
            style={{
              position: "absolute",
              top: 0,
              left: PADDING,
              right: PADDING,
              transform: `translateY(${row.start}px)`,
              display: "grid",
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: GAP,
            }}
          >
            {items.slice(row.index * columns, (row.index + 1) * columns).map((item, offset) => {
              const index = row.index * columns + offset;
              return (
                <Fragment key={item.rowId}>
                  {props.renderItem(item, {
                    index,
                    isFocused: roving.focusedIndex === index,
                    isSelected: props.selectedRowIds.has(item.rowId),
                    onToggleSelected: props.onToggleSelected && (() => props.onToggleSelected?.(item.rowId)),
                    onOpen: () => props.onOpen(item.rowId),
                    clientCompanyRowId: props.clientCompanyRowId,
                    today: props.today,
                  })}
                </Fragment>
              );
            })}
          </div>
        ))}
      </div>
      {isLoadingNext ? (
        <Center py="sm">
          <Loader size="sm" aria-label={t("documents.loadingMore")} />
        </Center>
      ) : null}
    </Box>
  );
}
