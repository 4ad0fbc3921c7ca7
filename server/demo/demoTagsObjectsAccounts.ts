/**
 * Tags, partner accounts, real-estate objects and more booked invoices for the demo companies,
 * so that the documents list's tag, object and completeness filters, the ledger-account sort and
 * the accounting-export preset find something on the demo data:
 *
 * - partner accounts in SKR03 style (Kreditoren from 70001, Debitoren from 10001, collective
 *   accounts 70000/10000, one disabled), booked on every invoice but the four newest;
 * - a handful of tags on documents of both companies;
 * - Müller Haustechnik works for a housing co-operative and a property manager: the REAL_ESTATE
 *   feature is on there, with three objects (tenants and owners) and the newest invoices of
 *   their sites and customers booked to them, one split over two objects;
 * - accounting items on most approved invoices of the last four months, so several invoices
 *   are complete and ready for the booking export, while others still lack something;
 * - Müller Haustechnik keeps its customer queries and supplier complaints in HubSpot: two
 *   invoices carry a CRM ticket (one open, one settled), linked by Thomas Müller.
 *
 * Runs inside the caller's transaction, as the owner, after insertDemoAccounting.
 */
import type pg from "pg";
import { germanIban } from "./demoDocuments.ts";

type CompanyKey = "haustechnik" | "baeckerei";
type Ids = { companies: Record<CompanyKey, string> & Record<string, string>; users: { admin: string } };

export interface DemoTagsObjectsAccounts {
  partnerAccounts: number;
  invoicesWithAccount: number;
  tags: number;
  realEstateObjects: number;
  bookedInvoices: number;
  crmTickets: number;
}

const TAGS: Record<CompanyKey, [tag: string, documents: string][]> = {
  haustechnik: [
    ["Baustelle Kollwitzstraße 41", "Brandt Sanitär"],
    ["Fuhrpark", "Havelland Fahrzeugleasing"],
    ["Wartungsvertrag", "Hausverwaltung Schönhauser"],
    ["Rückfrage Steuerberater", "Elektrogroßhandel Weiß"],
    ["Gewährleistung", "Wohnungsbaugenossenschaft"],
  ],
  baeckerei: [
    ["Filiale Eppendorf", "Elbwerk Energie"],
    ["Catering", "Mühle Harms"],
    ["Rückfrage Steuerberater", "Papier & Büro"],
  ],
};

interface DemoObject {
  title: string;
  type: "HOMEOWNERS_ASSOCIATION" | "RENTAL" | "COMMERCIAL";
  number: string;
  accountingArea: string;
  userAccount: string;
  address: string;
  alternativeAddresses: string[];
  zip: string;
  iban: string;
  bic: string;
  note: string | null;
  /** Partner (name prefix) whose invoices are booked to the object. */
  partner: string;
  tenantOwners: [number: string, unit: string, owner: string][];
}

// prettier-ignore
const OBJECTS: DemoObject[] = [
  {
    title: "WEG Kollwitzstraße 41", type: "HOMEOWNERS_ASSOCIATION", number: "1041", accountingArea: "01", userAccount: "weg-kollwitz41",
    address: "Kollwitzstraße 41", alternativeAddresses: ["Kollwitzstraße 41 (Hinterhaus)"], zip: "10405",
    iban: germanIban("10050000", "0190417123"), bic: "BELADEBEXXX", note: "Strangsanierung 2. Bauabschnitt, Abrechnung über die WEG-Verwaltung.",
    partner: "Brandt Sanitär",
    tenantOwners: [["E-001", "WE 01", "Aylin und Murat Yılmaz"], ["E-002", "WE 02", "Dr. Friederike Lang"], ["E-003", "WE 03", "Grundbesitz Kollwitz GbR"]],
  },
  {
    title: "Wohnanlage Greifswalder Straße 112", type: "RENTAL", number: "2112", accountingArea: "02", userAccount: "wbg-greifswalder",
    address: "Greifswalder Straße 112", alternativeAddresses: ["Greifswalder Straße 112a", "Greifswalder Straße 112b"], zip: "10405",
    iban: germanIban("10090000", "2381745500"), bic: "BEVODEBBXXX", note: null,
    partner: "Wohnungsbaugenossenschaft",
    tenantOwners: [["M-1101", "1.OG links", "Jana Becker"], ["M-1102", "1.OG rechts", "Tobias und Lea Wagner"], ["M-1201", "2.OG links", "Sabine Krüger"], ["M-1202", "2.OG rechts", "Konstantin Petrov"]],
  },
  {
    title: "Geschäftshaus Schönhauser Allee 76", type: "COMMERCIAL", number: "3076", accountingArea: "03", userAccount: "hv-schoenhauser76",
    address: "Schönhauser Allee 76", alternativeAddresses: ["Kastanienallee 2"], zip: "10439",
    iban: germanIban("12030000", "1077640012"), bic: "BYLADEM1001", note: "Gewerbeeinheiten im EG, Büros in den Obergeschossen.",
    partner: "Hausverwaltung Schönhauser",
    tenantOwners: [["G-01", "EG Laden 1", "Café Kollwitz UG (haftungsbeschränkt)"], ["G-02", "1.OG", "Praxis Dr. med. Katrin Lorenz"]],
  },
];

