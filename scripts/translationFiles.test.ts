import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  minifiedTranslation,
  readTranslationFiles,
  translationFiles,
  translationsVersion,
} from "./translationFiles.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A locales folder with the given files ("de/common.json" → content). */
function locales(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "locales-"));
  made.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path.split("/")[0]!), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe("the translation files of the build (scripts/translationFiles.ts)", () => {
  it("reads the browser's files, not the server's, in a stable order", () => {
    const dir = locales({
      "en/common.json": '{ "a": "A" }',
      "de/server.json": '{ "mail": "x" }',
      "de/common.json": '{ "a": "Ä" }',
      "de/banking.json": '{ "b": "B" }',
      "de/notes.txt": "not a translation",
    });
    expect(readTranslationFiles(dir).map((file) => `${file.language}/${file.name}`)).toEqual([
      "de/banking",
      "de/common",
      "en/common",
    ]);
  });

  it("versions them by content: a changed text, a new file or a moved one gives a new folder", () => {
    const base = { "de/common.json": '{ "a": "Ä" }', "en/common.json": '{ "a": "A" }' };
    const version = translationsVersion(readTranslationFiles(locales(base)));
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(translationsVersion(readTranslationFiles(locales(base)))).toBe(version);
    expect(translationsVersion(readTranslationFiles(locales({ ...base, "en/common.json": '{ "a": "B" }' })))).not.toBe(
      version,
    );
    expect(translationsVersion(readTranslationFiles(locales({ ...base, "de/banking.json": "{}" })))).not.toBe(version);
    expect(
      translationsVersion(
        readTranslationFiles(locales({ "de/common.json": '{ "a": "Ä" }', "en/other.json": '{ "a": "A" }' })),
      ),
    ).not.toBe(version);
  });

  it("writes them without white space, and names a broken file", () => {
    expect(minifiedTranslation({ language: "de", name: "common", text: '{\n  "a": "Ä b"\n}\n' })).toBe('{"a":"Ä b"}');
    expect(() => minifiedTranslation({ language: "en", name: "banking", text: '{ "a": }' })).toThrow(
      "src/i18n/locales/en/banking.json is not valid JSON",
    );
  });

  it("gives the app their folder and emits each file into it", () => {
    const dir = locales({ "de/common.json": '{ "a": "Ä" }', "en/common.json": '{ "a": "A" }' });
    const plugin = translationFiles(dir);
    const config = (plugin.config as () => { define: Record<string, string> })();
    const base = JSON.parse(config.define.__TRANSLATIONS_BASE__!) as string;
    expect(base).toMatch(/^\/assets\/locales\/[0-9a-f]{12}\/$/);
    const emitted: { fileName: string; source: string }[] = [];
    (plugin.generateBundle as (this: unknown) => void).call({
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    });
    expect(emitted).toEqual([
      { type: "asset", fileName: `${base.slice(1)}de/common.json`, source: '{"a":"Ä"}' },
      { type: "asset", fileName: `${base.slice(1)}en/common.json`, source: '{"a":"A"}' },
    ]);
  });
});
