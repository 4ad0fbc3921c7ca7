import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { resetUploadQueues } from "../lib/UploadQueue.ts";
import { LIVE_REFRESH_INTERVAL_MS } from "../lib/uploadPageArgs.ts";
import type { UploadResult, UploadTransport } from "../lib/uploadSourceFile.ts";
import { UploadPage } from "../pages/UploadPage.tsx";
import {
  CATEGORIES,
  COMPANY,
  createUploadEnvironment,
  REVIEW_GROUP,
  sourceFile,
  type UploadMockOptions,
} from "./uploadTestEnvironment.ts";

function renderUpload(options: UploadMockOptions = {}) {
  const mock = createUploadEnvironment(options);
  renderWithProviders(<UploadPage queryRef={mock.queryRef()} />, { relayEnvironment: mock.environment });
  return mock;
}

const pdf = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: "application/pdf" });
const rowOf = (name: string) => screen.getByText(name).closest("tr")!;

let transport: ReturnType<typeof vi.fn<UploadTransport>>;
beforeEach(() => {
  window.localStorage.clear();
  transport = vi.fn<UploadTransport>();
  resetUploadQueues(transport);
});
afterEach(async () => {
  vi.useRealTimers();
  await i18next.changeLanguage("de");
});

describe("UploadPage", () => {
  it("offers the categories grouped by document type, the first incoming-invoice one chosen", async () => {
    renderUpload();
    expect(await screen.findByRole("heading", { level: 1, name: "Belege hochladen" })).toBeInTheDocument();
    const select = screen.getByRole("combobox", { name: "Belegkategorie" });
    expect(select).toHaveValue("Wareneinkauf");
    await userEvent.setup().click(select);
    const groups = await screen.findAllByRole("group", { hidden: true });
    expect(groups.map((group) => group.firstChild?.textContent)).toEqual([
      "Eingangsrechnungen",
      "Ausgangsrechnungen",
      "Sonstige",
    ]);
    expect(
      within(groups[0]!)
        .getAllByRole("option", { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(["Wareneinkauf", "Kosten"]);
    expect(document.title).toBe("Belege hochladen | Belegwerk");
  });

  it("remembers the chosen category per company", async () => {
    window.localStorage.setItem(`belegwerk.upload.category.${COMPANY}`, CATEGORIES[2]!.rowId);
    renderUpload();
    expect(await screen.findByRole("combobox", { name: "Belegkategorie" })).toHaveValue("Erlöse");
  });

  it("shows each file's state, with translated errors and the way to the document", async () => {
    const done = sourceFile("DONE", { name: "fertig.pdf", documentRowId: "d0000000-0000-4000-8000-000000000001" });
    const duplicate = sourceFile("DUPLICATE", {
      name: "doppelt.pdf",
      duplicateDocumentRowId: "d0000000-0000-4000-8000-000000000002",
    });
    const files = [
      sourceFile("QUEUED", { name: "wartet.pdf" }),
      sourceFile("PROCESSING", { name: "laeuft.pdf", processingPercentage: 40 }),
      done,
      duplicate,
      sourceFile("FAILED", { name: "geschuetzt.pdf", processingError: "PDF_ENCRYPTED" }),
      sourceFile("FAILED", { name: "komisch.pdf", processingError: "SOMETHING_NEW" }),
    ];
    renderUpload({ files });
    await screen.findByText("wartet.pdf");

    expect(within(rowOf("wartet.pdf")).getByText("Wartet")).toBeInTheDocument();
    expect(within(rowOf("laeuft.pdf")).getByText("Wird verarbeitet … 40 %")).toBeInTheDocument();
    expect(within(rowOf("laeuft.pdf")).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    expect(within(rowOf("fertig.pdf")).getByText("Fertig")).toBeInTheDocument();
    expect(within(rowOf("fertig.pdf")).getByRole("link", { name: "Beleg öffnen" })).toHaveAttribute(
      "href",
      `/documents/${done.documentRowId}?clientCompanyRowId=${COMPANY}`,
    );
    expect(within(rowOf("doppelt.pdf")).getByText("Bereits vorhanden")).toBeInTheDocument();
    expect(within(rowOf("doppelt.pdf")).getByRole("link", { name: "Vorhandenen Beleg öffnen" })).toHaveAttribute(
      "href",
      `/documents/${duplicate.duplicateDocumentRowId}?clientCompanyRowId=${COMPANY}`,
    );
    const failed = within(rowOf("geschuetzt.pdf"));
    expect(failed.getByText("Fehlgeschlagen")).toBeInTheDocument();
    expect(
      failed.getByText("Die PDF-Datei ist mit einem Passwort geschützt. Bitte laden Sie sie ohne Passwortschutz hoch."),
    ).toBeInTheDocument();
    // Processing the same encrypted bytes again cannot help: only removing is offered.
    expect(failed.queryByRole("button", { name: "Erneut versuchen" })).not.toBeInTheDocument();
    expect(failed.getByRole("button", { name: "Entfernen" })).toBeInTheDocument();
    expect(within(rowOf("komisch.pdf")).getByRole("button", { name: "Erneut versuchen" })).toBeInTheDocument();
    expect(
      within(rowOf("komisch.pdf")).getByText(
        "Die Datei konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId("upload-summary")).toHaveTextContent(
      "6 Dateien: 1 fertig, 1 bereits vorhanden, 2 in Verarbeitung, 2 fehlgeschlagen",
    );
    expect(screen.getAllByText("246 kB")).toHaveLength(6);
  });

  it("retries and removes a failed file through the mutations", async () => {
    const failed = sourceFile("FAILED", { name: "kaputt.pdf", processingError: "PROCESSING_FAILED" });
    const mock = renderUpload({ files: [failed] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Erneut versuchen" }));
    await waitFor(() =>
      expect(mock.requests).toContainEqual({
        name: "useRetrySourceFileMutation",
        variables: { input: { sourceFileId: failed.rowId } },
      }),
    );
    // the answer puts it back in the queue
    expect(await within(rowOf("kaputt.pdf")).findByText("Wartet")).toBeInTheDocument();
  });

  it("removes a failed file from the list", async () => {
    const failed = sourceFile("FAILED", { name: "leer-pdf.pdf", processingError: "PDF_EMPTY" });
    const mock = renderUpload({ files: [failed] });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Entfernen" }));
    await waitFor(() =>
      expect(mock.requests).toContainEqual({
        name: "useDeleteSourceFileMutation",
        variables: { input: { rowId: failed.rowId } },
      }),
    );
    await waitFor(() => expect(screen.queryByText("leer-pdf.pdf")).not.toBeInTheDocument());
    expect(
      screen.getByText("Noch keine Dateien. Hochgeladene Dateien erscheinen hier, bis sie verarbeitet sind."),
    ).toBeInTheDocument();
  });

  it("refuses an empty file at once, without sending it", async () => {
    renderUpload();
    const input = await screen.findByTestId("upload-file-input");
    await userEvent.setup().upload(input, new File([], "leer.pdf", { type: "application/pdf" }));
    const row = rowOf("leer.pdf");
    expect(within(row).getByText("Abgelehnt")).toBeInTheDocument();
    expect(within(row).getByText("Die Datei ist leer.")).toBeInTheDocument();
    expect(transport).not.toHaveBeenCalled();
    await userEvent.setup().click(within(row).getByRole("button", { name: "Ausblenden" }));
    expect(screen.queryByText("leer.pdf")).not.toBeInTheDocument();
  });

  it("refuses more than 100 files at once", async () => {
    renderUpload();
    const input = await screen.findByTestId("upload-file-input");
    const files = Array.from({ length: 101 }, (_, i) => pdf(`r${i}.pdf`));
    await userEvent.setup().upload(input, files);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Sie haben 101 Dateien ausgewählt. Bitte laden Sie höchstens 100 Dateien auf einmal hoch.",
    );
    expect(transport).not.toHaveBeenCalled();
  });

  it("uploads at most three files at once into the chosen category and shows their progress", async () => {
    const pending: ((result: UploadResult) => void)[] = [];
    transport.mockImplementation(
      (request) =>
        new Promise((resolve) => {
          request.onProgress?.(25);
          pending.push(resolve);
        }),
    );
    renderUpload();
    const input = await screen.findByTestId("upload-file-input");
    await userEvent.setup().upload(input, [pdf("a.pdf"), pdf("b.pdf"), pdf("c.pdf"), pdf("d.pdf")]);
    expect(transport).toHaveBeenCalledTimes(3);
    expect(transport.mock.calls[0]![0]).toMatchObject({
      clientCompanyRowId: COMPANY,
      categoryRowId: CATEGORIES[0]!.rowId,
    });
    expect(within(rowOf("a.pdf")).getByText("Wird hochgeladen … 25 %")).toBeInTheDocument();
    expect(within(rowOf("d.pdf")).getByText("Wartet auf das Hochladen")).toBeInTheDocument();
    expect(screen.getByTestId("upload-summary")).toHaveTextContent("4 Dateien: 4 in Verarbeitung");

    await act(async () => {
      pending[0]!({
        ok: true,
        sourceFile: { rowId: "5f000000-0000-4000-8000-0000000000aa", name: "a.pdf", status: "QUEUED" },
      });
    });
    expect(transport).toHaveBeenCalledTimes(4);
    expect(within(rowOf("a.pdf")).getByText("Wartet")).toBeInTheDocument();
  });

  it("offers another try after a network failure", async () => {
    transport.mockResolvedValueOnce({ ok: false, error: { code: "NETWORK" } });
    renderUpload();
    const input = await screen.findByTestId("upload-file-input");
    const user = userEvent.setup();
    await user.upload(input, pdf("netz.pdf"));
    const row = rowOf("netz.pdf");
    expect(
      await within(row).findByText(
        "Die Verbindung zum Server ist unterbrochen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
      ),
    ).toBeInTheDocument();
    transport.mockResolvedValueOnce({
      ok: true,
      sourceFile: { rowId: "5f000000-0000-4000-8000-0000000000bb", name: "netz.pdf", status: "QUEUED" },
    });
    await user.click(within(row).getByRole("button", { name: "Erneut versuchen" }));
    expect(transport).toHaveBeenCalledTimes(2);
    expect(await within(rowOf("netz.pdf")).findByText("Wartet")).toBeInTheDocument();
  });

  it("translates the server's refusal of a file", async () => {
    transport.mockResolvedValueOnce({ ok: false, error: { code: "FILE_TOO_LARGE", params: { maxMegabytes: 50 } } });
    renderUpload();
    await userEvent.setup().upload(await screen.findByTestId("upload-file-input"), pdf("gross.pdf"));
    expect(await within(rowOf("gross.pdf")).findByText("Die Datei ist größer als 50 MB.")).toBeInTheDocument();
    expect(within(rowOf("gross.pdf")).queryByRole("button", { name: "Erneut versuchen" })).not.toBeInTheDocument();
  });

  it("closes the drop zone while the processing limit is reached", async () => {
    renderUpload({ company: { sourceFileProcessingLimitReached: true } });
    expect(
      await screen.findByText("Gerade werden viele Dateien verarbeitet. Neue Dateien können Sie in Kürze hinzufügen."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Dateien auswählen" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Dateien zum Hochladen" })).toHaveAttribute("aria-disabled", "true");
  });

  it("leads to the review inbox once the upload's group has documents", async () => {
    renderUpload({ company: { uploadReviewGroup: { id: "rg", rowId: REVIEW_GROUP, documentCount: 3 } } });
    expect(await screen.findByText("3 Dokumente bereit zur Prüfung")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zum Prüfkorb" })).toHaveAttribute(
      "href",
      `/review/${REVIEW_GROUP}?clientCompanyRowId=${COMPANY}`,
    );
  });

  it("refreshes while files are in processing and stops when all are done", async () => {
    // The refresh timer runs on a clock the test moves: no waiting for real seconds.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    const processing = sourceFile("PROCESSING", { name: "p.pdf", processingPercentage: 10 });
    const mock = renderUpload({ files: [processing] });
    await screen.findByText("Wird verarbeitet … 10 %");
    // No way to a document that does not exist yet.
    expect(within(rowOf("p.pdf")).queryByRole("link")).not.toBeInTheDocument();
    mock.state.files = [
      sourceFile("DONE", {
        id: processing.id,
        rowId: processing.rowId,
        name: "p.pdf",
        documentRowId: "d0000000-0000-4000-8000-00000000000f",
      }),
    ];
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_INTERVAL_MS));
    expect(await screen.findByText("Fertig")).toBeInTheDocument();
    // The same row now leads to the document it became.
    expect(within(rowOf("p.pdf")).getByRole("link", { name: "Beleg öffnen" })).toHaveAttribute(
      "href",
      `/documents/d0000000-0000-4000-8000-00000000000f?clientCompanyRowId=${COMPANY}`,
    );
    const count = mock.requests.filter((request) => request.name === "UploadPageQuery").length;
    // Idle: however long one waits, no further request.
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_INTERVAL_MS * 4));
    expect(mock.requests.filter((request) => request.name === "UploadPageQuery")).toHaveLength(count);
  });

  describe("a refused e-invoice XML", () => {
    const refusedFiles = () => [
      sourceFile("FAILED", {
        name: "ohne-zahlbetrag.xml",
        kind: "XML",
        processingError: "EINVOICE_INVALID",
        processingErrorReason: { reason: "MISSING", term: "BT-115" },
      }),
      sourceFile("FAILED", {
        name: "falsches-datum.xml",
        kind: "XML",
        processingError: "EINVOICE_INVALID",
        processingErrorReason: { reason: "NOT_A_DATE", term: "BT-2", value: "20240231" },
      }),
      sourceFile("FAILED", {
        name: "ohne-grund.xml",
        kind: "XML",
        processingError: "EINVOICE_INVALID",
        processingErrorReason: null,
      }),
      sourceFile("FAILED", {
        name: "kaputt.xml",
        kind: "XML",
        processingError: "EINVOICE_INVALID",
        processingErrorReason: { reason: "SOMETHING_ELSE", term: "BT-115" },
      }),
    ];

    it("says what exactly the reader found wrong, in German", async () => {
      renderUpload({ files: refusedFiles() });
      await screen.findByText("ohne-zahlbetrag.xml");
      expect(
        within(rowOf("ohne-zahlbetrag.xml")).getByText(
          "Die E-Rechnung kann nicht übernommen werden: Zahlbetrag (BT-115) fehlt.",
        ),
      ).toBeInTheDocument();
      expect(
        within(rowOf("falsches-datum.xml")).getByText(
          "Die E-Rechnung kann nicht übernommen werden: Rechnungsdatum (BT-2) ist kein gültiges Datum („20240231“).",
        ),
      ).toBeInTheDocument();
      // Without a reason (or with one this version does not know) the general text stays.
      for (const name of ["ohne-grund.xml", "kaputt.xml"]) {
        expect(
          within(rowOf(name)).getByText(
            "Die E-Rechnung ist unvollständig oder fehlerhaft und kann nicht übernommen werden.",
          ),
        ).toBeInTheDocument();
      }
      expect(document.body.textContent).not.toMatch(/EINVOICE_|MISSING|NOT_A_DATE|\{\{/);
    });

    it("says the same in English", async () => {
      await i18next.changeLanguage("en");
      renderUpload({ files: refusedFiles() });
      await screen.findByText("ohne-zahlbetrag.xml");
      expect(
        within(rowOf("ohne-zahlbetrag.xml")).getByText(
          "The e-invoice cannot be taken over: Amount due (BT-115) is missing.",
        ),
      ).toBeInTheDocument();
      expect(
        within(rowOf("falsches-datum.xml")).getByText(
          "The e-invoice cannot be taken over: Invoice date (BT-2) is not a valid date (“20240231”).",
        ),
      ).toBeInTheDocument();
      expect(
        within(rowOf("ohne-grund.xml")).getByText("The e-invoice is incomplete or faulty and cannot be taken over."),
      ).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/EINVOICE_|MISSING|NOT_A_DATE|\{\{/);
    });
  });

  it("explains a missing right instead of showing the page", async () => {
    renderUpload({ company: { currentUserHasDocumentsManageAccess: false } });
    expect(await screen.findByRole("heading", { name: "Hochladen ist für Sie nicht freigegeben" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Dateien zum Hochladen" })).not.toBeInTheDocument();
  });
});
