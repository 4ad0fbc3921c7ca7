import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { de, en } from "../../src/i18n/allResources.ts";

// Every coded error the server can answer with reaches people as a sentence in German and
// English, never as its code: the code has a text somewhere in both resources (error.codes or
// the feature's own refusals).

const ROOT = resolve(import.meta.dirname, "..");
/** Not coded errors for the SPA: REFUSED carries its own sentence; the XS2A sandbox widget (a
 * stand-in for the bank's page) brings its own texts. */
const EXEMPT = new Set(["REFUSED"]);
const SKIPPED_DIRS = [join(ROOT, "banking", "xs2a", "sandbox")];

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.includes(path) ? [] : files(path, ext);
    return entry.name.endsWith(ext) && !entry.name.includes(".test.") ? [path] : [];
  });
}

function serverCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of files(join(ROOT, "db", "migrations", "committed"), ".sql")) {
    for (const match of readFileSync(file, "utf8").matchAll(/raise exception '([A-Z][A-Z0-9_]{3,})'/g))
      codes.add(match[1]!);
  }
  for (const file of files(ROOT, ".ts")) {
    for (const match of readFileSync(file, "utf8").matchAll(/\bcode: "([A-Z][A-Z0-9_]{3,})"/g)) codes.add(match[1]!);
  }
  for (const code of EXEMPT) codes.delete(code);
  return codes;
}

type Tree = { [key: string]: string | Tree };
const lastSegments = (tree: Tree): Set<string> =>
  new Set(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "object" ? [...lastSegments(value)] : [key.replace(/_(one|other)$/, "")],
    ),
  );

describe("the server's error codes", () => {
  const codes = serverCodes();
  it("are found (the scan works)", () => {
    expect(codes.size).toBeGreaterThan(100);
    expect(codes).toContain("YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST");
    expect(codes).toContain("PARTNER_ACCOUNT_OF_ANOTHER_PARTNER");
  });
  it.each([
    ["de", de],
    ["en", en],
  ] as const)("each have a text in %s", (_language, resources) => {
    const keys = lastSegments(resources as unknown as Tree);
    expect([...codes].filter((code) => !keys.has(code)).sort()).toEqual([]);
  });
  it("that the shell shows by code have their text under error.codes", () => {
    for (const code of ["YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST", "CLIENT_HAS_BEEN_BLOCKED"]) {
      expect(Object.hasOwn(de.error.codes, code), code).toBe(true);
      expect(Object.hasOwn(en.error.codes, code), code).toBe(true);
    }
  });
});
