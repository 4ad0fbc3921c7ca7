/**
 * DATEV master data in the DATEV-Format: "Debitoren/Kreditoren" (Formatkategorie 16, version 5)
 * and "Kontenbeschriftungen" (Sachkontenbeschriftungen, Formatkategorie 20, version 3). Writers
 * stream Windows-1252 chunks; readers parse real EXTF files (header and category checked,
 * Windows-1252 decoded, quoting) into rows plus coded per-line errors for the settings imports.
 */
import type { ExportCompany } from "../model.ts";
import {
  type ExtfHeader,
  type ExtfReadError,
  chunkedCp1252,
  columnLine,
  headerRecord,
  joinFields,
  readExtf,
  textField,
} from "./extf.ts";

// ---------------------------------------------------------------------------------------------
// Debitoren/Kreditoren
// ---------------------------------------------------------------------------------------------

/** The 254 columns of Debitoren/Kreditoren format version 5, in DATEV's order and spelling. */
const DEBITOREN_KREDITOREN_HEADINGS =
  "Konto;Name (Adressattyp Unternehmen);Unternehmensgegenstand;Name (Adressattyp natürl. Person);" +
  "Vorname (Adressattyp natürl. Person);Name (Adressattyp keine Angabe);Adressattyp;Kurzbezeichnung;" +
  "EU-Land;EU-UStID;Anrede;Titel/Akad. Grad;Adelstitel;Namensvorsatz;Adressart;Straße;Postfach;" +
  "Postleitzahl;Ort;Land;Versandzusatz;Adresszusatz;Abweichende Anrede;Abw. Zustellbezeichnung 1;" +
  "Abw. Zustellbezeichnung 2;Kennz. Korrespondenzadresse;Adresse Gültig von;Adresse Gültig bis;Telefon;" +
  "Bemerkung (Telefon);Telefon GL;Bemerkung (Telefon GL);E-Mail;Bemerkung (E-Mail);Internet;" +
  "Bemerkung (Internet);Fax;Bemerkung (Fax);Sonstige;Bemerkung (Sonstige);Bankleitzahl 1;" +
  "Bankbezeichnung 1;Bank-Kontonummer 1;Länderkennzeichen 1;IBAN-Nr. 1;Leerfeld;SWIFT-Code 1;" +
  "Abw. Kontoinhaber 1;Kennz. Hauptbankverb. 1;Bankverb 1 Gültig von;Bankverb 1 Gültig bis;" +
  "Bankleitzahl 2;Bankbezeichnung 2;Bank-Kontonummer 2;Länderkennzeichen 2;IBAN-Nr. 2;Leerfeld;" +
  "SWIFT-Code 2;Abw. Kontoinhaber 2;Kennz. Hauptbankverb. 2;Bankverb 2 Gültig von;" +
  "Bankverb 2 Gültig bis;Bankleitzahl 3;Bankbezeichnung 3;Bank-Kontonummer 3;Länderkennzeichen 3;" +
  "IBAN-Nr. 3;Leerfeld;SWIFT-Code 3;Abw. Kontoinhaber 3;Kennz. Hauptbankverb. 3;Bankverb 3 Gültig von;" +
  "Bankverb 3 Gültig bis;Bankleitzahl 4;Bankbezeichnung 4;Bank-Kontonummer 4;Länderkennzeichen 4;" +
  "IBAN-Nr. 4;Leerfeld;SWIFT-Code 4;Abw. Kontoinhaber 4;Kennz. Hauptbankverb. 4;Bankverb 4 Gültig von;" +
  "Bankverb 4 Gültig bis;Bankleitzahl 5;Bankbezeichnung 5;Bank-Kontonummer 5;Länderkennzeichen 5;" +
  "IBAN-Nr. 5;Leerfeld;SWIFT-Code 5;Abw. Kontoinhaber 5;Kennz. Hauptbankverb. 5;Bankverb 5 Gültig von;" +
  "Bankverb 5 Gültig bis;Leerfeld;Briefanrede;Grußformel;Kunden-/Lief.-Nr.;Steuernummer;Sprache;" +
  "Ansprechpartner;Vertreter;Sachbearbeiter;Diverse-Konto;Ausgabeziel;Währungssteuerung;" +
  "Kreditlimit (Debitor);Zahlungsbedingung;Fälligkeit in Tagen (Debitor);Skonto in Prozent (Debitor);" +
  "Kreditoren-Ziel 1 Tg.;Kreditoren-Skonto 1 %;Kreditoren-Ziel 2 Tg.;Kreditoren-Skonto 2 %;" +
  "Kreditoren-Ziel 3 Brutto Tg.;Kreditoren-Ziel 4 Tg.;Kreditoren-Skonto 4 %;Kreditoren-Ziel 5 Tg.;" +
  "Kreditoren-Skonto 5 %;Mahnung;Kontoauszug;Mahntext 1;Mahntext 2;Mahntext 3;Kontoauszugstext;" +
  "Mahnlimit Betrag;Mahnlimit %;Zinsberechnung;Mahnzinssatz 1;Mahnzinssatz 2;Mahnzinssatz 3;" +
  "Lastschrift;Leerfeld;Mandantenbank;Zahlungsträger;Indiv. Feld 1;Indiv. Feld 2;Indiv. Feld 3;" +
  "Indiv. Feld 4;Indiv. Feld 5;Indiv. Feld 6;Indiv. Feld 7;Indiv. Feld 8;Indiv. Feld 9;Indiv. Feld 10;" +
  "Indiv. Feld 11;Indiv. Feld 12;Indiv. Feld 13;Indiv. Feld 14;Indiv. Feld 15;" +
  "Abweichende Anrede (Rechnungsadresse);Adressart (Rechnungsadresse);Straße (Rechnungsadresse);" +
  "Postfach (Rechnungsadresse);Postleitzahl (Rechnungsadresse);Ort (Rechnungsadresse);" +
  "Land (Rechnungsadresse);Versandzusatz (Rechnungsadresse);Adresszusatz (Rechnungsadresse);" +
  "Abw. Zustellbezeichnung 1 (Rechnungsadresse);Abw. Zustellbezeichnung 2 (Rechnungsadresse);" +
  "Adresse Gültig von (Rechnungsadresse);Adresse Gültig bis (Rechnungsadresse);Bankleitzahl 6;" +
  "Bankbezeichnung 6;Bank-Kontonummer 6;Länderkennzeichen 6;IBAN-Nr. 6;Leerfeld;SWIFT-Code 6;" +
  "Abw. Kontoinhaber 6;Kennz. Hauptbankverb. 6;Bankverb 6 Gültig von;Bankverb 6 Gültig bis;" +
  "Bankleitzahl 7;Bankbezeichnung 7;Bank-Kontonummer 7;Länderkennzeichen 7;IBAN-Nr. 7;Leerfeld;" +
  "SWIFT-Code 7;Abw. Kontoinhaber 7;Kennz. Hauptbankverb. 7;Bankverb 7 Gültig von;" +
  "Bankverb 7 Gültig bis;Bankleitzahl 8;Bankbezeichnung 8;Bank-Kontonummer 8;Länderkennzeichen 8;" +
  "IBAN-Nr. 8;Leerfeld;SWIFT-Code 8;Abw. Kontoinhaber 8;Kennz. Hauptbankverb. 8;Bankverb 8 Gültig von;" +
  "Bankverb 8 Gültig bis;Bankleitzahl 9;Bankbezeichnung 9;Bank-Kontonummer 9;Länderkennzeichen 9;" +
  "IBAN-Nr. 9;Leerfeld;SWIFT-Code 9;Abw. Kontoinhaber 9;Kennz. Hauptbankverb. 9;Bankverb 9 Gültig von;" +
  "Bankverb 9 Gültig bis;Bankleitzahl 10;Bankbezeichnung 10;Bank-Kontonummer 10;Länderkennzeichen 10;" +
  "IBAN-Nr. 10;Leerfeld;SWIFT-Code 10;Abw. Kontoinhaber 10;Kennz. Hauptbankverb. 10;" +
  "Bankverb 10 Gültig von;Bankverb 10 Gültig bis;Nummer Fremdsystem;Insolvent;SEPA-Mandatsreferenz 1;" +
  "SEPA-Mandatsreferenz 2;SEPA-Mandatsreferenz 3;SEPA-Mandatsreferenz 4;SEPA-Mandatsreferenz 5;" +
  "SEPA-Mandatsreferenz 6;SEPA-Mandatsreferenz 7;SEPA-Mandatsreferenz 8;SEPA-Mandatsreferenz 9;" +
  "SEPA-Mandatsreferenz 10;Verknüpftes OPOS-Konto;Mahnsperre bis;Lastschriftsperre bis;" +
  "Zahlungssperre bis;Gebührenberechnung;Mahngebühr 1;Mahngebühr 2;Mahngebühr 3;Pauschalenberechnung;" +
  "Verzugspauschale 1;Verzugspauschale 2;Verzugspauschale 3;Alternativer Suchname;Status;" +
  "Anschrift manuell geändert (Korrespondenzadresse);Anschrift individuell (Korrespondenzadresse);" +
  "Anschrift manuell geändert (Rechnungsadresse);Anschrift individuell (Rechnungsadresse);" +
  "Fristberechnung bei Debitor;Mahnfrist 1;Mahnfrist 2;Mahnfrist 3;Letzte Frist";
