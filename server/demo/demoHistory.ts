/**
 * The demo companies' past year of documents, so the documents list has something to list,
 * filter and sum from the first start: recurring monthly invoices (rent, leasing, telephone,
 * energy), sporadic purchases, outgoing invoices to customers, a credit memo, a duplicate and a
 * few other documents (contracts, delivery notes, a tax notice). Paid, approved and reviewed
 * the way a year of real books looks: old invoices paid, a few overdue, the newest open.
 *
 * They are written directly as rows (no uploaded files, so no page images): the nine demo
 * e-invoices of demoDocuments.ts are the ones that go through capture. Deterministic for a
 * given `now` (a seeded generator), so tests can rely on the shape.
 */
import type pg from "pg";
import { DEMO_INVOICE_SPECS, DEMO_VENDORS, germanIban, type DemoCompanyKey, type DemoVendor } from "./demoDocuments.ts";
import { addDays, germanToday } from "../../src/lib/calendarDate.ts";

type IsoDate = string;

/** mulberry32: a small deterministic generator. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cents = (n: number) => Math.round(n * 100) / 100;
const money = (n: number) => n.toFixed(2);

interface Customer {
  name: string;
  street: string;
  zip: string;
  city: string;
  vatId: string | null;
}

const CUSTOMERS: Customer[] = [
  {
    name: "Wohnungsbaugenossenschaft Prenzlauer Berg eG",
    street: "Greifswalder Straße 112",
    zip: "10405",
    city: "Berlin",
    vatId: "DE811457302",
  },
  {
    name: "Hausverwaltung Schönhauser GmbH",
    street: "Schönhauser Allee 76",
    zip: "10439",
    city: "Berlin",
    vatId: "DE298301774",
  },
  { name: "Praxis Dr. med. Katrin Lorenz", street: "Kastanienallee 12", zip: "10435", city: "Berlin", vatId: null },
  {
    name: "Café Kollwitz UG (haftungsbeschränkt)",
    street: "Knaackstraße 1",
    zip: "10405",
    city: "Berlin",
    vatId: "DE327760415",
  },
];

/** Vendors per company, from the demo e-invoices, and how they bill. */
const RECURRING: Partial<
  Record<keyof typeof DEMO_VENDORS, { net: number; vat: 19 | 7; dueAfter: number; day: number }>
> = {
  leasing: { net: 635.5, vat: 19, dueAfter: 10, day: 1 },
  telekom: { net: 168.17, vat: 19, dueAfter: 14, day: 4 },
  vermietung: { net: 1850, vat: 19, dueAfter: 3, day: 28 },
  energie: { net: 740, vat: 19, dueAfter: 14, day: 9 },
};
const SPORADIC: Partial<
  Record<keyof typeof DEMO_VENDORS, { min: number; max: number; vat: 19 | 7; perMonth: number }>
> = {
  sanitaer: { min: 180, max: 4800, vat: 19, perMonth: 2 },
  elektro: { min: 60, max: 1400, vat: 19, perMonth: 1 },
  buero: { min: 40, max: 420, vat: 19, perMonth: 0.6 },
  muehle: { min: 400, max: 1900, vat: 7, perMonth: 2 },
};

interface HistoryInvoice {
  direction: "INCOMING" | "OUTGOING";
  partnerKey: string;
  number: string;
  orderNumber: string | null;
  invoiceDate: IsoDate;
  dueDate: IsoDate;
  discountUntil: IsoDate | null;
  discountPercent: string | null;
  net: number;
  vatRate: 19 | 7;
  creditMemo: boolean;
  paidDate: IsoDate | null;
  approved: boolean;
  importDay: IsoDate;
}

interface HistoryOther {
  type: "CONTRACT" | "DELIVERY_NOTE" | "TAX_NOTICE" | "CORRESPONDENCE";
  title: string;
  partnerKey: string | null;
  partnerName: string | null;
  documentDate: IsoDate;
  documentNumber: string | null;
  contractType: string | null;
  expiryDate: IsoDate | null;
}

export interface DemoHistory {
  invoices: HistoryInvoice[];
  others: HistoryOther[];
}

