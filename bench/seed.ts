/**
 * `npm run bench:seed -- --documents 1000000 [--companies 6]`: fills a benchmark database with
 * realistic data for the documents list (issue "documents list"): partners per company with
 * German names, documents over three years with a seasonal import rhythm, invoices with
 * lognormal-like amounts, 19 % and 7 % VAT, a few credit memos, foreign currencies, payment
 * states that depend on age, and other documents. Skewed the way real books are: a few
 * partners send most invoices, one company is much larger than the others.
 *
 * It uses its own data directory (DATA_DIR, default .data/bench) and embedded PostgreSQL
 * (EMBEDDED_PG_PORT, default 54358), migrated and with the demo data, so `npm run dev` data is
 * never touched. Rows are generated inside PostgreSQL (generate_series) in batches, with the
 * per-row triggers off during the load; the import history entries are then written in bulk.
 * Because the triggers are off, each batch computes its documents-list keys itself
 * (app_private.refresh_document_list_keys) and the duplicate flags are computed once at the
 * end. Every document gets its first page row (image and thumbnail hashes, no page text:
 * search finds partner names, numbers and the titles some other documents carry).
 * Prints what it created and how long it took. Running it again adds more.
 */
import "../server/runtimeEnv.ts";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { parseConfig } from "../server/config.ts";
import { accessEmbeddedCluster } from "../server/db/cluster.ts";
import { EMBEDDED_DATABASE } from "../server/db/database.ts";
import { loadDemoData } from "../server/demo/demoData.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { makeLogger } from "../server/logger.ts";

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const raw = index >= 0 ? process.argv[index + 1] : undefined;
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const DOCUMENTS = argument("documents", 100_000);
const COMPANIES = argument("companies", 6);
const PARTNERS_PER_COMPANY = argument("partners", 1500);
const BATCH = 100_000;
/** Tables the batches fill; their secondary indexes are dropped during the load. */
const BULK_TABLES = [
  "app_public.documents",
  "app_public.invoices",
  "app_public.other_documents",
  "app_public.document_pages",
  "app_public.document_history_entries",
];

