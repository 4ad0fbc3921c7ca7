import { loadQuery } from "react-relay";
import { type ConcreteRequest, type GraphQLResponse } from "relay-runtime";
import { type MockResolvers } from "relay-test-utils";
import BankingPageQueryNode, { type BankingPageQuery } from "../../../__generated__/BankingPageQuery.graphql.ts";
import BankingResultsRefetchQueryNode from "../../../__generated__/BankingResultsRefetchQuery.graphql.ts";
import BankingSelectionBarTotalsQueryNode from "../../../__generated__/BankingSelectionBarTotalsQuery.graphql.ts";
import LinkDocumentPanelSearchQueryNode from "../../../__generated__/LinkDocumentPanelSearchQuery.graphql.ts";
import TransactionDrawerQueryNode from "../../../__generated__/TransactionDrawerQuery.graphql.ts";
import TransactionsListPaginationQueryNode from "../../../__generated__/TransactionsListPaginationQuery.graphql.ts";
import TransactionSuggestionsDocumentsQueryNode from "../../../__generated__/TransactionSuggestionsDocumentsQuery.graphql.ts";
import useBankingOptionsRefetchQueryNode from "../../../__generated__/useBankingOptionsRefetchQuery.graphql.ts";
import useConfirmMoneyTransactionSuggestionMutationNode from "../../../__generated__/useConfirmMoneyTransactionSuggestionMutation.graphql.ts";
import useDismissMoneyTransactionSuggestionMutationNode from "../../../__generated__/useDismissMoneyTransactionSuggestionMutation.graphql.ts";
import useLinkMoneyTransactionDocumentMutationNode from "../../../__generated__/useLinkMoneyTransactionDocumentMutation.graphql.ts";
import useRequestMoneyTransactionMatchingMutationNode from "../../../__generated__/useRequestMoneyTransactionMatchingMutation.graphql.ts";
import useSetMoneyTransactionsCategoryMutationNode from "../../../__generated__/useSetMoneyTransactionsCategoryMutation.graphql.ts";
import useUnlinkMoneyTransactionDocumentMutationNode from "../../../__generated__/useUnlinkMoneyTransactionDocumentMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import type { BankingListVariables } from "../lib/bankingVariables.ts";

export const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
export const ACCOUNT = "a0000000-0000-4000-8000-000000000001";
export const CARD = "a0000000-0000-4000-8000-000000000002";
export const CATEGORY_FEES = "c0000000-0000-4000-8000-000000000001";
export const CATEGORY_RENT = "c0000000-0000-4000-8000-000000000002";

export const ACCOUNTS = [
  {
    id: "account-1",
    rowId: ACCOUNT,
    name: "Geschäftskonto",
    fullName: "Geschäftskonto (DE89 3704 0044 0532 0130 00)",
    type: "BANK",
    active: true,
    currency: "EUR",
    currentBalance: "30059.81",
    balanceDate: "2026-11-21",
  },
  {
    id: "account-2",
    rowId: CARD,
    name: "Firmenkreditkarte",
    fullName: "Firmenkreditkarte (**** 4821)",
    type: "CREDIT_CARD",
    active: true,
    currency: "EUR",
    currentBalance: null,
    balanceDate: null,
  },
];

export const CATEGORIES = [
  {
    id: "category-1",
    rowId: CATEGORY_FEES,
    name: "Bankgebühren",
    generalLedgerAccount: { number: "4970", name: "Nebenkosten des Geldverkehrs" },
  },
  { id: "category-2", rowId: CATEGORY_RENT, name: "Miete", generalLedgerAccount: null },
];

