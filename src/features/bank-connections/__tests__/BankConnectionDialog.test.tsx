import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { BankConnectionDialog, type BankConnectionDialogMode } from "../components/BankConnectionDialog.tsx";
import {
  CONNECTION,
  deferred,
  type FetchAnswer,
  installFakeWidget,
  mockXs2aFetch,
  ok,
  uninstallFakeWidget,
} from "./bankConnectionsTestEnvironment.ts";

const SESSION = "3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b";
const WIDGET_URL = "/api/xs2a/sandbox/widget.js";

let keyCount = 0;
function sessionKeyAnswer(mode = "ADD") {
  keyCount += 1;
  return ok({ key: `key-${keyCount}`, widgetUrl: WIDGET_URL, mode });
}

function renderDialog(mode: BankConnectionDialogMode = "add") {
  const onClose = vi.fn();
  const onCompleted = vi.fn();
  renderWithProviders(
    <BankConnectionDialog mode={mode} sessionId={SESSION} opened onClose={onClose} onCompleted={onCompleted} />,
  );
  return { onClose, onCompleted };
}

function routes(extra: Record<string, () => FetchAnswer> = {}) {
  return mockXs2aFetch({
    [`GET /api/xs2a/wizard-session-key/${SESSION}/`]: () => sessionKeyAnswer(),
    [`POST /api/xs2a/wizard-abort/${SESSION}/`]: () => ok({ state: "ABORTED" }),
    [`POST /api/xs2a/wizard-finish/${SESSION}/`]: () => ok({ state: "FINISHED", connectionRowId: CONNECTION }),
    ...extra,
  });
}

/** The widget's script tag, once the dialog has added it. */
const widgetScript = () =>
  waitFor(() => {
    const element = document.head.querySelector<HTMLScriptElement>("script[data-xs2a-widget]");
    expect(element).not.toBeNull();
    return element!;
  });

const pathsOf = (calls: { method: string; path: string }[]) => calls.map((call) => `${call.method} ${call.path}`);

beforeEach(() => {
  keyCount = 0;
});

afterEach(async () => {
  uninstallFakeWidget();
  vi.unstubAllGlobals();
  await i18next.changeLanguage("de");
});

