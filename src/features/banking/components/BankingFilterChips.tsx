import { Badge, Button, CloseButton, Group } from "@mantine/core";
import { IconFilterOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { BankingFilterChip } from "../lib/bankingFilterChips.ts";
import type { BankingFilterPatch } from "../lib/bankingVariables.ts";

export interface BankingFilterChipsProps {
  chips: readonly BankingFilterChip[];
  onChange: (patch: BankingFilterPatch) => void;
  /** Clears every filter; null when none is set. */
  onReset: (() => void) | null;
}

/** The active filters, each removable, and "reset all". */
export function BankingFilterChips({ chips, onChange, onReset }: BankingFilterChipsProps) {
  const { t } = useTranslation();
  if (chips.length === 0 && !onReset) return null;
  return (
    <Group gap={6} wrap="wrap" aria-label={t("banking.chips.label")} role="group">
      {chips.map((chip) => (
        <Badge
          key={chip.id}
          size="lg"
          radius="xl"
          variant="light"
          tt="none"
          fw={500}
          maw={420}
          title={chip.label}
          pr={4}
          rightSection={
            <CloseButton
              size="xs"
              radius="xl"
              variant="transparent"
              c="petrol.8"
              onClick={() => onChange(chip.remove)}
              aria-label={t("banking.chips.remove", { label: chip.label })}
            />
          }
        >
          {chip.label}
        </Badge>
      ))}
      {onReset ? (
        <Button variant="subtle" size="compact-sm" leftSection={<IconFilterOff size={14} />} onClick={onReset}>
          {t("banking.filters.reset")}
        </Button>
      ) : null}
    </Group>
  );
}
