/**
 * The demo companies' banking: a business account, a credit card and a cash book, money
 * categories with their ledger accounts, verified payment presets of the vendors paid before,
 * a creditor id and a direct-debit mandate, and four months of bank transactions the way a
 * real account looks:
 *
 * - payments of the invoices paid in that time, already linked (with the checks the matching
 *   engine reports for them);
 * - payments of open invoices that the matching job links or suggests after start: one in
 *   full with the invoice number, one with early-payment discount, one partial, one without
 *   any number (a suggestion), and one transfer paying two invoices at once;
 * - salaries, rent of the bank account, fees, tax prepayments and card settlements with their
 *   categories, and a few transactions nobody explained yet ("unclear");
 * - one open invoice whose IBAN was changed (not the vendor's verified account): the payment
 *   tab warns before paying it.
 *
 * Deterministic for a given `now` and the demo history it builds on (demoHistory.ts).
 */
import type pg from "pg";
import { addDecimals, negateDecimal, subtractDecimals } from "../../src/lib/decimal.ts";
import { matchTransaction, type MatchInvoice } from "../domain/matching/index.ts";
import { SANDBOX_DEMO_ACCOUNT } from "../banking/xs2a/sandbox/banks.ts";
import type { SandboxScheduledPayment } from "../banking/xs2a/sandbox/seed.ts";
import { germanIban } from "./demoDocuments.ts";
import { addDays, germanToday } from "../../src/lib/calendarDate.ts";

type IsoDate = string;

interface Ids {
  companies: { haustechnik: string; baeckerei: string };
}

interface InvoiceRow {
  id: string;
  type: "INCOMING_INVOICE" | "OUTGOING_INVOICE";
  number: string | null;
  invoice_date: IsoDate | null;
  due_date: IsoDate | null;
  paid_date: IsoDate | null;
  total: string;
  discount_until: IsoDate | null;
  discount_percent: string | null;
  iban: string | null;
  partner: string;
  partner_id: string;
}

interface DemoTransaction {
  date: IsoDate;
  amount: string;
  purpose: string;
  name: string | null;
  iban: string | null;
  category?: string;
  links?: { invoice: InvoiceRow; amount: string }[];
  endToEndId?: string;
}

/** Categories and the account each is booked to in SKR03 (Müller Haustechnik) and SKR04 (the
 * bakery); the motor-vehicle tax goes to the vehicle costs, the charts' common account. */
const CATEGORIES: readonly { name: string; skr03: string; skr04: string; keywords: string[] }[] = [
  { name: "Löhne und Gehälter", skr03: "4120", skr04: "6020", keywords: ["Lohn", "Gehalt"] },
  { name: "Bankgebühren", skr03: "4970", skr04: "6855", keywords: ["Kontoführung", "Entgelt", "Gebühr"] },
  { name: "Umsatzsteuer-Vorauszahlung", skr03: "1780", skr04: "3820", keywords: ["Umsatzsteuer", "USt-VZ"] },
  { name: "Kfz-Steuer", skr03: "4500", skr04: "6500", keywords: ["Kfz-Steuer"] },
  { name: "Kreditkartenabrechnung", skr03: "1360", skr04: "1360", keywords: ["Kreditkarte"] },
  { name: "Privatentnahmen", skr03: "1800", skr04: "2100", keywords: ["Privat"] },
  { name: "Versicherungen", skr03: "4360", skr04: "6400", keywords: ["Versicherung", "Beitrag"] },
];

const EMPLOYEES = [
  { name: "Jonas Becker", iban: germanIban("10050000", "6603421771") },
  { name: "Leonie Wagner", iban: germanIban("10070000", "0451207733") },
  { name: "Murat Yilmaz", iban: germanIban("12030000", "1009934512") },
];

/** What the sandbox bank's demo account should bring on its first sync (seeded after commit). */
export interface DemoSandboxSeed {
  iban: string;
  payments: SandboxScheduledPayment[];
  balance: { amount: string; date: IsoDate };
}

