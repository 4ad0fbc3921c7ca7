/**
 * DATEV Buchungsstapel (EXTF 700, Formatkategorie 21, Formatversion 13): one booking line per
 * accounting item (per cost-centre share of it) and per money transaction, streamed as
 * Windows-1252 byte chunks. No I/O: the export job validates every document with
 * `validateForDatev` first, refuses on findings, then streams `writeBuchungsstapel` to the blob store.
 *
 * How an item becomes a line (the DATEV rules this follows):
 * - Konto = the item's ledger account, Gegenkonto = the partner account (Debitor/Kreditor) or the
 *   collective account of the options; Soll/Haben-Kennzeichen is the side of Konto (the item's
 *   bookingType; a credit note swaps it). Umsatz is always positive.
 * - Umsatz is GROSS whenever DATEV computes tax on the line: with a BU-Schlüssel, and equally on an
 *   automatic account (Automatikkonto, tax without key), DATEV takes the Umsatz as gross and splits
 *   the tax off itself. So an item entered NET with input or output tax is grossed up with its VAT
 *   percentage (half away from zero to the cent); an item entered GROSS goes as it is. Tax-free items
 *   and reverse-charge (§13b, intra-community acquisition) items carry no tax in the amount: their
 *   Umsatz is the net amount and DATEV books input and output tax from the BU-Schlüssel.
 * - Multi-VAT invoices have one item per rate and so one line per rate.
 * - Foreign currency: Umsatz in the document's currency with its WKZ, Kurs = units of that currency
 *   per unit of the company currency (DATEV's "1 EUR = Kurs Fremdwährung"), Basis-Umsatz = Umsatz ÷
 *   Kurs in the company currency.
 * - Cost centres (KOST1) and cost units (KOST2): an item split over several becomes one line per
 *   share; the last share takes the rounding rest so the lines add up to the item's gross amount; the
 *   part of an item no share covers gets a line without cost centre.
 */
import type {
  BookingDocument,
  BookingItem,
  BookingMoneyTransaction,
  CalendarDateString,
  DecimalString,
  ExportCompany,
  ExportPeriod,
} from "../model.ts";
import {
  absDecimal,
  addDecimals,
  compareDecimals,
  divideDecimals,
  integerDigits,
  isZeroDecimal,
  multiplyDecimals,
  roundDecimal,
  subtractDecimals,
} from "../../../../src/lib/decimal.ts";
import { addMonths } from "../../../../src/lib/calendarDate.ts";
import {
  amountField,
  chunkedCp1252,
  columnLine,
  dateTTMM,
  dateTTMMJJ,
  headerRecord,
  joinFields,
  rateField,
  textField,
} from "./extf.ts";

// ---------------------------------------------------------------------------------------------
// Columns
// ---------------------------------------------------------------------------------------------

const zusatzinformation = Array.from({ length: 20 }, (_, i) => [
  `Zusatzinformation - Art ${i + 1}`,
  `Zusatzinformation- Inhalt ${i + 1}`,
]).flat();
const beleginfo = Array.from({ length: 8 }, (_, i) => [
  `Beleginfo - Art ${i + 1}`,
  `Beleginfo - Inhalt ${i + 1}`,
]).flat();

/** The 125 columns of Buchungsstapel format version 13, in DATEV's order and spelling. */
export const BUCHUNGSSTAPEL_COLUMNS: readonly string[] = [
  "Umsatz (ohne Soll/Haben-Kz)",
  "Soll/Haben-Kennzeichen",
  "WKZ Umsatz",
  "Kurs",
  "Basis-Umsatz",
  "WKZ Basis-Umsatz",
  "Konto",
  "Gegenkonto (ohne BU-Schlüssel)",
  "BU-Schlüssel",
  "Belegdatum",
  "Belegfeld 1",
  "Belegfeld 2",
  "Skonto",
  "Buchungstext",
  "Postensperre",
  "Diverse Adressnummer",
  "Geschäftspartnerbank",
  "Sachverhalt",
  "Zinssperre",
  "Beleglink",
  ...beleginfo,
  "KOST1 - Kostenstelle",
  "KOST2 - Kostenstelle",
  "Kost-Menge",
  "EU-Land u. UStID (Bestimmung)",
  "EU-Steuersatz (Bestimmung)",
  "Abw. Versteuerungsart",
  "Sachverhalt L+L",
  "Funktionsergänzung L+L",
  "BU 49 Hauptfunktionstyp",
  "BU 49 Hauptfunktionsnummer",
  "BU 49 Funktionsergänzung",
  ...zusatzinformation,
  "Stück",
  "Gewicht",
  "Zahlweise",
  "Forderungsart",
  "Veranlagungsjahr",
  "Zugeordnete Fälligkeit",
  "Skontotyp",
  "Auftragsnummer",
  "Buchungstyp",
  "USt-Schlüssel (Anzahlungen)",
  "EU-Land (Anzahlungen)",
  "Sachverhalt L+L (Anzahlungen)",
  "EU-Steuersatz (Anzahlungen)",
  "Erlöskonto (Anzahlungen)",
  "Herkunft-Kz",
  "Buchungs GUID",
  "KOST-Datum",
  "SEPA-Mandatsreferenz",
  "Skontosperre",
  "Gesellschaftername",
  "Beteiligtennummer",
  "Identifikationsnummer",
  "Zeichnernummer",
  "Postensperre bis",
  "Bezeichnung SoBil-Sachverhalt",
  "Kennzeichen SoBil-Buchung",
  "Festschreibung",
  "Leistungsdatum",
  "Datum Zuord. Steuerperiode",
  "Fälligkeit",
  "Generalumkehr (GU)",
  "Steuersatz",
  "Land",
  "Abrechnungsreferenz",
  "BVV-Position",
  "EU-Land u. UStID (Ursprung)",
  "EU-Steuersatz (Ursprung)",
  "Abw. Skontokonto",
];

