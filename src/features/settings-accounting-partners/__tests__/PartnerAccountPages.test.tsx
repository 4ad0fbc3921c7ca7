import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ConcreteRequest, OperationType, VariablesOf } from "relay-runtime";
import { describe, expect, it, vi } from "vitest";
import PartnerAccountCreatePageQueryNode, {
  type PartnerAccountCreatePageQuery,
} from "../../../__generated__/PartnerAccountCreatePageQuery.graphql.ts";
import PartnerAccountsListPageQueryNode, {
  type PartnerAccountsListPageQuery,
} from "../../../__generated__/PartnerAccountsListPageQuery.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { PartnerAccountCreatePage } from "../pages/PartnerAccountCreatePage.tsx";
import { PartnerAccountsListPage } from "../pages/PartnerAccountsListPage.tsx";
import { hasOperation, loadPage, renderPage } from "./testEnvironment.tsx";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";

const ACCOUNTS = [
  {
    id: "pa-1",
    rowId: "5a000000-0000-4000-8000-000000000001",
    number: "70001",
    description: "Brandt Sanitärgroßhandel",
    currency: "EUR",
    disabledAt: null,
    invoiceCount: 12,
    partnerCompany: { id: "p-1", name: "Brandt Sanitär GmbH" },
  },
  {
    id: "pa-2",
    rowId: "5a000000-0000-4000-8000-000000000002",
    number: "79999",
    description: "Diverse Kreditoren",
    currency: "EUR",
    disabledAt: "2026-01-02T10:00:00Z",
    invoiceCount: 0,
    partnerCompany: null,
  },
];

function load<T extends OperationType>(
  query: ConcreteRequest,
  variables: VariablesOf<T>,
  accounting = true,
  total = 2,
) {
  return loadPage<T>(query, variables, {
    ClientCompany: () => ({
      id: "cc-1",
      rowId: COMPANY,
      currentUserHasAccountingAccess: accounting,
      generalLedgerAccountLength: 4,
    }),
    PartnerAccountConnection: () => ({
      totalCount: total,
      edges: ACCOUNTS.map((node) => ({ cursor: `c-${node.rowId}`, node })),
      pageInfo: { hasNextPage: total > ACCOUNTS.length, endCursor: "c-2" },
    }),
  });
}

