import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import MoneyAccountDetailPageQueryNode, {
  type MoneyAccountDetailPageQuery,
} from "../../../__generated__/MoneyAccountDetailPageQuery.graphql.ts";
import type { MoneyAccountKind } from "../lib/moneyAccountKinds.ts";
import { MoneyAccountDetailPage } from "../pages/MoneyAccountDetailPage.tsx";
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

const ACCOUNT = moneyAccount({
  rowId: "7a000000-0000-4000-8000-0000000000aa",
  name: "Geschäftskonto Commerzbank",
  fullName: "Geschäftskonto Commerzbank (DE89 3704 0044 0532 0130 00)",
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  holder: "Müller Haustechnik GmbH",
  bankAccountType: "CURRENT",
  limit: "5000.00",
  currentBalance: "12345.67",
  balanceDate: "2026-03-01",
  transactionCount: 1234,
  generalLedgerAccountRowId: LEDGER_ACCOUNTS[2]!.rowId,
});

function renderDetail(
  account: Record<string, unknown> | null = ACCOUNT,
  { kind = "bank", access = {} }: { kind?: MoneyAccountKind; access?: CompanyAccess } = {},
) {
  const { mock, queryRef } = loadPageQuery<MoneyAccountDetailPageQuery>(
    MoneyAccountDetailPageQueryNode,
    { clientCompanyRowId: COMPANY, moneyAccountRowId: ACCOUNT.rowId },
    { company: companyOf(access), moneyAccount: account },
  );
  renderPage(mock, <MoneyAccountDetailPage kind={kind} queryRef={queryRef} />);
  return mock;
}

describe("MoneyAccountDetailPage", () => {
  it("shows the account's figures and its stored values in the form", async () => {
    renderDetail();
    expect(await screen.findByRole("heading", { level: 1, name: "Geschäftskonto Commerzbank" })).toBeInTheDocument();
    expect(screen.getByText("12.345,67 €")).toBeInTheDocument();
    expect(screen.getByText("Kontostand vom 01.03.2026 zuzüglich der Umsätze danach")).toBeInTheDocument();
    expect(screen.getByText("1.234")).toBeInTheDocument();
    expect(screen.getByText("Nicht verbunden")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Bankkonto" });
    expect(within(form).getByLabelText(/^IBAN/)).toHaveValue("DE89 3704 0044 0532 0130 00");
    expect(within(form).getByLabelText(/^Dispositionskredit/)).toHaveValue("5.000,00");
    // The chosen ledger account stays visible although it has been disabled since.
    expect(within(form).getByRole("combobox", { name: "Sachkonto" })).toHaveValue("1210 · Bank (alt) (deaktiviert)");
    expect(within(form).getByRole("button", { name: "Änderungen speichern" })).toBeDisabled();
  });

  it("saves a change as a patch of the kind's fields", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderDetail();
    const form = await screen.findByRole("form", { name: "Bankkonto" });
    const name = within(form).getByLabelText(/^Bezeichnung/);
    await user.clear(name);
    await user.type(name, "Giro Commerzbank");
    await user.click(within(form).getByRole("button", { name: "Änderungen speichern" }));
    const operation = await mock.nextOperation("useUpdateMoneyAccountMutation");
    expect(operation.variables).toEqual({
      input: {
        rowId: ACCOUNT.rowId,
        patch: {
          name: "Giro Commerzbank",
          description: null,
          currency: "EUR",
          iban: "DE89370400440532013000",
          bic: "COBADEFFXXX",
          holder: "Müller Haustechnik GmbH",
          includeHolderWithPayment: false,
          bankAccountType: "CURRENT",
          number: null,
          cardBrand: null,
          limit: "5000.00",
          generalLedgerAccountRowId: LEDGER_ACCOUNTS[2]!.rowId,
        },
      },
    });
    operation.resolve({
      data: { updateMoneyAccount: { moneyAccount: { ...ACCOUNT, name: "Giro Commerzbank" } } },
    });
    expect(await screen.findByText("Änderungen gespeichert.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Giro Commerzbank" })).toBeInTheDocument();
  });

  it("shows a disabled ledger account refused by the server at the ledger account", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderDetail();
    const form = await screen.findByRole("form", { name: "Bankkonto" });
    await user.type(within(form).getByLabelText(/^Beschreibung/), "Hauptkonto");
    await user.click(within(form).getByRole("button", { name: "Änderungen speichern" }));
    const operation = await mock.nextOperation("useUpdateMoneyAccountMutation");
    operation.reject(refusal("GENERAL_LEDGER_ACCOUNT_DISABLED", { field: "generalLedgerAccountRowId" }));
    await waitFor(() =>
      expect(within(form).getByRole("combobox", { name: "Sachkonto" })).toHaveAccessibleDescription(
        /Dieses Sachkonto ist deaktiviert/,
      ),
    );
  });

  it("deactivates the account with the switch (no delete) and says so", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderDetail();
    const status = await screen.findByRole("region", { name: "Status" });
    await user.click(within(status).getByRole("switch", { name: "Aktiv" }));
    const operation = await mock.nextOperation("useUpdateMoneyAccountMutation");
    expect(operation.variables).toEqual({ input: { rowId: ACCOUNT.rowId, patch: { active: false } } });
    operation.resolve({
      data: { updateMoneyAccount: { moneyAccount: { ...ACCOUNT, active: false } } },
    });
    expect(await screen.findByText("„Geschäftskonto Commerzbank“ ist jetzt inaktiv.")).toBeInTheDocument();
    expect(within(status).getByRole("switch", { name: "Aktiv" })).not.toBeChecked();
    expect(screen.queryByRole("button", { name: /löschen/i })).not.toBeInTheDocument();
  });

  it("treats an answer without the account (row-level security) as not saved", async () => {
    const user = userEvent.setup({ delay: null });
    const mock = renderDetail();
    const status = await screen.findByRole("region", { name: "Status" });
    await user.click(within(status).getByRole("switch", { name: "Aktiv" }));
    const operation = await mock.nextOperation("useUpdateMoneyAccountMutation");
    operation.resolve({ data: { updateMoneyAccount: null } });
    expect(await screen.findByText("Status nicht geändert")).toBeInTheDocument();
    expect(screen.getByText(/Die Änderung wurde nicht gespeichert/)).toBeInTheDocument();
  });

  it("says when the account does not exist or belongs to another company", async () => {
    renderDetail(null);
    expect(await screen.findByRole("heading", { name: "Bankkonto nicht gefunden" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zurück zu den Bankkonten" })).toHaveAttribute(
      "href",
      `/settings/bank/${COMPANY}/accounts?clientCompanyRowId=${COMPANY}`,
    );
  });

  it("shows the forbidden view without banking access", async () => {
    renderDetail(ACCOUNT, { access: { currentUserHasBankingAccess: false } });
    expect(
      await screen.findByRole("heading", { name: "Die Bankeinstellungen sind für Sie nicht freigegeben" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Geschäftskonto Commerzbank")).not.toBeInTheDocument();
  });

  it("keeps cash books behind the cash account feature", async () => {
    const cashBook = { ...ACCOUNT, type: "CASH", name: "Hauptkasse", iban: null, bic: null };
    renderDetail(cashBook, { kind: "cash", access: { cashAccount: false } });
    expect(await screen.findByRole("heading", { name: "Kassenbücher sind nicht freigeschaltet" })).toBeInTheDocument();
  });
});
