import { loadQuery } from "react-relay";
import type { ConcreteRequest } from "relay-runtime";
import UploadPageQueryNode, { type UploadPageQuery } from "../../../__generated__/UploadPageQuery.graphql.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";

export const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
export const REVIEW_GROUP = "0b8f5e1c-1a2b-4c3d-8e4f-0000000000f1";

export const CATEGORIES = [
  { rowId: "c0000000-0000-4000-8000-000000000001", documentType: "INCOMING_INVOICE", name: "Wareneinkauf" },
  { rowId: "c0000000-0000-4000-8000-000000000002", documentType: "INCOMING_INVOICE", name: "Kosten" },
  { rowId: "c0000000-0000-4000-8000-000000000003", documentType: "OUTGOING_INVOICE", name: "Erlöse" },
  { rowId: "c0000000-0000-4000-8000-000000000004", documentType: "OTHER_DOCUMENT", name: "Verträge" },
];

let nextFile = 1;
export function sourceFile(
  status: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> & { id: string; rowId: string } {
  const n = nextFile++;
  return {
    id: `sf-${n}`,
    rowId: `5f000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    name: `Rechnung-${n}.pdf`,
    kind: "PDF",
    sizeBytes: "245760",
    status,
    processingPercentage: status === "PROCESSING" ? 40 : status === "QUEUED" ? 0 : 100,
    processingError: null,
    processingErrorReason: null,
    documentRowId: null,
    duplicateDocumentRowId: null,
    category: { id: "cat-1", name: "Wareneinkauf" },
    ...extra,
  };
}

export interface UploadMockOptions {
  files?: Record<string, unknown>[];
  company?: Record<string, unknown>;
}

const OPERATIONS: Record<string, ConcreteRequest> = { UploadPageQuery: UploadPageQueryNode };

/** A Relay environment answering the upload page's operations with generated data; the
 * answer can be changed between requests (`state`). */
export function createUploadEnvironment(options: UploadMockOptions = {}) {
  const state = { files: (options.files ?? []) as Record<string, unknown>[], company: options.company ?? {} };
  const { environment, requests } = createMockRelayEnvironment({
    operations: OPERATIONS,
    answer: (name, variables) => {
      const input = (variables as { input?: { sourceFileId?: string; rowId?: string } }).input;
      const file = state.files.find((entry) => entry.rowId === (input?.sourceFileId ?? input?.rowId));
      if (name === "useRetrySourceFileMutation") {
        const sourceFile = {
          id: file?.id,
          status: "QUEUED",
          processingPercentage: 0,
          processingError: null,
          processingErrorReason: null,
          done: false,
        };
        return { data: { retrySourceFile: { sourceFile } } };
      }
      if (name === "useDeleteSourceFileMutation") {
        return { data: { deleteSourceFile: { deletedSourceFileId: file?.id ?? null } } };
      }
      return undefined;
    },
    resolvers: () => ({
      User: () => ({ rowId: "5a1d0c3e-7b2a-4f1e-9c8d-000000000002" }),
      ClientCompany: () => ({
        id: "company-1",
        rowId: COMPANY,
        currentUserHasDocumentsManageAccess: true,
        sourceFileProcessingLimitReached: false,
        uploadReviewGroup: null,
        ...state.company,
      }),
      DocumentCategoryConnection: () => ({ nodes: CATEGORIES }),
      SourceFileConnection: () => ({ nodes: state.files }),
    }),
  });
  const queryRef = () => loadQuery<UploadPageQuery>(environment, UploadPageQueryNode, { clientCompanyRowId: COMPANY });
  return { environment, requests, state, queryRef };
}
