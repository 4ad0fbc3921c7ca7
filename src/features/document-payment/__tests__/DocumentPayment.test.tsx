import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DocumentPaymentTestQuery } from "../../../__generated__/DocumentPaymentTestQuery.graphql.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { DocumentPayment } from "../components/DocumentPayment.tsx";
import {
  createPaymentEnvironment,
  DOCUMENT,
  INVOICE_IBAN,
  type PaymentMockState,
  PRESET_LEARNED,
  storedInvoice,
  TODAY,
  TRANSACTION,
} from "./paymentTestEnvironment.ts";

// Forms in jsdom on a busy machine: give waits (findBy…, waitFor) more than the default second.

// The payment tab as the page mounts it: a query spreading the tab's fragment.
function Harness() {
  const data = useLazyLoadQuery<DocumentPaymentTestQuery>(
    graphql`
      query DocumentPaymentTestQuery($documentRowId: UUID!) @relay_test_operation {
        ...DocumentPayment_query @arguments(documentRowId: $documentRowId)
      }
    `,
    { documentRowId: DOCUMENT },
  );
  return <DocumentPayment query={data} today={TODAY} />;
}

function renderTab(change: Partial<PaymentMockState> = {}) {
  const mock = createPaymentEnvironment(change);
  renderWithProviders(
    <>
      <Notifications />
      <Harness />
    </>,
    { relayEnvironment: mock.environment },
  );
  return mock;
}

const section = (name: string) => screen.getByRole("region", { name });

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe("DocumentPayment – status", () => {
  it("shows status, amounts, due date and the early-payment discount", async () => {
    renderTab();
    const status = await screen.findByRole("region", { name: "Zahlungsstatus" });
    expect(within(status).getByText("Offen", { selector: ".mantine-Badge-label" })).toBeInTheDocument();
    expect(within(status).getByText("1.890,29 €", { selector: "[data-testid=open-amount]" })).toBeInTheDocument();
    expect(within(status).getByText(/Fällig am: 05\.12\.2026/)).toBeInTheDocument();
    expect(within(status).getByTestId("discount")).toHaveTextContent(
      "Skonto bis 30.11.2026: 2 % = 37,81 € · Zahlbetrag mit Skonto: 1.852,48 €",
    );
    expect(within(status).queryByText(/Überfällig/)).not.toBeInTheDocument();
  });

  it("marks an overdue invoice and a paid one with its date", async () => {
    renderTab({ invoice: { ...storedInvoice(), paymentDueDate: "2026-11-01" } });
    expect(await screen.findByText("Überfällig seit 01.11.2026")).toBeInTheDocument();
  });

  it("marks the invoice paid with the date typed, refusing a date in the future without asking", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Als bezahlt markieren" }));
    const date = screen.getByRole("textbox", { name: /Bezahlt am/ });
    expect(date).toHaveValue("23.11.2026");
    await user.clear(date);
    await user.type(date, "24.11.2026");
    await user.click(screen.getByRole("button", { name: "Als bezahlt speichern" }));
    expect(await screen.findByText("Das Zahlungsdatum darf nicht in der Zukunft liegen.")).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, "31.02.2026");
    await user.click(screen.getByRole("button", { name: "Als bezahlt speichern" }));
    expect(await screen.findByText("Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).")).toBeInTheDocument();
    expect(calls("useUpdateInvoicePaymentMutation")).toEqual([]);

    await user.clear(date);
    await user.type(date, "20.11.2026");
    await user.click(screen.getByRole("button", { name: "Als bezahlt speichern" }));
    await waitFor(() =>
      expect(calls("useUpdateInvoicePaymentMutation")).toEqual([
        {
          input: { documentRowId: DOCUMENT, patch: { paymentStatus: "PAID", paidDate: "2026-11-20" } },
          documentRowId: DOCUMENT,
        },
      ]),
    );
    expect(await screen.findByText("Bezahlt am 20.11.2026")).toBeInTheDocument();
    expect(screen.getByText("Zahlungsstatus gespeichert")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Als offen markieren" })).toBeInTheDocument();
  });

  it("marks a paid invoice open again after asking, and flags a partial payment", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderTab({
      invoice: {
        ...storedInvoice(),
        paymentStatus: "PAID",
        paidDate: "2026-11-10",
        openAmount: "0.00",
        canUpdatePartiallyPaid: false,
      },
    });
    await user.click(await screen.findByRole("button", { name: "Als offen markieren" }));
    expect(screen.getByText("Rechnung wieder als offen markieren?")).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Als offen markieren" }).at(-1)!);
    await waitFor(() =>
      expect(calls("useUpdateInvoicePaymentMutation").at(-1)).toEqual({
        input: { documentRowId: DOCUMENT, patch: { paymentStatus: "NOT_PAID" } },
        documentRowId: DOCUMENT,
      }),
    );
  });

  it("sets partially paid through its switch", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderTab();
    await user.click(await screen.findByRole("switch", { name: /Teilweise bezahlt/ }));
    await waitFor(() =>
      expect(calls("useUpdateInvoicePaymentMutation")).toEqual([
        { input: { documentRowId: DOCUMENT, patch: { partiallyPaid: true } }, documentRowId: DOCUMENT },
      ]),
    );
    expect(await screen.findByText("Teilweise bezahlt", { selector: ".mantine-Badge-label" })).toBeInTheDocument();
  });

  it("says why a status change was refused", async () => {
    const user = userEvent.setup({ delay: null });
    renderTab({ refuse: { useUpdateInvoicePaymentMutation: "DOCUMENT_IN_PREVENT_EDIT_WORKFLOW_STEP" } });
    await user.click(await screen.findByRole("switch", { name: /Teilweise bezahlt/ }));
    expect(
      await screen.findByText("Der Beleg steht in einem Workflow-Schritt, der Änderungen sperrt."),
    ).toBeInTheDocument();
    expect(screen.getByText("Der Zahlungsstatus wurde nicht geändert")).toBeInTheDocument();
  });

  it("offers no manual change without canUpdatePaymentStatus", async () => {
    renderTab({ invoice: { ...storedInvoice(), canUpdatePaymentStatus: false, canUpdatePartiallyPaid: false } });
    await screen.findByRole("region", { name: "Zahlungsstatus" });
    expect(screen.queryByRole("button", { name: "Als bezahlt markieren" })).not.toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: /Teilweise bezahlt/ })).not.toBeInTheDocument();
  });
});

