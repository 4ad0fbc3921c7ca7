// The refusals of the accounting settings' mutations: which constraint guards which form field
// and the page's own texts (settingsAccountingLedger.refusals) before the common ones.
import type { TFunction } from "i18next";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import type { FieldOfConstraint, ServerRefusal } from "../../../relay/serverRefusal.ts";
import { featureKeyOf } from "../../../relay/errorText.ts";
import {
  refusalText as sharedRefusalText,
  useServerRefusal as useSharedServerRefusal,
} from "../../../ui/useServerRefusal.ts";

export const FIELD_OF_CONSTRAINT: FieldOfConstraint = {
  general_ledger_accounts_company_number_key: "number",
  general_ledger_accounts_number_check: "number",
  general_ledger_accounts_name_check: "name",
  document_categories_client_company_id_document_type_name_key: "name",
  document_categories_name_check: "name",
  document_categories_description_check: "description",
  document_categories_email_alias_check: "emailAlias",
  document_categories_email_alias_key: "emailAlias",
  document_categories_internal_number_min_check: "internalNumberMin",
  document_categories_booking_category_check: "bookingCategory",
  document_categories_accounting_items_title_check: "accountingItemsTitle",
  document_categories_general_ledger_account_id_fkey: "generalLedgerAccountRowId",
  document_categories_items_ledger_account_fkey: "accountingItemsGeneralLedgerAccountRowId",
  value_added_taxes_company_code_key: "code",
  value_added_taxes_code_check: "code",
  value_added_taxes_name_check: "name",
  value_added_taxes_short_name_check: "shortName",
};

/** The page's own text for a refusal, or null for the common text. */
export function ledgerRefusalKey(refusal: ServerRefusal): string | null {
  if (refusal.code === "ALREADY_EXISTS") {
    if (refusal.constraint === "general_ledger_accounts_company_number_key")
      return "settingsAccountingLedger.refusals.accountNumberTaken";
    if (refusal.constraint === "value_added_taxes_company_code_key")
      return "settingsAccountingLedger.refusals.vatCodeTaken";
    if (refusal.constraint === "document_categories_client_company_id_document_type_name_key")
      return "settingsAccountingLedger.refusals.categoryNameTaken";
  }
  return featureKeyOf(refusal.code, "settingsAccountingLedger.refusals");
}

export function ledgerRefusalText(error: unknown, t: TFunction): string {
  return sharedRefusalText(error, ledgerRefusalKey, t);
}

/** The shared refusal handling with the accounting settings' texts and fields. */
export function useLedgerServerRefusal<T extends FieldValues>(
  setError: UseFormSetError<T>,
  formFields: ReadonlySet<string>,
) {
  return useSharedServerRefusal(setError, formFields, ledgerRefusalKey, FIELD_OF_CONSTRAINT);
}
