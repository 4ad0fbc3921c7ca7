import { Notifications } from "@mantine/notifications";
import type { ReactElement } from "react";
import { loadQuery } from "react-relay";
import type { ConcreteRequest, OperationType, VariablesOf } from "relay-runtime";
import type { MockResolvers } from "relay-test-utils";
import { createMockRelayEnvironment, type MockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";

// The accounting settings pages' tests: a page's preloaded query resolved by a mock
// environment (the server is a third party to these client tests), rendered with providers.

export const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";

/** Loads the page's query in a mock environment that answers it from `resolvers`; every other
 * request (mutations, further pages, files) waits for the test to answer it
 * (`mock.nextOperation(name)`). */
export function loadPage<T extends OperationType>(
  query: ConcreteRequest,
  variables: VariablesOf<T>,
  resolvers: MockResolvers,
) {
  const name = query.params.name;
  const mock = createMockRelayEnvironment({
    operations: { [name]: query },
    resolvers,
    hold: (operation) => operation !== name,
  });
  const queryRef = loadQuery<T>(mock.environment, query, variables);
  return { mock, queryRef };
}

export function renderPage(mock: MockRelayEnvironment, page: ReactElement) {
  return renderWithProviders(
    <>
      <Notifications />
      {page}
    </>,
    { path: "/", relayEnvironment: mock.environment },
  );
}

/** Whether a request of the operation waits for an answer. */
export function hasOperation(mock: MockRelayEnvironment, name: string) {
  return mock.pendingOperations().some((operation) => operation.name === name);
}
