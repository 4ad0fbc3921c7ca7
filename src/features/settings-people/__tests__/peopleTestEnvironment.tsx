import { Notifications } from "@mantine/notifications";
import type { ReactElement } from "react";
import { loadQuery } from "react-relay";
import type {
  ConcreteRequest,
  GraphQLResponse,
  IEnvironment,
  OperationType,
  Variables,
  VariablesOf,
} from "relay-runtime";
import type { MockResolvers } from "relay-test-utils";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";

// The people settings pages' tests: a page's preloaded query answered from the given company,
// groups and users (the server is a third party to these client tests); mutations answered or
// refused by the test.

export const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";

export interface CompanyAccess {
  currentUserHasAdminAccess?: boolean;
  userGroup?: boolean;
}

export function companyOf(access: CompanyAccess = {}, members: readonly MockPerson[] = []) {
  return {
    id: "client-company-1",
    rowId: COMPANY,
    currentUserHasAdminAccess: access.currentUserHasAdminAccess ?? true,
    featureFlags: { userGroup: access.userGroup ?? true },
    clientCompanyUsers: { nodes: members.map((user) => ({ id: `ccu-${user.rowId}`, user })) },
  };
}

export interface MockPerson {
  id: string;
  rowId: string;
  fullName: string;
  email: string;
}

export const person = (n: number, fullName: string, email: string): MockPerson => ({
  id: `user-${n}`,
  rowId: `5a000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  fullName,
  email,
});

export const ANNA = person(1, "Anna Admin", "anna@firma.example");
export const BEN = person(2, "Ben Buchhaltung", "ben@firma.example");
export const CARLA = person(3, "Carla Einkauf", "carla@firma.example");

export interface PageSetup {
  operations: Record<string, ConcreteRequest>;
  resolvers: MockResolvers;
  /** Answers mutations (and anything else) itself; undefined leaves it to the generator. */
  answer?: (name: string, variables: Variables) => GraphQLResponse | undefined | Promise<GraphQLResponse | undefined>;
}

export function loadPage<T extends OperationType>(query: ConcreteRequest, variables: VariablesOf<T>, setup: PageSetup) {
  const mock = createMockRelayEnvironment({
    operations: { [query.params.name]: query, ...setup.operations },
    resolvers: setup.resolvers,
    answer: setup.answer ? (name, vars) => setup.answer!(name, vars) : undefined,
  });
  const queryRef = loadQuery<T>(mock.environment, query, variables);
  return { ...mock, queryRef };
}

export function renderPage(environment: IEnvironment, page: ReactElement) {
  return renderWithProviders(
    <>
      <Notifications />
      {page}
    </>,
    { path: "/", relayEnvironment: environment },
  );
}

/** A refused request as the network layer reports the server's coded error (server/graphql/errors.ts). */
export function refuse(code: string, extra: Record<string, unknown> = {}): never {
  throw GraphQLRequestError.fromErrors([{ message: code, extensions: { code, ...extra } }]);
}
