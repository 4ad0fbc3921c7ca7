import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { loadQuery } from "react-relay";
import type { GraphQLResponse } from "relay-runtime";
import { describe, expect, it } from "vitest";
import ExternalDocumentPageQueryNode, {
  type ExternalDocumentPageQuery,
} from "../../../../__generated__/ExternalDocumentPageQuery.graphql.ts";
import { createMockRelayEnvironment } from "../../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../../test/renderWithProviders.tsx";
import type { HistoryPreset } from "../../lib/historyPresets.ts";
import { ExternalDocumentPage } from "../ExternalDocumentPage.tsx";

const DOCUMENT = "d0000000-0000-4000-8000-000000000003";

interface Scenario {
  user?: Record<string, unknown>;
  /** null: the document is not readable for this person. */
  document?: Record<string, unknown> | null;
  /** The current user had a share of the document, revoked since. */
  shareWithdrawn?: boolean;
}

const EXTERNAL_USER = {
  id: "user-external",
  isExternal: true,
  isExternalPublicLink: false,
  fullName: "Steuerbüro Berger",
};
const PUBLIC_LINK_USER = {
  id: "user-link",
  isExternal: true,
  isExternalPublicLink: true,
  fullName: "Öffentlicher Link",
};

const INVOICE = {
  id: "invoice-1",
  invoiceNumber: "RE-2026-0042",
  invoiceDate: "2026-11-18",
  dueDate: "2026-12-02",
  deliveredFrom: null,
  deliveredUntil: null,
  net: "1000.00",
  vatAmount: "190.00",
  total: "1190.00",
  currency: "EUR",
  creditMemo: false,
  iban: "DE89370400440532013000",
  bic: null,
  paymentReference: null,
  orderNumber: null,
  hasXmlSource: false,
  einvoiceProfile: null,
  extractedPartnerName: "Elektro Schmidt GmbH",
  extractedPartnerVatIdNo: null,
  vatBreakdown: null,
  partnerCompany: null,
  partnerCompanyLocation: null,
};

const HISTORY = [
  {
    id: "h-2",
    rowId: "4a000000-0000-4000-8000-000000000002",
    type: "FIELDS_CHANGED",
    createdAt: "2026-11-22T08:00:00Z",
    payload: { entity: "invoice", fields: [{ field: "dueDate", before: "2026-11-30", after: "2026-12-02" }] },
    user: { id: "u-2", fullName: "Dr. Julia Hoffmann" },
    sourceFile: null,
  },
  {
    id: "h-1",
    rowId: "4a000000-0000-4000-8000-000000000001",
    type: "IMPORTED",
    createdAt: "2026-11-20T09:30:00Z",
    payload: {},
    user: { id: "u-1", fullName: "Thomas Müller" },
    sourceFile: null,
  },
];

function renderPage(scenario: Scenario = {}) {
  const { environment } = createMockRelayEnvironment({
    operations: { ExternalDocumentPageQuery: ExternalDocumentPageQueryNode },
    resolvers: {
      User: (context) =>
        context.path?.includes("sharedBy")
          ? { id: "u-1", fullName: "Thomas Müller" }
          : (scenario.user ?? EXTERNAL_USER),
      Document: () => ({
        id: "document-1",
        rowId: DOCUMENT,
        derivedTitle: "Elektro Schmidt GmbH – RE-2026-0042",
        type: "INCOMING_INVOICE",
        numAttachPages: 0,
        // The company's source files are not readable for a share's user.
        sourceFile: null,
        invoice: INVOICE,
        otherDocument: null,
        ...scenario.document,
      }),
      DocumentShareConnection: () => ({ nodes: [{ id: "share-1" }] }),
      InvoiceItemConnection: () => ({ nodes: [] }),
      DocumentPageConnection: () => ({ nodes: [] }),
      DocumentHistoryEntryConnection: () => ({ nodes: HISTORY }),
    },
    // Fields the generator cannot express: a plain boolean and a missing document.
    transform: (payload: GraphQLResponse) => {
      const data = (payload as { data: Record<string, unknown> }).data;
      data.documentShareWithdrawn = scenario.shareWithdrawn ?? false;
      if (scenario.document === null) data.document = null;
      return payload;
    },
  });
  const queryRef = loadQuery<ExternalDocumentPageQuery>(environment, ExternalDocumentPageQueryNode, {
    documentRowId: DOCUMENT,
  });
  const presets: HistoryPreset[] = [];
  function Harness() {
    const [preset, setPreset] = useState<HistoryPreset>("IMPORTANT");
    return (
      <ExternalDocumentPage
        queryRef={queryRef}
        historyPreset={preset}
        onHistoryPresetChange={(next) => {
          presets.push(next);
          setPreset(next);
        }}
      />
    );
  }
  renderWithProviders(<Harness />, { relayEnvironment: environment });
  return { presets };
}

