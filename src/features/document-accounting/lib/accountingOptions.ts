// What the accounting tab's form chooses from, read once from the document's fragment.
import type { BookingType } from "./remainingAmount.ts";
import type { InvoiceRatePart } from "./remainingLines.ts";

export interface LedgerAccountOption {
  rowId: string;
  number: string;
  name: string;
  isDisabled: boolean;
  /** A saved item uses it: it stays choosable even when disabled. */
  isUsed: boolean;
}

export interface VatOption {
  rowId: string;
  code: string | null;
  label: string;
  amountTypeMustBeNet: boolean;
  percentages: string[];
  isReverseCharge: boolean;
  /** INPUT_TAX, OUTPUT_TAX, TAX_FREE or REVERSE_CHARGE. */
  type: string;
}

export interface CostObjectOption {
  rowId: string;
  number: string;
  description: string | null;
}

export interface AccountingOptions {
  accounts: LedgerAccountOption[];
  vats: VatOption[];
  costCenters: CostObjectOption[];
  costUnits: CostObjectOption[];
  flags: { costCenters: boolean; costUnits: boolean; singleCostCenter: boolean; singleCostUnit: boolean };
  currency: string;
  totalCents: bigint | null;
  /** The side the invoice's items count towards its total. */
  bookingSide: BookingType;
  /** The invoice's VAT rates with their gross amounts (for the remaining amount's rows). */
  invoiceRates: InvoiceRatePart[];
  /** Input tax for incoming, output tax for outgoing invoices. */
  preferredVatType: "INPUT_TAX" | "OUTPUT_TAX";
}

/** "4920 Telefon" */
export const accountLabel = (a: { number: string; name: string }) => `${a.number} ${a.name}`;
/** "VSt 19 % (9)" */
export const vatLabel = (v: VatOption) => (v.code ? `${v.label} (${v.code})` : v.label);
/** "100 Verwaltung" */
export const costObjectLabel = (c: CostObjectOption) => (c.description ? `${c.number} ${c.description}` : c.number);
