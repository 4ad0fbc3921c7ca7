import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { CostUnitCreatePageQuery } from "../../../__generated__/CostUnitCreatePageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { AccountingFeatureOff, AccountingForbidden } from "../components/AccountingMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { CostObjectForm } from "../components/CostObjectForm.tsx";
import { type CostUnitFormValues, emptyCostUnitFormValues, toCostUnitPatch } from "../forms/costFormSchemas.ts";
import { sectionPaths } from "../lib/paths.ts";
import { useCreateCostUnitMutation } from "../mutations/costMutations.ts";

const K = "settingsAccountingPartners";

export const costUnitCreatePageQuery = graphql`
  query CostUnitCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      featureFlags {
        costUnits
      }
    }
  }
`;

export interface CostUnitCreatePageProps {
  queryRef: PreloadedQuery<CostUnitCreatePageQuery>;
}

/** Settings → accounting → cost units → create (accounting access, feature on). */
export function CostUnitCreatePage({ queryRef }: CostUnitCreatePageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.costUnits.createTitle`));
  const router = useRouter();
  const data = usePreloadedQuery<CostUnitCreatePageQuery>(costUnitCreatePageQuery, queryRef);
  const company = data.clientCompany;
  const [commit] = useCreateCostUnitMutation();
  if (!company?.currentUserHasAccountingAccess) return <AccountingForbidden />;
  if (!company.featureFlags?.costUnits) return <AccountingFeatureOff feature="costUnits" />;
  const paths = sectionPaths(company.rowId, "cost-units");

  const save = async (values: CostUnitFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { costUnit: { clientCompanyRowId: company.rowId, ...toCostUnitPatch(values) } },
    });
    const created = changedRow(response.createCostUnit?.costUnit);
    notifications.show({ color: "teal", message: t(`${K}.costUnits.created`, { name: created.number }) });
    await router.navigate({ href: paths.detail(created.rowId) });
  };

  return (
    <SettingsPageFrame
      title={t(`${K}.costUnits.createTitle`)}
      description={t(`${K}.costUnits.lead`)}
      back={{ href: paths.list(), label: t(`${K}.costUnits.backToList`) }}
    >
      <CostObjectForm
        kind="costUnit"
        defaultValues={emptyCostUnitFormValues()}
        save={save}
        submitLabel={t(`${K}.form.create`)}
        cancelHref={paths.list()}
        isNew
      />
    </SettingsPageFrame>
  );
}
