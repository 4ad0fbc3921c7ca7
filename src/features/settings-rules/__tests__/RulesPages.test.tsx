import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { loadQuery } from "react-relay";
import type { ConcreteRequest, GraphQLResponse, OperationType, Variables, VariablesOf } from "relay-runtime";
import type { MockResolvers } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import RuleActionDetailPageQueryNode, {
  type RuleActionDetailPageQuery,
} from "../../../__generated__/RuleActionDetailPageQuery.graphql.ts";
import RuleTestPanelDocumentsQueryNode from "../../../__generated__/RuleTestPanelDocumentsQuery.graphql.ts";
import RuleActionCreatePageQueryNode, {
  type RuleActionCreatePageQuery,
} from "../../../__generated__/RuleActionCreatePageQuery.graphql.ts";
import RuleInteractionsListPageQueryNode, {
  type RuleInteractionsListPageQuery,
} from "../../../__generated__/RuleInteractionsListPageQuery.graphql.ts";
import RuleInteractionsListPaginationQueryNode from "../../../__generated__/RuleInteractionsListPaginationQuery.graphql.ts";
import RuleReactionCreatePageQueryNode, {
  type RuleReactionCreatePageQuery,
} from "../../../__generated__/RuleReactionCreatePageQuery.graphql.ts";
import useCreateRuleActionMutationNode from "../../../__generated__/useCreateRuleActionMutation.graphql.ts";
import useCreateRuleReactionMutationNode from "../../../__generated__/useCreateRuleReactionMutation.graphql.ts";
import useUpdateRuleActionReactionMutationNode from "../../../__generated__/useUpdateRuleActionReactionMutation.graphql.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { RuleActionCreatePage } from "../pages/RuleActionCreatePage.tsx";
import { RuleActionDetailPage } from "../pages/RuleActionDetailPage.tsx";
import { RuleInteractionsListPage } from "../pages/RuleInteractionsListPage.tsx";
import { RuleReactionCreatePage } from "../pages/RuleReactionCreatePage.tsx";

// The rules pages against a mocked server: the list of rules in their order with trigger,
// last run and the on/off switch, the filter for inactive ones; an action needs a condition;
// a webhook needs https — refused at the field before anything is sent.

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const RULE = "8e000000-0000-4000-8000-000000000001";
const ACTION = "8a000000-0000-4000-8000-000000000001";
const REACTION = "8b000000-0000-4000-8000-000000000001";
const OPERATIONS = {
  useCreateRuleActionMutation: useCreateRuleActionMutationNode,
  useCreateRuleReactionMutation: useCreateRuleReactionMutationNode,
  useUpdateRuleActionReactionMutation: useUpdateRuleActionReactionMutationNode,
  RuleInteractionsListPaginationQuery: RuleInteractionsListPaginationQueryNode,
  RuleTestPanelDocumentsQuery: RuleTestPanelDocumentsQueryNode,
};

const companyOf = (access: { admin?: boolean; rules?: boolean; macros?: boolean } = {}) => ({
  id: "client-company-1",
  rowId: COMPANY,
  currentUserHasAdminAccess: access.admin ?? true,
  featureFlags: {
    rules: access.rules ?? true,
    ruleDocumentMacroConditions: access.macros ?? false,
    ruleDocumentMacroReactions: false,
  },
  clientCompanyUsers: { nodes: [] },
  userGroupsList: { nodes: [] },
  documentCategoriesList: { nodes: [] },
  partnerCompaniesList: { nodes: [] },
  tagsList: { nodes: [] },
  documentWorkflows: { nodes: [] },
  costCentersList: { nodes: [] },
  costUnitsList: { nodes: [] },
  realEstateObjectsList: { nodes: [] },
});

function render<T extends OperationType>(
  query: ConcreteRequest,
  variables: VariablesOf<T>,
  resolvers: MockResolvers,
  page: (queryRef: ReturnType<typeof loadQuery<T>>) => ReactElement,
  answer?: (name: string, variables: Variables) => GraphQLResponse | undefined,
) {
  const mock = createMockRelayEnvironment({
    operations: { [query.params.name]: query, ...OPERATIONS },
    resolvers,
    answer,
  });
  const queryRef = loadQuery<T>(mock.environment, query, variables);
  renderWithProviders(
    <>
      <Notifications />
      {page(queryRef)}
    </>,
    { path: "/", relayEnvironment: mock.environment },
  );
  return mock;
}

const RULE_ROW = {
  id: "ar-1",
  rowId: RULE,
  sortIndex: 10,
  trigger: "DOCUMENT_IMPORTED",
  disabled: false,
  ruleActionRowId: ACTION,
  ruleReactionRowId: REACTION,
  action: { id: "a-1", name: "Über 1.000 €" },
  reaction: { id: "r-1", name: "Freigabe Geschäftsführung" },
  lastRuns: { nodes: [{ id: "run-1", state: "SUCCESS", createdAt: "2026-11-27T09:30:00Z", message: null }] },
};

