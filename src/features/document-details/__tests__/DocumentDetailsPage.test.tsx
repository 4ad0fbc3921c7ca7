import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useCallback, useMemo, useState } from "react";
import { loadQuery, usePreloadedQuery } from "react-relay";
import type { ConcreteRequest } from "relay-runtime";
import { afterEach, describe, expect, it } from "vitest";
import CollaborationTabQueryNode from "../../../__generated__/CollaborationTabQuery.graphql.ts";
import AccountingTabQueryNode from "../../../__generated__/AccountingTabQuery.graphql.ts";
import CommentsTabQueryNode from "../../../__generated__/CommentsTabQuery.graphql.ts";
import DocumentDetailsPageQueryNode, {
  type DocumentDetailsPageQuery,
} from "../../../__generated__/DocumentDetailsPageQuery.graphql.ts";
import ReviewTabQueryNode from "../../../__generated__/ReviewTabQuery.graphql.ts";
import CreditMemoInvoicePickerQueryNode from "../../../__generated__/CreditMemoInvoicePickerQuery.graphql.ts";
import PartnerAccountSelectQueryNode from "../../../__generated__/PartnerAccountSelectQuery.graphql.ts";
import PartnerLocationSelectQueryNode from "../../../__generated__/PartnerLocationSelectQuery.graphql.ts";
import { rememberDocumentsList, resetDocumentsLists } from "../../documents/index.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import type { DocumentDetailsSearch } from "../lib/documentDetailsSearch.ts";
import { documentTabChoiceOf, loadDocumentTabQuery } from "../lib/documentTabQuery.ts";
import {
  DocumentDetailsPage,
  documentDetailsPageQuery,
  type DocumentDetailsSearchChange,
} from "../pages/DocumentDetailsPage.tsx";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const DOCUMENT = "d0000000-0000-4000-8000-000000000003";
const SOURCE_FILE = "5f000000-0000-4000-8000-000000000001";

const FULL_ACCESS = {
  currentUserHasDocumentsManageAccess: true,
  currentUserHasBankingAccess: true,
  currentUserCanViewAccountingTab: true,
};
const NO_ACCESS = {
  currentUserHasDocumentsManageAccess: false,
  currentUserHasBankingAccess: false,
  currentUserCanViewAccountingTab: false,
};

const page = (pageNo: number) => ({
  id: `page-${pageNo}`,
  rowId: `9a000000-0000-4000-8000-00000000000${pageNo}`,
  pageNo,
  imageUrl: `/api/files/pages/p${pageNo}/image`,
  thumbnailUrl: `/api/files/pages/p${pageNo}/thumbnail`,
  width: 1240,
  height: 1754,
  thumbWidth: 150,
  thumbHeight: 212,
});

interface Scenario {
  document?: Record<string, unknown> | null;
  fieldStates?: Record<string, unknown>[];
  fieldSuggestions?: Record<string, unknown>[];
  company?: Record<string, unknown>;
  collaboration?: boolean;
  pages?: ReturnType<typeof page>[];
  history?: Record<string, unknown>[];
}

const OPERATIONS: Record<string, ConcreteRequest> = {
  DocumentDetailsPageQuery: DocumentDetailsPageQueryNode,
  CollaborationTabQuery: CollaborationTabQueryNode,
  ReviewTabQuery: ReviewTabQueryNode,
  CommentsTabQuery: CommentsTabQueryNode,
  AccountingTabQuery: AccountingTabQueryNode,
  // The review form's own queries.
  CreditMemoInvoicePickerQuery: CreditMemoInvoicePickerQueryNode,
  PartnerAccountSelectQuery: PartnerAccountSelectQueryNode,
  PartnerLocationSelectQuery: PartnerLocationSelectQueryNode,
};

