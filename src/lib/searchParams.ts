import { z } from "zod";

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
