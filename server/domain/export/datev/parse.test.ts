import { describe, expect, it } from "vitest";
import { encodeCp1252 } from "./cp1252.ts";
import { BUCHUNGSSTAPEL_COLUMNS } from "./buchungsstapel.ts";
import { parseBuchungsstapel } from "./parse.ts";

const HEADER =
  '"EXTF";700;21;"Buchungsstapel";13;20250402101530123;;"RE";"";"";29098;55003;20240701;4;20250101;20250131;"Jan";"";1;0;0;"EUR";;"";;;"";;;"";""';
const line = (fields: Record<number, string>) =>
  Array.from({ length: BUCHUNGSSTAPEL_COLUMNS.length }, (_, i) => fields[i] ?? "").join(";");
const file = (...lines: string[]) =>
  encodeCp1252([HEADER, BUCHUNGSSTAPEL_COLUMNS.join(";"), ...lines].join("\r\n") + "\r\n");

describe("parseBuchungsstapel", () => {
  it("reads good lines and dates them in the header's period (fiscal year from July)", () => {
    const result = parseBuchungsstapel(file(line({ 0: "119,00", 1: '"S"', 6: "4980", 7: "70001", 9: "1501" })));
    expect(result.errors).toEqual([]);
    expect(result.lines[0]).toMatchObject({ amount: "119.00", side: "S", calendarDate: "2025-01-15" });
  });

  it("gives each bad line a coded error and keeps the good ones", () => {
    const result = parseBuchungsstapel(
      file(
        line({ 0: "1.234,00", 1: '"S"', 6: "4980", 7: "70001", 9: "1501" }),
        line({ 0: "10,00", 1: '"X"', 6: "4980", 7: "70001", 9: "1501" }),
        line({ 0: "10,00", 1: '"S"', 6: "49A0", 7: "70001", 9: "3201" }),
        '10,00;"S;4980',
        line({ 0: "10,00", 1: '"H"', 6: "4980", 7: "70001", 9: "0201" }),
      ),
    );
    expect(result.lines.map((l) => l.line)).toEqual([7]);
    expect(result.errors.map((e) => [e.line, e.code, e.column])).toEqual([
      [3, "DATEV_IMPORT_INVALID_AMOUNT", "Umsatz (ohne Soll/Haben-Kz)"],
      [4, "DATEV_IMPORT_INVALID_VALUE", "Soll/Haben-Kennzeichen"],
      [5, "DATEV_IMPORT_INVALID_ACCOUNT", "Konto"],
      [5, "DATEV_IMPORT_INVALID_VALUE", "Belegdatum"],
      [6, "DATEV_IMPORT_BROKEN_QUOTING", undefined],
    ]);
  });

  it("refuses a master-data file", () => {
    const other = encodeCp1252(HEADER.replace(';21;"Buchungsstapel";13', ';16;"Debitoren/Kreditoren";5') + "\r\n");
    expect(parseBuchungsstapel(other).errors).toEqual([{ line: 1, code: "DATEV_IMPORT_WRONG_FORMAT" }]);
  });
});