/** What an unbooked approved invoice of a partner is booked to: ledger account and tax key, in
 * the chart of the partner's company (SKR03 for Müller Haustechnik, SKR04 for the bakery). */
const BOOKINGS: [partner: string, title: string, account: string, vatCode: string, percentage: string][] = [
  ["Brandt Sanitär", "Sanitärmaterial", "3400", "9", "19"],
  ["Elektrogroßhandel Weiß", "Elektromaterial", "3400", "9", "19"],
  ["Havelland Fahrzeugleasing", "Leasingrate Transporter", "4500", "9", "19"],
  ["Spreenetz", "Telefon und Internet", "4920", "9", "19"],
  ["Kaiser Baumaschinen", "Miete Baumaschinen", "4210", "9", "19"],
  ["Papier & Büro", "Büromaterial", "4930", "9", "19"],
  ["Mühle Harms", "Mehl und Backzutaten", "5300", "8", "7"],
  ["Elbwerk Energie", "Strom", "6325", "9", "19"],
];

export async function insertDemoTagsObjectsAccounts(client: pg.PoolClient, ids: Ids): Promise<DemoTagsObjectsAccounts> {
  const result: DemoTagsObjectsAccounts = {
    partnerAccounts: 0,
    invoicesWithAccount: 0,
    tags: 0,
    realEstateObjects: 0,
    bookedInvoices: 0,
    crmTickets: 0,
  };
  for (const key of ["haustechnik", "baeckerei"] as const) {
    const companyId = ids.companies[key];
    result.partnerAccounts += await insertPartnerAccounts(client, companyId, key);
    result.invoicesWithAccount += await assignPartnerAccounts(client, companyId);
    result.bookedInvoices += await bookRecentInvoices(client, companyId);
    result.tags += await insertTags(client, companyId, TAGS[key]);
  }
  result.realEstateObjects = await insertRealEstateObjects(client, ids.companies.haustechnik);
  result.crmTickets = await insertCrmTickets(client, ids.companies.haustechnik, ids.users.admin);
  return result;
}

/** CRM tickets (partner name prefix, direction, system, number, subject, link, status) on the
 * newest invoice of each partner, linked as Thomas Müller so the history names him. */
// prettier-ignore
const CRM_TICKETS: [partner: string, type: string, number: string, subject: string, status: "OPEN" | "CLOSED"][] = [
  ["Wohnungsbaugenossenschaft", "OUTGOING_INVOICE", "48213", "Rückfrage zur Abrechnung der Wartung: Anfahrtspauschale doppelt?", "OPEN"],
  ["Brandt Sanitär", "INCOMING_INVOICE", "47980", "Reklamation: zwei Eckventile beschädigt geliefert, Gutschrift zugesagt", "CLOSED"],
];

