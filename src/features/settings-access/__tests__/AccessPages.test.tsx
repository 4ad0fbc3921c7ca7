import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { loadQuery } from "react-relay";
import type { ConcreteRequest, Variables } from "relay-runtime";
import type { MockResolvers } from "relay-test-utils";
import { describe, expect, it, vi } from "vitest";
import AccessMemberCreatePageQueryNode, {
  type AccessMemberCreatePageQuery,
} from "../../../__generated__/AccessMemberCreatePageQuery.graphql.ts";
import AccessMemberDetailPageQueryNode, {
  type AccessMemberDetailPageQuery,
} from "../../../__generated__/AccessMemberDetailPageQuery.graphql.ts";
import AccessMembersListPageQueryNode, {
  type AccessMembersListPageQuery,
} from "../../../__generated__/AccessMembersListPageQuery.graphql.ts";
import accessMutationsRemoveMemberMutationNode from "../../../__generated__/accessMutationsRemoveMemberMutation.graphql.ts";
import accessMutationsUpdateMemberMutationNode from "../../../__generated__/accessMutationsUpdateMemberMutation.graphql.ts";
import type { CreateUserResult } from "../../users/index.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { AccessMemberCreatePage } from "../pages/AccessMemberCreatePage.tsx";
import { AccessMemberDetailPage } from "../pages/AccessMemberDetailPage.tsx";
import { AccessMembersListPage } from "../pages/AccessMembersListPage.tsx";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const MEMBER = "7c000000-0000-4000-8000-000000000001";
const CATEGORY_IN = "3a000000-0000-4000-8000-000000000001";
const CATEGORY_OUT = "3a000000-0000-4000-8000-000000000002";
const WORKFLOW = "4b000000-0000-4000-8000-000000000001";
const STEP_1 = "4b000000-0000-4000-8000-000000000011";
const STEP_2 = "4b000000-0000-4000-8000-000000000012";

const OPERATIONS: Record<string, ConcreteRequest> = {
  AccessMembersListPageQuery: AccessMembersListPageQueryNode,
  AccessMemberCreatePageQuery: AccessMemberCreatePageQueryNode,
  AccessMemberDetailPageQuery: AccessMemberDetailPageQueryNode,
  accessMutationsUpdateMemberMutation: accessMutationsUpdateMemberMutationNode,
  accessMutationsRemoveMemberMutation: accessMutationsRemoveMemberMutationNode,
};

type Answer = (name: string, variables: Variables) => Promise<unknown> | unknown;

function setup(resolvers: MockResolvers, answer?: Answer) {
  return createMockRelayEnvironment({
    operations: OPERATIONS,
    resolvers,
    answer: async (name, variables, _params, generate) => {
      if (!answer) return undefined;
      const result = await answer(name, variables);
      return result === undefined ? undefined : generate();
    },
  });
}

function render(environment: ReturnType<typeof setup>["environment"], page: ReactElement) {
  return renderWithProviders(
    <>
      <Notifications />
      {page}
    </>,
    { relayEnvironment: environment },
  );
}

const company = (admin = true) => ({
  id: "company",
  rowId: COMPANY,
  brandNameOrName: "Müller Haustechnik GmbH",
  currentUserHasAdminAccess: admin,
});

const MEMBERS = [
  {
    id: "m-1",
    rowId: MEMBER,
    roleName: "ADMIN",
    documentAccountingTabAccess: null,
    approverLimit: null,
    isCurrentUser: true,
    documentFilterHasWorkflowStep: false,
    documentFilterHasApprovalRequest: false,
    documentCategoryAccesses: { totalCount: 0 },
    user: {
      fullName: "Anna Admin",
      email: "anna@example.test",
      isSuperAdmin: false,
      isExternal: false,
      isExternalPublicLink: false,
    },
  },
  {
    id: "m-2",
    rowId: "7c000000-0000-4000-8000-000000000002",
    roleName: "CLERK",
    documentAccountingTabAccess: "VIEW",
    approverLimit: "1500.00",
    isCurrentUser: false,
    documentFilterHasWorkflowStep: true,
    documentFilterHasApprovalRequest: false,
    documentCategoryAccesses: { totalCount: 2 },
    user: {
      fullName: "Sven Support",
      email: "sven@example.test",
      isSuperAdmin: true,
      isExternal: false,
      isExternalPublicLink: false,
    },
  },
];

