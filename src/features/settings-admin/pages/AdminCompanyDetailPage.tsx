import { Paper, Stack, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from "react-relay";
import type { AdminCompanyDetailPage_company$key } from "../../../__generated__/AdminCompanyDetailPage_company.graphql.ts";
import type { AdminCompanyDetailPageQuery } from "../../../__generated__/AdminCompanyDetailPageQuery.graphql.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { HrefAnchor, HrefButton } from "../../../ui/HrefLinks.tsx";
import { SettingsForbidden, SettingsNotFound } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { CompanyForm } from "../components/CompanyForm.tsx";
import { CompanyLocationsSection } from "../components/CompanyLocationsSection.tsx";
import { StatusBadge } from "../components/StatusBadge.tsx";
import { type CompanyFormOutput, companyFormValuesOf, toCompanyInput } from "../forms/companyFormSchema.ts";
import { adminPaths } from "../lib/paths.ts";
import { useUpdateCompanyMutation } from "../mutations/useUpdateCompanyMutation.ts";

const K = "settingsAdmin";

export const adminCompanyDetailPageQuery = graphql`
  query AdminCompanyDetailPageQuery($companyRowId: UUID!) @preloadable {
    currentUser {
      isSuperAdmin
    }
    company(rowId: $companyRowId) {
      rowId
      brandNameOrName
      ...AdminCompanyDetailPage_company
      ...CompanyLocationsSection_company
      clientCompanies(first: 100) {
        nodes {
          id
          rowId
          brandNameOrName
          status
        }
      }
    }
  }
`;

export interface AdminCompanyDetailPageProps {
  queryRef: PreloadedQuery<AdminCompanyDetailPageQuery>;
}

/** Settings → admin → companies → {companyRowId}: the company, its locations and its client companies. */
export function AdminCompanyDetailPage({ queryRef }: AdminCompanyDetailPageProps) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<AdminCompanyDetailPageQuery>(adminCompanyDetailPageQuery, queryRef);
  const company = data.company;
  usePageTitle(company?.brandNameOrName ?? t(`${K}.companies.title`));
  const back = { href: adminPaths.companies(), label: t(`${K}.companies.backToList`) };
  if (!data.currentUser?.isSuperAdmin) return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  if (!company) return <SettingsNotFound back={back} description={t(`${K}.companies.notFound`)} />;
  const clients = company.clientCompanies.nodes;
  return (
    <SettingsPageFrame
      title={company.brandNameOrName}
      description={t(`${K}.companies.lead`)}
      back={back}
      actions={
        <HrefButton href={adminPaths.clientCreate(company.rowId)} leftSection={<IconPlus size={18} />}>
          {t(`${K}.companies.createClient`)}
        </HrefButton>
      }
    >
      <CompanyEditor company={company} />
      <CompanyLocationsSection company={company} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t(`${K}.companies.clients`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`${K}.companies.clientsLead`)}
          </Text>
          {clients.length === 0 ? (
            <Text size="sm">{t(`${K}.companies.noClients`)}</Text>
          ) : (
            <Table withRowBorders verticalSpacing={4} aria-label={t(`${K}.companies.clients`)}>
              <Table.Tbody>
                {clients.map((client) => (
                  <Table.Tr key={client.id}>
                    <Table.Td>
                      <HrefAnchor href={adminPaths.client(client.rowId)}>{client.brandNameOrName}</HrefAnchor>
                    </Table.Td>
                    <Table.Td w={140}>
                      <StatusBadge status={client.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
    </SettingsPageFrame>
  );
}

function CompanyEditor({ company: key }: { company: AdminCompanyDetailPage_company$key }) {
  const { t, i18n } = useTranslation();
  // The form reads every field (companyFormValuesOf / clientCompanyFormValuesOf).
  /* eslint-disable relay/unused-fields */
  const company = useFragment(
    graphql`
      fragment AdminCompanyDetailPage_company on Company {
        rowId
        name
        brandName
        alternativeNames
        legalForm
        founded
        dissolved
        mainLocation {
          street
          zip
          city
          country
          vatIdNo
          taxIdNo
          registrationNo
          phone
          email
          website
        }
      }
    `,
    key,
  );
  /* eslint-enable relay/unused-fields */
  const [commit] = useUpdateCompanyMutation();
  const locale = inputLocaleOf(i18n.language);
  const save = async (values: CompanyFormOutput) => {
    const response = await commitAsPromise(commit, {
      input: { companyRowId: company.rowId, ...toCompanyInput(values) },
    });
    changedRow(response.updateCompany?.result);
    notifications.show({ color: "teal", message: t(`${K}.companies.saved`) });
  };
  return (
    <CompanyForm
      key={company.rowId}
      defaultValues={companyFormValuesOf(
        { ...company, alternativeNames: company.alternativeNames.filter((name): name is string => Boolean(name)) },
        locale,
      )}
      save={save}
      submitLabel={t(`${K}.form.save`)}
      cancelHref={adminPaths.companies()}
    />
  );
}
