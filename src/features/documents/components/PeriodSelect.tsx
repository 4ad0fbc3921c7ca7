import { NativeSelect } from "@mantine/core";
import { IconCalendar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import {
  DATE_PRESETS,
  DEFAULT_DATE_PRESET,
  type DatePreset,
  type DocumentsSearch,
} from "../../../lib/search/documentsSearchSchema.ts";
import { resolvePeriod } from "../lib/listVariables.ts";
import type { SearchPatch } from "./DocumentsFilterPanel.tsx";

const CUSTOM = "CUSTOM";
const SEARCH_ALL_DATES = "SEARCH_ALL_DATES";

export interface PeriodSelectProps {
  search: DocumentsSearch;
  today: string;
  useLast3Months: boolean;
  onChange: (patch: SearchPatch) => void;
  /** Without a visible label (the toolbar); the label is then the accessible name. */
  isCompact?: boolean;
}

/** The period: a preset relative to today, or custom dates (which start from the current
 * preset's range). A native select in Mantine's look: the list's first screen needs no pop-up
 * code for it, and keyboards and screen readers get the platform's own list. */
export function PeriodSelect({ search, today, useLast3Months, onChange, isCompact = false }: PeriodSelectProps) {
  const { t } = useTranslation();
  const period = resolvePeriod(search, today);
  const presets = DATE_PRESETS.filter(
    (preset) => preset !== "LAST_3_MONTHS" || useLast3Months || period.datePreset === preset,
  );
  return (
    <NativeSelect
      label={isCompact ? undefined : t("documents.filters.period")}
      aria-label={isCompact ? t("documents.filters.period") : undefined}
      leftSection={isCompact ? <IconCalendar size={16} /> : undefined}
      value={period.isSearchAcrossDates ? SEARCH_ALL_DATES : (period.datePreset ?? CUSTOM)}
      title={period.isSearchAcrossDates ? t("documents.datePresets.searchAllDatesHint") : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (next === CUSTOM) {
          onChange({ datePreset: undefined, fromDate: period.fromDate, untilDate: period.untilDate });
        } else if (next !== SEARCH_ALL_DATES) {
          const datePreset = next as DatePreset;
          onChange({
            // While searching, the default period is chosen on purpose (else the search spans all dates).
            datePreset: datePreset === DEFAULT_DATE_PRESET && !search.searchText?.trim() ? undefined : datePreset,
            fromDate: undefined,
            untilDate: undefined,
          });
        }
      }}
      data={[
        // A search across all dates is a state, not a choice: shown, not offered.
        ...(period.isSearchAcrossDates
          ? [{ value: SEARCH_ALL_DATES, label: t("documents.datePresets.SEARCH_ALL_DATES"), disabled: true }]
          : []),
        ...presets.map((preset) => ({ value: preset, label: t(`documents.datePresets.${preset}`) })),
        { value: CUSTOM, label: t("documents.datePresets.CUSTOM") },
      ]}
      w={isCompact ? 190 : undefined}
    />
  );
}
