import { IconPlus } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { MoneyAccountsListPageQuery } from "../../../__generated__/MoneyAccountsListPageQuery.graphql.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { BankSettingsForbidden, CashBooksFeatureOff } from "../components/BankSettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { useBankNames } from "../hooks/useBankNames.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { MoneyAccountsTable } from "../components/MoneyAccountsTable.tsx";
import { type MoneyAccountKind, moneyAccountPaths, withCompanySearch } from "../lib/moneyAccountKinds.ts";

export const moneyAccountsListPageQuery = graphql`
  query MoneyAccountsListPageQuery(
    $clientCompanyRowId: UUID!
    $condition: MoneyAccountCondition!
    $kindCondition: MoneyAccountCondition!
    $count: Int!
  ) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasBankingAccess
      featureFlags {
        cashAccount
      }
      # Active and inactive ones: tells "none yet" from "none active".
      allOfKind: moneyAccounts(condition: $kindCondition, first: 0) {
        totalCount
      }
      ...MoneyAccountsTable_clientCompany @arguments(condition: $condition, count: $count)
    }
    ...useBankNames_query
  }
`;

export interface MoneyAccountsListSearchState {
  searchText?: string;
  includeInactive?: boolean;
}

export interface MoneyAccountsListPageProps {
  kind: MoneyAccountKind;
  queryRef: PreloadedQuery<MoneyAccountsListPageQuery>;
  search: MoneyAccountsListSearchState;
  /** The page size the query was loaded with. */
  count: number;
  onSearchChange: (change: MoneyAccountsListSearchState) => void;
}

/** Settings → bank → accounts / credit cards / cash books: the list of one kind. */
export function MoneyAccountsListPage({ kind, queryRef, search, count, onSearchChange }: MoneyAccountsListPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`settingsBank.kinds.${kind}.title`));
  const data = usePreloadedQuery<MoneyAccountsListPageQuery>(moneyAccountsListPageQuery, queryRef);
  const company = data.clientCompany;
  const bankNames = useBankNames(data);
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );

  if (!company?.currentUserHasBankingAccess) return <BankSettingsForbidden reason="banking" />;
  if (kind === "cash" && !company.featureFlags?.cashAccount) return <CashBooksFeatureOff />;

  const paths = moneyAccountPaths(kind, company.rowId);
  const includeInactive = search.includeInactive === true;
  return (
    <SettingsPageFrame
      title={t(`settingsBank.kinds.${kind}.title`)}
      description={t(`settingsBank.kinds.${kind}.lead`)}
      actions={
        <HrefButton href={withCompanySearch(paths.create, company.rowId)} leftSection={<IconPlus size={18} />}>
          {t(`settingsBank.kinds.${kind}.create`)}
        </HrefButton>
      }
    >
      <ListToolbar
        searchText={search.searchText}
        onSearchTextChange={setSearchText}
        searchLabel={t(`settingsBank.kinds.${kind}.searchLabel`)}
        searchPlaceholder={t(`settingsBank.kinds.${kind}.searchPlaceholder`)}
        includeInactive={{
          value: includeInactive,
          label: t("settingsBank.list.includeInactive"),
          onChange: (value) => onSearchChange({ includeInactive: value || undefined }),
        }}
      />
      <MoneyAccountsTable
        kind={kind}
        clientCompany={company}
        bankNames={bankNames}
        searchText={search.searchText}
        includeInactive={includeInactive}
        kindTotalCount={company.allOfKind.totalCount}
        count={count}
        onResetSearch={() => onSearchChange({ searchText: undefined })}
        onIncludeInactive={() => onSearchChange({ includeInactive: true })}
        createHref={withCompanySearch(paths.create, company.rowId)}
        detailHref={(rowId) => withCompanySearch(paths.detail(rowId), company.rowId)}
      />
    </SettingsPageFrame>
  );
}
