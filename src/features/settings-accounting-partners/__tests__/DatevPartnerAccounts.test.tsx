import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import PartnerAccountsListPageQueryNode, {
  type PartnerAccountsListPageQuery,
} from "../../../__generated__/PartnerAccountsListPageQuery.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { PartnerAccountsListPage } from "../pages/PartnerAccountsListPage.tsx";
import { COMPANY, loadPage, renderPage } from "./testEnvironment.tsx";

// The partner accounts' DATEV Debitoren/Kreditoren file: the export offers the server's file as a
// download link (file name, count, the accounts DATEV would refuse); the import previews a file
// with each account's partner company or why it stays unlinked, and imports on confirm.

function renderList() {
  const { mock, queryRef } = loadPage<PartnerAccountsListPageQuery>(
    PartnerAccountsListPageQueryNode,
    { clientCompanyRowId: COMPANY, count: 50, type: "CREDITOR", includeDisabled: false, searchText: null },
    {
      ClientCompany: () => ({
        id: "cc-1",
        rowId: COMPANY,
        currentUserHasAccountingAccess: true,
        generalLedgerAccountLength: 4,
      }),
      PartnerAccountConnection: () => ({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
    },
  );
  renderPage(mock, <PartnerAccountsListPage queryRef={queryRef} search={{}} count={50} onSearchChange={() => {}} />);
  return mock;
}

describe("DATEV Debitoren/Kreditoren", () => {
  it("exports the accounts as a file to download and names the ones left out", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderList();
    await user.click(await screen.findByRole("button", { name: "DATEV-Datei exportieren" }));
    const query = await mock.nextOperation("DatevPartnerAccountsActionsFileQuery");
    expect(query.variables).toEqual({ clientCompanyRowId: COMPANY });
    query.resolve({
      data: {
        datevPartnerAccountsFile: {
          fileName: "EXTF_Debitoren_Kreditoren_55003.csv",
          contentBase64: "IkVYVEYi",
          count: 2,
          skippedNumbers: ["700011"],
        },
      },
    });
    const link = await screen.findByRole("link", {
      name: "EXTF_Debitoren_Kreditoren_55003.csv herunterladen (2 Konten)",
    });
    expect(link).toHaveAttribute("download", "EXTF_Debitoren_Kreditoren_55003.csv");
    expect(link).toHaveAttribute("href", "data:text/csv;charset=windows-1252;base64,IkVYVEYi");
    expect(
      screen.getByText(/1 Konto fehlt, weil DATEV es nicht annähme \(Nummernlänge oder Name\): 700011/),
    ).toBeInTheDocument();
  });

  it("shows a refused export's reason", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderList();
    await user.click(await screen.findByRole("button", { name: "DATEV-Datei exportieren" }));
    const query = await mock.nextOperation("DatevPartnerAccountsActionsFileQuery");
    query.reject(
      GraphQLRequestError.fromErrors([
        { message: "EXPORT_DATEV_NUMBERS_MISSING", extensions: { code: "EXPORT_DATEV_NUMBERS_MISSING" } },
      ]),
    );
    expect(await screen.findByText(/fehlen die Berater- oder Mandantennummer/)).toBeInTheDocument();
  });

  it("previews an import with the partner companies found and imports on confirm", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderList();
    await user.click(await screen.findByRole("button", { name: "DATEV-Datei importieren" }));
    const dialog = await screen.findByRole("dialog", { name: "Debitoren/Kreditoren aus DATEV importieren" });
    expect(within(dialog).getByText(/Die Kontonummern müssen 5 Stellen haben/)).toBeInTheDocument();
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File([new Uint8Array([0x45, 0x58])], "debitoren.csv", { type: "text/csv" }),
    );
    const preview = await mock.nextOperation("DatevPartnerAccountsActionsImportMutation");
    expect(preview.variables).toEqual({
      input: { clientCompanyRowId: COMPANY, contentBase64: "RVg=", updateExisting: false, dryRun: true },
    });
    const payload = {
      refusal: null,
      added: 2,
      updated: 0,
      skipped: 0,
      rows: [
        {
          line: 3,
          number: "10001",
          name: "Brandt",
          type: "DEBTOR",
          action: "ADD",
          partnerCompanyRowId: "p1",
          partnerCompanyName: "Brandt GmbH",
          linkProblem: null,
        },
        {
          line: 4,
          number: "10002",
          name: "Müller GmbH",
          type: "DEBTOR",
          action: "ADD",
          partnerCompanyRowId: null,
          partnerCompanyName: null,
          linkProblem: "AMBIGUOUS",
        },
      ],
      errors: [{ line: 5, code: "PARTNER_ACCOUNT_LENGTH", column: "Konto" }],
    };
    preview.resolve({ data: { importDatevPartnerAccounts: payload } });
    expect(await within(dialog).findByText("2 neu, 0 aktualisiert, 0 übersprungen")).toBeInTheDocument();
    expect(within(dialog).getByText("Brandt GmbH")).toBeInTheDocument();
    expect(within(dialog).getByText("Mehrere Partnerfirmen passen – bleibt ohne Zuordnung")).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "Zeile 5: Die Personenkontonummer muss genau 5 Stellen haben (Sachkontenlänge der Firma plus eins).",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Importieren" }));
    const run = await mock.nextOperation("DatevPartnerAccountsActionsImportMutation");
    expect(run.variables.input).toMatchObject({ dryRun: false });
    run.resolve({
      data: { importDatevPartnerAccounts: payload },
    });
    expect(await screen.findByText("DATEV-Import: 2 neu, 0 aktualisiert, 0 übersprungen.")).toBeInTheDocument();
    await mock.nextOperation("PartnerAccountsListPaginationQuery");
  });
});