describe("rules list (interactions)", () => {
  function renderList(access: Parameters<typeof companyOf>[0] = {}) {
    return render<RuleInteractionsListPageQuery>(
      RuleInteractionsListPageQueryNode,
      { clientCompanyRowId: COMPANY, count: 50, searchText: null },
      {
        ClientCompany: () => companyOf(access),
        RuleActionReactionConnection: () => ({
          totalCount: 1,
          edges: [{ cursor: "c1", node: RULE_ROW }],
          pageInfo: { hasNextPage: false, endCursor: null },
        }),
      },
      (queryRef) => <RuleInteractionsListPage queryRef={queryRef} search={{}} count={50} onSearchChange={() => {}} />,
      (name) =>
        name === "useUpdateRuleActionReactionMutation"
          ? { data: { updateRuleActionReaction: { result: { ...RULE_ROW, disabled: true } } } }
          : undefined,
    );
  }

  it("shows the rules with trigger, order and last run, and switches one off", async () => {
    const mock = renderList();
    const row = await screen.findByRole("row", { name: /Über 1.000 €/ });
    expect(within(row).getByText("Dokument importiert")).toBeInTheDocument();
    expect(within(row).getByText("Erfolgreich")).toBeInTheDocument();
    expect(within(row).getAllByRole("link")[0]).toHaveAttribute(
      "href",
      `/settings/${COMPANY}/rules/interactions/${RULE}?clientCompanyRowId=${COMPANY}`,
    );
    await userEvent.click(within(row).getByRole("switch", { name: /Regel „Über 1.000 €“ aktiv/ }));
    await waitFor(() =>
      expect(mock.requestsOf("useUpdateRuleActionReactionMutation")[0]?.variables).toEqual({
        input: {
          ruleActionReactionRowId: RULE,
          ruleActionRowId: ACTION,
          ruleReactionRowId: REACTION,
          trigger: "DOCUMENT_IMPORTED",
          sortIndex: 10,
          disabled: true,
        },
      }),
    );
  });

  it("asks for the inactive rules too when the filter is ticked", async () => {
    const mock = renderList();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Inaktive anzeigen" }));
    await waitFor(() =>
      expect(mock.requestsOf("RuleInteractionsListPaginationQuery")[0]?.variables).toMatchObject({
        includeDisabled: true,
      }),
    );
  });

  it("is for admins of a company with the rules feature", async () => {
    renderList({ admin: false });
    expect(
      await screen.findByText("Die Regeln eines Unternehmens richten seine Administratoren ein."),
    ).toBeInTheDocument();
  });

  it("says so when rules are off", async () => {
    renderList({ rules: false });
    expect(await screen.findByText("Regeln sind für dieses Unternehmen nicht eingeschaltet")).toBeInTheDocument();
  });
});

describe("rule action create", () => {
  function renderCreate(access: Parameters<typeof companyOf>[0] = {}) {
    return render<RuleActionCreatePageQuery>(
      RuleActionCreatePageQueryNode,
      { clientCompanyRowId: COMPANY },
      { ClientCompany: () => companyOf(access) },
      (queryRef) => <RuleActionCreatePage queryRef={queryRef} />,
      (name) =>
        name === "useCreateRuleActionMutation"
          ? { data: { createRuleAction: { result: { id: "a-9", rowId: ACTION, name: "Große Rechnungen" } } } }
          : undefined,
    );
  }

  it("refuses an action without a condition at the conditions, and sends nothing", async () => {
    const mock = renderCreate();
    await userEvent.type(await screen.findByRole("textbox", { name: /^Name/ }), "Alles");
    await userEvent.click(screen.getByRole("button", { name: "Bedingung 1 entfernen" }));
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    expect(await screen.findByText("Eine Aktion braucht mindestens eine Bedingung.")).toBeInTheDocument();
    expect(mock.requestsOf("useCreateRuleActionMutation")).toEqual([]);
  });

  it("offers every condition kind but macros without their feature, and saves an amount condition", async () => {
    const mock = renderCreate();
    await userEvent.click(await screen.findByRole("combobox", { name: "Bedingung 1" }));
    const listbox = await screen.findByRole("listbox", { name: "Bedingung 1", hidden: true });
    const kinds = within(listbox)
      .getAllByRole("option", { hidden: true })
      .map((option) => option.textContent);
    expect(kinds).toEqual([
      "Dokument",
      "Dokumenttyp der Kategorie",
      "Kategorie",
      "Schlagwort",
      "Workflow-Schritt",
      "Freigabe",
      "Importdatum",
      "Objekt",
      "Rechnung",
    ]);
    await userEvent.keyboard("{Escape}");
    await userEvent.type(screen.getByRole("textbox", { name: /^Name/ }), "Große Rechnungen");
    await userEvent.type(screen.getByRole("textbox", { name: "Gesamtbetrag" }), "1000");
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    await waitFor(() => expect(mock.requestsOf("useCreateRuleActionMutation")).toHaveLength(1));
    expect(mock.requestsOf("useCreateRuleActionMutation")[0]!.variables).toEqual({
      input: {
        clientCompanyRowId: COMPANY,
        name: "Große Rechnungen",
        description: null,
        conditions: [{ kind: "INVOICE", totalComparison: "GREATER_THAN", total: "1000" }],
      },
    });
  });
});

