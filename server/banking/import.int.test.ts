import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBankStatementFile, type ParsedStatement } from "../domain/bank-statements/index.ts";
import { germanIban } from "../demo/demoDocuments.ts";
import { ROOT_DIR } from "../lib/paths.ts";
import { makeLogger } from "../logger.ts";
import { seedListDocuments, type ListFixture } from "../documents/listFixture.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { matchCompanyTransactions } from "./matchTransactions.ts";
import { appFetch } from "../test/http.ts";

// Statement import through the real server (as the user, RLS deciding) and the matching run
// after it: exact figures, duplicates skipped on a second import, pending replaced by booked,
// every refusal leaving nothing behind, and invoices paid by the links.

const CAMT_DIR = join(ROOT_DIR, "testdata", "bank-statements", "camt");
const ACCOUNT_IBAN = "DE89370400440532013000";

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
let cookieA: string;
let cookieB: string;
let viewerCookie: string;
let accountId: string;

async function owner(sql: string, params: unknown[] = []) {
  return (await server.ownerPool.query(sql, params)).rows;
}

/** A camt.053 statement of the test account: opening 1 000.00, closing as given. */
function camt053(
  entries: {
    amount: string;
    credit: boolean;
    date: string;
    purpose: string;
    name: string;
    iban: string;
    ref: string;
    status?: string;
    e2e?: string;
  }[],
  closing: string,
) {
  const ntry = entries
    .map(
      (
        e,
      ) => `<Ntry><Amt Ccy="EUR">${e.amount}</Amt><CdtDbtInd>${e.credit ? "CRDT" : "DBIT"}</CdtDbtInd><Sts>${e.status ?? "BOOK"}</Sts>
        <BookgDt><Dt>${e.date}</Dt></BookgDt><ValDt><Dt>${e.date}</Dt></ValDt><AcctSvcrRef>${e.ref}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls><Refs><EndToEndId>${e.e2e ?? "NOTPROVIDED"}</EndToEndId></Refs>
        <RltdPties>${e.credit ? `<Dbtr><Nm>${e.name}</Nm></Dbtr><DbtrAcct><Id><IBAN>${e.iban}</IBAN></Id></DbtrAcct>` : `<Cdtr><Nm>${e.name}</Nm></Cdtr><CdtrAcct><Id><IBAN>${e.iban}</IBAN></Id></CdtrAcct>`}</RltdPties>
        <RmtInf><Ustrd>${e.purpose}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>MSG-1</MsgId><CreDtTm>2026-03-02T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>STMT-1</Id><CreDtTm>2026-03-02T08:00:00</CreDtTm>
<Acct><Id><IBAN>${ACCOUNT_IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>PRCD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-02-27</Dt></Dt></Bal>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${closing}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-03-02</Dt></Dt></Bal>
${ntry}
</Stmt></BkToCstmrStmt></Document>`;
}

const ENTRIES = [
  {
    amount: "119.00",
    credit: false,
    date: "2026-03-02",
    purpose: "RE-1 Kd-Nr 4711",
    name: "Lieferant Eins GmbH",
    iban: "DE02120300000000202051",
    ref: "REF-1",
  },
  {
    amount: "59.50",
    credit: true,
    date: "2026-03-02",
    purpose: "Rechnung AR-1 Teilzahlung",
    name: "Kunde Zwei KG",
    iban: "DE02500105170137075030",
    ref: "REF-2",
  },
  {
    amount: "12.90",
    credit: false,
    date: "2026-03-02",
    purpose: "Kontofuehrung Februar",
    name: "Hausbank",
    iban: "DE89370400440532013000",
    ref: "REF-3",
  },
];
// 1000 − 119 + 59.50 − 12.90
const CLOSING = "927.60";

async function importFile(
  content: string | Buffer,
  name: string,
  cookie = cookieA,
  extra: Record<string, string> = {},
  account = accountId,
) {
  const form = new FormData();
  form.append("file", new Blob([typeof content === "string" ? content : new Uint8Array(content)]), name);
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const res = await appFetch(`${server.url}/api/bank-statements?moneyAccountRowId=${account}`, {
    method: "POST",
    headers: { cookie, "accept-language": "de" },
    body: form,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer the assertions inspect freely
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const transactionCount = async () =>
  Number(
    (await owner("select count(*) from app_public.money_transactions where money_account_id = $1", [accountId]))[0]
      .count,
  );

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fx = await seedListDocuments(server.ownerPool, seed.companyA, [
    {
      key: "inv",
      type: "INCOMING_INVOICE",
      invoiceNumber: "RE-1",
      total: "119.00",
      invoiceDate: "2026-02-20",
      partner: "Lieferant Eins GmbH",
    },
    {
      key: "out",
      type: "OUTGOING_INVOICE",
      invoiceNumber: "AR-1",
      total: "119.00",
      invoiceDate: "2026-02-15",
      partner: "Kunde Zwei KG",
    },
  ]);
  cookieA = await server.signIn(seed.userA);
  cookieB = await server.signIn(seed.userB);
  const [viewer] = await owner(
    "insert into app_public.users (email, first_name) values ('viewer@test.example', 'Vera') returning id",
  );
  await owner(
    "insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, 'VIEWER')",
    [viewer.id, seed.companyA],
  );
  viewerCookie = await server.signIn(viewer.id as string);
  [{ id: accountId }] = await owner(
    "insert into app_public.money_accounts (client_company_id, type, name, iban) values ($1, 'BANK', 'Girokonto', $2) returning id",
    [seed.companyA, ACCOUNT_IBAN],
  );
});
afterAll(async () => server?.close());

describe("statement import", () => {
  it("refuses people without banking access and other companies' accounts, importing nothing", async () => {
    const file = camt053(ENTRIES, CLOSING);
    // Without banking access the account is not visible at all.
    expect((await importFile(file, "a.xml", viewerCookie)).body.error.code).toBe("MONEY_ACCOUNT_NOT_FOUND");
    const foreign = await importFile(file, "a.xml", cookieB);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("MONEY_ACCOUNT_NOT_FOUND");
    expect(await transactionCount()).toBe(0);
  });

  it("refuses a statement whose balances do not add up, naming the figures", async () => {
    const { status, body } = await importFile(camt053(ENTRIES, "930.00"), "a.xml");
    expect(status).toBe(422);
    expect(body.error.code).toBe("STATEMENT_BALANCE_MISMATCH");
    expect(body.error.params).toMatchObject({ expectedClosing: "927.60", actualClosing: "930.00" });
    expect(body.error.message).toContain("927.60");
    expect(await transactionCount()).toBe(0);
  });

  it("refuses another account's statement, a broken file and an unknown format", async () => {
    const other = camt053(ENTRIES, CLOSING).replace(
      `<IBAN>${ACCOUNT_IBAN}</IBAN></Id><Ccy>`,
      "<IBAN>DE02120300000000202051</IBAN></Id><Ccy>",
    );
    expect((await importFile(other, "a.xml")).body.error.code).toBe("STATEMENT_ACCOUNT_MISMATCH");
    expect((await importFile(camt053(ENTRIES, CLOSING).slice(0, 900), "a.xml")).body.error.code).toBe(
      "STATEMENT_MALFORMED",
    );
    expect((await importFile("Hallo Welt, das ist kein Kontoauszug.", "a.txt")).body.error.code).toBe(
      "STATEMENT_UNKNOWN_FORMAT",
    );
    expect(await transactionCount()).toBe(0);
  });

  it("refuses an amount beyond an account and an impossible date with their place, never a 500, importing nothing", async () => {
    const huge = camt053([{ ...ENTRIES[1]!, amount: "123456789012345.00" }], "123456789013345.00");
    const tooLarge = await importFile(huge, "a.xml");
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.error.code).toBe("STATEMENT_AMOUNT_TOO_LARGE");
    expect(tooLarge.body.error.params).toMatchObject({ statement: 1, entry: 1, value: "123456789012345.00" });
    expect(tooLarge.body.error.message).toContain("Buchung 1 des Auszugs 1");

    const february31 = await importFile(camt053([{ ...ENTRIES[1]!, date: "2026-02-31" }], "1059.50"), "a.xml");
    expect(february31.status).toBe(422);
    expect(february31.body.error.code).toBe("STATEMENT_INVALID_DATE");
    expect(february31.body.error.params).toMatchObject({ statement: 1, entry: 1, value: "2026-02-31" });

    const mt940 = [
      ":20:STARTUMS",
      ":25:37040044/0532013000",
      ":28C:1",
      ":60F:C260227EUR1000,00",
      ":61:2602310302C59,50NTRFNONREF",
      ":86:166?00GUTSCHRIFT?20Rechnung AR-1",
      ":62F:C260302EUR1059,50",
      "-",
    ].join("\n");
    const line = await importFile(mt940, "a.sta");
    expect(line.body.error.code).toBe("STATEMENT_INVALID_DATE");
    expect(line.body.error.params).toMatchObject({ line: 5, value: "260231" });
    expect(line.body.error.message).toContain("Zeile 5");
    expect(await transactionCount()).toBe(0);
  });

  it("refuses a statement of a foreign account named by account number", async () => {
    const dutch = [
      ":20:940S260302",
      ":25:0417164300EUR",
      ":28C:1",
      ":60F:C260227EUR1000,00",
      ":61:2603020302C59,50NTRFNONREF",
      ":86:/NAME/Kunde Zwei KG/REMI/Rechnung AR-1",
      ":62F:C260302EUR1059,50",
      "-",
    ].join("\n");
    const { status, body } = await importFile(dutch, "a.sta");
    expect(status).toBe(422);
    expect(body.error.code).toBe("STATEMENT_ACCOUNT_MISMATCH");
    expect(await transactionCount()).toBe(0);
  });

  it("imports exact figures once; a second import skips every transaction", async () => {
    const first = await importFile(camt053(ENTRIES, CLOSING), "auszug.xml");
    expect(first.status).toBe(200);
    expect(first.body.import).toMatchObject({
      format: "CAMT053",
      importedCount: 3,
      duplicateCount: 0,
      fromDate: "2026-03-02",
    });
    const rows = await owner(
      "select amount::text, counterparty_name, counterparty_iban, purpose, status from app_public.money_transactions where money_account_id = $1 order by amount",
      [accountId],
    );
    expect(rows).toEqual([
      {
        amount: "-119.00",
        counterparty_name: "Lieferant Eins GmbH",
        counterparty_iban: "DE02120300000000202051",
        purpose: "RE-1 Kd-Nr 4711",
        status: "BOOKED",
      },
      {
        amount: "-12.90",
        counterparty_name: "Hausbank",
        counterparty_iban: ACCOUNT_IBAN,
        purpose: "Kontofuehrung Februar",
        status: "BOOKED",
      },
      {
        amount: "59.50",
        counterparty_name: "Kunde Zwei KG",
        counterparty_iban: "DE02500105170137075030",
        purpose: "Rechnung AR-1 Teilzahlung",
        status: "BOOKED",
      },
    ]);
    const [account] = await owner(
      "select balance::text, to_char(balance_date, 'YYYY-MM-DD') as d from app_public.money_accounts where id = $1",
      [accountId],
    );
    expect(account).toEqual({ balance: "927.60", d: "2026-03-02" });

    const second = await importFile(camt053(ENTRIES, CLOSING), "auszug.xml");
    expect(second.body.import).toMatchObject({ importedCount: 0, duplicateCount: 3 });
    expect(await transactionCount()).toBe(3);
  });

  it("replaces a pending transaction by its booked version instead of adding it twice", async () => {
    const pending = {
      amount: "25.00",
      credit: false,
      date: "2026-03-03",
      purpose: "Porto",
      name: "Deutsche Post AG",
      iban: "DE02120300000000202051",
      ref: "PDNG-9",
      status: "PDNG",
      e2e: "E2E-PORTO-1",
    };
    const intraday = camt053([pending], "1000.00")
      .replace("camt.053.001.02", "camt.052.001.02")
      .replace(/<\/?Stmt>/g, (m) => m.replace("Stmt", "Rpt"))
      .replace("BkToCstmrStmt", "BkToCstmrAcctRpt")
      .replace("BkToCstmrStmt", "BkToCstmrAcctRpt");
    const first = await importFile(intraday, "vormerkung.xml");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const booked = camt053([{ ...pending, status: "BOOK", ref: "BOOK-9", date: "2026-03-04" }], "975.00");
    const second = await importFile(booked, "auszug2.xml");
    expect(second.body.import).toMatchObject({ importedCount: 0, duplicateCount: 0, pendingReplacedCount: 1 });
    const rows = await owner(
      "select status, to_char(booking_date, 'YYYY-MM-DD') as d from app_public.money_transactions where end_to_end_id = 'E2E-PORTO-1'",
    );
    expect(rows).toEqual([{ status: "BOOKED", d: "2026-03-04" }]);
  });

  it("asks for a column mapping for CSV and imports with it", async () => {
    const csv = [
      "Buchungstag;Valutadatum;Verwendungszweck;Beguenstigter/Zahlungspflichtiger;Kontonummer/IBAN;Betrag;Waehrung",
      "05.03.2026;05.03.2026;Miete Maerz;Hausverwaltung Berg;DE02120300000000202051;-850,00;EUR",
      "06.03.2026;06.03.2026;Erstattung;Finanzamt Koeln;DE02500105170137075030;1.234,56;EUR",
    ].join("\r\n");
    const ask = await importFile(csv, "umsaetze.csv");
    expect(ask.status).toBe(422);
    expect(ask.body.error.code).toBe("CSV_NEEDS_MAPPING");
    expect(ask.body.csv.headers[0]).toBe("Buchungstag");
    expect(ask.body.csv.rows).toHaveLength(2);
    const mapping = ask.body.csv.guessedMapping;
    expect(mapping).toMatchObject({ bookingDate: 0, amount: 5, decimalSeparator: "," });
    const done = await importFile(csv, "umsaetze.csv", cookieA, { csvMapping: JSON.stringify(mapping) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.import).toMatchObject({ format: "CSV", importedCount: 2 });
    const rows = await owner(
      "select amount::text from app_public.money_transactions where import_id = $1 order by amount",
      [done.body.import.rowId],
    );
    expect(rows.map((r) => r.amount)).toEqual(["-850.00", "1234.56"]);
    const bad = await importFile(csv.replace("1.234,56", "zwölf"), "umsaetze.csv", cookieA, {
      csvMapping: JSON.stringify(mapping),
    });
    expect(bad.body.error.code).toBe("CSV_ROW_INVALID");
    expect(await importFile(csv, "u.csv", cookieA, { csvMapping: "{nope" })).toMatchObject({ status: 400 });
  });

  it("imports every CAMT test file into its account, or refuses it with the reason", async () => {
    const expectedRefusal: Record<string, string> = {
      "camt053.v2.wrong.xml": "STATEMENT_MALFORMED",
      // Their closing balances are not opening balance plus movements.
      "camt053.v2.five.decimals.xml": "STATEMENT_BALANCE_MISMATCH",
      "camt053.v2.all-balance-types.xml": "STATEMENT_BALANCE_MISMATCH",
      // A statement with balances but no entries.
      "camt53.only-Dt-with-DtTm.xml": "STATEMENT_EMPTY",
    };
    const files = readdirSync(CAMT_DIR).filter((f) => f.endsWith(".xml"));
    expect(files.length).toBeGreaterThanOrEqual(18);
    for (const file of files) {
      const bytes = readFileSync(join(CAMT_DIR, file));
      // The account the file names (read by the parser, whose figures its own tests check).
      let parsed: ParsedStatement[] = [];
      try {
        parsed = parseBankStatementFile(new Uint8Array(bytes), file);
      } catch {
        // refused below
      }
      const iban = parsed[0]?.account.iban ?? null;
      const currency = parsed[0]?.transactions[0]?.currency || parsed[0]?.account.currency || "EUR";
      await owner("delete from app_public.money_accounts where client_company_id = $1 and name = 'Testdatei'", [
        seed.companyA,
      ]);
      const [{ id }] = await owner(
        "insert into app_public.money_accounts (client_company_id, type, name, iban, currency) values ($1, 'BANK', 'Testdatei', $2, $3) returning id",
        [seed.companyA, iban ?? "DE02120300000000202051", currency],
      );
      const { status, body } = await importFile(bytes, file, cookieA, {}, id as string);
      if (expectedRefusal[file]) {
        expect(body.error?.code, file).toBe(expectedRefusal[file]);
        expect(
          (
            await owner("select count(*)::int as n from app_public.money_transactions where money_account_id = $1", [
              id,
            ])
          )[0].n,
        ).toBe(0);
      } else {
        expect(status, `${file}: ${JSON.stringify(body)}`).toBe(200);
        const stored = await owner(
          "select count(*)::int as n from app_public.money_transactions where money_account_id = $1",
          [id],
        );
        expect(body.import.importedCount, file).toBe(stored[0].n);
        expect(stored[0].n, file).toBeGreaterThan(0);
      }
    }
  });
});

describe("MT940 import", () => {
  const MT940_DIR = join(ROOT_DIR, "testdata", "bank-statements", "mt940", "self-provided");
  it("imports an MT940 statement of a German account named by bank code and account number", async () => {
    // ":25:12345678/1020304050" is the account DE.. 12345678 1020304050.
    const [{ id }] = await owner(
      "insert into app_public.money_accounts (client_company_id, type, name, iban) values ($1, 'BANK', 'MT940', $2) returning id",
      [seed.companyA, germanIban("12345678", "1020304050")],
    );
    const file = readFileSync(join(MT940_DIR, "gv_codes.sta"));
    const { status, body } = await importFile(file, "gv_codes.sta", cookieA, {}, id as string);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.import).toMatchObject({ format: "MT940", importedCount: 2 });
    // Another account's statement is refused.
    const [{ id: other }] = await owner(
      "insert into app_public.money_accounts (client_company_id, type, name, iban) values ($1, 'BANK', 'Anderes', $2) returning id",
      [seed.companyA, germanIban("12345678", "9999999999")],
    );
    expect((await importFile(file, "gv_codes.sta", cookieA, {}, other as string)).body.error.code).toBe(
      "STATEMENT_ACCOUNT_MISMATCH",
    );
    // A statement whose balances do not add up is refused with the difference.
    const broken = await importFile(
      readFileSync(join(MT940_DIR, "whitespace.sta")),
      "whitespace.sta",
      cookieA,
      {},
      id as string,
    );
    expect(broken.body.error.code).toBe("STATEMENT_BALANCE_MISMATCH");
    expect(broken.body.error.params.difference).toMatch(/^-?\d+\.\d{2}$/);
  });
});

describe("MT940 import of a transaction with a purpose of kilobytes", () => {
  it("imports it (the duplicate key stays within the index), and a second import finds the duplicate", async () => {
    const [{ id }] = await owner(
      "insert into app_public.money_accounts (client_company_id, type, name, iban) values ($1, 'BANK', 'Lang', $2) returning id",
      [seed.companyA, germanIban("12345678", "1122334455")],
    );
    // Incompressible text, as a broken or hostile file carries: 30 000 random characters.
    const purpose = randomBytes(15_000).toString("hex");
    const statement = [
      ":20:LONG",
      `:25:12345678/1122334455`,
      ":28C:1",
      ":60F:C240301EUR0,00",
      ":61:2403010301C1,00NTRFNONREF",
      `:86:${purpose}`,
      ":62F:C240301EUR1,00",
      "",
    ].join("\n");
    const first = await importFile(Buffer.from(statement, "latin1"), "long.sta", cookieA, {}, id as string);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.import).toMatchObject({ format: "MT940", importedCount: 1 });
    const again = await importFile(Buffer.from(statement, "latin1"), "long.sta", cookieA, {}, id as string);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.import).toMatchObject({ importedCount: 0, duplicateCount: 1 });
  });
});