const INVOICE = {
  id: "invoice-1",
  partnerCompanyRowId: null,
  partnerCompanyLocationRowId: null,
  partnerCompany: null,
  partnerAccount: null,
  partnerAccountRowId: null,
  invoiceNumber: "RE-2026-0042",
  internalNumber: "2026-117",
  invoiceDate: "2026-11-03",
  dueDate: "2026-11-17",
  orderNumber: null,
  orderDate: null,
  deliveredFrom: null,
  deliveredUntil: null,
  net: "1000.00",
  vatAmount: "190.00",
  total: "1190.00",
  prepaidAmount: null,
  roundingAmount: null,
  amountDue: "1190.00",
  currency: "EUR",
  conversionRate: null,
  accountNumber: null,
  discountUntil: null,
  discountPercent: null,
  discountAmount: null,
  iban: null,
  bic: null,
  paymentReference: null,
  creditMemo: false,
  creditMemoForInvoiceRowId: null,
  creditMemoForInvoice: null,
  clause35AKind: null,
  clause35ANet: null,
  clause35ATotal: null,
  clause35ADetected: false,
  extractedPartnerName: null,
  extractedPartnerVatIdNo: null,
  extractedPartnerEmails: [],
  convertedSignedNet: "1000.00",
  convertedSignedTotal: "1190.00",
  vatBreakdown: [],
};

const HISTORY = [
  {
    id: "h-2",
    rowId: "4a000000-0000-4000-8000-000000000002",
    type: "SOMETHING_NEW", // a type added later: shown under ALL, readably
    createdAt: "2026-11-22T08:00:00Z",
    payload: {},
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
    sourceFile: { id: "sf-1", name: "RE-2026-0042.pdf" },
  },
];

