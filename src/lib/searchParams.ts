import { integerDigits, roundDecimal } from "./decimal.ts";

// Building blocks for route search parsers. Each one repairs instead of failing: a value that
// cannot be used is dropped (the page then behaves as if it was never given), so a hand-edited
// or outdated link never breaks a page. They are plain functions, not zod schemas: the routes
// parse their search before any page loads, so whatever they use is on every first screen
// (forms bring zod with their pages).

/** A search parameter's parser: the repaired value, or undefined when there is none. */
export type SearchParam<T> = (value: unknown) => T | undefined;
/** A route's search parameters, by key. */
export type SearchShape = Record<string, SearchParam<unknown>>;
/** What a shape parses to: every key is optional (parseSearch sets each, undefined when missing
 * or dropped; links may leave them out). */
export type SearchOf<S extends SearchShape> = { [K in keyof S]?: ReturnType<S[K]> };

/**
 * Parses a search with a shape: unknown keys are dropped, every key of the shape is in the
 * result. The router merges the raw search into the validated one ({ ...raw, ...validated }),
 * so a repaired value must be present as `undefined` to override the raw one; undefined ones
 * vanish from URLs the router writes.
 */
export function parseSearch<S extends SearchShape>(shape: S, search: Record<string, unknown>): SearchOf<S> {
  const parsed: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) parsed[key] = shape[key]!(search[key]);
  return parsed as SearchOf<S>;
}

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Any 8-4-4-4-12 hexadecimal UUID (PostgreSQL accepts every such value). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** A single UUID, lower-cased, or undefined. */
export const optionalUuidParam: SearchParam<string> = (value) => (isUuid(value) ? value.toLowerCase() : undefined);

/** The items of a list parameter: an array, one value or a comma-separated string, trimmed. */
function listItems(value: unknown): unknown[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [value];
  return items.map((item) => (typeof item === "string" ? item.trim() : item));
}

/** A list of UUIDs: accepts an array, one value or a comma-separated string; invalid entries
 * and duplicates are dropped; an empty result becomes undefined. */
export const uuidListParam: SearchParam<string[]> = (value) => {
  if (value === undefined) return undefined;
  const ids = listItems(value)
    .filter(isUuid)
    .map((id) => id.toLowerCase());
  return ids.length > 0 ? [...new Set(ids)] : undefined;
};

// yyyy-mm-dd of a date that exists (29 February only in leap years).
const ISO_DATE =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$/;

/** A calendar date as ISO yyyy-mm-dd (impossible dates such as 2025-02-30 are dropped). */
export const isoDateParam: SearchParam<string> = (value) =>
  typeof value === "string" && ISO_DATE.test(value) ? value : undefined;

/** A whole number from `min` to `max`, given as number or digits. */
export function intParam(min: number, max: number): SearchParam<number> {
  return (value) => {
    const number = typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    return typeof number === "number" && Number.isSafeInteger(number) && number >= min && number <= max
      ? number
      : undefined;
  };
}

/** A whole number ≥ 0, given as number or digits. */
export const nonNegativeIntParam: SearchParam<number> = intParam(0, Number.MAX_SAFE_INTEGER);

/** One of the given values, or undefined. */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T): SearchParam<T[number]> {
  return (value) => (values.includes(value as string) ? (value as T[number]) : undefined);
}

/** A list of the given values (array, one value or comma-separated); unknown entries and
 * duplicates are dropped, the order kept; an empty result becomes undefined. */
export function enumListParam<const T extends readonly [string, ...string[]]>(values: T): SearchParam<T[number][]> {
  const allowed = new Set<string>(values);
  return (value) => {
    if (value === undefined) return undefined;
    const kept = listItems(value).filter((item): item is T[number] => typeof item === "string" && allowed.has(item));
    return kept.length > 0 ? [...new Set(kept)] : undefined;
  };
}

/** true or false, also as the strings "true"/"false". */
export const booleanParam: SearchParam<boolean> = (value) =>
  value === true || value === "true" ? true : value === false || value === "false" ? false : undefined;

/** Free text up to `max` characters, trimmed; numbers (the router reads `?q=123` as one) become
 * their digits; empty text is dropped. */
export function textParam(max: number): SearchParam<string> {
  return (value) => {
    const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
    if (typeof text !== "string") return undefined;
    const trimmed = text.trim();
    return trimmed.length >= 1 && trimmed.length <= max ? trimmed : undefined;
  };
}

/** A link's amount as exact decimal text: a number (the router reads `?minTotal=12.5` as one)
 * becomes its shortest decimal, which is the typed text for anything numeric(15,2) holds. */
function amountText(value: unknown): unknown {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === "string" ? value.trim() : value;
}

/** An amount in currency units (number or decimal text with a point) as a decimal string
 * rounded half away from zero to cents ("12.345" → "12.35", 10.5 → "10.50"), limited to what
 * numeric(15,2) holds; never a binary float. */
export const amountParam: SearchParam<string> = (value) => {
  const text = amountText(value);
  if (typeof text !== "string" || !/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  const amount = roundDecimal(text, 2);
  return integerDigits(amount) <= 13 ? amount : undefined;
};
