/**
 * Hostile statement files: megabytes of one character, very long lines. Every reader must get
 * through them in linear time (a backtracking regex turns 2 MB into hours of CPU, and before
 * statements were read in a worker thread, a frozen server). Each input is either read or
 * refused with a BankStatementError; a quadratic regex shows as this file's test timeout.
 */
import { describe, expect, it } from "vitest";
import { applyCsvMapping, detectStatementFormat, parseBankStatementFile, parseCsv, parseMt940 } from "./index.ts";
import { BankStatementError } from "./errors.ts";
import { parseCsvAmount } from "./csvValues.ts";
import { parseDetails } from "./mt940Details.ts";
import type { CsvMapping } from "./types.ts";

const MB2 = 2 * 1024 * 1024;
const run = (char: string, length = MB2): string => char.repeat(Math.ceil(length / char.length)).slice(0, length);
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Parses and returns the outcome: statements or the refusal's code; any other error fails. */
function outcome(text: string, name = "statement.sta"): string {
  try {
    const statements = parseBankStatementFile(utf8(text), name);
    return `${statements.length} statements`;
  } catch (error) {
    if (error instanceof BankStatementError) return error.code;
    throw error;
  }
}

// Generous: each case takes well under a second when linear, hours when quadratic.
const BUDGET = { timeout: 60_000 };

describe("hostile statement files are read in linear time", () => {
  it.each([
    ["newlines", run("\n")],
    ["CR LF pairs", run("\r\n")],
    ["colons", run(":")],
    ["spaces", run(" ")],
    ["spaces then one letter", `${run(" ")}x`],
    ["newline-space pairs then a letter", `${run("\n ")}x`],
    ["tabs between newlines", run("\n\t\t\t")],
    ["colon lines", run(":\n")],
    ["question marks", run("?")],
    ["envelope openings", run("{4:")],
    ["envelope openings and ends", run("{4:\n-}")],
    ["semicolons", run(";")],
    ["quotes", run('"')],
    ["blanks, a letter, then quotes", `${run(" ", 1024 * 1024)}x${run('"', 1024 * 1024)}`],
    ["a quoted field with doubled quotes", `"${run('""')}"`],
  ])(
    "%s (2 MB)",
    (_name, text) => {
      expect(detectStatementFormat(text) ?? "none").toBeTypeOf("string");
      expect(outcome(text)).toBeTypeOf("string");
      expect(outcome(text, "statement.csv")).toBeTypeOf("string");
    },
    BUDGET.timeout,
  );

  it(
    "a statement whose :86: line is 2 MB of blanks before a letter",
    () => {
      const text = `:20:REF\n:25:10020030/1234567890\n:28C:1\n:60F:C240101EUR0,00\n:61:2401010101C1,00NTRFNONREF\n:86:166?20${run(" ")}x\n:62F:C240101EUR1,00\n-`;
      expect(parseMt940(text)[0]!.transactions).toHaveLength(1);
    },
    BUDGET.timeout,
  );

  it(
    "a :86: of 2 MB of subfield separators, and one of separators and digits",
    () => {
      expect(parseDetails([`166${run("?")}`]).transactionCode).toBeNull();
      expect(parseDetails([`166?20x${run("?")}x`]).transactionCode).toBe("166");
      expect(parseDetails([`166?20${run("?2")}`]).transactionCode).toBe("166");
    },
    BUDGET.timeout,
  );

  it(
    "an unstructured :86: of 2 MB of SEPA-key look-alikes and slashes",
    () => {
      expect(parseDetails([run("EREF+")]).purpose).toBeTypeOf("string");
      expect(parseDetails([run("/")]).purpose).toBeTypeOf("string");
      expect(parseDetails([run("/NAME/")]).purpose).toBeTypeOf("string");
    },
    BUDGET.timeout,
  );

  it(
    "a 2 MB line of digits and blanks in a :61: field",
    () => {
      const text = `:20:REF\n:25:10020030/1234567890\n:61:${run("1 ")}\n-`;
      expect(outcome(text)).toBe("MALFORMED");
    },
    BUDGET.timeout,
  );

  it(
    "CSV cells of 2 MB: blanks inside an amount, a long purpose, a long mark",
    () => {
      expect(parseCsvAmount(`1${run(" ")}2`, ",")).toBeDefined();
      expect(parseCsvAmount(`1${run(" ")}x`, ",")).toBeUndefined();
      expect(parseCsvAmount(`${run("1")}x`, ",")).toBeUndefined();
      expect(parseCsvAmount(run("-"), ",")).toBeUndefined();
      const blanks = parseCsv(`Datum;Betrag;Zweck\n01.01.2024;1${run(" ")}2,00;x\n`);
      expect(applyCsvMapping(blanks, mapping).transactions[0]!.amount).toBe("12.00");
      const letters = parseCsv(`Datum;Betrag;Zweck\n01.01.2024;1${run(" ")}x;x\n`);
      expect(() => applyCsvMapping(letters, mapping)).toThrow(BankStatementError);
      const longPurpose = parseCsv(`Datum;Betrag;Zweck\n01.01.2024;12,00;${run("a ")}\n`);
      expect(applyCsvMapping(longPurpose, mapping).transactions).toHaveLength(1);
    },
    BUDGET.timeout,
  );
});

const mapping: CsvMapping = {
  bookingDate: 0,
  amount: 1,
  purpose: [2],
  dateFormat: "DD.MM.YYYY",
  decimalSeparator: ",",
  hasHeader: true,
};
