// The remaining amount of an invoice's accounting items, by the same rule as the database
// (app_public.invoices_accounting_items_remaining_amount): the invoice total minus each item's
// gross amount; an item on the invoice's booking side counts positive, one on the other side
// negative. A net item's gross is its amount times (1 + rate / 100), rounded half away from
// zero to cents; without VAT or with reverse charge (the tax is not on the invoice) it is the
// amount itself.
import { toCents } from "../../../lib/decimal.ts";

export type BookingType = "DEBIT" | "CREDIT";
export type AmountType = "NET" | "GROSS";

export interface RemainingAmountItem {
  bookingType: BookingType;
  /** Null while the amount is missing or not a number: it adds nothing. */
  amountCents: bigint | null;
  amountType: AmountType;
  /** The VAT rate ("19" or "19.00"), null without VAT. */
  percentage: string | null;
  isReverseCharge: boolean;
}

/** Divides and rounds half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** What one item adds to the invoice total, in cents. */
export function itemGrossCents(item: Omit<RemainingAmountItem, "bookingType">): bigint {
  if (item.amountCents === null) return 0n;
  if (item.amountType !== "NET" || item.percentage === null || item.isReverseCharge) return item.amountCents;
  const rateHundredths = toCents(item.percentage); // "19.00" → 1900
  return divideRounded(item.amountCents * (10000n + rateHundredths), 10000n);
}

/** The invoice total minus the items (null without a total). */
export function remainingCents(
  totalCents: bigint | null,
  bookingSide: BookingType,
  items: readonly RemainingAmountItem[],
): bigint | null {
  if (totalCents === null) return null;
  return items.reduce(
    (left, item) => left - (item.bookingType === bookingSide ? 1n : -1n) * itemGrossCents(item),
    totalCents,
  );
}
