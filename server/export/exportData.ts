// Reads an export's company, period and documents for the format writers (server/export/
// formats.ts), as the fixed input model of server/domain/export/model.ts. The documents are
// streamed with a database cursor in batches, so 10 000 invoices take no more memory than one
// batch; every row is filtered by the export's company (never only by the export's id).
import type pg from "pg";
import type {
  AccountingSystem,
  BookingDocument,
  BookingMoneyTransaction,
  ExportCompany,
  ExportPeriod,
} from "../domain/export/model.ts";
import { documentKeyOf } from "../domain/export/datev/buchungsstapel.ts";
import type { ExportOptions } from "./formats.ts";

export const BATCH_SIZE = 500;

export interface ExportRow {
  rowId: string;
  companyRowId: string;
  status: "QUEUED" | "RUNNING" | "DONE" | "FAILED";
  creatorRowId: string | null;
  period: ExportPeriod;
  options: ExportOptions;
  documentCount: number;
}

export async function loadExportRow(db: pg.Pool | pg.PoolClient, exportRowId: string): Promise<ExportRow | null> {
  const { rows } = await db.query(
    `select id, client_company_id, status, creator_user_id, accounting_period_from::text as period_from,
            accounting_period_to::text as period_to, accounting_export, allow_incomplete, booking_export,
            ready_for_booking_export, spreadsheets, factor_excel, pdfs, xml_embedded, audit_trail_pos,
            (select count(*)::int from app_public.export_documents ed
              where ed.client_company_id = e.client_company_id and ed.export_id = e.id) as document_count
       from app_public.exports e where id = $1`,
    [exportRowId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    rowId: r.id,
    companyRowId: r.client_company_id,
    status: r.status,
    creatorRowId: r.creator_user_id,
    period: { from: r.period_from, to: r.period_to },
    documentCount: r.document_count,
    options: {
      accountingExport: r.accounting_export,
      allowIncomplete: r.allow_incomplete,
      bookingExport: r.booking_export,
      readyForBookingExport: r.ready_for_booking_export,
      spreadsheets: r.spreadsheets,
      factorExcel: r.factor_excel,
      pdfs: r.pdfs,
      xmlEmbedded: r.xml_embedded,
      auditTrailPos: r.audit_trail_pos,
    },
  };
}

/** The first day of the fiscal year `date` lies in, for a year starting in `startMonth`. */
export function fiscalYearStartOf(date: string, startMonth: number): string {
  const [y, m] = date.split("-").map(Number) as [number, number];
  const year = m >= startMonth ? y : y - 1;
  return `${String(year).padStart(4, "0")}-${String(startMonth).padStart(2, "0")}-01`;
}

// datev_client_number is the DATEV Mandantennummer derived from the company's one client number
// (accounting_system_client_no, generated column of migration 000063): null unless DATEV.
export async function loadExportCompany(db: pg.Pool | pg.PoolClient, companyRowId: string, period: ExportPeriod) {
  const { rows } = await db.query(
    `select id, name, accounting_system, datev_consultant_number, datev_client_number,
            general_ledger_account_length, fiscal_year_start_month, currency, bmd_bankinfo
       from app_public.client_companies where id = $1`,
    [companyRowId],
  );
  const r = rows[0];
  if (!r) return null;
  const company: ExportCompany = {
    rowId: r.id,
    name: r.name,
    accountingSystem: (r.accounting_system as AccountingSystem | null) ?? null,
    datevConsultantNumber: r.datev_consultant_number,
    datevClientNumber: r.datev_client_number,
    generalLedgerAccountLength: r.general_ledger_account_length,
    fiscalYearStart: fiscalYearStartOf(period.from, r.fiscal_year_start_month),
    currency: r.currency,
    bmdBankinfo: r.bmd_bankinfo,
  };
  return company;
}

const DOCUMENTS_SQL = `
select d.id, d.type::text as type, cat.name as category_name, i.invoice_number, i.internal_number,
       i.invoice_date::text as invoice_date, i.due_date::text as due_date, i.credit_memo, i.currency,
       i.conversion_rate::text as conversion_rate, i.total::text as total, i.net::text as net,
       i.vat_amount::text as vat_amount, i.discount_percent::text as discount_percent,
       i.discount_amount::text as discount_amount, i.discount_until::text as discount_until,
       coalesce(pc.name, i.extracted_partner_name) as partner_name, pa.number as partner_account_number,
       coalesce(loc.vat_id_no, i.extracted_partner_vat_id_no) as partner_vat_id, loc.country as partner_country,
       i.iban, i.bic,
       coalesce((
         select json_agg(json_build_object(
                  'rowId', ai.id, 'title', ai.title, 'bookingType', ai.booking_type, 'amount', ai.amount::text,
                  'amountType', ai.amount_type, 'generalLedgerAccountNumber', gl.number,
                  'vat', case when ai.value_added_tax_id is null then null else json_build_object(
                           'code', vat.code, 'percentage', ai.value_added_tax_percentage::text, 'type', vat.type) end,
                  'costCenters', coalesce((
                     select json_agg(json_build_object('number', cc.number, 'amount', s.amount::text) order by cc.number)
                       from app_public.accounting_item_cost_centers s
                       join app_public.cost_centers cc on cc.client_company_id = s.client_company_id and cc.id = s.cost_center_id
                      where s.client_company_id = ai.client_company_id and s.accounting_item_id = ai.id), '[]'),
                  'costUnits', coalesce((
                     select json_agg(json_build_object('number', cu.number, 'amount', s.amount::text) order by cu.number)
                       from app_public.accounting_item_cost_units s
                       join app_public.cost_units cu on cu.client_company_id = s.client_company_id and cu.id = s.cost_unit_id
                      where s.client_company_id = ai.client_company_id and s.accounting_item_id = ai.id), '[]'))
                order by ai.sort_index, ai.id)
           from app_public.accounting_items ai
           join app_public.general_ledger_accounts gl on gl.client_company_id = ai.client_company_id and gl.id = ai.general_ledger_account_id
           left join app_public.value_added_taxes vat on vat.client_company_id = ai.client_company_id and vat.id = ai.value_added_tax_id
          where ai.client_company_id = d.client_company_id and ai.document_id = d.id), '[]') as items
  from app_public.export_documents ed
  join app_public.documents d on d.client_company_id = ed.client_company_id and d.id = ed.document_id
  join app_public.invoices i on i.client_company_id = d.client_company_id and i.document_id = d.id
  left join app_public.document_categories cat on cat.client_company_id = d.client_company_id and cat.id = d.category_id
  left join app_public.partner_companies pc on pc.client_company_id = i.client_company_id and pc.id = i.partner_company_id
  left join app_public.partner_accounts pa on pa.client_company_id = i.client_company_id and pa.id = i.partner_account_id
  left join lateral (
    select l.vat_id_no, l.country from app_public.partner_company_locations l
     where l.client_company_id = i.client_company_id and l.partner_company_id = i.partner_company_id
     order by (l.id = i.partner_company_location_id) desc, l.main desc, l.id
     limit 1) loc on true
 where ed.client_company_id = $1 and ed.export_id = $2
 order by i.invoice_date nulls last, d.id`;

interface DocumentRow {
  id: string;
  type: BookingDocument["documentType"];
  category_name: string | null;
  invoice_number: string | null;
  internal_number: string | null;
  invoice_date: string | null;
  due_date: string | null;
  credit_memo: boolean;
  currency: string;
  conversion_rate: string | null;
  total: string | null;
  net: string | null;
  vat_amount: string | null;
  discount_percent: string | null;
  discount_amount: string | null;
  discount_until: string | null;
  partner_name: string | null;
  partner_account_number: string | null;
  partner_vat_id: string | null;
  partner_country: string | null;
  iban: string | null;
  bic: string | null;
  items: BookingDocument["items"];
}

function toBookingDocument(r: DocumentRow, publicUrl: string): BookingDocument {
  return {
    documentRowId: r.id,
    documentUrl: `${publicUrl}/documents/${r.id}`,
    documentType: r.type,
    categoryName: r.category_name,
    invoiceNumber: r.invoice_number,
    internalNumber: r.internal_number,
    invoiceDate: r.invoice_date,
    dueDate: r.due_date,
    creditMemo: r.credit_memo,
    currency: r.currency,
    conversionRate: r.conversion_rate,
    total: r.total,
    net: r.net,
    vatAmount: r.vat_amount,
    discountPercent: r.discount_percent,
    discountAmount: r.discount_amount,
    discountUntil: r.discount_until,
    partner: {
      name: r.partner_name,
      accountNumber: r.partner_account_number,
      vatId: r.partner_vat_id,
      countryCode: r.partner_country,
      iban: r.iban,
      bic: r.bic,
    },
    items: r.items,
  };
}

/** Streams rows of a query through a cursor on a connection of its own, in a read-only
 * snapshot, `batchSize` rows at a time. */
async function* cursorRows<T>(
  pool: pg.Pool,
  sql: string,
  params: unknown[],
  batchSize: number,
  onBatch?: (rowsSoFar: number) => Promise<void>,
): AsyncGenerator<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query("begin isolation level repeatable read read only");
    await client.query(`declare export_rows no scroll cursor for ${sql}`, params);
    let seen = 0;
    for (;;) {
      const { rows } = await client.query<T & object>(`fetch forward ${batchSize} from export_rows`);
      for (const row of rows) yield row;
      seen += rows.length;
      if (onBatch) await onBatch(seen);
      if (rows.length < batchSize) break;
    }
    await client.query("commit");
  } catch (e) {
    broken = true;
    throw e;
  } finally {
    // Also when the consumer stops early (return()): the transaction is rolled back.
    if (!broken) await client.query("rollback").catch(() => undefined);
    else await client.query("rollback").catch(() => undefined);
    client.release();
  }
}