function renderPage(scenario: Scenario = {}, initialSearch: DocumentDetailsSearch = { clientCompanyRowId: COMPANY }) {
  const { environment, requests } = createMockRelayEnvironment({
    operations: OPERATIONS,
    answer: (name) => {
      // The review form's partner picker asks for partners (none here).
      if (name === "PartnerFilterQuery") return { data: { searchPartnerCompanies: [] } };
      return OPERATIONS[name] && scenario.document === null ? { data: { document: null } } : undefined;
    },
    resolvers: {
      Document: () => ({
        id: "document-1",
        rowId: DOCUMENT,
        clientCompanyRowId: COMPANY,
        derivedTitle: "Elektro Schmidt GmbH – RE-2026-0042",
        type: "INCOMING_INVOICE",
        state: "REVIEWED",
        archived: false,
        superseded: false,
        supersededByDocumentRowId: null,
        numAttachPages: 0,
        approvalState: "OPEN",
        invoice: null,
        otherDocument: null,
        workflowStep: null,
        sourceFile: { id: "sf-1", rowId: SOURCE_FILE, name: "RE-2026-0042.pdf" },
        ...scenario.document,
      }),
      ClientCompany: () => ({
        id: "company-1",
        rowId: COMPANY,
        ...FULL_ACCESS,
        ...scenario.company,
        featureFlags: { collaboration: scenario.collaboration ?? true },
      }),
      DocumentPageConnection: () => ({ nodes: scenario.pages ?? [page(1), page(2), page(3)] }),
      DocumentHistoryEntryConnection: () => ({ nodes: scenario.history ?? HISTORY }),
      ApprovalRequestConnection: () => ({
        nodes: [
          {
            id: "ar-1",
            rowId: "7a000000-0000-4000-8000-000000000001",
            state: "OPEN",
            createdAt: "2026-11-21T10:00:00Z",
            decidedAt: null,
            message: "Sachlich und rechnerisch geprüft, bitte freigeben.",
            approver: { id: "u-1", fullName: "Thomas Müller" },
            requester: { id: "u-2", fullName: "Dr. Julia Hoffmann" },
          },
        ],
      }),
      DocumentWorkflowStepLogConnection: () => ({ nodes: [] }),
      DocumentFieldStateConnection: () => ({ nodes: scenario.fieldStates ?? [] }),
      DocumentFieldSuggestionConnection: () => ({ nodes: scenario.fieldSuggestions ?? [] }),
      InvoiceItemConnection: () => ({ nodes: [] }),
      DocumentWorkflowConnection: () => ({
        nodes: [
          {
            id: "wf-1",
            rowId: "3b000000-0000-4000-8000-000000000001",
            name: "Eingangsrechnungen",
            firstStep: { id: "st-1", rowId: "3c000000-0000-4000-8000-000000000001", name: "Sachliche Prüfung" },
          },
        ],
      }),
      CommentConnection: () => ({
        nodes: [
          {
            id: "c-1",
            rowId: "c1000000-0000-4000-8000-000000000001",
            replyToRowId: null,
            createdAt: "2026-11-21T10:00:00Z",
            textMessage: "@Thomas Müller bitte freigeben",
            messageParts: [
              { type: "MENTION", userRowId: "u-1", text: "@Thomas Müller" },
              { type: "TEXT", text: " bitte freigeben" },
            ],
            commentedBy: { id: "u-2", fullName: "Dr. Julia Hoffmann" },
          },
          {
            id: "c-2",
            rowId: "c1000000-0000-4000-8000-000000000002",
            replyToRowId: "c1000000-0000-4000-8000-000000000001",
            createdAt: "2026-11-21T11:00:00Z",
            textMessage: "Schaue ich mir heute an.",
            messageParts: [{ type: "TEXT", text: "Schaue ich mir heute an." }],
            commentedBy: { id: "u-1", fullName: "Thomas Müller" },
          },
        ],
      }),
    },
  });
  const queryRef = loadQuery<DocumentDetailsPageQuery>(environment, DocumentDetailsPageQueryNode, {
    documentRowId: DOCUMENT,
  });
  const searches: { search: DocumentDetailsSearch; replace: boolean | undefined }[] = [];
  const opened: string[] = [];
  function Harness() {
    const [search, setSearch] = useState(initialSearch);
    // As the route loader does: the page's answer decides the tab, whose query starts before it renders.
    const data = usePreloadedQuery<DocumentDetailsPageQuery>(documentDetailsPageQuery, queryRef);
    const tabQuery = useMemo(
      () => (data.document ? loadDocumentTabQuery(environment, documentTabChoiceOf(data, search.tab), DOCUMENT) : null),
      [data, search.tab],
    );
    const onSearchChange = useCallback<DocumentDetailsSearchChange>((update, options) => {
      setSearch((previous) => {
        const next = update(previous);
        searches.push({ search: next, replace: options?.replace });
        return next;
      });
    }, []);
    return (
      <DocumentDetailsPage
        queryRef={queryRef}
        documentRowId={DOCUMENT}
        search={search}
        onSearchChange={onSearchChange}
        onOpenDocument={(rowId) => opened.push(`document:${rowId}`)}
        onOpenHref={(href) => opened.push(href)}
        tabQuery={tabQuery}
      />
    );
  }
  renderWithProviders(<Harness />, { relayEnvironment: environment });
  return { searches, opened, requests, lastSearch: () => searches.at(-1)?.search };
}

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);

afterEach(() => resetDocumentsLists());

