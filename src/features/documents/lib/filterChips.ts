import type { TFunction } from "i18next";
import { formatAmount, formatDate } from "../../../lib/format.ts";
import {
  DEFAULT_DATE_FILTER_TYPE,
  DEFAULT_DATE_PRESET,
  type DocumentsFilterSearch,
  type DocumentTypeParam,
  type DocumentsSearch,
  type DocumentsView,
  type InvoiceCompletenessDetailParam,
} from "../../../lib/search/documentsSearchSchema.ts";

// The active filters as removable chips: one chip per filter (an include and its exclusion
// are two), each with the change to the search that removes it.

export interface FilterChip {
  key: string;
  label: string;
  remove: Partial<DocumentsFilterSearch>;
}

export interface ChipLookups {
  categoryNames: ReadonlyMap<string, string>;
  partnerNames: ReadonlyMap<string, string> | null;
  workflowStepNames: ReadonlyMap<string, string>;
  userNames: ReadonlyMap<string, string>;
  moneyAccountNames: ReadonlyMap<string, string>;
  generalLedgerAccountNames: ReadonlyMap<string, string>;
  costCenterNames: ReadonlyMap<string, string>;
  costUnitNames: ReadonlyMap<string, string>;
  /** Tags and real-estate objects by rowId (absent: only counts are shown). */
  tagNames?: ReadonlyMap<string, string>;
  realEstateObjectNames?: ReadonlyMap<string, string>;
}

const MAX_NAMES = 2;

type ListChipKey =
  "documentTypes" | "categories" | "partners" | "workflowSteps" | "generalLedgerAccounts" | "costCenters" | "costUnits";
type CountKey =
  | "documents.chips.categoryCount"
  | "documents.chips.partnerCount"
  | "documents.chips.workflowStepCount"
  | "documents.chips.userCount"
  | "documents.chips.moneyAccountCount"
  | "documents.chips.generalLedgerAccountCount"
  | "documents.chips.costCenterCount"
  | "documents.chips.costUnitCount";

