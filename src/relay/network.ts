import type { FetchFunction, GraphQLResponse, RequestParameters, Variables } from "relay-runtime";
import { type GraphQLErrorPayload, GraphQLRequestError } from "./GraphQLRequestError.ts";
import { persistedOperationBody } from "./persistedOperation.ts";
import { CSRF_HEADERS } from "../lib/csrf.ts";

export const GRAPHQL_PATH = "/graphql";

interface ResponseBody {
  data?: unknown;
  errors?: GraphQLErrorPayload[];
}

async function readBody(response: Response): Promise<ResponseBody | null> {
  if (!(response.headers.get("content-type") ?? "").includes("json")) return null;
  try {
    return (await response.json()) as ResponseBody;
  } catch {
    return null;
  }
}

/**
 * POSTs an operation as Relay's fetch function does: `{ doc_id, operationName, variables }` to /graphql with the
 * session cookie. Any GraphQL error is thrown as a GraphQLRequestError carrying the first
 * error's `extensions.code`: our server reports failures of whole operations this way
 * (RLS refusals, constraint errors), so partial data would only hide them.
 */
export async function postGraphQL(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
  const body = persistedOperationBody(params, variables);
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...CSRF_HEADERS },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw new GraphQLRequestError("The server could not be reached.", { code: "NETWORK_ERROR", cause });
  }

  const json = await readBody(response);
  if (json?.errors?.length) throw GraphQLRequestError.fromErrors(json.errors, response.status);
  if (!response.ok || !json || json.data === undefined) {
    throw new GraphQLRequestError(`The server answered ${response.status} ${response.statusText}`.trim(), {
      code: "HTTP_ERROR",
      status: response.status,
    });
  }
  return json as GraphQLResponse;
}

/** Relay's fetch function (postGraphQL); the sign-in redirect calls postGraphQL without Relay. */
export const fetchGraphQL: FetchFunction = (params, variables) => postGraphQL(params, variables);
