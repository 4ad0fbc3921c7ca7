import { createMemoryHistory } from "@tanstack/react-router";
import { render, screen, waitFor } from "@testing-library/react";
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
import { describe, expect, it, vi } from "vitest";
import BankingPageQueryNode from "../__generated__/BankingPageQuery.graphql.ts";
import CollaborationTabQueryNode from "../__generated__/CollaborationTabQuery.graphql.ts";
import DocumentDetailsPageQueryNode from "../__generated__/DocumentDetailsPageQuery.graphql.ts";
import DocumentsPageQueryNode from "../__generated__/DocumentsPageQuery.graphql.ts";
import ReviewPageQueryNode from "../__generated__/ReviewPageQuery.graphql.ts";
import SettingsLayoutQueryNode from "../__generated__/SettingsLayoutQuery.graphql.ts";
import SettingsUserPageQueryNode from "../__generated__/SettingsUserPageQuery.graphql.ts";
import UploadPageQueryNode from "../__generated__/UploadPageQuery.graphql.ts";
import { App } from "../App.tsx";
import { ADMIN_COMPANY, createShellNetworkEnvironment } from "../test/mockShellEnvironment.ts";
import { createAppRouter } from "./router.ts";

// The shell's mock network answers the shell's queries; the page queries of upload, review,
// document details, banking and the user's settings are answered here (an empty file list, an
// empty review group, a document without pages, no transactions).
const PAGE_QUERIES: Record<string, ConcreteRequest> = {
  BankingPageQuery: BankingPageQueryNode,
  DocumentsPageQuery: DocumentsPageQueryNode,
  DocumentDetailsPageQuery: DocumentDetailsPageQueryNode,
  CollaborationTabQuery: CollaborationTabQueryNode,
  UploadPageQuery: UploadPageQueryNode,
  ReviewPageQuery: ReviewPageQueryNode,
  SettingsLayoutQuery: SettingsLayoutQueryNode,
  SettingsUserPageQuery: SettingsUserPageQueryNode,
};
const PAGE_RESOLVERS = {
  ClientCompany: () => ({
    ...ADMIN_COMPANY,
    sourceFileProcessingLimitReached: false,
    uploadReviewGroup: null,
  }),
  SourceFileConnection: () => ({ nodes: [] }),
  DocumentCategoryConnection: () => ({
    nodes: [{ rowId: "c1e2d3f4-0000-4000-8000-000000000001", documentType: "INCOMING_INVOICE", name: "Wareneinkauf" }],
  }),
  DocumentConnection: () => ({ nodes: [], totalCount: 0 }),
  DocumentsListConnection: () => ({ edges: [], ids: [], pageInfo: { hasNextPage: false, endCursor: null } }),
  ReviewGroup: () => ({ documentCount: 0 }),
  // A fixed node id: the page query and the tab query the loader starts with it answer the same record.
  Document: () => ({ id: "document-1", derivedTitle: "Elektro Schmidt GmbH – RE-2026-0042", superseded: false }),
  DocumentPageConnection: () => ({ nodes: [] }),
  MoneyAccountConnection: () => ({ nodes: [] }),
  MoneyCategoryConnection: () => ({ nodes: [] }),
  MoneyTransactionConnection: () => ({ edges: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } }),
  MoneyTransactionsStatistic: () => ({
    count: 0,
    incomingSum: "0",
    outgoingSum: "0",
    unclearCount: 0,
    balanceSum: "0",
    allMoneyAccountsHaveBalance: true,
  }),
};

function renderAt(path: string) {
  // Signed in as the admin of the default company (the shell's gates let every page through).
  const shell = createShellNetworkEnvironment();
  const environment = new Environment({
    network: Network.create(
      (params, variables, cacheConfig, uploadables) => {
        const node = PAGE_QUERIES[params.name];
        if (!node) return shell.environment.getNetwork().execute(params, variables, cacheConfig, uploadables);
        const operation = createOperationDescriptor(getRequest(node), variables);
        return MockPayloadGenerator.generate(operation, PAGE_RESOLVERS) as never;
      },
      (params, variables, cacheConfig) => shell.environment.getNetwork().execute(params, variables, cacheConfig),
    ),
    store: new Store(new RecordSource()),
  });
  const router = createAppRouter(environment, createMemoryHistory({ initialEntries: [path] }));
  render(<App router={router} relayEnvironment={environment} i18n={i18next} />);
  return router;
}

