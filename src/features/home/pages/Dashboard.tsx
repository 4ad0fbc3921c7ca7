/* eslint-disable relay/unused-fields -- the bank statistics are read by chartBuckets (lib/dashboard.ts) */
import {
  Badge,
  Card,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowDownRight, IconArrowUpRight, IconBuildingBank, IconUpload } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense, useEffect, useTransition } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery, useQueryLoader } from "react-relay";
import DashboardQueryNode, { type DashboardQuery } from "../../../__generated__/DashboardQuery.graphql.ts";
import { formatDate } from "../../../lib/calendarDate.ts";
import { formatCount, formatMoney } from "../../../lib/format.ts";
import type { DocumentsSearch } from "../../../lib/search/documentsSearchSchema.ts";
import { DASHBOARD_PERIODS, type DashboardPeriod } from "../../../lib/search/searchSchemas.ts";
import { documentsSearch } from "../../../shell/documentsSearch.ts";
import { AnchorLink } from "../../../shell/links.tsx";
import { HrefButton } from "../../../ui/HrefLinks.tsx";
import { bucketSizeOf, chartBuckets, dashboardPeriodRange, type DashboardVariables } from "../lib/dashboard.ts";

// The chart library (recharts) is large: it loads after the figures, beside them.
const BankStatisticsChart = lazy(() => import("../components/BankStatisticsChart.tsx"));

export const dashboardQuery = graphql`
  query DashboardQuery(
    $clientCompanyRowId: UUID!
    $bankStatsFromDate: Date!
    $bankStatsUntilDate: Date!
    $canViewMoneyAccounts: Boolean!
    $canViewVendorsAndClients: Boolean!
    $canViewAllClientsTodo: Boolean!
  ) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      brandNameOrName
      hasDocuments
      currentUserHasDocumentsManageAccess
      currentUserHasBankingAccess
      financeSummary @include(if: $canViewMoneyAccounts) {
        bankBalanceSum
        moneyAccountCount
        moneyAccountsWithoutBalance
        assets
        assetsCount
        liabilities
        liabilitiesCount
      }
      bankStatistics(fromDate: $bankStatsFromDate, untilDate: $bankStatsUntilDate) @include(if: $canViewMoneyAccounts) {
        nodes {
          date
          sumIncoming
          sumOutgoing
        }
      }
      vendors: partnerStatistics(type: VENDOR, fromDate: $bankStatsFromDate, untilDate: $bankStatsUntilDate, first: 10)
        @include(if: $canViewVendorsAndClients) {
        nodes {
          partnerCompanyRowId
          partnerName
          netSum
          documentCount
        }
      }
      clients: partnerStatistics(type: CLIENT, fromDate: $bankStatsFromDate, untilDate: $bankStatsUntilDate, first: 10)
        @include(if: $canViewVendorsAndClients) {
        nodes {
          partnerCompanyRowId
          partnerName
          netSum
          documentCount
        }
      }
    }
    companyTodo: openApprovalRequestCounts(clientCompanyRowId: $clientCompanyRowId) {
      nodes {
        openApprovalRequestCount
        openReviewGroupCount
      }
    }
    allClientsTodo: openApprovalRequestCounts @include(if: $canViewAllClientsTodo) {
      nodes {
        clientCompanyRowId
        clientCompanyName
        openApprovalRequestCount
        openReviewGroupCount
      }
    }
  }
`;

export interface DashboardProps {
  /** The query the route loader started for the period in the URL. */
  queryRef: PreloadedQuery<DashboardQuery>;
  period: DashboardPeriod | undefined;
  /** The variables for the period shown now (the page loads them when the period changes). */
  variables: DashboardVariables;
  today: string;
  onPeriodChange: (period: DashboardPeriod) => void;
}

const sameVariables = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(b).every((key) => a[key] === b[key]);

/** The dashboard of a company (spec part 1 §2.11): a period change loads the query for the new
 * dates while the previous figures stay on screen. */
export function Dashboard({ queryRef: initialRef, period, variables, today, onPeriodChange }: DashboardProps) {
  const [queryRef, loadQuery] = useQueryLoader<DashboardQuery>(DashboardQueryNode, initialRef);
  const [isPending, startTransition] = useTransition();
  const current = queryRef ?? initialRef;
  useEffect(() => {
    if (sameVariables(current.variables, variables as unknown as Record<string, unknown>)) return;
    startTransition(() => loadQuery(variables, { fetchPolicy: "store-and-network" }));
  }, [current.variables, variables, loadQuery]);
  return (
    <DashboardContent
      queryRef={current}
      period={period}
      today={today}
      isPending={isPending}
      onPeriodChange={onPeriodChange}
    />
  );
}

