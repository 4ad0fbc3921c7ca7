import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { loadQuery } from "react-relay";
import { afterEach, describe, expect, it, vi } from "vitest";
import SettingsBankConnectionsPageQueryNode, {
  type SettingsBankConnectionsPageQuery,
} from "../../../__generated__/SettingsBankConnectionsPageQuery.graphql.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { SYNC_POLL_INTERVAL_MS } from "../hooks/useSyncWatch.ts";
import { SettingsBankConnectionsPage } from "../pages/SettingsBankConnectionsPage.tsx";
import {
  CARD,
  COMPANY_A,
  COMPANY_B,
  CONNECTION,
  createBankConnectionsEnvironment,
  type FetchAnswer,
  type FetchCall,
  GIRO,
  GIRO_MONEY_ACCOUNT,
  installFakeWidget,
  mockXs2aFetch,
  ok,
  type PageState,
  sandboxConnection,
  TAGESGELD,
  uninstallFakeWidget,
} from "./bankConnectionsTestEnvironment.ts";

const SESSION = "5e551011-0000-4000-8000-000000000001";

interface RenderOptions extends Partial<PageState> {
  shouldStartAdd?: boolean;
  clientCompanyRowId?: string;
  routes?: Record<string, (call: FetchCall) => FetchAnswer>;
}

async function renderPage({
  shouldStartAdd = false,
  clientCompanyRowId = COMPANY_A,
  routes = {},
  ...state
}: RenderOptions = {}) {
  const relay = createBankConnectionsEnvironment(state);
  const fetchMock = mockXs2aFetch({
    [`GET /api/xs2a/wizard-session-key/${SESSION}/`]: () => ok({ key: "key-1", widgetUrl: "/widget.js", mode: "ADD" }),
    [`POST /api/xs2a/wizard-abort/${SESSION}/`]: () => ok({ state: "ABORTED" }),
    ...routes,
  });
  const queryRef = loadQuery<SettingsBankConnectionsPageQuery>(
    relay.environment,
    SettingsBankConnectionsPageQueryNode,
    {},
  );
  const onAddStarted = vi.fn();
  renderWithProviders(
    <>
      <Notifications />
      <SettingsBankConnectionsPage
        queryRef={queryRef}
        clientCompanyRowId={clientCompanyRowId}
        shouldStartAdd={shouldStartAdd}
        onAddStarted={onAddStarted}
      />
    </>,
    { relayEnvironment: relay.environment },
  );
  // The page has rendered once its one top heading is there: the page's title (in the test's
  // language) or, without access, the forbidden view's.
  await screen.findByRole("heading", { level: 1 });
  return { ...relay, ...fetchMock, onAddStarted };
}

/** The options of a company picker (each picker has its own list). */
async function optionsOf(picker: HTMLElement) {
  const listbox = await waitFor(() => document.getElementById(picker.getAttribute("aria-controls") ?? "")!);
  return within(listbox);
}

const pageQueries = (requests: { name: string }[]) =>
  requests.filter((request) => request.name === "SettingsBankConnectionsPageQuery").length;

afterEach(async () => {
  notifications.clean();
  uninstallFakeWidget();
  vi.unstubAllGlobals();
  await i18next.changeLanguage("de");
});

