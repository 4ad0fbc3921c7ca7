import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import UserEditPageQueryNode, { type UserEditPageQuery } from "../../../__generated__/UserEditPageQuery.graphql.ts";
import useSetUserFeatureActiveMutationNode from "../../../__generated__/useSetUserFeatureActiveMutation.graphql.ts";
import useUpdateUserMutationNode from "../../../__generated__/useUpdateUserMutation.graphql.ts";
import { UserEditPage } from "../pages/UserEditPage.tsx";
import { COMPANY, type CompanyAccess, companyOf, loadPage, renderPage } from "./peopleTestEnvironment.tsx";

const FEATURE = "1f000000-0000-4000-8000-000000000001";
const LENA = {
  id: "user-lena",
  rowId: "5c000000-0000-4000-8000-000000000001",
  fullName: "Lena Schneider",
  firstName: "Lena",
  lastName: "Schneider",
  title: null,
  email: "clerk@demo.test",
  language: "de",
  type: "STANDARD",
  isStandard: true,
  isSuperAdmin: false,
  isExternal: false,
  isExternalPublicLink: false,
  updateNotification: 7,
  documentDirectApprovalRequestNotification: true,
  documentGroupApprovalRequestNotification: false,
  currentUserCanEdit: true,
  currentUserCanDelete: false,
  currentUserCanSetAssistantChat: false,
  assistantChatActive: false,
};

function renderEdit(user: Record<string, unknown>, access: CompanyAccess = {}) {
  const mock = loadPage<UserEditPageQuery>(
    UserEditPageQueryNode,
    { clientCompanyRowId: COMPANY, userRowId: LENA.rowId },
    {
      operations: {
        useSetUserFeatureActiveMutation: useSetUserFeatureActiveMutationNode,
        useUpdateUserMutation: useUpdateUserMutationNode,
      },
      resolvers: {
        ClientCompany: () => companyOf(access),
        Feature: () => ({ id: "feature-chat", rowId: FEATURE }),
        User: (context) => (context.path?.length === 1 ? user : undefined),
      },
      answer: (name) =>
        name === "useSetUserFeatureActiveMutation"
          ? { data: { setUserFeatureActive: { result: { id: LENA.id, assistantChatActive: true } } } }
          : undefined,
    },
  );
  renderPage(mock.environment, <UserEditPage queryRef={mock.queryRef} />);
  return mock;
}

describe("another user's details", () => {
  it("shows a standard user's full form with the approval notifications, e-mail read-only", async () => {
    renderEdit(LENA);
    expect(await screen.findByRole("heading", { level: 1, name: /Lena Schneider/ })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Vorname/ })).toHaveValue("Lena");
    expect(screen.getByRole("textbox", { name: /Nachname/ })).toHaveValue("Schneider");
    expect(screen.getByDisplayValue("clerk@demo.test")).toHaveAttribute("readonly");
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
    // An admin neither switches the assistant chat nor deletes users.
    expect(screen.queryByRole("switch", { name: /Assistenz-Chat/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Benutzer löschen" })).not.toBeInTheDocument();
  });

  it("lets a super admin switch the assistant chat for a standard user", async () => {
    const mock = renderEdit({ ...LENA, currentUserCanSetAssistantChat: true, currentUserCanDelete: true });
    await userEvent.click(await screen.findByRole("switch", { name: /Assistenz-Chat/ }));
    await waitFor(() =>
      expect(mock.requestsOf("useSetUserFeatureActiveMutation")).toEqual([
        {
          name: "useSetUserFeatureActiveMutation",
          variables: { input: { featureRowId: FEATURE, userRowId: LENA.rowId, active: true } },
        },
      ]),
    );
    expect(screen.getByRole("button", { name: "Benutzer löschen" })).toBeInTheDocument();
  });

  it("says the user may not be edited when the server says so", async () => {
    renderEdit({ ...LENA, currentUserCanEdit: false });
    expect(await screen.findByText("Sie dürfen die Daten dieses Benutzers nicht ändern.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("is for admins only", async () => {
    renderEdit(LENA, { currentUserHasAdminAccess: false });
    expect(
      await screen.findByText("Die Benutzer eines Unternehmens verwalten seine Administratoren."),
    ).toBeInTheDocument();
  });
});