let nextRow = 1;
const rowIdOf = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A transaction as the list, the drawer and the mutations read it; `extra` overrides fields. */
export function mockTransaction(extra: Record<string, unknown> = {}) {
  const n = nextRow++;
  const rowId = rowIdOf("e", n);
  return {
    id: `tx-${rowId}`,
    rowId,
    bookingDate: "2026-11-20",
    valueDate: "2026-11-20",
    amount: "-100.00",
    currency: "EUR",
    status: "BOOKED",
    source: "IMPORT",
    purpose: `Verwendungszweck ${n}`,
    derivedPartnerName: `Partner ${n} GmbH`,
    counterpartyName: `Partner ${n} GmbH`,
    counterpartyIban: "DE82100500000612803741",
    counterpartyBic: "BELADEBEXXX",
    counterpartyAccountNumber: null,
    endToEndRowId: null,
    mandateRowId: null,
    creditorRowId: null,
    bankReference: null,
    batchReference: null,
    customerReference: null,
    bankTransactionCode: null,
    matchedAmount: "0.00",
    matchedCount: 0,
    suggestionCount: 0,
    moneyCategoryRowId: null as string | null,
    moneyCategory: null as { id: string; name: string } | null,
    moneyAccount: { id: "account-1", name: "Geschäftskonto", fullName: ACCOUNTS[0]!.fullName },
    import: null,
    ...extra,
  };
}
export type MockTransaction = ReturnType<typeof mockTransaction>;

/** An open invoice (a documentsList node). */
export function mockDocument(extra: Record<string, unknown> = {}, invoice: Record<string, unknown> = {}) {
  const n = nextRow++;
  const rowId = rowIdOf("d", n);
  return {
    id: `doc-${rowId}`,
    rowId,
    derivedTitle: `Rechnung ${n}`,
    invoice: {
      id: `inv-${rowId}`,
      invoiceNumber: `RE-2026-${String(n).padStart(4, "0")}`,
      invoiceDate: "2026-10-22",
      dueDate: "2026-11-21",
      currency: "EUR",
      signedTotal: "1890.29",
      total: "1890.29",
      openAmount: "1890.29",
      paymentStatus: "NOT_PAID",
      discountPercent: null,
      discountUntil: null,
      extractedPartnerName: null,
      partnerCompany: { id: `partner-${n}`, name: "Brandt Sanitär GmbH" },
      ...invoice,
    },
    ...extra,
  };
}
export type MockDocument = ReturnType<typeof mockDocument>;

export interface MockLink {
  rowId: string;
  documentRowId: string;
  amount: string;
  source: "AUTO" | "END_TO_END_ID" | "SUGGESTION" | "MANUAL";
  score: string | null;
  checks: unknown;
}

export interface MockSuggestion {
  rowId: string;
  score: string;
  reason: string;
  allocations: { documentRowId: string; amount: string }[];
  checks: unknown;
  dismissedAt: string | null;
}

export interface BankingMockState {
  transactions: MockTransaction[];
  documents: MockDocument[];
  links: Record<string, MockLink[]>;
  suggestions: Record<string, MockSuggestion[]>;
  hasBankingAccess: boolean;
  /** A refusal code for an operation (by name) and its variables, or null. */
  refuse: (name: string, variables: Record<string, unknown>) => string | null;
}

const OPERATIONS: Record<string, ConcreteRequest> = {
  BankingPageQuery: BankingPageQueryNode,
  BankingResultsRefetchQuery: BankingResultsRefetchQueryNode,
  TransactionsListPaginationQuery: TransactionsListPaginationQueryNode,
  BankingSelectionBarTotalsQuery: BankingSelectionBarTotalsQueryNode,
  TransactionDrawerQuery: TransactionDrawerQueryNode,
  TransactionSuggestionsDocumentsQuery: TransactionSuggestionsDocumentsQueryNode,
  LinkDocumentPanelSearchQuery: LinkDocumentPanelSearchQueryNode,
  useBankingOptionsRefetchQuery: useBankingOptionsRefetchQueryNode,
  useSetMoneyTransactionsCategoryMutation: useSetMoneyTransactionsCategoryMutationNode,
  useLinkMoneyTransactionDocumentMutation: useLinkMoneyTransactionDocumentMutationNode,
  useUnlinkMoneyTransactionDocumentMutation: useUnlinkMoneyTransactionDocumentMutationNode,
  useConfirmMoneyTransactionSuggestionMutation: useConfirmMoneyTransactionSuggestionMutationNode,
  useDismissMoneyTransactionSuggestionMutation: useDismissMoneyTransactionSuggestionMutationNode,
  useRequestMoneyTransactionMatchingMutation: useRequestMoneyTransactionMatchingMutationNode,
};