const UUID = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";

describe("routes", () => {
  it("renders the extensions page with its query: an admin sees the connectors", async () => {
    renderAt("/extensions");
    expect(await screen.findByRole("heading", { level: 1, name: "Erweiterungen" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Anbindungen" })).toBeInTheDocument();
  });

  it("refuses /faktoora at the route without the iframe feature or a token", async () => {
    renderAt("/faktoora");
    expect(await screen.findByRole("heading", { level: 1, name: "Keine Rechnungsfinanzierung" })).toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("renders the banking page with its query", async () => {
    renderAt(`/banking?clientCompanyRowId=${UUID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Kontoumsätze" })).toBeInTheDocument();
    expect(await screen.findByText("Keine Umsätze gefunden")).toBeInTheDocument();
  });

  it("renders the documents list with its query", async () => {
    renderAt(`/documents?clientCompanyRowId=${UUID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Belege" })).toBeInTheDocument();
    expect(screen.getByText("Keine Belege gefunden")).toBeInTheDocument();
  });

  it("renders the upload page with its query", async () => {
    renderAt(`/upload?clientCompanyRowId=${UUID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Belege hochladen" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dateien auswählen" })).toBeInTheDocument();
  });

  it("renders the review page with its query", async () => {
    renderAt(`/review/${UUID}?clientCompanyRowId=${UUID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Prüfkorb" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Keine Dokumente in diesem Prüfkorb" })).toBeInTheDocument();
  });

  it("renders the home page with the Relay query: the default company's dashboard", async () => {
    renderAt("/");
    expect(await screen.findByRole("heading", { name: "Übersicht – Müller Haustechnik GmbH" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Belegwerk – zur Startseite" })).toBeInTheDocument();
  });

  it("loads the home query afresh after leaving and coming back", async () => {
    const consoleError = vi.spyOn(console, "error");
    const router = renderAt("/");
    await screen.findByRole("heading", { name: "Übersicht – Müller Haustechnik GmbH" });
    await router.navigate({ to: "/banking" });
    await screen.findByRole("heading", { name: "Kontoumsätze" });
    await router.navigate({ to: "/" });
    expect(await screen.findByRole("heading", { name: "Übersicht – Müller Haustechnik GmbH" })).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("redirects /settings to /settings/user", async () => {
    const router = renderAt("/settings");
    expect(await screen.findByRole("heading", { level: 1, name: "Mein Profil" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/settings/user");
  });

  it("keeps a page working with invalid search parameters, dropping them", async () => {
    const router = renderAt(
      `/banking?clientCompanyRowId=nope&maxMatchedCount=-3&fromDate=2025-01-31&moneyAccountRowIds=${UUID}`,
    );
    expect(await screen.findByRole("heading", { name: "Kontoumsätze" })).toBeInTheDocument();
    // the dropped company is replaced by the user's default company
    await waitFor(() =>
      expect(router.state.matches.at(-1)?.search).toEqual({
        clientCompanyRowId: UUID,
        fromDate: "2025-01-31",
        moneyAccountRowIds: [UUID],
      }),
    );
  });

  it("renders the document details page with its query, without the top bar", async () => {
    const router = renderAt(`/documents/${UUID}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Elektro Schmidt GmbH – RE-2026-0042" }),
    ).toBeInTheDocument();
    // without a tab in the URL: the default tab, in place
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: "collaboration" }));
    expect(screen.getByRole("tab", { name: "Zusammenarbeit" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("link", { name: "Belegwerk – zur Startseite" })).not.toBeInTheDocument();
  });

  it.each(["/no-such-page", "/documents/not-a-uuid", "/review/42"])("%s shows the not-found page", async (path) => {
    renderAt(path);
    expect(await screen.findByRole("heading", { name: "Diese Seite gibt es nicht" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Seite nicht gefunden | Belegwerk"));
  });
});
