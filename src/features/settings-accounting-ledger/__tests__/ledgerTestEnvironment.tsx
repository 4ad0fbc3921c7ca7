import { Notifications } from "@mantine/notifications";
import type { ReactElement } from "react";
import { loadQuery, type PreloadedQuery } from "react-relay";
import type { ConcreteRequest, OperationType, VariablesOf } from "relay-runtime";
import type { MockResolvers } from "relay-test-utils";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment, type MockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";

// Mocked Relay environments for the accounting settings pages: a page's query is answered
// from the given company and rows; mutations and further pages wait for the test to resolve or
// refuse them (`mock.nextOperation(name)`).

export const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";

export const LEDGER_ACCOUNTS = [
  {
    id: "gla-1",
    rowId: "9a000000-0000-4000-8000-000000000001",
    number: "1200",
    name: "Bank",
    category: "ASSET",
    disabledAt: null,
  },
  {
    id: "gla-2",
    rowId: "9a000000-0000-4000-8000-000000000002",
    number: "4920",
    name: "Telefon",
    category: "EXPENSE",
    disabledAt: null,
  },
  {
    id: "gla-3",
    rowId: "9a000000-0000-4000-8000-000000000003",
    number: "4930",
    name: "Bürobedarf (alt)",
    category: "EXPENSE",
    disabledAt: "2025-12-31T12:00:00Z",
  },
];

export function companyOf(access: { currentUserHasAccountingAccess?: boolean } = {}) {
  return {
    id: "client-company-1",
    rowId: COMPANY,
    currentUserHasAccountingAccess: access.currentUserHasAccountingAccess ?? true,
    generalLedgerAccountLength: 4,
    generalLedgerAccounts: { nodes: LEDGER_ACCOUNTS },
  };
}

let nextId = 1;
const rowIdOf = (prefix: string, overrides: Record<string, unknown>) =>
  (overrides.rowId as string | undefined) ?? `${prefix}000000-0000-4000-8000-${String(nextId++).padStart(12, "0")}`;

export function documentCategory(overrides: Record<string, unknown> = {}) {
  const rowId = rowIdOf("dc", overrides);
  return {
    id: `document-category-${rowId}`,
    rowId,
    clientCompanyRowId: COMPANY,
    documentType: "INCOMING_INVOICE",
    name: "Eingangsrechnungen",
    description: null,
    emailAlias: null,
    internalNumberMode: "NONE",
    internalNumberMin: null,
    bookingType: null,
    bookingCategory: null,
    ignoreBookingTypePaidAssumption: false,
    generalLedgerAccountRowId: null,
    accountingItemsGeneralLedgerAccountRowId: null,
    accountingItemsTitle: null,
    generalLedgerAccount: null,
    documentCount: 0,
    ...overrides,
  };
}

export function valueAddedTax(overrides: Record<string, unknown> = {}) {
  const rowId = rowIdOf("ab", overrides);
  return {
    id: `vat-${rowId}`,
    rowId,
    type: "INPUT_TAX",
    name: "Vorsteuer 19 %",
    shortName: "VSt 19",
    code: "9",
    amountTypeMustBeNet: false,
    intraEu: false,
    valueAddedTaxRates: { nodes: [] },
    ...overrides,
  };
}

export interface PageData {
  company?: Record<string, unknown> | null;
  accounts?: Record<string, unknown>[];
  categories?: Record<string, unknown>[];
  vats?: Record<string, unknown>[];
  /** More rows after the given ones (the list offers "load more"). */
  hasNextPage?: boolean;
  totalCount?: number;
  generalLedgerAccount?: Record<string, unknown> | null;
  documentCategory?: Record<string, unknown> | null;
}

const connection = (rows: Record<string, unknown>[], data: PageData) => ({
  totalCount: data.totalCount ?? rows.length,
  edges: rows.map((node) => ({ cursor: `c-${String(node.rowId)}`, node })),
  pageInfo: {
    hasNextPage: data.hasNextPage ?? false,
    endCursor: rows.length ? `c-${String(rows.at(-1)!.rowId)}` : null,
  },
});

function resolversFor(data: PageData): MockResolvers {
  return {
    ClientCompany: () => data.company ?? companyOf(),
    GeneralLedgerAccountConnection: (context) =>
      context.alias === "generalLedgerAccountsList" || context.name === "generalLedgerAccountsList"
        ? connection(data.accounts ?? [], data)
        : { nodes: LEDGER_ACCOUNTS },
    DocumentCategoryConnection: (context) =>
      context.name === "sortedDocumentCategories"
        ? { nodes: data.categories ?? [] }
        : connection(data.categories ?? [], data),
    ValueAddedTaxConnection: () => connection(data.vats ?? [], data),
    GeneralLedgerAccount: (context) =>
      context.path?.[0] === "generalLedgerAccount" ? (data.generalLedgerAccount ?? LEDGER_ACCOUNTS[1]) : undefined,
    DocumentCategory: (context) =>
      context.path?.[0] === "documentCategory" ? (data.documentCategory ?? documentCategory()) : undefined,
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
      if ("company" in data && data.company === null && "clientCompany" in response) response.clientCompany = null;
      return payload;
    },
    hold: (operation) => operation !== name,
  });
  const queryRef = loadQuery<T>(mock.environment, query, variables);
  return { mock, queryRef };
}

export function renderPage(mock: MockRelayEnvironment, page: ReactElement, path = "/") {
  return renderWithProviders(
    <>
      <Notifications />
      {page}
    </>,
    { path, relayEnvironment: mock.environment },
  );
}

export function refusal(code: string, extensions: Record<string, unknown> = {}) {
  return GraphQLRequestError.fromErrors([{ message: code, extensions: { code, ...extensions } }]);
}
