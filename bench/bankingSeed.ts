/**
 * The bank transactions `npm run bench:banking` measures, written once into the benchmark
 * database (bench/banking.ts calls seedBanking; the marker table public.bench_seed_markers
 * records that it happened, so later runs reuse the data).
 *
 * One large company (the one with the most documents, as bench:documents picks it) gets
 * 2 000 000 transactions over five years on three money accounts (two current accounts, a
 * company credit card); two other companies get 50 000 each, so the company condition and the
 * row policy have rows to tell apart. Realistic German bank data: customer payments and
 * supplier transfers naming invoice numbers, SEPA direct debits with mandate and creditor id,
 * salaries, card payments, account fees, tax office, social insurance, rent, insurance and
 * transfers between own accounts; counterparties with valid German IBANs and BICs. About
 * 10 % carry a money category, about 30 % are linked to an invoice of the company
 * (money_transaction_documents rows; amount, partner and invoice number taken from the
 * invoice), some have open suggestions, the last days' ones are partly PENDING.
 *
 * Everything is generated inside PostgreSQL (generate_series) in one transaction as the
 * superuser with the row triggers off: the secondary indexes of the two tables are dropped
 * first and rebuilt at the end (inside the same transaction, so an interrupted run leaves
 * nothing behind), then the tables are vacuumed and analysed.
 */
import type pg from "pg";

export const BANKING_SEED_MARKER = "banking-v1";

export interface BankingSeedOptions {
  /** Transactions of the main company. */
  mainTransactions: number;
  /** Transactions of each of the other companies. */
  otherTransactions: number;
  /** How many other companies. */
  otherCompanies: number;
  /** Replace an earlier seed (its transactions, links and accounts) instead of reusing it. */
  reseed?: boolean;
}

export interface BankingSeedResult {
  mainCompanyId: string;
  otherCompanyIds: string[];
  seconds: number;
  seededNow: boolean;
}

interface MarkerDetails {
  mainCompanyId: string;
  otherCompanyIds: string[];
  seconds: number;
}

