import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The standard charts ship twice: as JSON beside their README (what people read and edit) and
// as the rows the database imports (migration 000049). They must say the same.

const here = import.meta.dirname;
const committed = resolve(here, "../../db/migrations/committed");
const CATEGORIES = ["ASSET", "LIABILITY", "EQUITY", "TAX", "REVENUE", "EXPENSE"];

interface ChartAccount {
  number: string;
  name: string;
  category: string;
}

function migrationRows(chart: string): ChartAccount[] {
  // The migration that fills the chart table (found by its insert: migrations are renumbered on merge).
  const file = readdirSync(committed)
    .sort()
    .find((name) =>
      readFileSync(join(committed, name), "utf8").includes("insert into app_private.standard_chart_accounts"),
    );
  const sql = readFileSync(join(committed, file!), "utf8");
  return [...sql.matchAll(/\('(SKR0[34])', '(\d{4})', '((?:[^']|'')*)', '([A-Z]+)'\)/g)]
    .filter((match) => match[1] === chart)
    .map((match) => ({ number: match[2]!, name: match[3]!.replaceAll("''", "'"), category: match[4]! }));
}

describe.each(["SKR03", "SKR04"])("the %s chart", (chart) => {
  const json = JSON.parse(readFileSync(join(here, `${chart.toLowerCase()}.json`), "utf8")) as ChartAccount[];

  it("has unique 4-digit numbers, names and known categories", () => {
    expect(json.length).toBeGreaterThan(50);
    expect(new Set(json.map((account) => account.number)).size).toBe(json.length);
    for (const account of json) {
      expect(account.number).toMatch(/^\d{4}$/);
      expect(account.name.trim()).not.toBe("");
      expect(CATEGORIES).toContain(account.category);
    }
  });

  it("is what the migration imports", () => {
    expect(migrationRows(chart)).toEqual(json);
  });
});
