import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import MoneyAccountCreatePageQueryNode, {
  type MoneyAccountCreatePageQuery,
} from "../../../__generated__/MoneyAccountCreatePageQuery.graphql.ts";
import type { MoneyAccountKind } from "../lib/moneyAccountKinds.ts";
import { MoneyAccountCreatePage } from "../pages/MoneyAccountCreatePage.tsx";
import {
  COMPANY,
  companyOf,
  type CompanyAccess,
  LEDGER_ACCOUNTS,
  loadPageQuery,
  moneyAccount,
  refusal,
  renderPage,
} from "./bankSettingsTestEnvironment.tsx";

function renderCreate(kind: MoneyAccountKind = "bank", access: CompanyAccess = {}) {
  const { mock, queryRef } = loadPageQuery<MoneyAccountCreatePageQuery>(
    MoneyAccountCreatePageQueryNode,
    { clientCompanyRowId: COMPANY },
    { company: companyOf(access) },
  );
  renderPage(mock, <MoneyAccountCreatePage kind={kind} queryRef={queryRef} />);
  return mock;
}

const form = (name: string) => screen.findByRole("form", { name });

// Typing into Mantine inputs is slow in jsdom on a busy machine.
describe("MoneyAccountCreatePage", () => {
  it("checks name and IBAN before sending anything", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderCreate();
    const bankForm = await form("Bankkonto");
    await user.click(within(bankForm).getByRole("button", { name: "Bankkonto anlegen" }));
    expect(await within(bankForm).findByText("Bitte geben Sie eine Bezeichnung ein.")).toBeInTheDocument();
    expect(within(bankForm).getByText("Bitte geben Sie die IBAN ein.")).toBeInTheDocument();
    expect(within(bankForm).getByLabelText(/^Bezeichnung/)).toHaveFocus();

    // Wrong check digit (…01 instead of …00), a BIC of the wrong shape.
    await user.type(within(bankForm).getByLabelText(/^IBAN/), "DE89 3704 0044 0532 0130 01");
    await user.type(within(bankForm).getByLabelText(/^BIC/), "COBA1");
    await user.tab();
    expect(
      await within(bankForm).findByText(
        "Diese IBAN ist ungültig. Bitte prüfen Sie Länderkennung, Länge und Prüfziffer.",
      ),
    ).toBeInTheDocument();
    expect(
      within(bankForm).getByText("Diese BIC ist ungültig: 8 oder 11 Zeichen, z. B. COBADEFFXXX."),
    ).toBeInTheDocument();
    expect(mock.pendingOperations()).toHaveLength(0);
  });

  it("creates the account with the IBAN without spaces, upper case, and the chosen ledger account", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderCreate();
    const bankForm = await form("Bankkonto");
    await user.type(within(bankForm).getByLabelText(/^Bezeichnung/), "  Geschäftskonto Commerzbank ");
    await user.type(within(bankForm).getByLabelText(/^IBAN/), "de89 3704 0044 0532 0130 00");
    await user.type(within(bankForm).getByLabelText(/^BIC/), "cobadeff xxx");
    await user.tab();
    // The BIC names its bank.
    expect(await within(bankForm).findByText("Commerzbank")).toBeInTheDocument();
    // Shown in groups of four once the field is left.
    expect(within(bankForm).getByLabelText(/^IBAN/)).toHaveValue("DE89 3704 0044 0532 0130 00");
    await user.type(within(bankForm).getByLabelText(/^Kontoinhaber$/), "Müller Haustechnik GmbH");
    await user.click(within(bankForm).getByLabelText(/Kontoinhaber als Auftraggeber/));
    const ledgerAccount = within(bankForm).getByRole("combobox", { name: "Sachkonto" });
    await user.click(ledgerAccount);
    // Disabled ledger accounts are not offered.
    expect(await screen.findByText("1200 · Bank")).toBeInTheDocument();
    expect(screen.queryByText(/^1210/)).not.toBeInTheDocument();
    // Mantine's dropdown in jsdom: pick by keyboard.
    await user.type(ledgerAccount, "1200");
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(ledgerAccount).toHaveValue("1200 · Bank"));
    await user.click(within(bankForm).getByRole("button", { name: "Bankkonto anlegen" }));

    const operation = await mock.nextOperation("useCreateMoneyAccountMutation");
    expect(operation.variables).toEqual({
      input: {
        moneyAccount: {
          clientCompanyRowId: COMPANY,
          type: "BANK",
          name: "Geschäftskonto Commerzbank",
          description: null,
          currency: "EUR",
          iban: "DE89370400440532013000",
          bic: "COBADEFFXXX",
          holder: "Müller Haustechnik GmbH",
          includeHolderWithPayment: true,
          bankAccountType: "CURRENT",
          number: null,
          cardBrand: null,
          limit: null,
          generalLedgerAccountRowId: LEDGER_ACCOUNTS[1]!.rowId,
        },
      },
    });
    operation.resolve({
      data: { createMoneyAccount: { moneyAccount: moneyAccount({ name: "Geschäftskonto Commerzbank" }) } },
    });
    expect(await screen.findByText("Bankkonto „Geschäftskonto Commerzbank“ angelegt.")).toBeInTheDocument();
  });

  it("shows the server's INVALID_IBAN and a duplicate IBAN at the IBAN field", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderCreate();
    const bankForm = await form("Bankkonto");
    await user.type(within(bankForm).getByLabelText(/^Bezeichnung/), "Giro");
    await user.type(within(bankForm).getByLabelText(/^IBAN/), "DE89370400440532013000");
    await user.click(within(bankForm).getByRole("button", { name: "Bankkonto anlegen" }));
    const first = await mock.nextOperation("useCreateMoneyAccountMutation");
    first.reject(refusal("INVALID_IBAN", { field: "iban" }));
    const iban = within(bankForm).getByLabelText(/^IBAN/);
    await waitFor(() => expect(iban).toHaveAccessibleDescription(/Diese IBAN ist ungültig/));
    expect(iban).toHaveFocus();
    expect(iban).toHaveValue("DE89 3704 0044 0532 0130 00");

    await user.click(within(bankForm).getByRole("button", { name: "Bankkonto anlegen" }));
    const second = await mock.nextOperation("useCreateMoneyAccountMutation");
    second.reject(refusal("ALREADY_EXISTS", { constraint: "money_accounts_company_iban_key" }));
    await waitFor(() =>
      expect(iban).toHaveAccessibleDescription(/Ein Konto mit dieser IBAN ist in diesem Mandanten bereits angelegt./),
    );
    expect(within(bankForm).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a refusal about no field (cash book feature off) above the form", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderCreate("cash", { cashAccount: true });
    const cashForm = await form("Kassenbuch");
    expect(within(cashForm).queryByLabelText(/^IBAN/)).not.toBeInTheDocument();
    await user.type(within(cashForm).getByLabelText(/^Bezeichnung/), "Hauptkasse");
    await user.type(within(cashForm).getByLabelText(/^Kassenbuchnummer/), "K1");
    await user.click(within(cashForm).getByRole("button", { name: "Kassenbuch anlegen" }));
    const operation = await mock.nextOperation("useCreateMoneyAccountMutation");
    expect(operation.variables.input).toMatchObject({
      moneyAccount: { type: "CASH", name: "Hauptkasse", number: "K1", iban: null, limit: null },
    });
    operation.reject(refusal("CASH_ACCOUNT_FEATURE_OFF"));
    expect(await within(cashForm).findByRole("alert")).toHaveTextContent(
      "Kassenbücher sind für diesen Mandanten nicht freigeschaltet.",
    );
  });

  it("refuses a full card number and sends a masked one with brand and limit", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderCreate("creditCard");
    const cardForm = await form("Kreditkarte");
    await user.type(within(cardForm).getByLabelText(/^Bezeichnung/), "Visa Geschäftsführung");
    const number = within(cardForm).getByLabelText(/^Kartennummer/);
    await user.type(number, "4111 1111 1111 1111");
    await user.tab();
    expect(await within(cardForm).findByText(/Bitte nur die maskierte Kartennummer eingeben/)).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, "**** **** **** 1111");
    const brand = within(cardForm).getByRole("combobox", { name: "Kartenanbieter" });
    await user.click(brand);
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(brand).toHaveValue("Visa"));
    await user.type(within(cardForm).getByLabelText(/^Kreditrahmen/), "5000");
    await user.click(within(cardForm).getByRole("button", { name: "Kreditkarte anlegen" }));
    const operation = await mock.nextOperation("useCreateMoneyAccountMutation");
    expect(operation.variables.input).toMatchObject({
      moneyAccount: {
        type: "CREDIT_CARD",
        number: "**** **** **** 1111",
        cardBrand: "VISA",
        limit: "5000.00",
        iban: null,
        bankAccountType: null,
      },
    });
  });

  it("shows the forbidden view without banking access and the feature gate for cash books", async () => {
    renderCreate("bank", { currentUserHasBankingAccess: false });
    expect(
      await screen.findByRole("heading", { name: "Die Bankeinstellungen sind für Sie nicht freigegeben" }),
    ).toBeInTheDocument();
  });

  it("does not offer a cash book form without the cash account feature", async () => {
    renderCreate("cash", { cashAccount: false });
    expect(await screen.findByRole("heading", { name: "Kassenbücher sind nicht freigeschaltet" })).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });
});
