import { describe, expect, it } from "vitest";
import { statementMatchesAccount } from "./accountCheck.ts";
import { account } from "./testing/helpers.ts";
import type { ParsedStatement, StatementAccount } from "./types.ts";

const statement = (named: Partial<StatementAccount>): ParsedStatement => ({
  format: "MT940",
  statementId: null,
  account: account(named),
  createdAt: null,
  openingBalance: null,
  closingBalance: null,
  transactions: [],
});

const DE = "DE89370400440532013000";
const NL = "NL91ABNA0417164300";
const CH = "CH9300762011623852957";
const PL = "PL61109010140000071219812874";
const FR = "FR1420041010050500013M02606";

describe("statementMatchesAccount", () => {
  it("compares IBANs of every country exactly", () => {
    expect(statementMatchesAccount(statement({ iban: DE }), DE)).toBe(true);
    expect(statementMatchesAccount(statement({ iban: NL }), DE)).toBe(false);
    expect(statementMatchesAccount(statement({ iban: DE }), NL)).toBe(false);
    expect(statementMatchesAccount(statement({ iban: CH }), NL)).toBe(false);
    expect(statementMatchesAccount(statement({ iban: NL }), NL)).toBe(true);
  });

  it("reads German BLZ/account numbers against a German IBAN", () => {
    expect(statementMatchesAccount(statement({ bankCode: "37040044", accountNumber: "532013000" }), DE)).toBe(true);
    expect(statementMatchesAccount(statement({ bankCode: "37040044", accountNumber: "0532013000" }), DE)).toBe(true);
    expect(statementMatchesAccount(statement({ bankCode: "10020030", accountNumber: "532013000" }), DE)).toBe(false);
    expect(statementMatchesAccount(statement({ bankCode: "37040044", accountNumber: "13000" }), DE)).toBe(false);
    expect(statementMatchesAccount(statement({ bic: "COBADEFFXXX", accountNumber: "532013000" }), DE)).toBe(true);
  });

  it("refuses account numbers of other countries against the account's IBAN", () => {
    // A Dutch, Swiss and Polish account number imported into a German account.
    expect(statementMatchesAccount(statement({ accountNumber: "417164300" }), DE)).toBe(false);
    expect(statementMatchesAccount(statement({ accountNumber: "0762011623852957" }), DE)).toBe(false);
    expect(statementMatchesAccount(statement({ bankCode: "10901014", accountNumber: "0000071219812874" }), DE)).toBe(
      false,
    );
    // … and into their own accounts.
    expect(statementMatchesAccount(statement({ accountNumber: "0417164300" }), NL)).toBe(true);
    expect(statementMatchesAccount(statement({ bic: "ABNANL2A", accountNumber: "417164300" }), NL)).toBe(true);
    expect(statementMatchesAccount(statement({ accountNumber: "11623852957" }), CH)).toBe(true);
    expect(statementMatchesAccount(statement({ bankCode: "00762", accountNumber: "011623852957" }), CH)).toBe(true);
    expect(statementMatchesAccount(statement({ bankCode: "10901014", accountNumber: "71219812874" }), PL)).toBe(true);
    expect(statementMatchesAccount(statement({ accountNumber: "0500013M02606" }), FR)).toBe(true);
    expect(statementMatchesAccount(statement({ accountNumber: "0500013M02607" }), FR)).toBe(false);
    // A German account number into a Dutch account, a foreign IBAN with broken check digits.
    expect(statementMatchesAccount(statement({ bankCode: "37040044", accountNumber: "532013000" }), NL)).toBe(false);
    expect(statementMatchesAccount(statement({ accountNumber: "NL00ABNA0417164300" }), NL)).toBe(false);
  });

  it("accepts statements naming no account, and accounts without IBAN", () => {
    expect(statementMatchesAccount(statement({}), DE)).toBe(true);
    expect(statementMatchesAccount(statement({ iban: NL }), null)).toBe(true);
  });
});
