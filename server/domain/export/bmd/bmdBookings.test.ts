import { describe, expect, it } from "vitest";
import { decodeExtfBytes } from "../datev/cp1252.ts";
import { splitExtfLines } from "../datev/extf.ts";
import {
  company,
  creditNote,
  document,
  foreignCurrency,
  item,
  multiVat,
  period,
  skontoPayment,
} from "../datev/testDocuments.ts";
import type { BookingDocument, BookingMoneyTransaction, ExportCompany } from "../model.ts";
import {
  BMD_COLUMNS,
  BmdExportRefused,
  type BmdOptions,
  validateForBmd,
  validateMoneyTransactionForBmd,
  writeBmdBookings,
} from "./bmdBookings.ts";

const options: BmdOptions = { collectiveAccounts: { debtor: "20000", creditor: "33000" } };
const austrian: ExportCompany = { ...company, accountingSystem: "BMD", bmdBankinfo: false };

async function write(documents: BookingDocument[], c = austrian, moneyTransactions?: BookingMoneyTransaction[]) {
  const output = writeBmdBookings({ company: c, period, options, documents, moneyTransactions });
  const parts: Uint8Array[] = [];
  for await (const chunk of output.chunks) parts.push(chunk);
  const bytes = Buffer.concat(parts);
  return { bytes, lines: decodeExtfBytes(bytes).split("\r\n"), summary: await output.summary };
}

const column = (name: (typeof BMD_COLUMNS)[number]) => BMD_COLUMNS.indexOf(name);

describe("BMD booking CSV", () => {
  it("writes the field names, then one line per item: gross, tax, percentage, dates TT.MM.JJJJ", async () => {
    const { lines, summary } = await write([multiVat]);
    expect(lines[0]).toBe(BMD_COLUMNS.join(";"));
    expect(lines[1]).toBe(
      '0;10050;8400;"ER-2025-0001";31.03.2025;31.03.2025;238,00;-38,00;19;"3";1;"AR";"Wartung Heizungsanlage";"AR-2025-100";;;;;',
    );
    expect(lines[2]).toBe(
      '0;10050;8300;"ER-2025-0001";31.03.2025;31.03.2025;53,50;-3,50;7;"2";1;"AR";"Fachbuch Heizungstechnik";"AR-2025-100";;;;;',
    );
    expect(lines[3]).toBe("");
    expect(summary.documents.get("doc-multi")).toBe("291.50");
  });

  it("books an incoming invoice on Haben of the creditor, a credit note swapped", async () => {
    const { lines } = await write([document(), creditNote]);
    const invoice = lines[1]!.split(";");
    expect([
      invoice[column("konto")],
      invoice[column("gkonto")],
      invoice[column("betrag")],
      invoice[column("steuer")],
      invoice[column("buchcode")],
    ]).toEqual(["70001", "4980", "-119,00", "19,00", "2"]);
    // The credit note's text holds a ";": read the line as a CSV reader does.
    const credit = [...splitExtfLines(lines[2]!)][0]!.fields;
    expect([
      credit[column("konto")],
      credit[column("betrag")],
      credit[column("buchcode")],
      credit[column("kost")],
    ]).toEqual(["10020", "-119,00", "2", "100"]);
  });

  it("converts foreign currency into the company's with the document's rate", async () => {
    const { lines } = await write([foreignCurrency]);
    expect(lines[1]!.split(";")[column("betrag")]).toBe("-200,00");
  });

  it("writes the partner's IBAN and BIC only with bmdBankinfo on", async () => {
    const doc = document({ partner: { ...document().partner, iban: "AT61 1904 3002 3457 3201", bic: "bkauatww" } });
    const without = (await write([doc])).lines[1]!.split(";");
    expect([without[column("iban")], without[column("bic")]]).toEqual(["", ""]);
    const withBank = (await write([doc], { ...austrian, bmdBankinfo: true })).lines[1]!.split(";");
    expect([withBank[column("iban")], withBank[column("bic")]]).toEqual(['"AT611904300234573201"', '"BKAUATWW"']);
  });

  it("keeps quotes and semicolons inside a text field and writes Windows-1252", async () => {
    const { bytes, lines } = await write([document({ items: [item({ title: 'Öl "extra"; 5 l' })] })]);
    expect(lines[1]).toContain(';"Öl ""extra""; 5 l";');
    expect([...bytes].includes(0xd6)).toBe(true);
  });

  it("refuses documents without items, date, accounts or rate", async () => {
    const codes = (doc: BookingDocument, o = options) => validateForBmd(austrian, period, doc, o).map((f) => f.code);
    expect(codes(document({ items: [] }))).toEqual(["BMD_DOCUMENT_WITHOUT_ITEMS"]);
    expect(codes(document({ invoiceDate: null }))).toEqual(["BMD_INVOICE_DATE_MISSING"]);
    expect(codes(document({ invoiceDate: "2025-02-28" }))).toEqual(["BMD_INVOICE_DATE_OUTSIDE_PERIOD"]);
    expect(codes(document({ items: [item({ generalLedgerAccountNumber: " " })] }))).toEqual([
      "BMD_ITEM_WITHOUT_ACCOUNT",
    ]);
    expect(codes(document({ currency: "CHF" }))).toEqual(["BMD_FOREIGN_CURRENCY_WITHOUT_RATE"]);
    const noPartner = document({ partner: { ...document().partner, accountNumber: null } });
    expect(codes(noPartner, { collectiveAccounts: { debtor: null, creditor: null } })).toEqual([
      "BMD_PARTNER_ACCOUNT_MISSING",
    ]);
    await expect(write([document({ items: [] })])).rejects.toBeInstanceOf(BmdExportRefused);
  });

  it("belegnr takes the internal number, else the invoice number, when it fits 20 characters", async () => {
    const belegnr = async (doc: BookingDocument) => (await write([doc])).lines[1]!.split(";")[column("belegnr")];
    expect(await belegnr(document({ internalNumber: "ER-2025-0001" }))).toBe('"ER-2025-0001"');
    expect(await belegnr(document({ internalNumber: "I".repeat(25), invoiceNumber: "RE 2025.1" }))).toBe('"RE 2025.1"');
    expect(await belegnr(document({ internalNumber: null, invoiceNumber: "RE-7" }))).toBe('"RE-7"');
  });
});