interface DashboardContentProps {
  queryRef: PreloadedQuery<DashboardQuery>;
  period: DashboardPeriod | undefined;
  today: string;
  isPending: boolean;
  onPeriodChange: (period: DashboardPeriod) => void;
}

function DashboardContent({ queryRef, period, today, isPending, onPeriodChange }: DashboardContentProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const data = usePreloadedQuery<DashboardQuery>(dashboardQuery, queryRef);
  const company = data.clientCompany;
  const { variables } = queryRef;
  if (!company) {
    return (
      <Text c="dimmed" p="md">
        {t("dashboard.noCompany")}
      </Text>
    );
  }
  const companyId = company.rowId;
  const range = dashboardPeriodRange(period, today);
  const money = (amount: string | null | undefined) => formatMoney(amount ?? "0", "EUR", language);
  const summary = company.financeSummary;
  const hasPeriodParts = variables.canViewMoneyAccounts || variables.canViewVendorsAndClients;
  const todo = data.companyTodo?.nodes[0];
  const periodSearch: Partial<DocumentsSearch> = {
    dateFilterType: "INVOICE_DATE",
    fromDate: range.fromDate,
    untilDate: range.untilDate,
  };
  // Open items whatever their date: the summary counts every open invoice.
  const openItems = (type: "INCOMING_INVOICE" | "OUTGOING_INVOICE") =>
    documentsSearch(companyId, {
      view: "LIST_VIEW",
      documentTypes: [type],
      paidStatus: "NOT_PAID",
      dateFilterType: "INVOICE_DATE",
      fromDate: OPEN_ITEMS_FROM,
      orderBy: "DUE_DATE",
      orderByDirection: "ASC",
    });

  return (
    <Stack gap="md" style={{ opacity: isPending ? 0.6 : 1, transition: "opacity 150ms" }} aria-busy={isPending}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Title order={1} size="h3">
            {t("dashboard.title", { company: company.brandNameOrName ?? "" })}
          </Title>
          {hasPeriodParts ? (
            <Text size="sm" c="dimmed">
              {t("dashboard.periodRange", {
                from: formatDate(range.fromDate, language),
                until: formatDate(range.untilDate, language),
              })}
            </Text>
          ) : null}
        </Stack>
        {/* The period concerns the money and the partners only. */}
        {hasPeriodParts ? (
          <SegmentedControl
            size="xs"
            aria-label={t("dashboard.period.label")}
            value={period ?? "YEAR"}
            onChange={(value) => onPeriodChange(value as DashboardPeriod)}
            data={DASHBOARD_PERIODS.map((p) => ({ value: p, label: t(`dashboard.period.${p}`) }))}
          />
        ) : null}
      </Group>

      <FirstSteps
        companyId={companyId}
        needsDocuments={!company.hasDocuments && company.currentUserHasDocumentsManageAccess === true}
        needsBank={variables.canViewMoneyAccounts && summary?.moneyAccountCount === 0}
      />

      {/* An accountant's first glance: what waits in which client. */}
      {data.allClientsTodo ? <AllClientsTodo rows={data.allClientsTodo.nodes} language={language} /> : null}

      {summary ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <FigureCard
            label={t("dashboard.finance.bankBalanceSum")}
            value={money(summary.bankBalanceSum)}
            detail={
              summary.moneyAccountsWithoutBalance > 0
                ? t("dashboard.finance.withoutBalance", { count: summary.moneyAccountsWithoutBalance })
                : t("dashboard.finance.accounts", { count: summary.moneyAccountCount })
            }
            link={
              <AnchorLink to="/banking" search={{ clientCompanyRowId: companyId }} size="sm">
                {t("dashboard.finance.toBanking")}
              </AnchorLink>
            }
          />
          <FigureCard
            label={t("dashboard.finance.assets")}
            value={money(summary.assets)}
            color={summary.assetsCount > 0 ? "teal" : undefined}
            detail={t("dashboard.finance.openInvoices", { count: summary.assetsCount })}
            link={
              <AnchorLink to="/documents" search={openItems("OUTGOING_INVOICE")} size="sm">
                {t("dashboard.finance.toReceivables")}
              </AnchorLink>
            }
          />
          <FigureCard
            label={t("dashboard.finance.liabilities")}
            value={money(summary.liabilities)}
            color={summary.liabilitiesCount > 0 ? "red" : undefined}
            detail={t("dashboard.finance.openInvoices", { count: summary.liabilitiesCount })}
            link={
              <AnchorLink to="/documents" search={openItems("INCOMING_INVOICE")} size="sm">
                {t("dashboard.finance.toPayables")}
              </AnchorLink>
            }
          />
        </SimpleGrid>
      ) : null}

      {company.bankStatistics ? (
        <BankStatisticsCard
          days={company.bankStatistics.nodes}
          period={period}
          range={range}
          language={language}
          companyId={companyId}
        />
      ) : null}

      {company.vendors && company.clients ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <PartnerCard
            title={t("dashboard.partners.vendors")}
            empty={t("dashboard.partners.noVendors")}
            rows={company.vendors.nodes}
            search={(partner) =>
              documentsSearch(companyId, {
                ...periodSearch,
                documentTypes: ["INCOMING_INVOICE"],
                partnerCompanyRowIds: [partner],
              })
            }
            money={money}
          />
          <PartnerCard
            title={t("dashboard.partners.clients")}
            empty={t("dashboard.partners.noClients")}
            rows={company.clients.nodes}
            search={(partner) =>
              documentsSearch(companyId, {
                ...periodSearch,
                documentTypes: ["OUTGOING_INVOICE"],
                partnerCompanyRowIds: [partner],
              })
            }
            money={money}
          />
        </SimpleGrid>
      ) : null}

      {todo ? (
        <Paper withBorder p="sm" radius="md">
          <Group gap="xl" wrap="wrap">
            <Text fw={600} size="sm">
              {t("dashboard.todo.title")}
            </Text>
            <AnchorLink
              to="/documents"
              search={documentsSearch(companyId, { view: "WORKFLOW_VIEW", isApproved: false, datePreset: "ALL" })}
              size="sm"
            >
              {t("dashboard.todo.openApprovals", { count: todo.openApprovalRequestCount })}
            </AnchorLink>
            <Text size="sm">{t("dashboard.todo.openReviewGroups", { count: todo.openReviewGroupCount })}</Text>
          </Group>
        </Paper>
      ) : null}

      {company.currentUserHasBankingAccess !== true ? (
        <Text size="sm" c="dimmed">
          {t("dashboard.noBankingAccess")}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The documents list's earliest date for "every open invoice". */
const OPEN_ITEMS_FROM = "2000-01-01";

function FigureCard({
  label,
  value,
  detail,
  link,
  color,
}: {
  label: string;
  value: string;
  detail: string;
  link: ReactNode;
  color?: string;
}) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} c={color} style={{ fontVariantNumeric: "tabular-nums" }}>
        {value}
      </Text>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
        {link}
      </Group>
    </Card>
  );
}