export function streamExportDocuments(
  pool: pg.Pool,
  exportRow: Pick<ExportRow, "rowId" | "companyRowId">,
  publicUrl: string,
  opts: { batchSize?: number; onBatch?: (rowsSoFar: number) => Promise<void> } = {},
): AsyncIterable<BookingDocument> {
  return {
    async *[Symbol.asyncIterator]() {
      for await (const row of cursorRows<DocumentRow>(
        pool,
        DOCUMENTS_SQL,
        [exportRow.companyRowId, exportRow.rowId],
        opts.batchSize ?? BATCH_SIZE,
        opts.onBatch,
      ))
        yield toBookingDocument(row, publicUrl);
    },
  };
}

const MONEY_TRANSACTIONS_SQL = `
select t.id, t.booking_date::text as booking_date, t.amount::text as amount, t.currency, t.purpose,
       t.counterparty_name as partner_name, mgl.number as money_account_number,
       coalesce(cgl.number, (select pa.number
                               from app_public.money_transaction_documents l
                               join app_public.invoices i on i.client_company_id = l.client_company_id and i.document_id = l.document_id
                               join app_public.partner_accounts pa on pa.client_company_id = i.client_company_id and pa.id = i.partner_account_id
                              where l.client_company_id = t.client_company_id and l.money_transaction_id = t.id
                              order by l.amount desc, l.id limit 1)) as contra_account_number,
       links.document_ids, links.invoice_numbers, links.internal_numbers, links.discount
  from app_public.export_money_transactions em
  join app_public.money_transactions t on t.client_company_id = em.client_company_id and t.id = em.money_transaction_id
  -- The linked invoices (by their number) and the cash discount taken: what matching recorded for
  -- the link (its TOTAL check found a DISCOUNT payment within the discount period), else the
  -- invoice's discount amount when exactly total − discount amount was paid.
  cross join lateral (
    select coalesce(array_agg(i.document_id order by coalesce(i.invoice_number, i.internal_number), i.document_id), '{}') as document_ids,
           coalesce(array_agg(i.invoice_number order by coalesce(i.invoice_number, i.internal_number), i.document_id), '{}') as invoice_numbers,
           coalesce(array_agg(i.internal_number order by coalesce(i.invoice_number, i.internal_number), i.document_id), '{}') as internal_numbers,
           sum(coalesce(
             (select (c->'detail'->>'discount')::numeric
                from jsonb_array_elements(l.checks) c
               where c->>'check' = 'TOTAL' and c->'detail'->>'kind' = 'DISCOUNT' and c->'detail'->>'discount' ~ '^[0-9]+([.][0-9]+)?$'
               limit 1),
             case when i.discount_amount > 0 and l.amount = i.total - i.discount_amount then i.discount_amount end))::text as discount
      from app_public.money_transaction_documents l
      join app_public.invoices i on i.client_company_id = l.client_company_id and i.document_id = l.document_id
     where l.client_company_id = t.client_company_id and l.money_transaction_id = t.id
  ) links
  join app_public.money_accounts ma on ma.client_company_id = t.client_company_id and ma.id = t.money_account_id
  left join app_public.general_ledger_accounts mgl on mgl.client_company_id = ma.client_company_id and mgl.id = ma.general_ledger_account_id
  left join app_public.money_categories mc on mc.client_company_id = t.client_company_id and mc.id = t.money_category_id
  left join app_public.general_ledger_accounts cgl on cgl.client_company_id = mc.client_company_id and cgl.id = mc.general_ledger_account_id
 where em.client_company_id = $1 and em.export_id = $2
 order by t.booking_date, t.id`;

