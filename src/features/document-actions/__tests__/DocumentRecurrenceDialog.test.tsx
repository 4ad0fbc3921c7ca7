import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { describe, expect, it, vi } from "vitest";
import type { DocumentRecurrenceDialogTestQuery } from "../../../__generated__/DocumentRecurrenceDialogTestQuery.graphql.ts";
import { addDays, addMonths, formatDate, todayIsoDate } from "../../../lib/calendarDate.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { DocumentActionBar } from "../../document-details/index.ts";
import {
  COMPANY,
  createDocumentActionsEnvironment,
  DOCUMENT,
  type DocumentActionsMockState,
} from "./documentActionsTestEnvironment.ts";

// The recurrence dialog as a person reaches it: the details bar's "more actions" menu.
function Harness() {
  const { document } = useLazyLoadQuery<DocumentRecurrenceDialogTestQuery>(
    graphql`
      query DocumentRecurrenceDialogTestQuery($documentRowId: UUID!) @relay_test_operation {
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
      onOpenList={vi.fn()}
      search={{ clientCompanyRowId: COMPANY }}
    />
  ) : null;
}

const today = todayIsoDate(new Date(), "Europe/Berlin");
const invoiceDate = addDays(today, 3);
const de = (iso: string) => formatDate(iso, "de");

function renderBar(initial: Partial<DocumentActionsMockState> = {}) {
  const mock = createDocumentActionsEnvironment({
    invoice: { invoiceDate, creditMemo: false },
    ...initial,
  });
  renderWithProviders(
    <>
      <Notifications />
      <Harness />
    </>,
    { relayEnvironment: mock.environment },
  );
  return { ...mock, user: userEvent.setup() };
}

async function openMenuItem(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole("button", { name: "Weitere Aktionen" }));
  await user.click(await screen.findByRole("menuitem", { name, hidden: true }));
}

const named = <R extends { name: string }>(requests: R[], name: string) => requests.filter((r) => r.name === name);

describe("setting up a recurrence", () => {
  it("suggests the month after the invoice date, previews the dates and sends the checked values", async () => {
    const { user, requests } = renderBar();
    await openMenuItem(user, "Wiederholung einrichten …");
    const dialog = await screen.findByRole("dialog", { name: "Wiederholung einrichten" });
    const first = within(dialog).getByRole("textbox", { name: /Erste Wiederholung am/ });
    const suggested = addMonths(invoiceDate, 1);
    expect(first).toHaveValue(de(suggested));
    expect(within(dialog).getByText(/Nächste Termine:/)).toHaveTextContent(
      `Nächste Termine: ${de(suggested)}, ${de(addMonths(invoiceDate, 2))}, ${de(addMonths(invoiceDate, 3))}`,
    );

    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Intervall/ }), "Vierteljährlich");
    await user.type(within(dialog).getByRole("textbox", { name: /Höchstens/ }), "4");
    await user.click(within(dialog).getByRole("button", { name: "Einrichten" }));

    await waitFor(() => expect(named(requests, "useDocumentRecurrenceMutationsCreateMutation")).toHaveLength(1));
    expect(named(requests, "useDocumentRecurrenceMutationsCreateMutation")[0]?.variables).toEqual({
      input: { documentRowId: DOCUMENT, interval: "QUARTERLY", firstDate: suggested, endsAt: null, maxRecurrences: 4 },
    });
    expect(await screen.findByText("Die Wiederholung ist eingerichtet.")).toBeInTheDocument();
    // The bar's note shows the recurrence with its next date and count.
    expect(await screen.findByText(/Wiederkehrend: vierteljährlich/)).toHaveTextContent(
      `Wiederkehrend: vierteljährlich, nächste am ${de(suggested)} (0 von 4 erstellt)`,
    );
  });

  it("refuses bad input at its field and sends nothing", async () => {
    const { user, requests } = renderBar();
    await openMenuItem(user, "Wiederholung einrichten …");
    const dialog = await screen.findByRole("dialog", { name: "Wiederholung einrichten" });
    const first = within(dialog).getByRole("textbox", { name: /Erste Wiederholung am/ });
    const ends = within(dialog).getByRole("textbox", { name: /Endet am/ });
    const max = within(dialog).getByRole("textbox", { name: /Höchstens/ });
    const submit = within(dialog).getByRole("button", { name: "Einrichten" });

    await user.clear(first);
    await user.click(submit);
    expect(await within(dialog).findByText("Bitte geben Sie ein Datum ein.")).toBeInTheDocument();

    await user.type(first, "31.02.2027");
    await user.click(submit);
    expect(await within(dialog).findByText(/gültiges Datum/)).toBeInTheDocument();

    await user.clear(first);
    await user.type(first, de(addDays(today, -1)));
    await user.click(submit);
    expect(await within(dialog).findByText("Das Datum darf nicht in der Vergangenheit liegen.")).toBeInTheDocument();

    await user.clear(first);
    await user.type(first, de(addDays(today, 10)));
    await user.type(ends, de(addDays(today, 10)));
    await user.click(submit);
    expect(
      await within(dialog).findByText("Das Enddatum muss nach dem Datum der ersten Wiederholung liegen."),
    ).toBeInTheDocument();

    await user.clear(ends);
    await user.type(max, "1001");
    await user.click(submit);
    expect(await within(dialog).findByText(/ganze Zahl zwischen 1 und 1000/)).toBeInTheDocument();

    await user.clear(max);
    await user.type(max, "zwei");
    await user.click(submit);
    expect(await within(dialog).findByText(/ganze Zahl zwischen 1 und 1000/)).toBeInTheDocument();
    expect(named(requests, "useDocumentRecurrenceMutationsCreateMutation")).toHaveLength(0);
  });

  it("shows the server's refusal translated at the field it names and keeps the input", async () => {
    const { user } = renderBar({
      refusals: { useDocumentRecurrenceMutationsCreateMutation: "RECURRENCE_ENDS_BEFORE_FIRST_DATE" },
      refusalFields: { useDocumentRecurrenceMutationsCreateMutation: "endsAt" },
    });
    await openMenuItem(user, "Wiederholung einrichten …");
    const dialog = await screen.findByRole("dialog", { name: "Wiederholung einrichten" });
    const ends = within(dialog).getByRole("textbox", { name: /Endet am/ });
    await user.type(ends, de(addDays(today, 400)));
    await user.click(within(dialog).getByRole("button", { name: "Einrichten" }));
    expect(
      await within(dialog).findByText("Das Enddatum muss nach dem Datum der nächsten Wiederholung liegen."),
    ).toBeInTheDocument();
    expect(ends).toHaveValue(de(addDays(today, 400)));
    expect(ends).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a refusal without a field (e.g. one active recurrence per document) in the dialog", async () => {
    const { user } = renderBar({
      refusals: { useDocumentRecurrenceMutationsCreateMutation: "RECURRENCE_ALREADY_ACTIVE" },
    });
    await openMenuItem(user, "Wiederholung einrichten …");
    const dialog = await screen.findByRole("dialog", { name: "Wiederholung einrichten" });
    await user.click(within(dialog).getByRole("button", { name: "Einrichten" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Für diesen Beleg ist bereits eine Wiederholung eingerichtet.",
    );
  });

  it("is not offered for credit memos, for the copies a recurrence made, or without change access", async () => {
    for (const initial of [
      { invoice: { invoiceDate, creditMemo: true } },
      { recurrenceIndex: 2 },
      { canCurrentUserChange: false },
      { invoice: null },
    ] satisfies Partial<DocumentActionsMockState>[]) {
      const { user } = renderBar(initial);
      await user.click(await screen.findByRole("button", { name: "Weitere Aktionen" }));
      expect(await screen.findByRole("menuitem", { name: "Archivieren", hidden: true })).toBeInTheDocument();
      expect(screen.queryByRole("menuitem", { name: /Wiederholung/, hidden: true })).not.toBeInTheDocument();
      document.body.innerHTML = "";
    }
  });
});

describe("changing and ending a recurrence", () => {
  const active = {
    id: "recurrence-1",
    interval: "MONTHLY",
    nextDate: addDays(today, 5),
    prevDate: addDays(today, -26),
    endsAt: null,
    maxRecurrences: 12,
    recurrenceCount: 2,
    ended: false,
  };

  it("opens with the recurrence's values, refuses a maximum at or below the copies made, saves the change", async () => {
    const { user, requests } = renderBar({ recurrence: active, cloneCount: 2 });
    expect(await screen.findByRole("link", { name: "2 Kopien" })).toBeInTheDocument();
    await openMenuItem(user, "Wiederholung bearbeiten …");
    const dialog = await screen.findByRole("dialog", { name: "Wiederholung bearbeiten" });
    const next = within(dialog).getByRole("textbox", { name: /Nächste Wiederholung am/ });
    const max = within(dialog).getByRole("textbox", { name: /Höchstens/ });
    expect(next).toHaveValue(de(active.nextDate));
    expect(max).toHaveValue("12");
    expect(within(dialog).getByText("Bisher 2 Kopien erstellt")).toBeInTheDocument();

    await user.clear(max);
    await user.type(max, "2");
    await user.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(await within(dialog).findByText(/über der Zahl der schon erstellten Kopien/)).toBeInTheDocument();

    await user.clear(max);
    await user.type(max, "6");
    await user.clear(next);
    await user.type(next, de(addDays(today, 7)));
    await user.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(named(requests, "useDocumentRecurrenceMutationsUpdateMutation")).toHaveLength(1));
    expect(named(requests, "useDocumentRecurrenceMutationsUpdateMutation")[0]?.variables).toEqual({
      input: {
        documentRowId: DOCUMENT,
        interval: "MONTHLY",
        nextDate: addDays(today, 7),
        endsAt: null,
        maxRecurrences: 6,
      },
    });
    expect(await screen.findByText("Die Wiederholung ist geändert.")).toBeInTheDocument();
  });

  it("ends the recurrence only after confirming; the bar then shows it ended", async () => {
    const { user, requests } = renderBar({ recurrence: active });
    await openMenuItem(user, "Wiederholung bearbeiten …");
    const dialog = await screen.findByRole("dialog", { name: "Wiederholung bearbeiten" });
    await user.click(within(dialog).getByRole("button", { name: "Wiederholung beenden" }));
    const confirm = within(dialog).getByRole("group", { name: /keine weiteren Kopien/ });
    expect(named(requests, "useDocumentRecurrenceMutationsEndMutation")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Wiederholung beenden" }));
    await waitFor(() =>
      expect(named(requests, "useDocumentRecurrenceMutationsEndMutation")[0]?.variables).toEqual({
        input: { documentRowId: DOCUMENT },
      }),
    );
    expect(await screen.findByText("Die Wiederholung ist beendet.")).toBeInTheDocument();
    expect(await screen.findByText(/Wiederholung beendet \(monatlich/)).toBeInTheDocument();
  });
});

describe("clones", () => {
  it("a copy made by a recurrence links to its source and says which occurrence it is", async () => {
    renderBar({
      cloneOf: { rowId: "d0000000-0000-4000-8000-000000000009", derivedTitle: "Hausverwaltung Krause – MIETE-2026" },
      cloneReason: "RECURRENCE",
      recurrenceIndex: 3,
    });
    const link = await screen.findByRole("link", { name: "Hausverwaltung Krause – MIETE-2026" });
    expect(link.getAttribute("href")).toContain("/documents/d0000000-0000-4000-8000-000000000009");
    expect(screen.getByRole("note")).toHaveTextContent(
      "Kopie von Hausverwaltung Krause – MIETE-2026 (Wiederholung Nr. 3)",
    );
  });

  it("the source links to the list of its copies", async () => {
    renderBar({ cloneCount: 3 });
    const link = await screen.findByRole("link", { name: "3 Kopien" });
    expect(decodeURIComponent(link.getAttribute("href") ?? "")).toContain(`baseDocumentRowIds`);
    expect(link.getAttribute("href")).toContain(DOCUMENT);
  });
});
