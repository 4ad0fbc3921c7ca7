// Hints of the items editor: a line's total from quantity, unit price and discount, and the
// sum of the lines beside the invoice's net amount, in exact cents.
import { centsOf } from "../forms/invoiceFormSchema.ts";
import type { InvoiceItemValues } from "../forms/invoiceFormSchema.ts";
import { type InputLocale, parseDecimalInput } from "../../../lib/decimalInput.ts";
import { fromUnits, lineTotal, toCents } from "../../../lib/decimal.ts";

/** quantity × unit net price × (1 − discount %), in cents (exact decimals, rounded half away
 * from zero); null without quantity or price. */
export function computedLineCents(item: InvoiceItemValues, locale: InputLocale): bigint | null {
  const quantity = parseDecimalInput(item.quantity, locale);
  const price = parseDecimalInput(item.unitNetPrice, locale);
  if (quantity === null || quantity === undefined || price === null || price === undefined) return null;
  const discount = parseDecimalInput(item.discountPercent, locale) ?? "0";
  return toCents(lineTotal(quantity, price, discount));
}

/** The line's amount for the sum: its total price if given, else the computed one. */
export function lineCents(item: InvoiceItemValues, locale: InputLocale): bigint | null {
  return centsOf(item.totalPrice, locale) ?? computedLineCents(item, locale);
}

export interface ItemsSum {
  /** Sum of the lines that have an amount, as a decimal string. */
  sum: string;
  /** Lines without any amount (neither a total nor quantity and price). */
  linesWithoutAmount: number;
  /** The invoice's net amount differs from the sum (both known). */
  differsFromNet: boolean;
}

export function itemsSum(items: readonly InvoiceItemValues[], net: string, locale: InputLocale): ItemsSum | null {
  if (items.length === 0) return null;
  let sum = 0n;
  let linesWithoutAmount = 0;
  for (const item of items) {
    const cents = lineCents(item, locale);
    if (cents === null) linesWithoutAmount += 1;
    else sum += cents;
  }
  const netCents = centsOf(net, locale);
  return {
    sum: fromUnits(sum, 2),
    linesWithoutAmount,
    differsFromNet: netCents !== null && linesWithoutAmount < items.length && netCents !== sum,
  };
}
