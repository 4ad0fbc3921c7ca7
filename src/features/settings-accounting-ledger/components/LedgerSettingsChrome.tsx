import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SettingsForbidden, SettingsNotFound } from "../../../ui/settings/SettingsMessages.tsx";

// The accounting ledger pages' own texts for the settings kit's views (spec part 2 §6:
// accounting settings need accounting access).

/** Without accounting access the accounting settings show this instead of the page. */
export function LedgerSettingsForbidden() {
  const { t } = useTranslation();
  return (
    <SettingsForbidden
      title={t("settingsAccountingLedger.forbidden.title")}
      description={t("settingsAccountingLedger.forbidden.description")}
    />
  );
}

export function LedgerSettingsNotFound({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <SettingsNotFound
      back={{ href: backHref, label: backLabel }}
      title={t("settingsAccountingLedger.notFound.title")}
      description={t("settingsAccountingLedger.notFound.description")}
    />
  );
}

/** "n of m shown" and "load more" under a paged list. */
export function ListFooter({
  shown,
  totalCount,
  hasNext,
  isLoadingNext,
  onLoadMore,
}: {
  shown: number;
  totalCount: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {t("settingsAccountingLedger.list.shown", { shown, count: totalCount })}
      </Text>
      {hasNext ? (
        <Button variant="default" size="xs" loading={isLoadingNext} onClick={onLoadMore}>
          {t("settingsAccountingLedger.list.loadMore")}
        </Button>
      ) : null}
    </Group>
  );
}
