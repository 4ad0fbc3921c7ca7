// "Restbetrag als neue Zeile": the rows that book what is left of an invoice, split by the
// invoice's VAT rates, each with the tax key of its rate (a 19 % invoice gets "VSt 19 %", not
// "ohne Steuer").
import { fromCents, toCents } from "../../../lib/decimal.ts";
import type { VatOption } from "./accountingOptions.ts";
import { type BookingType, itemGrossCents, type RemainingAmountItem } from "./remainingAmount.ts";

/** One VAT rate of the invoice with the gross amount (net plus tax) it carries. */
export interface InvoiceRatePart {
  /** "19.00" */
  ratePercent: string;
  grossCents: bigint;
}

/** A row to add: its gross or net amount and its tax key (null: without tax). */
export interface RemainingLine {
  amountCents: bigint;
  amountType: "NET" | "GROSS";
  valueAddedTaxRowId: string | null;
  valueAddedTaxPercentage: string | null;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const abs = (value: bigint) => (value < 0n ? -value : value);
const asDecimal = (value: unknown): string | null => {
  const text = typeof value === "number" ? String(value) : value;
  return typeof text === "string" && DECIMAL.test(text.trim()) ? text.trim() : null;
};

/**
 * The invoice's VAT rates with their gross amounts, from its VAT breakdown
 * ([{ratePercent, taxableAmount, taxAmount}], rates of the same value merged, the highest rate
 * first); without a breakdown, the one rate its net and VAT amount imply when that is a whole
 * or half percentage (19, 7, 5.5); empty when nothing tells.
 */
export function invoiceRateParts(
  vatBreakdown: unknown,
  net: string | null | undefined,
  vatAmount: string | null | undefined,
): InvoiceRatePart[] {
  const byRate = new Map<bigint, bigint>();
  if (Array.isArray(vatBreakdown)) {
    for (const line of vatBreakdown as Record<string, unknown>[]) {
      const rate = asDecimal(line?.ratePercent);
      const taxable = asDecimal(line?.taxableAmount);
      const tax = asDecimal(line?.taxAmount) ?? "0";
      if (rate === null || taxable === null) continue;
      const key = toCents(rate);
      byRate.set(key, (byRate.get(key) ?? 0n) + abs(toCents(taxable) + toCents(tax)));
    }
  }
  if (byRate.size === 0 && net && vatAmount && DECIMAL.test(net) && DECIMAL.test(vatAmount)) {
    const netCents = abs(toCents(net));
    const vatCents = abs(toCents(vatAmount));
    if (netCents > 0n) {
      // The rate in hundredths of a percent, rounded to the nearest half percent.
      const halves = (vatCents * 200n + netCents / 2n) / netCents;
      const rate = halves * 50n;
      // Accept it only when that rate gives the stated tax to the cent (a rounded 19 % does).
      if (abs((netCents * rate + 5000n) / 10000n - vatCents) <= 1n) byRate.set(rate, netCents + vatCents);
    }
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([rate, grossCents]) => ({ ratePercent: fromCents(rate), grossCents }));
}

/**
 * The tax key for a rate: one offering the rate, of the invoice's kind (input tax for incoming,
 * output tax for outgoing invoices) first, one that takes gross amounts before a net-only one;
 * never reverse charge or tax-free (those carry no tax on the invoice). Null for 0 % or when
 * no key offers the rate.
 */
export function taxKeyFor(
  ratePercent: string,
  vats: readonly VatOption[],
  preferredType: "INPUT_TAX" | "OUTPUT_TAX",
): VatOption | null {
  const rate = toCents(ratePercent);
  if (rate === 0n) return null;
  const candidates = vats.filter(
    (vat) =>
      !vat.isReverseCharge &&
      vat.type !== "TAX_FREE" &&
      vat.percentages.some((p) => DECIMAL.test(p) && toCents(p) === rate),
  );
  const score = (vat: VatOption) => (vat.type === preferredType ? 0 : 2) + (vat.amountTypeMustBeNet ? 1 : 0);
  return [...candidates].sort((a, b) => score(a) - score(b))[0] ?? null;
}

/** The percentage as the tax key spells it ("19.00" where the key offers "19.00"). */
const keyPercentage = (vat: VatOption, ratePercent: string) =>
  vat.percentages.find((p) => DECIMAL.test(p) && toCents(p) === toCents(ratePercent)) ?? ratePercent;

/**
 * The rows for a remaining amount (`remainingCents` > 0): per rate of the invoice what its
 * rows do not book yet, capped by what is left of the total; a cent left over (rounding,
 * rows without a rate) goes to the last row. One row without tax key when the invoice names
 * no rate. A net-only key gets the net amount of the row's gross.
 */
export function remainingLines(opts: {
  remainingCents: bigint;
  rates: readonly InvoiceRatePart[];
  /** The form's rows as they count towards the total. */
  rows: readonly (RemainingAmountItem & { valueAddedTaxRowId: string | null })[];
  bookingSide: BookingType;
  vats: readonly VatOption[];
  preferredType: "INPUT_TAX" | "OUTPUT_TAX";
}): RemainingLine[] {
  const { remainingCents, rates, rows, bookingSide, vats, preferredType } = opts;
  if (remainingCents <= 0n) return [];
  if (rates.length === 0) {
    return [
      { amountCents: remainingCents, amountType: "GROSS", valueAddedTaxRowId: null, valueAddedTaxPercentage: null },
    ];
  }
  const bookedAt = (rate: bigint) =>
    rows
      .filter((row) => row.percentage !== null && !row.isReverseCharge && DECIMAL.test(row.percentage))
      .filter((row) => toCents(row.percentage!) === rate)
      .reduce((sum, row) => sum + (row.bookingType === bookingSide ? 1n : -1n) * itemGrossCents(row), 0n);

  let left = remainingCents;
  const gross: { rate: string; cents: bigint }[] = [];
  for (const part of rates) {
    const open = part.grossCents - bookedAt(toCents(part.ratePercent));
    const cents = open < left ? open : left;
    if (cents <= 0n) continue;
    gross.push({ rate: part.ratePercent, cents });
    left -= cents;
  }
  if (left > 0n) {
    if (gross.length > 0) gross[gross.length - 1]!.cents += left;
    else gross.push({ rate: rates[0]!.ratePercent, cents: left });
  }
  return gross.map(({ rate, cents }) => {
    const vat = taxKeyFor(rate, vats, preferredType);
    if (!vat)
      return { amountCents: cents, amountType: "GROSS", valueAddedTaxRowId: null, valueAddedTaxPercentage: null };
    const percentage = keyPercentage(vat, rate);
    if (!vat.amountTypeMustBeNet) {
      return {
        amountCents: cents,
        amountType: "GROSS",
        valueAddedTaxRowId: vat.rowId,
        valueAddedTaxPercentage: percentage,
      };
    }
    // Net = gross / (1 + rate), rounded half up to cents.
    const hundredths = 10000n + toCents(rate);
    const net = (cents * 10000n * 2n + hundredths) / (2n * hundredths);
    return { amountCents: net, amountType: "NET", valueAddedTaxRowId: vat.rowId, valueAddedTaxPercentage: percentage };
  });
}
