/**
 * The Intl locale of an interface language. The product's English is for European users: it
 * writes dates and amounts the British way (27/11/2026, €68,377.25, 24-hour clock), never the
 * US way (11/27/2026, 3:05 PM). Every formatter in src/lib/format.ts (numbers, money) and
 * src/lib/calendarDate.ts (dates, moments) goes through this.
 */
export function intlLocale(language: string | undefined): string {
  if (!language || language.startsWith("de")) return "de-DE";
  if (language.startsWith("en")) return "en-GB";
  return language;
}
