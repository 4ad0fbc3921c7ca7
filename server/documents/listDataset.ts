import type { FixtureDocument } from "./listFixture.ts";
import type { DocumentsListSortField } from "./listQuery.ts";

const MUELLER = "Müller Sanitär GmbH";
const ZETA = "Zeta Logistik AG";
const ALPEN = "Alpen Strom AG";
const BAECKEREI = "Bäckerei Schmidt";
const KUNDE = "Kunde Nord GmbH";
export const LIST_PARTNERS = { MUELLER, ZETA, ALPEN, BAECKEREI, KUNDE } as const;

/** Seven invoices of one day, imported in one moment: ties in every sort key. */
const TIE_IMPORT = "2026-03-11T09:00:00Z";

/**
 * The known documents of company A (spec part 2, §7 filters). Every filter of
 * DocumentsListFilter has a distinct answer here; the comments name what a row is for.
 * Import dates default to 09:00 UTC the day after the document's date.
 */
// One row per line reads as a table.
// prettier-ignore
const RAW: FixtureDocument[] = [
  // The tie group: same invoice date and import moment; some without due date, number or total.
  { key: "t1", type: "INCOMING_INVOICE", partner: MUELLER, invoiceNumber: "RE-2026-0101", invoiceDate: "2026-03-10", dueDate: "2026-04-10", discountUntil: "2026-03-20", net: "100.00", total: "119.00", importDate: TIE_IMPORT, generalLedgerAccount: "4920", realEstateObject: "Lindenstraße 12" },
  { key: "t2", type: "INCOMING_INVOICE", partner: MUELLER, invoiceNumber: "RE-2026-0102", invoiceDate: "2026-03-10", net: "100.00", total: "119.00", paid: true, importDate: TIE_IMPORT, generalLedgerAccount: "4920" },
  { key: "t3", type: "INCOMING_INVOICE", partner: ZETA, invoiceNumber: "RE-2026-0103", invoiceDate: "2026-03-10", dueDate: "2026-04-10", discountUntil: "2026-03-20", net: "100.00", total: "119.00", importDate: TIE_IMPORT, generalLedgerAccount: "0480", realEstateObject: "Lindenstraße 12" },
  { key: "t4", type: "INCOMING_INVOICE", partner: ZETA, invoiceDate: "2026-03-10", importDate: TIE_IMPORT },
  { key: "t5", type: "OUTGOING_INVOICE", partner: KUNDE, invoiceNumber: "AR-2026-0001", invoiceDate: "2026-03-10", net: "200.00", total: "238.00", importDate: TIE_IMPORT, generalLedgerAccount: "8400", realEstateObject: "Am Hafen 3" },
  { key: "t6", type: "INCOMING_INVOICE", extractedPartnerName: "Ostwind Energie", invoiceNumber: "OW-77", invoiceDate: "2026-03-10", dueDate: "2026-04-10", net: "100.00", total: "119.00", paid: true, importDate: TIE_IMPORT },
  // Same partner and number as t1: the two are duplicates.
  { key: "t7", type: "INCOMING_INVOICE", partner: MUELLER, invoiceNumber: "RE-2026-0101", invoiceDate: "2026-03-10", discountUntil: "2026-03-20", net: "100.00", total: "119.00", importDate: TIE_IMPORT, generalLedgerAccount: "1000" },
  // Credit memos: signed negative.
  { key: "c1", type: "INCOMING_INVOICE", partner: MUELLER, invoiceNumber: "GS-2026-0005", invoiceDate: "2026-02-15", dueDate: "2026-03-01", net: "50.00", total: "59.50", creditMemo: true, generalLedgerAccount: "3400" },
  { key: "c2", type: "INCOMING_INVOICE", partner: ALPEN, invoiceNumber: "GS-9", invoiceDate: "2026-01-20", net: "16.81", total: "20.00", creditMemo: true, paid: true },
  // Foreign currencies.
  { key: "f1", type: "INCOMING_INVOICE", partner: ZETA, invoiceNumber: "INV-US-42", invoiceDate: "2026-02-01", dueDate: "2026-03-03", net: "1000.00", total: "1000.00", currency: "USD" },
  { key: "f2", type: "INCOMING_INVOICE", partner: ALPEN, invoiceNumber: "CH-17", invoiceDate: "2026-01-05", net: "500.00", total: "500.00", currency: "CHF", paid: true },
  { key: "i1", type: "INCOMING_INVOICE", partner: ALPEN, category: "second", invoiceNumber: "ST-2026-01", internalNumber: "INT-7001", orderNumber: "BEST-55501", invoiceDate: "2026-01-31", net: "75.00", total: "89.25", paid: true, hasXmlSource: true, approved: true, exported: true },
  { key: "i2", type: "INCOMING_INVOICE", partner: BAECKEREI, invoiceNumber: "BS-2026-12", internalNumber: "INT-7002", invoiceDate: "2026-02-28", dueDate: "2026-03-14", discountUntil: "2026-03-07", net: "40.00", total: "42.80", approved: true, pageText: "Brötchenlieferung für das Büro. Rechnung Nr. BS-2026-12", generalLedgerAccount: "4920", realEstateObject: "Äußere Ringstraße 5" },
  { key: "i3", type: "INCOMING_INVOICE", partner: BAECKEREI, category: "second", invoiceNumber: "BS-2026-13", invoiceDate: "2026-03-31", net: "12.00", total: "12.84", paid: true, exported: true },
  { key: "o1", type: "OUTGOING_INVOICE", partner: KUNDE, invoiceNumber: "AR-2026-0002", orderNumber: "PO-88123", invoiceDate: "2026-02-10", dueDate: "2026-03-12", net: "1000.00", total: "1190.00", hasXmlSource: true, generalLedgerAccount: "8400" },
  { key: "o2", type: "OUTGOING_INVOICE", partner: KUNDE, invoiceNumber: "AR-2026-0003", invoiceDate: "2026-03-20", net: "500.00", total: "595.00", paid: true, approved: true },
  { key: "b1", type: "INCOMING_INVOICE", partner: MUELLER, invoiceNumber: "RE-2026-0200", invoiceDate: "2026-03-15", net: "252.10", total: "300.00", paid: true, generalLedgerAccount: "3400", realEstateObject: "Am Hafen 3" },
  { key: "d1", type: "OTHER_DOCUMENT", partner: ZETA, documentNumber: "MV-2026-01", documentDate: "2026-01-01", contractType: "RENTAL", title: "Mietvertrag Lager", pageText: "Die Rechnungen werden monatlich gestellt.", realEstateObject: "Lindenstraße 12" },
  // No date: listed under its import day in Berlin (02-21, though 02-20 in UTC).
  { key: "d2", type: "OTHER_DOCUMENT", title: "Lieferschein", importDate: "2026-02-20T23:30:00Z" },
  { key: "d3", type: "OTHER_DOCUMENT", partner: ALPEN, documentDate: "2026-03-05", contractType: "LEASING", title: "Leasingvertrag Kopierer", approved: true },
  { key: "b2", type: "OTHER_DOCUMENT", documentNumber: "LS-0200", documentDate: "2026-03-16", title: "Lieferschein Baustelle", baseDocument: "b1" },
  // Nothing extracted yet: an open invoice without amounts, listed under its import day.
  { key: "n1", type: "INCOMING_INVOICE", importDate: "2026-03-25T10:00:00Z" },
  // Imported one second before midnight in Berlin: still 02-20 there.
  { key: "e1", type: "INCOMING_INVOICE", partner: ZETA, invoiceNumber: "RE-2026-0300", invoiceDate: "2026-02-20", net: "8.40", total: "10.00", paid: true, importDate: "2026-02-20T22:59:59Z" },
  // Hidden by the defaults. s1 repeats t3's number but, superseded, is no duplicate.
  { key: "a1", type: "INCOMING_INVOICE", partner: MUELLER, invoiceNumber: "RE-2026-0090", invoiceDate: "2026-01-10", net: "8.40", total: "10.00", archived: true },
  { key: "s1", type: "INCOMING_INVOICE", partner: ZETA, invoiceNumber: "RE-2026-0103", invoiceDate: "2026-03-09", net: "100.00", total: "119.00", superseded: true },
  { key: "as1", type: "INCOMING_INVOICE", partner: BAECKEREI, invoiceNumber: "BS-2026-01", invoiceDate: "2026-01-02", net: "4.67", total: "5.00", paid: true, archived: true, superseded: true },
];

