import { MultiSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { DocumentsSearch } from "../../../lib/search/documentsSearchSchema.ts";
import type { FilterOption, FilterOptions } from "../hooks/useFilterOptions.ts";
import type { SearchPatch } from "./DocumentsFilterPanel.tsx";
import { BooleanSelect, IncludeExcludeSelect } from "../../../ui/FilterInputs.tsx";

export interface PaymentAccountingFiltersProps {
  search: DocumentsSearch;
  options: FilterOptions;
  onChange: (patch: SearchPatch) => void;
}

/** The options plus the chosen ids the company does not know (a deleted account, an old link),
 * so that they show as removable pills with a name instead of their id. */
function withChosen(data: FilterOption[], chosen: readonly (readonly string[] | undefined)[], unknownLabel: string) {
  const known = new Set(data.map((option) => option.value));
  const unknown = [...new Set(chosen.flatMap((ids) => ids ?? []))].filter((id) => !known.has(id));
  return unknown.length === 0 ? data : [...data, ...unknown.map((value) => ({ value, label: unknownLabel }))];
}

/**
 * The filter panel's "payment and accounting" inputs (spec part 2 §7). Each is offered only
 * where it can find something for the user: bank payments and transactions need banking
 * access, accounting items the accounting tab, cost centres and units their company feature
 * (or a value already chosen). A filter that came in through a link still applies and shows as
 * a chip, where it can be removed.
 */
export function PaymentAccountingFilters({ search, options, onChange }: PaymentAccountingFiltersProps) {
  const { t } = useTranslation();
  const yesNo = { trueLabel: t("documents.filters.yes"), falseLabel: t("documents.filters.no") };
  const nothingFound = t("documents.filters.nothingFound");
  const unknown = t("documents.filters.unknownOption");
  return (
    <>
      {options.canFilterByBanking ? (
        <>
          <BooleanSelect
            label={t("documents.filters.hasPain001Payment")}
            value={search.hasPain001Payment}
            onChange={(hasPain001Payment) => onChange({ hasPain001Payment })}
            {...yesNo}
          />
          <BooleanSelect
            label={t("documents.filters.hasPain008DirectDebit")}
            value={search.hasPain008DirectDebit}
            onChange={(hasPain008DirectDebit) => onChange({ hasPain008DirectDebit })}
            {...yesNo}
          />
        </>
      ) : null}
      <BooleanSelect
        label={t("documents.filters.isPaymentReminderSent")}
        value={search.isPaymentReminderSent}
        onChange={(isPaymentReminderSent) => onChange({ isPaymentReminderSent })}
        {...yesNo}
      />
      {options.canFilterByBanking ? (
        <MultiSelect
          label={t("documents.filters.moneyAccounts")}
          data={withChosen(options.moneyAccounts, [search.moneyAccountRowIds], unknown)}
          value={[...(search.moneyAccountRowIds ?? [])]}
          onChange={(next) => onChange({ moneyAccountRowIds: next.length > 0 ? next : undefined })}
          placeholder={
            search.moneyAccountRowIds?.length
              ? undefined
              : options.moneyAccounts.length === 0
                ? t("documents.filters.noMoneyAccounts")
                : t("documents.filters.any")
          }
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={nothingFound}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {options.canFilterByAccounting ? (
        <>
          <IncludeExcludeSelect
            label={t("documents.filters.generalLedgerAccounts")}
            data={withChosen(
              options.generalLedgerAccounts,
              [search.generalLedgerAccountRowIds, search.excludeGeneralLedgerAccountRowIds],
              unknown,
            )}
            include={search.generalLedgerAccountRowIds}
            exclude={search.excludeGeneralLedgerAccountRowIds}
            onChange={(generalLedgerAccountRowIds, excludeGeneralLedgerAccountRowIds) =>
              onChange({ generalLedgerAccountRowIds, excludeGeneralLedgerAccountRowIds })
            }
            searchable
            nothingFoundMessage={nothingFound}
            placeholder={
              options.generalLedgerAccounts.length === 0 ? t("documents.filters.noGeneralLedgerAccounts") : undefined
            }
          />
          {options.hasCostCenters || search.costCenterRowIds || search.excludeCostCenterRowIds ? (
            <IncludeExcludeSelect
              label={t("documents.filters.costCenters")}
              data={withChosen(options.costCenters, [search.costCenterRowIds, search.excludeCostCenterRowIds], unknown)}
              include={search.costCenterRowIds}
              exclude={search.excludeCostCenterRowIds}
              onChange={(costCenterRowIds, excludeCostCenterRowIds) =>
                onChange({ costCenterRowIds, excludeCostCenterRowIds })
              }
              searchable
              nothingFoundMessage={nothingFound}
              placeholder={options.costCenters.length === 0 ? t("documents.filters.noCostCenters") : undefined}
            />
          ) : null}
          {options.hasCostUnits || search.costUnitRowIds || search.excludeCostUnitRowIds ? (
            <IncludeExcludeSelect
              label={t("documents.filters.costUnits")}
              data={withChosen(options.costUnits, [search.costUnitRowIds, search.excludeCostUnitRowIds], unknown)}
              include={search.costUnitRowIds}
              exclude={search.excludeCostUnitRowIds}
              onChange={(costUnitRowIds, excludeCostUnitRowIds) => onChange({ costUnitRowIds, excludeCostUnitRowIds })}
              searchable
              nothingFoundMessage={nothingFound}
              placeholder={options.costUnits.length === 0 ? t("documents.filters.noCostUnits") : undefined}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
