import { type ComboboxItem, type ComboboxParsedItem, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Suspense, useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { LinkCompanySelectQuery } from "../../../__generated__/LinkCompanySelectQuery.graphql.ts";

/** Spec §9: the company search waits this long after the last key stroke. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 300;
/** Companies asked for per search; typing narrows the list. */
export const COMPANY_SEARCH_SIZE = 50;

export interface LinkCompanySelectProps {
  /** Accessible name, naming the account (several pickers stand on one page). */
  label: string;
  value: string | null;
  onChange: (clientCompanyRowId: string | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: string;
}

/** The client companies an account may be linked to: the ones where the user has banking
 * access, found by the company picker's search (brand name or name). */
export function LinkCompanySelect(props: LinkCompanySelectProps) {
  const { t } = useTranslation();
  const fallback = (
    <Select
      aria-label={props.label}
      data={[]}
      value={null}
      placeholder={t("bankConnections.accounts.loadingCompanies")}
      disabled
    />
  );
  return (
    <Suspense fallback={fallback}>
      <LoadedLinkCompanySelect {...props} />
    </Suspense>
  );
}

/** The server has filtered already (also by the legal name, which the label may not show). */
const serverFiltered = ({ options }: { options: ComboboxParsedItem[] }) => options;

function LoadedLinkCompanySelect({ label, value, onChange, onBlur, disabled, error }: LinkCompanySelectProps) {
  const { t } = useTranslation();
  const [searchValue, setSearchValue] = useState("");
  // The chosen company's name, kept while another search's answer does not contain it.
  const [chosen, setChosen] = useState<ComboboxItem | null>(null);
  const chosenLabel = chosen && chosen.value === value ? chosen.label : null;
  // The input shows the chosen company's name: that is no search.
  const typed = searchValue === chosenLabel ? "" : searchValue.trim();
  const [debounced] = useDebouncedValue(typed, COMPANY_SEARCH_DEBOUNCE_MS);
  const searchText = useDeferredValue(debounced);
  // On demand: typeahead search of the companies (its variables follow the input).
  const data = useLazyLoadQuery<LinkCompanySelectQuery>(
    graphql`
      query LinkCompanySelectQuery($searchText: String, $first: Int!) {
        filterClientCompanies(searchText: $searchText, first: $first) {
          nodes {
            rowId
            brandNameOrName
            currentUserHasBankingAccess
          }
        }
      }
    `,
    { searchText: searchText || null, first: COMPANY_SEARCH_SIZE },
    { fetchPolicy: "store-or-network" },
  );
  const items: ComboboxItem[] = (data.filterClientCompanies?.nodes ?? [])
    .filter((company) => company.currentUserHasBankingAccess === true)
    .map((company) => ({ value: company.rowId, label: company.brandNameOrName ?? company.rowId }));
  if (value !== null && chosenLabel !== null && !items.some((item) => item.value === value)) {
    items.unshift({ value, label: chosenLabel });
  }
  return (
    <Select
      aria-label={label}
      data={items}
      value={value}
      onChange={(next, option) => {
        setChosen(next ? option : null);
        onChange(next);
      }}
      onBlur={onBlur}
      searchable
      clearable
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      filter={serverFiltered}
      placeholder={t("bankConnections.accounts.companyPlaceholder")}
      nothingFoundMessage={t("bankConnections.accounts.noCompanyFound")}
      comboboxProps={{ withinPortal: true }}
      disabled={disabled}
      error={error}
    />
  );
}
