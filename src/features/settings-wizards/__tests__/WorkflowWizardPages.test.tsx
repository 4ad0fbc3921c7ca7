import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadQuery } from "react-relay";
import type { ConcreteRequest, GraphQLResponse, OperationType, Variables, VariablesOf } from "relay-runtime";
import type { MockResolvers } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import WorkflowWizardCreatePageQueryNode, {
  type WorkflowWizardCreatePageQuery,
} from "../../../__generated__/WorkflowWizardCreatePageQuery.graphql.ts";
import WorkflowWizardDetailPageQueryNode, {
  type WorkflowWizardDetailPageQuery,
} from "../../../__generated__/WorkflowWizardDetailPageQuery.graphql.ts";
import WorkflowWizardsListPageQueryNode, {
  type WorkflowWizardsListPageQuery,
} from "../../../__generated__/WorkflowWizardsListPageQuery.graphql.ts";
import useCreateWizardWorkflowAndApprovalMutationNode from "../../../__generated__/useCreateWizardWorkflowAndApprovalMutation.graphql.ts";
import useUpdateWizardWorkflowAndApprovalMutationNode from "../../../__generated__/useUpdateWizardWorkflowAndApprovalMutation.graphql.ts";
import { defaultWizardPayload } from "../../../lib/wizards/workflowAndApprovalWizard.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { WorkflowWizardCreatePage } from "../pages/WorkflowWizardCreatePage.tsx";
import { WorkflowWizardDetailPage } from "../pages/WorkflowWizardDetailPage.tsx";
import { WorkflowWizardsListPage } from "../pages/WorkflowWizardsListPage.tsx";

// The wizard pages against a mocked server: the guided flow asks its questions step by step,
// refuses what is missing before sending, shows a readable summary, sends the answers as the
// server takes them, and shows a server refusal at its question.

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const WIZARD = "7c000000-0000-4000-8000-000000000001";
const ANNA = {
  id: "u1",
  rowId: "5a000000-0000-4000-8000-000000000001",
  fullName: "Anna Geschäftsführerin",
  email: "anna@firma.example",
};
const BEN = {
  id: "u2",
  rowId: "5a000000-0000-4000-8000-000000000002",
  fullName: "Ben Buchhaltung",
  email: "ben@firma.example",
};
const GROUP = { id: "g1", rowId: "4b000000-0000-4000-8000-000000000001", name: "Geschäftsführung" };
const MUTATIONS = {
  useCreateWizardWorkflowAndApprovalMutation: useCreateWizardWorkflowAndApprovalMutationNode,
  useUpdateWizardWorkflowAndApprovalMutation: useUpdateWizardWorkflowAndApprovalMutationNode,
};

interface Access {
  admin?: boolean;
  wizard?: boolean;
  userGroup?: boolean;
}

const companyOf = (access: Access = {}) => ({
  id: "client-company-1",
  rowId: COMPANY,
  currentUserHasAdminAccess: access.admin ?? true,
  featureFlags: { wizardWorkflowAndApprovals: access.wizard ?? true, userGroup: access.userGroup ?? false },
  clientCompanyUsers: { nodes: [ANNA, BEN].map((user) => ({ id: `ccu-${user.id}`, user })) },
  userGroupsList: { nodes: [GROUP] },
  documentCategoriesList: { nodes: [{ id: "c1", rowId: "3c000000-0000-4000-8000-000000000001", name: "Material" }] },
  partnerCompaniesList: { nodes: [] },
});

const SAVED = {
  id: "wizard-1",
  rowId: WIZARD,
  clientCompanyRowId: COMPANY,
  name: "Freigabe GF",
  payload: { ...defaultWizardPayload("de"), approverUserRowId: ANNA.rowId },
  updatedAt: "2026-11-20T10:00:00Z",
  documentWorkflow: { id: "wf-1", rowId: "6d000000-0000-4000-8000-000000000001", name: "Freigabe GF" },
};

function load<T extends OperationType>(
  query: ConcreteRequest,
  variables: VariablesOf<T>,
  resolvers: MockResolvers,
  answer?: (name: string, variables: Variables) => GraphQLResponse | undefined,
) {
  const mock = createMockRelayEnvironment({
    operations: { [query.params.name]: query, ...MUTATIONS },
    resolvers,
    answer,
  });
  return { ...mock, queryRef: loadQuery<T>(mock.environment, query, variables) };
}

