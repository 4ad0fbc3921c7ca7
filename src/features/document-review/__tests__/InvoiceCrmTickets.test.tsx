import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderReviewForm } from "./ReviewFormHarness.tsx";
import { crmTicketFieldOfCode, crmTicketFormSchema } from "../forms/crmTicketFormSchema.ts";
import { DOCUMENT } from "./reviewTestEnvironment.ts";

// The review tab's CRM tickets: linking, validating as the database does, closing, reopening,
// unlinking, refusals at their field, and nothing to change for who may not.

// The review form is large: on a busy machine its answers take longer than the default second.

if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const renderForm = renderReviewForm;

const TICKET = {
  rowId: "c7000000-0000-4000-8000-000000000009",
  system: "Zendesk",
  ticketNumber: "SUP-112",
  subject: "Lieferung unvollständig",
  url: "https://demo.zendesk.com/agent/tickets/112",
  status: "OPEN" as const,
};

/** The CRM tickets section; the whole form renders first, which takes a while on a busy machine. */
async function sectionOf() {
  const legend = await screen.findByText(/^CRM-Tickets/);
  return within(legend.closest("fieldset")!);
}

describe("crmTicketFormSchema", () => {
  it("trims, empties optional fields to null and refuses what the database refuses", () => {
    expect(crmTicketFormSchema.parse({ system: " HubSpot ", ticketNumber: " #1 ", subject: " ", url: "" })).toEqual({
      system: "HubSpot",
      ticketNumber: "#1",
      subject: null,
      url: null,
    });
    const issues = (values: Record<string, string>) =>
      crmTicketFormSchema
        .safeParse({ system: "HubSpot", ticketNumber: "1", subject: "", url: "", ...values })
        .error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
    expect(issues({ system: "  " })).toEqual(["system:systemRequired"]);
    expect(issues({ ticketNumber: "" })).toEqual(["ticketNumber:numberRequired"]);
    expect(issues({ system: "x".repeat(101) })).toEqual(["system:systemTooLong"]);
    expect(issues({ subject: "s".repeat(501) })).toEqual(["subject:subjectTooLong"]);
    for (const url of ["javascript:alert(1)", "www.example.com", "https://", "https://a b.de"])
      expect(issues({ url }), url).toEqual(["url:urlInvalid"]);
    expect(issues({ url: "https://app.hubspot.com/tickets/48213?x=1" })).toBeUndefined();
  });

  it("names the field a server refusal is about", () => {
    expect(crmTicketFieldOfCode("CRM_TICKET_DUPLICATE")).toBe("ticketNumber");
    expect(crmTicketFieldOfCode("CRM_TICKET_URL_INVALID")).toBe("url");
    expect(crmTicketFieldOfCode("CRM_TICKET_SYSTEM_TOO_LONG")).toBe("system");
    expect(crmTicketFieldOfCode("DOCUMENT_SUPERSEDED")).toBeNull();
  });
});

