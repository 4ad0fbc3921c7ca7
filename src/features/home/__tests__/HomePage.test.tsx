import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { loadQuery } from "react-relay";
import type { Environment, Variables } from "relay-runtime";
import { describe, expect, it, vi } from "vitest";
import DashboardQueryNode, { type DashboardQuery } from "../../../__generated__/DashboardQuery.graphql.ts";
import HomePageQueryNode, { type HomePageQuery } from "../../../__generated__/HomePageQuery.graphql.ts";
import type { DashboardPeriod } from "../../../lib/search/searchSchemas.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { dashboardAccessOf, dashboardVariablesOf } from "../lib/dashboard.ts";
import { HomePage } from "../pages/HomePage.tsx";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const OTHER = "0b8f5e1c-1a2b-4c3d-8e4f-000000000002";
const VENDOR = "7d000000-0000-4000-8000-000000000001";
const CLIENT = "7d000000-0000-4000-8000-000000000002";
const TODAY = "2026-11-28"; // a Saturday
const NO_COMPANY = { clientCompanyRowId: "00000000-0000-0000-0000-000000000000", withCompany: false };

interface Setup {
  banking?: boolean;
  onlyTodo?: boolean;
  allClients?: boolean;
  hasDocuments?: boolean;
  moneyAccountCount?: number;
}

/** The server's answers: the home query (user and company flags) and the dashboard query with
 * only the parts its variables ask for (as @include does on the server). */
function environmentFor(setup: Setup = {}) {
  const currentUser = {
    id: "VXNlcjox",
    rowId: "5a1d0c3e-7b2a-4f1e-9c8d-000000000002",
    fullName: "Thomas Müller",
    dashboardOnlyTodo: setup.onlyTodo ?? false,
    dashboardAllClients: setup.allClients ?? false,
  };
  const company = {
    id: "Q2xpZW50Q29tcGFueTox",
    rowId: COMPANY,
    currentUserHasBankingAccess: setup.banking ?? true,
    featureFlags: { allClientsTodo: setup.allClients ?? false },
  };
  const dashboard = (v: Variables) => ({
    clientCompany: {
      id: company.id,
      rowId: COMPANY,
      brandNameOrName: "Müller Haustechnik GmbH",
      hasDocuments: setup.hasDocuments ?? true,
      currentUserHasDocumentsManageAccess: true,
      currentUserHasBankingAccess: setup.banking ?? true,
      ...(v.canViewMoneyAccounts
        ? {
            financeSummary: {
              bankBalanceSum: "1269.75",
              moneyAccountCount: setup.moneyAccountCount ?? 2,
              moneyAccountsWithoutBalance: 0,
              assets: "11427.00",
              assetsCount: 4,
              liabilities: "392.70",
              liabilitiesCount: 3,
            },
            bankStatistics: {
              nodes: [
                { date: "2026-02-03", sumIncoming: "520.00", sumOutgoing: "-200.00" },
                { date: "2026-11-24", sumIncoming: "0", sumOutgoing: "-60.25" },
              ],
            },
          }
        : {}),
      ...(v.canViewVendorsAndClients
        ? {
            vendors: {
              nodes: [{ partnerCompanyRowId: VENDOR, partnerName: "Lieferant A", netSum: "250.00", documentCount: 2 }],
            },
            clients: {
              nodes: [{ partnerCompanyRowId: CLIENT, partnerName: "Kunde Eins", netSum: "1400.00", documentCount: 3 }],
            },
          }
        : {}),
    },
    companyTodo: { nodes: [{ openApprovalRequestCount: 2, openReviewGroupCount: 1 }] },
    ...(v.canViewAllClientsTodo
      ? {
          allClientsTodo: {
            nodes: [
              {
                clientCompanyRowId: COMPANY,
                clientCompanyName: "Müller Haustechnik GmbH",
                openApprovalRequestCount: 2,
                openReviewGroupCount: 1,
              },
              {
                clientCompanyRowId: OTHER,
                clientCompanyName: "Schneiders Backstube",
                openApprovalRequestCount: 0,
                openReviewGroupCount: 3,
              },
            ],
          },
        }
      : {}),
  });
  const mock = createMockRelayEnvironment({
    answer: (name, variables) => {
      if (name === "HomePageQuery")
        return { data: { currentUser, ...(variables.withCompany ? { clientCompany: company } : {}) } };
      if (name === "DashboardQuery") return { data: dashboard(variables) };
      return undefined;
    },
  });
  return { ...mock, access: dashboardAccessOf({ currentUser, clientCompany: company }) };
}