export const DEBITOREN_KREDITOREN_COLUMNS: readonly string[] = DEBITOREN_KREDITOREN_HEADINGS.split(";");

const dkIndex = (name: string): number => {
  const index = DEBITOREN_KREDITOREN_COLUMNS.indexOf(name);
  if (index < 0) throw new Error(`No Debitoren/Kreditoren column ${name}`);
  return index;
};

const DK = {
  konto: dkIndex("Konto"),
  nameCompany: dkIndex("Name (Adressattyp Unternehmen)"),
  namePerson: dkIndex("Name (Adressattyp natürl. Person)"),
  firstNamePerson: dkIndex("Vorname (Adressattyp natürl. Person)"),
  nameUnknown: dkIndex("Name (Adressattyp keine Angabe)"),
  addressType: dkIndex("Adressattyp"),
  shortName: dkIndex("Kurzbezeichnung"),
  euCountry: dkIndex("EU-Land"),
  euVatId: dkIndex("EU-UStID"),
  addressKind: dkIndex("Adressart"),
  street: dkIndex("Straße"),
  postalCode: dkIndex("Postleitzahl"),
  city: dkIndex("Ort"),
  country: dkIndex("Land"),
  email: dkIndex("E-Mail"),
  iban: dkIndex("IBAN-Nr. 1"),
  bic: dkIndex("SWIFT-Code 1"),
  mainBank: dkIndex("Kennz. Hauptbankverb. 1"),
};