async function insertCrmTickets(client: pg.PoolClient, companyId: string, userId: string): Promise<number> {
  let linked = 0;
  await client.query("select set_config('app.user_id', $1, true)", [userId]);
  for (const [partner, type, number, subject, status] of CRM_TICKETS) {
    const { rowCount } = await client.query(
      `insert into app_public.invoice_crm_tickets (client_company_id, document_id, system, ticket_number, subject, url, status, created_by_user_id)
       select $1, d.id, 'HubSpot', '#' || $4, $5, 'https://app.hubspot.com/contacts/4711/ticket/' || $4, $6::app_public.crm_ticket_status, $7
       from app_public.documents d
       join app_public.partner_companies p on p.id = d.list_partner_company_id
       where d.client_company_id = $1 and d.type::text = $3 and p.name like $2 and not d.archived and not d.superseded
       order by d.list_date desc, d.id limit 1`,
      [companyId, `${partner}%`, type, number, subject, status, userId],
    );
    linked += rowCount ?? 0;
  }
  await client.query("select set_config('app.user_id', '', true)");
  return linked;
}

/** A creditor for every vendor and a debtor for every client, by name; collective accounts; one
 * disabled account (the vendor's old account, replaced when its bookkeeping was merged). */
async function insertPartnerAccounts(client: pg.PoolClient, companyId: string, key: CompanyKey): Promise<number> {
  const { rows: partners } = await client.query<{ id: string; name: string; is_client: boolean }>(
    `select p.id, p.name, exists (select 1 from app_public.invoices i join app_public.documents d on d.id = i.document_id
                                  where i.partner_company_id = p.id and d.type = 'OUTGOING_INVOICE') as is_client
     from app_public.partner_companies p where p.client_company_id = $1 order by p.name, p.id`,
    [companyId],
  );
  const accounts: [
    number: string,
    type: "CREDITOR" | "DEBTOR",
    partner: string | null,
    description: string,
    disabled: boolean,
  ][] = [
    ["70000", "CREDITOR", null, "Diverse Kreditoren", false],
    ["10000", "DEBTOR", null, "Diverse Debitoren", false],
  ];
  let creditor = 70001;
  let debtor = 10001;
  for (const p of partners) {
    const number = p.is_client ? debtor++ : creditor++;
    accounts.push([String(number), p.is_client ? "DEBTOR" : "CREDITOR", p.id, p.name.slice(0, 200), false]);
  }
  const brandt = partners.find((p) => p.name.startsWith("Brandt Sanitär"));
  if (key === "haustechnik" && brandt)
    accounts.push(["70099", "CREDITOR", brandt.id, "Brandt Sanitär (altes Konto bis 2024)", true]);
  for (const [number, type, partner, description, disabled] of accounts) {
    await client.query(
      `insert into app_public.partner_accounts (client_company_id, number, type, partner_company_id, description, disabled_at)
       values ($1, $2, $3::app_public.partner_account_type, $4, $5, case when $6 then now() - interval '300 days' end)`,
      [companyId, number, type, partner, description, disabled],
    );
  }
  return accounts.length;
}

/** Every invoice is booked against its partner's account except the four newest incoming ones,
 * which are still waiting for it (the list's "missing partner account" finds them). */
async function assignPartnerAccounts(client: pg.PoolClient, companyId: string): Promise<number> {
  const { rowCount } = await client.query(
    `update app_public.invoices i set partner_account_id = a.id
     from app_public.documents d, app_public.partner_accounts a
     where d.id = i.document_id and i.client_company_id = $1 and a.client_company_id = i.client_company_id
       and a.partner_company_id = i.partner_company_id and a.disabled_at is null
       and a.type = case when d.type = 'INCOMING_INVOICE' then 'CREDITOR' else 'DEBTOR' end::app_public.partner_account_type
       and i.document_id not in (select n.document_id from app_public.invoices n
                                 join app_public.documents nd on nd.id = n.document_id and nd.type = 'INCOMING_INVOICE'
                                 where n.client_company_id = $1
                                 order by n.invoice_date desc nulls first, n.document_id limit 4)`,
    [companyId],
  );
  return rowCount ?? 0;
}

/** Approved invoices of the last four months without accounting items get one booking the total
 * (net with the tax key where net and tax add up to the total, else gross); every fourth of the
 * months before is left for the accountant, while the last two calendar months are booked in
 * full (one was exported, the other is ready for the booking export). Outgoing invoices go to
 * revenue 8400 with output tax. */