describe("BMD money transactions", () => {
  const transfer: BookingMoneyTransaction = {
    rowId: "tx-in",
    bookingDate: "2025-03-21",
    amount: "291.50",
    currency: "EUR",
    purpose: "AR-2025-100 Hausverwaltung Adler",
    partnerName: "Hausverwaltung Adler",
    moneyAccountLedgerAccountNumber: "2800",
    contraAccountNumber: "20050",
    documentNumbers: ["AR-2025-100"],
  };

  it("writes a payment line after the documents: konto = contra, gkonto = bank, incoming money Haben", async () => {
    const { lines, summary } = await write([multiVat], austrian, [transfer, { ...skontoPayment, rowId: "tx-out" }]);
    expect(lines).toHaveLength(6);
    expect(lines[3]).toBe(
      '0;20050;2800;"AR-2025-100";21.03.2025;21.03.2025;-291,50;0,00;;;2;"BA";"AR-2025-100 Hausverwaltung Adler";"AR-2025-100";;;;;',
    );
    // The payment of an incoming invoice with 5.95 Skonto deducted: the creditor in Soll, discount with betrag's sign.
    expect(lines[4]).toBe(
      '0;70040;1200;"RE-889";28.03.2025;28.03.2025;291,55;0,00;;;1;"BA";"RE-889 abzgl. 2 % Skonto";"RE-889";;;5,95;;',
    );
    expect(lines[5]).toBe("");
    expect(summary.transactionCount).toBe(2);
    expect(summary.lineCount).toBe(4);
    expect(summary.transactions.get("tx-in")).toBe("-291.50");
    expect(summary.transactions.get("tx-out")).toBe("291.55");
  });

  it("an incoming payment's discount carries the minus of its betrag", async () => {
    const { lines } = await write([], austrian, [{ ...transfer, amount: "97.02", discount: "1.98" }]);
    const fields = lines[1]!.split(";");
    expect([fields[column("betrag")], fields[column("skonto")]]).toEqual(["-97,02", "-1,98"]);
  });

  it("refuses transactions without accounts, outside the period, foreign, zero or with a bad discount", async () => {
    const codes = (tx: BookingMoneyTransaction) =>
      validateMoneyTransactionForBmd(austrian, period, tx).map((f) => f.code);
    expect(codes(transfer)).toEqual([]);
    expect(
      codes({
        ...transfer,
        moneyAccountLedgerAccountNumber: null,
        contraAccountNumber: " ",
        bookingDate: "2025-04-01",
        currency: "CHF",
        amount: "0.00",
      }),
    ).toEqual([
      "BMD_TRANSACTION_WITHOUT_ACCOUNT",
      "BMD_TRANSACTION_WITHOUT_CONTRA_ACCOUNT",
      "BMD_TRANSACTION_DATE_OUTSIDE_PERIOD",
      "BMD_TRANSACTION_FOREIGN_CURRENCY",
      "BMD_TRANSACTION_AMOUNT_ZERO",
    ]);
    expect(codes({ ...transfer, discount: "-0.01" })).toEqual(["BMD_TRANSACTION_DISCOUNT_INVALID"]);
    expect(codes({ ...transfer, discount: "291.50" })).toEqual(["BMD_TRANSACTION_DISCOUNT_INVALID"]);
    await expect(write([], austrian, [{ ...transfer, amount: "0" }])).rejects.toBeInstanceOf(BmdExportRefused);
  });
});
