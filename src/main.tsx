/**
 * The page's entry, kept small: opening /authorize (the sign-in redirect) leaves for the
 * identity provider, or completes its answer, with only the sign-in flow loaded
 * (features/auth/lib/signInRedirect.ts); React, Mantine, Relay and the router (./boot.tsx) load only when
 * there is something to show. Every other address starts the app at once.
 */
import { readStoredLanguage } from "./i18n/language.ts";

// The common texts of the chosen language: fetched beside the app's chunk, not after it (the
// app loads the same module, src/i18n/i18n.ts, and renders once it is in).
const commonTexts = import.meta.glob("./i18n/locales/*/common.json");

let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  void commonTexts[`./i18n/locales/${readStoredLanguage()}/common.json`]?.().catch(() => undefined);
  void import("./boot.tsx").then(({ startApp }) => startApp());
};

if (window.location.pathname === "/authorize") {
  void import("./features/auth/lib/signInRedirect.ts").then(
    ({ signInBeforeApp }) => signInBeforeApp(readStoredLanguage(), startApp),
    startApp, // the flow failed to load: the app shows the page and its error
  );
} else {
  startApp();
}
