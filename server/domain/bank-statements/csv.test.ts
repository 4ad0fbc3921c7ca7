/**
 * Bank CSV exports, written inline: Sparkasse CAMT-CSV (Latin-1, ";", quoted), Deutsche Bank
 * (preamble, Soll/Haben columns, closing balance footer), DKB (payer/payee columns, status)
 * and an English export (",", "." decimals, MM/DD/YYYY).
 */
import { describe, expect, it } from "vitest";
import {
  applyCsvMapping,
  decodeStatementText,
  guessCsvMapping,
  guessCsvTableMapping,
  parseBankStatementFile,
  parseCsv,
  type CsvMapping,
} from "./index.ts";
import { refusal, tx } from "./testing/helpers.ts";

const latin1 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, "latin1"));
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

const SPARKASSE = [
  '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Glaeubiger ID";"Mandatsreferenz";"Kundenreferenz (End-to-End)";"Sammlerreferenz";"Lastschrift Ursprungsbetrag";"Auslagenersatz Ruecklastschrift";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"',
  '"DE89370400440532013000";"02.01.24";"02.01.24";"FOLGELASTSCHRIFT";"Abschlag Strom; Vertrag ""4711""";"DE98ZZZ09999999999";"M-7";"E2E-1";"";"";"";"Stadtwerke Müller";"DE02120300000000202051";"BYLADEM1001";"-1.234,56";"EUR";"Umsatz gebucht"',
  '"DE89370400440532013000";"03.01.24";"03.01.24";"GUTSCHR. UEBERWEISUNG";"Rechnung RE-42\nDanke";"";"";"NOTPROVIDED";"";"";"";"Kunde Größe GmbH";"DE75512108001245126199";"SOGEDEFFXXX";"500,00";"EUR";"Umsatz vorgemerkt"',
  "",
].join("\r\n");

describe("Sparkasse CAMT-CSV (Latin-1, semicolons, quotes)", () => {
  const bytes = latin1(SPARKASSE);

  it("is recognised as CSV and needs a mapping", () => {
    expect(refusal(() => parseBankStatementFile(bytes, "20240103-umsaetze.csv")).code).toBe("CSV_NEEDS_MAPPING");
  });

  it("decodes Latin-1, splits quoted fields (separators, doubled quotes, line breaks inside)", () => {
    const table = parseCsv(decodeStatementText(bytes));
    expect(table.separator).toBe(";");
    expect(table.rows).toHaveLength(3);
    expect(table.rows[1]![4]).toBe('Abschlag Strom; Vertrag "4711"');
    expect(table.rows[1]![11]).toBe("Stadtwerke Müller");
    expect(table.rows[2]![4]).toBe("Rechnung RE-42\nDanke");
  });

  it("guesses the mapping from the header and the sample rows", () => {
    const table = parseCsv(decodeStatementText(bytes));
    expect(guessCsvTableMapping(table)).toEqual({
      accountIban: 0,
      bookingDate: 1,
      valueDate: 2,
      purpose: [4],
      creditorId: 5,
      mandateId: 6,
      endToEndId: 7,
      counterpartyName: 11,
      counterpartyIban: 12,
      counterpartyBic: 13,
      amount: 14,
      currency: 15,
      status: 16,
      dateFormat: "DD.MM.YY",
      decimalSeparator: ",",
      hasHeader: true,
    } satisfies CsvMapping);
  });

  it("reads the rows", () => {
    const table = parseCsv(decodeStatementText(bytes));
    const statement = applyCsvMapping(table, guessCsvTableMapping(table)!);
    expect(statement.format).toBe("CSV");
    expect(statement.account.iban).toBe("DE89370400440532013000");
    expect(statement.transactions).toEqual([
      tx({
        bookingDate: "2024-01-02",
        valueDate: "2024-01-02",
        amount: "-1234.56",
        currency: "EUR",
        purpose: 'Abschlag Strom; Vertrag "4711"',
        counterpartyName: "Stadtwerke Müller",
        counterpartyIban: "DE02120300000000202051",
        counterpartyBic: "BYLADEM1001",
        endToEndId: "E2E-1",
        mandateId: "M-7",
        creditorId: "DE98ZZZ09999999999",
      }),
      tx({
        bookingDate: "2024-01-03",
        valueDate: "2024-01-03",
        amount: "500.00",
        currency: "EUR",
        status: "PENDING",
        purpose: "Rechnung RE-42 Danke",
        counterpartyName: "Kunde Größe GmbH",
        counterpartyIban: "DE75512108001245126199",
        counterpartyBic: "SOGEDEFFXXX",
      }),
    ]);
  });

  it("refuses the whole import when rows cannot be read, naming the rows", () => {
    const broken = [
      SPARKASSE.split("\r\n")[0],
      '"DE89370400440532013000";"31.02.24";"";"";"Februar";"";"";"";"";"";"";"";"";"";"1,00";"EUR";""',
      '"DE89370400440532013000";"01.03.24";"";"";"ok";"";"";"";"";"";"";"";"";"";"2,00";"EUR";""',
      '"DE89370400440532013000";"02.03.24";"";"";"Tippfehler";"";"";"";"";"";"";"";"";"";"12,3x";"EUR";""',
      '"DE89370400440532013000";"03.03.24";"";"";"Währung";"";"";"";"";"";"";"";"";"";"3,00";"EURO";""',
    ].join("\n");
    const table = parseCsv(broken);
    const error = refusal(() => applyCsvMapping(table, guessCsvTableMapping(parseCsv(SPARKASSE))!));
    expect(error.code).toBe("CSV_ROW_INVALID");
    expect(error.message).toBe("3 CSV row(s) cannot be read; nothing was imported.");
    expect(error.details).toEqual([
      'Row 2: booking date "31.02.24" is not a DD.MM.YY date',
      'Row 4: amount "12,3x" is not a number',
      'Row 5: currency "EURO" is no ISO currency code',
    ]);
  });
});

