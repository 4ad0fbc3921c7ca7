import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { describe, expect, it } from "vitest";
import type { DocumentWorkflowActionsTestQuery } from "../../../__generated__/DocumentWorkflowActionsTestQuery.graphql.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { DocumentWorkflowActions } from "../components/DocumentWorkflowActions.tsx";
import {
  type ActionsMockState,
  CONTRACTS,
  createActionsEnvironment,
  DOCUMENT,
  INVOICES,
  JULIA,
  LENA,
  ME,
  EINKAUF,
} from "./actionsTestEnvironment.ts";

// The tab as the page mounts it: the document read by a query that spreads the fragment.
function Harness() {
  const { document } = useLazyLoadQuery<DocumentWorkflowActionsTestQuery>(
    graphql`
      query DocumentWorkflowActionsTestQuery($documentRowId: UUID!) @relay_test_operation {
        document(rowId: $documentRowId) {
          ...DocumentWorkflowActions_document
        }
      }
    `,
    { documentRowId: DOCUMENT },
  );
  return document ? <DocumentWorkflowActions document={document} /> : null;
}

async function renderActions(initial: Partial<ActionsMockState> = {}) {
  const mock = createActionsEnvironment(initial);
  renderWithProviders(<Harness />, { relayEnvironment: mock.environment });
  await screen.findByRole("heading", { name: "Workflow" });
  return mock;
}

const [CHECK, BOOKING, APPROVAL] = INVOICES.steps.map((step) => step.rowId) as [string, string, string, string];
const mutations = (mock: { requests: { name: string; variables: Record<string, unknown> }[] }, name: string) =>
  mock.requests.filter((request) => request.name === name).map((request) => request.variables.input);

