// The remaining amount of the form's rows as they are typed.
import type { AccountingItemFormValues } from "../forms/accountingItemsFormSchema.ts";
import { type InputLocale, parseAmountInput } from "../../../lib/decimalInput.ts";
import { fractionDigits, toCents } from "../../../lib/decimal.ts";
import type { AccountingOptions } from "./accountingOptions.ts";
import { type RemainingAmountItem, remainingCents } from "./remainingAmount.ts";

/** Cents of a typed amount, null while it is no valid amount. */
export function typedCents(text: string, locale: InputLocale): bigint | null {
  const parsed = parseAmountInput(text, locale);
  return parsed && fractionDigits(parsed) <= 2 ? toCents(parsed) : null;
}

/** The form's rows as they count towards the invoice total. */
export function countedRows(
  rows: readonly AccountingItemFormValues[],
  options: AccountingOptions,
  locale: InputLocale,
): (RemainingAmountItem & { valueAddedTaxRowId: string | null })[] {
  const vats = new Map(options.vats.map((v) => [v.rowId, v]));
  return rows.map((row) => {
    const vat = row.valueAddedTaxRowId ? vats.get(row.valueAddedTaxRowId) : undefined;
    return {
      bookingType: row.bookingType,
      amountCents: typedCents(row.amount, locale),
      amountType: row.amountType,
      percentage: vat ? row.valueAddedTaxPercentage : null,
      isReverseCharge: vat?.isReverseCharge ?? false,
      valueAddedTaxRowId: vat ? row.valueAddedTaxRowId : null,
    };
  });
}

export function remainingOfValues(
  rows: readonly AccountingItemFormValues[],
  options: AccountingOptions,
  locale: InputLocale,
): bigint | null {
  return remainingCents(options.totalCents, options.bookingSide, countedRows(rows, options, locale));
}
