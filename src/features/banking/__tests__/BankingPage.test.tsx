import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BankingSearch, parseBankingSearch } from "../../../lib/search/searchSchemas.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { todayIsoDate } from "../../../lib/calendarDate.ts";
import { bankingVariablesOf } from "../lib/bankingVariables.ts";
import { BankingPage } from "../pages/BankingPage.tsx";
import {
  type BankingMockState,
  CATEGORY_RENT,
  COMPANY,
  createBankingEnvironment,
  mockDocument,
  mockTransaction,
} from "./bankingTestEnvironment.ts";

interface RenderOptions extends Partial<BankingMockState> {
  search?: Record<string, unknown>;
}

/** The page with a mocked server; the search lives in the harness as the route keeps it. */
function renderBanking({ search: raw = {}, ...mockOptions }: RenderOptions = {}) {
  const mock = createBankingEnvironment(mockOptions);
  const initial = parseBankingSearch({ clientCompanyRowId: COMPANY, ...raw });
  const queryRef = mock.queryRef(bankingVariablesOf(COMPANY, initial, todayIsoDate()));
  const controls: { search: BankingSearch; setSearch?: (search: BankingSearch) => void } = { search: initial };
  function Harness() {
    const [search, setSearch] = useState(initial);
    useEffect(() => {
      controls.search = search;
      controls.setSearch = setSearch;
    }, [search]);
    return <BankingPage queryRef={queryRef} search={search} onSearchChange={(update) => setSearch(update)} />;
  }
  // Mantine's test mode: the drawer and the pop-overs render without transitions.
  renderWithProviders(<Harness />, { path: "/banking", relayEnvironment: mock.environment, isMantineTestEnv: true });
  return { ...mock, controls };
}

