import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkStatementBalances, parseCamt, parseMt940, type ParsedStatement } from "./index.ts";
import { account, tx } from "./testing/helpers.ts";

const TESTDATA = path.resolve(import.meta.dirname, "../../../testdata/bank-statements");
const read = (file: string): string => fs.readFileSync(path.join(TESTDATA, file), "utf8");

describe("checkStatementBalances", () => {
  it("accepts a statement that adds up: 766656.49 + movements = 1125250.40", () => {
    const text = read("mt940/betterplace/sepa_snippet.sta");
    const [first] = parseMt940(text);
    expect(first!.openingBalance!.amount).toBe("766656.49");
    expect(first!.closingBalance!.amount).toBe("1125250.40");
    expect(checkStatementBalances(first!)).toEqual({ ok: true, checked: true });
  });

  it("reports a statement edited to not add up, with the exact difference", () => {
    // One statement line of the first statement changed from 50990,05 to 50990,04.
    const text = read("mt940/betterplace/sepa_snippet.sta").replace(
      ":61:0709070904CR50990,05NTRF",
      ":61:0709070904CR50990,04NTRF",
    );
    const [first] = parseMt940(text);
    expect(checkStatementBalances(first!)).toEqual({
      ok: false,
      expectedClosing: "1125250.39",
      actualClosing: "1125250.40",
      difference: "0.01",
    });
  });

  it("reports a camt statement whose closing balance was edited", () => {
    const xml = read("camt/camt053.v2.multi.statement.xml").replace(
      '<Amt Ccy="EUR">20.00</Amt>',
      '<Amt Ccy="EUR">20.10</Amt>',
    );
    expect(parseCamt(xml).map(checkStatementBalances)).toEqual([
      { ok: true, checked: true },
      { ok: false, expectedClosing: "20.00", actualClosing: "20.10", difference: "0.10" },
    ]);
  });

  const statement = (overrides: Partial<ParsedStatement>): ParsedStatement => ({
    format: "CAMT053",
    statementId: null,
    account: account({}),
    createdAt: null,
    openingBalance: { amount: "-0.10", currency: "EUR", date: "2024-01-01" },
    closingBalance: { amount: "0.20", currency: "EUR", date: "2024-01-02" },
    transactions: [],
    ...overrides,
  });
  const movement = (amount: string, status: "BOOKED" | "PENDING" = "BOOKED", currency = "EUR") =>
    tx({ bookingDate: "2024-01-02", amount, currency, status });

  it("adds exactly, without floating point (0.1 + 0.2), and ignores pending movements", () => {
    const s = statement({ transactions: [movement("0.10"), movement("0.20"), movement("99.99", "PENDING")] });
    expect(checkStatementBalances(s)).toEqual({ ok: true, checked: true });
  });

  it("does not check without both balances, with different currencies or foreign-currency movements", () => {
    expect(checkStatementBalances(statement({ closingBalance: null }))).toEqual({ ok: true, checked: false });
    expect(
      checkStatementBalances(statement({ closingBalance: { amount: "0.20", currency: "USD", date: "2024-01-02" } })),
    ).toEqual({ ok: true, checked: false });
    expect(checkStatementBalances(statement({ transactions: [movement("0.30", "BOOKED", "USD")] }))).toEqual({
      ok: true,
      checked: false,
    });
  });
});
