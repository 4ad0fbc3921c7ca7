// The export's format registry: each file an export can contain is written by one
// ExportFormatWriter (server/domain/export/** and server/export/pdfBundle hold the writers;
// this module only names them). The export job (server/worker/tasks/export__run.ts) asks
// `requestedKinds` which files an export needs and streams each writer's bytes into the file
// store, hashing them on the way.
import type { BookingDocument, BookingMoneyTransaction, ExportCompany, ExportPeriod } from "../domain/export/model.ts";
import { bookingsCsvWriter } from "./bookingsCsv.ts";
import {
  bmdWriter,
  bookingsXlsxWriter,
  datevExtfWriter,
  datevPartnerAccountsWriter,
  datevXmlWriter,
  factorXlsxWriter,
  pdfZipWriter,
  type ExportContext,
} from "./writers.ts";

/** The options of the spec's Export entity that shape the files. */
export interface ExportOptions {
  accountingExport: "DATEV_EXTF" | "DATEV_XML" | "BMD" | "NONE";
  allowIncomplete: boolean;
  bookingExport: boolean;
  readyForBookingExport: boolean;
  spreadsheets: boolean;
  factorExcel: boolean;
  pdfs: boolean;
  xmlEmbedded: boolean;
  auditTrailPos: "NONE" | "BEFORE" | "AFTER";
}

export interface ExportWriterInput {
  exportRowId: string;
  company: ExportCompany;
  period: ExportPeriod;
  options: ExportOptions;
  /** The number of documents `documents()` yields (for progress and headers). */
  documentCount: number;
  /** A fresh pass over the export's documents, streamed from the database in batches (flat
   * memory); call it once per pass. Only documents of the export's company. */
  documents: () => AsyncIterable<BookingDocument>;
  /** The export's money transactions, likewise. */
  moneyTransactions: () => AsyncIterable<BookingMoneyTransaction>;
  /** The database, file store and company facts the accounting, spreadsheet and PDF writers read. */
  context?: ExportContext;
}

export interface ExportFormatWriter {
  /** Stored as export_files.kind (`^[A-Z][A-Z0-9_]{1,40}$`); one file per kind and export. */
  kind: string;
  /** The download's file name (no path separators, at most 200 characters). */
  fileName: (company: ExportCompany, period: ExportPeriod) => string;
  /** The Content-Type of the download. */
  mimeType: string;
  /** The file's bytes, produced as the documents stream in; throwing fails the export. */
  write: (input: ExportWriterInput) => AsyncIterable<Uint8Array>;
}

export type ExportFormatRegistry = ReadonlyMap<string, ExportFormatWriter>;

export function makeFormatRegistry(writers: readonly ExportFormatWriter[]): ExportFormatRegistry {
  const registry = new Map<string, ExportFormatWriter>();
  for (const writer of writers) {
    if (!/^[A-Z][A-Z0-9_]{1,40}$/.test(writer.kind)) throw new Error(`Invalid export format kind: ${writer.kind}`);
    if (registry.has(writer.kind)) throw new Error(`Export format registered twice: ${writer.kind}`);
    registry.set(writer.kind, writer);
  }
  return registry;
}

/** Every format the product writes. */
export const EXPORT_FORMATS: ExportFormatRegistry = makeFormatRegistry([
  bookingsCsvWriter,
  datevExtfWriter,
  datevPartnerAccountsWriter,
  datevXmlWriter,
  bmdWriter,
  bookingsXlsxWriter,
  factorXlsxWriter,
  pdfZipWriter,
]);

/**
 * The files an export with these options consists of, in the order they are written: the
 * bookings CSV always (the readable record of what was exported), then the accounting format,
 * the spreadsheets, the factoring spreadsheet and the PDFs as asked for.
 */
export function requestedKinds(options: ExportOptions): string[] {
  const kinds = ["BOOKINGS_CSV"];
  if (options.accountingExport === "DATEV_EXTF") kinds.push("DATEV_EXTF", "DATEV_PARTNER_ACCOUNTS");
  if (options.accountingExport === "DATEV_XML") kinds.push("DATEV_XML");
  if (options.accountingExport === "BMD") kinds.push("BMD");
  if (options.spreadsheets) kinds.push("BOOKINGS_XLSX");
  if (options.factorExcel) kinds.push("FACTOR_XLSX");
  if (options.pdfs) kinds.push("PDF_ZIP");
  return kinds;
}
