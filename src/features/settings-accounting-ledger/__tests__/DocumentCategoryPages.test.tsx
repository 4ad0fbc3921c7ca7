import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import DocumentCategoriesListPageQueryNode, {
  type DocumentCategoriesListPageQuery,
} from "../../../__generated__/DocumentCategoriesListPageQuery.graphql.ts";
import DocumentCategoryCreatePageQueryNode, {
  type DocumentCategoryCreatePageQuery,
} from "../../../__generated__/DocumentCategoryCreatePageQuery.graphql.ts";
import DocumentCategoryDetailPageQueryNode, {
  type DocumentCategoryDetailPageQuery,
} from "../../../__generated__/DocumentCategoryDetailPageQuery.graphql.ts";
import { DocumentCategoriesListPage } from "../pages/DocumentCategoriesListPage.tsx";
import { DocumentCategoryCreatePage } from "../pages/DocumentCategoryCreatePage.tsx";
import { DocumentCategoryDetailPage } from "../pages/DocumentCategoryDetailPage.tsx";
import {
  COMPANY,
  companyOf,
  documentCategory,
  LEDGER_ACCOUNTS,
  loadPageQuery,
  refusal,
  renderPage,
} from "./ledgerTestEnvironment.tsx";

const PHONE = documentCategory({
  name: "Telefonrechnungen",
  emailAlias: "telefon",
  bookingType: "DEBIT",
  documentCount: 1250,
  generalLedgerAccountRowId: LEDGER_ACCOUNTS[1]!.rowId,
  generalLedgerAccount: { number: "4920", name: "Telefon" },
});
const INCOMING = documentCategory({ name: "Eingangsrechnungen" });
const OTHER = documentCategory({ name: "Verträge", documentType: "OTHER_DOCUMENT" });

function renderList(options: { access?: boolean; hasNextPage?: boolean; onSearchChange?: () => void } = {}) {
  const { mock, queryRef } = loadPageQuery<DocumentCategoriesListPageQuery>(
    DocumentCategoriesListPageQueryNode,
    { clientCompanyRowId: COMPANY, count: 3, searchText: null },
    {
      company: companyOf({ currentUserHasAccountingAccess: options.access ?? true }),
      categories: [INCOMING, PHONE, OTHER],
      hasNextPage: options.hasNextPage ?? false,
      totalCount: options.hasNextPage ? 5 : 3,
    },
  );
  renderPage(
    mock,
    <DocumentCategoriesListPage
      queryRef={queryRef}
      search={{}}
      count={3}
      onSearchChange={options.onSearchChange ?? (() => {})}
    />,
  );
  return mock;
}

function renderCreate() {
  const { mock, queryRef } = loadPageQuery<DocumentCategoryCreatePageQuery>(
    DocumentCategoryCreatePageQueryNode,
    { clientCompanyRowId: COMPANY },
    { company: companyOf() },
  );
  renderPage(mock, <DocumentCategoryCreatePage queryRef={queryRef} />);
  return mock;
}

function renderDetail(category = PHONE) {
  const { mock, queryRef } = loadPageQuery<DocumentCategoryDetailPageQuery>(
    DocumentCategoryDetailPageQueryNode,
    { clientCompanyRowId: COMPANY, documentCategoryRowId: category.rowId },
    { company: companyOf(), documentCategory: category, categories: [INCOMING, PHONE, OTHER] },
  );
  renderPage(mock, <DocumentCategoryDetailPage queryRef={queryRef} />);
  return mock;
}

