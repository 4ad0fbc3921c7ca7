import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import OssBranchCreatePageQueryNode, {
  type OssBranchCreatePageQuery,
} from "../../../__generated__/OssBranchCreatePageQuery.graphql.ts";
import OssBranchDetailPageQueryNode, {
  type OssBranchDetailPageQuery,
} from "../../../__generated__/OssBranchDetailPageQuery.graphql.ts";
import OssBranchesListPageQueryNode, {
  type OssBranchesListPageQuery,
} from "../../../__generated__/OssBranchesListPageQuery.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { OssBranchCreatePage } from "../pages/OssBranchCreatePage.tsx";
import { OssBranchDetailPage } from "../pages/OssBranchDetailPage.tsx";
import { OssBranchesListPage } from "../pages/OssBranchesListPage.tsx";
import { COMPANY, hasOperation, loadPage, renderPage } from "./testEnvironment.tsx";

const LEDGER_ACCOUNTS = [
  { id: "gl-1", rowId: "9a000000-0000-4000-8000-000000000001", number: "8400", name: "Erlöse 19 %", disabledAt: null },
  {
    id: "gl-2",
    rowId: "9a000000-0000-4000-8000-000000000002",
    number: "8320",
    name: "Erlöse EU OSS",
    disabledAt: null,
  },
  {
    id: "gl-3",
    rowId: "9a000000-0000-4000-8000-000000000003",
    number: "8999",
    name: "Alt",
    disabledAt: "2025-01-01T00:00:00Z",
  },
];

const BRANCHES = [
  {
    id: "oss-1",
    rowId: "9b000000-0000-4000-8000-000000000001",
    country: "FR",
    branch: "Paris",
    invoiceAccountingItemTitle: "Vente OSS France",
    generalLedgerAccount: LEDGER_ACCOUNTS[1],
  },
  {
    id: "oss-2",
    rowId: "9b000000-0000-4000-8000-000000000002",
    country: "AT",
    branch: "Wien",
    invoiceAccountingItemTitle: null,
    generalLedgerAccount: LEDGER_ACCOUNTS[0],
  },
];

function company(access = true, feature = true) {
  return () => ({
    id: "company",
    rowId: COMPANY,
    country: "DE",
    currentUserHasAccountingAccess: access,
    featureFlags: { euOss: feature },
  });
}
const ledgerAccounts = () => ({ nodes: LEDGER_ACCOUNTS });

function loadList({ access = true, feature = true, total = 2 } = {}) {
  return loadPage<OssBranchesListPageQuery>(
    OssBranchesListPageQueryNode,
    { clientCompanyRowId: COMPANY, count: 2, searchText: null },
    {
      ClientCompany: company(access, feature),
      ClientCompanyOssBranchConnection: () => ({
        totalCount: total,
        edges: BRANCHES.map((node) => ({ cursor: `c-${node.rowId}`, node })),
        pageInfo: { hasNextPage: total > BRANCHES.length, endCursor: "c-2" },
      }),
    },
  );
}

describe("EU OSS branches list", () => {
  it("names the country in the UI language and shows branch, ledger account and item title", async () => {
    const { mock, queryRef } = loadList();
    const onSearchChange = vi.fn();
    renderPage(mock, <OssBranchesListPage queryRef={queryRef} search={{}} count={2} onSearchChange={onSearchChange} />);
    const row = (await screen.findByRole("link", { name: "Frankreich" })).closest("tr")!;
    expect(within(row).getByText("Paris")).toBeInTheDocument();
    expect(within(row).getByText("8320 · Erlöse EU OSS")).toBeInTheDocument();
    expect(within(row).getByText("Vente OSS France")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Österreich" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Niederlassungen durchsuchen"), "8320");
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ searchText: "8320" }));
  });

  it("loads the next page by cursor", async () => {
    const { mock, queryRef } = loadList({ total: 4 });
    renderPage(mock, <OssBranchesListPage queryRef={queryRef} search={{}} count={2} onSearchChange={() => {}} />);
    await userEvent.click(await screen.findByRole("button", { name: "Weitere laden" }));
    const next = await mock.nextOperation("OssBranchesListPaginationQuery");
    expect(next.variables).toMatchObject({ count: 2, cursor: "c-2" });
  });

  it("shows the feature-off view when EU OSS is not switched on", async () => {
    const { mock, queryRef } = loadList({ feature: false });
    renderPage(mock, <OssBranchesListPage queryRef={queryRef} search={{}} count={2} onSearchChange={() => {}} />);
    expect(await screen.findByText("EU-OSS ist nicht eingeschaltet")).toBeInTheDocument();
  });

  it("is forbidden without accounting access", async () => {
    const { mock, queryRef } = loadList({ access: false });
    renderPage(mock, <OssBranchesListPage queryRef={queryRef} search={{}} count={2} onSearchChange={() => {}} />);
    expect(await screen.findByText("Kein Zugriff auf die Buchhaltungseinstellungen")).toBeInTheDocument();
  });
});

