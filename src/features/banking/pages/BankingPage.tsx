import { Box, Button, Collapse, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowsExchange, IconLock, IconUpload } from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { BankingPageQuery } from "../../../__generated__/BankingPageQuery.graphql.ts";
import type { BankingSearch } from "../../../lib/search/searchSchemas.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { CenteredMessage } from "../../../ui/CenteredMessage.tsx";
import { todayIsoDate } from "../../../lib/calendarDate.ts";
import { BankingFilterChips } from "../components/BankingFilterChips.tsx";
import { BankingFilterPanel } from "../components/BankingFilterPanel.tsx";
import { BankingPresets } from "../components/BankingPresets.tsx";
import { BankingResults } from "../components/BankingResults.tsx";
import { BankingToolbar } from "../components/BankingToolbar.tsx";
import { ImportStatementDialog } from "../components/ImportStatementDialog.tsx";
import { TransactionDrawer } from "../components/TransactionDrawer.tsx";
import { useBankingOptions } from "../hooks/useBankingOptions.ts";
import { bankingErrorMessage } from "../lib/bankingErrors.ts";
import { bankingFilterChips } from "../lib/bankingFilterChips.ts";
import { bankingPresets, presetSearch } from "../lib/bankingPresets.ts";
import {
  type BankingFilterPatch,
  type BankingListVariables,
  bankingVariablesOf,
  clearedBankingSearch,
  hasBankingFilter,
} from "../lib/bankingVariables.ts";
import type { StatementImportRequest, StatementImportResult } from "../lib/statementImport.ts";
import { useRequestMoneyTransactionMatchingMutation } from "../mutations/useRequestMoneyTransactionMatchingMutation.ts";

export const bankingPageQuery = graphql`
  query BankingPageQuery(
    $clientCompanyRowId: UUID!
    $searchText: String
    $type: MoneyTransactionDirection
    $minAmount: BigFloat
    $maxAmount: BigFloat
    $minMatchedCount: Int
    $maxMatchedCount: Int
    $fromDate: Date
    $untilDate: Date
    $moneyAccountRowIds: [UUID]
    $moneyCategoryRowIds: [UUID]
    $excludeMoneyCategoryRowIds: [UUID]
    $unclear: Boolean
    $first: Int!
  ) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      brandNameOrName
      currentUserHasBankingAccess
      ...useBankingOptions_clientCompany
    }
    ...BankingResults_query
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
`;

export type BankingSearchUpdate = (previous: BankingSearch) => BankingSearch;
/** Writes the search to the URL: a new history entry, or in place with `replace`. */
export type BankingSearchChange = (update: BankingSearchUpdate, options?: { replace?: boolean }) => void;

export interface BankingPageProps {
  queryRef: PreloadedQuery<BankingPageQuery>;
  search: BankingSearch;
  onSearchChange: BankingSearchChange;
  /** The statement upload (replaced in tests). */
  sendStatement?: (request: StatementImportRequest) => Promise<StatementImportResult>;
}

/** The banking page (spec part 2, Banking): the company's money transactions, filtered by the
 * URL, with statistics, selection, categories, matching and statement import. */
export function BankingPage({ queryRef, search, onSearchChange, sendStatement }: BankingPageProps) {
  const { t } = useTranslation();
  usePageTitle(t("banking.pageTitle"));
  const data = usePreloadedQuery<BankingPageQuery>(bankingPageQuery, queryRef);
  const company = data.clientCompany;
  if (!company || company.currentUserHasBankingAccess !== true) {
    return (
      <CenteredMessage
        color="gray"
        icon={<IconLock size={36} stroke={1.6} />}
        title={t("banking.forbidden.title")}
        description={t("banking.forbidden.description")}
      />
    );
  }
  return (
    <BankingWorkspace
      data={data}
      company={company}
      loadedVariables={queryRef.variables as BankingListVariables}
      search={search}
      onSearchChange={onSearchChange}
      sendStatement={sendStatement}
    />
  );
}

type Company = NonNullable<BankingPageQuery["response"]["clientCompany"]>;

interface BankingWorkspaceProps {
  data: BankingPageQuery["response"];
  company: Company;
  loadedVariables: BankingListVariables;
  search: BankingSearch;
  onSearchChange: BankingSearchChange;
  sendStatement?: (request: StatementImportRequest) => Promise<StatementImportResult>;
}

/** How long after "Abgleich starten" the list reads again (the engine runs in the background). */
const MATCHING_RELOAD_MS = 4000;