describe("matching after an import", () => {
  it("links the exact payment with its number, leaves the partial one as it should, and pays the invoice", async () => {
    const client = await server.ownerPool.connect();
    try {
      await client.query("begin");
      const result = await matchCompanyTransactions(client, seed.companyA, makeLogger("silent"));
      await client.query("commit");
      expect(result.autoLinked).toBeGreaterThanOrEqual(1);
    } finally {
      client.release();
    }
    const [inv] = await owner(
      "select payment_status, to_char(paid_date, 'YYYY-MM-DD') as paid_date, paid_amount::text from app_public.invoices where document_id = $1",
      [fx.ids.inv],
    );
    expect(inv).toEqual({ payment_status: "PAID", paid_date: "2026-03-02", paid_amount: "119.00" });
    const [link] = await owner(
      "select source, checks from app_public.money_transaction_documents where document_id = $1",
      [fx.ids.inv],
    );
    expect(["AUTO", "END_TO_END_ID"]).toContain(link.source);
    expect(
      (link.checks as { check: string; passed: boolean }[]).find((c) => c.check === "NUMBER_IN_PURPOSE")?.passed,
    ).toBe(true);
    const history = await owner(
      "select type from app_public.document_history_entries where document_id = $1 and type = 'PAYMENT_LINKED'",
      [fx.ids.inv],
    );
    expect(history).toHaveLength(1);
    // The outgoing invoice got 59.50 of 119.00: linked as a partial payment or suggested, never paid.
    const [out] = await owner(
      "select payment_status, partially_paid, paid_amount::text from app_public.invoices where document_id = $1",
      [fx.ids.out],
    );
    expect(out.payment_status).toBe("NOT_PAID");
    const fee = await owner(
      "select matched_count, suggestion_count from app_public.money_transactions where purpose = 'Kontofuehrung Februar'",
    );
    expect(fee).toEqual([{ matched_count: 0, suggestion_count: 0 }]);
  });
});

