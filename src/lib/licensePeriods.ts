// Licence periods (spec part 2 §4 and §7 "License query"): derived from the contract start date.
// The period starts on the contract start's day and month in the current year; if that lies in
// the future it is shifted back one year. The previous period is one year earlier. A period is
// included only if its start is not before the contract start.
//
// Anniversaries are counted from the contract start (start + n years), never from the previous
// anniversary, so periods are contiguous and do not drift. A contract started on 29 February
// has its anniversary on 28 February in other years: date-fns' addMonths and PostgreSQL's
// `date + interval 'n years'` both clamp to the month's last day, so the client and the SQL
// function app_hidden.license_periods (migration 000055) agree, and a period never starts in
// March for a February contract. server/license/licensePeriods.int.test.ts checks both against
// the table in licensePeriods.cases.ts.
import { addDays, addMonths, daysBetween } from "./calendarDate.ts";

export interface LicensePeriods {
  fromDate: string;
  untilDate: string;
  previousFromDate: string;
  previousUntilDate: string;
  includeCurrentPeriod: boolean;
  includePreviousPeriod: boolean;
}

const anniversary = (contractStart: string, years: number) => addMonths(contractStart, 12 * years);

/** The licence periods of a contract that started on `contractStart`, seen on `today` (both ISO
 * dates). Throws RangeError on a non-date. */
export function licensePeriods(contractStart: string, today: string): LicensePeriods {
  let years = Number(today.slice(0, 4)) - Number(contractStart.slice(0, 4));
  let fromDate = anniversary(contractStart, years);
  if (fromDate > today) {
    years -= 1;
    fromDate = anniversary(contractStart, years);
  }
  const previousFromDate = anniversary(contractStart, years - 1);
  return {
    fromDate,
    untilDate: addDays(anniversary(contractStart, years + 1), -1),
    previousFromDate,
    previousUntilDate: addDays(fromDate, -1),
    includeCurrentPeriod: fromDate >= contractStart,
    includePreviousPeriod: previousFromDate >= contractStart,
  };
}

/** Days of the period from `fromDate` to `untilDate`, both counted. */
export function periodDays(fromDate: string, untilDate: string): number {
  return daysBetween(fromDate, untilDate) + 1;
}

/** Days of the period gone by `today` (today counted), between 1 and the period's length. */
export function elapsedPeriodDays(fromDate: string, untilDate: string, today: string): number {
  const total = periodDays(fromDate, untilDate);
  return Math.min(total, Math.max(1, daysBetween(fromDate, today) + 1));
}
