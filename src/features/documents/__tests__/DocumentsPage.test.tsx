import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { documentsListNeighbours, resetDocumentsLists } from "../lib/documentsListIds.ts";
import { type DocumentsSearch, parseDocumentsSearch } from "../../../lib/search/documentsSearchSchema.ts";
import { todayIsoDate } from "../../../lib/calendarDate.ts";
import { listVariablesOf } from "../lib/listVariables.ts";
import { TABLE_VIEW, THUMB_VIEW } from "../lib/listViews.ts";
import { DocumentsPage } from "../pages/DocumentsPage.tsx";
import {
  COMPANY,
  createDocumentsEnvironment,
  type DocumentsMockState,
  listDocument,
} from "./documentsTestEnvironment.ts";

interface RenderOptions extends Partial<DocumentsMockState> {
  search?: Record<string, unknown>;
}

/** The page with a mocked server; the search lives in the harness as the route keeps it. */
function renderDocuments({ search: raw = {}, ...mockOptions }: RenderOptions = {}) {
  const mock = createDocumentsEnvironment(mockOptions);
  const initial = parseDocumentsSearch({ clientCompanyRowId: COMPANY, ...raw });
  const queryRef = mock.queryRef(listVariablesOf(COMPANY, initial, todayIsoDate()));
  const controls: { search: DocumentsSearch; setSearch?: (search: DocumentsSearch) => void } = { search: initial };
  function Harness() {
    const [search, setSearch] = useState(initial);
    useEffect(() => {
      controls.search = search;
      controls.setSearch = setSearch;
    }, [search]);
    return <DocumentsPage queryRef={queryRef} search={search} onSearchChange={(update) => setSearch(update)} />;
  }
  const { router } = renderWithProviders(<Harness />, { path: "/documents", relayEnvironment: mock.environment });
  const changeSearch = (raw: Record<string, unknown>) =>
    act(() => controls.setSearch!(parseDocumentsSearch({ clientCompanyRowId: COMPANY, ...raw })));
  return { ...mock, router, controls, changeSearch };
}

// jsdom lays nothing out: give elements a size, so the virtualised list renders the rows a
// 1200 × 800 window would show. (Defined on HTMLElement, shadowing Element's; removed after.)
beforeAll(async () => {
  // The route's loader loads the URL's view before the page renders; here both, once.
  await Promise.all([TABLE_VIEW.load(), THUMB_VIEW.load()]);
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 1200 });
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 800 });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, "clientWidth");
  Reflect.deleteProperty(HTMLElement.prototype, "clientHeight");
});

beforeEach(() => {
  window.localStorage.clear();
  resetDocumentsLists();
});