export function filterChips(
  search: DocumentsSearch,
  view: DocumentsView,
  lookups: ChipLookups,
  t: TFunction,
  locale: string,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: string, label: string, remove: Partial<DocumentsFilterSearch>) =>
    chips.push({ key, label, remove });
  const yesNo = (value: boolean) => t(value ? "documents.filters.yes" : "documents.filters.no");
  /** "A, B and 3 more", names unknown to the lookup counted only. */
  const names = (ids: readonly string[], lookup: ReadonlyMap<string, string> | null, unknownKey: CountKey) => {
    const known = ids.map((id) => lookup?.get(id)).filter((name): name is string => Boolean(name));
    if (known.length === 0) return t(unknownKey, { count: ids.length });
    const shown = known.slice(0, MAX_NAMES).join(", ");
    const rest = ids.length - Math.min(known.length, MAX_NAMES);
    return rest > 0 ? t("documents.chips.andMore", { names: shown, count: rest }) : shown;
  };
  const list = (
    key: ListChipKey,
    include: readonly string[] | undefined,
    exclude: readonly string[] | undefined,
    render: (ids: readonly string[]) => string,
    includeKey: keyof DocumentsFilterSearch,
    excludeKey: keyof DocumentsFilterSearch,
  ) => {
    if (include?.length) add(key, `${t(`documents.chips.${key}`)}: ${render(include)}`, { [includeKey]: undefined });
    if (exclude?.length)
      add(`${key}Exclude`, `${t(`documents.chips.${key}Not`)}: ${render(exclude)}`, { [excludeKey]: undefined });
  };

  if (search.datePreset !== undefined && search.datePreset !== DEFAULT_DATE_PRESET) {
    add("period", `${t("documents.chips.period")}: ${t(`documents.datePresets.${search.datePreset}`)}`, {
      datePreset: undefined,
    });
  }
  if (search.fromDate !== undefined || search.untilDate !== undefined) {
    const from = search.fromDate ? formatDate(search.fromDate, locale) : "…";
    const until = search.untilDate ? formatDate(search.untilDate, locale) : "…";
    add("period", `${t("documents.chips.period")}: ${from} – ${until}`, { fromDate: undefined, untilDate: undefined });
  }
  if (search.dateFilterType !== undefined && search.dateFilterType !== DEFAULT_DATE_FILTER_TYPE) {
    add(
      "dateFilterType",
      `${t("documents.chips.dateFilterType")}: ${t(`documents.dateFilterTypes.${search.dateFilterType}`)}`,
      {
        dateFilterType: undefined,
      },
    );
  }
  if (search.searchText)
    add("searchText", t("documents.chips.searchText", { text: search.searchText }), { searchText: undefined });
  if (search.internalNumber && view === "ACCOUNTING_VIEW") {
    add("internalNumber", `${t("documents.chips.internalNumber")}: ${search.internalNumber}`, {
      internalNumber: undefined,
    });
  }
  const typeNames = (ids: readonly string[]) =>
    ids.map((id) => t(`documents.documentTypes.${id as DocumentTypeParam}`)).join(", ");
  list(
    "documentTypes",
    search.documentTypes,
    search.excludeDocumentTypes,
    typeNames,
    "documentTypes",
    "excludeDocumentTypes",
  );
  list(
    "categories",
    search.categoryRowIds,
    search.excludeCategoryRowIds,
    (ids) => names(ids, lookups.categoryNames, "documents.chips.categoryCount"),
    "categoryRowIds",
    "excludeCategoryRowIds",
  );
  list(
    "partners",
    search.partnerCompanyRowIds,
    search.excludePartnerCompanyRowIds,
    (ids) => names(ids, lookups.partnerNames, "documents.chips.partnerCount"),
    "partnerCompanyRowIds",
    "excludePartnerCompanyRowIds",
  );
  if (search.minTotal !== undefined) {
    add("minTotal", `${t("documents.chips.minTotal")} ${formatAmount(search.minTotal, locale)}`, {
      minTotal: undefined,
    });
  }
  if (search.maxTotal !== undefined) {
    add("maxTotal", `${t("documents.chips.maxTotal")} ${formatAmount(search.maxTotal, locale)}`, {
      maxTotal: undefined,
    });
  }
  if (search.paidStatus)
    add("paidStatus", t(`documents.filters.paidStatus.${search.paidStatus}`), { paidStatus: undefined });
  if (search.exportStatus) {
    add("exportStatus", t(`documents.filters.exportStatus.${search.exportStatus}`), { exportStatus: undefined });
  }
  const flag = (
    key:
      | "isApproved"
      | "isDuplicate"
      | "isCreditMemo"
      | "hasXmlSource"
      | "isRecurring"
      | "hasPain001Payment"
      | "hasPain008DirectDebit"
      | "isPaymentReminderSent",
  ) => {
    const value = search[key];
    if (value !== undefined) add(key, `${t(`documents.filters.${key}`)}: ${yesNo(value)}`, { [key]: undefined });
  };
  flag("isApproved");
  flag("isDuplicate");
  flag("isCreditMemo");
  flag("hasXmlSource");
  flag("isRecurring");
  flag("hasPain001Payment");
  flag("hasPain008DirectDebit");
  flag("isPaymentReminderSent");
  if (search.moneyAccountRowIds?.length) {
    add(
      "moneyAccounts",
      `${t("documents.chips.moneyAccounts", { count: search.moneyAccountRowIds.length })}: ${names(search.moneyAccountRowIds, lookups.moneyAccountNames, "documents.chips.moneyAccountCount")}`,
      { moneyAccountRowIds: undefined },
    );
  }
  list(
    "generalLedgerAccounts",
    search.generalLedgerAccountRowIds,
    search.excludeGeneralLedgerAccountRowIds,
    (ids) => names(ids, lookups.generalLedgerAccountNames, "documents.chips.generalLedgerAccountCount"),
    "generalLedgerAccountRowIds",
    "excludeGeneralLedgerAccountRowIds",
  );
  list(
    "costCenters",
    search.costCenterRowIds,
    search.excludeCostCenterRowIds,
    (ids) => names(ids, lookups.costCenterNames, "documents.chips.costCenterCount"),
    "costCenterRowIds",
    "excludeCostCenterRowIds",
  );
  list(
    "costUnits",
    search.costUnitRowIds,
    search.excludeCostUnitRowIds,
    (ids) => names(ids, lookups.costUnitNames, "documents.chips.costUnitCount"),
    "costUnitRowIds",
    "excludeCostUnitRowIds",
  );
  for (const key of ["archived", "superseded"] as const) {
    const value = search[key];
    if (value !== undefined) {
      add(key, t(`documents.filters.${key}.${value === true ? "ONLY" : "ALL"}`), { [key]: undefined });
    }
  }
  if (search.contractType)
    add("contractType", `${t("documents.chips.contractType")}: ${search.contractType}`, { contractType: undefined });
  if (search.baseDocumentRowIds?.length) {
    add("baseDocuments", t("documents.chips.baseDocuments", { count: search.baseDocumentRowIds.length }), {
      baseDocumentRowIds: undefined,
    });
  }
  if (search.documentRowIds?.length) {
    add("documents", t("documents.chips.documents", { count: search.documentRowIds.length }), {
      documentRowIds: undefined,
    });
  }
  list(
    "workflowSteps",
    search.documentWorkflowStepRowIds,
    search.excludeDocumentWorkflowStepRowIds,
    (ids) => names(ids, lookups.workflowStepNames, "documents.chips.workflowStepCount"),
    "documentWorkflowStepRowIds",
    "excludeDocumentWorkflowStepRowIds",
  );
  if (search.requestedApproverRowIds?.length) {
    add(
      "requestedApprovers",
      `${t("documents.chips.requestedApprovers")}: ${names(search.requestedApproverRowIds, lookups.userNames, "documents.chips.userCount")}`,
      { requestedApproverRowIds: undefined },
    );
  }
  if (search.hasComments !== undefined) {
    add("hasComments", t(search.hasComments ? "documents.filters.withComments" : "documents.filters.withoutComments"), {
      hasComments: undefined,
    });
  }
  if (search.commentMentionedUserRowId) {
    const name =
      lookups.userNames.get(search.commentMentionedUserRowId) ?? t("documents.chips.userCount", { count: 1 });
    add("commentMentionedUser", `${t("documents.chips.commentMentionedUser")}: ${name}`, {
      commentMentionedUserRowId: undefined,
      commentMentionSeen: undefined,
    });
  }
  chips.push(...bookkeepingChips(search, lookups, t));
  if (search.commentMentionSeen !== undefined) {
    add(
      "commentMentionSeen",
      t(search.commentMentionSeen ? "documents.chips.mentionSeen" : "documents.chips.mentionUnseen"),
      {
        commentMentionSeen: undefined,
      },
    );
  }
  return chips;
}

