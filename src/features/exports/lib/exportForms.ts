import { z } from "zod";
import { accountingSystemClientNoProblem } from "../../../lib/accountingSystemClientNo.ts";

// The exports page's forms, with the database's ranges (migration 000050): the undo reason
// (3–500 characters after trimming), the DATEV consultant number, the client number in the
// accounting system (the same value the super admin's client-company form edits; for DATEV a
// Mandantennummer 1–99999, needed for the DATEV export), the account length and the fiscal year.

export const undoExportSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, { message: "exports.undo.reasonTooShort" })
    .max(500, { message: "exports.undo.reasonTooLong" }),
});
export type UndoExportValues = z.input<typeof undoExportSchema>;

export const ACCOUNTING_SYSTEMS = ["DATEV", "BMD", "LEXWARE", "ADDISON", "AGENDA", "SIMBA", "OTHER"] as const;
export type AccountingSystem = (typeof ACCOUNTING_SYSTEMS)[number];

/** A whole number typed into a text field, within [min, max]; the messages are translation keys. */
const wholeNumber = (min: number, max: number, rangeKey: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { message: "exports.settings.numberRequired" })
    .refine((value) => Number(value) >= min && Number(value) <= max, { message: rangeKey });

export const accountingSettingsSchema = z
  .object({
    accountingSystem: z.enum(ACCOUNTING_SYSTEMS, { message: "exports.settings.systemRequired" }),
    datevConsultantNumber: wholeNumber(1001, 9999999, "exports.settings.datevConsultantNumberRange"),
    accountingSystemClientNo: z.string().trim(),
    generalLedgerAccountLength: wholeNumber(4, 8, "exports.settings.generalLedgerAccountLengthRange"),
    fiscalYearStartMonth: z.string().regex(/^(?:[1-9]|1[0-2])$/, { message: "exports.settings.numberRequired" }),
    /** BMD: the partner's bank details go with each booking (only offered for BMD). */
    bmdBankinfo: z.boolean(),
  })
  .superRefine((values, context) => {
    // DATEV needs the Mandantennummer for its export; other systems may leave it empty.
    const problem =
      values.accountingSystem === "DATEV" && values.accountingSystemClientNo === ""
        ? "exports.settings.clientNumberRequired"
        : accountingSystemClientNoProblem(values.accountingSystem, values.accountingSystemClientNo);
    if (problem) context.addIssue({ code: "custom", path: ["accountingSystemClientNo"], message: problem });
  });
export type AccountingSettingsValues = z.input<typeof accountingSettingsSchema>;

/** The refused check constraints of client_companies → the form field each guards. */
export const ACCOUNTING_SETTINGS_FIELD_OF_CONSTRAINT = {
  client_companies_accounting_system_check: "accountingSystem",
  client_companies_datev_consultant_number_range: "datevConsultantNumber",
  client_companies_accounting_system_client_no_datev: "accountingSystemClientNo",
  client_companies_accounting_system_client_no_length: "accountingSystemClientNo",
  client_companies_general_ledger_account_length_range: "generalLedgerAccountLength",
  client_companies_fiscal_year_start_month_range: "fiscalYearStartMonth",
} as const;

export const ACCOUNTING_SETTINGS_FIELDS: ReadonlySet<string> = new Set(Object.keys(accountingSettingsSchema.shape));