describe("document category pages", () => {
  it("lists the categories with type, booking side, ledger account and documents; pages and searches", async () => {
    const user = userEvent.setup({ delay: null });
    const onSearchChange = vi.fn();
    const mock = renderList({ hasNextPage: true, onSearchChange });
    expect(await screen.findByRole("heading", { level: 1, name: "Belegkategorien" })).toBeInTheDocument();
    const phone = screen.getByRole("row", { name: /Telefonrechnungen/ });
    expect(within(phone).getByText("Eingangsrechnung")).toBeInTheDocument();
    expect(within(phone).getByText("Soll")).toBeInTheDocument();
    expect(within(phone).getByText("4920 · Telefon")).toBeInTheDocument();
    expect(within(phone).getByText("1.250")).toBeInTheDocument();
    expect(within(screen.getByRole("row", { name: /Verträge/ })).getByText("Sonstiges Dokument")).toBeInTheDocument();
    expect(screen.getByText("3 von 5 Einträgen")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Kategorien durchsuchen" }), "Tele");
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ searchText: "Tele" }));
    await user.click(screen.getByRole("button", { name: "Weitere laden" }));
    const more = await mock.nextOperation("DocumentCategoriesListPaginationQuery");
    expect(more.variables).toMatchObject({ count: 3, cursor: `c-${OTHER.rowId}` });
  });

  it("shows the forbidden view without accounting access", async () => {
    renderList({ access: false });
    expect(await screen.findByRole("heading", { name: "Kein Buchhaltungszugriff" })).toBeInTheDocument();
  });

  it("checks the fields before saving and shows a taken name at the name field", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderCreate();
    const form = await screen.findByRole("form", { name: "Belegkategorie" });
    await user.type(within(form).getByLabelText(/^E-Mail-Alias/), "-Rechnungen");
    await user.type(within(form).getByLabelText(/^Buchungstext/), "x".repeat(61));
    await user.click(within(form).getByRole("button", { name: "Anlegen" }));
    expect(await within(form).findByText("Bitte geben Sie eine Bezeichnung an.")).toBeInTheDocument();
    expect(within(form).getByText(/Nur Kleinbuchstaben, Ziffern/)).toBeInTheDocument();
    expect(within(form).getByText("Höchstens 60 Zeichen.")).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/^E-Mail-Alias/));
    await user.type(within(form).getByLabelText(/^E-Mail-Alias/), "Telefon");
    await user.clear(within(form).getByLabelText(/^Buchungstext/));
    await user.type(within(form).getByLabelText(/^Buchungstext/), "Telefon");
    await user.type(within(form).getByLabelText(/^Name/), "Telefonrechnungen");
    await user.click(within(form).getByRole("button", { name: "Anlegen" }));
    const operation = await mock.nextOperation("documentCategoryMutationsCreateMutation");
    expect(operation.variables.input.documentCategory).toEqual({
      clientCompanyRowId: COMPANY,
      documentType: "INCOMING_INVOICE",
      name: "Telefonrechnungen",
      description: null,
      emailAlias: "telefon",
      internalNumberMode: "NONE",
      internalNumberMin: null,
      bookingType: null,
      bookingCategory: null,
      ignoreBookingTypePaidAssumption: false,
      generalLedgerAccountRowId: null,
      accountingItemsGeneralLedgerAccountRowId: null,
      accountingItemsTitle: "Telefon",
    });
    operation.reject(
      refusal("ALREADY_EXISTS", { constraint: "document_categories_client_company_id_document_type_name_key" }),
    );
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Name/)).toHaveAccessibleDescription(
        /Eine Kategorie mit diesem Namen gibt es für diesen Dokumenttyp bereits./,
      ),
    );
  });

  it("explains that a category with documents is not deleted, and shows the database's refusal", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderDetail();
    expect(await screen.findByText("Enthält 1.250 Dokumente.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "„Telefonrechnungen“ löschen?" });
    expect(within(dialog).getByText(/enthält 1\.250 Dokumente und kann nicht gelöscht werden/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Löschen" }));
    const operation = await mock.nextOperation("documentCategoryMutationsDeleteMutation");
    expect(operation.variables).toEqual({ input: { rowId: PHONE.rowId } });
    operation.reject(refusal("DOCUMENT_CATEGORY_IN_USE"));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Die Kategorie enthält Dokumente und kann nicht gelöscht werden. Führen Sie sie stattdessen mit einer anderen zusammen.",
    );
  });

  it("names the integration whose configuration still uses the category when the delete is refused", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderDetail();
    await user.click(await screen.findByRole("button", { name: "Löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "„Telefonrechnungen“ löschen?" });
    await user.click(within(dialog).getByRole("button", { name: "Löschen" }));
    const operation = await mock.nextOperation("documentCategoryMutationsDeleteMutation");
    operation.reject(refusal("REFERENCE_NOT_FOUND", { constraint: "getmyinvoices_configs_incoming_category_fkey" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Die Kategorie ist in der GetMyInvoices-Verbindung als „Kategorie für Eingangsrechnungen“ gewählt und kann nicht gelöscht werden",
    );
  });

  it.each([
    [
      refusal("DOCUMENT_CATEGORY_PROTECTED"),
      "Die Kategorie enthält Belege in einem geschützten Workflow-Schritt: Zusammenführen dürfen sie nur Administratoren",
    ],
    [refusal("DOCUMENT_CATEGORY_MERGE_TYPE_MISMATCH"), "Die Zielkategorie muss denselben Dokumenttyp haben."],
    [
      refusal("REFERENCE_NOT_FOUND", { constraint: "client_company_user_document_categories_category_fkey" }),
      "Die gewählte Kategorie gibt es nicht (mehr), Sie sehen sie nicht, oder Mitglieder haben noch Zugriff auf sie",
    ],
  ])("shows a refused merge in words, never as a code (%#)", async (error, text) => {
    const user = userEvent.setup({ delay: null });
    const mock = renderDetail();
    await user.click(await screen.findByRole("button", { name: "Zusammenführen" }));
    const dialog = await screen.findByRole("dialog", { name: "„Telefonrechnungen“ zusammenführen" });
    const target = within(dialog).getByLabelText("Zielkategorie");
    await user.click(target);
    const listbox = document.getElementById(target.getAttribute("aria-controls") ?? "")!;
    await user.click((await within(listbox).findAllByRole("option", { hidden: true }))[0]!);
    await user.click(within(dialog).getByRole("button", { name: "Zusammenführen" }));
    const operation = await mock.nextOperation("documentCategoryMutationsMergeMutation");
    operation.reject(error);
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(text);
    expect(alert.textContent).not.toMatch(/[A-Z]{3,}_[A-Z_]+|_fkey/);
  });

  it("merges into another category of the same document type only", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderDetail();
    await user.click(await screen.findByRole("button", { name: "Zusammenführen" }));
    const dialog = await screen.findByRole("dialog", { name: "„Telefonrechnungen“ zusammenführen" });
    const target = within(dialog).getByLabelText("Zielkategorie");
    await user.click(target);
    // Only the other incoming-invoice category is offered, not itself nor "Verträge".
    const listbox = document.getElementById(target.getAttribute("aria-controls") ?? "")!;
    const options = await within(listbox).findAllByRole("option", { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(["Eingangsrechnungen"]);
    await user.click(options[0]!);
    await user.click(within(dialog).getByRole("button", { name: "Zusammenführen" }));
    const operation = await mock.nextOperation("documentCategoryMutationsMergeMutation");
    expect(operation.variables).toEqual({ input: { sourceRowId: PHONE.rowId, targetRowId: INCOMING.rowId } });
    operation.resolve({
      data: {
        mergeDocumentCategory: {
          result: { id: INCOMING.id, rowId: INCOMING.rowId, name: "Eingangsrechnungen", documentCount: 1250 },
        },
      },
    });
    expect(
      await screen.findByText("„Telefonrechnungen“ wurde mit „Eingangsrechnungen“ zusammengeführt."),
    ).toBeInTheDocument();
  });
});