const DEUTSCHE_BANK = [
  "Umsätze Girokonto;;Zeitraum: 01.01.2024 - 31.01.2024",
  "Letzter Kontostand;;;;1.234,56;EUR",
  "Vorgemerkte und noch nicht gebuchte Umsätze sind nicht Bestandteil dieser Übersicht.",
  "",
  "Buchungstag;Wert;Umsatzart;Begünstigter / Auftraggeber;Verwendungszweck;IBAN;BIC;Kundenreferenz;Mandatsreferenz ;Gläubiger ID;Soll;Haben;Währung",
  "02.01.2024;02.01.2024;Lastschrift;Versicherung AG;Beitrag 01/2024;DE02120300000000202051;BYLADEM1001;K-1;MR-9;DE98ZZZ09999999999;-12,50;;EUR",
  "03.01.2024;04.01.2024;Gutschrift;ACME GmbH;RE 2023-117;DE75512108001245126199;SOGEDEFFXXX;;;;;1.000,00;EUR",
  "04.01.2024;04.01.2024;Entgelt;;Kontoführung;;;;;;4,90;;EUR",
  "Kontostand;31.01.2024;;;;;;;;;;1.234,56;EUR",
].join("\n");

describe("Deutsche Bank style (UTF-8 BOM, preamble, Soll/Haben columns, footer)", () => {
  const bytes = utf8(`\uFEFF${DEUTSCHE_BANK}`);
  const table = parseCsv(decodeStatementText(bytes));

  it("finds the header below the preamble and the closing-balance footer", () => {
    expect(guessCsvTableMapping(table)).toEqual({
      bookingDate: 0,
      valueDate: 1,
      counterpartyName: 3,
      purpose: [4],
      counterpartyIban: 5,
      counterpartyBic: 6,
      customerReference: 7,
      mandateId: 8,
      creditorId: 9,
      debit: 10,
      credit: 11,
      currency: 12,
      dateFormat: "DD.MM.YYYY",
      decimalSeparator: ",",
      hasHeader: true,
      skipRows: 4,
      skipFooterRows: 1,
    } satisfies CsvMapping);
  });

  it("signs debit and credit columns (a debit written without minus is still a debit)", () => {
    const statement = applyCsvMapping(table, guessCsvTableMapping(table)!);
    expect(
      statement.transactions.map((t) => [t.bookingDate, t.valueDate, t.amount, t.counterpartyName, t.purpose]),
    ).toEqual([
      ["2024-01-02", "2024-01-02", "-12.50", "Versicherung AG", "Beitrag 01/2024"],
      ["2024-01-03", "2024-01-04", "1000.00", "ACME GmbH", "RE 2023-117"],
      ["2024-01-04", "2024-01-04", "-4.90", null, "Kontoführung"],
    ]);
    expect(statement.transactions[0]).toMatchObject({
      customerReference: "K-1",
      mandateId: "MR-9",
      creditorId: "DE98ZZZ09999999999",
    });
  });

  it("refuses a row with both a debit and a credit amount, and one with neither", () => {
    const rows = DEUTSCHE_BANK.split("\n");
    rows[5] = "02.01.2024;02.01.2024;Lastschrift;X;Y;;;;;;-12,50;3,00;EUR";
    rows[6] = "03.01.2024;03.01.2024;Gutschrift;X;Y;;;;;;;;EUR";
    const broken = parseCsv(rows.join("\n"));
    expect(refusal(() => applyCsvMapping(broken, guessCsvTableMapping(table)!)).details).toEqual([
      'Row 6: both a debit ("-12,50") and a credit ("3,00") amount',
      "Row 7: no amount in the debit or credit column",
    ]);
  });
});

