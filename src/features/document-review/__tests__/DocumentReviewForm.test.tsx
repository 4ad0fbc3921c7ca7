import { Link } from "@tanstack/react-router";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { describe, expect, it } from "vitest";
import type { DocumentReviewFormTestQuery } from "../../../__generated__/DocumentReviewFormTestQuery.graphql.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { DocumentReviewForm } from "../components/DocumentReviewForm.tsx";
import {
  ACCOUNTS,
  createReviewEnvironment,
  DOCUMENT,
  LOCATION,
  type ReviewMockState,
  storedInvoice,
  WEBER,
} from "./reviewTestEnvironment.ts";

// Mantine's autosizing Textarea listens for web fonts loading; jsdom has no document.fonts.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// The review tab as the page mounts it: a query spreading the form's fragment.
function Harness() {
  const { document } = useLazyLoadQuery<DocumentReviewFormTestQuery>(
    graphql`
      query DocumentReviewFormTestQuery($documentRowId: UUID!) @relay_test_operation {
        document(rowId: $documentRowId) {
          ...DocumentReviewForm_document
        }
      }
    `,
    { documentRowId: DOCUMENT },
  );
  return document ? (
    <>
      <Link to="/documents" search={{}}>
        Zur Liste
      </Link>
      <DocumentReviewForm document={document} />
    </>
  ) : null;
}

function renderForm(change: Partial<ReviewMockState> = {}) {
  const mock = createReviewEnvironment(change);
  renderWithProviders(<Harness />, { relayEnvironment: mock.environment });
  const calls = (name: string) => mock.requests.filter((r) => r.name === name).map((r) => r.variables);
  return { ...mock, calls };
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input, textarea" });
const save = () => screen.getByRole("button", { name: "Speichern" });

/** Replaces a field's text and leaves it (as a person tabbing on). */
async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
  await user.tab();
}