/** Seeds unless the marker says it was done; `root` is a superuser connection to the bench database. */
export async function seedBanking(
  root: pg.Client,
  options: BankingSeedOptions,
  log: (line: string) => void,
): Promise<BankingSeedResult> {
  const q = (sql: string, params: unknown[] = []) => root.query(sql, params);
  await q(
    `create table if not exists public.bench_seed_markers (
       name text primary key, created_at timestamptz not null default now(), details jsonb not null)`,
  );
  const { rows: markers } = await q("select details from public.bench_seed_markers where name = $1", [
    BANKING_SEED_MARKER,
  ]);
  if (markers[0] && !options.reseed) {
    const details = markers[0].details as MarkerDetails;
    return { ...details, seededNow: false };
  }

  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const step = (what: string) => log(`${elapsed().toFixed(1).padStart(7)} s  ${what}`);

  // The companies: the one with the most documents (its invoices get linked), then the next ones.
  await q(
    `insert into app_public.client_companies (name, vat_id, city)
     select 'Bench Bank Mandant ' || n || ' GmbH', 'DE' || lpad((410000000 + n)::text, 9, '0'), 'Dresden'
     from generate_series(1, greatest(0, $1 + 1 - (select count(*) from app_public.client_companies)::int)) n`,
    [options.otherCompanies],
  );
  const { rows: companies } = await q(
    `select c.id from app_public.client_companies c
     left join (select client_company_id, count(*) as n from app_public.documents group by 1) d on d.client_company_id = c.id
     order by coalesce(d.n, 0) desc, c.created_at, c.id limit $1`,
    [options.otherCompanies + 1],
  );
  const companyIds = companies.map((c: { id: string }) => c.id);
  const [mainCompanyId, ...otherCompanyIds] = companyIds as [string, ...string[]];

  await q("begin");
  try {
    await q("set local session_replication_role = replica");
    await q("set local maintenance_work_mem = '512MB'");
    await q("set local work_mem = '256MB'");
    await defineHelpers(q);

    const { rows: secondary } = await q(
      `select format('%I.%I', n.nspname, c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
       where i.indrelid = any (array['app_public.money_transactions', 'app_public.money_transaction_documents']::regclass[])
         and not i.indisunique and not i.indisprimary`,
    );
    for (const { name } of secondary as { name: string }[]) await q(`drop index ${name}`);
    if (markers[0]) {
      await removeEarlierSeed(q);
      step("earlier seed removed");
    }

    await createAccountsAndCategories(q, companyIds);
    step(`money accounts and categories of ${companyIds.length} companies`);
    await createCounterparties(q, companyIds);
    await q(
      `create temp table bench_invoice on commit drop as
       select d.client_company_id as company, case d.type when 'INCOMING_INVOICE' then 'OUT' else 'IN' end as direction,
              row_number() over (partition by d.client_company_id, d.type order by d.id)::int as idx,
              d.id as document_id, i.total, i.invoice_number, i.invoice_date, coalesce(i.due_date, i.invoice_date + 14) as due_date,
              coalesce(p.name, i.extracted_partner_name) as partner_name, p.id as partner_id
       from app_public.documents d
       join app_public.invoices i on i.document_id = d.id
       left join app_public.partner_companies p on p.id = i.partner_company_id
       where d.client_company_id = any ($1::uuid[]) and d.type in ('INCOMING_INVOICE', 'OUTGOING_INVOICE')
         and not d.superseded and not i.credit_memo and i.currency = 'EUR' and i.total > 0 and i.invoice_date is not null`,
      [companyIds],
    );
    await q("create index on bench_invoice (company, direction, idx)");
    await q(
      `create temp table bench_invoice_count on commit drop as
       select company, direction, count(*)::int as n from bench_invoice group by 1, 2`,
    );
    await q("analyze bench_invoice");
    step("counterparties and invoices to link");

    for (const [index, companyId] of companyIds.entries()) {
      const count = index === 0 ? options.mainTransactions : options.otherTransactions;
      await generateTransactions(q, companyId, index, count);
      step(`${count.toLocaleString("en")} transactions (and their links) of company ${index + 1}`);
    }
    await q("set local max_parallel_maintenance_workers = 2");
    for (const { definition } of secondary as { definition: string }[]) await q(definition);
    step(`${secondary.length} secondary indexes rebuilt`);
    const details: MarkerDetails = { mainCompanyId, otherCompanyIds, seconds: Math.round(elapsed()) };
    await q("insert into public.bench_seed_markers (name, details) values ($1, $2)", [BANKING_SEED_MARKER, details]);
    await q("commit");
  } catch (error) {
    await q("rollback").catch(() => {});
    throw error;
  }
  // A reseed deleted as many rows as it wrote: give the space back, or scans would read twice the pages.
  await q(
    `vacuum ${markers[0] ? "full " : ""}analyze app_public.money_transactions, app_public.money_transaction_documents, app_public.money_accounts, app_public.money_categories`,
  );
  step("vacuum analyze");
  const seconds = elapsed();
  await q(
    `update public.bench_seed_markers set details = jsonb_set(details, '{seconds}', to_jsonb($2::int)) where name = $1`,
    [BANKING_SEED_MARKER, Math.round(seconds)],
  );
  return { mainCompanyId, otherCompanyIds, seconds, seededNow: true };
}

type Query = (sql: string, params?: unknown[]) => Promise<pg.QueryResult>;

/** The transactions (with their links and suggestions) and accounts an earlier seed wrote, and its marker. */
async function removeEarlierSeed(q: Query) {
  const accounts = "select id from app_public.money_accounts where external_row_id like 'bench-banking:%'";
  const transactions = `select id from app_public.money_transactions where money_account_id in (${accounts})`;
  await q(`delete from app_public.money_transaction_documents where money_transaction_id in (${transactions})`);
  await q(`delete from app_public.money_transaction_suggestions where money_transaction_id in (${transactions})`);
  await q(`delete from app_public.money_transactions where money_account_id in (${accounts})`);
  await q(`delete from app_public.money_accounts where id in (${accounts})`);
  await q("delete from public.bench_seed_markers where name = $1", [BANKING_SEED_MARKER]);
}

