import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { GeneralLedgerAccountDetailPageQuery } from "../../../__generated__/GeneralLedgerAccountDetailPageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { GeneralLedgerAccountForm } from "../components/GeneralLedgerAccountForm.tsx";
import { LedgerSettingsForbidden, LedgerSettingsNotFound } from "../components/LedgerSettingsChrome.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import {
  type GeneralLedgerAccountFormValues,
  generalLedgerAccountFormValuesOf,
  toGeneralLedgerAccountPatch,
} from "../forms/generalLedgerAccountFormSchema.ts";
import { ledgerPaths, withCompanySearch } from "../lib/ledgerPaths.ts";
import { useUpdateGeneralLedgerAccountMutation } from "../mutations/generalLedgerAccountMutations.ts";

export const generalLedgerAccountDetailPageQuery = graphql`
  query GeneralLedgerAccountDetailPageQuery($clientCompanyRowId: UUID!, $generalLedgerAccountRowId: UUID!)
  @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      generalLedgerAccountLength
    }
    generalLedgerAccount(rowId: $generalLedgerAccountRowId) {
      rowId
      clientCompanyRowId
      number
      name
      category
      disabledAt
    }
  }
`;

export function GeneralLedgerAccountDetailPage({
  queryRef,
}: {
  queryRef: PreloadedQuery<GeneralLedgerAccountDetailPageQuery>;
}) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<GeneralLedgerAccountDetailPageQuery>(generalLedgerAccountDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const account = data.generalLedgerAccount;
  usePageTitle(account ? `${account.number} · ${account.name}` : t("settingsAccountingLedger.accounts.title"));
  const [commit] = useUpdateGeneralLedgerAccountMutation();
  const defaultValues = useMemo(
    () =>
      account
        ? generalLedgerAccountFormValuesOf({
            number: account.number,
            name: account.name,
            category: account.category,
            disabledAt: account.disabledAt,
          })
        : null,
    [account],
  );
  if (!company?.currentUserHasAccountingAccess) return <LedgerSettingsForbidden />;
  const listHref = withCompanySearch(ledgerPaths("general-ledger-accounts", company.rowId).list, company.rowId);
  if (!account || !defaultValues || account.clientCompanyRowId !== company.rowId) {
    return <LedgerSettingsNotFound backHref={listHref} backLabel={t("settingsAccountingLedger.accounts.backToList")} />;
  }
  const save = async (values: GeneralLedgerAccountFormValues) => {
    const response = await commitAsPromise(commit, {
      input: {
        rowId: account.rowId,
        patch: toGeneralLedgerAccountPatch(values, account.disabledAt ? String(account.disabledAt) : null),
      },
    });
    changedRow(response.updateGeneralLedgerAccount?.generalLedgerAccount);
    notifications.show({ color: "teal", message: t("settingsAccountingLedger.form.saved") });
  };
  return (
    <SettingsPageFrame
      title={`${account.number} · ${account.name}`}
      back={{ href: listHref, label: t("settingsAccountingLedger.accounts.backToList") }}
    >
      <GeneralLedgerAccountForm
        accountLength={company.generalLedgerAccountLength}
        key={account.rowId}
        defaultValues={defaultValues}
        save={save}
        submitLabel={t("settingsAccountingLedger.form.save")}
        cancelHref={listHref}
      />
    </SettingsPageFrame>
  );
}
