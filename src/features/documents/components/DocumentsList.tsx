import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { IconFileSearch } from "@tabler/icons-react";
import { Suspense, use, useCallback, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import type { DocumentsList_query$key } from "../../../__generated__/DocumentsList_query.graphql.ts";
import type { DocumentsListPaginationQuery } from "../../../__generated__/DocumentsListPaginationQuery.graphql.ts";
import type { DocumentsSortField, DocumentsView, SortDirection } from "../../../lib/search/documentsSearchSchema.ts";
import type { DocumentsColumnId } from "../lib/documentsColumns.ts";
import { pageSizeOf } from "../lib/listVariables.ts";
import { TABLE_VIEW, THUMB_VIEW } from "../lib/listViews.ts";
import type { DocumentsTableViewProps } from "./DocumentsTableView.tsx";
import type { DocumentsListItem, DocumentsViewProps } from "./documentsViewProps.ts";

export interface DocumentsListProps {
  query: DocumentsList_query$key;
  view: DocumentsView;
  columns: readonly DocumentsColumnId[];
  orderBy: DocumentsSortField;
  orderByDirection: SortDirection;
  onSort: (field: DocumentsSortField) => void;
  selectedRowIds: ReadonlySet<string>;
  /** Absent when the person has no action for a selection: rows cannot be selected. */
  onToggleSelected?: (rowId: string) => void;
  onSetSelected: (rowIds: readonly string[], isSelected: boolean) => void;
  onOpen: (rowId: string) => void;
  /** A next page was refused (e.g. INVALID_CURSOR) or failed. */
  onLoadError: (error: Error) => void;
  /** Rows loaded so far (for "select the loaded ones"). */
  onLoadedChange?: (rowIds: readonly string[]) => void;
  hasFilter: boolean;
  onResetFilters: () => void;
  /** The router keeps scroll positions of elements by this id: one per list and view, so a
   * new filter or view does not inherit the previous list's position, and back does. */
  scrollRestorationId: string;
  clientCompanyRowId: string;
  today: string;
}

/** The paginated list in the chosen view, loading the next page while scrolling. */
export function DocumentsList(props: DocumentsListProps) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    DocumentsListPaginationQuery,
    DocumentsList_query$key
  >(
    graphql`
      fragment DocumentsList_query on Query
      @refetchable(queryName: "DocumentsListPaginationQuery")
      @argumentDefinitions(
        clientCompanyRowId: { type: "UUID!" }
        filter: { type: "DocumentsListFilter" }
        orderBy: { type: "DocumentsListOrderBy!" }
        orderByDirection: { type: "DocumentsListOrderDirection!" }
        first: { type: "Int!" }
        after: { type: "String" }
        isWorkflowView: { type: "Boolean!" }
      ) {
        documentsList(
          clientCompanyRowId: $clientCompanyRowId
          filter: $filter
          orderBy: $orderBy
          orderByDirection: $orderByDirection
          first: $first
          after: $after
        )
          @connection(
            key: "DocumentsList_documentsList"
            filters: ["clientCompanyRowId", "filter", "orderBy", "orderByDirection"]
          ) {
          edges {
            node {
              rowId
              ...DocumentThumbCard_document
              ...DocumentsTableRow_document @arguments(withWorkflow: $isWorkflowView)
            }
          }
        }
      }
    `,
    props.query,
  );
  const items = useMemo(
    () => data.documentsList.edges.flatMap((edge) => (edge.node ? [edge.node as DocumentsListItem] : [])),
    [data.documentsList.edges],
  );
  const { view, onLoadError, onLoadedChange } = props;
  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    loadNext(pageSizeOf(view), { onComplete: (error) => error && onLoadError(error) });
  }, [hasNext, isLoadingNext, loadNext, view, onLoadError]);

  useEffect(() => {
    onLoadedChange?.(items.map((item) => item.rowId));
  }, [items, onLoadedChange]);

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
        <IconFileSearch size={40} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text fw={600}>{t("documents.empty.title")}</Text>
        <Text c="dimmed" fz="sm" maw={480}>
          {props.hasFilter ? t("documents.empty.withFilter") : t("documents.empty.withoutFilter")}
        </Text>
        {props.hasFilter ? (
          <Button variant="light" onClick={props.onResetFilters}>
            {t("documents.filters.reset")}
          </Button>
        ) : null}
      </Stack>
    );
  }

  const loadedIds = items.map((item) => item.rowId);
  const selectedLoaded = loadedIds.filter((rowId) => props.selectedRowIds.has(rowId)).length;
  const common = {
    items,
    hasNext,
    isLoadingNext,
    loadMore,
    selectedRowIds: props.selectedRowIds,
    onToggleSelected: props.onToggleSelected,
    onOpen: props.onOpen,
    clientCompanyRowId: props.clientCompanyRowId,
    today: props.today,
    label: t(`documents.views.${view}`),
    scrollRestorationId: props.scrollRestorationId,
  };
  return (
    // The route has loaded the URL's view; another view (chosen on the page) shows a loader
    // only if its code has not arrived yet (the page loads it after its first screen).
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" aria-label={t("documents.loading")} />
        </Center>
      }
    >
      {view === "THUMB_VIEW" ? (
        <ThumbView {...common} />
      ) : (
        <TableView
          {...common}
          columns={props.columns}
          orderBy={props.orderBy}
          orderByDirection={props.orderByDirection}
          onSort={props.onSort}
          allSelected={selectedLoaded === 0 ? "none" : selectedLoaded === loadedIds.length ? "all" : "some"}
          onToggleAll={() => props.onSetSelected(loadedIds, selectedLoaded < loadedIds.length)}
        />
      )}
    </Suspense>
  );
}

function ThumbView(props: Omit<DocumentsViewProps, "renderItem"> & { label: string }) {
  const { DocumentsThumbView } = THUMB_VIEW.loaded ?? use(THUMB_VIEW.load());
  return <DocumentsThumbView {...props} />;
}

function TableView(props: DocumentsTableViewProps) {
  const { DocumentsTableView } = TABLE_VIEW.loaded ?? use(TABLE_VIEW.load());
  return <DocumentsTableView {...props} />;
}
