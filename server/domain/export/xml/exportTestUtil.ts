/**
 * Test helper (imported by the export writers' *.test.ts files only): a company and documents
 * in the export's input model, and a reader for streamed ZIPs.
 */
import { unzipSync } from "fflate";
import type { Readable } from "node:stream";
import type { BookingDocument, BookingItem, ExportCompany } from "../model.ts";

export const company: ExportCompany = {
  rowId: "00000000-0000-4000-8000-000000000001",
  name: "Müller Haustechnik GmbH & Co. KG",
  accountingSystem: "DATEV",
  datevConsultantNumber: 1234567,
  datevClientNumber: 12345,
  generalLedgerAccountLength: 4,
  fiscalYearStart: "2025-01-01",
  currency: "EUR",
  bmdBankinfo: false,
};

export const period = { from: "2025-03-01", to: "2025-03-31" };

export function item(overrides: Partial<BookingItem> = {}): BookingItem {
  return {
    rowId: "item-1",
    title: "Material",
    bookingType: "DEBIT",
    amount: "100.00",
    amountType: "NET",
    generalLedgerAccountNumber: "3400",
    vat: { code: "9", percentage: "19", type: "INPUT_TAX" },
    costCenters: [],
    costUnits: [],
    ...overrides,
  };
}

export function doc(overrides: Partial<BookingDocument> = {}): BookingDocument {
  return {
    documentRowId: "0b8e6a3c-1f2d-4c5e-9a7b-000000000001",
    documentUrl: "https://belegwerk.test/documents/1",
    documentType: "INCOMING_INVOICE",
    categoryName: "Eingangsrechnungen",
    invoiceNumber: "RE-2025/001",
    internalNumber: "ER-17",
    invoiceDate: "2025-03-05",
    dueDate: "2025-04-04",
    creditMemo: false,
    currency: "EUR",
    conversionRate: null,
    total: "119.00",
    net: "100.00",
    vatAmount: "19.00",
    discountPercent: null,
    discountAmount: null,
    discountUntil: null,
    partner: {
      name: "Schröder & Söhne Bau GmbH",
      accountNumber: "70001",
      vatId: "DE123456789",
      countryCode: "DE",
      iban: "DE02120300000000202051",
      bic: "BYLADEM1001",
    },
    items: [item()],
    ...overrides,
  };
}

export async function readAll(stream: Readable | AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The entries of a streamed ZIP by name. */
export async function unzipStream(stream: Readable): Promise<Record<string, Uint8Array>> {
  return unzipSync(await readAll(stream));
}

export const utf8 = (bytes: Uint8Array | undefined): string => new TextDecoder().decode(bytes);
