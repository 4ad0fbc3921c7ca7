/**
 * Numbers in invoice text: German (1.234,56), English (1,234.56) and Swiss (1'234.56) formats,
 * signs written before or after the number, currency symbols and codes next to it. Money is
 * kept as integer cents (bigint) and handed out as decimal strings with a dot ("1234.56");
 * nothing passes through floating point.
 */
import type { Decimal } from "../capture/types.ts";

/** Which character a document uses as decimal separator: "de" = comma, "en" = dot. */
export type DecimalStyle = "de" | "en";

export interface ParsedAmount {
  /** Decimal string with two decimals and a dot, e.g. "-1234.50". */
  value: Decimal;
  cents: bigint;
  /** ISO 4217 code if a currency symbol or code was attached. */
  currency?: string;
  /** True if the number had decimals, ",-" or an attached currency (reads as money). */
  moneyLike: boolean;
  /**
   * True when the reading depends on a guess: "1.234" or "1,234" without a known decimal
   * style (thousands separator assumed).
   */
  ambiguous: boolean;
}

/** Currency symbols and codes recognised next to amounts. */
const CURRENCY_TOKENS: Record<string, string> = {
  "€": "EUR",
  EUR: "EUR",
  EURO: "EUR",
  $: "USD",
  USD: "USD",
  US$: "USD",
  "£": "GBP",
  GBP: "GBP",
  CHF: "CHF",
  "SFR.": "CHF",
  "FR.": "CHF",
  SEK: "SEK",
  DKK: "DKK",
  NOK: "NOK",
  PLN: "PLN",
  CZK: "CZK",
  HUF: "HUF",
  JPY: "JPY",
  CAD: "CAD",
  AUD: "AUD",
};

/** Maps a currency symbol or code to ISO 4217, or undefined. */
export function currencyCode(token: string): string | undefined {
  return CURRENCY_TOKENS[token.trim().toUpperCase()];
}

const CURRENCY_SRC = String.raw`(?:EUR(?:O(?![a-z]))?|€|US\$|USD|\$|GBP|£|CHF|SFr\.|SEK|DKK|NOK|PLN|CZK|HUF)`;
const MINUS = "-−–";
const THOUSANDS_EXTRA = "'’\u00a0\u202f\u2009";

/**
 * Parses the number part of an amount (no currency, no sign): digits with separators.
 * Returns cents and whether the reading was a guess; undefined if it is not an amount with at
 * most 2 decimals.
 */
function parseUnsigned(
  raw: string,
  style: DecimalStyle | undefined,
): { cents: bigint; ambiguous: boolean; decimals: boolean } | undefined {
  let s = raw;
  let dashDecimals = false;
  // "12,-" / "12,--" / "12.-": whole amounts written the German way.
  const dash = /^(.*\d)[.,]-{1,2}$/.exec(s);
  if (dash) {
    s = dash[1]!;
    dashDecimals = true;
  }
  // Apostrophes and narrow/no-break spaces are thousands separators in every style.
  if (new RegExp(`[${THOUSANDS_EXTRA}]`).test(s)) {
    if (!new RegExp(`^\\d{1,3}(?:[${THOUSANDS_EXTRA}]\\d{3})+(?:[.,]\\d{1,2})?$`).test(s)) return undefined;
    s = s.replace(new RegExp(`[${THOUSANDS_EXTRA}]`, "g"), "");
  }
  // Plain spaces between groups of three ("1 234,56") when the whole string is the number.
  if (/ /.test(s)) {
    if (!/^\d{1,3}(?: \d{3})+(?:[.,]\d{1,2})?$/.test(s)) return undefined;
    s = s.replace(/ /g, "");
  }
  if (!/^\d[\d.,]*$/.test(s) || /[.,]$/.test(s)) return undefined;

  let intPart: string;
  let fracPart = "";
  let ambiguous = false;
  const hasDot = s.includes(".");
  const hasComma = s.includes(",");
  if (hasDot && hasComma) {
    const decimalSep = s.lastIndexOf(",") > s.lastIndexOf(".") ? "," : ".";
    const thousandsSep = decimalSep === "," ? "." : ",";
    const [int, frac, ...rest] = s.split(decimalSep);
    if (rest.length > 0 || int === undefined || frac === undefined) return undefined;
    if (!new RegExp(`^\\d{1,3}(?:\\${thousandsSep}\\d{3})+$`).test(int)) return undefined;
    intPart = int.split(thousandsSep).join("");
    fracPart = frac;
  } else if (hasDot || hasComma) {
    const sep = hasDot ? "." : ",";
    const parts = s.split(sep);
    const groupsOfThree = /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((p) => /^\d{3}$/.test(p));
    if (parts.length > 2) {
      if (!groupsOfThree) return undefined;
      intPart = parts.join("");
    } else if (parts[1]!.length === 3 && groupsOfThree) {
      // "1.234" / "1,234": thousands in the style whose decimal separator is the other one.
      const thousandsStyle: DecimalStyle = sep === "." ? "de" : "en";
      if (style !== undefined && style !== thousandsStyle) return undefined;
      ambiguous = style === undefined;
      intPart = parts.join("");
    } else if (parts[1]!.length <= 2) {
      intPart = parts[0]!;
      fracPart = parts[1]!;
    } else {
      return undefined;
    }
  } else {
    intPart = s;
  }
  if (!/^\d+$/.test(intPart) || !/^\d{0,2}$/.test(fracPart)) return undefined;
  if (intPart.length > 13) return undefined;
  const cents = BigInt(intPart) * 100n + BigInt((fracPart + "00").slice(0, 2));
  return { cents, ambiguous, decimals: fracPart.length > 0 || dashDecimals };
}

