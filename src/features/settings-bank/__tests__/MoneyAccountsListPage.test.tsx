import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import MoneyAccountsListPageQueryNode, {
  type MoneyAccountsListPageQuery,
} from "../../../__generated__/MoneyAccountsListPageQuery.graphql.ts";
import type { MoneyAccountKind } from "../lib/moneyAccountKinds.ts";
import { MoneyAccountsListPage, type MoneyAccountsListSearchState } from "../pages/MoneyAccountsListPage.tsx";
import {
  COMPANY,
  companyOf,
  type CompanyAccess,
  loadPageQuery,
  moneyAccount,
  renderPage,
} from "./bankSettingsTestEnvironment.tsx";

const ACCOUNTS = [
  moneyAccount({
    name: "Geschäftskonto Commerzbank",
    iban: "DE89370400440532013000",
    bic: "COBADEFFXXX",
    currentBalance: "12345.67",
    lastSynced: "2026-03-02T08:15:00Z",
    xs2AAccountRowId: "5b000000-0000-4000-8000-000000000001",
    generalLedgerAccount: { number: "1200", name: "Bank" },
  }),
  moneyAccount({
    name: "Tagesgeld ING",
    iban: "DE44500105175407324931",
    bic: "INGDDEFFXXX",
    currentBalance: "-250.00",
    description: "Rücklagen",
  }),
  moneyAccount({ name: "USD-Konto", iban: "DE75120300001020304050", currency: "USD", active: false }),
];

interface Options {
  kind?: MoneyAccountKind;
  accounts?: Record<string, unknown>[];
  kindTotalCount?: number;
  access?: CompanyAccess;
  search?: MoneyAccountsListSearchState;
}

function renderList({ kind = "bank", accounts = ACCOUNTS, kindTotalCount, access, search = {} }: Options = {}) {
  const { mock, queryRef } = loadPageQuery<MoneyAccountsListPageQuery>(
    MoneyAccountsListPageQueryNode,
    { clientCompanyRowId: COMPANY, condition: { type: "BANK" }, kindCondition: { type: "BANK" }, count: 50 },
    { company: companyOf(access), accounts, kindTotalCount },
  );
  const changes: MoneyAccountsListSearchState[] = [];
  // The route keeps the search in the URL; here a state stands in for it.
  function Harness() {
    const [state, setState] = useState<MoneyAccountsListSearchState>(search);
    return (
      <MoneyAccountsListPage
        kind={kind}
        queryRef={queryRef}
        search={state}
        count={50}
        onSearchChange={(change) => {
          changes.push(change);
          setState((previous) => ({ ...previous, ...change }));
        }}
      />
    );
  }
  renderPage(mock, <Harness />);
  return { changes };
}

/** The debounce (300 ms) plus a render, on a slow test machine. */

const rowNames = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]!.querySelector("a")?.textContent);

