import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import MoneyCategoriesListPageQueryNode, {
  type MoneyCategoriesListPageQuery,
} from "../../../__generated__/MoneyCategoriesListPageQuery.graphql.ts";
import MoneyCategoryCreatePageQueryNode, {
  type MoneyCategoryCreatePageQuery,
} from "../../../__generated__/MoneyCategoryCreatePageQuery.graphql.ts";
import MoneyCategoryDetailPageQueryNode, {
  type MoneyCategoryDetailPageQuery,
} from "../../../__generated__/MoneyCategoryDetailPageQuery.graphql.ts";
import { MoneyCategoriesListPage } from "../pages/MoneyCategoriesListPage.tsx";
import { MoneyCategoryCreatePage } from "../pages/MoneyCategoryCreatePage.tsx";
import { MoneyCategoryDetailPage } from "../pages/MoneyCategoryDetailPage.tsx";
import {
  COMPANY,
  companyOf,
  type CompanyAccess,
  LEDGER_ACCOUNTS,
  loadPageQuery,
  moneyCategory,
  refusal,
  renderPage,
} from "./bankSettingsTestEnvironment.tsx";

const FEES = moneyCategory({
  rowId: "6c000000-0000-4000-8000-0000000000f1",
  name: "Kontoführungsgebühren",
  keywords: ["Entgelt", "Kontoführung", "Buchungsposten", "Porto", "Gebühr"],
  transactionCount: 1250,
  generalLedgerAccountRowId: LEDGER_ACCOUNTS[1]!.rowId,
  generalLedgerAccount: { number: "4970", name: "Nebenkosten des Geldverkehrs" },
});
const SALARIES = moneyCategory({ name: "Löhne und Gehälter", keywords: ["Lohn", "Gehalt"], transactionCount: 0 });

function renderList(access: CompanyAccess = {}) {
  const { mock, queryRef } = loadPageQuery<MoneyCategoriesListPageQuery>(
    MoneyCategoriesListPageQueryNode,
    { clientCompanyRowId: COMPANY, count: 50 },
    { company: companyOf(access), categories: [FEES, SALARIES] },
  );
  renderPage(mock, <MoneyCategoriesListPage queryRef={queryRef} search={{}} count={50} onSearchChange={() => {}} />);
}

function renderCreate(access: CompanyAccess = {}) {
  const { mock, queryRef } = loadPageQuery<MoneyCategoryCreatePageQuery>(
    MoneyCategoryCreatePageQueryNode,
    { clientCompanyRowId: COMPANY },
    { company: companyOf(access) },
  );
  renderPage(mock, <MoneyCategoryCreatePage queryRef={queryRef} />);
  return mock;
}

function renderDetail(access: CompanyAccess = {}) {
  const { mock, queryRef } = loadPageQuery<MoneyCategoryDetailPageQuery>(
    MoneyCategoryDetailPageQueryNode,
    { clientCompanyRowId: COMPANY, moneyCategoryRowId: FEES.rowId },
    { company: companyOf(access), moneyCategory: FEES },
  );
  renderPage(mock, <MoneyCategoryDetailPage queryRef={queryRef} />);
  return mock;
}

