import type { ComboboxItem } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Suspense, useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { IncludeExcludeSelect } from "../../../ui/IncludeExcludeSelect.tsx";
import {
  chosenKeyOf,
  idsOfKey,
  PARTNER_SEARCH_DEBOUNCE_MS,
  serverFiltered,
  usePartnerSearch,
} from "./PartnerFilter.tsx";

export interface PartnerFilterProps {
  clientCompanyRowId: string;
  include: readonly string[] | undefined;
  exclude: readonly string[] | undefined;
  onChange: (include: string[] | undefined, exclude: string[] | undefined) => void;
}

/** Partner picker of the filter panel (include or exclude). */
export function PartnerFilter(props: PartnerFilterProps) {
  const { t } = useTranslation();
  const fallback = (
    <IncludeExcludeSelect
      label={t("documents.filters.partners")}
      data={[]}
      include={props.include}
      exclude={props.exclude}
      onChange={props.onChange}
      placeholder={t("documents.filters.loadingOptions")}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <LoadedPartnerFilter {...props} />
    </Suspense>
  );
}

function LoadedPartnerFilter({ clientCompanyRowId, include, exclude, onChange }: PartnerFilterProps) {
  const { t } = useTranslation();
  const [searchValue, setSearchValue] = useState("");
  const [debouncedSearch] = useDebouncedValue(searchValue.trim(), PARTNER_SEARCH_DEBOUNCE_MS);
  const chosenKey = chosenKeyOf(include, exclude);
  // While the next answer loads, the previous options stay and the input keeps its focus.
  const deferredSearch = useDeferredValue(debouncedSearch);
  const deferredChosenKey = useDeferredValue(chosenKey);
  const partners = usePartnerSearch(clientCompanyRowId, deferredSearch, idsOfKey(deferredChosenKey));

  const names = new Map(partners.map((partner) => [partner.rowId, partner.name]));
  const askedFor = new Set(idsOfKey(deferredChosenKey));
  const chosen = idsOfKey(chosenKey);
  const data: ComboboxItem[] = partners
    .filter((partner) => !askedFor.has(partner.rowId))
    .map((partner) => ({ value: partner.rowId, label: partner.name }));
  // Chosen partners stay removable: named when the server knows them, "unknown" when it was
  // asked and does not, "loading" while it is being asked.
  for (const rowId of chosen) {
    const name = names.get(rowId);
    const label =
      name ?? (askedFor.has(rowId) ? t("documents.filters.unknownPartner") : t("documents.filters.loadingOptions"));
    if (!data.some((item) => item.value === rowId)) data.push({ value: rowId, label });
  }
  return (
    <IncludeExcludeSelect
      label={t("documents.filters.partners")}
      data={data}
      include={include}
      exclude={exclude}
      onChange={onChange}
      searchable
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      filter={serverFiltered}
      isLoading={searchValue.trim() !== deferredSearch || chosenKey !== deferredChosenKey}
      nothingFoundMessage={t("documents.filters.nothingFound")}
    />
  );
}
