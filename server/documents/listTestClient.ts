import { expect } from "vitest";
import type { GraphQLResponse, TestServer } from "../test/testServer.ts";

/** Everything the list answers, so one request checks page, count, statistics and ids together. */
export const DOCUMENTS_LIST_TEST_QUERY = `query DocumentsListTest(
  $c: UUID!, $f: DocumentsListFilter, $o: DocumentsListOrderBy, $d: DocumentsListOrderDirection, $first: Int, $after: String
) {
  documentsList(clientCompanyRowId: $c, filter: $f, orderBy: $o, orderByDirection: $d, first: $first, after: $after) {
    totalCount
    edges { cursor node { rowId } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    statistics { count invoiceCount openCount currencies { currency count netSum totalSum openAmount } }
    ids
  }
}`;

export interface DocumentsListVariables {
  c: string;
  f?: Record<string, unknown> | null;
  o?: string;
  d?: "ASC" | "DESC";
  first?: number;
  after?: string | null;
}

export interface DocumentsListAnswer {
  totalCount: number;
  edges: { cursor: string; node: { rowId: string } | null }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  statistics: {
    count: number;
    invoiceCount: number;
    openCount: number;
    currencies: { currency: string; count: number; netSum: string; totalSum: string; openAmount: string }[];
  };
  ids: string[];
}

/** Runs the list query; the raw answer, errors included. */
export async function requestDocumentsList(
  server: TestServer,
  variables: DocumentsListVariables,
  cookie?: string,
): Promise<GraphQLResponse> {
  const { json } = await server.graphql({ query: DOCUMENTS_LIST_TEST_QUERY, variables }, cookie);
  return json;
}

/** Runs the list query and insists on an answer without errors. */
export async function documentsList(
  server: TestServer,
  variables: DocumentsListVariables,
  cookie?: string,
): Promise<DocumentsListAnswer> {
  const json = await requestDocumentsList(server, variables, cookie);
  expect(json.errors).toBeUndefined();
  return (json.data as { documentsList: DocumentsListAnswer }).documentsList;
}

/** Dataset keys of ids (an unknown id stays visible as itself). */
export function keysOf(ids: readonly string[], byKey: Record<string, string>): string[] {
  const byId = new Map(Object.entries(byKey).map(([k, id]) => [id, k]));
  return ids.map((id) => byId.get(id) ?? id);
}

export function nodeIds(answer: DocumentsListAnswer): string[] {
  return answer.edges.map((e) => e.node!.rowId);
}
