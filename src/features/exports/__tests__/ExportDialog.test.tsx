import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { ConcreteRequest, Variables } from "relay-runtime";
import { afterEach, describe, expect, it } from "vitest";
import ExportDialogCountQueryNode from "../../../__generated__/ExportDialogCountQuery.graphql.ts";
import ExportDialogMutationNode from "../../../__generated__/ExportDialogMutation.graphql.ts";
import ExportDialogProgressQueryNode from "../../../__generated__/ExportDialogProgressQuery.graphql.ts";
import ExportDialogTestQueryNode, {
  type ExportDialogTestQuery,
} from "../../../__generated__/ExportDialogTestQuery.graphql.ts";
import ExportStatusRefreshQueryNode from "../../../__generated__/ExportStatusRefreshQuery.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { browserInNewYorkBeforeGermanMidnight } from "../../../test/browserElsewhere.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { ExportDialog } from "../components/ExportDialog.tsx";
import { COMPANY, type MockExport, mockExport } from "./exportsTestEnvironment.ts";

const TODAY = "2026-11-27";

/** `today` null: the dialog's own default. */
function Harness({ documentRowIds, today }: { documentRowIds: readonly string[] | null; today: string | null }) {
  const { clientCompany } = useLazyLoadQuery<ExportDialogTestQuery>(
    graphql`
      query ExportDialogTestQuery($clientCompanyRowId: UUID!) @relay_test_operation {
        clientCompany(rowId: $clientCompanyRowId) {
          ...ExportDialog_clientCompany
        }
      }
    `,
    { clientCompanyRowId: COMPANY },
  );
  return clientCompany ? (
    <ExportDialog
      clientCompany={clientCompany}
      opened
      onClose={() => undefined}
      documentRowIds={documentRowIds}
      today={today ?? undefined}
      pollIntervalMs={10}
    />
  ) : null;
}

interface DialogState {
  company: Record<string, unknown>;
  documentCount: number;
  refuse: { code: string; count?: number } | null;
  /** The export's answers after it was started, in turn (the last one stays). */
  progress: MockExport[];
}

const OPERATIONS: Record<string, ConcreteRequest> = {
  ExportDialogTestQuery: ExportDialogTestQueryNode,
  ExportDialogCountQuery: ExportDialogCountQueryNode,
  ExportDialogMutation: ExportDialogMutationNode,
  ExportDialogProgressQuery: ExportDialogProgressQueryNode,
  ExportStatusRefreshQuery: ExportStatusRefreshQueryNode,
};

