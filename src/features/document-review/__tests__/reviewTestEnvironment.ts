import { type ConcreteRequest, type GraphQLResponse } from "relay-runtime";
import DocumentReviewFormTestQueryNode from "../../../__generated__/DocumentReviewFormTestQuery.graphql.ts";
import CreditMemoInvoicePickerQueryNode from "../../../__generated__/CreditMemoInvoicePickerQuery.graphql.ts";
import PartnerAccountSelectQueryNode from "../../../__generated__/PartnerAccountSelectQuery.graphql.ts";
import PartnerLocationSelectQueryNode from "../../../__generated__/PartnerLocationSelectQuery.graphql.ts";
import CreateTagNode from "../../../__generated__/useCreateClientCompanyTagMutation.graphql.ts";
import SetObjectsNode from "../../../__generated__/useSetDocumentRealEstateObjectInstancesMutation.graphql.ts";
import SetTagsNode from "../../../__generated__/useSetDocumentTagsMutation.graphql.ts";
import ConfirmNode from "../../../__generated__/useConfirmDocumentFieldsMutation.graphql.ts";
import SetCategoryNode from "../../../__generated__/useSetDocumentCategoryMutation.graphql.ts";
import SaveInvoiceReviewNode from "../../../__generated__/useSaveInvoiceReviewMutation.graphql.ts";
import UpdateOtherDocumentNode from "../../../__generated__/useUpdateOtherDocumentMutation.graphql.ts";
import AddCrmTicketNode from "../../../__generated__/useCrmTicketMutationsAddMutation.graphql.ts";
import ReviewFormHarnessQueryNode from "../../../__generated__/ReviewFormHarnessQuery.graphql.ts";
import RemoveCrmTicketNode from "../../../__generated__/useCrmTicketMutationsRemoveMutation.graphql.ts";
import UpdateCrmTicketNode from "../../../__generated__/useCrmTicketMutationsUpdateMutation.graphql.ts";
import DismissSuggestionNode from "../../../__generated__/useDismissFieldSuggestionMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";

export const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
export const DOCUMENT = "d0000000-0000-4000-8000-000000000001";
export const OTHER_INVOICE = "d0000000-0000-4000-8000-000000000002";
export const ME = {
  rowId: "a0000000-0000-4000-8000-000000000001",
  fullName: "Thomas Müller",
  email: "admin@demo.test",
};
export const LENA = {
  rowId: "a0000000-0000-4000-8000-000000000002",
  fullName: "Lena Schneider",
  email: "clerk@demo.test",
};
export const SCHMIDT = { rowId: "e0000000-0000-4000-8000-000000000001", name: "Elektro Schmidt GmbH" };
export const WEBER = { rowId: "e0000000-0000-4000-8000-000000000002", name: "Weber Baustoffe KG" };
export const LOCATION = "f0000000-0000-4000-8000-000000000001";
export const CATEGORIES = [
  { rowId: "c0000000-0000-4000-8000-000000000001", name: "Eingangsrechnungen", documentType: "INCOMING_INVOICE" },
  { rowId: "c0000000-0000-4000-8000-000000000002", name: "Kassenbelege", documentType: "INCOMING_INVOICE" },
  { rowId: "c0000000-0000-4000-8000-000000000003", name: "Verträge", documentType: "OTHER_DOCUMENT" },
];

export interface MockFieldState {
  field: string;
  source: "EINVOICE" | "EXTRACTED" | "USER" | "PARTNER" | "SUGGESTION";
  confidence?: string | null;
  lastEditBy?: string | null;
  confirmedBy?: string | null;
}

