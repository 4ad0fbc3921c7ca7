import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { MoneyAccountCreatePageQuery } from "../../../__generated__/MoneyAccountCreatePageQuery.graphql.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { BankSettingsForbidden, CashBooksFeatureOff } from "../components/BankSettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { useBankNames } from "../hooks/useBankNames.ts";
import { MoneyAccountForm } from "../components/MoneyAccountForm.tsx";
import {
  emptyMoneyAccountFormValues,
  type MoneyAccountFormValues,
  toMoneyAccountInput,
} from "../forms/moneyAccountFormSchema.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { type MoneyAccountKind, moneyAccountPaths, withCompanySearch } from "../lib/moneyAccountKinds.ts";
import { useCreateMoneyAccountMutation } from "../mutations/useCreateMoneyAccountMutation.ts";

export const moneyAccountCreatePageQuery = graphql`
  query MoneyAccountCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasBankingAccess
      featureFlags {
        cashAccount
      }
      ...MoneyAccountForm_clientCompany
    }
    ...useBankNames_query
  }
`;

export interface MoneyAccountCreatePageProps {
  kind: MoneyAccountKind;
  queryRef: PreloadedQuery<MoneyAccountCreatePageQuery>;
}

/** Settings → bank → a new bank account, credit card or cash book. */
export function MoneyAccountCreatePage({ kind, queryRef }: MoneyAccountCreatePageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`settingsBank.kinds.${kind}.createTitle`));
  const router = useRouter();
  const data = usePreloadedQuery<MoneyAccountCreatePageQuery>(moneyAccountCreatePageQuery, queryRef);
  const company = data.clientCompany;
  const bankNames = useBankNames(data);
  const [commit] = useCreateMoneyAccountMutation();

  if (!company?.currentUserHasBankingAccess) return <BankSettingsForbidden reason="banking" />;
  if (kind === "cash" && !company.featureFlags?.cashAccount) return <CashBooksFeatureOff />;

  const listHref = withCompanySearch(moneyAccountPaths(kind, company.rowId).list, company.rowId);
  const save = async (values: MoneyAccountFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { moneyAccount: toMoneyAccountInput(kind, company.rowId, values) },
    });
    const created = changedRow(response.createMoneyAccount?.moneyAccount);
    notifications.show({
      color: "teal",
      message: t(`settingsBank.kinds.${kind}.created`, { name: created.name }),
    });
    await router.navigate({ href: listHref });
  };

  return (
    <SettingsPageFrame
      title={t(`settingsBank.kinds.${kind}.createTitle`)}
      description={t(`settingsBank.kinds.${kind}.createLead`)}
      back={{ href: listHref, label: t(`settingsBank.kinds.${kind}.backToList`) }}
    >
      <MoneyAccountForm
        kind={kind}
        clientCompany={company}
        bankNames={bankNames}
        defaultValues={emptyMoneyAccountFormValues()}
        save={save}
        submitLabel={t(`settingsBank.kinds.${kind}.createSubmit`)}
        cancelHref={listHref}
        isNew
      />
    </SettingsPageFrame>
  );
}