function vendorsOf(company: DemoCompanyKey): (keyof typeof DEMO_VENDORS)[] {
  const keys = Object.keys(DEMO_VENDORS) as (keyof typeof DEMO_VENDORS)[];
  const groupsOf = (k: string) =>
    DEMO_INVOICE_SPECS.filter((s) => s.vendor === DEMO_VENDORS[k as keyof typeof DEMO_VENDORS]).map((s) => s.group);
  return keys.filter((k) =>
    groupsOf(k).some((g) => (company === "haustechnik" ? g === "admin" || g === "accountant" : g === "clerk")),
  );
}

/** The history of one demo company, relative to `now`. */
export function demoHistory(company: DemoCompanyKey, now: Date = new Date()): DemoHistory {
  const random = generator(company === "haustechnik" ? 4711 : 815);
  const today = germanToday(now);
  const invoices: HistoryInvoice[] = [];
  const between = (min: number, max: number) => min + random() * (max - min);
  const settle = (inv: Omit<HistoryInvoice, "paidDate" | "approved" | "importDay">): HistoryInvoice => {
    const importDay = addDays(inv.invoiceDate, 1 + Math.floor(random() * 3));
    const overdueDays = (Date.parse(today) - Date.parse(inv.dueDate)) / 86_400_000;
    // Most invoices are paid around their due date; a few stay open past it.
    const paid = overdueDays > 0 ? random() < 0.93 : overdueDays > -5 && random() < 0.3;
    const paidDate = paid ? addDays(inv.dueDate, -Math.floor(random() * 6)) : null;
    const approved = inv.direction === "OUTGOING" || (Date.parse(today) - Date.parse(importDay)) / 86_400_000 > 10;
    return { ...inv, importDay, paidDate: paidDate && paidDate <= today ? paidDate : null, approved };
  };

  const sequences = new Map<string, number>();
  const nextNumber = (prefix: string, start: number) => {
    const n = (sequences.get(prefix) ?? start) + 1 + Math.floor(random() * 7);
    sequences.set(prefix, n);
    return n;
  };

  const vendors = vendorsOf(company);
  // Twelve months back, up to three weeks ago (the newest invoices are the demo e-invoices).
  for (let monthsAgo = 12; monthsAgo >= 1; monthsAgo -= 1) {
    const anchor = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
    anchor.setUTCMonth(anchor.getUTCMonth() - monthsAgo);
    const month = anchor.toISOString().slice(0, 7);
    const year = month.slice(0, 4);
    for (const key of vendors) {
      const r = RECURRING[key];
      if (r) {
        const invoiceDate = `${month}-${String(r.day).padStart(2, "0")}`;
        if (addDays(invoiceDate, 21) > today) continue;
        invoices.push(
          settle({
            direction: "INCOMING",
            partnerKey: key,
            number: `${key === "telekom" ? "RG" : key === "leasing" ? "LR-" : "R"}${year}${month.slice(5)}-${nextNumber(key, 30000)}`,
            orderNumber: null,
            invoiceDate,
            dueDate: addDays(invoiceDate, r.dueAfter),
            discountUntil: null,
            discountPercent: null,
            net: cents(r.net * between(0.97, 1.06)),
            vatRate: r.vat,
            creditMemo: false,
          }),
        );
      }
      const s = SPORADIC[key];
      if (s) {
        const count = Math.floor(s.perMonth + random());
        for (let i = 0; i < count; i += 1) {
          const invoiceDate = `${month}-${String(1 + Math.floor(random() * 27)).padStart(2, "0")}`;
          if (addDays(invoiceDate, 21) > today) continue;
          const skonto = random() < 0.5;
          invoices.push(
            settle({
              direction: "INCOMING",
              partnerKey: key,
              number: `RE-${year}-${nextNumber(key, 100000)}`,
              orderNumber:
                random() < 0.4 ? `B-${year}-${String(Math.floor(random() * 900) + 100).padStart(4, "0")}` : null,
              invoiceDate,
              dueDate: addDays(invoiceDate, 30),
              discountUntil: skonto ? addDays(invoiceDate, 10) : null,
              discountPercent: skonto ? "2.00" : null,
              net: cents(Math.exp(between(Math.log(s.min), Math.log(s.max)))),
              vatRate: s.vat,
              creditMemo: false,
            }),
          );
        }
      }
    }
    if (company === "haustechnik") {
      const count = 1 + Math.floor(random() * 2);
      for (let i = 0; i < count; i += 1) {
        const invoiceDate = `${month}-${String(1 + Math.floor(random() * 27)).padStart(2, "0")}`;
        if (addDays(invoiceDate, 21) > today) continue;
        const customer = Math.floor(random() * CUSTOMERS.length);
        invoices.push(
          settle({
            direction: "OUTGOING",
            partnerKey: `customer${customer}`,
            number: `MH-${year}-${String(nextNumber("own", 1000)).padStart(4, "0")}`,
            orderNumber: null,
            invoiceDate,
            dueDate: addDays(invoiceDate, 14),
            discountUntil: null,
            discountPercent: null,
            net: cents(Math.exp(between(Math.log(650), Math.log(14000)))),
            vatRate: 19,
            creditMemo: false,
          }),
        );
      }
    }
  }
  // A credit memo for a returned delivery and one invoice that was imported twice.
  const firstSporadic = invoices.find((i) => i.direction === "INCOMING" && SPORADIC[i.partnerKey as "sanitaer"]);
  if (firstSporadic) {
    invoices.push({
      ...firstSporadic,
      number: `GS-${firstSporadic.number.slice(3)}`,
      invoiceDate: addDays(firstSporadic.invoiceDate, 12),
      importDay: addDays(firstSporadic.importDay, 12),
      dueDate: addDays(firstSporadic.invoiceDate, 26),
      discountUntil: null,
      discountPercent: null,
      net: cents(firstSporadic.net * 0.25),
      creditMemo: true,
    });
  }
  const recurring = invoices.filter((i) => RECURRING[i.partnerKey as "telekom"]);
  const twice = recurring.at(-2);
  if (twice) invoices.push({ ...twice, importDay: addDays(twice.importDay, 2), paidDate: null, approved: false });

  // Müller Haustechnik bills its maintenance contracts at the end of each month: last month's
  // three invoices to the housing co-operative, the property manager and the café (no random
  // draws, so the rest of the history stays as it was).
  if (company === "haustechnik") {
    const anchor = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
    anchor.setUTCMonth(anchor.getUTCMonth() - 1);
    const month = anchor.toISOString().slice(0, 7);
    for (const [i, [customer, day, net]] of (
      [
        [0, 24, 2350],
        [1, 25, 1480],
        [3, 26, 890],
      ] as const
    ).entries()) {
      const invoiceDate = `${month}-${day}`;
      invoices.push({
        direction: "OUTGOING",
        partnerKey: `customer${customer}`,
        number: `WV-${month.replace("-", "")}-${String(i + 1).padStart(2, "0")}`,
        orderNumber: null,
        invoiceDate,
        dueDate: addDays(invoiceDate, 14),
        discountUntil: null,
        discountPercent: null,
        net,
        vatRate: 19,
        creditMemo: false,
        paidDate: null,
        approved: true,
        importDay: invoiceDate,
      });
    }
  }

  const others: HistoryOther[] =
    company === "haustechnik"
      ? [
          {
            type: "CONTRACT",
            title: "Mietvertrag Gewerberäume Kollwitzstraße",
            partnerKey: "vermietung",
            partnerName: null,
            documentDate: addDays(today, -340),
            documentNumber: "MV-2417",
            contractType: "Mietvertrag",
            expiryDate: addDays(today, 1480),
          },
          {
            type: "CONTRACT",
            title: "Leasingvertrag Transporter B-MH 2417",
            partnerKey: "leasing",
            partnerName: null,
            documentDate: addDays(today, -300),
            documentNumber: "88-30412",
            contractType: "Leasingvertrag",
            expiryDate: addDays(today, 795),
          },
          {
            type: "DELIVERY_NOTE",
            title: "Lieferschein Baustelle Kollwitzstraße 41",
            partnerKey: "sanitaer",
            partnerName: null,
            documentDate: addDays(today, -40),
            documentNumber: "LS-77120",
            contractType: null,
            expiryDate: null,
          },
          {
            type: "TAX_NOTICE",
            title: "Bescheid über Umsatzsteuer-Vorauszahlung",
            partnerKey: null,
            partnerName: "Finanzamt Prenzlauer Berg",
            documentDate: addDays(today, -75),
            documentNumber: "31/245/61001",
            contractType: null,
            expiryDate: null,
          },
        ]
      : [
          {
            type: "CONTRACT",
            title: "Energieliefervertrag Gewerbe",
            partnerKey: "energie",
            partnerName: null,
            documentDate: addDays(today, -360),
            documentNumber: "6620417",
            contractType: "Energieliefervertrag",
            expiryDate: addDays(today, 370),
          },
          {
            type: "CORRESPONDENCE",
            title: "Preisanpassung Mehl ab nächstem Quartal",
            partnerKey: "muehle",
            partnerName: null,
            documentDate: addDays(today, -50),
            documentNumber: null,
            contractType: null,
            expiryDate: null,
          },
        ];
  return { invoices, others };
}

