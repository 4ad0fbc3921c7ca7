import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import CostCenterCreatePageQueryNode, {
  type CostCenterCreatePageQuery,
} from "../../../__generated__/CostCenterCreatePageQuery.graphql.ts";
import CostCenterDetailPageQueryNode, {
  type CostCenterDetailPageQuery,
} from "../../../__generated__/CostCenterDetailPageQuery.graphql.ts";
import CostCentersListPageQueryNode, {
  type CostCentersListPageQuery,
} from "../../../__generated__/CostCentersListPageQuery.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { CostCenterCreatePage } from "../pages/CostCenterCreatePage.tsx";
import { CostCenterDetailPage } from "../pages/CostCenterDetailPage.tsx";
import { CostCentersListPage } from "../pages/CostCentersListPage.tsx";
import { COMPANY, hasOperation, loadPage, renderPage } from "./testEnvironment.tsx";

const CENTERS = [
  {
    id: "cc-a",
    rowId: "6a000000-0000-4000-8000-000000000001",
    number: "100",
    description: "Werkstatt",
    currency: "EUR",
    invoiceCount: 12,
    itemCount: 1234,
  },
  {
    id: "cc-b",
    rowId: "6a000000-0000-4000-8000-000000000002",
    number: "200",
    description: null,
    currency: "CHF",
    invoiceCount: 0,
    itemCount: 0,
  },
];

function company(access = true, feature = true) {
  return () => ({
    id: "company",
    rowId: COMPANY,
    currentUserHasAccountingAccess: access,
    featureFlags: { costCenters: feature },
  });
}

function loadList({ access = true, feature = true, total = 2 } = {}) {
  return loadPage<CostCentersListPageQuery>(
    CostCentersListPageQueryNode,
    { clientCompanyRowId: COMPANY, count: 2, searchText: null },
    {
      ClientCompany: company(access, feature),
      CostCenterConnection: () => ({
        totalCount: total,
        edges: CENTERS.map((node) => ({ cursor: `c-${node.rowId}`, node })),
        pageInfo: { hasNextPage: total > CENTERS.length, endCursor: "c-2" },
      }),
    },
  );
}

