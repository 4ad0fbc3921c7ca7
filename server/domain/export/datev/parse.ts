/**
 * Reading a DATEV Buchungsstapel (EXTF 700, category 21) back: for the round-trip tests and for
 * re-checking a stored export. Never throws on bad input: problems come back per line, coded.
 */
import type { CalendarDateString, DecimalString } from "../model.ts";
import { type ExtfHeader, type ExtfReadError, readAmount, readExtf } from "./extf.ts";

export interface ParsedBookingLine {
  /** 1-based line in the file. */
  line: number;
  amount: DecimalString;
  side: "S" | "H";
  currency: string;
  rate: DecimalString | null;
  baseAmount: DecimalString | null;
  baseCurrency: string;
  account: string;
  contraAccount: string;
  taxKey: string;
  /** TTMM as written. */
  date: string;
  /** The full date: TTMM in the year of the header's period (a period never spans two fiscal years). */
  calendarDate: CalendarDateString | null;
  documentNumber: string;
  documentField2: string;
  discount: DecimalString | null;
  text: string;
  link: string;
  costCenter: string;
  costUnit: string;
  euVatId: string;
  euRate: DecimalString | null;
  /** Every column by its DATEV name. */
  values: Map<string, string>;
}

export interface ParsedBuchungsstapel {
  header: ExtfHeader | null;
  lines: ParsedBookingLine[];
  errors: ExtfReadError[];
}

const REQUIRED = [
  "Umsatz (ohne Soll/Haben-Kz)",
  "Soll/Haben-Kennzeichen",
  "Konto",
  "Gegenkonto (ohne BU-Schlüssel)",
  "Belegdatum",
] as const;

function calendarDateOf(ttmm: string, header: ExtfHeader): CalendarDateString | null {
  if (!header.periodFrom) return null;
  const day = ttmm.slice(0, 2);
  const month = ttmm.slice(2, 4);
  const fromYear = Number(header.periodFrom.slice(0, 4));
  // A period crossing New Year (fiscal year from July): a month before the period's month is the next year.
  const year = `${month}` < header.periodFrom.slice(5, 7) ? fromYear + 1 : fromYear;
  return `${year}-${month}-${day}`;
}

const rate = (value: string): DecimalString | null => (value === "" ? null : (readAmount(value) ?? null));

export function parseBuchungsstapel(bytes: Uint8Array): ParsedBuchungsstapel {
  const file = readExtf(bytes, "buchungsstapel", REQUIRED);
  const lines: ParsedBookingLine[] = [];
  const errors = [...file.errors];
  for (const record of file.records) {
    const get = (column: string) => record.values.get(column) ?? "";
    const amount = readAmount(get("Umsatz (ohne Soll/Haben-Kz)"));
    const side = get("Soll/Haben-Kennzeichen");
    const account = get("Konto");
    const contraAccount = get("Gegenkonto (ohne BU-Schlüssel)");
    const date = get("Belegdatum");
    const lineErrors: ExtfReadError[] = [];
    if (amount === undefined || /^0+(,0+)?$/.test(get("Umsatz (ohne Soll/Haben-Kz)")))
      lineErrors.push({
        line: record.line,
        code: "DATEV_IMPORT_INVALID_AMOUNT",
        column: "Umsatz (ohne Soll/Haben-Kz)",
      });
    if (side !== "S" && side !== "H")
      lineErrors.push({ line: record.line, code: "DATEV_IMPORT_INVALID_VALUE", column: "Soll/Haben-Kennzeichen" });
    if (!/^\d{1,9}$/.test(account))
      lineErrors.push({ line: record.line, code: "DATEV_IMPORT_INVALID_ACCOUNT", column: "Konto" });
    if (!/^\d{1,9}$/.test(contraAccount))
      lineErrors.push({
        line: record.line,
        code: "DATEV_IMPORT_INVALID_ACCOUNT",
        column: "Gegenkonto (ohne BU-Schlüssel)",
      });
    if (!/^(0[1-9]|[12]\d|3[01])(0[1-9]|1[0-2])$/.test(date))
      lineErrors.push({ line: record.line, code: "DATEV_IMPORT_INVALID_VALUE", column: "Belegdatum" });
    if (lineErrors.length > 0) {
      errors.push(...lineErrors);
      continue;
    }
    lines.push({
      line: record.line,
      amount: amount!,
      side: side as "S" | "H",
      currency: get("WKZ Umsatz"),
      rate: rate(get("Kurs")),
      baseAmount: rate(get("Basis-Umsatz")),
      baseCurrency: get("WKZ Basis-Umsatz"),
      account,
      contraAccount,
      taxKey: get("BU-Schlüssel"),
      date,
      calendarDate: file.header ? calendarDateOf(date, file.header) : null,
      documentNumber: get("Belegfeld 1"),
      documentField2: get("Belegfeld 2"),
      discount: rate(get("Skonto")),
      text: get("Buchungstext"),
      link: get("Beleglink"),
      costCenter: get("KOST1 - Kostenstelle"),
      costUnit: get("KOST2 - Kostenstelle"),
      euVatId: get("EU-Land u. UStID (Bestimmung)"),
      euRate: rate(get("EU-Steuersatz (Bestimmung)")),
      values: record.values,
    });
  }
  errors.sort((a, b) => a.line - b.line);
  return { header: file.header, lines, errors };
}
