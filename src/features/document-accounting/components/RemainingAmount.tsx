import { Alert, Group, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format.ts";
import { fromCents } from "../../../lib/decimal.ts";

export interface RemainingAmountProps {
  /** Null when the invoice has no total. */
  remainingCents: bigint | null;
  currency: string;
  /** The form has changes not saved yet. */
  isUnsaved?: boolean;
  /** Positions (1-based) of rows that are not valid yet. */
  incompletePositions?: readonly number[];
}

/** The invoice total not yet booked: green at 0,00 € once saved and valid, a note while rows
 * are unsaved or incomplete, a warning otherwise. */
export function RemainingAmount({
  remainingCents,
  currency,
  isUnsaved = false,
  incompletePositions = [],
}: RemainingAmountProps) {
  const { t, i18n } = useTranslation();
  if (remainingCents === null) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
        {t("documentAccounting.remaining.noTotal")}
      </Alert>
    );
  }
  const amount = formatMoney(
    fromCents(remainingCents < 0n ? -remainingCents : remainingCents),
    currency,
    i18n.language,
  );
  if (remainingCents === 0n && (isUnsaved || incompletePositions.length > 0)) {
    return (
      <Alert
        color={incompletePositions.length > 0 ? "orange" : "blue"}
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        role="status"
        data-testid="remaining-amount"
        title={t("documentAccounting.remaining.zeroUnsaved", { amount })}
      >
        {incompletePositions.length > 0
          ? t("documentAccounting.remaining.incomplete", {
              positions: incompletePositions.join(", "),
              count: incompletePositions.length,
            })
          : t("documentAccounting.remaining.unsavedHint")}
      </Alert>
    );
  }
  if (remainingCents === 0n) {
    return (
      <Group gap="xs" c="teal" role="status" data-testid="remaining-amount">
        <IconCircleCheck size={20} />
        <Text fw={600}>{t("documentAccounting.remaining.zero", { amount })}</Text>
      </Group>
    );
  }
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      role="status"
      data-testid="remaining-amount"
      title={t(remainingCents > 0n ? "documentAccounting.remaining.open" : "documentAccounting.remaining.over", {
        amount,
      })}
    >
      {t(remainingCents > 0n ? "documentAccounting.remaining.openHint" : "documentAccounting.remaining.overHint")}
    </Alert>
  );
}