const DKB = [
  '"Girokonto";"DE89370400440532013000"',
  '""',
  '"Kontostand vom 31.01.2024:";"1.234,56 €"',
  '""',
  '"Buchungsdatum";"Wertstellung";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Umsatztyp";"IBAN";"Betrag (€)";"Gläubiger-ID";"Mandatsreferenz";"Kundenreferenz"',
  '"31.01.24";"31.01.24";"Gebucht";"Muster GmbH";"Max Mustermann";"Gehalt Januar";"Eingang";"DE75512108001245126199";"2.500";"";"";""',
  '"01.02.24";"01.02.24";"Vorgemerkt";"Max Mustermann";"Stadtwerke";"Abschlag";"Ausgang";"DE02120300000000202051";"-85,5";"DE98ZZZ09999999999";"M-1";""',
].join("\n");

describe("DKB style (payer and payee columns, status)", () => {
  const table = parseCsv(DKB);

  it("maps payer and payee separately and reads two-digit years", () => {
    expect(guessCsvTableMapping(table)).toMatchObject({
      bookingDate: 0,
      valueDate: 1,
      status: 2,
      payerName: 3,
      payeeName: 4,
      purpose: [5],
      counterpartyIban: 7,
      amount: 8,
      creditorId: 9,
      mandateId: 10,
      customerReference: 11,
      dateFormat: "DD.MM.YY",
      skipRows: 4,
    });
  });

  it("takes the payer as counterparty of credits and the payee of debits", () => {
    const statement = applyCsvMapping(table, guessCsvTableMapping(table)!);
    expect(statement.transactions.map((t) => [t.bookingDate, t.amount, t.status, t.counterpartyName])).toEqual([
      ["2024-01-31", "2500.00", "BOOKED", "Muster GmbH"],
      ["2024-02-01", "-85.50", "PENDING", "Stadtwerke"],
    ]);
  });
});

