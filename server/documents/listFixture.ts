import type pg from "pg";

/** One document of the known list dataset. Amounts as printed; dates ISO. */
export interface FixtureDocument {
  key: string;
  type: "INCOMING_INVOICE" | "OUTGOING_INVOICE" | "OTHER_DOCUMENT";
  category?: "first" | "second";
  invoiceNumber?: string;
  internalNumber?: string;
  orderNumber?: string;
  invoiceDate?: string;
  dueDate?: string;
  discountUntil?: string;
  net?: string;
  total?: string;
  currency?: string;
  creditMemo?: boolean;
  paid?: boolean;
  partner?: string | null;
  extractedPartnerName?: string;
  hasXmlSource?: boolean;
  documentDate?: string;
  documentNumber?: string;
  contractType?: string;
  title?: string;
  pageText?: string;
  importDate?: string;
  archived?: boolean;
  superseded?: boolean;
  approved?: boolean;
  exported?: boolean;
  baseDocument?: string;
  /** The ledger account number of the invoice's one accounting item (booking its total). */
  generalLedgerAccount?: string;
  /** The title of the real-estate object the document is booked to (switches REAL_ESTATE on). */
  realEstateObject?: string;
}

export interface ListFixture {
  /** Document ids by key. */
  ids: Record<string, string>;
  /** Partner company ids by name. */
  partners: Record<string, string>;
  /** The company's categories: first incoming and a second one. */
  categories: { first: string; second: string; outgoing: string; other: string };
}

/**
 * Writes documents as the owner with the triggers on, so the list keys are derived exactly
 * as in production (capture writes the same tables).
 */
