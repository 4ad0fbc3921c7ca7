import { describe, expect, it } from "vitest";
import de from "./de.json";
import en from "./en.json";

type Tree = { [key: string]: string | Tree };

/** Every leaf as [dotted key, value]; non-string leaves are reported as such. */
function leaves(tree: Tree, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === "object" ? leaves(value, path) : [[path, value]];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const languages = { de: leaves(de), en: leaves(en) };

describe("translation resources", () => {
  it("German and English have exactly the same keys", () => {
    const deKeys = languages.de.map(([key]) => key).sort();
    const enKeys = languages.en.map(([key]) => key).sort();
    expect(
      enKeys.filter((key) => !deKeys.includes(key)),
      "keys only in en.json",
    ).toEqual([]);
    expect(
      deKeys.filter((key) => !enKeys.includes(key)),
      "keys only in de.json",
    ).toEqual([]);
  });

  it.each(Object.entries(languages))("%s has a non-empty text for every key", (_language, entries) => {
    const bad = entries.filter(([, value]) => typeof value !== "string" || value.trim() === "").map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it("uses the same interpolation placeholders in both languages", () => {
    const en = new Map(languages.en);
    const mismatched = languages.de
      .filter(([key, value]) => {
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
