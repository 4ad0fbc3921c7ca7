import { loadQuery, type PreloadedQuery } from "react-relay";
import {
  createOperationDescriptor,
  getRequest,
  type ConcreteRequest,
  type IEnvironment,
  type OperationType,
  PreloadableQueryRegistry,
  type PreloadableConcreteRequest,
  type VariablesOf,
} from "relay-runtime";

/**
 * A route's query by its `@preloadable` parameters (`<Query>$parameters.ts`: the persisted id
 * and name, a few bytes) and the import of its full artifact. The route tree (loaded with the
 * app) holds only the parameters; the artifact, which Relay needs to store the answer, loads
 * beside the request, usually with the page's chunk that imports it anyway.
 */
export interface RouteQuery<TQuery extends OperationType> {
  parameters: PreloadableConcreteRequest<TQuery>;
  load: () => Promise<{ default: ConcreteRequest }>;
}

function waitForFirstAnswer(queryRef: PreloadedQuery<OperationType>): Promise<void> {
  const source = queryRef.source;
  if (!source) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    source.subscribe({ next: () => resolve(), error: reject, complete: () => resolve() });
  });
}

/**
 * A route loader's query: starts the request (store-and-network) and, only when the store
 * cannot render the screen yet, waits for the first answer. So revisits render at once from
 * the store, first visits let the router show its pending view (after 1 s), and a failed
 * first load becomes the route's error (the Retry there re-runs the loader).
 * The caller owns the reference: dispose it when the route is left.
 */
export async function loadRouteQuery<TQuery extends OperationType>(
  environment: IEnvironment,
  query: ConcreteRequest | RouteQuery<TQuery>,
  variables: VariablesOf<TQuery>,
): Promise<PreloadedQuery<TQuery>> {
  let request: ConcreteRequest | undefined;
  if ("parameters" in query) {
    // The artifact registers itself when its module loads (PreloadableQueryRegistry).
    request = PreloadableQueryRegistry.get(query.parameters.params.id ?? "") ?? undefined;
    if (!request) {
      // First use: the request leaves now, the artifact loads beside it; Relay stores the
      // answer once both are there.
      const queryRef = loadQuery<TQuery>(environment, query.parameters, variables, {
        fetchPolicy: "store-and-network",
      });
      try {
        await Promise.all([query.load(), waitForFirstAnswer(queryRef)]);
      } catch (error) {
        queryRef.dispose();
        throw error;
      }
      return queryRef;
    }
  } else {
    request = query;
  }
  const queryRef = loadQuery<TQuery>(environment, request, variables, { fetchPolicy: "store-and-network" });
  const operation = createOperationDescriptor(getRequest(request), variables);
  if (environment.check(operation).status === "available" || !queryRef.source) return queryRef;
  try {
    await waitForFirstAnswer(queryRef);
  } catch (error) {
    queryRef.dispose();
    throw error;
  }
  return queryRef;
}
