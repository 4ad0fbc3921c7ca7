import { z } from "zod";

// The partner account form. Messages are translation keys; the rules are the database's
// (app_public.partner_accounts and its validate trigger): 5 to 9 digits, not starting with 0;
// DATEV: debtors 1–6 (10000–69999), creditors 7–9 (70000–99999); description 1–200 characters;
// currency three capital letters.

const V = "settingsAccountingPartners.validation";

export const PARTNER_ACCOUNT_NUMBER = /^[1-9][0-9]{4,8}$/;
export const DESCRIPTION_MAX = 200;

export type PartnerAccountTypeValue = "CREDITOR" | "DEBTOR";

export function numberMatchesType(number: string, type: PartnerAccountTypeValue) {
  const first = number.trim().charAt(0);
  return (type === "DEBTOR") === (first >= "1" && first <= "6");
}

export const partnerAccountFormSchema = z
  .object({
    number: z.string().trim().min(1, `${V}.numberRequired`).regex(PARTNER_ACCOUNT_NUMBER, `${V}.partnerAccountNumber`),
    description: z.string().trim().max(DESCRIPTION_MAX, `${V}.descriptionTooLong`),
    type: z.enum(["CREDITOR", "DEBTOR"]),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, `${V}.currency`),
    active: z.boolean(),
    partnerCompanyRowId: z.string().nullable(),
  })
  .superRefine((values, ctx) => {
    if (PARTNER_ACCOUNT_NUMBER.test(values.number) && !numberMatchesType(values.number, values.type)) {
      ctx.addIssue({
        code: "custom",
        path: ["number"],
        message: values.type === "DEBTOR" ? `${V}.debtorRange` : `${V}.creditorRange`,
      });
    }
  });

export type PartnerAccountFormValues = z.input<typeof partnerAccountFormSchema>;

/** The message key of a number without the company's account length + 1 digits (with {{count}}). */
export const PARTNER_NUMBER_LENGTH_MESSAGE = `${V}.numberLength`;

/**
 * The form's rules for a company: a new or changed number has the company's account length + 1
 * digits (DATEV Personenkonto; the database's PARTNER_ACCOUNT_LENGTH); a stored number may stay.
 */
export function partnerAccountFormSchemaFor(accountLength: number, storedNumber: string | null = null) {
  return partnerAccountFormSchema.superRefine((values, ctx) => {
    const number = values.number.trim();
    if (PARTNER_ACCOUNT_NUMBER.test(number) && number !== storedNumber && number.length !== accountLength + 1)
      ctx.addIssue({ code: "custom", path: ["number"], message: PARTNER_NUMBER_LENGTH_MESSAGE });
  });
}

export function emptyPartnerAccountFormValues(type: PartnerAccountTypeValue): PartnerAccountFormValues {
  return { number: "", description: "", type, currency: "EUR", active: true, partnerCompanyRowId: null };
}

export interface StoredPartnerAccount {
  number: string;
  description: string | null | undefined;
  type: string;
  currency: string;
  disabledAt: string | null | undefined;
  partnerCompanyRowId: string | null | undefined;
}

export function partnerAccountFormValuesOf(account: StoredPartnerAccount): PartnerAccountFormValues {
  return {
    number: account.number,
    description: account.description ?? "",
    type: account.type === "DEBTOR" ? "DEBTOR" : "CREDITOR",
    currency: account.currency,
    active: !account.disabledAt,
    partnerCompanyRowId: account.partnerCompanyRowId ?? null,
  };
}

/** The patch of an update; `disabledAt` keeps its moment while the account stays disabled. */
export function toPartnerAccountPatch(values: PartnerAccountFormValues, storedDisabledAt: string | null = null) {
  return {
    number: values.number.trim(),
    description: values.description.trim() === "" ? null : values.description.trim(),
    type: values.type,
    currency: values.currency.trim().toUpperCase(),
    disabledAt: values.active ? null : (storedDisabledAt ?? new Date().toISOString()),
    partnerCompanyRowId: values.partnerCompanyRowId,
  };
}
