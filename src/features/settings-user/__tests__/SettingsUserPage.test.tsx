import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { loadQuery } from "react-relay";
import { afterEach, describe, expect, it } from "vitest";
import SettingsUserPageQueryNode, {
  type SettingsUserPageQuery,
} from "../../../__generated__/SettingsUserPageQuery.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { SettingsUserPage } from "../pages/SettingsUserPage.tsx";

const USER = {
  id: "VXNlcjox",
  rowId: "5a1d0c3e-7b2a-4f1e-9c8d-000000000002",
  email: "thomas.mueller@example.de",
  title: null as string | null,
  firstName: "Thomas",
  lastName: "Müller",
  language: "de",
  isStandard: true,
  updateNotification: 1,
  documentDirectApprovalRequestNotification: true,
  documentGroupApprovalRequestNotification: false,
  otherSessionsCount: 2,
  isMfaActive: false,
};
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const OTPAUTH_URI = `otpauth://totp/Belegwerk:thomas.mueller%40example.de?secret=${SECRET}&issuer=Belegwerk&algorithm=SHA1&digits=6&period=30`;

function renderPage({ user = {}, isBuiltInSignIn = true, isImpersonated = false } = {}) {
  // The page's query is answered at once; every other request waits for the test.
  const mock = createMockRelayEnvironment({
    answer: (name) =>
      name === "SettingsUserPageQuery"
        ? { data: { currentSessionIsImpersonated: isImpersonated, currentUser: { ...USER, ...user } } }
        : undefined,
    hold: (name) => name !== "SettingsUserPageQuery",
  });
  const queryRef = loadQuery<SettingsUserPageQuery>(mock.environment, SettingsUserPageQueryNode, {});
  renderWithProviders(
    <>
      <Notifications />
      <SettingsUserPage queryRef={queryRef} isBuiltInSignIn={isBuiltInSignIn} />
    </>,
    { relayEnvironment: mock.environment },
  );
  return mock;
}

const section = (name: string) => screen.getByRole("region", { name });

afterEach(async () => {
  await i18next.changeLanguage("de");
});