/** 0-based index of a column by its DATEV name. */
export function columnIndex(name: string): number {
  const index = BUCHUNGSSTAPEL_COLUMNS.indexOf(name);
  if (index < 0) throw new Error(`No Buchungsstapel column ${name}`);
  return index;
}

// ---------------------------------------------------------------------------------------------
// Limits of DATEV's fields
// ---------------------------------------------------------------------------------------------

export const LIMITS = {
  buchungstext: 60,
  belegfeld1: 36,
  belegfeld2: 12,
  kost: 36,
  beleglink: 210,
  euVatId: 15,
  /** Umsatz: at most 10 digits before the comma. */
  amountIntegerDigits: 10,
  /** Skonto: at most 8 digits before the comma. */
  discountIntegerDigits: 8,
  beleginfoArt: 20,
  beleginfoInhalt: 210,
} as const;

/**
 * Belegfeld 1 (Rechnungsnummer, the OPOS key that clears an invoice with its payment). DATEV's
 * Ausdruck is ^(["][\w$%\-\/]{0,36}["])$ and its description says that spaces, umlauts, dots,
 * commas, semicolons and colons are not allowed (DATEV-Format, Buchungsstapel field 11). So the
 * characters written are the ASCII letters, digits and _ $ % - / (the set both the expression and
 * the description allow); every other character is left out ("RE 2025.1" → "RE20251").
 */
const BELEGFELD1_DISALLOWED = /[^A-Za-z0-9_$%\-/]/g;
/** KOST1/KOST2: letters, digits and spaces, ≤ 36. */
const KOST_RE = /^[A-Za-z0-9ÄÖÜäöüß ]*$/;
const ACCOUNT_RE = /^\d+$/;
const BU_KEY_RE = /^\d{1,4}$/;

const EU_COUNTRIES = new Set([
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "EL",
  "GR",
  "ES",
  "FI",
  "FR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
  "XI",
]);

// ---------------------------------------------------------------------------------------------
// Options and findings
// ---------------------------------------------------------------------------------------------

export interface CollectiveAccounts {
  /** Sammeldebitor for outgoing documents without a partner account. */
  debtor: string | null;
  /** Sammelkreditor for incoming documents without a partner account. */
  creditor: string | null;
}

export interface BuchungsstapelOptions {
  /** Bezeichnung of the batch (≤ 30 characters, cut). */
  label: string;
  /** Festschreibung: DATEV locks the batch on import. */
  fixation: boolean;
  collectiveAccounts: CollectiveAccounts;
  /** "erzeugt am" of the header. */
  createdAt: Date;
  /** "Exportiert von" (≤ 25), e.g. the user's name. */
  exportedBy?: string;
  /** Diktatkürzel (2 characters). */
  dictationCode?: string;
  /** The company's country for the intra-community fields; "DE" when not given. */
  companyCountryCode?: string;
  /**
   * The company's VAT id: written as "EU-Land u. UStID (Ursprung)" on EU OSS lines (DATEV asks for
   * the sender's member state by its VAT id on distance sales); left empty when not given.
   */
  companyVatId?: string | null;
  /** Bytes per chunk of the stream (about); 64 KiB when not given. */
  chunkSize?: number;
}

export type DatevFindingCode =
  | "DATEV_CONSULTANT_NUMBER_MISSING"
  | "DATEV_CLIENT_NUMBER_MISSING"
  | "DATEV_PERIOD_OUTSIDE_FISCAL_YEAR"
  | "DATEV_DOCUMENT_WITHOUT_ITEMS"
  | "DATEV_INVOICE_DATE_MISSING"
  | "DATEV_INVOICE_DATE_OUTSIDE_PERIOD"
  | "DATEV_DOCUMENT_NUMBER_TOO_LONG"
  | "DATEV_DOCUMENT_NUMBER_INVALID_CHARACTERS"
  | "DATEV_CONVERSION_RATE_MISSING"
  | "DATEV_PARTNER_ACCOUNT_MISSING"
  | "DATEV_PARTNER_ACCOUNT_INVALID"
  | "DATEV_ITEM_WITHOUT_ACCOUNT"
  | "DATEV_ACCOUNT_INVALID"
  | "DATEV_ACCOUNT_TOO_LONG"
  | "DATEV_TAX_KEY_INVALID"
  | "DATEV_REVERSE_CHARGE_WITHOUT_TAX_KEY"
  | "DATEV_AMOUNT_TOO_LARGE"
  | "DATEV_COST_CENTER_INVALID"
  | "DATEV_COST_ASSIGNMENT_EXCEEDS_ITEM"
  | "DATEV_COST_ASSIGNMENT_AMBIGUOUS"
  | "DATEV_TRANSACTION_WITHOUT_ACCOUNT"
  | "DATEV_TRANSACTION_WITHOUT_CONTRA_ACCOUNT"
  | "DATEV_TRANSACTION_DATE_OUTSIDE_PERIOD"
  | "DATEV_TRANSACTION_FOREIGN_CURRENCY"
  | "DATEV_TRANSACTION_AMOUNT_ZERO"
  | "DATEV_TRANSACTION_DISCOUNT_INVALID"
  | "DATEV_TRANSACTION_DISCOUNT_WITHOUT_PARTNER_ACCOUNT"
  | "DATEV_OSS_COUNTRY_INVALID"
  | "DATEV_OSS_RATE_MISSING";

