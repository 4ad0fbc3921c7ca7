import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BankingSearch } from "../../../lib/search/searchSchemas.ts";
import { type BankingPreset, isPresetActive } from "../lib/bankingPresets.ts";

export interface BankingPresetsProps {
  presets: readonly BankingPreset[];
  search: BankingSearch;
  onSelect: (preset: BankingPreset) => void;
}

/** The preset shortcuts; the one matching the current filter is highlighted. */
export function BankingPresets({ presets, search, onSelect }: BankingPresetsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t("banking.presets.label")}>
      {presets.map((preset) => {
        const isActive = isPresetActive(preset, search);
        return (
          <Button
            key={preset.id}
            size="compact-sm"
            radius="xl"
            variant={isActive ? "filled" : "default"}
            aria-pressed={isActive}
            fw={isActive ? 600 : 500}
            onClick={() => onSelect(preset)}
          >
            {t(`banking.presets.${preset.id}`)}
          </Button>
        );
      })}
    </Group>
  );
}
