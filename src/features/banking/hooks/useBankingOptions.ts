import { useMemo } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import type { useBankingOptions_clientCompany$key } from "../../../__generated__/useBankingOptions_clientCompany.graphql.ts";
import type { useBankingOptionsRefetchQuery } from "../../../__generated__/useBankingOptionsRefetchQuery.graphql.ts";

export interface MoneyAccountOption {
  rowId: string;
  name: string;
  fullName: string;
  type: string;
  isActive: boolean;
  currency: string;
  /** The last known balance plus the later booked transactions; null when none is known. */
  currentBalance: string | null;
  balanceDate: string | null;
}

export interface MoneyCategoryOption {
  rowId: string;
  name: string;
  /** "4930 Bürobedarf" when the category books to a general ledger account. */
  ledgerAccount: string | null;
}

/** The company's money accounts (with their balances) and money categories, for the filters,
 * the import dialog and the category pickers; `refresh` reads them again (after an import). */
export function useBankingOptions(clientCompany: useBankingOptions_clientCompany$key) {
  const [data, refetch] = useRefetchableFragment<useBankingOptionsRefetchQuery, useBankingOptions_clientCompany$key>(
    graphql`
      fragment useBankingOptions_clientCompany on ClientCompany
      @refetchable(queryName: "useBankingOptionsRefetchQuery") {
        moneyAccounts(orderBy: [ACTIVE_DESC, NAME_ASC]) {
          nodes {
            rowId
            name
            fullName
            type
            active
            currency
            currentBalance
            balanceDate
          }
        }
        moneyCategories(orderBy: [NAME_ASC]) {
          nodes {
            rowId
            name
            generalLedgerAccount {
              number
              name
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const accounts = useMemo<MoneyAccountOption[]>(
    () =>
      data.moneyAccounts.nodes.map((account) => ({
        rowId: account.rowId,
        name: account.name,
        fullName: account.fullName,
        type: account.type,
        isActive: account.active,
        currency: account.currency,
        currentBalance: account.currentBalance ?? null,
        balanceDate: account.balanceDate ?? null,
      })),
    [data.moneyAccounts.nodes],
  );
  const categories = useMemo<MoneyCategoryOption[]>(
    () =>
      data.moneyCategories.nodes.map((category) => ({
        rowId: category.rowId,
        name: category.name,
        ledgerAccount: category.generalLedgerAccount
          ? `${category.generalLedgerAccount.number} ${category.generalLedgerAccount.name}`
          : null,
      })),
    [data.moneyCategories.nodes],
  );
  const refresh = () => refetch({}, { fetchPolicy: "network-only" });
  return { accounts, categories, refresh };
}
