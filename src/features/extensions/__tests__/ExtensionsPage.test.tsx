import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { ExtensionsPage } from "../pages/ExtensionsPage.tsx";
import { COMPANY, createExtensionsEnvironment, type ExtensionsMock } from "./extensionsTestEnvironment.ts";

function renderExtensions(options: ExtensionsMock & { isBuiltInSignIn?: boolean } = {}) {
  const mock = createExtensionsEnvironment(options);
  renderWithProviders(
    <ExtensionsPage queryRef={mock.extensionsQueryRef()} isBuiltInSignIn={options.isBuiltInSignIn ?? true} />,
    { relayEnvironment: mock.environment },
  );
  return mock;
}

const linkOf = (name: RegExp | string) => screen.getByRole("link", { name }).getAttribute("href");
const sectionNames = () => screen.getAllByRole("region").map((region) => region.getAttribute("aria-labelledby"));

describe("ExtensionsPage", () => {
  it("shows an admin with every feature the two-factor sign-in, cost units, cash books and the four connectors", async () => {
    renderExtensions({
      user: { isMfaActive: false },
      company: {
        currentUserHasAdminAccess: true,
        currentUserHasAccountingAccess: true,
        currentUserHasBankingAccess: true,
        featureFlags: { costUnits: true, cashAccount: true },
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Erweiterungen" })).toBeInTheDocument();
    expect(document.title).toBe("Erweiterungen | Belegwerk");
    expect(sectionNames()).toEqual([
      "extensions-security",
      "extensions-accounting",
      "extensions-banking",
      "extensions-connectors",
    ]);
    const q = `?clientCompanyRowId=${COMPANY}`;
    expect(linkOf("Einrichten: Zwei-Faktor-Anmeldung")).toBe(`/settings/user${q}`);
    expect(
      within(screen.getByRole("article", { name: "Zwei-Faktor-Anmeldung" })).getByText("Nicht eingerichtet"),
    ).toBeInTheDocument();
    expect(linkOf("Kostenträger verwalten: Kostenträger")).toBe(`/settings/${COMPANY}/accounting/cost-units${q}`);
    expect(linkOf("Kassenbücher verwalten: Kassenbücher")).toBe(`/settings/bank/${COMPANY}/cash-books${q}`);
    for (const [name, key] of [
      ["Belege per E-Mail", "email"],
      ["GetMyInvoices", "getmyinvoices"],
      ["Fastbill", "fastbill"],
      ["Billomat", "billomat"],
    ] as const) {
      expect(linkOf(`Einrichten: ${name}`)).toBe(`/settings/${COMPANY}/integrations/${key}${q}`);
    }
  });

  it("says two-factor sign-in is on once the user enrolled (the MFA feature) and offers to manage it", async () => {
    renderExtensions({ user: { isMfaActive: true } });
    expect(await screen.findByRole("link", { name: "Verwalten: Zwei-Faktor-Anmeldung" })).toBeInTheDocument();
    expect(screen.getByText("Aktiv")).toBeInTheDocument();
  });

  it("hides the two-factor part where another sign-in manages it", async () => {
    renderExtensions({ isBuiltInSignIn: false, company: { currentUserHasAdminAccess: true } });
    expect(await screen.findByRole("heading", { name: "Anbindungen" })).toBeInTheDocument();
    expect(screen.queryByText("Zwei-Faktor-Anmeldung")).toBeNull();
  });

  it("gates cost units by their feature and accounting access, cash books by theirs and banking access", async () => {
    renderExtensions({
      company: {
        currentUserHasAccountingAccess: false,
        currentUserHasBankingAccess: true,
        featureFlags: { costUnits: true, cashAccount: false },
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Erweiterungen" })).toBeInTheDocument();
    expect(screen.queryByText("Kostenträger")).toBeNull();
    expect(screen.queryByText("Kassenbücher")).toBeNull();
    expect(sectionNames()).toEqual(["extensions-security"]);
  });

  it("shows the connectors to admins only", async () => {
    renderExtensions({
      company: { currentUserHasAccountingAccess: true, featureFlags: { costUnits: true } },
    });
    expect(await screen.findByRole("heading", { name: "Buchhaltung" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Anbindungen" })).toBeNull();
    expect(screen.queryByText("GetMyInvoices")).toBeNull();
  });

  it("tells a member with nothing enabled so, in English too", async () => {
    const { default: i18next } = await import("i18next");
    await i18next.changeLanguage("en");
    try {
      renderExtensions({ isBuiltInSignIn: false });
      expect(
        await screen.findByRole("heading", { level: 1, name: "Nothing is enabled for you here" }),
      ).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage("de");
    }
  });

  it("refuses external users and companies the user cannot see", async () => {
    renderExtensions({ user: { isExternal: true }, company: { currentUserHasAdminAccess: true } });
    expect(await screen.findByRole("heading", { level: 1, name: "Keine Erweiterungen" })).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("refuses a company that is not accessible", async () => {
    renderExtensions({ company: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Keine Erweiterungen" })).toBeInTheDocument();
  });
});
