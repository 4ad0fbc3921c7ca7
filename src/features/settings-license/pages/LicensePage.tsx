import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { LicensePageQuery } from "../../../__generated__/LicensePageQuery.graphql.ts";
import { formatDate, todayIsoDate } from "../../../lib/calendarDate.ts";
import { formatCount } from "../../../lib/format.ts";
import { elapsedPeriodDays, periodDays } from "../../../lib/licensePeriods.ts";
import { Dash } from "../../../ui/settings/PagedTable.tsx";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { UsageMeter } from "../components/UsageMeter.tsx";

const K = "settingsLicense";

export const licensePageQuery = graphql`
  query LicensePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasSettingsLicenseAccess
      contractStartDate
      contractNote
      contractExpiryNotificationEmail
      licensedDocuments
      licensedUsers
      licensedBanks
      licensePeriods {
        includeCurrentPeriod
      }
      licenseUsage {
        nodes {
          clientCompanyRowId
          clientCompanyName
          isCurrentPeriod
          startDate
          endDate
          documentsCount
          predictedDocumentsCount
          usersCount
          banksCount
        }
      }
    }
  }
`;

type Usage = NonNullable<LicensePageQuery["response"]["clientCompany"]>["licenseUsage"]["nodes"][number];

export interface LicensePageProps {
  queryRef: PreloadedQuery<LicensePageQuery>;
  /** Today (German calendar), for the projection's explanation; tests fix it. */
  today?: string;
}

interface PeriodTotals {
  startDate: string;
  endDate: string;
  documents: number;
  predicted: number | null;
  users: number;
  banks: number;
}

function totalsOf(rows: readonly Usage[]): PeriodTotals | null {
  const first = rows[0];
  if (!first?.startDate || !first.endDate) return null;
  const sum = (pick: (row: Usage) => number | null | undefined) => rows.reduce((n, row) => n + (pick(row) ?? 0), 0);
  return {
    startDate: first.startDate,
    endDate: first.endDate,
    documents: sum((r) => r.documentsCount),
    predicted: first.isCurrentPeriod ? sum((r) => r.predictedDocumentsCount) : null,
    users: sum((r) => r.usersCount),
    banks: sum((r) => r.banksCount),
  };
}

/** Settings → licence (settings-license access, spec part 2 §6): the contract, the usage of the
 * current and the previous licence period against the licensed numbers, and the billed companies. */
