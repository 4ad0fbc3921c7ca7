import type pg from "pg";
import { withTransaction } from "../db/withTransaction.ts";
import {
  applyLayoutTemplate,
  type LayoutTemplate,
  learnLayoutTemplate,
  type PageLayout,
  TEMPLATE_FIELDS,
  type TemplateField,
} from "./layoutTemplate.ts";
import { piecesOf } from "./pageLayout.ts";

export interface LearnResult {
  /** Why nothing was learned, or LEARNED. */
  outcome: "LEARNED" | "NO_INVOICE" | "NO_PARTNER" | "EINVOICE" | "NO_LAYOUT" | "NOTHING_CONFIRMED" | "NOT_FOUND";
  /** Fields the template knows now. */
  fields: TemplateField[];
  /** Milliseconds of the learning step itself (finding the values in the positioned text). */
  learnMs: number;
}

const COLUMN: Record<TemplateField, string> = {
  invoiceNumber: "invoice_number",
  invoiceDate: "invoice_date",
  dueDate: "due_date",
  deliveredFrom: "delivered_from",
  deliveredUntil: "delivered_until",
  orderNumber: "order_number",
  net: "net",
  vatAmount: "vat_amount",
  total: "total",
  amountDue: "amount_due",
  iban: "iban",
  paymentReference: "payment_reference",
};

/**
 * Learns the layout of an invoice's partner from the fields a person confirmed or corrected
 * (field states confirmed, or written by a person or an accepted suggestion) and the stored
 * positioned text of its pages, and keeps it as the partner's template for the company and
 * document type. A template of the same layout learns the new fields on top; a different
 * layout replaces it (the latest confirmed layout is the one read first).
 */
export async function learnPartnerLayout(pool: pg.Pool, documentId: string): Promise<LearnResult> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{
      client_company_id: string;
      partner_company_id: string | null;
      type: "INCOMING_INVOICE" | "OUTGOING_INVOICE" | "OTHER_DOCUMENT";
      has_xml_source: boolean;
      values: Record<string, unknown>;
    }>(
      `select i.client_company_id, i.partner_company_id, d.type, i.has_xml_source,
              to_jsonb(i) as values
         from app_public.invoices i join app_public.documents d on d.id = i.document_id
        where i.document_id = $1`,
      [documentId],
    );
    const invoice = rows[0];
    const none = (outcome: LearnResult["outcome"]): LearnResult => ({ outcome, fields: [], learnMs: 0 });
    if (!invoice) return none("NO_INVOICE");
    if (invoice.has_xml_source) return none("EINVOICE");
    if (!invoice.partner_company_id) return none("NO_PARTNER");
    // One learner per partner at a time.
    await client.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [
      `layout:${invoice.client_company_id}:${invoice.partner_company_id}`,
    ]);
    const { rows: stored } = await client.query<{ page_no: number; width: number; height: number; items: unknown }>(
      `select page_no, width, height, items from app_private.document_page_layouts
        where document_id = $1 and client_company_id = $2 order by page_no`,
      [documentId, invoice.client_company_id],
    );
    if (stored.length === 0) return none("NO_LAYOUT");
    const pages: PageLayout[] = [];
    for (const page of stored)
      pages[page.page_no - 1] = { width: page.width, height: page.height, items: piecesOf(page.items) };
    for (let i = 0; i < pages.length; i++) pages[i] ??= { width: 595, height: 842, items: [] };

    const { rows: states } = await client.query<{ field: string }>(
      `select field from app_public.document_field_states
        where document_id = $1 and (confirmed_at is not null or source in ('USER', 'SUGGESTION'))`,
      [documentId],
    );
    const values: Partial<Record<TemplateField, string>> = {};
    for (const { field } of states) {
      if (!(field in TEMPLATE_FIELDS)) continue;
      const value = invoice.values[COLUMN[field as TemplateField]];
      if (value === null || value === undefined || value === "") continue;
      // numeric columns arrive as JSON numbers (1000.00 → 1000): amounts with their two decimals.
      values[field as TemplateField] =
        TEMPLATE_FIELDS[field as TemplateField] === "amount" ? Number(value).toFixed(2) : String(value);
    }
    if (Object.keys(values).length === 0) return none("NOTHING_CONFIRMED");

    const started = performance.now();
    const learned = learnLayoutTemplate(pages, values);
    const learnMs = performance.now() - started;
    if (!learned) return { outcome: "NOT_FOUND", fields: [], learnMs };

    const { rows: existing } = await client.query<{ template: LayoutTemplate }>(
      `select template from app_public.partner_layout_templates
        where client_company_id = $1 and partner_company_id = $2 and document_type = $3::app_public.document_type`,
      [invoice.client_company_id, invoice.partner_company_id, invoice.type],
    );
    const previous = existing[0]?.template;
    const template: LayoutTemplate =
      previous && applyLayoutTemplate(previous, pages)
        ? { version: 1, fields: { ...previous.fields, ...learned.fields } }
        : learned;
    await client.query(
      `insert into app_public.partner_layout_templates
         (client_company_id, partner_company_id, document_type, template, learned_from_document_id, learned_at)
       values ($1, $2, $3::app_public.document_type, $4, $5, now())
       on conflict (client_company_id, partner_company_id, document_type) do update
         set template = excluded.template, learned_from_document_id = excluded.learned_from_document_id,
             learned_at = excluded.learned_at`,
      [invoice.client_company_id, invoice.partner_company_id, invoice.type, JSON.stringify(template), documentId],
    );
    return { outcome: "LEARNED", fields: Object.keys(template.fields) as TemplateField[], learnMs };
  });
}
