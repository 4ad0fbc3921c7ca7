import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { GeneralLedgerAccountCreatePageQuery } from "../../../__generated__/GeneralLedgerAccountCreatePageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { GeneralLedgerAccountForm } from "../components/GeneralLedgerAccountForm.tsx";
import { LedgerSettingsForbidden } from "../components/LedgerSettingsChrome.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import {
  emptyGeneralLedgerAccountFormValues,
  type GeneralLedgerAccountFormValues,
  toGeneralLedgerAccountPatch,
} from "../forms/generalLedgerAccountFormSchema.ts";
import { ledgerPaths, withCompanySearch } from "../lib/ledgerPaths.ts";
import { useCreateGeneralLedgerAccountMutation } from "../mutations/generalLedgerAccountMutations.ts";

export const generalLedgerAccountCreatePageQuery = graphql`
  query GeneralLedgerAccountCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      generalLedgerAccountLength
    }
  }
`;

export function GeneralLedgerAccountCreatePage({
  queryRef,
}: {
  queryRef: PreloadedQuery<GeneralLedgerAccountCreatePageQuery>;
}) {
  const { t } = useTranslation();
  usePageTitle(t("settingsAccountingLedger.accounts.createTitle"));
  const router = useRouter();
  const data = usePreloadedQuery<GeneralLedgerAccountCreatePageQuery>(generalLedgerAccountCreatePageQuery, queryRef);
  const company = data.clientCompany;
  const [commit] = useCreateGeneralLedgerAccountMutation();
  if (!company?.currentUserHasAccountingAccess) return <LedgerSettingsForbidden />;
  const listHref = withCompanySearch(ledgerPaths("general-ledger-accounts", company.rowId).list, company.rowId);
  const save = async (values: GeneralLedgerAccountFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { generalLedgerAccount: { clientCompanyRowId: company.rowId, ...toGeneralLedgerAccountPatch(values) } },
    });
    const created = changedRow(response.createGeneralLedgerAccount?.generalLedgerAccount);
    notifications.show({
      color: "teal",
      message: t("settingsAccountingLedger.accounts.created", { number: created.number, name: created.name }),
    });
    await router.navigate({ href: listHref });
  };
  return (
    <SettingsPageFrame
      title={t("settingsAccountingLedger.accounts.createTitle")}
      back={{ href: listHref, label: t("settingsAccountingLedger.accounts.backToList") }}
    >
      <GeneralLedgerAccountForm
        accountLength={company.generalLedgerAccountLength}
        defaultValues={emptyGeneralLedgerAccountFormValues()}
        save={save}
        submitLabel={t("settingsAccountingLedger.form.create")}
        cancelHref={listHref}
        isNew
      />
    </SettingsPageFrame>
  );
}
