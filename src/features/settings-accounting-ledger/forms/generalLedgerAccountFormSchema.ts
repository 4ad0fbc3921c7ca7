import { z } from "zod";
import { LEDGER_ACCOUNT_CATEGORIES, type LedgerAccountCategory } from "../lib/ledgerListSearch.ts";

// The ledger account form; messages are translation keys. The rules are the database's checks
// on app_public.general_ledger_accounts: number 4 to 8 digits (unique in the company), name 1–200.

export const ACCOUNT_NAME_MAX = 200;
const V = "settingsAccountingLedger.validation";

export const generalLedgerAccountFormSchema = z.object({
  number: z
    .string()
    .trim()
    .min(1, `${V}.numberRequired`)
    .regex(/^[0-9]{4,8}$/, `${V}.numberFormat`),
  name: z.string().trim().min(1, `${V}.nameRequired`).max(ACCOUNT_NAME_MAX, `${V}.nameTooLong`),
  category: z
    .enum(LEDGER_ACCOUNT_CATEGORIES, { message: `${V}.categoryRequired` })
    .nullable()
    .refine((value) => value !== null, {
      message: `${V}.categoryRequired`,
    }),
  active: z.boolean(),
});

/** The message key of a number that does not have the company's account length (with {{count}}). */
export const NUMBER_LENGTH_MESSAGE = `${V}.numberLength`;

/**
 * The form's rules for a company: a new or changed number has exactly the company's account
 * length (the database's GENERAL_LEDGER_ACCOUNT_LENGTH); a stored number of another length may stay.
 */
export function generalLedgerAccountFormSchemaFor(accountLength: number, storedNumber: string | null = null) {
  return generalLedgerAccountFormSchema.superRefine((values, ctx) => {
    const number = values.number.trim();
    if (/^[0-9]{4,8}$/.test(number) && number !== storedNumber && number.length !== accountLength)
      ctx.addIssue({ code: "custom", path: ["number"], message: NUMBER_LENGTH_MESSAGE });
  });
}

/** What the form holds (no category chosen yet: null). */
export type GeneralLedgerAccountFormInput = z.input<typeof generalLedgerAccountFormSchema>;
/** What a valid form gives (a category chosen). */
export type GeneralLedgerAccountFormValues = z.output<typeof generalLedgerAccountFormSchema>;

export function emptyGeneralLedgerAccountFormValues(): GeneralLedgerAccountFormInput {
  return { number: "", name: "", category: null, active: true };
}

export function generalLedgerAccountFormValuesOf(account: {
  number: string;
  name: string;
  category: string;
  disabledAt: unknown;
}): GeneralLedgerAccountFormInput {
  return {
    number: account.number,
    name: account.name,
    category: (LEDGER_ACCOUNT_CATEGORIES as readonly string[]).includes(account.category)
      ? (account.category as LedgerAccountCategory)
      : null,
    active: account.disabledAt === null || account.disabledAt === undefined,
  };
}

/** The patch of an update; `disabledAt` is set now when the account is switched off, kept when it stays off. */
export function toGeneralLedgerAccountPatch(
  values: GeneralLedgerAccountFormValues,
  storedDisabledAt: string | null = null,
) {
  return {
    number: values.number.trim(),
    name: values.name.trim(),
    category: values.category,
    disabledAt: values.active ? null : (storedDisabledAt ?? new Date().toISOString()),
  };
}
