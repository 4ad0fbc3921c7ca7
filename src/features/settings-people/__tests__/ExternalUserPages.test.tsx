import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import ExternalUserDetailPageQueryNode, {
  type ExternalUserDetailPageQuery,
} from "../../../__generated__/ExternalUserDetailPageQuery.graphql.ts";
import ExternalUsersListPageQueryNode, {
  type ExternalUsersListPageQuery,
} from "../../../__generated__/ExternalUsersListPageQuery.graphql.ts";
import useRevokeExternalShareMutationNode from "../../../__generated__/useRevokeExternalShareMutation.graphql.ts";
import useRevokeUserDocumentSharesMutationNode from "../../../__generated__/useRevokeUserDocumentSharesMutation.graphql.ts";
import useSetUserFeatureActiveMutationNode from "../../../__generated__/useSetUserFeatureActiveMutation.graphql.ts";
import useUpdateUserMutationNode from "../../../__generated__/useUpdateUserMutation.graphql.ts";
import { ExternalUserDetailPage } from "../pages/ExternalUserDetailPage.tsx";
import { ExternalUsersListPage } from "../pages/ExternalUsersListPage.tsx";
import { COMPANY, type CompanyAccess, companyOf, loadPage, renderPage } from "./peopleTestEnvironment.tsx";

const MUTATIONS = {
  useRevokeExternalShareMutation: useRevokeExternalShareMutationNode,
  useRevokeUserDocumentSharesMutation: useRevokeUserDocumentSharesMutationNode,
  useSetUserFeatureActiveMutation: useSetUserFeatureActiveMutationNode,
  useUpdateUserMutation: useUpdateUserMutationNode,
};

const share = (n: number, title: string) => ({
  id: `share-${n}`,
  rowId: `3c000000-0000-4000-8000-00000000000${n}`,
  createdAt: `2026-03-0${n}T10:00:00Z`,
  sharedBy: { fullName: "Anna Admin", email: "anna@firma.example" },
  document: { id: `doc-${n}`, rowId: `2d000000-0000-4000-8000-00000000000${n}`, derivedTitle: title },
});

const MARCO = {
  id: "user-marco",
  rowId: "5b000000-0000-4000-8000-000000000001",
  fullName: "Marco Ricci",
  firstName: "Marco",
  lastName: "Ricci",
  title: null,
  email: "marco@partner.example",
  language: "de",
  type: "EXTERNAL",
  isStandard: false,
  isSuperAdmin: false,
  isExternal: true,
  isExternalPublicLink: false,
  updateNotification: 1,
  documentDirectApprovalRequestNotification: true,
  documentGroupApprovalRequestNotification: true,
  currentUserCanEdit: true,
  currentUserCanDelete: false,
  currentUserCanSetAssistantChat: false,
  assistantChatActive: false,
  documentSharesIn: { totalCount: 2, nodes: [share(2, "RE-2026-17 Müller Sanitär"), share(1, "Lieferschein 4711")] },
};
const LINK = {
  ...MARCO,
  id: "user-link",
  rowId: "5b000000-0000-4000-8000-000000000002",
  fullName: "Public link",
  firstName: "Public link",
  lastName: null,
  email: "public-link-x@links.belegwerk.invalid",
  isExternalPublicLink: true,
  documentSharesIn: { totalCount: 1, nodes: [share(3, "RE-2026-18")] },
};

