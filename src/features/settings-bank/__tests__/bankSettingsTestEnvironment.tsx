import { Notifications } from "@mantine/notifications";
import type { ReactElement } from "react";
import { loadQuery, type PreloadedQuery } from "react-relay";
import type { ConcreteRequest, OperationType, VariablesOf } from "relay-runtime";
import type { MockResolvers } from "relay-test-utils";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment, type MockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";

// Mocked Relay environments for the bank settings pages: a page's query is answered from
// the given company, accounts, categories and ledger accounts; mutations wait for the test
// to resolve or refuse them (`mock.nextOperation(name)`).

export const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";

export const LEDGER_ACCOUNTS = [
  { id: "gla-1", rowId: "9a000000-0000-4000-8000-000000000001", number: "1000", name: "Kasse", disabledAt: null },
  { id: "gla-2", rowId: "9a000000-0000-4000-8000-000000000002", number: "1200", name: "Bank", disabledAt: null },
  {
    id: "gla-3",
    rowId: "9a000000-0000-4000-8000-000000000003",
    number: "1210",
    name: "Bank (alt)",
    disabledAt: "2025-12-31T12:00:00Z",
  },
];

export const BANKS = [
  { id: "bank-1", bic: "COBADEFFXXX", legalName: "Commerzbank AG", brandName: "Commerzbank" },
  { id: "bank-2", bic: "INGDDEFFXXX", legalName: "ING-DiBa AG", brandName: "ING" },
];

export interface CompanyAccess {
  currentUserHasBankingAccess?: boolean;
  currentUserHasAccountingAccess?: boolean;
  cashAccount?: boolean;
}

export function companyOf(access: CompanyAccess = {}) {
  return {
    id: "client-company-1",
    rowId: COMPANY,
    brandNameOrName: "Müller Haustechnik GmbH",
    currentUserHasBankingAccess: access.currentUserHasBankingAccess ?? true,
    currentUserHasAccountingAccess: access.currentUserHasAccountingAccess ?? true,
    featureFlags: { cashAccount: access.cashAccount ?? false },
    generalLedgerAccounts: { nodes: LEDGER_ACCOUNTS },
  };
}

let nextId = 1;

/** A money account as the pages read it; every field given, so no mock values appear. */
export function moneyAccount(overrides: Record<string, unknown> = {}) {
  const rowId =
    (overrides.rowId as string | undefined) ?? `7a000000-0000-4000-8000-${String(nextId++).padStart(12, "0")}`;
  return {
    id: `money-account-${rowId}`,
    rowId,
    clientCompanyRowId: COMPANY,
    type: "BANK",
    name: "Geschäftskonto",
    fullName: "Geschäftskonto",
    description: null,
    active: true,
    iban: null,
    bic: null,
    holder: null,
    includeHolderWithPayment: false,
    bankAccountType: null,
    number: null,
    cardBrand: null,
    currency: "EUR",
    currentBalance: null,
    balanceDate: null,
    available: null,
    limit: null,
    syncActive: false,
    syncMessage: null,
    lastSynced: null,
    xs2AAccountRowId: null,
    transactionCount: 0,
    createdAt: "2026-01-05T09:30:00Z",
    generalLedgerAccountRowId: null,
    generalLedgerAccount: null,
    ...overrides,
  };
}

export function moneyCategory(overrides: Record<string, unknown> = {}) {
  const rowId =
    (overrides.rowId as string | undefined) ?? `6c000000-0000-4000-8000-${String(nextId++).padStart(12, "0")}`;
  return {
    id: `money-category-${rowId}`,
    rowId,
    clientCompanyRowId: COMPANY,
    name: "Kontoführungsgebühren",
    keywords: [],
    transactionCount: 0,
    generalLedgerAccountRowId: null,
    generalLedgerAccount: null,
    updatedAt: "2026-02-01T10:00:00Z",
    ...overrides,
  };
}

export interface PageData {
  company?: Record<string, unknown> | null;
  accounts?: Record<string, unknown>[];
  /** Accounts of the kind, active or not (the list's "allOfKind"). */
  kindTotalCount?: number;
  categories?: Record<string, unknown>[];
  moneyAccount?: Record<string, unknown> | null;
  moneyCategory?: Record<string, unknown> | null;
}

function resolversFor(data: PageData): MockResolvers {
  const accounts = data.accounts ?? [];
  const categories = data.categories ?? [];
  return {
    ClientCompany: () => data.company ?? companyOf(),
    MoneyAccountConnection: (context) =>
      context.alias === "allOfKind"
        ? { totalCount: data.kindTotalCount ?? accounts.length, edges: [], nodes: [] }
        : {
            totalCount: accounts.length,
            edges: accounts.map((node) => ({ cursor: `c-${String(node.rowId)}`, node })),
            pageInfo: { hasNextPage: false, endCursor: null },
          },
    MoneyCategoryConnection: () => ({
      totalCount: categories.length,
      edges: categories.map((node) => ({ cursor: `c-${String(node.rowId)}`, node })),
      pageInfo: { hasNextPage: false, endCursor: null },
    }),
    BankConnection: () => ({ nodes: BANKS }),
    // The detail pages' rows; rows inside connections keep the data given above.
    MoneyAccount: (context) =>
      context.path?.[0] === "moneyAccount" ? (data.moneyAccount ?? moneyAccount()) : undefined,
    MoneyCategory: (context) =>
      context.path?.[0] === "moneyCategory" ? (data.moneyCategory ?? moneyCategory()) : undefined,
  };
}

/** Loads the page's query in a mock environment that answers it from `data`; every other
 * request (mutations, further pages) waits for the test to answer it (`mock.nextOperation`). */
export function loadPageQuery<T extends OperationType>(
  query: ConcreteRequest,
  variables: VariablesOf<T>,
  data: PageData,
): { mock: MockRelayEnvironment; queryRef: PreloadedQuery<T> } {
  const name = query.params.name;
  const mock = createMockRelayEnvironment({
    operations: { [name]: query },
    resolvers: resolversFor(data),
    transform: (payload) => {
      const response = (payload as { data: Record<string, unknown> }).data;
      // Explicit nulls: a company or row the user cannot see.
      if ("company" in data && data.company === null && "clientCompany" in response) response.clientCompany = null;
      if ("moneyAccount" in data && data.moneyAccount === null) response.moneyAccount = null;
      if ("moneyCategory" in data && data.moneyCategory === null) response.moneyCategory = null;
      return payload;
    },
    hold: (operation) => operation !== name,
  });
  const queryRef = loadQuery<T>(mock.environment, query, variables);
  return { mock, queryRef };
}

/** Renders a page inside Relay, Mantine, i18next, a router and the notifications. */
export function renderPage(mock: MockRelayEnvironment, page: ReactElement, path = "/") {
  return renderWithProviders(
    <>
      <Notifications />
      {page}
    </>,
    { path, relayEnvironment: mock.environment },
  );
}

/** A refusal as the server sends it (server/graphql/errors.ts). */
export function refusal(code: string, extensions: Record<string, unknown> = {}) {
  return GraphQLRequestError.fromErrors([{ message: code, extensions: { code, ...extensions } }]);
}