export async function seedListDocuments(
  owner: pg.Pool,
  companyId: string,
  docs: readonly FixtureDocument[],
): Promise<ListFixture> {
  const { rows: cats } = await owner.query<{ id: string; document_type: string }>(
    "select id, document_type from app_public.document_categories where client_company_id = $1 order by sort_index, id",
    [companyId],
  );
  const incoming = cats.filter((c) => c.document_type === "INCOMING_INVOICE");
  const categories = {
    first: incoming[0]!.id,
    second: (incoming[1] ?? incoming[0])!.id,
    outgoing: cats.find((c) => c.document_type === "OUTGOING_INVOICE")!.id,
    other: cats.find((c) => c.document_type === "OTHER_DOCUMENT")!.id,
  };
  const partners: Record<string, string> = {};
  for (const name of new Set(docs.map((d) => d.partner).filter((p): p is string => Boolean(p)))) {
    const { rows } = await owner.query<{ id: string }>(
      "insert into app_public.partner_companies (client_company_id, name) values ($1, $2) returning id",
      [companyId, name],
    );
    partners[name] = rows[0]!.id;
  }
  const ids: Record<string, string> = {};
  for (const d of docs) {
    const category =
      d.type === "OUTGOING_INVOICE"
        ? categories.outgoing
        : d.type === "OTHER_DOCUMENT"
          ? categories.other
          : d.category === "second"
            ? categories.second
            : categories.first;
    const { rows } = await owner.query<{ id: string }>(
      `insert into app_public.documents (client_company_id, category_id, type, title, archived, superseded, approved,
                                         import_date, exported_for_booking_at, base_document_id)
       values ($1, $2, $3, $4, $5, $6, $7, coalesce($8::timestamptz, now()), null, $9) returning id`,
      [
        companyId,
        category,
        d.type,
        d.title ?? null,
        d.archived ?? false,
        d.superseded ?? false,
        d.approved ?? false,
        d.importDate ?? null,
        d.baseDocument ? ids[d.baseDocument] : null,
      ],
    );
    const id = rows[0]!.id;
    ids[d.key] = id;
    if (d.type === "OTHER_DOCUMENT") {
      await owner.query(
        `insert into app_public.other_documents (document_id, client_company_id, document_date, document_number, contract_type, partner_company_id, partner_name)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          companyId,
          d.documentDate ?? null,
          d.documentNumber ?? null,
          d.contractType ?? null,
          d.partner ? partners[d.partner] : null,
          d.extractedPartnerName ?? null,
        ],
      );
    } else {
      await owner.query(
        `insert into app_public.invoices (document_id, client_company_id, invoice_number, internal_number, order_number, invoice_date,
                                          due_date, discount_until, net, total, currency, credit_memo, payment_status, paid_date,
                                          partner_company_id, extracted_partner_name, has_xml_source)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::app_public.invoice_payment_status, case when $13::text = 'PAID' then $7::date end, $14, $15, $16)`,
        [
          id,
          companyId,
          d.invoiceNumber ?? null,
          d.internalNumber ?? null,
          d.orderNumber ?? null,
          d.invoiceDate ?? null,
          d.dueDate ?? null,
          d.discountUntil ?? null,
          d.net ?? null,
          d.total ?? null,
          d.currency ?? "EUR",
          d.creditMemo ?? false,
          d.paid ? "PAID" : "NOT_PAID",
          d.partner ? partners[d.partner] : null,
          d.extractedPartnerName ?? null,
          d.hasXmlSource ?? false,
        ],
      );
    }
    if (d.pageText) {
      await owner.query(
        `insert into app_public.document_pages (client_company_id, document_id, page_no, width, height, image_sha256, image_media_type,
                                                thumb_sha256, thumb_media_type, thumb_width, thumb_height, text, text_source)
         values ($1, $2, 1, 1240, 1754, repeat('a', 64), 'image/webp', repeat('b', 64), 'image/webp', 200, 283, $3, 'PDF')`,
        [companyId, id, d.pageText],
      );
    }
  }
  await seedAccountingKeys(owner, companyId, docs, ids);
  // Exported last, as in the product: an exported invoice's booking is locked (GoBD).
  const exported = docs.filter((d) => d.exported).map((d) => ids[d.key]);
  if (exported.length > 0)
    await owner.query(
      "update app_public.documents set exported_for_booking_at = now() where client_company_id = $1 and id = any($2)",
      [companyId, exported],
    );
  return { ids, partners, categories };
}

/** Ledger accounts with one accounting item each, and real-estate objects with instances. */
async function seedAccountingKeys(
  owner: pg.Pool,
  companyId: string,
  docs: readonly FixtureDocument[],
  ids: Record<string, string>,
): Promise<void> {
  const accounts: Record<string, string> = {};
  for (const number of new Set(docs.flatMap((d) => (d.generalLedgerAccount ? [d.generalLedgerAccount] : [])))) {
    const { rows } = await owner.query<{ id: string }>(
      "insert into app_public.general_ledger_accounts (client_company_id, number, name, category) values ($1, $2, $3, 'EXPENSE') returning id",
      [companyId, number, `Konto ${number}`],
    );
    accounts[number] = rows[0]!.id;
  }
  for (const d of docs.filter((doc) => doc.generalLedgerAccount)) {
    await owner.query(
      `insert into app_public.accounting_items (client_company_id, document_id, title, booking_type, amount, amount_type, general_ledger_account_id)
       values ($1, $2, 'Posten', $3, $4, 'GROSS', $5)`,
      [
        companyId,
        ids[d.key],
        (d.type === "INCOMING_INVOICE") !== (d.creditMemo ?? false) ? "DEBIT" : "CREDIT",
        d.total ?? "1.00",
        accounts[d.generalLedgerAccount!],
      ],
    );
  }
  const titles = [...new Set(docs.flatMap((d) => (d.realEstateObject ? [d.realEstateObject] : [])))];
  if (titles.length === 0) return;
  await owner.query(
    `insert into app_public.client_company_features (client_company_id, feature_id)
     select $1, id from app_public.features where name = 'REAL_ESTATE' on conflict do nothing`,
    [companyId],
  );
  const objects: Record<string, string> = {};
  for (const title of titles) {
    const { rows } = await owner.query<{ id: string }>(
      "insert into app_public.real_estate_objects (client_company_id, title) values ($1, $2) returning id",
      [companyId, title],
    );
    objects[title] = rows[0]!.id;
  }
  for (const d of docs.filter((doc) => doc.realEstateObject)) {
    await owner.query(
      "insert into app_public.document_real_estate_object_instances (client_company_id, document_id, real_estate_object_id) values ($1, $2, $3)",
      [companyId, ids[d.key], objects[d.realEstateObject!]],
    );
  }
}
