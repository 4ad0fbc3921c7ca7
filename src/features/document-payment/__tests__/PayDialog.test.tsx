import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { PayDialog } from "../components/PayDialog.tsx";
import { PayInvoicesButton } from "../components/PayInvoicesButton.tsx";
import type { PayMethod } from "../lib/payableInvoices.ts";
import {
  ACCOUNT,
  captureDownloads,
  COMPANY,
  createPaymentEnvironment,
  dialogDocument,
  INVOICE_IBAN,
  mockPaymentsFetch,
  ok,
  type PaymentMockState,
  SECOND_ACCOUNT,
  TODAY,
} from "./paymentTestEnvironment.ts";

// Forms in jsdom on a busy machine: give waits (findBy…, waitFor) more than the default second.

const A = "d0000000-0000-4000-8000-00000000000a";
const B = "d0000000-0000-4000-8000-00000000000b";
const C = "d0000000-0000-4000-8000-00000000000c";
const D = "d0000000-0000-4000-8000-00000000000d";
const FILE = "5e000000-0000-4000-8000-000000000001";

const SEPA_ANSWER = ok({
  sepaFile: {
    rowId: FILE,
    messageId: "BW-20261123-3EB4679B",
    fileName: "SEPA-Ueberweisungen-2026-11-23-BW-20261123-3EB4679B.xml",
    numberOfTransactions: 2,
    controlSum: "1990.29",
    downloadUrl: `/api/payments/sepa-files/${FILE}`,
  },
  bankPaymentRowIds: ["c1000000-0000-4000-8000-000000000001", "c1000000-0000-4000-8000-000000000002"],
});

function renderDialog(
  documentRowIds: string[],
  change: Partial<PaymentMockState> = {},
  method: PayMethod = "SEPA_FILE",
) {
  const mock = createPaymentEnvironment(change);
  const onClose = vi.fn();
  const onDone = vi.fn();
  renderWithProviders(
    <>
      <Notifications />
      <PayDialog
        opened
        onClose={onClose}
        onDone={onDone}
        method={method}
        clientCompanyRowId={COMPANY}
        documentRowIds={documentRowIds}
        today={TODAY}
      />
    </>,
    { relayEnvironment: mock.environment },
  );
  return { ...mock, onClose, onDone };
}

const TWO_INVOICES = {
  dialogDocuments: [
    dialogDocument(
      A,
      { number: "RE-2026-100094" },
      {
        total: "1890.29",
        openAmount: "1890.29",
        paymentIban: INVOICE_IBAN,
        hasUnverifiedIban: true,
        paymentRecipient: "Brandt Sanitär GmbH",
      },
    ),
    dialogDocument(
      B,
      { number: "WS2026-00871", derivedTitle: "Weiß & Sohn · WS2026-00871" },
      {
        total: "102.04",
        openAmount: "102.04",
        paymentDiscountDueDate: "2026-11-28",
        paymentDiscountAmount: "2.04",
        paymentDiscountPercent: "2.00",
        paymentRecipient: "Elektrogroßhandel Weiß & Sohn GmbH",
      },
    ),
  ],
};

