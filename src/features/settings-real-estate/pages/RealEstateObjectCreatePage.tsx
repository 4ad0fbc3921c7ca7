import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { RealEstateObjectCreatePageQuery } from "../../../__generated__/RealEstateObjectCreatePageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { SettingsFeatureOff, SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { RealEstateObjectForm } from "../components/RealEstateObjectForm.tsx";
import {
  emptyRealEstateObjectFormValues,
  type RealEstateObjectFormValues,
  toRealEstateObjectPatch,
} from "../forms/realEstateObjectFormSchema.ts";
import { realEstatePaths } from "../lib/paths.ts";
import { useCreateRealEstateObjectMutation } from "../mutations/realEstateObjectMutations.ts";

const K = "settingsRealEstate";

export const realEstateObjectCreatePageQuery = graphql`
  query RealEstateObjectCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasCompanyManageAccess
      featureFlags {
        realEstateObjects
      }
    }
  }
`;

export interface RealEstateObjectCreatePageProps {
  queryRef: PreloadedQuery<RealEstateObjectCreatePageQuery>;
}

/** Settings → company → real-estate objects → create; then its page opens for tenants and tags. */
export function RealEstateObjectCreatePage({ queryRef }: RealEstateObjectCreatePageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.createTitle`));
  const router = useRouter();
  const data = usePreloadedQuery<RealEstateObjectCreatePageQuery>(realEstateObjectCreatePageQuery, queryRef);
  const company = data.clientCompany;
  const [commit] = useCreateRealEstateObjectMutation();
  if (!company?.currentUserHasCompanyManageAccess) return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  if (!company.featureFlags?.realEstateObjects)
    return <SettingsFeatureOff title={t(`${K}.featureOff`)} description={t(`${K}.featureOffDescription`)} />;
  const paths = realEstatePaths(company.rowId);

  const save = async (values: RealEstateObjectFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { realEstateObject: { clientCompanyRowId: company.rowId, ...toRealEstateObjectPatch(values) } },
    });
    const created = changedRow(response.createRealEstateObject?.realEstateObject);
    notifications.show({ color: "teal", message: t(`${K}.created`, { title: created.title }) });
    await router.navigate({ href: paths.detail(created.rowId) });
  };

  return (
    <SettingsPageFrame
      title={t(`${K}.createTitle`)}
      description={t(`${K}.createDescription`)}
      back={{ href: paths.list(), label: t(`${K}.back`) }}
    >
      <RealEstateObjectForm
        defaultValues={emptyRealEstateObjectFormValues()}
        save={save}
        submitLabel={t(`${K}.createSubmit`)}
        cancelHref={paths.list()}
        isNew
      />
    </SettingsPageFrame>
  );
}
