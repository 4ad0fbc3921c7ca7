import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { CostCenterCreatePageQuery } from "../../../__generated__/CostCenterCreatePageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { AccountingFeatureOff, AccountingForbidden } from "../components/AccountingMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { CostObjectForm } from "../components/CostObjectForm.tsx";
import { type CostUnitFormValues, emptyCostUnitFormValues, toCostCenterPatch } from "../forms/costFormSchemas.ts";
import { sectionPaths } from "../lib/paths.ts";
import { useCreateCostCenterMutation } from "../mutations/costMutations.ts";

const K = "settingsAccountingPartners";

export const costCenterCreatePageQuery = graphql`
  query CostCenterCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      featureFlags {
        costCenters
      }
    }
  }
`;

export interface CostCenterCreatePageProps {
  queryRef: PreloadedQuery<CostCenterCreatePageQuery>;
}

/** Settings → accounting → cost centres → create (accounting access, feature on). */
export function CostCenterCreatePage({ queryRef }: CostCenterCreatePageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.costCenters.createTitle`));
  const router = useRouter();
  const data = usePreloadedQuery<CostCenterCreatePageQuery>(costCenterCreatePageQuery, queryRef);
  const company = data.clientCompany;
  const [commit] = useCreateCostCenterMutation();
  if (!company?.currentUserHasAccountingAccess) return <AccountingForbidden />;
  if (!company.featureFlags?.costCenters) return <AccountingFeatureOff feature="costCenters" />;
  const paths = sectionPaths(company.rowId, "cost-centers");

  const save = async (values: CostUnitFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { costCenter: { clientCompanyRowId: company.rowId, ...toCostCenterPatch(values) } },
    });
    const created = changedRow(response.createCostCenter?.costCenter);
    notifications.show({ color: "teal", message: t(`${K}.costCenters.created`, { name: created.number }) });
    await router.navigate({ href: paths.detail(created.rowId) });
  };

  return (
    <SettingsPageFrame
      title={t(`${K}.costCenters.createTitle`)}
      description={t(`${K}.costCenters.lead`)}
      back={{ href: paths.list(), label: t(`${K}.costCenters.backToList`) }}
    >
      <CostObjectForm
        kind="costCenter"
        defaultValues={emptyCostUnitFormValues()}
        save={save}
        submitLabel={t(`${K}.form.create`)}
        cancelHref={paths.list()}
        isNew
      />
    </SettingsPageFrame>
  );
}
