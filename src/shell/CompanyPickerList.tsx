import { Combobox, Group, Loader, ScrollArea, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useEffect, useRef, useState, useTransition } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import type { CompanyPickerList_query$key } from "../__generated__/CompanyPickerList_query.graphql.ts";
import type { CompanyPickerListQuery } from "../__generated__/CompanyPickerListQuery.graphql.ts";
import type { CompanyPickerListRefetchQuery } from "../__generated__/CompanyPickerListRefetchQuery.graphql.ts";
import { LOAD_MORE_VALUE } from "./companyPickerValues.ts";

/** Companies loaded per page of the picker (the spec leaves the size open). */
export const COMPANY_PAGE_SIZE = 20;

export interface CompanyChoice {
  rowId: string;
  companyRowId: string | null;
  name: string;
}

export interface CompanyPickerListProps {
  searchText: string;
  selectedRowId: string | undefined;
  /** Filled with the listed companies, so the picker knows the choice's details. */
  choices: Map<string, CompanyChoice>;
  onLoadMoreChange: (loadMore: (() => void) | null) => void;
}

/** The picker's options: `filterClientCompanies`, searched and cursor-paged. */
export function CompanyPickerList({ searchText, selectedRowId, choices, onLoadMoreChange }: CompanyPickerListProps) {
  const { t } = useTranslation();
  const [initialSearch] = useState(searchText);
  // On demand: the company picker's search, loaded when a click opens the picker.
  const queryData = useLazyLoadQuery<CompanyPickerListQuery>(
    graphql`
      query CompanyPickerListQuery($searchText: String, $first: Int!) {
        ...CompanyPickerList_query @arguments(searchText: $searchText, first: $first)
      }
    `,
    { searchText: initialSearch, first: COMPANY_PAGE_SIZE },
    { fetchPolicy: "store-and-network" },
  );
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    CompanyPickerListRefetchQuery,
    CompanyPickerList_query$key
  >(
    graphql`
      fragment CompanyPickerList_query on Query
      @refetchable(queryName: "CompanyPickerListRefetchQuery")
      @argumentDefinitions(searchText: { type: "String" }, first: { type: "Int!" }, after: { type: "Cursor" }) {
        filterClientCompanies(searchText: $searchText, first: $first, after: $after)
          @connection(key: "CompanyPickerList_filterClientCompanies") {
          edges {
            node {
              rowId
              companyRowId
              brandNameOrName
            }
          }
        }
      }
    `,
    queryData,
  );
  const [isSearching, startTransition] = useTransition();
  const lastSearch = useRef(initialSearch);

  useEffect(() => {
    if (searchText === lastSearch.current) return;
    lastSearch.current = searchText;
    startTransition(() => {
      refetch({ searchText, first: COMPANY_PAGE_SIZE }, { fetchPolicy: "store-or-network" });
    });
  }, [searchText, refetch]);

  const loadMore = hasNext && !isLoadingNext ? () => loadNext(COMPANY_PAGE_SIZE) : null;
  useEffect(() => {
    onLoadMoreChange(hasNext ? () => loadNext(COMPANY_PAGE_SIZE) : null);
  }, [hasNext, loadNext, onLoadMoreChange]);

  const companies = (data.filterClientCompanies?.edges ?? []).map((edge) => edge.node);
  for (const company of companies) {
    choices.set(company.rowId, {
      rowId: company.rowId,
      companyRowId: company.companyRowId ?? null,
      name: company.brandNameOrName ?? "",
    });
  }

  return (
    <Combobox.Options aria-label={t("shell.companyPicker.listLabel")}>
      <ScrollArea.Autosize mah={320} type="scroll" onBottomReached={() => loadMore?.()}>
        {isSearching ? (
          <Group justify="center" py={4}>
            <Loader size="xs" aria-label={t("pending.loading")} />
          </Group>
        ) : null}
        {companies.length === 0 && !isSearching ? (
          <Combobox.Empty>{t("shell.companyPicker.nothingFound")}</Combobox.Empty>
        ) : null}
        {companies.map((company) => (
          <Combobox.Option key={company.rowId} value={company.rowId} active={company.rowId === selectedRowId}>
            <Group gap={8} wrap="nowrap" justify="space-between">
              <Text fz="sm" truncate>
                {company.brandNameOrName}
              </Text>
              {company.rowId === selectedRowId ? <IconCheck size={14} /> : null}
            </Group>
          </Combobox.Option>
        ))}
        {hasNext ? (
          <Combobox.Option value={LOAD_MORE_VALUE} disabled={isLoadingNext}>
            <Text fz="sm" c="petrol.7" fw={500}>
              {isLoadingNext ? t("pending.loading") : t("shell.companyPicker.loadMore")}
            </Text>
          </Combobox.Option>
        ) : null}
      </ScrollArea.Autosize>
    </Combobox.Options>
  );
}
