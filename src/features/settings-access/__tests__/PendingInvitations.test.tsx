import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { loadQuery } from "react-relay";
import { describe, expect, it, vi } from "vitest";
import AccessMembersListPageQueryNode, {
  type AccessMembersListPageQuery,
} from "../../../__generated__/AccessMembersListPageQuery.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { AccessMembersListPage } from "../pages/AccessMembersListPage.tsx";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const request = (n: number, fields: Record<string, unknown>) => ({
  id: `mr-${n}`,
  rowId: `e0000000-0000-4000-8000-00000000000${n}`,
  userRowId: `f0000000-0000-4000-8000-00000000000${n}`,
  invitedByName: "Thomas Müller",
  ...fields,
});
const REQUESTS = [
  request(1, {
    state: "PENDING",
    invitedName: "Clara Neumann",
    invitedEmail: "clara@example.test",
    createdAt: "2026-11-20T09:00:00Z",
    canResendInvitation: true,
  }),
  request(2, {
    state: "DECLINED",
    invitedName: "Bernd Test",
    invitedEmail: "bernd@example.test",
    createdAt: "2026-11-21T09:00:00Z",
    canResendInvitation: false,
  }),
  request(3, {
    state: "PENDING",
    invitedName: "Kai Konto",
    invitedEmail: "kai@example.test",
    createdAt: "2026-11-22T09:00:00Z",
    canResendInvitation: false, // has a password already
  }),
  request(4, {
    state: "ACCEPTED",
    invitedName: "Anna Angenommen",
    invitedEmail: "anna@example.test",
    createdAt: "2026-11-23T09:00:00Z",
    canResendInvitation: false,
  }),
];

function renderPage({ isAdmin = true }: { isAdmin?: boolean } = {}) {
  // The page's query is answered at once; every other request waits for the test.
  const mock = createMockRelayEnvironment({
    operations: { AccessMembersListPageQuery: AccessMembersListPageQueryNode },
    resolvers: {
      ClientCompany: () => ({
        id: "company-1",
        rowId: COMPANY,
        brandNameOrName: "Müller Haustechnik GmbH",
        currentUserHasAdminAccess: isAdmin,
        membershipRequests: { edges: REQUESTS.map((node, i) => ({ cursor: `c${i}`, node })) },
      }),
    },
    hold: (name) => name !== "AccessMembersListPageQuery",
  });
  const queryRef = loadQuery<AccessMembersListPageQuery>(mock.environment, AccessMembersListPageQueryNode, {
    clientCompanyRowId: COMPANY,
    count: 50,
    searchText: null,
  });
  renderWithProviders(
    <Suspense fallback="…">
      <AccessMembersListPage queryRef={queryRef} search={{}} count={50} onSearchChange={() => {}} />
    </Suspense>,
    { relayEnvironment: mock.environment },
  );
  return { mock };
}

describe("pending invitations on the company's access page", () => {
  it("lists pending and declined invitations, newest first, with who invited and when", async () => {
    renderPage();
    const section = await screen.findByRole("region", { name: "Ausstehende Einladungen" });
    const rows = within(section).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]!.textContent)).toEqual([
      "Kai Kontokai@example.test",
      "Bernd Testbernd@example.test",
      "Clara Neumannclara@example.test",
    ]);
    expect(rows[0]).toHaveTextContent("Thomas Müller");
    expect(rows[0]).toHaveTextContent("Ausstehend");
    expect(rows[1]).toHaveTextContent("Abgelehnt");
    expect(section).not.toHaveTextContent("Anna Angenommen");
    // A new link only where the server allows it; withdrawing only while pending.
    expect(within(section).getAllByRole("button", { name: /erneut senden/ })).toHaveLength(1);
    expect(
      within(rows[2]!).getByRole("button", { name: "Einladung an clara@example.test erneut senden" }),
    ).toBeEnabled();
    expect(within(rows[1]!).queryByRole("button")).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole("button", { name: "Einladung an kai@example.test zurückziehen" })).toBeEnabled();
  });

  it("sends the invitation again through the REST route with the CSRF header, and explains a refusal", async () => {
    renderPage();
    const section = await screen.findByRole("region", { name: "Ausstehende Einladungen" });
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(JSON.stringify({ userRowId: REQUESTS[0]!.userRowId }), { status: 202 }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ error: { code: "USER_HAS_PASSWORD", message: "…" } }), { status: 409 }),
      );
    vi.stubGlobal("fetch", fetchMock);
    try {
      const user = userEvent.setup();
      const button = within(section).getByRole("button", { name: "Einladung an clara@example.test erneut senden" });
      await user.click(button);
      expect(await within(section).findByRole("status")).toHaveTextContent(
        "Eine neue Einladung ist an clara@example.test unterwegs.",
      );
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe("/api/user/resend-invitation/");
      expect(init?.method).toBe("POST");
      expect(init?.headers).toMatchObject({ "Content-Type": "application/json", "X-Belegwerk-Request": "1" });
      expect(JSON.parse(String(init?.body))).toEqual({ userRowId: REQUESTS[0]!.userRowId });

      await user.click(button);
      expect(await within(section).findByRole("alert")).toHaveTextContent(
        "Diese Person hat bereits ein Passwort und braucht keine Einladung mehr.",
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("withdraws a pending invitation: it leaves the list; a failure is told in words", async () => {
    const { mock } = renderPage();
    const section = await screen.findByRole("region", { name: "Ausstehende Einladungen" });
    const user = userEvent.setup();
    await user.click(within(section).getByRole("button", { name: "Einladung an kai@example.test zurückziehen" }));
    const operation = await mock.nextOperation("useCancelMembershipRequestMutation");
    expect(operation.variables).toMatchObject({ input: { membershipRequestRowId: REQUESTS[2]!.rowId } });
    operation.resolve({
      data: { cancelMembershipRequest: { result: { id: "mr-3" } } },
    });
    expect(await within(section).findByRole("status")).toHaveTextContent(
      "Die Einladung an kai@example.test ist zurückgezogen.",
    );
    expect(section).not.toHaveTextContent("Kai Konto");

    await user.click(within(section).getByRole("button", { name: "Einladung an clara@example.test zurückziehen" }));
    (await mock.nextOperation("useCancelMembershipRequestMutation")).reject(
      GraphQLRequestError.fromErrors([
        { message: "MEMBERSHIP_REQUEST_NOT_FOUND", extensions: { code: "MEMBERSHIP_REQUEST_NOT_FOUND" } },
      ]),
    );
    expect(await within(section).findByRole("alert")).toHaveTextContent(
      "Diese Einladung gibt es nicht mehr: Sie wurde bereits beantwortet oder zurückgezogen.",
    );
    await waitFor(() => expect(section).toHaveTextContent("Clara Neumann"));
  });

  it("tells non-admins that only admins manage users", async () => {
    renderPage({ isAdmin: false });
    expect(await screen.findByText("Den Zugriff verwalten nur Administratoren des Mandanten.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Ausstehende Einladungen" })).not.toBeInTheDocument();
  });
});
