import type { ComboboxItem, OptionsFilter } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Suspense, useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { PartnerFilterQuery } from "../../../__generated__/PartnerFilterQuery.graphql.ts";
import { IncludeExcludeSelect } from "../../../ui/IncludeExcludeSelect.tsx";

/** The pause in typing before the server is asked. */
export const PARTNER_SEARCH_DEBOUNCE_MS = 200;

// The server searches (name, alternative names, VAT ids; case, accents and umlauts folded)
// and answers the 20 best active partners plus the chosen ones, so chosen partners always
// have a name. The picker and the chips ask the same question when nothing is typed.
const partnerFilterQuery = graphql`
  query PartnerFilterQuery($clientCompanyRowId: UUID!, $searchText: String, $includeRowIds: [UUID!]) {
    searchPartnerCompanies(
      clientCompanyRowId: $clientCompanyRowId
      searchText: $searchText
      includeRowIds: $includeRowIds
    ) {
      rowId
      name
    }
  }
`;

/** The chosen partners as one stable string (sorted, no repeats), for deferring and caching. */
function chosenKeyOf(...lists: (readonly string[] | undefined)[]): string {
  return [...new Set(lists.flatMap((list) => list ?? []))].sort().join(",");
}
const idsOfKey = (key: string) => (key === "" ? [] : key.split(","));

/** The server's partner search (also the review form's single-select picker): up to 20
 * active partners matching `searchText` (the first 20 by name when empty), then the partners
 * of `includeRowIds` whatever their state. Suspends while the answer loads: pass deferred
 * values to keep the previous options (and the input's focus) meanwhile. */
export function usePartnerSearch(clientCompanyRowId: string, searchText: string, includeRowIds: readonly string[]) {
  // On demand: typeahead search of partners (filter and review picker).
  const data = useLazyLoadQuery<PartnerFilterQuery>(
    partnerFilterQuery,
    {
      clientCompanyRowId,
      searchText: searchText.trim() === "" ? null : searchText.trim(),
      includeRowIds: includeRowIds.length > 0 ? [...includeRowIds] : null,
    },
    { fetchPolicy: "store-or-network" },
  );
  return data.searchPartnerCompanies ?? [];
}

/** Names of these partners (loaded on first use, then from the store), rowId → name; an id
 * the server does not know (or does not show this user) has none. */
export function usePartnerNames(clientCompanyRowId: string, rowIds: readonly string[]): ReadonlyMap<string, string> {
  // A changed choice keeps the previous names until the new ones arrive (no fallback flash).
  const chosenKey = useDeferredValue(chosenKeyOf(rowIds));
  const partners = usePartnerSearch(clientCompanyRowId, "", idsOfKey(chosenKey));
  return new Map(partners.map((partner) => [partner.rowId, partner.name]));
}

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

/** The server has searched: offer its answer as it is. */
export const serverFiltered: OptionsFilter = ({ options }) => options;

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
