import { existsSync, readFileSync } from "node:fs";
import { GraphQLError } from "graphql";
import { QUERY_MAP_PATH } from "../lib/paths.ts";

/** id → operation text, written by relay-compiler (persistConfig) and committed. */
export type QueryMap = Readonly<Record<string, string>>;

export function loadQueryMap(path = QUERY_MAP_PATH): QueryMap {
  const map = Object.create(null) as Record<string, string>;
  if (!existsSync(path)) return map;
  const parsed = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  for (const [id, text] of Object.entries(parsed)) if (typeof text === "string") map[id] = text;
  return map;
}

/**
 * The operation text stored under `id`, or null. Only the map's own entries count: an id like
 * `__proto__`, `constructor` or `toString` names something every object inherits, not an
 * operation.
 */
export function lookupOperation(map: QueryMap, id: string): string | null {
  if (!Object.hasOwn(map, id)) return null;
  const text = map[id];
  return typeof text === "string" ? text : null;
}

export const PERSISTED_ERRORS = {
  onlyPersisted: () =>
    new GraphQLError(
      "This server executes only the application's stored operations; arbitrary GraphQL documents are refused. Send a known operation id as doc_id.",
      { extensions: { code: "PERSISTED_QUERY_ONLY", http: { status: 400 } } },
    ),
  notFound: (id: string) =>
    new GraphQLError(`Unknown operation id "${id.slice(0, 80)}". Reload the application to get the current version.`, {
      extensions: { code: "PERSISTED_QUERY_NOT_FOUND", http: { status: 400 } },
    }),
};

/** Where a client puts the id: Relay's `doc_id` (ours), or Apollo's persisted-query hash. */
export function extractOperationId(params: {
  doc_id?: unknown;
  extensions?: Record<string, unknown> | null;
}): string | null {
  if (typeof params.doc_id === "string" && params.doc_id) return params.doc_id;
  const ext = params.extensions;
  if (ext && typeof ext.doc_id === "string" && ext.doc_id) return ext.doc_id;
  const pq = ext?.persistedQuery as { sha256Hash?: unknown } | undefined;
  if (pq && typeof pq.sha256Hash === "string" && pq.sha256Hash) return pq.sha256Hash;
  return null;
}

/**
 * The operation text to run, or the error to answer with. Used for HTTP (through Yoga's
 * persisted-operations plugin) and for graphql-ws, which Yoga's plugin does not cover.
 */
export function resolveOperation(
  map: QueryMap,
  persistedOnly: boolean,
  payload: { query?: unknown; doc_id?: unknown; extensions?: Record<string, unknown> | null },
): { query: string } | { error: GraphQLError } {
  const id = extractOperationId(payload);
  if (id) {
    const text = lookupOperation(map, id);
    return text ? { query: text } : { error: PERSISTED_ERRORS.notFound(id) };
  }
  if (persistedOnly) return { error: PERSISTED_ERRORS.onlyPersisted() };
  if (typeof payload.query === "string" && payload.query.trim()) return { query: payload.query };
  return {
    error: new GraphQLError("The request carries neither an operation id nor a query.", {
      extensions: { code: "BAD_REQUEST" },
    }),
  };
}
