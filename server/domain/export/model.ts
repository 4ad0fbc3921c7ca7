// The booking export's input: what a format writer needs of the company, the period and the
// documents with their accounting items. The export job (server/export/) reads it from the
// database; the writers (server/domain/export/**) turn it into files and do no I/O.
// Amounts are exact decimal strings ("1234.56", src/lib/decimal.ts), dates calendar dates
// ("YYYY-MM-DD", src/lib/calendarDate.ts). No binary floating point anywhere on money.

export type DecimalString = string;
export type CalendarDateString = string;

export type AccountingSystem = "DATEV" | "BMD" | "LEXWARE" | "ADDISON" | "AGENDA" | "SIMBA" | "OTHER";

export interface ExportCompany {
  rowId: string;
  name: string;
  accountingSystem: AccountingSystem | null;
  /** DATEV Beraternummer (1001–9999999); null when not set up. */
  datevConsultantNumber: number | null;
  /** DATEV Mandantennummer (1–99999); null when not set up. */
  datevClientNumber: number | null;
  /** Sachkontenlänge: digits of a general-ledger account number (4–8). */
  generalLedgerAccountLength: number;
  /** First day of the fiscal year the export's period lies in (Wirtschaftsjahresbeginn). */
  fiscalYearStart: CalendarDateString;
  /** The company's book-keeping currency (ISO 4217), "EUR" for German and Austrian companies. */
  currency: string;
  /** BMD: the bank details of the partner are written with each booking. */
  bmdBankinfo: boolean;
}

export interface ExportPeriod {
  from: CalendarDateString;
  to: CalendarDateString;
}

export interface BookingPartner {
  name: string | null;
  /** The partner account (Debitor/Kreditor) number, or null when the document has none. */
  accountNumber: string | null;
  /** VAT identification number with its country prefix ("ATU12345678"). */
  vatId: string | null;
  /** ISO 3166-1 alpha-2 country of the partner's main location. */
  countryCode: string | null;
  iban: string | null;
  bic: string | null;
}

export interface BookingVat {
  /** DATEV BU-Schlüssel / tax key (value_added_taxes.code); null when the code carries none. */
  code: string | null;
  percentage: DecimalString;
  type: "INPUT_TAX" | "OUTPUT_TAX" | "TAX_FREE" | "REVERSE_CHARGE";
}

export interface BookingCostAssignment {
  /** Cost centre or cost unit number (KOST1 / KOST2). */
  number: string;
  amount: DecimalString;
}

export interface BookingItem {
  rowId: string;
  title: string | null;
  /** The side the item's ledger account is booked on: DEBIT (Soll) or CREDIT (Haben). */
  bookingType: "DEBIT" | "CREDIT";
  /** As entered, > 0. */
  amount: DecimalString;
  amountType: "NET" | "GROSS";
  generalLedgerAccountNumber: string;
  vat: BookingVat | null;
  costCenters: BookingCostAssignment[];
  costUnits: BookingCostAssignment[];
  /**
   * EU OSS (One-Stop-Shop): the EU country (ISO 3166-1 alpha-2, "EL" for Greece) the item is
   * supplied to and taxed in, with `vat` holding that country's rate; null or absent otherwise.
   */
  ossCountryCode?: string | null;
}

export interface BookingDocument {
  documentRowId: string;
  /** Absolute link to the document in the product (DATEV Beleglink). */
  documentUrl: string;
  documentType: "INCOMING_INVOICE" | "OUTGOING_INVOICE" | "OTHER_DOCUMENT";
  /** The document category's name. */
  categoryName: string | null;
  invoiceNumber: string | null;
  internalNumber: string | null;
  invoiceDate: CalendarDateString | null;
  dueDate: CalendarDateString | null;
  creditMemo: boolean;
  currency: string;
  /** Units of the document's currency per unit of the company's currency, as stored; null for the company's currency. */
  conversionRate: DecimalString | null;
  total: DecimalString | null;
  net: DecimalString | null;
  vatAmount: DecimalString | null;
  discountPercent: DecimalString | null;
  discountAmount: DecimalString | null;
  discountUntil: CalendarDateString | null;
  partner: BookingPartner;
  items: BookingItem[];
}

/** A bank, cash or credit-card transaction booked against its category's ledger account. */
export interface BookingMoneyTransaction {
  rowId: string;
  bookingDate: CalendarDateString;
  /** Signed: incoming money > 0. */
  amount: DecimalString;
  currency: string;
  purpose: string | null;
  partnerName: string | null;
  /** The money account's ledger account (the bank's Sachkonto). */
  moneyAccountLedgerAccountNumber: string | null;
  /** The category's ledger account, or the linked document's partner account. */
  contraAccountNumber: string | null;
  /** Invoice numbers of linked documents (Belegfeld 1). */
  documentNumbers: string[];
  /** Skonto: the cash discount deducted from the paid invoice (≥ 0, < |amount|), in the transaction's currency. */
  discount?: DecimalString | null;
  /** The linked documents' rowIds, in the order of `documentNumbers`. */
  documentRowIds?: string[];
}
