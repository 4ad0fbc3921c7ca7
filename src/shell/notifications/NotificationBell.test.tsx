import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ConcreteRequest } from "relay-runtime";
import { afterEach, describe, expect, it, vi } from "vitest";
import NotificationListQueryNode from "../../__generated__/NotificationListQuery.graphql.ts";
import useAcceptMembershipRequestMutationNode from "../../__generated__/useAcceptMembershipRequestMutation.graphql.ts";
import useDeclineMembershipRequestMutationNode from "../../__generated__/useDeclineMembershipRequestMutation.graphql.ts";
import useMarkAllNotificationsReadQueryNode from "../../__generated__/useMarkAllNotificationsReadQuery.graphql.ts";
import useMarkNotificationsReadMutationNode from "../../__generated__/useMarkNotificationsReadMutation.graphql.ts";
import useUnreadNotificationCountPollingQueryNode from "../../__generated__/useUnreadNotificationCountPollingQuery.graphql.ts";
import { GraphQLRequestError } from "../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../test/renderWithProviders.tsx";
import { NotificationBell } from "./NotificationBell.tsx";
import { NOTIFICATION_POLL_INTERVAL_MS } from "./useUnreadNotificationCountPolling.ts";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const OTHER_COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000002";

const OPERATIONS: Record<string, ConcreteRequest> = {
  NotificationListQuery: NotificationListQueryNode,
  useAcceptMembershipRequestMutation: useAcceptMembershipRequestMutationNode,
  useDeclineMembershipRequestMutation: useDeclineMembershipRequestMutationNode,
  useMarkAllNotificationsReadQuery: useMarkAllNotificationsReadQueryNode,
  useMarkNotificationsReadMutation: useMarkNotificationsReadMutationNode,
  useUnreadNotificationCountPollingQuery: useUnreadNotificationCountPollingQueryNode,
};

const documentOf = (n: number, companyRowId: string, hasCollaboration: boolean) => ({
  id: `document-${n}`,
  rowId: `d0000000-0000-4000-8000-00000000000${n}`,
  derivedTitle: `Beleg ${n}`,
  clientCompanyRowId: companyRowId,
  clientCompany: { id: `company-${companyRowId}`, featureFlags: { collaboration: hasCollaboration } },
});

const NOTIFICATIONS = [
  {
    id: "n-3",
    rowId: "a0000000-0000-4000-8000-000000000003",
    type: "COMMENT_MENTION",
    createdAt: "2026-11-22T09:00:00Z",
    readAt: null,
    actor: { id: "u-2", fullName: "Dr. Julia Hoffmann" },
    document: documentOf(3, COMPANY, false),
    comment: { id: "c-3", textMessage: "@Thomas Müller bitte freigeben" },
    approvalRequest: null,
    membershipRequest: null,
  },
  {
    id: "n-2",
    rowId: "a0000000-0000-4000-8000-000000000002",
    type: "COMMENT_MENTION",
    createdAt: "2026-11-21T09:00:00Z",
    readAt: null,
    actor: { id: "u-3", fullName: "Petra Schulz" },
    document: documentOf(2, OTHER_COMPANY, true),
    comment: { id: "c-2", textMessage: "Kannst du das prüfen?" },
    approvalRequest: null,
    membershipRequest: null,
  },
  {
    id: "n-1",
    rowId: "a0000000-0000-4000-8000-000000000001",
    type: "DOCUMENT_SHARED",
    createdAt: "2026-11-20T09:00:00Z",
    readAt: "2026-11-20T10:00:00Z",
    actor: { id: "u-2", fullName: "Dr. Julia Hoffmann" },
    document: documentOf(1, COMPANY, false),
    comment: null,
    approvalRequest: null,
    membershipRequest: null,
  },
  {
    id: "n-0",
    rowId: "a0000000-0000-4000-8000-000000000000",
    type: "APPROVAL_REQUESTED",
    createdAt: "2026-11-19T09:00:00Z",
    readAt: "2026-11-19T10:00:00Z",
    actor: { id: "u-4", fullName: "Lena Schneider" },
    document: documentOf(4, COMPANY, false),
    comment: null,
    approvalRequest: { id: "r-1", message: "Sachlich geprüft, bitte freigeben.", decisionMessage: null },
    membershipRequest: null,
  },
  {
    id: "n-9",
    rowId: "a0000000-0000-4000-8000-000000000009",
    type: "DOCUMENT_REJECTED",
    createdAt: "2026-11-18T09:00:00Z",
    readAt: "2026-11-18T10:00:00Z",
    actor: { id: "u-2", fullName: "Dr. Julia Hoffmann" },
    document: documentOf(5, COMPANY, false),
    comment: null,
    approvalRequest: { id: "r-2", message: "Bitte freigeben", decisionMessage: "Leistung noch nicht erbracht." },
    membershipRequest: null,
  },
];

