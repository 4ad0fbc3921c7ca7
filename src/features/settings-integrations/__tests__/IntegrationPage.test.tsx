import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadQuery } from "react-relay";
import { afterEach, describe, expect, it, vi } from "vitest";
import IntegrationPageQueryNode, {
  type IntegrationPageQuery,
} from "../../../__generated__/IntegrationPageQuery.graphql.ts";
import IntegrationPageRunsPollQueryNode from "../../../__generated__/IntegrationPageRunsPollQuery.graphql.ts";
import useRequestIntegrationImportMutationNode from "../../../__generated__/useRequestIntegrationImportMutation.graphql.ts";
import type { IntegrationProvider } from "../../../lib/integrations/integrationConfigSchema.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { IntegrationsTabs } from "../components/IntegrationsTabs.tsx";
import { IntegrationPage } from "../pages/IntegrationPage.tsx";

// The integration pages against a mock of the GraphQL server and of the REST API (third parties
// to these client tests): the key is write-only (never shown, required only while none is
// stored), bad input is refused at its field before anything is sent, the connection test and
// the runs speak in words, Billomat shows its own fields, and only admins see the page.

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const CAT = (n: number) => `4c000000-0000-4000-8000-00000000000${n}`;
const CATEGORIES = [
  { id: "c1", rowId: CAT(1), name: "Eingangsrechnungen", documentType: "INCOMING_INVOICE" },
  { id: "c2", rowId: CAT(2), name: "Ausgangsrechnungen", documentType: "OUTGOING_INVOICE" },
  { id: "c3", rowId: CAT(3), name: "Verträge", documentType: "OTHER_DOCUMENT" },
];
const RUN = (extra: Record<string, unknown>) => ({
  id: `run-${String(extra.rowId)}`,
  trigger: "MANUAL",
  createdAt: "2026-11-28T01:00:00Z",
  startedAt: "2026-11-28T01:00:01Z",
  totalCount: 0,
  importedCount: 0,
  skippedCount: 0,
  failedCount: 0,
  errorCode: null,
  errorDetail: null,
  ...extra,
});

interface Setup {
  admin?: boolean;
  keyStored?: boolean;
  configured?: boolean;
  runs?: Record<string, unknown>[];
}

