// Booking documents for the DATEV and BMD writer tests: the cases of testdata/datev/README.md.
import type { BookingDocument, BookingItem, BookingMoneyTransaction, ExportCompany, ExportPeriod } from "../model.ts";
import type { BuchungsstapelOptions } from "./buchungsstapel.ts";

export const company: ExportCompany = {
  rowId: "company-1",
  name: "Müller Haustechnik GmbH",
  accountingSystem: "DATEV",
  datevConsultantNumber: 29098,
  datevClientNumber: 55003,
  generalLedgerAccountLength: 4,
  fiscalYearStart: "2025-01-01",
  currency: "EUR",
  bmdBankinfo: false,
};

export const period: ExportPeriod = { from: "2025-03-01", to: "2025-03-31" };

/** 10:15:30.123 in Berlin (summer time). */
export const createdAt = new Date("2025-04-02T08:15:30.123Z");

export const options: BuchungsstapelOptions = {
  label: "Buchungen März 2025",
  fixation: true,
  collectiveAccounts: { debtor: "10000", creditor: "70000" },
  createdAt,
  exportedBy: "Belegwerk",
  companyVatId: "DE133546770",
};

const LINK = "https://app.belegwerk.test/documents/";

export function item(overrides: Partial<BookingItem> = {}): BookingItem {
  return {
    rowId: "item-1",
    title: "Position",
    bookingType: "DEBIT",
    amount: "100.00",
    amountType: "NET",
    generalLedgerAccountNumber: "4980",
    vat: { code: "9", percentage: "19", type: "INPUT_TAX" },
    costCenters: [],
    costUnits: [],
    ...overrides,
  };
}

export function document(overrides: Partial<BookingDocument> = {}): BookingDocument {
  return {
    documentRowId: "doc-1",
    documentUrl: `${LINK}doc-1`,
    documentType: "INCOMING_INVOICE",
    categoryName: "Eingangsrechnungen",
    invoiceNumber: "RE-1",
    internalNumber: "ER-2025-0001",
    invoiceDate: "2025-03-10",
    dueDate: null,
    creditMemo: false,
    currency: "EUR",
    conversionRate: null,
    total: "119.00",
    net: "100.00",
    vatAmount: "19.00",
    discountPercent: null,
    discountAmount: null,
    discountUntil: null,
    partner: { name: "Lieferant GmbH", accountNumber: "70001", vatId: null, countryCode: "DE", iban: null, bic: null },
    items: [item()],
    ...overrides,
  };
}

const partner = (name: string, accountNumber: string, more: Partial<BookingDocument["partner"]> = {}) => ({
  name,
  accountNumber,
  vatId: null,
  countryCode: "DE",
  iban: null,
  bic: null,
  ...more,
});

export const creditNote = document({
  documentRowId: "doc-credit",
  documentUrl: `${LINK}doc-credit`,
  documentType: "OUTGOING_INVOICE",
  invoiceNumber: "GS-2025-007",
  invoiceDate: "2025-03-14",
  dueDate: "2025-03-28",
  creditMemo: true,
  total: "119.00",
  partner: partner("Bäckerei Schmidt", "10020"),
  items: [
    item({
      title: 'Gutschrift Wartung "Heizung"; Rabatt',
      bookingType: "CREDIT",
      generalLedgerAccountNumber: "8400",
      vat: { code: "3", percentage: "19", type: "OUTPUT_TAX" },
      costCenters: [{ number: "100", amount: "100.00" }],
    }),
  ],
});

export const reverseCharge = document({
  documentRowId: "doc-rc",
  documentUrl: `${LINK}doc-rc`,
  invoiceNumber: "AT-4711",
  invoiceDate: "2025-03-05",
  dueDate: "2025-04-04",
  total: "1000.00",
  partner: partner("Montagebau GmbH", "70010", { vatId: "ATU12345678", countryCode: "AT" }),
  items: [
    item({
      title: "Montageleistung",
      amount: "1000.00",
      generalLedgerAccountNumber: "3120",
      vat: { code: "94", percentage: "19", type: "REVERSE_CHARGE" },
    }),
  ],
});