export interface DatevFinding {
  code: DatevFindingCode;
  documentRowId: string;
  itemRowId?: string;
}

export interface DatevTransactionFinding {
  code: DatevFindingCode;
  moneyTransactionRowId: string;
}

/** A writer met a document or transaction its validation refuses: the job must validate first. */
export class DatevExportRefused extends Error {
  constructor(readonly findings: readonly (DatevFinding | DatevTransactionFinding)[]) {
    super(`DATEV export refused: ${findings.map((f) => f.code).join(", ")}`);
    this.name = "DatevExportRefused";
  }
}

// ---------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------

/** The company's and the period's problems (once per export; `validateForDatev` repeats them per document). */
export function validateDatevCompany(company: ExportCompany, period: ExportPeriod): DatevFindingCode[] {
  const codes: DatevFindingCode[] = [];
  const consultant = company.datevConsultantNumber;
  if (consultant === null || !Number.isInteger(consultant) || consultant < 1001 || consultant > 9_999_999)
    codes.push("DATEV_CONSULTANT_NUMBER_MISSING");
  const client = company.datevClientNumber;
  if (client === null || !Number.isInteger(client) || client < 1 || client > 99_999)
    codes.push("DATEV_CLIENT_NUMBER_MISSING");
  // A Buchungsstapel lies within one fiscal year: DATEV reads TTMM dates in the header's year.
  const fiscalYearEnd = addMonths(company.fiscalYearStart, 12);
  if (period.from > period.to || period.from < company.fiscalYearStart || period.to >= fiscalYearEnd)
    codes.push("DATEV_PERIOD_OUTSIDE_FISCAL_YEAR");
  return codes;
}

function accountProblem(account: string, maxLength: number): DatevFindingCode | null {
  if (!ACCOUNT_RE.test(account)) return "DATEV_ACCOUNT_INVALID";
  if (account.length > maxLength) return "DATEV_ACCOUNT_TOO_LONG";
  return null;
}

/**
 * A number as DATEV takes it in Belegfeld 1: the characters DATEV refuses left out; null when
 * nothing is left or the rest is longer than 36 characters (a cut key would clear the wrong item).
 */
export function belegfeld1Of(number: string | null | undefined): string | null {
  const key = (number ?? "").replace(BELEGFELD1_DISALLOWED, "");
  return key === "" || key.length > LIMITS.belegfeld1 ? null : key;
}

/** Belegfeld 1 of a line and the number it came from (written to Beleginfo when they differ). */
export interface DocumentKey {
  /** What Belegfeld 1 holds; null when there is no number or none usable (then `problem` says why). */
  key: string | null;
  /** The full number as the document has it (the invoice number, else the internal number). */
  original: string | null;
  problem: DatevFindingCode | null;
}

function keyProblem(number: string): DatevFindingCode {
  return number.replace(BELEGFELD1_DISALLOWED, "").length > LIMITS.belegfeld1
    ? "DATEV_DOCUMENT_NUMBER_TOO_LONG"
    : "DATEV_DOCUMENT_NUMBER_INVALID_CHARACTERS";
}

/**
 * Belegfeld 1 of a document: its invoice number without the characters DATEV refuses; when nothing
 * usable is left (or more than 36 characters), the internal number the same way; only when that
 * fails too, a finding. The original number is kept for "Beleginfo - Inhalt 1".
 */
export function documentKeyOf(document: Pick<BookingDocument, "invoiceNumber" | "internalNumber">): DocumentKey {
  const invoiceNumber = document.invoiceNumber?.trim() || null;
  const internalNumber = document.internalNumber?.trim() || null;
  const original = invoiceNumber ?? internalNumber;
  if (original === null) return { key: null, original: null, problem: null };
  const key = belegfeld1Of(invoiceNumber) ?? belegfeld1Of(internalNumber);
  return { key, original, problem: key === null ? keyProblem(original) : null };
}

/** Belegfeld 1 of a money transaction: its first linked document's number, cleaned as for the document. */
export function transactionKeyOf(transaction: Pick<BookingMoneyTransaction, "documentNumbers">): DocumentKey {
  const original = transaction.documentNumbers[0]?.trim() || null;
  if (original === null) return { key: null, original: null, problem: null };
  const key = belegfeld1Of(original);
  return { key, original, problem: key === null ? keyProblem(original) : null };
}

