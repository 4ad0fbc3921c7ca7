import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import PartnerAccountDetailPageQueryNode, {
  type PartnerAccountDetailPageQuery,
} from "../../../__generated__/PartnerAccountDetailPageQuery.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { PartnerAccountDetailPage } from "../pages/PartnerAccountDetailPage.tsx";
import { COMPANY, hasOperation, loadPage, renderPage } from "./testEnvironment.tsx";

const ACCOUNT_ROW = "5a000000-0000-4000-8000-000000000001";
const DISABLED_AT = "2026-01-02T10:00:00Z";

function renderDetail(account: Record<string, unknown> | null, access = true) {
  const { mock, queryRef } = loadPage<PartnerAccountDetailPageQuery>(
    PartnerAccountDetailPageQueryNode,
    { clientCompanyRowId: COMPANY, partnerAccountRowId: ACCOUNT_ROW },
    {
      ClientCompany: () => ({
        id: "company",
        rowId: COMPANY,
        currentUserHasAccountingAccess: access,
        generalLedgerAccountLength: 4,
      }),
      PartnerAccount: () =>
        account && {
          rowId: ACCOUNT_ROW,
          clientCompanyRowId: COMPANY,
          number: "70001",
          description: "Brandt Sanitärgroßhandel",
          type: "CREDITOR",
          currency: "EUR",
          disabledAt: null,
          fullName: "70001 Brandt Sanitärgroßhandel",
          invoiceCount: 12,
          partnerCompanyRowId: null,
          partnerCompany: null,
          updatedAt: "2026-03-01T10:00:00Z",
          ...account,
        },
    },
  );
  renderPage(mock, <PartnerAccountDetailPage queryRef={queryRef} />);
  return mock;
}

describe("partner account detail", () => {
  it("shows the account with its usage and saves a change; saving stays off until something changed", async () => {
    const mock = renderDetail({});
    expect(await screen.findByRole("heading", { name: "70001 Brandt Sanitärgroßhandel" })).toBeInTheDocument();
    expect(screen.getByText(/12 Rechnungen/)).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Speichern" });
    expect(save).toBeDisabled();
    const description = screen.getByRole("textbox", { name: /Bezeichnung/ });
    await userEvent.clear(description);
    await userEvent.type(description, "Brandt GmbH");
    await userEvent.click(save);
    const mutation = await mock.nextOperation("partnerAccountMutationsUpdateMutation");
    expect(mutation.variables.input).toEqual({
      rowId: ACCOUNT_ROW,
      patch: {
        number: "70001",
        description: "Brandt GmbH",
        type: "CREDITOR",
        currency: "EUR",
        disabledAt: null,
        partnerCompanyRowId: null,
      },
    });
  });

  it("keeps the moment a disabled account was disabled", async () => {
    const mock = renderDetail({ disabledAt: DISABLED_AT });
    const description = await screen.findByRole("textbox", { name: /Bezeichnung/ });
    await userEvent.type(description, " alt");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    const mutation = await mock.nextOperation("partnerAccountMutationsUpdateMutation");
    expect(mutation.variables.input.patch).toMatchObject({ disabledAt: DISABLED_AT });
  });

  it("refuses a number outside the type's DATEV range before saving", async () => {
    const mock = renderDetail({});
    const number = await screen.findByRole("textbox", { name: /Kontonummer/ });
    await userEvent.clear(number);
    await userEvent.type(number, "10001");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Kreditorenkonten beginnen mit 7, 8 oder 9 (70000–99999).")).toBeInTheDocument();
    expect(hasOperation(mock, "partnerAccountMutationsUpdateMutation")).toBe(false);
  });

  it("shows the server's refusal at the number field", async () => {
    const mock = renderDetail({});
    const number = await screen.findByRole("textbox", { name: /Kontonummer/ });
    await userEvent.clear(number);
    await userEvent.type(number, "70002");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    const mutation = await mock.nextOperation("partnerAccountMutationsUpdateMutation");
    mutation.reject(
      GraphQLRequestError.fromErrors([
        { message: "taken", extensions: { code: "PARTNER_ACCOUNT_NUMBER_TAKEN", field: "number" } },
      ]),
    );
    await waitFor(() => expect(number).toHaveAttribute("aria-invalid", "true"));
    expect(number).toHaveValue("70002");
  });

  it("says so when the account does not exist or belongs to another company", async () => {
    renderDetail({ clientCompanyRowId: "0b8f5e1c-1a2b-4c3d-8e4f-000000000099" });
    expect(await screen.findByText("Eintrag nicht gefunden")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Zu den Personenkonten/ })).toBeInTheDocument();
  });

  it("is forbidden without accounting access", async () => {
    renderDetail({}, false);
    expect(await screen.findByText("Kein Zugriff auf die Buchhaltungseinstellungen")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });
});
