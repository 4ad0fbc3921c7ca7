import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { ConcreteRequest } from "relay-runtime";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import NewVersionProgressQueryNode from "../../../__generated__/NewVersionProgressQuery.graphql.ts";
import UpdateFileButtonRefreshQueryNode from "../../../__generated__/UpdateFileButtonRefreshQuery.graphql.ts";
import UpdateFileButtonTestQueryNode, {
  type UpdateFileButtonTestQuery,
} from "../../../__generated__/UpdateFileButtonTestQuery.graphql.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { UpdateFileButton } from "../components/UpdateFileButton.tsx";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const DOCUMENT = "d0000000-0000-4000-8000-000000000001";
const NEW_DOCUMENT = "d0000000-0000-4000-8000-000000000002";
const SOURCE_FILE = "5f000000-0000-4000-8000-000000000001";

// The button as the action bar mounts it: the document read by a query spreading the fragment.
function Harness() {
  const { document } = useLazyLoadQuery<UpdateFileButtonTestQuery>(
    graphql`
      query UpdateFileButtonTestQuery($documentRowId: UUID!) @relay_test_operation {
        document(rowId: $documentRowId) {
          ...UpdateFileButton_document
        }
      }
    `,
    { documentRowId: DOCUMENT },
  );
  return document ? (
    <>
      <span data-testid="document-loaded" />
      <UpdateFileButton document={document} pollIntervalMs={20} />
    </>
  ) : null;
}

const OPERATIONS: Record<string, ConcreteRequest> = {
  UpdateFileButtonTestQuery: UpdateFileButtonTestQueryNode,
  NewVersionProgressQuery: NewVersionProgressQueryNode,
  UpdateFileButtonRefreshQuery: UpdateFileButtonRefreshQueryNode,
};

/** Relay answering from `state`: the document's flags and the uploaded file's states in turn. */
function renderButton(document: { canCurrentUserChange?: boolean; superseded?: boolean } = {}) {
  const state = {
    document: { canCurrentUserChange: true, superseded: false, ...document },
    fileStates: [] as Record<string, unknown>[],
  };
  const { environment, requests } = createMockRelayEnvironment({
    operations: OPERATIONS,
    resolvers: () => {
      const fileState = state.fileStates.length > 1 ? state.fileStates.shift() : state.fileStates[0];
      return {
        Document: () => ({ id: "document-1", rowId: DOCUMENT, clientCompanyRowId: COMPANY, ...state.document }),
        SourceFile: () => ({
          id: "source-file-1",
          processingError: null,
          documentRowId: null,
          duplicateDocumentRowId: null,
          ...fileState,
        }),
      };
    },
  });
  renderWithProviders(<Harness />, { relayEnvironment: environment });
  return { state, requests };
}

