/**
 * The documents list query (spec part 2, §7 "Documents list"): the filter input, validated at
 * the edge, turned into parameterised SQL over the list keys of app_public.documents
 * (migration "documents list"). One builder serves the page (keyset cursor), the statistics
 * and the first 500 ids, so the three always agree on what "the filtered list" is.
 *
 * The SQL runs under the caller's connection: through GraphQL that is the request's role and
 * pgSettings. It reads app_hidden.documents_list_rows, which repeats the documents' select policy
 * (only the user's companies) without being subject to RLS itself, so that the search indexes
 * stay usable (see the view's comment); the filters on comments, approvals and invoices read
 * their tables under RLS.
 */
import { z } from "zod";
import { compareDecimals, integerDigits, roundDecimal } from "../../src/lib/decimal.ts";

export const DOCUMENTS_LIST_SORT_FIELDS = [
  "INVOICE_DATE",
  "IMPORT_DATE",
  "PARTNER",
  "INVOICE_NUMBER",
  "DUE_DATE",
  "DISCOUNT_DUE_DATE",
  "TOTAL",
  "GENERAL_LEDGER_ACCOUNT",
  "REAL_ESTATE_OBJECT",
] as const;
export type DocumentsListSortField = (typeof DOCUMENTS_LIST_SORT_FIELDS)[number];
export const DOCUMENT_TYPES = ["INCOMING_INVOICE", "OUTGOING_INVOICE", "OTHER_DOCUMENT"] as const;
export const DATE_FILTER_TYPES = ["INVOICE_DATE", "DOCUMENT_DATE", "IMPORT_DATE"] as const;
/** What an invoice needs before the booking export, and its bit in documents.list_incomplete. */
export const INVOICE_COMPLETENESS_DETAILS = ["PARTNER_ACCOUNT", "ACCOUNTING_ITEMS", "REAL_ESTATE_OBJECT"] as const;
export type InvoiceCompletenessDetail = (typeof INVOICE_COMPLETENESS_DETAILS)[number];
const COMPLETENESS_BITS: Record<InvoiceCompletenessDetail, number> = {
  PARTNER_ACCOUNT: 1,
  ACCOUNTING_ITEMS: 2,
  REAL_ESTATE_OBJECT: 4,
};
const ALL_COMPLETENESS_BITS = 7;

/** Spec §9: the documents id query returns at most 500 ids. */
export const DOCUMENTS_ID_LIMIT = 500;
/** The largest page a client may ask for (the list view loads 100). */
export const DOCUMENTS_MAX_PAGE_SIZE = 200;
const MAX_IDS_IN_FILTER = 1000;

/** A list-filter error a person can act on; `code` is translated by the client. */
export class DocumentsListInputError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const uuid = z.string().uuid();
const uuids = z.array(uuid).max(MAX_IDS_IN_FILTER);
/** YYYY-MM-DD naming a day that exists (not 2026-02-30). */
function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => isCalendarDate(s) && s >= "1900-01-01" && s <= "2199-12-31", "not a calendar date");
/** An amount filter as exact decimal text; a JSON number (other clients) is read by its
 * shortest text and rounded half away from zero to cents — never through binary floating point
 * arithmetic (`toFixed(2)` makes 1.005 "1.00"). */
const amount = z
  .string()
  .regex(/^-?\d{1,13}(\.\d{1,2})?$/)
  .or(
    z
      .number()
      .finite()
      .transform((n) => String(n))
      .pipe(z.string().regex(/^-?\d{1,13}(\.\d+)?$/))
      .transform((text) => roundDecimal(text, 2))
      .refine((text) => integerDigits(text) <= 13, "at most 13 digits before the decimal point"),
  );

