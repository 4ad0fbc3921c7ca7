import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadQuery } from "react-relay";
import { describe, expect, it, vi } from "vitest";
import EmailIntegrationPageConfigMutationNode from "../../../__generated__/EmailIntegrationPageConfigMutation.graphql.ts";
import EmailIntegrationPageQueryNode, {
  type EmailIntegrationPageQuery,
} from "../../../__generated__/EmailIntegrationPageQuery.graphql.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { EmailIntegrationPage, LOG_SIZE } from "../pages/EmailIntegrationPage.tsx";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const INCOMING = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";
const GROUP = "33333333-3333-4333-8333-333333333333";
const MAIL = "44444444-4444-4444-8444-444444444444";

const entry = (over: Record<string, unknown>) => ({
  rowId: MAIL,
  receivedAt: "2026-11-27T09:15:00Z",
  outcome: "ACCEPTED",
  reason: null,
  sender: "rechnung@lieferant.example",
  receiver: "mueller@belege.example",
  subject: "Rechnung R-17",
  acceptedCount: 2,
  reviewGroupRowId: GROUP,
  ...over,
});

function renderPage(company: Record<string, unknown> = {}, sendTest = vi.fn()) {
  const { environment, requests } = createMockRelayEnvironment({
    operations: {
      EmailIntegrationPageQuery: EmailIntegrationPageQueryNode,
      EmailIntegrationPageConfigMutation: EmailIntegrationPageConfigMutationNode,
    },
    resolvers: {
      ClientCompany: () => ({
        rowId: COMPANY,
        currentUserHasAdminAccess: true,
        emailAlias: "mueller",
        emailAddress: "mueller@belege.example",
        emailConfig: null,
        sortedDocumentCategories: {
          nodes: [
            {
              rowId: INCOMING,
              documentType: "INCOMING_INVOICE",
              name: "Eingangsrechnungen",
              emailAlias: null,
              germanEmailAddr: null,
            },
            {
              rowId: OTHER,
              documentType: "OTHER_DOCUMENT",
              name: "Sonstiges",
              emailAlias: "sonstiges",
              germanEmailAddr: "mueller+sonstiges@belege.example",
            },
          ],
        },
        inboundEmails: {
          nodes: [
            entry({}),
            entry({
              rowId: "55555555-5555-4555-8555-555555555555",
              outcome: "REFUSED",
              reason: "NO_ATTACHMENT",
              subject: "Nur Text",
              acceptedCount: 0,
              reviewGroupRowId: null,
            }),
            entry({
              rowId: "66666666-6666-4666-8666-666666666666",
              outcome: "IGNORED",
              reason: "AUTO_REPLY",
              subject: null,
              acceptedCount: 0,
              reviewGroupRowId: null,
            }),
          ],
        },
        ...company,
      }),
      EmailConfig: () => ({ rowId: "77777777-7777-4777-8777-777777777777", bodyAsPdf: "ALWAYS", categoryRowId: OTHER }),
    },
  });
  const queryRef = loadQuery<EmailIntegrationPageQuery>(environment, EmailIntegrationPageQueryNode, {
    clientCompanyRowId: COMPANY,
    logSize: LOG_SIZE,
  });
  renderWithProviders(<EmailIntegrationPage queryRef={queryRef} sendTest={sendTest} />, {
    relayEnvironment: environment,
  });
  return { requests, sendTest };
}

