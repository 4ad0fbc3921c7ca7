/**
 * The demo companies' accounting settings and a few booked invoices, so the accounting tab has
 * something real to show: an excerpt of DATEV's SKR03 chart of accounts (what a small trade
 * business books on), DATEV's VAT keys (BU-Schlüssel), cost centres and cost units, and
 * accounting items on some of the past year's invoices — most balance the invoice total, one
 * forgot its input tax and leaves the VAT open.
 */
import type pg from "pg";

type Category = "ASSET" | "LIABILITY" | "EQUITY" | "TAX" | "REVENUE" | "EXPENSE";

/** SKR03 (DATEV Standardkontenrahmen 03), accounts a small trade or craft business uses. 1400
 * and 1600 are the collective accounts of receivables and payables: the personal accounts
 * (Debitoren 10000–69999, Kreditoren 70000–99999) post into them. */
// prettier-ignore
export const SKR03_EXCERPT: readonly [number: string, name: string, category: Category][] = [
  ["0320", "Pkw", "ASSET"],
  ["0420", "Büroeinrichtung", "ASSET"],
  ["0480", "Geringwertige Wirtschaftsgüter", "ASSET"],
  ["1000", "Kasse", "ASSET"],
  ["1200", "Bank", "ASSET"],
  ["1360", "Geldtransit", "ASSET"],
  ["1400", "Forderungen aus Lieferungen und Leistungen", "ASSET"],
  ["1590", "Durchlaufende Posten", "ASSET"],
  ["1571", "Abziehbare Vorsteuer 7 %", "TAX"],
  ["1576", "Abziehbare Vorsteuer 19 %", "TAX"],
  ["1771", "Umsatzsteuer 7 %", "TAX"],
  ["1776", "Umsatzsteuer 19 %", "TAX"],
  ["1780", "Umsatzsteuer-Vorauszahlungen", "TAX"],
  ["1600", "Verbindlichkeiten aus Lieferungen und Leistungen", "LIABILITY"],
  ["1740", "Verbindlichkeiten aus Lohn und Gehalt", "LIABILITY"],
  ["1741", "Verbindlichkeiten aus Lohn- und Kirchensteuer", "LIABILITY"],
  ["1800", "Privatentnahmen allgemein", "EQUITY"],
  ["1890", "Privateinlagen", "EQUITY"],
  ["2100", "Zinsen und ähnliche Aufwendungen", "EXPENSE"],
  ["2650", "Sonstige Zinsen und ähnliche Erträge", "REVENUE"],
  ["3100", "Fremdleistungen", "EXPENSE"],
  ["3300", "Wareneingang 7 % Vorsteuer", "EXPENSE"],
  ["3400", "Wareneingang 19 % Vorsteuer", "EXPENSE"],
  ["3736", "Erhaltene Skonti 19 % Vorsteuer", "EXPENSE"],
  ["4100", "Löhne und Gehälter", "EXPENSE"],
  ["4110", "Löhne", "EXPENSE"],
  ["4120", "Gehälter", "EXPENSE"],
  ["4130", "Gesetzliche soziale Aufwendungen", "EXPENSE"],
  ["4210", "Miete (unbewegliche Wirtschaftsgüter)", "EXPENSE"],
  ["4240", "Gas, Strom, Wasser", "EXPENSE"],
  ["4250", "Reinigung", "EXPENSE"],
  ["4260", "Instandhaltung betrieblicher Räume", "EXPENSE"],
  ["4360", "Versicherungen", "EXPENSE"],
  ["4380", "Beiträge", "EXPENSE"],
  ["4500", "Fahrzeugkosten", "EXPENSE"],
  ["4510", "Kfz-Steuer", "EXPENSE"],
  ["4520", "Kfz-Versicherungen", "EXPENSE"],
  ["4530", "Laufende Kfz-Betriebskosten", "EXPENSE"],
  ["4540", "Kfz-Reparaturen", "EXPENSE"],
  ["4600", "Werbekosten", "EXPENSE"],
  ["4650", "Bewirtungskosten", "EXPENSE"],
  ["4660", "Reisekosten Arbeitnehmer", "EXPENSE"],
  ["4670", "Reisekosten Unternehmer", "EXPENSE"],
  ["4806", "Wartungskosten für Hard- und Software", "EXPENSE"],
  ["4830", "Abschreibungen auf Sachanlagen", "EXPENSE"],
  ["4855", "Sofortabschreibung geringwertiger Wirtschaftsgüter", "EXPENSE"],
  ["4910", "Porto", "EXPENSE"],
  ["4920", "Telefon", "EXPENSE"],
  ["4930", "Bürobedarf", "EXPENSE"],
  ["4940", "Zeitschriften, Bücher", "EXPENSE"],
  ["4945", "Fortbildungskosten", "EXPENSE"],
  ["4950", "Rechts- und Beratungskosten", "EXPENSE"],
  ["4955", "Buchführungskosten", "EXPENSE"],
  ["4970", "Nebenkosten des Geldverkehrs", "EXPENSE"],
  ["4980", "Sonstiger Betriebsbedarf", "EXPENSE"],
  ["4985", "Werkzeuge und Kleingeräte", "EXPENSE"],
  ["8120", "Steuerfreie Umsätze § 4 Nr. 1a UStG", "REVENUE"],
  ["8125", "Steuerfreie innergemeinschaftliche Lieferungen § 4 Nr. 1b UStG", "REVENUE"],
  ["8300", "Erlöse 7 % USt", "REVENUE"],
  ["8400", "Erlöse 19 % USt", "REVENUE"],
  ["8736", "Gewährte Skonti 19 % USt", "REVENUE"],
];