describe("DocumentPayment – amount due", () => {
  it("shows the prepaid amount and the amount due when it differs from the gross total; open is the amount due", async () => {
    renderTab({
      invoice: {
        ...storedInvoice(),
        total: "18310.63",
        prepaidAmount: "17808.00",
        amountDue: "502.63",
        openAmount: "502.63",
        paymentDiscountAmount: null,
        paymentDiscountPercent: null,
      },
    });
    const status = await screen.findByRole("region", { name: "Zahlungsstatus" });
    const breakdown = within(status).getByTestId("amount-due-breakdown");
    expect(within(breakdown).getByText("Anzahlung")).toBeInTheDocument();
    expect(within(breakdown).getByText("17.808,00 €")).toBeInTheDocument();
    expect(within(status).getByTestId("amount-due")).toHaveTextContent("502,63 €");
    expect(within(status).getByTestId("open-amount")).toHaveTextContent("502,63 €");
    expect(within(status).getByText("18.310,63 €")).toBeInTheDocument();
  });

  it("says a negative amount due is owed to us and offers no payment", async () => {
    renderTab({
      invoice: {
        ...storedInvoice(),
        total: "529.87",
        prepaidAmount: "1059.74",
        amountDue: "-529.87",
        openAmount: "-529.87",
        canPay: false,
        payRefusal: "INVOICE_AMOUNT_DUE_NEGATIVE",
      },
    });
    expect(await screen.findByTestId("negative-amount-due")).toHaveTextContent(
      "Der Zahlbetrag ist negativ: Der Partner schuldet Ihnen Geld.",
    );
    expect(screen.getByTestId("amount-due")).toHaveTextContent("-529,87 €");
    expect(screen.getByTestId("pay-refusal")).toHaveTextContent("Der Partner schuldet Ihnen Geld");
    expect(screen.queryByRole("button", { name: "SEPA-Datei" })).not.toBeInTheDocument();
  });

  it("shows no breakdown when the amount due is the gross total", async () => {
    renderTab();
    await screen.findByRole("region", { name: "Zahlungsstatus" });
    expect(screen.queryByTestId("amount-due-breakdown")).not.toBeInTheDocument();
  });
});