// A large form in jsdom: rendering and typing take a while on a busy machine.
describe("DocumentReviewForm – invoice", () => {
  it("shows the stored invoice in German with where each value came from", async () => {
    renderForm();
    expect(await screen.findByRole("form", { name: "Rechnung prüfen" })).toBeInTheDocument();
    expect(field("Rechnungsnummer")).toHaveValue("RE-2026-0042");
    expect(field("Rechnungsdatum")).toHaveValue("03.11.2026");
    expect(field("Netto")).toHaveValue("1.000,00");
    expect(field("Brutto")).toHaveValue("1.190,00");
    expect(field("IBAN")).toHaveValue("DE89 3704 0044 0532 0130 00");
    expect(screen.getByTestId("marker-invoiceNumber")).toHaveTextContent("aus E-Rechnung");
    expect(screen.getByTestId("marker-total")).toHaveTextContent("erkannt 62 %");
    expect(screen.getByTestId("marker-iban")).toHaveTextContent(/bearbeitet von Lena Schneider, 20\.11\.2026/);
    expect(screen.getByTestId("marker-invoiceDate")).toHaveTextContent("bestätigt");
    expect(
      within(screen.getByTestId("marker-invoiceNumber")).getByRole("button", { name: "Rechnungsnummer bestätigen" }),
    ).toBeInTheDocument();
    // The lines with their computed totals and their sum against the net amount.
    expect(screen.getByRole("textbox", { name: "Bezeichnung, Position 2" })).toHaveValue("Anfahrt");
    expect(screen.getByTestId("items-sum")).toHaveTextContent("Summe der Positionen: 1.000,00 €");
    expect(screen.queryByText(/weicht vom Nettobetrag/)).not.toBeInTheDocument();
    expect(await screen.findByLabelText("Geschäftspartner", { selector: "input" })).toHaveValue("Elektro Schmidt GmbH");
    expect(save()).toBeDisabled();
  });

  it("checks the totals while typing, fixes them in one click and saves only what changed", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderForm();
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    await retype(user, "Netto", "1100");
    expect(field("Netto")).toHaveValue("1.100,00"); // formatted once left
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Netto und Umsatzsteuer ergeben nicht den Bruttobetrag");
    expect(alert).toHaveTextContent(
      "1.100,00 € + 190,00 € = 1.290,00 €, eingetragen sind 1.190,00 € (Differenz -100,00 €)",
    );
    expect(
      screen.getByText("Die Summe der Positionen (1.000,00 €) weicht vom Nettobetrag (1.100,00 €) ab."),
    ).toBeInTheDocument();
    expect(screen.getByTestId("marker-net")).toHaveTextContent("geändert – nicht gespeichert");

    // Saving as it is is refused at the gross amount, without asking the server.
    await user.click(save());
    expect(await screen.findByText("Netto + Umsatzsteuer ergibt nicht den Bruttobetrag.")).toBeInTheDocument();
    expect(calls("useSaveInvoiceReviewMutation")).toEqual([]);

    await user.click(within(alert).getByRole("button", { name: /^Brutto = 1\.290,00\s€ übernehmen$/ }));
    expect(field("Brutto")).toHaveValue("1.290,00");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() =>
      expect(calls("useSaveInvoiceReviewMutation")).toEqual([
        // The amount due was the gross amount: it follows.
        {
          input: { documentRowId: DOCUMENT, patch: { net: "1100.00", total: "1290.00", amountDue: "1290.00" } },
          documentRowId: DOCUMENT,
        },
      ]),
    );
    // Lines and category were not touched: not sent (one save, with the changed fields only).
    // The server's answer is the form's new state: nothing unsaved, the fields now edited by me.
    await waitFor(() => expect(save()).toBeDisabled());
    expect(field("Netto")).toHaveValue("1.100,00");
    expect(screen.getByTestId("marker-net")).toHaveTextContent("bearbeitet von Thomas Müller");
  });

  it("shows prepaid amount, rounding and amount due, warns when they do not add up and saves the amount due", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderForm({
      invoice: { ...storedInvoice(), prepaidAmount: "500.00", roundingAmount: null, amountDue: "690.00" },
    });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    expect(field("Anzahlung / bereits bezahlt")).toHaveValue("500,00");
    expect(field("Zahlbetrag")).toHaveValue("690,00");
    expect(screen.queryByTestId("amount-due-check")).not.toBeInTheDocument();

    await retype(user, "Zahlbetrag", "700");
    const alert = await screen.findByTestId("amount-due-check");
    expect(alert).toHaveTextContent("Zahlbetrag weicht von Brutto − Anzahlung + Rundung ab");
    expect(alert).toHaveTextContent(
      "Brutto 1.190,00 € − Anzahlung + Rundung = 690,00 €, eingetragen sind 700,00 € (Differenz 10,00 €)",
    );
    // A warning, not an error: the stated amount due may be saved as it is.
    await user.click(save());
    await waitFor(() =>
      expect(calls("useSaveInvoiceReviewMutation")).toEqual([
        { input: { documentRowId: DOCUMENT, patch: { amountDue: "700.00" } }, documentRowId: DOCUMENT },
      ]),
    );

    await retype(user, "Rundung", "0,01");
    await user.click(within(await screen.findByTestId("amount-due-check")).getByRole("button", { name: /690,01/ }));
    expect(field("Zahlbetrag")).toHaveValue("690,01");
    expect(screen.queryByTestId("amount-due-check")).not.toBeInTheDocument();
  });

  it("names a negative amount due as money the partner owes", async () => {
    renderForm({ invoice: { ...storedInvoice(), prepaidAmount: "1700.00", amountDue: "-510.00" } });
    expect(await screen.findByTestId("amount-due-check")).toHaveTextContent(
      "Der Zahlbetrag ist negativ: Der Partner schuldet Ihnen Geld.",
    );
  });

  it("refuses bad input at the field before asking the server", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderForm();
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    await retype(user, "IBAN", "DE89 3704 0044 0532 0130 01");
    expect(
      await screen.findByText("Diese IBAN ist ungültig (Prüfziffer oder Länge stimmen nicht)."),
    ).toBeInTheDocument();
    await retype(user, "Rechnungsdatum", "31.02.2026");
    expect(await screen.findByText("Bitte ein gültiges Datum eingeben, z. B. 31.12.2026.")).toBeInTheDocument();
    expect(field("Rechnungsdatum")).toHaveValue("31.02.2026"); // kept as typed
    await retype(user, "Skonto", "-2");
    expect(await screen.findByText("Darf nicht negativ sein.")).toBeInTheDocument();
    await user.click(save());
    expect(calls("useSaveInvoiceReviewMutation")).toEqual([]);
    expect(field("Rechnungsdatum")).toHaveFocus(); // the first refused field of the form
  });

  it("shows the server's refusal at its field and keeps the input", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderForm({ refuse: { useSaveInvoiceReviewMutation: { code: "INVALID_IBAN", field: "iban" } } });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    await retype(user, "IBAN", "GB82 WEST 1234 5698 7654 32");
    await user.click(save());
    await waitFor(() => expect(calls("useSaveInvoiceReviewMutation")).toHaveLength(1));
    expect(calls("useSaveInvoiceReviewMutation")[0]).toMatchObject({
      input: { patch: { iban: "GB82WEST12345698765432" } },
    });
    expect(await screen.findByText("Diese IBAN ist ungültig.")).toBeInTheDocument();
    expect(field("IBAN")).toHaveValue("GB82 WEST 1234 5698 7654 32");
    expect(save()).toBeEnabled();
  });

  it("refuses ticking “credit memo” on an invoice read with minus signs: the amounts are entered as printed", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderForm({
      invoice: { ...storedInvoice(), net: "-1000.00", vatAmount: "-190.00", total: "-1190.00", amountDue: "-1190.00" },
    });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    await user.click(screen.getByRole("checkbox", { name: "Gutschrift (Rechnungskorrektur)" }));
    await user.click(save());
    const text =
      "Bei einer Gutschrift ohne Minuszeichen eingeben, wie gedruckt: das Häkchen „Gutschrift“ macht den Betrag zur Minderung.";
    expect(await screen.findAllByText(text)).toHaveLength(3);
    expect(calls("useSaveInvoiceReviewMutation")).toEqual([]);
    // One click takes the print's amounts without their minus signs (the amount due with them).
    expect(screen.getByRole("alert", { name: "Die Beträge stehen mit Minuszeichen" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Beträge ohne Minuszeichen übernehmen" }));
    expect(field("Netto")).toHaveValue("1.000,00");
    expect(field("Umsatzsteuer")).toHaveValue("190,00");
    expect(field("Brutto")).toHaveValue("1.190,00");
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(screen.queryByRole("alert", { name: "Die Beträge stehen mit Minuszeichen" })).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(calls("useSaveInvoiceReviewMutation")).toHaveLength(1));
    expect(calls("useSaveInvoiceReviewMutation")[0]).toMatchObject({
      input: {
        patch: { creditMemo: true, net: "1000.00", vatAmount: "190.00", total: "1190.00", amountDue: "1190.00" },
      },
    });
  });

  it("shows the database's credit-memo rule at the total, in its own words", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({
      refuse: {
        useSaveInvoiceReviewMutation: { code: "INVALID_VALUE", constraint: "invoices_credit_memo_amounts_check" },
      },
    });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    await user.click(screen.getByRole("checkbox", { name: "Gutschrift (Rechnungskorrektur)" }));
    await user.click(save());
    expect(await screen.findByText(/^Eine Gutschrift wird ohne Minuszeichen erfasst/)).toBeInTheDocument();
    expect(field("Brutto")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("checkbox", { name: "Gutschrift (Rechnungskorrektur)" })).toBeChecked();
  });

  it("says so when the server refuses without naming a field", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ silentlyRefuseInvoice: true });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    await retype(user, "Bestellnummer", "B-7");
    await user.click(save());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Nicht gespeichert");
    expect(alert).toHaveTextContent("Das Dokument kann von Ihnen (inzwischen) nicht geändert werden");
    expect(field("Bestellnummer")).toHaveValue("B-7");
  });

  it("edits the lines and saves them as a whole; a line without title is refused", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderForm();
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    await user.click(screen.getByRole("button", { name: "Position hinzufügen" }));
    await user.type(screen.getByRole("textbox", { name: "Menge, Position 3" }), "2");
    await user.type(screen.getByRole("textbox", { name: "Einzelpreis netto, Position 3" }), "50");
    await user.type(screen.getByRole("textbox", { name: "Rabatt %, Position 3" }), "10");
    await user.tab();
    expect(screen.getByText("= 90,00 €")).toBeInTheDocument(); // 2 × 50 × (1 − 10 %)
    expect(screen.getByTestId("items-sum")).toHaveTextContent("Summe der Positionen: 1.090,00 €");
    await user.click(save());
    expect(await screen.findByText("Bitte ausfüllen.")).toBeInTheDocument();
    expect(calls("useSaveInvoiceReviewMutation")).toEqual([]);

    await user.type(screen.getByRole("textbox", { name: "Bezeichnung, Position 3" }), "Material");
    await user.click(screen.getByRole("button", { name: "Position 3 nach oben" }));
    expect(screen.getByRole("textbox", { name: "Bezeichnung, Position 2" })).toHaveValue("Material");
    await user.click(screen.getByRole("button", { name: "Position 1 entfernen" }));
    await user.click(save());
    await waitFor(() => expect(calls("useSaveInvoiceReviewMutation")).toHaveLength(1));
    expect(calls("useSaveInvoiceReviewMutation")[0]).toEqual({
      documentRowId: DOCUMENT,
      input: {
        documentRowId: DOCUMENT,
        items: [
          {
            posNo: "3",
            deliveryNo: null,
            orderNo: null,
            title: "Material",
            quantity: "2",
            unit: null,
            unitNetPrice: "50.00",
            vatPercent: null,
            discountPercent: "10",
            totalPrice: null,
          },
          {
            posNo: "2",
            deliveryNo: null,
            orderNo: null,
            title: "Anfahrt",
            quantity: "1",
            unit: null,
            unitNetPrice: "400.00",
            vatPercent: "19",
            discountPercent: null,
            totalPrice: "400.00",
          },
        ],
      },
    });
  });

  it("saves changed fields and lines with one mutation (all or nothing), and keeps both when it is refused", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderForm({
      refuse: { useSaveInvoiceReviewMutation: { code: "INVOICE_FIELD_INVALID", field: "orderNumber" } },
    });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    await retype(user, "Bestellnummer", "B-7");
    await retype(user, "Einheit, Position 2", "pausch");
    await user.click(save());
    await waitFor(() => expect(calls("useSaveInvoiceReviewMutation")).toHaveLength(1));
    const input = calls("useSaveInvoiceReviewMutation")[0]!.input as Record<string, unknown>;
    expect(input.patch).toEqual({ orderNumber: "B-7" });
    const items = input.items as { unit: string | null }[];
    expect(items).toHaveLength(2);
    expect(items[1]!.unit).toBe("pausch");
    expect(input).not.toHaveProperty("categoryRowId");
    expect(
      await screen.findByText("Dieser Wert passt nicht zum Feld; es wurde nichts gespeichert."),
    ).toBeInTheDocument();
    // Nothing was saved: both changes are still there, unsaved.
    expect(field("Bestellnummer")).toHaveValue("B-7");
    expect(field("Einheit, Position 2")).toHaveValue("pausch");
    expect(save()).toBeEnabled();
    expect(calls("useSaveInvoiceReviewMutation")).toHaveLength(1);
  });

  it("shows the server's refusal of a line at that line", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({
      refuse: { useSaveInvoiceReviewMutation: { code: "INVOICE_ITEM_TITLE_REQUIRED", field: "items", position: 2 } },
    });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    await retype(user, "Einheit, Position 2", "pausch");
    await user.click(save());
    expect(await screen.findByText("Jede Position braucht eine Bezeichnung.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Bezeichnung, Position 2" })).toHaveAttribute("aria-invalid", "true");
  });

  it("confirms one field and all shown fields under their stored names", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderForm();
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    await user.click(screen.getByRole("button", { name: "Rechnungsnummer bestätigen" }));
    await waitFor(() =>
      expect(calls("useConfirmDocumentFieldsMutation")).toEqual([
        { input: { documentRowId: DOCUMENT, fields: ["invoiceNumber"] }, documentRowId: DOCUMENT },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId("marker-invoiceNumber")).toHaveTextContent("bestätigt"));

    const confirmAll = screen.getByRole("button", { name: /angezeigten Felder bestätigen/ });
    await user.click(confirmAll);
    await waitFor(() => expect(calls("useConfirmDocumentFieldsMutation")).toHaveLength(2));
    const fields = (calls("useConfirmDocumentFieldsMutation")[1]!.input as { fields: string[] }).fields;
    // Stored values only, not the confirmed ones, under the database's names.
    expect(fields).toContain("partnerCompanyId");
    expect(fields).toContain("total");
    expect(fields).toContain("creditMemo");
    expect(fields).not.toContain("invoiceNumber");
    expect(fields).not.toContain("invoiceDate");
    expect(fields).not.toContain("orderNumber"); // empty
    expect(fields).not.toContain("conversionRate"); // not shown for EUR
    await waitFor(() => expect(screen.getByRole("button", { name: /bestätigen/ })).toBeDisabled());
  });

  it("names what was recognised on the document and, for a foreign currency, the stored euro amounts", async () => {
    renderForm({
      invoice: {
        ...storedInvoice(),
        currency: "USD",
        conversionRate: "1.0850",
        convertedSignedNet: "921.66",
        convertedSignedTotal: "1096.78",
        // No partner matched: the picker's hint says what was recognised on the document.
        partnerCompanyRowId: null,
      },
      fieldStates: [],
    });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    expect(
      screen.getByText("Erkannt: Elektro Schmidt GmbH, DE123456789, rechnung@elektro-schmidt.de"),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Gespeichert in Euro \(umgerechnet mit dem gespeicherten Kurs\): netto 921,66\s€, brutto 1\.096,78\s€/,
      ),
    ).toBeInTheDocument();
  });

  it("warns at the partner when the captured VAT id's check digits do not match, not for a valid one", async () => {
    // DE123456789 is well-formed, its check digit is wrong; DE811907980 is a valid id.
    renderForm({ invoice: { ...storedInvoice(), extractedPartnerVatIdNo: "DE123456789" } });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    expect(screen.getByTestId("vat-id-check-digits")).toHaveTextContent(
      "Die Prüfziffer der USt-IdNr. DE123456789 stimmt nicht – bitte mit der Rechnung vergleichen.",
    );
  });

  it.each([["DE811907980"], [null]])("shows no check-digit warning for the VAT id %s", async (vatId) => {
    renderForm({ invoice: { ...storedInvoice(), extractedPartnerVatIdNo: vatId } });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    expect(screen.queryByTestId("vat-id-check-digits")).not.toBeInTheDocument();
  });

  it("chooses another partner, drops the old location and links a credit memo to an invoice", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderForm({ invoice: { ...storedInvoice(), partnerCompanyLocationRowId: LOCATION } });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    expect(await screen.findByDisplayValue(/^Hauptstraße 1, 10115 Berlin \(Hauptsitz\)$/)).toBeInTheDocument();
    const partner = await screen.findByLabelText("Geschäftspartner", { selector: "input" });
    await user.click(partner);
    await user.click(await screen.findByRole("option", { name: WEBER.name, hidden: true }));
    expect(partner).toHaveValue(WEBER.name);
    await user.click(screen.getByRole("checkbox", { name: "Gutschrift (Rechnungskorrektur)" }));
    const target = await screen.findByLabelText("Gutschrift zur Rechnung", { selector: "input" });
    await user.click(target);
    await user.click(
      await screen.findByRole("option", {
        name: /^Elektro Schmidt GmbH · RE-2026-0017 \(02\.10\.2026, 595,00\s€\)$/,
        hidden: true,
      }),
    );
    await user.click(save());
    await waitFor(() => expect(calls("useSaveInvoiceReviewMutation")).toHaveLength(1));
    expect(calls("useSaveInvoiceReviewMutation")[0]!.input).toEqual({
      documentRowId: DOCUMENT,
      patch: {
        partnerCompanyRowId: WEBER.rowId,
        partnerCompanyLocationRowId: null,
        // Weber's creditor account comes with the partner.
        partnerAccountRowId: ACCOUNTS.weber.rowId,
        creditMemo: true,
        creditMemoForInvoiceRowId: "d0000000-0000-4000-8000-000000000002",
      },
    });
    expect(calls("CreditMemoInvoicePickerQuery")[0]).toEqual({
      clientCompanyRowId: "0b8f5e1c-1a2b-4c3d-8e4f-000000000001",
      searchText: null,
      documentTypes: ["INCOMING_INVOICE"],
    });
  });

  it("asks before leaving with unsaved changes", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    await retype(user, "Bestellnummer", "B-7");
    await user.click(screen.getByRole("link", { name: "Zur Liste" }));
    const dialog = await screen.findByRole("dialog", { name: "Ungespeicherte Änderungen" });
    await user.click(within(dialog).getByRole("button", { name: "Weiter bearbeiten" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(field("Bestellnummer")).toHaveValue("B-7");
  });

  it("keeps the internal number for admins when the company says so", async () => {
    renderForm({ canEditInternalNumber: false, disableInternalNumberEdit: true });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    expect(field("Interne Nummer")).toHaveAttribute("readonly");
    expect(screen.getByText("Nur Administratoren dürfen die interne Nummer ändern.")).toBeInTheDocument();
    expect(field("Rechnungsnummer")).not.toHaveAttribute("readonly");
  });

  it("is read-only, with the reason, when the user may not change the document", async () => {
    renderForm({ canCurrentUserChange: false, superseded: true });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    expect(
      screen.getByText(
        "Dieses Dokument wurde durch eine neuere Version ersetzt. Änderungen sind nur an der neuen Version möglich.",
      ),
    ).toBeInTheDocument();
    expect(field("Rechnungsnummer")).toHaveAttribute("readonly");
    expect(field("Netto")).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Speichern" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Rechnungsnummer bestätigen" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Position hinzufügen" })).not.toBeInTheDocument();
    // still shows where values came from
    expect(screen.getByTestId("marker-invoiceNumber")).toHaveTextContent("aus E-Rechnung");
  });

  it("is locked, with the export's date, when the invoice was exported for booking", async () => {
    renderForm({ exportedForBookingAt: "2026-11-02T09:30:00Z" });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    const notice = screen.getByTestId("export-lock-notice");
    expect(notice).toHaveTextContent(/Am 02\.11\.2026, \d{2}:30 für die Buchhaltung exportiert/);
    expect(notice).toHaveTextContent("nehmen Sie den Export zurück, um sie zu korrigieren");
    expect(field("Netto")).toHaveAttribute("readonly");
    expect(field("Rechnungsnummer")).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Speichern" })).not.toBeInTheDocument();
  });

  it("shows the lock's refusal when the server refuses a change of an exported invoice", async () => {
    const user = userEvent.setup({ delay: null });
    // The export happened after the form was opened: the database refuses the save.
    renderForm({ refuse: { useSaveInvoiceReviewMutation: { code: "DOCUMENT_EXPORTED_LOCKED" } } });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    await retype(user, "Bestellnummer", "B-7");
    await user.click(save());
    expect(
      await screen.findByText(
        "Der Beleg wurde für die Buchhaltung exportiert und ist gesperrt. Für eine Korrektur nehmen Sie den Export zurück.",
      ),
    ).toBeInTheDocument();
    expect(field("Bestellnummer")).toHaveValue("B-7");
  });

  it("names the missing right when the user has no documents-manage access", async () => {
    renderForm({ canCurrentUserChange: false, hasDocumentsManageAccess: false });
    expect(await screen.findByText(/Dafür ist das Recht, Dokumente zu verwalten, nötig/)).toBeInTheDocument();
  });
});

