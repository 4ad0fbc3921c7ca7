// A refused save, read from the server's coded GraphQL error: which code, and which input of
// the form it is about (the server names it in `extensions.field`, in the API's spelling; a
// check constraint names the column instead).
import { isGraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import i18next, { type TFunction } from "i18next";
import { codeText, errorCodeKey } from "../../../relay/errorText.ts";

export interface ServerRefusal {
  code: string;
  /** The form field the refusal is about (e.g. "total", "items.1.title"), if the form has it. */
  field: string | null;
  /** The refused constraint (its message in `constraints.<name>` says more than the code). */
  constraint?: string;
}

/** Constraints over several columns, and the input a person corrects. */
const CONSTRAINT_FIELDS: Record<string, string> = {
  // A credit memo's net, VAT and total are stated without minus sign; the total is what the
  // person sees first.
  invoices_credit_memo_amounts_check: "total",
};

const snakeToCamel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The API field a check constraint guards: invoices_invoice_number_check → invoiceNumber. */
function fieldOfConstraint(constraint: unknown): string | null {
  if (typeof constraint !== "string") return null;
  if (CONSTRAINT_FIELDS[constraint]) return CONSTRAINT_FIELDS[constraint];
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
  return {
    code,
    field: field && formFields.has(field) ? field : null,
    ...(typeof extensions.constraint === "string" ? { constraint: extensions.constraint } : {}),
  };
}

/** Codes that say only "a value is not valid": the refused constraint's own message says more. */
const GENERIC_CODES = new Set(["INVALID_VALUE", "VALUE_REQUIRED", "REFERENCE_NOT_FOUND", "INVALID_FORMAT"]);

/** The translation key of a refusal: the refused constraint's message for a generic code (when
 * it has one), else the text for its code (see refusalMessageKey). */
export function refusalKeyOf(refusal: ServerRefusal, ...sectionGroups: string[]): string {
  const constraintKey = refusal.constraint ? `constraints.${refusal.constraint}` : null;
  if (constraintKey && GENERIC_CODES.has(refusal.code) && i18next.exists(constraintKey)) return constraintKey;
  return refusalMessageKey(refusal.code, ...sectionGroups);
}

/** Where the review's refusals have their texts (tags, objects and partner accounts:
 * bookkeeping), and its generic one. */
const REVIEW_REFUSAL_GROUPS = ["bookkeeping.refusals", "documentReview.refusals"] as const;

/** The translation key of a refusal's text: a section's own group first (`crmTickets.refusals`),
 * then the review's, then the common one, else the review's generic text. */
export function refusalMessageKey(code: string, ...sectionGroups: string[]): string {
  return errorCodeKey(code, refusalTexts(sectionGroups));
}

/** A refusal's text, in the order of refusalMessageKey. */
export function refusalText(code: string, t: TFunction, ...sectionGroups: string[]): string {
  return codeText(code, t, refusalTexts(sectionGroups));
}

const refusalTexts = (sectionGroups: readonly string[]) => ({
  feature: [...sectionGroups, ...REVIEW_REFUSAL_GROUPS],
  fallback: "documentReview.refusals.unknown",
});
