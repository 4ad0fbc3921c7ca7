import { describe, expect, it } from "vitest";
import { encodeCp1252 } from "./cp1252.ts";
import {
  DEBITOREN_KREDITOREN_COLUMNS,
  DatevMasterDataRefused,
  readDebitorenKreditoren,
  readKontenbeschriftungen,
  writeDebitorenKreditoren,
  writeKontenbeschriftungen,
} from "./stammdaten.ts";
import { company, createdAt } from "./testDocuments.ts";

async function bytesOf(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

const file = (...lines: string[]) => encodeCp1252(lines.join("\r\n") + "\r\n");

const LABELS_HEADER =
  '"EXTF";700;20;"Kontenbeschriftungen";3;20250402101530123;;"RE";"";"";29098;55003;20250101;4;;;"";"";;;;"";;"";;;"";;;"";""';

describe("Kontenbeschriftungen (category 20)", () => {
  it("reads a real-looking file in Windows-1252 with umlauts and doubled quotes", () => {
    const result = readKontenbeschriftungen(
      file(
        LABELS_HEADER,
        "Konto;Kontenbeschriftung;Sprach-ID",
        '1200;"Bank";"de-DE"',
        '4930;"Bürobedarf ""Verbrauch""";"de-DE"',
        '8400;"Erlöse 19 % USt";"de-DE"',
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.header).toMatchObject({
      category: 20,
      consultantNumber: 29098,
      clientNumber: 55003,
      accountLength: 4,
    });
    expect(result.rows).toEqual([
      { line: 3, accountNumber: "1200", label: "Bank", language: "de-DE" },
      { line: 4, accountNumber: "4930", label: 'Bürobedarf "Verbrauch"', language: "de-DE" },
      { line: 5, accountNumber: "8400", label: "Erlöse 19 % USt", language: "de-DE" },
    ]);
  });

  it("refuses another category at line 1", () => {
    const header = LABELS_HEADER.replace(';20;"Kontenbeschriftungen";3', ';21;"Buchungsstapel";13');
    const result = readKontenbeschriftungen(file(header, "Konto;Kontenbeschriftung", '1200;"Bank"'));
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([{ line: 1, code: "DATEV_IMPORT_WRONG_FORMAT" }]);
  });

  it("refuses a file that is no EXTF file", () => {
    expect(readKontenbeschriftungen(file("Konto;Name", "1200;Bank")).errors).toEqual([
      { line: 1, code: "DATEV_IMPORT_NOT_EXTF" },
    ]);
    expect(readKontenbeschriftungen(new Uint8Array()).errors).toEqual([{ line: 1, code: "DATEV_IMPORT_NOT_EXTF" }]);
  });

  it("gives broken quoting and bad values a coded error per line and reads the rest", () => {
    const result = readKontenbeschriftungen(
      file(
        LABELS_HEADER,
        "Konto;Kontenbeschriftung;Sprach-ID",
        '1200;"Bank;"de-DE"',
        '1300;"Kasse"x;"de-DE"',
        '12A0;"Bank 2";"de-DE"',
        '1400;"";"de-DE"',
        '1500;"Forderungen";"fr-FR"',
        '1600;"Kasse";"de-DE"',
      ),
    );
    expect(result.rows.map((r) => r.accountNumber)).toEqual(["1600"]);
    expect(result.errors).toEqual([
      { line: 3, code: "DATEV_IMPORT_BROKEN_QUOTING" },
      { line: 4, code: "DATEV_IMPORT_BROKEN_QUOTING" },
      { line: 5, code: "DATEV_IMPORT_INVALID_ACCOUNT", column: "Konto" },
      { line: 6, code: "DATEV_IMPORT_MISSING_VALUE", column: "Kontenbeschriftung" },
      { line: 7, code: "DATEV_IMPORT_INVALID_VALUE", column: "Sprach-ID" },
    ]);
  });

  it("writes what it reads back (label cut to 40 characters)", async () => {
    const bytes = await bytesOf(
      writeKontenbeschriftungen({
        company,
        createdAt,
        records: [
          { accountNumber: "8400", label: "Erlöse 19 % USt", language: "de-DE" },
          { accountNumber: "4930", label: "B".repeat(45), language: "en-GB" },
        ],
      }),
    );
    const text = Buffer.from(bytes).toString("latin1");
    expect(text.split("\r\n")[0]).toBe(
      '"EXTF";700;20;"Kontenbeschriftungen";3;20250402101530123;;"RE";"";"";29098;55003;20250101;4;;;"";"";;;;"";;"";;;"";;;"";""',
    );
    const result = readKontenbeschriftungen(bytes);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.accountNumber, r.label, r.language])).toEqual([
      ["8400", "Erlöse 19 % USt", "de-DE"],
      ["4930", "B".repeat(40), "en-GB"],
    ]);
  });

  it("refuses an account longer than the account length", async () => {
    const output = writeKontenbeschriftungen({
      company,
      createdAt,
      records: [{ accountNumber: "84000", label: "Erlöse", language: "de-DE" }],
    });
    await expect(bytesOf(output)).rejects.toBeInstanceOf(DatevMasterDataRefused);
  });
});

