import { Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconSettings } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery, useRefetchableFragment } from "react-relay";
import type { ClientDetailPage_query$key } from "../../../__generated__/ClientDetailPage_query.graphql.ts";
import type { ClientDetailPageQuery } from "../../../__generated__/ClientDetailPageQuery.graphql.ts";
import type { ClientDetailRefetchQuery } from "../../../__generated__/ClientDetailRefetchQuery.graphql.ts";
import { formatCount, formatDate, formatDateTime } from "../../../lib/format.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { Dash } from "../../../ui/settings/PagedTable.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { SettingsNotFound } from "../../../ui/settings/SettingsMessages.tsx";
import { ClientBlockPanel } from "../components/ClientBlockPanel.tsx";
import { ForbiddenForNonStaff } from "../components/ForbiddenForNonStaff.tsx";
import { StatusBadge } from "../components/ClientBadges.tsx";
import { CLIENTS_LIST_PATH, clientSettingsHref } from "../lib/paths.ts";

const K = "settingsClients";

export const clientDetailPageQuery = graphql`
  query ClientDetailPageQuery($clientCompanyRowId: UUID!) @preloadable {
    currentUserIsProviderStaff
    ...ClientDetailPage_query @arguments(clientCompanyRowId: $clientCompanyRowId)
  }
`;

export interface ClientDetailPageProps {
  queryRef: PreloadedQuery<ClientDetailPageQuery>;
}

/** Settings → clients → one client: contract, accounting system, activity, block, and links to
 * its own settings (for its members). */
export function ClientDetailPage({ queryRef }: ClientDetailPageProps) {
  const data = usePreloadedQuery<ClientDetailPageQuery>(clientDetailPageQuery, queryRef);
  if (!data.currentUserIsProviderStaff) return <ForbiddenForNonStaff />;
  return <ClientDetails query={data} />;
}

function ClientDetails({ query }: { query: ClientDetailPage_query$key }) {
  const { t, i18n } = useTranslation();
  const [data, refetch] = useRefetchableFragment<ClientDetailRefetchQuery, ClientDetailPage_query$key>(
    graphql`
      fragment ClientDetailPage_query on Query
      @refetchable(queryName: "ClientDetailRefetchQuery")
      @argumentDefinitions(clientCompanyRowId: { type: "UUID!" }) {
        providerClientCompany(rowId: $clientCompanyRowId) {
          rowId
          name
          legalName
          status
          accountingFirmName
          billedCompanyName
          accountingSystem
          accountingSystemClientNo
          contractStartDate
          openReviewGroupCount
          openApprovalRequestCount
          lastDocumentImportAt
          memberCount
          documentsThisMonth
          currentUserIsMember
          currentUserHasCompanyManageAccess
          currentUserHasAccountingAccess
          ...ClientBlockPanel_client
        }
      }
    `,
    query,
  );
  const client = data.providerClientCompany;
  usePageTitle(client?.name ?? t(`${K}.detail.title`));
  if (!client) return <SettingsNotFound back={{ href: CLIENTS_LIST_PATH, label: t(`${K}.detail.backToList`) }} />;
  const count = (value: number) => formatCount(value, i18n.language);
  const settingsLinks = [
    client.currentUserHasCompanyManageAccess ? { key: "company", path: `/settings/${client.rowId}/company` } : null,
    client.currentUserHasAccountingAccess
      ? { key: "accounting", path: `/settings/${client.rowId}/accounting/categories` }
      : null,
    client.currentUserIsMember ? { key: "exports", path: `/settings/${client.rowId}/exports` } : null,
  ].filter((link) => link !== null);

  return (
    <SettingsPageFrame
      title={client.name}
      description={client.legalName !== client.name ? client.legalName : undefined}
      back={{ href: CLIENTS_LIST_PATH, label: t(`${K}.detail.backToList`) }}
      actions={<StatusBadge status={client.status} />}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FormSection title={t(`${K}.detail.contract`)}>
          <Facts>
            <Fact label={t(`${K}.fields.contractStartDate`)}>
              {client.contractStartDate ? formatDate(client.contractStartDate, i18n.language) : <Dash />}
            </Fact>
            <Fact label={t(`${K}.fields.accountingFirm`)}>{client.accountingFirmName ?? <Dash />}</Fact>
            <Fact label={t(`${K}.fields.billedCompany`)}>
              {client.billedCompanyName ?? t(`${K}.fields.billsItself`)}
            </Fact>
            <Fact label={t(`${K}.fields.accountingSystem`)}>
              {client.accountingSystem ? (
                t(`${K}.accountingSystems.${accountingSystemKey(client.accountingSystem)}`)
              ) : (
                <Dash />
              )}
            </Fact>
            <Fact label={t(`${K}.fields.clientNo`)}>{client.accountingSystemClientNo ?? <Dash />}</Fact>
          </Facts>
        </FormSection>
        <FormSection title={t(`${K}.detail.activity`)}>
          <Facts>
            <Fact label={t(`${K}.fields.memberCount`)}>{count(client.memberCount)}</Fact>
            <Fact label={t(`${K}.fields.documentsThisMonth`)}>{count(client.documentsThisMonth)}</Fact>
            <Fact label={t(`${K}.fields.lastImport`)}>
              {client.lastDocumentImportAt ? formatDateTime(client.lastDocumentImportAt, i18n.language) : <Dash />}
            </Fact>
            <Fact label={t(`${K}.fields.openReviewGroups`)}>{count(client.openReviewGroupCount)}</Fact>
            <Fact label={t(`${K}.fields.openApprovalRequests`)}>{count(client.openApprovalRequestCount)}</Fact>
          </Facts>
        </FormSection>
      </SimpleGrid>
      <ClientBlockPanel client={client} onChanged={() => refetch({}, { fetchPolicy: "network-only" })} />
      <FormSection title={t(`${K}.detail.settings`)} description={t(`${K}.detail.settingsLead`)}>
        {settingsLinks.length > 0 ? (
          <Group gap="sm">
            {settingsLinks.map((link) => (
              <HrefButton
                key={link.key}
                href={clientSettingsHref(client.rowId, link.path)}
                variant="default"
                leftSection={<IconSettings size={16} />}
              >
                {t(`${K}.detail.links.${link.key as "company" | "accounting" | "exports"}`)}
              </HrefButton>
            ))}
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            {t(`${K}.detail.noMembership`)}
          </Text>
        )}
      </FormSection>
    </SettingsPageFrame>
  );
}

const ACCOUNTING_SYSTEMS = new Set(["DATEV", "BMD", "LEXWARE", "ADDISON", "AGENDA", "SIMBA", "OTHER"]);
function accountingSystemKey(system: string) {
  return (ACCOUNTING_SYSTEMS.has(system) ? system : "OTHER") as
    "DATEV" | "BMD" | "LEXWARE" | "ADDISON" | "AGENDA" | "SIMBA" | "OTHER";
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <Stack gap={6} component="dl" m={0}>
      {children}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="baseline">
      <Text component="dt" fz="sm" c="dimmed" w={200} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" fz="sm" m={0}>
        {children}
      </Text>
    </Group>
  );
}
