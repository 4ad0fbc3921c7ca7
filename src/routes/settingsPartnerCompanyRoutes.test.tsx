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
import PartnerCompaniesListPageQueryNode from "../__generated__/PartnerCompaniesListPageQuery.graphql.ts";
import SettingsLayoutQueryNode from "../__generated__/SettingsLayoutQuery.graphql.ts";
import { App } from "../App.tsx";
import { ADMIN_COMPANY, COMPANY_ID, createShellNetworkEnvironment } from "../test/mockShellEnvironment.ts";
import { createAppRouter } from "./router.ts";

// The partner company routes inside the real router and shell: the path's company becomes the
// URL's clientCompanyRowId, the list's search parameters (includeInactive,
// withDuplicatePartnerCompanies, orderBy) reach the query and invalid ones are dropped.

const PAGE_QUERIES: Record<string, ConcreteRequest> = {
  SettingsLayoutQuery: SettingsLayoutQueryNode,
  PartnerCompaniesListPageQuery: PartnerCompaniesListPageQueryNode,
};

function renderAt(path: string) {
  const shell = createShellNetworkEnvironment({ company: ADMIN_COMPANY });
  const requests: { name: string; variables: Record<string, unknown> }[] = [];
  const resolvers = {
    ClientCompany: () => ({ ...ADMIN_COMPANY, currentUserHasCompanyManageAccess: true }),
    PartnerCompanyConnection: () => ({
      totalCount: 1,
      edges: [
        {
          cursor: "c1",
          node: {
            id: "partner-1",
            rowId: "7a000000-0000-4000-8000-000000000001",
            name: "Brandt Sanitär GmbH",
            active: true,
            vatIds: ["DE263918475"],
            documentsCount: 28,
            duplicatesCount: 0,
            createdAt: "2026-11-01T10:00:00Z",
            locations: { nodes: [] },
          },
        },
      ],
      pageInfo: { hasNextPage: false, endCursor: null },
    }),
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

describe("partner company routes", () => {
  it("opens the list of the path's company with its filters and sort order", async () => {
    const { router, requests } = renderAt(
      `/settings/${COMPANY_ID.toUpperCase()}/company/partner-companies?includeInactive=true&withDuplicatePartnerCompanies=true&orderBy=DOCUMENTS_DESC&count=abc`,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Geschäftspartner" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ clientCompanyRowId: COMPANY_ID }));
    expect(requests.find((r) => r.name === "PartnerCompaniesListPageQuery")?.variables).toEqual({
      clientCompanyRowId: COMPANY_ID,
      count: 50,
      searchText: null,
      includeInactive: true,
      withDuplicates: true,
      orderBy: "DOCUMENTS_DESC",
    });
    expect(screen.getByRole("row", { name: /Brandt Sanitär GmbH/ })).toBeInTheDocument();
    const navigation = screen.getByRole("navigation", { name: "Bereiche der Einstellungen" });
    expect(within(navigation).getByRole("link", { name: "Geschäftspartner" })).toHaveAttribute("aria-current", "page");
  });

  it("drops an unknown sort order", async () => {
    const { requests } = renderAt(`/settings/${COMPANY_ID}/company/partner-companies?orderBy=DROP_TABLE`);
    expect(await screen.findByRole("heading", { level: 1, name: "Geschäftspartner" })).toBeInTheDocument();
    expect(requests.find((r) => r.name === "PartnerCompaniesListPageQuery")?.variables).toMatchObject({
      orderBy: "NAME_ASC",
    });
  });

  it("shows the not-found page for a partner id that is no UUID", async () => {
    renderAt(`/settings/${COMPANY_ID}/company/partner-companies/42`);
    expect(await screen.findByRole("heading", { name: "Diese Seite gibt es nicht" })).toBeInTheDocument();
  });
});
