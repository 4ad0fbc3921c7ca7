import { Box, Stack } from "@mantine/core";
import { type ReactNode, useCallback, useEffect, useRef, useState, useTransition } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, useRefetchableFragment, useRelayEnvironment } from "react-relay";
import { createOperationDescriptor, type Disposable, getRequest } from "relay-runtime";
import type { DocumentsResults_query$key } from "../../../__generated__/DocumentsResults_query.graphql.ts";
import DocumentsResultsRefetchQueryNode, {
  type DocumentsResultsRefetchQuery,
} from "../../../__generated__/DocumentsResultsRefetchQuery.graphql.ts";
import { rememberDocumentsList } from "../lib/documentsListIds.ts";
import type { DocumentsSortField, DocumentsView, SortDirection } from "../../../lib/search/documentsSearchSchema.ts";
import { readListViewMemory, writeListViewMemory } from "../lib/listViewMemory.ts";
import { type DocumentsListVariables, variablesKey } from "../lib/listVariables.ts";
import { DocumentsList } from "./DocumentsList.tsx";
import { DocumentsSelectionBar } from "./DocumentsSelectionBar.tsx";
import { DocumentsStatisticsBar } from "./DocumentsStatisticsBar.tsx";
import type { DocumentsColumnId } from "../lib/documentsColumns.ts";
import { lazyPart } from "../../../ui/lazyPart.tsx";

// The list's error box loads once the first screen is up (a failed request may come with a
// lost connection, when its code could no longer be fetched), not with it.
// The loading bar shows only while another list loads: its code arrives after the first screen.
const ListLoadingBar = lazyPart(() => import("./ListLoadingBar.tsx").then((module) => module.ListLoadingBar), {
  preloadWhenIdle: true,
});
const DocumentsListError = lazyPart(
  () => import("./DocumentsListError.tsx").then((module) => module.DocumentsListError),
  {
    preloadWhenIdle: true,
  },
);

export interface DocumentsResultsProps {
  query: DocumentsResults_query$key;
  /** What the URL asks for now. */
  variables: DocumentsListVariables;
  /** What the page query was loaded with (what the fragment shows first). */
  loadedVariables: DocumentsListVariables;
  view: DocumentsView;
  columns: readonly DocumentsColumnId[];
  orderBy: DocumentsSortField;
  orderByDirection: SortDirection;
  onSort: (field: DocumentsSortField) => void;
  onOpen: (rowId: string) => void;
  hasFilter: boolean;
  onResetFilters: () => void;
  /** The list's href, remembered with its ids for previous/next in the details. */
  listHref: string;
  today: string;
  /** Actions on the selection (the selected ids in list order; `clear` empties it). */
  renderSelectionActions?: (selectedRowIds: readonly string[], clear: () => void) => ReactNode;
}

interface Failure {
  key: string;
  error: Error;
  /** A next page failed: the list stands but cannot grow until reloaded. */
  isPaging: boolean;
}

/**
 * Statistics, selection and the list for the URL's filter. A changed filter is fetched first
 * and shown only once it has arrived, so a refused filter (a reversed range, an invalid
 * value) leaves the previous list in place beside a message saying why.
 */
