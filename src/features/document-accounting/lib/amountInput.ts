// Money as people type it in the accounting tab ("1.234,56" in German, "1,234.56" in English)
// and exact cent arithmetic on the API's decimal strings, without floating point.

export type InputLocale = "de" | "en";

/** The number conventions of an interface language (German unless English). */
export function inputLocaleOf(language: string | undefined): InputLocale {
  return language?.startsWith("en") ? "en" : "de";
}

/**
 * Reads a typed number: German "1.234,56", "1234,56" or "1234.56"; English "1,234.56",
 * "1234.56" or "1234,56". Spaces and a trailing € are ignored. With both separators the last
 * one separates the decimals; a single grouping separator followed by exactly three digits
 * groups thousands ("1.234" is 1234 in German), otherwise it is the decimal point. Answers a
 * canonical decimal string ("1234.56"), null for empty input, undefined for anything else.
 */
export function parseAmountInput(text: string, locale: InputLocale = "de"): string | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f']/g, "").replace(/€$/, "");
  if (compact === "") return null;
  const match = /^([+-]?)(\d[\d.,]*)$/.exec(compact);
  if (!match) return undefined;
  const sign = match[1] === "-" ? "-" : "";
  const body = match[2]!;
  const decimalSeparator = locale === "de" ? "," : ".";
  const groupSeparator = locale === "de" ? "." : ",";
  const lastDot = body.lastIndexOf(".");
  const lastComma = body.lastIndexOf(",");
  let integerPart = body;
  let fractionPart = "";
  if (lastDot >= 0 && lastComma >= 0) {
    const at = Math.max(lastDot, lastComma);
    const separator = body[at]!;
    const grouping = separator === "." ? "," : ".";
    integerPart = body.slice(0, at);
    fractionPart = body.slice(at + 1);
    if (fractionPart.includes(separator) || integerPart.includes(separator)) return undefined;
    if (!/^\d{1,3}(\.\d{3})*$/.test(integerPart.replaceAll(grouping, "."))) return undefined;
    integerPart = integerPart.replaceAll(grouping, "");
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? "." : ",";
    const parts = body.split(separator);
    const groupsThousands =
      parts.length > 2 || (separator === groupSeparator && /^[1-9]\d{0,2}$/.test(parts[0]!) && parts[1]!.length === 3);
    if (groupsThousands) {
      if (!/^\d{1,3}$/.test(parts[0]!) || parts.slice(1).some((p) => !/^\d{3}$/.test(p))) return undefined;
      integerPart = parts.join("");
    } else {
      if (separator !== decimalSeparator && separator !== groupSeparator) return undefined;
      integerPart = parts[0]!;
      fractionPart = parts[1]!;
    }
  }
  if (!/^\d+$/.test(integerPart) || !/^\d*$/.test(fractionPart)) return undefined;
  const integer = integerPart.replace(/^0+(?=\d)/, "");
  const value = `${integer}${fractionPart ? `.${fractionPart}` : ""}`;
  return /^[0.]*$/.test(value) ? value : `${sign}${value}`;
}

/** Digits after the decimal point of a canonical decimal string. */
export function fractionDigits(value: string): number {
  const at = value.indexOf(".");
  return at < 0 ? 0 : value.length - at - 1;
}

/** A decimal string with at most two decimals as exact cents ("12.3" → 1230n). */
export function toCents(value: string): bigint {
  const negative = value.startsWith("-");
  const [integerPart = "0", fractionPart = ""] = value.replace(/^[+-]/, "").split(".");
  const cents = BigInt(integerPart || "0") * 100n + BigInt(fractionPart.slice(0, 2).padEnd(2, "0"));
  return negative ? -cents : cents;
}

/** Cents back to the API's decimal string (1230n → "12.30"). */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, "0");
  return `${negative ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** An API decimal ("1234.5") as the form shows it: "1.234,50" in German. */
export function formatAmountInput(value: string | null | undefined, locale: InputLocale): string {
  if (value === null || value === undefined || value === "") return "";
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value as unknown as number, // Intl formats decimal strings exactly
  );
}