const submit = () => screen.getByRole("button", { name: "SEPA-Datei erstellen" });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("PayDialog – SEPA file", () => {
  it("lists what will be paid, with the discount taken in time and the total", async () => {
    renderDialog([A, B], TWO_INVOICES);
    const dialog = await screen.findByRole("dialog", { name: "Per SEPA-Datei bezahlen" });
    expect(await within(dialog).findByText("2 Rechnungen")).toBeInTheDocument();
    const first = within(dialog).getByTestId(`pay-line-${A}`);
    expect(first).toHaveTextContent("Brandt Sanitär GmbH");
    expect(first).toHaveTextContent("RE-2026-100094 · DE18 7602 6000 0004 4711 90");
    expect(first).toHaveTextContent("1.890,29 €");
    const second = within(dialog).getByTestId(`pay-line-${B}`);
    expect(second).toHaveTextContent("100,00 €");
    expect(second).toHaveTextContent("mit 2 % Skonto");
    expect(within(dialog).getByTestId("pay-total")).toHaveTextContent("1.990,29 €");
    // one account: chosen at once; the date starts today
    expect(within(dialog).getByRole("combobox", { name: /Von Bankkonto/ })).toHaveValue(
      "Geschäftskonto (DE66 1005 0000 0190 4128 73)",
    );
    expect(within(dialog).getByRole("textbox", { name: /Ausführungsdatum/ })).toHaveValue("23.11.2026");
  });

  it("requires the explicit check of an unverified IBAN before anything is sent", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockPaymentsFetch({ "POST /api/payments/sepa-credit-transfer": () => SEPA_ANSWER });
    const downloads = captureDownloads();
    const { onClose, onDone } = renderDialog([A, B], TWO_INVOICES);
    await screen.findByText("2 Rechnungen");
    await user.click(submit());
    expect(
      await screen.findByText(
        "Bitte bestätigen Sie, dass Sie die IBAN geprüft haben, oder nehmen Sie die Rechnung aus der Zahlung.",
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(
      screen.getByRole("checkbox", {
        name: "Ich habe die IBAN DE18 7602 6000 0004 4711 90 für Brandt Sanitär GmbH geprüft.",
      }),
    );
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      clientCompanyRowId: COMPANY,
      documentRowIds: [A, B],
      moneyAccountRowId: ACCOUNT,
      requestedDate: "2026-11-23",
      schemaVersion: "pain.001.001.09",
      confirmUnverifiedIbanDocumentRowIds: [A],
    });
    expect(calls[0]!.headers["Accept-Language"]).toBe("de");
    await waitFor(() => expect(downloads.downloads).toEqual([`/api/payments/sepa-files/${FILE}`]));
    expect(await screen.findByText("SEPA-Datei erstellt")).toBeInTheDocument();
    expect(
      screen.getByText(
        "2 Zahlungen über 1.990,29 € – die Datei SEPA-Ueberweisungen-2026-11-23-BW-20261123-3EB4679B.xml wird heruntergeladen. Laden Sie sie in Ihrem Bankprogramm hoch.",
      ),
    ).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith(
      expect.objectContaining({ kind: "SEPA_FILE", bankPaymentRowIds: expect.any(Array) }),
    );
    expect(onClose).toHaveBeenCalled();
    expect(window.localStorage.getItem(`belegwerk.payment.moneyAccount.${COMPANY}`)).toBe(ACCOUNT);
  });

  it("refuses a date in the past and an unknown date in the browser", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockPaymentsFetch({ "POST /api/payments/sepa-credit-transfer": () => SEPA_ANSWER });
    renderDialog([B], TWO_INVOICES);
    await screen.findByText("1 Rechnung");
    const date = screen.getByRole("textbox", { name: /Ausführungsdatum/ });
    await user.clear(date);
    await user.type(date, "22.11.2026");
    await user.click(submit());
    expect(await screen.findByText("Das Datum darf nicht in der Vergangenheit liegen.")).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, "morgen");
    await user.click(submit());
    expect(await screen.findByText("Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).")).toBeInTheDocument();
    expect(calls).toEqual([]);
    // a later date and the older format under "Erweitert"
    await user.clear(date);
    await user.type(date, "1.12.26");
    await user.click(screen.getByRole("button", { name: "Erweitert" }));
    await user.click(await screen.findByRole("radio", { name: /pain\.001\.001\.03/ }));
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      requestedDate: "2026-12-01",
      schemaVersion: "pain.001.001.03",
      documentRowIds: [B],
    });
    expect(calls[0]!.body).not.toHaveProperty("confirmUnverifiedIbanDocumentRowIds");
  });

  it("names every refused invoice with its reason and keeps the dialog and its choices", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockPaymentsFetch({
      "POST /api/payments/sepa-credit-transfer": (call) =>
        (call.body as { documentRowIds: string[] }).documentRowIds.includes(A)
          ? {
              status: 422,
              body: {
                error: { code: "PAYMENT_REFUSED", message: "1 Rechnung(en) können so nicht bezahlt werden." },
                refusals: [{ documentRowId: A, code: "PAYMENT_ALREADY_INITIATED" }],
              },
            }
          : SEPA_ANSWER,
    });
    captureDownloads();
    const { onClose } = renderDialog([A, B], {
      ...TWO_INVOICES,
      accounts: [
        {
          id: "account-1",
          rowId: ACCOUNT,
          fullName: "Geschäftskonto",
          iban: "DE66100500000190412873",
          xs2AAccount: null,
        },
        {
          id: "account-2",
          rowId: SECOND_ACCOUNT,
          fullName: "Tagesgeld",
          iban: "DE02100900007315520004",
          xs2AAccount: null,
        },
      ],
    });
    await screen.findByText("2 Rechnungen");
    // two accounts and none remembered: the person chooses
    await user.click(submit());
    expect(await screen.findByText("Bitte wählen Sie das Bankkonto.")).toBeInTheDocument();
    const account = screen.getByRole("combobox", { name: /Von Bankkonto/ });
    await user.click(account);
    // Mantine's dropdown in jsdom: pick by keyboard.
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(account).toHaveValue("Tagesgeld"));
    await user.click(screen.getByRole("checkbox", { name: /Ich habe die IBAN/ }));
    await user.click(submit());

    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent("Es wurde nichts erstellt");
    expect(within(refusal).getByTestId("pay-refusals")).toHaveTextContent(
      "Brandt Sanitär GmbH · RE-2026-100094: Für die Rechnung ist bereits eine Zahlung veranlasst.",
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("combobox", { name: /Von Bankkonto/ })).toHaveValue("Tagesgeld");
    expect(screen.getByRole("checkbox", { name: /Ich habe die IBAN/ })).toBeChecked();

    // take the refused invoice out and pay the rest
    await user.click(within(refusal).getByRole("button", { name: "Diese Rechnungen aus der Zahlung nehmen" }));
    expect(screen.queryByTestId(`pay-line-${A}`)).not.toBeInTheDocument();
    expect(screen.getByTestId("pay-total")).toHaveTextContent("100,00 €");
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toMatchObject({ documentRowIds: [B], moneyAccountRowId: SECOND_ACCOUNT });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's other errors translated", async () => {
    const user = userEvent.setup({ delay: null });
    mockPaymentsFetch({
      "POST /api/payments/sepa-credit-transfer": () => ({
        status: 422,
        body: { error: { code: "PAYMENT_ACCOUNT_INVALID", message: "…" } },
      }),
    });
    renderDialog([B], TWO_INVOICES);
    await screen.findByText("1 Rechnung");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Bitte wählen Sie ein aktives Bankkonto mit IBAN.");
  });

  it("lists the selected documents it skips, with the reason, and pays the others", async () => {
    renderDialog([A, B, C, D], {
      dialogDocuments: [
        dialogDocument(A, { number: "GS-1" }, { canPay: false, payRefusal: "INVOICE_IS_CREDIT_MEMO" }),
        dialogDocument(B, { number: "AR-7", type: "OUTGOING_INVOICE" }),
        dialogDocument(C, { number: "V-1", type: "OTHER_DOCUMENT", derivedTitle: "Mietvertrag" }, null),
        dialogDocument(D, { number: "RE-9" }, { currency: "USD" }),
      ],
    });
    expect(await screen.findByText("4 Belege werden nicht bezahlt")).toBeInTheDocument();
    const skipped = screen.getByTestId("pay-skipped");
    expect(skipped).toHaveTextContent("Brandt Sanitär GmbH · GS-1: Gutschriften werden nicht überwiesen.");
    expect(skipped).toHaveTextContent("Brandt Sanitär GmbH · AR-7: Keine Eingangsrechnung");
    expect(skipped).toHaveTextContent("Mietvertrag: Keine Eingangsrechnung");
    expect(skipped).toHaveTextContent("RE-9: Die Rechnung lautet nicht auf Euro.");
    expect(screen.getByText("Keine der ausgewählten Rechnungen kann so bezahlt werden.")).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it("starts with the account paid from last time", async () => {
    window.localStorage.setItem(`belegwerk.payment.moneyAccount.${COMPANY}`, SECOND_ACCOUNT);
    renderDialog([B], {
      ...TWO_INVOICES,
      accounts: [
        {
          id: "account-1",
          rowId: ACCOUNT,
          fullName: "Geschäftskonto",
          iban: "DE66100500000190412873",
          xs2AAccount: null,
        },
        {
          id: "account-2",
          rowId: SECOND_ACCOUNT,
          fullName: "Tagesgeld",
          iban: "DE02100900007315520004",
          xs2AAccount: null,
        },
      ],
    });
    expect(await screen.findByRole("combobox", { name: /Von Bankkonto/ })).toHaveValue("Tagesgeld");
  });
});

