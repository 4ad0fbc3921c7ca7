// DATEV XML-Schnittstelle online (Belegbilder mit Buchungsdaten): a ZIP with `document.xml`
// (schema Document_v050.xsd) listing every document and its files, the documents' files (PDF,
// the e-invoice XML a document came as) and per invoice its booking data as a DATEV invoice XML
// (schema Belegverwaltung_online_invoice_v050.xsd, "DATEV Import invoices"): date, amounts per
// item, discount, ledger account, BU-Schlüssel, currency and rate, invoice id, booking text,
// partner name, VAT id and partner account, cost centres (KOST1/KOST2) and due date. The
// document's `Invoice` extension names it with InvoiceType Incoming (Rechnungseingang) or
// Outgoing (Rechnungsausgang). Other documents carry only their files.
//
// No I/O of its own: files come through `open()`, the ZIP leaves as a stream (streamZip).
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { addDecimals, compareDecimals, isZeroDecimal, roundDecimal } from "../../../../src/lib/decimal.ts";
import type { BookingDocument, BookingItem, ExportCompany, ExportPeriod } from "../model.ts";
import { signedItemAmounts } from "../spreadsheet/itemAmounts.ts";
import { ZipNamer, asciiFileName, streamZip, type ZipEntry } from "./zipEntries.ts";

export interface DatevXmlFile {
  /** The file's name as stored (made ASCII-safe and unique in the ZIP). */
  name: string;
  mimeType: string;
  open(): Promise<AsyncIterable<Uint8Array> | Uint8Array>;
}

export interface DatevXmlDocumentFiles {
  documentRowId: string;
  files: DatevXmlFile[];
}

/** A postal address for the invoice XML's parties (DATEV requires zip and city). */
export interface DatevXmlAddress {
  street: string | null;
  zip: string | null;
  city: string | null;
  countryCode: string | null;
}

export interface DatevXmlInput {
  company: ExportCompany;
  period: ExportPeriod;
  documents: readonly BookingDocument[];
  /** The files per document (documents without an entry get none). */
  files: readonly DatevXmlDocumentFiles[];
  /** The company's address (the invoice XML's own party). */
  companyAddress?: DatevXmlAddress | null;
  /** Partner addresses by documentRowId. */
  partnerAddresses?: ReadonlyMap<string, DatevXmlAddress>;
  /** When the archive is made (document.xml header date, local time without zone). */
  createdAt: Date;
  /** The archive's GUID; a random one when not given. */
  archiveGuid?: string;
  /** Written as generatingSystem / generator_info. */
  generatingSystem?: string;
}

const GENERATOR = "Belegwerk";
/** Written where DATEV requires zip or city and the product knows none. */
const UNKNOWN = "-";

export const xmlEscape = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    // Characters XML 1.0 cannot carry at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "");

/** Cut to at most `max` characters (by code point), trimmed; null when nothing is left. */
function clip(text: string | null | undefined, max: number): string | null {
  if (text == null) return null;
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean === "") return null;
  return Array.from(clean).slice(0, max).join("").trim();
}

/** DATEV ids (invoice_id, p10040): only [a-zA-Z0-9$%&*+-/], at most 36. */
export function datevId(text: string): string {
  const ascii = text
    .replace(/[äÄöÖüÜß]/g, (ch) => ({ ä: "ae", Ä: "Ae", ö: "oe", Ö: "Oe", ü: "ue", Ü: "Ue", ß: "ss" })[ch] ?? ch)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-zA-Z0-9$%&*+\-/]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return ascii.slice(0, 36);
}

const attrs = (values: Record<string, string | null | undefined>): string =>
  Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] != null && entry[1] !== "")
    .map(([key, value]) => ` ${key}="${xmlEscape(value)}"`)
    .join("");

/** An amount for p7 (non-zero, two decimals) or null when zero. */
const amount = (value: string | null | undefined): string | null =>
  value == null || isZeroDecimal(value) ? null : roundDecimal(value, 2);

