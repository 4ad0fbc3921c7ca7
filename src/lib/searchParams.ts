import { z } from "zod";
import { integerDigits, roundDecimal } from "./decimal.ts";

// Building blocks for route search schemas. Each one repairs instead of failing: a value
// that cannot be used is dropped (the page then behaves as if it was never given), so a
// hand-edited or outdated link never breaks a page.

const uuid = z.guid().transform((value) => value.toLowerCase());

/** Any 8-4-4-4-12 hexadecimal UUID (PostgreSQL accepts every such value), lower-cased. */
export function isUuid(value: unknown): value is string {
  return uuid.safeParse(value).success;
}

/** A single UUID, or undefined. */
export const optionalUuidParam = uuid.optional().catch(undefined);

/** A list of UUIDs: accepts an array, one value or a comma-separated string; invalid entries
 * and duplicates are dropped; an empty result becomes undefined. */
export const uuidListParam = z
  .unknown()
  .transform((value): string[] | undefined => {
    const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [value];
    const ids = items
      .map((item) => (typeof item === "string" ? item.trim() : item))
      .filter(isUuid)
      .map((id) => id.toLowerCase());
    return ids.length > 0 ? [...new Set(ids)] : undefined;
  })
  .optional();

/** A calendar date as ISO yyyy-mm-dd (impossible dates such as 2025-02-30 are dropped). */
export const isoDateParam = z.iso.date().optional().catch(undefined);

/** A whole number ≥ 0, given as number or digits. */
export const nonNegativeIntParam = z
  .preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  )
  .optional()
  .catch(undefined);

/** One of the given values, or undefined. */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).optional().catch(undefined);
}

/** A list of the given values (array, one value or comma-separated); unknown entries and
 * duplicates are dropped, the order kept; an empty result becomes undefined. */
export function enumListParam<const T extends readonly [string, ...string[]]>(values: T) {
  const allowed = new Set<string>(values);
  return z
    .unknown()
    .transform((value): T[number][] | undefined => {
      const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [value];
      const kept = items
        .map((item) => (typeof item === "string" ? item.trim() : item))
        .filter((item): item is T[number] => typeof item === "string" && allowed.has(item));
      return kept.length > 0 ? [...new Set(kept)] : undefined;
    })
    .optional();
}

/** true or false, also as the strings "true"/"false". */
export const booleanParam = z
  .preprocess((value) => (value === "true" ? true : value === "false" ? false : value), z.boolean())
  .optional()
  .catch(undefined);

/** Free text up to `max` characters, trimmed; numbers (the router reads `?q=123` as one) become
 * their digits; empty text is dropped. */
export function textParam(max: number) {
  return z
    .preprocess(
      (value) => (typeof value === "number" && Number.isFinite(value) ? String(value) : value),
      z
        .string()
        .transform((text) => text.trim())
        .pipe(z.string().min(1).max(max)),
    )
    .optional()
    .catch(undefined);
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
export const amountParam = z
  .preprocess(
    amountText,
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform((text) => roundDecimal(text, 2))
      .refine((amount) => integerDigits(amount) <= 13),
  )
  .optional()
  .catch(undefined);
