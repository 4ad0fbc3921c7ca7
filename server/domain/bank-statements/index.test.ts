import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeStatementText, detectStatementFormat, MAX_STATEMENT_BYTES, parseBankStatementFile } from "./index.ts";
import { refusal } from "./testing/helpers.ts";

const TESTDATA = path.resolve(import.meta.dirname, "../../../testdata/bank-statements");
const read = (file: string): string => fs.readFileSync(path.join(TESTDATA, file), "utf8");
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe("detectStatementFormat", () => {
  it.each([
    ["camt/camt052.v1.xml", "CAMT052"],
    ["camt/camt052.v4.xml", "CAMT052"],
    ["camt/camt053.v2.minimal.xml", "CAMT053"],
    ["camt/camt053.v3.xml", "CAMT053"],
    ["camt/camt054.v4.xml", "CAMT054"],
    ["mt940/cmxl/mt940.sta", "MT940"],
    ["mt940/self-provided/sparkassen.sta", "MT940"],
    ["mt940/self-provided/mt942.sta", "MT942"],
    ["mt940/mBank/mt942.sta", "MT942"],
    ["mt940/self-provided/invalid_statement.sta", null],
  ] as const)("%s → %s", (file, format) => {
    expect(detectStatementFormat(read(file))).toBe(format);
  });

  it("tells CSV, other XML and plain text apart", () => {
    expect(detectStatementFormat("\uFEFFBuchungstag;Betrag\n01.01.2024;1,00")).toBe("CSV");
    expect(detectStatementFormat('<?xml version="1.0"?><rss/>')).toBeNull();
    expect(detectStatementFormat("Dear customer,\nplease find attached")).toBeNull();
  });
});

describe("parseBankStatementFile", () => {
  it("parses camt and MT940 bytes", () => {
    expect(parseBankStatementFile(utf8(read("camt/camt053.v2.multi.statement.xml")))).toHaveLength(2);
    expect(parseBankStatementFile(utf8(read("mt940/cmxl/mt940.sta")), "export.sta")).toHaveLength(3);
  });

  it.each([
    ["an empty file", new Uint8Array(0), "EMPTY"],
    ["whitespace", utf8(" \r\n\t"), "EMPTY"],
    ["MT940 tags without statement", utf8(":86:091\n-"), "EMPTY"],
    ["plain text", utf8("1\n2\n3"), "UNKNOWN_FORMAT"],
    ["foreign XML", utf8("<html><body/></html>"), "UNKNOWN_FORMAT"],
    ["a CSV", utf8("Datum;Betrag\n01.01.2024;1,00"), "CSV_NEEDS_MAPPING"],
  ])("refuses %s", (_what, bytes, code) => {
    expect(refusal(() => parseBankStatementFile(bytes)).code).toBe(code);
  });

  it("treats an unrecognised .csv file as CSV", () => {
    expect(refusal(() => parseBankStatementFile(utf8("Umsatz"), "konto.csv")).code).toBe("CSV_NEEDS_MAPPING");
  });

  it("refuses files over 20 MB before reading them", () => {
    const error = refusal(() => parseBankStatementFile(new Uint8Array(MAX_STATEMENT_BYTES + 1)));
    expect(error.code).toBe("TOO_LARGE");
    expect(MAX_STATEMENT_BYTES).toBe(20 * 1024 * 1024);
  });
});

describe("decodeStatementText", () => {
  it("reads UTF-8, a UTF-8 BOM, and falls back to Windows-1252 (€ is 0x80 there)", () => {
    expect(decodeStatementText(utf8("Grüße €"))).toBe("Grüße €");
    expect(decodeStatementText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe("A");
    expect(decodeStatementText(new Uint8Array([0x47, 0x72, 0xfc, 0xdf, 0x65, 0x20, 0x80, 0x84]))).toBe("Grüße €„");
  });
});
