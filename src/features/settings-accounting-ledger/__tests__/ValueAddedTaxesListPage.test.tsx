import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import ValueAddedTaxesListPageQueryNode, {
  type ValueAddedTaxesListPageQuery,
} from "../../../__generated__/ValueAddedTaxesListPageQuery.graphql.ts";
import { ValueAddedTaxesListPage } from "../pages/ValueAddedTaxesListPage.tsx";
import { COMPANY, companyOf, loadPageQuery, refusal, renderPage, valueAddedTax } from "./ledgerTestEnvironment.tsx";

const INPUT_19 = valueAddedTax({
  valueAddedTaxRates: {
    nodes: [
      { id: "r1", percentage: "19.00", validFrom: "2007-01-01", validUntil: "2020-06-30" },
      { id: "r2", percentage: "16.00", validFrom: "2020-07-01", validUntil: "2020-12-31" },
      { id: "r3", percentage: "19.00", validFrom: "2021-01-01", validUntil: null },
    ],
  },
});
const REVERSE = valueAddedTax({
  type: "REVERSE_CHARGE",
  name: "Reverse Charge §13b",
  shortName: null,
  code: "94",
  amountTypeMustBeNet: true,
  intraEu: true,
});

function renderList(options: { access?: boolean; hasNextPage?: boolean; onSearchChange?: () => void } = {}) {
  const { mock, queryRef } = loadPageQuery<ValueAddedTaxesListPageQuery>(
    ValueAddedTaxesListPageQueryNode,
    { clientCompanyRowId: COMPANY, count: 2, searchText: null },
    {
      company: companyOf({ currentUserHasAccountingAccess: options.access ?? true }),
      vats: [INPUT_19, REVERSE],
      hasNextPage: options.hasNextPage ?? false,
      totalCount: options.hasNextPage ? 4 : 2,
    },
  );
  renderPage(
    mock,
    <ValueAddedTaxesListPage
      queryRef={queryRef}
      search={{}}
      count={2}
      onSearchChange={options.onSearchChange ?? (() => {})}
    />,
  );
  return mock;
}

describe("VAT codes page", () => {
  it("lists the codes with tax key, type, dated rates and marks; pages and searches", async () => {
    const user = userEvent.setup({ delay: null });
    const onSearchChange = vi.fn();
    const mock = renderList({ hasNextPage: true, onSearchChange });
    expect(await screen.findByRole("heading", { level: 1, name: "Steuerschlüssel" })).toBeInTheDocument();
    const input = screen.getByRole("row", { name: /Vorsteuer 19 %/ });
    expect(within(input).getByText("16 %")).toBeInTheDocument();
    expect(within(input).getByText("· 01.07.2020 – 31.12.2020")).toBeInTheDocument();
    expect(within(input).getByText("· ab 01.01.2021")).toBeInTheDocument();
    const reverse = screen.getByRole("row", { name: /Reverse Charge §13b/ });
    expect(within(reverse).getByText("94")).toBeInTheDocument();
    expect(within(reverse).getByText("Innergemeinschaftlich")).toBeInTheDocument();
    expect(within(reverse).getByText("Nur netto")).toBeInTheDocument();
    expect(screen.getByText("2 von 4 Einträgen")).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Steuerschlüssel durchsuchen" }), "94");
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ searchText: "94" }));
    await user.click(screen.getByRole("button", { name: "Weitere laden" }));
    await mock.nextOperation("ValueAddedTaxesListPaginationQuery");
  });

  it("shows the forbidden view without accounting access", async () => {
    renderList({ access: false });
    expect(await screen.findByRole("heading", { name: "Kein Buchhaltungszugriff" })).toBeInTheDocument();
  });

  it("creates a code in the drawer: checks rates and periods, then saves the code and its rates", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderList();
    await user.click(await screen.findByRole("button", { name: "Steuerschlüssel anlegen" }));
    const form = await screen.findByRole("form", { name: "Steuerschlüssel" });
    await user.type(within(form).getByLabelText(/^Name/), "Vorsteuer 7 %");
    await user.type(within(form).getByLabelText(/^BU-Schlüssel/), "8a");
    await user.type(within(form).getByLabelText(/^Satz/), "107");
    await user.type(within(form).getByLabelText(/^Gültig ab/), "1.1.2021");
    await user.type(within(form).getByLabelText(/^Gültig bis/), "31.12.2020");
    await user.click(within(form).getByRole("button", { name: "Speichern" }));
    expect(await within(form).findByText("Der BU-Schlüssel besteht aus 1 bis 4 Ziffern.")).toBeInTheDocument();
    expect(within(form).getByText("Ein Satz von 0 bis 100 mit höchstens zwei Nachkommastellen.")).toBeInTheDocument();
    expect(within(form).getByText("„Gültig bis“ liegt vor „Gültig ab“.")).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/^BU-Schlüssel/));
    await user.type(within(form).getByLabelText(/^BU-Schlüssel/), "8");
    await user.clear(within(form).getByLabelText(/^Satz/));
    await user.type(within(form).getByLabelText(/^Satz/), "7");
    await user.clear(within(form).getByLabelText(/^Gültig bis/));
    await user.click(within(form).getByRole("button", { name: "Speichern" }));
    const create = await mock.nextOperation("valueAddedTaxMutationsCreateMutation");
    expect(create.variables.input.valueAddedTax).toEqual({
      clientCompanyRowId: COMPANY,
      type: "INPUT_TAX",
      name: "Vorsteuer 7 %",
      shortName: null,
      code: "8",
      amountTypeMustBeNet: false,
      intraEu: false,
    });
    create.reject(refusal("ALREADY_EXISTS", { constraint: "value_added_taxes_company_code_key" }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^BU-Schlüssel/)).toHaveAccessibleDescription(
        /Einen Steuerschlüssel mit diesem BU-Schlüssel gibt es bereits./,
      ),
    );

    await user.clear(within(form).getByLabelText(/^BU-Schlüssel/));
    await user.type(within(form).getByLabelText(/^BU-Schlüssel/), "18");
    await user.click(within(form).getByRole("button", { name: "Speichern" }));
    const second = await mock.nextOperation("valueAddedTaxMutationsCreateMutation");
    second.resolve({
      data: {
        createValueAddedTax: {
          valueAddedTax: { id: "vat-new", rowId: "ab000000-0000-4000-8000-00000000abcd", name: "Vorsteuer 7 %" },
        },
      },
    });
    const rates = await mock.nextOperation("valueAddedTaxMutationsSetRatesMutation");
    expect(rates.variables.input).toEqual({
      valueAddedTaxRowId: "ab000000-0000-4000-8000-00000000abcd",
      rates: [{ percentage: "7", validFrom: "2021-01-01", validUntil: null }],
    });
  });
});
