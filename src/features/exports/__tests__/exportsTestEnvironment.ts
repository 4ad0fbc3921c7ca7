import type { ConcreteRequest, Variables } from "relay-runtime";
import AccountingSettingsFormMutationNode from "../../../__generated__/AccountingSettingsFormMutation.graphql.ts";
import ExportStatusRefreshQueryNode from "../../../__generated__/ExportStatusRefreshQuery.graphql.ts";
import ExportsApiListPaginationQueryNode from "../../../__generated__/ExportsApiListPaginationQuery.graphql.ts";
import ExportsPageQueryNode from "../../../__generated__/ExportsPageQuery.graphql.ts";
import ExportsUserListPaginationQueryNode from "../../../__generated__/ExportsUserListPaginationQuery.graphql.ts";
import UndoExportDialogMutationNode from "../../../__generated__/UndoExportDialogMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";

// Mocked Relay for the exports page: the company with its settings and exports; the tests
// change the state (an export finishing, a refusal) and the next answer shows it.

export const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
let nextExport = 1;

/** An export as the page reads it; every field given, so no generated values appear. */
export type MockExport = Record<string, unknown> & { rowId: string };

export function mockExport(overrides: Record<string, unknown> = {}): MockExport {
  const rowId =
    (overrides.rowId as string | undefined) ?? `ee000000-0000-4000-8000-${String(nextExport++).padStart(12, "0")}`;
  return {
    id: `export-${rowId}`,
    rowId,
    createdAt: "2026-11-02T09:30:00Z",
    createdVia: "USER",
    creator: { id: "user-1", fullName: "Anna Admin", email: "admin@demo.test" },
    accountingPeriodFrom: "2026-10-01",
    accountingPeriodTo: "2026-10-31",
    accountingExport: "DATEV_EXTF",
    documentCount: 3,
    skippedDocumentCount: 0,
    moneyTransactionCount: 0,
    totalSum: "1190.00",
    netSum: "1000.00",
    vatSum: "190.00",
    currency: "EUR",
    status: "DONE",
    progress: 100,
    errorCode: null,
    findings: [],
    clientCompanyRowId: "0b8f5e1c-1a2b-4c3d-8e4f-000000000001",
    undoneAt: null,
    undoReason: null,
    undoneBy: null,
    files: {
      nodes: [
        {
          id: `file-${rowId}`,
          rowId: "ff000000-0000-4000-8000-000000000001",
          kind: "DATEV_EXTF",
          fileName: "EXTF_Buchungsstapel.csv",
          byteSize: "2048",
        },
      ],
    },
    ...overrides,
  };
}

export interface ExportsMockState {
  company: Record<string, unknown>;
  userExports: MockExport[];
  apiExports: MockExport[];
  /** Answers of the refresh of one export, in turn (the last one stays). */
  refreshes: MockExport[];
  /** A coded refusal of the next mutation by its name. */
  refuse: Record<string, { code: string; constraint?: string; count?: number } | undefined>;
}

export function createExportsEnvironment(change: Partial<ExportsMockState> = {}) {
  const state: ExportsMockState = {
    company: {
      id: "client-company-1",
      rowId: COMPANY,
      currentUserHasAccountingAccess: true,
      accountingSystem: "DATEV",
      datevConsultantNumber: null,
      accountingSystemClientNo: null,
      generalLedgerAccountLength: 4,
      fiscalYearStartMonth: 1,
      disableIncompleteExport: false,
      currentUserCanExportBookings: true,
    },
    userExports: [],
    apiExports: [],
    refreshes: [],
    refuse: {},
    ...change,
  };
  const connection = (nodes: MockExport[]) => ({
    edges: nodes.map((node) => ({ cursor: `cursor-${node.rowId}`, node })),
    pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
  });
  const operations: Record<string, ConcreteRequest> = {
    ExportsPageQuery: ExportsPageQueryNode,
    ExportsUserListPaginationQuery: ExportsUserListPaginationQueryNode,
    ExportsApiListPaginationQuery: ExportsApiListPaginationQueryNode,
    ExportStatusRefreshQuery: ExportStatusRefreshQueryNode,
    UndoExportDialogMutation: UndoExportDialogMutationNode,
    AccountingSettingsFormMutation: AccountingSettingsFormMutationNode,
  };
  const mock = createMockRelayEnvironment({
    operations,
    resolvers: (name: string, variables: Variables) => ({
      ClientCompany: () => state.company,
      ExportConnection: (context) =>
        connection(
          context.alias === "apiExports" || context.args?.createdVia === "API" ? state.apiExports : state.userExports,
        ),
      // The lists give their exports; a refresh or a mutation asks for one by its id.
      ...(name === "ExportStatusRefreshQuery" || name === "UndoExportDialogMutation"
        ? {
            Export: () => {
              const refreshed = state.refreshes.length > 1 ? state.refreshes.shift() : state.refreshes[0];
              const all = [...state.userExports, ...state.apiExports];
              return (
                refreshed ??
                all.find((entry) => entry.rowId === (variables.exportRowId ?? variables.input?.exportRowId)) ??
                all[0]
              );
            },
          }
        : {}),
    }),
    answer: (name, variables, _params, generate) => {
      const refusal = state.refuse[name];
      if (refusal) {
        const { code, ...extensions } = refusal;
        throw GraphQLRequestError.fromErrors([{ message: code, extensions: { code, ...extensions } }]);
      }
      if (name === "AccountingSettingsFormMutation") {
        const input = variables.input as Record<string, unknown>;
        state.company = { ...state.company, ...input, rowId: COMPANY };
      }
      if (name === "UndoExportDialogMutation") {
        const input = variables.input as { exportRowId: string; reason: string };
        state.userExports = state.userExports.map((entry) =>
          entry.rowId === input.exportRowId
            ? {
                ...entry,
                undoneAt: "2026-11-03T10:00:00Z",
                undoReason: input.reason,
                undoneBy: { id: "user-1", fullName: "Anna Admin", email: "admin@demo.test" },
              }
            : entry,
        );
      }
      return generate();
    },
  });
  return { ...mock, state };
}