export const documentsListFilterSchema = z
  .object({
    searchText: z.string().max(200).nullish(),
    internalNumber: z.string().max(100).nullish(),
    dateFilterType: z.enum(DATE_FILTER_TYPES).nullish(),
    fromDate: isoDate.nullish(),
    untilDate: isoDate.nullish(),
    minTotal: amount.nullish(),
    maxTotal: amount.nullish(),
    paidStatus: z.enum(["PAID", "NOT_PAID"]).nullish(),
    exportStatus: z.enum(["EXPORTED_FOR_BOOKING", "NOT_EXPORTED_FOR_BOOKING"]).nullish(),
    documentTypes: z.array(z.enum(DOCUMENT_TYPES)).max(3).nullish(),
    excludeDocumentTypes: z.array(z.enum(DOCUMENT_TYPES)).max(3).nullish(),
    categoryRowIds: uuids.nullish(),
    excludeCategoryRowIds: uuids.nullish(),
    partnerCompanyRowIds: uuids.nullish(),
    excludePartnerCompanyRowIds: uuids.nullish(),
    baseDocumentRowIds: uuids.nullish(),
    documentRowIds: uuids.nullish(),
    superseded: z.boolean().nullish(),
    archived: z.boolean().nullish(),
    isApproved: z.boolean().nullish(),
    isDuplicate: z.boolean().nullish(),
    isCreditMemo: z.boolean().nullish(),
    hasXmlSource: z.boolean().nullish(),
    contractType: z.string().max(100).nullish(),
    documentWorkflowStepRowIds: uuids.nullish(),
    excludeDocumentWorkflowStepRowIds: uuids.nullish(),
    requestedApproverRowIds: uuids.nullish(),
    hasComments: z.boolean().nullish(),
    isRecurring: z.boolean().nullish(),
    hasPain001Payment: z.boolean().nullish(),
    hasPain008DirectDebit: z.boolean().nullish(),
    isPaymentReminderSent: z.boolean().nullish(),
    moneyAccountRowIds: uuids.nullish(),
    costCenterRowIds: uuids.nullish(),
    excludeCostCenterRowIds: uuids.nullish(),
    costUnitRowIds: uuids.nullish(),
    excludeCostUnitRowIds: uuids.nullish(),
    generalLedgerAccountRowIds: uuids.nullish(),
    excludeGeneralLedgerAccountRowIds: uuids.nullish(),
    commentMentionedUserRowId: uuid.nullish(),
    commentMentionSeen: z.boolean().nullish(),
    tagRowIds: uuids.nullish(),
    excludeTagRowIds: uuids.nullish(),
    realEstateObjectRowIds: uuids.nullish(),
    excludeRealEstateObjectRowIds: uuids.nullish(),
    invoiceCompletenessDetails: z.array(z.enum(INVOICE_COMPLETENESS_DETAILS)).max(3).nullish(),
    excludeInvoiceCompletenessDetails: z.array(z.enum(INVOICE_COMPLETENESS_DETAILS)).max(3).nullish(),
  })
  .strict();
export type DocumentsListFilter = z.infer<typeof documentsListFilterSchema>;

export const documentsListArgsSchema = z.object({
  clientCompanyRowId: uuid,
  filter: documentsListFilterSchema.nullish(),
  orderBy: z.enum(DOCUMENTS_LIST_SORT_FIELDS).nullish(),
  orderByDirection: z.enum(["ASC", "DESC"]).nullish(),
  first: z.number().int().min(0).max(DOCUMENTS_MAX_PAGE_SIZE).nullish(),
  // A cursor holds its key: a partner name of up to 300 characters, in base64 of UTF-8.
  after: z.string().max(2000).nullish(),
});
export type DocumentsListArgs = z.infer<typeof documentsListArgsSchema>;

/** The defaults of spec §9: current, not archived documents, newest invoice date first. */
export const DEFAULT_FILTER = { superseded: false, archived: false } as const;

/** Validates raw GraphQL arguments; a refusal names the first problem. */
export function parseDocumentsListArgs(raw: unknown): DocumentsListArgs {
  const parsed = documentsListArgsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new DocumentsListInputError(
      "INVALID_DOCUMENTS_FILTER",
      `The documents filter is not valid (${issue.path.join(".") || "input"}: ${issue.message}).`,
    );
  }
  const args = parsed.data;
  const f = args.filter;
  if (f?.fromDate && f.untilDate && f.fromDate > f.untilDate) {
    throw new DocumentsListInputError("DATE_RANGE_REVERSED", "The start date lies after the end date.");
  }
  if (f?.minTotal != null && f.maxTotal != null && compareDecimals(f.minTotal, f.maxTotal) > 0) {
    throw new DocumentsListInputError("AMOUNT_RANGE_REVERSED", "The minimum amount is larger than the maximum.");
  }
  if (f?.commentMentionSeen != null && f.commentMentionedUserRowId == null) {
    throw new DocumentsListInputError(
      "COMMENT_MENTION_SEEN_WITHOUT_USER",
      "The seen flag of comment mentions needs the mentioned user (commentMentionedUserRowId).",
    );
  }
  if (args.after) decodeCursor(args.after, sortFieldOf(args));
  return args;
}

interface SortSpec {
  /** SQL of the key (on alias d). */
  column: string;
  /** SQL type the cursor's text value is cast back to. */
  type: "date" | "timestamptz" | "text" | "numeric";
  nullable: boolean;
}

