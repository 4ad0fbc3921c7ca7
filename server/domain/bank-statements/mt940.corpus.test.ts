/**
 * Every MT940/MT942 test file (`*.sta`) parses, and what it holds matches the expected results
 * (`*.yml`) that the Python mt940 library wrote beside it, read with the `yaml` package.
 *
 * The expected values are the library's, with its known quirks undone where our parser is
 * deliberately different (each rule below says why):
 * - its regex lets the 16-character customer reference swallow "//" and the bank reference;
 * - its SEPA-key step wipes or appends to the :61: customer reference;
 * - it keeps "RC" (reversal of credit) positive; SWIFT and the statement balances say debit;
 * - a balance without currency gets digits of the amount as "currency";
 * - it glues purpose subfields and lines; we keep a space after a short subfield, so texts are
 *   compared with whitespace removed (the same characters in the same order);
 * - account numbers that fail the IBAN check digits are reported as account numbers.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compareDecimals } from "../../../src/lib/decimal.ts";
import { isValidIban, isValidBic } from "../../../src/lib/iban.ts";
import {
  BankStatementError,
  checkStatementBalances,
  decodeStatementText,
  parseBankStatementFile,
  parseMt940,
} from "./index.ts";
import type { ParsedStatement, StatementBalance, StatementTransaction } from "./index.ts";
import { parsePythonYaml, type YamlValue } from "./testing/pythonYaml.ts";

const MT940_DIR = path.resolve(import.meta.dirname, "../../../testdata/bank-statements/mt940");

function findSta(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return findSta(full);
      return entry.name.endsWith(".sta") ? [full] : [];
    })
    .sort();
}

type YamlMap = { [key: string]: YamlValue };
const map = (value: YamlValue | undefined): YamlMap =>
  value && typeof value === "object" && !Array.isArray(value) ? value : {};
const str = (value: YamlValue | undefined): string | null => (typeof value === "string" ? value : null);
/** Whitespace removed: texts compared character by character, ignoring where spaces were put. */
const squash = (text: string | null | undefined): string => (text ?? "").replace(/\s+/g, "");

function readExpected(staFile: string): { data: YamlMap; transactions: YamlMap[] } {
  const yaml = map(parsePythonYaml(fs.readFileSync(staFile.replace(/\.sta$/, ".yml"), "utf8")));
  const transactions = Array.isArray(yaml["transactions"]) ? yaml["transactions"] : [];
  return { data: map(yaml["data"]), transactions: transactions.map((t) => map(map(t)["data"])) };
}

/** The first line of each :61: field in the source, in order (for the reference quirk). */
function statementLines(source: string): string[] {
  return source
    .split(/\r?\n/)
    .filter((line) => line.startsWith(":61:"))
    .map((line) => line.slice(4).trim());
}

const STATEMENT_KEYS = [
  "account_identification",
  "transaction_reference",
  "statement_number",
  "final_opening_balance",
  "opening_balance",
  "intermediate_opening_balance",
  "final_closing_balance",
  "closing_balance",
  "intermediate_closing_balance",
  "available_balance",
  "forward_available_balance",
  "date",
  "c_floor_limit",
  "d_floor_limit",
];

/** Files the library read without statement content: nothing to import, so they are refused. */
const hasContent = (expected: ReturnType<typeof readExpected>): boolean =>
  expected.transactions.length > 0 || STATEMENT_KEYS.some((key) => key in expected.data);

/**
 * Files in an 8-bit code page other than Windows-1252 (this one is CP852, Hungarian): we read
 * UTF-8 or Windows-1252, so only their ASCII characters are compared.
 */
const OTHER_CODE_PAGE = new Set(["self-provided/raiffeisen-cmi.sta"]);

/** Where we refuse a file the library read, and why. */
const REFUSED: Readonly<Record<string, string>> = {
  // A :25: (account) field holds the :86: details of the line before: the library stores them
  // as the account number; we refuse the file rather than import into a garbage account.
  "betterplace/sepa_snippet_broken.sta": "MALFORMED",
};

