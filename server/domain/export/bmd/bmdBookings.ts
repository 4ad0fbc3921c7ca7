/**
 * BMD NTCS booking import (Austria, "Import von Buchungen"): a CSV file with the field names in
 * the first line, ";" separated, decimal comma, dates TT.MM.JJJJ, Windows-1252, CRLF. One line per
 * accounting item, as in the DATEV Buchungsstapel:
 * - konto = the partner account (or the collective account), gkonto = the item's ledger account;
 *   buchcode 1 = Soll, 2 = Haben on konto (the other side of the item's bookingType, a credit note
 *   swaps it).
 * - betrag = the gross amount, signed as konto is booked (Soll +, Haben −); steuer = the tax in it
 *   with the opposite sign (BMD books it against gkonto); mwst = the percentage; steucod = the VAT
 *   code's tax key (Steuercode) as kept on the VAT code.
 * - symbol = ER (Eingangsrechnung), AR (Ausgangsrechnung), SO (sonstiger Beleg).
 * - With the company's bmdBankinfo on, the partner's IBAN and BIC go into iban / bic.
 */
import type { BookingDocument, BookingItem, ExportCompany, ExportPeriod } from "../model.ts";
import {
  addDecimals,
  compareDecimals,
  divideDecimals,
  multiplyDecimals,
  negateDecimal,
  roundDecimal,
} from "../../../../src/lib/decimal.ts";
import { chunkedCp1252, joinFields } from "../datev/extf.ts";
import { toCp1252Text } from "../datev/cp1252.ts";
import { type CollectiveAccounts, grossAmountOf } from "../datev/buchungsstapel.ts";

export const BMD_COLUMNS = [
  "satzart",
  "konto",
  "gkonto",
  "belegnr",
  "belegdat",
  "buchdat",
  "betrag",
  "steuer",
  "mwst",
  "steucod",
  "buchcode",
  "symbol",
  "text",
  "extbelegnr",
  "kost",
  "faelligkeit",
  "skonto",
  "iban",
  "bic",
] as const;

export interface BmdOptions {
  collectiveAccounts: CollectiveAccounts;
  chunkSize?: number;
}

export type BmdFindingCode =
  | "BMD_DOCUMENT_WITHOUT_ITEMS"
  | "BMD_INVOICE_DATE_MISSING"
  | "BMD_INVOICE_DATE_OUTSIDE_PERIOD"
  | "BMD_ITEM_WITHOUT_ACCOUNT"
  | "BMD_PARTNER_ACCOUNT_MISSING"
  | "BMD_FOREIGN_CURRENCY_WITHOUT_RATE";

export interface BmdFinding {
  code: BmdFindingCode;
  documentRowId: string;
  itemRowId?: string;
}

export class BmdExportRefused extends Error {
  constructor(readonly findings: readonly BmdFinding[]) {
    super(`BMD export refused: ${findings.map((f) => f.code).join(", ")}`);
    this.name = "BmdExportRefused";
  }
}

function partnerAccountOf(document: BookingDocument, item: BookingItem, collective: CollectiveAccounts): string | null {
  if (document.partner.accountNumber?.trim()) return document.partner.accountNumber.trim();
  const debtorSide =
    document.documentType === "OUTGOING_INVOICE" ||
    (document.documentType === "OTHER_DOCUMENT" && item.bookingType === "CREDIT");
  return (debtorSide ? collective.debtor : collective.creditor)?.trim() || null;
}

/** What keeps a document out of a BMD booking file, coded. */
export function validateForBmd(
  company: ExportCompany,
  period: ExportPeriod,
  document: BookingDocument,
  options: Pick<BmdOptions, "collectiveAccounts">,
): BmdFinding[] {
  const documentRowId = document.documentRowId;
  const findings: BmdFinding[] = [];
  if (document.items.length === 0) findings.push({ code: "BMD_DOCUMENT_WITHOUT_ITEMS", documentRowId });
  if (document.invoiceDate === null) findings.push({ code: "BMD_INVOICE_DATE_MISSING", documentRowId });
  else if (document.invoiceDate < period.from || document.invoiceDate > period.to)
    findings.push({ code: "BMD_INVOICE_DATE_OUTSIDE_PERIOD", documentRowId });
  if (
    document.currency !== company.currency &&
    (document.conversionRate === null || compareDecimals(document.conversionRate, "0") <= 0)
  )
    findings.push({ code: "BMD_FOREIGN_CURRENCY_WITHOUT_RATE", documentRowId });
  for (const item of document.items) {
    if (!item.generalLedgerAccountNumber.trim())
      findings.push({ code: "BMD_ITEM_WITHOUT_ACCOUNT", documentRowId, itemRowId: item.rowId });
    if (partnerAccountOf(document, item, options.collectiveAccounts) === null)
      findings.push({ code: "BMD_PARTNER_ACCOUNT_MISSING", documentRowId, itemRowId: item.rowId });
  }
  return findings;
}

/** A BMD text field: Windows-1252-safe, ";" and quotes doubled inside quotes, cut to `max`. */
function text(value: string | null | undefined, max: number): string {
  if (!value) return "";
  const clean = toCp1252Text(value).trim().slice(0, max).trimEnd();
  return `"${clean.replaceAll('"', '""')}"`;
}