const SORTS: Record<DocumentsListSortField, SortSpec> = {
  INVOICE_DATE: { column: "d.list_date", type: "date", nullable: false },
  IMPORT_DATE: { column: "d.import_date", type: "timestamptz", nullable: false },
  PARTNER: { column: "d.list_partner_name", type: "text", nullable: true },
  INVOICE_NUMBER: { column: "d.list_number", type: "text", nullable: true },
  DUE_DATE: { column: "d.list_due_date", type: "date", nullable: true },
  DISCOUNT_DUE_DATE: { column: "d.list_discount_due_date", type: "date", nullable: true },
  TOTAL: { column: "d.list_total", type: "numeric", nullable: true },
  GENERAL_LEDGER_ACCOUNT: { column: "d.list_general_ledger_account", type: "text", nullable: true },
  REAL_ESTATE_OBJECT: { column: "d.list_real_estate_object", type: "text", nullable: true },
};

/** Collects SQL parameters; `add` returns the placeholder. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One word of the search text: found in the full text (German stem or as written) or, from
 * three characters, as part of a partner name or number ("0102" in "RE-2026-0102", which
 * the full text indexes as "-0102"). Each word must match on its own, so "Müller 0102" finds
 * Müller's invoice RE-2026-0102. A word the German dictionary drops (a stop word such as
 * "für", or punctuation) does not narrow the list: page text is indexed without stop words,
 * so requiring them would hide every document that contains the rest of the phrase.
 */
function searchWordCondition(word: string, p: Params): string {
  const w = p.add(word);
  const alternatives = [
    `numnode(plainto_tsquery('german', ${w})) = 0`,
    `d.list_search @@ app_hidden.search_tsquery(${w})`,
  ];
  if (word.length >= 3) alternatives.push(`d.list_search_keys like ${p.add(likePattern(word))}`);
  return `(${alternatives.join(" or ")})`;
}

