/**
 * camt cases the sample files lack, in a small camt.053.001.08 written here: Sts/Cd, Pty/Nm,
 * mandate and creditor ids, wrapped Ustrd, INFO/PDNG entries, reversals, refusals.
 */
import { describe, expect, it } from "vitest";
import { checkStatementBalances, parseCamt } from "./index.ts";
import { account, refusal, tx } from "./testing/helpers.ts";

/** A small camt.053 of a recent version (Sts/Cd, Pty/Nm), for cases the sample files lack. */
function camt053v8(entries: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>M1</MsgId><CreDtTm>2024-03-02T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S-2024-03-01</Id><Acct><Id><IBAN>DE89 3704 0044 0532 0130 00</IBAN></Id><Ccy>EUR</Ccy>
<Ownr><Nm>Muster GmbH</Nm></Ownr><Svcr><FinInstnId><BICFI>COBADEFFXXX</BICFI></FinInstnId></Svcr></Acct>
<Bal><Tp><CdOrPrtry><Cd>PRCD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-02-29</Dt></Dt></Bal>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">50.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-03-01</Dt></Dt></Bal>
${entries}
</Stmt></BkToCstmrStmt></Document>`;
}

const DIRECT_DEBIT = `<Ntry><Amt Ccy="EUR">50.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2024-03-01</Dt></BookgDt><ValDt><Dt>2024-03-01</Dt></ValDt><AcctSvcrRef>2024030112345</AcctSvcrRef>
<BkTxCd><Prtry><Cd>NDDT+105+00931</Cd><Issr>DK</Issr></Prtry></BkTxCd>
<NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId><MndtId>MANDATE-77</MndtId></Refs>
<RltdPties><Dbtr><Pty><Nm>Muster GmbH</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct>
<Cdtr><Pty><Nm>Stadtwerke   Beispiel</Nm><Id><PrvtId><Othr><Id>DE98ZZZ09999999999</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></Pty></Cdtr>
<CdtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></CdtrAcct></RltdPties>
<RltdAgts><CdtrAgt><FinInstnId><BICFI>BYLADEM1001</BICFI></FinInstnId></CdtrAgt></RltdAgts>
<RmtInf><Ustrd>Abschlag Strom März, Vertrag 47 Zählernummer 12345678 Kundennummer 998877 Abrechnungszeitraum 01.03.2024 bis 31.03.2024 Bitte beachten Sie u</Ustrd><Ustrd>nsere neuen Tarife</Ustrd><Ustrd>ab April</Ustrd></RmtInf>
</TxDtls></NtryDtls></Ntry>`;

describe("camt details the sample files lack", () => {
  it("reads Sts/Cd, Pty/Nm, MndtId, the SEPA creditor id, drops NOTPROVIDED, re-joins wrapped Ustrd", () => {
    const [statement] = parseCamt(camt053v8(DIRECT_DEBIT));
    expect(statement!.account).toEqual(
      account({ iban: "DE89370400440532013000", bic: "COBADEFFXXX", currency: "EUR", ownerName: "Muster GmbH" }),
    );
    expect(statement!.openingBalance).toEqual({ amount: "100.00", currency: "EUR", date: "2024-02-29" });
    expect(statement!.transactions).toEqual([
      tx({
        bookingDate: "2024-03-01",
        valueDate: "2024-03-01",
        amount: "-50.00",
        currency: "EUR",
        status: "BOOKED",
        // The first block fills all 140 characters and was cut mid-word; the second does not.
        purpose:
          "Abschlag Strom März, Vertrag 47 Zählernummer 12345678 Kundennummer 998877 Abrechnungszeitraum " +
          "01.03.2024 bis 31.03.2024 Bitte beachten Sie unsere neuen Tarife ab April",
        counterpartyName: "Stadtwerke Beispiel",
        counterpartyIban: "DE02120300000000202051",
        counterpartyBic: "BYLADEM1001",
        mandateId: "MANDATE-77",
        creditorId: "DE98ZZZ09999999999",
        bankReference: "2024030112345",
        bankTransactionCode: "NDDT+105+00931",
      }),
    ]);
    expect(checkStatementBalances(statement!)).toEqual({ ok: true, checked: true });
  });

  it("skips INFO entries and keeps PDNG entries out of the balance check", () => {
    const info = DIRECT_DEBIT.replace("<Cd>BOOK</Cd>", "<Cd>INFO</Cd>");
    const pending = DIRECT_DEBIT.replace("<Cd>BOOK</Cd>", "<Cd>PDNG</Cd>").replace("50.00", "7.00");
    const [statement] = parseCamt(camt053v8(DIRECT_DEBIT + info + pending));
    expect(statement!.transactions.map((t) => [t.amount, t.status])).toEqual([
      ["-50.00", "BOOKED"],
      ["-7.00", "PENDING"],
    ]);
    expect(checkStatementBalances(statement!)).toEqual({ ok: true, checked: true });
  });

  it("a reversal (RvslInd) takes the other party: a returned direct debit is a credit from the creditor", () => {
    const returned = DIRECT_DEBIT.replace(
      "<CdtDbtInd>DBIT</CdtDbtInd>",
      "<CdtDbtInd>CRDT</CdtDbtInd><RvslInd>true</RvslInd>",
    );
    const [transaction] = parseCamt(camt053v8(returned))[0]!.transactions;
    expect([transaction!.amount, transaction!.counterpartyName, transaction!.counterpartyIban]).toEqual([
      "50.00",
      "Stadtwerke Beispiel",
      "DE02120300000000202051",
    ]);
  });

  it("refuses an entry without amount or debit/credit mark, naming it", () => {
    const broken = DIRECT_DEBIT.replace("<CdtDbtInd>DBIT</CdtDbtInd>", "");
    const error = refusal(() => parseCamt(camt053v8(broken)));
    expect([error.code, error.message]).toEqual(["MALFORMED", "Stmt 1, Ntry 1 needs Amt and CdtDbtInd CRDT/DBIT."]);
  });

  it("refuses DTDs, foreign XML and other ISO 20022 messages", () => {
    const dtd = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${camt053v8("").slice(39)}`;
    expect(refusal(() => parseCamt(dtd)).code).toBe("MALFORMED");
    expect(refusal(() => parseCamt("<rss><channel/></rss>")).code).toBe("UNKNOWN_FORMAT");
    const pain = '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>';
    expect(refusal(() => parseCamt(pain)).code).toBe("UNSUPPORTED");
    expect(refusal(() => parseCamt("<Document")).code).toBe("MALFORMED");
    expect(refusal(() => parseCamt("   ")).code).toBe("EMPTY");
  });
});

