import { useTranslation } from "react-i18next";
import {
  type DocumentsSearch,
  INVOICE_COMPLETENESS_DETAILS,
  type InvoiceCompletenessDetailParam,
} from "../../../lib/search/documentsSearchSchema.ts";
import type { FilterOption, FilterOptions } from "../hooks/useFilterOptions.ts";
import type { SearchPatch } from "./DocumentsFilterPanel.tsx";
import { IncludeExcludeSelect } from "../../../ui/FilterInputs.tsx";

export interface BookkeepingFiltersProps {
  search: DocumentsSearch;
  options: FilterOptions;
  onChange: (patch: SearchPatch) => void;
}

/** The options plus chosen ids the company does not know (a deleted tag), shown by name. */
function withChosen(data: FilterOption[], chosen: readonly (readonly string[] | undefined)[], unknownLabel: string) {
  const known = new Set(data.map((option) => option.value));
  const unknown = [...new Set(chosen.flatMap((ids) => ids ?? []))].filter((id) => !known.has(id));
  return unknown.length === 0 ? data : [...data, ...unknown.map((value) => ({ value, label: unknownLabel }))];
}

/**
 * Tags and real-estate objects (spec part 2 §7), each with its exclusion. Offered where they
 * can find something: tags once the company has any, objects with its REAL_ESTATE feature; a
 * filter that came in through a link still shows, so it can be changed.
 */
export function TagObjectFilters({ search, options, onChange }: BookkeepingFiltersProps) {
  const { t } = useTranslation();
  const unknown = t("documents.filters.unknownOption");
  const hasTagFilter = Boolean(search.tagRowIds?.length || search.excludeTagRowIds?.length);
  const hasObjectFilter = Boolean(
    search.realEstateObjectRowIds?.length || search.excludeRealEstateObjectRowIds?.length,
  );
  return (
    <>
      {options.tags.length > 0 || hasTagFilter ? (
        <IncludeExcludeSelect
          label={t("bookkeeping.filters.tags")}
          data={withChosen(options.tags, [search.tagRowIds, search.excludeTagRowIds], unknown)}
          include={search.tagRowIds}
          exclude={search.excludeTagRowIds}
          onChange={(tagRowIds, excludeTagRowIds) => onChange({ tagRowIds, excludeTagRowIds })}
          searchable
          nothingFoundMessage={t("documents.filters.nothingFound")}
        />
      ) : null}
      {options.hasRealEstateObjects || hasObjectFilter ? (
        <IncludeExcludeSelect
          label={t("bookkeeping.filters.realEstateObjects")}
          data={withChosen(
            options.realEstateObjects,
            [search.realEstateObjectRowIds, search.excludeRealEstateObjectRowIds],
            unknown,
          )}
          include={search.realEstateObjectRowIds}
          exclude={search.excludeRealEstateObjectRowIds}
          onChange={(realEstateObjectRowIds, excludeRealEstateObjectRowIds) =>
            onChange({ realEstateObjectRowIds, excludeRealEstateObjectRowIds })
          }
          searchable
          nothingFoundMessage={t("documents.filters.nothingFound")}
          placeholder={
            options.realEstateObjects.length === 0 ? t("bookkeeping.filters.noRealEstateObjects") : undefined
          }
        />
      ) : null}
    </>
  );
}

/** The details an invoice needs before the booking export: "complete in" them or "missing"
 * at least one. The real-estate object counts only with the REAL_ESTATE feature. */
export function CompletenessFilter({ search, options, onChange }: BookkeepingFiltersProps) {
  const { t } = useTranslation();
  const chosen = new Set([
    ...(search.invoiceCompletenessDetails ?? []),
    ...(search.excludeInvoiceCompletenessDetails ?? []),
  ]);
  const details = INVOICE_COMPLETENESS_DETAILS.filter(
    (detail) => detail !== "REAL_ESTATE_OBJECT" || options.hasRealEstateObjects || chosen.has(detail),
  );
  return (
    <IncludeExcludeSelect
      label={t("bookkeeping.filters.completeness")}
      includeLabel={t("bookkeeping.filters.complete")}
      excludeLabel={t("bookkeeping.filters.missing")}
      data={details.map((detail) => ({ value: detail, label: t(`bookkeeping.completenessDetails.${detail}`) }))}
      include={search.invoiceCompletenessDetails}
      exclude={search.excludeInvoiceCompletenessDetails}
      onChange={(include, exclude) =>
        onChange({
          invoiceCompletenessDetails: include as InvoiceCompletenessDetailParam[] | undefined,
          excludeInvoiceCompletenessDetails: exclude as InvoiceCompletenessDetailParam[] | undefined,
        })
      }
    />
  );
}