function expectBalance(actual: StatementBalance[], expected: YamlMap, statements: ParsedStatement[]): void {
  const amount = str(map(expected["amount"])["amount"])!;
  const currency = str(map(expected["amount"])["currency"])!;
  const date = str(expected["date"]);
  if (!/^[A-Z]{3}$/.test(currency)) {
    // The library read a missing currency from the amount's digits; our value is proven by the
    // balance arithmetic of every statement of the file instead.
    for (const statement of statements) expect(checkStatementBalances(statement).ok).toBe(true);
    return;
  }
  const negative = expected["status"] === "D";
  expect(
    actual.some(
      (balance) =>
        balance.currency === currency &&
        balance.date === date &&
        compareDecimals(balance.amount, negative && !amount.startsWith("-") ? `-${amount}` : amount) === 0,
    ),
    `balance ${amount} ${currency} ${date} among ${JSON.stringify(actual)}`,
  ).toBe(true);
}

function expectStatementData(statements: ParsedStatement[], data: YamlMap): void {
  const openings = statements.flatMap((s) => (s.openingBalance ? [s.openingBalance] : []));
  const closings = statements.flatMap((s) => (s.closingBalance ? [s.closingBalance] : []));
  for (const key of ["final_opening_balance", "opening_balance", "intermediate_opening_balance"]) {
    if (key in data) expectBalance(openings, map(data[key]), statements);
  }
  for (const key of ["final_closing_balance", "closing_balance", "intermediate_closing_balance"]) {
    if (key in data) expectBalance(closings, map(data[key]), statements);
  }

  const reference = str(data["transaction_reference"]);
  const number = str(data["statement_number"]);
  if (reference !== null || number !== null) {
    const sequence = str(data["sequence_number"]);
    const expectedId = [reference, number, sequence].filter(Boolean).join("");
    const lastId = statements.flatMap((s) => (s.statementId ? [s.statementId] : [])).at(-1);
    expect(squash(lastId).replace(/\//g, "")).toBe(squash(expectedId).replace(/\//g, ""));
  }

  const accountId = str(data["account_identification"]);
  if (accountId !== null) {
    const last = statements.filter((s) => s.account.accountNumber || s.account.iban).at(-1)!.account;
    const rebuilt = [last.bankCode ?? last.bic, last.iban ?? last.accountNumber].filter(Boolean).join("/");
    const candidates = [rebuilt, `${rebuilt}${last.currency}`, `${rebuilt}/${last.currency}`].map(squash);
    expect(candidates).toContain(squash(accountId));
  }
}

/** The GVC-derived values the library found, for a purpose it left empty. */
const GVC_VALUE_KEYS = ["end_to_end_reference", "additional_position_reference", "applicant_creditor_id"];

function expectedPurpose(y: YamlMap, supplementary: string | null): string | undefined {
  const details = str(y["transaction_details"]);
  if (details !== null) return details; // unstructured :86:
  const structured = "transaction_code" in y;
  if (!structured) return supplementary ?? "";
  const usedSepaKeys = "end_to_end_reference" in y;
  const main = str(y["purpose"]);
  if (usedSepaKeys && main === null) return undefined; // text before/around the keys: checked loosely
  const purpose = `${main ?? ""}${str(y["additional_purpose"]) ?? ""}`;
  return purpose || str(y["posting_text"]) || supplementary || "";
}

function expectTransaction(
  t: StatementTransaction,
  y: YamlMap,
  rawLine: string,
  interim: boolean,
  ascii: boolean,
): void {
  const text = (value: string | null | undefined): string =>
    ascii ? squash(value).replace(/[^\x20-\x7e]/g, "") : squash(value);
  // Amount: "RC" is a reversal of a credit, a debit (the library keeps it positive).
  const amount = str(map(y["amount"])["amount"])!;
  const expectedAmount = y["status"] === "RC" ? `-${amount}` : amount;
  expect(compareDecimals(t.amount, expectedAmount), `${t.amount} vs ${expectedAmount}`).toBe(0);
  expect(t.amount).toMatch(/^-?\d+\.\d{2,}$/);
  expect(t.currency).toBe(str(y["currency"]) ?? str(map(y["amount"])["currency"]) ?? "");
  expect(t.valueDate).toBe(str(y["date"]));
  expect(t.bookingDate).toBe(str(y["guessed_entry_date"]) ?? str(y["entry_date"]) ?? str(y["date"]));
  expect(t.status).toBe(interim ? "PENDING" : "BOOKED");
  expect(t.bankTransactionCode).toBe([str(y["id"]), str(y["transaction_code"])].filter(Boolean).join("+") || null);

  // References: where the library's regex swallowed "//…", the source line says what is what.
  const swallowed = rawLine.includes("//") && str(y["bank_reference"]) === null;
  const bankReference = swallowed ? rawLine.slice(rawLine.indexOf("//") + 2).trim() : str(y["bank_reference"]);
  expect(t.bankReference).toBe(bankReference);
  const supplementary = swallowed ? null : str(y["extra_details"]) || null;
  let customer = str(y["customer_reference"]);
  if (customer?.includes("\n"))
    customer = customer.slice(customer.indexOf("\n") + 1); // KREF+ appended
  else if (customer !== null && swallowed) {
    const afterType = rawLine.slice(rawLine.indexOf(str(y["id"])!) + 4);
    customer = afterType.slice(0, afterType.indexOf("//"));
  }
  if (customer !== null) {
    const expected = customer.trim() === "" || customer.trim() === "NONREF" ? null : customer;
    expect(squash(t.customerReference) || null).toBe(squash(expected) || null);
  }

  const purpose = expectedPurpose(y, supplementary);
  if (purpose !== undefined) expect(text(t.purpose)).toBe(text(purpose));
  else for (const key of GVC_VALUE_KEYS) expect(squash(t.purpose)).toContain(squash(str(y[key])));

  expect(squash(t.counterpartyName) || null).toBe(
    squash(str(y["applicant_name"]) ?? str(y["deviate_applicant"])) || null,
  );
  const account = str(y["applicant_iban"]);
  if (account !== null && isValidIban(account)) expect(t.counterpartyIban).toBe(account);
  else expect(t.counterpartyAccountNumber).toBe(account);
  if (account === null) expect(t.counterpartyIban).toBeNull();
  const bank = str(y["applicant_bin"]);
  expect(t.counterpartyBic).toBe(bank !== null && isValidBic(bank) ? bank : null);
  expect(squash(t.endToEndId) || null).toBe(squash(str(y["end_to_end_reference"])) || null);
  expect(squash(t.mandateId) || null).toBe(squash(str(y["additional_position_reference"])) || null);
  expect(squash(t.creditorId) || null).toBe(squash(str(y["applicant_creditor_id"])) || null);
}

describe("MT940/MT942 test files against the mt940 library's expected results", () => {
  const files = findSta(MT940_DIR);

  it("finds the test files", () => {
    expect(files.length).toBe(39);
  });

  for (const file of files) {
    const name = path.relative(MT940_DIR, file);
    it(name, () => {
      const bytes = new Uint8Array(fs.readFileSync(file));
      const expected = readExpected(file);
      if (REFUSED[name] || !hasContent(expected)) {
        const error = (() => {
          try {
            parseBankStatementFile(bytes, path.basename(file));
          } catch (e) {
            return e;
          }
          return undefined;
        })();
        expect(error).toBeInstanceOf(BankStatementError);
        if (REFUSED[name]) expect((error as BankStatementError).code).toBe(REFUSED[name]);
        return;
      }
      const source = decodeStatementText(bytes);
      const statements = parseMt940(source);
      expect(parseBankStatementFile(bytes, path.basename(file))).toEqual(statements);
      expectStatementData(statements, expected.data);

      const transactions = statements.flatMap((s) => s.transactions.map((t) => ({ t, interim: s.format === "MT942" })));
      const rawLines = statementLines(source);
      expect(transactions).toHaveLength(expected.transactions.length);
      transactions.forEach(({ t, interim }, index) => {
        expectTransaction(t, expected.transactions[index]!, rawLines[index] ?? "", interim, OTHER_CODE_PAGE.has(name));
      });
    });
  }
});