describe("DocumentReviewForm – other document", () => {
  it("edits an other document and saves only what changed", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderForm({
      type: "OTHER_DOCUMENT",
      categoryRowId: "c0000000-0000-4000-8000-000000000003",
      fieldStates: [],
    });
    expect(await screen.findByRole("form", { name: "Dokument prüfen" })).toBeInTheDocument();
    expect(field("Dokumentart")).toHaveValue("Vertrag");
    expect(field("Läuft ab am")).toHaveValue("14.01.2027");
    await retype(user, "Wiedervorlage am", "1.12.26");
    expect(field("Wiedervorlage am")).toHaveValue("01.12.2026");
    await retype(user, "Läuft ab am", "30.02.2027");
    expect(await screen.findByText("Bitte ein gültiges Datum eingeben, z. B. 31.12.2026.")).toBeInTheDocument();
    await retype(user, "Läuft ab am", "14.01.2028");
    await user.click(field("Ansprechpartner im Unternehmen"));
    await user.click(await screen.findByRole("option", { name: "Lena Schneider", hidden: true }));
    await user.click(save());
    await waitFor(() => expect(calls("useUpdateOtherDocumentMutation")).toHaveLength(1));
    expect(calls("useUpdateOtherDocumentMutation")[0]!.input).toEqual({
      documentRowId: DOCUMENT,
      patch: {
        resubmissionDate: "2026-12-01",
        expiryDate: "2028-01-14",
        contactUserRowId: "a0000000-0000-4000-8000-000000000002",
      },
    });
  });
});
