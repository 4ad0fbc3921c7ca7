// A refused save, read from the server's coded GraphQL error: which code, and which input of
// the form it is about (the server names it in `extensions.field`, in the API's spelling; a
// check constraint names the column instead).
import { isGraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { type BookkeepingRefusalCode, isBookkeepingRefusal } from "./bookkeepingRefusals.ts";

export interface ServerRefusal {
  code: string;
  /** The form field the refusal is about (e.g. "total", "items.1.title"), if the form has it. */
  field: string | null;
}

const snakeToCamel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The API field a check constraint guards: invoices_invoice_number_check → invoiceNumber. */
function fieldOfConstraint(constraint: unknown): string | null {
  if (typeof constraint !== "string") return null;
  const match = /^(?:invoices|other_documents|invoice_items)_([a-z0-9_]+?)_check$/.exec(constraint);
  if (!match) return null;
  return snakeToCamel(match[1]!.replace(/_id$/, "_row_id")).replace(/35a/g, "35A");
}

/**
 * The refusal of a failed mutation. `formFields` are the form's field names; a refusal about
 * another input (or about none) is shown for the whole form. Item refusals (with a 1-based
 * `position`) land on that line's title, the field the database requires.
 */
export function serverRefusalOf(error: unknown, formFields: ReadonlySet<string>): ServerRefusal {
  if (!isGraphQLRequestError(error)) return { code: "UNKNOWN", field: null };
  const extensions = error.errors[0]?.extensions ?? {};
  const code = error.code ?? "UNKNOWN";
  const position = typeof extensions.position === "number" ? extensions.position : null;
  if (extensions.field === "items" && position !== null && position >= 1)
    return { code, field: `items.${position - 1}.title` };
  const field = typeof extensions.field === "string" ? extensions.field : fieldOfConstraint(extensions.constraint);
  return { code, field: field && formFields.has(field) ? field : null };
}

/** Codes the documentReview namespace has a text for (others get the general one). */
export const KNOWN_REFUSAL_CODES = [
  "INVOICE_TOTALS_DO_NOT_ADD_UP",
  "INVALID_IBAN",
  "INVOICE_DATE_OUT_OF_RANGE",
  "DUE_DATE_BEFORE_INVOICE_DATE",
  "DISCOUNT_DATE_BEFORE_INVOICE_DATE",
  "DISCOUNT_AMOUNT_OUT_OF_RANGE",
  "CLAUSE_35A_EXCEEDS_TOTAL",
  "CLAUSE_35A_NET_EXCEEDS_TOTAL",
  "CREDIT_MEMO_FOR_ITSELF",
  "CREDIT_MEMO_TARGET_NOT_AN_INVOICE",
  "LOCATION_OF_ANOTHER_PARTNER",
  "INTERNAL_NUMBER_EDIT_DISABLED",
  "DOCUMENT_SUPERSEDED",
  "DOCUMENT_IN_PREVENT_EDIT_WORKFLOW_STEP",
  "DOCUMENT_CHANGE_FORBIDDEN",
  "DOCUMENT_NOT_FOUND",
  "DOCUMENT_DATE_OUT_OF_RANGE",
  "RESUBMISSION_DATE_OUT_OF_RANGE",
  "EXPIRY_DATE_OUT_OF_RANGE",
  "CONTACT_USER_NOT_A_MEMBER",
  "INVOICE_ITEM_TITLE_REQUIRED",
  "TOO_MANY_INVOICE_ITEMS",
  "INVOICE_FIELD_UNKNOWN",
  "INVOICE_FIELD_INVALID",
  "CATEGORY_NOT_FOUND",
  "CATEGORY_OF_ANOTHER_DOCUMENT_TYPE",
  "INVALID_FIELD_NAMES",
  "FORBIDDEN",
  "INVALID_VALUE",
  "INVALID_FORMAT",
  "VALUE_TOO_LONG",
  "REFERENCE_NOT_FOUND",
  "NETWORK_ERROR",
  "NOT_SAVED",
] as const;

export type KnownRefusalCode = (typeof KNOWN_REFUSAL_CODES)[number];

/** The translation key of a refusal's text (tags, objects and partner accounts: bookkeeping). */
export function refusalMessageKey(
  code: string,
):
  | `documentReview.refusals.${KnownRefusalCode}`
  | `bookkeeping.refusals.${BookkeepingRefusalCode}`
  | "documentReview.refusals.unknown" {
  if (isBookkeepingRefusal(code)) return `bookkeeping.refusals.${code}`;
  return (KNOWN_REFUSAL_CODES as readonly string[]).includes(code)
    ? `documentReview.refusals.${code as KnownRefusalCode}`
    : "documentReview.refusals.unknown";
}
