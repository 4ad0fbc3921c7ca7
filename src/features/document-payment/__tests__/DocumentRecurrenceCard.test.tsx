import { Notifications } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { describe, expect, it } from "vitest";
import type { DocumentRecurrenceCardTestQuery } from "../../../__generated__/DocumentRecurrenceCardTestQuery.graphql.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { DocumentRecurrenceCard } from "../components/DocumentRecurrenceCard.tsx";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import CardQueryNode from "../../../__generated__/DocumentRecurrenceCardTestQuery.graphql.ts";

const DOCUMENT = "d0000000-0000-4000-8000-000000000001";
const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";

interface CardState {
  recurrence: Record<string, unknown> | null;
  cloneCount: number;
  recurrenceIndex: number | null;
  canCurrentUserChange: boolean;
  cloneOf: { rowId: string; derivedTitle: string } | null;
}

// The payment tab's recurrence section, as the tab mounts it.
function Harness() {
  const { document } = useLazyLoadQuery<DocumentRecurrenceCardTestQuery>(
    graphql`
      query DocumentRecurrenceCardTestQuery($documentRowId: UUID!) @relay_test_operation {
        document(rowId: $documentRowId) {
          ...DocumentRecurrenceCard_document
        }
      }
    `,
    { documentRowId: DOCUMENT },
  );
  return document ? <DocumentRecurrenceCard document={document} /> : null;
}

function renderCard(initial: Partial<CardState>) {
  const state: CardState = {
    recurrence: null,
    cloneCount: 0,
    recurrenceIndex: null,
    canCurrentUserChange: true,
    cloneOf: null,
    ...initial,
  };
  const mock = createMockRelayEnvironment({
    operations: { DocumentRecurrenceCardTestQuery: CardQueryNode },
    resolvers: {
      Document: (context) =>
        context.name === "cloneOf"
          ? state.cloneOf
          : {
              id: "document-1",
              rowId: DOCUMENT,
              clientCompanyRowId: COMPANY,
              archived: false,
              hasActiveRecurrence: state.recurrence !== null && state.recurrence.ended !== true,
              invoice: { id: "invoice-1", invoiceDate: "2026-11-01", creditMemo: false },
              ...state,
            },
    },
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

describe("the payment tab's recurrence", () => {
  it("offers to set one up when there is none", async () => {
    const { user } = renderCard({});
    const section = await screen.findByRole("region", { name: "Wiederholung" });
    expect(within(section).getByText(/Keine Wiederholung eingerichtet/)).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Einrichten …" }));
    expect(await screen.findByRole("dialog", { name: "Wiederholung einrichten" })).toBeInTheDocument();
  });

  it("shows the active recurrence with next date and count, and links to its copies", async () => {
    renderCard({
      recurrence: {
        id: "recurrence-1",
        interval: "MONTHLY",
        nextDate: "2026-12-01",
        prevDate: "2026-11-01",
        endsAt: null,
        maxRecurrences: 12,
        recurrenceCount: 1,
        ended: false,
      },
      cloneCount: 1,
    });
    const section = await screen.findByRole("region", { name: "Wiederholung" });
    expect(within(section).getByText(/Wiederkehrend/)).toHaveTextContent(
      "Wiederkehrend: monatlich, nächste am 01.12.2026 (1 von 12 erstellt)",
    );
    expect(within(section).getByRole("button", { name: "Bearbeiten …" })).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "1 erstellte Kopie anzeigen" })).toBeInTheDocument();
  });

  it("a copy names its occurrence and links to the source, without offering a recurrence of its own", async () => {
    renderCard({
      recurrenceIndex: 4,
      cloneOf: { rowId: "d0000000-0000-4000-8000-000000000009", derivedTitle: "Leasing GmbH – L-77" },
    });
    const section = await screen.findByRole("region", { name: "Wiederholung" });
    expect(section).toHaveTextContent("Kopie Nr. 4 einer wiederkehrenden Rechnung: Leasing GmbH – L-77");
    expect(within(section).getByRole("link", { name: "Leasing GmbH – L-77" })).toBeInTheDocument();
    expect(within(section).queryByRole("button")).not.toBeInTheDocument();
  });

  it("offers no change to people who may not change the invoice", async () => {
    renderCard({ canCurrentUserChange: false });
    const section = await screen.findByRole("region", { name: "Wiederholung" });
    expect(within(section).queryByRole("button")).not.toBeInTheDocument();
  });
});