/** A demo company sold its car: the account stays for the old bookings, disabled. */
const DISABLED_ACCOUNTS = ["0320"];

type VatType = "INPUT_TAX" | "OUTPUT_TAX" | "TAX_FREE" | "REVERSE_CHARGE";

/** DATEV tax keys (BU-Schlüssel). Keys 2, 3, 8 and 9 also carried the reduced rates of the
 * second half of 2020 (5 % and 16 %); reverse-charge keys are booked on the net amount. */
// prettier-ignore
export const DATEV_VAT_KEYS: readonly { code: string; type: VatType; name: string; shortName: string; net: boolean; percentages: string[] }[] = [
  { code: "1", type: "TAX_FREE", name: "Umsatzsteuerfrei (mit Vorsteuerabzug)", shortName: "steuerfrei", net: false, percentages: ["0"] },
  { code: "2", type: "OUTPUT_TAX", name: "Umsatzsteuer 7 %", shortName: "USt 7 %", net: false, percentages: ["7", "5"] },
  { code: "3", type: "OUTPUT_TAX", name: "Umsatzsteuer 19 %", shortName: "USt 19 %", net: false, percentages: ["19", "16"] },
  { code: "8", type: "INPUT_TAX", name: "Vorsteuer 7 %", shortName: "VSt 7 %", net: false, percentages: ["7", "5"] },
  { code: "9", type: "INPUT_TAX", name: "Vorsteuer 19 %", shortName: "VSt 19 %", net: false, percentages: ["19", "16"] },
  { code: "19", type: "REVERSE_CHARGE", name: "Innergemeinschaftlicher Erwerb 19 % Vorsteuer und 19 % Umsatzsteuer", shortName: "i.g.E. 19 %", net: true, percentages: ["19"] },
  { code: "94", type: "REVERSE_CHARGE", name: "§ 13b UStG 19 % Vorsteuer und 19 % Umsatzsteuer", shortName: "§ 13b 19 %", net: true, percentages: ["19"] },
];

type Ids = {
  companies: Record<"haustechnik" | "baeckerei" | "demoHandel" | "logistik" | "metallbau" | "kanzlei", string>;
};