describe("the workflow part of the actions tab", () => {
  it("puts a document without workflow into the first step of the chosen workflow", async () => {
    const user = userEvent.setup();
    const mock = await renderActions();
    expect(screen.getByText("Der Beleg ist in keinem Workflow.")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Workflow des Belegs" }));
    await user.click(await screen.findByRole("option", { name: "Eingangsrechnungen", hidden: true }));
    await waitFor(() =>
      expect(mutations(mock, "useSetDocumentWorkflowStepMutation")).toEqual([
        { documentRowId: DOCUMENT, workflowStepRowId: CHECK },
      ]),
    );
    const steps = await screen.findByRole("list", { name: "Schritte des Workflows „Eingangsrechnungen“" });
    expect(
      within(steps)
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("aria-current")),
    ).toEqual(["step", null, null, null]);
    expect(screen.getByText("Zuständig: Lena Schneider")).toBeInTheDocument();
    // The move is in the step log, newest first.
    expect(
      screen.getByText(/Thomas Müller: von „kein Workflow“ nach „Eingangsrechnungen › Sachliche Prüfung“/),
    ).toBeInTheDocument();
  });

  it("shows each step's conditions and moves on and back with the step names on the buttons", async () => {
    const user = userEvent.setup();
    const mock = await renderActions({ stepRowId: BOOKING });
    expect(screen.getByText("Vor dem Weitergeben: Angaben geprüft")).toBeInTheDocument();
    expect(screen.getByText("Vor dem Weitergeben: Sachkonto, Kostenstelle")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Weiter: Freigabe Inhaber" }));
    await waitFor(() =>
      expect(mutations(mock, "useSetDocumentWorkflowStepMutation")).toEqual([
        { documentRowId: DOCUMENT, workflowStepRowId: APPROVAL },
      ]),
    );
    expect(await screen.findByText("Geschützt")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Zurück: Kontierung" }));
    await waitFor(() => expect(mutations(mock, "useSetDocumentWorkflowStepMutation")).toHaveLength(2));
    expect(mutations(mock, "useSetDocumentWorkflowStepMutation")[1]).toEqual({
      documentRowId: DOCUMENT,
      workflowStepRowId: BOOKING,
    });
  });

  it("disables moving on while the step's conditions are unmet, and says what is missing", async () => {
    await renderActions({
      stepRowId: CHECK,
      nextRefusal: "WORKFLOW_STEP_REVIEW_DETAILS_MANDATORY",
      unconfirmedReviewFields: ["invoiceNumber", "total", "currency"],
    });
    expect(screen.getByRole("button", { name: "Weiter: Kontierung" })).toBeDisabled();
    expect(
      screen.getByText(
        "Vor dem Weitergeben müssen die Angaben geprüft sein: Bestätigen Sie im Reiter „Prüfen“ noch 3 Felder.",
      ),
    ).toBeInTheDocument();
    // Going back is not asked to meet anything; here there is no step before.
    expect(screen.getByRole("button", { name: "Erster Schritt" })).toBeDisabled();
  });

  it("locks the workflow choice and both buttons in a protected step of someone else, saying why", async () => {
    await renderActions({
      stepRowId: APPROVAL,
      changeRefusal: "WORKFLOW_STEP_PROTECTED",
      nextRefusal: "WORKFLOW_STEP_PROTECTED",
    });
    expect(screen.getByRole("combobox", { name: "Workflow des Belegs" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Zurück: Kontierung" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Weiter: Zahlung" })).toBeDisabled();
    expect(
      screen.getAllByText(
        "Der Schritt ist geschützt: Nur die zuständigen Personen und Administratoren geben den Beleg weiter.",
      ),
    ).toHaveLength(2);
  });

  it("takes the document out of its workflow, and shows a refusal of the server", async () => {
    const user = userEvent.setup();
    const mock = await renderActions({ stepRowId: CONTRACTS.steps[0]!.rowId });
    mock.state.refuse.useSetDocumentWorkflowStepMutation = { code: "DOCUMENT_SUPERSEDED" };
    await user.click(screen.getByRole("combobox", { name: "Workflow des Belegs" }));
    await user.click(await screen.findByRole("option", { name: "Kein Workflow", hidden: true }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Der Beleg wurde durch eine neuere Version ersetzt; arbeiten Sie bitte mit der neuen Version weiter.",
    );
    mock.state.refuse.useSetDocumentWorkflowStepMutation = undefined;
    await user.click(screen.getByRole("combobox", { name: "Workflow des Belegs" }));
    await user.click(await screen.findByRole("option", { name: "Kein Workflow", hidden: true }));
    await waitFor(() => expect(screen.getByText("Der Beleg ist in keinem Workflow.")).toBeInTheDocument());
    expect(mutations(mock, "useSetDocumentWorkflowStepMutation").at(-1)).toEqual({
      documentRowId: DOCUMENT,
      workflowStepRowId: null,
    });
  });

  it("says so when the company has no workflows", async () => {
    await renderActions({ workflows: [] });
    expect(screen.getByText(/Für diesen Mandanten sind keine Workflows eingerichtet/)).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Workflow des Belegs" })).not.toBeInTheDocument();
  });
});

describe("the approval part of the actions tab", () => {
  it("shows the invoice total and asks for an approver before sending", async () => {
    const user = userEvent.setup();
    const mock = await renderActions();
    expect(screen.getByText("1.190,00 €")).toBeInTheDocument();
    expect(screen.getByText("Für diesen Beleg wurde noch keine Freigabe angefordert.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Freigabe anfordern" }));
    expect(await screen.findByText("Bitte wählen Sie, wer freigeben soll.")).toBeInTheDocument();
    await user.click(screen.getByRole("textbox", { name: "Nachricht" }));
    await user.paste("x".repeat(2001));
    await user.click(screen.getByRole("button", { name: "Freigabe anfordern" }));
    expect(await screen.findByText("Die Nachricht darf höchstens 2.000 Zeichen lang sein.")).toBeInTheDocument();
    expect(mutations(mock, "useRequestDocumentApprovalMutation")).toEqual([]);
  });

  it("requests approval from a colleague with a message; the request appears, open, and can be withdrawn", async () => {
    const user = userEvent.setup();
    const mock = await renderActions();
    await user.click(screen.getByRole("combobox", { name: /Freigabe anfordern bei/ }));
    await user.click(await screen.findByRole("option", { name: "Dr. Julia Hoffmann", hidden: true }));
    await user.type(screen.getByRole("textbox", { name: "Nachricht" }), "  Bitte bis Freitag freigeben. ");
    await user.click(screen.getByRole("button", { name: "Freigabe anfordern" }));
    await waitFor(() =>
      expect(mutations(mock, "useRequestDocumentApprovalMutation")).toEqual([
        {
          documentRowId: DOCUMENT,
          approverUserRowId: JULIA.rowId,
          userGroupRowId: null,
          blankApproverType: null,
          blankApproverCount: null,
          message: "Bitte bis Freitag freigeben.",
        },
      ]),
    );
    const list = await screen.findByRole("list", { name: "Freigabeanfragen" });
    const item = within(list).getByRole("listitem");
    expect(item).toHaveTextContent("Dr. Julia Hoffmann");
    expect(item).toHaveTextContent("Offen");
    expect(item).toHaveTextContent("„Bitte bis Freitag freigeben.“");
    // Julia now waits: she is not offered a second time.
    await user.click(screen.getByRole("combobox", { name: /Freigabe anfordern bei/ }));
    expect(
      await screen.findByRole("option", { name: "Dr. Julia Hoffmann (bereits angefragt)", hidden: true }),
    ).toHaveAttribute("data-combobox-disabled", "true");
    await user.keyboard("{Escape}");
    await user.click(within(item).getByRole("button", { name: "Zurückziehen" }));
    await waitFor(() => expect(within(item).getByText("Zurückgezogen")).toBeInTheDocument());
    expect(mutations(mock, "useCancelApprovalRequestMutation")[0]).toEqual({ rowId: mock.state.requests[0]!.rowId });
  });

  it("shows a refusal about the approver at the approver field", async () => {
    const user = userEvent.setup();
    const mock = await renderActions();
    mock.state.refuse.useRequestDocumentApprovalMutation = {
      code: "APPROVAL_ALREADY_REQUESTED",
      field: "approverUserRowId",
    };
    await user.click(screen.getByRole("combobox", { name: /Freigabe anfordern bei/ }));
    await user.click(await screen.findByRole("option", { name: "Lena Schneider", hidden: true }));
    await user.click(screen.getByRole("button", { name: "Freigabe anfordern" }));
    expect(await screen.findByText("Bei dieser Person ist bereits eine Freigabe offen.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: /Freigabe anfordern bei/ })).toHaveAttribute("aria-invalid", "true");
  });

  it("lets the approver approve with an optional note", async () => {
    const user = userEvent.setup();
    const mock = await renderActions({
      canRequest: false,
      requests: [
        {
          rowId: "r0000000-0000-4000-8000-000000000001",
          state: "OPEN",
          approver: ME,
          requester: LENA,
          message: "Lieferung vollständig.",
          createdAt: "2026-11-20T09:00:00Z",
          canCurrentUserApprove: true,
        },
      ],
    });
    expect(screen.queryByRole("button", { name: "Freigabe anfordern" })).not.toBeInTheDocument();
    const item = screen.getByRole("listitem");
    expect(item).toHaveTextContent("Thomas Müller (Sie)");
    expect(item).toHaveTextContent("Angefordert von Lena Schneider am");
    await user.click(within(item).getByRole("button", { name: "Freigeben" }));
    await user.click(within(item).getByRole("button", { name: "Beleg freigeben" }));
    await waitFor(() =>
      expect(mutations(mock, "useApproveApprovalRequestMutation")).toEqual([
        { rowId: "r0000000-0000-4000-8000-000000000001", message: null },
      ]),
    );
    expect(await within(item).findByText("Freigegeben")).toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: "Freigeben" })).not.toBeInTheDocument();
  });

  it("asks the approver for a reason before rejecting", async () => {
    const user = userEvent.setup();
    const mock = await renderActions({
      requests: [
        {
          rowId: "r0000000-0000-4000-8000-000000000002",
          state: "OPEN",
          approver: ME,
          requester: JULIA,
          message: null,
          createdAt: "2026-11-20T09:00:00Z",
          canCurrentUserApprove: true,
        },
      ],
    });
    const item = screen.getByRole("listitem");
    await user.click(within(item).getByRole("button", { name: "Ablehnen" }));
    await user.click(within(item).getByRole("button", { name: "Beleg ablehnen" }));
    expect(await within(item).findByText("Bitte begründen Sie die Ablehnung.")).toBeInTheDocument();
    expect(mutations(mock, "useRejectApprovalRequestMutation")).toEqual([]);
    await user.type(
      within(item).getByRole("textbox", { name: /Begründung/ }),
      "Betrag stimmt nicht mit dem Angebot überein.",
    );
    await user.click(within(item).getByRole("button", { name: "Beleg ablehnen" }));
    await waitFor(() =>
      expect(mutations(mock, "useRejectApprovalRequestMutation")).toEqual([
        { rowId: "r0000000-0000-4000-8000-000000000002", message: "Betrag stimmt nicht mit dem Angebot überein." },
      ]),
    );
    expect(await within(item).findByText("„Betrag stimmt nicht mit dem Angebot überein.“")).toBeInTheDocument();
    expect(within(item).getByText("Abgelehnt")).toBeInTheDocument();
  });

  it("shows a decided request's outcome and offers no actions on it", async () => {
    await renderActions({
      requests: [
        {
          rowId: "r0000000-0000-4000-8000-000000000003",
          state: "APPROVED",
          approver: JULIA,
          requester: ME,
          message: "Bitte prüfen.",
          decisionMessage: "Passt.",
          createdAt: "2026-11-20T09:00:00Z",
          decidedAt: "2026-11-21T10:30:00Z",
        },
      ],
    });
    const item = screen.getByRole("listitem");
    expect(item).toHaveTextContent("Freigegeben am 21.11.2026");
    expect(item).toHaveTextContent("„Passt.“");
    expect(within(item).queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("requests to a user group or to anyone, approver limits, withdrawn rejections", () => {
  const addressee = (name: string) => screen.getByRole("radio", { name });

  it("asks a user group with a count of approvals; the group is offered only with groups (the feature)", async () => {
    const user = userEvent.setup();
    const mock = await renderActions({ userGroups: [EINKAUF] });
    expect(screen.getByText("Wen fragen?")).toBeInTheDocument();
    await user.click(addressee("Eine Benutzergruppe"));
    // Without a group chosen: refused at the field, nothing sent.
    await user.click(screen.getByRole("button", { name: "Freigabe anfordern" }));
    expect(await screen.findByText("Bitte wählen Sie eine Benutzergruppe.")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: /Benutzergruppe/ }));
    await user.click(await screen.findByRole("option", { name: "Einkauf", hidden: true }));
    const count = screen.getByRole("textbox", { name: /Nötige Freigaben/ });
    await user.clear(count);
    await user.type(count, "2");
    await user.click(screen.getByRole("button", { name: "Freigabe anfordern" }));
    await waitFor(() =>
      expect(mutations(mock, "useRequestDocumentApprovalMutation")).toEqual([
        {
          documentRowId: DOCUMENT,
          approverUserRowId: null,
          userGroupRowId: EINKAUF.rowId,
          blankApproverType: null,
          blankApproverCount: 2,
          message: null,
        },
      ]),
    );
    const item = within(await screen.findByRole("list", { name: "Freigabeanfragen" })).getByRole("listitem");
    expect(item).toHaveTextContent("Benutzergruppe „Einkauf“");
    expect(item).toHaveTextContent("0 von 2 Freigaben erteilt");
  });

  it("offers no user group without groups, asks anyone, and refuses a count out of range at the field", async () => {
    const user = userEvent.setup();
    const mock = await renderActions();
    expect(screen.queryByRole("radio", { name: "Eine Benutzergruppe" })).not.toBeInTheDocument();
    await user.click(addressee("Alle, die freigeben dürfen"));
    const count = screen.getByRole("textbox", { name: /Nötige Freigaben/ });
    await user.clear(count);
    await user.click(screen.getByRole("button", { name: "Freigabe anfordern" }));
    expect(await screen.findByText("Bitte eine ganze Zahl von 1 bis 20 angeben.")).toBeInTheDocument();
    expect(mutations(mock, "useRequestDocumentApprovalMutation")).toEqual([]);
    // The server's refusal of the count lands at the count field.
    mock.state.refuse.useRequestDocumentApprovalMutation = {
      code: "APPROVAL_COUNT_TOO_HIGH",
      field: "blankApproverCount",
    };
    await user.type(count, "5");
    await user.click(screen.getByRole("button", { name: "Freigabe anfordern" }));
    expect(await screen.findByText(/So viele Personen, die freigeben dürfen, gibt es hier nicht/)).toBeInTheDocument();
    expect(mutations(mock, "useRequestDocumentApprovalMutation")).toEqual([
      {
        documentRowId: DOCUMENT,
        approverUserRowId: null,
        userGroupRowId: null,
        blankApproverType: "ANY_MEMBER",
        blankApproverCount: 5,
        message: null,
      },
    ]);
  });

  it("lets an eligible member take a blank request, explaining an approval above their limit", async () => {
    const user = userEvent.setup();
    const mock = await renderActions({
      requests: [
        {
          rowId: "r0000000-0000-4000-8000-000000000001",
          state: "OPEN",
          approver: null,
          requester: JULIA,
          message: null,
          createdAt: "2026-11-20T09:00:00Z",
          blankApproverType: "ANY_MEMBER",
          blankApproverCount: 2,
          approvals: [{ approver: LENA, createdAt: "2026-11-20T10:00:00Z" }],
          canCurrentUserApprove: true,
          currentUserApproverLimitExceeded: true,
        },
      ],
    });
    // The request, with the approvals given as a list inside it.
    const item = within(screen.getByRole("list", { name: "Freigabeanfragen" })).getAllByRole("listitem")[0]!;
    expect(item).toHaveTextContent("Alle, die freigeben dürfen");
    expect(item).toHaveTextContent("1 von 2 Freigaben erteilt");
    expect(item).toHaveTextContent("Freigegeben von Lena Schneider am 20.11.2026");
    expect(item).toHaveTextContent(/über Ihrem Freigabelimit\. Ihre Freigabe wird vermerkt/);
    await user.click(within(item).getByRole("button", { name: "Freigeben" }));
    await user.click(await screen.findByRole("button", { name: "Beleg freigeben" }));
    await waitFor(() => expect(mutations(mock, "useApproveApprovalRequestMutation")).toHaveLength(1));
  });

  it("shows an approval above the limit and the second approver it asked", async () => {
    await renderActions({
      requests: [
        {
          rowId: "r0000000-0000-4000-8000-000000000003",
          state: "OPEN",
          approver: null,
          requester: ME,
          message: null,
          createdAt: "2026-11-21T09:00:01Z",
          blankApproverType: "ANY_MEMBER",
          approverLimitRequestRowId: "r0000000-0000-4000-8000-000000000002",
        },
        {
          rowId: "r0000000-0000-4000-8000-000000000002",
          state: "APPROVED",
          approver: LENA,
          requester: ME,
          message: null,
          createdAt: "2026-11-21T08:00:00Z",
          decidedAt: "2026-11-21T09:00:00Z",
          approvedAboveLimit: true,
          approvals: [{ approver: LENA, createdAt: "2026-11-21T09:00:00Z", approverLimitExceeded: true }],
        },
      ],
    });
    const [second, first] = within(screen.getByRole("list", { name: "Freigabeanfragen" }))
      .getAllByRole("listitem")
      .filter((element) => element.tagName !== "LI");
    expect(second).toHaveTextContent(/Zweite Freigabe: Die erste Freigabe lag über dem Freigabelimit/);
    expect(first).toHaveTextContent(/über dem Freigabelimit von Lena Schneider/);
    expect(first).toHaveTextContent("über dem Freigabelimit, zählt nicht");
  });

  it("withdraws a rejection where the server allows it (documentApprovalRejectCancel)", async () => {
    const user = userEvent.setup();
    const mock = await renderActions({
      requests: [
        {
          rowId: "r0000000-0000-4000-8000-000000000004",
          state: "REJECTED",
          approver: ME,
          requester: JULIA,
          message: null,
          decisionMessage: "Falscher Betrag",
          createdAt: "2026-11-21T08:00:00Z",
          decidedAt: "2026-11-21T09:00:00Z",
          canCurrentUserCancelRejection: true,
        },
      ],
    });
    const item = within(screen.getByRole("list", { name: "Freigabeanfragen" })).getByRole("listitem");
    await user.click(within(item).getByRole("button", { name: "Ablehnung zurücknehmen" }));
    await waitFor(() =>
      expect(mutations(mock, "useCancelApprovalRejectionMutation")).toEqual([
        { rowId: "r0000000-0000-4000-8000-000000000004" },
      ]),
    );
    await waitFor(() => expect(within(item).getByText("Zurückgezogen")).toBeInTheDocument());
    expect(within(item).queryByRole("button", { name: "Ablehnung zurücknehmen" })).not.toBeInTheDocument();
  });

  it("says a document nobody was asked about counts as approved (approvedWithoutVerifiers), until someone is asked", async () => {
    const user = userEvent.setup();
    await renderActions({ approvedWithoutVerifiers: true });
    expect(screen.getByText("Freigegeben (ohne Prüfer)")).toBeInTheDocument();
    expect(screen.getByText(/Niemand wurde um Freigabe gebeten/)).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: /Freigabe anfordern bei/ }));
    await user.click(await screen.findByRole("option", { name: "Dr. Julia Hoffmann", hidden: true }));
    await user.click(screen.getByRole("button", { name: "Freigabe anfordern" }));
    await waitFor(() => expect(screen.queryByText("Freigegeben (ohne Prüfer)")).not.toBeInTheDocument());
  });
});
