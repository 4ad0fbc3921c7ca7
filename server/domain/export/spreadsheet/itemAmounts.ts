// Net, VAT and gross of one accounting item, exact to the cent, shared by the export writers
// (spreadsheets, DATEV XML). An item is entered either as a net or as a gross amount; the other
// two follow from its VAT percentage (rounded half away from zero, like the review form).
import {
  addDecimals,
  divideDecimals,
  multiplyDecimals,
  negateDecimal,
  percentOf,
  roundDecimal,
  subtractDecimals,
} from "../../../../src/lib/decimal.ts";
import type { BookingDocument, BookingItem, DecimalString } from "../model.ts";

export interface ItemAmounts {
  net: DecimalString;
  vat: DecimalString;
  gross: DecimalString;
  /** The VAT percentage ("19.00"), "0.00" without a VAT code. */
  vatPercent: DecimalString;
}

/**
 * The item's net, VAT and gross amount with two decimals. `signed`: a CREDIT item (or every
 * item of a credit memo) is negated by the caller when it wants signed figures; this function
 * returns the amounts as entered (positive).
 */
export function itemAmounts(item: Pick<BookingItem, "amount" | "amountType" | "vat">): ItemAmounts {
  const vatPercent = roundDecimal(item.vat?.percentage ?? "0", 2);
  const amount = roundDecimal(item.amount, 2);
  if (item.amountType === "NET") {
    const vat = percentOf(amount, vatPercent, 2);
    return { net: amount, vat, gross: addDecimals(amount, vat), vatPercent };
  }
  const net = divideDecimals(multiplyDecimals(amount, "100"), addDecimals("100", vatPercent), 2);
  return { net, vat: subtractDecimals(amount, net), gross: amount, vatPercent };
}

/** The amounts negated (a credit memo's or a contra-side item's figures). */
export function negatedAmounts(amounts: ItemAmounts): ItemAmounts {
  return {
    net: roundDecimal(negateDecimal(amounts.net), 2),
    vat: roundDecimal(negateDecimal(amounts.vat), 2),
    gross: roundDecimal(negateDecimal(amounts.gross), 2),
    vatPercent: amounts.vatPercent,
  };
}

/** Signed amounts of an item as the invoice shows them: an item on the unusual side is negative. */
export function signedItemAmounts(doc: BookingDocument, item: BookingItem): ItemAmounts {
  const amounts = itemAmounts(item);
  // Incoming invoices book expenses on the debit side, outgoing invoices revenue on the credit
  // side; an item on the other side (a discount line, a deposit) reduces the invoice.
  const usualSide = doc.documentType === "OUTGOING_INVOICE" ? "CREDIT" : "DEBIT";
  const againstUsual = doc.creditMemo ? item.bookingType === usualSide : item.bookingType !== usualSide;
  return againstUsual ? negatedAmounts(amounts) : amounts;
}