function BankStatisticsCard({
  days,
  period,
  range,
  language,
  companyId,
}: {
  days: readonly { date: string; sumIncoming: string; sumOutgoing: string }[];
  period: DashboardPeriod | undefined;
  range: { fromDate: string; untilDate: string };
  language: string;
  companyId: string;
}) {
  const { t } = useTranslation();
  const size = bucketSizeOf(period);
  const buckets = chartBuckets(days, range, size);
  const incoming = buckets.reduce((sum, b) => sum + Math.round(b.incoming * 100), 0) / 100;
  const outgoing = buckets.reduce((sum, b) => sum + Math.round(b.outgoing * 100), 0) / 100;
  return (
    <Card withBorder padding="sm" radius="md">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Text fw={600}>{t("dashboard.bank.title")}</Text>
        <Group gap="md">
          <Group gap={4}>
            <IconArrowDownRight size={16} color="var(--mantine-color-teal-7)" aria-hidden />
            <Text size="sm">
              {t("dashboard.bank.incoming")}: <b>{formatMoney(incoming.toFixed(2), "EUR", language)}</b>
            </Text>
          </Group>
          <Group gap={4}>
            <IconArrowUpRight size={16} color="var(--mantine-color-red-7)" aria-hidden />
            <Text size="sm">
              {t("dashboard.bank.outgoing")}: <b>{formatMoney(outgoing.toFixed(2), "EUR", language)}</b>
            </Text>
          </Group>
          <AnchorLink
            to="/banking"
            search={{ clientCompanyRowId: companyId, fromDate: range.fromDate, untilDate: range.untilDate }}
            size="sm"
          >
            {t("dashboard.bank.toTransactions")}
          </AnchorLink>
        </Group>
      </Group>
      {days.length === 0 ? (
        <Text size="sm" c="dimmed" py="lg" ta="center">
          {t("dashboard.bank.empty")}
        </Text>
      ) : (
        <Suspense fallback={<Skeleton height={CHART_HEIGHT} />}>
          <BankStatisticsChart buckets={buckets} size={size} language={language} height={CHART_HEIGHT} />
        </Suspense>
      )}
    </Card>
  );
}

