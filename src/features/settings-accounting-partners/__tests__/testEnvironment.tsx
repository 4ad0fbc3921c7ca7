import { Notifications } from "@mantine/notifications";
import { waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { loadQuery } from "react-relay";
import type { ConcreteRequest, OperationDescriptor, OperationType, VariablesOf } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { expect } from "vitest";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";

type MockResolvers = NonNullable<Parameters<typeof MockPayloadGenerator.generate>[1]>;

// The accounting settings pages' tests: a page's preloaded query resolved by a mock
// environment (the server is a third party to these client tests), rendered with providers.

export const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

export function loadPage<T extends OperationType>(
  query: ConcreteRequest,
  variables: VariablesOf<T>,
  resolvers: MockResolvers,
) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<T>(environment, query, variables);
  const operation = environment.mock.getMostRecentOperation();
  environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  return { environment, queryRef };
}

export function renderPage(environment: MockEnvironment, page: ReactElement) {
  return renderWithProviders(
    <>
      <Notifications />
      {page}
    </>,
    { path: "/", relayEnvironment: environment },
  );
}

export async function operationNamed(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  let operation: OperationDescriptor | undefined;
  await waitFor(() => {
    operation = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);
    expect(operation).toBeDefined();
  });
  return operation!;
}

export function hasOperation(environment: MockEnvironment, name: string) {
  return environment.mock.getAllOperations().some((op) => op.request.node.operation.name === name);
}
