import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadQuery } from "react-relay";
import { afterEach, describe, expect, it, vi } from "vitest";
import ClientDetailPageQueryNode, {
  type ClientDetailPageQuery,
} from "../../../__generated__/ClientDetailPageQuery.graphql.ts";
import ClientsListPageQueryNode, {
  type ClientsListPageQuery,
} from "../../../__generated__/ClientsListPageQuery.graphql.ts";
import { browserInNewYorkBeforeGermanMidnight } from "../../../test/browserElsewhere.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { ClientDetailPage } from "../pages/ClientDetailPage.tsx";
import { ClientsListPage } from "../pages/ClientsListPage.tsx";
import { CLIENT, type ClientsMockState, createClientsEnvironment, mockClient } from "./clientsTestEnvironment.ts";

// Mantine's autosizing Textarea listens for web fonts loading; jsdom has no document.fonts.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

function renderList(change: Partial<ClientsMockState> = {}, search: { searchText?: string } = {}) {
  const mock = createClientsEnvironment(change);
  const queryRef = loadQuery<ClientsListPageQuery>(mock.environment, ClientsListPageQueryNode, {
    count: 2,
    searchText: search.searchText ?? null,
  });
  const onSearchChange = vi.fn();
  renderWithProviders(
    <ClientsListPage queryRef={queryRef} search={search} count={2} onSearchChange={onSearchChange} />,
    { relayEnvironment: mock.environment },
  );
  return { ...mock, onSearchChange };
}

function renderDetail(change: Partial<ClientsMockState> = {}) {
  const mock = createClientsEnvironment(change);
  const queryRef = loadQuery<ClientDetailPageQuery>(mock.environment, ClientDetailPageQueryNode, {
    clientCompanyRowId: CLIENT,
  });
  renderWithProviders(
    <>
      <Notifications />
      <ClientDetailPage queryRef={queryRef} />
    </>,
    { relayEnvironment: mock.environment },
  );
  return mock;
}

