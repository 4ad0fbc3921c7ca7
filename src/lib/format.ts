// The one number and money module: amounts, counts, percentages, sizes, as people read them.
// Amounts arrive as decimal strings ("1234.56") and are formatted without passing through
// floating point where Intl allows it. German "1.234,56 €"; English for European users
// (en-GB) "€1,234.56". Dates live in calendarDate.ts (re-exported here for older imports).
import { intlLocale } from "./intlLocale.ts";

export { formatDate, formatDateTime } from "./calendarDate.ts";

/** "1.234,56 €" (German) in the invoice's currency; "" for a missing amount. Unit prices may
 * carry more digits (`maximumFractionDigits`). */
export function formatMoney(
  amount: string | null | undefined,
  currency: string | null | undefined,
  locale: string,
  maximumFractionDigits = 2,
) {
  if (amount === null || amount === undefined || amount === "") return "";
  const value = amount as unknown as number; // Intl formats decimal strings exactly
  try {
    return new Intl.NumberFormat(intlLocale(locale), {
      style: "currency",
      currency: currency || "EUR",
      maximumFractionDigits: Math.max(2, maximumFractionDigits),
    }).format(value);
  } catch {
    // an unknown currency code: the number and the code as given
    return `${new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2 }).format(value)} ${currency ?? ""}`.trim();
  }
}

/** A plain decimal ("2,5", "19") with at most `maximumFractionDigits` digits. */
export function formatDecimal(value: string | null | undefined, locale: string, maximumFractionDigits = 4) {
  if (value === null || value === undefined || value === "") return "";
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits }).format(value as unknown as number);
}

/** "19 %" from "19" or "19.00". */
export function formatPercent(value: string | number | null | undefined, locale: string) {
  if (value === null || value === undefined || value === "") return "";
  return `${formatDecimal(String(value), locale, 2)}\u00a0%`;
}

/** "DE89 3704 0044 0532 0130 00": an IBAN in groups of four. */
export function formatIban(iban: string | null | undefined) {
  if (!iban) return "";
  return iban
    .replace(/\s+/g, "")
    .toUpperCase()
    .replace(/(.{4})/g, "$1 ")
    .trim();
}

/** A capture confidence (0…1, as a decimal string) as a whole percentage. */
export function confidencePercent(confidence: string | number | null | undefined): number | null {
  if (confidence === null || confidence === undefined || confidence === "") return null;
  const value = Number(confidence);
  if (!Number.isFinite(value)) return null;
  return Math.round(value <= 1 ? value * 100 : value);
}

/** An amount without currency sign, always with two decimals ("1.234,50"); "" when missing. */
export function formatAmount(amount: string | null | undefined, locale: string) {
  if (amount === null || amount === undefined || amount === "") return "";
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount as unknown as number,
  );
}

/** A count ("1.234" / "1,234"). */
export function formatCount(value: number | null | undefined, language: string) {
  return new Intl.NumberFormat(intlLocale(language)).format(value ?? 0);
}

/** A ratio as a percentage (1.25 → "125 %" / "125%"). */
export function formatRatioPercent(ratio: number, language: string) {
  return new Intl.NumberFormat(intlLocale(language), { style: "percent" }).format(ratio);
}

/** Names as a list: "A, B und C" / "A, B and C". */
export function formatList(names: readonly string[], language: string) {
  return new Intl.ListFormat(intlLocale(language), { type: "conjunction" }).format(names);
}

/** A file size for people: "820 kB", "1,4 MB" (German) with Intl's units. */
export function formatFileSize(bytes: number | string, language: string): string {
  const value = typeof bytes === "string" ? Number(bytes) : bytes;
  if (!Number.isFinite(value) || value < 0) return "";
  const locale = intlLocale(language);
  if (value < 1000) return new Intl.NumberFormat(locale, { style: "unit", unit: "byte" }).format(value);
  if (value < 1000 * 1000) {
    return new Intl.NumberFormat(locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(
      value / 1000,
    );
  }
  return new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(
    value / (1000 * 1000),
  );
}