export interface ReviewMockState {
  type: "INCOMING_INVOICE" | "OUTGOING_INVOICE" | "OTHER_DOCUMENT";
  categoryRowId: string;
  canCurrentUserChange: boolean;
  /** Set: exported for booking (GoBD lock). */
  exportedForBookingAt?: string | null;
  superseded: boolean;
  isInPreventEditWorkflowStep: boolean;
  hasDocumentsManageAccess: boolean;
  canEditInternalNumber: boolean;
  disableInternalNumberEdit: boolean;
  invoice: Record<string, unknown>;
  items: Record<string, unknown>[];
  otherDocument: Record<string, unknown>;
  fieldStates: MockFieldState[];
  /** Values recognised too unsurely to fill their (empty) field, by field-state name. */
  fieldSuggestions?: { rowId: string; field: string; value: string; confidence: string }[];
  /** Refuses the operation with this name: { code, field?, position? }. */
  refuse: Record<string, { code: string; field?: string; position?: number; constraint?: string } | undefined>;
  /** Answers saveInvoiceReview with `result: null` (row-level security refusing silently). */
  silentlyRefuseInvoice: boolean;
  /** The company's partner accounts (Kreditoren, Debitoren). */
  partnerAccounts: MockPartnerAccount[];
  /** The company's tags (by creation) and the document's. */
  companyTags: { rowId: string; tag: string }[];
  tagRowIds: string[];
  canManageTags: boolean;
  /** The REAL_ESTATE feature, the company's objects and the document's (with shares). */
  hasRealEstateObjects: boolean;
  realEstateObjects: { rowId: string; title: string; number: string | null; disabledAt: string | null }[];
  instances: { realEstateObjectRowId: string; amount: string | null }[];
  /** The invoice's CRM tickets, oldest first. */
  crmTickets: MockCrmTicket[];
  /** What capture found worth a look (Document.complianceFindings, needsManualReview). */
  complianceFindings: unknown[];
  needsManualReview: boolean;
  manualReviewReason: string | null;
}

export interface MockCrmTicket {
  rowId: string;
  system: string;
  ticketNumber: string;
  subject: string | null;
  url: string | null;
  status: "OPEN" | "CLOSED";
}

export interface MockPartnerAccount {
  rowId: string;
  number: string;
  description: string;
  type: "CREDITOR" | "DEBTOR";
  disabledAt: string | null;
  partnerCompanyRowId: string | null;
}

export const ACCOUNTS = {
  schmidt: {
    rowId: "ac000000-0000-4000-8000-000000000001",
    number: "70001",
    description: "Elektro Schmidt GmbH",
    type: "CREDITOR",
    disabledAt: null,
    partnerCompanyRowId: "e0000000-0000-4000-8000-000000000001",
  },
  schmidtOld: {
    rowId: "ac000000-0000-4000-8000-000000000002",
    number: "70099",
    description: "Elektro Schmidt (alt)",
    type: "CREDITOR",
    disabledAt: "2025-01-01T00:00:00Z",
    partnerCompanyRowId: "e0000000-0000-4000-8000-000000000001",
  },
  weber: {
    rowId: "ac000000-0000-4000-8000-000000000003",
    number: "70002",
    description: "Weber Baustoffe KG",
    type: "CREDITOR",
    disabledAt: null,
    partnerCompanyRowId: "e0000000-0000-4000-8000-000000000002",
  },
  diverse: {
    rowId: "ac000000-0000-4000-8000-000000000004",
    number: "70000",
    description: "Diverse Kreditoren",
    type: "CREDITOR",
    disabledAt: null,
    partnerCompanyRowId: null,
  },
  customer: {
    rowId: "ac000000-0000-4000-8000-000000000005",
    number: "10001",
    description: "Kunde Nord GmbH",
    type: "DEBTOR",
    disabledAt: null,
    partnerCompanyRowId: null,
  },
} satisfies Record<string, MockPartnerAccount>;

export const TAGS = {
  site: { rowId: "7a000000-0000-4000-8000-000000000001", tag: "Baustelle Kollwitzstraße 41" },
  question: { rowId: "7a000000-0000-4000-8000-000000000002", tag: "Rückfrage Steuerberater" },
};
export const OBJECTS = {
  weg: {
    rowId: "0b000000-0000-4000-8000-000000000001",
    title: "WEG Kollwitzstraße 41",
    number: "1041",
    disabledAt: null,
  },
  shop: {
    rowId: "0b000000-0000-4000-8000-000000000002",
    title: "Geschäftshaus Schönhauser Allee 76",
    number: "3076",
    disabledAt: null,
  },
  old: {
    rowId: "0b000000-0000-4000-8000-000000000003",
    title: "Altbau Dunckerstraße 5",
    number: "0005",
    disabledAt: "2025-06-30T00:00:00Z",
  },
};

