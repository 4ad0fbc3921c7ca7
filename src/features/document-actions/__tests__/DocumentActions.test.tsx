import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { describe, expect, it, vi } from "vitest";
import type { DocumentActionsTestQuery } from "../../../__generated__/DocumentActionsTestQuery.graphql.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { DocumentActionBar } from "../../document-details/index.ts";
import {
  COMPANY,
  createDocumentActionsEnvironment,
  DOCUMENT,
  DOCUMENT_ID,
  type DocumentActionsMockState,
  personShare,
  publicLinkShare,
  TITLE,
} from "./documentActionsTestEnvironment.ts";

// The bar as the details page mounts it: the document read by a query spreading its fragment.
function Harness({ onOpenList }: { onOpenList: () => void }) {
  const { document } = useLazyLoadQuery<DocumentActionsTestQuery>(
    graphql`
      query DocumentActionsTestQuery($documentRowId: UUID!) @relay_test_operation {
        document(rowId: $documentRowId) {
          ...DocumentActionBar_document
        }
      }
    `,
    { documentRowId: DOCUMENT },
  );
  return document ? (
    <DocumentActionBar
      document={document}
      neighbours={null}
      listHref={`/documents?clientCompanyRowId=${COMPANY}`}
      onOpenList={onOpenList}
      search={{ clientCompanyRowId: COMPANY }}
    />
  ) : null;
}

function renderBar(initial: Partial<DocumentActionsMockState> = {}) {
  const mock = createDocumentActionsEnvironment(initial);
  const onOpenList = vi.fn();
  const view = renderWithProviders(
    <>
      <Notifications />
      <Harness onOpenList={onOpenList} />
    </>,
    { relayEnvironment: mock.environment },
  );
  return { ...mock, onOpenList, view, user: userEvent.setup() };
}

// jsdom lays nothing out, so Mantine hides a menu's dropdown as "detached" from its target:
// its items are found among the hidden ones.
const requestsNamed = <R extends { name: string }>(requests: R[], name: string) =>
  requests.filter((r) => r.name === name);

async function openShareDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: /^Teilen/ }));
  return screen.findByRole("dialog", { name: "Beleg teilen" });
}

