import { createMemoryHistory } from "@tanstack/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import {
  type ConcreteRequest,
  createOperationDescriptor,
  Environment,
  getRequest,
  Network,
  RecordSource,
  Store,
} from "relay-runtime";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import MoneyAccountsListPageQueryNode from "../__generated__/MoneyAccountsListPageQuery.graphql.ts";
import MoneyCategoryCreatePageQueryNode from "../__generated__/MoneyCategoryCreatePageQuery.graphql.ts";
import SettingsLayoutQueryNode from "../__generated__/SettingsLayoutQuery.graphql.ts";
import { App } from "../App.tsx";
import { ADMIN_COMPANY, COMPANY_ID, createShellNetworkEnvironment } from "../test/mockShellEnvironment.ts";
import { createAppRouter } from "./router.ts";

// The bank settings routes inside the real router and shell: the path's company becomes the
// URL's clientCompanyRowId, invalid ids are not found, the settings navigation surrounds the
// pages and the list's search parameters are validated.

const PAGE_QUERIES: Record<string, ConcreteRequest> = {
  SettingsLayoutQuery: SettingsLayoutQueryNode,
  MoneyAccountsListPageQuery: MoneyAccountsListPageQueryNode,
  MoneyCategoryCreatePageQuery: MoneyCategoryCreatePageQueryNode,
};

function renderAt(path: string, company: Record<string, unknown> = {}) {
  // The shell reads the same company record: both answer alike.
  const shell = createShellNetworkEnvironment({ company: { ...ADMIN_COMPANY, ...company } });
  const requests: { name: string; variables: Record<string, unknown> }[] = [];
  const resolvers = {
    ClientCompany: () => ({
      ...ADMIN_COMPANY,
      featureFlags: { cashAccount: false },
      generalLedgerAccounts: { nodes: [] },
      ...company,
    }),
    MoneyAccountConnection: () => ({
      totalCount: 1,
      edges: [
        {
          cursor: "c1",
          node: {
            id: "account-1",
            rowId: "7a000000-0000-4000-8000-000000000001",
            name: "Geschäftskonto Commerzbank",
            description: null,
            active: true,
            iban: "DE89370400440532013000",
            bic: "COBADEFFXXX",
            holder: null,
            number: null,
            cardBrand: null,
            currency: "EUR",
            currentBalance: "100.00",
            limit: null,
            syncActive: false,
            syncMessage: null,
            lastSynced: null,
            xs2AAccountRowId: null,
            generalLedgerAccount: null,
          },
        },
      ],
      pageInfo: { hasNextPage: false, endCursor: null },
    }),
    BankConnection: () => ({ nodes: [] }),
  };
  const environment = new Environment({
    network: Network.create(
      (params, variables, cacheConfig, uploadables) => {
        const node = PAGE_QUERIES[params.name];
        if (!node) return shell.environment.getNetwork().execute(params, variables, cacheConfig, uploadables);
        requests.push({ name: params.name, variables });
        return MockPayloadGenerator.generate(
          createOperationDescriptor(getRequest(node), variables),
          resolvers,
        ) as never;
      },
      (params, variables, cacheConfig) => shell.environment.getNetwork().execute(params, variables, cacheConfig),
    ),
    store: new Store(new RecordSource()),
  });
  const router = createAppRouter(environment, createMemoryHistory({ initialEntries: [path] }));
  render(<App router={router} relayEnvironment={environment} i18n={i18next} />);
  return { router, requests };
}

describe("bank settings routes", () => {
  it("opens the accounts of the path's company, with the company in the URL and the settings navigation", async () => {
    const { router, requests } = renderAt(
      `/settings/bank/${COMPANY_ID.toUpperCase()}/accounts?count=abc&includeInactive=true`,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Bankkonten" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ clientCompanyRowId: COMPANY_ID }));
    expect(router.state.location.search).toMatchObject({ includeInactive: true });
    expect(requests.find((r) => r.name === "MoneyAccountsListPageQuery")?.variables).toEqual({
      clientCompanyRowId: COMPANY_ID,
      condition: { type: "BANK" },
      kindCondition: { type: "BANK" },
      count: 50,
    });
    expect(screen.getByRole("row", { name: /Geschäftskonto Commerzbank/ })).toBeInTheDocument();
    const navigation = screen.getByRole("navigation", { name: "Bereiche der Einstellungen" });
    expect(within(navigation).getByRole("link", { name: "Bankkonten" })).toHaveAttribute("aria-current", "page");
    expect(within(navigation).getByRole("link", { name: "Bankverbindungen" })).toHaveAttribute(
      "href",
      `/settings/bank/connections?clientCompanyRowId=${COMPANY_ID}`,
    );
    // Without the cash account feature there are no cash books.
    expect(within(navigation).queryByRole("link", { name: "Kassenbücher" })).not.toBeInTheDocument();
  });

  it("opens the bank accounts for /settings/bank/{company}", async () => {
    const { router } = renderAt(`/settings/bank/${COMPANY_ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Bankkonten" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/settings/bank/${COMPANY_ID}/accounts`);
  });

  it.each([`/settings/bank/not-a-company/accounts`, `/settings/bank/${COMPANY_ID}/accounts/42`])(
    "%s shows the not-found page",
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole("heading", { name: "Diese Seite gibt es nicht" })).toBeInTheDocument();
    },
  );

  it("shows the forbidden view for creating a category without accounting access", async () => {
    renderAt(`/settings/bank/${COMPANY_ID}/categories/create`, { currentUserHasAccountingAccess: false });
    expect(
      await screen.findByRole("heading", { name: "Kategorien anlegen ist für Sie nicht freigegeben" }),
    ).toBeInTheDocument();
  });

  it("leaves the bank section out of the navigation without banking access", async () => {
    renderAt(`/settings/bank/${COMPANY_ID}/accounts`, { currentUserHasBankingAccess: false });
    expect(
      await screen.findByRole("heading", { name: "Die Bankeinstellungen sind für Sie nicht freigegeben" }),
    ).toBeInTheDocument();
    const navigation = screen.getByRole("navigation", { name: "Bereiche der Einstellungen" });
    expect(within(navigation).getByRole("link", { name: "Benutzer" })).toBeInTheDocument();
    expect(within(navigation).queryByRole("link", { name: "Bankkonten" })).not.toBeInTheDocument();
  });
});
