import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderReviewForm } from "./ReviewFormHarness.tsx";
import { normalizeTag } from "../components/DocumentAssignments.tsx";
import { partnerAccountGroups } from "../components/PartnerAccountSelect.tsx";
import { ACCOUNTS, createReviewEnvironment, DOCUMENT, OBJECTS, SCHMIDT, TAGS, WEBER } from "./reviewTestEnvironment.ts";

// The review tab's tags, real-estate objects and partner account: what is offered, what is
// saved, and refusals in the person's language.

if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const renderForm = renderReviewForm;

const listboxOf = (input: HTMLElement) => {
  const listbox = document.getElementById(input.getAttribute("aria-controls") ?? "");
  if (!listbox) throw new Error("The dropdown is not open");
  return within(listbox);
};
const optionNames = (input: HTMLElement) =>
  listboxOf(input)
    .queryAllByRole("option", { hidden: true })
    .map((o) => o.textContent);
const pillsOf = (input: HTMLElement) =>
  [...(input.closest(".mantine-MultiSelect-pillsList")?.querySelectorAll(".mantine-Pill-label") ?? [])].map(
    (pill) => pill.textContent,
  );

describe("partnerAccountGroups", () => {
  const accounts = Object.values(ACCOUNTS);
  it("offers the partner's accounts first, then collective ones, of the invoice's kind, without disabled ones", () => {
    const groups = partnerAccountGroups(accounts, "INCOMING_INVOICE", SCHMIDT.rowId, null);
    expect(groups.partner.map((a) => a.number)).toEqual(["70001"]);
    expect(groups.collective.map((a) => a.number)).toEqual(["70000"]);
    expect(groups.others).toEqual([]);
  });
  it("keeps a stored disabled account, and offers every creditor while the invoice has no partner", () => {
    expect(
      partnerAccountGroups(accounts, "INCOMING_INVOICE", SCHMIDT.rowId, ACCOUNTS.schmidtOld.rowId).partner.map(
        (a) => a.number,
      ),
    ).toEqual(["70001", "70099"]);
    expect(partnerAccountGroups(accounts, "INCOMING_INVOICE", null, null).others.map((a) => a.number)).toEqual([
      "70001",
      "70002",
    ]);
  });
  it("offers debtors for outgoing invoices", () => {
    expect(partnerAccountGroups(accounts, "OUTGOING_INVOICE", null, null).collective.map((a) => a.number)).toEqual([
      "10001",
    ]);
  });
});

describe("normalizeTag", () => {
  it("trims and collapses spaces as the database stores a tag", () => {
    expect(normalizeTag("  Baustelle   Kollwitzstraße  ")).toBe("Baustelle Kollwitzstraße");
  });
});