/** The WHERE clause of the filtered list (without the cursor). */
function whereClause(args: DocumentsListArgs, p: Params): string {
  const f = { ...DEFAULT_FILTER, ...stripNulls(args.filter ?? {}) };
  const where: string[] = [`d.client_company_id = ${p.add(args.clientCompanyRowId)}`];
  // Archived and superseded: false (the default) or true; explicitly null means both.
  const archived = args.filter && "archived" in args.filter && args.filter.archived === null ? null : f.archived;
  const superseded =
    args.filter && "superseded" in args.filter && args.filter.superseded === null ? null : f.superseded;
  if (archived === false) where.push("not d.archived");
  if (archived === true) where.push("d.archived");
  if (superseded === false) where.push("not d.superseded");
  if (superseded === true) where.push("d.superseded");

  const words = f.searchText?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length) where.push(`(${words.map((w) => searchWordCondition(w, p)).join("\n      and ")})`);
  if (f.internalNumber?.trim()) {
    where.push(
      `exists (select 1 from app_public.invoices i where i.document_id = d.id and lower(i.internal_number) like ${p.add(likePattern(f.internalNumber.trim()))})`,
    );
  }
  if (f.fromDate || f.untilDate) {
    if (f.dateFilterType === "IMPORT_DATE") {
      if (f.fromDate)
        where.push(`d.import_date >= (${p.add(f.fromDate)}::date)::timestamp at time zone 'Europe/Berlin'`);
      if (f.untilDate)
        where.push(`d.import_date < (${p.add(f.untilDate)}::date + 1)::timestamp at time zone 'Europe/Berlin'`);
    } else {
      if (f.fromDate) where.push(`d.list_date >= ${p.add(f.fromDate)}::date`);
      if (f.untilDate) where.push(`d.list_date <= ${p.add(f.untilDate)}::date`);
    }
  }
  if (f.minTotal != null) where.push(`d.list_total >= ${p.add(f.minTotal)}::numeric`);
  if (f.maxTotal != null) where.push(`d.list_total <= ${p.add(f.maxTotal)}::numeric`);
  if (f.paidStatus === "NOT_PAID") where.push("d.list_open");
  if (f.paidStatus === "PAID") where.push("(d.type <> 'OTHER_DOCUMENT' and not d.list_open)");
  if (f.exportStatus === "NOT_EXPORTED_FOR_BOOKING") where.push("d.exported_for_booking_at is null");
  if (f.exportStatus === "EXPORTED_FOR_BOOKING") where.push("d.exported_for_booking_at is not null");
  if (f.documentTypes?.length) where.push(`d.type = any (${p.add(f.documentTypes)}::app_public.document_type[])`);
  if (f.excludeDocumentTypes?.length)
    where.push(`d.type <> all (${p.add(f.excludeDocumentTypes)}::app_public.document_type[])`);
  if (f.categoryRowIds?.length) where.push(`d.category_id = any (${p.add(f.categoryRowIds)}::uuid[])`);
  if (f.excludeCategoryRowIds?.length) where.push(`d.category_id <> all (${p.add(f.excludeCategoryRowIds)}::uuid[])`);
  if (f.partnerCompanyRowIds?.length)
    where.push(`d.list_partner_company_id = any (${p.add(f.partnerCompanyRowIds)}::uuid[])`);
  if (f.excludePartnerCompanyRowIds?.length)
    where.push(
      `(d.list_partner_company_id is null or d.list_partner_company_id <> all (${p.add(f.excludePartnerCompanyRowIds)}::uuid[]))`,
    );
  if (f.baseDocumentRowIds?.length) {
    // Derived from, or cloned from, one of these documents (a recurrence's clones name their source).
    const ids = p.add(f.baseDocumentRowIds);
    where.push(
      `(d.base_document_id = any (${ids}::uuid[]) or d.id in (select c.id from app_public.documents c where c.client_company_id = d.client_company_id and c.clone_of_document_id = any (${ids}::uuid[])))`,
    );
  }
  if (f.documentRowIds?.length) where.push(`d.id = any (${p.add(f.documentRowIds)}::uuid[])`);
  if (f.isApproved != null) {
    // Approved, or (feature approvedWithoutVerifiers, not for verifying access) nobody was asked:
    // no approval request that is not withdrawn. The company's switch is evaluated once.
    const approved = `(d.approved or ((select app_hidden.current_user_approved_without_verifiers(${p.add(args.clientCompanyRowId)}::uuid))
      and not exists (select 1 from app_public.approval_requests r where r.client_company_id = d.client_company_id and r.document_id = d.id and r.state <> 'CANCELED')))`;
    where.push(f.isApproved ? approved : `not ${approved}`);
  }
  if (f.isDuplicate != null) where.push(f.isDuplicate ? "d.list_duplicate" : "not d.list_duplicate");
  if (f.isCreditMemo != null) where.push(f.isCreditMemo ? "d.list_credit_memo" : "not d.list_credit_memo");
  if (f.hasXmlSource != null)
    where.push(
      `${f.hasXmlSource ? "" : "not "}exists (select 1 from app_public.invoices i where i.document_id = d.id and i.has_xml_source)`,
    );
  if (f.contractType?.trim())
    where.push(
      `exists (select 1 from app_public.other_documents o where o.document_id = d.id and o.contract_type = ${p.add(f.contractType.trim())})`,
    );
  where.push(...collaborationConditions(f, p));
  where.push(...bankingAndAccountingConditions(f, p));
  where.push(...tagsAndCompletenessConditions(f, p));
  return where.join("\n    and ");
}

/**
 * Payment and accounting filters (migrations "accounting items" and "banking"). Each subquery
 * leads with the document (its tables are indexed by document_id) and the company, so rows of
 * other companies cannot answer; bank payments count unless cancelled or failed.
 */
