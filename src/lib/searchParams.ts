import * as z from "zod/mini";
import { integerDigits, roundDecimal } from "./decimal.ts";

// Building blocks for route search schemas. Each one repairs instead of failing: a value
// that cannot be used is dropped (the page then behaves as if it was never given), so a
// hand-edited or outdated link never breaks a page. They use zod's tree-shakable "mini" API
// (the same zod 4 core): the routes parse their search with them before any page loads, and
// the full API would add its weight to every first screen (forms load it with their pages).

const uuid = z.pipe(
  z.guid(),
  z.transform((value: string) => value.toLowerCase()),
);

/** Any 8-4-4-4-12 hexadecimal UUID (PostgreSQL accepts every such value), lower-cased. */
export function isUuid(value: unknown): value is string {
  return uuid.safeParse(value).success;
}

/** A single UUID, or undefined. */
export const optionalUuidParam = z.catch(z.optional(uuid), undefined);

/** A list of UUIDs: accepts an array, one value or a comma-separated string; invalid entries
 * and duplicates are dropped; an empty result becomes undefined. */
export const uuidListParam = z.optional(
  z.transform((value: unknown): string[] | undefined => {
    const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [value];
    const ids = items
      .map((item) => (typeof item === "string" ? item.trim() : item))
      .filter(isUuid)
      .map((id) => id.toLowerCase());
    return ids.length > 0 ? [...new Set(ids)] : undefined;
  }),
);

/** A calendar date as ISO yyyy-mm-dd (impossible dates such as 2025-02-30 are dropped). */
export const isoDateParam = z.catch(z.optional(z.iso.date()), undefined);

/** A whole number ≥ 0, given as number or digits. */
export const nonNegativeIntParam = z.catch(
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value)),
      z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)),
    ),
  ),
  undefined,
);

/** One of the given values, or undefined. */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.optional(z.enum(values)), undefined);
}

/** A list of the given values (array, one value or comma-separated); unknown entries and
 * duplicates are dropped, the order kept; an empty result becomes undefined. */
export function enumListParam<const T extends readonly [string, ...string[]]>(values: T) {
  const allowed = new Set<string>(values);
  return z.optional(
    z.transform((value: unknown): T[number][] | undefined => {
      const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [value];
      const kept = items
        .map((item) => (typeof item === "string" ? item.trim() : item))
        .filter((item): item is T[number] => typeof item === "string" && allowed.has(item));
      return kept.length > 0 ? [...new Set(kept)] : undefined;
    }),
  );
}

/** true or false, also as the strings "true"/"false". */
export const booleanParam = z.catch(
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === "true" ? true : value === "false" ? false : value)),
      z.boolean(),
    ),
  ),
  undefined,
);

/** Free text up to `max` characters, trimmed; numbers (the router reads `?q=123` as one) become
 * their digits; empty text is dropped. */
export function textParam(max: number) {
  return z.catch(
    z.optional(
      z.pipe(
        z.transform((value: unknown) => (typeof value === "number" && Number.isFinite(value) ? String(value) : value)),
        z.string().check(z.trim(), z.minLength(1), z.maxLength(max)),
      ),
    ),
    undefined,
  );
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
export const amountParam = z.catch(
  z.optional(
    z.pipe(
      z.transform(amountText),
      z
        .pipe(
          z.string().check(z.regex(/^-?\d+(\.\d+)?$/)),
          z.transform((text: string) => roundDecimal(text, 2)),
        )
        .check(z.refine((amount: string) => integerDigits(amount) <= 13)),
    ),
  ),
  undefined,
);
