import { createMemoryHistory } from "@tanstack/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { App } from "../App.tsx";
import { createAppRouter } from "../routes/router.ts";
import {
  ADMIN_COMPANY,
  COMPANY_ID,
  createShellNetworkEnvironment,
  type ShellMockOptions,
  STANDARD_USER,
} from "../test/mockShellEnvironment.ts";

async function renderBar(options: ShellMockOptions) {
  const shell = createShellNetworkEnvironment(options);
  const router = createAppRouter(
    shell.environment,
    createMemoryHistory({ initialEntries: [`/?clientCompanyRowId=${COMPANY_ID}`] }),
  );
  render(<App router={router} relayEnvironment={shell.environment} i18n={i18next} />);
  const nav = await screen.findByRole("navigation", { name: "Hauptnavigation" });
  return { nav, router, ...shell };
}

const NO_ACCESS = {
  currentUserHasAdminAccess: false,
  currentUserHasAccountingAccess: false,
  currentUserHasDocumentsManageAccess: false,
  currentUserHasBankingAccess: false,
  currentUserHasVerifyingAccess: false,
};

const names = (container: HTMLElement) =>
  [...within(container).queryAllByRole("link"), ...within(container).queryAllByRole("button")].map((element) =>
    element.textContent?.trim(),
  );

