/**
 * Runs the matching engine (server/domain/matching) for one company: its transactions without
 * a link or a category against its open invoices. Confident matches are linked (the invoice's
 * payment state follows through the links' trigger), the rest become suggestions with every
 * check's result, replacing earlier open suggestions of the transaction; a combination a person
 * dismissed is not suggested again. Runs as the owner (worker job), so links name no user.
 */
import type pg from "pg";
import {
  type MatchCheckName,
  type MatchInvoice,
  type MatchSuggestion,
  type MatchTransaction,
  runMatching,
} from "../domain/matching/index.ts";
import type { Logger } from "../logger.ts";

/** Transactions looked at per run (newest first); older unmatched ones wait for a later run. */
export const MAX_TRANSACTIONS_PER_RUN = 5000;

export interface MatchRunResult {
  transactions: number;
  invoices: number;
  autoLinked: number;
  suggested: number;
}

interface TransactionRow {
  id: string;
  amount: string;
  currency: string;
  booking_date: string;
  purpose: string;
  counterparty_name: string | null;
  counterparty_iban: string | null;
  end_to_end_id: string | null;
  status: "BOOKED" | "PENDING";
}

interface InvoiceRow {
  id: string;
  type: "INCOMING_INVOICE" | "OUTGOING_INVOICE";
  credit_memo: boolean;
  invoice_number: string | null;
  order_number: string | null;
  internal_number: string | null;
  invoice_date: string | null;
  due_date: string | null;
  amount_due: string;
  open_amount: string;
  currency: string;
  discount_until: string | null;
  discount_percent: string | null;
  discount_amount: string | null;
  iban: string | null;
  partner_name: string | null;
  partner_names: string[];
  partner_ibans: string[];
  end_to_end_ids: string[];
}