/** A partner account as the Debitoren/Kreditoren writer takes it. */
export interface PartnerAccountRecord {
  /** Personenkonto: Sachkontenlänge + 1 digits (10000–69999 Debitoren, 70000–99999 Kreditoren at length 4). */
  accountNumber: string;
  name: string;
  shortName?: string | null;
  /** With its country prefix ("ATU12345678"). */
  vatId: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string | null;
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  email?: string | null;
  iban: string | null;
  bic: string | null;
}

/** A row the Debitoren/Kreditoren reader found. */
export interface PartnerAccountImportRow {
  /** 1-based line in the file. */
  line: number;
  accountNumber: string;
  /** By DATEV's number ranges: the first digit of a Personenkonto below 7 is a Debitor. */
  type: "DEBTOR" | "CREDITOR";
  name: string;
  shortName: string | null;
  vatId: string | null;
  countryCode: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  email: string | null;
  iban: string | null;
  bic: string | null;
}

export type PartnerAccountRecordProblem = "DATEV_PARTNER_ACCOUNT_INVALID" | "DATEV_PARTNER_NAME_MISSING";

/** Whether DATEV takes the record: the account is a Personenkonto of the company's length + 1. */
export function validatePartnerAccountRecord(
  company: ExportCompany,
  record: PartnerAccountRecord,
): PartnerAccountRecordProblem[] {
  const problems: PartnerAccountRecordProblem[] = [];
  const account = record.accountNumber.trim();
  if (!/^\d+$/.test(account) || account.length !== company.generalLedgerAccountLength + 1 || account.startsWith("0"))
    problems.push("DATEV_PARTNER_ACCOUNT_INVALID");
  if (record.name.trim() === "") problems.push("DATEV_PARTNER_NAME_MISSING");
  return problems;
}

const EU_PREFIXES = new Set(
  "AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI".split(" "),
);

/** "ATU12345678" → ["AT", "U12345678"]; null for an id without an EU prefix. */
function splitVatId(vatId: string | null): [string, string] | null {
  const compact = vatId?.replace(/\s+/g, "").toUpperCase() ?? "";
  const prefix = compact.slice(0, 2);
  if (!EU_PREFIXES.has(prefix) || compact.length < 3 || compact.length > 15) return null;
  return [prefix, compact.slice(2)];
}

