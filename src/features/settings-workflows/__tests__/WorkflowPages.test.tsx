import { Notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { loadQuery } from "react-relay";
import type {
  ConcreteRequest,
  GraphQLResponse,
  IEnvironment,
  OperationType,
  Variables,
  VariablesOf,
} from "relay-runtime";
import type { MockResolvers } from "relay-test-utils";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import WorkflowCreatePageQueryNode, {
  type WorkflowCreatePageQuery,
} from "../../../__generated__/WorkflowCreatePageQuery.graphql.ts";
import WorkflowDetailPageQueryNode, {
  type WorkflowDetailPageQuery,
} from "../../../__generated__/WorkflowDetailPageQuery.graphql.ts";
import WorkflowsListPageQueryNode, {
  type WorkflowsListPageQuery,
} from "../../../__generated__/WorkflowsListPageQuery.graphql.ts";
import useDeleteDocumentWorkflowMutationNode from "../../../__generated__/useDeleteDocumentWorkflowMutation.graphql.ts";
import useSaveDocumentWorkflowMutationNode from "../../../__generated__/useSaveDocumentWorkflowMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { WorkflowCreatePage } from "../pages/WorkflowCreatePage.tsx";
import { WorkflowDetailPage } from "../pages/WorkflowDetailPage.tsx";
import { WorkflowsListPage } from "../pages/WorkflowsListPage.tsx";

// The workflow settings pages against a mock of the GraphQL server (a third party to these
// client tests): the list, creating with keyboard reordering, the move-target prompt when a
// step holding documents is removed, refusals at their field, deleting.

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const WORKFLOW = "3c000000-0000-4000-8000-000000000001";
const STEP = (n: number) => `3d000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const ANNA = {
  id: "u1",
  rowId: "5a000000-0000-4000-8000-000000000001",
  fullName: "Anna Admin",
  email: "anna@firma.example",
};
const BEN = {
  id: "u2",
  rowId: "5a000000-0000-4000-8000-000000000002",
  fullName: "Ben Buchhaltung",
  email: "ben@firma.example",
};
const MUTATIONS = {
  useSaveDocumentWorkflowMutation: useSaveDocumentWorkflowMutationNode,
  useDeleteDocumentWorkflowMutation: useDeleteDocumentWorkflowMutationNode,
};

interface Access {
  admin?: boolean;
  costCenters?: boolean;
  userGroup?: boolean;
  safeWorkflows?: boolean;
}

const companyOf = (access: Access = {}) => ({
  id: "client-company-1",
  rowId: COMPANY,
  currentUserHasAdminAccess: access.admin ?? true,
  featureFlags: {
    userGroup: access.userGroup ?? false,
    costCenters: access.costCenters ?? false,
    costUnits: false,
    safeWorkflows: access.safeWorkflows ?? false,
  },
  clientCompanyUsers: { nodes: [ANNA, BEN].map((user) => ({ id: `ccu-${user.rowId}`, user })) },
  userGroupsList: { nodes: [{ id: "g1", rowId: "4b000000-0000-4000-8000-000000000001", name: "Einkauf" }] },
  documentWorkflowsList: {
    nodes: [
      {
        id: "w2",
        rowId: "3c000000-0000-4000-8000-000000000002",
        name: "Archiv",
        sortedSteps: [{ id: "s9", rowId: STEP(9), name: "Abgelegt" }],
      },
    ],
  },
});

const step = (n: number, name: string, documentCount: number, extra: Record<string, unknown> = {}) => ({
  id: `step-${n}`,
  rowId: STEP(n),
  name,
  protected: false,
  preventDocumentEdit: false,
  preventInvoicePay: false,
  reviewDetailsMandatory: false,
  generalLedgerAccountMandatory: false,
  costCenterMandatory: false,
  costUnitMandatory: false,
  documentCount,
  responsibleUsers: { nodes: [] },
  responsibleUserGroups: { nodes: [] },
  ...extra,
});

const INVOICES = {
  id: "workflow-1",
  rowId: WORKFLOW,
  clientCompanyRowId: COMPANY,
  name: "Eingangsrechnungen",
  isAutomatic: false,
  createdByWizard: false,
  documentCount: 3,
  updatedAt: "2026-03-02T09:15:00Z",
  sortedSteps: [
    step(1, "Sachliche Prüfung", 0, { responsibleUsers: { nodes: [{ id: "su1", userRowId: BEN.rowId }] } }),
    step(2, "Freigabe", 3, { protected: true }),
    step(3, "Zahlung", 0),
  ],
};

function loadPage<T extends OperationType>(
  query: ConcreteRequest,
  variables: VariablesOf<T>,
  resolvers: MockResolvers,
  answer?: (name: string, variables: Variables) => GraphQLResponse | undefined,
) {
  const mock = createMockRelayEnvironment({
    operations: { [query.params.name]: query, ...MUTATIONS },
    resolvers,
    answer: answer ? (name, vars) => answer(name, vars) as never : undefined,
  });
  return { ...mock, queryRef: loadQuery<T>(mock.environment, query, variables) };
}

function renderPage(environment: IEnvironment, page: ReactElement) {
  return renderWithProviders(
    <>
      <Notifications />
      {page}
    </>,
    { path: "/", relayEnvironment: environment },
  );
}

function refuse(code: string, extra: Record<string, unknown> = {}): never {
  throw GraphQLRequestError.fromErrors([{ message: code, extensions: { code, ...extra } }]);
}

// jsdom has no layout: each step card is given a place by its index (100 px apart), so the
// keyboard sensor of the sortable list finds the step above or below as a browser does.
const originalRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const card = this.closest("[data-step-index]");
    if (card) {
      const top = Number(card.getAttribute("data-step-index")) * 100;
      return { x: 0, y: top, top, left: 0, right: 800, bottom: top + 90, width: 800, height: 90, toJSON: () => ({}) };
    }
    return originalRect.call(this);
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = originalRect;
});

/** Types a whole value at once (a paste): the form re-renders once, not per character. */
async function fill(input: HTMLElement, value: string) {
  await userEvent.click(input);
  await userEvent.paste(value);
}

const stepNameInputs = () => screen.getAllByRole("textbox", { name: /^Name von Schritt/ }) as HTMLInputElement[];

describe("workflows list", () => {
  function renderList(access: Access = {}) {
    const { environment, queryRef } = loadPage<WorkflowsListPageQuery>(
      WorkflowsListPageQueryNode,
      { clientCompanyRowId: COMPANY, count: 50, searchText: null },
      {
        ClientCompany: () => companyOf(access),
        DocumentWorkflowConnection: () => ({
          totalCount: 2,
          edges: [
            { cursor: "c1", node: INVOICES },
            {
              cursor: "c2",
              node: {
                id: "w-wizard",
                rowId: "3c000000-0000-4000-8000-000000000003",
                name: "Freigabe ab 1.000 €",
                isAutomatic: true,
                createdByWizard: true,
                documentCount: 0,
                sortedSteps: [step(7, "Freigabe GF", 0)],
              },
            },
          ],
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      },
    );
    renderPage(environment, <WorkflowsListPage queryRef={queryRef} search={{}} count={50} onSearchChange={() => {}} />);
  }

  it("lists workflows with their start, steps, document count and the wizard's mark", async () => {
    renderList();
    expect(await screen.findByRole("heading", { level: 1, name: "Workflows" })).toBeInTheDocument();
    const row = screen.getByRole("row", { name: /Eingangsrechnungen/ });
    expect(within(row).getByRole("link", { name: "Eingangsrechnungen" })).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/workflows/${WORKFLOW}?clientCompanyRowId=${COMPANY}`,
    );
    expect(within(row).getByText("Sachliche Prüfung → Freigabe → Zahlung")).toBeInTheDocument();
    expect(within(row).getByText("Manuell")).toBeInTheDocument();
    expect(within(row).getByText("3")).toBeInTheDocument();
    const wizardRow = screen.getByRole("row", { name: /Freigabe ab 1.000/ });
    expect(within(wizardRow).getByText("Vom Assistenten")).toBeInTheDocument();
    expect(within(wizardRow).getByText("Automatisch")).toBeInTheDocument();
  });

  it("is for admins only", async () => {
    renderList({ admin: false });
    expect(
      await screen.findByText("Die Workflows eines Mandanten richten seine Administratoren ein."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("workflow create", () => {
  function renderCreate(
    access: Access = {},
    answer?: (name: string, variables: Variables) => GraphQLResponse | undefined,
  ) {
    const mock = loadPage<WorkflowCreatePageQuery>(
      WorkflowCreatePageQueryNode,
      { clientCompanyRowId: COMPANY },
      { ClientCompany: () => companyOf(access) },
      answer ??
        ((name) =>
          name === "useSaveDocumentWorkflowMutation"
            ? { data: { saveDocumentWorkflow: { result: { ...INVOICES, __typename: "DocumentWorkflow" } } } }
            : undefined),
    );
    renderPage(mock.environment, <WorkflowCreatePage queryRef={mock.queryRef} />);
    return mock;
  }

  it("creates a three-step workflow, a step moved up with the keyboard", async () => {
    const mock = renderCreate();
    await fill(await screen.findByRole("textbox", { name: /^Name( \*)?$/ }), "Eingangsrechnungen");
    await fill(stepNameInputs()[0]!, "Prüfung");
    await userEvent.click(screen.getByRole("button", { name: "Schritt hinzufügen" }));
    // The new step is not called nameless before anyone could name it (the message would
    // vanish on typing and move the buttons under the pointer).
    expect(screen.queryByText("Bitte geben Sie dem Schritt einen Namen.")).not.toBeInTheDocument();
    await fill(stepNameInputs()[1]!, "Zahlung");
    await userEvent.click(screen.getByRole("button", { name: "Schritt hinzufügen" }));
    await fill(stepNameInputs()[2]!, "Freigabe");
    await userEvent.click(screen.getAllByRole("checkbox", { name: "Geschützt" })[2]!);
    // Keyboard: focus the handle, Space picks up, ArrowUp moves, Space drops.
    const handle = screen.getByRole("button", { name: "Schritt 3 „Freigabe“ verschieben" });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: "Space", key: " " });
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("Schritt „Freigabe“ auf Position 3 von 3."),
    );
    fireEvent.keyDown(document.activeElement!, { code: "ArrowUp", key: "ArrowUp" });
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("Schritt „Freigabe“ auf Position 2 von 3."),
    );
    fireEvent.keyDown(document.activeElement!, { code: "Space", key: " " });
    await waitFor(() => expect(stepNameInputs().map((i) => i.value)).toEqual(["Prüfung", "Freigabe", "Zahlung"]));
    expect(screen.getByRole("status")).toHaveTextContent("Schritt „Freigabe“ auf Position 2 von 3 abgelegt.");
    // The explicit buttons move too.
    await userEvent.click(screen.getByRole("button", { name: "Schritt 3 nach oben" }));
    await userEvent.click(screen.getByRole("button", { name: "Schritt 2 nach unten" }));
    await userEvent.click(screen.getByRole("button", { name: "Workflow anlegen" }));
    await waitFor(() => expect(mock.requestsOf("useSaveDocumentWorkflowMutation")).toHaveLength(1));
    const input = mock.requestsOf("useSaveDocumentWorkflowMutation")[0]!.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({
      clientCompanyRowId: COMPANY,
      name: "Eingangsrechnungen",
      isAutomatic: false,
      removedSteps: [],
    });
    const steps = input.steps as Record<string, unknown>[];
    expect(steps.map((s) => [s.rowId, s.name, s.protected])).toEqual([
      [null, "Prüfung", false],
      [null, "Freigabe", true],
      [null, "Zahlung", false],
    ]);
  });

  it("without the cost features offers no cost switches; with them it does", async () => {
    renderCreate();
    await screen.findAllByRole("checkbox", { name: "Geschützt" });
    expect(screen.queryByRole("checkbox", { name: "Kostenstelle Pflicht" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Verantwortliche Gruppen" })).not.toBeInTheDocument();
  });

  it("refuses no steps and an empty step name before sending", async () => {
    const mock = renderCreate();
    await fill(await screen.findByRole("textbox", { name: /^Name( \*)?$/ }), "Leer");
    await userEvent.click(screen.getByRole("button", { name: "Workflow anlegen" }));
    expect(await screen.findByText("Bitte geben Sie dem Schritt einen Namen.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Schritt 1 entfernen" }));
    await userEvent.click(screen.getByRole("button", { name: "Workflow anlegen" }));
    expect(await screen.findByText("Ein Workflow braucht mindestens einen Schritt.")).toBeInTheDocument();
    expect(mock.requestsOf("useSaveDocumentWorkflowMutation")).toEqual([]);
  });

  it("shows the server's refusal of a step at that step's field", async () => {
    renderCreate({}, (name) =>
      name === "useSaveDocumentWorkflowMutation"
        ? refuse("DOCUMENT_WORKFLOW_STEP_USER_NOT_IN_COMPANY", { field: "steps", position: 1 })
        : undefined,
    );
    await fill(await screen.findByRole("textbox", { name: /^Name( \*)?$/ }), "Test");
    await fill(stepNameInputs()[0]!, "Prüfung");
    await userEvent.click(screen.getByRole("button", { name: "Workflow anlegen" }));
    expect(await screen.findByText("Verantwortlich kann nur ein Mitglied dieses Mandanten sein.")).toBeInTheDocument();
  });
});

describe("workflow detail", () => {
  function renderDetail(
    access: Access = {},
    answer?: (name: string, variables: Variables) => GraphQLResponse | undefined,
  ) {
    const mock = loadPage<WorkflowDetailPageQuery>(
      WorkflowDetailPageQueryNode,
      { clientCompanyRowId: COMPANY, documentWorkflowRowId: WORKFLOW },
      {
        ClientCompany: () => companyOf(access),
        // The page's workflow; the other workflows of the list come with the company.
        DocumentWorkflow: (context) => (context?.path?.includes("documentWorkflowsList") ? undefined : INVOICES),
      },
      answer ??
        ((name) =>
          name === "useSaveDocumentWorkflowMutation"
            ? { data: { saveDocumentWorkflow: { result: { ...INVOICES, __typename: "DocumentWorkflow" } } } }
            : name === "useDeleteDocumentWorkflowMutation"
              ? { data: { deleteDocumentWorkflow: { result: WORKFLOW } } }
              : undefined),
    );
    renderPage(mock.environment, <WorkflowDetailPage queryRef={mock.queryRef} />);
    return mock;
  }

  it("shows the stored steps with their documents and responsible users", async () => {
    renderDetail({ costCenters: true, userGroup: true });
    expect(await screen.findByRole("heading", { level: 1, name: "Eingangsrechnungen" })).toBeInTheDocument();
    expect(stepNameInputs().map((i) => i.value)).toEqual(["Sachliche Prüfung", "Freigabe", "Zahlung"]);
    const approval = screen.getByRole("listitem", { name: "Schritt 2" });
    expect(within(approval).getByText("3 Belege")).toBeInTheDocument();
    expect(within(approval).getByRole("checkbox", { name: "Geschützt" })).toBeChecked();
    expect(within(approval).getByRole("checkbox", { name: "Kostenstelle Pflicht" })).not.toBeChecked();
    expect(screen.getAllByRole("combobox", { name: "Verantwortliche Gruppen" })).toHaveLength(3);
  });

  it("asks where the documents of a removed step go, then saves the move", async () => {
    const mock = renderDetail();
    await userEvent.click(await screen.findByRole("button", { name: "Schritt 2 entfernen" }));
    const dialog = await screen.findByRole("dialog", { name: "Wohin mit den Belegen?" });
    expect(within(dialog).getByText(/Im Schritt „Freigabe“ stehen 3 Belege/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole("button", { name: "Schritt entfernen" });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Zielschritt" }));
    await userEvent.click(await screen.findByRole("option", { name: "3. Zahlung", hidden: true }));
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(stepNameInputs().map((i) => i.value)).toEqual(["Sachliche Prüfung", "Zahlung"]);
    expect(
      screen.getByText("Beim Speichern wird „Freigabe“ entfernt; seine 3 Belege gehen nach „Zahlung“."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(mock.requestsOf("useSaveDocumentWorkflowMutation")).toHaveLength(1));
    const input = mock.requestsOf("useSaveDocumentWorkflowMutation")[0]!.variables.input as Record<string, unknown>;
    expect(input.documentWorkflowRowId).toBe(WORKFLOW);
    expect((input.steps as { rowId: string; responsibleUserRowIds: string[] }[]).map((s) => s.rowId)).toEqual([
      STEP(1),
      STEP(3),
    ]);
    expect((input.steps as { responsibleUserRowIds: string[] }[])[0]!.responsibleUserRowIds).toEqual([BEN.rowId]);
    expect(input.removedSteps).toEqual([{ stepRowId: STEP(2), targetStepIndex: 1 }]);
  });

  it("removes an empty step without asking", async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole("button", { name: "Schritt 3 entfernen" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("Beim Speichern wird „Zahlung“ entfernt.")).toBeInTheDocument();
  });

  it("deleting names what happens: with safe workflows a workflow holding documents stays", async () => {
    renderDetail({ safeWorkflows: true });
    await userEvent.click(await screen.findByRole("button", { name: "Workflow löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "Workflow löschen?" });
    expect(within(dialog).getByText(/In „Eingangsrechnungen“ stehen noch 3 Belege/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Löschen" })).toBeDisabled();
  });

  it("deleting without safe workflows moves the documents to a chosen step of another workflow", async () => {
    const mock = renderDetail();
    await userEvent.click(await screen.findByRole("button", { name: "Workflow löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "Workflow löschen?" });
    expect(within(dialog).getByText(/Seine 3 Belege werden in den gewählten Schritt verschoben/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Belege verschieben nach" }));
    await userEvent.click(await screen.findByRole("option", { name: "Archiv › Abgelegt", hidden: true }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Löschen" }));
    await waitFor(() =>
      expect(mock.requestsOf("useDeleteDocumentWorkflowMutation")[0]?.variables).toEqual({
        input: { documentWorkflowRowId: WORKFLOW, moveDocumentsToStepRowId: STEP(9) },
      }),
    );
  });
});
