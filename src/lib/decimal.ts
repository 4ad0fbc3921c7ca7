/**
 * The one decimal module, for the server and the SPA alike: exact arithmetic on decimal strings
 * ("1234.56", "-0.5", "19") for money, rates and quantities. Money is never a binary float. Values are held as a BigInt count of 10^-scale units, so nothing passes through
 * floating point: 0.1 + 0.2 is exactly 0.3 here.
 *
 * Inputs are plain XML/JSON decimals: an optional sign, digits, an optional dot and fraction
 * ("100", "100.0", ".5", "-3."). No exponents, no thousands separators, no comma decimals;
 * parse localised text elsewhere first. Functions that compute throw a TypeError on input that
 * is not a decimal (a programming error: validate with `isDecimal`/`normalizeDecimal` first).
 */

/** value = units / 10^scale */
interface Scaled {
  units: bigint;
  scale: number;
}

/** Longer inputs are refused: no real amount has 60 digits, and it bounds the BigInt work. */
const MAX_LENGTH = 60;
const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?$/;

function parse(value: string): Scaled | undefined {
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_LENGTH) return undefined;
  const m = DECIMAL_RE.exec(trimmed);
  if (!m) return undefined;
  const intPart = m[2] ?? "";
  const fracPart = m[3] ?? "";
  if (intPart === "" && fracPart === "") return undefined;
  const magnitude = BigInt((intPart || "0") + fracPart);
  return { units: m[1] === "-" ? -magnitude : magnitude, scale: fracPart.length };
}

