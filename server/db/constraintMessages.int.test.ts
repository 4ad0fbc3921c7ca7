/**
 * Every constraint of the API's tables has a message a person can read, in German and English:
 * the server names a refused constraint (`extensions.constraint`, for not-null violations the
 * `<table>_<column>_not_null` name PostgreSQL gives them), and the SPA translates it from
 * `constraints.<name>` (src/relay/errorText.ts). A new constraint without a message fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceFiles } from "../../src/i18n/allResources.ts";
import { violatedConstraintOf } from "../graphql/errors.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

const messages = (language: "de" | "en"): Record<string, unknown> =>
  (resourceFiles[language].constraints?.constraints as Record<string, unknown> | undefined) ?? {};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
});
afterAll(() => server?.close());

describe("constraint messages", () => {
  it("has a German and an English message for every constraint of app_public", async () => {
    const { rows } = await server.ownerPool.query<{ name: string }>(
      `select c.conname as name from pg_constraint c
       join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = 'app_public' order by 1`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const language of ["de", "en"] as const) {
      const texts = messages(language);
      const missing = rows
        .map((row) => row.name)
        .filter((name) => typeof texts[name] !== "string" || texts[name] === "");
      expect(
        missing,
        `constraints without a ${language} message in src/i18n/locales/${language}/constraints.json`,
      ).toEqual([]);
      // No message shows a constraint name or a raw column name with underscores.
      const technical = Object.entries(texts).filter(
        ([, text]) => typeof text === "string" && /[a-z]_[a-z]/.test(text),
      );
      expect(technical, `${language} messages with technical names`).toEqual([]);
    }
  });

  it("names the constraint of a not-null violation as PostgreSQL names it", async () => {
    const error = await server.ownerPool
      .query("insert into app_public.money_categories (client_company_id, name) values (null, 'x')")
      .then(
        () => null,
        (e: unknown) => e as { code?: string; table?: string; column?: string; constraint?: string },
      );
    expect(error?.code).toBe("23502");
    const name = violatedConstraintOf(error!);
    expect(name).toBe("money_categories_client_company_id_not_null");
    expect(messages("de")[name!]).toBe("Bitte geben Sie „Mandant“ an (Umsatzkategorie).");
  });
});
