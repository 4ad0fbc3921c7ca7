import i18next from "i18next";
import type { RefusalKeyOf } from "../../../ui/useServerRefusal.ts";

/** The text of a refusal: the refused constraint's message (e.g. an alias already taken), else
 * the server code's common text; null leaves it to the generic error text. */
export const refusalKeyOf: RefusalKeyOf = (refusal) => {
  if (refusal.constraint && i18next.exists(`constraints.${refusal.constraint}`))
    return `constraints.${refusal.constraint}`;
  if (i18next.exists(`error.codes.${refusal.code}`)) return `error.codes.${refusal.code}`;
  return null;
};

/** The form field each refused constraint is about. */
export const INFO_FIELD_OF_CONSTRAINT: Record<string, string> = {
  client_companies_email_alias_format: "emailAlias",
  client_companies_email_alias_key: "emailAlias",
  client_companies_accounting_email_format: "accountingEmail",
  client_companies_vat_declaration_value: "vatDeclaration",
  client_companies_processing_value: "processing",
  client_companies_sepa_creditor_id_check: "sepaCreditorId",
  client_companies_blacklisted_partner_vat_ids_valid: "blacklistedPartnerVatIds",
  client_companies_notes_length: "notes",
};

export const CONFIG_FIELD_OF_CONSTRAINT: Record<string, string> = {
  client_companies_abandoned_documents_warning_range: "abandonedDocumentsWarning",
  client_companies_ibans_valid: "ibans",
  client_companies_payment_reminder_message_check: "paymentReminderMessage",
  client_companies_custom_doc_field_names_valid: "customDocFieldNames",
};
