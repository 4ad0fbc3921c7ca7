import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { beforeEach, describe, expect, it } from "vitest";
import type { DocumentAccountingTestQuery } from "../../../__generated__/DocumentAccountingTestQuery.graphql.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { DocumentAccounting } from "../components/DocumentAccounting.tsx";
import {
  ACCOUNTS,
  type AccountingMockState,
  COST_CENTERS,
  createAccountingEnvironment,
  DOCUMENT,
  savedItem,
  VATS,
} from "./accountingTestEnvironment.ts";

function Tab() {
  const { document } = useLazyLoadQuery<DocumentAccountingTestQuery>(
    graphql`
      query DocumentAccountingTestQuery($documentRowId: UUID!) @relay_test_operation {
        document(rowId: $documentRowId) {
          ...DocumentAccounting_document
        }
      }
    `,
    { documentRowId: DOCUMENT },
  );
  return document ? <DocumentAccounting document={document} /> : null;
}

function renderTab(initial: Partial<AccountingMockState> = {}) {
  const mock = createAccountingEnvironment(initial);
  renderWithProviders(
    <Suspense fallback="…">
      <Tab />
    </Suspense>,
    { relayEnvironment: mock.environment },
  );
  return mock;
}

const remaining = () => screen.getByTestId("remaining-amount");

beforeEach(async () => {
  await i18next.changeLanguage("de");
});

