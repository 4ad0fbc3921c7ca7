import { createMemoryHistory } from "@tanstack/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { App } from "../App.tsx";
import {
  ADMIN_COMPANY,
  COMPANY_ID,
  createShellNetworkEnvironment,
  type ShellMockOptions,
  STANDARD_USER,
} from "../test/mockShellEnvironment.ts";
import { createAppRouter } from "./router.ts";

function renderAt(path: string, options?: ShellMockOptions) {
  const { environment } = createShellNetworkEnvironment(options);
  const router = createAppRouter(environment, createMemoryHistory({ initialEntries: [path] }));
  render(<App router={router} relayEnvironment={environment} i18n={i18next} />);
  return router;
}

const DOCUMENT = "0b8f5e1c-1a2b-4c3d-8e4f-0000000000aa";

describe("shell gates", () => {
  it("opens the default company when the URL has none, on the same page", async () => {
    const router = renderAt("/extensions");
    await waitFor(() => expect(router.state.location.search).toMatchObject({ clientCompanyRowId: COMPANY_ID }));
    expect(router.state.location.pathname).toBe("/extensions");
    expect(await screen.findByRole("heading", { level: 1, name: "Erweiterungen" })).toBeInTheDocument();
  });

  it("sends signed-out users to sign-in with the way back", async () => {
    const router = renderAt(`/extensions?clientCompanyRowId=${COMPANY_ID}`, { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe("/authorize"));
    expect(router.state.location.search).toMatchObject({ returnTo: `/extensions?clientCompanyRowId=${COMPANY_ID}` });
  });

  it("asks for a company when there is no default", async () => {
    renderAt("/", { user: { ...STANDARD_USER, defaultClientCompanyRowId: null } });
    expect(await screen.findByRole("heading", { name: "Welchen Mandanten möchten Sie öffnen?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mandant auswählen" })).toBeInTheDocument();
  });

  it("explains an inaccessible company in words, never with the raw code", async () => {
    renderAt(`/?clientCompanyRowId=${COMPANY_ID}`, { company: null });
    expect(await screen.findByRole("heading", { name: "Dieser Mandant ist nicht verfügbar" })).toBeInTheDocument();
    expect(screen.queryByText(/YOU_DONT_HAVE_ACCESS/)).toBeNull();
    expect(screen.getByText(/keinen Zugriff auf diesen Mandanten/)).toBeInTheDocument();
    expect(screen.getByText(/Bitte wählen Sie einen anderen Mandanten/)).toBeInTheDocument();
  });

  it("shows external users only the document page, without the bar", async () => {
    const external = { ...STANDARD_USER, isExternal: true, isStandard: false, defaultClientCompanyRowId: null };
    renderAt("/banking", { user: external });
    expect(await screen.findByRole("heading", { name: "Für externe Benutzer nicht verfügbar" })).toBeInTheDocument();
    // …and where they can go: the documents shared with them
    expect(await screen.findByRole("link", { name: "Brandt Sanitär · GS-2026-00412" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/documents\//),
    );
  });

  it("lets external users open a document page, in its reduced variant", async () => {
    const external = { ...STANDARD_USER, isExternal: true, isStandard: false, defaultClientCompanyRowId: null };
    renderAt(`/documents/${DOCUMENT}`, { user: external });
    expect(await screen.findByRole("heading", { name: "Historie" })).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("replaces everything by the blocked-client screen", async () => {
    const blocked = {
      ...ADMIN_COMPANY,
      brandNameOrName: "Weber Metallbau GmbH & Co. KG",
      clientCompanyBlock: { startsAt: "2026-01-05T09:00:00Z", reason: "Offene Rechnungen", active: true },
    };
    renderAt(`/?clientCompanyRowId=${COMPANY_ID}`, { company: blocked });
    expect(await screen.findByRole("heading", { name: "Dieser Mandant wurde gesperrt" })).toBeInTheDocument();
    expect(screen.getByText("Weber Metallbau GmbH & Co. KG")).toBeInTheDocument();
    expect(screen.getByText("Offene Rechnungen")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Abmelden" })).toHaveAttribute("href", "/logout");
    expect(screen.getByRole("button", { name: "Mandant auswählen" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("shows super admins the blocked company with a danger banner", async () => {
    const blocked = {
      ...ADMIN_COMPANY,
      clientCompanyBlock: { startsAt: "2026-01-05T09:00:00Z", reason: "Offene Rechnungen", active: true },
    };
    renderAt(`/?clientCompanyRowId=${COMPANY_ID}`, {
      company: blocked,
      user: { ...STANDARD_USER, isSuperAdmin: true },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(/ist seit .* gesperrt/);
    expect(screen.getByRole("navigation", { name: "Hauptnavigation" })).toBeInTheDocument();
  });

  it("warns of a scheduled block with the time left", async () => {
    const startsAt = new Date(Date.now() + 5 * 24 * 3600 * 1000 + 60_000).toISOString();
    const scheduled = {
      ...ADMIN_COMPANY,
      clientCompanyBlock: { startsAt, reason: "Vertrag gekündigt", active: false },
    };
    renderAt(`/?clientCompanyRowId=${COMPANY_ID}`, { company: scheduled });
    expect(await screen.findByText(/wird in 5 Tagen gesperrt/)).toBeInTheDocument();
    expect(screen.getByText("Grund: Vertrag gekündigt")).toBeInTheDocument();
  });
});
