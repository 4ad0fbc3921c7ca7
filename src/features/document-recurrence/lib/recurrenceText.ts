import type { TFunction } from "i18next";
import { formatDate } from "../../../lib/format.ts";

export interface RecurrenceDisplay {
  interval: "WEEKLY" | "MONTHLY" | "QUARTERLY" | "HALF_YEARLY" | "YEARLY" | "%future added value";
  nextDate: string | null | undefined;
  prevDate: string | null | undefined;
  endsAt: string | null | undefined;
  maxRecurrences: number | null | undefined;
  recurrenceCount: number;
  ended: boolean;
}

/** "Wiederkehrend: monatlich, nächste am 01.12.2026, bis 31.12.2027 (3 von 12 erstellt)", or
 * "Wiederholung beendet (monatlich, zuletzt am 01.11.2026)". */
export function recurrenceText(recurrence: RecurrenceDisplay, t: TFunction, locale: string): string {
  const interval =
    recurrence.interval === "%future added value"
      ? recurrence.interval
      : t(`documentActions.recurrence.intervals.${recurrence.interval}`);
  if (recurrence.ended) {
    return recurrence.prevDate
      ? t("documentActions.recurrence.endedLast", { interval, date: formatDate(recurrence.prevDate, locale) })
      : t("documentActions.recurrence.ended", { interval });
  }
  const parts = [t("documentActions.recurrence.active", { interval })];
  if (recurrence.nextDate)
    parts.push(t("documentActions.recurrence.next", { date: formatDate(recurrence.nextDate, locale) }));
  if (recurrence.endsAt)
    parts.push(t("documentActions.recurrence.until", { date: formatDate(recurrence.endsAt, locale) }));
  let text = parts.join(", ");
  if (recurrence.maxRecurrences)
    text += ` ${t("documentActions.recurrence.count", {
      count: recurrence.recurrenceCount,
      max: recurrence.maxRecurrences,
    })}`;
  return text;
}