/** A valid German IBAN (mod 97) and a matching BIC from a number, over ten real bank codes. */
async function defineHelpers(q: Query) {
  await q(
    `create function pg_temp.bench_iban(h bigint) returns text language sql immutable as $$
       select 'DE' || lpad((98 - mod((bban || '131400')::numeric, 97))::int::text, 2, '0') || bban
       from (select (array['86055592','37040044','10070000','50010517','70150000','20050550','60050101','12030000','43060967','25050180'])[1 + (abs(h) % 10)::int]
                    || lpad((abs(h) / 10 % 10000000000)::text, 10, '0') as bban) b
     $$`,
  );
  await q(
    `create function pg_temp.bench_bic(h bigint) returns text language sql immutable as $$
       select (array['WELADE8LXXX','COBADEFFXXX','DEUTDEBBXXX','INGDDEFFXXX','SSKMDEMMXXX','HASPDEHHXXX','SOLADEST600','BYLADEM1001','GENODEM1GLS','SPKHDE2HXXX'])[1 + (abs(h) % 10)::int]
     $$`,
  );
}

async function createAccountsAndCategories(q: Query, companyIds: string[]) {
  await q(
    `insert into app_public.money_accounts (client_company_id, type, name, iban, bic, bank_account_type, holder, number, card_brand,
                                            currency, balance, balance_date, external_row_id)
     select c.id, a.type::app_public.money_account_type, a.name,
            case when a.type = 'BANK' then pg_temp.bench_iban(hashtextextended(c.id::text || a.k, 0)) end,
            case when a.type = 'BANK' then pg_temp.bench_bic(hashtextextended(c.id::text || a.k, 0)) end,
            case when a.type = 'BANK' then 'CURRENT'::app_public.bank_account_type end,
            left(c.name, 70), a.number, a.brand::app_public.credit_card_brand, 'EUR', a.balance, current_date - 3, 'bench-banking:' || a.k
     from app_public.client_companies c,
          (values ('main', 'BANK', 'Geschäftskonto', null, null, 48210.37),
                  ('second', 'BANK', 'Girokonto Zahlungsverkehr', null, null, 12873.05),
                  ('card', 'CREDIT_CARD', 'Firmenkreditkarte', '**** 4821', 'MASTERCARD', -1840.22)) a(k, type, name, number, brand, balance)
     where c.id = any ($1::uuid[])`,
    [companyIds],
  );
  await q(
    `insert into app_public.money_categories (client_company_id, name, keywords)
     select c, k.name, k.keywords
     from unnest($1::uuid[]) c,
          (values ('Bankgebühren', array['Entgelt','Kontoführung','Gebühr']),
                  ('Löhne und Gehälter', array['Lohn','Gehalt']),
                  ('Steuern', array['Finanzamt','USt-VA','Lohnsteuer']),
                  ('Sozialversicherung', array['AOK','Techniker Krankenkasse','Beitragsnachweis']),
                  ('Miete', array['Miete']),
                  ('Versicherungen', array['Versicherung','Vers.-Nr.']),
                  ('Umbuchung', array['Umbuchung']),
                  ('Kfz-Kosten', array['Tankstelle','ARAL','Shell'])) k(name, keywords)
     on conflict (client_company_id, name) do nothing`,
    [companyIds],
  );
  await q(
    `create temp table bench_account on commit drop as
     select client_company_id as company, substr(external_row_id, 15) as k, id from app_public.money_accounts
     where client_company_id = any ($1::uuid[]) and external_row_id like 'bench-banking:%'`,
    [companyIds],
  );
  await q(
    `create temp table bench_category on commit drop as
     select client_company_id as company, name, id from app_public.money_categories where client_company_id = any ($1::uuid[])`,
    [companyIds],
  );
}

