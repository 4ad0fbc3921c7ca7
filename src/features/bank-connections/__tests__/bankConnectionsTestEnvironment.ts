import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { vi } from "vitest";
import type { Xs2aLibrary, Xs2aWidgetCallbacks } from "../lib/loadXs2aLibrary.ts";

export const COMPANY_A = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
export const COMPANY_B = "0b8f5e1c-1a2b-4c3d-8e4f-000000000002";
export const COMPANY_NO_BANKING = "0b8f5e1c-1a2b-4c3d-8e4f-000000000003";
export const CONNECTION = "c0000000-0000-4000-8000-0000000000c1";
export const GIRO = "a0000000-0000-4000-8000-0000000000a1";
export const TAGESGELD = "a0000000-0000-4000-8000-0000000000a2";
export const CARD = "a0000000-0000-4000-8000-0000000000a3";
export const GIRO_MONEY_ACCOUNT = "b0000000-0000-4000-8000-0000000000b1";

export const COMPANIES = [
  { id: "cc-a", rowId: COMPANY_A, brandNameOrName: "Müller Haustechnik GmbH", currentUserHasBankingAccess: true },
  { id: "cc-b", rowId: COMPANY_B, brandNameOrName: "Bäckerei Schmidt KG", currentUserHasBankingAccess: true },
  { id: "cc-c", rowId: COMPANY_NO_BANKING, brandNameOrName: "Kanzlei Weber", currentUserHasBankingAccess: false },
];

export function account(rowId: string, extra: Record<string, unknown> = {}) {
  return {
    id: `xs2a-account-${rowId}`,
    rowId,
    derivedName: "Girokonto",
    holder: "Müller Haustechnik GmbH",
    isCreditCard: false,
    accountNumber: "0532013000",
    iban: "DE89370400440532013000",
    moneyAccount: null as Record<string, unknown> | null,
    ...extra,
  };
}

/** A connection with a linked Girokonto, an inactive Tagesgeld and an inactive credit card. */
export function sandboxConnection(extra: Record<string, unknown> = {}) {
  return {
    id: `xs2a-connection-${CONNECTION}`,
    rowId: CONNECTION,
    bankName: "Sandbox Sparkasse",
    bankBic: "SANDBOXDEXX",
    syncActive: false,
    syncMessage: null as string | null,
    lastSynced: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    accounts: {
      nodes: [
        account(GIRO, {
          moneyAccount: {
            id: `money-account-${GIRO_MONEY_ACCOUNT}`,
            rowId: GIRO_MONEY_ACCOUNT,
            clientCompany: { id: "cc-a", rowId: COMPANY_A, brandNameOrName: "Müller Haustechnik GmbH" },
          },
        }),
        account(TAGESGELD, { derivedName: "Tagesgeld", iban: "DE02120300000000202051", accountNumber: "202051" }),
        account(CARD, {
          derivedName: "Visa Business",
          isCreditCard: true,
          iban: null,
          accountNumber: "4111 XXXX XXXX 1111",
        }),
      ],
    },
    ...extra,
  };
}

export interface PageState {
  isSuperAdmin: boolean;
  /** Banking access per membership. */
  memberships: boolean[];
  connections: Record<string, unknown>[];
}

/** A real Relay environment whose network answers the page's queries from `state` (which a
 * test may change between requests) and records every request. */
export function createBankConnectionsEnvironment(initial: Partial<PageState> = {}) {
  const state: PageState = {
    isSuperAdmin: false,
    memberships: [true],
    connections: [],
    ...initial,
  };
  // Every request is answered here (the factory records them).
  const { environment, requests } = createMockRelayEnvironment({
    operations: {},
    answer: async (_name, variables, params) => {
      if (params.name === "SettingsBankConnectionsPageQuery") {
        return {
          data: {
            currentUser: {
              id: "current-user",
              isSuperAdmin: state.isSuperAdmin,
              clientCompanyUsers: {
                nodes: state.memberships.map((hasBanking, index) => ({
                  id: `member-${index}`,
                  clientCompany: { id: `member-company-${index}`, currentUserHasBankingAccess: hasBanking },
                })),
              },
              xs2AConnections: { nodes: structuredClone(state.connections) },
            },
          },
        };
      }
      if (params.name === "LinkCompanySelectQuery") {
        const search = String(variables.searchText ?? "").toLowerCase();
        return {
          data: {
            filterClientCompanies: {
              nodes: COMPANIES.filter((company) => company.brandNameOrName.toLowerCase().includes(search)),
            },
          },
        };
      }
      throw new Error(`No mock for ${params.name}`);
    },
  });
  return { environment, state, requests };
}

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type FetchAnswer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** Replaces `fetch`: answers the bank-access REST calls by "METHOD path-prefix" and records
 * them. Unknown calls answer 404. */
export function mockXs2aFetch(routes: Record<string, (call: FetchCall) => FetchAnswer>) {
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
    const answer = route ? await route[1](call) : { status: 404, body: { error: { code: "NOT_FOUND" } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

/** A stand-in for the bank's widget on `window.xs2a`: records each init and its callbacks. */
export function installFakeWidget() {
  const inits: { key: string; container: HTMLElement; callbacks: Xs2aWidgetCallbacks; destroy: () => void }[] = [];
  const library: Xs2aLibrary = {
    init: (key, container, callbacks) => {
      const destroy = vi.fn();
      container.textContent = `Bank-Widget (${inits.length + 1})`;
      inits.push({ key, container, callbacks, destroy });
      return { destroy };
    },
  };
  window.xs2a = library;
  return { inits, last: () => inits[inits.length - 1]! };
}

export function uninstallFakeWidget() {
  delete window.xs2a;
  for (const script of document.head.querySelectorAll("script[data-xs2a-widget]")) script.remove();
}

export const ok = (body: unknown) => ({ status: 200, body });

/** A promise resolved from outside (to hold an answer back). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
