import { describe, expect, it } from "vitest";
import { SepaError } from "./errors.ts";
import {
  isValidCreditorId,
  normalizeCreditorId,
  writePain008,
  type DirectDebitBatch,
  type DirectDebitTransaction,
} from "./pain008.ts";
import { schemaErrors } from "./xsdTestUtil.ts";

const tx = (overrides: Partial<DirectDebitTransaction> = {}): DirectDebitTransaction => ({
  endToEndId: "BW6EC0BD7F11C043DA975E2A8AD9EBAE0B",
  amount: "49.90",
  sequenceType: "RCUR",
  mandateId: "MANDAT-2023-0815",
  mandateSignatureDate: "2023-11-02",
  debtorName: "Jürgen Weiß",
  debtorIban: "DE02500105170137075030",
  debtorBic: "INGDDEFFXXX",
  remittanceInformation: "Mitgliedsbeitrag März 2024",
  ...overrides,
});

const batch = (overrides: Partial<DirectDebitBatch> = {}): DirectDebitBatch => ({
  messageId: "BW-LS-2024-03",
  createdAt: new Date("2024-03-01T08:00:00Z"),
  initiatingPartyName: "Sportverein Beispiel e.V.",
  creditor: {
    name: "Sportverein Beispiel e.V.",
    iban: "DE89370400440532013000",
    bic: "COBADEFFXXX",
    creditorId: "DE98ZZZ09999999999",
  },
  requestedCollectionDate: "2024-03-15",
  transactions: [tx()],
  ...overrides,
});

function catchSepa(fn: () => unknown): SepaError {
  try {
    fn();
  } catch (e) {
    if (e instanceof SepaError) return e;
    throw e;
  }
  throw new Error("expected a SepaError");
}

const between = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, "g"))].map((m) => m[1]!);

