import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentReminderFormTestQuery } from "../../../__generated__/PaymentReminderFormTestQuery.graphql.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { DocumentPayment } from "../components/DocumentPayment.tsx";
import {
  createPaymentEnvironment,
  DOCUMENT,
  mockPaymentsFetch,
  ok,
  type PaymentMockState,
  storedInvoice,
  TODAY,
} from "./paymentTestEnvironment.ts";

// Forms in jsdom on a busy machine: give waits (findBy…, waitFor) more than the default second.

function Harness() {
  const data = useLazyLoadQuery<PaymentReminderFormTestQuery>(
    graphql`
      query PaymentReminderFormTestQuery($documentRowId: UUID!) @relay_test_operation {
        ...DocumentPayment_query @arguments(documentRowId: $documentRowId)
      }
    `,
    { documentRowId: DOCUMENT },
  );
  return <DocumentPayment query={data} today={TODAY} />;
}

const outgoing = (): Partial<PaymentMockState> => ({
  type: "OUTGOING_INVOICE",
  invoice: {
    ...storedInvoice(),
    invoiceNumber: "MH-2026-1066",
    invoiceDate: "2026-10-15",
    paymentDueDate: "2026-10-29",
    openAmount: "6401.78",
    total: "6401.78",
    hasUnverifiedIban: false,
  },
});

function renderTab(change: Partial<PaymentMockState> = {}) {
  const mock = createPaymentEnvironment({ ...outgoing(), ...change });
  // The tab also asks for the customer's direct-debit mandates.
  mock.state.refuse = {};
  renderWithProviders(
    <>
      <Notifications />
      <Harness />
    </>,
    { relayEnvironment: mock.environment },
  );
  return mock;
}

const form = () => screen.findByRole("form", { name: "Zahlungserinnerung" });
const field = (name: RegExp) => screen.getByRole("textbox", { name });

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe("PaymentReminderForm", () => {
  it("starts with the customer's e-mail, the subject and our reminder text filled in", async () => {
    renderTab();
    await form();
    expect(field(/Empfänger/)).toHaveValue("buchhaltung@brandt.example");
    expect(field(/Betreff/)).toHaveValue("Zahlungserinnerung Rechnung MH-2026-1066");
    // Amounts carry a no-break space before the euro sign.
    const message = (field(/Nachricht/) as HTMLTextAreaElement).value.replace(/\u00a0/g, " ");
    expect(message).toContain(
      "Unsere Rechnung MH-2026-1066 vom 15.10.2026 über 6.401,78 € war am 29.10.2026 zur Zahlung fällig.",
    );
    expect(message).toContain("Müller Haustechnik GmbH");
    expect(screen.getByRole("checkbox", { name: "Kopie an mich (admin@demo.test)" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Rechnung als Anhang mitsenden" })).toBeChecked();
  });

  it("fills the company's own reminder text", async () => {
    renderTab({
      company: {
        name: "Müller Haustechnik GmbH",
        paymentReminderMessage: "Offen: {{amount}} aus {{number}}, fällig {{dueDate}}. {{unknown}}",
        sepaCreditorRowId: null,
      },
    });
    await form();
    expect((field(/Nachricht/) as HTMLTextAreaElement).value.replace(/\u00a0/g, " ")).toBe(
      "Offen: 6.401,78 € aus MH-2026-1066, fällig 29.10.2026. {{unknown}}",
    );
  });

  it("checks the fields before sending and sends exactly what was entered", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockPaymentsFetch({ "POST /api/payments/reminder": () => ok({ sent: true }) });
    renderTab({ locations: [] });
    await form();
    await user.click(screen.getByRole("button", { name: "Zahlungserinnerung senden" }));
    expect(await screen.findByText("Bitte geben Sie die E-Mail-Adresse des Empfängers ein.")).toBeInTheDocument();
    await user.type(field(/Empfänger/), "buchhaltung@cafe");
    await user.clear(field(/Betreff/));
    await user.click(screen.getByRole("button", { name: "Zahlungserinnerung senden" }));
    expect(await screen.findByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeInTheDocument();
    expect(screen.getByText("Bitte geben Sie einen Betreff ein.")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(field(/Empfänger/), "-kollwitz.de");
    await user.type(field(/Betreff/), "2. Erinnerung MH-2026-1066");
    await user.clear(field(/Nachricht/));
    await user.type(field(/Nachricht/), "Bitte zahlen Sie bis Freitag.");
    await user.click(screen.getByRole("checkbox", { name: /Kopie an mich/ }));
    await user.click(screen.getByRole("checkbox", { name: "Rechnung als Anhang mitsenden" }));
    await user.click(screen.getByRole("button", { name: "Zahlungserinnerung senden" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      documentRowId: DOCUMENT,
      receiver: "buchhaltung@cafe-kollwitz.de",
      subject: "2. Erinnerung MH-2026-1066",
      message: "Bitte zahlen Sie bis Freitag.",
      ccMe: true,
      attachDocument: false,
    });
    expect(
      await screen.findByText("Die Zahlungserinnerung an buchhaltung@cafe-kollwitz.de wird versendet."),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal at the form", async () => {
    const user = userEvent.setup({ delay: null });
    mockPaymentsFetch({
      "POST /api/payments/reminder": () => ({
        status: 422,
        body: { error: { code: "PAYMENT_REMINDER_NOT_FOR_PAID", message: "…" } },
      }),
    });
    renderTab();
    await form();
    await user.click(screen.getByRole("button", { name: "Zahlungserinnerung senden" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Zahlungserinnerungen gibt es nur für offene Rechnungen.",
    );
  });

  it("lists the reminders sent, newest first, and offers none for a paid invoice", async () => {
    renderTab({
      invoice: { ...outgoing().invoice, paymentStatus: "PAID", paidDate: "2026-11-02", openAmount: "0.00" },
      history: [
        {
          id: "h1",
          rowId: "h1000000-0000-4000-8000-000000000001",
          type: "PAYMENT_REMINDER_SENT",
          createdAt: "2026-11-01T09:30:00Z",
          payload: {
            receiver: "buchhaltung@cafe-kollwitz.de",
            subject: "Zahlungserinnerung Rechnung MH-2026-1066",
            message: "Bitte zahlen.",
            ccMe: true,
            attachDocument: true,
          },
          user: { id: "user-me", fullName: "Thomas Müller" },
        },
        {
          id: "h2",
          rowId: "h1000000-0000-4000-8000-000000000002",
          type: "FIELDS_CHANGED",
          createdAt: "2026-10-30T09:30:00Z",
          payload: {},
          user: null,
        },
      ],
    });
    const region = await screen.findByRole("region", { name: "Zahlungserinnerung" });
    expect(
      within(region).getByText("Die Rechnung ist bezahlt – eine Zahlungserinnerung ist nicht nötig."),
    ).toBeInTheDocument();
    expect(within(region).queryByRole("form")).not.toBeInTheDocument();
    const entries = within(region).getAllByTestId(/^reminder-/);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent("an buchhaltung@cafe-kollwitz.de");
    expect(entries[0]).toHaveTextContent("von Thomas Müller");
    expect(entries[0]).toHaveTextContent("mit Rechnung");
    expect(entries[0]).toHaveTextContent("Kopie an Absender");
  });

  it("is not offered for incoming invoices", async () => {
    renderTab({ type: "INCOMING_INVOICE", invoice: storedInvoice() });
    await screen.findByRole("region", { name: "Zahlungsstatus" });
    expect(screen.queryByRole("region", { name: "Zahlungserinnerung" })).not.toBeInTheDocument();
  });
});