function renderDialog(
  change: Partial<DialogState> = {},
  documentRowIds: readonly string[] | null = null,
  today: string | null = TODAY,
) {
  const started = mockExport({ status: "QUEUED", progress: 0, files: { nodes: [] } });
  const state: DialogState = {
    company: {
      id: "client-company-1",
      rowId: COMPANY,
      accountingSystem: "DATEV",
      disableIncompleteExport: false,
      currentUserCanExportBookings: true,
    },
    documentCount: 3,
    refuse: null,
    progress: [{ ...started, status: "RUNNING", progress: 50 }, mockExport({ rowId: started.rowId })],
    ...change,
  };
  const mock = createMockRelayEnvironment({
    operations: OPERATIONS,
    resolvers: (name: string, _variables: Variables) => ({
      ClientCompany: () => state.company,
      DocumentsListConnection: () => ({ totalCount: state.documentCount }),
      Export: () =>
        name === "ExportDialogMutation"
          ? started
          : state.progress.length > 1
            ? state.progress.shift()
            : state.progress[0],
    }),
    answer: (name, _variables, _params, generate) => {
      if (name === "ExportDialogMutation" && state.refuse) {
        const { code, ...extensions } = state.refuse;
        throw GraphQLRequestError.fromErrors([{ message: code, extensions: { code, ...extensions } }]);
      }
      return generate();
    },
  });
  renderWithProviders(<Harness documentRowIds={documentRowIds} today={today} />, {
    relayEnvironment: mock.environment,
  });
  return { ...mock, state, started };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByRole("textbox", { name: label });

describe("ExportDialog", () => {
  it("offers last month by default, the company's format, and counts the period's documents", async () => {
    const mock = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Buchungsexport" });
    expect(field(dialog, "Von")).toHaveValue("01.10.2026");
    expect(field(dialog, "Bis")).toHaveValue("31.10.2026");
    expect(within(dialog).getByRole("combobox", { name: "Format" })).toHaveValue("DATEV-Buchungsstapel (EXTF)");
    expect(await within(dialog).findByTestId("export-document-count")).toHaveTextContent("Belege in diesem Export: 3");
    expect(mock.requestsOf("ExportDialogCountQuery")[0]?.variables).toMatchObject({
      filter: {
        fromDate: "2026-10-01",
        untilDate: "2026-10-31",
        exportStatus: "NOT_EXPORTED_FOR_BOOKING",
        // What the export takes: the ready invoices only.
        isApproved: true,
        invoiceCompletenessDetails: ["ACCOUNTING_ITEMS", "PARTNER_ACCOUNT", "REAL_ESTATE_OBJECT"],
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(within(dialog).getByRole("radio", { name: "Letztes Quartal" }));
    expect(field(dialog, "Von")).toHaveValue("01.07.2026");
    expect(field(dialog, "Bis")).toHaveValue("30.09.2026");
    // Allowing incomplete documents counts every invoice of the period not exported yet.
    await user.click(within(dialog).getByRole("checkbox", { name: "Unvollständige Belege zulassen" }));
    await waitFor(() =>
      expect(mock.requestsOf("ExportDialogCountQuery").at(-1)?.variables.filter).not.toHaveProperty("isApproved"),
    );
  });

  it("hides 'allow incomplete' when the company disables incomplete exports", async () => {
    renderDialog({
      company: {
        id: "client-company-1",
        rowId: COMPANY,
        accountingSystem: "BMD",
        disableIncompleteExport: true,
        currentUserCanExportBookings: true,
      },
    });
    const dialog = await screen.findByRole("dialog", { name: "Buchungsexport" });
    expect(within(dialog).queryByRole("checkbox", { name: "Unvollständige Belege zulassen" })).toBeNull();
    expect(within(dialog).getByRole("combobox", { name: "Format" })).toHaveValue("BMD");
  });

  it("shows a refusal translated, with its count, and keeps the options", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderDialog({ refuse: { code: "EXPORT_DOCUMENTS_INCOMPLETE", count: 2 } });
    const dialog = await screen.findByRole("dialog", { name: "Buchungsexport" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Tabellen (CSV)" }));
    await user.click(
      within(dialog).getByRole("checkbox", { name: "Zahlungen und Kassenbewegungen des Zeitraums mit exportieren" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Export starten" }));
    expect(await within(dialog).findByTestId("export-refusal")).toHaveTextContent(
      /^2 Belege sind nicht freigegeben oder unvollständig/,
    );
    expect(within(dialog).getByRole("checkbox", { name: "Tabellen (CSV)" })).toBeChecked();
    expect(field(dialog, "Von")).toHaveValue("01.10.2026");
    expect(mock.requestsOf("ExportDialogMutation")[0]?.variables).toMatchObject({
      input: {
        clientCompanyRowId: COMPANY,
        accountingPeriodFrom: "2026-10-01",
        accountingPeriodTo: "2026-10-31",
        accountingExport: "DATEV_EXTF",
        spreadsheets: true,
        allowIncomplete: false,
        // A period takes its ready documents (approved, complete) unless incomplete ones are allowed.
        readyForBookingExport: true,
        bookingExport: true,
        includeMoneyTransactions: true,
      },
    });
  });

  it("refuses a reversed period before asking the server", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Buchungsexport" });
    await user.clear(field(dialog, "Bis"));
    await user.type(field(dialog, "Bis"), "01.09.2026");
    await user.tab();
    expect(await within(dialog).findByText("Das Ende des Zeitraums liegt vor seinem Beginn.")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Export starten" })).toBeDisabled();
    expect(mock.requestsOf("ExportDialogMutation")).toHaveLength(0);
  });

  it("exports the selected documents and follows the export until its file can be downloaded", async () => {
    const user = userEvent.setup({ delay: null });
    const selected = ["d0000000-0000-4000-8000-000000000001", "d0000000-0000-4000-8000-000000000002"];
    const mock = renderDialog({}, selected);
    const dialog = await screen.findByRole("dialog", { name: "2 ausgewählte Belege exportieren" });
    expect(within(dialog).queryByRole("textbox", { name: "Von" })).toBeNull();
    // Money transactions go with a period export, not with a selection of documents.
    expect(within(dialog).queryByRole("checkbox", { name: /Zahlungen und Kassenbewegungen/ })).toBeNull();
    expect(within(dialog).getByTestId("export-document-count")).toHaveTextContent("Belege in diesem Export: 2");
    await user.click(within(dialog).getByRole("button", { name: "Export starten" }));
    await waitFor(() => expect(mock.requestsOf("ExportDialogMutation")).toHaveLength(1));
    expect(mock.requestsOf("ExportDialogMutation")[0]?.variables).toMatchObject({
      input: { documentRowIds: selected },
    });
    expect(mock.requestsOf("ExportDialogMutation")[0]?.variables.input).not.toHaveProperty("accountingPeriodFrom");
    const link = await within(dialog).findByRole("link", { name: /EXTF_Buchungsstapel\.csv herunterladen/ });
    expect(link.getAttribute("href")).toMatch(/^\/api\/exports\/ee000000-.*\/files\/ff000000-/);
    expect(within(dialog).getByText("Der Export ist fertig.")).toBeVisible();
    expect(within(dialog).getByRole("link", { name: "Zur Exportseite" })).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/exports?clientCompanyRowId=${COMPANY}`,
    );
  });

  it("says why a started export failed", async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog({
      progress: [mockExport({ status: "FAILED", errorCode: "EXPORT_STORAGE_FAILED", files: { nodes: [] } })],
    });
    const dialog = await screen.findByRole("dialog", { name: "Buchungsexport" });
    await user.click(within(dialog).getByRole("button", { name: "Export starten" }));
    expect(
      await within(dialog).findByText(
        "Die Exportdatei konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.",
      ),
    ).toBeVisible();
  });
});

describe("ExportDialog's default period", () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it("is last month of Germany's today, as the server counts, not of the browser's", async () => {
    restore = browserInNewYorkBeforeGermanMidnight();
    renderDialog({}, null, null);
    const dialog = await screen.findByRole("dialog", { name: "Buchungsexport" });
    expect(field(dialog, "Von")).toHaveValue("01.03.2026");
    expect(field(dialog, "Bis")).toHaveValue("31.03.2026");
  });
});