describe("MoneyAccountsListPage", () => {
  it("lists the bank accounts: IBAN in groups of four, the bank by its BIC, balance and status", async () => {
    renderList();
    expect(await screen.findByRole("heading", { level: 1, name: "Bankkonten" })).toBeInTheDocument();
    expect(screen.getByText("3 Bankkonten")).toBeInTheDocument();
    const first = screen.getByRole("row", { name: /Geschäftskonto Commerzbank/ });
    expect(within(first).getByText("DE89 3704 0044 0532 0130 00")).toBeInTheDocument();
    expect(within(first).getByText("Commerzbank · COBADEFFXXX")).toBeInTheDocument();
    expect(within(first).getByText("12.345,67 €")).toBeInTheDocument();
    expect(within(first).getByText("1200")).toBeInTheDocument();
    expect(within(first).getByText("Aktiv")).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "Geschäftskonto Commerzbank" })).toHaveAttribute(
      "href",
      `/settings/bank/${COMPANY}/accounts/${ACCOUNTS[0]!.rowId}?clientCompanyRowId=${COMPANY}`,
    );
    const savings = screen.getByRole("row", { name: /Tagesgeld ING/ });
    expect(within(savings).getByText("-250,00 €")).toBeInTheDocument();
    expect(within(savings).getByText("Nicht verbunden")).toBeInTheDocument();
    expect(within(screen.getByRole("row", { name: /USD-Konto/ })).getByText("Inaktiv")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Neues Bankkonto" })).toHaveAttribute(
      "href",
      `/settings/bank/${COMPANY}/accounts/create?clientCompanyRowId=${COMPANY}`,
    );
  });

  it("filters by name, bank and IBAN (with or without spaces) once typing pauses, and puts the text in the URL", async () => {
    const user = userEvent.setup({ delay: null });
    const { changes } = renderList();
    const search = await screen.findByRole("searchbox", { name: "Bankkonten durchsuchen" });

    await user.type(search, "ing");
    // Nothing happens while typing; 300 ms later the URL and the list follow.
    expect(changes).toEqual([]);
    await waitFor(() => expect(rowNames()).toEqual(["Tagesgeld ING"]));
    expect(changes).toEqual([{ searchText: "ing" }]);
    expect(screen.getByText("1 von 3 Bankkonten")).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "DE75 1203");
    await waitFor(() => expect(rowNames()).toEqual(["USD-Konto"]));

    await user.clear(search);
    await user.type(search, "rücklagen");
    await waitFor(() => expect(rowNames()).toEqual(["Tagesgeld ING"]));
  });

  it("says when nothing matches and resets the search", async () => {
    const user = userEvent.setup({ delay: null });
    renderList({ search: { searchText: "Sparkasse" } });
    expect(await screen.findByRole("heading", { name: "Keine Treffer für „Sparkasse“" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Suche zurücksetzen" }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(screen.getByRole("searchbox", { name: "Bankkonten durchsuchen" })).toHaveValue("");
  });

  it("switches to including inactive accounts through the URL", async () => {
    const user = userEvent.setup({ delay: null });
    const { changes } = renderList();
    await user.click(await screen.findByRole("switch", { name: "Inaktive einblenden" }));
    expect(changes).toEqual([{ includeInactive: true }]);
  });

  it("tells an empty company from one whose accounts are all inactive", async () => {
    renderList({ accounts: [] });
    expect(await screen.findByRole("heading", { name: "Noch keine Bankkonten" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Inaktive einblenden" })).not.toBeInTheDocument();
  });

  it("offers the inactive accounts when none is active", async () => {
    const user = userEvent.setup({ delay: null });
    const { changes } = renderList({ accounts: [], kindTotalCount: 2 });
    expect(await screen.findByRole("heading", { name: "Keine aktiven Bankkonten" })).toBeInTheDocument();
    expect(screen.getByText(/Alle 2 Bankkonten sind inaktiv/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Inaktive einblenden" }));
    expect(changes).toEqual([{ includeInactive: true }]);
  });

  it("shows the forbidden view without banking access", async () => {
    renderList({ access: { currentUserHasBankingAccess: false } });
    expect(
      await screen.findByRole("heading", { name: "Die Bankeinstellungen sind für Sie nicht freigegeben" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows cash books only with the cash account feature", async () => {
    const cashBook = moneyAccount({ type: "CASH", name: "Hauptkasse", number: "K1", currentBalance: "830.5" });
    renderList({ kind: "cash", accounts: [cashBook], access: { cashAccount: false } });
    expect(await screen.findByRole("heading", { name: "Kassenbücher sind nicht freigeschaltet" })).toBeInTheDocument();
    expect(screen.queryByText("Hauptkasse")).not.toBeInTheDocument();
  });

  it("lists cash books with the feature on", async () => {
    const cashBook = moneyAccount({ type: "CASH", name: "Hauptkasse", number: "K1", currentBalance: "830.5" });
    renderList({ kind: "cash", accounts: [cashBook], access: { cashAccount: true } });
    expect(await screen.findByRole("heading", { level: 1, name: "Kassenbücher" })).toBeInTheDocument();
    const row = screen.getByRole("row", { name: /Hauptkasse/ });
    expect(within(row).getByText("K1")).toBeInTheDocument();
    expect(within(row).getByText("830,50 €")).toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Letzter Abruf" })).not.toBeInTheDocument();
  });

  it("shows credit cards with the masked number and their brand", async () => {
    const card = moneyAccount({
      type: "CREDIT_CARD",
      name: "Visa Geschäftsführung",
      number: "xxxxxxxxxxxx4242",
      cardBrand: "VISA",
      limit: "10000.00",
    });
    renderList({ kind: "creditCard", accounts: [card] });
    const row = await screen.findByRole("row", { name: /Visa Geschäftsführung/ });
    expect(within(row).getByText("•••• •••• •••• 4242")).toBeInTheDocument();
    expect(within(row).getByText("Visa")).toBeInTheDocument();
    expect(within(row).getByText("10.000,00 €")).toBeInTheDocument();
  });

  it("opens an account by clicking anywhere on its row", async () => {
    const user = userEvent.setup({ delay: null });
    renderList();
    const navigate = vi.fn();
    const row = await screen.findByRole("row", { name: /USD-Konto/ });
    row.addEventListener("click", navigate);
    await user.click(within(row).getByText("USD"));
    expect(navigate).toHaveBeenCalled();
  });
});
