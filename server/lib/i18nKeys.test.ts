import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { hasText } from "./i18n.ts";

// Every text key the server names literally — t(lang, "mail.greeting"), a ternary of two keys,
// serverText(…), translate(lang, "review.units.C62"), textsOf(lang, "loginPage") — has a text
// in German and in English (server.json, or the SPA's files the server loads). Keys built at
// run time (`mail.${kind}.subject`) are covered by the tests of their module.

const ROOT = resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.includes(".test.") ? [path] : [];
  });
}

/** The first argument after the language of each call, as source text (up to a top-level comma). */
function keyArguments(source: string, callee: RegExp): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(callee)) {
    let depth = 0;
    let i = match.index + match[0].length;
    // skip the language argument
    while (i < source.length && !(depth === 0 && source[i] === ",")) {
      if ("([{".includes(source[i]!)) depth++;
      if (")]}".includes(source[i]!)) depth--;
      if (depth < 0) break;
      i++;
    }
    if (source[i] !== ",") continue;
    const start = ++i;
    depth = 0;
    while (i < source.length && !(depth === 0 && (source[i] === "," || source[i] === ")"))) {
      if ("([{".includes(source[i]!)) depth++;
      if (")]}".includes(source[i]!)) depth--;
      i++;
    }
    found.push(source.slice(start, i));
  }
  return found;
}

const literals = (expression: string) => [...expression.matchAll(/"([\w.-]+)"/g)].map((m) => m[1]!);

/** [file, full key] of every literal key the server's code names. */
function usedKeys(): [string, string][] {
  const keys: [string, string][] = [];
  for (const file of sourceFiles(ROOT)) {
    const source = readFileSync(file, "utf8");
    if (!/from "(\.\.?\/)+(lib\/)?i18n\.ts"/.test(source) && !file.endsWith(join("lib", "i18n.ts"))) continue;
    const name = file.slice(ROOT.length + 1);
    for (const arg of keyArguments(source, /(?<![\w.])(?:t|serverText)\(/g))
      for (const key of literals(arg)) keys.push([name, `server.${key}`]);
    for (const arg of keyArguments(source, /(?<![\w.])textsOf\(/g))
      for (const key of literals(arg)) keys.push([name, `server.${key}`]);
    for (const arg of keyArguments(source, /(?<![\w.])translate\(/g))
      for (const key of literals(arg)) keys.push([name, key]);
  }
  return keys;
}

const exists = (lang: "de" | "en", key: string) =>
  hasText(lang, key) || (hasText(lang, `${key}_one`) && hasText(lang, `${key}_other`));

describe("the server's text keys", () => {
  const keys = usedKeys();

  it("are found (the scan works)", () => {
    const names = keys.map(([, key]) => key);
    expect(names).toContain("server.mail.greeting");
    expect(names).toContain("server.mail.approvalRequested.paragraphWithMessage"); // one side of a ternary
    expect(names).toContain("server.einvoiceVisual.creditNote");
    expect(names).toContain("server.loginPage");
    expect(keys.length).toBeGreaterThan(30);
  });

  it.each(["de", "en"] as const)("each have a text in %s", (lang) => {
    const missing = keys.filter(([, key]) => !exists(lang, key)).map(([file, key]) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });
});
