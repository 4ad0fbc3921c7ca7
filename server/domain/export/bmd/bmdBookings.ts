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
 * - belegnr (alphanumeric, ≤ 20): the internal number, else the invoice number, whichever fits;
 *   extbelegnr keeps the invoice number as the partner wrote it.
 * Money transactions (bank, cash, card) become payment lines the same way round: konto = the contra
 * account (the partner account of the paid invoice, or the category's ledger account), gkonto = the
 * money account's ledger account (BMD's gkonto takes a ledger account only), symbol BA; incoming
 * money is Haben on konto. A cash discount deducted from the payment goes into skonto with betrag's
 * sign (it reduces the open item as the payment does).
 */
import type { BookingDocument, BookingItem, BookingMoneyTransaction, ExportCompany, ExportPeriod } from "../model.ts";
import {
  absDecimal,
  addDecimals,
  compareDecimals,
  divideDecimals,
  multiplyDecimals,
  isZeroDecimal,
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
  | "BMD_FOREIGN_CURRENCY_WITHOUT_RATE"
  | "BMD_TRANSACTION_WITHOUT_ACCOUNT"
  | "BMD_TRANSACTION_WITHOUT_CONTRA_ACCOUNT"
  | "BMD_TRANSACTION_DATE_OUTSIDE_PERIOD"
  | "BMD_TRANSACTION_FOREIGN_CURRENCY"
  | "BMD_TRANSACTION_AMOUNT_ZERO"
  | "BMD_TRANSACTION_DISCOUNT_INVALID";

export interface BmdFinding {
  code: BmdFindingCode;
  documentRowId: string;
  itemRowId?: string;
}

export interface BmdTransactionFinding {
  code: BmdFindingCode;
  moneyTransactionRowId: string;
}

export class BmdExportRefused extends Error {
  constructor(readonly findings: readonly (BmdFinding | BmdTransactionFinding)[]) {
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

/** What keeps a money transaction out of a BMD booking file, coded. */
export function validateMoneyTransactionForBmd(
  company: ExportCompany,
  period: ExportPeriod,
  transaction: BookingMoneyTransaction,
): BmdTransactionFinding[] {
  const codes: BmdFindingCode[] = [];
  if (!transaction.moneyAccountLedgerAccountNumber?.trim()) codes.push("BMD_TRANSACTION_WITHOUT_ACCOUNT");
  if (!transaction.contraAccountNumber?.trim()) codes.push("BMD_TRANSACTION_WITHOUT_CONTRA_ACCOUNT");
  if (transaction.bookingDate < period.from || transaction.bookingDate > period.to)
    codes.push("BMD_TRANSACTION_DATE_OUTSIDE_PERIOD");
  if (transaction.currency !== company.currency) codes.push("BMD_TRANSACTION_FOREIGN_CURRENCY");
  if (isZeroDecimal(transaction.amount)) codes.push("BMD_TRANSACTION_AMOUNT_ZERO");
  else {
    const discount = transaction.discount ?? null;
    if (
      discount !== null &&
      (compareDecimals(discount, "0") < 0 || compareDecimals(discount, absDecimal(transaction.amount)) >= 0)
    )
      codes.push("BMD_TRANSACTION_DISCOUNT_INVALID");
  }
  return codes.map((code) => ({ code, moneyTransactionRowId: transaction.rowId }));
}

/** belegnr: alphanumeric, at most 20 characters. */
const BELEGNR_MAX = 20;

/** belegnr of a document: the internal number, else the invoice number, whichever fits; cut only when neither does. */
function belegnrOf(document: BookingDocument): string | null {
  const candidates = [document.internalNumber, document.invoiceNumber].map((n) => n?.trim() || null);
  return candidates.find((n) => n !== null && n.length <= BELEGNR_MAX) ?? candidates.find((n) => n !== null) ?? null;
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
    const fields = [
      "0",
      partnerAccountOf(document, item, options.collectiveAccounts) ?? "",
      item.generalLedgerAccountNumber.trim(),
      text(belegnrOf(document), BELEGNR_MAX),
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

/** The payment line of a money transaction (it must pass `validateMoneyTransactionForBmd`). */
export function bmdTransactionLineOf(transaction: BookingMoneyTransaction): BmdLine {
  const incoming = compareDecimals(transaction.amount, "0") > 0;
  // konto (the contra account) takes the other side of the money account: incoming money is Haben on it.
  const paid = roundDecimal(absDecimal(transaction.amount), 2);
  const betrag = incoming ? negateDecimal(paid) : paid;
  const discount = transaction.discount ?? null;
  const skonto =
    discount === null || isZeroDecimal(discount)
      ? ""
      : amount(incoming ? negateDecimal(roundDecimal(discount, 2)) : roundDecimal(discount, 2));
  const number = transaction.documentNumbers[0]?.trim() || null;
  const fields = [
    "0",
    transaction.contraAccountNumber?.trim() ?? "",
    transaction.moneyAccountLedgerAccountNumber?.trim() ?? "",
    text(number, BELEGNR_MAX),
    dateDE(transaction.bookingDate),
    dateDE(transaction.bookingDate),
    amount(betrag),
    amount("0"),
    "",
    "",
    incoming ? "2" : "1",
    '"BA"',
    text(transaction.purpose?.trim() || transaction.partnerName, 60),
    text(number, 30),
    "",
    "",
    skonto,
    "",
    "",
  ];
  return { text: joinFields(fields), amount: roundDecimal(betrag, 2) };
}

export interface BmdSummary {
  lineCount: number;
  documentCount: number;
  /** Per documentRowId: Σ betrag (signed, company currency). */
  documents: Map<string, string>;
  transactionCount: number;
  /** Per money transaction rowId: its betrag (signed as konto is booked). */
  transactions: Map<string, string>;
}

/** Streams the BMD booking file; the summary resolves when the chunks are read to their end. */
export function writeBmdBookings(input: {
  company: ExportCompany;
  period: ExportPeriod;
  options: BmdOptions;
  documents: AsyncIterable<BookingDocument> | Iterable<BookingDocument>;
  moneyTransactions?: AsyncIterable<BookingMoneyTransaction> | Iterable<BookingMoneyTransaction>;
}): { chunks: AsyncIterable<Uint8Array>; summary: Promise<BmdSummary> } {
  const result: BmdSummary = {
    lineCount: 0,
    documentCount: 0,
    documents: new Map(),
    transactionCount: 0,
    transactions: new Map(),
  };
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
    for await (const transaction of input.moneyTransactions ?? []) {
      const findings = validateMoneyTransactionForBmd(input.company, input.period, transaction);
      if (findings.length > 0) throw new BmdExportRefused(findings);
      const line = bmdTransactionLineOf(transaction);
      yield line.text;
      result.transactions.set(transaction.rowId, line.amount);
      result.transactionCount++;
      result.lineCount++;
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