/** The encoded fields of one Debitoren/Kreditoren record (no line end). */
export function formatPartnerAccountRecord(record: PartnerAccountRecord): string {
  const fields = new Array<string>(DEBITOREN_KREDITOREN_COLUMNS.length).fill("");
  const vat = splitVatId(record.vatId);
  fields[DK.konto] = record.accountNumber.trim();
  fields[DK.nameCompany] = textField(record.name, 50);
  fields[DK.addressType] = '"2"'; // 2 = Unternehmen
  fields[DK.shortName] = textField(record.shortName || record.name, 15);
  if (vat) {
    fields[DK.euCountry] = textField(vat[0], 2);
    fields[DK.euVatId] = textField(vat[1], 13);
  }
  const hasAddress = Boolean(record.street || record.postalCode || record.city);
  if (hasAddress) fields[DK.addressKind] = '"STR"';
  fields[DK.street] = textField(record.street, 36);
  fields[DK.postalCode] = textField(record.postalCode, 10);
  fields[DK.city] = textField(record.city, 30);
  fields[DK.country] = textField(record.countryCode?.toUpperCase(), 2);
  fields[DK.email] = textField(record.email, 60);
  const iban = record.iban?.replace(/\s+/g, "").toUpperCase() || null;
  if (iban) {
    fields[DK.iban] = textField(iban, 34);
    fields[DK.bic] = textField(record.bic?.replace(/\s+/g, "").toUpperCase(), 11);
    fields[DK.mainBank] = "1";
  }
  return joinFields(fields);
}

export interface MasterDataWriteInput<T> {
  company: ExportCompany;
  createdAt: Date;
  exportedBy?: string;
  records: AsyncIterable<T> | Iterable<T>;
  chunkSize?: number;
}

/** Thrown by a master-data writer for a record its validation refuses (validate first). */
export class DatevMasterDataRefused extends Error {
  constructor(
    readonly accountNumber: string,
    readonly problems: readonly string[],
  ) {
    super(`DATEV master data refused for ${accountNumber}: ${problems.join(", ")}`);
    this.name = "DatevMasterDataRefused";
  }
}

/** Streams a Debitoren/Kreditoren file (Windows-1252 chunks). */
export function writeDebitorenKreditoren(input: MasterDataWriteInput<PartnerAccountRecord>): AsyncIterable<Uint8Array> {
  async function* lines(): AsyncGenerator<string> {
    yield headerRecord({
      format: "debitorenKreditoren",
      company: input.company,
      createdAt: input.createdAt,
      exportedBy: input.exportedBy,
    });
    yield columnLine(DEBITOREN_KREDITOREN_COLUMNS);
    for await (const record of input.records) {
      const problems = validatePartnerAccountRecord(input.company, record);
      if (problems.length > 0) throw new DatevMasterDataRefused(record.accountNumber, problems);
      yield formatPartnerAccountRecord(record);
    }
  }
  return chunkedCp1252(lines(), input.chunkSize);
}

export interface MasterDataReadResult<Row> {
  header: ExtfHeader | null;
  rows: Row[];
  errors: ExtfReadError[];
}

const orNull = (value: string | undefined): string | null => value?.trim() || null;

/** Reads a DATEV Debitoren/Kreditoren file (category 16) into rows and coded line errors. */
export function readDebitorenKreditoren(bytes: Uint8Array): MasterDataReadResult<PartnerAccountImportRow> {
  const file = readExtf(bytes, "debitorenKreditoren", ["Konto"]);
  const rows: PartnerAccountImportRow[] = [];
  const errors = [...file.errors];
  for (const record of file.records) {
    const get = (column: string) => orNull(record.values.get(column));
    const account = get("Konto") ?? "";
    if (!/^[1-9]\d{4,8}$/.test(account)) {
      errors.push({ line: record.line, code: "DATEV_IMPORT_INVALID_ACCOUNT", column: "Konto" });
      continue;
    }
    const personName = [get("Vorname (Adressattyp natürl. Person)"), get("Name (Adressattyp natürl. Person)")]
      .filter(Boolean)
      .join(" ");
    const name =
      get("Name (Adressattyp Unternehmen)") ?? (personName || null) ?? get("Name (Adressattyp keine Angabe)");
    if (!name) {
      errors.push({ line: record.line, code: "DATEV_IMPORT_MISSING_VALUE", column: "Name (Adressattyp Unternehmen)" });
      continue;
    }
    const euCountry = get("EU-Land");
    const euVatId = get("EU-UStID");
    rows.push({
      line: record.line,
      accountNumber: account,
      type: Number(account[0]) < 7 ? "DEBTOR" : "CREDITOR",
      name,
      shortName: get("Kurzbezeichnung"),
      vatId: euCountry && euVatId ? `${euCountry}${euVatId}`.toUpperCase() : null,
      countryCode: get("Land")?.toUpperCase() ?? null,
      street: get("Straße"),
      postalCode: get("Postleitzahl"),
      city: get("Ort"),
      email: get("E-Mail"),
      iban: get("IBAN-Nr. 1")?.replace(/\s+/g, "").toUpperCase() ?? null,
      bic: get("SWIFT-Code 1")?.toUpperCase() ?? null,
    });
  }
  errors.sort((a, b) => a.line - b.line);
  return { header: file.header, rows, errors };
}