// prettier-ignore
const COST_CENTERS: Partial<Record<keyof Ids["companies"], [number: string, description: string][]>> = {
  haustechnik: [["100", "Verwaltung"], ["200", "Sanitär"], ["300", "Heizung und Klima"], ["400", "Fuhrpark"]],
  baeckerei: [["10", "Backstube"], ["20", "Filiale Eppendorf"], ["30", "Filiale Winterhude"]],
};
// prettier-ignore
const COST_UNITS: Partial<Record<keyof Ids["companies"], [number: string, description: string, budget: string | null][]>> = {
  baeckerei: [["1001", "Brot und Brötchen", "60000.00"], ["1002", "Feingebäck und Torten", "25000.00"], ["1003", "Catering", null]],
};

/**
 * Inside the caller's transaction, as the owner, after insertDemoHistory: charts of accounts,
 * VAT keys, cost centres and units for every demo company; accounting items on a few invoices
 * of Müller Haustechnik and Bäckerei Schneider. Returns the number of accounting items.
 */
export async function insertDemoAccounting(client: pg.PoolClient, ids: Ids): Promise<number> {
  for (const companyId of Object.values(ids.companies)) {
    await client.query(
      `insert into app_public.general_ledger_accounts (client_company_id, number, name, category, disabled_at)
       select $1, a.number, a.name, a.category::app_public.general_ledger_account_category,
              case when a.number = any ($5::text[]) then now() - interval '200 days' end
       from unnest($2::text[], $3::text[], $4::text[]) as a(number, name, category)`,
      [
        companyId,
        SKR03_EXCERPT.map((a) => a[0]),
        SKR03_EXCERPT.map((a) => a[1]),
        SKR03_EXCERPT.map((a) => a[2]),
        DISABLED_ACCOUNTS,
      ],
    );
    for (const v of DATEV_VAT_KEYS) {
      await client.query(
        `insert into app_public.value_added_taxes (client_company_id, type, name, short_name, amount_type_must_be_net, code, percentages)
         values ($1, $2::app_public.value_added_tax_type, $3, $4, $5, $6, $7::numeric[])`,
        [companyId, v.type, v.name, v.shortName, v.net, v.code, v.percentages],
      );
    }
  }
  for (const [key, centers] of Object.entries(COST_CENTERS)) {
    // One after another, so "by creation" is the order written here.
    for (const [i, [number, description]] of centers.entries()) {
      await client.query(
        `insert into app_public.cost_centers (client_company_id, number, description, created_at)
         values ($1, $2, $3, now() - interval '400 days' + $4 * interval '1 minute')`,
        [ids.companies[key as keyof Ids["companies"]], number, description, i],
      );
    }
  }
  for (const [key, units] of Object.entries(COST_UNITS)) {
    for (const [i, [number, description, budget]] of units.entries()) {
      await client.query(
        `insert into app_public.cost_units (client_company_id, number, description, budget, created_at)
         values ($1, $2, $3, $4, now() - interval '400 days' + $5 * interval '1 minute')`,
        [ids.companies[key as keyof Ids["companies"]], number, description, budget, i],
      );
    }
  }
  return (
    (await bookHaustechnik(client, ids.companies.haustechnik)) + (await bookBaeckerei(client, ids.companies.baeckerei))
  );
}

interface DemoItem {
  title: string;
  bookingType: "DEBIT" | "CREDIT";
  /** Null: the invoice total (gross). */
  amount: string | null;
  amountType: "NET" | "GROSS";
  account: string;
  vatCode: string | null;
  percentage: string | null;
  costCenters?: [number: string, share: number][];
  costUnits?: [number: string, share: number][];
}

/** The newest `count` invoices of a partner (name prefix); `exact`: net plus tax, rounded to
 * cents, is the printed total (a net item then books it exactly). */
