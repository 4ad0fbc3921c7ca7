import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { InviteUserPayload } from "../../../lib/inviteUserSchema.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { InviteColleagueDialog } from "../components/InviteColleagueDialog.tsx";
import { createUser, type CreateUserResult, parseCreateUserResponse } from "../lib/createUser.ts";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";

function renderDialog(send: (payload: InviteUserPayload, language: string) => Promise<CreateUserResult>) {
  const sendMock = vi.fn(send);
  renderWithProviders(
    <InviteColleagueDialog
      opened
      onClose={() => undefined}
      clientCompanyRowId={COMPANY}
      companyName="Müller Haustechnik GmbH"
      send={sendMock}
    />,
  );
  return sendMock;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, email = " Clara.Neumann@Example.COM ") {
  const dialog = await screen.findByRole("dialog", { name: "Zu Müller Haustechnik GmbH einladen" });
  await user.type(within(dialog).getByRole("textbox", { name: "Vorname" }), "Clara");
  await user.type(within(dialog).getByRole("textbox", { name: "Nachname" }), "Neumann");
  await user.type(within(dialog).getByRole("textbox", { name: "E-Mail-Adresse" }), email);
  return dialog;
}

describe("InviteColleagueDialog", () => {
  it("checks the form with the server's rules before sending anything", async () => {
    const user = userEvent.setup();
    const send = renderDialog(async () => ({ ok: true, userRowId: "u1" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: "E-Mail-Adresse" }), "not-an-address");
    await user.click(within(dialog).getByRole("button", { name: "Einladen" }));
    expect(await within(dialog).findByText("Bitte geben Sie einen Vornamen ein.")).toBeInTheDocument();
    expect(within(dialog).getByText("Bitte geben Sie einen Nachnamen ein.")).toBeInTheDocument();
    expect(within(dialog).getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Titel" }), "x".repeat(41));
    await user.click(within(dialog).getByRole("button", { name: "Einladen" }));
    expect(await within(dialog).findByText("Der Titel darf höchstens 40 Zeichen lang sein.")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the payload and says the same for every address, with no link for the admin", async () => {
    const user = userEvent.setup();
    const send = renderDialog(async () => ({ ok: true, userRowId: "u1" }));
    const dialog = await fillForm(user);
    // Defaults: the UI language, daily update e-mails, access granted.
    expect(within(dialog).getByLabelText(/^Sprache/, { selector: "input" })).toHaveValue("Deutsch");
    expect(within(dialog).getByLabelText("Update-E-Mails", { selector: "input" })).toHaveValue("Täglich");
    expect(within(dialog).getByRole("checkbox", { name: "Zugriff auf diesen Mandanten gewähren" })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Einladen" }));

    expect(await within(dialog).findByText("Einladung verschickt")).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(
      {
        clientCompanyId: COMPANY,
        title: null,
        firstName: "Clara",
        lastName: "Neumann",
        email: "clara.neumann@example.com",
        language: "de",
        updateNotification: 1,
        skipAssigningAccess: false,
      },
      "de",
    );
    expect(within(dialog).getByText(/^clara\.neumann@example\.com ist eingeladen\./)).toBeInTheDocument();
    expect(
      within(dialog).getByText("Sobald die Person die Einladung annimmt, hat sie Zugriff auf Müller Haustechnik GmbH."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox", { name: "Einladungslink" })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Weitere Person einladen" }));
    expect(within(dialog).getByRole("textbox", { name: "Vorname" })).toHaveValue("");
  });

  it("warns when access is not granted and sends skipAssigningAccess", async () => {
    const user = userEvent.setup();
    const send = renderDialog(async () => ({ ok: true, userRowId: "u1" }));
    const dialog = await fillForm(user);
    await user.click(within(dialog).getByRole("checkbox", { name: "Zugriff auf diesen Mandanten gewähren" }));
    expect(
      within(dialog).getByText("Ohne Zugriff sieht die Person diesen Mandanten nach der Anmeldung nicht."),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole("link", { name: "Zugriff später in der Benutzerverwaltung vergeben" }),
    ).toHaveAttribute("href", `/settings/user?clientCompanyRowId=${COMPANY}`);
    await user.click(within(dialog).getByRole("button", { name: "Einladen" }));
    expect(await within(dialog).findByText("Einladung verschickt")).toBeInTheDocument();
    expect(send.mock.calls[0]![0].skipAssigningAccess).toBe(true);
    expect(
      within(dialog).getByText("Die Person bekommt keinen Zugriff auf Müller Haustechnik GmbH."),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal in the error box, translated by its code", async () => {
    const user = userEvent.setup();
    renderDialog(async () => ({ ok: false, code: "USER_ALREADY_MEMBER" }));
    const dialog = await fillForm(user);
    await user.click(within(dialog).getByRole("button", { name: "Einladen" }));
    const box = await within(dialog).findByRole("alert");
    expect(box).toHaveTextContent("Es gibt ein Problem!");
    expect(box).toHaveTextContent("Diese Person hat bereits Zugriff auf diesen Mandanten.");
    // The form stays filled for a correction.
    expect(within(dialog).getByRole("textbox", { name: "Vorname" })).toHaveValue("Clara");
  });

  it("reports a create answer without a user row id as malformed (spec §5)", async () => {
    const user = userEvent.setup();
    const fakeFetch = vi.fn(async () => new Response(JSON.stringify({}), { status: 202 }));
    renderDialog((payload, language) => createUser(payload, language, fakeFetch as typeof fetch));
    const dialog = await fillForm(user);
    await user.click(within(dialog).getByRole("button", { name: "Einladen" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Die Antwort des Servers ist unvollständig: Es fehlt die Benutzer-ID.",
    );
    expect(fakeFetch).toHaveBeenCalledWith(
      "/api/user/create/",
      expect.objectContaining({ method: "POST", credentials: "same-origin" }),
    );
  });
});

describe("parseCreateUserResponse", () => {
  it("reads success, codes and bare statuses", () => {
    expect(parseCreateUserResponse(202, { userRowId: "u" })).toEqual({ ok: true, userRowId: "u" });
    expect(parseCreateUserResponse(200, null)).toEqual({ ok: false, code: "MALFORMED_RESPONSE" });
    expect(parseCreateUserResponse(400, { error: { code: "EMAIL_INVALID" } })).toEqual({
      ok: false,
      code: "EMAIL_INVALID",
    });
    expect(parseCreateUserResponse(403, "<html>")).toEqual({ ok: false, code: "NOT_COMPANY_ADMIN" });
    expect(parseCreateUserResponse(502, null)).toEqual({ ok: false, code: "INTERNAL" });
    expect(parseCreateUserResponse(418, { error: { code: "TEAPOT" } })).toEqual({ ok: false, code: "UNKNOWN" });
  });
});
