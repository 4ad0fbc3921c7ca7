import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import GeneralLedgerAccountsListPageQueryNode, {
  type GeneralLedgerAccountsListPageQuery,
} from "../../../__generated__/GeneralLedgerAccountsListPageQuery.graphql.ts";
import { GeneralLedgerAccountsListPage } from "../pages/GeneralLedgerAccountsListPage.tsx";
import { COMPANY, companyOf, LEDGER_ACCOUNTS, loadPageQuery, renderPage } from "./ledgerTestEnvironment.tsx";

// The ledger accounts' "Import DATEV file": the chosen file goes to the server as base64 for a
// preview (nothing saved), the preview shows the rows, the lines left out with their line and
// translated reason, a refused file's reason; options ask for a new preview; confirm imports.

function renderList() {
  const { mock, queryRef } = loadPageQuery<GeneralLedgerAccountsListPageQuery>(
    GeneralLedgerAccountsListPageQueryNode,
    { clientCompanyRowId: COMPANY, count: 20, searchText: null, category: null, includeDisabled: false },
    { company: companyOf(), accounts: LEDGER_ACCOUNTS.slice(0, 2) },
  );
  renderPage(
    mock,
    <GeneralLedgerAccountsListPage queryRef={queryRef} search={{}} count={20} onSearchChange={() => {}} />,
  );
  return mock;
}

// "1200;Bank" in Windows-1252 with an umlaut byte (0xF6 = ö) that must reach the server unchanged.
const BYTES = new Uint8Array([0x31, 0x32, 0x30, 0x30, 0x3b, 0x4b, 0xf6, 0x6c, 0x6e]);
const BASE64 = Buffer.from(BYTES).toString("base64");

const result = (overrides: Record<string, unknown> = {}) => ({
  importDatevGeneralLedgerAccounts: {
    refusal: null,
    chart: "SKR03",
    added: 1,
    updated: 0,
    skipped: 1,
    rows: [
      { line: 3, number: "1200", name: "Sparkasse Köln", action: "SKIP", category: "ASSET", currentName: "Bank" },
      { line: 4, number: "4930", name: "Bürobedarf", action: "ADD", category: "EXPENSE", currentName: null },
    ],
    errors: [
      { line: 6, code: "DATEV_IMPORT_INVALID_ACCOUNT", column: "Konto" },
      { line: 7, code: "GENERAL_LEDGER_ACCOUNT_LENGTH", column: "Konto" },
    ],
    ...overrides,
  },
});

async function openAndChoose(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "DATEV-Datei importieren" }));
  const dialog = await screen.findByRole("dialog", { name: "Kontenbeschriftungen aus DATEV importieren" });
  expect(within(dialog).getByText(/Die Kontonummern müssen 4 Stellen haben/)).toBeInTheDocument();
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([BYTES], "konten.csv", { type: "text/csv" }));
  return dialog;
}

describe("DATEV account import", () => {
  it("previews the file, asks again with the options, and imports on confirm", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderList();
    const dialog = await openAndChoose(user);
    const preview = await mock.nextOperation("datevImportMutation");
    expect(preview.variables).toEqual({
      input: { clientCompanyRowId: COMPANY, contentBase64: BASE64, updateNames: false, category: null, dryRun: true },
    });
    preview.resolve({ data: result() });
    expect(await within(dialog).findByText(/1 neu, 0 umbenannt, 1 übersprungen/)).toBeInTheDocument();
    const rows = within(dialog).getByRole("table", { name: "Vorschau" });
    expect(within(rows).getByRole("row", { name: /4930 Bürobedarf Aufwand Neu/ })).toBeInTheDocument();
    expect(within(rows).getByText(/bisher: Bank/)).toBeInTheDocument();
    expect(
      within(dialog).getByText("Zeile 6, Spalte „Konto“: Eine Zeile der DATEV-Datei hat eine ungültige Kontonummer."),
    ).toBeInTheDocument();

    expect(
      within(dialog).getByText(
        "Zeile 7, Spalte „Konto“: Die Kontonummer muss genau 4 Stellen haben (Sachkontenlänge der Firma).",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("checkbox", { name: "Namen bestehender Konten aktualisieren" }));
    const again = await mock.nextOperation("datevImportMutation");
    expect(again.variables.input.updateNames).toBe(true);
    again.resolve({
      data: result({
        updated: 1,
        skipped: 0,
        rows: [{ ...result().importDatevGeneralLedgerAccounts.rows[0], action: "RENAME" }],
      }),
    });
    expect(await within(dialog).findByText(/1 neu, 1 umbenannt, 0 übersprungen/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Importieren" }));
    const run = await mock.nextOperation("datevImportMutation");
    expect(run.variables.input).toMatchObject({ updateNames: true, dryRun: false, contentBase64: BASE64 });
    run.resolve({ data: result({ updated: 1, skipped: 0 }) });
    expect(await screen.findByText("DATEV-Import: 1 neu, 1 umbenannt, 0 übersprungen.")).toBeInTheDocument();
    await mock.nextOperation("GeneralLedgerAccountsListPaginationQuery");
  });

  it("shows why a file is refused and offers no import", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderList();
    const dialog = await openAndChoose(user);
    const preview = await mock.nextOperation("datevImportMutation");
    preview.resolve({
      data: result({ refusal: "DATEV_IMPORT_WRONG_FORMAT", added: 0, skipped: 0, rows: [], errors: [] }),
    });
    expect(
      await within(dialog).findByText("Die DATEV-Datei enthält andere Daten als erwartet (falsche Formatkategorie)."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Importieren" })).toBeDisabled();
  });
});
