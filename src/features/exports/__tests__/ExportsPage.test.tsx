import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadQuery } from "react-relay";
import { describe, expect, it } from "vitest";
import ExportsPageQueryNode, { type ExportsPageQuery } from "../../../__generated__/ExportsPageQuery.graphql.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { ExportsPage } from "../pages/ExportsPage.tsx";
import { COMPANY, createExportsEnvironment, type ExportsMockState, mockExport } from "./exportsTestEnvironment.ts";

// Mantine's autosizing Textarea listens for web fonts loading; jsdom has no document.fonts.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

function renderPage(change: Partial<ExportsMockState> = {}) {
  const mock = createExportsEnvironment(change);
  const queryRef = loadQuery<ExportsPageQuery>(mock.environment, ExportsPageQueryNode, {
    clientCompanyRowId: COMPANY,
  });
  renderWithProviders(<ExportsPage queryRef={queryRef} pollIntervalMs={10} />, {
    relayEnvironment: mock.environment,
  });
  return mock;
}

describe("ExportsPage", () => {
  it("lists the exports by users and by API clients with period, counts, exact sums and downloads", async () => {
    renderPage({
      userExports: [mockExport({ rowId: "ee000000-0000-4000-8000-00000000000a", totalSum: "1234567.89" })],
      apiExports: [mockExport({ createdVia: "API", creator: null, accountingExport: "BMD", documentCount: 1 })],
    });
    const users = await screen.findByTestId("exports-user-list");
    const row = within(users).getByTestId("export-row");
    expect(row).toHaveTextContent("Anna Admin");
    expect(row).toHaveTextContent("01.10.2026 – 31.10.2026");
    expect(row).toHaveTextContent("DATEV-Buchungsstapel (EXTF)");
    expect(row).toHaveTextContent("3 Belege0 Umsätze");
    expect(row).toHaveTextContent("Brutto 1.234.567,89 €Netto 1.000,00 €USt 190,00 €");
    expect(row).toHaveTextContent("Fertig");
    const download = within(row).getByRole("link", { name: /EXTF_Buchungsstapel\.csv herunterladen \(2 kB\)/ });
    expect(download).toHaveAttribute(
      "href",
      "/api/exports/ee000000-0000-4000-8000-00000000000a/files/ff000000-0000-4000-8000-000000000001",
    );
    const api = screen.getByTestId("exports-api-list");
    expect(within(api).getByTestId("export-row")).toHaveTextContent("API-Client");
    expect(within(api).getByTestId("export-row")).toHaveTextContent("BMD");
  });

  it("refreshes a running export until it is done", async () => {
    const running = mockExport({ status: "RUNNING", progress: 40, files: { nodes: [] } });
    const mock = renderPage({
      userExports: [running],
      refreshes: [{ ...running, progress: 80 }, { ...mockExport({ rowId: running.rowId }) }],
    });
    expect(await screen.findByText("Läuft (40 %)")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Fortschritt des Exports" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /EXTF_Buchungsstapel\.csv herunterladen/ })).toBeInTheDocument();
    expect(screen.getByTestId("export-status")).toHaveTextContent("Fertig");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(mock.requestsOf("ExportStatusRefreshQuery").length).toBeGreaterThanOrEqual(2);
  });

  it("shows why an export failed", async () => {
    renderPage({
      userExports: [mockExport({ status: "FAILED", errorCode: "EXPORT_STORAGE_FAILED", files: { nodes: [] } })],
    });
    expect(
      await screen.findByText("Die Exportdatei konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Export zurücknehmen" })).toBeNull();
  });

  it("lists the findings that stopped an export, each document linked", async () => {
    const document = "d0000000-0000-4000-8000-000000000007";
    renderPage({
      userExports: [
        mockExport({
          status: "FAILED",
          errorCode: "EXPORT_VALIDATION_FAILED",
          files: { nodes: [] },
          findings: [
            { code: "DATEV_CONSULTANT_NUMBER_MISSING", documentRowId: null },
            { code: "DATEV_INVOICE_DATE_MISSING", documentRowId: document, itemRowId: null },
            { code: 42 },
          ],
        }),
      ],
    });
    expect(await screen.findByText("Belege, die den Export verhindert haben:")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "Beleg 1" });
    expect(link).toHaveAttribute("href", expect.stringContaining(`/documents/${document}?clientCompanyRowId=`));
    expect(link.closest("li")).toHaveTextContent("Ein Beleg hat kein Rechnungsdatum.");
    expect(screen.getByText(/Für den DATEV-Export fehlt die Beraternummer/)).toBeInTheDocument();
    // A malformed entry is left out rather than shown as a raw value.
    expect(screen.getAllByRole("listitem").filter((item) => item.textContent?.includes("42"))).toHaveLength(0);
  });

  it("undoes an export only with a reason of 3 to 500 characters, shows refusals and marks it undone", async () => {
    const user = userEvent.setup({ delay: null });
    const done = mockExport();
    const mock = renderPage({ userExports: [done], refuse: { UndoExportDialogMutation: { code: "EXPORT_NOT_DONE" } } });
    await user.click(await screen.findByRole("button", { name: "Export zurücknehmen" }));
    const dialog = await screen.findByRole("dialog", { name: "Export zurücknehmen" });
    const submit = within(dialog).getByRole("button", { name: "Export zurücknehmen" });
    await user.click(submit);
    expect(
      await within(dialog).findByText("Bitte geben Sie eine Begründung mit mindestens 3 Zeichen an."),
    ).toBeVisible();
    const reason = within(dialog).getByRole("textbox", { name: "Begründung" });
    await user.type(reason, "  ab  ");
    await user.click(submit);
    expect(within(dialog).getByText("Bitte geben Sie eine Begründung mit mindestens 3 Zeichen an.")).toBeVisible();
    expect(mock.requestsOf("UndoExportDialogMutation")).toHaveLength(0);
    await user.clear(reason);
    await user.type(reason, "Falscher Zeitraum");
    await user.click(submit);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Nur ein fertiger Export kann zurückgenommen werden.",
    );
    expect(reason).toHaveValue("Falscher Zeitraum");
    mock.state.refuse = {};
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(mock.requestsOf("UndoExportDialogMutation").at(-1)?.variables).toEqual({
      input: { exportRowId: done.rowId, reason: "Falscher Zeitraum" },
    });
    expect(await screen.findByTestId("export-undone")).toHaveTextContent("von Anna Admin: Falscher Zeitraum");
    expect(screen.queryByRole("button", { name: "Export zurücknehmen" })).toBeNull();
  });

  it("checks the export settings against the database's ranges and saves them", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderPage();
    const form = await screen.findByRole("form", { name: "Exporteinstellungen" });
    const consultant = within(form).getByRole("textbox", { name: "DATEV-Beraternummer" });
    const client = within(form).getByRole("textbox", { name: "DATEV-Mandantennummer" });
    const length = within(form).getByRole("textbox", { name: "Sachkontenlänge" });
    await user.type(consultant, "999");
    await user.type(client, "100000");
    await user.clear(length);
    await user.type(length, "9");
    await user.click(within(form).getByRole("button", { name: "Speichern" }));
    expect(await within(form).findByText("Die Beraternummer liegt zwischen 1001 und 9999999.")).toBeVisible();
    expect(
      within(form).getByText(
        "Für DATEV ist die Mandantennummer eine Zahl von 1 bis 99999, nur Ziffern ohne führende Null (Mandant).",
      ),
    ).toBeVisible();
    expect(within(form).getByText("Die Sachkontenlänge liegt zwischen 4 und 8 Stellen.")).toBeVisible();
    expect(mock.requestsOf("AccountingSettingsFormMutation")).toHaveLength(0);

    await user.clear(consultant);
    await user.type(consultant, "1234567");
    await user.clear(client);
    await user.type(client, "12x");
    await user.click(within(form).getByRole("button", { name: "Speichern" }));
    expect(
      await within(form).findByText(
        "Für DATEV ist die Mandantennummer eine Zahl von 1 bis 99999, nur Ziffern ohne führende Null (Mandant).",
      ),
    ).toBeVisible();
    // DATEV needs the client number; a six-digit one is no Mandantennummer.
    await user.clear(client);
    await user.click(within(form).getByRole("button", { name: "Speichern" }));
    expect(await within(form).findByText("Bitte geben Sie die DATEV-Mandantennummer an.")).toBeVisible();
    await user.type(client, "123456");
    await user.click(within(form).getByRole("button", { name: "Speichern" }));
    expect(
      await within(form).findByText(
        "Für DATEV ist die Mandantennummer eine Zahl von 1 bis 99999, nur Ziffern ohne führende Null (Mandant).",
      ),
    ).toBeVisible();
    expect(mock.requestsOf("AccountingSettingsFormMutation")).toHaveLength(0);

    // The database's own check, named by its constraint, lands at its field.
    mock.state.refuse = {
      AccountingSettingsFormMutation: {
        code: "INVALID_VALUE",
        constraint: "client_companies_accounting_system_client_no_datev",
      },
    };
    await user.clear(client);
    await user.type(client, "4711");
    await user.clear(length);
    await user.type(length, "5");
    await user.click(within(form).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(client).toHaveAttribute("aria-invalid", "true"));
    expect(client).toHaveValue("4711");
    expect(
      within(form).getByText(
        "Für DATEV ist die Mandantennummer eine Zahl von 1 bis 99999, nur Ziffern ohne führende Null (Mandant).",
      ),
    ).toBeVisible();

    mock.state.refuse = {};
    await user.click(within(form).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(mock.requestsOf("AccountingSettingsFormMutation")).toHaveLength(2));
    expect(mock.requestsOf("AccountingSettingsFormMutation").at(-1)?.variables).toEqual({
      input: {
        clientCompanyRowId: COMPANY,
        accountingSystem: "DATEV",
        datevConsultantNumber: 1234567,
        accountingSystemClientNo: "4711",
        generalLedgerAccountLength: 5,
        fiscalYearStartMonth: 1,
        bmdBankinfo: false,
      },
    });
    // The bank-details switch is BMD's only.
    expect(within(form).queryByRole("checkbox", { name: /Bankverbindung des Geschäftspartners/ })).toBeNull();
  });

  it("offers BMD companies to export the partner's bank details and saves the choice", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = createExportsEnvironment();
    mock.state.company = {
      ...mock.state.company,
      accountingSystem: "BMD",
      datevConsultantNumber: 1001,
      accountingSystemClientNo: "KD-4711/A",
      bmdBankinfo: false,
    };
    const queryRef = loadQuery<ExportsPageQuery>(mock.environment, ExportsPageQueryNode, {
      clientCompanyRowId: COMPANY,
    });
    renderWithProviders(<ExportsPage queryRef={queryRef} />, { relayEnvironment: mock.environment });
    const form = await screen.findByRole("form", { name: "Exporteinstellungen" });
    // Other systems than DATEV: the client number is free text.
    expect(within(form).getByRole("textbox", { name: "Mandantennummer im Buchhaltungssystem" })).toHaveValue(
      "KD-4711/A",
    );
    await user.click(within(form).getByRole("checkbox", { name: /Bankverbindung des Geschäftspartners/ }));
    await user.click(within(form).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(mock.requestsOf("AccountingSettingsFormMutation")).toHaveLength(1));
    expect(mock.requestsOf("AccountingSettingsFormMutation")[0]?.variables).toMatchObject({
      input: { accountingSystem: "BMD", accountingSystemClientNo: "KD-4711/A", bmdBankinfo: true },
    });
  });

  it("is not shown without accounting access", async () => {
    const mock = createExportsEnvironment();
    mock.state.company = { ...mock.state.company, currentUserHasAccountingAccess: false };
    const queryRef = loadQuery<ExportsPageQuery>(mock.environment, ExportsPageQueryNode, {
      clientCompanyRowId: COMPANY,
    });
    renderWithProviders(<ExportsPage queryRef={queryRef} />, { relayEnvironment: mock.environment });
    expect(
      await screen.findByText("Nur Administratoren und Benutzer mit Buchhaltungszugriff sehen die Exporte."),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("exports-user-list")).toBeNull();
  });
});