describe("DocumentsPage", () => {
  it("shows the thumbnail view by default: partner, amount and date in German, state badges and totals", async () => {
    const documents = [
      listDocument({}, { partnerCompany: { id: "p-a", name: "Brandt Sanitär GmbH" }, signedTotal: "1234.56" }),
      listDocument({ state: "IN_REVIEW", isAbandoned: true }, { hasXmlSource: true, dueDate: "2020-01-31" }),
      listDocument({}, { creditMemo: true, signedTotal: "-50.00", paymentStatus: "PAID" }),
    ];
    renderDocuments({ documents });
    expect(await screen.findByRole("heading", { level: 1, name: "Belege" })).toBeInTheDocument();
    const cards = within(screen.getByRole("list", { name: "Kacheln" })).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent("Brandt Sanitär GmbH");
    expect(cards[0]).toHaveTextContent("1.234,56 €");
    expect(cards[0]).toHaveTextContent("18.11.2026");
    expect(cards[0]).toHaveTextContent("Offen");
    expect(cards[1]).toHaveTextContent("In Prüfung");
    // abandonedDocumentsWarning: untouched in review for the company's days
    expect(cards[1]).toHaveTextContent("Liegengeblieben");
    expect(cards[0]).not.toHaveTextContent("Liegengeblieben");
    expect(cards[1]).toHaveTextContent("Überfällig");
    expect(cards[1]).toHaveTextContent("E-Rechnung");
    expect(cards[2]).toHaveTextContent("-50,00 €");
    expect(cards[2]).toHaveTextContent("Gutschrift");
    const statistics = screen.getByRole("region", { name: "Summen der gefilterten Belege" });
    expect(within(statistics).getByTestId("documents-count")).toHaveTextContent("Belege 3");
    expect(statistics).toHaveTextContent("Brutto 2.374,56 €");
    expect(document.title).toBe("Belege | Belegwerk");
  });

  it("says so when nothing matches, and offers to reset the filters", async () => {
    const { controls } = renderDocuments({ documents: [], search: { isDuplicate: true } });
    expect(await screen.findByText("Keine Belege gefunden")).toBeInTheDocument();
    expect(screen.getByText(/Kein Beleg passt zu diesen Filtern/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getAllByRole("button", { name: "Filter zurücksetzen" })[0]!);
    await waitFor(() => expect(controls.search.isDuplicate).toBeUndefined());
    expect(controls.search.clientCompanyRowId).toBe(COMPANY);
  });

  it("sorts the list view by a clicked column and turns the direction on a second click", async () => {
    const user = userEvent.setup();
    const { controls, requests } = renderDocuments({
      documents: [listDocument(), listDocument()],
      search: { view: "LIST_VIEW" },
    });
    const table = await screen.findByRole("table", { name: "Liste" });
    expect(within(table).getByRole("columnheader", { name: /Datum/ })).toHaveAttribute("aria-sort", "descending");
    await user.click(within(table).getByRole("button", { name: /^Partner/ }));
    await waitFor(() => expect(controls.search).toMatchObject({ orderBy: "PARTNER", orderByDirection: "ASC" }));
    await waitFor(() =>
      expect(within(screen.getByRole("table")).getByRole("columnheader", { name: /Partner/ })).toHaveAttribute(
        "aria-sort",
        "ascending",
      ),
    );
    expect(requests.at(-1)).toMatchObject({
      name: "DocumentsResultsRefetchQuery",
      variables: { orderBy: "PARTNER", orderByDirection: "ASC", first: 100 },
    });
    // The sorted list replaces the table once it has loaded: click the new one, as a person would.
    await waitFor(() => expect(screen.getByTestId("documents-results")).toHaveAttribute("aria-busy", "false"));
    await user.click(within(screen.getByRole("table")).getByRole("button", { name: /^Partner/ }));
    // Descending is the default direction: it leaves the URL.
    await waitFor(() => expect(controls.search.orderByDirection).toBeUndefined());
    expect(controls.search.orderBy).toBe("PARTNER");
  });

  it("keeps the previous list when the server refuses a filter, and says why", async () => {
    const documents = [listDocument({}, { partnerCompany: { id: "p-x", name: "Bleibt GmbH" } })];
    const { changeSearch } = renderDocuments({
      documents,
      refuse: (variables) =>
        variables.filter.fromDate &&
        variables.filter.untilDate &&
        variables.filter.fromDate > variables.filter.untilDate
          ? "DATE_RANGE_REVERSED"
          : null,
    });
    await screen.findByText("Bleibt GmbH");
    changeSearch({ fromDate: "2026-05-01", untilDate: "2026-01-01" });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Dieser Filter wurde abgelehnt");
    expect(alert).toHaveTextContent("Das Von-Datum liegt nach dem Bis-Datum.");
    expect(screen.getByText("Bleibt GmbH")).toBeInTheDocument();
    // Correcting the filter removes the message.
    changeSearch({ fromDate: "2026-01-01", untilDate: "2026-05-01" });
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });

  it("selects documents one by one, all of them, and only the first ids the server gives", async () => {
    const user = userEvent.setup();
    renderDocuments({ documents: [listDocument(), listDocument(), listDocument()], idLimit: 2 });
    await screen.findAllByRole("listitem");
    await user.click(screen.getAllByRole("checkbox", { name: /^Partner \d+ GmbH auswählen$/ })[0]!);
    expect(screen.getByTestId("documents-selection")).toHaveTextContent("1 ausgewählt");
    await user.click(screen.getByRole("button", { name: "Die ersten 2 auswählen" }));
    expect(screen.getByTestId("documents-selection")).toHaveTextContent("2 ausgewählt");
    expect(screen.getByTestId("documents-selection")).toHaveTextContent(
      "Auswählen lassen sich höchstens die ersten 2 von 3 Belegen.",
    );
    await user.click(screen.getByRole("button", { name: "Auswahl aufheben" }));
    expect(screen.getByTestId("documents-selection")).not.toHaveTextContent("ausgewählt");
  });

  it("moves through the rows with the arrow keys and opens one with Enter", async () => {
    const user = userEvent.setup();
    const documents = [listDocument(), listDocument(), listDocument()];
    const { router } = renderDocuments({ documents, search: { view: "LIST_VIEW" } });
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveAttribute("tabindex", "0");
    rows[0]!.focus();
    await user.keyboard("{ArrowDown}");
    expect(rows[1]).toHaveFocus();
    await user.keyboard("{End}");
    expect(rows[2]).toHaveFocus();
    await user.keyboard("{ArrowUp}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe(`/documents/${documents[1]!.rowId}`));
    expect(router.state.location.search).toEqual({ clientCompanyRowId: COMPANY });
  });

  it("remembers the list's ids for previous/next on the details page", async () => {
    const documents = [listDocument(), listDocument(), listDocument()];
    renderDocuments({ documents });
    await screen.findAllByRole("listitem");
    await waitFor(() =>
      expect(documentsListNeighbours(COMPANY, documents[1]!.rowId)).toMatchObject({
        previousRowId: documents[0]!.rowId,
        nextRowId: documents[2]!.rowId,
        position: 2,
        totalCount: 3,
      }),
    );
  });

  it("loads the next page when scrolled to the end of the loaded rows", async () => {
    const documents = Array.from({ length: 120 }, () => listDocument());
    const { requests } = renderDocuments({ documents, search: { view: "LIST_VIEW" } });
    await screen.findByRole("table");
    expect(requests.some((request) => request.name === "DocumentsListPaginationQuery")).toBe(false);
    // Scrolled near the end of the first page (100 rows), the next page is asked for.
    const scroller = screen.getByTestId("documents-scroll");
    Object.defineProperty(scroller, "scrollTop", { configurable: true, value: 80 * 41 });
    fireEvent.scroll(scroller);
    await waitFor(() =>
      expect(requests.find((request) => request.name === "DocumentsListPaginationQuery")).toMatchObject({
        variables: { first: 100, after: "c99" },
      }),
    );
  });

  it("shows the workflow view's step, approval and latest comment only", async () => {
    const documents = [
      listDocument({
        workflowStep: { id: "step-1", fullName: "Eingangsrechnungen › Freigabe" },
        approvalState: "OPEN",
        latestComment: {
          nodes: [
            {
              id: "comment-1",
              textMessage: "Bitte prüfen",
              createdAt: "2026-11-22T10:00:00Z",
              commentedBy: { id: "u-2", fullName: "Julia Hoffmann" },
            },
          ],
        },
      }),
    ];
    const { requests } = renderDocuments({ documents, search: { view: "WORKFLOW_VIEW" } });
    const table = await screen.findByRole("table", { name: "Workflow" });
    expect(table).toHaveTextContent("Eingangsrechnungen › Freigabe");
    expect(table).toHaveTextContent("Offen");
    // (the mock answers every user as the signed-in one)
    expect(table).toHaveTextContent("Thomas Müller · 22.11.2026");
    expect(table).toHaveTextContent("Bitte prüfen");
    expect(requests[0]).toMatchObject({ name: "DocumentsPageQuery", variables: { isWorkflowView: true } });
  });

  it("shows a document nobody was asked about as approved without verifiers (the feature, for this user)", async () => {
    const documents = [listDocument({ approvalState: "NONE", approvedWithoutVerifiers: true })];
    renderDocuments({ documents, search: { view: "WORKFLOW_VIEW" } });
    const table = await screen.findByRole("table", { name: "Workflow" });
    expect(table).toHaveTextContent("Freigegeben (ohne Prüfer)");
  });

  it("highlights the preset the search equals and removes a filter from its chip", async () => {
    const user = userEvent.setup();
    const { controls } = renderDocuments({
      documents: [listDocument()],
      search: { paidStatus: "NOT_PAID", orderBy: "DUE_DATE", orderByDirection: "ASC", datePreset: "ALL" },
    });
    const presets = await screen.findByRole("navigation", { name: "Schnellfilter" });
    expect(within(presets).getByRole("link", { name: "Offene Posten" })).toHaveAttribute("aria-current", "page");
    expect(within(presets).getByRole("link", { name: "Rechnungen" })).not.toHaveAttribute("aria-current");
    expect(within(presets).getByRole("link", { name: "Rechnungen" }).getAttribute("href")).toContain("documentTypes=");
    await user.click(screen.getByRole("button", { name: "Filter „Nicht bezahlt“ entfernen" }));
    await waitFor(() => expect(controls.search.paidStatus).toBeUndefined());
    expect(within(presets).getByRole("link", { name: "Offene Posten" })).not.toHaveAttribute("aria-current");
  });

  it("names the chosen partners in the chips and the filter panel, asked for by id once", async () => {
    const user = userEvent.setup();
    const chosen = { rowId: "e0000000-0000-4000-8000-000000000001", name: "Müller Sanitär GmbH", active: false };
    const { requests } = renderDocuments({
      documents: [listDocument()],
      partners: [chosen, { rowId: "e0000000-0000-4000-8000-000000000002", name: "Schmidt Bürobedarf" }],
      search: { excludePartnerCompanyRowIds: [chosen.rowId] },
    });
    // (The chips are replaced when the names arrive: look them up again.)
    await waitFor(() =>
      expect(screen.getByRole("group", { name: "Aktive Filter" })).toHaveTextContent(
        "Partner nicht: Müller Sanitär GmbH",
      ),
    );
    await user.click(screen.getByRole("button", { name: /^Filter\s*\d*$/ }));
    const picker = await screen.findByRole("combobox", { name: "Partner" });
    await waitFor(() =>
      expect(picker.closest(".mantine-MultiSelect-pillsList")).toHaveTextContent("Müller Sanitär GmbH"),
    );
    // The chips and the picker ask the same question, so it is asked once.
    expect(requests.filter((request) => request.name === "PartnerFilterQuery")).toEqual([
      {
        name: "PartnerFilterQuery",
        variables: { clientCompanyRowId: COMPANY, searchText: null, includeRowIds: [chosen.rowId] },
      },
    ]);
  });

  it("offers a clerk neither row selection nor the accounting view: she has nothing to do with them", async () => {
    const { controls } = renderDocuments({
      documents: [listDocument(), listDocument()],
      company: { currentUserHasBankingAccess: false, currentUserHasAccountingAccess: false },
      search: { view: "ACCOUNTING_VIEW" },
    });
    // The accounting view in the URL falls back to the thumbnails.
    expect(await screen.findByRole("list", { name: "Kacheln" })).toBeInTheDocument();
    await waitFor(() => expect(controls.search.view).toBeUndefined());
    expect(screen.queryByRole("radio", { name: "Buchhaltung" })).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Liste" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /auswählen$/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId("documents-selection")).not.toBeInTheDocument();
  });

  it("falls back to the thumbnails where the company has no workflow view", async () => {
    const { controls } = renderDocuments({
      documents: [listDocument()],
      company: { featureFlags: { useLast3Months: false, documentsWorkflowView: false } },
      search: { view: "WORKFLOW_VIEW" },
    });
    expect(await screen.findByRole("list", { name: "Kacheln" })).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "Workflow" })).not.toBeInTheDocument();
    await waitFor(() => expect(controls.search.view).toBeUndefined());
  });

  it("shows the accounting view's figures without currency sign, the currency, and the export state", async () => {
    const documents = [
      listDocument({ exportedForBookingAt: "2026-11-02T10:00:00Z" }, { internalNumber: "2026-0042" }),
      listDocument({}, { creditMemo: true, signedNet: "-100.00", signedTotal: "-119.00", vatAmount: "19.00" }),
    ];
    const { requests } = renderDocuments({ documents, search: { view: "ACCOUNTING_VIEW", internalNumber: "2026" } });
    const rows = within(await screen.findByRole("table", { name: "Buchhaltung" })).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("2026-0042");
    expect(rows[1]).toHaveTextContent("1.000,00190,001.190,00EUR");
    expect(rows[1]).toHaveTextContent("Exportiert am 02.11.2026");
    expect(rows[2]).toHaveTextContent("-100,00-19,00-119,00EUR");
    expect(rows[2]).toHaveTextContent("Nicht exportiert");
    expect(requests[0]).toMatchObject({ variables: { filter: { internalNumber: "2026" } } });
  });
});
