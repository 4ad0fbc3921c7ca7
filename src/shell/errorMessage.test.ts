import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { de, en } from "../i18n/allResources.ts";
import { GraphQLRequestError } from "../relay/GraphQLRequestError.ts";
import { codeMessageOf, errorCodeKey, errorMessageOf } from "../relay/errorText.ts";

const SERVER = join(process.cwd(), "server");

/** Codes that carry a sentence of their own instead of one by code. */
const CARRY_THEIR_MESSAGE = new Set(["REFUSED"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") && !/\.test\.ts$/.test(path) ? [path] : [];
  });
}

/** Every error code the server can answer with: the REST catalogue (server/api/errors.ts) and
 * every `code: "…"` the GraphQL side sets (error mapping, limits, persisted queries, plugins)
 * or the request guard refuses with (server/app.ts, server/http). */
function serverCodes(): string[] {
  const codes = new Set<string>();
  const catalogue = readFileSync(join(SERVER, "api/errors.ts"), "utf8");
  for (const m of catalogue.matchAll(/^ {2}([A-Z][A-Z0-9_]+): (?:\{|\d{3},)$/gm)) codes.add(m[1]!);
  const files = [...sourceFiles(join(SERVER, "graphql")), ...sourceFiles(join(SERVER, "http")), join(SERVER, "app.ts")];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\bcode: "([A-Z][A-Z0-9_]+)"/g)) codes.add(m[1]!);
    // Union types of codes a helper takes, e.g. `code: "LIST_TOO_LONG" | "REQUEST_TOO_LARGE"`,
    // … or a named union of them, e.g. `type RefusalCode = "CROSS_ORIGIN_REQUEST" | "RATE_LIMITED"`.
    for (const m of text.matchAll(/(?:code:|type \w*Code\s*=)\s*((?:"[A-Z][A-Z0-9_]+"\s*\|\s*)+"[A-Z][A-Z0-9_]+")/g)) {
      for (const c of m[1]!.matchAll(/"([A-Z][A-Z0-9_]+)"/g)) codes.add(c[1]!);
    }
  }
  return [...codes].filter((code) => !CARRY_THEIR_MESSAGE.has(code)).sort();
}

async function translator(lng: "de" | "en") {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { de: { translation: de }, en: { translation: en } } });
  return i18n.t;
}

describe("error codes", () => {
  it("finds the server's codes (the parser still matches the files)", () => {
    const codes = serverCodes();
    for (const code of [
      "CROSS_ORIGIN_REQUEST",
      "CSRF_HEADER_MISSING",
      "UNSUPPORTED_MEDIA_TYPE",
      "REQUEST_TOO_LARGE",
      "RATE_LIMITED",
      "LIST_TOO_LONG",
      "INVITATION_NOT_ALLOWED",
      "USER_HAS_PASSWORD",
      "PERSISTED_QUERY_NOT_FOUND",
      "INTERNAL_SERVER_ERROR",
    ]) {
      expect(codes).toContain(code);
    }
  });

  it("has a German and an English sentence for every code the server defines", () => {
    const deCodes = de.error.codes as Record<string, string>;
    const enCodes = en.error.codes as Record<string, string>;
    const missing = serverCodes().filter(
      (code) => errorCodeKey(code) !== `error.codes.${code}` || !deCodes[code] || !enCodes[code],
    );
    expect(missing).toEqual([]);
  });

  it("fills in what the error carries and never shows a raw code", async () => {
    const tDe = await translator("de");
    const tEn = await translator("en");
    const rateLimited = GraphQLRequestError.fromErrors([
      { message: "Too many requests", extensions: { code: "RATE_LIMITED", retryAfterSeconds: 30 } },
    ]);
    expect(errorMessageOf(rateLimited, tDe)).toBe(
      "Zu viele Anfragen in kurzer Zeit. Bitte warten Sie 30 Sekunden und versuchen Sie es dann erneut.",
    );
    const tooLong = GraphQLRequestError.fromErrors([
      { message: "A list …", extensions: { code: "LIST_TOO_LONG", limit: 1000 } },
    ]);
    expect(errorMessageOf(tooLong, tEn)).toContain("at most 1000 entries");
    expect(codeMessageOf("CSRF_HEADER_MISSING", tEn)).toBe(
      "The request did not come from Belegwerk itself and was refused. Please reload the page.",
    );
    expect(codeMessageOf("SOMETHING_NEW", tDe)).toBe(de.error.codes.UNKNOWN);
  });
});
