import { listOfCodec, loadOneWithPgClient, type PgClient, TYPES } from "postgraphile/@dataplan/pg";
import { access, each, lambda, list, object, SafeError, type Step } from "postgraphile/grafast";
import { sql } from "postgraphile/pg-sql2";
import { extendSchema, gql } from "postgraphile/utils";
import {
  type DocumentsListArgs,
  DocumentsListInputError,
  type DocumentsListPage,
  type DocumentsListStatistics,
  idsQuery,
  pageQuery,
  type PageRow,
  type SqlQuery,
  countedStatisticsQuery,
  parseDocumentsListArgs,
  statisticsQuery,
  type StatisticsRow,
  toPage,
  toStatistics,
  totalsAnswerStatistics,
} from "../../documents/listQuery.ts";

/** Runs `fn`; an input refusal becomes a SafeError carrying its code for the client. */
function refusingBadInput<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof DocumentsListInputError) throw new SafeError(error.message, { code: error.code });
    throw error;
  }
}

const validated = (raw: unknown): DocumentsListArgs => refusingBadInput(() => parseDocumentsListArgs(raw));

/** A loadOne callback running one query per (deduplicated) argument set. Module-level, so
 * Grafast sees one loader per kind and shares it between fields of the same connection. */
function queryLoader<Row, Result>(
  build: (args: DocumentsListArgs) => SqlQuery,
  result: (rows: readonly Row[], args: DocumentsListArgs, query: SqlQuery) => Result,
) {
  return async (client: PgClient, lookups: readonly DocumentsListArgs[]): Promise<Result[]> => {
    const results: Result[] = [];
    for (const args of lookups) {
      const query = refusingBadInput(() => build(args));
      const { rows } = await client.query<Row>({ text: query.text, values: query.values });
      results.push(result(rows, args, query));
    }
    return results;
  };
}

const loadPages = queryLoader<PageRow, DocumentsListPage>(pageQuery, (rows, args, query) =>
  toPage(rows, args, (query as ReturnType<typeof pageQuery>).first),
);
/** The statistics: from the daily totals where they answer the filter, unless category
 * accesses or a document filter limit what the user sees of the company (the totals count
 * every document; RLS shows such a user none of them), then by counting their documents. */
async function loadStatistics(client: PgClient, lookups: readonly DocumentsListArgs[]) {
  const results: DocumentsListStatistics[] = [];
  for (const args of lookups) {
    let query = refusingBadInput(() => statisticsQuery(args));
    if (totalsAnswerStatistics(args)) {
      const { rows } = await client.query<{ all: boolean | null }>({
        text: "select app_hidden.current_user_sees_all_documents($1::uuid) as all",
        values: [args.clientCompanyRowId],
      });
      if (rows[0]?.all !== true) query = refusingBadInput(() => countedStatisticsQuery(args));
    }
    const { rows } = await client.query<StatisticsRow>({ text: query.text, values: query.values });
    results.push(toStatistics(rows));
  }
  return results;
}
const loadIds = queryLoader<{ id: string }, string[]>(idsQuery, (rows) => rows.map((r) => r.id));

/**
 * `Query.documentsList`: the documents list of spec part 2 (§7) — every filter, the sort
 * fields of §9 with keyset cursors (ties broken by id, so paging never skips or repeats),
 * statistics of the whole filtered set and its first 500 ids. The SQL comes from
 * server/documents/listQuery.ts and runs with the request's pgSettings, so RLS applies;
 * the nodes are ordinary `Document`s (fetched in one batch), so every view's fragments work.
 */