const config = parseConfig({
  NODE_ENV: "development",
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? ".data/bench",
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? "54358",
});
const logger = makeLogger(process.env.LOG_LEVEL ?? "warn");
const cluster = await accessEmbeddedCluster(config, logger);
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1).padStart(6);
try {
  const ownerUrl = cluster.ownerUrlFor(EMBEDDED_DATABASE);
  await runMigrations(ownerUrl, logger);
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 2 });
  await loadDemoData(owner, logger);
  await owner.end();

  // The superuser connection may switch triggers off for the bulk load.
  const root = new pg.Client({ connectionString: cluster.rootUrl.replace(/\/postgres$/, `/${EMBEDDED_DATABASE}`) });
  root.on("error", () => {}); // the cluster stops in `finally`; the real error is reported there
  await root.connect();
  const q = (sql: string, params: unknown[] = []) => root.query(sql, params);

  // Companies: the demo companies plus bench companies up to --companies.
  await q(
    `insert into app_public.client_companies (name, vat_id, city)
     select 'Bench Mandant ' || n || ' GmbH', 'DE' || lpad((400000000 + n)::text, 9, '0'), 'Leipzig'
     from generate_series(1, greatest(0, $1 - (select count(*) from app_public.client_companies)::int)) n`,
    [COMPANIES],
  );
  const { rows: companies } = await q(`select id from app_public.client_companies order by created_at, id limit $1`, [
    COMPANIES,
  ]);
  const companyIds = companies.map((c: { id: string }) => c.id);
  console.log(`${seconds()} s  ${companyIds.length} companies`);

  // Partners with German-sounding names: surname or trade word + industry + legal form.
  await q(
    `insert into app_public.partner_companies (client_company_id, name, created_at)
     select c, initcap(w1) || ' ' || w2 || ' ' || lf || case when n > 600 then ' ' || n else '' end, now() - (random() * interval '4 years')
     from unnest($1::uuid[]) c,
          generate_series(1, $2) n,
          lateral (select (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Schulz','Hoffmann','Koch','Richter','Klein','Wolf','Schröder','Neumann','Schwarz','Braun','Zimmermann','Krüger','Hartmann','Lange','Werner','Krause','Lehmann','Köhler','Maier','Huber','Kaiser','Fuchs','Peters','Lang','Scholz','Möller','Weiß','Jung','Hahn','Vogel','Friedrich','Keller','Günther','Frank','Berger','Winkler','Roth','Beck','Lorenz','Baumann','Franke','Albrecht','Nord','Süd','Elbe','Rhein','Spree','Havel','Alster'])[1 + floor(random() * 57)::int] as w1,
                          (array['Sanitär','Elektro','Bürobedarf','Logistik','Baustoffe','Metallbau','Haustechnik','Druckerei','Reinigung','IT-Service','Steuerberatung','Fahrzeugtechnik','Gebäudeservice','Getränke','Großhandel','Energie','Telekommunikation','Versicherungsdienst','Werkzeughandel','Papier'])[1 + floor(random() * 20)::int] as w2,
                          (array['GmbH','GmbH','GmbH','GmbH & Co. KG','KG','AG','e.K.','OHG','UG (haftungsbeschränkt)'])[1 + floor(random() * 9)::int] as lf,
                          n as k) names
     where n = k`,
    [companyIds, PARTNERS_PER_COMPANY],
  );
  await q(
    `insert into app_public.partner_company_locations (client_company_id, partner_company_id, main, city, zip, country, vat_id_no)
     select p.client_company_id, p.id, true,
            (array['Berlin','Hamburg','München','Köln','Frankfurt am Main','Stuttgart','Düsseldorf','Leipzig','Dresden','Hannover','Nürnberg','Wien'])[1 + floor(random() * 12)::int],
            lpad((10000 + floor(random() * 89999))::int::text, 5, '0'), 'DE',
            'DE' || lpad(floor(random() * 999999999)::bigint::text, 9, '0')
     from app_public.partner_companies p
     where p.client_company_id = any($1::uuid[])
       and not exists (select 1 from app_public.partner_company_locations l where l.partner_company_id = p.id)`,
    [companyIds],
  );
  console.log(`${seconds()} s  partners with locations`);

  // Kept up row by row, the thirty-odd secondary indexes made a batch three to four times
  // slower at 300 000 documents (and slower as the tables grew) than building them once at
  // the end. Their definitions wait in a file beside the data, so a run that was interrupted
  // restores them when started again.
  const droppedIndexesFile = join(config.dataDir, "bench-seed-dropped-indexes.sql");
  const restoreIndexes = async () => {
    if (!existsSync(droppedIndexesFile)) return;
    await q("set maintenance_work_mem = '512MB'");
    for (const definition of readFileSync(droppedIndexesFile, "utf8").split("\n").filter(Boolean)) {
      await q(definition.replace(/^CREATE (UNIQUE )?INDEX /, "CREATE $1INDEX IF NOT EXISTS "));
    }
    rmSync(droppedIndexesFile);
  };
  await restoreIndexes();
  const { rows: secondary } = await q(
    `select format('%I.%I', n.nspname, c.relname) as name, pg_get_indexdef(i.indexrelid) || ';' as definition
     from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
     where i.indrelid = any($1::text[]::regclass[]) and not i.indisunique and not i.indisprimary`,
    [BULK_TABLES],
  );
  writeFileSync(droppedIndexesFile, secondary.map((r: { definition: string }) => r.definition).join("\n") + "\n");
  for (const { name } of secondary as { name: string }[]) await q(`drop index ${name}`);

  await q("set session_replication_role = replica");
  await q(
    `create temp table bench_company as
           select id, row_number() over (order by id) - 1 as k,
                  (select count(*) from app_public.partner_companies pc where pc.client_company_id = c.id)::int as partner_count,
                  (select array_agg(dc.id order by dc.sort_index) from app_public.document_categories dc where dc.client_company_id = c.id and dc.document_type = 'INCOMING_INVOICE') as incoming,
                  (select array_agg(dc.id order by dc.sort_index) from app_public.document_categories dc where dc.client_company_id = c.id and dc.document_type = 'OUTGOING_INVOICE') as outgoing,
                  (select array_agg(dc.id order by dc.sort_index) from app_public.document_categories dc where dc.client_company_id = c.id and dc.document_type = 'OTHER_DOCUMENT') as other
           from app_public.client_companies c where c.id = any($1::uuid[])`,
    [companyIds],
  );
  // Partners numbered per company, so a skewed random number picks one by join.
  await q(
    `create temp table bench_partner as
           select client_company_id as company, row_number() over (partition by client_company_id order by created_at, id)::int as idx, id
           from app_public.partner_companies where client_company_id = any($1::uuid[])`,
    [companyIds],
  );
  await q("create index on bench_partner (company, idx)");
  await q("analyze bench_partner");
  const companyCount = companyIds.length;

  for (let done = 0; done < DOCUMENTS; done += BATCH) {
    const size = Math.min(BATCH, DOCUMENTS - done);
    await q("begin");
    // One company holds about half the documents; the others share the rest.
    await q(
      `create temp table batch on commit drop as
       select gen_random_uuid() as id, c.id as company,
              case r.kind when 'IN' then c.incoming[1 + floor(random() * array_length(c.incoming, 1))::int]
                          when 'OUT' then c.outgoing[1]
                          else c.other[1 + floor(random() * array_length(c.other, 1))::int] end as category,
              1 + floor(r.p * c.partner_count)::int as partner_idx,
              r.t, r.day, r.amount, r.kind, r.rate, r.other_type,
              -- most other documents carry a title of their own (searchable, shown in the list)
              case when r.kind = 'OTHER' and random() < 0.7 then
                (case r.other_type
                   when 'CONTRACT' then (array['Mietvertrag','Wartungsvertrag','Leasingvertrag','Rahmenvertrag','Arbeitsvertrag'])[1 + floor(random() * 5)::int]
                   when 'DELIVERY_NOTE' then (array['Lieferschein Baustoffe','Lieferschein Kupferrohre','Lieferschein Heizkörper'])[1 + floor(random() * 3)::int]
                   when 'RECEIPT' then (array['Quittung Barkasse','Tankbeleg','Bewirtungsbeleg'])[1 + floor(random() * 3)::int]
                   when 'CORRESPONDENCE' then (array['Schreiben Finanzamt','Kündigungsbestätigung','Mahnung'])[1 + floor(random() * 3)::int]
                   else (array['Versicherungspolice Betriebshaftpflicht','Protokoll Gesellschafterversammlung','Prüfbericht Brandschutz'])[1 + floor(random() * 3)::int]
                 end) || ' ' || (array['Lager Nord','Lager Süd','Büro Leipzig','Werkstatt','Fuhrpark','Hauptsitz'])[1 + floor(random() * 6)::int]
              end as title,
              n
       from generate_series(1, $1) n,
            lateral (select random() as t, random() as s, random() as a, random() as pr, random() as kr, n as k) rnd,
            lateral (select
                       case when rnd.s < 0.5 then 0 else 1 + floor(random() * greatest(1, $2 - 1))::int end as company_k,
                       -- more imports at month starts and towards the present
                       (current_date - (floor(power(rnd.t, 1.3) * 1095))::int) as day,
                       round((exp(ln(20) + rnd.a * ln(250)) )::numeric, 2) as amount,
                       power(rnd.pr, 3) as p,
                       case when rnd.kr < 0.78 then 'IN' when rnd.kr < 0.95 then 'OUT' else 'OTHER' end as kind,
                       case when random() < 0.85 then 19 else 7 end as rate,
                       (array['CONTRACT','DELIVERY_NOTE','RECEIPT','CORRESPONDENCE','OTHER'])[1 + floor(random() * 5)::int] as other_type,
                       rnd.t, rnd.k) r
       join bench_company c on c.k = least(r.company_k, $2 - 1)
       where rnd.k = n`,
      [size, companyCount],
    );
    await q(
      `insert into app_public.documents (id, client_company_id, category_id, type, state, archived, superseded, import_date, num_pages, title)
       select id, company, category,
              (case kind when 'IN' then 'INCOMING_INVOICE' when 'OUT' then 'OUTGOING_INVOICE' else 'OTHER_DOCUMENT' end)::app_public.document_type,
              (case when day < current_date - 30 or random() < 0.4 then 'REVIEWED' else 'IN_REVIEW' end)::app_public.document_state,
              random() < 0.02, random() < 0.005,
              day + (random() * interval '10 hours') + interval '7 hours',
              1 + floor(power(random(), 4) * 6)::int,
              title
       from batch`,
    );
    await q(
      `insert into app_public.invoices (document_id, client_company_id, invoice_number, invoice_date, due_date,
                                        net, vat_amount, total, currency, credit_memo, payment_status, paid_date,
                                        partner_company_id, order_number, has_xml_source, vat_breakdown)
       select b.id, b.company,
              (array['RE-','R','INV-','',' Rg. '])[1 + (n % 5)] || extract(year from day)::int || '-' || lpad((n % 99991)::text, 5, '0'),
              day - floor(random() * 12)::int,
              s.due_date,
              amount, round(amount * rate / 100, 2), amount + round(amount * rate / 100, 2),
              case when random() < 0.97 then 'EUR' when random() < 0.5 then 'CHF' else 'USD' end,
              random() < 0.03,
              s.status::app_public.invoice_payment_status,
              case when s.status = 'PAID' then s.due_date - floor(random() * 10)::int end,
              bp.id,
              case when random() < 0.3 then 'B-' || (100000 + n % 900000) end,
              random() < 0.25,
              jsonb_build_array(jsonb_build_object('ratePercent', rate::text, 'taxableAmount', amount::text, 'taxAmount', round(amount * rate / 100, 2)::text))
       from batch b left join bench_partner bp on bp.company = b.company and bp.idx = b.partner_idx,
            lateral (select b.day + (array[7, 14, 14, 30, 30, 30])[1 + floor(random() * 6)::int] as due_date,
                            case when b.day < current_date - 45 and random() < 0.93 then 'PAID'
                                 when random() < 0.3 then 'PAID' else 'NOT_PAID' end as status) s
       where kind <> 'OTHER'`,
    );
    await q(
      `insert into app_public.other_documents (document_id, client_company_id, type, document_date, document_number, partner_company_id)
       select b.id, b.company, b.other_type::app_public.other_document_type, day, 'D-' || n,
              case when random() < 0.6 then bp.id end
       from batch b left join bench_partner bp on bp.company = b.company and bp.idx = b.partner_idx
       where kind = 'OTHER'`,
    );
    // The first page of each document: what the list's thumbnail reads (the images are not stored).
    await q(
      `insert into app_public.document_pages (client_company_id, document_id, page_no, width, height, image_sha256,
                                              image_media_type, thumb_sha256, thumb_media_type, thumb_width, thumb_height)
       select company, id, 1, 1240, 1754, encode(sha256(convert_to(id::text, 'UTF8')), 'hex'), 'image/png',
              encode(sha256(convert_to(id::text || ':thumb', 'UTF8')), 'hex'), 'image/webp', 240, 339
       from batch`,
    );
    await q(
      `insert into app_public.document_history_entries (client_company_id, document_id, type, created_at)
       select company, id, 'IMPORTED', day from batch`,
    );
    // The list keys (dates, partner, amounts, search) that the triggers would have written.
    await q("select app_private.refresh_document_list_keys(array(select id from batch))");
    await q("commit");
    // The key update left a dead version of every new row: free it for the next batch.
    await q("vacuum app_public.documents");
    console.log(`${seconds()} s  ${(done + size).toLocaleString("de-DE")} documents`);
  }
  // Duplicate invoice numbers (per partner) span batches: flag them once, over everything.
  await q("select app_private.backfill_duplicate_flags()");
  console.log(`${seconds()} s  duplicate flags`);
  await q("set session_replication_role = origin");
  // The documents list statistics' daily totals, which the (switched off) triggers keep.
  await q("select app_private.rebuild_document_day_totals()");
  await q("select app_private.rebuild_document_partner_month_totals()");
  console.log(`${seconds()} s  documents list daily totals`);
  await restoreIndexes();
  console.log(`${seconds()} s  ${secondary.length} indexes rebuilt`);
  await q(
    "vacuum analyze app_public.documents, app_public.invoices, app_public.other_documents, app_public.partner_companies, app_public.document_pages",
  );
  const { rows: totals } = await q(
    `select (select count(*) from app_public.documents) as documents,
            (select count(*) from app_public.invoices) as invoices,
            (select count(*) from app_public.partner_companies) as partners,
            (select count(*) from app_public.documents where list_duplicate) as duplicates,
            pg_size_pretty(pg_database_size(current_database())) as size`,
  );
  console.log(
    `${seconds()} s  done: ${Number(totals[0].documents).toLocaleString("de-DE")} documents, ${Number(totals[0].invoices).toLocaleString("de-DE")} invoices, ${Number(totals[0].partners).toLocaleString("de-DE")} partners, ${Number(totals[0].duplicates).toLocaleString("de-DE")} flagged duplicates, database ${totals[0].size} (${config.dataDir})`,
  );
  await root.end();
} finally {
  await cluster.release();
}
