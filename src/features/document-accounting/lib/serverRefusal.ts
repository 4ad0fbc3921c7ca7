// A refused save, read from setAccountingItems' coded error: the code, and the form field it
// is about (`extensions.field` in the API's spelling, `position` the 1-based item).
import { isGraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";

const ROW_FIELDS = new Set([
  "title",
  "bookingType",
  "amount",
  "amountType",
  "generalLedgerAccountRowId",
  "valueAddedTaxRowId",
  "valueAddedTaxPercentage",
  "costCenters",
  "costUnits",
]);

export interface AccountingRefusal {
  code: string;
  /** "items.1.amountType" when the refusal names a field of an item; null for the whole form. */
  path: `items.${number}.${string}` | null;
}

export function accountingRefusalOf(error: unknown): AccountingRefusal {
  if (!isGraphQLRequestError(error)) return { code: "UNKNOWN", path: null };
  const extensions = error.errors[0]?.extensions ?? {};
  const code = error.code ?? "UNKNOWN";
  const position = extensions.position;
  const field = extensions.field;
  if (typeof position === "number" && position >= 1 && typeof field === "string" && ROW_FIELDS.has(field))
    return { code, path: `items.${position - 1}.${field}` };
  return { code, path: null };
}

/** The accounting tab's refusals have their texts under documentAccounting.refusals, with
 * its own generic text. */
export const ACCOUNTING_REFUSAL_TEXTS = {
  feature: "documentAccounting.refusals",
  fallback: "documentAccounting.refusals.UNKNOWN",
} as const;