describe("e-mail integration page", () => {
  it("shows the company's address and each category's, with copy buttons, and where mail to the company goes", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "E-Mail-Empfang" })).toBeInTheDocument();
    const addresses = screen.getByRole("region", { name: "Adressen" });
    expect(within(addresses).getByText("mueller@belege.example")).toBeInTheDocument();
    expect(within(addresses).getByText("Landet in der Kategorie „Eingangsrechnungen“.")).toBeInTheDocument();
    expect(within(addresses).getByRole("button", { name: "mueller@belege.example kopieren" })).toBeInTheDocument();
    const sonstiges = within(addresses).getByText("Sonstiges").closest("tr")!;
    expect(within(sonstiges).getByText("mueller+sonstiges@belege.example")).toBeInTheDocument();
    expect(
      within(sonstiges).getByRole("button", { name: "mueller+sonstiges@belege.example kopieren" }),
    ).toBeInTheDocument();
    const incoming = within(addresses).getByText("Eingangsrechnungen", { selector: "p" }).closest("tr")!;
    expect(within(incoming).getByText("kein E-Mail-Präfix")).toBeInTheDocument();
  });

  it("lists the intake log with outcomes and readable reasons, and links accepted mail to its review group", async () => {
    renderPage();
    const log = await screen.findByRole("region", { name: "Eingegangene Mails" });
    expect(within(log).getByText("Angenommen")).toBeInTheDocument();
    expect(within(log).getByRole("link", { name: "2 Dokumente" })).toHaveAttribute(
      "href",
      `/review/${GROUP}?clientCompanyRowId=${COMPANY}`,
    );
    expect(within(log).getByText("Abgelehnt")).toBeInTheDocument();
    expect(within(log).getByText("Kein verwendbarer Anhang (PDF, Bild oder E-Rechnung).")).toBeInTheDocument();
    expect(within(log).getByText("Ignoriert")).toBeInTheDocument();
    expect(within(log).getByText("Automatische Antwort (z. B. Abwesenheitsnotiz).")).toBeInTheDocument();
    expect(within(log).getByText("(kein Betreff)")).toBeInTheDocument();
  });

  it("saves a new e-mail configuration (the latest counts)", async () => {
    const user = userEvent.setup();
    const { requests } = renderPage();
    const config = await screen.findByRole("region", { name: "Einstellungen" });
    const combobox = within(config).getByRole("combobox", { name: "Mailtext als PDF" });
    await user.click(combobox);
    const listbox = await waitFor(() => document.getElementById(combobox.getAttribute("aria-controls") ?? "")!);
    await user.click(within(listbox).getByRole("option", { name: "Nur wenn kein Beleg angehängt ist", hidden: true }));
    await user.click(within(config).getByRole("button", { name: "Speichern" }));
    const mutation = await waitFor(() => {
      const found = requests.find((r) => r.name === "EmailIntegrationPageConfigMutation");
      expect(found).toBeDefined();
      return found;
    });
    expect(mutation?.variables).toEqual({
      input: { emailConfig: { clientCompanyRowId: COMPANY, bodyAsPdf: "WITHOUT_ATTACHMENT", categoryRowId: null } },
    });
  });

  it("sends a test mail and says it arrived, with a link to the review inbox", async () => {
    const user = userEvent.setup();
    const sendTest = vi
      .fn()
      .mockResolvedValue({ ok: true, inboundEmailRowId: MAIL, outcome: "ACCEPTED", reason: null });
    renderPage({}, sendTest);
    const section = await screen.findByRole("region", { name: "Testmail" });
    expect(within(section).getByText(/an mueller@belege\.example/)).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Testmail senden" }));
    expect(sendTest).toHaveBeenCalledWith(COMPANY, "de");
    expect(
      await within(section).findByText("Die Testmail ist angekommen: Der Beispielbeleg liegt in der Prüfung."),
    ).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Zur Prüfung" })).toHaveAttribute(
      "href",
      `/review/${GROUP}?clientCompanyRowId=${COMPANY}`,
    );
  });

  it("explains a refused test mail and a server error in words", async () => {
    const user = userEvent.setup();
    const sendTest = vi
      .fn()
      .mockResolvedValueOnce({ ok: true, inboundEmailRowId: MAIL, outcome: "REFUSED", reason: "BLACKLISTED_PARTNER" })
      .mockResolvedValueOnce({ ok: false, code: "MAIL_INTAKE_OFF" });
    renderPage({}, sendTest);
    const section = await screen.findByRole("region", { name: "Testmail" });
    await user.click(within(section).getByRole("button", { name: "Testmail senden" }));
    expect(
      await within(section).findByText(
        "Die Testmail wurde abgelehnt: Der Absender gehört zu einem Partner mit gesperrter USt-IdNr.",
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Testmail senden" }));
    expect(
      await within(section).findByText(/Der E-Mail-Empfang ist auf diesem Server ausgeschaltet/),
    ).toBeInTheDocument();
  });

  it("shows no address but says why while the server that answers receives no mail", async () => {
    renderPage({
      emailAddress: null,
      sortedDocumentCategories: {
        nodes: [
          {
            rowId: INCOMING,
            documentType: "INCOMING_INVOICE",
            name: "Eingangsrechnungen",
            emailAlias: null,
            germanEmailAddr: null,
          },
          {
            rowId: OTHER,
            documentType: "OTHER_DOCUMENT",
            name: "Sonstiges",
            emailAlias: "sonstiges",
            germanEmailAddr: null,
          },
        ],
      },
    });
    expect(await screen.findByText(/Der E-Mail-Empfang ist auf diesem Server ausgeschaltet/)).toBeInTheDocument();
    const addresses = screen.getByRole("region", { name: "Adressen" });
    expect(within(addresses).queryByText(/@/)).toBeNull();
    expect(within(addresses).queryByRole("button", { name: /kopieren/ })).toBeNull();
    const sonstiges = within(addresses).getByText("Sonstiges").closest("tr")!;
    expect(within(sonstiges).getByText("Präfix „sonstiges“, noch ohne Adresse")).toBeInTheDocument();
    const incoming = within(addresses).getByText("Eingangsrechnungen", { selector: "p" }).closest("tr")!;
    expect(within(incoming).getByText("kein E-Mail-Präfix")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Testmail" })).toBeNull();
  });

  it("asks for an alias first, and is only for admins", async () => {
    renderPage({ emailAlias: null, emailAddress: null });
    expect(await screen.findByText(/Der Mandant hat noch keine E-Mail-Adresse/)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Testmail" })).toBeNull();
  });

  it("refuses users who are not admins of the company", async () => {
    renderPage({ currentUserHasAdminAccess: false });
    expect(
      await screen.findByText("Nur Administratoren des Mandanten sehen und ändern den E-Mail-Empfang."),
    ).toBeInTheDocument();
    expect(screen.queryByText("mueller@belege.example")).toBeNull();
  });
});