/** Per company: suppliers and customers with IBANs, creditors of direct debits, employees, card merchants. */
async function createCounterparties(q: Query, companyIds: string[]) {
  await q(
    `create temp table bench_cp on commit drop as
     select c as company, kind, idx, name, pg_temp.bench_iban(h) as iban, pg_temp.bench_bic(h) as bic
     from unnest($1::uuid[]) c,
          lateral (
            select 'SUPPLIER' as kind, n as idx,
                   (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Schulz','Hoffmann','Koch','Richter','Klein','Wolf','Schröder','Neumann','Schwarz','Braun','Zimmermann','Krüger','Hartmann','Lange','Werner','Krause','Lehmann','Köhler','Maier','Huber','Kaiser','Fuchs'])[1 + n % 30]
                   || ' ' || (array['Sanitär','Elektro','Bürobedarf','Logistik','Baustoffe','Metallbau','Haustechnik','Druckerei','Reinigung','IT-Service','Werkzeughandel','Papier','Gebäudeservice','Getränke','Großhandel'])[1 + (n / 30) % 15]
                   || ' ' || (array['GmbH','GmbH','GmbH & Co. KG','KG','AG','e.K.','OHG','UG (haftungsbeschränkt)'])[1 + (n / 7) % 8] as name,
                   hashtextextended(c::text || ':s:' || n, 0) as h
            from generate_series(1, 800) n
            union all
            select 'CUSTOMER', n,
                   case when n % 4 = 0
                        then (array['Anna','Lukas','Marie','Felix','Sophie','Jonas','Laura','Paul','Lena','Max','Julia','Tim'])[1 + n % 12] || ' '
                             || (array['Bauer','Schuster','Vogt','Graf','Haas','Sommer','Brandt','Jäger','Otto','Seidel','Heinrich','Pohl','Ludwig','Busch','Kuhn'])[1 + (n / 12) % 15]
                        else (array['Stadtwerke','Wohnbau','Autohaus','Hotel','Praxis Dr.','Bäckerei','Ingenieurbüro','Architekten','Kanzlei','Brauerei','Gärtnerei','Immobilien'])[1 + n % 12] || ' '
                             || (array['Nord','Süd','Am Markt','Sachsen','Elbtal','Rheinland','Westend','Altstadt','Bergmann','Lindner','Keller','Vogel','Franke','Albrecht','Roth'])[1 + (n / 12) % 15]
                             || (array[' GmbH',' GmbH & Co. KG',' AG',' eG',''])[1 + (n / 5) % 5] end,
                   hashtextextended(c::text || ':c:' || n, 0)
            from generate_series(1, 1200) n
            union all
            select 'CREDITOR', n,
                   (array['Telekom Deutschland GmbH','Vodafone GmbH','Stadtwerke Leipzig GmbH','Allianz Versicherungs-AG','DATEV eG','Microsoft Ireland Operations Ltd','Adobe Systems Software Ireland Ltd','enviaM Mitteldeutsche Energie AG','HDI Versicherung AG','Deutsche Leasing AG','Mercedes-Benz Leasing GmbH','BG ETEM','IHK zu Leipzig','GEZ Beitragsservice','1&1 Telecom GmbH','Amazon Payments Europe S.C.A.','PayPal Europe S.a.r.l.','Google Ireland Ltd','Sipgate GmbH','Rundfunk ARD ZDF DRadio'])[n],
                   hashtextextended(c::text || ':d:' || n, 0)
            from generate_series(1, 20) n
            union all
            select 'EMPLOYEE', n,
                   (array['Anna','Lukas','Marie','Felix','Sophie','Jonas','Laura','Paul','Lena','Max','Julia','Tim','Katrin','Stefan','Sabine','Thomas','Andrea','Michael'])[1 + n % 18] || ' '
                   || (array['Bauer','Schuster','Vogt','Graf','Haas','Sommer','Brandt','Jäger','Otto','Seidel','Heinrich','Pohl','Ludwig','Busch','Kuhn','Engel','Horn','Berger','Voigt','Arnold'])[1 + (n * 7) % 20],
                   hashtextextended(c::text || ':e:' || n, 0)
            from generate_series(1, 45) n
            union all
            select 'MERCHANT', n,
                   (array['REWE Markt','EDEKA','ARAL Tankstelle','Shell Station','OBI Baumarkt','Hornbach','Deutsche Bahn','Lufthansa','Amazon EU','Media Markt','Conrad Electronic','Hotel Motel One','Sixt Autovermietung','Starbucks','Staples'])[1 + n % 15]
                   || ' ' || (array['Leipzig','Dresden','Berlin','München','Hamburg','Köln','Frankfurt','Chemnitz'])[1 + n % 8],
                   hashtextextended(c::text || ':m:' || n, 0)
            from generate_series(1, 60) n
          ) cp`,
    [companyIds],
  );
  await q("create index on bench_cp (company, kind, idx)");
  await q("analyze bench_cp");
}

