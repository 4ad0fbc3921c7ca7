import { z } from "zod";
import { accountingSystemClientNoProblem } from "../../../lib/accountingSystemClientNo.ts";
import { addMonths, formatDateInput, germanToday } from "../../../lib/calendarDate.ts";
import type { InputLocale } from "../../../lib/decimalInput.ts";
import { optionalDate } from "./dateField.ts";

// The client company form of super admins (create and edit), and what creating adds: the
// chart of accounts and the first admin. The rules are the database's
// (app_public.client_companies, create_client_company); messages are translation keys.

const V = "settingsAdmin.validation";

export const CLIENT_COMPANY_STATUSES = ["ACTIVE", "TRIAL", "DEMO", "INACTIVE"] as const;
export const BRANDINGS = ["NORDLICHT", "KONTOR", "STEUERWERK"] as const;
export const ACCOUNTING_SYSTEMS = ["DATEV", "BMD", "LEXWARE", "ADDISON", "AGENDA", "SIMBA", "OTHER"] as const;
export const CHARTS = ["SKR03", "SKR04"] as const;
export const LANGUAGES = ["de", "en"] as const;
export const CONTRACT_NOTE_MAX = 2000;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === "" || (value.length <= 254 && EMAIL.test(value)), `${V}.email`);
/** A count of the licence: empty for none, else a whole number ≥ 0. */
const licence = z
  .string()
  .trim()
  .refine((value) => value === "" || (/^\d{1,9}$/.test(value) && Number(value) <= 2147483647), `${V}.licence`)
  .transform((value) => (value === "" ? null : Number(value)));

/** The latest contract start accepted: one year from today (the database refuses later ones). */
export const latestContractStart = (today = germanToday()) => addMonths(today, 12);

/** The client number fits the accounting system: for DATEV a Mandantennummer 1–99999, else at
 * most 30 characters (the same value the exports page's accounting settings edit). */
const clientNoFitsSystem = (
  values: { accountingSystem: string; accountingSystemClientNo: string },
  context: z.RefinementCtx,
) => {
  const problem = accountingSystemClientNoProblem(values.accountingSystem, values.accountingSystemClientNo);
  if (problem) context.addIssue({ code: "custom", path: ["accountingSystemClientNo"], message: problem });
};

export function clientCompanyFormSchema(locale: InputLocale, today = germanToday()) {
  return clientCompanyFields(locale, today).superRefine(clientNoFitsSystem);
}

function clientCompanyFields(locale: InputLocale, today: string) {
  return z.object({
    companyRowId: z.string().min(1, `${V}.companyRequired`),
    name: z.string().trim().min(1, `${V}.nameRequired`).max(200, `${V}.tooLong`),
    brandName: z.string().trim().max(200, `${V}.tooLong`),
    status: z.enum(CLIENT_COMPANY_STATUSES),
    language: z.enum(LANGUAGES),
    branding: z.enum(["", ...BRANDINGS]),
    accountingCompanyClientCompanyRowId: z.string(),
    billedClientCompanyRowId: z.string(),
    accountingSystem: z.enum(["", ...ACCOUNTING_SYSTEMS]),
    accountingSystemClientNo: z.string().trim(),
    contractStartDate: optionalDate(locale).refine(
      (date) => !date || date <= latestContractStart(today),
      `${V}.contractStartTooFar`,
    ),
    contractNote: z.string().trim().max(CONTRACT_NOTE_MAX, `${V}.tooLong`),
    licensedDocuments: licence,
    licensedUsers: licence,
    licensedBanks: licence,
    contractExpiryNotificationEmail: optionalEmail,
  });
}
export type ClientCompanyFormValues = z.input<ReturnType<typeof clientCompanyFormSchema>>;
export type ClientCompanyFormOutput = z.output<ReturnType<typeof clientCompanyFormSchema>>;

export function createClientCompanyFormSchema(locale: InputLocale, today = germanToday()) {
  return clientCompanyFields(locale, today)
    .extend({
      chart: z.enum(["", ...CHARTS]),
      adminEmail: z
        .string()
        .trim()
        .toLowerCase()
        .refine((value) => value.length <= 254 && EMAIL.test(value), `${V}.adminEmail`),
      adminFirstName: z.string().trim().min(1, `${V}.adminFirstNameRequired`).max(100, `${V}.tooLong`),
      adminLastName: z.string().trim().max(100, `${V}.tooLong`),
      adminLanguage: z.enum(LANGUAGES),
    })
    .superRefine(clientNoFitsSystem);
}
export type CreateClientCompanyFormValues = z.input<ReturnType<typeof createClientCompanyFormSchema>>;
export type CreateClientCompanyFormOutput = z.output<ReturnType<typeof createClientCompanyFormSchema>>;

