import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { PartnerAccountDetailPageQuery } from "../../../__generated__/PartnerAccountDetailPageQuery.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { AccountingForbidden, AccountingNotFound } from "../components/AccountingMessages.tsx";
import { PartnerAccountForm } from "../components/PartnerAccountForm.tsx";
import {
  type PartnerAccountFormValues,
  partnerAccountFormValuesOf,
  toPartnerAccountPatch,
} from "../forms/partnerAccountFormSchema.ts";
import { sectionPaths } from "../lib/paths.ts";
import { useUpdatePartnerAccountMutation } from "../mutations/partnerAccountMutations.ts";

const K = "settingsAccountingPartners";

export const partnerAccountDetailPageQuery = graphql`
  query PartnerAccountDetailPageQuery($clientCompanyRowId: UUID!, $partnerAccountRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      generalLedgerAccountLength
    }
    partnerAccount(rowId: $partnerAccountRowId) {
      rowId
      clientCompanyRowId
      number
      description
      type
      currency
      disabledAt
      fullName
      invoiceCount
      partnerCompanyRowId
      partnerCompany {
        rowId
        name
      }
      updatedAt
    }
  }
`;

export interface PartnerAccountDetailPageProps {
  queryRef: PreloadedQuery<PartnerAccountDetailPageQuery>;
}

/** Settings → accounting → one partner account: edit it (accounting access). */
export function PartnerAccountDetailPage({ queryRef }: PartnerAccountDetailPageProps) {
  const { t, i18n } = useTranslation();
  const data = usePreloadedQuery<PartnerAccountDetailPageQuery>(partnerAccountDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const account = data.partnerAccount;
  usePageTitle(account?.fullName ?? t(`${K}.partnerAccounts.title`));
  const [commit] = useUpdatePartnerAccountMutation();
  const defaultValues = useMemo(
    () =>
      account
        ? partnerAccountFormValuesOf({
            number: account.number,
            description: account.description,
            type: account.type,
            currency: account.currency,
            disabledAt: account.disabledAt,
            partnerCompanyRowId: account.partnerCompanyRowId,
          })
        : null,
    [account],
  );
  if (!company?.currentUserHasAccountingAccess) return <AccountingForbidden />;
  const paths = sectionPaths(company.rowId, "partner-accounts");
  if (!account || !defaultValues || account.clientCompanyRowId !== company.rowId) {
    return <AccountingNotFound backHref={paths.list()} backLabel={t(`${K}.partnerAccounts.backToList`)} />;
  }
  const listHref = paths.list({ type: account.type === "DEBTOR" ? "DEBTOR" : undefined });
  const save = async (values: PartnerAccountFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { rowId: account.rowId, patch: toPartnerAccountPatch(values, account.disabledAt ?? null) },
    });
    changedRow(response.updatePartnerAccount?.partnerAccount);
    notifications.show({ color: "teal", message: t(`${K}.form.saved`) });
  };
  return (
    <SettingsPageFrame
      title={account.fullName}
      description={
        <Text span c="dimmed">
          {t(`${K}.types.${account.type === "DEBTOR" ? "DEBTOR" : "CREDITOR"}`)}
          {" · "}
          {t(`${K}.partnerAccounts.usage`, { count: account.invoiceCount })}
          {account.disabledAt
            ? ` · ${t(`${K}.partnerAccounts.disabledSince`, { date: formatDateTime(account.disabledAt, i18n.language) })}`
            : null}
          {" · "}
          {t(`${K}.updatedAt`, { date: formatDateTime(account.updatedAt, i18n.language) })}
        </Text>
      }
      back={{ href: listHref, label: t(`${K}.partnerAccounts.backToList`) }}
    >
      <PartnerAccountForm
        accountLength={company.generalLedgerAccountLength}
        key={account.rowId}
        clientCompanyRowId={company.rowId}
        defaultValues={defaultValues}
        partnerCompanyName={account.partnerCompany?.name ?? null}
        save={save}
        submitLabel={t(`${K}.form.save`)}
        cancelHref={listHref}
      />
    </SettingsPageFrame>
  );
}