/** Formats integer cents as a decimal string with two decimals: -5n → "-0.05". */
export function formatCents(cents: bigint): Decimal {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const int = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${int}.${frac}`;
}

/** Parses a dot decimal string ("1234.5", "-3") to cents; undefined if it has more than 2 decimals. */
export function decimalToCents(value: Decimal): bigint | undefined {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return undefined;
  const cents = BigInt(m[2]!) * 100n + BigInt(((m[3] ?? "") + "00").slice(0, 2));
  return m[1] ? -cents : cents;
}

/**
 * Parses one amount given on its own, e.g. "1.234,56", "EUR 1.190,00", "-12,00", "12,00-",
 * "(12.00)", "€ 1,234.56", "1 234,56", "12,-". `style` resolves "1.234" / "1,234".
 */
export function parseAmount(text: string, style?: DecimalStyle): ParsedAmount | undefined {
  let s = text.trim().replace(/\s+/g, " ");
  let currency: string | undefined;
  const pre = new RegExp(`^(${CURRENCY_SRC})\\s?`, "i").exec(s);
  if (pre) {
    currency = currencyCode(pre[1]!);
    s = s.slice(pre[0].length);
  }
  const post = new RegExp(`\\s?(${CURRENCY_SRC})$`, "i").exec(s);
  if (post && !currency) {
    currency = currencyCode(post[1]!);
    s = s.slice(0, s.length - post[0].length);
  }
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  if (new RegExp(`^[${MINUS}]\\s?`).test(s)) {
    negative = !negative;
    s = s.replace(new RegExp(`^[${MINUS}]\\s?`), "");
  } else if (new RegExp(`\\d\\s?[${MINUS}]$`).test(s)) {
    negative = !negative;
    s = s.replace(new RegExp(`\\s?[${MINUS}]$`), "");
  }
  // A currency between sign and number: "- € 12,00".
  if (!currency) {
    const inner = new RegExp(`^(${CURRENCY_SRC})\\s?`, "i").exec(s);
    if (inner) {
      currency = currencyCode(inner[1]!);
      s = s.slice(inner[0].length);
    }
  }
  const parsed = parseUnsigned(s, style);
  if (!parsed) return undefined;
  const cents = negative ? -parsed.cents : parsed.cents;
  return {
    value: formatCents(cents),
    cents,
    ...(currency ? { currency } : {}),
    moneyLike: parsed.decimals || currency !== undefined,
    ambiguous: parsed.ambiguous,
  };
}

/** An amount found inside a line of text. */
export interface FoundAmount extends ParsedAmount {
  index: number;
  end: number;
}

// An amount inside running text: optional currency, optional sign, the number with German,
// English or Swiss separators, optional ",-", optional trailing minus, optional currency.
// Not part of a longer token (dates, ids, versions, percentages).
const AMOUNT_SRC =
  String.raw`(?<![\w.,/'’@-])` +
  `(?:(${CURRENCY_SRC})\\s?)?` +
  `([${MINUS}]\\s?)?` +
  `(?:(${CURRENCY_SRC})\\s?)?` +
  // Plain single spaces between groups of three only with decimals ("10 781,25"), French style.
  `(\\d{1,3}(?: \\d{3})+[.,]\\d{2}(?![\\d.,])|\\d{1,3}(?:[.,${THOUSANDS_EXTRA}]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)` +
  "([.,]-{1,2})?" +
  `([${MINUS}](?![\\d\\w]))?` +
  `(?:\\s?(${CURRENCY_SRC}))?` +
  String.raw`(?![\w%]|\s?%|[.,/:-]\d|'\d|\s?(?:Uhr|h\b|Stk|Std|kg|km|m²|qm|Tag|Monat|Jahr|x\b))`;

/**
 * All amounts in a line, left to right. Numbers that are parts of dates, identifiers,
 * percentages, times or quantities with units are skipped. A minus before or after the number
 * makes it negative; brackets do not (in invoice text they enclose asides).
 */
export function findAmounts(line: string, style?: DecimalStyle): FoundAmount[] {
  const out: FoundAmount[] = [];
  const re = new RegExp(AMOUNT_SRC, "giu");
  for (const m of line.matchAll(re)) {
    const [, cur1, sign, cur2, num, dash, trailing, cur3] = m;
    let text = (num ?? "") + (dash ?? "");
    // Brackets in running text are asides ("(10,50 €)"), not negative amounts.
    const negative = sign !== undefined || trailing !== undefined;
    const currency = cur1 ?? cur2 ?? cur3;
    if (currency) text = `${text} ${currency}`;
    const parsed = parseAmount(text, style);
    if (!parsed) continue;
    const cents = negative ? -parsed.cents : parsed.cents;
    // "1 234,56" with a plain space: the "234,56" may be the end of a larger amount.
    // "1 234,56" read whole: plain spaces also separate columns in running text.
    const spacedThousands =
      (/^\d{3}(?:[.,]\d{1,2})?$/.test(num ?? "") && /(?<![\d.,])\d{1,3} $/.test(line.slice(0, m.index))) ||
      / /.test(num ?? "");
    out.push({
      ...parsed,
      ambiguous: parsed.ambiguous || spacedThousands,
      cents,
      value: formatCents(cents),
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  return out;
}

/** A percentage found in a line ("19 %", "7%", "19,00 %", "7.5%"). */
export interface FoundPercent {
  /** Decimal string without trailing zeros: "19", "7.5". */
  rate: Decimal;
  index: number;
  end: number;
}

export function findPercents(line: string): FoundPercent[] {
  const out: FoundPercent[] = [];
  for (const m of line.matchAll(/(?<![\w.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?%/g)) {
    out.push({ rate: normalizeRate(m[1]!), index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** "19,00" → "19", "7.50" → "7.5", "0" → "0". */
export function normalizeRate(raw: string): Decimal {
  const s = raw.replace(",", ".");
  if (!s.includes(".")) return String(Number.parseInt(s, 10));
  const [int, frac] = s.split(".");
  const trimmed = frac!.replace(/0+$/, "");
  return `${Number.parseInt(int!, 10)}${trimmed ? `.${trimmed}` : ""}`;
}

/** Rate as basis points (hundredths of a percent): "19" → 1900n, "7.5" → 750n. */
export function rateToBasisPoints(rate: Decimal): bigint {
  const [int, frac = ""] = rate.split(".");
  return BigInt(int!) * 100n + BigInt((frac + "00").slice(0, 2));
}

/** VAT on a net amount at a rate, rounded half away from zero to the cent. */
export function vatOf(netCents: bigint, rate: Decimal): bigint {
  const bp = rateToBasisPoints(rate);
  const raw = netCents * bp;
  const sign = raw < 0n ? -1n : 1n;
  const abs = raw < 0n ? -raw : raw;
  return (sign * (abs + 5000n)) / 10000n;
}

/** Absolute difference of two cent amounts. */
export const centsDiff = (a: bigint, b: bigint): bigint => (a > b ? a - b : b - a);

/**
 * Which decimal separator a text uses, judged by amounts with two decimals: "de" if
 * "1,23"-style numbers dominate, "en" if "1.23"-style ones do, undefined if neither.
 */
export function detectDecimalStyle(text: string): DecimalStyle | undefined {
  const withoutDates = text.replace(/\d{1,4}[./-]\d{1,2}[./-]\d{2,4}/g, " ");
  const de = withoutDates.match(/(?<![\d.,])(?:\d{1,3}(?:\.\d{3})+|\d+),\d{2}(?!\d|[.,]\d)/g)?.length ?? 0;
  const en = withoutDates.match(/(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2}(?!\d|[.,]\d)/g)?.length ?? 0;
  if (de === 0 && en === 0) return undefined;
  if (de >= 2 * en) return "de";
  if (en >= 2 * de) return "en";
  return undefined;
}
