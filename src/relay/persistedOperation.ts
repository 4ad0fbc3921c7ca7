import type { RequestParameters, Variables } from "relay-runtime";

/** What the client sends: only the persisted id, never the operation text. */
export interface PersistedOperationBody {
  doc_id: string;
  operationName: string;
  variables: Variables;
}

/** The id relay-compiler wrote for the operation (persistConfig); without it the server
 * would refuse the request, so fail loudly and early. */
export function persistedOperationId(params: RequestParameters): string {
  if (!params.id) {
    throw new Error(
      `Operation "${params.name}" has no persisted id. Run \`npm run relay\` (relay-compiler with persistConfig) and reload.`,
    );
  }
  return params.id;
}

export function persistedOperationBody(params: RequestParameters, variables: Variables): PersistedOperationBody {
  return { doc_id: persistedOperationId(params), operationName: params.name, variables };
}
