import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
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

// The documents page with the payment and accounting filters: what the company and the
// user's access offer, the chips' names and what the server is asked.

const id = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const GIRO = id(1);
const PHONE = id(11);
const OFFICE = id(12);
const ADMIN = id(21);

const COMPANY_DATA: Partial<DocumentsMockState> = {
  moneyAccounts: [
    { rowId: GIRO, fullName: "Geschäftskonto" },
    { rowId: id(2), fullName: "Kasse", active: false },
  ],
  generalLedgerAccounts: [
    { rowId: OFFICE, number: "4930", name: "Bürobedarf" },
    { rowId: PHONE, number: "4920", name: "Telefon" },
    { rowId: id(13), number: "0320", name: "Pkw", disabledAt: "2026-05-01T00:00:00Z" },
  ],
  costCenters: [{ rowId: ADMIN, number: "100", description: "Verwaltung" }],
  costUnits: [{ rowId: id(31), number: "1001", description: "Brot und Brötchen" }],
};

const FULL_ACCESS = {
  currentUserHasBankingAccess: true,
  currentUserCanViewAccountingTab: true,
  featureFlags: { useLast3Months: false, documentsWorkflowView: true, costCenters: true, costUnits: false },
};

function renderDocuments(company: Record<string, unknown>, raw: Record<string, unknown> = {}) {
  const mock = createDocumentsEnvironment({ ...COMPANY_DATA, company, documents: [listDocument()] });
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

const openPanel = async () => {
  await userEvent.setup().click(await screen.findByRole("button", { name: /^Filter\s*\d*$/ }));
  return screen.findByRole("region", { name: "Filter" });
};
const section = (panel: HTMLElement) => {
  const heading = within(panel).getByRole("heading", { name: "Zahlung & Buchhaltung" });
  return within(heading.parentElement!);
};
const chips = () => screen.getByRole("group", { name: "Aktive Filter" });

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

describe("DocumentsPage: payment and accounting filters", () => {
  it("asks the server with the URL's filters and names them in the chips", async () => {
    const { requests } = renderDocuments(FULL_ACCESS, {
      hasPain001Payment: "true",
      isPaymentReminderSent: "false",
      moneyAccountRowIds: GIRO,
      excludeGeneralLedgerAccountRowIds: `${PHONE},${OFFICE}`,
      costCenterRowIds: ADMIN,
    });
    await waitFor(() => expect(chips()).toBeInTheDocument());
    const labels = within(chips())
      .getAllByRole("button", { name: /^Filter „.*“ entfernen$/ })
      .map((button) => button.getAttribute("aria-label"));
    expect(labels).toEqual([
      "Filter „SEPA-Überweisung erstellt: Ja“ entfernen",
      "Filter „Zahlungserinnerung gesendet: Nein“ entfernen",
      "Filter „Konto: Geschäftskonto“ entfernen",
      // In the order chosen (the URL's).
      "Filter „Ohne Sachkonto: 4920 Telefon, 4930 Bürobedarf“ entfernen",
      "Filter „Kostenstelle: 100 Verwaltung“ entfernen",
    ]);
    expect(requests[0]).toMatchObject({
      name: "DocumentsPageQuery",
      variables: {
        filter: {
          hasPain001Payment: true,
          isPaymentReminderSent: false,
          moneyAccountRowIds: [GIRO],
          excludeGeneralLedgerAccountRowIds: [PHONE, OFFICE],
          costCenterRowIds: [ADMIN],
        },
      },
    });
  });

  it("offers the section's inputs with the company's options, and a chip removes its filter", async () => {
    const user = userEvent.setup();
    const { controls, requests } = renderDocuments(FULL_ACCESS, { generalLedgerAccountRowIds: PHONE });
    const inputs = section(await openPanel());
    expect(inputs.getByRole("combobox", { name: "SEPA-Überweisung erstellt" })).toBeInTheDocument();
    expect(inputs.getByRole("combobox", { name: "Lastschrift eingezogen" })).toBeInTheDocument();
    expect(inputs.getByRole("combobox", { name: "Zahlungserinnerung gesendet" })).toBeInTheDocument();
    expect(inputs.getByRole("combobox", { name: "Kostenstelle" })).toBeInTheDocument();
    expect(inputs.queryByRole("combobox", { name: "Kostenträger" })).not.toBeInTheDocument();
    const ledger = inputs.getByRole("combobox", { name: "Sachkonto" });
    expect(ledger.closest(".mantine-MultiSelect-pillsList")).toHaveTextContent("4920 Telefon");
    await user.click(ledger);
    const listbox = within(document.getElementById(ledger.getAttribute("aria-controls")!)!);
    expect(listbox.getAllByRole("option", { hidden: true }).map((option) => option.textContent)).toEqual([
      "0320 Pkw (deaktiviert)",
      "4930 Bürobedarf",
    ]);
    const accounts = inputs.getByRole("combobox", { name: "Zahlung über Konto" });
    await user.click(accounts);
    const accountList = within(document.getElementById(accounts.getAttribute("aria-controls")!)!);
    await user.click(await accountList.findByRole("option", { name: "Geschäftskonto", hidden: true }));
    await waitFor(() => expect(controls.search.moneyAccountRowIds).toEqual([GIRO]));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        name: "DocumentsResultsRefetchQuery",
        variables: { filter: { moneyAccountRowIds: [GIRO], generalLedgerAccountRowIds: [PHONE] } },
      }),
    );

    await user.click(within(chips()).getByRole("button", { name: "Filter „Sachkonto: 4920 Telefon“ entfernen" }));
    await waitFor(() => expect(controls.search.generalLedgerAccountRowIds).toBeUndefined());
    await waitFor(() => expect(requests.at(-1)!.variables.filter).not.toHaveProperty("generalLedgerAccountRowIds"));
    expect(ledger.closest(".mantine-MultiSelect-pillsList")).not.toHaveTextContent("4920 Telefon");
  });

  it("offers only what the user's access can find", async () => {
    renderDocuments({
      currentUserHasBankingAccess: false,
      currentUserCanViewAccountingTab: false,
      featureFlags: { useLast3Months: false, documentsWorkflowView: true, costCenters: true, costUnits: true },
    });
    const inputs = section(await openPanel());
    expect(inputs.getAllByRole("combobox")).toHaveLength(1);
    expect(inputs.getByRole("combobox", { name: "Zahlungserinnerung gesendet" })).toBeInTheDocument();
    for (const name of ["SEPA-Überweisung erstellt", "Zahlung über Konto", "Sachkonto", "Kostenstelle"]) {
      expect(inputs.queryByRole("combobox", { name })).not.toBeInTheDocument();
    }
  });

  it("speaks English", async () => {
    await i18next.changeLanguage("en");
    renderDocuments(FULL_ACCESS, { excludeCostCenterRowIds: ADMIN, hasPain008DirectDebit: false });
    await waitFor(() => expect(screen.getByRole("group", { name: "Active filters" })).toBeInTheDocument());
    expect(screen.getByRole("group", { name: "Active filters" })).toHaveTextContent(
      "Direct debit collected: NoWithout cost centre: 100 Verwaltung",
    );
    await userEvent.setup().click(await screen.findByRole("button", { name: /^Filters\s*\d*$/ }));
    const panel = await screen.findByRole("region", { name: "Filters" });
    expect(within(panel).getByRole("heading", { name: "Payment & accounting" })).toBeInTheDocument();
    expect(within(panel).getByRole("combobox", { name: "Paid through account" })).toBeInTheDocument();
  });
});