describe("EU OSS branch create", () => {
  function renderCreate() {
    const { mock, queryRef } = loadPage<OssBranchCreatePageQuery>(
      OssBranchCreatePageQueryNode,
      { clientCompanyRowId: COMPANY },
      { ClientCompany: company(), GeneralLedgerAccountConnection: ledgerAccounts },
    );
    renderPage(mock, <OssBranchCreatePage queryRef={queryRef} />);
    return mock;
  }

  it("requires country, branch and ledger account before saving", async () => {
    const mock = renderCreate();
    await userEvent.click(await screen.findByRole("button", { name: "Anlegen" }));
    expect(await screen.findByText("Bitte wählen Sie ein Land.")).toBeInTheDocument();
    expect(screen.getByText("Bitte geben Sie die Niederlassung an.")).toBeInTheDocument();
    expect(screen.getByText("Bitte wählen Sie ein Erlöskonto.")).toBeInTheDocument();
    expect(hasOperation(mock, "costMutationsCreateOssBranchMutation")).toBe(false);
  });

  it("offers the EU member states without the company's own country, and active ledger accounts", async () => {
    renderCreate();
    await userEvent.click(await screen.findByRole("combobox", { name: /Land/ }));
    expect(await screen.findByRole("option", { name: "Frankreich", hidden: true })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Griechenland", hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "Deutschland", hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "Schweiz", hidden: true })).not.toBeInTheDocument();
    // 26 countries (the ledger accounts' options are "number · name")
    const countries = screen.getAllByRole("option", { hidden: true }).filter((o) => !o.textContent?.includes("·"));
    expect(countries).toHaveLength(26);
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("combobox", { name: /Erlöskonto/ }));
    expect(await screen.findByRole("option", { name: "8320 · Erlöse EU OSS", hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: /8999/, hidden: true })).not.toBeInTheDocument();
  });

  it("sends the branch and shows a country already taken at the country field", async () => {
    const mock = renderCreate();
    await userEvent.click(await screen.findByRole("combobox", { name: /Land/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Frankreich", hidden: true }));
    await userEvent.type(screen.getByRole("textbox", { name: /Niederlassung/ }), " Paris ");
    await userEvent.click(screen.getByRole("combobox", { name: /Erlöskonto/ }));
    await userEvent.click(await screen.findByRole("option", { name: "8320 · Erlöse EU OSS", hidden: true }));
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    const mutation = await mock.nextOperation("costMutationsCreateOssBranchMutation");
    expect(mutation.variables.input).toEqual({
      clientCompanyOssBranch: {
        clientCompanyRowId: COMPANY,
        country: "FR",
        branch: "Paris",
        generalLedgerAccountRowId: LEDGER_ACCOUNTS[1]!.rowId,
        invoiceAccountingItemTitle: null,
      },
    });
    mutation.reject(
      GraphQLRequestError.fromErrors([
        {
          message: "exists",
          extensions: { code: "ALREADY_EXISTS", constraint: "client_company_oss_branches_company_country_key" },
        },
      ]),
    );
    const country = screen.getByRole("combobox", { name: /Land/ });
    await waitFor(() => expect(country).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Für dieses Land gibt es schon eine EU-OSS-Niederlassung.")).toBeInTheDocument();
  });
});

describe("EU OSS branch detail", () => {
  it("shows the stored branch and refuses the company's own country from the server at the field", async () => {
    const { mock, queryRef } = loadPage<OssBranchDetailPageQuery>(
      OssBranchDetailPageQueryNode,
      { clientCompanyRowId: COMPANY, ossBranchRowId: BRANCHES[0]!.rowId },
      {
        ClientCompany: company(),
        GeneralLedgerAccountConnection: ledgerAccounts,
        ClientCompanyOssBranch: () => ({
          ...BRANCHES[0],
          clientCompanyRowId: COMPANY,
          generalLedgerAccountRowId: LEDGER_ACCOUNTS[1]!.rowId,
          updatedAt: "2026-03-01T10:00:00Z",
        }),
      },
    );
    renderPage(mock, <OssBranchDetailPage queryRef={queryRef} />);
    expect(await screen.findByRole("heading", { name: "Frankreich · Paris" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: /Erlöskonto/ })).toHaveValue("8320 · Erlöse EU OSS");
    const title = screen.getByRole("textbox", { name: /Buchungstext/ });
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    const mutation = await mock.nextOperation("costMutationsUpdateOssBranchMutation");
    expect(mutation.variables.input.patch).toMatchObject({ invoiceAccountingItemTitle: null, country: "FR" });
    mutation.reject(
      GraphQLRequestError.fromErrors([
        {
          message: "home",
          extensions: { code: "INVALID_VALUE", constraint: "client_company_oss_branches_country_not_home" },
        },
      ]),
    );
    expect(
      await screen.findByText(
        "Das eigene Land des Mandanten ist kein OSS-Land: wählen Sie einen anderen EU-Mitgliedstaat.",
      ),
    ).toBeInTheDocument();
  });
});
