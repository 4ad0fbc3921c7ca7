import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { OssBranchCreatePageQuery } from "../../../__generated__/OssBranchCreatePageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { AccountingFeatureOff, AccountingForbidden } from "../components/AccountingMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { OssBranchForm } from "../components/OssBranchForm.tsx";
import { emptyOssBranchFormValues, type OssBranchFormValues, toOssBranchPatch } from "../forms/costFormSchemas.ts";
import { countryName } from "../lib/euCountries.ts";
import { sectionPaths } from "../lib/paths.ts";
import { useCreateOssBranchMutation } from "../mutations/costMutations.ts";

const K = "settingsAccountingPartners";

export const ossBranchCreatePageQuery = graphql`
  query OssBranchCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      country
      currentUserHasAccountingAccess
      featureFlags {
        euOss
      }
      ...LedgerAccountSelect_clientCompany
    }
  }
`;

export interface OssBranchCreatePageProps {
  queryRef: PreloadedQuery<OssBranchCreatePageQuery>;
}

/** Settings → accounting → EU OSS branches → create (accounting access, feature on). */
export function OssBranchCreatePage({ queryRef }: OssBranchCreatePageProps) {
  const { t, i18n } = useTranslation();
  usePageTitle(t(`${K}.euOss.createTitle`));
  const router = useRouter();
  const data = usePreloadedQuery<OssBranchCreatePageQuery>(ossBranchCreatePageQuery, queryRef);
  const company = data.clientCompany;
  const [commit] = useCreateOssBranchMutation();
  if (!company?.currentUserHasAccountingAccess) return <AccountingForbidden />;
  if (!company.featureFlags?.euOss) return <AccountingFeatureOff feature="euOss" />;
  const paths = sectionPaths(company.rowId, "eu-oss");

  const save = async (values: OssBranchFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { clientCompanyOssBranch: { clientCompanyRowId: company.rowId, ...toOssBranchPatch(values) } },
    });
    const created = changedRow(response.createClientCompanyOssBranch?.clientCompanyOssBranch);
    notifications.show({
      color: "teal",
      message: t(`${K}.euOss.created`, { country: countryName(created.country, i18n.language) }),
    });
    await router.navigate({ href: paths.detail(created.rowId) });
  };

  return (
    <SettingsPageFrame
      title={t(`${K}.euOss.createTitle`)}
      description={t(`${K}.euOss.lead`)}
      back={{ href: paths.list(), label: t(`${K}.euOss.backToList`) }}
    >
      <OssBranchForm
        clientCompany={company}
        homeCountry={company.country}
        defaultValues={emptyOssBranchFormValues()}
        save={save}
        submitLabel={t(`${K}.form.create`)}
        cancelHref={paths.list()}
        isNew
      />
    </SettingsPageFrame>
  );
}