describe("DocumentPayment – payment data and IBAN risk", () => {
  it("warns about an unverified IBAN and lists the partner's presets newest first", async () => {
    renderTab();
    const warning = await screen.findByTestId("unverified-iban-warning");
    expect(warning).toHaveTextContent(
      "Die IBAN DE18 7602 6000 0004 4711 90 ist für diesen Lieferanten nicht bestätigt. Prüfen Sie sie z. B. telefonisch, bevor Sie zahlen.",
    );
    const data = section("Zahlungsdaten");
    expect(within(data).getByText("von der Rechnung")).toBeInTheDocument();
    const presets = within(data).getAllByTestId(/^preset-/);
    expect(presets.map((p) => p.dataset.testid)).toEqual([`preset-${INVOICE_IBAN}`, "preset-DE82100500000612803741"]);
    expect(presets[0]).toHaveTextContent("gelernt");
    expect(presets[0]).toHaveTextContent("unbestätigt");
    expect(presets[1]).toHaveTextContent("bestätigt von Lena Schneider am 07.05.2026");
    expect(presets[1]).toHaveTextContent("Zahlungsziel 30 Tage · 2 % Skonto innerhalb von 10 Tagen");
  });

  it("verifies a preset's IBAN after asking; the warning goes", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderTab();
    await screen.findByTestId("unverified-iban-warning");
    await user.click(screen.getByRole("button", { name: "IBAN bestätigen: DE18 7602 6000 0004 4711 90" }));
    const dialog = await screen.findByRole("dialog", { name: "IBAN bestätigen?" });
    expect(dialog).toHaveTextContent("unabhängigen Weg geprüft");
    expect(calls("useVerifyPaymentPresetMutation")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "IBAN ist geprüft" }));
    await waitFor(() =>
      expect(calls("useVerifyPaymentPresetMutation")).toEqual([
        { presetRowId: PRESET_LEARNED, documentRowId: DOCUMENT },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId("unverified-iban-warning")).not.toBeInTheDocument());
    expect(screen.getByTestId(`preset-${INVOICE_IBAN}`)).toHaveTextContent("bestätigt von Thomas Müller am 23.11.2026");
  });

  it("names a different IBAN on the invoice when paying to the preset, and switches to the invoice's", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderTab({
      invoice: {
        ...storedInvoice(),
        overridePartnerCompanyPaymentPreset: false,
        paymentIban: "DE82100500000612803741",
        hasUnverifiedIban: false,
      },
    });
    expect(
      await screen.findByText(
        "Die Rechnung nennt eine andere IBAN (DE18 7602 6000 0004 4711 90). Gezahlt wird an die IBAN der Zahlungsvorlage.",
        {},
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("aus der Zahlungsvorlage des Geschäftspartners")).toBeInTheDocument();
    expect(screen.queryByTestId("unverified-iban-warning")).not.toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: /statt der Zahlungsvorlage/ }));
    await waitFor(() =>
      expect(calls("useUpdateInvoicePaymentMutation")).toEqual([
        {
          input: { documentRowId: DOCUMENT, patch: { overridePartnerCompanyPaymentPreset: true } },
          documentRowId: DOCUMENT,
        },
      ]),
    );
  });
});