describe("DocumentAccounting", () => {
  it("shows the saved items and the zero check in green", async () => {
    renderTab({ items: [savedItem()] });
    expect(await screen.findByRole("textbox", { name: "Buchungstext, Zeile 1" })).toHaveValue("Telefon und Internet");
    expect(screen.getByRole("textbox", { name: "Betrag, Zeile 1" })).toHaveValue("119,00");
    expect(screen.getByRole("combobox", { name: "Sachkonto, Zeile 1" })).toHaveValue("4920 Telefon");
    expect(remaining()).toHaveTextContent("Restbetrag 0,00 €: vollständig kontiert");
  });

  it("updates the remaining amount while typing German amounts, net items grossed up", async () => {
    const user = userEvent.setup();
    renderTab({ items: [savedItem()] });
    const amount = await screen.findByRole("textbox", { name: "Betrag, Zeile 1" });
    await user.clear(amount);
    await user.type(amount, "100");
    expect(remaining()).toHaveTextContent("Noch nicht kontiert: 19,00 €");
    await user.click(screen.getByRole("combobox", { name: "Netto/Brutto, Zeile 1" }));
    await user.click(await screen.findByRole("option", { name: "Netto", hidden: true }));
    expect(remaining()).toHaveTextContent("Restbetrag 0,00 €");
    await user.clear(amount);
    await user.type(amount, "1.000,00");
    expect(remaining()).toHaveTextContent("Zu viel kontiert: 1.071,00 €");
  });

  it("forces a net amount under a net-only tax key", async () => {
    const user = userEvent.setup();
    renderTab({ items: [savedItem()] });
    await user.click(await screen.findByRole("combobox", { name: "Steuerschlüssel, Zeile 1" }));
    await user.click(await screen.findByRole("option", { name: "§ 13b 19 % (94)", hidden: true }));
    const amountType = screen.getByRole("combobox", { name: "Netto/Brutto, Zeile 1" });
    expect(amountType).toHaveValue("Netto");
    expect(amountType).toBeDisabled();
  });

  it("adds a row for the remaining amount and saves the items with parsed amounts", async () => {
    const user = userEvent.setup();
    const mock = renderTab({ items: [savedItem({ amount: "100.00" })] });
    await user.click(await screen.findByRole("button", { name: "Restbetrag als neue Zeile" }));
    expect(screen.getByRole("textbox", { name: "Betrag, Zeile 2" })).toHaveValue("19,00");
    // The invoice's rate, not "without tax".
    expect(screen.getByRole("combobox", { name: "Steuerschlüssel, Zeile 2" })).toHaveValue("VSt 19 % (9)");
    // Booked in full as typed, but neither saved nor valid: no green "fully booked".
    expect(remaining()).toHaveTextContent("Restbetrag 0,00 €: noch nicht gespeichert");
    expect(remaining()).toHaveTextContent("Zeile 2 ist noch unvollständig");
    expect(remaining()).not.toHaveTextContent("vollständig kontiert");
    expect(screen.getByRole("listitem", { name: "Zeile 2" })).toHaveTextContent("Unvollständig");
    expect(screen.getByRole("listitem", { name: "Zeile 1" })).not.toHaveTextContent("Unvollständig");
    // A new row needs its ledger account.
    await user.click(screen.getByRole("button", { name: "Kontierung speichern" }));
    expect(await screen.findByText("Bitte ausfüllen.")).toBeVisible();
    expect(mock.saves).toHaveLength(0);
    const account = screen.getByRole("combobox", { name: "Sachkonto, Zeile 2" });
    await user.type(account, "Büro");
    // Each row's picker has its own list: choose from row 2's.
    await waitFor(() => expect(account).toHaveAttribute("aria-controls"));
    const list = document.getElementById(account.getAttribute("aria-controls")!)!;
    await user.click(within(list).getByRole("option", { name: "4930 Bürobedarf", hidden: true }));
    await user.click(screen.getByRole("button", { name: "Kontierung speichern" }));
    await waitFor(() => expect(mock.saves).toHaveLength(1));
    expect(mock.saves[0]).toEqual({
      documentRowId: DOCUMENT,
      items: [
        expect.objectContaining({ amount: "100.00", generalLedgerAccountRowId: ACCOUNTS.telefon.rowId }),
        expect.objectContaining({
          title: null,
          bookingType: "DEBIT",
          amount: "19.00",
          amountType: "GROSS",
          generalLedgerAccountRowId: ACCOUNTS.buero.rowId,
          valueAddedTaxRowId: VATS.vst19.rowId,
          valueAddedTaxPercentage: "19.00",
          costCenters: [],
        }),
      ],
    });
  });

  it("saves a new row for the remaining amount once its account is chosen, with no stale error", async () => {
    // In Chromium a stale "Bitte ausfüllen." under the chosen account vanished when the save
    // button's mousedown blurred the account picker: the button moved up under the pointer and
    // the click never reached it. A chosen account must carry no error before the save.
    const user = userEvent.setup();
    const mock = renderTab({ items: [], flags: { costCenters: true } });
    await user.click(await screen.findByRole("button", { name: "Restbetrag als neue Zeile" }));
    expect(screen.getByRole("textbox", { name: "Betrag, Zeile 1" })).toHaveValue("119,00");
    await user.type(screen.getByRole("textbox", { name: "Buchungstext, Zeile 1" }), "Papier");
    const account = screen.getByRole("combobox", { name: "Sachkonto, Zeile 1" });
    await user.type(account, "Büro");
    await waitFor(() => expect(account).toHaveAttribute("aria-controls"));
    const list = document.getElementById(account.getAttribute("aria-controls")!)!;
    await user.click(within(list).getByRole("option", { name: "4930 Bürobedarf", hidden: true }));
    expect(remaining()).toHaveTextContent("Restbetrag 0,00 €: noch nicht gespeichert");
    expect(remaining()).not.toHaveTextContent("unvollständig");
    expect(screen.queryByText("Bitte ausfüllen.")).toBeNull();
    expect(account).not.toHaveAttribute("aria-invalid", "true");
    // Leaving the picker (the save button's mousedown) changes nothing on the page.
    await user.tab();
    expect(screen.queryByText("Bitte ausfüllen.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Kontierung speichern" }));
    await waitFor(() => expect(mock.saves).toHaveLength(1));
    expect(mock.saves[0]).toEqual({
      documentRowId: DOCUMENT,
      items: [
        expect.objectContaining({
          title: "Papier",
          amount: "119.00",
          generalLedgerAccountRowId: ACCOUNTS.buero.rowId,
          costCenters: [],
        }),
      ],
    });
    // Saved and valid: now it is fully booked.
    await waitFor(() => expect(remaining()).toHaveTextContent("Restbetrag 0,00 €: vollständig kontiert"));
  });

  it("splits the remaining amount of an invoice with two rates into one row per rate with its tax key", async () => {
    const user = userEvent.setup();
    renderTab({
      total: "226.00",
      items: [savedItem({ amount: "50.00", valueAddedTaxRowId: VATS.vst7.rowId, valueAddedTaxPercentage: "7.00" })],
      vatBreakdown: [
        { ratePercent: "7.00", taxableAmount: "100.00", taxAmount: "7.00" },
        { ratePercent: "19.00", taxableAmount: "100.00", taxAmount: "19.00" },
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Restbetrag als neue Zeile" }));
    expect(screen.getByRole("textbox", { name: "Betrag, Zeile 2" })).toHaveValue("119,00");
    expect(screen.getByRole("combobox", { name: "Steuerschlüssel, Zeile 2" })).toHaveValue("VSt 19 % (9)");
    expect(screen.getByRole("textbox", { name: "Betrag, Zeile 3" })).toHaveValue("57,00");
    expect(screen.getByRole("combobox", { name: "Steuerschlüssel, Zeile 3" })).toHaveValue("VSt 7 % (8)");
    expect(remaining()).toHaveTextContent("Zeilen 2, 3 sind noch unvollständig");
  });

  it("says why it did not save when a field is invalid", async () => {
    const user = userEvent.setup();
    const mock = renderTab({ items: [] });
    await user.click(await screen.findByRole("button", { name: "Zeile hinzufügen" }));
    await user.click(screen.getByRole("button", { name: "Kontierung speichern" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nicht gespeichert");
    expect(screen.getByRole("combobox", { name: "Sachkonto, Zeile 1" })).toHaveAttribute("aria-invalid", "true");
    expect(mock.saves).toHaveLength(0);
  });

  it("shows a server refusal at the item and field it names", async () => {
    const user = userEvent.setup();
    const mock = renderTab({
      items: [savedItem()],
      refuse: { code: "GENERAL_LEDGER_ACCOUNT_DISABLED", field: "generalLedgerAccountRowId", position: 1 },
    });
    await user.click(await screen.findByRole("button", { name: "Kontierung speichern" }));
    const field = screen.getByRole("combobox", { name: "Sachkonto, Zeile 1" });
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Dieses Sachkonto ist deaktiviert.")).toBeVisible();
    mock.state.refuse = { code: "DOCUMENT_EXPORTED_FOR_BOOKING" };
    await user.click(screen.getByRole("button", { name: "Kontierung speichern" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("bereits an die Buchhaltung übergeben");
  });

  it("offers cost centres only with their feature, one per item with the single flag", async () => {
    const user = userEvent.setup();
    renderTab({ items: [savedItem()], flags: { costCenters: true, singleCostCenterPerAccountingItem: true } });
    const choose = await screen.findByRole("combobox", { name: "Kostenstelle, Zeile 1" });
    await user.click(choose);
    await user.click(await screen.findByRole("option", { name: "200 Sanitär", hidden: true }));
    expect(screen.queryByRole("button", { name: "Kostenstelle hinzufügen" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Betrag der Kostenstelle, Zeile 1" })).toBeNull();
    expect(COST_CENTERS).toHaveLength(2);
  });

  it("lists cost-centre shares and checks that they add up", async () => {
    const user = userEvent.setup();
    renderTab({ items: [savedItem()], flags: { costCenters: true } });
    await user.click(await screen.findByRole("button", { name: "Kostenstelle hinzufügen" }));
    const share = screen.getByRole("textbox", { name: "Betrag der Kostenstelle, Zeile 1" });
    expect(share).toHaveValue("119,00");
    await user.clear(share);
    await user.type(share, "100");
    await user.click(screen.getByRole("combobox", { name: "Kostenstelle, Zeile 1" }));
    await user.click(await screen.findByRole("option", { name: "100 Verwaltung", hidden: true }));
    await user.click(screen.getByRole("button", { name: "Kontierung speichern" }));
    expect(await screen.findByText("Die Teilbeträge ergeben nicht den Betrag der Zeile.")).toBeVisible();
  });

  it("is read-only for a user who may only view, with the reason", async () => {
    renderTab({ items: [savedItem()], canEdit: false, refusal: "ACCOUNTING_TAB_EDIT_FORBIDDEN" });
    const table = await screen.findByRole("table", { name: "Buchungszeilen" });
    expect(within(table).getByText("4920 Telefon")).toBeVisible();
    expect(within(table).getByText("VSt 19 % (9)")).toBeVisible();
    expect(screen.queryAllByRole("textbox")).toEqual([]);
    expect(screen.queryAllByRole("combobox")).toEqual([]);
    expect(screen.queryByRole("button", { name: "Kontierung speichern" })).toBeNull();
    expect(screen.getByText(/Nur Ansicht: Sie dürfen die Kontierung/)).toBeVisible();
    expect(VATS.rc94.amountTypeMustBeNet).toBe(true);
  });

  it("is locked with the export's date once the invoice was exported for booking", async () => {
    renderTab({ items: [savedItem()], exportedForBookingAt: "2026-11-02T09:30:00Z" });
    const table = await screen.findByRole("table", { name: "Buchungszeilen" });
    expect(within(table).getByText("4920 Telefon")).toBeVisible();
    expect(screen.getByTestId("export-lock-notice")).toHaveTextContent(/Am 02\.11\.2026, \d{2}:30 für die Buchhaltung/);
    expect(screen.queryAllByRole("textbox")).toEqual([]);
    expect(screen.queryByRole("button", { name: "Kontierung speichern" })).toBeNull();
  });

  it("says the invoice is ready for the booking export, with its partner account", async () => {
    renderTab({ items: [savedItem()] });
    const notice = await screen.findByRole("status", { name: "Bereit für den Buchungsexport" });
    expect(notice).toHaveTextContent("Vollständig kontiert, gebucht gegen 70001 Spreenetz Kommunikation GmbH.");
  });

  it("lists what is missing for the booking export and what to do, also read-only, and in English", async () => {
    renderTab({
      canEdit: false,
      refusal: "ACCOUNTING_TAB_EDIT_FORBIDDEN",
      missing: ["PARTNER_ACCOUNT", "ACCOUNTING_ITEMS"],
      partnerAccount: null,
    });
    const notice = await screen.findByRole("status", { name: "Für den Buchungsexport fehlt noch" });
    const items = within(notice)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      "Personenkonto – im Reiter „Prüfen“ den Kreditor bzw. Debitor zuordnen.",
      "Kontierung – die Buchungszeilen müssen genau den Rechnungsbetrag buchen (Restbetrag 0,00).",
    ]);
    await i18next.changeLanguage("en");
    expect(await screen.findByRole("status", { name: "Still missing for the booking export" })).toHaveTextContent(
      "Partner account – assign the creditor or debtor account on the “Review” tab.",
    );
  });
});