/** What a link or suggestion stores as its checks: per document, plus the combination's own. */
function checksJson(s: MatchSuggestion) {
  const perDocument = s.invoiceIds.map((id) => ({ documentRowId: id, checks: s.checksByInvoice[id] ?? [] }));
  return s.invoiceIds.length > 1 ? [{ documentRowId: null, checks: s.checks }, ...perDocument] : perDocument;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export async function matchCompanyTransactions(
  client: pg.PoolClient,
  clientCompanyId: string,
  logger: Logger,
): Promise<MatchRunResult> {
  const { rows: disabled } = await client.query<{ name: MatchCheckName }>(
    "select name from app_public.client_company_disabled_matching_checks where client_company_id = $1",
    [clientCompanyId],
  );
  const { rows: txRows } = await client.query<TransactionRow>(
    `select id, amount::text, currency, to_char(booking_date, 'YYYY-MM-DD') as booking_date, purpose,
            counterparty_name, counterparty_iban, end_to_end_id, status
     from app_public.money_transactions
     where client_company_id = $1 and matched_count = 0 and money_category_id is null
     order by booking_date desc, id desc
     limit ${MAX_TRANSACTIONS_PER_RUN}`,
    [clientCompanyId],
  );
  if (txRows.length === 0) return { transactions: 0, invoices: 0, autoLinked: 0, suggested: 0 };
  const { rows: invoiceRows } = await client.query<InvoiceRow>(
    `select d.id, d.type, i.credit_memo, i.invoice_number, i.order_number, i.internal_number,
            to_char(i.invoice_date, 'YYYY-MM-DD') as invoice_date,
            to_char(app_public.invoices_payment_due_date(i), 'YYYY-MM-DD') as due_date,
            i.amount_due::text, app_public.invoices_open_amount(i)::text as open_amount, i.currency,
            to_char(app_public.invoices_payment_discount_due_date(i), 'YYYY-MM-DD') as discount_until,
            app_public.invoices_payment_discount_percent(i)::text as discount_percent,
            i.discount_amount::text,
            app_public.invoices_payment_iban(i) as iban,
            coalesce(p.name, i.extracted_partner_name) as partner_name,
            coalesce(p.alternative_names || p.learned_name_variants, '{}') as partner_names,
            coalesce((select array_agg(distinct pp.iban) from app_public.partner_company_payment_presets pp
                      where pp.partner_company_id = p.id), '{}') as partner_ibans,
            coalesce((select array_agg(bp.end_to_end_id) from app_public.bank_payments bp
                      where bp.document_id = d.id and bp.status not in ('FAILED', 'CANCELLED')), '{}') as end_to_end_ids
     from app_public.documents d
     join app_public.invoices i on i.document_id = d.id
     left join app_public.partner_companies p on p.id = i.partner_company_id
     where d.client_company_id = $1 and not d.superseded and d.type in ('INCOMING_INVOICE', 'OUTGOING_INVOICE')
       and i.payment_status = 'NOT_PAID' and i.amount_due is not null and i.amount_due > i.paid_amount`,
    [clientCompanyId],
  );

  const transactions: MatchTransaction[] = txRows.map((t) => ({
    id: t.id,
    amount: t.amount,
    currency: t.currency,
    bookingDate: t.booking_date,
    purpose: t.purpose,
    counterpartyName: t.counterparty_name,
    counterpartyIban: t.counterparty_iban,
    endToEndId: t.end_to_end_id,
  }));
  const invoices: MatchInvoice[] = invoiceRows.map((i) => ({
    id: i.id,
    documentType: i.type,
    creditMemo: i.credit_memo,
    invoiceNumber: i.invoice_number,
    orderNumber: i.order_number,
    internalNumber: i.internal_number,
    invoiceDate: i.invoice_date,
    dueDate: i.due_date,
    amountDue: i.amount_due,
    openAmount: i.open_amount,
    currency: i.currency,
    discountUntil: i.discount_until,
    discountPercent: i.discount_percent,
    discountAmount: i.discount_amount,
    iban: i.iban,
    partnerName: i.partner_name,
    partnerAlternativeNames: i.partner_names,
    partnerIbans: i.partner_ibans,
    paymentEndToEndIds: i.end_to_end_ids,
  }));
  const results = runMatching(transactions, invoices, { disabledChecks: disabled.map((d) => d.name) });

  const { rows: dismissedRows } = await client.query<{ money_transaction_id: string; document_ids: string[] }>(
    `select money_transaction_id, document_ids from app_public.money_transaction_suggestions
     where client_company_id = $1 and dismissed_at is not null and money_transaction_id = any ($2)`,
    [clientCompanyId, txRows.map((t) => t.id)],
  );
  const dismissed = new Map<string, string[][]>();
  for (const d of dismissedRows)
    dismissed.set(d.money_transaction_id, [...(dismissed.get(d.money_transaction_id) ?? []), d.document_ids]);
  const statusOf = new Map(txRows.map((t) => [t.id, t.status]));

  let autoLinked = 0;
  let suggested = 0;
  for (const result of results) {
    const txId = result.transactionId;
    await client.query("savepoint match_one");
    try {
      if (result.auto) {
        for (const a of result.auto.allocations) {
          await client.query(
            `insert into app_public.money_transaction_documents
               (client_company_id, money_transaction_id, document_id, amount, source, score, checks)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [
              clientCompanyId,
              txId,
              a.invoiceId,
              a.amount,
              result.auto.reason === "END_TO_END_ID" ? "END_TO_END_ID" : "AUTO",
              Math.round(result.auto.score * 1000) / 1000,
              JSON.stringify(result.auto.checksByInvoice[a.invoiceId] ?? []),
            ],
          );
          await client.query(
            `insert into app_public.document_history_entries (client_company_id, document_id, type, user_id, payload)
             select $1, $2, 'PAYMENT_LINKED', null, jsonb_build_object('moneyTransactionRowId', $3::uuid, 'amount', $4::text,
                    'bookingDate', t.booking_date, 'source', $5::text)
             from app_public.money_transactions t where t.id = $3`,
            [
              clientCompanyId,
              a.invoiceId,
              txId,
              a.amount,
              result.auto.reason === "END_TO_END_ID" ? "END_TO_END_ID" : "AUTO",
            ],
          );
        }
        if (result.auto.reason === "END_TO_END_ID" && result.auto.endToEndId && statusOf.get(txId) === "BOOKED") {
          await client.query(
            `update app_public.bank_payments set status = 'FINISHED', finished_at = coalesce(finished_at, now())
             where client_company_id = $1 and end_to_end_id = $2 and status in ('CREATED', 'PENDING')`,
            [clientCompanyId, result.auto.endToEndId],
          );
        }
        await client.query(
          "update app_public.money_transaction_suggestions set dismissed_at = now() where money_transaction_id = $1 and dismissed_at is null",
          [txId],
        );
        await client.query("update app_public.money_transactions set suggestion_count = 0 where id = $1", [txId]);
        autoLinked++;
      } else {
        const fresh = result.suggestions.filter(
          (s) => !(dismissed.get(txId) ?? []).some((ids) => sameSet(ids, s.invoiceIds)),
        );
        await client.query(
          "delete from app_public.money_transaction_suggestions where money_transaction_id = $1 and dismissed_at is null",
          [txId],
        );
        // Ranks continue after the dismissed ones (rank is unique per transaction).
        const { rows: maxRank } = await client.query<{ max: number }>(
          "select coalesce(max(rank), 0)::int as max from app_public.money_transaction_suggestions where money_transaction_id = $1",
          [txId],
        );
        let rank = maxRank[0]!.max;
        for (const s of fresh) {
          await client.query(
            `insert into app_public.money_transaction_suggestions
               (client_company_id, money_transaction_id, rank, document_ids, allocations, score, reason, checks)
             values ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [
              clientCompanyId,
              txId,
              ++rank,
              s.invoiceIds,
              JSON.stringify(s.allocations.map((a) => ({ documentRowId: a.invoiceId, amount: a.amount }))),
              Math.round(s.score * 1000) / 1000,
              s.reason,
              JSON.stringify(checksJson(s)),
            ],
          );
        }
        await client.query("update app_public.money_transactions set suggestion_count = $2 where id = $1", [
          txId,
          fresh.length,
        ]);
        if (fresh.length > 0) suggested++;
      }
      await client.query("release savepoint match_one");
    } catch (error) {
      // A link the database refuses (e.g. the invoice was paid meanwhile) skips this
      // transaction; the others are kept.
      await client.query("rollback to savepoint match_one");
      logger.warn({ clientCompanyId, transactionRowId: txId, err: (error as Error).message }, "match not stored");
    }
  }
  return { transactions: txRows.length, invoices: invoiceRows.length, autoLinked, suggested };
}