function contraAccountOf(
  document: BookingDocument,
  item: BookingItem,
  collective: CollectiveAccounts | undefined,
): string | null {
  if (document.partner.accountNumber) return document.partner.accountNumber.trim();
  const debtorSide =
    document.documentType === "OUTGOING_INVOICE" ||
    (document.documentType === "OTHER_DOCUMENT" && item.bookingType === "CREDIT");
  return (debtorSide ? collective?.debtor : collective?.creditor)?.trim() || null;
}

const foreignCurrency = (company: ExportCompany, document: BookingDocument): boolean =>
  document.currency !== company.currency;

/**
 * Everything that keeps a document out of a DATEV Buchungsstapel, as codes the job refuses with
 * before it writes a byte. Includes the company's and period's problems (`validateDatevCompany`).
 */
export function validateForDatev(
  company: ExportCompany,
  period: ExportPeriod,
  document: BookingDocument,
  options?: { collectiveAccounts?: CollectiveAccounts; companyCountryCode?: string },
): DatevFinding[] {
  const documentRowId = document.documentRowId;
  const homeCountry = (options?.companyCountryCode ?? "DE").toUpperCase();
  const findings: DatevFinding[] = validateDatevCompany(company, period).map((code) => ({ code, documentRowId }));
  const add = (code: DatevFindingCode, itemRowId?: string) =>
    findings.push(itemRowId === undefined ? { code, documentRowId } : { code, documentRowId, itemRowId });

  if (document.items.length === 0) add("DATEV_DOCUMENT_WITHOUT_ITEMS");
  if (document.invoiceDate === null) add("DATEV_INVOICE_DATE_MISSING");
  else if (document.invoiceDate < period.from || document.invoiceDate > period.to)
    add("DATEV_INVOICE_DATE_OUTSIDE_PERIOD");
  const numberProblem = documentKeyOf(document).problem;
  if (numberProblem) add(numberProblem);
  if (foreignCurrency(company, document)) {
    const rate = document.conversionRate;
    if (rate === null || compareDecimals(rate, "0") <= 0) add("DATEV_CONVERSION_RATE_MISSING");
  }
  const partnerAccount = document.partner.accountNumber?.trim();
  if (partnerAccount) {
    if (accountProblem(partnerAccount, company.generalLedgerAccountLength + 1)) add("DATEV_PARTNER_ACCOUNT_INVALID");
  }

  for (const item of document.items) {
    const account = item.generalLedgerAccountNumber.trim();
    if (account === "") add("DATEV_ITEM_WITHOUT_ACCOUNT", item.rowId);
    else {
      const problem = accountProblem(account, company.generalLedgerAccountLength);
      if (problem) add(problem, item.rowId);
    }
    if (!partnerAccount) {
      const contra = contraAccountOf(document, item, options?.collectiveAccounts);
      if (contra === null) add("DATEV_PARTNER_ACCOUNT_MISSING", item.rowId);
      else if (accountProblem(contra, company.generalLedgerAccountLength + 1))
        add("DATEV_PARTNER_ACCOUNT_INVALID", item.rowId);
    }
    if (item.vat?.code != null && !BU_KEY_RE.test(item.vat.code.trim())) add("DATEV_TAX_KEY_INVALID", item.rowId);
    if (item.vat?.type === "REVERSE_CHARGE" && !item.vat.code?.trim())
      add("DATEV_REVERSE_CHARGE_WITHOUT_TAX_KEY", item.rowId);
    const oss = ossCountryOf(item);
    if (oss !== null) {
      if (!EU_COUNTRIES.has(oss) || oss === homeCountry) add("DATEV_OSS_COUNTRY_INVALID", item.rowId);
      else if (ossRateOf(item) === null) add("DATEV_OSS_RATE_MISSING", item.rowId);
    }
    if (integerDigits(grossAmountOf(item, item.amount)) > LIMITS.amountIntegerDigits)
      add("DATEV_AMOUNT_TOO_LARGE", item.rowId);
    for (const assignment of [...item.costCenters, ...item.costUnits]) {
      const number = assignment.number.trim();
      if (number === "" || number.length > LIMITS.kost || !KOST_RE.test(number)) {
        add("DATEV_COST_CENTER_INVALID", item.rowId);
        break;
      }
    }
    if (item.costCenters.length > 1 && item.costUnits.length > 1) add("DATEV_COST_ASSIGNMENT_AMBIGUOUS", item.rowId);
    for (const shares of [item.costCenters, item.costUnits]) {
      if (shares.some((s) => compareDecimals(s.amount, "0") < 0)) {
        add("DATEV_COST_ASSIGNMENT_EXCEEDS_ITEM", item.rowId);
        break;
      }
      if (shares.length > 0 && compareDecimals(addDecimals(...shares.map((s) => s.amount)), item.amount) > 0) {
        add("DATEV_COST_ASSIGNMENT_EXCEEDS_ITEM", item.rowId);
        break;
      }
    }
  }
  return findings;
}

