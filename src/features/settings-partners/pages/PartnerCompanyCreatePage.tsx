import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { PartnerCompanyCreatePageQuery } from "../../../__generated__/PartnerCompanyCreatePageQuery.graphql.ts";
import type { partnerChoices_clientCompany$key } from "../../../__generated__/partnerChoices_clientCompany.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { usePartnerChoices } from "../components/partnerChoices.ts";
import { PartnerForm } from "../components/PartnerForm.tsx";
import { emptyPartnerFormValues, type PartnerFormValues, toPartnerPatch } from "../forms/partnerFormSchemas.ts";
import { partnerPaths } from "../lib/paths.ts";
import { useCreatePartnerMutation } from "../mutations/partnerMutations.ts";

const K = "settingsPartners";

export const partnerCompanyCreatePageQuery = graphql`
  query PartnerCompanyCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasCompanyManageAccess
      ...partnerChoices_clientCompany
    }
  }
`;

export interface PartnerCompanyCreatePageProps {
  queryRef: PreloadedQuery<PartnerCompanyCreatePageQuery>;
}

/** Settings → company → partner companies → create; locations, bank details and mandates
 * follow on the partner's page. */
export function PartnerCompanyCreatePage({ queryRef }: PartnerCompanyCreatePageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.createTitle`));
  const data = usePreloadedQuery<PartnerCompanyCreatePageQuery>(partnerCompanyCreatePageQuery, queryRef);
  const company = data.clientCompany;
  if (!company?.currentUserHasCompanyManageAccess) return <SettingsForbidden />;
  return <CreateForm clientCompanyRowId={company.rowId} clientCompany={company} />;
}

function CreateForm({
  clientCompanyRowId,
  clientCompany,
}: {
  clientCompanyRowId: string;
  clientCompany: partnerChoices_clientCompany$key;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const [commit] = useCreatePartnerMutation();
  const choices = usePartnerChoices(clientCompany);
  const paths = partnerPaths(clientCompanyRowId);
  const save = async (values: PartnerFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { partnerCompany: { clientCompanyRowId, ...toPartnerPatch(values) } },
    });
    const created = changedRow(response.createPartnerCompany?.partnerCompany);
    notifications.show({ color: "teal", message: t(`${K}.created`, { name: created.name }) });
    await router.navigate({ href: paths.detail(created.rowId) });
  };
  return (
    <SettingsPageFrame
      title={t(`${K}.createTitle`)}
      description={t(`${K}.createLead`)}
      back={{ href: paths.list(), label: t(`${K}.backToList`) }}
    >
      <PartnerForm
        defaultValues={emptyPartnerFormValues()}
        save={save}
        submitLabel={t(`${K}.actions.create`)}
        cancelHref={paths.list()}
        isNew
        {...choices}
      />
    </SettingsPageFrame>
  );
}