export function storedInvoice(): Record<string, unknown> {
  return {
    partnerCompanyRowId: SCHMIDT.rowId,
    partnerCompanyLocationRowId: null,
    invoiceNumber: "RE-2026-0042",
    internalNumber: "2026-117",
    invoiceDate: "2026-11-03",
    dueDate: "2026-11-17",
    orderNumber: null,
    orderDate: null,
    deliveredFrom: "2026-10-01",
    deliveredUntil: "2026-10-31",
    net: "1000.00",
    vatAmount: "190.00",
    total: "1190.00",
    prepaidAmount: null,
    roundingAmount: null,
    amountDue: "1190.00",
    currency: "EUR",
    conversionRate: null,
    accountNumber: null,
    discountUntil: null,
    discountPercent: null,
    discountAmount: null,
    iban: "DE89370400440532013000",
    bic: "COBADEFFXXX",
    paymentReference: "RE-2026-0042",
    creditMemo: false,
    creditMemoForInvoiceRowId: null,
    vatBreakdown: [],
    clause35AKind: null,
    clause35ANet: null,
    clause35ATotal: null,
    clause35ADetected: false,
    extractedPartnerName: "Elektro Schmidt GmbH",
    extractedPartnerVatIdNo: "DE123456789",
    extractedPartnerEmails: ["rechnung@elektro-schmidt.de"],
    convertedSignedNet: "1000.00",
    convertedSignedTotal: "1190.00",
  };
}

const ITEM = {
  posNo: "1",
  deliveryNo: null,
  orderNo: null,
  title: "Installation Unterverteilung",
  quantity: "8.0000",
  unit: "Std",
  unitNetPrice: "75.0000",
  vatPercent: "19.00",
  discountPercent: null,
  totalPrice: "600.00",
};

export function defaultState(): ReviewMockState {
  return {
    type: "INCOMING_INVOICE",
    categoryRowId: CATEGORIES[0]!.rowId,
    canCurrentUserChange: true,
    superseded: false,
    isInPreventEditWorkflowStep: false,
    hasDocumentsManageAccess: true,
    canEditInternalNumber: true,
    disableInternalNumberEdit: false,
    invoice: storedInvoice(),
    items: [
      { ...ITEM },
      { ...ITEM, posNo: "2", title: "Anfahrt", quantity: "1", unit: null, unitNetPrice: "400", totalPrice: "400.00" },
    ],
    otherDocument: {
      type: "CONTRACT",
      documentDate: "2026-01-15",
      documentNumber: "V-17",
      documentDetails: "Leasing Transporter",
      resubmissionDate: null,
      expiryDate: "2027-01-14",
      contractType: "Leasing",
      contactUserRowId: null,
      partnerCompanyRowId: null,
      partnerName: "Autohaus Berger",
    },
    fieldStates: [
      { field: "invoiceNumber", source: "EINVOICE" },
      { field: "total", source: "EXTRACTED", confidence: "0.62" },
      { field: "iban", source: "USER", lastEditBy: LENA.fullName },
      { field: "invoiceDate", source: "EINVOICE", confirmedBy: LENA.fullName },
      { field: "partnerCompanyId", source: "EXTRACTED", confidence: "0.95" },
    ],
    refuse: {},
    silentlyRefuseInvoice: false,
    partnerAccounts: Object.values(ACCOUNTS) as MockPartnerAccount[],
    companyTags: [TAGS.site, TAGS.question],
    tagRowIds: [],
    canManageTags: true,
    hasRealEstateObjects: false,
    realEstateObjects: Object.values(OBJECTS),
    instances: [],
    crmTickets: [],
    complianceFindings: [],
    needsManualReview: false,
    manualReviewReason: null,
  };
}

const userData = (u: { rowId: string; fullName: string; email: string }) => ({ id: `user-${u.rowId}`, ...u });
const partnerData = (p: { rowId: string; name: string }) => ({ id: `partner-${p.rowId}`, ...p });

function companyData(state: ReviewMockState) {
  return {
    id: "company-1",
    rowId: COMPANY,
    currentUserHasDocumentsManageAccess: state.hasDocumentsManageAccess,
    currentUserCanEditInvoiceInternalNumber: state.canEditInternalNumber,
    disableInvoiceInternalNumberEdit: state.disableInternalNumberEdit,
    currentUserHasCompanyTagsManageAccess: state.canManageTags,
    featureFlags: { realEstateObjects: state.hasRealEstateObjects },
    sortedDocumentCategories: { nodes: CATEGORIES.map((c) => ({ id: `category-${c.rowId}`, ...c })) },
    clientCompanyUsers: {
      nodes: [ME, LENA].map((u) => ({ id: `member-${u.rowId}`, user: userData(u) })),
    },
    sortedTags: { nodes: state.companyTags.map((tag) => ({ id: `tag-${tag.rowId}`, ...tag })) },
    realEstateObjects: { nodes: state.realEstateObjects.map((o) => ({ id: `object-${o.rowId}`, ...o })) },
    partnerAccounts: { nodes: state.partnerAccounts.map((a) => ({ id: `account-${a.rowId}`, ...a })) },
  };
}

