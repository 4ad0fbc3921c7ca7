import { Divider, Group, Paper, Text } from "@mantine/core";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentsStatisticsBar_statistics$key } from "../../../__generated__/DocumentsStatisticsBar_statistics.graphql.ts";
import { formatCount, formatMoney } from "../../../lib/format.ts";

export interface DocumentsStatisticsBarProps {
  statistics: DocumentsStatisticsBar_statistics$key;
  /** Selection controls, at the end of the bar. */
  children?: ReactNode;
}

/** Figures of the whole filtered list (not only the loaded rows): how many documents,
 * invoices and open ones, and per currency the net and total sums and what is still open. */
export function DocumentsStatisticsBar({ statistics: statisticsKey, children }: DocumentsStatisticsBarProps) {
  const { t, i18n } = useTranslation();
  const statistics = useFragment(
    graphql`
      fragment DocumentsStatisticsBar_statistics on DocumentsListStatistics {
        count
        invoiceCount
        openCount
        currencies {
          currency
          count
          netSum
          totalSum
          openAmount
        }
      }
    `,
    statisticsKey,
  );
  const locale = i18n.language;
  const figure = (label: string, value: string, testId?: string) => (
    <Text fz="sm" style={{ whiteSpace: "nowrap" }} data-testid={testId}>
      <Text span c="dimmed" fz="sm">
        {label}{" "}
      </Text>
      <Text span fw={600} fz="sm" style={{ fontVariantNumeric: "tabular-nums" }}>
        {value}
      </Text>
    </Text>
  );
  return (
    <Paper withBorder radius="md" px="md" py={8} aria-label={t("documents.statistics.label")} role="region">
      <Group gap="md" justify="space-between" wrap="wrap">
        <Group gap="md" wrap="wrap" style={{ rowGap: 4 }}>
          {figure(t("documents.statistics.documents"), formatCount(statistics.count, locale), "documents-count")}
          {figure(t("documents.statistics.invoices"), formatCount(statistics.invoiceCount, locale))}
          {figure(t("documents.statistics.open"), formatCount(statistics.openCount, locale))}
          {statistics.currencies.map((currency) => (
            <Fragment key={currency.currency}>
              <Divider orientation="vertical" />
              <Group gap="md" wrap="wrap" style={{ rowGap: 4 }} aria-label={currency.currency} role="group">
                {figure(t("documents.statistics.net"), formatMoney(currency.netSum, currency.currency, locale))}
                {figure(t("documents.statistics.total"), formatMoney(currency.totalSum, currency.currency, locale))}
                {figure(
                  t("documents.statistics.openAmount"),
                  formatMoney(currency.openAmount, currency.currency, locale),
                )}
              </Group>
            </Fragment>
          ))}
        </Group>
        {children}
      </Group>
    </Paper>
  );
}