describe("the client list", () => {
  it("shows each client with client number, status, firm, open review groups, approvals and block", async () => {
    renderList({
      clients: [
        mockClient(),
        mockClient({
          rowId: "c1000000-0000-4000-8000-000000000002",
          name: "Kranich Logistik GmbH",
          accountingFirmName: "Steuerkanzlei Nord",
          status: "TRIAL",
          accountingSystemClientNo: null,
          openReviewGroupCount: 0,
          openApprovalRequestCount: 3,
          blockState: "SCHEDULED",
          blockStartsAt: "2026-12-02T09:00:00Z",
          lastDocumentImportAt: null,
        }),
      ],
      totalCount: 5,
    });
    const link = await screen.findByRole("link", { name: "Müller Haustechnik GmbH" });
    expect(link).toHaveAttribute("href", `/settings/clients/${CLIENT}`);
    const rows = screen.getAllByRole("row");
    const first = within(rows[1]!);
    expect(first.getByText("10001")).toBeInTheDocument();
    expect(first.getByText("Aktiv")).toBeInTheDocument();
    expect(first.getByText("Hoffmann & Kollegen")).toBeInTheDocument();
    expect(first.getByText("2")).toBeInTheDocument();
    expect(first.getByText("Nicht gesperrt")).toBeInTheDocument();
    const second = within(rows[2]!);
    expect(second.getByText("Test")).toBeInTheDocument();
    expect(second.getByText("3")).toBeInTheDocument();
    expect(second.getByText("Steuerkanzlei Nord")).toBeInTheDocument();
    expect(second.getByText("Ab 02.12.2026")).toBeInTheDocument();
    expect(screen.getByText("2 von 5 angezeigt")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Weitere laden/ })).toBeInTheDocument();
  });

  it("leaves the firm column out when every client belongs to the same firm", async () => {
    renderList();
    expect(await screen.findByRole("link", { name: "Müller Haustechnik GmbH" })).toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Kanzlei" })).not.toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Sperre" })).toBeInTheDocument();
  });

  it("puts the typed search into the URL", async () => {
    const { onSearchChange } = renderList({ clients: [] }, { searchText: "zzz" });
    await userEvent.type(await screen.findByLabelText("Mandanten durchsuchen"), "x");
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ searchText: "zzzx" }));
  });

  it("refuses people who are no staff of an accounting firm", async () => {
    renderList({ isStaff: false });
    expect(await screen.findByText(/für die Mitarbeitenden einer Kanzlei/)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("the client details", () => {
  it("shows contract, accounting system, activity and the links to the client's settings", async () => {
    renderDetail({
      client: mockClient({ billedCompanyName: "Hoffmann & Kollegen", currentUserHasCompanyManageAccess: true }),
    });
    expect(await screen.findByRole("heading", { name: "Müller Haustechnik GmbH" })).toBeInTheDocument();
    expect(screen.getByText("01.03.2024")).toBeInTheDocument();
    expect(screen.getByText("DATEV")).toBeInTheDocument();
    expect(screen.getByText("10001")).toBeInTheDocument();
    expect(screen.getByText("1.234")).toBeInTheDocument();
    expect(screen.getByText("Abgerechnet über").nextSibling).toHaveTextContent("Hoffmann & Kollegen");
    expect(screen.getByRole("link", { name: "Unternehmen" })).toHaveAttribute(
      "href",
      `/settings/${CLIENT}/company?clientCompanyRowId=${CLIENT}`,
    );
    expect(screen.getByRole("link", { name: "Buchhaltung" })).toHaveAttribute(
      "href",
      `/settings/${CLIENT}/accounting/categories?clientCompanyRowId=${CLIENT}`,
    );
  });

  it("tells staff who are no member of the client that its settings are for its members", async () => {
    renderDetail({
      client: mockClient({
        currentUserIsMember: false,
        currentUserHasAccountingAccess: false,
        currentUserCanBlock: false,
        blockState: "ACTIVE",
        blockStartsAt: "2026-11-02T08:00:00Z",
        blockReason: "Vertrag gekündigt",
      }),
    });
    expect(await screen.findByText("Vertrag gekündigt")).toBeInTheDocument();
    expect(screen.getByText(/^Gesperrt seit 02\.11\.2026/)).toBeInTheDocument();
    expect(await screen.findByText(/Sie sind kein Mitglied dieses Mandanten/)).toBeInTheDocument();
    expect(screen.getByText("Sperren dürfen nur Super-Admins und Admins der Kanzlei.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sperren" })).not.toBeInTheDocument();
  });

  it("shows the not-found view for a client the user may not see", async () => {
    renderDetail({ client: null });
    expect(await screen.findByRole("link", { name: /Zurück zu den Mandanten/ })).toBeInTheDocument();
  });

  it("blocks the client from a later day, then lifts the block after confirmation", async () => {
    const mock = renderDetail();
    const reason = await screen.findByLabelText(/^Grund/);
    await userEvent.type(reason, "Rechnungen offen");
    await userEvent.type(screen.getByLabelText("Beginn"), "01.12.2099");
    await userEvent.click(screen.getByRole("button", { name: "Sperren" }));
    expect(await screen.findByText("Höchstens zwei Jahre im Voraus.")).toBeInTheDocument();
    expect(mock.requestsOf("blockMutationsSetClientCompanyBlockMutation")).toHaveLength(0);

    const later = new Date();
    later.setDate(later.getDate() + 5);
    const typed = `${String(later.getDate()).padStart(2, "0")}.${String(later.getMonth() + 1).padStart(2, "0")}.${later.getFullYear()}`;
    await userEvent.clear(screen.getByLabelText("Beginn"));
    await userEvent.type(screen.getByLabelText("Beginn"), typed);
    await userEvent.click(screen.getByRole("button", { name: "Sperren" }));
    await waitFor(() => expect(mock.requestsOf("blockMutationsSetClientCompanyBlockMutation")).toHaveLength(1));
    const sent = mock.requestsOf("blockMutationsSetClientCompanyBlockMutation")[0]!.variables.input as Record<
      string,
      string
    >;
    expect(sent.clientCompanyRowId).toBe(CLIENT);
    expect(sent.reason).toBe("Rechnungen offen");
    expect(new Date(sent.startsAt!).getDate()).toBe(later.getDate());
    expect(await screen.findByText(/Die Sperre beginnt am/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Grund/)).toHaveValue("Rechnungen offen");

    await userEvent.click(screen.getByRole("button", { name: "Sperre aufheben" }));
    const dialog = await screen.findByRole("dialog", { name: "Sperre aufheben?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Aufheben" }));
    await waitFor(() => expect(mock.requestsOf("blockMutationsLiftClientCompanyBlockMutation")).toHaveLength(1));
    expect(await screen.findByText("Nicht gesperrt")).toBeInTheDocument();
  });

  it("refuses an empty reason in the form and shows the server's refusal at its field", async () => {
    const mock = renderDetail({
      refuse: {
        blockMutationsSetClientCompanyBlockMutation: { code: "CLIENT_BLOCK_REASON_TOO_LONG", field: "reason" },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Sperren" }));
    expect(await screen.findByText("Bitte einen Grund angeben.")).toBeInTheDocument();
    expect(mock.requestsOf("blockMutationsSetClientCompanyBlockMutation")).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Grund/), "x");
    await userEvent.click(screen.getByRole("button", { name: "Sperren" }));
    expect(await screen.findByText("Der Grund darf höchstens 1000 Zeichen lang sein.")).toBeInTheDocument();
  });
});

describe("the block's start", () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it("counts days by Germany's today, as the server does: the browser's today may already be past", async () => {
    restore = browserInNewYorkBeforeGermanMidnight();
    const mock = renderDetail();
    await userEvent.type(await screen.findByLabelText(/^Grund/), "Rechnungen offen");
    // 31.03. is still today in New York, but yesterday in Germany.
    await userEvent.type(screen.getByLabelText("Beginn"), "31.03.2026");
    await userEvent.click(screen.getByRole("button", { name: "Sperren" }));
    expect(await screen.findByText("Der Beginn darf nicht in der Vergangenheit liegen.")).toBeInTheDocument();
    expect(mock.requestsOf("blockMutationsSetClientCompanyBlockMutation")).toHaveLength(0);

    // Germany's today starts the block now.
    await userEvent.clear(screen.getByLabelText("Beginn"));
    await userEvent.type(screen.getByLabelText("Beginn"), "01.04.2026");
    await userEvent.click(screen.getByRole("button", { name: "Sperren" }));
    await waitFor(() => expect(mock.requestsOf("blockMutationsSetClientCompanyBlockMutation")).toHaveLength(1));
    const sent = mock.requestsOf("blockMutationsSetClientCompanyBlockMutation")[0]!.variables.input as {
      startsAt: string;
    };
    expect(sent.startsAt).toBe("2026-03-31T22:30:00.000Z");
  });
});
