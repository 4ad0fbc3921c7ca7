import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedListDocuments, type ListFixture } from "../documents/listFixture.ts";
import { schemaErrors } from "../domain/sepa/xsdTestUtil.ts";
import { makeLogger } from "../logger.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { germanToday } from "../../src/lib/calendarDate.ts";
import { BlobStore } from "../files/blobStore.ts";
import type { MailMessage } from "../mail/mailTransport.ts";
import { sendPaymentReminder } from "../mail/paymentReminderMail.ts";
import { matchCompanyTransactions } from "./matchTransactions.ts";
import { appFetch } from "../test/http.ts";

// Paying invoices through the real server: SEPA credit transfer and direct-debit files that
// validate against the schemas, every refusal (rights, paid, credit memo, workflow step,
// unverified IBAN, a payment under way), the GiroCode, and the booked transaction found again
// by its end-to-end id so the invoice is paid without a manual step.

const VERIFIED_IBAN = "DE02120300000000202051";
const NEW_IBAN = "DE02500105170137075030";
const OWN_IBAN = "DE89370400440532013000";

let server: TestServer;
let seed: TwoCompanies;
let fx: ListFixture;
type Key = "verified" | "skonto" | "newIban" | "paid" | "memo" | "blocked" | "out1" | "out2";
let ids: Record<Key, string>;
let cookieA: string;
let cookieB: string;
let viewerCookie: string;
let accountId: string;
const today = germanToday();
const inDays = (n: number) => new Date(Date.parse(today) + n * 86_400_000).toISOString().slice(0, 10);

async function owner(sql: string, params: unknown[] = []) {
  return (await server.ownerPool.query(sql, params)).rows;
}

