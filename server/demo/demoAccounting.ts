/**
 * The demo companies' accounting settings and a few booked invoices, so the accounting tab has
 * something real to show: the standard chart of accounts each company books on (SKR03 for the
 * trade businesses, SKR04 for the bakery: the rows of app_private.standard_chart_accounts that
 * importGeneralLedgerChart adds), DATEV's VAT keys (BU-Schlüssel) with their rates over time,
 * cost centres and cost units, EU OSS branches, and accounting items on some of the past year's
 * invoices — most balance the invoice total, one forgot its input tax and leaves the VAT open.
 */
import type pg from "pg";

export type StandardChart = "SKR03" | "SKR04";
type CompanyKey = "haustechnik" | "baeckerei" | "demoHandel" | "logistik" | "metallbau" | "kanzlei";

/** The chart each demo company books on: the bakery's tax advisor keeps it on SKR04. */
export const DEMO_CHARTS: Record<CompanyKey, StandardChart> = {
  haustechnik: "SKR03",
  baeckerei: "SKR04",
  demoHandel: "SKR03",
  logistik: "SKR03",
  metallbau: "SKR03",
  kanzlei: "SKR03",
};

/** A demo company sold its car: the account stays for the old bookings, disabled. */
const DISABLED_ACCOUNTS: Record<StandardChart, string[]> = { SKR03: ["0320"], SKR04: ["0520"] };

/** Individual accounts beyond the standard chart: Müller Haustechnik's OSS revenue accounts
 * (SKR03 8320, "Erlöse aus im anderen EU-Land steuerpflichtigen Lieferungen", one per country). */
// prettier-ignore
const EXTRA_ACCOUNTS: Partial<Record<CompanyKey, [number: string, name: string][]>> = {
  haustechnik: [
    ["8320", "Erlöse aus im anderen EU-Land steuerpflichtigen Lieferungen (OSS Österreich)"],
    ["8321", "Erlöse aus im anderen EU-Land steuerpflichtigen Lieferungen (OSS Niederlande)"],
  ],
};

type VatType = "INPUT_TAX" | "OUTPUT_TAX" | "TAX_FREE" | "REVERSE_CHARGE";
type Rate = [percentage: string, validFrom: string | null, validUntil: string | null];

/** The second half of 2020: the reduced rates of the Corona tax relief (16 % and 5 %). */
const RATES_19: Rate[] = [
  ["19", "2007-01-01", null],
  ["16", "2020-07-01", "2020-12-31"],
];
const RATES_7: Rate[] = [
  ["7", "1983-07-01", null],
  ["5", "2020-07-01", "2020-12-31"],
];

/** DATEV tax keys (BU-Schlüssel) a small business books with: 2/3 output tax, 8/9 input tax,
 * 18/19 intra-Community acquisitions (§ 1a UStG), 91/94 reverse charge (§ 13b UStG); the
 * acquisitions and reverse-charge keys are booked on the net amount. */
// prettier-ignore
export const DATEV_VAT_KEYS: readonly { code: string; type: VatType; name: string; shortName: string; net: boolean; intraEu: boolean; rates: Rate[] }[] = [
  { code: "1", type: "TAX_FREE", name: "Umsatzsteuerfrei (mit Vorsteuerabzug)", shortName: "steuerfrei", net: false, intraEu: false, rates: [["0", null, null]] },
  { code: "2", type: "OUTPUT_TAX", name: "Umsatzsteuer 7 %", shortName: "USt 7 %", net: false, intraEu: false, rates: RATES_7 },
  { code: "3", type: "OUTPUT_TAX", name: "Umsatzsteuer 19 %", shortName: "USt 19 %", net: false, intraEu: false, rates: RATES_19 },
  { code: "8", type: "INPUT_TAX", name: "Vorsteuer 7 %", shortName: "VSt 7 %", net: false, intraEu: false, rates: RATES_7 },
  { code: "9", type: "INPUT_TAX", name: "Vorsteuer 19 %", shortName: "VSt 19 %", net: false, intraEu: false, rates: RATES_19 },
  { code: "18", type: "REVERSE_CHARGE", name: "Innergemeinschaftlicher Erwerb 7 % Vorsteuer und 7 % Umsatzsteuer", shortName: "i.g.E. 7 %", net: true, intraEu: true, rates: RATES_7 },
  { code: "19", type: "REVERSE_CHARGE", name: "Innergemeinschaftlicher Erwerb 19 % Vorsteuer und 19 % Umsatzsteuer", shortName: "i.g.E. 19 %", net: true, intraEu: true, rates: RATES_19 },
  { code: "91", type: "REVERSE_CHARGE", name: "§ 13b UStG 7 % Vorsteuer und 7 % Umsatzsteuer", shortName: "§ 13b 7 %", net: true, intraEu: false, rates: RATES_7 },
  { code: "94", type: "REVERSE_CHARGE", name: "§ 13b UStG 19 % Vorsteuer und 19 % Umsatzsteuer", shortName: "§ 13b 19 %", net: true, intraEu: false, rates: RATES_19 },
];