function BankingWorkspace({
  data,
  company,
  loadedVariables,
  search,
  onSearchChange,
  sendStatement,
}: BankingWorkspaceProps) {
  const { t, i18n } = useTranslation();
  const today = todayIsoDate();
  const options = useBankingOptions(company);
  const [, startTransition] = useTransition();
  const [isFilterPanelOpen, setIsFilterPanelOpen] = useState(false);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const [reloadToken, setReloadToken] = useState(0);
  const reload = useCallback(() => setReloadToken((n) => n + 1), []);
  const variables = bankingVariablesOf(company.rowId, search, today);
  const presets = useMemo(() => bankingPresets(today), [today]);
  const chips = bankingFilterChips(search, today, options, t, i18n.language);
  const isFiltered = hasBankingFilter(search);

  const change = useCallback(
    (patch: BankingFilterPatch) => onSearchChange((previous) => ({ ...previous, ...patch })),
    [onSearchChange],
  );
  const reset = useCallback(() => onSearchChange((previous) => clearedBankingSearch(previous)), [onSearchChange]);
  const openTransaction = useCallback(
    (moneyTransactionRowId: string) => onSearchChange((previous) => ({ ...previous, moneyTransactionRowId })),
    [onSearchChange],
  );
  const closeTransaction = useCallback(
    () => onSearchChange((previous) => ({ ...previous, moneyTransactionRowId: undefined })),
    [onSearchChange],
  );

  // The currency of the figures: the filtered accounts' one (EUR when they differ or none).
  const shownAccounts = search.moneyAccountRowIds?.length
    ? options.accounts.filter((account) => search.moneyAccountRowIds!.includes(account.rowId))
    : options.accounts.filter((account) => account.isActive);
  const currencies = [...new Set(shownAccounts.map((account) => account.currency))];
  const currency = currencies.length === 1 ? currencies[0]! : "EUR";

  const [commitMatching, isMatching] = useRequestMoneyTransactionMatchingMutation();
  const matchingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(matchingTimer.current ?? undefined), []);
  const startMatching = () =>
    commitMatching({
      variables: { input: { clientCompanyRowId: company.rowId } },
      onCompleted: () => {
        notifications.show({
          color: "teal",
          title: t("banking.matching.startedTitle"),
          message: t("banking.matching.started"),
        });
        clearTimeout(matchingTimer.current ?? undefined);
        matchingTimer.current = setTimeout(reload, MATCHING_RELOAD_MS);
      },
      onError: (error) => {
        notifications.show({
          color: "red",
          title: t("banking.matching.failedTitle"),
          message: bankingErrorMessage(error, t),
        });
      },
    });

  const defaultImportAccount =
    search.moneyAccountRowIds?.length === 1
      ? search.moneyAccountRowIds[0]!
      : options.accounts.filter((account) => account.isActive).length === 1
        ? options.accounts.find((account) => account.isActive)!.rowId
        : null;

  return (
    <Box px={{ base: "sm", md: "lg" }} pt="md" pb="sm">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} size="h2">
              {t("banking.title")}
            </Title>
            {company.brandNameOrName ? (
              <Text c="dimmed" fz="sm">
                {company.brandNameOrName}
              </Text>
            ) : null}
          </div>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconArrowsExchange size={16} />}
              onClick={startMatching}
              loading={isMatching}
            >
              {t("banking.matching.start")}
            </Button>
            <Button leftSection={<IconUpload size={16} />} onClick={() => setIsImportOpen(true)}>
              {t("banking.import.open")}
            </Button>
          </Group>
        </Group>
        <BankingToolbar
          search={search}
          today={today}
          accounts={options.accounts}
          activeFilterCount={chips.length}
          isFilterPanelOpen={isFilterPanelOpen}
          onToggleFilterPanel={() => setIsFilterPanelOpen((open) => !open)}
          onChange={change}
        />
        <BankingPresets
          presets={presets}
          search={search}
          onSelect={(preset) => onSearchChange((previous) => presetSearch(preset, previous))}
        />
        <Collapse expanded={isFilterPanelOpen} keepMounted={false}>
          <BankingFilterPanel search={search} today={today} categories={options.categories} onChange={change} />
        </Collapse>
        <BankingFilterChips chips={chips} onChange={change} onReset={isFiltered ? reset : null} />
        <BankingResults
          query={data}
          variables={variables}
          loadedVariables={loadedVariables}
          reloadToken={reloadToken}
          currency={currency}
          categories={options.categories}
          hasFilter={isFiltered}
          hasAccounts={options.accounts.length > 0}
          onResetFilters={reset}
          onShowUnclear={
            search.unclear
              ? null
              : () => onSearchChange((previous) => presetSearch({ id: "unclear", filter: { unclear: true } }, previous))
          }
          openRowId={search.moneyTransactionRowId}
          onOpen={openTransaction}
        />
      </Stack>
      <TransactionDrawer
        moneyTransactionRowId={search.moneyTransactionRowId}
        clientCompanyRowId={company.rowId}
        categories={options.categories}
        onClose={closeTransaction}
        onChanged={reload}
      />
      <ImportStatementDialog
        isOpen={isImportOpen}
        onClose={() => setIsImportOpen(false)}
        accounts={options.accounts}
        defaultAccountRowId={defaultImportAccount}
        onImported={() => {
          reload();
          startTransition(() => {
            options.refresh();
          });
        }}
        send={sendStatement}
      />
    </Box>
  );
}