async function invoicesOf(client: pg.PoolClient, companyId: string, partnerPrefix: string, count: number) {
  const { rows } = await client.query<{ document_id: string; total: string; net: string; exact: boolean }>(
    `select i.document_id, i.total::text, i.net::text,
            round(i.net * (100 + coalesce((i.vat_breakdown -> 0 ->> 'ratePercent')::numeric, 19)) / 100, 2) = i.total as exact
     from app_public.invoices i join app_public.partner_companies p on p.id = i.partner_company_id
     where i.client_company_id = $1 and p.name like $2 and not i.credit_memo and i.total is not null
     order by i.invoice_date desc, i.document_id limit $3`,
    [companyId, `${partnerPrefix}%`, count],
  );
  return rows;
}

/** Writes an invoice's items; a share of a cost centre or unit is a fraction of the item amount,
 * the last one takes the rest so the shares add up to the cent. */
async function book(client: pg.PoolClient, companyId: string, documentId: string, total: string, items: DemoItem[]) {
  for (const [n, item] of items.entries()) {
    const amount = item.amount ?? total;
    const { rows } = await client.query<{ id: string }>(
      `insert into app_public.accounting_items (client_company_id, document_id, sort_index, title, booking_type, amount, amount_type,
         general_ledger_account_id, value_added_tax_id, value_added_tax_percentage)
       values ($1, $2, $3, $4, $5::app_public.booking_type, $6, $7::app_public.accounting_amount_type,
         (select id from app_public.general_ledger_accounts where client_company_id = $1 and number = $8),
         (select id from app_public.value_added_taxes where client_company_id = $1 and code = $9), $10)
       returning id`,
      [
        companyId,
        documentId,
        n + 1,
        item.title,
        item.bookingType,
        amount,
        item.amountType,
        item.account,
        item.vatCode,
        item.percentage,
      ],
    );
    for (const [table, column, shares] of [
      ["accounting_item_cost_centers", "cost_center_id", item.costCenters],
      ["accounting_item_cost_units", "cost_unit_id", item.costUnits],
    ] as const) {
      if (!shares) continue;
      const cents = Math.round(Number(amount) * 100);
      let left = cents;
      for (const [i, [number, share]] of shares.entries()) {
        const part = i === shares.length - 1 ? left : Math.round(cents * share);
        left -= part;
        const target = table === "accounting_item_cost_centers" ? "cost_centers" : "cost_units";
        await client.query(
          `insert into app_public.${table} (client_company_id, accounting_item_id, ${column}, amount)
           values ($1, $2, (select id from app_public.${target} where client_company_id = $1 and number = $3), $4)`,
          [companyId, rows[0]!.id, number, (part / 100).toFixed(2)],
        );
      }
    }
  }
  return items.length;
}

/** Splits a total into two gross amounts (the second takes the rounding rest). */
function split(total: string, share: number): [string, string] {
  const cents = Math.round(Number(total) * 100);
  const first = Math.round(cents * share);
  return [(first / 100).toFixed(2), ((cents - first) / 100).toFixed(2)];
}