describe("PayDialog – through the bank and by direct debit", () => {
  it("offers only accounts linked to a bank connection and starts the bank's session", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockPaymentsFetch({
      "POST /api/xs2a/init/bank-payment/": () =>
        ok({ sessionId: "session-1", bankPaymentRowIds: ["c1000000-0000-4000-8000-000000000003"] }),
    });
    const { onDone } = renderDialog(
      [A],
      {
        dialogDocuments: TWO_INVOICES.dialogDocuments,
        accounts: [
          {
            id: "account-1",
            rowId: ACCOUNT,
            fullName: "Geschäftskonto",
            iban: "DE66100500000190412873",
            xs2AAccount: null,
          },
          {
            id: "account-2",
            rowId: SECOND_ACCOUNT,
            fullName: "Sandbox-Girokonto",
            iban: "DE02100900007315520004",
            xs2AAccount: { __typename: "Xs2AAccount" },
          },
        ],
      },
      "BANK",
    );
    const dialog = await screen.findByRole("dialog", { name: "Über die Bank bezahlen" });
    await within(dialog).findByText("1 Rechnung");
    expect(within(dialog).getByRole("combobox", { name: /Von Bankkonto/ })).toHaveValue("Sandbox-Girokonto");
    expect(within(dialog).queryByRole("button", { name: "Erweitert" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("checkbox", { name: /Ich habe die IBAN/ }));
    await user.click(within(dialog).getByRole("button", { name: "Weiter zur Bank" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      documentIds: [A],
      moneyAccountRowId: SECOND_ACCOUNT,
      executionDate: "2026-11-23",
      confirmUnverifiedIban: true,
    });
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ kind: "BANK", sessionId: "session-1" })),
    );
  });

  it("collects an outgoing invoice under its customer's mandate", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockPaymentsFetch({ "POST /api/payments/sepa-direct-debit": () => SEPA_ANSWER });
    captureDownloads();
    renderDialog(
      [B],
      {
        dialogDocuments: [
          dialogDocument(
            B,
            { number: "MH-2026-1064", type: "OUTGOING_INVOICE" },
            { total: "7927.97", openAmount: "7927.97" },
          ),
        ],
        mandates: [
          {
            id: "m1",
            partnerCompanyRowId: "e0000000-0000-4000-8000-000000000001",
            debtorName: "Hausverwaltung Schönhauser GmbH",
            debtorIban: "DE89370400440532013000",
            signatureDate: "2025-03-01",
          },
        ],
      },
      "DIRECT_DEBIT",
    );
    const line = await screen.findByTestId(`pay-line-${B}`);
    expect(line).toHaveTextContent("Hausverwaltung Schönhauser GmbH");
    expect(line).toHaveTextContent("DE89 3704 0044 0532 0130 00");
    expect(screen.getByRole("combobox", { name: /Auf Bankkonto/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Lastschriftdatei erstellen" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.path).toBe("/api/payments/sepa-direct-debit");
    expect(calls[0]!.body).toEqual({
      clientCompanyRowId: COMPANY,
      documentRowIds: [B],
      moneyAccountRowId: ACCOUNT,
      requestedDate: "2026-11-23",
    });
  });

  it("skips an outgoing invoice without a mandate", async () => {
    renderDialog(
      [B],
      { dialogDocuments: [dialogDocument(B, { number: "AR-1", type: "OUTGOING_INVOICE" })] },
      "DIRECT_DEBIT",
    );
    expect(await screen.findByTestId("pay-skipped")).toHaveTextContent(
      "Für den Kunden liegt kein SEPA-Lastschriftmandat vor.",
    );
  });
});

