// Hints of the items editor: a line's total from quantity, unit price and discount, and the
// sum of the lines beside the invoice's net amount. Display only; exact enough in cents.
import { centsOf } from "../forms/invoiceFormSchema.ts";
import type { InvoiceItemValues } from "../forms/invoiceFormSchema.ts";
import { fromUnits, type InputLocale, parseDecimalInput } from "../../../lib/decimalInput.ts";

const numberOf = (text: string, locale: InputLocale): number | null => {
  const value = parseDecimalInput(text, locale);
  return value === null || value === undefined ? null : Number(value);
};

/** quantity × unit net price × (1 − discount %), in cents; null without quantity or price. */
export function computedLineCents(item: InvoiceItemValues, locale: InputLocale): bigint | null {
  const quantity = numberOf(item.quantity, locale);
  const price = numberOf(item.unitNetPrice, locale);
  if (quantity === null || price === null) return null;
  const discount = numberOf(item.discountPercent, locale) ?? 0;
  const value = quantity * price * (1 - discount / 100);
  if (!Number.isFinite(value)) return null;
  // half away from zero, after taking off binary noise (2.675 → 267.49999… → 267.5)
  const cents = Math.sign(value) * Math.round(Number((Math.abs(value) * 100).toFixed(6)));
  return BigInt(cents);
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