describe("writePain008", () => {
  it("writes one CORE PmtInf for one transaction, and it validates", async () => {
    const file = writePain008(batch());
    expect(file).toMatchObject({ numberOfTransactions: 1, controlSum: "49.90" });
    expect(file.xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02">');
    expect(file.xml).toContain("<PmtMtd>DD</PmtMtd>");
    expect(between(file.xml, "Cd")).toEqual(["SEPA", "CORE"]);
    expect(between(file.xml, "SeqTp")).toEqual(["RCUR"]);
    expect(between(file.xml, "ReqdColltnDt")).toEqual(["2024-03-15"]);
    expect(between(file.xml, "MndtId")).toEqual(["MANDAT-2023-0815"]);
    expect(between(file.xml, "DtOfSgntr")).toEqual(["2023-11-02"]);
    expect(between(file.xml, "Nm")).toEqual([
      "Sportverein Beispiel e.V.",
      "Sportverein Beispiel e.V.",
      "Juergen Weiss",
    ]);
    expect(between(file.xml, "Ustrd")).toEqual(["Mitgliedsbeitrag Maerz 2024"]);
    expect(file.xml).toContain(
      "<CdtrSchmeId>\n        <Id>\n          <PrvtId>\n            <Othr>\n              <Id>DE98ZZZ09999999999</Id>\n" +
        "              <SchmeNm>\n                <Prtry>SEPA</Prtry>",
    );
    expect(await schemaErrors(file.xml, "pain.008.001.02")).toEqual([]);
  });

  it("is checked by a schema that refuses a broken file (not vacuous)", async () => {
    const xml = writePain008(batch()).xml;
    expect(
      await schemaErrors(xml.replace("<SeqTp>RCUR</SeqTp>", "<SeqTp>MONTHLY</SeqTp>"), "pain.008.001.02"),
    ).not.toEqual([]);
    expect(
      await schemaErrors(xml.replace("<PmtMtd>DD</PmtMtd>", "<PmtMtd>TRF</PmtMtd>"), "pain.008.001.02"),
    ).not.toEqual([]);
  });

  it("groups FRST and RCUR into separate PmtInf blocks with their own counts and sums", async () => {
    const file = writePain008(
      batch({
        transactions: [
          tx({ endToEndId: "R1", amount: "0.10", sequenceType: "RCUR" }),
          tx({ endToEndId: "F1", amount: "100", sequenceType: "FRST", mandateId: "M-NEU-1" }),
          tx({ endToEndId: "R2", amount: "0.20", sequenceType: "RCUR" }),
        ],
      }),
    );
    expect(file).toMatchObject({ numberOfTransactions: 3, controlSum: "100.30" });
    expect(between(file.xml, "PmtInfId")).toEqual(["BW-LS-2024-03-1", "BW-LS-2024-03-2"]);
    expect(between(file.xml, "SeqTp")).toEqual(["FRST", "RCUR"]);
    expect(between(file.xml, "NbOfTxs")).toEqual(["3", "1", "2"]);
    expect(between(file.xml, "CtrlSum")).toEqual(["100.30", "100.00", "0.30"]);
    expect(between(file.xml, "EndToEndId")).toEqual(["F1", "R1", "R2"]);
    expect(await schemaErrors(file.xml, "pain.008.001.02")).toEqual([]);
  });

  it("uses the batch's sequence type for transactions without one, in FRST RCUR OOFF FNAL order", async () => {
    const file = writePain008(
      batch({
        sequenceType: "OOFF",
        transactions: [
          tx({ endToEndId: "A", sequenceType: "FNAL" }),
          tx({ endToEndId: "B", sequenceType: undefined }),
          tx({ endToEndId: "C", sequenceType: "FRST" }),
        ],
      }),
    );
    expect(between(file.xml, "SeqTp")).toEqual(["FRST", "OOFF", "FNAL"]);
    expect(between(file.xml, "EndToEndId")).toEqual(["C", "B", "A"]);
    expect(await schemaErrors(file.xml, "pain.008.001.02")).toEqual([]);
  });

  it("writes NOTPROVIDED for missing creditor and debtor BICs", async () => {
    const file = writePain008(
      batch({
        batchBooking: true,
        creditor: { name: "Verein", iban: "DE89370400440532013000", creditorId: "de98 zzz0 9999 9999 99" },
        transactions: [tx({ debtorBic: null })],
      }),
    );
    expect(between(file.xml, "Id").filter((id) => id === "NOTPROVIDED")).toHaveLength(2);
    expect(file.xml).not.toContain("<BIC>");
    expect(file.xml).toContain("<BtchBookg>true</BtchBookg>");
    expect(file.xml).toContain("<Id>DE98ZZZ09999999999</Id>");
    expect(await schemaErrors(file.xml, "pain.008.001.02")).toEqual([]);
  });
});

describe("creditor identifier", () => {
  it.each([
    "DE98ZZZ09999999999",
    "de98 zzz0 9999 9999 99",
    "DE98ABC09999999999", // the business code is not part of the check
    "DE32ZZZ00000123456",
    "NL38ZZZ000012345678",
    "AT33ZZZ12345678901",
    "FR22ZZZABC123",
  ])("accepts %s", (id) => {
    expect(isValidCreditorId(id)).toBe(true);
  });

  it.each([
    "DE97ZZZ09999999999", // check digits
    "DE98ZZZ09999999998", // national id
    "DE98ZZZ0999999999", // German ids have 18 characters
    "DE98ZZ09999999999",
    "98ZZZ09999999999",
    "DE98ZZZ-9999999999",
    "",
  ])("refuses %s", (id) => {
    expect(isValidCreditorId(id)).toBe(false);
  });

  it("normalises spacing and case", () => {
    expect(normalizeCreditorId(" de98 zzz0 9999 9999 99 ")).toBe("DE98ZZZ09999999999");
  });
});

describe("writePain008 validation", () => {
  const creditor = batch().creditor;
  const cases: Array<[string, Partial<DirectDebitBatch>, string, number | null, string]> = [
    [
      "creditor id",
      { creditor: { ...creditor, creditorId: "DE97ZZZ09999999999" } },
      "INVALID_CREDITOR_ID",
      null,
      "creditor.creditorId",
    ],
    [
      "creditor IBAN",
      { creditor: { ...creditor, iban: "DE00370400440532013000" } },
      "INVALID_IBAN",
      null,
      "creditor.iban",
    ],
    ["creditor BIC", { creditor: { ...creditor, bic: "COBADEFFX" } }, "INVALID_BIC", null, "creditor.bic"],
    ["creditor name", { creditor: { ...creditor, name: "" } }, "MISSING_NAME", null, "creditor.name"],
    ["collection date", { requestedCollectionDate: "2024-3-15" }, "INVALID_DATE", null, "requestedCollectionDate"],
    ["no transactions", { transactions: [] }, "NO_PAYMENTS", null, "transactions"],
    [
      "debtor IBAN",
      { transactions: [tx(), tx({ endToEndId: "B", debtorIban: "DE02500105170137075031" })] },
      "INVALID_IBAN",
      1,
      "debtorIban",
    ],
    ["debtor BIC", { transactions: [tx({ debtorBic: "ING" })] }, "INVALID_BIC", 0, "debtorBic"],
    ["debtor name", { transactions: [tx({ debtorName: "  " })] }, "MISSING_NAME", 0, "debtorName"],
    ["amount", { transactions: [tx({ amount: "0" })] }, "INVALID_AMOUNT", 0, "amount"],
    ["currency", { transactions: [tx({ currency: "CHF" as string as "EUR" })] }, "INVALID_CURRENCY", 0, "currency"],
    ["mandate id length", { transactions: [tx({ mandateId: "M".repeat(36) })] }, "INVALID_MANDATE", 0, "mandateId"],
    ["mandate id charset", { transactions: [tx({ mandateId: "MANDAT_1" })] }, "INVALID_MANDATE", 0, "mandateId"],
    ["mandate id empty", { transactions: [tx({ mandateId: "" })] }, "INVALID_MANDATE", 0, "mandateId"],
    [
      "signature date",
      { transactions: [tx({ mandateSignatureDate: "2024-02-31" })] },
      "INVALID_DATE",
      0,
      "mandateSignatureDate",
    ],
    [
      "signed after collection",
      { transactions: [tx({ mandateSignatureDate: "2024-03-16" })] },
      "INVALID_MANDATE",
      0,
      "mandateSignatureDate",
    ],
    [
      "no sequence type",
      { transactions: [tx(), tx({ endToEndId: "B", sequenceType: undefined })] },
      "INVALID_MANDATE",
      1,
      "sequenceType",
    ],
    [
      "remittance",
      { transactions: [tx({ remittanceInformation: "ß".repeat(71) })] },
      "REMITTANCE_TOO_LONG",
      0,
      "remittanceInformation",
    ],
    [
      "duplicate",
      { transactions: [tx({ endToEndId: "X" }), tx({ endToEndId: "X" })] },
      "DUPLICATE_END_TO_END_ID",
      1,
      "endToEndId",
    ],
  ];

  it.each(cases)("%s", (_label, overrides, code, paymentIndex, field) => {
    const error = catchSepa(() => writePain008(batch(overrides)));
    expect({ code: error.code, paymentIndex: error.paymentIndex, field: error.field }).toEqual({
      code,
      paymentIndex,
      field,
    });
  });
});