describe("PayInvoicesButton – the documents list's bulk action", () => {
  it("opens the pay dialog with the selected documents and reports the file created", async () => {
    const user = userEvent.setup({ delay: null });
    mockPaymentsFetch({ "POST /api/payments/sepa-credit-transfer": () => SEPA_ANSWER });
    captureDownloads();
    const mock = createPaymentEnvironment({
      dialogDocuments: [
        dialogDocument(B, { number: "WS2026-00871" }),
        dialogDocument(C, { number: "AR-7", type: "OUTGOING_INVOICE" }),
      ],
    });
    const onPaid = vi.fn();
    renderWithProviders(
      <>
        <Notifications />
        <PayInvoicesButton clientCompanyRowId={COMPANY} documentRowIds={[B, C]} onPaid={onPaid} />
      </>,
      { relayEnvironment: mock.environment },
    );
    await user.click(await screen.findByRole("button", { name: "Bezahlen (SEPA)" }));
    const dialog = await screen.findByRole("dialog", { name: "Per SEPA-Datei bezahlen" });
    expect(await within(dialog).findByText("1 Rechnung")).toBeInTheDocument();
    expect(within(dialog).getByTestId("pay-skipped")).toHaveTextContent("AR-7: Keine Eingangsrechnung");
    expect(mock.calls("usePayDialogDataQuery")[0]).toMatchObject({
      clientCompanyRowId: COMPANY,
      documentRowIds: [B, C],
      isDirectDebit: false,
    });
    await user.click(within(dialog).getByRole("button", { name: "SEPA-Datei erstellen" }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
  });
});
