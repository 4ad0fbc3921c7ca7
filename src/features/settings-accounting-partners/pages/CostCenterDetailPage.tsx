import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { CostCenterDetailPageQuery } from "../../../__generated__/CostCenterDetailPageQuery.graphql.ts";
import { formatCount, formatDateTime } from "../../../lib/format.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { AccountingFeatureOff, AccountingForbidden, AccountingNotFound } from "../components/AccountingMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { CostObjectForm } from "../components/CostObjectForm.tsx";
import { costUnitFormValuesOf, type CostUnitFormValues, toCostCenterPatch } from "../forms/costFormSchemas.ts";
import { sectionPaths } from "../lib/paths.ts";
import { useUpdateCostCenterMutation } from "../mutations/costMutations.ts";

const K = "settingsAccountingPartners";

export const costCenterDetailPageQuery = graphql`
  query CostCenterDetailPageQuery($clientCompanyRowId: UUID!, $costCenterRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      featureFlags {
        costCenters
      }
    }
    costCenter(rowId: $costCenterRowId) {
      id
      rowId
      clientCompanyRowId
      number
      description
      currency
      invoiceCount
      itemCount
      updatedAt
    }
  }
`;

export interface CostCenterDetailPageProps {
  queryRef: PreloadedQuery<CostCenterDetailPageQuery>;
}

/** Settings → accounting → one cost centre: its usage, edited (accounting access, feature on). */
export function CostCenterDetailPage({ queryRef }: CostCenterDetailPageProps) {
  const { t, i18n } = useTranslation();
  const data = usePreloadedQuery<CostCenterDetailPageQuery>(costCenterDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const center = data.costCenter;
  usePageTitle(
    center ? `${center.number}${center.description ? ` · ${center.description}` : ""}` : t(`${K}.costCenters.title`),
  );
  const [commit] = useUpdateCostCenterMutation();
  const defaultValues = useMemo(() => (center ? costUnitFormValuesOf(center) : null), [center]);
  if (!company?.currentUserHasAccountingAccess) return <AccountingForbidden />;
  if (!company.featureFlags?.costCenters) return <AccountingFeatureOff feature="costCenters" />;
  const paths = sectionPaths(company.rowId, "cost-centers");
  if (!center || !defaultValues || center.clientCompanyRowId !== company.rowId) {
    return <AccountingNotFound backHref={paths.list()} backLabel={t(`${K}.costCenters.backToList`)} />;
  }
  const save = async (values: CostUnitFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { rowId: center.rowId, patch: toCostCenterPatch(values) },
    });
    changedRow(response.updateCostCenter?.costCenter);
    notifications.show({ color: "teal", message: t(`${K}.form.saved`) });
  };
  return (
    <SettingsPageFrame
      title={center.description ? `${center.number} · ${center.description}` : center.number}
      description={
        <Text span c="dimmed">
          {t(`${K}.usage`, {
            invoices: formatCount(center.invoiceCount, i18n.language),
            items: formatCount(center.itemCount, i18n.language),
          })}
          {" · "}
          {t(`${K}.updatedAt`, { date: formatDateTime(center.updatedAt, i18n.language) })}
        </Text>
      }
      back={{ href: paths.list(), label: t(`${K}.costCenters.backToList`) }}
    >
      <CostObjectForm
        key={center.rowId}
        kind="costCenter"
        defaultValues={defaultValues}
        save={save}
        submitLabel={t(`${K}.form.save`)}
        cancelHref={paths.list()}
      />
    </SettingsPageFrame>
  );
}