/** Intl separates amount and currency with a no-break space. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

// jsdom lays nothing out: give elements a size, so the virtualised list renders its rows.
// Floating dropdowns count as detached without layout (Mantine hides them): they are found
// with `hidden: true`.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 1200 });
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 800 });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, "clientWidth");
  Reflect.deleteProperty(HTMLElement.prototype, "clientHeight");
});

const rowsOf = async () => {
  const table = await screen.findByRole("table", { name: "Kontoumsätze" });
  return within(table).getAllByRole("row").slice(1);
};

describe("BankingPage", () => {
  it("lists the transactions newest first with German dates and amounts, and the figures of the filter", async () => {
    renderBanking({
      transactions: [
        mockTransaction({
          derivedPartnerName: "Brandt Sanitär GmbH",
          purpose: "RE 2026 100094 Skonto",
          amount: "-1852.48",
        }),
        mockTransaction({
          amount: "4165.00",
          bookingDate: "2026-11-12",
          derivedPartnerName: "Hausverwaltung Schönhauser GmbH",
          status: "PENDING",
          moneyCategoryRowId: CATEGORY_RENT,
          moneyCategory: { id: "category-2", name: "Miete" },
        }),
        mockTransaction({
          derivedPartnerName: null,
          counterpartyName: null,
          purpose: "Kontoführungsentgelt 11/2026",
          amount: "-19.40",
        }),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Kontoumsätze" })).toBeInTheDocument();
    const rows = await rowsOf();
    expect(rows).toHaveLength(3);
    expect(plain(rows[0]!.textContent)).toContain("20.11.2026");
    expect(plain(rows[0]!.textContent)).toContain("Brandt Sanitär GmbH");
    expect(plain(rows[0]!.textContent)).toContain("-1.852,48 €");
    expect(rows[1]).toHaveTextContent("vorgemerkt");
    expect(rows[1]).toHaveTextContent("Miete");
    expect(plain(rows[1]!.textContent)).toContain("4.165,00 €");
    // Without a name the purpose leads the row.
    expect(rows[2]).toHaveTextContent("Kontoführungsentgelt 11/2026");
    expect(rows[2]).toHaveTextContent("ohne Auftraggeber/Empfänger");
    const statistics = screen.getByRole("region", { name: "Summen der gefilterten Umsätze" });
    expect(within(statistics).getByTestId("banking-count")).toHaveTextContent("Umsätze 3");
    expect(plain(within(statistics).getByTestId("banking-incoming").textContent)).toBe("Eingänge 4.165,00 €");
    expect(plain(within(statistics).getByTestId("banking-outgoing").textContent)).toBe("Ausgänge -1.871,88 €");
    expect(plain(within(statistics).getByTestId("banking-balance").textContent)).toContain("Saldo 30.059,81 €");
    expect(
      within(statistics).getByRole("img", { name: /Nicht für alle Konten ist ein Saldo bekannt/ }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Banking | Belegwerk");
  });

  it("explains an empty list and offers to reset the filters", async () => {
    const user = userEvent.setup();
    const { controls } = renderBanking({ search: { type: "INCOMING", searchText: "Nichts" } });
    expect(await screen.findByText("Keine Umsätze gefunden")).toBeInTheDocument();
    expect(screen.getByText(/Kein Umsatz passt zu diesen Filtern/)).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Filter zurücksetzen" })[0]!);
    await waitFor(() => expect(controls.search.type).toBeUndefined());
    expect(controls.search.searchText).toBeUndefined();
    expect(controls.search.clientCompanyRowId).toBe(COMPANY);
  });

  it("writes the search (after a pause), the direction, the matched filter and the presets to the URL", async () => {
    const user = userEvent.setup();
    const { controls, requestsOf } = renderBanking({
      transactions: [mockTransaction({ purpose: "Miete November" }), mockTransaction({ amount: "50.00" })],
    });
    await rowsOf();
    // The search is handed over after a pause in typing, not on each key.
    fireEvent.change(screen.getByRole("searchbox", { name: "Umsätze durchsuchen" }), { target: { value: "Miete" } });
    expect(controls.search.searchText).toBeUndefined();
    await waitFor(() => expect(controls.search.searchText).toBe("Miete"));
    await waitFor(() =>
      expect(within(screen.getByRole("table", { name: "Kontoumsätze" })).getAllByRole("row")).toHaveLength(2),
    );
    expect(requestsOf("BankingResultsRefetchQuery").at(-1)?.variables).toMatchObject({ searchText: "Miete" });

    await user.click(screen.getByRole("radio", { name: "Ausgänge" }));
    await waitFor(() => expect(controls.search.type).toBe("OUTGOING"));

    await user.click(screen.getByRole("button", { name: /^Filter\s*\d*$/ }));
    // The filter panel opens on the click: wait for its fields as a person would.
    await user.click(await screen.findByRole("combobox", { name: "Abgleich" }));
    await user.click(await screen.findByRole("option", { name: "Nicht abgeglichen", hidden: true }));
    await waitFor(() => expect(controls.search.maxMatchedCount).toBe(0));
    expect(await screen.findByRole("group", { name: "Aktive Filter" })).toHaveTextContent("Nicht abgeglichen");

    const presets = screen.getByRole("group", { name: "Schnellfilter" });
    await user.click(within(presets).getByRole("button", { name: "Unklare Umsätze" }));
    await waitFor(() => expect(controls.search.unclear).toBe(true));
    expect(controls.search.searchText).toBeUndefined();
    expect(controls.search.type).toBeUndefined();
    expect(controls.search.maxMatchedCount).toBeUndefined();
    expect(within(presets).getByRole("button", { name: "Unklare Umsätze" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() =>
      expect(requestsOf("BankingResultsRefetchQuery").at(-1)?.variables).toMatchObject({
        unclear: true,
        searchText: null,
      }),
    );

    await user.click(within(presets).getByRole("button", { name: "Dieser Monat" }));
    await waitFor(() => expect(controls.search.unclear).toBeUndefined());
    expect(controls.search.fromDate).toMatch(/^\d{4}-\d{2}-01$/);
    expect(screen.getByRole("combobox", { name: "Zeitraum" })).toHaveValue("Dieser Monat");
  });

  it("selects a range with Shift and shows the selection's sums from the server", async () => {
    const user = userEvent.setup();
    const transactions = [
      mockTransaction({ amount: "-756.25" }),
      mockTransaction({ amount: "-19.40" }),
      mockTransaction({ amount: "1250.00" }),
      mockTransaction({ amount: "-71.39" }),
    ];
    const { requestsOf } = renderBanking({ transactions });
    const rows = await rowsOf();
    await user.click(within(rows[0]!).getByRole("checkbox"));
    await user.keyboard("{Shift>}");
    await user.click(within(rows[2]!).getByRole("checkbox"));
    await user.keyboard("{/Shift}");
    const selection = await screen.findByTestId("banking-selection");
    expect(selection).toHaveTextContent("3 Umsätze ausgewählt");
    await waitFor(() =>
      expect(plain(within(selection).getByTestId("banking-selection-totals").textContent)).toBe(
        "Eingänge 1.250,00 €Ausgänge -775,65 €",
      ),
    );
    expect(requestsOf("BankingSelectionBarTotalsQuery").at(-1)?.variables).toEqual({
      clientCompanyRowId: COMPANY,
      moneyTransactionRowIds: transactions
        .slice(0, 3)
        .map((tx) => tx.rowId)
        .sort(),
    });
    await user.click(within(selection).getByRole("button", { name: "Auswahl aufheben" }));
    expect(selection).not.toHaveTextContent("ausgewählt");
  });

  it("assigns a category to the selection, and explains a refusal", async () => {
    const user = userEvent.setup();
    const transactions = [mockTransaction(), mockTransaction(), mockTransaction()];
    let refuseOnce = true;
    const { requestsOf } = renderBanking({
      transactions,
      refuse: (name) => {
        if (name !== "useSetMoneyTransactionsCategoryMutation" || !refuseOnce) return null;
        refuseOnce = false;
        return "TOO_MANY_TRANSACTIONS";
      },
    });
    const rows = await rowsOf();
    await user.click(within(rows[0]!).getByRole("checkbox"));
    await user.click(within(rows[1]!).getByRole("checkbox"));
    await user.click(await screen.findByRole("button", { name: "Kategorie zuweisen" }));
    const dialog = await screen.findByRole("dialog", { hidden: true });
    await user.click(await within(dialog).findByRole("button", { name: "2 Umsätzen zuweisen", hidden: true }));
    expect(await within(dialog).findByText("Bitte wählen Sie eine Kategorie.")).toBeInTheDocument();
    expect(requestsOf("useSetMoneyTransactionsCategoryMutation")).toHaveLength(0);

    await user.click(within(dialog).getByRole("combobox", { name: "Kategorie", hidden: true }));
    await user.click(await within(dialog).findByRole("option", { name: /Miete/, hidden: true }));
    await user.click(within(dialog).getByRole("button", { name: "2 Umsätzen zuweisen", hidden: true }));
    expect(await within(dialog).findByRole("alert", { hidden: true })).toHaveTextContent(
      "Eine Kategorie lässt sich höchstens 500 Umsätzen auf einmal zuweisen.",
    );

    await user.click(within(dialog).getByRole("button", { name: "2 Umsätzen zuweisen", hidden: true }));
    await waitFor(() => expect(requestsOf("useSetMoneyTransactionsCategoryMutation")).toHaveLength(2));
    expect(requestsOf("useSetMoneyTransactionsCategoryMutation")[1]!.variables).toEqual({
      input: {
        moneyTransactionRowIds: [transactions[0]!.rowId, transactions[1]!.rowId].sort(),
        moneyCategoryRowId: CATEGORY_RENT,
      },
    });
    await waitFor(() => expect(rows[0]).toHaveTextContent("Miete"));
    expect(rows[1]).toHaveTextContent("Miete");
    expect(rows[2]).not.toHaveTextContent("Miete");
  });

  it("says so when the user has no banking access", async () => {
    renderBanking({ hasBankingAccess: false });
    expect(await screen.findByText("Kein Zugriff auf das Banking")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("starts the matching engine", async () => {
    const user = userEvent.setup();
    const { requestsOf } = renderBanking({ transactions: [mockTransaction()] });
    await rowsOf();
    await user.click(screen.getByRole("button", { name: "Abgleich starten" }));
    await waitFor(() =>
      expect(requestsOf("useRequestMoneyTransactionMatchingMutation")[0]?.variables).toEqual({
        input: { clientCompanyRowId: COMPANY },
      }),
    );
  });
});

describe("the transaction drawer", () => {
  function withSuggestion() {
    const invoice = mockDocument(
      {},
      { invoiceNumber: "RE-2026-100094", discountPercent: "2.00", discountUntil: "2026-11-05" },
    );
    const other = mockDocument({}, { invoiceNumber: "RE-2026-104387", openAmount: "1878.30" });
    const tx = mockTransaction({
      amount: "-1852.48",
      purpose: "RE 2026 100094 abzgl. 2 % Skonto",
      derivedPartnerName: "Brandt Sanitär GmbH",
      counterpartyIban: "DE82100500000612803741",
      endToEndRowId: "E2E-2026110201",
      mandateRowId: "MH-LEASING-88213",
      batchReference: "SAMMLER-2026-11-02",
      suggestionCount: 2,
    });
    const suggestion = (rowId: string, documentRowId: string, score: string) => ({
      rowId,
      score,
      reason: "SCORED",
      allocations: [{ documentRowId, amount: "1852.48" }],
      checks: [
        {
          documentRowId,
          checks: [
            {
              check: "TOTAL",
              passed: true,
              score: 1,
              detail: { kind: "DISCOUNT", expected: "1852.48", actual: "1852.48", discount: "37.81" },
            },
            {
              check: "NUMBER_IN_PURPOSE",
              passed: true,
              score: 0.9,
              detail: {
                kind: "SPACED",
                field: "INVOICE_NUMBER",
                expected: "RE-2026-100094",
                matchedText: "2026 100094",
              },
            },
            {
              check: "PARTNER_NAME",
              passed: true,
              score: 0.87,
              detail: {
                kind: "COUNTERPARTY",
                similarity: 0.87,
                expected: "Brandt Sanitär GmbH",
                actual: "BRANDT SANITAER",
              },
            },
          ],
        },
      ],
      dismissedAt: null,
    });
    return {
      tx,
      invoice,
      other,
      state: {
        transactions: [tx],
        documents: [invoice, other],
        suggestions: {
          [tx.rowId]: [
            suggestion("51000000-0000-4000-8000-000000000001", invoice.rowId, "0.92"),
            suggestion("51000000-0000-4000-8000-000000000002", other.rowId, "0.39"),
          ],
        },
      },
    };
  }

  it("reads every row's links and suggestions with the list's one query, not one request per row", async () => {
    const { tx, invoice, state } = withSuggestion();
    const linked = mockTransaction({ derivedPartnerName: "Weiß & Sohn GmbH", matchedCount: 1 });
    const plainRow = mockTransaction({ derivedPartnerName: "Stadtwerke" });
    const { requests } = renderBanking({
      ...state,
      transactions: [tx, linked, plainRow],
      links: {
        [linked.rowId]: [
          {
            rowId: "52000000-0000-4000-8000-000000000001",
            documentRowId: invoice.rowId,
            amount: "100.00",
            source: "MANUAL",
            score: null,
            checks: null,
          },
        ],
      },
    });
    const rows = await rowsOf();
    expect(rows).toHaveLength(3);
    await waitFor(() => expect(rows[0]).toHaveTextContent("Vorschlag 92 %"));
    expect(rows[1]).toHaveTextContent("RE-2026-100094");
    expect(rows[2]).toHaveTextContent("Offen");
    expect(requests.map((request) => request.name)).toEqual(["BankingPageQuery"]);
  });

  it("opens from a row and shows every field, the suggestions and why they fit", async () => {
    const user = userEvent.setup();
    const { tx, state } = withSuggestion();
    const { controls } = renderBanking(state);
    const rows = await rowsOf();
    await waitFor(() => expect(rows[0]).toHaveTextContent("Vorschlag 92 %"));
    await user.click(within(rows[0]!).getByText("Brandt Sanitär GmbH"));
    await waitFor(() => expect(controls.search.moneyTransactionRowId).toBe(tx.rowId));
    const drawer = await screen.findByRole("dialog");
    expect(await within(drawer).findByRole("heading", { name: "Brandt Sanitär GmbH" })).toBeInTheDocument();
    expect(plain(within(drawer).getByTestId("transaction-amount").textContent)).toBe("-1.852,48 €");
    expect(drawer).toHaveTextContent("DE82 1005 0000 0612 8037 41");
    expect(drawer).toHaveTextContent("E2E-2026110201");
    expect(drawer).toHaveTextContent("MH-LEASING-88213");
    // One part of a batch booking of the bank, split by the import: it names its batch.
    expect(drawer).toHaveTextContent("Teil der SammelbuchungSAMMLER-2026-11-02");
    expect(drawer).toHaveTextContent("Kontoauszug-Import");
    const suggestions = await within(drawer).findAllByTestId("transaction-suggestion");
    expect(suggestions).toHaveLength(2);
    expect(suggestions[0]).toHaveTextContent("Vorschlag 92 %");
    expect(await within(suggestions[0]!).findByText(/RE-2026-100094 · Brandt Sanitär GmbH/)).toBeInTheDocument();
    expect(plain(suggestions[0]!.textContent)).toContain(
      "Betrag entspricht dem Skontobetrag (2 % bis 05.11.2026): 1.852,48 €",
    );
    expect(suggestions[0]).toHaveTextContent(
      "Rechnungsnummer RE-2026-100094 im Verwendungszweck gefunden (getrennt geschrieben: „2026 100094“)",
    );
    expect(suggestions[0]).toHaveTextContent("Name ähnlich zu 87 %");
  });

  it("confirms a suggestion (the document is then linked) and explains a refused dismissal", async () => {
    const user = userEvent.setup();
    const { tx, state } = withSuggestion();
    const { requestsOf } = renderBanking({
      ...state,
      refuse: (name) => (name === "useDismissMoneyTransactionSuggestionMutation" ? "MATCH_SUGGESTION_NOT_FOUND" : null),
      search: { moneyTransactionRowId: tx.rowId },
    });
    const drawer = await screen.findByRole("dialog");
    const suggestions = await within(drawer).findAllByTestId("transaction-suggestion");
    await user.click(within(suggestions[1]!).getByRole("button", { name: "Verwerfen" }));
    expect(await within(drawer).findByRole("alert")).toHaveTextContent(
      "Dieser Vorschlag ist nicht mehr offen – er wurde bereits bestätigt oder verworfen.",
    );
    await user.click(within(suggestions[0]!).getByRole("button", { name: "Bestätigen" }));
    await waitFor(() =>
      expect(requestsOf("useConfirmMoneyTransactionSuggestionMutation")[0]?.variables).toEqual({
        input: { suggestionRowId: "51000000-0000-4000-8000-000000000001" },
      }),
    );
    const link = await within(drawer).findByTestId("transaction-link");
    expect(link).toHaveTextContent("RE-2026-100094 · Brandt Sanitär GmbH");
    expect(link).toHaveTextContent("Vorschlag bestätigt");
    expect(within(drawer).getByText("Keine offenen Vorschläge.")).toBeInTheDocument();
    // The row follows the drawer.
    const rows = await rowsOf();
    await waitFor(() => expect(rows[0]).toHaveTextContent("RE-2026-100094 · Brandt Sanitär GmbH"));
  });

  it("links an open invoice with a checked part amount, and unlinks it again", async () => {
    const user = userEvent.setup();
    const invoice = mockDocument({}, { invoiceNumber: "RE-2026-100042", openAmount: "172.84", signedTotal: "172.84" });
    const tx = mockTransaction({ amount: "-1000.00", derivedPartnerName: "Weiß & Sohn GmbH" });
    let refuseLink = true;
    const { requestsOf } = renderBanking({
      transactions: [tx],
      documents: [invoice],
      refuse: (name) => {
        if (name === "useLinkMoneyTransactionDocumentMutation" && refuseLink) {
          refuseLink = false;
          return "TRANSACTION_DIRECTION_DOES_NOT_PAY_INVOICE";
        }
        return name === "useUnlinkMoneyTransactionDocumentMutation" ? "MONEY_TRANSACTION_LINK_NOT_FOUND" : null;
      },
      search: { moneyTransactionRowId: tx.rowId },
    });
    const drawer = await screen.findByRole("dialog");
    const results = await within(drawer).findByRole("list", { name: "Offene Rechnungen" });
    expect(requestsOf("LinkDocumentPanelSearchQuery")[0]?.variables).toMatchObject({
      filter: { documentTypes: ["INCOMING_INVOICE"], isCreditMemo: false, paidStatus: "NOT_PAID" },
    });
    await user.click(within(results).getByRole("button", { name: /RE-2026-100042.*verknüpfen/ }));
    const amount = await within(drawer).findByRole("textbox", { name: /Zugeordneter Betrag/ });
    await user.type(amount, "1.200,00");
    await user.click(within(drawer).getByRole("button", { name: "Verknüpfen" }));
    expect(await within(drawer).findByText(/Höchstens 1.000,00.€ sind noch nicht zugeordnet./)).toBeInTheDocument();
    expect(requestsOf("useLinkMoneyTransactionDocumentMutation")).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, "150,5");
    await user.click(within(drawer).getByRole("button", { name: "Verknüpfen" }));
    expect(await within(drawer).findByRole("alert")).toHaveTextContent("Die Zahlungsrichtung passt nicht");
    await user.click(within(drawer).getByRole("button", { name: "Verknüpfen" }));
    await waitFor(() => expect(requestsOf("useLinkMoneyTransactionDocumentMutation")).toHaveLength(2));
    expect(requestsOf("useLinkMoneyTransactionDocumentMutation")[1]!.variables).toEqual({
      input: { moneyTransactionRowId: tx.rowId, documentRowId: invoice.rowId, amount: "150.50" },
    });
    const link = await within(drawer).findByTestId("transaction-link");
    expect(plain(link.textContent)).toContain("150,50 €");
    expect(link).toHaveTextContent("Manuell verknüpft");

    await user.click(within(link).getByRole("button", { name: /Verknüpfung mit RE-2026-100042.* lösen/ }));
    await user.click(await within(link).findByRole("button", { name: "Verknüpfung lösen" }));
    expect(await within(drawer).findByRole("alert")).toHaveTextContent("Diese Verknüpfung besteht nicht mehr.");
    expect(requestsOf("useUnlinkMoneyTransactionDocumentMutation")[0]?.variables).toEqual({
      input: { moneyTransactionRowId: tx.rowId, documentRowId: invoice.rowId },
    });
  });

  it("links without an amount (the open amount) and unlinks", async () => {
    const user = userEvent.setup();
    const invoice = mockDocument({}, { invoiceNumber: "RE-2026-100042", openAmount: "172.84" });
    const tx = mockTransaction({ amount: "-172.84" });
    const { requestsOf } = renderBanking({
      transactions: [tx],
      documents: [invoice],
      search: { moneyTransactionRowId: tx.rowId },
    });
    const drawer = await screen.findByRole("dialog");
    const results = await within(drawer).findByRole("list", { name: "Offene Rechnungen" });
    await user.click(within(results).getByRole("button", { name: /RE-2026-100042.*verknüpfen/ }));
    await user.click(within(drawer).getByRole("button", { name: "Verknüpfen" }));
    await waitFor(() =>
      expect(requestsOf("useLinkMoneyTransactionDocumentMutation")[0]?.variables).toEqual({
        input: { moneyTransactionRowId: tx.rowId, documentRowId: invoice.rowId },
      }),
    );
    expect(await within(drawer).findByText("Der Umsatz ist vollständig Belegen zugeordnet.")).toBeInTheDocument();
    const link = await within(drawer).findByTestId("transaction-link");
    await user.click(within(link).getByRole("button", { name: /Verknüpfung mit .* lösen/ }));
    await user.click(await within(link).findByRole("button", { name: "Verknüpfung lösen" }));
    await waitFor(() => expect(within(drawer).queryByTestId("transaction-link")).not.toBeInTheDocument());
    expect(within(drawer).getByText("Mit diesem Umsatz ist noch kein Beleg verknüpft.")).toBeInTheDocument();
  });

  it("closes back to the list", async () => {
    const user = userEvent.setup();
    const tx = mockTransaction();
    const { controls } = renderBanking({ transactions: [tx], search: { moneyTransactionRowId: tx.rowId } });
    const drawer = await screen.findByRole("dialog");
    await user.click(within(drawer).getByRole("button", { name: "Umsatz schließen" }));
    await waitFor(() => expect(controls.search.moneyTransactionRowId).toBeUndefined());
  });
});
