import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { PartnerAccountCreatePageQuery } from "../../../__generated__/PartnerAccountCreatePageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { AccountingForbidden } from "../components/AccountingMessages.tsx";
import { PartnerAccountForm } from "../components/PartnerAccountForm.tsx";
import {
  emptyPartnerAccountFormValues,
  type PartnerAccountFormValues,
  toPartnerAccountPatch,
} from "../forms/partnerAccountFormSchema.ts";
import { type PartnerAccountTypeParam, sectionPaths } from "../lib/paths.ts";
import { useCreatePartnerAccountMutation } from "../mutations/partnerAccountMutations.ts";

const K = "settingsAccountingPartners";

export const partnerAccountCreatePageQuery = graphql`
  query PartnerAccountCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      generalLedgerAccountLength
    }
  }
`;

export interface PartnerAccountCreatePageProps {
  queryRef: PreloadedQuery<PartnerAccountCreatePageQuery>;
  type?: PartnerAccountTypeParam;
}

/** Settings → accounting → partner accounts → create (accounting access). */
export function PartnerAccountCreatePage({ queryRef, type = "CREDITOR" }: PartnerAccountCreatePageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.partnerAccounts.createTitle`));
  const router = useRouter();
  const data = usePreloadedQuery<PartnerAccountCreatePageQuery>(partnerAccountCreatePageQuery, queryRef);
  const company = data.clientCompany;
  const [commit] = useCreatePartnerAccountMutation();
  if (!company?.currentUserHasAccountingAccess) return <AccountingForbidden />;
  const paths = sectionPaths(company.rowId, "partner-accounts");

  const save = async (values: PartnerAccountFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { partnerAccount: { clientCompanyRowId: company.rowId, ...toPartnerAccountPatch(values) } },
    });
    const created = changedRow(response.createPartnerAccount?.partnerAccount);
    notifications.show({ color: "teal", message: t(`${K}.partnerAccounts.created`, { name: created.fullName }) });
    await router.navigate({ href: paths.detail(created.rowId) });
  };

  return (
    <SettingsPageFrame
      title={t(`${K}.partnerAccounts.createTitle`)}
      description={t(`${K}.partnerAccounts.createLead`)}
      back={{
        href: paths.list({ type: type === "DEBTOR" ? "DEBTOR" : undefined }),
        label: t(`${K}.partnerAccounts.backToList`),
      }}
    >
      <PartnerAccountForm
        accountLength={company.generalLedgerAccountLength}
        clientCompanyRowId={company.rowId}
        defaultValues={emptyPartnerAccountFormValues(type)}
        partnerCompanyName={null}
        save={save}
        submitLabel={t(`${K}.form.create`)}
        cancelHref={paths.list({ type: type === "DEBTOR" ? "DEBTOR" : undefined })}
        isNew
      />
    </SettingsPageFrame>
  );
}