async function bookHaustechnik(client: pg.PoolClient, companyId: string): Promise<number> {
  let count = 0;
  // Material for the sites: split between Wareneingang and tools, on two cost centres.
  for (const inv of await invoicesOf(client, companyId, "Brandt Sanitär", 2)) {
    const [material, tools] = split(inv.total, 0.8);
    count += await book(client, companyId, inv.document_id, inv.total, [
      {
        title: "Sanitärmaterial Baustelle",
        bookingType: "DEBIT",
        amount: material,
        amountType: "GROSS",
        account: "3400",
        vatCode: "9",
        percentage: "19",
        costCenters: [
          ["200", 0.7],
          ["300", 0.3],
        ],
      },
      {
        title: "Werkzeug und Kleinteile",
        bookingType: "DEBIT",
        amount: tools,
        amountType: "GROSS",
        account: "4985",
        vatCode: "9",
        percentage: "19",
        costCenters: [["200", 1]],
      },
    ]);
  }
  const [telephone, forgotten] = await invoicesOf(client, companyId, "Spreenetz", 2);
  if (telephone) {
    count += await book(client, companyId, telephone.document_id, telephone.total, [
      {
        title: "Telefon und Internet",
        bookingType: "DEBIT",
        amount: null,
        amountType: "GROSS",
        account: "4920",
        vatCode: "9",
        percentage: "19",
        costCenters: [["100", 1]],
      },
    ]);
  }
  // Booked with the net amount as gross and no tax key: the input tax is still open.
  if (forgotten) {
    count += await book(client, companyId, forgotten.document_id, forgotten.total, [
      {
        title: "Telefon und Internet",
        bookingType: "DEBIT",
        amount: forgotten.net,
        amountType: "GROSS",
        account: "4920",
        vatCode: null,
        percentage: null,
      },
    ]);
  }
  for (const inv of await invoicesOf(client, companyId, "Papier & Büro", 1)) {
    count += await book(client, companyId, inv.document_id, inv.total, [
      {
        title: "Büromaterial",
        bookingType: "DEBIT",
        amount: inv.exact ? inv.net : inv.total,
        amountType: inv.exact ? "NET" : "GROSS",
        account: "4930",
        vatCode: "9",
        percentage: "19",
        costCenters: [["100", 1]],
      },
    ]);
  }
  // Outgoing invoices: revenue on the credit side, net with output tax where that adds up to
  // the printed total (it does unless the invoice rounded its tax differently).
  const { rows: outgoing } = await client.query<{ document_id: string; total: string; net: string; exact: boolean }>(
    `select i.document_id, i.total::text, i.net::text, round(i.net * 1.19, 2) = i.total as exact
     from app_public.invoices i join app_public.documents d on d.id = i.document_id
     where i.client_company_id = $1 and d.type = 'OUTGOING_INVOICE' and not i.credit_memo and i.net is not null
     order by i.invoice_date desc, i.document_id limit 2`,
    [companyId],
  );
  for (const inv of outgoing) {
    count += await book(client, companyId, inv.document_id, inv.total, [
      {
        title: "Sanitärinstallation",
        bookingType: "CREDIT",
        amount: inv.exact ? inv.net : inv.total,
        amountType: inv.exact ? "NET" : "GROSS",
        account: "8400",
        vatCode: "3",
        percentage: "19",
        costCenters: [["200", 1]],
      },
    ]);
  }
  return count;
}

async function bookBaeckerei(client: pg.PoolClient, companyId: string): Promise<number> {
  let count = 0;
  for (const inv of await invoicesOf(client, companyId, "Mühle Harms", 2)) {
    count += await book(client, companyId, inv.document_id, inv.total, [
      {
        title: "Mehl und Backzutaten",
        bookingType: "DEBIT",
        amount: null,
        amountType: "GROSS",
        account: "3300",
        vatCode: "8",
        percentage: "7",
        costCenters: [["10", 1]],
        costUnits: [
          ["1001", 0.6],
          ["1002", 0.4],
        ],
      },
    ]);
  }
  for (const inv of await invoicesOf(client, companyId, "Elbwerk", 1)) {
    const [bakery, shop] = split(inv.total, 0.75);
    count += await book(client, companyId, inv.document_id, inv.total, [
      {
        title: "Strom Backstube",
        bookingType: "DEBIT",
        amount: bakery,
        amountType: "GROSS",
        account: "4240",
        vatCode: "9",
        percentage: "19",
        costCenters: [["10", 1]],
      },
      {
        title: "Strom Filiale Eppendorf",
        bookingType: "DEBIT",
        amount: shop,
        amountType: "GROSS",
        account: "4240",
        vatCode: "9",
        percentage: "19",
        costCenters: [["20", 1]],
      },
    ]);
  }
  return count;
}