function bankingAndAccountingConditions(
  f: Partial<{ [K in keyof DocumentsListFilter]: NonNullable<DocumentsListFilter[K]> }>,
  p: Params,
): string[] {
  const where: string[] = [];
  const exists = (flag: boolean, sql: string) => where.push(`${flag ? "" : "not "}exists (${sql})`);
  const payment = (method: string) =>
    `select 1 from app_public.bank_payments bp where bp.document_id = d.id and bp.client_company_id = d.client_company_id and bp.method = '${method}' and bp.status not in ('CANCELLED', 'FAILED')`;
  if (f.hasPain001Payment != null) exists(f.hasPain001Payment, payment("SEPA_FILE"));
  if (f.hasPain008DirectDebit != null) exists(f.hasPain008DirectDebit, payment("DIRECT_DEBIT_FILE"));
  if (f.isPaymentReminderSent != null)
    exists(
      f.isPaymentReminderSent,
      "select 1 from app_public.document_history_entries h where h.document_id = d.id and h.client_company_id = d.client_company_id and h.type = 'PAYMENT_REMINDER_SENT'",
    );
  if (f.moneyAccountRowIds?.length)
    exists(
      true,
      `select 1 from app_public.money_transaction_documents l join app_public.money_transactions t on t.id = l.money_transaction_id
       where l.document_id = d.id and l.client_company_id = d.client_company_id and t.money_account_id = any (${p.add(f.moneyAccountRowIds)}::uuid[])`,
    );
  const item = (column: string, ids: readonly string[], include: boolean) =>
    exists(
      include,
      `select 1 from app_public.accounting_items ai where ai.document_id = d.id and ai.client_company_id = d.client_company_id and ai.${column} = any (${p.add(ids)}::uuid[])`,
    );
  const share = (table: string, column: string, ids: readonly string[], include: boolean) =>
    exists(
      include,
      `select 1 from app_public.accounting_items ai join app_public.${table} s on s.accounting_item_id = ai.id
       where ai.document_id = d.id and ai.client_company_id = d.client_company_id and s.${column} = any (${p.add(ids)}::uuid[])`,
    );
  if (f.generalLedgerAccountRowIds?.length) item("general_ledger_account_id", f.generalLedgerAccountRowIds, true);
  if (f.excludeGeneralLedgerAccountRowIds?.length)
    item("general_ledger_account_id", f.excludeGeneralLedgerAccountRowIds, false);
  if (f.costCenterRowIds?.length) share("accounting_item_cost_centers", "cost_center_id", f.costCenterRowIds, true);
  if (f.excludeCostCenterRowIds?.length)
    share("accounting_item_cost_centers", "cost_center_id", f.excludeCostCenterRowIds, false);
  if (f.costUnitRowIds?.length) share("accounting_item_cost_units", "cost_unit_id", f.costUnitRowIds, true);
  if (f.excludeCostUnitRowIds?.length)
    share("accounting_item_cost_units", "cost_unit_id", f.excludeCostUnitRowIds, false);
  return where;
}

/** The bits of these details in documents.list_incomplete. */
function completenessMask(details: readonly InvoiceCompletenessDetail[]): number {
  return details.reduce((mask, detail) => mask | COMPLETENESS_BITS[detail], 0);
}

/**
 * Tags, real-estate objects and invoice completeness (migration "tags real-estate partner
 * accounts completeness gl sort"). Tag and object subqueries lead with the document's company
 * and are served by the unique (company, document, tag/object) indexes. Completeness is the list
 * key list_incomplete (bits of what an invoice lacks; null for other documents), so both of its
 * filters keep to invoices: "complete in these details" has none of their bits, "missing these
 * details" lacks at least one of them (the exact complement among invoices). All three bits
 * together are written as list_incomplete = 0, the condition of the accounting-export index.
 */
function tagsAndCompletenessConditions(
  f: Partial<{ [K in keyof DocumentsListFilter]: NonNullable<DocumentsListFilter[K]> }>,
  p: Params,
): string[] {
  const where: string[] = [];
  const linked = (table: string, column: string, ids: readonly string[], include: boolean) =>
    where.push(
      `${include ? "" : "not "}exists (select 1 from app_public.${table} l where l.client_company_id = d.client_company_id and l.document_id = d.id and l.${column} = any (${p.add(ids)}::uuid[]))`,
    );
  if (f.tagRowIds?.length) linked("document_tags", "client_company_tag_id", f.tagRowIds, true);
  if (f.excludeTagRowIds?.length) linked("document_tags", "client_company_tag_id", f.excludeTagRowIds, false);
  if (f.realEstateObjectRowIds?.length)
    linked("document_real_estate_object_instances", "real_estate_object_id", f.realEstateObjectRowIds, true);
  if (f.excludeRealEstateObjectRowIds?.length)
    linked("document_real_estate_object_instances", "real_estate_object_id", f.excludeRealEstateObjectRowIds, false);
  if (f.invoiceCompletenessDetails?.length) {
    const mask = completenessMask(f.invoiceCompletenessDetails);
    where.push(
      mask === ALL_COMPLETENESS_BITS ? "d.list_incomplete = 0" : `(d.list_incomplete & ${p.add(mask)}::smallint) = 0`,
    );
  }
  if (f.excludeInvoiceCompletenessDetails?.length)
    where.push(`(d.list_incomplete & ${p.add(completenessMask(f.excludeInvoiceCompletenessDetails))}::smallint) <> 0`);
  return where;
}

/**
 * Workflow, approval and comment filters (migration "workflows approvals comments"). Each
 * subquery leads with the document's company and is served by an index of its table:
 * documents (client_company_id, workflow_step_id), the partial index of OPEN approval
 * requests (client_company_id, approver_user_id, document_id), comments (client_company_id,
 * document_id, created_at) and comment mentions (client_company_id, mentioned_user_id,
 * document_id) including seen_at.
 */