describe("DocumentDetailsPage", () => {
  it("shows the title, type and the original file's download", async () => {
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Elektro Schmidt GmbH – RE-2026-0042" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Eingangsrechnung")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Original herunterladen" })).toHaveAttribute(
      "href",
      `/api/files/source-files/${SOURCE_FILE}`,
    );
    expect(screen.getByRole("link", { name: "Belegliste" })).toHaveAttribute(
      "href",
      `/documents?clientCompanyRowId=${COMPANY}`,
    );
  });

  it("shows only the tabs the gates open", async () => {
    renderPage({ company: FULL_ACCESS, collaboration: false });
    await screen.findByRole("heading", { level: 1 });
    expect(tabNames()).toEqual(["Aktionen", "Prüfen", "Zahlung", "Kontierung", "Kommentare", "Zusammenarbeit"]);
  });

  it("hides review without documents-manage access and comments with the collaboration feature", async () => {
    renderPage({ company: NO_ACCESS, collaboration: true });
    await screen.findByRole("heading", { level: 1 });
    expect(tabNames()).toEqual(["Zusammenarbeit"]);
  });

  it("redirects to the default tab (collaboration) in place when the URL names none", async () => {
    const page = renderPage();
    await waitFor(() => expect(page.lastSearch()?.tab).toBe("collaboration"));
    expect(page.searches.at(-1)?.replace).toBe(true);
    expect(screen.getByRole("tab", { name: "Zusammenarbeit" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("Importiert von Thomas Müller")).toBeInTheDocument();
  });

  it("redirects a tab the person may not open to the default tab", async () => {
    const page = renderPage({ company: NO_ACCESS }, { clientCompanyRowId: COMPANY, tab: "review" });
    await waitFor(() => expect(page.lastSearch()?.tab).toBe("collaboration"));
    expect(page.requests.map((request) => request.name)).not.toContain("ReviewTabQuery");
  });

  it("opens an allowed tab from the URL and switches tabs through the URL", async () => {
    const page = renderPage({ collaboration: false }, { clientCompanyRowId: COMPANY, tab: "comments" });
    // the comments tab's own component (document-comments, tested there) renders the threads
    expect(await screen.findByLabelText("Kommentare zum Beleg")).toBeInTheDocument();
    expect(page.searches).toEqual([]);
    await userEvent.setup().click(screen.getByRole("tab", { name: "Zusammenarbeit" }));
    expect(page.lastSearch()?.tab).toBe("collaboration");
  });

  it("shows the superseded notice, linking the newer version when known", async () => {
    renderPage({ document: { superseded: true, supersededByDocumentRowId: null } });
    expect(await screen.findByText("Dieser Beleg wurde durch eine neuere Version ersetzt.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Neuere Version öffnen" })).not.toBeInTheDocument();
  });

  it("links the newer version of a superseded document", async () => {
    const newer = "d0000000-0000-4000-8000-000000000099";
    renderPage({ document: { superseded: true, supersededByDocumentRowId: newer } });
    expect(await screen.findByRole("link", { name: "Neuere Version öffnen" })).toHaveAttribute(
      "href",
      `/documents/${newer}?clientCompanyRowId=${COMPANY}`,
    );
  });

  it("explains a document without pages and offers the original file", async () => {
    renderPage({ pages: [] });
    expect(await screen.findByText("Keine Seitenbilder")).toBeInTheDocument();
    const viewer = screen.getByRole("region", { name: "Seiten des Belegs" });
    expect(within(viewer).getByRole("link", { name: "Original herunterladen" })).toHaveAttribute(
      "href",
      `/api/files/source-files/${SOURCE_FILE}`,
    );
  });

  it("says so for a document without pages and without file", async () => {
    renderPage({ pages: [], document: { sourceFile: null } });
    expect(
      await screen.findByText("Für diesen Beleg gibt es keine Seitenbilder und keine hochgeladene Datei."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Original herunterladen" })).not.toBeInTheDocument();
  });

  it("shows the pages lazily with thumbnails, attachments labelled, and zooms", async () => {
    renderPage({ document: { numAttachPages: 1 } });
    const images = await screen.findAllByRole("img", { name: /^Seite \d von 3$/ });
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute("loading", "lazy");
    expect(screen.getByRole("listitem", { name: "Seite 3 von 3 (Anhang)" })).toBeInTheDocument();
    const thumbnails = screen.getByRole("navigation", { name: "Seitenübersicht" });
    expect(within(thumbnails).getByRole("button", { name: "Zu Seite 3 (Anhang)" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(thumbnails).getByRole("button", { name: "Zu Seite 2" }));
    expect(screen.getByText("Seite 2 / 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Zoom 100\s%\s–\szurücksetzen$/ })).toBeInTheDocument();
    await user.keyboard("+");
    expect(screen.getByRole("button", { name: /^Zoom 125\s%\s–\szurücksetzen$/ })).toBeInTheDocument();
    await user.keyboard("0");
    expect(screen.getByRole("button", { name: "An Breite anpassen" })).toHaveAttribute("aria-pressed", "true");
  });

  it("marks on its page where the value of the review field in view was read, and only for such a field", async () => {
    const fieldState = (field: string, evidence: unknown) => ({
      field,
      source: "EXTRACTED",
      confidence: "0.950",
      lastEditAt: "2026-11-20T09:30:00Z",
      lastEditBy: null,
      confirmedAt: null,
      confirmedBy: null,
      evidence,
    });
    renderPage(
      {
        document: {
          invoice: INVOICE,
          canCurrentUserChange: true,
          isInPreventEditWorkflowStep: false,
          exportedForBookingAt: null,
        },
        fieldStates: [
          // Read on page 2 at (460, 230) of an A4 page, 80 × 10 points.
          fieldState("invoiceNumber", {
            page: 2,
            x: 460,
            y: 230,
            width: 80,
            height: 10,
            label: "Rechnungsnummer",
            pageWidth: 595,
            pageHeight: 842,
          }),
          fieldState("total", null),
        ],
        fieldSuggestions: [
          {
            id: "s-1",
            rowId: "5a000000-0000-4000-8000-000000000001",
            field: "orderNumber",
            value: "K-4711",
            confidence: "0.550",
            evidence: { page: 1, x: 60, y: 300, width: 50, height: 10 },
          },
        ],
      },
      { clientCompanyRowId: COMPANY, tab: "review" },
    );
    const user = userEvent.setup();
    const number = await screen.findByRole("textbox", { name: "Rechnungsnummer" });
    expect(screen.queryByTestId("evidence-highlight")).not.toBeInTheDocument();

    await user.click(number);
    const highlight = await screen.findByTestId("evidence-highlight");
    expect(highlight).toHaveAttribute("aria-hidden", "true");
    // On page 2, placed relative to the page (2 points of room around the value).
    expect(screen.getByRole("listitem", { name: "Seite 2 von 3" })).toContainElement(highlight);
    expect(highlight.style.left).toBe(`${(458 / 595) * 100}%`);
    expect(highlight.style.top).toBe(`${(228 / 842) * 100}%`);
    expect(highlight.style.width).toBe(`${(84 / 595) * 100}%`);

    // A field whose value has no evidence: nothing is marked.
    await user.click(screen.getByRole("textbox", { name: "Brutto" }));
    expect(screen.queryByTestId("evidence-highlight")).not.toBeInTheDocument();

    // Hovering the empty field with a suggestion marks where the suggestion was read (page 1,
    // its size from the page image at 200 dpi); leaving it returns to the focused field's.
    const order = screen.getByRole("textbox", { name: "Bestellnummer" });
    await user.hover(order);
    expect(screen.getByRole("listitem", { name: "Seite 1 von 3" })).toContainElement(
      screen.getByTestId("evidence-highlight"),
    );
    await user.unhover(order);
    await user.unhover(screen.getByRole("form", { name: "Rechnung prüfen" }));
    expect(screen.queryByTestId("evidence-highlight")).not.toBeInTheDocument();

    // Typing over the value read takes its mark away; leaving the field too.
    await user.click(number);
    expect(screen.getByTestId("evidence-highlight")).toBeInTheDocument();
    await user.type(number, "-X");
    expect(screen.queryByTestId("evidence-highlight")).not.toBeInTheDocument();
  });

  it("gives documents managers of a collaboration company the workflow and approval request controls", async () => {
    renderPage(
      { collaboration: true, document: { canCurrentUserRequestApproval: true, workflowStepChangeRefusal: null } },
      { clientCompanyRowId: COMPANY, tab: "collaboration" },
    );
    expect((await screen.findAllByLabelText("Workflow des Belegs"))[0]).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Freigabe anfordern" })).toBeInTheDocument();
    expect(screen.getAllByLabelText("Freigabe anfordern bei", { exact: false })[0]).toBeInTheDocument();
    expect(tabNames()).not.toContain("Aktionen");
  });

  it("shows the approval and workflow state only, without documents-manage access", async () => {
    renderPage({ company: NO_ACCESS, collaboration: true }, { clientCompanyRowId: COMPANY, tab: "collaboration" });
    expect(await screen.findByText("Wartet auf Freigabe durch Thomas Müller")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Freigabe anfordern" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Workflow des Belegs" })).not.toBeInTheDocument();
  });

  it("widens the side panel with its splitter (keys too) and remembers the width per user", async () => {
    window.localStorage.clear();
    const page = renderPage();
    await screen.findByRole("heading", { level: 1 });
    const splitter = screen.getByRole("separator", { name: "Breite der Seitenleiste" });
    const before = Number(splitter.getAttribute("aria-valuenow"));
    splitter.focus();
    const user = userEvent.setup();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(Number(splitter.getAttribute("aria-valuenow"))).toBe(before + 80);
    expect(page.opened).toEqual([]); // ← on the splitter is not "previous document"
    const stored = Object.entries(window.localStorage).find(([key]) => key.includes("sidePanelWidth"));
    expect(stored?.[1]).toBe(String(before + 80));
    await user.keyboard("{End}");
    expect(Number(splitter.getAttribute("aria-valuenow"))).toBe(380);
  });

  it("switches the history preset through the URL; unknown entry types read as words", async () => {
    const page = renderPage({}, { clientCompanyRowId: COMPANY, tab: "collaboration" });
    expect(await screen.findByText("Importiert von Thomas Müller")).toBeInTheDocument();
    expect(screen.getByText("Datei: RE-2026-0042.pdf")).toBeInTheDocument();
    expect(screen.queryByText(/Something new/)).not.toBeInTheDocument();
    expect(screen.getByText("1 weiterer Eintrag unter „Alle“")).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("radio", { name: "Alle" }));
    expect(page.lastSearch()?.historyPreset).toBe("ALL");
    expect(await screen.findByText("Something new (Dr. Julia Hoffmann)")).toBeInTheDocument();
  });

  it("moves through the remembered list with the buttons and the arrow keys; Esc returns to it", async () => {
    const listHref = `/documents?clientCompanyRowId=${COMPANY}&view=LIST_VIEW`;
    rememberDocumentsList({
      clientCompanyRowId: COMPANY,
      ids: ["d0000000-0000-4000-8000-000000000001", "d0000000-0000-4000-8000-000000000002", DOCUMENT],
      totalCount: 120,
      listHref,
    });
    const page = renderPage({}, { clientCompanyRowId: COMPANY, tab: "collaboration" });
    expect(await screen.findByText("3 / 120")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vorheriger Beleg (←)" })).toHaveAttribute(
      "href",
      `/documents/d0000000-0000-4000-8000-000000000002?clientCompanyRowId=${COMPANY}&tab=collaboration`,
    );
    expect(screen.getByRole("button", { name: "Nächster Beleg (→)" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Belegliste" })).toHaveAttribute("href", listHref);

    const user = userEvent.setup();
    await user.keyboard("{ArrowLeft}");
    await user.keyboard("{ArrowRight}"); // the last one: nothing to open
    await user.keyboard("{Escape}");
    expect(page.opened).toEqual(["document:d0000000-0000-4000-8000-000000000002", listHref]);
  });

  it("says so when the document does not exist or is not visible", async () => {
    const page = renderPage({ document: null });
    expect(await screen.findByRole("heading", { name: "Diesen Beleg gibt es nicht" })).toBeInTheDocument();
    const back = screen.getByRole("link", { name: "Zur Belegliste" });
    expect(back).toHaveAttribute("href", `/documents?clientCompanyRowId=${COMPANY}`);
    await userEvent.setup().click(back);
    expect(page.opened).toEqual([`/documents?clientCompanyRowId=${COMPANY}`]);
    expect(page.searches).toEqual([]);
  });
});
