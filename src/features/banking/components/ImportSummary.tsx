import { Button, Group, List, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatCount, formatDate, formatMoney } from "../../../lib/format.ts";
import type { MoneyAccountOption } from "../hooks/useBankingOptions.ts";
import type { StatementImportSummary } from "../lib/statementImport.ts";

export interface ImportSummaryProps {
  summary: StatementImportSummary;
  account: MoneyAccountOption | null;
  onAnother: () => void;
  onClose: () => void;
}

/** What the import brought: "12 importiert, 3 bereits vorhanden", the period and the balance. */
export function ImportSummary({ summary, account, onAnother, onClose }: ImportSummaryProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const number = (value: number) => formatCount(value, locale);
  return (
    <Stack gap="md" data-testid="import-summary">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="teal" variant="light" size={40} radius="xl">
          <IconCircleCheck size={24} />
        </ThemeIcon>
        <div>
          <Text fw={600}>
            {t("banking.import.summary.headline", {
              imported: number(summary.importedCount),
              duplicates: number(summary.duplicateCount),
              count: summary.importedCount,
            })}
          </Text>
          {account ? (
            <Text fz="sm" c="dimmed">
              {account.fullName}
            </Text>
          ) : null}
        </div>
      </Group>
      <List size="sm" spacing={4}>
        <List.Item>
          {t("banking.import.summary.format", { format: summary.format, count: summary.statementCount })}
        </List.Item>
        {summary.fromDate && summary.untilDate ? (
          <List.Item>
            {t("banking.import.summary.period", {
              from: formatDate(summary.fromDate, locale),
              until: formatDate(summary.untilDate, locale),
            })}
          </List.Item>
        ) : null}
        {summary.duplicateCount > 0 ? (
          <List.Item>{t("banking.import.summary.duplicates", { count: summary.duplicateCount })}</List.Item>
        ) : null}
        {summary.pendingReplacedCount > 0 ? (
          <List.Item>{t("banking.import.summary.pendingReplaced", { count: summary.pendingReplacedCount })}</List.Item>
        ) : null}
        {account?.currentBalance ? (
          <List.Item>
            {t("banking.import.summary.balance", {
              balance: formatMoney(account.currentBalance, account.currency, locale),
            })}
          </List.Item>
        ) : null}
      </List>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onAnother}>
          {t("banking.import.another")}
        </Button>
        <Button onClick={onClose}>{t("banking.import.close")}</Button>
      </Group>
    </Stack>
  );
}