function documentData(state: ReviewMockState) {
  const isInvoice = state.type !== "OTHER_DOCUMENT";
  const partnerOf = (rowId: unknown) => [SCHMIDT, WEBER].find((p) => p.rowId === rowId);
  const account = state.partnerAccounts.find((a) => a.rowId === state.invoice.partnerAccountRowId);
  return {
    id: "document-1",
    rowId: DOCUMENT,
    type: state.type,
    categoryRowId: state.categoryRowId,
    clientCompanyRowId: COMPANY,
    canCurrentUserChange: state.canCurrentUserChange,
    exportedForBookingAt: state.exportedForBookingAt ?? null,
    superseded: state.superseded,
    isInPreventEditWorkflowStep: state.isInPreventEditWorkflowStep,
    complianceFindings: state.complianceFindings,
    needsManualReview: state.needsManualReview,
    manualReviewReason: state.manualReviewReason,
    clientCompany: companyData(state),
    tags: {
      nodes: state.companyTags
        .filter((tag) => state.tagRowIds.includes(tag.rowId))
        .map((tag) => ({ id: `tag-${tag.rowId}`, ...tag })),
    },
    realEstateObjectInstances: {
      nodes: state.instances.map((instance, i) => {
        const object = state.realEstateObjects.find((o) => o.rowId === instance.realEstateObjectRowId);
        return {
          id: `instance-${i}`,
          amount: instance.amount,
          realEstateObject: object ? { id: `object-${object.rowId}`, ...object } : null,
        };
      }),
    },
    invoice: isInvoice
      ? {
          id: "invoice-1",
          __typename: "Invoice",
          partnerAccountRowId: null,
          ...state.invoice,
          partnerAccount: account
            ? {
                id: `account-${account.rowId}`,
                rowId: account.rowId,
                fullName: `${account.number} ${account.description}`,
              }
            : null,
          partnerCompany: partnerOf(state.invoice.partnerCompanyRowId)
            ? partnerData(partnerOf(state.invoice.partnerCompanyRowId)!)
            : null,
          creditMemoForInvoice: null,
          crmTickets: state.crmTickets.map((ticket) => ({
            id: `crm-${ticket.rowId}`,
            ...ticket,
            createdAt: "2026-11-20T09:30:00Z",
            createdBy: { id: `user-${ME.rowId}`, fullName: ME.fullName },
          })),
        }
      : null,
    otherDocument: isInvoice
      ? null
      : {
          id: "other-1",
          __typename: "OtherDocument",
          ...state.otherDocument,
          partnerCompany: partnerOf(state.otherDocument.partnerCompanyRowId)
            ? partnerData(partnerOf(state.otherDocument.partnerCompanyRowId)!)
            : null,
          contactUser: null,
        },
    invoiceItems: { nodes: state.items.map((item, i) => ({ id: `item-${i}`, ...item })) },
    fieldSuggestions: {
      nodes: (state.fieldSuggestions ?? []).map((s) => ({ id: `suggestion-${s.rowId}`, ...s })),
    },
    fieldStates: {
      nodes: state.fieldStates.map((s) => ({
        id: `state-${s.field}`,
        field: s.field,
        source: s.source,
        confidence: s.confidence ?? null,
        lastEditAt: "2026-11-20T09:30:00Z",
        lastEditBy: s.lastEditBy ? { id: `user-${s.lastEditBy}`, fullName: s.lastEditBy } : null,
        confirmedAt: s.confirmedBy ? "2026-11-21T10:15:00Z" : null,
        confirmedBy: s.confirmedBy ? { id: `user-${s.confirmedBy}`, fullName: s.confirmedBy } : null,
      })),
    },
  };
}

