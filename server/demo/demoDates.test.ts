import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { demoMonth } from "./demoExport.ts";

const DEMO_DIR = join(import.meta.dirname);
const sources = readdirSync(DEMO_DIR)
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .map((name) => ({ name, text: readFileSync(join(DEMO_DIR, name), "utf8") }));

describe("the demo data's dates", () => {
  it("come from the one calendar-date module (src/lib/calendarDate.ts), not from helpers of their own", () => {
    const own = sources.flatMap(({ name, text }) =>
      [
        /\bfunction (addDays|addMonths|berlinToday|berlinDate|germanToday)\b/,
        /const (addDays|berlinToday|berlinDate)\s*=/,
        /Intl\.DateTimeFormat\([^)]*timeZone/s,
      ]
        .filter((pattern) => pattern.test(text))
        .map((pattern) => `${name}: ${pattern.source}`),
    );
    expect(own).toEqual([]);
  });

  it("take the month of Germany's today, also when it differs from the server's date", () => {
    // 23:30 UTC on 31 January is already 1 February in Germany.
    const now = new Date("2026-01-31T23:30:00Z");
    expect(demoMonth(0, now)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(demoMonth(-1, now)).toEqual({ from: "2026-01-01", to: "2026-01-31" });
    expect(demoMonth(-2, now)).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });
});
