import { IconPlus } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { MoneyCategoriesListPageQuery } from "../../../__generated__/MoneyCategoriesListPageQuery.graphql.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { BankSettingsForbidden } from "../components/BankSettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { MoneyCategoriesTable } from "../components/MoneyCategoriesTable.tsx";
import { moneyCategoryPaths, withCompanySearch } from "../lib/moneyAccountKinds.ts";

export const moneyCategoriesListPageQuery = graphql`
  query MoneyCategoriesListPageQuery($clientCompanyRowId: UUID!, $count: Int!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasBankingAccess
      currentUserHasAccountingAccess
      ...MoneyCategoriesTable_clientCompany @arguments(count: $count)
    }
  }
`;

export interface MoneyCategoriesListSearchState {
  searchText?: string;
}

export interface MoneyCategoriesListPageProps {
  queryRef: PreloadedQuery<MoneyCategoriesListPageQuery>;
  search: MoneyCategoriesListSearchState;
  count: number;
  onSearchChange: (change: MoneyCategoriesListSearchState) => void;
}

/** Settings → bank → categories: the money categories of the company. */
export function MoneyCategoriesListPage({ queryRef, search, count, onSearchChange }: MoneyCategoriesListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t("settingsBank.categories.title"));
  const data = usePreloadedQuery<MoneyCategoriesListPageQuery>(moneyCategoriesListPageQuery, queryRef);
  const company = data.clientCompany;
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!company?.currentUserHasBankingAccess) return <BankSettingsForbidden reason="banking" />;

  const paths = moneyCategoryPaths(company.rowId);
  // Creating needs accounting access (spec part 2 §6); without it the button is not offered.
  const createHref = company.currentUserHasAccountingAccess ? withCompanySearch(paths.create, company.rowId) : null;
  return (
    <SettingsPageFrame
      title={t("settingsBank.categories.title")}
      description={t("settingsBank.categories.lead")}
      actions={
        createHref ? (
          <HrefButton href={createHref} leftSection={<IconPlus size={18} />}>
            {t("settingsBank.categories.create")}
          </HrefButton>
        ) : null
      }
    >
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t("settingsBank.categories.searchLabel")}
        searchPlaceholder={t("settingsBank.categories.searchPlaceholder")}
      />
      <MoneyCategoriesTable
        clientCompany={company}
        searchText={search.searchText}
        count={count}
        onResetSearch={() => onSearchChange({ searchText: undefined })}
        createHref={createHref}
        detailHref={(rowId) => withCompanySearch(paths.detail(rowId), company.rowId)}
      />
    </SettingsPageFrame>
  );
}