describe("DocumentPayment – paying", () => {
  it("offers SEPA file and GiroCode; the bank only with a connected account", async () => {
    renderTab();
    const pay = await screen.findByRole("region", { name: "Bezahlen" });
    expect(within(pay).getByRole("button", { name: "SEPA-Datei" })).toBeEnabled();
    expect(within(pay).getByRole("button", { name: "GiroCode" })).toBeEnabled();
    expect(within(pay).queryByRole("button", { name: "Über Bank bezahlen" })).not.toBeInTheDocument();
  });

  it("offers paying through the bank when an account is linked to a bank connection", async () => {
    renderTab({
      accounts: [
        {
          id: "account-1",
          rowId: "a1000000-0000-4000-8000-000000000001",
          fullName: "Geschäftskonto",
          iban: "DE66100500000190412873",
          xs2AAccount: { __typename: "Xs2AAccount", id: "x1" },
        },
      ],
    });
    expect(await screen.findByRole("button", { name: "Über Bank bezahlen" })).toBeEnabled();
  });

  it("says why the invoice cannot be paid instead of offering it", async () => {
    renderTab({
      invoice: { ...storedInvoice(), canPay: false, payRefusal: "INVOICE_PAY_PREVENTED_BY_WORKFLOW_STEP" },
    });
    expect(await screen.findByTestId("pay-refusal")).toHaveTextContent(
      "Diese Rechnung kann jetzt nicht bezahlt werden: Die Rechnung steht in einem Workflow-Schritt, in dem sie nicht bezahlt werden darf.",
    );
    expect(screen.queryByRole("button", { name: "SEPA-Datei" })).not.toBeInTheDocument();
  });

  it("does not offer a second payment while one is under way, and lists the payments with their file", async () => {
    renderTab({
      bankPayments: [
        {
          id: "payment-1",
          rowId: "c1000000-0000-4000-8000-000000000001",
          method: "SEPA_FILE",
          status: "CREATED",
          recipientName: "Brandt Sanitär GmbH",
          recipientIban: INVOICE_IBAN,
          currency: "EUR",
          amount: "1852.48",
          discountPercent: "2.00",
          fee: "0.00",
          total: "1852.48",
          purpose: "RE-2026-100094",
          requestedDate: "2026-11-23",
          createdAt: "2026-11-23T08:00:00Z",
          errorMessage: null,
          unverifiedIbanConfirmed: true,
          createdByUser: { id: "user-me", fullName: "Thomas Müller" },
          sepaFile: { id: "file-1", rowId: "5e000000-0000-4000-8000-000000000001" },
        },
      ],
    });
    expect(
      await screen.findByText(
        /Für diese Rechnung ist bereits eine Zahlung veranlasst \(SEPA-Datei, 23\.11\.2026\)/,
        {},
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "SEPA-Datei" })).toBeDisabled();
    const payments = section("Veranlasste Zahlungen");
    expect(within(payments).getByText("erstellt")).toBeInTheDocument();
    expect(within(payments).getByText("nicht bestätigte IBAN ausdrücklich freigegeben")).toBeInTheDocument();
    expect(within(payments).getByRole("link", { name: "SEPA-Datei herunterladen" })).toHaveAttribute(
      "href",
      "/api/payments/sepa-files/5e000000-0000-4000-8000-000000000001",
    );
  });

  it("tells how to set up a bank account when there is none", async () => {
    renderTab({ accounts: [] });
    expect(await screen.findByText(/noch kein aktives Bankkonto mit IBAN angelegt/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "SEPA-Datei" })).toBeDisabled();
  });
});

describe("DocumentPayment – bank transactions", () => {
  const link = {
    id: "link-1",
    rowId: "l1000000-0000-4000-8000-000000000001",
    amount: "500.00",
    source: "END_TO_END_ID",
    moneyTransaction: {
      id: "transaction-1",
      rowId: TRANSACTION,
      bookingDate: "2026-11-20",
      amount: "-1000.00",
      currency: "EUR",
      purpose: "RE-2026-100094 Teilzahlung",
      counterpartyName: "Brandt Sanitär GmbH",
      moneyAccount: { id: "account-1", name: "Geschäftskonto" },
    },
  };

  it("lists the assigned transactions and removes an assignment after asking", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderTab({ links: [link] });
    const item = await screen.findByTestId(`transaction-link-${TRANSACTION}`);
    expect(item).toHaveTextContent("20.11.2026");
    expect(item).toHaveTextContent("Zahlungs-ID");
    expect(item).toHaveTextContent("-1.000,00 €");
    expect(item).toHaveTextContent("Konto: Geschäftskonto · davon diesem Beleg zugeordnet: 500,00 €");
    await user.click(within(item).getByRole("button", { name: "Zuordnung des Umsatzes vom 20.11.2026 lösen" }));
    const dialog = await screen.findByRole("dialog", { name: "Zuordnung lösen?" });
    await user.click(within(dialog).getByRole("button", { name: "Zuordnung lösen" }));
    await waitFor(() =>
      expect(calls("useUnlinkDocumentTransactionMutation")).toEqual([
        { moneyTransactionRowId: TRANSACTION, documentRowId: DOCUMENT },
      ]),
    );
    expect(await screen.findByText("Diesem Beleg ist noch kein Kontoumsatz zugeordnet.")).toBeInTheDocument();
  });

  it("shows only the transactions for a document that is no invoice", async () => {
    renderTab({ type: "OTHER_DOCUMENT", links: [link] });
    expect(await screen.findByText(/Dieser Beleg ist keine Rechnung/)).toBeInTheDocument();
    expect(screen.getByTestId(`transaction-link-${TRANSACTION}`)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Zahlungsstatus" })).not.toBeInTheDocument();
  });
});
