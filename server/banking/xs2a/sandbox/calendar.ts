/** Calendar helpers on ISO dates (YYYY-MM-DD), computed in UTC so no time zone shifts a day. */

export type IsoDate = string;

const toDate = (iso: IsoDate) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const toIso = (date: Date): IsoDate => date.toISOString().slice(0, 10);

export function addDays(iso: IsoDate, days: number): IsoDate {
  const d = toDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

export const isWeekend = (iso: IsoDate) => [0, 6].includes(toDate(iso).getUTCDay());

/** The date itself on a weekday, else the following Monday (TARGET2 days, holidays aside). */
export function businessDayOnOrAfter(iso: IsoDate): IsoDate {
  let d = iso;
  while (isWeekend(d)) d = addDays(d, 1);
  return d;
}

/** The date itself on a weekday, else the Friday before. */
export function businessDayOnOrBefore(iso: IsoDate): IsoDate {
  let d = iso;
  while (isWeekend(d)) d = addDays(d, -1);
  return d;
}

export const nextBusinessDay = (iso: IsoDate) => businessDayOnOrAfter(addDays(iso, 1));

/** "2025-05" */
export type Month = string;

export const monthOf = (iso: IsoDate): Month => iso.slice(0, 7);

export function addMonths(month: Month, n: number): Month {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
}

export function daysInMonth(month: Month): number {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Day `day` of the month, clamped to its length. */
export const dayOf = (month: Month, day: number): IsoDate =>
  `${month}-${String(Math.min(day, daysInMonth(month))).padStart(2, "0")}`;

/** "05/2025" as German statements write a period. */
export const monthLabel = (month: Month) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** "14.05.2025" */
export const germanDate = (iso: IsoDate) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** Today's date in Germany. */
export function berlinToday(now: Date): IsoDate {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Berlin",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