export const foreignCurrency = document({
  documentRowId: "doc-usd",
  documentUrl: `${LINK}doc-usd`,
  invoiceNumber: "INV-2025-031",
  invoiceDate: "2025-03-10",
  currency: "USD",
  conversionRate: "1.0825",
  total: "216.50",
  partner: partner("Example Cloud Inc.", "70030", { countryCode: "US" }),
  items: [
    item({
      title: "Cloud hosting March",
      amount: "216.50",
      amountType: "GROSS",
      generalLedgerAccountNumber: "4930",
      vat: null,
    }),
  ],
});

export const skonto = document({
  documentRowId: "doc-skonto",
  documentUrl: `${LINK}doc-skonto`,
  invoiceNumber: "RE-889",
  invoiceDate: "2025-03-20",
  dueDate: "2025-04-19",
  total: "297.50",
  discountPercent: "2",
  discountAmount: "5.95",
  discountUntil: "2025-03-30",
  partner: partner("Sanitär Großhandel Nord", "70040"),
  items: [
    item({
      title: "Heizungsmaterial für Bäder",
      amount: "297.50",
      amountType: "GROSS",
      generalLedgerAccountNumber: "3400",
    }),
  ],
});

/** The payment of `skonto` within the discount period: 297.50 − 2 % = 291.55 paid, 5.95 deducted. */
export const skontoPayment: BookingMoneyTransaction = {
  rowId: "tx-skonto",
  bookingDate: "2025-03-28",
  amount: "-291.55",
  currency: "EUR",
  purpose: "RE-889 abzgl. 2 % Skonto",
  partnerName: "Sanitär Großhandel Nord",
  moneyAccountLedgerAccountNumber: "1200",
  contraAccountNumber: "70040",
  documentNumbers: ["RE-889"],
  discount: "5.95",
  documentRowIds: ["doc-skonto"],
};

/** A distance sale to a consumer in France under the EU OSS procedure: French 20 %. */
export const ossSale = document({
  documentRowId: "doc-oss",
  documentUrl: `${LINK}doc-oss`,
  documentType: "OUTGOING_INVOICE",
  invoiceNumber: "AR-2025-120",
  invoiceDate: "2025-03-25",
  total: "120.00",
  partner: partner("Camille Martin", "10070", { countryCode: "FR" }),
  items: [
    item({
      title: "Thermostat (Versand nach Frankreich)",
      bookingType: "CREDIT",
      generalLedgerAccountNumber: "8320",
      vat: { code: "240", percentage: "20", type: "OUTPUT_TAX" },
      ossCountryCode: "FR",
    }),
  ],
});

/** An invoice number with a space and a dot, which Belegfeld 1 does not take. */
export const numberWithSpaces = document({
  documentRowId: "doc-number",
  documentUrl: `${LINK}doc-number`,
  invoiceNumber: "RE 2025.1",
  invoiceDate: "2025-03-18",
  total: "119.00",
  partner: partner("Büro Lange", "70080"),
  items: [item({ title: "Büromaterial", generalLedgerAccountNumber: "4930" })],
});

export const multiVat = document({
  documentRowId: "doc-multi",
  documentUrl: `${LINK}doc-multi`,
  documentType: "OUTGOING_INVOICE",
  invoiceNumber: "AR-2025-100",
  invoiceDate: "2025-03-31",
  total: "291.50",
  partner: partner("Hausverwaltung Adler", "10050"),
  items: [
    item({
      rowId: "item-19",
      title: "Wartung Heizungsanlage",
      bookingType: "CREDIT",
      amount: "200.00",
      generalLedgerAccountNumber: "8400",
      vat: { code: "3", percentage: "19", type: "OUTPUT_TAX" },
    }),
    item({
      rowId: "item-7",
      title: "Fachbuch Heizungstechnik",
      bookingType: "CREDIT",
      amount: "50.00",
      generalLedgerAccountNumber: "8300",
      vat: { code: "2", percentage: "7", type: "OUTPUT_TAX" },
    }),
  ],
});

export const costCentreSplit = document({
  documentRowId: "doc-kost",
  documentUrl: `${LINK}doc-kost`,
  invoiceNumber: "ER-77",
  invoiceDate: "2025-03-12",
  total: "119.00",
  partner: partner("Werkzeug Meier", "70060"),
  items: [
    item({
      title: "Werkzeug",
      generalLedgerAccountNumber: "4985",
      costCenters: [
        { number: "100", amount: "33.33" },
        { number: "200", amount: "66.67" },
      ],
      costUnits: [{ number: "P1", amount: "100.00" }],
    }),
  ],
});