describe("external users list", () => {
  function renderList(access: CompanyAccess = {}) {
    const { environment, queryRef } = loadPage<ExternalUsersListPageQuery>(
      ExternalUsersListPageQueryNode,
      { clientCompanyRowId: COMPANY, count: 50, searchText: null },
      {
        operations: {},
        resolvers: {
          ClientCompany: () => companyOf(access),
          UserConnection: () => ({
            totalCount: 2,
            edges: [
              { cursor: "c1", node: MARCO },
              { cursor: "c2", node: LINK },
            ],
            pageInfo: { hasNextPage: false, endCursor: null },
          }),
        },
      },
    );
    renderPage(
      environment,
      <ExternalUsersListPage queryRef={queryRef} search={{}} count={50} onSearchChange={() => {}} />,
    );
  }

  it("shows who holds how many documents, people and public links marked by their kind", async () => {
    renderList();
    expect(await screen.findByRole("heading", { level: 1, name: "Externe Benutzer" })).toBeInTheDocument();
    const marco = screen.getByRole("row", { name: /Marco Ricci/ });
    expect(within(marco).getByRole("link", { name: "Marco Ricci" })).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/company/users/external-users/${MARCO.rowId}?clientCompanyRowId=${COMPANY}`,
    );
    expect(within(marco).getByText("Extern")).toBeInTheDocument();
    expect(within(marco).getByText("marco@partner.example")).toBeInTheDocument();
    expect(within(marco).getByText("2")).toBeInTheDocument();
    const link = screen.getByRole("row", { name: /Öffentlicher Link/ });
    // A public link has no address to show.
    expect(within(link).queryByText(LINK.email)).not.toBeInTheDocument();
    expect(within(link).getAllByText("Öffentlicher Link").length).toBeGreaterThan(1);
  });

  it("is for admins only", async () => {
    renderList({ currentUserHasAdminAccess: false });
    expect(
      await screen.findByText("Die Benutzer eines Unternehmens verwalten seine Administratoren."),
    ).toBeInTheDocument();
  });
});

describe("external user detail", () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderDetail(user: Record<string, unknown>, answer: (name: string) => unknown = () => undefined) {
    const mock = loadPage<ExternalUserDetailPageQuery>(
      ExternalUserDetailPageQueryNode,
      { clientCompanyRowId: COMPANY, userRowId: String(user.rowId) },
      {
        operations: MUTATIONS,
        resolvers: {
          ClientCompany: () => companyOf(),
          Feature: () => ({ id: "feature-chat", rowId: "1f000000-0000-4000-8000-000000000001" }),
          User: (context) => (context.path?.length === 1 ? user : undefined),
        },
        answer: (name) => answer(name) as never,
      },
    );
    renderPage(mock.environment, <ExternalUserDetailPage queryRef={mock.queryRef} />);
    return mock;
  }

  it("lists the shared documents and revokes one after asking", async () => {
    const mock = renderDetail(MARCO, (name) =>
      name === "useRevokeExternalShareMutation" ? { data: { revokeDocumentShare: { result: "x" } } } : undefined,
    );
    expect(await screen.findByRole("heading", { level: 1, name: /Marco Ricci/ })).toBeInTheDocument();
    expect(screen.getByText("Hat Zugriff auf 2 Dokumente dieses Unternehmens.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lieferschein 4711" })).toHaveAttribute(
      "href",
      "/documents/2d000000-0000-4000-8000-000000000001",
    );
    await userEvent.click(screen.getByRole("button", { name: "Freigabe von Lieferschein 4711 widerrufen" }));
    const dialog = await screen.findByRole("dialog", { name: "Freigabe widerrufen?" });
    expect(dialog).toHaveTextContent("Marco Ricci kann „Lieferschein 4711“ sofort nicht mehr öffnen");
    await userEvent.click(within(dialog).getByRole("button", { name: "Widerrufen" }));
    await waitFor(() =>
      expect(mock.requestsOf("useRevokeExternalShareMutation")).toEqual([
        {
          name: "useRevokeExternalShareMutation",
          variables: { input: { shareRowId: "3c000000-0000-4000-8000-000000000001" } },
        },
      ]),
    );
  });

  it("revokes all of the person's shares at once", async () => {
    const mock = renderDetail(MARCO, (name) =>
      name === "useRevokeUserDocumentSharesMutation"
        ? { data: { revokeUserDocumentShares: { result: 2 } } }
        : undefined,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Alle Freigaben widerrufen" }));
    const dialog = await screen.findByRole("dialog", { name: "Alle Freigaben widerrufen?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Alle Freigaben widerrufen" }));
    await waitFor(() =>
      expect(mock.requestsOf("useRevokeUserDocumentSharesMutation")).toEqual([
        {
          name: "useRevokeUserDocumentSharesMutation",
          variables: { input: { clientCompanyRowId: COMPANY, userRowId: MARCO.rowId } },
        },
      ]),
    );
    expect(await screen.findByText("2 Freigaben wurden widerrufen.")).toBeInTheDocument();
  });

  it("edits an external user's one name field; no approval notifications, no delete for an admin", async () => {
    const mock = renderDetail(MARCO, (name) =>
      name === "useUpdateUserMutation"
        ? { data: { updateUser: { user: { ...MARCO, firstName: "Marco R." } } } }
        : undefined,
    );
    const nameField = await screen.findByRole("textbox", { name: /^Name/ });
    expect(nameField).toHaveValue("Marco Ricci");
    expect(screen.queryByRole("textbox", { name: /Vorname/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Titel/ })).not.toBeInTheDocument();
    expect(screen.getByDisplayValue("marco@partner.example")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Benutzer löschen" })).not.toBeInTheDocument();
    await userEvent.clear(nameField);
    await userEvent.type(nameField, "Marco R.");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() =>
      expect(mock.requestsOf("useUpdateUserMutation")[0]?.variables).toMatchObject({
        input: { rowId: MARCO.rowId, patch: { firstName: "Marco R.", lastName: null, title: null } },
      }),
    );
  });

  it("shows no e-mail address for a public link", async () => {
    renderDetail(LINK);
    expect(await screen.findByRole("textbox", { name: /^Name/ })).toBeInTheDocument();
    expect(screen.queryByDisplayValue(LINK.email)).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /E-Mail/ })).not.toBeInTheDocument();
  });

  it("lets a super admin delete the user after the confirmation", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    renderDetail({ ...MARCO, currentUserCanDelete: true });
    await userEvent.click(await screen.findByRole("button", { name: "Benutzer löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "Benutzer löschen?" });
    expect(dialog).toHaveTextContent("Wollen Sie Marco Ricci wirklich löschen?");
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Benutzer löschen" }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/user/delete/${MARCO.rowId}/`,
        expect.objectContaining({ method: "DELETE" }),
      ),
    );
    expect(await screen.findByText("Marco Ricci wurde gelöscht.")).toBeInTheDocument();
  });

  it("is not found for a user who is no external user", async () => {
    renderDetail({ ...MARCO, isExternal: false, type: "STANDARD", isStandard: true });
    expect(await screen.findByRole("link", { name: "Zurück zu den externen Benutzern" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });
});
