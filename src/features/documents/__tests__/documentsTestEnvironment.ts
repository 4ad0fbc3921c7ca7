import { loadQuery } from "react-relay";
import type { ConcreteRequest } from "relay-runtime";
import DocumentsListPaginationQueryNode from "../../../__generated__/DocumentsListPaginationQuery.graphql.ts";
import DocumentsPageQueryNode, { type DocumentsPageQuery } from "../../../__generated__/DocumentsPageQuery.graphql.ts";
import DocumentsResultsRefetchQueryNode from "../../../__generated__/DocumentsResultsRefetchQuery.graphql.ts";
import PartnerFilterQueryNode from "../../../__generated__/PartnerFilterQuery.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import type { DocumentsListVariables } from "../lib/listVariables.ts";

export const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
export const USER = "5a1d0c3e-7b2a-4f1e-9c8d-000000000002";

let nextDocument = 1;
/** A document as the list's fragments read it; `extra` overrides fields. */
export function listDocument(extra: Record<string, unknown> = {}, invoice: Record<string, unknown> = {}) {
  const n = nextDocument++;
  const rowId = `d0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  return {
    id: `doc-${n}`,
    rowId,
    type: "INCOMING_INVOICE",
    derivedTitle: `Rechnung ${n}`,
    importDate: "2026-11-20T09:30:00Z",
    exportedForBookingAt: null,
    state: "REVIEWED",
    archived: false,
    superseded: false,
    isAbandoned: false,
    category: { id: "cat-1", name: "Wareneinkauf" },
    firstPage: { nodes: [] },
    otherDocument: null,
    workflowStep: null,
    approvalState: "NONE",
    approvedWithoutVerifiers: false,
    latestComment: { nodes: [] },
    invoice: {
      id: `inv-${n}`,
      invoiceNumber: `RE-2026-${String(n).padStart(4, "0")}`,
      internalNumber: null,
      invoiceDate: "2026-11-18",
      dueDate: "2026-12-18",
      discountUntil: null,
      signedNet: "1000.00",
      signedTotal: "1190.00",
      vatAmount: "190.00",
      openAmount: "1190.00",
      currency: "EUR",
      creditMemo: false,
      paymentStatus: "NOT_PAID",
      partiallyPaid: false,
      hasDuplicateInvoices: false,
      hasXmlSource: false,
      extractedPartnerName: null,
      partnerCompany: { id: `p-${n}`, name: `Partner ${n} GmbH` },
      invoiceCompletenessDetails: [],
      firstAccountingItem: { nodes: [] },
      ...invoice,
    },
    realEstateObjectInstances: { nodes: [] },
    ...extra,
  };
}
export type ListDocument = ReturnType<typeof listDocument>;

export interface DocumentsMockState {
  documents: ListDocument[];
  /** How many ids the server returns at most (500 in production). */
  idLimit: number;
  /** A refusal code for a request's variables, or null. */
  refuse: (variables: DocumentsListVariables & { after?: string | null }) => string | null;
  company: Record<string, unknown>;
  /** The company's partners, searched as searchPartnerCompanies does (roughly). */
  partners: MockPartner[];
  /** The company's money accounts, ledger accounts, cost centres and cost units (the filter
   * panel's options), as the server lists them. */
  moneyAccounts: { rowId: string; fullName: string; active?: boolean }[];
  generalLedgerAccounts: { rowId: string; number: string; name: string; disabledAt?: string | null }[];
  costCenters: { rowId: string; number: string; description: string | null }[];
  costUnits: { rowId: string; number: string; description: string | null }[];
  /** The company's tags (by creation) and real-estate objects (by title). */
  tags: { rowId: string; tag: string }[];
  realEstateObjects: { rowId: string; title: string; number?: string | null; disabledAt?: string | null }[];
}

export interface MockPartner {
  rowId: string;
  name: string;
  active?: boolean;
}

const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Up to 20 active partners whose name contains the search (accents ignored), then the
 * asked-for ones, as Query.searchPartnerCompanies answers. */
function searchPartners(partners: MockPartner[], variables: Record<string, unknown>) {
  const search = folded(String(variables.searchText ?? ""));
  const include = (variables.includeRowIds as string[] | null) ?? [];
  const matches = partners
    .filter((p) => p.active !== false && !include.includes(p.rowId) && folded(p.name).includes(search))
    .slice(0, 20);
  const asked = partners.filter((p) => include.includes(p.rowId));
  return [...matches, ...asked].map((p) => ({ id: `partner-${p.rowId}`, rowId: p.rowId, name: p.name }));
}

const OPERATIONS: Record<string, ConcreteRequest> = {
  DocumentsPageQuery: DocumentsPageQueryNode,
  DocumentsResultsRefetchQuery: DocumentsResultsRefetchQueryNode,
  DocumentsListPaginationQuery: DocumentsListPaginationQueryNode,
  PartnerFilterQuery: PartnerFilterQueryNode,
};

/** A Relay environment answering the documents page's operations from `state`. */
export function createDocumentsEnvironment(initial: Partial<DocumentsMockState> = {}) {
  const state: DocumentsMockState = {
    documents: [],
    idLimit: 500,
    refuse: () => null,
    company: {},
    partners: [],
    moneyAccounts: [],
    generalLedgerAccounts: [],
    costCenters: [],
    costUnits: [],
    tags: [],
    realEstateObjects: [],
    ...initial,
  };
  const { environment, requests } = createMockRelayEnvironment({
    operations: OPERATIONS,
    answer: (name, variables) => {
      const code = state.refuse(variables as DocumentsListVariables);
      if (code) throw new GraphQLRequestError("refused", { code });
      if (name === "PartnerFilterQuery") {
        return { data: { searchPartnerCompanies: searchPartners(state.partners, variables) } };
      }
      return undefined;
    },
    resolvers: () => {
      const docs = state.documents;
      return {
        User: () => ({ id: "user-1", rowId: USER, fullName: "Thomas Müller", email: "admin@demo.test" }),
        ClientCompany: () => ({
          id: "company-1",
          rowId: COMPANY,
          currentUserWorkflowStepRowIds: [],
          currentUserHasBankingAccess: true,
          currentUserHasAccountingAccess: true,
          featureFlags: { useLast3Months: false, documentsWorkflowView: true, realEstateObjects: false },
          ...state.company,
        }),
        DocumentCategoryConnection: () => ({
          nodes: [
            {
              id: "cat-1",
              rowId: "c0000000-0000-4000-8000-000000000001",
              name: "Wareneinkauf",
              documentType: "INCOMING_INVOICE",
            },
          ],
        }),
        DocumentWorkflowConnection: () => ({ nodes: [] }),
        ClientCompanyUserConnection: () => ({ nodes: [] }),
        MoneyAccountConnection: () => ({
          nodes: state.moneyAccounts.map((a) => ({ id: `ma-${a.rowId}`, active: true, ...a })),
        }),
        GeneralLedgerAccountConnection: () => ({
          nodes: state.generalLedgerAccounts.map((a) => ({ id: `gla-${a.rowId}`, disabledAt: null, ...a })),
        }),
        CostCenterConnection: () => ({ nodes: state.costCenters.map((c) => ({ id: `cc-${c.rowId}`, ...c })) }),
        CostUnitConnection: () => ({ nodes: state.costUnits.map((c) => ({ id: `cu-${c.rowId}`, ...c })) }),
        ClientCompanyTagConnection: () => ({ nodes: state.tags.map((tag) => ({ id: `tag-${tag.rowId}`, ...tag })) }),
        RealEstateObjectConnection: () => ({
          nodes: state.realEstateObjects.map((o) => ({ id: `reo-${o.rowId}`, number: null, disabledAt: null, ...o })),
        }),
        DocumentsListConnection: (context) => {
          if (context.alias === "summary") {
            const totals = (key: "signedNet" | "signedTotal" | "openAmount") =>
              docs.reduce((sum, doc) => sum + Number(doc.invoice?.[key] ?? 0), 0).toFixed(2);
            return {
              ids: docs.slice(0, state.idLimit).map((doc) => doc.rowId),
              statistics: {
                count: docs.length,
                invoiceCount: docs.length,
                openCount: docs.length,
                currencies:
                  docs.length > 0
                    ? [
                        {
                          currency: "EUR",
                          count: docs.length,
                          netSum: totals("signedNet"),
                          totalSum: totals("signedTotal"),
                          openAmount: totals("openAmount"),
                        },
                      ]
                    : [],
              },
            };
          }
          const args = (context.args ?? {}) as { first?: number; after?: string | null };
          const start = args.after ? Number(args.after.slice(1)) + 1 : 0;
          const first = args.first ?? 50;
          const page = docs.slice(start, start + first);
          return {
            edges: page.map((doc, i) => ({ cursor: `c${start + i}`, node: doc })),
            pageInfo: {
              hasNextPage: start + first < docs.length,
              endCursor: page.length > 0 ? `c${start + page.length - 1}` : null,
            },
          };
        },
      };
    },
  });
  const queryRef = (variables: DocumentsListVariables) =>
    loadQuery<DocumentsPageQuery>(environment, DocumentsPageQueryNode, variables);
  return { environment, requests, state, queryRef };
}
