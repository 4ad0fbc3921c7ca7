import { type ConcreteRequest, type GraphQLResponse } from "relay-runtime";
import { vi } from "vitest";
import DirectDebitActionQueryNode from "../../../__generated__/DirectDebitActionQuery.graphql.ts";
import DocumentPaymentRefetchQueryNode from "../../../__generated__/DocumentPaymentRefetchQuery.graphql.ts";
import DocumentPaymentTestQueryNode from "../../../__generated__/DocumentPaymentTestQuery.graphql.ts";
import PaymentReminderFormTestQueryNode from "../../../__generated__/PaymentReminderFormTestQuery.graphql.ts";
import PayDialogDataQueryNode from "../../../__generated__/usePayDialogDataQuery.graphql.ts";
import UnlinkNode from "../../../__generated__/useUnlinkDocumentTransactionMutation.graphql.ts";
import UpdateInvoicePaymentNode from "../../../__generated__/useUpdateInvoicePaymentMutation.graphql.ts";
import VerifyPresetNode from "../../../__generated__/useVerifyPaymentPresetMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";

export const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
export const DOCUMENT = "d0000000-0000-4000-8000-000000000001";
export const PARTNER = "e0000000-0000-4000-8000-000000000001";
export const ACCOUNT = "a1000000-0000-4000-8000-000000000001";
export const SECOND_ACCOUNT = "a1000000-0000-4000-8000-000000000002";
export const PRESET_VERIFIED = "f1000000-0000-4000-8000-000000000001";
export const PRESET_LEARNED = "f1000000-0000-4000-8000-000000000002";
export const TRANSACTION = "b1000000-0000-4000-8000-000000000001";
export const TODAY = "2026-11-23";

/** The invoice's own IBAN and the verified preset's. */
export const INVOICE_IBAN = "DE18760260000004471190";
export const PRESET_IBAN = "DE82100500000612803741";

export interface PaymentMockState {
  type: "INCOMING_INVOICE" | "OUTGOING_INVOICE" | "OTHER_DOCUMENT";
  invoice: Record<string, unknown>;
  presets: Record<string, unknown>[];
  bankPayments: Record<string, unknown>[];
  links: Record<string, unknown>[];
  history: Record<string, unknown>[];
  accounts: Record<string, unknown>[];
  company: Record<string, unknown>;
  locations: Record<string, unknown>[];
  mandates: Record<string, unknown>[];
  /** The documents the pay dialog loads (by row id). */
  dialogDocuments: Record<string, unknown>[];
  /** Refuses the operation with this name with the code. */
  refuse: Record<string, string | undefined>;
  silentlyRefuseInvoice: boolean;
}

export function storedInvoice(): Record<string, unknown> {
  return {
    documentRowId: DOCUMENT,
    invoiceNumber: "RE-2026-100094",
    invoiceDate: "2026-10-22",
    total: "1890.29",
    prepaidAmount: null,
    roundingAmount: null,
    amountDue: "1890.29",
    paidAmount: "0.00",
    openAmount: "1890.29",
    currency: "EUR",
    creditMemo: false,
    paymentStatus: "NOT_PAID",
    paymentStatusSource: "TRANSACTIONS",
    paidDate: null,
    partiallyPaid: false,
    iban: INVOICE_IBAN,
    paymentIban: INVOICE_IBAN,
    paymentBic: "BELADEBEXXX",
    paymentRecipient: "Brandt Sanitär GmbH",
    paymentReference: "RE-2026-100094",
    paymentDueDate: "2026-12-05",
    paymentDiscountDueDate: "2026-11-30",
    paymentDiscountPercent: "2.00",
    paymentDiscountAmount: "37.81",
    overridePartnerCompanyPaymentPreset: true,
    partnerHasPaymentPreset: true,
    hasUnverifiedIban: true,
    canPay: true,
    payRefusal: null,
    canUpdatePaymentStatus: true,
    canUpdatePartiallyPaid: true,
    partnerCompanyRowId: PARTNER,
    extractedPartnerEmails: [],
  };
}