/** A money transaction's problems, as `validateForDatev` for documents. */
export function validateMoneyTransactionForDatev(
  company: ExportCompany,
  period: ExportPeriod,
  transaction: BookingMoneyTransaction,
): DatevTransactionFinding[] {
  const moneyTransactionRowId = transaction.rowId;
  const codes: DatevFindingCode[] = validateDatevCompany(company, period);
  const account = transaction.moneyAccountLedgerAccountNumber?.trim();
  if (!account) codes.push("DATEV_TRANSACTION_WITHOUT_ACCOUNT");
  else {
    const problem = accountProblem(account, company.generalLedgerAccountLength);
    if (problem) codes.push(problem);
  }
  const contra = transaction.contraAccountNumber?.trim();
  if (!contra) codes.push("DATEV_TRANSACTION_WITHOUT_CONTRA_ACCOUNT");
  else if (accountProblem(contra, company.generalLedgerAccountLength + 1)) codes.push("DATEV_PARTNER_ACCOUNT_INVALID");
  if (transaction.bookingDate < period.from || transaction.bookingDate > period.to)
    codes.push("DATEV_TRANSACTION_DATE_OUTSIDE_PERIOD");
  if (transaction.currency !== company.currency) codes.push("DATEV_TRANSACTION_FOREIGN_CURRENCY");
  if (isZeroDecimal(transaction.amount)) codes.push("DATEV_TRANSACTION_AMOUNT_ZERO");
  else if (integerDigits(absDecimal(transaction.amount)) > LIMITS.amountIntegerDigits)
    codes.push("DATEV_AMOUNT_TOO_LARGE");
  const numberProblem = transactionKeyOf(transaction).problem;
  if (numberProblem) codes.push(numberProblem);
  const discount = transaction.discount ?? null;
  if (discount !== null && !isZeroDecimal(discount)) {
    // Skonto: ^([1-9]\d{0,7}[,]\d{2})$, "nur bei Zahlungen zulässig": a payment's discount, less than the payment.
    if (
      compareDecimals(discount, "0") < 0 ||
      compareDecimals(discount, absDecimal(transaction.amount)) >= 0 ||
      integerDigits(roundDecimal(discount, 2)) > LIMITS.discountIntegerDigits
    )
      codes.push("DATEV_TRANSACTION_DISCOUNT_INVALID");
    // DATEV books a Skonto only against an open item, i.e. on a partner account (one digit longer).
    else if (contra && contra.length !== company.generalLedgerAccountLength + 1)
      codes.push("DATEV_TRANSACTION_DISCOUNT_WITHOUT_PARTNER_ACCOUNT");
  }
  return codes.map((code) => ({ code, moneyTransactionRowId }));
}

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

/** One Buchungsstapel line before encoding (amounts positive, 2 decimals). */
export interface BookingLine {
  documentRowId: string | null;
  itemRowId: string | null;
  moneyTransactionRowId: string | null;
  amount: DecimalString;
  side: "S" | "H";
  currency: string;
  /** Foreign currency only: Kurs, Basis-Umsatz and its currency. */
  rate: DecimalString | null;
  baseAmount: DecimalString | null;
  baseCurrency: string | null;
  account: string;
  contraAccount: string;
  taxKey: string | null;
  date: CalendarDateString;
  documentNumber: string | null;
  /** The full document number when Belegfeld 1 had to leave characters out (Beleginfo 1, "Rechnungsnummer"). */
  originalDocumentNumber?: string | null;
  dueDate: CalendarDateString | null;
  /** Skonto: payment lines only (DATEV refuses it on an invoice's lines). */
  discount: DecimalString | null;
  text: string | null;
  link: string | null;
  costCenter: string | null;
  costUnit: string | null;
  euVatId: string | null;
  euRate: DecimalString | null;
  /** EU OSS: the sender's member state by its VAT id ("EU-Land u. UStID (Ursprung)"). */
  originEuVatId?: string | null;
}

/** Whether DATEV computes tax out of this item's Umsatz (so the Umsatz must be gross). */
function taxInAmount(item: BookingItem): boolean {
  const vat = item.vat;
  return (
    vat !== null && (vat.type === "INPUT_TAX" || vat.type === "OUTPUT_TAX") && compareDecimals(vat.percentage, "0") > 0
  );
}

/** `amount` (a share of the item, entered as the item's amountType) as DATEV's Umsatz, to the cent. */
export function grossAmountOf(item: BookingItem, amount: DecimalString): DecimalString {
  if (item.amountType === "NET" && taxInAmount(item)) {
    return divideDecimals(multiplyDecimals(amount, addDecimals("100", item.vat!.percentage)), "100", 2);
  }
  return roundDecimal(amount, 2);
}

interface Share {
  amount: DecimalString;
  costCenter: string | null;
  costUnit: string | null;
}

/** The item's shares per cost centre / cost unit, the uncovered rest last. */
function sharesOf(item: BookingItem): Share[] {
  const single = (list: BookingItem["costCenters"]) => (list.length === 1 ? list[0]!.number.trim() : null);
  const splitByCentres = item.costCenters.length > 1 || item.costUnits.length <= 1;
  const split = splitByCentres ? item.costCenters : item.costUnits;
  const shares: Share[] =
    split.length <= 1
      ? []
      : split.map((s) => ({
          amount: s.amount,
          costCenter: splitByCentres ? s.number.trim() : single(item.costCenters),
          costUnit: splitByCentres ? single(item.costUnits) : s.number.trim(),
        }));
  if (shares.length === 0) {
    return [{ amount: item.amount, costCenter: single(item.costCenters), costUnit: single(item.costUnits) }];
  }
  const covered = addDecimals(...shares.map((s) => s.amount));
  const rest = subtractDecimals(item.amount, covered);
  if (compareDecimals(rest, "0") > 0) shares.push({ amount: rest, costCenter: null, costUnit: null });
  return shares.filter((s) => !isZeroDecimal(s.amount));
}