describe("Debitoren/Kreditoren (category 16)", () => {
  const header =
    '"EXTF";700;16;"Debitoren/Kreditoren";5;20250402101530123;;"RE";"";"";29098;55003;20250101;4;;;"";"";;;;"";;"";;;"";;;"";""';

  it("writes the 254 columns with name, VAT id, country and bank, and reads them back", async () => {
    const bytes = await bytesOf(
      writeDebitorenKreditoren({
        company,
        createdAt,
        records: [
          {
            accountNumber: "10020",
            name: 'Bäckerei Schmidt; Filiale "Süd"',
            vatId: "DE 123456789",
            countryCode: "de",
            street: "Hauptstraße 1",
            postalCode: "80331",
            city: "München",
            iban: "DE02 1203 0000 0000 2020 51",
            bic: "BYLADEM1001",
          },
          {
            accountNumber: "70010",
            name: "Montagebau GmbH",
            vatId: "ATU12345678",
            countryCode: "AT",
            iban: null,
            bic: null,
          },
        ],
      }),
    );
    const lines = Buffer.from(bytes).toString("latin1").split("\r\n");
    expect(lines[0]).toBe(header);
    expect(lines[1]!.split(";")).toHaveLength(254);
    expect(DEBITOREN_KREDITOREN_COLUMNS).toHaveLength(254);
    const result = readDebitorenKreditoren(bytes);
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      {
        line: 3,
        accountNumber: "10020",
        type: "DEBTOR",
        name: 'Bäckerei Schmidt; Filiale "Süd"',
        shortName: "Bäckerei Schmid",
        vatId: "DE123456789",
        countryCode: "DE",
        street: "Hauptstraße 1",
        postalCode: "80331",
        city: "München",
        email: null,
        iban: "DE02120300000000202051",
        bic: "BYLADEM1001",
      },
      {
        line: 4,
        accountNumber: "70010",
        type: "CREDITOR",
        name: "Montagebau GmbH",
        shortName: "Montagebau GmbH",
        vatId: "ATU12345678",
        countryCode: "AT",
        street: null,
        postalCode: null,
        city: null,
        email: null,
        iban: null,
        bic: null,
      },
    ]);
  });

  it("refuses an account that is no Personenkonto of the account length + 1", async () => {
    const output = writeDebitorenKreditoren({
      company,
      createdAt,
      records: [{ accountNumber: "1002", name: "X", vatId: null, countryCode: null, iban: null, bic: null }],
    });
    await expect(bytesOf(output)).rejects.toMatchObject({ problems: ["DATEV_PARTNER_ACCOUNT_INVALID"] });
  });

  it("reads a hand-made file in Windows-1252: umlauts, a natural person, coded errors per line", () => {
    const row = (values: Record<number, string>) => Array.from({ length: 254 }, (_, i) => values[i] ?? "").join(";");
    const result = readDebitorenKreditoren(
      file(
        header,
        DEBITOREN_KREDITOREN_COLUMNS.join(";"),
        row({
          0: "10001",
          1: '"Müller & Söhne KG"',
          8: '"AT"',
          9: '"U12345678"',
          19: '"AT"',
          44: '"AT611904300234573201"',
        }),
        row({ 0: "70002", 3: '"Weiß"', 4: '"Jürgen"', 6: '"1"' }),
        row({ 0: "7000X", 1: '"Kaputt"' }),
        row({ 0: "70003" }),
        '70004;"Offen',
      ),
    );
    expect(result.rows.map((r) => [r.line, r.accountNumber, r.type, r.name, r.vatId, r.iban])).toEqual([
      [3, "10001", "DEBTOR", "Müller & Söhne KG", "ATU12345678", "AT611904300234573201"],
      [4, "70002", "CREDITOR", "Jürgen Weiß", null, null],
    ]);
    expect(result.errors).toEqual([
      { line: 5, code: "DATEV_IMPORT_INVALID_ACCOUNT", column: "Konto" },
      { line: 6, code: "DATEV_IMPORT_MISSING_VALUE", column: "Name (Adressattyp Unternehmen)" },
      { line: 7, code: "DATEV_IMPORT_BROKEN_QUOTING" },
    ]);
  });

  it("refuses a Kontenbeschriftungen file given as Debitoren/Kreditoren", () => {
    expect(readDebitorenKreditoren(file(LABELS_HEADER, "Konto;Kontenbeschriftung", '1200;"Bank"')).errors).toEqual([
      { line: 1, code: "DATEV_IMPORT_WRONG_FORMAT" },
    ]);
  });
});
