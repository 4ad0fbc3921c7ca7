import type { ConcreteRequest } from "relay-runtime";
import type { MockResolvers } from "relay-test-utils";
import DocumentActionsTestQueryNode from "../../../__generated__/DocumentActionsTestQuery.graphql.ts";
import DocumentRecurrenceDialogTestQueryNode from "../../../__generated__/DocumentRecurrenceDialogTestQuery.graphql.ts";
import DocumentShareDialogQueryNode from "../../../__generated__/DocumentShareDialogQuery.graphql.ts";
import CreatePublicLinkNode from "../../../__generated__/useCreateDocumentPublicLinkMutation.graphql.ts";
import DeleteDocumentNode from "../../../__generated__/useDeleteDocumentMutation.graphql.ts";
import RevokeShareNode from "../../../__generated__/useRevokeDocumentShareMutation.graphql.ts";
import SetArchivedNode from "../../../__generated__/useSetDocumentArchivedMutation.graphql.ts";
import ShareDocumentNode from "../../../__generated__/useShareDocumentMutation.graphql.ts";
import CreateRecurrenceNode from "../../../__generated__/useDocumentRecurrenceMutationsCreateMutation.graphql.ts";
import EndRecurrenceNode from "../../../__generated__/useDocumentRecurrenceMutationsEndMutation.graphql.ts";
import UpdateRecurrenceNode from "../../../__generated__/useDocumentRecurrenceMutationsUpdateMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";

export const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
export const DOCUMENT = "d0000000-0000-4000-8000-000000000001";
export const DOCUMENT_ID = "document-1";
export const TITLE = "Elektro Schmidt GmbH – RE-2026-0042";

export interface MockShare {
  rowId: string;
  createdAt: string;
  isPublicLink: boolean;
  user: {
    fullName: string | null;
    email: string;
    isSuperAdmin: boolean;
    isExternal: boolean;
    isExternalPublicLink: boolean;
  };
  sharedBy: { fullName: string } | null;
}

export interface MockLinkedDocument {
  rowId: string;
  derivedTitle: string;
}

export interface DocumentActionsMockState {
  archived: boolean;
  canCurrentUserDelete: boolean;
  canCurrentUserShare: boolean;
  exportedForBookingAt: string | null;
  hasDerivedDocuments: boolean;
  hasDocumentsManageAccess: boolean;
  restrictDocumentDelete: boolean;
  currentUserCanDeleteDocuments: boolean;
  documentShareFeature: boolean;
  shares: MockShare[];
  duplicates: (MockLinkedDocument & {
    importDate: string;
    invoice: { invoiceNumber: string; total: string; currency: string };
  })[];
  recurrence: Record<string, unknown> | null;
  cloneOf: MockLinkedDocument | null;
  cloneReason: string | null;
  baseDocument: MockLinkedDocument | null;
  /** The invoice's data the recurrence dialog reads (null: not loaded / not an invoice). */
  invoice: { invoiceDate: string | null; creditMemo: boolean } | null;
  canCurrentUserChange: boolean;
  /** Set on a clone a recurrence made. */
  recurrenceIndex: number | null;
  cloneCount: number;
  /** Refuses the named mutation with this code once set. */
  refusals: Partial<Record<string, string>>;
  /** The form field a refusal names (extensions.field), by mutation. */
  refusalFields: Partial<Record<string, string>>;
}

const OPERATIONS: Record<string, ConcreteRequest> = {
  DocumentActionsTestQuery: DocumentActionsTestQueryNode,
  DocumentRecurrenceDialogTestQuery: DocumentRecurrenceDialogTestQueryNode,
  DocumentShareDialogQuery: DocumentShareDialogQueryNode,
  useSetDocumentArchivedMutation: SetArchivedNode,
  useDeleteDocumentMutation: DeleteDocumentNode,
  useShareDocumentMutation: ShareDocumentNode,
  useRevokeDocumentShareMutation: RevokeShareNode,
  useCreateDocumentPublicLinkMutation: CreatePublicLinkNode,
  useDocumentRecurrenceMutationsCreateMutation: CreateRecurrenceNode,
  useDocumentRecurrenceMutationsUpdateMutation: UpdateRecurrenceNode,
  useDocumentRecurrenceMutationsEndMutation: EndRecurrenceNode,
};

export const ME_NAME = "Thomas Müller";

export function personShare(rowId: string, fullName: string | null, email: string, isExternal = false): MockShare {
  return {
    rowId,
    createdAt: "2026-11-20T09:30:00Z",
    isPublicLink: false,
    user: { fullName, email, isSuperAdmin: false, isExternal, isExternalPublicLink: false },
    sharedBy: { fullName: ME_NAME },
  };
}

export function publicLinkShare(rowId: string): MockShare {
  return {
    rowId,
    createdAt: "2026-11-21T10:00:00Z",
    isPublicLink: true,
    user: {
      fullName: "Public link",
      email: `public-link-${DOCUMENT}@links.belegwerk.invalid`,
      isSuperAdmin: false,
      isExternal: true,
      isExternalPublicLink: true,
    },
    sharedBy: { fullName: ME_NAME },
  };
}