/** The OSS destination country of an item, upper-cased ("GR" is written as DATEV's "EL"); null without OSS. */
function ossCountryOf(item: BookingItem): string | null {
  const code = item.ossCountryCode?.trim().toUpperCase() || null;
  return code === "GR" ? "EL" : code;
}

/** The destination country's rate of an OSS item: output tax above 0 %, else null. */
function ossRateOf(item: BookingItem): DecimalString | null {
  const vat = item.vat;
  return vat !== null && vat.type === "OUTPUT_TAX" && compareDecimals(vat.percentage, "0") > 0 ? vat.percentage : null;
}

/**
 * The EU fields of a line (DATEV-Format, Buchungsstapel fields 40/41, which DATEV's current
 * description titles "EU-Mitgliedstaat u. UStID (Bestimmung)" / "EU-Steuersatz (Bestimmung)"; the
 * heading line keeps the names of format version 13 as written so far, DATEV reads by position):
 * - EU OSS (distance sales to consumers in another member state, DATEV's note on the OSS procedure
 *   on developer.datev.de): field 40 = the destination member state's ISO code (B2C has no VAT id),
 *   field 41 = that state's rate as on the invoice, and field 123 "EU-Land u. UStID (Ursprung)" =
 *   the sender's VAT id.
 * - Intra-community supplies and acquisitions (tax-free / reverse charge): field 40 = the partner's
 *   VAT id, field 41 = the rate DATEV books the acquisition tax with.
 */
function euFieldsOf(
  document: BookingDocument,
  item: BookingItem,
  homeCountry: string,
  companyVatId: string | null,
): { euVatId: string | null; euRate: DecimalString | null; originEuVatId: string | null } {
  const oss = ossCountryOf(item);
  if (oss !== null) {
    const origin = companyVatId?.replace(/\s+/g, "").toUpperCase() || null;
    return {
      euVatId: oss,
      euRate: ossRateOf(item),
      originEuVatId: origin && origin.length <= LIMITS.euVatId ? origin : null,
    };
  }
  const vatId = document.partner.vatId?.replace(/\s+/g, "").toUpperCase() ?? "";
  const country = vatId.slice(0, 2);
  const intraCommunity =
    (item.vat?.type === "REVERSE_CHARGE" || item.vat?.type === "TAX_FREE") &&
    EU_COUNTRIES.has(country) &&
    country !== homeCountry &&
    vatId.length > 2 &&
    vatId.length <= LIMITS.euVatId;
  if (!intraCommunity) return { euVatId: null, euRate: null, originEuVatId: null };
  const rate = item.vat && compareDecimals(item.vat.percentage, "0") > 0 ? item.vat.percentage : null;
  return { euVatId: vatId, euRate: rate, originEuVatId: null };
}

/** The Buchungsstapel lines of one booked document (it must pass `validateForDatev`). */
export function bookingLinesOf(
  company: ExportCompany,
  document: BookingDocument,
  options: Pick<BuchungsstapelOptions, "collectiveAccounts" | "companyCountryCode" | "companyVatId">,
): BookingLine[] {
  const lines: BookingLine[] = [];
  const foreign = foreignCurrency(company, document);
  const homeCountry = (options.companyCountryCode ?? "DE").toUpperCase();
  const { key, original } = documentKeyOf(document);
  const text = (item: BookingItem) => item.title?.trim() || document.partner.name?.trim() || document.categoryName;
  for (const item of document.items) {
    const itemGross = grossAmountOf(item, item.amount);
    const shares = sharesOf(item);
    let assigned = "0";
    const side: "S" | "H" = (item.bookingType === "DEBIT") !== document.creditMemo ? "S" : "H";
    const { euVatId, euRate, originEuVatId } = euFieldsOf(document, item, homeCountry, options.companyVatId ?? null);
    shares.forEach((share, index) => {
      const amount =
        index === shares.length - 1 ? subtractDecimals(itemGross, assigned) : grossAmountOf(item, share.amount);
      assigned = addDecimals(assigned, amount);
      if (compareDecimals(amount, "0") <= 0) return;
      lines.push({
        documentRowId: document.documentRowId,
        itemRowId: item.rowId,
        moneyTransactionRowId: null,
        amount: roundDecimal(amount, 2),
        side,
        currency: document.currency,
        rate: foreign ? document.conversionRate : null,
        baseAmount: foreign ? divideDecimals(amount, document.conversionRate!, 2) : null,
        baseCurrency: foreign ? company.currency : null,
        account: item.generalLedgerAccountNumber.trim(),
        contraAccount: contraAccountOf(document, item, options.collectiveAccounts) ?? "",
        taxKey: item.vat?.code?.trim() || null,
        date: document.invoiceDate!,
        documentNumber: key,
        originalDocumentNumber: key === original ? null : original,
        dueDate: document.dueDate,
        // DATEV takes a Skonto only on the payment that deducts it (transactionLineOf), never on the invoice.
        discount: null,
        text: text(item),
        link: document.documentUrl.length <= LIMITS.beleglink ? document.documentUrl : null,
        costCenter: share.costCenter,
        costUnit: share.costUnit,
        euVatId,
        euRate,
        originEuVatId,
      });
    });
  }
  return lines;
}

