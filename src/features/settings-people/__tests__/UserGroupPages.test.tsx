import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import UserGroupCreatePageQueryNode, {
  type UserGroupCreatePageQuery,
} from "../../../__generated__/UserGroupCreatePageQuery.graphql.ts";
import UserGroupDetailPageQueryNode, {
  type UserGroupDetailPageQuery,
} from "../../../__generated__/UserGroupDetailPageQuery.graphql.ts";
import UserGroupsListPageQueryNode, {
  type UserGroupsListPageQuery,
} from "../../../__generated__/UserGroupsListPageQuery.graphql.ts";
import useCreateUserGroupMutationNode from "../../../__generated__/useCreateUserGroupMutation.graphql.ts";
import useDeleteUserGroupMutationNode from "../../../__generated__/useDeleteUserGroupMutation.graphql.ts";
import useUpdateUserGroupMutationNode from "../../../__generated__/useUpdateUserGroupMutation.graphql.ts";
import { UserGroupCreatePage } from "../pages/UserGroupCreatePage.tsx";
import { UserGroupDetailPage } from "../pages/UserGroupDetailPage.tsx";
import { UserGroupsListPage } from "../pages/UserGroupsListPage.tsx";
import {
  ANNA,
  BEN,
  CARLA,
  COMPANY,
  type CompanyAccess,
  companyOf,
  loadPage,
  refuse,
  renderPage,
} from "./peopleTestEnvironment.tsx";

const MUTATIONS = {
  useCreateUserGroupMutation: useCreateUserGroupMutationNode,
  useUpdateUserGroupMutation: useUpdateUserGroupMutationNode,
  useDeleteUserGroupMutation: useDeleteUserGroupMutationNode,
};

const PURCHASING = {
  id: "group-1",
  rowId: "4b000000-0000-4000-8000-000000000001",
  clientCompanyRowId: COMPANY,
  name: "Einkauf",
  updatedAt: "2026-03-02T09:15:00Z",
  users: { totalCount: 2, nodes: [BEN, CARLA] },
};