function collaborationConditions(
  f: Partial<{ [K in keyof DocumentsListFilter]: NonNullable<DocumentsListFilter[K]> }>,
  p: Params,
): string[] {
  const where: string[] = [];
  if (f.documentWorkflowStepRowIds?.length)
    where.push(`d.workflow_step_id = any (${p.add(f.documentWorkflowStepRowIds)}::uuid[])`);
  if (f.excludeDocumentWorkflowStepRowIds?.length)
    where.push(
      `(d.workflow_step_id is null or d.workflow_step_id <> all (${p.add(f.excludeDocumentWorkflowStepRowIds)}::uuid[]))`,
    );
  if (f.requestedApproverRowIds?.length) {
    // Asked directly, or an open group or blank request they may take (the approvals badge's
    // count); the second part is served by the partial index of open group and blank requests.
    const approvers = p.add(f.requestedApproverRowIds);
    where.push(
      `(exists (select 1 from app_public.approval_requests r where r.client_company_id = d.client_company_id and r.approver_user_id = any (${approvers}::uuid[]) and r.document_id = d.id and r.state = 'OPEN')
        or exists (select 1 from app_public.approval_requests r where r.client_company_id = d.client_company_id and r.document_id = d.id and r.state = 'OPEN' and r.blank_approver_type is not null
                   and exists (select 1 from unnest(${approvers}::uuid[]) a(id) where app_hidden.approval_request_eligible(r, a.id))))`,
    );
  }
  if (f.hasComments != null)
    where.push(
      `${f.hasComments ? "" : "not "}exists (select 1 from app_public.comments c where c.client_company_id = d.client_company_id and c.document_id = d.id)`,
    );
  if (f.isRecurring != null)
    // Recurring: the document has an active recurrence, or a recurrence created it (a clone).
    where.push(
      `${f.isRecurring ? "" : "not "}(exists (select 1 from app_public.document_recurrences r where r.client_company_id = d.client_company_id and r.document_id = d.id and not r.ended) or d.id in (select c.id from app_public.documents c where c.client_company_id = d.client_company_id and c.recurrence_index is not null))`,
    );
  if (f.commentMentionedUserRowId) {
    const seen = f.commentMentionSeen == null ? "" : ` and m.seen_at is ${f.commentMentionSeen ? "not " : ""}null`;
    where.push(
      `exists (select 1 from app_public.comment_mentions m where m.client_company_id = d.client_company_id and m.mentioned_user_id = ${p.add(f.commentMentionedUserRowId)}::uuid and m.document_id = d.id${seen})`,
    );
  }
  return where;
}

function stripNulls<T extends object>(o: T): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as Partial<{
    [K in keyof T]: NonNullable<T[K]>;
  }>;
}

function sortFieldOf(args: DocumentsListArgs): DocumentsListSortField {
  return args.orderBy ?? "INVOICE_DATE";
}

function sortOf(args: DocumentsListArgs): { spec: SortSpec; desc: boolean } {
  return { spec: SORTS[sortFieldOf(args)], desc: (args.orderByDirection ?? "DESC") === "DESC" };
}

function orderByClause(args: DocumentsListArgs): string {
  const { spec, desc } = sortOf(args);
  const dir = desc ? "desc" : "asc";
  return `${spec.column} ${dir}${spec.nullable ? " nulls last" : ""}, d.id ${dir}`;
}

export interface DocumentsListCursor {
  /** The sort the position belongs to: a key means something only in its own sort. */
  sort: DocumentsListSortField;
  /** The row's sort key as PostgreSQL prints it (null: the row lacks the key). */
  key: string | null;
  id: string;
}

export function encodeCursor(cursor: DocumentsListCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString("base64url");
}

/** What PostgreSQL prints for each key type (DateStyle ISO), so a forged key never reaches a cast. */
const CURSOR_KEY_SHAPES: Record<SortSpec["type"], (key: string) => boolean> = {
  date: isCalendarDate,
  timestamptz: (key) => {
    const m = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:[0-5]\d){0,2}$/.exec(key);
    return m !== null && isCalendarDate(m[1]!);
  },
  numeric: (key) => /^-?\d{1,13}(\.\d{1,2})?$/.test(key),
  text: (key) => key.length <= 1000,
};

const invalidCursor = () =>
  new DocumentsListInputError("INVALID_CURSOR", "The list position (cursor) is not valid; reload the list.");