// ---------------------------------------------------------------------------------------------
// Kontenbeschriftungen (Sachkontenbeschriftungen)
// ---------------------------------------------------------------------------------------------

export const KONTENBESCHRIFTUNGEN_COLUMNS: readonly string[] = ["Konto", "Kontenbeschriftung", "Sprach-ID"];

/** DATEV's Sprach-ID values. */
export type AccountLabelLanguage = "de-DE" | "en-GB";

export interface AccountLabelRecord {
  /** Sachkonto: up to the Sachkontenlänge digits. */
  accountNumber: string;
  /** ≤ 40 characters (cut). */
  label: string;
  language: AccountLabelLanguage;
}

export interface AccountLabelImportRow extends AccountLabelRecord {
  line: number;
}

export function validateAccountLabelRecord(
  company: ExportCompany,
  record: AccountLabelRecord,
): ("DATEV_ACCOUNT_INVALID" | "DATEV_ACCOUNT_TOO_LONG")[] {
  const account = record.accountNumber.trim();
  if (!/^\d+$/.test(account)) return ["DATEV_ACCOUNT_INVALID"];
  if (account.length > company.generalLedgerAccountLength) return ["DATEV_ACCOUNT_TOO_LONG"];
  return [];
}

export const formatAccountLabelRecord = (record: AccountLabelRecord): string =>
  joinFields([record.accountNumber.trim(), textField(record.label, 40), textField(record.language)]);

/** Streams a Kontenbeschriftungen file (Windows-1252 chunks). */
export function writeKontenbeschriftungen(input: MasterDataWriteInput<AccountLabelRecord>): AsyncIterable<Uint8Array> {
  async function* lines(): AsyncGenerator<string> {
    yield headerRecord({
      format: "kontenbeschriftungen",
      company: input.company,
      createdAt: input.createdAt,
      exportedBy: input.exportedBy,
    });
    yield columnLine(KONTENBESCHRIFTUNGEN_COLUMNS);
    for await (const record of input.records) {
      const problems = validateAccountLabelRecord(input.company, record);
      if (problems.length > 0) throw new DatevMasterDataRefused(record.accountNumber, problems);
      yield formatAccountLabelRecord(record);
    }
  }
  return chunkedCp1252(lines(), input.chunkSize);
}

/** Reads a DATEV Kontenbeschriftungen file (category 20) into rows and coded line errors. */
export function readKontenbeschriftungen(bytes: Uint8Array): MasterDataReadResult<AccountLabelImportRow> {
  const file = readExtf(bytes, "kontenbeschriftungen", ["Konto", "Kontenbeschriftung"]);
  const rows: AccountLabelImportRow[] = [];
  const errors = [...file.errors];
  for (const record of file.records) {
    const account = record.values.get("Konto")?.trim() ?? "";
    const label = record.values.get("Kontenbeschriftung")?.trim() ?? "";
    const language = record.values.get("Sprach-ID")?.trim() || "de-DE";
    if (!/^\d{1,8}$/.test(account)) {
      errors.push({ line: record.line, code: "DATEV_IMPORT_INVALID_ACCOUNT", column: "Konto" });
      continue;
    }
    if (label === "") {
      errors.push({ line: record.line, code: "DATEV_IMPORT_MISSING_VALUE", column: "Kontenbeschriftung" });
      continue;
    }
    if (language !== "de-DE" && language !== "en-GB") {
      errors.push({ line: record.line, code: "DATEV_IMPORT_INVALID_VALUE", column: "Sprach-ID" });
      continue;
    }
    rows.push({ line: record.line, accountNumber: account, label, language });
  }
  errors.sort((a, b) => a.line - b.line);
  return { header: file.header, rows, errors };
}
