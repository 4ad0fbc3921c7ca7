/**
 * MT940/MT942 cases written by hand: envelopes, year turns, reversals, separators, SEPA keys,
 * account forms, refusals; and the balance arithmetic of the real test files.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkStatementBalances,
  decodeStatementText,
  parseBankStatementFile,
  parseMt940,
  type StatementTransaction,
} from "./index.ts";
import { refusal } from "./testing/helpers.ts";

const MT940_DIR = path.resolve(import.meta.dirname, "../../../testdata/bank-statements/mt940");
const readSta = (name: string): string =>
  decodeStatementText(new Uint8Array(fs.readFileSync(path.join(MT940_DIR, name))));
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

const STATEMENT = [
  ":20:STARTUMS",
  ":25:DE89370400440532013000EUR",
  ":28C:00012/001",
  ":60F:C231229EUR1000,00",
  ":61:2312290102DR100,00NDDTKREF+RE-42//BANKREF1",
  ":86:105?00SEPA-BASISLASTSCHRIFT?109310?20EREF+E2E-1 MREF+M-7 CRED+DE98Z?21ZZ09999999999 SVWZ+Rechnung ?22RE-42?30BYLADEM1001?31DE0212030000",
  "0000202051?32Stadtwerke Beispiel GmbH?34000",
  ":61:2401021231CR50,5NTRFNONREF",
  ":86:166>00GUTSCHRIFT>20Miete Januar>32Max Mustermann",
  ":62F:C240102EUR950,50",
  "-",
].join("\r\n");

describe("MT940 statements", () => {
  const [statement] = parseMt940(STATEMENT);

  it("reads account, id, balances; an IBAN with a currency suffix", () => {
    expect(statement!.statementId).toBe("STARTUMS/00012/001");
    expect(statement!.account).toEqual({
      iban: "DE89370400440532013000",
      accountNumber: null,
      bankCode: null,
      bic: null,
      currency: "EUR",
      ownerName: null,
      name: null,
    });
    expect(statement!.openingBalance).toEqual({ amount: "1000.00", currency: "EUR", date: "2023-12-29" });
    expect(statement!.closingBalance).toEqual({ amount: "950.50", currency: "EUR", date: "2024-01-02" });
    expect(checkStatementBalances(statement!)).toEqual({ ok: true, checked: true });
  });

  it("dates the entry across the year turn: value 29.12.2023 booked 02.01.", () => {
    expect(statement!.transactions.map((t) => [t.valueDate, t.bookingDate])).toEqual([
      ["2023-12-29", "2024-01-02"],
      ["2024-01-02", "2023-12-31"], // value in January, entry in December: the year before
    ]);
  });

  it("splits structured :86: subfields and SEPA keys", () => {
    expect(statement!.transactions[0]).toEqual({
      bookingDate: "2024-01-02",
      valueDate: "2023-12-29",
      amount: "-100.00",
      currency: "EUR",
      status: "BOOKED",
      purpose: "Rechnung RE-42",
      counterpartyName: "Stadtwerke Beispiel GmbH",
      counterpartyIban: "DE02120300000000202051",
      counterpartyAccountNumber: null,
      counterpartyBic: "BYLADEM1001",
      endToEndId: "E2E-1",
      mandateId: "M-7",
      creditorId: "DE98ZZZ09999999999",
      bankReference: "BANKREF1",
      customerReference: "RE-42",
      bankTransactionCode: "NDDT+105",
    } satisfies StatementTransaction);
  });

  it("reads other subfield separators (>) and NONREF as no reference", () => {
    expect(statement!.transactions[1]).toMatchObject({
      amount: "50.50",
      purpose: "Miete Januar",
      counterpartyName: "Max Mustermann",
      customerReference: null,
      bankReference: null,
      bankTransactionCode: "NTRF+166",
    });
  });

  it("signs reversals: RC (reversed credit) is a debit, RD (reversed debit) a credit", () => {
    const text = ":20:X\n:60F:C240101EUR0,\n:61:240102RC5,NRTINONREF\n:61:240102RD7,NRTINONREF\n:62F:C240102EUR2,00\n-";
    const [reversals] = parseMt940(text);
    expect(reversals!.transactions.map((t) => t.amount)).toEqual(["-5.00", "7.00"]);
    expect(checkStatementBalances(reversals!)).toEqual({ ok: true, checked: true });
  });

  it("joins unstructured :86: lines with a space unless a line fills all 65 characters", () => {
    const full = "A".repeat(60) + "BCDEF"; // 65 characters, cut mid-word
    const text = [":20:X", ":61:240102C1,NTRFNONREF", `:86:${full}`, "GHI Verwendung", "Zeile drei"].join("\n");
    expect(parseMt940(text)[0]!.transactions[0]!.purpose).toBe(`${full}GHI Verwendung Zeile drei`);
  });

  it("takes the supplementary details (second :61: line) or the posting text when there is no purpose", () => {
    const text = [
      ":20:X",
      ":61:240102D1,NCHGNONREF",
      "Kontofuehrung",
      ":61:240102D2,NCHGNONREF",
      ":86:805?00ABSCHLUSS",
    ].join("\n");
    expect(parseMt940(text)[0]!.transactions.map((t) => t.purpose)).toEqual(["Kontofuehrung", "ABSCHLUSS"]);
  });

  it("tolerates indented tags, blank lines and trailing blanks", () => {
    const text = "\n\n  :20:X  \n\t:25:12345678/1234 \n :61:240102C1,00NTRFNONREF\n\n  -  \n\n";
    expect(parseMt940(text).map((s) => [s.statementId, s.account.accountNumber, s.transactions.length])).toEqual([
      ["X", "1234", 1],
    ]);
  });

  it("reads 'BLZ/account' and 'BIC/account/CUR' identifications", () => {
    const [legacy, bic] = parseMt940(":20:A\n:25:70011110/4005287001EUR\n-\n:20:B\n:25:UBRTHUHB/1234567890/HUF\n-");
    expect([legacy!.account.bankCode, legacy!.account.accountNumber, legacy!.account.currency]).toEqual([
      "70011110",
      "4005287001",
      "EUR",
    ]);
    expect([bic!.account.bic, bic!.account.accountNumber, bic!.account.currency]).toEqual([
      "UBRTHUHB",
      "1234567890",
      "HUF",
    ]);
  });
});

describe("SWIFT envelopes and MT942", () => {
  const envelope = (type: string, body: string): string =>
    `{1:F01COBADEFFAXXX0000000000}{2:O${type}1200240102COBADEFFAXXX00000000002401021200N}{3:{108:REF}}{4:\r\n${body}\r\n-}{5:{CHK:123456789ABC}}`;

  it("reads several enveloped messages of one file", () => {
    const text =
      envelope("940", ":20:ONE\r\n:25:12345678/1234\r\n:28C:1/1\r\n:60F:C240101EUR0,00\r\n:62F:C240101EUR0,00") +
      "\r\n" +
      envelope("940", ":20:TWO\r\n:25:12345678/1234\r\n:28C:2/1\r\n:60F:C240102EUR0,00\r\n:62F:C240102EUR0,00");
    expect(parseBankStatementFile(bytes(text)).map((s) => [s.format, s.statementId])).toEqual([
      ["MT940", "ONE/1/1"],
      ["MT940", "TWO/2/1"],
    ]);
  });

  it("marks MT942 lines pending and reads :13D: and the floor limit currency", () => {
    const body =
      ":20:INTRA\r\n:25:12345678/1234\r\n:28C:5/1\r\n:34F:EURD0,\r\n:13D:2401021530+0100\r\n:61:240102D12,34NTRFNONREF\r\n:86:Kartenzahlung\r\n:90D:1EUR12,34";
    const [report] = parseBankStatementFile(bytes(envelope("942", body)));
    expect(report).toMatchObject({ format: "MT942", createdAt: "2024-01-02T15:30:00+01:00", openingBalance: null });
    expect(report!.transactions.map((t) => [t.amount, t.currency, t.status, t.purpose])).toEqual([
      ["-12.34", "EUR", "PENDING", "Kartenzahlung"],
    ]);
  });

  it("refuses other SWIFT message types", () => {
    expect(refusal(() => parseMt940(envelope("950", ":20:X"))).code).toBe("UNSUPPORTED");
  });
});

describe("MT940 refusals", () => {
  it.each([
    ["a statement line without amount", ":20:X\n:61:240102DNTRFNONREF"],
    ["a balance without amount", ":20:X\n:60F:C240101EUR"],
    ["an account field spanning lines", ":20:X\n:25:1234?00\nmore"],
  ])("refuses %s as MALFORMED, naming the field and line", (_what, text) => {
    const error = refusal(() => parseMt940(text));
    expect(error.code).toBe("MALFORMED");
    expect(error.message).toMatch(/^Field :\d{2}[A-Z]?: at line \d+: /);
  });

  it("refuses an impossible date as INVALID_DATE, naming the field and line", () => {
    const error = refusal(() => parseMt940(":20:X\n:60F:C241332EUR1,00"));
    expect(error.code).toBe("INVALID_DATE");
    expect(error.params).toEqual({ line: 2, value: "241332" });
    expect(error.message).toMatch(/^Field :60F: at line 2: /);
  });

  it("reads 30 February as the last day of February (German 30/360 day count)", () => {
    const [s] = parseMt940(":20:X\n:60F:C230230EUR1,00\n:61:2302300301D1,00NTRFNONREF");
    expect([s!.openingBalance!.date, s!.transactions[0]!.valueDate, s!.transactions[0]!.bookingDate]).toEqual([
      "2023-02-28",
      "2023-02-28",
      "2023-03-01",
    ]);
  });
});

describe("balance arithmetic of the real MT940 files", () => {
  const outcomes = (name: string): (string | { difference: string })[] =>
    parseMt940(readSta(name)).map((s) => {
      const check = checkStatementBalances(s);
      return check.ok ? (check.checked ? "ok" : "unchecked") : { difference: check.difference };
    });

  it("complete statements add up, reversals (RC) included", () => {
    expect(outcomes("betterplace/sepa_mt9401.sta")).toEqual(Array(26).fill("ok"));
    expect(outcomes("betterplace/with_binary_character.sta")).toEqual(["ok", "ok"]);
    expect(outcomes("cmxl/mt940.sta")).toEqual(["ok", "ok", "ok"]);
    expect(outcomes("mBank/mt940.sta")).toEqual(["ok"]);
    expect(outcomes("self-provided/february_30.sta")).toEqual(["ok"]);
    // Two balances without currency (":62M:C020315105000,00") read with the statement's currency.
    expect(outcomes("self-provided/raphaelm.sta")).toEqual(["ok", "ok", "ok"]);
  });

  it("excerpts with lines left out do not add up, by the exact missing amount", () => {
    expect(outcomes("betterplace/sepa_snippet.sta")).toEqual(["ok", { difference: "300.08" }]);
    expect(outcomes("self-provided/whitespace.sta")).toEqual([{ difference: "234.01" }]);
    expect(outcomes("mBank/with_newline_in_tnr.sta")).toEqual([{ difference: "770.71" }]);
  });
});

describe("transaction_details.yml (an MT940 fragment named .yml, without expected results)", () => {
  it("parses its three statement lines", () => {
    const [statement] = parseMt940(readSta("self-provided/transaction_details.yml"));
    expect(statement!.transactions.map((t) => [t.amount, t.bankReference, t.endToEndId, t.counterpartyName])).toEqual([
      [
        "15000.05",
        "0724710290659857",
        "EndToEndIdTFNR2000100001",
        "Richter Renate 70 Zeichen Beginn Fuellzeichen xxxxxxxx",
      ],
      ["15000.05", "0724710290659857", "EndToEndIdTFNR2000100001", "eginn Fuellzeichen xxxxxxxx"],
      ["15000.05", "0724710290659857", "EndToEndIdTFNR2000100001", "Richter Renate 70 Zeichen B xxxxxxxxx"],
    ]);
    expect(statement!.transactions[0]!.purpose).toBe(
      "TO 13 TFNr 20001 Eingangskanal Mint Unstrukturierter Verwendungszweck 140 Zeichen Beginn Fuellzeichen " +
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    );
  });
});
