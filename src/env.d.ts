/** Where the build's translation files are (scripts/translationFiles.ts): `/assets/locales/<version>/`. */
declare const __TRANSLATIONS_BASE__: string;