const MEMBERSHIP_REQUEST_ROW_ID = "e0000000-0000-4000-8000-000000000001";

/** Thomas Müller invites the signed-in person into his company. */
const MEMBERSHIP_NOTIFICATION = {
  id: "n-m",
  rowId: "a0000000-0000-4000-8000-0000000000aa",
  type: "MEMBERSHIP_REQUESTED",
  createdAt: "2026-11-23T09:00:00Z",
  readAt: null,
  actor: { id: "u-9", fullName: "Thomas Müller" },
  document: null,
  comment: null,
  approvalRequest: null,
  membershipRequest: {
    id: "mr-1",
    rowId: MEMBERSHIP_REQUEST_ROW_ID,
    state: "PENDING",
    companyName: "Müller Haustechnik GmbH",
    invitedByName: "Thomas Müller",
  },
};

/** `unread`: the count at first; `polledUnread`: the count of every later answer;
 * `decision`: how the server answers accepting or declining an invitation. */
function renderBell({
  unread = 2,
  polledUnread = unread,
  notifications = NOTIFICATIONS,
  decision = "decided",
}: {
  unread?: number;
  polledUnread?: number;
  notifications?: readonly object[];
  decision?: "decided" | "gone";
} = {}) {
  let markedRead = false;
  let polls = 0;
  const { environment, requests } = createMockRelayEnvironment({
    operations: OPERATIONS,
    answer: (_name, _variables, params, generate) => {
      if (!OPERATIONS[params.name]) throw new Error(`No mock for ${params.name}`);
      if (params.name === "useMarkNotificationsReadMutation") markedRead = true;
      const isDecision = /MembershipRequestMutation$/.test(params.name);
      if (isDecision && decision === "gone") {
        throw GraphQLRequestError.fromErrors([
          { message: "MEMBERSHIP_REQUEST_NOT_FOUND", extensions: { code: "MEMBERSHIP_REQUEST_NOT_FOUND" } },
        ]);
      }
      if (isDecision) markedRead = true;
      if (params.name === "useUnreadNotificationCountPollingQuery") polls += 1;
      const count = markedRead ? 0 : polls <= 1 ? unread : polledUnread;
      return generate({
        // The signed-in user, or a notification's actor (by its place in the list).
        User: ({ path }) => {
          const actorOf =
            path?.at(-1) === "actor" ? (notifications[Number(path.at(-2))] as { actor?: object })?.actor : undefined;
          return actorOf ?? { id: "me", unreadNotificationCount: count };
        },
        NotificationConnection: () => ({ nodes: notifications }),
        MembershipRequest: () => ({
          ...(isDecision ? {} : MEMBERSHIP_NOTIFICATION.membershipRequest),
          id: "mr-1",
          state: !isDecision
            ? "PENDING"
            : params.name === "useAcceptMembershipRequestMutation"
              ? "ACCEPTED"
              : "DECLINED",
          decidedAt: "2026-11-23T10:00:00Z",
        }),
      });
    },
  });
  // Mantine's test mode: the pop-up is positioned against a real layout otherwise (jsdom has
  // none, so floating-ui reports the bell detached and the pop-up stays hidden).
  renderWithProviders(<NotificationBell />, { relayEnvironment: environment, isMantineTestEnv: true });
  return { requests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the notification bell", () => {
  it("shows the unread count", async () => {
    renderBell({ unread: 3 });
    const bell = await screen.findByRole("button", { name: "Benachrichtigungen (3 ungelesen)" });
    expect(bell.parentElement).toHaveTextContent("3");
  });

  it('shows "9+" above nine', async () => {
    renderBell({ unread: 12 });
    const bell = await screen.findByRole("button", { name: "Benachrichtigungen (12 ungelesen)" });
    expect(bell.parentElement).toHaveTextContent("9+");
  });

  it("has no badge without unread notifications", async () => {
    renderBell({ unread: 0 });
    const bell = await screen.findByRole("button", { name: "Benachrichtigungen" });
    expect(bell.parentElement).not.toHaveTextContent("0");
  });

  it("lists the newest notifications, unread ones marked, each leading to its document", async () => {
    const { requests } = renderBell();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Benachrichtigungen (2 ungelesen)" }));
    const list = await screen.findByRole("list", { name: "Benachrichtigungen" });
    expect(requests.find((request) => request.name === "NotificationListQuery")?.variables).toEqual({ first: 20 });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining("Ungelesen: Dr. Julia Hoffmann hat Sie in „Beleg 3“ erwähnt"),
      expect.stringContaining("Ungelesen: Petra Schulz hat Sie in „Beleg 2“ erwähnt"),
      expect.not.stringContaining("Ungelesen"),
      expect.not.stringContaining("Ungelesen"),
      expect.not.stringContaining("Ungelesen"),
    ]);
    expect(links[2]).toHaveTextContent("Dr. Julia Hoffmann hat „Beleg 1“ mit Ihnen geteilt");
    // Approvals: the request with its message, the decision with the approver's note; both
    // open the collaboration tab, where the approval is decided and shown.
    expect(links[3]).toHaveTextContent("Lena Schneider bittet Sie um Freigabe von „Beleg 4“");
    expect(links[3]).toHaveTextContent("Sachlich geprüft, bitte freigeben.");
    expect(links[4]).toHaveTextContent("Dr. Julia Hoffmann hat die Freigabe von „Beleg 5“ abgelehnt");
    expect(links[4]).toHaveTextContent("Leistung noch nicht erbracht.");
    expect(links[4]).not.toHaveTextContent("Bitte freigeben");
    expect(links[3]).toHaveAttribute(
      "href",
      `/documents/d0000000-0000-4000-8000-000000000004?clientCompanyRowId=${COMPANY}&tab=collaboration`,
    );
    expect(links[0]).toHaveTextContent("@Thomas Müller bitte freigeben");
    // A mention opens the comments: their own tab, or the collaboration tab with that feature.
    expect(links[0]).toHaveAttribute(
      "href",
      `/documents/d0000000-0000-4000-8000-000000000003?clientCompanyRowId=${COMPANY}&tab=comments`,
    );
    expect(links[1]).toHaveAttribute(
      "href",
      `/documents/d0000000-0000-4000-8000-000000000002?clientCompanyRowId=${OTHER_COMPANY}&tab=collaboration`,
    );
    expect(links[2]).toHaveAttribute(
      "href",
      `/documents/d0000000-0000-4000-8000-000000000001?clientCompanyRowId=${COMPANY}`,
    );
  });

  it("shows a rule's notification with the rule's name and note, leading to the document", async () => {
    renderBell({
      unread: 1,
      notifications: [
        {
          id: "n-r",
          rowId: "a0000000-0000-4000-8000-0000000000bb",
          type: "RULE_NOTIFICATION",
          createdAt: "2026-11-24T09:00:00Z",
          readAt: null,
          ruleName: "Hinweis an die Buchhaltung",
          note: "Bitte Kostenstelle prüfen",
          actor: null,
          document: documentOf(6, COMPANY, false),
          comment: null,
          approvalRequest: null,
          membershipRequest: null,
        },
      ],
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Benachrichtigungen (1 ungelesen)" }));
    const list = await screen.findByRole("list", { name: "Benachrichtigungen" });
    const [link] = within(list).getAllByRole("link");
    expect(link).toHaveTextContent("Ungelesen: Regel „Hinweis an die Buchhaltung“ zu „Beleg 6“");
    expect(link).toHaveTextContent("Bitte Kostenstelle prüfen");
    expect(link).toHaveAttribute(
      "href",
      `/documents/d0000000-0000-4000-8000-000000000006?clientCompanyRowId=${COMPANY}`,
    );
  });

  it("says a rule asked for an approval when no person did", async () => {
    renderBell({
      unread: 1,
      notifications: [
        {
          id: "n-a",
          rowId: "a0000000-0000-4000-8000-0000000000cc",
          type: "APPROVAL_REQUESTED",
          createdAt: "2026-11-24T09:00:00Z",
          readAt: null,
          ruleName: null,
          note: null,
          actor: null,
          document: documentOf(7, COMPANY, false),
          comment: null,
          approvalRequest: { id: "r-9", message: null, decisionMessage: null },
          membershipRequest: null,
        },
      ],
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Benachrichtigungen (1 ungelesen)" }));
    const list = await screen.findByRole("list", { name: "Benachrichtigungen" });
    expect(within(list).getAllByRole("link")[0]).toHaveTextContent(
      "Ungelesen: Eine Regel bittet Sie um Freigabe von „Beleg 7“",
    );
  });

  it("marks a notification read when it is opened", async () => {
    const { requests } = renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Benachrichtigungen (2 ungelesen)" }));
    const list = await screen.findByRole("list", { name: "Benachrichtigungen" });
    await user.click(within(list).getByRole("link", { name: /Petra Schulz/ }));
    await waitFor(() =>
      expect(requests.find((request) => request.name === "useMarkNotificationsReadMutation")?.variables).toEqual({
        input: { notificationRowIds: ["a0000000-0000-4000-8000-000000000002"] },
      }),
    );
    expect(await screen.findByRole("button", { name: "Benachrichtigungen" })).toBeInTheDocument();
  });

  it("does not mark an already read notification again", async () => {
    const { requests } = renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Benachrichtigungen (2 ungelesen)" }));
    const list = await screen.findByRole("list", { name: "Benachrichtigungen" });
    await user.click(within(list).getByRole("link", { name: /mit Ihnen geteilt/ }));
    expect(requests.map((request) => request.name)).not.toContain("useMarkNotificationsReadMutation");
  });

  it("marks all unread notifications read", async () => {
    const { requests } = renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Benachrichtigungen (2 ungelesen)" }));
    await screen.findByRole("list", { name: "Benachrichtigungen" });
    await user.click(screen.getByRole("button", { name: "Alle gelesen" }));
    await waitFor(() =>
      expect(requests.find((request) => request.name === "useMarkNotificationsReadMutation")?.variables).toEqual({
        input: {
          notificationRowIds: ["a0000000-0000-4000-8000-000000000003", "a0000000-0000-4000-8000-000000000002"],
        },
      }),
    );
    const list = screen.getByRole("list", { name: "Benachrichtigungen" });
    await waitFor(() => expect(within(list).queryByText(/Ungelesen/)).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Alle gelesen" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Benachrichtigungen" })).toBeInTheDocument();
  });

  it("asks for the count again every minute", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = renderBell({ unread: 1, polledUnread: 4 });
    expect(await screen.findByRole("button", { name: "Benachrichtigungen (1 ungelesen)" })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS);
    });
    expect(requests.map((request) => request.name)).toContain("useUnreadNotificationCountPollingQuery");
    expect(await screen.findByRole("button", { name: "Benachrichtigungen (4 ungelesen)" })).toBeInTheDocument();
  });

  describe("an invitation into a company", () => {
    const openList = async () => {
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: /^Benachrichtigungen/ }));
      return { user, list: await screen.findByRole("list", { name: "Benachrichtigungen" }) };
    };

    it("says who invites into which company and accepts it: the outcome shows and it counts as read", async () => {
      const { requests } = renderBell({ unread: 1, notifications: [MEMBERSHIP_NOTIFICATION] });
      const { user, list } = await openList();
      expect(list).toHaveTextContent("Thomas Müller lädt Sie in die Firma Müller Haustechnik GmbH ein");
      await user.click(within(list).getByRole("button", { name: "Annehmen" }));
      expect(await within(list).findByRole("status")).toHaveTextContent(
        "Sie sind jetzt Mitglied von Müller Haustechnik GmbH. Sie finden die Firma in der Firmenauswahl.",
      );
      expect(within(list).queryByRole("button", { name: "Annehmen" })).not.toBeInTheDocument();
      expect(within(list).queryByRole("button", { name: "Ablehnen" })).not.toBeInTheDocument();
      expect(requests.filter((r) => r.name === "useAcceptMembershipRequestMutation")).toEqual([
        {
          name: "useAcceptMembershipRequestMutation",
          variables: { input: { membershipRequestRowId: MEMBERSHIP_REQUEST_ROW_ID } },
        },
      ]);
      // Decided means read: the badge goes.
      expect(await screen.findByRole("button", { name: "Benachrichtigungen" })).toBeInTheDocument();
    });

    it("declines it", async () => {
      const { requests } = renderBell({ unread: 1, notifications: [MEMBERSHIP_NOTIFICATION] });
      const { user, list } = await openList();
      await user.click(within(list).getByRole("button", { name: "Ablehnen" }));
      expect(await within(list).findByRole("status")).toHaveTextContent(
        "Sie haben die Einladung in Müller Haustechnik GmbH abgelehnt.",
      );
      expect(requests.map((r) => r.name)).toContain("useDeclineMembershipRequestMutation");
      expect(requests.map((r) => r.name)).not.toContain("useAcceptMembershipRequestMutation");
    });

    it("explains in words when the invitation is gone (withdrawn or answered elsewhere)", async () => {
      renderBell({ unread: 1, notifications: [MEMBERSHIP_NOTIFICATION], decision: "gone" });
      const { user, list } = await openList();
      await user.click(within(list).getByRole("button", { name: "Annehmen" }));
      expect(await within(list).findByRole("alert")).toHaveTextContent(
        "Diese Einladung gibt es nicht mehr: Sie wurde bereits beantwortet oder zurückgezogen.",
      );
      expect(within(list).queryByText(/MEMBERSHIP_REQUEST_NOT_FOUND/)).not.toBeInTheDocument();
      expect(within(list).getByRole("button", { name: "Annehmen" })).toBeEnabled();
    });
  });
});
