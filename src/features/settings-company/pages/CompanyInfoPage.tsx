import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { CompanyInfoPageQuery } from "../../../__generated__/CompanyInfoPageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { CompanyInfoForm } from "../components/CompanyInfoForm.tsx";
import { CompanyMasterData } from "../components/CompanyMasterData.tsx";
import {
  companyInfoFormValuesOf,
  type CompanyInfoFormOutput,
  toCompanyInfoInput,
} from "../forms/companySettingsSchemas.ts";
import { companyPaths } from "../lib/paths.ts";
import { useUpdateCompanyInfoMutation } from "../mutations/companySettingsMutations.ts";

const K = "settingsCompany";

export const companyInfoPageQuery = graphql`
  query CompanyInfoPageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      id
      rowId
      currentUserHasCompanyManageAccess
      currentUserHasAdminAccess
      ...CompanyMasterData_company
      emailAlias
      accountingEmail
      taxReclaimable
      vatDeclaration
      processing
      sepaCreditorRowId
      blacklistedPartnerVatIds
      notes
    }
  }
`;

export interface CompanyInfoPageProps {
  queryRef: PreloadedQuery<CompanyInfoPageQuery>;
}

/** Settings → company → info (the section's index): the master data the super admin keeps, read
 * only, and the info company managers edit. */
export function CompanyInfoPage({ queryRef }: CompanyInfoPageProps) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<CompanyInfoPageQuery>(companyInfoPageQuery, queryRef);
  const company = data.clientCompany;
  usePageTitle(t(`${K}.info.title`));
  const [commit] = useUpdateCompanyInfoMutation();
  const defaultValues = useMemo(
    () =>
      company
        ? companyInfoFormValuesOf({
            emailAlias: company.emailAlias,
            accountingEmail: company.accountingEmail,
            taxReclaimable: company.taxReclaimable,
            vatDeclaration: company.vatDeclaration,
            processing: company.processing,
            sepaCreditorRowId: company.sepaCreditorRowId,
            blacklistedPartnerVatIds: company.blacklistedPartnerVatIds,
            notes: company.notes,
          })
        : null,
    [company],
  );
  if (!company?.currentUserHasCompanyManageAccess || !defaultValues) {
    return <SettingsForbidden description={t(`${K}.info.forbidden`)} />;
  }
  const paths = companyPaths(company.rowId);
  const save = async (values: CompanyInfoFormOutput) => {
    const response = await commitAsPromise(commit, { input: toCompanyInfoInput(company.rowId, values) });
    changedRow(response.updateClientCompanyInfo?.clientCompany);
    notifications.show({ color: "teal", message: t(`${K}.form.saved`) });
  };
  return (
    <SettingsPageFrame
      title={t(`${K}.info.title`)}
      description={t(`${K}.info.description`)}
      actions={
        company.currentUserHasAdminAccess ? (
          <HrefButton href={paths.config} variant="default">
            {t(`${K}.info.configLink`)}
          </HrefButton>
        ) : null
      }
    >
      <CompanyMasterData company={company} />
      <CompanyInfoForm key={company.rowId} defaultValues={defaultValues} save={save} />
    </SettingsPageFrame>
  );
}
