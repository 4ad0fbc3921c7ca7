import { compareDecimals, isDecimal, roundDecimal } from "../../../lib/decimal.ts";
import { z } from "zod";
import { formatIban } from "../../../lib/format.ts";
import { isValidBic, isValidIban, normalizeIban } from "../../../lib/iban.ts";
import { type MoneyAccountKind, moneyAccountTypeOf } from "../lib/moneyAccountKinds.ts";

// The money account form (bank account, credit card, cash book). Messages are translation
// keys. The limits are the database's checks on app_public.money_accounts; the IBAN check is
// the server's own (src/lib/iban.ts, which the server imports too), so the form refuses what the database would.

export const BANK_ACCOUNT_TYPES = ["CURRENT", "SAVINGS", "LOAN", "OTHER"] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const CREDIT_CARD_BRANDS = ["VISA", "MASTERCARD", "AMEX", "OTHER"] as const;
export type CreditCardBrand = (typeof CREDIT_CARD_BRANDS)[number];

/** numeric(15, 2): the largest amount the database holds. */
export const MAX_AMOUNT = "9999999999999.99";
export const NAME_MAX = 120;
export const HOLDER_MAX = 70;
export const DESCRIPTION_MAX = 2000;
export const NUMBER_MAX = 40;
/** PCI DSS allows showing at most the first six and the last four digits of a card. */
export const CARD_NUMBER_MAX_DIGITS = 10;

export interface MoneyAccountFormValues {
  name: string;
  description: string;
  currency: string;
  iban: string;
  bic: string;
  holder: string;
  includeHolderWithPayment: boolean;
  bankAccountType: BankAccountType;
  number: string;
  cardBrand: CreditCardBrand | null;
  /** The credit limit (cards) or overdraft (bank accounts) as decimal text ("5000.5"); "" for none. */
  limit: string;
  generalLedgerAccountRowId: string | null;
}

const compactBic = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** A masked card number: digits, masking characters (* • X) and separators, never the whole
 * card number. */