// Mantine and user-event are slow in jsdom, more so on a busy machine.
describe("SettingsBankConnectionsPage", () => {
  it("shows the empty state with an add button", async () => {
    await renderPage();
    expect(document.title).toBe("Bankverbindungen | Belegwerk");
    expect(screen.getByText("Noch keine Bankkonten verbunden")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Bankverbindung hinzufügen" })).toHaveLength(1);
  });

  it("shows the forbidden view without banking access in any company", async () => {
    await renderPage({ memberships: [false, false] });
    expect(await screen.findByText("Kein Zugriff auf Bankverbindungen")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Bankverbindung hinzufügen" })).not.toBeInTheDocument();
  });

  it("lets a super admin in without memberships", async () => {
    await renderPage({ isSuperAdmin: true, memberships: [] });
    expect(screen.getByText("Noch keine Bankkonten verbunden")).toBeInTheDocument();
  });

  it("lists a connection: bank, BIC, the sync message in red, the last update and its accounts", async () => {
    await renderPage({
      connections: [sandboxConnection({ syncMessage: "CONSENT_EXPIRED" })],
    });
    const card = screen.getByRole("region", { name: "Sandbox Sparkasse" });
    expect(within(card).getByRole("heading", { name: "Sandbox Sparkasse" })).toBeInTheDocument();
    expect(within(card).getByText("BIC SANDBOXDEXX")).toBeInTheDocument();
    expect(within(card).getByText("Zuletzt aktualisiert vor 5 Minuten")).toBeInTheDocument();
    const message = within(card).getByText(/^Die Zustimmung bei der Bank ist abgelaufen\./);
    expect(message).toHaveStyle({ color: "var(--mantine-color-red-7)" });

    const active = within(card).getByRole("region", { name: "Aktiv" });
    expect(within(active).getByText("Girokonto")).toBeInTheDocument();
    expect(within(active).getByText(/DE89 3704 0044 0532 0130 00/)).toBeInTheDocument();
    expect(within(active).getByText("Müller Haustechnik GmbH", { selector: "p" })).toBeInTheDocument();
    expect(within(active).getByRole("link", { name: "Kontoumsätze anzeigen" })).toHaveAttribute(
      "href",
      `/banking?clientCompanyRowId=${COMPANY_A}&moneyAccountRowIds=${GIRO_MONEY_ACCOUNT}`,
    );
    const inactive = within(card).getByRole("region", { name: "Inaktiv" });
    expect(within(inactive).getByText(/DE02 1203 0000 0000 2020 51/)).toBeInTheDocument();
    // Credit cards show their account number.
    expect(within(inactive).getByText(/4111 XXXX XXXX 1111/)).toBeInTheDocument();
    // The company select suspends for its options once: ask for the region anew each time, so a
    // region replaced meanwhile is not the one searched.
    await waitFor(() =>
      expect(
        within(screen.getByRole("region", { name: "Inaktiv" })).getByRole("combobox", {
          name: "Mandant für Tagesgeld",
        }),
      ).toBeInTheDocument(),
    );
    expect(within(card).getByRole("button", { name: "Speichern" })).toBeDisabled();
  });

  it("opens the update dialog when the bank needs the user", async () => {
    installFakeWidget();
    const { calls } = await renderPage({
      connections: [sandboxConnection()],
      routes: { [`POST /api/xs2a/sync-connection/${CONNECTION}/`]: () => ok({ sessionId: SESSION }) },
    });
    await userEvent.click(screen.getByRole("button", { name: "Aktualisieren" }));
    expect(await screen.findByRole("dialog", { name: "Bankverbindung aktualisieren" })).toBeInTheDocument();
    expect(await screen.findByText("Bank-Widget (1)")).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([
      `/api/xs2a/sync-connection/${CONNECTION}/`,
      `/api/xs2a/wizard-session-key/${SESSION}/`,
    ]);
  });

  it("starts a direct sync without a dialog and follows it until it has ended", async () => {
    // The page polls every SYNC_POLL_INTERVAL_MS: the test moves the clock on instead of waiting
    // for it (the clock still runs, so Testing Library's own waiting works as usual).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    try {
      const { state, requests } = await renderPage({
        connections: [sandboxConnection()],
        routes: { [`POST /api/xs2a/sync-connection/${CONNECTION}/`]: () => ok({ sessionId: null }) },
      });
      const before = pageQueries(requests);
      state.connections = [sandboxConnection({ syncActive: true })];
      await userEvent.click(screen.getByRole("button", { name: "Aktualisieren" }));
      expect(
        await screen.findByText("Die Kontoumsätze werden abgerufen. Das kann einen Moment dauern."),
      ).toBeInTheDocument();
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Wird aktualisiert…" })).toBeDisabled();
      // The next poll sees the sync running; the one after sees it ended.
      await vi.advanceTimersByTimeAsync(SYNC_POLL_INTERVAL_MS);
      await waitFor(() => expect(pageQueries(requests)).toBeGreaterThan(before));
      state.connections = [sandboxConnection({ lastSynced: new Date().toISOString() })];
      await vi.advanceTimersByTimeAsync(SYNC_POLL_INTERVAL_MS);
      expect(await screen.findByRole("button", { name: "Aktualisieren" })).toBeEnabled();
      expect(screen.getByText(/^Zuletzt aktualisiert jetzt$/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's message when the update cannot start", async () => {
    await renderPage({
      connections: [sandboxConnection()],
      routes: {
        [`POST /api/xs2a/sync-connection/${CONNECTION}/`]: () => ({
          status: 409,
          body: { error: { code: "SYNC_ALREADY_RUNNING", message: "Die Bankverbindung wird gerade aktualisiert." } },
        }),
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Aktualisieren" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Es gibt ein Problem!");
    expect(alert).toHaveTextContent("Die Bankverbindung wird gerade aktualisiert.");
  });

  it("deletes a connection only after confirmation", async () => {
    const { calls, state, requests } = await renderPage({
      connections: [sandboxConnection()],
      routes: { [`DELETE /api/xs2a/delete-connection/${CONNECTION}/`]: () => ok({ deleted: true }) },
    });
    await userEvent.click(screen.getByRole("button", { name: "Löschen" }));
    let dialog = await screen.findByRole("dialog", { name: "Bankverbindung löschen?" });
    expect(dialog).toHaveTextContent("Möchten Sie die Bankverbindung zu Sandbox Sparkasse wirklich löschen?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Löschen" }));
    dialog = await screen.findByRole("dialog", { name: "Bankverbindung löschen?" });
    const before = pageQueries(requests);
    state.connections = [];
    await userEvent.click(within(dialog).getByRole("button", { name: "Bankverbindung löschen" }));
    expect(await screen.findByText("Die Bankverbindung wurde gelöscht.")).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `DELETE /api/xs2a/delete-connection/${CONNECTION}/`,
    ]);
    await waitFor(() => expect(pageQueries(requests)).toBe(before + 1));
    expect(await screen.findByText("Noch keine Bankkonten verbunden")).toBeInTheDocument();
  });

  it("keeps the delete dialog open with the server's refusal", async () => {
    await renderPage({
      connections: [sandboxConnection()],
      routes: {
        [`DELETE /api/xs2a/delete-connection/${CONNECTION}/`]: () => ({
          status: 502,
          body: { error: { code: "PROVIDER_UNAVAILABLE", message: "Die Bank ist gerade nicht erreichbar." } },
        }),
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "Bankverbindung löschen?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Bankverbindung löschen" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Die Bank ist gerade nicht erreichbar.");
  });

  it("saves only the changed accounts, each as id and clientCompanyId", async () => {
    const { calls, state } = await renderPage({
      connections: [sandboxConnection()],
      routes: {
        "POST /api/xs2a/link-unlink-accounts/": () =>
          ok({
            accounts: [
              { id: GIRO, moneyAccountRowId: null },
              { id: TAGESGELD, moneyAccountRowId: "b0000000-0000-4000-8000-0000000000b2" },
            ],
          }),
      },
    });
    const user = userEvent.setup();
    const card = screen.getByRole("region", { name: "Sandbox Sparkasse" });
    const save = within(card).getByRole("button", { name: "Speichern" });
    expect(save).toBeDisabled();

    await user.click(within(card).getByRole("button", { name: "Zuordnung von Girokonto aufheben" }));
    expect(within(card).getByText("Wird beim Speichern von Müller Haustechnik GmbH getrennt")).toBeInTheDocument();
    expect(save).toBeEnabled();

    const picker = await within(card).findByRole("combobox", { name: "Mandant für Tagesgeld" });
    await user.click(picker);
    await user.click((await optionsOf(picker)).getByRole("option", { name: "Bäckerei Schmidt KG", hidden: true }));
    expect(picker).toHaveValue("Bäckerei Schmidt KG");
    // Companies without banking access are not offered.
    const cardPicker = within(card).getByRole("combobox", { name: "Mandant für Visa Business" });
    await user.click(cardPicker);
    const cardOptions = await optionsOf(cardPicker);
    expect(cardOptions.getAllByRole("option", { hidden: true }).map((option) => option.textContent)).toEqual([
      "Müller Haustechnik GmbH",
      "Bäckerei Schmidt KG",
    ]);
    await user.keyboard("{Escape}");
    expect(within(card).getByText("2 ungespeicherte Änderungen")).toBeInTheDocument();

    state.connections = [
      sandboxConnection({
        accounts: {
          nodes: (sandboxConnection().accounts.nodes as Record<string, unknown>[]).map((entry) =>
            entry.rowId === GIRO
              ? { ...entry, moneyAccount: null }
              : entry.rowId === TAGESGELD
                ? {
                    ...entry,
                    moneyAccount: {
                      id: "money-account-b2",
                      rowId: "b0000000-0000-4000-8000-0000000000b2",
                      clientCompany: { id: "cc-b", rowId: COMPANY_B, brandNameOrName: "Bäckerei Schmidt KG" },
                    },
                  }
                : entry,
          ),
        },
      }),
    ];
    await user.click(save);
    expect(await screen.findByText("2 Kontozuordnungen wurden gespeichert.")).toBeInTheDocument();
    const request = calls.find((call) => call.path === "/api/xs2a/link-unlink-accounts/");
    expect(request?.method).toBe("POST");
    expect(request?.body).toEqual({
      accounts: [
        { id: GIRO, clientCompanyId: null },
        { id: TAGESGELD, clientCompanyId: COMPANY_B },
      ],
    });
    expect(request?.body).not.toHaveProperty(["accounts", 0, "derivedName"]);
    expect(calls.filter((call) => call.body && JSON.stringify(call.body).includes(CARD))).toHaveLength(0);
    // After the reload the Tagesgeld is active at the Bäckerei, the Girokonto inactive.
    const active = within(card).getByRole("region", { name: "Aktiv" });
    expect(await within(active).findByText("Bäckerei Schmidt KG", { selector: "p" })).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
  });

  it("shows a refused save in the error box and keeps the changes", async () => {
    await renderPage({
      connections: [sandboxConnection()],
      routes: {
        "POST /api/xs2a/link-unlink-accounts/": () => ({
          status: 403,
          body: {
            error: { code: "FORBIDDEN", message: "Sie haben bei diesem Mandanten keinen Zugriff auf das Banking." },
          },
        }),
      },
    });
    const card = screen.getByRole("region", { name: "Sandbox Sparkasse" });
    await userEvent.click(within(card).getByRole("button", { name: "Zuordnung von Girokonto aufheben" }));
    await userEvent.click(within(card).getByRole("button", { name: "Speichern" }));
    const alert = await within(card).findByRole("alert");
    expect(alert).toHaveTextContent("Es gibt ein Problem!");
    expect(alert).toHaveTextContent("Sie haben bei diesem Mandanten keinen Zugriff auf das Banking.");
    expect(within(card).getByRole("button", { name: "Speichern" })).toBeEnabled();
    // Undo brings the saved state back.
    await userEvent.click(
      within(card).getByRole("button", { name: "Aufheben der Zuordnung von Girokonto rückgängig machen" }),
    );
    expect(within(card).getByRole("button", { name: "Speichern" })).toBeDisabled();
  });

  it("starts adding a connection on ?add=1 once, with the company of the URL", async () => {
    installFakeWidget();
    const { calls, onAddStarted } = await renderPage({
      shouldStartAdd: true,
      routes: { "POST /api/xs2a/init/bank-sync/": () => ok({ sessionId: SESSION }) },
    });
    expect(await screen.findByRole("dialog", { name: "Bankverbindung hinzufügen" })).toBeInTheDocument();
    expect(await screen.findByText("Bank-Widget (1)")).toBeInTheDocument();
    expect(onAddStarted).toHaveBeenCalledTimes(1);
    const init = calls.filter((call) => call.path === "/api/xs2a/init/bank-sync/");
    expect(init).toHaveLength(1);
    expect(init[0]!.body).toEqual({ clientCompanyId: COMPANY_A });
  });

  it("adds a connection from the button and reloads the list when the wizard has finished", async () => {
    const widget = installFakeWidget();
    const { state, requests } = await renderPage({
      routes: {
        "POST /api/xs2a/init/bank-sync/": () => ok({ sessionId: SESSION }),
        [`POST /api/xs2a/wizard-finish/${SESSION}/`]: () => ok({ state: "FINISHED", connectionRowId: CONNECTION }),
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Bankverbindung hinzufügen" }));
    await screen.findByText("Bank-Widget (1)");
    state.connections = [sandboxConnection({ lastSynced: null, syncActive: true })];
    const before = pageQueries(requests);
    widget.last().callbacks.onFinish();
    expect(await screen.findByText("Die Bankverbindung ist eingerichtet.")).toBeInTheDocument();
    await waitFor(() => expect(pageQueries(requests)).toBeGreaterThan(before));
    await userEvent.click(screen.getAllByRole("button", { name: "Schließen" }).at(-1)!);
    expect(await screen.findByRole("region", { name: "Sandbox Sparkasse" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Wird aktualisiert…" })).toBeDisabled();
  });

  it("shows the server's message when adding cannot start", async () => {
    await renderPage({
      routes: {
        "POST /api/xs2a/init/bank-sync/": () => ({
          status: 403,
          body: { error: { code: "FORBIDDEN", message: "Dazu fehlt Ihnen der Zugriff auf das Banking." } },
        }),
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Bankverbindung hinzufügen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Dazu fehlt Ihnen der Zugriff auf das Banking.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("is complete in English", async () => {
    await i18next.changeLanguage("en");
    await renderPage({ connections: [sandboxConnection()] });
    expect(await screen.findByRole("heading", { level: 1, name: "Bank connections" })).toBeInTheDocument();
    expect(screen.getByText("Last updated 5 minutes ago")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Active" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Inactive" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Show transactions" })).toBeInTheDocument();
  });
});
