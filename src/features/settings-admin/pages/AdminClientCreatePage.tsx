import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { AdminClientCreatePageQuery } from "../../../__generated__/AdminClientCreatePageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { ClientCompanyForm } from "../components/ClientCompanyForm.tsx";
import {
  type CreateClientCompanyFormOutput,
  emptyClientCompanyFormValues,
  toCreateClientCompanyInput,
} from "../forms/clientCompanyFormSchema.ts";
import { optionsOf } from "../lib/options.ts";
import { adminPaths } from "../lib/paths.ts";
import { useCreateClientCompanyMutation } from "../mutations/useCreateClientCompanyMutation.ts";

const K = "settingsAdmin";

export const adminClientCreatePageQuery = graphql`
  query AdminClientCreatePageQuery @preloadable {
    currentUser {
      isSuperAdmin
    }
    adminCompanies(first: 500) {
      nodes {
        rowId
        brandNameOrName
      }
    }
    adminClientCompanies(first: 500) {
      nodes {
        rowId
        brandNameOrName
      }
    }
  }
`;

export interface AdminClientCreatePageProps {
  queryRef: PreloadedQuery<AdminClientCreatePageQuery>;
  /** The company chosen beforehand (from the company's page). */
  companyRowId?: string | undefined;
}

/** Settings → admin → clients → create: a client company set up in one step (categories,
 * chart of accounts, its first admin invited by e-mail). */
export function AdminClientCreatePage({ queryRef, companyRowId }: AdminClientCreatePageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.clients.createTitle`));
  const router = useRouter();
  const data = usePreloadedQuery<AdminClientCreatePageQuery>(adminClientCreatePageQuery, queryRef);
  const [commit] = useCreateClientCompanyMutation();
  if (!data.currentUser?.isSuperAdmin) return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  const companies = optionsOf(data.adminCompanies);
  const preset = companies.some((option) => option.value === companyRowId) ? companyRowId : undefined;

  const save = async (values: CreateClientCompanyFormOutput) => {
    const response = await commitAsPromise(commit, { input: toCreateClientCompanyInput(values) });
    const created = changedRow(response.createClientCompany?.result);
    notifications.show({
      color: "teal",
      message: t(`${K}.clients.created`, { name: created.name, email: values.adminEmail }),
    });
    await router.navigate({ href: adminPaths.client(created.rowId) });
  };

  return (
    <SettingsPageFrame
      title={t(`${K}.clients.createTitle`)}
      description={t(`${K}.clients.createLead`)}
      back={{ href: adminPaths.clients(), label: t(`${K}.clients.backToList`) }}
    >
      <ClientCompanyForm
        defaultValues={emptyClientCompanyFormValues(preset)}
        companies={companies}
        clientCompanies={optionsOf(data.adminClientCompanies)}
        save={save}
        submitLabel={t(`${K}.form.create`)}
        cancelHref={adminPaths.clients()}
        isNew
      />
    </SettingsPageFrame>
  );
}