function renderDashboard(setup: Setup = {}) {
  const mock = environmentFor(setup);
  const home = loadQuery<HomePageQuery>(mock.environment, HomePageQueryNode, {
    clientCompanyRowId: COMPANY,
    withCompany: true,
  });
  const dashboard = loadQuery<DashboardQuery>(
    mock.environment,
    DashboardQueryNode,
    dashboardVariablesOf(COMPANY, undefined, mock.access, TODAY),
  );
  const onPeriodChange = vi.fn();
  /** The route's part: the period lives in the URL, the page reports a change. */
  function Harness() {
    const [period, setPeriod] = useState<DashboardPeriod | undefined>(undefined);
    return (
      <HomePage
        queryRef={home}
        dashboardRef={dashboard}
        period={period}
        onPeriodChange={(next) => {
          onPeriodChange(next);
          setPeriod(next);
        }}
        today={TODAY}
      />
    );
  }
  const view = renderWithProviders(<Harness />, { relayEnvironment: mock.environment });
  return { ...mock, onPeriodChange, view };
}

/** A link's search as the router wrote it, decoded. */
const searchOf = (link: HTMLElement) => decodeURIComponent(link.getAttribute("href") ?? "");

function renderHome(environment: Environment) {
  const queryRef = loadQuery<HomePageQuery>(environment, HomePageQueryNode, NO_COMPANY);
  return renderWithProviders(<HomePage queryRef={queryRef} />, { relayEnvironment: environment });
}