async function post(path: string, body: unknown, cookie = cookieA) {
  const res = await appFetch(`${server.url}/api/payments/${path}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", "accept-language": "de" },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer the assertions inspect freely
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const transfer = (documentRowIds: string[], extra: Record<string, unknown> = {}, cookie = cookieA) =>
  post(
    "sepa-credit-transfer",
    { clientCompanyRowId: seed.companyA, documentRowIds, moneyAccountRowId: accountId, ...extra },
    cookie,
  );

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  fx = await seedListDocuments(server.ownerPool, seed.companyA, [
    {
      key: "verified",
      type: "INCOMING_INVOICE",
      invoiceNumber: "RE-100",
      total: "119.00",
      invoiceDate: today,
      partner: "Lieferant Eins GmbH",
    },
    {
      key: "skonto",
      type: "INCOMING_INVOICE",
      invoiceNumber: "RE-101",
      total: "1000.00",
      invoiceDate: today,
      partner: "Lieferant Eins GmbH",
    },
    {
      key: "newIban",
      type: "INCOMING_INVOICE",
      invoiceNumber: "RE-200",
      total: "50.00",
      invoiceDate: today,
      partner: "Neuer Lieferant AG",
    },
    {
      key: "paid",
      type: "INCOMING_INVOICE",
      invoiceNumber: "RE-300",
      total: "10.00",
      paid: true,
      partner: "Lieferant Eins GmbH",
    },
    {
      key: "memo",
      type: "INCOMING_INVOICE",
      invoiceNumber: "GS-1",
      total: "10.00",
      creditMemo: true,
      partner: "Lieferant Eins GmbH",
    },
    {
      key: "blocked",
      type: "INCOMING_INVOICE",
      invoiceNumber: "RE-400",
      total: "20.00",
      partner: "Lieferant Eins GmbH",
    },
    {
      key: "out1",
      type: "OUTGOING_INVOICE",
      invoiceNumber: "AR-1",
      total: "238.00",
      invoiceDate: today,
      partner: "Kunde Zwei KG",
    },
    {
      key: "out2",
      type: "OUTGOING_INVOICE",
      invoiceNumber: "AR-2",
      total: "119.00",
      invoiceDate: today,
      partner: "Kunde Zwei KG",
    },
  ]);
  ids = fx.ids as Record<Key, string>;
  await owner("update app_public.invoices set iban = $2 where document_id = $1", [ids.newIban, NEW_IBAN]);
  await owner("update app_public.invoices set discount_until = $2, discount_percent = 2 where document_id = $1", [
    ids.skonto,
    inDays(10),
  ]);
  await owner(
    `insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban, "primary", verified_at)
     values ($1, $2, $3, true, now())`,
    [seed.companyA, fx.partners["Lieferant Eins GmbH"], VERIFIED_IBAN],
  );
  await owner(
    `insert into app_public.partner_company_direct_debit_mandates (client_company_id, partner_company_id, mandate_id, signature_date, debtor_name, debtor_iban)
     values ($1, $2, 'MANDAT-2025-7', '2025-01-15', 'Kunde Zwei KG', $3)`,
    [seed.companyA, fx.partners["Kunde Zwei KG"], NEW_IBAN],
  );
  const [workflow] = await owner(
    "insert into app_public.document_workflows (client_company_id, name) values ($1, 'Freigabe') returning id",
    [seed.companyA],
  );
  const [step] = await owner(
    "insert into app_public.document_workflow_steps (client_company_id, workflow_id, name, prevent_invoice_pay) values ($1, $2, 'Prüfung', true) returning id",
    [seed.companyA, workflow.id],
  );
  await owner("update app_public.documents set workflow_step_id = $2 where id = $1", [ids.blocked, step.id]);
  [{ id: accountId }] = await owner(
    "insert into app_public.money_accounts (client_company_id, type, name, iban, holder, include_holder_with_payment) values ($1, 'BANK', 'Girokonto', $2, 'Alpha Bau GmbH', true) returning id",
    [seed.companyA, OWN_IBAN],
  );
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
});
afterAll(async () => server?.close());

const paymentCount = async () => Number((await owner("select count(*) from app_public.bank_payments"))[0].count);

describe("SEPA credit transfer", () => {
  it("refuses people without banking access and other companies", async () => {
    expect((await transfer([ids.verified], {}, viewerCookie)).body.error.code).toBe("BANKING_FORBIDDEN");
    expect((await transfer([ids.verified], {}, cookieB)).body.error.code).toBe("BANKING_FORBIDDEN");
    expect(await paymentCount()).toBe(0);
  });

  it("refuses invoices that cannot be paid, all or nothing, naming each reason", async () => {
    const { status, body } = await transfer([ids.verified, ids.paid, ids.memo, ids.blocked, ids.out1, ids.newIban]);
    expect(status).toBe(422);
    expect(body.error.code).toBe("PAYMENT_REFUSED");
    expect(body.refusals).toEqual([
      { documentRowId: ids.paid, code: "INVOICE_ALREADY_PAID" },
      { documentRowId: ids.memo, code: "INVOICE_IS_CREDIT_MEMO" },
      { documentRowId: ids.blocked, code: "INVOICE_PAY_PREVENTED_BY_WORKFLOW_STEP" },
      { documentRowId: ids.out1, code: "NOT_AN_INCOMING_INVOICE" },
      { documentRowId: ids.newIban, code: "UNVERIFIED_IBAN_NEEDS_CONFIRMATION" },
    ]);
    expect(await paymentCount()).toBe(0);
    expect((await transfer([ids.verified], { requestedDate: "2020-01-01" })).body.error.code).toBe(
      "PAYMENT_DATE_IN_PAST",
    );
    expect(
      (await transfer([ids.verified], { moneyAccountRowId: "00000000-0000-4000-8000-000000000000" })).body.error.code,
    ).toBe("PAYMENT_ACCOUNT_INVALID");
    expect((await post("sepa-credit-transfer", { clientCompanyRowId: seed.companyA, documentRowIds: [] })).status).toBe(
      400,
    );
  });

  it("writes a schema-valid pain.001 with the Skonto amount and records the payments", async () => {
    const { status, body } = await transfer([ids.verified, ids.skonto], { requestedDate: inDays(1) });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.sepaFile).toMatchObject({ numberOfTransactions: 2, controlSum: "1099.00" });
    const download = await appFetch(`${server.url}${body.sepaFile.downloadUrl}`, { headers: { cookie: cookieA } });
    expect(download.headers.get("content-disposition")).toContain("SEPA-Ueberweisungen");
    const xml = await download.text();
    expect(await schemaErrors(xml, "pain.001.001.09")).toEqual([]);
    expect(xml).toContain(VERIFIED_IBAN);
    expect(xml).toContain('<InstdAmt Ccy="EUR">980.00</InstdAmt>');
    expect(xml).toContain("Alpha Bau GmbH");
    const payments = await owner(
      "select status, amount::text, discount_percent::text, end_to_end_id from app_public.bank_payments order by amount",
    );
    expect(payments.map((p) => [p.status, p.amount, p.discount_percent])).toEqual([
      ["CREATED", "119.00", null],
      ["CREATED", "980.00", "2.00"],
    ]);
    expect((await appFetch(`${server.url}${body.sepaFile.downloadUrl}`, { headers: { cookie: cookieB } })).status).toBe(
      404,
    );
    // The same invoice is not paid twice while its payment is under way.
    expect((await transfer([ids.verified])).body.refusals).toEqual([
      { documentRowId: ids.verified, code: "PAYMENT_ALREADY_INITIATED" },
    ]);
  });

  it("pays an unverified IBAN only with the explicit confirmation, and writes pain.001.001.03 on request", async () => {
    const { status, body } = await transfer([ids.newIban], {
      confirmUnverifiedIbanDocumentRowIds: [ids.newIban],
      schemaVersion: "pain.001.001.03",
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const xml = await (
      await appFetch(`${server.url}${body.sepaFile.downloadUrl}`, { headers: { cookie: cookieA } })
    ).text();
    expect(await schemaErrors(xml, "pain.001.001.03")).toEqual([]);
    const [p] = await owner(
      "select unverified_iban_confirmed, recipient_iban from app_public.bank_payments where document_id = $1",
      [ids.newIban],
    );
    expect(p).toEqual({ unverified_iban_confirmed: true, recipient_iban: NEW_IBAN });
    const history = await owner("select type from app_public.document_history_entries where document_id = $1", [
      ids.newIban,
    ]);
    expect(history.map((h) => h.type)).toContain("PAYMENT_INITIATED");
  });
});

describe("SEPA direct debit", () => {
  it("needs the company's creditor id, then collects FRST once and RCUR afterwards", async () => {
    const debit = (ids: string[]) =>
      post("sepa-direct-debit", {
        clientCompanyRowId: seed.companyA,
        documentRowIds: ids,
        moneyAccountRowId: accountId,
        requestedDate: inDays(5),
      });
    expect((await debit([ids.out1])).body.error.code).toBe("SEPA_CREDITOR_ID_MISSING");
    await owner("update app_public.client_companies set sepa_creditor_id = 'DE98ZZZ09999999999' where id = $1", [
      seed.companyA,
    ]);
    expect((await debit([ids.verified])).body.refusals[0].code).toBe("NOT_AN_OUTGOING_INVOICE");
    const first = await debit([ids.out1]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const xml1 = await (
      await appFetch(`${server.url}${first.body.sepaFile.downloadUrl}`, { headers: { cookie: cookieA } })
    ).text();
    expect(await schemaErrors(xml1, "pain.008.001.02")).toEqual([]);
    expect(xml1).toContain("<SeqTp>FRST</SeqTp>");
    expect(xml1).toContain("MANDAT-2025-7");
    const second = await debit([ids.out2]);
    const xml2 = await (
      await appFetch(`${server.url}${second.body.sepaFile.downloadUrl}`, { headers: { cookie: cookieA } })
    ).text();
    expect(xml2).toContain("<SeqTp>RCUR</SeqTp>");
  });
});

describe("GiroCode", () => {
  it("shows the payment of an open invoice as an EPC QR code", async () => {
    const res = await appFetch(`${server.url}/api/payments/epc-qr?documentRowId=${ids.skonto}`, {
      headers: { cookie: cookieA },
    });
    // A payment of the Skonto invoice is under way already.
    expect(res.status).toBe(422);
    await owner("update app_public.bank_payments set status = 'CANCELLED' where document_id = $1", [ids.skonto]);
    const ok = await appFetch(`${server.url}/api/payments/epc-qr?documentRowId=${ids.skonto}`, {
      headers: { cookie: cookieA },
    });
    const body = (await ok.json()) as { payload: string; svg: string; amount: string };
    expect(body.amount).toBe("980.00");
    expect(body.payload.split("\n").slice(0, 8)).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "",
      "Lieferant Eins GmbH",
      VERIFIED_IBAN,
      "EUR980",
    ]);
    expect(body.svg).toContain("<svg");
    const foreign = await appFetch(`${server.url}/api/payments/epc-qr?documentRowId=${ids.skonto}`, {
      headers: { cookie: cookieB },
    });
    expect(foreign.status).toBe(404);
  });
});

describe("cancelling a payment", () => {
  it("cancels a payment of a file that never reached the bank, so the invoice can be paid again", async () => {
    const [payment] = await owner(
      "select id from app_public.bank_payments where document_id = $1 and status = 'CREATED'",
      [ids.newIban],
    );
    const cancel = `mutation($id: UUID!) { cancelBankPayment(input: { bankPaymentRowId: $id }) { result { status } } }`;
    const denied = await server.graphql({ query: cancel, variables: { id: payment.id } }, cookieB);
    expect(denied.json.errors?.[0]?.extensions?.code).toBe("BANK_PAYMENT_NOT_CANCELLABLE");
    const { json } = await server.graphql({ query: cancel, variables: { id: payment.id } }, cookieA);
    expect(json.data).toEqual({ cancelBankPayment: { result: { status: "CANCELLED" } } });
    const again = await server.graphql({ query: cancel, variables: { id: payment.id } }, cookieA);
    expect(again.json.errors?.[0]?.extensions?.code).toBe("BANK_PAYMENT_NOT_CANCELLABLE");
    const history = await owner(
      "select type from app_public.document_history_entries where document_id = $1 and type = 'PAYMENT_CANCELLED'",
      [ids.newIban],
    );
    expect(history).toHaveLength(1);
    const paidAgain = await transfer([ids.newIban], { confirmUnverifiedIbanDocumentRowIds: [ids.newIban] });
    expect(paidAgain.status).toBe(200);
  });
});

describe("payment reminder", () => {
  it("records the reminder and mails it with a copy to the sender; refused for paid invoices and without banking access", async () => {
    const reminder = {
      documentRowId: ids.out1,
      receiver: "buchhaltung@kunde-zwei.example",
      subject: "Zahlungserinnerung Rechnung AR-1",
      message: "Sehr geehrte Damen und Herren,\nbitte begleichen Sie die Rechnung AR-1.",
      ccMe: true,
      attachDocument: true,
    };
    expect((await post("reminder", { ...reminder, receiver: "keine-adresse" })).status).toBe(400);
    expect((await post("reminder", reminder, viewerCookie)).body.error.code).toBe("BANKING_FORBIDDEN");
    expect((await post("reminder", { ...reminder, documentRowId: ids.paid })).body.error.code).toBe(
      "PAYMENT_REMINDER_NOT_FOR_PAID",
    );
    const ok = await post("reminder", reminder);
    expect(ok.body).toEqual({ sent: true });
    const [entry] = await owner(
      "select id, payload from app_public.document_history_entries where document_id = $1 and type = 'PAYMENT_REMINDER_SENT'",
      [ids.out1],
    );
    expect(entry.payload).toMatchObject({ receiver: reminder.receiver, ccMe: true });
    const sent: MailMessage[] = [];
    const outcome = await sendPaymentReminder(
      {
        ownerPool: server.ownerPool,
        transport: { kind: "outbox", destination: "test", send: async (m) => void sent.push(m) },
        blobs: new BlobStore(server.blobDir),
        logger: makeLogger("silent"),
      },
      entry.id as string,
    );
    expect(outcome).toBe("sent");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: reminder.receiver,
      subject: reminder.subject,
      cc: ["a@test.example"],
      replyTo: "a@test.example",
    });
    expect(sent[0]!.text).toContain("bitte begleichen Sie");
  });
});

describe("the booked payment comes back", () => {
  it("is linked by its end-to-end id, finishes the payment and pays the invoice", async () => {
    const [payment] = await owner(
      "select end_to_end_id, amount::text from app_public.bank_payments where document_id = $1",
      [ids.verified],
    );
    await owner(
      `insert into app_public.money_transactions (client_company_id, money_account_id, source, booking_date, amount, currency, purpose, counterparty_name, end_to_end_id, fingerprint)
       values ($1, $2, 'SYNC', $3, -119.00, 'EUR', '', 'LIEFERANT EINS', $4, 'e2e-test-1')`,
      [seed.companyA, accountId, today, payment.end_to_end_id],
    );
    const client = await server.ownerPool.connect();
    try {
      await client.query("begin");
      await matchCompanyTransactions(client, seed.companyA, makeLogger("silent"));
      await client.query("commit");
    } finally {
      client.release();
    }
    const [link] = await owner("select source from app_public.money_transaction_documents where document_id = $1", [
      ids.verified,
    ]);
    expect(link.source).toBe("END_TO_END_ID");
    const [inv] = await owner("select payment_status from app_public.invoices where document_id = $1", [ids.verified]);
    expect(inv.payment_status).toBe("PAID");
    const [p] = await owner("select status from app_public.bank_payments where document_id = $1", [ids.verified]);
    expect(p.status).toBe("FINISHED");
  });
});