describe("rule action dates", () => {
  it("takes an invoice date typed the German way, and refuses one that is not a date at the field", async () => {
    const mock = render<RuleActionCreatePageQuery>(
      RuleActionCreatePageQueryNode,
      { clientCompanyRowId: COMPANY },
      { ClientCompany: () => companyOf({}) },
      (queryRef) => <RuleActionCreatePage queryRef={queryRef} />,
      (name) =>
        name === "useCreateRuleActionMutation"
          ? { data: { createRuleAction: { result: { id: "a-9", rowId: ACTION, name: "Altbestand" } } } }
          : undefined,
    );
    await userEvent.type(await screen.findByRole("textbox", { name: /^Name/ }), "Altbestand");
    const date = screen.getByRole("textbox", { name: "Rechnungsdatum" });
    await userEvent.type(date, "31.02.2026");
    expect(await screen.findByText("Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    expect(mock.requestsOf("useCreateRuleActionMutation")).toEqual([]);
    await userEvent.type(screen.getByRole("textbox", { name: "Gesamtbetrag" }), "1000");
    await userEvent.clear(date);
    await userEvent.type(date, "31.1.2026");
    await userEvent.tab();
    expect(date).toHaveValue("31.01.2026");
    await userEvent.click(screen.getByRole("combobox", { name: "Vergleich (Datum)" }));
    const operators = await screen.findByRole("listbox", { name: "Vergleich (Datum)", hidden: true });
    await userEvent.click(within(operators).getByRole("option", { name: "kleiner als", hidden: true }));
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    await waitFor(() => expect(mock.requestsOf("useCreateRuleActionMutation")).toHaveLength(1));
    expect(mock.requestsOf("useCreateRuleActionMutation")[0]!.variables).toMatchObject({
      input: { conditions: [expect.objectContaining({ kind: "INVOICE", invoiceDate: "2026-01-31" })] },
    });
  });
});

describe("rule reaction create", () => {
  it("refuses a webhook address that is not https at the field, and sends nothing", async () => {
    const mock = render<RuleReactionCreatePageQuery>(
      RuleReactionCreatePageQueryNode,
      { clientCompanyRowId: COMPANY },
      { ClientCompany: () => companyOf() },
      (queryRef) => <RuleReactionCreatePage queryRef={queryRef} />,
    );
    await userEvent.type(await screen.findByRole("textbox", { name: /^Name/ }), "Buchhaltungssystem");
    await userEvent.click(screen.getByRole("combobox", { name: /Art der Reaktion/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Benachrichtigung senden", hidden: true }));
    await userEvent.click(await screen.findByRole("combobox", { name: /^Ziel/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Webhook", hidden: true }));
    await userEvent.type(
      await screen.findByRole("textbox", { name: /Webhook-Adresse/ }),
      "http://buchhaltung.example/hook",
    );
    await userEvent.type(screen.getByLabelText(/^Token/), "ein-langes-geheimes-token");
    await userEvent.click(screen.getByRole("button", { name: "Anlegen" }));
    expect(await screen.findByText("Die Webhook-Adresse muss mit https:// beginnen.")).toBeInTheDocument();
    expect(mock.requestsOf("useCreateRuleReactionMutation")).toEqual([]);
  });
});

describe("rule action detail", () => {
  it("shows the saved conditions with their operators and the panel to test the rule", async () => {
    render<RuleActionDetailPageQuery>(
      RuleActionDetailPageQueryNode,
      { clientCompanyRowId: COMPANY, ruleActionRowId: ACTION },
      {
        ClientCompany: () => companyOf(),
        RuleAction: () => ({
          id: "a-1",
          rowId: ACTION,
          clientCompanyRowId: COMPANY,
          name: "Große Rechnungen",
          description: null,
          conditionsList: [{ id: "c-1", kind: "INVOICE", total: "1000.00", totalComparison: "GREATER_THAN" }],
        }),
      },
      (queryRef) => <RuleActionDetailPage queryRef={queryRef} />,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Große Rechnungen" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Gesamtbetrag" })).toHaveValue("1.000,00 €");
    expect(screen.getByRole("combobox", { name: /Vergleich \(Betrag\)/ })).toHaveValue("größer als");
    expect(await screen.findByText("Regel testen")).toBeInTheDocument();
  });
});