/**
 * The company's transactions: first into bench_tx (with the invoice a linked one pays), then
 * into money_transactions, and their links into money_transaction_documents. Kinds, shares and amounts as a mid-sized German business sees them.
 */
async function generateTransactions(q: Query, companyId: string, companyNo: number, count: number) {
  await q("drop table if exists bench_tx");
  await q(
    `create temp table bench_tx on commit drop as
     with r as (
       select n, k.kind, rnd.*,
              -- more business in recent years (growth), working days only
              (current_date - floor(power(rnd.rd, 1.15) * 1826)::int) as raw_day
       from generate_series(1, $2::int) n,
            lateral (select random() as rk, random() as rd, random() as ra, random() as rc, random() as rcat, random() as rm,
                            random() as rs, random() as racc, random() as rx, n as k) rnd,
            lateral (select case when rnd.rk < 0.33 then 'CUSTOMER' when rnd.rk < 0.66 then 'SUPPLIER' when rnd.rk < 0.76 then 'DEBIT'
                                 when rnd.rk < 0.81 then 'SALARY' when rnd.rk < 0.86 then 'CARD' when rnd.rk < 0.89 then 'FEE'
                                 when rnd.rk < 0.92 then 'TAX' when rnd.rk < 0.94 then 'SOCIAL' when rnd.rk < 0.96 then 'RENT'
                                 when rnd.rk < 0.98 then 'INSURANCE' else 'TRANSFER' end as kind) k
       where rnd.k = n
     ), d as (
       select r.*, case extract(isodow from raw_day) when 6 then raw_day - 1 when 7 then raw_day - 2 else raw_day end as day,
              r.kind in ('CUSTOMER', 'SUPPLIER', 'DEBIT') and r.rm < 0.4 as wants_link,
              case when r.kind = 'CUSTOMER' then 'IN' else 'OUT' end as direction
       from r
     )
     select gen_random_uuid() as id, $1::uuid as company, d.n, d.kind,
            case when d.kind = 'CARD' and d.racc < 0.85 then acc_card.id when d.racc < 0.72 then acc_main.id else acc_second.id end as account,
            case when inv.document_id is not null then inv.due_date - 3 + floor(d.rx * 10)::int else d.day end as booking_date,
            inv.document_id, inv.invoice_number, inv.invoice_date, inv.partner_name, inv.partner_id,
            case when inv.document_id is not null then case when d.direction = 'IN' then inv.total else -inv.total end
                 else (case when d.kind = 'CUSTOMER' or (d.kind = 'TRANSFER' and d.rx < 0.5) then 1 else -1 end)
                      * round(case d.kind
                          when 'CUSTOMER' then exp(ln(25) + d.ra * ln(1600))
                          when 'SUPPLIER' then exp(ln(15) + d.ra * ln(1800))
                          when 'DEBIT' then exp(ln(9.99) + d.ra * ln(60))
                          when 'SALARY' then 1850 + d.ra * 3600
                          when 'CARD' then exp(ln(4.5) + d.ra * ln(120))
                          when 'FEE' then exp(ln(1.5) + d.ra * ln(40))
                          when 'TAX' then exp(ln(300) + d.ra * ln(90))
                          when 'SOCIAL' then 900 + d.ra * 9000
                          when 'RENT' then (array[2450, 1890.5, 980, 3150])[1 + floor(d.rx * 4)::int]
                          when 'INSURANCE' then exp(ln(40) + d.ra * ln(60))
                          else (array[1000, 2500, 5000, 10000, 20000])[1 + floor(d.ra * 5)::int] end::numeric, 2) end as amount,
            cp.name as cp_name, cp.iban as cp_iban, cp.bic as cp_bic,
            d.rc, d.rcat, d.rs, d.rx, d.ra
     from d
     join bench_account acc_main on acc_main.company = $1 and acc_main.k = 'main'
     join bench_account acc_second on acc_second.company = $1 and acc_second.k = 'second'
     join bench_account acc_card on acc_card.company = $1 and acc_card.k = 'card'
     left join bench_invoice_count ic on d.wants_link and ic.company = $1 and ic.direction = d.direction
     -- only invoices due a week ago or earlier: a payment is booked around the due date, never in the future
     left join bench_invoice inv on inv.company = $1 and inv.direction = d.direction and inv.idx = 1 + floor(d.rx * ic.n)::int
       and inv.due_date + 7 <= current_date
     left join bench_cp cp on cp.company = $1
       and cp.kind = case d.kind when 'CUSTOMER' then 'CUSTOMER' when 'SUPPLIER' then 'SUPPLIER' when 'DEBIT' then 'CREDITOR'
                             when 'SALARY' then 'EMPLOYEE' when 'CARD' then 'MERCHANT' end
       and cp.idx = 1 + floor(power(d.rc, 2.2) * case d.kind when 'CUSTOMER' then 1200 when 'SUPPLIER' then 800 when 'DEBIT' then 20
                                                   when 'SALARY' then 45 else 60 end)::int`,
    [companyId, count],
  );
  await q(
    `insert into app_public.money_transactions (
       client_company_id, money_account_id, status, source, booking_date, value_date, amount, currency, purpose,
       counterparty_name, counterparty_iban, counterparty_bic, end_to_end_id, mandate_id, creditor_id, bank_reference,
       bank_transaction_code, fingerprint, money_category_id, matched_count, suggestion_count, matched_at, created_at, updated_at)
     select t.company, t.account,
            (case when t.booking_date >= current_date - 2 and t.rx < 0.5 then 'PENDING' else 'BOOKED' end)::app_public.money_transaction_status,
            'SYNC', t.booking_date, t.booking_date + case when t.kind = 'CARD' then 2 else 0 end, t.amount, 'EUR',
            left(p.purpose, 2000), nm.name, nm.iban, nm.bic,
            case when t.kind in ('SUPPLIER', 'SALARY') and t.rs < 0.35 then 'BW' || upper(substr(md5(t.id::text), 1, 18))
                 when t.kind in ('CUSTOMER', 'SUPPLIER', 'DEBIT') then 'NOTPROVIDED' end,
            case when t.kind = 'DEBIT' then 'MNDT-' || lpad((abs(hashtext(nm.name)) % 1000000)::text, 6, '0') end,
            case when t.kind = 'DEBIT' then 'DE' || lpad((abs(hashtext(nm.name)) % 100)::text, 2, '0') || 'ZZZ0000' || lpad((abs(hashtext(nm.name || 'c')) % 10000000)::text, 7, '0') end,
            to_char(t.booking_date, 'YYYYMMDD') || lpad(t.n::text, 9, '0'),
            case t.kind when 'CUSTOMER' then '166' when 'SUPPLIER' then '116' when 'DEBIT' then '105' when 'SALARY' then '153'
                        when 'CARD' then '004' when 'FEE' then '805' when 'TAX' then '116' when 'SOCIAL' then '105'
                        when 'RENT' then '117' when 'INSURANCE' then '105' else '116' end,
            'bench:' || $1::int || ':' || t.n,
            case when t.document_id is null and t.rcat < 0.55 then cat.id end,
            (t.document_id is not null)::int,
            case when t.document_id is null and t.kind in ('CUSTOMER', 'SUPPLIER') and t.rs < 0.12 then 1 + floor(t.rx * 3)::int else 0 end,
            case when t.document_id is not null then t.booking_date + interval '1 day 3 hours' end,
            t.booking_date + interval '1 day 6 hours', t.booking_date + interval '1 day 6 hours'
     from bench_tx t
     left join bench_category cat on cat.company = t.company and cat.name = case t.kind
       when 'FEE' then 'Bankgebühren' when 'SALARY' then 'Löhne und Gehälter' when 'TAX' then 'Steuern'
       when 'SOCIAL' then 'Sozialversicherung' when 'RENT' then 'Miete' when 'INSURANCE' then 'Versicherungen'
       when 'TRANSFER' then 'Umbuchung' when 'CARD' then case when t.cp_name ~ '^(ARAL|Shell)' then 'Kfz-Kosten' end end,
     lateral (select case when t.document_id is not null
                       then coalesce(t.partner_name, t.cp_name)
                     when t.kind in ('FEE') then null
                     when t.kind = 'TAX' then 'Finanzamt ' || (array['Leipzig II','Dresden-Nord','Berlin Mitte','München Abt. III'])[1 + $1::int % 4]
                     when t.kind = 'SOCIAL' then (array['AOK PLUS','Techniker Krankenkasse','BARMER','DAK-Gesundheit'])[1 + floor(t.ra * 4)::int]
                     when t.kind = 'RENT' then (array['Grundstücksgesellschaft Lindenau GbR','Hausverwaltung Sommer GmbH','Gewerbepark Nord GmbH & Co. KG','Immobilien Kaiser KG'])[1 + floor(t.rx * 4)::int]
                     when t.kind = 'INSURANCE' then (array['Allianz Versicherungs-AG','HDI Versicherung AG','R+V Allgemeine Versicherung AG','AXA Versicherung AG'])[1 + floor(t.rx * 4)::int]
                     when t.kind = 'TRANSFER' then null
                     else t.cp_name end as name) nm0,
     lateral (select nm0.name,
                     case when nm0.name is null or t.kind = 'CARD' then null
                          when t.document_id is not null then pg_temp.bench_iban(hashtextextended(coalesce(t.partner_id::text, nm0.name), 0))
                          when t.cp_iban is not null then t.cp_iban
                          else pg_temp.bench_iban(hashtextextended(nm0.name, 0)) end as iban,
                     case when nm0.name is null or t.kind = 'CARD' then null
                          when t.document_id is not null then pg_temp.bench_bic(hashtextextended(coalesce(t.partner_id::text, nm0.name), 0))
                          when t.cp_bic is not null then t.cp_bic
                          else pg_temp.bench_bic(hashtextextended(nm0.name, 0)) end as bic) nm,
     lateral (select case t.kind
       when 'CUSTOMER' then case when t.document_id is not null
                                 then (array['RE ', 'Rechnung ', 'Rg.-Nr. ', 'Zahlung zu ', ''])[1 + floor(t.rs * 5)::int] || t.invoice_number
                                      || case when t.rx < 0.5 then ' vom ' || to_char(t.invoice_date, 'DD.MM.YYYY') else '' end
                                      || case when t.rc < 0.3 then ' Kd.-Nr. ' || (10000 + abs(hashtext(coalesce(t.partner_name, ''))) % 90000) else '' end
                                 else (array['Rechnung ', 'RE ', 'Zahlung ', 'Anzahlung Auftrag ', 'Abschlag '])[1 + floor(t.rs * 5)::int]
                                      || extract(year from t.booking_date) || '-' || lpad((t.n % 99991)::text, 5, '0')
                                      || case when t.rx < 0.4 then ' Kd.-Nr. ' || (10000 + floor(t.rc * 90000)::int) else '' end end
       when 'SUPPLIER' then case when t.document_id is not null
                                 then (array['Rechnung ', 'RE ', 'Rg. ', 'Re-Nr. ', 'Ihre Rechnung '])[1 + floor(t.rs * 5)::int] || t.invoice_number
                                      || case when t.rx < 0.6 then ' vom ' || to_char(t.invoice_date, 'DD.MM.YYYY') else '' end
                                      || case when t.rc < 0.2 then ' abzgl. Skonto' else '' end
                                 else (array['Rechnung ', 'Rg.-Nr. ', 'RE ', 'Lieferung ', 'Auftrag '])[1 + floor(t.rs * 5)::int]
                                      || (array['R', 'RE-', 'INV-', '', 'AR'])[1 + floor(t.rx * 5)::int] || (2019 + floor(t.ra * 7)::int) || '-' || lpad((t.n % 99989)::text, 5, '0') end
       when 'DEBIT' then 'SEPA-Lastschrift ' || coalesce(nm.name, '') || ' ' || (array['Kundennr. ', 'Vertragsnr. ', 'Rechnung ', 'Beitrag '])[1 + floor(t.rs * 4)::int]
                         || (100000 + abs(hashtext(coalesce(nm.name, ''))) % 900000) || ' ' || to_char(t.booking_date, 'MM/YYYY')
       when 'SALARY' then 'Lohn/Gehalt ' || to_char(t.booking_date - 10, 'MM/YYYY') || ' ' || coalesce(nm.name, '') || ' PersNr. ' || (1000 + floor(t.rc * 45)::int)
       when 'CARD' then 'Kartenzahlung girocard ' || coalesce(nm.name, '') || ' ' || to_char(t.booking_date, 'DD.MM. HH24:MI') || ' Karte 1 ' || to_char(t.booking_date, 'YYYY-MM')
       when 'FEE' then (array['Kontoführungsentgelt ', 'Entgelt Buchungsposten ', 'Entgelt Auslandsüberweisung ', 'Abschluss Entgelte '])[1 + floor(t.rs * 4)::int] || to_char(t.booking_date, 'MM/YYYY')
       when 'TAX' then coalesce(nm.name, '') || ' StNr. 231/' || (100 + $1::int) || '/' || lpad((10000 + $1::int * 7919 % 90000)::text, 5, '0') || ' '
                       || (array['USt-VA ', 'Lohnsteuer-Anmeldung ', 'Gewerbesteuer Vorauszahlung ', 'Körperschaftsteuer VZ '])[1 + floor(t.rs * 4)::int] || to_char(t.booking_date - 10, 'MM/YYYY')
       when 'SOCIAL' then coalesce(nm.name, '') || ' Beitragsnachweis ' || to_char(t.booking_date, 'MM/YYYY') || ' BBNR ' || (30000000 + $1::int * 104729 % 60000000)
       when 'RENT' then 'Miete ' || to_char(t.booking_date, 'MM/YYYY') || ' ' || (array['Lager Nord', 'Büro Hauptstraße 12', 'Werkstatt', 'Stellplätze'])[1 + floor(t.rx * 4)::int] || ' Objekt ' || (100 + floor(t.rx * 4)::int)
       when 'INSURANCE' then coalesce(nm.name, '') || ' ' || (array['Betriebshaftpflicht', 'Kfz-Flotte', 'Inhaltsversicherung', 'Rechtsschutz'])[1 + floor(t.rx * 4)::int] || ' Vers.-Nr. ' || (400000000 + floor(t.rx * 4)::int * 1234567)
       else 'Umbuchung ' || case when t.amount > 0 then 'von Tagesgeld' else 'auf Tagesgeld' end end as purpose) p`,
    [companyNo],
  );
  // The links of the linked ones: most by the matching engine, some confirmed suggestions, a few by hand.
  await q(
    `insert into app_public.money_transaction_documents (client_company_id, money_transaction_id, document_id, amount, source, score, created_at)
     select company, id, document_id, abs(amount),
            (case when r < 0.7 then 'AUTO' when r < 0.9 then 'SUGGESTION' else 'MANUAL' end)::app_public.money_transaction_link_source,
            case when r < 0.9 then round((0.8 + r * 0.2)::numeric, 3) end, booking_date + interval '1 day 3 hours'
     from (select *, random() as r from bench_tx where document_id is not null) t`,
  );
}
