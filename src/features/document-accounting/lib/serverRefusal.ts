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

/** Codes the documentAccounting namespace has a text for (others get the general one). */
export const KNOWN_REFUSAL_CODES = new Set([
  "ACCOUNTING_TAB_EDIT_FORBIDDEN",
  "DOCUMENT_NOT_FOUND",
  "DOCUMENT_SUPERSEDED",
  "DOCUMENT_IN_PREVENT_EDIT_WORKFLOW_STEP",
  "DOCUMENT_EXPORTED_FOR_BOOKING",
  "TOO_MANY_ACCOUNTING_ITEMS",
  "ACCOUNTING_ITEM_VALUE_REQUIRED",
  "ACCOUNTING_ITEM_TITLE_TOO_LONG",
  "ACCOUNTING_ITEM_AMOUNT_NOT_POSITIVE",
  "GENERAL_LEDGER_ACCOUNT_NOT_FOUND",
  "GENERAL_LEDGER_ACCOUNT_DISABLED",
  "VALUE_ADDED_TAX_NOT_FOUND",
  "AMOUNT_TYPE_MUST_BE_NET",
  "VALUE_ADDED_TAX_PERCENTAGE_NOT_ALLOWED",
  "COST_CENTERS_DISABLED",
  "SINGLE_COST_CENTER_PER_ACCOUNTING_ITEM",
  "COST_CENTER_NOT_FOUND",
  "COST_CENTER_DUPLICATE",
  "COST_CENTER_AMOUNTS_DO_NOT_ADD_UP",
  "COST_UNITS_DISABLED",
  "SINGLE_COST_UNIT_PER_ACCOUNTING_ITEM",
  "COST_UNIT_NOT_FOUND",
  "COST_UNIT_DUPLICATE",
  "COST_UNIT_AMOUNTS_DO_NOT_ADD_UP",
]);
