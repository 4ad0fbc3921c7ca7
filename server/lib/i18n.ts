import { createInstance, type TOptions } from "i18next";
import { intlLocale } from "../../src/lib/intlLocale.ts";
import de from "../../src/i18n/locales/de/server.json" with { type: "json" };
import en from "../../src/i18n/locales/en/server.json" with { type: "json" };
import deCommon from "../../src/i18n/locales/de/common.json" with { type: "json" };
import enCommon from "../../src/i18n/locales/en/common.json" with { type: "json" };
import deReview from "../../src/i18n/locales/de/review.json" with { type: "json" };
import enReview from "../../src/i18n/locales/en/review.json" with { type: "json" };
import deDetails from "../../src/i18n/locales/de/documentDetails.json" with { type: "json" };
import enDetails from "../../src/i18n/locales/en/documentDetails.json" with { type: "json" };

// The server's own texts (sign-in and invitation pages, mails, REST errors, the e-invoice
// picture) from i18next resources: src/i18n/locales/<language>/server.json, beside the SPA's
// (the same parity checks run over them) but never shipped to the browser. One instance,
// initialised synchronously at import. The SPA's error texts (`error.codes` of common.json) are
// loaded too: a coded refusal reads the same in the SPA and in the REST API's message; so are
// its short unit names (`review.units` of review.json), which the e-invoice picture shows.

export type ServerLanguage = "de" | "en";
export type ServerTexts = (typeof de)["server"];

const i18n = createInstance();
void i18n.init({
  resources: {
    de: {
      translation: {
        ...de,
        error: { codes: deCommon.error.codes },
        review: { units: deReview.review.units },
        historyTypes: deDetails.documentDetails.history.types,
      },
    },
    en: {
      translation: {
        ...en,
        error: { codes: enCommon.error.codes },
        review: { units: enReview.review.units },
        historyTypes: enDetails.documentDetails.history.types,
      },
    },
  },
  lng: "de",
  fallbackLng: "de",
  supportedLngs: ["de", "en"],
  initAsync: false,
  // HTML is escaped where it is written (escapeHtml), mail text is plain text.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The language a stored preference or request asked for: English when it says so, else German. */
export const serverLanguageOf = (language: unknown): ServerLanguage => (language === "en" ? "en" : "de");

/** A text of the server namespace ("loginPage.signInTitle") in a language, with its values. */
export function t(lang: ServerLanguage, key: string, vars?: TOptions): string {
  return i18n.t(`server.${key}`, { ...vars, lng: lang });
}

/** The first of full keys ("server.apiErrors.X", "error.codes.X") that has a text, with its values. */
export function translate(lang: ServerLanguage, keys: string | readonly string[], vars?: TOptions): string {
  return i18n.t(keys as string[], { ...vars, lng: lang });
}

/** Whether a full key has a text in a language (no fallback to German). */
export const hasText = (lang: ServerLanguage, key: string): boolean =>
  i18n.exists(key, { lng: lang, fallbackLng: false });

/** A group of texts as one object (a page's labels), read from the same resources. */
export function textsOf<Group extends keyof ServerTexts>(lang: ServerLanguage, group: Group): ServerTexts[Group] {
  return i18n.getResource(lang, "translation", `server.${group}`) as ServerTexts[Group];
}

/** The locale Intl formats dates and numbers with: German, or English in European formats (the
 * SPA's: src/lib/intlLocale.ts). */
export const intlLocaleOf = (lang: ServerLanguage): string => intlLocale(lang);