function renderList(access: CompanyAccess = {}) {
  const { environment, queryRef } = loadPage<UserGroupsListPageQuery>(
    UserGroupsListPageQueryNode,
    { clientCompanyRowId: COMPANY, count: 50, searchText: null },
    {
      operations: {},
      resolvers: {
        ClientCompany: () => companyOf(access),
        UserGroupConnection: () => ({
          totalCount: 2,
          edges: [
            { cursor: "c1", node: PURCHASING },
            {
              cursor: "c2",
              node: {
                id: "group-2",
                rowId: "4b000000-0000-4000-8000-000000000002",
                name: "Geschäftsführung",
                users: { totalCount: 0, nodes: [] },
              },
            },
          ],
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      },
    },
  );
  renderPage(environment, <UserGroupsListPage queryRef={queryRef} search={{}} count={50} onSearchChange={() => {}} />);
}

describe("user groups list", () => {
  it("lists the groups with their members and links each to its page", async () => {
    renderList();
    expect(await screen.findByRole("heading", { level: 1, name: "Benutzergruppen" })).toBeInTheDocument();
    const row = screen.getByRole("row", { name: /Einkauf/ });
    expect(within(row).getByRole("link", { name: "Einkauf" })).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/company/users/user-groups/${PURCHASING.rowId}?clientCompanyRowId=${COMPANY}`,
    );
    expect(within(row).getByText("Ben Buchhaltung, Carla Einkauf")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Benutzergruppe anlegen" })[0]).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/company/users/user-groups/create?clientCompanyRowId=${COMPANY}`,
    );
  });

  it("is for admins only", async () => {
    renderList({ currentUserHasAdminAccess: false });
    expect(
      await screen.findByText("Die Benutzer eines Unternehmens verwalten seine Administratoren."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says so when the company has no user groups feature", async () => {
    renderList({ userGroup: false });
    expect(await screen.findByText("Benutzergruppen sind nicht eingeschaltet")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("user group create", () => {
  function renderCreate(answer: (name: string, variables: Record<string, unknown>) => unknown) {
    const mock = loadPage<UserGroupCreatePageQuery>(
      UserGroupCreatePageQueryNode,
      { clientCompanyRowId: COMPANY },
      {
        operations: MUTATIONS,
        resolvers: { ClientCompany: () => companyOf({}, [BEN, ANNA, CARLA]) },
        answer: (name, variables) => answer(name, variables) as never,
      },
    );
    renderPage(mock.environment, <UserGroupCreatePage queryRef={mock.queryRef} />);
    return mock;
  }

  it("creates a group of chosen company members, the name trimmed", async () => {
    const mock = renderCreate((name) =>
      name === "useCreateUserGroupMutation"
        ? { data: { createUserGroup: { result: { id: "group-9", rowId: "4b000000-0000-4000-8000-000000000009" } } } }
        : undefined,
    );
    await userEvent.type(await screen.findByRole("textbox", { name: /Name/ }), "  Einkauf  ");
    await userEvent.click(screen.getByRole("combobox", { name: "Mitglieder" }));
    // The company's members are offered by name.
    expect((await screen.findAllByRole("option", { hidden: true })).map((o) => o.textContent)).toEqual([
      "Anna Admin (anna@firma.example)",
      "Ben Buchhaltung (ben@firma.example)",
      "Carla Einkauf (carla@firma.example)",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "Carla Einkauf (carla@firma.example)", hidden: true }));
    await userEvent.click(screen.getByRole("button", { name: "Benutzergruppe anlegen" }));
    await waitFor(() =>
      expect(mock.requestsOf("useCreateUserGroupMutation")).toEqual([
        {
          name: "useCreateUserGroupMutation",
          variables: { input: { clientCompanyRowId: COMPANY, name: "Einkauf", memberUserRowIds: [CARLA.rowId] } },
        },
      ]),
    );
  });

  it("shows a taken name at the name field and an empty name before sending", async () => {
    const mock = renderCreate((name) =>
      name === "useCreateUserGroupMutation"
        ? refuse("ALREADY_EXISTS", { constraint: "user_groups_company_name_key" })
        : undefined,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Benutzergruppe anlegen" }));
    expect(await screen.findByText("Bitte geben Sie einen Namen ein.")).toBeInTheDocument();
    expect(mock.requestsOf("useCreateUserGroupMutation")).toEqual([]);
    await userEvent.type(screen.getByRole("textbox", { name: /Name/ }), "einkauf");
    await userEvent.click(screen.getByRole("button", { name: "Benutzergruppe anlegen" }));
    expect(
      await screen.findByText(
        "Es gibt bereits eine Benutzergruppe mit diesem Namen (Groß- und Kleinschreibung zählen gleich).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Name/ })).toHaveValue("einkauf");
  });
});

describe("user group detail", () => {
  function renderDetail(answer: (name: string) => unknown = () => undefined) {
    const mock = loadPage<UserGroupDetailPageQuery>(
      UserGroupDetailPageQueryNode,
      { clientCompanyRowId: COMPANY, userGroupRowId: PURCHASING.rowId },
      {
        operations: MUTATIONS,
        resolvers: { ClientCompany: () => companyOf({}, [ANNA, BEN, CARLA]), UserGroup: () => PURCHASING },
        answer: (name) => answer(name) as never,
      },
    );
    renderPage(mock.environment, <UserGroupDetailPage queryRef={mock.queryRef} />);
    return mock;
  }

  it("changes the members and deletes the group after asking", async () => {
    const mock = renderDetail((name) =>
      name === "useDeleteUserGroupMutation" ? { data: { deleteUserGroup: { result: PURCHASING.rowId } } } : undefined,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Einkauf" })).toBeInTheDocument();
    expect(screen.getByText(/2 Mitglieder/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Benutzergruppe löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "Benutzergruppe löschen?" });
    expect(dialog).toHaveTextContent("„Einkauf“ wird gelöscht. Ihre Mitglieder bleiben Mitglieder des Unternehmens.");
    expect(mock.requestsOf("useDeleteUserGroupMutation")).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Benutzergruppe löschen" }));
    await waitFor(() =>
      expect(mock.requestsOf("useDeleteUserGroupMutation")).toEqual([
        { name: "useDeleteUserGroupMutation", variables: { input: { userGroupRowId: PURCHASING.rowId } } },
      ]),
    );
  });

  it("sends the group's members as the form holds them", async () => {
    const mock = renderDetail((name) =>
      name === "useUpdateUserGroupMutation"
        ? refuse("USER_GROUP_MEMBER_NOT_IN_COMPANY", { field: "memberUserRowIds" })
        : undefined,
    );
    await screen.findByRole("heading", { level: 1, name: "Einkauf" });
    await userEvent.clear(screen.getByRole("textbox", { name: /Name/ }));
    await userEvent.type(screen.getByRole("textbox", { name: /Name/ }), "Purchasing");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() =>
      expect(mock.requestsOf("useUpdateUserGroupMutation")[0]?.variables).toEqual({
        input: { userGroupRowId: PURCHASING.rowId, name: "Purchasing", memberUserRowIds: [BEN.rowId, CARLA.rowId] },
      }),
    );
    expect(
      await screen.findByText(
        "Nur Mitglieder dieses Unternehmens können in eine seiner Benutzergruppen aufgenommen werden.",
      ),
    ).toBeInTheDocument();
  });

  it("does not show another company's group", async () => {
    const mock = loadPage<UserGroupDetailPageQuery>(
      UserGroupDetailPageQueryNode,
      { clientCompanyRowId: COMPANY, userGroupRowId: PURCHASING.rowId },
      {
        operations: MUTATIONS,
        resolvers: {
          ClientCompany: () => companyOf(),
          UserGroup: () => ({ ...PURCHASING, clientCompanyRowId: "0b8f5e1c-1a2b-4c3d-8e4f-000000000002" }),
        },
      },
    );
    renderPage(mock.environment, <UserGroupDetailPage queryRef={mock.queryRef} />);
    expect(await screen.findByRole("link", { name: "Zurück zu den Benutzergruppen" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Name/ })).not.toBeInTheDocument();
  });
});
