import {
  type ConcreteRequest,
  createOperationDescriptor,
  Environment,
  getRequest,
  type GraphQLResponse,
  Network,
  RecordSource,
  type RequestParameters,
  Store,
  type SubscribeFunction,
  type Variables,
} from "relay-runtime";
import { MockPayloadGenerator, type MockResolvers } from "relay-test-utils";

/** One request the page sent, as the mock received it. */
export interface MockRelayRequest {
  name: string;
  variables: Record<string, unknown>;
}

export interface MockRelayEnvironmentOptions {
  /** The operations answered with generated data, by operation name. */
  operations: Record<string, ConcreteRequest>;
  /** The resolvers that shape the generated data (a function: per request). */
  resolvers?: MockResolvers | ((name: string, variables: Variables) => MockResolvers);
  /** Answers a request itself (mutations, refusals: throw), before the generated data;
   * `undefined` leaves it to the generator. `generate` builds the operation's payload with the
   * given resolvers (default: `resolvers`), for answers that depend on what the request changed. */
  answer?: (
    name: string,
    variables: Variables,
    params: RequestParameters,
    generate: (resolvers?: MockResolvers) => GraphQLResponse,
  ) => GraphQLResponse | undefined | Promise<GraphQLResponse | undefined>;
  /** Adjusts the generated payload (fields the generator cannot express, such as null). */
  transform?: (payload: GraphQLResponse, name: string, variables: Variables) => GraphQLResponse;
  subscribe?: SubscribeFunction;
}

/**
 * The one Relay mock environment of the client tests: a real Relay `Environment` (so route
 * loaders' `loadQuery` and the pages' fragments behave as in the app) whose network answers
 * from `MockPayloadGenerator` with the given resolvers, records every request, and lets a
 * feature answer mutations or refuse requests itself. Feature test environments build on it.
 */
export function createMockRelayEnvironment(options: MockRelayEnvironmentOptions) {
  const requests: MockRelayRequest[] = [];
  const environment = new Environment({
    network: Network.create(async (params, variables) => {
      requests.push({ name: params.name, variables });
      const generate = (resolvers?: MockResolvers) => {
        const node = options.operations[params.name];
        if (!node) throw new Error(`No mock for ${params.name}`);
        const chosen =
          resolvers ??
          (typeof options.resolvers === "function" ? options.resolvers(params.name, variables) : options.resolvers);
        const payload = MockPayloadGenerator.generate(
          createOperationDescriptor(getRequest(node), variables),
          chosen,
        ) as GraphQLResponse;
        return options.transform ? options.transform(payload, params.name, variables) : payload;
      };
      const answered = await options.answer?.(params.name, variables, params, generate);
      if (answered !== undefined) return answered;
      return generate();
    }, options.subscribe),
    store: new Store(new RecordSource()),
  });
  /** The requests of one operation, in order. */
  const requestsOf = (name: string) => requests.filter((request) => request.name === name);
  return { environment, requests, requestsOf };
}