describe("money category pages", () => {
  it("lists the categories with keywords, ledger account and the number of transactions", async () => {
    renderList();
    expect(await screen.findByRole("heading", { level: 1, name: "Umsatzkategorien" })).toBeInTheDocument();
    expect(screen.getByText("2 Kategorien")).toBeInTheDocument();
    const fees = screen.getByRole("row", { name: /Kontoführungsgebühren/ });
    expect(within(fees).getByText("Entgelt")).toBeInTheDocument();
    expect(within(fees).getByText("+1 weiterer")).toBeInTheDocument();
    expect(within(fees).getByText("4970 · Nebenkosten des Geldverkehrs")).toBeInTheDocument();
    expect(within(fees).getByText("1.250")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Neue Kategorie" })).toBeInTheDocument();
  });

  it("offers no create button without accounting access", async () => {
    renderList({ currentUserHasAccountingAccess: false });
    await screen.findByRole("heading", { level: 1, name: "Umsatzkategorien" });
    expect(screen.getByRole("row", { name: /Löhne und Gehälter/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Neue Kategorie" })).not.toBeInTheDocument();
  });

  it("shows the forbidden view for creating a category without accounting access", async () => {
    renderCreate({ currentUserHasAccountingAccess: false });
    expect(
      await screen.findByRole("heading", { name: "Kategorien anlegen ist für Sie nicht freigegeben" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zurück zur Übersicht" })).toHaveAttribute(
      "href",
      `/settings/bank/${COMPANY}/categories?clientCompanyRowId=${COMPANY}`,
    );
  });

  it("shows the banking forbidden view before the accounting one", async () => {
    renderCreate({ currentUserHasBankingAccess: false, currentUserHasAccountingAccess: false });
    expect(
      await screen.findByRole("heading", { name: "Die Bankeinstellungen sind für Sie nicht freigegeben" }),
    ).toBeInTheDocument();
  });

  it("creates a category with its keywords (trimmed, without duplicates) and shows a taken name at the name", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderCreate();
    const form = await screen.findByRole("form", { name: "Umsatzkategorie" });
    await user.click(within(form).getByRole("button", { name: "Kategorie anlegen" }));
    expect(await within(form).findByText("Bitte geben Sie der Kategorie eine Bezeichnung.")).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Bezeichnung/), "Bankgebühren");
    const keywords = within(form).getByLabelText(/^Suchbegriffe/);
    await user.type(keywords, "Entgelt{Enter} Porto ,entgelt,Kontoführung{Enter}");
    await user.click(within(form).getByRole("button", { name: "Kategorie anlegen" }));
    const operation = await mock.nextOperation("useCreateMoneyCategoryMutation");
    expect(operation.variables).toEqual({
      input: {
        moneyCategory: {
          clientCompanyRowId: COMPANY,
          name: "Bankgebühren",
          keywords: ["Entgelt", "Porto", "Kontoführung"],
          generalLedgerAccountRowId: null,
        },
      },
    });
    operation.reject(refusal("ALREADY_EXISTS", { constraint: "money_categories_company_name_key" }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Bezeichnung/)).toHaveAccessibleDescription(
        /Eine Kategorie mit dieser Bezeichnung gibt es in diesem Mandanten bereits./,
      ),
    );
  });

  it("shows a category read-only without accounting access", async () => {
    renderDetail({ currentUserHasAccountingAccess: false });
    expect(await screen.findByRole("heading", { level: 1, name: "Kontoführungsgebühren" })).toBeInTheDocument();
    expect(screen.getByText(/Sie können diese Kategorie ansehen, aber nicht ändern/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Bezeichnung/)).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Änderungen speichern" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Kategorie löschen" })).not.toBeInTheDocument();
  });

  it("deletes a category after a confirmation naming its transactions; a refusal stays in the dialog", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderDetail();
    expect(await screen.findByText(/1\.250 Kontoumsätze zugeordnet/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Kategorie löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "Kategorie „Kontoführungsgebühren“ löschen?" });
    expect(within(dialog).getByText(/1\.250 Kontoumsätze sind dieser Kategorie zugeordnet/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Endgültig löschen" }));
    const first = await mock.nextOperation("useDeleteMoneyCategoryMutation");
    expect(first.variables).toEqual({ input: { rowId: FEES.rowId } });
    first.reject(refusal("FORBIDDEN"));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Dazu fehlt Ihnen in diesem Mandanten die Berechtigung.",
    );

    await user.click(within(dialog).getByRole("button", { name: "Endgültig löschen" }));
    const second = await mock.nextOperation("useDeleteMoneyCategoryMutation");
    second.resolve({ data: { deleteMoneyCategory: { deletedMoneyCategoryId: FEES.id } } });
    expect(await screen.findByText("Kategorie „Kontoführungsgebühren“ gelöscht.")).toBeInTheDocument();
  });
});
