import { addDays, addMonths } from "../../../lib/calendarDate.ts";
import { datePresetRange, type DateRange } from "../../../lib/datePresets.ts";
import { DEFAULT_DASHBOARD_PERIOD, type DashboardPeriod } from "../../../lib/search/searchSchemas.ts";

// The dashboard's rules (spec part 1 §2.11, §6 "Derived rights", §7 dashboard query), shared by
// the route loader (which starts the query) and the page (which reads it).

/** The period's first and last day on the calendar day `today`: week from Monday to Sunday,
 * the calendar month, the calendar year, or twelve months back up to today ("all"). */
export function dashboardPeriodRange(period: DashboardPeriod | undefined, today: string): DateRange {
  return datePresetRange(period ?? DEFAULT_DASHBOARD_PERIOD, today);
}

/** What the signed-in user may see of the dashboard in the company. */
export interface DashboardAccess {
  canViewMoneyAccounts: boolean;
  canViewVendorsAndClients: boolean;
  canViewAllClientsTodo: boolean;
}

export interface DashboardAccessInput {
  currentUser: {
    dashboardOnlyTodo: boolean;
    dashboardAllClients: boolean;
  };
  clientCompany: {
    currentUserHasBankingAccess: boolean | null | undefined;
    featureFlags: { allClientsTodo: boolean | null | undefined } | null | undefined;
  };
}

/**
 * §6: money accounts and the vendors and clients are viewable with banking access, unless the
 * user's dashboard shows only the to-do (the only-todo flag; with the all-clients flag it is
 * the only-all-clients-todo mode). The all-clients to-do needs the user's all-clients flag and
 * the company's ALL_CLIENTS_TODO feature.
 */
export function dashboardAccessOf({ currentUser, clientCompany }: DashboardAccessInput): DashboardAccess {
  const money = clientCompany.currentUserHasBankingAccess === true && !currentUser.dashboardOnlyTodo;
  return {
    canViewMoneyAccounts: money,
    canViewVendorsAndClients: money,
    canViewAllClientsTodo: currentUser.dashboardAllClients && clientCompany.featureFlags?.allClientsTodo === true,
  };
}

export interface DashboardVariables extends DashboardAccess {
  clientCompanyRowId: string;
  bankStatsFromDate: string;
  bankStatsUntilDate: string;
}

/** The dashboard query's variables (§7). */
export function dashboardVariablesOf(
  clientCompanyRowId: string,
  period: DashboardPeriod | undefined,
  access: DashboardAccess,
  today: string,
): DashboardVariables {
  const range = dashboardPeriodRange(period, today);
  return { clientCompanyRowId, bankStatsFromDate: range.fromDate, bankStatsUntilDate: range.untilDate, ...access };
}

/** One bar of the chart: a day or a month, with what came in and went out (both ≥ 0). */
export interface ChartBucket {
  /** First day of the bucket (yyyy-mm-dd). */
  key: string;
  incoming: number;
  outgoing: number;
}

export type BucketSize = "DAY" | "MONTH";

/** Days for a week or a month; months for a year and for the twelve months back. */
export function bucketSizeOf(period: DashboardPeriod | undefined): BucketSize {
  const p = period ?? DEFAULT_DASHBOARD_PERIOD;
  return p === "WEEK" || p === "MONTH" ? "DAY" : "MONTH";
}

const monthOf = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;

/** Cents of a decimal string, exactly (amounts have at most two decimals). */
function cents(amount: string): number {
  const negative = amount.trim().startsWith("-");
  const [whole = "0", fraction = ""] = amount.replace("-", "").split(".");
  const value = Number(whole) * 100 + Number((fraction + "00").slice(0, 2));
  return negative ? -value : value;
}

/**
 * The period's buckets, every day or month of it (empty ones with zeros, so the axis is the
 * period), with the days' sums added up exactly in cents; outgoing as a positive amount.
 */
export function chartBuckets(
  days: readonly { date: string; sumIncoming: string; sumOutgoing: string }[],
  range: DateRange,
  size: BucketSize,
): ChartBucket[] {
  const keys: string[] = [];
  if (size === "DAY") {
    for (let day = range.fromDate; day <= range.untilDate; day = addDays(day, 1)) keys.push(day);
  } else {
    for (let month = monthOf(range.fromDate); month <= range.untilDate; month = addMonths(month, 1)) keys.push(month);
  }
  const sums = new Map(keys.map((key) => [key, { incoming: 0, outgoing: 0 }]));
  for (const day of days) {
    const sum = sums.get(size === "DAY" ? day.date : monthOf(day.date));
    if (!sum) continue;
    sum.incoming += cents(day.sumIncoming);
    sum.outgoing -= cents(day.sumOutgoing);
  }
  return keys.map((key) => {
    const sum = sums.get(key)!;
    return { key, incoming: sum.incoming / 100, outgoing: sum.outgoing / 100 };
  });
}
