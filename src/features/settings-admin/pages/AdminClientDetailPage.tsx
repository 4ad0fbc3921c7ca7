import { notifications } from "@mantine/notifications";
import { IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from "react-relay";
import type { AdminClientDetailPage_clientCompany$key } from "../../../__generated__/AdminClientDetailPage_clientCompany.graphql.ts";
import type { AdminClientDetailPageQuery } from "../../../__generated__/AdminClientDetailPageQuery.graphql.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { SettingsForbidden, SettingsNotFound } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { ClientCompanyForm, type Option } from "../components/ClientCompanyForm.tsx";
import { ClientCompanyLogoSection } from "../components/ClientCompanyLogoSection.tsx";
import { DeleteClientCompanySection } from "../components/DeleteClientCompanySection.tsx";
import {
  clientCompanyFormValuesOf,
  type CreateClientCompanyFormOutput,
  emptyClientCompanyFormValues,
  toClientCompanyInput,
} from "../forms/clientCompanyFormSchema.ts";
import { optionsOf } from "../lib/options.ts";
import { adminPaths } from "../lib/paths.ts";
import { useUpdateClientCompanyMutation } from "../mutations/useUpdateClientCompanyMutation.ts";

const K = "settingsAdmin";

export const adminClientDetailPageQuery = graphql`
  query AdminClientDetailPageQuery($clientRowId: UUID!) @preloadable {
    currentUser {
      isSuperAdmin
    }
    clientCompany(rowId: $clientRowId) {
      rowId
      brandNameOrName
      hasLogo
      updatedAt
      ...AdminClientDetailPage_clientCompany
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

export interface AdminClientDetailPageProps {
  queryRef: PreloadedQuery<AdminClientDetailPageQuery>;
}

/** Settings → admin → clients → {rowId}: a client company's identity, accounting, contract,
 * logo; deactivating (status) and deleting one without documents. */
export function AdminClientDetailPage({ queryRef }: AdminClientDetailPageProps) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<AdminClientDetailPageQuery>(adminClientDetailPageQuery, queryRef);
  const client = data.clientCompany;
  const name = client?.brandNameOrName ?? "";
  usePageTitle(name || t(`${K}.clients.title`));
  const back = { href: adminPaths.clients(), label: t(`${K}.clients.backToList`) };
  if (!data.currentUser?.isSuperAdmin) return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  if (!client) return <SettingsNotFound back={back} description={t(`${K}.clients.notFound`)} />;
  return (
    <SettingsPageFrame
      title={name}
      description={t(`${K}.clients.lead`)}
      back={back}
      actions={
        <HrefButton
          href={`/?clientCompanyRowId=${client.rowId}`}
          variant="default"
          leftSection={<IconExternalLink size={18} />}
        >
          {t(`${K}.clients.open`)}
        </HrefButton>
      }
    >
      <ClientEditor
        clientCompany={client}
        companies={optionsOf(data.adminCompanies)}
        clientCompanies={optionsOf(data.adminClientCompanies).filter((option) => option.value !== client.rowId)}
      />
      <ClientCompanyLogoSection
        clientCompanyRowId={client.rowId}
        name={name}
        hasLogo={client.hasLogo}
        version={String(client.updatedAt)}
      />
      <DeleteClientCompanySection clientCompanyRowId={client.rowId} name={name} />
    </SettingsPageFrame>
  );
}

function ClientEditor({
  clientCompany: key,
  companies,
  clientCompanies,
}: {
  clientCompany: AdminClientDetailPage_clientCompany$key;
  companies: Option[];
  clientCompanies: Option[];
}) {
  const { t, i18n } = useTranslation();
  // The form reads every field (companyFormValuesOf / clientCompanyFormValuesOf).
  /* eslint-disable relay/unused-fields */
  const client = useFragment(
    graphql`
      fragment AdminClientDetailPage_clientCompany on ClientCompany {
        rowId
        legalCompanyRowId
        name
        brandName
        status
        language
        branding
        accountingCompanyClientCompanyRowId
        billedClientCompanyRowId
        accountingSystem
        accountingSystemClientNo
        contractStartDate
        contractNote
        licensedDocuments
        licensedUsers
        licensedBanks
        contractExpiryNotificationEmail
      }
    `,
    key,
  );
  /* eslint-enable relay/unused-fields */
  const [commit] = useUpdateClientCompanyMutation();
  const locale = inputLocaleOf(i18n.language);
  const save = async (values: CreateClientCompanyFormOutput) => {
    const response = await commitAsPromise(commit, {
      input: { clientCompanyRowId: client.rowId, ...toClientCompanyInput(values) },
    });
    changedRow(response.updateClientCompany?.result);
    notifications.show({ color: "teal", message: t(`${K}.clients.saved`) });
  };
  return (
    <ClientCompanyForm
      key={client.rowId}
      defaultValues={{ ...emptyClientCompanyFormValues(), ...clientCompanyFormValuesOf(client, locale) }}
      companies={companies}
      clientCompanies={clientCompanies}
      save={save}
      submitLabel={t(`${K}.form.save`)}
      cancelHref={adminPaths.clients()}
    />
  );
}