describe("BankConnectionDialog", () => {
  it("shows the mode's title, fetches a key and starts the widget with it", async () => {
    const widget = installFakeWidget();
    const { calls } = routes();
    renderDialog("add");
    expect(await screen.findByRole("dialog", { name: "Bankverbindung hinzufügen" })).toBeInTheDocument();
    expect(await screen.findByText("Bank-Widget (1)")).toBeVisible();
    expect(widget.inits).toHaveLength(1);
    expect(widget.last().key).toBe("key-1");
    expect(screen.getByText(/Wählen Sie Ihre Bank/)).toBeInTheDocument();
    expect(pathsOf(calls)).toEqual([`GET /api/xs2a/wizard-session-key/${SESSION}/`]);
    expect(calls[0]!.headers["Accept-Language"]).toBe("de");
  });

  it.each([
    ["update", "Bankverbindung aktualisieren"],
    ["pay", "Zahlung über die Bank freigeben"],
  ] as const)("has its own title in %s mode", async (mode, title) => {
    installFakeWidget();
    routes();
    renderDialog(mode);
    expect(await screen.findByRole("dialog", { name: title })).toBeInTheDocument();
  });

  it("says the xs2a library is not loaded when the widget's script fails, and loads it again on Retry", async () => {
    const { calls } = routes();
    renderDialog();
    const script = await widgetScript();
    expect(script.getAttribute("src")).toBe(WIDGET_URL);
    act(() => {
      script.dispatchEvent(new Event("error"));
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Die Bank-Bibliothek (xs2a) konnte nicht geladen werden.");
    // The failed script is gone; Retry asks for a new key and tries the script again.
    expect(document.head.querySelector("script[data-xs2a-widget]")).toBeNull();
    const widget = installFakeWidget();
    await userEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByText("Bank-Widget (1)")).toBeVisible();
    expect(widget.last().key).toBe("key-2");
    expect(pathsOf(calls).filter((path) => path.includes("wizard-session-key"))).toHaveLength(2);
  });

  it("says so in English when the interface is English", async () => {
    await i18next.changeLanguage("en");
    routes();
    renderDialog();
    const script = await widgetScript();
    act(() => {
      script.dispatchEvent(new Event("error"));
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("The bank library (xs2a) could not be loaded.");
  });

  it("shows the widget's retryable error; Retry fetches a new key and starts the widget again", async () => {
    const widget = installFakeWidget();
    routes();
    renderDialog();
    await screen.findByText("Bank-Widget (1)");
    const first = widget.last();
    act(() => first.callbacks.onError("Die PIN ist falsch.", true));
    expect(await screen.findByRole("alert")).toHaveTextContent("Die PIN ist falsch.");
    expect(first.destroy).toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByText("Bank-Widget (2)")).toBeVisible();
    expect(widget.inits).toHaveLength(2);
    expect(widget.last().key).toBe("key-2");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("offers only Close for an error that cannot be retried", async () => {
    const widget = installFakeWidget();
    routes();
    const { onClose } = renderDialog();
    await screen.findByText("Bank-Widget (1)");
    act(() => widget.last().callbacks.onError("Diese Bank wird nicht unterstützt.", false));
    expect(await screen.findByRole("alert")).toHaveTextContent("Diese Bank wird nicht unterstützt.");
    expect(screen.queryByRole("button", { name: "Erneut versuchen" })).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole("button", { name: "Schließen" }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message when no key can be had", async () => {
    installFakeWidget();
    mockXs2aFetch({
      [`GET /api/xs2a/wizard-session-key/${SESSION}/`]: () => ({
        status: 404,
        body: { error: { code: "WIZARD_SESSION_NOT_FOUND", message: "Die Sitzung ist abgelaufen." } },
      }),
    });
    renderDialog();
    expect(await screen.findByRole("alert")).toHaveTextContent("Die Sitzung ist abgelaufen.");
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeInTheDocument();
  });

  it("shows Aborted when the user cancels in the widget and tells the server", async () => {
    const widget = installFakeWidget();
    const { calls } = routes();
    const { onCompleted } = renderDialog();
    await screen.findByText("Bank-Widget (1)");
    act(() => widget.last().callbacks.onAbort());
    expect(await screen.findByText("Abgebrochen")).toBeInTheDocument();
    expect(screen.getByText("Es wurde keine Bankverbindung eingerichtet.")).toBeInTheDocument();
    await waitFor(() => expect(pathsOf(calls)).toContain(`POST /api/xs2a/wizard-abort/${SESSION}/`));
    expect(widget.last().destroy).toHaveBeenCalled();
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it("aborts the wizard when the dialog is closed before the end", async () => {
    installFakeWidget();
    const { calls } = routes();
    const { onClose } = renderDialog();
    await screen.findByText("Bank-Widget (1)");
    await userEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(pathsOf(calls)).toContain(`POST /api/xs2a/wizard-abort/${SESSION}/`));
  });

  it("on finish calls wizard-finish first, then onCompleted, and shows the success state", async () => {
    const widget = installFakeWidget();
    const finishAnswer = deferred<{ status: number; body: unknown }>();
    const { calls } = routes({ [`POST /api/xs2a/wizard-finish/${SESSION}/`]: () => finishAnswer.promise });
    const { onCompleted, onClose } = renderDialog();
    await screen.findByText("Bank-Widget (1)");
    act(() => widget.last().callbacks.onFinish());
    expect(await screen.findByText("Wird abgeschlossen …")).toBeInTheDocument();
    await waitFor(() => expect(pathsOf(calls)).toContain(`POST /api/xs2a/wizard-finish/${SESSION}/`));
    expect(onCompleted).not.toHaveBeenCalled();
    finishAnswer.resolve(ok({ state: "FINISHED", connectionRowId: CONNECTION }));
    expect(await screen.findByText("Die Bankverbindung ist eingerichtet.")).toBeInTheDocument();
    expect(onCompleted).toHaveBeenCalledWith({ connectionRowId: CONNECTION });
    // Closing a finished wizard aborts nothing.
    await userEvent.click(screen.getAllByRole("button", { name: "Schließen" }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
    expect(pathsOf(calls)).not.toContain(`POST /api/xs2a/wizard-abort/${SESSION}/`);
  });

  it("keeps the finished wizard when wizard-finish fails and finishes again on Retry", async () => {
    const widget = installFakeWidget();
    let attempts = 0;
    routes({
      [`POST /api/xs2a/wizard-finish/${SESSION}/`]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 502, body: { error: { code: "PROVIDER_UNAVAILABLE", message: "Die Bank antwortet nicht." } } }
          : ok({ state: "FINISHED", connectionRowId: CONNECTION });
      },
    });
    const { onCompleted } = renderDialog("update");
    await screen.findByText("Bank-Widget (1)");
    act(() => widget.last().callbacks.onFinish());
    expect(await screen.findByRole("alert")).toHaveTextContent("Die Bank antwortet nicht.");
    await userEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByText("Die Bankverbindung ist aktualisiert.")).toBeInTheDocument();
    expect(onCompleted).toHaveBeenCalledTimes(1);
    // The widget was not started again: the bank's part was done.
    expect(widget.inits).toHaveLength(1);
  });
});