export function LicensePage({ queryRef, today = todayIsoDate(new Date(), "Europe/Berlin") }: LicensePageProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  usePageTitle(t(`${K}.title`));
  const data = usePreloadedQuery<LicensePageQuery>(licensePageQuery, queryRef);
  const company = data.clientCompany;
  if (!company?.currentUserHasSettingsLicenseAccess) return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  const usage = company.licenseUsage.nodes;
  const current = totalsOf(usage.filter((u) => u.isCurrentPeriod));
  const previous = totalsOf(usage.filter((u) => !u.isCurrentPeriod));
  const periods = company.licensePeriods;
  const licensed = (value: number | null | undefined) => (value === null || value === undefined ? null : value);
  const count = (value: number | null | undefined) => formatCount(value, lang);
  const limitText = (value: number | null | undefined) =>
    value === null || value === undefined ? t(`${K}.contract.unlimited`) : count(value);

  const periodCard = (kind: "current" | "previous", totals: PeriodTotals) => {
    const days = periodDays(totals.startDate, totals.endDate);
    const elapsed = elapsedPeriodDays(totals.startDate, totals.endDate, today);
    const predictedOver =
      totals.predicted !== null && company.licensedDocuments != null && totals.predicted > company.licensedDocuments;
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`license-${kind}`}>
        <Stack gap="sm">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h4" id={`license-${kind}`}>
              {t(`${K}.periods.${kind}`)}
            </Title>
            <Text fz="sm" c="dimmed">
              {t(`${K}.periods.range`, {
                from: formatDate(totals.startDate, lang),
                until: formatDate(totals.endDate, lang),
              })}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed">
            {t(`${K}.usage.allCompanies`)}
          </Text>
          <UsageMeter
            label={t(`${K}.usage.documents`)}
            count={totals.documents}
            licensed={licensed(company.licensedDocuments)}
          />
          {totals.predicted !== null ? (
            <Stack gap={2}>
              <Text fz="sm" fw={500} c={predictedOver ? "red" : undefined}>
                {t(`${K}.usage.predicted`, { value: count(totals.predicted) })}
              </Text>
              <Text fz="xs" c="dimmed">
                {t(`${K}.usage.predictedHint`, {
                  documents: count(totals.documents),
                  elapsed: count(elapsed),
                  days: count(days),
                })}
                {predictedOver ? ` ${t(`${K}.usage.predictedOver`)}` : ""}
              </Text>
            </Stack>
          ) : null}
          <UsageMeter label={t(`${K}.usage.users`)} count={totals.users} licensed={licensed(company.licensedUsers)} />
          <UsageMeter label={t(`${K}.usage.banks`)} count={totals.banks} licensed={licensed(company.licensedBanks)} />
        </Stack>
      </Paper>
    );
  };

  const companies = [...new Set(usage.map((u) => u.clientCompanyRowId))];
  const billed = companies.filter((id) => id !== company.rowId);

  return (
    <SettingsPageFrame title={t(`${K}.title`)} description={t(`${K}.lead`)}>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="license-contract">
        <Stack gap="xs">
          <Title order={2} size="h4" id="license-contract">
            {t(`${K}.contract.title`)}
          </Title>
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="xs">
            <Fact label={t(`${K}.contract.startDate`)} value={formatDate(company.contractStartDate, lang)} />
            <Fact label={t(`${K}.contract.licensedDocuments`)} value={limitText(company.licensedDocuments)} />
            <Fact label={t(`${K}.contract.licensedUsers`)} value={limitText(company.licensedUsers)} />
            <Fact label={t(`${K}.contract.licensedBanks`)} value={limitText(company.licensedBanks)} />
            <Fact
              label={t(`${K}.contract.expiryEmail`)}
              value={company.contractExpiryNotificationEmail ?? t(`${K}.contract.none`)}
            />
            <Fact label={t(`${K}.contract.note`)} value={company.contractNote ?? <Dash />} />
          </SimpleGrid>
          <Text fz="xs" c="dimmed">
            {t(`${K}.contract.editedByAdmin`)} {t(`${K}.periods.rule`)}
          </Text>
        </Stack>
      </Paper>
      {!periods?.includeCurrentPeriod || !current ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          {t(`${K}.periods.noneYet`, { date: formatDate(company.contractStartDate, lang) })}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: previous ? 2 : 1 }} spacing="md">
          {periodCard("current", current)}
          {previous ? periodCard("previous", previous) : null}
        </SimpleGrid>
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="license-billed">
        <Stack gap="xs">
          <Title order={2} size="h4" id="license-billed">
            {t(`${K}.billed.title`)}
          </Title>
          <Text fz="sm" c="dimmed">
            {billed.length > 0 ? t(`${K}.billed.lead`) : t(`${K}.billed.empty`)}
          </Text>
          {companies.length > 0 ? (
            <Table verticalSpacing={6} horizontalSpacing="md" fz="sm" aria-label={t(`${K}.billed.title`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`${K}.billed.company`)}</Table.Th>
                  <Table.Th ta="right">{t(`${K}.billed.currentDocuments`)}</Table.Th>
                  <Table.Th ta="right">{t(`${K}.billed.predicted`)}</Table.Th>
                  <Table.Th ta="right">{t(`${K}.billed.previousDocuments`)}</Table.Th>
                  <Table.Th ta="right">{t(`${K}.billed.users`)}</Table.Th>
                  <Table.Th ta="right">{t(`${K}.billed.banks`)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {companies.map((id) => {
                  const now = usage.find((u) => u.clientCompanyRowId === id && u.isCurrentPeriod);
                  const before = usage.find((u) => u.clientCompanyRowId === id && !u.isCurrentPeriod);
                  const name = (now ?? before)?.clientCompanyName ?? "";
                  const num = (value: number | null | undefined) =>
                    value === null || value === undefined ? <Dash /> : count(value);
                  return (
                    <Table.Tr key={id}>
                      <Table.Td>
                        {name}{" "}
                        {id === company.rowId ? (
                          <Text span c="dimmed" fz="xs">
                            {t(`${K}.billed.own`)}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right">{num(now?.documentsCount)}</Table.Td>
                      <Table.Td ta="right">{num(now?.predictedDocumentsCount)}</Table.Td>
                      <Table.Td ta="right">{num(before?.documentsCount)}</Table.Td>
                      <Table.Td ta="right">{num(now?.usersCount ?? before?.usersCount)}</Table.Td>
                      <Table.Td ta="right">{num(now?.banksCount ?? before?.banksCount)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          ) : null}
        </Stack>
      </Paper>
    </SettingsPageFrame>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </Stack>
  );
}
