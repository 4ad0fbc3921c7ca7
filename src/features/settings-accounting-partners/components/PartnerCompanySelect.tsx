import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { PartnerCompanySelectQuery } from "../../../__generated__/PartnerCompanySelectQuery.graphql.ts";

const partnerCompanySelectQuery = graphql`
  query PartnerCompanySelectQuery($clientCompanyRowId: UUID!, $searchText: String, $includeRowIds: [UUID]) {
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

export interface PartnerCompanySelectProps {
  clientCompanyRowId: string;
  value: string | null;
  /** The linked partner's name, shown before the search answers. */
  initialName: string | null;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  label: string;
  description: string;
  error?: string;
}

/** A searchable select of the company's business partners: the database searches by name and
 * VAT id as one types (searchPartnerCompanies); the chosen partner stays among the options. */
export function PartnerCompanySelect({
  clientCompanyRowId,
  value,
  initialName,
  onChange,
  onBlur,
  label,
  description,
  error,
}: PartnerCompanySelectProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const [options, setOptions] = useState<{ value: string; label: string }[]>(
    value && initialName ? [{ value, label: initialName }] : [],
  );
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(
    value && initialName ? { value, label: initialName } : null,
  );
  useEffect(() => {
    const subscription = fetchQuery<PartnerCompanySelectQuery>(
      environment,
      partnerCompanySelectQuery,
      {
        clientCompanyRowId,
        searchText: chosen && debounced === chosen.label ? null : debounced || null,
        includeRowIds: value ? [value] : [],
      },
      { fetchPolicy: "network-only" },
    ).subscribe({
      next: (data) =>
        setOptions(
          (data.searchPartnerCompanies ?? []).map((partner) => ({ value: partner.rowId, label: partner.name })),
        ),
      error: () => setOptions([]),
    });
    return () => subscription.unsubscribe();
  }, [environment, clientCompanyRowId, debounced, value, chosen]);
  const data = useMemo(
    () => (chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options),
    [chosen, options],
  );
  return (
    <Select
      label={label}
      description={description}
      placeholder={t("settingsAccountingPartners.fields.partnerCompanyPlaceholder")}
      data={data}
      value={value}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t("settingsAccountingPartners.fields.partnerCompanyNone")}
      onChange={(next) => {
        setChosen(next ? (data.find((option) => option.value === next) ?? null) : null);
        onChange(next);
      }}
      onBlur={onBlur}
      error={error}
    />
  );
}