const OPERATIONS: Record<string, ConcreteRequest> = {
  DocumentReviewFormTestQuery: DocumentReviewFormTestQueryNode,
  ReviewFormHarnessQuery: ReviewFormHarnessQueryNode,
  CreditMemoInvoicePickerQuery: CreditMemoInvoicePickerQueryNode,
  PartnerLocationSelectQuery: PartnerLocationSelectQueryNode,
  PartnerAccountSelectQuery: PartnerAccountSelectQueryNode,
  useSetDocumentTagsMutation: SetTagsNode,
  useCreateClientCompanyTagMutation: CreateTagNode,
  useSetDocumentRealEstateObjectInstancesMutation: SetObjectsNode,
  useSaveInvoiceReviewMutation: SaveInvoiceReviewNode,
  useUpdateOtherDocumentMutation: UpdateOtherDocumentNode,
  useSetDocumentCategoryMutation: SetCategoryNode,
  useConfirmDocumentFieldsMutation: ConfirmNode,
  useCrmTicketMutationsAddMutation: AddCrmTicketNode,
  useCrmTicketMutationsUpdateMutation: UpdateCrmTicketNode,
  useCrmTicketMutationsRemoveMutation: RemoveCrmTicketNode,
  useDismissFieldSuggestionMutation: DismissSuggestionNode,
};

const camel = (name: string) =>
  ({ partnerCompanyRowId: "partnerCompanyId", contactUserRowId: "contactUserId", clause35ANet: "clause35aNet" })[
    name
  ] ?? name;

/** A Relay environment answering the review form's operations from `state`, which the
 * mutations change as the server would (edited fields become the user's, unconfirmed). */