/** The position a cursor names in the list sorted by `sort`; refuses anything this list did not issue. */
export function decodeCursor(cursor: string, sort: DocumentsListSortField): DocumentsListCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(value) || value.length !== 3 || !uuid.safeParse(value[2]).success) throw invalidCursor();
  const [cursorSort, key, id] = value as [unknown, unknown, string];
  if (cursorSort !== sort) {
    throw new DocumentsListInputError(
      "INVALID_CURSOR",
      "The list position (cursor) belongs to another sort order; reload the list.",
    );
  }
  const spec = SORTS[sort];
  if (key === null) {
    if (!spec.nullable) throw invalidCursor();
    return { sort, key: null, id };
  }
  if (typeof key !== "string" || !CURSOR_KEY_SHAPES[spec.type](key)) throw invalidCursor();
  return { sort, key, id };
}

/** Rows after the cursor, in the list's order: keyset paging, stable over ties by id. */
function afterClause(args: DocumentsListArgs, cursor: DocumentsListCursor, p: Params): string {
  const { spec, desc } = sortOf(args);
  const op = desc ? "<" : ">";
  const id = `${p.add(cursor.id)}::uuid`;
  if (cursor.key === null) {
    if (!spec.nullable) throw new DocumentsListInputError("INVALID_CURSOR", "The list position (cursor) is not valid.");
    return `(${spec.column} is null and d.id ${op} ${id})`;
  }
  const key = `${p.add(cursor.key)}::${spec.type}`;
  if (!spec.nullable) return `(${spec.column}, d.id) ${op} (${key}, ${id})`;
  return `((${spec.column}, d.id) ${op} (${key}, ${id}) or ${spec.column} is null)`;
}

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** The page: ids and cursor keys of `first` rows after `after`, plus one to know if more follow. */
export function pageQuery(args: DocumentsListArgs, defaultFirst = 50): SqlQuery & { first: number } {
  const p = new Params();
  const first = args.first ?? defaultFirst;
  let where = whereClause(args, p);
  if (args.after) where += `\n    and ${afterClause(args, decodeCursor(args.after, sortFieldOf(args)), p)}`;
  const { spec } = sortOf(args);
  const text = `select d.id, (${spec.column})::text as key
  from app_hidden.documents_list_rows d
  where ${where}
  order by ${orderByClause(args)}
  limit ${p.add(first + 1)}`;
  return { text, values: p.values, first };
}

export interface PageRow {
  id: string;
  key: string | null;
}