type Ids = { companies: Record<CompanyKey, string> };

// prettier-ignore
const COST_CENTERS: Partial<Record<CompanyKey, [number: string, description: string][]>> = {
  haustechnik: [["100", "Verwaltung"], ["200", "Sanitär"], ["300", "Heizung und Klima"], ["400", "Fuhrpark"]],
  baeckerei: [["10", "Backstube"], ["20", "Filiale Eppendorf"], ["30", "Filiale Winterhude"]],
};
/** Cost units and their budgets; Müller Haustechnik's get theirs from what is booked on them
 * (insertDemoCostUnitBudgets): one project ran over, one is well within. */
// prettier-ignore
const COST_UNITS: Partial<Record<CompanyKey, [number: string, description: string, budget: string | null][]>> = {
  haustechnik: [["2417", "Strangsanierung Kollwitzstraße 41", null], ["2409", "Heizungstausch Greifenhagener Straße 12", null]],
  baeckerei: [["1001", "Brot und Brötchen", "60000.00"], ["1002", "Feingebäck und Torten", "25000.00"], ["1003", "Catering", null]],
};

/** Müller Haustechnik sells spare parts online to consumers in Austria and the Netherlands. */
// prettier-ignore
const OSS_BRANCHES: [country: string, branch: string, account: string, title: string][] = [
  ["AT", "Onlineshop Ersatzteile Österreich", "8320", "Ersatzteilversand Österreich (OSS)"],
  ["NL", "Onlineshop Ersatzteile Niederlande", "8321", "Ersatzteilversand Niederlande (OSS)"],
];

/**
 * Inside the caller's transaction, as the owner, after insertDemoHistory: charts of accounts,
 * VAT keys, cost centres and units for every demo company, Müller Haustechnik's OSS branches;
 * accounting items on a few invoices of Müller Haustechnik and Bäckerei Schneider. Returns the
 * number of accounting items.
 */
