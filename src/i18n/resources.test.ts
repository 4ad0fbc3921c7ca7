import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, resourceFiles, type Tree, unexpectedFiles } from "./allResources.ts";
import { TRANSLATION_FEATURES } from "./i18n.ts";

/** Every leaf as [dotted key, value]; non-string leaves are reported as such. */
function leaves(tree: Tree, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === "object" ? leaves(value, path) : [[path, value]];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const fileNames = (language: (typeof LANGUAGES)[number]) => Object.keys(resourceFiles[language]).sort();
const allFileNames = [...new Set(LANGUAGES.flatMap(fileNames))].sort();

describe("translation resources", () => {
  it("has the same files in German and English, and no others", () => {
    expect(unexpectedFiles).toEqual([]);
    expect(fileNames("en"), "files only in one language").toEqual(fileNames("de"));
  });

  it("loads every file: common and server eagerly, the features by name", () => {
    expect(allFileNames).toEqual(["common", "server", ...TRANSLATION_FEATURES].sort());
  });

  it.each(allFileNames)("%s: German and English have exactly the same keys", (file) => {
    const deKeys = leaves(resourceFiles.de[file] ?? {}).map(([key]) => key);
    const enKeys = new Set(leaves(resourceFiles.en[file] ?? {}).map(([key]) => key));
    expect(
      [...enKeys].filter((key) => !deKeys.includes(key)),
      `keys only in en/${file}.json`,
    ).toEqual([]);
    expect(
      deKeys.filter((key) => !enKeys.has(key)),
      `keys only in de/${file}.json`,
    ).toEqual([]);
  });

  it.each(LANGUAGES)("%s: each top-level key lives in exactly one file", (language) => {
    const owners = new Map<string, string[]>();
    for (const [file, tree] of Object.entries(resourceFiles[language])) {
      for (const key of Object.keys(tree)) owners.set(key, [...(owners.get(key) ?? []), file]);
    }
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it("keeps what every screen needs in the eager part", () => {
    const common = Object.keys(resourceFiles.de.common ?? {});
    for (const key of ["shell", "error", "errorBox", "pending", "notFound", "notifications", "auth", "inbox"]) {
      expect(common, key).toContain(key);
    }
  });

  it("names each file's top-level keys in src/i18n/README.md", () => {
    const readme = readFileSync(join(process.cwd(), "src/i18n/README.md"), "utf8");
    const documented = new Map(
      [...readme.matchAll(/^\| `([A-Za-z]+)\.json` \| ([^|]+) \|/gm)].map((m) => [
        m[1]!,
        [...m[2]!.matchAll(/`([A-Za-z]+)`/g)].map((k) => k[1]).sort(),
      ]),
    );
    for (const file of allFileNames) {
      expect(documented.get(file), file).toEqual(Object.keys(resourceFiles.de[file] ?? {}).sort());
    }
  });

  const languages = Object.fromEntries(
    LANGUAGES.map((language) => [language, leaves(Object.assign({}, ...Object.values(resourceFiles[language])))]),
  );

  it.each(Object.entries(languages))("%s has a non-empty text for every key", (_language, entries) => {
    const bad = entries.filter(([, value]) => typeof value !== "string" || value.trim() === "").map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it("uses the same interpolation placeholders in both languages", () => {
    const en = new Map(languages.en);
    const mismatched = languages
      .de!.filter(([key, value]) => {
        const other = en.get(key);
        return (
          typeof value === "string" &&
          typeof other === "string" &&
          placeholders(value).join() !== placeholders(other).join()
        );
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});
