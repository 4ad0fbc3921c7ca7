// Display formats shared by the review page and the documents list. Amounts arrive as decimal
// strings ("1234.56") and are formatted without passing through floating point where Intl allows it.

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
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: currency || "EUR",
      maximumFractionDigits: Math.max(2, maximumFractionDigits),
    }).format(value);
  } catch {
    // an unknown currency code: the number and the code as given
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(value)} ${currency ?? ""}`.trim();
  }
}

/** A plain decimal ("2,5", "19") with at most `maximumFractionDigits` digits. */
export function formatDecimal(value: string | null | undefined, locale: string, maximumFractionDigits = 4) {
  if (value === null || value === undefined || value === "") return "";
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value as unknown as number);
}

/** "19 %" from "19" or "19.00". */
export function formatPercent(value: string | number | null | undefined, locale: string) {
  if (value === null || value === undefined || value === "") return "";
  return `${formatDecimal(String(value), locale, 2)}\u00a0%`;
}

/** A calendar date "2026-03-31" as "31.03.2026" (German), in no time zone. */
export function formatDate(isoDate: string | null | undefined, locale: string) {
  if (!isoDate) return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(
    date,
  );
}

/** A moment as "31.03.2026, 14:05" in the browser's time zone. */
export function formatDateTime(moment: string | null | undefined, locale: string) {
  if (!moment) return "";
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return moment;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
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
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount as unknown as number,
  );
}