describe("the member list", () => {
  function renderList(admin = true) {
    const mock = setup({
      ClientCompany: () => ({
        ...company(admin),
        membershipRequests: { edges: [] },
      }),
      ClientCompanyUserConnection: () => ({
        totalCount: MEMBERS.length,
        edges: MEMBERS.map((node) => ({ cursor: `c-${node.rowId}`, node })),
        pageInfo: { hasNextPage: false, endCursor: "c-2" },
      }),
    });
    const queryRef = loadQuery<AccessMembersListPageQuery>(mock.environment, AccessMembersListPageQueryNode, {
      clientCompanyRowId: COMPANY,
      count: 50,
      searchText: null,
    });
    const onSearchChange = vi.fn();
    render(
      mock.environment,
      <AccessMembersListPage queryRef={queryRef} search={{}} count={50} onSearchChange={onSearchChange} />,
    );
    return { onSearchChange };
  }

  it("shows each member with role, grant, limit, visible documents and badges; the search goes to the URL", async () => {
    const { onSearchChange } = renderList();
    const table = await screen.findByRole("table", { name: "Benutzer und Zugriff" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[0]!).getByRole("link", { name: /Anna Admin/ })).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/company/users/access/${MEMBER}?clientCompanyRowId=${COMPANY}`,
    );
    expect(rows[0]).toHaveTextContent("Sie");
    expect(rows[0]).toHaveTextContent("Administrator");
    expect(rows[0]).toHaveTextContent("Ohne Limit");
    expect(rows[0]).toHaveTextContent("Alle");
    expect(rows[1]).toHaveTextContent("Super-Admin");
    expect(rows[1]).toHaveTextContent("Sachbearbeitung");
    expect(rows[1]).toHaveTextContent("Ansehen");
    expect(rows[1]).toHaveTextContent("1.500,00 €");
    expect(rows[1]).toHaveTextContent("2 Kategorien · Workflow-Schritte");
    expect(screen.getByRole("link", { name: "Mitglied hinzufügen" })).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/company/users/access/create?clientCompanyRowId=${COMPANY}`,
    );
    await userEvent.type(screen.getByLabelText("Mitglieder suchen"), "sven");
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ searchText: "sven" }));
  });

  it("is forbidden without admin access", async () => {
    renderList(false);
    expect(await screen.findByText("Den Zugriff verwalten nur Administratoren des Mandanten.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("adding a member", () => {
  function renderCreate(send: (payload: unknown) => Promise<CreateUserResult>, admin = true) {
    const mock = setup({ ClientCompany: () => company(admin) });
    const queryRef = loadQuery<AccessMemberCreatePageQuery>(mock.environment, AccessMemberCreatePageQueryNode, {
      clientCompanyRowId: COMPANY,
    });
    const result = render(mock.environment, <AccessMemberCreatePage queryRef={queryRef} send={send} />);
    return result;
  }

  it("checks the fields before sending, then invites with the chosen role", async () => {
    const send = vi.fn(async () => ({ ok: true as const, userRowId: MEMBER }));
    const { router } = renderCreate(send);
    await userEvent.click(await screen.findByRole("button", { name: "Einladung senden" }));
    expect(await screen.findByText("Bitte geben Sie einen Vornamen ein.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Vorname/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: /E-Mail/ })).toHaveAttribute("aria-invalid", "true");
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole("textbox", { name: /Vorname/ }), "Clara");
    await userEvent.type(screen.getByRole("textbox", { name: /Nachname/ }), "Neumann");
    await userEvent.type(screen.getByRole("textbox", { name: /E-Mail/ }), " Clara@Example.TEST ");
    await userEvent.click(screen.getByRole("combobox", { name: /Rolle/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Buchhaltung", hidden: true }));
    await userEvent.click(screen.getByRole("button", { name: "Einladung senden" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]).toEqual([
      {
        clientCompanyId: COMPANY,
        title: null,
        firstName: "Clara",
        lastName: "Neumann",
        email: "clara@example.test",
        language: "de",
        updateNotification: 1,
        skipAssigningAccess: false,
        roleName: "BOOKKEEPER",
      },
      "de",
    ]);
    expect(await screen.findByText("clara@example.test ist eingeladen.")).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.href).toBe(
        `/settings/${COMPANY}/company/users/access?clientCompanyRowId=${COMPANY}`,
      ),
    );
  });

  it("shows the server's refusal of a field at that field and others above the form", async () => {
    const send = vi
      .fn<(payload: unknown) => Promise<CreateUserResult>>()
      .mockResolvedValueOnce({ ok: false, code: "EMAIL_INVALID" })
      .mockResolvedValueOnce({ ok: false, code: "NOT_COMPANY_ADMIN" });
    renderCreate(send);
    await userEvent.type(await screen.findByRole("textbox", { name: /Vorname/ }), "Clara");
    await userEvent.type(screen.getByRole("textbox", { name: /Nachname/ }), "Neumann");
    await userEvent.type(screen.getByRole("textbox", { name: /E-Mail/ }), "clara@example.test");
    await userEvent.click(screen.getByRole("button", { name: "Einladung senden" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /E-Mail/ })).toHaveAttribute("aria-invalid", "true"),
    );
    expect(screen.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Einladung senden" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Administratoren");
  });

  it("is forbidden without admin access", async () => {
    renderCreate(vi.fn(), false);
    expect(await screen.findByText("Den Zugriff verwalten nur Administratoren des Mandanten.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Einladung senden" })).not.toBeInTheDocument();
  });
});

describe("one member", () => {
  const detailResolvers = (member: Record<string, unknown> | null = {}): MockResolvers => ({
    ClientCompany: () => ({
      ...company(),
      sortedDocumentCategories: {
        nodes: [
          { rowId: CATEGORY_IN, name: "Eingangsrechnungen", documentType: "INCOMING_INVOICE" },
          { rowId: CATEGORY_OUT, name: "Ausgangsrechnungen", documentType: "OUTGOING_INVOICE" },
        ],
      },
      documentWorkflows: {
        nodes: [
          {
            rowId: WORKFLOW,
            name: "Rechnungsprüfung",
            sortedSteps: [
              { rowId: STEP_1, name: "Prüfen" },
              { rowId: STEP_2, name: "Freigeben" },
            ],
          },
        ],
      },
    }),
    ClientCompanyUser: () => ({
      id: "m-2",
      rowId: MEMBER,
      clientCompanyRowId: COMPANY,
      roleName: "CLERK",
      documentAccountingTabAccess: null,
      approverLimit: "1500.00",
      isCurrentUser: false,
      documentFilterHasWorkflowStep: false,
      documentFilterHasApprovalRequest: false,
      workflowStepRowIds: [STEP_1],
      userRowId: "5c000000-0000-4000-8000-0000000000c1",
      documentCategoryAccesses: { totalCount: 1, nodes: [{ id: "a-1", documentCategoryRowId: CATEGORY_IN }] },
      documentWorkflowAccesses: { nodes: [] },
      user: {
        fullName: "Clara Neumann",
        email: "clara@example.test",
        isSuperAdmin: false,
        isExternal: false,
        isExternalPublicLink: false,
      },
      ...member,
    }),
  });

  function renderDetail(answer?: Answer, member: Record<string, unknown> | null = {}) {
    const mock = setup(detailResolvers(member), answer);
    const queryRef = loadQuery<AccessMemberDetailPageQuery>(mock.environment, AccessMemberDetailPageQueryNode, {
      clientCompanyRowId: COMPANY,
      clientCompanyUserRowId: MEMBER,
    });
    const result = render(mock.environment, <AccessMemberDetailPage queryRef={queryRef} />);
    return { ...mock, ...result };
  }

  it("shows the member's access and saves the whole set of changes", async () => {
    const { requestsOf } = renderDetail((name) => (name === "accessMutationsUpdateMemberMutation" ? true : undefined));
    expect(await screen.findByRole("heading", { name: /Clara Neumann/ })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: /Rolle/ })).toHaveValue("Sachbearbeitung");
    expect(screen.getByRole("textbox", { name: /Freigabelimit/ })).toHaveValue("1.500,00");
    expect(screen.getByRole("checkbox", { name: "Prüfen" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Freigeben" })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Speichern" })).toBeDisabled();
    // The person's own details (name, language, notifications) are edited on their page.
    expect(screen.getByRole("link", { name: "Persönliche Daten bearbeiten" })).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/company/users/people/5c000000-0000-4000-8000-0000000000c1?clientCompanyRowId=${COMPANY}`,
    );

    await userEvent.click(screen.getByRole("combobox", { name: /Rolle/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Freigabe", hidden: true }));
    await userEvent.clear(screen.getByRole("textbox", { name: /Freigabelimit/ }));
    await userEvent.type(screen.getByRole("textbox", { name: /Freigabelimit/ }), "2500,5");
    await userEvent.click(screen.getByRole("radio", { name: "Bearbeiten" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Nur Belege in ihren Workflow-Schritten" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Rechnungsprüfung: Ganzer Workflow" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Freigeben" }));
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(requestsOf("accessMutationsUpdateMemberMutation")).toHaveLength(1));
    expect(requestsOf("accessMutationsUpdateMemberMutation")[0]!.variables.input).toEqual({
      clientCompanyUserRowId: MEMBER,
      roleName: "APPROVER",
      documentAccountingTabAccess: "EDIT",
      approverLimit: "2500.5",
      documentFilterHasWorkflowStep: true,
      documentFilterHasApprovalRequest: false,
      documentCategoryRowIds: [CATEGORY_IN],
      documentWorkflowRowIds: [WORKFLOW],
      documentWorkflowStepRowIds: [STEP_1, STEP_2].sort(),
    });
    expect(await screen.findByText("Mitglied gespeichert.")).toBeInTheDocument();
  });

  it("shows the refusal of demoting the last admin at the role and keeps the input", async () => {
    renderDetail(
      (name) => {
        if (name === "accessMutationsUpdateMemberMutation")
          throw GraphQLRequestError.fromErrors([
            { message: "LAST_ADMIN", extensions: { code: "LAST_ADMIN", field: "roleName" } },
          ]);
        return undefined;
      },
      { roleName: "ADMIN" },
    );
    await userEvent.click(await screen.findByRole("combobox", { name: /Rolle/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Nur lesen", hidden: true }));
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    const role = screen.getByRole("combobox", { name: /Rolle/ });
    await waitFor(() => expect(role).toHaveAttribute("aria-invalid", "true"));
    expect(role).toHaveValue("Nur lesen");
    expect(screen.getByText(/braucht mindestens einen Administrator/)).toBeInTheDocument();
  });

  it("removes a member after confirmation; the last admin's removal is refused in words", async () => {
    let refuse = true;
    const { requestsOf } = renderDetail((name) => {
      if (name !== "accessMutationsRemoveMemberMutation") return undefined;
      if (refuse) throw GraphQLRequestError.fromErrors([{ message: "LAST_ADMIN", extensions: { code: "LAST_ADMIN" } }]);
      return true;
    });
    await userEvent.click(await screen.findByRole("button", { name: "Aus dem Mandanten entfernen" }));
    const dialog = await screen.findByRole("dialog", { name: "Mitglied entfernen?" });
    expect(dialog).toHaveTextContent("Clara Neumann verliert sofort den Zugriff auf Müller Haustechnik GmbH.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Entfernen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/braucht mindestens einen Administrator/);
    refuse = false;
    await userEvent.click(screen.getByRole("button", { name: "Aus dem Mandanten entfernen" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Entfernen" }));
    await waitFor(() => expect(requestsOf("accessMutationsRemoveMemberMutation")).toHaveLength(2));
    expect(requestsOf("accessMutationsRemoveMemberMutation")[1]!.variables.input).toEqual({
      clientCompanyUserRowId: MEMBER,
    });
    expect(await screen.findByText("Clara Neumann ist nicht mehr Mitglied.")).toBeInTheDocument();
  });

  it("shows not found for a member of another company", async () => {
    renderDetail(undefined, { clientCompanyRowId: "0b8f5e1c-1a2b-4c3d-8e4f-000000000009" });
    expect(
      await screen.findByText("Dieses Mitglied gibt es nicht (mehr) oder es gehört zu einem anderen Mandanten."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Speichern" })).not.toBeInTheDocument();
  });
});
