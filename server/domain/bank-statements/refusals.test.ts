/**
 * Amounts an account cannot hold and dates that are no calendar dates are refused with a code
 * and the place in the file (MT940: the line; camt: the statement and entry), never imported
 * (a 500 from the database) nor silently replaced by another date.
 */
import { describe, expect, it } from "vitest";
import { parseBankStatementFile, parseCamt, parseMt940 } from "./index.ts";
import { refusal } from "./testing/helpers.ts";

const mt940 = (line61: string, opening = "C260227EUR100,00", closing = "C260302EUR101,00"): string =>
  [
    ":20:STARTUMS",
    ":25:10020030/1234567890",
    ":28C:1",
    `:60F:${opening}`,
    `:61:${line61}`,
    ":86:166?00GUTSCHRIFT?20Rechnung 1",
    `:62F:${closing}`,
    "-",
  ].join("\n");

describe("MT940: amounts beyond an account and impossible dates", () => {
  it("refuses a 14-digit amount with the line (AMOUNT_TOO_LARGE)", () => {
    const error = refusal(() => parseMt940(mt940("2603020302C12345678901234,00NTRFNONREF")));
    expect(error.code).toBe("AMOUNT_TOO_LARGE");
    expect(error.params).toEqual({ line: 5, value: "12345678901234,00" });
  });

  it("refuses an overflowing balance with its line", () => {
    const error = refusal(() => parseMt940(mt940("2603020302C1,00NTRFNONREF", "C260227EUR99999999999999999999,00")));
    expect(error.code).toBe("AMOUNT_TOO_LARGE");
    expect(error.params.line).toBe(4);
  });

  it("accepts 13 digits before the comma", () => {
    const text = mt940("2603020302C1,00NTRFNONREF", "C260227EUR9999999999998,00", "C260302EUR9999999999999,00");
    expect(parseMt940(text)[0]!.closingBalance!.amount).toBe("9999999999999.00");
  });

  it.each([
    ["February 31 as value date", "2602310302C1,00NTRFNONREF", "260231"],
    ["April 31 as value date", "2604310302C1,00NTRFNONREF", "260431"],
    ["month 13", "2613010302C1,00NTRFNONREF", "261301"],
    ["February 31 as entry date", "2603020231C1,00NTRFNONREF", "0231"],
  ])("refuses %s with the line (INVALID_DATE)", (_case, line61, value) => {
    const error = refusal(() => parseMt940(mt940(line61)));
    expect(error.code).toBe("INVALID_DATE");
    expect(error.params).toEqual({ line: 5, value });
  });

  it("still reads February 29/30 of German 30/360 day counts as the last day of February", () => {
    const [statement] = parseMt940(mt940("2602300302C1,00NTRFNONREF"));
    expect(statement!.transactions[0]!.valueDate).toBe("2026-02-28");
  });

  it("counts lines from the start of the file inside SWIFT envelopes", () => {
    const text = `{1:F01BANKDEFFXXXX0000000000}{2:O9400000000000BANKDEFFXXXX00000000000000000000N}{4:\n${mt940("2602310302C1,00NTRFNONREF")}}`;
    const error = refusal(() => parseBankStatementFile(new TextEncoder().encode(text)));
    expect(error.code).toBe("INVALID_DATE");
    expect(error.params.line).toBe(6);
  });
});

function camt(entry: string, balance = "100.00", balanceDate = "2026-02-27"): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-03-02T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>PRCD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${balance}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${balanceDate}</Dt></Dt></Bal>
<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-03-01</Dt></BookgDt></Ntry>
${entry}
</Stmt></BkToCstmrStmt></Document>`;
}

describe("camt: amounts beyond an account and impossible dates", () => {
  it("refuses an overflowing entry amount naming statement and entry", () => {
    const error = refusal(() =>
      parseCamt(
        camt(
          `<Ntry><Amt Ccy="EUR">123456789012345.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-03-01</Dt></BookgDt></Ntry>`,
        ),
      ),
    );
    expect(error.code).toBe("AMOUNT_TOO_LARGE");
    expect(error.params).toEqual({ statement: 1, entry: 2, value: "123456789012345.00" });
  });

  it("refuses an overflowing part of a batch", () => {
    const error = refusal(() =>
      parseCamt(
        camt(`<Ntry><Amt Ccy="EUR">2.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-03-01</Dt></BookgDt>
<NtryDtls><TxDtls><Amt Ccy="EUR">99999999999999999.00</Amt></TxDtls><TxDtls><Amt Ccy="EUR">1.00</Amt></TxDtls></NtryDtls></Ntry>`),
      ),
    );
    expect(error.code).toBe("AMOUNT_TOO_LARGE");
    expect(error.params.entry).toBe(2);
  });

  it("refuses an overflowing balance", () => {
    expect(refusal(() => parseCamt(camt("", "99999999999999999.00"))).code).toBe("AMOUNT_TOO_LARGE");
  });

  it.each([
    ["BookgDt", "<BookgDt><Dt>2026-02-31</Dt></BookgDt>", "2026-02-31"],
    ["ValDt", "<BookgDt><Dt>2026-03-01</Dt></BookgDt><ValDt><Dt>2026-02-30</Dt></ValDt>", "2026-02-30"],
    ["BookgDt/DtTm", "<BookgDt><DtTm>2026-04-31T10:00:00</DtTm></BookgDt>", "2026-04-31T10:00:00"],
  ])("refuses an impossible %s with the entry instead of taking another date", (_case, dates, value) => {
    const error = refusal(() =>
      parseCamt(
        camt(`<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>${dates}</Ntry>`),
      ),
    );
    expect(error.code).toBe("INVALID_DATE");
    expect(error.params).toEqual({ statement: 1, entry: 2, value });
  });

  it("refuses an impossible balance date", () => {
    const error = refusal(() => parseCamt(camt("", "100.00", "2026-02-31")));
    expect(error.code).toBe("INVALID_DATE");
    expect(error.params).toEqual({ statement: 1, value: "2026-02-31" });
  });
});
