import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import CostUnitCreatePageQueryNode, {
  type CostUnitCreatePageQuery,
} from "../../../__generated__/CostUnitCreatePageQuery.graphql.ts";
import CostUnitDetailPageQueryNode, {
  type CostUnitDetailPageQuery,
} from "../../../__generated__/CostUnitDetailPageQuery.graphql.ts";
import CostUnitsListPageQueryNode, {
  type CostUnitsListPageQuery,
} from "../../../__generated__/CostUnitsListPageQuery.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { CostUnitCreatePage } from "../pages/CostUnitCreatePage.tsx";
import { CostUnitDetailPage } from "../pages/CostUnitDetailPage.tsx";
import { CostUnitsListPage } from "../pages/CostUnitsListPage.tsx";
import { COMPANY, hasOperation, loadPage, renderPage } from "./testEnvironment.tsx";

const UNITS = [
  {
    id: "cu-a",
    rowId: "7a000000-0000-4000-8000-000000000001",
    number: "P2026",
    description: "Neubau Lindenstraße",
    currency: "EUR",
    budget: "10000.00",
    assignedAmount: "11250.10",
    invoiceCount: 3,
    itemCount: 4,
  },
  {
    id: "cu-b",
    rowId: "7a000000-0000-4000-8000-000000000002",
    number: "P2027",
    description: null,
    currency: "EUR",
    budget: null,
    assignedAmount: "0.00",
    invoiceCount: 0,
    itemCount: 0,
  },
];

function company(access = true, feature = true) {
  return () => ({
    id: "company",
    rowId: COMPANY,
    currentUserHasAccountingAccess: access,
    featureFlags: { costUnits: feature },
  });
}

function loadList({ feature = true, total = 2 } = {}) {
  return loadPage<CostUnitsListPageQuery>(
    CostUnitsListPageQueryNode,
    { clientCompanyRowId: COMPANY, count: 2, searchText: null },
    {
      ClientCompany: company(true, feature),
      CostUnitConnection: () => ({
        totalCount: total,
        edges: UNITS.map((node) => ({ cursor: `c-${node.rowId}`, node })),
        pageInfo: { hasNextPage: total > UNITS.length, endCursor: "c-2" },
      }),
    },
  );
}

describe("cost units list", () => {
  it("shows budget, assigned amount and consumption, over budget in red; the search goes to the URL", async () => {
    const { mock, queryRef } = loadList();
    const onSearchChange = vi.fn();
    renderPage(mock, <CostUnitsListPage queryRef={queryRef} search={{}} count={2} onSearchChange={onSearchChange} />);
    const row = (await screen.findByRole("link", { name: "P2026" })).closest("tr")!;
    expect(within(row).getByText("10.000,00 €")).toBeInTheDocument();
    expect(within(row).getByText("11.250,10 €")).toBeInTheDocument();
    expect(within(row).getByText("112,5 %")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Kostenträger durchsuchen"), "linden");
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ searchText: "linden" }));
  });

  it("loads the next page by cursor", async () => {
    const { mock, queryRef } = loadList({ total: 3 });
    renderPage(mock, <CostUnitsListPage queryRef={queryRef} search={{}} count={2} onSearchChange={() => {}} />);
    await userEvent.click(await screen.findByRole("button", { name: "Weitere laden" }));
    const next = await mock.nextOperation("CostUnitsListPaginationQuery");
    expect(next.variables).toMatchObject({ count: 2, cursor: "c-2" });
  });

  it("shows the feature-off view", async () => {
    const { mock, queryRef } = loadList({ feature: false });
    renderPage(mock, <CostUnitsListPage queryRef={queryRef} search={{}} count={2} onSearchChange={() => {}} />);
    expect(await screen.findByText("Kostenträger sind nicht eingeschaltet")).toBeInTheDocument();
  });
});