export function DocumentsResults(props: DocumentsResultsProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [data, refetch] = useRefetchableFragment<DocumentsResultsRefetchQuery, DocumentsResults_query$key>(
    graphql`
      fragment DocumentsResults_query on Query
      @refetchable(queryName: "DocumentsResultsRefetchQuery")
      @argumentDefinitions(
        clientCompanyRowId: { type: "UUID!" }
        filter: { type: "DocumentsListFilter" }
        orderBy: { type: "DocumentsListOrderBy!" }
        orderByDirection: { type: "DocumentsListOrderDirection!" }
        first: { type: "Int!" }
        isWorkflowView: { type: "Boolean!" }
      ) {
        summary: documentsList(
          clientCompanyRowId: $clientCompanyRowId
          filter: $filter
          orderBy: $orderBy
          orderByDirection: $orderByDirection
          first: 0
        ) {
          ids
          statistics {
            count
            ...DocumentsStatisticsBar_statistics
          }
        }
        ...DocumentsList_query
          @arguments(
            clientCompanyRowId: $clientCompanyRowId
            filter: $filter
            orderBy: $orderBy
            orderByDirection: $orderByDirection
            first: $first
            isWorkflowView: $isWorkflowView
          )
      }
    `,
    props.query,
  );
  const targetKey = variablesKey(props.variables);
  const [shownKey, setShownKey] = useState(() => variablesKey(props.loadedVariables));
  const [fetchingKey, setFetchingKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [reloadCount, setReloadCount] = useState(0);
  const [isPending, startTransition] = useTransition();
  const retained = useRef<Disposable | null>(null);
  const handledReloads = useRef(0);

  useEffect(() => {
    const isReload = reloadCount > handledReloads.current;
    handledReloads.current = reloadCount;
    if (targetKey === shownKey && !isReload) return;
    // The key is the variables' JSON: parse it back instead of depending on the object.
    const variables = JSON.parse(targetKey) as DocumentsListVariables;
    const operation = createOperationDescriptor(getRequest(DocumentsResultsRefetchQueryNode), variables);
    // Keep the fetched data from garbage collection until the fragment has rendered it.
    const retain = environment.retain(operation);
    let isDone = false;
    setFetchingKey(targetKey);
    const subscription = fetchQuery<DocumentsResultsRefetchQuery>(
      environment,
      DocumentsResultsRefetchQueryNode,
      variables,
      {
        fetchPolicy: isReload ? "network-only" : "store-or-network",
      },
    ).subscribe({
      complete: () => {
        isDone = true;
        retained.current?.dispose();
        retained.current = retain;
        setFetchingKey(null);
        setFailure(null);
        startTransition(() => {
          refetch(variables, { fetchPolicy: "store-or-network" });
          setShownKey(targetKey);
        });
      },
      error: (error: Error) => {
        isDone = true;
        retain.dispose();
        setFetchingKey(null);
        setFailure({ key: targetKey, error, isPaging: false });
      },
    });
    return () => {
      subscription.unsubscribe();
      if (!isDone) retain.dispose();
    };
  }, [environment, refetch, targetKey, shownKey, reloadCount]);

  useEffect(() => () => retained.current?.dispose(), []);

  const listId = `documents-${props.view}-${hashOf(shownKey)}`;
  // Selection belongs to the list it was made in; coming back to the list (from a document's
  // details) brings it back.
  const [selection, setSelection] = useState<{ key: string; rowIds: ReadonlySet<string> }>(() => ({
    key: shownKey,
    rowIds: new Set(readListViewMemory(listId)?.selectedRowIds),
  }));
  useEffect(() => {
    if (selection.key === shownKey) writeListViewMemory(listId, { selectedRowIds: [...selection.rowIds] });
  }, [listId, selection, shownKey]);
  const { onOpen } = props;
  const openDocument = useCallback(
    (rowId: string) => {
      writeListViewMemory(listId, { focusedRowId: rowId });
      onOpen(rowId);
    },
    [listId, onOpen],
  );
  const selectedRowIds = selection.key === shownKey ? selection.rowIds : EMPTY;
  const setSelected = useCallback(
    (rowIds: readonly string[], isSelected: boolean) =>
      setSelection((previous) => {
        const next = new Set(previous.key === shownKey ? previous.rowIds : EMPTY);
        for (const rowId of rowIds) {
          if (isSelected) next.add(rowId);
          else next.delete(rowId);
        }
        return { key: shownKey, rowIds: next };
      }),
    [shownKey],
  );
  const toggleSelected = useCallback(
    (rowId: string) => setSelected([rowId], !selectedRowIds.has(rowId)),
    [setSelected, selectedRowIds],
  );

  const ids = data.summary.ids;
  const count = data.summary.statistics.count;
  const { listHref } = props;
  const clientCompanyRowId = props.variables.clientCompanyRowId;
  useEffect(() => {
    rememberDocumentsList({ clientCompanyRowId, ids, totalCount: count, listHref });
  }, [clientCompanyRowId, ids, count, listHref]);

  const onLoadError = useCallback((error: Error) => setFailure({ key: shownKey, error, isPaging: true }), [shownKey]);
  const isLoading = fetchingKey !== null || isPending;
  const shownFailure =
    failure && (failure.isPaging ? failure.key === shownKey : failure.key === targetKey) ? failure : null;

  return (
    <Stack gap="sm">
      {shownFailure ? (
        <DocumentsListError
          error={shownFailure.error}
          isPaging={shownFailure.isPaging}
          canResetFilters={props.hasFilter}
          onReload={() => setReloadCount((n) => n + 1)}
          onResetFilters={props.onResetFilters}
        />
      ) : null}
      <Box pos="relative">
        <DocumentsStatisticsBar statistics={data.summary.statistics}>
          {/* Selection only where there is something to do with it (e.g. paying, with banking access). */}
          {props.renderSelectionActions ? (
            <DocumentsSelectionBar
              selectedCount={selectedRowIds.size}
              selectableIds={ids}
              totalCount={count}
              onSelectAll={() => setSelected(ids, true)}
              onClear={() => setSelection({ key: shownKey, rowIds: new Set() })}
              actions={props.renderSelectionActions?.(
                ids
                  .filter((rowId) => selectedRowIds.has(rowId))
                  .concat([...selectedRowIds].filter((rowId) => !ids.includes(rowId))),
                () => setSelection({ key: shownKey, rowIds: new Set() }),
              )}
            />
          ) : null}
        </DocumentsStatisticsBar>
        {isLoading ? <ListLoadingBar label={t("documents.loading")} /> : null}
      </Box>
      <Box
        style={{ opacity: isLoading ? 0.55 : 1, transition: "opacity 120ms" }}
        aria-busy={isLoading}
        data-testid="documents-results"
      >
        <DocumentsList
          // A new list starts at its top, with its own focus.
          key={shownKey}
          scrollRestorationId={listId}
          query={data}
          view={props.view}
          columns={props.columns}
          orderBy={props.orderBy}
          orderByDirection={props.orderByDirection}
          onSort={props.onSort}
          selectedRowIds={selectedRowIds}
          onToggleSelected={props.renderSelectionActions ? toggleSelected : undefined}
          onSetSelected={setSelected}
          onOpen={openDocument}
          onLoadError={onLoadError}
          hasFilter={props.hasFilter}
          onResetFilters={props.onResetFilters}
          clientCompanyRowId={clientCompanyRowId}
          today={props.today}
        />
      </Box>
    </Stack>
  );
}

const EMPTY: ReadonlySet<string> = new Set();

/** A short, stable text for a long key (djb2). */
function hashOf(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = (hash * 33) ^ text.charCodeAt(index);
  return (hash >>> 0).toString(36);
}