export interface DocumentsListPage {
  edges: { id: string; cursor: string }[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export function toPage(rows: readonly PageRow[], args: DocumentsListArgs, first: number): DocumentsListPage {
  const sort = sortFieldOf(args);
  const edges = rows.slice(0, first).map((r) => ({ id: r.id, cursor: encodeCursor({ sort, key: r.key, id: r.id }) }));
  return {
    edges,
    hasNextPage: rows.length > first,
    hasPreviousPage: Boolean(args.after),
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges.at(-1)?.cursor ?? null,
  };
}

/** Filter fields the daily totals (app_hidden.document_day_totals) can answer: the company, the
 * list date, type, category, payment state, archived and superseded. */
const TOTALS_FILTER_FIELDS = new Set<string>([
  "archived",
  "superseded",
  "dateFilterType",
  "fromDate",
  "untilDate",
  "paidStatus",
  "documentTypes",
  "excludeDocumentTypes",
  "categoryRowIds",
  "excludeCategoryRowIds",
]);

/** Whether the statistics of this filter can be read from the daily totals: every field set is
 * one the totals keep (a date range only on the list date, not the import date); a blank text or
 * an empty list filters nothing. */
export function totalsAnswerStatistics(args: DocumentsListArgs): boolean {
  const f = stripNulls(args.filter ?? {});
  if ((f.fromDate || f.untilDate) && f.dateFilterType === "IMPORT_DATE") return false;
  return Object.entries(f).every(([field, value]) => {
    if (TOTALS_FILTER_FIELDS.has(field)) return true;
    if (typeof value === "string") return value.trim() === "";
    if (Array.isArray(value)) return value.length === 0;
    return false;
  });
}

/** The statistics from the daily totals (for filters totalsAnswerStatistics accepts); the same
 * rows as counting the documents. RLS on the totals shows only the companies the user may see. */
function totalsStatisticsQuery(args: DocumentsListArgs): SqlQuery {
  const p = new Params();
  const f = { ...DEFAULT_FILTER, ...stripNulls(args.filter ?? {}) };
  const where: string[] = [`t.client_company_id = ${p.add(args.clientCompanyRowId)}`];
  const archived = args.filter && "archived" in args.filter && args.filter.archived === null ? null : f.archived;
  const superseded =
    args.filter && "superseded" in args.filter && args.filter.superseded === null ? null : f.superseded;
  if (archived !== null) where.push(archived ? "t.archived" : "not t.archived");
  if (superseded !== null) where.push(superseded ? "t.superseded" : "not t.superseded");
  if (f.fromDate) where.push(`t.list_date >= ${p.add(f.fromDate)}::date`);
  if (f.untilDate) where.push(`t.list_date <= ${p.add(f.untilDate)}::date`);
  if (f.paidStatus === "NOT_PAID") where.push("t.list_open");
  if (f.paidStatus === "PAID") where.push("(t.type <> 'OTHER_DOCUMENT' and not t.list_open)");
  if (f.documentTypes?.length) where.push(`t.type = any (${p.add(f.documentTypes)}::app_public.document_type[])`);
  if (f.excludeDocumentTypes?.length)
    where.push(`t.type <> all (${p.add(f.excludeDocumentTypes)}::app_public.document_type[])`);
  if (f.categoryRowIds?.length) where.push(`t.category_id = any (${p.add(f.categoryRowIds)}::uuid[])`);
  if (f.excludeCategoryRowIds?.length) where.push(`t.category_id <> all (${p.add(f.excludeCategoryRowIds)}::uuid[])`);
  const text = `select nullif(t.currency, '') as currency, sum(t.document_count)::int as count,
         sum(t.net_sum)::text as net_sum, sum(t.total_sum)::text as total_sum,
         sum(t.open_amount_sum)::text as open_amount,
         coalesce(sum(t.document_count) filter (where t.list_open), 0)::int as open_count
  from app_hidden.document_day_totals t
  where ${where.join("\n    and ")}
  group by t.currency
  having sum(t.document_count) > 0
  order by sum(t.document_count) desc, nullif(t.currency, '')`;
  return { text, values: p.values };
}

/** Count and sums of the whole filtered list, per currency: from the daily totals when they can
 * answer the filter, else by counting the filtered documents (a search, a partner, a tag …). */
export function statisticsQuery(args: DocumentsListArgs): SqlQuery {
  return totalsAnswerStatistics(args) ? totalsStatisticsQuery(args) : countedStatisticsQuery(args);
}

/** Count and sums of the whole filtered list, per currency, by counting its documents. */
export function countedStatisticsQuery(args: DocumentsListArgs): SqlQuery {
  const p = new Params();
  const where = whereClause(args, p);
  const text = `select d.list_currency as currency, count(*)::int as count,
         sum(d.list_net)::text as net_sum, sum(d.list_total)::text as total_sum,
         sum(d.list_open_amount)::text as open_amount, count(*) filter (where d.list_open)::int as open_count
  from app_hidden.documents_list_rows d
  where ${where}
  group by d.list_currency
  order by count(*) desc, d.list_currency`;
  return { text, values: p.values };
}

export interface StatisticsRow {
  currency: string | null;
  count: number;
  net_sum: string | null;
  total_sum: string | null;
  open_amount: string | null;
  open_count: number;
}

export interface DocumentsListStatistics {
  count: number;
  invoiceCount: number;
  openCount: number;
  currencies: { currency: string; count: number; netSum: string; totalSum: string; openAmount: string }[];
}

export function toStatistics(rows: readonly StatisticsRow[]): DocumentsListStatistics {
  const currencies = rows
    .filter((r) => r.currency !== null)
    .map((r) => ({
      currency: r.currency!.trim(),
      count: r.count,
      netSum: r.net_sum ?? "0",
      totalSum: r.total_sum ?? "0",
      openAmount: r.open_amount ?? "0",
    }));
  return {
    count: rows.reduce((s, r) => s + r.count, 0),
    invoiceCount: currencies.reduce((s, c) => s + c.count, 0),
    openCount: rows.reduce((s, r) => s + r.open_count, 0),
    currencies,
  };
}

/** The first 500 ids in list order: select-all and previous/next in the details page. */
export function idsQuery(args: DocumentsListArgs): SqlQuery {
  const p = new Params();
  const where = whereClause(args, p);
  const text = `select d.id
  from app_hidden.documents_list_rows d
  where ${where}
  order by ${orderByClause(args)}
  limit ${DOCUMENTS_ID_LIMIT}`;
  return { text, values: p.values };
}
