import { intlLocale } from "./intlLocale.ts";

/** Spec §9: the thresholds at which a time span switches to the next larger unit. */
export const RELATIVE_TIME_THRESHOLDS = [
  { limitSeconds: 60, unit: "second", secondsPerUnit: 1 },
  { limitSeconds: 60 * 60, unit: "minute", secondsPerUnit: 60 },
  { limitSeconds: 24 * 60 * 60, unit: "hour", secondsPerUnit: 60 * 60 },
  { limitSeconds: 30 * 24 * 60 * 60, unit: "day", secondsPerUnit: 24 * 60 * 60 },
  { limitSeconds: 365 * 24 * 60 * 60, unit: "month", secondsPerUnit: 30 * 24 * 60 * 60 },
] as const satisfies readonly {
  limitSeconds: number;
  unit: Intl.RelativeTimeFormatUnit;
  secondsPerUnit: number;
}[];

const SECONDS_PER_YEAR = 365 * 24 * 60 * 60;

export interface RelativeTimeParts {
  value: number;
  unit: Intl.RelativeTimeFormatUnit;
}

/** A signed span in milliseconds (future positive) as a value in the largest fitting unit:
 * below 60 s seconds, below 60 min minutes, below 24 h hours, below 30 days days, below
 * 365 days months (of 30 days), else years. Values are rounded to the nearest whole unit. */
export function relativeTimeParts(spanMs: number): RelativeTimeParts {
  const seconds = spanMs / 1000;
  const magnitude = Math.abs(seconds);
  for (const { limitSeconds, unit, secondsPerUnit } of RELATIVE_TIME_THRESHOLDS) {
    if (magnitude < limitSeconds) return { value: Math.round(seconds / secondsPerUnit), unit };
  }
  return { value: Math.round(seconds / SECONDS_PER_YEAR), unit: "year" };
}

/** "in 5 Tagen" / "in 5 days", "vor 3 Minuten" / "3 minutes ago", in the given language. */
export function formatRelativeTime(target: Date, now: Date, language: string): string {
  const { value, unit } = relativeTimeParts(target.getTime() - now.getTime());
  return new Intl.RelativeTimeFormat(intlLocale(language), { numeric: "auto" }).format(value, unit);
}
