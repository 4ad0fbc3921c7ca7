import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { MoneyAccountSummary_moneyAccount$key } from "../../../__generated__/MoneyAccountSummary_moneyAccount.graphql.ts";
import { formatCount, formatDate, formatDateTime, formatMoney } from "../../../lib/format.ts";

export interface MoneyAccountSummaryProps {
  moneyAccount: MoneyAccountSummary_moneyAccount$key;
}

/** What the account holds and how it is kept up to date: balance, transactions, bank sync. */
export function MoneyAccountSummary({ moneyAccount }: MoneyAccountSummaryProps) {
  const { t, i18n } = useTranslation();
  const account = useFragment(
    graphql`
      fragment MoneyAccountSummary_moneyAccount on MoneyAccount {
        type
        currency
        currentBalance
        balanceDate
        available
        transactionCount
        syncActive
        syncMessage
        lastSynced
        xs2AAccountRowId
        createdAt
      }
    `,
    moneyAccount,
  );
  const locale = i18n.language;
  const isCash = account.type === "CASH";
  const balance = account.currentBalance;
  return (
    <SimpleGrid cols={{ base: 1, sm: isCash ? 2 : 3 }} spacing="md">
      <Stat label={t("settingsBank.summary.currentBalance")}>
        <Text
          fz="xl"
          fw={700}
          c={balance?.startsWith("-") ? "red.8" : undefined}
          style={{ fontVariantNumeric: "tabular-nums" }}
        >
          {balance !== null && balance !== undefined ? formatMoney(balance, account.currency, locale) : "–"}
        </Text>
        <Text fz="xs" c="dimmed">
          {balance === null || balance === undefined
            ? t("settingsBank.summary.noBalance")
            : account.balanceDate
              ? t("settingsBank.summary.balanceSince", { date: formatDate(account.balanceDate, locale) })
              : t("settingsBank.summary.balanceFromTransactions")}
        </Text>
        {account.available ? (
          <Text fz="xs" c="dimmed">
            {t("settingsBank.summary.available", { amount: formatMoney(account.available, account.currency, locale) })}
          </Text>
        ) : null}
      </Stat>
      <Stat label={t("settingsBank.summary.transactions")}>
        <Text fz="xl" fw={700}>
          {formatCount(account.transactionCount, locale)}
        </Text>
        <Text fz="xs" c="dimmed">
          {t("settingsBank.summary.createdAt", { date: formatDateTime(account.createdAt, locale) })}
        </Text>
      </Stat>
      {isCash ? null : (
        <Stat label={t("settingsBank.summary.bankConnection")}>
          {account.xs2AAccountRowId ? (
            <Stack gap={4}>
              <Group gap={6}>
                <Badge variant="light" color="teal">
                  {t("settingsBank.summary.connected")}
                </Badge>
                {account.syncActive ? <Loader size={14} aria-label={t("settingsBank.sync.running")} /> : null}
              </Group>
              <Text fz="xs" c="dimmed">
                {account.syncActive
                  ? t("settingsBank.sync.running")
                  : account.lastSynced
                    ? t("settingsBank.summary.lastSynced", { date: formatDateTime(account.lastSynced, locale) })
                    : t("settingsBank.sync.never")}
              </Text>
              {account.syncMessage ? (
                <Group gap={4} wrap="nowrap" align="flex-start">
                  <IconAlertTriangle size={14} color="var(--mantine-color-red-7)" aria-hidden />
                  <Text fz="xs" c="red.7">
                    {account.syncMessage}
                  </Text>
                </Group>
              ) : null}
            </Stack>
          ) : (
            <Stack gap={4}>
              <Badge variant="light" color="gray">
                {t("settingsBank.summary.notConnected")}
              </Badge>
              <Text fz="xs" c="dimmed">
                {t("settingsBank.summary.notConnectedHint")}
              </Text>
            </Stack>
          )}
        </Stat>
      )}
    </SimpleGrid>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text fz="xs" tt="uppercase" fw={600} c="dimmed" style={{ letterSpacing: 0.4 }}>
          {label}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