describe("partner accounts list", () => {
  it("shows the accounts with partner, status and invoices; the type and the search go to the URL", async () => {
    const { mock, queryRef } = load<PartnerAccountsListPageQuery>(PartnerAccountsListPageQueryNode, {
      clientCompanyRowId: COMPANY,
      count: 50,
      type: "CREDITOR",
      includeDisabled: true,
      searchText: null,
    });
    const onSearchChange = vi.fn();
    renderPage(
      mock,
      <PartnerAccountsListPage
        queryRef={queryRef}
        search={{ includeDisabled: true }}
        count={50}
        onSearchChange={onSearchChange}
      />,
    );
    expect(await screen.findByRole("link", { name: "70001" })).toBeInTheDocument();
    expect(screen.getByText("Brandt Sanitär GmbH")).toBeInTheDocument();
    expect(screen.getByText("Deaktiviert")).toBeInTheDocument();
    expect(screen.getByText("2 von 2 angezeigt")).toBeInTheDocument();
    await userEvent.click(screen.getByText("Debitoren"));
    expect(onSearchChange).toHaveBeenCalledWith({ type: "DEBTOR" });
    await userEvent.type(screen.getByLabelText("Personenkonten durchsuchen"), "brandt");
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ searchText: "brandt" }));
  });

  it("offers more rows when the database has more", async () => {
    const { mock, queryRef } = load<PartnerAccountsListPageQuery>(
      PartnerAccountsListPageQueryNode,
      { clientCompanyRowId: COMPANY, count: 2, type: "CREDITOR", includeDisabled: false, searchText: null },
      true,
      5,
    );
    renderPage(mock, <PartnerAccountsListPage queryRef={queryRef} search={{}} count={2} onSearchChange={() => {}} />);
    expect(await screen.findByText("2 von 5 angezeigt")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Weitere laden" }));
    await mock.nextOperation("PartnerAccountsListPaginationQuery");
  });

  it("is forbidden without accounting access", async () => {
    const { mock, queryRef } = load<PartnerAccountsListPageQuery>(
      PartnerAccountsListPageQueryNode,
      { clientCompanyRowId: COMPANY, count: 50, type: "CREDITOR", includeDisabled: false, searchText: null },
      false,
    );
    renderPage(mock, <PartnerAccountsListPage queryRef={queryRef} search={{}} count={50} onSearchChange={() => {}} />);
    expect(await screen.findByText("Kein Zugriff auf die Buchhaltungseinstellungen")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("partner account create", () => {
  function renderCreate(type: "CREDITOR" | "DEBTOR" = "CREDITOR") {
    const { mock, queryRef } = load<PartnerAccountCreatePageQuery>(PartnerAccountCreatePageQueryNode, {
      clientCompanyRowId: COMPANY,
    });
    renderPage(mock, <PartnerAccountCreatePage queryRef={queryRef} type={type} />);
    return mock;
  }

  it("shows the DATEV range and refuses a number outside it before saving", async () => {
    const mock = renderCreate("DEBTOR");
    expect(
      await screen.findByText(/Debitoren: 5 Ziffern \(Sachkontenlänge \+ 1\), erste Ziffer 1–6/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: /Kontonummer/ }), "70001");
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    expect(await screen.findByText("Debitorenkonten beginnen mit 1 bis 6 (10000–69999).")).toBeInTheDocument();
    await userEvent.clear(screen.getByRole("textbox", { name: /Kontonummer/ }));
    await userEvent.type(screen.getByRole("textbox", { name: /Kontonummer/ }), "0123");
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    expect(await screen.findByText("Die Kontonummer hat 5 bis 9 Ziffern und beginnt nicht mit 0.")).toBeInTheDocument();
    // At the company's account length 4 a Personenkonto has exactly 5 digits.
    await userEvent.clear(screen.getByRole("textbox", { name: /Kontonummer/ }));
    await userEvent.type(screen.getByRole("textbox", { name: /Kontonummer/ }), "100001");
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    expect(
      await screen.findByText("Die Personenkontonummer muss genau 5 Ziffern haben (Sachkontenlänge der Firma + 1)."),
    ).toBeInTheDocument();
    expect(hasOperation(mock, "partnerAccountMutationsCreateMutation")).toBe(false);
  });

  it("shows the server's refusal at the number field and keeps the input", async () => {
    const mock = renderCreate();
    await userEvent.type(await screen.findByRole("textbox", { name: /Kontonummer/ }), "70001");
    await userEvent.type(screen.getByRole("textbox", { name: /Bezeichnung/ }), "Brandt");
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    const mutation = await mock.nextOperation("partnerAccountMutationsCreateMutation");
    expect(mutation.variables.input).toEqual({
      partnerAccount: {
        clientCompanyRowId: COMPANY,
        number: "70001",
        description: "Brandt",
        type: "CREDITOR",
        currency: "EUR",
        disabledAt: null,
        partnerCompanyRowId: null,
      },
    });
    mutation.reject(
      GraphQLRequestError.fromErrors([
        {
          message: "PARTNER_ACCOUNT_NUMBER_TAKEN",
          extensions: { code: "PARTNER_ACCOUNT_NUMBER_TAKEN", field: "number" },
        },
      ]),
    );
    const input = screen.getByRole("textbox", { name: /Kontonummer/ });
    await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
    expect(input).toHaveValue("70001");
    expect(input).toHaveAccessibleDescription(expect.stringContaining("bereits vergeben") as unknown as string);
  });

  it("is forbidden without accounting access", async () => {
    const { mock, queryRef } = load<PartnerAccountCreatePageQuery>(
      PartnerAccountCreatePageQueryNode,
      { clientCompanyRowId: COMPANY },
      false,
    );
    renderPage(mock, <PartnerAccountCreatePage queryRef={queryRef} />);
    expect(await screen.findByText("Kein Zugriff auf die Buchhaltungseinstellungen")).toBeInTheDocument();
  });
});