export async function insertDemoBanking(
  client: pg.PoolClient,
  ids: Ids,
  now: Date = new Date(),
): Promise<{ transactions: number; sandbox: DemoSandboxSeed | null }> {
  let transactions = 0;
  let sandbox: DemoSandboxSeed | null = null;
  for (const [key, companyId] of Object.entries(ids.companies) as [keyof Ids["companies"], string][]) {
    const result = await insertCompanyBanking(client, companyId, key, germanToday(now));
    transactions += result.transactions;
    sandbox ??= result.sandbox;
  }
  return { transactions, sandbox };
}

async function insertCompanyBanking(
  client: pg.PoolClient,
  companyId: string,
  key: "haustechnik" | "baeckerei",
  today: IsoDate,
): Promise<{ transactions: number; sandbox: DemoSandboxSeed | null }> {
  const q = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
    (await client.query<T>(sql, params)).rows;
  const glAccount = async (number: string) =>
    (
      await q<{ id: string }>(
        "select id from app_public.general_ledger_accounts where client_company_id = $1 and number = $2",
        [companyId, number],
      )
    )[0]?.id ?? null;

  // The Haustechnik's business account is the sandbox bank's demo account (login "demo" at the
  // Sandbox Sparkasse): connecting it links this account, and its syncs bring new payments.
  const iban = key === "haustechnik" ? SANDBOX_DEMO_ACCOUNT.iban : germanIban("20050550", "1263319007");
  const [giro] = await q<{ id: string }>(
    `insert into app_public.money_accounts (client_company_id, type, name, description, holder, include_holder_with_payment,
       iban, bic, bank_account_type, general_ledger_account_id)
     values ($1, 'BANK', 'Geschäftskonto', 'Hauptkonto für Zahlungsverkehr', $2, true, $3, $4, 'CURRENT', $5) returning id`,
    [
      companyId,
      key === "haustechnik" ? "Müller Haustechnik GmbH" : "Bäckerei Schneider KG",
      iban,
      key === "haustechnik" ? "SANDBOXDEXX" : "HASPDEHHXXX",
      await glAccount(key === "baeckerei" ? "1800" : "1200"),
    ],
  );
  await q(
    `insert into app_public.money_accounts (client_company_id, type, name, number, card_brand, credit_limit, balance, balance_date)
     values ($1, 'CREDIT_CARD', 'Firmenkreditkarte', '**** 4821', 'VISA', 5000, -612.40, $2)`,
    [companyId, addDays(today, -2)],
  );
  if (key === "haustechnik") {
    await q(
      `insert into app_public.client_company_features (client_company_id, feature_id)
       select $1, id from app_public.features where name = 'CASH_ACCOUNT' on conflict do nothing`,
      [companyId],
    );
    const [cash] = await q<{ id: string }>(
      `insert into app_public.money_accounts (client_company_id, type, name, number, general_ledger_account_id)
       values ($1, 'CASH', 'Handkasse Werkstatt', 'K1', $2) returning id`,
      [companyId, await glAccount("1000")],
    );
    for (const [days, amount, purpose] of [
      [40, "500.00", "Bareinzahlung aus Geschäftskonto"],
      [33, "-23.80", "Briefmarken Deutsche Post"],
      [21, "-12.49", "Reinigungsmittel Drogerie"],
      [9, "-45.00", "Trinkgeld Lieferanten Weihnachten"],
    ] as const) {
      await q(
        `insert into app_public.money_transactions (client_company_id, money_account_id, source, booking_date, value_date, amount, currency, purpose, fingerprint)
         values ($1, $2, 'MANUAL', $3::date, $3::date, $4::numeric, 'EUR', $5, 'demo-cash:' || $3::text || ':' || $4::text)`,
        [companyId, cash!.id, addDays(today, -days), amount, purpose],
      );
    }
    await q("update app_public.client_companies set sepa_creditor_id = 'DE98ZZZ09999999999' where id = $1", [
      companyId,
    ]);
  }
  const categoryIds = new Map<string, string>();
  for (const c of CATEGORIES) {
    const [row] = await q<{ id: string }>(
      "insert into app_public.money_categories (client_company_id, name, keywords, general_ledger_account_id) values ($1, $2, $3, $4) returning id",
      [companyId, c.name, c.keywords, await glAccount(key === "baeckerei" ? c.skr04 : c.skr03)],
    );
    categoryIds.set(c.name, row!.id);
  }
  // The vendors paid before: their bank accounts are known and confirmed.
  await q(
    `update app_public.partner_company_payment_presets set verified_at = now() - interval '200 days'
     where client_company_id = $1 and verified_at is null`,
    [companyId],
  );

  const invoices = await q<InvoiceRow>(
    `select d.id, d.type, i.invoice_number as number, to_char(i.invoice_date, 'YYYY-MM-DD') as invoice_date,
            to_char(i.due_date, 'YYYY-MM-DD') as due_date, to_char(i.paid_date, 'YYYY-MM-DD') as paid_date, i.total::text,
            to_char(i.discount_until, 'YYYY-MM-DD') as discount_until, i.discount_percent::text, i.iban,
            p.name as partner, p.id as partner_id
     from app_public.documents d join app_public.invoices i on i.document_id = d.id
     join app_public.partner_companies p on p.id = i.partner_company_id
     where d.client_company_id = $1 and not d.superseded and not i.credit_memo and i.total > 0
       -- A duplicate someone rejected is not paid (again).
       and not d.list_duplicate
       and not exists (select 1 from app_public.approval_requests a where a.document_id = d.id and a.state = 'REJECTED')
     order by i.invoice_date, i.invoice_number`,
    [companyId],
  );
  const clientIban = (partner: string) =>
    germanIban("37040044", String(100000000 + (hash(partner) % 899999999)).padStart(10, "0"));
  const start = addDays(today, -120);
  const tx: DemoTransaction[] = [];
  const purposeOf = (inv: InvoiceRow) =>
    inv.type === "INCOMING_INVOICE" ? `RE ${inv.number} Kd-Nr. 4711` : `Rechnung ${inv.number}`;
  const paymentDate = (inv: InvoiceRow, daysAgo: number) => {
    const date = addDays(today, -daysAgo);
    return inv.invoice_date && inv.invoice_date > date ? inv.invoice_date : date;
  };
  const payment = (inv: InvoiceRow, date: IsoDate, amount: string, purpose = purposeOf(inv)): DemoTransaction => ({
    date,
    amount: inv.type === "INCOMING_INVOICE" ? negateDecimal(amount) : amount,
    purpose,
    name: inv.partner,
    iban: inv.type === "INCOMING_INVOICE" ? inv.iban : clientIban(inv.partner),
  });

  // Paid in the last four months: the payments, linked.
  for (const inv of invoices.filter((i) => i.paid_date && i.paid_date >= start)) {
    tx.push({ ...payment(inv, inv.paid_date!, inv.total), links: [{ invoice: inv, amount: inv.total }] });
  }
  // Open ones the matching job finds after start.
  const open = invoices.filter((i) => !i.paid_date);
  const openIncoming = open.filter((i) => i.type === "INCOMING_INVOICE");
  const openOutgoing = open.filter((i) => i.type === "OUTGOING_INVOICE");
  // Newest first: the open invoices of the last weeks are the ones being paid now.
  const [full, noNumber, changedIban, partialIncoming, ...rest] = [...openIncoming].reverse();
  if (full) tx.push(payment(full, paymentDate(full, 2), full.total));
  if (noNumber) {
    tx.push({
      ...payment(noNumber, paymentDate(noNumber, 1), noNumber.total, "Zahlung offene Posten"),
      name: noNumber.partner.toUpperCase(),
      // Paid from an account the vendor never used before: amount and name only, a suggestion.
      iban: germanIban("43060967", "4007151302"),
    });
  }
  const twoOfOne = rest.filter((i) => i.partner === rest[0]?.partner).slice(0, 2);
  if (twoOfOne.length === 2) {
    tx.push({
      ...payment(twoOfOne[0]!, paymentDate(twoOfOne[1]!, 3), addDecimals(twoOfOne[0]!.total, twoOfOne[1]!.total)),
      purpose: `RE ${twoOfOne[0]!.number} und ${twoOfOne[1]!.number}`,
    });
  }
  const used = new Set([full, noNumber, changedIban, partialIncoming, ...twoOfOne].filter(Boolean));
  const withDiscount = open.find(
    (i) => i.discount_until && i.discount_percent && i.discount_until >= today && !used.has(i),
  );
  if (withDiscount) {
    const discount = (Math.round(Number(withDiscount.total) * Number(withDiscount.discount_percent)) / 100).toFixed(2);
    tx.push(
      payment(
        withDiscount,
        paymentDate(withDiscount, 1),
        subtractDecimals(withDiscount.total, discount),
        `${purposeOf(withDiscount)} abzgl. ${withDiscount.discount_percent}% Skonto`,
      ),
    );
  }
  const partial = openOutgoing[0] ?? partialIncoming;
  if (partial)
    tx.push(
      payment(
        partial,
        paymentDate(partial, 4),
        (Math.round(Number(partial.total) * 50) / 100).toFixed(2),
        `Teilzahlung Rechnung ${partial.number}`,
      ),
    );
  // The changed IBAN: not one of the vendor's confirmed accounts.
  if (changedIban) {
    await q(
      "update app_public.invoices set iban = $2, override_partner_company_payment_preset = true where document_id = $1",
      [changedIban.id, germanIban("76026000", "0004471190")],
    );
  }

  // Regular movements with their categories.
  for (let m = 0; m < 4; m++) {
    const payday = addDays(today, -(m * 30 + 5));
    if (payday < start) continue;
    for (const e of EMPLOYEES.slice(0, key === "haustechnik" ? 3 : 2)) {
      tx.push({
        date: payday,
        amount: "-2876.45",
        purpose: `Lohn/Gehalt ${monthLabel(payday)}`,
        name: e.name,
        iban: e.iban,
        category: "Löhne und Gehälter",
      });
    }
    tx.push({
      date: addDays(payday, 2),
      amount: "-14.90",
      purpose: `Kontoführungsentgelt ${monthLabel(payday)}`,
      name: null,
      iban: null,
      category: "Bankgebühren",
    });
    tx.push({
      date: addDays(payday, 5),
      amount: "-1834.00",
      purpose: `Umsatzsteuer-Vorauszahlung ${monthLabel(addDays(payday, -30))} StNr 30/123/45678`,
      name: "Finanzamt Berlin",
      iban: germanIban("10050000", "6600046463"),
      category: "Umsatzsteuer-Vorauszahlung",
    });
    tx.push({
      date: addDays(payday, 8),
      amount: "-612.40",
      purpose: "Kreditkartenabrechnung VISA **** 4821",
      name: "Berliner Sparkasse",
      iban: null,
      category: "Kreditkartenabrechnung",
    });
  }
  tx.push({
    date: addDays(today, -47),
    amount: "-189.00",
    purpose: "Kfz-Steuer B-MH 2024",
    name: "Bundeskasse",
    iban: germanIban("59000000", "0059001020"),
    category: "Kfz-Steuer",
  });
  tx.push({
    date: addDays(today, -6),
    amount: "250.00",
    purpose: "Gutschrift Überweisung",
    name: "Unbekannter Einzahler",
    iban: germanIban("50010517", "0648479930"),
  });
  tx.push({
    date: addDays(today, -3),
    amount: "-79.99",
    purpose: "ONLINE-SHOP 7731 Bestellung 40011",
    name: "Versandhandel GmbH",
    iban: germanIban("70020270", "0015423311"),
  });

  // The balance four months ago, so that today's comes out round.
  const [imp] = await q<{ id: string }>(
    `insert into app_public.bank_statement_imports (client_company_id, money_account_id, file_name, format, statement_count, imported_count, from_date, until_date)
     values ($1, $2, 'Kontoauszuege_Demo.xml', 'CAMT053', 4, $3, $4, $5) returning id`,
    [companyId, giro!.id, tx.length, start, today],
  );
  await q("update app_public.money_accounts set balance = 42150.00, balance_date = $2 where id = $1", [
    giro!.id,
    addDays(start, -1),
  ]);

  let n = 0;
  for (const t of tx.sort((a, b) => a.date.localeCompare(b.date))) {
    const [row] = await q<{ id: string }>(
      `insert into app_public.money_transactions (client_company_id, money_account_id, source, booking_date, value_date, amount, currency,
         purpose, counterparty_name, counterparty_iban, fingerprint, import_id, money_category_id)
       values ($1, $2, 'IMPORT', $3, $3, $4, 'EUR', $5, $6, $7, $8, $9, $10) returning id`,
      [
        companyId,
        giro!.id,
        t.date,
        t.amount,
        t.purpose,
        t.name,
        t.iban,
        `demo:${n++}`,
        imp!.id,
        t.category ? categoryIds.get(t.category) : null,
      ],
    );
    for (const link of t.links ?? []) {
      await q(
        `insert into app_public.money_transaction_documents (client_company_id, money_transaction_id, document_id, amount, source, score, checks)
         values ($1, $2, $3, $4, 'AUTO', $5, $6)`,
        [companyId, row!.id, link.invoice.id, link.amount, ...checksFor(t, link.invoice)],
      );
    }
  }
  // Payments the bank has booked since the last statement: the first sync brings them.
  const [nextFull, nextPartial] = rest.filter((i) => !used.has(i) && i.iban);
  const sandboxPayments: SandboxScheduledPayment[] = [];
  if (nextFull) {
    sandboxPayments.push({
      bookingDate: today,
      amount: negateDecimal(nextFull.total),
      purpose: `RE ${nextFull.number}`,
      counterpartyName: nextFull.partner,
      counterpartyIban: nextFull.iban!,
    });
  }
  if (nextPartial) {
    sandboxPayments.push({
      bookingDate: today,
      amount: negateDecimal((Math.round(Number(nextPartial.total) * 40) / 100).toFixed(2)),
      purpose: `Teilzahlung RE ${nextPartial.number}`,
      counterpartyName: nextPartial.partner,
      counterpartyIban: nextPartial.iban!,
    });
  }
  const [balanceRow] = await q<{ balance: string | null }>(
    "select app_public.money_accounts_current_balance(a)::text as balance from app_public.money_accounts a where id = $1",
    [giro!.id],
  );
  return {
    transactions: tx.length,
    sandbox:
      key === "haustechnik"
        ? {
            iban: iban!,
            payments: sandboxPayments,
            balance: { amount: balanceRow?.balance ?? "0.00", date: addDays(today, -1) },
          }
        : null,
  };
}

