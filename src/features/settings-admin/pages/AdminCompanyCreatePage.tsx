import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { AdminCompanyCreatePageQuery } from "../../../__generated__/AdminCompanyCreatePageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { CompanyForm } from "../components/CompanyForm.tsx";
import { type CompanyFormOutput, emptyCompanyFormValues, toCompanyInput } from "../forms/companyFormSchema.ts";
import { adminPaths } from "../lib/paths.ts";
import { useCreateCompanyMutation } from "../mutations/useCreateCompanyMutation.ts";

const K = "settingsAdmin";

export const adminCompanyCreatePageQuery = graphql`
  query AdminCompanyCreatePageQuery @preloadable {
    currentUser {
      isSuperAdmin
    }
  }
`;

export interface AdminCompanyCreatePageProps {
  queryRef: PreloadedQuery<AdminCompanyCreatePageQuery>;
}

/** Settings → admin → companies → create: the legal entity with its main location. */
export function AdminCompanyCreatePage({ queryRef }: AdminCompanyCreatePageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.companies.createTitle`));
  const router = useRouter();
  const data = usePreloadedQuery<AdminCompanyCreatePageQuery>(adminCompanyCreatePageQuery, queryRef);
  const [commit] = useCreateCompanyMutation();
  if (!data.currentUser?.isSuperAdmin) return <SettingsForbidden description={t(`${K}.forbidden`)} />;

  const save = async (values: CompanyFormOutput) => {
    const response = await commitAsPromise(commit, { input: toCompanyInput(values) });
    const created = changedRow(response.createCompany?.result);
    notifications.show({ color: "teal", message: t(`${K}.companies.created`, { name: created.name }) });
    await router.navigate({ href: adminPaths.company(created.rowId) });
  };

  return (
    <SettingsPageFrame
      title={t(`${K}.companies.createTitle`)}
      description={t(`${K}.companies.lead`)}
      back={{ href: adminPaths.companies(), label: t(`${K}.companies.backToList`) }}
    >
      <CompanyForm
        defaultValues={emptyCompanyFormValues()}
        save={save}
        submitLabel={t(`${K}.form.create`)}
        cancelHref={adminPaths.companies()}
        isNew
      />
    </SettingsPageFrame>
  );
}
