import type { LicensePeriods } from "./licensePeriods.ts";

/** Boundary cases of the licence periods: the client module (licensePeriods.test.ts) and the
 * SQL function (server/license/licensePeriods.int.test.ts) must both give these answers. */
export const LICENSE_PERIOD_CASES: { name: string; contractStart: string; today: string; expected: LicensePeriods }[] =
  [
    {
      name: "mid-period, started years ago",
      contractStart: "2020-04-15",
      today: "2026-11-27",
      expected: p("2026-04-15", "2027-04-14", "2025-04-15", "2026-04-14", true, true),
    },
    {
      name: "this year's start lies in the future: shifted back one year",
      contractStart: "2020-12-01",
      today: "2026-11-27",
      expected: p("2025-12-01", "2026-11-30", "2024-12-01", "2025-11-30", true, true),
    },
    {
      name: "today is the period start",
      contractStart: "2020-12-01",
      today: "2026-12-01",
      expected: p("2026-12-01", "2027-11-30", "2025-12-01", "2026-11-30", true, true),
    },
    {
      name: "today is the day before the period start",
      contractStart: "2020-12-01",
      today: "2026-11-30",
      expected: p("2025-12-01", "2026-11-30", "2024-12-01", "2025-11-30", true, true),
    },
    {
      name: "contract starts today: no previous period",
      contractStart: "2026-11-27",
      today: "2026-11-27",
      expected: p("2026-11-27", "2027-11-26", "2025-11-27", "2026-11-26", true, false),
    },
    {
      name: "first year: the previous period lies before the contract",
      contractStart: "2026-01-10",
      today: "2026-11-27",
      expected: p("2026-01-10", "2027-01-09", "2025-01-10", "2026-01-09", true, false),
    },
    {
      name: "contract start in the future (later this year): no period",
      contractStart: "2026-12-24",
      today: "2026-11-27",
      expected: p("2025-12-24", "2026-12-23", "2024-12-24", "2025-12-23", false, false),
    },
    {
      name: "contract start in a later year: no period",
      contractStart: "2028-03-01",
      today: "2026-11-27",
      expected: p("2026-03-01", "2027-02-28", "2025-03-01", "2026-02-28", false, false),
    },
    {
      name: "29 February start, seen in a non-leap year after 28 February",
      contractStart: "2024-02-29",
      today: "2027-03-10",
      expected: p("2027-02-28", "2028-02-28", "2026-02-28", "2027-02-27", true, true),
    },
    {
      name: "29 February start, today 28 February of a non-leap year (the anniversary)",
      contractStart: "2024-02-29",
      today: "2025-02-28",
      expected: p("2025-02-28", "2026-02-27", "2024-02-29", "2025-02-27", true, true),
    },
    {
      name: "29 February start, today 27 February of a non-leap year",
      contractStart: "2024-02-29",
      today: "2025-02-27",
      expected: p("2024-02-29", "2025-02-27", "2023-02-28", "2024-02-28", true, false),
    },
    {
      name: "29 February start, back on 29 February in a leap year",
      contractStart: "2024-02-29",
      today: "2028-02-29",
      expected: p("2028-02-29", "2029-02-27", "2027-02-28", "2028-02-28", true, true),
    },
    {
      name: "29 February start, today 28 February of a leap year",
      contractStart: "2024-02-29",
      today: "2028-02-28",
      expected: p("2027-02-28", "2028-02-28", "2026-02-28", "2027-02-27", true, true),
    },
    {
      name: "start on 1 January, today 31 December",
      contractStart: "2019-01-01",
      today: "2026-12-31",
      expected: p("2026-01-01", "2026-12-31", "2025-01-01", "2025-12-31", true, true),
    },
  ];

function p(
  fromDate: string,
  untilDate: string,
  previousFromDate: string,
  previousUntilDate: string,
  includeCurrentPeriod: boolean,
  includePreviousPeriod: boolean,
): LicensePeriods {
  return { fromDate, untilDate, previousFromDate, previousUntilDate, includeCurrentPeriod, includePreviousPeriod };
}
