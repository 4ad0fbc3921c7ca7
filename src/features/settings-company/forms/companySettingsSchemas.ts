import { z } from "zod";
import { isValidIban, normalizeIban } from "../../../lib/iban.ts";

// The company info and config forms. Messages are translation keys; the rules are the
// database's (app_public.client_companies: email_alias, accounting_email, sepa_creditor_id,
// blacklisted_partner_vat_ids, notes, abandoned_documents_warning, ibans,
// payment_reminder_message), which refuses anything else too.

const V = "settingsCompany.validation";

export const EMAIL_ALIAS = /^[a-z0-9][a-z0-9.-]{1,62}[a-z0-9]$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const SEPA_CREDITOR_ID = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/;
export const VAT_ID = /^[A-Z]{2}[0-9A-Z+*.]{2,13}$/;
export const NOTES_MAX = 10000;
export const REMINDER_MAX = 5000;
export const VAT_IDS_MAX = 100;
export const IBANS_MAX = 50;
export const CUSTOM_FIELDS_MAX = 20;
export const CUSTOM_FIELD_NAME_MAX = 60;

export const VAT_DECLARATIONS = ["MONTHLY", "QUARTERLY", "YEARLY", "NONE"] as const;
export const PROCESSINGS = ["SELF", "ACCOUNTING_FIRM"] as const;
export const MATCHING_CHECKS = [
  "TOTAL",
  "IBAN",
  "NUMBER_IN_PURPOSE",
  "DATE",
  "INVOICE_DATE_IN_PURPOSE",
  "PARTNER_NAME",
] as const;
export type MatchingCheckName = (typeof MATCHING_CHECKS)[number];

/** The non-empty lines of a text area, trimmed. */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

export const normalizeVatIdText = (value: string) => value.replace(/[\s.-]/g, "").toUpperCase();

export const companyInfoFormSchema = z.object({
  emailAlias: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === "" || EMAIL_ALIAS.test(value), `${V}.emailAlias`),
  accountingEmail: z
    .string()
    .trim()
    .refine((value) => value === "" || (EMAIL.test(value) && value.length <= 254), `${V}.email`),
  taxReclaimable: z.boolean(),
  vatDeclaration: z.enum(["", ...VAT_DECLARATIONS]),
  processing: z.enum(["", ...PROCESSINGS]),
  sepaCreditorId: z
    .string()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .refine((value) => value === "" || SEPA_CREDITOR_ID.test(value), `${V}.creditorId`),
  blacklistedPartnerVatIds: z
    .string()
    .refine((text) => linesOf(text).every((line) => VAT_ID.test(normalizeVatIdText(line))), `${V}.vatId`)
    .refine((text) => linesOf(text).length <= VAT_IDS_MAX, `${V}.tooManyVatIds`),
  notes: z.string().max(NOTES_MAX, `${V}.notesTooLong`),
});
export type CompanyInfoFormValues = z.input<typeof companyInfoFormSchema>;
export type CompanyInfoFormOutput = z.output<typeof companyInfoFormSchema>;