describe("DocumentReviewForm – tags, objects and partner account", () => {
  it("offers the partner's creditor accounts and saves the chosen one with the invoice", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls, state } = renderForm();
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    const account = screen.getByLabelText("Personenkonto", { selector: "input" });
    expect(await screen.findByText("Konto des Partners: 70001 Elektro Schmidt GmbH")).toBeInTheDocument();
    await user.click(account);
    expect(optionNames(account)).toEqual(["70001 Elektro Schmidt GmbH", "70000 Diverse Kreditoren"]);
    await user.click(listboxOf(account).getByRole("option", { name: "70001 Elektro Schmidt GmbH", hidden: true }));
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(calls("useSaveInvoiceReviewMutation")).toHaveLength(1));
    expect(calls("useSaveInvoiceReviewMutation")[0]).toMatchObject({
      input: { documentRowId: DOCUMENT, patch: { partnerAccountRowId: ACCOUNTS.schmidt.rowId } },
    });
    expect(state.invoice.partnerAccountRowId).toBe(ACCOUNTS.schmidt.rowId);
  });

  it("takes the account of a partner picked in the form, and saves it with the invoice", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderForm({
      invoice: { ...createReviewEnvironment().state.invoice, partnerAccountRowId: ACCOUNTS.schmidt.rowId },
    });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    const account = screen.getByLabelText("Personenkonto", { selector: "input" });
    await waitFor(() => expect(account).toHaveValue("70001 Elektro Schmidt GmbH"));
    const partner = screen.getByLabelText("Geschäftspartner", { selector: "input" });
    await user.click(partner);
    await user.click(await listboxOf(partner).findByRole("option", { name: WEBER.name, hidden: true }));
    await waitFor(() => expect(account).toHaveValue("70002 Weber Baustoffe KG"));
    expect(screen.queryByText(/^Konto des Partners:/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(calls("useSaveInvoiceReviewMutation")).toHaveLength(1));
    expect(calls("useSaveInvoiceReviewMutation")[0]).toMatchObject({
      input: { patch: { partnerAccountRowId: ACCOUNTS.weber.rowId } },
    });
  });

  it("drops the account when another partner without account is chosen", async () => {
    const user = userEvent.setup({ delay: null });
    const { weber: _weber, ...withoutWeber } = ACCOUNTS;
    renderForm({
      invoice: { ...createReviewEnvironment().state.invoice, partnerAccountRowId: ACCOUNTS.schmidt.rowId },
      partnerAccounts: Object.values(withoutWeber),
    });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    const account = screen.getByLabelText("Personenkonto", { selector: "input" });
    await waitFor(() => expect(account).toHaveValue("70001 Elektro Schmidt GmbH"));
    const partner = screen.getByLabelText("Geschäftspartner", { selector: "input" });
    await user.click(partner);
    await user.click(await listboxOf(partner).findByRole("option", { name: WEBER.name, hidden: true }));
    await waitFor(() => expect(account).toHaveValue(""));
    await user.click(account);
    expect(optionNames(account)).toEqual(["70000 Diverse Kreditoren"]);
  });

  it("shows the server's refusal of an account in German at the field", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({
      refuse: {
        useSaveInvoiceReviewMutation: { code: "PARTNER_ACCOUNT_OF_ANOTHER_PARTNER", field: "partnerAccountRowId" },
      },
    });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    const account = screen.getByLabelText("Personenkonto", { selector: "input" });
    await user.click(account);
    await user.click(listboxOf(account).getByRole("option", { name: "70000 Diverse Kreditoren", hidden: true }));
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Das Personenkonto gehört zu einem anderen Geschäftspartner.")).toBeInTheDocument();
  });

  it("tags the document at once and creates a new tag from the picker", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls, state } = renderForm({ tagRowIds: [TAGS.site.rowId] });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    const tags = screen.getByLabelText("Schlagwörter", { selector: "input" });
    expect(pillsOf(tags)).toEqual(["Baustelle Kollwitzstraße 41"]);
    await user.click(tags);
    await user.click(listboxOf(tags).getByRole("option", { name: "Rückfrage Steuerberater", hidden: true }));
    await waitFor(() =>
      expect(calls("useSetDocumentTagsMutation").at(-1)).toMatchObject({
        input: { documentRowId: DOCUMENT, tagRowIds: [TAGS.site.rowId, TAGS.question.rowId] },
      }),
    );
    await user.type(tags, "Gewährleistung");
    await user.click(
      await listboxOf(tags).findByRole("option", {
        name: "„Gewährleistung“ als neues Schlagwort anlegen",
        hidden: true,
      }),
    );
    await waitFor(() => expect(calls("useCreateClientCompanyTagMutation")).toHaveLength(1));
    expect(calls("useCreateClientCompanyTagMutation")[0]).toMatchObject({
      input: { clientCompanyTag: { tag: "Gewährleistung" } },
    });
    await waitFor(() => expect(state.tagRowIds).toHaveLength(3));
    await waitFor(() =>
      expect(pillsOf(screen.getByLabelText("Schlagwörter", { selector: "input" }))).toEqual([
        "Baustelle Kollwitzstraße 41",
        "Rückfrage Steuerberater",
        "Gewährleistung",
      ]),
    );
  });

  it("offers no new tag without the right to manage tags, and no existing one twice", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({ canManageTags: false });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    const tags = screen.getByLabelText("Schlagwörter", { selector: "input" });
    await user.type(tags, "Neu");
    expect(optionNames(tags)).toEqual([]);
    expect(screen.getByText("Nichts gefunden")).toBeInTheDocument();
  });

  it("books the document to objects with the feature, disabled ones not offered", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderForm({ hasRealEstateObjects: true });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    const objects = screen.getByLabelText("Objekte", { selector: "input" });
    await user.click(objects);
    expect(optionNames(objects)).toEqual(["WEG Kollwitzstraße 41 (1041)", "Geschäftshaus Schönhauser Allee 76 (3076)"]);
    await user.click(listboxOf(objects).getByRole("option", { name: "WEG Kollwitzstraße 41 (1041)", hidden: true }));
    await waitFor(() =>
      expect(calls("useSetDocumentRealEstateObjectInstancesMutation").at(-1)).toMatchObject({
        input: { documentRowId: DOCUMENT, instances: [{ realEstateObjectRowId: OBJECTS.weg.rowId, amount: null }] },
      }),
    );
  });

  it("keeps a split's shares and shows them; hides objects without the feature", async () => {
    renderForm({
      hasRealEstateObjects: true,
      instances: [
        { realEstateObjectRowId: OBJECTS.shop.rowId, amount: "833.00" },
        { realEstateObjectRowId: OBJECTS.weg.rowId, amount: "357.00" },
      ],
    });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    expect(
      screen.getByText(
        "Aufgeteilt: Geschäftshaus Schönhauser Allee 76 (3076): 833,00 € · WEG Kollwitzstraße 41 (1041): 357,00 €",
      ),
    ).toBeInTheDocument();
  });

  it("shows the object refusal in German", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm({
      hasRealEstateObjects: true,
      refuse: { useSetDocumentRealEstateObjectInstancesMutation: { code: "REAL_ESTATE_OBJECT_DISABLED" } },
    });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    const objects = screen.getByLabelText("Objekte", { selector: "input" });
    await user.click(objects);
    await user.click(listboxOf(objects).getByRole("option", { name: "WEG Kollwitzstraße 41 (1041)", hidden: true }));
    expect(
      await screen.findByText("Das Objekt ist deaktiviert und kann nicht neu zugeordnet werden."),
    ).toBeInTheDocument();
  });

  it("has no object picker without the feature, and is read-only where the document cannot change", async () => {
    renderForm({ canCurrentUserChange: false });
    await screen.findByRole("form", { name: "Rechnung prüfen" });
    expect(screen.queryByLabelText("Objekte", { selector: "input" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Schlagwörter", { selector: "input" })).toHaveAttribute("readonly");
  });
});
