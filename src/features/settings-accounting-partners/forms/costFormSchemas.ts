import { z } from "zod";
import { compareDecimals, fractionDigits, integerDigits, isDecimal, normalizeDecimal } from "../../../lib/decimal.ts";
import { EU_MEMBER_STATES } from "../lib/euCountries.ts";

// The forms of cost centres, cost units and EU OSS branches. Messages are translation keys;
// the rules are the database's: app_public.cost_centers / cost_units (number 1–20 letters or
// digits, description at most 200 characters, currency three capital letters, budget
// numeric(15,2) ≥ 0) and app_public.client_company_oss_branches (an EU member state other
// than the company's own, branch 1–200 characters, ledger account required, item title at
// most 200 characters).

const V = "settingsAccountingPartners.validation";

export const COST_NUMBER = /^[A-Za-z0-9]{1,20}$/;
export const COST_DESCRIPTION_MAX = 200;
export const OSS_TEXT_MAX = 200;
/** numeric(15, 2): at most 13 digits before the decimal point. */
const BUDGET_INTEGER_DIGITS = 13;

const costNumber = z.string().trim().min(1, `${V}.numberRequired`).regex(COST_NUMBER, `${V}.costNumber`);
const description = z.string().trim().max(COST_DESCRIPTION_MAX, `${V}.descriptionTooLong`);
const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, `${V}.currency`);

export const costCenterFormSchema = z.object({ number: costNumber, description, currency });
export type CostCenterFormValues = z.input<typeof costCenterFormSchema>;

/** A budget as decimal text ("25000.5"); "" for none. */
export function isValidBudget(value: string): boolean {
  const text = value.trim();
  if (text === "") return true;
  if (!/^\d+(\.\d+)?$/.test(text) || !isDecimal(text)) return false;
  const normalized = normalizeDecimal(text) ?? text;
  return (
    compareDecimals(normalized, "0") >= 0 &&
    fractionDigits(normalized) <= 2 &&
    integerDigits(normalized) <= BUDGET_INTEGER_DIGITS
  );
}

export const costUnitFormSchema = costCenterFormSchema.extend({
  budget: z.string().refine(isValidBudget, `${V}.budget`),
});
export type CostUnitFormValues = z.input<typeof costUnitFormSchema>;

export const emptyCostCenterFormValues = (): CostCenterFormValues => ({ number: "", description: "", currency: "EUR" });
export const emptyCostUnitFormValues = (): CostUnitFormValues => ({ ...emptyCostCenterFormValues(), budget: "" });

export interface StoredCostObject {
  number: string;
  description: string | null | undefined;
  currency: string;
  budget?: string | null | undefined;
}

export function costCenterFormValuesOf(stored: StoredCostObject): CostCenterFormValues {
  return { number: stored.number, description: stored.description ?? "", currency: stored.currency };
}

export function costUnitFormValuesOf(stored: StoredCostObject): CostUnitFormValues {
  return { ...costCenterFormValuesOf(stored), budget: stored.budget ?? "" };
}

export function toCostCenterPatch(values: CostCenterFormValues) {
  const text = values.description.trim();
  return {
    number: values.number.trim(),
    description: text === "" ? null : text,
    currency: values.currency.trim().toUpperCase(),
  };
}

export function toCostUnitPatch(values: CostUnitFormValues) {
  const budget = values.budget.trim();
  return { ...toCostCenterPatch(values), budget: budget === "" ? null : (normalizeDecimal(budget, 2) ?? budget) };
}

/** The OSS branch form; `homeCountry` (the company's own) is refused like the database does. */
export function ossBranchFormSchema(homeCountry: string) {
  return z.object({
    country: z
      .string()
      .min(1, `${V}.countryRequired`)
      .refine((code) => EU_MEMBER_STATES.includes(code) && code !== homeCountry.toUpperCase(), `${V}.countryEu`),
    branch: z.string().trim().min(1, `${V}.branchRequired`).max(OSS_TEXT_MAX, `${V}.tooLong`),
    generalLedgerAccountRowId: z.string({ error: `${V}.ledgerAccountRequired` }).min(1, `${V}.ledgerAccountRequired`),
    invoiceAccountingItemTitle: z.string().trim().max(OSS_TEXT_MAX, `${V}.tooLong`),
  });
}
export interface OssBranchFormValues {
  country: string;
  branch: string;
  generalLedgerAccountRowId: string;
  invoiceAccountingItemTitle: string;
}

export const emptyOssBranchFormValues = (): OssBranchFormValues => ({
  country: "",
  branch: "",
  generalLedgerAccountRowId: "",
  invoiceAccountingItemTitle: "",
});

export interface StoredOssBranch {
  country: string;
  branch: string;
  generalLedgerAccountRowId: string;
  invoiceAccountingItemTitle: string | null | undefined;
}

export function ossBranchFormValuesOf(stored: StoredOssBranch): OssBranchFormValues {
  return {
    country: stored.country,
    branch: stored.branch,
    generalLedgerAccountRowId: stored.generalLedgerAccountRowId,
    invoiceAccountingItemTitle: stored.invoiceAccountingItemTitle ?? "",
  };
}

export function toOssBranchPatch(values: OssBranchFormValues) {
  const title = values.invoiceAccountingItemTitle.trim();
  return {
    country: values.country,
    branch: values.branch.trim(),
    generalLedgerAccountRowId: values.generalLedgerAccountRowId,
    invoiceAccountingItemTitle: title === "" ? null : title,
  };
}
