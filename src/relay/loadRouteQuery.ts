import { loadQuery, type PreloadedQuery } from "react-relay";
import {
  createOperationDescriptor,
  getRequest,
  type ConcreteRequest,
  type IEnvironment,
  type OperationType,
  type VariablesOf,
} from "relay-runtime";

/**
 * A route loader's query: starts the request (store-and-network) and, only when the store
 * cannot render the screen yet, waits for the first answer. So revisits render at once from
 * the store, first visits let the router show its pending view (after 1 s), and a failed
 * first load becomes the route's error (the Retry there re-runs the loader).
 * The caller owns the reference: dispose it when the route is left.
 */
export async function loadRouteQuery<TQuery extends OperationType>(
  environment: IEnvironment,
  query: ConcreteRequest,
  variables: VariablesOf<TQuery>,
): Promise<PreloadedQuery<TQuery>> {
  const queryRef = loadQuery<TQuery>(environment, query, variables, { fetchPolicy: "store-and-network" });
  const operation = createOperationDescriptor(getRequest(query), variables);
  if (environment.check(operation).status === "available" || !queryRef.source) return queryRef;
  const source = queryRef.source;
  try {
    await new Promise<void>((resolve, reject) => {
      source.subscribe({ next: () => resolve(), error: reject, complete: () => resolve() });
    });
  } catch (error) {
    queryRef.dispose();
    throw error;
  }
  return queryRef;
}