function renderPage(provider: IntegrationProvider, setup: Setup = {}) {
  const company = {
    id: "client-company-1",
    rowId: COMPANY,
    currentUserHasAdminAccess: setup.admin ?? true,
    integrationKeyStored: setup.keyStored ?? false,
    sortedDocumentCategories: { nodes: CATEGORIES },
    latestGetmyinvoicesConfig: setup.configured
      ? {
          id: "g1",
          rowId: "5c000000-0000-4000-8000-000000000001",
          fromDate: "2026-08-01",
          importArchived: false,
          archiveImported: true,
          incomingInvoicesDocumentCategoryRowId: CAT(1),
          outgoingInvoicesDocumentCategoryRowId: CAT(2),
          otherDocumentsDocumentCategoryRowId: CAT(3),
        }
      : null,
    latestFastbillConfig: null,
    latestBillomatConfig: null,
    integrationRunsList: setup.runs ?? [],
  };
  const mock = createMockRelayEnvironment({
    operations: {
      IntegrationPageQuery: IntegrationPageQueryNode,
      IntegrationPageRunsPollQuery: IntegrationPageRunsPollQueryNode,
      useRequestIntegrationImportMutation: useRequestIntegrationImportMutationNode,
    },
    resolvers: { ClientCompany: () => company },
    transform: (payload) => {
      // Nulls the generator cannot express.
      const c = ((payload as { data?: unknown }).data as { clientCompany?: Record<string, unknown> } | undefined)
        ?.clientCompany;
      if (c) {
        if (company.latestGetmyinvoicesConfig === null) c.latestGetmyinvoicesConfig = null;
        c.latestFastbillConfig = null;
        c.latestBillomatConfig = null;
      }
      return payload;
    },
  });
  const queryRef = loadQuery<IntegrationPageQuery>(mock.environment, IntegrationPageQueryNode, {
    clientCompanyRowId: COMPANY,
    provider,
  });
  renderWithProviders(
    <>
      <Notifications />
      <IntegrationPage provider={provider} queryRef={queryRef} />
    </>,
    { path: "/", relayEnvironment: mock.environment },
  );
  return mock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
afterEach(() => vi.unstubAllGlobals());

describe("GetMyInvoices page", () => {
  it("asks for the key while none is stored and refuses a date that is none, sending nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderPage("GETMYINVOICES");
    await screen.findByRole("heading", { level: 1, name: "GetMyInvoices" });
    expect(screen.getByText("Noch kein Schlüssel gespeichert.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Jetzt importieren" })).toBeDisabled();
    const date = screen.getByRole("textbox", { name: /Importieren ab/ });
    await userEvent.clear(date);
    await userEvent.type(date, "31.02.2026");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Bitte geben Sie den API-Schlüssel ein.")).toBeInTheDocument();
    expect(screen.getByText("Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("never shows a stored key; saving without a new one sends none and keeps the stored one", async () => {
    const fetchMock = vi.fn(async () => json(201, { rowId: "5c000000-0000-4000-8000-000000000002" }));
    vi.stubGlobal("fetch", fetchMock);
    renderPage("GETMYINVOICES", { keyStored: true, configured: true });
    const key = await screen.findByLabelText(/API-Schlüssel/);
    expect(key).toHaveValue("");
    expect(screen.getByText(/Ein Schlüssel ist gespeichert/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Importieren ab/ })).toHaveValue("01.08.2026");
    expect(screen.getByRole("switch", { name: "Importierte Belege beim Anbieter archivieren" })).toBeChecked();
    await userEvent.click(screen.getByRole("switch", { name: "Archivierte Belege auch importieren" }));
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await screen.findByText("Die Einstellungen sind gespeichert.");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/integrations/${COMPANY}/getmyinvoices/config`);
    expect(JSON.parse(String(init.body))).toEqual({
      fromDate: "2026-08-01",
      importArchived: true,
      archiveImported: true,
      incomingInvoicesDocumentCategoryRowId: CAT(1),
      outgoingInvoicesDocumentCategoryRowId: CAT(2),
      otherDocumentsDocumentCategoryRowId: CAT(3),
    });
  });

  it("says in words why a connection test or a save failed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url.endsWith("/test")
          ? json(200, { ok: false, code: "INTEGRATION_AUTH_FAILED", sandbox: true })
          : json(400, { error: { code: "INTEGRATION_CATEGORY_NOT_FOUND", message: "…" } }),
      ),
    );
    renderPage("GETMYINVOICES", { keyStored: true, configured: true });
    await userEvent.type(await screen.findByLabelText(/API-Schlüssel/), "falsch");
    await userEvent.click(screen.getByRole("button", { name: "Verbindung testen" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Verbindung fehlgeschlagen: Der Anbieter hat den API-Schlüssel (oder das Konto) abgelehnt.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Eine gewählte Kategorie gibt es nicht (mehr).");
  });

  it("forgets a failed connection test once another key is typed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, { ok: false, code: "INTEGRATION_AUTH_FAILED", sandbox: true })),
    );
    renderPage("GETMYINVOICES", { keyStored: true, configured: true });
    const key = await screen.findByLabelText(/API-Schlüssel/);
    await userEvent.type(key, "falsch");
    await userEvent.click(screen.getByRole("button", { name: "Verbindung testen" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Verbindung fehlgeschlagen");
    await userEvent.type(key, "-richtig");
    expect(screen.queryByText(/Verbindung fehlgeschlagen/)).not.toBeInTheDocument();
  });

  it("shows the runs with their progress and their error in words", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderPage("GETMYINVOICES", {
      keyStored: true,
      configured: true,
      runs: [
        RUN({ rowId: "r2", state: "RUNNING", totalCount: 6, importedCount: 2, skippedCount: 1 }),
        RUN({ rowId: "r1", state: "FAILED", errorCode: "INTEGRATION_RATE_LIMITED", errorDetail: "slow down" }),
      ],
    });
    const table = await screen.findByRole("table", { name: "Letzte Importe" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Läuft");
    expect(within(rows[1]!).getByText("3 von 6 Belegen")).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent("Fehlgeschlagen");
    expect(rows[2]).toHaveTextContent("Der Anbieter meldet zu viele Anfragen.");
    expect(screen.getByRole("button", { name: "Jetzt importieren" })).toBeEnabled();
  });

  it("Import now asks the server for a run", async () => {
    vi.stubGlobal("fetch", vi.fn());
    const mock = renderPage("GETMYINVOICES", { keyStored: true, configured: true });
    await userEvent.click(await screen.findByRole("button", { name: "Jetzt importieren" }));
    await screen.findByText("Der Import ist angestoßen.");
    expect(mock.requests.some((r) => r.name === "useRequestIntegrationImportMutation")).toBe(true);
  });

  it("is not shown to a member who is no admin", async () => {
    renderPage("GETMYINVOICES", { admin: false });
    expect(
      await screen.findByText("Die Integrationen richten nur Administratoren des Mandanten ein."),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/API-Schlüssel/)).toBeNull();
  });
});

describe("Billomat page", () => {
  it("asks for the Billomat id and the sync-back, imports outgoing invoices only", async () => {
    const fetchMock = vi.fn(async () => json(201, { rowId: "5c000000-0000-4000-8000-000000000003" }));
    vi.stubGlobal("fetch", fetchMock);
    renderPage("BILLOMAT");
    await screen.findByRole("heading", { level: 1, name: "Billomat" });
    expect(screen.queryByLabelText(/Kategorie für Eingangsrechnungen/)).toBeNull();
    await userEvent.type(screen.getByRole("textbox", { name: /Billomat-ID/ }), "Mein Konto");
    await userEvent.type(screen.getByLabelText(/API-Schlüssel/), "billomat-sandbox-key");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    expect(
      await screen.findByText("Die Billomat-ID besteht aus Kleinbuchstaben, Ziffern und Bindestrichen."),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    const id = screen.getByRole("textbox", { name: /Billomat-ID/ });
    await userEvent.clear(id);
    await userEvent.type(id, "Sandbox");
    await userEvent.click(screen.getByRole("switch", { name: /Zahlungen an Billomat zurückmelden/ }));
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/integrations/${COMPANY}/billomat/config`);
    expect(JSON.parse(String(init.body))).toMatchObject({
      apiKey: "billomat-sandbox-key",
      billomatId: "Sandbox",
      outgoingInvoicesDocumentCategoryRowId: CAT(2),
      syncBackPayments: true,
    });
  });
});

describe("integrations tabs", () => {
  it("links the four pages and marks the current one", async () => {
    renderWithProviders(<IntegrationsTabs clientCompanyRowId={COMPANY} active="fastbill" />, { path: "/" });
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["E-Mail", "GetMyInvoices", "Fastbill", "Billomat"]);
    expect(tabs[2]).toHaveAttribute("aria-selected", "true");
    expect(tabs[0]).toHaveAttribute("href", `/settings/${COMPANY}/integrations/email?clientCompanyRowId=${COMPANY}`);
  });
});