/** A stand-in for the browser's XMLHttpRequest, the upload helper's transport: records each
 * request and lets the test report progress and answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const pdf = (name = "Rechnung-korrigiert.pdf") => new File([new Uint8Array(2048)], name, { type: "application/pdf" });

async function openAndChoose(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.click(await screen.findByRole("button", { name: "Neue Version hochladen" }));
  const dialog = await screen.findByRole("dialog", { name: "Neue Version dieses Belegs hochladen" });
  await user.upload(within(dialog).getByTestId("update-file-input"), file);
  return dialog;
}

describe("UpdateFileButton", () => {
  it("explains, uploads the file as the document's new version, waits for processing and opens it", async () => {
    const user = userEvent.setup();
    const { state, requests } = renderButton();
    await user.click(await screen.findByRole("button", { name: "Neue Version hochladen" }));
    const dialog = await screen.findByRole("dialog", { name: "Neue Version dieses Belegs hochladen" });
    expect(dialog).toHaveTextContent("wird zur aktuellen Version dieses Belegs");
    expect(dialog).toHaveTextContent("als ältere Version erhalten: unverändert, nur noch lesbar");

    await user.upload(within(dialog).getByTestId("update-file-input"), pdf());
    expect(within(dialog).getByText("Rechnung-korrigiert.pdf")).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0); // nothing is sent before the confirmation

    await user.click(within(dialog).getByRole("button", { name: "Als neue Version hochladen" }));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe("POST");
    const url = new URL(xhr.url, "http://localhost");
    expect(url.pathname).toBe("/api/source-files");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      clientCompanyRowId: COMPANY,
      documentToUpdateRowId: DOCUMENT,
    });
    expect((xhr.body!.get("file") as File).name).toBe("Rechnung-korrigiert.pdf");
    expect(xhr.headers["Accept-Language"]).toBe("de");

    xhr.progress(512, 2048);
    expect(await within(dialog).findByRole("progressbar", { name: "Fortschritt des Hochladens" })).toHaveAttribute(
      "aria-valuenow",
      "25",
    );

    state.fileStates = [
      { status: "PROCESSING", processingPercentage: 40 },
      { status: "DONE", processingPercentage: 100, documentRowId: NEW_DOCUMENT },
    ];
    xhr.respond(201, { sourceFiles: [{ rowId: SOURCE_FILE, name: "Rechnung-korrigiert.pdf", status: "QUEUED" }] });
    expect(await within(dialog).findByText("Die neue Version wird verarbeitet …")).toBeInTheDocument();

    const open = await within(dialog).findByRole("link", { name: "Neue Version öffnen" });
    expect(open).toHaveAttribute("href", `/documents/${NEW_DOCUMENT}?clientCompanyRowId=${COMPANY}`);
    expect(within(dialog).getByRole("status")).toHaveTextContent("Die neue Version ist angelegt.");
    expect(
      requests.filter((r) => r.name === "NewVersionProgressQuery").map((r) => r.variables.sourceFileRowId),
    ).toEqual([SOURCE_FILE, SOURCE_FILE]);

    // Closing reads the document again: the page learns it is superseded now, and the button
    // (for the current version only) goes.
    state.document.superseded = true;
    await user.click(within(dialog).getByRole("button", { name: "Schließen" }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Neue Version hochladen" })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ name: "UpdateFileButtonRefreshQuery", variables: { documentRowId: DOCUMENT } }),
    );
  });

  it("shows the server's refusal of a superseded document in words and lets another file be chosen", async () => {
    const user = userEvent.setup();
    renderButton();
    const dialog = await openAndChoose(user, pdf());
    await user.click(within(dialog).getByRole("button", { name: "Als neue Version hochladen" }));
    FakeXhr.sent[0]!.respond(409, {
      error: { code: "DOCUMENT_TO_UPDATE_SUPERSEDED", message: "Dieser Beleg ist bereits ersetzt." },
    });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Dieser Beleg wurde inzwischen durch eine neuere Version ersetzt. Bitte laden Sie die Datei zur neuesten Version hoch.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Andere Datei wählen" }));
    expect(within(dialog).getByRole("region", { name: "Datei für die neue Version" })).toBeInTheDocument();
  });

  it("refuses a file type the upload does not accept before sending it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderButton();
    const dialog = await openAndChoose(
      user,
      new File(["x"], "Rechnung.docx", {
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      }),
    );
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Dieses Dateiformat wird nicht unterstützt.");
    expect(within(dialog).queryByRole("button", { name: "Als neue Version hochladen" })).not.toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("says so when the file is the document itself again, and links the existing document", async () => {
    const user = userEvent.setup();
    const { state } = renderButton();
    const dialog = await openAndChoose(user, pdf("gleich.pdf"));
    await user.click(within(dialog).getByRole("button", { name: "Als neue Version hochladen" }));
    state.fileStates = [{ status: "DUPLICATE", processingPercentage: 100, duplicateDocumentRowId: DOCUMENT }];
    FakeXhr.sent[0]!.respond(201, { sourceFiles: [{ rowId: SOURCE_FILE, name: "gleich.pdf", status: "QUEUED" }] });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Diese Datei ist bereits als Beleg vorhanden. Es wurde keine neue Version angelegt.",
    );
    expect(within(dialog).getByRole("link", { name: "Vorhandenen Beleg öffnen" })).toHaveAttribute(
      "href",
      `/documents/${DOCUMENT}?clientCompanyRowId=${COMPANY}`,
    );
  });

  it("translates a refusal found in processing", async () => {
    const user = userEvent.setup();
    const { state } = renderButton();
    const dialog = await openAndChoose(user, pdf());
    await user.click(within(dialog).getByRole("button", { name: "Als neue Version hochladen" }));
    state.fileStates = [{ status: "FAILED", processingPercentage: 100, processingError: "DOCUMENT_TO_UPDATE_LOCKED" }];
    FakeXhr.sent[0]!.respond(201, { sourceFiles: [{ rowId: SOURCE_FILE, name: "x.pdf", status: "QUEUED" }] });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Der Beleg steht in einem Workflow-Schritt, der Änderungen sperrt.",
    );
  });

  it.each([
    ["superseded", { superseded: true }],
    ["not changeable by the user", { canCurrentUserChange: false }],
  ])("is not offered when the document is %s", async (_label, document) => {
    renderButton(document);
    expect(await screen.findByTestId("document-loaded")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Neue Version hochladen" })).not.toBeInTheDocument();
  });
});