describe("SettingsUserPage", () => {
  it("shows the profile with the stored values and the e-mail read-only", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Mein Profil" })).toBeInTheDocument();
    expect(document.title).toBe("Mein Profil | Belegwerk");
    const profile = section("Persönliche Angaben");
    expect(within(profile).getByLabelText(/^Vorname/)).toHaveValue("Thomas");
    expect(within(profile).getByLabelText("Nachname")).toHaveValue("Müller");
    expect(within(profile).getByLabelText("E-Mail-Adresse")).toHaveAttribute("readonly");
    expect(within(profile).getByRole("radio", { name: "Täglich" })).toBeChecked();
    expect(within(profile).getByLabelText(/direkt mir zur Freigabe/)).toBeChecked();
    expect(within(profile).getByLabelText(/meiner Gruppe zur Freigabe/)).not.toBeChecked();
    expect(within(profile).getByRole("button", { name: "Speichern" })).toBeDisabled();
  });

  it("leaves out the approval notifications for users who are not standard users", async () => {
    renderPage({ user: { isStandard: false } });
    await screen.findByRole("heading", { level: 1, name: "Mein Profil" });
    expect(screen.queryByLabelText(/zur Freigabe/)).not.toBeInTheDocument();
  });

  it("validates in German and saves with updateUser (empty title as null), then switches the language", async () => {
    const user = userEvent.setup();
    const mock = renderPage();
    const profile = await screen.findByRole("region", { name: "Persönliche Angaben" });
    const firstName = within(profile).getByLabelText(/^Vorname/);
    await user.clear(firstName);
    await user.tab();
    expect(await within(profile).findByText("Bitte geben Sie Ihren Vornamen ein.")).toBeInTheDocument();
    await user.type(firstName, "Tom");
    await user.click(within(profile).getByRole("radio", { name: "Wöchentlich" }));
    await user.click(within(profile).getByLabelText(/meiner Gruppe zur Freigabe/));
    await user.click(within(profile).getByLabelText(/^Sprache/));
    // Mantine's dropdown in jsdom: pick by keyboard.
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(within(profile).getByLabelText(/^Sprache/)).toHaveValue("English"));
    await user.click(within(profile).getByRole("button", { name: "Speichern" }));

    const operation = await mock.nextOperation("useUpdateUserMutation");
    expect(operation.variables).toEqual({
      input: {
        rowId: USER.rowId,
        patch: {
          title: null,
          firstName: "Tom",
          lastName: "Müller",
          language: "en",
          updateNotification: 7,
          documentDirectApprovalRequestNotification: true,
          documentGroupApprovalRequestNotification: true,
        },
      },
    });
    operation.resolve({
      data: {
        updateUser: {
          user: {
            ...USER,
            firstName: "Tom",
            language: "en",
            updateNotification: 7,
            documentGroupApprovalRequestNotification: true,
          },
        },
      },
    });
    // The interface follows the saved language at once.
    expect(await screen.findByText("Your details have been saved.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "My profile" })).toBeInTheDocument();
  });

  it("treats an answer without a user as a malformed response", async () => {
    const user = userEvent.setup();
    const mock = renderPage();
    const profile = await screen.findByRole("region", { name: "Persönliche Angaben" });
    await user.type(within(profile).getByLabelText("Titel"), "Dr.");
    await user.click(within(profile).getByRole("button", { name: "Speichern" }));
    const operation = await mock.nextOperation("useUpdateUserMutation");
    operation.resolve({ data: { updateUser: { user: null } } });
    const alert = await within(profile).findByRole("alert");
    expect(alert).toHaveTextContent("Es gibt ein Problem!");
    expect(alert).toHaveTextContent("Der Server hat eine unvollständige Antwort geschickt.");
  });

  it("shows the other sessions and ends them", async () => {
    const user = userEvent.setup();
    const mock = renderPage();
    const sessions = await screen.findByRole("region", { name: "Angemeldete Sitzungen" });
    expect(within(sessions).getByText("Sie sind noch auf 2 anderen Geräten angemeldet.")).toBeInTheDocument();
    await user.click(within(sessions).getByRole("button", { name: "Auf allen anderen Geräten abmelden" }));
    const operation = await mock.nextOperation("useSignOutOtherSessionsMutation");
    operation.resolve({
      data: { signOutOtherSessions: { signedOutCount: 2, user: { id: USER.id, otherSessionsCount: 0 } } },
    });
    expect(await within(sessions).findByText("Sie sind auf keinem anderen Gerät angemeldet.")).toBeInTheDocument();
    expect(within(sessions).getByRole("button", { name: "Auf allen anderen Geräten abmelden" })).toBeDisabled();
    expect(await screen.findByText("2 andere Geräte wurden abgemeldet.")).toBeInTheDocument();
  });

  it("checks the new password in German before sending anything", async () => {
    const user = userEvent.setup();
    const mock = renderPage();
    const password = await screen.findByRole("region", { name: "Passwort ändern" });
    await user.click(within(password).getByRole("button", { name: "Passwort ändern" }));
    expect(await within(password).findByText("Bitte geben Sie Ihr aktuelles Passwort ein.")).toBeInTheDocument();
    expect(within(password).getByText("Das neue Passwort muss mindestens 10 Zeichen lang sein.")).toBeInTheDocument();
    expect(within(password).getByText("Bitte wiederholen Sie das neue Passwort.")).toBeInTheDocument();

    await user.type(within(password).getByLabelText(/^Aktuelles Passwort/), "altes-passwort-1");
    const newPassword = within(password).getByLabelText(/^Neues Passwort \*/);
    await user.clear(newPassword);
    await user.type(newPassword, "Thomas.Mueller@example.de");
    await user.tab();
    expect(
      await within(password).findByText("Das neue Passwort darf nicht Ihre E-Mail-Adresse sein."),
    ).toBeInTheDocument();
    await user.clear(newPassword);
    await user.type(newPassword, "altes-passwort-1");
    await user.tab();
    expect(
      await within(password).findByText("Das neue Passwort muss sich vom aktuellen unterscheiden."),
    ).toBeInTheDocument();
    await user.clear(newPassword);
    await user.type(newPassword, "ein neues Passwort");
    await user.type(within(password).getByLabelText(/^Neues Passwort wiederholen/), "ein anderes Passwort");
    await user.tab();
    expect(await within(password).findByText("Die beiden Eingaben stimmen nicht überein.")).toBeInTheDocument();
    expect(mock.pendingOperations()).toHaveLength(0);
  });

  it("changes the password and shows the server's refusal translated", async () => {
    const user = userEvent.setup();
    const mock = renderPage();
    const password = await screen.findByRole("region", { name: "Passwort ändern" });
    await user.type(within(password).getByLabelText(/^Aktuelles Passwort/), "falsch");
    await user.type(within(password).getByLabelText(/^Neues Passwort \*/), "ein neues Passwort");
    await user.type(within(password).getByLabelText(/^Neues Passwort wiederholen/), "ein neues Passwort");
    await user.click(within(password).getByRole("button", { name: "Passwort ändern" }));
    const first = await mock.nextOperation("useChangePasswordMutation");
    expect(first.variables).toEqual({
      input: { currentPassword: "falsch", newPassword: "ein neues Passwort" },
    });
    first.reject(new GraphQLRequestError("wrong", { code: "WRONG_PASSWORD" }));
    expect(await within(password).findByRole("alert")).toHaveTextContent("Das aktuelle Passwort ist falsch.");

    await user.clear(within(password).getByLabelText(/^Aktuelles Passwort/));
    await user.type(within(password).getByLabelText(/^Aktuelles Passwort/), "richtiges Passwort");
    await user.click(within(password).getByRole("button", { name: "Passwort ändern" }));
    const second = await mock.nextOperation("useChangePasswordMutation");
    second.resolve({
      data: { changePassword: { signedOutCount: 2, user: { id: USER.id, otherSessionsCount: 0 } } },
    });
    expect(
      await screen.findByText("Ihr Passwort wurde geändert. 2 andere Geräte wurden abgemeldet."),
    ).toBeInTheDocument();
    expect(within(password).getByLabelText(/^Aktuelles Passwort/)).toHaveValue("");
    expect(within(password).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("enrols an authenticator: QR code, the secret in groups of four, confirmation with a code", async () => {
    const user = userEvent.setup();
    const mock = renderPage();
    const twoFactor = await screen.findByRole("region", { name: "Zwei-Faktor-Anmeldung (TOTP)" });
    expect(within(twoFactor).getByText("Aus")).toBeInTheDocument();
    await user.click(within(twoFactor).getByRole("button", { name: "Einrichten" }));
    const start = await mock.nextOperation("useStartTotpEnrolmentMutation");
    start.resolve({ data: { startTotpEnrolment: { secret: SECRET, otpauthUri: OTPAUTH_URI } } });

    const qr = await within(twoFactor).findByRole("img", { name: "QR-Code für die Authenticator-App" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(within(twoFactor).getByTestId("totp-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");

    await user.click(within(twoFactor).getByRole("button", { name: "Bestätigen und einschalten" }));
    expect(await within(twoFactor).findByText("Bitte geben Sie Ihr aktuelles Passwort ein.")).toBeInTheDocument();
    await user.type(within(twoFactor).getByLabelText(/^Aktuelles Passwort/), "mein Passwort");
    const code = within(twoFactor).getByLabelText(/^6-stelliger Code/);
    await user.type(code, "12345");
    await user.click(within(twoFactor).getByRole("button", { name: "Bestätigen und einschalten" }));
    expect(await within(twoFactor).findByText("Bitte geben Sie den 6-stelligen Code ein.")).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, "123 456");
    await user.click(within(twoFactor).getByRole("button", { name: "Bestätigen und einschalten" }));
    const confirm = await mock.nextOperation("useConfirmTotpEnrolmentMutation");
    expect(confirm.variables).toEqual({ input: { currentPassword: "mein Passwort", code: "123456" } });
    confirm.reject(new GraphQLRequestError("bad code", { code: "INVALID_CODE" }));
    expect(await within(twoFactor).findByRole("alert")).toHaveTextContent("Der Code ist falsch oder abgelaufen.");

    await user.click(within(twoFactor).getByRole("button", { name: "Bestätigen und einschalten" }));
    const again = await mock.nextOperation("useConfirmTotpEnrolmentMutation");
    again.resolve({
      data: { confirmTotpEnrolment: { user: { id: USER.id, isMfaActive: true } } },
    });
    expect(await within(twoFactor).findByText("Die Zwei-Faktor-Anmeldung ist eingeschaltet.")).toBeInTheDocument();
    expect(within(twoFactor).getByText("Aktiv")).toBeInTheDocument();
    expect(within(twoFactor).queryByRole("img", { name: "QR-Code für die Authenticator-App" })).not.toBeInTheDocument();
  });

  it("switches two-factor sign-in off with the password and a code", async () => {
    const user = userEvent.setup();
    const mock = renderPage({ user: { isMfaActive: true } });
    const twoFactor = await screen.findByRole("region", { name: "Zwei-Faktor-Anmeldung (TOTP)" });
    await user.click(within(twoFactor).getByRole("button", { name: "Ausschalten …" }));
    await user.click(within(twoFactor).getByRole("button", { name: "Zwei-Faktor-Anmeldung ausschalten" }));
    expect(await within(twoFactor).findByText("Bitte geben Sie Ihr aktuelles Passwort ein.")).toBeInTheDocument();
    await user.type(within(twoFactor).getByLabelText(/^Aktuelles Passwort/), "mein Passwort");
    await user.type(within(twoFactor).getByLabelText(/^6-stelliger Code/), "654321");
    await user.click(within(twoFactor).getByRole("button", { name: "Zwei-Faktor-Anmeldung ausschalten" }));
    const operation = await mock.nextOperation("useDisableTotpMutation");
    expect(operation.variables).toEqual({ input: { currentPassword: "mein Passwort", code: "654321" } });
    operation.resolve({ data: { disableTotp: { user: { id: USER.id, isMfaActive: false } } } });
    expect(await within(twoFactor).findByText("Die Zwei-Faktor-Anmeldung ist ausgeschaltet.")).toBeInTheDocument();
    expect(within(twoFactor).getByRole("button", { name: "Einrichten" })).toBeInTheDocument();
  });

  it("offers no password or TOTP when another provider signs in, nor while impersonating", async () => {
    renderPage({ isBuiltInSignIn: false });
    expect(
      await screen.findByText("Passwort und Zwei-Faktor-Anmeldung verwalten Sie bei Ihrem Anmeldedienst."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Passwort ändern" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Zwei-Faktor-Anmeldung (TOTP)" })).not.toBeInTheDocument();
  });
});