const CHART_HEIGHT = 220;

interface PartnerRow {
  readonly partnerCompanyRowId: string;
  readonly partnerName: string;
  readonly netSum: string;
  readonly documentCount: number;
}

function PartnerCard({
  title,
  empty,
  rows,
  search,
  money,
}: {
  title: string;
  empty: string;
  rows: readonly PartnerRow[];
  search: (partnerCompanyRowId: string) => Partial<DocumentsSearch> & { clientCompanyRowId: string };
  money: (amount: string) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="sm" radius="md">
      <Text fw={600} mb={4}>
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" py="md">
          {empty}
        </Text>
      ) : (
        <Table verticalSpacing={3} horizontalSpacing="xs" fz="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={24}>#</Table.Th>
              <Table.Th>{t("dashboard.partners.partner")}</Table.Th>
              <Table.Th ta="right">{t("dashboard.partners.documents")}</Table.Th>
              <Table.Th ta="right">{t("dashboard.partners.net")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.partnerCompanyRowId}>
                <Table.Td c="dimmed">{index + 1}</Table.Td>
                <Table.Td>
                  <AnchorLink to="/documents" search={search(row.partnerCompanyRowId)} size="sm" lineClamp={1}>
                    {row.partnerName}
                  </AnchorLink>
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                  {formatCount(row.documentCount, i18n.language)}
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
                  {money(row.netSum)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function FirstSteps({
  companyId,
  needsDocuments,
  needsBank,
}: {
  companyId: string;
  needsDocuments: boolean;
  needsBank: boolean;
}) {
  const { t } = useTranslation();
  if (!needsDocuments && !needsBank) return null;
  return (
    <Card withBorder padding="md" radius="md" bg="var(--mantine-color-blue-light)">
      <Title order={2} size="h4" mb={4}>
        {t("dashboard.firstSteps.title")}
      </Title>
      <Text size="sm" mb="sm">
        {t("dashboard.firstSteps.description")}
      </Text>
      <Group gap="sm">
        {needsDocuments ? (
          <HrefButton href={`/upload?clientCompanyRowId=${companyId}`} leftSection={<IconUpload size={16} />} size="sm">
            {t("dashboard.firstSteps.upload")}
          </HrefButton>
        ) : null}
        {needsBank ? (
          <HrefButton
            href={`/settings/bank/connections?clientCompanyRowId=${companyId}&add=1`}
            leftSection={<IconBuildingBank size={16} />}
            size="sm"
            variant={needsDocuments ? "default" : "filled"}
          >
            {t("dashboard.firstSteps.connectBank")}
          </HrefButton>
        ) : null}
      </Group>
    </Card>
  );
}

interface TodoRow {
  readonly clientCompanyRowId: string;
  readonly clientCompanyName: string;
  readonly openApprovalRequestCount: number;
  readonly openReviewGroupCount: number;
}

function AllClientsTodo({ rows, language }: { rows: readonly TodoRow[]; language: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" radius="md">
      <Text fw={600} mb={4}>
        {t("dashboard.allClients.title")}
      </Text>
      <Table verticalSpacing={3} horizontalSpacing="xs" fz="sm" aria-label={t("dashboard.allClients.title")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("dashboard.allClients.company")}</Table.Th>
            <Table.Th ta="right">{t("dashboard.allClients.openApprovals")}</Table.Th>
            <Table.Th ta="right">{t("dashboard.allClients.openReviewGroups")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.clientCompanyRowId}>
              <Table.Td>
                <AnchorLink to="/" search={{ clientCompanyRowId: row.clientCompanyRowId }} size="sm">
                  {row.clientCompanyName}
                </AnchorLink>
              </Table.Td>
              <Table.Td ta="right">
                <CountBadge count={row.openApprovalRequestCount} language={language} />
              </Table.Td>
              <Table.Td ta="right">
                <CountBadge count={row.openReviewGroupCount} language={language} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function CountBadge({ count, language }: { count: number; language: string }) {
  return count > 0 ? (
    <Badge variant="light" color="orange" size="sm">
      {formatCount(count, language)}
    </Badge>
  ) : (
    <Text span size="sm" c="dimmed">
      0
    </Text>
  );
}
