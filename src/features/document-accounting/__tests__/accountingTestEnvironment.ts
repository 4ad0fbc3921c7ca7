import type { MockResolvers } from "relay-test-utils";
import DocumentAccountingTestQueryNode from "../../../__generated__/DocumentAccountingTestQuery.graphql.ts";
import useSetAccountingItemsMutationNode from "../../../__generated__/useSetAccountingItemsMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";

export const DOCUMENT = "d0000000-0000-4000-8000-000000000001";
export const ACCOUNTS = {
  telefon: { rowId: "a0000000-0000-4000-8000-000000004920", number: "4920", name: "Telefon", disabledAt: null },
  buero: { rowId: "a0000000-0000-4000-8000-000000004930", number: "4930", name: "Bürobedarf", disabledAt: null },
  pkw: {
    rowId: "a0000000-0000-4000-8000-000000000320",
    number: "0320",
    name: "Pkw",
    disabledAt: "2026-01-01T00:00:00Z",
  },
};
export const VATS = {
  vst19: {
    rowId: "b0000000-0000-4000-8000-000000000009",
    code: "9",
    shortNameOrName: "VSt 19 %",
    type: "INPUT_TAX",
    amountTypeMustBeNet: false,
    percentages: ["19.00", "16.00"],
  },
  vst7: {
    rowId: "b0000000-0000-4000-8000-000000000008",
    code: "8",
    shortNameOrName: "VSt 7 %",
    type: "INPUT_TAX",
    amountTypeMustBeNet: false,
    percentages: ["7.00", "5.00"],
  },
  rc94: {
    rowId: "b0000000-0000-4000-8000-000000000094",
    code: "94",
    shortNameOrName: "§ 13b 19 %",
    type: "REVERSE_CHARGE",
    amountTypeMustBeNet: true,
    percentages: ["19.00"],
  },
};
export const COST_CENTERS = [
  { rowId: "c0000000-0000-4000-8000-000000000100", number: "100", description: "Verwaltung" },
  { rowId: "c0000000-0000-4000-8000-000000000200", number: "200", description: "Sanitär" },
];

export interface SavedItem {
  rowId: string;
  title: string | null;
  bookingType: "DEBIT" | "CREDIT";
  amount: string;
  amountType: "NET" | "GROSS";
  generalLedgerAccountRowId: string;
  valueAddedTaxRowId: string | null;
  valueAddedTaxPercentage: string | null;
  costCenters: { nodes: { costCenterRowId: string; amount: string }[] };
  costUnits: { nodes: { costUnitRowId: string; amount: string }[] };
}

export interface AccountingMockState {
  canEdit: boolean;
  refusal: string | null;
  /** Set: the invoice was exported for booking (GoBD lock). */
  exportedForBookingAt?: string | null;
  flags: Record<string, boolean>;
  total: string | null;
  items: SavedItem[];
  /** A coded refusal for the next save: extensions of the GraphQL error. */
  refuse: { code: string; field?: string; position?: number } | null;
  /** What the invoice lacks for the booking export, and its partner account. */
  missing: string[];
  partnerAccount: string | null;
  /** The invoice's VAT per rate, as capture stores it. */
  vatBreakdown: { ratePercent: string; taxableAmount: string; taxAmount: string }[];
}

let nextId = 1;
export const savedItem = (extra: Partial<SavedItem> = {}): SavedItem => ({
  rowId: `e0000000-0000-4000-8000-${String(nextId++).padStart(12, "0")}`,
  title: "Telefon und Internet",
  bookingType: "DEBIT",
  amount: "119.00",
  amountType: "GROSS",
  generalLedgerAccountRowId: ACCOUNTS.telefon.rowId,
  valueAddedTaxRowId: VATS.vst19.rowId,
  valueAddedTaxPercentage: "19.00",
  costCenters: { nodes: [] },
  costUnits: { nodes: [] },
  ...extra,
});

/** A Relay environment answering the accounting tab's test query and its save. */
export function createAccountingEnvironment(initial: Partial<AccountingMockState> = {}) {
  const state: AccountingMockState = {
    canEdit: true,
    refusal: null,
    flags: {},
    total: "119.00",
    items: [],
    refuse: null,
    missing: [],
    partnerAccount: "70001 Spreenetz Kommunikation GmbH",
    vatBreakdown: [{ ratePercent: "19.00", taxableAmount: "100.00", taxAmount: "19.00" }],
    ...initial,
  };
  const saves: Record<string, unknown>[] = [];
  // Read at each request: the state as the last save left it.
  const resolvers = (): MockResolvers => ({
    Document: () => ({
      id: "doc-1",
      rowId: DOCUMENT,
      type: "INCOMING_INVOICE",
      canCurrentUserViewAccountingTab: true,
      canCurrentUserEditAccountingTab: state.canEdit,
      accountingTabEditRefusal: state.refusal,
      exportedForBookingAt: state.exportedForBookingAt ?? null,
    }),
    ClientCompany: () => ({
      id: "company-1",
      featureFlags: {
        costCenters: false,
        costUnits: false,
        singleCostCenterPerAccountingItem: false,
        singleCostUnitPerAccountingItem: false,
        ...state.flags,
      },
      generalLedgerAccounts: { nodes: Object.values(ACCOUNTS).map((a) => ({ id: `gla-${a.rowId}`, ...a })) },
      valueAddedTaxes: { nodes: Object.values(VATS).map((v) => ({ id: `vat-${v.rowId}`, ...v })) },
      costCenters: { nodes: COST_CENTERS.map((c) => ({ id: `cc-${c.rowId}`, ...c })) },
      costUnits: { nodes: [] },
    }),
    Invoice: () => ({
      id: "inv-1",
      total: state.total,
      net: null,
      vatAmount: null,
      vatBreakdown: state.vatBreakdown,
      currency: "EUR",
      accountingBookingType: "DEBIT",
      accountingItemsRemainingAmount: null,
      invoiceCompletenessDetails: state.missing,
      isComplete: state.missing.length === 0,
      partnerAccount: state.partnerAccount ? { id: "pa-1", fullName: state.partnerAccount } : null,
      accountingItems: { nodes: state.items.map((i) => ({ id: `ai-${i.rowId}`, ...i })) },
    }),
  });

  const { environment } = createMockRelayEnvironment({
    operations: {
      DocumentAccountingTestQuery: DocumentAccountingTestQueryNode,
      useSetAccountingItemsMutation: useSetAccountingItemsMutationNode,
    },
    resolvers,
    answer: (name, variables) => {
      if (name === "useSetAccountingItemsMutation") {
        const input = variables.input as { items: Record<string, unknown>[] };
        saves.push(input);
        if (state.refuse) {
          const extensions = state.refuse;
          throw GraphQLRequestError.fromErrors([{ message: extensions.code, extensions }]);
        }
        state.items = input.items.map((i) =>
          savedItem({
            title: (i.title as string | null) ?? null,
            bookingType: i.bookingType as "DEBIT",
            amount: i.amount as string,
            amountType: i.amountType as "NET",
            generalLedgerAccountRowId: i.generalLedgerAccountRowId as string,
            valueAddedTaxRowId: (i.valueAddedTaxRowId as string | null) ?? null,
            valueAddedTaxPercentage: (i.valueAddedTaxPercentage as string | null) ?? null,
          }),
        );
      }
      return undefined;
    },
  });
  return { environment, state, saves };
}
