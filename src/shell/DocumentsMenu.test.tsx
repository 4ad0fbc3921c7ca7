import { createMemoryHistory } from "@tanstack/react-router";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { App } from "../App.tsx";
import { createAppRouter } from "../routes/router.ts";
import { COMPANY_ID, createShellNetworkEnvironment, type ShellMockOptions } from "../test/mockShellEnvironment.ts";

async function renderBar(options: ShellMockOptions) {
  const shell = createShellNetworkEnvironment(options);
  const router = createAppRouter(
    shell.environment,
    createMemoryHistory({ initialEntries: [`/?clientCompanyRowId=${COMPANY_ID}`] }),
  );
  render(<App router={router} relayEnvironment={shell.environment} i18n={i18next} />);
  await screen.findByRole("navigation", { name: "Hauptnavigation" });
  return shell;
}

const group = (i: number, { locked = false, documentCount = 3 } = {}) => ({
  id: `rg-${i}`,
  rowId: `0b8f5e1c-1a2b-4c3d-8e4f-1000000000${String(i).padStart(2, "0")}`,
  createdAt: "2026-11-22T10:00:00Z",
  lockedForCurrentUser: locked,
  documentCount,
  createdBy: { id: `u-${i}`, fullName: `Person ${i}` },
});

const openMenu = async () => userEvent.setup().click(screen.getByRole("button", { name: /^Belege/ }));

describe("review inbox", () => {
  it("counts unlocked groups that have documents, 9+ above nine", async () => {
    await renderBar({
      reviewGroups: [
        ...Array.from({ length: 10 }, (_, i) => group(i)),
        group(10, { locked: true }),
        group(11, { documentCount: 0 }),
      ],
    });
    const button = screen.getByRole("button", { name: /^Belege/ });
    expect(button).toHaveTextContent("9+");
    expect(button).toHaveAccessibleName("Belege – 9+ Prüfgruppen warten");
  });

  it("neither counts nor lists groups without documents (uploads still in processing)", async () => {
    await renderBar({ reviewGroups: [group(1, { documentCount: 0 }), group(2, { documentCount: 2 })] });
    expect(screen.getByRole("button", { name: "Belege – 1 Prüfgruppe wartet" })).toBeInTheDocument();
    await openMenu();
    // the mock resolves every User as the signed-in one
    expect(await screen.findByText("Erstellt von Thomas Müller mit 2 Dokumenten")).toBeInTheDocument();
    expect(screen.getAllByText(/^Erstellt von/)).toHaveLength(1);
  });

  it("says 'with N documents' in the singular and plural, and marks locked groups", async () => {
    await renderBar({ reviewGroups: [group(1, { documentCount: 1, locked: true })] });
    // a locked group is listed but not counted
    expect(screen.getByRole("button", { name: "Belege" })).not.toHaveTextContent(/\d/);
    await openMenu();
    expect(await screen.findByText("Erstellt von Thomas Müller mit 1 Dokument")).toBeInTheDocument();
    expect(screen.getByLabelText("Gesperrt")).toBeInTheDocument();
  });

  it("names where a group came from: an e-mail's sender or the integration it was imported from", async () => {
    await renderBar({
      reviewGroups: [
        { ...group(1, { documentCount: 2 }), origin: "EMAIL", sourceEmailSender: "rechnung@lieferant.de" },
        { ...group(2, { documentCount: 5 }), origin: "INTEGRATION", integrationProvider: "GETMYINVOICES" },
      ],
    });
    await openMenu();
    expect(await screen.findByText("Importiert aus GetMyInvoices: 5 Dokumente")).toBeInTheDocument();
    expect(screen.getByText(/rechnung@lieferant\.de/)).toBeInTheDocument();
    expect(screen.queryByText(/^Erstellt von/)).not.toBeInTheDocument();
  });

  it("says the inbox is empty when no group has documents", async () => {
    await renderBar({ reviewGroups: [group(1, { documentCount: 0 })] });
    await openMenu();
    expect(await screen.findByText("Der Prüfkorb ist leer.")).toBeInTheDocument();
  });

  it("adds new groups live and updates the count of a listed group in place", async () => {
    const user = userEvent.setup();
    const { pushSubscription } = await renderBar({ reviewGroups: [group(1, { documentCount: 0 })] });
    expect(screen.getByRole("button", { name: "Belege" })).toBeInTheDocument();

    // the first document of the listed group arrives
    act(() => pushSubscription({ reviewGroupCreated: { reviewGroup: { ...group(1), documentCount: 1 } } }));
    expect(await screen.findByRole("button", { name: "Belege – 1 Prüfgruppe wartet" })).toBeInTheDocument();

    // a new group with documents
    act(() =>
      pushSubscription({
        reviewGroupCreated: {
          reviewGroup: { ...group(2, { documentCount: 4 }), createdBy: { id: "u-lena", fullName: "Lena Schneider" } },
        },
      }),
    );
    expect(await screen.findByRole("button", { name: "Belege – 2 Prüfgruppen warten" })).toBeInTheDocument();

    // another document in the first group: still two groups, not three
    act(() => pushSubscription({ reviewGroupCreated: { reviewGroup: { ...group(1), documentCount: 2 } } }));
    await user.click(screen.getByRole("button", { name: /^Belege/ }));
    expect(await screen.findByText("Erstellt von Lena Schneider mit 4 Dokumenten")).toBeInTheDocument();
    expect(screen.getAllByText(/^Erstellt von/)).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Belege – 2 Prüfgruppen warten" })).toBeInTheDocument();
  });

  it("links thumbnails, list and open items to the documents list with their search", async () => {
    await renderBar({ reviewGroups: [] });
    await openMenu();
    // Loaded on first use; jsdom cannot position it, so Mantine hides it soon after: hidden.
    const items = await screen.findAllByRole("menuitem", { hidden: true });
    const href = (name: string) =>
      new URL(items.find((item) => item.textContent === name)!.getAttribute("href")!, "http://x");
    expect(href("Kachelansicht").searchParams.get("view")).toBe("THUMB_VIEW");
    expect(href("Listenansicht").searchParams.get("view")).toBe("LIST_VIEW");
    const openItems = href("Offene Posten").searchParams;
    expect(Object.fromEntries(openItems)).toEqual({
      clientCompanyRowId: COMPANY_ID,
      view: "LIST_VIEW",
      paidStatus: "NOT_PAID",
      orderBy: "DUE_DATE",
      orderByDirection: "ASC",
      datePreset: "ALL",
    });
    expect(href("Belege hochladen").pathname).toBe("/upload");
  });
});
