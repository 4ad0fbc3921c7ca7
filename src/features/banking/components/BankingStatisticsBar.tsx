import { Divider, Group, Paper, Text, Tooltip } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { BankingStatisticsBar_statistics$key } from "../../../__generated__/BankingStatisticsBar_statistics.graphql.ts";
import { formatCount, formatMoney } from "../../../lib/format.ts";

export interface BankingStatisticsBarProps {
  statistics: BankingStatisticsBar_statistics$key;
  /** The currency of the filtered accounts (sums of several currencies are shown in it too). */
  currency: string;
  /** Shows the unclear transactions (the preset), or null when they are shown already. */
  onShowUnclear: (() => void) | null;
  /** Selection controls, at the end of the bar. */
  children?: ReactNode;
}

/** Figures of the whole filtered list (not only the loaded rows) and the balance over the
 * filtered accounts. */
export function BankingStatisticsBar({
  statistics: key,
  currency,
  onShowUnclear,
  children,
}: BankingStatisticsBarProps) {
  const { t, i18n } = useTranslation();
  const statistics = useFragment(
    graphql`
      fragment BankingStatisticsBar_statistics on MoneyTransactionsStatistic {
        count
        incomingSum
        outgoingSum
        unclearCount
        balanceSum
        allMoneyAccountsHaveBalance
      }
    `,
    key,
  );
  const locale = i18n.language;
  const number = (value: number | null | undefined) => formatCount(value, locale);
  const figure = (label: string, value: ReactNode, testId?: string, color?: string) => (
    <Text fz="sm" style={{ whiteSpace: "nowrap" }} data-testid={testId}>
      <Text span c="dimmed" fz="sm">
        {label}{" "}
      </Text>
      <Text span fw={600} fz="sm" c={color} style={{ fontVariantNumeric: "tabular-nums" }}>
        {value}
      </Text>
    </Text>
  );
  const unclearCount = statistics.unclearCount ?? 0;
  return (
    <Paper withBorder radius="md" px="md" py={8} role="region" aria-label={t("banking.statistics.label")}>
      <Group gap="md" justify="space-between" wrap="wrap">
        <Group gap="md" wrap="wrap" style={{ rowGap: 4 }}>
          {figure(t("banking.statistics.count"), number(statistics.count), "banking-count")}
          {figure(
            t("banking.statistics.incoming"),
            formatMoney(statistics.incomingSum ?? "0", currency, locale),
            "banking-incoming",
            "teal.8",
          )}
          {figure(
            t("banking.statistics.outgoing"),
            formatMoney(statistics.outgoingSum ?? "0", currency, locale),
            "banking-outgoing",
            "red.8",
          )}
          {onShowUnclear && unclearCount > 0 ? (
            <Text
              component="button"
              type="button"
              onClick={onShowUnclear}
              fz="sm"
              style={{ whiteSpace: "nowrap", background: "none", border: 0, padding: 0, cursor: "pointer" }}
              data-testid="banking-unclear"
              title={t("banking.statistics.showUnclear")}
            >
              <Text span c="dimmed" fz="sm">
                {t("banking.statistics.unclear")}{" "}
              </Text>
              <Text span fw={600} fz="sm" c="orange.8" td="underline">
                {number(unclearCount)}
              </Text>
            </Text>
          ) : (
            figure(t("banking.statistics.unclear"), number(unclearCount), "banking-unclear")
          )}
          <Divider orientation="vertical" />
          <Group gap={4} wrap="nowrap" data-testid="banking-balance">
            {figure(t("banking.statistics.balance"), formatMoney(statistics.balanceSum ?? "0", currency, locale))}
            {statistics.allMoneyAccountsHaveBalance === false ? (
              <Tooltip label={t("banking.statistics.balanceIncomplete")} multiline w={280} withArrow>
                <IconAlertTriangle
                  size={16}
                  color="var(--mantine-color-orange-7)"
                  aria-label={t("banking.statistics.balanceIncomplete")}
                  role="img"
                />
              </Tooltip>
            ) : null}
          </Group>
        </Group>
        {children}
      </Group>
    </Paper>
  );
}