const amount = (value: string): string => roundDecimal(value, 2).replace(".", ",");
const rate = (value: string): string => {
  const t = roundDecimal(value, 2);
  return t.replace(/\.?0+$/, "").replace(".", ",");
};
function dateDE(date: string | null): string {
  if (!date) return "";
  const [y, m, d] = date.split("-");
  return `${d}.${m}.${y}`;
}

const SYMBOL: Record<BookingDocument["documentType"], string> = {
  INCOMING_INVOICE: "ER",
  OUTGOING_INVOICE: "AR",
  OTHER_DOCUMENT: "SO",
};

export interface BmdLine {
  /** The encoded fields joined by ";" (no line end). */
  text: string;
  /** betrag: signed gross amount in the company currency. */
  amount: string;
}

/** The lines of one document (it must pass `validateForBmd`); amounts in the company currency. */
export function bmdLinesOf(company: ExportCompany, document: BookingDocument, options: BmdOptions): BmdLine[] {
  const lines: BmdLine[] = [];
  const foreign = document.currency !== company.currency;
  const toCompany = (value: string) => (foreign ? divideDecimals(value, document.conversionRate!, 2) : value);
  for (const item of document.items) {
    const gross = toCompany(grossAmountOf(item, item.amount));
    const vat = item.vat;
    const taxed = vat !== null && (vat.type === "INPUT_TAX" || vat.type === "OUTPUT_TAX");
    // tax in a gross amount: gross × p / (100 + p), half away from zero.
    const tax =
      taxed && compareDecimals(vat.percentage, "0") > 0
        ? divideDecimals(multiplyDecimals(gross, vat.percentage), addDecimals("100", vat.percentage), 2)
        : "0.00";
    // konto (the partner) is booked on the item's other side; a credit note swaps it.
    const partnerDebit = (item.bookingType === "CREDIT") !== document.creditMemo;
    const betrag = partnerDebit ? gross : negateDecimal(gross);
    const steuer = partnerDebit ? negateDecimal(tax) : tax;
    const number = (document.invoiceNumber ?? document.internalNumber)?.trim() || null;
    const fields = [
      "0",
      partnerAccountOf(document, item, options.collectiveAccounts) ?? "",
      item.generalLedgerAccountNumber.trim(),
      text(document.internalNumber ?? number, 20),
      dateDE(document.invoiceDate),
      dateDE(document.invoiceDate),
      amount(betrag),
      amount(steuer),
      vat ? rate(vat.percentage) : "",
      vat?.code?.trim() ? text(vat.code.trim(), 3) : "",
      partnerDebit ? "1" : "2",
      `"${SYMBOL[document.documentType]}"`,
      text(item.title?.trim() || document.partner.name, 60),
      text(document.invoiceNumber, 30),
      text(item.costCenters.length === 1 ? item.costCenters[0]!.number : null, 10),
      dateDE(document.dueDate),
      lines.length === 0 && document.discountAmount ? amount(toCompany(document.discountAmount)) : "",
      company.bmdBankinfo ? text(document.partner.iban?.replace(/\s+/g, "").toUpperCase(), 34) : "",
      company.bmdBankinfo ? text(document.partner.bic?.replace(/\s+/g, "").toUpperCase(), 11) : "",
    ];
    lines.push({ text: joinFields(fields), amount: roundDecimal(betrag, 2) });
  }
  return lines;
}

export interface BmdSummary {
  lineCount: number;
  documentCount: number;
  /** Per documentRowId: Σ betrag (signed, company currency). */
  documents: Map<string, string>;
}

/** Streams the BMD booking file; the summary resolves when the chunks are read to their end. */
export function writeBmdBookings(input: {
  company: ExportCompany;
  period: ExportPeriod;
  options: BmdOptions;
  documents: AsyncIterable<BookingDocument> | Iterable<BookingDocument>;
}): { chunks: AsyncIterable<Uint8Array>; summary: Promise<BmdSummary> } {
  const result: BmdSummary = { lineCount: 0, documentCount: 0, documents: new Map() };
  let resolve!: (s: BmdSummary) => void;
  let reject!: (e: unknown) => void;
  const summary = new Promise<BmdSummary>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  summary.catch(() => undefined);
  async function* lines(): AsyncGenerator<string> {
    yield joinFields(BMD_COLUMNS);
    for await (const document of input.documents) {
      const findings = validateForBmd(input.company, input.period, document, input.options);
      if (findings.length > 0) throw new BmdExportRefused(findings);
      let sum = "0.00";
      for (const line of bmdLinesOf(input.company, document, input.options)) {
        yield line.text;
        sum = addDecimals(sum, line.amount);
        result.lineCount++;
      }
      result.documents.set(document.documentRowId, sum);
      result.documentCount++;
    }
  }
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      yield* chunkedCp1252(lines(), input.options.chunkSize);
      resolve(result);
    } catch (error) {
      reject(error);
      throw error;
    }
  }
  return { chunks: chunks(), summary };
}