/**
 * The linked invoices of a transaction row: their Belegfeld 1 as the invoices got it (the invoice
 * number cleaned for DATEV, else the internal number), their rowIds in the same order, and the
 * cash discount taken (null when none).
 */
function linkedDocuments(
  r: Record<string, unknown>,
): Pick<BookingMoneyTransaction, "documentNumbers" | "documentRowIds" | "discount"> {
  const ids = r.document_ids as string[];
  const invoiceNumbers = r.invoice_numbers as (string | null)[];
  const internalNumbers = r.internal_numbers as (string | null)[];
  const documentNumbers: string[] = [];
  const documentRowIds: string[] = [];
  ids.forEach((id, index) => {
    const { key, original } = documentKeyOf({
      invoiceNumber: invoiceNumbers[index] ?? null,
      internalNumber: internalNumbers[index] ?? null,
    });
    const number = key ?? original;
    if (number === null) return;
    documentNumbers.push(number);
    documentRowIds.push(id);
  });
  const discount = (r.discount as string | null) ?? null;
  return { documentNumbers, documentRowIds, discount: discount === null || Number(discount) === 0 ? null : discount };
}

export function streamExportMoneyTransactions(
  pool: pg.Pool,
  exportRow: Pick<ExportRow, "rowId" | "companyRowId">,
): AsyncIterable<BookingMoneyTransaction> {
  return {
    async *[Symbol.asyncIterator]() {
      for await (const r of cursorRows<Record<string, unknown>>(
        pool,
        MONEY_TRANSACTIONS_SQL,
        [exportRow.companyRowId, exportRow.rowId],
        BATCH_SIZE,
      ))
        yield {
          rowId: r.id as string,
          bookingDate: r.booking_date as string,
          amount: r.amount as string,
          currency: r.currency as string,
          purpose: (r.purpose as string | null) ?? null,
          partnerName: (r.partner_name as string | null) ?? null,
          moneyAccountLedgerAccountNumber: (r.money_account_number as string | null) ?? null,
          contraAccountNumber: (r.contra_account_number as string | null) ?? null,
          ...linkedDocuments(r),
        };
    },
  };
}