export async function insertDemoAccounting(client: pg.PoolClient, ids: Ids): Promise<number> {
  for (const [key, companyId] of Object.entries(ids.companies) as [CompanyKey, string][]) {
    const chart = DEMO_CHARTS[key];
    // What importGeneralLedgerChart adds (it asks for the caller's accounting access; the
    // demo is loaded by the owner), with the sold car's account disabled.
    await client.query(
      `insert into app_public.general_ledger_accounts (client_company_id, number, name, category, disabled_at)
       select $1, s.number, s.name, s.category, case when s.number = any ($3::text[]) then now() - interval '200 days' end
       from app_private.standard_chart_accounts s where s.chart = $2::app_public.standard_chart`,
      [companyId, chart, DISABLED_ACCOUNTS[chart]],
    );
    for (const [number, name] of EXTRA_ACCOUNTS[key] ?? []) {
      await client.query(
        `insert into app_public.general_ledger_accounts (client_company_id, number, name, category) values ($1, $2, $3, 'REVENUE')`,
        [companyId, number, name],
      );
    }
    for (const v of DATEV_VAT_KEYS) {
      const { rows } = await client.query<{ id: string }>(
        `insert into app_public.value_added_taxes (client_company_id, type, name, short_name, amount_type_must_be_net, code, intra_eu)
         values ($1, $2::app_public.value_added_tax_type, $3, $4, $5, $6, $7) returning id`,
        [companyId, v.type, v.name, v.shortName, v.net, v.code, v.intraEu],
      );
      for (const [percentage, from, until] of v.rates) {
        await client.query(
          `insert into app_public.value_added_tax_rates (client_company_id, value_added_tax_id, percentage, valid_from, valid_until)
           values ($1, $2, $3, $4, $5)`,
          [companyId, rows[0]!.id, percentage, from, until],
        );
      }
    }
  }
  for (const [key, centers] of Object.entries(COST_CENTERS)) {
    // One after another, so "by creation" is the order written here.
    for (const [i, [number, description]] of centers.entries()) {
      await client.query(
        `insert into app_public.cost_centers (client_company_id, number, description, created_at)
         values ($1, $2, $3, now() - interval '400 days' + $4 * interval '1 minute')`,
        [ids.companies[key as CompanyKey], number, description, i],
      );
    }
  }
  for (const [key, units] of Object.entries(COST_UNITS)) {
    for (const [i, [number, description, budget]] of units.entries()) {
      await client.query(
        `insert into app_public.cost_units (client_company_id, number, description, budget, created_at)
         values ($1, $2, $3, $4, now() - interval '400 days' + $5 * interval '1 minute')`,
        [ids.companies[key as CompanyKey], number, description, budget, i],
      );
    }
  }
  for (const [country, branch, account, title] of OSS_BRANCHES) {
    await client.query(
      `insert into app_public.client_company_oss_branches (client_company_id, country, branch, general_ledger_account_id, invoice_accounting_item_title)
       values ($1, $2, $3, (select id from app_public.general_ledger_accounts where client_company_id = $1 and number = $4), $5)`,
      [ids.companies.haustechnik, country, branch, account, title],
    );
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
  // The newest goes to the pipe renovation at Kollwitzstraße, the one before to the boiler
  // replacement at Greifenhagener Straße (cost units).
  for (const [n, inv] of (await invoicesOf(client, companyId, "Brandt Sanitär", 2)).entries()) {
    const [material, tools] = split(inv.total, 0.8);
    const project: [string, number][] = [[n === 0 ? "2417" : "2409", 1]];
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
        costUnits: project,
      },
      {
        title: "Werkzeug und Kleinteile",
        bookingType: "DEBIT",
        amount: tools,
        amountType: "GROSS",
        account: "4900",
        vatCode: "9",
        percentage: "19",
        costCenters: [["200", 1]],
        costUnits: project,
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

/**
 * Müller Haustechnik's project budgets, from what is booked on them by now: the pipe
 * renovation (2417) ran about 4 % over its budget, the boiler replacement (2409) has used
 * about 40 % of it. Runs after every demo booking.
 */
export async function insertDemoCostUnitBudgets(client: pg.PoolClient, companyId: string): Promise<void> {
  await client.query(
    `update app_public.cost_units u set budget = case u.number
        when '2417' then greatest(100, floor(s.assigned / 1.04 / 100) * 100)
        else greatest(1000, ceil(s.assigned / 0.4 / 1000) * 1000) end
     from (select c.id, coalesce((select sum(a.amount) from app_public.accounting_item_cost_units a
                                  where a.client_company_id = c.client_company_id and a.cost_unit_id = c.id), 0) as assigned
           from app_public.cost_units c where c.client_company_id = $1 and c.number in ('2417', '2409')) s
     where u.id = s.id`,
    [companyId],
  );
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
        account: "5300",
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
        account: "6325",
        vatCode: "9",
        percentage: "19",
        costCenters: [["10", 1]],
      },
      {
        title: "Strom Filiale Eppendorf",
        bookingType: "DEBIT",
        amount: shop,
        amountType: "GROSS",
        account: "6325",
        vatCode: "9",
        percentage: "19",
        costCenters: [["20", 1]],
      },
    ]);
  }
  return count;
}
