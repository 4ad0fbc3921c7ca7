import { z } from "zod";

// The matching engine's check results as stored on links and suggestions (JSON columns):
// links carry [{check, passed, score, detail}], suggestions [{documentRowId, checks: […]}]
// (documentRowId null: a combination's own checks) and allocations [{documentRowId, amount}].
// Read at the edge with zod: what does not fit is left out instead of breaking the drawer.

export const MATCH_CHECK_NAMES = [
  "TOTAL",
  "IBAN",
  "NUMBER_IN_PURPOSE",
  "DATE",
  "INVOICE_DATE_IN_PURPOSE",
  "PARTNER_NAME",
  "END_TO_END_ID",
] as const;
export type MatchCheckName = (typeof MATCH_CHECK_NAMES)[number];

const text = z.string().nullish().catch(null);
const number = z.number().finite().nullish().catch(null);

const detailSchema = z
  .looseObject({
    kind: z.string().catch("UNKNOWN"),
    expected: z
      .union([z.string(), z.array(z.string())])
      .nullish()
      .catch(null),
    actual: text,
    discount: text,
    discountExpired: z.boolean().optional().catch(undefined),
    exceedsOpenAmount: z.boolean().optional().catch(undefined),
    partialKeyword: z.boolean().optional().catch(undefined),
    field: text,
    matchedText: text,
    reference: text,
    days: number,
    similarity: number,
    passedInvoiceIds: z.array(z.string()).optional().catch(undefined),
    invoiceCount: number,
    endToEndId: text,
  })
  .catch({ kind: "UNKNOWN" });
export type MatchCheckDetail = z.output<typeof detailSchema>;

const checkSchema = z.object({
  check: z.enum(MATCH_CHECK_NAMES),
  passed: z.boolean(),
  score: z.number().finite().min(0).max(1).catch(0),
  detail: detailSchema.optional().transform((detail) => detail ?? { kind: "UNKNOWN" }),
});
export type MatchCheck = z.output<typeof checkSchema>;

/** Valid entries of a list; anything else is dropped. */
function listOf<T extends z.ZodType>(item: T, value: unknown): z.output<T>[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = item.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A link's checks. */
export function parseLinkChecks(value: unknown): MatchCheck[] {
  return listOf(checkSchema, value);
}

const documentChecksSchema = z.object({
  documentRowId: z.string().nullable(),
  checks: z.unknown().transform((checks) => parseLinkChecks(checks)),
});
export type DocumentChecks = z.output<typeof documentChecksSchema>;

/** A suggestion's checks, per document (documentRowId null: about the whole combination). */
export function parseSuggestionChecks(value: unknown): DocumentChecks[] {
  return listOf(documentChecksSchema, value);
}

const allocationSchema = z.object({
  documentRowId: z.string(),
  amount: z.union([z.string(), z.number()]).transform((amount) => String(amount)),
});
export type Allocation = z.output<typeof allocationSchema>;

export function parseAllocations(value: unknown): Allocation[] {
  return listOf(allocationSchema, value);
}

/** A score (0…1, decimal string or number) as a whole percentage. */
export function scorePercent(score: string | number | null | undefined): number | null {
  if (score === null || score === undefined || score === "") return null;
  const value = Number(score);
  return Number.isFinite(value) ? Math.round(Math.min(1, Math.max(0, value)) * 100) : null;
}
