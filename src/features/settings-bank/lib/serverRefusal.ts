// The bank settings' refusals: which constraint guards which form field, and their texts.
import {
  type FieldOfConstraint,
  type ServerRefusal,
  serverRefusalOf as sharedServerRefusalOf,
} from "../../../relay/serverRefusal.ts";
import { featureKeyOf } from "../../../relay/errorText.ts";

/** Constraints of money_accounts and money_categories → the form field they guard. */
export const FIELD_OF_CONSTRAINT: FieldOfConstraint = {
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

/** The refusal of a bank-settings mutation, with the bank forms' constraint → field map. */
export function serverRefusalOf(error: unknown, formFields: ReadonlySet<string>): ServerRefusal {
  return sharedServerRefusalOf(error, formFields, FIELD_OF_CONSTRAINT);
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
export type { ServerRefusal };