/** A whole number in [min, max] from a text of digits, else null (account numbers, BU codes). */
function wholeNumber(text: string | null | undefined, min: number, max: number): string | null {
  if (text == null || !/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? String(n) : null;
}

const isoLocal = (date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

const vatIdOf = (vatId: string | null): string | null => {
  const clean = vatId?.replace(/[^0-9a-zA-Z]/g, "") ?? "";
  return clean === "" ? null : clean.slice(0, 15);
};

const countryOf = (code: string | null | undefined): string | null =>
  code != null && /^[A-Z]{2}$/.test(code.toUpperCase()) ? code.toUpperCase() : null;

/** Whether an invoice's booking data can be written (an invoice, not another document). */
export const hasLedgerData = (doc: BookingDocument): boolean => doc.documentType !== "OTHER_DOCUMENT";

function bookingText(doc: BookingDocument, item?: BookingItem): string {
  return (
    clip(
      [item?.title ?? null, doc.partner.name, doc.invoiceNumber].filter((part): part is string => !!part).join(" "),
      60,
    ) ??
    clip(doc.categoryName, 60) ??
    datevId(doc.documentRowId)
  );
}

function address(name: string, address: DatevXmlAddress | null | undefined): string {
  return `<address${attrs({
    name: clip(name, 50) ?? UNKNOWN,
    street: clip(address?.street, 41),
    zip: clip(address?.zip, 10) ?? UNKNOWN,
    city: clip(address?.city, 30) ?? UNKNOWN,
    country: countryOf(address?.countryCode),
  })}/>`;
}

/** The DATEV invoice XML (Belegverwaltung_online_invoice_v050.xsd) of one invoice. */
export function datevInvoiceXml(
  doc: BookingDocument,
  input: Pick<DatevXmlInput, "company" | "period" | "companyAddress" | "generatingSystem">,
  partnerAddress?: DatevXmlAddress | null,
): string {
  const date = doc.invoiceDate ?? input.period.to;
  const currency = doc.currency.toUpperCase();
  const items = doc.items.map((item) => ({ item, amounts: signedItemAmounts(doc, item) }));
  const net = items.length > 0 ? addDecimals(...items.map((i) => i.amounts.net)) : (doc.net ?? "0");
  const vat = items.length > 0 ? addDecimals(...items.map((i) => i.amounts.vat)) : (doc.vatAmount ?? "0");
  const gross = items.length > 0 ? addDecimals(...items.map((i) => i.amounts.gross)) : (doc.total ?? "0");

  const partnerAccount = wholeNumber(doc.partner.accountNumber, 10000, 999999999);
  const partner =
    `${address(doc.partner.name ?? UNKNOWN, partnerAddress)}` +
    (partnerAccount ? `<booking_info_bp${attrs({ bp_account_no: partnerAccount })}/>` : "");
  const partnerAttrs = attrs({ vat_id: vatIdOf(doc.partner.vatId) });
  const own = address(input.company.name, input.companyAddress);
  // invoice_party is the buyer, supplier_party the seller.
  const outgoing = doc.documentType === "OUTGOING_INVOICE";
  const invoiceParty = outgoing
    ? `<invoice_party${partnerAttrs}>${partner}</invoice_party>`
    : `<invoice_party>${own}</invoice_party>`;
  const supplierParty = outgoing
    ? `<supplier_party>${own}</supplier_party>`
    : `<supplier_party${partnerAttrs}>${partner}</supplier_party>`;

  const foreign = currency !== input.company.currency.toUpperCase();
  const rate =
    foreign && doc.conversionRate != null && compareDecimals(doc.conversionRate, "0") > 0
      ? roundDecimal(doc.conversionRate, 6)
      : null;
  const header = `<accounting_info${attrs({
    exchange_rate: rate != null && compareDecimals(rate, "9999.999999") <= 0 && !isZeroDecimal(rate) ? rate : null,
    booking_text: bookingText(doc),
  })}/>`;

  const firstPercent = items[0]?.amounts.vatPercent ?? "0.00";
  const discount =
    doc.discountAmount != null || doc.discountPercent != null
      ? `<discount${attrs({
          payment_date: doc.discountUntil,
          discount_percentage:
            doc.discountPercent != null && !isZeroDecimal(doc.discountPercent)
              ? roundDecimal(doc.discountPercent, 2)
              : null,
          discount_tax: firstPercent,
          discount_amount:
            amount(doc.discountAmount) != null ? roundDecimal(doc.discountAmount!, 2).replace(/^-/, "") : null,
          currency,
        })}/>`
      : "";
  const payment =
    doc.dueDate != null || discount !== ""
      ? `<payment_conditions${attrs({
          due_date: doc.dueDate,
          payment_conditions_text: clip(
            doc.dueDate != null ? `Zahlbar bis ${doc.dueDate.split("-").reverse().join(".")}` : "Zahlbar mit Skonto",
            60,
          ),
          currency,
        })}>${discount}</payment_conditions>`
      : "";

  const itemXml = items
    .map(({ item, amounts }, index) => {
      const costCenter = clip(item.costCenters[0]?.number, 36);
      const costUnit = clip(item.costUnits[0]?.number, 36);
      return (
        `<invoice_item_list${attrs({
          description_short: clip(item.title, 40) ?? clip(doc.categoryName, 40) ?? `Position ${index + 1}`,
          quantity: "1.00",
        })}>` +
        `<price_line_amount${attrs({
          net_price_line_amount: amount(amounts.net),
          gross_price_line_amount: amount(amounts.gross),
          tax_amount: amount(amounts.vat),
          tax: amounts.vatPercent,
          currency,
        })}/>` +
        `<accounting_info${attrs({
          cost_category_id: costCenter,
          cost_category_id2: costUnit,
          account_no: wholeNumber(item.generalLedgerAccountNumber, 1, 99999999),
          bu_code: wholeNumber(item.vat?.code, 0, 9999),
          booking_text: bookingText(doc, item),
        })}/>` +
        `</invoice_item_list>`
      );
    })
    .join("");
  // DATEV wants at least one item: an invoice without accounting items lists its total.
  const fallbackItem =
    items.length === 0
      ? `<invoice_item_list${attrs({ description_short: clip(doc.categoryName, 40) ?? "Rechnung", quantity: "1.00" })}>` +
        `<price_line_amount${attrs({ net_price_line_amount: amount(net), gross_price_line_amount: amount(gross), tax_amount: amount(vat), tax: "0.00", currency })}/>` +
        `</invoice_item_list>`
      : "";

  const byPercent = new Map<string, { net: string; gross: string; vat: string }>();
  for (const { amounts } of items) {
    const sum = byPercent.get(amounts.vatPercent) ?? { net: "0", gross: "0", vat: "0" };
    byPercent.set(amounts.vatPercent, {
      net: addDecimals(sum.net, amounts.net),
      gross: addDecimals(sum.gross, amounts.gross),
      vat: addDecimals(sum.vat, amounts.vat),
    });
  }
  if (byPercent.size === 0) byPercent.set("0.00", { net, gross, vat });
  const taxLines = [...byPercent]
    .map(
      ([percent, sum]) =>
        `<tax_line${attrs({
          net_price_line_amount: amount(sum.net),
          gross_price_line_amount: amount(sum.gross),
          tax: percent,
          tax_amount: amount(sum.vat),
          currency,
        })}/>`,
    )
    .join("");

  const invoiceId = datevId(doc.invoiceNumber ?? doc.internalNumber ?? "") || datevId(doc.documentRowId);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<invoice xmlns="http://xml.datev.de/bedi/tps/invoice/v050"` +
    attrs({
      description: "DATEV Import invoices",
      version: "5.0",
      generator_info: clip(input.generatingSystem, 40) ?? GENERATOR,
      generating_system: clip(input.generatingSystem, 40) ?? GENERATOR,
      xml_data: "Kopie nur zur Verbuchung berechtigt nicht zum Vorsteuerabzug",
    }) +
    `>` +
    `<invoice_info${attrs({
      invoice_date: date,
      invoice_type: doc.creditMemo ? "Gutschrift/Rechnungskorrektur" : "Rechnung",
      delivery_date: date,
      invoice_id: invoiceId,
    })}/>` +
    header +
    invoiceParty +
    supplierParty +
    payment +
    itemXml +
    fallbackItem +
    `<total_amount${attrs({
      net_total_amount: amount(net),
      "total_gross_amount_excluding_third-party_collection": amount(gross) ?? "0.00",
      currency,
    })}>${taxLines}</total_amount>` +
    `</invoice>\n`
  );
}

interface PlannedDocument {
  doc: BookingDocument;
  ledgerName: string | null;
  files: { name: string; file: DatevXmlFile }[];
}

/** The archive's `document.xml` (Document_v050.xsd) for planned documents. */
function documentXml(input: DatevXmlInput, planned: readonly PlannedDocument[], guid: string): string {
  const header =
    `<header>` +
    `<date>${isoLocal(input.createdAt)}</date>` +
    `<description>${xmlEscape(clip(`${input.company.name} ${input.period.from} – ${input.period.to}`, 255)!)}</description>` +
    (input.company.datevConsultantNumber != null &&
    input.company.datevConsultantNumber >= 1000 &&
    input.company.datevConsultantNumber <= 9999999
      ? `<consultantNumber>${input.company.datevConsultantNumber}</consultantNumber>`
      : "") +
    (input.company.datevClientNumber != null &&
    input.company.datevClientNumber >= 0 &&
    input.company.datevClientNumber <= 99999
      ? `<clientNumber>${input.company.datevClientNumber}</clientNumber>`
      : "") +
    `<clientName>${xmlEscape(clip(input.company.name, 36) ?? UNKNOWN)}</clientName>` +
    `</header>`;
  const documents = planned
    .map(({ doc, ledgerName, files }) => {
      const extensions: string[] = [];
      if (ledgerName != null) {
        extensions.push(
          `<extension xsi:type="Invoice"${attrs({ datafile: ledgerName })}>` +
            `<property${attrs({ value: doc.documentType === "OUTGOING_INVOICE" ? "Outgoing" : "Incoming", key: "InvoiceType" })}/>` +
            `</extension>`,
        );
      }
      for (const { name } of files) extensions.push(`<extension xsi:type="File"${attrs({ name })}/>`);
      const description = clip(doc.invoiceNumber ?? doc.internalNumber ?? doc.categoryName, 40);
      const keywords = clip([doc.partner.name, doc.categoryName].filter(Boolean).join(", "), 255);
      return (
        `<document${attrs({ guid: /^[0-9a-f-]{36}$/i.test(doc.documentRowId) ? doc.documentRowId : null })}>` +
        (description ? `<description>${xmlEscape(description)}</description>` : "") +
        (keywords ? `<keywords>${xmlEscape(keywords)}</keywords>` : "") +
        extensions.join("") +
        `</document>`
      );
    })
    .join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<archive xmlns="http://xml.datev.de/bedi/tps/document/v05.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xsi:schemaLocation="http://xml.datev.de/bedi/tps/document/v05.0 Document_v050.xsd"` +
    attrs({ version: "5.0", guid, generatingSystem: clip(input.generatingSystem, 40) ?? GENERATOR }) +
    `>` +
    header +
    `<content>${documents}</content>` +
    `</archive>\n`
  );
}

/** At most this many documents fit into one DATEV archive (Document_v050.xsd). */
export const DATEV_XML_MAX_DOCUMENTS = 4999;
/** At most this many extensions (files + booking data) per document. */
export const DATEV_XML_MAX_FILES_PER_DOCUMENT = 49;

/**
 * The DATEV XML archive as a streamed ZIP: `document.xml` first, then per document its booking
 * data XML and its files, each file opened only when it is written.
 * Throws RangeError (before anything is streamed) for no documents or more than DATEV takes.
 */
export function writeDatevXmlZip(input: DatevXmlInput): Readable {
  if (input.documents.length === 0) throw new RangeError("A DATEV XML archive needs at least one document");
  if (input.documents.length > DATEV_XML_MAX_DOCUMENTS) {
    throw new RangeError(`A DATEV XML archive takes at most ${DATEV_XML_MAX_DOCUMENTS} documents`);
  }
  const filesByDocument = new Map(input.files.map((entry) => [entry.documentRowId, entry.files]));
  const namer = new ZipNamer();
  namer.name("document.xml");
  const planned: PlannedDocument[] = input.documents.map((doc, index) => {
    const stem = asciiFileName(
      (doc.invoiceNumber ?? doc.internalNumber ?? "").replace(/[\\/]/g, "_"),
      `document-${index + 1}`,
    );
    const files = (filesByDocument.get(doc.documentRowId) ?? []).slice(0, DATEV_XML_MAX_FILES_PER_DOCUMENT);
    return {
      doc,
      ledgerName: hasLedgerData(doc) ? namer.name(`${stem}_booking.xml`) : null,
      files: files.map((file) => ({ file, name: namer.name(file.name, `${stem}.bin`) })),
    };
  });
  const guid = input.archiveGuid ?? randomUUID();
  function* entries(): Generator<ZipEntry> {
    yield { name: "document.xml", content: () => documentXml(input, planned, guid) };
    for (const { doc, ledgerName, files } of planned) {
      if (ledgerName != null) {
        yield {
          name: ledgerName,
          content: () => datevInvoiceXml(doc, input, input.partnerAddresses?.get(doc.documentRowId)),
        };
      }
      for (const { name, file } of files) yield { name, content: () => file.open() };
    }
  }
  return streamZip(entries());
}
