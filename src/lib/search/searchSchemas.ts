import * as z from "zod/mini";
import {
  amountParam,
  booleanParam,
  enumParam,
  isoDateParam,
  nonNegativeIntParam,
  optionalUuidParam,
  textParam,
  uuidListParam,
} from "../searchParams.ts";

// Search parameters of the routes (spec §2.1). Unknown keys are stripped, invalid values
// dropped; parsing never throws.

/** Routes that only take the client company: /, /upload, /faktoora. */
export const clientCompanySearchSchema = z.object({
  clientCompanyRowId: optionalUuidParam,
});
export type ClientCompanySearch = z.output<typeof clientCompanySearchSchema>;

export const bankingSearchSchema = z.object({
  clientCompanyRowId: optionalUuidParam,
  moneyAccountRowIds: uuidListParam,
  fromDate: isoDateParam,
  untilDate: isoDateParam,
  excludeMoneyCategoryRowIds: uuidListParam,
  moneyCategoryRowIds: uuidListParam,
  maxMatchedCount: nonNegativeIntParam,
  // Beyond the spec's list, for the page's own filters: text, direction, amount range (absolute
  // amounts), "matched" (minMatchedCount 1), the unclear preset and the open transaction.
  searchText: textParam(200),
  type: enumParam(["INCOMING", "OUTGOING"]),
  minAmount: amountParam,
  maxAmount: amountParam,
  minMatchedCount: nonNegativeIntParam,
  unclear: booleanParam,
  moneyTransactionRowId: optionalUuidParam,
});
export type BankingSearch = z.output<typeof bankingSearchSchema>;

/**
 * The router merges the raw search into the validated one ({ ...raw, ...validated }), so a
 * repaired value must be present as `undefined` to override the raw one. Every key of the
 * schema is therefore in the result; undefined ones vanish from URLs the router writes.
 */
export function parseWith<S extends z.ZodMiniObject>(schema: S, search: Record<string, unknown>): z.output<S> {
  const cleared = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, undefined]));
  return { ...cleared, ...schema.parse(search) };
}

export function parseClientCompanySearch(search: Record<string, unknown>): ClientCompanySearch {
  return parseWith(clientCompanySearchSchema, search);
}

export function parseBankingSearch(search: Record<string, unknown>): BankingSearch {
  return parseWith(bankingSearchSchema, search);
}