const refuse = (code: string, extra: Record<string, unknown> = {}): never => {
  throw GraphQLRequestError.fromErrors([{ message: code, extensions: { code, ...extra } }]);
};

function renderCreate(
  answer?: (name: string, variables: Variables) => GraphQLResponse | undefined,
  access: Access = {},
) {
  const mock = load<WorkflowWizardCreatePageQuery>(
    WorkflowWizardCreatePageQueryNode,
    { clientCompanyRowId: COMPANY },
    { ClientCompany: () => companyOf(access) },
    answer,
  );
  renderWithProviders(
    <>
      <Notifications />
      <WorkflowWizardCreatePage queryRef={mock.queryRef} />
    </>,
    { path: "/", relayEnvironment: mock.environment },
  );
  return mock;
}

const next = () => userEvent.click(screen.getByRole("button", { name: "Weiter" }));

describe("workflow wizard list", () => {
  function renderList(access: Access = {}) {
    const mock = load<WorkflowWizardsListPageQuery>(
      WorkflowWizardsListPageQueryNode,
      { clientCompanyRowId: COMPANY, count: 50, searchText: null },
      {
        ClientCompany: () => companyOf(access),
        WizardWorkflowAndApprovalConnection: () => ({
          totalCount: 1,
          edges: [{ cursor: "c1", node: SAVED }],
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      },
    );
    renderWithProviders(
      <WorkflowWizardsListPage queryRef={mock.queryRef} search={{}} count={50} onSearchChange={() => {}} />,
      { path: "/", relayEnvironment: mock.environment },
    );
  }

  it("lists the wizards with approver, amount and workflow and links to each", async () => {
    renderList();
    const row = await screen.findByRole("row", { name: /Freigabe GF/ });
    expect(within(row).getByText("Anna Geschäftsführerin")).toBeInTheDocument();
    expect(within(row).getByText("1.000,00 € (brutto)")).toBeInTheDocument();
    expect(within(row).getAllByRole("link", { name: "Freigabe GF" })[0]).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/wizards/workflow-and-approvals/${WIZARD}?clientCompanyRowId=${COMPANY}`,
    );
    expect(screen.getAllByRole("link", { name: "Assistent starten" })[0]).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/wizards/workflow-and-approvals/create?clientCompanyRowId=${COMPANY}`,
    );
  });

  it("is for admins only, and only with the wizard feature", async () => {
    renderList({ admin: false });
    expect(
      await screen.findByText("Assistenten eines Unternehmens richten seine Administratoren ein."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says so when the feature is off", async () => {
    renderList({ wizard: false });
    expect(await screen.findByText("Der Workflow- und Freigabe-Assistent ist nicht eingeschaltet")).toBeInTheDocument();
  });
});

describe("workflow wizard create", () => {
  it("asks step by step, refuses a missing approver, summarises and sends the answers", async () => {
    const mock = renderCreate((name) =>
      name === "useCreateWizardWorkflowAndApprovalMutation"
        ? { data: { createWizardWorkflowAndApproval: { result: { id: "w9", rowId: WIZARD, name: "Freigabe GF" } } } }
        : undefined,
    );
    await screen.findByRole("combobox", { name: /Wer gibt frei/ });
    // A user group needs the userGroup feature.
    expect(screen.getByText("Benutzergruppen sind für dieses Unternehmen nicht eingeschaltet.")).toBeInTheDocument();
    await next();
    expect(await screen.findByText("Bitte wählen Sie die Person, die freigibt.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("combobox", { name: /Wer gibt frei/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Anna Geschäftsführerin", hidden: true }));
    await next();

    const amount = await screen.findByRole("textbox", { name: /Freigabe für Rechnungen über/ });
    await userEvent.clear(amount);
    await next();
    expect(
      await screen.findByText("Bitte geben Sie einen Betrag über 0 mit höchstens zwei Nachkommastellen ein."),
    ).toBeInTheDocument();
    await userEvent.type(amount, "2500");
    // The rules compare the gross total: the wizard says so and offers no net choice.
    expect(screen.getByText("Verglichen wird der Gesamtbetrag der Rechnung (brutto).")).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "netto" })).not.toBeInTheDocument();
    await next();

    await userEvent.click(await screen.findByRole("switch", { name: /Vorher sachlich prüfen/ }));
    await next();

    const summary = await screen.findByTestId("wizard-summary");
    // Without the rules feature the wizard says its rules will wait for it.
    expect(screen.getByText(/Regeln sind für dieses Unternehmen ausgeschaltet/)).toBeInTheDocument();
    // Reaching the summary saves nothing yet.
    expect(mock.requestsOf("useCreateWizardWorkflowAndApprovalMutation")).toEqual([]);
    expect(summary).toHaveTextContent("Rechnungen über 2.500,00 € (brutto) gibt Anna Geschäftsführerin frei.");
    expect(summary).toHaveTextContent("Vorher wird im Schritt „Sachliche Prüfung“ sachlich geprüft.");
    expect(summary).toHaveTextContent("Nach der Freigabe geht die Rechnung in den Schritt „Zahlung/Buchhaltung“.");
    await userEvent.clear(screen.getByRole("textbox", { name: /Name des Workflows/ }));
    await userEvent.type(screen.getByRole("textbox", { name: /Name des Workflows/ }), " Freigabe GF ");
    await userEvent.click(screen.getByRole("button", { name: "Einrichten" }));
    await waitFor(() => expect(mock.requestsOf("useCreateWizardWorkflowAndApprovalMutation")).toHaveLength(1));
    expect(mock.requestsOf("useCreateWizardWorkflowAndApprovalMutation")[0]!.variables).toEqual({
      input: {
        clientCompanyRowId: COMPANY,
        name: "Freigabe GF",
        payload: {
          ...defaultWizardPayload("de"),
          approverUserRowId: ANNA.rowId,
          amount: "2500.00",
          hasReviewStep: true,
        },
      },
    });
  });

  it("shows the server's refusal at its question, in its step", async () => {
    const mock = renderCreate((name) =>
      name === "useCreateWizardWorkflowAndApprovalMutation"
        ? refuse("WIZARD_APPROVER_NOT_IN_COMPANY", { field: "approverUserRowId" })
        : undefined,
    );
    await userEvent.click(await screen.findByRole("combobox", { name: /Wer gibt frei/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Ben Buchhaltung", hidden: true }));
    await next();
    await next();
    await next();
    await userEvent.click(await screen.findByRole("button", { name: "Einrichten" }));
    expect(await screen.findByText("Freigeben kann nur ein Mitglied dieses Unternehmens.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: /Wer gibt frei/ })).toBeInTheDocument();
    expect(mock.requestsOf("useCreateWizardWorkflowAndApprovalMutation")).toHaveLength(1);
  });
});

describe("workflow wizard steps", () => {
  it("goes on once a refused question is answered", async () => {
    renderCreate();
    await screen.findByRole("combobox", { name: /Wer gibt frei/ });
    await next();
    expect(await screen.findByText("Bitte wählen Sie die Person, die freigibt.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("combobox", { name: /Wer gibt frei/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Anna Geschäftsführerin", hidden: true }));
    await next();
    expect(await screen.findByRole("textbox", { name: /Freigabe für Rechnungen über/ })).toBeInTheDocument();
  });
});

describe("workflow wizard detail", () => {
  it("opens at the summary of the saved answers and saves changes to the same wizard", async () => {
    const mock = load<WorkflowWizardDetailPageQuery>(
      WorkflowWizardDetailPageQueryNode,
      { clientCompanyRowId: COMPANY, wizardWorkflowAndApprovalRowId: WIZARD },
      { ClientCompany: () => companyOf(), WizardWorkflowAndApproval: () => SAVED },
      (name) =>
        name === "useUpdateWizardWorkflowAndApprovalMutation"
          ? { data: { updateWizardWorkflowAndApproval: { result: { ...SAVED, name: "Freigabe Chefin" } } } }
          : undefined,
    );
    renderWithProviders(
      <>
        <Notifications />
        <WorkflowWizardDetailPage queryRef={mock.queryRef} />
      </>,
      { path: "/", relayEnvironment: mock.environment },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Freigabe GF" })).toBeInTheDocument();
    expect(screen.getByTestId("wizard-summary")).toHaveTextContent(
      "Rechnungen über 1.000,00 € (brutto) gibt Anna Geschäftsführerin frei.",
    );
    const name = screen.getByRole("textbox", { name: /Name des Workflows/ });
    await userEvent.clear(name);
    await userEvent.type(name, "Freigabe Chefin");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() =>
      expect(mock.requestsOf("useUpdateWizardWorkflowAndApprovalMutation")[0]?.variables).toEqual({
        input: { wizardWorkflowAndApprovalRowId: WIZARD, name: "Freigabe Chefin", payload: SAVED.payload },
      }),
    );
  });
});