interface PartnerData {
  name: string;
  street: string;
  zip: string;
  city: string;
  vatId: string | null;
  iban?: string;
  bic?: string;
}

function partnerData(key: string): PartnerData {
  if (key.startsWith("customer")) return CUSTOMERS[Number(key.slice("customer".length))]!;
  const v: DemoVendor = DEMO_VENDORS[key as keyof typeof DEMO_VENDORS];
  return { ...v, iban: germanIban(v.bankCode, v.accountNumber), bic: v.bic };
}

/**
 * Writes the history of the demo companies inside the caller's transaction (as owner, with the
 * triggers on: list keys, import history entries). Partners are created once per company and
 * carry the VAT id, so capture recognises them for the demo e-invoices. Returns the count.
 */
export async function insertDemoHistory(
  client: pg.PoolClient,
  ids: { companies: Record<DemoCompanyKey, string>; users: Record<"admin" | "accountant" | "clerk", string> },
  now: Date = new Date(),
): Promise<number> {
  let count = 0;
  for (const company of ["haustechnik", "baeckerei"] as const) {
    const companyId = ids.companies[company];
    const importer = company === "haustechnik" ? ids.users.accountant : ids.users.clerk;
    const { rows: cats } = await client.query<{ id: string; document_type: string }>(
      "select id, document_type from app_public.document_categories where client_company_id = $1 order by sort_index, created_at",
      [companyId],
    );
    const categoryOf = (type: string) => cats.find((c) => c.document_type === type)!.id;
    const history = demoHistory(company, now);
    const partnerIds = new Map<string, string>();
    const partnerOf = async (key: string): Promise<string> => {
      const known = partnerIds.get(key);
      if (known) return known;
      const p = partnerData(key);
      const { rows } = await client.query<{ id: string }>(
        "insert into app_public.partner_companies (client_company_id, name) values ($1, $2) returning id",
        [companyId, p.name],
      );
      const id = rows[0]!.id;
      await client.query(
        `insert into app_public.partner_company_locations (client_company_id, partner_company_id, main, street, zip, city, country, vat_id_no)
         values ($1, $2, true, $3, $4, $5, 'DE', $6)`,
        [companyId, id, p.street, p.zip, p.city, p.vatId],
      );
      if (p.iban) {
        await client.query(
          `insert into app_public.partner_company_payment_presets (client_company_id, partner_company_id, iban, bic, currency, "primary")
           values ($1, $2, $3, $4, 'EUR', true)`,
          [companyId, id, p.iban, p.bic],
        );
      }
      partnerIds.set(key, id);
      return id;
    };

    for (const inv of history.invoices) {
      const partnerId = await partnerOf(inv.partnerKey);
      const type = inv.direction === "INCOMING" ? "INCOMING_INVOICE" : "OUTGOING_INVOICE";
      const { rows } = await client.query<{ id: string }>(
        `insert into app_public.documents (client_company_id, category_id, type, state, approved, import_date, imported_by_user_id)
         values ($1, $2, $3, 'REVIEWED', $4, ($5::date + time '08:00' + $6 * interval '1 minute') at time zone 'Europe/Berlin', $7)
         returning id`,
        [companyId, categoryOf(type), type, inv.approved, inv.importDay, count % 480, importer],
      );
      const vat = cents((inv.net * inv.vatRate) / 100);
      const total = cents(inv.net + vat);
      const p = partnerData(inv.partnerKey);
      await client.query(
        `insert into app_public.invoices (document_id, client_company_id, invoice_number, order_number, invoice_date, due_date,
           discount_until, discount_percent, net, vat_amount, total, currency, credit_memo, payment_status, paid_date,
           partner_company_id, iban, bic, extracted_partner_name, extracted_partner_vat_id_no, vat_breakdown)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'EUR', $12, $13::app_public.invoice_payment_status, $14, $15, $16, $17, $18, $19, $20)`,
        [
          rows[0]!.id,
          companyId,
          inv.number,
          inv.orderNumber,
          inv.invoiceDate,
          inv.dueDate,
          inv.discountUntil,
          inv.discountPercent,
          money(inv.net),
          money(vat),
          money(total),
          inv.creditMemo,
          inv.paidDate ? "PAID" : "NOT_PAID",
          inv.paidDate,
          partnerId,
          inv.direction === "INCOMING" ? (p.iban ?? null) : null,
          inv.direction === "INCOMING" ? (p.bic ?? null) : null,
          p.name,
          p.vatId,
          JSON.stringify([
            {
              categoryCode: "S",
              ratePercent: String(inv.vatRate),
              taxableAmount: money(inv.net),
              taxAmount: money(vat),
            },
          ]),
        ],
      );
      count += 1;
    }
    for (const other of history.others) {
      const partnerId = other.partnerKey ? await partnerOf(other.partnerKey) : null;
      const { rows } = await client.query<{ id: string }>(
        `insert into app_public.documents (client_company_id, category_id, type, state, title, import_date, imported_by_user_id)
         values ($1, $2, 'OTHER_DOCUMENT', 'REVIEWED', $3, ($4::date + time '10:15') at time zone 'Europe/Berlin', $5) returning id`,
        [companyId, categoryOf("OTHER_DOCUMENT"), other.title, addDays(other.documentDate, 1), importer],
      );
      await client.query(
        `insert into app_public.other_documents (document_id, client_company_id, type, document_date, document_number,
           contract_type, expiry_date, partner_company_id, partner_name)
         values ($1, $2, $3::app_public.other_document_type, $4, $5, $6, $7, $8, $9)`,
        [
          rows[0]!.id,
          companyId,
          other.type,
          other.documentDate,
          other.documentNumber,
          other.contractType,
          other.expiryDate,
          partnerId,
          other.partnerName,
        ],
      );
      count += 1;
    }
  }
  return count;
}

