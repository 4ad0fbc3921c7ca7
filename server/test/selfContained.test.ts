import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT_DIR } from "../lib/paths.ts";

/** Every test and benchmark must run from a clone of the repository alone (testdata/README.md). */
const SCANNED = ["server", "src", "e2e", "bench", "scripts"];
const SKIP = new Set(["node_modules", "__generated__", "dist"]);
// The team's folder beside the repository, which CI does not promise: a path that climbs out of
// the repository into it, written as one string or as path segments (join(ROOT, "..", DIR, …)).
const TEAM_DIR = "shared";
const OUTSIDE = [
  new RegExp(String.raw`\.\./${TEAM_DIR}/`),
  new RegExp(String.raw`["']\.\.["']\s*,\s*["']${TEAM_DIR}["']`),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
}

describe("the repository stands on its own", () => {
  it("no source reads test data from outside the repository", () => {
    const offenders = SCANNED.flatMap((dir) => sourceFiles(join(ROOT_DIR, dir)))
      .filter((file) => OUTSIDE.some((re) => re.test(readFileSync(file, "utf8"))))
      .map((file) => relative(ROOT_DIR, file));
    expect(offenders).toEqual([]);
  });

  it("the test corpora carry their licences", () => {
    for (const corpus of [
      "einvoice/zugferd-corpus",
      "einvoice/kosit-xrechnung-testsuite",
      "bank-statements/camt",
      "bank-statements/mt940",
      "einvoice-real/zugferd-corpus",
      "einvoice-real/mustangproject",
      "einvoice-real/horstoeko-zugferd",
      "einvoice-real/akretion-factur-x",
    ]) {
      expect(statSync(join(ROOT_DIR, "testdata", corpus, "LICENSE")).isFile()).toBe(true);
    }
  });
});