describe("a suggestion a person confirms", () => {
  it("links with its allocation and teaches the partner the counterparty's IBAN and name", async () => {
    const [doc] = await seedListDocuments(server.ownerPool, seed.companyA, [
      {
        key: "later",
        type: "INCOMING_INVOICE",
        invoiceNumber: "RE-77",
        total: "80.00",
        partner: "Lieferant Eins GmbH",
      },
    ]).then((f) => [f.ids.later!]);
    const [tx] = await owner(
      `insert into app_public.money_transactions (client_company_id, money_account_id, source, booking_date, amount, currency, purpose, counterparty_name, counterparty_iban, fingerprint)
       values ($1, $2, 'IMPORT', '2026-03-10', -80.00, 'EUR', 'Sammelzahlung', 'L. EINS GMBH', 'DE75512108001245126199', 'confirm-1') returning id`,
      [seed.companyA, accountId],
    );
    const [suggestion] = await owner(
      `insert into app_public.money_transaction_suggestions (client_company_id, money_transaction_id, rank, document_ids, allocations, score, reason, checks)
       values ($1, $2, 1, array[$3::uuid], jsonb_build_array(jsonb_build_object('documentRowId', $3::text, 'amount', '80.00')), 0.45, 'SCORED',
               jsonb_build_array(jsonb_build_object('documentRowId', $3::text, 'checks', '[]'::jsonb))) returning id`,
      [seed.companyA, tx.id, doc],
    );
    const confirm = `mutation($id: UUID!) { confirmMoneyTransactionSuggestion(input: { suggestionRowId: $id }) { result { matchedCount suggestionCount } } }`;
    const denied = await server.graphql({ query: confirm, variables: { id: suggestion.id } }, viewerCookie);
    expect(denied.json.errors?.[0]?.extensions?.code).toBeDefined();
    const { json } = await server.graphql({ query: confirm, variables: { id: suggestion.id } }, cookieA);
    expect(json.errors, JSON.stringify(json.errors)).toBeUndefined();
    expect(json.data).toEqual({
      confirmMoneyTransactionSuggestion: { result: { matchedCount: 1, suggestionCount: 0 } },
    });
    const [inv] = await owner("select payment_status from app_public.invoices where document_id = $1", [doc]);
    expect(inv.payment_status).toBe("PAID");
    const presets = await owner(
      "select source, verified_at from app_public.partner_company_payment_presets where iban = 'DE75512108001245126199'",
    );
    expect(presets).toEqual([{ source: "LEARNED", verified_at: null }]);
    const [partner] = await owner(
      "select p.learned_name_variants from app_public.partner_companies p join app_public.invoices i on i.partner_company_id = p.id where i.document_id = $1",
      [doc],
    );
    expect(partner.learned_name_variants).toEqual(["L. EINS GMBH"]);
  });
});
