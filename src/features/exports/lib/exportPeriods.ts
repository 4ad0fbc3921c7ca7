import { addMonths, monthOf } from "../../../lib/calendarDate.ts";

// The export dialog's periods as calendar dates (yyyy-mm-dd), from the calendar day `today`.

export const EXPORT_PERIOD_PRESETS = ["thisMonth", "lastMonth", "quarter", "year", "custom"] as const;
export type ExportPeriodPreset = (typeof EXPORT_PERIOD_PRESETS)[number];

export interface ExportPeriod {
  from: string;
  to: string;
}

/**
 * - thisMonth: the first of this month to today (the rest lies in the future),
 * - lastMonth: the whole previous month (the default),
 * - quarter: the whole previous calendar quarter,
 * - year: the first of January to today.
 * `custom` keeps what the person typed (answered as last month for a start).
 */
export function exportPeriodOf(preset: ExportPeriodPreset, today: string): ExportPeriod {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case "thisMonth":
      return { from: monthOf(today).from, to: today };
    case "quarter": {
      const quarterStartMonth = Math.floor((month - 1) / 3) * 3 + 1;
      const thisQuarterStart = `${String(year).padStart(4, "0")}-${String(quarterStartMonth).padStart(2, "0")}-01`;
      const from = addMonths(thisQuarterStart, -3);
      return { from, to: monthOf(addMonths(from, 2)).until };
    }
    case "year":
      return { from: `${String(year).padStart(4, "0")}-01-01`, to: today };
    case "lastMonth":
    case "custom": {
      const last = monthOf(addMonths(monthOf(today).from, -1));
      return { from: last.from, to: last.until };
    }
  }
}

/** The booking file a company's accounting system writes. */
export function exportFormatOf(accountingSystem: string | null | undefined): "DATEV_EXTF" | "BMD" | "NONE" {
  if (accountingSystem === "DATEV") return "DATEV_EXTF";
  if (accountingSystem === "BMD") return "BMD";
  return "NONE";
}
