import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { OssBranchDetailPageQuery } from "../../../__generated__/OssBranchDetailPageQuery.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { AccountingFeatureOff, AccountingForbidden, AccountingNotFound } from "../components/AccountingMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { OssBranchForm } from "../components/OssBranchForm.tsx";
import { type OssBranchFormValues, ossBranchFormValuesOf, toOssBranchPatch } from "../forms/costFormSchemas.ts";
import { countryName } from "../lib/euCountries.ts";
import { sectionPaths } from "../lib/paths.ts";
import { useUpdateOssBranchMutation } from "../mutations/costMutations.ts";

const K = "settingsAccountingPartners";

export const ossBranchDetailPageQuery = graphql`
  query OssBranchDetailPageQuery($clientCompanyRowId: UUID!, $ossBranchRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      country
      currentUserHasAccountingAccess
      featureFlags {
        euOss
      }
      ...LedgerAccountSelect_clientCompany
    }
    clientCompanyOssBranch(rowId: $ossBranchRowId) {
      id
      rowId
      clientCompanyRowId
      country
      branch
      generalLedgerAccountRowId
      invoiceAccountingItemTitle
      updatedAt
    }
  }
`;

export interface OssBranchDetailPageProps {
  queryRef: PreloadedQuery<OssBranchDetailPageQuery>;
}

/** Settings → accounting → one EU OSS branch, edited (accounting access, feature on). */
export function OssBranchDetailPage({ queryRef }: OssBranchDetailPageProps) {
  const { t, i18n } = useTranslation();
  const data = usePreloadedQuery<OssBranchDetailPageQuery>(ossBranchDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const branch = data.clientCompanyOssBranch;
  const title = branch ? `${countryName(branch.country, i18n.language)} · ${branch.branch}` : t(`${K}.euOss.title`);
  usePageTitle(title);
  const [commit] = useUpdateOssBranchMutation();
  const defaultValues = useMemo(() => (branch ? ossBranchFormValuesOf(branch) : null), [branch]);
  if (!company?.currentUserHasAccountingAccess) return <AccountingForbidden />;
  if (!company.featureFlags?.euOss) return <AccountingFeatureOff feature="euOss" />;
  const paths = sectionPaths(company.rowId, "eu-oss");
  if (!branch || !defaultValues || branch.clientCompanyRowId !== company.rowId) {
    return <AccountingNotFound backHref={paths.list()} backLabel={t(`${K}.euOss.backToList`)} />;
  }
  const save = async (values: OssBranchFormValues) => {
    const response = await commitAsPromise(commit, { input: { rowId: branch.rowId, patch: toOssBranchPatch(values) } });
    changedRow(response.updateClientCompanyOssBranch?.clientCompanyOssBranch);
    notifications.show({ color: "teal", message: t(`${K}.form.saved`) });
  };
  return (
    <SettingsPageFrame
      title={title}
      description={
        <Text span c="dimmed">
          {t(`${K}.updatedAt`, { date: formatDateTime(branch.updatedAt, i18n.language) })}
        </Text>
      }
      back={{ href: paths.list(), label: t(`${K}.euOss.backToList`) }}
    >
      <OssBranchForm
        key={branch.rowId}
        clientCompany={company}
        homeCountry={company.country}
        defaultValues={defaultValues}
        save={save}
        submitLabel={t(`${K}.form.save`)}
        cancelHref={paths.list()}
      />
    </SettingsPageFrame>
  );
}
