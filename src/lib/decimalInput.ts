// Numbers as people type them in a German (or English) form, and API decimals shown in a form.
// The arithmetic on decimal strings lives in decimal.ts.
import { intlLocale } from "./intlLocale.ts";

export type InputLocale = "de" | "en";

/** The number and date conventions of an interface language (German unless English). */
export function inputLocaleOf(language: string | undefined): InputLocale {
  return language?.startsWith("en") ? "en" : "de";
}

const GROUPED = (separator: string) => new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`);

/**
 * Reads a typed number: "1.234,56", "1234,56" and "1234.56" in German (English: "1,234.56",
 * "1234.56", "1234,56"); spaces, apostrophes and a trailing € or % are ignored. With both
 * separators the last one is the decimal separator. A lone grouping separator followed by
 * exactly three digits groups thousands ("1.234" is 1234 in German), otherwise it is the
 * decimal point ("1234.5"). Answers the canonical decimal string ("-1234.56"), null for an
 * empty input and undefined for text that is no number.
 */
export function parseDecimalInput(text: string, locale: InputLocale = "de"): string | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f']/g, "").replace(/[€%]$/, "");
  if (compact === "") return null;
  const match = /^([+-]?)([\d.,]+)$/.exec(compact);
  if (!match) return undefined;
  const negative = match[1] === "-";
  const body = match[2]!;
  const decimalSeparator = locale === "de" ? "," : ".";
  const groupSeparator = locale === "de" ? "." : ",";
  let integerPart = body;
  let fractionPart = "";
  let grouping: string | null = null;

  const count = (separator: string) => body.split(separator).length - 1;
  const decimals = count(decimalSeparator);
  const groups = count(groupSeparator);
  if (decimals > 0 && groups > 0) {
    // Both: the last one separates the decimals, the other groups thousands.
    const decimalAt = Math.max(body.lastIndexOf(decimalSeparator), body.lastIndexOf(groupSeparator));
    const separator = body[decimalAt]!;
    grouping = separator === decimalSeparator ? groupSeparator : decimalSeparator;
    if (count(separator) > 1) return undefined;
    integerPart = body.slice(0, decimalAt);
    fractionPart = body.slice(decimalAt + 1);
  } else if (decimals + groups > 0) {
    const separator = decimals > 0 ? decimalSeparator : groupSeparator;
    const at = body.indexOf(separator);
    const after = body.slice(at + 1);
    const before = body.slice(0, at);
    const isGrouping =
      decimals + groups > 1 || (separator === groupSeparator && /^\d{3}$/.test(after) && /^[1-9]\d{0,2}$/.test(before));
    if (isGrouping) {
      grouping = separator;
    } else {
      integerPart = before;
      fractionPart = after;
    }
  }
  if (grouping !== null) {
    if (!GROUPED(grouping).test(integerPart)) return undefined;
    integerPart = integerPart.split(grouping).join("");
  }
  if (!/^\d*$/.test(integerPart) || !/^\d*$/.test(fractionPart)) return undefined;
  if (integerPart === "" && fractionPart === "") return undefined;
  return canonicalDecimal(`${negative ? "-" : ""}${integerPart || "0"}${fractionPart ? `.${fractionPart}` : ""}`);
}

/** "-0012.50" → "-12.50": no leading zeros, no negative zero; the decimals are kept. */
function canonicalDecimal(value: string): string {
  const negative = value.startsWith("-");
  const [integerPart = "0", fractionPart] = value.replace(/^[+-]/, "").split(".");
  const integer = integerPart.replace(/^0+(?=\d)/, "");
  const isZero = /^0*$/.test(integer) && /^0*$/.test(fractionPart ?? "");
  return `${negative && !isZero ? "-" : ""}${integer}${fractionPart ? `.${fractionPart}` : ""}`;
}

/** An API decimal ("1234.5") as the form shows it ("1.234,50" in German); at least
 * `minimumFractionDigits`, at most `maximumFractionDigits` decimals. */
export function formatDecimalInput(
  value: string | null | undefined,
  locale: InputLocale,
  minimumFractionDigits = 0,
  maximumFractionDigits = 8,
): string {
  if (value === null || value === undefined || value === "") return "";
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits,
    maximumFractionDigits: Math.max(minimumFractionDigits, maximumFractionDigits),
  }).format(value as unknown as number); // Intl formats decimal strings exactly
}

// Money: amounts with at most two decimals, as the accounting tab, the payment tab and the
// banking page take them. They are decimals like any other; these name the money cases.

/** Reads a typed amount ("1.234,56 €"): parseDecimalInput. */
export const parseAmountInput = parseDecimalInput;

/** An API amount ("1234.5") as the form shows it: "1.234,50" in German. */
export function formatAmountInput(value: string | null | undefined, locale: InputLocale): string {
  return formatDecimalInput(value, locale, 2, 2);
}
