import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetDocumentsLists } from "../lib/documentsListIds.ts";
import { type DocumentsSearch, parseDocumentsSearch } from "../../../lib/search/documentsSearchSchema.ts";
import { todayIsoDate } from "../../../lib/calendarDate.ts";
import { listVariablesOf } from "../lib/listVariables.ts";
import { DocumentsPage } from "../pages/DocumentsPage.tsx";
import {
  COMPANY,
  createDocumentsEnvironment,
  type DocumentsMockState,
  listDocument,
} from "./documentsTestEnvironment.ts";

// The documents page with tags, real-estate objects and completeness: the accounting view's
// ledger-account and completeness columns, the ledger-account sort, the accounting-export
// preset and the chips of a link's filters.

const TAG = "b0000000-0000-4000-8000-000000000001";
const WEG = "b0000000-0000-4000-8000-000000000011";

function renderDocuments(state: Partial<DocumentsMockState>, raw: Record<string, unknown> = {}) {
  const mock = createDocumentsEnvironment(state);
  const initial = parseDocumentsSearch({ clientCompanyRowId: COMPANY, ...raw });
  const queryRef = mock.queryRef(listVariablesOf(COMPANY, initial, todayIsoDate()));
  const controls: { search: DocumentsSearch } = { search: initial };
  function Harness() {
    const [search, setSearch] = useState(initial);
    useEffect(() => {
      controls.search = search;
    }, [search]);
    return <DocumentsPage queryRef={queryRef} search={search} onSearchChange={(update) => setSearch(update)} />;
  }
  renderWithProviders(<Harness />, { path: "/documents", relayEnvironment: mock.environment });
  return { ...mock, controls };
}

beforeAll(() => {
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

const booked = {
  invoiceCompletenessDetails: [],
  firstAccountingItem: { nodes: [{ generalLedgerAccount: { id: "gl-1", number: "4920", name: "Telefon" } }] },
};

describe("DocumentsPage: ledger accounts, objects and completeness", () => {
  it("shows the ledger account and what each invoice still lacks in the accounting view", async () => {
    const documents = [
      listDocument({}, booked),
      listDocument({}, { invoiceCompletenessDetails: ["PARTNER_ACCOUNT", "REAL_ESTATE_OBJECT"] }),
      listDocument({ type: "OTHER_DOCUMENT", invoice: null }),
    ];
    renderDocuments({ documents }, { view: "ACCOUNTING_VIEW" });
    const rows = within(await screen.findByRole("table", { name: "Buchhaltung" })).getAllByRole("row");
    expect(rows[0]).toHaveTextContent("Sachkonto");
    expect(rows[0]).toHaveTextContent("Vollständigkeit");
    expect(rows[1]).toHaveTextContent("4920 Telefon");
    expect(rows[1]).toHaveTextContent("Vollständig");
    expect(rows[2]).toHaveTextContent("Fehlt: Personenkonto, Objekt");
    expect(rows[3]).not.toHaveTextContent("Fehlt");
  });

  it("sorts by ledger account, A→Z first", async () => {
    const user = userEvent.setup();
    const { controls, requests } = renderDocuments(
      { documents: [listDocument({}, booked)] },
      { view: "ACCOUNTING_VIEW" },
    );
    const table = await screen.findByRole("table", { name: "Buchhaltung" });
    await user.click(within(table).getByRole("button", { name: /^Sachkonto/ }));
    await waitFor(() =>
      expect(controls.search).toMatchObject({ orderBy: "GENERAL_LEDGER_ACCOUNT", orderByDirection: "ASC" }),
    );
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        name: "DocumentsResultsRefetchQuery",
        variables: { orderBy: "GENERAL_LEDGER_ACCOUNT", orderByDirection: "ASC" },
      }),
    );
  });

  it("offers the accounting-export preset and marks it when its filter is in force", async () => {
    renderDocuments(
      { documents: [listDocument({}, booked)] },
      {
        documentTypes: "INCOMING_INVOICE,OUTGOING_INVOICE",
        isApproved: "true",
        exportStatus: "NOT_EXPORTED_FOR_BOOKING",
        invoiceCompletenessDetails: "PARTNER_ACCOUNT,ACCOUNTING_ITEMS",
        datePreset: "ALL",
      },
    );
    const presets = await screen.findByRole("navigation", { name: "Schnellfilter" });
    const preset = within(presets).getByRole("link", { name: "Buchungsexport" });
    expect(preset).toHaveAttribute("aria-current", "page");
    expect(decodeURIComponent(preset.getAttribute("href") ?? "")).toContain("invoiceCompletenessDetails");
    expect(screen.getByRole("group", { name: "Aktive Filter" })).toHaveTextContent(
      "Vollständig: Personenkonto, Kontierung",
    );
  });

  it("asks the server with a link's tag and object filters and names them in the chips", async () => {
    const { requests } = renderDocuments(
      {
        documents: [listDocument()],
        tags: [{ rowId: TAG, tag: "Baustelle Kollwitzstraße 41" }],
        realEstateObjects: [{ rowId: WEG, title: "WEG Kollwitzstraße 41", number: "1041" }],
        company: { featureFlags: { useLast3Months: false, documentsWorkflowView: true, realEstateObjects: true } },
      },
      { tagRowIds: TAG, excludeRealEstateObjectRowIds: WEG },
    );
    const chips = await screen.findByRole("group", { name: "Aktive Filter" });
    expect(chips).toHaveTextContent("Schlagwort: Baustelle Kollwitzstraße 41");
    expect(chips).toHaveTextContent("Ohne Objekt: WEG Kollwitzstraße 41 (1041)");
    expect(requests[0]).toMatchObject({
      name: "DocumentsPageQuery",
      variables: { filter: { tagRowIds: [TAG], excludeRealEstateObjectRowIds: [WEG] } },
    });
  });
});