describe("InvoiceCrmTickets", () => {
  it("links a ticket after checking the input, and lists it as open", async () => {
    const user = userEvent.setup();
    const { calls } = renderForm();
    const section = await sectionOf();
    expect(section.getByText(/Keine CRM-Tickets verknüpft/)).toBeInTheDocument();
    await user.click(section.getByRole("button", { name: "Ticket verknüpfen" }));
    const form = section.getByRole("form", { name: "CRM-Ticket verknüpfen" });
    await user.click(within(form).getByRole("button", { name: "Verknüpfen" }));
    expect(
      await within(form).findByText("Bitte das System angeben, in dem das Ticket geführt wird."),
    ).toBeInTheDocument();
    expect(within(form).getByText("Bitte die Ticketnummer angeben.")).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/System/), "HubSpot");
    await user.type(within(form).getByRole("textbox", { name: /Ticketnummer/ }), "#48213");
    await user.type(within(form).getByRole("textbox", { name: "Betreff" }), "Kunde bestreitet Position 3");
    await user.type(within(form).getByRole("textbox", { name: "Link zum Ticket" }), "app.hubspot.com/tickets/48213");
    await user.click(within(form).getByRole("button", { name: "Verknüpfen" }));
    expect(
      await within(form).findByText("Bitte einen vollständigen Link angeben, der mit http:// oder https:// beginnt."),
    ).toBeInTheDocument();
    expect(calls("useCrmTicketMutationsAddMutation")).toEqual([]);
    const url = within(form).getByRole("textbox", { name: "Link zum Ticket" });
    await user.clear(url);
    await user.type(url, "https://app.hubspot.com/tickets/48213");
    await user.click(within(form).getByRole("button", { name: "Verknüpfen" }));
    await waitFor(() => expect(calls("useCrmTicketMutationsAddMutation")).toHaveLength(1));
    expect(calls("useCrmTicketMutationsAddMutation")[0]!.input).toEqual({
      documentRowId: DOCUMENT,
      system: "HubSpot",
      ticketNumber: "#48213",
      subject: "Kunde bestreitet Position 3",
      url: "https://app.hubspot.com/tickets/48213",
    });
    expect(await screen.findByText("CRM-Tickets (1 offen)")).toBeInTheDocument();
    const again = await sectionOf();
    expect(again.getByText("HubSpot · #48213")).toBeInTheDocument();
    expect(again.getByText("Offen")).toBeInTheDocument();
    expect(again.getByRole("link", { name: /Ticket #48213 in HubSpot öffnen/ })).toHaveAttribute(
      "href",
      "https://app.hubspot.com/tickets/48213",
    );
  });

  it("shows a refusal of the server at its field and keeps the input", async () => {
    const user = userEvent.setup();
    renderForm({
      crmTickets: [TICKET],
      refuse: { useCrmTicketMutationsAddMutation: { code: "CRM_TICKET_DUPLICATE" } },
    });
    const section = await sectionOf();
    await user.click(section.getByRole("button", { name: "Ticket verknüpfen" }));
    const form = section.getByRole("form", { name: "CRM-Ticket verknüpfen" });
    await user.type(within(form).getByLabelText(/System/), "zendesk");
    await user.type(within(form).getByRole("textbox", { name: /Ticketnummer/ }), "sup-112");
    await user.click(within(form).getByRole("button", { name: "Verknüpfen" }));
    expect(await within(form).findByText("Dieses Ticket ist mit der Rechnung bereits verknüpft.")).toBeInTheDocument();
    expect(within(form).getByRole("textbox", { name: /Ticketnummer/ })).toHaveValue("sup-112");
  });

  it("closes, reopens and unlinks a ticket after confirming", async () => {
    const user = userEvent.setup();
    const { calls } = renderForm({ crmTickets: [TICKET] });
    let section = await sectionOf();
    await user.click(section.getByRole("button", { name: "Ticket SUP-112 als erledigt markieren" }));
    await waitFor(() => expect(calls("useCrmTicketMutationsUpdateMutation")).toHaveLength(1));
    expect(calls("useCrmTicketMutationsUpdateMutation")[0]!.input).toEqual({
      rowId: TICKET.rowId,
      system: "Zendesk",
      ticketNumber: "SUP-112",
      subject: "Lieferung unvollständig",
      url: "https://demo.zendesk.com/agent/tickets/112",
      status: "CLOSED",
    });
    expect(await screen.findByText("Erledigt")).toBeInTheDocument();
    section = await sectionOf();
    await user.click(section.getByRole("button", { name: "Ticket SUP-112 wieder öffnen" }));
    await waitFor(() => expect(calls("useCrmTicketMutationsUpdateMutation")).toHaveLength(2));
    expect(await screen.findByText("Offen")).toBeInTheDocument();
    section = await sectionOf();
    await user.click(section.getByRole("button", { name: "Verknüpfung mit Ticket SUP-112 entfernen" }));
    expect(calls("useCrmTicketMutationsRemoveMutation")).toEqual([]);
    expect(section.getByText("Verknüpfung mit Ticket SUP-112 entfernen?")).toBeInTheDocument();
    await user.click(section.getByRole("button", { name: "Verknüpfung entfernen" }));
    await waitFor(() =>
      expect(calls("useCrmTicketMutationsRemoveMutation")).toEqual([{ input: { rowId: TICKET.rowId } }]),
    );
    expect(await screen.findByText(/Keine CRM-Tickets verknüpft/)).toBeInTheDocument();
  });

  it("lists the tickets read-only for who may not change the invoice", async () => {
    renderForm({ crmTickets: [TICKET], canCurrentUserChange: false, hasDocumentsManageAccess: false });
    const section = await sectionOf();
    expect(section.getByText("Zendesk · SUP-112")).toBeInTheDocument();
    expect(section.queryByRole("button", { name: "Ticket verknüpfen" })).toBeNull();
    expect(section.queryByRole("button", { name: /entfernen/ })).toBeNull();
  });

  it("is not offered for other documents", async () => {
    renderForm({ type: "OTHER_DOCUMENT" });
    expect(await screen.findByText("Zuordnung")).toBeInTheDocument();
    expect(screen.queryByText(/^CRM-Tickets/)).toBeNull();
  });
});