function parseOrThrow(value: string): Scaled {
  const parsed = parse(value);
  if (!parsed) throw new TypeError(`Not a decimal: ${JSON.stringify(value)}`);
  return parsed;
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

function rescale(a: Scaled, scale: number): Scaled {
  return scale <= a.scale ? a : { units: a.units * pow10(scale - a.scale), scale };
}

function format({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const intPart = digits.slice(0, digits.length - scale);
  const fracPart = digits.slice(digits.length - scale);
  return (negative ? "-" : "") + intPart + (scale > 0 ? `.${fracPart}` : "");
}

/** Drops trailing fraction zeros, keeping at least `minScale` decimals. */
function trim(a: Scaled, minScale: number): Scaled {
  let { units, scale } = a;
  while (scale > minScale && units % 10n === 0n) {
    units /= 10n;
    scale--;
  }
  return rescale({ units, scale }, minScale);
}

/** Rounds half away from zero ("kaufmännisch gerundet"), as EN 16931 and §14 UStG practice expect. */
function round(a: Scaled, places: number): Scaled {
  if (a.scale <= places) return rescale(a, places);
  const divisor = pow10(a.scale - places);
  let quotient = a.units / divisor; // truncates toward zero
  const remainder = a.units % divisor;
  const absRemainder = remainder < 0n ? -remainder : remainder;
  if (absRemainder * 2n >= divisor) quotient += a.units < 0n ? -1n : 1n;
  return { units: quotient, scale: places };
}

/** True when `value` is a plain decimal this module can compute with. */
export function isDecimal(value: string): boolean {
  return parse(value) !== undefined;
}

/**
 * The canonical form of a decimal, or undefined if it is none: no "+" sign, no leading zeros,
 * trailing fraction zeros dropped down to `minScale` decimals ("19.00" → "19" with 0,
 * "100" → "100.00" and "9.9000" → "9.90" with 2). Never rounds.
 */
export function normalizeDecimal(value: string, minScale = 0): string | undefined {
  const parsed = parse(value);
  return parsed && format(trim(parsed, minScale));
}

/** A money amount: canonical with at least two decimals ("100" → "100.00"). */
export const normalizeAmount = (value: string): string | undefined => normalizeDecimal(value, 2);

/** A percentage rate: canonical without needless decimals ("19.00" → "19", "5.50" → "5.5"). */
export const normalizeRate = (value: string): string | undefined => normalizeDecimal(value, 0);

/** Exact sum; the result has as many decimals as the most precise operand. "0" for no operands. */
export function addDecimals(...values: string[]): string {
  let sum: Scaled = { units: 0n, scale: 0 };
  for (const value of values) {
    const v = parseOrThrow(value);
    const scale = Math.max(sum.scale, v.scale);
    sum = { units: rescale(sum, scale).units + rescale(v, scale).units, scale };
  }
  return format(sum);
}

/** Exact difference a − b. */
export function subtractDecimals(a: string, b: string): string {
  return addDecimals(a, negateDecimal(b));
}

/** Exact product. */
export function multiplyDecimals(a: string, b: string): string {
  const x = parseOrThrow(a);
  const y = parseOrThrow(b);
  return format({ units: x.units * y.units, scale: x.scale + y.scale });
}

/** a ÷ b rounded half away from zero to `places` decimals. Throws RangeError when b is zero. */
export function divideDecimals(a: string, b: string, places: number): string {
  const x = parseOrThrow(a);
  const y = parseOrThrow(b);
  if (y.units === 0n) throw new RangeError("Division by zero");
  // x/y = (xu / 10^xs) / (yu / 10^ys): truncate to one guard digit beyond `places`, then round
  // on that digit. Truncation is safe: a guard digit of 5 with anything after it rounds away from
  // zero anyway, and below 5 the true value is below the half.
  const shift = places + 1 + y.scale - x.scale;
  let numerator = x.units;
  let denominator = y.units;
  if (shift >= 0) numerator *= pow10(shift);
  else denominator *= pow10(-shift);
  const quotient = numerator / denominator;
  return format(round({ units: quotient, scale: places + 1 }, places));
}

/** Rounds half away from zero to `places` decimals, padding with zeros ("2.5" → "3", "1" → "1.00" with 2). */
export function roundDecimal(value: string, places: number): string {
  return format(round(parseOrThrow(value), places));
}

/** −1, 0 or 1 as a < b, a = b, a > b (numerically: "1.0" equals "1"). */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const diff = parseOrThrow(subtractDecimals(a, b)).units;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

export const decimalsEqual = (a: string, b: string): boolean => compareDecimals(a, b) === 0;

export function isZeroDecimal(value: string): boolean {
  return parseOrThrow(value).units === 0n;
}

export function negateDecimal(value: string): string {
  const v = parseOrThrow(value);
  return format({ units: -v.units, scale: v.scale });
}

export function absDecimal(value: string): string {
  const v = parseOrThrow(value);
  return format({ units: v.units < 0n ? -v.units : v.units, scale: v.scale });
}

/** `percent` % of `base`, rounded to `places` decimals (VAT of a taxable amount: places 2). */
export function percentOf(base: string, percent: string, places = 2): string {
  const product = parseOrThrow(multiplyDecimals(base, percent));
  return format(round({ units: product.units, scale: product.scale + 2 }, places));
}

/** Digits after the decimal point of a canonical decimal string. */
export function fractionDigits(value: string): number {
  const at = value.indexOf(".");
  return at < 0 ? 0 : value.length - at - 1;
}

/** Digits before the decimal point (without sign). */
export function integerDigits(value: string): number {
  return value.replace(/^[+-]/, "").split(".")[0]!.length;
}

/** The value in units of 10^-scale as an exact integer ("12.3", 2 → 1230n); more decimals
 * than the scale are rounded half away from zero. */
export function toUnits(value: string, scale: number): bigint {
  return round(parseOrThrow(value), scale).units;
}

/** Exact units of 10^-scale back to a decimal string (1230n, 2 → "12.30"). */
export function fromUnits(units: bigint, scale: number): string {
  return format({ units, scale });
}

/** A decimal string as exact cents ("12.3" → 1230n, "1.005" → 101n). */
export const toCents = (value: string): bigint => toUnits(value, 2);

/** Cents back to a decimal string (1230n → "12.30"). */
export const fromCents = (cents: bigint): string => fromUnits(cents, 2);

/** Whether two decimal strings (or nulls) denote the same number ("1000.00" = "1000"). */
export function sameDecimal(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  return decimalsEqual(a, b);
}

/** An invoice line: quantity × unit price × (1 − discount %), rounded half away from zero to
 * cents. */
export function lineTotal(quantity: string, unitPrice: string, discountPercent = "0"): string {
  return percentOf(multiplyDecimals(quantity, unitPrice), subtractDecimals("100", discountPercent), 2);
}
