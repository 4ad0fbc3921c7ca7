import i18next from "i18next";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resourceFiles } from "./allResources.ts";
import { initI18n, TRANSLATION_FEATURES, withTranslations } from "./i18n.ts";

// The test setup adds every file at once. Here a fresh copy of the loader module (nothing
// loaded yet, as in a new browser tab) works on the shared i18next instance with one
// feature's English texts taken out of its store.

const englishBanking = () => i18next.getResource("en", "translation", "banking.title") as unknown;

async function freshLoader() {
  vi.resetModules();
  return import("./i18n.ts");
}

/** The files as the build serves them (scripts/translationFiles.ts): one versioned folder. */
const fetched: string[] = [];
let failing: string | null = null;
function serveBuiltTranslations(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  fetched.push(url);
  const match = /^\/assets\/locales\/[0-9a-f]{12}\/(de|en)\/(\w+)\.json$/.exec(url);
  const tree = match && url !== failing ? resourceFiles[match[1] as "de" | "en"][match[2]!] : undefined;
  return Promise.resolve(
    tree
      ? new Response(JSON.stringify(tree), { headers: { "Content-Type": "application/json" } })
      : new Response("Not found", { status: 404 }),
  );
}
beforeAll(() => vi.stubGlobal("fetch", vi.fn(serveBuiltTranslations)));
afterAll(() => vi.unstubAllGlobals());

describe("translations per feature", () => {
  afterEach(() => {
    fetched.length = 0;
    failing = null;
    i18next.addResourceBundle("en", "translation", resourceFiles.en.banking!, true, true);
    initI18n("de");
  });

  it("loads every feature file but the bundled and the server's", () => {
    expect([...TRANSLATION_FEATURES].sort()).toEqual(
      Object.keys(resourceFiles.de)
        .filter((file) => file !== "common" && file !== "server")
        .sort(),
    );
  });

  it("loads the new language's texts of the features in use before switching to it", async () => {
    const loader = await freshLoader();
    await loader.loadTranslations("banking");
    delete (i18next.getResourceBundle("en", "translation") as Record<string, unknown>).banking;
    expect(englishBanking()).toBeUndefined();
    await loader.setLanguage("en");
    expect(i18next.language).toBe("en");
    expect(englishBanking()).toBe(resourceFiles.en.banking!.banking!["title" as never]);
    expect(i18next.t("banking.title")).toBe(englishBanking());
  });

  it("loads the common texts of one language, and the new language's before switching to it", async () => {
    const loader = await freshLoader();
    const bundle = (language: "de" | "en") =>
      i18next.getResourceBundle(language, "translation") as Record<string, unknown>;
    const englishShell = bundle("en").shell;
    delete bundle("en").shell;
    await loader.loadCommonTranslations("de");
    expect(i18next.getResource("en", "translation", "shell")).toBeUndefined();
    await loader.setLanguage("en");
    expect(i18next.language).toBe("en");
    expect(bundle("en").shell).toEqual(englishShell);
  });

  it("loads a feature in the current and the fallback language, once", async () => {
    await i18next.changeLanguage("en");
    const loader = await freshLoader();
    delete (i18next.getResourceBundle("en", "translation") as Record<string, unknown>).banking;
    await Promise.all([loader.loadTranslations("banking"), loader.loadTranslations("banking")]);
    expect(englishBanking()).toBeTypeOf("string");
  });

  it("passes a loader's result through once the texts are loaded, and its failure", async () => {
    await expect(withTranslations(["documents"], Promise.resolve(42))).resolves.toBe(42);
    await expect(withTranslations(["documents"], null)).resolves.toBeNull();
    await expect(withTranslations(["documents"], Promise.reject(new Error("query failed")))).rejects.toThrow(
      "query failed",
    );
  });

  it("fetches each file once from the build's versioned folder, and again after a failure", async () => {
    await i18next.changeLanguage("en");
    const loader = await freshLoader();
    delete (i18next.getResourceBundle("en", "translation") as Record<string, unknown>).banking;
    const url = `${__TRANSLATIONS_BASE__}en/banking.json`;
    expect(url).toMatch(/^\/assets\/locales\/[0-9a-f]{12}\/en\/banking\.json$/);
    failing = url;
    await expect(loader.loadTranslations("banking")).rejects.toThrow("Translations en/banking: HTTP 404");
    expect(englishBanking()).toBeUndefined();
    failing = null;
    await Promise.all([loader.loadTranslations("banking"), loader.loadTranslations("banking")]);
    expect(englishBanking()).toBeTypeOf("string");
    expect(fetched.filter((address) => address === url)).toHaveLength(2);
  });
});
