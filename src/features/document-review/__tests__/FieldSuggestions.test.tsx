import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { renderReviewForm } from "./ReviewFormHarness.tsx";
import { defaultState, storedInvoice } from "./reviewTestEnvironment.ts";

// Mantine's autosizing Textarea listens for web fonts loading; jsdom has no document.fonts.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const SUGGESTIONS = [
  { rowId: "5a000000-0000-4000-8000-000000000001", field: "dueDate", value: "2026-12-01", confidence: "0.420" },
  { rowId: "5a000000-0000-4000-8000-000000000002", field: "orderNumber", value: "PO-77", confidence: "0.350" },
  { rowId: "5a000000-0000-4000-8000-000000000003", field: "paymentReference", value: "K 4711", confidence: "0.380" },
];

function renderWithSuggestions(change: Parameters<typeof renderReviewForm>[0] = {}) {
  return renderReviewForm({
    invoice: { ...storedInvoice(), dueDate: null, orderNumber: null, paymentReference: null },
    fieldSuggestions: SUGGESTIONS.map((s) => ({ ...s })),
    fieldStates: [
      ...defaultState().fieldStates.filter((s) => s.field !== "iban"),
      { field: "iban", source: "PARTNER" },
    ],
    ...change,
  });
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input, textarea" });

describe("suggestions beside empty fields", () => {
  it("shows the value and its certainty beside the empty field, and marks values from the partner", async () => {
    renderWithSuggestions();
    const suggestion = await screen.findByTestId("suggestion-dueDate");
    expect(suggestion).toHaveTextContent("Vorschlag: 01.12.2026");
    expect(field("Fällig am")).toHaveValue("");
    expect(screen.getByTestId("suggestion-orderNumber")).toHaveTextContent("Vorschlag: PO-77");
    // A filled field has no suggestion; the bank account came from the partner's master data.
    expect(screen.queryByTestId("suggestion-total")).not.toBeInTheDocument();
    expect(screen.getByTestId("marker-iban")).toHaveTextContent("aus Partnerstammdaten");
  });

  it("accepts with one click: fills the field, saves it and marks it as an accepted suggestion", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithSuggestions();
    await user.click(await screen.findByRole("button", { name: "Vorschlag für Fällig am übernehmen: 01.12.2026" }));
    await waitFor(() => expect(calls("useSaveInvoiceReviewMutation")).toHaveLength(1));
    expect(calls("useSaveInvoiceReviewMutation")[0]!.input).toMatchObject({ patch: { dueDate: "2026-12-01" } });
    expect(field("Fällig am")).toHaveValue("01.12.2026");
    await waitFor(() => expect(screen.getByTestId("marker-dueDate")).toHaveTextContent("Vorschlag übernommen"));
    expect(screen.queryByTestId("suggestion-dueDate")).not.toBeInTheDocument();
    // The other suggestions stay.
    expect(screen.getByTestId("suggestion-orderNumber")).toBeInTheDocument();
  });

  it("puts the suggestion aside while a value is typed, and the save replaces it", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithSuggestions();
    await screen.findByTestId("suggestion-orderNumber");
    await user.type(field("Bestellnummer"), "PO-78");
    expect(screen.queryByTestId("suggestion-orderNumber")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(calls("useSaveInvoiceReviewMutation")).toHaveLength(1));
    expect(calls("useSaveInvoiceReviewMutation")[0]!.input).toMatchObject({ patch: { orderNumber: "PO-78" } });
    await waitFor(() => expect(screen.getByTestId("marker-orderNumber")).toHaveTextContent(/bearbeitet/));
    await user.clear(field("Bestellnummer"));
    expect(screen.queryByTestId("suggestion-orderNumber")).not.toBeInTheDocument();
  });

  it("dismisses a suggestion without touching the field", async () => {
    const user = userEvent.setup();
    const { calls } = renderWithSuggestions();
    const suggestion = await screen.findByTestId("suggestion-paymentReference");
    await user.click(within(suggestion).getByRole("button", { name: "Vorschlag für Verwendungszweck verwerfen" }));
    await waitFor(() => expect(screen.queryByTestId("suggestion-paymentReference")).not.toBeInTheDocument());
    expect(calls("useDismissFieldSuggestionMutation")[0]!.input).toEqual({ suggestionRowId: SUGGESTIONS[2]!.rowId });
    expect(field("Verwendungszweck")).toHaveValue("");
    expect(calls("useSaveInvoiceReviewMutation")).toHaveLength(0);
  });

  it("says so when dismissing is refused", async () => {
    const user = userEvent.setup();
    renderWithSuggestions({ refuse: { useDismissFieldSuggestionMutation: { code: "DOCUMENT_SUPERSEDED" } } });
    renderWithProviders(<Notifications />);
    const suggestion = await screen.findByTestId("suggestion-paymentReference");
    await user.click(within(suggestion).getByRole("button", { name: "Vorschlag für Verwendungszweck verwerfen" }));
    expect(await screen.findByText("Der Vorschlag konnte nicht verworfen werden.")).toBeInTheDocument();
    expect(screen.getByTestId("suggestion-paymentReference")).toBeInTheDocument();
  });

  it("offers nothing when the user may not change the document", async () => {
    renderWithSuggestions({ canCurrentUserChange: false });
    expect(await screen.findByRole("form", { name: "Rechnung prüfen" })).toBeInTheDocument();
    expect(screen.queryByTestId("suggestion-dueDate")).not.toBeInTheDocument();
  });
});