export const emptyClientCompanyFormValues = (companyRowId = ""): CreateClientCompanyFormValues => ({
  companyRowId,
  name: "",
  brandName: "",
  status: "ACTIVE",
  language: "de",
  branding: "",
  accountingCompanyClientCompanyRowId: "",
  billedClientCompanyRowId: "",
  accountingSystem: "DATEV",
  accountingSystemClientNo: "",
  contractStartDate: "",
  contractNote: "",
  licensedDocuments: "",
  licensedUsers: "",
  licensedBanks: "",
  contractExpiryNotificationEmail: "",
  chart: "SKR03",
  adminEmail: "",
  adminFirstName: "",
  adminLastName: "",
  adminLanguage: "de",
});

export interface StoredClientCompany {
  legalCompanyRowId: string;
  name: string;
  brandName: string | null | undefined;
  status: string;
  language: string;
  branding: string | null | undefined;
  accountingCompanyClientCompanyRowId: string | null | undefined;
  billedClientCompanyRowId: string | null | undefined;
  accountingSystem: string | null | undefined;
  accountingSystemClientNo: string | null | undefined;
  contractStartDate: string | null | undefined;
  contractNote: string | null | undefined;
  licensedDocuments: number | null | undefined;
  licensedUsers: number | null | undefined;
  licensedBanks: number | null | undefined;
  contractExpiryNotificationEmail: string | null | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function clientCompanyFormValuesOf(stored: StoredClientCompany, locale: InputLocale): ClientCompanyFormValues {
  const count = (value: number | null | undefined) => (value == null ? "" : String(value));
  return {
    companyRowId: stored.legalCompanyRowId,
    name: stored.name,
    brandName: stored.brandName ?? "",
    status: oneOf(CLIENT_COMPANY_STATUSES, stored.status, "ACTIVE"),
    language: oneOf(LANGUAGES, stored.language, "de"),
    branding: oneOf(["", ...BRANDINGS], stored.branding, ""),
    accountingCompanyClientCompanyRowId: stored.accountingCompanyClientCompanyRowId ?? "",
    billedClientCompanyRowId: stored.billedClientCompanyRowId ?? "",
    accountingSystem: oneOf(["", ...ACCOUNTING_SYSTEMS], stored.accountingSystem, ""),
    accountingSystemClientNo: stored.accountingSystemClientNo ?? "",
    contractStartDate: formatDateInput(stored.contractStartDate, locale),
    contractNote: stored.contractNote ?? "",
    licensedDocuments: count(stored.licensedDocuments),
    licensedUsers: count(stored.licensedUsers),
    licensedBanks: count(stored.licensedBanks),
    contractExpiryNotificationEmail: stored.contractExpiryNotificationEmail ?? "",
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The input of updateClientCompany (without the row id) and the shared part of createClientCompany. */
export function toClientCompanyInput(values: ClientCompanyFormOutput) {
  return {
    companyRowId: values.companyRowId,
    name: values.name,
    brandName: orNull(values.brandName),
    status: values.status,
    language: values.language,
    branding: values.branding === "" ? null : values.branding,
    accountingCompanyClientCompanyRowId: orNull(values.accountingCompanyClientCompanyRowId),
    billedClientCompanyRowId: orNull(values.billedClientCompanyRowId),
    accountingSystem: values.accountingSystem === "" ? null : values.accountingSystem,
    accountingSystemClientNo: orNull(values.accountingSystemClientNo),
    contractStartDate: values.contractStartDate,
    contractNote: orNull(values.contractNote),
    licensedDocuments: values.licensedDocuments,
    licensedUsers: values.licensedUsers,
    licensedBanks: values.licensedBanks,
    contractExpiryNotificationEmail: orNull(values.contractExpiryNotificationEmail),
  };
}

export function toCreateClientCompanyInput(values: CreateClientCompanyFormOutput) {
  return {
    ...toClientCompanyInput(values),
    chart: values.chart === "" ? null : values.chart,
    adminEmail: values.adminEmail,
    adminFirstName: values.adminFirstName,
    adminLastName: orNull(values.adminLastName),
    adminLanguage: values.adminLanguage,
  };
}