describe("the document page for external users", () => {
  it("shows the shared document's title, sharer, details and history, and no tabs", async () => {
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Elektro Schmidt GmbH – RE-2026-0042" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Mit Ihnen geteilt von Thomas Müller")).toBeInTheDocument();
    const aside = screen.getByRole("complementary");
    expect(within(aside).getByRole("heading", { name: "Details" })).toBeInTheDocument();
    expect(within(aside).getByText("RE-2026-0042")).toBeInTheDocument();
    expect(within(aside).getByRole("heading", { name: "Historie" })).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    // No list navigation, no share, no download of a file the person may not fetch.
    expect(screen.queryByRole("link", { name: /Belegliste|Zurück/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Teilen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Original herunterladen" })).not.toBeInTheDocument();
    // An external person with an account can sign out; no public-link note.
    expect(screen.getByRole("link", { name: "Abmelden" })).toHaveAttribute("href", "/logout");
    expect(screen.queryByText("Öffentlicher Link — nur lesen")).not.toBeInTheDocument();
    expect(document.title).toBe("Elektro Schmidt GmbH – RE-2026-0042 | Belegwerk");
  });

  it("switches the history between the important and all entries", async () => {
    const { presets } = renderPage();
    expect(await screen.findByRole("heading", { name: "Historie" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("radio", { name: "Alle" }));
    expect(presets).toEqual(["ALL"]);
  });

  it("offers the original file when the person may fetch it", async () => {
    renderPage({
      document: { sourceFile: { id: "sf-1", rowId: "5f000000-0000-4000-8000-000000000001", name: "RE.pdf" } },
    });
    // In the header, and in the viewer, which has no page images to show here.
    const links = await screen.findAllByRole("link", { name: "Original herunterladen" });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toHaveAttribute("href", "/api/files/source-files/5f000000-0000-4000-8000-000000000001");
    }
  });

  it("marks a public link read-only and offers no sign-out", async () => {
    renderPage({ user: PUBLIC_LINK_USER });
    expect(await screen.findByText("Öffentlicher Link — nur lesen")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Abmelden" })).not.toBeInTheDocument();
  });

  it("tells a person whose share was revoked that access was withdrawn", async () => {
    renderPage({ document: null, shareWithdrawn: true });
    expect(
      await screen.findByRole("heading", { name: "Sie haben keinen Zugriff (mehr) auf diesen Beleg" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Der Zugriff wurde zurückgezogen oder der Link ist abgelaufen/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Abmelden" })).toBeInTheDocument();
    expect(document.title).toBe("Beleg nicht verfügbar | Belegwerk");
  });

  it("tells a person a document never shared with them is not available, not that access was withdrawn", async () => {
    renderPage({ document: null, shareWithdrawn: false });
    expect(
      await screen.findByRole("heading", { name: "Dieser Beleg ist für Sie nicht verfügbar" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/zurückgezogen/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Abmelden" })).toBeInTheDocument();
  });

  it("tells a public-link visitor when the document is gone", async () => {
    renderPage({ user: PUBLIC_LINK_USER, document: null, shareWithdrawn: false });
    expect(
      await screen.findByRole("heading", { name: "Dieser Beleg ist für Sie nicht verfügbar" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/keinen Zugriff/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Abmelden" })).not.toBeInTheDocument();
  });
});
