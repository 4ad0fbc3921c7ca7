import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment, type MockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { ImpersonateUserDialog } from "../components/ImpersonateUserDialog.tsx";

const ME = "5a1d0c3e-7b2a-4f1e-9c8d-000000000001";
const THOMAS = "5a1d0c3e-7b2a-4f1e-9c8d-000000000002";
const MARCO = "5a1d0c3e-7b2a-4f1e-9c8d-000000000005";

const company = (id: string, name: string) => ({ id: `C${id}`, brandNameOrName: name });
const USERS = [
  {
    id: "U1",
    rowId: ME,
    fullName: "Katrin Vogel",
    email: "superadmin@demo.test",
    isSuperAdmin: true,
    userDefault: null,
    clientCompanyUsers: { nodes: [] },
    clientCompany: null,
  },
  {
    id: "U2",
    rowId: THOMAS,
    fullName: "Thomas Müller",
    email: "admin@demo.test",
    isSuperAdmin: false,
    userDefault: { id: "D2", clientCompany: company("1", "Müller Haustechnik GmbH") },
    clientCompanyUsers: { nodes: [{ id: "M2", clientCompany: company("2", "Bäckerei Schneider KG") }] },
    clientCompany: null,
  },
  {
    id: "U5",
    rowId: MARCO,
    fullName: "Marco Ricci",
    email: "external@demo.test",
    isSuperAdmin: false,
    userDefault: null,
    clientCompanyUsers: { nodes: [] },
    clientCompany: company("1", "Müller Haustechnik GmbH"),
  },
];

async function answerSearch(mock: MockRelayEnvironment, users = USERS) {
  const operation = await mock.nextOperation("ImpersonateUserDialogQuery");
  operation.resolve({ data: { searchUsers: { nodes: users } } });
  return operation.variables;
}

function renderDialog() {
  // Every request waits for the test to answer it.
  const mock = createMockRelayEnvironment({ hold: () => true });
  const onImpersonated = vi.fn();
  renderWithProviders(
    <ImpersonateUserDialog opened onClose={() => undefined} currentUserRowId={ME} onImpersonated={onImpersonated} />,
    { relayEnvironment: mock.environment },
  );
  return { mock, onImpersonated };
}

describe("ImpersonateUserDialog", () => {
  it("searches users and shows name, e-mail and company; oneself cannot be chosen", async () => {
    const user = userEvent.setup();
    const { mock } = renderDialog();
    expect(await answerSearch(mock)).toEqual({ search: null, first: 20 });
    const dialog = await screen.findByRole("dialog", { name: "Als anderer Benutzer anmelden" });
    const input = within(dialog).getByRole("combobox", { name: "Benutzer" });
    await user.type(input, "müll");
    expect(await answerSearch(mock, [USERS[1]!])).toEqual({ search: "müll", first: 20 });
    const option = await screen.findByRole("option", { name: /Thomas Müller/, hidden: true });
    expect(option).toHaveTextContent("admin@demo.test · Müller Haustechnik GmbH");

    await user.clear(input);
    await answerSearch(mock);
    expect(await screen.findByRole("option", { name: /Marco Ricci/, hidden: true })).toHaveTextContent(
      "external@demo.test · Müller Haustechnik GmbH",
    );
    const self = screen.getByRole("option", { name: /Katrin Vogel/, hidden: true });
    expect(self).toHaveTextContent("(Sie)");
    expect(self).toHaveAttribute("data-combobox-disabled", "true");
    expect(within(dialog).getByRole("button", { name: "Anmelden" })).toBeDisabled();
  });

  it("signs in as the chosen user and reloads the app", async () => {
    const user = userEvent.setup();
    const { mock, onImpersonated } = renderDialog();
    await answerSearch(mock);
    await user.click(within(await screen.findByRole("dialog")).getByRole("combobox", { name: "Benutzer" }));
    await user.click(await screen.findByRole("option", { name: /Thomas Müller/, hidden: true }));
    await user.click(screen.getByRole("button", { name: "Als Thomas Müller anmelden" }));
    const mutation = await mock.nextOperation("useImpersonateUserMutation");
    expect(mutation.variables).toEqual({ input: { userRowId: THOMAS } });
    mutation.resolve({ data: { impersonateUser: { userRowId: THOMAS } } });
    await waitFor(() => expect(onImpersonated).toHaveBeenCalledTimes(1));
  });

  it("explains a refusal by the server in its words", async () => {
    const user = userEvent.setup();
    const { mock, onImpersonated } = renderDialog();
    await answerSearch(mock);
    await user.click(within(await screen.findByRole("dialog")).getByRole("combobox", { name: "Benutzer" }));
    await user.click(await screen.findByRole("option", { name: /Marco Ricci/, hidden: true }));
    await user.click(screen.getByRole("button", { name: "Als Marco Ricci anmelden" }));
    (await mock.nextOperation("useImpersonateUserMutation")).reject(
      new GraphQLRequestError("Only super admins may impersonate users", { code: "FORBIDDEN" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Nur Super-Admins dürfen sich als andere Benutzer anmelden.",
    );
    expect(onImpersonated).not.toHaveBeenCalled();
  });
});