const sum = (amounts: readonly string[]) => amounts.reduce((total, amount) => total + Number(amount), 0).toFixed(2);

/** What filterMoneyTransactions returns for the variables (the filters the tests use). */
function filtered(state: BankingMockState, variables: Partial<BankingListVariables>) {
  return state.transactions.filter((tx) => {
    if (
      variables.searchText &&
      !`${tx.purpose} ${tx.counterpartyName ?? ""}`.toLowerCase().includes(variables.searchText.toLowerCase())
    )
      return false;
    if (variables.type === "INCOMING" && Number(tx.amount) <= 0) return false;
    if (variables.type === "OUTGOING" && Number(tx.amount) >= 0) return false;
    if (variables.unclear && (tx.moneyCategoryRowId !== null || tx.matchedCount > 0)) return false;
    if (
      variables.maxMatchedCount !== null &&
      variables.maxMatchedCount !== undefined &&
      tx.matchedCount > variables.maxMatchedCount
    )
      return false;
    return true;
  });
}

/** A Relay environment answering the banking page's operations from `state`, recording each
 * request (name and variables). */
export function createBankingEnvironment(initial: Partial<BankingMockState> = {}) {
  const state: BankingMockState = {
    transactions: [],
    documents: [],
    links: {},
    suggestions: {},
    hasBankingAccess: true,
    refuse: () => null,
    ...initial,
  };
  const byRowId = (rowId: unknown) => state.transactions.find((tx) => tx.rowId === rowId);
  const documentOf = (rowId: string) => state.documents.find((document) => document.rowId === rowId) ?? null;
  const refreshMatches = (tx: MockTransaction) => {
    const links = state.links[tx.rowId] ?? [];
    tx.matchedCount = links.length;
    tx.matchedAmount = sum(links.map((link) => link.amount));
    tx.suggestionCount = (state.suggestions[tx.rowId] ?? []).filter((s) => !s.dismissedAt).length;
  };

  /** Applies a mutation to the state; returns the transactions its payload reports. */
  function mutate(name: string, input: Record<string, unknown>): MockTransaction[] {
    switch (name) {
      case "useSetMoneyTransactionsCategoryMutation": {
        const category = CATEGORIES.find((c) => c.rowId === input.moneyCategoryRowId) ?? null;
        const changed = (input.moneyTransactionRowIds as string[]).flatMap((rowId) => byRowId(rowId) ?? []);
        for (const tx of changed) {
          tx.moneyCategoryRowId = category?.rowId ?? null;
          tx.moneyCategory = category ? { id: category.id, name: category.name } : null;
        }
        return changed;
      }
      case "useLinkMoneyTransactionDocumentMutation": {
        const tx = byRowId(input.moneyTransactionRowId)!;
        const document = documentOf(input.documentRowId as string);
        const amount = (input.amount as string | undefined) ?? document?.invoice.openAmount ?? "0.00";
        state.links[tx.rowId] = [
          ...(state.links[tx.rowId] ?? []),
          {
            rowId: `l-${tx.rowId}-${input.documentRowId as string}`,
            documentRowId: input.documentRowId as string,
            amount,
            source: "MANUAL",
            score: null,
            checks: [],
          },
        ];
        for (const suggestion of state.suggestions[tx.rowId] ?? []) suggestion.dismissedAt ??= "2026-11-23T10:00:00Z";
        refreshMatches(tx);
        return [tx];
      }
      case "useUnlinkMoneyTransactionDocumentMutation": {
        const tx = byRowId(input.moneyTransactionRowId)!;
        state.links[tx.rowId] = (state.links[tx.rowId] ?? []).filter(
          (link) => link.documentRowId !== input.documentRowId,
        );
        refreshMatches(tx);
        return [tx];
      }
      case "useConfirmMoneyTransactionSuggestionMutation":
      case "useDismissMoneyTransactionSuggestionMutation": {
        const [rowId, suggestion] = Object.entries(state.suggestions)
          .flatMap(([txRowId, list]) => list.map((s) => [txRowId, s] as const))
          .find(([, s]) => s.rowId === input.suggestionRowId)!;
        const tx = byRowId(rowId)!;
        if (name === "useConfirmMoneyTransactionSuggestionMutation") {
          state.links[rowId] = [
            ...(state.links[rowId] ?? []),
            ...suggestion.allocations.map((allocation) => ({
              rowId: `l-${rowId}-${allocation.documentRowId}`,
              documentRowId: allocation.documentRowId,
              amount: allocation.amount,
              source: "SUGGESTION" as const,
              score: suggestion.score,
              checks: [],
            })),
          ];
          for (const other of state.suggestions[rowId] ?? []) other.dismissedAt ??= "2026-11-23T10:00:00Z";
        } else {
          suggestion.dismissedAt = "2026-11-23T10:00:00Z";
        }
        refreshMatches(tx);
        return [tx];
      }
      default:
        return [];
    }
  }

  const linkNodes = (txRowId: string) =>
    (state.links[txRowId] ?? []).map((link) => ({
      id: `link-${link.rowId}`,
      ...link,
      createdByUser: { id: "user-1", fullName: "Thomas Müller" },
      document: documentOf(link.documentRowId),
    }));
  const suggestionNodes = (txRowId: string) =>
    (state.suggestions[txRowId] ?? []).map((suggestion) => ({
      id: `suggestion-${suggestion.rowId}`,
      ...suggestion,
      documentIds: suggestion.allocations.map((allocation) => allocation.documentRowId),
    }));

  // A transaction as the list and the mutations answer it: with its links and suggestions (the
  // row's match cell reads them through MoneyTransaction.documentLinks and .suggestions).
  const withMatches = (tx: MockTransaction | undefined) =>
    tx && {
      ...tx,
      documentLinks: { nodes: linkNodes(tx.rowId) },
      suggestions: { nodes: suggestionNodes(tx.rowId) },
    };

  const { environment, requests, requestsOf } = createMockRelayEnvironment({
    operations: OPERATIONS,
    answer: async (_name, variables, params, generate) => {
      const node = OPERATIONS[params.name];
      if (!node) throw new Error(`No mock for ${params.name}`);
      const code = state.refuse(params.name, variables);
      if (code)
        throw new GraphQLRequestError(`refused: ${code}`, { code, errors: [{ message: code, extensions: { code } }] });
      const changed = (
        params.operationKind === "mutation" ? mutate(params.name, variables.input as Record<string, unknown>) : []
      ).map(withMatches);
      const resolvers: MockResolvers = {
        User: () => ({ id: "user-1", fullName: "Thomas Müller" }),
        ClientCompany: () => ({
          id: "company-1",
          rowId: COMPANY,
          brandNameOrName: "Müller Haustechnik GmbH",
          currentUserHasBankingAccess: state.hasBankingAccess,
          moneyAccounts: { nodes: ACCOUNTS },
          moneyCategories: { nodes: CATEGORIES },
        }),
        MoneyTransactionConnection: (context) => {
          const list = filtered(state, variables as Partial<BankingListVariables>);
          const args = (context.args ?? {}) as { first?: number; after?: string | null };
          const start = args.after ? Number(args.after.slice(1)) + 1 : 0;
          const first = args.first ?? 60;
          const page = list.slice(start, start + first);
          return {
            totalCount: list.length,
            edges: page.map((tx, index) => ({ cursor: `c${start + index}`, node: withMatches(tx) })),
            pageInfo: {
              hasNextPage: start + first < list.length,
              endCursor: page.length > 0 ? `c${start + page.length - 1}` : null,
            },
          };
        },
        MoneyTransactionsStatistic: () => {
          const list = filtered(state, variables as Partial<BankingListVariables>);
          return {
            count: list.length,
            incomingSum: sum(list.filter((tx) => Number(tx.amount) > 0).map((tx) => tx.amount)),
            outgoingSum: sum(list.filter((tx) => Number(tx.amount) < 0).map((tx) => tx.amount)),
            unclearCount: list.filter((tx) => tx.moneyCategoryRowId === null && tx.matchedCount === 0).length,
            balanceSum: "30059.81",
            allMoneyAccountsHaveBalance: false,
          };
        },
        MoneyTransactionsSelectionTotal: (context) => {
          const ids = ((context.args ?? {}) as { moneyTransactionRowIds?: string[] }).moneyTransactionRowIds ?? [];
          const list = state.transactions.filter((tx) => ids.includes(tx.rowId));
          return {
            rowIds: list.map((tx) => tx.rowId),
            incomingSum: sum(list.filter((tx) => Number(tx.amount) > 0).map((tx) => tx.amount)),
            outgoingSum: sum(list.filter((tx) => Number(tx.amount) < 0).map((tx) => tx.amount)),
          };
        },
        // The root connections (the drawer's); a transaction's own ones come with it.
        MoneyTransactionDocumentConnection: (context) => {
          const condition = ((context.args ?? {}) as { condition?: { moneyTransactionRowId?: string } }).condition;
          return condition ? { nodes: linkNodes(condition.moneyTransactionRowId ?? "") } : undefined;
        },
        MoneyTransactionSuggestionConnection: (context) => {
          const condition = ((context.args ?? {}) as { condition?: { moneyTransactionRowId?: string } }).condition;
          return condition ? { nodes: suggestionNodes(condition.moneyTransactionRowId ?? "") } : undefined;
        },
        // Type resolvers win over the data a parent gives: answer only where no parent does
        // (the drawer's root field, the mutations' results).
        MoneyTransaction: (context) => {
          if (context.name === "moneyTransaction" && context.path?.length === 1) {
            return withMatches(byRowId(((context.args ?? {}) as { rowId?: string }).rowId)) ?? undefined;
          }
          return params.operationKind === "mutation" && context.path?.length === 2 ? changed[0] : undefined;
        },
        MoneyTransactionDocument: (context) =>
          context.path?.[0] === "linkMoneyTransactionDocument" ? { moneyTransaction: changed[0] } : undefined,
        SetMoneyTransactionsCategoryPayload: () => ({ result: changed }),
        RequestMoneyTransactionMatchingPayload: () => ({ result: true }),
        DocumentsListConnection: (context) => {
          const filter = ((context.args ?? {}) as { filter?: { documentRowIds?: string[]; searchText?: string } })
            .filter;
          const documents = state.documents.filter(
            (document) =>
              (!filter?.documentRowIds || filter.documentRowIds.includes(document.rowId)) &&
              (!filter?.searchText || `${document.invoice.invoiceNumber}`.includes(filter.searchText)),
          );
          return {
            totalCount: documents.length,
            edges: documents.map((document, index) => ({ cursor: `d${index}`, node: document })),
          };
        },
      };
      return generate(resolvers) as GraphQLResponse;
    },
  });
  const queryRef = (variables: BankingListVariables) =>
    loadQuery<BankingPageQuery>(environment, BankingPageQueryNode, variables);
  return { environment, requests, requestsOf, state, queryRef };
}