function dayAfter(date: string): string {
  const d = new Date(`${date}T09:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

export const LIST_DATASET: FixtureDocument[] = RAW.map((d) => ({
  ...d,
  importDate: d.importDate ?? dayAfter((d.invoiceDate ?? d.documentDate)!),
}));

/** Keys of the default list (not archived, not superseded), in dataset order. */
export const DEFAULT_LIST_KEYS = LIST_DATASET.filter((d) => !d.archived && !d.superseded).map((d) => d.key);

/** A few documents of company B, one with A's partner name and number. */
// One row per line reads as a table.
// prettier-ignore
export const COMPANY_B_DATASET: FixtureDocument[] = [
  { key: "bx1", type: "INCOMING_INVOICE", partner: MUELLER, invoiceNumber: "RE-2026-0101", invoiceDate: "2026-03-10", net: "100.00", total: "119.00", importDate: TIE_IMPORT },
  { key: "bx2", type: "OTHER_DOCUMENT", documentDate: "2026-03-01", title: "Mietvertrag Büro", pageText: "Rechnungen monatlich", importDate: "2026-03-02T09:00:00Z" },
  { key: "bx3", type: "INCOMING_INVOICE", partner: "Bäckerei Schmidt", invoiceNumber: "BS-2026-12", invoiceDate: "2026-02-28", total: "42.80", importDate: "2026-03-01T09:00:00Z" },
];

const berlinDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" });

/** The sort key the list derives for a document (see the migration "documents list keys"). */
function sortKey(d: FixtureDocument, field: DocumentsListSortField): string | number | null {
  switch (field) {
    case "INVOICE_DATE":
      return d.invoiceDate ?? d.documentDate ?? berlinDay.format(new Date(d.importDate!));
    case "IMPORT_DATE":
      return new Date(d.importDate!).getTime();
    case "PARTNER":
      return (d.partner ?? d.extractedPartnerName)?.toLowerCase() ?? null;
    case "INVOICE_NUMBER":
      return d.invoiceNumber ?? d.documentNumber ?? null;
    case "DUE_DATE":
      return d.dueDate ?? null;
    case "DISCOUNT_DUE_DATE":
      return d.discountUntil ?? null;
    case "TOTAL":
      return d.total == null ? null : Number(d.total) * (d.creditMemo ? -1 : 1);
    case "GENERAL_LEDGER_ACCOUNT":
      return d.generalLedgerAccount ?? null;
    case "REAL_ESTATE_OBJECT":
      return d.realEstateObject ?? null;
  }
}

/**
 * The expected list order, written independently of the SQL: by key in the direction, keys a
 * document lacks last in both directions, ties by id in the same direction. Partner names and
 * numbers compare as the database's de_natural ICU collation does (German, digits by value);
 * Intl.Collator uses ICU too.
 */
export function expectedOrder(
  docs: readonly FixtureDocument[],
  ids: Record<string, string>,
  field: DocumentsListSortField,
  direction: "ASC" | "DESC",
): string[] {
  const sign = direction === "ASC" ? 1 : -1;
  // Partner names and numbers sort in German with numbers by value (the de_natural collation).
  const collator = new Intl.Collator("de", { numeric: true });
  const natural = ["PARTNER", "INVOICE_NUMBER", "GENERAL_LEDGER_ACCOUNT", "REAL_ESTATE_OBJECT"].includes(field);
  const cmp = (a: string | number, b: string | number) =>
    natural ? collator.compare(String(a), String(b)) : a < b ? -1 : a > b ? 1 : 0;
  const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...docs]
    .sort((a, b) => {
      const ka = sortKey(a, field);
      const kb = sortKey(b, field);
      if (ka === null || kb === null) {
        if (ka !== kb) return ka === null ? 1 : -1;
      } else if (ka !== kb) {
        return sign * cmp(ka, kb);
      }
      return sign * byId(ids[a.key]!, ids[b.key]!);
    })
    .map((d) => d.key);
}
