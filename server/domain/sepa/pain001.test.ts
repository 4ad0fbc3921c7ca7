import { describe, expect, it } from "vitest";
import { SepaError } from "./errors.ts";
import { groupPayments, writePain001, type CreditTransferBatch, type CreditTransferPayment } from "./pain001.ts";
import { schemaErrors } from "./xsdTestUtil.ts";

const payment = (overrides: Partial<CreditTransferPayment> = {}): CreditTransferPayment => ({
  endToEndId: "BW0F8FAD5BD9CB469FA16570867728950E",
  amount: "1190",
  creditorName: "Lieferant AG",
  creditorIban: "DE02120300000000202051",
  creditorBic: "BYLADEM1001",
  remittanceInformation: "Rechnung RE-4711",
  ...overrides,
});

const batch = (overrides: Partial<CreditTransferBatch> = {}): CreditTransferBatch => ({
  messageId: "BW-2024-0001",
  createdAt: new Date("2024-03-15T09:30:00Z"),
  initiatingPartyName: "Beispiel GmbH",
  debtor: { name: "Beispiel GmbH", iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX" },
  requestedExecutionDate: "2024-03-18",
  payments: [payment()],
  ...overrides,
});

/** n payments with distinct end-to-end ids and IBANs that pass the check digits. */
const IBANS = ["DE02120300000000202051", "DE02500105170137075030", "DE75512108001245126199", "AT611904300234573201"];
const many = (amounts: string[]): CreditTransferPayment[] =>
  amounts.map((amount, i) => payment({ amount, endToEndId: `E2E-${i}`, creditorIban: IBANS[i % IBANS.length] }));

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

describe("writePain001 pain.001.001.09", () => {
  it("writes exactly this file for one payment, and it validates", async () => {
    const file = writePain001(batch());
    expect(file).toMatchObject({ numberOfTransactions: 1, controlSum: "1190.00" });
    expect(file.xml).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>BW-2024-0001</MsgId>
      <CreDtTm>2024-03-15T10:30:00</CreDtTm>
      <NbOfTxs>1</NbOfTxs>
      <CtrlSum>1190.00</CtrlSum>
      <InitgPty>
        <Nm>Beispiel GmbH</Nm>
      </InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>BW-2024-0001-1</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <NbOfTxs>1</NbOfTxs>
      <CtrlSum>1190.00</CtrlSum>
      <PmtTpInf>
        <SvcLvl>
          <Cd>SEPA</Cd>
        </SvcLvl>
      </PmtTpInf>
      <ReqdExctnDt>
        <Dt>2024-03-18</Dt>
      </ReqdExctnDt>
      <Dbtr>
        <Nm>Beispiel GmbH</Nm>
      </Dbtr>
      <DbtrAcct>
        <Id>
          <IBAN>DE89370400440532013000</IBAN>
        </Id>
      </DbtrAcct>
      <DbtrAgt>
        <FinInstnId>
          <BICFI>COBADEFFXXX</BICFI>
        </FinInstnId>
      </DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
      <CdtTrfTxInf>
        <PmtId>
          <EndToEndId>BW0F8FAD5BD9CB469FA16570867728950E</EndToEndId>
        </PmtId>
        <Amt>
          <InstdAmt Ccy="EUR">1190.00</InstdAmt>
        </Amt>
        <CdtrAgt>
          <FinInstnId>
            <BICFI>BYLADEM1001</BICFI>
          </FinInstnId>
        </CdtrAgt>
        <Cdtr>
          <Nm>Lieferant AG</Nm>
        </Cdtr>
        <CdtrAcct>
          <Id>
            <IBAN>DE02120300000000202051</IBAN>
          </Id>
        </CdtrAcct>
        <RmtInf>
          <Ustrd>Rechnung RE-4711</Ustrd>
        </RmtInf>
      </CdtTrfTxInf>
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`);
    expect(await schemaErrors(file.xml, "pain.001.001.09")).toEqual([]);
  });

  it("sums many payments exactly in GrpHdr and PmtInf", async () => {
    const file = writePain001(batch({ payments: many(["0.10", "0.20", "1234.5", "7"]) }));
    expect(file).toMatchObject({ numberOfTransactions: 4, controlSum: "1241.80" });
    expect(between(file.xml, "NbOfTxs")).toEqual(["4", "4"]);
    expect(between(file.xml, "CtrlSum")).toEqual(["1241.80", "1241.80"]);
    expect(between(file.xml, "InstdAmt")).toEqual(["0.10", "0.20", "1234.50", "7.00"]);
    expect(await schemaErrors(file.xml, "pain.001.001.09")).toEqual([]);

    expect(writePain001(batch({ payments: many(["0.10", "0.20"]) })).controlSum).toBe("0.30");
    const cents = writePain001(batch({ payments: many(Array.from({ length: 300 }, () => "0.01")) }));
    expect(cents).toMatchObject({ numberOfTransactions: 300, controlSum: "3.00" });
  });

  it("sums large amounts without losing a cent", async () => {
    const file = writePain001(batch({ payments: many(["999999999.99", "999999999.99", "999999999.99", "0.03"]) }));
    expect(file.controlSum).toBe("3000000000.00");
    expect(await schemaErrors(file.xml, "pain.001.001.09")).toEqual([]);
  });

  it("transliterates umlauts and special characters and escapes what XML needs", async () => {
    const file = writePain001(
      batch({
        initiatingPartyName: "Bäckerei Groß & Söhne",
        payments: [
          payment({
            creditorName: "Müller–Lüdenscheidt „Büro“ O'Brien",
            remittanceInformation: "Rechnung #4711 vom 1.3.; Straße 5  €  café @ info_x\nZeile2",
          }),
        ],
      }),
    );
    expect(between(file.xml, "Nm")).toEqual([
      "Baeckerei Gross + Soehne",
      "Beispiel GmbH",
      "Mueller-Luedenscheidt &apos;Buero&apos; O&apos;Brien",
    ]);
    expect(between(file.xml, "Ustrd")).toEqual(["Rechnung 4711 vom 1.3., Strasse 5 EUR cafe (at) info-x Zeile2"]);
    expect(await schemaErrors(file.xml, "pain.001.001.09")).toEqual([]);
  });

  it("cuts names at 70 characters after transliterating", async () => {
    const file = writePain001(batch({ payments: [payment({ creditorName: `${"Ä".repeat(40)} GmbH` })] }));
    const creditorName = between(file.xml, "Nm")[2]!;
    expect(creditorName).toBe("Ae".repeat(35));
    expect(await schemaErrors(file.xml, "pain.001.001.09")).toEqual([]);
  });

  it("accepts remittance of exactly 140 characters and omits an empty one", async () => {
    const exact = writePain001(batch({ payments: [payment({ remittanceInformation: "x".repeat(138) + "ü" })] }));
    expect(between(exact.xml, "Ustrd")[0]).toHaveLength(140);
    const empty = writePain001(batch({ payments: [payment({ remittanceInformation: "  " })] }));
    expect(empty.xml).not.toContain("<RmtInf>");
    expect(await schemaErrors(exact.xml, "pain.001.001.09")).toEqual([]);
    expect(await schemaErrors(empty.xml, "pain.001.001.09")).toEqual([]);
  });

  it("writes NOTPROVIDED for a missing debtor BIC and no CdtrAgt for a missing creditor BIC", async () => {
    const file = writePain001(
      batch({
        debtor: { name: "Beispiel GmbH", iban: "DE89370400440532013000" },
        payments: [payment({ creditorBic: null })],
      }),
    );
    expect(file.xml).toContain("<DbtrAgt>\n        <FinInstnId>\n          <Othr>\n            <Id>NOTPROVIDED</Id>");
    expect(file.xml).not.toContain("<CdtrAgt>");
    expect(file.xml).not.toContain("BICFI");
    expect(await schemaErrors(file.xml, "pain.001.001.09")).toEqual([]);
  });

  it("writes batch booking and the purpose code when given", async () => {
    const file = writePain001(batch({ batchBooking: false, payments: [payment({ purposeCode: "supp" })] }));
    expect(file.xml).toContain("<BtchBookg>false</BtchBookg>");
    expect(file.xml).toContain("<Purp>\n          <Cd>SUPP</Cd>");
    expect(await schemaErrors(file.xml, "pain.001.001.09")).toEqual([]);
  });

  it("keeps the PmtInfId within 35 characters for a 35-character message id", async () => {
    const messageId = "M".repeat(35);
    const file = writePain001(batch({ messageId }));
    expect(between(file.xml, "PmtInfId")).toEqual([`${"M".repeat(33)}-1`]);
    expect(await schemaErrors(file.xml, "pain.001.001.09")).toEqual([]);
  });

  it("writes CreDtTm as German local time in winter and summer", () => {
    expect(between(writePain001(batch({ createdAt: new Date("2024-01-15T10:00:00.123Z") })).xml, "CreDtTm")).toEqual([
      "2024-01-15T11:00:00",
    ]);
    expect(between(writePain001(batch({ createdAt: new Date("2024-07-01T22:30:05Z") })).xml, "CreDtTm")).toEqual([
      "2024-07-02T00:30:05",
    ]);
  });
});

describe("writePain001 pain.001.001.03", () => {
  it("writes a plain ReqdExctnDt and BIC, and validates", async () => {
    const file = writePain001(batch({ payments: many(["0.10", "0.20"]) }), { version: "pain.001.001.03" });
    expect(file.xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">');
    expect(file.xml).toContain("<ReqdExctnDt>2024-03-18</ReqdExctnDt>");
    expect(file.xml).toContain("<BIC>COBADEFFXXX</BIC>");
    expect(file.xml).toContain("<BIC>BYLADEM1001</BIC>");
    expect(file.xml).not.toContain("BICFI");
    expect(file.xml).not.toContain("<Dt>");
    expect(between(file.xml, "CtrlSum")).toEqual(["0.30", "0.30"]);
    expect(await schemaErrors(file.xml, "pain.001.001.03")).toEqual([]);
  });

  it("writes Othr/Id NOTPROVIDED for a missing debtor BIC and omits the creditor agent", async () => {
    const file = writePain001(
      batch({
        debtor: { name: "Beispiel GmbH", iban: "DE89370400440532013000", bic: null },
        payments: [payment({ creditorBic: "" })],
      }),
      { version: "pain.001.001.03" },
    );
    expect(file.xml).toContain("<Othr>\n            <Id>NOTPROVIDED</Id>");
    expect(file.xml).not.toContain("<CdtrAgt>");
    expect(file.xml).not.toContain("<BIC>");
    expect(await schemaErrors(file.xml, "pain.001.001.03")).toEqual([]);
  });

  it("schema validation catches what the writer must prevent (the checks are not vacuous)", async () => {
    const xml = writePain001(batch()).xml;
    const longName = xml.replace("<Nm>Lieferant AG</Nm>", `<Nm>${"N".repeat(71)}</Nm>`);
    expect((await schemaErrors(longName, "pain.001.001.09")).join("\n")).toMatch(/maxLength/);
    const threeDecimals = xml.replace(">1190.00</InstdAmt>", ">1190.001</InstdAmt>");
    expect(await schemaErrors(threeDecimals, "pain.001.001.09")).not.toEqual([]);
  });

  it("is refused by the other version's schema (the test is not vacuous)", async () => {
    const file = writePain001(batch(), { version: "pain.001.001.03" });
    expect(await schemaErrors(file.xml, "pain.001.001.09")).not.toEqual([]);
  });
});

describe("writePain001 validation", () => {
  const cases: Array<[string, Partial<CreditTransferBatch>, string, number | null, string]> = [
    ["debtor IBAN", { debtor: { name: "X", iban: "DE89370400440532013001" } }, "INVALID_IBAN", null, "debtor.iban"],
    [
      "debtor BIC",
      { debtor: { name: "X", iban: "DE89370400440532013000", bic: "COBA" } },
      "INVALID_BIC",
      null,
      "debtor.bic",
    ],
    ["debtor name", { debtor: { name: " ", iban: "DE89370400440532013000" } }, "MISSING_NAME", null, "debtor.name"],
    ["initiating party", { initiatingPartyName: "中文" }, "MISSING_NAME", null, "initiatingPartyName"],
    ["no payments", { payments: [] }, "NO_PAYMENTS", null, "payments"],
    ["createdAt", { createdAt: new Date("nonsense") }, "INVALID_DATE", null, "createdAt"],
    ["execution date", { requestedExecutionDate: "2024-02-30" }, "INVALID_DATE", null, "requestedExecutionDate"],
    ["execution date format", { requestedExecutionDate: "18.03.2024" }, "INVALID_DATE", null, "requestedExecutionDate"],
    ["message id", { messageId: "M".repeat(36) }, "INVALID_REFERENCE", null, "messageId"],
    ["message id charset", { messageId: "BW_1" }, "INVALID_REFERENCE", null, "messageId"],
    [
      "creditor IBAN",
      { payments: [payment(), payment({ endToEndId: "B", creditorIban: "DE02120300000000202052" })] },
      "INVALID_IBAN",
      1,
      "creditorIban",
    ],
    ["creditor BIC", { payments: [payment({ creditorBic: "12345678" })] }, "INVALID_BIC", 0, "creditorBic"],
    ["zero amount", { payments: [payment({ amount: "0.00" })] }, "INVALID_AMOUNT", 0, "amount"],
    ["negative amount", { payments: [payment({ amount: "-5" })] }, "INVALID_AMOUNT", 0, "amount"],
    ["three decimals", { payments: [payment({ amount: "1.001" })] }, "INVALID_AMOUNT", 0, "amount"],
    ["too large", { payments: [payment({ amount: "1000000000.00" })] }, "INVALID_AMOUNT", 0, "amount"],
    ["not a number", { payments: [payment({ amount: "1,50" })] }, "INVALID_AMOUNT", 0, "amount"],
    ["exponent", { payments: [payment({ amount: "1e3" })] }, "INVALID_AMOUNT", 0, "amount"],
    ["currency", { payments: [payment({ currency: "USD" as string as "EUR" })] }, "INVALID_CURRENCY", 0, "currency"],
    [
      "creditor name",
      { payments: [payment(), payment({ endToEndId: "B", creditorName: "\t" })] },
      "MISSING_NAME",
      1,
      "creditorName",
    ],
    [
      "remittance",
      { payments: [payment({ remittanceInformation: "ü".repeat(71) })] },
      "REMITTANCE_TOO_LONG",
      0,
      "remittanceInformation",
    ],
    ["end-to-end id", { payments: [payment({ endToEndId: "/E2E" })] }, "INVALID_REFERENCE", 0, "endToEndId"],
    ["purpose code", { payments: [payment({ purposeCode: "SUPPLY" })] }, "INVALID_REFERENCE", 0, "purposeCode"],
    [
      "duplicate end-to-end id",
      { payments: [payment({ endToEndId: "A" }), payment({ endToEndId: "B" }), payment({ endToEndId: "a" })] },
      "DUPLICATE_END_TO_END_ID",
      2,
      "endToEndId",
    ],
  ];

  it.each(cases)("%s", (_label, overrides, code, paymentIndex, field) => {
    const error = catchSepa(() => writePain001(batch(overrides)));
    expect({ code: error.code, paymentIndex: error.paymentIndex, field: error.field }).toEqual({
      code,
      paymentIndex,
      field,
    });
  });

  it("reports the payment index in the message too", () => {
    const error = catchSepa(() =>
      writePain001(batch({ payments: [payment(), payment({ endToEndId: "B", amount: "0" })] })),
    );
    expect(error.message).toMatch(/^Payment 1: amount/);
    expect(error.name).toBe("SepaError");
  });

  it("accepts the largest amount and exact-but-long decimals", () => {
    expect(writePain001(batch({ payments: [payment({ amount: "999999999.99" })] })).controlSum).toBe("999999999.99");
    expect(writePain001(batch({ payments: [payment({ amount: "12.340" })] })).controlSum).toBe("12.34");
  });
});

describe("groupPayments", () => {
  it("splits by execution date, earliest first, keeping the order inside a date", () => {
    const items = [
      { id: 1, requestedExecutionDate: "2024-03-20" },
      { id: 2, requestedExecutionDate: "2024-03-18" },
      { id: 3, requestedExecutionDate: "2024-03-20" },
    ];
    expect(groupPayments(items)).toEqual([
      { requestedExecutionDate: "2024-03-18", items: [items[1]] },
      { requestedExecutionDate: "2024-03-20", items: [items[0], items[2]] },
    ]);
  });
});
