import type { ConcreteRequest, GraphQLResponse } from "relay-runtime";
import ClientDetailPageQueryNode from "../../../__generated__/ClientDetailPageQuery.graphql.ts";
import ClientDetailRefetchQueryNode from "../../../__generated__/ClientDetailRefetchQuery.graphql.ts";
import ClientsListPageQueryNode from "../../../__generated__/ClientsListPageQuery.graphql.ts";
import ClientsListPaginationQueryNode from "../../../__generated__/ClientsListPaginationQuery.graphql.ts";
import LiftMutationNode from "../../../__generated__/blockMutationsLiftClientCompanyBlockMutation.graphql.ts";
import SetMutationNode from "../../../__generated__/blockMutationsSetClientCompanyBlockMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";

// Mocked Relay for the client overview: the clients the firm's staff see; the tests change the
// state (a block set or lifted, a refusal) and the next answer shows it. The server is a third
// party to these client tests.

export const CLIENT = "c1000000-0000-4000-8000-000000000001";

/** A client as the pages read it; every field given, so no generated values appear. */
export function mockClient(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    rowId: CLIENT,
    name: "Müller Haustechnik GmbH",
    legalName: "Müller Haustechnik GmbH",
    status: "ACTIVE",
    accountingFirmRowId: "f0000000-0000-4000-8000-000000000001",
    accountingFirmName: "Hoffmann & Kollegen",
    billedCompanyName: null,
    accountingSystem: "DATEV",
    accountingSystemClientNo: "10001",
    contractStartDate: "2024-03-01",
    openReviewGroupCount: 2,
    openApprovalRequestCount: 0,
    blockState: "NONE",
    blockStartsAt: null,
    blockReason: null,
    lastDocumentImportAt: "2026-11-20T09:30:00Z",
    memberCount: 4,
    documentsThisMonth: 1234,
    currentUserIsMember: true,
    currentUserHasCompanyManageAccess: false,
    currentUserHasAccountingAccess: true,
    currentUserCanBlock: true,
    ...overrides,
  };
}

export interface ClientsMockState {
  isStaff: boolean;
  clients: Record<string, unknown>[];
  totalCount?: number;
  /** The details page's client (null: not visible). */
  client: Record<string, unknown> | null;
  /** A coded refusal of the next mutation by its name. */
  refuse: Record<string, { code: string; field?: string } | undefined>;
}

export function createClientsEnvironment(change: Partial<ClientsMockState> = {}) {
  const state: ClientsMockState = {
    isStaff: true,
    clients: [mockClient()],
    client: mockClient(),
    refuse: {},
    ...change,
  };
  const operations: Record<string, ConcreteRequest> = {
    ClientsListPageQuery: ClientsListPageQueryNode,
    ClientsListPaginationQuery: ClientsListPaginationQueryNode,
    ClientDetailPageQuery: ClientDetailPageQueryNode,
    ClientDetailRefetchQuery: ClientDetailRefetchQueryNode,
    blockMutationsSetClientCompanyBlockMutation: SetMutationNode,
    blockMutationsLiftClientCompanyBlockMutation: LiftMutationNode,
  };
  const mock = createMockRelayEnvironment({
    operations,
    resolvers: (name) => ({
      // The details page's client; the list's clients come with their edges.
      ...(name.startsWith("ClientDetail") || name.startsWith("blockMutations")
        ? { ProviderClientCompany: () => state.client ?? mockClient() }
        : {}),
      ProviderClientCompanyConnection: () => ({
        totalCount: state.totalCount ?? state.clients.length,
        edges: state.clients.map((node) => ({ cursor: `cursor-${String(node.rowId)}`, node })),
        pageInfo: {
          hasNextPage: (state.totalCount ?? 0) > state.clients.length,
          endCursor: "cursor-end",
          hasPreviousPage: false,
          startCursor: null,
        },
      }),
    }),
    // What the generator cannot express: the root flag and a client not visible (null).
    transform: (payload, name) => {
      if (Array.isArray(payload) || !("data" in payload)) return payload;
      const data = { ...(payload.data as Record<string, unknown>) };
      if ("currentUserIsProviderStaff" in data) data.currentUserIsProviderStaff = state.isStaff;
      if ((name === "ClientDetailPageQuery" || name === "ClientDetailRefetchQuery") && state.client === null)
        data.providerClientCompany = null;
      return { ...payload, data } as GraphQLResponse;
    },
    answer: (name, variables) => {
      const refusal = state.refuse[name];
      if (refusal) {
        const { code, ...extensions } = refusal;
        throw GraphQLRequestError.fromErrors([{ message: code, extensions: { code, ...extensions } }]);
      }
      const input = variables.input as { reason?: string; startsAt?: string | null } | undefined;
      if (name === "blockMutationsSetClientCompanyBlockMutation" && state.client) {
        const startsAt = input?.startsAt ?? "2026-11-27T10:00:00Z";
        state.client = {
          ...state.client,
          blockReason: input?.reason,
          blockStartsAt: startsAt,
          blockState: input?.startsAt ? "SCHEDULED" : "ACTIVE",
        };
      }
      if (name === "blockMutationsLiftClientCompanyBlockMutation" && state.client) {
        state.client = { ...state.client, blockReason: null, blockStartsAt: null, blockState: "NONE" };
      }
      return undefined;
    },
  });
  return { ...mock, state };
}