describe("English export (commas, dot decimals, MM/DD/YYYY)", () => {
  const ENGLISH = [
    "Date,Description,Payee,Amount,Currency",
    '01/15/2024,"Invoice 42, thank you",ACME Ltd,"1,234.56",USD',
    '01/16/2024,Coffee,"Joe\'s ""Best"" Beans",-4.50,USD',
  ].join("\n");

  it("detects the comma separator and guesses formats from the samples", () => {
    const table = parseCsv(ENGLISH);
    expect(table.separator).toBe(",");
    const mapping = guessCsvMapping(table.rows[0]!, table.rows.slice(1));
    expect(mapping).toEqual({
      bookingDate: 0,
      purpose: [1],
      counterpartyName: 2,
      amount: 3,
      currency: 4,
      dateFormat: "MM/DD/YYYY",
      decimalSeparator: ".",
      hasHeader: true,
    } satisfies CsvMapping);
    expect(applyCsvMapping(table, mapping!).transactions).toEqual([
      tx({
        bookingDate: "2024-01-15",
        amount: "1234.56",
        currency: "USD",
        purpose: "Invoice 42, thank you",
        counterpartyName: "ACME Ltd",
      }),
      tx({
        bookingDate: "2024-01-16",
        amount: "-4.50",
        currency: "USD",
        purpose: "Coffee",
        counterpartyName: 'Joe\'s "Best" Beans',
      }),
    ]);
  });
});

describe("CSV details", () => {
  const base: CsvMapping = {
    bookingDate: 0,
    amount: 1,
    purpose: [2],
    dateFormat: "YYYY-MM-DD",
    decimalSeparator: ",",
    hasHeader: false,
  };

  it("detects tab separators", () => {
    expect(parseCsv("2024-01-02\t-1,00\tA\n2024-01-03\t2,00\tB\n").separator).toBe("\t");
  });

  it("reads S/H marks inline and in a mark column, and parenthesised negatives", () => {
    const inline = parseCsv("2024-01-02;12,00 S;a\n2024-01-02;12,00 H;b\n2024-01-02;(3,00);c\n2024-01-02;4,00-;d");
    expect(applyCsvMapping(inline, base).transactions.map((t) => t.amount)).toEqual([
      "-12.00",
      "12.00",
      "-3.00",
      "-4.00",
    ]);
    const column = parseCsv("2024-01-02;12,00;a;S\n2024-01-02;-7,00;b;H");
    expect(applyCsvMapping(column, { ...base, debitCreditMark: 3 }).transactions.map((t) => t.amount)).toEqual([
      "-12.00",
      "7.00",
    ]);
    const unknownMark = refusal(() =>
      applyCsvMapping(parseCsv("2024-01-02;1,00;a;X"), { ...base, debitCreditMark: 3 }),
    );
    expect(unknownMark.details).toEqual(['Row 1: debit/credit mark "X" is neither debit nor credit']);
  });

  it("refuses misplaced thousands separators and lists at most ten rows", () => {
    const rows = Array.from({ length: 12 }, (_, i) => `2024-01-02;1.23,4${i};x`).join("\n");
    const error = refusal(() => applyCsvMapping(parseCsv(rows), base));
    expect(error.details).toHaveLength(11);
    expect(error.details[0]).toBe('Row 1: amount "1.23,40" is not a number');
    expect(error.details[10]).toBe("… and 2 more rows");
  });

  it("refuses an unterminated quote, a mapping without amount column, and a file without rows", () => {
    expect(refusal(() => parseCsv('a;"b\nc;d')).code).toBe("MALFORMED");
    const noAmount: CsvMapping = {
      bookingDate: 0,
      purpose: [],
      dateFormat: "YYYY-MM-DD",
      decimalSeparator: ",",
      hasHeader: true,
    };
    expect(refusal(() => applyCsvMapping(parseCsv("Datum;Betrag"), noAmount)).code).toBe("CSV_NEEDS_MAPPING");
    expect(refusal(() => applyCsvMapping(parseCsv("Datum;Betrag\n"), { ...base, hasHeader: true })).code).toBe("EMPTY");
  });

  it("gives up guessing when no date or amount column is recognised", () => {
    expect(guessCsvMapping(["Foo", "Bar"])).toBeNull();
    expect(guessCsvTableMapping(parseCsv("Foo;Bar\n1;2"))).toBeNull();
  });
});