export function defaultState(): PaymentMockState {
  return {
    type: "INCOMING_INVOICE",
    invoice: storedInvoice(),
    presets: [
      {
        id: "preset-1",
        rowId: PRESET_VERIFIED,
        iban: PRESET_IBAN,
        bic: "COBADEFFXXX",
        currency: "EUR",
        primary: true,
        recipient: null,
        purposePrefix: null,
        dueDateInDays: 30,
        discountDueDateInDays: 10,
        discountPercent: "2.00",
        discountAmount: null,
        source: "USER",
        createdAt: "2026-01-10T10:00:00Z",
        verifiedAt: "2026-05-07T09:00:00Z",
        verifiedByUser: { id: "user-lena", fullName: "Lena Schneider" },
      },
      {
        id: "preset-2",
        rowId: PRESET_LEARNED,
        iban: INVOICE_IBAN,
        bic: "BELADEBEXXX",
        currency: "EUR",
        primary: false,
        recipient: null,
        purposePrefix: null,
        dueDateInDays: null,
        discountDueDateInDays: null,
        discountPercent: null,
        discountAmount: null,
        source: "LEARNED",
        createdAt: "2026-11-01T10:00:00Z",
        verifiedAt: null,
        verifiedByUser: null,
      },
    ],
    bankPayments: [],
    links: [],
    history: [],
    accounts: [
      {
        id: "account-1",
        rowId: ACCOUNT,
        fullName: "Geschäftskonto (DE66 1005 0000 0190 4128 73)",
        iban: "DE66100500000190412873",
        xs2AAccount: null,
      },
    ],
    company: { name: "Müller Haustechnik GmbH", paymentReminderMessage: null, sepaCreditorRowId: "DE98ZZZ09999999999" },
    locations: [{ id: "location-1", main: true, email: "buchhaltung@brandt.example" }],
    mandates: [],
    dialogDocuments: [],
    refuse: {},
    silentlyRefuseInvoice: false,
  };
}

/** A document as the pay dialog's documents list returns it. */
export function dialogDocument(
  rowId: string,
  change: Record<string, unknown> = {},
  invoice: Record<string, unknown> | null = {},
) {
  return {
    id: `document-${rowId}`,
    rowId,
    type: "INCOMING_INVOICE",
    derivedTitle: `Brandt Sanitär GmbH · ${String(change.number ?? "RE-1")}`,
    ...change,
    invoice:
      invoice === null
        ? null
        : {
            id: `invoice-${rowId}`,
            invoiceNumber: String(change.number ?? "RE-1"),
            canPay: true,
            payRefusal: null,
            currency: "EUR",
            total: "100.00",
            amountDue: "100.00",
            openAmount: "100.00",
            paidAmount: "0.00",
            paymentRecipient: "Brandt Sanitär GmbH",
            paymentIban: PRESET_IBAN,
            paymentDiscountDueDate: null,
            paymentDiscountAmount: null,
            paymentDiscountPercent: null,
            hasUnverifiedIban: false,
            partnerCompanyRowId: PARTNER,
            // As in the database: without a stated amount due, the gross total is due.
            ...(invoice.total !== undefined ? { amountDue: invoice.total } : {}),
            ...invoice,
          },
  };
}

function queryData(state: PaymentMockState) {
  const isInvoice = state.type !== "OTHER_DOCUMENT";
  const company = {
    id: "company-1",
    rowId: COMPANY,
    ...state.company,
    moneyAccounts: { nodes: state.accounts },
  };
  return {
    currentUser: { id: "user-me", email: "admin@demo.test" },
    document: {
      id: "document-1",
      rowId: DOCUMENT,
      type: state.type,
      clientCompanyRowId: COMPANY,
      clientCompany: company,
      invoice: isInvoice
        ? {
            id: "invoice-1",
            ...state.invoice,
            partnerCompanyLocation: null,
            partnerCompany: {
              id: "partner-1",
              rowId: PARTNER,
              name: "Brandt Sanitär GmbH",
              paymentPresets: { nodes: state.presets },
              locations: { nodes: state.locations },
            },
          }
        : null,
      historyEntries: { nodes: state.history },
    },
    bankPayments: { nodes: state.bankPayments },
    moneyTransactionDocuments: { nodes: state.links },
    partnerCompanyDirectDebitMandates: { nodes: state.mandates },
    clientCompany: company,
    documentsList: {
      edges: state.dialogDocuments.map((node, index) => ({ cursor: `c${index}`, node })),
    },
  };
}

