import { createMemoryHistory } from "@tanstack/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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
import CollaborationTabQueryNode from "../__generated__/CollaborationTabQuery.graphql.ts";
import CommentsTabQueryNode from "../__generated__/CommentsTabQuery.graphql.ts";
import DocumentDetailsPageQueryNode from "../__generated__/DocumentDetailsPageQuery.graphql.ts";
import { App } from "../App.tsx";
import { ADMIN_COMPANY, createShellNetworkEnvironment } from "../test/mockShellEnvironment.ts";
import { createAppRouter } from "./router.ts";

const DOCUMENT = "d0000000-0000-4000-8000-000000000003";

const PAGE_QUERIES: Record<string, ConcreteRequest> = {
  DocumentDetailsPageQuery: DocumentDetailsPageQueryNode,
  CollaborationTabQuery: CollaborationTabQueryNode,
  CommentsTabQuery: CommentsTabQueryNode,
};
const RESOLVERS = {
  ClientCompany: () => ({ ...ADMIN_COMPANY, featureFlags: { collaboration: false } }),
  Document: () => ({
    id: "document-1",
    rowId: DOCUMENT,
    derivedTitle: "Elektro Schmidt GmbH – RE-2026-0042",
    superseded: false,
  }),
  DocumentPageConnection: () => ({ nodes: [] }),
  DocumentConnection: () => ({ nodes: [], totalCount: 0 }),
  CommentConnection: () => ({ nodes: [] }),
  DocumentHistoryEntryConnection: () => ({ nodes: [] }),
};

/** The app over a mock network that records each page and tab query it is asked; `hold` names
 * queries whose answers never come (to show what renders from the store alone). */
function setUp(path: string) {
  const shell = createShellNetworkEnvironment();
  const requests: string[] = [];
  const hold = new Set<string>();
  const environment = new Environment({
    network: Network.create(
      (params, variables, cacheConfig, uploadables) => {
        const node = PAGE_QUERIES[params.name];
        if (!node) return shell.environment.getNetwork().execute(params, variables, cacheConfig, uploadables);
        requests.push(params.name);
        if (hold.has(params.name)) return new Promise(() => {});
        const operation = createOperationDescriptor(getRequest(node), variables);
        return MockPayloadGenerator.generate(operation, RESOLVERS) as never;
      },
      (params, variables, cacheConfig) => shell.environment.getNetwork().execute(params, variables, cacheConfig),
    ),
    store: new Store(new RecordSource()),
  });
  const router = createAppRouter(environment, createMemoryHistory({ initialEntries: [path] }));
  return { router, environment, requests, hold };
}

describe("document details route", () => {
  it("starts the shown tab's query in the loader, before anything renders", async () => {
    const { router, requests } = setUp(`/documents/${DOCUMENT}?tab=comments`);
    await router.load();
    expect(requests).toEqual(["DocumentDetailsPageQuery", "CommentsTabQuery"]);
  });

  it("starts the default tab's query in the loader when the URL names no tab", async () => {
    const { router, requests } = setUp(`/documents/${DOCUMENT}`);
    await router.load();
    expect(requests).toEqual(["DocumentDetailsPageQuery", "CollaborationTabQuery"]);
  });

  it("switches tabs without loading the page again, and a tab seen before renders from the store", async () => {
    const { router, environment, requests, hold } = setUp(`/documents/${DOCUMENT}?tab=comments`);
    render(<App router={router} relayEnvironment={environment} i18n={i18next} />);
    expect(await screen.findByLabelText("Kommentare zum Beleg")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Zusammenarbeit" }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: "collaboration" }));
    const collaborationPanel = await screen.findByRole("tabpanel", { name: "Zusammenarbeit" });
    await waitFor(() => expect(within(collaborationPanel).queryByLabelText("Wird geladen")).toBeNull());
    // Back to the comments: their refresh never answers, yet the tab shows at once from the store.
    hold.add("CommentsTabQuery");
    await user.click(screen.getByRole("tab", { name: "Kommentare" }));
    expect(await screen.findByLabelText("Kommentare zum Beleg")).toBeInTheDocument();
    expect(screen.queryByLabelText("Wird geladen")).toBeNull();
    expect(requests.filter((name) => name === "DocumentDetailsPageQuery")).toHaveLength(1);
    expect(requests).toEqual([
      "DocumentDetailsPageQuery",
      "CommentsTabQuery",
      "CollaborationTabQuery",
      "CommentsTabQuery",
    ]);
  });
});