const text = (t: string) => ({ type: "TEXT", text: t });
const mention = (userRowId: string, name: string) => ({ type: "MENTION", userRowId, text: `@${name}` });

/**
 * Collaboration on the demo history of Müller Haustechnik, so the list's workflow view and the
 * presets "assigned to me", "my workflow steps" and "comments mentioning me" show something:
 * an invoice workflow (check → approval by the managing director → payment and booking), the
 * newest incoming invoices waiting in it with open approval requests for Thomas Müller, older
 * ones approved, one rejected duplicate, and comment threads with mentions. Bäckerei Schneider
 * gets one mention of its tax advisor. Runs after insertDemoHistory, in the same transaction.
 */
export async function insertDemoCollaboration(
  client: pg.PoolClient,
  ids: { companies: Record<DemoCompanyKey, string>; users: Record<"admin" | "accountant" | "clerk", string> },
): Promise<void> {
  const company = ids.companies.haustechnik;
  const { admin, accountant, clerk } = ids.users;
  const one = async (sql: string, params: unknown[]) => (await client.query<{ id: string }>(sql, params)).rows[0]!.id;

  const workflow = await one(
    "insert into app_public.document_workflows (client_company_id, name) values ($1, 'Eingangsrechnungen') returning id",
    [company],
  );
  const step = async (index: number, name: string, user: string, options: { protected?: boolean } = {}) => {
    const id = await one(
      `insert into app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, name, protected, review_details_mandatory)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [company, workflow, index, name, options.protected ?? false, index === 1],
    );
    await client.query(
      "insert into app_public.document_workflow_step_users (client_company_id, step_id, user_id) values ($1, $2, $3)",
      [company, id, user],
    );
    return id;
  };
  const check = await step(1, "Sachliche Prüfung", accountant);
  const approval = await step(2, "Freigabe Geschäftsführung", admin, { protected: true });
  const booking = await step(3, "Zahlung und Buchung", accountant);

  // The company's incoming history invoices, newest import first.
  const { rows: incoming } = await client.query<{ id: string; duplicate: boolean }>(
    `select id, list_duplicate as duplicate from app_public.documents
      where client_company_id = $1 and type = 'INCOMING_INVOICE' and source_file_id is null
      order by import_date desc, id`,
    [company],
  );
  const duplicates = incoming.filter((d) => d.duplicate);
  const regular = incoming.filter((d) => !d.duplicate);
  const moveTo = (documentId: string, stepId: string) =>
    client.query("update app_public.documents set workflow_step_id = $2 where id = $1", [documentId, stepId]);
  // An invoice still being checked or waiting for approval is not paid yet.
  const unpaid = (documentId: string) =>
    client.query(
      "update app_public.invoices set payment_status = 'NOT_PAID', paid_date = null where document_id = $1",
      [documentId],
    );
  const request = (documentId: string, state: "OPEN" | "APPROVED" | "REJECTED", message: string | null) =>
    client.query(
      `insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id, message, state)
       values ($1, $2, $3, $4, $5, $6::app_public.approval_request_state)`,
      [company, documentId, accountant, admin, message, state],
    );
  // Waiting for the managing director's approval.
  for (const doc of regular.slice(0, 4)) {
    await moveTo(doc.id, approval);
    await unpaid(doc.id);
    await request(doc.id, "OPEN", "Sachlich und rechnerisch geprüft, bitte freigeben.");
  }
  // Still being checked.
  for (const doc of regular.slice(4, 7)) {
    await moveTo(doc.id, check);
    await unpaid(doc.id);
    await client.query("update app_public.documents set approved = false where id = $1", [doc.id]);
  }
  // Approved, now with the accountant for payment and booking.
  for (const doc of regular.slice(7, 15)) {
    await moveTo(doc.id, booking);
    await request(doc.id, "APPROVED", null);
  }
  // The invoice that arrived twice: its second copy was rejected.
  const secondCopy = duplicates[0];
  if (secondCopy)
    await request(secondCopy.id, "REJECTED", "Doppelt eingegangen – bereits unter der ersten Rechnung gebucht.");

  const comment = async (
    companyId: string,
    documentId: string,
    by: string,
    parts: Record<string, string>[],
    replyTo: string | null = null,
  ) =>
    one(
      `insert into app_public.comments (client_company_id, document_id, reply_to_id, commented_by_user_id, text_message, message_parts)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [companyId, documentId, replyTo, by, parts.map((p) => p.text).join(""), JSON.stringify(parts)],
    );
  const [first, second] = regular;
  if (first) {
    const question = await comment(company, first.id, accountant, [
      mention(admin, "Thomas Müller"),
      text(
        " Lieferung ist vollständig und mit dem Lieferschein abgeglichen. Bitte freigeben, Skonto läuft in 5 Tagen ab.",
      ),
    ]);
    await comment(company, first.id, admin, [text("Danke, schaue ich mir heute Abend an.")], question);
  }
  if (second) {
    await comment(company, second.id, admin, [
      mention(accountant, "Dr. Julia Hoffmann"),
      text(" Können wir die Positionen auf die Baustelle Kollwitzstraße buchen?"),
    ]);
  }
  const regularOlder = regular[9];
  if (regularOlder) {
    await comment(company, regularOlder.id, accountant, [text("Zahlung per Sammelüberweisung am Freitag vorgesehen.")]);
  }

  // The external demo user (Marco Ricci, an outside expert) has one invoice shared with him.
  if (second) {
    await client.query(
      `insert into app_public.document_shares (client_company_id, document_id, user_id, shared_by_user_id)
       select $1, $2, u.id, $3 from app_public.users u where u.email = 'external@demo.test'`,
      [company, second.id, admin],
    );
  }

  const bakery = ids.companies.baeckerei;
  const { rows: bakeryDocs } = await client.query<{ id: string }>(
    `select id from app_public.documents
      where client_company_id = $1 and type = 'INCOMING_INVOICE' and source_file_id is null
      order by import_date desc, id limit 1`,
    [bakery],
  );
  if (bakeryDocs[0]) {
    await comment(bakery, bakeryDocs[0].id, clerk, [
      mention(accountant, "Dr. Julia Hoffmann"),
      text(" Die Mehlpreise sind gestiegen – passt die Buchung auf Wareneingang 7 %?"),
    ]);
  }
}
