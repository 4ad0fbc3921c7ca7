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
import RealEstateObjectsListPageQueryNode from "../__generated__/RealEstateObjectsListPageQuery.graphql.ts";
import SettingsLayoutQueryNode from "../__generated__/SettingsLayoutQuery.graphql.ts";
import TagsListPageQueryNode from "../__generated__/TagsListPageQuery.graphql.ts";
import { App } from "../App.tsx";
import { ADMIN_COMPANY, COMPANY_ID, createShellNetworkEnvironment } from "../test/mockShellEnvironment.ts";
import { createAppRouter } from "./router.ts";

// The real-estate object and tags routes inside the real router and shell: the object list
// hangs below /settings/{company}/company, takes onlyActive from the URL, and both pages sit in
// the settings navigation with the path's company in the URL.

const PAGE_QUERIES: Record<string, ConcreteRequest> = {
  SettingsLayoutQuery: SettingsLayoutQueryNode,
  RealEstateObjectsListPageQuery: RealEstateObjectsListPageQueryNode,
  TagsListPageQuery: TagsListPageQueryNode,
};

const COMPANY = {
  ...ADMIN_COMPANY,
  currentUserHasCompanyManageAccess: true,
  currentUserHasCompanyTagsManageAccess: true,
  featureFlags: { ...ADMIN_COMPANY.featureFlags, realEstateObjects: true },
};

function renderAt(path: string) {
  const shell = createShellNetworkEnvironment({ company: COMPANY });
  const requests: { name: string; variables: Record<string, unknown> }[] = [];
  const resolvers = {
    ClientCompany: () => COMPANY,
    RealEstateObjectConnection: () => ({
      totalCount: 1,
      edges: [
        {
          cursor: "c1",
          node: {
            id: "object-1",
            rowId: "8b000000-0000-4000-8000-000000000001",
            title: "WEG Kollwitzstraße 41",
            type: "HOMEOWNERS_ASSOCIATION",
            number: "1041",
            address: null,
            zip: null,
            city: null,
            disabledAt: null,
            documentCount: 11,
            tags: { nodes: [] },
          },
        },
      ],
      pageInfo: { hasNextPage: false, endCursor: null },
    }),
    ClientCompanyTagConnection: () => ({
      totalCount: 1,
      edges: [
        {
          cursor: "t1",
          node: {
            id: "tag-1",
            rowId: "7a000000-0000-4000-8000-000000000001",
            tag: "Fuhrpark",
            documentTagCount: 10,
            realEstateObjectCount: 0,
            createdAt: "2026-11-27T19:00:00Z",
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

describe("real-estate object and tags routes", () => {
  it("opens the objects below the company section with onlyActive from the URL", async () => {
    const { router, requests } = renderAt(
      `/settings/${COMPANY_ID.toUpperCase()}/company/real-estate-objects?onlyActive=true&count=abc`,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Objekte" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ clientCompanyRowId: COMPANY_ID }));
    expect(requests.find((r) => r.name === "RealEstateObjectsListPageQuery")?.variables).toEqual({
      clientCompanyRowId: COMPANY_ID,
      count: 50,
      searchText: null,
      onlyActive: true,
    });
    expect(screen.getByRole("switch", { name: "Nur aktive" })).toBeChecked();
    expect(screen.getByRole("link", { name: "WEG Kollwitzstraße 41" })).toBeInTheDocument();
  });

  it("opens the tags of the path's company", async () => {
    const { requests } = renderAt(`/settings/${COMPANY_ID}/tags?searchText=Fuhr`);
    expect(await screen.findByRole("heading", { level: 1, name: "Schlagwörter" })).toBeInTheDocument();
    expect(requests.find((r) => r.name === "TagsListPageQuery")?.variables).toEqual({
      clientCompanyRowId: COMPANY_ID,
      count: 50,
      searchText: "Fuhr",
    });
    const table = screen.getByRole("table", { name: "Schlagwörter" });
    expect(within(table).getByText("Fuhrpark")).toBeInTheDocument();
  });
});
