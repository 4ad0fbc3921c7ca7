// A refused save, read from the server's coded GraphQL error (server/graphql/errors.ts): the
// code and the form field it is about. Our triggers name the field (`extensions.field`, e.g.
// INVALID_IBAN → iban); unique and check constraints name their constraint instead.
import { isGraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { featureKeyOf } from "../../../relay/errorText.ts";

export interface ServerRefusal {
  code: string;
  /** The refused constraint's name, when the database named one (its message is in `constraints.*`). */
  constraint?: string | null;
  /** The form field the refusal is about, if the form has it; else the whole form's. */
  field: string | null;
}

/** Constraints of money_accounts and money_categories → the form field they guard. */
const FIELD_OF_CONSTRAINT: Readonly<Record<string, string>> = {
  money_accounts_company_iban_key: "iban",
  money_accounts_name_check: "name",
  money_accounts_description_check: "description",
  money_accounts_currency_check: "currency",
  money_accounts_holder_check: "holder",
  money_accounts_iban_check: "iban",
  // A bank account needs an IBAN.
  money_accounts_check: "iban",
  money_accounts_bic_check: "bic",
  money_accounts_number_check: "number",
  money_accounts_credit_limit_check: "limit",
  money_accounts_general_ledger_account_id_fkey: "generalLedgerAccountRowId",
  money_categories_company_name_key: "name",
  money_categories_name_check: "name",
  money_categories_keywords_check: "keywords",
  money_categories_general_ledger_account_id_fkey: "generalLedgerAccountRowId",
};

export function serverRefusalOf(error: unknown, formFields: ReadonlySet<string>): ServerRefusal {
  if (!isGraphQLRequestError(error)) return { code: "UNKNOWN", field: null };
  const extensions = error.errors[0]?.extensions ?? {};
  const code = error.code ?? "UNKNOWN";
  const named = typeof extensions.field === "string" ? extensions.field : null;
  const constraint = typeof extensions.constraint === "string" ? extensions.constraint : null;
  const field = named ?? (constraint ? (FIELD_OF_CONSTRAINT[constraint] ?? null) : null);
  return { code, field: field && formFields.has(field) ? field : null, ...(constraint ? { constraint } : {}) };
}

/** What the refusal is about, for the duplicate texts (an IBAN or a category name). */
export type RefusalSubject = "moneyAccount" | "moneyCategory";

/** The translation key of a refusal's text under settingsBank.refusals, or null when the
 * page has none for the code (then the common text applies). */
export function refusalMessageKey(refusal: ServerRefusal, subject: RefusalSubject): string | null {
  if (refusal.code === "ALREADY_EXISTS") {
    return subject === "moneyCategory" ? "settingsBank.refusals.categoryNameTaken" : "settingsBank.refusals.ibanTaken";
  }
  return featureKeyOf(refusal.code, "settingsBank.refusals");
}