async function bookRecentInvoices(client: pg.PoolClient, companyId: string): Promise<number> {
  const { rows } = await client.query<{
    document_id: string;
    type: string;
    partner: string;
    total: string;
    net: string | null;
    rate: string;
    exact: boolean;
    n: number;
    last_months: boolean;
  }>(
    `select i.document_id, d.type, p.name as partner, i.total::text, i.net::text,
            coalesce(i.vat_breakdown -> 0 ->> 'ratePercent', '19') as rate,
            i.net is not null and round(i.net * (100 + coalesce((i.vat_breakdown -> 0 ->> 'ratePercent')::numeric, 19)) / 100, 2) = i.total as exact,
            (row_number() over (order by i.invoice_date, i.document_id))::int as n,
            i.invoice_date >= (date_trunc('month', (now() at time zone 'Europe/Berlin')::date) - interval '2 months')::date
              and i.invoice_date < date_trunc('month', (now() at time zone 'Europe/Berlin')::date)::date as last_months
     from app_public.invoices i
     join app_public.documents d on d.id = i.document_id
     join app_public.partner_companies p on p.id = i.partner_company_id
     where i.client_company_id = $1 and d.approved and not i.credit_memo and i.total is not null
       and i.invoice_date >= current_date - 120
       and not exists (select 1 from app_public.accounting_items ai where ai.client_company_id = i.client_company_id and ai.document_id = i.document_id)
     order by i.invoice_date, i.document_id`,
    [companyId],
  );
  let booked = 0;
  for (const inv of rows) {
    if (inv.n % 4 === 0 && !inv.last_months) continue;
    const outgoing = inv.type === "OUTGOING_INVOICE";
    const booking = outgoing
      ? (["", "Handwerkerleistung", "8400", "3", "19"] as const)
      : BOOKINGS.find(([partner]) => inv.partner.startsWith(partner));
    if (!booking) continue;
    const [, title, account, vatCode, percentage] = booking;
    const net = inv.exact && inv.rate === percentage;
    await client.query(
      `insert into app_public.accounting_items (client_company_id, document_id, sort_index, title, booking_type, amount, amount_type,
         general_ledger_account_id, value_added_tax_id, value_added_tax_percentage)
       values ($1, $2, 1, $3, $4::app_public.booking_type, $5, $6::app_public.accounting_amount_type,
         (select id from app_public.general_ledger_accounts where client_company_id = $1 and number = $7),
         (select id from app_public.value_added_taxes where client_company_id = $1 and code = $8), $9)`,
      [
        companyId,
        inv.document_id,
        title,
        outgoing ? "CREDIT" : "DEBIT",
        net ? inv.net : inv.total,
        net ? "NET" : "GROSS",
        account,
        vatCode,
        percentage,
      ],
    );
    booked += 1;
  }
  return booked;
}

/** The tags, and on each the documents of one partner (name prefix), the newest ten at most. */
async function insertTags(client: pg.PoolClient, companyId: string, tags: [string, string][]): Promise<number> {
  for (const [tag, partner] of tags) {
    const { rows } = await client.query<{ id: string }>(
      "insert into app_public.client_company_tags (client_company_id, tag) values ($1, $2) returning id",
      [companyId, tag],
    );
    await client.query(
      `insert into app_public.document_tags (client_company_id, document_id, client_company_tag_id)
       select $1, d.id, $2 from app_public.documents d
       join app_public.partner_companies p on p.id = d.list_partner_company_id
       where d.client_company_id = $1 and p.name like $3 and not d.archived
       order by d.list_date desc, d.id limit 10`,
      [companyId, rows[0]!.id, `${partner}%`],
    );
  }
  return tags.length;
}

/** Switches REAL_ESTATE on and writes the objects with their tenants and owners; each object
 * gets the newest six invoices of its partner, and the newest invoice of the
 * property manager is split between its building and the WEG. */
