/**
 * The page's entry, kept small: opening /authorize (the sign-in redirect) leaves for the
 * identity provider, or completes its answer, with only the sign-in flow loaded
 * (features/auth/lib/signInRedirect.ts); React, Mantine, Relay and the router (./boot.tsx) load only when
 * there is something to show. Every other address starts the app at once.
 */
import { readStoredLanguage } from "./i18n/language.ts";
import { fetchTranslationFile } from "./i18n/translationFiles.ts";

let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  // The common texts of the chosen language: fetched beside the app's chunk, not after it (the
  // app takes the same answer, see src/i18n/translationFiles.ts, and renders once it is in).
  fetchTranslationFile(readStoredLanguage(), "common").catch(() => undefined);
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