describe("archive and restore", () => {
  it("archives the document: the bar shows it as archived, a toast confirms, the menu offers restoring", async () => {
    const { user, requests } = renderBar();
    await user.click(await screen.findByRole("button", { name: "Weitere Aktionen" }));
    await user.click(await screen.findByRole("menuitem", { name: "Archivieren", hidden: true }));

    expect(await screen.findByText(/Beleg archiviert/)).toBeInTheDocument();
    expect(screen.getByText("Archiviert")).toBeInTheDocument();
    expect(requestsNamed(requests, "useSetDocumentArchivedMutation")[0]?.variables).toEqual({
      input: { documentRowId: DOCUMENT, archived: true },
    });

    await user.click(screen.getByRole("button", { name: "Weitere Aktionen" }));
    await user.click(await screen.findByRole("menuitem", { name: "Aus dem Archiv holen", hidden: true }));
    await waitFor(() => expect(screen.queryByText("Archiviert")).not.toBeInTheDocument());
    expect(await screen.findByText("Beleg aus dem Archiv geholt.")).toBeInTheDocument();
  });

  it("offers no archive or delete to people without documents-manage access", async () => {
    renderBar({ hasDocumentsManageAccess: false, canCurrentUserDelete: false, canCurrentUserShare: false });
    expect(await screen.findByRole("heading", { name: TITLE })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Weitere Aktionen" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Teilen/ })).not.toBeInTheDocument();
  });
});

describe("delete", () => {
  it("asks naming the document, deletes it, goes back to the list and drops it from the store", async () => {
    const { user, requests, onOpenList, environment, view } = renderBar();
    await user.click(await screen.findByRole("button", { name: "Weitere Aktionen" }));
    await user.click(await screen.findByRole("menuitem", { name: "Endgültig löschen …", hidden: true }));

    const dialog = await screen.findByRole("dialog", { name: "Beleg endgültig löschen?" });
    expect(within(dialog).getByText(new RegExp(`„${TITLE}“`))).toBeInTheDocument();
    expect(within(dialog).getByText("Das kann nicht rückgängig gemacht werden.")).toBeInTheDocument();
    expect(requestsNamed(requests, "useDeleteDocumentMutation")).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Endgültig löschen" }));
    await waitFor(() => expect(onOpenList).toHaveBeenCalledTimes(1));
    expect(requestsNamed(requests, "useDeleteDocumentMutation")[0]?.variables).toEqual({
      input: { documentRowId: DOCUMENT },
    });
    // Still shown until the page leaves (no "not found" in between), then gone from the store.
    expect(environment.getStore().getSource().get(DOCUMENT_ID)).toBeTruthy();
    view.unmount();
    expect(environment.getStore().getSource().get(DOCUMENT_ID)).toBeFalsy();
  });

  it("shows the database's refusal translated and stays on the page", async () => {
    const { user, onOpenList } = renderBar({
      refusals: { useDeleteDocumentMutation: "DOCUMENT_HAS_DEPENDENT_DOCUMENTS" },
    });
    await user.click(await screen.findByRole("button", { name: "Weitere Aktionen" }));
    await user.click(await screen.findByRole("menuitem", { name: "Endgültig löschen …", hidden: true }));
    const dialog = await screen.findByRole("dialog", { name: "Beleg endgültig löschen?" });
    await user.click(within(dialog).getByRole("button", { name: "Endgültig löschen" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(/Andere Belege bauen auf diesem auf/);
    expect(onOpenList).not.toHaveBeenCalled();
  });

  it.each([
    [
      "exported for booking (GoBD)",
      { canCurrentUserDelete: false, exportedForBookingAt: "2026-11-30T12:00:00Z" },
      /für die Buchhaltung exportiert.*GoBD/,
    ],
    [
      "restricted to admin and accounting",
      { canCurrentUserDelete: false, restrictDocumentDelete: true, currentUserCanDeleteDocuments: false },
      /nur Administration und Buchhaltung/,
    ],
    ["with dependent documents", { hasDerivedDocuments: true }, /Andere Belege bauen auf diesem auf/],
  ] satisfies [string, Partial<DocumentActionsMockState>, RegExp][])(
    "disables delete when %s and says why",
    async (_case, initial, reason) => {
      const { user } = renderBar(initial);
      await user.click(await screen.findByRole("button", { name: "Weitere Aktionen" }));
      const item = await screen.findByRole("menuitem", { name: "Endgültig löschen …", hidden: true });
      expect(item).toBeDisabled();
      await user.hover(item.parentElement!);
      // (The menu button's own tooltip may still be open beside it.)
      await waitFor(() =>
        expect(
          screen.getAllByRole("tooltip", { hidden: true }).some((tooltip) => reason.test(tooltip.textContent ?? "")),
        ).toBe(true),
      );
    },
  );
});

describe("share dialog", () => {
  it("validates the address, shares the trimmed one and shows the refusal at the field", async () => {
    const { user, requests, state } = renderBar({ refusals: { useShareDocumentMutation: "ALREADY_SHARED" } });
    const dialog = await openShareDialog(user);
    expect(within(dialog).getByText(/Kolleginnen und Kollegen.*persönlichen Link/)).toBeInTheDocument();
    const field = await within(dialog).findByLabelText("Mit Person teilen (E-Mail-Adresse)");

    await user.type(field, "keine-adresse");
    await user.click(within(dialog).getByRole("button", { name: "Teilen" }));
    expect(await within(dialog).findByText("Das ist keine gültige E-Mail-Adresse.")).toBeInTheDocument();
    expect(requestsNamed(requests, "useShareDocumentMutation")).toHaveLength(0);

    await user.clear(field);
    await user.type(field, "  julia@steuer-hoffmann.de ");
    await user.click(within(dialog).getByRole("button", { name: "Teilen" }));
    expect(await within(dialog).findByText("Der Beleg ist mit dieser Person bereits geteilt.")).toBeInTheDocument();
    expect(requestsNamed(requests, "useShareDocumentMutation")[0]?.variables).toEqual({
      input: { documentRowId: DOCUMENT, email: "julia@steuer-hoffmann.de" },
      documentRowId: DOCUMENT,
    });

    state.refusals = {};
    await user.click(within(dialog).getByRole("button", { name: "Teilen" }));
    expect(await within(dialog).findByText("julia@steuer-hoffmann.de")).toBeInTheDocument();
    expect(within(dialog).getByText("Extern")).toBeInTheDocument();
    expect(field).toHaveValue("");
    // The bar's count follows the payload's refetch.
    expect(screen.getByRole("button", { name: /Teilen \(Mit 1 Person oder Link geteilt\)/ })).toBeInTheDocument();
  });

  it("revokes a share only after confirming that access ends at once", async () => {
    const lena = personShare("5e000000-0000-4000-8000-000000000001", "Lena Schneider", "clerk@demo.test");
    const { user, requests } = renderBar({ shares: [lena] });
    const dialog = await openShareDialog(user);
    expect(await within(dialog).findByText("Lena Schneider")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Freigabe für Lena Schneider entziehen" }));
    const confirm = within(dialog).getByRole("group", { name: /Der Zugriff endet sofort/ });
    expect(requestsNamed(requests, "useRevokeDocumentShareMutation")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Freigabe entziehen" }));

    await waitFor(() => expect(within(dialog).queryByText("Lena Schneider")).not.toBeInTheDocument());
    expect(within(dialog).getByText("Der Beleg ist mit niemandem geteilt.")).toBeInTheDocument();
    expect(requestsNamed(requests, "useRevokeDocumentShareMutation")[0]?.variables).toEqual({
      input: { shareRowId: lena.rowId },
      documentRowId: DOCUMENT,
    });

    // Focus left with the row; Escape closes the dialog and is marked handled, so the page's
    // "back to the list" shortcut does not fire as well.
    const seenByPage: boolean[] = [];
    const pageShortcut = (event: KeyboardEvent) => seenByPage.push(event.defaultPrevented);
    window.addEventListener("keydown", pageShortcut);
    await user.keyboard("{Escape}");
    window.removeEventListener("keydown", pageShortcut);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Beleg teilen" })).not.toBeInTheDocument());
    expect(seenByPage).toEqual([true]);
  });

  it("creates a public link and shows its full address once, with a copy button", async () => {
    const { user, tokens } = renderBar();
    const dialog = await openShareDialog(user);
    await user.click(await within(dialog).findByRole("button", { name: "Öffentlichen Link erstellen" }));

    const url = `${window.location.origin}/share/${tokens[0]}`;
    expect(await within(dialog).findByRole("textbox", { name: "Öffentlicher Link" })).toHaveValue(url);
    expect(within(dialog).getByText(/nur jetzt angezeigt/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Kopieren" }));
    expect(await within(dialog).findByRole("button", { name: "Kopiert" })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it("renews an existing public link after a warning that the old one stops working", async () => {
    const { user, requests, tokens } = renderBar({ shares: [publicLinkShare("5e000000-0000-4000-8000-000000000009")] });
    const dialog = await openShareDialog(user);
    expect(await within(dialog).findByText(/Ein öffentlicher Link ist aktiv/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox", { name: "Öffentlicher Link" })).not.toBeInTheDocument();
    // The link is not listed among the people.
    expect(within(dialog).getByText("Der Beleg ist mit niemandem geteilt.")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Neuer Link" }));
    const confirm = within(dialog).getByRole("group", { name: /funktioniert dann sofort nicht mehr/ });
    expect(requestsNamed(requests, "useCreateDocumentPublicLinkMutation")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Neuer Link" }));
    expect(await within(dialog).findByRole("textbox", { name: "Öffentlicher Link" })).toHaveValue(
      `${window.location.origin}/share/${tokens[0]}`,
    );
  });

  it("revokes the public link after confirming", async () => {
    const link = publicLinkShare("5e000000-0000-4000-8000-000000000009");
    const { user, requests } = renderBar({ shares: [link] });
    const dialog = await openShareDialog(user);
    await user.click(await within(dialog).findByRole("button", { name: "Link widerrufen" }));
    const confirm = within(dialog).getByRole("group", { name: /verliert sofort den Zugriff/ });
    await user.click(within(confirm).getByRole("button", { name: "Link widerrufen" }));
    expect(await within(dialog).findByRole("button", { name: "Öffentlichen Link erstellen" })).toBeInTheDocument();
    expect(requestsNamed(requests, "useRevokeDocumentShareMutation")[0]?.variables).toEqual({
      input: { shareRowId: link.rowId },
      documentRowId: DOCUMENT,
    });
  });

  it("has no public link section when the company's documentShare feature is off", async () => {
    const { user } = renderBar({ documentShareFeature: false });
    const dialog = await openShareDialog(user);
    expect(await within(dialog).findByText("Geteilt mit")).toBeInTheDocument();
    expect(within(dialog).queryByText("Öffentlicher Link")).not.toBeInTheDocument();
  });
});

describe("duplicates, recurrence and clones", () => {
  it("lists possible duplicate invoices in a popover, each linked", async () => {
    const duplicates = [
      {
        rowId: "d0000000-0000-4000-8000-000000000002",
        derivedTitle: "Elektro Schmidt GmbH – RE-2026-0042 (Scan)",
        importDate: "2026-11-02T08:00:00Z",
        invoice: { invoiceNumber: "RE-2026-0042", total: "1190.00", currency: "EUR" },
      },
      {
        rowId: "d0000000-0000-4000-8000-000000000003",
        derivedTitle: "Elektro Schmidt GmbH – RE-2026-0042 (E-Mail)",
        importDate: "2026-11-03T08:00:00Z",
        invoice: { invoiceNumber: "RE-2026-0042", total: "1190.00", currency: "EUR" },
      },
    ];
    const { user } = renderBar({ duplicates });
    await user.click(await screen.findByRole("button", { name: "2 mögliche Duplikate" }));
    const link = await screen.findByRole("link", { name: duplicates[1]!.derivedTitle });
    expect(link).toHaveAttribute("href", `/documents/${duplicates[1]!.rowId}?clientCompanyRowId=${COMPANY}`);
    expect(screen.getAllByText(/Nr\. RE-2026-0042 · 1\.190,00\s€/)).toHaveLength(2);
  });

  it("shows no duplicates button without duplicates", async () => {
    renderBar();
    expect(await screen.findByRole("heading", { name: TITLE })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Duplikat/ })).not.toBeInTheDocument();
  });

  it("describes the recurrence and where a clone came from, with a link to the source", async () => {
    const source = { rowId: "d0000000-0000-4000-8000-000000000007", derivedTitle: "Hosting Nord – Oktober" };
    renderBar({
      recurrence: {
        interval: "MONTHLY",
        nextDate: "2026-12-01",
        prevDate: "2026-11-01",
        endsAt: null,
        maxRecurrences: null,
        recurrenceCount: 2,
        ended: false,
      },
      cloneOf: source,
      cloneReason: "Nächster Zeitraum",
    });
    const note = await screen.findByRole("note", { name: "Herkunft und Wiederholung" });
    expect(note).toHaveTextContent("Wiederkehrend: monatlich, nächste am 01.12.2026");
    expect(note).toHaveTextContent("Kopie von Hosting Nord – Oktober, Grund: Nächster Zeitraum");
    expect(within(note).getByRole("link", { name: source.derivedTitle })).toHaveAttribute(
      "href",
      `/documents/${source.rowId}?clientCompanyRowId=${COMPANY}`,
    );
  });
});
