// A credit memo's amounts are stated without minus sign, as printed on a credit note; its flag
// makes them a credit. Its VAT breakdown and line items follow its totals: the breakdown's
// taxable amounts and tax amounts each add up to zero or more, and so do the items' line totals;
// a single line of the other sign (a fee charged on a credit note) keeps its minus, as a
// discount line on an invoice does. The database holds the same rule
// (invoices_credit_memo_vat_breakdown_check, invoice_items_credit_memo_amounts_check, migration
// 000084); capture and the review form's "take without minus" turn what breaks it.
import { addDecimals, compareDecimals, negateDecimal } from "./decimal.ts";

/** The amounts of a VAT breakdown line ({categoryCode, ratePercent, taxableAmount, taxAmount}). */
export const BREAKDOWN_AMOUNTS = ["taxableAmount", "taxAmount"] as const;

/** A decimal as the database reads one in a breakdown line (a number, or a text of digits). */
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

const isLine = (line: unknown): line is Record<string, unknown> =>
  typeof line === "object" && line !== null && !Array.isArray(line);

function decimalOf(value: unknown): string | null {
  const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  return typeof text === "string" && DECIMAL.test(text.trim()) ? text.trim() : null;
}

const isNegativeSum = (values: readonly (string | null)[]): boolean => {
  const decimals = values.filter((value): value is string => value !== null);
  return decimals.length > 0 && compareDecimals(addDecimals(...decimals), "0") < 0;
};

/** The negated amount, of the type it was (a number stays a number, a text a text). */
function turned(value: unknown): unknown {
  if (typeof value === "number") return value === 0 ? 0 : -value;
  const decimal = decimalOf(value);
  return decimal === null ? value : negateDecimal(decimal);
}

/**
 * A credit memo's VAT breakdown without minus sign: each amount whose lines add up to less than
 * zero turns on every line (the other fields and lines that are no object stay as they are).
 * Null when nothing needs turning.
 */
export function creditMemoBreakdownUnsigned(breakdown: readonly unknown[]): unknown[] | null {
  const toTurn = BREAKDOWN_AMOUNTS.filter((amount) =>
    isNegativeSum(breakdown.map((line) => (isLine(line) ? decimalOf(line[amount]) : null))),
  );
  if (toTurn.length === 0) return null;
  return breakdown.map((line) => {
    if (!isLine(line)) return line;
    const next = { ...line };
    for (const amount of toTurn) if (amount in next) next[amount] = turned(next[amount]);
    return next;
  });
}

/** A line item's amounts as decimals (API spelling), null where empty. */
export interface ItemAmounts {
  quantity: string | null;
  unitNetPrice: string | null;
  totalPrice: string | null;
}

/**
 * A credit memo's line items without minus sign: when their line totals add up to less than
 * zero, every line turns (its total, and its quantity when that carried the minus, else its unit
 * price, so quantity × unit price stays the line total). Null when nothing needs turning.
 */
export function creditMemoItemsUnsigned<T extends ItemAmounts>(items: readonly T[]): T[] | null {
  if (!isNegativeSum(items.map((item) => decimalOf(item.totalPrice)))) return null;
  return items.map((item) => {
    const quantity = decimalOf(item.quantity);
    const unitNetPrice = decimalOf(item.unitNetPrice);
    const totalPrice = decimalOf(item.totalPrice);
    const quantityNegative = quantity !== null && compareDecimals(quantity, "0") < 0;
    return {
      ...item,
      totalPrice: totalPrice === null ? item.totalPrice : negateDecimal(totalPrice),
      quantity: quantityNegative ? negateDecimal(quantity) : item.quantity,
      unitNetPrice: !quantityNegative && unitNetPrice !== null ? negateDecimal(unitNetPrice) : item.unitNetPrice,
    };
  });
}