export interface StoredCompanyInfo {
  emailAlias: string | null | undefined;
  accountingEmail: string | null | undefined;
  taxReclaimable: boolean;
  vatDeclaration: string | null | undefined;
  processing: string | null | undefined;
  sepaCreditorRowId: string | null | undefined;
  blacklistedPartnerVatIds: readonly (string | null | undefined)[];
  notes: string | null | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | "" =>
  values.includes(value as T) ? (value as T) : "";

export function companyInfoFormValuesOf(stored: StoredCompanyInfo): CompanyInfoFormValues {
  return {
    emailAlias: stored.emailAlias ?? "",
    accountingEmail: stored.accountingEmail ?? "",
    taxReclaimable: stored.taxReclaimable,
    vatDeclaration: oneOf(VAT_DECLARATIONS, stored.vatDeclaration),
    processing: oneOf(PROCESSINGS, stored.processing),
    sepaCreditorId: stored.sepaCreditorRowId ?? "",
    blacklistedPartnerVatIds: stored.blacklistedPartnerVatIds.filter(Boolean).join("\n"),
    notes: stored.notes ?? "",
  };
}

/** The mutation's input: every field given, empty texts clear (the server keeps only absent ones). */
export function toCompanyInfoInput(clientCompanyRowId: string, values: CompanyInfoFormOutput) {
  return {
    clientCompanyRowId,
    emailAlias: values.emailAlias,
    accountingEmail: values.accountingEmail,
    taxReclaimable: values.taxReclaimable,
    vatDeclaration: values.vatDeclaration,
    processing: values.processing,
    sepaCreditorRowId: values.sepaCreditorId,
    blacklistedPartnerVatIds: linesOf(values.blacklistedPartnerVatIds).map(normalizeVatIdText),
    notes: values.notes,
  };
}

export const CONFIG_FLAGS = [
  "createPartner",
  "createPartnerAccount",
  "assignProtectedDocumentCategory",
  "customDocFields",
  "invoiceInternalNumberCountUpMode",
  "disableInvoiceInternalNumberEdit",
  "disableReviewWorkflowManage",
  "restrictDocumentDelete",
  "appendAuditTrail",
  "restrictBookingExport",
  "disableIncompleteExport",
  "bmdBankinfo",
  "invoiceCostCenters",
  "disableUnverifiedIbanCheck",
] as const;
export type ConfigFlag = (typeof CONFIG_FLAGS)[number];

const flagShape = Object.fromEntries(CONFIG_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  ConfigFlag,
  z.ZodBoolean
>;

export const companyConfigFormSchema = z.object({
  ...flagShape,
  abandonedDocumentsWarning: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 365),
      `${V}.days`,
    ),
  ibans: z
    .string()
    .refine((text) => linesOf(text).every(isValidIban), `${V}.iban`)
    .refine((text) => linesOf(text).length <= IBANS_MAX, `${V}.tooManyIbans`),
  paymentReminderMessage: z.string().max(REMINDER_MAX, `${V}.reminderTooLong`),
  customDocFieldNames: z
    .string()
    .refine((text) => linesOf(text).every((line) => line.length <= CUSTOM_FIELD_NAME_MAX), `${V}.customFieldTooLong`)
    .refine((text) => linesOf(text).length <= CUSTOM_FIELDS_MAX, `${V}.tooManyCustomFields`)
    .refine((text) => {
      const names = linesOf(text).map((line) => line.toLowerCase());
      return new Set(names).size === names.length;
    }, `${V}.customFieldTwice`),
  enabledMatchingChecks: z.array(z.enum(MATCHING_CHECKS)),
});
export type CompanyConfigFormValues = z.input<typeof companyConfigFormSchema>;
export type CompanyConfigFormOutput = z.output<typeof companyConfigFormSchema>;

export type StoredCompanyConfig = Record<ConfigFlag, boolean> & {
  abandonedDocumentsWarning: number | null | undefined;
  ibans: readonly (string | null | undefined)[];
  paymentReminderMessage: string | null | undefined;
  customDocFieldNames: readonly (string | null | undefined)[];
  disabledMatchingChecks: readonly string[];
};

export function companyConfigFormValuesOf(stored: StoredCompanyConfig): CompanyConfigFormValues {
  const flags = Object.fromEntries(CONFIG_FLAGS.map((flag) => [flag, stored[flag]])) as Record<ConfigFlag, boolean>;
  return {
    ...flags,
    abandonedDocumentsWarning: stored.abandonedDocumentsWarning == null ? "" : String(stored.abandonedDocumentsWarning),
    ibans: stored.ibans.filter(Boolean).join("\n"),
    paymentReminderMessage: stored.paymentReminderMessage ?? "",
    customDocFieldNames: stored.customDocFieldNames.filter(Boolean).join("\n"),
    enabledMatchingChecks: MATCHING_CHECKS.filter((check) => !stored.disabledMatchingChecks.includes(check)),
  };
}

/** The mutation's input: the switched-off checks are the ones not ticked; no days switch the warning off (0). */
export function toCompanyConfigInput(clientCompanyRowId: string, values: CompanyConfigFormOutput) {
  const flags = Object.fromEntries(CONFIG_FLAGS.map((flag) => [flag, values[flag]])) as Record<ConfigFlag, boolean>;
  return {
    clientCompanyRowId,
    ...flags,
    abandonedDocumentsWarning: values.abandonedDocumentsWarning === "" ? 0 : Number(values.abandonedDocumentsWarning),
    ibans: linesOf(values.ibans).map(normalizeIban),
    paymentReminderMessage: values.paymentReminderMessage,
    customDocFieldNames: linesOf(values.customDocFieldNames),
    disabledMatchingChecks: MATCHING_CHECKS.filter((check) => !values.enabledMatchingChecks.includes(check)),
  };
}