function documentData(state: DocumentActionsMockState): Record<string, unknown> {
  return {
    id: DOCUMENT_ID,
    rowId: DOCUMENT,
    clientCompanyRowId: COMPANY,
    derivedTitle: TITLE,
    type: "INCOMING_INVOICE",
    state: "REVIEWED",
    archived: state.archived,
    superseded: false,
    invoice: state.invoice ? { id: "invoice-1", ...state.invoice } : null,
    sourceFile: null,
    canCurrentUserChange: state.canCurrentUserChange,
    recurrenceIndex: state.recurrenceIndex,
    cloneCount: state.cloneCount,
    hasActiveRecurrence: state.recurrence !== null && state.recurrence.ended !== true,
    canCurrentUserDelete: state.canCurrentUserDelete,
    canCurrentUserShare: state.canCurrentUserShare,
    exportedForBookingAt: state.exportedForBookingAt,
    hasDerivedDocuments: state.hasDerivedDocuments,
    supersededDocuments: { totalCount: 0 },
    clientCompany: {
      id: "company-1",
      currentUserHasDocumentsManageAccess: state.hasDocumentsManageAccess,
      currentUserCanDeleteDocuments: state.currentUserCanDeleteDocuments,
      restrictDocumentDelete: state.restrictDocumentDelete,
      featureFlags: { documentShare: state.documentShareFeature },
    },
    sharedWith: { totalCount: state.shares.length },
    shares: {
      nodes: state.shares.map((share) => ({
        id: `share-${share.rowId}`,
        ...share,
        user: { id: `user-${share.user.email}`, ...share.user },
        sharedBy: share.sharedBy ? { id: `user-${share.sharedBy.fullName}`, ...share.sharedBy } : null,
      })),
    },
    duplicateInvoicesList: state.duplicates,
    recurrence: state.recurrence,
    isClone: state.cloneOf !== null,
    cloneOf: state.cloneOf,
    cloneReason: state.cloneReason,
    isDerived: state.baseDocument !== null,
    baseDocument: state.baseDocument,
  };
}

let nextRowId = 100;
const newRowId = () => `5e000000-0000-4000-8000-${String(nextRowId++).padStart(12, "0")}`;

/** A Relay environment answering the details bar's query, the share dialog's query and the
 * document actions' mutations from `state`, which the mutations change as the server would. */
export function createDocumentActionsEnvironment(initial: Partial<DocumentActionsMockState> = {}) {
  const state: DocumentActionsMockState = {
    archived: false,
    canCurrentUserDelete: true,
    canCurrentUserShare: true,
    exportedForBookingAt: null,
    hasDerivedDocuments: false,
    hasDocumentsManageAccess: true,
    restrictDocumentDelete: false,
    currentUserCanDeleteDocuments: true,
    documentShareFeature: true,
    shares: [],
    duplicates: [],
    recurrence: null,
    cloneOf: null,
    cloneReason: null,
    baseDocument: null,
    invoice: null,
    canCurrentUserChange: true,
    recurrenceIndex: null,
    cloneCount: 0,
    refusals: {},
    refusalFields: {},
    ...initial,
  };
  const tokens: string[] = [];

  const resolvers = (extra: MockResolvers = {}): MockResolvers => ({
    // Every Document of a payload is this one, except the linked ones (named by their field).
    Document: (context) => {
      if (context.name === "duplicateInvoicesList") return state.duplicates[Number(context.path?.at(-1) ?? 0)];
      if (context.name === "cloneOf") return state.cloneOf;
      if (context.name === "baseDocument") return state.baseDocument;
      return documentData(state);
    },
    ...extra,
  });

  const { environment, requests } = createMockRelayEnvironment({
    operations: OPERATIONS,
    resolvers: () => resolvers(),
    answer: (name, variables, _params, generate) => {
      if (!OPERATIONS[name]) return undefined;
      const refusal = state.refusals[name];
      if (refusal) {
        const field = state.refusalFields[name];
        throw GraphQLRequestError.fromErrors([
          { message: refusal, extensions: field ? { code: refusal, field } : { code: refusal } },
        ]);
      }
      const input = (variables.input ?? {}) as Record<string, string | boolean>;
      const recurrenceFrom = (nextDate: unknown, count: number) => ({
        id: "recurrence-1",
        interval: input.interval,
        nextDate,
        prevDate: null,
        endsAt: input.endsAt ?? null,
        maxRecurrences: input.maxRecurrences ?? null,
        recurrenceCount: count,
        ended: false,
      });

      switch (name) {
        case "useSetDocumentArchivedMutation":
          state.archived = input.archived === true;
          break;
        case "useDocumentRecurrenceMutationsCreateMutation":
          state.recurrence = recurrenceFrom(input.firstDate, 0);
          break;
        case "useDocumentRecurrenceMutationsUpdateMutation":
          state.recurrence = recurrenceFrom(input.nextDate, Number(state.recurrence?.recurrenceCount ?? 0));
          break;
        case "useDocumentRecurrenceMutationsEndMutation":
          state.recurrence = { ...state.recurrence, nextDate: null, ended: true };
          break;
        case "useDeleteDocumentMutation":
          return { data: { deleteDocument: { result: input.documentRowId } } };
        case "useShareDocumentMutation":
          state.shares.push(personShare(newRowId(), null, String(input.email), true));
          break;
        case "useRevokeDocumentShareMutation":
          state.shares = state.shares.filter((share) => share.rowId !== input.shareRowId);
          break;
        case "useCreateDocumentPublicLinkMutation": {
          let link = state.shares.find((share) => share.isPublicLink);
          if (!link) {
            link = publicLinkShare(newRowId());
            state.shares.push(link);
          }
          const token = `${tokens.length + 1}`.padStart(64, "a");
          tokens.push(token);
          const shareRowId = link.rowId;
          return generate(resolvers({ DocumentPublicLink: () => ({ shareRowId, token }) }));
        }
      }
      return undefined;
    },
  });
  return { environment, requests, state, tokens };
}
