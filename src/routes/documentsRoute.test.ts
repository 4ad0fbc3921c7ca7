import { createOperationDescriptor, Environment, getRequest, Network, RecordSource, Store } from "relay-runtime";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import DocumentsPageQueryNode from "../__generated__/DocumentsPageQuery.graphql.ts";
import { TABLE_VIEW, THUMB_VIEW } from "../features/documents/lib/listViews.ts";
import { documentsRoute } from "./documentsRoute.tsx";

const COMPANY = "c0000000-0000-4000-8000-000000000001";

function environment() {
  return new Environment({
    network: Network.create((_params, variables) => {
      const operation = createOperationDescriptor(getRequest(DocumentsPageQueryNode), variables);
      return MockPayloadGenerator.generate(operation) as never;
    }),
    store: new Store(new RecordSource()),
  });
}

type Loader = (options: unknown) => Promise<{ dispose: () => void } | null>;

describe("the documents route's loader", () => {
  // Each view's code is a chunk of its own; the loader awaits the URL's view beside the query,
  // so the page renders it at once (no loading flash, no second round trip after the page).
  it("loads the table view's code with the query when the URL asks for the list view, not the tiles'", async () => {
    expect(TABLE_VIEW.loaded).toBeUndefined();
    const loader = documentsRoute.options.loader as unknown as Loader;
    const queryRef = await loader({
      context: { relayEnvironment: environment() },
      deps: { clientCompanyRowId: COMPANY },
      location: { search: { clientCompanyRowId: COMPANY, view: "LIST_VIEW" } },
    });
    expect(queryRef).not.toBeNull();
    expect(TABLE_VIEW.loaded?.DocumentsTableView).toBeTypeOf("function");
    expect(THUMB_VIEW.loaded).toBeUndefined();
    queryRef?.dispose();
  });

  it("loads the tiles' code for the default view", async () => {
    const loader = documentsRoute.options.loader as unknown as Loader;
    const queryRef = await loader({
      context: { relayEnvironment: environment() },
      deps: { clientCompanyRowId: COMPANY },
      location: { search: { clientCompanyRowId: COMPANY } },
    });
    expect(THUMB_VIEW.loaded?.DocumentsThumbView).toBeTypeOf("function");
    queryRef?.dispose();
  });
});
