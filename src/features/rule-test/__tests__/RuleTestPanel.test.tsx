import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import RuleTestPanelDocumentsQueryNode from "../../../__generated__/RuleTestPanelDocumentsQuery.graphql.ts";
import RuleTestPanelTestQueryNode from "../../../__generated__/RuleTestPanelTestQuery.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import i18next from "i18next";
import { RuleTestPanel } from "../index.ts";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const ACTION = "0b8f5e1c-1a2b-4c3d-8e4f-0000000000a1";
const DOC = "0b8f5e1c-1a2b-4c3d-8e4f-0000000000d1";
const TAG = "0b8f5e1c-1a2b-4c3d-8e4f-0000000000e1";

const RESULT = {
  matched: false,
  conditions: [
    {
      sortIndex: 0,
      kind: "INVOICE",
      matched: true,
      parts: [
        { code: "INVOICE_TOTAL", operator: "GREATER_THAN", actual: "1200.00", expected: "1000.00", matched: true },
      ],
    },
    {
      sortIndex: 1,
      kind: "TAG",
      matched: false,
      parts: [{ code: "TAG", operator: "NOT_EQUAL", actual: TAG, expected: TAG, matched: false }],
    },
  ],
};

function renderPanel() {
  const mock = createMockRelayEnvironment({
    operations: {
      RuleTestPanelDocumentsQuery: RuleTestPanelDocumentsQueryNode,
      RuleTestPanelTestQuery: RuleTestPanelTestQueryNode,
    },
    resolvers: {
      DocumentConnection: () => ({
        nodes: [
          { id: "d1", rowId: DOC, derivedTitle: "Elektro Kraus RE-2026-118", importDate: "2026-03-02T09:00:00Z" },
        ],
      }),
    },
    hold: ["RuleTestPanelTestQuery"],
  });
  renderWithProviders(<RuleTestPanel clientCompanyRowId={COMPANY} ruleActionRowId={ACTION} />, {
    relayEnvironment: mock.environment,
  });
  return mock;
}

async function chooseAndRun() {
  const user = userEvent.setup();
  // Mantine's searchable Select is a combobox
  await user.click(await screen.findByRole("combobox", { name: "Beleg" }));
  await user.click(
    await screen.findByRole("option", { name: /Elektro Kraus RE-2026-118 · 02\.03\.2026/, hidden: true }),
  );
  await user.click(screen.getByRole("button", { name: "Testen" }));
}

describe("RuleTestPanel", () => {
  it("tests the action against the chosen document and explains each condition", async () => {
    const mock = renderPanel();
    expect(await screen.findByRole("button", { name: "Testen" })).toBeDisabled();
    await chooseAndRun();
    const request = await mock.nextOperation("RuleTestPanelTestQuery");
    expect(request.variables).toEqual({ ruleActionRowId: ACTION, documentRowId: DOC });
    request.resolve({ data: { testRuleAction: RESULT } });
    const results = await screen.findByTestId("rule-test-results");
    expect(within(results).getByText("Die Aktion trifft auf diesen Beleg nicht zu.")).toBeInTheDocument();
    expect(within(results).getByText("Bedingung 1: Rechnung")).toBeInTheDocument();
    expect(within(results).getByText("Rechnungsbetrag 1200.00 größer als 1000.00")).toBeInTheDocument();
    expect(within(results).getByText("Bedingung 2: Schlagwort")).toBeInTheDocument();
    expect(
      within(results).getByText("Schlagwort: der Beleg trägt das gewählte – verlangt: ungleich"),
    ).toBeInTheDocument();
    expect(within(results).getByText("erfüllt")).toBeInTheDocument();
    expect(within(results).getByText("nicht erfüllt")).toBeInTheDocument();
  });

  it("shows a refusal in words", async () => {
    const mock = renderPanel();
    await chooseAndRun();
    (await mock.nextOperation("RuleTestPanelTestQuery")).reject(
      new GraphQLRequestError("RULE_TEST_OTHER_COMPANY", { code: "RULE_TEST_OTHER_COMPANY" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Der Beleg gehört zu einem anderen Unternehmen als die Regel.",
    );
  });

  it("speaks English", async () => {
    await i18next.changeLanguage("en");
    try {
      const mock = renderPanel();
      const user = userEvent.setup();
      await user.click(await screen.findByRole("combobox", { name: "Document" }));
      await user.click(
        await screen.findByRole("option", { name: /Elektro Kraus RE-2026-118 · 02\/03\/2026/, hidden: true }),
      );
      await user.click(screen.getByRole("button", { name: "Test" }));
      (await mock.nextOperation("RuleTestPanelTestQuery")).resolve({
        data: { testRuleAction: { ...RESULT, matched: true } },
      });
      expect(await screen.findByText("The action matches this document.")).toBeInTheDocument();
      expect(screen.getByText("Invoice total 1200.00 greater than 1000.00")).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage("de");
    }
  });
});
