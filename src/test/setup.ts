import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { resourceFiles } from "../i18n/allResources.ts";
import { addTranslations, initI18n, TRANSLATION_FEATURES } from "../i18n/i18n.ts";

// jsdom lacks a few browser APIs that Mantine uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
// Mantine's autosizing Textarea listens for web fonts loading; jsdom has no document.fonts.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}
window.scrollTo = () => undefined; // the router restores scroll positions

// findBy… and waitFor wait for what the user would wait for; on a loaded CI machine a render
// can take seconds, so the bound is generous (the client project's testTimeout is larger still).
// Tests do not set their own: one bound, set here.
configure({ asyncUtilTimeout: 30_000 });

// Every test starts in German, the default language, with every feature's texts at hand
// (the app loads them per route).
initI18n("de");
for (const language of ["de", "en"] as const) {
  for (const file of ["common", ...TRANSLATION_FEATURES] as const) {
    addTranslations(language, file, resourceFiles[language][file]!);
  }
}
beforeEach(() => {
  initI18n("de");
});

afterEach(() => {
  cleanup();
});