/** The Buchungsstapel line of a money transaction: Konto = the money account's ledger account. */
/**
 * A payment of an invoice with a cash discount deducted (`discount`): Umsatz = the amount paid,
 * Skonto = the discount, Gegenkonto = the partner account, Belegfeld 1 = the invoice's key, so DATEV
 * clears the open item with Umsatz + Skonto and books the discount (with its tax correction).
 */
export function transactionLineOf(company: ExportCompany, transaction: BookingMoneyTransaction): BookingLine {
  const incoming = compareDecimals(transaction.amount, "0") > 0;
  const { key, original } = transactionKeyOf(transaction);
  const discount = transaction.discount ?? null;
  return {
    documentRowId: null,
    itemRowId: null,
    moneyTransactionRowId: transaction.rowId,
    amount: roundDecimal(absDecimal(transaction.amount), 2),
    side: incoming ? "S" : "H",
    currency: company.currency,
    rate: null,
    baseAmount: null,
    baseCurrency: null,
    account: transaction.moneyAccountLedgerAccountNumber?.trim() ?? "",
    contraAccount: transaction.contraAccountNumber?.trim() ?? "",
    taxKey: null,
    date: transaction.bookingDate,
    documentNumber: key,
    originalDocumentNumber: key === original ? null : original,
    dueDate: null,
    discount: discount === null || isZeroDecimal(discount) ? null : roundDecimal(discount, 2),
    text: transaction.purpose?.trim() || transaction.partnerName?.trim() || null,
    link: null,
    costCenter: null,
    costUnit: null,
    euVatId: null,
    euRate: null,
    originEuVatId: null,
  };
}

const COL = {
  umsatz: columnIndex("Umsatz (ohne Soll/Haben-Kz)"),
  sh: columnIndex("Soll/Haben-Kennzeichen"),
  wkz: columnIndex("WKZ Umsatz"),
  kurs: columnIndex("Kurs"),
  basisUmsatz: columnIndex("Basis-Umsatz"),
  wkzBasis: columnIndex("WKZ Basis-Umsatz"),
  konto: columnIndex("Konto"),
  gegenkonto: columnIndex("Gegenkonto (ohne BU-Schlüssel)"),
  bu: columnIndex("BU-Schlüssel"),
  belegdatum: columnIndex("Belegdatum"),
  belegfeld1: columnIndex("Belegfeld 1"),
  belegfeld2: columnIndex("Belegfeld 2"),
  skonto: columnIndex("Skonto"),
  buchungstext: columnIndex("Buchungstext"),
  beleglink: columnIndex("Beleglink"),
  beleginfoArt1: columnIndex("Beleginfo - Art 1"),
  beleginfoInhalt1: columnIndex("Beleginfo - Inhalt 1"),
  euLandUrsprung: columnIndex("EU-Land u. UStID (Ursprung)"),
  kost1: columnIndex("KOST1 - Kostenstelle"),
  kost2: columnIndex("KOST2 - Kostenstelle"),
  euLand: columnIndex("EU-Land u. UStID (Bestimmung)"),
  euSteuersatz: columnIndex("EU-Steuersatz (Bestimmung)"),
};

/** EU-Steuersatz (Bestimmung): ^\d{2}[,]\d{2}$, so "19,00" and "05,50". */
function euRateField(rate: DecimalString | null): string {
  if (rate === null) return "";
  const [whole, cents] = amountField(rate).split(",");
  return `${whole!.padStart(2, "0")},${cents}`;
}

/** The 125 encoded fields of a line joined by ";" (no line end). */
export function formatBookingLine(line: BookingLine): string {
  const fields: string[] = new Array<string>(BUCHUNGSSTAPEL_COLUMNS.length).fill("");
  fields[COL.umsatz] = amountField(line.amount);
  fields[COL.sh] = `"${line.side}"`;
  fields[COL.wkz] = textField(line.currency, 3);
  if (line.rate !== null) {
    fields[COL.kurs] = rateField(line.rate, 6);
    fields[COL.basisUmsatz] = amountField(line.baseAmount);
    fields[COL.wkzBasis] = textField(line.baseCurrency, 3);
  }
  fields[COL.konto] = line.account;
  fields[COL.gegenkonto] = line.contraAccount;
  fields[COL.bu] = textField(line.taxKey, 4);
  fields[COL.belegdatum] = dateTTMM(line.date);
  fields[COL.belegfeld1] = textField(line.documentNumber, LIMITS.belegfeld1);
  fields[COL.belegfeld2] = line.dueDate ? textField(dateTTMMJJ(line.dueDate)) : "";
  fields[COL.skonto] = line.discount === null ? "" : amountField(line.discount);
  fields[COL.buchungstext] = textField(line.text, LIMITS.buchungstext);
  fields[COL.beleglink] = textField(line.link, LIMITS.beleglink);
  if (line.originalDocumentNumber) {
    fields[COL.beleginfoArt1] = textField("Rechnungsnummer", LIMITS.beleginfoArt);
    fields[COL.beleginfoInhalt1] = textField(line.originalDocumentNumber, LIMITS.beleginfoInhalt);
  }
  fields[COL.kost1] = textField(line.costCenter, LIMITS.kost);
  fields[COL.kost2] = textField(line.costUnit, LIMITS.kost);
  fields[COL.euLand] = textField(line.euVatId, LIMITS.euVatId);
  fields[COL.euSteuersatz] = euRateField(line.euRate);
  fields[COL.euLandUrsprung] = textField(line.originEuVatId, LIMITS.euVatId);
  return joinFields(fields);
}