type BookkeepingCountKey = "bookkeeping.chips.tagCount" | "bookkeeping.chips.realEstateObjectCount";

/** Tags, real-estate objects and completeness, each with its exclusion. */
function bookkeepingChips(search: DocumentsSearch, lookups: ChipLookups, t: TFunction): FilterChip[] {
  const chips: FilterChip[] = [];
  const names = (
    ids: readonly string[],
    lookup: ReadonlyMap<string, string> | undefined,
    countKey: BookkeepingCountKey,
  ) => {
    const known = ids.map((id) => lookup?.get(id)).filter((name): name is string => Boolean(name));
    if (known.length === 0) return t(countKey, { count: ids.length });
    const shown = known.slice(0, MAX_NAMES).join(", ");
    const rest = ids.length - Math.min(known.length, MAX_NAMES);
    return rest > 0 ? t("documents.chips.andMore", { names: shown, count: rest }) : shown;
  };
  const pair = (
    key: "tags" | "realEstateObjects" | "completeness",
    include: readonly string[] | undefined,
    exclude: readonly string[] | undefined,
    render: (ids: readonly string[]) => string,
    remove: [keyof DocumentsFilterSearch, keyof DocumentsFilterSearch],
  ) => {
    if (include?.length)
      chips.push({
        key,
        label: `${t(`bookkeeping.chips.${key}`)}: ${render(include)}`,
        remove: { [remove[0]]: undefined },
      });
    if (exclude?.length)
      chips.push({
        key: `${key}Exclude`,
        label: `${t(`bookkeeping.chips.${key}Not`)}: ${render(exclude)}`,
        remove: { [remove[1]]: undefined },
      });
  };
  pair(
    "tags",
    search.tagRowIds,
    search.excludeTagRowIds,
    (ids) => names(ids, lookups.tagNames, "bookkeeping.chips.tagCount"),
    ["tagRowIds", "excludeTagRowIds"],
  );
  pair(
    "realEstateObjects",
    search.realEstateObjectRowIds,
    search.excludeRealEstateObjectRowIds,
    (ids) => names(ids, lookups.realEstateObjectNames, "bookkeeping.chips.realEstateObjectCount"),
    ["realEstateObjectRowIds", "excludeRealEstateObjectRowIds"],
  );
  pair(
    "completeness",
    search.invoiceCompletenessDetails,
    search.excludeInvoiceCompletenessDetails,
    (details) =>
      details
        .map((detail) => t(`bookkeeping.completenessDetails.${detail as InvoiceCompletenessDetailParam}`))
        .join(", "),
    ["invoiceCompletenessDetails", "excludeInvoiceCompletenessDetails"],
  );
  return chips;
}
