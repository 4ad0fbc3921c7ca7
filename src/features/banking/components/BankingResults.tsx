import { Alert, Box, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { type MouseEvent, useCallback, useEffect, useRef, useState, useTransition } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, useRefetchableFragment, useRelayEnvironment } from "react-relay";
import { createOperationDescriptor, type Disposable, getRequest } from "relay-runtime";
import type { BankingResults_query$key } from "../../../__generated__/BankingResults_query.graphql.ts";
import BankingResultsRefetchQueryNode, {
  type BankingResultsRefetchQuery,
} from "../../../__generated__/BankingResultsRefetchQuery.graphql.ts";
import type { MoneyCategoryOption } from "../hooks/useBankingOptions.ts";
import { bankingErrorMessage } from "../lib/bankingErrors.ts";
import { type BankingListVariables, bankingVariablesKey } from "../lib/bankingVariables.ts";
import { EMPTY_SELECTION, type SelectionState, setSelected, toggleSelection } from "../lib/selection.ts";
import { BankingSelectionBar } from "./BankingSelectionBar.tsx";
import { BankingStatisticsBar } from "./BankingStatisticsBar.tsx";
import { TransactionsList } from "./TransactionsList.tsx";

export interface BankingResultsProps {
  query: BankingResults_query$key;
  /** What the URL asks for now. */
  variables: BankingListVariables;
  /** What the page query was loaded with (what the fragment shows first). */
  loadedVariables: BankingListVariables;
  /** Increase to read the list and its statistics again (after an import, a match run…). */
  reloadToken: number;
  currency: string;
  categories: readonly MoneyCategoryOption[];
  hasFilter: boolean;
  hasAccounts: boolean;
  onResetFilters: () => void;
  onShowUnclear: (() => void) | null;
  openRowId: string | undefined;
  onOpen: (rowId: string) => void;
}

interface Failure {
  key: string;
  error: Error;
  isPaging: boolean;
}

/**
 * Statistics, selection and the list for the URL's filter. A changed filter is fetched first
 * and shown once it has arrived, so the previous list stays in place while it loads (and
 * when the request fails, beside a message saying why).
 */
