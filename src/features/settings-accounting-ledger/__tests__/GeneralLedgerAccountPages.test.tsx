import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import GeneralLedgerAccountCreatePageQueryNode, {
  type GeneralLedgerAccountCreatePageQuery,
} from "../../../__generated__/GeneralLedgerAccountCreatePageQuery.graphql.ts";
import GeneralLedgerAccountsListPageQueryNode, {
  type GeneralLedgerAccountsListPageQuery,
} from "../../../__generated__/GeneralLedgerAccountsListPageQuery.graphql.ts";
import { GeneralLedgerAccountCreatePage } from "../pages/GeneralLedgerAccountCreatePage.tsx";
import { GeneralLedgerAccountsListPage } from "../pages/GeneralLedgerAccountsListPage.tsx";
import { COMPANY, companyOf, LEDGER_ACCOUNTS, loadPageQuery, refusal, renderPage } from "./ledgerTestEnvironment.tsx";

function renderList(options: { access?: boolean; hasNextPage?: boolean; onSearchChange?: () => void } = {}) {
  const { mock, queryRef } = loadPageQuery<GeneralLedgerAccountsListPageQuery>(
    GeneralLedgerAccountsListPageQueryNode,
    { clientCompanyRowId: COMPANY, count: 2, searchText: null, category: null, includeDisabled: false },
    {
      company: companyOf({ currentUserHasAccountingAccess: options.access ?? true }),
      accounts: LEDGER_ACCOUNTS.slice(0, 2),
      hasNextPage: options.hasNextPage ?? false,
      totalCount: options.hasNextPage ? 3 : 2,
    },
  );
  renderPage(
    mock,
    <GeneralLedgerAccountsListPage
      queryRef={queryRef}
      search={{}}
      count={2}
      onSearchChange={options.onSearchChange ?? (() => {})}
    />,
  );
  return mock;
}

function renderCreate() {
  const { mock, queryRef } = loadPageQuery<GeneralLedgerAccountCreatePageQuery>(
    GeneralLedgerAccountCreatePageQueryNode,
    { clientCompanyRowId: COMPANY },
    { company: companyOf() },
  );
  renderPage(mock, <GeneralLedgerAccountCreatePage queryRef={queryRef} />);
  return mock;
}

describe("general-ledger account pages", () => {
  it("lists the accounts with number, name, category and status, and loads more", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderList({ hasNextPage: true });
    expect(await screen.findByRole("heading", { level: 1, name: "Sachkonten" })).toBeInTheDocument();
    const telefon = screen.getByRole("row", { name: /4920/ });
    expect(within(telefon).getByText("Telefon")).toBeInTheDocument();
    expect(within(telefon).getByText("Aufwand")).toBeInTheDocument();
    expect(within(telefon).getByText("Aktiv")).toBeInTheDocument();
    expect(screen.getByText("2 von 3 Einträgen")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Weitere laden" }));
    const more = await mock.nextOperation("GeneralLedgerAccountsListPaginationQuery");
    expect(more.variables).toMatchObject({ count: 2, cursor: `c-${LEDGER_ACCOUNTS[1]!.rowId}` });
  });

  it("passes the search text and the filters to the URL state", async () => {
    const user = userEvent.setup({ delay: null });
    const onSearchChange = vi.fn();
    renderList({ onSearchChange });
    await user.type(await screen.findByRole("searchbox", { name: "Sachkonten durchsuchen" }), "49");
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ searchText: "49" }));
    await user.click(screen.getByRole("switch", { name: "Deaktivierte zeigen" }));
    expect(onSearchChange).toHaveBeenCalledWith({ includeDisabled: true });
  });

  it("shows the forbidden view without accounting access", async () => {
    renderList({ access: false });
    expect(await screen.findByRole("heading", { name: "Kein Buchhaltungszugriff" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("imports SKR04 and says how many accounts it added and skipped", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderList();
    await user.click(await screen.findByRole("button", { name: "Kontenrahmen importieren" }));
    await user.click(await screen.findByRole("menuitem", { name: /SKR04/ }));
    const operation = await mock.nextOperation("generalLedgerAccountMutationsImportMutation");
    expect(operation.variables).toEqual({ input: { clientCompanyRowId: COMPANY, chart: "SKR04" } });
    operation.resolve({ data: { importGeneralLedgerChart: { result: { added: 61, skipped: 3 } } } });
    expect(await screen.findByText("SKR04: 61 Konten hinzugefügt, 3 schon vorhanden.")).toBeInTheDocument();
    // The list is loaded anew.
    await mock.nextOperation("GeneralLedgerAccountsListPaginationQuery");
  });

  it("checks the number before saving and shows a taken number at the number field", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderCreate();
    const form = await screen.findByRole("form", { name: "Sachkonto" });
    await user.type(within(form).getByLabelText(/^Kontonummer/), "12a");
    await user.click(within(form).getByRole("button", { name: "Anlegen" }));
    expect(await within(form).findByText("Die Kontonummer besteht aus 4 bis 8 Ziffern.")).toBeInTheDocument();
    expect(within(form).getByText("Bitte geben Sie eine Bezeichnung an.")).toBeInTheDocument();
    expect(within(form).getByText("Bitte wählen Sie eine Kategorie.")).toBeInTheDocument();

    // The hint names the company's account length, and a number of another length is refused.
    expect(within(form).getByLabelText(/^Kontonummer/)).toHaveAccessibleDescription(
      /Genau 4 Ziffern \(Sachkontenlänge der Firma/,
    );
    await user.clear(within(form).getByLabelText(/^Kontonummer/));
    await user.type(within(form).getByLabelText(/^Kontonummer/), "49200");
    await user.click(within(form).getByRole("button", { name: "Anlegen" }));
    expect(
      await within(form).findByText("Die Kontonummer muss genau 4 Ziffern haben (Sachkontenlänge der Firma)."),
    ).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Kontonummer/));
    await user.type(within(form).getByLabelText(/^Kontonummer/), "4920");
    await user.type(within(form).getByLabelText(/^Bezeichnung/), "Telefon");
    await user.click(within(form).getByLabelText(/^Kategorie/));
    await user.click(await screen.findByRole("option", { name: "Aufwand", hidden: true }));
    await user.click(within(form).getByRole("button", { name: "Anlegen" }));
    const operation = await mock.nextOperation("generalLedgerAccountMutationsCreateMutation");
    expect(operation.variables).toEqual({
      input: {
        generalLedgerAccount: {
          clientCompanyRowId: COMPANY,
          number: "4920",
          name: "Telefon",
          category: "EXPENSE",
          disabledAt: null,
        },
      },
    });
    operation.reject(refusal("ALREADY_EXISTS", { constraint: "general_ledger_accounts_company_number_key" }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Kontonummer/)).toHaveAccessibleDescription(
        /Ein Sachkonto mit dieser Nummer gibt es bereits./,
      ),
    );
  });
});
