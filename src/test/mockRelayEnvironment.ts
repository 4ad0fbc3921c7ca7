import { waitFor } from "@testing-library/react";
import {
  type ConcreteRequest,
  createOperationDescriptor,
  Environment,
  getRequest,
  type GraphQLResponse,
  Network,
  Observable,
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

/** A request held back until the test answers it (`hold`). */
export interface HeldOperation {
  name: string;
  variables: Variables;
  /** Answers with the given payload (`{ data }` or `{ errors }`), or with data generated from
   * the given resolvers (none: the environment's `resolvers`; the operation must be in
   * `operations`). */
  resolve(payloadOrResolvers?: GraphQLResponse | MockResolvers): void;
  /** Fails the request with the error (as the network layer does for a refusal). */
  reject(error: Error): void;
}

export interface MockRelayEnvironmentOptions {
  /** The operations answered with generated data, by operation name. */
  operations?: Record<string, ConcreteRequest>;
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
  /** The requests held back until the test answers them through `nextOperation(name)`, by
   * operation name or by a test on the name (e.g. every mutation and every pagination query,
   * so the test sees the page while the request is under way). */
  hold?: readonly string[] | ((name: string) => boolean);
  subscribe?: SubscribeFunction;
}

function isPayload(value: GraphQLResponse | MockResolvers): value is GraphQLResponse {
  return "data" in value || "errors" in value;
}

/**
 * The one Relay mock environment of the client tests: a real Relay `Environment` (so route
 * loaders' `loadQuery` and the pages' fragments behave as in the app) whose network answers
 * from `MockPayloadGenerator` with the given resolvers, records every request, lets a
 * feature answer mutations or refuse requests itself, and holds chosen requests until the test
 * resolves or rejects them. Feature test environments build on it.
 */
export function createMockRelayEnvironment(options: MockRelayEnvironmentOptions = {}) {
  const requests: MockRelayRequest[] = [];
  const pending: HeldOperation[] = [];
  const held = (name: string) =>
    typeof options.hold === "function" ? options.hold(name) : (options.hold?.includes(name) ?? false);
  const generateFor = (name: string, variables: Variables) => (resolvers?: MockResolvers) => {
    const node = options.operations?.[name];
    if (!node) throw new Error(`No mock for ${name}`);
    const chosen =
      resolvers ?? (typeof options.resolvers === "function" ? options.resolvers(name, variables) : options.resolvers);
    const payload = MockPayloadGenerator.generate(
      createOperationDescriptor(getRequest(node), variables),
      chosen,
    ) as GraphQLResponse;
    return options.transform ? options.transform(payload, name, variables) : payload;
  };
  const environment = new Environment({
    network: Network.create(
      (params, variables) =>
        Observable.create<GraphQLResponse>((sink) => {
          const name = params.name;
          requests.push({ name, variables });
          const generate = generateFor(name, variables);
          if (held(name)) {
            const operation: HeldOperation = {
              name,
              variables,
              resolve(payloadOrResolvers) {
                settle(() => {
                  const payload =
                    payloadOrResolvers && isPayload(payloadOrResolvers)
                      ? payloadOrResolvers
                      : generate(payloadOrResolvers);
                  sink.next(payload);
                  sink.complete();
                });
              },
              reject(error) {
                settle(() => sink.error(error));
              },
            };
            const settle = (answer: () => void) => {
              const index = pending.indexOf(operation);
              if (index < 0) throw new Error(`${name} has been answered already`);
              pending.splice(index, 1);
              answer();
            };
            pending.push(operation);
            return;
          }
          void (async () => {
            const answered = await options.answer?.(name, variables, params, generate);
            return answered !== undefined ? answered : generate();
          })().then(
            (payload) => {
              sink.next(payload);
              sink.complete();
            },
            (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
          );
        }),
      options.subscribe,
    ),
    store: new Store(new RecordSource()),
  });
  /** The requests of one operation, in order. */
  const requestsOf = (name: string) => requests.filter((request) => request.name === name);
  /** The held requests not answered yet, oldest first. */
  const pendingOperations = () => [...pending];
  /** The oldest unanswered held request of the operation, once the page has sent it. */
  const nextOperation = (name: string) =>
    waitFor(() => {
      const operation = pending.find((candidate) => candidate.name === name);
      if (!operation) {
        const waiting = pending.map((candidate) => candidate.name).join(", ") || "none";
        throw new Error(`No ${name} is waiting for an answer (waiting: ${waiting})`);
      }
      return operation;
    });
  return { environment, requests, requestsOf, pendingOperations, nextOperation };
}

export type MockRelayEnvironment = ReturnType<typeof createMockRelayEnvironment>;
