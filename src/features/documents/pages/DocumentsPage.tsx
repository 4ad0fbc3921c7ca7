import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Title,
} from "@mantine/core";
import {
  IconAdjustmentsHorizontal,
  IconCalculator,
  IconFileExport,
  IconLayoutGrid,
  IconList,
  IconLock,
  IconRoute,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from "@tabler/icons-react";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { DocumentsPageQuery } from "../../../__generated__/DocumentsPageQuery.graphql.ts";
import {
  DOCUMENTS_SORT_FIELDS,
  DOCUMENTS_VIEWS,
  type DocumentsSearch,
  type DocumentsSortField,
  type DocumentsView,
} from "../../../lib/search/documentsSearchSchema.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { lazyPart } from "../../../ui/lazyPart.tsx";
import { ColumnChooser } from "../components/ColumnChooser.tsx";
import { DocumentsFilterChips } from "../components/DocumentsFilterChips.tsx";
import type { SearchPatch } from "../components/DocumentsFilterPanel.tsx";
import { DocumentsPresets } from "../components/DocumentsPresets.tsx";
import { isPresetActive } from "../lib/documentsPresets.ts";
import { DocumentsResults } from "../components/DocumentsResults.tsx";
import { CommitTextInput } from "../../../ui/CommitTextInput.tsx";
import { PeriodSelect } from "../components/PeriodSelect.tsx";
import { useFilterOptions } from "../hooks/useFilterOptions.ts";
import { todayIsoDate } from "../../../lib/calendarDate.ts";
import { columnsOfView, type DocumentsColumnId, readListColumns, writeListColumns } from "../lib/documentsColumns.ts";
import { documentsPresets, hasActiveFilter } from "../lib/documentsPresets.ts";
import { filterChips } from "../lib/filterChips.ts";
import { TABLE_VIEW, THUMB_VIEW } from "../lib/listViews.ts";
import { type DocumentsListVariables, listVariablesOf, resolveSort, viewOf } from "../lib/listVariables.ts";
import { FIRST_DIRECTION, sortByColumn, sortSearch } from "../lib/sorting.ts";

export const documentsPageQuery = graphql`
  query DocumentsPageQuery(
    $clientCompanyRowId: UUID!
    $filter: DocumentsListFilter
    $orderBy: DocumentsListOrderBy!
    $orderByDirection: DocumentsListOrderDirection!
    $first: Int!
    $isWorkflowView: Boolean!
  ) @preloadable {
    currentUser {
      rowId
    }
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasBankingAccess
      currentUserHasAccountingAccess
      currentUserWorkflowStepRowIds
      currentUserCanExportBookings
      ...ExportDialog_clientCompany
      featureFlags {
        useLast3Months
        documentsWorkflowView
      }
      ...useFilterOptions_clientCompany
    }
    ...DocumentsResults_query
      @arguments(
        clientCompanyRowId: $clientCompanyRowId
        filter: $filter
        orderBy: $orderBy
        orderByDirection: $orderByDirection
        first: $first
        isWorkflowView: $isWorkflowView
      )
  }
`;

export type DocumentsSearchUpdate = (previous: DocumentsSearch) => DocumentsSearch;
/** Writes the search to the URL: a new history entry, or in place with `replace`. */
export type DocumentsSearchChange = (update: DocumentsSearchUpdate, options?: { replace?: boolean }) => void;

export interface DocumentsPageProps {
  queryRef: PreloadedQuery<DocumentsPageQuery>;
  search: DocumentsSearch;
  onSearchChange: DocumentsSearchChange;
}

// Shown only when the company or the user is gone: loads when needed.
const CenteredMessage = lazyPart(() =>
  import("../../../ui/CenteredMessage.tsx").then((module) => module.CenteredMessage),
);

const VIEW_ICONS: Record<DocumentsView, typeof IconList> = {
  THUMB_VIEW: IconLayoutGrid,
  LIST_VIEW: IconList,
  ACCOUNTING_VIEW: IconCalculator,
  WORKFLOW_VIEW: IconRoute,
};

/** The documents list (spec part 2 §2): four views over one filtered, cursor-paged list. */
export function DocumentsPage({ queryRef, search, onSearchChange }: DocumentsPageProps) {
  const { t } = useTranslation();
  usePageTitle(t("documents.pageTitle"));
  const data = usePreloadedQuery<DocumentsPageQuery>(documentsPageQuery, queryRef);
  if (!data.currentUser || !data.clientCompany) {
    return (
      <CenteredMessage
        color="gray"
        icon={<IconLock size={36} stroke={1.6} />}
        title={t("documents.unavailable.title")}
        description={t("documents.unavailable.description")}
      />
    );
  }
  return (
    <DocumentsWorkspace
      data={data}
      company={data.clientCompany}
      userRowId={data.currentUser.rowId}
      loadedVariables={queryRef.variables as DocumentsListVariables}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}

type Company = NonNullable<DocumentsPageQuery["response"]["clientCompany"]>;

interface DocumentsWorkspaceProps {
  data: DocumentsPageQuery["response"];
  company: Company;
  userRowId: string;
  loadedVariables: DocumentsListVariables;
  search: DocumentsSearch;
  onSearchChange: DocumentsSearchChange;
}

function DocumentsWorkspace({
  data,
  company,
  userRowId,
  loadedVariables,
  search,
  onSearchChange,
}: DocumentsWorkspaceProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // The list's own address, from its own search: the router's location already names the
  // next page while a document opens, and "back to the list" must not lead there.
  const router = useRouter();
  const listHref = useMemo(() => router.buildLocation({ to: "/documents", search }).href, [router, search]);
  const today = todayIsoDate();
  const hasWorkflowView = company.featureFlags?.documentsWorkflowView === true;
  const useLast3Months = company.featureFlags?.useLast3Months === true;
  const requestedView = viewOf(search);
  // The accounting view is for people who can account; the workflow view a feature of the company.
  const hasAccountingView = company.currentUserHasAccountingAccess === true;
  const view: DocumentsView =
    (requestedView === "WORKFLOW_VIEW" && !hasWorkflowView) ||
    (requestedView === "ACCOUNTING_VIEW" && !hasAccountingView)
      ? "THUMB_VIEW"
      : requestedView;

  // The workflow view is a feature of the company: without it, the URL falls back.
  useEffect(() => {
    if (view !== requestedView) onSearchChange((previous) => ({ ...previous, view: undefined }), { replace: true });
  }, [view, requestedView, onSearchChange]);

  const effectiveSearch = view === requestedView ? search : { ...search, view: undefined };
  const variables = listVariablesOf(company.rowId, effectiveSearch, today);
  const options = useFilterOptions(company);
  const presets = useMemo(
    () =>
      documentsPresets({
        currentUserRowId: userRowId,
        workflowStepRowIds: company.currentUserWorkflowStepRowIds,
        useLast3Months,
        realEstateObjects: options.hasRealEstateObjects,
      }),
    [userRowId, company.currentUserWorkflowStepRowIds, useLast3Months, options.hasRealEstateObjects],
  );
  const [isFilterPanelOpen, setIsFilterPanelOpen] = useState(false);
  // The booking export (spec part 2 §6): only for users who may export; of a period from the
  // "accounting export" preset, or of the selected rows. null: the dialog is closed.
  const [exportSelection, setExportSelection] = useState<{ documentRowIds: readonly string[] | null } | null>(null);
  const canExport = company.currentUserCanExportBookings === true;
  const accountingExportPreset = presets.find((preset) => preset.id === "accountingExport");
  const isAccountingExportActive =
    accountingExportPreset !== undefined && isPresetActive(accountingExportPreset, effectiveSearch, view);
  // Loaded right after the list has rendered, before anyone opens the panel.
  useEffect(() => void loadFilterPanel().catch(() => undefined), []);
  // The other views' code too (the route has loaded the URL's view), so switching is instant.
  useEffect(() => {
    for (const chunk of [THUMB_VIEW, TABLE_VIEW]) void chunk.load().catch(() => undefined);
  }, []);
  const [listColumns, setListColumns] = useState<DocumentsColumnId[]>(() => readListColumns(userRowId));
  const columns = columnsOfView(view, listColumns);
  const { orderBy, orderByDirection } = resolveSort(search);

  const change = useCallback(
    (patch: SearchPatch) => onSearchChange((previous) => ({ ...previous, ...patch })),
    [onSearchChange],
  );
  const reset = useCallback(
    () =>
      onSearchChange(
        (previous) => ({ clientCompanyRowId: previous.clientCompanyRowId, view: previous.view }) as DocumentsSearch,
      ),
    [onSearchChange],
  );
  const openDocument = useCallback(
    (documentRowId: string) =>
      void navigate({
        to: "/documents/$documentRowId",
        params: { documentRowId },
        search: { clientCompanyRowId: company.rowId },
      }),
    [navigate, company.rowId],
  );
  const isFiltered = hasActiveFilter(effectiveSearch, view);
  const activeFilterCount = filterChips(
    effectiveSearch,
    view,
    { ...options, partnerNames: null },
    t,
    i18n.language,
  ).length;

  return (
    <Box px={{ base: "sm", md: "lg" }} pt="md" pb="sm">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} size="h2">
            {t("documents.title")}
          </Title>
          <SegmentedControl
            aria-label={t("documents.views.label")}
            value={view}
            onChange={(next) =>
              onSearchChange((previous) => ({
                ...previous,
                view: next === "THUMB_VIEW" ? undefined : (next as DocumentsView),
              }))
            }
            data={DOCUMENTS_VIEWS.filter(
              (option) =>
                (option !== "WORKFLOW_VIEW" || hasWorkflowView) && (option !== "ACCOUNTING_VIEW" || hasAccountingView),
            ).map((option) => {
              const Icon = VIEW_ICONS[option];
              return {
                value: option,
                label: (
                  <Group gap={6} wrap="nowrap">
                    <Icon size={16} aria-hidden />
                    <span>{t(`documents.views.${option}`)}</span>
                  </Group>
                ),
              };
            })}
          />
        </Group>
        <Group gap="sm" wrap="wrap">
          <CommitTextInput
            aria-label={t("documents.filters.searchText")}
            placeholder={t("documents.filters.searchPlaceholder")}
            leftSection={<IconSearch size={16} />}
            value={search.searchText}
            onCommit={(searchText) => change({ searchText })}
            debounceMs={600}
            w={300}
            type="search"
          />
          <PeriodSelect search={search} today={today} useLast3Months={useLast3Months} onChange={change} isCompact />
          <Button
            variant={isFilterPanelOpen ? "light" : "default"}
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            rightSection={
              activeFilterCount > 0 ? (
                <Badge size="sm" circle>
                  {activeFilterCount}
                </Badge>
              ) : null
            }
            onClick={() => setIsFilterPanelOpen((open) => !open)}
            aria-expanded={isFilterPanelOpen}
          >
            {t("documents.filters.button")}
          </Button>
          {canExport && isAccountingExportActive ? (
            <Button
              leftSection={<IconFileExport size={16} aria-hidden />}
              onClick={() => setExportSelection({ documentRowIds: null })}
            >
              {t("exports.dialog.open")}
            </Button>
          ) : null}
          <Group gap={4} wrap="nowrap" ml="auto">
            {/* Native select and hint: no pop-up code in the list's first load (see PeriodSelect). */}
            <NativeSelect
              aria-label={t("documents.sort.label")}
              value={orderBy}
              onChange={(event) => {
                const next = event.currentTarget.value as DocumentsSortField;
                change(sortSearch(next, FIRST_DIRECTION[next]));
              }}
              data={DOCUMENTS_SORT_FIELDS.map((field) => ({
                value: field,
                label: t(`documents.sort.fields.${field}`),
              }))}
              w={210}
            />
            <ActionIcon
              variant="default"
              size={36}
              onClick={() => change(sortSearch(orderBy, orderByDirection === "ASC" ? "DESC" : "ASC"))}
              aria-label={t(orderByDirection === "ASC" ? "documents.sort.ascending" : "documents.sort.descending")}
              title={t(orderByDirection === "ASC" ? "documents.sort.ascending" : "documents.sort.descending")}
            >
              {orderByDirection === "ASC" ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
            </ActionIcon>
            {view === "LIST_VIEW" ? (
              <ColumnChooser
                columns={listColumns}
                onChange={(next) => {
                  setListColumns(next);
                  writeListColumns(userRowId, next);
                }}
              />
            ) : null}
          </Group>
        </Group>
        <DocumentsPresets presets={presets} search={effectiveSearch} view={view} clientCompanyRowId={company.rowId} />
        <Collapse expanded={isFilterPanelOpen} keepMounted={false}>
          <Suspense fallback={null}>
            <DocumentsFilterPanel
              search={search}
              view={view}
              today={today}
              options={options}
              clientCompanyRowId={company.rowId}
              useLast3Months={useLast3Months}
              onChange={change}
            />
          </Suspense>
        </Collapse>
        <DocumentsFilterChips
          search={effectiveSearch}
          view={view}
          options={options}
          clientCompanyRowId={company.rowId}
          onChange={change}
          onReset={isFiltered ? reset : null}
        />
        <DocumentsResults
          query={data}
          variables={variables}
          loadedVariables={loadedVariables}
          view={view}
          columns={columns}
          orderBy={orderBy}
          orderByDirection={orderByDirection}
          onSort={(field) => change(sortByColumn(search, field))}
          onOpen={openDocument}
          hasFilter={isFiltered}
          onResetFilters={reset}
          listHref={listHref}
          today={today}
          renderSelectionActions={
            company.currentUserHasBankingAccess || canExport
              ? (selectedRowIds, clear) => (
                  <Suspense fallback={null}>
                    <DocumentsSelectionActions
                      clientCompanyRowId={company.rowId}
                      selectedRowIds={selectedRowIds}
                      canPay={company.currentUserHasBankingAccess === true}
                      canExport={canExport}
                      onPaid={clear}
                      onExport={(documentRowIds) => setExportSelection({ documentRowIds })}
                    />
                  </Suspense>
                )
              : undefined
          }
        />
        {exportSelection ? (
          <Suspense fallback={null}>
            <ExportDialog
              clientCompany={company}
              opened
              documentRowIds={exportSelection.documentRowIds}
              onClose={(hasStartedExport) => {
                setExportSelection(null);
                // Exported invoices leave the "not exported" list: ask for it again.
                if (hasStartedExport) void router.invalidate();
              }}
            />
          </Suspense>
        ) : null}
      </Stack>
    </Box>
  );
}

/** The filter panel (its inputs: amounts, multi-selects, the partner search) is not part of the
 * list's first screen: its chunk loads right after the list has rendered (a failed load shows
 * the route's error view with Retry when the panel is opened, not a panel that never comes). */
/** The export dialog loads when it is first opened (not with the list's first screen). */
const ExportDialog = lazy(() => import("../../exports/index.ts").then((module) => ({ default: module.ExportDialog })));

/** The bulk actions (pay, export) load when the first document is selected. */
const DocumentsSelectionActions = lazy(() =>
  import("../components/DocumentsSelectionActions.tsx").then((module) => ({
    default: module.DocumentsSelectionActions,
  })),
);

const loadFilterPanel = () => import("../components/DocumentsFilterPanel.tsx");
const DocumentsFilterPanel = lazy(() => loadFilterPanel().then((module) => ({ default: module.DocumentsFilterPanel })));