describe("cost unit create", () => {
  function renderCreate() {
    const { mock, queryRef } = loadPage<CostUnitCreatePageQuery>(
      CostUnitCreatePageQueryNode,
      { clientCompanyRowId: COMPANY },
      { ClientCompany: company() },
    );
    renderPage(mock, <CostUnitCreatePage queryRef={queryRef} />);
    return mock;
  }

  it("sends the budget as an exact decimal and shows a taken number at its field", async () => {
    const mock = renderCreate();
    await userEvent.type(await screen.findByRole("textbox", { name: /Nummer/ }), "P2026");
    await userEvent.type(screen.getByRole("textbox", { name: /Budget/ }), "25000,5");
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    const mutation = await mock.nextOperation("costMutationsCreateCostUnitMutation");
    expect(mutation.variables.input).toEqual({
      costUnit: {
        clientCompanyRowId: COMPANY,
        number: "P2026",
        description: null,
        currency: "EUR",
        budget: "25000.50",
      },
    });
    mutation.reject(
      GraphQLRequestError.fromErrors([
        { message: "exists", extensions: { code: "ALREADY_EXISTS", constraint: "cost_units_company_number_key" } },
      ]),
    );
    const input = screen.getByRole("textbox", { name: /Nummer/ });
    await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
    expect(input).toHaveAccessibleDescription(expect.stringContaining("gibt es bereits") as unknown as string);
  });

  it("refuses a number the database would refuse", async () => {
    const mock = renderCreate();
    await userEvent.type(await screen.findByRole("textbox", { name: /Nummer/ }), "P-2026");
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    expect(
      await screen.findByText("Die Nummer hat 1 bis 20 Buchstaben oder Ziffern, ohne Leer- und Sonderzeichen."),
    ).toBeInTheDocument();
    expect(hasOperation(mock, "costMutationsCreateCostUnitMutation")).toBe(false);
  });
});

describe("cost unit detail", () => {
  function renderDetail(unit: Record<string, unknown>, feature = true) {
    const { mock, queryRef } = loadPage<CostUnitDetailPageQuery>(
      CostUnitDetailPageQueryNode,
      { clientCompanyRowId: COMPANY, costUnitRowId: UNITS[0]!.rowId },
      {
        ClientCompany: company(true, feature),
        CostUnit: () => ({ ...unit, clientCompanyRowId: COMPANY, updatedAt: "2026-03-01T10:00:00Z" }),
        AccountingItemCostUnitConnection: () => ({
          totalCount: 1,
          nodes: [
            {
              id: "link-1",
              amount: "11250.10",
              accountingItem: {
                id: "item-1",
                title: "Rohbau Abschlag",
                amount: "12000.00",
                documentRowId: "8a000000-0000-4000-8000-000000000001",
                invoice: {
                  id: "inv-1",
                  invoiceNumber: "RE-2026-17",
                  currency: "EUR",
                  partnerCompany: { id: "p-1", name: "Bau Schulte GmbH" },
                },
              },
            },
          ],
        }),
      },
    );
    renderPage(mock, <CostUnitDetailPage queryRef={queryRef} />);
    return mock;
  }

  it("shows the consumption over budget in red with the excess, and the linked lines", async () => {
    renderDetail(UNITS[0]!);
    expect(await screen.findByText("1.250,10 € über Budget")).toBeInTheDocument();
    expect(screen.getByText("11.250,10 € von 10.000,00 € (112,5 %)")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Budgetverbrauch" })).toBeInTheDocument();
    const items = screen.getByRole("table", { name: "Zugeordnete Buchungszeilen" });
    expect(within(items).getByRole("link", { name: "Beleg öffnen" })).toHaveAttribute(
      "href",
      `/documents/8a000000-0000-4000-8000-000000000001?clientCompanyRowId=${COMPANY}`,
    );
    expect(within(items).getByText("RE-2026-17")).toBeInTheDocument();
    expect(within(items).getByText("Bau Schulte GmbH")).toBeInTheDocument();
    expect(within(items).getByText("Rohbau Abschlag")).toBeInTheDocument();
    expect(within(items).getByText("12.000,00 €")).toBeInTheDocument();
  });

  it("refuses a budget beyond numeric(15,2) before saving, and shows the server's budget refusal at the field", async () => {
    const mock = renderDetail(UNITS[1]!);
    expect(await screen.findByText("Kein Budget festgelegt: 0,00 € zugeordnet.")).toBeInTheDocument();
    const budget = screen.getByRole("textbox", { name: /Budget/ });
    await userEvent.type(budget, "10000000000000");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    expect(
      await screen.findByText("Bitte geben Sie einen Betrag ab 0 mit höchstens zwei Nachkommastellen an."),
    ).toBeInTheDocument();
    expect(hasOperation(mock, "costMutationsUpdateCostUnitMutation")).toBe(false);
    await userEvent.clear(budget);
    await userEvent.type(budget, "500");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    const mutation = await mock.nextOperation("costMutationsUpdateCostUnitMutation");
    expect(mutation.variables.input.patch).toMatchObject({ budget: "500.00" });
    mutation.reject(
      GraphQLRequestError.fromErrors([
        { message: "invalid", extensions: { code: "INVALID_VALUE", constraint: "cost_units_budget_check" } },
      ]),
    );
    await waitFor(() => expect(budget).toHaveAttribute("aria-invalid", "true"));
  });

  it("shows the feature-off view", async () => {
    renderDetail(UNITS[0]!, false);
    expect(await screen.findByText("Kostenträger sind nicht eingeschaltet")).toBeInTheDocument();
  });
});