export function isMaskedCardNumber(value: string): boolean {
  if (!/^[0-9*•xX\s-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 1 && digits <= CARD_NUMBER_MAX_DIGITS;
}

const V = "settingsBank.validation";

/** The schema of one kind's form: fields of other kinds are not checked (and not sent). */
export function moneyAccountFormSchema(kind: MoneyAccountKind) {
  return z
    .object({
      name: z.string().trim().min(1, `${V}.nameRequired`).max(NAME_MAX, `${V}.nameTooLong`),
      description: z.string().trim().max(DESCRIPTION_MAX, `${V}.descriptionTooLong`),
      currency: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{3}$/, `${V}.currencyInvalid`),
      iban: z.string(),
      bic: z.string(),
      holder: z.string().trim().max(HOLDER_MAX, `${V}.holderTooLong`),
      includeHolderWithPayment: z.boolean(),
      bankAccountType: z.enum(BANK_ACCOUNT_TYPES),
      number: z.string().trim().max(NUMBER_MAX, `${V}.numberTooLong`),
      cardBrand: z.enum(CREDIT_CARD_BRANDS).nullable(),
      limit: z.string({ error: `${V}.limitInvalid` }).regex(/^(-?\d+(\.\d+)?)?$/, `${V}.limitInvalid`),
      generalLedgerAccountRowId: z.string().nullable(),
    })
    .superRefine((values, ctx) => {
      const issue = (path: keyof MoneyAccountFormValues, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (kind === "bank") {
        const iban = normalizeIban(values.iban);
        if (iban === "") issue("iban", `${V}.ibanRequired`);
        else if (!isValidIban(iban)) issue("iban", `${V}.ibanInvalid`);
        if (compactBic(values.bic) !== "" && !isValidBic(values.bic)) issue("bic", `${V}.bicInvalid`);
        if (values.includeHolderWithPayment && values.holder.trim() === "") issue("holder", `${V}.holderRequired`);
      }
      if (kind === "creditCard" && values.number.trim() !== "" && !isMaskedCardNumber(values.number)) {
        issue("number", `${V}.cardNumberNotMasked`);
      }
      if (kind !== "cash" && isDecimal(values.limit)) {
        if (compareDecimals(values.limit, "0") < 0) issue("limit", `${V}.limitNegative`);
        else if (compareDecimals(roundDecimal(values.limit, 2), MAX_AMOUNT) > 0) issue("limit", `${V}.limitTooLarge`);
      }
    });
}

/** The form's starting values for a new account of the kind. */
export function emptyMoneyAccountFormValues(): MoneyAccountFormValues {
  return {
    name: "",
    description: "",
    currency: "EUR",
    iban: "",
    bic: "",
    holder: "",
    includeHolderWithPayment: false,
    bankAccountType: "CURRENT",
    number: "",
    cardBrand: null,
    limit: "",
    generalLedgerAccountRowId: null,
  };
}

export interface StoredMoneyAccount {
  name: string;
  description: string | null | undefined;
  currency: string;
  iban: string | null | undefined;
  bic: string | null | undefined;
  holder: string | null | undefined;
  includeHolderWithPayment: boolean;
  bankAccountType: string | null | undefined;
  number: string | null | undefined;
  cardBrand: string | null | undefined;
  limit: string | null | undefined;
  generalLedgerAccountRowId: string | null | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** The form's values for a stored account. */
export function moneyAccountFormValuesOf(account: StoredMoneyAccount): MoneyAccountFormValues {
  return {
    name: account.name,
    description: account.description ?? "",
    currency: account.currency,
    // Shown in groups of four, as on bank statements.
    iban: formatIban(account.iban),
    bic: account.bic ?? "",
    holder: account.holder ?? "",
    includeHolderWithPayment: account.includeHolderWithPayment,
    bankAccountType: oneOf(BANK_ACCOUNT_TYPES, account.bankAccountType) ?? "CURRENT",
    number: account.number ?? "",
    cardBrand: oneOf(CREDIT_CARD_BRANDS, account.cardBrand),
    limit: account.limit && isDecimal(account.limit) ? account.limit : "",
    generalLedgerAccountRowId: account.generalLedgerAccountRowId ?? null,
  };
}

const textOrNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The amount as the API's decimal string, rounded half away from zero to the cent. */
const amountOrNull = (value: string) => (value.trim() === "" ? null : roundDecimal(value, 2));

/** The columns of the kind, as the API names them (the patch of an update; with type and
 * company the input of a create). Columns of other kinds are sent empty, as the database
 * requires (e.g. no IBAN on a cash book). */
export function toMoneyAccountPatch(kind: MoneyAccountKind, values: MoneyAccountFormValues) {
  const isBank = kind === "bank";
  const isCard = kind === "creditCard";
  return {
    name: values.name.trim(),
    description: textOrNull(values.description),
    currency: values.currency.trim().toUpperCase(),
    iban: isBank ? normalizeIban(values.iban) : null,
    bic: isBank ? textOrNull(compactBic(values.bic)) : null,
    holder: isBank || isCard ? textOrNull(values.holder) : null,
    includeHolderWithPayment: isBank ? values.includeHolderWithPayment : false,
    bankAccountType: isBank ? values.bankAccountType : null,
    number: isBank ? null : textOrNull(values.number),
    cardBrand: isCard ? values.cardBrand : null,
    limit: isBank || isCard ? amountOrNull(values.limit) : null,
    generalLedgerAccountRowId: values.generalLedgerAccountRowId,
  };
}

export function toMoneyAccountInput(
  kind: MoneyAccountKind,
  clientCompanyRowId: string,
  values: MoneyAccountFormValues,
) {
  return { clientCompanyRowId, type: moneyAccountTypeOf(kind), ...toMoneyAccountPatch(kind, values) };
}