describe("top bar gates", () => {
  it("gives an admin every entry of the company", async () => {
    const { nav } = await renderBar({});
    expect(names(nav)).toEqual(expect.arrayContaining(["Übersicht", "Bank", "Buchhaltung", "Freigaben"]));
    expect(within(nav).getByRole("button", { name: /^Belege/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Hochladen" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Schnellaktionen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Hilfe (öffnet in neuem Tab)" })).toHaveAttribute("target", "_blank");
    expect(screen.queryByRole("link", { name: "Finanzierung" })).not.toBeInTheDocument();
  });

  it("opens the workflow-and-approvals wizard of the company from the quick action “Add workflow”", async () => {
    const { router } = await renderBar({});
    await userEvent.setup().click(screen.getByRole("button", { name: "Schnellaktionen" }));
    await userEvent.setup().click(await screen.findByRole("menuitem", { name: "Workflow anlegen", hidden: true }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/settings/${COMPANY_ID}/wizards/workflow-and-approvals/create`),
    );
    expect(router.state.location.search).toMatchObject({ clientCompanyRowId: COMPANY_ID });
  });

  it("gives the accountant bookkeeping and banking but no quick action to invite", async () => {
    const company = {
      ...ADMIN_COMPANY,
      ...NO_ACCESS,
      currentUserRoleName: "ACCOUNTANT",
      currentUserHasAccountingAccess: true,
      currentUserHasDocumentsManageAccess: true,
      currentUserHasBankingAccess: true,
      currentUserHasVerifyingAccess: true,
    };
    await renderBar({ company });
    expect(screen.getByRole("link", { name: "Buchhaltung" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Schnellaktionen" }));
    expect(
      await screen.findByRole("menuitem", { name: "Bankverbindung hinzufügen", hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("menuitem", { name: "Kollegin oder Kollegen einladen", hidden: true }),
    ).not.toBeInTheDocument();
  });

  it("gives a clerk documents and upload only; no quick actions left, so no menu", async () => {
    const company = {
      ...ADMIN_COMPANY,
      ...NO_ACCESS,
      branding: "NORDLICHT",
      currentUserRoleName: "CLERK",
      currentUserHasDocumentsManageAccess: true,
      featureFlags: { appBarQuickActions: true },
    };
    const { nav } = await renderBar({ company });
    expect(names(nav)).not.toContain("Bank");
    expect(names(nav)).not.toContain("Buchhaltung");
    expect(within(nav).getByRole("button", { name: /^Belege/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Hochladen" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Schnellaktionen" })).not.toBeInTheDocument();
    // branded: no help link, the partner's name as logo
    expect(screen.queryByRole("link", { name: /Hilfe/ })).not.toBeInTheDocument();
    expect(screen.getByText("Nordlicht")).toBeInTheDocument();
  });

  it("gives a viewer only the dashboard", async () => {
    const company = { ...ADMIN_COMPANY, ...NO_ACCESS, currentUserRoleName: "VIEWER", featureFlags: {} };
    const { nav } = await renderBar({ company, user: { ...STANDARD_USER, clientCompanyUsers: { totalCount: 1 } } });
    expect(names(nav)).toEqual(["Übersicht"]);
    expect(screen.queryByRole("link", { name: "Hochladen" })).not.toBeInTheDocument();
    // one company only: its name as plain text, no picker
    expect(screen.getByTestId("company-name")).toHaveTextContent("Müller Haustechnik GmbH");
    expect(screen.queryByRole("button", { name: /Mandant wechseln/ })).not.toBeInTheDocument();
  });

  it("lets a super admin without membership pick any company", async () => {
    const company = { ...ADMIN_COMPANY, currentUserRoleName: null };
    await renderBar({
      company,
      user: { ...STANDARD_USER, isSuperAdmin: true, isStandard: false, clientCompanyUsers: { totalCount: 0 } },
    });
    expect(
      screen.getByRole("button", { name: "Mandant wechseln – aktuell: Müller Haustechnik GmbH" }),
    ).toBeInTheDocument();
  });

  it("shows the financing link with its feature", async () => {
    await renderBar({
      company: { ...ADMIN_COMPANY, featureFlags: { ...ADMIN_COMPANY.featureFlags, faktooraIframe: true } },
    });
    expect(screen.getByRole("link", { name: "Finanzierung" })).toBeInTheDocument();
  });

  it("shows the financing link to a user who holds a financing token, and not without one", async () => {
    await renderBar({ company: { ...ADMIN_COMPANY, currentUserFaktooraConfig: { token: "t0k3n-of-the-user" } } });
    expect(screen.getByRole("link", { name: "Finanzierung" })).toBeInTheDocument();
  });

  it("hides the financing link without feature and token", async () => {
    await renderBar({ company: { ...ADMIN_COMPANY, currentUserFaktooraConfig: null } });
    expect(screen.queryByRole("link", { name: "Finanzierung" })).not.toBeInTheDocument();
  });
});

describe("user menu", () => {
  it.each([
    ["ADMIN", "Demo-Modus: einfache Ansicht"],
    ["COLLABORATION_ONLY", "Zurück zur vollen Ansicht"],
  ])("offers the demo switch for role %s as '%s'", async (role, label) => {
    const company = { ...ADMIN_COMPANY, status: "DEMO", currentUserRoleName: role, currentUserCanSwitchDemoMode: true };
    await renderBar({ company });
    await userEvent.setup().click(screen.getByRole("button", { name: "Benutzermenü von Thomas Müller – TM" }));
    // The menu loads on first use and opens with a transition; in jsdom its position cannot be
    // measured, so Mantine marks it detached (display: none) soon after: queried with hidden.
    expect(await screen.findByRole("menuitem", { name: label, hidden: true })).toBeInTheDocument();
  });

  it("has no demo switch outside demo companies", async () => {
    await renderBar({});
    await userEvent.setup().click(screen.getByRole("button", { name: "Benutzermenü von Thomas Müller – TM" }));
    const menu = await screen.findByRole("menu", { hidden: true });
    expect(within(menu).getByText("Einstellungen").closest("a")).toHaveAttribute(
      "href",
      `/settings?clientCompanyRowId=${COMPANY_ID}`,
    );
    expect(within(menu).getByText("Erweiterungen").closest("a")).toHaveAttribute(
      "href",
      `/extensions?clientCompanyRowId=${COMPANY_ID}`,
    );
    expect(within(menu).getByText("Abmelden").closest("a")).toHaveAttribute("href", "/logout");
    expect(screen.queryByRole("menuitem", { name: /Demo|vollen Ansicht/, hidden: true })).not.toBeInTheDocument();
  });
});
