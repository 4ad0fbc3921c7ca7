/**
 * Every camt test file, with the expected values transcribed by hand from the XML (not
 * computed by the code under test), plus in-memory edits of them (camt.details.test.ts has
 * documents written for the cases the files lack).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkStatementBalances, parseBankStatementFile, parseCamt, type ParsedStatement } from "./index.ts";
import { account, refusal, tx } from "./testing/helpers.ts";

const CAMT_DIR = path.resolve(import.meta.dirname, "../../../testdata/bank-statements/camt");
const readCamt = (name: string): string => fs.readFileSync(path.join(CAMT_DIR, name), "utf8");
const parseFile = (name: string): ParsedStatement[] =>
  parseBankStatementFile(new Uint8Array(fs.readFileSync(path.join(CAMT_DIR, name))), name);

describe("camt.052 account reports", () => {
  it("camt052.v1.xml: PrtryAcct id, DtTm booking date, entry without TxDtls", () => {
    expect(parseFile("camt052.v1.xml")).toEqual([
      {
        format: "CAMT052",
        statementId: "AAAASESS-FP-ACCR001",
        account: account({ iban: "CH2801234000123456789", ownerName: "FINPETROL" }),
        createdAt: "2007-10-18T12:30:00+01:00",
        openingBalance: null,
        closingBalance: null,
        transactions: [
          tx({
            bookingDate: "2007-10-18",
            valueDate: "2007-10-18",
            amount: "-200000.00",
            currency: "SEK",
            status: "BOOKED",
            purpose: "Credit",
            bankReference: "AAAASESS-FP-ACCR-01",
            bankTransactionCode: "PAYM-0001-0003",
          }),
        ],
      },
    ]);
  });

  it("camt052.v2.xml: debit → creditor is the counterparty, agent BIC, AddtlNtryInf as purpose", () => {
    const [statement] = parseFile("camt052.v2.xml");
    expect(statement!.account).toEqual(account({ iban: "CH2801234000123456789", ownerName: "FINPETROL" }));
    expect(statement!.transactions).toEqual([
      tx({
        bookingDate: "2007-10-18",
        valueDate: "2007-10-18",
        amount: "-200000.00",
        currency: "SEK",
        status: "BOOKED",
        purpose: "Credit",
        counterpartyName: "Company Name",
        counterpartyIban: "NL56AGDH9619008421",
        counterpartyBic: "BANKCHZHXXX",
        bankReference: "AAAASESS-FP-ACCR-01",
        bankTransactionCode: "XXXX+000+0000+000",
      }),
    ]);
  });

  it("camt052.v2.other-account.xml: Othr account ids are account numbers, not IBANs", () => {
    const [statement] = parseFile("camt052.v2.other-account.xml");
    expect(statement!.account.iban).toBe("CH2801234000123456789"); // Othr/Id holding a valid IBAN
    expect(statement!.transactions).toEqual([
      tx({
        bookingDate: "2007-10-18",
        valueDate: "2007-10-18",
        amount: "-200000.00",
        currency: "SEK",
        status: "BOOKED",
        purpose: "Credit",
        counterpartyName: "Company Name",
        counterpartyAccountNumber: "0000000000",
        counterpartyBic: "BANKCHZHXXX",
        bankReference: "AAAASESS-FP-ACCR-01",
        bankTransactionCode: "XXXX+000+0000+000",
      }),
    ]);
  });

  it("camt052.v2.with-account-name.xml: Acct/Nm, entry without dates takes the report date", () => {
    const [statement] = parseFile("camt052.v2.with-account-name.xml");
    expect(statement!.account).toEqual(account({ iban: "CH2801234000123456789", name: "Account Owner Name" }));
    expect(statement!.transactions).toEqual([
      tx({
        bookingDate: "2007-10-18",
        valueDate: null,
        amount: "-200000.00",
        currency: "SEK",
        status: "BOOKED",
        // Both parties hold the statement's own IBAN: the creditor (debit side) is kept.
        counterpartyName: "Company Name",
        counterpartyIban: "CH2801234000123456789",
      }),
    ]);
  });

  it("camt052.v4.xml: PDNG → PENDING, ITBD ignored, own-IBAN party swapped for the other one", () => {
    expect(parseFile("camt052.v4.xml")).toEqual([
      {
        format: "CAMT052",
        statementId: "AAAASESS-FP-ACCR001",
        account: account({ iban: "CH2801234000123456789", bic: "UBSWCHZH80A", ownerName: "UNIFITS GmbH" }),
        createdAt: "2007-10-18T12:30:00+01:00",
        openingBalance: null,
        closingBalance: null,
        transactions: [
          tx({
            bookingDate: "2007-10-18",
            valueDate: "2007-10-18",
            // A single TxDtls: the entry's amount counts (the TxDtls states 3.79 CHF).
            amount: "-200000.00",
            currency: "SEK",
            status: "PENDING",
            purpose: "Example Remittance - 4 - V1",
            // Debit, so the creditor would be the counterparty, but the creditor account is our own.
            counterpartyName: "Example Creditor 4 - V1",
            counterpartyIban: "CH2401234004141414141",
            counterpartyBic: "BANKCHBE",
            endToEndId: "UXC06140000015PI00001EE00001",
            bankReference: "ACSR160614165200001",
            customerReference: "UXC06140000015PI00001II00001",
            bankTransactionCode: "PMNT-RCDT-DMCT",
          }),
        ],
      },
    ]);
  });
});

describe("camt.053 statements", () => {
  const minimalTransaction = tx({
    bookingDate: "2014-12-31",
    valueDate: "2015-01-02",
    amount: "8.85",
    currency: "EUR",
    status: "BOOKED",
    purpose: "4654654654654654",
    counterpartyName: "NAME NAME",
    counterpartyIban: "NL56AGDH9619008421",
    bankTransactionCode: "544",
  });

  it("camt053.v2.minimal.xml: OPBD/CLBD in different currencies, structured creditor reference", () => {
    const statements = parseFile("camt053.v2.minimal.xml");
    expect(statements).toEqual([
      {
        format: "CAMT053",
        statementId: "253EURNL26VAYB8060476890",
        account: account({ iban: "NL26VAYB8060476890", currency: "EUR" }),
        createdAt: "2015-03-10T18:43:50+00:00",
        openingBalance: { amount: "18.15", currency: "EUR", date: "2014-12-30" },
        closingBalance: { amount: "-27.00", currency: "SEK", date: "2014-12-31" },
        transactions: [minimalTransaction],
      },
    ]);
    expect(checkStatementBalances(statements[0]!)).toEqual({ ok: true, checked: false });
  });

  it("camt053.v2.with-party-ids.xml: party ids do not disturb names and accounts", () => {
    expect(parseFile("camt053.v2.with-party-ids.xml")[0]!.transactions).toEqual([minimalTransaction]);
  });

  it("camt053.v2.minimal.ultimate.xml: the ultimate debtor names the counterparty when there is no debtor", () => {
    expect(parseFile("camt053.v2.minimal.ultimate.xml")[0]!.transactions).toEqual([
      { ...minimalTransaction, counterpartyName: "DEBTOR NAME NM", counterpartyIban: null },
    ]);
  });

  it("camt053.v2.multi.statement.xml: two statements that both add up", () => {
    const statements = parseFile("camt053.v2.multi.statement.xml");
    expect(statements.map((s) => s.statementId)).toEqual(["253EURNL26VAYB8060476890", "254EURNL26VAYB8060476890"]);
    expect(statements.map((s) => [s.openingBalance, s.closingBalance])).toEqual([
      [
        { amount: "18.15", currency: "EUR", date: "2014-12-30" },
        { amount: "27.00", currency: "EUR", date: "2014-12-31" },
      ],
      [
        { amount: "27.00", currency: "EUR", date: "2014-12-30" },
        { amount: "20.00", currency: "EUR", date: "2014-12-31" },
      ],
    ]);
    expect(statements[0]!.transactions).toEqual([
      tx({
        bookingDate: "2014-12-31",
        valueDate: "2015-01-02",
        amount: "8.85",
        currency: "EUR",
        status: "BOOKED",
        purpose: "Transaction Description 1",
        endToEndId: "000000001",
        bankTransactionCode: "544",
      }),
    ]);
    expect(statements[1]!.transactions).toEqual([
      tx({
        bookingDate: "2014-12-31",
        valueDate: "2015-01-02",
        amount: "-7.00",
        currency: "EUR",
        status: "BOOKED",
        purpose: "Transaction Description 2",
        counterpartyName: "Company Name 2",
        counterpartyIban: "NL56AGDH9619008421",
        endToEndId: "000000002",
        bankTransactionCode: "544",
      }),
    ]);
    expect(statements.map(checkStatementBalances)).toEqual([
      { ok: true, checked: true },
      { ok: true, checked: true },
    ]);
  });

  it("camt053.v2.all-balance-types.xml: OPBD wins over PRCD, CLBD is the closing, the rest is ignored", () => {
    const [statement] = parseFile("camt053.v2.all-balance-types.xml");
    expect(statement!.openingBalance).toEqual({ amount: "1.01", currency: "EUR", date: "2015-01-21" });
    expect(statement!.closingBalance).toEqual({ amount: "4.04", currency: "EUR", date: "2015-01-22" });
    expect(statement!.account).toEqual(account({ iban: "CH2801234000123456789", ownerName: "FINPETROL" }));
    expect(statement!.transactions).toEqual([
      tx({
        bookingDate: "2014-12-31",
        valueDate: "2015-01-02",
        amount: "8.85", // written 8.850
        currency: "EUR",
        status: "BOOKED",
        purpose: "Transaction Description",
        endToEndId: "000000001",
        bankTransactionCode: "544",
      }),
    ]);
    // 1.01 + 8.85 = 9.86, the file says 4.04.
    expect(checkStatementBalances(statement!)).toEqual({
      ok: false,
      expectedClosing: "9.86",
      actualClosing: "4.04",
      difference: "-5.82",
    });
  });

  it("camt053.v2.all-balance-types.xml without OPBD: PRCD (previous closing) is the opening", () => {
    const xml = readCamt("camt053.v2.all-balance-types.xml").replace("<Cd>OPBD</Cd>", "<Cd>OPAV</Cd>");
    expect(parseCamt(xml)[0]!.openingBalance).toEqual({ amount: "2.02", currency: "EUR", date: "2015-01-21" });
  });

  it("camt053.v2.five.decimals.xml: amounts with trailing zeros are exact; the file does not add up by 0.05", () => {
    const [statement] = parseFile("camt053.v2.five.decimals.xml");
    expect(statement!.openingBalance).toEqual({ amount: "18.15", currency: "EUR", date: "2014-12-30" });
    expect(statement!.closingBalance).toEqual({ amount: "27.05", currency: "EUR", date: "2014-12-31" });
    expect(statement!.transactions.map((t) => t.amount)).toEqual(["8.85"]);
    expect(checkStatementBalances(statement!)).toEqual({
      ok: false,
      expectedClosing: "27.00",
      actualClosing: "27.05",
      difference: "0.05",
    });
  });

  it("five significant decimals are kept exactly and add up exactly", () => {
    const xml = readCamt("camt053.v2.five.decimals.xml")
      .replace('<Amt Ccy="EUR">8.850</Amt>', '<Amt Ccy="EUR">8.90001</Amt>')
      .replace('<Amt Ccy="EUR">27.050</Amt>', '<Amt Ccy="EUR">27.05001</Amt>');
    const [statement] = parseCamt(xml);
    expect(statement!.transactions[0]!.amount).toBe("8.90001");
    expect(statement!.closingBalance!.amount).toBe("27.05001");
    expect(checkStatementBalances(statement!)).toEqual({ ok: true, checked: true });
  });

  it("camt053.v2.with-account-name.xml: a credit without debtor has no counterparty", () => {
    expect(parseFile("camt053.v2.with-account-name.xml")).toEqual([
      {
        format: "CAMT053",
        statementId: "253EURCH2801234000123456789",
        account: account({ iban: "CH2801234000123456789", name: "Account Owner Name" }),
        createdAt: "2015-03-10T18:43:50+00:00",
        openingBalance: null, // only CLAV
        closingBalance: null,
        transactions: [
          tx({
            bookingDate: "2014-12-31",
            valueDate: null,
            amount: "8.85",
            currency: "EUR",
            status: "BOOKED",
            bankTransactionCode: "544",
          }),
        ],
      },
    ]);
  });

  it("camt053.v3.xml: Othr/Id IBAN, BICFI, one TxDtls with another amount keeps the entry amount", () => {
    const [statement] = parseFile("camt053.v3.xml");
    expect(statement!.account).toEqual(
      account({ iban: "NL26VAYB8060476890", bic: "KREDBEBB", currency: "EUR", ownerName: "COMPANY BVBA" }),
    );
    expect(statement!.transactions).toEqual([
      tx({
        bookingDate: "2014-12-31",
        valueDate: "2015-01-02",
        amount: "8.85",
        currency: "EUR",
        status: "BOOKED",
        purpose: "4654654654654654",
        counterpartyName: "NAME NAME",
        counterpartyIban: "NL56AGDH9619008421",
        counterpartyBic: "KREDBEBB",
        bankReference: "XXXXXXXXXXXXXXXXXXXXXXEUR",
        bankTransactionCode: "PMNT-RCDT-DMCT",
      }),
    ]);
  });

  it("camt53.only-Dt-with-DtTm.xml: a balance dated by DtTm, five written decimals", () => {
    expect(parseFile("camt53.only-Dt-with-DtTm.xml")).toEqual([
      {
        format: "CAMT053",
        statementId: "I38y0h4YyLnQiOV6P7nEd44r2",
        account: account({ iban: "GB33BUKB20201555555555" }),
        createdAt: "2025-07-24T06:10:29.000000000",
        openingBalance: { amount: "5442.09", currency: "RON", date: "2025-07-23" },
        closingBalance: null,
        transactions: [],
      },
    ]);
  });

  it("camt053.v2.wrong.xml is refused: the statement message holds no Stmt", () => {
    const error = refusal(() => parseFile("camt053.v2.wrong.xml"));
    expect(error.code).toBe("MALFORMED");
    expect(error.message).toBe("The CAMT053 document contains no Stmt element (BkToCstmrStmt).");
  });
});

describe("camt.054 notifications", () => {
  const remittanceTexts =
    "Unstructured Remittance Information V1 ISR ref number V1 Additional Remittance Information V1 " +
    "ISR ref number V2 Additional Remittance Information V2 " +
    "Unstructured Remittance Information V3 block 1 Unstructured Remittance Information V3 block 2 " +
    "Ref number V3 block 1 Additional Remittance Information V3 block 1 " +
    "Ref number V3 block 2 Additional Remittance Information V3 block 2";

  it("camt054.v2.xml: three TxDtls without amounts stay one transaction, shared details kept", () => {
    expect(parseFile("camt054.v2.xml")).toEqual([
      {
        format: "CAMT054",
        statementId: "AAAASESS-FP-ACCR001",
        account: account({ iban: "CH2801234000123456789", ownerName: "FINPETROL" }),
        createdAt: "2007-10-18T12:30:00+01:00",
        openingBalance: null,
        closingBalance: null,
        transactions: [
          tx({
            bookingDate: "2007-10-18",
            valueDate: "2007-10-18",
            amount: "-200000.00",
            currency: "SEK",
            status: "BOOKED",
            purpose: remittanceTexts,
            endToEndId: "MUELL/FINP/RA12345", // the same in all three
            bankReference: "AAAASESS-FP-ACCR001",
            bankTransactionCode: "PMNT-ICDT-DMCT",
          }),
        ],
      },
    ]);
  });

  it("camt054.v2.with-account-name.xml: no dates, no remittance", () => {
    expect(parseFile("camt054.v2.with-account-name.xml")[0]!.transactions).toEqual([
      tx({
        bookingDate: "2007-10-18", // the notification's CreDtTm
        valueDate: null,
        amount: "-200000.00",
        currency: "SEK",
        status: "BOOKED",
        bankTransactionCode: "PMNT-ICDT-DMCT",
      }),
    ]);
  });

  it("camt054.v4.xml: TxDtls in CHF that do not add up to the SEK entry stay one transaction", () => {
    const [statement] = parseFile("camt054.v4.xml");
    expect(statement!.account).toEqual(
      account({ iban: "CH2801234000123456789", bic: "UBSWCHZH80A", ownerName: "UNIFITS GmbH" }),
    );
    expect(statement!.transactions).toEqual([
      tx({
        bookingDate: "2007-10-18",
        valueDate: "2007-10-18",
        amount: "-200000.00",
        currency: "SEK",
        status: "BOOKED",
        purpose: remittanceTexts,
        bankReference: "ACSR160617103200001",
        bankTransactionCode: "PMNT-ICDT-DMCT",
      }),
    ]);
  });

  it("a batch booking whose TxDtls do not add up to the entry (9.40 vs 3.10 + 3.20 + 3.20) stays one", () => {
    const xml = readCamt("camt054.v4.xml").replace(
      '<Amt Ccy="SEK">200000</Amt>\n        <CdtDbtInd>DBIT</CdtDbtInd>',
      '<Amt Ccy="CHF">9.40</Amt>\n        <CdtDbtInd>CRDT</CdtDbtInd>',
    );
    expect(parseCamt(xml)[0]!.transactions.map((t) => [t.amount, t.currency])).toEqual([["9.40", "CHF"]]);
  });

  it("a batch booking whose TxDtls add up is split into one transaction per TxDtls", () => {
    const xml = readCamt("camt054.v4.xml").replace(
      '<Amt Ccy="SEK">200000</Amt>\n        <CdtDbtInd>DBIT</CdtDbtInd>',
      '<Amt Ccy="CHF">9.50</Amt>\n        <CdtDbtInd>CRDT</CdtDbtInd>',
    );
    const common = {
      bookingDate: "2007-10-18",
      valueDate: "2007-10-18",
      currency: "CHF",
      status: "BOOKED",
      bankReference: "ACSR160617103200001",
      customerReference: null,
      bankTransactionCode: "PMNT-ICDT-DMCT",
      // The parts of the batch share the entry's bank reference as their batch link.
      batchReference: "ACSR160617103200001",
    } as const;
    // Credits: the debtor is the counterparty, but the debtor account is our own → the creditor.
    expect(parseCamt(xml)[0]!.transactions).toEqual([
      tx({
        ...common,
        amount: "3.10",
        purpose: "Unstructured Remittance Information V1 ISR ref number V1 Additional Remittance Information V1",
        counterpartyName: "Example Creditor 3 - V1",
        counterpartyIban: "CH4112345003131313131",
        endToEndId: "UXC06170000006PI00001EE00001",
        customerReference: "UXC06170000006PI00001II00001",
      }),
      tx({
        ...common,
        amount: "3.20",
        purpose: "ISR ref number V2 Additional Remittance Information V2",
        counterpartyName: "Example Creditor 3 - V2",
        counterpartyIban: "CH7212345003232323232",
        counterpartyBic: "BANKCHBE",
        endToEndId: "UXC06170000006PI00001EE00002",
        customerReference: "UXC06170000006PI00001II00002",
      }),
      tx({
        ...common,
        amount: "3.20",
        purpose:
          "Unstructured Remittance Information V3 block 1 Unstructured Remittance Information V3 block 2 " +
          "Ref number V3 block 1 Additional Remittance Information V3 block 1 " +
          "Ref number V3 block 2 Additional Remittance Information V3 block 2",
        counterpartyName: "Example Creditor 3 - V3",
        counterpartyIban: "CH7212345003232323232",
        counterpartyBic: "BANKCHBE",
        endToEndId: "UXC06170000006PI00001EE00002",
        customerReference: "UXC06170000006PI00001II00002",
      }),
    ]);
  });
});