describe("camt batch bookings", () => {
  const part = (amount: string, e2e: string, name: string, iban: string, purpose: string) =>
    `<TxDtls><Refs><EndToEndId>${e2e}</EndToEndId></Refs><AmtDtls><TxAmt><Amt>${amount}</Amt></TxAmt></AmtDtls>
<RltdPties><Dbtr><Pty><Nm>Muster GmbH</Nm></Pty></Dbtr><Cdtr><Pty><Nm>${name}</Nm></Pty></Cdtr><CdtrAcct><Id><IBAN>${iban}</IBAN></Id></CdtrAcct></RltdPties>
<RmtInf><Ustrd>${purpose}</Ustrd></RmtInf></TxDtls>`;
  const batch = (
    reference: string,
  ) => `<Ntry><Amt Ccy="EUR">50.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2024-03-01</Dt></BookgDt>${reference}<NtryDtls><Btch><PmtInfId>SAMMLER-7</PmtInfId><NbOfTxs>2</NbOfTxs></Btch>
${part("30.00", "E2E-RE-1", "Lieferant Eins GmbH", "DE02120300000000202051", "RE-1")}
${part("20.00", "E2E-RE-2", "Lieferant Zwei KG", "DE02500105170137075030", "RE-2")}
</NtryDtls></Ntry>`;

  it("splits an entry whose parts state amounts without currency, each with its end-to-end id and counterparty", () => {
    const [statement] = parseCamt(camt053v8(batch("<AcctSvcrRef>BATCH-2024-0301</AcctSvcrRef>")));
    expect(statement!.transactions).toEqual([
      expect.objectContaining({
        amount: "-30.00",
        endToEndId: "E2E-RE-1",
        counterpartyName: "Lieferant Eins GmbH",
        counterpartyIban: "DE02120300000000202051",
        purpose: "RE-1",
        batchReference: "BATCH-2024-0301",
      }),
      expect.objectContaining({
        amount: "-20.00",
        endToEndId: "E2E-RE-2",
        counterpartyName: "Lieferant Zwei KG",
        counterpartyIban: "DE02500105170137075030",
        purpose: "RE-2",
        batchReference: "BATCH-2024-0301",
      }),
    ]);
    // 100.00 − 30.00 − 20.00 = 50.00: the parts still add up to the closing balance.
    expect(checkStatementBalances(statement!)).toEqual({ ok: true, checked: true });
  });

  it("links the parts by the batch id when the entry has no bank reference", () => {
    const [statement] = parseCamt(camt053v8(batch("")));
    expect(statement!.transactions.map((t) => t.batchReference)).toEqual(["SAMMLER-7", "SAMMLER-7"]);
  });
});