export function createReviewEnvironment(change: Partial<ReviewMockState> = {}) {
  const state: ReviewMockState = { ...defaultState(), ...change };
  const markEdited = (fields: string[]) => {
    for (const field of fields.map(camel)) {
      state.fieldStates = [
        ...state.fieldStates.filter((s) => s.field !== field),
        { field, source: "USER", lastEditBy: ME.fullName },
      ];
    }
  };
  const { environment, requests } = createMockRelayEnvironment({
    operations: OPERATIONS,
    answer: async (_name, variables, params, generate) => {
      const node = OPERATIONS[params.name];
      if (!node && params.name !== "PartnerFilterQuery") throw new Error(`No mock for ${params.name}`);
      const refusal = state.refuse[params.name];
      if (refusal) {
        const { code, ...extensions } = refusal;
        throw GraphQLRequestError.fromErrors([{ message: code, extensions: { code, ...extensions } }]);
      }
      const input = (variables.input ?? {}) as Record<string, unknown>;
      if (params.name === "PartnerFilterQuery") {
        const search = String(variables.searchText ?? "").toLowerCase();
        const include = (variables.includeRowIds as string[] | null) ?? [];
        const matches = [SCHMIDT, WEBER].filter(
          (p) => !include.includes(p.rowId) && p.name.toLowerCase().includes(search),
        );
        const asked = [SCHMIDT, WEBER].filter((p) => include.includes(p.rowId));
        return { data: { searchPartnerCompanies: [...matches, ...asked].map(partnerData) } };
      }
      let silentlyRefused = false;
      if (params.name === "useSaveInvoiceReviewMutation") {
        // One transaction on the server: category, fields and lines together.
        if (state.silentlyRefuseInvoice) silentlyRefused = true;
        else {
          if (input.categoryRowId) state.categoryRowId = String(input.categoryRowId);
          const patch = (input.patch ?? {}) as Record<string, unknown>;
          state.invoice = { ...state.invoice, ...patch };
          markEdited(Object.keys(patch));
          // A written field settles its suggestion: accepted (the same value) or replaced.
          for (const [name, value] of Object.entries(patch)) {
            const suggestion = state.fieldSuggestions?.find((x) => x.field === camel(name));
            if (!suggestion || value === null) continue;
            if (String(value) === suggestion.value) {
              const edited = state.fieldStates.find((x) => x.field === camel(name))!;
              edited.source = "SUGGESTION";
              edited.confidence = suggestion.confidence;
            }
            state.fieldSuggestions = state.fieldSuggestions!.filter((x) => x !== suggestion);
          }
          if (input.items) state.items = (input.items as Record<string, unknown>[]).map((item) => ({ ...item }));
        }
      } else if (params.name === "useUpdateOtherDocumentMutation") {
        const patch = input.patch as Record<string, unknown>;
        state.otherDocument = { ...state.otherDocument, ...patch };
        markEdited(Object.keys(patch));
      } else if (params.name === "useSetDocumentCategoryMutation") {
        state.categoryRowId = String(input.categoryRowId);
      } else if (params.name === "useSetDocumentTagsMutation") {
        state.tagRowIds = [...(input.tagRowIds as string[])];
      } else if (params.name === "useCreateClientCompanyTagMutation") {
        const tag = (input.clientCompanyTag as { tag: string }).tag;
        const created = {
          rowId: `7a000000-0000-4000-8000-${String(state.companyTags.length + 1).padStart(12, "0")}`,
          tag,
        };
        state.companyTags = [...state.companyTags, created];
      } else if (params.name === "useSetDocumentRealEstateObjectInstancesMutation") {
        state.instances = (input.instances as { realEstateObjectRowId: string; amount: string | null }[]).map((i) => ({
          ...i,
        }));
      } else if (params.name === "useCrmTicketMutationsAddMutation") {
        state.crmTickets = [
          ...state.crmTickets,
          {
            rowId: `c7000000-0000-4000-8000-${String(state.crmTickets.length + 1).padStart(12, "0")}`,
            system: String(input.system),
            ticketNumber: String(input.ticketNumber),
            subject: (input.subject as string | null) ?? null,
            url: (input.url as string | null) ?? null,
            status: "OPEN",
          },
        ];
      } else if (params.name === "useCrmTicketMutationsUpdateMutation") {
        state.crmTickets = state.crmTickets.map((ticket) =>
          ticket.rowId === input.rowId
            ? {
                ...ticket,
                system: String(input.system),
                ticketNumber: String(input.ticketNumber),
                subject: (input.subject as string | null) ?? null,
                url: (input.url as string | null) ?? null,
                status: (input.status as "OPEN" | "CLOSED" | null) ?? ticket.status,
              }
            : ticket,
        );
      } else if (params.name === "useCrmTicketMutationsRemoveMutation") {
        state.crmTickets = state.crmTickets.filter((ticket) => ticket.rowId !== input.rowId);
      } else if (params.name === "useDismissFieldSuggestionMutation") {
        state.fieldSuggestions = (state.fieldSuggestions ?? []).filter((x) => x.rowId !== input.suggestionRowId);
      } else if (params.name === "useConfirmDocumentFieldsMutation") {
        for (const field of input.fields as string[]) {
          const existing = state.fieldStates.find((s) => s.field === field);
          if (existing) existing.confirmedBy = ME.fullName;
          else state.fieldStates.push({ field, source: "EXTRACTED", confirmedBy: ME.fullName });
        }
      }
      const response = generate({
        Document: (context) =>
          context.path?.includes("documentsList")
            ? {
                id: `document-${OTHER_INVOICE}`,
                rowId: OTHER_INVOICE,
                derivedTitle: "Elektro Schmidt GmbH · RE-2026-0017",
                invoice: { invoiceNumber: "RE-2026-0017", invoiceDate: "2026-10-02", total: "595.00", currency: "EUR" },
              }
            : documentData(state),
        DocumentsListConnection: () => ({ edges: [{ cursor: "c0" }] }),
        ClientCompany: () => companyData(state),
        InvoiceCrmTicket: (context) => {
          // The mutation's own ticket; listed tickets come with their invoice.
          if (context.path?.at(-1) !== "result") return undefined;
          return {
            id: `crm-${String((variables.input as { rowId?: string }).rowId ?? "new")}`,
            document: documentData(state),
          };
        },
        // The created tag of createClientCompanyTag (other tags come with their parents).
        ClientCompanyTag: (context) => {
          if (context.path?.at(-1) !== "clientCompanyTag") return undefined;
          const tag = state.companyTags.at(-1)!;
          return { id: `tag-${tag.rowId}`, ...tag, clientCompany: companyData(state) };
        },
        PartnerCompany: () => ({
          id: `partner-${SCHMIDT.rowId}`,
          locations: {
            nodes: [
              {
                id: "loc-1",
                rowId: "f0000000-0000-4000-8000-000000000001",
                main: true,
                title: null,
                street: "Hauptstraße 1",
                zip: "10115",
                city: "Berlin",
              },
            ],
          },
        }),
      }) as { data: Record<string, Record<string, unknown>> };
      if (silentlyRefused) response.data.saveInvoiceReview!.result = null;
      return response as GraphQLResponse;
    },
  });
  return { environment, requests, state };
}