export function BankingResults(props: BankingResultsProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [data, refetch] = useRefetchableFragment<BankingResultsRefetchQuery, BankingResults_query$key>(
    graphql`
      fragment BankingResults_query on Query
      @refetchable(queryName: "BankingResultsRefetchQuery")
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
      ) {
        moneyTransactionsStatistics(
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
        ) {
          count
          ...BankingStatisticsBar_statistics
        }
        ...TransactionsList_query
          @arguments(
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
          )
      }
    `,
    props.query,
  );
  const targetKey = bankingVariablesKey(props.variables);
  const [shownKey, setShownKey] = useState(() => bankingVariablesKey(props.loadedVariables));
  const [fetchingKey, setFetchingKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [retryCount, setRetryCount] = useState(0);
  const [isPending, startTransition] = useTransition();
  const retained = useRef<Disposable | null>(null);
  const handledReloads = useRef(props.reloadToken + retryCount);
  const reloads = props.reloadToken + retryCount;

  useEffect(() => {
    const isReload = reloads !== handledReloads.current;
    handledReloads.current = reloads;
    if (targetKey === shownKey && !isReload) return;
    const variables = JSON.parse(targetKey) as BankingListVariables;
    const operation = createOperationDescriptor(getRequest(BankingResultsRefetchQueryNode), variables);
    // Keep the fetched data from garbage collection until the fragment has rendered it.
    const retain = environment.retain(operation);
    let isDone = false;
    setFetchingKey(targetKey);
    const subscription = fetchQuery<BankingResultsRefetchQuery>(
      environment,
      BankingResultsRefetchQueryNode,
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
  }, [environment, refetch, targetKey, shownKey, reloads]);

  useEffect(() => () => retained.current?.dispose(), []);

  // The selection belongs to the list it was made in; a new filter starts without one.
  const [selection, setSelection] = useState<{ key: string; state: SelectionState }>({
    key: shownKey,
    state: EMPTY_SELECTION,
  });
  const current = selection.key === shownKey ? selection.state : EMPTY_SELECTION;
  const loadedIds = useRef<readonly string[]>([]);
  const [loadedCount, setLoadedCount] = useState(0);
  const onLoadedChange = useCallback((rowIds: readonly string[]) => {
    loadedIds.current = rowIds;
    setLoadedCount(rowIds.length);
  }, []);
  const onToggleSelected = useCallback(
    (rowId: string, event: MouseEvent | null) =>
      setSelection((previous) => ({
        key: shownKey,
        state: toggleSelection(
          previous.key === shownKey ? previous.state : EMPTY_SELECTION,
          loadedIds.current,
          rowId,
          event?.shiftKey === true,
        ),
      })),
    [shownKey],
  );
  const onSetSelected = useCallback(
    (rowIds: readonly string[], isSelected: boolean) =>
      setSelection((previous) => ({
        key: shownKey,
        state: setSelected(previous.key === shownKey ? previous.state : EMPTY_SELECTION, rowIds, isSelected),
      })),
    [shownKey],
  );
  const onLoadError = useCallback((error: Error) => setFailure({ key: shownKey, error, isPaging: true }), [shownKey]);

  const isLoading = fetchingKey !== null || isPending;
  const shownFailure =
    failure && (failure.isPaging ? failure.key === shownKey : failure.key === targetKey) ? failure : null;
  const statistics = data.moneyTransactionsStatistics;

  return (
    <Stack gap="sm">
      {shownFailure ? (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={shownFailure.isPaging ? t("banking.errors.pagingTitle") : t("banking.errors.loadTitle")}
        >
          <Stack gap={6} align="flex-start">
            <Text fz="sm">{bankingErrorMessage(shownFailure.error, t)}</Text>
            <Text fz="sm" c="dimmed">
              {shownFailure.isPaging ? t("banking.errors.pagingHint") : t("banking.errors.previousListKept")}
            </Text>
            <Group gap="xs">
              <Button size="compact-sm" variant="light" onClick={() => setRetryCount((n) => n + 1)}>
                {t("banking.errors.reload")}
              </Button>
              {props.hasFilter && !shownFailure.isPaging ? (
                <Button size="compact-sm" variant="subtle" onClick={props.onResetFilters}>
                  {t("banking.filters.reset")}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Alert>
      ) : null}
      <Box pos="relative">
        {statistics ? (
          <BankingStatisticsBar statistics={statistics} currency={props.currency} onShowUnclear={props.onShowUnclear}>
            <BankingSelectionBar
              clientCompanyRowId={props.variables.clientCompanyRowId}
              selectedRowIds={current.rowIds}
              loadedCount={loadedCount}
              currency={props.currency}
              categories={props.categories}
              onSelectLoaded={() => onSetSelected(loadedIds.current, true)}
              onClear={() => setSelection({ key: shownKey, state: EMPTY_SELECTION })}
              onCategoryAssigned={() => setRetryCount((n) => n + 1)}
            />
          </BankingStatisticsBar>
        ) : null}
        {isLoading ? (
          <Progress
            value={100}
            animated
            size={3}
            pos="absolute"
            left={8}
            right={8}
            bottom={0}
            aria-label={t("banking.list.loading")}
          />
        ) : null}
      </Box>
      <Box style={{ opacity: isLoading ? 0.55 : 1, transition: "opacity 120ms" }} aria-busy={isLoading}>
        <TransactionsList
          // A new list starts at its top, with its own focus.
          key={shownKey}
          query={data}
          selectedRowIds={current.rowIds}
          onToggleSelected={onToggleSelected}
          onSetSelected={onSetSelected}
          onLoadedChange={onLoadedChange}
          openRowId={props.openRowId}
          onOpen={props.onOpen}
          onLoadError={onLoadError}
          hasFilter={props.hasFilter}
          onResetFilters={props.onResetFilters}
          hasAccounts={props.hasAccounts}
          clientCompanyRowId={props.variables.clientCompanyRowId}
          totalCount={statistics?.count ?? undefined}
        />
      </Box>
    </Stack>
  );
}