describe("HomePage", () => {
  it("asks a signed-out visitor to sign in", async () => {
    const { environment } = createMockRelayEnvironment({ answer: () => ({ data: { currentUser: null } }) });
    renderHome(environment);
    expect(await screen.findByRole("heading", { name: "Sie sind nicht angemeldet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/authorize");
    expect(document.title).toBe("Startseite | Belegwerk");
  });

  it("welcomes a signed-in user by name while no company is chosen", async () => {
    renderHome(environmentFor().environment);
    expect(await screen.findByRole("heading", { name: "Willkommen, Thomas Müller!" })).toBeInTheDocument();
  });
});

describe("the dashboard", () => {
  it("shows the finance summary, the money in and out and the top partners, each linking to its list", async () => {
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Übersicht – Müller Haustechnik GmbH" })).toBeInTheDocument();
    expect(screen.getByText("Zeitraum 01.01.2026 – 31.12.2026")).toBeInTheDocument();
    expect(screen.getByText("1.269,75 €")).toBeInTheDocument();
    expect(screen.getByText("11.427,00 €")).toBeInTheDocument();
    expect(screen.getByText("392,70 €")).toBeInTheDocument();
    const receivables = screen.getByRole("link", { name: "Ausgangsrechnungen ansehen" });
    expect(searchOf(receivables)).toContain("paidStatus=NOT_PAID");
    expect(searchOf(receivables)).toContain("OUTGOING_INVOICE");
    expect(screen.getByRole("link", { name: "Zu den Konten" }).getAttribute("href")).toContain("/banking");
    // The period's sums beside the chart: 520.00 in, 200.00 + 60.25 out.
    expect(screen.getByText("520,00 €")).toBeInTheDocument();
    expect(screen.getByText("260,25 €")).toBeInTheDocument();
    const vendors = screen.getByRole("table", { name: "Top 10 Lieferanten (netto)" });
    const vendor = within(vendors).getByRole("link", { name: "Lieferant A" });
    expect(searchOf(vendor)).toContain(VENDOR);
    expect(searchOf(vendor)).toContain("partnerCompanyRowIds");
    expect(searchOf(vendor)).toContain("fromDate=2026-01-01");
    expect(searchOf(vendor)).toContain("INCOMING_INVOICE");
    expect(within(vendors).getByText("250,00 €")).toBeInTheDocument();
    const clients = screen.getByRole("table", { name: "Top 10 Kunden (netto)" });
    expect(searchOf(within(clients).getByRole("link", { name: "Kunde Eins" }))).toContain("OUTGOING_INVOICE");
    expect(screen.getByRole("link", { name: "2 offene Freigabeanfragen" })).toBeInTheDocument();
    expect(screen.getByText("1 Stapel zu prüfen")).toBeInTheDocument();
    expect(screen.queryByText(/sehen Mitglieder mit Zugriff auf die Bank/)).not.toBeInTheDocument();
    // No first steps for a company that has documents and accounts.
    expect(screen.queryByText("Erste Schritte")).not.toBeInTheDocument();
    // Not an accountant with the all-clients view.
    expect(screen.queryByRole("table", { name: "Alle Mandanten – zu erledigen" })).not.toBeInTheDocument();
  });

  it("changes the period by its presets; a new period loads the query for its dates", async () => {
    const { onPeriodChange, requestsOf } = renderDashboard();
    await screen.findByText("1.269,75 €");
    expect(requestsOf("DashboardQuery").at(-1)!.variables).toMatchObject({
      bankStatsFromDate: "2026-01-01",
      bankStatsUntilDate: "2026-12-31",
    });
    fireEvent.click(screen.getByRole("radio", { name: "Woche" }));
    expect(onPeriodChange).toHaveBeenCalledWith("WEEK");
    // The week from Monday.
    await waitFor(() =>
      expect(requestsOf("DashboardQuery").at(-1)!.variables).toMatchObject({
        bankStatsFromDate: "2026-11-23",
        bankStatsUntilDate: "2026-11-29",
        canViewMoneyAccounts: true,
      }),
    );
    expect(await screen.findByText("Zeitraum 23.11.2026 – 29.11.2026")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "12 Monate" }));
    await waitFor(() =>
      expect(requestsOf("DashboardQuery").at(-1)!.variables).toMatchObject({
        bankStatsFromDate: "2025-11-28",
        bankStatsUntilDate: "2026-11-28",
      }),
    );
    fireEvent.click(screen.getByRole("radio", { name: "Monat" }));
    await waitFor(() =>
      expect(requestsOf("DashboardQuery").at(-1)!.variables).toMatchObject({
        bankStatsFromDate: "2026-11-01",
        bankStatsUntilDate: "2026-11-30",
      }),
    );
  });

  it("asks for no money figures without banking access and shows none", async () => {
    const { requestsOf } = renderDashboard({ banking: false });
    expect(await screen.findByRole("heading", { name: "Übersicht – Müller Haustechnik GmbH" })).toBeInTheDocument();
    expect(requestsOf("DashboardQuery")[0]!.variables).toMatchObject({
      canViewMoneyAccounts: false,
      canViewVendorsAndClients: false,
      canViewAllClientsTodo: false,
    });
    expect(screen.queryByText("Kontostände")).not.toBeInTheDocument();
    expect(screen.queryByText("Eingänge und Ausgänge")).not.toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Top 10 Lieferanten (netto)" })).not.toBeInTheDocument();
    // No period to choose (it concerns the money only); they are told who sees the money.
    expect(screen.queryByRole("radio", { name: "Woche" })).not.toBeInTheDocument();
    expect(screen.getByText(/sehen Mitglieder mit Zugriff auf die Bank/)).toBeInTheDocument();
    // What waits in the company is for everyone.
    expect(screen.getByRole("link", { name: "2 offene Freigabeanfragen" })).toBeInTheDocument();
  });

  it("shows only the to-do in only-todo mode, and the all-clients to-do to an accountant with it", async () => {
    const { requestsOf } = renderDashboard({ onlyTodo: true, allClients: true });
    const table = await screen.findByRole("table", { name: "Alle Mandanten – zu erledigen" });
    expect(requestsOf("DashboardQuery")[0]!.variables).toMatchObject({
      canViewMoneyAccounts: false,
      canViewVendorsAndClients: false,
      canViewAllClientsTodo: true,
    });
    expect(screen.queryByText("Kontostände")).not.toBeInTheDocument();
    const bakery = within(table).getByRole("link", { name: "Schneiders Backstube" });
    expect(bakery.getAttribute("href")).toBe(`/?clientCompanyRowId=${OTHER}`);
    expect(within(table).getByText("3")).toBeInTheDocument();
  });

  it("tells a new company what to do first", async () => {
    renderDashboard({ hasDocuments: false, moneyAccountCount: 0 });
    expect(await screen.findByRole("heading", { name: "Erste Schritte" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Belege hochladen" })).toHaveAttribute(
      "href",
      `/upload?clientCompanyRowId=${COMPANY}`,
    );
    expect(screen.getByRole("link", { name: "Bank verbinden" }).getAttribute("href")).toContain(
      "/settings/bank/connections",
    );
  });
});

describe("dashboardAccessOf (spec part 1 §6)", () => {
  const of = (banking: boolean, onlyTodo: boolean, allClients: boolean, feature: boolean) =>
    dashboardAccessOf({
      currentUser: { dashboardOnlyTodo: onlyTodo, dashboardAllClients: allClients },
      clientCompany: { currentUserHasBankingAccess: banking, featureFlags: { allClientsTodo: feature } },
    });
  it("opens money and partners with banking access unless only the to-do is shown", () => {
    expect(of(true, false, false, false)).toEqual({
      canViewMoneyAccounts: true,
      canViewVendorsAndClients: true,
      canViewAllClientsTodo: false,
    });
    expect(of(false, false, false, false).canViewMoneyAccounts).toBe(false);
    expect(of(true, true, false, false).canViewMoneyAccounts).toBe(false);
    expect(of(true, true, true, true)).toEqual({
      canViewMoneyAccounts: false,
      canViewVendorsAndClients: false,
      canViewAllClientsTodo: true,
    });
  });
  it("needs the user's all-clients flag and the company's feature for the all-clients to-do", () => {
    expect(of(true, false, true, false).canViewAllClientsTodo).toBe(false);
    expect(of(true, false, false, true).canViewAllClientsTodo).toBe(false);
    expect(of(true, false, true, true).canViewAllClientsTodo).toBe(true);
  });
});