/** The checks the engine reports for a payment of this invoice (stored with the demo link). */
function checksFor(t: DemoTransaction, inv: InvoiceRow): [number, string] {
  const candidate: MatchInvoice = {
    id: inv.id,
    documentType: inv.type,
    creditMemo: false,
    invoiceNumber: inv.number,
    orderNumber: null,
    internalNumber: null,
    invoiceDate: inv.invoice_date,
    dueDate: inv.due_date,
    amountDue: inv.total,
    openAmount: inv.total,
    currency: "EUR",
    discountUntil: inv.discount_until,
    discountPercent: inv.discount_percent,
    discountAmount: null,
    iban: inv.iban,
    partnerName: inv.partner,
    partnerAlternativeNames: [],
    partnerIbans: inv.iban ? [inv.iban] : [],
    paymentEndToEndIds: [],
  };
  const [best] = matchTransaction(
    {
      id: "demo",
      amount: t.amount,
      currency: "EUR",
      bookingDate: t.date,
      purpose: t.purpose,
      counterpartyName: t.name,
      counterpartyIban: t.iban,
      endToEndId: null,
    },
    [candidate],
    { disabledChecks: [] },
  );
  return best ? [Math.round(best.score * 1000) / 1000, JSON.stringify(best.checksByInvoice[inv.id] ?? [])] : [1, "[]"];
}

function monthLabel(date: IsoDate): string {
  return `${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}