export const DocumentsListPlugin = extendSchema((build) => {
  const documents = build.input.pgRegistry.pgResources.documents;
  if (!documents) throw new Error("DocumentsListPlugin: documents table not found");
  const executor = documents.executor;
  const uuidList = listOfCodec(TYPES.uuid);
  const argsOf = ($connection: Step) => $connection as Step<DocumentsListArgs>;
  const pageOf = ($connection: Step) => loadOneWithPgClient(executor, argsOf($connection), loadPages);
  const statisticsOf = ($connection: Step) => loadOneWithPgClient(executor, argsOf($connection), loadStatistics);

  return {
    typeDefs: gql`
      """
      Sort fields of the documents list (spec §9). Keys a document lacks (no due date, no
      partner) sort last in both directions.
      """
      enum DocumentsListOrderBy {
        "Invoice date; for other documents their document date; without one, the import date."
        INVOICE_DATE
        IMPORT_DATE
        PARTNER
        INVOICE_NUMBER
        DUE_DATE
        DISCOUNT_DUE_DATE
        TOTAL
        "The ledger account number of the invoice's first accounting item (by number, digits by value)."
        GENERAL_LEDGER_ACCOUNT
        "The title of the first real-estate object the document is booked to."
        REAL_ESTATE_OBJECT
      }
      enum DocumentsListOrderDirection {
        ASC
        DESC
      }
      """
      Which date fromDate/untilDate filter: INVOICE_DATE and DOCUMENT_DATE the date on the
      document (invoice date, document date; the import date while none is known), IMPORT_DATE
      the day the document was imported (Europe/Berlin).
      """
      enum DocumentsDateFilterType {
        INVOICE_DATE
        DOCUMENT_DATE
        IMPORT_DATE
      }
      enum DocumentsPaidStatus {
        PAID
        NOT_PAID
      }
      enum DocumentsExportStatus {
        EXPORTED_FOR_BOOKING
        NOT_EXPORTED_FOR_BOOKING
      }
      """
      Filters of the documents list. Omitted fields do not filter, except archived and
      superseded, which default to false; pass null explicitly for both.
      """
      input DocumentsListFilter {
        "Full text over title, partner, invoice, order and document numbers and the page text."
        searchText: String
        "Part of the internal number (the accounting view's filter)."
        internalNumber: String
        dateFilterType: DocumentsDateFilterType
        fromDate: Date
        untilDate: Date
        "Signed total (credit memos negative) at least this."
        minTotal: BigFloat
        maxTotal: BigFloat
        paidStatus: DocumentsPaidStatus
        exportStatus: DocumentsExportStatus
        documentTypes: [DocumentType!]
        excludeDocumentTypes: [DocumentType!]
        categoryRowIds: [UUID!]
        excludeCategoryRowIds: [UUID!]
        partnerCompanyRowIds: [UUID!]
        excludePartnerCompanyRowIds: [UUID!]
        baseDocumentRowIds: [UUID!]
        documentRowIds: [UUID!]
        superseded: Boolean = false
        archived: Boolean = false
        isApproved: Boolean
        "Another current invoice of the same partner carries the same number."
        isDuplicate: Boolean
        isCreditMemo: Boolean
        hasXmlSource: Boolean
        contractType: String
        """
        Documents standing in one of these workflow steps. An empty list does not filter (as
        with every id list here): offer the "my workflow steps" preset only when
        ClientCompany.currentUserWorkflowStepRowIds is not empty.
        """
        documentWorkflowStepRowIds: [UUID!]
        "Documents in none of these workflow steps (documents in no workflow included)."
        excludeDocumentWorkflowStepRowIds: [UUID!]
        "Documents with an OPEN approval request whose approver is one of these users (assigned to me)."
        requestedApproverRowIds: [UUID!]
        "Documents with (true) or without (false) any comment."
        hasComments: Boolean
        "Documents with (true) or without (false) an active recurrence (a recurring invoice)."
        isRecurring: Boolean
        "Invoices with (true) or without (false) a payment in a SEPA credit transfer file (pain.001)."
        hasPain001Payment: Boolean
        "Invoices with (true) or without (false) a collection in a SEPA direct-debit file (pain.008)."
        hasPain008DirectDebit: Boolean
        "Invoices a payment reminder was sent for (true) or not (false)."
        isPaymentReminderSent: Boolean
        "Documents linked to a transaction of one of these money accounts."
        moneyAccountRowIds: [UUID!]
        "Invoices with an accounting item carrying one of these cost centres."
        costCenterRowIds: [UUID!]
        "Invoices with no accounting item carrying one of these cost centres."
        excludeCostCenterRowIds: [UUID!]
        "Invoices with an accounting item carrying one of these cost units."
        costUnitRowIds: [UUID!]
        "Invoices with no accounting item carrying one of these cost units."
        excludeCostUnitRowIds: [UUID!]
        "Invoices with an accounting item booked to one of these general ledger accounts."
        generalLedgerAccountRowIds: [UUID!]
        "Invoices with no accounting item booked to one of these general ledger accounts."
        excludeGeneralLedgerAccountRowIds: [UUID!]
        "Documents with a comment mentioning this user."
        commentMentionedUserRowId: UUID
        """
        With commentMentionedUserRowId only: the mention was seen (true) or not yet seen (false)
        by that user.
        """
        commentMentionSeen: Boolean
        "Documents carrying one of these tags."
        tagRowIds: [UUID!]
        "Documents carrying none of these tags."
        excludeTagRowIds: [UUID!]
        "Documents booked to one of these real-estate objects."
        realEstateObjectRowIds: [UUID!]
        "Documents booked to none of these real-estate objects."
        excludeRealEstateObjectRowIds: [UUID!]
        """
        Invoices complete in every one of these details (Invoice.invoiceCompletenessDetails
        names none of them). All three: the invoices ready for the booking export.
        """
        invoiceCompletenessDetails: [InvoiceCompletenessDetail!]
        "Invoices missing at least one of these details (the complement of invoiceCompletenessDetails among invoices)."
        excludeInvoiceCompletenessDetails: [InvoiceCompletenessDetail!]
      }
      type DocumentsListEdge {
        cursor: String!
        node: Document
      }
      type DocumentsListPageInfo {
        hasNextPage: Boolean!
        hasPreviousPage: Boolean!
        startCursor: String
        endCursor: String
      }
      "Sums of the filtered invoices in one currency."
      type DocumentsListCurrencyTotals {
        currency: String!
        count: Int!
        "Signed net sum (credit memos subtract)."
        netSum: BigFloat!
        "Signed total sum."
        totalSum: BigFloat!
        "What is still to pay: signed totals of the unpaid invoices."
        openAmount: BigFloat!
      }
      type DocumentsListStatistics {
        "All documents of the filtered list."
        count: Int!
        "Invoices among them."
        invoiceCount: Int!
        "Unpaid invoices among them."
        openCount: Int!
        "Per currency, the largest group first."
        currencies: [DocumentsListCurrencyTotals!]!
      }
      type DocumentsListConnection {
        edges: [DocumentsListEdge!]!
        pageInfo: DocumentsListPageInfo!
        "How many documents match (the whole list, not the page)."
        totalCount: Int!
        statistics: DocumentsListStatistics!
        "The first 500 ids of the list in its order (select all; previous/next in the details)."
        ids: [UUID!]!
      }
      extend type Query {
        """
        The documents list of a client company: filtered, sorted and cursor-paged; statistics
        and ids cover the whole filtered list.
        """
        documentsList(
          clientCompanyRowId: UUID!
          filter: DocumentsListFilter
          orderBy: DocumentsListOrderBy = INVOICE_DATE
          orderByDirection: DocumentsListOrderDirection = DESC
          first: Int = 50
          after: String
        ): DocumentsListConnection!
      }
    `,
    objects: {
      Query: {
        plans: {
          documentsList(_$root, fieldArgs) {
            const $raw = object({
              clientCompanyRowId: fieldArgs.getRaw("clientCompanyRowId"),
              filter: fieldArgs.getRaw("filter"),
              orderBy: fieldArgs.getRaw("orderBy"),
              orderByDirection: fieldArgs.getRaw("orderByDirection"),
              first: fieldArgs.getRaw("first"),
              after: fieldArgs.getRaw("after"),
            });
            return lambda($raw, validated);
          },
        },
      },
      DocumentsListConnection: {
        plans: {
          edges($connection: Step) {
            // The page's documents in one query, `id = any(<uuid[]>)` in the page's order.
            // Not documents.get({id}) per edge: Grafast batches those through a JSON array of
            // ids, and its json/uuid functions are not leakproof, so under RLS PostgreSQL may
            // not use the primary key and read every document of the table (graphile/crystal
            // #3041; bench:documents measured 1.2 s per page on a million documents).
            const $page = pageOf($connection);
            const $ids = lambda($page, (page: DocumentsListPage) => page.edges.map((edge) => edge.id));
            const $cursors = lambda(
              $page,
              (page: DocumentsListPage) => new Map(page.edges.map((e) => [e.id, e.cursor])),
            );
            const $documents = documents.find();
            const ids = $documents.placeholder($ids, uuidList);
            $documents.where(sql`${$documents.alias}.id = any(${ids})`);
            $documents.orderBy({
              fragment: sql`array_position(${ids}, ${$documents.alias}.id)`,
              codec: TYPES.int,
              direction: "ASC",
            });
            return each($documents, ($document) =>
              object({
                node: $document,
                cursor: lambda(
                  list([$cursors, $document.get("id")]),
                  ([cursors, id]) => (cursors as Map<unknown, string>).get(id) ?? null,
                ),
              }),
            );
          },
          pageInfo($connection: Step) {
            return pageOf($connection);
          },
          totalCount($connection: Step) {
            return access(statisticsOf($connection), "count");
          },
          statistics($connection: Step) {
            return statisticsOf($connection);
          },
          ids($connection: Step) {
            return loadOneWithPgClient(executor, argsOf($connection), loadIds);
          },
        },
      },
      DocumentsListEdge: {
        plans: {
          cursor($edge: Step) {
            return access($edge, "cursor");
          },
          node($edge: Step) {
            return ($edge as ReturnType<typeof object>).get("node");
          },
        },
      },
    },
  };
});
