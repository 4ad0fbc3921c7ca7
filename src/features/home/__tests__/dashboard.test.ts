import { describe, expect, it } from "vitest";
import { parseHomeSearch } from "../../../lib/search/searchSchemas.ts";
import { bucketSizeOf, chartBuckets, dashboardPeriodRange } from "../lib/dashboard.ts";

describe("the dashboard's periods (spec part 1 §9)", () => {
  it.each([
    [undefined, "2026-01-01", "2026-12-31"],
    ["YEAR", "2026-01-01", "2026-12-31"],
    ["MONTH", "2026-02-01", "2026-02-28"],
    ["WEEK", "2026-02-09", "2026-02-15"],
    ["ALL", "2025-02-11", "2026-02-11"],
  ] as const)("%s on Wednesday 11.02.2026: %s – %s", (period, fromDate, untilDate) => {
    expect(dashboardPeriodRange(period, "2026-02-11")).toEqual({ fromDate, untilDate });
  });

  it("keeps only known periods in the URL", () => {
    expect(parseHomeSearch({ period: "WEEK" })).toEqual({ period: "WEEK" });
    expect(parseHomeSearch({ period: "DECADE", clientCompanyRowId: "nope" })).toEqual({});
  });
});

describe("chartBuckets", () => {
  const days = [
    { date: "2025-02-11", sumIncoming: "0.10", sumOutgoing: "-0.20" },
    { date: "2025-02-28", sumIncoming: "0.20", sumOutgoing: "0" },
    { date: "2026-02-11", sumIncoming: "1000.05", sumOutgoing: "-99.99" },
  ];

  it("adds the twelve months back up per month, thirteen bars from the first month to this one, in exact cents", () => {
    const buckets = chartBuckets(days, dashboardPeriodRange("ALL", "2026-02-11"), bucketSizeOf("ALL"));
    expect(buckets).toHaveLength(13);
    expect(buckets[0]).toEqual({ key: "2025-02-01", incoming: 0.3, outgoing: 0.2 });
    expect(buckets.slice(1, 12).every((b) => b.incoming === 0 && b.outgoing === 0)).toBe(true);
    expect(buckets[12]).toEqual({ key: "2026-02-01", incoming: 1000.05, outgoing: 99.99 });
  });

  it("gives a week its seven days, empty ones with zeros, and leaves days outside the period out", () => {
    const buckets = chartBuckets(days, dashboardPeriodRange("WEEK", "2026-02-11"), bucketSizeOf("WEEK"));
    expect(buckets.map((b) => b.key)).toEqual([
      "2026-02-09",
      "2026-02-10",
      "2026-02-11",
      "2026-02-12",
      "2026-02-13",
      "2026-02-14",
      "2026-02-15",
    ]);
    expect(buckets[2]).toEqual({ key: "2026-02-11", incoming: 1000.05, outgoing: 99.99 });
    expect(buckets.reduce((sum, b) => sum + b.incoming, 0)).toBe(1000.05);
  });
});
