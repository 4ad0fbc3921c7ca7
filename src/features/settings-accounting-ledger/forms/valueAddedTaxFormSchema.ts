import { z } from "zod";
import { formatDateInput, parseDateInput } from "../../../lib/calendarDate.ts";
import type { InputLocale } from "../../../lib/decimalInput.ts";

// The VAT code form; messages are translation keys. The rules are the database's checks on
// app_public.value_added_taxes (name 1–200, short name 1–40, tax key 1–4 digits, unique in the
// company) and app_public.value_added_tax_rates (percentage 0–100 with two decimals, a period
// that does not end before it starts).

export const VAT_TYPES = ["INPUT_TAX", "OUTPUT_TAX", "TAX_FREE", "REVERSE_CHARGE"] as const;
export type VatType = (typeof VAT_TYPES)[number];
const V = "settingsAccountingLedger.validation";

/** A typed date, day first ("31.12.2020", "31/12/2020") or ISO; the ISO date or null. */
const optionalDate = z
  .string()
  .nullable()
  .refine((value) => value === null || parseDateInput(value) !== undefined, `${V}.date`)
  .transform((value) => (value === null ? null : (parseDateInput(value) ?? null)));

export const valueAddedTaxRateSchema = z
  .object({
    percentage: z
      .string()
      .trim()
      .min(1, `${V}.percentageRequired`)
      .transform((value) => value.replace(",", "."))
      .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100, `${V}.percentage`),
    validFrom: optionalDate,
    validUntil: optionalDate,
  })
  .superRefine((rate, ctx) => {
    if (rate.validFrom && rate.validUntil && rate.validUntil < rate.validFrom) {
      ctx.addIssue({ code: "custom", path: ["validUntil"], message: `${V}.periodEndsBeforeStart` });
    }
  });

export const valueAddedTaxFormSchema = z.object({
  type: z.enum(VAT_TYPES, { message: `${V}.vatTypeRequired` }),
  name: z.string().trim().min(1, `${V}.nameRequired`).max(200, `${V}.nameTooLong`),
  shortName: z
    .string()
    .trim()
    .max(40, `${V}.shortNameTooLong`)
    .transform((value) => (value === "" ? null : value)),
  code: z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d{1,4}$/.test(value), `${V}.vatCode`)
    .transform((value) => (value === "" ? null : value)),
  amountTypeMustBeNet: z.boolean(),
  intraEu: z.boolean(),
  rates: z.array(valueAddedTaxRateSchema).max(20, `${V}.tooManyRates`),
});

export type ValueAddedTaxFormInput = z.input<typeof valueAddedTaxFormSchema>;
export type ValueAddedTaxFormValues = z.output<typeof valueAddedTaxFormSchema>;

export function emptyValueAddedTaxFormValues(): ValueAddedTaxFormInput {
  return {
    type: "INPUT_TAX",
    name: "",
    shortName: "",
    code: "",
    amountTypeMustBeNet: false,
    intraEu: false,
    rates: [{ percentage: "", validFrom: "", validUntil: "" }],
  };
}

export interface StoredValueAddedTax {
  type: string;
  name: string;
  shortName: string | null | undefined;
  code: string | null | undefined;
  amountTypeMustBeNet: boolean;
  intraEu: boolean;
  rates: readonly { percentage: string; validFrom: string | null | undefined; validUntil: string | null | undefined }[];
}

/** "19.00" → "19", "5.50" → "5.5": the percentage as people type it. */
export function shortPercentage(value: string) {
  return value.includes(".") ? value.replace(/\.?0+$/, "") : value;
}

export function valueAddedTaxFormValuesOf(vat: StoredValueAddedTax, locale: InputLocale): ValueAddedTaxFormInput {
  return {
    type: (VAT_TYPES as readonly string[]).includes(vat.type) ? (vat.type as VatType) : "INPUT_TAX",
    name: vat.name,
    shortName: vat.shortName ?? "",
    code: vat.code ?? "",
    amountTypeMustBeNet: vat.amountTypeMustBeNet,
    intraEu: vat.intraEu,
    rates: vat.rates.map((rate) => ({
      percentage: shortPercentage(String(rate.percentage)),
      validFrom: formatDateInput(rate.validFrom, locale),
      validUntil: formatDateInput(rate.validUntil, locale),
    })),
  };
}

/** The code's own fields (rates are saved by setValueAddedTaxRates). */
export function toValueAddedTaxPatch(values: ValueAddedTaxFormValues) {
  const { rates: _rates, ...patch } = values;
  return patch;
}