const OPERATIONS: Record<string, ConcreteRequest> = {
  DocumentPaymentTestQuery: DocumentPaymentTestQueryNode,
  PaymentReminderFormTestQuery: PaymentReminderFormTestQueryNode,
  DocumentPaymentRefetchQuery: DocumentPaymentRefetchQueryNode,
  DirectDebitActionQuery: DirectDebitActionQueryNode,
  usePayDialogDataQuery: PayDialogDataQueryNode,
  useUpdateInvoicePaymentMutation: UpdateInvoicePaymentNode,
  useVerifyPaymentPresetMutation: VerifyPresetNode,
  useUnlinkDocumentTransactionMutation: UnlinkNode,
};

/** A Relay environment answering the payment tab's operations from `state`; the mutations
 * change it as the server would. */
export function createPaymentEnvironment(change: Partial<PaymentMockState> = {}) {
  const state: PaymentMockState = { ...defaultState(), ...change };
  const { environment, requests } = createMockRelayEnvironment({
    operations: OPERATIONS,
    answer: async (_name, variables, params, generate) => {
      const node = OPERATIONS[params.name];
      if (!node) throw new Error(`No mock for ${params.name}`);
      const code = state.refuse[params.name];
      if (code) throw GraphQLRequestError.fromErrors([{ message: code, extensions: { code } }]);
      let isSilentlyRefused = false;
      if (params.name === "useUpdateInvoicePaymentMutation") {
        const patch = (variables.input as { patch: Record<string, unknown> }).patch;
        if (state.silentlyRefuseInvoice) isSilentlyRefused = true;
        else {
          const next: Record<string, unknown> = { ...state.invoice, ...patch, paymentStatusSource: "USER" };
          if (patch.paymentStatus === "PAID") {
            next.paidDate = patch.paidDate ?? TODAY;
            next.partiallyPaid = false;
            next.openAmount = "0.00";
          }
          if (patch.paymentStatus === "NOT_PAID") next.paidDate = null;
          state.invoice = next;
        }
      } else if (params.name === "useVerifyPaymentPresetMutation") {
        const preset = state.presets.find((p) => p.rowId === variables.presetRowId);
        if (preset) {
          preset.verifiedAt = "2026-11-23T09:00:00Z";
          preset.verifiedByUser = { id: "user-me", fullName: "Thomas Müller" };
          if (preset.iban === state.invoice.paymentIban) state.invoice = { ...state.invoice, hasUnverifiedIban: false };
        }
      } else if (params.name === "useUnlinkDocumentTransactionMutation") {
        state.links = state.links.filter(
          (link) => (link.moneyTransaction as { rowId: string }).rowId !== variables.moneyTransactionRowId,
        );
      }
      const response = generate({
        Query: () => queryData(state),
      }) as { data: Record<string, Record<string, unknown>> };
      if (isSilentlyRefused) response.data.updateInvoice!.invoice = null;
      return response as GraphQLResponse;
    },
  });
  const calls = (name: string) => requests.filter((r) => r.name === name).map((r) => r.variables);
  return { environment, requests, state, calls };
}

export type FetchAnswer = { status: number; body: unknown };
export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Answers the payment REST calls by "METHOD /path-prefix"; records every call. */
export function mockPaymentsFetch(routes: Record<string, (call: FetchCall) => FetchAnswer>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path, body, headers: (init?.headers ?? {}) as Record<string, string> };
    calls.push(call);
    const route = Object.entries(routes).find(([key]) => {
      const [routeMethod, prefix] = key.split(" ");
      return routeMethod === method && path.startsWith(prefix!);
    });
    const answer = route ? route[1](call) : { status: 404, body: { error: { code: "NOT_FOUND" } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

export const ok = (body: unknown): FetchAnswer => ({ status: 200, body });

/** Records the downloads the dialog starts (jsdom cannot navigate to a file). */
export function captureDownloads() {
  const downloads: string[] = [];
  const spy = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.getAttribute("href") ?? "");
  });
  return { downloads, restore: () => spy.mockRestore() };
}