async function insertRealEstateObjects(client: pg.PoolClient, companyId: string): Promise<number> {
  await client.query(
    `insert into app_public.client_company_features (client_company_id, feature_id)
     select $1, id from app_public.features where name = 'REAL_ESTATE'`,
    [companyId],
  );
  const objectIds: string[] = [];
  for (const o of OBJECTS) {
    const { rows } = await client.query<{ id: string }>(
      `insert into app_public.real_estate_objects (client_company_id, title, type, number, accounting_area, user_account, address,
         alternative_addresses, zip, city, country, iban, bic, note)
       values ($1, $2, $3::app_public.real_estate_object_type, $4, $5, $6, $7, $8, $9, 'Berlin', 'DE', $10, $11, $12) returning id`,
      [
        companyId,
        o.title,
        o.type,
        o.number,
        o.accountingArea,
        o.userAccount,
        o.address,
        o.alternativeAddresses,
        o.zip,
        o.iban,
        o.bic,
        o.note,
      ],
    );
    const objectId = rows[0]!.id;
    objectIds.push(objectId);
    for (const [number, unit, owner] of o.tenantOwners) {
      await client.query(
        `insert into app_public.real_estate_object_tenant_owners (client_company_id, real_estate_object_id, tenant_owner_no, unit_no, owner)
         values ($1, $2, $3, $4, $5)`,
        [companyId, objectId, number, unit, owner],
      );
    }
    await client.query(
      `insert into app_public.document_real_estate_object_instances (client_company_id, document_id, real_estate_object_id)
       select $1, i.document_id, $2 from app_public.invoices i
       join app_public.partner_companies p on p.id = i.partner_company_id
       where i.client_company_id = $1 and p.name like $3
       order by i.invoice_date desc, i.document_id limit 6`,
      [companyId, objectId, `${o.partner}%`],
    );
  }
  // The site work of the last two calendar months is booked to its building too, so those
  // months' invoices from the sites are complete: the WEG's pipe renovation took material,
  // electrics and machine rental; the shop and the practice are tenants of the commercial building.
  for (const [prefixes, objectIndex] of [
    [["Brandt Sanitär%", "Elektrogroßhandel Weiß%", "Kaiser Baumaschinen%"], 0],
    [["Wohnungsbaugenossenschaft%"], 1],
    [["Hausverwaltung Schönhauser%", "Praxis Dr. med.%", "Café Kollwitz%"], 2],
  ] as const) {
    await client.query(
      `insert into app_public.document_real_estate_object_instances (client_company_id, document_id, real_estate_object_id)
       select $1, i.document_id, $2 from app_public.invoices i
       join app_public.partner_companies p on p.id = i.partner_company_id
       where i.client_company_id = $1 and p.name like any ($3::text[])
         and i.invoice_date >= (date_trunc('month', (now() at time zone 'Europe/Berlin')::date) - interval '2 months')::date
         and i.invoice_date < date_trunc('month', (now() at time zone 'Europe/Berlin')::date)::date
         and not exists (select 1 from app_public.document_real_estate_object_instances x
                         where x.client_company_id = i.client_company_id and x.document_id = i.document_id)`,
      [companyId, objectIds[objectIndex]!, prefixes],
    );
  }
  // The property manager's newest invoice: 70 % its building, 30 % the WEG it also manages.
  const { rows: split } = await client.query<{ document_id: string; total: string }>(
    `select i.document_id, i.total::text from app_public.invoices i
     join app_public.partner_companies p on p.id = i.partner_company_id
     where i.client_company_id = $1 and p.name like 'Hausverwaltung Schönhauser%' and i.total > 0
     order by i.invoice_date desc, i.document_id limit 1`,
    [companyId],
  );
  if (split[0]) {
    const cents = Math.round(Number(split[0].total) * 100);
    const building = Math.round(cents * 0.7);
    await client.query(
      "delete from app_public.document_real_estate_object_instances where client_company_id = $1 and document_id = $2",
      [companyId, split[0].document_id],
    );
    for (const [objectId, amount] of [
      [objectIds[2]!, building],
      [objectIds[0]!, cents - building],
    ] as const) {
      await client.query(
        `insert into app_public.document_real_estate_object_instances (client_company_id, document_id, real_estate_object_id, amount)
         values ($1, $2, $3, $4)`,
        [companyId, split[0].document_id, objectId, (amount / 100).toFixed(2)],
      );
    }
  }
  return OBJECTS.length;
}
