import type { OptionsFilter } from "@mantine/core";
import { useDeferredValue } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { PartnerFilterQuery } from "../../../__generated__/PartnerFilterQuery.graphql.ts";

/** The pause in typing before the server is asked. */
export const PARTNER_SEARCH_DEBOUNCE_MS = 200;

// The partner search and names; the filter panel's picker is PartnerFilterSelect.tsx (its
// MultiSelect loads with the panel, while the chips need only the names).
//
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
export function chosenKeyOf(...lists: (readonly string[] | undefined)[]): string {
  return [...new Set(lists.flatMap((list) => list ?? []))].sort().join(",");
}
export const idsOfKey = (key: string) => (key === "" ? [] : key.split(","));

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

/** The server has searched: offer its answer as it is. */
export const serverFiltered: OptionsFilter = ({ options }) => options;