// ---------------------------------------------------------------------------------------------
// The stream
// ---------------------------------------------------------------------------------------------

export interface DocumentSum {
  lineCount: number;
  /** Sum of the Soll lines' Umsatz (document currency). */
  debit: DecimalString;
  /** Sum of the Haben lines' Umsatz (document currency). */
  credit: DecimalString;
  /** |debit − credit|: the document's gross total as booked. */
  total: DecimalString;
}

export interface BuchungsstapelSummary {
  /** Booking lines written (without the header and the column line). */
  lineCount: number;
  documentCount: number;
  transactionCount: number;
  /** Per documentRowId. */
  documents: Map<string, DocumentSum>;
  /** Per money transaction rowId: its Umsatz. */
  transactions: Map<string, DecimalString>;
}

export interface BuchungsstapelInput {
  company: ExportCompany;
  period: ExportPeriod;
  options: BuchungsstapelOptions;
  documents: AsyncIterable<BookingDocument> | Iterable<BookingDocument>;
  moneyTransactions?: AsyncIterable<BookingMoneyTransaction> | Iterable<BookingMoneyTransaction>;
}

export interface BuchungsstapelOutput {
  /** The file as Windows-1252 chunks; pull it once. */
  chunks: AsyncIterable<Uint8Array>;
  /** Resolves when `chunks` is read to its end; rejects as the stream does. */
  summary: Promise<BuchungsstapelSummary>;
}

/**
 * Streams a Buchungsstapel. Each document and transaction is validated again as it comes; one that
 * has findings stops the stream with `DatevExportRefused` (the job validates them all before, so
 * this only guards against a changed source).
 */
export function writeBuchungsstapel(input: BuchungsstapelInput): BuchungsstapelOutput {
  const { company, period, options } = input;
  let resolveSummary!: (summary: BuchungsstapelSummary) => void;
  let rejectSummary!: (error: unknown) => void;
  const summary = new Promise<BuchungsstapelSummary>((resolve, reject) => {
    resolveSummary = resolve;
    rejectSummary = reject;
  });
  // The caller may await only the chunks; a failed stream must not become an unhandled rejection.
  summary.catch(() => undefined);

  const result: BuchungsstapelSummary = {
    lineCount: 0,
    documentCount: 0,
    transactionCount: 0,
    documents: new Map(),
    transactions: new Map(),
  };

  async function* lines(): AsyncGenerator<string> {
    const companyProblems = validateDatevCompany(company, period);
    if (companyProblems.length > 0) {
      throw new DatevExportRefused(companyProblems.map((code) => ({ code, documentRowId: "" })));
    }
    yield headerRecord({
      format: "buchungsstapel",
      company,
      createdAt: options.createdAt,
      period,
      label: options.label,
      dictationCode: options.dictationCode,
      fixation: options.fixation,
      exportedBy: options.exportedBy,
    });
    yield columnLine(BUCHUNGSSTAPEL_COLUMNS);
    for await (const document of input.documents) {
      const findings = validateForDatev(company, period, document, options);
      if (findings.length > 0) throw new DatevExportRefused(findings);
      const sum: DocumentSum = { lineCount: 0, debit: "0.00", credit: "0.00", total: "0.00" };
      for (const line of bookingLinesOf(company, document, options)) {
        yield formatBookingLine(line);
        sum.lineCount++;
        if (line.side === "S") sum.debit = addDecimals(sum.debit, line.amount);
        else sum.credit = addDecimals(sum.credit, line.amount);
      }
      sum.total = absDecimal(subtractDecimals(sum.debit, sum.credit));
      result.documents.set(document.documentRowId, sum);
      result.documentCount++;
      result.lineCount += sum.lineCount;
    }
    for await (const transaction of input.moneyTransactions ?? []) {
      const findings = validateMoneyTransactionForDatev(company, period, transaction);
      if (findings.length > 0) throw new DatevExportRefused(findings);
      const line = transactionLineOf(company, transaction);
      yield formatBookingLine(line);
      result.transactions.set(transaction.rowId, line.amount);
      result.transactionCount++;
      result.lineCount++;
    }
  }

  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      yield* chunkedCp1252(lines(), options.chunkSize);
      resolveSummary(result);
    } catch (error) {
      rejectSummary(error);
      throw error;
    }
  }

  return { chunks: chunks(), summary };
}