describe("cost centres list", () => {
  it("shows number, description, currency and the counts; the search goes to the URL", async () => {
    const { mock, queryRef } = loadList();
    const onSearchChange = vi.fn();
    renderPage(mock, <CostCentersListPage queryRef={queryRef} search={{}} count={2} onSearchChange={onSearchChange} />);
    expect(await screen.findByRole("link", { name: "100" })).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/accounting/cost-centers/${CENTERS[0]!.rowId}?clientCompanyRowId=${COMPANY}`,
    );
    expect(screen.getByText("Werkstatt")).toBeInTheDocument();
    expect(screen.getByText("CHF")).toBeInTheDocument();
    expect(screen.getByText("1.234")).toBeInTheDocument();
    expect(screen.getByText("2 von 2 angezeigt")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Kostenstellen durchsuchen"), "werk");
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ searchText: "werk" }));
  });

  it("loads the next page by cursor when the database has more", async () => {
    const { mock, queryRef } = loadList({ total: 7 });
    renderPage(mock, <CostCentersListPage queryRef={queryRef} search={{}} count={2} onSearchChange={() => {}} />);
    expect(await screen.findByText("2 von 7 angezeigt")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Weitere laden" }));
    const next = await mock.nextOperation("CostCentersListPaginationQuery");
    expect(next.variables).toMatchObject({ count: 2, cursor: "c-2", searchText: null });
  });

  it("offers to reset a search without matches", async () => {
    const { mock, queryRef } = loadPage<CostCentersListPageQuery>(
      CostCentersListPageQueryNode,
      { clientCompanyRowId: COMPANY, count: 50, searchText: "zzz" },
      {
        ClientCompany: company(),
        CostCenterConnection: () => ({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } }),
      },
    );
    const onSearchChange = vi.fn();
    renderPage(
      mock,
      <CostCentersListPage
        queryRef={queryRef}
        search={{ searchText: "zzz" }}
        count={50}
        onSearchChange={onSearchChange}
      />,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Suche und Filter zurücksetzen" }));
    expect(onSearchChange).toHaveBeenCalledWith({ searchText: undefined });
  });

  it("shows the feature-off view when cost centres are not switched on", async () => {
    const { mock, queryRef } = loadList({ feature: false });
    renderPage(mock, <CostCentersListPage queryRef={queryRef} search={{}} count={2} onSearchChange={() => {}} />);
    expect(await screen.findByText("Kostenstellen sind nicht eingeschaltet")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("is forbidden without accounting access", async () => {
    const { mock, queryRef } = loadList({ access: false });
    renderPage(mock, <CostCentersListPage queryRef={queryRef} search={{}} count={2} onSearchChange={() => {}} />);
    expect(await screen.findByText("Kein Zugriff auf die Buchhaltungseinstellungen")).toBeInTheDocument();
  });
});

describe("cost centre create", () => {
  function renderCreate(feature = true) {
    const { mock, queryRef } = loadPage<CostCenterCreatePageQuery>(
      CostCenterCreatePageQueryNode,
      { clientCompanyRowId: COMPANY },
      { ClientCompany: company(true, feature) },
    );
    renderPage(mock, <CostCenterCreatePage queryRef={queryRef} />);
    return mock;
  }

  it("refuses what the database would refuse before saving", async () => {
    const mock = renderCreate();
    await userEvent.click(await screen.findByRole("button", { name: "Anlegen" }));
    expect(await screen.findByText("Bitte geben Sie eine Nummer ein.")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: /Nummer/ }), "A 1");
    await userEvent.type(screen.getByRole("textbox", { name: /Bezeichnung/ }), "x".repeat(201));
    await userEvent.clear(screen.getByRole("textbox", { name: /Währung/ }));
    await userEvent.type(screen.getByRole("textbox", { name: /Währung/ }), "E1");
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    expect(
      await screen.findByText("Die Nummer hat 1 bis 20 Buchstaben oder Ziffern, ohne Leer- und Sonderzeichen."),
    ).toBeInTheDocument();
    expect(screen.getByText("Die Bezeichnung ist zu lang (höchstens 200 Zeichen).")).toBeInTheDocument();
    expect(
      screen.getByText("Bitte geben Sie einen Währungscode mit drei Buchstaben an, z. B. EUR."),
    ).toBeInTheDocument();
    expect(hasOperation(mock, "costMutationsCreateCostCenterMutation")).toBe(false);
  });

  it("sends the trimmed values and shows a taken number at the number field", async () => {
    const mock = renderCreate();
    await userEvent.type(await screen.findByRole("textbox", { name: /Nummer/ }), " 100 ");
    await userEvent.type(screen.getByRole("textbox", { name: /Bezeichnung/ }), "Werkstatt");
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    const mutation = await mock.nextOperation("costMutationsCreateCostCenterMutation");
    expect(mutation.variables.input).toEqual({
      costCenter: { clientCompanyRowId: COMPANY, number: "100", description: "Werkstatt", currency: "EUR" },
    });
    mutation.reject(
      GraphQLRequestError.fromErrors([
        {
          message: "This entry already exists.",
          extensions: { code: "ALREADY_EXISTS", constraint: "cost_centers_company_number_key" },
        },
      ]),
    );
    const input = screen.getByRole("textbox", { name: /Nummer/ });
    await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
    expect(input).toHaveValue(" 100 ");
    expect(input).toHaveAccessibleDescription(expect.stringContaining("gibt es bereits") as unknown as string);
  });

  it("shows the currency in capitals without capitalising its label and hint", async () => {
    renderCreate();
    const currency = await screen.findByRole("textbox", { name: /Währung/ });
    expect(currency).toHaveStyle({ textTransform: "uppercase" });
    expect(screen.getByText("ISO-Code mit drei Buchstaben, z. B. EUR").closest("[style*='uppercase']")).toBeNull();
  });

  it("shows the feature-off view", async () => {
    renderCreate(false);
    expect(await screen.findByText("Kostenstellen sind nicht eingeschaltet")).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });
});

describe("cost centre detail", () => {
  function renderDetail(center: Record<string, unknown> | null) {
    const { mock, queryRef } = loadPage<CostCenterDetailPageQuery>(
      CostCenterDetailPageQueryNode,
      { clientCompanyRowId: COMPANY, costCenterRowId: CENTERS[0]!.rowId },
      {
        ClientCompany: company(),
        CostCenter: () => center,
      },
    );
    renderPage(mock, <CostCenterDetailPage queryRef={queryRef} />);
    return mock;
  }

  it("shows the usage and saves a changed description", async () => {
    const mock = renderDetail({
      ...CENTERS[0],
      clientCompanyRowId: COMPANY,
      updatedAt: "2026-03-01T10:00:00Z",
    });
    expect(await screen.findByRole("heading", { name: "100 · Werkstatt" })).toBeInTheDocument();
    expect(screen.getByText(/12 Rechnungen · 1.234 Buchungszeilen/)).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Speichern" });
    expect(save).toBeDisabled();
    const description = screen.getByRole("textbox", { name: /Bezeichnung/ });
    await userEvent.clear(description);
    await userEvent.click(save);
    const mutation = await mock.nextOperation("costMutationsUpdateCostCenterMutation");
    expect(mutation.variables.input).toEqual({
      rowId: CENTERS[0]!.rowId,
      patch: { number: "100", description: null, currency: "EUR" },
    });
  });

  it("says so when the cost centre belongs to another company", async () => {
    renderDetail({ ...CENTERS[0], clientCompanyRowId: "0b8f5e1c-1a2b-4c3d-8e4f-000000000099" });
    expect(await screen.findByText("Eintrag nicht gefunden")).toBeInTheDocument();
  });
});
