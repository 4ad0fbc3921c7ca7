import { defaultStringifySearch } from "@tanstack/react-router";

/** Search keys whose values are amounts kept as exact decimal text ("100.00"). */
const AMOUNT_KEYS = new Set(["minTotal", "maxTotal", "minAmount", "maxAmount"]);

/**
 * The router's search string, with amounts written as plain numbers (`?minTotal=100.5`) rather
 * than as quoted JSON strings (`?minTotal=%22100.50%22`), which the default would write for a
 * string that looks like a number. Reading them back is exact: amounts have at most 15 digits
 * (numeric(15,2)), which a number's shortest text reproduces, and the schemas turn the number
 * into decimal text with two places again (src/lib/searchParams.ts `amountParam`).
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    plain[key] =
      AMOUNT_KEYS.has(key) && typeof value === "string" && /^-?\d{1,13}(\.\d{1,2})?$/.test(value)
        ? Number(value)
        : value;
  }
  return defaultStringifySearch(plain);
}
